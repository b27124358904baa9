#!/usr/bin/env python3
"""Build corpus.jsonl from the hand-written, marked-up texts.

Markup:  ⟦TYPE|value⟧  a span to detect
         ⟪kind|value⟫  a decoy (look-alike that must NOT be flagged)
A value written as `$name` is replaced by values.VALUES[name].
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

OPEN = {"⟦": ("span", "⟧"), "⟪": ("decoy", "⟫")}
TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL",
         "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT",
         "NATIONAL_ID", "AMOUNT"}
NAME_RE = re.compile(r"\$([a-z][a-z0-9_]*)")


class MarkupError(Exception):
    pass


def resolve(value, where):
    m = re.fullmatch(r"\$([a-z][a-z0-9_]*)", value)
    if m:
        if m.group(1) not in VALUES:
            raise MarkupError("%s: unknown value name %s" % (where, value))
        return VALUES[m.group(1)]
    return value


def parse(marked, where):
    out = []
    spans, decoys = [], []
    i, pos = 0, 0
    n = len(marked)
    while i < n:
        ch = marked[i]
        if ch in OPEN:
            what, close = OPEN[ch]
            j = marked.find(close, i + 1)
            if j < 0:
                raise MarkupError("%s: unclosed %s at %d: %r" % (where, ch, i, marked[i:i + 60]))
            body = marked[i + 1:j]
            if any(c in body for c in "⟦⟧⟪⟫"):
                raise MarkupError("%s: nested markup at %d: %r" % (where, i, body[:60]))
            if "|" not in body:
                raise MarkupError("%s: no '|' in markup at %d: %r" % (where, i, body[:60]))
            label, value = body.split("|", 1)
            value = resolve(value, where)
            if not value:
                raise MarkupError("%s: empty value at %d" % (where, i))
            if what == "span":
                if label not in TYPES:
                    raise MarkupError("%s: unknown type %r" % (where, label))
                spans.append({"type": label, "start": pos, "end": pos + len(value), "value": value})
            else:
                if not re.fullmatch(r"[a-z][a-z0-9_]*", label):
                    raise MarkupError("%s: bad decoy kind %r" % (where, label))
                decoys.append({"kind": label, "start": pos, "end": pos + len(value), "value": value})
            out.append(value)
            pos += len(value)
            i = j + 1
        elif ch in "⟧⟫":
            raise MarkupError("%s: stray %s at %d: %r" % (where, ch, i, marked[max(0, i - 40):i + 5]))
        else:
            out.append(ch)
            pos += 1
            i += 1
    text = "".join(out)
    for s in spans + decoys:
        assert text[s["start"]:s["end"]] == s["value"]
    return text, spans, decoys


def build():
    records = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for k, item in enumerate(mod.TEXTS, 1):
            if not (isinstance(item, tuple) and len(item) == 2):
                raise MarkupError("%s #%d: item is not (kind, text)" % (lang, k))
            kind, marked = item
            rid = "c41-%s-%03d" % (lang, k)
            text, spans, decoys = parse(marked, rid)
            records.append({"id": rid, "lang": lang, "kind": kind, "text": text,
                            "spans": spans, "decoys": decoys})
    return records


def main():
    try:
        records = build()
    except MarkupError as e:
        print("MARKUP ERROR:", e)
        sys.exit(1)
    path = os.path.join(HERE, "corpus.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    ns = sum(len(r["spans"]) for r in records)
    nd = sum(len(r["decoys"]) for r in records)
    print("wrote %s: %d texts, %d spans, %d decoys" % (path, len(records), ns, nd))


if __name__ == "__main__":
    main()
