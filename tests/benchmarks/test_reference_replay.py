"""Every bundled task's reference, replayed through the agent by a perfect scripted test double (skill 1.0,
edge-only), still scores 1.0: the runtime's checks and refusals must not stand in the way of a right run.

Session 12 found a check that did (a write refused for aiming at a row that shared fewer of the request's words
than a look-alike: 13 tasks fell below 1.0) only by this replay. Four long suite tasks fell short before that
check existed and still do (KNOWN); the replay pins the rest. About 10 s for 302 tasks.
"""
from __future__ import annotations

from pathlib import Path

from bench_runner_support import make_runner, sources
from edge_agent.bench.results import BenchResults, decode
from edge_agent.bench.task import load_tasks
from edge_agent.store import Store

SETS = ["tasks", "starter", "blind", "blind2", "blind3", "blind4", "blind5", "blind6", "blind7", "blind8", "blind9",
        "blind10", "blind11", "blind12", "blind13", "blind14", "blind15", "blind16"]
# Below 1.0 at 04b826b already (the double's replay of a long multi-file task falls short; not a runtime refusal).
KNOWN = {"auto-weekly-report-zh", "devops-export-bug-en", "devops-import-crash-en", "devops-stale-config-en"}


def test_a_perfect_double_still_solves_every_bundled_task(tmp_path):
    root = Path(__file__).resolve().parents[2] / "edge_agent" / "bench"
    tasks = [t for name in SETS for t in load_tasks(root / name)]
    edge, _ = sources(edge="scripted:1.0")
    runner = make_runner(tmp_path, ["edge-only"], edge_source=edge, jobs=2)
    bench_id = runner.open()
    runner.run(tasks, bench_id)
    rows = decode(BenchResults(Store(tmp_path / "bench.db")).rows(bench_id))
    assert len(rows) == len(tasks) > 290
    short = {r["task_id"]: r["score"] for r in rows if r["score"] < 1.0}
    assert set(short) <= KNOWN, {t: s for t, s in short.items() if t not in KNOWN}
