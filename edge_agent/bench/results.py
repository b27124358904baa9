"""Store access for benchmark runs: the `bench_runs` and `bench_results` tables (migration
m002_bench in edge_agent.store.migrations). The agent's own run, step and model-call rows
live beside them in the same trace store, joined by run_id.
"""
from __future__ import annotations

import json
import secrets
from datetime import datetime, timezone
from typing import Any, Iterable

from edge_agent.store import Store
from edge_agent.errors import EdgeAgentError

Key = tuple[str, str, int]  # (task_id, strategy, repeat): one cell of the benchmark grid


class BenchNotFound(EdgeAgentError, LookupError):
    """No such bench run; str() is one line."""


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


def new_bench_id() -> str:
    return "bench-" + datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S-") + secrets.token_hex(2)


class BenchResults:
    def __init__(self, store: Store):
        self.store = store
        self.db = store.db

    # --- bench runs --------------------------------------------------------------------
    def create(self, *, edge: str, cloud: str, strategies: list[str], tasks_filter: str | None, repeats: int,
               scripted: bool, config: dict[str, Any], out_dir: str = "", bench_id: str | None = None,
               manifest: dict[str, Any] | None = None) -> str:
        bench_id = bench_id or new_bench_id()
        self.db.table("bench_runs").insert({
            "manifest_json": json.dumps(manifest or {}, ensure_ascii=False, default=str),
            "id": bench_id, "created_at": now(), "updated_at": now(), "edge": edge, "cloud": cloud or "",
            "strategies_json": json.dumps(strategies), "tasks_filter": tasks_filter or "", "repeats": repeats,
            "scripted": int(scripted), "config_json": json.dumps(config, ensure_ascii=False, default=str),
            "out_dir": out_dir,
        })
        return bench_id

    def touch(self, bench_id: str, *, strategies: list[str], repeats: int,
              manifest: dict[str, Any] | None = None) -> None:
        """A resumed run may add strategies or repeats; remember the union (and the added
        strategies' parameters in the manifest)."""
        row = self.get(bench_id)
        known = json.loads(row["strategies_json"] or "[]")
        merged = known + [s for s in strategies if s not in known]
        update: dict[str, Any] = {"updated_at": now(), "strategies_json": json.dumps(merged),
                                  "repeats": max(int(row["repeats"] or 0), repeats)}
        if manifest is not None:
            old = manifest_of(row)
            params = {**(manifest.get("strategies") or {}), **(old.get("strategies") or {})}
            update["manifest_json"] = json.dumps({**old, **manifest, "strategies": params}, ensure_ascii=False,
                                                 default=str) if old else json.dumps(manifest, default=str)
        self.db.table("bench_runs").update(bench_id, update)

    def get(self, bench_id: str) -> dict[str, Any]:
        rows = list(self.db["bench_runs"].rows_where("id = ? or id like ?", [bench_id, f"{bench_id}%"], limit=3))
        exact = [r for r in rows if r["id"] == bench_id]
        if exact:
            return exact[0]
        if len(rows) == 1:
            return rows[0]
        if not rows:
            raise BenchNotFound(f"no bench run {bench_id!r} in {self.store.path}; `edge-agent bench report` "
                                "without an id shows the latest")
        raise BenchNotFound(f"bench id {bench_id!r} is ambiguous; give more characters")

    def latest(self) -> dict[str, Any]:
        rows = list(self.db["bench_runs"].rows_where(order_by="created_at desc", limit=1))
        if not rows:
            raise BenchNotFound(f"no bench runs in {self.store.path}; start one with `edge-agent bench run`")
        return rows[0]

    # --- results -----------------------------------------------------------------------
    def done_keys(self, bench_id: str) -> set[Key]:
        return {(r["task_id"], r["strategy"], int(r["repeat"]))
                for r in self.db.query("select task_id, strategy, repeat from bench_results where bench_id = ?",
                                       [bench_id])}

    def add(self, row: dict[str, Any]) -> bool:
        """Insert one result; False when the cell was already recorded (the unique index
        decides, so two processes resuming the same bench cannot both record a cell)."""
        cur = self.db.execute(
            f"insert or ignore into bench_results ({', '.join(row)}) values ({', '.join('?' for _ in row)})",
            [_cell(v) for v in row.values()])
        self.db.conn.commit()
        return cur.rowcount == 1

    def rows(self, bench_id: str) -> list[dict[str, Any]]:
        return list(self.db["bench_results"].rows_where("bench_id = ?", [bench_id],
                                                        order_by="strategy, task_id, repeat"))


def manifest_of(row: dict[str, Any]) -> dict[str, Any]:
    """The recorded manifest of a bench_runs row ({} for runs made before manifests)."""
    return json.loads(row.get("manifest_json") or "{}") or {}


def _cell(v: Any) -> Any:
    if isinstance(v, (dict, list)):
        return json.dumps(v, ensure_ascii=False, default=str)
    return v


def decode(rows: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """Rows with their JSON columns parsed (checks, exposure, metrics)."""
    out = []
    for r in rows:
        r = dict(r)
        for col in ("checks_json", "exposure_json", "metrics_json"):
            if col in r:
                r[col[:-5]] = json.loads(r.pop(col) or "null")
        out.append(r)
    return out
