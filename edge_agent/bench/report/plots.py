"""Pareto plots as PNG: utility vs cost and utility vs privacy, one point per strategy.

matplotlib's object API with the Agg canvas: no pyplot global state and no display, so it
works in CI, over SSH and from threads.
"""
from __future__ import annotations

import textwrap
from pathlib import Path

from edge_agent.bench.metrics import pareto_front
from edge_agent.bench.report.data import Report
from edge_agent.errors import EdgeAgentError


class PlotUnavailable(EdgeAgentError, RuntimeError):
    """matplotlib is missing; one line saying how to get it."""


def _figure():
    try:
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure
    except ImportError:
        raise PlotUnavailable("plots need matplotlib, in the 'bench' extra: pip install 'edge-agent[bench]'") from None
    fig = Figure(figsize=(7.5, 5.2), dpi=110)
    FigureCanvasAgg(fig)
    return fig


def cost_axis(report: Report) -> tuple[str, dict[str, float]]:
    """USD when every strategy's USD is known and some is non-zero; otherwise cloud tokens
    (a free local stand-in or an unpriced model would put every point at $0)."""
    ms = report.summary["strategies"]
    usd = {s: m["cloud_usd"] for s, m in ms.items()}
    if all(v is not None for v in usd.values()) and any(v > 0 for v in usd.values()):
        return "cloud cost (USD, all runs)", {s: float(v) for s, v in usd.items()}
    tokens = {s: float(m["cloud_raw_tokens"] + m["cloud_cached_tokens"] + m["cloud_output_tokens"])
              for s, m in ms.items()}
    return "cloud tokens, raw + cached + output (USD unknown or zero)", tokens


def _plot(report: Report, path: Path, xs: dict[str, float], xlabel: str, *, maximize_x: bool, what: str) -> Path:
    fig = _figure()
    ax = fig.add_subplot(1, 1, 1)
    ys = {s: m["completion"] for s, m in report.summary["strategies"].items() if m["completion"] is not None}
    points = {s: (xs[s], ys[s]) for s in xs if s in ys}
    front = set(pareto_front(points, maximize_x=maximize_x))
    for s, (x, y) in points.items():
        on = s in front
        ax.scatter([x], [y], s=90 if on else 55, color="#d62728" if on else "#1f77b4", zorder=3,
                   edgecolors="black", linewidths=0.6)
    if len(front) > 1:
        line = sorted((points[s] for s in front), key=lambda p: p[0])
        ax.plot([p[0] for p in line], [p[1] for p in line], color="#d62728", linestyle="--", linewidth=1.2,
                zorder=2, label="Pareto front")
        ax.legend(loc="lower right", fontsize=9)
    ax.set_xlabel(xlabel)
    ax.set_ylabel("completion (%)")
    ax.set_ylim(-3, 105)
    if maximize_x:
        ax.set_xlim(-3, 105)
    else:
        hi = max((p[0] for p in points.values()), default=1.0) or 1.0
        ax.set_xlim(-0.05 * hi, 1.25 * hi)  # room for the labels of the costliest points
    ax.grid(True, alpha=0.3)
    _label(ax, points)
    if not maximize_x:
        from matplotlib.ticker import FuncFormatter

        ax.xaxis.set_major_formatter(FuncFormatter(_short))
    title = "\n".join(textwrap.wrap(f"{what} — {report.title}", 80))
    ax.set_title(title, fontsize=9)
    fig.tight_layout()
    fig.savefig(path)
    return path


def _short(v: float, _pos=None) -> str:
    for unit, size in (("M", 1e6), ("k", 1e3)):
        if abs(v) >= size:
            return f"{v / size:g}{unit}"
    return f"{v:g}"


# Candidate label offsets in points: right-above, right-below, left-above, left-below, higher.
_OFFSETS = ((7, 6), (7, -15), (-9, 6), (-9, -15), (7, 18), (7, -27))


def _label(ax, points: dict[str, tuple[float, float]]) -> None:
    """Place each name next to its point where it overlaps no label placed before (strategies
    with similar figures cluster, and overlapping names are unreadable)."""
    fig = ax.figure
    fig.canvas.draw()
    placed: list = []
    for name, (x, y) in sorted(points.items(), key=lambda kv: (-kv[1][1], kv[1][0])):
        for dx, dy in _OFFSETS:
            text = ax.annotate(name, (x, y), textcoords="offset points", xytext=(dx, dy), fontsize=10,
                               ha="left" if dx > 0 else "right")
            box = text.get_window_extent(renderer=fig.canvas.get_renderer()).expanded(1.05, 1.1)
            if not any(box.overlaps(b) for b in placed):
                placed.append(box)
                break
            text.remove()
        else:
            placed.append(ax.annotate(name, (x, y), textcoords="offset points", xytext=_OFFSETS[0],
                                      fontsize=10).get_window_extent(renderer=fig.canvas.get_renderer()))


def write_plots(report: Report, out_dir: Path) -> dict[str, Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    xlabel, costs = cost_axis(report)
    files = {"utility_vs_cost": _plot(report, out_dir / "utility_vs_cost.png", costs, xlabel, maximize_x=False,
                                      what="Utility vs cost")}
    priv = {s: m["privacy"] for s, m in report.summary["strategies"].items() if m["privacy"] is not None}
    if priv:
        files["utility_vs_privacy"] = _plot(report, out_dir / "utility_vs_privacy.png", priv,
                                            "privacy (%, annotated tasks; 100 = nothing sensitive left the device)",
                                            maximize_x=True, what="Utility vs privacy")
    return files
