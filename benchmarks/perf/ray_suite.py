"""What does Ray cost on one machine? The scripted suite on a local Ray cluster with 2 CPUs
(two workers) against the single-machine `bench run --jobs 2`, side by side in one run
(a benchmark, not a test; run on demand). Target: ray / jobs-2 wall time <= 1.3.

Both sides run the same cells with the same scripted test doubles (edge scripted:0.6,
cloud scripted:0.92: NOT language models; the figure is the harness's overhead, not a
model's speed) and the same privacy gate (the real Presidio gate by default). Printed:
the wall time of each side's `run` (for Ray: starting the two workers, which load the
doubles and the gate, included; starting the cluster itself reported apart, because a
user's cluster is already up), the ratio, and that the rows are equal.

    python benchmarks/perf/ray_suite.py [--quick] [--tasks FILTER] [--strategies A,B] [--gate real|none]

`main(argv)` returns the figure as a row ({"name": "ray-vs-jobs2", "value": ratio, ...}) for
`python -m benchmarks.perf`. --quick: the Automation category (10 tasks × 7 = 70 cells).
Both sides use worker processes (Ray actors; `--jobs 2` forks two workers), each with its
own detection cache (the Detector's process-wide result cache, edge_agent.privacy.result_cache).
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SEVEN = "edge-only,cloud-only,sketch,task-route,step-route,advisor,delegate"


def main(argv: list[str] | None = None) -> list[dict]:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="only the Automation category (70 cells)")
    ap.add_argument("--tasks", default=None, help="task filter (default: the whole suite)")
    ap.add_argument("--strategies", default=SEVEN)
    ap.add_argument("--gate", choices=["real", "none"], default="real",
                    help="real: the Presidio gate bench run uses; none: a gate that detects nothing (faster)")
    args = ap.parse_args(argv)
    if args.quick and not args.tasks:
        args.tasks = "Automation"
    sys.path.insert(0, str(ROOT / "tests" / "benchmarks"))
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in [str(ROOT), str(ROOT / "tests" / "benchmarks"),
                                                           os.environ.get("PYTHONPATH", "")] if p)
    from bench_runner_support import make_runner, plain_gate, sources

    from edge_agent.bench.ray_runner import RayBenchRunner, RayOptions, connect
    from edge_agent.bench.ray_worker import WorkerSpec
    from edge_agent.bench.results import BenchResults, decode
    from edge_agent.bench.task import load_tasks
    from edge_agent.store import Store

    tasks = load_tasks(selector=args.tasks)
    strategies = [s for s in args.strategies.split(",") if s]
    real = args.gate == "real"
    tmp = Path(tempfile.mkdtemp(prefix="ray-suite-"))

    plain = make_runner(tmp, strategies, jobs=2, db_name="plain.db", real_gate=real)
    plain_id = plain.open()
    t0 = time.monotonic()
    plain.run(tasks, plain_id)
    plain_s = time.monotonic() - t0

    t0 = time.monotonic()
    ray = connect(RayOptions(address="local", local_cpus=2))
    cluster_s = time.monotonic() - t0
    driver = make_runner(tmp, strategies, db_name="ray.db", real_gate=real)
    e, c = sources()
    spec = WorkerSpec(edge=lambda stack: e, cloud=lambda stack: c, config=driver.config,
                      make_gate=None if real else plain_gate)
    ray_id = driver.open()
    rr = RayBenchRunner(driver, spec, RayOptions(address="local"), on_event=print)
    t0 = time.monotonic()
    summary = rr.run(tasks, ray_id)
    ray_s = time.monotonic() - t0

    keys = ("task_id", "strategy", "repeat", "status", "score", "privacy", "exposure_json", "steps", "cloud_steps")

    def rows(name: str, bench_id: str) -> list:
        return sorted(tuple(repr(r.get(k[:-5] if k.endswith("_json") else k)) for k in keys)
                      for r in decode(BenchResults(Store(tmp / name)).rows(bench_id)))

    same = rows("plain.db", plain_id) == rows("ray.db", ray_id)
    ray.shutdown()
    ratio = round(ray_s / plain_s, 3)
    print(json.dumps({
        "what": "scripted test doubles (not language models): harness overhead of Ray vs --jobs 2",
        "cells": len(tasks) * len(strategies), "tasks": len(tasks), "strategies": len(strategies),
        "gate": args.gate, "workers": summary["workers"], "jobs2_wall_s": round(plain_s, 1),
        "ray_wall_s": round(ray_s, 1), "ratio_ray_over_jobs2": ratio,
        "ray_cluster_start_s": round(cluster_s, 1), "rows_equal": same,
        "cpu_count": os.cpu_count(), "load_avg_1m": round(os.getloadavg()[0], 1), "python": platform.python_version(),
    }, indent=1))
    scope = "whole suite" if not args.tasks else f"--tasks {args.tasks!r}"
    return [{"name": "ray-vs-jobs2", "value": ratio, "target": "<= 1.3",
             "note": f"{scope} × {len(strategies)} strategies, scripted test doubles, gate {args.gate}: Ray "
                     f"{ray_s:.0f} s vs --jobs 2 {plain_s:.0f} s; rows equal: {same}"}]


if __name__ == "__main__":
    for row in main():
        print(f"{row['name']}: {row['value']} (target {row['target']}) — {row['note']}")
