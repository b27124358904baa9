#!/usr/bin/env python3
"""Strip the markup of texts_{en,zh,mixed}.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  labelled span     ⟪kind|value⟫  decoy
A value written exactly `$name` is replaced by values.VALUES[name].
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

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL",
         "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT",
         "NATIONAL_ID", "AMOUNT"]

MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟪⟫⟦⟧]+)\|(.*?)⟫", re.S)
NAME = re.compile(r"\$[A-Za-z_][A-Za-z0-9_]*")


class MarkupError(Exception):
    pass


def resolve(v, where):
    if NAME.fullmatch(v):
        if v[1:] not in VALUES:
            raise MarkupError("%s: unknown value %s" % (where, v))
        return VALUES[v[1:]]
    return v


def parse(marked, where):
    out, spans, decoys = [], [], []
    pos = n = 0
    for m in MARK.finditer(marked):
        plain = marked[pos:m.start()]
        out.append(plain)
        n += len(plain)
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
    for m in NAME.finditer(text):
        if m.group(0)[1:] in VALUES:
            raise MarkupError("%s: unresolved %s inside a longer value or plain text" % (where, m.group(0)))
    for ch in "⟦⟧⟪⟫":
        if ch in "".join(o for o in out[::2]):
            raise MarkupError("%s: stray markup character %s" % (where, ch))
    return text, spans, decoys


def build():
    rows = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            cid = "c75-%s-%03d" % (lang, i)
            text, spans, decoys = parse(marked, cid)
            rows.append({"id": cid, "lang": lang, "kind": kind, "text": text,
                         "spans": spans, "decoys": decoys})
    path = os.path.join(HERE, "corpus.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %s: %d texts, %d spans, %d decoys" % (
        os.path.relpath(path), len(rows), sum(len(r["spans"]) for r in rows),
        sum(len(r["decoys"]) for r in rows)))


if __name__ == "__main__":
    try:
        build()
    except MarkupError as e:
        sys.exit("markup error: %s" % e)
