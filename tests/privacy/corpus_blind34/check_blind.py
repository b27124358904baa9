"""Verify corpus.jsonl for corpus_blind34 (stdlib only).  Usage: python3 check_blind.py [-v]"""
import collections
import datetime
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import values  # noqa: E402
import build_corpus  # noqa: E402

VERBOSE = "-v" in sys.argv
ERRORS = []
TYPES = sorted(build_corpus.TYPES)
TITLES = re.compile(r"^(Mr|Mrs|Ms|Miss|Dr|Mdm|Mx|Prof|Cllr|Sir)\.?\s", re.I)
CN_NUM = "零一二三四五六七八九十百千万亿两壹贰叁肆伍陆柒捌玖拾佰仟"
WORD_NUM = re.compile(r"\b(one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|"
                      r"hundred|thousand|million)\b", re.I)
IPV4 = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
MONTHS = {m: i for i, m in enumerate(["january", "february", "march", "april", "may", "june", "july",
                                       "august", "september", "october", "november", "december"], 1)}


def err(rid, msg):
    ERRORS.append("%s: %s" % (rid, msg))


def isw(c):
    return c.isascii() and (c.isalnum() or c == "_")


def parse_dob(s):
    """Return a date for common DOB spellings, or None."""
    s = s.strip()
    m = re.fullmatch(r"(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?", s)
    if m:
        y, mo, d = map(int, m.groups())
    else:
        m = re.fullmatch(r"(\d{1,2})[/.](\d{1,2})[/.](\d{4})", s)
        if m:
            a, b, y = map(int, m.groups())
            d, mo = (a, b)
        else:
            m = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)? ([A-Za-z]+),? (\d{4})", s)
            if not m or m.group(2).lower() not in MONTHS:
                return None
            d, mo, y = int(m.group(1)), MONTHS[m.group(2).lower()], int(m.group(3))
    try:
        return datetime.date(y, mo, d)
    except ValueError:
        return None


def doc_or_loop(ip):
    nets = ["127.0.0.0/8", "::1/128", "192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32"]
    return any(ip in ipaddress.ip_network(n) for n in nets)


def check_value(rid, sp, rec):
    t, v = sp["type"], sp["value"]
    if v != v.strip():
        err(rid, "%s value has outer whitespace %r" % (t, v))
    if t not in ("SECRET",) and ("*" in v or "•" in v):
        err(rid, "%s looks masked: %r" % (t, v))
    if t == "CARD":
        d = re.sub(r"[ -]", "", v)
        if not (d.isdigit() and 13 <= len(d) <= 19 and values.luhn_ok(d)):
            err(rid, "CARD invalid %r" % v)
    elif t == "CVV":
        if not re.fullmatch(r"\d{3,4}", v):
            err(rid, "CVV shape %r" % v)
        if not any(s["type"] == "CARD" for s in rec["spans"]):
            err(rid, "CVV without CARD")
    elif t == "IBAN":
        if not values.iban_ok(v):
            err(rid, "IBAN invalid %r" % v)
    elif t == "IDCARD":
        if not values.prc_ok(v):
            err(rid, "IDCARD invalid %r" % v)
        else:
            try:
                born = datetime.date(int(v[6:10]), int(v[10:12]), int(v[12:14]))
            except ValueError:
                born = None
                err(rid, "IDCARD bad birth date %r" % v)
            dobs = [parse_dob(s["value"]) for s in rec["spans"] if s["type"] == "DATE_OF_BIRTH"]
            dobs = [d for d in dobs if d]
            if born and dobs and born not in dobs:
                err(rid, "IDCARD %r birth date matches no DOB shown %s" % (v, dobs))
    elif t == "NATIONAL_ID":
        if not values.national_ok(v):
            err(rid, "NATIONAL_ID fails every scheme %r" % v)
        if values.prc_ok(v):
            err(rid, "NATIONAL_ID is a PRC id %r" % v)
    elif t == "SSN":
        if not values.ssn_ok(v):
            err(rid, "SSN invalid %r" % v)
    elif t == "APIKEY":
        if values.apikey_shape(v) is None:
            err(rid, "APIKEY unknown vendor shape %r" % v)
    elif t == "SECRET":
        if len(v) < 6:
            err(rid, "SECRET too short %r" % v)
        if "BEGIN" in v and not re.search(r"-----BEGIN [A-Z ]*PRIVATE KEY-----.*-----END [A-Z ]*PRIVATE KEY-----", v, re.S):
            err(rid, "PEM malformed")
        if v.startswith("http") and not re.search(r"(hooks\.slack\.com/services/T\w+/B\w+/\w{20,}|"
                                                   r"access_token=[0-9a-f]{64}|hook/[0-9a-f-]{36}|"
                                                   r"key=[0-9a-f-]{36}|webhooks/\d+/[\w-]{60,}|IncomingWebhook/)", v):
            err(rid, "webhook URL without token %r" % v)
    elif t == "EMAIL":
        if not re.fullmatch(r"[A-Za-z0-9._%+-]+(@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}", v):
            err(rid, "EMAIL shape %r" % v)
    elif t == "PHONE":
        if len(re.findall(r"\d", v)) < 7 and len([c for c in v if c in CN_NUM]) < 7:
            err(rid, "PHONE too few digits %r" % v)
    elif t == "IP_ADDRESS":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            err(rid, "IP unparsable %r" % v)
        else:
            if doc_or_loop(ip) or ip.is_unspecified or ip.is_multicast or not (ip.is_global or ip.is_private):
                err(rid, "IP is doc/loopback/unspecified %r" % v)
    elif t == "DATE_OF_BIRTH":
        if not (re.search(r"\d", v) or any(m in v.lower() for m in MONTHS)):
            err(rid, "DOB shape %r" % v)
    elif t == "AMOUNT":
        if not (re.search(r"\d", v) or any(c in v for c in CN_NUM) or WORD_NUM.search(v)):
            err(rid, "AMOUNT has no number %r" % v)
    elif t == "PASSPORT":
        if not re.fullmatch(r"[A-Z0-9]{6,9}", v):
            err(rid, "PASSPORT shape %r" % v)
    elif t == "PERSON":
        if TITLES.match(v):
            err(rid, "PERSON includes a title %r" % v)
        if "@" in v:
            err(rid, "PERSON contains @ %r" % v)


def check_record(rec, seen_ids):
    rid = rec["id"]
    if rid in seen_ids:
        err(rid, "duplicate id")
    seen_ids.add(rid)
    if not re.fullmatch(r"c34-(en|zh|mixed)-\d{3}", rid) or rid.split("-")[1] != rec["lang"]:
        err(rid, "bad id/lang")
    text = rec["text"]
    if text != text.strip("\n"):
        err(rid, "text has leading/trailing newlines")
    anns = [("S", a["type"], a) for a in rec["spans"]] + [("D", a["kind"], a) for a in rec["decoys"]]
    for side, label, a in anns:
        if not (0 <= a["start"] < a["end"] <= len(text)) or text[a["start"]:a["end"]] != a["value"]:
            err(rid, "offset mismatch %s %r" % (label, a["value"]))
            continue
        s, e = a["start"], a["end"]
        if s > 0 and isw(text[s - 1]) and isw(text[s]):
            err(rid, "%s %r starts inside an ASCII word" % (label, a["value"]))
        if e < len(text) and isw(text[e - 1]) and isw(text[e]):
            err(rid, "%s %r ends inside an ASCII word" % (label, a["value"]))
    srt = sorted(anns, key=lambda x: (x[2]["start"], x[2]["end"]))
    for (s1, l1, a1), (s2, l2, a2) in zip(srt, srt[1:]):
        if a2["start"] < a1["end"]:
            err(rid, "overlap %s %r / %s %r" % (l1, a1["value"], l2, a2["value"]))
    for sp in rec["spans"]:
        check_value(rid, sp, rec)
    # never both span and decoy
    both = {a["value"] for a in rec["spans"]} & {a["value"] for a in rec["decoys"]}
    if both:
        err(rid, "value both span and decoy: %s" % sorted(both))
    # tagged once -> tagged at every standalone occurrence
    covered = [(a["start"], a["end"]) for _, _, a in anns]
    exact = {(a["start"], a["end"]): a["type"] for a in rec["spans"]}
    for sp in rec["spans"]:
        v = sp["value"]
        for m in re.finditer(re.escape(v), text):
            s, e = m.start(), m.end()
            if (s, e) in exact:
                if exact[(s, e)] != sp["type"]:
                    err(rid, "value %r tagged with two types" % v)
                continue
            if s > 0 and isw(text[s - 1]) and isw(text[s]):
                continue
            if e < len(text) and isw(text[e - 1]) and isw(text[e]):
                continue
            if any(cs <= s and e <= ce for cs, ce in covered):
                continue
            err(rid, "%s %r untagged at offset %d" % (sp["type"], v, s))
    # documentation / loopback / bind IPs in the text must be decoys, never spans
    dec_cover = [(a["start"], a["end"], a["kind"]) for a in rec["decoys"]]
    for m in IPV4.finditer(text):
        try:
            ip = ipaddress.ip_address(m.group(1))
        except ValueError:
            continue
        inside = [k for cs, ce, k in dec_cover if cs <= m.start() and m.end() <= ce]
        if doc_or_loop(ip) and not inside:
            err(rid, "documentation/loopback IP %s not marked as doc_ip decoy" % ip)
        if ip.is_unspecified and not inside:
            err(rid, "0.0.0.0 not marked as bind_address decoy")
    for d in rec["decoys"]:
        if d["kind"] == "doc_ip":
            try:
                if not doc_or_loop(ipaddress.ip_address(d["value"])):
                    err(rid, "doc_ip decoy is not a documentation/loopback address %r" % d["value"])
            except ValueError:
                err(rid, "doc_ip decoy unparsable %r" % d["value"])
        if d["kind"] == "cidr" and "/" not in d["value"]:
            err(rid, "cidr decoy without prefix %r" % d["value"])


def main():
    path = os.path.join(HERE, "corpus.jsonl")
    with open(path, encoding="utf-8") as f:
        recs = [json.loads(line) for line in f if line.strip()]
    fresh = build_corpus.build()
    if fresh != recs:
        ERRORS.append("corpus.jsonl is stale: rerun build_corpus.py")
    st_errs = values.selftest()
    for e in st_errs:
        ERRORS.append("values.selftest: " + e)
    seen = set()
    for rec in recs:
        check_record(rec, seen)

    n = len(recs)
    langs = collections.Counter(r["lang"] for r in recs)
    for lang, target in (("en", 45), ("zh", 35), ("mixed", 20)):
        share = 100.0 * langs[lang] / n
        if abs(share - target) > 5:
            ERRORS.append("language share %s %.1f%% not within 5 of %d%%" % (lang, share, target))
    type_texts = collections.Counter()
    type_spans = collections.Counter()
    type_lang = collections.defaultdict(collections.Counter)
    for r in recs:
        for t in {s["type"] for s in r["spans"]}:
            type_texts[t] += 1
        for s in r["spans"]:
            type_spans[s["type"]] += 1
            type_lang[s["type"]][r["lang"]] += 1
    for t in TYPES:
        if type_texts[t] < 4:
            ERRORS.append("type %s in only %d texts" % (t, type_texts[t]))
    ndec = sum(len(r["decoys"]) for r in recs)
    if ndec / n < 2.5:
        ERRORS.append("decoys per text %.2f < 2.5" % (ndec / n))
    empty = [r["id"] for r in recs if not r["spans"]]
    if not 3 <= len(empty) <= 8:
        ERRORS.append("%d texts without spans (need 3-8)" % len(empty))
    kinds = collections.Counter(r["kind"] for r in recs)
    if len(kinds) < 60:
        ERRORS.append("only %d distinct kinds" % len(kinds))
    dups = [k for k, c in kinds.items() if c > 1]
    if dups:
        ERRORS.append("kinds used more than once: %s" % dups)
    dkinds = collections.Counter(d["kind"] for r in recs for d in r["decoys"])

    if VERBOSE:
        print("texts: %d  (en %d, zh %d, mixed %d = %.1f%% / %.1f%% / %.1f%%)" % (
            n, langs["en"], langs["zh"], langs["mixed"], 100.0 * langs["en"] / n,
            100.0 * langs["zh"] / n, 100.0 * langs["mixed"] / n))
        print("spans: %d   decoys: %d (%.2f per text)   distinct kinds: %d   texts without spans: %d %s" % (
            sum(type_spans.values()), ndec, ndec / n, len(kinds), len(empty), empty))
        print("%-14s %6s %6s %5s %5s %6s" % ("type", "spans", "texts", "en", "zh", "mixed"))
        for t in TYPES:
            print("%-14s %6d %6d %5d %5d %6d" % (t, type_spans[t], type_texts[t], type_lang[t]["en"],
                                                 type_lang[t]["zh"], type_lang[t]["mixed"]))
        print("decoy kinds (%d): %s" % (len(dkinds), ", ".join("%s=%d" % kv for kv in dkinds.most_common())))
        for e in ERRORS:
            print("ERROR", e)
    if ERRORS:
        print("FAIL: %d problems" % len(ERRORS))
        return 1
    print("OK: %d texts, %d spans, %d decoys, all checks passed" % (n, sum(type_spans.values()), ndec))
    return 0


if __name__ == "__main__":
    sys.exit(main())
