"""build_corpus.py -- strip the markup of the hand-written texts and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  a span to detect;  ⟪kind|value⟫  a decoy.
A value that is exactly `$name` is replaced by values.VALUES[name] (unknown name = build error).
Leading/trailing newlines of each text are stripped.
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

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]

MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z_0-9]+)\|(.*?)⟫", re.S)
REF = re.compile(r"\$[A-Za-z_][A-Za-z0-9_]*")


class BuildError(Exception):
    pass


def resolve(value, where):
    if REF.fullmatch(value):
        name = value[1:]
        if name not in values.VALUES:
            raise BuildError("%s: unknown value name %s" % (where, value))
        return values.VALUES[name]
    return value


def parse(marked, where):
    marked = marked.strip("\n")
    out, spans, decoys = [], [], []
    pos, length = 0, 0
    for m in MARK.finditer(marked):
        plain = marked[pos:m.start()]
        out.append(plain)
        length += len(plain)
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2), where)
            if typ not in TYPES:
                raise BuildError("%s: unknown type %s" % (where, typ))
            spans.append({"type": typ, "start": length, "end": length + len(val), "value": val})
        else:
            kind, val = m.group(3), resolve(m.group(4), where)
            decoys.append({"kind": kind, "start": length, "end": length + len(val), "value": val})
        out.append(val)
        length += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise BuildError("%s: stray markup character %s" % (where, ch))
    return text, spans, decoys


def build():
    records = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, item in enumerate(mod.TEXTS, 1):
            kind, marked = item
            rid = "c16-%s-%03d" % (lang, i)
            text, spans, decoys = parse(marked, rid)
            records.append({"id": rid, "lang": lang, "kind": kind, "text": text,
                            "spans": spans, "decoys": decoys})
    return records


def main():
    try:
        records = build()
    except BuildError as e:
        print("BUILD ERROR:", e)
        return 1
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    n_sp = sum(len(r["spans"]) for r in records)
    n_dc = sum(len(r["decoys"]) for r in records)
    print("wrote corpus.jsonl: %d texts, %d spans, %d decoys" % (len(records), n_sp, n_dc))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
