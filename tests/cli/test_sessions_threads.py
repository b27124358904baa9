"""A chat writes its session turn while the run's thread writes steps: the two must not share one
sqlite3 connection (sqlite-utils' savepoints interleave: "no such savepoint", seen in CI)."""
from __future__ import annotations

import threading

from edge_agent.store import Store
from edge_agent.store.sessions import Sessions


def test_session_writes_and_run_writes_from_two_threads(tmp_path):
    store = Store(tmp_path / "t.db")
    sessions = Sessions(store)
    sid = sessions.create(workspace=str(tmp_path))
    errors: list[BaseException] = []

    def run_thread():
        try:
            for i in range(150):
                rid = store.start_run(prompt=f"p{i}", workspace=str(tmp_path), edge_model="m", strategy="edge-only")
                store.finish_run(rid, status="finished", final_answer="ok", error="", steps=0, wall_s=0.0, totals={})
        except BaseException as e:  # noqa: BLE001 - reported below
            errors.append(e)

    t = threading.Thread(target=run_thread)
    t.start()
    try:
        for i in range(150):
            sessions.add_turn(sid, f"run-{i}", f"prompt {i}")
    finally:
        t.join()
    assert errors == []
    assert len(sessions.turns(sid)) == 150
    assert len(store.recent_runs(limit=500)) == 150
