#!/usr/bin/env python3
"""Strip the ⟦TYPE|value⟧ / ⟪kind|value⟫ markup of texts_*.py and write corpus.jsonl."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import VALUES  # noqa: E402

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL",
         "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT",
         "NATIONAL_ID", "AMOUNT"]

TOKEN = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟪⟫⟦⟧]+)\|(.*?)⟫", re.S)
REF = re.compile(r"\$[a-z][a-z0-9_]*")


def resolve(v):
    if REF.fullmatch(v):
        if v[1:] not in VALUES:
            raise KeyError("unknown value reference %s" % v)
        return VALUES[v[1:]]
    return v


def strip(marked):
    out, spans, decoys = [], [], []
    pos = 0
    n = 0
    for m in TOKEN.finditer(marked):
        chunk = marked[pos:m.start()]
        out.append(chunk)
        n += len(chunk)
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2))
            if typ not in TYPES:
                raise ValueError("unknown type %r" % typ)
            spans.append({"type": typ, "start": n, "end": n + len(val), "value": val})
        else:
            kind, val = m.group(3).strip(), resolve(m.group(4))
            decoys.append({"kind": kind, "start": n, "end": n + len(val), "value": val})
        out.append(val)
        n += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise ValueError("stray markup %r in: %s" % (ch, text[:120]))
    return text, spans, decoys


def main():
    import texts_en
    import texts_zh
    import texts_mixed
    rows = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            try:
                text, spans, decoys = strip(marked)
            except Exception as e:  # pragma: no cover
                raise SystemExit("%s #%d (%s): %s" % (lang, i, kind, e))
            for s in spans + decoys:
                assert text[s["start"]:s["end"]] == s["value"]
            rows.append({"id": "c51-%s-%03d" % (lang, i), "lang": lang, "kind": kind,
                         "text": text, "spans": spans, "decoys": decoys})
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote corpus.jsonl: %d texts, %d spans, %d decoys" % (
        len(rows), sum(len(r["spans"]) for r in rows), sum(len(r["decoys"]) for r in rows)))


if __name__ == "__main__":
    main()
