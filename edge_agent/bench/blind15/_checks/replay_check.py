"""Replay the RIGHT and WRONG runs of cases.py against each blind15 task's services and graders.

    python edge_agent/bench/blind15/_checks/replay_check.py        # {"right": N, "wrong": M, "bad": K}
    python edge_agent/bench/blind15/_checks/replay_check.py -v     # every run with its score

bad = a RIGHT run scoring below 1.00, or a WRONG run scoring 1.00. Uses only the public task loader
(`load_tasks`), `validate.replay` (fresh environment, calls through the task's tool registry) and `graders.grade`.
"""
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

TASKS_DIR = HERE.parent


def score_run(task, case: dict, tmp: Path) -> tuple[float, list[str]]:
    actions = [Action(tool=t, arguments=a) for t, a in case["steps"]]
    actions.append(Action(tool=FINAL_ANSWER, arguments={"answer": case["answer"]}))
    rep = replay(task, actions, tmp)
    try:
        result = grade(task, rep.env, rep.answer)
    finally:
        rep.env.close()
    failed = [f"#{c.index}{' guard' if c.guard else ''} {c.label}: {c.reason}" for c in result.failed()]
    return result.score, failed


def main(argv: list[str]) -> int:
    verbose = "-v" in argv
    tasks = {t.id: t for t in load_tasks(TASKS_DIR)}
    missing = sorted(set(tasks) - set(CASES))
    unknown = sorted(set(CASES) - set(tasks))
    if missing or unknown:
        print(f"cases missing for {missing}; cases for unknown tasks {unknown}")
        return 2
    n_right = n_wrong = bad = 0
    with tempfile.TemporaryDirectory(prefix="blind15-replay-") as tmp:
        for tid in sorted(tasks):
            task = tasks[tid]
            for kind in ("right", "wrong"):
                for i, case in enumerate(CASES[tid][kind]):
                    score, failed = score_run(task, case, Path(tmp) / f"{tid}-{kind}-{i}")
                    is_bad = score < 1.0 if kind == "right" else score >= 1.0
                    n_right += kind == "right"
                    n_wrong += kind == "wrong"
                    bad += is_bad
                    if verbose or is_bad:
                        flag = "BAD " if is_bad else "    "
                        print(f"{flag}{tid:34s} {kind:5s} {case['name']:28s} {score:.2f}"
                              + (f"   failed: {'; '.join(failed)}" if failed and (verbose or is_bad) else ""))
    print(json.dumps({"right": n_right, "wrong": n_wrong, "bad": bad}))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
