"""Typed events of a run, as `Agent.stream()` yields them and the CLI prints them.

One stream serves every consumer: an app's progress bar, a web UI over server-sent events,
the terminal lines of `edge-agent run` and its `--json` output are all built from the same
events (the Agents SDK's `Runner.run_streamed` is the model). Each event is a frozen
dataclass with a `type` tag and `to_dict()`, a JSON-ready dict; the last event of a run is
always `RunFinished`, which carries the `RunResult`.

Events are emitted in order: RunStarted, then per step StepDecided, Token* (edge tokens, when
the backend streams them), CloudCalled* (each call through the privacy gate, with what was
redacted), ToolCalled, ApprovalRequested* (a sink that needs the user's approval),
Observed, StepFinished; finally RunFinished.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, ClassVar

from edge_agent.records import RunResult, StepRecord


@dataclass(frozen=True)
class Event:
    type: ClassVar[str] = "event"
    run_id: str

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, **{f.name: _plain(getattr(self, f.name)) for f in fields(self)}}


def _plain(v: Any) -> Any:
    if hasattr(v, "to_dict"):
        return v.to_dict()
    if isinstance(v, (list, tuple)):
        return [_plain(x) for x in v]
    if isinstance(v, dict):
        return {str(k): _plain(x) for k, x in v.items()}
    return v


@dataclass(frozen=True)
class RunStarted(Event):
    type: ClassVar[str] = "run_started"
    prompt: str
    workspace: str
    strategy: str
    edge_model: str
    cloud_model: str = ""
    tools: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Token(Event):
    """A piece of text the edge model just generated for this step (backends that stream)."""

    type: ClassVar[str] = "token"
    step: int
    text: str


@dataclass(frozen=True)
class StepDecided(Event):
    """The policy chose who produces this step: edge, cloud, or edge after cloud advice."""

    type: ClassVar[str] = "step_decided"
    step: int
    route: str
    reason: str


@dataclass(frozen=True)
class CloudCalled(Event):
    """One request through the privacy gate. `redactions` counts what the gate replaced by
    placeholders, per entity type; `error` is set when the call failed or was blocked."""

    type: ClassVar[str] = "cloud_called"
    step: int
    purpose: str
    model: str
    ok: bool
    redactions: dict[str, int] = field(default_factory=dict)
    error: str = ""


@dataclass(frozen=True)
class ToolCalled(Event):
    type: ClassVar[str] = "tool_called"
    step: int
    actor: str
    tool: str
    arguments: dict[str, Any]


@dataclass(frozen=True)
class ApprovalRequested(Event):
    """A tool call needs the user's approval before it runs (a sensitive value bound for an
    external sink); the answer comes from the approval callback, not from the stream."""

    type: ClassVar[str] = "approval_requested"
    step: int
    tool: str
    sink: str
    reason: str


@dataclass(frozen=True)
class Observed(Event):
    """What the tool returned. `untrusted` marks content from outside (an MCP server, a web
    page): it is data for the model, never instructions."""

    type: ClassVar[str] = "observation"
    step: int
    tool: str
    ok: bool
    text: str
    untrusted: bool = False


@dataclass(frozen=True)
class StepFinished(Event):
    type: ClassVar[str] = "step_finished"
    step: StepRecord


@dataclass(frozen=True)
class RunFinished(Event):
    type: ClassVar[str] = "run_finished"
    result: RunResult


EVENT_TYPES: dict[str, type[Event]] = {cls.type: cls for cls in (
    RunStarted, Token, StepDecided, CloudCalled, ToolCalled, ApprovalRequested, Observed, StepFinished, RunFinished)}

__all__ = ["ApprovalRequested", "CloudCalled", "EVENT_TYPES", "Event", "Observed", "RunFinished", "RunStarted",
           "StepDecided", "StepFinished", "Token", "ToolCalled"]
