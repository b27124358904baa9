"""Replay the hand-written runs of cases.py through the blind9 graders.

    python edge_agent/bench/blind9/_checks/replay_check.py [-v]

Each run is replayed the way `edge-agent bench validate` replays a reference (edge_agent.bench.validate.replay in a
fresh environment) and graded with edge_agent.bench.graders.grade. A RIGHT run must score 1.00, a WRONG run below
1.00; anything else is "bad". Also reports tool calls that errored in right runs (a right run must not lean on a
failing call). Prints {"right": N, "wrong": M, "bad": K} last.
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
from edge_agent.bench.task import Action, load_task  # noqa: E402
from edge_agent.bench.validate import replay  # noqa: E402

TASKS_DIR = HERE.parent


def run_case(task, actions: list[dict], tmp: Path) -> tuple[float, list[str], list[str]]:
    rep = replay(task, [Action(**a) for a in actions], tmp)
    try:
        result = grade(task, rep.env, rep.answer)
    finally:
        rep.env.close()
    errors = [f"{a.tool}: {obs.text[:100]}" for a, obs in rep.observations if not obs.ok]
    failed = [f"#{c.index} {c.label}: {c.reason}" for c in result.failed()]
    return result.score, errors, failed


def main() -> int:
    verbose = "-v" in sys.argv
    right = wrong = bad = 0
    missing = sorted({p.name for p in TASKS_DIR.iterdir() if (p / "task.yaml").is_file()} - set(CASES))
    if missing:
        print("tasks without cases:", ", ".join(missing))
        bad += len(missing)
    with tempfile.TemporaryDirectory(prefix="blind9-replay-") as tmp:
        for task_id, groups in CASES.items():
            task = load_task(TASKS_DIR / task_id)
            if len(groups["right"]) < 4 or len(groups["wrong"]) < 4:
                print(f"{task_id}: fewer than 4 right or 4 wrong runs")
                bad += 1
            for kind in ("right", "wrong"):
                for i, actions in enumerate(groups[kind]):
                    score, errors, failed = run_case(task, actions, Path(tmp) / f"{task_id}-{kind}-{i}")
                    is_bad = (score < 1.0) if kind == "right" else (score >= 1.0)
                    if kind == "right":
                        right += 1
                    else:
                        wrong += 1
                    if is_bad:
                        bad += 1
                    if is_bad or verbose:
                        flag = "BAD " if is_bad else "ok  "
                        print(f"{flag}{task_id} {kind}[{i}] score={score:.2f}"
                              + (f" errors={errors}" if errors else "")
                              + (f" failed={failed}" if failed and (is_bad or kind == 'wrong') else ""))
    print(json.dumps({"right": right, "wrong": wrong, "bad": bad}))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
