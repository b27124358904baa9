"""Verify corpus.jsonl (rebuilt first) for corpus_blind19. Last line OK: or FAIL:."""
import collections
import ipaddress
import json
import os
import re
import sys

import build_corpus
import values as V

HERE = os.path.dirname(os.path.abspath(__file__))
TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD", "APIKEY",
         "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
DOC_NETS = [ipaddress.ip_network(n) for n in ("127.0.0.0/8", "::1/128", "192.0.2.0/24", "198.51.100.0/24",
                                             "203.0.113.0/24", "2001:db8::/32")]
W = re.compile(r"[A-Za-z0-9]")


def is_doc(ip):
    return any(ip in n for n in DOC_NETS if n.version == ip.version)


def dob_dates(v):
    v = v.strip()
    pats = [(r"(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?", (1, 2, 3)), (r"(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4})", (3, 2, 1)),
            (r"(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4})", (3, 1, 2))]
    out = set()
    for p, (y, m, d) in pats:
        mm = re.fullmatch(p, v)
        if mm:
            out.add("%s%02d%02d" % (mm.group(y), int(mm.group(m)), int(mm.group(d))))
    months = {m: i for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1)}
    mm = re.fullmatch(r"(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4})", v)
    if mm and mm.group(2).lower() in months:
        out.add("%s%02d%02d" % (mm.group(3), months[mm.group(2).lower()], int(mm.group(1))))
    mm = re.fullmatch(r"([A-Za-z]{3})[a-z]* (\d{1,2}),? (\d{4})", v)
    if mm and mm.group(1).lower() in months:
        out.add("%s%02d%02d" % (mm.group(3), months[mm.group(1).lower()], int(mm.group(2))))
    return out


def check_value(t, v):
    """Return error string or None for per-type shape/check-digit rules."""
    if v != v.strip():
        return "leading/trailing whitespace"
    if t == "CARD":
        return None if V.card_ok(v) else "card fails Luhn/length"
    if t == "IBAN":
        return None if V.iban_ok(v) else "iban fails mod-97/length"
    if t == "IDCARD":
        return None if V.prc_ok(v) else "PRC id fails GB11643/area"
    if t == "NATIONAL_ID":
        return None if V.national_ok(v) else "national id fails every scheme"
    if t == "SSN":
        return None if V.ssn_ok(v) else "ssn invalid"
    if t == "CVV":
        return None if re.fullmatch(r"\d{3,4}", v) else "cvv shape"
    if t == "APIKEY":
        return None if V.apikey_ok(v) else "apikey shape"
    if t == "EMAIL":
        return None if re.fullmatch(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}", v) else "email shape"
    if t == "IP_ADDRESS":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            return "ip parse"
        if is_doc(ip) or ip.is_unspecified:
            return "doc/loopback ip tagged as span"
        return None
    if t == "PHONE":
        return None if len(re.sub(r"\D", "", v)) >= 5 else "phone too short"
    if t == "PASSPORT":
        return None if re.fullmatch(r"[A-Z0-9]{6,10}", v.replace(" ", "")) else "passport shape"
    if t == "DATE_OF_BIRTH":
        return None if re.search(r"\d|[一二三四五六七八九十〇零]|january|february|march|april|may|june|july|august|september|october|november|december", v, re.I) else "dob no date"
    if t == "AMOUNT":
        return None if re.search(r"\d|[一二三四五六七八九十百千万亿两]", v) or re.search(r"(?i)hundred|thousand|fifty|twenty|pounds|dollars", v) else "amount no number"
    if t not in TYPES:
        return "unknown type"
    return None


def main():
    verbose = "-v" in sys.argv
    build_corpus.main()
    rows = [json.loads(l) for l in open(os.path.join(HERE, "corpus.jsonl"), encoding="utf-8")]
    errs = []
    type_count = collections.Counter()
    type_texts = collections.defaultdict(set)
    decoy_kinds = collections.Counter()
    lang_count = collections.Counter()
    lang_type = collections.defaultdict(collections.Counter)
    kinds = set()
    no_span = 0
    ids = set()
    for r in rows:
        tid, text = r["id"], r["text"]
        if tid in ids:
            errs.append("%s duplicate id" % tid)
        ids.add(tid)
        lang_count[r["lang"]] += 1
        kinds.add(r["kind"])
        if text != text.strip("\n"):
            errs.append("%s leading/trailing newline" % tid)
        if not r["spans"]:
            no_span += 1
        items = [("S", s["type"], s) for s in r["spans"]] + [("D", d["kind"], d) for d in r["decoys"]]
        for k, lab, it in items:
            a, b = it["start"], it["end"]
            if text[a:b] != it["value"] or a >= b:
                errs.append("%s offset mismatch %r" % (tid, it["value"]))
                continue
            if a > 0 and W.match(text[a - 1]) and W.match(text[a]):
                errs.append("%s %s starts inside word: %r" % (tid, lab, it["value"]))
            if b < len(text) and W.match(text[b]) and W.match(text[b - 1]):
                errs.append("%s %s ends inside word: %r" % (tid, lab, it["value"]))
            if k == "S":
                e = check_value(lab, it["value"])
                if e:
                    errs.append("%s %s %r: %s" % (tid, lab, it["value"], e))
                type_count[lab] += 1
                type_texts[lab].add(tid)
                lang_type[r["lang"]][lab] += 1
            else:
                decoy_kinds[lab] += 1
                if lab == "doc_ip":
                    try:
                        ip = ipaddress.ip_address(it["value"])
                        if not is_doc(ip):
                            errs.append("%s doc_ip not documentation/loopback: %s" % (tid, it["value"]))
                    except ValueError:
                        errs.append("%s doc_ip parse %s" % (tid, it["value"]))
                if lab == "bind_address" and it["value"] not in ("0.0.0.0", "::"):
                    errs.append("%s bind_address %s" % (tid, it["value"]))
                if re.fullmatch(r"\d{1,3}(\.\d{1,3}){3}", it["value"]) and lab not in ("doc_ip", "bind_address", "version"):
                    try:
                        ip = ipaddress.ip_address(it["value"])
                        if not (is_doc(ip) or ip.is_unspecified):
                            errs.append("%s real IP used as decoy %s" % (tid, it["value"]))
                    except ValueError:
                        pass
        # overlaps
        ivs = sorted((it["start"], it["end"], lab) for _, lab, it in items)
        for x, y in zip(ivs, ivs[1:]):
            if y[0] < x[1]:
                errs.append("%s overlap %s/%s at %d" % (tid, x[2], y[2], y[0]))
        # CVV only with card
        types_here = {s["type"] for s in r["spans"]}
        if "CVV" in types_here and "CARD" not in types_here:
            errs.append("%s CVV without CARD" % tid)
        # PRC id birth date matches a DOB shown
        dobs = set()
        for s in r["spans"]:
            if s["type"] == "DATE_OF_BIRTH":
                dobs |= dob_dates(s["value"])
        if dobs:
            for s in r["spans"]:
                if s["type"] == "IDCARD" and s["value"][6:14] not in dobs:
                    errs.append("%s IDCARD %s birth date not among DOBs %s" % (tid, s["value"], sorted(dobs)))
        # never both span and decoy; consistent tagging of repeated values
        span_vals = {s["value"]: s["type"] for s in r["spans"]}
        decoy_vals = {d["value"] for d in r["decoys"]}
        for v in span_vals:
            if v in decoy_vals:
                errs.append("%s value both span and decoy: %r" % (tid, v))
        covered = [(it["start"], it["end"]) for _, _, it in items]
        for v, t in span_vals.items():
            for m in re.finditer(re.escape(v), text):
                a, b = m.start(), m.end()
                if a > 0 and W.match(text[a - 1]) and W.match(text[a]):
                    continue
                if b < len(text) and W.match(text[b]) and W.match(text[b - 1]):
                    continue
                if any(ca <= a and b <= cb for ca, cb in covered):
                    continue
                errs.append("%s untagged standalone occurrence of %s %r at %d" % (tid, t, v, a))
    n = len(rows)
    for t in TYPES:
        if len(type_texts[t]) < 4:
            errs.append("type %s in only %d texts" % (t, len(type_texts[t])))
    share = {l: 100.0 * lang_count[l] / max(n, 1) for l in ("en", "zh", "mixed")}
    for l, target in (("en", 45), ("zh", 35), ("mixed", 20)):
        if abs(share[l] - target) > 5:
            errs.append("language share %s %.1f%% not within 5 of %d" % (l, share[l], target))
    ndec = sum(decoy_kinds.values())
    if n and ndec / n < 2.5:
        errs.append("decoys per text %.2f < 2.5" % (ndec / n))
    if not 3 <= no_span <= 8:
        errs.append("texts without spans: %d (need 3-8)" % no_span)
    if len(kinds) < 60:
        errs.append("distinct kinds %d < 60" % len(kinds))
    if n < 150:
        errs.append("only %d texts (< 150)" % n)
    if verbose:
        print("texts: %d  (%s)" % (n, ", ".join("%s %d = %.1f%%" % (l, lang_count[l], share[l]) for l in share)))
        print("kinds: %d   texts without spans: %d" % (len(kinds), no_span))
        print("spans: %d" % sum(type_count.values()))
        for t in TYPES:
            print("  %-14s %4d spans in %3d texts   en %3d zh %3d mixed %3d" % (
                t, type_count[t], len(type_texts[t]), lang_type["en"][t], lang_type["zh"][t], lang_type["mixed"][t]))
        print("decoys: %d (%.2f per text), %d kinds" % (ndec, ndec / max(n, 1), len(decoy_kinds)))
        print("  " + ", ".join("%s %d" % kv for kv in decoy_kinds.most_common()))
        for e in errs[:200]:
            print("ERROR", e)
    if errs:
        print("FAIL: %d problems" % len(errs))
        return 1
    print("OK: %d texts, %d spans, %d decoys" % (n, sum(type_count.values()), ndec))
    return 0


if __name__ == "__main__":
    sys.exit(main())
