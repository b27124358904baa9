"""A self-contained HTML page: tables, per-category breakdown and the plots embedded as
base64 PNG, so the one file can be mailed or attached to CI artifacts."""
from __future__ import annotations

import base64
import html
import json
from pathlib import Path

from edge_agent.bench.report.data import Report, exposure_items, report_json, trade_offs
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
    parts += _exposure_sections(report)
    parts.append("<h2>Machine-readable</h2><details><summary>JSON</summary><pre>"
                 + html.escape(json.dumps(report_json(report), ensure_ascii=False, indent=1, default=str))
                 + "</pre></details></body></html>")
    return "".join(parts)


def _exposure_sections(report: Report) -> list[str]:
    """Declared trade-offs, then every charged or prompt-visible item per run: id, type,
    entity, where it went and its score (never the value itself)."""
    out = []
    traded = trade_offs(report.rows)
    out.append("<h2>Declared trade-offs</h2>")
    if traded:
        out.append("<p class='note'>These tasks need the listed annotated values to leave the device (the task's "
                   "<code>trade_off</code>); they are still charged, so no strategy can reach full utility and full "
                   "privacy on them.</p>")
        out.append(_table(["task", "items"], [[t, ", ".join(ids)] for t, ids in traded.items()]))
    else:
        out.append("<p class='note'>None among the tasks run.</p>")
    items = exposure_items(report.rows)
    out.append("<h2>Exposure per item</h2>")
    if not items:
        out.append("<p class='note'>No annotated value left the device in any run.</p>")
        return out
    out.append("<p class='note'>score = what was charged (what left beyond the user's own prompt; 1 = the whole value, "
               "0.3 = an informative fragment); prompt = what the user's prompt already showed, not charged; "
               "where = the destinations that saw it.</p>")
    body = [[i["task_id"], i["strategy"], i["repeat"], i.get("id", ""), i.get("type", ""), i.get("entity", ""),
             ", ".join(i.get("where") or []), f"{i.get('score') or 0:.2f}", f"{i.get('prompt_score') or 0:.2f}",
             "yes" if i.get("declared") else ""] for i in items]
    out.append(_table(["task", "strategy", "repeat", "item", "type", "entity", "where", "score", "prompt",
                       "trade-off"], body))
    return out


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
