#!/usr/bin/env python3
"""Build corpus.jsonl from texts_en.py / texts_zh.py / texts_mixed.py.

Markup: ⟦TYPE|value⟧ = span to detect, ⟪kind|value⟫ = decoy.
A value that is exactly `$name` is replaced by values.VALUES[name].
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import values  # noqa: E402
import texts_en  # noqa: E402
import texts_zh  # noqa: E402
import texts_mixed  # noqa: E402

TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL",
         "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT",
         "NATIONAL_ID", "AMOUNT"}
MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z_]+)\|(.*?)⟫", re.S)
NAME = re.compile(r"^\$([A-Za-z_][A-Za-z0-9_]*)$")


def resolve(v, where):
    m = NAME.match(v)
    if m:
        if m.group(1) not in values.VALUES:
            raise SystemExit("%s: unknown value name %s" % (where, v))
        return values.VALUES[m.group(1)]
    return v


def parse(marked, where):
    out, spans, decoys, pos, n = [], [], [], 0, 0
    for m in MARK.finditer(marked):
        out.append(marked[pos:m.start()])
        n += len(marked[pos:m.start()])
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2), where)
            if typ not in TYPES:
                raise SystemExit("%s: unknown type %s" % (where, typ))
            spans.append({"type": typ, "start": n, "end": n + len(val), "value": val})
        else:
            kind, val = m.group(3), resolve(m.group(4), where)
            decoys.append({"kind": kind, "start": n, "end": n + len(val), "value": val})
        out.append(val)
        n += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise SystemExit("%s: stray markup %r" % (where, ch))
    return text, spans, decoys


def build():
    records = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            rid = "c9-%s-%03d" % (lang, i)
            text, spans, decoys = parse(marked, rid)
            records.append({"id": rid, "lang": lang, "kind": kind, "text": text,
                            "spans": spans, "decoys": decoys})
    return records


def main():
    records = build()
    path = os.path.join(HERE, "corpus.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d records to %s" % (len(records), path))


if __name__ == "__main__":
    main()
