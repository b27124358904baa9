"""Build corpus.jsonl from the hand-written texts_*.py files.

Markup:  ⟦TYPE|value⟧  span to detect      ⟪kind|value⟫  decoy (must not be redacted)
A value that is exactly ``$name`` is replaced by ``values.VALUES[name]``.
Output: one JSON record per line, ids c15-<lang>-NNN, offsets are Python str indices.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import values  # noqa: E402
import texts_en  # noqa: E402
import texts_zh  # noqa: E402
import texts_mixed  # noqa: E402

MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z_]+)\|(.*?)⟫", re.S)
NAME = re.compile(r"\$([a-z][a-z0-9_]*)")


class MarkupError(Exception):
    pass


def resolve(v):
    m = NAME.fullmatch(v)
    if not m:
        return v
    if m.group(1) not in values.VALUES:
        raise MarkupError("unknown value name %s" % v)
    return values.VALUES[m.group(1)]


def render(marked):
    out, spans, decoys = [], [], []
    pos = 0
    cur = 0
    for m in MARK.finditer(marked):
        chunk = marked[pos:m.start()]
        out.append(chunk)
        cur += len(chunk)
        if m.group(1):
            kind, raw, target = m.group(1), m.group(2), spans
        else:
            kind, raw, target = m.group(3), m.group(4), decoys
        val = resolve(raw)
        out.append(val)
        rec = {"type": kind} if target is spans else {"kind": kind}
        rec.update({"start": cur, "end": cur + len(val), "value": val})
        target.append(rec)
        cur += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise MarkupError("stray markup character %r" % ch)
    return text, spans, decoys


def build():
    records = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            rid = "c15-%s-%03d" % (lang, i)
            try:
                text, spans, decoys = render(marked.strip("\n"))
            except MarkupError as e:
                raise SystemExit("%s: %s" % (rid, e))
            records.append({"id": rid, "lang": lang, "kind": kind, "text": text,
                            "spans": spans, "decoys": decoys})
    return records


def main():
    records = build()
    path = os.path.join(HERE, "corpus.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    ns = sum(len(r["spans"]) for r in records)
    nd = sum(len(r["decoys"]) for r in records)
    print("wrote %s: %d texts, %d spans, %d decoys" % (path, len(records), ns, nd))


if __name__ == "__main__":
    main()
