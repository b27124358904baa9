#!/usr/bin/env python3
"""Strip the markup of texts_{en,zh,mixed}.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  labelled span,  ⟪kind|value⟫  decoy.
A value written exactly $name is replaced by values.VALUES[name].
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import VALUES  # noqa: E402

MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟪⟫⟦⟧]+)\|(.*?)⟫", re.S)
NAME = re.compile(r"\$[a-z][a-z0-9_]*")
TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"}


class MarkupError(Exception):
    pass


def resolve(val, where):
    if NAME.fullmatch(val):
        if val[1:] not in VALUES:
            raise MarkupError("%s: unknown value %s" % (where, val))
        return VALUES[val[1:]]
    return val


def strip(marked, where):
    out, spans, decoys = [], [], []
    pos = n = 0
    for m in MARK.finditer(marked):
        chunk = marked[pos:m.start()]
        out.append(chunk)
        n += len(chunk)
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2), where)
            if typ not in TYPES:
                raise MarkupError("%s: unknown type %s" % (where, typ))
            spans.append({"type": typ, "start": n, "end": n + len(val), "value": val})
        else:
            kind, val = m.group(3).strip(), resolve(m.group(4), where)
            decoys.append({"kind": kind, "start": n, "end": n + len(val), "value": val})
        if not val:
            raise MarkupError("%s: empty value" % where)
        out.append(val)
        n += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise MarkupError("%s: stray markup %r near %r" % (where, ch, text[max(0, text.index(ch) - 40):text.index(ch) + 40]))
    return text, spans, decoys


def load(lang):
    ns = {}
    path = os.path.join(HERE, "texts_%s.py" % lang)
    with open(path, encoding="utf-8") as f:
        exec(compile(f.read(), path, "exec"), ns)
    return ns["TEXTS"]


def build():
    rows = []
    for lang in ("en", "zh", "mixed"):
        for i, item in enumerate(load(lang), 1):
            if not (isinstance(item, tuple) and len(item) == 2):
                raise MarkupError("%s #%d: not a (kind, text) pair" % (lang, i))
            kind, marked = item
            rid = "c88-%s-%03d" % (lang, i)
            text, spans, decoys = strip(marked, rid)
            rows.append({"id": rid, "lang": lang, "kind": kind, "text": text,
                         "spans": spans, "decoys": decoys})
    return rows


def main():
    try:
        rows = build()
    except MarkupError as e:
        print("build error:", e)
        return 1
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    ns = sum(len(r["spans"]) for r in rows)
    nd = sum(len(r["decoys"]) for r in rows)
    print("corpus.jsonl: %d texts, %d spans, %d decoys" % (len(rows), ns, nd))
    return 0


if __name__ == "__main__":
    sys.exit(main())
