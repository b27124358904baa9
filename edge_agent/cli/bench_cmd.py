"""`edge-agent bench ...`: the benchmark suite's commands.

Each command is a thin shell over the `benchmarks` package; `run` and `report` join
`validate` here as further `@group.command`s.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

import click


@click.group(name="bench")
def group() -> None:
    """EC²-Bench-style suite: validate tasks (run and report the suite)."""


def _tasks_dir_option(f):
    return click.option("--tasks-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
                        help="Directory of task folders (default: the bundled suite).")(f)


@group.command("validate")
@click.option("--tasks", "selector", default=None, metavar="FILTER",
              help="Comma-separated id globs, categories or languages, e.g. 'mail-*,Dev & Ops,zh'.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document instead of a table.")
@_tasks_dir_option
def validate_cmd(selector: str | None, as_json: bool, tasks_dir: Path | None) -> None:
    """Check every task: schema, reference scores 1.0, do-nothing ≤ 0.1, annotations in the fixture."""
    from benchmarks.task import TASKS_DIR, load_all, select_tasks
    from benchmarks.validate import totals, validate_report

    tasks, load_errors = load_all(tasks_dir or TASKS_DIR)
    tasks = select_tasks(tasks, selector)
    reports = [validate_report(t) for t in tasks]
    summary = totals(reports)
    summary["load_errors"] = len(load_errors)
    failed = bool(load_errors) or any(not r.ok for r in reports)
    if as_json:
        click.echo(json.dumps({
            "tasks": [{"id": r.task_id, "ok": r.ok, "category": r.category, "language": r.language,
                       "reference_steps": r.reference_steps, "annotated": r.annotated,
                       "reference_score": r.reference_score, "do_nothing_score": r.do_nothing_score,
                       "problems": r.problems} for r in reports],
            "load_errors": load_errors, "totals": summary}, ensure_ascii=False, indent=2))
    else:
        for line in load_errors:
            click.echo(f"FAIL  {line}")
        for r in reports:
            scores = f"ref={_fmt(r.reference_score)} noop={_fmt(r.do_nothing_score)}"
            click.echo(f"{'ok  ' if r.ok else 'FAIL'}  {r.task_id:<36} {r.category:<19} {r.language:<5} "
                       f"steps={r.reference_steps:<3} annotated={r.annotated:<2} {scores}")
            for p in r.problems:
                click.echo(f"      - {p}")
        click.echo(_totals_text(summary))
    if failed:
        sys.exit(1)


def _fmt(x: float | None) -> str:
    return "-" if x is None else f"{x:.2f}"


def _totals_text(s: dict) -> str:
    cats = ", ".join(f"{k} {v}" for k, v in s["per_category"].items())
    langs = ", ".join(f"{k} {v}" for k, v in s["per_language"].items())
    return (f"\n{s['tasks']} tasks ({s['valid']} valid, {s['invalid']} invalid, {s['load_errors']} unloadable); "
            f"{s['annotated']} privacy-annotated; median reference steps {s['median_reference_steps']}\n"
            f"by category: {cats or '-'}\nby language: {langs or '-'}")
