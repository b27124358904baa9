"""`edge-agent run`: one task, streamed step by step."""
from __future__ import annotations

import json
import sys

import click

from edge_agent.cli.render import run_summary, step_dict, step_line
from edge_agent.cli.wiring import DEFAULT_EDGE, edge_options, open_store, build_edge


@click.command("run")
@click.argument("prompt")
@click.option("--workspace", "-w", type=click.Path(file_okay=False, exists=True), required=True,
              help="Folder the agent may read and write. Nothing outside it is reachable by the file tools.")
@edge_options
@click.option("--max-steps", type=click.IntRange(1, 500), default=20, show_default=True, help="Step limit.")
@click.option("--time-limit", type=click.FloatRange(1), default=900, show_default=True, help="Wall-clock limit in seconds.")
@click.option("--max-tokens", type=click.IntRange(16, 8192), default=512, show_default=True,
              help="Tokens the model may generate per step.")
@click.option("--db", type=click.Path(dir_okay=False), help="Trace store (default: $EDGE_AGENT_DB or the user data dir).")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object per step, then a result object.")
def run_cmd(prompt, workspace, model, n_ctx, threads, gpu_layers, max_steps, time_limit, max_tokens, db, as_json):
    """Run PROMPT as a task in WORKSPACE on the local edge model.

    Each step is printed as it happens: who acted, the tool and its arguments, a short
    observation, tokens (evaluated/prompt+generated) and the first-token entropy H.
    Exit status 0 when the agent gave a final answer, 1 otherwise.

    \b
    Example:
      edge-agent run "Write the number of data rows in data.csv to report.txt" -w ./demo
    """
    from edge_agent.agent import Agent, AgentError

    store = open_store(db)
    edge = build_edge(model, n_ctx=n_ctx, threads=threads, gpu_layers=gpu_layers)

    def show(step):
        if as_json:
            click.echo(json.dumps(step_dict(step), ensure_ascii=False))
        else:
            click.echo(step_line(step))
        sys.stdout.flush()

    try:
        agent = Agent(edge, store=store, max_steps=max_steps, time_limit_s=time_limit, max_tokens=max_tokens, on_step=show)
        result = agent.run(prompt, workspace=workspace)
    except AgentError as e:
        raise click.ClickException(str(e))
    summary = run_summary(result)
    if as_json:
        click.echo(json.dumps(summary, ensure_ascii=False))
    else:
        click.echo("")
        if result.ok:
            click.echo(f"Answer: {result.final_answer}")
        else:
            click.echo(f"Run ended without an answer: {result.status}" + (f" ({result.error})" if result.error else ""), err=True)
        click.echo(f"run {result.run_id}: {len(result.steps)} steps, {result.wall_s:.1f}s, edge tokens evaluated "
                   f"{summary['edge_evaluated_tokens']} of {summary['edge_prompt_tokens']} prompt + "
                   f"{summary['edge_completion_tokens']} generated. `edge-agent logs {result.run_id}` shows it again.")
    sys.exit(0 if result.ok else 1)
