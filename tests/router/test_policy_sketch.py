"""sketch with scripted models (test doubles): one plan, from the instruction alone,
injected into the edge's prompt exactly once; a failed sketch leaves an edge-only run."""
import json

from edge_agent import Agent
from edge_agent.models.scripted import ScriptedModel
from edge_agent.router.policy import make_policy
from policy_fakes import FakeGate, call, cloud, no_user_calibration, ws  # noqa: F401

PLAN = "1. read_file data.csv\n2. count the rows\n3. final_answer"


def test_plan_from_the_instruction_alone_is_injected_exactly_once(ws):
    edge = ScriptedModel([call("read_file", path="data.csv"), call("list_files"), call("final_answer", answer="2")])
    gate = FakeGate()
    r = Agent(edge, cloud=cloud(PLAN), gate=gate, policy=make_policy("sketch"), store=None).run("count rows", workspace=ws)
    assert r.ok and [s.actor for s in r.steps] == ["edge"] * 3
    # one cloud request, purpose sketch, carrying the instruction and nothing from the workspace
    assert [kw["purpose"] for kw in gate.sent] == ["sketch"]
    sent = json.dumps(gate.messages[0])
    assert "count rows" in sent and "secret-ish" not in sent and "ann,3" not in sent
    # every edge call saw the plan, and saw it once
    for msgs in edge.calls:
        assert sum(str(m["content"]).count(PLAN) for m in msgs) == 1
    assert r.steps[0].calls[0].purpose == "sketch"
    assert r.metrics["sketch"] == {"ok": True, "plan_chars": len(PLAN)}


def test_failed_sketch_goes_on_edge_only_and_says_why(ws):
    edge = ScriptedModel([call("list_files"), call("final_answer", answer="ok")])
    r = Agent(edge, cloud=cloud(), gate=FakeGate(fail=True), policy=make_policy("sketch"), store=None).run("x", workspace=ws)
    assert r.ok and "sketch unavailable" in r.steps[0].reason
    assert r.steps[0].calls[0].error == "cloud unreachable"
    assert all("drafted this plan" not in str(m["content"]) for m in edge.calls[0])
    assert r.metrics["sketch"]["ok"] is False


def test_plan_is_cut_to_max_chars(ws):
    edge = ScriptedModel([call("final_answer", answer="ok")])
    r = Agent(edge, cloud=cloud("x" * 5000), gate=FakeGate(), policy=make_policy("sketch", max_chars=100),
              store=None).run("x", workspace=ws)
    assert r.metrics["sketch"]["plan_chars"] == 100
