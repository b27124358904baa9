"""Names that stand where a chat, a mailbox or a signature puts them, not where a sentence does:
chat speakers at the start of a line ("Nadia: …", "> *dave.hutchins*: …", "<kmorrison> …"),
sign-offs written with a dash ("-- nina", "- Luca B."), a Chinese name as a mailbox's display name
("于波 <yubo@…>"), and Chinese names written with spaces between the characters ("闫 秋 菊", "屈 总").

The position is the cue; the token must still look like a name: a given name from the lists, a
user name the lists confirm, or a Chinese surname followed by one or two characters.
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.recognizers import name_lists
from edge_agent.privacy.recognizers.chinese import COMPOUND_SURNAMES, FAMILIAR, SURNAMES
from edge_agent.privacy.recognizers.people import _is_given, _username

# "Nadia:", "> *dave.hutchins*:", "**Priya**:" at the start of a line.
SPEAKER = re.compile(r"(?m)^[ \t>]*[*_]{0,2}(?P<n>[A-Za-z][a-z]+(?:[._][a-z]+){0,2}|[A-Z][a-z]+ [A-Z][a-z]+)[*_]{0,2}[ \t]?:[ \t]")
# IRC / log nicks: "<kmorrison> text", "[09:41] <j.alvarez> text".
NICK = re.compile(r"(?m)(?:^|\]\s?|\s)<(?P<n>[a-z][a-z0-9]*(?:[._\-][a-z0-9]+){0,2})>(?=\s)")
# A dash sign-off on its own line: "-- nina", "— Luca B.", "- Priya".
DASH_SIGN = re.compile(r"(?m)(?:^|(?<=[.!?]\s))[ \t]*(?:--|—|–|-)[ \t]?(?P<n>[A-Za-z][a-z]+(?: [A-Z][a-z]+| [A-Z]\.)?)[ \t]*$")
# A Han name as a display name before an address in angle brackets.
HAN_MAILBOX = re.compile(r"(?<![\p{Han}])(?P<n>\p{Han}{2,4})\s?<[^<>\s@]+@[^<>\s]+>")
# Characters of one name separated by single spaces: a surname, then one or two characters or a familiar title.
HAN_SPACED = re.compile(r"(?<!\p{Han})(?<!(?:^|[^\p{Han}])\p{Han} )(?P<n>(?P<s>\p{Han}{1,2}) (?P<g>\p{Han})(?: (?P<h>\p{Han}))?)(?! ?\p{Han})")

_NOT_SPEAKER = {"me", "you", "note", "notes", "todo", "fixme", "warning", "error", "info", "debug", "update", "re", "fw",
                "subject", "from", "to", "cc", "date", "time", "status", "summary", "description", "answer", "question",
                "user", "system", "assistant", "bot", "admin", "root", "host", "server", "client", "result", "output",
                "input", "example", "step", "edit", "ps", "nb", "tip", "hint", "important", "update", "location",
                "priority", "type", "reason", "action", "expected", "actual", "steps", "version", "tags", "labels"}
_TRADITIONAL = set("許張劉陳楊黃趙周吳徐孫馬朱胡郭何林羅高鄭梁謝宋唐韓馮鄧曹彭曾蕭田董袁潘於蔣蔡余杜葉程蘇魏呂丁任沈姚盧"
                   "姜崔鍾譚陸汪范金石廖賈夏韋付方白鄒孟熊秦邱江尹薛閆段雷侯龍史陶黎賀顧毛郝龔邵萬錢嚴覃武戴莫孔向湯")


def _han_surname(s: str) -> bool:
    return s in COMPOUND_SURNAMES or (len(s) == 1 and (s in SURNAMES or s in _TRADITIONAL))


def _speaker_ok(n: str) -> bool:
    if n.lower() in _NOT_SPEAKER:
        return False
    if " " in n:
        first = n.split()[0]
        return _is_given(first)
    if n[0].isupper():
        return _is_given(n)
    return _is_given(n) and n not in name_lists.GIVEN_AMBIGUOUS or _username(n, True)


class HandleNameRecognizer(LocalRecognizer):
    def __init__(self, lang: str):
        super().__init__(supported_entities=["PERSON"], name="HandleNameRecognizer", supported_language=lang)

    def load(self) -> None:
        pass

    def analyze(self, text, entities, nlp_artifacts=None):
        if "PERSON" not in entities:
            return []
        out = []
        for m in SPEAKER.finditer(text):
            if _speaker_ok(m.group("n")):
                out.append(RecognizerResult("PERSON", m.start("n"), m.end("n"), 0.9))
        for m in NICK.finditer(text):
            n = m.group("n")
            if n.lower() not in _NOT_SPEAKER and (_is_given(n) or _username(n, True)):
                out.append(RecognizerResult("PERSON", m.start("n"), m.end("n"), 0.9))
        for m in DASH_SIGN.finditer(text):
            n = m.group("n")
            if _is_given(n.split()[0]) and n.split()[0].lower() not in name_lists.GIVEN_AMBIGUOUS:
                out.append(RecognizerResult("PERSON", m.start("n"), m.end("n"), 0.9))
        if re.search(r"\p{Han}", text):
            for m in HAN_MAILBOX.finditer(text):
                n = m.group("n")
                if _han_surname(n[:2]) or _han_surname(n[0]):
                    out.append(RecognizerResult("PERSON", m.start("n"), m.end("n"), 0.9))
            for m in HAN_SPACED.finditer(text):
                tail = m.group("g") + (m.group("h") or "")
                if _han_surname(m.group("s")) and (m.group("h") is None or m.group("g") not in FAMILIAR) \
                        and not re.match(r"[，。、；：！？（）《》“”]", tail):
                    out.append(RecognizerResult("PERSON", m.start("n"), m.end("n"), 0.85))
        return out


def handle_recognizers(lang: str) -> list[LocalRecognizer]:
    return [HandleNameRecognizer(lang)]
