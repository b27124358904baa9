"""Pass^3 tables from one or more trace stores holding benches of the same settings split by task.

The run was split into two benches (`--tasks` subsets, one store each) to use both cores, so
there is no single `bench report`; this merges their `bench_results` rows (a cell recorded
twice keeps its first row) and computes the report's own figures with
edge_agent.bench.metrics.summarize_strategy: completion, Pass^k (tasks with k runs only),
privacy, cloud tokens, USD, cloud-step share. It also prints each cell's three scores and
seeds, and how many cells' repeats differed.

Usage: python summarize.py STORE.db [STORE.db ...] [--k 3]
"""
from __future__ import annotations

import json
import sqlite3
import sys
from collections import defaultdict

from edge_agent.bench.metrics import pass_k, summarize_strategy
from edge_agent.bench.results import decode

STRATEGIES = ["edge-only", "cloud-only", "sketch", "task-route", "step-route", "advisor", "delegate"]


def load(dbs: list[str]) -> list[dict]:
    seen: dict[tuple, dict] = {}
    for db in dbs:
        c = sqlite3.connect(db)
        c.row_factory = sqlite3.Row
        for r in decode(dict(x) for x in c.execute("select * from bench_results order by created_at")):
            seen.setdefault((r["task_id"], r["strategy"], r["repeat"]), r)
    return list(seen.values())


def fmt(x, digits=1) -> str:
    return "–" if x is None else f"{x:.{digits}f}"


def main(argv: list[str]) -> None:
    k = 3
    if "--k" in argv:
        i = argv.index("--k")
        k = int(argv[i + 1])
        argv = argv[:i] + argv[i + 2:]
    rows = load(argv)
    by_cell: dict[tuple, list[dict]] = defaultdict(list)
    for r in rows:
        by_cell[(r["task_id"], r["strategy"])].append(r)
    full_tasks = sorted({t for t in {r["task_id"] for r in rows}
                         if all(len(by_cell[(t, s)]) >= k for s in STRATEGIES)})
    print(f"{len(rows)} runs recorded; tasks with all {len(STRATEGIES)} strategies x {k} repeats: "
          f"{len(full_tasks)} ({', '.join(full_tasks) or 'none'})\n")
    print("All strategies over the tasks with every cell complete:\n")
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
    print("\nEvery cell (scores of repeats 0, 1, 2 | seeds):\n")
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
            cells.append(" ".join(f"{r['score']:.2f}" for r in rs) or "–")
        print(f"| {t} | " + " | ".join(cells) + " |")
    print(f"\ncells with 2+ repeats whose scores differ between repeats: {differ} of {total}")
    print("\nseeds (task, strategy, repeat -> seed):")
    for r in sorted(rows, key=lambda r: (r["task_id"], STRATEGIES.index(r["strategy"]), r["repeat"])):
        print(f"  {r['task_id']} {r['strategy']} {r['repeat']} -> {r.get('seed')}")


if __name__ == "__main__":
    main(sys.argv[1:])
