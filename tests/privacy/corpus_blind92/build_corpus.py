#!/usr/bin/env python3
"""Strip the markup of texts_{en,zh,mixed}.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  a span,   ⟪kind|value⟫  a decoy.
A value written exactly ``$name`` is replaced by values.VALUES[name].
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

TOKEN = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟦⟧⟪⟫]+)\|(.*?)⟫", re.S)
VARNAME = re.compile(r"\$[A-Za-z][A-Za-z0-9_]*")


def resolve(v, where):
    if VARNAME.fullmatch(v):
        name = v[1:]
        if name not in values.VALUES:
            raise SystemExit("%s: unknown value %s" % (where, v))
        return values.VALUES[name]
    return v


def parse(marked, where):
    out, spans, decoys = [], [], []
    pos, cur = 0, 0
    for m in TOKEN.finditer(marked):
        plain = marked[pos:m.start()]
        if any(c in plain for c in "⟦⟧⟪⟫"):
            raise SystemExit("%s: stray bracket near %r" % (where, plain[-40:]))
        out.append(plain)
        cur += len(plain)
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2), where)
            if typ not in TYPES:
                raise SystemExit("%s: unknown type %s" % (where, typ))
            spans.append({"type": typ, "start": cur, "end": cur + len(val), "value": val})
        else:
            kind, val = m.group(3).strip(), resolve(m.group(4), where)
            decoys.append({"kind": kind, "start": cur, "end": cur + len(val), "value": val})
        if not val:
            raise SystemExit("%s: empty value" % where)
        out.append(val)
        cur += len(val)
        pos = m.end()
    tail = marked[pos:]
    if any(c in tail for c in "⟦⟧⟪⟫"):
        raise SystemExit("%s: stray bracket near %r" % (where, tail[:40]))
    out.append(tail)
    text = "".join(out)
    for s in spans + decoys:
        assert text[s["start"]:s["end"]] == s["value"]
    return text, spans, decoys


def build():
    rows = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            rid = "c92-%s-%03d" % (lang, i)
            text, spans, decoys = parse(marked, rid)
            rows.append({"id": rid, "lang": lang, "kind": kind, "text": text,
                         "spans": spans, "decoys": decoys})
    return rows


def main():
    values.selftest()
    rows = build()
    path = os.path.join(HERE, "corpus.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %s: %d texts, %d spans, %d decoys" % (
        os.path.basename(path), len(rows), sum(len(r["spans"]) for r in rows),
        sum(len(r["decoys"]) for r in rows)))


if __name__ == "__main__":
    main()
