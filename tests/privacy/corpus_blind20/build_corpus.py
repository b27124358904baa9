"""Strip markup, resolve $names, compute offsets, write corpus.jsonl."""
import json, re, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import values

MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z_]+)\|(.*?)⟫", re.S)

def parse(marked):
    out, spans, decoys, pos = [], [], [], 0
    marked = marked.strip("\n")
    for m in MARK.finditer(marked):
        out.append(marked[pos:m.start()])
        cur = sum(len(x) for x in out)
        if m.group(1):
            kind, val, target = m.group(1), m.group(2), spans
        else:
            kind, val, target = m.group(3), m.group(4), decoys
        if val.startswith("$") and re.fullmatch(r"\$[A-Za-z_]\w*", val):
            val = values.VALUES[val[1:]]
        out.append(val)
        key = "type" if target is spans else "kind"
        target.append({key: kind, "start": cur, "end": cur + len(val), "value": val})
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    if "⟦" in text or "⟪" in text or "⟧" in text or "⟫" in text:
        i = min(j for j in (text.find(c) for c in "⟦⟪⟧⟫") if j >= 0)
        raise ValueError("unbalanced markup near: " + text[max(0, i - 60):i + 60])
    return text, spans, decoys

def load():
    import texts_en, texts_zh, texts_mixed
    recs = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            text, spans, decoys = parse(marked)
            recs.append({"id": f"c20-{lang}-{i:03d}", "lang": lang, "kind": kind, "text": text,
                         "spans": spans, "decoys": decoys})
    return recs

if __name__ == "__main__":
    recs = load()
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(recs)} texts")
