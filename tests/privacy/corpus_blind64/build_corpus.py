#!/usr/bin/env python3
"""Strip the ⟦TYPE|value⟧ / ⟪kind|value⟫ markup from texts_*.py and write corpus.jsonl."""
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

TOKEN = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟪⟫⟦⟧]+)\|(.*?)⟫", re.S)
TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL",
         "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT",
         "NATIONAL_ID", "AMOUNT"}


def resolve(v, where):
    if re.fullmatch(r"\$[a-z][a-z0-9_]*", v):
        if v[1:] not in VALUES:
            raise SystemExit(f"{where}: unknown value {v}")
        return VALUES[v[1:]]
    return v


def strip(marked, where):
    out, spans, decoys = [], [], []
    pos = length = 0
    for m in TOKEN.finditer(marked):
        plain = marked[pos:m.start()]
        out.append(plain)
        length += len(plain)
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2), where)
            if typ not in TYPES:
                raise SystemExit(f"{where}: unknown type {typ}")
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
            raise SystemExit(f"{where}: stray markup {ch!r} near "
                             f"{text[max(0, text.index(ch) - 40):text.index(ch) + 40]!r}")
    return text, spans, decoys


def build():
    rows = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            rid = f"c64-{lang}-{i:03d}"
            text, spans, decoys = strip(marked, rid)
            rows.append({"id": rid, "lang": lang, "kind": kind, "text": text,
                         "spans": spans, "decoys": decoys})
    path = os.path.join(HERE, "corpus.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    n_sp = sum(len(r["spans"]) for r in rows)
    n_de = sum(len(r["decoys"]) for r in rows)
    print(f"wrote {path}: {len(rows)} texts, {n_sp} spans, {n_de} decoys")


if __name__ == "__main__":
    build()
