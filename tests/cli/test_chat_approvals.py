"""The pieces under the chat's inline approvals and Ctrl-C, at the library level: the agent
emits ApprovalRequested before asking, InlineApprover hands the request to another thread,
and a cancel event stops a run before its next tool. The edge model is a scripted TEST
DOUBLE (ScriptedModel)."""
from __future__ import annotations

import threading
import time

from edge_agent import events as ev
from edge_agent.agent import Agent
from edge_agent.approvals import ApprovalRequest, InlineApprover
from edge_agent.egress import EgressSettings
from edge_agent.models.scripted import ScriptedModel
from edge_agent.tools import tool


@tool
def send_note(to: str, text: str) -> str:
    """Send a short note to someone."""
    return f"sent to {to}"


class KeyDetector:
    """A detector double: finds the literal key below, nothing else."""

    def analyze(self, text):
        from edge_agent.privacy.detect import Entity

        i = text.find("sk-live-123456789")
        return [Entity("APIKEY", i, i + 17, text[i:i + 17], 1.0)] if i >= 0 else []


def call(tool_name: str, **arguments) -> dict:
    return {"tool": tool_name, "arguments": arguments}


def test_approval_is_announced_then_answered_from_another_thread(tmp_path):
    inline = InlineApprover()
    edge = ScriptedModel([call("send_note", to="bob@example.org", text="key sk-live-123456789"),
                          call("final_answer", answer="done")])
    agent = Agent(edge, tools=[send_note], egress=EgressSettings(approve=inline, detector=KeyDetector()))
    seen = []
    for e in agent.stream("send it", workspace=tmp_path):
        seen.append(e.type)
        if isinstance(e, ev.ApprovalRequested):
            assert "APIKEY" in e.reason and "sk-live" not in e.reason  # types and placeholders only
            request = inline.pending(timeout_s=5)
            assert isinstance(request, ApprovalRequest) and request.tool == "send_note"
            inline.answer(True, always=True, tool=request.tool)
        if isinstance(e, ev.RunFinished):
            result = e.result
    assert seen.index("approval_requested") < seen.index("observation")
    assert result.ok and result.steps[0].observation == "sent to bob@example.org"
    assert "send_note" in inline.always


def test_cancel_refuses_a_waiting_approval_and_stops_before_the_next_tool(tmp_path):
    inline = InlineApprover()
    cancel = threading.Event()
    edge = ScriptedModel([call("send_note", to="bob@example.org", text="key sk-live-123456789"),
                          call("list_files"), call("final_answer", answer="never")])
    agent = Agent(edge, tools=[send_note], egress=EgressSettings(approve=inline, detector=KeyDetector()))
    for e in agent.stream("send it", workspace=tmp_path, cancel=cancel):
        if isinstance(e, ev.ApprovalRequested):
            cancel.set()  # what the chat's Ctrl-C handler does
            inline.cancel()
        if isinstance(e, ev.RunFinished):
            result = e.result
    assert result.status == "cancelled"
    assert "withheld" in result.steps[0].observation  # the waiting request got its "no"
    assert len(edge.calls) <= 2 and all(s.tool != "list_files" or not s.ok for s in result.steps)
    inline.reset()
    assert inline.pending(timeout_s=0.01) is None


class SlowScripted(ScriptedModel):
    """Streams one word every 0.1 s (a test double standing in for a slow model)."""

    def complete(self, messages, *, on_token=None, **kw):
        def slow(piece):
            time.sleep(0.1)
            on_token(piece)

        return super().complete(messages, on_token=slow if on_token else None, **kw)


def test_a_cancel_during_generation_stops_the_model_at_its_next_token(tmp_path):
    cancel = threading.Event()
    edge = SlowScripted([call("final_answer", answer="one two three four five six seven eight nine ten")])
    pieces = []
    for e in Agent(edge).stream("count", workspace=tmp_path, cancel=cancel):
        if isinstance(e, ev.Token):
            pieces.append(e.text)
            if len(pieces) == 3:
                cancel.set()
        if isinstance(e, ev.RunFinished):
            result = e.result
    assert result.status == "cancelled" and "during a model call" in result.error
    assert 3 <= len(pieces) <= 4  # at most the piece in flight; the whole reply is 14 pieces
