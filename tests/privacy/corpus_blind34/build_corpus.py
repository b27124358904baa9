"""Build corpus.jsonl from texts_en.py / texts_zh.py / texts_mixed.py (stdlib only)."""
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

MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z_0-9]+)\|(.*?)⟫", re.S)
TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"}


def resolve(v):
    if re.fullmatch(r"\$[a-z_][a-z0-9_]*", v):
        name = v[1:]
        if name not in values.VALUES:
            raise KeyError("unknown value name %r" % name)
        return values.VALUES[name]
    return v


def parse(marked):
    marked = marked.strip("\n")
    out, spans, decoys, pos = [], [], [], 0
    length = 0
    for m in MARK.finditer(marked):
        plain = marked[pos:m.start()]
        if "⟦" in plain or "⟧" in plain or "⟪" in plain or "⟫" in plain:
            raise ValueError("stray markup near: %r" % plain[-60:])
        out.append(plain)
        length += len(plain)
        if m.group(1):
            typ, val = m.group(1), resolve(m.group(2))
            if typ not in TYPES:
                raise ValueError("unknown type %s" % typ)
            spans.append({"type": typ, "start": length, "end": length + len(val), "value": val})
        else:
            kind, val = m.group(3), resolve(m.group(4))
            decoys.append({"kind": kind, "start": length, "end": length + len(val), "value": val})
        out.append(val)
        length += len(val)
        pos = m.end()
    tail = marked[pos:]
    if any(c in tail for c in "⟦⟧⟪⟫"):
        raise ValueError("stray markup in tail: %r" % tail[-60:])
    out.append(tail)
    return "".join(out), spans, decoys


def build():
    records = []
    for lang, mod in (("en", texts_en), ("zh", texts_zh), ("mixed", texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            try:
                text, spans, decoys = parse(marked)
            except Exception as e:
                raise SystemExit("c34-%s-%03d (%s): %s" % (lang, i, kind, e))
            records.append({"id": "c34-%s-%03d" % (lang, i), "lang": lang, "kind": kind, "text": text,
                            "spans": spans, "decoys": decoys})
    return records


def main():
    errs = values.selftest()
    if errs:
        raise SystemExit("values.selftest failed: %s" % errs)
    records = build()
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d records to corpus.jsonl" % len(records))


if __name__ == "__main__":
    main()
