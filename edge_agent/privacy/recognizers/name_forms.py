"""Person names by the shape of a record rather than a sentence (issue 15, round 4).

- `Surname,Given` with or without the space, in any case, with accents, hyphens and apostrophes
  (`Okafor,Chidi`, `DUPONT,Anne-Claire`, `Lefèvre, Jean-Marc`): one of the parts is on the name lists.
- `SURNAME Given` (`MARTIN Sophie`, French and administrative order) with the given name listed.
- JSON / dict keys that name a part of a name (`"given": "…"`, `"family": "…"`, `"lastName"`,
  `"nombre"`): the value is a name whatever it is.
- a form label shared by two fields (`Nom / prénom : …`, `Name / 姓名: …`).
- a Chinese surname with a title of age or kin after it (`钱老太`, `孙大爷`, `周阿婆`), and an
  @-mention of a Chinese name or 老/小 + surname (`@老宋`, `@王磊`).
- a user name built from a name written elsewhere in the same text: `Given Surname` → `given.surname`,
  `g.surname`, `givensurname`, `surname_given`, `given_s` (with trailing digits, inside the span: round 32);
- a surname spelt out letter by letter where the name itself is written too: `Mercer. M-E-R-C-E-R` (round 32).
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer
from edge_agent.privacy.recognizers.chinese import COMPOUND_SURNAMES, SURNAMES
from edge_agent.privacy.recognizers.name_cues import cue_names
from edge_agent.privacy.recognizers.name_lists import GIVEN_AMBIGUOUS
from edge_agent.privacy.recognizers.people import _NOT_NAME, _is_given, _is_surname
from edge_agent.privacy.recognizers.login_names import login_names
from edge_agent.privacy.recognizers.romanised_names import romanised_names

_CAPW = r"(?:\p{Lu}['’])?\p{Lu}\p{Ll}+(?:[\-'’]\p{Lu}?\p{Ll}+)?"
_UPW = r"(?:\p{Lu}['’])?\p{Lu}{2,}(?:-\p{Lu}{2,})?"
# Surname,Given (no space) or Surname, Given; either part may be in capitals.
LAST_COMMA_FIRST = re.compile(r"(?<![\p{L}\p{N}\-'’.@_])(?P<l>" + _CAPW + r"|" + _UPW + r"),[ ]?(?P<f>" + _CAPW + r"|" + _UPW +
                              r")(?:[ ](?P<f2>" + _CAPW + r"))?(?P<native>[ ][\p{Han}\uac00-\ud7a3]{2,4})?(?![\p{L}\-'’@_])")
LOWER_COMMA_FIRST = re.compile(r"(?<=(?i:name|patient|client|customer|tenant|guest|student|candidate|employee|member|"
                               r"contact|holder|passenger|attendee|applicant)s?[\"']?\s*[:=]\s*[\"']?)"
                               r"(?P<l>[a-z][a-z'\-]{1,20}),[ ]?(?P<f>[a-z][a-z\-]{1,20})(?![\p{L}\-])")
SURNAME_GIVEN = re.compile(r"(?<![\p{L}\-'’.@_])(?P<l>\p{Lu}\p{Ll}{2,20})[ ](?P<f>\p{Lu}\p{Ll}{2,20})(?![\p{L}\-'’@_])")
UPPER_FIRST = re.compile(r"(?<![\p{L}\-'’])(?P<l>\p{Lu}{2,}(?:-\p{Lu}{2,})?)[ ](?P<f>" + _CAPW + r")(?![\p{L}\-'’])")
_KEYS = (r"(?i:given|family|surname|forename|first_?name|last_?name|middle_?name|given_?name|family_?name|full_?name|"
         r"real_?name|legal_?name|nombre|apellidos?|pr[ée]nom|nom|vorname|nachname|cognome|sobrenome)")
NAME_KEY = re.compile(r"[\"']" + _KEYS + r"[\"']\s*:\s*[\"'](?P<n>(?:\p{Lu}|\p{Han})[\p{L}'’\-]*(?: \p{L}[\p{L}'’\-.]*){0,3})[\"']")
# round 20: an XML element that names a person ("<Name>Beatrix Oyelowo</Name>", "<cbc:PayeeName>…</cbc:PayeeName>")
XML_NAME = re.compile(r"<(?:[\w\-]+:)?(?P<tag>(?i:name|full_?name|customer_?name|payee_?name|payer_?name|account_?holder|"
                      r"holder_?name|first_?name|last_?name|given_?name|family_?name|surname|patient_?name|guest_?name))"
                      r"(?:\s[^<>]*)?>(?P<n>(?:\p{Lu}|\p{Han})[\p{L}'’\-.]*(?: \p{L}[\p{L}'’\-.]*){0,3})</")
SHARED_LABEL = re.compile(r"(?m)^[ \t]*(?i:nom|name|full name|surname|last name|apellidos?)[ \t]*/[ \t]*[\w\p{Han}é ]{2,16}?[ \t]*[:：][ \t]*"
                          r"(?P<n>\p{L}[\p{L}'’\-]*(?:[ ,]{1,2}\p{L}[\p{L}'’\-]*){0,3})[ \t]*$")
_KIN = "老太太|老太|老头|老爷子|大爷|大妈|大娘|大婶|阿婆|阿公|奶奶|爷爷|婆婆|伯伯|伯|婶|嫂|姨|阿姨|老伯"
HAN_MENTION = re.compile(r"(?<![\w.])@(?P<n>[老小]\p{Han}|\p{Han}{2,3})(?![\p{Han}])")
SPELLED = re.compile(r"(?<![\p{L}\-])\p{Lu}(?:-\p{Lu}){2,}(?![\p{L}\-])")
WORD_PAIR = re.compile(r"(?<![\p{L}\-'’])(?P<f>\p{Lu}\p{Ll}{1,20})[ ](?P<l>\p{Lu}\p{Ll}{1,20}(?:-\p{Lu}\p{Ll}+)?)(?![\p{L}])")


def _listed(word: str) -> bool:
    parts = [p for p in re.split(r"[\-'’ ]", word) if len(p) >= 2]
    return any(_is_given(p) or _is_surname(p) for p in parts) and word.lower() not in _NOT_NAME


def _kin_pattern() -> re.Pattern:
    sur = "|".join(sorted(COMPOUND_SURNAMES, key=len, reverse=True)) + "|[" + "".join(s for s in SURNAMES if len(s) == 1) + "]"
    return re.compile(r"(?<![\p{Han}])(?:" + sur + r")(?:" + _KIN + r")(?![\p{Han}]{2})")


_KIN_RX: re.Pattern | None = None


def _user_forms(first: str, last: str) -> set[str]:
    f, ln = first.lower(), last.lower().replace("-", "")
    return {f + "." + ln, f + "_" + ln, f + "-" + ln, f + ln, f[0] + ln, f[0] + "." + ln, f[0] + "_" + ln, ln + "." + f,
            ln + "_" + f, ln + f, f + "." + ln[0], f + "_" + ln[0], ln + f[0]}


class NameFormRecognizer(SingleEntityRecognizer):
    ENTITY = "PERSON"

    def find(self, text: str) -> list[RecognizerResult]:
        global _KIN_RX
        out = []
        if "," in text:
            for m in LAST_COMMA_FIRST.finditer(text):
                last, first = m.group("l"), m.group("f")
                # "Emily Murphy, Daniel Sharma": a list of First Last names, not "Last, First".
                if " " in m.group() and (re.match(r"\s\p{Lu}\p{Ll}", text[m.end():m.end() + 3])
                                         or re.search(r"\p{Lu}\p{Ll}+ $", text[max(0, m.start() - 20):m.start()])):
                    continue
                if (last.isupper() and first.isupper()) and not (_is_surname(last) and (_is_given(first) or m.group("native"))):
                    continue  # "NY,USA"
                if m.group("native") and _is_surname(last):
                    out.append(self.result(m.start(), m.end(), 0.85))  # "LIANG,JIAHAO 梁家豪": the name in two scripts
                elif _listed(first) and (_is_surname(last) or _is_given(first.split("-")[0]) or _listed(last)) \
                        and first.lower() not in _NOT_NAME and last.lower() not in _NOT_NAME:
                    out.append(self.result(m.start(), m.end(), 0.85))
        for m in LOWER_COMMA_FIRST.finditer(text):
            if _is_given(m.group("f")) and m.group("l") not in _NOT_NAME:
                out.append(self.result(m.start(), m.end(), 0.85))
        for m in SURNAME_GIVEN.finditer(text, overlapped=True):
            # "Greco Matteo": a listed surname that is not a given name, then a listed given name.
            last, first = m.group("l"), m.group("f")
            if _is_surname(last) and not _is_given(last) and _is_given(first) and first.lower() not in GIVEN_AMBIGUOUS \
                    and last.lower() not in _NOT_NAME and first.lower() not in _NOT_NAME:
                out.append(self.result(m.start(), m.end(), 0.85))
        for m in UPPER_FIRST.finditer(text):
            if _is_given(m.group("f")) and _is_surname(m.group("l")):
                out.append(self.result(m.start(), m.end(), 0.85))
        for rx in (NAME_KEY, SHARED_LABEL) + ((XML_NAME,) if "</" in text else ()):
            for m in rx.finditer(text):
                if rx is XML_NAME and m.group("tag").lower() == "name" and not any(_listed(w) for w in m.group("n").split()):
                    continue  # a bare <Name> is a product's as often as a person's: a listed name's only
                if m.group("n").lower() not in _NOT_NAME:
                    out.append(self.result(m.start("n"), m.end("n"), 0.85))
        if "@" in text:
            out += [self.result(m.start("n"), m.end("n"), 0.8) for m in HAN_MENTION.finditer(text)
                    if m.group("n")[0] in "老小" or m.group("n")[0] in SURNAMES or m.group("n")[:2] in COMPOUND_SURNAMES]
        if re.search(r"\p{Han}", text):
            _KIN_RX = _KIN_RX or _kin_pattern()
            out += [self.result(m.start(), m.end(), 0.8) for m in _KIN_RX.finditer(text)]
        pairs = {(m.group("f"), m.group("l")) for m in WORD_PAIR.finditer(text)
                 if m.group("f").lower() not in _NOT_NAME and m.group("l").lower() not in _NOT_NAME}
        if pairs:
            forms: set[str] = set()
            for f, ln in pairs:
                forms |= _user_forms(f, ln)
            # the login whole, with the digits after it (round 32: "spugh14" after "Shannon Pugh")
            for m in re.finditer(r"(?<![\w.@\-])(?P<u>[a-z][a-z._\-]{2,40}?)[_\-.]?\d{0,4}(?![\w\-]|\.[a-z])", text):
                if m.group("u") in forms:  # (inside an e-mail address, the name part: "<zhengke97@foxmail.com>")
                    out.append(self.result(m.start(), m.end("u") if text[m.end():m.end() + 1] == "@" else m.end(), 0.85))
        if "-" in text:  # round 32: a surname spelt out letter by letter after it is said ("Dwayne Mercer. M-E-R-C-E-R.")
            said = {w.lower() for w in re.findall(r"\p{Lu}\p{Ll}+|\p{Lu}{2,}", text)}
            out += [self.result(m.start(), m.end(), 0.85) for m in SPELLED.finditer(text)
                    if m.group().replace("-", "").lower() in said]
        out += [self.result(a, b, 0.85) for a, b in romanised_names(text)]  # round 20
        out += [self.result(a, b, 0.85) for a, b in login_names(text)]  # round 21
        return out + cue_names(text)  # round 7: name_cues.py's positions


def name_form_recognizers(lang: str) -> list[LocalRecognizer]:
    return [NameFormRecognizer(lang)]
