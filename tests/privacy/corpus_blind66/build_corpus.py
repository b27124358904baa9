#!/usr/bin/env python3
"""Strip the markup of texts_{en,zh,mixed}.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  labelled span      ⟪kind|value⟫  decoy
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

MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟪⟫⟦⟧]+)\|(.*?)⟫", re.S)
REF = re.compile(r"\$[a-z][a-z0-9_]*")


class MarkupError(Exception):
    pass


def resolve(v, where):
    if REF.fullmatch(v):
        name = v[1:]
        if name not in values.VALUES:
            raise MarkupError("%s: unknown value %s" % (where, v))
        return values.VALUES[name], name
    return v, None


def parse(marked, where):
    out, spans, decoys, used = [], [], [], []
    pos = 0
    length = 0
    for m in MARK.finditer(marked):
        plain = marked[pos:m.start()]
        for ch in "⟦⟧⟪⟫":
            if ch in plain:
                raise MarkupError("%s: stray %s near %r" % (where, ch, plain[-40:]))
        out.append(plain)
        length += len(plain)
        if m.group(1) is not None:
            typ, raw = m.group(1), m.group(2)
            if typ not in TYPES:
                raise MarkupError("%s: unknown type %s" % (where, typ))
            val, ref = resolve(raw, where)
            spans.append({"type": typ, "start": length, "end": length + len(val), "value": val})
        else:
            kind, raw = m.group(3).strip(), m.group(4)
            val, ref = resolve(raw, where)
            decoys.append({"kind": kind, "start": length, "end": length + len(val), "value": val})
        if ref:
            used.append(ref)
        out.append(val)
        length += len(val)
        pos = m.end()
    tail = marked[pos:]
    for ch in "⟦⟧⟪⟫":
        if ch in tail:
            raise MarkupError("%s: stray %s near %r" % (where, ch, tail[:40]))
    out.append(tail)
    return "".join(out), spans, decoys, used


def build():
    records, used = [], set()
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            rid = "c66-%s-%03d" % (lang, i)
            text, spans, decoys, u = parse(marked, rid)
            used.update(u)
            for s in spans + decoys:
                assert text[s["start"]:s["end"]] == s["value"], (rid, s)
            records.append({"id": rid, "lang": lang, "kind": kind, "text": text,
                            "spans": spans, "decoys": decoys})
    return records, used


def main():
    if not values.selftest():
        sys.exit("values.selftest() failed")
    try:
        records, used = build()
    except MarkupError as e:
        sys.exit("markup error: %s" % e)
    path = os.path.join(HERE, "corpus.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    unused = sorted(set(values.VALUES) - used)
    print("wrote %s: %d texts, %d spans, %d decoys" % (
        os.path.relpath(path), len(records), sum(len(r["spans"]) for r in records),
        sum(len(r["decoys"]) for r in records)))
    if unused:
        print("values not referenced by any text (%d): %s" % (len(unused), " ".join(unused)))


if __name__ == "__main__":
    main()
