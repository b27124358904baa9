"""phonenumbers' matcher with each candidate's region-free work done once per window, not once per region.

`WindowedPhoneRecognizer` runs `PhoneNumberMatcher` once per listed region (8 for English) over
each phone window, and the matcher parses every candidate it meets (a "+1 415 …" phone, each
4-digit group of a card, a date) once per region: on 1 KB of English that is ~215
`phonenumbers.parse` calls, the phone recognizer's whole cost. Two kinds of candidate give the
same answer whatever the region, and are now answered without a parse per region:

- a candidate written with "+" and a known country code ("+1 415 444 1276"): `parse` takes the
  country from the number and never reads the default region (the region is only read for
  numbers without "+", or after a "+" with an unknown code, which is retried without it). Its
  answer is computed by the first region's matcher and shared, for the same text and offset,
  with the others;
- a candidate without "+", letters or ";" whose digits do not begin with the region's
  international dialling prefix and are fewer than the shortest number of that country code
  ("4531" in the US: at least 7 digits): its national significant number can only be shorter
  than its digits, so `is_valid_number` rejects it in that region; no parse is needed.

Everything else goes to phonenumbers' own `_parse_and_verify`. The matcher's scan (candidate
order, inner matches, `max_tries`) is untouched, so every region finds exactly what it found
before; `tests/privacy/test_phone_matcher.py` compares both on every window of the corpora.
"""
from __future__ import annotations

import re
from functools import cache

import regex
from phonenumbers import COUNTRY_CODE_TO_REGION_CODE, Leniency, PhoneMetadata, PhoneNumberMatcher, country_code_for_region
from phonenumbers.phonenumberutil import _extract_possible_number, _PLUS_CHARS_PATTERN, normalize_digits_only

_LETTER = regex.compile(r"\p{L}")


@cache
def shortest_number(region: str) -> int:
    """The fewest digits a valid number of `region`'s country code can have (0: unknown, no shortcut)."""
    regions = COUNTRY_CODE_TO_REGION_CODE.get(country_code_for_region(region), ())
    lengths = []
    for code in regions:
        meta = PhoneMetadata.metadata_for_region(code)
        if meta is None or meta.general_desc is None or not meta.general_desc.possible_length:
            return 0
        lengths.append(min(meta.general_desc.possible_length))
    return min(lengths, default=0)


@cache
def _idd(region: str) -> re.Pattern | None:
    """The region's international dialling prefix, compiled as phonenumbers compiles it (stdlib re)."""
    meta = PhoneMetadata.metadata_for_region(region)
    return re.compile(meta.international_prefix) if meta is not None and meta.international_prefix else None


def plain_digits(candidate: str) -> str | None:
    """The candidate's digits when it has no letter, no ";" (RFC 3966 context) and no "+"; else None."""
    if ";" in candidate or _LETTER.search(candidate):
        return None
    if _PLUS_CHARS_PATTERN.match(_extract_possible_number(candidate)):
        return None
    return normalize_digits_only(candidate)


def region_free(candidate: str) -> bool:
    """True when `parse(candidate, region)` cannot depend on the region: "+", then a known country code."""
    if ";" in candidate or _LETTER.search(candidate):
        return False
    number = _extract_possible_number(candidate)
    plus = _PLUS_CHARS_PATTERN.match(number)
    if not plus:
        return False
    digits = normalize_digits_only(number[plus.end():])
    if not digits or digits[0] == "0":
        return False
    return any(int(digits[:n]) in COUNTRY_CODE_TO_REGION_CODE for n in (1, 2, 3) if len(digits) >= n)


def too_short(candidate: str, region: str) -> bool:
    """True when no reading of `candidate` in `region` can be a valid number (see the module docstring)."""
    digits = plain_digits(candidate)
    if digits is None:
        return False
    idd = _idd(region)
    if idd is None or idd.match(digits):
        return False
    return len(digits) < shortest_number(region)


class SharedMatcher(PhoneNumberMatcher):
    """A PhoneNumberMatcher for one region that shares region-free answers through `shared`
    (one dict per window, passed to the matchers of every region over that window)."""

    def __init__(self, text: str, region: str, leniency: int, shared: dict):
        super().__init__(text, region, leniency=leniency)
        self._shared = shared

    def _parse_and_verify(self, candidate, offset):
        if self.leniency != Leniency.VALID:  # both shortcuts rest on VALID's checks (is_valid_number)
            return super()._parse_and_verify(candidate, offset)
        if region_free(candidate):
            key = (candidate, offset)
            if key not in self._shared:
                self._shared[key] = super()._parse_and_verify(candidate, offset)
            return self._shared[key]
        if too_short(candidate, self.preferred_region):
            return None
        return super()._parse_and_verify(candidate, offset)
