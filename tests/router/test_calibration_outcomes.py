"""The outcome method of calibration (ROC, AUC, Youden cut, bootstrap over tasks, the fallback to the
cloud-share rule) and its CLI, on SYNTHETIC data: hand-made samples and a hand-made store, no model."""
import json
import random
import sqlite3

import pytest
from click.testing import CliRunner

from edge_agent.cli.calibrate_cmd import calibrate_cmd
from edge_agent.router.calibration import CalibrationError, quantile_threshold
from edge_agent.router.calibration_outcomes import (Sample, auc, bootstrap, choose, curve, open_readonly, per_task,
                                                    point_at, step_samples, task_samples, youden_point)
from edge_agent.router.policies.task_features import route_score
from policy_fakes import no_user_calibration  # noqa: F401


def _s(xs_bad, xs_good, task="t"):
    return [Sample(task, x, True) for x in xs_bad] + [Sample(task, x, False) for x in xs_good]


def test_auc_is_the_chance_a_bad_sample_scores_higher():
    assert auc(_s([3, 4], [1, 2])) == 1.0
    assert auc(_s([1, 2], [3, 4])) == 0.0
    assert auc(_s([1, 1], [1, 1])) == 0.5  # ties count half
    assert auc(_s([2, 4], [1, 3])) == 0.75  # 3 of 4 pairs ordered
    assert auc(_s([1, 2], [])) is None  # one kind only: undefined


def test_curve_and_youden_cut_between_the_groups():
    ss = _s([2.0, 2.5, 3.0], [0.5, 1.0, 1.5])
    pts = curve(ss)
    assert [p.t for p in pts] == [0.75, 1.25, 1.75, 2.25, 2.75, 3.0]
    best = youden_point(ss)
    assert best.t == 1.75 and best.caught == 1.0 and best.needless == 0.0 and best.cloud_share == 0.5
    assert best.precision == 1.0
    p = point_at(ss, 2.25)
    assert (p.cloud_share, p.caught, p.needless) == (pytest.approx(2 / 6, abs=1e-4), pytest.approx(2 / 3, abs=1e-4), 0)
    # On a tie of J, the higher cut (fewer cloud calls) wins.
    assert youden_point(_s([2.0, 4.0], [1.0, 3.0])).t == 3.5  # J 0.5 at 1.5 and at 3.5


def _synthetic(predictive: bool, tasks=30, per=20, seed=1):
    """Synthetic: entropy uniform on [0, 2]; bad with probability 0.8 above 1.2 and 0.1 below
    when predictive, else 0.3 whatever the entropy."""
    rng = random.Random(seed)
    out = []
    for t in range(tasks):
        for _ in range(per):
            x = rng.uniform(0, 2)
            p = (0.8 if x > 1.2 else 0.1) if predictive else 0.3
            out.append(Sample(f"task{t}", x, rng.random() < p))
    return out


def test_choose_takes_the_youden_cut_when_the_signal_predicts_failure():
    c = choose(_synthetic(True), "synthetic", 0.3, n_boot=200)
    assert c.method == "youden" and c.auc > 0.8 and c.auc_ci[0] > 0.5
    assert 1.0 < c.value < 1.4 and c.value_ci[0] <= c.value <= c.value_ci[1]
    assert c.tasks == 30 and c.samples == 600 and c.cloud_share == pytest.approx(0.4, abs=0.06)
    assert c.table[0]["target_share"] == 0.0 and len(c.table) >= 5


def test_choose_falls_back_to_the_cloud_share_rule_and_says_so_when_nothing_predicts():
    ss = _synthetic(False)
    c = choose(ss, "synthetic", 0.3, n_boot=200)
    assert c.method == "cloud-share" and c.auc_ci[0] <= 0.5 <= c.auc_ci[1]
    assert "does not predict" in c.reason
    assert c.value == quantile_threshold([s.x for s in ss], 0.3).value and c.cloud_share == pytest.approx(0.3)
    with pytest.raises(CalibrationError, match="only 3 samples"):
        choose(ss[:3], "synthetic", min_samples=10)


def test_bootstrap_resamples_whole_tasks():
    # Two tasks, each all-bad or all-good with one x: any resample is one task twice (AUC undefined)
    # or both (AUC 1), so the interval is exactly (1, 1); one task alone has no interval.
    ss = _s([2.0, 2.0], [], "a") + _s([], [1.0, 1.0], "b")
    assert bootstrap(ss, auc, 200) == (1.0, 1.0)
    assert bootstrap(_s([2.0], [1.0], "a"), auc, 50) is None
    assert per_task(ss)[0] == {"task": "a", "n": 2, "bad_share": 1.0, "mean_x": 2.0, "min_x": 2.0, "max_x": 2.0}


def _store(path, runs):
    """A synthetic trace store with the columns the readers use. runs: (task, strategy, score, prompt,
    [(entropy, ok), ...] per step)."""
    db = sqlite3.connect(path)
    db.executescript("""
        create table runs (id text primary key, prompt text, edge_model text, status text);
        create table steps (id integer primary key, run_id text, idx integer, actor text, ok integer);
        create table model_calls (id integer primary key, run_id text, step_idx integer, side text, purpose text,
                                  model_id text, first_token_entropy real);
        create table bench_results (id integer primary key, run_id text, task_id text, strategy text, score real,
                                    status text);""")
    for i, (task, strategy, score, prompt, steps) in enumerate(runs):
        rid = f"r{i}"
        db.execute("insert into runs values (?, ?, 'edge-0.5b', 'finished')", (rid, prompt))
        db.execute("insert into bench_results (run_id, task_id, strategy, score, status) values (?, ?, ?, ?, 'finished')",
                   (rid, task, strategy, score))
        for j, (h, ok) in enumerate(steps):
            db.execute("insert into steps (run_id, idx, actor, ok) values (?, ?, 'edge', ?)", (rid, j, ok))
            db.execute("insert into model_calls (run_id, step_idx, side, purpose, model_id, first_token_entropy) "
                       "values (?, ?, 'edge', 'step', 'edge-0.5b', ?)", (rid, j, h))
            db.execute("insert into model_calls (run_id, step_idx, side, purpose, model_id, first_token_entropy) "
                       "values (?, ?, 'edge', 'resample', 'edge-0.5b', 9.9)", (rid, j))  # not the routing call
    db.commit()
    db.close()


@pytest.fixture
def synthetic_store(tmp_path):
    runs = []
    for t in range(12):  # hard tasks fail with high entropies, easy ones pass with low ones
        hard = t % 2 == 0
        for _ in range(2):
            steps = [(1.8, 0), (1.6, 1)] if hard else [(0.2, 1), (0.4, 1)]
            runs.append((f"task{t}", "edge-only", 0.0 if hard else 1.0, f"do thing {t}", steps))
    runs.append(("task0", "step-route", 1.0, "do thing 0", [(0.1, 1)]))  # routed runs are not read
    path = tmp_path / "synthetic.db"
    _store(path, runs)
    return path


def test_readers_take_edge_only_runs_and_the_first_step_call(synthetic_store):
    conn = open_readonly(synthetic_store)
    steps = step_samples(conn, "step")
    assert len(steps) == 48 and sum(s.bad for s in steps) == 12 and 9.9 not in {s.x for s in steps}
    assert sum(s.bad for s in step_samples(conn, "run")) == 24
    tasks = task_samples(conn, "edge-0.5b")
    assert len(tasks) == 24 and tasks[0].x == pytest.approx(route_score("do thing 0", 1.8))
    assert task_samples(conn, "someone-else") == []
    with pytest.raises(sqlite3.OperationalError):
        conn.execute("insert into runs values ('x', 'p', 'm', 's')")  # read-only
    with pytest.raises(CalibrationError, match="no trace store"):
        open_readonly(synthetic_store.parent / "missing.db")


def test_calibrate_cli_outcomes_saves_the_cut_with_its_method(synthetic_store, tmp_path):
    r = CliRunner().invoke(calibrate_cmd, ["--method", "outcomes", "--db", str(synthetic_store), "--db",
                                           str(synthetic_store), "--edge-model", "", "--bootstrap", "50", "--json"])
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)["calibrated"]
    # bad steps (failed actions) all have entropy 1.8, the others at most 1.6: the cut is between
    assert out["step-route"]["method"] == "youden" and out["step-route"]["value"] == pytest.approx(1.7)
    assert out["step-route"]["samples"] == 96 and out["step-route"]["auc"] == 1.0
    assert out["task-route"]["method"] == "youden"
    saved = json.loads((tmp_path / "calibration.json").read_text())
    assert saved["step-route"]["tau"] == pytest.approx(1.7) and saved["step-route"]["method"] == "outcomes/youden"
    r = CliRunner().invoke(calibrate_cmd, ["--method", "outcomes", "--db", str(tmp_path / "nope.db")])
    assert r.exit_code == 1 and len(r.output.strip().splitlines()) == 1 and "no trace store" in r.output
    r = CliRunner().invoke(calibrate_cmd, ["--db", "a.db", "--db", "b.db"])
    assert r.exit_code == 1 and "one --db" in r.output
