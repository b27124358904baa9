"""Build corpus.jsonl from the marked texts.

Markup:  ⟦TYPE|value⟧  span to detect;  ⟪kind|value⟫  decoy (must not be redacted).
A value that is exactly `$name` is replaced by values.VALUES[name].

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

MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z_]+)\|(.*?)⟫", re.S)
TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]


class MarkupError(Exception):
    pass


NAME = re.compile(r"\$([A-Za-z_][A-Za-z0-9_]*)")


def resolve(v, where):
    m = NAME.fullmatch(v)
    if m:  # `$89.00` is money, `$visa1` is a generated value
        name = m.group(1)
        if name not in values.VALUES:
            raise MarkupError("%s: unknown value %s" % (where, v))
        return values.VALUES[name]
    return v


def parse(marked, where="?"):
    out, spans, decoys = [], [], []
    pos = 0
    n = 0
    for m in MARK.finditer(marked):
        out.append(marked[pos:m.start()])
        n += len(marked[pos:m.start()])
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2), where)
            if typ not in TYPES:
                raise MarkupError("%s: unknown type %s" % (where, typ))
            spans.append({"type": typ, "start": n, "end": n + len(val), "value": val})
        else:
            kind, val = m.group(3), resolve(m.group(4), where)
            decoys.append({"kind": kind, "start": n, "end": n + len(val), "value": val})
        out.append(val)
        n += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise MarkupError("%s: stray markup character %s" % (where, ch))
    return text, spans, decoys


def build():
    records = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            rid = "c10-%s-%03d" % (lang, i)
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
    print("wrote %s: %d texts, %d spans, %d decoys" % (os.path.basename(path), len(records), ns, nd))


if __name__ == "__main__":
    main()
