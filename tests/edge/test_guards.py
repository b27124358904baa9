"""The runtime guards for small models: recovery nudge, the failed-call window, argument shapes,
bounded strings in the action grammar, repetition detection and the prompt sized for them."""
from __future__ import annotations

import json

from edge_agent.agent import Agent
from edge_agent.guards import argument_shape, failed_before, recovery_nudge, refusal
from edge_agent.llama_model import repeating_tail
from edge_agent.models.chat import ToolSpec
from edge_agent.models.scripted import ScriptedModel
from edge_agent.protocol import action_schema, is_chinese, short_description, system_prompt
from edge_agent.records import StepRecord
from edge_agent.tools import ToolRegistry, workspace_tools


def call(tool, **args):
    return json.dumps({"tool": tool, "arguments": args})


def step(idx, tool, ok, error="", **args):
    return StepRecord(idx, "edge", "", tool, args, ok, "", error=error)


def test_a_final_answer_right_after_a_failure_is_nudged_once(tmp_path):
    (tmp_path / "a.txt").write_text("hello")
    model = ScriptedModel([
        call("read_file", path="missing.txt"),
        call("final_answer", answer="the file does not exist"),   # nudged: nothing succeeded since the error
        call("list_files"),
        call("read_file", path="a.txt"),
        call("final_answer", answer="hello"),
    ])
    r = Agent(model, store=None).run("what does the text file say?", workspace=tmp_path)
    assert r.status == "finished" and r.final_answer == "hello"
    assert [s.error for s in r.steps].count("recovery_nudge") == 1
    assert "list_files" in model.calls[2][-1]["content"]  # the nudge names a tool to look things up with


def test_the_nudge_is_given_once_and_only_with_room_left():
    failed = [step(0, "read_file", False, path="x")]
    assert recovery_nudge(failed, ["read_file", "list_files"], steps_left=5)
    assert recovery_nudge(failed, ["read_file"], steps_left=1) is None  # no room for a retry and an answer
    nudged = [*failed, step(1, "final_answer", False, error="recovery_nudge")]
    assert recovery_nudge(nudged, ["read_file"], steps_left=5) is None
    assert recovery_nudge([step(0, "list_files", True)], ["list_files"], steps_left=5) is None
    assert recovery_nudge([], ["list_files"], steps_left=5) is None
    repeat = StepRecord(1, "edge", "", "list_files", {}, False, "you already called list_files with these arguments")
    assert recovery_nudge([step(0, "list_files", True), repeat], ["list_files"], steps_left=5) is None
    help_failed = [step(0, "list_files", True), step(1, "ask_advisor", False, question="?")]
    assert recovery_nudge(help_failed, ["list_files"], steps_left=5) is None


def test_an_identical_failed_call_is_refused_even_with_other_calls_between(tmp_path):
    model = ScriptedModel([
        call("read_file", path="nope.txt"),
        call("list_files"),
        call("read_file", path="nope.txt"),  # the same failing call, one step apart
        call("final_answer", answer="x"),
        call("final_answer", answer="x"),
    ])
    r = Agent(model, store=None).run("x", workspace=tmp_path)
    assert "already failed at step 1" in r.steps[2].observation
    steps = [step(0, "update_contact", False, id="C-9"), step(1, "search_contacts", True, query="a"),
             step(2, "search_contacts", True, query="b")]
    assert failed_before(steps, "update_contact", {"id": "C-9"}) == 0
    assert failed_before(steps, "update_contact", {"id": "C-1"}) is None
    assert failed_before(steps, "update_contact", {"id": "C-9"}, window=2) is None


def test_bad_arguments_show_the_expected_shape(tmp_path):
    model = ScriptedModel([call("write_file", path="a.txt"), call("final_answer", answer="x"),
                           call("final_answer", answer="x")])
    Agent(model, store=None).run("x", workspace=tmp_path)
    seen = model.calls[1][-1]["content"]
    assert "content" in seen and 'Expected: {"tool": "write_file", "arguments": {"path": "<path>", "content": ' in seen
    spec = ToolSpec("list_todos", "", {"type": "object", "properties": {
        "status": {"enum": ["open", "done"], "default": "open", "type": "string"}}})
    assert argument_shape(spec) == 'Expected: {"tool": "list_todos", "arguments": {}} (optional: status)'


def test_strings_in_the_action_schema_are_bounded_except_free_text():
    spec = ToolSpec("t", "", {"type": "object", "properties": {
        "id": {"type": "string"}, "query": {"type": "string"}, "body": {"type": "string"},
        "to": {"type": "array", "items": {"type": "string"}}, "n": {"type": "integer"},
        "state": {"type": "string", "enum": ["a", "b"]}, "code": {"type": "string", "maxLength": 5}}})
    args = action_schema([spec])["anyOf"][0]["properties"]["arguments"]["properties"]
    assert args["id"]["maxLength"] == 64 and args["query"]["maxLength"] == 200
    assert "maxLength" not in args["body"] and "maxLength" not in args["state"]
    assert args["to"]["items"]["maxLength"] == 200 and args["code"]["maxLength"] == 5


def test_bounded_strings_reach_the_grammar():
    from edge_agent.grammar import action_grammar

    spec = ToolSpec("get", "", {"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]})
    g = action_grammar(action_schema([spec]))
    assert g.count("char") > 60  # 64 nested optional characters, not an unbounded char*


def test_repetition_is_detected_in_the_tail_only():
    assert repeating_tail([7] * 32)
    assert repeating_tail([1, 2, 3] + [4, 5] * 16)
    assert not repeating_tail([4, 5] * 15)          # too short a span
    assert not repeating_tail(list(range(100)))
    assert not repeating_tail([7] * 40 + [1, 2, 3])  # the tail moved on
    phrase = list(range(100, 111))                   # an 11-token phrase written again and again
    assert repeating_tail(list(range(20)) + phrase * 3)
    assert not repeating_tail(list(range(20)) + phrase * 2)
    assert not repeating_tail(list(range(24)) * 2)  # a 24-token cycle twice is not yet a loop
    assert repeating_tail(list(range(24)) * 3)
    assert not repeating_tail(list(range(25)) * 3)  # longer than the longest cycle looked for


def test_the_prompt_lists_only_the_given_tools_briefly():
    reg = ToolRegistry(workspace_tools()).subset(["read_file", "list_files"])
    p = system_prompt(reg.specs())
    assert "- read_file(" in p and "- list_files(" in p and "- run_shell(" not in p
    assert len(p) < 2000  # evaluated on every cold start: keep it small
    words = "Find things by words in the name, email, company or tags of each row. " + "More detail here " * 9
    assert short_description(words) == "Find things by words in the name, email, company or tags of each row."
    cut = short_description("word " * 60)
    assert len(cut) <= 111 and cut.endswith("word…")


def test_the_worked_example_matches_the_kind_of_tools():
    from edge_agent.bench.services import service_tools

    files = system_prompt(ToolRegistry(workspace_tools()).subset(["read_file", "write_file"]).specs())
    assert '"path": "n.txt"' in files and "Write only the files the task names" in files and "max_lines" not in files and "search_orders" not in files
    records = system_prompt([t.spec() for t in service_tools() if t.name in ("list_todos", "complete_todo")])
    assert "search_bookings" in records and "Read a file whole" not in records
    assert "{example}" not in records and "{file_rules}" not in files


def test_a_chinese_task_gets_the_chinese_prompt():
    assert is_chinese("把张伟的电话改成 138 0000") and not is_chinese("Email Zhang Wei (张伟) the report")
    specs = ToolRegistry(workspace_tools()).specs()
    assert "规则" in system_prompt(specs, task="把报告发给张伟") and "Rules" in system_prompt(specs, task="Send it")
    assert "- read_file(" in system_prompt(specs, task="把报告发给张伟")


def test_the_last_step_allows_only_the_final_answer(tmp_path):
    from edge_agent.guards import last_step_schema

    schema = action_schema(ToolRegistry(workspace_tools()).specs())
    assert last_step_schema(schema, 2) is schema
    last = last_step_schema(schema, 1)
    assert [b["properties"]["tool"]["const"] for b in last["anyOf"]] == ["final_answer"]
    seen = []

    class Recording(ScriptedModel):
        def complete(self, messages, **kw):
            seen.append(kw.get("response_schema"))
            return super().complete(messages, **kw)

    model = Recording([call("list_files"), call("final_answer", answer="done")])
    r = Agent(model, store=None, max_steps=2).run("x", workspace=tmp_path)
    assert r.status == "finished" and len(seen[0]["anyOf"]) > 1 and len(seen[1]["anyOf"]) == 1
    assert "last step" in model.calls[1][-1]["content"]


def test_an_answer_that_repeats_an_error_message_is_sent_back_once():
    from edge_agent.guards import ECHO_NUDGE, RECOVERY_TAG, echoed_error, final_nudge
    from edge_agent.records import StepRecord

    refused = StepRecord(3, "edge", "", "add_todo", {}, False,
                         "this exact add_todo call already failed at step 3; it will fail the same way again.")
    done = StepRecord(1, "edge", "", "complete_todo", {}, True, "todo TD-2: status 'open' -> 'done'")
    copy = "This exact add_todo call already failed at step 3; it will fail the same way again."
    assert echoed_error(copy, [done, refused]) and echoed_error("Error: " + copy, [done, refused])
    assert not echoed_error("TD-2 is checked off: the passport forms are sent.", [done, refused])
    assert not echoed_error("todo TD-2: status 'open' -> 'done'", [done, refused])  # a success may be quoted
    assert final_nudge([done, refused], ["add_todo"], 4, copy, withheld=True) == ECHO_NUDGE
    nudged = StepRecord(4, "edge", "", "final_answer", {}, False, ECHO_NUDGE, error=RECOVERY_TAG)
    assert final_nudge([done, refused, nudged], ["add_todo"], 3, copy, withheld=True) is None  # once per run


def test_a_placeholder_value_is_refused_for_writes_only():
    from edge_agent.guards import placeholder_value
    assert "title='strings' is a placeholder or JSON debris" in placeholder_value("update_contact", {"id": "C-1", "title": "strings"})
    assert placeholder_value("add_todo", {"title": "<title>"}) is not None
    assert placeholder_value("update_contact", {"id": "C-1", "title": "VP of Engineering"}) is None
    assert placeholder_value("search_contacts", {"query": "string"}) is None  # a lookup may search for anything
    assert refusal([], "set_config", {"key": "k", "value": "value", "reason": "r"}, False) is not None


def test_an_answer_carrying_the_runtimes_own_instructions_is_sent_back():
    from edge_agent.guards import ECHO_NUDGE, echoed_error, final_nudge
    from edge_agent.tools.files import NEXT_AFTER_WRITE
    wrote = StepRecord(0, "edge", "", "write_file", {"path": "a.txt"}, True, f"wrote 4 bytes to a.txt. {NEXT_AFTER_WRITE}")
    copy = f"wrote 4 bytes to a.txt. {NEXT_AFTER_WRITE}"
    assert echoed_error(copy, [wrote]) and final_nudge([wrote], ["write_file"], 3, copy, withheld=False) == ECHO_NUDGE
    assert not echoed_error("North sold 41,200 in February.", [wrote])
    assert not echoed_error("Wrote the summary to a.txt.", [wrote])


def test_json_debris_is_no_value_and_a_refused_reread_does_not_hide_a_failed_write():
    from edge_agent.guards import REPEAT_REFUSAL, placeholder_value
    assert placeholder_value("update_job", {"id": "J-3", "command": "]}  # 更新命令\n{"}) is not None
    assert placeholder_value("update_job", {"id": "J-3", "command": "find /tmp -delete"}) is None
    failed = StepRecord(0, "edge", "", "set_config", {"key": "k", "value": "5"}, False, "nothing changed: ...")
    reread = StepRecord(1, "edge", "", "list_config", {}, False, f"{REPEAT_REFUSAL} list_config with these ...")
    assert recovery_nudge([failed, reread], ["list_config", "set_config"], 4) is not None


def test_json_debris_is_refused_in_any_call():
    from edge_agent.guards import placeholder_value
    assert placeholder_value("search_files", {"pattern": "ERROR", "glob": "]}\n\n答案："}) is not None
    assert placeholder_value("search_files", {"pattern": "string"}) is None


def test_an_identical_create_is_not_run_twice():
    po = {"sku": "BOLT-M6-20", "qty": 500}
    made = StepRecord(0, "edge", "", "create_purchase_order", po, True, "created PO-2")
    other = StepRecord(1, "edge", "", "list_items", {}, True, "BOLT-M6-20 | ...")
    assert "already succeeded at step 1" in refusal([made, other], "create_purchase_order", po, False)
    assert refusal([made], "create_purchase_order", {**po, "qty": 100}, False) is None


def test_an_identical_stock_adjustment_is_not_applied_twice():
    take = {"sku": "VEN-OAK", "delta": -3}
    done = StepRecord(0, "edge", "", "adjust_stock", take, True, "VEN-OAK stock 14 -> 11")
    assert "apply the same change a second time" in refusal([done], "adjust_stock", take, False)
    assert refusal([done], "adjust_stock", {**take, "delta": -2}, False) is None


def test_a_written_value_of_symbols_only_is_refused_but_a_glob_is_read():
    from edge_agent.guards import placeholder_value
    assert placeholder_value("update_job", {"id": "J-3", "command": ">*</>*</>*</>*"}) is not None
    assert placeholder_value("search_files", {"pattern": "x", "glob": "**/*"}) is None
    assert placeholder_value("update_job", {"id": "J-3", "schedule": "*/5 * * * *"}) is None


def test_a_placeholder_without_its_brackets_is_refused_with_the_form_to_write():
    from edge_agent.guards import refusal
    msg = refusal([], "search_contacts", {"query": "PERSON_002"}, True)
    assert msg is not None and "[PERSON_002]" in msg
    assert refusal([], "create_event", {"title": "Fitting", "attendees": ["EMAIL_001"]}, False) is not None
    for fine in ({"query": "[PERSON_002]"}, {"query": "ITEM_001"}, {"path": "phone_1.txt"}, {"query": "MY_PERSON_001"}):
        assert refusal([], "search_contacts", fine, True) is None
