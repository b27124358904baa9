"""`edge-agent bench run --ray ADDRESS`: a driver killed mid-run and run again loses and
duplicates nothing, and the rows equal those of the same command without Ray (issue 16)."""
from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from support import outcomes

ROOT = Path(__file__).resolve().parents[2]
ARGS = ["--strategies", "edge-only,cloud-only", "--edge", "scripted:0.6", "--cloud", "scripted:0.92",
        "--tasks", "office-a*,office-b*", "--privacy", "off", "--no-report"]


def _cli(tmp: Path, name: str, *extra: str) -> list[str]:
    return [sys.executable, "-c", "from edge_agent.cli.main import cli; cli()", "bench", "run", *ARGS, "--out", str(tmp / name),
            "--db", str(tmp / f"{name}.db"), *extra]


def _env() -> dict:
    return {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}


def _rows(db: Path) -> int:
    try:
        with sqlite3.connect(db) as c:
            return c.execute("select count(*) from bench_results").fetchone()[0]
    except sqlite3.Error:
        return 0


def _bench_id(db: Path) -> str:
    with sqlite3.connect(db) as c:
        return c.execute("select id from bench_runs").fetchone()[0]


def test_driver_killed_and_resumed_loses_and_duplicates_nothing(tmp_path, ray_cluster):
    cmd = _cli(tmp_path, "ray", "--ray", ray_cluster)
    proc = subprocess.Popen(cmd, env=_env(), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    deadline = time.monotonic() + 300
    while _rows(tmp_path / "ray.db") < 3 and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.2)
    assert proc.poll() is None, f"the run ended before it could be killed:\n{proc.stdout.read()[-2000:]}"
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    recorded = _rows(tmp_path / "ray.db")
    assert recorded >= 3
    again = subprocess.run(cmd, env=_env(), capture_output=True, text=True, timeout=600)
    assert again.returncode == 0, again.stderr[-2000:]
    assert f"({recorded} already recorded)" in again.stderr or "already recorded" in again.stderr
    plain = subprocess.run(_cli(tmp_path, "plain", "--jobs", "2"), env=_env(), capture_output=True, text=True,
                           timeout=600)
    assert plain.returncode == 0, plain.stderr[-2000:]
    got = outcomes(tmp_path / "ray.db", _bench_id(tmp_path / "ray.db"))
    want = outcomes(tmp_path / "plain.db", _bench_id(tmp_path / "plain.db"))
    assert len(got) == len(want) == _rows(tmp_path / "plain.db")  # nothing lost, nothing recorded twice
    assert got == want
