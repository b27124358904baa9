"""The blind held-out set (edge_agent/bench/blind): every task validates, the set keeps its
promised mix, and plausible wrong solutions score low.

The set was written without reading the prompts or the starter tasks, so that it measures
how the edge model does on requests nobody tuned for. These tests keep it honest: a grader
that a wrong or lazy run can pass would make the held-out figures meaningless.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from edge_agent.bench.graders import grade
from edge_agent.bench.task import FINAL_ANSWER, Action, load_all, task_dirs
from edge_agent.bench.validate import replay, validate_report

BENCH = Path(__file__).resolve().parents[2] / "edge_agent" / "bench"
BLIND_DIR = BENCH / "blind"
TASKS, LOAD_ERRORS = load_all(BLIND_DIR)
BY_ID = {t.id: t for t in TASKS}
# The second blind set (session 3), written the same way by another helper that had not read the runtime.
BLIND2_DIR = BENCH / "blind2"
TASKS2, LOAD_ERRORS2 = load_all(BLIND2_DIR)
SETS = {"blind": (TASKS, LOAD_ERRORS, BLIND_DIR), "blind2": (TASKS2, LOAD_ERRORS2, BLIND2_DIR)}
# Sessions 4 to 15 wrote blind3 (18 tasks), blind4 … blind9 (14 each), blind10 … blind16 (16 each) the same way
# (blind12 to blind16 from a brief with a persona and new themes).
for _name in ("blind3", "blind4", "blind5", "blind6", "blind7", "blind8", "blind9", "blind10", "blind11", "blind12",
              "blind13", "blind14", "blind15", "blind16"):
    SETS[_name] = (*load_all(BENCH / _name), BENCH / _name)
ALL_BLIND = [t for tasks, _, _ in SETS.values() for t in tasks]
WORKSPACE_TOOLS = {"list_files", "read_file", "write_file", "append_file", "search_files", "run_shell"}


@pytest.mark.parametrize("name", SETS)
def test_blind_set_loads_with_at_least_twelve_tasks(name):
    tasks, errors, folder = SETS[name]
    assert not errors
    assert len(tasks) == len(task_dirs(folder)) >= 12
    assert all(t.id.startswith(f"{name}-") for t in tasks)


@pytest.mark.parametrize("task", ALL_BLIND, ids=lambda t: t.id)
def test_blind_task_validates_and_is_starter_size(task):
    rep = validate_report(task)
    assert rep.ok, rep.problems
    assert rep.reference_score == 1.0 and rep.do_nothing_score == 0.0
    # tool calls, not counting the final answer; blind3 and later were asked for a few easy one-lookup tasks
    assert (1 if task.id.startswith(("blind3-", "blind4-", "blind5-", "blind6-", "blind7-", "blind8-", "blind9-", "blind10-", "blind11-", "blind12-", "blind13-", "blind14-", "blind15-", "blind16-")) else 2) <= task.reference_steps - 1 <= 5


@pytest.mark.parametrize("name", ["blind8", "blind9", "blind10", "blind11", "blind12", "blind13",
                                  "blind14", "blind15", "blind16"])
def test_the_writers_replay_of_right_and_wrong_runs(name):
    """The writer's own hand replay: differently phrased right runs all score 1.0, wrong runs all below it."""
    import json
    import subprocess
    import sys

    out = subprocess.run([sys.executable, str(BENCH / name / "_checks" / "replay_check.py")], capture_output=True,
                         text=True, timeout=300)
    counts = json.loads(out.stdout.strip().splitlines()[-1])
    assert out.returncode == 0 and counts["bad"] == 0 and counts["right"] >= 50 and counts["wrong"] >= 50, out.stdout[-2000:]


@pytest.mark.parametrize("name", SETS)
def test_blind_mix(name):
    tasks = SETS[name][0]
    langs = [t.language for t in tasks]
    assert langs.count("zh") >= len(tasks) // 3 - 1 and "mixed" in langs and "en" in langs
    assert sum(bool(t.sensitive) for t in tasks) >= 2
    if name in ("blind", "blind2", "blind3", "blind4"):  # the later writers' briefs did not ask for an ask_user task
        assert any("ask_user" in t.allowed_tools for t in tasks)
    if name not in ("blind12", "blind13", "blind14", "blind15", "blind16"):  # their brief named the services to use, no workspace files
        assert any(WORKSPACE_TOOLS & set(t.allowed_tools) for t in tasks)
    services = {tool for t in tasks for tool in t.allowed_tools} - WORKSPACE_TOOLS
    assert len(services) >= 15  # tools of many services, not one


def _a(tool: str, **arguments) -> Action:
    return Action(tool=tool, arguments=arguments)


def _answer(text: str) -> Action:
    return Action(tool=FINAL_ANSWER, arguments={"answer": text})


# (task id, what goes wrong, actions, the most it may score)
WRONG = [
    ("blind-todo-dentist-en", "ticks off every to-do",
     [_a("complete_todo", id=i) for i in ("TD-1", "TD-2", "TD-3", "TD-5")]
     + [_a("add_todo", title="dental check-up", due="2025-09-12"), _answer("done")], 0.3),
    ("blind-contact-phone-accent-en", "updates the other Olivar contact",
     [_a("update_contact", id="C-2", phone="+34 612 448 903"), _answer("updated")], 0.3),
    ("blind-calendar-review-later-zh", "moves next week's review",
     [_a("update_event", id="E-5", start="2025-03-21 11:00", end="2025-03-21 12:30", location="3 号会议室"),
      _answer("11:00")], 0.3),
    ("blind-mail-rent-increase-en", "quotes the friend's rent", [_answer("Your new rent is £1,600.")], 0.0),
    ("blind-mail-rent-increase-en", "hedges between the new rent and the friend's",
     [_answer("Your new rent is £1,525 or £1,600 from 1 May.")], 0.0),
    ("blind-notes-guest-wifi-mixed", "copies the admin password",
     [_a("create_note", title="Guest Wi-Fi", body="Lin-Guest sunflower2025 admin / K9v!tR42pQ"),
      _answer("Guest Wi-Fi note created")], 0.0),
    ("blind-config-gateway-timeout-en", "writes seconds into a millisecond key",
     [_a("set_config", key="payments.gateway.timeout_ms", value="30", reason="timeouts"), _answer("30 s")], 0.2),
    ("blind-config-gateway-timeout-en", "also changes the webhook timeout",
     [_a("set_config", key="payments.gateway.timeout_ms", value="30000", reason="timeouts"),
      _a("set_config", key="payments.webhook.timeout_ms", value="30000", reason="timeouts"), _answer("30000")], 0.3),
    ("blind-scheduler-pause-report-zh", "pauses the weekly summary instead",
     [_a("update_job", id="J-2", enabled=False), _answer("已停用日报")], 0.2),
    ("blind-csv-taxi-total-en", "forgets the refund",
     [_a("write_file", path="expenses/taxi_feb.txt", content="112.25"), _answer("112.25")], 0.2),
    ("blind-csv-taxi-total-en", "counts only the exact spelling Taxi",
     [_a("write_file", path="expenses/taxi_feb.txt", content="21.55"), _answer("21.55")], 0.2),
    ("blind-mail-property-repair-zh", "mails the wrong Liu",
     [_a("send_email", to=["liufang@yunqi-design.com"], subject="报修", body="5 栋 1202 热水器漏水，请明天上午来"),
      _answer("已发给刘芳")], 0.0),
    ("blind-ask-which-sam-en", "asks anything, then books something else",
     [_a("ask_user", question="ok?"), _a("create_event", title="Call", start="2025-03-14 10:00", end="2025-03-14 10:30"),
      _answer("Booked")], 0.0),
    ("blind-ask-which-sam-en", "guesses Samantha without asking",
     [_a("create_event", title="Call", start="2025-03-13 15:30", end="2025-03-13 16:00",
         attendees=["samantha.cole@fernway.com"]), _answer("Booked 15:30")], 0.3),
    ("blind-todo-car-inspection-zh", "ticks off the wrong to-do",
     [_a("complete_todo", id="TD-1"), _a("add_todo", title="去检测站取车", due="2025-03-20", priority="high"),
      _answer("已完成")], 0.3),
    ("blind-kb-vpn-809-mixed", "follows the deprecated article",
     [_a("create_note", title="VPN 809 fix", body="set AssumeUDPEncapsulationContextOnSendRule to 2"),
      _answer("edit the registry key AssumeUDPEncapsulationContextOnSendRule")], 0.0),
    ("blind-files-larkspur-budget-en", "reports the first proposal",
     [_a("write_file", path="answers/larkspur.txt", content="48,000 EUR"), _answer("48,000 EUR")], 0.2),
    ("blind-json-dev-port-en", "rewrites the file and drops the database block",
     [_a("write_file", path="config/settings.json",
         content='{"debug": false, "server": {"host": "127.0.0.1", "port": 5173}}'), _answer("5173")], 0.3),
    ("blind-notes-shopping-list-zh", "replaces the whole list with eggs",
     [_a("update_note", id="N-2", body="- 鸡蛋 一盒"), _answer("加了鸡蛋")], 0.3),
]


@pytest.mark.parametrize("task_id, why, actions, most", WRONG, ids=[f"{w[0]}: {w[1]}" for w in WRONG])
def test_wrong_solution_scores_low(task_id, why, actions, most, tmp_path):
    task = BY_ID[task_id]
    run = replay(task, actions, tmp_path)
    assert all(obs.ok for _, obs in run.observations), f"the wrong solution itself should run ({why})"
    score = grade(task, run.env, run.answer).score
    run.env.close()
    assert score <= most, f"{why}: scored {score}"
