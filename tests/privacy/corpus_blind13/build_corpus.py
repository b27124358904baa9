"""Build corpus.jsonl from the marked texts.

Markup:  ⟦TYPE|value⟧  a span to detect;  ⟪kind|value⟫  a decoy that must not be redacted.
A value that is exactly ``$name`` is replaced by ``values.VALUES[name]``.

    python3 build_corpus.py      # writes corpus.jsonl next to this file
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

TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD", "APIKEY",
         "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"}

MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z_]+)\|(.*?)⟫", re.S)
NAME_REF = re.compile(r"\$([a-z][a-z0-9_]*)")


class MarkupError(Exception):
    pass


def resolve(value):
    m = NAME_REF.fullmatch(value)
    if not m:
        return value
    name = m.group(1)
    if name not in values.VALUES:
        raise MarkupError("unknown value name $%s" % name)
    return values.VALUES[name]


def parse(marked):
    """Return (plain_text, spans, decoys) for one marked text."""
    out, spans, decoys = [], [], []
    pos, length = 0, 0
    for m in MARK.finditer(marked):
        before = marked[pos:m.start()]
        for ch in "⟦⟧⟪⟫":
            if ch in before:
                raise MarkupError("stray %s near %r" % (ch, before[-40:]))
        out.append(before)
        length += len(before)
        if m.group(1) is not None:
            typ, raw = m.group(1), m.group(2)
            if typ not in TYPES:
                raise MarkupError("unknown type %s" % typ)
            val = resolve(raw)
            spans.append({"type": typ, "start": length, "end": length + len(val), "value": val})
        else:
            kind, raw = m.group(3), m.group(4)
            val = resolve(raw)
            decoys.append({"kind": kind, "start": length, "end": length + len(val), "value": val})
        if "|" in (m.group(1) or m.group(3)) or any(c in val for c in "⟦⟧⟪⟫"):
            raise MarkupError("nested markup in %r" % val)
        out.append(val)
        length += len(val)
        pos = m.end()
    tail = marked[pos:]
    for ch in "⟦⟧⟪⟫":
        if ch in tail:
            raise MarkupError("stray %s near %r" % (ch, tail[:40]))
    out.append(tail)
    return "".join(out), spans, decoys


def build():
    records = []
    for lang, module in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, item in enumerate(module.TEXTS, 1):
            kind, marked = item
            rid = "c13-%s-%03d" % (lang, i)
            try:
                text, spans, decoys = parse(marked)
            except MarkupError as e:
                raise SystemExit("%s: %s" % (rid, e))
            records.append({"id": rid, "lang": lang, "kind": kind, "text": text, "spans": spans,
                            "decoys": decoys})
    return records


def main():
    records = build()
    path = os.path.join(HERE, "corpus.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    n_spans = sum(len(r["spans"]) for r in records)
    n_decoys = sum(len(r["decoys"]) for r in records)
    print("wrote %s: %d texts, %d spans, %d decoys" % (path, len(records), n_spans, n_decoys))


if __name__ == "__main__":
    main()
