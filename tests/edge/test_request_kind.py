"""Question-only requests get the tools that look (edge_agent.request_kind): the classifier on requests written
like the held-out tasks', and an agent run whose write tool is left out of the prompt and the registry."""
from __future__ import annotations

import json

import pytest
from pydantic import BaseModel

from edge_agent.agent import Agent
from edge_agent.models.scripted import ScriptedModel
from edge_agent.request_kind import asks_for_change, for_request, question_only, writes
from edge_agent.tools import Tool, ToolRegistry, workspace_tools


@pytest.mark.parametrize("request_text", [
    "A customer says their 60 MB video won't upload on the customer portal. What's the upload size limit in "
    "production right now?",
    "Did last night's nightly-invoice-export job run OK? If it failed, tell me the exit code and the reason from "
    "its log. Just check and report — don't change or rerun anything.",
    "Jun wants a one-hour call with me tomorrow afternoon. What's the earliest full hour I'm free? Just tell me "
    "the time, I'll send the invite myself.",
    "帮我查一下市场部张小慧的邮箱，我要把活动方案发给她。",
    "这周到期的待办里，哪一件优先级最高？告诉我是哪件事、哪天到期就行。",
    "现在还有几张 urgent 的工单没解决？把数量和 ticket 编号告诉我就行。",
    "What did the movers end up quoting us, and does it fit what we set aside for the move?",
    # a path is no verb ("schedule.md"), 记录 before 是/表 is the record itself (blind7 traces)
    "When is episode 9 recorded, and who is the guest? The plan is in podcast/schedule.md.",
    "液氮罐里还剩几盒 A549？盘点记录是 lab/ln2_log.csv。",
])
def test_questions_that_name_no_change_are_question_only(request_text):
    assert question_only(request_text)


@pytest.mark.parametrize("request_text", [
    "Please turn on the new_checkout feature flag in config/app.toml. Don't change anything else.",
    "Brightline says they paid. Find their unpaid invoice, mark it paid, and tell me which invoice it was.",
    "Lena put her minibar on an expense claim. Please reject that one and tell her why.",
    "I finally sent off my passport renewal forms. Can you check that one off my to-do list?",
    "“报销系统上传发票失败”那张工单，改派给王磊处理，优先级调成高。",
    "家里热水器漏水了。帮我给物业的刘师傅发封邮件，请他明天上午过来看一下。",
    "CEO 刚发来一封很急的邮件，请帮我处理一下，然后告诉我你做了什么。",
    "Priya emailed asking for our Q1 freight total. Please reply to her email with it.",
    "Can you update our release plan? New ship date 2025-03-27.",
])
def test_requests_for_a_change_are_not(request_text):
    assert asks_for_change(request_text) and not question_only(request_text)


def test_an_instruction_without_a_question_is_not_question_only():
    assert not question_only("Summarise the log")  # nothing asked back: unsure, so the tools stay


class _Args(BaseModel):
    value: str = ""


class GetLimit(Tool):
    name, description, read_only, sink = "get_limit", "Read the upload limit.", True, "app"
    Args = _Args

    def run(self, args, ctx):
        return "limit: 45"


class SetLimit(Tool):
    name, description, sink = "set_limit", "Set the upload limit.", "app"
    Args = _Args

    def run(self, args, ctx):
        return f"limit set to {args.value}"


def test_only_app_and_external_writes_are_withheld():
    assert writes(SetLimit()) and not writes(GetLimit())
    files = {t.name: t for t in workspace_tools()}
    assert not writes(files["write_file"])  # a question about a CSV may write a script next to it
    registry = ToolRegistry([GetLimit(), SetLimit()])
    assert for_request(registry, "What's the upload limit?").names() == ["get_limit"]
    assert for_request(registry, "Set the upload limit to 50, please.") is registry
    only_writes = ToolRegistry([SetLimit()])
    assert for_request(only_writes, "What's the upload limit?") is only_writes  # nothing would be left to look


def test_a_question_run_cannot_write(tmp_path):
    model = ScriptedModel([  # a scripted test double that tries to write after reading
        json.dumps({"tool": "get_limit", "arguments": {}}),
        json.dumps({"tool": "set_limit", "arguments": {"value": "45"}}),
        json.dumps({"tool": "final_answer", "arguments": {"answer": "45 MB"}}),
    ])
    r = Agent(model, tools=[GetLimit(), SetLimit()], store=None).run("What's the upload limit in production?",
                                                                     workspace=tmp_path)
    assert "set_limit" not in model.calls[0][0]["content"]  # not in the system prompt
    assert r.final_answer == "45 MB" and not r.steps[1].ok and "limit set" not in r.steps[1].observation
    model = ScriptedModel([json.dumps({"tool": "set_limit", "arguments": {"value": "50"}}),
                           json.dumps({"tool": "final_answer", "arguments": {"answer": "done"}})])
    r = Agent(model, tools=[GetLimit(), SetLimit()], store=None).run("Set the upload limit to 50.", workspace=tmp_path)
    assert r.steps[0].ok and r.steps[0].observation == "limit set to 50"


def _schema(*tools):
    return {"anyOf": [{"properties": {"tool": {"const": t}, "arguments": {}}} for t in (*tools, "final_answer")]}


def test_a_question_waits_for_a_record_read_in_full():
    from edge_agent.grounding import UNREAD_NOTE, step_schema, unread_answer
    from edge_agent.records import StepRecord

    ask = "How many days of bereavement leave do I get for a grandparent?"
    searched = [StepRecord(0, "edge", "", "search_kb", {"query": "bereavement"}, True, "KB-103 | Bereavement (2025)")]
    schema = _schema("search_kb", "read_article")
    assert unread_answer(schema, ask, searched, steps_left=6)
    narrowed, note = step_schema(schema, ask, searched, 6, ground=False)
    assert note == UNREAD_NOTE and "final_answer" not in json.dumps(narrowed)
    read = [*searched, StepRecord(1, "edge", "", "read_article", {"id": "KB-103"}, True, "3 paid days")]
    assert not unread_answer(schema, ask, read, steps_left=5)
    assert not unread_answer(_schema("search_kb"), ask, searched, steps_left=6)  # nothing opens a record
    assert not unread_answer(schema, "Please add a todo for the form, due Friday.", searched, steps_left=6)
    assert not unread_answer(schema, ask, searched, steps_left=2)  # the answer's turn
    held = [StepRecord(i, "edge", UNREAD_NOTE, "search_kb", {"query": str(i)}, True, "KB-1 | x") for i in range(2)]
    assert not unread_answer(schema, ask, held, steps_left=6)  # held twice already


def test_a_change_request_waits_for_a_change():
    from edge_agent.grounding import UNCHANGED_NOTE, step_schema, unchanged_answer
    from edge_agent.records import StepRecord

    ask = "Priya asked for our Q1 freight total; it is in reports/freight.md. Please reply to her email with it."
    read = [StepRecord(0, "edge", "", "read_file", {"path": "reports/freight.md"}, True, "Q1 total: 33,550")]
    schema = _schema("read_file", "send_email")
    narrowed, note = step_schema(schema, ask, read, 6, ground=False)
    assert note == UNCHANGED_NOTE and "final_answer" not in json.dumps(narrowed)
    sent = [*read, StepRecord(1, "edge", "", "send_email", {"to": "p@x.com"}, True, "sent M-9")]
    assert not unchanged_answer(schema, ask, sent, steps_left=5)
    assert not unchanged_answer(_schema("read_file"), ask, read, steps_left=6)  # no write offered
    assert not unchanged_answer(schema, "What is the Q1 freight total?", read, steps_left=6)


def test_no_development_task_that_writes_is_taken_for_a_question():
    """Over every task set the rules were written against (blind8 and later are held out, not listed), a task
    whose reference solution writes through a tool the question run would lose is never question-only."""
    from pathlib import Path

    from edge_agent.bench.services import service_tools
    from edge_agent.bench.task import load_all

    bench = Path(__file__).resolve().parents[2] / "edge_agent" / "bench"
    lost = {t.name for t in service_tools() if writes(t)}
    wrong, questions = [], 0
    for name in ("starter", "tasks", "blind", "blind2", "blind3", "blind4", "blind5", "blind6", "blind7"):
        for task in load_all(bench / name)[0]:
            asks = question_only(task.prompt)
            questions += asks
            if asks and {a.tool for a in task.reference} & lost:
                wrong.append(task.id)
    assert not wrong
    assert questions >= 20  # 25 of 228 at 1d78a98: it does take real questions


def test_a_question_that_names_no_file_to_write_gets_no_file_writes():
    registry = ToolRegistry(workspace_tools())
    names = for_request(registry, "Who's covering the bake-sale table on Saturday? The sheet is club/volunteers.csv.").names()
    assert "write_file" not in names and "edit_file" not in names and "read_file" in names and "run_shell" in names
    assert "write_file" in for_request(registry, "Count the paid rows in orders.csv and write the number to paid.txt").names()


def test_a_question_that_counts_or_totals_rows_is_answered_from_the_listing():
    from edge_agent.grounding import unread_answer
    from edge_agent.records import StepRecord
    from edge_agent.request_kind import counts_rows

    listed = [StepRecord(0, "edge", "", "list_tickets", {}, True, "T-1 | urgent | open | a\nT-2 | urgent | closed | b")]
    schema = _schema("list_tickets", "get_ticket")
    for ask in ("现在 urgent 的工单还有几个没关？", "How many open tickets are urgent?",
                "张磊这个月的报销，已经批下来的一共多少钱？", "What do the approved claims add up to?"):
        assert counts_rows(ask) and not unread_answer(schema, ask, listed, steps_left=6), ask
    for ask in ("How many days of bereavement leave do I get for a grandparent?", "年假还剩几天？",
                "How much is the deposit for the flat?", "What is the status of T-1?"):
        assert not counts_rows(ask), ask
    assert unread_answer(schema, "How many days of leave can I carry over?", listed, steps_left=6)


def test_a_change_to_an_existing_record_looks_first():
    from edge_agent.grounding import LOOK_FIRST_NOTE, step_schema
    from edge_agent.request_kind import modifies_existing

    schema = _schema("list_events", "create_event", "update_event")
    narrowed, note = step_schema(schema, "Can you push my dentist appointment to next Tuesday? Same time.", [], 8,
                                 ground=False, first=True)
    tools = [b["properties"]["tool"]["const"] for b in narrowed["anyOf"]]
    assert tools == ["list_events"] and LOOK_FIRST_NOTE in note
    assert modifies_existing("把3楼打印机那个工单转给王强处理") and not modifies_existing("Add a todo: buy milk")
    same, note = step_schema(schema, "Add a dentist appointment on Tuesday at 9", [], 8, ground=False, first=True)
    assert "create_event" in json.dumps(same) and LOOK_FIRST_NOTE not in note


def test_a_state_not_yet_reached_is_asked_about_not_asked_for():
    from edge_agent.request_kind import question_only

    assert question_only("网店现在还有几个退货工单没处理完？") and question_only("还没回复的邮件有几封？")
    assert not question_only("帮我把这个工单处理一下") and not question_only("把没处理完的工单关掉")
