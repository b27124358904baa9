"""An airline's passenger record (round 16): the forms reservation systems write and travel agents paste.

- a passenger's name as SURNAME/GIVEN and a title ("HOLLOWAY/MARK JAMES MR", "1.1TANAKA/HIROSHI MSTR");
- an advance passenger record, `DOCS P/GBR/552871934/GBR/14MAR81/M/02SEP31[/SURNAME/GIVEN]`: the passport
  number and the date of birth (the issuing and the nationality codes, the sex and the expiry stay text);
- a contact: `CTCM 447700900551` (a mobile, digits only) and `CTCE SIAN.HOLLOWAY//YAHOO.CO.UK` (an e-mail with
  "//" for "@", as the IATA contact element writes it).
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

# the title ends the name, and no word of prose follows it ("the FE/BE MR is ready" is a merge request)
_TITLE = r"(?:MRS|MR|MS|MISS|MSTR|DR|PROF|CHD|INF)(?![A-Za-z])(?![ \t]+[a-z])"
_WORD = r"[A-Z][A-Z'\-]{0,29}"
NAME = re.compile(r"(?<![A-Za-z/])(?P<n>[A-Z][A-Z'\-]{1,29}/" + _WORD + r"(?: " + _WORD + r"){0,2}?)(?= ?" + _TITLE + ")")
DOCS = re.compile(r"\bDOCS\b[^\n/]{0,20}?/?(?<![A-Z])[PI]/[A-Z]{2,3}/(?P<doc>[A-Z0-9]{5,15})/[A-Z]{2,3}/(?P<dob>\d{2}[A-Z]{3}\d{2})"
                  r"/(?:[MF]I?|U)/\d{2}[A-Z]{3}\d{2}(?:/(?P<n>[A-Z][A-Z'\-]{1,29}/" + _WORD + r"(?: " + _WORD + r"){0,2}))?")
CTCM = re.compile(r"\bCTCM\b[^\n/]{0,12}?/?(?:[A-Z]{2}/)?(?<=[\s/])(?P<v>\+?\d[\d \-]{6,18}\d)(?![\d])")
CTCE = re.compile(r"\bCTCE\b[^\n/]{0,12}?/?(?<=[\s/])(?P<v>[A-Za-z0-9._\-]{1,64}//[A-Za-z0-9\-]{1,63}(?:\.[A-Za-z0-9\-]{1,63})*\.[A-Za-z]{2,})")
_HINT = re.compile(r"/|\bCTC[ME]\b")


class TravelRecordRecognizer(LocalRecognizer):
    ENTITIES = ["PERSON", "PASSPORT", "DATE_OF_BIRTH", "PHONE", "EMAIL"]

    def __init__(self, lang: str):
        super().__init__(supported_entities=self.ENTITIES, name=type(self).__name__, supported_language=lang)

    def load(self) -> None:
        pass

    def analyze(self, text, entities, nlp_artifacts=None) -> list[RecognizerResult]:
        if not _HINT.search(text):
            return []
        out = [RecognizerResult("PERSON", m.start("n"), m.end("n"), 0.85) for m in NAME.finditer(text)]
        for m in DOCS.finditer(text):
            out.append(RecognizerResult("PASSPORT", m.start("doc"), m.end("doc"), 0.85))
            out.append(RecognizerResult("DATE_OF_BIRTH", m.start("dob"), m.end("dob"), 0.85))
            if m.group("n"):
                out.append(RecognizerResult("PERSON", m.start("n"), m.end("n"), 0.85))
        out += [RecognizerResult("PHONE", m.start("v"), m.end("v"), 0.8) for m in CTCM.finditer(text)]
        out += [RecognizerResult("EMAIL", m.start("v"), m.end("v"), 0.8) for m in CTCE.finditer(text)]
        return [r for r in out if r.entity_type in entities]


def travel_record_recognizers(lang: str) -> list[LocalRecognizer]:
    return [TravelRecordRecognizer(lang)]
