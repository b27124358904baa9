"""A read asked again is shown again (not refused), and a final answer that copies the runtime's own words is drawn
again at a temperature before it is sent back (guards.repeat_result, model_calls.redrawn)."""
from __future__ import annotations

import json

from edge_agent.agent import Agent
from edge_agent.grounding import failure_streak
from edge_agent.guards import REPEAT_MARK, recovery_nudge, refusal, repeat_result
from edge_agent.records import StepRecord
from tests.edge.test_small_model_interface import TemperatureDouble


def call(tool, **args):
    return json.dumps({"tool": tool, "arguments": args})


def test_a_read_repeated_once_gets_its_result_again_then_is_refused():
    listed = StepRecord(0, "edge", "", "list_events", {"day": "x"}, True, "E-1 | standup")
    again = repeat_result([listed], "list_events", {"day": "x"}, True)
    assert again == f"{REPEAT_MARK} 1)\nE-1 | standup"
    assert refusal([listed], "list_events", {"day": "x"}, True) is None  # not refused, so not resampled
    shown = StepRecord(1, "edge", "", "list_events", {"day": "x"}, True, again)
    assert repeat_result([listed, shown], "list_events", {"day": "x"}, True) is None
    assert "already called" in refusal([listed, shown], "list_events", {"day": "x"}, True)
    wrote = StepRecord(0, "edge", "", "write_file", {"path": "a"}, True, "wrote")
    assert repeat_result([wrote], "write_file", {"path": "a"}, True) is None  # a write is no lookup


def test_a_read_shown_again_hides_no_failure():
    failed = StepRecord(0, "edge", "", "set_config", {"key": "k"}, False, "no key 'k'", error="tool_error")
    listed = StepRecord(1, "edge", "", "list_config", {}, True, f"{REPEAT_MARK} 1)\nk2 | x")
    assert failure_streak([failed, listed])  # the failure streak goes on: showing a read again is no success
    assert recovery_nudge([failed, listed], ["list_config"], steps_left=4)


def test_the_agent_shows_a_repeated_read_again(tmp_path):
    (tmp_path / "a.txt").write_text("42\n")
    model = TemperatureDouble([call("read_file", path="a.txt"), call("read_file", path="a.txt"),
                               call("final_answer", answer="42")], [])
    r = Agent(model, store=None).run("what number is in a.txt?", workspace=tmp_path)
    assert r.steps[1].ok and r.steps[1].observation.startswith(f"{REPEAT_MARK} 1)\n")
    assert "42" in r.steps[1].observation and [t for t, _ in model.asked] == [0.0, 0.0, 0.0]
    assert r.final_answer == "42"


def test_an_answer_that_copies_a_refusal_is_drawn_again(tmp_path):
    copy = "This exact read_file call already failed at step 1; it will fail the same way again."
    model = TemperatureDouble(  # a test double: greedy copies the refusal, the first hotter draw does too
        [call("read_file", path="b.txt"), call("list_files"), call("final_answer", answer=copy)],
        [call("final_answer", answer=copy), call("final_answer", answer="b.txt does not exist")])
    r = Agent(model, store=None).run("what is in b.txt?", workspace=tmp_path)
    assert r.final_answer == "b.txt does not exist" and r.status == "finished"
    assert "an answer that copies a runtime message" in r.steps[-1].reason
    assert [t for t, _ in model.asked][-3:] == [0.0, 0.7, 1.0]


def test_a_clean_answer_is_not_drawn_again(tmp_path):
    (tmp_path / "a.txt").write_text("42\n")
    model = TemperatureDouble([call("read_file", path="a.txt"), call("final_answer", answer="42")], [])
    r = Agent(model, store=None).run("what number is in a.txt?", workspace=tmp_path)
    assert r.final_answer == "42" and [t for t, _ in model.asked] == [0.0, 0.0]


def test_a_later_repeat_is_resampled_but_shown_again_if_it_stands():
    from edge_agent.model_calls import checked_call
    from edge_agent.tools import workspace_tools

    read = {t.name: t for t in workspace_tools()}["read_file"]
    first = StepRecord(0, "edge", "", "read_file", {"path": "a"}, True, "42")
    shown = StepRecord(1, "edge", "", "read_file", {"path": "a"}, True, f"{REPEAT_MARK} 1)\n42")
    assert refusal([first, shown], "read_file", {"path": "a"}, True)  # the loop resamples it
    obs = checked_call([first, shown], "read_file", {"path": "a"}, read)
    assert obs.ok and obs.text == f"{REPEAT_MARK} 2)\n42"  # no refusal text to copy


def test_a_read_shown_again_is_no_failure_either():
    listed = StepRecord(0, "edge", "", "list_config", {}, True, "k2 | x")
    shown = StepRecord(1, "edge", "", "list_config", {}, True, f"{REPEAT_MARK} 1)\nk2 | x")
    assert failure_streak([listed, shown]) == []  # the answer after it is not withheld
