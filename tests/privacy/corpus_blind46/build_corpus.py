#!/usr/bin/env python3
"""Strip the markup from texts_*.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  -> span,  ⟪kind|value⟫ -> decoy.
A value written exactly ``$name`` is replaced by ``values.VALUES[name]``.
"""
import importlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import VALUES  # noqa: E402

LANGS = [("en", "texts_en"), ("zh", "texts_zh"), ("mixed", "texts_mixed")]
TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL",
         "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT",
         "NATIONAL_ID", "AMOUNT"}
MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟫⟦⟪]+)\|(.*?)⟫", re.S)


class MarkupError(Exception):
    pass


def resolve(v, where):
    m = re.fullmatch(r"\$([A-Za-z][A-Za-z0-9_]*)", v)
    if not m:
        return v
    if m.group(1) not in VALUES:
        raise MarkupError("%s: unknown value %s" % (where, v))
    return VALUES[m.group(1)]


def parse(marked, where):
    out, spans, decoys = [], [], []
    pos = 0
    length = 0
    for m in MARK.finditer(marked):
        chunk = marked[pos:m.start()]
        out.append(chunk)
        length += len(chunk)
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2), where)
            if typ not in TYPES:
                raise MarkupError("%s: unknown type %s" % (where, typ))
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
            raise MarkupError("%s: stray markup %r near %r" % (where, ch, text[max(0, text.index(ch) - 40):text.index(ch) + 20]))
    return text, spans, decoys


def build():
    records = []
    for lang, modname in LANGS:
        mod = importlib.import_module(modname)
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            rid = "c46-%s-%03d" % (lang, i)
            text, spans, decoys = parse(marked, rid)
            records.append({"id": rid, "lang": lang, "kind": kind, "text": text,
                            "spans": spans, "decoys": decoys})
    return records


def main():
    try:
        records = build()
    except MarkupError as e:
        print("build error:", e)
        return 1
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    n_sp = sum(len(r["spans"]) for r in records)
    n_de = sum(len(r["decoys"]) for r in records)
    print("wrote corpus.jsonl: %d texts, %d spans, %d decoys" % (len(records), n_sp, n_de))
    return 0


if __name__ == "__main__":
    sys.exit(main())
