
import pytest
import sqlite_utils

from edge_agent.store import Store, StoreError
from edge_agent.store.migrations import MIGRATIONS, migrate


def test_migrations_apply_once_and_in_order(tmp_path):
    db = sqlite_utils.Database(tmp_path / "x.db")
    first = migrate(db)
    assert first == [name for name, _ in MIGRATIONS]
    assert migrate(db) == []
    assert {"runs", "steps", "model_calls", "_migrations"} <= set(db.table_names())


def test_store_reopens_existing_db(tmp_path):
    s = Store(tmp_path / "x.db")
    rid = s.start_run(prompt="p", workspace="/w", edge_model="m", strategy="edge-only")
    s.close()
    s2 = Store(tmp_path / "x.db")
    assert s2.find_run(rid[:12])["id"] == rid


def test_unknown_and_ambiguous_run_ids(tmp_path):
    s = Store(tmp_path / "x.db")
    with pytest.raises(StoreError, match="no run"):
        s.find_run("nope")
    s.start_run(prompt="p", workspace="/w", edge_model="m", strategy="s", run_id="abc-1")
    s.start_run(prompt="p", workspace="/w", edge_model="m", strategy="s", run_id="abc-2")
    with pytest.raises(StoreError, match="ambiguous"):
        s.find_run("abc")


def test_corrupt_db_is_a_one_line_error(tmp_path):
    bad = tmp_path / "bad.db"
    bad.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(StoreError, match="cannot open trace store"):
        Store(bad)


def _open_store(path, barrier, errors):
    barrier.wait()
    try:
        Store(path)
    except Exception as e:  # noqa: BLE001  (reported to the parent)
        errors.put(str(e))


def test_processes_opening_one_new_store_at_once_all_succeed(tmp_path):
    """Two benches started together on a new store both created its tables: "table runs already exists",
    "database is locked" (seen in session 9). One process at a time creates or migrates a store now."""
    import multiprocessing as mp

    errors: "mp.Queue[str]" = mp.Queue()
    for i in range(5):
        path = tmp_path / f"s{i}.db"
        barrier = mp.Barrier(4)
        procs = [mp.Process(target=_open_store, args=(path, barrier, errors)) for _ in range(4)]
        for p in procs:
            p.start()
        for p in procs:
            p.join(60)
        assert [p.exitcode for p in procs] == [0, 0, 0, 0]
        names = [r["name"] for r in Store(path).db["_migrations"].rows]
        assert sorted(names) == sorted(n for n, _ in MIGRATIONS)
    assert errors.empty()
