#!/usr/bin/env python3
"""Strip the inline markup of texts_*.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  annotated span      ⟪kind|value⟫  decoy (look-alike, not personal/secret)
A value written exactly ``$name`` is replaced with ``values.VALUES[name]``.
"""
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

MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟪⟫⟦⟧]+)\|(.*?)⟫", re.S)
REF = re.compile(r"\$[a-z][a-z0-9_]*")


def resolve(v, where):
    if REF.fullmatch(v):
        if v[1:] not in VALUES:
            raise SystemExit(f"{where}: unknown value reference {v}")
        return VALUES[v[1:]]
    return v


def render(marked, where):
    marked = marked.strip()
    out, spans, decoys = [], [], []
    pos = length = 0
    for m in MARK.finditer(marked):
        chunk = marked[pos:m.start()]
        out.append(chunk)
        length += len(chunk)
        if m.group(1) is not None:
            val = resolve(m.group(2), where)
            spans.append({"type": m.group(1), "start": length, "end": length + len(val), "value": val})
        else:
            val = resolve(m.group(4), where)
            decoys.append({"kind": m.group(3).strip(), "start": length, "end": length + len(val), "value": val})
        out.append(val)
        length += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise SystemExit(f"{where}: unbalanced markup character {ch!r} left in text")
    return text, spans, decoys


def main():
    rows = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            rid = f"c70-{lang}-{i:03d}"
            text, spans, decoys = render(marked, rid)
            rows.append({"id": rid, "lang": lang, "kind": kind, "text": text, "spans": spans, "decoys": decoys})
    path = os.path.join(HERE, "corpus.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    n_sp = sum(len(r["spans"]) for r in rows)
    n_dc = sum(len(r["decoys"]) for r in rows)
    print(f"wrote {path}: {len(rows)} texts, {n_sp} spans, {n_dc} decoys")


if __name__ == "__main__":
    main()
