"""`edge-agent demo`: the study's trade-off on this machine, offline, in one command.

Fetch the two local models, start the 1.5B "cloud" stand-in on loopback, run a few tasks
under four strategies, print the utility · cost · privacy table, write the plots, stop
the server. Everything is real inference; nothing is scripted. Running it again with the
same --out resumes and only runs what is missing.
"""
from __future__ import annotations

from pathlib import Path

import click

from edge_agent.bench.task import TASKS_DIR
from edge_agent.cli.wiring import DEFAULT_EDGE, sandbox_options

CLOUD_STAND_IN = "qwen2.5-coder-1.5b-instruct"
# The suite's tasks (5-20 tool calls) are beyond 0.5B/1.5B models: a real run scored 0
# on all of them. The starter set is short enough that the trade-off can show.
STARTER_DIR = TASKS_DIR.parent / "starter"
DEMO_STRATEGIES = "edge-only,cloud-only,step-route,advisor"
DEMO_PRICE = "glm-4.6"  # the stand-in is free; price its tokens as the study's cloud family


@click.command("demo")
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), default=Path("edge-agent-demo"),
              show_default=True, help="Folder for run workspaces, the plots and report.html; the same --out resumes.")
@click.option("--tasks", "selector", default=None, help="Filter of task ids/categories (default: all starter tasks).")
@click.option("--tasks-dir", type=click.Path(file_okay=False, path_type=Path), default=STARTER_DIR,
              help="Task folders to run (default: the six short starter tasks in edge_agent/bench/starter).")
@click.option("--strategies", default=DEMO_STRATEGIES, show_default=True, help="Which strategies to compare.")
@click.option("--max-steps", type=click.IntRange(1, 50), default=6, show_default=True, help="Step cap per task.")
@click.option("--db", type=click.Path(dir_okay=False), help="Trace store (default: $EDGE_AGENT_DB or the user data dir).")
@click.option("--json", "as_json", is_flag=True,
              help="Print the report as one JSON document (progress and fetching go to stderr).")
@sandbox_options
@click.pass_context
def demo_cmd(ctx, out_dir, selector, tasks_dir, strategies, max_steps, db, as_json, sandbox_mode, allow_network):
    """Run a small real-model EC²-Bench on this machine and show the trade-off.

    The edge is qwen2.5-coder-0.5b-instruct in this process; the "cloud" is
    qwen2.5-coder-1.5b-instruct behind a local OpenAI-compatible server, reached through
    the privacy gate like any real cloud, its tokens priced at GLM-4.6 list prices so the
    cost axis means something. About 10 minutes on 2 CPU cores once the models are fetched
    (~1.6 GB, once). Real results of this kind, and what they can and cannot show at
    this model size: docs/results/.
    """
    from edge_agent.cli.bench_cmd import run_cmd
    from edge_agent.cli.models_cmd import _print_progress
    from edge_agent.models.chat import ModelError
    from edge_agent.models.fetch import fetch

    for model_id in (DEFAULT_EDGE, CLOUD_STAND_IN):  # stdout stays for the report (or its JSON)
        try:
            path = fetch(model_id, progress=_print_progress)
        except ModelError as exc:
            raise click.ClickException(str(exc)) from None
        click.echo(f"{model_id}: {path}", err=True)
    click.echo(f"\nrunning the tasks in {tasks_dir} under {strategies} (edge {DEFAULT_EDGE} in-process, "
               f"cloud {CLOUD_STAND_IN} on loopback)…", err=True)
    ctx.invoke(run_cmd, strategies=strategies, edge=DEFAULT_EDGE, cloud=CLOUD_STAND_IN, cloud_price=DEMO_PRICE,
               selector=selector, tasks_dir=tasks_dir, max_steps=max_steps, out_dir=out_dir, db=db,
               sandbox_mode=sandbox_mode, allow_network=allow_network, as_json=as_json)
