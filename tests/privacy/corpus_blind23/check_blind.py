"""Validate corpus.jsonl (corpus_blind23). Usage: python3 check_blind.py [-v]"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import values as V  # noqa: E402

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD", "APIKEY",
         "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]


def is_w(c):
    return c.isascii() and c.isalnum()


def doc_or_loop(ip):
    nets = ["127.0.0.0/8", "::1/128", "192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32"]
    return any(ip in ipaddress.ip_network(n) for n in nets)


def parse_ip(v):
    try:
        return ipaddress.ip_address(v.strip("[]"))
    except ValueError:
        return None


CN_NUM = "零一二三四五六七八九十百千万亿两〇壹贰叁肆伍陆柒捌玖拾佰仟"
WORD_NUM = r"\b(one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|thousand|grand|k)\b"


def dob_to_ymd(v):
    m = re.search(r"(19|20)(\d{2})\D{0,3}(\d{1,2})\D{0,3}(\d{1,2})", v)
    if m:
        return "%s%s%02d%02d" % (m.group(1), m.group(2), int(m.group(3)), int(m.group(4)))
    m = re.fullmatch(r"(\d{1,2})[./-](\d{1,2})[./-]((?:19|20)\d{2})", v)
    if m:
        return "%s%02d%02d" % (m.group(3), int(m.group(2)), int(m.group(1)))
    return None


def check_value(t, v, text_types):
    """Return an error string or None."""
    if t == "CARD":
        return None if V.card_ok(v) else "card fails Luhn/length"
    if t == "IBAN":
        return None if V.iban_ok(v) else "IBAN fails mod-97/length"
    if t == "IDCARD":
        return None if V.prc_ok(v) else "PRC ID fails GB11643/area/date"
    if t == "NATIONAL_ID":
        return None if V.national_ok(v) else "national id fails every scheme"
    if t == "SSN":
        return None if V.ssn_ok(v) else "SSN invalid"
    if t == "APIKEY":
        return None if V.apikey_kind(v) else "API key has no vendor shape"
    if t == "CVV":
        if not re.fullmatch(r"\d{3,4}", v):
            return "CVV not 3-4 digits"
        return None if "CARD" in text_types else "CVV without CARD"
    if t == "IP_ADDRESS":
        ip = parse_ip(v)
        if ip is None:
            return "not an IP"
        if doc_or_loop(ip) or str(ip) == "0.0.0.0":
            return "doc/loopback/bind IP tagged as span"
        return None
    if t == "EMAIL":
        return None if re.fullmatch(r"[^\s@]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}", v) else "bad email"
    if t == "PHONE":
        return None if len(re.findall(r"\d", v)) + sum(c in CN_NUM for c in v) >= 5 or re.search(WORD_NUM, v, re.I) else "phone too short"
    if t == "AMOUNT":
        return None if (re.search(r"\d", v) or any(c in CN_NUM for c in v) or re.search(WORD_NUM, v, re.I)) else "amount has no number"
    if t == "DATE_OF_BIRTH":
        return None if (re.search(r"\d", v) or any(c in CN_NUM for c in v)) else "DOB has no number"
    if t == "PASSPORT":
        return None if re.fullmatch(r"[A-Z0-9]{6,10}", v.replace(" ", "")) else "passport shape"
    if t not in TYPES:
        return "unknown type"
    if not v.strip():
        return "empty"
    return None


def main(verbose):
    errors = []
    recs = [json.loads(l) for l in open(os.path.join(HERE, "corpus.jsonl"), encoding="utf-8")]
    ids = set()
    type_counts = collections.Counter()
    type_texts = collections.Counter()
    decoy_kinds = collections.Counter()
    langs = collections.Counter()
    kinds = set()
    nospan = 0
    ndecoys = 0
    for r in recs:
        rid, text = r["id"], r["text"]
        E = lambda m: errors.append("%s: %s" % (rid, m))
        if rid in ids:
            E("duplicate id")
        ids.add(rid)
        if not re.fullmatch(r"c23-(en|zh|mixed)-\d{3}", rid) or not rid.startswith("c23-" + r["lang"] + "-"):
            E("bad id")
        if text != text.strip("\n"):
            E("leading/trailing newline")
        langs[r["lang"]] += 1
        kinds.add(r["kind"])
        items = [("S", s["type"], s) for s in r["spans"]] + [("D", d["kind"], d) for d in r["decoys"]]
        text_types = {s["type"] for s in r["spans"]}
        for _, lab, x in items:
            st, en = x["start"], x["end"]
            if not (0 <= st < en <= len(text)) or text[st:en] != x["value"]:
                E("offset mismatch %s %r" % (lab, x["value"]))
                continue
            if x["value"] != x["value"].strip():
                E("untrimmed %s %r" % (lab, x["value"]))
            if st > 0 and is_w(text[st - 1]) and is_w(text[st]):
                E("start inside word %s %r" % (lab, x["value"]))
            if en < len(text) and is_w(text[en - 1]) and is_w(text[en]):
                E("end inside word %s %r" % (lab, x["value"]))
        srt = sorted(items, key=lambda i: i[2]["start"])
        for a, b in zip(srt, srt[1:]):
            if b[2]["start"] < a[2]["end"]:
                E("overlap %r / %r" % (a[2]["value"], b[2]["value"]))
        for s in r["spans"]:
            if s["type"] == "PERSON" and re.match(r"(Mr|Mrs|Ms|Dr|Miss)\.? ", s["value"]):
                E("title inside PERSON %r" % s["value"])
            msg = check_value(s["type"], s["value"], text_types)
            if msg:
                E("%s %r: %s" % (s["type"], s["value"], msg))
        for d in r["decoys"]:
            if d["kind"] == "doc_ip":
                ip = parse_ip(d["value"])
                if ip is None or not doc_or_loop(ip):
                    E("doc_ip decoy is not doc/loopback: %r" % d["value"])
            if d["kind"] == "bind_address" and d["value"] not in ("0.0.0.0", "::", "[::]"):
                E("bind_address decoy %r" % d["value"])
        # untagged IPs in text
        for m in re.finditer(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])", text):
            ip = parse_ip(m.group(1))
            if ip and not any(x[2]["start"] <= m.start() < x[2]["end"] for x in items):
                if not doc_or_loop(ip) and str(ip) != "0.0.0.0":
                    E("untagged real IP %s" % m.group(1))
        # DOB vs PRC id
        dobs = {dob_to_ymd(s["value"]) for s in r["spans"] if s["type"] == "DATE_OF_BIRTH"} - {None}
        prcs = [s["value"] for s in r["spans"] if s["type"] == "IDCARD"]
        if dobs and prcs and len(set(prcs)) <= len(dobs):
            for p in set(prcs):
                if p[6:14] not in dobs:
                    E("IDCARD %s birth date not among DOBs %s" % (p, sorted(dobs)))
        # span and decoy never same string; span values tagged at each standalone occurrence
        svals = {s["value"]: s["type"] for s in r["spans"]}
        for d in r["decoys"]:
            if d["value"] in svals:
                E("value both span and decoy: %r" % d["value"])
        covered = [(x[2]["start"], x[2]["end"]) for x in items]
        for val in svals:
            for m in re.finditer(re.escape(val), text):
                a, b = m.start(), m.end()
                if a > 0 and is_w(text[a - 1]) and is_w(text[a]):
                    continue
                if b < len(text) and is_w(text[b - 1]) and is_w(text[b]):
                    continue
                if any(c0 <= a and b <= c1 for c0, c1 in covered):
                    continue
                if any(c0 < b and a < c1 for c0, c1 in covered):
                    continue
                E("untagged occurrence of %r at %d" % (val, a))
        for s in r["spans"]:
            type_counts[s["type"]] += 1
        for t in text_types:
            type_texts[t] += 1
        for d in r["decoys"]:
            decoy_kinds[d["kind"]] += 1
        ndecoys += len(r["decoys"])
        if not r["spans"]:
            nospan += 1
    n = len(recs)
    errs_selftest = V.selftest()
    for e in errs_selftest:
        errors.append("values.selftest: " + e)
    if n < 150:
        errors.append("only %d texts (<150)" % n)
    for lang, target in (("en", 45), ("zh", 35), ("mixed", 20)):
        share = 100.0 * langs[lang] / max(n, 1)
        if abs(share - target) > 5:
            errors.append("language %s share %.1f%% not within 5 of %d%%" % (lang, share, target))
    for t in TYPES:
        if type_texts[t] < 4:
            errors.append("type %s in only %d texts" % (t, type_texts[t]))
    if ndecoys < 2.5 * n:
        errors.append("decoys %.2f per text (<2.5)" % (ndecoys / max(n, 1)))
    if not 3 <= nospan <= 8:
        errors.append("%d texts without spans (need 3-8)" % nospan)
    if len(kinds) < 60:
        errors.append("only %d kinds (<60)" % len(kinds))
    if verbose:
        print("texts: %d  (%s)" % (n, ", ".join("%s=%d (%.1f%%)" % (l, langs[l], 100.0 * langs[l] / n) for l in ("en", "zh", "mixed"))))
        print("kinds: %d   texts without spans: %d" % (len(kinds), nospan))
        print("spans: %d" % sum(type_counts.values()))
        for t in TYPES:
            print("  %-14s %4d spans in %3d texts" % (t, type_counts[t], type_texts[t]))
        print("decoys: %d (%.2f per text), %d kinds" % (ndecoys, ndecoys / n, len(decoy_kinds)))
        for k, c in decoy_kinds.most_common():
            print("  %-18s %4d" % (k, c))
        for e in errors:
            print("ERROR", e)
    if errors:
        print("FAIL: %d errors" % len(errors))
        return 1
    print("OK: %d texts, %d spans, %d decoys" % (n, sum(type_counts.values()), ndecoys))
    return 0


if __name__ == "__main__":
    sys.exit(main("-v" in sys.argv))
