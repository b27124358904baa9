"""Per-call cost of the sandboxed shell versus the unsandboxed one, run on demand (not by pytest):

    python benchmarks/perf/shell_sandbox.py [--rounds 5]

The same 20 everyday commands (ls, grep, wc, sort, sed, awk, python3 -c, a small script)
run through the real run_shell tool in one process, side by side and interleaved: once in
workspace-write mode (the OS sandbox: namespaces + Landlock + seccomp, via the launcher)
and once in full-access mode (no sandbox; same tool, same output handling). For reference
it also times a bare `subprocess.run(["bash", "-c", cmd])`. Each command's time is the
median over the rounds; the ratio is the sum of the sandboxed medians over the sum of the
unsandboxed ones (target ≤ 1.5). The first sandboxed call, which starts the launcher, is
timed apart and not in the ratio.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the checkout, not an installed copy

from edge_agent.sandbox import detect  # noqa: E402
from edge_agent.tools import ToolContext, ToolRegistry  # noqa: E402
from edge_agent.tools.shell import RunShell, scrubbed_env  # noqa: E402

COMMANDS = [
    "ls -la",
    "ls -R | head -50",
    "wc -l data.csv",
    "grep -c paid data.csv",
    "grep -rn TODO src | head",
    "sort -t, -k3 -n data.csv | tail -3",
    "cut -d, -f2 data.csv | sort | uniq -c | sort -rn | head",
    "sed -n '1,5p' data.csv",
    "sed 's/paid/PAID/' data.csv | head -3",
    "awk -F, '{s += $3} END {print s}' data.csv",
    "head -3 app.log && tail -2 app.log",
    "find . -name '*.py' | xargs wc -l",
    "cat src/util.py | tr a-z A-Z | head -5",
    "python3 -c 'print(sum(range(1000)))'",
    "python3 -c 'import csv; print(sum(1 for _ in csv.reader(open(\"data.csv\"))))'",
    "python3 -c 'import json; print(json.dumps({\"rows\": len(open(\"data.csv\").readlines())}))'",
    "python3 src/report.py",
    "mkdir -p out && cp data.csv out/copy.csv && ls out",
    "echo note >> notes.txt && cat notes.txt | wc -l",
    "date +%Y && uname -s && whoami",
]


def make_workspace(root: Path) -> Path:
    ws = root / "ws"
    (ws / "src").mkdir(parents=True)
    rows = ["id,status,amount"] + [f"{i},{'paid' if i % 3 else 'open'},{i * 7 % 500}" for i in range(1000)]
    (ws / "data.csv").write_text("\n".join(rows) + "\n")
    (ws / "app.log").write_text("".join(f"2025-01-01 INFO line {i}\n" for i in range(2000)))
    (ws / "src" / "util.py").write_text("# TODO: tidy\ndef add(a, b):\n    return a + b\n")
    (ws / "src" / "report.py").write_text("import csv\nrows = list(csv.DictReader(open('data.csv')))\n"
                                          "print(sum(int(r['amount']) for r in rows if r['status'] == 'paid'))\n")
    return ws


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    a = ap.parse_args()
    caps = detect()
    if not caps.available:
        print(f"no OS sandbox here: {caps.reason}", file=sys.stderr)
        return 1
    reg = ToolRegistry([RunShell()])
    with tempfile.TemporaryDirectory() as d:
        ws = make_workspace(Path(d))
        sand = ToolContext(workspace=ws, sandbox_mode="workspace-write")
        full = ToolContext(workspace=ws, sandbox_mode="full-access")
        env = scrubbed_env(str(ws))

        def tool(ctx, cmd):
            t = time.perf_counter()
            obs = reg.execute("run_shell", {"command": cmd}, ctx)
            if not obs.ok:
                raise SystemExit(f"{cmd!r} failed in {ctx.sandbox_mode}: {obs.text[:300]}")
            return time.perf_counter() - t

        def bare(cmd):
            t = time.perf_counter()
            subprocess.run(["bash", "-c", cmd], cwd=ws, env=env, capture_output=True, check=False)
            return time.perf_counter() - t

        first = tool(sand, "true")  # starts the launcher
        tool(full, "true")
        times: dict[str, dict[str, list[float]]] = {c: {"sandboxed": [], "unsandboxed": [], "bare": []}
                                                    for c in COMMANDS}
        for r in range(a.rounds):
            for c in COMMANDS:
                order = ("sandboxed", "unsandboxed") if r % 2 == 0 else ("unsandboxed", "sandboxed")
                for k in order:
                    times[c][k].append(tool(sand if k == "sandboxed" else full, c))
                times[c]["bare"].append(bare(c))
    med = {c: {k: statistics.median(v) for k, v in t.items()} for c, t in times.items()}
    tot = {k: sum(m[k] for m in med.values()) for k in ("sandboxed", "unsandboxed", "bare")}
    ratio = tot["sandboxed"] / tot["unsandboxed"]
    result = {"commands": len(COMMANDS), "rounds": a.rounds, "backend": caps.backend,
              "first_call_ms": round(first * 1000, 1),
              "total_ms": {k: round(v * 1000, 1) for k, v in tot.items()},
              "overhead_ms_per_call": round((tot["sandboxed"] - tot["unsandboxed"]) / len(COMMANDS) * 1000, 1),
              "ratio_sandboxed_over_unsandboxed": round(ratio, 3),
              "ratio_sandboxed_over_bare_subprocess": round(tot["sandboxed"] / tot["bare"], 3)}
    if a.json:
        print(json.dumps(result))
        return 0
    print(f"{'command':58} {'sandboxed':>10} {'unsandboxed':>12} {'bare':>8}  (median ms over {a.rounds} rounds)")
    for c, m in med.items():
        print(f"{c[:58]:58} {m['sandboxed'] * 1000:10.1f} {m['unsandboxed'] * 1000:12.1f} {m['bare'] * 1000:8.1f}")
    print(f"{'total':58} {tot['sandboxed'] * 1000:10.1f} {tot['unsandboxed'] * 1000:12.1f} {tot['bare'] * 1000:8.1f}")
    print(f"first sandboxed call (starts the launcher): {first * 1000:.1f} ms")
    print(f"overhead per call: {result['overhead_ms_per_call']} ms; "
          f"ratio sandboxed/unsandboxed = {ratio:.2f} (target <= 1.5); "
          f"sandboxed/bare subprocess = {result['ratio_sandboxed_over_bare_subprocess']:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
