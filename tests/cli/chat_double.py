"""Runs `edge-agent` with a scripted TEST DOUBLE as the edge model, for the chat tests that
drive a real process (pexpect, pipes). Not a language model: the replies are fixed below,
chosen by $CHAT_SCENARIO, and may read the conversation to prove the history reached them.

    CHAT_SCENARIO=two_turns python tests/cli/chat_double.py chat -w DIR --db DB
"""
from __future__ import annotations

import os
import re
import sys
import time

from edge_agent.cli import chat_cmd, run_cmd
from edge_agent.cli.main import cli
from edge_agent.models.scripted import ScriptedModel


def call(tool: str, **arguments) -> dict:
    return {"tool": tool, "arguments": arguments}


def _seen(messages, pattern: str) -> str:
    """The first match of `pattern` anywhere in the conversation the model was given."""
    for m in messages:
        if m.get("role") == "system":  # the protocol's own examples are not the conversation
            continue
        found = re.search(pattern, str(m.get("content") or ""))
        if found:
            return found.group(1)
    return "NOT-IN-HISTORY"


def _answer_from_history(messages) -> dict:
    # The second turn writes the number the first turn found; it can only know it from the history.
    return call("write_file", path="n.txt", content=_seen(messages, r'"answer": "(\d+) data rows"'))


HOLD_S = 120.0  # the longest a step of the double waits for the test (then it goes on, and the test fails)


class SlowScripted(ScriptedModel):
    """Streams each reply one word every `delay_s` seconds: a slow model, for Ctrl-C tests.

    Two hand-shakes with the test, so that nothing depends on how fast a loaded machine is:
    with $CHAT_GO_FILE set, no token comes before that file exists (the test creates it once it
    has seen the spinner); with $CHAT_HOLD_AFTER set, after the piece holding that word the
    model goes on "generating" (empty pieces) until the run stops it, as a long reply would."""

    def __init__(self, *a, delay_s: float = 0.3, **kw):
        super().__init__(*a, **kw)
        self.delay_s = delay_s
        self.go_file = os.environ.get("CHAT_GO_FILE")
        self.hold_after = os.environ.get("CHAT_HOLD_AFTER")

    def _wait_for(self, done) -> None:
        deadline = time.monotonic() + HOLD_S
        while not done() and time.monotonic() < deadline:
            time.sleep(0.05)

    def complete(self, messages, *, on_token=None, **kw):
        if on_token is None:
            return super().complete(messages, **kw)

        def slow(piece: str) -> None:
            if self.go_file:
                self._wait_for(lambda: os.path.exists(self.go_file))
            time.sleep(self.delay_s)
            on_token(piece)
            if self.hold_after and self.hold_after in piece:
                deadline = time.monotonic() + HOLD_S
                while time.monotonic() < deadline:  # on_token raises once the run is cancelled
                    time.sleep(0.05)
                    on_token("")

        return super().complete(messages, on_token=slow, **kw)


SCENARIOS = {
    "two_turns": lambda: ScriptedModel([
        call("read_file", path="data.csv"), call("final_answer", answer="3 data rows"),
        _answer_from_history, call("final_answer", answer="wrote it"),
    ]),
    "approval": lambda: ScriptedModel([
        call("send_note", to="bob@example.org", text="the key is sk-live-4f9a8b7c6d5e4f3a2b1c0d9e"),
        call("final_answer", answer="sent"),
    ], repeat_last=True),
    "slow": lambda: SlowScripted([
        call("final_answer", answer="this reply is long and arrives one word at a time, slowly, so that the "
                                    "user has plenty of time to press Ctrl-C before it ends"),
        call("final_answer", answer="second turn done"),
    ]),
    "continue": lambda: ScriptedModel([
        lambda messages: call("final_answer", answer="earlier I said: " + _seen(messages, r'"answer": "([^"]+)"')),
    ], repeat_last=True),
}


def build_edge(model, **kw):
    edge = SCENARIOS[os.environ["CHAT_SCENARIO"]]()
    edge.model_id = "scripted-double"
    return edge


if __name__ == "__main__":
    chat_cmd.build_edge = build_edge
    run_cmd.build_edge = build_edge
    if os.environ.get("CHAT_TOOLS"):
        sys.argv += ["--tools-file", os.environ["CHAT_TOOLS"]]
    sys.argv[0] = "edge-agent"
    cli(prog_name="edge-agent")
