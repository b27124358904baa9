"""Strip markup from texts_*.py, resolve $names from values.VALUES, write corpus.jsonl."""
import json
import os
import re

import values

HERE = os.path.dirname(os.path.abspath(__file__))
MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z_]+)\|(.*?)⟫", re.S)
LANGS = [("en", "texts_en"), ("zh", "texts_zh"), ("mixed", "texts_mixed")]


def resolve(v):
    if v.startswith("$") and re.fullmatch(r"\$[a-z][a-z0-9_]*", v):
        return values.VALUES[v[1:]]
    return v


def parse(marked):
    marked = marked.strip("\n")
    out, spans, decoys, pos, n = [], [], [], 0, 0
    for m in MARK.finditer(marked):
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
    if "⟦" in text or "⟧" in text or "⟪" in text or "⟫" in text:
        raise ValueError("unbalanced markup near: " + text[:80])
    return text, spans, decoys


def build():
    import importlib
    recs = []
    for lang, mod in LANGS:
        m = importlib.import_module(mod)
        for i, (kind, marked) in enumerate(m.TEXTS, 1):
            text, spans, decoys = parse(marked)
            recs.append({"id": "c17-%s-%03d" % (lang, i), "lang": lang, "kind": kind, "text": text,
                         "spans": spans, "decoys": decoys})
    return recs


def main():
    recs = build()
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d texts to corpus.jsonl" % len(recs))


if __name__ == "__main__":
    main()
