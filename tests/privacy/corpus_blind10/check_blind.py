"""Consistency checker for corpus_blind10.

Prints one line per problem and ends with `OK: ...` or `FAIL: ...`; exits 1 on any problem.

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

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
LANGS = {"en": 45, "zh": 35, "mixed": 20}
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
LOOPBACK_NETS = [ipaddress.ip_network(n) for n in ("127.0.0.0/8", "::1/128")]
ID_RX = re.compile(r"c10-(en|zh|mixed)-\d{3}")

problems = []


def problem(msg):
    problems.append(msg)
    print(msg)


def word(ch):
    return ch.isascii() and ch.isalnum()


def in_nets(v, nets):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return None
    return any(ip.version == n.version and ip in n for n in nets)


def main():
    # 1. values selftest
    for p in values.selftest():
        problem("selftest: " + p)
    reverse = {v: n for n, v in values.VALUES.items()}

    # 2. corpus is present and current
    path = os.path.join(HERE, "corpus.jsonl")
    if not os.path.exists(path):
        problem("corpus.jsonl missing: run build_corpus.py")
        return finish([])
    with open(path, encoding="utf-8") as f:
        records = [json.loads(line) for line in f if line.strip()]
    try:
        import build_corpus
        fresh = build_corpus.build()
        if fresh != records:
            problem("corpus.jsonl is stale: rerun build_corpus.py")
    except Exception as e:  # markup errors
        problem("build_corpus failed: %s" % e)

    ids = collections.Counter(r["id"] for r in records)
    for i, c in ids.items():
        if c > 1:
            problem("%s: duplicate id (%d times)" % (i, c))

    type_texts = collections.defaultdict(set)
    for r in records:
        rid, text = r["id"], r["text"]
        m = ID_RX.fullmatch(rid)
        if not m or m.group(1) != r["lang"]:
            problem("%s: bad id or lang %r" % (rid, r.get("lang")))
        if set(r) != {"id", "lang", "kind", "text", "spans", "decoys"}:
            problem("%s: unexpected keys %s" % (rid, sorted(r)))
        if not r["kind"] or not re.fullmatch(r"[a-z0-9_]+", r["kind"]):
            problem("%s: bad kind %r" % (rid, r["kind"]))
        items = [("span", s["type"], s) for s in r["spans"]] + [("decoy", d["kind"], d) for d in r["decoys"]]
        for what, label, s in items:
            st, en, v = s["start"], s["end"], s["value"]
            tag = "%s: %s %s %r" % (rid, what, label, v)
            if what == "span" and label not in TYPES:
                problem("%s: unknown type" % tag)
            if not (0 <= st < en <= len(text)) or text[st:en] != v:
                problem("%s: offsets %d-%d do not match text" % (tag, st, en))
                continue
            if v != v.strip():
                problem("%s: whitespace at value edge" % tag)
            if st > 0 and word(text[st - 1]) and word(text[st]):
                problem("%s: start inside an ASCII word" % tag)
            if en < len(text) and word(text[en - 1]) and word(text[en]):
                problem("%s: end inside an ASCII word" % tag)
            if what == "span":
                type_texts[label].add(rid)

        # overlaps (span/span, decoy/decoy, span/decoy)
        ivs = sorted((s["start"], s["end"], w, l) for w, l, s in items)
        for a, b in zip(ivs, ivs[1:]):
            if b[0] < a[1]:
                problem("%s: overlap %s %s %d-%d with %s %s %d-%d" % (rid, a[2], a[3], a[0], a[1], b[2], b[3], b[0], b[1]))

        has_card = any(s["type"] == "CARD" for s in r["spans"])
        for s in r["spans"]:
            t, v = s["type"], s["value"]
            tag = "%s: %s %r" % (rid, t, v)
            gen = reverse.get(v)
            scheme = values.SCHEMES.get(gen)
            if t == "CARD":
                if not values.valid_card(v):
                    problem("%s: fails Luhn / 13-19 digits" % tag)
                if scheme != "card":
                    problem("%s: not a generated card value" % tag)
            elif t == "IBAN":
                if not values.valid_iban(v):
                    problem("%s: fails IBAN mod-97 / country length" % tag)
                if scheme != "iban":
                    problem("%s: not a generated IBAN" % tag)
            elif t == "IDCARD":
                if not values.valid_cn_id(v):
                    problem("%s: fails GB 11643 / birth date" % tag)
                if scheme != "cn_id":
                    problem("%s: not a generated Chinese ID" % tag)
            elif t == "SSN":
                if not values.valid_ssn(v):
                    problem("%s: SSN shape rules violated" % tag)
            elif t == "NATIONAL_ID":
                if values.CATEGORY.get(scheme) != "national_id":
                    problem("%s: not a generated national ID" % tag)
                elif not values.VALIDATORS[scheme](v):
                    problem("%s: fails %s scheme" % (tag, scheme))
            elif t == "IP_ADDRESS":
                doc = in_nets(v, DOC_NETS + LOOPBACK_NETS)
                if doc is None:
                    problem("%s: not an IP address" % tag)
                elif doc:
                    problem("%s: documentation/loopback address tagged" % tag)
            elif t == "CVV":
                if not re.fullmatch(r"\d{3,4}", v):
                    problem("%s: CVV not 3-4 digits" % tag)
                if not has_card:
                    problem("%s: CVV in a text without CARD" % tag)
            elif t in ("APIKEY", "SECRET") and gen is not None:
                if not values.VALIDATORS[scheme](v):
                    problem("%s: fails %s shape" % (tag, scheme))
        for d in r["decoys"]:
            k, v = d["kind"], d["value"]
            if k == "doc_ip" and not in_nets(v, DOC_NETS):
                problem("%s: doc_ip decoy %r is not a documentation address" % (rid, v))
            if k == "loopback" and not in_nets(v, LOOPBACK_NETS):
                problem("%s: loopback decoy %r is not loopback" % (rid, v))

        # a value is never both span and decoy
        sv = {s["value"] for s in r["spans"]}
        for d in r["decoys"]:
            if d["value"] in sv:
                problem("%s: value %r is both span and decoy" % (rid, d["value"]))

        # every standalone occurrence of a tagged value is tagged
        ivals = [(s["start"], s["end"]) for _, _, s in items]
        for v in sorted(sv):
            i = text.find(v)
            while i != -1:
                j = i + len(v)
                covered = any(a <= i and j <= b for a, b in ivals)
                standalone = not ((i > 0 and word(text[i - 1]) and word(v[0])) or
                                  (j < len(text) and word(text[j]) and word(v[-1])))
                if not covered and standalone:
                    problem("%s: value %r tagged elsewhere but untagged at %d" % (rid, v, i))
                i = text.find(v, i + 1)

    finish(records, type_texts)


def finish(records, type_texts=None):
    n = len(records)
    if records:
        langs = collections.Counter(r["lang"] for r in records)
        for lang, want in LANGS.items():
            share = 100.0 * langs[lang] / n
            if abs(share - want) > 5:
                problem("language share %s = %.1f%% (want %d%% +-5)" % (lang, share, want))
        if n < 210:
            problem("only %d texts (want >= 210)" % n)
        for t in TYPES:
            c = len(type_texts.get(t, ()))
            if c < 4:
                problem("type %s in only %d texts (want >= 4)" % (t, c))
        nd = sum(len(r["decoys"]) for r in records)
        if nd / n < 2.5:
            problem("decoys per text %.2f (want >= 2.5)" % (nd / n))
        neg = sum(1 for r in records if not r["spans"])
        if not 3 <= neg <= 8:
            problem("%d texts without spans (want 3-8)" % neg)
        kinds = len({r["kind"] for r in records})
        if kinds < 60:
            problem("only %d distinct text kinds (want >= 60)" % kinds)
    if problems:
        print("FAIL: %d problems" % len(problems))
        sys.exit(1)
    ns = sum(len(r["spans"]) for r in records)
    nd = sum(len(r["decoys"]) for r in records)
    langs = collections.Counter(r["lang"] for r in records)
    print("OK: %d texts (en %d, zh %d, mixed %d), %d spans, %d decoys, %d kinds, %d negative texts" % (
        len(records), langs["en"], langs["zh"], langs["mixed"], ns, nd,
        len({r["kind"] for r in records}), sum(1 for r in records if not r["spans"])))


if __name__ == "__main__":
    main()
