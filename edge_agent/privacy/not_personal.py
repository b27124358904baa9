"""The detector's last filter: a finding that names no person's data, whoever found it (the rules or the tagger).

A company's, a place's or a pet's name read as a person's (organisations.py, pets.py), a masked name ("杜某某",
"J*** D**"), a month inside a log's date, a brand before its model code ("马可波罗CH8806", "欧派 OP-K21"), a masked
number read as a sum, a postcode alone read as an address, and a medical term about an animal, about nobody in
particular, naming a practice or a hospital (medical_context.py).
"""
from __future__ import annotations

import regex as re

from edge_agent.privacy.medical_context import nobodys
from edge_agent.privacy.pets import is_pet
from edge_agent.privacy.recognizers.medical_terms import EN_BASE_TERMS
from edge_agent.privacy.recognizers.organisations import is_medical_place, is_organisation, is_place

_HAN = re.compile(r"\p{Han}")
_MEDICAL_WORDS = frozenset(w for t in EN_BASE_TERMS for w in t.split())

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


# round 20: a name masked by what follows or fills it ("杜某" of 杜某某, "J*" of "J*** D**", "XXXX XXXX"), and a month
# inside a log's date ("12/Jun/2027")
_MASK_CHAR = re.compile(r"[*＊●]")  # (not "•": 约翰•史密斯 is a name)
_MASKED_NUMBER = re.compile(r"\*{2,}|[＊●•]{2,}|[Xx]{3,}")  # ("32k*13" is 32k times 13)
_ALL_MASK = re.compile(r"[Xx*＊●×\s.\-]+")
# a date or a weekday read as a name: "Mar 20", "Weds", "Thu 14" (not "May", "June", "April", "August" alone: names)
_CALENDAR = re.compile(r"(?:(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?|January|February|March|July|"
                       r"September|October|November|December|Mon|Tue|Tues|Wed|Weds|Thu|Thur|Thurs|Fri|Sat|Sun|Monday|"
                       r"Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(?:\s+\d{1,2}(?:st|nd|rd|th)?)?"
                       r"|(?:April|May|June|August)\s+\d{1,2}(?:st|nd|rd|th)?")
_MONTH_IN_DATE = re.compile(r".*\d[/\-](?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[/\-]\d.*")


def _masked(text: str, start: int, end: int) -> bool:
    if _MASK_CHAR.search(text, start, end) or text[end:end + 1] == "某" or _ALL_MASK.fullmatch(text, start, end):
        return True  # (a star after a name only where none stands before it: "**Liam O'Connor**" is bold)
    if not _MASK_CHAR.match(text, end):
        return False
    return start == 0 or not _MASK_CHAR.match(text, start - 1)


# round 20: a hospital's name, no one's condition ("浙江大学医学院附属妇产科医院", "广西医科大学附属肿瘤医院")
_HOSPITAL_AFTER = re.compile(r"科?(?:医院|医学院|诊所|门诊部|专科|病区)")


_NEGATED = re.compile(r"(?:否认|未见)$")  # "否认自伤自杀计划": a condition the record says is absent (round 20)


def _department(text: str, start: int, end: int) -> bool:
    # (a department's field alone may say the condition: "科室：精神科（双相情感障碍）")
    return bool(_HAN.match(text, start) and _HOSPITAL_AFTER.match(text, end))


_BARE_POSTCODE = re.compile(r"\s*(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d|\d{5}(?:-\d{4})?)\s*")


def not_personal(text: str, kind: str, start: int, end: int, people: list[tuple[int, int]]) -> bool:
    """A company's or a place's name read as a person's, a postcode alone read as an address, or a medical term
    about an animal, about nobody in particular, or naming a hospital (medical_context)."""
    if kind == "PERSON":
        return is_organisation(text, start, end) or is_place(text, start, end) or _model_after(text, start, end) \
            or is_pet(text, start, end) or _masked(text, start, end) or bool(_CALENDAR.fullmatch(text, start, end)) or bool(_MONTH_IN_DATE.fullmatch(text, max(0, start - 3), min(len(text), end + 3)))
    if kind == "AMOUNT" and _MASKED_NUMBER.search(text, start, end):
        return True  # "***-**-2217" is a masked number, no sum
    if kind == "ADDRESS":  # a postcode alone is a place, not an address ("'postcode': 'BS3 4TR'")
        return bool(_BARE_POSTCODE.fullmatch(text, start, end))
    return kind == "MEDICAL" and (is_medical_place(text, start, end, _MEDICAL_WORDS) or _department(text, start, end)
                                  or _NEGATED.search(text, max(0, start - 3), start) is not None
                                  or nobodys(text, start, end, people))
