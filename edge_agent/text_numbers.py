"""The numbers in a text, written one way, for the checks that compare an answer's numbers with what a run saw."""
from __future__ import annotations

import re

from edge_agent.zh_numbers import ZH_NUMBER, zh_number

_NUMBER = re.compile(r"(?<![\d.])\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\d.,])\d+(?:\.\d+)?")


def _canonical(value: float) -> str:
    return f"{round(value, 2):.2f}".rstrip("0").rstrip(".")


def numbers(text: str) -> list[str]:
    """The numbers in a text, written one way: 1,234.50 and 1234.5 are '1234.5', 03 is '3', 三十五 is '35'."""
    found = [_canonical(float(m.group(0).replace(",", ""))) for m in _NUMBER.finditer(text)]
    for m in ZH_NUMBER.finditer(text):
        value = zh_number(m.group(0))
        if value is not None and (len(m.group(0)) > 1 or value > 1):
            found.append(_canonical(value))
    return found


_PLAIN = re.compile(r"(?<![\d.])\d+(?:\.\d+)?")


def plain_numbers(text: str) -> list[str]:
    """The numbers with every comma a separator: a CSV row "2025-03-05,842.50" holds 842.5, not 5842.5."""
    return [_canonical(float(m.group(0))) for m in _PLAIN.finditer(text)]
