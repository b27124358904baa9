"""What `edge-agent run` shows while it works, and what `run --continue` follows up on.

Live output: a legend line first (so `H=`, `GFLOP` and `$` are explained where they appear),
then on a terminal a spinner on stderr while a model works, carrying the tail of the tokens
as they are generated; the step line replaces it when the step ends. Piped, none of that:
whole lines only.

Continuing: `run --continue` follows up on the last finished run. Its history is that run's
conversation (the whole session when the run was already a turn of one), and the new run is
stored as the next turn of that session, so `chat --continue` and a second `run --continue`
both see it.
"""
from __future__ import annotations

import sys
from typing import Any, Callable

import click

from edge_agent import events as ev
from edge_agent.cli.live import LEGEND, Spinner
from edge_agent.cli.render import event_json, event_text

_WAITING = {"edge": "edge model thinking…", "cloud": "cloud model working…", "advise": "asking the cloud for advice…"}


class LiveOutput:
    """`show(event)` for Agent(on_event=...): step lines, and the spinner on a terminal."""

    def __init__(self, *, as_json: bool, spinner: Spinner | None = None, on_line: Callable[[], None] | None = None):
        self.as_json = as_json
        self.spinner = spinner if spinner is not None else Spinner(sys.stderr, enabled=False if as_json else None)
        self.on_line = on_line
        self._tail = ""

    def legend(self) -> None:
        if not self.as_json:
            click.echo(LEGEND)

    def show(self, event: ev.Event) -> None:
        if isinstance(event, ev.StepDecided):
            self._tail = ""
            self.spinner.start(f"step {event.step + 1}: {_WAITING.get(event.route, 'working…')}")
        elif isinstance(event, ev.Token):
            self._tail = (self._tail + event.text)[-60:]
            self.spinner.label = f"step {event.step + 1}: writing " + " ".join(self._tail.split())
        elif isinstance(event, ev.ToolCalled):
            self.spinner.label = f"step {event.step + 1}: running {event.tool}…"
        text = event_json(event) if self.as_json else event_text(event)
        if text is not None:
            self.spinner.stop()
            click.echo(text)
        if self.on_line is not None:
            self.on_line()
        sys.stdout.flush()

    def close(self) -> None:
        self.spinner.stop()


def continuation(store) -> tuple[dict, list[dict[str, Any]], str | None]:
    """(the last finished run, the history to give the follow-up, its session id or None)."""
    from edge_agent.store.sessions import Sessions, run_messages

    sessions = Sessions(store)
    previous = sessions.last_finished_run()
    if previous is None:
        raise click.ClickException("no finished run to continue; run a task first (edge-agent run PROMPT -w DIR)")
    sid = sessions.session_of_run(previous["id"])
    if sid is None:
        return previous, run_messages(store, previous["id"]), None
    history: list[dict[str, Any]] = []
    for turn in sessions.turns(sid):
        history += run_messages(store, turn["run_id"])
        if turn["run_id"] == previous["id"]:
            break
    return previous, history, sid


def link_follow_up(store, previous: dict, session_id: str | None, run_id: str, prompt: str) -> str:
    """Store the follow-up as the next turn of the previous run's session (made now if the
    previous run stood alone); the session id."""
    from edge_agent.store.sessions import Sessions

    sessions = Sessions(store)
    if session_id is None:
        session_id = sessions.create(workspace=previous["workspace"], strategy=previous["strategy"] or "",
                                     edge_model=previous["edge_model"] or "", kind="run")
        sessions.add_turn(session_id, previous["id"], previous["prompt"] or "")
    sessions.add_turn(session_id, run_id, prompt)
    return session_id
