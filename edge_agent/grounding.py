"""Constraints on the next action built from what the run has seen, so a small model cannot guess.

The 0.5B edge model copies whatever text is nearest: the worked example's id `O-17` became the id of
`update_event`, `update_ticket` and `complete_todo` on tasks that had nothing to do with it, and an error
that said "do not guess ids" did not stop it. A text nudge does not work on this model; a constraint does.
So the action schema is rebuilt for each step:

- **Grounded ids.** An argument that names a record (`id`, `*_id`, or what a tool declares in `id_args`) may
  only take an id that appeared in the user's prompt or in an earlier observation: the schema makes it an enum
  of those ids, and the decoder's grammar follows the schema. A tool that needs an id before any has been seen
  is not offered at all, so the model lists or searches first. Observations of lists start each row with its id;
  a detail view has an `id: X` line; a change says `updated order O-3`.
- **Grounded recipients.** `to`, `cc` and `bcc` take only e-mail addresses seen the same way (a 0.5B sent to
  the name "Alex", then to the contact ids it had just listed).
- **Recovery.** After a failed call (or a lookup that found nothing) with no success since, the next step's
  schema leaves out `final_answer` once per failure streak (the step reason says so): a 0.5B answered right
  after its first error, and copied the text nudge it got for it into the answer. A task's first step is a
  tool call too.
- **Plain first listings.** A `list_*` tool's optional filters enter the grammar once it has been called.

Pure functions over the run's step records and the base schema; the agent loop calls `step_schema`.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from edge_agent.advice_steps import branch_tools, follow_advice, only_tools, step_after  # noqa: F401  (step_after: the agent's)
from edge_agent.guards import is_repeat
from edge_agent.records import StepRecord
from edge_agent.request_kind import WRITE_PREFIXES, asks_for_change, counts_rows, modifies_existing, question_only
from edge_agent.target_files import targets_written
from edge_agent.tools.files import UNREAD_REFUSAL

FINAL = "final_answer"
RECOVERY_NOTE = "final_answer withheld for one step: the last call failed"
# A task's first step is a call: a 0.5B whose wanted tool was not offered yet (no id seen) answered at once.
FIRST_NOTE = "final_answer withheld on the first step: look before answering"
READ_NOTE = "only read_file offered: the file must be read before it is overwritten"
# A reply cut off mid-action (a long write) is an attempt, not an end: a 0.5B then answered with the error text.
INVALID_NOTE = "final_answer withheld for one step: the last reply was not a valid action or answer"
# Record ids as services and users write them: an upper-case prefix, a dash, digits (T-1002, TD-3, INV-2025-031).
_CODE_ID = re.compile(r"(?<![A-Za-z0-9_-])[A-Z][A-Z0-9]{0,5}-\d+(?:-\d+)*(?![A-Za-z0-9_])")
# The first cell of a listing row ("E-2 | Design review | ...") and a detail view's "id: X" line.
_ROW_ID = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9_.:-]{0,39})\s+\|", re.M)
_DETAIL_ID = re.compile(r"^\s*(?:[a-z]+_)?id:\s*([A-Za-z0-9][A-Za-z0-9_.:-]{0,39})\s*$", re.M)
# Keys a tool declares as its record id (`id_args`, e.g. a config key): any listing's first cell, a detail view's
# "key: X" line, and dotted names in the text (partner_api.request_timeout_ms).
_ROW_KEY = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9_.:/-]{0,79})\s+\|", re.M)
_DETAIL_KEY = re.compile(r"^\s*key:\s*([A-Za-z0-9][A-Za-z0-9_.:/-]{0,79})\s*$", re.M)
_DOTTED = re.compile(r"(?<![\w.])[A-Za-z_][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)+(?![\w])")
_ADDRESS = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
RECIPIENT_ARGS = frozenset({"to", "cc", "bcc"})  # mail recipients: addresses the run has seen (a 0.5B sent to "Alex")
MAX_IDS = 200  # an enum this long is still a small grammar; beyond it the newest ids are kept


def is_id_arg(name: str) -> bool:
    n = name.lower()
    return n == "id" or n.endswith("_id")


def ids_in(text: str) -> list[str]:
    """Id-like values in a prompt or an observation, in order of appearance."""
    found = [m.group(0) for m in _CODE_ID.finditer(text)]
    found += [m.group(1) for m in _ROW_ID.finditer(text) if any(c.isdigit() for c in m.group(1))]
    found += [m.group(1) for m in _DETAIL_ID.finditer(text)]
    return found


def keys_in(text: str) -> list[str]:
    """Values a tool's declared key argument may take: listing first cells, `key:` lines, dotted names."""
    found = [m.group(1) for m in _ROW_KEY.finditer(text)] + [m.group(1) for m in _DETAIL_KEY.finditer(text)]
    return found + [m.group(0) for m in _DOTTED.finditer(text)]


class Seen:
    """What the run has seen so far, scanned once per text: the prompt, then each new step's observation as it
    arrives (a run rescanned every observation on every step, quadratic in the run's length). Values keep the
    order of their first appearance; the newest MAX_IDS are offered."""

    def __init__(self) -> None:
        self._prompt: str | None = None
        self._done = 0  # steps already scanned
        self._ids: dict[str, None] = {}
        self._keys: dict[str, None] = {}
        self._addresses: dict[str, None] = {}

    def _scan(self, text: str) -> None:
        found = ids_in(text)
        self._ids.update(dict.fromkeys(found))
        self._keys.update(dict.fromkeys([*found, *keys_in(text)]))
        self._addresses.update(dict.fromkeys(m.group(0) for m in _ADDRESS.finditer(text)))

    def update(self, prompt: str, steps: Sequence[StepRecord]) -> "Seen":
        if prompt != self._prompt or len(steps) < self._done:  # a first call, or another run's record: start over
            self.__init__()  # type: ignore[misc]
            self._prompt = prompt
            self._scan(prompt or "")
        for s in steps[self._done:]:
            self._scan(s.observation or "")
        self._done = len(steps)
        return self

    def ids(self) -> list[str]:
        return list(self._ids)[-MAX_IDS:]

    def keys(self) -> list[str]:
        return list(self._keys)[-MAX_IDS:]

    def addresses(self) -> list[str]:
        return list(self._addresses)[-MAX_IDS:]


def seen_keys(prompt: str, steps: Sequence[StepRecord]) -> list[str]:
    return Seen().update(prompt, steps).keys()


def seen_ids(prompt: str, steps: Sequence[StepRecord]) -> list[str]:
    """Every id the run has seen: the user's prompt, then each step's observation (the model's own arguments
    are not evidence: that is where guesses come from)."""
    return Seen().update(prompt, steps).ids()


def seen_addresses(prompt: str, steps: Sequence[StepRecord]) -> list[str]:
    """E-mail addresses in the prompt and the observations, in order of appearance."""
    return Seen().update(prompt, steps).addresses()


def _string_like(schema: dict[str, Any]) -> bool:
    if schema.get("type") == "string":
        return True
    return any(o.get("type") == "string" for o in schema.get("anyOf", []))


def _array_of_strings(schema: dict[str, Any]) -> bool:
    options = [schema, *schema.get("anyOf", [])]
    return any(o.get("type") == "array" and _string_like(o.get("items") or {}) for o in options)


def _ground_args(args: dict[str, Any], candidates: Callable[[str], list[str] | None]) -> dict[str, Any] | None:
    """The arguments schema with grounded properties limited to their candidates; None when a required one
    has none yet."""
    props = args.get("properties")
    if not props:
        return args
    required = set(args.get("required") or [])
    new_props: dict[str, Any] = {}
    for name, p in props.items():
        values = candidates(name) if "enum" not in p and "const" not in p else None
        if values is None or not (_string_like(p) or _array_of_strings(p)):
            new_props[name] = p
        elif not values:
            if name in required:
                return None
        elif _array_of_strings(p):  # a list (recipients): each item one of the values
            new_props[name] = {"type": "array", "items": {"type": "string", "enum": list(values)}, "minItems": 1}
        else:
            new_props[name] = {"type": "string", "enum": list(values)}
    out = {**args, "properties": new_props,
           **({"required": [k for k in args["required"] if k in new_props]} if "required" in args else {})}
    if isinstance(args.get("anyOf"), list):  # one option per field of an update tool (edge_agent.single_field)
        options = [o for o in (_ground_args(x, candidates) for x in args["anyOf"]) if o is not None]
        if not options:
            return None
        out["anyOf"] = options
    return out


def grounded_schema(schema: dict[str, Any], ids: list[str], declared: dict[str, Iterable[str]] | None = None,
                    addresses: list[str] | None = None, keys: list[str] | None = None) -> dict[str, Any]:
    """The action schema where record-id arguments take only seen ids and recipients only seen addresses; a
    tool that needs an unseen one is dropped."""
    if "anyOf" not in schema:
        return schema
    branches = []
    for b in schema["anyOf"]:
        tool = b.get("properties", {}).get("tool", {}).get("const")
        args = b.get("properties", {}).get("arguments")
        if not isinstance(args, dict) or tool == FINAL:
            branches.append(b)
            continue
        extra = set((declared or {}).get(tool, ()))

        def candidates(name: str, extra: set = extra) -> list[str] | None:
            if name in extra:
                return ids if keys is None else keys
            if is_id_arg(name):
                return ids
            if addresses is not None and name in RECIPIENT_ARGS:
                return addresses
            return None

        new = _ground_args(args, candidates)
        if new is not None:
            branches.append({**b, "properties": {**b["properties"], "arguments": new}})
    return {**schema, "anyOf": branches}


_NOT_ACTIONS = ("(invalid)", "(none)", "ask_advisor")


def failure_streak(steps: Sequence[StepRecord]) -> list[StepRecord]:
    """The steps since the last successful tool call, when the last tool call failed; [] otherwise."""
    streak: list[StepRecord] = []
    failed = False
    for s in reversed(list(steps)):
        if s.tool in _NOT_ACTIONS or s.tool == FINAL:
            streak.append(s)
            continue
        if is_repeat(s):  # a read shown again (or a refused repeat) is neither a success nor a failed attempt
            continue
        if s.ok and not found_nothing(s):
            break
        failed = True
        streak.append(s)
    return streak if failed else []


LOOKUP_PREFIXES = ("list_", "search_", "find_", "web_search")


def found_nothing(step: StepRecord) -> bool:
    """A lookup that found nothing ("no expenses with ...", "no notes match ..."): the run has not found what
    it looks for, so for recovery it counts as a failed attempt (a 0.5B answered "there are none" right after
    one empty listing made with invented filters)."""
    return step.tool.startswith(LOOKUP_PREFIXES) and (step.observation or "").lstrip().lower().startswith("no ")


def withhold_final(steps: Sequence[StepRecord], steps_left: int) -> bool:
    """Leave final_answer out of this step: the last call failed, nothing succeeded since, this streak has not
    had its withheld step yet, and there is room for another call and then an answer."""
    if steps_left < 3:
        return False
    streak = failure_streak(steps)
    return bool(streak) and not any(RECOVERY_NOTE in (s.reason or "") for s in streak)


def plain_first_listing(schema: dict[str, Any], steps: Sequence[StepRecord]) -> dict[str, Any]:
    """A `list_*` tool's optional filters are left out of the grammar until the run has called that tool once:
    a 0.5B filled every filter on its first listing with invented values (employee "user1", priority "low") and
    read "no expenses"; a plain listing shows the rows (and, from then on, the values a filter can take)."""
    called = {s.tool for s in steps}
    if "anyOf" not in schema:
        return schema
    out = []
    for b in schema["anyOf"]:
        tool = b.get("properties", {}).get("tool", {}).get("const") or ""
        args = b.get("properties", {}).get("arguments")
        if tool.startswith("list_") and tool not in called and isinstance(args, dict) and args.get("properties"):
            keep = set(args.get("required") or [])
            args = {**args, "properties": {k: v for k, v in args["properties"].items() if k in keep}}
            b = {**b, "properties": {**b["properties"], "arguments": args}}
        out.append(b)
    return {**schema, "anyOf": out}


def without_tool(schema: dict[str, Any], tool: str) -> dict[str, Any]:
    """The schema without `tool`'s branch; the same object when nothing would be left or it is not there."""
    if "anyOf" not in schema:
        return schema
    rest = [b for b in schema["anyOf"] if b.get("properties", {}).get("tool", {}).get("const") != tool]
    return {**schema, "anyOf": rest} if rest and len(rest) < len(schema["anyOf"]) else schema


def without_final(schema: dict[str, Any]) -> dict[str, Any]:
    return without_tool(schema, FINAL)


def step_schema(base: dict[str, Any], prompt: str, steps: Sequence[StepRecord], steps_left: int,
                declared: dict[str, Iterable[str]] | None = None, ground: bool = True,
                first: bool = False, seen: Seen | None = None) -> tuple[dict[str, Any], str]:
    """This step's action schema and a note for the step reason ("" when nothing was withheld). `first`: the
    first step of a task (not a chat follow-up), which must be a tool call. `seen`: the run's scan so far (kept
    between steps so each observation is scanned once)."""
    seen = (seen or Seen()).update(prompt, steps)
    keys = seen.keys() if declared and any(declared.values()) else None
    schema = grounded_schema(base, seen.ids(), declared, seen.addresses(), keys) if ground else base
    schema = plain_first_listing(schema, steps)
    schema, advice_note = follow_advice(schema, steps, steps_left, branch_tools(base))
    if steps and not steps[-1].ok and UNREAD_REFUSAL in (steps[-1].observation or "") and steps_left > 1:
        read = only_tools(schema, {"read_file"})  # a 0.5B wrote the unread file again and then answered with the error
        if read is not schema:
            return read, READ_NOTE
    # After an invalid reply, or an answer sent back (guards.final_nudge), the step is a call: the 0.5B copied the
    # sent-back message itself into its next answer.
    invalid = bool(steps) and (steps[-1].tool == "(invalid)" or (steps[-1].tool == FINAL and not steps[-1].ok)) \
        and steps_left > 2
    if (looped := repeat_loop(schema, steps)) is not schema:  # two reads in a row shown again: answer or move on
        schema, advice_note = looped, "; ".join(n for n in (advice_note, LOOP_NOTE) if n)
    if targets_written(prompt, steps) and (done := without_tool(schema, "write_file")) is not schema:
        schema, advice_note = done, "; ".join(n for n in (advice_note, WRITTEN_NOTE) if n)
    if first and steps_left > 2 and modifies_existing(prompt):
        schema, advice_note = look_first(schema, advice_note)
    note = (RECOVERY_NOTE if withhold_final(steps, steps_left) else INVALID_NOTE if invalid
            else FIRST_NOTE if first and steps_left > 2 else UNREAD_NOTE if unread_answer(schema, prompt, steps, steps_left)
            else UNCHANGED_NOTE if unchanged_answer(schema, prompt, steps, steps_left) else "")
    if note:
        narrowed = without_final(schema)
        if narrowed is not schema:
            return narrowed, "; ".join(n for n in (advice_note, note) if n)
    return schema, advice_note


WRITTEN_NOTE = "the files the request asks for are written: write_file left out"
LOOK_FIRST_NOTE = "the request changes something that exists: the first step looks it up (write tools left out)"


def look_first(schema: dict[str, Any], advice_note: str) -> tuple[dict[str, Any], str]:
    """The first step of a request that changes an existing record, without the tools that write (when a tool that
    looks is left): the 0.5B's first call for "push my dentist appointment" created a new event (blind10)."""
    if "anyOf" not in schema:
        return schema, advice_note
    rest = [b for b in schema["anyOf"]
            if not (b.get("properties", {}).get("tool", {}).get("const") or "").startswith(WRITE_PREFIXES)]
    looks = [b for b in rest if (b.get("properties", {}).get("tool", {}).get("const") or "") != FINAL]
    if not looks or len(rest) == len(schema["anyOf"]):
        return schema, advice_note
    return {**schema, "anyOf": rest}, "; ".join(n for n in (advice_note, LOOK_FIRST_NOTE) if n)


# Two reads alternated (read_file, list_files, read_file, …) are each shown again under REPEAT_MARK, and the resample of
# one draws the other: a 0.5B spent six of eight steps so on (blind7 volunteer-shift, edge-only and step-route, where
# the old refusals had sent the step to the cloud). After two repeats in a row their tools leave the next step.
LOOP_NOTE = "the last two calls repeated earlier reads: their tools left out for this step"


def repeat_loop(schema: dict[str, Any], steps: Sequence[StepRecord]) -> dict[str, Any]:
    """The schema without the tools of the last two steps when both only showed an earlier read again; the same
    object otherwise (or when nothing but them would be left)."""
    if len(steps) < 2 or not all(is_repeat(s) and s.ok for s in steps[-2:]):
        return schema
    rest = [b for b in schema.get("anyOf", []) if b.get("properties", {}).get("tool", {}).get("const")
            not in {s.tool for s in steps[-2:]}]
    return {**schema, "anyOf": rest} if rest and len(rest) < len(schema.get("anyOf", [])) else schema


# A question answered from a list of titles: the 0.5B searched the knowledge base or the notes, saw
# "KB-100 | 年假结转规定（2025 版）" or "N-2 | Movers - revised quote", and answered without opening one ("加班调休办法
# KB-103", "The budget for the move is $16"; blind5/blind6 traces). While a question-only request has read no record
# in full, and a tool that opens one is offered, its answer waits (at most UNREAD_STEPS steps). Not a question that
# counts or totals rows: a listing answers it, and sent to open one record the 0.5B answered with that record
# ("几个 urgent 工单没关？" answered with T-1001's body; a month's total answered with the first claim; blind9).
UNREAD_NOTE = "final_answer withheld: the question is answered from a record read in full (get_/read_), not a list"
DETAIL_PREFIXES = ("get_", "read_", "open_")
UNREAD_STEPS = 2


def unread_answer(schema: dict[str, Any], prompt: str, steps: Sequence[StepRecord], steps_left: int) -> bool:
    """Leave final_answer out of this step: the request only asks (request_kind.question_only), something was
    looked up, no record has been opened in full (nor a command run), one can be, and this has not already held
    the answer UNREAD_STEPS times."""
    if steps_left < 3 or not steps or not question_only(prompt) or counts_rows(prompt):
        return False
    if any(s.ok and (s.tool.startswith(DETAIL_PREFIXES) or s.tool == "run_shell") and not is_repeat(s) for s in steps):
        return False
    if sum(UNREAD_NOTE in (s.reason or "") for s in steps) >= UNREAD_STEPS:
        return False
    tools = {b.get("properties", {}).get("tool", {}).get("const") or "" for b in schema.get("anyOf", [])}
    return any(t.startswith(DETAIL_PREFIXES) for t in tools)


# The other side: a request for a change answered before anything was changed (asked to reply to Priya with the
# Q1 freight total, the 0.5B read the report and answered "33,550"; blind5 traces). While a change request has no
# successful write and a write tool is offered, its answer waits (at most UNREAD_STEPS steps).
UNCHANGED_NOTE = "final_answer withheld: the request asks for a change and nothing has been changed yet"


def unchanged_answer(schema: dict[str, Any], prompt: str, steps: Sequence[StepRecord], steps_left: int) -> bool:
    if steps_left < 3 or not steps or not asks_for_change(prompt):
        return False
    if any(s.ok and s.tool.startswith(WRITE_PREFIXES) for s in steps):
        return False
    if sum(UNCHANGED_NOTE in (s.reason or "") for s in steps) >= UNREAD_STEPS:
        return False
    tools = {b.get("properties", {}).get("tool", {}).get("const") or "" for b in schema.get("anyOf", [])}
    return any(t.startswith(WRITE_PREFIXES) for t in tools)


def streak_withheld(steps: Sequence[StepRecord]) -> bool:
    """This failure streak already had a step without final_answer: the grammar did the nudging, so a final
    answer now is believed (no text nudge, which the 0.5B copied into its answer)."""
    return any(RECOVERY_NOTE in (s.reason or "") for s in failure_streak(steps))
