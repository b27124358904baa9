"""advisor (cloud advisory): the edge acts on every step; the cloud only advises.

The edge gets an `ask_advisor(question)` tool; the cloud sees the task and the trajectory
so far and answers with guidance (a plan, a correction, or STOP), which the edge reads as
the tool's observation. The runtime also asks on its own when the edge looks stuck —
repeated tool errors, the same call again, a loop, or no progress for a while — by
routing the step ADVISE: the advice is merged into the edge's prompt before it acts.
Advice never acts: the cloud writes no tool calls here.

The advice is asked for in a fixed shape, `NEXT: <tool> - <arguments in words>` (and a `THEN:` line per later
call) or `DONE: <answer>`, with the edge's tool list: free-form guidance ("Approve the cab claim.") was read by the 0.5B edge as the answer, and the
1.5B stand-in answered STOP on first steps. The runtime holds the edge's next calls to the planned tools
(edge_agent.advice_steps). Every request goes through the privacy gate like any cloud call (`consult`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from edge_agent.advice_steps import clean_advice, plan_signal
from edge_agent.request_kind import question_only
from edge_agent.router.abilities import (Advice, acting_on_advice, call_key, failing_steps, is_help, knowing_when_to_ask,
                              tool_names_from)
from edge_agent.router.policy import (Decision, Policy, PolicyParams, Route, StepState, register, task_text,
                                     trajectory_text)
from edge_agent.router.policies.tools import PolicyTool, Unavailable, service


class AdvisorParams(PolicyParams):
    auto_advice: bool = Field(True, description="Also ask the advisor when the edge looks stuck.")
    error_streak: int = Field(2, ge=1, description="Tool errors in a row that count as stuck.")
    no_progress_steps: int = Field(4, ge=2, description="Steps without a new successful call that count as stuck.")
    cooldown_steps: int = Field(2, ge=0, description="Steps after any advice before the runtime asks again.")
    max_advice: int = Field(6, ge=0, description="Most advice requests per run (asked or automatic).")
    max_tokens: int = Field(300, ge=16, le=2048, description="Token limit of one piece of advice.")
    plan_advice: bool = Field(True, description="Ask for a plan on the first step, and for the next steps when the "
                                                "last advice's calls are made or one failed.")


ADVICE_SYSTEM = (
    "You advise a small on-device agent that calls one tool per step. You see its task, its tools and what it "
    "did so far. Reply in exactly this form and nothing else:\n"
    "NEXT: <one tool name from the list> - <its arguments, in words>\n"
    "THEN: <tool name> - <its arguments, in words>   (one line for each later call the task still needs, "
    "at most 3)\n"
    "Only when the steps so far already did everything the task asks, reply instead:\n"
    "DONE: <the answer to give the user>"
)
_TOOL_LINE = re.compile(r"^- ([A-Za-z_][\w-]*)\(.*$", re.M)


def tool_lines(state: StepState) -> str:
    """The edge's tools as its system prompt lists them (`- name(args): description`), the help tools left out."""
    system = state.messages[0].get("content", "") if state.messages else ""
    lines = [m.group(0) for m in _TOOL_LINE.finditer(system if isinstance(system, str) else "")
             if m.group(1) not in ("ask_advisor", "delegate")]
    return "\n".join(lines) or "(not listed)"


def advice_messages(state: StepState, question: str = "") -> list[dict]:
    """The advice request: the task (with today's date and the request's dates: without them the 1.5B advisor
    planned list_events for 2023-10-04 when asked about "周四", blind12), the edge's tools, its steps so far and its
    question, asking for the next call."""
    user = f"Task:\n{task_text(state)}\n\nTools:\n{tool_lines(state)}\n\nSteps so far:\n{trajectory_text(state)}"
    if question:
        user += f"\n\nThe agent asks: {question}"
    return [{"role": "system", "content": ADVICE_SYSTEM}, {"role": "user", "content": user + "\n\nNEXT or DONE?"}]


class AskArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")
    question: str = Field(min_length=1, max_length=1000)


class AskAdvisor(PolicyTool):
    name = "ask_advisor"
    description = ("Ask a stronger model for guidance when you are stuck or unsure what to do next. "
                   "It sees the task and your steps so far and answers with advice, not actions.")
    Args = AskArgs

    def __init__(self, policy: "Advisor"):
        self.policy = policy

    def run(self, args: AskArgs, ctx: Any) -> str:
        consult, state = service(ctx, "consult"), service(ctx, "agent_state")
        p = self.policy.params
        if self.policy.advice_left(state) <= 0:
            raise Unavailable(f"the advice budget of this run ({p.max_advice}) is spent; continue on your own")
        self.policy.run_state(state).requests += 1
        advice = consult(advice_messages(state, args.question), "advice", max_tokens=p.max_tokens)
        if not advice or not advice.strip():
            raise Unavailable("the advisor could not be reached; continue on your own")
        shown = clean_advice(advice, sorted(tool_names_from(state.messages, state.steps)), state.steps)
        return f"Advice (guidance from a stronger model, not an action):\n{shown}"


def stuck_signal(steps: list[Any], p: AdvisorParams) -> str | None:
    """Why the edge looks stuck after these steps, or None: the last `error_streak` steps
    failed; the last call repeats one of the 4 before it (a loop); or none of the last
    `no_progress_steps` steps was a successful call not made before. Only the edge's own
    action steps count; help requests and cloud steps are skipped."""
    acts = [s for s in steps if not is_help(s) and s.actor == "edge"]
    if not acts:
        return None
    tail = acts[-p.error_streak:]
    if len(tail) == p.error_streak and not any(s.ok for s in tail):
        return f"{p.error_streak} failed steps in a row"
    keys = [call_key(s) for s in acts]
    # Any loop of up to 4 calls ends in a call made within the last 4: one check covers both.
    if acts[-1].tool != "final_answer" and keys[-1] in keys[:-1][-4:]:
        return f"repeated the call {acts[-1].tool} {keys[-1][1][:60]}"
    if len(acts) >= p.no_progress_steps:
        seen = set(keys[:-p.no_progress_steps])
        window = acts[-p.no_progress_steps:]
        progress = False
        for s, k in zip(window, keys[-p.no_progress_steps:]):
            progress |= s.ok and k not in seen
            seen.add(k)
        if not progress:
            return f"no progress in {p.no_progress_steps} steps"
    return None


@dataclass
class AdvisorRun:
    """What one run counts: advice requests (by the tool or by the runtime), the runtime's
    own requests with their stuck signal, the advice received, the step of the last advice."""

    requests: int = 0
    auto: list[tuple[int, str]] = field(default_factory=list)
    advice: list[Advice] = field(default_factory=list)
    last_advice_step: int = -10**6


@register
class Advisor(Policy):
    name = "advisor"
    description = "The edge acts; it may call ask_advisor, and the runtime asks the cloud for advice when it is stuck."
    Params = AdvisorParams
    params: AdvisorParams
    needs_cloud = True
    RunState = AdvisorRun

    def __init__(self, params: AdvisorParams | None = None, **kw: Any):
        super().__init__(params, **kw)
        self._tool = AskAdvisor(self)

    def advice_left(self, state: StepState) -> int:
        return self.params.max_advice - self.run_state(state).requests

    def extra_tools(self) -> list[Any]:
        return [self._tool]

    def advice_messages(self, state: StepState) -> list[dict]:
        return advice_messages(state)

    def decide(self, state: StepState) -> Decision:
        p, run = self.params, self.run_state(state)
        if not (p.auto_advice and state.cloud_available and self.advice_left(state) > 0):
            return Decision(Route.EDGE, "edge acts")
        why = plan_signal(state.steps, sorted(tool_names_from(state.messages, state.steps)),
                          question_only(state.prompt)) if p.plan_advice else None
        if why is not None:  # the edge follows a plan call by call (edge_agent.advice_steps); the cooldown is for stuck
            return self._ask(state, why)
        if state.step - run.last_advice_step <= p.cooldown_steps:
            return Decision(Route.EDGE, "edge acts (advice cooldown)")
        # Only what happened since the last advice: the edge gets a chance to use it first.
        since = [s for s in state.steps if s.idx > run.last_advice_step]
        signal = stuck_signal(since, p)
        if signal is None:
            return Decision(Route.EDGE, "edge acts")
        return self._ask(state, f"stuck: {signal}")

    def _ask(self, state: StepState, why: str) -> Decision:
        run = self.run_state(state)
        run.requests += 1
        run.last_advice_step = state.step
        run.auto.append((state.step, why.removeprefix("stuck: ")))
        return Decision(Route.ADVISE, f"{why}; asking the advisor")

    def observe(self, state: StepState, step: Any) -> None:
        run = self.run_state(state)
        for c in step.calls:
            if c.side == "cloud" and c.purpose == "advice" and c.completion is not None and c.completion.text.strip():
                asked = step.tool == "ask_advisor"
                # Tool advice arrives as an observation, so the next step is the first that
                # can act on it; runtime advice is read before this very step's action.
                run.advice.append(Advice(c.completion.text, step.idx + 1 if asked else step.idx,
                                         "ask" if asked else "stuck"))
                run.last_advice_step = step.idx

    def run_metrics(self, state: StepState) -> dict[str, Any]:
        tools, run = tool_names_from(state.messages, state.steps), self.run_state(state)
        return {
            "advisor": {"requests": run.requests, "asked": sum(1 for s in state.steps if s.tool == "ask_advisor"),
                        "auto": [{"step": i + 1, "signal": why} for i, why in run.auto],
                        "advice_received": len(run.advice),
                        "failing_steps": {str(k + 1): v for k, v in failing_steps(state.steps).items()}},
            "knowing_when_to_ask": knowing_when_to_ask(state.steps),
            "acting_on_advice": acting_on_advice(state.steps, run.advice, tools),
        }
