"""step-route: the edge produces every step first; when its first-token entropy is above τ,
that step is produced by the cloud instead.

The entropy is read from the generation the edge was making anyway (LlamaCppModel's
logits processor over the first sampled position; the prompt is pre-filled with
`{"tool": "` so that position is the choice of tool), so routing costs no extra edge
compute. Hysteresis keeps a confused edge from bouncing: after an escalation the next
`hysteresis` steps go straight to the cloud, and until an edge step's entropy falls to
τ_low or below, the bar for escalating stays at τ_low instead of τ. A budget (cloud steps,
USD) caps what the cloud may cost; it is checked before each step.

τ is a property of the edge model and of what the entropy is over. The study's τ≈1.7 is
for a 9B model's first token; our 0.5B edge's tool-name token has its own scale, so the
default below is provisional and `edge-agent calibrate` replaces it from recorded runs.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from pydantic import Field, model_validator

from edge_agent.router.policy import Decision, Policy, PolicyParams, Route, StepState, register

# Default τ for qwen2.5-coder-0.5b over the tool-name token (nats, top-20 renormalised,
# max ln 20 ≈ 3.0), from outcomes (`edge-agent calibrate --method outcomes`,
# docs/results/2026-12-01-thresholds): 858 edge steps of 206 real edge-only runs on 51 tasks
# (starter, blind2, blind3, 12 sampled suite tasks). Entropy predicts that the edge's step fails
# only weakly (AUC 0.560, bootstrap-over-tasks 95% CI 0.500–0.625); the Youden cut 1.445 sends
# 29% of steps to the cloud and almost equals the 30%-share quantile (1.436). Was 0.89 (a 28%
# quantile on the six starter tasks). Recalibrate on your own runs (the calibration file wins).
PROVISIONAL_TAU = 1.445


class StepRouteParams(PolicyParams):
    tau: float = Field(PROVISIONAL_TAU, ge=0,
                       description="Escalate a step when the edge's first-token entropy exceeds this (nats).")
    tau_low: float | None = Field(None, ge=0, description="After an escalation, escalate above this lower bar until "
                                                          "an edge step's entropy is <= it (default: tau).")
    hysteresis: int = Field(0, ge=0, le=100, description="Steps that go straight to the cloud after an escalation.")
    max_cloud_steps: int | None = Field(None, ge=0, description="Most steps the cloud may produce in a run.")
    max_cloud_usd: float | None = Field(None, ge=0,
                                        description="Most USD the cloud may cost in a run (needs a known price).")

    @model_validator(mode="after")
    def _band(self) -> "StepRouteParams":
        if self.tau_low is not None and self.tau_low > self.tau:
            raise ValueError(f"tau_low ({self.tau_low}) must not be above tau ({self.tau})")
        return self


@dataclass
class StepRouteRun:
    """What one run counts: steps left that go straight to the cloud, whether the lower bar
    is in force (between an escalation and an edge step at or below tau_low), the steps that
    escalated, and why the budget stopped the cloud."""

    stay: int = 0
    raised: bool = False
    escalations: list[int] = field(default_factory=list)
    budget_stop: str | None = None


@register
class StepRoute(Policy):
    name = "step-route"
    description = "Edge first; a step goes to the cloud when the edge's first-token entropy exceeds tau."
    Params = StepRouteParams
    params: StepRouteParams
    needs_cloud = True
    calibrated = ("tau",)
    RunState = StepRouteRun

    def __init__(self, params: StepRouteParams | None = None, **kw: Any):
        super().__init__(params, **kw)
        # The cloud's price (router.prices.Price) for the USD budget; the CLI sets it from the
        # cloud client. Unset: looked up in the catalog by the model id of each completion.
        self.cloud_price = None

    # --- budget ------------------------------------------------------------------------
    def _cloud_steps(self, state: StepState) -> int:
        return sum(1 for s in state.steps if s.actor == "cloud")

    def spent_usd(self, state: StepState) -> Decimal | None:
        """USD of the run's cloud calls so far; None if a price is unknown."""
        from edge_agent.router.prices import find_price

        total = Decimal(0)
        for s in state.steps:
            for c in s.calls:
                if c.side != "cloud" or c.completion is None:
                    continue
                price = self.cloud_price or find_price(c.completion.model_id)
                if price is None:
                    return None
                u = c.completion.usage
                total += price.cost_usd(u.raw_prompt_tokens, u.cached_tokens, u.completion_tokens)
        return total

    def _budget_left(self, state: StepState) -> str | None:
        """None while the cloud may be used, else why not."""
        p = self.params
        if p.max_cloud_steps is not None and self._cloud_steps(state) >= p.max_cloud_steps:
            return f"cloud budget spent: {self._cloud_steps(state)}/{p.max_cloud_steps} steps"
        if p.max_cloud_usd is not None:
            spent = self.spent_usd(state)
            if spent is None:  # money limits fail closed: an unknown price could be any price
                return "cloud budget: price unknown, USD limit cannot be checked"
            if spent >= Decimal(str(p.max_cloud_usd)):
                return f"cloud budget spent: ${float(spent):.4f} of ${p.max_cloud_usd:g}"
        return None

    # --- decisions -----------------------------------------------------------------------
    def decide(self, state: StepState) -> Decision:
        run = self.run_state(state)
        stop = self._budget_left(state) if state.cloud_available else "no cloud"
        if stop:
            if run.budget_stop is None and state.cloud_available:
                run.budget_stop = f"step {state.step + 1}: {stop}"
            run.stay = 0
            return Decision(Route.EDGE, f"edge ({stop})")
        if run.stay > 0:
            run.stay -= 1
            return Decision(Route.CLOUD, f"hysteresis: cloud for {run.stay + 1} more step(s)")
        return Decision(Route.EDGE, "edge first")

    def review(self, state: StepState, completion: Any) -> Decision | None:
        h = getattr(completion, "first_token_entropy", None)
        if h is None:
            return None  # a backend without the probe: nothing to route on, keep the edge step
        run = self.run_state(state)
        bar = self._bar(run)
        if h <= (self.params.tau_low if self.params.tau_low is not None else self.params.tau):
            run.raised = False
        if h <= bar or not state.cloud_available or self._budget_left(state):
            return None
        run.escalations.append(state.step)
        run.raised = True
        run.stay = self.params.hysteresis
        return Decision(Route.CLOUD, f"entropy {h:.2f} > {'tau_low' if bar < self.params.tau else 'tau'} {bar:g}")

    def _bar(self, run: StepRouteRun) -> float:
        p = self.params
        return p.tau_low if (run.raised and p.tau_low is not None) else p.tau

    def run_metrics(self, state: StepState) -> dict[str, Any]:
        spent, run = self.spent_usd(state), self.run_state(state)
        entropies = [s.entropy for s in state.steps if getattr(s, "entropy", None) is not None]
        return {"step_route": {
            "tau": self.params.tau, "tau_low": self.params.tau_low, "hysteresis": self.params.hysteresis,
            "escalations": [i + 1 for i in run.escalations], "cloud_steps": self._cloud_steps(state),
            "cloud_usd": None if spent is None else float(spent), "budget_stop": run.budget_stop,
            "edge_entropies": [round(h, 4) for h in entropies],
        }}
