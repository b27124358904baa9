"""A job schedule that does not say the request's time: refused with the cron expression that does.

"Can you move the nightly Harlow render so it kicks off at 11pm instead of 1am?" -- the 0.5B wrote the job's own
schedule back, reading and all ("0 1 * * * (every day at 01:00)"), and never found 0 23; "每周一早上 8 点自动清理…"
became "08 00 * * *" (blind14, development). Writing a cron expression from words is arithmetic the runtime does
without doubt and a small model does badly. So when a one-line request gives one time of day (11pm, 早上 8 点,
"at 7:30"), or an interval ("every 15 minutes", 每半小时), and perhaps a weekday ("every Monday", 每周一, weekdays),
a create_job or update_job whose schedule says another minute, hour or weekday is refused with the expression to
write: the request's minute and hour (or step), its weekday, and the day-of-month and month fields the model gave.
A request with two times keeps the one not marked as the old one ("instead of 1am", "从凌晨1点改到…"); with no time, or
several left, nothing is checked.
"""
from __future__ import annotations

import re

from edge_agent.clock_times import request_times
from edge_agent.unrelated_target import one_ask
from edge_agent.zh_numbers import zh_number

SCHEDULE_TOOLS = frozenset({"create_job", "update_job"})
_READING = re.compile(r"\s*\([^()]*\)\s*$")  # "0 1 * * * (every day at 01:00)": the runtime's reading, copied
_OLD = re.compile(r"(?i:\b(?:instead\s+of|rather\s+than|from|not|was|currently)\s*$)|(?:从|原来|原先|而不是|不是|不要)\s*\S{0,3}$")
_TO = re.compile(r"(?i:\b(?:to|until|till)\s*$)|(?:改到|改成|挪到|调到|换到|推到)\s*\S{0,2}$")
_AT_24H = re.compile(r"(?i)(?:\b(?:at|by|to|from|@)\s*([01]?\d|2[0-3])|(?<![\d:])([01]\d|2[0-3])):([0-5]\d)\b(?!\s*[ap]\.?m)")
_EVERY_EN = re.compile(r"(?i)\bevery\s+(\d{1,2}|half\s+an)\s*(minutes?|mins?|hours?|hrs?)\b|\bevery\s+(hour|half\s+hour)\b")
_EVERY_ZH = re.compile(r"每\s*(?:隔\s*)?([\d零一二两三四五六七八九十]{1,3}|半)\s*(?:个)?\s*(分钟|小时|钟头)")
_DAYS_EN = ("sun", "mon", "tue", "wed", "thu", "fri", "sat")
_WEEKDAY_EN = re.compile(r"(?i)\b(?:every|each|on)\s+(sun|mon|tue|wed|thu|fri|sat)[a-z]*day\b|\b(sun|mon|tues?|wed|thur?s?|"
                         r"fri|sat)[a-z]*days\b|\b(weekdays|every\s+weekday|monday\s+to\s+friday)\b")
_WEEKDAY_ZH = re.compile(r"每(?:个)?(?:周|星期|礼拜)([一二三四五六日天])|(工作日)")
_DAY_NAMES = {"0": "Sundays", "1": "Mondays", "2": "Tuesdays", "3": "Wednesdays", "4": "Thursdays", "5": "Fridays",
              "6": "Saturdays", "1-5": "weekdays"}
_ZH_DAY = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "日": 0, "天": 0}


def _clock(request: str) -> tuple[int, int] | None:
    """(hour, minute) of the request's one new time of day, or None."""
    found = [(pos, minutes) for pos, _, minutes in request_times(request)]
    found += [(m.start(), int(m.group(1) or m.group(2)) * 60 + int(m.group(3))) for m in _AT_24H.finditer(request)]
    new = {minutes for pos, minutes in found if not _OLD.search(request[max(0, pos - 14):pos])}
    if len(new) > 1:  # "… at midnight. Can you move them to 9 in the morning?": the time moved *to* is the new one
        new = {minutes for pos, minutes in found if _TO.search(request[max(0, pos - 8):pos])} or new
    if len(new) != 1:
        return None
    (minutes,) = new
    return minutes // 60, minutes % 60


def _interval(request: str) -> tuple[str, str] | None:
    """(minute, hour) fields of "every N minutes/hours", or None."""
    m = _EVERY_EN.search(request)
    if m:
        if m.group(3):
            return ("0", "*") if m.group(3).lower() == "hour" else ("*/30", "*")
        n = 30 if m.group(1).lower().startswith("half") else int(m.group(1))
        unit = m.group(2).lower()
        return ("*/30", "*") if n == 30 and unit.startswith("h") and m.group(1).lower().startswith("half") else \
            (f"*/{n}", "*") if unit.startswith("m") else ("0", f"*/{n}")
    z = _EVERY_ZH.search(request)
    if z:
        if z.group(1) == "半":
            return ("*/30", "*")
        count = int(z.group(1)) if z.group(1).isdigit() else zh_number(z.group(1))
        if not count:
            return None
        return (f"*/{count}", "*") if z.group(2) == "分钟" else ("0", f"*/{count}")
    return None


def _weekday(request: str) -> str | None:
    m = _WEEKDAY_EN.search(request)
    if m:
        if m.group(3):
            return "1-5"
        return str(_DAYS_EN.index((m.group(1) or m.group(2))[:3].lower()))
    z = _WEEKDAY_ZH.search(request)
    if z:
        return "1-5" if z.group(2) else str(_ZH_DAY[z.group(1)])
    return None


def _same(given: str, wanted: str) -> bool:
    if given == wanted:
        return True
    if given.isdigit() and wanted.isdigit():
        return int(given) == int(wanted)
    names = {d: str(i) for i, d in enumerate(_DAYS_EN)}
    return names.get(given.lower()[:3]) == wanted


def _wanted(request: str, name: str, arguments: dict) -> tuple[str, str] | None:
    """(the cron expression the request states, what it says in words), or None when the call is not checked."""
    schedule = arguments.get("schedule")
    if name not in SCHEDULE_TOOLS or not isinstance(schedule, str) or not request or not one_ask(request):
        return None
    clock, every, day = _clock(request), _interval(request), _weekday(request)
    if (clock is None) == (every is None):  # no time at all, or both a time and an interval: not sure what is meant
        return None
    minute, hour = (str(clock[1]), str(clock[0])) if clock else every  # type: ignore[misc]
    fields = _READING.sub("", schedule).split()
    dom, month, dow = (fields[2], fields[3], fields[4]) if len(fields) == 5 else ("*", "*", "*")
    if day is not None:
        dow = day
    elif every:
        dow = "*" if len(fields) != 5 else dow
    wanted = f"{minute} {hour} {dom} {month} {dow}"
    if len(fields) == 5 and _READING.sub("", schedule) == schedule and all(
            _same(g, w) for g, w in zip(fields, wanted.split())):
        return None
    said = f"{int(hour):02d}:{int(minute):02d}" if clock else "the request's interval"
    return wanted, said + (f" on {_DAY_NAMES.get(day, day)}" if day is not None else "")


def schedule_fixes(request: str, name: str, arguments: dict) -> list[tuple[str, str, str]]:
    """("schedule", the cron expression, why) when the call's schedule does not say the request's time."""
    got = _wanted(request, name, arguments)
    return [("schedule", got[0], f"the request says {got[1]}")] if got else []


def schedule_refusal(request: str, name: str, arguments: dict) -> str | None:
    """The refusal of a schedule that does not say the request's time (or interval, or weekday), or None."""
    got = _wanted(request, name, arguments)
    if got is None:
        return None
    return (f"not run: the schedule {arguments['schedule']!r} does not say {got[1]}. A cron schedule is 5 fields "
            f"(minute hour day month weekday): write schedule = '{got[0]}'.")
