#!/usr/bin/env python3
"""Strip the ⟦TYPE|value⟧ / ⟪kind|value⟫ markup from texts_*.py and write corpus.jsonl."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import VALUES  # noqa: E402

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS",
         "MEDICAL", "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN",
         "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
LANGS = [("en", "texts_en"), ("zh", "texts_zh"), ("mixed", "texts_mixed")]
MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟪⟫⟦⟧]+)\|(.*?)⟫", re.S)
NAME = re.compile(r"\$[a-z][a-z0-9_]*")


class MarkupError(Exception):
    pass


def resolve(v, where):
    if NAME.fullmatch(v):
        if v[1:] not in VALUES:
            raise MarkupError("%s: unknown value reference %r" % (where, v))
        return VALUES[v[1:]]
    return v


def parse(marked, where):
    out, spans, decoys, pos = [], [], [], 0
    n = 0
    for m in MARK.finditer(marked):
        out.append(marked[pos:m.start()])
        n += len(marked[pos:m.start()])
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2), where)
            if typ not in TYPES:
                raise MarkupError("%s: unknown type %r" % (where, typ))
            if not val:
                raise MarkupError("%s: empty span" % where)
            spans.append({"type": typ, "start": n, "end": n + len(val), "value": val})
        else:
            kind, val = m.group(3).strip(), resolve(m.group(4), where)
            if not val:
                raise MarkupError("%s: empty decoy" % where)
            decoys.append({"kind": kind, "start": n, "end": n + len(val), "value": val})
        out.append(val)
        n += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise MarkupError("%s: stray markup character %r" % (where, ch))
    return text, spans, decoys


def load():
    records = []
    for lang, mod in LANGS:
        m = __import__(mod)
        for i, item in enumerate(m.TEXTS, 1):
            if not (isinstance(item, tuple) and len(item) == 2):
                raise MarkupError("%s[%d]: not a (kind, text) pair" % (mod, i))
            kind, marked = item
            rid = "c86-%s-%03d" % (lang, i)
            text, spans, decoys = parse(marked, rid)
            records.append({"id": rid, "lang": lang, "kind": kind, "text": text,
                            "spans": spans, "decoys": decoys})
    return records


def main():
    records = load()
    path = os.path.join(HERE, "corpus.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    ns = sum(len(r["spans"]) for r in records)
    nd = sum(len(r["decoys"]) for r in records)
    print("wrote %s: %d texts, %d spans, %d decoys" % (path, len(records), ns, nd))


if __name__ == "__main__":
    main()
