"""A quantity the request gives, written as another number: refused with the request's number.

Asked "roaster just dropped off 6 bags of the colombia huila this morning, can you add them to stock", the 0.5B
adjusted the right item's stock by 1 (blind12, development). When a write has a field that counts things (qty,
quantity, delta, count, copies, units, amount of items) and the request names exactly one count -- a number that is
no date, time, money, id or percentage -- a different number there is refused, naming the request's. A request with
two or more counts, or none, is left alone, as is one that names a level to reach ("up to 40 bags": the order is the
difference) or a plan of several changes; a negative delta of the same size (taking stock out) passes.

A signed change (`delta`) also gets its direction from the request when the request says only one: "We used 3 of the
oak veneer boards … take them off stock" was written +3 four times, the refusal having said "Write delta = 3 (negative
to take it out)" (blind14, development). Words of taking out (used, sold, take off, 用掉, 扣) ask for a negative
delta, words of putting in (received, dropped off, add, 到货, 入库) a positive one; a request with both, or neither, is
left to the model.
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from edge_agent.request_kind import WRITE_PREFIXES
from edge_agent.unrelated_target import one_ask
from edge_agent.zh_numbers import zh_number

_COUNT_FIELDS = frozenset({"qty", "quantity", "delta", "count", "copies", "units", "number", "amount_units", "pieces"})
# a number in the request that is no count: dates, times, money, ids, versions, percentages, ordinals, phone-ish runs
_NOT_COUNT = re.compile(r"\d{4}-\d{1,2}-\d{1,2}|\d{1,2}:\d{2}|[$€£¥￥]\s?\d[\d,.]*|\d[\d,.]*\s?(?:元|块|%|percent|"
                        r"(?:st|nd|rd|th)\b|号|日|月|年|点|am|pm|usd|eur|gbp|rmb)|[A-Za-z]+-?\d+|\d+[A-Za-z]+\d*|"
                        r"\d+(?:\.\d+)+|\d{5,}", re.I)
_COUNT = re.compile(r"(?<![A-Za-z0-9.\-])(\d{1,4})(?![A-Za-z0-9.])")
_ZH_COUNT = re.compile(r"(?<!下)(?<!这)(?<!那)(?<!哪)([二两三四五六七八九十][一二三四五六七八九十]{0,2}|一(?!个|下|些|点|起))\s*(?:个|箱|包|袋|本|件|瓶|盒|台|只|条|张|份|套|支|桶|罐|瓶)")
# "brings us back up to 40 bags", "补到 40 箱": a level to reach, not the number to add or order
_TARGET = re.compile(r"(?i:\b(?:up\s+to|back\s+to|to|at|by|until|reach(?:es)?|total\s+of)\s+\d)|[到至]\s*\d|补足")


_OUT = re.compile(r"(?i:\b(?:used|use[ds]? up|sold|took|take[ns]?\s+(?:\w+\s+)?(?:off|out)|remove[ds]?|deduct(?:ed)?|"
                  r"subtract(?:ed)?|broke|broken|damaged|lost|gave away|write[ns]? off|wrote off|consumed)\b)|"
                  r"用掉|用了|用去|耗掉|扣|减|拿走|拿了|领走|领用|卖了|卖掉|售出|出库|损坏|报废|少了")
_IN = re.compile(r"(?i:\b(?:add(?:ed)?|received|receive|dropped off|delivered|arrived|restock(?:ed)?|returned|put back|"
                 r"came in|got in|came back|brought back|top(?:ped)? up)\b)|加上|加到|补上|到货|入库|送来|送到|收到|退回|放回")
DIRECTION_FIELDS = frozenset({"delta", "change", "adjustment"})


def direction(request: str) -> int:
    """-1 when the request only takes things out, +1 when it only puts them in, else 0."""
    out, into = bool(_OUT.search(request)), bool(_IN.search(request))
    return -1 if out and not into else 1 if into and not out else 0


def request_counts(request: str) -> list[int]:
    text = _NOT_COUNT.sub(" ", request)
    return [int(n) for n in _COUNT.findall(text)] + [zh_number(w) or 0 for w in _ZH_COUNT.findall(text)]


def _count_fields(request: str, name: str, arguments: dict) -> Iterator[tuple[str, Any, float, int]]:
    """(field, value as written, its number, the request's one count) for each count field of a write the check
    applies to; nothing when the request gives no single count, names a level to reach, or is a plan."""
    if not name.startswith((*WRITE_PREFIXES, "adjust_")) or not one_ask(request) or _TARGET.search(request):
        return
    counts = set(request_counts(request))
    if len(counts) != 1:
        return
    (given,) = counts
    for field, value in arguments.items():
        if field.lower() not in _COUNT_FIELDS or isinstance(value, bool) or not isinstance(value, (int, float, str)):
            continue
        try:
            yield field, value, float(value), given
        except ValueError:
            continue


def quantity_fixes(request: str, name: str, arguments: dict) -> list[tuple[str, int, str]]:
    """(field, value, why) for a count field the request states outright: its one count, with the sign its words
    give for a signed change; nothing when the sign of a change is not said (the refusal below asks instead)."""
    out = []
    for field, _, number, given in _count_fields(request, name, arguments):
        signed = field.lower() in DIRECTION_FIELDS
        sign = direction(request) if signed else 1
        if sign and number != sign * given:
            why = f"the request takes {given} out" if sign < 0 else f"the request {'adds' if signed else 'gives'} {given}"
            out.append((field, sign * given, why))
    return out


def quantity_refusal(request: str, name: str, arguments: dict) -> str | None:
    """The refusal of a write whose count field differs from the one count the request gives, or None."""
    for field, value, number, given in _count_fields(request, name, arguments):
        sign = direction(request) if field.lower() in DIRECTION_FIELDS else 0
        if abs(number) != given:
            if sign:
                return f"not run: the request gives {given}, not {value}. Write {field} = {sign * given}" + \
                    (" (negative: the request takes them out)." if sign < 0 else ".")
            return f"not run: the request gives {given}, not {value:g}" if isinstance(value, float) else \
                f"not run: the request gives {given}, not {value}. Write {field} = {given} (negative to take it out)."
        if sign and number * sign < 0:
            return (f"not run: the request takes {given} out, so {field} is negative: write {field} = {-given}."
                    if sign < 0 else f"not run: the request adds {given}, so {field} is positive: write {field} = "
                    f"{given}.")
    return None
