"""Values the request states outright, written into the call by the runtime before it runs.

(A what-is-next question's listing is also widened to the weeks ahead: `next_row.range_fixes`.)

A one-line request that says the count ("used 3 … take them off stock"), the time ("at 11pm instead of 1am",
每周一早上 8 点), the person ("assign it to Marco") or the shift ("push it back an hour") leaves nothing to choose.
The 0.5B edge, told exactly what to write by a refusal, often wrote something else next (the schedule refused with
'0 23 * * *' spelled out, it changed the command instead; the sign refused twice, it answered "delta = -3"; blind14,
development). So these values are written into the call, and the observation ends by saying which and why (at its
start the 0.5B copied the note into its next call's arguments); the step records the call as it ran. Once a value
has been written by a successful call, later calls are left as they are. What the request leaves open (the sign of a change it does not describe, a schedule
beside another time) is not repaired: the refusals in `request_quantity`, `request_schedule` and `request_fields`
still ask.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from edge_agent.contact_values import contact_fixes
from edge_agent.event_times import event_fixes
from edge_agent.next_row import RANGE_FIELDS, range_fixes
from edge_agent.reply_target import reply_fixes
from edge_agent.records import StepRecord
from edge_agent.request_fields import DROP, field_fixes
from edge_agent.request_quantity import quantity_fixes
from edge_agent.request_schedule import schedule_fixes
from edge_agent.text_append import append_fixes


_WRITES = ("create_", "update_", "set_", "adjust_", "add_", "assign_")


def _written(steps: Sequence[StepRecord], name: str, field: str, value: Any) -> bool:
    """An earlier successful write already wrote `value` into `field`: the request's change is made, and a
    later call is about something else (the 0.5B, its job created right, went on to update another job, which the
    repair would have given the same schedule; blind13, development)."""
    return any(s.ok and s.tool.startswith(_WRITES) and s.arguments.get(field) == value for s in steps)


_URL_TAIL = re.compile(r"^\s*(https?://\S+?)[.,;]?\s+\S.*$", re.S)


def url_fixes(arguments: dict) -> list[tuple[str, Any, str]]:
    """A url with the listing's words copied after it ("https://…/2025-road-works (2025-02-18)", blind15): the url."""
    url = arguments.get("url")
    m = _URL_TAIL.match(url) if isinstance(url, str) else None
    return [("url", m.group(1), "a url ends at the first space")] if m else []


def title_fixes(request: str, name: str, arguments: dict) -> list[tuple[str, Any, str]]:
    """A title that carries the record's own id ("N-1 Cryo storage map (LN2 dewar 2)"): the 0.5B copied the listing's
    row into the title of the note it was updating, growing it step by step (blind13, blind15): taken out."""
    record, title = arguments.get("id"), arguments.get("title")
    if not name.startswith("update_") or not isinstance(record, str) or not isinstance(title, str) or not record:
        return []
    if not title.strip():  # an empty title would blank the record's own
        return [("title", DROP, "it is empty")]
    if record not in title or record in request:
        return []
    return [("title", DROP, f"it repeats the record's id {record}; the request gives no title")]


_RANGES = (*RANGE_FIELDS, ("since", "until"))
_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


def range_order_fixes(name: str, arguments: dict) -> list[tuple[str, Any, str]]:
    """A listing asked from a later day to an earlier one ("2025-03-15" to "2025-03-12": the 0.5B put this Saturday
    first and today last, three times; blind15): the two ends swapped, so the days between are listed."""
    if not name.startswith(("list_", "search_")):
        return []
    for a, b in _RANGES:
        start, end = arguments.get(a), arguments.get(b)
        if isinstance(start, str) and isinstance(end, str) and _ISO_DAY.match(start) and _ISO_DAY.match(end) \
                and end[:10] < start[:10]:
            return [(a, end, "the range ran backwards"), (b, start, "the range ran backwards")]
    return []


def repaired(request: str, steps: Sequence[StepRecord], name: str, arguments: dict,
             system: str = "") -> tuple[dict, str]:
    """(the arguments with the request's stated values written in, the note that says so; "" when none changed)."""
    fixes: list[tuple[str, Any, str]] = [*quantity_fixes(request, name, arguments),
                                         *schedule_fixes(request, name, arguments),
                                         *field_fixes(request, steps, name, arguments),
                                         *range_fixes(request, name, arguments),
                                         *contact_fixes(request, name, arguments),
                                         *reply_fixes(request, steps, name, arguments),
                                         *url_fixes(arguments), *title_fixes(request, name, arguments),
                                         *range_order_fixes(name, arguments),
                                         *append_fixes(request, steps, name, arguments),
                                         *event_fixes(request, name, arguments, system)]
    if any(value is not DROP and _written(steps, name, field, value) for field, value, _ in fixes):
        return arguments, ""
    out, notes = dict(arguments), []
    for field, value, why in fixes:
        if value is DROP:
            if field in out:
                notes.append(f"took out {field} = {out.pop(field)!r} ({why})")
        elif out.get(field) != value:
            notes.append(f"wrote {field} = {value!r} ({why})")
            out[field] = value
    return out, (f"[runtime: {'; '.join(notes)}]" if notes else "")
