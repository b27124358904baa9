"""`python -m benchmarks.perf`: every performance figure in one table (figure, measured, target, met?).

One registry (ROWS) names, for each row, the script in benchmarks/perf/ that measures it, its
arguments, and how to read the figure: from the rows the script's `main(argv)` returns (a list
of {"name", "value", ...}) or, for scripts that only print, a pattern in their output. Each
script runs once per invocation in its own fresh process (models and engines never share a
process; two llama.cpp computations never run at once), and rows that come from the same
script run come from the same measurement. Every ratio inside a row is measured side by side
within that script's run. The scripts stay runnable on their own.

    python -m benchmarks.perf [--only NAME[,NAME]] [--quick] [--threads N] [--log DIR] [--json]
    python -m benchmarks.perf --from-log DIR     # the table again from a kept run, measuring nothing

--quick runs the suite-time row on its named subset (the script's own --quick) and says so.
The suite time is measured with scripted doubles (test doubles, not models); the stand-in row
uses the real 1.5B stand-in cloud model over HTTP; every other model row uses the real 0.5B edge model.
"""
from __future__ import annotations

import argparse
import inspect
import json
import os
import re
import runpy
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
MARK = "@@PERF_ROWS@@ "


@dataclass(frozen=True)
class Row:
    name: str                     # --only key
    figure: str                   # what the number is
    script: str                   # file in benchmarks/perf/ (without .py)
    target: str                   # "<= 0.2", ">= 0.9"
    args: tuple[str, ...] = ()    # threads are appended where the script takes them
    pattern: str | None = None    # regex on the script's output; group 1 is the value
    row_key: str | None = None    # or: the name of a row the script's main() returns
    quick_args: tuple[str, ...] | None = None
    threads: bool = False
    unit: str = ""


ROWS: list[Row] = [
    Row("prefix-reuse", "prefix reuse: evaluated tokens reuse/stateless (12 steps)", "edge_runtime", "<= 0.2",
        ("--repeats", "1", "--gen-tokens", "96"), pattern=r"tokens ratio reuse/stateless\s+([\d.]+)", threads=True),
    Row("probe-cost", "probe cost: step-route/edge-only edge CPU time", "step_route", "<= 1.05",
        ("--repeats", "2"), pattern=r"edge compute ratio step-route/edge-only: tokens [\d.]+, CPU ([\d.]+)",
        threads=True),
    Row("runtime-vs-raw", "runtime vs raw llama-cpp-python, same grammar: tok/s ratio", "edge_runtime", ">= 0.95",
        ("--repeats", "1", "--gen-tokens", "96"), pattern=r"ratio runtime/raw\s+([\d.]+)", threads=True),
    Row("constrained-vs-free", "constrained (runtime) vs free (raw, no grammar): tok/s ratio", "constrained",
        ">= 0.9", ("--repeats", "2", "--gen-tokens", "128"), row_key="constrained-vs-free", threads=True),
    Row("standin-constrained-vs-free", "stand-in server (1.5B): actions (edge decoder) vs free, tok/s ratio",
        "standin", ">= 0.9", ("--repeats", "1", "--gen-tokens", "96"), row_key="standin-constrained-vs-free",
        threads=True),
    Row("incremental-redaction", "incremental redaction: naive/incremental detection time", "privacy_gate",
        ">= 3.0", (), pattern=r"ratio naive/incremental: chars [\d.]+x, detection time ([\d.]+)x"),
    # privacy_gate.py returns one row per text set ("privacy detection en-1k", ...); the patterns
    # read its printed table (current form first, then the form it printed before).
    Row("detect-1kb", "detection, 1 KB English: ms/KB (CPU)", "privacy_gate", "<= 50", (),
        row_key="=privacy detection en-1k",
        pattern=r"(?m)^en-1k +\d+ +[\d.]+ +([\d.]+) \||detection English\s+1\.\d KB: +[\d.]+ ms/KB wall, +([\d.]+)",
        unit="ms/KB"),
    Row("detect-16kb", "detection, 16 KB English: ms/KB (CPU)", "privacy_gate", "<= 60", (),
        row_key="=privacy detection en-16k",
        pattern=r"(?m)^en-16k +\d+ +[\d.]+ +([\d.]+) \||detection English\s+16\.\d KB: +[\d.]+ ms/KB wall, +([\d.]+)",
        unit="ms/KB"),
    Row("suite-time", "suite time, scripted doubles, --jobs 2: seconds", "suite_time", "<= 300",
        (), row_key="suite", quick_args=("--quick",), unit="s"),
    Row("cold-start", "cold start: one-step run, wall / (model load + call)", "cold_start", "<= 1.25",
        ("--repeats", "2"), row_key="cold-start", threads=True),
    Row("agent-overhead", "agent overhead: 12-step real-model run, wall / time in llama.cpp", "agent_overhead",
        "<= 1.10", ("--repeats", "2"), row_key="agent-overhead", threads=True),
]


@dataclass
class Run:
    """One script invocation: its printed output, the rows its main() returned, and how it ended."""
    stdout: str = ""
    rows: list[dict] = field(default_factory=list)
    error: str | None = None
    seconds: float = 0.0


def met(value: float, target: str) -> bool:
    op, bound = target.split()
    return value <= float(bound) if op == "<=" else value >= float(bound)


def _value_from_rows(rows: list[dict], key: str) -> tuple[float | None, str]:
    """Rows from other scripts may spell their fields differently: accept name/figure and value/measured."""
    exact = key.startswith("=")  # "=NAME": that name exactly, not every name containing it
    key = key.lstrip("=")
    for r in rows:
        name = str(r.get("name") or r.get("figure") or r.get("row") or "")
        if (name.lower() == key.lower()) if exact else (key.lower() in name.lower()):
            v = r.get("value", r.get("measured", r.get("ratio")))
            try:
                return float(v), str(r.get("note", ""))
            except (TypeError, ValueError):
                return None, f"row {name!r} has no number"
    return None, f"no row named {key!r} in the script's result"


def read_value(row: Row, run: Run) -> tuple[float | None, str]:
    if run.error:
        return None, run.error
    if row.row_key:
        value, note = _value_from_rows(run.rows, row.row_key)
        if value is not None or not row.pattern:
            return value, note
    m = re.search(row.pattern, run.stdout) if row.pattern else None
    value = next((g for g in m.groups() if g is not None), None) if m else None
    return (float(value), "") if value is not None else (None, "figure not found in the script's output")


def child(script: str, argv: list[str]) -> None:
    """Inside the fresh process: run the script's main(argv) and print the rows it returns."""
    sys.path.insert(0, str(ROOT))
    path = HERE / f"{script}.py"
    ns = runpy.run_path(str(path), run_name="benchmarks.perf." + script)
    main = ns.get("main")
    if main is None:
        raise SystemExit(f"{path.name} has no main()")
    if inspect.signature(main).parameters:
        result = main(argv)
    else:
        sys.argv = [str(path), *argv]
        result = main()
    rows = result if isinstance(result, list) else []
    print(MARK + json.dumps([r for r in rows if isinstance(r, dict)], default=str), flush=True)


def run_script(script: str, argv: list[str], log_dir: Path | None, echo: Callable[[str], None]) -> Run:
    path = HERE / f"{script}.py"
    if not path.is_file():
        return Run(error=f"benchmarks/perf/{script}.py is not in this checkout")
    echo(f"· running {script}.py {' '.join(argv)}")
    t0 = time.perf_counter()
    p = subprocess.run([sys.executable, "-m", "benchmarks.perf", "--child", script, "--", *argv], cwd=ROOT,
                       capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    run = Run(stdout=p.stdout, seconds=time.perf_counter() - t0)
    if log_dir is not None:
        log_dir.mkdir(parents=True, exist_ok=True)
        (log_dir / f"{script}.log").write_text(p.stdout + "\n--- stderr ---\n" + p.stderr)
    for line in p.stdout.splitlines():
        if line.startswith(MARK):
            run.rows = json.loads(line[len(MARK):])
    if p.returncode != 0:
        last = (p.stderr.strip().splitlines() or ["no output"])[-1]
        run.error = f"{script}.py failed (rc {p.returncode}): {last[:160]}"
    return run


def run_from_log(script: str, log_dir: Path) -> Run:
    """A script's run as a --log folder kept it (its stdout, then its stderr): no measuring."""
    path = log_dir / f"{script}.log"
    if not path.is_file():
        return Run(error=f"no {path.name} in {log_dir}")
    stdout, _, stderr = path.read_text(errors="replace").partition("\n--- stderr ---\n")
    run = Run(stdout=stdout)
    for line in stdout.splitlines():
        if line.startswith(MARK):
            run.rows = json.loads(line[len(MARK):])
    if not any(line.startswith(MARK) for line in stdout.splitlines()):
        last = (stderr.strip().splitlines() or ["no output"])[-1]
        run.error = f"{script}.py did not finish in that run: {last[:160]}"
    return run


def select(only: str | None) -> list[Row]:
    if not only:
        return list(ROWS)
    names = [n.strip() for n in only.split(",") if n.strip()]
    unknown = [n for n in names if n not in {r.name for r in ROWS}]
    if unknown:
        raise SystemExit(f"unknown row {', '.join(unknown)}; rows: {', '.join(r.name for r in ROWS)}")
    return [r for r in ROWS if r.name in names]


def table(results: list[tuple[Row, float | None, str]], quick: bool) -> str:
    w = max([22] + [len(row.name) for row, _, _ in results])
    lines = [f"{'row':<{w}} {'figure':<68} {'measured':>10} {'target':>9}  met?"]
    for row, value, note in results:
        shown = "—" if value is None else f"{value:.3f}" if abs(value) < 100 else f"{value:.0f}"
        ok = "n/a" if value is None else ("yes" if met(value, row.target) else "NO")
        figure = row.figure + (" [--quick subset]" if quick and row.quick_args else "")
        lines.append(f"{row.name:<{w}} {figure:<68} {shown:>10} {row.target:>9}  {ok}")
        if note:
            lines.append(f"{'':<{w}}   {note}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--child"]:
        rest = argv[2:]
        child(argv[1], rest[1:] if rest[:1] == ["--"] else rest)
        return 0
    ap = argparse.ArgumentParser(prog="python -m benchmarks.perf", description=__doc__.splitlines()[0])
    ap.add_argument("--only", help="comma-separated row names: " + ", ".join(r.name for r in ROWS))
    ap.add_argument("--quick", action="store_true", help="suite time on its named subset (the script's --quick)")
    ap.add_argument("--threads", type=int, default=1, help="llama.cpp threads for the model rows (default 1)")
    ap.add_argument("--log", type=Path, default=None, help="keep each script's full output in this folder")
    ap.add_argument("--json", action="store_true", help="also print the rows as one JSON object")
    ap.add_argument("--from-log", type=Path, default=None, metavar="DIR",
                    help="measure nothing: read the figures from the script outputs an earlier --log DIR kept")
    a = ap.parse_args(argv)
    if a.from_log is not None and not a.from_log.is_dir():
        raise SystemExit(f"--from-log {a.from_log}: no such folder")
    rows = select(a.only)
    echo = lambda s: print(s, file=sys.stderr, flush=True)  # noqa: E731
    load0 = os.getloadavg()
    runs: dict[tuple[str, tuple[str, ...]], Run] = {}
    results = []
    for row in rows:
        args = list(row.quick_args if a.quick and row.quick_args is not None else row.args)
        if row.threads:
            args += ["--threads", str(a.threads)]
        key = (row.script, tuple(args))
        if key not in runs:
            runs[key] = run_from_log(row.script, a.from_log) if a.from_log else run_script(row.script, args, a.log, echo)
        value, note = read_value(row, runs[key])
        results.append((row, value, note))
    load1 = os.getloadavg()
    if a.from_log:
        print(f"python -m benchmarks.perf {' '.join(argv)}   (figures read from the outputs kept in {a.from_log}, "
              f"not measured now; each script's output there states its load)")
    else:
        print(f"python -m benchmarks.perf{' ' + ' '.join(argv) if argv else ''}   "
              f"(load average {load0[0]:.2f} at start, {load1[0]:.2f} at end; {os.cpu_count()} CPUs; "
              f"llama.cpp threads {a.threads})")
    print(table(results, a.quick))
    if a.json:
        print(json.dumps({r.name: {"value": v, "target": r.target, "met": None if v is None else met(v, r.target),
                                   "note": n} for r, v, n in results}))
    return 0 if all(v is not None and met(v, r.target) for r, v, _ in results) else 1


if __name__ == "__main__":
    sys.exit(main())
