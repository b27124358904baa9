#!/usr/bin/env python3
"""Strip the markup from texts_*.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  a labelled span
         ⟪kind|value⟫  a decoy (left unlabelled, recorded with its kind)
A value written exactly $name is replaced by values.VALUES[name].
"""
import importlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import VALUES  # noqa: E402

LANGS = [("en", "texts_en"), ("zh", "texts_zh"), ("mixed", "texts_mixed")]
MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟫⟧]+)\|(.*?)⟫", re.S)
LEFTOVER = re.compile(r"[⟦⟧⟪⟫]")


class MarkupError(Exception):
    pass


def resolve(v, where):
    if re.fullmatch(r"\$[a-z][a-z0-9_]*", v):
        if v[1:] not in VALUES:
            raise MarkupError("%s: unknown value %s" % (where, v))
        return VALUES[v[1:]]
    return v


def parse(marked, where="?"):
    out, spans, decoys = [], [], []
    pos, n = 0, 0
    for m in MARK.finditer(marked):
        out.append(marked[pos:m.start()])
        n += len(marked[pos:m.start()])
        if m.group(1) is not None:
            val = resolve(m.group(2), where)
            spans.append({"type": m.group(1), "start": n, "end": n + len(val), "value": val})
        else:
            val = resolve(m.group(4), where)
            decoys.append({"kind": m.group(3), "start": n, "end": n + len(val), "value": val})
        out.append(val)
        n += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    if LEFTOVER.search(text):
        i = LEFTOVER.search(text).start()
        raise MarkupError("%s: unbalanced markup near %r" % (where, text[max(0, i - 40):i + 40]))
    for name in re.findall(r"\$([a-z][a-z0-9_]+)", text):
        if name in VALUES:
            raise MarkupError("%s: $%s left outside markup" % (where, name))
    return text, spans, decoys


def build(langs=LANGS):
    records = []
    for lang, mod in langs:
        if not os.path.exists(os.path.join(HERE, mod + ".py")):
            continue
        texts = importlib.import_module(mod).TEXTS
        for i, (kind, marked) in enumerate(texts, 1):
            rid = "c59-%s-%03d" % (lang, i)
            text, spans, decoys = parse(marked, rid)
            records.append({"id": rid, "lang": lang, "kind": kind, "text": text,
                            "spans": spans, "decoys": decoys})
    return records


def main():
    records = build()
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote corpus.jsonl: %d texts, %d spans, %d decoys" % (
        len(records), sum(len(r["spans"]) for r in records), sum(len(r["decoys"]) for r in records)))


if __name__ == "__main__":
    try:
        main()
    except MarkupError as e:
        print("markup error:", e)
        sys.exit(1)
