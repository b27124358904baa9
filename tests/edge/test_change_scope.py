"""Changes the request names no word for are refused before they run (edge_agent.change_scope)."""
from __future__ import annotations

from edge_agent.change_scope import SCOPE_REFUSAL, scope_refusal
from edge_agent.records import StepRecord


def test_a_deletion_needs_a_word_of_removing():
    assert (scope_refusal("Pause the nightly sales export until further notice.", [], "delete_job", {"id": "J-1"}) or
            "").startswith(SCOPE_REFUSAL)
    assert scope_refusal("Delete the old export job", [], "delete_job", {"id": "J-1"}) is None
    assert scope_refusal("把那个旧任务删掉", [], "delete_job", {"id": "J-1"}) is None
    assert scope_refusal("we don't need the staging job anymore", [], "delete_job", {"id": "J-2"}) is None
    assert scope_refusal("Pause the nightly sales export", [], "update_job", {"id": "J-1", "enabled": False}) is None


def test_a_record_the_run_created_is_not_ended_unless_asked():
    made = [StepRecord(0, "edge", "", "add_todo", {"title": "报税材料"}, True, "added todo TD-5: '报税材料' due 2025-03-19")]
    ask = "提醒我下周三之前把季度报税的材料交给会计。"
    msg = scope_refusal(ask, made, "complete_todo", {"id": "TD-5"})
    assert msg and msg.startswith(SCOPE_REFUSAL)  # no word of ending at all
    made_msg = scope_refusal("Add a todo for the tax papers and close the printer ticket", made, "complete_todo",
                             {"id": "TD-5"})
    assert made_msg and "TD-5" in made_msg and "created" in made_msg
    assert scope_refusal("Add a todo for the tax papers and close the printer ticket", made, "close_ticket",
                         {"id": "T-2"}) is None  # not one this run made
    assert scope_refusal("Add a todo to call mum and tick it off", made, "complete_todo", {"id": "TD-5"}) is None
    assert scope_refusal(ask, made, "update_todo", {"id": "TD-5", "due": "2025-03-19"}) is None  # a change, not an end


def test_ending_any_record_needs_a_word_of_ending():
    ask = "提醒我下周三之前把季度报税的材料交给会计。"
    assert (scope_refusal(ask, [], "complete_todo", {"id": "TD-4"}) or "").startswith(SCOPE_REFUSAL)
    assert scope_refusal("Mark the printer ticket as done", [], "close_ticket", {"id": "T-1"}) is None
    assert scope_refusal("3楼打印机那个工单处理完了，关掉吧", [], "close_ticket", {"id": "T-1"}) is None
    assert scope_refusal("Reject Tom's duplicate taxi claim", [], "reject_expense", {"id": "EX-2"}) is None


def test_words_of_a_rules_file_the_request_names_count_and_check_off_is_an_ending():
    ask = "按 leave_sync.md 的规则，先手动把请假审批结果同步到团队日历一次。"
    rules = StepRecord(0, "edge", "", "read_file", {"path": "leave_sync.md"}, True, "3. 已撤销的请假：删除日历上对应的事件。")
    assert scope_refusal(ask, [rules], "delete_event", {"id": "E-3"}) is None
    other = StepRecord(0, "edge", "", "read_file", {"path": "notes.md"}, True, "删除旧事件")
    assert (scope_refusal(ask, [other], "delete_event", {"id": "E-3"}) or "").startswith(SCOPE_REFUSAL)  # not named
    assert scope_refusal("I sent off my passport forms. Can you check that one off my to-do list?", [],
                         "complete_todo", {"id": "TD-2"}) is None


def test_an_update_to_an_ending_state_the_request_has_no_word_for_is_refused():
    from edge_agent.change_scope import scope_refusal
    ask = "the card reader ticket at Old Town - give it to Lukas and add an internal note that he brings a spare"
    msg = scope_refusal(ask, [], "update_ticket", {"id": "T-4", "status": "closed"})
    assert msg is not None and "set the assignee" in msg
    assert scope_refusal(ask, [], "update_ticket", {"id": "T-4", "assignee": "Lukas"}) is None
    assert scope_refusal(ask, [], "update_ticket", {"id": "T-4", "status": "open"}) is None
    assert scope_refusal("the till is fixed, you can close its ticket", [], "update_ticket",
                         {"id": "T-4", "status": "closed"}) is None
    assert scope_refusal("收银机修好了，把那张工单关单吧", [], "update_ticket", {"id": "T-4", "status": "resolved"}) is None


def test_taking_an_event_out_or_calling_it_off_is_a_word_of_removing():
    from edge_agent.change_scope import scope_refusal
    for ask in ("the quiz night is off this week, can you take it out of the calendar?",
                "Friday's demo got called off", "scrap the 3pm slot"):
        assert scope_refusal(ask, [], "delete_event", {"id": "E-2"}) is None, ask
    assert scope_refusal("move the demo to 4pm", [], "delete_event", {"id": "E-2"}) is not None
