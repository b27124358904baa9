"""`bench run` on a local Ray cluster gives the rows of the same bench without Ray, and a
worker killed mid-run loses and duplicates nothing (issue 16)."""
from __future__ import annotations

import os
import signal
from collections import Counter

from bench_runner_support import make_runner, subset_tasks
from edge_agent.bench.results import BenchResults
from edge_agent.store import Store
from support import outcomes, ray_runner

STRATEGIES = ["edge-only", "cloud-only", "step-route", "advisor"]


def _baseline(tmp_path, tasks, strategies):
    runner = make_runner(tmp_path, strategies, db_name="plain.db", jobs=2)
    bench_id = runner.open()
    runner.run(tasks, bench_id)
    return outcomes(tmp_path / "plain.db", bench_id)


def test_rows_equal_the_single_machine_run(tmp_path, ray_cluster):
    tasks = subset_tasks()
    rr = ray_runner(tmp_path, STRATEGIES)
    bench_id = rr.driver.open()
    summary = rr.run(tasks, bench_id)
    assert summary["ran"] == len(tasks) * len(STRATEGIES) and summary["workers"] == 2
    got = outcomes(tmp_path / "ray.db", bench_id)
    assert got == _baseline(tmp_path, tasks, STRATEGIES)
    assert any(r for r in got if r[1] == "'cloud-only'")
    # The driver holds each run's trace too (steps, model calls, what the gate let out).
    db = Store(tmp_path / "ray.db").db
    run_ids = [r["run_id"] for r in db.query("select run_id from bench_results where bench_id = ?", [bench_id])]
    assert db["runs"].count == len(run_ids)
    assert db.execute("select count(distinct run_id) from steps").fetchone()[0] == len(run_ids)
    assert db["egress"].count > 0
    # Resuming the finished bench runs nothing.
    assert rr.run(tasks, bench_id)["ran"] == 0


def test_worker_killed_mid_run_loses_and_duplicates_nothing(tmp_path, ray_cluster):
    tasks = subset_tasks()
    events: list[str] = []
    rr = ray_runner(tmp_path, STRATEGIES, on_event=events.append)
    killed: list[int] = []

    def kill_a_busy_worker(done, total, row):
        if killed or done < 2:
            return
        busy = [rr.workers[i] for i in rr.busy if i in rr.workers and rr.workers[i].info]
        if busy:
            killed.append(busy[0].info["pid"])
            os.kill(busy[0].info["pid"], signal.SIGKILL)

    rr.on_progress = kill_a_busy_worker
    bench_id = rr.driver.open()
    rr.run(tasks, bench_id)
    assert killed, "no worker was busy to kill"
    assert any("died" in e for e in events), events
    assert rr.state["retried"] >= 1 and rr.state["failed"] == 0
    keys = BenchResults(Store(tmp_path / "ray.db")).done_keys(bench_id)
    assert len(keys) == len(tasks) * len(STRATEGIES)
    counts = Counter((r[0], r[1]) for r in outcomes(tmp_path / "ray.db", bench_id))
    assert set(counts.values()) == {1}
    assert outcomes(tmp_path / "ray.db", bench_id) == _baseline(tmp_path, tasks, STRATEGIES)
