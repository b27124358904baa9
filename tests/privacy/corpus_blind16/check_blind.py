"""check_blind.py -- consistency checker for corpus_blind16/corpus.jsonl.

One line per problem; the last line is `OK: ...` or `FAIL: ...` (exit 1 on a problem).
  python3 check_blind.py [-v]      (-v prints statistics)
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
WORD = re.compile(r"[A-Za-z0-9_]")
CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]")
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("127.0.0.0/8", "::1/128", "192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
SHARES = {"en": 45, "zh": 35, "mixed": 20}


def is_word(ch):
    return bool(ch) and WORD.fullmatch(ch) is not None


def doc_or_loopback(v):
    try:
        ip = ipaddress.ip_address(v.split("%")[0])
    except ValueError:
        return None
    return any(ip in n for n in DOC_NETS)


def standalone(text, i, v):
    """Is the occurrence text[i:i+len(v)] standalone (not glued to a longer ASCII word or number)?"""
    if CJK.search(v):
        return True
    j = i + len(v)
    before = text[i - 1] if i > 0 else ""
    after = text[j] if j < len(text) else ""
    if is_word(v[0]) and is_word(before):
        return False
    if is_word(v[-1]) and is_word(after):
        return False
    if v[0].isdigit() and before in ",." and i >= 2 and text[i - 2].isdigit():
        return False
    if v[-1].isdigit() and after in ",." and j + 1 < len(text) and text[j + 1].isdigit():
        return False
    return True


def check(records, problems):
    name_of = {v: n for n, v in values.VALUES.items()}
    ids = set()
    for r in records:
        rid, text = r["id"], r["text"]
        if rid in ids:
            problems.append("%s: duplicate id" % rid)
        ids.add(rid)
        if r["lang"] not in SHARES:
            problems.append("%s: bad lang %s" % (rid, r["lang"]))
        if not re.fullmatch(r"c16-(en|zh|mixed)-\d{3}", rid) or rid.split("-")[1] != r["lang"]:
            problems.append("%s: bad id" % rid)
        for ch in "⟦⟧⟪⟫":
            if ch in text:
                problems.append("%s: markup character %s left in text" % (rid, ch))
        for m in re.finditer(r"\$([A-Za-z_][A-Za-z0-9_]*)", text):
            if m.group(1) in values.VALUES:
                problems.append("%s: unresolved $%s" % (rid, m.group(1)))
        items = [("span", s["type"], s) for s in r["spans"]] + [("decoy", d["kind"], d) for d in r["decoys"]]
        for what, lab, s in items:
            st, en, v = s["start"], s["end"], s["value"]
            if text[st:en] != v:
                problems.append("%s: %s %s offset mismatch %r != %r" % (rid, what, lab, text[st:en], v))
                continue
            if not v or v != v.strip():
                problems.append("%s: %s %s whitespace at value edge %r" % (rid, what, lab, v))
            if st > 0 and is_word(text[st - 1]) and is_word(text[st]):
                problems.append("%s: %s %s starts inside an ASCII word %r" % (rid, what, lab, v))
            if en < len(text) and is_word(text[en - 1]) and is_word(text[en]):
                problems.append("%s: %s %s ends inside an ASCII word %r" % (rid, what, lab, v))
        # overlaps
        ordered = sorted(items, key=lambda x: (x[2]["start"], x[2]["end"]))
        for a, b in zip(ordered, ordered[1:]):
            if b[2]["start"] < a[2]["end"]:
                problems.append("%s: overlap %s %s %r / %s %s %r" % (rid, a[0], a[1], a[2]["value"],
                                                                       b[0], b[1], b[2]["value"]))
        span_types = {s["type"] for s in r["spans"]}
        for s in r["spans"]:
            t, v = s["type"], s["value"]
            if t not in TYPES:
                problems.append("%s: unknown type %s" % (rid, t))
            if t == "CARD" and not values.card_ok(v):
                problems.append("%s: CARD fails Luhn/length %r" % (rid, v))
            if t == "IBAN" and not values.iban_ok(v):
                problems.append("%s: IBAN fails mod-97/length %r" % (rid, v))
            if t == "IDCARD" and not values.cnid_ok(v):
                problems.append("%s: IDCARD fails GB 11643 %r" % (rid, v))
            if t == "SSN" and not values.ssn_ok(v):
                problems.append("%s: SSN shape %r" % (rid, v))
            if t == "NATIONAL_ID":
                n = name_of.get(v)
                if n is None or values.KINDS[n] not in values.NATIONAL_ID_KINDS:
                    problems.append("%s: NATIONAL_ID not a generated national id %r" % (rid, v))
                elif not values.VALIDATORS[values.KINDS[n]](v):
                    problems.append("%s: NATIONAL_ID fails its scheme %r" % (rid, v))
            if t == "IP_ADDRESS":
                d = doc_or_loopback(v)
                if d is None:
                    problems.append("%s: IP_ADDRESS not an address %r" % (rid, v))
                elif d:
                    problems.append("%s: documentation/loopback address tagged %r" % (rid, v))
            if t in ("APIKEY", "SECRET") and v in name_of:
                n = name_of[v]
                if not values.VALIDATORS[values.KINDS[n]](v):
                    problems.append("%s: %s fails vendor shape %s" % (rid, t, n))
            if t == "CVV":
                if not re.fullmatch(r"\d{3,4}", v):
                    problems.append("%s: CVV not 3-4 digits %r" % (rid, v))
                if "CARD" not in span_types:
                    problems.append("%s: CVV in a text without CARD" % rid)
        for d in r["decoys"]:
            if d["kind"] == "doc_ip" and not doc_or_loopback(d["value"]):
                problems.append("%s: doc_ip decoy is not a documentation/loopback address %r" % (rid, d["value"]))
        span_vals = {s["value"] for s in r["spans"]}
        for d in r["decoys"]:
            if d["value"] in span_vals:
                problems.append("%s: value both span and decoy %r" % (rid, d["value"]))
        # every standalone occurrence of a tagged value is tagged
        cover = [(s["start"], s["end"]) for s in r["spans"]]
        for v in sorted(span_vals):
            i = text.find(v)
            while i != -1:
                j = i + len(v)
                if not any(a <= i and j <= b for a, b in cover) and standalone(text, i, v):
                    problems.append("%s: untagged standalone occurrence of %r at %d" % (rid, v, i))
                i = text.find(v, i + 1)


def corpus_checks(records, problems, stats):
    n = len(records)
    if n < 210:
        problems.append("corpus: only %d texts (need >= 210)" % n)
    by_lang = collections.Counter(r["lang"] for r in records)
    for lang, share in SHARES.items():
        pct = 100.0 * by_lang[lang] / max(n, 1)
        if abs(pct - share) > 5:
            problems.append("corpus: %s share %.1f%% (want %d%% +-5)" % (lang, pct, share))
    texts_per_type = collections.Counter()
    for r in records:
        for t in {s["type"] for s in r["spans"]}:
            texts_per_type[t] += 1
    for t in TYPES:
        if texts_per_type[t] < 4:
            problems.append("corpus: type %s in only %d texts (need >= 4)" % (t, texts_per_type[t]))
    n_dec = sum(len(r["decoys"]) for r in records)
    if n and n_dec / n < 2.5:
        problems.append("corpus: %.2f decoys per text (need >= 2.5)" % (n_dec / n))
    no_span = [r["id"] for r in records if not r["spans"]]
    if not 3 <= len(no_span) <= 8:
        problems.append("corpus: %d texts without spans (need 3-8)" % len(no_span))
    kinds = {r["kind"] for r in records}
    if len(kinds) < 60:
        problems.append("corpus: only %d distinct text kinds (need >= 60)" % len(kinds))
    stats.update(n=n, by_lang=by_lang, texts_per_type=texts_per_type, n_dec=n_dec, no_span=no_span,
                 kinds=kinds)


def main():
    verbose = "-v" in sys.argv[1:]
    problems = []
    for p in values.selftest():
        problems.append("selftest: " + p)
    path = os.path.join(HERE, "corpus.jsonl")
    records = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            line = line.strip()
            if not line:
                continue
            try:
                records.append(json.loads(line))
            except ValueError as e:
                problems.append("corpus.jsonl line %d: bad JSON (%s)" % (ln, e))
    check(records, problems)
    stats = {}
    corpus_checks(records, problems, stats)
    for p in problems:
        print(p)
    if verbose:
        spans_per_type = collections.Counter()
        spans_lang = collections.defaultdict(collections.Counter)
        for r in records:
            for s in r["spans"]:
                spans_per_type[s["type"]] += 1
                spans_lang[s["type"]][r["lang"]] += 1
        print("texts: %d  (%s)" % (stats["n"], ", ".join("%s %d" % (k, stats["by_lang"][k]) for k in SHARES)))
        print("%-14s %6s %6s %6s %6s %6s" % ("type", "spans", "en", "zh", "mixed", "texts"))
        for t in TYPES:
            print("%-14s %6d %6d %6d %6d %6d" % (t, spans_per_type[t], spans_lang[t]["en"], spans_lang[t]["zh"],
                                                  spans_lang[t]["mixed"], stats["texts_per_type"][t]))
        print("%-14s %6d" % ("total", sum(spans_per_type.values())))
        dk = collections.Counter(d["kind"] for r in records for d in r["decoys"])
        print("decoys: %d (%.2f per text), %d kinds" % (stats["n_dec"], stats["n_dec"] / max(stats["n"], 1), len(dk)))
        for k, c in sorted(dk.items(), key=lambda x: (-x[1], x[0])):
            print("  %-18s %d" % (k, c))
        print("texts without spans: %d (%s)" % (len(stats["no_span"]), ", ".join(stats["no_span"])))
        print("distinct text kinds: %d" % len(stats["kinds"]))
    if problems:
        print("FAIL: %d problem(s) in %d texts" % (len(problems), len(records)))
        return 1
    print("OK: %d texts, %d spans, %d decoys, selftest passed" %
          (len(records), sum(len(r["spans"]) for r in records), stats["n_dec"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
