"""Schema of the trace store as an ordered list of migrations; each runs once per database.

Append new migrations at the end; never edit one that has shipped.
"""
from __future__ import annotations

from datetime import datetime, timezone
from typing import Callable

import sqlite_utils

MIGRATIONS: list[tuple[str, Callable[[sqlite_utils.Database], None]]] = []


def migration(fn: Callable[[sqlite_utils.Database], None]):
    MIGRATIONS.append((fn.__name__, fn))
    return fn


@migration
def m001_runs_steps_calls(db: sqlite_utils.Database) -> None:
    db.table("runs").create(
        {
            "id": str, "created_at": str, "finished_at": str, "prompt": str, "workspace": str,
            "edge_model": str, "cloud_model": str, "strategy": str, "status": str,
            "final_answer": str, "error": str, "steps": int, "wall_s": float,
            "edge_prompt_tokens": int, "edge_evaluated_tokens": int, "edge_completion_tokens": int,
            "cloud_prompt_tokens": int, "cloud_cached_tokens": int, "cloud_completion_tokens": int,
            "config_json": str, "totals_json": str, "metrics_json": str,
        },
        pk="id",
    )
    db.table("steps").create(
        {
            "id": int, "run_id": str, "idx": int, "actor": str, "reason": str, "tool": str,
            "arguments_json": str, "ok": int, "observation": str, "error": str,
            "started_at": str, "duration_s": float,
        },
        pk="id",
        foreign_keys=[("run_id", "runs", "id")],
    )
    db.table("steps").create_index(["run_id", "idx"])
    db.table("model_calls").create(
        {
            "id": int, "run_id": str, "step_idx": int, "side": str, "purpose": str, "model_id": str,
            "prompt_tokens": int, "cached_tokens": int, "evaluated_tokens": int,
            "completion_tokens": int, "first_token_entropy": float, "latency_s": float,
            "finish_reason": str, "response": str, "error": str, "created_at": str,
        },
        pk="id",
        foreign_keys=[("run_id", "runs", "id")],
    )
    db.table("model_calls").create_index(["run_id", "step_idx"])


def pending(db: sqlite_utils.Database) -> bool:
    """Whether some migration is still to apply (a new store, or one written by an older version)."""
    if "_migrations" not in db.table_names():
        return True
    done = {r["name"] for r in db["_migrations"].rows}
    return any(name not in done for name, _ in MIGRATIONS)


def migrate(db: sqlite_utils.Database) -> list[str]:
    """Apply pending migrations in order; return the names applied."""
    if "_migrations" not in db.table_names():
        db.table("_migrations").create({"name": str, "applied_at": str}, pk="name")
    done = {r["name"] for r in db["_migrations"].rows}
    applied = []
    for name, fn in MIGRATIONS:
        if name in done:
            continue
        with db.conn:
            fn(db)
            db.table("_migrations").insert({"name": name, "applied_at": datetime.now(timezone.utc).isoformat()})
        applied.append(name)
    return applied


@migration
def m002_bench(db: sqlite_utils.Database) -> None:
    """Benchmark runs (one row per `bench run` invocation family, resumable by id) and one
    result row per (task, strategy, repeat). The unique index is what makes a resumed or
    concurrent run unable to record the same cell twice."""
    db.table("bench_runs").create(
        {
            "id": str, "created_at": str, "updated_at": str, "edge": str, "cloud": str, "strategies_json": str,
            "tasks_filter": str, "repeats": int, "scripted": int, "config_json": str, "out_dir": str,
        },
        pk="id",
    )
    db.table("bench_results").create(
        {
            "id": int, "bench_id": str, "task_id": str, "category": str, "language": str, "strategy": str,
            "repeat": int, "run_id": str, "status": str, "error": str, "score": float, "checks_json": str,
            "annotated": int, "privacy": float, "exposure_json": str,
            "cloud_raw_tokens": int, "cloud_cached_tokens": int, "cloud_output_tokens": int, "cloud_usd": float,
            "edge_prompt_tokens": int, "edge_evaluated_tokens": int, "edge_completion_tokens": int,
            "edge_flops": float, "steps": int, "cloud_steps": int, "help_requests": int, "wall_s": float,
            "metrics_json": str, "created_at": str,
        },
        pk="id",
        foreign_keys=[("bench_id", "bench_runs", "id")],
    )
    db.table("bench_results").create_index(["bench_id", "task_id", "strategy", "repeat"], unique=True)


@migration
def m003_approvals(db: sqlite_utils.Database) -> None:
    """One row per approval request of the egress rule (edge_agent.egress) and its answer, tied
    to the step by (run_id, step_idx). Values appear only as types and placeholders."""
    db.table("approvals").create(
        {
            "id": int, "run_id": str, "step_idx": int, "tool": str, "sink": str, "destination": str,
            "values_json": str, "tainted": int, "reason": str, "actor": str, "approver": str, "answer": int,
            "created_at": str,
        },
        pk="id",
    )
    db.table("approvals").create_index(["run_id", "step_idx"])


@migration
def m004_bench_manifest(db: sqlite_utils.Database) -> None:
    """What a bench run was made of (bench.manifest): task folder and content hashes,
    strategy parameters, model checksums, price, settings and code version. A resume
    compares it and refuses when they differ."""
    if "bench_runs" in db.table_names() and "manifest_json" not in db["bench_runs"].columns_dict:
        db.table("bench_runs").add_column("manifest_json", str)


@migration
def m005_chat_sessions(db: sqlite_utils.Database) -> None:
    """Conversations (`edge-agent chat`, `run --continue`): a session is an ordered list of
    runs, one per turn. The turns' messages are not copied: a turn's history is rebuilt from
    its runs' steps, so the trace store stays the one record of what happened."""
    db.table("sessions").create(
        {"id": str, "created_at": str, "updated_at": str, "workspace": str, "title": str, "strategy": str,
         "edge_model": str, "kind": str},
        pk="id",
    )
    db.table("session_turns").create(
        {"id": int, "session_id": str, "idx": int, "run_id": str, "prompt": str, "created_at": str},
        pk="id",
        foreign_keys=[("session_id", "sessions", "id")],
    )
    db.table("session_turns").create_index(["session_id", "idx"], unique=True)
    db.table("session_turns").create_index(["run_id"])


@migration
def m006_bench_cell_seed(db: sqlite_utils.Database) -> None:
    """The sampling seed of each bench cell (bench.sampling): repeats sample with per-cell seeds,
    and a row can be reproduced only if its seed is known."""
    if "bench_results" in db.table_names() and "seed" not in db["bench_results"].columns_dict:
        db.table("bench_results").add_column("seed", int)
