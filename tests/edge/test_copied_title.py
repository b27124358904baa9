"""A new record titled with a listed row's title is refused."""
from edge_agent.copied_title import copied_title
from edge_agent.records import StepRecord

LISTED = StepRecord(0, "edge", "", "list_events", {}, True,
                    "E-1 | 2025-03-13 10:00 | 2025-03-13 10:30 | Album review: Okafor wedding | Studio")


def test_a_create_titled_as_a_listed_row_is_refused():
    msg = copied_title("book a lens clean-up with Ravi tomorrow 2pm", [LISTED], "create_event",
                       {"title": "Album review: Okafor wedding", "start": "2025-03-13 14:00"})
    assert msg is not None and "E-1" in msg


def test_a_title_of_its_own_or_one_the_request_says_runs():
    assert copied_title("book a lens clean-up with Ravi tomorrow 2pm", [LISTED], "create_event",
                        {"title": "Lens clean-up with Ravi"}) is None
    assert copied_title("add another 'Album review: Okafor wedding' on Friday", [LISTED], "create_event",
                        {"title": "Album review: Okafor wedding"}) is None
    assert copied_title("x", [LISTED], "update_event", {"id": "E-1", "title": "Album review: Okafor wedding"}) is None
