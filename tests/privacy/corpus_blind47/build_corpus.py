#!/usr/bin/env python3
"""Strip the markup of texts_en.py / texts_zh.py / texts_mixed.py and write
corpus.jsonl.

Markup:  ⟦TYPE|value⟧  a labelled span
         ⟪kind|value⟫  a decoy (look-alike that must not be reported)
A value written exactly ``$name`` is replaced by VALUES[name] (values.py).
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import VALUES, selftest  # noqa: E402
import texts_en  # noqa: E402
import texts_zh  # noqa: E402
import texts_mixed  # noqa: E402

TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS",
         "MEDICAL", "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN",
         "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"}

MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z0-9_]+)\|(.*?)⟫", re.S)
REF = re.compile(r"\$([A-Za-z][A-Za-z0-9_]*)")


class MarkupError(Exception):
    pass


def resolve(val, where):
    if val.startswith("$"):
        m = REF.fullmatch(val)
        if m:
            if m.group(1) not in VALUES:
                raise MarkupError(f"{where}: unknown value ${m.group(1)}")
            return VALUES[m.group(1)]
    return val


def strip(marked, where):
    out, spans, decoys = [], [], []
    pos = 0
    last = 0
    for m in MARK.finditer(marked):
        chunk = marked[last:m.start()]
        out.append(chunk)
        pos += len(chunk)
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2), where)
            if typ not in TYPES:
                raise MarkupError(f"{where}: unknown type {typ}")
            spans.append({"type": typ, "start": pos, "end": pos + len(val), "value": val})
        else:
            kind, val = m.group(3), resolve(m.group(4), where)
            decoys.append({"kind": kind, "start": pos, "end": pos + len(val), "value": val})
        if not val:
            raise MarkupError(f"{where}: empty value")
        out.append(val)
        pos += len(val)
        last = m.end()
    out.append(marked[last:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise MarkupError(f"{where}: stray {ch} near {text[max(0, text.index(ch) - 40):text.index(ch) + 20]!r}")
    for s in spans:
        assert text[s["start"]:s["end"]] == s["value"]
    for d in decoys:
        assert text[d["start"]:d["end"]] == d["value"]
    return text, spans, decoys


def build():
    selftest()
    records = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, item in enumerate(mod.TEXTS, 1):
            if not (isinstance(item, tuple) and len(item) == 2):
                raise MarkupError(f"{lang} #{i}: entry is not (kind, text)")
            kind, marked = item
            rid = f"c47-{lang}-{i:03d}"
            text, spans, decoys = strip(marked, rid)
            records.append({"id": rid, "lang": lang, "kind": kind, "text": text,
                            "spans": spans, "decoys": decoys})
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    n_sp = sum(len(r["spans"]) for r in records)
    n_dc = sum(len(r["decoys"]) for r in records)
    print(f"corpus.jsonl: {len(records)} texts, {n_sp} spans, {n_dc} decoys")
    return records


if __name__ == "__main__":
    try:
        build()
    except MarkupError as e:
        print("markup error:", e)
        sys.exit(1)
