"""Shared pieces of the national-ID check-digit validators (`id_schemes.py`): digits, dates, weights, Luhn."""
from __future__ import annotations

import datetime
from collections.abc import Callable

import regex as re

from edge_agent.privacy.recognizers.numbers import luhn_ok

_NON_DIGIT = re.compile(r"\D")
_SPACE = re.compile(r"\s")


def _digits(v: str) -> str:
    return _NON_DIGIT.sub("", v)


def _date_ok(yy: int, mm: int, dd: int, centuries: tuple[int, ...] = (1900, 2000)) -> bool:
    for c in centuries:
        try:
            datetime.date(c + yy, mm, dd)
            return True
        except ValueError:
            continue
    return False


def _weighted(digits: str, weights: tuple[int, ...]) -> int:
    return sum(int(c) * w for c, w in zip(digits, weights))


def _mod11_10(n: str) -> bool:
    """ISO 7064 MOD 11,10 (Croatian OIB; the German Steuer-ID uses the same)."""
    p = 10
    for ch in n[:-1]:
        p = ((int(ch) + p) % 10 or 10) * 2 % 11
    return (11 - p) % 10 == int(n[-1])


def _luhn(v: str) -> bool:
    return luhn_ok(_digits(v))



def _digits_only(lengths: tuple[int, ...]) -> Callable[[str], bool]:
    def ok(v: str) -> bool:
        n = _digits(v)
        return len(n) in lengths and len(set(n)) > 1
    return ok


def _ghana(v: str) -> bool:
    return len(_digits(v)) == 10
