"""Person names the small spaCy model misses: names announced by a label or a title
("Recipient: Jane Roe", "name=Jane Roe", "Dear Mr. Roe"), and names confirmed by the name
lists in name_lists.py ("Garcia, Chen", "Chen Garcia", "Zhang Wei", user names "chen.garcia")."""
from __future__ import annotations

import regex as re
from presidio_analyzer import (
    LocalRecognizer,
    Pattern,
    PatternRecognizer,
    RecognizerResult,
)

from edge_agent.privacy.recognizers import name_lists

_NAME0 = r"[A-Z][a-z]+(?:[\-'][A-Z]?[a-z]+)?(?:\s[A-Z]'?[A-Z]?[a-z]+(?:-[A-Z][a-z]+)?){1,2}"
_NAME = r"(?:[A-Z][a-z]+(?:[\-'][A-Z]?[a-z]+)?,\s[A-Z][a-z]+(?:\s[A-Z]\.)?(?![A-Za-z])|" + _NAME0 + r")"
_LABELS = (r"(?i:name|full[ _]name|recipient|cardholder|passenger|patient|landlord|tenant|contact|"
           r"bill to|ship to|approved by|signed by|from|attn|customer|employee|account holder)")
LABELLED_NAME = r"(?<=(?:^|[\n;,(])\s*" + _LABELS + r"\s?[:=]\s?)" + _NAME + r"(?![A-Za-z])"
TITLED_NAME = r"(?<=\b(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s)" + _NAME + r"(?![A-Za-z])"


def people_recognizers(lang: str) -> list[PatternRecognizer]:
    return [PatternRecognizer(supported_entity="PERSON", name="LabelledNameRecognizer", supported_language=lang,
                              patterns=[Pattern("labelled_name", LABELLED_NAME, 0.6), Pattern("titled_name", TITLED_NAME, 0.6)],
                              global_regex_flags=re.MULTILINE)]


# ---- names confirmed by name lists: "Last, First", "First Last", pinyin, user names ----

_CAP = r"[A-Z][a-z]+(?:[\-'][A-Z]?[a-z]+)?"
_PARTICLE = r"(?:(?:van|von|de|da|del|della|di|du|le|la|bin|al|ben|dos|das|ter|van der|van den|de la)\s)?"
FIRST_LAST = re.compile(r"(?<![A-Za-z\-'])(?P<f>" + _CAP + r")(?:\s(?P<m>[A-Z]\.|" + _CAP + r"))?\s" + _PARTICLE
                        + r"(?P<l>" + _CAP + r")(?![A-Za-z\-])")
LAST_FIRST = re.compile(r"(?<![A-Za-z\-'])(?P<l>" + _CAP + r"|[A-Z]{2,}),\s(?P<f>" + _CAP + r")(?:\s(?P<m>[A-Z]\.))?(?![A-Za-z\-])")
USER_TOKEN = re.compile(r"(?<![A-Za-z0-9_.@/\-])(?P<u>[a-z]{2,}[._\-]?[a-z]{2,}|[a-z][._]?[a-z]{3,})(?P<n>\d{0,4})"
                        r"(?![A-Za-z0-9_@\-]|\.[A-Za-z0-9])")
_USER_CUE = re.compile(r"(?i:user(?:name)?|login|uid|account|assignee|owner|author|reporter|handle|by|from|for|"
                       r"member|employee|agent|committer|signed[- ]off[- ]by|cc|to|用户名?|账号|账户)\s*[:=]?\s*[\"'@]?$|@$")
_NOT_NAME = {"street", "avenue", "road", "team", "inc", "corp", "ltd", "llc", "university", "hospital", "bank", "group",
             "support", "service", "services", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
             "sunday", "january", "february", "march", "april", "may", "june", "july", "august", "september",
             "october", "november", "december", "dear", "hi", "hello", "thanks", "thank", "regards", "cheers", "best",
             "yes", "no", "ok", "okay", "sorry", "please", "sincerely", "attn", "note", "from", "to", "cc", "subject",
             "re", "fwd", "and", "but", "so", "also", "the", "this", "that", "city", "county", "state", "park", "lane",
             "drive", "court", "place", "square", "center", "centre", "office", "department", "company",
             "project", "account", "user", "admin", "manager", "director", "engineer", "doctor", "nurse", "patient",
             "mr", "mrs", "ms", "dr", "prof", "sir", "madam", "welcome", "good", "morning", "evening", "update",
             "issue", "ticket", "order", "invoice", "report", "error", "warning", "info", "debug", "true", "false"}
_SERVICE_USERS = {"admin", "root", "deploy", "system", "guest", "test", "user", "service", "jenkins", "bot", "ubuntu",
                  "postgres", "nobody", "backup", "app", "www", "daemon", "support", "info", "noreply", "ops", "dev"}


# Above spaCy's 0.85: Presidio keeps the higher-scored of two identical spans, and only the
# spaCy one is trimmed by detect._clean_person (which would drop a lower-case user name).
_LISTED_SCORE = 0.9


def _is_given(w: str) -> bool:
    return w.lower() in name_lists.GIVEN


def _is_surname(w: str) -> bool:
    w = w.lower()
    return w in name_lists.SURNAMES or w in name_lists.PINYIN_SURNAMES


def _pinyin_pair(a: str, b: str) -> bool:
    """Zhang Wei / Wei Zhang / Ouyang Nana: a pinyin surname and a pinyin given name."""
    al, bl = a.lower(), b.lower()
    if al in name_lists.PINYIN_SURNAMES and name_lists.is_pinyin_given(b) and al not in name_lists.PINYIN_AMBIGUOUS:
        return True
    return bl in name_lists.PINYIN_SURNAMES and name_lists.is_pinyin_given(a) and bl not in name_lists.PINYIN_AMBIGUOUS \
        and (a.lower() in name_lists.GIVEN or len(a) >= 3)


def _person_pair(first: str, last: str) -> bool:
    if first.lower() in _NOT_NAME or last.lower() in _NOT_NAME:
        return False
    if _is_given(first) and (first.lower() not in name_lists.GIVEN_AMBIGUOUS or _is_surname(last)):
        return True
    return _pinyin_pair(first, last)


def _username(token: str, cue: bool) -> bool:
    if token in _SERVICE_USERS:
        return False
    parts = [p for p in re.split(r"[._\-]", token) if p]
    if len(parts) == 2:
        a, b = parts
        if (_is_given(a) and _is_surname(b)) or (_is_surname(a) and _is_given(b)) or _pinyin_pair(a, b):
            return True
        return cue and (_is_given(a) or _is_given(b)) and min(len(a), len(b)) >= 2 and not (
            a in _SERVICE_USERS or b in _SERVICE_USERS)
    # One piece: first+last glued ("chengarcia"), or initial+surname ("cgarcia").
    if len(token) >= 5 and _is_surname(token[1:]) and token[1:] not in name_lists.PINYIN_AMBIGUOUS:
        return cue or token[1:] in name_lists.SURNAMES
    for i in range(2, len(token) - 1):
        if _is_given(token[:i]) and _is_surname(token[i:]) and len(token) - i >= 3:
            return True
    return False


class ListedNameRecognizer(LocalRecognizer):
    def __init__(self, lang: str):
        super().__init__(supported_entities=["PERSON"], name="ListedNameRecognizer", supported_language=lang)

    def load(self) -> None:
        pass

    def analyze(self, text, entities, nlp_artifacts=None):
        if "PERSON" not in entities:
            return []
        out = []
        for m in FIRST_LAST.finditer(text, overlapped=True):
            if _person_pair(m.group("f"), m.group("l")) and (m.group("m") is None or m.group("m").endswith(".")
                                                               or m.group("m").lower() not in _NOT_NAME):
                out.append(RecognizerResult("PERSON", m.start(), m.end(), _LISTED_SCORE))
        for m in LAST_FIRST.finditer(text):
            last, first = m.group("l"), m.group("f")
            # "Emily Murphy, Daniel Sharma": a list of First Last names, not "Last, First".
            if re.match(r"\s[A-Z][a-z]", text[m.end():m.end() + 3]) or re.search(r"[A-Z][a-z]+\s$", text[max(0, m.start() - 20):m.start()]):
                continue
            if last.lower() not in _NOT_NAME and (_is_given(first) and first.lower() not in name_lists.GIVEN_AMBIGUOUS
                                                   or last.lower() in name_lists.SURNAMES and first.lower() not in _NOT_NAME
                                                   or _pinyin_pair(last, first)):
                out.append(RecognizerResult("PERSON", m.start(), m.end(), _LISTED_SCORE))
        for m in USER_TOKEN.finditer(text):
            cue = bool(_USER_CUE.search(text[max(0, m.start() - 24):m.start()]))
            if _username(m.group("u"), cue):
                out.append(RecognizerResult("PERSON", m.start(), m.end(), _LISTED_SCORE))
        return out


def listed_name_recognizers(lang: str) -> list[LocalRecognizer]:
    return [ListedNameRecognizer(lang)]
