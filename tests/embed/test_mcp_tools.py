"""Tools from MCP servers (the official `mcp` SDK) over stdio and streamable HTTP, against
the small server in tests/fixtures/mcp_server.py. MCP tools are external sinks and their
results are untrusted content."""
from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from embed_fakes import call, scripted

import edge_agent.cli.run_cmd as run_module
from edge_agent import Agent, MCPServer, events
from edge_agent.tools.mcp import MCPError

SERVER = Path(__file__).resolve().parents[1] / "fixtures" / "mcp_server.py"


def stdio_server(**kw) -> MCPServer:
    return MCPServer.stdio(sys.executable, [str(SERVER)], **kw)


@pytest.fixture(scope="module")
def http_url():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([sys.executable, str(SERVER), "--http", str(port)], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.2)
        else:
            pytest.fail("the test MCP server did not start")
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        proc.terminate()
        proc.wait(10)


def test_stdio_server_tools_are_external_sinks_with_the_servers_schema():
    with stdio_server() as server:
        tools = {t.name: t for t in server.tools()}
        assert set(tools) == {"add", "lookup_contact", "explode"}
        add = tools["add"]
        assert add.sink == "external" and add.untrusted_output
        spec = add.spec()
        assert spec.description == "Add two integers and return the sum."
        assert spec.parameters["required"] == ["a", "b"] and spec.parameters["properties"]["a"] == {"type": "integer"}
    assert not server.connected


def test_an_agent_runs_mcp_tools_and_marks_their_results_untrusted(tmp_path):
    edge = scripted(call("add", a=2, b=40), call("lookup_contact", name="Ada"), call("add", a="x", b=1),
                    call("explode", reason="test"), call("final_answer", answer="42"),
                    call("final_answer", answer="42"))  # after the failed call, one recovery nudge
    seen = []
    agent = Agent(edge, tools=[], mcp_servers=[stdio_server()], store=None, on_event=seen.append)
    result = agent.run("add", workspace=tmp_path)
    assert result.ok, result.error
    add, contact, bad, boom = result.steps[:4]
    assert add.ok and add.observation.endswith("\n42") and add.untrusted
    assert "untrusted content from MCP server" in add.observation  # the model is told: data, not instructions
    assert contact.ok and contact.untrusted and "ada@example.org" in contact.observation
    assert not bad.ok and "bad arguments for add" in bad.observation  # checked against the schema, never sent
    assert not boom.ok and "exploded: test" in boom.observation and boom.error == "tool_error"
    observed = [e for e in seen if isinstance(e, events.Observed)]
    assert [e.untrusted for e in observed] == [True, True, False, True]
    assert not agent.mcp_servers[0].connected  # the run opened it and closed it


def test_streamable_http_server(http_url, tmp_path):
    edge = scripted(call("add", a=1, b=2), call("final_answer", answer="3"))
    with MCPServer.http(http_url) as server:
        result = Agent(edge, tools=[], mcp_servers=[server], store=None).run("add", workspace=tmp_path)
        assert server.connected  # a connection the caller opened outlives the run
    assert result.ok and result.steps[0].observation.endswith("\n3")


def test_a_server_that_cannot_start_is_one_line(tmp_path):
    broken = MCPServer.stdio(sys.executable, ["-c", "import sys; sys.stderr.write('no such thing\\n'); sys.exit(2)"])
    with pytest.raises(MCPError, match="failed to start") as e:
        Agent(scripted(), tools=[], mcp_servers=[broken], store=None).run("x", workspace=tmp_path)
    assert "\n" not in str(e.value)


def test_cli_mcp_option(monkeypatch, tmp_path):
    monkeypatch.setattr(run_module, "build_edge", lambda model, **kw: scripted(
        call("add", a=20, b=22), call("final_answer", answer="42"), model_id="scripted-edge"))
    r = CliRunner().invoke(run_module.run_cmd, ["add", "-w", str(tmp_path), "--db", str(tmp_path / "t.db"),
                                                "--mcp", f"{sys.executable} {SERVER}", "--json"])
    assert r.exit_code == 0, r.output
    step = json.loads(r.output.splitlines()[0])
    assert step["tool"] == "add" and step["untrusted"] is True and step["observation"].endswith("42")
    bad = CliRunner().invoke(run_module.run_cmd, ["add", "-w", str(tmp_path), "--mcp", "'unclosed"])
    assert bad.exit_code == 1 and "--mcp" in bad.output and len(bad.output.strip().splitlines()) == 1
