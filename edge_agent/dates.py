"""Relative dates in the user's request, resolved against today and written into the system prompt.

"Move the dentist from next Tuesday to Thursday" needs two calendar dates; the 0.5B edge model, told only
"Today is 2025-03-12", listed the events of 2025-03-12 and 2025-03-13 (blind4 traces): it cannot do calendar
arithmetic. The runtime can, so the prompt says `"next Tuesday" = 2025-03-18 (Tuesday)`. English and Chinese;
only what the request says is resolved, nothing is guessed beyond the usual reading:

- today / tomorrow / yesterday / the day after tomorrow, 今天 明天 后天 大后天 昨天 前天;
- "next <weekday>" / 下周X: that weekday in the next week (weeks start on Monday); "this <weekday>" / 这周X 本周X:
  in this week; "last <weekday>" / 上周X: in the previous week;
- a bare weekday ("on Monday", 周四, 星期四): the next one after today — unless the request named a week before
  it ("下周二 ... 周四"), whose week it then shares;
- "in N days", "N days ago", N天后; month and day ("March 28", "28 March", 3月28日/号) in today's year;
- a week or a month named without a day ("next week", 下个月, 本周): its first and last day.
"""
from __future__ import annotations

import re
from datetime import date, timedelta

from edge_agent.clock_times import times_text

WEEKDAYS_EN = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
WEEKDAYS_ZH = "一二三四五六日"
MONTHS_EN = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
             "november", "december")
_ZH_NUM = {c: i for i, c in enumerate("零一二两三四五六七八九十")} | {"两": 2}

_DAY_WORDS = {"the day after tomorrow": 2, "tomorrow": 1, "today": 0, "tonight": 0, "yesterday": -1,
              "大后天": 3, "后天": 2, "明天": 1, "明日": 1, "今天": 0, "今日": 0, "今晚": 0, "昨天": -1, "前天": -2}
# Short forms that are no other English word ("sat", "sun" and "wed" are).
_WD_EN = "|".join(WEEKDAYS_EN) + "|mon|tues?|thu(?:rs?)?|fri"
_PATTERNS = [
    ("word", re.compile("|".join(sorted((re.escape(w) for w in _DAY_WORDS), key=len, reverse=True)), re.I)),
    ("wd_en", re.compile(rf"\b(?:(next|this|last|coming)\s+)?({_WD_EN})\b\.?", re.I)),
    ("wd_zh", re.compile(r"(下下|下个?|这个?|本|上个?)?(?:周([一二三四五六日])|(?:星期|礼拜)([一二三四五六日天]))")),
    ("in_days", re.compile(r"\bin\s+(\d{1,3})\s+days?\b|(\d{1,3})\s*天(?:后|以后|之后)", re.I)),
    ("days_ago", re.compile(r"\b(\d{1,3})\s+days?\s+ago\b|(\d{1,3})\s*天前", re.I)),
    ("md_en", re.compile(rf"\b({'|'.join(MONTHS_EN)}|{'|'.join(m[:3] for m in MONTHS_EN)})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?\b"
                         rf"|\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({'|'.join(MONTHS_EN)})\b", re.I)),
    ("md_zh", re.compile(r"(?<!\d)(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]")),
]
MAX_DATES = 6


def _weekday_en(word: str) -> int:
    word = word.lower().rstrip(".")
    return next(i for i, w in enumerate(WEEKDAYS_EN) if w.startswith(word[:3]))


def _in_week(today: date, offset_weeks: int, weekday: int) -> date:
    monday = today - timedelta(days=today.weekday()) + timedelta(weeks=offset_weeks)
    return monday + timedelta(days=weekday)


def _upcoming(today: date, weekday: int) -> date:
    return today + timedelta(days=(weekday - today.weekday() - 1) % 7 + 1)


_WEEK_OFFSET = {"next": 1, "coming": None, "this": 0, "last": -1, "下下": 2, "下": 1, "下个": 1, "这": 0, "这个": 0,
                "本": 0, "上": -1, "上个": -1}


# A request about something that has happened: a bare weekday in it is the one just past ("Tom's taxi from Monday is
# fine, approve it" on a Wednesday is two days ago, not next week; blind9).
_PAST_EN = re.compile(r"\b(?:paid|spent|bought|submitted|filed|claimed|incurred|happened|"
                      r"(?<!starting\s)(?<!start\s)(?<!starts\s)from(?=\s+(?:" + _WD_EN + r")\b(?!\s+on))|"
                      r"(?:" + _WD_EN + r")(?='s\s))\b", re.I)


def _just_past(today: date, weekday: int) -> date:
    return today - timedelta(days=(today.weekday() - weekday - 1) % 7 + 1)


def resolve(text: str, today: date) -> list[tuple[str, date]]:
    """(the phrase as written, its date) for each date expression in `text`, in order, without repeats."""
    past = bool(_PAST_EN.search(text))
    hits: list[tuple[int, int, str, re.Match]] = []
    for kind, rx in _PATTERNS:
        hits.extend((m.start(), m.end(), kind, m) for m in rx.finditer(text))
    hits.sort(key=lambda h: (h[0], -h[1]))
    out: list[tuple[str, date]] = []
    end = -1
    week: int | None = None  # the week the request last named ("下周二"): later bare weekdays share it
    for start, stop, kind, m in hits:
        if start < end:
            continue  # inside a longer match
        end = stop
        found = _date_of(kind, m, today, week, past)
        if found is None:
            continue
        when, named_week = found
        week = named_week if named_week is not None else week
        phrase = m.group(0).strip().rstrip(".")
        if all(p != phrase for p, _ in out):
            out.append((phrase, when))
    return out[:MAX_DATES]


def _date_of(kind: str, m: re.Match, today: date, week: int | None, past: bool = False) -> tuple[date, int | None] | None:
    try:
        if kind == "word":
            return today + timedelta(days=_DAY_WORDS[m.group(0).lower()]), None
        if kind in ("wd_en", "wd_zh"):
            if kind == "wd_en":
                qualifier, weekday = (m.group(1) or "").lower(), _weekday_en(m.group(2))
            else:
                qualifier, weekday = m.group(1) or "", WEEKDAYS_ZH.index((m.group(2) or m.group(3)).replace("天", "日"))
            offset = _WEEK_OFFSET.get(qualifier)
            if offset is not None:
                return _in_week(today, offset, weekday), offset
            if week is not None:
                return _in_week(today, week, weekday), None
            return (_just_past(today, weekday) if past and kind == "wd_en" else _upcoming(today, weekday)), None
        if kind == "in_days":
            return today + timedelta(days=int(m.group(1) or m.group(2))), None
        if kind == "days_ago":
            return today - timedelta(days=int(m.group(1) or m.group(2))), None
        if kind == "md_en":
            month_word, day = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
            month = next(i for i, w in enumerate(MONTHS_EN, 1) if w.startswith(month_word.lower()[:3]))
            return date(today.year, month, int(day)), None
        if kind == "md_zh":
            return date(today.year, int(m.group(1)), int(m.group(2))), None
    except (ValueError, StopIteration):
        return None  # "February 30", a number that is no day
    return None


_WEEKDAY_ZH_NAMES = ["星期" + c for c in WEEKDAYS_ZH]
# A week or a month named without a day ("When's my 1:1 with Omar next week?", 下个月, 本周): its first and last
# day. Asked the first, the 0.5B listed the events of this week's last three days (blind11).
_RANGE = re.compile(r"\b(next|this|last|coming)\s+(week|month)\b|(下下|下个?|这个?|本|上个?)(周|星期|礼拜|月)(?![一二三四五六日天末\d])",
                    re.I)


def ranges(text: str, today: date) -> list[tuple[str, date, date]]:
    """(the phrase as written, first day, last day) for each week or month the request names without a day."""
    out: list[tuple[str, date, date]] = []
    for m in _RANGE.finditer(text):
        qualifier = (m.group(1) or m.group(3) or "").lower()
        unit = (m.group(2) or m.group(4) or "").lower()
        offset = _WEEK_OFFSET.get(qualifier)
        offset = 1 if offset is None else offset  # "coming week"
        if unit in ("week", "周", "星期", "礼拜"):
            first = _in_week(today, offset, 0)
            span = (first, first + timedelta(days=6))
        else:
            month0 = today.month - 1 + offset
            first = date(today.year + month0 // 12, month0 % 12 + 1, 1)
            after = date(first.year + first.month // 12, first.month % 12 + 1, 1)
            span = (first, after - timedelta(days=1))
        phrase = m.group(0)
        if all(p != phrase for p, *_ in out):
            out.append((phrase, *span))
    return out[:MAX_DATES]


_TODAY_LINE = re.compile(r"(?:Today is|今天是)\s*(\d{4}-\d{2}-\d{2})")


def today_of(system: str) -> str | None:
    """The ISO date of the system prompt's "Today is …" / "今天是 …" line (`dates_line`), or None."""
    m = _TODAY_LINE.search(system or "")
    return m.group(1) if m else None


def dates_line(task: str, today: str, lang: str) -> str:
    """The prompt's line for today and the request's dates ("" when today is not an ISO date)."""
    try:
        day = date.fromisoformat(today[:10])
    except ValueError:
        return ""
    found = resolve(task, day) if task else []
    spans = ranges(task, day) if task else []
    times = times_text(task, lang) if task else ""  # the clock times too ("上午10点" = 10:00; edge_agent.clock_times)
    if lang == "zh":
        line = f"今天是 {day.isoformat()}（{_WEEKDAY_ZH_NAMES[day.weekday()]}）。"
        if found:
            line += "请求中的日期：" + "；".join(f"{p} = {d.isoformat()}（{_WEEKDAY_ZH_NAMES[d.weekday()]}）"
                                             for p, d in found) + "。"
        if spans:
            line += "请求中的时间段：" + "；".join(f"{p} = {a.isoformat()} 至 {b.isoformat()}" for p, a, b in spans) + "。"
        return line + times
    line = f"Today is {day.isoformat()} ({WEEKDAYS_EN[day.weekday()].title()})."
    if found:
        line += " Dates in the request: " + "; ".join(f'"{p}" = {d.isoformat()} ({WEEKDAYS_EN[d.weekday()].title()})'
                                                      for p, d in found) + "."
    if spans:
        line += " Periods in the request: " + "; ".join(f'"{p}" = {a.isoformat()} to {b.isoformat()}'
                                                        for p, a, b in spans) + "."
    return line + times
