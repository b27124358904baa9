"""Calibration: the quantile rule, reading recorded runs, the CLI, and the defaults file
feeding the strategies."""
import json

import pytest
from click.testing import CliRunner

from edge_agent import Agent, Store
from edge_agent.cli.calibrate_cmd import calibrate_cmd
from edge_agent.models.scripted import ScriptedModel
from edge_agent.router.calibration import (CalibrationError, calibrate_task_route, calibrated_defaults, edge_step_entropies,
                                quantile_threshold, run_probes)
from edge_agent.router.policies.task_features import route_score
from edge_agent.router.policy import make_policy
from policy_fakes import call, no_user_calibration, ws  # noqa: F401


def test_quantile_threshold_sends_the_target_share_above_it():
    values = [i / 10 for i in range(1, 11)]  # 0.1 .. 1.0
    t = quantile_threshold(values, 0.3)
    assert t.value == pytest.approx(0.75) and t.achieved_share == 0.3 and t.samples == 10
    assert quantile_threshold(values, 0.0).value == 1.0  # nothing above the maximum
    t = quantile_threshold(values, 1.0)
    assert t.value < 0.1 and t.achieved_share == 1.0
    assert quantile_threshold(list(reversed(values)), 0.5).value == pytest.approx(0.55)  # order does not matter
    ties = quantile_threshold([1.0] * 8 + [2.0, 3.0], 0.5)  # the target is unreachable with ties: say so
    assert ties.achieved_share == 0.2
    with pytest.raises(CalibrationError):
        quantile_threshold([], 0.3)
    with pytest.raises(CalibrationError):
        quantile_threshold(values, 1.5)


@pytest.fixture
def recorded(tmp_path, ws):
    """20 edge steps with entropies 0.1 .. 2.0 over 10 two-step runs, and one run of
    another edge model that calibration for the default model must ignore."""
    store = Store(tmp_path / "traces.db")
    hs = [round(0.1 * i, 1) for i in range(1, 21)]
    for r in range(10):
        edge = ScriptedModel([call("list_files"), call("final_answer", answer="ok")], entropies=hs[2 * r: 2 * r + 2],
                             model_id="qwen2.5-coder-0.5b-instruct")
        Agent(edge, store=store).run(f"task {r}: list the files then answer", workspace=ws)
    other = ScriptedModel([call("final_answer", answer="ok")], entropies=[9.0], model_id="other-edge")
    Agent(other, store=store).run("other", workspace=ws)
    return store, hs


def test_reads_entropies_and_probes_from_the_trace_store(recorded):
    store, hs = recorded
    assert sorted(edge_step_entropies(store.db, "qwen2.5-coder-0.5b-instruct")) == hs
    assert 9.0 in edge_step_entropies(store.db)
    probes = run_probes(store.db, "qwen2.5-coder-0.5b-instruct")
    assert len(probes) == 10 and sorted(h for _, h in probes) == hs[::2]  # step 1 of each run


def test_calibrate_cli_picks_the_quantile_and_strategies_use_it(recorded, tmp_path):
    store, hs = recorded
    r = CliRunner().invoke(calibrate_cmd, ["--db", str(store.path), "-q", "0.25", "--min-samples", "10", "--json"])
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    # 25% of 20 samples is 5 above tau: midway between the 15th and 16th smallest (1.5, 1.6)
    assert out["calibrated"]["step-route"]["tau"] == pytest.approx(1.55)
    assert out["calibrated"]["step-route"]["achieved_cloud_share"] == 0.25
    scores = sorted(route_score(p, h) for p, h in run_probes(store.db, "qwen2.5-coder-0.5b-instruct"))
    expected = round((scores[6] + scores[7]) / 2, 6)  # 10 runs at 25%: 2.5 rounds up to 3 above
    assert out["calibrated"]["task-route"]["threshold"] == pytest.approx(expected)
    saved = json.loads((tmp_path / "calibration.json").read_text())
    assert saved["step-route"]["tau"] == pytest.approx(1.55) and saved["step-route"]["samples"] == 20
    step, task = make_policy("step-route"), make_policy("task-route")
    step.load_calibration(), task.load_calibration()  # explicit: constructing a policy reads no user file
    assert step.params.tau == pytest.approx(1.55)
    assert task.params.threshold == pytest.approx(expected)
    assert calibrated_defaults("step-route", ("tau", "samples")) == {"tau": pytest.approx(1.55), "samples": 20}


def test_calibrate_refuses_too_little_data_in_one_line(recorded, tmp_path):
    store, _ = recorded
    r = CliRunner().invoke(calibrate_cmd, ["--db", str(store.path), "--min-samples", "100"])
    assert r.exit_code == 1 and r.output.startswith("Error: nothing calibrated: step-route: only 20")
    assert len(r.output.strip().splitlines()) == 1
    assert not (tmp_path / "calibration.json").exists()
    r = CliRunner().invoke(calibrate_cmd, ["--db", str(store.path), "--strategy", "step-route", "--min-samples", "5",
                                           "--dry-run"])
    assert r.exit_code == 0 and "dry run" in r.output and not (tmp_path / "calibration.json").exists()
    with pytest.raises(CalibrationError, match="only 0 recorded runs"):
        calibrate_task_route(store.db, 0.3, "nobody")
