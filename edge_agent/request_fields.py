"""Two values a one-line request states outright, checked in the write that should carry them.

- **Who.** "assign it to Marco from facilities" -- the 0.5B wrote assignee 'Noah' (blind13, development). When the
  request hands a record to someone ("assign … to X", "give it to X", 分给/交给/转给 X), a person field (assignee,
  owner, assigned_to) that does not name X is refused with X.
- **How far.** "push journal club back an hour this week" -- the 0.5B moved it to the next day, then moved only its
  end (blind13). When the request shifts an event by a length ("back an hour", "30 minutes earlier", 推迟一小时,
  提前半小时) and the run listed the event, an update_event whose start (or end) is not the listed one moved by that
  length is refused with both times to write.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime, timedelta

from edge_agent.change_scope import STATUS_FIELDS, naming_state
from edge_agent.records import StepRecord
from edge_agent.unrelated_target import one_ask
from edge_agent.zh_numbers import zh_number

PERSON_FIELDS = ("assignee", "owner", "assigned_to")
_ASSIGNABLE = ("_ticket", "_task", "_issue")  # records whose update takes an assignee
DROP = object()  # a fix's value: the field is taken out of the call


def _unasked_states(request: str, arguments: dict) -> list[str]:
    """The status fields of a call whose value the request has no word for (a handed-over ticket keeps its status)."""
    return [f for f in STATUS_FIELDS if isinstance(arguments.get(f), str) and arguments[f].strip()
            and arguments[f].strip().casefold() not in request.casefold() and not naming_state(request)]
_NAME = r"([A-Z][\w'.-]+(?:\s+[A-Z][\w'.-]+)?)"
_HAND_EN = re.compile(r"(?:\b(?i:assign(?:ed)?)\b(?:\s+(?:it|this|that|the\s+\w+|them))?\s+to|\b(?i:give|hand|pass)\s+(?:it|them|"
                      r"(?:this|that|the)(?:\s+[\w-]+){0,3}?)\s+(?:over\s+|on\s+)?to|\breassign\b(?:\s+(?:it|this))?\s+to)\s+" + _NAME)
_HAND_ZH = re.compile(r"(?:分给|交给|转给|派给|指派给|分配给|指给)\s*([A-Za-z][\w'.-]+|[\u4e00-\u9fff]{2,3}?)(?=处理|负责|跟进|，|,|。|\s|$|吧|去)")
_FMT = "%Y-%m-%d %H:%M"
# a command line in the request: an absolute or ./ path, then its flags ("--email-pi", "-v", "--out=x")
_AFTER_COMMAND = re.compile(r"(?i)\s*(?:$|[,;?!，。？；]|\.(?:\s|$)|(?:to|every|each|at|on|daily|nightly|weekly|hourly|and|"
                            r"call|called|named|as|from|in|please)\b|[\u4e00-\u9fff])")
_COMMAND = re.compile(r"(?<![\w/.])((?:/|\./)[\w.\-]+(?:/[\w.\-]+)+(?:\s+--?[A-Za-z][\w\-]*(?:=\S+)?)*)")
_SHIFT_EN = re.compile(r"(?i)\b(?:(?:push|move|shift|bump)\w*\b[^.;]{0,40}?\b(back|later|forward|earlier|up)\b[^.;]{0,12}?"
                       r"\b(?:by\s+)?(an?|one|two|three|half\s+an|\d{1,3})\s*(hours?|hrs?|minutes?|mins?)\b|"
                       r"(an?|one|two|three|half\s+an|\d{1,3})\s*(hours?|hrs?|minutes?|mins?)\s+(later|earlier))")
_SHIFT_ZH = re.compile(r"(推迟|推后|延后|往后推|往后挪|提前|往前挪)\s*([\d零一二两三四五六七八九十半]{1,3})\s*(?:个)?\s*(半)?\s*(小时|钟头|分钟)")
_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}
_EVENT_ROW = re.compile(r"(?m)^\s*(?P<id>[A-Za-z]{1,6}-\d+)\s*\|\s*(?P<start>\d{4}-\d{2}-\d{2} \d{2}:\d{2})\s*\|\s*"
                        r"(?P<end>\d{4}-\d{2}-\d{2} \d{2}:\d{2})")


def handed_to(request: str) -> str | None:
    m = _HAND_EN.search(request) or _HAND_ZH.search(request)
    return m.group(1).strip() if m else None


def _shift(request: str) -> timedelta | None:
    m = _SHIFT_EN.search(request)
    if m:
        way, n, unit = (m.group(1), m.group(2), m.group(3)) if m.group(1) else (m.group(6), m.group(4), m.group(5))
        half = n.lower().startswith("half")
        count = 0.5 if half else _WORDS.get(n.lower()) or int(n)
        minutes = count * (60 if unit.lower().startswith("h") else 1)
        return timedelta(minutes=minutes if way.lower() in ("back", "later") else -minutes)
    z = _SHIFT_ZH.search(request)
    if z:
        zh_count: float | None = 0.5 if z.group(2) == "半" else (int(z.group(2)) if z.group(2).isdigit() else zh_number(z.group(2)))
        if not zh_count:
            return None
        minutes = (zh_count + (0.5 if z.group(3) else 0)) * (1 if z.group(4) == "分钟" else 60)
        return timedelta(minutes=-minutes if z.group(1).startswith(("提前", "往前")) else minutes)
    return None


def _listed(steps: Sequence[StepRecord], event: str) -> tuple[datetime, datetime] | None:
    for s in reversed(list(steps)):
        if s.ok and s.observation:
            for m in _EVENT_ROW.finditer(s.observation):
                if m.group("id") == event:
                    return datetime.strptime(m.group("start"), _FMT), datetime.strptime(m.group("end"), _FMT)
    return None


def _command(request: str, given: object) -> list[tuple[str, object, str]]:
    """The request's command line for a command the model shortened to a part of it ("quota_report.sh" for
    "/opt/lab/bin/quota_report.sh --email-pi", blind13): only when what was written is inside what the request says."""
    said = _COMMAND.search(request)
    if not said or not isinstance(given, str) or not given.strip() or not _AFTER_COMMAND.match(request[said.end():]):
        return []  # the line may go on ("--shop riverside"): where it ends is not sure
    line = said.group(1).strip()
    if given.strip() != line and given.strip() in line:
        return [("command", line, "the request gives the command line")]
    return []


def field_fixes(request: str, steps: Sequence[StepRecord], name: str, arguments: dict) -> list[tuple[str, object, str]]:
    """(field, value, why) for the person, the command line and the shifted times the request states and the write
    misses."""
    if not request or not one_ask(request) or not name.startswith(("update_", "set_", "assign_", "create_")):
        return []
    if name.endswith("_job") and (fix := _command(request, arguments.get("command"))):
        return fix
    who = handed_to(request)
    if who and name.startswith(("update_", "create_")) and name.endswith(_ASSIGNABLE) \
            and not any(f in arguments for f in PERSON_FIELDS):
        # "Give that ticket to Priya and leave her an internal note": the 0.5B set the status instead (blind15)
        why = f"the request hands it to {who}"
        return [("assignee", who, why), *((f, DROP, f"{why} and names no {f}") for f in _unasked_states(request, arguments))]
    for field in PERSON_FIELDS:
        value = arguments.get(field)
        if who and isinstance(value, str) and value.strip() and who.casefold() not in value.casefold() \
                and value.strip().casefold() not in who.casefold():
            return [(field, who, f"the request hands it to {who}")]
    if name != "update_event" or not isinstance(arguments.get("id"), str):
        return []
    delta, was = _shift(request), _listed(steps, arguments["id"])
    if delta is None or was is None or not (arguments.get("start") or arguments.get("end")):
        return []
    start, end = (was[0] + delta).strftime(_FMT), (was[1] + delta).strftime(_FMT)
    if arguments.get("start") == start and arguments.get("end") in (None, end):
        return []
    why = f"the request moves it {_say(delta)}, from {was[0].strftime(_FMT)}–{was[1].strftime('%H:%M')}"
    return [("start", start, why), ("end", end, why)]


def field_refusal(request: str, steps: Sequence[StepRecord], name: str, arguments: dict) -> str | None:
    """The refusal of a write that misses the person or the shift the request states, or None."""
    fixes = field_fixes(request, steps, name, arguments)
    if not fixes:
        return None
    writes = ", ".join(f"no {f}" if v is DROP else f"{f} = '{v}'" for f, v, _ in fixes)
    return f"not run: {fixes[0][2]}. Write {writes}."


def _say(delta: timedelta) -> str:
    minutes = int(abs(delta.total_seconds()) // 60)
    size = f"{minutes // 60} h {minutes % 60} min" if minutes % 60 and minutes > 60 else \
        (f"{minutes // 60} hour{'s' if minutes >= 120 else ''}" if minutes % 60 == 0 else f"{minutes} minutes")
    return size + (" later" if delta.total_seconds() > 0 else " earlier")
