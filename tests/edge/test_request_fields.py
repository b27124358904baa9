"""The person and the time shift a one-line request states are checked in the write that should carry them."""
from edge_agent.records import StepRecord
from edge_agent.request_fields import field_refusal, handed_to

LISTED = StepRecord(0, "edge", "", "list_events", {}, True,
                    "E-4 | 2025-03-14 18:30 | 2025-03-14 20:00 | Evening group ride | Riverside\n"
                    "E-5 | 2025-03-15 09:00 | 2025-03-15 10:00 | Bike fitting - J. Weber | Old Town")


def test_the_person_a_request_hands_a_record_to():
    assert handed_to("the card reader ticket - assign it to Lukas Brandt, he knows the till") == "Lukas Brandt"
    assert handed_to("收银机那张工单交给小周处理") == "小周"
    assert handed_to("assign it to me") is None
    msg = field_refusal("the card reader ticket - give it to Lukas please", [], "update_ticket",
                        {"id": "T-3", "assignee": "Mara"})
    assert msg is not None and "assignee = 'Lukas'" in msg
    assert field_refusal("the card reader ticket - give it to Lukas please", [], "update_ticket",
                         {"id": "T-3", "assignee": "Lukas Brandt"}) is None


def test_an_event_shifted_by_the_requests_length():
    ask = "push the evening group ride back 30 minutes, the light is better"
    msg = field_refusal(ask, [LISTED], "update_event", {"id": "E-4", "start": "2025-03-15 18:30"})
    assert msg is not None and "start = '2025-03-14 19:00', end = '2025-03-14 20:30'" in msg
    assert field_refusal(ask, [LISTED], "update_event",
                         {"id": "E-4", "start": "2025-03-14 19:00", "end": "2025-03-14 20:30"}) is None
    zh = "周五晚上的骑行活动提前一个小时"
    assert "'2025-03-14 17:30'" in field_refusal(zh, [LISTED], "update_event", {"id": "E-4", "start": "2025-03-14 19:30"})


def test_no_stated_shift_or_no_listed_event_is_left_alone():
    assert field_refusal("move the fitting to Monday", [LISTED], "update_event", {"id": "E-5", "start": "x"}) is None
    assert field_refusal("push the ride back an hour", [], "update_event", {"id": "E-4", "start": "x"}) is None
