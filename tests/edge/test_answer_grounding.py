"""A final answer is checked against what the run saw (edge_agent.answer_grounding): one that copies the worked
example, names a number nothing showed, or claims a change none made is sent back once, with what is wrong and the
tool that would show it; at most two send-backs per run, never a loop. Every model here is a scripted test double."""

from __future__ import annotations

import json
import re

from pydantic import BaseModel

from edge_agent.agent import Agent
from edge_agent.answer_grounding import (
    CHANGE_SENT_BACK,
    EXAMPLE_SENT_BACK,
    NUMBER_SENT_BACK,
    example_copy,
    example_texts,
    grounding_nudge,
    numbers,
    unsupported_number,
    zh_number,
)
from edge_agent.guards import RECOVERY_TAG
from edge_agent.models.scripted import ScriptedModel
from edge_agent.tools import Tool


def example_answer() -> str:
    """The files example's final answer with its numbers changed: what the 0.5B wrote on blind7."""
    answer = re.findall(r'"answer":\s*"([^"]*)"', example_texts()[0])[-1]
    return re.sub(r"\d+", "476", answer)


def call(tool, **args):
    return json.dumps({"tool": tool, "arguments": args}, ensure_ascii=False)


def test_numbers_are_read_one_way():
    assert numbers("1,234.50 or 1234.5") == ["1234.5", "1234.5"]
    assert numbers("due 2025-03-05") == ["2025", "3", "5"]
    assert zh_number("三十五") == 35 and zh_number("一百零二") == 102 and zh_number("两万") == 20000
    assert "35" in numbers("还剩三十五管")


def test_a_number_nothing_showed_is_unsupported_and_sums_are_not():
    seen = "GV-2231 | 842.50 | due 2025-03-05\nGV-2248 | 1,310.00 | due 2025-03-14"
    assert unsupported_number("Green Valley has 4231 invoices in total", seen) == "4231"
    assert unsupported_number("We owe $2,152.50 in total (842.50 + 1,310)", seen) is None  # a sum of two seen
    assert unsupported_number("GV-2248 is due next, on 2025-03-14", seen) is None
    assert unsupported_number("There are 3 of them", seen) is None  # a small count


def test_an_answer_shaped_like_the_worked_example_is_a_copy():
    assert example_copy(example_answer(), "fleet/vehicles.csv (476 bytes)") is not None
    assert example_copy("沪A·3K721 is 910 km over its service interval", "沪A·3K721,84210,75300,10000") is None


def test_the_agent_sends_a_copied_example_back_and_takes_the_next_answer(tmp_path):
    (tmp_path / "birds.csv").write_text("name,count\nowl,3\nwren,12\n")
    model = ScriptedModel(  # a scripted test double that copies the example, then looks and answers from the file
        [
            call("read_file", path="birds.csv"),
            call("final_answer", answer=example_answer()),
            call("read_file", path="birds.csv"),
            call("final_answer", answer="owl 3, wren 12"),
        ]
    )
    r = Agent(model, store=None).run("How many owls and wrens are in birds.csv?", workspace=tmp_path)
    sent = [s for s in r.steps if s.error == RECOVERY_TAG]
    assert len(sent) == 1 and sent[0].observation.startswith(EXAMPLE_SENT_BACK)
    assert r.final_answer == "owl 3, wren 12" and r.status == "finished"


def test_the_agent_names_the_unsupported_number_and_the_tool_that_shows_it(tmp_path):
    (tmp_path / "a.txt").write_text("total: 842.50\n")
    model = ScriptedModel(
        [
            call("read_file", path="a.txt"),
            call("final_answer", answer="The total is 4231."),
            call("list_files"),
            call("final_answer", answer="The total is 842.5."),
        ]
    )
    r = Agent(model, store=None).run("What is the total in a.txt?", workspace=tmp_path)
    sent = r.steps[1]
    assert sent.error == RECOVERY_TAG and sent.observation.startswith(f"{NUMBER_SENT_BACK} 4231")
    assert "read_file" in sent.observation  # the tool that would show it
    assert r.final_answer == "The total is 842.5."


class _Args(BaseModel):
    id: str = ""
    status: str = ""


class ListTickets(Tool):
    name, description, read_only, sink = "list_tickets", "List tickets.", True, "app"
    Args = _Args

    def run(self, args, ctx):
        return "T-1 | open | Charged twice"


class UpdateTicket(Tool):
    name, description, sink = "update_ticket", "Update a ticket.", "app"
    Args = _Args

    def run(self, args, ctx):
        return f"updated ticket {args.id}: status -> {args.status}"


def test_a_claimed_change_that_never_happened_is_sent_back(tmp_path):
    model = ScriptedModel(
        [
            call("list_tickets"),
            call("final_answer", answer="The ticket has been successfully resolved."),
            call("update_ticket", id="T-1", status="resolved"),
            call("final_answer", answer="T-1 resolved."),
        ]
    )
    r = Agent(model, tools=[ListTickets(), UpdateTicket()], store=None, max_steps=8).run(
        "Resolve the double-charge ticket.", workspace=tmp_path
    )
    assert r.steps[1].observation.startswith(CHANGE_SENT_BACK) and "update_ticket" in r.steps[1].observation
    assert r.steps[2].ok and r.final_answer == "T-1 resolved."


def test_at_most_two_send_backs_then_the_answer_stands(tmp_path):
    (tmp_path / "a.txt").write_text("total: 842.50\n")
    model = ScriptedModel(
        [
            call("read_file", path="a.txt"),
            call("final_answer", answer=example_answer()),
            call("list_files"),
            call("final_answer", answer="The total is 4231."),
            call("list_files"),
            call("final_answer", answer="The total is 9999."),
        ]
    )
    r = Agent(model, store=None, max_steps=10).run("What is the total in a.txt?", workspace=tmp_path)
    assert sum(s.error == RECOVERY_TAG for s in r.steps) == 2
    assert r.final_answer == "The total is 9999." and r.status == "finished"


def test_a_grounded_answer_and_the_last_step_are_left_alone():
    msgs = [{"role": "user", "content": "How much? Result from read_file:\ntotal: 842.50"}]
    assert grounding_nudge("The total is 842.50", msgs, [], ["read_file"], steps_left=4) is None
    assert grounding_nudge("The total is 4231", msgs, [], ["read_file"], steps_left=1) is None  # no room to look


def test_a_change_in_the_examples_arrow_form_is_a_claim_even_in_a_question_run():
    from edge_agent.answer_grounding import unmade_change

    assert unmade_change("陈静 (住宿): status approved -> pending", [], ["list_expenses"]) == []
    msgs = [{"role": "user", "content": "How much can I claim? Result from list_expenses:\nEX-6 | 陈静 | approved"}]
    sent = grounding_nudge("EX-6 (住宿): status approved -> pending", msgs, [], ["list_expenses"], steps_left=4)
    assert sent is not None and sent.startswith(CHANGE_SENT_BACK) and "answer the question" in sent
    assert unmade_change("prices went 10 -> 12 in March", [], []) is None


def test_a_number_in_a_csv_row_is_read_with_the_comma_as_a_separator():
    row = "GV-2231,Green Valley Produce,2025-02-03,2025-03-05,842.50,paid"
    assert unsupported_number("GV-2231 was 842.50 and is paid", row) is None
    assert unsupported_number("We owe $1,684.50", "a,842.50\nb,842.00") is None  # a sum of two
    assert unsupported_number("还剩三十五管", "no tubes here") == "35"


def test_the_example_wording_over_a_delivered_result_is_not_sent_back(tmp_path):
    # A scripted test double: it counted with the shell, wrote the count, and answered in the example's words. The
    # value is delivered and seen; sending the wording back made the 0.5B overwrite its input (README example).
    ws = tmp_path / "ws"  # the trace store lives in tmp_path, where the sandbox refuses shell commands
    ws.mkdir()
    (ws / "notes.md").write_text("budget approved\nlunch\nbudget review\n")
    copied = re.sub(r"\d+", "2", re.findall(r'"answer":\s*"([^"]*)"', example_texts()[0])[-1])
    model = ScriptedModel(
        [
            call("run_shell", command="grep -c budget notes.md"),
            call("write_file", path="n.txt", content="2"),
            call("final_answer", answer=copied),
        ]
    )
    r = Agent(model, store=None).run("How many lines of notes.md mention budget? Write the number to n.txt", workspace=ws)
    assert not any(s.error == RECOVERY_TAG for s in r.steps) and r.final_answer == copied
