"""A name on the line above a job title: a business card read by OCR, an e-mail's signature block (issue 15, round 28).

    PIXEL & THREAD                 [名片OCR识别结果]
    DANIEL O'ROURKE                顾晨阳
    Creative Director              销售经理 / Sales Manager

A card puts the name on a line of its own, often in capitals and without a word of a sentence around it, so neither the
sentence models nor the "Given Surname" forms see it. The line must hold nothing but a name's words (two to four, one of
them on the name lists; or a Chinese surname and one to three characters, with its romanised form beside it or not),
and the next line must open with a job title.
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer
from edge_agent.privacy.recognizers.chinese import COMPOUND_SURNAMES, SURNAMES
from edge_agent.privacy.recognizers.people import _is_given, _is_surname

_W = r"(?:\p{Lu}['’])?\p{Lu}(?:\p{Ll}+|\p{Lu}+)(?:[\-'’]\p{Lu}?(?:\p{Ll}+|\p{Lu}+))?"
_NICK = r"(?:[\"“(]\p{Lu}[\p{L}]+[\"”)])"
_LATIN = re.compile(r"(?P<n>" + _W + r"(?:[ ](?:" + _NICK + r"|\p{Lu}\.|" + _W + r")){1,3})")
_HAN = re.compile(r"(?P<h>\p{Han}{2,4})(?:[ \t]{1,4}(?P<n>" + _W + r"(?:[ ]" + _W + r"){1,2}))?")
_TITLE = re.compile(
    r"(?i:\b(?:manager|director|officer|engineer|consultant|translator|interpreter|partner|founder|co-founder|owner|"
    r"proprietor|president|ceo|cto|cfo|coo|head|lead|specialist|coordinator|co-ordinator|advis[oe]r|analyst|designer|"
    r"developer|architect|surveyor|agent|executive|assistant|secretary|accountant|technician|representative|associate|"
    r"supervisor|administrator|principal|chair(?:man|woman|person)?|treasurer|editor|producer|photographer|stylist|"
    r"planner|buyer|broker|solicitor|counsel|tuner|fitter|groomer|florist|baker|brewer)\b)|"
    r"经理|总监|主管|工程师|顾问|董事|主任|专员|助理|设计师|译审|翻译|会计|店长|总裁|合伙人|创始人|律师|秘书|代表|负责人|"
    r"經理|總監|主管|工程師|顧問|設計師|會計|店長|總裁|創始人|律師|負責人")
_NOT_NAME_WORD = re.compile(r"(?i:^(?:the|and|of|for|ltd|limited|inc|llc|plc|gmbh|group|studio|studios|design|services?|"
                            r"solutions|company|co|team|office|dept|department|university|college|school|bank|hotel|"
                            r"centre|center|club|trust|agency|motors|cars|garage|translation|translations)$)")


def _latin_ok(name: str, beside_han: bool = False) -> bool:
    """Name-shaped words, one of them on the name lists (beside a Han name, its romanised form needs no list)."""
    words = [w.strip("\"“”()") for w in name.split(" ")]
    words = [w for w in words if len(w) > 2 or not w.endswith(".")]
    if any(_NOT_NAME_WORD.match(w) for w in words):
        return False
    return beside_han or any(_is_given(w) or _is_surname(w) for w in words)


def _han_ok(name: str) -> bool:
    return name[0] in SURNAMES or name[:2] in COMPOUND_SURNAMES


class CardNameRecognizer(SingleEntityRecognizer):
    ENTITY = "PERSON"

    def find(self, text: str) -> list[RecognizerResult]:
        if not _TITLE.search(text):
            return []
        out = []
        lines = [(m.start(), m.group()) for m in re.finditer(r"[^\n]*", text)]
        lines = [(a, line) for a, line in lines if line.strip()]
        for (a, line), (_, below) in zip(lines, lines[1:]):
            if len(below) > 70 or not _TITLE.search(below.strip()[:40]):
                continue
            lead = len(line) - len(line.lstrip())
            body = line.strip()
            if m := _LATIN.fullmatch(body):
                if _latin_ok(m.group("n")) and not _TITLE.search(body):
                    out.append(self.result(a + lead, a + lead + len(body), 0.6))
            elif (m := _HAN.fullmatch(body)) and _han_ok(m.group("h")) and not _TITLE.search(m.group("h")):
                out.append(self.result(a + lead + m.start("h"), a + lead + m.end("h"), 0.6))
                if m.group("n") and _latin_ok(m.group("n"), beside_han=True):
                    out.append(self.result(a + lead + m.start("n"), a + lead + m.end("n"), 0.6))
        return out


def card_name_recognizers(lang: str) -> list[LocalRecognizer]:
    return [CardNameRecognizer(lang)]
