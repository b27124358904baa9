"""Times of day in the user's request, written as 24-hour clock times into the system prompt (next to its dates).

"下周二上午10点帮我约王芳一个小时" needs 10:00 and 11:00; the 0.5B edge model copied 09:00–09:30 from the events it
had listed (blind9 traces), and wrote a cron hour of 4 for "凌晨三点". The runtime reads the clock the way people
write it and says `上午10点 = 10:00`, and with one time and one length, when it ends. Only unambiguous forms:

- English: "10am", "3 pm", "3:30 p.m.", "noon", "midnight", the start of "3 to 4:30pm", "9 in the morning", "10 at
  night" (a bare "at 3" or "3:30" is left alone);
- Chinese: a part of the day with the hour — 凌晨/早上/上午/中午/下午/傍晚/晚上 + N点 (+ 半, 一刻, M分) — or an hour
  of 13 and later ("15点");
- a length: "for an hour", "for 90 minutes", "half an hour", 一个小时, 两个半小时, 半小时, 30分钟.
"""
from __future__ import annotations

import re

from edge_agent.zh_numbers import zh_number

_ZH_NUM = r"[零一二两三四五六七八九十\d]{1,3}"
_EN_TIME = re.compile(r"\b(noon|midday|midnight)\b|\b(\d{1,2})(?::([0-5]\d))?\s*(a\.?m\.?|p\.?m\.?)(?![a-z])", re.I)
# "9 in the morning", "7 o'clock in the evening", "10 at night": the part of the day says am or pm
_EN_PART = re.compile(r"\b(\d{1,2})(?::([0-5]\d))?\s*(?:o'?clock\s+)?(in\s+the\s+morning|in\s+the\s+afternoon|"
                      r"in\s+the\s+evening|at\s+night)\b", re.I)
# "3 to 4:30pm", "10-11:30am": the start takes the end's half of the day (a start later than the end takes the other)
_EN_RANGE = re.compile(r"\b(\d{1,2})(?::([0-5]\d))?\s*(?:to|-|–|until|till)\s*(\d{1,2})(?::[0-5]\d)?\s*(a\.?m\.?|p\.?m\.?)(?![a-z])",
                       re.I)
_ZH_TIME = re.compile(r"(凌晨|早上|早晨|上午|中午|下午|傍晚|晚上|夜里)?\s*(" + _ZH_NUM + r")\s*[点點時时](?!间|候|期)"
                      r"(?:\s*(半|一刻|三刻|(" + _ZH_NUM + r")\s*分?))?")
_EN_LENGTH = re.compile(r"\bfor\s+(?:(an?|one|two|three|\d{1,3}(?:\.5)?)\s+(hours?|hrs?|minutes?|mins?)"
                        r"|(half an hour))\b|\b(half an hour|an hour and a half)\b"
                        r"|\b(?P<n>\d{1,3})[- ](?P<u>minute|min|hour)s?\b(?!\s+(?:ago|late|early|before|after))", re.I)
_ZH_LENGTH = re.compile(r"(" + _ZH_NUM + r")?\s*个?\s*(半)?\s*(小时|钟头|分钟)|(半)\s*(?:个)?\s*(小时|钟头)")
_EN_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}


def _zh_int(s: str) -> int | None:
    return int(s) if s.isdigit() else zh_number(s)


def _times(task: str) -> list[tuple[str, int]]:
    """(as written, minutes after midnight) for each clock time of the request, in order."""
    return [(w, t) for _, w, t in request_times(task)]


def request_times(task: str) -> list[tuple[int, str, int]]:
    """(position, as written, minutes after midnight) for each clock time of the request, in order."""
    out: list[tuple[int, str, int]] = []
    for m in _EN_TIME.finditer(task):
        if m.group(1):
            minutes = 0 if m.group(1).lower() == "midnight" else 12 * 60
        else:
            hour, minute = int(m.group(2)), int(m.group(3) or 0)
            if not 1 <= hour <= 12:
                continue
            hour = hour % 12 + (12 if m.group(4).lower().startswith("p") else 0)
            minutes = hour * 60 + minute
        written = m.group().strip()
        out.append((m.start(), written[:-1] if re.search(r"\d\s*[ap]m\.$", written, re.I) else written, minutes))
    for m in _EN_PART.finditer(task):
        hour = int(m.group(1))
        if not 1 <= hour <= 12:
            continue
        later = not m.group(3).lower().endswith("morning")
        hour = hour % 12 + (12 if later and not (m.group(3).lower().endswith("night") and hour == 12) else 0)
        out.append((m.start(), m.group().strip(), hour * 60 + int(m.group(2) or 0)))
    for m in _EN_RANGE.finditer(task):
        start, end = int(m.group(1)), int(m.group(3))
        if not (1 <= start <= 12 and 1 <= end <= 12):
            continue
        pm = m.group(4).lower().startswith("p")
        same = start % 12 <= end % 12
        hour = start % 12 + (12 if pm == same else 0)
        out.append((m.start(), f"{m.group(1)}{':' + m.group(2) if m.group(2) else ''} (in {m.group().strip()})",
                    hour * 60 + int(m.group(2) or 0)))
    for m in _ZH_TIME.finditer(task):
        part, zh_hour = m.group(1), _zh_int(m.group(2))
        if zh_hour is None or zh_hour > 24 or not part and zh_hour < 13:
            continue
        extra = {"半": 30, "一刻": 15, "三刻": 45}.get(m.group(3) or "")
        zh_minute = extra if extra is not None else (_zh_int(m.group(4)) if m.group(4) else 0)
        if zh_minute is None or zh_minute > 59:
            continue
        hour, minute = zh_hour, zh_minute
        if part in ("下午", "傍晚", "晚上", "夜里") and hour < 12 or part == "中午" and hour < 6:
            hour += 12
        if part == "凌晨" and hour == 12:
            hour = 0
        out.append((m.start(), m.group().strip(), (hour % 24) * 60 + minute))
    return sorted(out)


def request_length(task: str) -> tuple[str, int] | None:
    """(as written, minutes) of the one length the request gives, or None."""
    found = []
    for m in _EN_LENGTH.finditer(task):
        if m.group(3) or m.group(4):
            found.append((m.group().strip(), 90 if "and a half" in m.group().lower() else 30))
            continue
        word, unit = (m.group(1), m.group(2)) if m.group(1) else (m.group("n"), m.group("u"))
        n = float(_EN_WORDS.get(word.lower(), 0) or word)
        found.append((m.group().strip(), int(n * (60 if unit.lower().startswith("h") else 1))))
    for m in _ZH_LENGTH.finditer(task):
        if m.group(4):  # 半小时
            found.append((m.group().strip(), 30))
            continue
        count = _zh_int(m.group(1)) if m.group(1) else (1 if m.group(3) != "分钟" else None)
        if count is None:
            continue
        per = 1 if m.group(3) == "分钟" else 60
        found.append((m.group().strip(), count * per + (30 if m.group(2) and per == 60 else 0)))
    return found[0] if len(found) == 1 else None


def clock_text(minutes: int) -> str:
    return f"{minutes // 60 % 24:02d}:{minutes % 60:02d}"


def times_text(task: str, lang: str) -> str:
    """The prompt's sentence for the request's times ("" when it gives none)."""
    times = _times(task)[:4]
    if not times:
        return ""
    length = request_length(task) if len(times) == 1 else None
    if lang == "zh":
        text = "请求中的时间：" + "；".join(f"{w} = {clock_text(t)}" for w, t in times)
        if length:
            text += f"；{length[0]} → {clock_text(times[0][1])} 到 {clock_text(times[0][1] + length[1])}"
        return text + "。"
    text = " Times in the request: " + "; ".join(f'"{w}" = {clock_text(t)}' for w, t in times)
    if length:
        text += f'; "{length[0]}" → {clock_text(times[0][1])} to {clock_text(times[0][1] + length[1])}'
    return text + "."
