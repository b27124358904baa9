"""Replay the hand-written RIGHT and WRONG runs of cases.py against each blind11 task's services and graders.

    python edge_agent/bench/blind11/_checks/replay_check.py [-v] [TASK_ID_GLOB]

Prints {"right": N, "wrong": M, "bad": K}: bad counts a RIGHT run scoring below 1.00 and a WRONG run scoring
1.00. With -v every run is printed with its score (and any tool call that failed unexpectedly).
Uses only the public APIs: task.load_task, validate.replay, graders.grade.
"""
from __future__ import annotations

import fnmatch
import json
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent  # edge_agent/bench/blind11
sys.path.insert(0, str(HERE))

from cases import CASES  # noqa: E402

from edge_agent.bench.graders import grade  # noqa: E402
from edge_agent.bench.task import FINAL_ANSWER, Action, load_task  # noqa: E402
from edge_agent.bench.validate import replay  # noqa: E402


def run_one(task, steps, answer, tmp: Path):
    actions, expect = [], []
    for s in steps:
        tool, args = s[0], s[1]
        actions.append(Action(tool=tool, arguments=args, expect_error=len(s) > 2 and s[2] == "error"))
    actions.append(Action(tool=FINAL_ANSWER, arguments={"answer": answer}))
    rep = replay(task, actions, tmp)
    try:
        result = grade(task, rep.env, rep.answer)
    finally:
        rep.env.close()
    surprises = [f"{a.tool}: {obs.text[:120]!r}" for a, obs in rep.observations if obs.ok == a.expect_error]
    failed = [f"#{c.index} {c.label}: {c.reason}" for c in result.checks if not c.passed]
    return result.score, surprises, failed


def main(argv: list[str]) -> int:
    verbose = "-v" in argv
    pats = [a for a in argv if not a.startswith("-")] or ["*"]
    tally = {"right": 0, "wrong": 0, "bad": 0}
    missing = [d.name for d in sorted(ROOT.iterdir()) if (d / "task.yaml").is_file() and d.name not in CASES]
    with tempfile.TemporaryDirectory(prefix="blind11-replay-") as tmp:
        n = 0
        for tid, runs in CASES.items():
            if not any(fnmatch.fnmatch(tid, p) for p in pats):
                continue
            task = load_task(ROOT / tid)
            if verbose:
                print(f"== {tid}")
            for kind in ("right", "wrong"):
                for name, steps, answer in runs[kind]:
                    n += 1
                    score, surprises, failed = run_one(task, steps, answer, Path(tmp) / f"run{n}")
                    tally[kind] += 1
                    bad = (kind == "right" and score < 1.0) or (kind == "wrong" and score >= 1.0)
                    tally["bad"] += bad
                    if verbose or bad:
                        flag = "  BAD" if bad else ""
                        print(f"  {kind:5} {score:.2f}  {name}{flag}")
                        if verbose and failed:
                            for f in failed:
                                print(f"            fails {f}")
                        for s in surprises:
                            print(f"            unexpected call result {s}")
    if missing:
        print(f"tasks without cases: {', '.join(missing)}")
    print(json.dumps(tally))
    return 1 if tally["bad"] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
