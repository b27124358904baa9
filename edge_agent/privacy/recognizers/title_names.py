"""PERSON: a Chinese surname right before a professional or official title (issue 15, round 8).

"李主任", "何药师", "严警官", "钱律师", "周护士长", "欧阳院长": people are named this way in speech and in records
without a given name. jieba keeps some of these together as one word and splits others, so the form is read from the
characters: one of the common surnames (or a compound one), then a title of two or more characters. A surname
character that ends an ordinary word before it is not a surname ("前任主任", "责任医生", "新任经理").
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer
from edge_agent.privacy.recognizers.chinese import COMPOUND_SURNAMES, SURNAMES

_TITLES = ("主任医师|主任|医生|大夫|药师|护士长|护士|警官|民警|律师|老师|教授|经理|总监|总经理|法官|检察官|院长|校长|处长|科长|局长|"
           "所长|部长|厂长|店长|组长|队长|秘书|会计|博士|书记|主管|师傅|阿姨|顾问|专员|工程师|设计师|记者|编辑|导演|教练|社工|"
           "馆长|站长|行长|董事长|总裁|副总|老板|干事|先生|女士|小姐|太太")
_RX = re.compile(r"(?P<n>(?:" + "|".join(sorted(COMPOUND_SURNAMES)) + r"|[" + "".join(sorted(SURNAMES)) + r"]))(?:" + _TITLES + r")")
# an ordinary word that ends with a surname character: the title after it is not someone's
_WORD_BEFORE = re.compile(r"(?:前|主|责|信|担|现|继|历|首|新|上|专|兼|留|离|委|聘|调|出|就|到)$")
_AFTER_WORD = {"任": _WORD_BEFORE, "高": re.compile(r"(?:最|提|升|增|很|较|更)$"), "金": re.compile(r"(?:奖|资|基|现|租|押|黄)$"),
               "方": re.compile(r"(?:对|双|甲|乙|各|我|他|官|地|东|西|南|北|一|多|警)$"),
               "林": re.compile(r"(?:园|森|树|少)$"), "江": re.compile(r"(?:长|浙)$"), "周": re.compile(r"(?:每|本|上|下|一|两|几)$"),
               "何": re.compile(r"(?:任|如|为|几)$"), "常": re.compile(r"(?:正|日|经|平|异|非)$"), "华": re.compile(r"(?:中|才|精|豪)$"),
               "安": re.compile(r"(?:公|平|保|治|晚|早)$"), "明": re.compile(r"(?:说|证|文|声|表|聪|发)$"),
               "向": re.compile(r"(?:方|转|面|导|意|志)$"), "文": re.compile(r"(?:中|英|语|论|件|本|人)$")}


class TitledNameRecognizer(SingleEntityRecognizer):
    ENTITY = "PERSON"

    def find(self, text: str) -> list[RecognizerResult]:
        out = []
        for m in _RX.finditer(text):
            n = m.group("n")
            before = text[max(0, m.start() - 2):m.start()]
            if len(n) == 1 and (_WORD_BEFORE.search(before) and n == "任" or n in _AFTER_WORD and _AFTER_WORD[n].search(before)):
                continue
            out.append(self.result(m.start(), m.end(), 0.6))
        return out


def title_name_recognizers(lang: str) -> list[LocalRecognizer]:
    return [TitledNameRecognizer(lang)] if lang == "zh" else []
