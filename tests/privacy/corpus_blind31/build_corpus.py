"""Strip markup from texts_*.py, resolve $names, compute offsets, write corpus.jsonl."""
import json
import os
import re

import values

HERE = os.path.dirname(os.path.abspath(__file__))
MARK = re.compile(r"⟦([A-Z_]+)\|([^⟦⟧⟪⟫]*)⟧|⟪([a-z_]+)\|([^⟦⟧⟪⟫]*)⟫")


def resolve(v):
    if v.startswith("$") and v[1:] in values.VALUES:
        return values.VALUES[v[1:]]
    if re.fullmatch(r"\$[a-z_][a-z_0-9]*", v):
        raise KeyError("unknown value name %r" % v)
    return v


def parse(marked):
    marked = marked.strip("\n")
    out, spans, decoys, pos = [], [], [], 0
    n = 0
    for m in MARK.finditer(marked):
        out.append(marked[pos:m.start()])
        n += len(marked[pos:m.start()])
        if m.group(1):
            val = resolve(m.group(2))
            spans.append({"type": m.group(1), "start": n, "end": n + len(val), "value": val})
        else:
            val = resolve(m.group(4))
            decoys.append({"kind": m.group(3), "start": n, "end": n + len(val), "value": val})
        out.append(val)
        n += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            i = text.find(ch)
            raise ValueError("stray markup %s near: %r" % (ch, text[max(0, i - 80):i + 40]))
    return text, spans, decoys


def load(lang):
    mod = __import__("texts_" + lang)
    return mod.TEXTS


def build():
    rows = []
    for lang in ("en", "zh", "mixed"):
        for i, (kind, marked) in enumerate(load(lang), 1):
            text, spans, decoys = parse(marked)
            rows.append({"id": "c31-%s-%03d" % (lang, i), "lang": lang, "kind": kind, "text": text,
                         "spans": spans, "decoys": decoys})
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d texts" % len(rows))
    return rows


if __name__ == "__main__":
    build()
