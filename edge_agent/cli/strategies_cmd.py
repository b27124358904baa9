"""`edge-agent strategies`: the registered collaboration strategies and their parameters."""
from __future__ import annotations

import json
import typing

import click


def _type_name(annotation) -> str:
    args = typing.get_args(annotation)
    if args:
        return " | ".join(_type_name(a) for a in args)
    return "none" if annotation is type(None) else getattr(annotation, "__name__", str(annotation))


def describe_strategies() -> list[dict]:
    from edge_agent.router.calibration import calibrated_defaults
    from edge_agent.router.policy import registered

    out = []
    for name, cls in registered().items():
        calibrated = calibrated_defaults(name, cls.calibrated) if cls.calibrated else {}
        params = []
        for field, info in cls.Params.model_fields.items():
            params.append({"name": field, "type": _type_name(info.annotation), "default": info.default,
                           "calibrated": calibrated.get(field), "help": info.description or ""})
        out.append({"name": name, "description": cls.description, "needs_cloud": cls.needs_cloud, "params": params})
    return out


@click.command("strategies")
@click.option("--json", "as_json", is_flag=True, help="Print the list as JSON.")
def strategies_cmd(as_json):
    """List the collaboration strategies and their parameters.

    Set a parameter on `edge-agent run` with `--param NAME=VALUE` (or the shortcut
    flags --tau, --tau-low, --hysteresis, --cloud-budget-steps, --cloud-budget-usd,
    --route-threshold). A value marked "calibrated" comes from `edge-agent calibrate`
    and replaces the built-in default.
    """
    from edge_agent.router.calibration import CalibrationError, calibration_path, read_calibration

    items = describe_strategies()
    problem = None
    try:
        read_calibration()
    except CalibrationError as e:
        problem = f"{e} (ignored: built-in defaults apply)"
    if as_json:
        click.echo(json.dumps({"strategies": items, "calibration_file": str(calibration_path()), "problem": problem},
                              indent=1, default=str))
        return
    for s in items:
        click.echo(f"{s['name']}{'  (needs --cloud)' if s['needs_cloud'] else ''}\n  {s['description']}")
        for p in s["params"]:
            value = f"default {p['default']!r}"
            if p["calibrated"] is not None:
                value = f"calibrated {p['calibrated']!r} (built-in {p['default']!r})"
            click.echo(f"    {p['name']}: {p['type']}, {value}. {p['help']}")
    click.echo(f"\ncalibration file: {calibration_path()}")
    if problem:
        click.echo(f"warning: {problem}", err=True)
