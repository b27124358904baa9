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


def test_a_repeated_read_is_resampled_and_if_it_stands_shown_again():
    listed = StepRecord(0, "edge", "", "list_events", {"day": "x"}, True, "E-1 | standup")
    assert "already called" in refusal([listed], "list_events", {"day": "x"}, True)  # the loop resamples it
    again = repeat_result([listed], "list_events", {"day": "x"}, True)
    assert again == f"{REPEAT_MARK} 1)\nE-1 | standup"  # what the model reads if the draw stands
    shown = StepRecord(1, "edge", "", "list_events", {"day": "x"}, True, again)
    assert repeat_result([listed, shown], "list_events", {"day": "x"}, True) == f"{REPEAT_MARK} 2)\nE-1 | standup"
    wrote = StepRecord(0, "edge", "", "write_file", {"path": "a"}, True, "wrote")
    assert repeat_result([wrote], "write_file", {"path": "a"}, True) is None  # a write is no lookup


def test_a_read_shown_again_hides_no_failure():
    failed = StepRecord(0, "edge", "", "set_config", {"key": "k"}, False, "no key 'k'", error="tool_error")
    listed = StepRecord(1, "edge", "", "list_config", {}, True, f"{REPEAT_MARK} 1)\nk2 | x")
    assert failure_streak([failed, listed])  # the failure streak goes on: showing a read again is no success
    assert recovery_nudge([failed, listed], ["list_config"], steps_left=4)


def test_the_agent_resamples_a_repeated_read_and_shows_it_again_if_it_stands(tmp_path):
    (tmp_path / "a.txt").write_text("42\n")
    model = TemperatureDouble([call("read_file", path="a.txt"), call("read_file", path="a.txt"),
                               call("read_file", path="a.txt"), call("final_answer", answer="42")],
                              [call("read_file", path="a.txt")] * 2)  # a test double: every draw repeats the read
    r = Agent(model, store=None).run("what number is in a.txt?", workspace=tmp_path)
    assert r.steps[1].tool == "read_file" and r.steps[1].ok  # read_file is the only tool left to look with
    assert r.steps[1].observation.startswith(f"{REPEAT_MARK} 1)\n") and "42" in r.steps[1].observation
    assert "already called" not in r.steps[1].observation and r.final_answer == "42"


def test_an_echo_drawn_by_a_resample_is_drawn_again(tmp_path):
    (tmp_path / "a.txt").write_text("42\n")
    copy = "You already called read_file; its result is above. Doing it again changes nothing."
    model = TemperatureDouble(  # a test double: the repeated read's resample copies the refusal, the next does not
        [call("read_file", path="a.txt"), call("read_file", path="a.txt")],
        [call("final_answer", answer=copy), call("final_answer", answer="42")])
    r = Agent(model, store=None).run("what number is in a.txt?", workspace=tmp_path)
    assert r.final_answer == "42" and "an answer that copies a runtime message" in r.steps[-1].reason


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


def test_a_read_shown_again_is_no_failure_either():
    listed = StepRecord(0, "edge", "", "list_config", {}, True, "k2 | x")
    shown = StepRecord(1, "edge", "", "list_config", {}, True, f"{REPEAT_MARK} 1)\nk2 | x")
    assert failure_streak([listed, shown]) == []  # the answer after it is not withheld


def test_two_reads_in_a_row_shown_again_leave_the_next_step():
    from edge_agent.grounding import LOOP_NOTE, step_schema

    schema = {"anyOf": [{"properties": {"tool": {"const": t}, "arguments": {}}}
                        for t in ("read_file", "list_files", "write_file", "final_answer")]}
    read = StepRecord(0, "edge", "", "read_file", {"path": "a.csv"}, True, "x,y")
    listed = StepRecord(1, "edge", "", "list_files", {}, True, "a.csv (3 bytes)")
    again = [read, listed, StepRecord(2, "edge", "", "list_files", {}, True, f"{REPEAT_MARK} 2)\na.csv"),
             StepRecord(3, "edge", "", "read_file", {"path": "a.csv"}, True, f"{REPEAT_MARK} 1)\nx,y")]
    narrowed, note = step_schema(schema, "who is on shift? see a.csv", again, 4, ground=False)
    assert [b["properties"]["tool"]["const"] for b in narrowed["anyOf"]] == ["write_file", "final_answer"]
    assert LOOP_NOTE in note
    same, note = step_schema(schema, "who is on shift? see a.csv", again[:3], 5, ground=False)
    assert len(same["anyOf"]) == 4 and LOOP_NOTE not in note  # one repeat is resampled and shown, not cut


def test_a_fallback_draw_that_is_refused_too_narrows_the_grammar_again(tmp_path):
    """blind9 (acme-deal-won): kept from a refused repeat of one call, the greedy fallback drew another call that had
    already failed, and it stood; now its tool leaves the grammar too and the step is drawn once more."""
    (tmp_path / "a.txt").write_text("42\n")
    search = call("search_files", pattern="zzz", path="nowhere")
    model = TemperatureDouble(  # a test double
        [call("read_file", path="b.txt"), search, call("read_file", path="b.txt"),  # greedy: the refused repeat
         search,  # the fallback without read_file: search_files, which failed at step 2 with these arguments
         call("list_files"),  # the fallback without read_file and search_files
         call("final_answer", answer="b.txt is not there")],
        [call("read_file", path="b.txt")] * 2)  # every hot draw repeats the refused call
    r = Agent(model, store=None).run("what is in b.txt?", workspace=tmp_path)
    assert not r.steps[0].ok and not r.steps[1].ok, [s.observation for s in r.steps]
    assert r.steps[2].tool == "list_files" and r.steps[2].ok
    assert "without read_file, search_files" in r.steps[2].reason
    schemas = [json.dumps(s) for t, s in model.asked if t == 0.0][3:5]
    assert '"read_file"' not in schemas[0] and '"search_files"' in schemas[0]
    assert '"read_file"' not in schemas[1] and '"search_files"' not in schemas[1]
