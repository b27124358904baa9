"""`edge-agent chat`: a conversation with the agent in a workspace, one turn per message.

Thin on purpose: turns are runs (edge_agent.chat.ChatSession), the output is ChatView's, and
the models come from the same wiring as `run`. What lives here is the terminal: reading
lines, slash commands, Ctrl-C (stops the turn, not the session; twice at the prompt, or
Ctrl-D, ends it) and approval prompts answered inline.
"""
from __future__ import annotations

import contextlib
import signal
import sys
import threading
from pathlib import Path

import click

from edge_agent.cli.chat_view import ChatView
from edge_agent.cli.live import Spinner, is_tty
from edge_agent.cli.run_cmd import load_tools, make_strategy, strategy_params, store_cost
from edge_agent.cli.wiring import (build_cloud, build_edge, build_gate, check_sandbox, cloud_options, edge_options,
                                   open_store, sandbox_options)

HELP = """commands:
  /help            this list
  /exit            end the session (also Ctrl-D, or Ctrl-C twice at the prompt)
  /new             start a new session (no history)
  /strategy NAME   switch strategy for the next turns (edge-only, step-route, advisor, ...)
  /cost            the session's cloud tokens, USD and what the gate redacted
Ctrl-C during a turn stops that turn; the session goes on."""


@click.command("chat")
@click.option("--workspace", "-w", type=click.Path(file_okay=False, exists=True), default=None,
              help="Folder the agent may read and write (default when resuming: the session's).")
@edge_options
@click.option("--strategy", "-s", default=None, help="Collaboration strategy (default: the session's, else edge-only).")
@cloud_options
@click.option("--cloud-threads", type=click.IntRange(1, 256), default=None, help="Threads of the local cloud stand-in.")
@click.option("--param", "-p", "params", multiple=True, metavar="KEY=VALUE", help="A strategy parameter (repeatable).")
@click.option("--max-steps", type=click.IntRange(1, 500), default=12, show_default=True, help="Step limit per turn.")
@click.option("--max-tokens", type=click.IntRange(16, 8192), default=512, show_default=True,
              help="Tokens the model may generate per step.")
@click.option("--system", "system_text", default=None, metavar="TEXT", help="Extra instructions for the agent.")
@click.option("--temperature", type=click.FloatRange(0, 2), default=0.0, show_default=True)
@click.option("--seed", type=int, default=None, help="Sampling seed of the edge model.")
@click.option("--db", type=click.Path(dir_okay=False), help="Trace store (default: $EDGE_AGENT_DB or the user data dir).")
@click.option("--tools-file", "tools_files", multiple=True, type=click.Path(dir_okay=False),
              help="A Python file of @tool functions the agent may call (repeatable).")
@click.option("--continue", "-c", "resume", is_flag=True, help="Resume the most recent session.")
@click.option("--session", "session_id", default=None, metavar="ID", help="Resume the session ID (a prefix will do).")
@click.option("--approve", type=click.Choice(["ask", "auto", "deny"]), default="ask", show_default=True,
              help="Who approves a sensitive value leaving through a tool: ask (here, inline), auto, deny.")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per event (tokens included).")
@sandbox_options
def chat_cmd(workspace, model, n_ctx, threads, gpu_layers, strategy, cloud, cloud_model, cloud_key_env, privacy_mode,
             cloud_threads, params, max_steps, max_tokens, system_text, temperature, seed, db, tools_files, resume,
             session_id, approve, as_json, sandbox_mode, allow_network):
    """Talk to the agent about WORKSPACE, turn after turn; each turn may call tools.

    Tokens appear as they are generated; each step says who acted and why, the tool call and
    what it returned; each turn ends with the session's cloud tokens, USD and redactions.
    Sessions are stored in the trace store: --continue resumes the last, --session ID one.
    Piped (stdin not a terminal): one message per line in, one line per event out.

    \b
    Example:
      edge-agent chat -w ./demo
      edge-agent chat --continue
      printf 'How many rows in data.csv?\\nWrite that number to n.txt\\n' | edge-agent chat -w ./demo
    """
    from edge_agent.agent import Agent
    from edge_agent.approvals import InlineApprover
    from edge_agent.chat import ChatSession
    from edge_agent.egress import EgressSettings
    from edge_agent.errors import EdgeAgentError
    from edge_agent.store.sessions import Sessions

    if resume and session_id:
        raise click.ClickException("give --continue or --session ID, not both")
    store = open_store(db)
    stored = None
    try:
        if session_id:
            stored = Sessions(store).get(session_id)
        elif resume:
            stored = Sessions(store).last()
            if stored is None:
                raise click.ClickException("no earlier session to continue; start one with edge-agent chat -w DIR")
    except EdgeAgentError as e:
        raise click.ClickException(str(e)) from None
    workspace = workspace or (stored or {}).get("workspace")
    if not workspace:
        raise click.ClickException("say which folder the agent works in: edge-agent chat -w DIR")
    if not Path(workspace).is_dir():
        raise click.ClickException(f"the session's workspace {workspace} is not a folder any more; give -w DIR")
    strategy = strategy or (stored or {}).get("strategy") or "edge-only"
    policy = make_strategy(strategy, strategy_params(strategy, {}, params))
    if policy.needs_cloud and not cloud:
        raise click.ClickException(f"strategy {strategy!r} needs a cloud model: add --cloud URL|PROVIDER|MODEL_ID")

    interactive = is_tty(sys.stdin) and is_tty(sys.stdout)
    mode = "json" if as_json else "tty" if interactive else "plain"
    inline = InlineApprover() if approve == "ask" else None
    egress = EgressSettings(approve=inline if inline is not None else approve, detector=egress_detector(cloud))
    sandbox_info = check_sandbox(sandbox_mode, allow_network)  # says once if run_shell is not offered here
    tools, mcp_servers = load_tools(tools_files, (), sandbox_mode)

    with contextlib.ExitStack() as stack:
        cloud_obj = build_cloud(cloud, stack, model=cloud_model, key_env=cloud_key_env, threads=cloud_threads)
        gate = build_gate(store, privacy_mode) if cloud_obj is not None else None
        edge = build_edge(model, n_ctx=n_ctx, threads=threads, gpu_layers=gpu_layers, seed=seed)

        def make_agent(pol):
            if cloud_obj is not None and hasattr(pol, "cloud_price"):
                pol.cloud_price = getattr(cloud_obj, "price", None)
            return Agent(edge, tools=tools, policy=pol, cloud=cloud_obj, gate=gate, store=store, max_steps=max_steps,
                         max_tokens=max_tokens, temperature=temperature, sandbox_mode=sandbox_mode,
                         allow_network=allow_network, egress=egress)

        try:
            session = ChatSession(make_agent(policy), store, workspace=workspace,
                                  session_id=stored["id"] if stored else None, system_extra=system_text or "")
        except EdgeAgentError as e:
            raise click.ClickException(str(e)) from None
        view = ChatView(sys.stdout, mode, tau=_tau(policy), spinner=Spinner(sys.stderr, enabled=mode == "tty"))
        repl = _Repl(session, view, inline, mode, make_agent=make_agent, cloud=cloud_obj, edge=edge,
                     sandbox_info=sandbox_info)
        repl.banner(strategy, edge, cloud_obj)
        repl.loop()


def egress_detector(cloud: str | None):
    """Without a cloud there is no gate, and so no gate detector: the egress rule still needs
    one to see a key or an address leaving through a tool. Presidio loads on first use only."""
    if cloud:
        return None  # the gate's
    from edge_agent.privacy.detect import Detector

    return Detector()


def _tau(policy) -> float | None:
    return getattr(getattr(policy, "params", None), "tau", None)


class _Repl:
    def __init__(self, session, view: ChatView, inline, mode: str, *, make_agent, cloud, edge, sandbox_info):
        self.session, self.view, self.inline, self.mode = session, view, inline, mode
        self.make_agent, self.cloud, self.edge, self.sandbox_info = make_agent, cloud, edge, sandbox_info

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
        self.view.tau = _tau(policy)
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
