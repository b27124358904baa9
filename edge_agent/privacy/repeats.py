"""A value found once is found wherever else the same text writes it (issue 15, round 14).

The recognizers judge each occurrence by its own neighbours: "Tel: 5173 8824" is a phone, and "Pay by FPS to 5173
8824" further down is only eight digits. A key-group value -- a phone, an e-mail, an account, an ID, a key -- is the
same value at every place the text repeats it, so every other standalone occurrence (not glued to a letter, a digit
or a longer number) is offered with the type of the first; `detect.resolve` then weighs it against what overlaps it
(a part of it taken for an amount, "5173" of "to 5173 8824", gives way to the longer, higher-tier value).

Round 34: so is a person's amount written as a bare number of four digits or more ("18000" in a CSV's salary column,
then again in a summary of the steps that handled it: "[PHONE_001],[IDCARD_001],18000\\n…"): the number alone says
nothing, but once the text has called it someone's money, the same figure elsewhere in it is the same money.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import regex as re

REPEATED = frozenset({"PHONE", "EMAIL", "IBAN", "CARD", "IDCARD", "SSN", "NATIONAL_ID", "PASSPORT", "APIKEY", "SECRET",
                      "IP_ADDRESS"})
MIN_CHARS = 7
_BARE_AMOUNT = re.compile(r"(?!(?:19|20)\d\d(?!\d))(?:\d{4,9}|\d{1,3}(?:,\d{3})+)(?:\.\d{2})?")
# a CSV cell's comma after a number or an ID is no thousands separator before four digits or more ("…07773X,18000")
_CELL_BEFORE = re.compile(r"[A-Za-z0-9],$")
_COUNTED_AFTER = re.compile(r"\s?[室号號楼樓层層栋棟户戶年月日次个件人]")  # "1701室": a room, not the money
_GLUED_BEFORE = re.compile(r"(?:[A-Za-z0-9_]|[A-Za-z0-9][.,@\-])$")
_GLUED_AFTER = re.compile(r"[A-Za-z0-9_]|[.,@\-][A-Za-z0-9]")


class Finding(Protocol):  # detect.Entity, read-only
    @property
    def type(self) -> str: ...
    @property
    def start(self) -> int: ...
    @property
    def end(self) -> int: ...
    @property
    def text(self) -> str: ...
    @property
    def score(self) -> float: ...


def _standalone(text: str, start: int, end: int, amount: bool) -> bool:
    """Not glued to a letter, a digit or a longer number; an amount may follow a CSV cell's comma, not count a room."""
    before = max(0, start - 2)
    if _GLUED_BEFORE.search(text, before, start) and not (
            amount and "," not in text[start:end] and _CELL_BEFORE.search(text, before, start)):
        return False
    return not _GLUED_AFTER.match(text, end) and not (amount and _COUNTED_AFTER.match(text, end))


def again(text: str, found: Sequence[Finding]) -> list[tuple[str, int, int, float]]:
    """(type, start, end, score) for the other standalone occurrences of found key-group values and bare amounts."""
    taken = [(e.start, e.end) for e in found if e.type in REPEATED]  # (a key value's repeat overrides a part read as money)
    money = [(e.start, e.end) for e in found if e.type == "AMOUNT"]
    out: list[tuple[str, int, int, float]] = []
    seen: set[str] = set()
    for e in found:
        amount = e.type == "AMOUNT" and _BARE_AMOUNT.fullmatch(e.text) is not None
        if not (amount or e.type in REPEATED and len(e.text) >= MIN_CHARS) or e.text in seen:
            continue
        seen.add(e.text)
        start = text.find(e.text)
        while start >= 0:
            end = start + len(e.text)
            if not any(a < end and start < b for a, b in (taken + money if amount else taken)) \
                    and _standalone(text, start, end, amount):
                out.append((e.type, start, end, e.score))
                taken.append((start, end))
            start = text.find(e.text, start + 1)
    return out
