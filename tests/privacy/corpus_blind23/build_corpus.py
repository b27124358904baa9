"""Strip markup from texts_*.py, resolve $names from values.VALUES, write corpus.jsonl."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import values  # noqa: E402

TOKEN = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z_]+)\|(.*?)⟫", re.S)


def resolve(v):
    if re.fullmatch(r"\$[a-z_][a-z0-9_]*", v):
        return values.VALUES[v[1:]]
    return v


def parse(marked):
    marked = marked.strip("\n")
    out, spans, decoys, pos, last = [], [], [], 0, 0
    for m in TOKEN.finditer(marked):
        out.append(marked[last:m.start()])
        pos += m.start() - last
        if m.group(1):
            val = resolve(m.group(2))
            spans.append({"type": m.group(1), "start": pos, "end": pos + len(val), "value": val})
        else:
            val = resolve(m.group(4))
            decoys.append({"kind": m.group(3), "start": pos, "end": pos + len(val), "value": val})
        out.append(val)
        pos += len(val)
        last = m.end()
    out.append(marked[last:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise ValueError("stray markup %r in %r" % (ch, text[:80]))
    return text, spans, decoys


def load():
    import importlib
    recs = []
    for lang, mod in (("en", "texts_en"), ("zh", "texts_zh"), ("mixed", "texts_mixed")):
        m = importlib.import_module(mod)
        for i, (kind, marked) in enumerate(m.TEXTS, 1):
            text, spans, decoys = parse(marked)
            recs.append({"id": "c23-%s-%03d" % (lang, i), "lang": lang, "kind": kind, "text": text,
                         "spans": spans, "decoys": decoys})
    return recs


def main():
    recs = load()
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d texts" % len(recs))


if __name__ == "__main__":
    main()
