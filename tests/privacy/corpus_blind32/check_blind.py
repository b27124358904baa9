"""Verify corpus.jsonl (rebuilt from sources first). Usage: python3 check_blind.py [-v]"""
import collections
import ipaddress
import json
import re
import subprocess
import sys

import values

VERBOSE = "-v" in sys.argv
TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("127.0.0.0/8", "::1/128", "192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
SHARES = {"en": 45, "zh": 35, "mixed": 20}

errors = []


def err(rid, msg):
    errors.append("%s: %s" % (rid, msg))


def is_word(c):
    return c.isascii() and (c.isalnum() or c == "_")


def is_doc(ip):
    return any(ip in n for n in DOC_NETS)


def dob_dates(v):
    g = re.findall(r"\d+", v)
    out = set()
    if len(g) == 3:
        a, b, c = g
        if len(a) == 4:
            out.add((int(a), int(b), int(c)))
        if len(c) == 4:
            out.add((int(c), int(b), int(a)))
            out.add((int(c), int(a), int(b)))
    elif len(g) == 1 and len(g[0]) == 8:
        out.add((int(g[0][:4]), int(g[0][4:6]), int(g[0][6:])))
    return out


def check_value(rid, typ, v, row):
    if typ == "CARD" and not values.card_ok(v):
        err(rid, "bad CARD " + v)
    elif typ == "IBAN" and not values.iban_ok(v):
        err(rid, "bad IBAN " + v)
    elif typ == "IDCARD":
        if not values.prc_ok(v):
            err(rid, "bad IDCARD " + v)
        else:
            dobs = [s["value"] for s in row["spans"] if s["type"] == "DATE_OF_BIRTH"]
            born = (int(v[6:10]), int(v[10:12]), int(v[12:14]))
            if dobs and not any(born in dob_dates(d) for d in dobs):
                err(rid, "IDCARD %s birth date matches no DOB %s" % (v, dobs))
    elif typ == "NATIONAL_ID":
        if not values.national_ok(v):
            err(rid, "bad NATIONAL_ID " + v)
        if values.prc_ok(v, strict_area=False):
            err(rid, "PRC id tagged NATIONAL_ID " + v)
    elif typ == "SSN" and not values.ssn_ok(v):
        err(rid, "bad SSN " + v)
    elif typ == "CVV" and not (re.fullmatch(r"\d{3,4}", v) or re.fullmatch(
            r"((zero|oh|one|two|three|four|five|six|seven|eight|nine) ?){3,4}", v.strip())):
        err(rid, "bad CVV " + v)
    elif typ == "APIKEY" and not values.apikey_ok(v):
        err(rid, "APIKEY shape " + v)
    elif typ == "EMAIL" and not re.fullmatch(r"[\w.+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+", v):
        err(rid, "bad EMAIL " + v)
    elif typ == "PHONE" and len(re.findall(r"[\d〇零一二三四五六七八九幺两]", v)) < 5 and len(
            re.findall(r"(?i)zero|oh|one|two|three|four|five|six|seven|eight|nine|double", v)) < 5:
        err(rid, "PHONE too short " + v)
    elif typ == "IP_ADDRESS":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            err(rid, "bad IP " + v)
        else:
            if is_doc(ip) or ip.is_unspecified or ip.is_multicast:
                err(rid, "doc/loopback IP tagged " + v)
    elif typ == "PASSPORT" and not re.fullmatch(r"[A-Z0-9]{6,10}", v.replace(" ", "")):
        err(rid, "PASSPORT shape " + v)
    elif typ == "DATE_OF_BIRTH" and not re.search(r"\d", v) and not re.search(r"[一二三四五六七八九十〇]", v) \
            and not re.search(r"(?i)jan|feb|march|april|may|june|july|aug|sept|oct|nov|dec", v):
        err(rid, "DOB without digits " + v)
    elif typ in ("SECRET", "PASSWORD") and (not v.strip() or v != v.strip()):
        err(rid, typ + " blank/padded " + repr(v))


def check_row(row):
    rid, text = row["id"], row["text"]
    if text != text.strip("\n"):
        err(rid, "leading/trailing newline")
    anns = [("S", s["type"], s) for s in row["spans"]] + [("D", d["kind"], d) for d in row["decoys"]]
    for tag, t, a in anns:
        if text[a["start"]:a["end"]] != a["value"]:
            err(rid, "offset mismatch %r" % a["value"])
        if not a["value"]:
            err(rid, "empty value")
        if a["value"] != a["value"].strip():
            err(rid, "value has outer whitespace %r" % a["value"])
        s, e = a["start"], a["end"]
        if s > 0 and is_word(text[s - 1]) and is_word(text[s]):
            err(rid, "start inside word %r" % a["value"])
        if e < len(text) and is_word(text[e - 1]) and is_word(text[e]):
            err(rid, "end inside word %r" % a["value"])
        if tag == "S" and t not in TYPES:
            err(rid, "unknown type " + t)
    ivs = sorted((a["start"], a["end"], a["value"]) for _, _, a in anns)
    for (s1, e1, v1), (s2, e2, v2) in zip(ivs, ivs[1:]):
        if s2 < e1:
            err(rid, "overlap %r / %r" % (v1, v2))
    sv = {s["value"] for s in row["spans"]}
    dv = {d["value"] for d in row["decoys"]}
    for v in sv & dv:
        err(rid, "value both span and decoy %r" % v)
    types = {s["type"] for s in row["spans"]}
    for s in row["spans"]:
        check_value(rid, s["type"], s["value"], row)
        if s["type"] == "CVV" and "CARD" not in types:
            err(rid, "CVV without CARD")
    for d in row["decoys"]:
        if d["kind"] == "doc_ip":
            try:
                ip = ipaddress.ip_address(d["value"])
                if not is_doc(ip):
                    err(rid, "doc_ip decoy not in doc/loopback range " + d["value"])
            except ValueError:
                err(rid, "doc_ip not an IP " + d["value"])
        if d["kind"] == "bind_address" and d["value"] not in ("0.0.0.0", "::"):
            err(rid, "bind_address " + d["value"])
        if d["kind"] == "masked_card" and values.card_ok(d["value"]):
            err(rid, "masked_card is a full card")
    # untagged standalone re-occurrences of tagged values
    covered = [(a["start"], a["end"]) for _, _, a in anns]
    for v in sv:
        for m in re.finditer(re.escape(v), text):
            s, e = m.start(), m.end()
            if any(cs < e and s < ce for cs, ce in covered):
                continue
            if s > 0 and is_word(text[s - 1]) and is_word(v[0]):
                continue
            if e < len(text) and is_word(text[e]) and is_word(v[-1]):
                continue
            err(rid, "untagged repeat of %r at %d" % (v, s))
    # every IPv4 / e-mail-looking token must be annotated
    for pat, what in ((r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])", "IPv4"),
                      (r"[\w.+-]+@[A-Za-z0-9-]+\.[A-Za-z0-9.-]+", "email")):
        for m in re.finditer(pat, text):
            if not any(cs <= m.start() and m.end() <= ce or (cs < m.end() and m.start() < ce)
                       for cs, ce in covered):
                err(rid, "unannotated %s %r" % (what, m.group()))
    for d in re.findall(r"(?<![\w-])\d{3}-\d{2}-\d{4}(?![\w-])", text):
        if d not in sv and d not in dv:
            err(rid, "unannotated SSN-like " + d)


def main():
    r = subprocess.run([sys.executable, "build_corpus.py"], capture_output=True, text=True)
    if r.returncode:
        print(r.stderr)
        print("FAIL: build_corpus.py failed")
        return 1
    st = values.selftest()
    for e in st:
        errors.append("values.selftest: " + e)
    rows = [json.loads(l) for l in open("corpus.jsonl", encoding="utf-8")]
    ids = [r["id"] for r in rows]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids")
    for row in rows:
        check_row(row)
    n = len(rows)
    lang = collections.Counter(r["lang"] for r in rows)
    span_n = collections.Counter(s["type"] for r in rows for s in r["spans"])
    span_texts = collections.Counter(t for r in rows for t in {s["type"] for s in r["spans"]})
    dec_n = collections.Counter(d["kind"] for r in rows for d in r["decoys"])
    ndec = sum(dec_n.values())
    nospan = [r["id"] for r in rows if not r["spans"]]
    kinds = collections.Counter(r["kind"] for r in rows)
    if n < 150:
        errors.append("only %d texts (<150)" % n)
    for l, target in SHARES.items():
        share = 100.0 * lang[l] / n if n else 0
        if abs(share - target) > 5:
            errors.append("language %s share %.1f%% not within 5 of %d%%" % (l, share, target))
    for t in TYPES:
        if span_texts[t] < 4:
            errors.append("type %s in only %d texts" % (t, span_texts[t]))
    if n and ndec / n < 2.5:
        errors.append("decoys per text %.2f < 2.5" % (ndec / n))
    if not 3 <= len(nospan) <= 8:
        errors.append("%d texts without spans (need 3-8)" % len(nospan))
    if len(kinds) < 60:
        errors.append("only %d distinct kinds" % len(kinds))
    if VERBOSE:
        print("texts: %d  (%s)" % (n, ", ".join("%s %d = %.1f%%" % (l, lang[l], 100.0 * lang[l] / n)
                                                 for l in SHARES)))
        print("spans: %d   decoys: %d (%.2f/text)   kinds: %d   texts without spans: %d %s" % (
            sum(span_n.values()), ndec, ndec / n, len(kinds), len(nospan), nospan))
        print("%-14s %6s %6s" % ("type", "spans", "texts"))
        for t in TYPES:
            print("%-14s %6d %6d" % (t, span_n[t], span_texts[t]))
        per_lang = collections.defaultdict(collections.Counter)
        for r in rows:
            for s in r["spans"]:
                per_lang[r["lang"]][s["type"]] += 1
        print("per language: " + "; ".join("%s %s" % (l, dict(per_lang[l])) for l in SHARES))
        print("decoy kinds (%d): %s" % (len(dec_n), ", ".join("%s %d" % kv for kv in dec_n.most_common())))
        for e in errors:
            print("  ERROR", e)
    if errors:
        print("FAIL: %d problem(s)%s" % (len(errors), "" if VERBOSE else "; first: " + errors[0]))
        return 1
    print("OK: %d texts, %d spans, %d decoys" % (n, sum(span_n.values()), ndec))
    return 0


if __name__ == "__main__":
    sys.exit(main())
