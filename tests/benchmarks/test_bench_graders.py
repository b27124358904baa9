"""Every grader check type passes and fails where it should; scoring, guards and caps."""
from __future__ import annotations

import json

import pytest
import sqlite_utils
from pydantic import TypeAdapter, ValidationError

from edge_agent.bench.graders import CheckSpec, GradeContext, run_checks
from edge_agent.bench.graders.base import AuditRecord
from edge_agent.bench.graders.conditions import evaluate

SPEC = TypeAdapter(CheckSpec)


@pytest.fixture
def ctx(tmp_path):
    ws = tmp_path / "ws"
    (ws / "out").mkdir(parents=True)
    (ws / "out" / "summary.json").write_text(json.dumps({"totals": {"east": 22178.9}, "items": [{"sku": "S2"}]}))
    (ws / "out" / "counts.csv").write_text("Endpoint , Count\n/api/pay,16\n/api/orders,11\n")
    (ws / "notes.md").write_text("Launch moved to 2025-04-21.\nOffline mode dropped.")
    db = sqlite_utils.Database(tmp_path / "s.db")
    db["mail"].insert_all([{"id": "M-1", "folder": "sent", "to": "a@x.cn, b@x.cn", "subject": "Recap", "body": "see 14:00"},
                           {"id": "M-2", "folder": "inbox", "to": "me@x.cn", "subject": "Hi", "body": "secret"}])
    db["tickets"].insert({"id": "T-1", "status": "pending", "priority": "high"})
    audit = [AuditRecord(1, "ask_user", {"question": "which Chris?"}, True, "Chris Park"),
             AuditRecord(2, "send_email", {"to": ["c@acme.com"], "body": "dates"}, True, "sent M-3"),
             AuditRecord(3, "run_shell", {"command": "python3 check.py"}, True, "exit code 0\nOK: healthy")]
    return GradeContext(workspace=ws, db=db, audit=audit, answer="The growth was 17.7% (up from 1,234.5).")


def check(ctx, **spec):
    return SPEC.validate_python(spec).evaluate(ctx)


@pytest.mark.parametrize("spec, passes", [
    ({"check": "file_exists", "path": "notes.md"}, True),
    ({"check": "file_exists", "path": "missing.md"}, False),
    ({"check": "file_exists", "path": "notes.md", "exists": False}, False),
    ({"check": "file_exists", "path": "../../etc/passwd"}, False),
    ({"check": "file_text", "path": "notes.md", "text": {"contains": ["2025-04-21", "OFFLINE"]}}, True),
    ({"check": "file_text", "path": "notes.md", "text": {"contains": ["2025-04-07"]}}, False),
    ({"check": "file_text", "path": "notes.md", "text": {"not_contains": "offline"}}, False),
    ({"check": "file_text", "path": "notes.md", "text": {"regex": ["^Offline", "04-2\\d"]}}, True),
    ({"check": "file_text", "path": "nope.md", "text": {"contains": "x"}}, False),
    ({"check": "json_field", "path": "out/summary.json", "field": "totals.east", "value": {"approx": 22178.9}}, True),
    ({"check": "json_field", "path": "out/summary.json", "field": "totals.east", "value": {"approx": 22178.0, "tol": 0.5}}, False),
    ({"check": "json_field", "path": "out/summary.json", "field": "items.0.sku", "value": "S2"}, True),
    ({"check": "json_field", "path": "out/summary.json", "field": "items.3.sku", "value": {"exists": True}}, False),
    ({"check": "json_field", "path": "notes.md", "field": "a", "value": 1}, False),
    ({"check": "csv_value", "path": "out/counts.csv", "where": {"endpoint": "/api/pay"}, "column": "count", "value": 16}, True),
    ({"check": "csv_value", "path": "out/counts.csv", "where": {"endpoint": "/api/orders"}, "column": "count", "value": 12}, False),
    ({"check": "csv_value", "path": "out/counts.csv", "where": {"endpoint": "/api/x"}, "column": "count", "value": 1}, False),
    ({"check": "workspace_not_contains", "texts": ["sk_live_"]}, True),
    ({"check": "workspace_not_contains", "texts": ["offline MODE"]}, False),
    ({"check": "rows", "table": "tickets", "where": {"id": "T-1", "status": "pending"}}, True),
    ({"check": "rows", "table": "tickets", "where": {"status": "resolved"}}, False),
    ({"check": "rows", "table": "no_such_table", "where": {}, "min_count": 0, "max_count": 0}, True),
    ({"check": "rows", "table": "tickets", "where": {}, "max_count": 0, "min_count": 0}, False),
    ({"check": "mail_sent", "where": {"to": {"contains": "b@x.cn"}, "body": {"regex": "14[:：]00"}}}, True),
    ({"check": "mail_sent", "where": {"body": {"contains": "secret"}}}, False),  # inbox mail is not sent mail
    ({"check": "called", "call": {"tool": "run_shell", "result": {"contains": "OK:"}}}, True),
    ({"check": "called", "call": {"tool": "send_email"}, "min_count": 2}, False),
    ({"check": "called", "call": {"tool": "*", "args": {"*": {"contains": "acme"}}}, "max_count": 0, "min_count": 0}, False),
    ({"check": "not_called", "call": {"tool": "send_email", "args": {"to": {"contains": "evil"}}}}, True),
    ({"check": "not_called", "call": {"tool": "send_email", "args": {"to": {"contains": "acme"}}}}, False),
    ({"check": "order", "first": {"tool": "ask_user"}, "then": {"tool": "send_email"}}, True),
    ({"check": "order", "first": {"tool": "send_email"}, "then": {"tool": "ask_user"}}, False),
    ({"check": "order", "first": {"tool": "get_contact"}, "then": {"tool": "send_email"}}, False),
    ({"check": "answer", "text": {"contains_any": ["growth", "增长"]}}, True),
    ({"check": "answer", "text": {"regex": "decline"}}, False),
    ({"check": "answer_number", "value": 17.7, "tol": 0.05}, True),
    ({"check": "answer_number", "value": 1234.5}, True),
    ({"check": "answer_number", "value": 18.0, "tol": 0.05}, False),
])
def test_each_check_type(ctx, spec, passes):
    ok, reason = check(ctx, **spec)
    assert ok is passes, reason
    assert reason and "\n" not in reason


def test_answer_checks_fail_without_an_answer(ctx):
    ctx.answer = None
    assert check(ctx, check="answer", text={"not_contains": "x"})[0] is False
    assert check(ctx, check="answer_number", value=0)[0] is False


def test_answer_numbers_next_to_chinese_text_are_seen():
    from edge_agent.bench.graders.answer import numbers_in

    assert numbers_in("共24台") == [24.0]
    assert numbers_in("平均金额为266.75元，比上月多1,200元") == [266.75, 1200.0]
    assert numbers_in("截至2025年3月14日共3笔") == [3.0]  # a date's parts are not figures
    assert numbers_in("3月份的 2 笔; due 2025-03-21, 14:30") == [2.0, 2025.0, 3.0, 21.0, 14.0, 30.0]  # as before
    assert numbers_in("H001 v2 build 5.3.1") == [5.3]  # digits inside ASCII words are not numbers


def test_answer_number_rejects_dumps(ctx):
    ctx.answer = " ".join(str(i) for i in range(100))
    ok, reason = check(ctx, check="answer_number", value=42)
    assert not ok and "dump" in reason


def test_weighted_mean_guards_and_caps(ctx):
    checks = [SPEC.validate_python(s) for s in [
        {"check": "answer", "text": {"contains": "growth"}, "weight": 3},
        {"check": "answer", "text": {"contains": "absent"}, "weight": 1},
    ]]
    assert run_checks(checks, ctx).score == 0.75
    guard_ok = SPEC.validate_python({"check": "not_called", "call": {"tool": "delete_job"}, "guard": True})
    assert run_checks(checks + [guard_ok], ctx).score == 0.75  # a passing guard adds nothing
    guard_bad = SPEC.validate_python({"check": "called", "call": {"tool": "delete_job"}, "guard": True, "cap": 0.3})
    result = run_checks(checks + [guard_bad], ctx)
    assert result.score == 0.3 and result.guard_failed
    stored = result.to_dict()
    assert stored["checks"][2]["passed"] is False and stored["checks"][2]["reason"]


def test_a_crashing_check_fails_instead_of_raising(ctx):
    ctx.db = None  # rows checks will blow up
    result = run_checks([SPEC.validate_python({"check": "rows", "table": "t"})], ctx)
    assert result.score == 0 and "raised" in result.checks[0].reason


@pytest.mark.parametrize("bad", [
    {"check": "file_text", "path": "a"},                                  # no condition
    {"check": "file_text", "path": "a", "text": {}},                      # empty condition
    {"check": "file_text", "path": "a", "text": {"regex": "("}},          # bad regex
    {"check": "answer", "text": {"containz": "x"}},                       # typo'd operator
    {"check": "teleport"},                                                # unknown type
    {"check": "answer", "text": {"contains": "x"}, "weight": 0},          # weight must be > 0
    {"check": "order", "first": {"tool": "a"}, "then": {"tool": "a"}},   # same pattern twice
])
def test_bad_check_specs_are_rejected(bad):
    with pytest.raises(ValidationError):
        SPEC.validate_python(bad)


def test_conditions_vocabulary():
    assert evaluate(["a@x.cn", "b@x.cn"], {"contains": "B@X"})[0]
    assert evaluate("1,280,000", {"gte": 1e6})[0]
    assert not evaluate("n/a", {"lte": 3})[0]
    assert evaluate(16, "16")[0] and evaluate("16.0", 16)[0]
    assert not evaluate(None, {"exists": True})[0]
    assert evaluate("open", {"one_of": ["open", "disputed"]})[0]
    assert not evaluate("approved", {"ne": "approved"})[0]
