"""Typed events (Agent.stream / astream, the CLI built on them), JSON round-trips of the
records, and run state apart from configuration: one Agent, many runs, several threads."""
from __future__ import annotations

import asyncio
import json
import threading

import pytest
from embed_fakes import call

from edge_agent import Agent, AgentError, RunResult, ScriptedModel, events
from edge_agent.models.chat import ModelError
from edge_agent.router.policy import make_policy


class RecordingGate:
    """Stands in for privacy.Gate (a test double): passes messages through, records each call
    in a ledger the agent reads the redaction summary from."""

    class Rec:
        def __init__(self, step, purpose):
            self.step, self.purpose = step, purpose

        def entity_counts(self):
            return {"EMAIL_ADDRESS": 1}

    class Ledger:
        def __init__(self):
            self.recs = {}

        def records(self, run_id):
            return self.recs.get(run_id, [])

    def __init__(self, fail=False):
        self.fail, self.ledger = fail, self.Ledger()

    def complete(self, cloud, messages, *, run_id="", step=None, purpose="step", **kw):
        self.ledger.recs.setdefault(run_id, []).append(self.Rec(step, purpose))
        if self.fail:
            raise ModelError("cloud unreachable")
        return cloud.complete(messages, response_schema=kw.get("response_schema"))


def edge_script():
    return [call("list_files"), call("read_file", path="a.txt"), call("run_shell", command="exit 3"),
            call("final_answer", answer="done"),
            call("final_answer", answer="done")]  # the first answer after a failed call is nudged back once


@pytest.fixture
def ws(tmp_path):
    (tmp_path / "a.txt").write_text("alpha\n")
    return tmp_path


def test_stream_yields_typed_events_in_order(ws):
    agent = Agent(ScriptedModel(edge_script()), store=None)
    seen = list(agent.stream("look around", workspace=ws))
    kinds = [e.type for e in seen if e.type != "token"]
    assert kinds[0] == "run_started" and kinds[-1] == "run_finished"
    assert kinds[1:5] == ["step_decided", "tool_called", "observation", "step_finished"]
    assert kinds.count("step_finished") == 5 and kinds.count("tool_called") == 3
    started, finished = seen[0], seen[-1]
    assert started.tools[:2] == ["list_files", "read_file"] and started.strategy == "edge-only"
    assert isinstance(finished.result, RunResult) and finished.result.final_answer == "done"
    shell = [e for e in seen if isinstance(e, events.Observed)][2]
    assert shell.tool == "run_shell" and not shell.ok
    for e in seen:  # every event is JSON-ready
        assert json.loads(json.dumps(e.to_dict()))["type"] == e.type


def test_bad_input_raises_before_any_event(ws):
    with pytest.raises(AgentError, match="empty"):
        next(Agent(ScriptedModel([]), store=None).stream("  ", workspace=ws))


def test_closing_a_stream_early_cancels_the_run(ws):
    agent = Agent(ScriptedModel([call("list_files")], repeat_last=True), store=None, max_steps=50)
    results = []
    agent.on_event = lambda e: results.append(e.result) if isinstance(e, events.RunFinished) else None
    stream = agent.stream("loop", workspace=ws)
    for e in stream:
        if isinstance(e, events.StepFinished):
            break
    stream.close()
    assert results and results[0].status == "cancelled" and len(results[0].steps) < 50


def test_astream_and_arun(ws):
    async def main():
        agent = Agent(ScriptedModel(edge_script()), store=None)
        kinds = [e.type async for e in agent.astream("look", workspace=ws)]
        result = await Agent(ScriptedModel(edge_script()), store=None).arun("look", workspace=ws)
        return kinds, result

    kinds, result = asyncio.run(main())
    assert kinds[0] == "run_started" and kinds[-1] == "run_finished" and result.final_answer == "done"


def test_cloud_calls_are_events_with_the_redaction_summary(ws):
    cloud = ScriptedModel([call("final_answer", answer="from cloud")], model_id="glm-test")
    seen = []
    Agent(ScriptedModel([]), cloud=cloud, gate=RecordingGate(), policy="cloud-only", store=None,
          on_event=seen.append).run("x", workspace=ws)
    cc = [e for e in seen if isinstance(e, events.CloudCalled)]
    assert [(e.purpose, e.model, e.ok, e.redactions) for e in cc] == [("step", "glm-test", True, {"EMAIL_ADDRESS": 1})]


def test_run_result_round_trips_through_json(ws):
    result = Agent(ScriptedModel(edge_script(), entropies=[0.5, 1.0, 0.2, 0.1]), store=None).run("x", workspace=ws)
    data = json.loads(json.dumps(result.to_dict()))
    back = RunResult.from_dict(data)
    assert back == result
    assert data["steps"][2]["error"] == "tool_error" and data["totals"]["steps"] == 5
    assert data["steps"][0]["calls"][0]["completion"]["first_token_entropy"] == 0.5


def advisor_agent():
    """Every step fails, so the advisor's budget (max_advice=2) is spent within one run."""
    edge = ScriptedModel([call("read_file", path="missing.txt")], repeat_last=True)
    cloud = ScriptedModel(["try another file"], repeat_last=True, model_id="advisor-cloud")
    policy = make_policy("advisor", max_advice=2, cooldown_steps=0, error_streak=1)
    return Agent(edge, cloud=cloud, gate=RecordingGate(), policy=policy, store=None, max_steps=6)


def _summary(r: RunResult):
    return (r.status, [(s.actor, s.tool, s.reason) for s in r.steps], r.metrics["advisor"]["requests"])


def test_the_same_agent_twice_equals_two_fresh_agents(ws):
    """The policy's per-run counters (advice budget, escalations, _stay) live in the run."""
    agent = advisor_agent()
    first, second = agent.run("read it", workspace=ws), agent.run("read it", workspace=ws)
    fresh = [advisor_agent().run("read it", workspace=ws) for _ in range(2)]
    assert first.metrics["advisor"]["requests"] == 2  # the budget was spent in the first run
    assert [_summary(first), _summary(second)] == [_summary(f) for f in fresh]

    step_agent = Agent(ScriptedModel([call("list_files")], repeat_last=True, entropies=lambda i: 3.0),
                       cloud=ScriptedModel([call("list_files")], repeat_last=True), gate=RecordingGate(),
                       policy=make_policy("step-route", tau=1.0, hysteresis=2, max_cloud_steps=2), store=None,
                       max_steps=4)
    a, b = step_agent.run("x", workspace=ws), step_agent.run("x", workspace=ws)
    assert a.metrics["step_route"] == b.metrics["step_route"]
    assert [s.actor for s in a.steps] == [s.actor for s in b.steps]


def test_one_agent_runs_in_parallel_threads(ws):
    agent = advisor_agent()
    results = [None] * 4

    def work(i):
        results[i] = agent.run("read it", workspace=ws)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    expected = _summary(advisor_agent().run("read it", workspace=ws))
    assert [_summary(r) for r in results] == [expected] * 4


def _step_tokens(seen, step):
    return "".join(e.text for e in seen if isinstance(e, events.Token) and e.step == step)


def test_token_events_spell_out_the_edge_reply(ws):
    seen = list(Agent(ScriptedModel(edge_script()), store=None).stream("x", workspace=ws))
    result = seen[-1].result
    for s in result.steps:
        assert _step_tokens(seen, s.idx) == s.calls[0].completion.text
    tokens_at = [i for i, e in enumerate(seen) if isinstance(e, events.Token) and e.step == 0]
    decided = next(i for i, e in enumerate(seen) if isinstance(e, events.StepDecided))
    tool_called = next(i for i, e in enumerate(seen) if isinstance(e, events.ToolCalled))
    assert decided < tokens_at[0] and tokens_at[-1] < tool_called


@pytest.mark.real_model
def test_token_events_from_the_real_edge_model(ws):
    from edge_agent import load_edge_model
    from edge_agent.models.fetch import fetch

    fetch("qwen2.5-coder-0.5b-instruct")
    edge = load_edge_model("qwen2.5-coder-0.5b-instruct", n_ctx=4096, n_threads=1)
    seen = list(Agent(edge, store=None, max_steps=2).stream("List the files in the workspace.", workspace=ws))
    result = seen[-1].result
    assert result.steps
    for s in result.steps:
        edge_calls = [c for c in s.calls if c.side == "edge" and c.completion is not None]
        assert edge_calls and _step_tokens(seen, s.idx) == edge_calls[0].completion.text
