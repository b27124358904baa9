"""`edge-agent logs` answers questions: by strategy, status, model, date and text, as a
table or JSON. Runs are written with the real Store, then read back through the CLI."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from edge_agent.cli.main import cli
from edge_agent.models.chat import Completion, Usage
from edge_agent.store import Store

RUNS = [  # id, created_at, strategy, status, edge, cloud, prompt, answer, a model reply
    ("r1", "2026-10-01T09:00:00.000+00:00", "edge-only", "ok", "qwen2.5-coder-0.5b-instruct", "",
     "Count rows in data.csv", "42 rows", '{"tool": "read_file"}'),
    ("r2", "2026-11-15T12:30:00.000+00:00", "step-route", "max_steps", "qwen2.5-coder-0.5b-instruct", "glm-4.6",
     "Summarise the invoice", None, '{"tool": "list_files"} 50%_off'),
    ("r3", "2026-11-30T23:59:00.000+00:00", "step-route", "ok", "ollama:llama3.2", "local-model",
     "Write the report", "Report written to INVOICE.md", '{"tool": "write_file"}'),
]


@pytest.fixture()
def db(tmp_path):
    path = tmp_path / "t.db"
    store = Store(path)
    for rid, created, strategy, status, edge, cloud, prompt, answer, reply in RUNS:
        store.start_run(prompt=prompt, workspace="/w", edge_model=edge, strategy=strategy, cloud_model=cloud,
                        run_id=rid)
        store.record_model_call(rid, 0, "edge", "act", Completion(reply, Usage(10, 0, 10, 5), edge))
        store.finish_run(rid, status=status, final_answer=answer, error="", steps=1, wall_s=1.0, totals={})
        store.db["runs"].update(rid, {"created_at": created})
    store.close()
    return str(path)


def _ids(db: str, *args: str) -> list[str]:
    r = CliRunner().invoke(cli, ["logs", "--db", db, "--json", *args], catch_exceptions=False)
    assert r.exit_code == 0, r.output
    return [row["id"] for row in json.loads(r.output)]


def test_no_filter_lists_newest_first(db):
    assert _ids(db) == ["r3", "r2", "r1"]


@pytest.mark.parametrize("args, expected", [
    (["--strategy", "step-route"], ["r3", "r2"]),
    (["--status", "ok"], ["r3", "r1"]),
    (["-s", "step-route", "--status", "ok"], ["r3"]),
    (["--model", "glm"], ["r2"]),          # the cloud model
    (["--model", "ollama"], ["r3"]),       # the edge model
    (["--since", "2026-11-01"], ["r3", "r2"]),
    (["--until", "2026-11-15"], ["r2", "r1"]),          # a bare date includes that whole day
    (["--until", "2026-11-15T12:00"], ["r1"]),
    (["--since", "2026-11-30", "--until", "2026-11-30"], ["r3"]),
    (["--search", "invoice"], ["r3", "r2"]),  # prompt of r2, answer of r3, case-insensitive
    (["-q", "read_file"], ["r1"]),            # a model reply
    (["-q", "50%_"], ["r2"]),                 # % and _ are literal, not wildcards
    (["-q", "5_%"], []),                     # as wildcards this would match "50%"
    (["--status", "nosuch"], []),
    (["-n", "1"], ["r3"]),
])
def test_filters(db, args, expected):
    assert _ids(db, *args) == expected


def test_table_says_when_nothing_matches(db):
    r = CliRunner().invoke(cli, ["logs", "--db", db, "--strategy", "advisor"], catch_exceptions=False)
    assert r.exit_code == 0 and "no runs match strategy='advisor'" in r.output


def test_table_shows_matches(db):
    r = CliRunner().invoke(cli, ["logs", "--db", db, "-q", "invoice"], catch_exceptions=False)
    assert "Summarise the invoice" in r.output and "Count rows" not in r.output


def test_a_bad_date_is_one_line(db):
    r = CliRunner().invoke(cli, ["logs", "--db", db, "--since", "last week"], catch_exceptions=False)
    assert r.exit_code == 2 and "is not a date" in r.output and "Traceback" not in r.output


def test_one_run_as_json(db):
    r = CliRunner().invoke(cli, ["logs", "r2", "--db", db, "--json"], catch_exceptions=False)
    data = json.loads(r.output)
    assert data["run"]["id"] == "r2" and data["model_calls"][0]["response"].startswith('{"tool"')
