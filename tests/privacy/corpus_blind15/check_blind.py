"""Consistency checker for corpus_blind15/corpus.jsonl.

Prints one line per problem, then a last line ``OK: ...`` or ``FAIL: ...``;
exits 1 on any problem.
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

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL",
         "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT",
         "NATIONAL_ID", "AMOUNT"]
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("127.0.0.0/8", "::1/128", "192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24",
             "2001:db8::/32")]
WORD = re.compile(r"[A-Za-z0-9_]")
SHARES = {"en": 45, "zh": 35, "mixed": 20}

problems = []


def bad(rid, msg):
    problems.append("%s: %s" % (rid, msg))


def is_doc_ip(v):
    try:
        a = ipaddress.ip_address(v)
    except ValueError:
        return None
    return any(a.version == n.version and a in n for n in DOC_NETS)


def wordch(c):
    return bool(c) and WORD.match(c) is not None


def edge_inside_word(text, start, end):
    left = start > 0 and wordch(text[start - 1]) and wordch(text[start])
    right = end < len(text) and wordch(text[end - 1]) and wordch(text[end])
    return left or right


def standalone(text, i, v):
    """False when the occurrence is glued to a longer ASCII word or number
    (digits joined by ',' or '.', as in 6,888 or 1.888, count as one number)."""
    j = i + len(v)
    if i > 0 and wordch(text[i - 1]) and wordch(v[0]):
        return False
    if j < len(text) and wordch(text[j]) and wordch(v[-1]):
        return False
    if v[0].isdigit() and i > 1 and text[i - 1] in ",." and text[i - 2].isdigit():
        return False
    if v[-1].isdigit() and j + 1 < len(text) and text[j] in ",." and text[j + 1].isdigit():
        return False
    return True


def main():
    path = os.path.join(HERE, "corpus.jsonl")
    sp = values.selftest()
    for p in sp:
        bad("values", "selftest: " + p)
    rev = collections.defaultdict(list)
    for name, v in values.VALUES.items():
        rev[v].append(name)

    recs = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                recs.append(json.loads(line))
            except ValueError as e:
                bad("line%d" % n, "bad json: %s" % e)

    ids = collections.Counter(r["id"] for r in recs)
    for rid, c in ids.items():
        if c > 1:
            bad(rid, "duplicate id")

    type_texts = collections.Counter()
    type_spans = collections.Counter()
    decoy_kinds = collections.Counter()
    langs = collections.Counter()
    kinds = set()
    negatives = []
    n_dec = 0

    for r in recs:
        rid, text = r["id"], r["text"]
        for key in ("id", "lang", "kind", "text", "spans", "decoys"):
            if key not in r:
                bad(rid, "missing field %s" % key)
        if not re.fullmatch(r"c15-(en|zh|mixed)-\d{3}", rid) or rid.split("-")[1] != r["lang"]:
            bad(rid, "bad id / lang")
        langs[r["lang"]] += 1
        kinds.add(r["kind"])
        n_dec += len(r["decoys"])
        for m in re.finditer(r"\$([a-z][a-z0-9_]*)", text):
            if m.group(1) in values.VALUES:
                bad(rid, "unresolved value name $%s in text" % m.group(1))
        if not r["spans"]:
            negatives.append(rid)
        items = [("span", s["type"], s) for s in r["spans"]] + \
                [("decoy", d["kind"], d) for d in r["decoys"]]
        for what, t, s in items:
            st, en, v = s["start"], s["end"], s["value"]
            if not (0 <= st < en <= len(text)) or text[st:en] != v:
                bad(rid, "%s %s offsets wrong for %r" % (what, t, v))
                continue
            if v != v.strip():
                bad(rid, "%s %s whitespace at edge %r" % (what, t, v))
            if edge_inside_word(text, st, en):
                bad(rid, "%s %s edge inside an ASCII word %r" % (what, t, v))
            if what == "span" and t not in TYPES:
                bad(rid, "unknown span type %s" % t)
            if what == "decoy" and not re.fullmatch(r"[a-z_]+", t):
                bad(rid, "bad decoy kind %s" % t)
        # overlaps
        ivs = sorted((s["start"], s["end"], w, t) for w, t, s in items)
        for a, b in zip(ivs, ivs[1:]):
            if b[0] < a[1]:
                bad(rid, "overlap %s %s [%d,%d) with %s %s [%d,%d)" % (a[2], a[3], a[0], a[1], b[2], b[3], b[0], b[1]))
        has_card = any(s["type"] == "CARD" for s in r["spans"])
        seen_types = set()
        for s in r["spans"]:
            t, v = s["type"], s["value"]
            seen_types.add(t)
            type_spans[t] += 1
            if t == "CARD" and not values.validate_card(v):
                bad(rid, "CARD fails Luhn/length %r" % v)
            elif t == "IBAN" and not values.iban_ok(v):
                bad(rid, "IBAN fails mod-97/length %r" % v)
            elif t == "IDCARD" and not values.cn_id_ok(v):
                bad(rid, "IDCARD fails GB 11643 %r" % v)
            elif t == "SSN" and not values.ssn_ok(v):
                bad(rid, "SSN shape %r" % v)
            elif t == "NATIONAL_ID":
                names = [n for n in rev.get(v, []) if values.KINDS[n] in values.NATIONAL_ID_SCHEMES]
                if not names:
                    bad(rid, "NATIONAL_ID is not a generated value %r" % v)
                elif not all(values.VALIDATORS[values.KINDS[n]](v) for n in names):
                    bad(rid, "NATIONAL_ID fails its scheme %r" % v)
            elif t == "IP_ADDRESS":
                d = is_doc_ip(v)
                if d is None:
                    bad(rid, "IP_ADDRESS does not parse %r" % v)
                elif d:
                    bad(rid, "documentation/loopback address tagged IP_ADDRESS %r" % v)
            elif t == "CVV":
                if not re.fullmatch(r"\d{3,4}", v):
                    bad(rid, "CVV not 3-4 digits %r" % v)
                if not has_card:
                    bad(rid, "CVV without CARD in text")
            if v in rev and t in ("APIKEY", "SECRET"):
                for n in rev[v]:
                    if not values.VALIDATORS[values.KINDS[n]](v):
                        bad(rid, "generated key fails its shape %s" % n)
        for t in seen_types:
            type_texts[t] += 1
        for d in r["decoys"]:
            decoy_kinds[d["kind"]] += 1
            if d["kind"] == "doc_ip" and not is_doc_ip(d["value"]):
                bad(rid, "doc_ip decoy is not a documentation/loopback address %r" % d["value"])
        # span vs decoy values; every standalone occurrence of a span value is a span
        span_vals = {s["value"] for s in r["spans"]}
        for d in r["decoys"]:
            if d["value"] in span_vals:
                bad(rid, "value is both span and decoy %r" % d["value"])
        cover = [(s["start"], s["end"]) for s in r["spans"]]
        for v in span_vals:
            i = text.find(v)
            while i != -1:
                if standalone(text, i, v) and not any(a <= i and i + len(v) <= b for a, b in cover):
                    bad(rid, "untagged standalone occurrence of span value %r at %d" % (v, i))
                i = text.find(v, i + 1)

    total = len(recs)
    if total < 210:
        bad("corpus", "only %d texts (< 210)" % total)
    for lang, want in SHARES.items():
        share = 100.0 * langs[lang] / max(total, 1)
        if abs(share - want) > 5:
            bad("corpus", "language %s share %.1f%% (want %d±5)" % (lang, share, want))
    for t in TYPES:
        if type_texts[t] < 4:
            bad("corpus", "type %s in only %d texts (< 4)" % (t, type_texts[t]))
    if total and n_dec / total < 2.5:
        bad("corpus", "decoys per text %.2f (< 2.5)" % (n_dec / total))
    if not 3 <= len(negatives) <= 8:
        bad("corpus", "%d texts without spans (want 3-8)" % len(negatives))
    if len(kinds) < 60:
        bad("corpus", "only %d distinct text kinds (< 60)" % len(kinds))

    if "-v" in sys.argv:
        print("texts per language:", dict(langs))
        print("spans per type:", dict(sorted(type_spans.items())))
        print("texts per type:", dict(sorted(type_texts.items())))
        print("decoy kinds:", dict(decoy_kinds.most_common()))
        print("negatives:", negatives)
        print("kinds (%d):" % len(kinds), sorted(kinds))
    for p in problems:
        print(p)
    summary = "%d texts (en %d, zh %d, mixed %d), %d spans, %d decoys (%.2f/text), %d types, %d kinds, %d negatives" % (
        total, langs["en"], langs["zh"], langs["mixed"], sum(type_spans.values()), n_dec,
        n_dec / max(total, 1), len(type_texts), len(kinds), len(negatives))
    if problems:
        print("FAIL: %d problems; %s" % (len(problems), summary))
        return 1
    print("OK: " + summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
