#!/usr/bin/env python3
"""Remove the markup from texts_*.py, compute offsets, write corpus.jsonl.

Markup: ⟦TYPE|value⟧ = span to detect, ⟪kind|value⟫ = decoy (must not be
redacted).  A value that is exactly ``$name`` is replaced from values.py.
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
VAR = re.compile(r"\$[a-z][a-z0-9_]*")


def resolve(v, where):
    if VAR.fullmatch(v):
        name = v[1:]
        if name not in values.VALUES:
            raise SystemExit("%s: unknown value %s" % (where, v))
        return values.VALUES[name]
    return v


def convert(raw, where):
    raw = raw.strip("\n")
    out, spans, decoys = [], [], []
    pos = 0
    n = 0
    for m in MARK.finditer(raw):
        out.append(raw[pos:m.start()])
        n += len(raw[pos:m.start()])
        if m.group(1):
            val = resolve(m.group(2), where)
            spans.append({"type": m.group(1), "start": n, "end": n + len(val), "value": val})
        else:
            val = resolve(m.group(4), where)
            decoys.append({"kind": m.group(3), "start": n, "end": n + len(val), "value": val})
        out.append(val)
        n += len(val)
        pos = m.end()
    out.append(raw[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise SystemExit("%s: stray markup %r" % (where, ch))
    if re.search(r"(?<![\w$])\$[a-z][a-z0-9_]*_?\d", text):
        print("warning %s: unreplaced $name outside markup?" % where, file=sys.stderr)
    return text, spans, decoys


def main():
    recs = []
    for lang, prefix, mod in (("en", "en", texts_en), ("zh", "zh", texts_zh), ("mixed", "mx", texts_mixed)):
        for i, (kind, raw) in enumerate(mod.TEXTS, 1):
            rid = "c8-%s-%03d" % (prefix, i)
            text, spans, decoys = convert(raw, rid)
            recs.append({"id": rid, "lang": lang, "kind": kind, "text": text,
                         "spans": spans, "decoys": decoys})
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d records, %d spans, %d decoys" % (
        len(recs), sum(len(r["spans"]) for r in recs), sum(len(r["decoys"]) for r in recs)))


if __name__ == "__main__":
    main()
