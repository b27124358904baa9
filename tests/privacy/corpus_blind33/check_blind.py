"""Validate corpus.jsonl (rebuilds it first). Usage: python3 check_blind.py [-v]"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build_corpus  # noqa: E402
import values as V  # noqa: E402

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("127.0.0.0/8", "::1/128", "192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
IPV4 = re.compile(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.]|/\d)")
CN_NUM = "零一二三四五六七八九十百千万亿两半几多"


def is_word(c):
    return c.isascii() and c.isalnum()


def dob_dates(s):
    """Return candidate YYYYMMDD strings for a DOB string."""
    out = set()
    nums = re.findall(r"\d+", s)
    months = {m: i for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep",
                                           "oct", "nov", "dec"], 1)}
    mon = None
    for w in re.findall(r"[A-Za-z]+", s):
        if w[:3].lower() in months:
            mon = months[w[:3].lower()]
    if len(nums) == 3:
        a, b, c = nums
        if len(a) == 4:
            out.add("%s%02d%02d" % (a, int(b), int(c)))
        elif len(c) == 4:
            out.add("%s%02d%02d" % (c, int(b), int(a)))
            out.add("%s%02d%02d" % (c, int(a), int(b)))
    elif len(nums) == 2 and mon:
        d, y = (nums if len(nums[1]) == 4 else nums[::-1])
        out.add("%s%02d%02d" % (y, mon, int(d)))
    elif len(nums) == 1 and len(nums[0]) == 8:
        out.add(nums[0])
    return out


def check_value(t, v, text_types):
    c = v.replace(" ", "")
    if t == "CARD":
        return V.card_ok(v)
    if t == "IBAN":
        return V.iban_ok(v)
    if t == "IDCARD":
        return V.prc_ok(v)
    if t == "NATIONAL_ID":
        return V.national_ok(v)
    if t == "SSN":
        return V.ssn_ok(v)
    if t == "APIKEY":
        return V.apikey_ok(v)
    if t == "CVV":
        return bool(re.fullmatch(r"\d{3,4}", v)) and "CARD" in text_types
    if t == "IP_ADDRESS":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            return False
        if any(ip in n for n in DOC_NETS) or ip.is_unspecified or ip.is_multicast or ip.is_link_local:
            return False
        return True
    if t == "EMAIL":
        return bool(re.fullmatch(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}", v))
    if t == "PHONE":
        spoken = len(re.findall(r"(?i)\b(oh|zero|one|two|three|four|five|six|seven|eight|nine|double|triple)\b", v))
        cn = sum(ch in "零一二三四五六七八九幺两" for ch in v)
        return len(re.findall(r"\d", v)) + spoken + cn >= 7
    if t == "PASSPORT":
        return bool(re.fullmatch(r"[A-Z0-9]{6,10}", c)) and any(ch.isdigit() for ch in c)
    if t == "AMOUNT":
        return any(ch.isdigit() or ch in CN_NUM for ch in v) or bool(
            re.search(r"(?i)hundred|thousand|fifty|twenty|thirty|forty|sixty|seventy|eighty|ninety|ten|eleven|twelve|fifteen|million|grand|quid|one|two|three|four|five|six|seven|eight|nine", v))
    if t == "DATE_OF_BIRTH":
        return any(ch.isdigit() for ch in v) or any(ch in CN_NUM for ch in v)
    if t == "SECRET":
        return len(v) >= 6
    if t == "PASSWORD":
        return len(v) >= 4
    return len(v) >= 1


def check_row(r, errs):
    text = r["text"]
    ann = [("S", s["type"], s) for s in r["spans"]] + [("D", d["kind"], d) for d in r["decoys"]]
    types = {s["type"] for s in r["spans"]}
    rid = r["id"]
    for k, t, a in ann:
        if text[a["start"]:a["end"]] != a["value"]:
            errs.append("%s offset mismatch %r" % (rid, a["value"]))
        if a["value"] != a["value"].strip() or not a["value"]:
            errs.append("%s whitespace at edge %r" % (rid, a["value"]))
        s, e = a["start"], a["end"]
        if s > 0 and is_word(text[s - 1]) and is_word(text[s]):
            errs.append("%s start inside word %r" % (rid, a["value"]))
        if e < len(text) and is_word(text[e - 1]) and is_word(text[e]):
            errs.append("%s end inside word %r" % (rid, a["value"]))
        if k == "S":
            if t not in TYPES:
                errs.append("%s unknown type %s" % (rid, t))
            elif not check_value(t, a["value"], types):
                errs.append("%s bad %s value %r" % (rid, t, a["value"]))
        else:
            if t == "doc_ip":
                try:
                    ip = ipaddress.ip_address(a["value"])
                    if not any(ip in n for n in DOC_NETS):
                        errs.append("%s doc_ip not in doc range %r" % (rid, a["value"]))
                except ValueError:
                    errs.append("%s doc_ip unparsable %r" % (rid, a["value"]))
            if t == "bind_address" and a["value"] not in ("0.0.0.0", "::"):
                errs.append("%s bind_address %r" % (rid, a["value"]))
    srt = sorted(ann, key=lambda x: (x[2]["start"], x[2]["end"]))
    for (_, _, a), (_, _, b) in zip(srt, srt[1:]):
        if b["start"] < a["end"]:
            errs.append("%s overlap %r / %r" % (rid, a["value"], b["value"]))
    # IDCARD birth date vs DOB shown
    dobs = set()
    for s in r["spans"]:
        if s["type"] == "DATE_OF_BIRTH":
            dobs |= dob_dates(s["value"])
    if dobs:
        for s in r["spans"]:
            if s["type"] == "IDCARD" and s["value"][6:14] not in dobs:
                errs.append("%s IDCARD birth date %s matches no DOB %s" % (rid, s["value"][6:14], sorted(dobs)))
    # span vs decoy value
    sv = {s["value"] for s in r["spans"]}
    dv = {d["value"] for d in r["decoys"]}
    for v in sv & dv:
        errs.append("%s value both span and decoy %r" % (rid, v))
    amounts = {s["value"] for s in r["spans"] if s["type"] == "AMOUNT"}
    prices = {d["value"] for d in r["decoys"] if d["kind"] == "price"}
    for v in amounts & prices:
        errs.append("%s price equals amount %r" % (rid, v))
    # each standalone occurrence of a tagged value is tagged
    covered = [(a["start"], a["end"], a["value"]) for _, _, a in ann]
    for v in sv | dv:
        if len(v) < 2:
            continue
        for m in re.finditer(re.escape(v), text):
            s, e = m.start(), m.end()
            if s > 0 and is_word(text[s - 1]) and is_word(text[s]):
                continue
            if e < len(text) and is_word(text[e - 1]) and is_word(text[e]):
                continue
            if any(cs == s and ce == e for cs, ce, _ in covered):
                continue
            if any(cs <= s and e <= ce and (cs, ce) != (s, e) for cs, ce, _ in covered):
                continue  # inside a larger annotation: not standalone
            errs.append("%s untagged repeat of %r at %d" % (rid, v, s))
    # every dotted quad is annotated
    for m in IPV4.finditer(text):
        s, e = m.span(1)
        if not any(cs <= s and e <= ce for cs, ce, _ in covered):
            try:
                ipaddress.ip_address(m.group(1))
                errs.append("%s unannotated IPv4 %r" % (rid, m.group(1)))
            except ValueError:
                pass


def main():
    verbose = "-v" in sys.argv
    build_corpus.main()
    rows = [json.loads(l) for l in open(os.path.join(HERE, "corpus.jsonl"), encoding="utf-8")]
    errs = []
    bad = V.selftest()
    if bad:
        errs.append("values selftest failed: %r" % bad)
    ids = [r["id"] for r in rows]
    if len(ids) != len(set(ids)):
        errs.append("duplicate ids")
    for r in rows:
        check_row(r, errs)
    n = len(rows)
    lang = collections.Counter(r["lang"] for r in rows)
    share = {k: 100.0 * lang[k] / n for k in ("en", "zh", "mixed")}
    for k, target in (("en", 45), ("zh", 35), ("mixed", 20)):
        if abs(share[k] - target) > 5:
            errs.append("language share %s %.1f%% off target %d" % (k, share[k], target))
    tcount = collections.Counter()
    ttexts = collections.Counter()
    tlang = collections.defaultdict(collections.Counter)
    for r in rows:
        for s in r["spans"]:
            tcount[s["type"]] += 1
            tlang[s["type"]][r["lang"]] += 1
        for t in {s["type"] for s in r["spans"]}:
            ttexts[t] += 1
    for t in TYPES:
        if ttexts[t] < 4:
            errs.append("type %s in only %d texts" % (t, ttexts[t]))
    ndec = sum(len(r["decoys"]) for r in rows)
    if ndec < 2.5 * n:
        errs.append("decoys per text %.2f < 2.5" % (ndec / n))
    empty = sum(1 for r in rows if not r["spans"])
    if not 3 <= empty <= 8:
        errs.append("%d texts without spans (want 3-8)" % empty)
    kinds = {r["kind"] for r in rows}
    if len(kinds) < 60:
        errs.append("only %d kinds" % len(kinds))
    if n < 150:
        errs.append("only %d texts" % n)
    if verbose:
        print("texts: %d  (%s)" % (n, ", ".join("%s %d = %.1f%%" % (k, lang[k], share[k]) for k in share)))
        print("kinds: %d   texts without spans: %d" % (len(kinds), empty))
        print("%-14s %6s %6s %5s %5s %6s" % ("type", "spans", "texts", "en", "zh", "mixed"))
        for t in TYPES:
            print("%-14s %6d %6d %5d %5d %6d" % (t, tcount[t], ttexts[t], tlang[t]["en"], tlang[t]["zh"], tlang[t]["mixed"]))
        print("spans total: %d" % sum(tcount.values()))
        dk = collections.Counter(d["kind"] for r in rows for d in r["decoys"])
        print("decoys: %d (%.2f per text), %d kinds" % (ndec, ndec / n, len(dk)))
        print("  " + ", ".join("%s %d" % kv for kv in dk.most_common()))
        for e in errs:
            print("ERR", e)
    if errs:
        print("FAIL: %d problems" % len(errs))
        sys.exit(1)
    print("OK: %d texts, %d spans, %d decoys" % (n, sum(tcount.values()), ndec))


if __name__ == "__main__":
    main()
