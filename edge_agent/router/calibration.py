"""Threshold calibration from recorded runs, and the calibrated defaults file.

Both thresholds are chosen the same way: a rule "cloud when x > t" sends to the cloud
the share of samples above t, so for a target cloud share q the threshold is the
(1 − q)-quantile of the recorded x. For step-route x is the edge's first-token entropy of
each recorded edge step; for task-route x is the router score of each recorded run
(its prompt, plus its first edge step's entropy when the run has one).

The chosen values are stored in a small JSON file under the user config dir (or
$EDGE_AGENT_CALIBRATION) and become the policies' defaults; explicit parameters still win.
"""
from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterable, Sequence

import platformdirs
from edge_agent.errors import ConfigError

CALIBRATION_ENV = "EDGE_AGENT_CALIBRATION"


class CalibrationError(ConfigError):
    """Not enough data, or an unusable calibration file; one line, shown to the user."""


def calibration_path() -> Path:
    env = os.environ.get(CALIBRATION_ENV)
    if env:
        return Path(env).expanduser()
    return Path(platformdirs.user_config_dir("edge-agent")) / "calibration.json"


def read_calibration(path: Path | None = None) -> dict[str, Any]:
    """The whole file ({} when absent). Raises CalibrationError when it is not valid JSON."""
    p = path or calibration_path()
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError) as e:
        raise CalibrationError(f"calibration file {p} is unreadable: {str(e).splitlines()[0]}") from None
    if not isinstance(data, dict):
        raise CalibrationError(f"calibration file {p} must hold a JSON object")
    return data


def calibrated_defaults(strategy: str, fields: Iterable[str], path: Path | None = None) -> dict[str, Any]:
    """The calibrated values of `fields` for `strategy`. A broken file must not stop a run:
    it is ignored here (the class defaults apply) and reported by `edge-agent strategies`."""
    try:
        entry = read_calibration(path).get(strategy, {})
    except CalibrationError:
        return {}
    if not isinstance(entry, dict):
        return {}
    return {k: entry[k] for k in fields if isinstance(entry.get(k), (int, float)) and not isinstance(entry.get(k), bool)}


def save_calibration(updates: dict[str, dict[str, Any]], path: Path | None = None) -> Path:
    """Merge per-strategy values into the file (atomically: a crash leaves the old file)."""
    p = path or calibration_path()
    data = read_calibration(p)
    for strategy, values in updates.items():
        data[strategy] = {**(data.get(strategy) or {}), **values}
    p.parent.mkdir(parents=True, exist_ok=True)
    tmp = p.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    tmp.replace(p)
    return p


@dataclass
class Threshold:
    value: float
    samples: int
    target_share: float
    achieved_share: float  # share of the samples strictly above `value`


def quantile_threshold(values: Sequence[float], target_share: float) -> Threshold:
    """t such that the share of values > t is the closest achievable to target_share.

    With k = q·n rounded half up values to exceed, t is the midpoint between the (n−k)-th and
    (n−k+1)-th smallest values, so small changes in a new sample do not flip the decision
    of the recorded ones. Ties can make the target unreachable; the achieved share says so.
    """
    if not 0 <= target_share <= 1:
        raise CalibrationError(f"target cloud share must be in [0, 1], got {target_share}")
    v = sorted(float(x) for x in values if x is not None and math.isfinite(x))
    n = len(v)
    if n == 0:
        raise CalibrationError("no samples to calibrate on")
    k = math.floor(target_share * n + 0.5)  # half up: on a tie, meet the target share rather than miss it
    if k <= 0:
        t = v[-1]
    elif k >= n:
        # Just below the smallest; not below 0, which both thresholds' parameters forbid.
        t = max(0.0, v[0] - 1e-6)
    else:
        t = (v[n - k - 1] + v[n - k]) / 2
    achieved = sum(1 for x in v if x > t) / n
    return Threshold(round(t, 6), n, target_share, round(achieved, 4))


# --- reading the trace store ---------------------------------------------------------------
def edge_step_entropies(db, edge_model: str | None = None) -> list[float]:
    """First-token entropies of recorded edge step generations (db: a sqlite_utils Database)."""
    sql = ("select first_token_entropy from model_calls where side = 'edge' and purpose = 'step' "
           "and first_token_entropy is not null")
    args: list[Any] = []
    if edge_model:
        sql += " and model_id = ?"
        args.append(edge_model)
    return [row[0] for row in db.execute(sql, args).fetchall()]


def run_probes(db, edge_model: str | None = None) -> list[tuple[str, float | None]]:
    """(prompt, entropy of the run's first edge step or None) for every finished run."""
    sql = ("select r.prompt, (select m.first_token_entropy from model_calls m where m.run_id = r.id and m.side = 'edge' "
           "and m.purpose = 'step' and m.step_idx = 0 order by m.id limit 1) from runs r where r.status != 'running'")
    args: list[Any] = []
    if edge_model:
        sql += " and r.edge_model = ?"
        args.append(edge_model)
    return [(row[0], row[1]) for row in db.execute(sql, args).fetchall() if row[0]]


def calibrate_step_route(db, target_share: float, edge_model: str | None = None, min_samples: int = 20) -> Threshold:
    values = edge_step_entropies(db, edge_model)
    if len(values) < min_samples:
        raise CalibrationError(f"only {len(values)} recorded edge steps with an entropy"
                               f"{' for ' + edge_model if edge_model else ''}; need {min_samples} (run more tasks first)")
    return quantile_threshold(values, target_share)


def calibrate_task_route(db, target_share: float, edge_model: str | None = None, min_samples: int = 10,
                         entropy_weight: float = 0.4) -> Threshold:
    from edge_agent.router.policies.task_features import route_score

    probes = run_probes(db, edge_model)
    if len(probes) < min_samples:
        raise CalibrationError(f"only {len(probes)} recorded runs{' for ' + edge_model if edge_model else ''}; "
                               f"need {min_samples} (run more tasks first)")
    return quantile_threshold([route_score(p, h, entropy_weight) for p, h in probes], target_share)


def stamp(t: Threshold, edge_model: str | None) -> dict[str, Any]:
    """Where a calibrated value came from, stored beside it."""
    return {"samples": t.samples, "target_cloud_share": t.target_share, "achieved_cloud_share": t.achieved_share,
            "edge_model": edge_model or "(any)", "calibrated_at": datetime.now(timezone.utc).isoformat(timespec="seconds")}
