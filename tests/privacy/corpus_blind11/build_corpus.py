"""Build corpus.jsonl from the hand-written marked texts.

Markup:  ⟦TYPE|value⟧  span to detect;  ⟪kind|value⟫  decoy (must NOT be redacted).
A value that is exactly `$name` is replaced by values.VALUES[name].
Offsets are Python str indices into the plain text: text[start:end] == value.
Standard library only.  Usage: python3 build_corpus.py
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

TYPES = {
    "PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD", "APIKEY",
    "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT",
}
MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z_]+)\|(.*?)⟫", re.S)
REF = re.compile(r"^\$([A-Za-z_][A-Za-z0-9_]*)$")


class MarkupError(Exception):
    pass


def resolve(v):
    m = REF.match(v)
    if m:
        if m.group(1) not in values.VALUES:
            raise MarkupError("unknown value reference %s" % v)
        return values.VALUES[m.group(1)]
    return v


def parse(marked):
    marked = marked.strip()
    out, spans, decoys = [], [], []
    pos = 0
    length = 0
    for m in MARK.finditer(marked):
        chunk = marked[pos:m.start()]
        out.append(chunk)
        length += len(chunk)
        if m.group(1) is not None:
            typ, raw = m.group(1), m.group(2)
            if typ not in TYPES:
                raise MarkupError("unknown type %s" % typ)
            val = resolve(raw)
            spans.append({"type": typ, "start": length, "end": length + len(val), "value": val})
        else:
            kind, raw = m.group(3), m.group(4)
            val = resolve(raw)
            decoys.append({"kind": kind, "start": length, "end": length + len(val), "value": val})
        out.append(val)
        length += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise MarkupError("stray markup character %r left in text" % ch)
    return text, spans, decoys


def build():
    records = []
    errors = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            rid = "c11-%s-%03d" % (lang, i)
            try:
                text, spans, decoys = parse(marked)
            except MarkupError as e:
                errors.append("%s: %s" % (rid, e))
                continue
            records.append({"id": rid, "lang": lang, "kind": kind, "text": text, "spans": spans, "decoys": decoys})
    return records, errors


def main():
    records, errors = build()
    for e in errors:
        print("ERROR:", e)
    if errors:
        print("FAIL: %d markup errors, corpus.jsonl not written" % len(errors))
        sys.exit(1)
    path = os.path.join(HERE, "corpus.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    ns = sum(len(r["spans"]) for r in records)
    nd = sum(len(r["decoys"]) for r in records)
    print("wrote %s: %d texts, %d spans, %d decoys" % (path, len(records), ns, nd))


if __name__ == "__main__":
    main()
