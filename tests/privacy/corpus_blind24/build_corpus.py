"""Strip markup from texts_*.py, resolve $names, compute offsets, write corpus.jsonl."""
import json
import re

import values
import texts_en
import texts_zh
import texts_mixed

TOK = re.compile(r"⟦([A-Z_]+)\|([^⟦⟧⟪⟫]*)⟧|⟪([a-z_]+)\|([^⟦⟧⟪⟫]*)⟫")


def resolve(v):
    if re.fullmatch(r"\$[A-Za-z_][A-Za-z0-9_]*", v):
        if v[1:] not in values.VALUES:
            raise KeyError("unknown value name " + v)
        return values.VALUES[v[1:]]
    return v


def convert(marked):
    marked = marked.strip("\n")
    out, spans, decoys, pos = [], [], [], 0
    n = 0
    for m in TOK.finditer(marked):
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
    for bad in "⟦⟧⟪⟫":
        if bad in text:
            raise ValueError("unparsed markup in: " + text[:80])
    return text, spans, decoys


def build():
    rows = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            text, spans, decoys = convert(marked)
            rows.append({"id": "c24-%s-%03d" % (lang, i), "lang": lang, "kind": kind, "text": text,
                         "spans": spans, "decoys": decoys})
    with open("corpus.jsonl", "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    return rows


if __name__ == "__main__":
    rows = build()
    print("wrote corpus.jsonl:", len(rows), "texts")
