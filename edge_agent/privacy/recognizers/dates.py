"""Dates of birth: a date is personal only when the text says whose birth it is.

A date on its own (a log timestamp, an invoice date) is not sensitive, so a date is a
DATE_OF_BIRTH only within a few words after a birth cue: "DOB", "date of birth", "born
(on)", "birthday", "出生日期", "生日", "生于", "Geburtsdatum", "né(e) le", "fecha de nacimiento".
Dates: ISO (1985-03-12, 1985/03/12), numeric day-month-year either way round (12/03/1985,
03-12-85, 12.03.1985), written months (12 March 1985, March 12, 1985, 12-Mar-1985) and
Chinese (1985年3月12日).
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.recognizers.answers import answer
from edge_agent.privacy.recognizers.base import SingleEntityRecognizer

_MONTH = (r"(?i:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
          r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|"
          r"novembre|décembre|januar|februar|märz|juni|juli|oktober|dezember|enero|febrero|marzo|abril|mayo|junio|julio|"
          r"agosto|septiembre|octubre|noviembre|diciembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|"
          r"novembro|dezembro|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|januari|"
          r"februari|maart|mei|augustus|oktober)\.?")
_D = r"(?<!\d)"
_E = r"(?!\d)"
_YMD = r"(?:19|20)\d{2}[-/.](?:0?[1-9]|1[0-2])[-/.](?:0?[1-9]|[12]\d|3[01])"
# a month and day written as four digits, inside a compact date ("20240703-17", "110689…"; trim.py, ids.py)
MMDD = r"(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])"
# A date written in figures with a four-digit year ("2026-12-01", "02-12-2026"): detect.py tells it from a phone.
NUMERIC_DATE = re.compile(_D + r"(?:" + _YMD + r"|(?:0?[1-9]|[12]\d|3[01])[-/.](?:0?[1-9]|1[0-2])[-/.](?:19|20)\d{2})" + _E)
DATE = (
    _D + _YMD + _E
    + r"|" + _D + r"(?:0?[1-9]|[12]\d|3[01])[-/.](?:0?[1-9]|[12]\d|3[01])[-/.](?:(?:19|20)\d{2}|\d{2})" + _E
    + r"|" + _D + r"(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th|º)?[\s\-]+(?:of\s+|de\s+|del\s+)?" + _MONTH
    + r"(?:\s+(?:de|del))?[\s\-,]+(?:19|20)\d{2}" + _E
    + r"|(?<![A-Za-z])" + _MONTH + r"\s+(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?,?\s+(?:19|20)\d{2}" + _E
    + r"|" + _D + r"(?:19|20)\d{2}\s*年\s*(?:0?[1-9]|1[0-2])\s*月\s*(?:0?[1-9]|[12]\d|3[01])\s*[日号]"
    + r"|" + _D + r"(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])" + _E
    # Chinese numerals: "一九八一年十月三日"; year and month only, after a cue that asks for no more ("出生年月：1989年6月",
    # "DOB: March 1985").
    + r"|[一二三四五六七八九〇零○]{4}\s*年\s*[一二三四五六七八九十]{1,2}\s*月(?:\s*[一二三四五六七八九十]{1,3}\s*[日号])?"
    + r"|" + _D + r"(?:19|20)\d{2}\s*年\s*(?:0?[1-9]|1[0-2])\s*月(?!\s*\d)"
    + r"|(?<![A-Za-z])" + _MONTH + r"\s+(?:19|20)\d{2}" + _E
    # Without a year (a birthday): "8月12日", "12 March", "March 12th".
    + r"|" + _D + r"(?:0?[1-9]|1[0-2])\s*月\s*(?:0?[1-9]|[12]\d|3[01])\s*[日号]"
    + r"|" + _D + r"(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?\s+(?:of\s+)?" + _MONTH + r"(?![A-Za-z])"
    + r"|(?<![A-Za-z])" + _MONTH + r"\s+(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?(?![\d])"
    + r"|" + _D + r"(?:0?[1-9]|[12]\d|3[01])[/.](?:0?[1-9]|[12]\d|3[01])(?![\d/.])"  # "bday 12/06"
    # a written month with a two-digit year: "12-Mar-85", "12 Mar '85", "Mar 12 '85"
    + r"|" + _D + r"(?:0?[1-9]|[12]\d|3[01])[\s\-]" + _MONTH + r"[\s\-]'?\d{2}" + _E
    + r"|(?<![A-Za-z])" + _MONTH + r"\s(?:0?[1-9]|[12]\d|3[01]),?\s'\d{2}" + _E
    # Korean and Japanese-era dates: "1985년 3월 12일", "昭和60年3月12日", "平成2年11月3日"
    + r"|" + _D + r"(?:19|20)\d{2}\s*년\s*(?:0?[1-9]|1[0-2])\s*월\s*(?:0?[1-9]|[12]\d|3[01])\s*일"
    + r"|(?:昭和|平成|令和)\s*(?:元|\d{1,2})\s*年\s*(?:0?[1-9]|1[0-2])\s*月\s*(?:0?[1-9]|[12]\d|3[01])\s*日"
    # round 12: a Taiwanese (Minguo) year, "民國79年2月14日"; a day, a month's three letters and the year run together,
    # as travel documents write it, "02MAR1986"
    + r"|(?:民[國国]|民[國国]前)\s*\d{1,3}\s*年\s*(?:0?[1-9]|1[0-2])\s*月\s*(?:0?[1-9]|[12]\d|3[01])\s*日"
    + r"|" + _D + r"(?:0[1-9]|[12]\d|3[01])(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)(?:19|20)\d{2}" + _E
)
_CUE = (r"(?i:d\.?o\.?b\.?|date\s+of\s+birth|birth\s*date|birthdate|birth_date|date_of_birth|birthday|b-?day|bday|born(?:\s+on)?|"
        r"b\.|geb\.|geburtsdatum|geboren(?:\s+am)?|n[ée]e?\s+le|n[ée]\s?\(e\)\s+le|date\s+de\s+naissance|fecha\s+de\s+nacimiento|nacid[oa]\s+el|"
        r"data\s+di\s+nascita|nato\s+il|nata\s+il|data\s+de\s+nascimento|nascid[oa]\s+em|geboortedatum|geboren\s+op|"
        r"f[öo]delsedatum|f[øo]dselsdato|f[øo]dt|syntym[äa]aika|data\s+urodzenia|urodzon[ya]|datum\s+narozen[íi]|"
        r"do[ğg]um\s+tarihi|ng[àa]y\s+sinh|tanggal\s+lahir|tarikh\s+lahir|tgl\.?\s+lahir|lahir|"
        r"year\s+of\s+birth|birth\s+year|age\s*\(?dob\)?|b/d)|дата\s+рождения|родил(?:ся|ась)|"
        r"出生日期|出生年月日?|出生于|出生在|生于|生日|出生|生年月日|誕生日|생년월일|생일|출생|วันเกิด|تاريخ\s+الميلاد|जन्म\s+तिथि")
CUE = re.compile(r"(?<![A-Za-z])(?:" + _CUE + r")")
DATE_RX = re.compile(DATE)
# What may stand between the cue and the date: separators and a few small words, same line.
_ASIDE = re.compile(r"\s*[(（][^()（）\n]{1,80}[)）]\s*[:：=]?\s*")
_GAP = re.compile(r"[\s:：=,\-\"'(（）)]*(?:(?i:is|was|on|in|of|the|:)\s*|是|为|：|:)?[\s:：=,\-\"'(（）)]*$")


# A date the cue follows: "1990年5月9日出生", "1985年3月12日生", "12/03/1985 (DOB)", "3 March 1985 (birthday)".
_CUE_AFTER_SEARCH = re.compile(r"(?:[(（]\s*(?i:d\.?o\.?b\.?|born|birthday|birth\s*date|生日|出生)\s*[)）]|(?:出生|生人|生(?![产活意气病效日])|出世|생))")


# A year alone is a birth date only right after "born (in)", "b.", "year of birth", 出生于/生于: "Ana Ruiz (b. 1985)".
_BIRTH_YEAR = re.compile(r"(?<![A-Za-z])(?:(?i:born(?:\s+in)?|year\s+of\s+birth|birth\s+year)|(?:(?<=[(,;]\s?)|(?<=\p{Lu}\p{Ll}+\s))b\.)\s*:?\s*(?P<y>(?:19|20)\d{2})(?![\d/\-.年])"
                         r"|(?:出生于|生于|出生年份[:：]?)\s*(?P<z>(?:19|20)\d{2})\s*年(?!\s*\d{1,2}\s*月)")


_ASK_DOB = re.compile(r"(?:" + _CUE + r")[^\n?？]{0,40}[?？][ \t]*$", flags=re.M)
_DATE_ANSWER = re.compile(r"(?P<v>" + DATE + r")(?=[ \t]*(?:[.,!。，]|$))", flags=re.M)


class DateOfBirthRecognizer(SingleEntityRecognizer):
    ENTITY = "DATE_OF_BIRTH"

    def find(self, text: str) -> list[RecognizerResult]:
        out = []
        for m in _BIRTH_YEAR.finditer(text) if ("born" in text.lower() or "b." in text or "birth" in text.lower()
                                                 or "生于" in text or "出生" in text) else ():
            g = "y" if m.group("y") else "z"
            end = m.end(g) + (1 if g == "z" else 0)  # "1985年"
            out.append(RecognizerResult("DATE_OF_BIRTH", m.start(g), end, 0.7))
        if "生" in text or "(" in text or "（" in text or "생" in text:
            for cue in _CUE_AFTER_SEARCH.finditer(text):
                # the date that ends right before the cue (spaces aside)
                lo = max(0, cue.start() - 40)
                for m in DATE_RX.finditer(text, lo, cue.start()):
                    if not text[m.end():cue.start()].strip() and "\n" not in text[m.end():cue.start()]:  # not the line above
                        out.append(RecognizerResult("DATE_OF_BIRTH", m.start(), m.end(), 0.75))
        for cue in CUE.finditer(text):
            m = DATE_RX.search(text, cue.end(), min(len(text), cue.end() + 40))
            if m and "\n" not in text[cue.end():m.start()] and (
                    _GAP.match(text[cue.end():m.start()]) or len(text[cue.end():m.start()]) <= 20):
                out.append(RecognizerResult("DATE_OF_BIRTH", m.start(), m.end(), 0.8))
                continue
            # round 12: a remark in brackets between the label and its date, "Date of birth (we need this for
            # insurance, 16+ only): 30/06/2003"
            aside = _ASIDE.match(text, cue.end())
            if aside and (m := DATE_RX.match(text, aside.end())):
                out.append(RecognizerResult("DATE_OF_BIRTH", m.start(), m.end(), 0.8))
        # round 23: the date that answers a question for it on a later line ("what's your date of birth?" /
        # "User: 17.08.1984")
        for q in _ASK_DOB.finditer(text) if "?" in text or "？" in text else ():
            if (m := answer(text, q.end(), _DATE_ANSWER)) is not None:
                out.append(RecognizerResult("DATE_OF_BIRTH", m.start("v"), m.end("v"), 0.75))
        # round 7: a full date right after a person's sex in a record ("郑浩然，男，1976-11-03", "Ana Ruiz, F, 12/03/1985"),
        # and a date that is the birth date a Chinese resident ID in the same text carries
        for m in _SEX_DATE.finditer(text) if ("男" in text or "女" in text or _SEX_HINT.search(text)) else ():
            out.append(RecognizerResult("DATE_OF_BIRTH", m.start("d"), m.end("d"), 0.75))
        births = {m.group(1) for m in _CN_ID_BIRTH.finditer(text)}
        for m in DATE_RX.finditer(text) if births else ():
            if "".join(_NON_DIGIT.sub(" ", m.group()).split()) in births or _ymd(m.group()) in births:
                out.append(RecognizerResult("DATE_OF_BIRTH", m.start(), m.end(), 0.75))
        return out


_SEX_HINT = re.compile(r"(?i:\b(?:male|female|m|f)\b)")
_SEX_DATE = re.compile(r"(?:(?<![\p{Han}])[男女](?:性)?|(?<![A-Za-z])(?i:male|female)(?![A-Za-z])|(?<=,\s?)[MF](?=\s?,))"
                       r"\s*[，,、/|;；]\s*(?P<d>" + DATE_RX.pattern + r")")
# the birth date inside an 18-character Chinese resident ID: six digits of place, then YYYYMMDD
_CN_ID_BIRTH = re.compile(r"(?<![0-9A-Za-z])\d{6}((?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01]))\d{3}[\dXx](?![0-9A-Za-z])")
_NON_DIGIT = re.compile(r"\D")


def _ymd(date: str) -> str:
    """YYYYMMDD of an ISO-ordered date written with separators ("1976-11-03", "1976/11/3", "1976年11月3日"), else ""."""
    m = re.fullmatch(r"((?:19|20)\d{2})\D{1,3}(\d{1,2})\D{1,3}(\d{1,2})\D?", date.strip())
    return f"{m.group(1)}{int(m.group(2)):02d}{int(m.group(3)):02d}" if m else ""


def date_recognizers(lang: str) -> list[LocalRecognizer]:
    return [DateOfBirthRecognizer(lang)]
