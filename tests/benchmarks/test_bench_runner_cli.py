"""`edge-agent bench run` / `bench report` with scripted test doubles, end to end."""
from __future__ import annotations

import json

from click.testing import CliRunner

from edge_agent.cli.main import cli

TASKS = "office-ambiguous-recipient-en,data-expense-audit-zh"
DOUBLES = ["--edge", "scripted:0.6", "--cloud", "scripted:0.92"]


def bench(tmp_path, *args):
    return CliRunner().invoke(cli, ["bench", "run", "--strategies", "edge-only,cloud-only", *DOUBLES, "--tasks", TASKS,
                                    "--out", str(tmp_path / "out"), "--db", str(tmp_path / "t.db"), *args])


def test_run_prints_the_report_and_the_same_out_resumes(tmp_path):
    r = bench(tmp_path, "--cloud-price", "gpt-4o-mini", "--jobs", "2")
    assert r.exit_code == 0, r.output
    title = next(line for line in r.output.splitlines() if line.startswith("edge-agent bench "))
    assert "scripted test doubles" in title
    assert "4 of 4 runs to do" in r.output and "4 of 4 runs recorded" in r.output
    meta = json.loads((tmp_path / "out" / "bench.json").read_text())
    assert (tmp_path / "out" / "report" / "report.html").is_file()
    again = bench(tmp_path, "--cloud-price", "gpt-4o-mini")
    assert again.exit_code == 0, again.output
    assert "0 of 4 runs to do (4 already recorded)" in again.output
    rep = CliRunner().invoke(cli, ["bench", "report", meta["bench_id"], "--db", str(tmp_path / "t.db"), "--json",
                                   "--out", str(tmp_path / "rep")])
    assert rep.exit_code == 0, rep.output
    doc = json.loads(rep.output)
    assert doc["scripted"] is True and doc["cells"] == {"recorded": 4, "expected": 4}
    usd = doc["metrics"]["strategies"]["cloud-only"]["cloud_usd"]
    assert usd is not None and usd > 0  # priced at the catalog's gpt-4o-mini price
    assert doc["metrics"]["strategies"]["edge-only"]["cloud_usd"] == 0.0


def test_run_json_is_one_document_on_stdout(tmp_path):
    r = bench(tmp_path, "--json", "--no-report")
    assert r.exit_code == 0, r.output
    doc = json.loads(r.stdout)  # progress went to stderr
    assert doc["recorded"] == doc["total"] == 4 and doc["bench_id"].startswith("bench-")
    again = bench(tmp_path, "--json")  # resumes (nothing left) and prints the report as JSON
    assert again.exit_code == 0, again.output
    rep = json.loads(again.stdout)
    assert rep["scripted"] is True and rep["cells"] == {"recorded": 4, "expected": 4}


def test_cli_errors_are_one_line(tmp_path):
    r = CliRunner().invoke(cli, ["bench", "run", "--strategies", "edge-only,nope", *DOUBLES, "--db",
                                 str(tmp_path / "t.db"), "--out", str(tmp_path / "o")])
    assert r.exit_code == 1 and r.output.startswith("Error: unknown strategy 'nope'")
    assert len(r.output.strip().splitlines()) == 1
    r = CliRunner().invoke(cli, ["bench", "run", "--strategies", "edge-only", "--edge", "scripted:7", "--db",
                                 str(tmp_path / "t.db")])
    assert r.exit_code == 1 and "must be in [0, 1]" in r.output and len(r.output.strip().splitlines()) == 1
    r = CliRunner().invoke(cli, ["bench", "run", "--strategies", "cloud-only", "--edge", "scripted", "--db",
                                 str(tmp_path / "t.db"), "--out", str(tmp_path / "o2")])
    assert r.exit_code == 1 and "needs a cloud model" in r.output
    r = CliRunner().invoke(cli, ["bench", "report", "--db", str(tmp_path / "empty.db")])
    assert r.exit_code == 1 and "no bench runs" in r.output
    r = bench(tmp_path, "--cloud-price", "no-such-model-xyz")
    assert r.exit_code == 1 and "not in the price catalog" in r.output
