"""The agent loop, driven by ScriptedModel (a test double, not a language model)."""
import pytest

from edge_agent import Agent, AgentError, Store
from edge_agent.models.chat import ContextOverflowError
from edge_agent.models.scripted import ScriptedModel
from edge_fakes import FakeGate, call


@pytest.fixture
def ws(tmp_path):
    d = tmp_path / "ws"
    d.mkdir()
    (d / "data.csv").write_text("name,score\nann,3\nbob,5\n")
    return d


def test_runs_a_file_task_to_a_final_answer(ws, tmp_path):
    model = ScriptedModel([
        call("read_file", path="data.csv"),
        call("write_file", path="report.txt", content="2"),
        call("final_answer", answer="2 data rows"),
    ])
    store = Store(tmp_path / "t.db")
    seen = []
    result = Agent(model, store=store, on_step=seen.append).run("count rows", workspace=ws)
    assert result.status == "finished" and result.final_answer == "2 data rows"
    assert (ws / "report.txt").read_text() == "2"
    assert [s.tool for s in seen] == ["read_file", "write_file", "final_answer"]
    # the model saw the observation of step 1 before step 2
    assert "bob,5" in model.calls[1][-1]["content"]
    run = store.find_run(result.run_id)
    assert run["status"] == "finished" and run["steps"] == 3
    assert [s["tool"] for s in store.steps(result.run_id)] == ["read_file", "write_file", "final_answer"]
    assert len(store.model_calls(result.run_id)) == 3


def test_invalid_replies_become_error_observations_then_recover(ws):
    model = ScriptedModel([
        "I will now read the file",                      # no JSON
        call("delete_everything"),                      # unknown tool
        call("read_file", path="data.csv", mode="fast"),  # bad arguments: tool error, not invalid action
        call("final_answer", answer="gave up"),          # right after a failure: nudged once
        call("final_answer", answer="done"),             # a second answer is believed
    ])
    result = Agent(model, store=None).run("x", workspace=ws)
    assert result.status == "finished" and result.final_answer == "done"
    assert [s.ok for s in result.steps] == [False, False, False, False, True]
    assert "no JSON action" in model.calls[1][-1]["content"]
    assert "unknown tool 'delete_everything'" in model.calls[2][-1]["content"]
    bad_args = model.calls[3][-1]["content"]
    assert "mode" in bad_args and 'Expected: {"tool": "read_file", "arguments": {"path": "<path>"}}' in bad_args
    assert result.steps[3].error == "recovery_nudge" and "read_file" in model.calls[4][-1]["content"]


def test_too_many_invalid_replies_in_a_row_end_the_run(ws):
    result = Agent(ScriptedModel(["nope"], repeat_last=True), store=None, max_invalid=3).run("x", workspace=ws)
    assert result.status == "invalid_actions" and len(result.steps) == 3 and not result.ok


def test_step_limit(ws):
    model = ScriptedModel([call("list_files")], repeat_last=True)
    result = Agent(model, store=None, max_steps=4).run("x", workspace=ws)
    assert result.status == "max_steps" and len(result.steps) == 4


def test_time_limit(ws):
    model = ScriptedModel([call("run_shell", command="sleep 0.3")], repeat_last=True)
    result = Agent(model, store=None, max_steps=50, time_limit_s=0.5).run("x", workspace=ws)
    assert result.status == "time_limit" and 1 <= len(result.steps) < 50


class Overflowing(ScriptedModel):
    def complete(self, messages, **kw):
        if len(self.calls) >= 1:
            raise ContextOverflowError(9000, 8192, 512, self.model_id)
        return super().complete(messages, **kw)


def test_context_overflow_is_an_error_not_a_truncation(ws, tmp_path):
    store = Store(tmp_path / "t.db")
    result = Agent(Overflowing([call("list_files")]), store=store).run("x", workspace=ws)
    assert result.status == "context_overflow" and "n_ctx 8192" in result.error
    assert store.find_run(result.run_id)["status"] == "context_overflow"


def test_model_error_ends_the_run_with_a_reason(ws):
    result = Agent(ScriptedModel([]), store=None).run("x", workspace=ws)
    assert result.status == "model_error" and "ran out" in result.error


def test_bad_input_is_a_one_line_error(ws, tmp_path):
    agent = Agent(ScriptedModel([]), store=None)
    with pytest.raises(AgentError, match="not a folder"):
        agent.run("x", workspace=tmp_path / "missing")
    with pytest.raises(AgentError, match="empty"):
        agent.run("  ", workspace=ws)
    with pytest.raises(AgentError, match="privacy Gate"):
        Agent(ScriptedModel([]), cloud=ScriptedModel([]), store=None)
    with pytest.raises(AgentError, match="needs a cloud"):
        Agent(ScriptedModel([]), policy="cloud-only", store=None)
    with pytest.raises(ValueError, match="unknown strategy"):
        Agent(ScriptedModel([]), policy="psychic", store=None)


def test_cloud_only_goes_through_the_gate_and_falls_back_to_edge(ws):
    edge = ScriptedModel([call("final_answer", answer="edge")], model_id="edge")
    cloud = ScriptedModel([call("final_answer", answer="cloud")], model_id="cloud")
    gate = FakeGate()
    r = Agent(edge, cloud=cloud, gate=gate, policy="cloud-only", store=None).run("x", workspace=ws)
    assert r.final_answer == "cloud" and r.steps[0].actor == "cloud" and gate.sent[0]["purpose"] == "step"
    r = Agent(ScriptedModel([call("final_answer", answer="edge")]), cloud=cloud, gate=FakeGate(fail=True),
              policy="cloud-only", store=None).run("x", workspace=ws)
    assert r.final_answer == "edge" and r.steps[0].actor == "edge"
    assert "cloud failed" in r.steps[0].reason and r.steps[0].calls[0].error == "cloud unreachable"


def test_entropy_is_recorded_per_step(ws, tmp_path):
    store = Store(tmp_path / "t.db")
    model = ScriptedModel([call("list_files"), call("final_answer", answer="ok")], entropies=[0.25, 1.5])
    r = Agent(model, store=store).run("x", workspace=ws)
    assert [s.entropy for s in r.steps] == [0.25, 1.5]
    assert [c["first_token_entropy"] for c in store.model_calls(r.run_id)] == [0.25, 1.5]


def test_advise_route_consults_the_cloud_through_the_gate_and_injects_advice(ws):
    from edge_agent.router.policy import Decision, Policy, Route

    class AdviseFirst(Policy):
        name = "test-advise-first"

        def decide(self, state):
            return Decision(Route.ADVISE if state.step == 0 else Route.EDGE, "test")

    edge = ScriptedModel([call("list_files"), call("final_answer", answer="ok")])
    cloud = ScriptedModel(["List the files first, then answer."], model_id="cloud")
    gate = FakeGate()
    r = Agent(edge, cloud=cloud, gate=gate, policy=AdviseFirst(), store=None).run("x", workspace=ws)
    assert r.status == "finished" and gate.sent[0]["purpose"] == "advice"
    assert "List the files first" in edge.calls[0][-1]["content"]  # the edge saw the advice
    assert [c.purpose for c in r.steps[0].calls] == ["advice", "step"]
    assert r.steps[0].actor == "edge"  # advice never acts


def test_policy_consult_failure_is_recorded_and_the_run_goes_on(ws):
    from edge_agent.router.policy import Policy

    class SketchOnce(Policy):
        name = "test-sketch"

        def start(self, state):
            state.notes["plan"] = state.consult([{"role": "user", "content": state.prompt}], "sketch")

    edge = ScriptedModel([call("final_answer", answer="ok")])
    r = Agent(edge, cloud=ScriptedModel([]), gate=FakeGate(fail=True), policy=SketchOnce(), store=None).run("x", workspace=ws)
    assert r.ok and r.steps[0].calls[0].purpose == "sketch" and r.steps[0].calls[0].error == "cloud unreachable"


def test_credential_files_the_agent_reads_teach_the_gate(ws):
    (ws / ".env").write_text("DB_PASSWORD=hunter2-very-long\nLOG_LEVEL=debug\n")

    class LearningGate(FakeGate):
        learned = []

        def learn_secrets(self, text, source):
            self.learned.append((source, text))
            return 1

    gate = LearningGate()
    edge = ScriptedModel([call("read_file", path=".env"), call("read_file", path="data.csv"),
                          call("final_answer", answer="ok")])
    Agent(edge, cloud=ScriptedModel([]), gate=gate, store=None).run("x", workspace=ws)
    assert [src for src, _ in gate.learned] == ["workspace:.env"]
    assert "hunter2-very-long" in gate.learned[0][1]


def test_a_failing_step_keeps_the_calls_it_made(ws, tmp_path):
    store = Store(tmp_path / "t.db")
    edge = Overflowing([call("list_files")])
    cloud = ScriptedModel([call("list_files")], model_id="cloud")
    gate = FakeGate()
    from edge_agent.router.policy import Decision, Policy, Route

    class AdviseAlways(Policy):
        name = "test-advise-always"

        def decide(self, state):
            return Decision(Route.ADVISE, "test")

    r = Agent(edge, cloud=cloud, gate=gate, policy=AdviseAlways(), store=store).run("x", workspace=ws)
    assert r.status == "context_overflow"
    last = r.steps[-1]
    assert last.tool == "(none)" and [c.purpose for c in last.calls] == ["advice"]
    assert r.totals()["cloud_prompt_tokens"] > 0
    assert [c["purpose"] for c in store.model_calls(r.run_id)][-1] == "advice"


def test_an_interrupted_run_is_stored_as_interrupted(ws, tmp_path):
    store = Store(tmp_path / "t.db")

    def boom(messages):
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        Agent(ScriptedModel([call("list_files"), boom]), store=store).run("x", workspace=ws)
    run = store.recent_runs(1)[0]
    assert run["status"] == "interrupted" and run["steps"] == 1
