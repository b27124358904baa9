"""Conversations in the trace store: a session is an ordered list of runs, one per turn.

Why rebuild the history from the stored steps instead of keeping the model's messages: the
steps are already the record of what was asked, called and observed; a second copy could
drift from it. `history()` turns the finished turns back into the user/assistant messages
the agent appends to (the action JSON the model wrote, the tool results it read), so the
next turn's context is exactly what the earlier turns did. Nothing is cut to fit: when the
history is too long for the model, the model says so (a context-overflow error).
"""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import sqlite_utils

from edge_agent.store.db import Store, StoreError, new_run_id, now

SKIPPED_ERRORS = ("invalid_action", "recovery_nudge", "context_overflow", "model_error")


class Sessions:
    def __init__(self, store: Store):
        self.store, self.db = store, store.db
        if isinstance(store.path, Path) and not store.readonly:
            # Its own connection: a chat records its turn from the thread that reads the run's events
            # while the run's thread records steps. Two threads on one sqlite3 connection interleave
            # sqlite-utils' savepoints ("no such savepoint", seen under load in CI); two connections
            # are serialised by SQLite itself (WAL, 30 s busy timeout).
            self.db = sqlite_utils.Database(sqlite3.connect(str(store.path), timeout=30, check_same_thread=False))

    # --- writing ---------------------------------------------------------------------------
    def create(self, *, workspace: str, strategy: str = "", edge_model: str = "", kind: str = "chat") -> str:
        sid = new_run_id()
        self.db.table("sessions").insert({"id": sid, "created_at": now(), "updated_at": now(), "workspace": workspace,
                                    "title": "", "strategy": strategy, "edge_model": edge_model, "kind": kind})
        return sid

    def add_turn(self, session_id: str, run_id: str, prompt: str) -> int:
        idx = len(self.turns(session_id))
        self.db.table("session_turns").insert({"session_id": session_id, "idx": idx, "run_id": run_id, "prompt": prompt,
                                         "created_at": now()})
        update: dict[str, Any] = {"updated_at": now()}
        if idx == 0:
            update["title"] = " ".join(prompt.split())[:80]
        self.db.table("sessions").update(session_id, update)
        return idx

    # --- reading ---------------------------------------------------------------------------
    def get(self, session_id: str) -> dict:
        rows = list(self.db["sessions"].rows_where("id = ? or id like ?", [session_id, f"{session_id}%"], limit=3))
        exact = [r for r in rows if r["id"] == session_id]
        if exact or len(rows) == 1:
            return (exact or rows)[0]
        if not rows:
            raise StoreError(f"no session {session_id!r} in {self.store.path}; `edge-agent chat --list` shows them")
        raise StoreError(f"session id {session_id!r} is ambiguous; give more characters")

    def last(self, kind: str | None = None) -> dict | None:
        where, args = ("kind = ?", [kind]) if kind else (None, [])
        rows = list(self.db["sessions"].rows_where(where, args, order_by="updated_at desc, rowid desc", limit=1))
        return rows[0] if rows else None

    def recent(self, limit: int = 20) -> list[dict]:
        return list(self.db["sessions"].rows_where(order_by="updated_at desc, rowid desc", limit=limit))

    def turns(self, session_id: str) -> list[dict]:
        """The session's turns in order, each with its run's status and final answer."""
        sql = ("select t.idx, t.run_id, t.prompt, t.created_at, r.status, r.final_answer, r.error, r.metrics_json "
               "from session_turns t left join runs r on r.id = t.run_id where t.session_id = ? order by t.idx")
        cols = ("idx", "run_id", "prompt", "created_at", "status", "final_answer", "error", "metrics_json")
        return [dict(zip(cols, row)) for row in self.db.execute(sql, [session_id]).fetchall()]

    def session_of_run(self, run_id: str) -> str | None:
        row = self.db.execute("select session_id from session_turns where run_id = ? limit 1", [run_id]).fetchone()
        return row[0] if row else None

    def last_finished_run(self) -> dict | None:
        rows = list(self.db["runs"].rows_where("status = ?", ["finished"], order_by="created_at desc, rowid desc",
                                               limit=1))
        return rows[0] if rows else None

    def history(self, session_id: str) -> list[dict]:
        """The messages of every turn so far, in order: the context of the next turn."""
        messages: list[dict] = []
        for turn in self.turns(session_id):
            messages += run_messages(self.store, turn["run_id"])
        return messages

    def totals(self, session_id: str) -> dict[str, Any]:
        """The session's cloud tokens and USD (from each turn's stored cost ledger) and what the
        privacy gate redacted (from the egress ledger), for the chat's footer and /cost."""
        t: dict[str, Any] = {"turns": 0, "cloud_calls": 0, "cloud_raw_tokens": 0, "cloud_cached_tokens": 0,
                             "cloud_output_tokens": 0, "cloud_usd": 0.0, "usd_known": True, "redacted": {},
                             "edge_completion_tokens": 0}
        run_ids = []
        for turn in self.turns(session_id):
            t["turns"] += 1
            run_ids.append(turn["run_id"])
            cost = (json.loads(turn["metrics_json"] or "{}") or {}).get("cost") or {}
            for k in ("cloud_calls", "cloud_raw_tokens", "cloud_cached_tokens", "cloud_output_tokens",
                      "edge_completion_tokens"):
                t[k] += int(cost.get(k) or 0)
            if cost.get("cloud_calls") and cost.get("cloud_usd") is None:
                t["usd_known"] = False
            t["cloud_usd"] += float(cost.get("cloud_usd") or 0.0)
        if run_ids and "egress" in self.db.table_names():
            marks = ",".join("?" * len(run_ids))
            rows = self.db.execute(f"select entity_counts_json from egress where run_id in ({marks}) "
                                   "and coalesce(sink, 'cloud') = 'cloud'", run_ids).fetchall()
            for (counts,) in rows:
                for k, n in (json.loads(counts or "{}") or {}).items():
                    t["redacted"][k] = t["redacted"].get(k, 0) + int(n)
        return t


def run_messages(store: Store, run_id: str) -> list[dict]:
    """One stored run as conversation messages: the prompt, each usable step as the action the
    model took and the result it read, and the final answer (or why there was none)."""
    run = store.find_run(run_id)
    messages: list[dict] = [{"role": "user", "content": (run["prompt"] or "").strip()}]
    answered = False
    for s in store.steps(run["id"]):
        if (s["error"] or "") in SKIPPED_ERRORS or s["tool"] in ("(invalid)", "(none)"):
            continue
        args = json.loads(s["arguments_json"] or "{}")
        messages.append({"role": "assistant", "content": json.dumps({"tool": s["tool"], "arguments": args},
                                                                      ensure_ascii=False)})
        if s["tool"] == "final_answer":
            answered = True
            break
        messages.append({"role": "user", "content": f"{'Result' if s['ok'] else 'ERROR'} from {s['tool']}:\n"
                                                    f"{s['observation'] or ''}"})
    if not answered:
        why = run["status"] or "unfinished"
        messages.append({"role": "assistant", "content": f"(this turn ended without an answer: {why})"})
    return messages
