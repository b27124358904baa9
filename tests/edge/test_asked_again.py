"""A question the user already answered is not asked again: the refusal carries the answer."""
from edge_agent.guards import refusal
from edge_agent.records import StepRecord

ASKED = StepRecord(0, "edge", "", "ask_user", {"question": "Which Maya do you mean, Maya Ortiz or Maya Chen?"}, True,
                   "Maya Chen, the one with the cargo bike")


def test_the_same_question_again_is_refused_with_the_answer():
    msg = refusal([ASKED], "ask_user", {"question": "Which Maya do you mean: Maya Ortiz or Maya Chen"}, False)
    assert msg is not None and "Maya Chen, the one with the cargo bike" in msg and "step 1" in msg


def test_a_new_question_or_another_tool_runs():
    assert refusal([ASKED], "ask_user", {"question": "Should the fitting be 90 minutes or an hour?"}, False) is None
    assert refusal([ASKED], "search_contacts", {"query": "Maya"}, False) is None
