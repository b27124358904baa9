"""Metrics per strategy over bench_results rows (EC²-Bench-compatible definitions).

- completion = mean over tasks of (mean over that task's runs of the grader score) × 100
- Pass^k     = share of tasks (×100) whose first k runs all score ≥ 0.7; tasks with fewer
               than k recorded runs are left out (and `pass_k_tasks` says how many counted)
- privacy    = mean over privacy-annotated tasks of (mean over runs of 1 − Σw·s/Σw) × 100,
               where s is each annotated item's exposure in what the egress ledger says
               the cloud received (privacy.exposure)
- cost       = sums over all runs: cloud raw (prompt − cached) / cached / output tokens and
               USD at the cloud side's price; edge prompt / evaluated / completion tokens and
               FLOPs ≈ 2 · parameters · (evaluated + completion). USD or FLOPs is None when
               any run's figure is unknown: a partial sum would undercount silently.
- abilities  = help requests (calls to the tools a policy adds: advisor, delegate) per run
               and the share of runs with one; ask precision / recall and advice adoption
               pooled from what the policies report (router.abilities); and every numeric
               figure a policy reports per run, averaged (`policy_figures`).

Rows are dicts as stored (benchmarks.results.decode gives parsed JSON columns); the
functions take plain rows so hand-made rows test them exactly.
"""
from __future__ import annotations

from collections import Counter, defaultdict
from statistics import fmean
from typing import Any, Iterable

PASS_THRESHOLD = 0.7
CLOUD_TOKENS = ("cloud_raw_tokens", "cloud_cached_tokens", "cloud_output_tokens")
EDGE_TOKENS = ("edge_prompt_tokens", "edge_evaluated_tokens", "edge_completion_tokens")


def by_task(rows: Iterable[dict]) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = defaultdict(list)
    for r in rows:
        out[r["task_id"]].append(r)
    for runs in out.values():
        runs.sort(key=lambda r: r.get("repeat", 0))
    return dict(out)


def completion(rows: Iterable[dict]) -> float | None:
    tasks = by_task(rows)
    if not tasks:
        return None
    return 100.0 * fmean(fmean(float(r["score"]) for r in runs) for runs in tasks.values())


def pass_k(rows: Iterable[dict], k: int) -> tuple[float | None, int]:
    """(Pass^k × 100, number of tasks with at least k runs)."""
    eligible = [runs[:k] for runs in by_task(rows).values() if len(runs) >= k]
    if not eligible:
        return None, 0
    passed = sum(all(float(r["score"]) >= PASS_THRESHOLD for r in runs) for runs in eligible)
    return 100.0 * passed / len(eligible), len(eligible)


def privacy(rows: Iterable[dict]) -> tuple[float | None, int]:
    """(privacy × 100 over annotated tasks, number of annotated tasks with a score)."""
    per_task = [[float(r["privacy"]) for r in runs if r.get("privacy") is not None]
                for runs in by_task(r for r in rows if r.get("annotated")).values()]
    per_task = [p for p in per_task if p]
    if not per_task:
        return None, 0
    return 100.0 * fmean(fmean(p) for p in per_task), len(per_task)


def _sum_known(rows: list[dict], col: str) -> float | None:
    total = 0.0
    for r in rows:
        if r.get(col) is None:
            return None
        total += float(r[col])
    return total


def flatten(d: dict, prefix: str = "") -> dict[str, float]:
    """Numeric leaves of nested run metrics as dotted keys (lists and text are left out)."""
    out: dict[str, float] = {}
    for k, v in d.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict):
            out.update(flatten(v, key + "."))
        elif isinstance(v, (int, float)) and not isinstance(v, bool):
            out[key] = float(v)
        elif isinstance(v, bool):
            out[key] = float(v)
    return out


def policy_figures(rows: list[dict]) -> dict[str, float]:
    """Mean over runs (that report it) of every numeric figure the policy reported."""
    seen: dict[str, list[float]] = defaultdict(list)
    for r in rows:
        for k, v in flatten(r.get("metrics") or {}).items():
            seen[k].append(v)
    return {k: fmean(v) for k, v in sorted(seen.items())}


def _pooled(rows: list[dict], num: str, den: str) -> float | None:
    n = d = 0.0
    for r in rows:
        f = flatten(r.get("metrics") or {})
        if den in f:
            n, d = n + f.get(num, 0.0), d + f[den]
    return 100.0 * n / d if d else None


def abilities(rows: list[dict]) -> dict[str, float | None]:
    """The two abilities of self-directed collaboration (router.abilities), pooled over runs
    so that runs with one ask do not weigh as much as runs with ten:
    ask precision = timely asks / asks, ask recall = failing episodes answered by an ask /
    failing episodes, advice adoption = advice items acted on / checkable advice items (%)."""
    found = [flatten(r.get("metrics") or {}).get("knowing_when_to_ask.asks") for r in rows]
    asks = [a for a in found if a is not None]
    return {
        "asks_per_run": fmean(asks) if asks else None,
        "ask_precision": _pooled(rows, "knowing_when_to_ask.timely_asks", "knowing_when_to_ask.asks"),
        "ask_recall": _pooled(rows, "knowing_when_to_ask.answered_episodes", "knowing_when_to_ask.episodes"),
        "advice_adoption": _pooled(rows, "acting_on_advice.acted_on", "acting_on_advice.checkable"),
    }


def summarize_strategy(rows: list[dict], k: int) -> dict[str, Any]:
    costed = [r for r in rows if r.get("status") != "harness_error"]
    p, annotated = privacy(rows)
    pk, pk_tasks = pass_k(rows, k)
    n = len(rows)
    help_runs = [int(r.get("help_requests") or 0) for r in rows]
    steps = sum(int(r.get("steps") or 0) for r in rows)
    out: dict[str, Any] = {
        "tasks": len(by_task(rows)), "runs": n, "k": k,
        "completion": completion(rows), "pass_k": pk, "pass_k_tasks": pk_tasks,
        "privacy": p, "annotated_tasks": annotated,
        **{c: int(sum(int(r.get(c) or 0) for r in costed)) for c in CLOUD_TOKENS + EDGE_TOKENS},
        "cloud_usd": _sum_known(costed, "cloud_usd"),
        "edge_flops": _sum_known(costed, "edge_flops"),
        "wall_s": sum(float(r.get("wall_s") or 0) for r in rows),
        "wall_s_mean": fmean(float(r.get("wall_s") or 0) for r in rows) if rows else None,
        "help_requests_per_run": fmean(help_runs) if rows else None,
        "help_run_share": 100.0 * sum(h > 0 for h in help_runs) / n if n else None,
        # Approval requests of the egress rule (edge_agent.egress): how often a user is interrupted.
        "interruptions_per_run": fmean(flatten(r.get("metrics") or {}).get("approval_requests", 0.0)
                                       for r in rows) if rows else None,
        "cloud_step_share": 100.0 * sum(int(r.get("cloud_steps") or 0) for r in rows) / steps if steps else None,
        "abilities": abilities(rows),
        "policy_figures": policy_figures(rows),
        "statuses": dict(sorted(Counter(r.get("status", "?") for r in rows).items())),
        "harness_errors": n - len(costed),
    }
    return out


def summarize(rows: Iterable[dict], k: int | None = None, strategies: list[str] | None = None) -> dict[str, Any]:
    """Per-strategy metrics and a per-category breakdown. k defaults to the most repeats
    any task has (so a complete bench with --repeats K reports Pass^K)."""
    rows = list(rows)
    if k is None:
        k = max((len(v) for s in _group(rows, "strategy").values() for v in by_task(s).values()), default=1)
    groups = _group(rows, "strategy")
    order = [s for s in (strategies or []) if s in groups] + sorted(s for s in groups if s not in (strategies or []))
    result: dict[str, Any] = {"k": k, "strategies": {}, "categories": {}}
    for s in order:
        result["strategies"][s] = summarize_strategy(groups[s], k)
        for cat, cat_rows in sorted(_group(groups[s], "category").items()):
            pk, _ = pass_k(cat_rows, k)
            pv, _ = privacy(cat_rows)
            result["categories"].setdefault(cat, {})[s] = {
                "tasks": len(by_task(cat_rows)), "completion": completion(cat_rows), "pass_k": pk, "privacy": pv,
                "cloud_usd": _sum_known([r for r in cat_rows if r.get("status") != "harness_error"], "cloud_usd")}
    return result


def _group(rows: Iterable[dict], col: str) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = defaultdict(list)
    for r in rows:
        out[r.get(col) or "?"].append(r)
    return dict(out)


def pareto_front(points: dict[str, tuple[float, float]], *, maximize_x: bool) -> list[str]:
    """Names of the points not dominated when maximising y and minimising x (or maximising
    x when `maximize_x`): no other point is at least as good on both and better on one."""
    def better_eq(a, b):
        ax, ay = a
        bx, by = b
        return (ax >= bx if maximize_x else ax <= bx) and ay >= by

    front = []
    for name, p in points.items():
        if not any(q != p and better_eq(q, p) for other, q in points.items() if other != name):
            front.append(name)
    return front
