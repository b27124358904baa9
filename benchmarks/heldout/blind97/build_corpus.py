#!/usr/bin/env python3
"""Strip the markup from texts_{en,zh,mixed}.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  labelled span,  ⟪kind|value⟫  decoy.
A value written exactly ``$name`` is replaced by ``values.VALUES[name]``.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import VALUES  # noqa: E402

LANGS = [("en", "texts_en"), ("zh", "texts_zh"), ("mixed", "texts_mixed")]
MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟫⟪]+)\|(.*?)⟫", re.S)
REF = re.compile(r"\$([A-Za-z_][A-Za-z0-9_]*)")


class MarkupError(Exception):
    pass


def resolve(value, where):
    m = REF.fullmatch(value)
    if m:
        if m.group(1) not in VALUES:
            raise MarkupError("%s: unknown value %s" % (where, value))
        return VALUES[m.group(1)]
    return value


def parse(marked, where):
    out, spans, decoys = [], [], []
    pos = 0
    length = 0
    for m in MARK.finditer(marked):
        plain = marked[pos:m.start()]
        out.append(plain)
        length += len(plain)
        if m.group(1) is not None:
            value = resolve(m.group(2), where)
            spans.append({"type": m.group(1), "start": length, "end": length + len(value), "value": value})
        else:
            value = resolve(m.group(4), where)
            decoys.append({"kind": m.group(3).strip(), "start": length, "end": length + len(value), "value": value})
        if not value:
            raise MarkupError("%s: empty value in %r" % (where, m.group(0)))
        out.append(value)
        length += len(value)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            i = text.index(ch)
            raise MarkupError("%s: stray markup %r near %r" % (where, ch, text[max(0, i - 40):i + 40]))
    return text, spans, decoys


def build():
    records = []
    for lang, mod_name in LANGS:
        mod = __import__(mod_name)
        for i, item in enumerate(mod.TEXTS, 1):
            if not (isinstance(item, tuple) and len(item) == 2):
                raise MarkupError("%s[%d]: not a (kind, text) pair" % (mod_name, i))
            kind, marked = item
            rid = "c97-%s-%03d" % (lang, i)
            text, spans, decoys = parse(marked, rid)
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
