"""An answer about the wrong row of a listing is sent back once, pointing at the rows the request is about.

Asked "when's my dentist appointment on friday again?", the 0.5B listed Friday's events and answered with the
1:1 with Priya ("E-4 | 2025-03-14 16:00 | … | 1:1 with Priya"), not "E-2 | … | Dentist - Dr. Alvarez" (blind9
trace); asked for USB-C docks, a hub is one word closer to a wrong answer. The runtime cannot know the answer, but
it can see that the row the answer cites shares fewer of the request's words than another listed row, and that
the other row has every word the cited one has. Words are compared as `relevance.terms` compares them when it
orders a listing (case, accents and width folded, stems, Chinese character pairs); a date the request names (the
dates line of the system prompt) counts as one of its words. Only a request that asks nothing to be changed is held to this,
and only an answer that names a listed row (its id, or a cell of exactly one row).
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from edge_agent.records import StepRecord
from edge_agent.relevance import request_terms, row_terms
from edge_agent.request_kind import question_only

CHOICE_SENT_BACK = "Not accepted: the answer is about"
# a question that weighs two records may cite either ("恒通物流和鼎盛建材，哪家的在谈订单金额更大？")
_COMPARES = re.compile(r"\bwhich\b|\bcompare\w*\b|\bversus\b|\bvs\.?\b|\bor\b|哪家|哪个|哪一|哪位|比较|对比|还是|更(?:大|多|高|少|低|贵|便宜)",
                       re.I)
_ROW = re.compile(r"(?m)^\s*(?P<id>[A-Za-z]{1,8}-[A-Za-z0-9]+)\s*\|(?P<rest>.+)$")


def _matched(words: set[str], row: str) -> set[str]:
    return words & row_terms(row)


def _listed(words: list[str]) -> str:
    return ", ".join(repr(w) for w in words) or "(by meaning)"


def _kind(row_id: str) -> str:
    return row_id.split("-", 1)[0].upper()


def _shown(term: str) -> str:
    return term[:-1] + "…" if term.endswith("~") else term


def listed_rows(steps: Sequence[StepRecord]) -> dict[str, str]:
    """id -> row text for every listing row the run has seen (the latest sighting of an id wins)."""
    rows: dict[str, str] = {}
    for s in steps:
        if s.ok and s.observation:
            for m in _ROW.finditer(s.observation):
                rows[m.group("id")] = m.group(0).strip()
    return rows


def _cited(answer: str, rows: dict[str, str]) -> list[str]:
    ids = [i for i in rows if re.search(rf"(?<![\w-]){re.escape(i)}(?![\w-])", answer)]
    if ids:
        return ids
    cells: dict[str, set[str]] = {}
    for i, row in rows.items():
        for cell in row.split("|")[1:]:
            cell = cell.strip()
            if len(cell) >= 6 and not re.fullmatch(r"[\d\s:.\-/]+", cell):
                cells.setdefault(cell, set()).add(i)
    hit = {i for cell, owners in cells.items() if len(owners) == 1 and cell in answer for i in owners}
    return sorted(hit) if len(hit) == 1 else []


def _better_rows(words: set[str], rows: dict[str, str], chosen: list[str]) -> tuple[list[str], list[str]]:
    """The rows (at most 3, the most request words first) that have every request word the chosen rows have and
    more, and the request words they add; ([], []) when there are none."""
    have = set().union(*(_matched(words, rows[i]) for i in chosen))
    kinds = {_kind(i) for i in chosen}  # a deal is compared with deals, not with the customer row that names it
    better = [(len(m), i) for i in rows if i not in chosen and _kind(i) in kinds and (m := _matched(words, rows[i])) > have]
    if not better:
        return [], []
    best = max(n for n, _ in better)
    shown = [rows[i] for n, i in sorted(better, key=lambda x: -x[0]) if n == best][:3]
    added = {t for t in set().union(*(_matched(words, r) for r in shown)) - have if not t.startswith("#")}
    plain = {t for t in added if not t.endswith("~")}
    if not {t for t in added if not t.isdigit() and len(t) >= 2}:
        return [], []  # only a concept or a number tells them apart: too little to send an answer back for
    return shown, sorted(_shown(t) for t in (plain or added))


def _compared(words: set[str], rows: dict[str, str], chosen: list[str], lead: str, ask: str) -> str | None:
    """The message naming the rows that fit the request better than the chosen ones, or None when none do."""
    if not chosen or len(rows) < 2 or not words:
        return None
    shown, missing = _better_rows(words, rows, chosen)
    if not shown:
        return None
    return f"{lead} the request's words {_listed(missing)} are not in that row. These rows have them:\n" + \
        "\n".join(shown) + "\n" + ask


def choice_sendback(request: str, answer: str, steps: Sequence[StepRecord], system: str = "") -> str | None:
    """The message sent back instead of an answer that cites a row the request is less about than another, or None."""
    if not answer.strip() or not question_only(request) or _COMPARES.search(request):
        return None
    rows = listed_rows(steps)
    cited = _cited(answer, rows)
    return _compared(request_terms(request, system), rows, cited, f"{CHOICE_SENT_BACK} {', '.join(cited)}, but",
                     "Answer from the row the request is about, in one short sentence.")
