"""How long does the whole scripted suite take? `bench run` over every task × the seven
strategies with `--jobs 2`, timed from the command's start to its end (issue 17, target
<= 300 s on 2 cores).

The models are scripted TEST DOUBLES (edge scripted:0.6, cloud scripted:0.92), not language
models: they generate nothing, so the figure is the harness's own cost (environments,
the real Presidio privacy gate, the agent loop, graders, the store) and nothing else. The
command runs in a fresh process, exactly as a user types it; process start-up, imports and
the detector's first load are inside the figure. Printed and returned: wall seconds, runs,
seconds per run, and the CPU seconds the command used (its worker processes included), so a
reader of a figure taken on a busy machine can see CPU/2 as what 2 idle cores would need.

    python benchmarks/perf/suite_time.py [--quick] [--jobs 2] [--tasks FILTER] [--profile DIR]

--quick: the Automation category only (10 tasks × 7 = 70 runs).
--profile DIR: the command and each of its worker processes run under cProfile (DIR/parent.pstats,
DIR/worker-PID.pstats); the merged profile's top lines are printed. Profiling slows the run: its
wall time is not the figure.
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SEVEN = "edge-only,cloud-only,sketch,task-route,step-route,advisor,delegate"
QUICK = "Automation"


CLI = "from edge_agent.cli.main import cli; cli()"
PROFILED = ("import cProfile, os; from edge_agent.cli.main import cli; "
            "cProfile.run('cli(standalone_mode=False)', os.path.join(os.environ['EDGE_AGENT_BENCH_PROFILE'], "
            "'parent.pstats'))")


def command(out: Path, jobs: int, tasks: str | None, profile: bool = False) -> list[str]:
    cmd = [sys.executable, "-c", PROFILED if profile else CLI, "bench", "run", "--strategies", SEVEN,
           "--edge", "scripted:0.6", "--cloud", "scripted:0.92", "--jobs", str(jobs), "--out", str(out / "out"),
           "--db", str(out / "bench.db"), "--no-report"]
    return cmd + (["--tasks", tasks] if tasks else [])


def measure(jobs: int, tasks: str | None, profile: Path | None = None) -> dict:
    tmp = Path(tempfile.mkdtemp(prefix="suite-time-"))
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in [str(ROOT), os.environ.get("PYTHONPATH", "")] if p)}
    if profile is not None:
        profile.mkdir(parents=True, exist_ok=True)
        for old in profile.glob("*.pstats"):
            old.unlink()
        env["EDGE_AGENT_BENCH_PROFILE"] = str(profile.resolve())
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    load_before = os.getloadavg()[0]
    t0 = time.monotonic()
    proc = subprocess.run(command(tmp, jobs, tasks, profile is not None), env=env, capture_output=True, text=True)
    wall = time.monotonic() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode != 0:
        tail = (proc.stderr or proc.stdout).strip().splitlines()[-1:] or ["no output"]
        raise SystemExit(f"bench run failed (rc {proc.returncode}): {tail[0]}")
    con = sqlite3.connect(tmp / "bench.db")
    runs, failed = con.execute("select count(*), sum(status = 'harness_error') from bench_results").fetchone()
    con.close()
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {"wall_s": round(wall, 1), "runs": runs, "harness_errors": failed or 0, "s_per_run": round(wall / runs, 3),
            "cpu_s": round(cpu, 1), "cpu_s_over_2_cores": round(cpu / 2, 1), "load_avg_before": round(load_before, 1),
            "load_avg_after": round(os.getloadavg()[0], 1), "cpu_count": os.cpu_count(), "jobs": jobs,
            "tasks": tasks or "all", "store": str(tmp / "bench.db")}


def top_lines(profile: Path, n: int = 25) -> str:
    """The merged profile of every process (parent and workers): top functions by own time and by cumulative time."""
    import io
    import pstats

    files = sorted(str(f) for f in profile.glob("*.pstats"))
    if not files:
        return f"no profiles in {profile}"
    buf = io.StringIO()
    stats = pstats.Stats(*files, stream=buf)
    stats.strip_dirs()
    buf.write(f"merged profile of {len(files)} processes: {', '.join(Path(f).name for f in files)}\n")
    stats.sort_stats("tottime").print_stats(n)
    stats.sort_stats("cumulative").print_stats(n)
    return buf.getvalue()


def main(argv: list[str] | None = None) -> list[dict]:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help=f"only the {QUICK} category (70 runs)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--tasks", default=None, help="a bench run --tasks filter (default: the whole suite)")
    ap.add_argument("--profile", type=Path, default=None, help="run every process under cProfile, files in DIR")
    a = ap.parse_args(argv)
    tasks = a.tasks or (QUICK if a.quick else None)
    r = measure(a.jobs, tasks, a.profile)
    print(json.dumps({"what": "scripted test doubles (not language models): bench run wall time"
                      + (" UNDER cProfile (not the figure)" if a.profile else ""), **r}, indent=1))
    if a.profile:
        print(top_lines(a.profile))
    scope = "whole suite" if tasks is None else f"--tasks {tasks!r} (quick subset)"
    return [{"name": "suite", "value": r["wall_s"], "target": "<= 300", "unit": "s",
             "note": f"{scope}: {r['runs']} runs, scripted test doubles, --jobs {a.jobs}; CPU {r['cpu_s']} s; "
                     f"load avg {r['load_avg_before']}→{r['load_avg_after']} on {r['cpu_count']} cores"}]


if __name__ == "__main__":
    for row in main():
        print(f"{row['name']}: {row['value']} {row['unit']} (target {row['target']}) — {row['note']}")
