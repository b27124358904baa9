"""Re-grade the answer checks of stored bench results with the graders of this code.

When a grader is fixed (the number reader of `answer_number` once missed numbers written next to
Chinese text), results recorded before the fix are not comparable with results recorded after it.
The final answer of every run is in the trace store, so the checks that read only the answer
(`answer`, `answer_number`) can be evaluated again; checks over the run's state (service rows,
files, the audit) keep the outcome stored with the result, since that state is gone. The score is
then recomputed by the same rule as `run_checks` (weights, `only_with`, guard caps).

    python -m edge_agent.bench.regrade --db STORE --tasks-dir DIR [--bench BENCH_ID]

Prints one line per result whose score changes and the completion per strategy, old and new.
Nothing is written to the store.
"""
from __future__ import annotations

import argparse
import json
import sqlite3
import sys
from collections import defaultdict
from pathlib import Path

from edge_agent.bench.graders import GradeContext
from edge_agent.bench.graders.answer import Answer, AnswerNumber
from edge_agent.bench.task import load_tasks

ANSWER_CHECKS = (Answer, AnswerNumber)


def rescore(task, stored: list[dict], answer: str | None) -> float:
    """The task's score with its answer checks evaluated now and its other checks as stored."""
    if len(stored) != len(task.grader):
        raise ValueError(f"{task.id}: {len(stored)} stored checks, the task has {len(task.grader)}")
    ctx = GradeContext(workspace=Path("."), db=None, answer=answer)  # type: ignore[arg-type]  # answer checks only
    passed = [bool(s["passed"]) for s in stored]
    for i, check in enumerate(task.grader):
        if isinstance(check, ANSWER_CHECKS):
            passed[i] = bool(check.evaluate(ctx)[0])
    final = [p and all(0 <= j < len(passed) and passed[j] for j in c.only_with) for c, p in zip(task.grader, passed)]
    scored = [(c, p) for c, p in zip(task.grader, final) if not c.guard]
    total = sum(c.weight for c, _ in scored)
    score = sum(c.weight for c, p in scored if p) / total if total else 0.0
    for c, p in zip(task.grader, final):
        if c.guard and not p:
            score = min(score, c.cap)
    return round(score, 6)


def regrade(db: Path, tasks_dir: Path, bench: str | None = None) -> list[dict]:
    tasks = {t.id: t for t in load_tasks(tasks_dir)}
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    sql = ("select b.bench_id, b.task_id, b.strategy, b.repeat, b.score, b.checks_json, r.final_answer "
           "from bench_results b left join runs r on r.id = b.run_id")
    rows = con.execute(sql + (" where b.bench_id = ?" if bench else ""), (bench,) if bench else ()).fetchall()
    out = []
    for bench_id, task_id, strategy, repeat, score, checks_json, answer in rows:
        task = tasks.get(task_id)
        if task is None:
            raise ValueError(f"task {task_id} of bench {bench_id} is not in {tasks_dir}")
        new = rescore(task, json.loads(checks_json or "[]"), answer)
        out.append({"bench": bench_id, "task": task_id, "strategy": strategy, "repeat": repeat,
                    "old": float(score or 0.0), "new": new})
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m edge_agent.bench.regrade", description=__doc__.split("\n\n")[0])
    ap.add_argument("--db", type=Path, required=True, help="the trace store holding the bench results")
    ap.add_argument("--tasks-dir", type=Path, required=True, help="the task folder the bench ran")
    ap.add_argument("--bench", help="only this bench id")
    args = ap.parse_args(argv)
    if not args.db.is_file():
        print(f"Error: no trace store at {args.db}", file=sys.stderr)
        return 1
    try:
        rows = regrade(args.db, args.tasks_dir, args.bench)
    except (ValueError, sqlite3.Error, OSError) as e:
        print(f"Error: {e}", file=sys.stderr)
        return 1
    by: dict[str, list[dict]] = defaultdict(list)
    for r in rows:
        by[r["strategy"]].append(r)
        if abs(r["old"] - r["new"]) > 1e-9:
            print(f"{r['strategy']:<12} {r['task']:<44} {r['old']:.3f} -> {r['new']:.3f}")
    for strategy, rs in sorted(by.items()):
        old = 100 * sum(r["old"] for r in rs) / len(rs)
        new = 100 * sum(r["new"] for r in rs) / len(rs)
        print(f"{strategy:<12} {len(rs):>3} results  completion stored {old:5.1f}  re-graded {new:5.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
