#!/usr/bin/env python3
"""Strip the ⟦TYPE|value⟧ / ⟪kind|value⟫ markup from texts_*.py and write corpus.jsonl."""
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

MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟫⟦⟧⟪]+)\|(.*?)⟫", re.S)
REF = re.compile(r"\$([A-Za-z_][A-Za-z0-9_]*)")
TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"}


class MarkupError(Exception):
    pass


def resolve(val):
    m = REF.fullmatch(val)
    if m:
        if m.group(1) not in VALUES:
            raise MarkupError(f"unknown value reference {val}")
        return VALUES[m.group(1)]
    return val


def strip(marked):
    out, spans, decoys = [], [], []
    pos = n = 0
    for m in MARK.finditer(marked):
        chunk = marked[pos:m.start()]
        out.append(chunk)
        n += len(chunk)
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2))
            if typ not in TYPES:
                raise MarkupError(f"unknown type {typ}")
            spans.append({"type": typ, "start": n, "end": n + len(val), "value": val})
        else:
            kind, val = m.group(3).strip(), resolve(m.group(4))
            decoys.append({"kind": kind, "start": n, "end": n + len(val), "value": val})
        if not val:
            raise MarkupError("empty value")
        out.append(val)
        n += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            i = text.index(ch)
            raise MarkupError(f"stray markup {ch!r} near {text[max(0, i - 40):i + 40]!r}")
    for m in REF.finditer(text):
        if m.group(1) in VALUES:
            raise MarkupError(f"unresolved reference outside markup: ${m.group(1)}")
    return text, spans, decoys


def build():
    rows, errors = [], 0
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, item in enumerate(mod.TEXTS, 1):
            rid = f"c84-{lang}-{i:03d}"
            try:
                kind, marked = item
                text, spans, decoys = strip(marked)
            except (MarkupError, ValueError) as e:
                print(f"{rid}: {e}")
                errors += 1
                continue
            for s in spans:
                assert text[s["start"]:s["end"]] == s["value"]
            for d in decoys:
                assert text[d["start"]:d["end"]] == d["value"]
            rows.append({"id": rid, "lang": lang, "kind": kind, "text": text, "spans": spans, "decoys": decoys})
    if errors:
        raise SystemExit(f"build_corpus: {errors} texts failed")
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote corpus.jsonl: {len(rows)} texts, {sum(len(r['spans']) for r in rows)} spans, "
          f"{sum(len(r['decoys']) for r in rows)} decoys")


if __name__ == "__main__":
    build()
