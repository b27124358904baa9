"""`edge-agent logs`: recent runs (filtered), or one run step by step, from the trace store.

Read-only: it opens the store without creating, migrating or writing anything, so looking
at a wrong `--db` path cannot leave an empty database (and folders) behind.
"""
from __future__ import annotations

import json
import re
from datetime import date, datetime

import click

from edge_agent.cli.render import short, stored_step_line


def _when(value: str | None, flag: str) -> str | None:
    """An ISO date (2026-11-30) or date-time (2026-11-30T14:00) as stored (UTC); else one line."""
    if value is None:
        return None
    value = value.strip()
    try:
        if re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
            return date.fromisoformat(value).isoformat()
        return datetime.fromisoformat(value).isoformat()
    except ValueError:
        raise click.BadParameter(f"{value!r} is not a date (YYYY-MM-DD) or date-time (YYYY-MM-DDTHH:MM)",
                                 param_hint=flag) from None


@click.command("logs")
@click.argument("run_id", required=False)
@click.option("--limit", "-n", type=click.IntRange(1, 10000), default=20, show_default=True, help="How many recent runs to list.")
@click.option("--strategy", "-s", default=None, help="Only runs of this strategy (e.g. step-route).")
@click.option("--status", default=None, help="Only runs that ended so: ok, max_steps, model_error, time_limit, ...")
@click.option("--model", "-m", default=None, help="Only runs whose edge or cloud model id contains this.")
@click.option("--since", default=None, metavar="DATE",
              help="Only runs started on or after DATE (YYYY-MM-DD[THH:MM], UTC).")
@click.option("--until", default=None, metavar="DATE",
              help="Only runs started on or before DATE (a whole day for a bare date).")
@click.option("--search", "-q", "text", default=None, metavar="TEXT",
              help="Only runs whose prompt, answer or any model reply contains TEXT (case-insensitive).")
@click.option("--db", type=click.Path(dir_okay=False), help="Trace store (default: $EDGE_AGENT_DB or the user data dir).")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def logs_cmd(run_id, limit, strategy, status, model, since, until, text, db, as_json):
    """List recent runs, or show RUN_ID step by step (a unique prefix of the id is enough).

    \b
    Examples:
      edge-agent logs -s step-route --status ok --since 2026-11-01
      edge-agent logs -q invoice --json

    The store is a plain SQLite file (tables runs, steps, model_calls, egress): query it
    directly with `sqlite3` or `sqlite-utils` for anything this view does not show.
    """
    from edge_agent.store import Store, StoreError, default_db_path
    from edge_agent.store.db import StoreMissing

    since, until = _when(since, "--since"), _when(until, "--until")
    filters = {"strategy": strategy, "status": status, "model": model, "since": since, "until": until, "text": text}
    path = db or default_db_path()
    try:
        store = Store(path, readonly=True)
    except StoreError as e:
        if run_id is not None or not isinstance(e, StoreMissing):
            raise click.ClickException(str(e))
        if as_json:
            click.echo("[]")
        else:
            click.echo(f"no runs yet: {e}")
        return
    if run_id is None:
        try:
            runs = store.search_runs(limit=limit, **filters)
        except Exception as e:  # sqlite3 errors on a store of another program or version: one line
            raise click.ClickException(f"cannot read runs from {store.path}: {str(e).splitlines()[0]}")
        if as_json:
            click.echo(json.dumps(runs, ensure_ascii=False, indent=1))
            return
        if not runs:
            used = ", ".join(f"{k}={v!r}" for k, v in filters.items() if v)
            click.echo(f"no runs match {used} in {store.path}" if used else f"no runs yet in {store.path}")
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
