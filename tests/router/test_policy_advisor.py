"""advisor with scripted models (test doubles): the ask_advisor tool flow, advice on stuck
signals, budgets and cooldown, and the two abilities in the run metrics."""
from edge_agent import Agent
from edge_agent.models.scripted import ScriptedModel
from edge_agent.router.policies.advisor import AdvisorParams, stuck_signal
from edge_agent.router.policy import make_policy
from policy_fakes import FakeGate, call, cloud, no_user_calibration, ws  # noqa: F401

ADVICE = "Use read_file on `data.csv`, then give the final answer."


def agent(edge, cl, gate=None, **params):
    params.setdefault("plan_advice", False)  # the stuck signals alone; plan advice: test_plan_advice_*
    return Agent(edge, cloud=cl, gate=gate or FakeGate(), policy=make_policy("advisor", **params), store=None)


def test_ask_advisor_returns_guidance_as_the_observation(ws):
    edge = ScriptedModel([call("ask_advisor", question="Which file has the rows?"),
                          call("read_file", path="data.csv"), call("final_answer", answer="2 rows")])
    gate = FakeGate()
    r = agent(edge, cloud(ADVICE), gate, auto_advice=False).run("count rows", workspace=ws)
    assert r.ok and [s.actor for s in r.steps] == ["edge"] * 3  # advice never acts
    ask = r.steps[0]
    assert ask.tool == "ask_advisor" and ask.ok and ADVICE in ask.observation
    assert [(c.side, c.purpose) for c in ask.calls] == [("edge", "step"), ("cloud", "advice")]
    # the advisor saw the task, the trajectory and the question; it was asked for no action schema
    assert gate.sent[0]["purpose"] == "advice" and gate.sent[0].get("response_schema") is None
    user = gate.messages[0][-1]["content"]
    assert "count rows" in user and "Which file has the rows?" in user
    assert ADVICE in edge.calls[1][-1]["content"]  # the edge read the advice before its next step
    m = r.metrics
    assert m["acting_on_advice"]["advice"] == 1 and m["acting_on_advice"]["rate"] == 1.0
    assert m["knowing_when_to_ask"]["asks"] == 1 and m["knowing_when_to_ask"]["precision"] == 0.0  # nothing failed yet


def test_advisor_unavailable_is_an_error_observation_and_the_run_goes_on(ws):
    edge = ScriptedModel([call("ask_advisor", question="help"), call("final_answer", answer="alone")])
    r = agent(edge, cloud(), FakeGate(fail=True), auto_advice=False).run("x", workspace=ws)
    assert r.ok and not r.steps[0].ok and "could not be reached" in r.steps[0].observation
    assert r.steps[0].calls[-1].error == "cloud unreachable"


def test_tool_errors_in_a_row_trigger_advice_before_the_edge_acts(ws):
    edge = ScriptedModel([call("read_file", path="nope.csv"), call("read_file", path="missing.csv"),
                          call("read_file", path="data.csv"), call("final_answer", answer="2")])
    gate = FakeGate()
    r = agent(edge, cloud(ADVICE), gate).run("count rows", workspace=ws)
    assert r.ok and [kw["purpose"] for kw in gate.sent] == ["advice"]
    third = r.steps[2]
    assert "stuck: 2 failed steps in a row" in third.reason and third.actor == "edge"
    assert [c.purpose for c in third.calls] == ["advice", "step"]
    assert ADVICE in edge.calls[2][-1]["content"]
    m = r.metrics
    assert m["advisor"]["auto"] == [{"step": 3, "signal": "2 failed steps in a row"}]
    assert m["acting_on_advice"]["acted_on"] == 1  # read_file data.csv came right after
    assert m["knowing_when_to_ask"]["asks"] == 0 and m["knowing_when_to_ask"]["recall"] == 0.0  # the edge never asked


def test_repeated_call_is_a_stuck_signal_and_cooldown_spaces_advice(ws):
    edge = ScriptedModel([call("run_shell", command="cat data.csv")], repeat_last=True)
    gate = FakeGate()
    r = agent(edge, cloud("Stop repeating; answer.", repeat_last=True), gate, cooldown_steps=2,
              max_advice=2).run("x", workspace=ws)
    assert r.status == "max_steps"
    auto = [a["step"] for a in r.metrics["advisor"]["auto"]]
    assert auto == [3, 6] and len(gate.sent) == 2  # cooldown 2 between, then the budget of 2 is spent
    assert "repeated the call run_shell" in r.steps[2].reason


def test_advice_budget_refuses_the_tool(ws):
    edge = ScriptedModel([call("ask_advisor", question="?"), call("final_answer", answer="ok")])
    r = agent(edge, cloud(ADVICE), max_advice=0).run("x", workspace=ws)
    assert not r.steps[0].ok and "budget" in r.steps[0].observation


class S:
    def __init__(self, idx, tool, ok=True, **args):
        self.idx, self.tool, self.ok, self.arguments, self.actor = idx, tool, ok, args, "edge"


def test_stuck_signals():
    p = AdvisorParams(no_progress_steps=3)
    assert stuck_signal([S(0, "list_files"), S(1, "read_file", path="a")], p) is None
    assert stuck_signal([S(0, "read_file", False, path="a"), S(1, "read_file", False, path="b")], p) == \
        "2 failed steps in a row"
    loop = [S(0, "read_file", path="a"), S(1, "read_file", path="b"), S(2, "read_file", path="a")]
    assert stuck_signal(loop, p).startswith("repeated the call read_file")
    # steps 5-7: a failure, an old call (step 0, outside the repeat window), a failure: no progress
    idle = [S(0, "read_file", path="a"), S(1, "read_file", path="b"), S(2, "read_file", path="c"),
            S(3, "read_file", path="d"), S(4, "list_files"), S(5, "read_file", False, path="z"),
            S(6, "read_file", path="a"), S(7, "read_file", False, path="y")]
    assert stuck_signal(idle, p) == "no progress in 3 steps"
    assert stuck_signal(idle, AdvisorParams(no_progress_steps=4)) is None  # step 4 was new and ok
    helped = [S(0, "read_file", False, path="a"), S(1, "ask_advisor", question="?"), S(2, "list_files")]
    assert stuck_signal(helped, p) is None  # help requests are not actions


def test_plan_advice_asks_first_then_lets_the_edge_go_on(ws, monkeypatch):
    """Scripted edge and advisor (test doubles): the runtime asks for a plan before the first step and holds that
    step to the planned tool; once the planned calls are made the edge goes on by itself (no second request)."""
    edge = ScriptedModel([call("read_file", path="data.csv"), call("run_shell", command="wc -l data.csv"),
                          call("final_answer", answer="2 rows")])
    gate = FakeGate()
    advisor = cloud("NEXT: read_file - data.csv", "NEXT: run_shell - count the lines", "DONE: 2 rows")
    r = agent(edge, advisor, gate, plan_advice=True).run("count rows", workspace=ws)
    assert r.ok and [s.tool for s in r.steps] == ["read_file", "run_shell", "final_answer"]
    assert "first step: asking for a plan" in r.steps[0].reason
    assert "asking the advisor" not in r.steps[1].reason and "asking the advisor" not in r.steps[2].reason
    assert [kw["purpose"] for kw in gate.sent] == ["advice"]
    assert "NEXT: read_file - data.csv" in edge.calls[0][-1]["content"]  # read before the first action
    assert "NEXT:" in gate.messages[0][0]["content"]


def test_the_advisor_is_told_today_and_the_requests_dates(ws, monkeypatch):
    """Scripted edge and advisor (test doubles): the advice request carries the edge prompt's dates line (the 1.5B
    advisor, not told the date, planned list_events for 2023-10-04 when asked about 周四, blind12)."""
    edge = ScriptedModel([call("final_answer", answer="none")])
    gate = FakeGate()
    agent(edge, cloud("DONE: none"), gate, plan_advice=True).run("周四晚上的读书会取消了，帮我从日历里删掉吧", workspace=ws)
    user = gate.messages[0][1]["content"]
    assert "今天是 " in user and "周四 = " in user
