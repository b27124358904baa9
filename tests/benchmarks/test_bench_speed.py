"""The harness at the speed of its work (issue 17 item 2) changes no outcome.

The fast path (worker processes for --jobs, the shared detection cache, seeded service
templates, the scratch store recorded in one transaction) must give the rows the plain
path gives: the cell-by-cell run with an uncached Presidio detector, its agent writing
straight into the bench's store. Scripted test doubles play the models.
"""
from __future__ import annotations

from collections import Counter

import pytest

from bench_runner_support import make_runner, subset_tasks
from edge_agent.bench.environment import build_env, seeded_template
from edge_agent.bench.local_pool import affinity_order, task_groups
from edge_agent.bench.results import BenchResults, decode
from edge_agent.bench.task import load_tasks
from edge_agent.store import Store

STRATEGIES = ["edge-only", "cloud-only", "step-route", "advisor"]
COMPARED = ("task_id", "strategy", "repeat", "status", "error", "score", "checks", "annotated", "privacy", "exposure",
            "cloud_raw_tokens", "cloud_cached_tokens", "cloud_output_tokens", "edge_prompt_tokens",
            "edge_evaluated_tokens", "edge_completion_tokens", "steps", "cloud_steps", "help_requests")


def outcomes(db, bench_id):
    return sorted(tuple(repr(r[k]) for k in COMPARED) for r in decode(BenchResults(Store(db)).rows(bench_id)))


def uncached_gate(store):
    from edge_agent.privacy.gate import Gate
    from edge_agent.privacy.ledger import SqliteEgressLedger

    return Gate(mode="redact", ledger=SqliteEgressLedger(store.db))  # its own Detector: no reuse


def test_fast_path_rows_equal_the_plain_path(tmp_path):
    tasks = subset_tasks()
    plain = make_runner(tmp_path, STRATEGIES, db_name="plain.db")
    plain.make_gate = uncached_gate
    plain_id = plain.open()
    for cell in plain.cells(tasks):  # the pre-issue-17 loop: one cell at a time, trace straight into the store
        BenchResults(plain._store()).add(plain.execute_cell(plain_id, *cell))
    fast = make_runner(tmp_path, STRATEGIES, db_name="fast.db", real_gate=True, jobs=2)
    fast_id = fast.open()
    assert fast.run(tasks, fast_id)["ran"] == len(tasks) * len(STRATEGIES)
    got = outcomes(tmp_path / "fast.db", fast_id)
    assert got == outcomes(tmp_path / "plain.db", plain_id)
    assert any(r[9] not in ("None", "[]") for r in got), "no exposure was scored: the comparison would be empty"
    # The trace came along: every row's run, with its steps and its cloud egress, is in the bench's store.
    db = Store(tmp_path / "fast.db").db
    rows = BenchResults(Store(tmp_path / "fast.db")).rows(fast_id)
    assert all(db["runs"].count_where("id = ?", [r["run_id"]]) == 1 for r in rows)
    assert all(db["steps"].count_where("run_id = ?", [r["run_id"]]) == r["steps"] for r in rows)
    cloud = [r for r in rows if r["strategy"] == "cloud-only"]
    assert all(db["egress"].count_where("run_id = ?", [r["run_id"]]) > 0 for r in cloud)


def test_interrupt_with_worker_processes_keeps_finished_cells_and_resumes(tmp_path):
    tasks = load_tasks()[::15]  # nine tasks: more units of work than the workers hold at once
    strategies = ["edge-only"]

    def stop_at_two(done, total, row):
        if done == 2:
            raise KeyboardInterrupt

    first = make_runner(tmp_path, strategies, jobs=2, on_progress=stop_at_two)
    bench_id = first.open()
    with pytest.raises(KeyboardInterrupt):
        first.run(tasks, bench_id)
    recorded = len(BenchResults(Store(tmp_path / "bench.db")).rows(bench_id))
    total = len(tasks) * len(strategies)
    assert 2 <= recorded < total  # the running cells finished and were recorded; the queue was dropped
    again = make_runner(tmp_path, strategies, jobs=2)
    again.open(bench_id, resume=True)
    assert again.run(tasks, bench_id)["ran"] == total - recorded
    rows = BenchResults(Store(tmp_path / "bench.db")).rows(bench_id)
    assert len(rows) == total and set(Counter((r["task_id"], r["strategy"], r["repeat"]) for r in rows).values()) == {1}


def test_service_template_is_copied_not_shared(tmp_path):
    task = next(t for t in subset_tasks() if t.user_replies)
    assert seeded_template(task) == seeded_template(task)  # built once per process
    first, second = build_env(task, tmp_path / "a"), build_env(task, tmp_path / "b")
    try:
        tables = [t for t in first.db.table_names() if not t.startswith("sqlite_")]
        assert tables and "audit" in tables
        for t in tables:
            assert list(first.db[t].rows) == list(second.db[t].rows)
        first.db["audit"].insert({"tool": "x", "arguments": "{}", "ok": 1, "summary": ""})
        assert second.db["audit"].count == 0  # one run's writes never reach another's
        edited = task.model_copy(update={"user_replies": []})  # an edited seed is a new template
        assert seeded_template(edited) != seeded_template(task)
        assert build_env(edited, tmp_path / "c").db["user_replies"].count == 0 < first.db["user_replies"].count
    finally:
        first.close()
        second.close()


def test_affinity_order_groups_a_tasks_cells():
    tasks = subset_tasks()
    cells = [(t, s, 0) for s in STRATEGIES for t in tasks]
    ordered = affinity_order(cells)
    assert sorted(map(id, ordered)) == sorted(map(id, cells))
    ids = [c[0].id for c in ordered]
    assert ids == sorted(ids, key=[t.id for t in tasks].index)
    groups = task_groups(ordered)
    assert [len(g) for g in groups] == [len(STRATEGIES)] * len(tasks)
    assert all(len({ordered[i][0].id for i in g}) == 1 for g in groups)


def test_the_default_gate_warms_its_detector_up_once_per_process(tmp_path, monkeypatch):
    from edge_agent.bench import gates

    calls = []
    monkeypatch.setattr(gates, "warm_up_detection", lambda: calls.append(1))
    real = make_runner(tmp_path, ["edge-only"], real_gate=True)
    quiet = make_runner(tmp_path, ["edge-only"], db_name="quiet.db")
    real.warm_up()
    quiet.warm_up()  # the quiet gate of these tests has nothing to load
    assert calls == [1]
