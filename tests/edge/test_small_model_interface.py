"""What the small edge model sees and how a refused step is drawn again: paging knobs hidden until a read is
cut, whole files without line numbers, a repeated write refused, a refused greedy step resampled at a
temperature, and a search that says why it found nothing. The models here are test doubles."""
from __future__ import annotations

import json
from typing import Any

from edge_agent.agent import Agent
from edge_agent.models.chat import Completion, Usage
from edge_agent.protocol import action_schema, system_prompt
from edge_agent.tools import ToolContext, ToolRegistry, workspace_tools
from edge_agent.tools.files import READ_CHARS


def call(tool, **args):
    return json.dumps({"tool": tool, "arguments": args})


class TemperatureDouble:
    """A test double that answers by temperature (greedy: `greedy`; sampled: the next of `sampled`) and records
    every schema and temperature it was asked with. Not a test double by flag, so the agent resamples it."""

    model_id = "temperature-double"

    def __init__(self, greedy: list[str], sampled: list[str]):
        self.greedy, self.sampled = list(greedy), list(sampled)
        self.asked: list[tuple[float, dict[str, Any] | None]] = []

    def complete(self, messages, *, response_schema=None, tools=None, max_tokens=512, temperature=0.0):
        self.asked.append((temperature, response_schema))
        text = self.sampled.pop(0) if temperature > 0 else self.greedy.pop(0)
        return Completion(text, Usage(10, 0, 10, 5), self.model_id)


def _read(tmp_path, **args):
    reg = ToolRegistry(workspace_tools())
    return reg.execute("read_file", args, ToolContext(workspace=tmp_path))


def test_paging_knobs_are_not_shown_to_the_model():
    reg = ToolRegistry(workspace_tools()).subset(["read_file", "write_file"])
    prompt = system_prompt(reg.specs())
    assert "start_line" not in prompt and "max_lines" not in prompt
    assert "max_lines" not in json.dumps(action_schema(reg.specs()))
    assert "start_line" in json.dumps(action_schema(reg.specs(paging=True)))


def test_a_short_file_is_read_whole_without_line_numbers(tmp_path):
    (tmp_path / "a.yaml").write_text("db:\n  port: 5433\n")
    obs = _read(tmp_path, path="a.yaml")
    assert obs.ok and obs.text == "db:\n  port: 5433"


def test_a_long_file_is_cut_at_the_budget_and_says_how_to_read_on(tmp_path):
    (tmp_path / "big.txt").write_text("".join(f"line {i} " + "x" * 60 + "\n" for i in range(1, 501)))
    obs = _read(tmp_path, path="big.txt")
    assert obs.ok and len(obs.text) < READ_CHARS + 300
    last = int(obs.text.split("[lines 1-")[1].split(" ")[0])
    assert f"of 500; the rest is not shown: continue with start_line={last + 1}" in obs.text
    assert obs.text.startswith(" 1| line 1 ") or obs.text.startswith("1| line 1 ")
    nxt = _read(tmp_path, path="big.txt", start_line=last + 1)
    assert f"{last + 1}| line {last + 1} " in nxt.text


def test_the_agent_offers_paging_only_after_a_cut_read(tmp_path):
    (tmp_path / "big.txt").write_text("".join(f"line {i} " + "x" * 60 + "\n" for i in range(1, 501)))
    (tmp_path / "small.txt").write_text("hi\n")
    model = TemperatureDouble([call("read_file", path="small.txt"), call("read_file", path="big.txt"),
                               call("final_answer", answer="done")], [])
    Agent(model, store=None).run("read them", workspace=tmp_path)
    schemas = [json.dumps(s) for _, s in model.asked]
    assert "start_line" not in schemas[0] and "start_line" not in schemas[1]
    assert "start_line" in schemas[2]


def test_writing_the_same_file_again_is_refused(tmp_path):
    model = TemperatureDouble([call("write_file", path="a.txt", content="7"),
                               call("write_file", path="a.txt", content="7"),
                               call("final_answer", answer="7")],
                              [call("write_file", path="a.txt", content="7")] * 2)
    r = Agent(model, store=None).run("save 7", workspace=tmp_path)
    assert r.steps[0].ok and r.steps[0].observation.startswith("wrote 1 bytes to a.txt. If the task asks")
    assert "7" not in r.steps[0].observation  # the content is not echoed: the 0.5B wrote the echo back
    # greedy and both hotter draws repeat the write: one more greedy draw runs without write_file in its grammar
    assert "drawn again greedily without write_file in this step's grammar" in r.steps[1].reason
    assert [t for t, _ in model.asked] == [0.0, 0.0, 0.7, 1.0, 0.0]
    assert "write_file" not in json.dumps(model.asked[-1][1]) and "write_file" in json.dumps(model.asked[0][1])
    assert r.steps[1].tool == "final_answer" and r.final_answer == "7"


def test_a_refused_greedy_step_is_resampled_and_a_repeat_draw_rejected(tmp_path):
    (tmp_path / "a.txt").write_text("42\n")
    model = TemperatureDouble(  # a failed read repeated is refused (a read that succeeded would be shown again)
        [call("read_file", path="b.txt"), call("read_file", path="b.txt"), call("final_answer", answer="done")],
        [call("read_file", path="b.txt"),                    # the first draw repeats the refused call: rejected
         call("write_file", path="out.txt", content="42")])  # the hotter draw differs: it is the step
    r = Agent(model, store=None).run("copy the number to out.txt", workspace=tmp_path)
    assert [t for t, _ in model.asked] == [0.0, 0.0, 0.7, 1.0, 0.0]
    assert r.steps[1].tool == "write_file" and r.steps[1].ok
    assert "resampled at temperature 1, seed" in r.steps[1].reason
    assert [c.purpose for c in r.steps[1].calls] == ["step", "resample", "resample"]
    assert (tmp_path / "out.txt").read_text() == "42"


def test_scripted_doubles_are_not_resampled(tmp_path):
    from edge_agent.models.scripted import ScriptedModel

    model = ScriptedModel([call("list_files"), call("list_files"), call("final_answer", answer="x")])
    r = Agent(model, store=None).run("x", workspace=tmp_path)
    assert len(model.calls) == 3 and r.steps[1].observation.startswith("(same result as step 1)")


def test_a_search_that_finds_nothing_says_what_it_searched(tmp_path):
    (tmp_path / "staff.csv").write_text("id,name\nE1024,Liu\n")
    reg, ctx = ToolRegistry(workspace_tools()), ToolContext(workspace=tmp_path)
    # a glob cannot hide the one file the path names (the 0.5B passed glob ".*" with path staff.csv)
    assert "E1024,Liu" in reg.execute("search_files", {"pattern": "E1024", "path": "staff.csv", "glob": ".*"}, ctx).text
    none = reg.execute("search_files", {"pattern": "E9", "path": "staff.csv"}, ctx).text
    assert none.startswith("no matches for 'E9' in staff.csv") and "(?i)" in none
    globbed = reg.execute("search_files", {"pattern": "E1024", "glob": "*.md"}, ctx).text
    assert "no file under . matched glob '*.md'" in globbed


def test_the_bench_audit_wrapper_keeps_what_the_guards_read():
    from edge_agent.bench.environment import build_registry
    from edge_agent.bench.task import TASKS_DIR, load_task

    task = load_task(TASKS_DIR.parent / "starter" / "starter-contact-email-en")
    reg = build_registry(task)
    assert reg.get("read_file").read_only and reg.get("write_file").idempotent
    assert "max_lines" not in json.dumps(action_schema(reg.specs()))
    assert "start_line" in json.dumps(action_schema(reg.specs(paging=True)))


def test_a_failed_call_suggests_the_advisor_until_it_is_asked():
    from edge_agent.guards import help_hint
    from edge_agent.records import StepRecord

    assert "call ask_advisor" in help_hint([], ["read_file", "ask_advisor"])
    assert help_hint([], ["read_file"]) == ""
    asked = [StepRecord(0, "edge", "", "ask_advisor", {"question": "?"}, True, "advice")]
    assert help_hint(asked, ["read_file", "ask_advisor"]) == ""


def test_an_update_that_would_write_an_empty_value_is_refused():
    """Refused at run time (and so resampled), not forbidden in the grammar: forcing a non-empty value made the
    0.5B write `]}` and a copy of the last result into a phone number."""
    from edge_agent.guards import empty_update, refusal

    assert "the new phone is empty" in refusal([], "update_contact", {"id": "C-1", "phone": ""}, False)
    assert "attendees" in empty_update("update_event", {"id": "E-1", "attendees": []})
    assert empty_update("update_event", {"id": "E-1", "end": None}) is not None
    assert empty_update("update_contact", {"id": "C-1", "phone": "186 2107 5530"}) is None
    assert empty_update("add_todo", {"title": "x", "notes": ""}) is None  # only updates
