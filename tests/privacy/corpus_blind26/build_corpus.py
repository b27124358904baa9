"""Strip markup from the hand-written texts, resolve $names and write corpus.jsonl."""
import json
import re
import sys

import values

MARK = re.compile(r"⟦([A-Z_]+)\|([^⟦⟧⟪⟫]*?)⟧|⟪([a-z_]+)\|([^⟦⟧⟪⟫]*?)⟫", re.S)
FILES = [("en", "texts_en"), ("zh", "texts_zh"), ("mixed", "texts_mixed")]


def resolve(v):
    if re.fullmatch(r"\$[A-Za-z_][A-Za-z0-9_]*", v):
        if v[1:] not in values.VALUES:
            raise KeyError("unknown value name " + v)
        return values.VALUES[v[1:]]
    return v


def parse(marked):
    marked = marked.strip("\n")
    out, spans, decoys, pos = [], [], [], 0
    cur = 0
    for m in MARK.finditer(marked):
        out.append(marked[pos:m.start()])
        cur += m.start() - pos
        if m.group(1):
            v = resolve(m.group(2))
            spans.append({"type": m.group(1), "start": cur, "end": cur + len(v), "value": v})
        else:
            v = resolve(m.group(4))
            decoys.append({"kind": m.group(3), "start": cur, "end": cur + len(v), "value": v})
        out.append(v)
        cur += len(v)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            i = text.index(ch)
            raise ValueError("stray markup %r in: %s" % (ch, text[max(0, i - 60):i + 60]))
    return text, spans, decoys


def build():
    rows = []
    for lang, mod in FILES:
        texts = __import__(mod).TEXTS
        for i, (kind, marked) in enumerate(texts, 1):
            text, spans, decoys = parse(marked)
            rows.append({"id": "c26-%s-%03d" % (lang, i), "lang": lang, "kind": kind, "text": text,
                         "spans": spans, "decoys": decoys})
    return rows


if __name__ == "__main__":
    rows = build()
    with open("corpus.jsonl", "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote", len(rows), "texts to corpus.jsonl", file=sys.stderr)
