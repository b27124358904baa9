"""The public API is one namespace with a pinned list of names, and importing or
constructing things has no hidden side effects."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import edge_agent
from edge_agent import Agent, EdgeAgentError, ScriptedModel
from edge_agent.router.policy import make_policy

ROOT = Path(__file__).resolve().parents[2]

PUBLIC = [
    "Agent", "AgentError", "ChatModel", "Completion", "ConfigError", "ContextOverflowError", "EdgeAgentError",
    "EgressBlocked", "FunctionTool", "Gate", "LlamaCppModel", "MCPError", "MCPServer", "MissingExtra", "ModelCall",
    "ModelError", "Observation", "OpenAIChatModel", "RunResult", "ScriptedModel", "StepRecord", "Store", "StoreError",
    "Tool", "ToolContext", "ToolError", "ToolRegistry", "Usage", "events", "load_edge_model", "tool",
    "workspace_tools",
]


def test_the_public_api_is_pinned():
    assert sorted(edge_agent.__all__) == sorted(PUBLIC)
    for name in PUBLIC:
        assert getattr(edge_agent, name) is not None, name


def test_every_error_derives_from_one_base():
    from edge_agent.bench.runner import BenchError
    from edge_agent.bench.task import TaskError
    from edge_agent.privacy.engine import DetectorUnavailable
    from edge_agent.protocol import ActionError
    from edge_agent.router.calibration import CalibrationError
    from edge_agent.router.errors import CloudRateLimited
    from edge_agent.router.policy import UnknownPolicy

    errors = [edge_agent.AgentError, edge_agent.ModelError, edge_agent.ContextOverflowError, edge_agent.ToolError,
              edge_agent.StoreError, edge_agent.EgressBlocked, edge_agent.MCPError, edge_agent.MissingExtra,
              TaskError, BenchError, DetectorUnavailable, ActionError, CalibrationError, CloudRateLimited,
              UnknownPolicy]
    assert all(issubclass(e, EdgeAgentError) for e in errors)
    assert issubclass(edge_agent.AgentError, ValueError) and issubclass(edge_agent.ModelError, RuntimeError)


def test_import_writes_no_environment_and_the_gate_keeps_a_users_value(tmp_path):
    code = ("import os, json; before = dict(os.environ); import edge_agent, edge_agent.privacy, edge_agent.bench; "
            "print(json.dumps({k: v for k, v in os.environ.items() if before.get(k) != v}))")
    env = {k: v for k, v in os.environ.items() if k != "TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS"}
    env["PYTHONPATH"] = str(ROOT)
    r = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout) == {}


def test_building_the_detector_restores_the_environment(tmp_path):
    code = ("import os; from edge_agent.privacy import engine; engine.get_analyzer(); "
            "import tldextract; print(repr(os.environ.get('TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS')), "
            "tldextract.tldextract.TLD_EXTRACTOR.suffix_list_urls)")
    env = {k: v for k, v in os.environ.items() if k != "TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS"}
    env["PYTHONPATH"] = str(ROOT)
    r = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "None ()"  # offline while Presidio loaded, and nothing left behind


def test_a_policy_reads_no_calibration_file_unless_asked(tmp_path, monkeypatch):
    from edge_agent.router.policies.step_route import PROVISIONAL_TAU

    path = tmp_path / "cal.json"
    path.write_text(json.dumps({"step-route": {"tau": 0.42}}))
    monkeypatch.setenv("EDGE_AGENT_CALIBRATION", str(path))
    policy = make_policy("step-route")
    assert policy.params.tau == PROVISIONAL_TAU
    assert policy.load_calibration() == {"tau": 0.42} and policy.params.tau == 0.42


def test_the_library_stores_nothing_by_default(tmp_path, monkeypatch):
    db = tmp_path / "traces.db"
    monkeypatch.setenv("EDGE_AGENT_DB", str(db))
    ws = tmp_path / "ws"
    ws.mkdir()
    edge = ScriptedModel([{"tool": "final_answer", "arguments": {"answer": "ok"}}])
    assert Agent(edge).run("say ok", workspace=ws).ok
    assert not db.exists()
    edge = ScriptedModel([{"tool": "final_answer", "arguments": {"answer": "ok"}}])
    result = Agent(edge, store="default").run("say ok", workspace=ws)  # opt in: the user trace store
    assert db.exists() and result.run_id != "unsaved"
    assert os.environ["EDGE_AGENT_DB"] == str(db)
