"""task-route: the whole task goes to the edge or to the cloud, decided before it acts.

The router score (router.policies.task_features) is computed from the prompt and, when
`probe` is on, from the edge model's first-token entropy on the task: the edge makes its
first step as usual, and review() of that step decides the route with the entropy
included. If the score says cloud, the edge's step is discarded and the cloud makes
step 1 and all the rest, so no edge action is ever executed on a task routed to the
cloud; the probe costs one edge generation, which the edge-routed tasks (the majority,
at a sensible threshold) use as their first step. With probe off the route is decided
in start() from the prompt alone and returned as the run's sticky decision.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import Field

from edge_agent.router.policy import Decision, Policy, PolicyParams, Route, StepState, register
from edge_agent.router.policies.task_features import prompt_features, route_score

# From outcomes (`edge-agent calibrate --method outcomes`, docs/results/2026-12-01-thresholds):
# on 206 real edge-only runs of 51 tasks the router score does not separate runs the edge passes
# from those it fails (AUC 0.637, bootstrap-over-tasks 95% CI 0.443–0.816), so the threshold is
# the cloud-share rule's: the score above which 30% of those runs lie. Was 0.32 (42 starter runs).
PROVISIONAL_THRESHOLD = 0.353


class TaskRouteParams(PolicyParams):
    threshold: float = Field(PROVISIONAL_THRESHOLD, ge=0, le=1,
                             description="Score above which the whole task goes to the cloud.")
    probe: bool = Field(True, description="Include the edge's first-token entropy on step 1 in the score.")
    entropy_weight: float = Field(0.4, ge=0, le=1, description="Weight of the edge entropy in the score when probing.")


@dataclass
class TaskRouteRun:
    """One run's route (None until decided), its router score and the edge entropy used."""

    route: Route | None = None
    score: float | None = None
    entropy: float | None = None


@register
class TaskRoute(Policy):
    name = "task-route"
    description = "The whole task goes to edge or cloud by a router score (prompt features + edge entropy)."
    Params = TaskRouteParams
    params: TaskRouteParams
    needs_cloud = True
    calibrated = ("threshold",)
    RunState = TaskRouteRun

    def _decide(self, state: StepState, entropy: float | None) -> Decision:
        p, run = self.params, self.run_state(state)
        run.entropy = entropy
        run.score = score = route_score(state.prompt, entropy, p.entropy_weight)
        run.route = Route.CLOUD if score > p.threshold and state.cloud_available else Route.EDGE
        side = "cloud" if run.route == Route.CLOUD else "edge"
        why = "" if state.cloud_available or score <= p.threshold else " (no cloud)"
        return Decision(run.route, f"task routed to {side}{why}: score {score:.3f} vs threshold {p.threshold:g}")

    def start(self, state: StepState) -> Decision | None:
        if self.params.probe:
            return None  # decided in review() of step 1, with the edge's entropy
        return self._decide(state, None)

    def decide(self, state: StepState) -> Decision:
        run = self.run_state(state)
        if run.route is None:
            return Decision(Route.EDGE, "task-route: probing the edge's uncertainty on step 1")
        return Decision(run.route, f"task routed to {run.route.value}: score {run.score:.3f}")

    def review(self, state: StepState, completion: Any) -> Decision | None:
        if self.run_state(state).route is not None:
            return None
        decision = self._decide(state, getattr(completion, "first_token_entropy", None))
        return decision if decision.route == Route.CLOUD else None

    def run_metrics(self, state: StepState) -> dict[str, Any]:
        run = self.run_state(state)
        return {"task_route": {
            "route": run.route.value if run.route else None,
            "score": None if run.score is None else round(run.score, 4),
            "threshold": self.params.threshold, "edge_entropy": run.entropy,
            "features": prompt_features(state.prompt).as_dict(),
        }}
