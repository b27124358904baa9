"""Moving one cell's trace from a scratch store into the bench's store, in one transaction.

A cell's agent writes its run, steps, model calls, egress and approval rows as it goes,
each insert committed on its own. Into the bench's shared store that is a commit (and a
lock) per row, contended by every parallel worker; into a private in-memory scratch store
it costs next to nothing. So a cell runs against a scratch store, and when it ends its row
and its trace go to the bench's store together, in one transaction under the unique key
(bench, task, strategy, repeat): a cell is recorded whole or not at all. The Ray path uses
the same two functions (edge_agent.bench.ray_runner, ray_worker).
"""
from __future__ import annotations

from typing import Any

import sqlite_utils

from edge_agent.bench.results import _cell

# The agent's tables that one run writes, and the column naming the run in each.
TRACE_TABLES = (("runs", "id"), ("steps", "run_id"), ("model_calls", "run_id"), ("egress", "run_id"),
                ("approvals", "run_id"))
Trace = dict[str, list[dict[str, Any]]]


def take_trace(db: sqlite_utils.Database, run_id: str | None = None) -> Trace:
    """The trace rows of `run_id` (None: every run in `db`, a scratch store holding one cell),
    removed from `db` so the scratch store stays small."""
    tables = set(db.table_names())
    out: Trace = {}
    for table, col in TRACE_TABLES:
        if table in tables:
            where, args = (f" where [{col}] = ?", [run_id]) if run_id is not None else ("", [])
            out[table] = list(db.query(f"select * from [{table}]{where}", args))
    with db.conn:
        for table, col in reversed(TRACE_TABLES):
            if table in tables:
                where, args = (f" where [{col}] = ?", [run_id]) if run_id is not None else ("", [])
                db.conn.execute(f"delete from [{table}]{where}", args)
    return out


def record_cell(db: sqlite_utils.Database, row: dict[str, Any] | None, trace: Trace) -> bool:
    """The result row (None: trace only, for a run that was interrupted) and its trace in one
    transaction; False, and nothing written, when the cell is already recorded (a resumed or
    concurrent process got there first)."""
    with db.conn:
        if row is not None:
            cur = db.conn.execute(f"insert or ignore into bench_results ({', '.join(row)}) "
                                  f"values ({', '.join('?' for _ in row)})", [_cell(v) for v in row.values()])
            if cur.rowcount != 1:
                return False
        for table, _ in TRACE_TABLES:
            for r in trace.get(table, []):
                if table != "runs":
                    r = {k: v for k, v in r.items() if k != "id"}  # the bench's store numbers its own rows
                db.conn.execute(f"insert or ignore into [{table}] ({', '.join(f'[{k}]' for k in r)}) "
                                f"values ({', '.join('?' for _ in r)})", list(r.values()))
    return True
