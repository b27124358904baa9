"""Strip markup from texts_*.py, resolve $names, write corpus.jsonl."""
import json
import re
import sys

import values
import texts_en
import texts_zh
import texts_mixed

TOKEN = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z_]+)\|(.*?)⟫", re.S)


def resolve(v):
    if re.fullmatch(r"\$[a-z][a-z0-9_]*", v):
        return values.VALUES[v[1:]]
    return v


def parse(marked):
    marked = marked.strip("\n")
    out, spans, decoys, pos = [], [], [], 0
    n = 0
    for m in TOKEN.finditer(marked):
        out.append(marked[pos:m.start()])
        n += len(marked[pos:m.start()])
        if m.group(1):
            v = resolve(m.group(2))
            spans.append({"type": m.group(1), "start": n, "end": n + len(v), "value": v})
        else:
            v = resolve(m.group(4))
            decoys.append({"kind": m.group(3), "start": n, "end": n + len(v), "value": v})
        out.append(v)
        n += len(v)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise ValueError("stray markup %r in: %s" % (ch, text[:80]))
    return text, spans, decoys


def build():
    rows = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            text, spans, decoys = parse(marked)
            rows.append({"id": "c30-%s-%03d" % (lang, i), "lang": lang, "kind": kind, "text": text,
                         "spans": spans, "decoys": decoys})
    return rows


if __name__ == "__main__":
    rows = build()
    with open("corpus.jsonl", "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d texts to corpus.jsonl" % len(rows), file=sys.stderr)
