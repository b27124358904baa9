"""Metrics arithmetic on hand-made rows: every expected figure is worked out by hand."""
import pytest

from edge_agent.bench.metrics import abilities, completion, pareto_front, pass_k, privacy, summarize


def row(task, score, repeat=0, strategy="s", privacy=None, annotated=None, category="Office & Daily", **kw):
    return {"task_id": task, "score": score, "repeat": repeat, "strategy": strategy, "category": category,
            "privacy": privacy, "annotated": int(privacy is not None) if annotated is None else annotated,
            "status": "finished", **kw}


def test_completion_is_mean_over_tasks_of_mean_over_runs():
    # task a: runs 1.0, 0.5 -> 0.75; task b: one run 0.0 -> 0.0; mean 0.375 -> 37.5.
    # (A mean over all runs would give 0.5: a task with more runs must not weigh more.)
    rows = [row("a", 1.0), row("a", 0.5, 1), row("b", 0.0)]
    assert completion(rows) == pytest.approx(37.5)
    assert completion([]) is None


def test_pass_k_needs_all_k_runs_at_or_above_0_7():
    rows = [row("a", 0.7), row("a", 1.0, 1),      # both >= 0.7: passes
            row("b", 1.0), row("b", 0.69, 1),     # one below: fails
            row("c", 1.0)]                        # only one run: not counted for k=2
    assert pass_k(rows, 2) == (pytest.approx(50.0), 2)
    assert pass_k(rows, 1) == (100.0, 3)  # first runs only: 0.7, 1.0 and 1.0 all pass
    assert pass_k(rows, 3) == (None, 0)


def test_pass_k_uses_the_first_k_runs_by_repeat_order():
    rows = [row("a", 0.0, 2), row("a", 1.0, 0), row("a", 1.0, 1)]
    assert pass_k(rows, 2) == (100.0, 1)
    assert pass_k(rows, 3) == (0.0, 1)


def test_privacy_is_mean_over_annotated_tasks_of_mean_over_runs():
    rows = [row("a", 1, privacy=1.0), row("a", 1, 1, privacy=0.5),   # task a: 0.75
            row("b", 1, privacy=0.25),                                 # task b: 0.25
            row("c", 1, privacy=None, annotated=0)]                    # not annotated: left out
    value, n = privacy(rows)
    assert value == pytest.approx(50.0) and n == 2
    assert privacy([row("c", 1)]) == (None, 0)


def test_summary_sums_costs_and_refuses_partial_usd_and_flops():
    rows = [row("a", 1.0, cloud_raw_tokens=100, cloud_cached_tokens=50, cloud_output_tokens=10, cloud_usd=0.25,
                edge_prompt_tokens=7, edge_evaluated_tokens=5, edge_completion_tokens=3, edge_flops=16.0, wall_s=2.0,
                steps=4, cloud_steps=1, help_requests=2),
            row("b", 0.0, cloud_raw_tokens=1, cloud_cached_tokens=2, cloud_output_tokens=3, cloud_usd=None,
                edge_prompt_tokens=1, edge_evaluated_tokens=1, edge_completion_tokens=1, edge_flops=None, wall_s=4.0,
                steps=4, cloud_steps=3, help_requests=0)]
    m = summarize(rows)["strategies"]["s"]
    assert (m["cloud_raw_tokens"], m["cloud_cached_tokens"], m["cloud_output_tokens"]) == (101, 52, 13)
    assert m["cloud_usd"] is None and m["edge_flops"] is None  # one unknown makes the total unknown
    assert m["edge_evaluated_tokens"] == 6 and m["wall_s"] == 6.0 and m["wall_s_mean"] == 3.0
    assert m["cloud_step_share"] == pytest.approx(50.0)
    assert m["help_requests_per_run"] == 1.0 and m["help_run_share"] == 50.0
    known = summarize(rows[:1])["strategies"]["s"]
    assert known["cloud_usd"] == 0.25 and known["edge_flops"] == 16.0


def test_summary_per_strategy_and_category_and_k_from_repeats():
    rows = [row("a", 1.0, 0, "x", category="Dev & Ops"), row("a", 0.5, 1, "x", category="Dev & Ops"),
            row("b", 1.0, 0, "x", category="Automation"), row("b", 1.0, 1, "x", category="Automation"),
            row("a", 0.0, 0, "y", category="Dev & Ops"), row("a", 0.0, 1, "y", category="Dev & Ops")]
    s = summarize(rows, strategies=["y", "x"])
    assert s["k"] == 2 and list(s["strategies"]) == ["y", "x"]
    assert s["strategies"]["x"]["completion"] == pytest.approx(87.5)
    assert s["strategies"]["x"]["pass_k"] == pytest.approx(50.0)
    assert s["categories"]["Dev & Ops"]["x"]["completion"] == pytest.approx(75.0)
    assert s["categories"]["Automation"]["x"]["pass_k"] == 100.0
    assert "Automation" not in s["categories"] or "y" not in s["categories"]["Automation"]


def test_harness_errors_count_as_failures_but_not_in_costs():
    rows = [row("a", 1.0, cloud_usd=0.5), {**row("b", 0.0), "status": "harness_error", "cloud_usd": None}]
    m = summarize(rows)["strategies"]["s"]
    assert m["completion"] == 50.0 and m["harness_errors"] == 1 and m["cloud_usd"] == 0.5


def test_abilities_are_pooled_over_runs():
    m1 = {"knowing_when_to_ask": {"asks": 1, "timely_asks": 1, "episodes": 4, "answered_episodes": 1},
          "acting_on_advice": {"checkable": 1, "acted_on": 0}}
    m2 = {"knowing_when_to_ask": {"asks": 3, "timely_asks": 0, "episodes": 0, "answered_episodes": 0},
          "acting_on_advice": {"checkable": 3, "acted_on": 3}}
    a = abilities([row("a", 1, metrics=m1), row("b", 1, metrics=m2), row("c", 1, metrics={})])
    assert a["ask_precision"] == pytest.approx(25.0)    # 1 timely of 4 asks (a per-run mean would say 50)
    assert a["ask_recall"] == pytest.approx(25.0)       # 1 of 4 episodes
    assert a["advice_adoption"] == pytest.approx(75.0)  # 3 of 4 checkable items
    assert a["asks_per_run"] == 2.0                     # over the runs that report asks
    assert abilities([row("a", 1, metrics={})])["ask_precision"] is None


def test_pareto_front():
    pts = {"cheap": (0.0, 40.0), "mid": (1.0, 60.0), "bad": (2.0, 50.0), "best": (5.0, 90.0)}
    assert sorted(pareto_front(pts, maximize_x=False)) == ["best", "cheap", "mid"]
    priv = {"leaky": (50.0, 90.0), "private": (100.0, 40.0), "dominated": (60.0, 30.0)}
    assert sorted(pareto_front(priv, maximize_x=True)) == ["leaky", "private"]
