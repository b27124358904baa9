"""How run events, steps and runs look in a terminal and as JSON. No logic beyond formatting.

`edge-agent run` prints the events an embedding app gets from `Agent.stream()`: a step line
when a step finishes, and a gate line when a cloud call had values redacted."""
from __future__ import annotations

import json
from typing import Any

from edge_agent import events as ev
from edge_agent.records import RunResult, StepRecord


def event_text(event: ev.Event) -> str | None:
    """The terminal line(s) for an event, or None for events the terminal does not show."""
    if isinstance(event, ev.StepFinished):
        return step_line(event.step)
    if isinstance(event, ev.CloudCalled) and event.redactions:
        found = ", ".join(f"{k}×{n}" for k, n in sorted(event.redactions.items()))
        return f"     gate: {event.purpose} to {event.model or 'cloud'}, redacted {found}"
    return None


def event_json(event: ev.Event) -> str | None:
    """`--json`: one object per finished step (as before), and the gate's redaction summaries."""
    if isinstance(event, ev.StepFinished):
        return json.dumps(step_dict(event.step), ensure_ascii=False, default=str)
    if isinstance(event, ev.CloudCalled):
        return json.dumps(event.to_dict(), ensure_ascii=False, default=str)
    return None


def short(text: str, n: int = 100) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= n else text[: n - 1] + "…"


def step_dict(step: StepRecord) -> dict[str, Any]:
    calls = []
    for c in step.calls:
        d: dict[str, Any] = {"side": c.side, "purpose": c.purpose, "error": c.error or None}
        if c.completion is not None:
            u = c.completion.usage
            d.update(model=c.completion.model_id, prompt_tokens=u.prompt_tokens, evaluated_tokens=u.evaluated_tokens,
                     cached_tokens=u.cached_tokens, completion_tokens=u.completion_tokens,
                     entropy=c.completion.first_token_entropy, latency_s=round(c.completion.latency_s, 3))
        calls.append(d)
    return {"type": "step", "idx": step.idx, "actor": step.actor, "reason": step.reason, "tool": step.tool,
            "arguments": step.arguments, "ok": step.ok, "observation": step.observation, "error": step.error or None,
            "untrusted": step.untrusted, "duration_s": round(step.duration_s, 3), "calls": calls}


def step_line(step: StepRecord) -> str:
    mark = "ok " if step.ok else "ERR"
    tok = ""
    for c in step.calls:
        if c.completion is not None:
            u = c.completion.usage
            tok += f" {c.side}:{u.evaluated_tokens}/{u.prompt_tokens}+{u.completion_tokens}tok"
            if c.completion.first_token_entropy is not None:
                tok += f" H={c.completion.first_token_entropy:.2f}"
        elif c.error:
            tok += f" {c.side}:failed"
    args = short(json.dumps(step.arguments, ensure_ascii=False), 70)
    return (f"[{step.idx + 1:>2}] {step.actor:<5} {step.tool} {args}\n"
            f"     {mark} {short(step.observation, 110)}\n"
            f"     {tok.strip()} {step.duration_s:.1f}s")


def run_summary(r: RunResult) -> dict[str, Any]:
    return {"type": "result", "run_id": r.run_id, "status": r.status, "final_answer": r.final_answer,
            "error": r.error or None, "steps": len(r.steps), "wall_s": round(r.wall_s, 2), **r.totals()}


def stored_step_line(s: dict, calls: list[dict]) -> str:
    tok = " ".join(
        f"{c['side']}:{c['evaluated_tokens'] or 0}/{c['prompt_tokens'] or 0}+{c['completion_tokens'] or 0}tok"
        + (f" H={c['first_token_entropy']:.2f}" if c.get("first_token_entropy") is not None else "")
        + (f" ({short(c['error'], 60)})" if c.get("error") else "")
        for c in calls
    )
    mark = "ok " if s["ok"] else "ERR"
    return (f"[{s['idx'] + 1:>2}] {s['actor']:<5} {s['tool']} {short(s['arguments_json'], 70)}\n"
            f"     {mark} {short(s['observation'] or '', 110)}\n"
            f"     {tok} {s['duration_s'] or 0:.1f}s" + (f"  reason: {s['reason']}" if s.get("reason") else ""))
