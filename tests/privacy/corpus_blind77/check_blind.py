#!/usr/bin/env python3
"""Validate blind77/corpus.jsonl.  `-v` prints tables.  Exit 1 on any problem."""
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

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL",
         "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT",
         "NATIONAL_ID", "AMOUNT"]

ERR = []


def err(tid, msg):
    ERR.append("%s: %s" % (tid, msg))


def is_aw(c):
    return c.isascii() and c.isalnum()


# ------------------------------------------------------------------ helpers
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]


def ip_class(v):
    """'span-ok', 'doc', 'loopback', 'other-bad' or None if not an IP."""
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return None
    if any(ip in n for n in DOC_NETS):
        return "doc"
    if ip.is_loopback or ip.is_unspecified:
        return "loopback"
    if ip.is_multicast or ip.is_link_local or ip.is_reserved:
        return "other-bad"
    if ip.version == 4 and ip.packed[0] == 0:
        return "other-bad"
    return "span-ok"


CN_NUM = "零〇一二三四五六七八九幺两"
EN_NUM = {"zero": 1, "oh": 1, "o": 1, "one": 1, "two": 1, "three": 1, "four": 1, "five": 1,
          "six": 1, "seven": 1, "eight": 1, "nine": 1}


def phone_digits(v):
    n = sum(c.isdigit() and c.isascii() for c in v)
    n += sum(c in CN_NUM for c in v)
    words = re.findall(r"[a-z]+", v.lower())
    mult = 1
    for w in words:
        if w == "double":
            mult = 2
        elif w == "triple":
            mult = 3
        elif w in EN_NUM:
            n += mult
            mult = 1
    return n


CURRENCY = re.compile(r"£|\$|€|¥|￥|元|块|圆|镑|港币|港幣|人民币|美元|欧元|英镑|澳元|RMB|GBP|USD|EUR|CNY|HKD|PLN|CAD|SGD|AUD|TWD|NTD|SEK|zł|kr|"
                      r"\b(pounds?|quid|pence|p|dollars?|euros?|grand|k)\b", re.I)
NUMBERISH = re.compile(r"\d|[零〇一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟萬]|\b(one|two|three|four|five|six|seven|eight|nine|ten|"
                       r"eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|"
                       r"half|a)\b", re.I)
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
          "october", "november", "december"]
MON3 = {m[:3]: i + 1 for i, m in enumerate(MONTHS)}
CN_DIG = {c: i for i, c in enumerate("〇一二三四五六七八九")}
CN_DIG["零"] = 0


def _cn_year(s):
    if s.isdigit():
        return int(s)
    if all(c in CN_DIG for c in s):
        return int("".join(str(CN_DIG[c]) for c in s))
    return None


def _cn_small(s):
    if s.isdigit():
        return int(s)
    m = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
    if s == "十":
        return 10
    if s.startswith("十"):
        return 10 + m[s[1]]
    if s.endswith("十"):
        return m[s[0]] * 10
    if "十" in s:
        a, b = s.split("十")
        return m[a] * 10 + m[b]
    if len(s) == 1 and s in m:
        return m[s]
    return None


def parse_date(v):
    s = v.strip().lower().replace(",", " ")
    s = re.sub(r"(\d)(st|nd|rd|th)\b", r"\1", s)
    try:
        m = re.fullmatch(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})", s)
        if m:
            return datetime.date(int(m[1]), int(m[2]), int(m[3]))
        m = re.fullmatch(r"(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})", s)
        if m:
            a, b = int(m[1]), int(m[2])
            if b > 12 and a <= 12:      # US month/day/year
                a, b = b, a
            return datetime.date(int(m[3]), b, a)
        m = re.fullmatch(r"(\d{4})(\d{2})(\d{2})", s)
        if m:
            return datetime.date(int(m[1]), int(m[2]), int(m[3]))
        m = re.fullmatch(r"(\d{1,2})\s+([a-z]+)\.?\s+(\d{4})", s)
        if m and m[2][:3] in MON3:
            return datetime.date(int(m[3]), MON3[m[2][:3]], int(m[1]))
        m = re.fullmatch(r"([a-z]+)\.?\s+(\d{1,2})\s+(\d{4})", s)
        if m and m[1][:3] in MON3:
            return datetime.date(int(m[3]), MON3[m[1][:3]], int(m[2]))
        m = re.fullmatch(r"(\S{4})年(\S{1,3})月(\S{1,3})[日号]", v.strip())
        if m:
            y, mo, d = _cn_year(m[1]), _cn_small(m[2]), _cn_small(m[3])
            if None not in (y, mo, d):
                return datetime.date(y, mo, d)
    except (ValueError, KeyError):
        return "bad"
    return None


TITLES = re.compile(r"^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Lady|Lord|Rev|Revd|Cllr|Judge|Officer|"
                    r"Coroner|Constable|PC|DC|DS|Insp|Sgt|Juror|Madam|Master|Sr|Sra|Srta|Mme|Mlle|Herr|Frau)\b\.?\s|^M\.\s", re.I)
EN_KIN = re.compile(r"\b(mum|mom|mam|mummy|dad|daddy|nan|nana|nanna|gran|granny|grandma|grandad|grandpa|"
                    r"auntie|aunty|aunt|uncle|brother|sister|cousin|son|daughter|wife|husband|"
                    r"stepdad|stepmum|bro|sis)\b", re.I)
ZH_KIN = ["妈妈", "爸爸", "哥哥", "姐姐", "弟弟", "妹妹", "表姐", "表哥", "表弟", "表妹", "堂哥", "堂姐",
          "堂弟", "堂妹", "舅舅", "舅妈", "叔叔", "婶婶", "阿姨", "奶奶", "爷爷", "外婆", "外公", "姥姥",
          "姥爷", "老公", "老婆", "儿子", "女儿", "侄子", "侄女", "外甥", "岳母", "岳父", "婆婆", "公公",
          "姑姑", "姑妈", "姨妈", "伯伯", "阿婆", "阿公", "大爷", "大妈", "媳妇", "丈夫", "妻子", "母亲", "父亲"]
ZH_ROLE_PREFIX = ["财务", "律师", "社工", "法官", "警官", "狱警", "矫正官", "陪审员", "调解员", "医生",
                  "护士", "司法所", "专员", "客服", "同事", "经办人", "当事人", "被害人", "申请人"]

MASK = re.compile(r"[*•●]|x{3,}|X{3,}")


def check_text(r, seen_types_texts):
    tid, text = r["id"], r["text"]
    items = [("S", s) for s in r["spans"]] + [("D", d) for d in r["decoys"]]
    for k, s in items:
        if not (0 <= s["start"] < s["end"] <= len(text)):
            err(tid, "bad offsets %r" % s)
            continue
        if text[s["start"]:s["end"]] != s["value"]:
            err(tid, "offset/value mismatch %r" % s)
        st, en = s["start"], s["end"]
        if st > 0 and is_aw(text[st - 1]) and is_aw(text[st]):
            err(tid, "%s edge inside word at start: %r" % (k, s["value"]))
        if en < len(text) and is_aw(text[en - 1]) and is_aw(text[en]):
            err(tid, "%s edge inside word at end: %r" % (k, s["value"]))
        if s["value"] != s["value"].strip():
            err(tid, "leading/trailing space in %r" % s["value"])
    ivs = sorted((s["start"], s["end"], s["value"]) for _, s in items)
    for a, b in zip(ivs, ivs[1:]):
        if b[0] < a[1]:
            err(tid, "overlap %r / %r" % (a[2], b[2]))

    spans = r["spans"]
    by_type = collections.defaultdict(list)
    for s in spans:
        t, v = s["type"], s["value"]
        by_type[t].append(s)
        if t not in TYPES:
            err(tid, "unknown type %s" % t)
            continue
        seen_types_texts[t].add(tid)
        why = values.validate(t, v)
        if why:
            err(tid, "%s %r: %s" % (t, v, why))
        if t in ("PHONE", "CARD", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "EMAIL", "CVV") and MASK.search(v):
            err(tid, "masked value labelled as %s: %r" % (t, v))
        if t == "EMAIL" and not re.fullmatch(r"[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}", v):
            err(tid, "email shape %r" % v)
        elif t == "PHONE" and phone_digits(v) < 5:
            err(tid, "phone too short %r" % v)
        elif t == "IP_ADDRESS":
            c = ip_class(v)
            if c != "span-ok":
                err(tid, "IP span %r is %s" % (v, c))
        elif t == "AMOUNT":
            if not CURRENCY.search(v) or not NUMBERISH.search(v):
                err(tid, "amount without currency/number %r" % v)
        elif t == "DATE_OF_BIRTH":
            if not re.search(r"\d|[〇一二三四五六七八九十]|" + "|".join(MONTHS) + r"|first|second|third|"
                             r"fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|teenth|twent|thirt|"
                             r"forty|fifty|sixty|seventy|eighty|ninety", v, re.I):
                err(tid, "dob shape %r" % v)
            if parse_date(v) == "bad":
                err(tid, "dob impossible %r" % v)
        elif t == "ADDRESS":
            if len(v) < 8 or not re.search(r"\d|[一二三四五六七八九十]号", v):
                err(tid, "address without number/postcode %r" % v)
        elif t == "PERSON":
            if TITLES.search(v):
                err(tid, "title inside PERSON %r" % v)
            if EN_KIN.search(v):
                err(tid, "kinship word inside PERSON %r" % v)
            for w in ZH_KIN:
                if w in v:
                    err(tid, "kinship word inside PERSON %r" % v)
            for w in ZH_ROLE_PREFIX:
                if v.startswith(w):
                    err(tid, "role word inside PERSON %r" % v)
            if re.search(r"\d{3,}", v) and not v.startswith("/"):
                err(tid, "PERSON with long digit run %r" % v)
        elif t == "PASSWORD" and len(v.replace(" ", "")) < 4:
            err(tid, "password too short %r" % v)
        elif t == "MEDICAL" and len(v) < 2:
            err(tid, "medical too short %r" % v)

    # CVV only with a nearby CARD
    for s in by_type.get("CVV", []):
        cards = by_type.get("CARD", [])
        if not cards:
            err(tid, "CVV %r without CARD" % s["value"])
        elif min(abs(s["start"] - c["end"]) for c in cards) > 160:
            err(tid, "CVV %r far from CARD" % s["value"])

    # ID birth date consistent with any DOB
    dobs = [parse_date(s["value"]) for s in by_type.get("DATE_OF_BIRTH", [])]
    dobs = [d for d in dobs if isinstance(d, datetime.date)]
    for s in by_type.get("IDCARD", []):
        if values.idcard_ok(s["value"]) and dobs:
            b = values.idcard_birth(s["value"])
            if b not in dobs:
                err(tid, "IDCARD %r birth %s not among DOBs %s" % (s["value"], b, dobs))
    for s in by_type.get("NATIONAL_ID", []):
        if values.pesel_ok(s["value"]) and dobs and values.pesel_birth(s["value"]) not in dobs:
            err(tid, "PESEL birth not among DOBs")

    # same string, same type; every occurrence tagged
    vt = {}
    for s in spans:
        if s["value"] in vt and vt[s["value"]] != s["type"]:
            err(tid, "%r labelled both %s and %s" % (s["value"], vt[s["value"]], s["type"]))
        vt[s["value"]] = s["type"]
    covered = [(s["start"], s["end"]) for s in spans]
    for v in vt:
        if len(v) < 2:
            continue
        i = text.find(v)
        while i >= 0:
            j = i + len(v)
            ok_l = not (is_aw(v[0]) and i > 0 and is_aw(text[i - 1]))
            ok_r = not (is_aw(v[-1]) and j < len(text) and is_aw(text[j]))
            if ok_l and ok_r and not any(a <= i and j <= b for a, b in covered):
                err(tid, "untagged occurrence of %r at %d" % (v, i))
            i = text.find(v, i + 1)

    # decoys
    for d in r["decoys"]:
        c = ip_class(d["value"])
        if c == "span-ok" and "version" not in d["kind"]:
            err(tid, "decoy %r is a routable IP" % d["value"])
        if d["kind"] in TYPES:
            err(tid, "decoy kind looks like a type: %s" % d["kind"])
        if not d["kind"] or " " in d["kind"]:
            err(tid, "bad decoy kind %r" % d["kind"])


def main():
    verbose = "-v" in sys.argv
    path = os.path.join(HERE, "corpus.jsonl")
    rows = [json.loads(l) for l in open(path, encoding="utf-8")]
    if not values.selftest():
        ERR.append("values.selftest failed")
    seen_types_texts = collections.defaultdict(set)
    ids = set()
    for r in rows:
        if r["id"] in ids:
            err(r["id"], "duplicate id")
        ids.add(r["id"])
        if not re.fullmatch(r"c77-(en|zh|mixed)-\d{3}", r["id"]) or r["lang"] not in r["id"]:
            err(r["id"], "bad id/lang")
        check_text(r, seen_types_texts)

    span_vals = collections.defaultdict(set)
    decoy_vals = collections.defaultdict(set)
    for r in rows:
        for s in r["spans"]:
            span_vals[s["value"]].add(r["id"])
        for d in r["decoys"]:
            decoy_vals[d["value"]].add(r["id"])
    for v in set(span_vals) & set(decoy_vals):
        ERR.append("string both span and decoy: %r (span in %s; decoy in %s)" % (
            v, sorted(span_vals[v])[:3], sorted(decoy_vals[v])[:3]))
    texts_seen = collections.Counter(r["text"] for r in rows)
    for t, n in texts_seen.items():
        if n > 1:
            ERR.append("duplicate text: %r" % t[:60])

    # size and mix
    n = len(rows)
    nspans = sum(len(r["spans"]) for r in rows)
    ndecoys = sum(len(r["decoys"]) for r in rows)
    lang = collections.Counter(r["lang"] for r in rows)
    kinds = collections.Counter(r["kind"] for r in rows)
    dkinds = collections.Counter(d["kind"] for r in rows for d in r["decoys"])
    empty = [r["id"] for r in rows if not r["spans"]]
    if not 180 <= n <= 195:
        ERR.append("size: %d texts (want 180-195)" % n)
    if not 1100 <= nspans <= 1300:
        ERR.append("size: %d spans (want 1100-1300)" % nspans)
    for lg, (lo, hi) in {"en": (0.40, 0.50), "zh": (0.30, 0.40), "mixed": (0.15, 0.25)}.items():
        f = lang[lg] / max(n, 1)
        if not lo <= f <= hi:
            ERR.append("mix: %s is %.1f%% (want %d-%d%%)" % (lg, 100 * f, 100 * lo, 100 * hi))
    for t in TYPES:
        if len(seen_types_texts[t]) < 4:
            ERR.append("type %s in only %d texts" % (t, len(seen_types_texts[t])))
    if ndecoys < 2.5 * n:
        ERR.append("decoys: %d < 2.5 per text" % ndecoys)
    if not 3 <= len(empty) <= 8:
        ERR.append("texts without spans: %d (want 3-8)" % len(empty))
    if len(kinds) < 60:
        ERR.append("distinct text kinds: %d < 60" % len(kinds))
    if len(dkinds) < 60:
        ERR.append("distinct decoy kinds: %d < 60" % len(dkinds))

    if verbose:
        print("texts %d  (en %d / zh %d / mixed %d = %.1f%% / %.1f%% / %.1f%%)" % (
            n, lang["en"], lang["zh"], lang["mixed"], 100 * lang["en"] / n, 100 * lang["zh"] / n,
            100 * lang["mixed"] / n))
        print("spans %d   decoys %d (%.2f per text)   texts without spans %d: %s" % (
            nspans, ndecoys, ndecoys / n, len(empty), " ".join(empty)))
        print("text kinds %d   decoy kinds %d" % (len(kinds), len(dkinds)))
        print()
        print("%-14s %6s %6s %6s %6s %7s" % ("type", "en", "zh", "mixed", "total", "texts"))
        tab = collections.Counter((s["type"], r["lang"]) for r in rows for s in r["spans"])
        for t in TYPES:
            print("%-14s %6d %6d %6d %6d %7d" % (t, tab[t, "en"], tab[t, "zh"], tab[t, "mixed"],
                                                 sum(tab[t, l] for l in ("en", "zh", "mixed")),
                                                 len(seen_types_texts[t])))
        print()
        print("decoy kinds:")
        items = sorted(dkinds.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 4):
            print("  " + "".join("%-28s" % ("%s %d" % kv) for kv in items[i:i + 4]))
        print()
        print("text kinds:")
        items = sorted(kinds.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 3):
            print("  " + "".join("%-38s" % ("%s %d" % kv) for kv in items[i:i + 3]))
        print()
    for e in ERR:
        print("ERROR", e)
    print("%d problems" % len(ERR) if ERR else "OK: no problems")
    sys.exit(1 if ERR else 0)


if __name__ == "__main__":
    main()
