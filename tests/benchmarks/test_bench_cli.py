"""`edge-agent bench validate`: per-task lines, totals, JSON, non-zero exit on failure."""
from __future__ import annotations

import json

from click.testing import CliRunner

from edge_agent.cli.bench_cmd import group


def test_validate_selected_tasks_prints_lines_and_totals():
    res = CliRunner().invoke(group, ["validate", "--tasks", "devops-*"])
    assert res.exit_code == 0, res.output
    assert "ok    devops-stale-config-en" in res.output
    assert "privacy-annotated; median reference steps" in res.output and "by category: Dev & Ops" in res.output


def test_validate_json():
    res = CliRunner().invoke(group, ["validate", "--tasks", "safety-ceo-fraud-mixed", "--json"])
    assert res.exit_code == 0, res.output
    doc = json.loads(res.output)
    assert doc["totals"]["tasks"] == 1 and doc["tasks"][0]["reference_score"] == 1.0


def test_validate_fails_on_a_bad_task(tmp_path):
    d = tmp_path / "bad-task"
    d.mkdir()
    (d / "task.yaml").write_text("id: bad-task\ntitle: t\ncategory: Office & Daily\nlanguage: klingon\n")
    res = CliRunner().invoke(group, ["validate", "--tasks-dir", str(tmp_path)])
    assert res.exit_code == 1
    fail_lines = [line for line in res.output.splitlines() if line.startswith("FAIL")]
    assert len(fail_lines) == 1 and "bad-task/task.yaml: language" in fail_lines[0]


def test_validate_fails_when_the_reference_does_not_score(tmp_path):
    d = tmp_path / "wrong-ref"
    (d / "workspace").mkdir(parents=True)
    (d / "task.yaml").write_text(
        "id: wrong-ref\ntitle: t\ncategory: Automation\nlanguage: en\nprompt: write hi to a.txt please\n"
        "allowed_tools: [write_file]\ngrader: [{check: file_text, path: a.txt, text: {contains: hi}}]\n"
        "reference: [{tool: write_file, arguments: {path: a.txt, content: bye}}, {tool: final_answer}]\n")
    res = CliRunner().invoke(group, ["validate", "--tasks-dir", str(tmp_path)])
    assert res.exit_code == 1 and "reference scores 0.000 < 1.0" in res.output
