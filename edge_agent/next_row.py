"""The next row by date, named by the runtime under a listing, for a question about what comes next.

Asked "我的待办里，下一个要到期的是哪件事？", the 0.5B listed the to-dos and answered with all four of them (blind14,
development); asked when the next author evening is, it took the first event listed (blind12). Picking the earliest
date from today on is arithmetic a program does without doubt. So when a question asks what is next (next, upcoming,
soonest, 下一个, 下次, 接下来), a listing's observation gets one more line: the open row (not done, closed, paid or
cancelled) with the earliest date from today on among the rows the request's own words pick (`row_totals.
matching_rows`; all rows when no word picks), ties all named. "next week", "next Tuesday", 下周 are dates, not this.
The model still writes the answer; the line says which words and which day it used.
"""
from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Any

from edge_agent.dates import today_of
from edge_agent.request_kind import question_only
from edge_agent.row_totals import _rows_of, closed_row, matching_rows, row_lines

_NEXT_Q = re.compile(r"(?i:\bnext\b(?!\s+(?:week|month|year|time|monday|tuesday|wednesday|thursday|friday|saturday|"
                     r"sunday|mon|tue|wed|thu|fri|sat|sun|weekend|quarter)\b)|\bupcoming\b|\bsoonest\b|\bcoming up\b)|"
                     r"下一[个场次张件笔项位]|下次|接下来|最近要|最早要")
_WHEN = re.compile(r"(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}))?")


# "周建国上次来店里修车是哪天？" -- the 0.5B read the customer's record, with its visits listed by date, and answered with
# the record's notes (blind15, edge-only, read after the held-out measure): the latest row up to today, named the same way.
_LAST_Q = re.compile(r"(?i:\blast\s+time\b|\bmost\s+recent(?:ly)?\b|\blatest\b|\blast\b(?!\s+(?:name|week|month|year|"
                     r"night|quarter|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)\b))|"
                     r"上次|上一次|上回|最近一次|最后一次|最近的一次|最新的?一")


# the row a line above names, as another check quotes it (answer_shape: a when-question sent back)
NAMED_ROW = re.compile(r"\[runtime: the (?:next open|latest) row [^\]\n]*: ([^\]\n]+)\]")


def next_line(request: str, text: str, tool: str, arguments: dict[str, Any], system: str) -> str | None:
    """The runtime's line naming the next open row by date (or, for a question about the last time, the latest row up
    to today), or None."""
    today = today_of(system)
    ask = _NEXT_Q if _NEXT_Q.search(request) else _LAST_Q
    if today is None or not ask.search(request) or not question_only(request):
        return None
    _, rows = _rows_of(text, tool, arguments)
    if not rows and tool.startswith(("get_", "read_")) and tool != "read_file":  # a record's own list of visits
        rows = row_lines(text)
    if len(rows) < 2:
        return None
    got = matching_rows(ask.sub(" ", request), rows)
    keep, used = got if got is not None else (list(range(len(rows))), [])
    dated = []
    for i in keep:
        line, cells = rows[i]
        when = _WHEN.search(line)
        if when is None or (ask is _NEXT_Q and closed_row(cells)):
            continue
        if (when.group(1) >= today) == (ask is _NEXT_Q) or when.group(1) == today:
            dated.append((when.group(1), when.group(2) or "", line.strip()))
    if not dated:
        return None
    pick = (min if ask is _NEXT_Q else max)(d[:2] for d in dated)
    named = [line for day, clock, line in dated if (day, clock) == pick]
    words = f" among the rows that match {', '.join(repr(w) for w in used)}" if used else ""
    which = "the next open row from today" if ask is _NEXT_Q else "the latest row up to today"
    return f"[runtime: {which} ({today}) by date{words}: " + " ; ".join(named[:3]) + "]"


RANGE_FIELDS = (("start_date", "end_date"), ("from_date", "to_date"), ("start", "end"))  # a dated listing's two ends
AHEAD_DAYS = 60


def range_fixes(request: str, name: str, arguments: dict) -> list[tuple[str, str, str]]:
    """(end field, a later end, why) for a dated listing that a what-is-next question asks over too short a range:
    asked "共聚焦下一次有人约是什么时候？", the 0.5B listed today only, three times, and answered that there was nothing
    (blind13, development). A read: widening it changes nothing but what is shown."""
    if not name.startswith("list_") or not _NEXT_Q.search(request) or not question_only(request):
        return []
    for a, b in RANGE_FIELDS:
        start, end = arguments.get(a), arguments.get(b)
        if isinstance(start, str) and isinstance(end, str) and re.fullmatch(r"\d{4}-\d{2}-\d{2}", start[:10]):
            try:
                later = (date.fromisoformat(start[:10]) + timedelta(days=AHEAD_DAYS)).isoformat()
            except ValueError:
                return []
            if end[:10] < later:
                return [(b, later, f"the request asks what comes next: {AHEAD_DAYS} days from {start[:10]} are listed")]
    return []


def with_next(obs: Any, tool: str, arguments: dict[str, Any], request: str, system: str) -> Any:
    """The observation of a successful listing with the runtime's next-row line added under it."""
    if not obs.ok:
        return obs
    line = next_line(request, obs.text, tool, arguments, system)
    return obs if line is None else type(obs)(True, f"{obs.text}\n{line}", untrusted=obs.untrusted)
