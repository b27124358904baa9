"""Build corpus.jsonl from texts_*.py.

Markup inside the hand-written texts:
    ⟦TYPE|value⟧   sensitive span
    ⟪kind|value⟫   decoy
A value of the exact form ``$name`` is replaced by values.VALUES[name].
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import VALUES  # noqa: E402
import texts_en  # noqa: E402
import texts_zh  # noqa: E402
import texts_mixed  # noqa: E402

MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z0-9_]+)\|(.*?)⟫", re.S)
REF = re.compile(r"^\$([A-Za-z_][A-Za-z0-9_]*)$")


def resolve(v, where):
    m = REF.match(v)
    if m:
        if m.group(1) not in VALUES:
            raise SystemExit(f"{where}: unknown value reference {v}")
        return VALUES[m.group(1)]
    return v


def parse(marked, where):
    out, spans, decoys = [], [], []
    pos = 0
    n = 0
    for m in MARK.finditer(marked):
        lit = marked[pos:m.start()]
        if any(c in lit for c in "⟦⟧⟪⟫"):
            raise SystemExit(f"{where}: stray bracket near {lit[-40:]!r}")
        out.append(lit)
        n += len(lit)
        if m.group(1):
            value = resolve(m.group(2), where)
            spans.append({"type": m.group(1), "start": n, "end": n + len(value), "value": value})
        else:
            value = resolve(m.group(4), where)
            decoys.append({"kind": m.group(3), "start": n, "end": n + len(value), "value": value})
        out.append(value)
        n += len(value)
        pos = m.end()
    rest = marked[pos:]
    if any(c in rest for c in "⟦⟧⟪⟫"):
        raise SystemExit(f"{where}: stray bracket near {rest[:40]!r}")
    out.append(rest)
    return "".join(out), spans, decoys


def main():
    rows = []
    for lang, prefix, mod in (("en", "en", texts_en), ("zh", "zh", texts_zh), ("mixed", "mx", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            rid = f"c7-{prefix}-{i:03d}"
            text, spans, decoys = parse(marked, rid)
            rows.append({"id": rid, "lang": lang, "kind": kind, "text": text,
                         "spans": spans, "decoys": decoys})
    path = os.path.join(HERE, "corpus.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} texts to {path}")


if __name__ == "__main__":
    main()
