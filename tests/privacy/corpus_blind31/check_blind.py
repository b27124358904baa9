"""Verify corpus.jsonl for corpus_blind31. Usage: python3 check_blind.py [-v]"""
import collections
import ipaddress
import json
import os
import re
import sys

import build_corpus
import values

HERE = os.path.dirname(os.path.abspath(__file__))
TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
WORD = re.compile(r"[A-Za-z0-9]")
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("127.0.0.0/8", "::1/128", "192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
CN_NUM = "零一二三四五六七八九十百千万亿两〇壹贰叁肆伍陆柒捌玖拾佰仟"
errors = []
SPOKEN = set("oh zero one two three four five six seven eight nine double triple hundred thousand".split())


def err(rid, msg):
    errors.append("%s: %s" % (rid, msg))


def is_doc_ip(s):
    try:
        a = ipaddress.ip_address(s)
    except ValueError:
        return False
    return any(a in n for n in DOC_NETS)


def parse_dates(s):
    """Return set of (y,m,d) found in a DOB string."""
    out = set()
    for m in re.finditer(r"(\d{4})[-/.年 ](\d{1,2})[-/.月 ](\d{1,2})", s):
        out.add(tuple(int(x) for x in m.groups()))
    for m in re.finditer(r"\b(\d{1,2})[/.](\d{1,2})[/.](\d{4})\b", s):
        a, b, y = (int(x) for x in m.groups())
        out.add((y, b, a))
        out.add((y, a, b))
    months = {m: i for i, m in enumerate(
        ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1)}
    for m in re.finditer(r"(\d{1,2})(?:st|nd|rd|th)? ([A-Za-z]{3})[a-z]*,? (\d{4})", s):
        if m.group(2).lower() in months:
            out.add((int(m.group(3)), months[m.group(2).lower()], int(m.group(1))))
    for m in re.finditer(r"([A-Za-z]{3})[a-z]* (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})", s):
        if m.group(1).lower() in months:
            out.add((int(m.group(3)), months[m.group(1).lower()], int(m.group(2))))
    return out


def check_value(rid, t, v, row):
    raw = v
    if t == "CARD" and not values.card_ok(v):
        err(rid, "CARD fails Luhn/length: %r" % v)
    elif t == "IBAN" and not values.iban_ok(v):
        err(rid, "IBAN invalid: %r" % v)
    elif t == "IDCARD":
        if not values.prc_ok(v):
            err(rid, "IDCARD invalid: %r" % v)
        dobs = [s["value"] for s in row["spans"] if s["type"] == "DATE_OF_BIRTH"]
        if dobs:
            ymd = (int(v[6:10]), int(v[10:12]), int(v[12:14]))
            parsed = set()
            for d in dobs:
                parsed |= parse_dates(d)
            if parsed and ymd not in parsed:
                err(rid, "IDCARD %s birth date not among DOBs %r" % (v, dobs))
    elif t == "NATIONAL_ID" and not values.national_ok(v):
        err(rid, "NATIONAL_ID fails every scheme: %r" % v)
    elif t == "SSN" and not values.ssn_ok(v):
        err(rid, "SSN invalid: %r" % v)
    elif t == "APIKEY" and values.apikey_kind(v) is None:
        err(rid, "APIKEY unknown shape: %r" % v)
    elif t == "SECRET" and not values.secret_ok(v):
        err(rid, "SECRET implausible: %r" % v)
    elif t == "CVV":
        if not re.fullmatch(r"\d{3,4}", v):
            err(rid, "CVV shape: %r" % v)
        if not any(s["type"] == "CARD" for s in row["spans"]):
            err(rid, "CVV without CARD")
    elif t == "IP_ADDRESS":
        try:
            a = ipaddress.ip_address(v)
            if is_doc_ip(v) or a.is_unspecified or a.is_multicast:
                err(rid, "IP_ADDRESS is doc/loopback/unspecified: %r" % v)
        except ValueError:
            err(rid, "IP_ADDRESS unparsable: %r" % v)
    elif t == "EMAIL" and not re.fullmatch(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}", v):
        err(rid, "EMAIL shape: %r" % v)
    elif t == "PHONE":
        nd = len(re.sub(r"\D", "", v))
        words = re.findall(r"[A-Za-z]+", v.replace("ext", ""))
        spoken = words and all(w.lower() in SPOKEN for w in words) and len(words) >= 7
        if not (spoken or (4 <= nd <= 16 and not words)):
            err(rid, "PHONE shape: %r" % v)
    elif t == "AMOUNT" and not (re.search(r"\d", v) or any(c in CN_NUM for c in v)
                                or re.search(r"(?i)hundred|thousand|fifty|twenty|forty|thirty|sixty|seventy|eighty|ninety|ten|eleven|twelve|grand|quid", v)):
        err(rid, "AMOUNT has no number: %r" % v)
    elif t == "DATE_OF_BIRTH" and not (re.search(r"\d", v) or any(c in CN_NUM for c in v)
                                       or re.search(r"(?i)first|second|third|th\b|nineteen|twenty|thousand", v)):
        err(rid, "DOB has no number: %r" % v)
    elif t == "PASSPORT" and not re.fullmatch(r"[A-Z0-9]{6,10}", v.replace(" ", "")):
        err(rid, "PASSPORT shape: %r" % v)
    if v != v.strip():
        err(rid, "%s value has outer whitespace: %r" % (t, raw))


def check_decoy(rid, d):
    k, v = d["kind"], d["value"]
    if k == "doc_ip" and not is_doc_ip(v):
        err(rid, "doc_ip not a documentation/loopback address: %r" % v)
    if k == "bind_address" and v not in ("0.0.0.0", "::"):
        err(rid, "bind_address: %r" % v)
    if k == "cidr" and "/" not in v:
        err(rid, "cidr without prefix: %r" % v)
    if v != v.strip() or not v:
        err(rid, "decoy value whitespace/empty: %r" % v)


def standalone_occurrences(text, v):
    i = text.find(v)
    while i != -1:
        j = i + len(v)
        left_ok = not (i > 0 and WORD.match(text[i - 1]) and WORD.match(v[0]))
        right_ok = not (j < len(text) and WORD.match(text[j]) and WORD.match(v[-1]))
        if left_ok and right_ok:
            yield i, j
        i = text.find(v, i + 1)


def main(verbose):
    rows = build_corpus.build()
    with open(os.path.join(HERE, "corpus.jsonl"), encoding="utf-8") as f:
        disk = [json.loads(l) for l in f]
    if disk != rows:
        err("corpus", "corpus.jsonl differs from a fresh build")
    fails = values.selftest(verbose)
    for f_ in fails:
        err("values", "selftest failure " + f_)
    ids = set()
    for r in rows:
        rid, text = r["id"], r["text"]
        if rid in ids:
            err(rid, "duplicate id")
        ids.add(rid)
        if text != text.strip("\n"):
            err(rid, "leading/trailing newline")
        marks = [("S", s["type"], s) for s in r["spans"]] + [("D", d["kind"], d) for d in r["decoys"]]
        for _, t, s in marks:
            if text[s["start"]:s["end"]] != s["value"]:
                err(rid, "offset mismatch for %r" % s["value"])
            if s["start"] > 0 and WORD.match(text[s["start"] - 1]) and WORD.match(text[s["start"]]):
                err(rid, "edge inside ASCII word at start of %r" % s["value"])
            if s["end"] < len(text) and WORD.match(text[s["end"]]) and WORD.match(text[s["end"] - 1]):
                err(rid, "edge inside ASCII word at end of %r" % s["value"])
        iv = sorted((s["start"], s["end"], s["value"]) for _, _, s in marks)
        for a, b in zip(iv, iv[1:]):
            if b[0] < a[1]:
                err(rid, "overlap %r / %r" % (a[2], b[2]))
        for s in r["spans"]:
            if s["type"] not in TYPES:
                err(rid, "unknown type " + s["type"])
            check_value(rid, s["type"], s["value"], r)
        for d in r["decoys"]:
            check_decoy(rid, d)
        svals = {s["value"] for s in r["spans"]}
        dvals = {d["value"] for d in r["decoys"]}
        for v in svals & dvals:
            err(rid, "value both span and decoy: %r" % v)
        # consistency: each standalone occurrence of a span value is covered
        cover = [(s["start"], s["end"], s["value"]) for s in r["spans"]]
        dcover = [(d["start"], d["end"]) for d in r["decoys"]]
        for v in svals:
            for i, j in standalone_occurrences(text, v):
                if any(a <= i and j <= b for a, b, _ in cover):
                    continue
                if any(a <= i and j <= b and (b - a) > (j - i) for a, b in dcover):
                    continue
                err(rid, "untagged occurrence of span value %r at %d" % (v, i))
    # corpus-level
    n = len(rows)
    by_lang = collections.Counter(r["lang"] for r in rows)
    for lang, target in (("en", 45), ("zh", 35), ("mixed", 20)):
        share = 100.0 * by_lang[lang] / n if n else 0
        if abs(share - target) > 5:
            err("corpus", "language share %s %.1f%% outside %d±5" % (lang, share, target))
    type_texts = collections.Counter()
    type_spans = collections.Counter()
    type_lang = collections.defaultdict(collections.Counter)
    for r in rows:
        for t in {s["type"] for s in r["spans"]}:
            type_texts[t] += 1
        for s in r["spans"]:
            type_spans[s["type"]] += 1
            type_lang[s["type"]][r["lang"]] += 1
    for t in TYPES:
        if type_texts[t] < 4:
            err("corpus", "type %s only in %d texts" % (t, type_texts[t]))
    ndec = sum(len(r["decoys"]) for r in rows)
    if n < 150:
        err("corpus", "only %d texts (<150)" % n)
    if n and ndec / n < 2.5:
        err("corpus", "decoys per text %.2f < 2.5" % (ndec / n))
    empty = sum(1 for r in rows if not r["spans"])
    if not 3 <= empty <= 8:
        err("corpus", "%d texts without spans (want 3-8)" % empty)
    kinds = {r["kind"] for r in rows}
    if len(kinds) < 60:
        err("corpus", "only %d distinct kinds" % len(kinds))
    if verbose:
        print("texts: %d  (%s)" % (n, ", ".join("%s %d = %.1f%%" % (l, by_lang[l], 100.0 * by_lang[l] / n)
                                                   for l in ("en", "zh", "mixed"))))
        print("spans: %d  decoys: %d (%.2f/text)  texts without spans: %d  kinds: %d" % (
            sum(type_spans.values()), ndec, ndec / n, empty, len(kinds)))
        print("%-14s %6s %6s %5s %5s %5s" % ("type", "spans", "texts", "en", "zh", "mixed"))
        for t in TYPES:
            print("%-14s %6d %6d %5d %5d %5d" % (t, type_spans[t], type_texts[t], type_lang[t]["en"],
                                                  type_lang[t]["zh"], type_lang[t]["mixed"]))
        dk = collections.Counter(d["kind"] for r in rows for d in r["decoys"])
        print("decoy kinds (%d): %s" % (len(dk), ", ".join("%s %d" % kv for kv in dk.most_common())))
        for e in errors:
            print("ERROR", e)
    if errors:
        print("FAIL: %d problems" % len(errors))
        return 1
    print("OK: %d texts, %d spans, %d decoys" % (n, sum(type_spans.values()), ndec))
    return 0


if __name__ == "__main__":
    sys.exit(main("-v" in sys.argv))
