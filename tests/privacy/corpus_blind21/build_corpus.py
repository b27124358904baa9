"""Strip markup, resolve $names, compute offsets, write corpus.jsonl."""
import json, re, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import values

MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z_]+)\|(.*?)⟫", re.S)

def parse(marked):
    marked = marked.strip("\n")
    out, spans, decoys, pos = [], [], [], 0
    cur = 0
    for m in MARK.finditer(marked):
        out.append(marked[pos:m.start()]); cur += m.start() - pos
        if m.group(1):
            typ, val, lst, key = m.group(1), m.group(2), spans, "type"
        else:
            typ, val, lst, key = m.group(3), m.group(4), decoys, "kind"
        if val.startswith("$") and val[1:] in values.VALUES:
            val = values.VALUES[val[1:]]
        lst.append({key: typ, "start": cur, "end": cur + len(val), "value": val})
        out.append(val); cur += len(val); pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise ValueError("stray markup %r in: %s" % (ch, text[:80]))
    return text, spans, decoys

def build():
    import texts_en, texts_zh, texts_mixed
    rows = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            text, spans, decoys = parse(marked)
            rows.append({"id": "c21-%s-%03d" % (lang, i), "lang": lang, "kind": kind, "text": text,
                         "spans": spans, "decoys": decoys})
    return rows

if __name__ == "__main__":
    rows = build()
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote", len(rows), "texts to", path)
