"""Build corpus.jsonl from the hand-written marked texts.

Markup: ⟦TYPE|value⟧ is a span to detect, ⟪kind|value⟫ is a decoy (must not be redacted).
A value that is exactly `$name` is replaced by values.VALUES[name].
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
NAME = re.compile(r"\$[a-z][a-z0-9_]*")
TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"}


def resolve(v, where):
    if NAME.fullmatch(v):
        if v[1:] not in values.VALUES:
            raise SystemExit(f"{where}: unknown value name {v}")
        return values.VALUES[v[1:]]
    return v


def parse(marked, where):
    out, spans, decoys, pos = [], [], [], 0
    cur = 0
    for m in MARK.finditer(marked):
        chunk = marked[pos:m.start()]
        out.append(chunk)
        cur += len(chunk)
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2), where)
            if typ not in TYPES:
                raise SystemExit(f"{where}: unknown type {typ}")
            spans.append({"type": typ, "start": cur, "end": cur + len(val), "value": val})
        else:
            kind, val = m.group(3), resolve(m.group(4), where)
            decoys.append({"kind": kind, "start": cur, "end": cur + len(val), "value": val})
        out.append(val)
        cur += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise SystemExit(f"{where}: stray markup {ch!r}")
    return text, spans, decoys


def build():
    records = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, start=1):
            rid = f"c14-{lang}-{i:03d}"
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
    print(f"wrote {path}: {len(records)} texts, {ns} spans, {nd} decoys")


if __name__ == "__main__":
    main()
