"""Verify corpus.jsonl (rebuilds it first). Usage: python3 check_blind.py [-v]"""
import collections
import ipaddress
import re
import sys

import build_corpus
import values as V

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD", "APIKEY",
         "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
W = re.compile(r"[A-Za-z0-9_]")
DOC_NETS = [ipaddress.ip_network(n) for n in ("127.0.0.0/8", "::1/128", "192.0.2.0/24", "198.51.100.0/24",
                                               "203.0.113.0/24", "2001:db8::/32")]


def isw(c):
    return bool(W.fullmatch(c))


def ip_real(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    if any(ip in n for n in DOC_NETS) or ip.is_unspecified or ip.is_multicast:
        return False
    return ip.is_global or ip.is_private


def ip_doc(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    return any(ip in n for n in DOC_NETS)


def parse_dates(s):
    out = set()
    for y, m, d in re.findall(r"(\d{4})[-./年](\d{1,2})[-./月](\d{1,2})", s):
        out.add("%s%02d%02d" % (y, int(m), int(d)))
    for d, m, y in re.findall(r"\b(\d{1,2})[/.](\d{1,2})[/.](\d{4})\b", s):
        out.add("%s%02d%02d" % (y, int(m), int(d)))
    months = {m: i for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1)}
    for d, mn, y in re.findall(r"(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4})", s):
        if mn.lower() in months:
            out.add("%s%02d%02d" % (y, months[mn.lower()], int(d)))
    for mn, d, y in re.findall(r"([A-Za-z]{3})[a-z]* (\d{1,2}),? (\d{4})", s):
        if mn.lower() in months:
            out.add("%s%02d%02d" % (y, months[mn.lower()], int(d)))
    return out


def check_value(t, v, text_types):
    if t == "CARD":
        return V.card_ok(v)
    if t == "IBAN":
        return V.iban_ok(v)
    if t == "IDCARD":
        return V.prc_ok(v)
    if t == "NATIONAL_ID":
        return bool(V.national_ok(v))
    if t == "SSN":
        return V.ssn_ok(v)
    if t == "CVV":
        return bool(re.fullmatch(r"\d{3,4}", v)) and "CARD" in text_types
    if t == "IP_ADDRESS":
        return ip_real(v)
    if t == "APIKEY":
        return V.apikey_ok(v) is not None
    if t == "EMAIL":
        return bool(re.fullmatch(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}", v))
    if t == "PHONE":
        return len(re.sub(r"\D", "", v)) >= 5
    if t == "PASSPORT":
        return bool(re.fullmatch(r"[A-Z0-9]{6,10}", v.replace(" ", ""))) and any(c.isdigit() for c in v)
    if t == "AMOUNT":
        return bool(re.search(r"[0-9零一二两三四五六七八九十百千万亿壹贰叁肆伍陆柒捌玖拾佰仟萬]", v)) or bool(
            re.search(r"(?i)\b(one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|thousand)\b", v))
    if t == "SECRET" and v.startswith("-----BEGIN"):
        return v.rstrip().endswith("-----") and "PRIVATE KEY" in v
    return len(v.strip()) == len(v) and len(v) > 0


def main(verbose):
    rows = build_corpus.build()
    errs = []
    selferr = V.selftest()
    if selferr:
        errs.append("values.selftest: %s" % selferr)
    type_count = collections.Counter()
    type_texts = collections.Counter()
    lang_count = collections.Counter()
    decoy_kinds = collections.Counter()
    kinds = set()
    ndecoys = 0
    nospan = 0
    ids = set()
    for r in rows:
        rid, text = r["id"], r["text"]
        if rid in ids:
            errs.append(rid + ": duplicate id")
        ids.add(rid)
        lang_count[r["lang"]] += 1
        kinds.add(r["kind"])
        if text != text.strip("\n"):
            errs.append(rid + ": leading/trailing newline")
        items = [("S", s["type"], s) for s in r["spans"]] + [("D", d["kind"], d) for d in r["decoys"]]
        text_types = {s["type"] for s in r["spans"]}
        for tag, k, it in items:
            st, en, val = it["start"], it["end"], it["value"]
            if text[st:en] != val:
                errs.append("%s: offset mismatch %r" % (rid, val))
            if not val or val != val.strip():
                errs.append("%s: empty/whitespace-edged value %r" % (rid, val))
            if st > 0 and isw(text[st - 1]) and isw(text[st]):
                errs.append("%s: start inside word %r" % (rid, val))
            if en < len(text) and isw(text[en - 1]) and isw(text[en]):
                errs.append("%s: end inside word %r" % (rid, val))
            if tag == "S":
                if k not in TYPES:
                    errs.append("%s: unknown type %s" % (rid, k))
                elif not check_value(k, val, text_types):
                    errs.append("%s: invalid %s %r" % (rid, k, val))
            else:
                decoy_kinds[k] += 1
                if k == "doc_ip" and not ip_doc(val):
                    errs.append("%s: doc_ip not in doc range %r" % (rid, val))
                if k in ("iccid", "imei"):
                    pass
                elif V.card_ok(val) and len(re.sub(r"\D", "", val)) >= 13 and re.fullmatch(r"[\d -]+", val):
                    errs.append("%s: decoy is a valid card number %r" % (rid, val))
                if k == "bind_address" and val not in ("0.0.0.0", "::"):
                    errs.append("%s: bind_address %r" % (rid, val))
                if k in ("ip", "ip_address"):
                    errs.append("%s: decoy kind %s not allowed" % (rid, k))
        # overlaps
        iv = sorted((it["start"], it["end"], it["value"]) for _, _, it in items)
        for a, b in zip(iv, iv[1:]):
            if b[0] < a[1]:
                errs.append("%s: overlap %r / %r" % (rid, a[2], b[2]))
        # span vs decoy same string
        sv = {s["value"] for s in r["spans"]}
        dv = {d["value"] for d in r["decoys"]}
        for x in sv & dv:
            errs.append("%s: %r both span and decoy" % (rid, x))
        # consistency: each tagged value tagged at every standalone occurrence
        covered = [(it["start"], it["end"]) for _, _, it in items]
        for s in r["spans"]:
            v = s["value"]
            for m in re.finditer(re.escape(v), text):
                a, b = m.start(), m.end()
                if a > 0 and isw(text[a - 1]) and isw(text[a]):
                    continue
                if b < len(text) and isw(text[b - 1]) and isw(text[b]):
                    continue
                if any(ca <= a and b <= cb for ca, cb in covered):
                    continue
                errs.append("%s: untagged occurrence of %s %r at %d" % (rid, s["type"], v, a))
        # PRC ID birth date vs DOB shown
        dobs = set()
        for s in r["spans"]:
            if s["type"] == "DATE_OF_BIRTH":
                dobs |= parse_dates(s["value"])
        for s in r["spans"]:
            if s["type"] == "IDCARD" and dobs and s["value"][6:14] not in dobs:
                errs.append("%s: IDCARD %s birth date not matching DOB %s" % (rid, s["value"], dobs))
        for s in r["spans"]:
            type_count[s["type"]] += 1
        for t in text_types:
            type_texts[t] += 1
        if not r["spans"]:
            nospan += 1
        ndecoys += len(r["decoys"])
    n = len(rows)
    # corpus-level
    if n < 150:
        errs.append("only %d texts (<150)" % n)
    for lang, target in (("en", 45), ("zh", 35), ("mixed", 20)):
        share = 100.0 * lang_count[lang] / max(n, 1)
        if abs(share - target) > 5:
            errs.append("language share %s %.1f%% (target %d±5)" % (lang, share, target))
    for t in TYPES:
        if type_texts[t] < 4:
            errs.append("type %s in only %d texts" % (t, type_texts[t]))
    if ndecoys < 2.5 * n:
        errs.append("decoys %.2f per text (<2.5)" % (ndecoys / max(n, 1)))
    if not 3 <= nospan <= 8:
        errs.append("%d texts without spans (need 3-8)" % nospan)
    if len(kinds) < 60:
        errs.append("only %d kinds (<60)" % len(kinds))
    if verbose:
        print("texts: %d  (%s)" % (n, ", ".join("%s=%d (%.1f%%)" % (l, c, 100.0 * c / n) for l, c in sorted(lang_count.items()))))
        print("kinds: %d   texts without spans: %d" % (len(kinds), nospan))
        print("spans: %d   decoys: %d (%.2f/text)" % (sum(type_count.values()), ndecoys, ndecoys / n))
        print("%-14s %6s %6s" % ("type", "spans", "texts"))
        for t in TYPES:
            print("%-14s %6d %6d" % (t, type_count[t], type_texts[t]))
        print("decoy kinds (%d):" % len(decoy_kinds), ", ".join("%s=%d" % kv for kv in decoy_kinds.most_common()))
        for e in errs:
            print("  ERR", e)
    if errs:
        print("FAIL: %d problems" % len(errs))
        return 1
    print("OK: %d texts, %d spans, %d decoys" % (n, sum(type_count.values()), ndecoys))
    return 0


if __name__ == "__main__":
    sys.exit(main("-v" in sys.argv))
