"""Pass^3 tables from one or more trace stores holding benches of the same settings split by task.

The run was split into two benches (`--tasks` subsets, one store each) so that both cores work,
so there is no single `bench report` over all six tasks; this merges their `bench_results` rows
(a cell recorded twice keeps its first row) and computes the report's own figures with
edge_agent.bench.metrics.summarize_strategy: completion, Pass^1 (repeat 0), Pass^k (tasks with k
runs only), privacy, cloud tokens, USD, cloud-step share, wall seconds per run. The strategy table
covers only the tasks that have every strategy × k repeats. It also prints each bench's manifest
essentials (code version, models, settings), how many of the planned cells finished, how runs
ended, each cell's scores and seeds, and how many cells' repeats differed. With --load FILE (lines
"TIMESTAMP load1 load5 load15 ...", as `cat /proc/loadavg` writes them) it summarises the
1-minute load average over the run.

Usage: python summarize.py STORE.db [STORE.db ...] [--k 3] [--load load.txt]
"""
from __future__ import annotations

import json
import sqlite3
import statistics
import sys
from collections import Counter, defaultdict
from typing import Any

from edge_agent.bench.metrics import pass_k, summarize_strategy
from edge_agent.bench.results import decode

STRATEGIES = ["edge-only", "cloud-only", "sketch", "task-route", "step-route", "advisor", "delegate"]


def load(dbs: list[str]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(result rows, bench manifests) of every store; a cell recorded twice keeps its first row."""
    seen: dict[tuple[str, str, int], dict[str, Any]] = {}
    benches: list[dict[str, Any]] = []
    for db in dbs:
        c = sqlite3.connect(db)
        c.row_factory = sqlite3.Row
        for b in c.execute("select id, created_at, updated_at, manifest_json from bench_runs order by created_at"):
            benches.append({"db": db, "id": b["id"], "created_at": b["created_at"], "updated_at": b["updated_at"],
                            "manifest": json.loads(b["manifest_json"] or "{}")})
        for r in decode(dict(x) for x in c.execute("select * from bench_results order by created_at")):
            seen.setdefault((r["task_id"], r["strategy"], r["repeat"]), r)
    return list(seen.values()), benches


def fmt(x: float | None, digits: int = 1) -> str:
    return "–" if x is None else f"{x:.{digits}f}"


def print_benches(benches: list[dict[str, Any]], rows: list[dict[str, Any]], k: int) -> int:
    """Each bench's manifest essentials; returns the number of planned cells over all benches."""
    planned = 0
    for b in benches:
        m = b["manifest"]
        tasks = sorted(m.get("tasks", {}))
        n_strat = len(m.get("strategies", {}))
        planned += len(tasks) * n_strat * k
        mine = sorted(str(r.get("created_at")) for r in rows if r["bench_id"] == b["id"])
        done = len(mine)
        models = m.get("models", {})
        print(f"bench {b['id']} ({b['db']}): code {m.get('code')}; {len(tasks)} tasks x {n_strat} strategies x {k}"
              f" = {len(tasks) * n_strat * k} cells, {done} recorded; bench created {b['created_at']}, rows written "
              f"{mine[0] if mine else '–'} → {mine[-1] if mine else '–'}")
        print(f"  tasks: {', '.join(f'{t} ({h})' for t, h in sorted(m.get('tasks', {}).items()))}")
        for side in ("edge", "cloud"):
            print(f"  {side}: {models.get(side, {}).get('id')} sha256 {models.get(side, {}).get('sha256')}")
        print(f"  settings: {json.dumps(m.get('settings', {}), sort_keys=True)}")
        params = {s: p for s, p in m.get("strategies", {}).items() if s in ("step-route", "task-route")}
        print(f"  routing parameters: {json.dumps(params, sort_keys=True)}")
    return planned


def print_load(path: str) -> None:
    samples = []
    for line in open(path, encoding="utf-8"):
        parts = line.split()
        if len(parts) >= 2:
            try:
                samples.append((parts[0], float(parts[1])))
            except ValueError:
                continue
    if not samples:
        print(f"\nload: no samples in {path}")
        return
    loads = [x for _, x in samples]
    print(f"\n1-minute load average, {len(samples)} samples {samples[0][0]} → {samples[-1][0]}: "
          f"median {statistics.median(loads):.1f}, min {min(loads):.1f}, max {max(loads):.1f}")


def main(argv: list[str]) -> None:
    k, load_file = 3, None
    for flag in ("--k", "--load"):
        if flag in argv:
            i = argv.index(flag)
            if flag == "--k":
                k = int(argv[i + 1])
            else:
                load_file = argv[i + 1]
            argv = argv[:i] + argv[i + 2:]
    rows, benches = load(argv)
    planned = print_benches(benches, rows, k)
    by_cell: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for r in rows:
        by_cell[(r["task_id"], r["strategy"])].append(r)
    full_tasks = sorted({t for t in {r["task_id"] for r in rows}
                         if all(len(by_cell[(t, s)]) >= k for s in STRATEGIES)})
    endings = Counter(r.get("status") for r in rows)
    print(f"\n{len(rows)} of {planned} planned cells recorded; run endings: "
          f"{', '.join(f'{n} {s}' for s, n in sorted(endings.items()))}")
    print(f"tasks with all {len(STRATEGIES)} strategies x {k} repeats: {len(full_tasks)} "
          f"({', '.join(full_tasks) or 'none'})\n")
    print(f"| strategy | tasks | runs | completion | Pass^1 | Pass^{k} | privacy | cloud raw/out tokens | USD "
          f"| cloud steps | wall s/run |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for s in STRATEGIES:
        rs = [r for r in rows if r["strategy"] == s and r["task_id"] in full_tasks]
        if not rs:
            continue
        m = summarize_strategy(rs, k)
        p1, _ = pass_k(rs, 1)
        usd = m["cloud_usd"]
        print(f"| {s} | {m['tasks']} | {m['runs']} | {fmt(m['completion'])} | {fmt(p1)} | {fmt(m['pass_k'])} | "
              f"{fmt(m['privacy'])} | {m['cloud_raw_tokens']:,} / {m['cloud_output_tokens']:,} | "
              f"{'–' if usd is None else f'${usd:.4f}'} | {fmt(m['cloud_step_share'])}% | {fmt(m['wall_s_mean'], 0)} |")
    print("\nEvery cell (scores of repeats 0, 1, 2; a run that did not finish is marked *):\n")
    tasks = sorted({r["task_id"] for r in rows})
    print("| task | " + " | ".join(STRATEGIES) + " |")
    print("|---|" + "---|" * len(STRATEGIES))
    differ = total = 0
    for t in tasks:
        cells = []
        for s in STRATEGIES:
            rs = sorted(by_cell.get((t, s), []), key=lambda r: r["repeat"])
            if len(rs) >= 2:
                total += 1
                differ += len({json.dumps(r["score"]) for r in rs}) > 1
            cells.append(" ".join(f"{r['score']:.2f}{'' if r.get('status') == 'finished' else '*'}" for r in rs)
                         or "–")
        print(f"| {t} | " + " | ".join(cells) + " |")
    print(f"\ncells with 2+ repeats whose scores differ between repeats: {differ} of {total}")
    odd = [r for r in rows if r.get("status") != "finished"]
    if odd:
        print("\nruns that did not finish (task, strategy, repeat: status, steps, wall s, error):")
        for r in sorted(odd, key=lambda r: (r["task_id"], STRATEGIES.index(r["strategy"]), r["repeat"])):
            print(f"  {r['task_id']} {r['strategy']} {r['repeat']}: {r.get('status')}, {r.get('steps')} steps, "
                  f"{fmt(r.get('wall_s'), 0)} s, {(r.get('error') or '')[:120]}")
    walls = [float(r.get("wall_s") or 0) for r in rows]
    if walls:
        print(f"\nwall s per run over all {len(walls)} runs: median {statistics.median(walls):.0f}, "
              f"min {min(walls):.0f}, max {max(walls):.0f}")
    print("\nseeds (task, strategy, repeat -> seed, score, status, steps, cloud steps):")
    for r in sorted(rows, key=lambda r: (r["task_id"], STRATEGIES.index(r["strategy"]), r["repeat"])):
        print(f"  {r['task_id']} {r['strategy']} {r['repeat']} -> {r.get('seed')}, {r['score']:.2f}, "
              f"{r.get('status')}, {r.get('steps')}, {r.get('cloud_steps')}")
    if load_file:
        print_load(load_file)


if __name__ == "__main__":
    main(sys.argv[1:])
