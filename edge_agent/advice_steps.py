"""The step after advice: the runtime makes the edge act on what the advisor said.

On the blind3 tasks (advisor strategy, 0.5B edge) the edge called `ask_advisor`, read "Approve the cab claim."
or "Mark the ticket resolved." and gave its final answer at once ("... is approved") without a single call; or
it asked again and again (six times in a row, the same question) until the advice budget was spent, then
copied "the advice budget of this run (6) is spent" into its answer. Text did not change that; a constraint on
the next step's grammar does:

- **Advice is a short plan** (the advisor is asked for `NEXT: <tool> - <arguments in words>` and a `THEN:`
  line per later call): the edge's next calls offer the planned tools one at a time, in order; arguments are
  still drawn by the edge and grounded as on every step. A failed call ends the plan (it no longer fits). Advice
  that names one tool anywhere in its text is a plan of that one call.
- **No final answer while the plan has calls left**, nor right after advice that plans nothing, unless it says
  the task is done (`DONE`/`STOP`) and the run has made a successful call already (a 1.5B advisor said STOP on
  a first step, before anything was done).
- **`ask_advisor` is not offered again** until the edge has made a call since the last advice.
- Advice the runtime asks for on its own (a stuck edge) is read before that step's action, so its plan is
  followed from that step on: the following calls are held to the rest of it the same way.

Pure functions over the run's step records and the step's schema; `grounding.step_schema` applies them.
"""
from __future__ import annotations

import ast
import re
from collections.abc import Sequence
from typing import Any

from edge_agent.records import StepRecord

ASK = "ask_advisor"
FINAL = "final_answer"
HELP = frozenset({ASK, "delegate"})
NOT_CALLS = frozenset({"(invalid)", "(none)", FINAL}) | HELP
FOLLOW_NOTE = "acting on advice: only {tool} offered"
NO_FINAL_NOTE = "acting on advice: final_answer withheld"
NO_ASK_NOTE = "ask_advisor withheld until the last advice is acted on"
# "DONE", "STOP", "Task done", "The task is complete" at the start of the advice.
_DONE = re.compile(r"^\W*(?:(?:the\s+)?task\s+(?:is\s+)?)?(?:done|stop|complete[d]?|finished)\b", re.I)


def runtime_advice(step: StepRecord) -> str | None:
    """Advice the runtime asked for on its own (a stuck edge; the step was routed ADVISE) and merged into this
    step's prompt before the edge acted; None when the step had none."""
    for c in getattr(step, "calls", None) or ():
        text = getattr(getattr(c, "completion", None), "text", "") or ""
        if c.side == "cloud" and c.purpose == "advice" and text.strip():
            return text
    return None


def since_advice(steps: Sequence[StepRecord]) -> tuple[str, list[StepRecord]] | None:
    """The last advice (from `ask_advisor`, or asked by the runtime) and the calls the edge made after it (for
    runtime advice, from the step that read it); None when there is none."""
    calls: list[StepRecord] = []
    for s in reversed(list(steps)):
        if s.tool == ASK:
            return ((s.observation or ""), calls[::-1]) if s.ok else None
        if s.tool not in NOT_CALLS:
            calls.append(s)
        if s.tool != ASK and (text := runtime_advice(s)) is not None:
            return text, calls[::-1]
    return None


def pending_advice(steps: Sequence[StepRecord]) -> str | None:
    """The text of the last advice the edge got from `ask_advisor`, when it has made no call since; else None."""
    got = since_advice(steps)
    return got[0] if got is not None and not got[1] else None


def advice_body(observation: str) -> str:
    """The advisor's words, without the tool's heading line."""
    head, _, rest = observation.partition("\n")
    return rest if head.lower().startswith("advice") else observation


def says_done(advice: str) -> bool:
    return bool(_DONE.match(advice_body(advice).strip()))


_STEP_LINE = re.compile(r"^\W*(?:NEXT|THEN|STEP\s*\d+|\d+[.)])\s*:?\s*`?([A-Za-z_][A-Za-z0-9_]*)", re.I | re.M)


def _named(body: str, tool: str) -> int:
    m = re.search(rf"(?<![A-Za-z0-9_]){re.escape(tool)}(?![A-Za-z0-9_])", body)
    return m.start() if m else -1


# The advice request lists the run's steps as `step N: tool {args} -> ok:`; the 1.5B stand-in wrote them back as its
# plan ("NEXT: read_file {'path': 'contacts.csv'} -> ok: ...", every piece of advice after the first on the starter
# tasks), and the 0.5B was held to reading the same file again. A planned line that repeats a call the run made
# before the advice, arguments and all, or carries the steps' "-> ok"/"-> ERROR" for a tool already called, is
# history, not a plan.
_HISTORY_MARK = re.compile(r"->\s*(?:ok|error)\b", re.I)
_ARGS = re.compile(r"\{.*\}")


def _line_args(line: str) -> dict[str, Any] | None:
    m = _ARGS.search(line.split("->")[0])
    try:
        value = ast.literal_eval(m.group(0)) if m else None
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return None
    return value if isinstance(value, dict) else None


def is_history(line: str, tool: str, made: Sequence[StepRecord]) -> bool:
    """A plan line that restates a call the run already made (see _HISTORY_MARK), or lists again what a successful
    listing already showed: the 1.5B planned `list_items({'sku': 'BEAN-COL-HUILA'})` after the run had listed and
    opened that item, and the 0.5B, held to it, listed again and answered from the list (blind12)."""
    calls = [s for s in made if s.tool == tool]
    if not calls:
        return False
    if tool.startswith("list_") and any(s.ok for s in calls):
        return True
    args = _line_args(line)
    if args is not None and any(s.arguments == args for s in calls):
        return True
    return bool(_HISTORY_MARK.search(line))


def _rest_of_line(text: str, start: int) -> str:
    end = text.find("\n", start)
    return text[start:] if end < 0 else text[start:end]


def before_advice(steps: Sequence[StepRecord]) -> list[StepRecord]:
    """The steps made before the last advice was read (all of them when there is none)."""
    for i in range(len(steps) - 1, -1, -1):
        if steps[i].tool == ASK or runtime_advice(steps[i]) is not None:
            return list(steps[:i])
    return list(steps)


def advised_plan(advice: str, tools: Sequence[str], made: Sequence[StepRecord] = ()) -> list[str]:
    """The calls the advice plans, in order: its `NEXT:`/`THEN:`/numbered lines that start with a tool name and do
    not restate a call made before it (`made`); else the first tool it names anywhere (one call); [] when it names
    none. The answer and help tools never count."""
    body = advice_body(advice)
    callable_tools = {t for t in tools if t not in HELP and t != FINAL}
    planned = [(m.group(1), _rest_of_line(body, m.start())) for m in _STEP_LINE.finditer(body)
               if m.group(1) in callable_tools]
    plan = [t for t, line in planned if not is_history(line, t, made)]
    if plan:
        return plan[:4]
    if planned:  # every planned line restates the past: no plan (the edge acts on its own)
        return []
    hits = sorted((i, t) for t in callable_tools if (i := _named(body, t)) >= 0)
    return [hits[0][1]] if hits else []


def advised_tool(advice: str, tools: Sequence[str]) -> str | None:
    """The tool the advice tells the edge to call next; None when it names none."""
    plan = advised_plan(advice, tools)
    return plan[0] if plan else None


def branch_tools(schema: dict[str, Any]) -> list[str]:
    return [b.get("properties", {}).get("tool", {}).get("const") or "" for b in schema.get("anyOf", [])]


def only_tools(schema: dict[str, Any], keep: set[str]) -> dict[str, Any]:
    """The schema with only the branches of `keep`; the same object when none of them is there."""
    if "anyOf" not in schema:
        return schema
    rest = [b for b in schema["anyOf"] if b.get("properties", {}).get("tool", {}).get("const") in keep]
    return {**schema, "anyOf": rest} if rest else schema


def drop_tools(schema: dict[str, Any], drop: set[str]) -> dict[str, Any]:
    """The schema without the branches of `drop`; the same object when nothing would be left or none is there."""
    if "anyOf" not in schema:
        return schema
    rest = [b for b in schema["anyOf"] if b.get("properties", {}).get("tool", {}).get("const") not in drop]
    return {**schema, "anyOf": rest} if rest and len(rest) < len(schema["anyOf"]) else schema


def acted(steps: Sequence[StepRecord]) -> bool:
    """The run has made a successful call (not a help request)."""
    return any(s.ok and s.tool not in NOT_CALLS for s in steps)


def budget_spent(steps: Sequence[StepRecord]) -> bool:
    """`ask_advisor` said its budget is spent: offering it again only invites a copy of that error."""
    return any(s.tool == ASK and not s.ok and "budget" in (s.observation or "") for s in steps)


def follow_advice(schema: dict[str, Any], steps: Sequence[StepRecord], steps_left: int,
                  tools: Sequence[str] | None = None) -> tuple[dict[str, Any], str]:
    """This step's schema narrowed by the last advice while its plan is being followed, and a note for the step
    reason. `tools`: every tool of the run (default: those in `schema`), so a planned tool that grounding left
    out of this step still holds its place in the plan."""
    if budget_spent(steps):
        schema = drop_tools(schema, {ASK})
    got = since_advice(steps)
    if got is None or steps_left < 2:  # the last step is the answer's
        return schema, ""
    advice, calls = got
    if any(not c.ok for c in calls):  # the plan no longer fits: the edge is on its own (and may ask again)
        return schema, ""
    notes = []
    narrowed = schema
    if not calls:
        narrowed = drop_tools(schema, {ASK})
        if narrowed is not schema:
            notes.append(NO_ASK_NOTE)
    plan = advised_plan(advice, tools if tools is not None else branch_tools(schema), before_advice(steps))
    if len(calls) < len(plan):
        only = only_tools(narrowed, {plan[len(calls)]})
        if only is not narrowed:
            return only, FOLLOW_NOTE.format(tool=plan[len(calls)])
    if (len(calls) < len(plan) or not calls) and not (says_done(advice) and acted(steps)):
        without = drop_tools(narrowed, {FINAL})
        if without is not narrowed:
            narrowed = without
            notes.append(NO_FINAL_NOTE)
    return narrowed, "; ".join(notes)


def step_after(advice: str, schema: dict[str, Any], made: Sequence[StepRecord] = ()) -> dict[str, Any]:
    """The schema of the step that reads runtime advice (merged into its prompt before it acts): only the first
    planned tool when the advice plans one that this step offers (`made`: the run's steps so far); the same schema
    otherwise."""
    plan = advised_plan(advice, branch_tools(schema), made)
    return only_tools(schema, {plan[0]}) if plan else schema


def plan_signal(steps: Sequence[StepRecord], tools: Sequence[str], question: bool = False) -> str | None:
    """Why the runtime should ask the advisor for the next steps now, or None: nothing done yet (a plan first), or
    a call made on the last advice failed (the plan no longer fits). The 0.5B asked with questions such as "What
    is the current time and date?" and rarely asked at all; so the runtime asks for the first plan.

    Once the planned calls of a change request are made the edge goes on by itself (and may ask): asking again then
    was the advisor strategy's worst loss on the blind10/blind11 tasks (development) -- the 1.5B stand-in continued
    its own echo of the steps ("NEXT: complete_todo {'id': 'TD-2'} - ok") and the edge, held to it, completed a
    second to-do, marked three more invoices paid, ordered twice. A request that only asks (`question`: its run has
    no write tools) is asked about again: there the next plan can only read, and on blind13 it had opened the
    config key that held the answer (max_walltime) where the edge alone answered from the first key it opened."""
    if not any(s.tool not in ("(invalid)", "(none)") for s in steps):
        return "first step: asking for a plan"
    got = since_advice(steps)
    if got is None:
        return None
    advice, calls = got
    if says_done(advice) or not calls:
        return None
    if not calls[-1].ok:
        return "an advised call failed"
    if not question:
        return None
    plan = advised_plan(advice, tools, before_advice(steps))
    return "the advised calls are done" if len(calls) >= max(len(plan), 1) else None


_RESULT_TAIL = re.compile(r"\s*-{1,2}>?\s*(?:ok|error)\b.*$", re.I)


def clean_advice(advice: str, tools: Sequence[str], made: Sequence[StepRecord] = ()) -> str:
    """What the edge reads of the advice: its planned-call lines that are not history (`made`: the run's steps so
    far), each without an echoed result ("-> ok: ..."), and its DONE line; the advice as it came when it has none
    of these. The 1.5B stand-in wrote the steps' observations back under its plan lines (listings, whole
    articles), and the 0.5B, reading them, drew an argument of "]}" and newlines instead of the phone number its
    plan line named."""
    body = advice_body(advice)
    callable_tools = {t for t in tools if t not in HELP} | {FINAL}
    kept = []
    for line in body.splitlines():
        m = _STEP_LINE.match(line)
        if m and m.group(1) in callable_tools and not is_history(line, m.group(1), made):
            kept.append(_RESULT_TAIL.sub("", line).rstrip())
        elif _DONE.match(line.strip()):
            kept.append(line.strip())
    return "\n".join(kept) if kept else body.strip()
