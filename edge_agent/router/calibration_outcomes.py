"""Thresholds chosen from outcomes: does the routing signal predict that the edge fails, and where to cut it.

The quantile rule (router.calibration) picks the threshold that sends a target share to the cloud
whatever happens after; it cannot tell a signal that predicts failure from noise. This module reads
what the recorded runs did and asks, for a rule "cloud when x > t":

- step-route: x is the edge's first-token entropy of a step of an edge-only run; the step is *bad*
  when its action failed (`steps.ok = 0`), or, with the run label, when the run did not pass (bench
  score below the pass threshold);
- task-route: x is the router score of an edge-only run (its prompt and its first edge step's
  entropy); the run is *bad* when it did not pass.

For each label it gives the ROC curve (share sent to the cloud, share of bad ones caught, share of
good ones sent needlessly), the AUC (the chance a bad sample has a higher x than a good one; 0.5 =
no signal), the Youden point (the t maximising caught − needless), and a bootstrap over tasks (runs
and steps of one task are not independent) for the AUC and the chosen t. The choice rule, fixed
before looking at the data: if the AUC's 95% interval lies above 0.5, t is the Youden point;
otherwise the signal does not predict failure on this data and t falls back to the cloud-share
quantile, and the result says so.
"""
from __future__ import annotations

import random
import sqlite3
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

from edge_agent.router.calibration import CalibrationError, quantile_threshold

PASS_SCORE = 0.7  # a run passes at this bench score (edge_agent.bench.metrics.PASS_THRESHOLD; imports point one way)


@dataclass(frozen=True)
class Sample:
    task: str  # the bootstrap's cluster
    x: float  # the routing signal
    bad: bool  # the outcome the signal should predict


@dataclass
class CurvePoint:
    t: float
    cloud_share: float  # share of samples with x > t
    caught: float  # true-positive rate: share of bad samples above t
    needless: float  # false-positive rate: share of good samples above t
    precision: float | None  # share of samples above t that are bad

    @property
    def youden(self) -> float:
        return self.caught - self.needless


def _candidates(xs: Sequence[float]) -> list[float]:
    """Thresholds between consecutive distinct values (midpoints), plus the maximum (nothing above)."""
    v = sorted(set(xs))
    return [round((a + b) / 2, 6) for a, b in zip(v, v[1:])] + [v[-1]] if v else []


def curve(samples: Sequence[Sample]) -> list[CurvePoint]:
    """The ROC curve at every distinct cut, from the lowest t (most cloud) to the highest."""
    n_bad = sum(s.bad for s in samples)
    n_good = len(samples) - n_bad
    ordered = sorted(samples, key=lambda s: s.x)
    points, i, bad_le, n = [], 0, 0, len(ordered)
    for t in _candidates([s.x for s in samples]):
        while i < n and ordered[i].x <= t:
            bad_le += ordered[i].bad
            i += 1
        above, bad_above = n - i, n_bad - bad_le
        points.append(CurvePoint(t, round(above / n, 4), round(bad_above / n_bad, 4) if n_bad else 0.0,
                                 round((above - bad_above) / n_good, 4) if n_good else 0.0,
                                 round(bad_above / above, 4) if above else None))
    return points


def point_at(samples: Sequence[Sample], t: float) -> CurvePoint:
    """The curve at one cut t."""
    n_bad = sum(s.bad for s in samples)
    n_good = len(samples) - n_bad
    above = [s for s in samples if s.x > t]
    bad_above = sum(s.bad for s in above)
    return CurvePoint(t, round(len(above) / len(samples), 4), round(bad_above / n_bad, 4) if n_bad else 0.0,
                      round((len(above) - bad_above) / n_good, 4) if n_good else 0.0,
                      round(bad_above / len(above), 4) if above else None)


def auc(samples: Sequence[Sample]) -> float | None:
    """P(x of a bad sample > x of a good one), ties counting half (Mann–Whitney); None without both kinds."""
    ordered = sorted(samples, key=lambda s: s.x)
    n_bad = sum(s.bad for s in ordered)
    n_good = len(ordered) - n_bad
    if not n_bad or not n_good:
        return None
    rank_sum, i = 0.0, 0
    while i < len(ordered):  # average ranks over ties
        j = i
        while j < len(ordered) and ordered[j].x == ordered[i].x:
            j += 1
        mid = (i + 1 + j) / 2
        rank_sum += mid * sum(s.bad for s in ordered[i:j])
        i = j
    return (rank_sum - n_bad * (n_bad + 1) / 2) / (n_bad * n_good)


def youden_point(samples: Sequence[Sample]) -> CurvePoint:
    """The cut maximising caught − needless; among equals, the higher t (fewer cloud calls)."""
    points = curve(samples)
    if not points:
        raise CalibrationError("no samples to calibrate on")
    return max(reversed(points), key=lambda p: p.youden)


def bootstrap(samples: Sequence[Sample], stat: Callable[[Sequence[Sample]], float | None], n: int = 1000,
              seed: int = 0) -> tuple[float, float] | None:
    """95% percentile interval of `stat` over resamples of whole tasks (with replacement)."""
    by_task: dict[str, list[Sample]] = {}
    for s in samples:
        by_task.setdefault(s.task, []).append(s)
    tasks = sorted(by_task)
    if len(tasks) < 2 or n < 1:
        return None
    rng = random.Random(seed)
    values = []
    for _ in range(n):
        resample = [s for t in rng.choices(tasks, k=len(tasks)) for s in by_task[t]]
        v = stat(resample)
        if v is not None:
            values.append(v)
    if not values:
        return None
    values.sort()
    return round(values[int(0.025 * (len(values) - 1))], 4), round(values[int(0.975 * (len(values) - 1))], 4)


@dataclass
class Choice:
    """A calibrated threshold with the evidence for it."""

    label: str  # what "bad" meant
    value: float
    method: str  # "youden" or "cloud-share"
    reason: str
    samples: int
    tasks: int
    bad: int
    auc: float | None
    auc_ci: tuple[float, float] | None
    value_ci: tuple[float, float] | None
    cloud_share: float
    caught: float
    needless: float
    table: list[dict[str, Any]] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def table_at_shares(samples: Sequence[Sample], shares: Sequence[float] = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7,
                                                                          0.8, 0.9)) -> list[dict[str, Any]]:
    """The curve read at the cuts closest to round cloud shares (a small table for a report)."""
    points = curve(samples)
    rows = []
    for q in shares:
        p = min(points, key=lambda p: (abs(p.cloud_share - q), -p.t))
        row = {"target_share": q, **asdict(p), "youden": round(p.youden, 4)}
        if row not in rows:
            rows.append(row)
    return rows


def choose(samples: Sequence[Sample], label: str, fallback_share: float = 0.3, n_boot: int = 1000,
           seed: int = 0, min_samples: int = 10) -> Choice:
    """Youden point if the AUC's bootstrap interval is above 0.5, else the cloud-share quantile."""
    if len(samples) < min_samples:
        raise CalibrationError(f"only {len(samples)} samples with an outcome ({label}); need {min_samples}")
    n_bad = sum(s.bad for s in samples)
    a = auc(samples)
    a = None if a is None else round(a, 4)  # the same figure in the reason and in the result
    a_ci = bootstrap(samples, auc, n_boot, seed)
    tasks = len({s.task for s in samples})
    if a is not None and a_ci is not None and a_ci[0] > 0.5:
        p = youden_point(samples)
        v_ci = bootstrap(samples, lambda ss: youden_point(ss).t, n_boot, seed)
        method = "youden"
        reason = f"AUC {a:.3f} (95% CI {a_ci[0]:.3f}–{a_ci[1]:.3f}) is above 0.5: the cut that best separates bad from good"
    else:
        q = quantile_threshold([s.x for s in samples], fallback_share)
        p = point_at(samples, q.value)
        v_ci = bootstrap(samples, lambda ss: quantile_threshold([s.x for s in ss], fallback_share).value, n_boot, seed)
        method = "cloud-share"
        shown = "n/a" if a is None else f"{a:.3f}"
        ci = "n/a" if a_ci is None else f"{a_ci[0]:.3f}–{a_ci[1]:.3f}"
        reason = (f"AUC {shown} (95% CI {ci}) does not exclude 0.5: the signal does not predict {label} on this data, "
                  f"so the cut sends a {fallback_share:.0%} share to the cloud")
    return Choice(label, p.t, method, reason, len(samples), tasks, n_bad, a, a_ci,
                  v_ci, p.cloud_share, p.caught, p.needless, table_at_shares(samples))


# --- reading stores --------------------------------------------------------------------------------
def open_readonly(path: str | Path) -> sqlite3.Connection:
    """A trace store opened read-only: calibration never writes to the runs it learns from."""
    p = Path(path)
    if not p.is_file():
        raise CalibrationError(f"no trace store at {p}")
    try:
        conn = sqlite3.connect(f"file:{p.resolve()}?mode=ro", uri=True)
        conn.execute("select 1 from bench_results limit 1")
    except sqlite3.Error as e:
        raise CalibrationError(f"{p} is not a trace store with bench results: {e}") from None
    return conn


_FIRST_EDGE_CALL = ("(select m.first_token_entropy from model_calls m where m.run_id = s.run_id and m.side = 'edge' "
                    "and m.purpose = 'step' and m.step_idx = s.idx and m.first_token_entropy is not null "
                    "order by m.id limit 1)")


def step_samples(conn: sqlite3.Connection, label: str = "step", edge_model: str | None = None) -> list[Sample]:
    """Edge-taken steps with their first edge generation's entropy.

    Only edge-only runs: in the routed strategies which steps the edge acts on depends on the signal
    itself (step-route keeps only steps below its τ), which would bias the curve.
    label "step": bad = the step's action failed. label "run": bad = the run did not pass."""
    if label not in ("step", "run"):
        raise CalibrationError(f"unknown step label {label!r} (step or run)")
    sql = (f"select b.task_id, {_FIRST_EDGE_CALL} as h, s.ok, b.score from steps s "
           "join bench_results b on b.run_id = s.run_id join runs r on r.id = s.run_id "
           "where s.actor = 'edge' and b.strategy = 'edge-only' and b.score is not null "
           "and b.status != 'harness_error'")
    args: list[Any] = []
    if edge_model:
        sql += " and r.edge_model = ?"
        args.append(edge_model)
    out = []
    for task, h, ok, score in conn.execute(sql, args):
        if h is None:
            continue
        out.append(Sample(task, float(h), (not ok) if label == "step" else float(score) < PASS_SCORE))
    return out


def task_samples(conn: sqlite3.Connection, edge_model: str | None = None, entropy_weight: float = 0.4) -> list[Sample]:
    """Edge-only runs: router score (prompt + first edge step's entropy) and whether the run failed to pass."""
    from edge_agent.router.policies.task_features import route_score

    sql = ("select b.task_id, r.prompt, (select m.first_token_entropy from model_calls m where m.run_id = r.id "
           "and m.side = 'edge' and m.purpose = 'step' and m.step_idx = 0 order by m.id limit 1), b.score "
           "from bench_results b join runs r on r.id = b.run_id where b.strategy = 'edge-only' "
           "and b.score is not null and b.status != 'harness_error'")
    args: list[Any] = []
    if edge_model:
        sql += " and r.edge_model = ?"
        args.append(edge_model)
    return [Sample(task, route_score(prompt, h, entropy_weight), float(score) < PASS_SCORE)
            for task, prompt, h, score in conn.execute(sql, args) if prompt]


def per_task(samples: Sequence[Sample]) -> list[dict[str, Any]]:
    """Per task: samples, bad share, mean and range of x (for a report)."""
    by_task: dict[str, list[Sample]] = {}
    for s in samples:
        by_task.setdefault(s.task, []).append(s)
    return [{"task": t, "n": len(ss), "bad_share": round(sum(s.bad for s in ss) / len(ss), 4),
             "mean_x": round(sum(s.x for s in ss) / len(ss), 4), "min_x": round(min(s.x for s in ss), 4),
             "max_x": round(max(s.x for s in ss), 4)} for t, ss in sorted(by_task.items())]
