"""Strip markup from texts_*.py, resolve $names, compute offsets, write corpus.jsonl."""
import json
import re
import sys

import values

MARK = re.compile(r"⟦([A-Z_]+)\|([^⟦⟪⟫]*?)⟧|⟪([a-z_]+)\|([^⟦⟪⟧]*?)⟫", re.S)


def resolve(v):
    if re.fullmatch(r"\$[A-Za-z_][A-Za-z0-9_]*", v):
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
            typ, val = m.group(1), resolve(m.group(2))
            spans.append({"type": typ, "start": n, "end": n + len(val), "value": val})
        else:
            typ, val = m.group(3), resolve(m.group(4))
            decoys.append({"kind": typ, "start": n, "end": n + len(val), "value": val})
        out.append(val)
        n += len(val)
        pos = m.end()
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
            try:
                text, spans, decoys = parse(marked)
            except Exception as e:
                raise SystemExit("c18-%s-%03d (%s): %s" % (lang, i, kind, e))
            rows.append({"id": "c18-%s-%03d" % (lang, i), "lang": lang, "kind": kind, "text": text,
                         "spans": spans, "decoys": decoys})
    with open("corpus.jsonl", "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    return rows


if __name__ == "__main__":
    rows = build()
    print("wrote corpus.jsonl:", len(rows), "texts", file=sys.stderr)
