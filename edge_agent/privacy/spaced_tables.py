"""Tables aligned with spaces instead of commas, tabs or bars, for `columns.column_entities`."""
from __future__ import annotations

import re

# A table aligned with spaces: a bank statement's "20250905　　转账　　-3,000.00　 12,402.33　龚志强" or a bill's
# "床位费　　　　1,100.00" under "项目　　金额" — cells apart by a full-width space or two or more spaces.
GAP = "gap"
_GAP = re.compile(r"(?:\u3000|[ \t]){2,}|\u3000")


# A spaced table's columns are guessed from gaps, so its cells must show what they are: money as money ("CHECK #1184"
# under an amount is a misread column), a person's name with a capital or in Han ("account_tier" is a key), and no
# address column (a security group's "源地址" holds "0.0.0.0/0").
GAP_TYPES = {"AMOUNT", "PERSON", "PHONE", "EMAIL", "IDCARD", "DATE_OF_BIRTH", "NATIONAL_ID", "PASSPORT"}
_MONEY_CELL = re.compile(r"[+\-−]?\s?(?:[A-Z]{1,3}\s?|[$¥€£₹￥]|RM\s?)?[+\-−]?\d[\d,.]*(?:\s?(?:元|円|万|k|K|[A-Z]{3}))?")


def gap_keep(typ: str, value: str) -> bool:
    """Whether a spaced table's cell shows plainly the type its column gives it."""
    if typ == "AMOUNT":
        return bool(_MONEY_CELL.fullmatch(value.strip()))
    if typ == "PERSON":
        return bool(re.search(r"[A-Z\u4e00-\u9fff]", value)) and "_" not in value
    return True


def gap_cells(line: str) -> list[tuple[int, int]]:
    """(start, end) of each cell of a line split at its gaps, surrounding spaces trimmed."""
    lead = len(line) - len(line.lstrip(" \t\u3000"))
    body = line.rstrip(" \t\u3000\r")
    out, start = [], lead
    for m in _GAP.finditer(body, lead):
        out.append((start, m.start()))
        start = m.end()
    out.append((start, len(body)))
    return out if len(out) > 1 else [(lead, len(body))]
