"""Egress ledger: one row per cloud request the gate handled, with the exact payload as sent,
and one row per tool call that sent something to an external sink (or was withheld).

`sink` says where a row's payload went: "cloud" (a model, through the gate) or "external"
(a tool: mail to a recipient, the network); `tool` names the tool. Exposure scoring reads
every `sent` row, whichever door it left by.

Keep the database outside the agent's workspace (the runtime's store under the user data
dir, not the task folder) so the agent's own tools cannot rewrite what left the device.
Blocked and failed attempts are recorded too, so a run's row count equals its attempts.
"""
from __future__ import annotations

import json
import threading
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Protocol, runtime_checkable

STATUSES = ("sent", "blocked", "failed", "withheld")


def now_iso() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


@dataclass
class EgressRecord:
    run_id: str
    status: str
    step: int | None = None
    policy: str = ""
    purpose: str = ""
    model_id: str = ""
    payload_json: str | None = None  # exactly what was sent (redacted); None when nothing left
    bytes_sent: int = 0
    bytes_original: int = 0
    entity_counts_json: str = "{}"
    reason: str = ""
    sink: str = "cloud"
    tool: str = ""
    created_at: str = field(default_factory=now_iso)
    id: int | None = None

    @property
    def entity_counts(self) -> dict[str, int]:
        return json.loads(self.entity_counts_json or "{}")

    @property
    def payload(self) -> dict | None:
        return None if self.payload_json is None else json.loads(self.payload_json)


@runtime_checkable
class EgressLedger(Protocol):
    def record(self, rec: EgressRecord) -> int:
        """Store a record; returns its id."""
        ...

    def update_status(self, record_id: int, status: str, reason: str = "") -> None: ...

    def records(self, run_id: str) -> list[EgressRecord]: ...


class MemoryEgressLedger:
    def __init__(self):
        self._rows: list[EgressRecord] = []
        self._lock = threading.Lock()

    def record(self, rec: EgressRecord) -> int:
        with self._lock:
            rec.id = len(self._rows) + 1
            self._rows.append(rec)
            return rec.id

    def update_status(self, record_id: int, status: str, reason: str = "") -> None:
        with self._lock:
            rec = self._rows[record_id - 1]
            rec.status, rec.reason = status, reason

    def records(self, run_id: str) -> list[EgressRecord]:
        with self._lock:
            return [r for r in self._rows if r.run_id == run_id]

    def all(self) -> list[EgressRecord]:
        with self._lock:
            return list(self._rows)


_COLUMNS = {"id": int, "run_id": str, "step": int, "policy": str, "purpose": str, "model_id": str, "created_at": str,
            "payload_json": str, "bytes_sent": int, "bytes_original": int, "entity_counts_json": str, "status": str,
            "reason": str, "sink": str, "tool": str}


class SqliteEgressLedger:
    """`db` is a path or a `sqlite_utils.Database`; the `egress` table is created if missing."""

    TABLE = "egress"

    def __init__(self, db):
        import sqlite_utils

        if not isinstance(db, sqlite_utils.Database):
            Path(db).expanduser().parent.mkdir(parents=True, exist_ok=True)
            db = sqlite_utils.Database(Path(db).expanduser())
        self.db = db
        self._lock = threading.Lock()
        table = self.db[self.TABLE]
        if not table.exists():
            table.create(_COLUMNS, pk="id", not_null={"run_id", "status", "created_at"})
            table.create_index(["run_id"], if_not_exists=True)
        else:  # a store written before tool egress was recorded: add the new columns
            have = set(table.columns_dict)
            for name, typ in _COLUMNS.items():
                if name not in have:
                    table.add_column(name, typ)

    def record(self, rec: EgressRecord) -> int:
        row = {k: v for k, v in asdict(rec).items() if k != "id"}
        with self._lock:
            rec.id = self.db[self.TABLE].insert(row).last_pk
        return rec.id

    def update_status(self, record_id: int, status: str, reason: str = "") -> None:
        with self._lock:
            self.db[self.TABLE].update(record_id, {"status": status, "reason": reason})

    def records(self, run_id: str) -> list[EgressRecord]:
        rows = self.db[self.TABLE].rows_where("run_id = ?", [run_id], order_by="id")
        return [EgressRecord(**{k: r.get(k) for k in _COLUMNS if r.get(k) is not None or k not in ("sink", "tool")})
                for r in rows]
