"""Strip markup from texts_*.py, resolve $names, compute offsets, write corpus.jsonl."""
import json, re
import values, texts_en, texts_zh, texts_mixed

TOKEN = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z_]+)\|(.*?)⟫", re.S)

def parse(marked):
    marked = marked.strip("\n")
    out, spans, decoys, pos = [], [], [], 0
    n = 0
    for m in TOKEN.finditer(marked):
        out.append(marked[pos:m.start()]); n += len(marked[pos:m.start()])
        typ, val = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        if re.fullmatch(r"\$[A-Za-z_][A-Za-z0-9_]*", val):
            val = values.VALUES[val[1:]]
        rec = {"start": n, "end": n + len(val), "value": val}
        if m.group(1):
            spans.append(dict(type=typ, **rec))
        else:
            decoys.append(dict(kind=typ, **rec))
        out.append(val); n += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise ValueError("stray markup %r in %r" % (ch, text[:80]))
    return text, spans, decoys

def build():
    rows = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            text, spans, decoys = parse(marked)
            rows.append({"id": "c29-%s-%03d" % (lang, i), "lang": lang, "kind": kind, "text": text,
                         "spans": [{k: s[k] for k in ("type", "start", "end", "value")} for s in spans],
                         "decoys": [{k: d[k] for k in ("kind", "start", "end", "value")} for d in decoys]})
    return rows

if __name__ == "__main__":
    rows = build()
    with open("corpus.jsonl", "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d texts to corpus.jsonl" % len(rows))
