"""Consistency checker for corpus_blind11/corpus.jsonl.

Prints one line per problem; exits 1 on any problem.  Last line is `OK: ...` or `FAIL: ...`.
Standard library only.  Usage: python3 check_blind.py
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

TYPES = [
    "PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD", "APIKEY",
    "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT",
]
DOC_NETS = [ipaddress.ip_network(n) for n in (
    "127.0.0.0/8", "::1/128", "192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
WORD = re.compile(r"[A-Za-z0-9_]")
SHARES = {"en": 45, "zh": 35, "mixed": 20}


def is_word(ch):
    return bool(ch) and ch.isascii() and bool(WORD.match(ch))


def is_doc_ip(v):
    try:
        a = ipaddress.ip_address(v)
    except ValueError:
        return None
    return any(a.version == n.version and a in n for n in DOC_NETS)


def main():
    problems = []
    P = problems.append

    for p in values.selftest():
        P("selftest: " + p)

    path = os.path.join(HERE, "corpus.jsonl")
    if not os.path.exists(path):
        print("FAIL: corpus.jsonl missing (run build_corpus.py)")
        sys.exit(1)
    records = [json.loads(line) for line in open(path, encoding="utf-8") if line.strip()]

    national_values = {values.VALUES[n]: n for n in values.NATIONAL_ID_SCHEME}
    ids = collections.Counter(r["id"] for r in records)
    for i, c in ids.items():
        if c > 1:
            P("%s: duplicate id (%d times)" % (i, c))

    span_values = collections.defaultdict(set)   # value -> ids
    decoy_values = collections.defaultdict(set)
    type_texts = collections.defaultdict(set)
    type_count = collections.Counter()
    decoy_kinds = collections.Counter()
    langs = collections.Counter()
    kinds = set()
    no_span = []
    n_decoys = 0

    for r in records:
        rid, text = r["id"], r["text"]
        langs[r["lang"]] += 1
        kinds.add(r["kind"])
        if r["lang"] not in SHARES:
            P("%s: bad lang %r" % (rid, r["lang"]))
        if not re.fullmatch(r"c11-(en|zh|mixed)-\d{3}", rid) or rid.split("-")[1] != r["lang"]:
            P("%s: bad id" % rid)
        spans, decoys = r["spans"], r["decoys"]
        if not spans:
            no_span.append(rid)
        n_decoys += len(decoys)
        items = [("span", s["type"], s) for s in spans] + [("decoy", d["kind"], d) for d in decoys]
        types_here = {s["type"] for s in spans}
        for what, label, s in items:
            st, en, v = s["start"], s["end"], s["value"]
            tag = "%s %s %s %r" % (rid, what, label, v[:60])
            if not (0 <= st < en <= len(text)) or text[st:en] != v:
                P("%s: offsets wrong" % tag)
                continue
            if v != v.strip():
                P("%s: whitespace at value edge" % tag)
            if st > 0 and is_word(text[st - 1]) and is_word(text[st]):
                P("%s: start edge inside an ASCII word" % tag)
            if en < len(text) and is_word(text[en - 1]) and is_word(text[en]):
                P("%s: end edge inside an ASCII word" % tag)
        # overlaps
        ivs = sorted(((s["start"], s["end"], w, lab) for w, lab, s in items))
        for a, b in zip(ivs, ivs[1:]):
            if b[0] < a[1]:
                P("%s: overlap %s %s [%d,%d) with %s %s [%d,%d)" % (rid, a[2], a[3], a[0], a[1], b[2], b[3], b[0], b[1]))
        # type rules
        for s in spans:
            t, v = s["type"], s["value"]
            if t not in TYPES:
                P("%s: unknown type %s" % (rid, t))
                continue
            type_texts[t].add(rid)
            type_count[t] += 1
            span_values[v].add(rid)
            if t == "CARD" and not values.card_ok(v):
                P("%s: CARD %r fails Luhn/length" % (rid, v))
            if t == "IBAN" and not values.iban_ok(v):
                P("%s: IBAN %r fails mod-97/country length" % (rid, v))
            if t == "IDCARD" and not values.cn_id_ok(v):
                P("%s: IDCARD %r fails GB 11643 / birth date" % (rid, v))
            if t == "SSN" and not values.ssn_ok(v):
                P("%s: SSN %r fails shape rules" % (rid, v))
            if t == "NATIONAL_ID":
                name = national_values.get(v)
                if name is None:
                    P("%s: NATIONAL_ID %r is not a generated value" % (rid, v))
                elif not values.NATIONAL_SCHEMES[values.NATIONAL_ID_SCHEME[name]](v):
                    P("%s: NATIONAL_ID %r fails scheme %s" % (rid, v, values.NATIONAL_ID_SCHEME[name]))
            if t == "IP_ADDRESS":
                d = is_doc_ip(v)
                if d is None:
                    P("%s: IP_ADDRESS %r does not parse" % (rid, v))
                elif d:
                    P("%s: IP_ADDRESS %r is a documentation/loopback address" % (rid, v))
            if t == "CVV":
                if "CARD" not in types_here:
                    P("%s: CVV %r in a text without a CARD" % (rid, v))
                if not re.fullmatch(r"\d{3,4}", v):
                    P("%s: CVV %r is not 3-4 digits" % (rid, v))
        for d in decoys:
            decoy_kinds[d["kind"]] += 1
            decoy_values[d["value"]].add(rid)
            if not re.fullmatch(r"[a-z][a-z0-9_]*", d["kind"]):
                P("%s: bad decoy kind %r" % (rid, d["kind"]))
            if d["kind"] == "doc_ip" and not is_doc_ip(d["value"]):
                P("%s: doc_ip decoy %r is not a documentation/loopback address" % (rid, d["value"]))
        # every standalone occurrence of a tagged value is tagged
        covered = [(s["start"], s["end"]) for _, _, s in items]
        exact = {(s["start"], s["end"]) for s in spans}
        for v in {s["value"] for s in spans if s["value"]}:
            i = text.find(v)
            while i != -1:
                j = i + len(v)
                if (i, j) not in exact:
                    inside = any(a <= i and j <= b for a, b in covered)
                    partial = any(a < j and i < b for a, b in covered)
                    glued = (i > 0 and is_word(text[i - 1]) and is_word(text[i])) or \
                            (j < len(text) and is_word(text[j - 1]) and is_word(text[j]))
                    if not inside and not partial and not glued:
                        P("%s: untagged standalone occurrence of tagged value %r at %d" % (rid, v[:60], i))
                i = text.find(v, i + 1)

    for v in sorted(set(span_values) & set(decoy_values)):
        P("value %r is both span (%s) and decoy (%s)" % (v[:60], ",".join(sorted(span_values[v])),
                                                         ",".join(sorted(decoy_values[v]))))
    n = len(records)
    if n < 210:
        P("only %d texts (< 210)" % n)
    for lang, want in SHARES.items():
        share = 100.0 * langs[lang] / max(n, 1)
        if abs(share - want) > 5:
            P("language %s share %.1f%% outside %d±5%%" % (lang, share, want))
    for t in TYPES:
        if len(type_texts[t]) < 4:
            P("type %s in only %d texts (< 4)" % (t, len(type_texts[t])))
    if n and n_decoys / n < 2.5:
        P("only %.2f decoys per text (< 2.5)" % (n_decoys / n))
    if not 3 <= len(no_span) <= 8:
        P("%d texts without spans (want 3-8): %s" % (len(no_span), ", ".join(no_span)))
    if len(kinds) < 60:
        P("only %d distinct text kinds (< 60)" % len(kinds))

    if "-v" in sys.argv:
        print("types:", ", ".join("%s=%d/%d texts" % (t, type_count[t], len(type_texts[t])) for t in TYPES))
        print("decoy kinds:", ", ".join("%s=%d" % kv for kv in decoy_kinds.most_common()))
        print("langs:", dict(langs), "kinds:", len(kinds), "no-span:", no_span)
    for p in problems:
        print(p)
    summary = "%d texts (en %d, zh %d, mixed %d), %d spans, %d decoys (%.2f/text), %d kinds, %d negative texts" % (
        n, langs["en"], langs["zh"], langs["mixed"], sum(type_count.values()), n_decoys,
        n_decoys / max(n, 1), len(kinds), len(no_span))
    if problems:
        print("FAIL: %d problems; %s" % (len(problems), summary))
        sys.exit(1)
    print("OK: " + summary)


if __name__ == "__main__":
    main()
