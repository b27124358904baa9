#!/usr/bin/env python3
"""Strip the markup from texts_*.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  a labelled span      ⟪kind|value⟫  a decoy
A value written exactly $name is replaced by values.VALUES[name].
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

TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"}
MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟫⟦⟪]+)\|(.*?)⟫", re.S)
REF = re.compile(r"\$[A-Za-z_][A-Za-z0-9_]*")


def resolve(v, where):
    if REF.fullmatch(v):
        if v[1:] not in VALUES:
            raise SystemExit(f"{where}: unknown value {v}")
        return VALUES[v[1:]]
    return v


def parse(marked, where):
    out, spans, decoys, pos = [], [], [], 0
    n = 0
    for m in MARK.finditer(marked):
        out.append(marked[pos:m.start()])
        n += len(marked[pos:m.start()])
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2), where)
            if typ not in TYPES:
                raise SystemExit(f"{where}: unknown type {typ}")
            spans.append({"type": typ, "start": n, "end": n + len(val), "value": val})
        else:
            kind, val = m.group(3).strip(), resolve(m.group(4), where)
            decoys.append({"kind": kind, "start": n, "end": n + len(val), "value": val})
        out.append(val)
        n += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise SystemExit(f"{where}: stray markup {ch!r} in {text[:80]!r}")
    return text, spans, decoys


def main():
    rows = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            rid = f"c48-{lang}-{i:03d}"
            text, spans, decoys = parse(marked, rid)
            for s in spans + decoys:
                assert text[s["start"]:s["end"]] == s["value"], (rid, s)
            rows.append({"id": rid, "lang": lang, "kind": kind, "text": text, "spans": spans,
                         "decoys": decoys})
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote corpus.jsonl: {len(rows)} texts, {sum(len(r['spans']) for r in rows)} spans, "
          f"{sum(len(r['decoys']) for r in rows)} decoys")


if __name__ == "__main__":
    main()
