#!/usr/bin/env python3
"""Strip the markup of texts_{en,zh,mixed}.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  a labelled span,  ⟪kind|value⟫  a decoy.
A value written exactly `$name` is replaced by values.VALUES[name].
"""
import importlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from values import VALUES  # noqa: E402

TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"}
MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟫⟦⟪⟧]+)\|(.*?)⟫", re.S)
LANGS = [("en", "texts_en"), ("zh", "texts_zh"), ("mixed", "texts_mixed")]


def resolve(v, where):
    m = re.fullmatch(r"\$([A-Za-z_]\w*)", v)
    if not m:
        return v
    if m[1] not in VALUES:
        raise SystemExit(f"{where}: unknown value ${m[1]}")
    return VALUES[m[1]]


def strip(marked, where):
    out, spans, decoys = [], [], []
    pos = cur = 0
    for m in MARK.finditer(marked):
        plain = marked[pos:m.start()]
        out.append(plain)
        cur += len(plain)
        if m[1] is not None:
            typ, val = m[1], resolve(m[2], where)
            if typ not in TYPES:
                raise SystemExit(f"{where}: unknown type {typ}")
            spans.append({"type": typ, "start": cur, "end": cur + len(val), "value": val})
        else:
            kind, val = m[3].strip(), resolve(m[4], where)
            decoys.append({"kind": kind, "start": cur, "end": cur + len(val), "value": val})
        out.append(val)
        cur += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise SystemExit(f"{where}: stray markup {ch!r} near {text[max(0, text.index(ch) - 40):text.index(ch) + 20]!r}")
    for s in spans + decoys:
        assert text[s["start"]:s["end"]] == s["value"], (where, s)
    return text, spans, decoys


def main():
    rows = []
    for lang, mod in LANGS:
        texts = importlib.import_module(mod).TEXTS
        for i, (kind, marked) in enumerate(texts, 1):
            cid = f"c98-{lang}-{i:03d}"
            text, spans, decoys = strip(marked, cid)
            rows.append({"id": cid, "lang": lang, "kind": kind, "text": text,
                         "spans": spans, "decoys": decoys})
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote corpus.jsonl: {len(rows)} texts, {sum(len(r['spans']) for r in rows)} spans, "
          f"{sum(len(r['decoys']) for r in rows)} decoys")


if __name__ == "__main__":
    main()
