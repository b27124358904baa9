#!/usr/bin/env python3
"""Checks corpus.jsonl of blind51.

    python3 check_blind.py            -> errors only, exit 1 if any
    python3 check_blind.py -v         -> also print tables
    python3 check_blind.py --partial  -> skip the size / mix rules
"""
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
from build_corpus import TYPES  # noqa: E402

VERBOSE = "-v" in sys.argv
PARTIAL = "--partial" in sys.argv
ERR = []


def err(rid, msg):
    ERR.append("%s: %s" % (rid, msg))


def is_word(ch):
    return ch.isascii() and ch.isalnum()


# ------------------------------------------------------------------ per-type checks
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}")

EN_DIG = {"zero": "0", "oh": "0", "o": "0", "nought": "0", "one": "1", "two": "2",
          "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8",
          "nine": "9"}
ZH_DIG = {"零": "0", "〇": "0", "一": "1", "幺": "1", "二": "2", "两": "2", "三": "3",
          "四": "4", "五": "5", "六": "6", "七": "7", "八": "8", "九": "9"}


def phone_digits(v):
    if re.search(r"\d", v):
        if not re.fullmatch(r"[+(\d][\d \-().]*\d", v):
            return None
        return re.sub(r"\D", "", v)
    if any(c in ZH_DIG for c in v):
        if not all(c in ZH_DIG or c in " -，、" for c in v):
            return None
        return "".join(ZH_DIG[c] for c in v if c in ZH_DIG)
    out, mult = [], 1
    for tok in re.findall(r"[A-Za-z]+", v.lower()):
        if tok == "double":
            mult = 2
        elif tok == "triple":
            mult = 3
        elif tok in EN_DIG:
            out.append(EN_DIG[tok] * mult)
            mult = 1
        elif tok in ("plus",):
            continue
        else:
            return None
    return "".join(out)


def phone_ok(v):
    d = phone_digits(v)
    return d is not None and 7 <= len(d) <= 15


DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]


def ip_status(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return "invalid"
    if any(ip in n for n in DOC_NETS):
        return "doc"
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local:
        return "loopback-like"
    if ip.version == 4 and (ip in ipaddress.ip_network("240.0.0.0/4") or
                            ip in ipaddress.ip_network("0.0.0.0/8")):
        return "reserved"
    return "ok"


MONTHS = {m: i for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1)}


def zh_number(s):
    if s.isdigit():
        return int(s)
    if "十" in s:
        a, _, b = s.partition("十")
        tens = int(ZH_DIG[a]) if a else 1
        ones = int(ZH_DIG[b]) if b else 0
        return tens * 10 + ones
    return int("".join(ZH_DIG[c] for c in s))


def dob_dates(v):
    """Every date the written birth date can mean (set; empty if unparseable)."""
    out = set()

    def add(y, m, d):
        if V.valid_date(y, m, d):
            out.add(datetime.date(y, m, d))

    s = v.strip()
    m = re.fullmatch(r"([0-9〇零一二三四五六七八九]{4})\s*年\s*([0-9十一二三四五六七八九]{1,3})\s*月\s*([0-9十一二三四五六七八九]{1,3})\s*[日号]?", s)
    if m:
        y = int("".join(ZH_DIG.get(c, c) for c in m.group(1)))
        add(y, zh_number(m.group(2)), zh_number(m.group(3)))
        return out
    m = re.fullmatch(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})", s)
    if m:
        add(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        return out
    m = re.fullmatch(r"(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})", s)
    if m:
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        add(y, b, a)
        add(y, a, b)
        return out
    m = re.fullmatch(r"(\d{8})", s)
    if m:
        add(int(s[:4]), int(s[4:6]), int(s[6:]))
        return out
    m = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([A-Za-z]{3,9})\.?,?\s+(\d{4})", s)
    if m and m.group(2)[:3].lower() in MONTHS:
        add(int(m.group(3)), MONTHS[m.group(2)[:3].lower()], int(m.group(1)))
        return out
    m = re.fullmatch(r"([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})", s)
    if m and m.group(1)[:3].lower() in MONTHS:
        add(int(m.group(3)), MONTHS[m.group(1)[:3].lower()], int(m.group(2)))
        return out
    m = re.fullmatch(r"(\d{1,2})[-\s]([A-Za-z]{3})[-\s](\d{4})", s)
    if m and m.group(2).lower() in MONTHS:
        add(int(m.group(3)), MONTHS[m.group(2).lower()], int(m.group(1)))
    return out


CURRENCY = re.compile(
    r"[£$€¥￥₹]|元|块|万|美元|欧元|英镑|港币|澳元|日元|\b(?:RMB|CNY|USD|EUR|GBP|HKD|AUD|CAD|"
    r"SGD|CHF|PLN|INR|NZD|SEK|NOK|DKK|ZAR)\b|zł|\bkr\b|\b(?:pounds?|quid|dollars?|bucks|euros?|"
    r"rupees|pence|grand|rand)\b", re.I)
NUMWORD = re.compile(r"\d|[一二三四五六七八九十百千万两]|\b(?:one|two|three|four|five|six|seven|"
                     r"eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|"
                     r"seventy|eighty|ninety|hundred|thousand|a grand)\b", re.I)

TITLES = re.compile(r"(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Fr)\b\.?\s", re.I)
KINSHIP = ["表姐", "表哥", "表妹", "表弟", "堂姐", "堂哥", "堂妹", "堂弟", "妈妈", "爸爸", "老妈", "老爸",
           "奶奶", "爷爷", "外婆", "外公", "姥姥", "姥爷", "舅舅", "舅妈", "阿姨", "姑姑", "叔叔",
           "婶婶", "老婆", "老公", "儿子", "女儿", "哥哥", "姐姐", "弟弟", "妹妹", "婆婆", "公公",
           "岳母", "丈母娘", "我妈", "我爸"]
KIN_EN = re.compile(r"\b(?:mum|mom|mother|dad|father|nan|nana|gran|grandma|grandpa|granny|"
                    r"auntie|aunt|uncle|sister|brother|wife|husband|son|daughter|cousin)\b", re.I)
ROLE_PREFIX = ["财务", "前台", "客服", "助理", "司机", "护工", "HR", "hr"]


def check_value(rid, typ, v, text, spans):
    if typ == "PERSON":
        if TITLES.match(v):
            err(rid, "English title inside PERSON %r" % v)
        if any(k in v for k in KINSHIP) or KIN_EN.search(v):
            err(rid, "kinship word inside PERSON %r" % v)
        if any(v.startswith(r) for r in ROLE_PREFIX):
            err(rid, "role word inside PERSON %r" % v)
    elif typ == "EMAIL":
        if not EMAIL_RE.fullmatch(v):
            err(rid, "bad EMAIL %r" % v)
    elif typ == "PHONE":
        if not phone_ok(v):
            err(rid, "bad PHONE %r" % v)
    elif typ == "ADDRESS":
        if not re.search(r"[0-9一二三四五六七八九十]", v):
            err(rid, "ADDRESS without number/postcode %r" % v)
    elif typ == "DATE_OF_BIRTH":
        if not dob_dates(v):
            err(rid, "unparseable DATE_OF_BIRTH %r" % v)
    elif typ == "IP_ADDRESS":
        st = ip_status(v)
        if st != "ok":
            err(rid, "IP_ADDRESS %r is %s" % (v, st))
    elif typ == "MEDICAL":
        if len(v.strip()) < 2 or v != v.strip():
            err(rid, "bad MEDICAL %r" % v)
    elif typ == "PASSWORD":
        if len(v) < 3 or v != v.strip():
            err(rid, "bad PASSWORD %r" % v)
    elif typ == "APIKEY":
        if not V.apikey_ok(v):
            err(rid, "APIKEY %r has no vendor shape" % v)
    elif typ == "SECRET":
        if not V.secret_ok(v):
            err(rid, "bad SECRET %r" % v)
    elif typ == "CARD":
        if not V.card_ok(v):
            err(rid, "CARD %r fails Luhn/shape" % v)
    elif typ == "CVV":
        if not re.fullmatch(r"\d{3,4}", v):
            err(rid, "bad CVV %r" % v)
    elif typ == "IBAN":
        if not V.iban_ok(v):
            err(rid, "IBAN %r fails mod-97/shape" % v)
    elif typ == "SSN":
        if not V.ssn_ok(v):
            err(rid, "bad SSN %r" % v)
    elif typ == "IDCARD":
        if not V.idcard_ok(v):
            err(rid, "IDCARD %r fails GB 11643" % v)
    elif typ == "PASSPORT":
        if not V.passport_ok(v):
            err(rid, "PASSPORT %r has no known shape" % v)
    elif typ == "NATIONAL_ID":
        if not V.natid_ok(v):
            err(rid, "NATIONAL_ID %r fails every check" % v)
    elif typ == "AMOUNT":
        if not (CURRENCY.search(v) and NUMWORD.search(v)):
            err(rid, "AMOUNT %r lacks currency or number" % v)


DECOY_SHOULD_FAIL = {
    # decoy kinds whose look-alike must NOT pass the span check it imitates
    "masked_card": lambda v: not V.card_ok(v),
    "masked_phone": lambda v: "*" in v or "x" in v.lower(),
    "doc_ip": lambda v: ip_status(v) == "doc",
    "loopback_ip": lambda v: ip_status(v) == "loopback-like",
    "example_key": lambda v: "EXAMPLE" in v.upper() or "xxxx" in v.lower() or "your" in v.lower()
    or "1234567890" in v,
}


def main():
    rows = [json.loads(l) for l in open(os.path.join(HERE, "corpus.jsonl"), encoding="utf-8")]
    seen_text = set()
    span_vals = collections.defaultdict(set)     # value -> types
    decoy_vals = collections.defaultdict(set)
    for r in rows:
        rid, text = r["id"], r["text"]
        if text in seen_text:
            err(rid, "duplicate text")
        seen_text.add(text)
        items = [("S", s) for s in r["spans"]] + [("D", d) for d in r["decoys"]]
        for tag, s in items:
            a, b, v = s["start"], s["end"], s["value"]
            if text[a:b] != v:
                err(rid, "offset mismatch %r" % v)
            if not v or v != v.strip():
                err(rid, "empty or padded value %r" % v)
            if a > 0 and is_word(text[a]) and is_word(text[a - 1]):
                err(rid, "%s starts inside an ASCII word: %r" % (tag, v))
            if b < len(text) and is_word(text[b - 1]) and is_word(text[b]):
                err(rid, "%s ends inside an ASCII word: %r" % (tag, v))
        iv = sorted((s["start"], s["end"], s["value"]) for _, s in items)
        for x, y in zip(iv, iv[1:]):
            if y[0] < x[1]:
                err(rid, "overlap %r / %r" % (x[2], y[2]))
        for s in r["spans"]:
            if s["type"] not in TYPES:
                err(rid, "unknown type %s" % s["type"])
            check_value(rid, s["type"], s["value"], text, r["spans"])
            span_vals[s["value"]].add(s["type"])
        for d in r["decoys"]:
            decoy_vals[d["value"]].add(d["kind"])
            f = DECOY_SHOULD_FAIL.get(d["kind"])
            if d["kind"].startswith("masked") and not re.search(r"[*xX•]", d["value"]):
                err(rid, "masked decoy %r shows no mask" % d["value"])
            if f and not f(d["value"]):
                err(rid, "decoy %s %r is not a proper look-alike" % (d["kind"], d["value"]))
        # CVV only with a card nearby
        cards = [s for s in r["spans"] if s["type"] == "CARD"]
        for s in r["spans"]:
            if s["type"] == "CVV":
                if not cards or min(min(abs(s["start"] - c["end"]), abs(c["start"] - s["end"]))
                                    for c in cards) > 300:
                    err(rid, "CVV %r without a CARD next to it" % s["value"])
        # birth dates inside ids vs DOB shown
        dobs = set()
        for s in r["spans"]:
            if s["type"] == "DATE_OF_BIRTH":
                dobs |= dob_dates(s["value"])
        for s in r["spans"]:
            bd = None
            if s["type"] == "IDCARD" and V.idcard_ok(s["value"]):
                bd = {V.idcard_birth(s["value"])}
            elif s["type"] == "NATIONAL_ID":
                bd = V.natid_birth(s["value"])
            if bd and dobs and not (bd & dobs):
                err(rid, "%s %r birth date %s not among DOBs shown %s" % (
                    s["type"], s["value"], sorted(bd), sorted(dobs)))
        # every occurrence of a span string is covered by a span of that type
        for s in r["spans"]:
            v = s["value"]
            start = 0
            while True:
                a = text.find(v, start)
                if a < 0:
                    break
                b = a + len(v)
                start = a + 1
                if (a > 0 and is_word(v[0]) and is_word(text[a - 1])) or \
                        (b < len(text) and is_word(v[-1]) and is_word(text[b])):
                    continue
                cover = [t for t in r["spans"] if t["start"] <= a and t["end"] >= b]
                if not cover:
                    err(rid, "untagged repeat of %s %r at %d" % (s["type"], v, a))
                elif not any(t["type"] == s["type"] for t in cover if
                             t["start"] == a and t["end"] == b) and \
                        all(t["start"] == a and t["end"] == b for t in cover):
                    err(rid, "repeat of %r tagged with another type" % v)
        # kinship words are never spans
        for s in r["spans"]:
            if s["value"] in KINSHIP:
                err(rid, "kinship word as span %r" % s["value"])
    for v, ts in span_vals.items():
        if len(ts) > 1:
            err("corpus", "string %r tagged as %s" % (v, sorted(ts)))
        if v in decoy_vals:
            err("corpus", "string %r is both span and decoy" % v)

    # ---------------------------------------------------------------- size rules
    n = len(rows)
    nspans = sum(len(r["spans"]) for r in rows)
    ndec = sum(len(r["decoys"]) for r in rows)
    by_lang = collections.Counter(r["lang"] for r in rows)
    texts_per_type = collections.Counter()
    spans_per_type = collections.Counter()
    spans_type_lang = collections.Counter()
    for r in rows:
        for t in {s["type"] for s in r["spans"]}:
            texts_per_type[t] += 1
        for s in r["spans"]:
            spans_per_type[s["type"]] += 1
            spans_type_lang[(s["type"], r["lang"])] += 1
    empty = sum(1 for r in rows if not r["spans"])
    text_kinds = collections.Counter(r["kind"] for r in rows)
    decoy_kinds = collections.Counter(d["kind"] for r in rows for d in r["decoys"])
    if not PARTIAL:
        if not 180 <= n <= 195:
            err("size", "%d texts (want 180-195)" % n)
        if not 1100 <= nspans <= 1300:
            err("size", "%d spans (want 1100-1300)" % nspans)
        for lang, want in (("en", .45), ("zh", .35), ("mixed", .20)):
            share = by_lang[lang] / n
            if abs(share - want) > .05:
                err("size", "%s share %.1f%% (want about %d%%)" % (lang, 100 * share, 100 * want))
        for t in TYPES:
            if texts_per_type[t] < 4:
                err("size", "type %s in %d texts (want >= 4)" % (t, texts_per_type[t]))
        if ndec < 2.5 * n:
            err("size", "%d decoys = %.2f per text (want >= 2.5)" % (ndec, ndec / n))
        if not 3 <= empty <= 8:
            err("size", "%d texts without spans (want 3-8)" % empty)
        if len(text_kinds) < 60:
            err("size", "%d text kinds (want >= 60)" % len(text_kinds))
        if len(decoy_kinds) < 60:
            err("size", "%d decoy kinds (want >= 60)" % len(decoy_kinds))

    if VERBOSE:
        print("texts %d  spans %d  decoys %d (%.2f/text)  empty %d  text kinds %d  decoy kinds %d"
              % (n, nspans, ndec, ndec / max(n, 1), empty, len(text_kinds), len(decoy_kinds)))
        print("languages: " + ", ".join("%s %d (%.1f%%)" % (l, by_lang[l], 100 * by_lang[l] / max(n, 1))
                                       for l in ("en", "zh", "mixed")))
        print()
        print("%-14s %6s %6s %6s %6s %6s" % ("type", "en", "zh", "mixed", "spans", "texts"))
        for t in TYPES:
            print("%-14s %6d %6d %6d %6d %6d" % (t, spans_type_lang[(t, "en")], spans_type_lang[(t, "zh")],
                                                  spans_type_lang[(t, "mixed")], spans_per_type[t],
                                                  texts_per_type[t]))
        print()
        print("decoy kinds:")
        for k, c in sorted(decoy_kinds.items(), key=lambda x: (-x[1], x[0])):
            print("  %-28s %d" % (k, c))
        print()
        print("text kinds:")
        for k, c in sorted(text_kinds.items(), key=lambda x: (-x[1], x[0])):
            print("  %-28s %d" % (k, c))
        print()
    for e in ERR:
        print("ERROR", e)
    print("check_blind: %s (%d errors)" % ("clean" if not ERR else "FAILED", len(ERR)))
    return 1 if ERR else 0


if __name__ == "__main__":
    sys.exit(main())
