"""`edge-agent run`: one task under a collaboration strategy, streamed step by step, then
the cost ledger of both sides."""
from __future__ import annotations

import contextlib
import json
import os
import sys
from typing import Any

import click

from edge_agent.cli.render import run_summary, short
from edge_agent.cli.run_live import LiveOutput, continuation, link_follow_up
from edge_agent.cli.wiring import (
    build_cloud, build_edge, build_gate, check_sandbox, cloud_options, edge_options, open_store, sandbox_options,
)

# Convenience flags -> the strategy parameter they set (see `edge-agent strategies`).
_FLAG_PARAMS = {"tau": "tau", "tau_low": "tau_low", "hysteresis": "hysteresis",
                "cloud_budget_steps": "max_cloud_steps", "cloud_budget_usd": "max_cloud_usd",
                "route_threshold": "threshold"}


def _param_value(text: str) -> Any:
    """`--param k=v` values: JSON where it parses (numbers, true/false, null), else a string;
    pydantic then validates and coerces against the strategy's Params."""
    try:
        return json.loads(text)
    except ValueError:
        return text


def strategy_params(strategy: str, flags: dict[str, Any], pairs: tuple[str, ...]) -> dict[str, Any]:
    """Parameters for `strategy` from the convenience flags and `--param key=value` pairs."""
    from edge_agent.router.policy import registered

    cls = registered().get(strategy)
    if cls is None:
        raise click.ClickException(f"unknown strategy {strategy!r}; known: {', '.join(registered())}")
    fields = cls.Params.model_fields
    params: dict[str, Any] = {}
    for flag, value in flags.items():
        if value is None:
            continue
        name = _FLAG_PARAMS[flag]
        if name not in fields:
            raise click.ClickException(f"--{flag.replace('_', '-')} does not apply to strategy {strategy!r} "
                                       f"(its parameters: {', '.join(fields) or 'none'})")
        params[name] = value
    for pair in pairs:
        key, sep, value = pair.partition("=")
        key = key.strip().replace("-", "_")
        if not sep or not key:
            raise click.ClickException(f"--param wants KEY=VALUE, got {pair!r}")
        params[key] = _param_value(value.strip())
    return params


def make_strategy(strategy: str, params: dict[str, Any]):
    """The strategy with its parameters; the user's calibrated thresholds (`edge-agent
    calibrate`) fill the ones not given. The library never reads that file on its own."""
    from pydantic import ValidationError

    from edge_agent.router.policy import make_policy

    try:
        policy = make_policy(strategy, **params)
    except ValidationError as e:
        why = "; ".join(f"{'.'.join(str(p) for p in err['loc']) or 'params'}: {err['msg']}" for err in e.errors())
        raise click.ClickException(f"bad parameters for strategy {strategy!r}: {why}") from None
    policy.load_calibration()
    return policy


def load_tools(tools_files: tuple[str, ...], mcp_specs: tuple[str, ...], sandbox_mode: str = "workspace-write"):
    """(tools, MCP servers) from --tools-file and --mcp; the built-in workspace tools first."""
    from edge_agent.errors import EdgeAgentError
    from edge_agent.tools import load_tools_file, workspace_tools

    try:
        tools = workspace_tools(sandbox_mode)  # without an OS sandbox, run_shell is not offered
        for path in tools_files:
            tools += load_tools_file(path)
        servers = []
        if mcp_specs:
            from edge_agent.tools.mcp import MCPServer

            servers = [MCPServer.from_spec(spec) for spec in mcp_specs]
    except EdgeAgentError as e:
        raise click.ClickException(str(e)) from None
    return tools, servers


def cost_ledger(steps, *, cloud_price=None, edge_parameters: int | None = None):
    from edge_agent.router.costs import CostLedger

    return CostLedger.from_steps(steps, cloud_price=cloud_price, edge_parameters=edge_parameters)


def store_cost(store, result, *, cloud=None, edge=None, extra: dict | None = None) -> dict[str, Any]:
    """Price the run's steps and add the ledger to the stored run's metrics; the totals.
    Done here because prices and parameter counts are wiring, known to the CLI, not the loop."""
    ledger = cost_ledger(result.steps, cloud_price=getattr(cloud, "price", None),
                         edge_parameters=getattr(edge, "params", None))
    totals = ledger.totals()
    result.metrics = {**result.metrics, "cost": totals, **(extra or {})}
    with store.db.conn:
        store.db.execute("update runs set metrics_json = ? where id = ?",
                         [json.dumps(result.metrics, ensure_ascii=False, default=str), result.run_id])
    return totals


def _flops(n: int | None) -> str:
    if n is None:
        return "FLOPs unknown"
    for unit, scale in (("PFLOP", 1e15), ("TFLOP", 1e12), ("GFLOP", 1e9)):
        if n >= scale:
            return f"{n / scale:.2f} {unit}"
    return f"{n} FLOP"


def ledger_lines(totals: dict[str, Any]) -> list[str]:
    price = totals.get("cloud_price")
    usd = totals.get("cloud_usd")
    cost = "USD unknown (no price for this model; see docs/cloud.md)" if usd is None else f"${usd:.6f}"
    if price:
        cost += f" at ${price['input']:g} in / ${price['cached_input']:g} cached / ${price['output']:g} out per M"
    return [
        f"cloud: {totals['cloud_calls']} calls, {totals['cloud_raw_tokens']} raw + {totals['cloud_cached_tokens']} cached "
        f"prompt tokens, {totals['cloud_output_tokens']} output tokens, {cost}",
        f"edge:  {totals['edge_calls']} calls, {totals['edge_evaluated_tokens']} evaluated of "
        f"{totals['edge_prompt_tokens']} prompt tokens + {totals['edge_completion_tokens']} generated, "
        f"{totals['edge_wall_s']:.1f}s, {_flops(totals['edge_flops'])}",
    ]


@click.command("run")
@click.argument("prompt")
@click.option("--workspace", "-w", type=click.Path(file_okay=False, exists=True), default=None,
              help="Folder the agent may read and write. Nothing outside it is reachable by the file tools. "
                   "Required, except with --continue (then: the previous run's).")
@click.option("--continue", "-c", "follow_up", is_flag=True,
              help="Follow up on the last finished run: its conversation is this run's context.")
@edge_options
@click.option("--strategy", "-s", default="edge-only", show_default=True,
              help="Collaboration strategy: edge-only, cloud-only, sketch, task-route, step-route, advisor, delegate "
                   "(`edge-agent strategies` lists them with their parameters).")
@cloud_options
@click.option("--cloud-threads", type=click.IntRange(1, 256), default=None,
              help="Threads of the local cloud stand-in (default: half the cores).")
@click.option("--tau", type=click.FloatRange(0), default=None, help="step-route: escalate above this first-token entropy.")
@click.option("--tau-low", type=click.FloatRange(0), default=None,
              help="step-route: lower bar while escalated (hysteresis band).")
@click.option("--hysteresis", type=click.IntRange(0), default=None,
              help="step-route: steps that stay on the cloud after an escalation.")
@click.option("--cloud-budget-steps", type=click.IntRange(0), default=None, help="step-route: most cloud steps per run.")
@click.option("--cloud-budget-usd", type=click.FloatRange(0), default=None, help="step-route: most cloud USD per run.")
@click.option("--route-threshold", type=click.FloatRange(0, 1), default=None,
              help="task-route: router score above which the task goes to the cloud.")
@click.option("--param", "-p", "params", multiple=True, metavar="KEY=VALUE",
              help="Any strategy parameter, validated by the strategy (repeatable), e.g. -p max_advice=3.")
@click.option("--max-steps", type=click.IntRange(1, 500), default=20, show_default=True, help="Step limit.")
@click.option("--time-limit", type=click.FloatRange(1), default=900, show_default=True, help="Wall-clock limit in seconds.")
@click.option("--max-tokens", type=click.IntRange(16, 8192), default=512, show_default=True,
              help="Tokens the model may generate per step.")
@click.option("--system", "system_text", default=None, metavar="TEXT",
              help="Extra instructions appended to the agent's system prompt (the tool protocol stays).")
@click.option("--temperature", type=click.FloatRange(0, 2), default=0.0, show_default=True,
              help="Sampling temperature of every model call (0 = greedy).")
@click.option("--seed", type=int, default=None, help="Sampling seed of the edge model, for repeatable runs.")
@click.option("--db", type=click.Path(dir_okay=False), help="Trace store (default: $EDGE_AGENT_DB or the user data dir).")
@click.option("--tools-file", "tools_files", multiple=True, type=click.Path(dir_okay=False),
              help="A Python file whose @tool functions (or TOOLS list) the agent may call, besides the "
                   "workspace tools (repeatable). Function tools are external sinks unless they say otherwise.")
@click.option("--mcp", "mcp_specs", multiple=True, metavar='"CMD ARGS"|URL',
              help="Tools from an MCP server: a command run over stdio, or a streamable-HTTP URL (repeatable; "
                   "needs the mcp extra). MCP tools are external sinks; their results are untrusted.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object per step, then a result object.")
@click.option("--approve", type=click.Choice(["ask", "auto", "deny"]), default=None,
              help="Who approves a sensitive value leaving through a tool (mail, network): ask on this terminal, "
                   "auto (a policy: never keys or tainted data), deny. Default: ask on a terminal, else deny.")
@click.option("--internal-domain", "internal_domains", multiple=True, metavar="DOMAIN",
              help="Mail to this domain stays inside the organisation (no approval needed). Repeatable.")
@click.option("--strict-taint", is_flag=True,
              help="Also ask before content read from web pages or incoming mail goes to an external sink.")
@sandbox_options
def run_cmd(prompt, workspace, follow_up, model, n_ctx, threads, gpu_layers, strategy, cloud, cloud_model, cloud_key_env,
            privacy_mode, cloud_threads, tau, tau_low, hysteresis, cloud_budget_steps, cloud_budget_usd,
            route_threshold, params, max_steps, time_limit, max_tokens, system_text, temperature, seed, db, tools_files,
            mcp_specs, as_json, approve, internal_domains, strict_taint, sandbox_mode, allow_network):
    """Run PROMPT as a task in WORKSPACE on the local edge model, under a strategy.

    A legend line comes first; each step is printed as it happens: who acted (edge or
    cloud) and why, the tool and its arguments, a short observation, tokens
    (evaluated/prompt+generated) and the first-token entropy H; on a terminal a spinner
    shows the model's tokens while it works. --continue follows up on the last finished
    run (`edge-agent chat --continue` resumes the same conversation). Then the cost ledger:
    cloud raw/cached/output tokens and USD (prices: edge_agent/router/prices.json, overridden
    by $EDGE_AGENT_PRICES), edge tokens, wall time and FLOPs. Everything leaving the device goes through the privacy gate.
    Exit status 0 when the agent gave a final answer, 1 otherwise.

    \b
    Example:
      edge-agent run "Write the number of data rows in data.csv to report.txt" -w ./demo
      edge-agent run "..." -w ./demo --strategy step-route --cloud qwen2.5-coder-1.5b-instruct --tau 0.8
      edge-agent run "..." -w ./demo -s advisor --cloud glm --cloud-model glm-4.6 -p max_advice=3
      edge-agent run "..." -w ./demo --tools-file my_tools.py --mcp "python my_mcp_server.py"
      edge-agent run --continue "Now write that number to report.txt"
    """
    from edge_agent.agent import Agent
    from edge_agent.approvals import ApprovalError, make_approver
    from edge_agent.egress import EgressSettings
    from edge_agent.errors import EdgeAgentError

    if not prompt.strip():  # before any model loads: an empty task is the user's mistake, not the model's
        raise click.ClickException("the prompt is empty: say what the agent should do, e.g. "
                                   "edge-agent run \"Count the rows in data.csv\" -w ./folder")
    approve = approve or ("ask" if sys.stdin.isatty() else "deny")
    try:  # a misconfigured approval mode is a one-line error before anything starts
        make_approver(approve)
    except ApprovalError as e:
        raise click.ClickException(str(e))
    egress = EgressSettings(approve=approve, strict_taint=strict_taint, internal_domains=tuple(internal_domains))
    flags = dict(tau=tau, tau_low=tau_low, hysteresis=hysteresis, cloud_budget_steps=cloud_budget_steps,
                 cloud_budget_usd=cloud_budget_usd, route_threshold=route_threshold)
    policy = make_strategy(strategy, strategy_params(strategy, flags, params))
    if policy.needs_cloud and not cloud:
        raise click.ClickException(f"strategy {strategy!r} needs a cloud model: add --cloud URL|PROVIDER|MODEL_ID")
    store = open_store(db)
    previous, history, session_id = continuation(store) if follow_up else (None, [], None)
    workspace = workspace or (previous or {}).get("workspace")
    if not workspace or not os.path.isdir(workspace):
        raise click.ClickException("say which folder the agent works in: -w DIR" if not workspace else
                                   f"the previous run's workspace {workspace} is not a folder any more; give -w DIR")
    sandbox_info = check_sandbox(sandbox_mode, allow_network)
    tools, mcp_servers = load_tools(tools_files, mcp_specs, sandbox_mode)

    edge = None
    said_no_entropy = False

    said_no_stream = False

    def entropy_note():  # once, after any event: a local server without log-probabilities or streaming
        nonlocal said_no_entropy, said_no_stream
        note = getattr(edge, "entropy_note", None)
        if note and strategy == "step-route" and not said_no_entropy:
            said_no_entropy = True  # one line, once; the run goes on with the edge acting
            click.echo(f"step-route: {note}; steps stay on the edge (no entropy to route on)", err=True)
        if getattr(edge, "stream_note", None) and not said_no_stream:
            said_no_stream = True
            click.echo(f"note: {edge.stream_note}", err=True)

    live = LiveOutput(as_json=as_json, on_line=entropy_note)
    if previous is not None:
        click.echo(f"following up on run {previous['id']}: {short(previous['prompt'] or '', 70)}", err=True)

    with contextlib.ExitStack() as stack:
        cloud_model_obj = build_cloud(cloud, stack, model=cloud_model, key_env=cloud_key_env, threads=cloud_threads)
        gate = build_gate(store, privacy_mode) if cloud_model_obj is not None else None
        if cloud_model_obj is not None and hasattr(policy, "cloud_price"):
            policy.cloud_price = getattr(cloud_model_obj, "price", None)  # for step-route's USD budget
        edge = build_edge(model, n_ctx=n_ctx, threads=threads, gpu_layers=gpu_layers, seed=seed)
        live.legend()  # once the models are there: a setup error stays the first line
        try:
            agent = Agent(edge, tools=tools, policy=policy, cloud=cloud_model_obj, gate=gate, store=store,
                          max_steps=max_steps, time_limit_s=time_limit, max_tokens=max_tokens, temperature=temperature,
                          on_event=live.show, mcp_servers=mcp_servers, sandbox_mode=sandbox_mode,
                          allow_network=allow_network, egress=egress)
            result = agent.run(prompt, workspace=workspace, system_extra=system_text or "", history=history)
        except EdgeAgentError as e:  # bad input, an MCP server that would not start: one line
            raise click.ClickException(str(e)) from None
        finally:
            live.close()
    totals = store_cost(store, result, cloud=cloud_model_obj, edge=edge, extra={"sandbox": sandbox_info})
    if previous is not None:
        session_id = link_follow_up(store, previous, session_id, result.run_id, prompt)
    summary = run_summary(result)
    if as_json:
        click.echo(json.dumps({**summary, "strategy": strategy, "metrics": result.metrics}, ensure_ascii=False, default=str))
    else:
        click.echo("")
        if result.ok:
            click.echo(f"Answer: {result.final_answer}")
        else:
            click.echo(f"Run ended without an answer: {result.status}" + (f" ({result.error})" if result.error else ""), err=True)
        click.echo(f"run {result.run_id} ({strategy}): {len(result.steps)} steps ({summary['cloud_steps']} on the cloud), "
                   f"{result.wall_s:.1f}s. `edge-agent logs {result.run_id}` shows it again.")
        for line in ledger_lines(totals):
            click.echo(line)
    sys.exit(0 if result.ok else 1)
