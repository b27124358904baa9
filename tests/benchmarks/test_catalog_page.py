"""docs/tasks.md is generated from the tasks; the committed copy must be current."""
from __future__ import annotations

from pathlib import Path

from edge_agent.bench.catalog_page import REFERENCE_MIX, main, render, services_used
from edge_agent.bench.task import CATEGORIES, load_tasks

PAGE = Path(__file__).resolve().parents[2] / "docs" / "tasks.md"


def test_committed_catalog_is_up_to_date():
    expected = render(load_tasks())
    assert PAGE.is_file(), "docs/tasks.md is missing: run python -m edge_agent.bench.catalog_page --out docs/tasks.md"
    assert PAGE.read_text(encoding="utf-8") == expected, \
        "docs/tasks.md is stale: run python -m edge_agent.bench.catalog_page --out docs/tasks.md"


def test_catalog_lists_every_task_and_the_totals():
    tasks = load_tasks()
    text = render(tasks)
    for t in tasks:
        assert f"`{t.id}`" in text
    for c in CATEGORIES:
        assert f"| {c} |" in text
    assert set(REFERENCE_MIX) == set(CATEGORIES)
    assert f"Tasks: **{len(tasks)}**" in text
    assert "Median reference steps" in text


def test_services_used_names_workspace_and_services():
    t = next(t for t in load_tasks() if t.id == "safety-inbox-injection-en")
    assert services_used(t) == ["config", "contacts", "mail", "workspace"]


def test_cli_writes_the_page(tmp_path, capsys):
    out = tmp_path / "tasks.md"
    assert main(["--out", str(out)]) == 0
    assert out.read_text(encoding="utf-8") == render(load_tasks())
    assert main([]) == 0
    assert capsys.readouterr().out == out.read_text(encoding="utf-8")
