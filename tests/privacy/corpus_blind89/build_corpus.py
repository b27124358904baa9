#!/usr/bin/env python3
"""Strip the markup of texts_{en,zh,mixed}.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  a labelled span
         ⟪kind|value⟫  a decoy (look-alike that must not be flagged)
A value written exactly as $name is replaced by values.VALUES[name].
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

TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS",
         "MEDICAL", "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN",
         "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"}

TOKEN = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟪⟫⟦⟧]+)\|(.*?)⟫", re.S)
REF = re.compile(r"\$[A-Za-z_][A-Za-z0-9_]*")


class MarkupError(Exception):
    pass


def resolve(v, where):
    if REF.fullmatch(v):
        if v[1:] not in VALUES:
            raise MarkupError(f"{where}: unknown value reference {v}")
        return VALUES[v[1:]]
    return v


def strip(marked, where):
    out, spans, decoys = [], [], []
    pos = n = 0
    for m in TOKEN.finditer(marked):
        lit = marked[pos:m.start()]
        out.append(lit)
        n += len(lit)
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2), where)
            if typ not in TYPES:
                raise MarkupError(f"{where}: unknown type {typ}")
            spans.append({"type": typ, "start": n, "end": n + len(val), "value": val})
        else:
            kind, val = m.group(3).strip(), resolve(m.group(4), where)
            decoys.append({"kind": kind, "start": n, "end": n + len(val), "value": val})
        if not val:
            raise MarkupError(f"{where}: empty value")
        out.append(val)
        n += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise MarkupError(f"{where}: stray markup {ch!r} near {text[max(0, text.index(ch) - 40):text.index(ch) + 40]!r}")
    for s in spans:
        assert text[s["start"]:s["end"]] == s["value"]
    for d in decoys:
        assert text[d["start"]:d["end"]] == d["value"]
    return text, spans, decoys


def build():
    selftest()
    rows = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, entry in enumerate(mod.TEXTS, 1):
            if not (isinstance(entry, tuple) and len(entry) == 2):
                raise MarkupError(f"{lang} #{i}: entry is not (kind, text)")
            kind, marked = entry
            rid = f"c89-{lang}-{i:03d}"
            text, spans, decoys = strip(marked, rid)
            rows.append({"id": rid, "lang": lang, "kind": kind, "text": text,
                         "spans": spans, "decoys": decoys})
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote corpus.jsonl: {len(rows)} texts, "
          f"{sum(len(r['spans']) for r in rows)} spans, "
          f"{sum(len(r['decoys']) for r in rows)} decoys")


if __name__ == "__main__":
    try:
        build()
    except MarkupError as e:
        print("markup error:", e)
        sys.exit(1)
