"""A write aimed at a listed row that shares nothing with the request, while another row of that listing shares
two or more of its words: refused, naming that row.

Asked "roaster just dropped off 6 bags of the colombia huila this morning, can you add them to stock", the 0.5B
listed the items (BEAN-COL-HUILA first) and ordered, then adjusted, BK-ORCHARD-DSK -- "The Orchard at Dusk", a
book (blind12, development). A look-alike that shares some of the request's words is a trap a careful agent must
read past, so this check says nothing about it (session 12 removed a refusal that did: right runs of 13 bundled
tasks were refused); it only stops a target with no word of the request at all -- words, stems, Chinese character
pairs, concepts and the dates the request names, as `relevance` compares them -- when the listing held a row with
at least two whole words of it (not numbers), and only for a request of one line that asks one thing.
"""
from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from edge_agent.records import StepRecord
from edge_agent.relevance import request_terms, row_terms
from edge_agent.request_kind import WRITE_PREFIXES
from edge_agent.stale_source import ASKS_STALE, STALE

_ROW = re.compile(r"(?m)^\s*(?P<id>[A-Za-z0-9][A-Za-z0-9._:-]{1,48})\s*\|(?P<rest>.+)$")


_URL_ROW = re.compile(r"(?m)^\s*(?P<id>https?://[^\s|]+)\s*\|(?P<rest>.+)$")  # a web search result


def _listing_of(steps: Sequence[StepRecord], target: str) -> dict[str, str] | None:
    """id -> row of the latest listing that showed `target` as a row."""
    for s in reversed(list(steps)):
        if s.ok and s.observation and target in s.observation:
            rows = {m.group("id"): m.group(0).strip() for rx in (_ROW, _URL_ROW) for m in rx.finditer(s.observation)}
            if target in rows and len(rows) > 1:
                return rows
    return None


def _listed_targets(steps: Sequence[StepRecord], arguments: dict) -> Iterator[tuple[str, dict[str, str]]]:
    """(argument value, id -> row of the listing that showed it) for each argument that names a listed row."""
    for value in arguments.values():
        if isinstance(value, str) and "|" not in value and (rows := _listing_of(steps, value)) is not None:
            yield value, rows


def _whole(terms: set[str]) -> set[str]:
    return {t for t in terms if not t.endswith("~") and not t.startswith("#") and not t.isdigit()}


def one_ask(request: str) -> bool:
    """A request of one line and a sentence or two: a plan of several changes ("1. put both flights … 2. move any
    meeting that clashes …") names some of its targets by what they are, not by their words."""
    text = request.strip()
    return "\n" not in text and len(re.findall(r"[A-Za-z]+", text)) + len(re.findall(r"[\u3400-\u9fff]", text)) // 2 <= 40


def unrelated_refusal(request: str, steps: Sequence[StepRecord], name: str, arguments: dict,
                      system: str = "") -> str | None:
    """The refusal of a write at a row with no word of the request when a row of the same listing has two, or None."""
    if not request or not name.startswith((*WRITE_PREFIXES, "adjust_")) or not one_ask(request):
        return None
    words = request_terms(request, system)
    for value, rows in _listed_targets(steps, arguments):
        if words & row_terms(rows[value]):
            continue
        scored = sorted(((len(_whole(words & row_terms(r))), i) for i, r in rows.items() if i != value), reverse=True)
        if scored and scored[0][0] >= 2:
            best = scored[0][1]
            shared = ", ".join(sorted(_whole(words & row_terms(rows[best]))))
            return (f"not run: {value} shares no word with the request, and {best} ({shared}) does: "
                    f"{rows[best]}. Use {best}, or look the right row up first.")
    return None


def stale_refusal(request: str, steps: Sequence[StepRecord], name: str, arguments: dict, system: str = "") -> str | None:
    """The refusal of a write at a listed row marked archived or out of date when a current row of the same listing
    shares as many of the request's words (one fewer at most), unless the request asks for an old record; or None.
    "在滨江公寓的项目笔记里记一笔…": the 0.5B wrote into "N-2 | 滨江公寓 - 项目笔记（旧版，已归档）", N-1 being the
    current note (blind14, development); the task-writing brief names "an outdated or archived entry" as a trap."""
    if not request or not name.startswith((*WRITE_PREFIXES, "adjust_")) or not one_ask(request) or \
            ASKS_STALE.search(request):
        return None
    words = request_terms(request, system)
    for value, rows in _listed_targets(steps, arguments):
        if not STALE.search(rows[value]):
            continue
        own = len(_whole(words & row_terms(rows[value])))
        current = sorted(((len(_whole(words & row_terms(r))), i) for i, r in rows.items()
                          if i != value and not STALE.search(r)), reverse=True)
        if current and current[0][0] >= max(1, own - 1):
            best = current[0][1]
            return (f"not run: {value} is marked as archived or out of date ({rows[value]}); {best} is the current "
                    f"one: {rows[best]}. Use {best}.")
    return None


READS = ("get_", "read_", "open_")
# a page opened from search results whose row has at most this share of the best row's words, and this many fewer
WEAK_SHARE, WEAK_GAP = 1 / 3, 3


def unrelated_read(request: str, steps: Sequence[StepRecord], name: str, arguments: dict, system: str = "") -> str | None:
    """The refusal (the step is drawn again) of a read of a listed row with no word of the request when another row
    has two -- "What annealing temp do we use for the 16S PCR?": the 0.5B read "ITS 扩增流程", N-1 being "16S rRNA 扩增
    PCR 流程" (blind13, development) -- or of a search result far weaker than the best one: asked for the car-free day
    of the Binjiang cycling festival, it opened the road-works notice listed second (blind15, development); or None."""
    if not request or not name.startswith(READS) or name == "read_file" or not one_ask(request):
        return None
    words = request_terms(request, system)
    for value, rows in _listed_targets(steps, arguments):
        own = len(_whole(words & row_terms(rows[value])))
        scored = sorted(((len(_whole(words & row_terms(r))), i) for i, r in rows.items() if i != value), reverse=True)
        if not scored:
            continue
        best_n, best = scored[0]
        web = value.startswith(("http://", "https://"))
        if (not web and own == 0 and not words & row_terms(rows[value]) and best_n >= 2) or \
                (web and own <= WEAK_SHARE * best_n and best_n - own >= WEAK_GAP):
            shared = ", ".join(sorted(_whole(words & row_terms(rows[best]))))
            return (f"not run: {value} shares {'no word' if own == 0 else 'few words'} with the request, and {best} "
                    f"({shared}) does: {rows[best]}. Open {best}.")
    return None
