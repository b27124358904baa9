"""Cron schedules in a tool's result, read out in words next to them: "15 1 * * * (every day at 01:15)".

Asked "what time does the loyalty points job run at night?", the 0.5B read the job's schedule `15 1 * * *` and
answered "15:00" (blind12, development): minute and hour in that order are easy to misread. The runtime reads the
five fields (minute hour day-of-month month weekday) of a schedule it is sure of -- numbers, lists, ranges, steps
and `*`, with at least one `*` -- and adds the reading in brackets after it. Nothing else in the result changes.
"""
from __future__ import annotations

import re
from typing import Any

_FIELD = r"(?:\*(?:/\d{1,2})?|\d{1,2}(?:-\d{1,2})?(?:,\d{1,2}(?:-\d{1,2})?)*(?:/\d{1,2})?)"
_CRON = re.compile(rf"(?<![\w*/,.:-])({_FIELD}) ({_FIELD}) ({_FIELD}) ({_FIELD}) ({_FIELD})(?![\w*/,.:-])")
_DAYS = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _days(field: str) -> str | None:
    if field == "*":
        return None
    if field == "1-5":
        return "Monday to Friday"
    out = []
    for part in field.split(","):
        if "-" in part:
            a, b = (int(x) for x in part.split("-"))
            if not (0 <= a <= 7 and 0 <= b <= 7):
                return "?"
            out.append(f"{_DAYS[a]} to {_DAYS[b]}")
        elif part.isdigit() and int(part) <= 7:
            out.append(_DAYS[int(part)])
        else:
            return "?"
    return ", ".join(out)


def reading(minute: str, hour: str, dom: str, month: str, dow: str) -> str | None:
    """The schedule in words, or None when it is not one this reader is sure of."""
    when = ""
    if minute.startswith("*/") and hour == "*":
        when = f"every {minute[2:]} minutes"
    elif minute == "*" and hour == "*":
        when = "every minute"
    elif minute.isdigit() and hour == "*":
        when = f"every hour at minute {int(minute)}"
    elif minute.isdigit() and hour.startswith("*/"):
        when = f"every {hour[2:]} hours at minute {int(minute)}"
    elif minute.isdigit() and re.fullmatch(r"\d{1,2}(?:,\d{1,2})*", hour):
        hours = [int(h) for h in hour.split(",")]
        if int(minute) > 59 or any(h > 23 for h in hours):
            return None
        when = "at " + " and ".join(f"{h:02d}:{int(minute):02d}" for h in hours)
    else:
        return None
    days = _days(dow)
    if days == "?" or not (dom == "*" or dom.isdigit()) or not (month == "*" or month.isdigit()):
        return None
    if dom == "*" and month == "*" and days is None:
        return f"every day {when}" if when.startswith("at ") else when
    parts = [when]
    if days:
        parts.append(f"on {days}")
    if dom != "*":
        parts.append(f"on day {int(dom)} of the month")
    if month != "*":
        parts.append(f"in month {int(month)}")
    return " ".join(parts)


def read_out(text: str) -> str:
    def sub(m: re.Match[str]) -> str:
        fields = m.groups()
        if "*" not in "".join(fields):
            return m.group(0)
        words = reading(*fields)
        return m.group(0) if words is None or text[m.end():m.end() + 2] == " (" else f"{m.group(0)} ({words})"
    return _CRON.sub(sub, text)


def with_cron_reading(obs: Any) -> Any:
    """The observation with each cron schedule read out in words (see the module)."""
    if not obs.ok or "*" not in obs.text:
        return obs
    text = read_out(obs.text)
    return obs if text == obs.text else type(obs)(True, text, untrusted=obs.untrusted)
