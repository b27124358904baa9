"""A long piece of a value the vault already holds goes out as that value would: redacted (round 35).

The demo's advisor run showed it: the edge model, asked for 刘洋's phone, wrote "1395721440" into a tool call (ten of
the eleven digits of 13957214406, which the gate had redacted from the file it read), and the next prompt to the
cloud carried that piece in the steps so far. The detector cannot see a phone in ten digits that no phone plan
allows; the vault knows the value. A run of seven digits or more inside the digits of a held number (a phone, an ID,
a card, an IBAN, a passport) is redacted with its own placeholder, so what comes back is the piece as it was.
"""
from __future__ import annotations

from dataclasses import dataclass

import regex as re

_RUN = re.compile(r"(?<!\d)\d{7,}(?!\d)")
_NUMBERS = frozenset({"PHONE", "IDCARD", "CARD", "NATIONAL_ID", "SSN", "PASSPORT", "IBAN"})


@dataclass(frozen=True)
class Fragment:
    type: str
    start: int
    end: int


def held_numbers(known: list[tuple[str, str, str]]) -> list[tuple[str, str]]:
    """(type, digits) of the numbers among the vault's (placeholder, type, value) list, once per message."""
    numbers = [(t, re.sub(r"\D", "", v)) for _, t, v in known if t in _NUMBERS]
    return [(t, d) for t, d in numbers if len(d) >= 8]


def fragments(text: str, numbers: list[tuple[str, str]], taken: list[tuple[int, int]]) -> list[Fragment]:
    """The digit runs of `text` (outside `taken`) that lie inside one of `numbers` (`held_numbers`)."""
    if not numbers or not text:
        return []
    out = []
    for m in _RUN.finditer(text):
        if any(a < m.end() and m.start() < b for a, b in taken):
            continue
        kind = next((t for t, d in numbers if m.group() in d), None)
        if kind is not None:
            out.append(Fragment(kind, m.start(), m.end()))
    return out
