"""The bench runner with scripted test doubles: every registered strategy on a subset,
resumability (interrupt, resume, each row exactly once), determinism, parallel jobs."""
from __future__ import annotations

import json
from collections import Counter

import pytest

from edge_agent.bench.results import BenchResults
from edge_agent.bench.runner import BenchConfig, BenchError, BenchRunner, ModelSource, parallel_allowed
from edge_agent.store import Store
from edge_agent.router.policy import registered
from bench_runner_support import make_runner, sources, subset_tasks


def rows_of(tmp_path, bench_id, db_name="bench.db"):
    store = Store(tmp_path / db_name)
    return BenchResults(store).rows(bench_id), store.db


def test_subset_under_every_registered_strategy(tmp_path):
    strategies = sorted(registered())
    tasks = subset_tasks()
    runner = make_runner(tmp_path, strategies, real_gate=True)  # Presidio: privacy figures are real
    bench_id = runner.open()
    summary = runner.run(tasks, bench_id)
    rows, db = rows_of(tmp_path, bench_id)
    assert summary["ran"] == len(rows) == len(tasks) * len(strategies)
    keys = Counter((r["task_id"], r["strategy"], r["repeat"]) for r in rows)
    assert set(keys.values()) == {1}
    assert not [r for r in rows if r["status"] == "harness_error"], [r["error"] for r in rows]
    for r in rows:
        assert 0.0 <= r["score"] <= 1.0
        run = db["runs"].get(r["run_id"])  # the agent's own run row, same store
        assert run["strategy"] == r["strategy"] and run["status"] == r["status"]
        assert run["edge_model"].startswith("scripted-edge")
        assert json.loads(r["checks_json"]), "each check's result is stored"
        assert (r["privacy"] is not None) == bool(r["annotated"])
    by = {s: [r for r in rows if r["strategy"] == s] for s in strategies}
    # Edge-only: nothing leaves the device, so no cloud tokens and full privacy.
    assert all(r["cloud_raw_tokens"] == 0 and r["cloud_steps"] == 0 for r in by["edge-only"])
    assert all(r["privacy"] == 1.0 for r in by["edge-only"] if r["annotated"])
    assert all(r["cloud_steps"] == r["steps"] for r in by["cloud-only"])
    # The egress ledger has rows for cloud runs, and privacy was scored from them.
    cloud_run = by["cloud-only"][0]["run_id"]
    assert db["egress"].count_where("run_id = ?", [cloud_run]) > 0
    assert min(r["privacy"] for r in by["cloud-only"] if r["annotated"]) < 1.0
    # Doubles of different fixed skill: the stronger cloud double scores higher on its own.
    mean = lambda s: sum(r["score"] for r in by[s]) / len(by[s])  # noqa: E731
    assert mean("cloud-only") > mean("edge-only")


def test_same_seed_same_scores_and_jobs_do_not_change_them(tmp_path):
    tasks = subset_tasks()
    a = make_runner(tmp_path, ["edge-only", "cloud-only"], db_name="a.db")
    b = make_runner(tmp_path, ["edge-only", "cloud-only"], jobs=2, db_name="b.db")
    assert b.jobs == 2
    ida, idb = a.open(), b.open()
    a.run(tasks, ida)
    b.run(tasks, idb)
    score = lambda rows: {(r["task_id"], r["strategy"]): (r["score"], r["steps"]) for r in rows}  # noqa: E731
    assert score(rows_of(tmp_path, ida, "a.db")[0]) == score(rows_of(tmp_path, idb, "b.db")[0])


def test_interrupt_from_progress_then_resume_records_every_row_once(tmp_path):
    tasks = subset_tasks()
    strategies = ["edge-only", "cloud-only"]
    seen = []

    def stop_at_four(done, total, row):
        seen.append(row["run_id"])
        if done == 4:
            raise KeyboardInterrupt

    first = make_runner(tmp_path, strategies, repeats=2, on_progress=stop_at_four)
    bench_id = first.open()
    with pytest.raises(KeyboardInterrupt):
        first.run(tasks, bench_id)
    rows, _ = rows_of(tmp_path, bench_id)
    assert len(rows) == 4
    total = len(tasks) * len(strategies) * 2
    again = make_runner(tmp_path, strategies, repeats=2)
    assert again.open(bench_id, resume=True) == bench_id
    assert len(again.pending(tasks, bench_id)) == total - 4
    summary = again.run(tasks, bench_id)
    assert (summary["ran"], summary["skipped"]) == (total - 4, 4)
    rows, _ = rows_of(tmp_path, bench_id)
    assert len(rows) == total
    assert set(Counter((r["task_id"], r["strategy"], r["repeat"]) for r in rows).values()) == {1}
    assert set(seen) <= {r["run_id"] for r in rows}  # the first four were kept, not re-run
    assert again.run(tasks, bench_id)["ran"] == 0  # a third pass has nothing to do


class InterruptingEdge:
    """Wraps the edge double factory; the chosen run raises KeyboardInterrupt at its 3rd call."""

    is_test_double = True

    def __init__(self, inner, task_id):
        self.inner, self.task_id, self.armed = inner, task_id, True

    def __call__(self, task, repeat):
        model = self.inner(task, repeat)
        if task.id != self.task_id or not self.armed:
            return model
        self.armed = False
        calls = {"n": 0}
        original = model.complete

        def complete(messages, **kw):
            calls["n"] += 1
            if calls["n"] == 3:
                raise KeyboardInterrupt
            return original(messages, **kw)

        model.complete = complete
        return model


def test_interrupt_inside_a_run_leaves_no_row_and_resume_completes_it(tmp_path):
    tasks = subset_tasks()
    edge, _ = sources()
    victim = tasks[1].id
    wrapped = ModelSource(edge.label, factory=InterruptingEdge(edge.factory, victim))
    runner = make_runner(tmp_path, ["edge-only"], edge_source=wrapped)
    bench_id = runner.open()
    with pytest.raises(KeyboardInterrupt):
        runner.run(tasks, bench_id)
    rows, db = rows_of(tmp_path, bench_id)
    assert [r["task_id"] for r in rows] == [tasks[0].id]
    cut = [r for r in db["runs"].rows if r["status"] == "interrupted"]
    assert len(cut) == 1 and cut[0]["strategy"] == "edge-only"
    assert not list((tmp_path / "out" / "runs").iterdir()), "the interrupted run's workspace is cleaned up"
    runner.run(tasks, bench_id)  # the wrapper is disarmed now: the same runner resumes
    rows, _ = rows_of(tmp_path, bench_id)
    assert sorted(r["task_id"] for r in rows) == sorted(t.id for t in tasks)
    assert cut[0]["id"] not in {r["run_id"] for r in rows}


def test_the_unique_index_refuses_a_second_row_for_a_cell(tmp_path):
    runner = make_runner(tmp_path, ["edge-only"])
    bench_id = runner.open()
    store = Store(tmp_path / "bench.db")
    results = BenchResults(store)
    row = {"bench_id": bench_id, "task_id": "t", "strategy": "edge-only", "repeat": 0, "score": 1.0}
    assert results.add(row) is True
    assert results.add({**row, "score": 0.0}) is False
    assert [r["score"] for r in results.rows(bench_id)] == [1.0]


def test_configuration_errors_are_one_line(tmp_path):
    with pytest.raises(BenchError, match=r"unknown strategy 'nope'; known: .*edge-only"):
        make_runner(tmp_path, ["edge-only", "nope"])
    edge, _ = sources(cloud=None)
    with pytest.raises(BenchError, match="needs a cloud model"):
        BenchRunner(tmp_path / "x.db", edge=edge, cloud=None,
                    config=BenchConfig(strategies=["cloud-only"], out_dir=tmp_path))
    runner = make_runner(tmp_path, ["edge-only"])
    bench_id = runner.open()
    other = ModelSource("scripted:0.3", factory=sources("scripted:0.3")[0].factory)
    with pytest.raises(BenchError, match="resume it with the same --edge/--cloud"):
        make_runner(tmp_path, ["edge-only"], edge_source=other).open(bench_id, resume=True)


def test_local_llama_models_run_one_at_a_time():
    scripted = ModelSource("scripted:0.6", factory=lambda t, r: None)
    llama_edge = ModelSource("qwen", model=object(), in_process=True)
    stand_in = ModelSource("qwen-1.5b", model=object(), local_server=True)
    remote = ModelSource("https://api.example.com/v1", model=object())
    assert parallel_allowed(scripted, remote) and parallel_allowed(scripted, None)
    assert not parallel_allowed(llama_edge, remote)
    assert not parallel_allowed(scripted, stand_in)
