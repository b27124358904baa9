"""sketch: the cloud drafts a short plan from the instruction alone, once; the edge executes.

Only the instruction leaves the device (never the workspace or tool output), which is
what makes this the low-exposure collaboration of the study. The plan is appended to
the task's user message before the first step, so it sits in the prompt prefix that
the edge's KV cache keeps for every later step: injected exactly once, paid for once.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import Field

from edge_agent.router.policy import Decision, Policy, PolicyParams, Route, StepState, register

SKETCH_SYSTEM = (
    "You write plans for a small on-device agent that works in a folder with file and shell tools. "
    "Given only the task (you cannot see the files), write a short numbered plan of at most {lines} steps. "
    "Name tools or commands where useful. No code blocks, no preamble."
)
HINT_HEADER = "A stronger model drafted this plan from the task alone (a hint: check it against what you find):"


class SketchParams(PolicyParams):
    max_lines: int = Field(6, ge=1, le=20, description="Most plan steps the cloud is asked for.")
    max_tokens: int = Field(256, ge=16, le=2048, description="Token limit of the cloud's plan.")
    max_chars: int = Field(1200, ge=100, le=8000, description="The plan is cut to this many characters.")


@dataclass
class SketchRun:
    """One run's plan (None until drafted) and whether drafting it failed."""

    plan: str | None = None
    failed: bool = False


@register
class Sketch(Policy):
    name = "sketch"
    description = "The cloud drafts a short plan from the instruction alone, once; the edge does every step."
    Params = SketchParams
    params: SketchParams
    needs_cloud = True
    RunState = SketchRun

    def start(self, state: StepState) -> Decision | None:
        p, run = self.params, self.run_state(state)
        messages = [{"role": "system", "content": SKETCH_SYSTEM.format(lines=p.max_lines)},
                    {"role": "user", "content": state.prompt.strip()}]
        plan = state.consult(messages, "sketch", max_tokens=p.max_tokens) if state.consult else None
        if not plan or not plan.strip():
            run.failed = True  # the consult call, with its error, is recorded in step 1's calls
            return None
        run.plan = plan.strip()[: p.max_chars]
        user = next(m for m in state.messages if m["role"] == "user")
        user["content"] += f"\n\n{HINT_HEADER}\n{run.plan}"
        state.notes["sketch"] = run.plan
        return None

    def decide(self, state: StepState) -> Decision:
        run = self.run_state(state)
        if run.failed and state.step == 0:
            return Decision(Route.EDGE, "sketch unavailable (cloud failed); edge only")
        return Decision(Route.EDGE, "sketch: edge executes the plan" if run.plan else "sketch: edge")

    def run_metrics(self, state: StepState) -> dict[str, Any]:
        run = self.run_state(state)
        return {"sketch": {"ok": run.plan is not None, "plan_chars": len(run.plan or "")}}
