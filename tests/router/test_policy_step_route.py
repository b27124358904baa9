"""step-route with scripted models (test doubles): entropy above/below tau, hysteresis,
the tau_low band, budgets, and calibrated defaults."""
import json

import pytest
from pydantic import ValidationError

from edge_agent import Agent
from edge_agent.models.scripted import ScriptedModel
from edge_agent.router.policy import make_policy
from edge_agent.router.prices import Price
from policy_fakes import FakeGate, call, cloud, no_user_calibration, ws  # noqa: F401


def run(edge, cl, policy, ws, gate=None, **kw):
    return Agent(edge, cloud=cl, gate=gate or FakeGate(), policy=policy, store=None, **kw).run("count rows", workspace=ws)


def actors(r):
    return [s.actor for s in r.steps]


def test_a_step_above_tau_goes_to_the_cloud_and_below_stays_on_the_edge(ws):
    edge = ScriptedModel([call("list_files"), call("read_file", path="data.csv"), call("final_answer", answer="edge")],
                         entropies=[0.2, 2.0, 0.1, 0.1])
    cl = cloud(call("read_file", path="data.csv"))
    r = run(edge, cl, make_policy("step-route", tau=1.5), ws)
    assert r.ok and actors(r) == ["edge", "cloud", "edge"]
    assert "entropy 2.00 > tau 1.5" in r.steps[1].reason
    # the cloud redid the step the edge was unsure of: both calls are on record, in order
    assert [(c.side, c.purpose) for c in r.steps[1].calls] == [("edge", "step"), ("cloud", "step")]
    assert r.metrics["step_route"]["escalations"] == [2] and r.metrics["step_route"]["cloud_steps"] == 1


def test_entropy_equal_to_tau_or_unknown_stays_on_the_edge(ws):
    edge = ScriptedModel([call("list_files"), call("final_answer", answer="ok")], entropies=[1.5, None])
    r = run(edge, cloud(), make_policy("step-route", tau=1.5), ws)
    assert r.ok and actors(r) == ["edge", "edge"]


def test_hysteresis_keeps_the_next_steps_on_the_cloud_without_asking_the_edge(ws):
    edge = ScriptedModel([call("list_files"), call("final_answer", answer="edge")], entropies=[3.0, 0.1], repeat_last=True)
    cl = cloud(call("list_files"), call("read_file", path="data.csv"), call("read_file", path="notes.md"),
               call("final_answer", answer="cloud"))
    r = run(edge, cl, make_policy("step-route", tau=1.0, hysteresis=2), ws)
    assert actors(r) == ["cloud", "cloud", "cloud", "edge"]
    assert [s.reason.split(":")[0] for s in r.steps[1:3]] == ["hysteresis", "hysteresis"]
    assert len(edge.calls) == 2  # steps 2 and 3 never ran the edge: hysteresis saves its compute
    assert r.final_answer == "edge"


def test_tau_low_band_lowers_the_bar_until_the_edge_is_confident_again(ws):
    # tau 1.5, tau_low 0.8: 2.0 escalates; 1.0 (< tau but > tau_low) escalates again;
    # 0.5 drops out of the band; 1.0 then no longer escalates.
    edge = ScriptedModel([call("list_files")] * 4 + [call("final_answer", answer="e")],
                         entropies=[2.0, 1.0, 0.5, 1.0, 0.1])
    cl = cloud(call("read_file", path="data.csv"), call("read_file", path="notes.md"))
    r = run(edge, cl, make_policy("step-route", tau=1.5, tau_low=0.8), ws)
    assert actors(r) == ["cloud", "cloud", "edge", "edge", "edge"]
    assert "tau_low 0.8" in r.steps[1].reason


def test_step_budget_stops_escalation_and_says_why(ws):
    edge = ScriptedModel([call("list_files"), call("read_file", path="data.csv"), call("final_answer", answer="e")],
                         entropies=[3.0, 3.0, 3.0])
    cl = cloud(call("list_files"), call("read_file", path="notes.md"))
    r = run(edge, cl, make_policy("step-route", tau=1.0, max_cloud_steps=1), ws)
    assert actors(r) == ["cloud", "edge", "edge"]
    assert "cloud budget spent: 1/1 steps" in r.steps[1].reason
    assert r.metrics["step_route"]["budget_stop"].startswith("step 2")


def test_usd_budget_uses_the_cloud_price(ws):
    edge = ScriptedModel([call("list_files"), call("read_file", path="data.csv"), call("final_answer", answer="e")],
                         entropies=[3.0, 3.0, 3.0])
    policy = make_policy("step-route", tau=1.0, max_cloud_usd=0.01)
    policy.cloud_price = Price.of(100, 400)  # USD per million tokens: the first cloud step costs > $0.01
    r = run(edge, cloud(call("list_files")), policy, ws)
    assert actors(r)[:2] == ["cloud", "edge"] and "cloud budget spent: $0.0" in r.steps[1].reason
    assert r.metrics["step_route"]["cloud_usd"] > 0.01


def test_usd_budget_with_an_unknown_price_fails_closed(ws):
    edge = ScriptedModel([call("list_files"), call("final_answer", answer="e")], entropies=[3.0, 3.0])
    r = run(edge, cloud(call("list_files")), make_policy("step-route", tau=1.0, max_cloud_usd=5), ws)
    # scripted cloud model id "cloud" has no catalog price: after one cloud step nothing is knowable
    assert actors(r) == ["cloud", "edge"] and "price unknown" in r.steps[1].reason


def test_params_are_validated():
    with pytest.raises(ValidationError, match="tau_low"):
        make_policy("step-route", tau=1.0, tau_low=1.2)
    with pytest.raises(ValidationError, match="hysteresis"):
        make_policy("step-route", hysteresis=-1)
    with pytest.raises(ValidationError, match="extra"):
        make_policy("step-route", tua=1.0)


def test_calibrated_tau_is_the_default_and_explicit_values_win(tmp_path, monkeypatch):
    from edge_agent.router.policies.step_route import PROVISIONAL_TAU

    assert make_policy("step-route").params.tau == PROVISIONAL_TAU  # no calibration file
    path = tmp_path / "cal.json"
    path.write_text(json.dumps({"step-route": {"tau": 0.42, "samples": 50}}))
    monkeypatch.setenv("EDGE_AGENT_CALIBRATION", str(path))
    assert make_policy("step-route").params.tau == PROVISIONAL_TAU  # constructing reads no user file
    policy = make_policy("step-route")
    assert policy.load_calibration() == {"tau": 0.42} and policy.params.tau == 0.42
    explicit = make_policy("step-route", tau=2.0)
    assert explicit.load_calibration() == {} and explicit.params.tau == 2.0
    path.write_text("{not json")
    broken = make_policy("step-route")
    assert broken.load_calibration() == {} and broken.params.tau == PROVISIONAL_TAU  # a broken file never stops a run
