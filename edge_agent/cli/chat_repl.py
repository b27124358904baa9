"""The chat's terminal loop: read a line, run a slash command or a turn, show the footer.

Ctrl-C during a turn is caught by a SIGINT handler that only sets the turn's cancel flag (and
refuses a pending approval), so the main thread keeps reading the run's events until the
run reports itself cancelled; at the prompt, Ctrl-C twice in a row (or Ctrl-D) ends the
session. Approval prompts are answered here, inline, for the run thread that waits on them.
"""
from __future__ import annotations

import signal
import sys
import threading

import click

from edge_agent.cli.chat_view import ChatView
from edge_agent.cli.run_cmd import make_strategy, strategy_params, store_cost

HELP = """commands:
  /help            this list
  /exit            end the session (also Ctrl-D, or Ctrl-C twice at the prompt)
  /new             start a new session (no history)
  /strategy NAME   switch strategy for the next turns (edge-only, step-route, advisor, ...)
  /cost            the session's cloud tokens, USD and what the gate redacted
Ctrl-C during a turn stops that turn; the session goes on."""


def tau_of(policy) -> float | None:
    """The strategy's entropy bar, shown next to each step's H (None when it has none)."""
    return getattr(getattr(policy, "params", None), "tau", None)


class Repl:
    def __init__(self, session, view: ChatView, inline, mode: str, *, make_agent, cloud, edge, sandbox_info):
        self.session, self.view, self.inline, self.mode = session, view, inline, mode
        self.make_agent, self.cloud, self.edge, self.sandbox_info = make_agent, cloud, edge, sandbox_info
        self._said: set[str] = set()  # one-time notes from a local edge server (no logprobs, no streaming)
        if mode == "tty":
            try:  # arrow keys and history at the prompt, where the platform has it
                import readline  # noqa: F401
            except ImportError:
                pass

    def banner(self, strategy: str, edge, cloud) -> None:
        turns = self.session.turns()
        where = f"session {self.session.session_id} resumed ({len(turns)} turns)" if turns else "new session"
        self.view.note(f"edge-agent chat · {where} · workspace {self.session.workspace} · strategy {strategy} · "
                       f"edge {getattr(edge, 'model_id', '?')}" + (f" · cloud {cloud.model_id}" if cloud else "")
                       + " · /help for commands")
        for t in turns[-5:]:
            answer = t["final_answer"] if t["status"] == "finished" else f"({t['status']})"
            self.view.note(f"  [{t['idx'] + 1}] you: {t['prompt'][:80]}  →  {str(answer)[:80]}")

    def read(self) -> str | None:
        """One message; None at the end (EOF, or Ctrl-C twice in a row at the prompt)."""
        ctrl_c = False
        while True:
            try:
                if self.mode == "tty":
                    return input("you> ")
                line = sys.stdin.readline()
                return line.rstrip("\n") if line else None
            except EOFError:
                return None
            except KeyboardInterrupt:
                if ctrl_c:
                    return None
                ctrl_c = True
                self.view.note("\n(Ctrl-C again or Ctrl-D to leave; /help for commands)")

    def loop(self) -> None:
        # On a terminal Ctrl-C is the chat's own key (stop a turn; twice at the prompt, leave), even when the shell
        # that started it ignores SIGINT (a job started with `&` or nohup inherits SIG_IGN): without this, a turn's
        # handler worked but the prompt, back under the inherited SIG_IGN, never saw the interrupt.
        takes_ctrl_c = self.mode == "tty" and threading.current_thread() is threading.main_thread()
        inherited = signal.signal(signal.SIGINT, signal.default_int_handler) if takes_ctrl_c else None
        try:
            self._loop()
        finally:
            if inherited is not None:
                signal.signal(signal.SIGINT, inherited)

    def _loop(self) -> None:
        while True:
            text = self.read()
            if text is None:
                self.view.note("bye")
                return
            text = text.strip()
            if not text:
                continue
            if text.startswith("/"):
                if self.command(text) == "exit":
                    return
                continue
            if self.mode == "plain":
                self.view.note(f"you: {text}")
            self.turn(text)

    def command(self, text: str) -> str | None:
        name, _, arg = text.partition(" ")
        if name in ("/exit", "/quit"):
            self.view.note("bye")
            return "exit"
        if name == "/help":
            self.view.note(HELP)
        elif name == "/new":
            self.session.new()
            self.view.note("new session: the next message starts without history")
        elif name == "/cost":
            self.view.footer(self.session.totals(), self.session.session_id or "(none yet)")
        elif name == "/strategy":
            self._switch(arg.strip())
        else:
            self.view.note(f"unknown command {name}; /help lists them", "error")
        return None

    def _switch(self, name: str) -> None:
        from edge_agent.errors import EdgeAgentError

        if not name:
            self.view.note(f"strategy: {self.session.agent.policy.name}")
            return
        try:
            policy = make_strategy(name, strategy_params(name, {}, ()))
            if policy.needs_cloud and self.cloud is None:
                raise click.ClickException(f"strategy {name!r} needs a cloud model; restart with --cloud")
            self.session.agent = self.make_agent(policy)
        except (click.ClickException, EdgeAgentError) as e:
            self.view.note(e.format_message() if isinstance(e, click.ClickException) else str(e), "error")
            return
        self.view.tau = tau_of(policy)
        self.view.note(f"strategy: {name} from the next turn")

    def turn(self, prompt: str) -> None:
        from edge_agent import events as ev
        from edge_agent.errors import EdgeAgentError

        cancel = threading.Event()

        def stop(signum, frame):  # Ctrl-C during a turn: stop the turn, keep the session
            if not cancel.is_set():
                cancel.set()
                if self.inline is not None:
                    self.inline.cancel()
                self.view.note("stopping this turn… (the session goes on)")

        previous = signal.signal(signal.SIGINT, stop) if threading.current_thread() is threading.main_thread() else None
        result = None
        try:
            for event in self.session.turn(prompt, cancel=cancel):
                self.view.event(event)
                if isinstance(event, ev.ApprovalRequested) and self.inline is not None:
                    self._approve(previous, cancel)
                if isinstance(event, ev.RunFinished):
                    result = event.result
        except EdgeAgentError as e:
            self.view.note(str(e), "error")
        finally:
            if previous is not None:
                signal.signal(signal.SIGINT, previous)
            if self.inline is not None:
                self.inline.reset()
            self.view.spinner.stop()
        if result is not None:
            store_cost(self.session.store, result, cloud=self.cloud, edge=self.edge,
                       extra={"sandbox": self.sandbox_info, "chat_session": self.session.session_id})
            for note in (getattr(self.edge, "entropy_note", None), getattr(self.edge, "stream_note", None)):
                if note and note not in self._said:
                    self._said.add(note)
                    self.view.note(f"note: {note}; the session goes on")
            if result.status == "context_overflow":
                self.view.note("the conversation no longer fits the model's context: /new starts a fresh session "
                               "(or restart with a larger --n-ctx)", "error")
            self.view.footer(self.session.totals(), self.session.session_id)

    def _approve(self, sigint_handler, cancel: threading.Event) -> None:
        """The request that the event announced, answered here: y / n / always."""
        request = self.inline.pending(timeout_s=10)
        if request is None:
            return
        if request.preview:
            self.view.note(f"    arguments: {request.preview[:300]}")
        answer = None
        restore = signal.signal(signal.SIGINT, signal.default_int_handler) if sigint_handler is not None else None
        try:
            for _ in range(3):
                if self.mode == "tty":
                    line = input("    allow? [y]es / [n]o / [a]lways for this tool: ")
                else:
                    self.view.note("    allow? [y]es / [n]o / [a]lways for this tool (one line)", "approval_prompt")
                    line = sys.stdin.readline() or "n"
                answer = line.strip().lower()
                if answer in ("y", "yes", "n", "no", "", "a", "always"):
                    break
        except KeyboardInterrupt:  # Ctrl-C at the approval prompt: no, and the turn stops
            answer = "n"
            cancel.set()
        except EOFError:
            answer = "n"
        finally:
            if restore is not None:
                signal.signal(signal.SIGINT, restore)
        allow = answer in ("y", "yes", "a", "always")
        self.inline.answer(allow, always=answer in ("a", "always"), tool=request.tool)
        self.view.note(f"    {'approved' if allow else 'refused'}" + (" (always, this session)"
                                                                      if answer in ("a", "always") else ""))
