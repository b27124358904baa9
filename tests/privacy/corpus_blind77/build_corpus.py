#!/usr/bin/env python3
"""Strip the ⟦TYPE|value⟧ / ⟪kind|value⟫ markup from texts_*.py and write
corpus.jsonl with character offsets."""
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

MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟫⟦⟧⟪]+)\|(.*?)⟫", re.S)
VAR = re.compile(r"\$([A-Za-z][A-Za-z0-9_]*)")


def resolve(v, where):
    m = VAR.fullmatch(v)
    if m:
        if m.group(1) not in VALUES:
            raise SystemExit("%s: unknown value $%s" % (where, m.group(1)))
        return VALUES[m.group(1)]
    return v


def parse(marked, where):
    out, spans, decoys = [], [], []
    pos = 0
    n = 0
    for m in MARK.finditer(marked):
        out.append(marked[pos:m.start()])
        n += len(marked[pos:m.start()])
        if m.group(1) is not None:
            val = resolve(m.group(2), where)
            spans.append({"type": m.group(1), "start": n, "end": n + len(val), "value": val})
        else:
            val = resolve(m.group(4), where)
            decoys.append({"kind": m.group(3).strip(), "start": n, "end": n + len(val), "value": val})
        out.append(val)
        n += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise SystemExit("%s: stray markup %r near %r" % (where, ch, text[max(0, text.index(ch) - 40):text.index(ch) + 40]))
    for s in spans + decoys:
        assert text[s["start"]:s["end"]] == s["value"]
    return text, spans, decoys


def main():
    rows = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, item in enumerate(mod.TEXTS, 1):
            kind, marked = item
            tid = "c77-%s-%03d" % (lang, i)
            text, spans, decoys = parse(marked, tid)
            rows.append({"id": tid, "lang": lang, "kind": kind, "text": text,
                         "spans": spans, "decoys": decoys})
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote corpus.jsonl: %d texts, %d spans, %d decoys" % (
        len(rows), sum(len(r["spans"]) for r in rows), sum(len(r["decoys"]) for r in rows)))


if __name__ == "__main__":
    main()
