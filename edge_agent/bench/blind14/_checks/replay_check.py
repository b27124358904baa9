"""Replay every scripted run in cases.py against its task's fresh services and graders.

    python edge_agent/bench/blind14/_checks/replay_check.py [-v]

Prints {"right": N, "wrong": M, "bad": K}: bad = a RIGHT run below 1.00 or a WRONG run at 1.00."""
from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from cases import CASES  # noqa: E402

from edge_agent.bench.graders import grade  # noqa: E402
from edge_agent.bench.task import Action, load_all  # noqa: E402
from edge_agent.bench.validate import replay  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def run(task, steps, tmp: Path) -> float:
    actions = [Action(tool=tool, arguments=(args if tool != "final_answer" else {"answer": args}))
               for tool, args in steps]
    rep = replay(task, actions, tmp)
    try:
        return grade(task, rep.env, rep.answer).score
    finally:
        rep.env.close()


def main() -> int:
    verbose = "-v" in sys.argv
    tasks, errors = load_all(ROOT)
    if errors:
        print("\n".join(errors))
        return 1
    by_id = {t.id: t for t in tasks}
    missing = sorted(set(by_id) - set(CASES))
    counts = {"right": 0, "wrong": 0, "bad": 0}
    with tempfile.TemporaryDirectory(prefix="blind14-replay-") as tmp:
        n = 0
        for tid, kinds in CASES.items():
            task = by_id[tid]
            for kind in ("right", "wrong"):
                for label, steps in kinds[kind]:
                    n += 1
                    score = run(task, steps, Path(tmp) / f"r{n}")
                    bad = score < 1.0 if kind == "right" else score >= 1.0
                    counts[kind] += 1
                    counts["bad"] += bad
                    if verbose or bad:
                        print(f"{'BAD ' if bad else '    '}{tid:34} {kind:5} {score:.2f}  {label}")
    if missing:
        print("tasks without cases:", ", ".join(missing))
    print(json.dumps(counts))
    return 0 if counts["bad"] == 0 and not missing else 1


if __name__ == "__main__":
    sys.exit(main())
