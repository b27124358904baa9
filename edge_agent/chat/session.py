"""ChatSession: one conversation, each turn a full agent run that starts from the history.

Why each turn is a run of its own: the run is the unit everything else already understands
(the trace store, `edge-agent logs`, the cost ledger, the egress ledger, the policies'
per-run state), so a chat turn is inspected, priced and audited exactly like `run`. The
session only adds order: `Sessions.history()` rebuilds the earlier turns' messages from
their stored steps and `Agent.stream(history=...)` places them before the new prompt.

Stopping a turn: the caller sets `cancel`; a streaming edge model stops at its next token
(the agent raises from the token callback), any other call at its end, and the run is
recorded with status "cancelled". The session goes on.
"""
from __future__ import annotations

import threading
from pathlib import Path
from typing import Iterator

from edge_agent import events as ev
from edge_agent.store import Store
from edge_agent.store.sessions import Sessions


class ChatSession:
    def __init__(self, agent, store: Store, *, workspace: str | Path, session_id: str | None = None,
                 system_extra: str = "", kind: str = "chat"):
        self.agent, self.store = agent, store
        self.sessions = Sessions(store)
        self.workspace = str(Path(workspace).expanduser().resolve())
        self.session_id = session_id
        self.system_extra, self.kind = system_extra, kind

    def new(self) -> None:
        """The next turn starts a new session (no history)."""
        self.session_id = None

    def turns(self) -> list[dict]:
        return self.sessions.turns(self.session_id) if self.session_id else []

    def totals(self) -> dict:
        if self.session_id is None:
            return {"turns": 0, "cloud_calls": 0, "cloud_raw_tokens": 0, "cloud_cached_tokens": 0,
                    "cloud_output_tokens": 0, "cloud_usd": 0.0, "usd_known": True, "redacted": {},
                    "edge_completion_tokens": 0}
        return self.sessions.totals(self.session_id)

    def turn(self, prompt: str, *, cancel: threading.Event | None = None) -> Iterator[ev.Event]:
        """Run `prompt` with the conversation so far as its context; yields the run's events
        (the last is RunFinished). Bad input raises before the first event."""
        history = self.sessions.history(self.session_id) if self.session_id else []
        stream = self.agent.stream(prompt, workspace=self.workspace, cancel=cancel, history=history,
                                   system_extra=self.system_extra)
        for event in stream:
            if isinstance(event, ev.RunStarted):
                if self.session_id is None:
                    self.session_id = self.sessions.create(workspace=self.workspace, strategy=event.strategy,
                                                           edge_model=event.edge_model, kind=self.kind)
                self.sessions.add_turn(self.session_id, event.run_id, prompt)
            yield event
