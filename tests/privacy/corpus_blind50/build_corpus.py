#!/usr/bin/env python3
"""Strip the markup from texts_{en,zh,mixed}.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  labelled span      ⟪kind|value⟫  decoy
A value written exactly ``$name`` is replaced by values.VALUES[name].
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import VALUES, selftest  # noqa: E402

TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"}
MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟪⟫⟦⟧]+)\|(.*?)⟫", re.S)
REF = re.compile(r"\$[a-z][a-z0-9_]*")


def resolve(v, where):
    if REF.fullmatch(v):
        if v[1:] not in VALUES:
            raise SystemExit(f"{where}: unknown value {v}")
        return VALUES[v[1:]]
    if "$" in v and REF.search(v) and REF.search(v).group(0)[1:] in VALUES:
        raise SystemExit(f"{where}: $name must be the whole value: {v!r}")
    return v


def parse(marked, where):
    marked = marked.strip("\n")
    out, spans, decoys = [], [], []
    pos = last = 0
    for m in MARK.finditer(marked):
        chunk = marked[last:m.start()]
        out.append(chunk)
        pos += len(chunk)
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2), where)
            if typ not in TYPES:
                raise SystemExit(f"{where}: unknown type {typ}")
            spans.append({"type": typ, "start": pos, "end": pos + len(val), "value": val})
        else:
            kind, val = m.group(3).strip(), resolve(m.group(4), where)
            decoys.append({"kind": kind, "start": pos, "end": pos + len(val), "value": val})
        if not val:
            raise SystemExit(f"{where}: empty value")
        out.append(val)
        pos += len(val)
        last = m.end()
    out.append(marked[last:])
    text = "".join(out)
    for ch in "⟦⟧⟪⟫":
        if ch in text:
            raise SystemExit(f"{where}: stray markup {ch!r} in {text[:80]!r}")
    for s in spans + decoys:
        assert text[s["start"]:s["end"]] == s["value"]
    return text, spans, decoys


def load(lang):
    ns = {}
    path = os.path.join(HERE, f"texts_{lang}.py")
    with open(path, encoding="utf-8") as f:
        exec(compile(f.read(), path, "exec"), ns)
    return ns["TEXTS"]


def build():
    selftest()
    rows = []
    for lang in ("en", "zh", "mixed"):
        for i, (kind, marked) in enumerate(load(lang), 1):
            rid = f"c50-{lang}-{i:03d}"
            text, spans, decoys = parse(marked, rid)
            rows.append({"id": rid, "lang": lang, "kind": kind, "text": text, "spans": spans, "decoys": decoys})
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    n_sp = sum(len(r["spans"]) for r in rows)
    n_de = sum(len(r["decoys"]) for r in rows)
    print(f"wrote corpus.jsonl: {len(rows)} texts, {n_sp} spans, {n_de} decoys")


if __name__ == "__main__":
    build()
