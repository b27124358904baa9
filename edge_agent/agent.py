"""The agent loop: ask the policy who acts, get one action, run the tool, record the step.

A step never crashes the run: an invalid action becomes an error observation (bounded by max_invalid in a
row); a cloud failure falls back to the edge with the reason recorded. What does end a run early is said in
RunResult.status: context_overflow, model_error, time_limit, max_steps, invalid_actions, cancelled. Each
step's action schema is narrowed by what the run has seen (edge_agent.grounding).

An Agent is configuration (models, tools, policy, limits), like the Agents SDK's `Agent`: everything one run
changes lives in that run's `_Run` (the policy's counters in its StepState), so one Agent serves many runs, one
after another or in parallel threads. Progress is reported as typed events (edge_agent.events) through one
`_emit`; `stream()` and `astream()` yield them, and the CLI prints them.

The library stores nothing by default (`store=None`): pass `store=Store()` (or "default") to record runs in
the user trace store, as the CLI does.
"""
from __future__ import annotations

import inspect
import threading
import time
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any, Callable, Sequence

from edge_agent import events as ev
from edge_agent.advice_steps import branch_tools, clean_advice
from edge_agent.approvals import ApprovalError, announcing, make_approver
from edge_agent.egress import EgressGuard, EgressSettings, LazyDetector
from edge_agent.answer_grounding import answer_nudge
from edge_agent.guards import LAST_STEP_NOTE, RECOVERY_TAG, explain_bad_arguments, help_hint, last_step_schema, step_note
from edge_agent.model_calls import checked_call, model_lock, redrawn
from edge_agent.open_hint import with_open_hint
from edge_agent.grounding import Seen, step_after, step_schema, streak_withheld
from edge_agent.protocol import ActionError, action_from_completion, action_schema, system_prompt
from edge_agent.records import ModelCall, RunResult, StepRecord
from edge_agent.repairs import repaired
from edge_agent.observation_notes import with_notes
from edge_agent.request_kind import for_request
from edge_agent.secrets_discovery import learn_from_read
from edge_agent.single_field import fold_specs, unfold
from edge_agent.store import Store
from edge_agent.tools import Observation, Tool, ToolContext, ToolRegistry, workspace_tools
from edge_agent.tools.files import PAGING_NOTE
from edge_agent.tools.function import as_tools
from edge_agent.models.chat import ChatModel, Completion, ContextOverflowError, ModelError
from edge_agent.router.policy import Decision, Policy, Route, StepState, make_policy
from edge_agent.run_api import AgentError, RunAPI


class RunCancelled(Exception):
    """Raised from a streaming model's token callback once the run's cancel flag is set: status "cancelled"
    (not a ModelError: no fallback, no retry)."""


class Agent(RunAPI):
    """An edge model, its tools, a collaboration policy and (optionally) a cloud behind the gate: configuration
    only. The ways to run it (run, stream, astream, arun) are `RunAPI`'s; they all call the loop below."""

    def __init__(
        self,
        edge: ChatModel,
        *,
        tools: ToolRegistry | Sequence[Tool | Callable[..., Any] | ToolRegistry] | None = None,
        policy: Policy | str = "edge-only",
        cloud: ChatModel | None = None,
        gate: Any = None,
        store: Store | None | str = None,
        max_steps: int = 20,
        time_limit_s: float = 900.0,
        max_tokens: int = 512,
        temperature: float = 0.0,
        max_invalid: int = 3,
        on_step: Callable[[StepRecord], None] | None = None,
        sandbox_mode: str = "workspace-write",
        allow_network: bool = False,
        approve: Any = None,
        egress: EgressSettings | None = None,
        on_event: Callable[[ev.Event], None] | None = None,
        mcp_servers: Sequence[Any] = (),
        resample: bool | None = None,
        ground_ids: bool = True,
    ):
        if max_steps < 1:
            raise AgentError("max_steps must be at least 1")
        self.edge, self.mcp_servers = edge, list(mcp_servers)
        if isinstance(tools, ToolRegistry):
            self.tools = tools
        else:
            try:
                self.tools = ToolRegistry(as_tools(tools) if tools is not None else workspace_tools(sandbox_mode))
            except ValueError as e:  # a name registered twice
                raise AgentError(str(e)) from None
        self.sandbox_mode, self.allow_network = sandbox_mode, allow_network  # how run_shell is confined
        self.policy = make_policy(policy) if isinstance(policy, str) else policy
        if cloud is not None and gate is None:
            raise AgentError("a cloud model needs a privacy Gate: every cloud call goes through privacy.Gate")
        if self.policy.needs_cloud and cloud is None:
            raise AgentError(f"strategy {self.policy.name!r} needs a cloud model (--cloud)")
        self.cloud, self.gate = cloud, gate
        if isinstance(store, str) and store != "default":
            raise AgentError(f"store must be a Store, None or 'default', got {store!r}")
        self.store: Store | None = Store() if store == "default" else store  # type: ignore[assignment]
        self.max_steps, self.time_limit_s, self.on_step, self.on_event = max_steps, time_limit_s, on_step, on_event
        self.max_tokens, self.temperature, self.max_invalid = max_tokens, temperature, max_invalid
        # Resample a refused step (guards.refusal) at a temperature; off by default for scripted test doubles.
        self.resample = not getattr(edge, "is_test_double", False) if resample is None else resample
        self.ground_ids = ground_ids  # record ids only from what the run has seen (edge_agent.grounding)
        # The egress rule (edge_agent.egress): who approves sensitive values leaving through tools.
        self.egress = egress if egress is not None else EgressSettings()
        if approve is not None:
            self.egress.approve = approve
        try:
            make_approver(self.egress.approve)
        except ApprovalError as e:
            raise AgentError(str(e)) from None
        try:
            params = inspect.signature(edge.complete).parameters
            self._edge_streams, self._edge_takes_seed = "on_token" in params, "seed" in params
        except (TypeError, ValueError):
            self._edge_streams = self._edge_takes_seed = False

    # --- events ----------------------------------------------------------------------
    def _emit(self, r: "_Run", event: ev.Event) -> None:
        """Every event of a run goes out here: to the run's listener (stream) and on_event."""
        for listener in (r.listener, self.on_event):
            if listener is not None:
                listener(event)

    # --- producing one action ------------------------------------------------------
    def _call_edge(self, messages, schema, calls: list[ModelCall], r: "_Run | None" = None) -> Completion:
        kw: dict[str, Any] = {}
        if self._edge_streams and r is not None and (r.listener is not None or self.on_event is not None):
            step = r.state.step

            def on_token(text: str) -> None:
                if r.cancel is not None and r.cancel.is_set():  # stop the generation, not just the run
                    raise RunCancelled("the caller stopped the run during a model call")
                self._emit(r, ev.Token(r.run_id, step, text))

            kw["on_token"] = on_token
        with model_lock(self.edge):
            c = self.edge.complete(messages, response_schema=schema, max_tokens=self.max_tokens,
                                   temperature=self.temperature, **kw)
        calls.append(ModelCall("edge", "step", c))
        return c

    def _call_cloud(self, messages, schema, calls: list[ModelCall], run_id: str, idx: int,
                    r: "_Run | None" = None) -> Completion | None:
        try:
            c = self.gate.complete(self.cloud, messages, run_id=run_id, step=idx, policy=self.policy.name,
                                   purpose="step", response_schema=schema, max_tokens=self.max_tokens,
                                   temperature=self.temperature)
        except ModelError as e:
            calls.append(ModelCall("cloud", "step", None, error=str(e)))
            self._cloud_event(r, idx, "step", str(e))
            return None
        calls.append(ModelCall("cloud", "step", c))
        self._cloud_event(r, idx, "step")
        return c

    def _cloud_event(self, r: "_Run | None", step: int, purpose: str, error: str = "") -> None:
        """CloudCalled, with what the gate redacted in this call (read back from its ledger)."""
        if r is None or (r.listener is None and self.on_event is None):
            return
        redactions: dict[str, int] = {}
        ledger = getattr(self.gate, "ledger", None)
        try:
            recs = [x for x in ledger.records(r.run_id) if x.step == step and x.purpose == purpose] if ledger else []
            redactions = dict(recs[-1].entity_counts()) if recs else {}
        except Exception:  # a ledger without records(): the event goes out without the summary
            redactions = {}
        self._emit(r, ev.CloudCalled(r.run_id, step, purpose, getattr(self.cloud, "model_id", ""), not error,
                                     redactions, error))

    def _consult(self, calls: list[ModelCall], run_id: str, state: StepState, messages, purpose: str,
                 max_tokens: int = 400, r: "_Run | None" = None) -> str | None:
        """A non-action cloud request (sketch, advice, routing) through the gate; None if it failed."""
        if self.cloud is None:
            return None
        try:
            c = self.gate.complete(self.cloud, list(messages), run_id=run_id, step=state.step, policy=self.policy.name,
                                   purpose=purpose, max_tokens=max_tokens, temperature=self.temperature)
        except ModelError as e:
            calls.append(ModelCall("cloud", purpose, None, error=str(e)))
            self._cloud_event(r, state.step, purpose, str(e))
            return None
        calls.append(ModelCall("cloud", purpose, c))
        self._cloud_event(r, state.step, purpose)
        return c.text

    def _produce(self, decision: Decision, state: StepState, schema, run_id: str, idx: int, calls: list[ModelCall],
                 r: "_Run | None" = None):  # -> (completion, actor, reason, calls)
        reason = decision.reason
        if decision.route == Route.ADVISE:
            assert state.consult is not None  # the loop sets it before any decision
            advice = state.consult(self.policy.advice_messages(state), "advice")
            if advice:
                # Merged into the last user turn: the edge reads it before acting, and the
                # earlier history (and its KV cache) stays untouched.
                shown = clean_advice(advice, branch_tools(schema), state.steps)
                state.messages[-1]["content"] += f"\n\nAdvice from a stronger model (guidance, not an action):\n{shown}"
                schema = step_after(advice, schema, state.steps)  # the step that reads it: the first planned tool
            else:
                reason += "; advice unavailable"
        if decision.route == Route.CLOUD and self.cloud is not None:
            c = self._call_cloud(state.messages, schema, calls, run_id, idx, r)
            if c is not None:
                return c, "cloud", reason, calls
            reason = f"{reason}; cloud failed, edge fallback: {calls[-1].error}"
        c = self._call_edge(state.messages, schema, calls, r)
        review = self.policy.review(state, c)
        if review is not None and review.route == Route.CLOUD and self.cloud is not None:
            cc = self._call_cloud(state.messages, schema, calls, run_id, idx, r)
            if cc is not None:
                return cc, "cloud", review.reason, calls
            reason = f"{review.reason}; cloud failed, kept edge step: {calls[-1].error}"
        return c, "edge", reason, calls

    # --- the loop --------------------------------------------------------------------
    def _run(self, prompt: str, workspace: str | Path, services: dict | None = None, run_id: str | None = None,
             system_extra: str = "", env: dict | None = None, *, listener: Callable[[ev.Event], None] | None = None,
             cancel: threading.Event | None = None, history: Sequence[dict] = ()) -> RunResult:
        ws = self._check_input(prompt, workspace)
        mcp_tools, opened = self._open_mcp()
        try:
            r = self._start(prompt, ws, services, run_id, system_extra, env, mcp_tools, listener, cancel, history)
            try:
                status, final, error = self._loop(r)
            except BaseException:  # Ctrl-C or a bug: the stored run must not stay "running"
                self._finish(r, "interrupted", None, "interrupted")
                raise
            return self._finish(r, status, final, error)
        finally:
            for server in opened:
                server.release()

    def _open_mcp(self) -> tuple[list[Tool], list[Any]]:
        """Connect the MCP servers this run needs (a connected one is shared); their tools."""
        tools: list[Tool] = []
        opened: list[Any] = []
        try:
            for server in self.mcp_servers:
                tools += server.acquire()
                opened.append(server)
        except BaseException:
            for server in opened:
                server.release()
            raise
        return tools, opened

    def _start(self, prompt, ws: Path, services, run_id, system_extra, env, mcp_tools=(), listener=None,
               cancel=None, history: Sequence[dict] = ()) -> "_Run":
        registry = for_request(self.tools, prompt)  # a question gets the tools that look (edge_agent.request_kind)
        extra_tools = [*self.policy.extra_tools(), *mcp_tools]
        if extra_tools:
            try:
                registry = ToolRegistry([*(registry.get(n) for n in registry.names()), *extra_tools])
            except ValueError as e:  # an MCP tool named like a local one
                raise AgentError(f"{e}; rename one of them or pass tools=[...] to choose") from None
        ctx = ToolContext(workspace=ws, services=dict(services or {}), env=dict(env or {}),
                          sandbox_mode=self.sandbox_mode, allow_network=self.allow_network)
        specs = fold_specs(registry.specs())  # each spec builds a pydantic JSON schema: once per run
        messages: list[dict] = [
            {"role": "system", "content": system_prompt(specs, system_extra, task=prompt,
                                                        today=str(ctx.services.get("today") or date.today()))},
            *({"role": m["role"], "content": m["content"]} for m in history),
            {"role": "user", "content": prompt.strip()},
        ]
        if self.store is not None:
            run_id = self.store.start_run(
                prompt=prompt, workspace=str(ws), edge_model=self.edge.model_id, strategy=self.policy.name,
                cloud_model=getattr(self.cloud, "model_id", "") if self.cloud is not None else "", run_id=run_id,
                config={"max_steps": self.max_steps, "time_limit_s": self.time_limit_s, "max_tokens": self.max_tokens,
                        "temperature": self.temperature, "tools": registry.names()})
        ctx.run_id = run_id = run_id or "unsaved"
        state = StepState(prompt=prompt, step=0, max_steps=self.max_steps, messages=messages,
                          cloud_available=self.cloud is not None)
        r = _Run(run_id, ws, registry, ctx, action_schema(specs), state, time.monotonic(), listener=listener,
                 cancel=cancel, seen_text="\n".join(m["content"] for m in messages[1:]),
                 id_args={n: tuple(getattr(registry.get(n), "id_args", ())) for n in registry.names()})
        r.egress = self._guard(ctx, [t.name for t in extra_tools or []], r)
        ctx.services.setdefault("agent_state", state)
        state.consult = lambda msgs, purpose="advice", **kw: self._consult(r.sink[0], run_id, state, msgs, purpose,
                                                                          r=r, **kw)
        ctx.services["consult"] = state.consult
        self._emit(r, ev.RunStarted(run_id, prompt, str(ws), self.policy.name, getattr(self.edge, "model_id", ""),
                                    getattr(self.cloud, "model_id", "") if self.cloud is not None else "",
                                    registry.names()))
        return r

    def _guard(self, ctx: ToolContext, gated_tools: list[str], r: "_Run | None" = None) -> EgressGuard:
        e, gate = self.egress, self.gate
        ctx.internal_domains = tuple(e.internal_domains)
        approver = make_approver(e.approve)
        if r is not None:  # ApprovalRequested goes out before the approver is asked
            approver = announcing(approver, lambda q: self._emit(r, ev.ApprovalRequested(
                r.run_id, q.step, q.tool, q.sink, q.describe())))
        detector = e.detector if e.detector is not None else getattr(gate, "detector", None)
        if detector is None:  # no gate: the rule still needs eyes (Presidio loads on first external call)
            detector = LazyDetector()
        return EgressGuard(approver, vault=getattr(gate, "vault", None),
                           detector=detector or None,
                           ledger=e.ledger if e.ledger is not None else getattr(gate, "ledger", None),
                           store=self.store, strict_taint=e.strict_taint, untrusted_paths=e.untrusted_paths,
                           gated_tools=gated_tools, passthrough=getattr(gate, "passthrough", ()),
                           approver_name=e.approve if isinstance(e.approve, str) else "callback")

    def _loop(self, r: "_Run") -> tuple[str, str | None, str]:
        """Steps until an outcome; returns (status, final answer, error)."""
        state, messages, invalid = r.state, r.state.messages, 0
        sticky = self.policy.start(state)
        for idx in range(self.max_steps):
            if time.monotonic() - r.t0 > self.time_limit_s:
                return "time_limit", None, f"stopped after {self.time_limit_s:g} s"
            if r.cancel is not None and r.cancel.is_set():
                return "cancelled", None, "the caller stopped the run"
            state.step = idx
            t_step = time.monotonic()
            decision = sticky or self.policy.decide(state)
            self._emit(r, ev.StepDecided(r.run_id, idx, decision.route.value, decision.reason))
            calls = r.sink[0]
            grounded, withheld = step_schema(r.schema, r.seen_text, state.steps, self.max_steps - idx, r.id_args,
                                             self.ground_ids, first=idx == 0 and len(messages) == 2, seen=r.seen)
            schema = last_step_schema(grounded, self.max_steps - idx)
            if schema is not grounded:  # the last step: the answer, not one more call
                messages[-1]["content"] += LAST_STEP_NOTE
            try:
                completion, actor, reason, calls = self._produce(decision, state, schema, r.run_id, idx, calls, r)
            except RunCancelled as e:
                return "cancelled", None, str(e)
            except ModelError as e:
                status = "context_overflow" if isinstance(e, ContextOverflowError) else "model_error"
                # keep the calls this step did make (their tokens count) before the run ends
                self._record(r, StepRecord(idx, "edge", decision.reason, "(none)", {}, False, str(e), calls,
                                           error=status, duration_s=time.monotonic() - t_step))
                return status, None, str(e)
            if note := "; ".join(n for n in (step_note(calls), withheld) if n):
                reason = f"{reason}; {note}"
            try:
                action = unfold(action_from_completion(completion, [*r.registry.names()]), r.registry)
            except ActionError as e:
                invalid += 1
                messages.append({"role": "assistant", "content": completion.text})
                messages.append({"role": "user", "content": f"ERROR: your reply was not a valid action: {e}"})
                self._record(r, StepRecord(idx, actor, reason, "(invalid)", {"reply": completion.text[:500]}, False,
                                           str(e), calls, error="invalid_action", duration_s=time.monotonic() - t_step))
                if invalid >= self.max_invalid:
                    return "invalid_actions", None, f"{invalid} invalid replies in a row; last: {e}"
                continue
            if actor == "edge" and self.resample and self.temperature == 0.0:  # a refused call or an echo: redraw
                completion, action, note = redrawn(self.edge, self._edge_takes_seed, self.max_tokens, state.messages,
                                                   schema, calls, r.registry, state.steps, completion, action,
                                                   request=state.prompt)
                reason = f"{reason}; {note}" if note else reason
            invalid = 0
            messages.append({"role": "assistant", "content": completion.text if actor == "edge" else action.to_json()})
            nudge = (answer_nudge(state.steps, r.registry.names(), self.max_steps - idx - 1, action.answer or "",
                                  messages, streak_withheld(state.steps), state.prompt) if action.is_final else None)
            if nudge is not None:  # after a failure, or not grounded in what the run saw: one more try first
                messages.append({"role": "user", "content": f"ERROR from final_answer:\n{nudge}"})
                self._record(r, StepRecord(idx, actor, reason, action.tool, action.arguments, False, nudge, calls,
                                           error=RECOVERY_TAG, duration_s=time.monotonic() - t_step))
                continue
            if action.is_final:
                self._record(r, StepRecord(idx, actor, reason, action.tool, action.arguments, True, action.answer,
                                           calls, duration_s=time.monotonic() - t_step))
                return "finished", action.answer, ""
            if r.cancel is not None and r.cancel.is_set():  # stopped while the model answered: the tool does not run
                self._record(r, StepRecord(idx, actor, reason, action.tool, action.arguments, False,
                                           "not run: the caller stopped the run", calls, error="cancelled",
                                           duration_s=time.monotonic() - t_step))
                return "cancelled", None, "the caller stopped the run before the tool ran"
            self._emit(r, ev.ToolCalled(r.run_id, idx, actor, action.tool, dict(action.arguments)))
            obs = self._execute(r, action)
            self._emit(r, ev.Observed(r.run_id, idx, action.tool, obs.ok, obs.text, obs.untrusted))
            messages.append({"role": "user", "content": f"{'Result' if obs.ok else 'ERROR'} from {action.tool}:\n{obs.text}"})
            step = StepRecord(idx, actor, reason, action.tool, action.arguments, obs.ok, obs.text, calls,
                              error="" if obs.ok else "tool_error", duration_s=time.monotonic() - t_step,
                              untrusted=obs.untrusted)
            self._record(r, step)
            self.policy.observe(state, step)
        return "max_steps", None, ""

    def _execute(self, r: "_Run", action) -> Observation:
        tool = r.registry.get(action.tool)
        system = r.state.messages[0].get("content", "") if r.state.messages else ""
        action.arguments, repair = repaired(r.state.prompt, r.state.steps, action.tool, action.arguments, system)
        obs = self._run_checked(r, action, tool, system)
        return Observation(obs.ok, f"{obs.text}\n{repair}", untrusted=obs.untrusted) if repair else obs

    def _run_checked(self, r: "_Run", action, tool: Any, system: str) -> Observation:
        if (checked := checked_call(r.state.steps, action.tool, action.arguments, tool, r.state.prompt)) is not None:
            return with_open_hint(checked, r.state.steps, action.tool, action.arguments, r.registry.specs)  # a repeat
        if (pre := getattr(tool, "precheck", None)) is not None and (msg := pre(action.arguments)):
            return Observation(False, msg)  # arguments the tool would refuse anyway: say so before egress
        verdict = r.egress.check(tool, action.arguments, r.ctx, run_id=r.run_id, step=r.state.step)
        if not verdict.allowed:  # withheld: an observation, not an exception; the run goes on
            return Observation(False, verdict.observation)
        obs = r.registry.execute(action.tool, action.arguments, r.ctx)
        r.egress.after(tool, action.arguments, r.ctx, obs, verdict, run_id=r.run_id, step=r.state.step)
        obs = with_notes(obs, tool, action.tool, action.arguments, r.state.prompt, system)  # order, totals, cron words
        if not obs.ok and obs.text.startswith("bad arguments for"):
            obs = Observation(False, explain_bad_arguments(obs.text, tool.spec()), untrusted=obs.untrusted)
        if not obs.ok and (hint := help_hint(r.state.steps, r.registry.names())):
            obs = Observation(False, obs.text + hint, untrusted=obs.untrusted)
        obs = with_open_hint(obs, r.state.steps, action.tool, action.arguments, r.registry.specs)
        if obs.ok:
            learn_from_read(self.gate, r.ws, action.tool, action.arguments)
            if getattr(tool, "paging_args", ()) and PAGING_NOTE in obs.text and not r.paging:  # cut: may page now
                r.paging, r.schema = True, action_schema(fold_specs(r.registry.specs(paging=True)))
        return obs

    def _finish(self, r: "_Run", status: str, final: str | None, error: str) -> RunResult:
        result = RunResult(r.run_id, status, final, r.state.steps, r.state.messages, time.monotonic() - r.t0, error)
        result.metrics = {**self.policy.run_metrics(r.state), **(r.egress.metrics() if r.egress else {})}
        if self.store is not None:
            self.store.finish_run(r.run_id, status=status, final_answer=final, error=error, steps=len(result.steps),
                                  wall_s=result.wall_s, totals=result.totals(), metrics=result.metrics)
        self._emit(r, ev.RunFinished(r.run_id, result))
        return result

    def _record(self, r: "_Run", step: StepRecord) -> None:
        r.state.steps.append(step)
        r.sink[0], run_id = [], r.run_id  # the next step's calls start a fresh list
        if self.store is not None:
            for call in step.calls:
                self.store.record_model_call(run_id, step.idx, call.side, call.purpose, call.completion,
                                             model_id=getattr(self.cloud if call.side == "cloud" else self.edge, "model_id", ""),
                                             error=call.error)
            self.store.record_step(run_id, step.idx, actor=step.actor, reason=step.reason, tool=step.tool,
                                   arguments=step.arguments, ok=step.ok, observation=step.observation,
                                   error=step.error, duration_s=step.duration_s)
        self._emit(r, ev.StepFinished(run_id, step))
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
    egress: EgressGuard = None  # type: ignore[assignment]  # set by _start before the first step
    listener: Callable[[ev.Event], None] | None = None  # stream()'s queue
    cancel: threading.Event | None = None  # set when a stream's consumer stopped early
    paging: bool = False  # the action schema offers paging arguments (after a cut read)
    seen_text: str = ""  # the prompt (and chat history): ids in it may be used (grounding.step_schema)
    id_args: dict = field(default_factory=dict)  # tool -> the record-id arguments it declares beyond id/*_id
    seen: Seen = field(default_factory=Seen)  # ids, keys and addresses seen so far, each text scanned once
