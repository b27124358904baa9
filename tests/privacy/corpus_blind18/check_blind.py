"""Verify corpus.jsonl (rebuilds it first). Usage: python3 check_blind.py [-v]"""
import collections
import ipaddress
import re
import sys

import build_corpus
import values as V

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
DOC_NETS = [ipaddress.ip_network(n) for n in ("127.0.0.0/8", "::1/128", "192.0.2.0/24", "198.51.100.0/24",
                                                "203.0.113.0/24", "2001:db8::/32")]
W = re.compile(r"[A-Za-z0-9]")


def isw(c):
    return bool(W.fullmatch(c))


def dob_digits(v):
    m = re.search(r"(\d{4})\D{1,3}(\d{1,2})\D{1,3}(\d{1,2})", v)
    if m:
        return "%s%02d%02d" % (m.group(1), int(m.group(2)), int(m.group(3)))
    m = re.search(r"(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4})", v)
    if m:
        return "%s%02d%02d" % (m.group(3), int(m.group(2)), int(m.group(1)))
    months = "jan feb mar apr may jun jul aug sep oct nov dec".split()
    m = re.search(r"(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3})[a-z]*\.?,?\s+(\d{4})", v)
    if m and m.group(2).lower() in months:
        return "%s%02d%02d" % (m.group(3), months.index(m.group(2).lower()) + 1, int(m.group(1)))
    m = re.search(r"([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})", v)
    if m and m.group(1).lower() in months:
        return "%s%02d%02d" % (m.group(3), months.index(m.group(1).lower()) + 1, int(m.group(2)))
    return None


def check(rows, verbose):
    errs = []

    def err(r, msg):
        errs.append("%s (%s): %s" % (r["id"], r["kind"], msg))

    for r in rows:
        t = r["text"]
        items = [("S", s["type"], s) for s in r["spans"]] + [("D", d["kind"], d) for d in r["decoys"]]
        for tag, typ, s in items:
            if t[s["start"]:s["end"]] != s["value"] or not s["value"]:
                err(r, "offset mismatch %r" % s["value"])
            if s["value"] != s["value"].strip():
                err(r, "whitespace at edge of %r" % s["value"])
            a, b = s["start"], s["end"]
            if a > 0 and isw(t[a - 1]) and isw(t[a]):
                err(r, "start inside word: %r" % s["value"])
            if b < len(t) and isw(t[b - 1]) and isw(t[b]):
                err(r, "end inside word: %r" % s["value"])
            if tag == "S" and typ not in TYPES:
                err(r, "unknown type " + typ)
        iv = sorted((s["start"], s["end"], s["value"]) for _, _, s in items)
        for x, y in zip(iv, iv[1:]):
            if y[0] < x[1]:
                err(r, "overlap %r / %r" % (x[2], y[2]))
        # value rules
        types_here = {s["type"] for s in r["spans"]}
        dobs = [dob_digits(s["value"]) for s in r["spans"] if s["type"] == "DATE_OF_BIRTH"]
        for s in r["spans"]:
            v, ty = s["value"], s["type"]
            if ty == "CARD" and not V.card_ok(v):
                err(r, "bad card " + v)
            if ty == "CVV" and not (re.fullmatch(r"\d{3,4}", v) and "CARD" in types_here):
                err(r, "bad CVV / CVV without card " + v)
            if ty == "IBAN" and not V.iban_ok(v):
                err(r, "bad IBAN " + v)
            if ty == "IDCARD":
                if not V.prc_ok(v):
                    err(r, "bad PRC id " + v)
                elif dobs and v[6:14] not in dobs:
                    err(r, "PRC id %s does not match DOB %s" % (v, dobs))
            if ty == "NATIONAL_ID" and not V.national_ok(v):
                err(r, "bad national id " + v)
            if ty == "SSN" and not V.ssn_ok(v):
                err(r, "bad SSN " + v)
            if ty == "APIKEY" and not V.apikey_kind(v):
                err(r, "APIKEY shape unknown " + v)
            if ty == "IP_ADDRESS":
                try:
                    ip = ipaddress.ip_address(v)
                    if any(ip in n for n in DOC_NETS) or ip.is_unspecified:
                        err(r, "doc/loopback IP as span " + v)
                except ValueError:
                    err(r, "bad IP " + v)
            if ty == "DATE_OF_BIRTH" and not re.search(r"\d", v):
                err(r, "DOB without digits " + v)
            if ty == "EMAIL" and not re.fullmatch(r"[^@\s]+@[^@\s]+\.[A-Za-z]{2,}", v):
                err(r, "bad email " + v)
            if ty == "PERSON" and re.match(r"(Mr|Mrs|Ms|Miss|Dr)\.?\s", v):
                err(r, "title inside PERSON span " + v)
            if ty == "PHONE" and len(re.sub(r"\D", "", v)) < 5:
                err(r, "short phone " + v)
        for d in r["decoys"]:
            v, k = d["value"], d["kind"]
            if k == "doc_ip":
                try:
                    ip = ipaddress.ip_address(v)
                    if not any(ip in n for n in DOC_NETS):
                        err(r, "doc_ip not in doc range " + v)
                except ValueError:
                    err(r, "bad doc_ip " + v)
            if k == "bind_address" and v not in ("0.0.0.0", "::"):
                err(r, "bad bind_address " + v)
            if k == "cidr" and "/" not in v:
                err(r, "cidr without / " + v)
        # span vs decoy same string
        sv = {s["value"] for s in r["spans"]}
        for d in r["decoys"]:
            if d["value"] in sv:
                err(r, "value both span and decoy: %r" % d["value"])
        # consistency: tagged value tagged at each standalone occurrence
        covered = [(s["start"], s["end"]) for _, _, s in items]
        for s in r["spans"]:
            v = s["value"]
            for m in re.finditer(re.escape(v), t):
                a, b = m.start(), m.end()
                if (a > 0 and isw(t[a - 1]) and isw(v[0])) or (b < len(t) and isw(t[b]) and isw(v[-1])):
                    continue
                if any(x <= a and b <= y for x, y in covered):
                    continue
                err(r, "untagged repeat of %s %r at %d" % (s["type"], v, a))
    # corpus level
    n = len(rows)
    langs = collections.Counter(r["lang"] for r in rows)
    for lang, target in (("en", 45), ("zh", 35), ("mixed", 20)):
        share = 100.0 * langs[lang] / max(n, 1)
        if abs(share - target) > 5:
            errs.append("language share %s = %.1f%% (target %d±5)" % (lang, share, target))
    tcount = collections.Counter(s["type"] for r in rows for s in r["spans"])
    ttexts = collections.Counter(t for r in rows for t in {s["type"] for s in r["spans"]})
    for ty in TYPES:
        if ttexts[ty] < 4:
            errs.append("type %s in only %d texts" % (ty, ttexts[ty]))
    nd = sum(len(r["decoys"]) for r in rows)
    if nd < 2.5 * n:
        errs.append("decoys per text %.2f < 2.5" % (nd / max(n, 1)))
    nospan = [r["id"] for r in rows if not r["spans"]]
    if not 3 <= len(nospan) <= 8:
        errs.append("texts without spans: %d" % len(nospan))
    kinds = collections.Counter(r["kind"] for r in rows)
    if len(kinds) < 60:
        errs.append("only %d kinds" % len(kinds))
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    if n < 150:
        errs.append("only %d texts (minimum 150)" % n)
    if verbose:
        print("texts: %d  (%s)" % (n, ", ".join("%s=%d" % kv for kv in sorted(langs.items()))))
        print("kinds: %d   texts without spans: %d %s" % (len(kinds), len(nospan), nospan))
        print("spans: %d   decoys: %d (%.2f/text)" % (sum(tcount.values()), nd, nd / max(n, 1)))
        for ty in TYPES:
            print("  %-14s spans=%4d texts=%3d" % (ty, tcount[ty], ttexts[ty]))
        dk = collections.Counter(d["kind"] for r in rows for d in r["decoys"])
        print("decoy kinds (%d):" % len(dk), ", ".join("%s=%d" % kv for kv in dk.most_common()))
        for e in errs:
            print("ERR", e)
    return errs


if __name__ == "__main__":
    V.selftest()
    rows = build_corpus.build()
    errs = check(rows, "-v" in sys.argv)
    if errs:
        print("FAIL: %d problems" % len(errs))
        sys.exit(1)
    print("OK: %d texts, %d spans, %d decoys" % (len(rows), sum(len(r["spans"]) for r in rows),
                                                 sum(len(r["decoys"]) for r in rows)))
