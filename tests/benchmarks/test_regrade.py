"""Re-grading stored results: answer checks are evaluated again, state checks keep their stored outcome."""
from __future__ import annotations

from pathlib import Path

import pytest

from edge_agent.bench.regrade import main, rescore
from edge_agent.bench.task import load_task

TASK = Path(__file__).parents[2] / "edge_agent/bench/blind4/blind4-expense-taxi-total-zh"


def _stored(task, passed: bool) -> list[dict]:
    return [{"check": c.check, "passed": passed} for c in task.grader]


def test_answer_checks_are_evaluated_again():
    task = load_task(TASK)
    assert rescore(task, _stored(task, False), "张伟三月打车共3笔，合计209.5元") == 1.0  # unspaced Chinese numbers
    assert rescore(task, _stored(task, True), "合计 300 元") < 1.0
    assert rescore(task, _stored(task, True), None) == 0.0


def test_a_stored_result_must_match_the_task():
    task = load_task(TASK)
    with pytest.raises(ValueError, match="stored checks"):
        rescore(task, _stored(task, True)[:1], "x")


def test_bad_input_is_one_line_and_exit_1(tmp_path, capsys):
    assert main(["--db", str(tmp_path / "none.db"), "--tasks-dir", str(TASK.parent)]) == 1
    not_a_db = tmp_path / "x.db"
    not_a_db.write_text("not sqlite")
    assert main(["--db", str(not_a_db), "--tasks-dir", str(TASK.parent)]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and all(line.startswith("Error: ") for line in err)
