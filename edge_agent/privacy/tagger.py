"""The learned tagger: a second opinion after the rules, learned from annotated corpora.

A linear-chain CRF (CRFsuite) over tokens (privacy/tagger_features.py) reads each token's form, its
neighbours, its line's label and what the rules found there, and gives each token a probability of
being part of a sensitive value of each type. It was trained on every annotated corpus of the project
(`python -m edge_agent.privacy.train_tagger`); how well it holds on text it has not seen is measured by
leaving one corpus out of training and evaluating on it (docs/privacy.md).

It changes the rules' result in three ways:
- a run of tokens the tagger holds sensitive (probability >= ADD_AT) where the rules found nothing is
  added, with the tagger's most likely type;
- an amount the rules found is kept only if the amount judge (privacy/amount_judge.py, trained with the
  tagger) holds it someone's money: prices read as someone's money are the rules' most common false alarm
  on unseen text;
- a name the rules found is dropped when the tagger, which reads the rules' finding among its features, still holds
  its tokens almost surely no name (mean probability below PERSON_AT; round 26). No other detection is ever
  dropped: an address, a key, an ID the rules found stays.
The gate's own placeholders ([PERSON_001]) are never tagged. The tagger adds no value of a type the rules validate (cards, IBANs, IDs, SSNs, IP addresses, CVVs, phones,
e-mails): a digit run that fails its check digit or its numbering plan is not that type, whatever its
neighbours.
ADD_AT was chosen on corpora left out of training (docs/privacy.md, round 13).
"""

from __future__ import annotations

import regex as re

import threading
from bisect import bisect_right
from collections.abc import Callable
from pathlib import Path

from edge_agent.privacy.amount_judge import AmountJudge, Context, model_path, open_model
from edge_agent.privacy.tagger_features import Token, features, labels_of, tokens
from edge_agent.privacy.vault import PLACEHOLDER

DEFAULT_MODEL = Path(__file__).with_name("data") / "tagger.crfsuite"
ADD_AT = 0.2
# Round 26: a name the rules found is dropped when the tagger, reading the rules' own finding among its features,
# still gives its tokens a mean probability of being a name below PERSON_AT and of being nothing sensitive above 0.9
# ("Ticket Office", "Oakridge Sawmill", "Crib Goch", "MacBook Pro"); never one after a title ("Mrs Coker"). Chosen on
# corpora left out of training (docs/privacy.md, round 26).
PERSON_AT = 0.05
_TITLE = r"(?i:mr|mrs|ms|miss|mx|dr|prof|sir|madam)\.?\s"
_TITLED = re.compile(_TITLE)  # a title opening the name's span ...
_TITLE_BEFORE = re.compile(r"(?<![A-Za-z])" + _TITLE + r"+\Z")  # ... or right before it
VALIDATED = frozenset({"CARD", "IBAN", "IDCARD", "SSN", "NATIONAL_ID", "IP_ADDRESS", "CVV", "PHONE", "EMAIL"})
Span = tuple[str, int, int]


class Tagger:
    """Thread-safe (one CRFsuite tagger behind a lock); the model files are read once."""

    def __init__(self, model: Path | str = DEFAULT_MODEL, *, add_at: float = ADD_AT, person_at: float = PERSON_AT):
        self.model = Path(model)
        self._crf = open_model(self.model, "tagger")
        self._labels = [x for x in self._crf.labels() if x != "O"]
        self.add_at = add_at
        self.person_at = person_at
        self.amounts = AmountJudge(model_path(self.model))
        self._lock = threading.Lock()

    def judge(
        self, text: str, found: list[Span], owned: list[bool] | None = None
    ) -> tuple[list[bool], list[tuple[str, int, int, float]]]:
        """For the rules' detections `found`: whether each is kept, and the spans the tagger adds.
        `owned[i]`: the rules found a word of someone's money in found[i]'s clause (for amounts)."""
        owned = owned or [False] * len(found)
        toks = tokens(text)
        if not toks:
            return [True] * len(found), []
        xseq = features(text, toks, labels_of(toks, found))
        with self._lock:
            self._crf.set(xseq)
            sensitive = [1.0 - self._crf.marginal("O", i) for i in range(len(toks))]
            # a name's probability, read only over the tokens of the rules' names (speed: one Han character is a token)
            person = {(a, b): _mean_over(toks, lambda i: self._crf.marginal("PERSON", i), a, b)
                      for t, a, b in found if t == "PERSON"} if "PERSON" in self._labels else {}
            best = [
                max(self._labels, key=lambda lab: self._crf.marginal(lab, i)) if p >= self.add_at else "O"
                for i, p in enumerate(sensitive)
            ]
        context = Context(text, found)
        keep = [
            self.amounts.keep(text, a, b, own, found, context) if t == "AMOUNT"
            else self._keeps_name(text, toks, person[(a, b)], sensitive, a, b) if t == "PERSON" and person
            else True
            for (t, a, b), own in zip(found, owned)
        ]
        # an amount the judge dropped is not added back by the tagger's runs: the judge decides amounts
        taken = [(s, e) for _, s, e in found] + [m.span() for m in PLACEHOLDER.finditer(text)]
        added = [
            (t, x, y, p)
            for t, a, b, p in _runs(toks, best, sensitive)
            if t not in VALIDATED and not any(a < e and s < b for s, e in taken)
            for x, y in _shaped(t, text, a, b)
        ]
        return keep, added


    def _keeps_name(self, text: str, toks: list[Token], person: float, sensitive: list[float], a: int, b: int) -> bool:
        """A name the rules found is kept after a title, or unless its tokens are almost surely no name and nothing
        sensitive to the tagger (mean probability of a name below person_at, of anything sensitive below 0.1)."""
        return (_TITLED.match(text, a) is not None or _TITLE_BEFORE.search(text, max(0, a - 8), a) is not None
                or person >= self.person_at
                or _mean_over(toks, sensitive.__getitem__, a, b) >= 0.1)


# The shapes a span the tagger adds must have (round 15): the CRF labels tokens one by one and can run a label over
# a clause ("occupancy 87.2", "0 — 2026-12-01", "申请人于2021年4月入职，月薪7"); an amount run over a CSV row
# ("12000,960.00,240.00") is its cells. The rules' own types keep theirs.
_MONEY_SHAPE = re.compile(r"(?:[A-Z]{1,3}\$?|[$€£¥￥₹₩₽₺₱₫฿₦]|人民币|Rs\.?)?\s?[-−]?(?:\d{1,3}(?:[,.\s']\d{2,3})*|\d+)(?:[.,]\d{1,2})?"
                          r"(?:\s?(?:[万亿千kKmM]|bn|mn)\d?)?"
                          r"(?:\s?(?:元|块|[A-Z]{3,4}|[€$£¥₹]))?(?:\s?/\s?\w{1,6})?"
                          r"|[零一二两三四五六七八九十百千万亿多]*[十百千万亿][零一二两三四五六七八九十百千万亿多]*(?:元|块|万元)?")
_CELL = re.compile(r"[^,，\s;；|]+")
# round 25: the shapes of a date inside a run the tagger adds (a year, a month's name, 月/日, a date's separators)
_YEAR_RX = r"(?<!\d)(?:1[89]|20)\d\d(?!\d)"
_MONTH_RX = r"(?i:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
_YEAR = re.compile(_YEAR_RX)
_ENDS_IN_DATE = re.compile(r"(?:" + _YEAR_RX + r"|\d{1,2}月\d{1,2}日?|" + _MONTH_RX + r"[a-z]*\.?\s+\d{1,4})$")
_DATE_LIKE = re.compile(_YEAR_RX + r"|\d[/.\-]\d|[年月]|" + _MONTH_RX)
_DATE_LEAD = re.compile(r"(?:[\s,(（]|(?<![A-Za-z])(?i:in|on|since|from|at|of|until|till|by|dated|date)(?![A-Za-z]))*$")
_DATE_GAP = re.compile(r"\s{2,}|\u3000|\t|[;；，,](?!\s*\d)\s*|\s[-–—]\s")
_HAN = re.compile(r"\p{Han}")
_LONG_NUMBER = re.compile(r"\d{8,}")
_NUMBER_BEFORE = re.compile(r"\d[,.]?\Z")
_GROUPED = re.compile(r"\d{2,5}(?: \d{2,5})+")
_TRACKING = re.compile(r"\d{4,5}(?: \d{3,5})+(?: \d{1,2})?")
_GAP = re.compile(r"(?!\p{Han} +\p{Han})\S(?: {2,}|\t)\S")  # (a spaced Chinese name, "潘  越", is one)
_PHONE_SHAPE = re.compile(r"\+?[\d\s().\-]{7,24}")
_DATE_SHAPE = re.compile(r"\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}|\d{1,2}[-/]\d{1,2}")
_ID_TYPES = ("NATIONAL_ID", "PASSPORT", "IDCARD", "SSN", "CARD", "IBAN", "CVV", "IP_ADDRESS", "EMAIL", "APIKEY")


# round 35: twelve digits or more with no currency is no one's money but a number's groups (a pet's microchip, "985 112
# 006 443 871")
_BARE_LONG = re.compile(r"[\d\s,.']+")


def _money(text: str, start: int, end: int) -> bool:
    value = text[start:end]
    if _BARE_LONG.fullmatch(value) and sum(c.isdigit() for c in value) >= 12:
        return False
    return bool(_MONEY_SHAPE.fullmatch(value)) and not _DATE_SHAPE.fullmatch(value) and text[end:end + 1] not in ("%", "％")


_LOWER = re.compile(r"\p{Ll}")
_JOINED_BEFORE = re.compile(r"[A-Za-z0-9][-_]")
_JOINED_AFTER = re.compile(r"[-_][A-Za-z0-9]")


def _shaped(kind: str, text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The parts of a span the tagger adds that have its type's shape (the whole span, its cells, or none)."""
    value = text[start:end]
    if "\n" in value:
        return []
    if value[:1].isdigit() and _NUMBER_BEFORE.search(text, max(0, start - 2), start):
        return []  # a run that starts inside a number ("450 — deposit paid" of "$1,450 — …"; round 29)
    if kind != "AMOUNT" and _GAP.search(value):
        return []  # a run over a wide gap or a tab is a row's cells, not one value ("40  House 3  Seats H10"; round 17)
    if kind == "AMOUNT":
        if _money(text, start, end):
            return [(start, end)]
        if _GROUPED.fullmatch(value):
            return []  # one number written in groups, an account's or a VAT number's ("5140 1122 8870"; round 25)
        cells = [(start + m.start(), start + m.end()) for m in _CELL.finditer(value)]
        if len(cells) < 2 or not all(any(c.isdigit() for c in text[a:b]) for a, b in cells):
            return []  # words between the numbers: a clause, not a row's cells
        return [(a, b) for a, b in cells if _money(text, a, b)]
    if kind == "PERSON" and not _LOWER.search(value) and (
            _JOINED_BEFORE.fullmatch(text, max(0, start - 2), start) or _JOINED_AFTER.match(text, end)):
        return []  # a piece of a code joined by hyphens or underscores ("BEAN-COL-HUILA"), no name (round 21)
    if kind == "PASSWORD" and (value[0] in "-–" or _TRACKING.fullmatch(value)):
        return []  # a piece of a reference ("-0731" of "CN059-0731") or a tracking number's groups (round 25)
    if kind == "PERSON" and _HAN.fullmatch(value):
        return []  # one Chinese character ("总" of 总经理室) is no name (round 25)
    if kind == "DATE_OF_BIRTH" and not _DATE_LIKE.search(value):
        return []  # a date has a year, a month's name or a date's separators ("EWC 17 09 04" is a waste code; round 25)
    if kind == "MEDICAL" and (date := _ENDS_IN_DATE.search(value)):
        # a run that ends in a year or a date ("hip replacement in March 2023", "sovereign 1912", "承诺5月25"): the
        # words before it, not the date (round 25)
        rest = _DATE_LEAD.sub("", value[:date.start()])
        return [(start, start + len(rest))] if len(rest.strip()) >= 2 else []
    if kind == "MEDICAL" and _LONG_NUMBER.search(value):
        return []  # a chip's or a record's number in the run ("microchip 826098102334871"): no condition has one (round 29)
    if kind == "DATE_OF_BIRTH" and len(_YEAR.findall(value)) > 1:
        # two dates, a life's span ("1939年8月12日   卒於 2024年2月3日"): the first, up to a gap or a comma (round 25)
        first = _DATE_GAP.split(value, maxsplit=1)[0]
        return [(start, start + len(first))] if len(_YEAR.findall(first)) == 1 else []
    if kind == "PHONE":
        ok = bool(_PHONE_SHAPE.fullmatch(value)) and sum(c.isdigit() for c in value) >= 7 and not _DATE_SHAPE.fullmatch(value)
        return [(start, end)] if ok else []
    # an identifier or a key does not run on into words ("QQ 12 34 56 C on the")
    return [] if kind in _ID_TYPES and re.search(r"\s[a-z]{2,}\b", value) else [(start, end)]


def _mean_over(toks: list[Token], prob: Callable[[int], float], a: int, b: int) -> float:
    """The mean of prob(i) over the tokens i that overlap text[a:b] (1.0 where none does)."""
    i = bisect_right(toks, (a, a)) - 1 if toks else 0
    i = max(i, 0)
    inside = []
    while i < len(toks) and toks[i][0] < b:
        if a < toks[i][1]:
            inside.append(prob(i))
        i += 1
    return sum(inside) / len(inside) if inside else 1.0


def _runs(toks: list[Token], best: list[str], sensitive: list[float]) -> list[tuple[str, int, int, float]]:
    """Consecutive tokens of one type, as (type, start, end, mean probability)."""
    out: list[tuple[str, int, int, float]] = []
    i = 0
    while i < len(toks):
        if best[i] == "O":
            i += 1
            continue
        j = i
        while j + 1 < len(toks) and best[j + 1] == best[i]:
            j += 1
        out.append((best[i], toks[i][0], toks[j][1], sum(sensitive[i : j + 1]) / (j + 1 - i)))
        i = j + 1
    return out


_shared: dict[Path, Tagger] = {}
_shared_lock = threading.Lock()


def shared(model: Path | str = DEFAULT_MODEL) -> Tagger:
    """One Tagger per model file in the process."""
    path = Path(model).resolve()
    with _shared_lock:
        if path not in _shared:
            _shared[path] = Tagger(path)
        return _shared[path]
