"""task-route with scripted models (test doubles): the router score, and the whole task
routed to the cloud or kept on the edge, with and without the edge-entropy probe."""
import pytest

from edge_agent import Agent
from edge_agent.models.scripted import ScriptedModel
from edge_agent.router.policies.task_features import prompt_features, prompt_score, route_score
from edge_agent.router.policy import make_policy
from policy_fakes import FakeGate, call, cloud, no_user_calibration, ws  # noqa: F401

EASY = "List the files."
HARD = ("First read sales.csv and costs.csv, then compute the total and average margin per region, "
        "email the summary to the finance team, open a helpdesk ticket for every region below 5%, "
        "and finally update the CRM records of each customer named in notes.md.")


def test_features_rank_a_multi_step_task_above_a_simple_one():
    easy, hard = prompt_features(EASY), prompt_features(HARD)
    assert hard.files == 1.0 and hard.services == 1.0 and hard.steps > 0.5 and hard.compute > 0.5
    assert easy.files == easy.services == easy.compute == 0
    assert prompt_score(hard) > 0.6 > 0.1 > prompt_score(easy)
    zh = prompt_features("读取 sales.csv，然后计算总和，最后写入 report.txt")
    assert zh.language_mix > 0.3 and zh.files == pytest.approx(2 / 3)


def test_entropy_raises_the_score():
    assert route_score(EASY, 3.0) > route_score(EASY, 0.1) > route_score(EASY, None) * 0.5
    assert route_score(EASY, None) == prompt_score(prompt_features(EASY))


def test_without_probe_the_route_is_sticky_from_start(ws):
    edge = ScriptedModel([call("final_answer", answer="edge")])
    cl = cloud(call("list_files"), call("final_answer", answer="cloud"))
    r = Agent(edge, cloud=cl, gate=FakeGate(), policy=make_policy("task-route", probe=False, threshold=0.3),
              store=None).run(HARD, workspace=ws)
    assert r.final_answer == "cloud" and [s.actor for s in r.steps] == ["cloud", "cloud"]
    assert edge.calls == []  # the edge never ran
    assert "task routed to cloud" in r.steps[0].reason
    r = Agent(ScriptedModel([call("final_answer", answer="edge")]), cloud=cloud(), gate=FakeGate(),
              policy=make_policy("task-route", probe=False, threshold=0.3), store=None).run(EASY, workspace=ws)
    assert r.final_answer == "edge" and "task routed to edge" in r.steps[0].reason


def test_probe_routes_on_the_first_edge_step_and_discards_it_when_going_to_the_cloud(ws):
    # An easy prompt, but the edge is very unsure of its first step: the blend crosses 0.3.
    edge = ScriptedModel([call("run_shell", command="rm -rf x")], entropies=[2.9])
    cl = cloud(call("list_files"), call("final_answer", answer="cloud"))
    policy = make_policy("task-route", threshold=0.3)
    r = Agent(edge, cloud=cl, gate=FakeGate(), policy=policy, store=None).run(EASY, workspace=ws)
    assert [s.actor for s in r.steps] == ["cloud", "cloud"] and r.steps[0].tool == "list_files"
    assert len(edge.calls) == 1  # one probe generation, never executed
    assert r.metrics["task_route"]["route"] == "cloud" and r.metrics["task_route"]["edge_entropy"] == 2.9


def test_probe_keeps_a_confident_edge_on_the_task(ws):
    edge = ScriptedModel([call("list_files"), call("final_answer", answer="edge")], entropies=[0.05, 0.05])
    r = Agent(edge, cloud=cloud(), gate=FakeGate(), policy=make_policy("task-route", threshold=0.3),
              store=None).run(EASY, workspace=ws)
    assert r.final_answer == "edge" and [s.actor for s in r.steps] == ["edge", "edge"]
    assert r.metrics["task_route"]["route"] == "edge" and r.metrics["task_route"]["score"] < 0.3
