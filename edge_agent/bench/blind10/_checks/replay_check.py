"""Replay the hand-written RIGHT and WRONG runs of cases.py against each blind10 task.

    python edge_agent/bench/blind10/_checks/replay_check.py [-v] [TASK_GLOB]

Each run is executed step by step through the task's own registry in a fresh environment (validate.replay: the same
services, audit and workspace a bench run gets) and graded with the task's grader (graders.grade). Prints
{"right": N, "wrong": M, "bad": K}, where bad counts a RIGHT run scoring below 1.00, a RIGHT run with a step that
failed, and a WRONG run scoring 1.00. -v prints every run with its score (and the failed checks).
"""
from __future__ import annotations

import argparse
import fnmatch
import json
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent  # edge_agent/bench/blind10
sys.path.insert(0, str(HERE))

from cases import CASES  # noqa: E402

from edge_agent.bench.graders import grade  # noqa: E402
from edge_agent.bench.task import Action, load_task, task_dirs  # noqa: E402
from edge_agent.bench.validate import replay  # noqa: E402


def run_case(task, steps, tmp: Path):
    actions = [Action(tool=tool, arguments=args) for tool, args in steps]
    rep = replay(task, actions, tmp)
    try:
        result = grade(task, rep.env, rep.answer)
    finally:
        rep.env.close()
    step_errors = [f"{a.tool}: {obs.text[:120]}" for a, obs in rep.observations if not obs.ok]
    return result, step_errors


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("glob", nargs="?", default="*")
    opts = ap.parse_args(argv)
    tasks = {d.name: load_task(d) for d in task_dirs(ROOT)}
    missing = sorted(set(tasks) - set(CASES))
    unknown = sorted(set(CASES) - set(tasks))
    counts = {"right": 0, "wrong": 0, "bad": 0}
    if missing or unknown:
        print(f"tasks without cases: {missing}; cases without a task: {unknown}", file=sys.stderr)
        counts["bad"] += len(missing) + len(unknown)
    with tempfile.TemporaryDirectory(prefix="blind10-replay-") as tmp:
        n = 0
        for tid in sorted(CASES):
            if tid not in tasks or not fnmatch.fnmatch(tid, opts.glob):
                continue
            task = tasks[tid]
            for kind in ("right", "wrong"):
                for name, steps in CASES[tid][kind]:
                    n += 1
                    result, errors = run_case(task, steps, Path(tmp) / f"run{n}")
                    counts[kind] += 1
                    if kind == "right":
                        bad = result.score < 1.0 or bool(errors)
                    else:
                        bad = result.score >= 1.0
                    counts["bad"] += bad
                    if opts.verbose or bad:
                        flag = "BAD " if bad else "    "
                        print(f"{flag}{tid:34s} {kind:5s} {result.score:4.2f}  {name}")
                        if opts.verbose or bad:
                            for c in result.failed():
                                g = "guard " if c.guard else ""
                                print(f"          failed {g}#{c.index} {c.label or c.check}: {c.reason}")
                            for e in errors:
                                print(f"          step error: {e}")
    print(json.dumps(counts))
    return 1 if counts["bad"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
