"""The report: files exist, PNGs are PNGs, the HTML is self-contained, and a report that
involves a scripted model says so in its title (and one that does not, does not)."""
from __future__ import annotations

import json

from edge_agent.bench.report import load_report, render_text, report_json, write_report
from edge_agent.bench.results import BenchResults
from edge_agent.store import Store
from bench_runner_support import make_runner, subset_tasks

PNG = b"\x89PNG\r\n\x1a\n"


def scripted_bench(tmp_path):
    runner = make_runner(tmp_path, ["edge-only", "cloud-only"])
    bench_id = runner.open()
    runner.run(subset_tasks(), bench_id)
    return Store(tmp_path / "bench.db"), bench_id


def test_report_files_and_scripted_title(tmp_path):
    store, bench_id = scripted_bench(tmp_path)
    report = load_report(store, bench_id)
    assert report.scripted and "scripted test doubles" in report.title
    files = write_report(report, tmp_path / "rep")
    for key in ("utility_vs_cost", "utility_vs_privacy", "html", "json"):
        assert (tmp_path / "rep").joinpath(files[key].rsplit("/", 1)[-1]).is_file(), key
    for key in ("utility_vs_cost", "utility_vs_privacy"):
        data = open(files[key], "rb").read()
        assert data.startswith(PNG) and len(data) > 10_000
    page = open(files["html"], encoding="utf-8").read()
    assert page.count("data:image/png;base64,") == 2 and "<img" in page and 'src="http' not in page
    assert "scripted test doubles" in page.split("</title>")[0]
    assert "edge-only" in page and "Office &amp; Daily" in page  # tables and the per-category breakdown
    text = render_text(report, files)
    assert text.splitlines()[0] == report.title
    assert "3 tasks × 2 strategies × 1 repeats: 6 of 6 runs recorded" in text
    assert json.loads(open(files["json"]).read())["title"] == report.title
    assert report_json(report)["metrics"]["strategies"]["edge-only"]["privacy"] == 100.0


def test_latest_bench_is_the_default_and_incomplete_benches_say_so(tmp_path):
    store, bench_id = scripted_bench(tmp_path)
    store.db.execute("delete from bench_results where id = (select max(id) from bench_results)")
    store.db.conn.commit()
    report = load_report(store)
    assert report.bench["id"] == bench_id
    assert "5 of 6 runs recorded (incomplete" in render_text(report)


def test_a_report_of_real_models_does_not_say_scripted(tmp_path):
    store = Store(tmp_path / "real.db")
    results = BenchResults(store)
    bench_id = results.create(edge="qwen2.5-coder-0.5b-instruct", cloud="qwen2.5-coder-1.5b-instruct",
                              strategies=["edge-only"], tasks_filter=None, repeats=1, scripted=False, config={})
    run_id = store.start_run(prompt="p", workspace="/w", edge_model="qwen2.5-coder-0.5b-instruct", strategy="edge-only")
    results.add({"bench_id": bench_id, "task_id": "t1", "category": "Dev & Ops", "strategy": "edge-only", "repeat": 0,
                 "run_id": run_id, "status": "finished", "score": 1.0, "annotated": 0, "cloud_usd": 0.0})
    report = load_report(store, bench_id)
    assert not report.scripted and "scripted" not in report.title
    # ... but a run row recorded by a double gives it away even if the labels do not.
    store.db["runs"].update(run_id, {"edge_model": "scripted-edge@0.6"})
    assert load_report(store, bench_id).scripted
