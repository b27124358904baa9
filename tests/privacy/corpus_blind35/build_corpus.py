"""Strip markup from texts_*.py, resolve $names, compute offsets, write corpus.jsonl."""
import json
import re

import values
import texts_en
import texts_zh
import texts_mixed

MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z_]+)\|(.*?)⟫", re.S)


def resolve(v):
    if re.fullmatch(r"\$[a-z][a-z0-9_]*", v):
        return values.VALUES[v[1:]]  # KeyError on unknown names
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
    if "⟦" in text or "⟧" in text or "⟪" in text or "⟫" in text:
        raise ValueError("unbalanced markup: " + marked[:80])
    return text, spans, decoys


def build():
    rows = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            text, spans, decoys = parse(marked)
            rows.append({"id": f"c35-{lang}-{i:03d}", "lang": lang, "kind": kind, "text": text,
                         "spans": spans, "decoys": decoys})
    return rows


if __name__ == "__main__":
    rows = build()
    with open("corpus.jsonl", "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote", len(rows), "texts to corpus.jsonl")
