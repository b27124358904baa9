"""A value given as the answer to a question on an earlier line of a dialogue (issue 15, round 23).

A call transcript or a chat asks for a value on one line and gets it on the next: "AGENT: And the three digits on
the back?" / "CALLER: 904."; "Bot: For security, what's your date of birth?" / "User: 17.08.1984". The answer opens
its line, after the speaker's label and a word of assent; a line that asks something else ends the search.
"""
from __future__ import annotations

import regex as re

# a speaker's label ("CALLER:", "User:", "[10:02] Jo Smith:", "客户：") and a word of assent before the value
# (a line's time stamp and its speaker, also read by ids.py: a number given as a reply)
STAMP = r"[ \t]*(?:\[[^\]\n]{1,20}\][ \t]*)?"
SPEAKER = r"[\p{L}][\p{L}\d .'\-]{0,24}[:：][ \t]*"
# (round 38: a chat's speaker with the time after the name, "Yui 22:05 …"; "mine" before one's own value)
_LEAD = re.compile(STAMP + r"(?:[\p{L}][\p{L} .'\-]{0,24}[ \t]\d{1,2}:\d{2}[ \t]+|" + SPEAKER + r")?"
                   r"(?:(?i:yeah|yes|yep|yup|sure|ok|okay|um|uh|er|it'?s|it\s+is|that'?s|mine(?:'s|\s+is)?)[,.:]?[ \t]+)*")
_LINES = 3


def answer(text: str, question_end: int, value: re.Pattern) -> re.Match | None:
    """The value (a match of `value`) that opens one of the next lines after a question ending at question_end."""
    end = question_end
    for _ in range(_LINES):
        nl = text.find("\n", end)
        if nl < 0:
            return None
        line_end = text.find("\n", nl + 1)
        line_end = len(text) if line_end < 0 else line_end
        lead = _LEAD.match(text, nl + 1, line_end)
        m = value.match(text, lead.end() if lead else nl + 1, line_end)
        if m:
            return m
        if "?" in text[nl + 1:line_end] or "？" in text[nl + 1:line_end]:
            return None
        end = line_end
    return None
