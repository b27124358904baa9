"""Values the request states outright, written into the call by the runtime before it runs.

A one-line request that says the count ("used 3 … take them off stock"), the time ("at 11pm instead of 1am",
每周一早上 8 点), the person ("assign it to Marco") or the shift ("push it back an hour") leaves nothing to choose.
The 0.5B edge, told exactly what to write by a refusal, often wrote something else next (the schedule refused with
'0 23 * * *' spelled out, it changed the command instead; the sign refused twice, it answered "delta = -3"; blind14,
development). So these values are written into the call, and the observation begins by saying which and why; the
step records the call as it ran. What the request leaves open (the sign of a change it does not describe, a schedule
beside another time) is not repaired: the refusals in `request_quantity`, `request_schedule` and `request_fields`
still ask.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from edge_agent.records import StepRecord
from edge_agent.request_fields import field_fixes
from edge_agent.request_quantity import quantity_fixes
from edge_agent.request_schedule import schedule_fixes


def repaired(request: str, steps: Sequence[StepRecord], name: str, arguments: dict) -> tuple[dict, str]:
    """(the arguments with the request's stated values written in, the note that says so; "" when none changed)."""
    fixes: list[tuple[str, Any, str]] = [*quantity_fixes(request, name, arguments),
                                         *schedule_fixes(request, name, arguments),
                                         *field_fixes(request, steps, name, arguments)]
    out, notes = dict(arguments), []
    for field, value, why in fixes:
        if out.get(field) != value:
            notes.append(f"{field} = {value!r} (was {out.get(field)!r}: {why})")
            out[field] = value
    return out, (f"[runtime: wrote {'; '.join(notes)}]" if notes else "")
