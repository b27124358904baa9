"""The detector's last filter: a finding that names no person's data, whoever found it (the rules or the tagger).

A company's or a place's name read as a person's (organisations.py), a brand before its model code ("马可波罗CH8806",
"欧派 OP-K21"), a postcode alone read as an address, and a medical term about an animal, about nobody in particular or
naming a practice (medical_context.py).
"""
from __future__ import annotations

import regex as re

from edge_agent.privacy.medical_context import nobodys
from edge_agent.privacy.recognizers.medical_terms import EN_TERMS
from edge_agent.privacy.recognizers.organisations import is_medical_place, is_organisation, is_place

_HAN = re.compile(r"\p{Han}")
_MEDICAL_WORDS = frozenset(w for t in EN_TERMS for w in t.split())

# A brand before a product's model code is no person: "马可波罗CH8806", "欧派 OP-K21", "东方雨虹JS", "Giant TCR2".
# A code without digits only glued to a four-character brand ("李志明 CEO", "赵静HR" are people); after a Latin name
# only a one-word name, and no hyphen ("Ann Lee SR-2231", "ping Priya SR-2231" are a person and a ticket).
_HAN_MODEL = re.compile(r"[ \t]?[A-Z]{2,4}(?P<d>-?[A-Z]?\d{1,5})?(?![A-Za-z])")
_LATIN_MODEL = re.compile(r"[ \t]?[A-Z]{2,4}\d{1,5}[A-Z]?(?![\w\-])")


def _model_after(text: str, start: int, end: int) -> bool:
    span = text[start:end].strip()
    if _HAN.fullmatch(span[-1:] or "x"):
        m = _HAN_MODEL.match(text, end)
        return bool(m) and (m.group("d") is not None or (len(span) >= 4 and not text[end:end + 1].isspace()))
    return " " not in span and bool(_LATIN_MODEL.match(text, end))


_BARE_POSTCODE = re.compile(r"\s*(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d|\d{5}(?:-\d{4})?)\s*")


def not_personal(text: str, kind: str, start: int, end: int, people: list[tuple[int, int]]) -> bool:
    """A company's or a place's name read as a person's, a postcode alone read as an address, or a medical term
    about an animal, about nobody in particular, or naming a hospital (medical_context)."""
    if kind == "PERSON":
        return is_organisation(text, start, end) or is_place(text, start, end) or _model_after(text, start, end)
    if kind == "ADDRESS":  # a postcode alone is a place, not an address ("'postcode': 'BS3 4TR'")
        return bool(_BARE_POSTCODE.fullmatch(text, start, end))
    return kind == "MEDICAL" and (is_medical_place(text, start, end, _MEDICAL_WORDS) or nobodys(text, start, end, people))
