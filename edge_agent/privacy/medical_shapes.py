"""What a medical reading cannot be, whatever its context (issue 15, round 37).

- a material: "cast iron fireplaces", "a cast-iron roll-top bath" (a plaster cast is "in a cast", "cast on");
- a code: a net's or a part's code ("TB-12m-38mm"), a permit's letter and number ("C-4410"), a tax number
  ("27AAPFU0939F1ZV"); a disease's own short name keeps its few digits ("COVID-19", "HIV-1");
- an example in advice, a drug or a remedy after "such as" or "e.g." in a sentence where nobody speaks of themselves
  ("never stop a prescribed antidepressant such as sertraline", "sleep aids such as valerian root").
"""
from __future__ import annotations

import regex as re

_MATERIAL = re.compile(r"(?i:cast[- ](?:iron|brass|bronze|alumin(?:i)?um|steel|stone|concrete|resin|metal))\b")
_CODE = re.compile(r"[A-Za-z0-9]+(?:-[A-Za-z0-9]+){2,}|[A-Za-z]{1,3}-\d{4,}|(?=[0-9A-Z]*\d[0-9A-Z]*\d[0-9A-Z]*\d)"
                   r"(?=(?:[0-9]*[A-Z]){3})[0-9A-Z]{12,}")
_EXAMPLE_BEFORE = re.compile(r"(?i:\b(?:such\s+as|e\.g\.,?|for\s+example|for\s+instance|including))\s+$")
_SOMEONE = re.compile(r"(?i:\b(?:i|i'm|i've|my|me|he|she|his|her|him|patient)\b)")
_SENTENCE_END = re.compile(r"(?<!\be\.g)(?<!\bi\.e)[.!?\n](?:\s|$)")


def not_a_finding(text: str, start: int, end: int) -> bool:
    span = text[start:end]
    if _MATERIAL.match(span):
        return True
    if not any(c.isspace() for c in span):  # the whole token the reading sits in ("TB-12m-" of "TB-12m-38mm")
        a, b = start, end
        while a > 0 and (text[a - 1].isascii() and text[a - 1].isalnum() or text[a - 1] == "-"):
            a -= 1
        while b < len(text) and (text[b].isascii() and text[b].isalnum() or text[b] == "-"):
            b += 1
        if _CODE.fullmatch(text, a, b) and any(c.isdigit() for c in text[a:b]):
            return True
    if _EXAMPLE_BEFORE.search(text, max(0, start - 20), start):
        a = max([m.end() for m in _SENTENCE_END.finditer(text, max(0, start - 200), start)] or [max(0, start - 200)])
        b = _SENTENCE_END.search(text, end)
        return not _SOMEONE.search(text, a, b.start() if b else len(text))
    return False
