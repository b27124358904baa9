"""Completion per (task set, strategy) from one or more trace stores, merging benches split by task.

A bench split across processes (`--tasks` subsets, each with its own `--db`) has no single
report; this reads `bench_results` and `runs` directly and computes the same figures as the
report: completion = mean score × 100, Pass^1 = share of runs scoring >= 0.7, plus how runs ended.
Usage: python summarize.py LABEL=DB[:BENCH_ID,...] ...   (one task set + strategy per label)
"""
from __future__ import annotations

import sqlite3
import sys
from collections import Counter


def rows(db: str, benches: list[str]) -> list[tuple]:
    c = sqlite3.connect(db)
    q = ("select b.task_id, b.strategy, b.score, r.status, r.steps from bench_results b "
         "left join runs r on r.id = b.run_id")
    if benches:
        q += f" where b.bench_id in ({','.join('?' * len(benches))})"
    return c.execute(q, benches).fetchall()


def main(args: list[str]) -> None:
    groups: dict[str, list[tuple]] = {}
    for arg in args:
        label, _, spec = arg.partition("=")
        db, _, benches = spec.partition(":")
        groups.setdefault(label, []).extend(rows(db, [b for b in benches.split(",") if b]))
    print(f"{'set / strategy':34s} {'runs':>4s} {'completion':>10s} {'Pass^1':>6s} {'steps':>5s}  endings")
    for label, rs in groups.items():
        by: dict[str, list[tuple]] = {}
        for r in rs:
            by.setdefault(r[1], []).append(r)
        for strategy, xs in sorted(by.items()):
            seen: dict[str, tuple] = {}
            for x in xs:  # one run per task: a task recorded twice keeps its first row
                seen.setdefault(x[0], x)
            xs = list(seen.values())
            comp = 100 * sum(x[2] or 0 for x in xs) / len(xs)
            pass1 = 100 * sum((x[2] or 0) >= 0.7 for x in xs) / len(xs)
            steps = sum(x[4] or 0 for x in xs) / len(xs)
            ends = ", ".join(f"{k} {v}" for k, v in Counter(x[3] for x in xs).most_common())
            print(f"{label + ' / ' + strategy:34s} {len(xs):4d} {comp:10.1f} {pass1:6.1f} {steps:5.1f}  {ends}")


if __name__ == "__main__":
    main(sys.argv[1:])
