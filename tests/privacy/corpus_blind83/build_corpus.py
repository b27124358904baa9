#!/usr/bin/env python3
"""Strip the markup from texts_{en,zh,mixed}.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  -> span     ⟪kind|value⟫ -> decoy
A value written exactly `$name` is replaced by values.VALUES[name].
One leading and one trailing newline of each marked text are dropped (they only exist so that
texts can be typed as r\"\"\"...\"\"\" blocks).
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

TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD", "APIKEY",
         "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"}
CLOSE = {"⟦": "⟧", "⟪": "⟫"}
REF = re.compile(r"\$[A-Za-z_][A-Za-z0-9_]*")


class MarkupError(Exception):
    pass


def parse(marked, where):
    if marked.startswith("\n"):
        marked = marked[1:]
    if marked.endswith("\n"):
        marked = marked[:-1]
    out, spans, decoys = [], [], []
    pos = i = 0
    while i < len(marked):
        ch = marked[i]
        if ch in CLOSE:
            j = marked.find(CLOSE[ch], i + 1)
            if j < 0:
                raise MarkupError("%s: unclosed %s at %d" % (where, ch, i))
            inner = marked[i + 1:j]
            if any(c in inner for c in "⟦⟪⟧⟫"):
                raise MarkupError("%s: nested markup near %r" % (where, inner[:40]))
            if "|" not in inner:
                raise MarkupError("%s: no '|' in %r" % (where, inner[:40]))
            label, value = inner.split("|", 1)
            if REF.fullmatch(value):
                if value[1:] not in VALUES:
                    raise MarkupError("%s: unknown value reference %s" % (where, value))
                value = VALUES[value[1:]]
            if not value:
                raise MarkupError("%s: empty value for %s" % (where, label))
            if ch == "⟦":
                if label not in TYPES:
                    raise MarkupError("%s: unknown type %r" % (where, label))
                spans.append({"type": label, "start": pos, "end": pos + len(value), "value": value})
            else:
                if not re.fullmatch(r"[a-z0-9_]+", label):
                    raise MarkupError("%s: bad decoy kind %r" % (where, label))
                decoys.append({"kind": label, "start": pos, "end": pos + len(value), "value": value})
            out.append(value)
            pos += len(value)
            i = j + 1
        elif ch in "⟧⟫":
            raise MarkupError("%s: stray %s at %d" % (where, ch, i))
        else:
            out.append(ch)
            pos += 1
            i += 1
    return "".join(out), spans, decoys


def main():
    rows = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for n, item in enumerate(mod.TEXTS, 1):
            if not (isinstance(item, tuple) and len(item) == 2):
                raise MarkupError("%s #%d: not a (kind, text) pair" % (lang, n))
            kind, marked = item
            rid = "c83-%s-%03d" % (lang, n)
            text, spans, decoys = parse(marked, rid)
            rows.append({"id": rid, "lang": lang, "kind": kind, "text": text, "spans": spans, "decoys": decoys})
    path = os.path.join(HERE, "corpus.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %s: %d texts, %d spans, %d decoys" % (
        os.path.basename(path), len(rows), sum(len(r["spans"]) for r in rows), sum(len(r["decoys"]) for r in rows)))


if __name__ == "__main__":
    main()
