"""Step and run records: the agent's memory as explicit data (what was asked, who answered,
what the tool returned, tokens and time), kept in memory and mirrored to the trace store."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from edge_agent.models.chat import Completion, Usage


@dataclass
class ModelCall:
    side: str  # "edge" | "cloud"
    purpose: str  # "step" | "sketch" | "advice" | "route" | ...
    completion: Completion | None
    error: str = ""


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
    error: str = ""
    duration_s: float = 0.0

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
