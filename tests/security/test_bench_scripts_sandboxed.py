"""Task fixture scripts run through the same sandbox as the agent's commands."""
from __future__ import annotations

import functools

from edge_agent.bench.environment import build_env, build_registry
from edge_agent.bench.task import TASKS_DIR, load_tasks
from edge_agent.bench.validate import validate_report


@functools.cache
def _task(task_id: str):
    return load_tasks(TASKS_DIR, task_id)[0]


def test_a_task_script_runs_as_pid_1_of_its_own_namespace(tmp_path):
    task = _task("auto-backup-retention-en")
    env = build_env(task, tmp_path / "run")
    try:
        obs = build_registry(task, env).execute(
            "run_shell", {"command": "echo pid=$$; ls /proc | grep -c '^[0-9]'; touch ../escaped"}, env.context())
    finally:
        env.close()
    assert "pid=1" in obs.text and not obs.ok  # writing next to the workspace is refused
    assert not (tmp_path / "run" / "escaped").exists()


def test_script_tasks_still_validate_under_the_sandbox():
    for task_id in ("auto-backup-retention-en",):
        report = validate_report(_task(task_id))
        assert report.ok, report.problems
        assert report.reference_score == 1.0


def test_bench_env_passes_the_mode_and_network_flag(tmp_path):
    task = _task("auto-backup-retention-en")
    env = build_env(task, tmp_path / "run", sandbox_mode="read-only", allow_network=True)
    try:
        ctx = env.context()
        assert (ctx.sandbox_mode, ctx.allow_network) == ("read-only", True)
        obs = build_registry(task, env).execute("run_shell", {"command": "touch made"}, ctx)
    finally:
        env.close()
    assert not obs.ok and "read-only mode" in obs.text
