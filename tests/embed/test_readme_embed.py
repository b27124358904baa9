"""The README's second embedding example (a function tool, an MCP server, the event stream)
runs as written: with a scripted test double as the edge model in the fast suite, and with
the real edge model under --real-models. The MCP server is tests/fixtures/mcp_server.py,
copied to where the example expects `my_mcp_server.py`."""
from __future__ import annotations

import os
import re
import shutil
import sys
from pathlib import Path

import pytest
from embed_fakes import call, scripted

import edge_agent

ROOT = Path(__file__).resolve().parents[2]
SERVER = ROOT / "tests" / "fixtures" / "mcp_server.py"


def _example() -> str:
    m = re.search(r"<!-- api-example-tools[^>]*-->\s*```python\n(.*?)```", (ROOT / "README.md").read_text(), re.S)
    assert m, "README lost its api-example-tools block"
    return m.group(1)


@pytest.fixture
def app_dir(tmp_path, monkeypatch):
    shutil.copy(SERVER, tmp_path / "my_mcp_server.py")
    (tmp_path / "my-folder").mkdir()
    monkeypatch.chdir(tmp_path)
    # `python` in the example is this interpreter (the one with the mcp package)
    monkeypatch.setenv("PATH", os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    return tmp_path


def test_readme_tools_example_runs_with_a_scripted_edge(app_dir, monkeypatch, capsys):
    double = scripted(call("word_count", text="the budget is late"), call("add", a=4, b=40),
                      call("final_answer", answer="44"), model_id="scripted-test-double")
    monkeypatch.setattr(edge_agent, "load_edge_model", lambda *a, **kw: double)
    exec(compile(_example(), "README tools example", "exec"), {})
    assert capsys.readouterr().out.splitlines() == [
        "word_count {'text': 'the budget is late'} ok",
        "add {'a': 4, 'b': 40} ok",
        "final_answer {'answer': '44'} ok",
        "finished 44",
    ]


@pytest.mark.real_model
def test_readme_tools_example_runs_with_the_real_edge_model(app_dir, capsys):
    from edge_agent.models.fetch import fetch

    fetch("qwen2.5-coder-0.5b-instruct")
    exec(compile(_example(), "README tools example", "exec"), {})
    out = capsys.readouterr().out.splitlines()
    # What a 0.5B model makes of it is its own affair; the example must run end to end and
    # every step must be one of the offered tools.
    statuses = ("finished", "max_steps", "invalid_actions", "time_limit", "context_overflow", "model_error")
    assert out and out[-1].split()[0] in statuses, out
    tools = {"word_count", "add", "lookup_contact", "explode", "final_answer", "(invalid)"}
    assert all(line.split()[0] in tools for line in out[:-1])
