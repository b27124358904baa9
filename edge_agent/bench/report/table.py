"""Text tables: the three-axis table, the abilities table and the per-category breakdown.

The same cell formatting serves the terminal and the HTML page, so both say the same.
"""
from __future__ import annotations

from typing import Any

from edge_agent.bench.report.data import Report


def fmt_pct(x: float | None) -> str:
    return "n/a" if x is None else f"{x:.1f}"


def fmt_int(x: float | int | None) -> str:
    if x is None:
        return "n/a"
    x = float(x)
    for unit, size in (("T", 1e12), ("G", 1e9), ("M", 1e6), ("k", 1e3)):
        if abs(x) >= size:
            return f"{x / size:.1f}{unit}"
    return f"{x:.0f}"


def fmt_usd(x: float | None) -> str:
    if x is None:
        return "n/a"
    return f"${x:.4f}" if x < 10 else f"${x:.2f}"


def fmt_num(x: float | None, digits: int = 2) -> str:
    return "n/a" if x is None else f"{x:.{digits}f}"


def main_table(report: Report) -> tuple[list[str], list[list[str]]]:
    k = report.summary["k"]
    head = ["strategy", "completion", f"Pass^{k}", "privacy", "cloud raw/cached/out", "USD",
            "edge eval+gen", "edge FLOPs", "wall s", "help/run", "cloud steps %"]
    body = []
    for name, m in report.summary["strategies"].items():
        body.append([
            name, fmt_pct(m["completion"]), fmt_pct(m["pass_k"]), fmt_pct(m["privacy"]),
            f"{fmt_int(m['cloud_raw_tokens'])}/{fmt_int(m['cloud_cached_tokens'])}/{fmt_int(m['cloud_output_tokens'])}",
            fmt_usd(m["cloud_usd"]), fmt_int(m["edge_evaluated_tokens"] + m["edge_completion_tokens"]),
            fmt_int(m["edge_flops"]), fmt_num(m["wall_s"], 1), fmt_num(m["help_requests_per_run"]),
            fmt_pct(m["cloud_step_share"]),
        ])
    return head, body


def abilities_table(report: Report) -> tuple[list[str], list[list[str]]]:
    head = ["strategy", "runs with help %", "asks/run", "ask precision %", "ask recall %", "advice adoption %"]
    body = []
    for name, m in report.summary["strategies"].items():
        a = m["abilities"]
        body.append([name, fmt_pct(m["help_run_share"]), fmt_num(a["asks_per_run"]), fmt_pct(a["ask_precision"]),
                     fmt_pct(a["ask_recall"]), fmt_pct(a["advice_adoption"])])
    return head, body


def category_table(report: Report) -> tuple[list[str], list[list[str]]]:
    """Completion / privacy per category and strategy."""
    strategies = report.strategies
    head = ["category", *strategies]
    body = []
    for cat, per in report.summary["categories"].items():
        cells = []
        for s in strategies:
            c = per.get(s)
            cells.append("-" if c is None else f"{fmt_pct(c['completion'])} / {fmt_pct(c['privacy'])}")
        body.append([cat, *cells])
    return head, body


def render(head: list[str], body: list[list[str]]) -> str:
    widths = [max(len(str(r[i])) for r in [head, *body]) for i in range(len(head))]
    line = lambda r: "  ".join(str(c).ljust(w) if i == 0 else str(c).rjust(w)  # noqa: E731
                               for i, (c, w) in enumerate(zip(r, widths)))
    return "\n".join([line(head), "  ".join("-" * w for w in widths), *(line(r) for r in body)])


def statuses_line(report: Report) -> str:
    parts = []
    for name, m in report.summary["strategies"].items():
        st = ", ".join(f"{k} {v}" for k, v in m["statuses"].items())
        parts.append(f"{name}: {st}")
    return "; ".join(parts)


def render_text(report: Report, files: dict[str, Any] | None = None) -> str:
    recorded, expected = len(report.rows), report.expected_cells
    out = [report.title, "=" * min(len(report.title), 100)]
    n_tasks = len({r["task_id"] for r in report.rows})
    out.append(f"{n_tasks} tasks × {len(report.strategies)} strategies × {report.bench.get('repeats')} repeats: "
               f"{recorded} of {expected} runs recorded" + ("" if recorded >= expected else
                                                              " (incomplete: `edge-agent bench run --resume` adds the rest)"))
    out += ["", "Utility · cost · privacy (completion, Pass^k and privacy in %; cost summed over all runs)",
            render(*main_table(report))]
    out += ["", "Abilities (help = calls to tools the policy adds; precision, recall, adoption pooled over runs, n/a = not measured)",
            render(*abilities_table(report))]
    out += ["", "Per category: completion / privacy", render(*category_table(report))]
    out += ["", f"Run endings: {statuses_line(report)}"]
    from edge_agent.bench.report.data import trade_offs

    traded = trade_offs(report.rows)
    if traded:
        out += ["", "Declared trade-offs (the task needs these values to leave; still charged): "
                    + "; ".join(f"{t} ({', '.join(ids)})" for t, ids in traded.items())]
    if files:
        out += ["", *(f"{k}: {v}" for k, v in files.items())]
    return "\n".join(out)
