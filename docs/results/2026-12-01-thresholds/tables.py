"""Markdown tables for the README from the same stores `calibrate.sh` reads: AUC per task set and
per label, and one row per task (edge-only runs, pass share, steps, step-failure share, mean entropy,
mean router score). Usage: python tables.py STORE.db ...  (stores are opened read-only)."""
from __future__ import annotations

import sys
from collections import defaultdict

from edge_agent.router.calibration_outcomes import auc, bootstrap, open_readonly, step_samples, task_samples

EDGE = "qwen2.5-coder-0.5b-instruct"


def task_set(task: str) -> str:
    for prefix in ("starter", "blind2", "blind3"):
        if task.startswith(prefix + "-"):
            return prefix
    return "suite"


def main(paths: list[str]) -> None:
    data: dict[str, list] = {"step": [], "run": [], "task": []}
    for p in paths:
        conn = open_readonly(p)
        data["step"] += step_samples(conn, "step", EDGE)
        data["run"] += step_samples(conn, "run", EDGE)
        data["task"] += task_samples(conn, EDGE)
        conn.close()
    names = {"step": "step entropy → edge step fails", "run": "step entropy → edge-only run fails",
             "task": "router score → edge-only run fails"}
    print("| signal → outcome | task set | tasks | samples | bad | AUC | 95% CI (bootstrap over tasks) |")
    print("|---|---|---:|---:|---:|---:|---|")
    for key, ss in data.items():
        groups = defaultdict(list)
        for s in ss:
            groups[task_set(s.task)].append(s)
        for g, gs in [("all", ss)] + sorted(groups.items()):
            a, ci = auc(gs), bootstrap(gs, auc, 1000, 0)
            a = None if a is None else round(a, 4)  # as calibrate prints it
            a_txt = "n/a" if a is None else f"{a:.3f}"
            ci_txt = "n/a" if ci is None else f"{ci[0]:.3f}–{ci[1]:.3f}"
            print(f"| {names[key]} | {g} | {len({s.task for s in gs})} | {len(gs)} | {sum(s.bad for s in gs)} | "
                  f"{a_txt} | {ci_txt} |")
    print()
    rows: dict[str, dict] = defaultdict(lambda: {"runs": 0, "fail_runs": 0, "score": 0.0, "steps": 0, "bad_steps": 0,
                                                 "h": 0.0})
    for s in data["task"]:
        r = rows[s.task]
        r["runs"] += 1
        r["fail_runs"] += s.bad
        r["score"] += s.x
    for s in data["step"]:
        r = rows[s.task]
        r["steps"] += 1
        r["bad_steps"] += s.bad
        r["h"] += s.x
    print("| task | set | edge-only runs | passed | edge steps | failed steps | mean step entropy | mean router score |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    for t in sorted(rows, key=lambda t: (task_set(t), t)):
        r = rows[t]
        h = f"{r['h'] / r['steps']:.3f}" if r["steps"] else "n/a"
        sc = f"{r['score'] / r['runs']:.3f}" if r["runs"] else "n/a"
        print(f"| {t} | {task_set(t)} | {r['runs']} | {r['runs'] - r['fail_runs']} | {r['steps']} | {r['bad_steps']} | "
              f"{h} | {sc} |")


if __name__ == "__main__":
    main(sys.argv[1:])
