"""Chinese numerals read as integers (三十五 -> 35), for the answer checks and the request's clock times."""
from __future__ import annotations

import re

_ZH_DIGITS = {
    "零": 0,
    "〇": 0,
    "一": 1,
    "二": 2,
    "两": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
}
_ZH_UNITS = {"十": 10, "百": 100, "千": 1000, "万": 10000}
ZH_NUMBER = re.compile(r"[零〇一二两三四五六七八九十百千万]+")


def zh_number(text: str) -> int | None:
    """三十五 -> 35, 一百零二 -> 102, 两万 -> 20000; None for what is no number."""
    total, section, digit = 0, 0, None
    for ch in text:
        if ch in _ZH_DIGITS:
            digit = _ZH_DIGITS[ch]
        elif ch in _ZH_UNITS:
            unit = _ZH_UNITS[ch]
            if unit == 10000:
                total += (section + (digit or 0)) * unit
                section = 0
            else:
                section += (1 if digit is None else digit) * unit
            digit = None
        else:
            return None
    return total + section + (digit or 0)
