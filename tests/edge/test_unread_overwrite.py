"""write_file inside an agent run refuses to replace a non-empty file the run has not read or written: a 0.5B
wrote one line over a whole service.ini it had never opened. The model is a scripted test double."""
from __future__ import annotations

import json

from edge_agent import Agent
from edge_agent.models.scripted import ScriptedModel
from edge_agent.tools import ToolContext, ToolRegistry, workspace_tools


def call(tool, **args):
    return json.dumps({"tool": tool, "arguments": args})


INI = "[web]\nport = 8080\n\n[db]\nport = 5432\n"


def test_an_unread_file_is_not_overwritten_and_a_read_one_is(tmp_path):
    (tmp_path / "service.ini").write_text(INI)
    edge = ScriptedModel([call("write_file", path="service.ini", content="web = 8081"),
                          call("read_file", path="service.ini"),
                          call("write_file", path="service.ini", content=INI.replace("8080", "8081")),
                          call("final_answer", answer="port 8081")])
    r = Agent(edge, store=None).run("set the web port to 8081 in service.ini", workspace=tmp_path)
    first = r.steps[0]
    assert not first.ok and "has not read it: read_file it first" in first.observation
    assert r.steps[2].ok and (tmp_path / "service.ini").read_text() == INI.replace("8080", "8081")


def test_new_files_own_writes_and_runs_outside_an_agent_are_not_checked(tmp_path):
    edge = ScriptedModel([call("write_file", path="notes.txt", content="a"),
                          call("write_file", path="notes.txt", content="b"), call("final_answer", answer="ok")])
    r = Agent(edge, store=None).run("write notes", workspace=tmp_path)
    assert all(s.ok for s in r.steps) and (tmp_path / "notes.txt").read_text() == "b"
    (tmp_path / "x.txt").write_text("old")
    obs = ToolRegistry(workspace_tools()).execute("write_file", {"path": "x.txt", "content": "new"},
                                                  ToolContext(workspace=tmp_path))
    assert obs.ok and (tmp_path / "x.txt").read_text() == "new"


def test_after_the_refusal_the_next_step_offers_read_file_only(tmp_path):
    """The step after a refused blind overwrite may only read (a 0.5B wrote again, then answered with the error).
    TemperatureDouble is a scripted test double that records each step's schema."""
    from tests.edge.test_small_model_interface import TemperatureDouble

    (tmp_path / "service.ini").write_text(INI)
    model = TemperatureDouble([call("write_file", path="service.ini", content="web = 8081"),
                               call("read_file", path="service.ini"), call("final_answer", answer="read it")], [])
    r = Agent(model, store=None, resample=False).run("set the web port to 8081 in service.ini", workspace=tmp_path)
    offered = [b["properties"]["tool"]["const"] for b in model.asked[1][1]["anyOf"]]
    assert offered == ["read_file"] and "only read_file offered" in r.steps[1].reason
