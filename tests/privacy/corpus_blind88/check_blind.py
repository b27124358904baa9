#!/usr/bin/env python3
"""Validate corpus.jsonl of blind88.   python3 check_blind.py [-v]"""
import collections
import datetime
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import values as V  # noqa: E402

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
LANGS = ["en", "zh", "mixed"]

errors, warnings = [], []


def err(rid, msg):
    errors.append("%s: %s" % (rid, msg))


def warn(rid, msg):
    warnings.append("%s: %s" % (rid, msg))


def is_w(c):
    return c.isascii() and (c.isalnum() or c == "_")


# ------------------------------------------------------------------ dates
MONTHS = {m: i + 1 for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september",
     "october", "november", "december"])}
MONTHS.update({k[:3]: v for k, v in list(MONTHS.items())})
MONTHS["sept"] = 9
ZH_D = {"〇": 0, "零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}


def zh_num(s):
    if s.isdigit():
        return int(s)
    if all(c in ZH_D for c in s):
        return int("".join(str(ZH_D[c]) for c in s))
    if "十" in s:
        a, _, b = s.partition("十")
        return (ZH_D[a] if a else 1) * 10 + (ZH_D[b] if b else 0)
    raise ValueError(s)


def mkdate(y, m, d):
    try:
        if y < 100:
            y += 1900 if y > 25 else 2000
        return datetime.date(y, m, d)
    except ValueError:
        return None


ORD = {w: i + 1 for i, w in enumerate(
    ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
     "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
     "eighteenth", "nineteenth", "twentieth"])}
for _i, _w in enumerate(["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"]):
    ORD["twenty-" + _w] = 21 + _i
ORD["thirtieth"] = 30
ORD["thirty-first"] = 31
UNITS = {w: i for i, w in enumerate(["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
                                       "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
                                       "sixteen", "seventeen", "eighteen", "nineteen"])}
TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}


def words_0_99(w):
    if w in UNITS:
        return UNITS[w]
    if w in TENS:
        return TENS[w]
    a, _, b = w.partition("-")
    if a in TENS and b in UNITS and 0 < UNITS[b] < 10:
        return TENS[a] + UNITS[b]
    return None


def spoken_year(t):
    parts = t.split()
    if len(parts) == 2 and parts[0] in ("nineteen", "twenty"):
        hi, lo = UNITS.get(parts[0]) or TENS.get(parts[0]), words_0_99(parts[1])
        if lo is not None:
            return hi * 100 + lo
    return None


def parse_spoken(t):
    m = re.fullmatch(r"(?:the )?([a-z-]+) (?:of )?([a-z]+) (.+)", t)
    if m and m.group(1) in ORD and m.group(2) in MONTHS:
        y = spoken_year(m.group(3))
        if y:
            return mkdate(y, MONTHS[m.group(2)], ORD[m.group(1)])
    m = re.fullmatch(r"([a-z]+) (?:the )?([a-z-]+),? (.+)", t)
    if m and m.group(1) in MONTHS and m.group(2) in ORD:
        y = spoken_year(m.group(3))
        if y:
            return mkdate(y, MONTHS[m.group(1)], ORD[m.group(2)])
    return None


def parse_dates(s):
    """All plausible readings of a written date (empty set if none)."""
    out = set()
    t = s.strip().lower().replace(",", " ")
    t = re.sub(r"\s+", " ", t)
    m = re.fullmatch(r"(\d{4})[-/. ](\d{1,2})[-/. ](\d{1,2})", t)
    if m:
        out.add(mkdate(int(m.group(1)), int(m.group(2)), int(m.group(3))))
    m = re.fullmatch(r"(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{2}|\d{4})", t)
    if m:
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        out.add(mkdate(y, b, a))
        out.add(mkdate(y, a, b))
    m = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)? (?:of )?([a-z]+)\.? (\d{2}|\d{4})", t)
    if m and m.group(2) in MONTHS:
        out.add(mkdate(int(m.group(3)), MONTHS[m.group(2)], int(m.group(1))))
    m = re.fullmatch(r"([a-z]+)\.? (\d{1,2})(?:st|nd|rd|th)? (\d{4})", t)
    if m and m.group(1) in MONTHS:
        out.add(mkdate(int(m.group(3)), MONTHS[m.group(1)], int(m.group(2))))
    m = re.fullmatch(r"([0-9〇零一二三四五六七八九]{2,4})年([0-9一二三四五六七八九十]{1,3})月([0-9一二三四五六七八九十]{1,3})[日号號]?", re.sub(r"\s+", "", s))
    if m:
        try:
            out.add(mkdate(zh_num(m.group(1)), zh_num(m.group(2)), zh_num(m.group(3))))
        except (ValueError, KeyError):
            pass
    out.add(parse_spoken(t))
    out.discard(None)
    return out


# ------------------------------------------------------------------ per-type checks
CURRENCY = re.compile(r"[£$€¥₹]|\b(GBP|EUR|USD|RMB|CNY|HKD|SEK|NOK|DKK|PLN|CHF|CAD|AUD|INR|KES)\b|zł|\bkr\b|"
                      r"元|块|圆|镑|欧|美金|刀|\b(quid|pounds?|euros?|dollars?|pence|p|grand|kronor|krona)\b", re.I)
NUM_WORDS = re.compile(r"\b(oh|zero|one|two|three|four|five|six|seven|eight|nine|double|triple)\b", re.I)
ZH_DIGITS = set("〇零一二三四五六七八九幺两")
TITLES = re.compile(r"^(mr|mrs|ms|miss|mx|dr|prof|sir|dame|rev|lady|lord)\b\.?", re.I)
KIN_EN = re.compile(r"\b(mum|mom|mam|dad|nan|nana|gran|granny|grandma|grandad|grandpa|auntie|aunty|aunt|uncle|"
                    r"cousin|brother|sister|wife|husband|son|daughter)\b", re.I)
KIN_ZH = ["妈", "爸", "哥哥", "姐姐", "弟弟", "妹妹", "表姐", "表哥", "表妹", "表弟", "堂哥", "堂姐", "堂弟", "堂妹",
          "舅", "姑姑", "姑父", "阿姨", "叔叔", "婶", "奶奶", "爷爷", "外婆", "外公", "姥姥", "姥爷", "老公", "老婆",
          "媳妇", "女儿", "儿子", "大姨", "二姨", "小姨", "大伯", "伯伯"]
ROLE_ZH = ["财务", "会计", "出纳", "客服", "前台", "助理", "经办人", "联系人"]
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]


def ip_is_doc_like(ip):
    return (any(ip in n for n in DOC_NETS) or ip.is_loopback or ip.is_unspecified or ip.is_multicast
            or ip.is_link_local or (ip.version == 4 and ip.is_reserved))


def check_value(rid, typ, v, text):
    if typ == "EMAIL":
        if not re.fullmatch(r"[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}", v):
            err(rid, "EMAIL shape %r" % v)
    elif typ == "PHONE":
        d = sum(c.isdigit() and c.isascii() for c in v)
        z = sum(c in ZH_DIGITS for c in v)
        w = len(NUM_WORDS.findall(v))
        if d < 5 and z < 7 and d + w < 7:
            err(rid, "PHONE too short %r" % v)
        if "*" in v:
            err(rid, "masked PHONE labelled %r" % v)
    elif typ == "ADDRESS":
        if not re.search(r"[0-9一二三四五六七八九十]", v):
            err(rid, "ADDRESS without number/postcode %r" % v)
    elif typ == "DATE_OF_BIRTH":
        if not parse_dates(v):
            warn(rid, "DATE_OF_BIRTH not machine-parsed %r" % v)
    elif typ == "IP_ADDRESS":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            err(rid, "IP_ADDRESS unparsable %r" % v)
            return
        if ip_is_doc_like(ip):
            err(rid, "IP_ADDRESS in documentation/loopback range %r" % v)
    elif typ == "PASSWORD":
        if "\n" in v or len(v) < 3:
            err(rid, "PASSWORD shape %r" % v)
    elif typ == "APIKEY":
        if not V.apikey_ok(v):
            err(rid, "APIKEY shape %r" % v)
        if "EXAMPLE" in v or v.startswith("pk_"):
            err(rid, "example/publishable key labelled %r" % v)
    elif typ == "SECRET":
        shape = V.secret_shape(v)
        if shape is None and (re.search(r"\s", v) or len(v) < 6):
            err(rid, "SECRET shape %r" % v)
    elif typ == "CARD":
        if not V.card_ok(v):
            err(rid, "CARD not Luhn-valid %r" % v)
    elif typ == "CVV":
        if not re.fullmatch(r"\d{3,4}", v):
            err(rid, "CVV shape %r" % v)
    elif typ == "IBAN":
        if not V.iban_ok(v):
            err(rid, "IBAN not mod-97 valid %r" % v)
    elif typ == "SSN":
        if not V.ssn_ok(v):
            err(rid, "SSN shape %r" % v)
    elif typ == "IDCARD":
        if not V.cnid_ok(v):
            err(rid, "IDCARD check character %r" % v)
    elif typ == "PASSPORT":
        if not V.passport_ok(v):
            err(rid, "PASSPORT shape %r" % v)
    elif typ == "NATIONAL_ID":
        if V.national_id_scheme(v)[0] is None:
            err(rid, "NATIONAL_ID check %r" % v)
    elif typ == "AMOUNT":
        if not CURRENCY.search(v) or not re.search(r"[0-9一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟]|\b(hundred|thousand|grand|fifty|forty|thirty|twenty|ten|sixty|seventy|eighty|ninety|eleven|twelve|fifteen)\b", v, re.I):
            err(rid, "AMOUNT without currency or number %r" % v)
    elif typ == "PERSON":
        if TITLES.search(v):
            err(rid, "title inside PERSON %r" % v)
        if KIN_EN.search(v):
            err(rid, "kinship word inside PERSON %r" % v)
        for k in KIN_ZH:
            if k in v:
                err(rid, "kinship word %s inside PERSON %r" % (k, v))
        for k in ROLE_ZH:
            if v.startswith(k) or v.endswith(k):
                err(rid, "role word %s inside PERSON %r" % (k, v))
    elif typ == "MEDICAL":
        if len(v) < 2:
            err(rid, "MEDICAL too short %r" % v)
    if typ not in ("SECRET", "ADDRESS", "MEDICAL") and "\n" in v:
        err(rid, "%s spans a line break %r" % (typ, v))
    if v != v.strip():
        err(rid, "%s value has outer whitespace %r" % (typ, v))


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        j = i + len(v)
        ok = True
        if is_w(v[0]) and i > 0 and is_w(text[i - 1]):
            ok = False
        if is_w(v[-1]) and j < len(text) and is_w(text[j]):
            ok = False
        if ok:
            out.append((i, j))
        i = text.find(v, i + 1)
    return out


def check_row(r):
    rid, text = r["id"], r["text"]
    spans, decoys = r["spans"], r["decoys"]
    for s in spans + decoys:
        if text[s["start"]:s["end"]] != s["value"]:
            err(rid, "offset mismatch %r" % s["value"])
        st, en = s["start"], s["end"]
        if st > 0 and is_w(text[st - 1]) and is_w(text[st]):
            err(rid, "edge inside word at start of %r" % s["value"])
        if en < len(text) and is_w(text[en - 1]) and is_w(text[en]):
            err(rid, "edge inside word at end of %r" % s["value"])
    items = sorted(spans + decoys, key=lambda s: (s["start"], s["end"]))
    for a, b in zip(items, items[1:]):
        if b["start"] < a["end"]:
            err(rid, "overlap %r / %r" % (a["value"], b["value"]))
    for s in spans:
        if s["type"] not in TYPES:
            err(rid, "unknown type %s" % s["type"])
            continue
        check_value(rid, s["type"], s["value"], text)
    types_here = {s["type"] for s in spans}
    if "CVV" in types_here and "CARD" not in types_here:
        err(rid, "CVV without a CARD")
    for s in spans:
        if s["type"] == "CVV":
            near = [c for c in spans if c["type"] == "CARD" and abs(c["start"] - s["start"]) < 220]
            if not near:
                err(rid, "CVV %r not next to a CARD" % s["value"])
    # ID birth dates against the birth dates shown
    dobs = set()
    for s in spans:
        if s["type"] == "DATE_OF_BIRTH":
            dobs |= parse_dates(s["value"])
    for s in spans:
        d = None
        if s["type"] == "IDCARD":
            d = V.cnid_date(s["value"])
        elif s["type"] == "NATIONAL_ID":
            d = V.national_id_scheme(s["value"])[1]
        if d and dobs and d not in dobs:
            err(rid, "%s %r birth date %s not among DOBs shown %s" % (s["type"], s["value"], d, sorted(dobs)))
    # consistent tagging of repeated strings
    for s in spans:
        for (i, j) in occurrences(text, s["value"]):
            cover = [x for x in spans if x["start"] <= i and j <= x["end"]]
            if not cover:
                err(rid, "untagged repeat of %s %r at %d" % (s["type"], s["value"], i))
            exact = [x for x in cover if x["start"] == i and x["end"] == j]
            if exact and any(x["type"] != s["type"] for x in exact):
                err(rid, "same string with two types %r" % s["value"])
            if any(x["start"] < j and i < x["end"] for x in decoys):
                err(rid, "span string %r inside a decoy" % s["value"])
    for d in decoys:
        if not d["kind"]:
            err(rid, "decoy without kind")
        if "*" not in d["value"] and "•" not in d["value"]:
            dv = d["value"]
            try:
                ip = ipaddress.ip_address(dv)
                if not ip_is_doc_like(ip) and "version" not in d["kind"] and "ip" in d["kind"]:
                    err(rid, "decoy IP %r is not in a documentation/loopback range" % dv)
            except ValueError:
                pass
    # unmarked look-alikes
    covered = [(x["start"], x["end"]) for x in spans + decoys]

    def is_cov(i, j):
        return any(a <= i and j <= b for a, b in covered)
    for m in re.finditer(r"(?<![\w.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\w.])", text):
        if not is_cov(m.start(1), m.end(1)):
            try:
                ipaddress.ip_address(m.group(1))
                err(rid, "unmarked IP-like %r" % m.group(1))
            except ValueError:
                pass
    for m in re.finditer(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}", text):
        if not is_cov(m.start(), m.end()):
            err(rid, "unmarked e-mail %r" % m.group(0))
    for m in re.finditer(r"(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w-])", text):
        dd = re.sub(r"\D", "", m.group(0))
        if V.luhn_ok(dd) and not is_cov(m.start(), m.end()):
            err(rid, "unmarked Luhn-valid number %r" % m.group(0))


def main():
    verbose = "-v" in sys.argv
    path = os.path.join(HERE, "corpus.jsonl")
    rows = [json.loads(l) for l in open(path, encoding="utf-8")]
    ids = set()
    for r in rows:
        if r["id"] in ids:
            err(r["id"], "duplicate id")
        ids.add(r["id"])
        if not re.fullmatch(r"c88-(en|zh|mixed)-\d{3}", r["id"]) or r["lang"] not in LANGS:
            err(r["id"], "bad id/lang")
        check_row(r)
    # corpus-wide consistency
    span_types = collections.defaultdict(set)
    decoy_vals = set()
    for r in rows:
        for s in r["spans"]:
            span_types[s["value"]].add(s["type"])
        for d in r["decoys"]:
            decoy_vals.add(d["value"])
    for v, ts in span_types.items():
        if len(ts) > 1:
            err("corpus", "string %r labelled as %s" % (v, sorted(ts)))
        if v in decoy_vals:
            err("corpus", "string %r is both span and decoy" % v)
    # size rules
    n = len(rows)
    ns = sum(len(r["spans"]) for r in rows)
    nd = sum(len(r["decoys"]) for r in rows)
    per_lang = collections.Counter(r["lang"] for r in rows)
    texts_per_type = collections.Counter()
    spans_by = collections.Counter()
    for r in rows:
        for t in {s["type"] for s in r["spans"]}:
            texts_per_type[t] += 1
        for s in r["spans"]:
            spans_by[(s["type"], r["lang"])] += 1
    empty = sum(1 for r in rows if not r["spans"])
    kinds = {r["kind"] for r in rows}
    dkinds = collections.Counter(d["kind"] for r in rows for d in r["decoys"])
    if not 180 <= n <= 195:
        err("size", "%d texts (want 180-195)" % n)
    if not 1100 <= ns <= 1300:
        err("size", "%d spans (want 1100-1300)" % ns)
    for lang, lo, hi in (("en", .40, .50), ("zh", .30, .40), ("mixed", .15, .25)):
        share = per_lang[lang] / max(n, 1)
        if not lo <= share <= hi:
            err("size", "%s share %.1f%% (want %d-%d%%)" % (lang, 100 * share, 100 * lo, 100 * hi))
    for t in TYPES:
        if texts_per_type[t] < 4:
            err("size", "type %s in %d texts (want >= 4)" % (t, texts_per_type[t]))
    if nd < 2.5 * n:
        err("size", "%d decoys for %d texts (want >= 2.5 per text)" % (nd, n))
    if not 3 <= empty <= 8:
        err("size", "%d texts without spans (want 3-8)" % empty)
    if len(kinds) < 60:
        err("size", "%d text kinds (want >= 60)" % len(kinds))
    if len(dkinds) < 60:
        err("size", "%d decoy kinds (want >= 60)" % len(dkinds))

    if verbose:
        print("texts: %d  (%s)" % (n, ", ".join("%s %d = %.1f%%" % (l, per_lang[l], 100 * per_lang[l] / n) for l in LANGS)))
        print("spans: %d   decoys: %d (%.2f per text)   texts without spans: %d" % (ns, nd, nd / n, empty))
        print("text kinds: %d   decoy kinds: %d" % (len(kinds), len(dkinds)))
        print()
        print("%-14s %6s %6s %6s %6s %7s" % ("type", "en", "zh", "mixed", "spans", "texts"))
        for t in TYPES:
            print("%-14s %6d %6d %6d %6d %7d" % (t, spans_by[(t, "en")], spans_by[(t, "zh")], spans_by[(t, "mixed")],
                                                sum(spans_by[(t, l)] for l in LANGS), texts_per_type[t]))
        print("%-14s %6d %6d %6d %6d" % ("total", *(sum(spans_by[(t, l)] for t in TYPES) for l in LANGS), ns))
        print()
        print("decoy kinds (count):")
        line = []
        for k, c in sorted(dkinds.items(), key=lambda x: (-x[1], x[0])):
            line.append("%s %d" % (k, c))
        print("  " + ", ".join(line))
        print()
        print("text kinds:")
        print("  " + ", ".join(sorted(kinds)))
        print()
        for w in warnings:
            print("warning:", w)
    for e in errors:
        print("ERROR:", e)
    print("check_blind: %d errors, %d warnings" % (len(errors), len(warnings)))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
