"""Strip markup from texts_*.py, resolve $names, compute offsets, write corpus.jsonl."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import values  # noqa: E402

MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z_]+)\|(.*?)⟫", re.S)


def resolve(v):
    if re.fullmatch(r"\$[a-z_][a-z0-9_]*", v):
        if v[1:] not in values.VALUES:
            raise KeyError("unknown value name " + v)
        return values.VALUES[v[1:]]
    return v


def parse(marked):
    marked = marked.strip("\n")
    out, spans, decoys, pos = [], [], [], 0
    n = 0
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
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise ValueError("stray markup %r in %r" % (ch, text[:80]))
    return text, spans, decoys


def load():
    rows = []
    for lang in ("en", "zh", "mixed"):
        mod = __import__("texts_" + lang)
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            text, spans, decoys = parse(marked)
            rows.append({"id": "c33-%s-%03d" % (lang, i), "lang": lang, "kind": kind, "text": text,
                         "spans": spans, "decoys": decoys})
    return rows


def main():
    rows = load()
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d texts" % len(rows))


if __name__ == "__main__":
    main()
