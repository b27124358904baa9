"""Collaboration policies: who produces each step — the edge model, the cloud, or the edge
with cloud advice. One small class per strategy, registered by name, typed parameters.

The agent loop calls, in order: start(task) once; then per step decide(state) and, when
the edge produced the step, review(state, completion), which may hand that step to the
cloud (step routing reads the entropy of a generation the edge was making anyway);
observe(state, step) after the tool ran.

A policy object is configuration (its typed params, a price), shared by every run of an
Agent and safe to share between threads: what a strategy counts during one run (advice
requests, escalations, the chosen route) lives in that run's StepState, in a fresh
`RunState` made on first use. Calibrated thresholds are read only when asked
(`load_calibration()`, called by the CLI), never by the constructor.
"""
from __future__ import annotations

import re

from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Callable, ClassVar

from pydantic import BaseModel, ConfigDict
from edge_agent.errors import ConfigError


class Route(str, Enum):
    EDGE = "edge"
    CLOUD = "cloud"
    ADVISE = "advise"


@dataclass
class Decision:
    route: Route
    reason: str = ""


@dataclass
class StepState:
    """What a policy may look at. `steps` are the agent's step records so far."""

    prompt: str
    step: int
    max_steps: int
    steps: list[Any] = field(default_factory=list)
    messages: list[dict] = field(default_factory=list)
    cloud_available: bool = False
    notes: dict[str, Any] = field(default_factory=dict)
    # consult(messages, purpose) -> reply text, or None when the cloud failed or is absent.
    # It goes through the privacy gate and is recorded; policies never hold a cloud client.
    consult: Callable[..., str | None] | None = None
    # The policy's per-run counters (its RunState), made on first use by Policy.run_state.
    policy_state: Any = None


class PolicyParams(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Policy:
    name: ClassVar[str]
    description: ClassVar[str] = ""
    Params: ClassVar[type[PolicyParams]] = PolicyParams
    needs_cloud: ClassVar[bool] = False
    # Params fields whose defaults `edge-agent calibrate` may set (router.calibration).
    calibrated: ClassVar[tuple[str, ...]] = ()
    # A dataclass of what the strategy counts during one run; None for a stateless strategy.
    RunState: ClassVar[type | None] = None

    def __init__(self, params: PolicyParams | None = None, **kw: Any):
        self.params = params if params is not None else self.Params(**kw)

    def run_state(self, state: StepState) -> Any:
        """This run's counters: made fresh for each run's StepState, never kept on the policy."""
        if state.policy_state is None and self.RunState is not None:
            state.policy_state = self.RunState()
        return state.policy_state

    def load_calibration(self, path: Any = None) -> dict[str, Any]:
        """Apply the calibrated defaults (`edge-agent calibrate`; the file at `path`, else
        $EDGE_AGENT_CALIBRATION or the user config dir) to the params not set explicitly:
        explicit values win over calibrated ones, which win over the class defaults. Returns
        what was applied. A broken file applies nothing (`edge-agent strategies` reports it)."""
        if not self.calibrated:
            return {}
        from edge_agent.router.calibration import calibrated_defaults  # reads a user file: only when asked

        found = calibrated_defaults(self.name, self.calibrated, path)
        applied = {k: v for k, v in found.items() if k not in self.params.model_fields_set}
        if applied:
            explicit = self.params.model_dump(include=self.params.model_fields_set)
            self.params = self.Params(**{**applied, **explicit})
        return applied

    def start(self, state: StepState) -> Decision | None:
        """Before the first step. May route the whole task; None keeps per-step decisions."""
        return None

    def decide(self, state: StepState) -> Decision:
        return Decision(Route.EDGE, "default")

    def review(self, state: StepState, completion: Any) -> Decision | None:
        """After the edge produced a step; return a CLOUD decision to redo it on the cloud."""
        return None

    def observe(self, state: StepState, step: Any) -> None:
        return None

    def extra_tools(self) -> list[Any]:
        """Tools the policy adds for the edge (ask_advisor, delegate)."""
        return []

    def advice_messages(self, state: StepState) -> list[dict]:
        """What the cloud advisor is shown when a step is routed ADVISE."""
        return default_advice_messages(state)

    def run_metrics(self, state: StepState) -> dict[str, Any]:
        """Figures stored with the run (e.g. the ask-for-help and advice-adoption measures)."""
        return {}


ADVISOR_SYSTEM = (
    "You advise a small on-device agent. You see its task and what it did so far. Reply with short guidance: "
    "a plan for the next steps, a correction of its mistake, or STOP if the task is done or should not be done. "
    "Never write the tool calls yourself; give advice in at most 5 short lines."
)


def trajectory_text(state: StepState, last: int = 8) -> str:
    lines = []
    for s in state.steps[-last:]:
        # Lines stay lines (indented): a table flattened onto one line hides its header from the gate's column
        # detector, and a salary under 月薪 reached the cloud in an advice request (Pass^3 run).
        obs = "\n    ".join(" ".join(ln.split()) for ln in str(getattr(s, "observation", ""))[:300].splitlines())
        lines.append(f"step {s.idx + 1}: {s.tool} {getattr(s, 'arguments', {})} -> {'ok' if s.ok else 'ERROR'}:\n    {obs}")
    return "\n".join(lines) if lines else "(no steps yet)"


# The edge's system prompt line with today's date and the request's dates resolved (edge_agent.dates.dates_line).
_DATES_LINE = re.compile(r"^(?:Today is|今天是) \d{4}-\d{2}-\d{2}.*$", re.M)


def task_text(state: StepState) -> str:
    """The task as a cloud adviser is shown it: the request and the edge prompt's line of today's date and the
    request's dates (without it the 1.5B advisor planned list_events for 2023-10-04 when asked about 周四, blind12)."""
    system = state.messages[0].get("content", "") if state.messages else ""
    m = _DATES_LINE.search(system) if isinstance(system, str) else None
    return f"{state.prompt}\n{m.group(0)}" if m else state.prompt


def default_advice_messages(state: StepState, question: str = "") -> list[dict]:
    user = f"Task:\n{task_text(state)}\n\nSteps so far:\n{trajectory_text(state)}"
    if question:
        user += f"\n\nThe agent asks: {question}"
    return [{"role": "system", "content": ADVISOR_SYSTEM}, {"role": "user", "content": user}]


POLICIES: dict[str, type[Policy]] = {}


def register(cls: type[Policy]) -> type[Policy]:
    POLICIES[cls.name] = cls
    return cls


class UnknownPolicy(ConfigError):
    pass


def _load_builtin() -> None:
    # The strategy modules register themselves on import; imported here, lazily, because
    # they import this module (the base classes) themselves.
    import edge_agent.router.policies  # noqa: F401


def make_policy(name: str, **params: Any) -> Policy:
    """A policy by registered name; params are validated by its pydantic Params
    (a pydantic.ValidationError, which is a ValueError, names the bad field)."""
    _load_builtin()
    cls = POLICIES.get(name)
    if cls is None:
        raise UnknownPolicy(f"unknown strategy {name!r}; known: {', '.join(sorted(POLICIES))}")
    return cls(**params)


def registered() -> dict[str, type[Policy]]:
    """Every registered strategy by name, the built-in ones included."""
    _load_builtin()
    return dict(sorted(POLICIES.items()))


@register
class EdgeOnly(Policy):
    name = "edge-only"
    description = "Every step on the edge model; nothing leaves the device."

    def decide(self, state: StepState) -> Decision:
        return Decision(Route.EDGE, "edge-only")


@register
class CloudOnly(Policy):
    name = "cloud-only"
    description = "Every step on the cloud model, through the privacy gate."
    needs_cloud = True

    def decide(self, state: StepState) -> Decision:
        return Decision(Route.CLOUD, "cloud-only")
