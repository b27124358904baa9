"""A self-contained HTML page: tables, per-category breakdown and the plots embedded as
base64 PNG, so the one file can be mailed or attached to CI artifacts."""
from __future__ import annotations

import base64
import html
import json
from pathlib import Path

from edge_agent.bench.report.data import Report, report_json
from edge_agent.bench.report.plots import write_plots
from edge_agent.bench.report.table import abilities_table, category_table, main_table, statuses_line

_CSS = """
body{font-family:system-ui,-apple-system,Segoe UI,sans-serif;margin:2em auto;max-width:1100px;color:#222}
h1{font-size:1.35em} h2{font-size:1.1em;margin-top:1.6em}
table{border-collapse:collapse;font-size:.9em} th,td{border:1px solid #ccc;padding:.3em .6em;text-align:right}
th:first-child,td:first-child{text-align:left} th{background:#f3f3f3}
.warn{background:#fff4d6;border:1px solid #e0b84c;padding:.6em 1em} img{max-width:100%;border:1px solid #ddd}
.note{color:#555;font-size:.9em}
"""


def _table(head: list[str], body: list[list[str]]) -> str:
    th = "".join(f"<th>{html.escape(h)}</th>" for h in head)
    rows = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in r) + "</tr>" for r in body)
    return f"<table><thead><tr>{th}</tr></thead><tbody>{rows}</tbody></table>"


def _img(path: Path, alt: str) -> str:
    data = base64.b64encode(path.read_bytes()).decode("ascii")
    return f'<p><img alt="{html.escape(alt)}" src="data:image/png;base64,{data}"></p>'


def render_html(report: Report, plots: dict[str, Path]) -> str:
    title = html.escape(report.title)
    parts = [f"<!doctype html><html><head><meta charset='utf-8'><title>{title}</title><style>{_CSS}</style>"
             f"</head><body><h1>{title}</h1>"]
    if report.scripted:
        parts.append("<p class='warn'>These figures come from <b>scripted test doubles</b> of fixed skill that "
                     "replay the tasks' reference solutions with deliberate mistakes. They exercise the harness and "
                     "the strategies; they are not measurements of any language model. Token counts are estimates "
                     "(4 characters per token).</p>")
    recorded, expected = len(report.rows), report.expected_cells
    parts.append(f"<p class='note'>{recorded} of {expected} runs recorded. Completion = mean over tasks of the mean "
                 f"score over runs (%). Pass^{report.summary['k']} = share of tasks whose runs all score ≥ 0.7. "
                 "Privacy = mean over privacy-annotated tasks of 1 − Σw·s/Σw over what the cloud received (%). "
                 "Cost sums all runs.</p>")
    parts += ["<h2>Utility · cost · privacy</h2>", _table(*main_table(report))]
    for key, alt in (("utility_vs_cost", "utility vs cost"), ("utility_vs_privacy", "utility vs privacy")):
        if key in plots:
            parts.append(_img(plots[key], alt))
    parts += ["<h2>Abilities</h2><p class='note'>help = calls to the tools a policy adds (advisor, delegate); "
              "the other columns are what each policy reports per run, averaged.</p>", _table(*abilities_table(report))]
    parts += ["<h2>Per category (completion / privacy)</h2>", _table(*category_table(report))]
    parts += [f"<h2>Run endings</h2><p>{html.escape(statuses_line(report))}</p>"]
    parts.append("<h2>Machine-readable</h2><details><summary>JSON</summary><pre>"
                 + html.escape(json.dumps(report_json(report), ensure_ascii=False, indent=1, default=str))
                 + "</pre></details></body></html>")
    return "".join(parts)


def write_report(report: Report, out_dir: Path | str) -> dict[str, str]:
    out_dir = Path(out_dir)
    plots = write_plots(report, out_dir)
    page = out_dir / "report.html"
    page.write_text(render_html(report, plots), encoding="utf-8")
    files = {k: str(v) for k, v in plots.items()}
    files["html"] = str(page)
    (out_dir / "report.json").write_text(json.dumps(report_json(report, files), ensure_ascii=False, indent=1,
                                                    default=str), encoding="utf-8")
    files["json"] = str(out_dir / "report.json")
    return files
