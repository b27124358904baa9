"""Listing rows in order of relevance to the user's request, so the row a small model takes first is likely
the right one.

The 0.5B edge model takes the first row of a listing: it closed ticket T-1001 (the first) instead of the
printer ticket, approved the first pending expense, updated the first of two contacts found for "王芳", and set
the first config key. Services list rows by id or date, which says nothing about the task. So the agent puts
the rows of a lookup's result that share the most words (for Chinese, character pairs) with the user's request
first, keeping the services' order among equals. Nothing is added or removed, only the order of the row lines
changes; the step records the observation as shown.
"""
from __future__ import annotations

import re
import unicodedata

from edge_agent.concepts import concepts
from edge_agent.request_kind import asks_for_change, question_only
from edge_agent.stale_source import ASKS_STALE, STALE

_ROW = re.compile(r"^\s*[^|\n]{1,80}\s\|\s")
_WORD = re.compile(r"[a-z0-9]+")
_CJK_RUN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+")
_STOP = frozenset({"the", "a", "an", "to", "of", "in", "on", "and", "or", "is", "it", "my", "me", "i", "for", "that",
                   "this", "with", "be", "as", "at", "by", "from", "please", "can", "you", "every", "each"})


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKC", text)
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)).casefold()


STEM = 4  # words of 5+ letters also count by their first 4: "dentist" meets "Dental check-up", "printer" "print"


_COMPOUND = re.compile(r"(?<![\w-])([a-z]{1,3})-([a-z]{3,})(?![\w-])")


def terms(text: str) -> set[str]:
    """Words (split on anything not a letter or digit, so partner_api.timeout_ms gives partner, api, timeout, ms),
    the first STEM letters of longer words (marked with `~`: a shared word counts twice, a shared stem once) and
    Chinese character pairs, plus the concepts the text names (`edge_agent.concepts`: "sign-in" and "login" share
    one)."""
    t = _fold(text)
    words = {w for w in _WORD.findall(t) if w not in _STOP and (len(w) > 1 or w.isdigit())}
    words |= {a + b for a, b in _COMPOUND.findall(t)}  # "e-bikes" also as one word: "e" alone is no word
    stems = {w[:STEM] + "~" for w in words if len(w) > STEM and w.isalpha()}
    grams = {r[i:i + 2] for r in _CJK_RUN.findall(t) for i in range(len(r) - 1)}
    return words | stems | grams | concepts(t)


_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_RESOLVED = re.compile(r"=\s*(\d{4}-\d{2}-\d{2})")  # the system prompt's dates line: "Monday" = 2025-03-10


def request_terms(request: str, system: str = "") -> set[str]:
    """The request's terms and the dates the system prompt's dates line resolved for it ("Tom's taxi from Monday":
    2025-03-10 picks the row of that day)."""
    return terms(request) | set(_RESOLVED.findall(system))


def row_terms(line: str) -> set[str]:
    return terms(line) | set(_DATE.findall(line))


_NUMBER_CELL = re.compile(r"^\s*[-+]?[\d.,]+\s*$")


def text_terms(line: str) -> set[str]:
    """A row's terms without its cells that are only a number: "今天用掉了 3 瓶高糖 DMEM" put "DMEM/F12 … | 8 | 3"
    (reorder point 3) level with "DMEM 高糖培养基 … | 12 | 4" (blind13): a count in the request is no word of a row's
    stock column."""
    return row_terms("|".join(c for c in line.split("|") if not _NUMBER_CELL.match(c)))


# A change request names the state it moves a record to; a row already in that state is not the one to change.
# The 0.5B marked INV-1 paid when asked to "find their unpaid invoice, mark it paid": INV-1 was the paid one, and the
# word "paid" put it first (blind5 traces). Such rows go after the others (request_kind.asks_for_change only).
TARGET_STATES: tuple[tuple[re.Pattern[str], frozenset[str]], ...] = tuple((re.compile(p), frozenset(v)) for p, v in (
    (r"\bmark\b[^.;]{0,20}\bpaid\b|\bpay (?:it|them|the)\b|付清|标为已付", ("paid",)),
    (r"\breject|拒绝|驳回", ("rejected",)),
    (r"\bapprove|批准|批了|批掉|批一下|给批|审批通过", ("approved",)),
    (r"\bclose\b|关掉|关闭|关了", ("closed",)),
    (r"\bresolve\b|标为已解决", ("resolved",)),
    (r"\bcomplete\b|\bcheck\b[^.;]{0,30}\boff\b|\bmark\b[^.;]{0,20}\bdone\b", ("done", "completed")),
    (r"\b(?:to|as) won\b|成交|赢单", ("won",)),
    (r"\bcancel|取消", ("cancelled", "canceled")),
    (r"\bdisable|停用|禁用", ("disabled",)),
    (r"\benable|启用", ("enabled",)),
    (r"\barchive|归档", ("archived",)),
))


def target_states(request: str) -> frozenset[str]:
    """The record states a change request asks for (empty for a question)."""
    text = _fold(request)
    if not asks_for_change(request):
        return frozenset()
    return frozenset(v for pattern, values in TARGET_STATES if pattern.search(text) for v in values)


def _in_state(line: str, states: frozenset[str]) -> bool:
    return bool(states) and any(_fold(cell).strip() in states for cell in line.split("|")[1:])


def order_rows(observation: str, request: str, system: str = "") -> str:
    """The observation with each block of consecutive row lines ("X | ... | ...") sorted by how many of the
    request's terms they contain, most first, rows already in the state the request asks for last, and among rows
    as relevant, one marked archived or out of date after a current one (unless the request asks for an old one:
    "N-2 | 滨江公寓 - 项目笔记（旧版，已归档）" came first and the 0.5B wrote into it, blind14); other lines stay where
    they are."""
    want, done = request_terms(request, system), target_states(request)
    demote_stale = not ASKS_STALE.search(request)
    lines = observation.split("\n")
    if not want or sum(1 for line in lines if _ROW.match(line)) < 2:
        return observation
    out: list[str] = []
    block: list[str] = []

    def flush() -> None:
        scored = [(_in_state(line, done), -len(want & text_terms(line)), demote_stale and bool(STALE.search(line)), i,
                   line) for i, line in enumerate(block)]
        out.extend(line for *_, line in sorted(scored))
        block.clear()

    for line in lines:
        if _ROW.match(line):
            block.append(line)
        else:
            flush()
            out.append(line)
    flush()
    return "\n".join(out)


LOOKUPS = ("list_", "search_", "find_")
NOT_ROWS = frozenset({"list_files", "search_files"})  # file contents and paths keep their own order


def relevant_first(obs, tool: str, request: str, system: str = ""):
    """The observation of a successful lookup (list_/search_ tools, not files) with its rows reordered (`system`:
    the system prompt, whose dates line names the request's dates)."""
    if not obs.ok or not tool.startswith(LOOKUPS) or tool in NOT_ROWS:
        return obs
    text = order_rows(obs.text, request, system)
    return obs if text == obs.text else type(obs)(True, text, untrusted=obs.untrusted)


_RANGE_ARGS = (("start_date", "end_date"), ("from_date", "to_date"), ("start", "end"), ("since", "until"))


def window_hint(obs, tool: str, arguments: dict, request: str):
    """A dated listing whose rows share no word with the request, with a note to list a wider range: asked
    "下一场作者见面会是哪天？", the 0.5B listed 2025-03-12..14, read the staff meeting there and answered with it
    (blind12); the author evening was on the 21st. The service says so itself when nothing is listed."""
    if not obs.ok or not tool.startswith(LOOKUPS) or tool in NOT_ROWS or not question_only(request):
        return obs  # a change request lists a day to find a free slot or a clash: its rows need not name it
    span = next(((arguments.get(a), arguments.get(b)) for a, b in _RANGE_ARGS if arguments.get(a) and arguments.get(b)),
                None)
    rows = [line for line in obs.text.split("\n") if _ROW.match(line)]
    want = {t for t in terms(request) if not t.isdigit()}
    if span is None or not rows or len(want) < 2 or any(want & row_terms(line) for line in rows):
        return obs
    note = (f"[runtime: none of these rows shares a word with the request; if what it asks about is outside "
            f"{span[0]} to {span[1]}, list a wider range]")
    return type(obs)(True, f"{obs.text}\n{note}", untrusted=obs.untrusted)
