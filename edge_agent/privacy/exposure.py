"""Exposure scoring: how much of each annotated sensitive item the cloud saw. Deterministic.

Per item, over a list of payload texts (what the ledger says left the device):
  1.0  literal, or trivially recoverable: equal after normalising case, whitespace and
       separators, or (for values with 6+ digits) the same digit sequence;
  0.7  most characters present: a contiguous run or a masked form ("138****5678") covering
       at least 60% of the normalised value (75% for multi-word values, so that a surname
       alone stays a fragment);
  0.3  a recognisable fragment: a run of at least 4 characters and 30% of the value, or one
       whole word of the value (3+ letters, or 2+ Chinese characters);
  0    absent, or only a placeholder.
privacy = 1 − Σ w·s / Σ w   (1.0 when nothing is annotated).
"""
from __future__ import annotations

import math
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

import regex as re

from edge_agent.privacy.vault import PLACEHOLDER

_SEP = re.compile(r"[\s\-_.,:;/\\()\[\]{}'\"`|+*#]+")
_DIGIT_SEP = re.compile(r"(?<=\d)[\s\-./()]+(?=\d)")
_MASK = "*x•#X?_"
_WORD = re.compile(r"\p{Han}{2,}|[A-Za-z]{3,}|\d{4,}")


@dataclass(frozen=True)
class ItemScore:
    entity: str
    field: str
    value: str
    weight: float
    score: float


@dataclass(frozen=True)
class ExposureReport:
    items: list[ItemScore]
    privacy: float


def _norm(text: str) -> str:
    return _SEP.sub("", unicodedata.normalize("NFKC", text).casefold())


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
    best = 0.0
    for t in raw_texts:
        for m in re.finditer(pattern, t, flags=re.I):
            shown = sum(1 for g in m.groups() if g is not None)
            best = max(best, shown / len(chars))
    return best


def score_value(value: str, texts: Iterable[str]) -> float:
    raw = [PLACEHOLDER.sub(" ", unicodedata.normalize("NFKC", t)) for t in texts]
    if not value.strip() or not raw:
        return 0.0
    v = _norm(value)
    normed = [_norm(t) for t in raw]
    digits = re.sub(r"\D", "", value)
    if v and any(v in t for t in normed):
        return 1.0
    if len(digits) >= 6 and len(digits) >= 0.6 * len(v) and any(digits in _DIGIT_SEP.sub("", t) for t in raw):
        return 1.0
    run = max((_longest_common_run(v, t) for t in normed), default=0)
    coverage = max(run / max(len(v), 1), _masked_coverage(value, raw))
    # One word of a multi-word value (a surname, a street name) is a fragment, not "most".
    need = 0.75 if len(value.split()) > 1 else 0.6
    if coverage >= need and len(v) >= 4:
        return 0.7
    if run >= max(4, math.ceil(0.3 * len(v))):
        return 0.3
    words = [w.casefold() for w in _WORD.findall(unicodedata.normalize("NFKC", value))]
    if len(words) > 1 or (words and len(words[0]) < len(v)):  # a part of the value, not all of it
        low = [t.casefold() for t in raw]
        for w in words:
            rx = re.compile(rf"(?<![\p{{L}}\d]){re.escape(w)}(?![\p{{L}}\d])" if w.isascii() else re.escape(w))
            if any(rx.search(t) for t in low):
                return 0.3
    return 0.0


def score_exposure(items: Iterable[Mapping], texts: Iterable[str]) -> ExposureReport:
    """items: {entity, field, value, weight}; texts: every payload string the cloud received."""
    texts = list(texts)
    scored = [ItemScore(str(i.get("entity", "")), str(i.get("field", "")), str(i["value"]),
                        float(i.get("weight", 1.0)), score_value(str(i["value"]), texts)) for i in items]
    total = sum(s.weight for s in scored)
    privacy = 1.0 if total <= 0 else 1.0 - sum(s.weight * s.score for s in scored) / total
    return ExposureReport(scored, privacy)


def payload_texts(records: Iterable) -> list[str]:
    """The texts the cloud saw according to ledger records (sent rows only)."""
    out = []
    for r in records:
        if r.status == "sent" and r.payload_json:
            out.append(r.payload_json)
    return out
