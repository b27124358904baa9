"""Build corpus.jsonl from the hand-written marked texts.

Markup:  ⟦TYPE|value⟧  a span to detect;  ⟪kind|value⟫  a decoy (must not be redacted).
A value that is exactly `$name` is replaced by values.VALUES[name].
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

MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z_]+)\|(.*?)⟫", re.S)
NAME = re.compile(r"^\$([A-Za-z_][A-Za-z0-9_]*)$")


def resolve(v, where):
    m = NAME.match(v)
    if m:
        if m.group(1) not in values.VALUES:
            raise SystemExit("%s: unknown value name %s" % (where, v))
        return values.VALUES[m.group(1)]
    return v


def parse(marked, where):
    out, spans, decoys, pos = [], [], [], 0
    length = 0
    for m in MARK.finditer(marked):
        chunk = marked[pos:m.start()]
        out.append(chunk)
        length += len(chunk)
        if m.group(1):
            typ, val, bucket, key = m.group(1), m.group(2), spans, "type"
        else:
            typ, val, bucket, key = m.group(3), m.group(4), decoys, "kind"
        val = resolve(val, where)
        bucket.append({key: typ, "start": length, "end": length + len(val), "value": val})
        out.append(val)
        length += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise SystemExit("%s: stray markup character %r" % (where, ch))
    return text, spans, decoys


def build():
    records = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            rid = "c12-%s-%03d" % (lang, i)
            text, spans, decoys = parse(marked, rid)
            records.append({"id": rid, "lang": lang, "kind": kind, "text": text,
                            "spans": spans, "decoys": decoys})
    path = os.path.join(HERE, "corpus.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    ns = sum(len(r["spans"]) for r in records)
    nd = sum(len(r["decoys"]) for r in records)
    print("wrote %s: %d texts, %d spans, %d decoys" % (path, len(records), ns, nd))


if __name__ == "__main__":
    build()
