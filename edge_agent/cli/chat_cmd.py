"""`edge-agent chat`: a conversation with the agent in a workspace, one turn per message.

Thin on purpose: turns are runs (edge_agent.chat.ChatSession), the output is ChatView's, the
terminal loop (slash commands, Ctrl-C, inline approvals) is chat_repl's, and the models come
from the same wiring as `run`. What lives here: options, resuming a stored session, `--list`.
"""
from __future__ import annotations

import contextlib
import sys
from pathlib import Path

import click

from edge_agent.cli.chat_repl import Repl, tau_of
from edge_agent.cli.chat_view import ChatView
from edge_agent.cli.live import Spinner, is_tty
from edge_agent.cli.run_cmd import load_tools, make_strategy, strategy_params
from edge_agent.cli.wiring import (build_cloud, build_edge, build_gate, check_sandbox, cloud_options, edge_options,
                                   open_store, sandbox_options)

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
@click.option("--approve", type=click.Choice(["ask", "auto", "deny"]), default=None,
              help="Who approves a sensitive value leaving through a tool: ask (inline; piped, the next input line "
                   "is the answer), auto, deny. Default: ask on a terminal, else deny.")
@click.option("--list", "list_sessions", is_flag=True, help="List recent sessions and exit.")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per event (tokens included).")
@sandbox_options
def chat_cmd(workspace, model, n_ctx, threads, gpu_layers, strategy, cloud, cloud_model, cloud_key_env, privacy_mode,
             cloud_threads, params, max_steps, max_tokens, system_text, temperature, seed, db, tools_files, resume,
             session_id, approve, list_sessions, as_json, sandbox_mode, allow_network):
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
    if list_sessions:
        _list(db, as_json)
        return
    store = open_store(db)
    stored = None
    try:
        sessions = Sessions(store)
        if session_id:
            stored = sessions.get(session_id)
        elif resume:
            stored = sessions.last()
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
    approve = approve or ("ask" if interactive else "deny")
    inline = InlineApprover() if approve == "ask" else None
    egress = EgressSettings(approve=inline if inline is not None else approve)  # no gate: the agent's LazyDetector
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
        view = ChatView(sys.stdout, mode, tau=tau_of(policy), spinner=Spinner(sys.stderr, enabled=mode == "tty"))
        repl = Repl(session, view, inline, mode, make_agent=make_agent, cloud=cloud_obj, edge=edge,
                     sandbox_info=sandbox_info)
        repl.banner(strategy, edge, cloud_obj)
        repl.loop()


def _list(db: str | None, as_json: bool) -> None:
    """Recent sessions, newest first; read-only (a missing store is an empty list)."""
    import json

    from edge_agent.store import Store, StoreError
    from edge_agent.store.sessions import Sessions

    try:
        store = Store(db, readonly=True)
        sessions = Sessions(store) if "sessions" in store.db.table_names() else None
        rows = [{**s, "turns": len(sessions.turns(s["id"]))} for s in sessions.recent()] if sessions else []
    except StoreError:
        rows = []
    if as_json:
        click.echo(json.dumps(rows, ensure_ascii=False, indent=2))
        return
    if not rows:
        click.echo("no sessions yet; start one with edge-agent chat -w DIR")
    for s in rows:
        click.echo(f"{s['id']}  {s['updated_at'][:16].replace('T', ' ')}  {s['turns']:>3} turns  {s['kind']:<4}  "
                   f"{s['title'][:50]}  ({s['workspace']})")
