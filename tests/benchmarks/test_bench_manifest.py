"""Reproducible bench runs (bench.manifest): what a bench was made of is recorded, a resume
that does not match refuses with one line, and `-p STRATEGY.PARAM=VALUE` sets parameters."""
from __future__ import annotations

import json
import shutil

import pytest
from bench_runner_support import sources, subset_tasks
from click.testing import CliRunner

from edge_agent.bench.manifest import build_manifest, mismatch, task_hash
from edge_agent.bench.results import BenchResults, manifest_of
from edge_agent.bench.runner import BenchConfig, BenchError, BenchRunner, check_strategies, parse_params
from edge_agent.bench.task import TASKS_DIR, load_task
from edge_agent.cli.main import cli
from edge_agent.store import Store

ONE = "office-ambiguous-recipient-en"


def test_parse_params():
    assert parse_params(["step-route.tau=0.6", "step-route.tau_low=0.4", "advisor.max_advice=2"]) == {
        "step-route": {"tau": 0.6, "tau_low": 0.4}, "advisor": {"max_advice": 2}}
    for bad in ("tau=0.6", "step-route.tau", ".tau=1"):
        with pytest.raises(BenchError, match="STRATEGY.PARAM=VALUE"):
            parse_params([bad])


def test_check_strategies_applies_and_validates_params():
    eff = check_strategies(["edge-only", "step-route"], True, {"step-route": {"tau": 0.77}})
    assert eff["step-route"]["tau"] == 0.77 and eff["edge-only"] == {}
    with pytest.raises(BenchError) as e:
        check_strategies(["step-route"], True, {"step-route": {"tau": -1}})
    assert str(e.value).startswith("-p step-route:") and "\n" not in str(e.value)
    with pytest.raises(BenchError, match="not in --strategies"):
        check_strategies(["edge-only"], True, {"step-route": {"tau": 0.5}})


def test_task_hash_follows_content(tmp_path):
    src = TASKS_DIR / ONE
    shutil.copytree(src, tmp_path / ONE)
    before = task_hash(load_task(tmp_path / ONE))
    assert before == task_hash(load_task(src))
    p = tmp_path / ONE / "task.yaml"
    p.write_text(p.read_text(encoding="utf-8").replace("max_steps:", "# edited\nmax_steps:"), encoding="utf-8")
    assert task_hash(load_task(tmp_path / ONE)) != before


def _runner(tmp_path, **cfg):
    edge, cloud = sources()
    config = BenchConfig(strategies=["edge-only", "step-route"], out_dir=tmp_path / "out", **cfg)
    return BenchRunner(tmp_path / "store.db", edge=edge, cloud=cloud, config=config)


def test_manifest_is_recorded_and_a_mismatching_resume_refuses(tmp_path):
    tasks = subset_tasks(ONE)
    bench_id = _runner(tmp_path, params={"step-route": {"tau": 0.7}}).open(tasks=tasks)
    m = manifest_of(BenchResults(Store(tmp_path / "store.db")).get(bench_id))
    assert m["tasks"] == {ONE: task_hash(tasks[0])}
    assert m["strategies"]["step-route"]["tau"] == 0.7
    assert m["models"]["edge"]["id"] == "scripted:0.6" and m["code"]
    assert m["tasks_dir"] == "edge_agent/bench/tasks"  # the package path: another clone can resume

    same = _runner(tmp_path, params={"step-route": {"tau": 0.7}})
    assert same.open(bench_id, resume=True, tasks=tasks) == bench_id
    with pytest.raises(BenchError, match="step-route parameters differ") as e:
        _runner(tmp_path, params={"step-route": {"tau": 0.5}}).open(bench_id, resume=True, tasks=tasks)
    assert "\n" not in str(e.value)
    with pytest.raises(BenchError, match="tasks differ"):
        _runner(tmp_path, params={"step-route": {"tau": 0.7}}).open(
            bench_id, resume=True, tasks=subset_tasks("data-expense-audit-zh"))
    with pytest.raises(BenchError, match="tasks_dir differ"):
        _runner(tmp_path, params={"step-route": {"tau": 0.7}}, tasks_dir=tmp_path).open(
            bench_id, resume=True, tasks=tasks)


def test_mismatch_ignores_code_version_and_added_strategies():
    tasks = subset_tasks(ONE)
    base = build_manifest(tasks, tasks_dir=TASKS_DIR, strategies={"edge-only": {}}, edge="e", cloud=None)
    later = {**base, "code": "other", "strategies": {"edge-only": {}, "advisor": {"x": 1}}}
    assert mismatch(base, later) is None
    assert mismatch(base, {**base, "price": {"input": "1"}}).startswith("price differ")


def test_cli_records_bench_json_and_refuses_a_resume_without_the_tasks_dir(tmp_path):
    held_out = tmp_path / "held-out"
    shutil.copytree(TASKS_DIR / ONE, held_out / ONE)
    out, db = tmp_path / "out", tmp_path / "store.db"
    args = ["bench", "run", "--strategies", "edge-only", "--edge", "scripted:0.6", "--out", str(out),
            "--db", str(db), "--no-report"]
    res = CliRunner().invoke(cli, [*args, "--tasks-dir", str(held_out)])
    assert res.exit_code == 0, res.output
    meta = json.loads((out / "bench.json").read_text())
    assert meta["manifest"]["tasks_dir"] == str(held_out.resolve())
    assert list(meta["manifest"]["tasks"]) == [ONE]
    res = CliRunner().invoke(cli, args)  # the same --out, but the bundled suite: refused, one line
    assert res.exit_code != 0
    assert "cannot resume: tasks_dir differ" in res.output and "Traceback" not in res.output
    res = CliRunner().invoke(cli, [*args, "--tasks-dir", str(held_out), "-p", "nonsense"])
    assert res.exit_code != 0 and "STRATEGY.PARAM=VALUE" in res.output


def test_time_limit_replaces_the_tasks_own_and_a_resume_with_another_refuses(tmp_path):
    held_out = tmp_path / "held-out"
    shutil.copytree(TASKS_DIR / ONE, held_out / ONE)
    out, db = tmp_path / "out", tmp_path / "store.db"
    args = ["bench", "run", "--strategies", "edge-only", "--edge", "scripted:0.6", "--out", str(out),
            "--db", str(db), "--no-report", "--tasks-dir", str(held_out)]
    res = CliRunner().invoke(cli, [*args, "--time-limit", "1200"])
    assert res.exit_code == 0, res.output
    meta = json.loads((out / "bench.json").read_text())
    assert meta["manifest"]["settings"]["time_limit_s"] == 1200
    run = Store(db).db.execute("select config_json from runs").fetchone()[0]
    assert json.loads(run)["time_limit_s"] == 1200  # the agent ran under the bench's limit, not the task's
    res = CliRunner().invoke(cli, args)  # the task's own limit now: refused, one line
    assert res.exit_code != 0 and "time_limit_s" in res.output and "Traceback" not in res.output
    assert mismatch({"settings": {"max_steps": 6}}, {"settings": {"max_steps": 6, "time_limit_s": None}}) is None


def test_a_bundled_task_folder_is_recorded_by_its_package_path_so_another_clone_can_resume():
    from edge_agent.bench.manifest import tasks_dir_key

    assert tasks_dir_key(TASKS_DIR) == "edge_agent/bench/tasks"
    old = {"tasks_dir": "/tmp/pass3-src/edge_agent/bench/starter"}  # a manifest written in another clone
    assert mismatch(old, {"tasks_dir": "edge_agent/bench/starter"}) is None
    assert mismatch(old, {"tasks_dir": "edge_agent/bench/blind3"}) is not None
    assert mismatch({"tasks_dir": "/data/held-out"}, {"tasks_dir": "/data/other"}) is not None
