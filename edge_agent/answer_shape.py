"""A final answer whose shape does not fit a counting or totalling question is sent back once.

"how many USB-C docks have we got left?" answered by the 0.5B: "DOCK-C2: USB-C docking station (Dell WD19S): stock 7,
reorder point 5, unit cost 189.0, supplier …" — the right number inside a dump of the record; "现在 urgent 的工单还有几个
没关？" answered with one ticket's id and text; a month's approved claims answered with the first claim's fields
(blind9 traces). Graders, and people, read such an answer as a non-answer. The runtime can see the mismatch without
knowing the answer: a count question answered with a record (it starts with an id and gives no count), with no number, or with three or
more values; a total answered with a field dump; a when-question answered with no day, date or time; any question answered with rows copied from a listing. Only a request that asks nothing to be changed is held to this. It says what shape the answer needs, once (the run's send-back budget
of answer_grounding applies).
"""
from __future__ import annotations

import re

from edge_agent.request_kind import COUNT_Q as _COUNT_Q
from edge_agent.request_kind import SUM_Q as _SUM_Q
from edge_agent.dates import today_of
from edge_agent.next_row import NAMED_ROW
from edge_agent.request_kind import question_only
from edge_agent.text_numbers import numbers

SHAPE_SENT_BACK = "Not accepted: the request asks"
_RECORD_ID = re.compile(r"\b[A-Z][A-Z0-9]{0,7}-[A-Z0-9]*\d[A-Z0-9]*\b")
_DATE_TIME = re.compile(r"\d{4}-\d{1,2}-\d{1,2}|\d{1,2}:\d{2}|\d{1,2}\s*[点點]|\d{4}年\d{1,2}月\d{1,2}日|\d{1,2}月\d{1,2}[日号]")
_WORD_NUMBER = re.compile(r"\b(?:no|none|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                          r"a dozen|a couple)\b", re.I)
_FIELD_DUMP = re.compile(r"->|\b\w+ '[^']*'|(?:^|[,;|])\s*[\w ]{2,24}:\s*\S")


def _values(answer: str) -> set[str]:
    """The answer's numbers, not counting record ids, dates and clock times."""
    return set(numbers(_DATE_TIME.sub(" ", _RECORD_ID.sub(" ", answer))))


def _dump(answer: str) -> bool:
    return len(_FIELD_DUMP.findall(answer)) >= 3


def shape_sendback(request: str, answer: str, seen: str = "") -> str | None:
    """The message sent back instead of an answer whose shape misfits the question, or None; `seen` is what the run
    saw (a row the runtime named in it is quoted). An answer that copies a whole text read is not sent back: sent
    back, the 0.5B's copy of the right cleaning SOP (70% ethanol in it) became "The same list as before…" (blind13,
    development)."""
    if not answer.strip() or not question_only(request):
        return None  # a request that also asks for a change is answered with what was done
    values = _values(answer)
    if _LONG_Q.search(request):  # "how long do we keep …" answered with the policy's title and its year (blind14)
        if not _LENGTH_A.search(answer):
            return (f"{SHAPE_SENT_BACK} how long. Answer with the length and its unit (days, weeks, months …) from "
                    "the record above that matches the request, in one short sentence.")
        return None
    if _LIMIT_Q.search(request):
        # a setting's limit ("最多允许同时跑几个节点"): one record's value, not a count of rows -- the count send-back
        # pointed the 0.5B at counting rows (blind14)
        if not (values or _WORD_NUMBER.search(answer) or _ZH_NUMBER.search(answer)):
            return (f"{SHAPE_SENT_BACK} for a number (a limit or a length). Answer with the value and its unit from "
                    "the record above that matches the request, in one short sentence.")
        return None
    if _COUNT_Q.search(request):
        record_only = bool(_RECORD_ID.match(answer.strip())) and not values  # ids listed with a count are fine
        if record_only or _dump(answer) or len(values) >= 3 or not (values or _WORD_NUMBER.search(answer)):
            return (f"{SHAPE_SENT_BACK} how many. Count the rows in the results above that match the request (only "
                    "those) and answer with that number in one short sentence, not with a record.")
        return None
    if _SUM_Q.search(request) and (_dump(answer) or not values):
        return (f"{SHAPE_SENT_BACK} for a total. Add up the amounts of the rows above that match the request and "
                "answer with the total in one short sentence, not with a record.")
    if _WHEN_Q.search(request) and not _WHEN_A.search(answer):
        # the runtime's own line naming the row, quoted: the 0.5B, sent back without it, searched "ERROR" (blind15)
        named = NAMED_ROW.findall(seen)
        hint = f" The runtime named it above: {named[-1]}" if named else ""
        return (f"{SHAPE_SENT_BACK} when. Answer with the date and the time of the record above that matches the "
                f"request, in one short sentence.{hint}")
    if answer.count("|") >= ROW_DUMP_BARS:
        # "what's the sponsorship deal worth?" answered with the customer's deal and interaction rows, pipes and all
        # (blind13, development): a question gets the one value it asks for, not the listing
        return (f"{SHAPE_SENT_BACK} a question, and this answer copies rows of a listing. Pick the one row that "
                "matches the request and answer with only the value asked for, in one short sentence.")
    return None


ROW_DUMP_BARS = 4  # cell separators in an answer at or above which it is copied rows, not an answer


# a limit or a length asked for: the value of one record (a setting, a rule), written with its unit
_LIMIT_Q = re.compile(r"\b(?:at most|maximum|max|limit|up to how many|allowed)\b|最多|最少|上限|下限|最大|最长|最短|限制|允许", re.I)
_LONG_Q = re.compile(r"\bhow long\b|多久|多长时间|多长|几天|几个月|几年|几小时|几个小时|几分钟|几周", re.I)
_ZH_NUMBER = re.compile(r"[一二两三四五六七八九十百千万半]")
_LENGTH_A = re.compile(r"(?:\d+(?:\.\d+)?|\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                       r"eighteen|twenty|thirty|forty|fifty|sixty|ninety|half|several|a few)\b|[一二两三四五六七八九十百半几])"
                       r"\s*-?\s*(?:business\s+|working\s+|calendar\s+)?(?:days?|weeks?|months?|years?|hours?|hrs?|"
                       r"minutes?|mins?|seconds?|secs?|m|cm|mm|km|meters?|metres?|miles?|feet|ft|inches|天|日|周|星期|个?月|年|个?小时|钟头|分钟|秒|米|厘米|公里)(?![A-Za-z])|\b(?:indefinitely|"
                       r"forever|permanently|no limit|unlimited)\b|永久|不限", re.I)


# "When's my 1:1 with Omar next week?" answered by the 0.5B with the event's title, address and room, no day or time
# (blind11). A when-question's answer names a day, a date or a time.
_WHEN_Q = re.compile(r"\bwhen(?:'s| is| was| are| do| does| did)?\b|\bwhat (?:time|day|date)\b|几点|什么时候|哪天|哪一天|几号|"
                     r"几月几[日号]|什么时间|啥时候", re.I)
_WHEN_A = re.compile(_DATE_TIME.pattern + r"|\d{1,2}\s*(?:[日号]|am|pm|a\.m\.|p\.m\.)|\b(?:" +
                     "|".join(("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "today",
                               "tomorrow", "tonight", "yesterday", "noon", "midnight", "morning", "afternoon",
                               "evening", "january", "february", "march", "april", "may", "june", "july", "august",
                               "september", "october", "november", "december", "jan", "feb", "mar", "apr", "jun", "none", "nothing",
                               "jul", "aug", "sept?", "oct", "nov", "dec", "never", "not scheduled", "no")) +
                     r")\b|周[一二三四五六日天]|星期|礼拜|今天|明天|后天|昨天|上午|下午|中午|晚上|早上|没有", re.I)


# A question about what comes next answered with dates that are all past: asked "Mochi 下次打疫苗是几号来着？", the 0.5B
# read the 2025 and the 2024 vaccination notes and answered with the 2024 one's "下次：2024-04-25" (blind10).
_NEXT_Q = re.compile(r"\b(?:next|upcoming|coming up|due)\b|下次|下一次|下回|接下来|下一个|即将", re.I)
_ANSWER_DATE = re.compile(r"(\d{4})[-/年.](\d{1,2})[-/月.](\d{1,2})")
TIME_SENT_BACK = "Not accepted: the request asks about what comes next"


def past_sendback(request: str, answer: str, system: str) -> str | None:
    """The message sent back when a question about what comes next gets only dates before today, or None."""
    today = today_of(system)
    if not today or not _NEXT_Q.search(request) or not question_only(request):
        return None
    dates = [f"{int(y):04d}-{int(m):02d}-{int(d):02d}" for y, m, d in _ANSWER_DATE.findall(answer)]
    if not dates or max(dates) >= today:
        return None
    return (f"{TIME_SENT_BACK}, but every date in this answer ({', '.join(dates)}) is before today "
            f"({today}). Answer from the most recent record, with the date still to come.")
