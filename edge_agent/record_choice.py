"""An answer about the wrong row of a listing is sent back once, pointing at the rows the request is about.

Asked "when's my dentist appointment on friday again?", the 0.5B listed Friday's events and answered with the
1:1 with Priya ("E-4 | 2025-03-14 16:00 | … | 1:1 with Priya"), not "E-2 | … | Dentist - Dr. Alvarez" (blind9
trace); asked for USB-C docks, a hub is one word closer to a wrong answer. The runtime cannot know the answer, but
it can see that the row the answer cites shares fewer of the request's words than another listed row, and that
the other row has every word the cited one has. Words are compared without case, accents or width; English words
by their stem (dock / docks / docking), Chinese by pairs of characters; a date the request names (the dates line
of the system prompt) counts as one of its words. Only a request that asks nothing to be changed is held to this,
and only an answer that names a listed row (its id, or a cell of exactly one row).
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from edge_agent.records import StepRecord
from edge_agent.request_kind import question_only

CHOICE_SENT_BACK = "Not accepted: the answer is about"
_ROW = re.compile(r"(?m)^\s*(?P<id>[A-Za-z]{1,8}-[A-Za-z0-9]+)\s*\|(?P<rest>.+)$")
_EN_WORD = re.compile(r"[a-z][a-z0-9]{2,}")
_HAN_RUN = re.compile(r"[\u4e00-\u9fff]{2,}")
_REQUEST_DATE = re.compile(r"=\s*(\d{4}-\d{2}-\d{2})")
_STOP = frozenset("""
the and for with what when where which who whom how many much does did have has had our your you mine again there
this that these those from into about please can could would should tell show find give list next last week today
tomorrow yesterday time date day days left still any all some one two get got are was were will let know need want
just also then than them they their its it's his her she him out off per via any not now new old more most less
monday tuesday wednesday thursday friday saturday sunday mon tue wed thu fri sat sun am pm
""".split())
_ZH_STOP = frozenset("的了吗呢吧是有我你他她这那个几多少么什哪谁在和跟与给把被还都也就要想请帮下上一")


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).casefold()
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def _key(word: str) -> str:
    return word[:-1] if len(word) > 4 and word.endswith("s") else word


def _same(key: str, row_word: str) -> bool:
    """dock ~ docks ~ docking; a row word shorter than four letters only as itself."""
    return row_word.startswith(key) or (len(row_word) >= 4 and key.startswith(row_word))


def request_words(request: str, system: str = "") -> dict[str, str]:
    """The request's content words, each under the key it is compared by (English: without a plural s; Chinese:
    pairs of characters), and the dates its dates line resolved."""
    text = _fold(request)
    words = {_key(w): w for w in _EN_WORD.findall(text) if w not in _STOP and not w.isdigit()}
    for run in _HAN_RUN.findall(text):
        words |= {run[i:i + 2]: run[i:i + 2] for i in range(len(run) - 1) if not (set(run[i:i + 2]) & _ZH_STOP)}
    return words | {d: d for d in _REQUEST_DATE.findall(system)}


def _matched(words: dict[str, str], row: str) -> set[str]:
    folded = _fold(row)
    row_words = set(_EN_WORD.findall(folded))
    return {k for k in words if (k.isascii() and not k[:1].isdigit() and any(_same(k, r) for r in row_words))
            or ((not k.isascii() or k[:1].isdigit()) and k in folded)}


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


def choice_sendback(request: str, answer: str, steps: Sequence[StepRecord], system: str = "") -> str | None:
    """The message sent back instead of an answer that cites a row the request is less about than another, or None."""
    if not answer.strip() or not question_only(request):
        return None
    rows = listed_rows(steps)
    cited = _cited(answer, rows)
    words = request_words(request, system)
    if not cited or len(rows) < 2 or not words:
        return None
    have = set().union(*(_matched(words, rows[i]) for i in cited))
    better = [(len(m), i) for i in rows if i not in cited and (m := _matched(words, rows[i])) > have]
    if not better:
        return None
    best = max(n for n, _ in better)
    shown = [rows[i] for n, i in sorted(better, key=lambda x: -x[0]) if n == best][:3]
    missing = sorted(words[k] for k in set().union(*(_matched(words, r) for r in shown)) - have)
    return (f"{CHOICE_SENT_BACK} {', '.join(cited)}, but the request's words {', '.join(repr(w) for w in missing)} "
            f"are not in that row. These rows have them:\n" + "\n".join(shown) +
            "\nAnswer from the row the request is about, in one short sentence.")
