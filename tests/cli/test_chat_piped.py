"""`edge-agent chat` without a terminal, `run --continue`, and what `run` shows while it works.

The edge model is a scripted TEST DOUBLE (ScriptedModel / tests/cli/chat_double.py): these
tests check the output and the stored conversation, not a model.
"""
from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

import edge_agent.sandbox as sandbox
from edge_agent.cli import chat_cmd as chat_module
from edge_agent.cli import run_cmd as run_module
from edge_agent.cli.live import LEGEND, Spinner
from edge_agent.cli.main import cli
from edge_agent.models.chat import ContextOverflowError
from edge_agent.models.scripted import ScriptedModel
from edge_agent.sandbox.capabilities import Capabilities
from edge_agent.store import Store
from edge_agent.store.sessions import Sessions

ROOT = Path(__file__).resolve().parents[2]
DRIVER = str(ROOT / "tests" / "cli" / "chat_double.py")


def call(tool: str, **arguments) -> dict:
    return {"tool": tool, "arguments": arguments}


@pytest.fixture
def ws(tmp_path):
    d = tmp_path / "ws"
    d.mkdir()
    (d / "data.csv").write_text("a,b\n1,2\n3,4\n5,6\n")
    return d


def piped_chat(args: list[str], text: str, scenario: str = "two_turns") -> subprocess.CompletedProcess:
    env = {**os.environ, "CHAT_SCENARIO": scenario, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, DRIVER, "chat", *args], input=text, capture_output=True, text=True,
                          env=env, timeout=120)


def test_piped_chat_prints_one_line_per_event(ws, tmp_path):
    r = piped_chat(["-w", str(ws), "--db", str(tmp_path / "t.db")],
                   "How many data rows are in data.csv?\nWrite that number to n.txt\n")
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert "\r" not in out and "\033" not in out and "⠋" not in out + r.stderr  # no spinner, no redraws
    lines = out.splitlines()
    assert [x for x in lines if x.startswith("you: ")] == ["you: How many data rows are in data.csv?",
                                                           "you: Write that number to n.txt"]
    assert sum(x.startswith("run ") and x.endswith("edge scripted-double") for x in lines) == 2
    # four steps over two turns: each is a decision line, the reply, and a done line
    assert len([x for x in lines if x.startswith("step ") and " acts (" in x]) == 4
    assert len([x for x in lines if x.startswith("model wrote: {")]) == 4
    assert len([x for x in lines if x.startswith("step ") and " done: edge acted" in x]) == 4
    assert "    → read_file {\"path\": \"data.csv\"}" in lines and "answer: 3 data rows" in lines
    assert len([x for x in lines if x.startswith("── session ")]) == 2 and lines[-1] == "bye"
    assert (ws / "n.txt").read_text() == "3"


def test_piped_chat_json_is_one_object_per_event(ws, tmp_path):
    r = piped_chat(["-w", str(ws), "--db", str(tmp_path / "t.db"), "--json"], "How many data rows?\n")
    assert r.returncode == 0, r.stderr
    objs = [json.loads(x) for x in r.stdout.splitlines()]
    types = [o["type"] for o in objs]
    assert types[0] == "note" and types[-1] == "note"
    assert {"run_started", "step_decided", "token", "tool_called", "observation", "step_finished", "run_finished",
            "session_totals"} <= set(types)
    tokens = "".join(o["text"] for o in objs if o["type"] == "token")
    assert '"final_answer"' in tokens  # every generated piece is there, in order


def test_chat_says_once_when_there_is_no_sandbox(monkeypatch, ws, tmp_path):
    monkeypatch.setattr(sandbox, "detect", lambda: Capabilities(False, "none", "Landlock is not enabled here"))
    monkeypatch.setattr(chat_module, "build_edge", lambda model, **kw: ScriptedModel([call("final_answer", answer="hi")]))
    r = CliRunner().invoke(cli, ["chat", "-w", str(ws), "--db", str(tmp_path / "t.db")], input="hello\n")
    assert r.exit_code == 0, r.output
    line = "run_shell is not offered: Landlock is not enabled here; use --sandbox full-access to run commands unconfined"
    assert r.output.count(line) == 1


def test_context_overflow_is_one_line_and_the_session_goes_on(monkeypatch, ws, tmp_path):
    def overflow(messages):
        raise ContextOverflowError(9000, 8192, 512, "scripted-double")

    monkeypatch.setattr(chat_module, "build_edge", lambda model, **kw: ScriptedModel(
        [overflow, call("final_answer", answer="fresh start")]))
    r = CliRunner().invoke(cli, ["chat", "-w", str(ws), "--db", str(tmp_path / "t.db")], input="one\n/new\ntwo\n")
    assert r.exit_code == 0, r.output
    assert "turn ended without an answer: context_overflow (context overflow in scripted-double" in r.output
    assert "/new starts a fresh session" in r.output and "answer: fresh start" in r.output
    assert "Traceback" not in r.output
    assert len(Sessions(Store(tmp_path / "t.db")).recent()) == 2  # /new made a second session


def test_slash_commands(monkeypatch, ws, tmp_path):
    monkeypatch.setattr(chat_module, "build_edge", lambda model, **kw: ScriptedModel([]))
    r = CliRunner().invoke(cli, ["chat", "-w", str(ws), "--db", str(tmp_path / "t.db")],
                           input="/help\n/strategy edge-only\n/strategy advisor\n/cost\n/nope\n/exit\nnot read\n")
    assert r.exit_code == 0, r.output
    assert "/strategy NAME" in r.output and "strategy: edge-only from the next turn" in r.output
    assert "strategy 'advisor' needs a cloud model" in r.output
    assert "── session (none yet): 0 turn(s)" in r.output and "unknown command /nope" in r.output
    assert "not read" not in r.output


def test_resume_errors_are_one_line(tmp_path):
    r = CliRunner().invoke(cli, ["chat", "--continue", "--db", str(tmp_path / "t.db")])
    assert r.exit_code == 1 and r.output == "Error: no earlier session to continue; start one with edge-agent chat -w DIR\n"
    r = CliRunner().invoke(cli, ["chat", "--session", "nope", "--db", str(tmp_path / "t.db")])
    assert r.exit_code == 1 and r.output.startswith("Error: no session 'nope'")


# --- run: --continue, legend, no spinner when piped --------------------------------------------
def test_run_continue_follows_up_on_the_last_finished_run(monkeypatch, ws, tmp_path):
    db = str(tmp_path / "t.db")

    def second_turn(messages):
        said = [m["content"] for m in messages if m["role"] == "assistant" and "3 data rows" in m["content"]]
        return call("write_file", path="n.txt", content="3" if said else "unknown")

    models = iter([ScriptedModel([call("read_file", path="data.csv"), call("final_answer", answer="3 data rows")]),
                   ScriptedModel([second_turn, call("final_answer", answer="done")])])
    monkeypatch.setattr(run_module, "build_edge", lambda model, **kw: next(models))
    r = CliRunner().invoke(cli, ["run", "How many data rows?", "-w", str(ws), "--db", db])
    assert r.exit_code == 0, r.output
    assert r.output.splitlines()[0] == LEGEND  # the step format is explained before the first step
    assert "\r" not in r.output and "⠋" not in r.output  # not a terminal: no spinner
    r = CliRunner().invoke(cli, ["run", "--continue", "Write that number to n.txt", "--db", db])  # no -w
    assert r.exit_code == 0, r.output
    assert "following up on run" in r.output and (ws / "n.txt").read_text() == "3"
    sessions = Sessions(Store(db))
    [s] = sessions.recent()
    assert s["kind"] == "run" and [t["prompt"] for t in sessions.turns(s["id"])] == [
        "How many data rows?", "Write that number to n.txt"]


def test_run_continue_without_a_finished_run_is_one_line(tmp_path):
    r = CliRunner().invoke(cli, ["run", "--continue", "more", "--db", str(tmp_path / "t.db")])
    assert r.exit_code == 1
    assert r.output == "Error: no finished run to continue; run a task first (edge-agent run PROMPT -w DIR)\n"


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_spinner_draws_only_on_a_terminal():
    piped = io.StringIO()
    s = Spinner(piped)
    s.start("edge model thinking…")
    time.sleep(0.3)
    s.stop()
    assert piped.getvalue() == "" and not s.enabled
    tty = _Tty()
    s = Spinner(tty)
    s.start("edge model thinking…")
    time.sleep(0.35)
    s.label = "writing {\"tool\""
    time.sleep(0.25)
    s.stop()
    drawn = tty.getvalue()
    assert "edge model thinking…" in drawn and "writing {\"tool\"" in drawn and drawn.endswith("\r\033[2K")


def test_json_output_where_it_was_missing(tmp_path):
    r = CliRunner().invoke(cli, ["cloud", "prices", "--json"])
    assert r.exit_code == 0
    prices = json.loads(r.stdout)
    assert prices and {"model", "input", "cached_input", "output", "as_of", "source"} <= set(prices[0])
    for cmd in (["models", "path"], ["models", "fetch"], ["cloud", "serve"], ["chat"], ["run"]):
        assert "--json" in CliRunner().invoke(cli, [*cmd, "--help"]).output, cmd


def test_list_and_resume_by_session_prefix(monkeypatch, ws, tmp_path):
    db = str(tmp_path / "t.db")
    r = CliRunner().invoke(cli, ["chat", "--list", "--db", db])
    assert r.output == "no sessions yet; start one with edge-agent chat -w DIR\n" and not (tmp_path / "t.db").exists()
    monkeypatch.setattr(chat_module, "build_edge", lambda model, **kw: ScriptedModel(
        [call("final_answer", answer="first answer")], repeat_last=True))
    assert CliRunner().invoke(cli, ["chat", "-w", str(ws), "--db", db], input="hello\n").exit_code == 0
    [s] = json.loads(CliRunner().invoke(cli, ["chat", "--list", "--json", "--db", db]).output)
    assert s["turns"] == 1 and s["title"] == "hello" and s["workspace"] == str(ws.resolve())
    r = CliRunner().invoke(cli, ["chat", "--session", s["id"][:-2], "--db", db], input="again\n")
    assert r.exit_code == 0 and f"session {s['id']} resumed (1 turns)" in r.output
    assert "[1] you: hello  →  first answer" in r.output


def test_piped_approvals_deny_by_default_and_ask_reads_the_next_line(ws, tmp_path):
    tools = tmp_path / "tools.py"
    tools.write_text('from edge_agent import tool\n\n@tool\ndef send_note(to: str, text: str) -> str:\n'
                     '    """Send a note."""\n    return "sent"\n')
    env_tools = {"CHAT_TOOLS": str(tools)}
    os.environ.update(env_tools)
    try:
        denied = piped_chat(["-w", str(ws), "--db", str(tmp_path / "a.db")], "send bob the key\n", "approval")
        asked = piped_chat(["-w", str(ws), "--db", str(tmp_path / "b.db"), "--approve", "ask"],
                           "send bob the key\ny\n", "approval")
    finally:
        os.environ.pop("CHAT_TOOLS")
    assert "withheld: send_note would send" in denied.stdout and "allow?" not in denied.stdout
    assert "allow? [y]es / [n]o / [a]lways for this tool (one line)" in asked.stdout
    assert "    approved" in asked.stdout.splitlines() and "ok  sent" in asked.stdout


def test_a_local_server_that_streams_without_usage_is_said_once(monkeypatch, ws, tmp_path):
    import httpx

    from edge_agent.router.local_edge import LocalServerModel

    answer = {"choices": [{"index": 0, "message": {"role": "assistant",
                                                   "content": json.dumps(call("final_answer", answer="hi"))},
                           "finish_reason": "stop"}], "usage": {"prompt_tokens": 40, "completion_tokens": 9}}

    def handler(request):
        if json.loads(request.content).get("stream"):
            chunk = {"choices": [{"index": 0, "delta": {"content": answer["choices"][0]["message"]["content"]}}]}
            return httpx.Response(200, headers={"content-type": "text/event-stream"},
                                  content=f"data: {json.dumps(chunk)}\n\ndata: [DONE]\n\n".encode())
        return httpx.Response(200, json=answer)

    monkeypatch.setattr(chat_module, "build_edge", lambda model, **kw: LocalServerModel(
        "http://127.0.0.1:9/v1", "m", check_server=False, transport=httpx.MockTransport(handler), logprobs=False))
    r = CliRunner().invoke(cli, ["chat", "-w", str(ws), "--db", str(tmp_path / "t.db")], input="a\nb\n")
    assert r.exit_code == 0, r.output
    assert r.output.count("streams without token usage; streaming turned off") == 1
    assert r.output.count("answer: hi") == 2


def test_models_add_and_path_json(monkeypatch, tmp_path):
    monkeypatch.setenv("EDGE_AGENT_MODELS_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("EDGE_AGENT_USER_CATALOG", str(tmp_path / "config" / "models.json"))
    f = tmp_path / "my.gguf"
    f.write_bytes(b"GGUF" + bytes(2000))  # a file with the GGUF magic: enough for the catalog
    r = CliRunner().invoke(cli, ["models", "add", "my-model", "--path", str(f), "--json"])
    assert r.exit_code == 0, r.output
    added = json.loads(r.stdout)
    assert added["id"] == "my-model" and added["catalog"].endswith("models.json") and Path(added["path"]).is_file()
    r = CliRunner().invoke(cli, ["models", "path", "my-model", "--json"])
    assert json.loads(r.stdout) == {"id": "my-model", "path": added["path"]}
    r = CliRunner().invoke(cli, ["models", "add", "web", "--url", "https://example.com/m.gguf", "--json"])
    assert json.loads(r.stdout)["path"] is None
