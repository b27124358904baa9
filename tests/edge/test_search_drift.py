"""A web search about something the request does not name is refused before it leaves the device."""
from edge_agent.search_drift import drift_refusal

ASK = "What does the city charge for a market stall permit this summer?"


def test_a_search_of_other_words_is_refused():
    msg = drift_refusal(ASK, [], "web_search", {"query": "kernel CVE-2024-1086 exploit"})
    assert msg is not None and "shares no word" in msg


def test_the_requests_words_another_language_or_another_tool_run():
    assert drift_refusal(ASK, [], "web_search", {"query": "market stall permit fee"}) is None
    assert drift_refusal(ASK, [], "web_search", {"query": "city stall permits 2025"}) is None
    assert drift_refusal("市场摊位许可证今年夏天多少钱？", [], "web_search", {"query": "market stall permit"}) is None
    assert drift_refusal(ASK, [], "search_kb", {"query": "kernel"}) is None
