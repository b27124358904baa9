"""Phone numbers that phonenumbers' VALID check turns away although they are written as phones (issue 15, round 14).

- Numbers in the ranges a regulator keeps for drama and examples (Ofcom: mobiles 07700 900000-900999,
  geographic 01632 960000-960999): `is_valid_number` is False for them by design, but in a text they are
  somebody's number as far as any reader can tell, and test data and fiction are full of them. The range is
  narrow enough to need no cue. (Round 28: the whole 07700 9 block, which phonenumbers finds unallocated too; writers
  stray past 900999: "+447700912388".)
- Eight-digit local numbers (Hong Kong, Singapore, Macau) written 4-4 right after a phone word
  ("Tel: 9876 5432"): the English pass runs no HK/SG region, and without the word they are any 8 digits.
- Round 24: a number right after a time ("Tue 14:48 07517 882 640: Hi"), which phonenumbers' matcher reads with the
  minutes and then turns away: valid in one of the English pass's regions by phonenumbers' own check; and a number an
  OCR pass misread ("Tel 01423 86O 514", "手机：1381 3O9 2264": O for 0, I or l for 1, at most two of them, each
  beside a digit) right after a phone word.
- Round 29: the same eight digits right after a person's name ("Jenny Chow 9321 8840"), called from detect.py once
  the names are known.
- Round 32: a Chinese company's 400 line after a phone, hotline or support word in English or a setting's name
  ("SUPPORT_HOTLINE=400-690-1186").
- Round 15: a company's five-digit service number (95588, 96110, 12393, 10000) right after a phone or service word
  ("客服电话95588", "拨打12393"): the labelling convention counts helplines as phones (toll-free numbers are no
  longer dropped as identifying nobody, see placeholders.py).
- Round 34: a number in groups right after a phone word, valid in one of thirty regions ("tel. 22 443 57 19", "Bel 0900
  8020"); Cyrillic look-alikes in an OCR'd number; a phone field's label indented.
"""
from __future__ import annotations

from urllib.parse import unquote_plus

import regex as re
from presidio_analyzer import RecognizerResult

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer

_FICTION = re.compile(r"(?<![\d+A-Za-z_])(?:(?:\+|00)44[ \-]?(?:\(0\)[ \-]?)?|0)(?:7700[ \-]?9\d\d[ \-]?\d{3}|1632[ \-]?960[ \-]?\d{3})(?!\d)")
_LOCAL8_DIGITS = r"[235689]\d{3}[ \-]\d{4}"  # Hong Kong, Singapore, Macau: eight digits written 4-4
_LOCAL8 = re.compile(r"(?<![\dA-Za-z_\-+.])" + _LOCAL8_DIGITS + r"(?![\dA-Za-z_\-]|\.\d)")
# A phone word just before the number, on its line: the word, then at most a label's punctuation and a few letters.
_CUE = re.compile(r"(?i:\b(?:tel|phone|mob(?:ile)?|cell|call|whatsapp|fax|contact|hp|h/p|handphone|paynow|hotline|helpline)\b|电话|電話|手机|手機|致电|"
                  r"致電|联系|聯絡)[^\n\d]{0,12}$")
# round 30: "number" too, as someone's or after a pause, not another kind's ("I PayNow you, number still 9644 2013?",
# "my number is …"; not "order number 5123 4567", "Test number: 5529 3108 4471")
_NUMBER_CUE = re.compile(r"(?i:(?:(?<![\w\-])(?:my|your|his|her|their|our|new|same)\s+|[,;]\s*)(?:number\b|no\.))[^\n\d]{0,12}$")
_CUE_REACH = 24
_SECOND = re.compile(r"\s?(?:/|,|;|or|或)\s?")
_DATE = re.compile(r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}")
# round 20: the value of a phone's own field, whatever phonenumbers makes of it ("Phone: 01223 496 0187")
_LABELLED = re.compile(r"(?im)(?:^[ \t]*|[|,;]\s*)(?:tel|phone|mobile|mob|cell|telephone|phone\s+number|contact\s+number)[ \t]*[:：][ \t]*"
                       r"(?P<v>\+?\(?\d[\d \-()]{5,18}\d)(?=[ \t]*(?:$|[|,;/]|\s{2}))")
# round 29: an eight-digit local number right after a person's name, a relation in brackets or a comma between ("Jenny
# Chow 9321 8840", "WONG Ka Ho (son-in-law) 9345 8812", "Chan Siu-ming, 9832 7716"); not a year's digits first
_AFTER_NAME = re.compile(r"[ \t]*(?:[(（][^()（）\n]{1,20}[)）][ \t]*)?[,，:：]?[ \t]*"
                         r"(?P<v>(?!(?:19|20)\d\d)" + _LOCAL8_DIGITS + r")(?![\dA-Za-z_\-]|[.,]\d|[ \-]\d)")


def local_after_names(text: str, people: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The eight-digit local numbers written right after one of the names `people` (see _AFTER_NAME)."""
    return [m.span("v") for _, b in people if (m := _AFTER_NAME.match(text, b))]


_SERVICE5 = re.compile(r"(?<![\dA-Za-z_\-+.])(?:95\d{3}|96\d{3}|123\d{2}|100\d{2})(?![\dA-Za-z_\-]|\.\d)")
# round 21: a phone in a URL-encoded form body or query ("phone=07700%20900883", "tel=%2B44%207700%20900883"), and a
# local seven-digit number with its extension ("555-0131 ext 42")
_ENCODED = re.compile(r"(?i)(?<=(?:^|[?&;\s])(?:[a-z]+_?)?(?:phone|mobile|tel|telephone|msisdn|cell|whatsapp)(?:_?(?:no|num|number|nr))?=)"
                      r"(?P<v>(?:%2B|\+)?\d(?:\d|%20|%2D|\+|-|%28|%29|\(|\)){6,40}?)(?=[&#\s\"']|$)")
_EXTENSION = re.compile(r"(?<![\d\-+.])\d{3}-\d{4}(?=,? (?i:ext|extn|x)\.? ?\d{1,5}\b)")
_SERVICE_CUE = re.compile(r"(?i:\b(?:tel|phone|call|hotline|helpline|dial)\b)|电话|電話|热线|熱線|拨打?|撥打?|致电|致電|客服|服务号|联系",
                          flags=0)
# round 25: or a word after it that says it was called or names its line ("劳动监察12333我打了", "【12345工单】")
_SERVICE_AFTER = re.compile(r"(?:我|已|都)?(?:打了|打过|打过去|热线|熱線|工单)")


# round 32: a Chinese company's 400 line after a phone or hotline word on its line, in English or in a setting's name
# too ("hotline: 400-690-1186", "SUPPORT_HOTLINE=400-690-1186"), where no Chinese word makes the Chinese pass read it
_LINE400 = re.compile(r"(?<![\dA-Za-z_\-+.])400[ \-]?\d{3}[ \-]?\d{4}(?![\dA-Za-z_\-]|\.\d)")
_LINE400_CUE = re.compile(r"(?i:hotline|helpline|phone|tel\b|call|contact|support|service|客服|热线|电话)[^\n\d]{0,16}$")
_E164 = re.compile(r"(?<![\w+])\+[1-9]\d{9,13}(?!\d)")


_AFTER_TIME = re.compile(r"(?<=(?<![\d:])\d{1,2}:\d{2}(?::\d{2})?[ \t,]{1,3})(?P<v>\+?\(?\d[\d \-()]{6,16}\d)(?=[ \t]*(?:[:,;|]|$))",
                         flags=re.M)
_YEAR_FIRST = re.compile(r"(?:19|20)\d\d(?!\d)")  # a date or a time zone after the time: "06:12  2026-02-09", "2026 -0300"
_TIME_REGIONS = ("GB", "US", "AU", "IE", "DE", "FR", "IN")
# (round 34: Cyrillic look-alikes too, "1З9 7O21 5563": З for 3, О for 0)
_OCR = re.compile(r"(?<![\w+])(?P<v>\+?\(?[\dOIlЗО](?:[\dOIlЗО]|[ \-()](?=[\dOIlЗО(])){6,18}[\dOIlЗО])(?![\w])")
# (round 28: a card's one-letter labels, "T: 01706 8l2 440   M: O7889 254 613")
_OCR_CUE = re.compile(_CUE.pattern + r"|(?i:\bnumber\b[^\n\d]{0,12}$)|号码[^\n\d]{0,6}$|(?<![\w.])[TM][:.][ \t]{0,3}$")
_OCR_LETTER = re.compile(r"(?<=\d)[OIlЗО]|[OIlЗО](?=\d)")


# Round 34: a number right after a phone word in the languages the corpora mix in ("tel. 22 443 57 19", "Bel 0900 8020",
# "my office line 6354 8612", "查詢 2635 1818"), written in groups, valid in one of many regions by phonenumbers' own
# check: the English pass's matcher runs eight regions only.
_ANY_CUE = re.compile(r"(?i:\b(?:tel\.?|phone|mobile|bel|office\s+line|direct\s+line|landline|hotline|helpline)"
                      r"|查詢|查询|電話|电话|致電|致电)[ \t:：.]{0,3}$")
_GROUPED = re.compile(r"(?<![\w+\-.])(?P<v>\+?(?:\(\d{1,5}\)|\d{1,5})(?:[ \-](?:\(\d{1,5}\)|\d{1,5})){1,4})(?![\w\-]|[.,]\d)")
_ANY_REGIONS = ("NL", "PL", "SE", "NO", "DK", "FI", "BE", "CH", "AT", "ES", "IT", "PT", "IE", "SG", "HK", "MO", "TW", "MY",
                "NZ", "ZA", "KR", "AE", "IL", "MX", "CZ", "GB", "US", "AU", "DE", "FR")


def _valid_in(value: str, regions) -> bool:
    import phonenumbers

    for region in regions:
        try:
            if phonenumbers.is_valid_number(phonenumbers.parse(value, region)):
                return True
        except phonenumbers.NumberParseException:
            return False
    return False


def _misread(value: str) -> bool:
    """An OCR'd phone: one or two O/I/l where digits belong, each beside a digit, and 7-15 digits once read back."""
    letters = sum(c in "OIlЗО" for c in value)
    digits = sum(c.isdigit() for c in value)
    return 1 <= letters <= 2 and len(_OCR_LETTER.findall(value)) == letters and 7 <= digits + letters <= 15 and digits >= 6


def _valid_e164(value: str) -> bool:
    import phonenumbers

    try:
        return phonenumbers.is_valid_number(phonenumbers.parse(value))
    except phonenumbers.NumberParseException:
        return False


class PhoneFormRecognizer(SingleEntityRecognizer):
    """Drama-range numbers and cued 8-digit local numbers (see the module docstring)."""

    ENTITY = "PHONE"

    def find(self, text: str) -> list[RecognizerResult]:
        out = [self.result(m.start(), m.end(), 0.7) for m in _FICTION.finditer(text)]
        local = [m for m in _LOCAL8.finditer(text)]
        cued = [m for m in local if self._cued(text, m.start())]
        # round 23: a second number right after a cued one ("Tel: 9187 6623 / 2461 0075")
        cued += [m for m in local if m not in cued and any(
            _SECOND.fullmatch(text, c.end(), m.start()) for c in cued if c.end() <= m.start())]
        out += [self.result(m.start(), m.end(), 0.7) for m in cued]
        out += [self.result(m.start("v"), m.end("v"), 0.6) for m in _LABELLED.finditer(text)
                if sum(c.isdigit() for c in m.group("v")) >= 7 and not _DATE.fullmatch(m.group("v"))]
        out += [self.result(m.start(), m.end(), 0.6) for m in _SERVICE5.finditer(text)
                if _SERVICE_CUE.search(text, max(0, m.start() - 10), m.start()) or _SERVICE_AFTER.match(text, m.end())]
        out += [self.result(m.start(), m.end(), 0.6) for m in _LINE400.finditer(text)
                if _LINE400_CUE.search(text, max(0, m.start() - 30), m.start())]
        if "=" in text:
            out += [self.result(m.start("v"), m.end("v"), 0.6) for m in _ENCODED.finditer(text)
                    if 7 <= sum(c.isdigit() for c in unquote_plus(m.group("v"))) <= 15]
        out += [self.result(m.start(), m.end(), 0.6) for m in _EXTENSION.finditer(text)]
        # round 23: an E.164 number written whole, which phonenumbers' matcher misses after a time in a CSV row
        # ("00:07:26,+441164960552"): valid by phonenumbers' own check
        out += [self.result(m.start(), m.end(), 0.6) for m in _E164.finditer(text) if _valid_e164(m.group())]
        if ":" in text:
            out += [self.result(m.start("v"), m.end("v"), 0.6) for m in _AFTER_TIME.finditer(text)
                    if not _YEAR_FIRST.match(m.group("v")) and _valid_in(m.group("v"), _TIME_REGIONS)]
        out += [self.result(m.start("v"), m.end("v"), 0.6) for m in _OCR.finditer(text)
                if _misread(m.group("v")) and _OCR_CUE.search(text, max(0, m.start() - _CUE_REACH), m.start())]
        out += [self.result(m.start("v"), m.end("v"), 0.6) for m in _GROUPED.finditer(text)
                if 7 <= sum(c.isdigit() for c in m.group("v")) <= 13 and _ANY_CUE.search(text, max(0, m.start() - 20), m.start())
                and not _YEAR_FIRST.match(m.group("v")) and not _DATE.fullmatch(m.group("v"))
                and _valid_in(m.group("v"), _ANY_REGIONS)]
        return out

    @staticmethod
    def _cued(text: str, start: int) -> bool:
        before = text[max(0, start - _CUE_REACH):start]
        return _CUE.search(before) is not None or _NUMBER_CUE.search(before) is not None


def phone_form_recognizers(lang: str) -> list:
    return [PhoneFormRecognizer(lang)]
