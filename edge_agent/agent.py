"""The agent loop: ask the policy who acts, get one action, run the tool, record the step.

A step never crashes the run: an invalid action becomes an error observation (bounded by
max_invalid in a row); a cloud failure falls back to the edge with the reason recorded.
What does end a run early is said in RunResult.status: context_overflow, model_error,
time_limit, max_steps, invalid_actions.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

from edge_agent.guards import (LAST_STEP_NOTE, RECOVERY_TAG, explain_bad_arguments, failed_before, last_step_schema,
                               recovery_nudge, repeated_failure_text, step_note)
from edge_agent.protocol import ActionError, action_from_completion, action_schema, system_prompt
from edge_agent.records import ModelCall, RunResult, StepRecord
from edge_agent.secrets_discovery import learn_from_read
from edge_agent.store import Store
from edge_agent.tools import Observation, Tool, ToolContext, ToolRegistry, workspace_tools
from edge_agent.models.chat import ChatModel, Completion, ContextOverflowError, ModelError
from edge_agent.router.policy import Decision, Policy, Route, StepState, make_policy


class AgentError(ValueError):
    """Bad configuration or input to Agent.run (one line, shown to the user)."""


class Agent:
    def __init__(
        self,
        edge: ChatModel,
        *,
        tools: ToolRegistry | Sequence[Tool] | None = None,
        policy: Policy | str = "edge-only",
        cloud: ChatModel | None = None,
        gate: Any = None,
        store: Store | None | str = "default",
        max_steps: int = 20,
        time_limit_s: float = 900.0,
        max_tokens: int = 512,
        temperature: float = 0.0,
        max_invalid: int = 3,
        on_step: Callable[[StepRecord], None] | None = None,
    ):
        if max_steps < 1:
            raise AgentError("max_steps must be at least 1")
        self.edge = edge
        self.tools = tools if isinstance(tools, ToolRegistry) else ToolRegistry(tools if tools is not None else workspace_tools())
        self.policy = make_policy(policy) if isinstance(policy, str) else policy
        if cloud is not None and gate is None:
            raise AgentError("a cloud model needs a privacy Gate: every cloud call goes through privacy.Gate")
        if self.policy.needs_cloud and cloud is None:
            raise AgentError(f"strategy {self.policy.name!r} needs a cloud model (--cloud)")
        self.cloud, self.gate = cloud, gate
        self.store = Store() if store == "default" else store
        self.max_steps, self.time_limit_s = max_steps, time_limit_s
        self.max_tokens, self.temperature, self.max_invalid = max_tokens, temperature, max_invalid
        self.on_step = on_step

    # --- producing one action ------------------------------------------------------
    def _call_edge(self, messages, schema, calls: list[ModelCall]) -> Completion:
        c = self.edge.complete(messages, response_schema=schema, max_tokens=self.max_tokens, temperature=self.temperature)
        calls.append(ModelCall("edge", "step", c))
        return c

    def _call_cloud(self, messages, schema, calls: list[ModelCall], run_id: str, idx: int) -> Completion | None:
        try:
            c = self.gate.complete(self.cloud, messages, run_id=run_id, step=idx, policy=self.policy.name,
                                   purpose="step", response_schema=schema, max_tokens=self.max_tokens,
                                   temperature=self.temperature)
        except ModelError as e:
            calls.append(ModelCall("cloud", "step", None, error=str(e)))
            return None
        calls.append(ModelCall("cloud", "step", c))
        return c

    def _consult(self, calls: list[ModelCall], run_id: str, state: StepState, messages, purpose: str,
                 max_tokens: int = 400) -> str | None:
        """A non-action cloud request (sketch, advice, routing) through the gate; None if it failed."""
        if self.cloud is None:
            return None
        try:
            c = self.gate.complete(self.cloud, list(messages), run_id=run_id, step=state.step, policy=self.policy.name,
                                   purpose=purpose, max_tokens=max_tokens, temperature=self.temperature)
        except ModelError as e:
            calls.append(ModelCall("cloud", purpose, None, error=str(e)))
            return None
        calls.append(ModelCall("cloud", purpose, c))
        return c.text

    def _produce(self, decision: Decision, state: StepState, schema, run_id: str, idx: int, calls: list[ModelCall]):
        """Return (completion, actor, reason, calls)."""
        reason = decision.reason
        if decision.route == Route.ADVISE:
            advice = state.consult(self.policy.advice_messages(state), "advice")
            if advice:
                # Merged into the last user turn: the edge reads it before acting, and the
                # earlier history (and its KV cache) stays untouched.
                state.messages[-1]["content"] += f"\n\nAdvice from a stronger model (guidance, not an action):\n{advice.strip()}"
            else:
                reason += "; advice unavailable"
        if decision.route == Route.CLOUD and self.cloud is not None:
            c = self._call_cloud(state.messages, schema, calls, run_id, idx)
            if c is not None:
                return c, "cloud", reason, calls
            reason = f"{reason}; cloud failed, edge fallback: {calls[-1].error}"
        c = self._call_edge(state.messages, schema, calls)
        review = self.policy.review(state, c)
        if review is not None and review.route == Route.CLOUD and self.cloud is not None:
            cc = self._call_cloud(state.messages, schema, calls, run_id, idx)
            if cc is not None:
                return cc, "cloud", review.reason, calls
            reason = f"{review.reason}; cloud failed, kept edge step: {calls[-1].error}"
        return c, "edge", reason, calls

    # --- the loop --------------------------------------------------------------------
    def run(self, prompt: str, *, workspace: str | Path, services: dict | None = None,
            run_id: str | None = None, system_extra: str = "", env: dict | None = None) -> RunResult:
        if not prompt or not prompt.strip():
            raise AgentError("the task prompt is empty")
        ws = Path(workspace).expanduser()
        if not ws.is_dir():
            raise AgentError(f"workspace {ws} is not a folder")
        r = self._start(prompt, ws.resolve(), services, run_id, system_extra, env)
        try:
            status, final, error = self._loop(r)
        except BaseException:  # Ctrl-C or a bug: the stored run must not stay "running"
            self._finish(r, "interrupted", None, "interrupted")
            raise
        return self._finish(r, status, final, error)

    def _start(self, prompt, ws: Path, services, run_id, system_extra, env) -> "_Run":
        registry = self.tools
        extra_tools = self.policy.extra_tools()
        if extra_tools:
            registry = ToolRegistry([*(registry.get(n) for n in registry.names()), *extra_tools])
        ctx = ToolContext(workspace=ws, services=dict(services or {}), env=dict(env or {}))
        specs = registry.specs()  # each spec builds a pydantic JSON schema: once per run
        messages: list[dict] = [
            {"role": "system", "content": system_prompt(specs, system_extra, task=prompt)},
            {"role": "user", "content": prompt.strip()},
        ]
        if self.store is not None:
            run_id = self.store.start_run(
                prompt=prompt, workspace=str(ws), edge_model=self.edge.model_id, strategy=self.policy.name,
                cloud_model=getattr(self.cloud, "model_id", "") if self.cloud is not None else "", run_id=run_id,
                config={"max_steps": self.max_steps, "max_tokens": self.max_tokens,
                        "temperature": self.temperature, "tools": registry.names()})
        ctx.run_id = run_id = run_id or "unsaved"
        state = StepState(prompt=prompt, step=0, max_steps=self.max_steps, messages=messages,
                          cloud_available=self.cloud is not None)
        r = _Run(run_id, ws, registry, ctx, action_schema(specs), state, time.monotonic())
        ctx.services.setdefault("agent_state", state)
        state.consult = lambda msgs, purpose="advice", **kw: self._consult(r.sink[0], run_id, state, msgs, purpose, **kw)
        ctx.services["consult"] = state.consult
        return r

    def _loop(self, r: "_Run") -> tuple[str, str | None, str]:
        """Steps until an outcome; returns (status, final answer, error)."""
        state, messages, invalid = r.state, r.state.messages, 0
        sticky = self.policy.start(state)
        for idx in range(self.max_steps):
            if time.monotonic() - r.t0 > self.time_limit_s:
                return "time_limit", None, f"stopped after {self.time_limit_s:g} s"
            state.step = idx
            t_step = time.monotonic()
            decision = sticky or self.policy.decide(state)
            calls = r.sink[0]
            schema = last_step_schema(r.schema, self.max_steps - idx)
            if schema is not r.schema:  # the last step: the answer, not one more call
                messages[-1]["content"] += LAST_STEP_NOTE
            try:
                completion, actor, reason, calls = self._produce(decision, state, schema, r.run_id, idx, calls)
            except ModelError as e:
                status = "context_overflow" if isinstance(e, ContextOverflowError) else "model_error"
                # keep the calls this step did make (their tokens count) before the run ends
                self._record(r, StepRecord(idx, "edge", decision.reason, "(none)", {}, False, str(e), calls,
                                           error=status, duration_s=time.monotonic() - t_step))
                return status, None, str(e)
            if note := step_note(calls):
                reason = f"{reason}; {note}"
            try:
                action = action_from_completion(completion, [*r.registry.names()])
            except ActionError as e:
                invalid += 1
                messages.append({"role": "assistant", "content": completion.text})
                messages.append({"role": "user", "content": f"ERROR: your reply was not a valid action: {e}"})
                self._record(r, StepRecord(idx, actor, reason, "(invalid)", {"reply": completion.text[:500]}, False,
                                           str(e), calls, error="invalid_action", duration_s=time.monotonic() - t_step))
                if invalid >= self.max_invalid:
                    return "invalid_actions", None, f"{invalid} invalid replies in a row; last: {e}"
                continue
            invalid = 0
            messages.append({"role": "assistant", "content": completion.text if actor == "edge" else action.to_json()})
            nudge = recovery_nudge(state.steps, r.registry.names(), self.max_steps - idx - 1) if action.is_final else None
            if nudge is not None:  # a final answer right after a failure: one more try first
                messages.append({"role": "user", "content": f"ERROR from final_answer:\n{nudge}"})
                self._record(r, StepRecord(idx, actor, reason, action.tool, action.arguments, False, nudge, calls,
                                           error=RECOVERY_TAG, duration_s=time.monotonic() - t_step))
                continue
            if action.is_final:
                self._record(r, StepRecord(idx, actor, reason, action.tool, action.arguments, True, action.answer,
                                           calls, duration_s=time.monotonic() - t_step))
                return "finished", action.answer, ""
            obs = self._execute(r, action)
            messages.append({"role": "user", "content": f"{'Result' if obs.ok else 'ERROR'} from {action.tool}:\n{obs.text}"})
            step = StepRecord(idx, actor, reason, action.tool, action.arguments, obs.ok, obs.text, calls,
                              duration_s=time.monotonic() - t_step)
            self._record(r, step)
            self.policy.observe(state, step)
        return "max_steps", None, ""

    def _execute(self, r: "_Run", action) -> Observation:
        tool = r.registry.get(action.tool)
        failed = failed_before(r.state.steps, action.tool, action.arguments)
        if failed is not None:  # the identical call failed recently; it would fail the same way
            return Observation(False, repeated_failure_text(action.tool, failed))
        repeat = _repeated(r.state.steps, action) if getattr(tool, "read_only", False) else None
        if repeat is not None:
            # Small models loop on a call whose answer they already have; re-running it
            # teaches nothing, so the step becomes a nudge instead of a tool call.
            return Observation(False, f"you already called {action.tool} with these arguments at step {repeat + 1}; "
                                      "its result is above. Use it: take the next step or give the final_answer.")
        obs = r.registry.execute(action.tool, action.arguments, r.ctx)
        if not obs.ok and obs.text.startswith("bad arguments for"):
            obs = Observation(False, explain_bad_arguments(obs.text, tool.spec()))
        if obs.ok:
            learn_from_read(self.gate, r.ws, action.tool, action.arguments)
        return obs

    def _finish(self, r: "_Run", status: str, final: str | None, error: str) -> RunResult:
        result = RunResult(r.run_id, status, final, r.state.steps, r.state.messages, time.monotonic() - r.t0, error)
        result.metrics = self.policy.run_metrics(r.state)
        if self.store is not None:
            self.store.finish_run(r.run_id, status=status, final_answer=final, error=error, steps=len(result.steps),
                                  wall_s=result.wall_s, totals=result.totals(), metrics=result.metrics)
        return result

    def _record(self, r: "_Run", step: StepRecord) -> None:
        r.state.steps.append(step)
        r.sink[0] = []  # the next step's calls start a fresh list
        run_id = r.run_id
        if self.store is not None:
            for call in step.calls:
                self.store.record_model_call(run_id, step.idx, call.side, call.purpose, call.completion,
                                             model_id=getattr(self.cloud if call.side == "cloud" else self.edge, "model_id", ""),
                                             error=call.error)
            self.store.record_step(run_id, step.idx, actor=step.actor, reason=step.reason, tool=step.tool,
                                   arguments=step.arguments, ok=step.ok, observation=step.observation,
                                   error=step.error, duration_s=step.duration_s)
        if self.on_step is not None:
            self.on_step(step)


@dataclass
class _Run:
    """Everything one run carries between steps."""

    run_id: str
    ws: Path
    registry: ToolRegistry
    ctx: ToolContext
    schema: dict
    state: StepState
    t0: float
    # Every model call lands in the current step's list, in order; calls made before the
    # first step (a sketch, a routing query) open step 0's list.
    sink: list[list[ModelCall]] = field(default_factory=lambda: [[]])


REPEAT_WINDOW = 4  # a read-only call identical to one of the last N successful calls is a loop


def _repeated(steps: list[StepRecord], action) -> int | None:
    for prev in reversed(steps[-REPEAT_WINDOW:]):
        if prev.ok and prev.tool == action.tool and prev.arguments == action.arguments:
            return prev.idx
    return None

