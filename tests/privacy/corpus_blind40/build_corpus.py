#!/usr/bin/env python3
"""Strip the markup of texts_en/zh/mixed.py, resolve $names and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  a span to detect      ⟪kind|value⟫  a decoy (must not be flagged)
A value written as $name is replaced by values.VALUES[name].
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

TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"}
MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z][a-z0-9_]*)\|(.*?)⟫", re.S)
BRACKETS = re.compile(r"[⟦⟧⟪⟫]")


class MarkupError(Exception):
    pass


def resolve(v):
    if v.startswith("$") and re.fullmatch(r"\$[a-z][a-z0-9_]*", v):
        name = v[1:]
        if name not in VALUES:
            raise MarkupError(f"unknown value ${name}")
        return VALUES[name]
    return v


def parse(marked):
    marked = marked.strip("\n")
    parts, spans, decoys = [], [], []
    pos = 0      # position in output text
    last = 0     # position in marked text
    for m in MARK.finditer(marked):
        plain = marked[last:m.start()]
        if BRACKETS.search(plain):
            raise MarkupError(f"stray bracket near: {plain[-60:]!r}")
        parts.append(plain)
        pos += len(plain)
        if m.group(1) is not None:
            typ, value = m.group(1), resolve(m.group(2))
            if typ not in TYPES:
                raise MarkupError(f"unknown type {typ}")
            spans.append({"type": typ, "start": pos, "end": pos + len(value), "value": value})
        else:
            kind, value = m.group(3), resolve(m.group(4))
            decoys.append({"kind": kind, "start": pos, "end": pos + len(value), "value": value})
        if not value:
            raise MarkupError("empty value")
        parts.append(value)
        pos += len(value)
        last = m.end()
    tail = marked[last:]
    if BRACKETS.search(tail):
        raise MarkupError(f"stray bracket near: {tail[:60]!r}")
    parts.append(tail)
    text = "".join(parts)
    return text, spans, decoys


def build():
    records = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            rid = f"c40-{lang}-{i:03d}"
            try:
                text, spans, decoys = parse(marked)
            except MarkupError as e:
                raise SystemExit(f"{rid} ({kind}): {e}")
            for s in spans + decoys:
                assert text[s["start"]:s["end"]] == s["value"], (rid, s)
            records.append({"id": rid, "lang": lang, "kind": kind, "text": text,
                            "spans": spans, "decoys": decoys})
    out = os.path.join(HERE, "corpus.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    n_sp = sum(len(r["spans"]) for r in records)
    n_de = sum(len(r["decoys"]) for r in records)
    print(f"wrote {out}: {len(records)} texts, {n_sp} spans, {n_de} decoys")


if __name__ == "__main__":
    build()
