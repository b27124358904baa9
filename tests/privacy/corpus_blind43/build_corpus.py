#!/usr/bin/env python3
"""Strip the ⟦TYPE|value⟧ / ⟪kind|value⟫ markup from the hand-written texts and write corpus.jsonl."""
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

MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z0-9_]+)\|(.*?)⟫", re.S)
NAME = re.compile(r"\$[a-z][a-z0-9_]*")
TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"}


def resolve(v, where):
    if NAME.fullmatch(v):
        if v[1:] not in VALUES:
            raise SystemExit("%s: unknown value %s" % (where, v))
        return VALUES[v[1:]]
    return v


def parse(marked, where):
    marked = marked.strip("\n")
    parts, spans, decoys = [], [], []
    pos = cur = 0
    for m in MARK.finditer(marked):
        chunk = marked[pos:m.start()]
        parts.append(chunk)
        cur += len(chunk)
        if m.group(1) is not None:
            typ = m.group(1)
            if typ not in TYPES:
                raise SystemExit("%s: unknown type %s" % (where, typ))
            val = resolve(m.group(2), where)
            spans.append({"type": typ, "start": cur, "end": cur + len(val), "value": val})
        else:
            val = resolve(m.group(4), where)
            decoys.append({"kind": m.group(3), "start": cur, "end": cur + len(val), "value": val})
        if not val:
            raise SystemExit("%s: empty value" % where)
        parts.append(val)
        cur += len(val)
        pos = m.end()
    parts.append(marked[pos:])
    text = "".join(parts)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise SystemExit("%s: stray markup %r near %r" % (where, ch, text[max(0, text.index(ch) - 40):text.index(ch) + 40]))
    return text, spans, decoys


def main():
    out = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            rid = "c43-%s-%03d" % (lang, i)
            text, spans, decoys = parse(marked, rid)
            for s in spans + decoys:
                assert text[s["start"]:s["end"]] == s["value"]
            out.append({"id": rid, "lang": lang, "kind": kind, "text": text, "spans": spans, "decoys": decoys})
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("wrote %d texts, %d spans, %d decoys -> corpus.jsonl" % (
        len(out), sum(len(o["spans"]) for o in out), sum(len(o["decoys"]) for o in out)))


if __name__ == "__main__":
    main()
