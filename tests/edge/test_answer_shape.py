"""A counting or totalling question answered with a record is sent back once (edge_agent.answer_shape); scripted
models are test doubles."""
from __future__ import annotations

import pytest

from edge_agent.agent import Agent
from edge_agent.answer_shape import SHAPE_SENT_BACK, shape_sendback
from edge_agent.tools.function import as_tools
from tests.edge.test_small_model_interface import TemperatureDouble, call

ITEMS = "DOCK-C2 | USB-C docking station | 7 | 5\nHUB-C7 | USB-C hub 7-in-1 | 23 | 10"


def list_items() -> str:
    """List the inventory: sku | name | stock | reorder point."""
    return ITEMS


@pytest.mark.parametrize("request_text, answer", [
    ("how many USB-C docks have we got left?", "DOCK-C2: USB-C docking station: stock 7, reorder point 5, cost 189.0"),
    ("现在 urgent 的工单还有几个没关？", "T-1001 (连接池耗尽): 订单服务从 9 点开始超时。"),
    ("How many open tickets are there?", "There are open tickets."),
    ("张磊这个月的报销，已经批下来的一共多少钱？", "EX-1 (住宿): id 'EX-1' -> employee '张磊' -> amount '690.0' -> status 'approved'"),
])
def test_a_misshapen_answer_is_sent_back(request_text, answer):
    assert (shape_sendback(request_text, answer) or "").startswith(SHAPE_SENT_BACK)


@pytest.mark.parametrize("request_text, answer", [
    ("how many USB-C docks have we got left?", "We have 7 USB-C docks (DOCK-C2) left."),
    ("现在 urgent 的工单还有几个没关？", "还有 3 个 urgent 工单没关：T-1001、T-1002、T-1004。"),
    ("How many open tickets are there?", "Three."),
    ("张磊这个月的报销，已经批下来的一共多少钱？", "一共 1716.5 元（690 + 1026.5）。"),
    ("How many lines mention budget? Write the number to n.txt", "Field: a, b: c, d: e"),  # asks for a change too
    ("What's the total margin? then email it to finance", "Sent."),
    ("who is on call tonight?", "EX-1: a: 1, b: 2, c: 3"),  # neither a count nor a total
])
def test_a_fitting_answer_or_another_request_stands(request_text, answer):
    assert shape_sendback(request_text, answer) is None


def test_the_agent_sends_a_dump_back_once_and_takes_the_count(tmp_path):
    dump = "DOCK-C2: USB-C docking station: stock 7, reorder point 5, location B2"
    model = TemperatureDouble([call("list_items"), call("final_answer", answer=dump),
                               call("final_answer", answer="7 USB-C docks are left.")], [])
    r = Agent(model, tools=as_tools([list_items]), store=None).run("how many USB-C docks have we got left?",
                                                                   workspace=tmp_path)
    assert r.status == "finished" and r.final_answer == "7 USB-C docks are left."
    assert not r.steps[1].ok and (r.steps[1].observation or "").startswith(SHAPE_SENT_BACK)


def test_a_question_over_records_gets_the_question_example():
    from edge_agent.protocol import system_prompt

    specs = [t.spec() for t in as_tools([list_items])]
    question = system_prompt(specs, task="how many USB-C docks have we got left?")
    change = system_prompt(specs, task="mark the dock order as received")
    assert "2 Vask telescopes are still out" in question and "status out -> returned" not in question
    assert "status out -> returned" in change and "2 Vask telescopes" not in change


def test_a_when_question_answered_without_a_day_or_time_is_sent_back():
    """blind11: "When's my 1:1 with Omar next week?" answered with the event's title, address and room."""
    from edge_agent.answer_shape import shape_sendback

    q = "When's my 1:1 with Omar next week?"
    msg = shape_sendback(q, "1:1 Omar / me | omar.haddad@northwave.io | Room Birch (E-1).")
    assert msg is not None and "when" in msg
    for fine in ("Tuesday 18 March at 14:00", "2025-03-18 14:00", "It's at 2pm on the 18th", "You have none next week"):
        assert shape_sendback(q, fine) is None, fine
    assert shape_sendback("下周的例会几点开始？", "下午三点") is None
    assert shape_sendback("下周的例会几点开始？", "例会在 Room Birch") is not None
    assert shape_sendback("Move my 1:1 with Omar to when Tom is free", "Moved E-1") is None  # a change


def test_a_length_or_a_limit_is_a_value_not_a_count():
    from edge_agent.answer_shape import shape_sendback
    q = "how long do we hold a rental deposit after the bike comes back?"
    assert "how long" in shape_sendback(q, "Rental terms - deposits (2024)")
    assert shape_sendback(q, "We hold it for 14 days.") is None
    assert shape_sendback("网店同步最多允许重试几次？", "2025-03-03") is not None   # a date is no limit
    assert shape_sendback("网店同步最多允许重试几次？", "最多重试 5 次") is None
    assert shape_sendback("how long is the spare chain?", "It is 1.2 m long.") is None


def test_a_question_answered_with_copied_rows_is_sent_back():
    from edge_agent.answer_shape import shape_sendback
    dump = "Orders: O-1 | 2025-01-04 | shipped | 120.0 | EUR; O-2 | 2025-02-11 | open | 80.0 | EUR"
    msg = shape_sendback("what is the open order from Lindqvist worth?", dump)
    assert msg is not None and "copies rows" in msg
    assert shape_sendback("what is the open order from Lindqvist worth?", "O-2 is open and worth EUR 80.") is None


def test_a_when_send_back_quotes_the_row_the_runtime_named():
    from edge_agent.answer_shape import shape_sendback
    seen = "V-4 | 2025-03-02 | visit | new chain\n[runtime: the latest row up to today (2025-03-12) by date: " \
           "V-4 | 2025-03-02 | visit | new chain]"
    msg = shape_sendback("when did Ines last come in?", "Ines prefers mornings.", seen)
    assert msg is not None and msg.endswith("The runtime named it above: V-4 | 2025-03-02 | visit | new chain")
