#!/usr/bin/env python3
"""Strip the ⟦TYPE|value⟧ / ⟪kind|value⟫ markup from the hand-written texts and
write corpus.jsonl (one JSON object per line)."""
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
TOKEN = re.compile(r"⟦([^|⟦⟧⟪⟫]*)\|([^⟦⟧⟪⟫]*)⟧|⟪([^|⟦⟧⟪⟫]*)\|([^⟦⟧⟪⟫]*)⟫")
VAR = re.compile(r"\$[A-Za-z_][A-Za-z0-9_]*")


class MarkupError(Exception):
    pass


def resolve(val):
    if VAR.fullmatch(val):
        if val[1:] not in VALUES:
            raise MarkupError(f"unknown value {val}")
        return VALUES[val[1:]]
    return val


def strip(marked):
    out, spans, decoys = [], [], []
    pos = n = 0
    for m in TOKEN.finditer(marked):
        chunk = marked[pos:m.start()]
        out.append(chunk)
        n += len(chunk)
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2))
            if typ not in TYPES:
                raise MarkupError(f"unknown type {typ!r}")
            if not val:
                raise MarkupError(f"empty span value for {typ}")
            spans.append({"type": typ, "start": n, "end": n + len(val), "value": val})
        else:
            kind, val = m.group(3).strip(), resolve(m.group(4))
            if not kind or not val:
                raise MarkupError(f"empty decoy kind/value {m.group(0)!r}")
            decoys.append({"kind": kind, "start": n, "end": n + len(val), "value": val})
        out.append(val)
        n += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            i = text.index(ch)
            raise MarkupError(f"stray markup {ch!r} near {text[max(0, i - 40):i + 40]!r}")
    for s in spans + decoys:
        assert text[s["start"]:s["end"]] == s["value"]
    return text, spans, decoys


def main():
    records, errors = [], []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, item in enumerate(mod.TEXTS, 1):
            rid = f"c45-{lang}-{i:03d}"
            try:
                kind, marked = item
                text, spans, decoys = strip(marked)
            except (MarkupError, ValueError) as e:
                errors.append(f"{rid}: {e}")
                continue
            records.append({"id": rid, "lang": lang, "kind": kind, "text": text,
                            "spans": spans, "decoys": decoys})
    if errors:
        for e in errors:
            print("ERROR", e)
        sys.exit(1)
    path = os.path.join(HERE, "corpus.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(records)} texts, {sum(len(r['spans']) for r in records)} spans, "
          f"{sum(len(r['decoys']) for r in records)} decoys -> corpus.jsonl")


if __name__ == "__main__":
    main()
