"""Replay every hand-written run in cases.py against its blind16 task and grade it.

    python edge_agent/bench/blind16/_checks/replay_check.py [-v]

Prints {"right": N, "wrong": M, "bad": K}: bad counts RIGHT runs below 1.00 and WRONG runs at 1.00.
Uses only the public loader (task.load_tasks), the replay of validate.py and graders.grade."""
from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from cases import CASES  # noqa: E402

from edge_agent.bench.graders import grade  # noqa: E402
from edge_agent.bench.task import FINAL_ANSWER, Action, load_tasks  # noqa: E402
from edge_agent.bench.validate import replay  # noqa: E402


def run_case(task, steps, answer, run_dir: Path):
    actions = [Action(tool=t, arguments=a) for t, a in steps] + [Action(tool=FINAL_ANSWER, arguments={"answer": answer})]
    rep = replay(task, actions, run_dir)
    try:
        result = grade(task, rep.env, rep.answer)
    finally:
        rep.env.close()
    failed = [f"#{c.index} {c.label or c.check}: {c.reason}" for c in result.checks if not c.passed]
    return result.score, failed


def main(argv: list[str]) -> int:
    verbose = "-v" in argv
    tasks = {t.id: t for t in load_tasks(HERE.parent)}
    missing = sorted(set(tasks) - set(CASES))
    unknown = sorted(set(CASES) - set(tasks))
    counts = {"right": 0, "wrong": 0, "bad": 0}
    with tempfile.TemporaryDirectory(prefix="blind16-replay-") as tmp:
        n = 0
        for tid in sorted(CASES):
            task = tasks.get(tid)
            if task is None:
                continue
            for kind in ("right", "wrong"):
                for label, steps, answer in CASES[tid][kind]:
                    n += 1
                    score, failed = run_case(task, steps, answer, Path(tmp) / f"run{n}")
                    counts[kind] += 1
                    bad = (kind == "right" and score < 1.0) or (kind == "wrong" and score >= 1.0)
                    counts["bad"] += bad
                    if verbose or bad:
                        flag = "BAD " if bad else "    "
                        print(f"{flag}{tid:38s} {kind:5s} {score:4.2f}  {label}" + (f"  [{'; '.join(failed)}]" if failed and verbose else ""))
    if missing or unknown:
        print(f"tasks without cases: {missing}; cases without tasks: {unknown}")
        counts["bad"] += len(missing) + len(unknown)
    print(json.dumps(counts))
    return 1 if counts["bad"] else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
