#!/usr/bin/env python3
"""Check corpus.jsonl: prints one line per problem, exits 1 if any."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import values as V  # noqa: E402

TYPES = {"PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL",
         "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT",
         "NATIONAL_ID", "AMOUNT"}
W = re.compile(r"[A-Za-z0-9_]")


def isw(c):
    return bool(c) and bool(W.fullmatch(c))


MONTHS = {m: i + 1 for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"])}


def dob_candidates(v):
    mm = re.search(r"(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*", v.lower())
    if mm:
        nums = [int(x) for x in re.findall(r"\d+", v)]
        if len(nums) == 2:
            y = max(nums)
            d = min(nums)
            return {(y, MONTHS[mm.group(1)], d)}
    nums = [int(x) for x in re.findall(r"\d+", v)]
    if len(nums) == 1 and len(str(nums[0])) == 8:
        s = str(nums[0])
        return {(int(s[:4]), int(s[4:6]), int(s[6:]))}
    if len(nums) < 3:
        return set()
    a, b, c = nums[:3]
    if a > 31:
        return {(a, b, c)}
    if c > 31:
        return {(c, b, a), (c, a, b)}
    return set()


def main():
    probs = []
    P = probs.append
    bad = V.selftest()
    for b in bad:
        P("selftest failed: " + b)
    recs = [json.loads(l) for l in open(os.path.join(HERE, "corpus.jsonl"), encoding="utf-8")]
    ids = collections.Counter(r["id"] for r in recs)
    for i, c in ids.items():
        if c > 1:
            P("%s: duplicate id" % i)
    nat_scheme = {V.VALUES[n]: s for n, s in V.SCHEME.items()}
    type_texts = collections.defaultdict(set)
    nospan = 0
    ndecoy = 0
    for r in recs:
        rid, t = r["id"], r["text"]
        if not re.fullmatch(r"c8-(en|zh|mx)-\d{3}", rid):
            P("%s: bad id" % rid)
        nl = t.count("\n") + 1
        if nl > 15:
            P("%s: %d lines" % (rid, nl))
        items = [("span", s["type"], s) for s in r["spans"]] + [("decoy", d["kind"], d) for d in r["decoys"]]
        ndecoy += len(r["decoys"])
        if not r["spans"]:
            nospan += 1
        for what, k, s in items:
            a, b, v = s["start"], s["end"], s["value"]
            if t[a:b] != v:
                P("%s: %s %s offsets do not match %r" % (rid, what, k, v))
            if v != v.strip():
                P("%s: %s %s edge whitespace %r" % (rid, what, k, v))
            if not v:
                P("%s: empty %s" % (rid, what))
            if a > 0 and isw(t[a - 1]) and isw(t[a]):
                P("%s: %s %s starts inside a word %r" % (rid, what, k, v))
            if b < len(t) and isw(t[b]) and isw(t[b - 1]):
                P("%s: %s %s ends inside a word %r" % (rid, what, k, v))
            if what == "span" and k not in TYPES:
                P("%s: unknown type %s" % (rid, k))
            if what == "decoy" and not re.fullmatch(r"[a-z_]+", k):
                P("%s: bad decoy kind %s" % (rid, k))
        srt = sorted(items, key=lambda x: (x[2]["start"], x[2]["end"]))
        for x, y in zip(srt, srt[1:]):
            if y[2]["start"] < x[2]["end"]:
                P("%s: overlap %r / %r" % (rid, x[2]["value"], y[2]["value"]))
        types = collections.Counter()
        for s in r["spans"]:
            k, v = s["type"], s["value"]
            types[k] += 1
            type_texts[k].add(rid)
            if k == "CARD":
                d = re.sub(r"[\s-]", "", v)
                if not (d.isdigit() and 13 <= len(d) <= 19 and V.luhn_ok(d)):
                    P("%s: CARD fails Luhn %r" % (rid, v))
                if d in V.TEST_CARDS:
                    P("%s: public test card tagged CARD %r" % (rid, v))
            elif k == "IBAN" and not V.iban_ok(v):
                P("%s: IBAN invalid %r" % (rid, v))
            elif k == "IDCARD" and not V.cnid_ok(v):
                P("%s: IDCARD invalid %r" % (rid, v))
            elif k == "SSN" and not V.ssn_ok(v):
                P("%s: SSN shape %r" % (rid, v))
            elif k == "NATIONAL_ID":
                sch = nat_scheme.get(v)
                if sch is None:
                    P("%s: NATIONAL_ID not from values.py %r" % (rid, v))
                elif not V.NATIONAL_SCHEMES[sch](v):
                    P("%s: NATIONAL_ID fails %s %r" % (rid, sch, v))
            elif k == "IP_ADDRESS" and V.DOC_IP_RE.match(v):
                P("%s: documentation IP tagged %r" % (rid, v))
            elif k == "DATE_OF_BIRTH" and not re.search(r"\d", v):
                pass
        for d in r["decoys"]:
            if d["kind"] == "test_card" and not V.luhn_ok(d["value"]):
                P("%s: test_card decoy fails Luhn %r" % (rid, d["value"]))
        if types["CVV"] and not types["CARD"]:
            P("%s: CVV without CARD" % rid)
        ids_ = [s["value"] for s in r["spans"] if s["type"] == "IDCARD"]
        births = {V.cnid_birth(x) for x in ids_ if V.cnid_ok(x)}
        if births:
            for s in r["spans"]:
                if s["type"] == "DATE_OF_BIRTH":
                    c = dob_candidates(s["value"])
                    if not c & births:
                        P("%s: DOB %r does not match IDCARD" % (rid, s["value"]))
        covered = [(x["start"], x["end"]) for x in r["spans"] + r["decoys"]]
        for s in r["spans"]:
            v = s["value"]
            for m in re.finditer(re.escape(v), t):
                a, b = m.start(), m.end()
                if any(x <= a and b <= y for x, y in covered):
                    continue
                if any(x < b and a < y for x, y in covered):
                    continue
                if (a > 0 and isw(t[a - 1]) and isw(v[0])) or (b < len(t) and isw(t[b]) and isw(v[-1])):
                    continue
                P("%s: %r tagged %s elsewhere but untagged at %d" % (rid, v, s["type"], a))
    n = len(recs)
    langs = collections.Counter(r["lang"] for r in recs)
    for lang, target in (("en", 45), ("zh", 35), ("mixed", 20)):
        share = 100.0 * langs[lang] / max(n, 1)
        if abs(share - target) > 5:
            P("language share %s = %.1f%% (target %d%%)" % (lang, share, target))
    if n < 200:
        P("only %d texts" % n)
    for k in sorted(TYPES):
        if len(type_texts[k]) < 4:
            P("type %s in only %d texts" % (k, len(type_texts[k])))
    if ndecoy < 2.5 * n:
        P("decoys per text %.2f < 2.5" % (ndecoy / max(n, 1)))
    if not 3 <= nospan <= 8:
        P("%d texts without spans (want 3-8)" % nospan)
    kinds = {r["kind"] for r in recs}
    if len(kinds) < 60:
        P("only %d text kinds" % len(kinds))
    for p in probs:
        print(p)
    nsp = sum(len(r["spans"]) for r in recs)
    print("%s: %d texts (en %d / zh %d / mixed %d), %d spans, %d decoys (%.2f/text), %d kinds, %d without spans, %d problems" % (
        "FAIL" if probs else "OK", n, langs["en"], langs["zh"], langs["mixed"], nsp, ndecoy,
        ndecoy / max(n, 1), len(kinds), nospan, len(probs)))
    return 1 if probs else 0


if __name__ == "__main__":
    sys.exit(main())
