"""The benchmark report: the three-axis table (utility · cost · privacy), Pareto plots and
a self-contained HTML page for one bench run.

    report = load_report(store, bench_id)     # rows + metrics + title
    print(render_text(report))
    files = write_report(report, out_dir)     # {"utility_vs_cost": png, "utility_vs_privacy": png, "html": ...}
"""
from edge_agent.bench.report.data import Report, load_report, report_json
from edge_agent.bench.report.html import write_report
from edge_agent.bench.report.table import render_text

__all__ = ["Report", "load_report", "render_text", "report_json", "write_report"]
