"""A file the request only reads is not overwritten when it names another file to write (edge_agent.target_files);
the models are scripted test doubles."""

from __future__ import annotations

import json

from edge_agent.agent import Agent
from edge_agent.models.scripted import ScriptedModel
from edge_agent.target_files import input_write_refusal, request_files


def call(tool, **args):
    return json.dumps({"tool": tool, "arguments": args}, ensure_ascii=False)


def test_the_files_a_request_writes_and_only_reads():
    assert request_files("在 notes.md 里找到周会的会议室号码，只把号码写入 room.txt。") == ({"room.txt"}, {"notes.md"})
    assert request_files("Count the rows in orders.csv and write only the number to paid.txt.") == (
        {"paid.txt"},
        {"orders.csv"},
    )
    # a clause that asks for a change may change its file; a request without a target file refuses nothing
    assert request_files("Fix the port in config/app.yaml and write a note to notes.txt")[1] == frozenset()
    assert (
        input_write_refusal("Turn off the flag in config/flags.yaml", "edit_file", {"path": "config/flags.yaml"})
        is None
    )
    refused = input_write_refusal(
        "读取 config/app.yaml，把 port 写入 port.txt", "edit_file", {"path": "config/app.yaml"}
    )
    assert refused and "port.txt" in refused
    assert (
        input_write_refusal("读取 config/app.yaml，把 port 写入 port.txt", "write_file", {"path": "port.txt"}) is None
    )


def test_the_agent_keeps_the_read_file_and_writes_the_target(tmp_path):
    (tmp_path / "notes.md").write_text("# 周会\n- 地点：会议室 512\n")
    model = ScriptedModel(  # a scripted test double that edits the notes first, as the 0.5B did under advice
        [
            call("read_file", path="notes.md"),
            call("edit_file", path="notes.md", old="# 周会", new="512"),
            call("write_file", path="room.txt", content="512"),
            call("final_answer", answer="512"),
        ]
    )
    r = Agent(model, store=None).run("在 notes.md 里找到周会的会议室号码，只把号码写入 room.txt。", workspace=tmp_path)
    assert not r.steps[1].ok and "room.txt" in r.steps[1].observation
    assert (tmp_path / "notes.md").read_text().startswith("# 周会") and (tmp_path / "room.txt").read_text() == "512"


def test_a_shell_command_that_overwrites_the_input_is_refused_too():
    from edge_agent.target_files import shell_written

    ask = "How many lines in notes.md mention 'budget'? Write the number to n.txt"
    refused = input_write_refusal(ask, "run_shell", {"command": "echo 'saved 3 to n.txt' > notes.md"})
    assert refused and "n.txt" in refused
    assert input_write_refusal(ask, "run_shell", {"command": "grep -c budget notes.md > n.txt"}) is None
    assert input_write_refusal(ask, "run_shell", {"command": "grep -c budget notes.md 2>/dev/null"}) is None
    assert shell_written("cat a.csv | tee -a log.txt; sed -i 's/x/y/' notes.md") == ["log.txt", "notes.md"]
