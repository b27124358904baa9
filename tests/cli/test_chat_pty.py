"""`edge-agent chat` driven through a pseudo-terminal (pexpect), as a user would type.

The edge model is a scripted TEST DOUBLE (tests/cli/chat_double.py), not a language model:
these tests check the chat's behaviour (history, approvals, Ctrl-C, resuming), not model
quality. Token counts it reports are estimates (4 characters per token).
"""
from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

import pytest

from edge_agent.store import Store

pexpect = pytest.importorskip("pexpect")

ROOT = Path(__file__).resolve().parents[2]
DRIVER = str(ROOT / "tests" / "cli" / "chat_double.py")
TOOLS = '''from edge_agent import tool

@tool
def send_note(to: str, text: str) -> str:
    """Send a short note to someone by e-mail."""
    return f"sent to {to}"
'''


@pytest.fixture
def ws(tmp_path):
    d = tmp_path / "ws"
    d.mkdir()
    (d / "data.csv").write_text("a,b\n1,2\n3,4\n5,6\n")
    return d


def _ignore_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def spawn(scenario: str, *args: str, db: Path, timeout: int = 60, tools: Path | None = None,
          sigint_ignored: bool = False, **double: str):
    """`double`: the slow double's hand-shakes (CHAT_GO_FILE, CHAT_HOLD_AFTER; chat_double.SlowScripted).
    `sigint_ignored`: start the chat with SIGINT ignored, as a shell does for a job started with `&`."""
    env = {**os.environ, "CHAT_SCENARIO": scenario, "PYTHONPATH": str(ROOT), "TERM": "xterm", **double}
    if tools is not None:
        env["CHAT_TOOLS"] = str(tools)
    return pexpect.spawn(sys.executable, [DRIVER, "chat", *args, "--db", str(db)], env=env, timeout=timeout,
                         encoding="utf-8", dimensions=(40, 200), preexec_fn=_ignore_sigint if sigint_ignored else None)


def test_two_turns_the_second_uses_the_first_and_continue_sees_them(ws, tmp_path):
    db = tmp_path / "t.db"
    child = spawn("two_turns", "-w", str(ws), db=db)
    child.expect("new session")
    child.expect_exact("you> ")
    child.sendline("How many data rows are in data.csv?")
    child.expect(r"\[1\] edge · edge-only")  # who acts and why
    child.expect_exact("→ read_file")
    child.expect("answer: 3 data rows")
    child.expect("session .*1 turn\\(s\\) · cloud 0 calls")  # the footer
    child.expect_exact("you> ")
    child.sendline("Write that number to n.txt")
    child.expect("answer: wrote it")
    child.expect_exact("you> ")
    child.sendline("/exit")
    child.expect(pexpect.EOF)
    assert (ws / "n.txt").read_text() == "3"  # only the first turn's answer said 3

    # A new process: --continue resumes the session and the model sees the earlier turns.
    child = spawn("continue", "--continue", db=db)
    child.expect(r"resumed \(2 turns\)")
    child.expect_exact("you> ")
    child.sendline("What did you tell me first?")
    child.expect("answer: earlier I said: 3 data rows")
    child.expect_exact("you> ")
    child.sendeof()  # Ctrl-D at the prompt ends the session
    child.expect(pexpect.EOF)
    session = Store(db).db["sessions"].rows
    assert len(list(session)) == 1


def test_an_approval_prompt_is_answered_inline(ws, tmp_path):
    tools = tmp_path / "tools.py"
    tools.write_text(TOOLS)
    db = tmp_path / "t.db"
    child = spawn("approval", "-w", str(ws), db=db, tools=tools, timeout=120)
    child.expect_exact("you> ")
    child.sendline("send bob the key")
    child.expect("approval needed: send_note would send .*APIKEY")
    child.expect_exact("allow? [y]es / [n]o / [a]lways")
    assert "sk-live" not in child.before  # the prompt shows the placeholder, not the key
    child.sendline("y")
    child.expect("approved")
    child.expect_exact("ok  sent to bob@example.org")
    child.expect("answer: sent")
    child.expect_exact("you> ")
    child.sendline("/exit")
    child.expect(pexpect.EOF)
    rows = list(Store(db).db["approvals"].rows)
    assert [(r["tool"], r["answer"]) for r in rows] == [("send_note", 1)]


@pytest.mark.parametrize("sigint_ignored", [False, True], ids=["sigint-default", "sigint-ignored-by-the-shell"])
def test_ctrl_c_stops_the_turn_not_the_session(ws, tmp_path, sigint_ignored):
    # Waits on output and state only, never on the double's speed: the model's first token
    # waits for `go` (created once the spinner is seen), and after "arrives" the model keeps
    # generating until the run stops it (chat_double.SlowScripted). A Ctrl-C that ended the
    # session would give EOF instead of "turn stopped"; one that did not stop the model call
    # would time out there. The timeout is long because a loaded machine starts slowly.
    # A job started with `&` from a non-interactive shell (CI, nohup) inherits SIGINT ignored: the chat on a
    # terminal takes Ctrl-C all the same (before the fix, the turn's ^C worked and the prompt's was never seen).
    db, go = tmp_path / "t.db", tmp_path / "go"
    child = spawn("slow", "-w", str(ws), db=db, timeout=180, sigint_ignored=sigint_ignored, CHAT_GO_FILE=str(go),
                  CHAT_HOLD_AFTER="arrives")
    child.expect_exact("you> ")
    child.sendline("tell me something long")
    child.expect("edge model thinking…")  # the spinner, until the first token
    go.touch()
    child.expect("arrives")  # tokens are on the screen while the model is still writing
    child.sendintr()
    child.expect("turn stopped \\(cancelled\\); the session goes on")
    child.expect_exact("you> ")
    child.sendline("and now something short")
    child.expect("answer: second turn done")
    child.expect_exact("you> ")
    child.sendintr()  # at the prompt: once is a hint ...
    child.expect("Ctrl-C again")
    child.expect_exact("you> ")  # back at the prompt, reading again
    child.sendintr()  # ... twice ends the session
    child.expect(pexpect.EOF)
    store = Store(db)
    runs = sorted(store.db["runs"].rows, key=lambda r: r["created_at"])
    assert [r["status"] for r in runs] == ["cancelled", "finished"]
    assert "during a model call" in runs[0]["error"]  # the generation itself was interrupted
    first = store.model_calls(runs[0]["id"])
    assert first == [] or all(c["response"] is None for c in first)


def test_run_on_a_terminal_shows_the_legend_and_a_spinner_with_the_tokens(ws, tmp_path):
    go = tmp_path / "go"  # the double's first token waits for it: the spinner is seen first, however slow the machine
    env = {**os.environ, "CHAT_SCENARIO": "slow", "PYTHONPATH": str(ROOT), "TERM": "xterm", "CHAT_GO_FILE": str(go)}
    child = pexpect.spawn(sys.executable, [DRIVER, "run", "say something", "-w", str(ws), "--db", str(tmp_path / "t.db")],
                          env=env, timeout=180, encoding="utf-8", dimensions=(40, 200))
    child.expect_exact("legend: [n] who acted")
    child.expect("step 1: edge model thinking…")
    go.touch()
    child.expect("step 1: writing .*final_answer")  # the tail of the tokens, while they are generated
    child.expect("Answer: this reply is long")
    child.expect(pexpect.EOF)
