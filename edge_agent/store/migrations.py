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
    db["runs"].create(
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
    db["steps"].create(
        {
            "id": int, "run_id": str, "idx": int, "actor": str, "reason": str, "tool": str,
            "arguments_json": str, "ok": int, "observation": str, "error": str,
            "started_at": str, "duration_s": float,
        },
        pk="id",
        foreign_keys=[("run_id", "runs", "id")],
    )
    db["steps"].create_index(["run_id", "idx"])
    db["model_calls"].create(
        {
            "id": int, "run_id": str, "step_idx": int, "side": str, "purpose": str, "model_id": str,
            "prompt_tokens": int, "cached_tokens": int, "evaluated_tokens": int,
            "completion_tokens": int, "first_token_entropy": float, "latency_s": float,
            "finish_reason": str, "response": str, "error": str, "created_at": str,
        },
        pk="id",
        foreign_keys=[("run_id", "runs", "id")],
    )
    db["model_calls"].create_index(["run_id", "step_idx"])


def migrate(db: sqlite_utils.Database) -> list[str]:
    """Apply pending migrations in order; return the names applied."""
    if "_migrations" not in db.table_names():
        db["_migrations"].create({"name": str, "applied_at": str}, pk="name")
    done = {r["name"] for r in db["_migrations"].rows}
    applied = []
    for name, fn in MIGRATIONS:
        if name in done:
            continue
        with db.conn:
            fn(db)
            db["_migrations"].insert({"name": name, "applied_at": datetime.now(timezone.utc).isoformat()})
        applied.append(name)
    return applied
