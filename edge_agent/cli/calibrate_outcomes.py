"""`edge-agent calibrate --method outcomes`: thresholds from what recorded edge-only runs did.

Kept apart from calibrate_cmd so the quantile path stays small: this reads several stores
read-only, runs the outcome method (router.calibration_outcomes) for each threshold, prints
the curve and the evidence, and saves the chosen values with their provenance.
"""
from __future__ import annotations

import json
from typing import Any

import click

from edge_agent.router.calibration import CalibrationError, calibration_path, save_calibration
from edge_agent.router.calibration_outcomes import Sample, choose, open_readonly, per_task, step_samples, task_samples


def _read(dbs: list[str], which: str, edge_model: str | None, step_label: str,
          entropy_weight: float) -> dict[str, list[Sample]]:
    from edge_agent.store.db import default_db_path

    paths = dbs or [str(default_db_path())]
    samples: dict[str, list[Sample]] = {"step-route": [], "task-route": []}
    for p in paths:
        conn = open_readonly(p)
        try:
            if which in ("all", "step-route"):
                samples["step-route"] += step_samples(conn, step_label, edge_model)
            if which in ("all", "task-route"):
                samples["task-route"] += task_samples(conn, edge_model, entropy_weight)
        finally:
            conn.close()
    return {k: v for k, v in samples.items() if which in ("all", k)}


def _render(strategy: str, field: str, c: dict[str, Any]) -> str:
    auc = "n/a" if c["auc"] is None else f"{c['auc']:.3f}"
    ci = "" if not c["auc_ci"] else f" (95% CI {c['auc_ci'][0]:.3f}–{c['auc_ci'][1]:.3f})"
    vci = "" if not c["value_ci"] else f", bootstrap 95% {c['value_ci'][0]:g}–{c['value_ci'][1]:g}"
    lines = [f"{strategy}: {field} = {c['value']:g} by {c['method']}{vci}; cloud share {c['cloud_share']:.0%}, "
             f"caught {c['caught']:.0%} of bad, sent {c['needless']:.0%} of good",
             f"  {c['samples']} samples from {c['tasks']} tasks, {c['bad']} bad ({c['label']}); AUC {auc}{ci}",
             f"  {c['reason']}", "  cut        cloud   caught  needless  precision  J"]
    for r in c["table"]:
        prec = "  n/a" if r["precision"] is None else f"{r['precision']:.3f}"
        lines.append(f"  {r['t']:<9.4f}  {r['cloud_share']:.3f}   {r['caught']:.3f}   {r['needless']:.3f}     "
                     f"{prec}      {r['youden']:+.3f}")
    return "\n".join(lines)


def run_outcomes(dbs: list[str], *, which: str, edge_model: str | None, share: float, min_samples: int,
                 entropy_weight: float, step_label: str, n_boot: int, seed: int, dry_run: bool, as_json: bool) -> None:
    try:
        samples = _read(dbs, which, edge_model, step_label, entropy_weight)
    except CalibrationError as e:
        raise click.ClickException(str(e)) from None
    fields = {"step-route": "tau", "task-route": "threshold"}
    labels = {"step-route": "the edge step fails" if step_label == "step" else "the edge-only run fails",
              "task-route": "the edge-only run fails"}
    found: dict[str, dict[str, Any]] = {}
    problems = []
    for strategy, ss in samples.items():
        need = min_samples if strategy == "step-route" else max(1, min_samples // 2)
        try:
            c = choose(ss, labels[strategy], share, n_boot, seed, need).as_dict()
        except CalibrationError as e:
            problems.append(f"{strategy}: {e}")
            continue
        found[strategy] = {**c, "per_task": per_task(ss)}
    if not found:
        raise click.ClickException("nothing calibrated: " + "; ".join(problems))
    updates = {s: {fields[s]: c["value"], "method": f"outcomes/{c['method']}", "samples": c["samples"],
                   "tasks": c["tasks"], "auc": c["auc"], "achieved_cloud_share": c["cloud_share"],
                   "fallback_cloud_share": share, "edge_model": edge_model or "(any)", "stores": len(dbs) or 1,
                   **({"entropy_weight_used": entropy_weight} if s == "task-route" else {})}
               for s, c in found.items()}
    path = None if dry_run else save_calibration(updates)
    if as_json:
        click.echo(json.dumps({"calibrated": found, "problems": problems, "saved_to": str(path) if path else None},
                              indent=1, ensure_ascii=False))
        return
    for strategy, c in found.items():
        click.echo(_render(strategy, fields[strategy], c))
    for p in problems:
        click.echo(f"skipped {p}", err=True)
    click.echo(f"saved to {path}" if path else f"dry run: not saved (would go to {calibration_path()})")
