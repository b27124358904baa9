"""`edge-agent calibrate`: pick step-route's τ and task-route's threshold from recorded runs
so that a target share of steps (tasks) goes to the cloud, or from the outcomes of recorded
edge-only bench runs (calibrate_outcomes); store them as defaults."""
from __future__ import annotations

import json

import click

from edge_agent.cli.wiring import DEFAULT_EDGE, open_store


@click.command("calibrate")
@click.option("--target-cloud-share", "-q", type=click.FloatRange(0, 1), default=0.3, show_default=True,
              help="Share of steps (step-route) and of tasks (task-route) that should go to the cloud.")
@click.option("--strategy", "which", type=click.Choice(["all", "step-route", "task-route"]), default="all",
              show_default=True, help="Which threshold to calibrate.")
@click.option("--edge-model", default=DEFAULT_EDGE, show_default=True,
              help="Only use recorded runs of this edge model (entropies are model-specific); '' for all.")
@click.option("--min-samples", type=click.IntRange(1), default=20, show_default=True,
              help="Fewest edge steps (step-route) needed; task-route needs half as many runs.")
@click.option("--entropy-weight", type=click.FloatRange(0, 1), default=0.4, show_default=True,
              help="task-route: weight of the edge entropy in the router score (as in the strategy).")
@click.option("--dry-run", is_flag=True, help="Print the thresholds without saving them.")
@click.option("--db", "dbs", multiple=True, type=click.Path(dir_okay=False),
              help="Trace store (default: $EDGE_AGENT_DB or the user data dir); --method outcomes takes several.")
@click.option("--method", type=click.Choice(["quantile", "outcomes"]), default="quantile", show_default=True,
              help="quantile: the cut for the target share; outcomes: the cut that best predicts edge failure in "
                   "recorded edge-only bench runs (the target share is then the fallback when nothing predicts).")
@click.option("--step-label", type=click.Choice(["step", "run"]), default="step", show_default=True,
              help="outcomes: what a bad edge step is (its action failed, or its run did not pass).")
@click.option("--bootstrap", "n_boot", type=click.IntRange(1, 100000), default=1000, show_default=True,
              help="outcomes: bootstrap resamples over tasks for the intervals.")
@click.option("--seed", type=int, default=0, show_default=True, help="outcomes: bootstrap seed.")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
def calibrate_cmd(target_cloud_share, which, edge_model, min_samples, entropy_weight, dry_run, dbs, method, step_label,
                  n_boot, seed, as_json):
    """Calibrate routing thresholds on the runs in the trace store.

    step-route's tau becomes the (1 - q) quantile of the first-token entropies of all
    recorded edge steps, so a share q of such steps would have gone to the cloud;
    task-route's threshold the (1 - q) quantile of the router scores of recorded runs.
    The values are saved to the calibration file (user config dir, or
    $EDGE_AGENT_CALIBRATION) and become those strategies' defaults; --tau and
    --route-threshold on `edge-agent run` still override them.

    \b
    With --method outcomes each threshold comes from what the recorded edge-only bench runs
    did: the ROC curve of the signal against edge failure, its AUC with a bootstrap over
    tasks, and the Youden cut when the AUC's 95% interval is above 0.5 (else the quantile for
    the target share, saying the signal does not predict failure). Stores are opened read-only.

    \b
    Examples:
      edge-agent calibrate --target-cloud-share 0.25
      edge-agent calibrate --method outcomes --db a.db --db b.db --dry-run
    """
    if method == "outcomes":
        from edge_agent.cli.calibrate_outcomes import run_outcomes

        run_outcomes(list(dbs), which=which, edge_model=edge_model or None, share=target_cloud_share,
                     min_samples=min_samples, entropy_weight=entropy_weight, step_label=step_label, n_boot=n_boot,
                     seed=seed, dry_run=dry_run, as_json=as_json)
        return
    if len(dbs) > 1:
        raise click.ClickException("--method quantile reads one store; give one --db")
    db = dbs[0] if dbs else None
    from edge_agent.router.calibration import (CalibrationError, calibrate_step_route, calibrate_task_route, calibration_path,
                                    save_calibration, stamp)

    store = open_store(db)
    model = edge_model or None
    found, updates, problems = {}, {}, []
    jobs = {"step-route": ("tau", lambda: calibrate_step_route(store.db, target_cloud_share, model, min_samples)),
            "task-route": ("threshold", lambda: calibrate_task_route(store.db, target_cloud_share, model,
                                                                     max(1, min_samples // 2), entropy_weight))}
    for strategy, (field, job) in jobs.items():
        if which not in ("all", strategy):
            continue
        try:
            t = job()
        except CalibrationError as e:
            problems.append(f"{strategy}: {e}")
            continue
        found[strategy] = {field: t.value, **stamp(t, model)}
        updates[strategy] = found[strategy]
        if strategy == "task-route":
            updates[strategy]["entropy_weight_used"] = entropy_weight
    if not found:
        raise click.ClickException("nothing calibrated: " + "; ".join(problems))
    path = None if dry_run else save_calibration(updates)
    if as_json:
        click.echo(json.dumps({"calibrated": found, "problems": problems, "saved_to": str(path) if path else None}, indent=1))
        return
    for strategy, v in found.items():
        field = "tau" if strategy == "step-route" else "threshold"
        click.echo(f"{strategy}: {field} = {v[field]:g} ({v['samples']} samples; cloud share {v['achieved_cloud_share']:.0%} "
                   f"for a target of {v['target_cloud_share']:.0%})")
    for p in problems:
        click.echo(f"skipped {p}", err=True)
    click.echo(f"saved to {path}" if path else f"dry run: not saved (would go to {calibration_path()})")
