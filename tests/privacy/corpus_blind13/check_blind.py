"""Consistency checker for corpus_blind13/corpus.jsonl.

Prints one line per problem, then a last line ``OK: ...`` or ``FAIL: ...``; exits 1 on any problem.

    python3 check_blind.py
"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import values  # noqa: E402

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD", "APIKEY",
         "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
SHARES = {"en": 0.45, "zh": 0.35, "mixed": 0.20}
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("127.0.0.0/8", "::1/128", "192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]

problems = []


def problem(msg):
    problems.append(msg)
    print(msg)


def is_word(ch):
    return ch.isascii() and (ch.isalnum() or ch == "_")


def edge_inside_word(text, start, end):
    bad = []
    if start > 0 and is_word(text[start - 1]) and is_word(text[start]):
        bad.append("start")
    if end < len(text) and is_word(text[end - 1]) and is_word(text[end]):
        bad.append("end")
    return bad


def doc_ip(value):
    try:
        ip = ipaddress.ip_address(value)
    except ValueError:
        return None
    return any(ip.version == n.version and ip in n for n in DOC_NETS)


def main():
    sp = values.selftest()
    for p in sp:
        problem("selftest: " + p)

    path = os.path.join(HERE, "corpus.jsonl")
    records = [json.loads(line) for line in open(path, encoding="utf-8") if line.strip()]
    generated = set(values.VALUES.values())

    ids = collections.Counter(r["id"] for r in records)
    for rid, n in ids.items():
        if n > 1:
            problem("%s: duplicate id (%d times)" % (rid, n))

    type_texts = collections.defaultdict(set)
    n_decoys = 0
    negatives = []
    kinds = set()
    for r in records:
        rid, text = r["id"], r["text"]
        kinds.add(r["kind"])
        if not re.fullmatch(r"c13-(en|zh|mixed)-\d{3}", rid) or not rid.startswith("c13-%s-" % r["lang"]):
            problem("%s: bad id or lang %r" % (rid, r["lang"]))
        spans, decoys = r["spans"], r["decoys"]
        n_decoys += len(decoys)
        if not spans:
            negatives.append(rid)
        items = [("span", s["type"], s) for s in spans] + [("decoy", d["kind"], d) for d in decoys]
        for what, label, it in items:
            s, e, v = it["start"], it["end"], it["value"]
            if text[s:e] != v:
                problem("%s: %s %s offsets %d-%d give %r, not %r" % (rid, what, label, s, e, text[s:e], v))
                continue
            if not v or v != v.strip():
                problem("%s: %s %s %r has whitespace at an edge" % (rid, what, label, v))
            bad = edge_inside_word(text, s, e)
            if bad:
                problem("%s: %s %s %r %s edge inside an ASCII word" % (rid, what, label, v, "/".join(bad)))
            if what == "span" and label not in TYPES:
                problem("%s: unknown type %s" % (rid, label))
            if what == "decoy" and not re.fullmatch(r"[a-z_]+", label):
                problem("%s: bad decoy kind %r" % (rid, label))
        # overlaps
        ivs = sorted(((it["start"], it["end"], what, label, it["value"]) for what, label, it in items))
        for a, b in zip(ivs, ivs[1:]):
            if b[0] < a[1]:
                problem("%s: overlap %s %s %r / %s %s %r" % (rid, a[2], a[3], a[4], b[2], b[3], b[4]))
        # type-specific checks
        has_card = any(s["type"] == "CARD" for s in spans)
        for s in spans:
            t, v = s["type"], s["value"]
            type_texts[t].add(rid)
            if t == "CARD" and not values.valid_card(v):
                problem("%s: CARD %r fails Luhn / length" % (rid, v))
            if t == "IBAN" and not values.valid_iban(v):
                problem("%s: IBAN %r fails mod-97 / country length" % (rid, v))
            if t == "IDCARD" and not values.valid_cn_id(v):
                problem("%s: IDCARD %r fails GB 11643 / birth date" % (rid, v))
            if t == "SSN" and not values.valid_ssn(v):
                problem("%s: SSN %r breaks shape rules" % (rid, v))
            if t == "NATIONAL_ID":
                scheme = values.nid_scheme_of(v)
                if scheme is None:
                    problem("%s: NATIONAL_ID %r is not a generated value" % (rid, v))
                elif not values.VALIDATORS[scheme](v):
                    problem("%s: NATIONAL_ID %r fails %s" % (rid, v, scheme))
            if t in ("CARD", "IBAN", "IDCARD") and v not in generated:
                problem("%s: %s %r is not a generated value" % (rid, t, v))
            if t == "IP_ADDRESS":
                d = doc_ip(v)
                if d is None:
                    problem("%s: IP_ADDRESS %r does not parse" % (rid, v))
                elif d:
                    problem("%s: IP_ADDRESS %r is a documentation/loopback address" % (rid, v))
            if t == "CVV":
                if not re.fullmatch(r"\d{3,4}", v):
                    problem("%s: CVV %r is not 3-4 digits" % (rid, v))
                if not has_card:
                    problem("%s: CVV %r in a text without a CARD" % (rid, v))
        for d in decoys:
            if d["kind"] == "doc_ip" and not doc_ip(d["value"]):
                problem("%s: doc_ip decoy %r is not a documentation/loopback address" % (rid, d["value"]))
        # span value vs decoy value
        span_vals = {s["value"] for s in spans}
        for d in decoys:
            if d["value"] in span_vals:
                problem("%s: %r is both span and decoy" % (rid, d["value"]))
        # every standalone occurrence of a tagged value is tagged
        for v in sorted(span_vals):
            exact = {(s["start"], s["end"]) for s in spans if s["value"] == v}
            start = 0
            while True:
                i = text.find(v, start)
                if i < 0:
                    break
                start = i + 1
                j = i + len(v)
                if edge_inside_word(text, i, j):
                    continue
                if (i, j) in exact:
                    continue
                inside_span = any(s["start"] <= i and j <= s["end"] and (s["start"], s["end"]) != (i, j)
                                  for s in spans)
                if not inside_span:
                    problem("%s: %r at %d is not tagged (tagged elsewhere in the text)" % (rid, v, i))

    # corpus-level checks
    n = len(records)
    if n < 210:
        problem("only %d texts (need >= 210)" % n)
    langs = collections.Counter(r["lang"] for r in records)
    for lang, share in SHARES.items():
        got = langs[lang] / n if n else 0
        if abs(got - share) > 0.05:
            problem("language %s share %.3f outside %.2f +- 0.05" % (lang, got, share))
    for t in TYPES:
        if len(type_texts[t]) < 4:
            problem("type %s occurs in %d texts (need >= 4)" % (t, len(type_texts[t])))
    if n and n_decoys / n < 2.5:
        problem("%.2f decoys per text (need >= 2.5)" % (n_decoys / n))
    if not 3 <= len(negatives) <= 8:
        problem("%d texts without spans (need 3-8)" % len(negatives))
    if len(kinds) < 60:
        problem("%d distinct text kinds (need >= 60)" % len(kinds))

    n_spans = sum(len(r["spans"]) for r in records)
    summary = "%d texts (en %d, zh %d, mixed %d), %d spans, %d decoys (%.2f/text), %d negatives, %d kinds" % (
        n, langs["en"], langs["zh"], langs["mixed"], n_spans, n_decoys, n_decoys / max(n, 1), len(negatives),
        len(kinds))
    if problems:
        print("FAIL: %d problems; %s" % (len(problems), summary))
        return 1
    print("OK: " + summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
