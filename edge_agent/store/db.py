"""The trace store: every run, step and model call in one SQLite file (sqlite-utils).

Location: --db, else $EDGE_AGENT_DB, else the user data dir. Logs are queryable with any
SQLite tool; `edge-agent logs` is the friendly view.
"""
from __future__ import annotations

import json
import os
import secrets
import sqlite3
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import platformdirs
import sqlite_utils

from edge_agent.file_lock import exclusive
from edge_agent.store.migrations import migrate, pending
from edge_agent.errors import EdgeAgentError


class StoreError(EdgeAgentError, RuntimeError):
    pass


class StoreMissing(StoreError):
    """A read-only open found no store file: nothing has run with it yet."""


def default_db_path() -> Path:
    env = os.environ.get("EDGE_AGENT_DB")
    if env:
        return Path(env).expanduser()
    return Path(platformdirs.user_data_dir("edge-agent")) / "traces.db"


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


def new_run_id() -> str:
    return datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S-") + secrets.token_hex(3)


def _json(v: Any) -> str:
    return json.dumps(v, ensure_ascii=False, default=str)


def _like(text: str) -> str:
    """A LIKE pattern that matches `text` literally anywhere (\\ escapes % and _)."""
    return "%" + text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"


class Store:
    """Read-only (`readonly=True`): for commands that only look (`logs`, `privacy egress`);
    a missing file is a StoreError and nothing is created, migrated or written."""

    def __init__(self, path: str | Path | None = None, *, readonly: bool = False):
        self.path = Path(path) if path is not None and str(path) != ":memory:" else path
        self.readonly = readonly
        try:
            if self.path is None:
                self.path = default_db_path()
            if readonly:
                if not isinstance(self.path, Path) or not self.path.is_file():
                    raise StoreMissing(f"no trace store at {self.path} (nothing has run with it yet)")
                conn = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True, timeout=30,
                                       check_same_thread=False)
                self.db = sqlite_utils.Database(conn)
                self.db.table_names()  # fails here, with our message, when the file is not SQLite
                return
            if isinstance(self.path, Path):
                self.path.parent.mkdir(parents=True, exist_ok=True)
                conn = sqlite3.connect(str(self.path), timeout=30, check_same_thread=False)
            else:
                conn = sqlite3.connect(":memory:", check_same_thread=False)
            self.db = sqlite_utils.Database(conn)
            if isinstance(self.path, Path):
                # One process at a time creates or migrates a store: two benches started together on a new
                # store both created its tables ("table runs already exists", "database is locked").
                if pending(self.db):
                    with exclusive(self.path.with_name(self.path.name + ".lock")):
                        self.db.execute("PRAGMA journal_mode=WAL")
                        migrate(self.db)
                self.db.execute("PRAGMA journal_mode=WAL")
                # In WAL mode NORMAL is still crash-safe for the process (a killed driver keeps every
                # commit); only an OS crash may drop the last commits. FULL paid an fsync per row.
                self.db.execute("PRAGMA synchronous=NORMAL")
            else:
                migrate(self.db)
        except (sqlite3.DatabaseError, OSError) as e:
            raise StoreError(f"cannot open trace store {self.path}: {e}") from None

    # --- writing -------------------------------------------------------------------
    def start_run(self, *, prompt: str, workspace: str, edge_model: str, strategy: str,
                  cloud_model: str = "", config: dict | None = None, run_id: str | None = None) -> str:
        run_id = run_id or new_run_id()
        self.db.table("runs").insert({
            "id": run_id, "created_at": now(), "prompt": prompt, "workspace": workspace,
            "edge_model": edge_model, "cloud_model": cloud_model, "strategy": strategy,
            "status": "running", "steps": 0, "config_json": _json(config or {}),
        })
        return run_id

    def record_model_call(self, run_id: str, step_idx: int, side: str, purpose: str, completion=None,
                          *, model_id: str = "", error: str = "") -> None:
        row: dict[str, Any] = {"run_id": run_id, "step_idx": step_idx, "side": side, "purpose": purpose,
                               "model_id": model_id, "error": error, "created_at": now()}
        if completion is not None:
            u = completion.usage
            row.update(model_id=completion.model_id, prompt_tokens=u.prompt_tokens, cached_tokens=u.cached_tokens,
                       evaluated_tokens=u.evaluated_tokens, completion_tokens=u.completion_tokens,
                       first_token_entropy=completion.first_token_entropy, latency_s=completion.latency_s,
                       finish_reason=completion.finish_reason, response=completion.text)
        self.db.table("model_calls").insert(row)

    def record_step(self, run_id: str, idx: int, *, actor: str, reason: str, tool: str, arguments: Any,
                    ok: bool, observation: str, error: str = "", started_at: str = "", duration_s: float = 0.0) -> None:
        self.db.table("steps").insert({
            "run_id": run_id, "idx": idx, "actor": actor, "reason": reason, "tool": tool,
            "arguments_json": _json(arguments), "ok": int(ok), "observation": observation, "error": error,
            "started_at": started_at or now(), "duration_s": duration_s,
        })

    def finish_run(self, run_id: str, *, status: str, final_answer: str | None, error: str, steps: int,
                   wall_s: float, totals: dict, metrics: dict | None = None) -> None:
        self.db.table("runs").update(run_id, {
            "finished_at": now(), "status": status, "final_answer": final_answer, "error": error,
            "steps": steps, "wall_s": wall_s, "totals_json": _json(totals), "metrics_json": _json(metrics or {}),
            **{k: totals.get(k, 0) for k in (
                "edge_prompt_tokens", "edge_evaluated_tokens", "edge_completion_tokens",
                "cloud_prompt_tokens", "cloud_cached_tokens", "cloud_completion_tokens")},
        })

    # --- reading -------------------------------------------------------------------
    def recent_runs(self, limit: int = 20) -> list[dict]:
        return list(self.db["runs"].rows_where(order_by="created_at desc", limit=limit))

    def search_runs(self, *, limit: int = 20, strategy: str | None = None, status: str | None = None,
                    model: str | None = None, since: str | None = None, until: str | None = None,
                    text: str | None = None) -> list[dict]:
        """Recent runs matching every filter given. `model` matches the edge or cloud model id
        (a substring); `since`/`until` compare with created_at (ISO dates or times, UTC;
        `until` a bare date includes that whole day); `text` is a case-insensitive substring of the
        prompt, the final answer or any model reply of the run."""
        where, args = [], []
        if strategy:
            where.append("strategy = ?")
            args.append(strategy)
        if status:
            where.append("status = ?")
            args.append(status)
        if model:
            where.append("(edge_model like ? escape '\\' or cloud_model like ? escape '\\')")
            args += [_like(model)] * 2
        if since:
            where.append("created_at >= ?")
            args.append(since)
        if until:
            where.append("created_at < ?" if "T" in until else "substr(created_at, 1, 10) <= ?")
            args.append(until)
        if text:
            where.append("(prompt like ? escape '\\' or final_answer like ? escape '\\' or exists ("
                         "select 1 from model_calls mc where mc.run_id = runs.id and mc.response like ? escape '\\'))")
            args += [_like(text)] * 3
        return list(self.db["runs"].rows_where(" and ".join(where) or None, args, order_by="created_at desc",
                                               limit=limit))

    def find_run(self, run_id: str) -> dict:
        rows = list(self.db["runs"].rows_where("id = ? or id like ?", [run_id, f"{run_id}%"], limit=3))
        exact = [r for r in rows if r["id"] == run_id]
        if exact:
            return exact[0]
        if len(rows) == 1:
            return rows[0]
        if not rows:
            raise StoreError(f"no run {run_id!r} in {self.path}; `edge-agent logs` lists recent runs")
        raise StoreError(f"run id {run_id!r} is ambiguous; give more characters")

    def steps(self, run_id: str) -> list[dict]:
        return list(self.db["steps"].rows_where("run_id = ?", [run_id], order_by="idx, id"))

    def model_calls(self, run_id: str) -> list[dict]:
        return list(self.db["model_calls"].rows_where("run_id = ?", [run_id], order_by="step_idx, id"))

    def close(self) -> None:
        self.db.conn.close()
