"""`edge-agent logs`: recent runs, or one run step by step, from the trace store."""
from __future__ import annotations

import json

import click

from edge_agent.cli.render import short, stored_step_line
from edge_agent.cli.wiring import open_store


@click.command("logs")
@click.argument("run_id", required=False)
@click.option("--limit", "-n", type=click.IntRange(1, 10000), default=20, show_default=True, help="How many recent runs to list.")
@click.option("--db", type=click.Path(dir_okay=False), help="Trace store (default: $EDGE_AGENT_DB or the user data dir).")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def logs_cmd(run_id, limit, db, as_json):
    """List recent runs, or show RUN_ID step by step (a unique prefix of the id is enough).

    The store is a plain SQLite file (tables runs, steps, model_calls, egress): query it
    directly with `sqlite3` or `sqlite-utils` for anything this view does not show.
    """
    from edge_agent.store import StoreError

    store = open_store(db)
    if run_id is None:
        runs = store.recent_runs(limit)
        if as_json:
            click.echo(json.dumps(runs, ensure_ascii=False, indent=1))
            return
        if not runs:
            click.echo(f"no runs yet in {store.path}")
            return
        click.echo(f"{'run id':<23} {'status':<16} {'steps':>5} {'wall s':>7} {'strategy':<10} prompt")
        for r in runs:
            click.echo(f"{r['id']:<23} {r['status'] or '':<16} {r['steps'] or 0:>5} {r['wall_s'] or 0:>7.1f} "
                       f"{r['strategy'] or '':<10} {short(r['prompt'], 50)}")
        return
    try:
        run = store.find_run(run_id)
    except StoreError as e:
        raise click.ClickException(str(e))
    steps, calls = store.steps(run["id"]), store.model_calls(run["id"])
    if as_json:
        click.echo(json.dumps({"run": run, "steps": steps, "model_calls": calls}, ensure_ascii=False, indent=1))
        return
    click.echo(f"run {run['id']}  {run['status']}  strategy {run['strategy']}  edge {run['edge_model']}"
               + (f"  cloud {run['cloud_model']}" if run["cloud_model"] else ""))
    click.echo(f"workspace {run['workspace']}\nprompt: {run['prompt']}\n")
    for s in steps:
        click.echo(stored_step_line(s, [c for c in calls if c["step_idx"] == s["idx"]]))
    click.echo("")
    if run["final_answer"] is not None:
        click.echo(f"Answer: {run['final_answer']}")
    if run["error"]:
        click.echo(f"Ended: {run['error']}")
    click.echo(f"{run['steps']} steps, {run['wall_s'] or 0:.1f}s; edge tokens evaluated {run['edge_evaluated_tokens'] or 0} "
               f"of {run['edge_prompt_tokens'] or 0} prompt + {run['edge_completion_tokens'] or 0} generated")
