#!/usr/bin/env python3
"""Strip the markup from texts_*.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  a labelled span
         ⟪kind|value⟫  a decoy (look-alike that is neither personal nor secret)
A value written exactly ``$name`` is replaced from values.VALUES.
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

TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS",
         "MEDICAL", "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN",
         "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"}
OPEN = {"⟦": "⟧", "⟪": "⟫"}
REF = re.compile(r"^\$[A-Za-z_]\w*$")


class MarkupError(Exception):
    pass


def resolve(v, where):
    if REF.match(v):
        if v[1:] not in values.VALUES:
            raise MarkupError("%s: unknown value %s" % (where, v))
        return values.VALUES[v[1:]]
    return v


def parse(marked, where):
    marked = marked.strip("\n")
    out, spans, decoys = [], [], []
    pos, i = 0, 0
    while i < len(marked):
        ch = marked[i]
        if ch in OPEN:
            j = marked.find(OPEN[ch], i + 1)
            if j < 0:
                raise MarkupError("%s: unclosed %s at %d" % (where, ch, i))
            inner = marked[i + 1:j]
            if "⟦" in inner or "⟪" in inner:
                raise MarkupError("%s: nested markup at %d" % (where, i))
            if "|" not in inner:
                raise MarkupError("%s: no '|' in %r" % (where, inner))
            label, value = inner.split("|", 1)
            value = resolve(value, where)
            if not value:
                raise MarkupError("%s: empty value" % where)
            start = pos
            out.append(value)
            pos += len(value)
            rec = {"start": start, "end": pos, "value": value}
            if ch == "⟦":
                if label not in TYPES:
                    raise MarkupError("%s: unknown type %r" % (where, label))
                rec = {"type": label, **rec}
                spans.append(rec)
            else:
                if not label.strip():
                    raise MarkupError("%s: empty decoy kind" % where)
                rec = {"kind": label, **rec}
                decoys.append(rec)
            i = j + 1
            continue
        if ch in "⟧⟫":
            raise MarkupError("%s: stray %s at %d" % (where, ch, i))
        out.append(ch)
        pos += 1
        i += 1
    text = "".join(out)
    for r in spans + decoys:
        assert text[r["start"]:r["end"]] == r["value"]
    return text, spans, decoys


def build():
    records = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for n, item in enumerate(mod.TEXTS, 1):
            kind, marked = item
            rid = "c62-%s-%03d" % (lang, n)
            text, spans, decoys = parse(marked, rid)
            records.append({"id": rid, "lang": lang, "kind": kind, "text": text,
                            "spans": spans, "decoys": decoys})
    return records


def main():
    if not values.selftest():
        sys.exit("values.selftest() failed")
    try:
        records = build()
    except MarkupError as e:
        sys.exit("markup error: %s" % e)
    path = os.path.join(HERE, "corpus.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    ns = sum(len(r["spans"]) for r in records)
    nd = sum(len(r["decoys"]) for r in records)
    print("wrote %s: %d texts, %d spans, %d decoys" % (path, len(records), ns, nd))


if __name__ == "__main__":
    main()
