"""delegate with scripted models (test doubles): the hand-off tool, the cloud continuing
the same conversation, and refusal when there is no cloud to hand to."""
from edge_agent import Agent
from edge_agent.models.scripted import ScriptedModel
from edge_agent.router.policy import make_policy
from policy_fakes import FakeGate, call, cloud, no_user_calibration, ws  # noqa: F401


def test_delegate_hands_the_rest_of_the_task_to_the_cloud(ws):
    edge = ScriptedModel([call("read_file", path="missing.csv"), call("delegate", reason="I cannot find the file")])
    cl = cloud(call("list_files"), call("final_answer", answer="cloud did it"))
    gate = FakeGate()
    r = Agent(edge, cloud=cl, gate=gate, policy=make_policy("delegate"), store=None).run("count rows", workspace=ws)
    assert r.final_answer == "cloud did it"
    assert [s.actor for s in r.steps] == ["edge", "edge", "cloud", "cloud"]
    assert r.steps[1].ok and "Handed the rest" in r.steps[1].observation
    assert r.steps[2].reason == "delegated at step 2: I cannot find the file"
    assert len(edge.calls) == 2
    # the cloud continued the same conversation: it saw the edge's failed read and the hand-off
    seen = "\n".join(str(m["content"]) for m in gate.messages[0])
    assert "missing.csv" in seen and "Handed the rest" in seen
    m = r.metrics
    assert m["delegate"]["delegated_at"] == 2 and m["delegate"]["cloud_steps"] == 2
    assert m["knowing_when_to_ask"] == {"asks": 1, "timely_asks": 1, "precision": 1.0, "failing_steps": 1,
                                        "episodes": 1, "answered_episodes": 1, "recall": 1.0, "window": 2}


def test_without_a_reachable_cloud_the_edge_carries_on_and_steps_say_why(ws):
    edge = ScriptedModel([call("delegate", reason="hard"), call("list_files"), call("final_answer", answer="edge")])
    r = Agent(edge, cloud=cloud(), gate=FakeGate(fail=True), policy=make_policy("delegate"),
              store=None).run("x", workspace=ws)
    assert r.ok and r.final_answer == "edge" and [s.actor for s in r.steps] == ["edge"] * 3
    assert all("cloud failed, edge fallback: cloud unreachable" in s.reason for s in r.steps[1:])


def test_a_second_hand_off_and_an_early_one_are_refused(ws):
    edge = ScriptedModel([call("delegate", reason="now"), call("list_files"), call("final_answer", answer="e")])
    r = Agent(edge, cloud=cloud(), gate=FakeGate(), policy=make_policy("delegate", min_step=1),
              store=None).run("x", workspace=ws)
    assert not r.steps[0].ok and "allowed from step 2" in r.steps[0].observation
    assert r.metrics["delegate"]["delegated_at"] is None and r.metrics["knowing_when_to_ask"]["asks"] == 0
