#!/usr/bin/env python3
"""Consistency checker for corpus_blind9/corpus.jsonl.

Prints one line per problem; exits 1 on any problem.  Last line is
`OK: ...` or `FAIL: ...`.
"""
import collections
import datetime
import ipaddress
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
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("127.0.0.0/8", "::1/128", "192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24",
             "2001:db8::/32")]
SHARES = {"en": 45, "zh": 35, "mixed": 20}
WORD = re.compile(r"[A-Za-z0-9_]")


def is_word(ch):
    return bool(WORD.fullmatch(ch))


def doc_ip(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return None
    return any(ip in n for n in DOC_NETS)


def ssn_ok(v):
    m = re.fullmatch(r"(\d{3})[- ]?(\d{2})[- ]?(\d{4})", v)
    if not m:
        return False
    a, g, s = m.groups()
    return a not in ("000", "666") and a[0] != "9" and g != "00" and s != "0000"


def main():
    problems = []
    P = problems.append
    for line in values.selftest():
        P(line)
    path = os.path.join(HERE, "corpus.jsonl")
    recs = [json.loads(l) for l in open(path, encoding="utf-8") if l.strip()]
    ids = collections.Counter(r["id"] for r in recs)
    for i, c in ids.items():
        if c > 1:
            P("%s: duplicate id (%d times)" % (i, c))
    natid_values = {values.VALUES[n]: n for n in values.VALUES
                    if n.startswith(values.NATIONAL_ID_PREFIXES) and n in values.VALIDATORS}
    type_texts = collections.defaultdict(set)
    n_decoys = 0
    no_span = 0
    for r in recs:
        rid, text = r["id"], r["text"]
        spans, decoys = r["spans"], r["decoys"]
        n_decoys += len(decoys)
        if not spans:
            no_span += 1
        if r["lang"] not in SHARES:
            P("%s: bad lang %r" % (rid, r["lang"]))
        items = [("span", s["type"], s) for s in spans] + [("decoy", d["kind"], d) for d in decoys]
        for what, label, s in items:
            st, en, v = s["start"], s["end"], s["value"]
            if not (0 <= st < en <= len(text)) or text[st:en] != v:
                P("%s: %s %s offsets wrong for %r" % (rid, what, label, v))
                continue
            if v != v.strip():
                P("%s: %s %s has edge whitespace: %r" % (rid, what, label, v))
            if st > 0 and is_word(text[st - 1]) and is_word(text[st]):
                P("%s: %s %s starts inside an ASCII word: %r" % (rid, what, label, text[max(0, st - 8):en]))
            if en < len(text) and is_word(text[en - 1]) and is_word(text[en]):
                P("%s: %s %s ends inside an ASCII word: %r" % (rid, what, label, text[st:en + 8]))
        # overlaps
        srt = sorted(items, key=lambda x: (x[2]["start"], x[2]["end"]))
        for a, b in zip(srt, srt[1:]):
            if b[2]["start"] < a[2]["end"]:
                P("%s: overlap %s %s %r / %s %s %r" % (rid, a[0], a[1], a[2]["value"], b[0], b[1], b[2]["value"]))
        types_here = {s["type"] for s in spans}
        for t in types_here:
            type_texts[t].add(rid)
        for s in spans:
            t, v = s["type"], s["value"]
            if t not in TYPES:
                P("%s: unknown type %s" % (rid, t))
            if t == "CARD" and not values.luhn_ok(v):
                P("%s: CARD fails Luhn: %r" % (rid, v))
            if t == "CARD" and not (13 <= len(values.only_digits(v)) <= 19):
                P("%s: CARD bad length: %r" % (rid, v))
            if t == "IBAN" and not values.iban_ok(v):
                P("%s: IBAN fails mod-97/length: %r" % (rid, v))
            if t == "IDCARD" and not values.cn_id_ok(v):
                P("%s: IDCARD fails GB 11643 / birth date: %r" % (rid, v))
            if t == "SSN" and not ssn_ok(v):
                P("%s: SSN bad shape: %r" % (rid, v))
            if t == "NATIONAL_ID":
                name = natid_values.get(v)
                if name is None:
                    P("%s: NATIONAL_ID %r is not a validated generated value" % (rid, v))
                elif not values.VALIDATORS[name](v):
                    P("%s: NATIONAL_ID %r fails its check" % (rid, v))
            if t == "IP_ADDRESS":
                d = doc_ip(v)
                if d is None:
                    P("%s: IP_ADDRESS does not parse: %r" % (rid, v))
                elif d:
                    P("%s: documentation/loopback IP tagged IP_ADDRESS: %r" % (rid, v))
            if t == "CVV" and not re.fullmatch(r"\d{3,4}", v):
                P("%s: CVV bad shape: %r" % (rid, v))
        for d in decoys:
            if d["kind"] == "doc_ip" and not doc_ip(d["value"]):
                P("%s: doc_ip decoy is not a documentation address: %r" % (rid, d["value"]))
        if "CVV" in types_here and "CARD" not in types_here:
            P("%s: CVV without CARD" % rid)
        # a value tagged once is tagged wherever else it stands alone
        span_pos = {(s["start"], s["end"]) for s in spans}
        decoy_pos = {(d["start"], d["end"]) for d in decoys}
        ranges = [(x[2]["start"], x[2]["end"]) for x in items]
        for v in {s["value"] for s in spans if s["value"]}:
            i = text.find(v)
            while i != -1:
                j = i + len(v)
                if (i, j) not in span_pos:
                    alone = not (i > 0 and is_word(text[i - 1]) and is_word(text[i])) and \
                        not (j < len(text) and is_word(text[j - 1]) and is_word(text[j]))
                    if (i, j) in decoy_pos:
                        P("%s: %r is both a span and a decoy" % (rid, v))
                    elif alone and not any(a < j and i < b for a, b in ranges):
                        P("%s: %r tagged elsewhere but untagged at %d" % (rid, v, i))
                i = text.find(v, i + 1)
    total = len(recs)
    if total < 200:
        P("only %d texts (< 200)" % total)
    langs = collections.Counter(r["lang"] for r in recs)
    for lang, want in SHARES.items():
        share = 100.0 * langs[lang] / max(total, 1)
        if abs(share - want) > 5:
            P("language %s share %.1f%% not within 5 points of %d%%" % (lang, share, want))
    for t in TYPES:
        if len(type_texts[t]) < 4:
            P("type %s in only %d texts (< 4)" % (t, len(type_texts[t])))
    avg = n_decoys / max(total, 1)
    if avg < 2.5:
        P("decoys per text %.2f < 2.5" % avg)
    if not 3 <= no_span <= 8:
        P("%d texts without spans (want 3-8)" % no_span)
    kinds = {r["kind"] for r in recs}
    if len(kinds) < 60:
        P("only %d distinct text kinds (< 60)" % len(kinds))
    for p in problems:
        print(p)
    n_spans = sum(len(r["spans"]) for r in recs)
    summary = "%d texts (en %d, zh %d, mixed %d), %d spans, %d decoys (%.2f/text), %d kinds, %d without spans" % (
        total, langs["en"], langs["zh"], langs["mixed"], n_spans, n_decoys, avg, len(kinds), no_span)
    if problems:
        print("FAIL: %d problems; %s" % (len(problems), summary))
        return 1
    print("OK: %s" % summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
