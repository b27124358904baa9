"""An answer about a listed row that shares fewer of the request's words than another row is sent back once
(edge_agent.record_choice); the agent loop runs with a scripted model (a test double)."""
from __future__ import annotations

import json

from edge_agent.record_choice import CHOICE_SENT_BACK, choice_sendback
from edge_agent.relevance import order_rows, request_terms
from edge_agent.records import StepRecord

EVENTS = """E-2 | 2025-03-14 08:30 | 2025-03-14 09:15 | Dentist - Dr. Alvarez | Bayview Dental
E-3 | 2025-03-14 12:00 | 2025-03-14 13:00 | Lunch with Sam | Cafe
E-4 | 2025-03-14 16:00 | 2025-03-14 16:30 | 1:1 with Priya | priya@example.com"""
ITEMS = """INV-1 | USB-C hub 7-in-1 | stock 23
INV-2 | USB-C docking station | stock 7
INV-3 | HDMI cable | stock 40"""


def _listed(text: str) -> list[StepRecord]:
    return [StepRecord(0, "edge", "", "list_x", {}, True, text)]


def test_an_answer_about_a_row_without_the_request_words_is_sent_back_with_the_rows_that_have_them():
    ask = "when's my dentist appointment on friday again?"
    msg = choice_sendback(ask, "E-4 | 2025-03-14 16:00 | 2025-03-14 16:30 | 1:1 with Priya", _listed(EVENTS))
    assert msg and msg.startswith(CHOICE_SENT_BACK) and "'dentist'" in msg
    assert "E-2 | 2025-03-14 08:30" in msg and "E-3" not in msg and "E-4 |" not in msg
    assert choice_sendback(ask, "8:30 (E-2)", _listed(EVENTS)) is None
    assert choice_sendback(ask, "It is at 8:30.", _listed(EVENTS)) is None  # names no row: nothing to compare


def test_a_near_name_row_is_sent_back_only_for_one_that_has_every_word_it_has_and_more():
    ask = "how many USB-C docks have we got left?"
    msg = choice_sendback(ask, "INV-1: 23", _listed(ITEMS))
    assert msg and "INV-2 | USB-C docking station" in msg and "INV-3" not in msg
    assert choice_sendback(ask, "7 left (INV-2)", _listed(ITEMS)) is None
    assert choice_sendback("how many HDMI cables?", "INV-3: 40", _listed(ITEMS)) is None


def test_chinese_requests_are_compared_by_character_pairs_and_dates_by_the_dates_line():
    rows = _listed("EX-1 | 2025-02-24 | 张磊 | 住宿 | 690.0\nEX-4 | 2025-03-05 | 李娜 | 医疗 | 300.0")
    assert "EX-4 | 2025-03-05 | 李娜" in (choice_sendback("李娜的医疗报销是多少？", "EX-1 690", rows) or "")
    days = _listed("EX-2 | 2025-03-07 | Tom | Taxi | 52.0\nEX-3 | 2025-03-10 | Tom | Taxi | 38.5")
    system = 'Dates in the request: "Monday" = 2025-03-10 (Monday).'
    assert "2025-03-10" in request_terms("what did Tom's taxi from Monday cost?", system)
    assert "EX-3" in (choice_sendback("what did Tom's taxi from Monday cost?", "52.0 (EX-2)", days, system) or "")


def test_a_change_request_and_an_unlisted_answer_are_not_held():
    assert choice_sendback("Mark the dentist appointment as done", "E-4", _listed(EVENTS)) is None
    assert choice_sendback("when's my dentist appointment?", "E-9", _listed(EVENTS)) is None


def test_the_agent_sends_the_wrong_row_back_once_and_takes_the_next_answer(tmp_path):
    from edge_agent.agent import Agent
    from edge_agent.models.scripted import ScriptedModel
    from edge_agent.tools import Tool

    class ListEvents(Tool):
        name, description, read_only = "list_events", "List events: id | start | end | title | where.", True

        def run(self, args, ctx):
            return EVENTS

    def act(tool, **args):
        return json.dumps({"tool": tool, "arguments": args})

    model = ScriptedModel([act("list_events"), act("final_answer", answer="E-4 at 16:00"),
                           act("list_events"), act("final_answer", answer="E-4 at 16:00")])  # a test double
    r = Agent(model, tools=[ListEvents()], store=None).run("when's my dentist appointment on friday again?",
                                                         workspace=tmp_path)
    sent = [s for s in r.steps if (s.observation or "").startswith(CHOICE_SENT_BACK)]
    assert len(sent) == 1 and "E-2" in sent[0].observation
    assert r.final_answer == "E-4 at 16:00"  # sent back once, never a loop


def test_a_listing_puts_the_row_of_the_request_s_date_first():
    rows = "EX-2 | 2025-03-07 | Tom Becker | Taxi | 52.0\nEX-3 | 2025-03-10 | Tom Becker | Taxi | 38.5"
    system = 'Dates in the request: "Monday" = 2025-03-10 (Monday).'
    assert order_rows(rows, "Tom's taxi from Monday is fine, approve it", system).startswith("EX-3")
    assert order_rows(rows, "Tom's taxi from Monday is fine, approve it").startswith("EX-2")  # no dates line


def test_a_question_about_what_comes_next_answered_with_past_dates_is_sent_back():
    from edge_agent.answer_shape import TIME_SENT_BACK, past_sendback

    system = "今天是 2025-03-12（星期三）。"
    msg = past_sendback("Mochi 下次打疫苗是几号来着？", "下次：2024-04-25 打第二针。", system)
    assert msg and msg.startswith(TIME_SENT_BACK) and "2024-04-25" in msg and "2025-03-12" in msg
    assert past_sendback("Mochi 下次打疫苗是几号来着？", "2025-04-02 打加强针", system) is None
    assert past_sendback("When was Mochi's last vaccine?", "2024-04-25", "Today is 2025-03-12 (Wednesday).") is None
    assert past_sendback("When is the next review?", "It was on 2024-11-02", "") is None  # no today: nothing to compare


def test_rows_of_another_kind_are_not_compared():
    rows = _listed("CU-1 | 陈立 | 恒通物流 | A\nCU-2 | 刘敏 | 鼎盛建材 | B\nD-1 | 2025 仓储外包 | negotiation | 580000.0\n"
                   "D-3 | 建材集采 | negotiation | 420000.0")
    assert choice_sendback("恒通物流和鼎盛建材，哪家的在谈订单金额更大？", "D-1 580000", rows) is None
