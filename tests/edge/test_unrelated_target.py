"""A write at a listed row with no word of the request, when another row of the listing has two, is refused."""
from edge_agent.records import StepRecord
from edge_agent.unrelated_target import unrelated_refusal

ITEMS = StepRecord(0, "edge", "", "list_items", {}, True,
                   "BEAN-COL-HUILA | Colombia Huila 1kg | 4 | 5\nBEAN-ETH-GUJI | Ethiopia Guji 1kg | 7 | 4\n"
                   "BK-ORCHARD-DSK | The Orchard at Dusk (paperback) | 11 | 3")
REQUEST = "roaster just dropped off 6 bags of the colombia huila this morning, can you add them to stock"


def test_a_row_with_no_word_of_the_request_is_refused_naming_the_row_that_has_them():
    msg = unrelated_refusal(REQUEST, [ITEMS], "adjust_stock", {"sku": "BK-ORCHARD-DSK", "delta": 6})
    assert msg is not None and "BEAN-COL-HUILA" in msg and "colombia" in msg and "huila" in msg


def test_the_right_row_a_look_alike_a_plan_of_changes_and_reads_pass():
    assert unrelated_refusal(REQUEST, [ITEMS], "adjust_stock", {"sku": "BEAN-COL-HUILA", "delta": 6}) is None
    # a look-alike that shares a word is a trap to read past, not this check's business
    assert unrelated_refusal("add 6 bags of the ethiopia huila", [ITEMS], "adjust_stock", {"sku": "BEAN-ETH-GUJI"}) is None
    assert unrelated_refusal("1. add the colombia huila bags\n2. reorder what is low", [ITEMS], "adjust_stock",
                             {"sku": "BK-ORCHARD-DSK"}) is None
    assert unrelated_refusal(REQUEST, [ITEMS], "get_item", {"sku": "BK-ORCHARD-DSK"}) is None


def list_items() -> str:
    """List items: sku | name | stock | reorder_point."""
    return ("BEAN-COL-HUILA | Colombia Huila 1kg | 4 | 5\nBEAN-ETH-GUJI | Ethiopia Guji 1kg | 7 | 4\n"
            "BK-ORCHARD-DSK | The Orchard at Dusk (paperback) | 11 | 3")


def adjust_stock(sku: str, delta: int) -> str:
    """Add delta to an item's stock."""
    return f"{sku} stock +{delta}"


def test_the_agent_draws_a_write_at_an_unrelated_row_again(tmp_path):
    """A test double: greedy aims the write at the book, the hotter draw at the coffee the request names."""
    from edge_agent.agent import Agent
    from tests.edge.test_small_model_interface import TemperatureDouble, call

    model = TemperatureDouble(
        [call("list_items"), call("adjust_stock", sku="BK-ORCHARD-DSK", delta=6), call("final_answer", answer="added 6")],
        [call("adjust_stock", sku="BEAN-COL-HUILA", delta=6)])
    r = Agent(model, tools=[list_items, adjust_stock], store=None).run(REQUEST, workspace=tmp_path)
    assert r.steps[1].tool == "adjust_stock" and r.steps[1].arguments["sku"] == "BEAN-COL-HUILA" and r.steps[1].ok
    assert "resampled" in r.steps[1].reason


def test_a_write_at_an_archived_row_is_refused_when_a_current_one_matches_as_well():
    from edge_agent.unrelated_target import stale_refusal
    listing = StepRecord(0, "edge", "", "search_notes", {"query": "Dock Street"}, True,
                         "N-7 | 2024-11-02 | Dock Street flat - site log (old, archived)\n"
                         "N-9 | 2025-02-20 | Dock Street flat - site log\nN-4 | 2025-01-10 | Quay House - site log")
    ask = "add to the Dock Street site log: the tiler comes back on Monday"
    msg = stale_refusal(ask, [listing], "update_note", {"id": "N-7", "body": "x"})
    assert msg is not None and "N-9 is the current one" in msg
    assert stale_refusal(ask, [listing], "update_note", {"id": "N-9", "body": "x"}) is None
    assert stale_refusal("restore the archived Dock Street site log", [listing], "update_note", {"id": "N-7"}) is None
    # no current row as close to the request: the archived one may be meant
    only = StepRecord(0, "edge", "", "search_notes", {}, True,
                      "N-7 | Dock Street flat - site log (archived)\nN-4 | Quay House - budget")
    assert stale_refusal(ask, [only], "update_note", {"id": "N-7", "body": "x"}) is None


def test_an_archived_row_goes_after_an_equally_relevant_current_one():
    from edge_agent.relevance import order_rows
    rows = "KB-7 | Returns policy (2022, archived)\nKB-9 | Returns policy (2025)\nKB-2 | Opening hours"
    assert order_rows(rows, "what is our returns policy?").split("\n")[0].startswith("KB-9")
    assert order_rows(rows, "what did the old archived returns policy say?").split("\n")[0].startswith("KB-7")


def test_a_read_of_a_row_with_no_word_of_the_request_or_a_far_weaker_result_is_refused():
    from edge_agent.unrelated_target import unrelated_read
    notes = StepRecord(0, "edge", "", "search_notes", {"query": "x"}, True,
                       "N-1 | 2025-01-22 | Darkroom chemistry - fixer mix\nN-2 | 2024-12-02 | Album binding checklist")
    ask = "what ratio do we mix the darkroom fixer at?"
    assert "N-1" in unrelated_read(ask, [notes], "read_note", {"id": "N-2"})
    assert unrelated_read(ask, [notes], "read_note", {"id": "N-1"}) is None
    web = StepRecord(0, "edge", "", "web_search", {"query": "q"}, True,
                     "https://city.example/news/harbour-festival | Harbour light festival 2025: lantern parade route | "
                     "2025-03-01 | The harbour light festival lantern parade starts at the pier\n"
                     "https://city.example/news/roadworks | Harbour road works | 2025-02-01 | Night closures")
    ask = "when does the lantern parade of the harbour light festival start?"
    assert "harbour-festival" in unrelated_read(ask, [web], "open_page", {"url": "https://city.example/news/roadworks"})
    assert unrelated_read(ask, [web], "open_page", {"url": "https://city.example/news/harbour-festival"}) is None
