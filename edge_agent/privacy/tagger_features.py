"""Tokens and features of the learned tagger (privacy/tagger.py).

A token is one Han character, one run of other word characters, or one other non-space character. Its
features are its own form (word, shape, affixes, the character for Han), the words around it, the label
a line gives it ("Diagnosis: …", "password=…"), two vocabularies (given names and surnames, medical
words) and, as a feature, what the rules detected there: the tagger learns from annotated corpora where
the rules are right and where they miss.
"""

from __future__ import annotations

from bisect import bisect_right

import regex as re

from edge_agent.privacy.recognizers.chinese import SURNAMES as HAN_SURNAMES
from edge_agent.privacy.recognizers.medical_terms import EN_TERMS
from edge_agent.privacy.recognizers.name_lists import GIVEN, SURNAMES

_HAN_CLASS = r"\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_TOKEN = re.compile(rf"[{_HAN_CLASS}]|[^\W{_HAN_CLASS}]+|\S")
_HAN = re.compile(rf"[{_HAN_CLASS}]")
# The label of a field: the words before ':' '=' '：' at the end of what precedes the token on its line.
_LABEL = re.compile(r"(?:^|[\s,;|{\"'(])([^\s:=：][^:=：]{0,30}?)\s*[\"']?\s*[:=：]\s*[\"']?\s*$")
_SEPARATOR_BEFORE = re.compile(r"[:=：]\s*[\"']?\s*$")
_LABEL_REACH = 64
_SHAPE = str.maketrans(
    {
        **{c: "X" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"},
        **{c: "x" for c in "abcdefghijklmnopqrstuvwxyz"},
        **{c: "d" for c in "0123456789"},
    }
)
_RUN = re.compile(r"(.)\1{2,}")
_LABEL_WORD = re.compile(r"[^\W\d_]+")
_MEDICAL_WORDS = frozenset(t.lower() for t in EN_TERMS if " " not in t)
_GIVEN = frozenset(GIVEN)
_SURNAMES = frozenset(SURNAMES)
Token = tuple[int, int]


def _label(text: str, at: int) -> re.Match | None:
    """The label right before text[at] on its line ("Diagnosis: ", '"pwd": "'), read only where the line
    has a separator just before the token, and over at most _LABEL_REACH characters (linear in the text)."""
    line_start = text.rfind("\n", 0, at) + 1
    if not _SEPARATOR_BEFORE.search(text, max(line_start, at - 8), at):
        return None
    return _LABEL.search(text[max(line_start, at - _LABEL_REACH) : at])


def tokens(text: str) -> list[Token]:
    return [(m.start(), m.end()) for m in _TOKEN.finditer(text)]


def _shape(word: str) -> str:
    return _RUN.sub(r"\1\1", word.translate(_SHAPE))[:12]


def labels_of(toks: list[Token], spans: list[tuple[str, int, int]]) -> list[str]:
    """The type of the first span each token overlaps, or "O". Each span visits only the tokens it overlaps (the
    tokens are in text order and do not overlap): a table of thousands of names was quadratic (round 21)."""
    out = ["O"] * len(toks)
    starts = [a for a, _ in toks]
    for t, s, e in spans:
        i = max(bisect_right(starts, s) - 1, 0)
        while i < len(toks) and toks[i][0] < e:
            if out[i] == "O" and s < toks[i][1]:
                out[i] = t
            i += 1
    return out


def features(text: str, toks: list[Token], rule_tags: list[str]) -> list[dict[str, float]]:
    words = [text[a:b] for a, b in toks]
    han = [bool(_HAN.match(w)) for w in words]
    n = len(toks)
    out = []
    for i, (a, b) in enumerate(toks):
        w = words[i]
        lw = w.lower()[:24]
        f = {"bias": 1.0, "rule=" + rule_tags[i]: 1.0}
        if han[i]:
            f["c=" + w] = 1.0
            f["han"] = 1.0
            if w in HAN_SURNAMES and i + 1 < n and han[i + 1]:
                f["han_surname"] = 1.0
        else:
            f["w=" + lw] = 1.0
            f["shape=" + _shape(w)] = 1.0
            f["p3=" + lw[:3]] = 1.0
            f["s3=" + lw[-3:]] = 1.0
            f["len=%d" % min(len(w), 12)] = 1.0
            if w[:1].isupper():
                f["cap"] = 1.0
            if w.isupper() and len(w) > 1:
                f["upper"] = 1.0
            if any(c.isdigit() for c in w):
                f["digit"] = 1.0
            if lw in _GIVEN:
                f["given"] = 1.0
            if lw in _SURNAMES:
                f["surname"] = 1.0
            if lw in _MEDICAL_WORDS:
                f["medical_word"] = 1.0
        gap = text[toks[i - 1][1] : a] if i else "\n"
        if "\n" in gap:
            f["line_start"] = 1.0
        elif gap:
            f["space_before"] = 1.0
        for d in (-3, -2, -1, 1, 2, 3):
            j = i + d
            if not 0 <= j < n:
                f["%+d=<>" % d] = 1.0
                continue
            if abs(d) <= 2 or han[j]:
                f["%+d=%s" % (d, words[j].lower()[:24])] = 1.0
            if abs(d) == 1:
                f["%+drule=%s" % (d, rule_tags[j])] = 1.0
                if han[i] and han[j]:
                    f["bigram%+d=%s" % (d, words[j] + w if d < 0 else w + words[j])] = 1.0
        m = _label(text, a)
        if m:
            for k in _LABEL_WORD.findall(m.group(1).lower())[-2:]:
                f["label=" + k[:16]] = 1.0
        out.append(f)
    return out
