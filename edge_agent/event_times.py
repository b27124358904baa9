"""An event's day and times, when a one-line request states them outright, written into the event write.

"pencil in Jonas for a bike fitting tomorrow 3 to 4:30pm" -- the 1.5B created the fitting at 16:30-18:00 (blind15,
cloud-only, read after the held-out measure); the 0.5B copied times from events it had listed (blind9). When the
request names one day (resolved as the prompt's dates line does: `dates.resolve`) and a time range ("3 to 4:30pm",
"下午2点到3点半") or one time and a length ("at 10am for an hour"), nothing is left to choose: a create_/update_
event call gets that start and end. A request that moves an event from one time to another ("the 3pm fitting to
5pm") names two times that are no range, and a shift ("push it back an hour") is `request_fields`'s: neither is
written here.
"""
from __future__ import annotations

import re
from datetime import date

from edge_agent.clock_times import clock_text, request_length, request_times
from edge_agent.dates import resolve, today_of

_BETWEEN = re.compile(r"\s*(?:to|until|till|-|–|~|到|至)\s*", re.I)  # what joins the two ends of a range
_FIRST = re.compile(r"^\s*\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?", re.I)  # the range's first time, as written
_SHIFT = re.compile(r"(?i)\b(?:push|bump|shift)\w*\b|\b(?:later|earlier)\b|推迟|推后|延后|提前|往后|往前")


def event_fixes(request: str, name: str, arguments: dict, system: str) -> list[tuple[str, object, str]]:
    """(start, value, why) and (end, value, why) for an event write that misses the day and times the request says."""
    if not name.endswith("_event") or not name.startswith(("create_", "update_")) or "\n" in request.strip() \
            or _SHIFT.search(request) or (name.startswith("update_") and not ("start" in arguments or "end" in arguments)):
        return []  # an update that leaves the times alone is about something else
    today = today_of(system)
    try:
        days = resolve(request, date.fromisoformat(today)) if today else []
    except ValueError:  # a "Today is" line that is no calendar date
        return []
    times = request_times(request)
    if len(days) != 1 or not times or len(times) > 2:
        return []
    if len(times) == 2:
        (p0, _, t0), (p1, _, t1) = times
        if t1 <= t0 or not _BETWEEN.fullmatch(_FIRST.sub("", request[p0:p1], count=1)):
            return []
        start, end = t0, t1
    else:
        length = request_length(request)
        if length is None:
            return []
        start, end = times[0][2], times[0][2] + length[1]
        if end >= 24 * 60:
            return []
    day = days[0][1].isoformat()
    want = {"start": f"{day} {clock_text(start)}", "end": f"{day} {clock_text(end)}"}
    if all(str(arguments.get(k, "")).strip() == v for k, v in want.items()):
        return []
    why = f"the request says {days[0][0]}, {clock_text(start)} to {clock_text(end)}"
    return [(k, v, why) for k, v in want.items()]
