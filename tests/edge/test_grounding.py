"""Constraints built from what the run has seen (edge_agent.grounding): record ids only from the prompt or an
earlier observation, a tool that needs an unseen id not offered, final_answer withheld for one step after a failed
call, and a write of a tool's own result refused. The models here are test doubles (TemperatureDouble answers
from a script and records the schema of every step); the grammar checks need no llama.cpp model."""
from __future__ import annotations

import json
from typing import Literal

import jsonschema
import pytest

from edge_agent.agent import Agent
from edge_agent.grammar import action_grammar
from edge_agent.grounding import INVALID_NOTE, RECOVERY_NOTE, grounded_schema, ids_in, seen_ids, step_schema
from edge_agent.guards import echo_refusal
from edge_agent.protocol import action_schema
from edge_agent.records import StepRecord
from edge_agent.tools.function import as_tools
from tests.edge.test_small_model_interface import TemperatureDouble, call

TODOS = "TD-1 | Renew car insurance | open\nTD-3 | Dental check-up | open"


def list_todos() -> str:
    """List todos: id | title | status."""
    return TODOS


def complete_todo(id: str) -> str:
    """Mark a todo done."""
    if id not in ("TD-1", "TD-3"):
        raise ValueError(f"no todo with id {id!r}")
    return f"todo {id}: status 'open' -> 'done'"


def _tools():
    return as_tools([list_todos, complete_todo])


def _offered(schema) -> list[str]:
    return [b["properties"]["tool"]["const"] for b in schema["anyOf"]]


def _step(idx, tool, ok, observation, reason="", arguments=None):
    return StepRecord(idx, "edge", reason, tool, arguments or {}, ok, observation)


def test_ids_come_from_list_rows_detail_lines_and_codes_in_text():
    assert ids_in(TODOS) == ["TD-1", "TD-3", "TD-1", "TD-3"]
    assert ids_in("id: a7f3\ntitle: x") == ["a7f3"]
    assert ids_in("close ticket T-1002 please; order O-17 is the example") == ["T-1002", "O-17"]
    assert ids_in("phone 137 0021 5566, total 31.75 on 2025-03-12") == []  # numbers and dates are not ids
    assert seen_ids("mark TD-9 done", [_step(0, "list_todos", True, TODOS)]) == ["TD-9", "TD-1", "TD-3"]


def test_a_tool_needing_an_unseen_id_is_not_offered_and_a_seen_id_is_an_enum():
    base = action_schema([t.spec() for t in _tools()])
    first = grounded_schema(base, [])
    assert _offered(first) == ["list_todos", "final_answer"]
    later = grounded_schema(base, ["TD-1", "TD-3"])
    branch = next(b for b in later["anyOf"] if b["properties"]["tool"]["const"] == "complete_todo")
    assert branch["properties"]["arguments"]["properties"]["id"] == {"type": "string", "enum": ["TD-1", "TD-3"]}
    ok = {"tool": "complete_todo", "arguments": {"id": "TD-3"}}
    jsonschema.validate(ok, later)
    with pytest.raises(jsonschema.ValidationError):  # the guessed id the 0.5B copied from the worked example
        jsonschema.validate({"tool": "complete_todo", "arguments": {"id": "O-17"}}, later)


def test_the_action_grammar_spells_out_only_the_seen_ids():
    """The grammar the constrained decoder runs on is built from the grounded schema: the id rule is the
    alternatives of the seen ids' literals, with no free-string rule left for it."""
    grammar = action_grammar(grounded_schema(action_schema([t.spec() for t in _tools()]), ["TD-1", "TD-3"]))
    id_rule = next(line for line in grammar.splitlines() if "TD-1" in line)
    assert '"\\"TD-1\\""' in id_rule and '"\\"TD-3\\""' in id_rule and "O-17" not in grammar
    assert "string" not in id_rule.split("::=", 1)[1]
    assert "complete_todo" not in action_grammar(grounded_schema(action_schema([t.spec() for t in _tools()]), []))


def test_the_agent_lists_before_it_can_complete(tmp_path):
    model = TemperatureDouble([call("list_todos"), call("complete_todo", id="TD-3"),
                               call("final_answer", answer="done")], [])
    r = Agent(model, tools=_tools(), store=None).run("I went to the dentist: mark that todo done", workspace=tmp_path)
    offered = [_offered(s) for _, s in model.asked]
    assert "complete_todo" not in offered[0] and "complete_todo" in offered[1]
    assert '"enum": ["TD-3", "TD-1"]' in json.dumps(model.asked[1][1])  # the dental row first (relevance)
    assert r.status == "finished" and r.steps[1].ok


def test_ids_in_the_prompt_are_usable_from_the_first_step(tmp_path):
    model = TemperatureDouble([call("complete_todo", id="TD-1"), call("final_answer", answer="done")], [])
    r = Agent(model, tools=_tools(), store=None).run("mark TD-1 done", workspace=tmp_path)
    assert '"enum": ["TD-1"]' in json.dumps(model.asked[0][1]) and r.steps[0].ok


def test_grounding_can_be_turned_off(tmp_path):
    model = TemperatureDouble([call("final_answer", answer="x")], [])
    Agent(model, tools=_tools(), store=None, ground_ids=False).run("x", workspace=tmp_path)
    assert "complete_todo" in _offered(model.asked[0][1])


def test_after_a_failed_call_final_answer_is_withheld_once_per_streak():
    base = action_schema([t.spec() for t in _tools()])
    failed = [_step(0, "list_todos", True, TODOS), _step(1, "complete_todo", False, "no todo with id 'TD-1'")]
    schema, note = step_schema(base, "x", failed, steps_left=6)
    assert note == RECOVERY_NOTE and "final_answer" not in _offered(schema)
    withheld = [*failed, _step(2, "complete_todo", False, "no todo", reason=f"edge; {RECOVERY_NOTE}")]
    schema, note = step_schema(base, "x", withheld, steps_left=5)
    assert note == "" and "final_answer" in _offered(schema)  # the same streak: offered again
    fresh = [*withheld, _step(3, "list_todos", True, TODOS), _step(4, "complete_todo", False, "no")]
    assert step_schema(base, "x", fresh, steps_left=3)[1] == RECOVERY_NOTE  # a new streak
    assert step_schema(base, "x", fresh, steps_left=2)[1] == ""  # no room for a call and then an answer
    assert step_schema(base, "x", failed[:1], steps_left=6)[1] == ""  # the last call succeeded


def test_the_agent_withholds_the_answer_after_a_failure_and_sends_no_text_nudge(tmp_path):
    model = TemperatureDouble([call("list_todos"), call("complete_todo", id="TD-3"),
                               call("final_answer", answer="ok")], [])

    def complete_todo(id: str) -> str:
        """Mark a todo done (this double always fails)."""
        raise ValueError("the todo service is read-only today")

    model.greedy.insert(2, call("complete_todo", id="TD-1"))  # the withheld step: a call (it fails too)
    r = Agent(model, tools=as_tools([list_todos, complete_todo]), store=None).run("mark the dentist todo done",
                                                                                  workspace=tmp_path)
    assert "final_answer" not in _offered(model.asked[2][1])
    assert not r.steps[1].ok and RECOVERY_NOTE in r.steps[2].reason
    assert r.status == "finished" and r.final_answer == "ok"  # a final answer after the withheld step stands
    assert not any("failed and nothing has succeeded" in m["content"] for m in r.messages)


def test_a_write_of_a_tools_own_result_is_refused():
    assert echo_refusal({"path": "x.txt", "content": "5 bytes to berlin_meals.txt: 31.75"})
    assert echo_refusal({"content": "C-2 | Zoé | zoe@x.fr; appended 80 bytes to attendees.txt"})
    assert echo_refusal({"path": "x.txt", "content": "31.75"}) is None
    assert echo_refusal({"content": "the file is 5 bytes"}) is None


def test_a_write_of_the_runtimes_own_message_is_refused():
    # CI, 4 threads: the 0.5B wrote the refusal of its write-back over the right count it had written before.
    refusal = echo_refusal({"path": "r.txt", "content": "wrote 10 bytes to report.txt"})
    assert refusal and echo_refusal({"path": "r.txt", "content": refusal})
    assert echo_refusal({"content": "done. If the task asks for nothing more, give the final_answer now."})
    assert echo_refusal({"content": "this exact read_file call already failed at step 2"})
    assert echo_refusal({"content": "you already called list_events with these arguments at step 1"})
    assert echo_refusal({"content": "Dear Ann, you already called me about the invoice; it is not run: yet."}) is None
    assert echo_refusal({"content": "5 data.csv"}) is None
    # run_shell's frame (4 threads: "exit code 0" written over the right count)
    assert echo_refusal({"path": "report.txt", "content": "exit code 0"})
    assert echo_refusal({"content": "exit code 0 stdout: 5 data.csv"})
    assert echo_refusal({"content": "Error: not run: the content repeats a tool's result"})
    assert echo_refusal({"content": "Result from write_file: wrote 10 bytes"})
    assert echo_refusal({"content": "error: disk full on /dev/sda1"}) is None
    assert echo_refusal({"content": "The job failed with exit code 2 at 03:00"}) is None


def test_recipients_are_only_addresses_the_run_has_seen():
    from edge_agent.bench.services import service_tools
    from edge_agent.grounding import seen_addresses

    base = action_schema([t.spec() for t in service_tools() if t.name in ("search_contacts", "send_email")])
    assert _offered(grounded_schema(base, [], addresses=[])) == ["search_contacts", "final_answer"]
    seen = seen_addresses("email Alex", [_step(0, "search_contacts", True, "C-1 | Alex Kim | alex.kim@harbor.com")])
    assert seen == ["alex.kim@harbor.com"]
    schema = grounded_schema(base, ["C-1"], addresses=seen)
    jsonschema.validate({"tool": "send_email", "arguments": {"to": ["alex.kim@harbor.com"], "subject": "s",
                                                             "body": "b"}}, schema)
    for bad in (["Alex"], ["C-1"], []):
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate({"tool": "send_email", "arguments": {"to": bad, "subject": "s", "body": "b"}}, schema)


def test_the_system_prompt_says_the_date_in_the_tasks_language():
    from edge_agent.protocol import system_prompt

    assert system_prompt([], task="move tomorrow's review", today="2025-03-12").endswith(
        'Today is 2025-03-12 (Wednesday). Dates in the request: "tomorrow" = 2025-03-13 (Thursday).')
    assert "今天是 2025-03-12" in system_prompt([], task="把明天的评审改到下午四点", today="2025-03-12")


def test_an_update_tool_takes_one_named_field_and_runs_with_its_own_arguments(tmp_path):
    from edge_agent.grammar import action_grammar
    from edge_agent.models.action_plan import ActionPlan
    from edge_agent.single_field import fold_spec

    def update_contact(id: str, name: str | None = None, phone: str | None = None,
                       status: Literal["active", "left"] | None = None) -> str:
        """Change a contact."""
        changed = {k: v for k, v in (("name", name), ("phone", phone), ("status", status)) if v is not None}
        return f"updated contact {id}: {changed}"

    tools = as_tools([list_todos, update_contact])
    spec = fold_spec(tools[1].spec())
    assert list(spec.parameters["properties"]["field"]["enum"]) == ["name", "phone", "status"]
    schema = grounded_schema(action_schema([spec]), ["C-3"])
    jsonschema.validate({"tool": "update_contact", "arguments": {"id": "C-3", "field": "status", "value": "left"}},
                        schema)
    for bad in ({"id": "C-3", "field": "status", "value": "gone"},  # the field's own enum still holds
                {"id": "C-3", "name": "x", "phone": "y"},           # no filling of every field at once
                {"id": "C-9", "field": "phone", "value": "1"}):     # and the id is still grounded
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate({"tool": "update_contact", "arguments": bad}, schema)
    assert '"\\"active\\""' in action_grammar(schema)
    assert ActionPlan.from_schema(schema).forced("update_contact") == '", "arguments": {"id": "'
    model = TemperatureDouble([call("update_contact", id="C-3", field="status", value="left"),
                               call("final_answer", answer="done")], [])
    r = Agent(model, tools=tools, store=None).run("C-3 has left the company", workspace=tmp_path)
    assert r.steps[0].arguments == {"id": "C-3", "status": "left"}
    assert r.steps[0].observation == "updated contact C-3: {'status': 'left'}"
    assert "update_contact(id: string, field: name|phone|status, value: any)" in r.messages[0]["content"]


def test_a_declared_key_argument_takes_only_keys_the_run_has_seen():
    from edge_agent.bench.services import service_tools
    from edge_agent.grounding import keys_in

    listing = "partner_api.request_timeout_ms | 2025-01-15\ndb.pool.timeout_s | 2025-02-01"
    assert keys_in(listing) == ["partner_api.request_timeout_ms", "db.pool.timeout_s"] * 2
    assert keys_in("key: web.session_timeout_min\nvalue: 60")[0] == "web.session_timeout_min"
    tools = [t for t in service_tools() if t.name in ("list_config", "set_config")]
    declared = {t.name: t.id_args for t in tools if hasattr(t, "id_args")}
    base = action_schema([t.spec() for t in tools])
    assert _offered(step_schema(base, "bump the API timeout to 45 s", [], 8, declared)[0]) == ["list_config",
                                                                                               "final_answer"]
    schema = step_schema(base, "bump the API timeout", [_step(0, "list_config", True, listing)], 7, declared)[0]
    jsonschema.validate({"tool": "set_config", "arguments": {"key": "partner_api.request_timeout_ms",
                                                            "value": "45000", "reason": "r"}}, schema)
    with pytest.raises(jsonschema.ValidationError):  # the key the 0.5B made up
        jsonschema.validate({"tool": "set_config", "arguments": {"key": "timeout", "value": "45", "reason": "r"}},
                            schema)


def test_a_lookup_that_found_nothing_counts_as_a_failed_attempt_and_the_first_step_is_a_call():
    from edge_agent.grounding import FIRST_NOTE, found_nothing

    base = action_schema([t.spec() for t in _tools()])
    empty = _step(0, "list_todos", True, "no todos with status 'open'.\nstatus values that exist: done (2)")
    assert found_nothing(empty) and not found_nothing(_step(0, "list_todos", True, TODOS))
    schema, note = step_schema(base, "x", [empty], steps_left=7)
    assert note == RECOVERY_NOTE and "final_answer" not in _offered(schema)
    schema, note = step_schema(base, "x", [], steps_left=8, first=True)
    assert note == FIRST_NOTE and _offered(schema) == ["list_todos"]
    assert step_schema(base, "x", [], steps_left=8)[1] == ""  # a chat follow-up may answer at once


def test_a_listing_is_plain_until_the_tool_has_been_called_once():
    from edge_agent.bench.services import service_tools

    base = action_schema([t.spec() for t in service_tools() if t.name == "list_expenses"])
    first, _ = step_schema(base, "approve 陈晨's taxi claim", [], steps_left=8)
    args = first["anyOf"][0]["properties"]["arguments"]
    assert args["properties"] == {}  # status, employee and category come later
    jsonschema.validate({"tool": "list_expenses", "arguments": {}}, first)
    later, _ = step_schema(base, "x", [_step(0, "list_expenses", True, "EX-1 | 陈晨 | 打车")], steps_left=7)
    assert set(later["anyOf"][0]["properties"]["arguments"]["properties"]) == {"status", "employee", "category"}


def test_an_invalid_reply_withholds_the_answer_for_one_step():
    """A reply cut off mid-action is a failed attempt: the next step is a call, not the error copied as the
    answer (a 0.5B answered "ERROR: your reply was not a valid action")."""
    base = action_schema([t.spec() for t in _tools()])
    invalid = [_step(0, "list_todos", True, TODOS), _step(1, "(invalid)", False, "no JSON action found")]
    schema, note = step_schema(base, "x", invalid, steps_left=6)
    assert note == INVALID_NOTE and "final_answer" not in _offered(schema)


def test_after_a_sent_back_answer_the_next_step_is_a_call():
    base = action_schema([t.spec() for t in _tools()])
    sent_back = [_step(0, "list_todos", True, TODOS), _step(1, "final_answer", False, "not an answer")]
    schema, note = step_schema(base, "x", sent_back, steps_left=6)
    assert note == INVALID_NOTE and "final_answer" not in _offered(schema)
    assert step_schema(base, "x", sent_back, steps_left=2)[1] == ""  # no room: the answer may come


def test_a_write_that_copies_the_worked_example_is_refused():
    from edge_agent.answer_grounding import example_write

    seen = [_step(0, "run_shell", True, "exit code 0 stdout: 5 data.csv")]
    request = "Write the number of lines in data.csv to report.txt"
    assert example_write(seen, "write_file", {"path": "report.txt", "content": "7 .zorb files are in moons/"}, request)
    assert example_write(seen, "write_file", {"path": "report.txt", "content": "5"}, request) is None
    # what the run saw is no copy, even where the example uses the same words
    rows = [_step(0, "list_items", True, "BK-4 | Vask telescope | out")]
    assert example_write(rows, "write_file", {"path": "a.txt", "content": "Vask telescope"}, "name it in a.txt") is None


def test_write_file_leaves_the_grammar_once_every_requested_file_is_written(tmp_path):
    from edge_agent.target_files import targets_written

    request = "Write the number of lines in data.csv to report.txt"
    wrote = _step(1, "write_file", True, "wrote 1 bytes to report.txt", arguments={"path": "report.txt", "content": "5"})
    assert not targets_written(request, [_step(0, "run_shell", True, "5 data.csv")])
    assert targets_written(request, [wrote]) and not targets_written("Write a to a.txt and then write b to b.txt", [wrote])
    model = TemperatureDouble([call("write_file", path="report.txt", content="5"), call("final_answer", answer="5")], [])
    r = Agent(model, store=None).run(request, workspace=tmp_path)
    assert "write_file" in _offered(model.asked[0][1]) and "write_file" not in _offered(model.asked[1][1])
    assert r.status == "finished" and (tmp_path / "report.txt").read_text() == "5"
