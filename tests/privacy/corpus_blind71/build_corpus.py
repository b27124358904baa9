#!/usr/bin/env python3
"""Strip the markup of texts_en.py / texts_zh.py / texts_mixed.py and write
corpus.jsonl.

Markup:  ⟦TYPE|value⟧  a labelled span     ⟪kind|value⟫  a decoy
A value written exactly as $name is replaced by values.VALUES[name].
"""
import collections
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

MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟪⟫⟦⟧]+)\|(.*?)⟫", re.S)
NAME = re.compile(r"\$([A-Za-z_]\w*)")


class MarkupError(Exception):
    pass


def resolve(val, where):
    m = NAME.fullmatch(val)
    if m:
        if m.group(1) not in VALUES:
            raise MarkupError("%s: unknown value name %s" % (where, val))
        return VALUES[m.group(1)]
    return val


def strip(marked, where):
    out, spans, decoys = [], [], []
    pos = cur = 0
    for m in MARK.finditer(marked):
        plain = marked[pos:m.start()]
        out.append(plain)
        cur += len(plain)
        if m.group(1) is not None:
            typ, val, bucket, key = m.group(1), m.group(2), spans, "type"
        else:
            typ, val, bucket, key = m.group(3), m.group(4), decoys, "kind"
        if any(c in val for c in "⟦⟧⟪⟫"):
            raise MarkupError("%s: nested markup in %r" % (where, val))
        val = resolve(val, where)
        bucket.append({key: typ, "start": cur, "end": cur + len(val), "value": val})
        out.append(val)
        cur += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    if any(c in text for c in "⟦⟧⟪⟫"):
        raise MarkupError("%s: unbalanced markup" % where)
    for m in NAME.finditer(text):
        if m.group(1) in VALUES:
            raise MarkupError("%s: $%s used outside markup" % (where, m.group(1)))
    for s in spans + decoys:
        assert text[s["start"]:s["end"]] == s["value"]
    return text, spans, decoys


def main():
    recs = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            rid = "c71-%s-%03d" % (lang, i)
            text, spans, decoys = strip(marked, rid)
            recs.append({"id": rid, "lang": lang, "kind": kind, "text": text,
                         "spans": spans, "decoys": decoys})
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    per_lang = collections.Counter(r["lang"] for r in recs)
    n_sp = sum(len(r["spans"]) for r in recs)
    n_de = sum(len(r["decoys"]) for r in recs)
    print("wrote corpus.jsonl: %d texts (%s), %d spans, %d decoys"
          % (len(recs), ", ".join("%s %d" % kv for kv in sorted(per_lang.items())), n_sp, n_de))


if __name__ == "__main__":
    main()
