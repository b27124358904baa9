"""Person names written loosely: in lower case (chat, quick notes), beside a nickname, as a possessive before a
word for a person's things, two surnames joined by a slash, and every later mention of a name found once.

Each shape still needs evidence from the name lists or from a strong cue, because lower-case words are mostly
ordinary words: a chat speaker after a timestamp ("[10:14] sofia.r: …"), a form label ("candidate: kowalski,
piotr", "Student: jasper l. okonjo"), a title ("mr. hal brody"), a nickname aside ("Ortiz, Gabriel (goes by
Gabe)", "rafael (rafa)"), "X's cell/number/wife", "Patel/Okafor". A speaker found once is a name wherever the
same token appears again in the text ("dmitri: …" … "ask dmitri").
"""
from __future__ import annotations

from urllib.parse import unquote

import regex as re
from presidio_analyzer import RecognizerResult

from edge_agent.privacy.recognizers import name_lists
from edge_agent.privacy.recognizers.base import SingleEntityRecognizer
from edge_agent.privacy.recognizers.chinese import _has_surname

# "[10:14] sofia.r: text", "[09:02:11] dmitri: text"
TS_SPEAKER = re.compile(r"(?m)^[ \t]*\[\d{1,2}:\d{2}(?::\d{2})?\][ \t]*<?(?P<n>[a-z]{3,}(?:[._][a-z]{1,12})?)>?[ \t]?:[ \t]")
_LABEL = (r"(?i:candidate|student|caller|client|patient|name|contact|customer|employee|tenant|guest|parent|guardian|"
          r"parent/guardian|emergency contact|applicant|driver|passenger|recipient|member|resident|visitor|insured)")
# Scores are 0.9, above spaCy's 0.85: Presidio drops a span inside a longer one of a higher score (spaCy's
# "hannah k's i", which detect then discards as lower case).
# Lower-case words after a label at a line start: "candidate: kowalski, piotr", "Student: jasper l. okonjo".
LABELLED_LOWER = re.compile(r"(?m)(?:^|(?<=[-–—][ \t]))[ \t]*(?:[\w ]{0,24}[ \t]-[ \t])?" + _LABEL
                            + r"[ \t]?[:=][ \t]*(?P<t>(?i:mr|mrs|ms|miss|dr)\.?[ \t])?"
                            r"(?P<n>[a-z]{2,}(?:,[ ][a-z]{2,}|(?:[ ][a-z]\.?)?[ ][a-z]{2,}){1}(?:[ ][a-z]{2,})?)(?=[ \t]*(?:$|[,;(|]))")
TITLED_LOWER = re.compile(r"(?<![\p{L}])(?:mr|mrs|ms|miss|dr)\.?[ ](?P<n>[a-z]{2,}(?:[ ][a-z]{2,})?)(?![\p{L}])")
# "(mr. delacroix)": Mr/Mrs/Ms and one lower-case word in brackets is a surname whether listed or not.
TITLED_ASIDE = re.compile(r"\((?:mr|mrs|ms)\.?[ ](?P<n>[a-z]{3,20})\)")
# "Wife (Selam) manages the pillbox": a relative, then a capitalised word in brackets.
RELATIVE_ASIDE = re.compile(r"(?<![\p{L}])(?i:wife|husband|partner|son|daughter|mother|father|mum|mom|dad|brother|sister|"
                            r"spouse|fianc[ée]e?|boyfriend|girlfriend|grandmother|grandfather|caregiver|carer)[ ]\((?P<n>\p{Lu}\p{Ll}{1,20})\)")
# A nickname aside: "(goes by Gabe)", "aka Bobby", and "rafael (rafa)" where the aside shortens the name before it.
NICKNAME = re.compile(r"(?i:\(\s*(?:goes\s+by|aka|a\.k\.a\.?|known\s+as|prefers|nickname:?|called)\s+)[\"'“]?(?P<n>\p{L}{2,20})(?=[\"'”]?\s*\))")
SHORTENED = re.compile(r"(?<![\p{L}])(?P<f>\p{L}{3,20})[ ]\((?P<n>\p{L}{2,12})\)")
# "Jamal's cell", "hannah k's": a possessive before a word for a person's things or people.
POSSESSIVE = re.compile(r"(?<![\p{L}'’])(?P<n>\p{L}{3,20}(?:[ ][a-z]\.?)?)['’]s[ ](?P<thing>(?:cell|mobile|phone|number|email|address|"
                        r"wife|husband|partner|mum|mom|mother|dad|father|son|daughter|kid|kids|birthday|bday|car|"
                        r"flat|house|place|desk|laptop|manager|boss|doctor|account|card)\b)?")
_CHAT = re.compile(r"(?m)^[ \t]*\[\d{1,2}:\d{2}|(?i:\b(?:lol|thats|i think|u|pls|thx)\b)")
SLASHED = re.compile(r"(?<![\p{L}/])(?P<a>\p{Lu}\p{Ll}{2,})/(?P<b>\p{Lu}\p{Ll}{2,})(?![\p{L}/])")
# A Korean name in a name field: '"name_local":"김민준"', "성명: 박서준".
HANGUL_FIELD = re.compile(r"(?<=(?i:[a-z_]*name[a-z_]*|이름|성명|姓名)[\"']?\s*[:=：]\s*[\"']?)[\uac00-\ud7a3]{2,4}(?![\uac00-\ud7a3])")
# A Chinese name percent-encoded in a URL query: "?name=%E7%8E%8B%E5%BC%BA".
ENCODED = re.compile(r"(?<=[?&](?i:name|user|username|nickname|realname|owner)=)(?:%[0-9A-Fa-f]{2}){6,12}(?![%0-9A-Fa-f])")
_NOT = {"the", "and", "for", "not", "but", "you", "are", "was", "his", "her", "its", "our", "who", "new", "old", "day",
        "user", "team", "name", "none", "null", "test", "admin", "unknown", "today", "tomorrow", "everyone", "someone",
        "thats", "that", "this", "there", "here", "what", "mine", "yours", "dont", "cant", "aka", "tbd", "todo"}


def _listed(word: str) -> bool:
    w = word.lower().strip(".")
    return w not in _NOT and (w in name_lists.GIVEN and w not in name_lists.GIVEN_AMBIGUOUS or w in name_lists.SURNAMES)


class LooseNameRecognizer(SingleEntityRecognizer):
    ENTITY = "PERSON"

    def find(self, text: str) -> list[RecognizerResult]:
        out: list[RecognizerResult] = []
        speakers: set[str] = set()
        for m in TS_SPEAKER.finditer(text):
            n = m.group("n")
            if _listed(re.split(r"[._]", n)[0]):
                out.append(self.result(m.start("n"), m.end("n"), 0.9))
                speakers.add(n)
        for rx in (LABELLED_LOWER, TITLED_LOWER):
            for m in rx.finditer(text):
                words = [w for w in re.split(r"[ ,]+", m.group("n")) if len(w.strip(".")) >= 2]
                titled = "t" in rx.groupindex and m.group("t")  # "caller: mr. hal brody": label and title together
                if words and not any(w in _NOT for w in words) and (titled or any(_listed(w) for w in words)):
                    out.append(self.result(m.start("n"), m.end("n"), 0.9))
        for rx in (TITLED_ASIDE, RELATIVE_ASIDE):
            for m in rx.finditer(text):
                if m.group("n").lower() not in _NOT:
                    out.append(self.result(m.start("n"), m.end("n"), 0.9))
        for m in NICKNAME.finditer(text):
            if m.group("n").lower() not in _NOT:
                out.append(self.result(m.start("n"), m.end("n"), 0.9))
        for m in SHORTENED.finditer(text):
            f, n = m.group("f"), m.group("n")
            if _listed(f) and f.lower().startswith(n.lower()[:2]) and n.lower() != f.lower() and n.lower() not in _NOT:
                out.append(self.result(m.start("f"), m.end("f"), 0.9))
                out.append(self.result(m.start("n"), m.end("n"), 0.9))
        for m in POSSESSIVE.finditer(text):
            n = m.group("n")
            first = n.split(" ")[0]
            if first.lower() in _NOT or first.lower() in name_lists.GIVEN_AMBIGUOUS:
                continue
            # A capitalised word needs no list ("Jamal's cell"); a lower-case one must be a listed given name in chat.
            if (first[0].isupper() and first[1:].islower() and m.start() > 0 and m.group("thing")) or (
                    first.islower() and first in name_lists.GIVEN and _CHAT.search(text)):
                out.append(self.result(m.start("n"), m.end("n"), 0.9))
                if first.islower():
                    speakers.add(first)
        for m in SLASHED.finditer(text):
            a, b = m.group("a").lower(), m.group("b").lower()
            if a in name_lists.SURNAMES and b in name_lists.SURNAMES:
                out.append(self.result(m.start("a"), m.end("a"), 0.9))
                out.append(self.result(m.start("b"), m.end("b"), 0.9))
        for m in HANGUL_FIELD.finditer(text):
            out.append(self.result(m.start(), m.end(), 0.9))
        for m in ENCODED.finditer(text):
            try:
                name = unquote(m.group(), errors="strict")
            except UnicodeDecodeError:
                continue
            if re.fullmatch(r"\p{Han}{2,4}", name) and _has_surname(name):
                out.append(self.result(m.start(), m.end(), 0.9))
        for n in speakers:  # every later mention of a speaker's name
            for m in re.finditer(r"(?<![\w.@])" + re.escape(n) + r"(?![\w@]|\.\w)", text):
                out.append(self.result(m.start(), m.end(), 0.9))
        return out


def loose_name_recognizers(lang: str) -> list[SingleEntityRecognizer]:
    return [LooseNameRecognizer(lang), ChatNameRecognizer(lang)]


# Round 6: a listed given name in chat, in any case, where the sentence says it is someone: a sign-off at a line's end
# ("thx, ravi", "cheers,\nbecky t."), an introduction ("hi its kenji,", "this is priya here"), a possessive before a
# way to reach them ("sipho's new number"), "her name's min-jun park". Words that are also ordinary words (grace, will,
# may, …) are left out unless capitalised.
_SIGN_OFF = re.compile(r"(?im)(?:^|[\s,.;!])(?:thx|thanks|thank you|ty|cheers|ta|regards|best|br|love|xx|rgds)\s*[,!.]?[ \t]*\n?[ \t]*"
                       r"(?:[-–—~][ \t]*)?(?P<n>[A-Za-z][a-z'\-]{1,15}(?:[ \t][a-z]\.?)?)[ \t]*$")
_INTRO = re.compile(r"(?i:(?<![A-Za-z])(?:hi|hey|hello|yo)?[ ,]*(?:it'?s|its|this is|i'?m|im)[ \t]+)(?P<n>[A-Za-z][a-z'\-]{1,15})"
                    r"(?=[ \t]*(?:[,!.:\-–—]|$|\n|[ \t]+(?:here|from|again)\b))")
_POSSESSIVE_CONTACT = re.compile(r"(?<![A-Za-z])(?P<n>[A-Za-z][a-z'\-]{1,15})['’]s[ \t]+(?:new[ \t]+|old[ \t]+|work[ \t]+|home[ \t]+)?"
                                 r"(?:number|num|phone|cell|mobile|email|e-mail|address|wechat|whatsapp|line|telegram|ig|insta)\b")
_NAMED = re.compile(r"(?i:(?<![A-Za-z])(?:her|his|their|my)?[ \t]*name(?:'s|[ \t]+is)[ \t]+)(?P<n>[a-z][a-z'\-]{1,15}(?:[ \t][a-z][a-z'\-]{1,15})?)"
                    r"(?=[ \t]*(?:[,.;!]|$|\n))")


class ChatNameRecognizer(SingleEntityRecognizer):
    ENTITY = "PERSON"

    def find(self, text: str) -> list[RecognizerResult]:
        out: list[RecognizerResult] = []
        for rx in (_SIGN_OFF, _INTRO, _POSSESSIVE_CONTACT, _NAMED):
            for m in rx.finditer(text):
                name = m.group("n")
                first = name.split()[0].lower().strip("'")
                if first not in name_lists.GIVEN:
                    continue
                if first in name_lists.GIVEN_AMBIGUOUS and not name[0].isupper():
                    continue
                out.append(self.result(m.start("n"), m.end("n"), 0.9))  # above spaCy's 0.85 (see above)
        return out
