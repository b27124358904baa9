"""Helpers shared by the Ray tests (imported by name; no tests here)."""
from __future__ import annotations

from pathlib import Path

from bench_runner_support import make_runner, plain_gate, sources
from edge_agent.bench.ray_runner import RayBenchRunner, RayOptions
from edge_agent.bench.ray_worker import WorkerSpec
from edge_agent.bench.results import BenchResults, decode
from edge_agent.store import Store

# What a cell's outcome is; run ids, timings and row ids differ between any two runs.
COMPARED = ("task_id", "strategy", "repeat", "status", "error", "score", "checks", "annotated", "privacy", "exposure",
            "cloud_raw_tokens", "cloud_cached_tokens", "cloud_output_tokens", "edge_prompt_tokens",
            "edge_evaluated_tokens", "edge_completion_tokens", "steps", "cloud_steps", "help_requests")


def outcomes(db: Path, bench_id: str) -> list[tuple]:
    rows = decode(BenchResults(Store(db)).rows(bench_id))
    return sorted(tuple(repr(r[k]) for k in COMPARED) for r in rows)


def ray_runner(tmp: Path, strategies, *, real_gate=False, db_name="ray.db", on_event=None, options=None,
               edge_builder=None, **kw) -> RayBenchRunner:
    driver = make_runner(tmp, strategies, db_name=db_name, real_gate=real_gate, **kw)
    e, c = sources()
    spec = WorkerSpec(edge=edge_builder or (lambda stack: e), cloud=lambda stack: c, config=driver.config,
                      make_gate=None if real_gate else plain_gate)
    return RayBenchRunner(driver, spec, options or RayOptions(address="auto"), on_event=on_event)
