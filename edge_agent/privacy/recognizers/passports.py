"""Passport numbers: a passport-number shape within a few words after a passport cue in any language, and a
traveller's line in a text about travel (a nationality's ISO code or a birth date beside the number; a Chinese
passport's own shape). Passport numbers have no check digit outside the MRZ, so they always need a cue.
(Split from ids.py in round 26.)
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import RecognizerResult

from edge_agent.privacy.recognizers.answers import answer
from edge_agent.privacy.recognizers.base import SingleEntityRecognizer

# How far after a cue (characters, same line, or the next line after a bare "Passport:") the number may stand.
_WINDOW = 48

_SENTENCE_STOP = re.compile(r"[.!?。！？\n](?:\s|$)|[\n。！？]")
# (round 24: "PP" in capitals before a number, as a manifest's document field writes it: "doc":"PP 362230794";
# round 26: a booking's passenger line, "PSPT N4321926", "PPT 512384467")
_PASSPORT_CUE = re.compile(r"(?i:passport|(?<!(?:employee|employment|work|dependant|dependent|student|s)\s)pass\.?\s?no|reisepass|passeport|pasaporte|passaporto|паспорт|"
                           r"travel\s+document)|(?<![A-Za-z])(?:PP|PSPT|PPT)(?=[ :#]{1,2}[A-Z]{0,2}\d)|护照|旅行证|通行证|パスポート|여권|護照|旅行證|通行證|台胞证|台胞證")
PASSPORT_VALUE = re.compile(# written with a space inside: "E 1234 5678", "K1234 567", nine digits "5493 17288"
                            r"(?<![0-9A-Za-z])[A-Z]{1,2} ?\d{4} \d{3,4}(?![0-9A-Za-z])|"
                            r"(?<![0-9A-Za-z])(?<!\+ ?)(?=\d{3,6} \d{3,6}(?![0-9A-Za-z]| \d))(?=(?:\d ?){9}(?![0-9A-Za-z]))\d{3,6} \d{3,6}(?![0-9A-Za-z]| \d)|"
                            r"(?<![0-9A-Za-z])(?=[A-Z0-9]*\d{5})[A-Z]{0,3}\d{5,9}[A-Z0-9]?(?![0-9A-Za-z])|"
                            # nine letters and digits with at least three digits ("18AV12345", "NW3F45PL7"), "75 1234567"
                            r"(?<![0-9A-Za-z])(?=(?:[A-Z]*\d){3})[A-Z0-9]{9}(?![0-9A-Za-z])|(?<![0-9A-Za-z])\d{2}\s\d{7}(?![0-9A-Za-z])|"
                            r"(?<![0-9A-Za-z])[CFGHJK][0-9CFGHJKLMNPRTVWXYZ]{8}(?![0-9A-Za-z])")


_ASKED = re.compile(r"(?i:passports?(?:\s+(?:numbers?|nos?\.?|#|details))?)(?![A-Za-z])[^\n\d]*$", re.M)


def _one_more(text: str, end: int) -> re.Match | None:
    """The next passport number in the same sentence, said to be another one ("the new one is PB2209541", "that's my
    mum's, mine is PA0889459")."""
    stop = _SENTENCE_STOP.search(text, end, min(len(text), end + 80))
    later = PASSPORT_VALUE.search(text, end + 1, stop.start() if stop else min(len(text), end + 80))
    if later and re.search(r"(?i:(?<![a-z])(?:new|old|other|another|second|previous|renewed|replacement|one|also|and|"
                           r"mine|wife|husband|partner|son|daughter)(?![a-z]))|新|旧|另",
                           text[end:later.start()]):
        return later
    return None


class PassportRecognizer(SingleEntityRecognizer):
    """A passport-number shape within a few words after a passport cue (any language)."""

    ENTITY = "PASSPORT"

    def find(self, text: str) -> list[RecognizerResult]:
        out = []
        for cue in _PASSPORT_CUE.finditer(text):
            line_end = text.find("\n", cue.end())
            window_end = min(cue.end() + _WINDOW, len(text) if line_end < 0 else line_end)
            if text[cue.end():window_end].strip() in ("", ":", "：") and line_end >= 0:  # "Passport:\n  E1234…"
                window_end = min(line_end + 1 + _WINDOW, len(text))
            m = PASSPORT_VALUE.search(text, cue.end(), window_end)
            if m and (later := _one_more(text, m.end())):
                out.append(RecognizerResult("PASSPORT", later.start(), later.end(), 0.75))
            while m:
                out.append(RecognizerResult("PASSPORT", m.start(), m.end(), 0.8))
                # a list of them: "passports E1234567, G7654321 and P1234567"
                nxt = re.match(r"\s*(?:,|、|，|;|/|and|&|以及|和)\s*", text[m.end():])
                m = PASSPORT_VALUE.match(text, m.end() + nxt.end()) if nxt else None
                if m and re.match(r"[ \-]\d", text[m.end():m.end() + 2]):
                    m = None  # the first group of a phone number in the next field ("passport V5456968,07956 118 203")
        for q in _ASKED.finditer(text) if "assport" in text else ():
            # round 38: passport numbers asked for on a line, given at the start of the next one's reply ("they need
            # passport numbers by friday" / "Callum Reid: yep. 259222740 hmm no wait …")
            m = answer(text, q.end(), PASSPORT_VALUE)
            if m and not re.match(r"[ \-]\d", text[m.end():m.end() + 2]):
                out.append(RecognizerResult("PASSPORT", m.start(), m.end(), 0.75))
                if later := _one_more(text, m.end()):
                    out.append(RecognizerResult("PASSPORT", later.start(), later.end(), 0.75))
        out += [RecognizerResult("PASSPORT", a, b, 0.7) for a, b in travel_passports(text)]
        return out


# A traveller's line: a nationality as its ISO code beside a passport-shaped number, in a text about travel
# ("1. MACDONALD, Ewan — GBR — 543871209 — 11 OCT 1969"); and a Chinese passport's own shape (E + 8 digits, E + a
# letter + 7) anywhere in a text that speaks of passports ("晓燕：EJ8830147" under "护照都拍一下发我").
_TRAVEL_CUE = re.compile(r"(?i:passport|visa|manifest|nationality|citizenship|travell?er|passenger|itinerary|boarding|"
                         r"check-?in|guest|immigration|embassy|consulate)|护照|签证|国籍|旅客|乘客|入住|出境|入境")
_ISO3 = re.compile(r"(?<![A-Za-z])(?:GBR|USA|CHN|DEU|FRA|IND|ZAF|AUS|CAN|JPN|KOR|BRA|MEX|ITA|ESP|NLD|SWE|NOR|DNK|FIN|POL|PRT|"
                   r"IRL|NZL|SGP|MYS|THA|VNM|PHL|IDN|TUR|RUS|UKR|EGY|NGA|KEN|ARE|SAU|ISR|CHE|AUT|BEL|HKG|TWN|ARG|CHL|COL|"
                   r"PER|GRC|CZE|HUN|ROU|PAK|BGD|LKA|NPL|ISL|LUX|MAR|GHA|ETH|QAT)(?![A-Za-z])")
# (not the last group of a phone number: "mobile +44 7700 900401" on a line with "Passport (GBR)"; round 23)
_LINE_VALUE = re.compile(r"(?<![0-9A-Za-z\-/.:+])(?<!\+\d{1,3}[ \-]\d{2,5}[ \-]|(?<![\d\w])0\d{2,4}[ \-])"
                         r"(?=[A-Z0-9]*\d{6})[A-Z]{0,2}\d{6,9}[A-Z]?(?![0-9A-Za-z\-/.:])")
# round 17: a person's line in a list of passports, with a birth date ("2. Declan Moss -
# PA3318092 (Irish) - DOB 01/04/1990"), in a text that speaks of passports
_OTHER_REF = re.compile(r"(?i:ref(?:erence)?|case|claim|appeal|order|invoice|booking|account|member|policy|ticket)\b\W{0,4}$")
_PERSON_LINE = re.compile(r"(?i:\bDOB\b|\bborn\b|date\s+of\s+birth|\bd\.o\.b\.)|出生")
_CN_PASSPORT = re.compile(r"(?<![0-9A-Za-z])E(?:\d{8}|[A-HJ-NP-Z]\d{7})(?![0-9A-Za-z])")


def travel_passports(text: str) -> list[tuple[int, int]]:
    if not _TRAVEL_CUE.search(text):
        return []
    out = [m.span() for m in _CN_PASSPORT.finditer(text)] if _PASSPORT_CUE.search(text) else []
    cued = bool(_PASSPORT_CUE.search(text))
    for line in re.finditer(r"[^\n]+", text):
        if _ISO3.search(line.group()):
            out += [(line.start() + m.start(), line.start() + m.end()) for m in _LINE_VALUE.finditer(line.group())]
        elif cued and _PERSON_LINE.search(line.group()):
            out += [(line.start() + m.start(), line.start() + m.end()) for m in _LINE_VALUE.finditer(line.group())
                    if not _OTHER_REF.search(line.group(), max(0, m.start() - 16), m.start())]
    return out
