"""Validate corpus.jsonl (corpus_blind30). Usage: python3 check_blind.py [-v]"""
import collections
import ipaddress
import json
import re
import sys

import values as V

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD", "APIKEY",
         "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
DOC_NETS = [ipaddress.ip_network(n) for n in ("127.0.0.0/8", "::1/128", "192.0.2.0/24", "198.51.100.0/24",
                                                "203.0.113.0/24", "2001:db8::/32")]
REAL_NETS_PRIVATE = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]


def is_ascii_word(c):
    return c.isascii() and (c.isalnum() or c == "_")


def ip_of(s):
    try:
        return ipaddress.ip_address(s)
    except ValueError:
        return None


def dob_variants(ymd):
    y, m, d = ymd[:4], ymd[4:6], ymd[6:8]
    mi, di = str(int(m)), str(int(d))
    return {"%s-%s-%s" % (y, m, d), "%s/%s/%s" % (d, m, y), "%s.%s.%s" % (d, m, y), "%s年%s月%s日" % (y, mi, di),
            "%s年%s月%s日" % (y, m, d), "%s/%s/%s" % (y, m, d), "%s.%s.%s" % (y, m, d), "%s/%s/%s" % (m, d, y),
            y + m + d, "%d %s %s" % (int(d), MONTHS[int(m) - 1], y), "%s %d, %s" % (MONTHS[int(m) - 1], int(d), y),
            "%d %s %s" % (int(d), MONTHS[int(m) - 1][:3], y)}


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]


def check_row(r, errs):
    t = r["text"]
    rid = r["id"]
    items = [("S", s["type"], s) for s in r["spans"]] + [("D", d["kind"], d) for d in r["decoys"]]

    def err(msg):
        errs.append("%s: %s" % (rid, msg))

    for tag, typ, s in items:
        if t[s["start"]:s["end"]] != s["value"]:
            err("offset mismatch %r" % s["value"])
        if not s["value"] or s["value"] != s["value"].strip():
            err("empty/unstripped value %r" % s["value"])
        a, b = s["start"], s["end"]
        if a > 0 and is_ascii_word(t[a - 1]) and is_ascii_word(t[a]):
            err("edge inside word at start of %r" % s["value"])
        if b < len(t) and is_ascii_word(t[b - 1]) and is_ascii_word(t[b]):
            err("edge inside word at end of %r" % s["value"])
        if tag == "S" and typ not in TYPES:
            err("unknown type " + typ)
    iv = sorted((s["start"], s["end"], s["value"]) for _, _, s in items)
    for x, y in zip(iv, iv[1:]):
        if y[0] < x[1]:
            err("overlap %r / %r" % (x[2], y[2]))
    span_vals = {s["value"] for s in r["spans"]}
    dec_vals = {d["value"] for d in r["decoys"]}
    for v in span_vals & dec_vals:
        err("value both span and decoy: %r" % v)
    # a tagged value is tagged at each standalone occurrence
    covered = [(s["start"], s["end"]) for s in r["spans"]]
    for v in span_vals:
        for m in re.finditer(re.escape(v), t):
            a, b = m.start(), m.end()
            if a > 0 and is_ascii_word(t[a - 1]) and is_ascii_word(t[a]):
                continue
            if b < len(t) and is_ascii_word(t[b - 1]) and is_ascii_word(t[b]):
                continue
            if not any(ca <= a and b <= cb for ca, cb in covered):
                err("untagged occurrence of span value %r at %d" % (v, a))
    types = {s["type"] for s in r["spans"]}
    dobs = [s["value"] for s in r["spans"] if s["type"] == "DATE_OF_BIRTH"]
    for s in r["spans"]:
        v, ty = s["value"], s["type"]
        if ty == "CARD":
            d = re.sub(r"[ -]", "", v)
            if not (d.isdigit() and 13 <= len(d) <= 19 and V.luhn_ok(d)):
                err("bad CARD %r" % v)
        elif ty == "CVV":
            if not re.fullmatch(r"\d{3,4}", v) or "CARD" not in types:
                err("bad CVV %r (or no CARD in text)" % v)
        elif ty == "IBAN":
            if not V.iban_ok(v):
                err("bad IBAN %r" % v)
        elif ty == "IDCARD":
            if not V.prc_ok(v):
                err("bad IDCARD %r" % v)
            elif dobs and not any(dv in dob_variants(v[6:14]) for dv in dobs):
                err("IDCARD %r birth date does not match DOB %r" % (v, dobs))
        elif ty == "NATIONAL_ID":
            if not V.national_ok(v):
                err("bad NATIONAL_ID %r" % v)
        elif ty == "SSN":
            if not V.ssn_ok(v):
                err("bad SSN %r" % v)
        elif ty == "APIKEY":
            if not V.apikey_ok(v):
                err("bad APIKEY shape %r" % v)
        elif ty == "IP_ADDRESS":
            ip = ip_of(v)
            if ip is None or any(ip in n for n in DOC_NETS) or str(ip) == "0.0.0.0":
                err("bad IP_ADDRESS %r" % v)
            elif ip.version == 4 and not ip.is_global and not any(ip in n for n in REAL_NETS_PRIVATE):
                err("IP_ADDRESS not public or RFC1918 %r" % v)
        elif ty == "EMAIL":
            if not re.fullmatch(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}", v):
                err("bad EMAIL %r" % v)
        elif ty == "PASSPORT":
            if not re.fullmatch(r"[A-Z0-9]{6,10}", v.replace(" ", "")):
                err("bad PASSPORT %r" % v)
        elif ty == "PHONE":
            if len(re.sub(r"\D", "", v)) < 5 and not re.search(r"[零一二三四五六七八九]|\b(oh|zero|one|two|three|four|five|six|seven|eight|nine)\b", v):
                err("bad PHONE %r" % v)
        elif ty == "PERSON":
            if re.match(r"(Mr|Mrs|Ms|Dr|Miss|Prof)\.? ", v):
                err("title inside PERSON %r" % v)
        elif ty == "AMOUNT":
            if not re.search(r"[\d一二三四五六七八九十百千万亿两]|hundred|thousand|grand|quid|pounds|dollars", v):
                err("bad AMOUNT %r" % v)
    for d in r["decoys"]:
        if d["kind"] == "doc_ip":
            ip = ip_of(d["value"])
            if ip is None or not any(ip in n for n in DOC_NETS):
                err("doc_ip not in doc/loopback range %r" % d["value"])
        if d["kind"] == "bind_address" and d["value"] not in ("0.0.0.0", "::", "[::]"):
            err("bind_address %r" % d["value"])
        if d["kind"] == "cidr" and "/" not in d["value"]:
            err("cidr without / %r" % d["value"])
    # untagged IPs that look like real hosts
    for m in re.finditer(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])", t):
        ip = ip_of(m.group(1))
        if ip is None:
            continue
        inside = any(s["start"] <= m.start() and m.end() <= s["end"] for _, _, s in items)
        if not inside:
            err("untagged IPv4 %r" % m.group(1))


def main():
    verbose = "-v" in sys.argv
    rows = [json.loads(l) for l in open("corpus.jsonl", encoding="utf-8")]
    errs = []
    ids = set()
    for r in rows:
        if r["id"] in ids:
            errs.append("duplicate id " + r["id"])
        ids.add(r["id"])
        check_row(r, errs)
    n = len(rows)
    lang = collections.Counter(r["lang"] for r in rows)
    for lg, target in (("en", 45), ("zh", 35), ("mixed", 20)):
        share = 100.0 * lang[lg] / n
        if abs(share - target) > 5:
            errs.append("language share %s %.1f%% not within 5 of %d%%" % (lg, share, target))
    tcount = collections.Counter(s["type"] for r in rows for s in r["spans"])
    ttexts = collections.Counter(ty for r in rows for ty in {s["type"] for s in r["spans"]})
    for ty in TYPES:
        if ttexts[ty] < 4:
            errs.append("type %s in only %d texts" % (ty, ttexts[ty]))
    ndec = sum(len(r["decoys"]) for r in rows)
    if ndec / n < 2.5:
        errs.append("decoys per text %.2f < 2.5" % (ndec / n))
    nospan = sum(1 for r in rows if not r["spans"])
    if not 3 <= nospan <= 8:
        errs.append("texts without spans: %d (need 3-8)" % nospan)
    kinds = collections.Counter(r["kind"] for r in rows)
    if len(kinds) < 60:
        errs.append("only %d distinct kinds" % len(kinds))
    if n < 150:
        errs.append("only %d texts (<150)" % n)
    dkinds = collections.Counter(d["kind"] for r in rows for d in r["decoys"])
    if verbose:
        print("texts: %d  (%s)" % (n, ", ".join("%s=%d (%.1f%%)" % (k, lang[k], 100.0 * lang[k] / n)
                                                  for k in ("en", "zh", "mixed"))))
        print("distinct kinds: %d; texts without spans: %d" % (len(kinds), nospan))
        print("spans: %d" % sum(tcount.values()))
        for ty in TYPES:
            print("  %-14s %4d spans in %3d texts" % (ty, tcount[ty], ttexts[ty]))
        print("decoys: %d (%.2f per text), %d kinds" % (ndec, ndec / n, len(dkinds)))
        for k, c in dkinds.most_common():
            print("  %-16s %4d" % (k, c))
        for e in errs:
            print("ERR", e)
    if errs:
        print("FAIL: %d problems" % len(errs))
        sys.exit(1)
    print("OK: %d texts, %d spans, %d decoys" % (n, sum(tcount.values()), ndec))


if __name__ == "__main__":
    main()
