"""A number copied from the request into a field that counts in another unit is refused, with the converted value.

Asked to "bump the checkout service's request timeout to 45 seconds", the 0.5B set `checkout.request_timeout_ms`
to 45 — the request's number, in the request's unit, in a field of milliseconds (blind10). The field says its unit
in its name (`…_ms`, `timeout_seconds`, `retentionDays`); the request says its own ("45 seconds", "2 小时"). When the
value written is exactly a number the request gave in a different unit of time, the call is refused with the value
converted, so the next call can write it. Only units of time: sizes are read as 1000 or 1024 by different systems.
"""
from __future__ import annotations

import re

_SECONDS = {"ms": 0.001, "millis": 0.001, "millisecond": 0.001, "milliseconds": 0.001, "msec": 0.001,
            "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1, "秒": 1, "秒钟": 1,
            "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60, "分钟": 60, "分": 60,
            "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600, "小时": 3600, "个小时": 3600,
            "d": 86400, "day": 86400, "days": 86400, "天": 86400}
_FIELD_UNIT = re.compile(r"[_.\-](ms|millis|milliseconds|msec|sec|secs|seconds|s|min|mins|minutes|h|hr|hrs|hours|days)$|"
                         r"(?<=[a-z])(Ms|Millis|Sec|Secs|Seconds|Min|Mins|Minutes|Hours|Days)$")
_REQUEST_QTY = re.compile(r"(\d+(?:\.\d+)?)\s*(milliseconds?|millis|msec|ms|seconds?|secs?|s|minutes?|mins?|hours?|hrs?|h|"
                          r"days?|个小时|小时|秒钟|秒|分钟|天)(?![A-Za-z])", re.I)
UNIT_REFUSAL = "not run: the value is in the request's unit, not the field's"


def _field_unit(name: str) -> str | None:
    m = _FIELD_UNIT.search(name)
    return (m.group(1) or m.group(2)).lower() if m else None


def _number(value: object) -> float | None:
    try:
        return float(str(value).strip())
    except ValueError:
        return None


def _fmt(x: float) -> str:
    return str(int(x)) if x == int(x) else f"{x:g}"


def unit_refusal(request: str, arguments: dict) -> str | None:
    """The refusal of a call that writes a request's number of one time unit into a field of another, or None."""
    asked = [(float(n), u.lower()) for n, u in _REQUEST_QTY.findall(request)]
    if not asked:
        return None
    fields: list[tuple[str, str, object]] = []  # (field, its unit, value written)
    for name, value in arguments.items():
        if (unit := _field_unit(name)) is not None:
            fields.append((name, unit, value))
    for name in ("key", "name", "setting", "field", "param", "parameter"):
        key = arguments.get(name)
        if isinstance(key, str) and (unit := _field_unit(key)) is not None and "value" in arguments:
            fields.append((key, unit, arguments["value"]))
    for field, unit, value in fields:
        v = _number(value)
        for n, said in asked:
            if v is not None and v == n and _SECONDS[said] != _SECONDS[unit]:
                converted = n * _SECONDS[said] / _SECONDS[unit]
                return (f"{UNIT_REFUSAL}: {field} counts in {unit}; the request says {_fmt(n)} {said} = "
                        f"{_fmt(converted)} {unit}. Write {_fmt(converted)}.")
    return None
