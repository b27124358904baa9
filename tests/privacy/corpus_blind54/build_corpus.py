#!/usr/bin/env python3
"""Strip the markup from texts_*.py and write corpus.jsonl.

Markup: ⟦TYPE|value⟧ marks a span, ⟪kind|value⟫ marks a decoy; a value written
exactly $name is replaced by values.VALUES[name].
"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from values import VALUES  # noqa: E402

TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL",
         "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT",
         "NATIONAL_ID", "AMOUNT"}
MARK = re.compile(r"⟦([A-Z_]+)\|([^⟦⟧⟪⟫]*?)⟧|⟪([^|⟪⟫⟦⟧]+)\|([^⟦⟧⟪⟫]*?)⟫", re.S)
LANGS = [("en", "texts_en"), ("zh", "texts_zh"), ("mixed", "texts_mixed")]


def resolve(v, where):
    if re.fullmatch(r"\$[a-z][a-z0-9_]*", v):
        name = v[1:]
        if name not in VALUES:
            raise SystemExit("%s: unknown value %s" % (where, v))
        return VALUES[name]
    return v


def strip(marked, where):
    out, spans, decoys = [], [], []
    pos = 0
    length = 0
    for m in MARK.finditer(marked):
        plain = marked[pos:m.start()]
        out.append(plain)
        length += len(plain)
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2), where)
            if typ not in TYPES:
                raise SystemExit("%s: unknown type %s" % (where, typ))
            spans.append({"type": typ, "start": length, "end": length + len(val), "value": val})
        else:
            kind, val = m.group(3).strip(), resolve(m.group(4), where)
            decoys.append({"kind": kind, "start": length, "end": length + len(val), "value": val})
        out.append(val)
        length += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise SystemExit("%s: stray markup %r near %r" % (where, ch, text[max(0, text.index(ch) - 40):text.index(ch) + 20]))
    for s in spans + decoys:
        assert text[s["start"]:s["end"]] == s["value"], (where, s)
    return text, spans, decoys


def build():
    records = []
    for lang, modname in LANGS:
        mod = __import__(modname)
        for i, item in enumerate(mod.TEXTS, 1):
            if not (isinstance(item, tuple) and len(item) == 2):
                raise SystemExit("%s[%d]: not a (kind, text) pair" % (modname, i))
            kind, marked = item
            rid = "c54-%s-%03d" % (lang, i)
            text, spans, decoys = strip(marked, rid)
            records.append({"id": rid, "lang": lang, "kind": kind, "text": text,
                            "spans": spans, "decoys": decoys})
    return records


def main():
    records = build()
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote corpus.jsonl: %d texts, %d spans, %d decoys" % (
        len(records), sum(len(r["spans"]) for r in records), sum(len(r["decoys"]) for r in records)))


if __name__ == "__main__":
    main()
