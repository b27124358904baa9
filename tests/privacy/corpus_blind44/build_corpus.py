#!/usr/bin/env python3
"""Strip the markup of texts_*.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  -> span,   ⟪kind|value⟫ -> decoy.
A value written exactly ``$name`` is replaced by values.VALUES[name].
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import VALUES, selftest  # noqa: E402
import texts_en  # noqa: E402
import texts_zh  # noqa: E402
import texts_mixed  # noqa: E402

OPEN = {"⟦": ("span", "⟧"), "⟪": ("decoy", "⟫")}
MARKS = "⟦⟧⟪⟫"


class MarkupError(Exception):
    pass


def parse(marked, where):
    out, spans, decoys = [], [], []
    pos = 0
    i = 0
    while i < len(marked):
        ch = marked[i]
        if ch in OPEN:
            what, close = OPEN[ch]
            j = marked.find(close, i + 1)
            if j < 0:
                raise MarkupError("%s: unclosed %s at %d" % (where, ch, i))
            inner = marked[i + 1:j]
            if any(m in inner for m in MARKS):
                raise MarkupError("%s: nested/mismatched markup near %r" % (where, inner[:60]))
            if "|" not in inner:
                raise MarkupError("%s: no label in %r" % (where, inner[:60]))
            label, value = inner.split("|", 1)
            label = label.strip()
            if re.fullmatch(r"\$[A-Za-z][A-Za-z0-9_]*", value):
                if value[1:] not in VALUES:
                    raise MarkupError("%s: unknown value %s" % (where, value))
                value = VALUES[value[1:]]
            if not value:
                raise MarkupError("%s: empty value for %s" % (where, label))
            rec = {"start": pos, "end": pos + len(value), "value": value}
            if what == "span":
                spans.append(dict(type=label, **rec))
            else:
                decoys.append(dict(kind=label, **rec))
            out.append(value)
            pos += len(value)
            i = j + 1
        elif ch in MARKS:
            raise MarkupError("%s: stray %s at %d: %r" % (where, ch, i, marked[max(0, i - 40):i + 10]))
        else:
            out.append(ch)
            pos += 1
            i += 1
    return "".join(out), spans, decoys


def build():
    selftest()
    records = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for n, item in enumerate(mod.TEXTS, 1):
            if not (isinstance(item, tuple) and len(item) == 2):
                raise MarkupError("%s #%d: not a (kind, text) pair" % (lang, n))
            kind, marked = item
            rid = "c44-%s-%03d" % (lang, n)
            text, spans, decoys = parse(marked, rid)
            records.append({"id": rid, "lang": lang, "kind": kind, "text": text,
                            "spans": spans, "decoys": decoys})
    path = os.path.join(HERE, "corpus.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    ns = sum(len(r["spans"]) for r in records)
    nd = sum(len(r["decoys"]) for r in records)
    print("wrote %s: %d texts, %d spans, %d decoys" % (os.path.basename(path), len(records), ns, nd))


if __name__ == "__main__":
    try:
        build()
    except MarkupError as e:
        sys.exit("markup error: %s" % e)
