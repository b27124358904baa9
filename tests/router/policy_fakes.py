"""Shared helpers of the policy tests (no tests here; imported by module name, as
router_fakes is). ScriptedModel is a test double, not a language model."""
from __future__ import annotations

import pytest

from edge_agent.models.chat import ModelError
from edge_agent.models.scripted import ScriptedModel


def call(tool, **args):
    return {"tool": tool, "arguments": args}


class FakeGate:
    """Stands in for privacy.Gate: records what each cloud request carried, or fails."""

    def __init__(self, fail=False):
        self.fail, self.sent, self.messages = fail, [], []

    def complete(self, cloud, messages, **kw):
        if self.fail:
            raise ModelError("cloud unreachable")
        self.sent.append(kw)
        self.messages.append([dict(m) for m in messages])
        return cloud.complete(messages, response_schema=kw.get("response_schema"), max_tokens=kw.get("max_tokens", 512))


def make_workspace(tmp_path):
    d = tmp_path / "ws"
    d.mkdir()
    (d / "data.csv").write_text("name,score\nann,3\nbob,5\n")
    (d / "notes.md").write_text("secret-ish workspace text\n")
    return d


@pytest.fixture
def ws(tmp_path):
    return make_workspace(tmp_path)


@pytest.fixture(autouse=True)
def no_user_calibration(tmp_path, monkeypatch):
    """Calibrated defaults come from a user file; tests must never read the real one."""
    monkeypatch.setenv("EDGE_AGENT_CALIBRATION", str(tmp_path / "calibration.json"))


def cloud(*responses, **kw):
    kw.setdefault("model_id", "cloud")
    return ScriptedModel(list(responses), **kw)
