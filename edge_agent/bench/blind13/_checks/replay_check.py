"""Replay the hand-written RIGHT and WRONG runs of cases.py against each blind13 task.

    python edge_agent/bench/blind13/_checks/replay_check.py [-v]

Each run is executed through the task's own tool registry in a fresh environment (edge_agent.bench.validate.replay)
and graded by the task's grader (edge_agent.bench.graders.grade). Prints {"right": N, "wrong": M, "bad": K}, where
bad counts RIGHT runs that score below 1.00 and WRONG runs that score 1.00. -v prints every run with its score.
"""
from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
TASKS = HERE.parent
sys.path.insert(0, str(HERE))

from cases import CASES  # noqa: E402

from edge_agent.bench.graders import grade  # noqa: E402
from edge_agent.bench.task import Action, load_tasks  # noqa: E402
from edge_agent.bench.validate import replay  # noqa: E402


def run_case(task, actions: list[dict], tmp: Path) -> tuple[float, list[str]]:
    rep = replay(task, [Action(**a) for a in actions], tmp)
    try:
        result = grade(task, rep.env, rep.answer)
    finally:
        rep.env.close()
    failed = [f"#{c.index} {c.label or c.check}: {c.reason}" for c in result.failed()]
    return result.score, failed


def main(argv: list[str]) -> int:
    verbose = "-v" in argv
    tasks = {t.id: t for t in load_tasks(TASKS)}
    missing = sorted(set(tasks) - set(CASES)) + sorted(set(CASES) - set(tasks))
    counts = {"right": 0, "wrong": 0, "bad": 0}
    with tempfile.TemporaryDirectory(prefix="blind13-cases-") as tmp:
        n = 0
        for tid in sorted(CASES):
            if tid not in tasks:
                continue
            for kind in ("right", "wrong"):
                for label, actions in CASES[tid][kind]:
                    n += 1
                    score, failed = run_case(tasks[tid], actions, Path(tmp) / f"run{n}")
                    counts[kind] += 1
                    bad = score < 1.0 if kind == "right" else score >= 1.0
                    counts["bad"] += bad
                    if verbose or bad:
                        flag = "BAD " if bad else "    "
                        why = "" if kind == "right" and not failed else ("  [" + "; ".join(failed)[:200] + "]" if failed else "")
                        print(f"{flag}{tid:40} {kind:5} {score:4.2f}  {label}{why}")
    if missing:
        print("tasks without cases / cases without tasks:", ", ".join(missing))
        counts["bad"] += len(missing)
    print(json.dumps(counts))
    return 1 if counts["bad"] else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
