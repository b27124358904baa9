"""English street addresses, which Presidio does not recognise at all.

Shape: house number, a capitalised street name ending in a street type, optional unit,
then optionally ", City, ST 12345" (US) or ", City POSTCODE" (UK). Case-sensitive so that
"3 days" or "5 pm" never start an address.
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import Pattern, PatternRecognizer

# Only abbreviations take a trailing dot: "Cedar Lane." ends a sentence, "Oak St." is the name.
_STREET_TYPES = (r"Street|Avenue|Road|Boulevard|Lane|Drive|Court|Way|Place|Terrace|Parkway|Circle|Highway|Square|"
                 r"Crescent|Close|Row|Alley|Trail|(?:St|Ave|Rd|Blvd|Ln|Dr|Ct|Pl|Pkwy|Cir|Hwy|Sq)\.?")
_NAME_WORD = r"(?:[A-Z][A-Za-z'\-]*|\d{1,3}(?:st|nd|rd|th))"
_UNIT = r"(?:,?\s(?:Apt|Apartment|Suite|Ste|Unit|Floor|Fl|Room|#)\.?\s?#?[A-Za-z0-9\-]{1,6})"
_US_TAIL = r"(?:,\s(?:[A-Z][a-z]+(?:\s[A-Z][a-z]+){0,2}),\s[A-Z]{2}(?:\s\d{5}(?:-\d{4})?)?)"
_UK_TAIL = r"(?:,\s(?:[A-Z][a-z]+(?:\s[A-Z][a-z]+){0,2})\s[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2})"
EN_ADDRESS = (
    r"(?<![\w\-/#.])\d{1,6}[A-Za-z]?(?:-\d{1,5})?\s(?:[NSEW]\.?\s)?(?:" + _NAME_WORD + r"\s){1,4}(?:" + _STREET_TYPES + r")"
    r"(?![A-Za-z])" + _UNIT + r"?(?:" + _US_TAIL + r"|" + _UK_TAIL + r")?"
)


def address_recognizers(lang: str) -> list[PatternRecognizer]:
    return [PatternRecognizer(supported_entity="ADDRESS", name="StreetAddressRecognizer", supported_language=lang,
                              patterns=[Pattern("street_address", EN_ADDRESS, 0.6)],
                              global_regex_flags=re.MULTILINE)]
