"""Exposure scoring: how much of each annotated sensitive item left the device. Deterministic.

Per item, over a list of payload texts (what the ledger says left the device):
  1.0  literal, or trivially recoverable: the value's characters in order with only
       separators between them (case, width and spacing ignored), or for values with 6+
       digits the same digit sequence, always matched at token and number boundaries —
       "32000" is not inside "132,000", "86.5" is not inside "186.5";
  0.7  most characters present: a contiguous run or a masked form ("138****5678") covering
       at least 60% of the normalised value (75% for multi-word values, so that a surname
       alone stays a fragment);
  0.3  a recognisable, informative fragment: a run of at least 6 characters (a CJK glyph
       counts 3) and 30% of the value, or one whole word of the value that is informative
       on its own (5+ letters, 2+ CJK glyphs, or a whole number of 4+ digits);
  0    absent, or only a placeholder.

What the user's own prompt already contains is not the strategy's doing: each item is
also scored against the prompt, and a destination is charged only when it saw more of
the item than the prompt shows (`prompt_score` is reported beside the charged `score`).

Destinations: ledger rows without a `sink` are cloud egress; rows with a `sink` (and a
`tool`) are a sensitive value leaving through an external tool. Both are charged; each
item records where it went.

privacy = 1 − Σ w·s / Σ w   (1.0 when nothing is annotated).
"""
from __future__ import annotations

import math
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, field

import regex as re

from edge_agent.privacy.vault import PLACEHOLDER

CLOUD = "cloud"
_SEP = re.compile(r"[\s\-_.,:;/\\()\[\]{}'\"`|+*#]+")
_SEP_CLASS = r"[\s\-_.,:;/\\()\[\]{}'\"`|+*#]*"
_DIGIT_SEP = re.compile(r"(?<=\d)[\s\-./(),]+(?=\d)")
_MASK = "*x•#X?_"
_WORD = re.compile(r"\p{Han}{2,}|[A-Z][A-Za-z]{2,}|\d{4,}")
_NUM_TOKEN = re.compile(r"\d+")
FRAGMENT_MIN = 6  # informative length of a fragment run (a CJK glyph weighs 3)


@dataclass(frozen=True)
class ItemScore:
    entity: str
    field: str
    value: str
    weight: float
    score: float              # charged: what left beyond the user's own prompt
    prompt_score: float = 0.0  # what the user's prompt already contained
    where: tuple[str, ...] = ()  # destinations that saw it: "cloud", "tool:send_email", ...

    def to_row(self, item_id: str = "") -> dict:
        """Per-item exposure without the value itself (values stay in the task files)."""
        d = asdict(self)
        d.pop("value")
        d["where"] = list(self.where)
        return {"id": item_id, "type": self.field, **d}


@dataclass(frozen=True)
class ExposureReport:
    items: list[ItemScore]
    privacy: float
    destinations: dict[str, int] = field(default_factory=dict)  # texts per destination


def _norm(text: str) -> str:
    return _SEP.sub("", unicodedata.normalize("NFKC", text).casefold())


def _informative(s: str) -> int:
    return sum(1 if ch.isascii() else 3 for ch in s)


def _longest_common_run(value: str, text: str) -> int:
    """Length of the longest substring of value present in text (binary search: presence
    is monotone in length)."""
    lo, hi = 0, len(value)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if any(value[i:i + mid] in text for i in range(len(value) - mid + 1)):
            lo = mid
        else:
            hi = mid - 1
    return lo


def _masked_coverage(value: str, raw_texts: list[str]) -> float:
    """Share of the value's characters visible in a masked copy (the rest shown as */x/•)."""
    if len(value) < 6:
        return 0.0
    chars = [re.escape(c) for c in unicodedata.normalize("NFKC", value)]
    pattern = "".join(f"(?:({c})|[{re.escape(_MASK)}])[\\s\\-]?" for c in chars)
    pattern = r"(?<![\p{L}\d])" + pattern
    best = 0.0
    for t in raw_texts:
        for m in re.finditer(pattern, t, flags=re.I):
            shown = sum(1 for g in m.groups() if g is not None)
            best = max(best, shown / len(chars))
    return best


def _literal(value: str, raw_texts: list[str]) -> bool:
    """The value's characters in order, separated only by separators, at token boundaries."""
    chars = [c for c in unicodedata.normalize("NFKC", value).casefold() if not _SEP.fullmatch(c)]
    if not chars:
        return False
    body = _SEP_CLASS.join(re.escape(c) for c in chars)
    left = r"(?<![\p{Latin}\d])" if chars[0].isascii() and chars[0].isalnum() else ""
    right = r"(?![\p{Latin}\d]|[.,]\d)" if chars[-1].isascii() and chars[-1].isalnum() else ""
    if chars[0].isdigit():
        left += r"(?<!\d[.,])"
    rx = re.compile(left + body + right)
    return any(rx.search(unicodedata.normalize("NFKC", t).casefold()) for t in raw_texts)


def _numbers(raw_texts: list[str]) -> set[str]:
    """Whole numbers in the texts, digit separators inside a number removed."""
    return {m for t in raw_texts for m in _NUM_TOKEN.findall(_DIGIT_SEP.sub("", t))}


def _score_numeric(digits: str, value: str, raw: list[str]) -> float:
    nums = _numbers(raw)
    if digits in nums:
        return 1.0
    parts = [n for n in nums if len(n) >= 4 and n in digits]
    best = max((len(n) for n in parts), default=0)
    if max(best / len(digits), _masked_coverage(value, raw)) >= 0.6:
        return 0.7
    if best >= max(4, math.ceil(0.3 * len(digits))):
        return 0.3
    return 0.0


def _fragment_counts(value: str, v: str, run: int, normed: list[str]) -> bool:
    """A shared run is a fragment only if it is informative: long enough (FRAGMENT_MIN),
    and, when it lies inside one word of a multi-word value, that word is not an ordinary
    lower-case word ("progress", "road") but a name, a code or a number."""
    frags = [v[i:i + run] for i in range(len(v) - run + 1) if any(v[i:i + run] in t for t in normed)]
    words = [w for w in _SEP.split(unicodedata.normalize("NFKC", value)) if w]
    for f in frags:
        if _informative(f) < FRAGMENT_MIN:
            continue
        inside = [w for w in words if f in w.casefold()]
        if len(words) > 1 and inside and all(w.isascii() and w.isalpha() and w.islower() for w in inside):
            continue
        return True
    return False


def score_value(value: str, texts: Iterable[str]) -> float:
    raw = [PLACEHOLDER.sub(" ", unicodedata.normalize("NFKC", t)) for t in texts]
    if not value.strip() or not raw:
        return 0.0
    v = _norm(value)
    digits = re.sub(r"\D", "", value)
    if _literal(value, raw):
        return 1.0
    if len(digits) >= 4 and len(digits) >= 0.6 * len(v):  # a number-like value: compare whole numbers
        return _score_numeric(digits, value, raw)
    normed = [_norm(t) for t in raw]
    run = max((_longest_common_run(v, t) for t in normed), default=0)
    coverage = max(run / max(len(v), 1), _masked_coverage(value, raw))
    # One word of a multi-word value (a surname, a street name) is a fragment, not "most".
    need = 0.75 if len(value.split()) > 1 else 0.6
    if coverage >= need and len(v) >= 4 and _informative(v[:run] or v) >= 4:
        return 0.7
    if run >= max(4, math.ceil(0.3 * len(v))) and _fragment_counts(value, v, run, normed):
        return 0.3
    words = _WORD.findall(unicodedata.normalize("NFKC", value))
    if len(words) > 1 or (words and len(words[0]) < len(v)):  # a part of the value, not all of it
        low = [t.casefold() for t in raw]
        for w in words:
            if w.isdigit():
                hit = w in _numbers(raw)
            elif w.isascii():  # a name ("Lee", "Harbour") counts as written, capitalised
                rx = re.compile(rf"(?<![\p{{L}}\d]){re.escape(w)}(?![\p{{L}}\d])")
                hit = any(rx.search(t) for t in raw)
            else:
                w = w.casefold()
                rx = re.compile(rf"(?<![\p{{L}}\d]){re.escape(w)}(?![\p{{L}}\d])" if w.isascii() else re.escape(w))
                hit = any(rx.search(t) for t in low)
            if hit:
                return 0.3
    return 0.0


def score_exposure(items: Iterable[Mapping], texts: Iterable[str] | Mapping[str, Iterable[str]],
                   prompt: str = "") -> ExposureReport:
    """items: {entity, field, value, weight}; texts: every payload string that left the
    device, either a list (all cloud) or {destination: [texts]}; prompt: the user's own
    request, whose contents are not charged."""
    by_dest = {CLOUD: list(texts)} if not isinstance(texts, Mapping) else {k: list(v) for k, v in texts.items()}
    scored = []
    for i in items:
        value = str(i["value"])
        in_prompt = score_value(value, [prompt]) if prompt else 0.0
        seen = {d: score_value(value, ts) for d, ts in by_dest.items() if ts}
        charged = {d: s for d, s in seen.items() if s > in_prompt}
        scored.append(ItemScore(str(i.get("entity", "")), str(i.get("field", "")), value,
                                float(i.get("weight", 1.0)), max(charged.values(), default=0.0), in_prompt,
                                tuple(sorted(charged))))
    total = sum(s.weight for s in scored)
    privacy = 1.0 if total <= 0 else 1.0 - sum(s.weight * s.score for s in scored) / total
    return ExposureReport(scored, privacy, {d: len(ts) for d, ts in by_dest.items()})


def payload_texts(records: Iterable) -> list[str]:
    """The texts that left according to ledger records (sent rows only)."""
    return [t for ts in payload_by_destination(records).values() for t in ts]


def payload_by_destination(records: Iterable) -> dict[str, list[str]]:
    """Sent payloads grouped by where they went: "cloud" for model calls, "tool:NAME"
    (or the sink's name) for rows the egress guard recorded with a `sink`."""
    out: dict[str, list[str]] = {}
    for r in records:
        if getattr(r, "status", None) != "sent" or not getattr(r, "payload_json", None):
            continue
        sink = getattr(r, "sink", None)
        # The ledger marks model calls with sink "cloud" (older rows have none); tool egress has
        # sink "external" and the tool's name.
        dest = CLOUD if not sink or sink == CLOUD else f"tool:{getattr(r, 'tool', None) or sink}"
        out.setdefault(dest, []).append(r.payload_json)
    return out
