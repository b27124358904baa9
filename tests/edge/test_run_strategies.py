"""Strategies end to end: `edge-agent run --strategy`, the cost ledger, the cloud-failure
fallback of every strategy (a failing gate, and a real Gate whose cloud is unreachable),
and one real-model step-route run. ScriptedModel is a test double, not a language model."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from edge_agent import Agent, Store
from edge_agent.cli import run_cmd as run_module
from edge_agent.cli.run_cmd import cost_ledger, run_cmd
from edge_agent.cli.strategies_cmd import strategies_cmd
from edge_agent.models.scripted import ScriptedModel
from edge_agent.router.errors import CloudUnavailable
from edge_agent.router.policy import make_policy, registered
from edge_agent.router.prices import Price
from edge_fakes import FakeGate, call


class NoDetector:
    """Finds nothing: these tests are about the cloud failing, not about redaction."""

    def analyze(self, text):
        return []

    def learn(self, values, source="runtime"):
        return []


class UnreachableCloud:
    """A cloud client that behaves like OpenAIChatModel when the server is down."""

    model_id = "glm-4.6"
    price = Price.of(0.6, 2.2, 0.11, model="glm-4.6")

    def __init__(self):
        self.calls = 0

    def complete(self, messages, *, permit=None, **kw):
        from edge_agent.models.egress import check_permit

        # only the gate can get us this far
        check_permit(permit, messages, tools=kw.get("tools"), response_schema=kw.get("response_schema"))
        self.calls += 1
        raise CloudUnavailable("cloud https://api.example.test/v1 unreachable: connect error after 4 attempts")


@pytest.fixture(autouse=True)
def no_user_calibration(tmp_path, monkeypatch):
    monkeypatch.setenv("EDGE_AGENT_CALIBRATION", str(tmp_path / "calibration.json"))


@pytest.fixture
def ws(tmp_path):
    d = tmp_path / "ws"
    d.mkdir()
    (d / "data.csv").write_text("name,score\nann,3\nbob,5\n")
    return d


# --- every strategy survives a dead cloud ------------------------------------------------------
# (strategy, params, edge script): each script exercises the strategy's cloud path.
SCENARIOS = {
    "edge-only": ({}, [call("list_files"), call("final_answer", answer="ok")]),
    "cloud-only": ({}, [call("list_files"), call("final_answer", answer="ok")]),
    "sketch": ({}, [call("list_files"), call("final_answer", answer="ok")]),
    "task-route": ({"threshold": 0.0}, [call("list_files"), call("final_answer", answer="ok")]),
    "step-route": ({"tau": 0.0}, [call("list_files"), call("final_answer", answer="ok")]),
    "advisor": ({}, [call("ask_advisor", question="what now?"), call("read_file", path="nope"),
                     call("read_file", path="nope2"), call("list_files"), call("final_answer", answer="ok")]),
    "delegate": ({}, [call("delegate", reason="too hard"), call("list_files"), call("final_answer", answer="ok")]),
}


def test_scenarios_cover_every_registered_strategy():
    assert set(SCENARIOS) == set(registered())


def _assert_finished_on_the_edge_with_reasons(r, marker):
    assert r.status == "finished" and r.final_answer == "ok"
    assert all(s.actor == "edge" for s in r.steps)
    failed = [(s, c) for s in r.steps for c in s.calls if c.side == "cloud"]
    assert failed, "the scenario never tried the cloud"
    for s, c in failed:
        assert c.completion is None and marker in c.error  # the call records why it failed
        # ... and the step says what happened instead
        assert ("cloud failed" in s.reason or "unavailable" in s.reason or "could not be reached" in s.observation), \
            (s.reason, s.observation)


@pytest.mark.parametrize("strategy", [s for s in SCENARIOS if s != "edge-only"])
def test_every_strategy_completes_on_the_edge_when_the_gate_fails(strategy, ws):
    params, script = SCENARIOS[strategy]
    edge = ScriptedModel(script, entropies=lambda i: 1.0)
    r = Agent(edge, cloud=ScriptedModel([]), gate=FakeGate(fail=True), policy=make_policy(strategy, **params),
              store=None).run("count rows", workspace=ws)
    _assert_finished_on_the_edge_with_reasons(r, "cloud unreachable")


@pytest.mark.parametrize("strategy", [s for s in SCENARIOS if s != "edge-only"])
def test_every_strategy_completes_on_the_edge_through_a_real_gate_to_a_dead_cloud(strategy, ws, tmp_path):
    from edge_agent.privacy.gate import Gate
    from edge_agent.privacy.ledger import SqliteEgressLedger

    params, script = SCENARIOS[strategy]
    store = Store(tmp_path / "t.db")
    cloud = UnreachableCloud()
    gate = Gate(detector=NoDetector(), ledger=SqliteEgressLedger(store.db))
    edge = ScriptedModel(script, entropies=lambda i: 1.0)
    r = Agent(edge, cloud=cloud, gate=gate, policy=make_policy(strategy, **params), store=store).run(
        "count rows", workspace=ws)
    _assert_finished_on_the_edge_with_reasons(r, "unreachable")
    assert cloud.calls >= 1
    stored = [c for c in store.model_calls(r.run_id) if c["side"] == "cloud"]
    assert stored and all("unreachable" in c["error"] for c in stored)
    assert all(s["reason"] for s in store.steps(r.run_id))


# --- the CLI -----------------------------------------------------------------------------------
@pytest.fixture
def wired(monkeypatch):
    """Scripted edge and cloud behind the CLI's wiring functions."""
    made = {}

    def build_edge(model, **kw):
        made["edge"] = ScriptedModel([call("list_files"), call("read_file", path="data.csv"),
                                      call("final_answer", answer="2 rows")], entropies=[0.1, 2.5, 0.1],
                                     model_id="qwen2.5-coder-0.5b-instruct")
        made["edge"].params = 494_032_768
        return made["edge"]

    def build_cloud(spec, stack, **kw):
        if not spec:
            return None
        made["cloud"] = ScriptedModel([call("read_file", path="data.csv")], model_id="glm-4.6")
        made["cloud"].price = Price.of(0.6, 2.2, 0.11, model="glm-4.6")
        return made["cloud"]

    monkeypatch.setattr(run_module, "build_edge", build_edge)
    monkeypatch.setattr(run_module, "build_cloud", build_cloud)
    monkeypatch.setattr(run_module, "build_gate", lambda store, mode="redact": FakeGate())
    return made


def test_run_step_route_prints_the_ledger_and_stores_it(wired, ws, tmp_path):
    db = tmp_path / "t.db"
    r = CliRunner().invoke(run_cmd, ["count rows", "-w", str(ws), "--db", str(db), "--strategy", "step-route",
                                     "--cloud", "glm", "--tau", "1.5", "--cloud-budget-steps", "3"])
    assert r.exit_code == 0, r.output
    assert "Answer: 2 rows" in r.output and "(1 on the cloud)" in r.output
    cloud_line = next(line for line in r.output.splitlines() if line.startswith("cloud:"))
    edge_line = next(line for line in r.output.splitlines() if line.startswith("edge:"))
    run = Store(db).recent_runs(1)[0]
    metrics = json.loads(run["metrics_json"])
    assert run["strategy"] == "step-route"
    assert metrics["step_route"]["escalations"] == [2] and metrics["step_route"]["tau"] == 1.5
    cost = metrics["cost"]
    assert cost["cloud_calls"] == 1 and cost["edge_calls"] == 3 and cost["cloud_output_tokens"] > 0
    usd = (cost["cloud_raw_tokens"] * 0.6 + cost["cloud_output_tokens"] * 2.2) / 1e6
    assert cost["cloud_usd"] == pytest.approx(usd)
    assert cloud_line == (f"cloud: 1 calls, {cost['cloud_raw_tokens']} raw + 0 cached prompt tokens, "
                          f"{cost['cloud_output_tokens']} output tokens, ${usd:.6f} at $0.6 in / $0.11 cached / $2.2 out per M")
    assert edge_line.startswith("edge:  3 calls") and "FLOP" in edge_line
    assert cost["edge_flops"] == 2 * 494_032_768 * (cost["edge_evaluated_tokens"] + cost["edge_completion_tokens"])


def test_run_json_carries_strategy_metrics(wired, ws, tmp_path):
    r = CliRunner().invoke(run_cmd, ["count rows", "-w", str(ws), "--db", str(tmp_path / "t.db"), "--json",
                                     "-s", "advisor", "--cloud", "glm", "-p", "max_advice=2", "-p", "auto_advice=false"])
    assert r.exit_code == 0, r.output
    result = json.loads(r.output.strip().splitlines()[-1])
    assert result["strategy"] == "advisor" and "knowing_when_to_ask" in result["metrics"]
    assert result["metrics"]["cost"]["cloud_calls"] == 0


@pytest.mark.parametrize("args, message", [
    (["-s", "psychic", "--cloud", "glm"], "unknown strategy 'psychic'"),
    (["-s", "advisor", "--cloud", "glm", "--tau", "1"], "--tau does not apply to strategy 'advisor'"),
    (["-s", "step-route", "--cloud", "glm", "-p", "tau=high"], "bad parameters for strategy 'step-route': tau:"),
    (["-s", "step-route", "--cloud", "glm", "-p", "nonsense"], "--param wants KEY=VALUE"),
    (["-s", "step-route", "--cloud", "glm", "--tau", "1", "--tau-low", "2"], "tau_low (2.0) must not be above tau"),
    (["-s", "delegate"], "strategy 'delegate' needs a cloud model: add --cloud"),
])
def test_bad_strategy_options_are_one_line_errors(wired, ws, tmp_path, args, message):
    r = CliRunner().invoke(run_cmd, ["x", "-w", str(ws), "--db", str(tmp_path / "t.db"), *args])
    assert r.exit_code == 1 and message in r.output, r.output
    assert len(r.output.strip().splitlines()) == 1 and "Traceback" not in r.output


def test_strategies_lists_every_strategy_with_its_params(tmp_path, monkeypatch):
    (tmp_path / "calibration.json").write_text(json.dumps({"step-route": {"tau": 0.9}}))
    r = CliRunner().invoke(strategies_cmd, [])
    assert r.exit_code == 0
    for name in registered():
        assert name in r.output
    assert "tau: float, calibrated 0.9" in r.output and "threshold: float, default 0.353" in r.output
    data = json.loads(CliRunner().invoke(strategies_cmd, ["--json"]).output)
    step = next(s for s in data["strategies"] if s["name"] == "step-route")
    assert {p["name"] for p in step["params"]} == {"tau", "tau_low", "hysteresis", "max_cloud_steps", "max_cloud_usd"}


def test_cost_ledger_counts_consults_and_steps(ws):
    edge = ScriptedModel([call("final_answer", answer="ok")])
    cloud = ScriptedModel(["1. answer"], model_id="glm-4.6")
    r = Agent(edge, cloud=cloud, gate=FakeGate(), policy="sketch", store=None).run("x", workspace=ws)
    t = cost_ledger(r.steps, cloud_price=Price.of(1, 2), edge_parameters=10).totals()
    sketch = r.steps[0].calls[0].completion.usage
    assert t["cloud_calls"] == 1 and t["cloud_raw_tokens"] == sketch.prompt_tokens
    assert t["cloud_usd"] == pytest.approx((sketch.prompt_tokens * 1 + sketch.completion_tokens * 2) / 1e6)
    assert t["edge_calls"] == 1 and t["edge_flops"] == 2 * 10 * (t["edge_evaluated_tokens"] + t["edge_completion_tokens"])


# --- real models ----------------------------------------------------------------------------------
@pytest.mark.real_model
def test_step_route_with_a_real_edge_and_a_local_cloud(ws, tmp_path):
    """qwen2.5-coder-0.5b in process, qwen2.5-coder-1.5b behind the loopback server, one
    thread each (two spinning llama.cpp computations on 2 cores collapse throughput)."""
    from edge_agent import load_edge_model
    from edge_agent.models.fetch import fetch
    from edge_agent.privacy.gate import Gate
    from edge_agent.privacy.ledger import SqliteEgressLedger
    from edge_agent.router.server import LocalCloudServer

    fetch("qwen2.5-coder-0.5b-instruct")
    cloud_path = fetch("qwen2.5-coder-1.5b-instruct")
    (ws / "data.csv").write_text("city,temp\nParis,12\nOslo,3\nRome,17\nCairo,25\n")
    store = Store(tmp_path / "t.db")
    price = Price.of(0.6, 2.2, 0.11, model="stand-in priced as glm-4.6")
    edge = load_edge_model("qwen2.5-coder-0.5b-instruct", n_ctx=4096, n_threads=1)
    try:
        with LocalCloudServer(cloud_path, model_id="qwen2.5-coder-1.5b-instruct", n_ctx=4096, threads=1) as server:
            with server.client(price=price, max_retries=0) as cloud:
                policy = make_policy("step-route", tau=0.05, max_cloud_steps=2)
                policy.cloud_price = cloud.price
                gate = Gate(ledger=SqliteEgressLedger(store.db), mode="redact")
                r = Agent(edge, cloud=cloud, gate=gate, policy=policy, store=store, max_steps=6,
                          max_tokens=128).run("Write the number of lines in data.csv to report.txt", workspace=ws)
    finally:
        edge.close()
    assert r.status in ("finished", "max_steps"), (r.status, r.error)
    assert any(s.actor == "cloud" for s in r.steps), [s.reason for s in r.steps]
    assert all(s.entropy is not None for s in r.steps if any(c.side == "edge" for c in s.calls))
    t = cost_ledger(r.steps, cloud_price=cloud.price, edge_parameters=edge.params).totals()
    assert t["cloud_raw_tokens"] + t["cloud_cached_tokens"] > 0 and t["cloud_output_tokens"] > 0
    assert t["edge_evaluated_tokens"] > 0 and t["edge_completion_tokens"] > 0 and t["edge_flops"] > 0
    expected = (t["cloud_raw_tokens"] * 0.6 + t["cloud_cached_tokens"] * 0.11 + t["cloud_output_tokens"] * 2.2) / 1e6
    assert t["cloud_usd"] == pytest.approx(expected) and t["cloud_usd"] > 0
    print("\nreal step-route run:", json.dumps({k: t[k] for k in (
        "cloud_calls", "cloud_raw_tokens", "cloud_cached_tokens", "cloud_output_tokens", "cloud_usd",
        "edge_calls", "edge_evaluated_tokens", "edge_completion_tokens", "edge_wall_s", "edge_flops")}),
        [(s.actor, s.tool, round(s.entropy or 0, 3)) for s in r.steps])
