#!/usr/bin/env python3
"""Strip the markup from texts_*.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  a labelled span
         ⟪kind|value⟫  a decoy (look-alike that must NOT be reported)
A value written exactly as $name is replaced by values.VALUES[name].
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import VALUES  # noqa: E402
import texts_en  # noqa: E402
import texts_zh  # noqa: E402
import texts_mixed  # noqa: E402

TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD", "APIKEY",
         "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"}
MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z0-9_]+)\|(.*?)⟫", re.S)
NAME = re.compile(r"\$([a-z][a-z0-9_]*)")


class MarkupError(Exception):
    pass


def resolve(v):
    m = NAME.fullmatch(v)
    if m:
        if m.group(1) not in VALUES:
            raise MarkupError(f"unknown value name {v}")
        return VALUES[m.group(1)]
    return v


def parse(marked):
    out, spans, decoys = [], [], []
    pos = length = 0
    for m in MARK.finditer(marked):
        plain = marked[pos:m.start()]
        out.append(plain)
        length += len(plain)
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2))
            if typ not in TYPES:
                raise MarkupError(f"unknown type {typ}")
            spans.append({"type": typ, "start": length, "end": length + len(val), "value": val})
        else:
            kind, val = m.group(3), resolve(m.group(4))
            decoys.append({"kind": kind, "start": length, "end": length + len(val), "value": val})
        if not val:
            raise MarkupError("empty value")
        out.append(val)
        length += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise MarkupError(f"stray markup character {ch} in: {text[:80]!r}")
    return text, spans, decoys


def build():
    rows = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            try:
                text, spans, decoys = parse(marked)
            except MarkupError as e:
                raise SystemExit(f"{lang} text {i} ({kind}): {e}")
            rows.append({"id": f"c93-{lang}-{i:03d}", "lang": lang, "kind": kind, "text": text,
                         "spans": spans, "decoys": decoys})
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    n_sp = sum(len(r["spans"]) for r in rows)
    n_de = sum(len(r["decoys"]) for r in rows)
    print(f"wrote corpus.jsonl: {len(rows)} texts, {n_sp} spans, {n_de} decoys")


if __name__ == "__main__":
    build()
