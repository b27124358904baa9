"""The whole suite × seven strategies on a local Ray cluster (two workers) gives exactly the
rows of the same bench run without Ray: same scores, same exposure (issue 16).

Long: marked full_suite and skipped in the quick default run, like
tests/benchmarks/test_bench_runner_suite.py; it runs with --real-models (CI) or
EDGE_AGENT_FULL_SUITE=1. The gate is the quiet one (detects nothing, records every
egress) so that both runs fit CI's budget; exposure is still scored from what left.
"""
from __future__ import annotations

import os
import time
from collections import Counter

import pytest

from bench_runner_support import make_runner
from edge_agent.bench.task import load_tasks
from support import outcomes, ray_runner

SEVEN = ["edge-only", "cloud-only", "sketch", "task-route", "step-route", "advisor", "delegate"]


@pytest.fixture
def full_suite_enabled(request):
    # Not in CI: 2 × 924 scripted cells would double CI's time on 2 cores. Run it on demand.
    if os.environ.get("EDGE_AGENT_RAY_FULL_SUITE") != "1":
        pytest.skip("full suite × seven strategies on Ray and without: set EDGE_AGENT_RAY_FULL_SUITE=1 (long)")


@pytest.mark.full_suite
def test_full_suite_on_ray_equals_the_single_machine_run(tmp_path, full_suite_enabled, ray_cluster):
    tasks = load_tasks()
    rr = ray_runner(tmp_path, SEVEN)
    bench_id = rr.driver.open()
    t0 = time.monotonic()
    assert rr.run(tasks, bench_id)["ran"] == len(tasks) * len(SEVEN)
    ray_s = time.monotonic() - t0
    got = outcomes(tmp_path / "ray.db", bench_id)
    assert set(Counter((r[0], r[1]) for r in got).values()) == {1}
    plain = make_runner(tmp_path, SEVEN, db_name="plain.db", jobs=2)
    plain_id = plain.open()
    t0 = time.monotonic()
    plain.run(tasks, plain_id)
    plain_s = time.monotonic() - t0
    assert got == outcomes(tmp_path / "plain.db", plain_id)
    assert any(r[9] != "None" for r in got), "no exposure was scored"
    # Scripted test doubles, the quiet gate; timings are information, not a check (a shared machine).
    print(f"\nfull suite × 7 ({len(got)} cells): Ray {ray_s:.0f} s, --jobs 2 {plain_s:.0f} s, "
          f"ratio {ray_s / plain_s:.2f}, load avg {os.getloadavg()[0]:.1f}")
