"""Consistency checker for corpus_blind12/corpus.jsonl.

Prints one line per problem and exits 1 if there is any; the last line is
`OK: ...` or `FAIL: ...`.
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

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("127.0.0.0/8", "::1/128", "192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
SHARES = {"en": 0.45, "zh": 0.35, "mixed": 0.20}
MIN_TEXTS = 210


def is_word(ch):
    return ch.isascii() and ch.isalnum()


def is_doc_ip(v):
    try:
        a = ipaddress.ip_address(v)
    except ValueError:
        return None
    return any(a.version == n.version and a in n for n in DOC_NETS)


def main():
    problems = []

    def bad(rid, msg):
        problems.append("%s: %s" % (rid, msg))

    for p in values.selftest():
        bad("values", p)

    path = os.path.join(HERE, "corpus.jsonl")
    recs = [json.loads(line) for line in open(path, encoding="utf-8") if line.strip()]

    nid_values = {v for k, v in values.VALUES.items() if values.VALUE_SCHEME[k].startswith("nid_")}
    nid_scheme = {v: values.VALUE_SCHEME[k] for k, v in values.VALUES.items()}
    generated = set(values.VALUES.values())

    ids = collections.Counter(r["id"] for r in recs)
    for rid, n in ids.items():
        if n > 1:
            bad(rid, "duplicate id")

    type_texts = collections.defaultdict(set)
    span_values, decoy_values = collections.defaultdict(set), collections.defaultdict(set)
    no_span = []
    kinds = collections.Counter()
    n_decoys = 0

    for r in recs:
        rid, text = r["id"], r["text"]
        if r["lang"] not in SHARES:
            bad(rid, "bad lang %r" % r["lang"])
        if not re.fullmatch(r"c12-(en|zh|mixed)-\d{3}", rid) or rid.split("-")[1] != r["lang"]:
            bad(rid, "bad id format")
        if not r.get("kind"):
            bad(rid, "missing kind")
        kinds[r["kind"]] += 1
        items = [("span", s["type"], s) for s in r["spans"]] + [("decoy", d["kind"], d) for d in r["decoys"]]
        n_decoys += len(r["decoys"])
        if not r["spans"]:
            no_span.append(rid)
        for what, label, it in items:
            s, e, v = it["start"], it["end"], it["value"]
            if not (0 <= s < e <= len(text)) or text[s:e] != v:
                bad(rid, "%s %s offsets wrong for %r" % (what, label, v))
                continue
            if v != v.strip():
                bad(rid, "%s %s has whitespace at an edge: %r" % (what, label, v))
            if s > 0 and is_word(text[s - 1]) and is_word(text[s]):
                bad(rid, "%s %s %r starts inside an ASCII word" % (what, label, v))
            if e < len(text) and is_word(text[e - 1]) and is_word(text[e]):
                bad(rid, "%s %s %r ends inside an ASCII word" % (what, label, v))
            if what == "span":
                span_values[v].add(rid)
            else:
                decoy_values[v].add(rid)
        # overlaps (span/span, decoy/decoy, span/decoy)
        ordered = sorted(items, key=lambda x: (x[2]["start"], x[2]["end"]))
        for a, b in zip(ordered, ordered[1:]):
            if b[2]["start"] < a[2]["end"]:
                bad(rid, "overlap %s %s %r / %s %s %r" % (a[0], a[1], a[2]["value"], b[0], b[1], b[2]["value"]))
        has_card = any(s["type"] == "CARD" for s in r["spans"])
        for s in r["spans"]:
            t, v = s["type"], s["value"]
            type_texts[t].add(rid)
            if t not in TYPES:
                bad(rid, "unknown type %s" % t)
            elif t == "CARD":
                if not values.card_ok(v):
                    bad(rid, "CARD fails Luhn/length: %r" % v)
                if v not in generated:
                    bad(rid, "CARD not a generated value: %r" % v)
            elif t == "IBAN":
                if not values.iban_ok(v):
                    bad(rid, "IBAN fails mod-97/length: %r" % v)
                if v not in generated:
                    bad(rid, "IBAN not a generated value: %r" % v)
            elif t == "IDCARD":
                if not values.cnid_ok(v):
                    bad(rid, "IDCARD fails GB 11643/birth date: %r" % v)
                if v not in generated:
                    bad(rid, "IDCARD not a generated value: %r" % v)
            elif t == "SSN":
                if not values.ssn_ok(v):
                    bad(rid, "SSN shape wrong: %r" % v)
            elif t == "NATIONAL_ID":
                if v not in nid_values:
                    bad(rid, "NATIONAL_ID not a generated value: %r" % v)
                elif not values.VALIDATORS[nid_scheme[v]](v):
                    bad(rid, "NATIONAL_ID fails %s: %r" % (nid_scheme[v], v))
            elif t == "IP_ADDRESS":
                d = is_doc_ip(v)
                if d is None:
                    bad(rid, "IP_ADDRESS does not parse: %r" % v)
                elif d:
                    bad(rid, "documentation/loopback address tagged IP_ADDRESS: %r" % v)
            elif t == "CVV":
                if not has_card:
                    bad(rid, "CVV in a text without CARD")
                if not re.fullmatch(r"\d{3,4}", v):
                    bad(rid, "CVV not 3-4 digits: %r" % v)
        for d in r["decoys"]:
            if d["kind"] == "doc_ip" and not is_doc_ip(d["value"]):
                bad(rid, "doc_ip decoy is not a documentation/loopback address: %r" % d["value"])
        # a value tagged once is tagged at every other standalone occurrence
        covered = [(it["start"], it["end"]) for _, _, it in items]
        span_at = {(s["start"], s["end"]) for s in r["spans"]}
        for v in {s["value"] for s in r["spans"]}:
            if len(v) < 2:
                continue
            i = text.find(v)
            while i != -1:
                j = i + len(v)
                if (i, j) not in span_at:
                    inside_word = (i > 0 and is_word(text[i - 1]) and is_word(text[i])) or \
                                  (j < len(text) and is_word(text[j - 1]) and is_word(text[j]))
                    overl = any(a < j and i < b for a, b in covered)
                    if not inside_word and not overl:
                        bad(rid, "value %r tagged elsewhere but untagged at %d" % (v, i))
                i = text.find(v, i + 1)

    for v in set(span_values) & set(decoy_values):
        bad(",".join(sorted(span_values[v] | decoy_values[v])), "value %r is both span and decoy" % v)

    n = len(recs)
    if n < MIN_TEXTS:
        bad("corpus", "only %d texts (< %d)" % (n, MIN_TEXTS))
    langs = collections.Counter(r["lang"] for r in recs)
    for lang, share in SHARES.items():
        got = langs[lang] / n if n else 0
        if abs(got - share) > 0.05:
            bad("corpus", "language %s share %.3f outside %.2f±0.05" % (lang, got, share))
    for t in TYPES:
        if len(type_texts[t]) < 4:
            bad("corpus", "type %s in only %d texts" % (t, len(type_texts[t])))
    if n and n_decoys / n < 2.5:
        bad("corpus", "only %.2f decoys per text" % (n_decoys / n))
    if not 3 <= len(no_span) <= 8:
        bad("corpus", "%d texts without spans (want 3-8)" % len(no_span))
    if len(kinds) < 60:
        bad("corpus", "only %d distinct kinds" % len(kinds))

    for p in problems:
        print(p)
    n_spans = sum(len(r["spans"]) for r in recs)
    summary = "%d texts (en %d, zh %d, mixed %d), %d spans, %d decoys (%.2f/text), %d kinds, %d texts without spans" % (
        n, langs["en"], langs["zh"], langs["mixed"], n_spans, n_decoys, n_decoys / max(n, 1), len(kinds), len(no_span))
    if problems:
        print("FAIL: %d problems; %s" % (len(problems), summary))
        return 1
    print("OK: " + summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
