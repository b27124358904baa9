"""Step and run records: the agent's memory as explicit data (what was asked, who answered,
what the tool returned, tokens and time), kept in memory and mirrored to the trace store.

`to_dict()` gives plain JSON types and `from_dict()` reads them back, so a result can cross
a process or a web socket: `RunResult.from_dict(json.loads(json.dumps(r.to_dict()))) == r`.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from edge_agent.models.chat import Completion, Usage


def _completion_to_dict(c: Completion) -> dict[str, Any]:
    return {**dataclasses.asdict(c), "usage": dataclasses.asdict(c.usage)}


def _completion_from_dict(d: dict[str, Any]) -> Completion:
    known = {f.name for f in dataclasses.fields(Completion)}
    return Completion(**{**{k: v for k, v in d.items() if k in known}, "usage": Usage(**d.get("usage") or {})})


@dataclass
class ModelCall:
    side: str  # "edge" | "cloud"
    purpose: str  # "step" | "sketch" | "advice" | "route" | ...
    completion: Completion | None
    error: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"side": self.side, "purpose": self.purpose, "error": self.error,
                "completion": None if self.completion is None else _completion_to_dict(self.completion)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ModelCall:
        c = d.get("completion")
        return cls(d["side"], d["purpose"], None if c is None else _completion_from_dict(c), d.get("error", ""))


@dataclass
class StepRecord:
    idx: int
    actor: str  # who produced the action: "edge" | "cloud"
    reason: str
    tool: str
    arguments: dict[str, Any]
    ok: bool
    observation: str
    calls: list[ModelCall] = field(default_factory=list)
    error: str = ""  # why the step failed: invalid_action, a tool failure, model_error, ...
    duration_s: float = 0.0
    untrusted: bool = False  # the observation came from outside (an MCP server, the web)

    def to_dict(self) -> dict[str, Any]:
        d = {f.name: getattr(self, f.name) for f in dataclasses.fields(self) if f.name != "calls"}
        return {**d, "calls": [c.to_dict() for c in self.calls]}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> StepRecord:
        known = {f.name for f in dataclasses.fields(cls)} - {"calls"}
        return cls(**{k: v for k, v in d.items() if k in known},
                   calls=[ModelCall.from_dict(c) for c in d.get("calls") or []])

    @property
    def entropy(self) -> float | None:
        for c in self.calls:
            if c.side == "edge" and c.completion is not None and c.purpose == "step":
                return c.completion.first_token_entropy
        return None


@dataclass
class RunResult:
    run_id: str
    status: str  # finished | max_steps | time_limit | context_overflow | invalid_actions | model_error
    final_answer: str | None
    steps: list[StepRecord]
    messages: list[dict]
    wall_s: float
    error: str = ""
    metrics: dict[str, Any] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.status == "finished"

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON types: the record, every step with its model calls, the totals."""
        return {"run_id": self.run_id, "status": self.status, "final_answer": self.final_answer,
                "steps": [s.to_dict() for s in self.steps], "messages": [dict(m) for m in self.messages],
                "wall_s": self.wall_s, "error": self.error, "metrics": self.metrics, "totals": self.totals()}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> RunResult:
        steps = [StepRecord.from_dict(s) for s in d["steps"]]
        return cls(d["run_id"], d["status"], d.get("final_answer"), steps, list(d.get("messages") or []),
                   d.get("wall_s", 0.0), d.get("error", ""), dict(d.get("metrics") or {}))

    def usage(self, side: str) -> Usage:
        total = Usage()
        for s in self.steps:
            for c in s.calls:
                if c.side == side and c.completion is not None:
                    total = total + c.completion.usage
        return total

    def totals(self) -> dict[str, Any]:
        e, c = self.usage("edge"), self.usage("cloud")
        return {
            "edge_prompt_tokens": e.prompt_tokens, "edge_evaluated_tokens": e.evaluated_tokens,
            "edge_completion_tokens": e.completion_tokens, "cloud_prompt_tokens": c.prompt_tokens,
            "cloud_cached_tokens": c.cached_tokens, "cloud_completion_tokens": c.completion_tokens,
            "steps": len(self.steps), "cloud_steps": sum(1 for s in self.steps if s.actor == "cloud"),
        }
