"""Phone numbers and e-mail addresses written so that no digit or "@" pattern sees them:
digits as words ("oh two nine six five five five …", "幺三八，零零二一，七五六四") and
obfuscated addresses ("jane [at] mail [dot] com", "jane(at)mail.com", "jane at mail dot com"); sums of money in
words ("sixty quid", "five hundred dollars", "three thousand four hundred pounds"; round 15), unless the words
around them make them a price (numbers.is_price: "tickets are twenty pounds each").

Spoken digits count as a phone only with 7–15 of them and a phone word on the same line (or on the line before, when
the digits' line holds little else: an answer to "your number?"); an
obfuscated address needs its "at" written as one of the usual disguises, so "meet at noon" stays.
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer
from edge_agent.privacy.recognizers.numbers import is_price

# the ten digits said as words (lock_codes and password_cues read codes said this way too)
SPOKEN_DIGIT = r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)"
# phones: "o", "double"; round 29: "hundred" for two zeros ("oh seven seven hundred, nine hundred, three two six")
_EN_DIGIT = r"(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine|double|triple|hundred)"
EN_SPOKEN = re.compile(r"(?i)(?<![A-Za-z])" + _EN_DIGIT + r"(?:[\s,\-]{1,3}" + _EN_DIGIT + r"){6,20}(?![A-Za-z])")
ZH_SPOKEN = re.compile(r"[零〇一二三四五六七八九幺两](?:[，,、\s\-]{0,2}[零〇一二三四五六七八九幺两]){6,16}")
_EN_VALUE = {"zero": 1, "oh": 1, "o": 1, "one": 1, "two": 1, "three": 1, "four": 1, "five": 1, "six": 1, "seven": 1,
             "eight": 1, "nine": 1, "double": 1, "triple": 2, "hundred": 2}  # "double five" adds one more digit, "triple" two
_PHONE_WORD = re.compile(r"(?i:phone|mobile|cell|call|ring|number|tel|whatsapp|text\s+me|reach\s+me|"
                         r"get\s+me\s+on|contact|landline|\bhp\b|extension|\bext\b)|电话|手机|号码|打给|致电|联系")
# (round 29: the last three; round 38: a handphone's "hp", an extension after the number)
# a UK mobile said aloud is one whatever the words around it ("oh seven nine four six, two two one, eight three zero")
_UK_MOBILE_SAID = re.compile(r"(?i:zero|oh|o)[\s,\-]+seven\b")
# round 30: so is a Chinese mobile said aloud, eleven digits from 1 and 3-9 ("幺三八，零一六二，五五七九")
_CN_MOBILE_SAID = re.compile(r"[一幺](?:[，,、\s\-]{0,2})[三四五六七八九]")
# round 30: digits said in both languages in one number ("一五六，two one eight zero，三九七四")
_MIXED_DIGIT = r"(?:(?i:zero|oh|one|two|three|four|five|six|seven|eight|nine)(?![A-Za-z])|[零〇一二三四五六七八九幺两])"
MIXED_SPOKEN = re.compile(r"(?<![A-Za-z])" + _MIXED_DIGIT + r"(?:[，,、\s\-]{0,3}" + _MIXED_DIGIT + r"){6,20}")
_AT = r"(?:\s?[\[\(\{<]\s?(?i:at)\s?[\]\)\}>]\s?|\s(?i:at)\s|\s?＠\s?)"
_DOT = r"(?:\s?[\[\(\{<]\s?(?i:dot)\s?[\]\)\}>]\s?|\s(?i:dot)\s|\.)"
OBFUSCATED_EMAIL = re.compile(r"(?<![\w.\-])[A-Za-z0-9][\w.+\-]{0,63}" + _AT + r"[A-Za-z0-9][\w\-]{0,62}(?:" + _DOT
                              + r"[A-Za-z0-9][\w\-]{0,62}){0,3}" + _DOT + r"(?i:com|net|org|edu|gov|io|cn|co|uk|de|fr|jp|"
                              r"in|au|ca|br|es|it|nl|se|ch|me|info|biz|ai|dev|app|hk|tw|sg|kr)(?![\w])")


_EN_NUMBER = (r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
              r"seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)")
SPOKEN_AMOUNT = re.compile(r"(?i)(?<![A-Za-z\-])(?:(?:a|" + _EN_NUMBER + r")(?:[\s\-]+(?:and\s+)?(?:" + _EN_NUMBER
                           + r"|hundred|thousand|million))*|" + _EN_NUMBER + r")[\s\-]+(?:(?:and\s+a\s+half|grand)\s+)?"
                           r"(?:pounds|pound(?=\s+(?:for|to|on|each|a|an|the|fee|deposit|charge|fine|note|" + _EN_NUMBER + r"))|quid|dollars|bucks|euros|grand|yuan|"
                           r"rupees|rand|francs|euro(?=\s+(?:cash|in|on|for|to|a|each|per|and|deposit|refund|back)\b|\s*[).,;!?]|\s*$))(?![A-Za-z])"
                           # round 33: the pence or cents said after ("sixty-four pounds fifty including delivery", "nine
                           # pounds ninety-five"); the Irish singular "euro" ("one hundred and forty euro cash"); round 34: "a
                           # hundred and eighty four pound thirty a week", "(one hundred and fifty thousand euro)"
                           r"(?:[\s\-]+(?:and\s+)?" + _EN_NUMBER + r"(?:[\s\-]+" + _EN_NUMBER + r")?(?:\s+(?:pence|p|cents))?"
                           r"(?=\s*(?:[.,;!?)]|$|\s(?:including|incl|for|to|in|cash|on|each|delivery|total|please|back|a|per|every)\b)))?")
# (round 24: "thirty-eight pound for the test")

_HAN_DIGIT = re.compile(r"[零〇一二三四五六七八九幺两]")
_LATIN_DIGIT = re.compile(r"(?i:zero|one|two|three|four|five|six|seven|eight|nine)(?![A-Za-z])")
_MONEY_WORD = re.compile(r"(?i)pounds|quid|dollars|bucks|euros?|grand|yuan|rupees|rand|francs")
_WEIGHT = re.compile(r"(?i:weigh|\blost\b|\bgain|put\s+on|heavier|lighter|\bstone\b|kilos?\b|\bdown\b|\bup\b)")


_PLUS_BEFORE = re.compile(r"(?i:plus)[ \t]+$")


def _grouped(said: str, n: int) -> bool:
    """Round 38: ten to twelve digits said in three groups or more of two to five, split by commas as a phone number is
    read out ("zero one nine one, five two two, six six zero four"), whatever the words around them."""
    groups = [g for g in re.split(r"[,，、]", said) if g.strip()]
    sizes = [sum(_EN_VALUE.get(w.lower(), 0) for w in re.findall(r"[A-Za-z]+", g)) + len(_HAN_DIGIT.findall(g))
             for g in groups]
    return 10 <= n <= 12 and len(groups) >= 3 and all(2 <= s <= 5 for s in sizes)


class SpokenNumberRecognizer(LocalRecognizer):
    def __init__(self, lang: str):
        super().__init__(supported_entities=["PHONE", "EMAIL", "AMOUNT"], name="SpokenNumberRecognizer",
                         supported_language=lang)

    def load(self) -> None:
        pass

    def analyze(self, text, entities, nlp_artifacts=None):
        out = []
        if "PHONE" in entities:
            mixed = _HAN_DIGIT.search(text) is not None and _LATIN_DIGIT.search(text) is not None  # (pre-check, speed only)
            for rx in (EN_SPOKEN, ZH_SPOKEN, MIXED_SPOKEN) if mixed else (EN_SPOKEN, ZH_SPOKEN):
                for m in rx.finditer(text):
                    han = len(_HAN_DIGIT.findall(m.group()))
                    if rx is MIXED_SPOKEN and (han == 0 or not _LATIN_DIGIT.search(m.group())):
                        continue  # one language alone: the two patterns above
                    n = han + sum(_EN_VALUE[w.lower()] for w in re.findall(r"[A-Za-z]+", m.group()))
                    line_start = text.rfind("\n", 0, m.start()) + 1
                    line_end = text.find("\n", m.end())
                    line = text[line_start:len(text) if line_end < 0 else line_end]
                    # round 24: or an answer to the line before, holding little else ("您的联系电话是？" /
                    # "客户：一三五 八六七二 零九一四")
                    prev = text[text.rfind("\n", 0, max(0, line_start - 1)) + 1:max(0, line_start - 1)]
                    answer = len(line) - len(m.group()) <= 12 and bool(_PHONE_WORD.search(prev))
                    said_mobile = n == 11 and (rx is EN_SPOKEN and _UK_MOBILE_SAID.match(m.group()) is not None
                                               or rx is ZH_SPOKEN and _CN_MOBILE_SAID.match(m.group()) is not None)
                    if 7 <= n <= 15 and (_PHONE_WORD.search(line) or answer or said_mobile or _grouped(m.group(), n)):
                        start = m.start()
                        if rx is EN_SPOKEN and (plus := _PLUS_BEFORE.search(text, max(0, start - 6), start)):
                            start = plus.start()  # round 38: "plus three three, four seven eight, …"
                        out.append(RecognizerResult("PHONE", start, m.end(), 0.7))
        if "EMAIL" in entities:
            for m in OBFUSCATED_EMAIL.finditer(text):
                if not re.search(r"@", m.group()) and re.search(r"[\[\(\{<＠]|\s(?i:at)\s", m.group()):
                    if re.search(r"\s(?i:at)\s", m.group()) and not re.search(r"(?i)\sdot\s", m.group()):
                        continue  # "at" as a word needs "dot" as a word too: "meet at cafe.com" is prose
                    out.append(RecognizerResult("EMAIL", m.start(), m.end(), 0.8))
        if "AMOUNT" in entities and _MONEY_WORD.search(text):  # pre-check (speed only): a currency word
            for m in SPOKEN_AMOUNT.finditer(text):
                if m.group().split()[0].lower() != "a" or re.search(r"(?i)hundred|thousand|million|grand", m.group()):
                    weight = m.group().lower().endswith("pounds") and _WEIGHT.search(text[max(0, m.start() - 30):m.start()])
                    if not weight and not is_price(text, m.start(), m.end()):
                        out.append(RecognizerResult("AMOUNT", m.start(), m.end(), 0.6))
        return out


class SpokenPhoneRecognizer(SingleEntityRecognizer):
    """The spoken phones alone, for across_lines.py: a line that answers the line before it in another language
    ("店员：您的电话？" / "Customer: 一五六，two one eight zero，三九七四."; round 30)."""

    ENTITY = "PHONE"

    def find(self, text: str) -> list[RecognizerResult]:
        return SpokenNumberRecognizer(self.supported_language).analyze(text, ["PHONE"])


def spoken_recognizers(lang: str) -> list[LocalRecognizer]:
    return [SpokenNumberRecognizer(lang)]
