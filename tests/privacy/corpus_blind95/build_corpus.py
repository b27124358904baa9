#!/usr/bin/env python3
"""Strip the markup from texts_{en,zh,mixed}.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  a span      ⟪kind|value⟫  a decoy
A value written exactly `$name` is replaced by values.VALUES[name].
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

TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL",
         "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT",
         "NATIONAL_ID", "AMOUNT"}
MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟪⟫⟦⟧\n]+)\|(.*?)⟫", re.S)
NAME = re.compile(r"\$([a-z][a-z0-9_]*)")


class MarkupError(Exception):
    pass


def resolve(v):
    m = NAME.fullmatch(v)
    if m:
        if m.group(1) not in VALUES:
            raise MarkupError(f"unknown value ${m.group(1)}")
        return VALUES[m.group(1)]
    return v


def strip(marked):
    marked = marked.strip()
    out, spans, decoys = [], [], []
    n = last = 0
    for m in MARK.finditer(marked):
        chunk = marked[last:m.start()]
        out.append(chunk)
        n += len(chunk)
        if m.group(1) is not None:
            t = m.group(1)
            if t not in TYPES:
                raise MarkupError(f"unknown type {t}")
            v = resolve(m.group(2))
            spans.append({"type": t, "start": n, "end": n + len(v), "value": v})
        else:
            v = resolve(m.group(4))
            decoys.append({"kind": m.group(3).strip(), "start": n, "end": n + len(v), "value": v})
        if not v:
            raise MarkupError("empty value")
        out.append(v)
        n += len(v)
        last = m.end()
    out.append(marked[last:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            i = text.index(ch)
            raise MarkupError(f"stray markup {ch!r} near {text[max(0, i - 40):i + 40]!r}")
    return text, spans, decoys


def build():
    rows = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            try:
                text, spans, decoys = strip(marked)
            except MarkupError as e:
                raise SystemExit(f"{lang} text {i} ({kind}): {e}")
            rows.append({"id": f"c95-{lang}-{i:03d}", "lang": lang, "kind": kind, "text": text,
                         "spans": spans, "decoys": decoys})
    return rows


def main():
    if not selftest():
        raise SystemExit("values.py selftest failed")
    rows = build()
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    ns = sum(len(r["spans"]) for r in rows)
    nd = sum(len(r["decoys"]) for r in rows)
    print(f"wrote corpus.jsonl: {len(rows)} texts, {ns} spans, {nd} decoys")


if __name__ == "__main__":
    main()
