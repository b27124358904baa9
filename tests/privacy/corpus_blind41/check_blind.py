#!/usr/bin/env python3
"""Validate corpus.jsonl (run build_corpus.py first).  -v prints the tables."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import values  # noqa: E402

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL",
         "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT",
         "NATIONAL_ID", "AMOUNT"]
LANGS = ["en", "zh", "mixed"]
SHARE = {"en": (0.40, 0.50), "zh": (0.30, 0.40), "mixed": (0.15, 0.25)}
TITLE_RE = re.compile(r"^(Mr|Mrs|Ms|Mx|Miss|Dr|Prof|Sister|Sr|Fr|Rev|Sir|Dame|Lady|Lord|Frau|Herr|Mme|Mlle|Sra|Señor|Señora)\b\.?\s", re.I)
CJK_RE = re.compile(r"[\u3400-\u9fff]")


def is_w(c):
    return c.isascii() and c.isalnum()


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        a, b = i, i + len(v)
        ok = True
        if is_w(v[0]) and a > 0 and is_w(text[a - 1]):
            ok = False
        if is_w(v[-1]) and b < len(text) and is_w(text[b]):
            ok = False
        if ok:
            out.append((a, b))
        i = text.find(v, i + 1)
    return out


def cnid_date(v):
    s = v.replace(" ", "")
    return values._mk(int(s[6:10]), int(s[10:12]), int(s[12:14]))


def main():
    verbose = "-v" in sys.argv
    errors, warns = [], []

    def err(rid, msg):
        errors.append("%s: %s" % (rid, msg))

    path = os.path.join(HERE, "corpus.jsonl")
    recs = [json.loads(line) for line in open(path, encoding="utf-8")]
    values.selftest()

    per_type_spans = collections.Counter()
    per_type_texts = collections.defaultdict(set)
    decoy_kinds = collections.Counter()
    kinds = collections.Counter()
    langs = collections.Counter()
    no_span = []
    ids = set()

    for r in recs:
        rid, text = r["id"], r["text"]
        if rid in ids:
            err(rid, "duplicate id")
        ids.add(rid)
        if not re.fullmatch(r"c41-(en|zh|mixed)-\d{3}", rid) or r["lang"] not in LANGS:
            err(rid, "bad id/lang")
        langs[r["lang"]] += 1
        kinds[r["kind"]] += 1
        if any(c in text for c in "⟦⟧⟪⟫"):
            err(rid, "markup left in text")
        if re.search(r"\$[a-z][a-z0-9_]*_\d", text):
            warns.append("%s: possible unresolved $name" % rid)
        # language/script sanity
        has_cjk = bool(CJK_RE.search(text))
        n_cjk = len(CJK_RE.findall(text))
        n_latin_words = len(re.findall(r"\b[A-Za-z]{3,}\b", text))
        if r["lang"] == "en" and has_cjk:
            err(rid, "CJK characters in an en text")
        if r["lang"] == "zh" and n_cjk < 20:
            err(rid, "zh text with few CJK characters")
        if r["lang"] == "mixed" and (n_cjk < 10 or n_latin_words < 5):
            err(rid, "mixed text is not really mixed (cjk=%d latin words=%d)" % (n_cjk, n_latin_words))

        spans, decoys = r["spans"], r["decoys"]
        if not spans:
            no_span.append(rid)
        allm = []
        for s in spans:
            allm.append(("span", s))
            if text[s["start"]:s["end"]] != s["value"]:
                err(rid, "offset mismatch %r" % s["value"])
            if s["type"] not in TYPES:
                err(rid, "unknown type %s" % s["type"])
                continue
            per_type_spans[s["type"]] += 1
            per_type_texts[s["type"]].add(rid)
            v = s["value"]
            why = values.validate(s["type"], v)
            if why:
                err(rid, why)
            if v != v.strip():
                err(rid, "span %r has outer whitespace" % v)
            a, b = s["start"], s["end"]
            if is_w(v[0]) and a > 0 and is_w(text[a - 1]):
                err(rid, "span %s %r starts inside a word" % (s["type"], v))
            if is_w(v[-1]) and b < len(text) and is_w(text[b]):
                err(rid, "span %s %r ends inside a word" % (s["type"], v))
            if s["type"] == "PERSON" and TITLE_RE.match(v):
                err(rid, "title inside PERSON %r" % v)
            if s["type"] == "PERSON" and re.search(r"妈妈|爸爸|大舅|舅舅|姥姥|奶奶|爷爷|外婆|表姐|表哥|表妹|表弟|姐姐|哥哥|弟弟|妹妹|阿姨$", v):
                err(rid, "kinship word inside PERSON %r" % v)
        for d in decoys:
            allm.append(("decoy", d))
            decoy_kinds[d["kind"]] += 1
            if text[d["start"]:d["end"]] != d["value"]:
                err(rid, "decoy offset mismatch %r" % d["value"])
            if d["kind"] == "doc_ip" and not values.is_doc_ip(d["value"]):
                err(rid, "doc_ip decoy %r is not in a documentation range" % d["value"])
            if d["kind"] in ("price", "amount_like") and values.amount_ok(d["value"]) is False:
                pass
        # overlaps (spans with spans, decoys with decoys, spans with decoys)
        allm.sort(key=lambda x: (x[1]["start"], x[1]["end"]))
        for (w1, m1), (w2, m2) in zip(allm, allm[1:]):
            if m2["start"] < m1["end"]:
                err(rid, "overlap %s %r / %s %r" % (w1, m1["value"], w2, m2["value"]))
        # IP rules
        for s in spans:
            if s["type"] == "IP_ADDRESS" and values.ip_ok(s["value"]) is False:
                err(rid, "IP span in documentation range %r" % s["value"])
        # CVV only with CARD
        types_here = {s["type"] for s in spans}
        if "CVV" in types_here and "CARD" not in types_here:
            err(rid, "CVV without CARD")
        # Chinese ID birth date vs DOB shown
        dobs = [values.parse_dob(s["value"]) for s in spans if s["type"] == "DATE_OF_BIRTH"]
        dobs = [d for d in dobs if d]
        if dobs:
            for s in spans:
                if s["type"] == "IDCARD" and cnid_date(s["value"]) not in dobs:
                    err(rid, "IDCARD %s birth date not among DOBs shown %s" % (s["value"], dobs))
        # consistency: a span string is tagged everywhere in the text
        for v in {s["value"] for s in spans}:
            for a, b in occurrences(text, v):
                if not any(s["start"] <= a and b <= s["end"] for s in spans):
                    err(rid, "span string %r also occurs untagged at %d" % (v, a))
        # never both span and decoy
        both = {s["value"] for s in spans} & {d["value"] for d in decoys}
        if both:
            err(rid, "strings both span and decoy: %s" % sorted(both))
        # a decoy string must not sit (untagged) inside a span either way
        for d in decoys:
            for s in spans:
                if d["value"] == s["value"]:
                    err(rid, "decoy equals span %r" % d["value"])

    n = len(recs)
    nspans = sum(per_type_spans.values())
    ndec = sum(decoy_kinds.values())
    if not 180 <= n <= 195:
        err("corpus", "text count %d outside 180-195" % n)
    if not 1100 <= nspans <= 1300:
        err("corpus", "span count %d outside 1100-1300" % nspans)
    for lg in LANGS:
        lo, hi = SHARE[lg]
        if not lo <= langs[lg] / n <= hi:
            err("corpus", "language share %s = %.1f%% outside %d-%d%%" % (lg, 100 * langs[lg] / n, lo * 100, hi * 100))
    for t in TYPES:
        if len(per_type_texts[t]) < 4:
            err("corpus", "type %s in only %d texts" % (t, len(per_type_texts[t])))
    if ndec / n < 2.5:
        err("corpus", "decoys per text %.2f < 2.5" % (ndec / n))
    if not 3 <= len(no_span) <= 8:
        err("corpus", "%d texts without spans (want 3-8)" % len(no_span))
    if len(kinds) < 60:
        err("corpus", "only %d distinct text kinds" % len(kinds))
    if len(decoy_kinds) < 60:
        err("corpus", "only %d distinct decoy kinds" % len(decoy_kinds))
    dup = [k for k, c in kinds.items() if c > 1]
    if dup:
        warns.append("text kinds used more than once: %s" % dup)

    if verbose:
        print("texts: %d   spans: %d   decoys: %d (%.2f / text)   texts without spans: %d %s"
              % (n, nspans, ndec, ndec / n, len(no_span), no_span))
        print("languages: " + ", ".join("%s %d (%.1f%%)" % (lg, langs[lg], 100 * langs[lg] / n) for lg in LANGS))
        print("distinct text kinds: %d   distinct decoy kinds: %d" % (len(kinds), len(decoy_kinds)))
        print()
        print("%-14s %6s %6s %5s %5s %6s" % ("type", "spans", "texts", "en", "zh", "mixed"))
        for t in TYPES:
            lc = collections.Counter(rid.split("-")[1] for rid in per_type_texts[t])
            print("%-14s %6d %6d %5d %5d %6d" % (t, per_type_spans[t], len(per_type_texts[t]), lc["en"], lc["zh"], lc["mixed"]))
        print()
        per_lang_spans = collections.Counter()
        for r in recs:
            per_lang_spans[r["lang"]] += len(r["spans"])
        print("spans per language: " + ", ".join("%s %d" % (lg, per_lang_spans[lg]) for lg in LANGS))
        print()
        print("decoy kinds (%d):" % len(decoy_kinds))
        items = sorted(decoy_kinds.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 6):
            print("  " + "  ".join("%s=%d" % kv for kv in items[i:i + 6]))
        print()
    for w in warns:
        print("WARN", w)
    for e in errors:
        print("ERROR", e)
    if errors:
        print("%d errors" % len(errors))
        sys.exit(1)
    print("OK: corpus is clean")


if __name__ == "__main__":
    main()
