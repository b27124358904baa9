#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Strip the markup from texts_en.py / texts_zh.py / texts_mixed.py and write
corpus.jsonl (one JSON object per line).

Markup:  ⟦TYPE|value⟧ is a labelled span, ⟪kind|value⟫ is a decoy.  A value
written exactly ``$name`` is replaced by values.VALUES[name]; the value's
declared type (values.META) must match the span type ("DECOY" for decoys).
"""
import importlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import META, VALUES, selftest  # noqa: E402

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL",
         "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT",
         "NATIONAL_ID", "AMOUNT"]
LANGS = [("en", "texts_en"), ("zh", "texts_zh"), ("mixed", "texts_mixed")]
BRACKETS = "⟦⟧⟪⟫"
MARK_RE = re.compile(r"⟦([^|⟦⟧⟪⟫]*)\|([^⟦⟧⟪⟫]*)⟧|⟪([^|⟦⟧⟪⟫]*)\|([^⟦⟧⟪⟫]*)⟫")
NAME_RE = re.compile(r"\$[A-Za-z_][A-Za-z0-9_]*")


class MarkupError(Exception):
    pass


def resolve(raw, want, where):
    if NAME_RE.fullmatch(raw):
        name = raw[1:]
        if name not in VALUES:
            raise MarkupError("%s: unknown value %s" % (where, raw))
        if META[name][0] != want:
            raise MarkupError("%s: %s is a %s value, used as %s" % (where, raw, META[name][0], want))
        return VALUES[name]
    return raw


def strip_markup(marked, where):
    parts, spans, decoys = [], [], []
    pos = cur = 0
    for m in MARK_RE.finditer(marked):
        plain = marked[pos:m.start()]
        if any(c in plain for c in BRACKETS):
            raise MarkupError("%s: stray bracket before %r" % (where, marked[m.start():m.start() + 40]))
        parts.append(plain)
        cur += len(plain)
        if m.group(1) is not None:
            typ, raw = m.group(1), m.group(2)
            if typ not in TYPES:
                raise MarkupError("%s: unknown type %r" % (where, typ))
            val = resolve(raw, typ, where)
            item = {"type": typ, "start": cur, "end": cur + len(val), "value": val}
            spans.append(item)
        else:
            kind, raw = m.group(3), m.group(4)
            if not kind or kind != kind.strip() or not re.fullmatch(r"[a-z0-9_]+", kind):
                raise MarkupError("%s: bad decoy kind %r" % (where, kind))
            val = resolve(raw, "DECOY", where)
            item = {"kind": kind, "start": cur, "end": cur + len(val), "value": val}
            decoys.append(item)
        if not val:
            raise MarkupError("%s: empty value in %r" % (where, m.group(0)))
        parts.append(val)
        cur += len(val)
        pos = m.end()
    tail = marked[pos:]
    if any(c in tail for c in BRACKETS):
        raise MarkupError("%s: stray bracket in tail %r" % (where, tail[:60]))
    parts.append(tail)
    text = "".join(parts)
    for it in spans + decoys:
        assert text[it["start"]:it["end"]] == it["value"]
    return text, spans, decoys


def build():
    selftest()
    records = []
    for lang, modname in LANGS:
        mod = importlib.import_module(modname)
        for i, entry in enumerate(mod.TEXTS, 1):
            rid = "c90-%s-%03d" % (lang, i)
            if not (isinstance(entry, tuple) and len(entry) == 2):
                raise MarkupError("%s: entry is not (kind, text)" % rid)
            kind, marked = entry
            text, spans, decoys = strip_markup(marked, rid)
            records.append({"id": rid, "lang": lang, "kind": kind, "text": text,
                            "spans": spans, "decoys": decoys})
    out = os.path.join(HERE, "corpus.jsonl")
    with open(out, "w", encoding="utf-8") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    n_sp = sum(len(r["spans"]) for r in records)
    n_dec = sum(len(r["decoys"]) for r in records)
    print("wrote %s: %d texts, %d spans, %d decoys" % (os.path.basename(out), len(records), n_sp, n_dec))
    return records


if __name__ == "__main__":
    try:
        build()
    except MarkupError as e:
        print("markup error:", e)
        sys.exit(1)
