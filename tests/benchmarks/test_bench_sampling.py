"""Bench repeats sample with per-cell seeds (edge_agent.bench.sampling).

Every model here is a scripted test double (SkillDouble, driven by the task's reference
solution) or a real OpenAIChatModel talking to an in-memory HTTP handler; no figure in
these tests is a measurement of a language model. They check the plumbing: the cell's seed
reaches each model, is recorded in the row and the manifest, and the same seed reproduces
a row while a resume with other sampling settings is refused.
"""
from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest
from click.testing import CliRunner

from bench_runner_support import plain_gate
from edge_agent.bench.doubles import DoubleFactory
from edge_agent.bench.runner import BenchConfig, BenchError, BenchRunner, ModelSource
from edge_agent.bench.sampling import REPEAT_TEMPERATURE, cell_seed, default_temperature, seeded
from edge_agent.bench.task import load_tasks
from edge_agent.store import Store

STARTER = Path(__file__).resolve().parents[2] / "edge_agent" / "bench" / "starter"


def _tasks():
    return load_tasks(STARTER)


def _runner(tmp: Path, *, temperature: float, seed: int = 0, repeats: int = 3, strategies=("edge-only", "step-route"),
            db: str = "b.db", factory_seed: int = 0, record: list | None = None) -> BenchRunner:
    """A bench over the starter tasks with scripted test doubles (edge 0.6, cloud 0.92)."""
    edge_factory = DoubleFactory.from_spec("scripted:0.6", "edge", seed=factory_seed)
    cloud_factory = DoubleFactory.from_spec("scripted:0.92", "cloud", seed=factory_seed)

    def edge(task, repeat):
        double = edge_factory(task, repeat)
        if record is not None:  # what the runner does to the double it got: keep the seeded copy's seed
            original = double.with_seed

            def with_seed(s, _orig=original, _task=task.id, _repeat=repeat):
                record.append((_task, _repeat, s))
                return _orig(s)
            double.with_seed = with_seed
        return double

    cfg = BenchConfig(strategies=list(strategies), out_dir=tmp / "out", repeats=repeats, temperature=temperature,
                      seed=seed, extra={"seed": seed})
    return BenchRunner(tmp / db, edge=ModelSource("scripted:0.6", factory=edge),
                       cloud=ModelSource("scripted:0.92", factory=cloud_factory), config=cfg, make_gate=plain_gate)


def _rows(runner: BenchRunner, bench_id: str) -> dict[tuple, dict]:
    store = Store(runner.store_path)
    out = {}
    for r in store.db["bench_results"].rows_where("bench_id = ?", [bench_id]):
        actions = [(s["tool"], s["arguments_json"]) for s in
                   store.db["steps"].rows_where("run_id = ?", [r["run_id"]], order_by="idx")]
        out[(r["task_id"], r["strategy"], r["repeat"])] = {"seed": r["seed"], "score": r["score"],
                                                           "steps": r["steps"], "actions": actions}
    return out


def _run(runner: BenchRunner) -> dict[tuple, dict]:
    tasks = _tasks()
    bench_id = runner.open(tasks=tasks)
    runner.run(tasks, bench_id)
    return _rows(runner, bench_id)


def test_cell_seed_is_stable_and_separates_cells():
    assert cell_seed(0, "t", "edge-only", 0) == cell_seed(0, "t", "edge-only", 0)
    seeds = {cell_seed(b, t, s, r) for b in (0, 1) for t in ("a", "b") for s in ("x", "y") for r in range(3)}
    assert len(seeds) == 24 and all(0 <= x < 2 ** 31 for x in seeds)
    assert cell_seed(0, "starter-db-port-mixed", "edge-only", 0) == 319981982  # pinned: docs/results cite seeds
    assert default_temperature(1) == 0.0 and default_temperature(3) == REPEAT_TEMPERATURE


def test_the_cell_seed_reaches_the_doubles_and_is_recorded(tmp_path):
    seen: list = []
    rows = _run(_runner(tmp_path, temperature=0.7, seed=5, repeats=2, strategies=("edge-only",), record=seen))
    assert len(rows) == 12
    for (task, strategy, repeat), row in rows.items():
        assert row["seed"] == cell_seed(5, task, strategy, repeat)
        assert (task, repeat, row["seed"]) in seen


def test_the_seed_reaches_an_openai_compatible_cloud_in_the_request():
    from edge_agent.router.openai_client import OpenAIChatModel

    bodies: list[dict] = []

    def handler(request: httpx.Request) -> httpx.Response:
        bodies.append(json.loads(request.content))
        return httpx.Response(200, json={"choices": [{"message": {"role": "assistant", "content": "ok"},
                                                      "finish_reason": "stop"}],
                                         "usage": {"prompt_tokens": 3, "completion_tokens": 1}})

    client = OpenAIChatModel("http://127.0.0.1:9/v1", "m", transport=httpx.MockTransport(handler))
    client._authorise = lambda *a, **k: None  # this test is about the request body, not the egress permit
    seeded(client, 1234).complete([{"role": "user", "content": "hi"}], temperature=0.7)
    client.complete([{"role": "user", "content": "hi"}])
    assert bodies[0]["seed"] == 1234 and bodies[0]["temperature"] == 0.7
    assert "seed" not in bodies[1]  # the shared client was copied, not changed: other cells keep their own seed


def test_the_same_seed_reproduces_every_row_and_sampling_makes_repeats_differ(tmp_path):
    first = _run(_runner(tmp_path / "a", temperature=0.7))
    again = _run(_runner(tmp_path / "b", temperature=0.7))
    assert first == again  # same base seed: same seeds, same actions, same scores
    other = _run(_runner(tmp_path / "c", temperature=0.7, seed=1))
    assert {k: v["seed"] for k, v in other.items()} != {k: v["seed"] for k, v in first.items()}
    assert any(other[k]["actions"] != first[k]["actions"] for k in first)  # another seed, another run somewhere

    def differing_repeats(rows):
        cells = {(t, s) for t, s, _ in rows}
        return sum(len({json.dumps(rows[(t, s, r)]["actions"]) for r in range(3)}) > 1 for t, s in cells)

    assert differing_repeats(first) >= 1  # sampling: some repeats of a cell took different paths


def test_greedy_doubles_ignore_the_cell_seed(tmp_path):
    """At temperature 0 the doubles draw as before sampling existed (keyed by base seed and
    repeat), so scripted figures made before this change are unchanged."""
    a = _run(_runner(tmp_path / "a", temperature=0.0, seed=0, repeats=1))
    b = _run(_runner(tmp_path / "b", temperature=0.0, seed=9, repeats=1))
    assert {k: v["actions"] for k, v in a.items()} == {k: v["actions"] for k, v in b.items()}


def test_a_resume_with_other_sampling_settings_is_refused(tmp_path):
    tasks = _tasks()[:1]
    runner = _runner(tmp_path, temperature=0.7, repeats=1, strategies=("edge-only",))
    bench_id = runner.open(tasks=tasks)
    assert runner.manifest(tasks)["settings"]["temperature"] == 0.7
    with pytest.raises(BenchError, match=r"temperature: 0\.7 then, 0\.5 now") as e:
        _runner(tmp_path, temperature=0.5, repeats=1, strategies=("edge-only",)).open(bench_id, resume=True,
                                                                                      tasks=tasks)
    assert "\n" not in str(e.value)
    with pytest.raises(BenchError, match="seed: 0 then, 3 now"):
        _runner(tmp_path, temperature=0.7, seed=3, repeats=1, strategies=("edge-only",)).open(
            bench_id, resume=True, tasks=tasks)
    more = _runner(tmp_path, temperature=0.7, repeats=3, strategies=("edge-only",))  # more repeats: allowed
    assert more.open(bench_id, resume=True, tasks=tasks) == bench_id


def test_a_manifest_from_before_sampling_resumes_greedy_only():
    from edge_agent.bench.manifest import mismatch

    old = {"settings": {"max_steps": 6, "seed": 0}}
    assert mismatch(old, {"settings": {"max_steps": 6, "seed": 0, "temperature": 0.0}}) is None
    assert "settings differ" in mismatch(old, {"settings": {"max_steps": 6, "seed": 0, "temperature": 0.7,
                                                        "seed_scheme": "x"}})


def test_cli_temperature_default_follows_repeats(tmp_path):
    from edge_agent.cli.main import cli

    def run(out: str, *extra: str):
        r = CliRunner().invoke(cli, ["bench", "run", "--strategies", "edge-only", "--edge", "scripted:0.6",
                                     "--tasks-dir", str(STARTER), "--tasks", "starter-db-port-mixed",
                                     "--out", str(tmp_path / out), "--db", str(tmp_path / "s.db"), "--no-report",
                                     *extra])
        assert r.exit_code == 0, r.output[-2000:]
        return json.loads((tmp_path / out / "bench.json").read_text())["manifest"]["settings"], r.output

    one, _ = run("one")
    assert one["temperature"] == 0.0 and "seed_scheme" not in one
    three, _ = run("three", "--repeats", "3")
    assert three["temperature"] == REPEAT_TEMPERATURE and three["seed_scheme"]
    greedy, out = run("greedy", "--repeats", "2", "--temperature", "0")
    assert greedy["temperature"] == 0.0 and "Pass^2 equals Pass^1" in out
