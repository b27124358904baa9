"""delegate (self-delegation): the edge may hand the rest of the task to the cloud.

The edge gets a `delegate(reason)` tool. Calling it records the hand-off in the run's
notes; from the next step on decide() routes every step to the cloud, which continues the
same conversation (it sees what the edge did). The study found small edges rarely judge
this well (2B: 15.86 vs 39.97 for step routing), which is why knowing-when-to-ask is
measured for this strategy.
"""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from edge_agent.router.abilities import knowing_when_to_ask
from edge_agent.router.policy import Decision, Policy, PolicyParams, Route, StepState, register
from edge_agent.router.policies.tools import PolicyTool, Unavailable, service

NOTE = "delegated"


class DelegateParams(PolicyParams):
    min_step: int = Field(0, ge=0, description="Refuse a hand-off before this step (0: allowed from step 1).")


class DelegateArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")
    reason: str = Field(min_length=1, max_length=500)


class DelegateTool(PolicyTool):
    name = "delegate"
    description = ("Hand the rest of the task to a stronger model when you cannot finish it yourself. "
                   "Say why in one sentence. After this call the stronger model continues.")
    Args = DelegateArgs

    def __init__(self, policy: "Delegate"):
        self.policy = policy

    def run(self, args: DelegateArgs, ctx: Any) -> str:
        state = service(ctx, "agent_state")
        if not state.cloud_available:
            raise Unavailable("no stronger model is configured; continue on your own")
        if NOTE in state.notes:
            raise Unavailable("the task was already handed over")
        if state.step < self.policy.params.min_step:
            raise Unavailable(f"hand-off is allowed from step {self.policy.params.min_step + 1}; try yourself first")
        state.notes[NOTE] = {"step": state.step, "reason": args.reason}
        return "Handed the rest of the task to the stronger model; it continues from here."


@register
class Delegate(Policy):
    name = "delegate"
    description = "The edge acts until it calls delegate(reason); then the cloud does the rest."
    Params = DelegateParams
    params: DelegateParams
    needs_cloud = True

    def __init__(self, params: DelegateParams | None = None, **kw: Any):
        super().__init__(params, **kw)
        self._tool = DelegateTool(self)

    def extra_tools(self) -> list[Any]:
        return [self._tool]

    def decide(self, state: StepState) -> Decision:
        note = state.notes.get(NOTE)
        if note is None:
            return Decision(Route.EDGE, "edge acts")
        return Decision(Route.CLOUD, f"delegated at step {note['step'] + 1}: {note['reason'][:120]}")

    def run_metrics(self, state: StepState) -> dict[str, Any]:
        note = state.notes.get(NOTE)
        asks = [note["step"]] if note else []
        return {
            "delegate": {"delegated_at": note["step"] + 1 if note else None, "reason": note["reason"] if note else None,
                         "cloud_steps": sum(1 for s in state.steps if s.actor == "cloud")},
            "knowing_when_to_ask": knowing_when_to_ask(state.steps, asks),
        }
