"""Strip markup, resolve $names, compute offsets, write corpus.jsonl."""
import json, re
import values
import texts_en, texts_zh, texts_mixed

TOK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z_]+)\|(.*?)⟫", re.S)

def resolve(v):
    if re.fullmatch(r"\$[a-z][a-z0-9_]*", v):
        return values.VALUES[v[1:]]
    return v

def parse(marked):
    marked = marked.strip("\n")
    out, spans, decoys, pos = [], [], [], 0
    cur = 0
    for m in TOK.finditer(marked):
        out.append(marked[pos:m.start()]); cur += m.start() - pos
        if m.group(1):
            v = resolve(m.group(2)); spans.append({"type": m.group(1), "start": cur, "end": cur + len(v), "value": v})
        else:
            v = resolve(m.group(4)); decoys.append({"kind": m.group(3), "start": cur, "end": cur + len(v), "value": v})
        out.append(v); cur += len(v); pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    assert "⟦" not in text and "⟧" not in text and "⟪" not in text and "⟫" not in text, marked[:80]
    return text, spans, decoys

def build():
    rows = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            text, spans, decoys = parse(marked)
            rows.append({"id": "c25-%s-%03d" % (lang, i), "lang": lang, "kind": kind, "text": text,
                         "spans": spans, "decoys": decoys})
    return rows

if __name__ == "__main__":
    rows = build()
    with open("corpus.jsonl", "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d texts to corpus.jsonl" % len(rows))
