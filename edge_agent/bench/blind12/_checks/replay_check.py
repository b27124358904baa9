"""Replay hand-written RIGHT and WRONG runs of every blind12 task against its services and graders.

    python edge_agent/bench/blind12/_checks/replay_check.py [-v] [--show] [TASK_GLOB]

Prints {"right": N, "wrong": M, "bad": K}; bad = a right run scoring below 1.00 or a wrong run scoring 1.00.
-v prints every run with its score (and the checks a run failed); --show also prints each tool result.
Uses only the public task loader (task.load_task), validate.replay and graders.grade.
"""
from __future__ import annotations

import fnmatch
import json
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from cases import CASES  # noqa: E402

from edge_agent.bench.graders import grade  # noqa: E402
from edge_agent.bench.task import FINAL_ANSWER, Action, load_task  # noqa: E402
from edge_agent.bench.validate import replay  # noqa: E402

TASKS = HERE.parent


def run_one(task, steps, answer, tmp: Path, show: bool):
    actions = [Action(tool=t, arguments=a) for t, a in steps]
    actions.append(Action(tool=FINAL_ANSWER, arguments={"answer": answer}))
    rep = replay(task, actions, tmp)
    try:
        result = grade(task, rep.env, rep.answer)
    finally:
        rep.env.close()
    if show:
        for a, obs in rep.observations:
            print(f"      > {a.tool}({json.dumps(a.arguments, ensure_ascii=False)[:120]}) ok={obs.ok}")
            print("        " + obs.text[:600].replace("\n", "\n        "))
    return result


def main(argv: list[str]) -> int:
    verbose = "-v" in argv or "--show" in argv
    show = "--show" in argv
    pattern = next((a for a in argv if not a.startswith("-")), "*")
    totals = {"right": 0, "wrong": 0, "bad": 0}
    missing = [d.name for d in TASKS.iterdir() if (d / "task.yaml").is_file() and d.name not in CASES]
    if missing:
        print("tasks without cases:", ", ".join(sorted(missing)))
        totals["bad"] += len(missing)
    with tempfile.TemporaryDirectory(prefix="blind12-replay-") as tmpdir:
        n = 0
        for task_id, kinds in sorted(CASES.items()):
            if not fnmatch.fnmatch(task_id, pattern):
                continue
            task = load_task(TASKS / task_id)
            if verbose:
                print(task_id)
            for kind in ("right", "wrong"):
                for name, steps, answer in kinds[kind]:
                    n += 1
                    result = run_one(task, steps, answer, Path(tmpdir) / f"run{n}", show)
                    bad = result.score < 1.0 if kind == "right" else result.score >= 1.0
                    totals[kind] += 1
                    totals["bad"] += bad
                    if verbose or bad:
                        flag = "  BAD" if bad else ""
                        print(f"  {kind:5} {result.score:.2f}  {name}{flag}")
                        if verbose:
                            for c in result.failed():
                                print(f"          x #{c.index} {'guard ' if c.guard else ''}{c.label}: {c.reason}")
    print(json.dumps(totals))
    return 1 if totals["bad"] else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
