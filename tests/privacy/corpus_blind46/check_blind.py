#!/usr/bin/env python3
"""Validate corpus.jsonl of blind46.  ``-v`` prints count tables.

Exit status 0 when every check passes.
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

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL",
         "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT",
         "NATIONAL_ID", "AMOUNT"]
LANGS = ["en", "zh", "mixed"]

DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]

EN_TITLES = ("mr", "mrs", "ms", "miss", "mx", "dr", "prof", "professor", "sir", "dame", "madam")
KINSHIP = ["爸爸", "妈妈", "爸", "妈", "哥哥", "姐姐", "弟弟", "妹妹", "表姐", "表哥", "表妹", "表弟",
           "堂哥", "堂姐", "叔叔", "阿姨", "舅舅", "姑姑", "奶奶", "爷爷", "外婆", "外公", "姥姥",
           "老婆", "老公", "儿子", "女儿", "舅妈", "婶婶", "岳母", "公公", "婆婆"]
ROLE_WORDS = ["财务", "会计", "前台", "保安", "房东", "中介", "导师"]
EN_KIN = {"mum", "mom", "dad", "uncle", "aunt", "auntie", "grandma", "grandpa", "nan", "brother",
          "sister", "cousin", "wife", "husband", "son", "daughter"}

MONTHS = {m: i for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september",
     "october", "november", "december"], 1)}
for _k, _v in list(MONTHS.items()):
    MONTHS[_k[:3]] = _v
MONTHS["sept"] = 9

CN_DIG = {"〇": 0, "零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
          "八": 8, "九": 9, "幺": 1}


def cn_small(s):
    """Chinese numeral 1..31 or digit string."""
    if s.isdigit():
        return int(s)
    if s == "十":
        return 10
    if "十" in s:
        a, b = s.split("十")
        return (CN_DIG[a] if a else 1) * 10 + (CN_DIG[b] if b else 0)
    if len(s) == 1 and s in CN_DIG:
        return CN_DIG[s]
    raise ValueError(s)


def dob_candidates(v):
    """All dates the DOB string may denote."""
    out = set()
    s = v.strip()

    def add(y, m, d):
        try:
            y = int(y)
            if y < 100:
                y += 1900 if y > 25 else 2000
            out.add(datetime.date(y, int(m), int(d)))
        except (ValueError, TypeError):
            pass

    m = re.fullmatch(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})", s)
    if m:
        add(*m.groups())
    m = re.fullmatch(r"(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})", s)
    if m:
        add(m.group(3), m.group(2), m.group(1))
        add(m.group(3), m.group(1), m.group(2))
    m = re.fullmatch(r"(\d{4})(\d{2})(\d{2})", s)
    if m:
        add(*m.groups())
    m = re.fullmatch(r"(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]?", s)
    if m:
        add(*m.groups())
    m = re.fullmatch(r"([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]+)月([一二三四五六七八九十]+)[日号]", s)
    if m:
        try:
            y = int("".join(str(CN_DIG[c]) for c in m.group(1)))
            add(y, cn_small(m.group(2)), cn_small(m.group(3)))
        except (KeyError, ValueError):
            pass
    t = s.lower().replace(",", " ").replace(".", " ")
    t = re.sub(r"(\d)(st|nd|rd|th)\b", r"\1", t)
    t = re.sub(r"\bof\b", " ", t)
    toks = t.split()
    if len(toks) == 3:
        a, b, c = toks
        if a in MONTHS and b.isdigit() and c.isdigit():
            add(c, MONTHS[a], b)
        if b in MONTHS and a.isdigit() and c.isdigit():
            add(c, MONTHS[b], a)
    m = re.fullmatch(r"(\d{1,2})-([A-Za-z]{3})-(\d{2,4})", s)
    if m and m.group(2).lower() in MONTHS:
        add(m.group(3), MONTHS[m.group(2).lower()], m.group(1))
    return {d for d in out if 1900 <= d.year <= 2025}


CURRENCY = re.compile(
    r"[£$€¥￥₹₩₦₱₫]|\b(USD|GBP|EUR|RMB|CNY|HKD|SGD|AUD|CAD|NZD|INR|JPY|KRW|CHF|SEK|PLN|BRL|NGN|KES|MYR|THB|"
    r"VND|TRY|MXN|AED|ZAR)\b|元|块|圆|万|镑|欧|美金|美元|日元|港币|澳元|加元|韩元|人民币|"
    r"\bRs\.?(?=\s|\d)|\b(pounds?|quid|dollars?|bucks|euros?|rupees?|yuan|grand|naira|pesos?|reais|zloty|kr|won|yen)\b",
    re.I)
NUMWORD = re.compile(r"\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
                     r"thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|k)\b|[一二三四五六七八九十百千万两]",
                     re.I)
EN_NUM = {"zero", "oh", "o", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
          "double", "triple", "ten"}


def phone_ok(v):
    if re.fullmatch(r"9[56]\d{3}|1[012]\d{3}", v):   # CN short service numbers (95593, 12345)
        return True
    if len(re.sub(r"\D", "", v)) >= 7:
        return True
    if sum(1 for c in v if c in CN_DIG) >= 7:
        return True
    words = re.findall(r"[a-z]+", v.lower())
    digits = sum(1 for w in words if w in EN_NUM) + len(re.sub(r"\D", "", v))
    return digits >= 6 and all(w in EN_NUM for w in words)


def ip_ok(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return False, "not an IP"
    if any(ip in n for n in DOC_NETS):
        return False, "documentation range"
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_reserved:
        return False, "loopback/unspecified/multicast/reserved"
    return True, ""


def is_w(c):
    return c.isascii() and c.isalnum()


def type_problem(sp, rec):
    t, v = sp["type"], sp["value"]
    if t in V.VALIDATORS:
        if not V.VALIDATORS[t](v):
            return "%s fails shape/check" % t
        return None
    if t == "EMAIL":
        if re.fullmatch(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}", v):
            return None
        if re.fullmatch(r"[\w.\-]+ ?[\[(]?(at|AT|@)[\])]? ?[\w\-]+( ?[\[(]?(dot|DOT|\.)[\])]? ?[\w\-]+)+", v):
            return None
        return "bad email"
    if t == "PHONE":
        return None if phone_ok(v) else "bad phone"
    if t == "IP_ADDRESS":
        ok, why = ip_ok(v)
        return None if ok else "IP " + why
    if t == "CVV":
        if not re.fullmatch(r"\d{3,4}", v):
            return "CVV not 3-4 digits"
        if not any(s["type"] == "CARD" for s in rec["spans"]):
            return "CVV without CARD in text"
        return None
    if t == "DATE_OF_BIRTH":
        return None if dob_candidates(v) else "DOB does not parse"
    if t == "AMOUNT":
        if not CURRENCY.search(v):
            return "AMOUNT without currency"
        if not NUMWORD.search(v):
            return "AMOUNT without number"
        return None
    if t == "ADDRESS":
        return None if re.search(r"\d", v) else "ADDRESS without postcode/number"
    if t == "PASSWORD":
        return None if len(v) >= 4 else "PASSWORD too short"
    if t == "PERSON":
        low = v.lower()
        first = re.split(r"[\s.]+", low)[0]
        if first in EN_TITLES:
            return "English title inside PERSON"
        if any(k in v for k in KINSHIP):
            return "kinship word inside PERSON"
        if any(k in v for k in ROLE_WORDS):
            return "role word inside PERSON"
        if first in EN_KIN:
            return "kinship word inside PERSON"
        return None
    if t == "MEDICAL":
        return None if len(v) >= 2 else "MEDICAL too short"
    return None


def occurrences(text, v):
    out = []
    start = 0
    while True:
        i = text.find(v, start)
        if i < 0:
            return out
        j = i + len(v)
        ok = True
        if is_w(v[0]) and i > 0 and is_w(text[i - 1]):
            ok = False
        if is_w(v[-1]) and j < len(text) and is_w(text[j]):
            ok = False
        if ok:
            out.append((i, j))
        start = i + 1


def check(records, verbose):
    errs = []

    def err(rid, msg):
        errs.append("%s: %s" % (rid, msg))

    span_types_of_value = collections.defaultdict(set)
    span_values, decoy_values = set(), set()
    for rec in records:
        rid, text = rec["id"], rec["text"]
        for ch in "⟦⟧⟪⟫":
            if ch in text:
                err(rid, "markup left in text")
        for m in re.finditer(r"\$([A-Za-z0-9_]+)", text):
            if m.group(1) in V.VALUES:
                err(rid, "unresolved $%s" % m.group(1))
        items = [("S", s["type"], s) for s in rec["spans"]] + [("D", d["kind"], d) for d in rec["decoys"]]
        for tag, lab, it in items:
            s, e, v = it["start"], it["end"], it["value"]
            if not (0 <= s < e <= len(text)) or text[s:e] != v:
                err(rid, "offset mismatch %s %r" % (lab, v))
                continue
            if v != v.strip():
                err(rid, "whitespace at edge of %s %r" % (lab, v))
            if s > 0 and is_w(text[s - 1]) and is_w(text[s]):
                err(rid, "%s %r starts inside an ASCII word" % (lab, v))
            if e < len(text) and is_w(text[e - 1]) and is_w(text[e]):
                err(rid, "%s %r ends inside an ASCII word" % (lab, v))
        ordered = sorted(items, key=lambda x: (x[2]["start"], x[2]["end"]))
        for a, b in zip(ordered, ordered[1:]):
            if b[2]["start"] < a[2]["end"]:
                err(rid, "overlap %r / %r" % (a[2]["value"], b[2]["value"]))
        for sp in rec["spans"]:
            p = type_problem(sp, rec)
            if p:
                err(rid, "%s %r: %s" % (sp["type"], sp["value"][:60], p))
            if sp["value"] in KINSHIP or sp["value"].lower() in EN_KIN:
                err(rid, "kinship word tagged %r" % sp["value"])
            span_types_of_value[sp["value"]].add(sp["type"])
            span_values.add(sp["value"])
            # title directly before an English PERSON must stay outside: fine by construction;
            # a Chinese role word glued in front is reported by type_problem.
        for d in rec["decoys"]:
            decoy_values.add(d["value"])
            k, v = d["kind"], d["value"]
            if k in ("doc_ip", "doc_ipv6"):
                try:
                    if not any(ipaddress.ip_address(v) in n for n in DOC_NETS):
                        err(rid, "doc_ip decoy %r outside documentation ranges" % v)
                except ValueError:
                    err(rid, "doc_ip decoy %r is not an IP" % v)
            if k.startswith("loopback"):
                try:
                    ip = ipaddress.ip_address(v)
                    if not (ip.is_loopback or ip.is_unspecified):
                        err(rid, "loopback decoy %r is not loopback" % v)
                except ValueError:
                    err(rid, "loopback decoy %r is not an IP" % v)
            if k.startswith("masked") and not re.search(r"[*•xX#]", v):
                err(rid, "masked decoy %r has no mask" % v)
            if k not in ("org_iban",) and V.iban_ok(v):
                err(rid, "decoy %r is a valid IBAN but kind %s" % (v, k))
            if re.fullmatch(r"[\d -]{13,23}", v) and V.card_ok(v):
                err(rid, "decoy %r is a Luhn-valid card number" % v)
        # CN ID birth date consistent with DOB shown
        dobs = set()
        for sp in rec["spans"]:
            if sp["type"] == "DATE_OF_BIRTH":
                dobs |= dob_candidates(sp["value"])
        for sp in rec["spans"]:
            if sp["type"] == "IDCARD" and dobs:
                b = V.idcard_birth(sp["value"])
                if b not in dobs:
                    err(rid, "IDCARD %s birth %s not among DOBs shown" % (sp["value"], b))
        # every occurrence of a tagged string is tagged
        for sp in rec["spans"]:
            v = sp["value"]
            if (v.isascii() and len(v) < 3) or len(v) < 2:
                continue
            for i, j in occurrences(text, v):
                cover = [s for s in rec["spans"] if s["start"] <= i and j <= s["end"]]
                if not cover:
                    err(rid, "untagged occurrence of %s %r at %d" % (sp["type"], v, i))
                elif any(s["start"] == i and s["end"] == j and s["type"] != sp["type"] for s in cover):
                    err(rid, "%r tagged with two types" % v)
        for d in rec["decoys"]:
            v = d["value"]
            if len(v) < 3:
                continue
            for i, j in occurrences(text, v):
                inside_span = [s for s in rec["spans"] if s["start"] <= i and j <= s["end"]]
                if inside_span:
                    err(rid, "decoy string %r also inside span %r" % (v, inside_span[0]["value"][:40]))
    for v, ts in span_types_of_value.items():
        if len(ts) > 1:
            err("corpus", "value %r tagged as %s" % (v, sorted(ts)))
    both = span_values & decoy_values
    for v in sorted(both):
        err("corpus", "string %r is both span and decoy" % v)

    # size and mix rules
    n = len(records)
    n_spans = sum(len(r["spans"]) for r in records)
    n_dec = sum(len(r["decoys"]) for r in records)
    by_lang = collections.Counter(r["lang"] for r in records)
    if not 180 <= n <= 195:
        err("size", "%d texts (want 180-195)" % n)
    if not 1100 <= n_spans <= 1300:
        err("size", "%d spans (want 1100-1300)" % n_spans)
    for lang, want in (("en", .45), ("zh", .35), ("mixed", .20)):
        share = by_lang[lang] / n if n else 0
        if abs(share - want) > .04:
            err("size", "%s share %.1f%% (want about %d%%)" % (lang, 100 * share, 100 * want))
    texts_per_type = collections.Counter()
    for r in records:
        for t in {s["type"] for s in r["spans"]}:
            texts_per_type[t] += 1
    for t in TYPES:
        if texts_per_type[t] < 4:
            err("size", "type %s in %d texts (want >= 4)" % (t, texts_per_type[t]))
    if n and n_dec / n < 2.5:
        err("size", "%.2f decoys per text (want >= 2.5)" % (n_dec / n))
    empty = sum(1 for r in records if not r["spans"])
    if not 3 <= empty <= 8:
        err("size", "%d texts without span (want 3-8)" % empty)
    kinds = {r["kind"] for r in records}
    dkinds = {d["kind"] for r in records for d in r["decoys"]}
    if len(kinds) < 60:
        err("size", "%d text kinds (want >= 60)" % len(kinds))
    if len(dkinds) < 60:
        err("size", "%d decoy kinds (want >= 60)" % len(dkinds))
    ids = [r["id"] for r in records]
    if len(ids) != len(set(ids)):
        err("corpus", "duplicate ids")

    if verbose:
        print("texts: %d   spans: %d   decoys: %d (%.2f per text)   texts without span: %d"
              % (n, n_spans, n_dec, n_dec / max(n, 1), empty))
        print("text kinds: %d   decoy kinds: %d" % (len(kinds), len(dkinds)))
        print()
        print("%-8s %6s %7s %7s" % ("lang", "texts", "spans", "decoys"))
        for lang in LANGS:
            rs = [r for r in records if r["lang"] == lang]
            print("%-8s %6d %7d %7d   (%.1f%%)" % (lang, len(rs), sum(len(r["spans"]) for r in rs),
                                                 sum(len(r["decoys"]) for r in rs), 100 * len(rs) / max(n, 1)))
        print()
        print("%-14s %6s %6s %6s %6s %7s" % ("type", "en", "zh", "mixed", "total", "texts"))
        for t in TYPES:
            c = collections.Counter(r["lang"] for r in records for s in r["spans"] if s["type"] == t)
            print("%-14s %6d %6d %6d %6d %7d" % (t, c["en"], c["zh"], c["mixed"], sum(c.values()), texts_per_type[t]))
        print()
        dk = collections.Counter(d["kind"] for r in records for d in r["decoys"])
        print("decoy kinds (%d):" % len(dk))
        line = []
        for k, c in sorted(dk.items(), key=lambda x: (-x[1], x[0])):
            line.append("%s=%d" % (k, c))
        print("  " + ", ".join(line))
        print()
        tk = collections.Counter(r["kind"] for r in records)
        print("text kinds (%d):" % len(tk))
        print("  " + ", ".join("%s=%d" % (k, c) for k, c in sorted(tk.items(), key=lambda x: (-x[1], x[0]))))
        print()
    for e in errs:
        print("ERROR", e)
    print("check_blind: %s (%d problems)" % ("OK" if not errs else "FAILED", len(errs)))
    return not errs


def main():
    verbose = "-v" in sys.argv
    if not V.selftest():
        print("values.selftest failed")
        return 1
    path = os.path.join(HERE, "corpus.jsonl")
    with open(path, encoding="utf-8") as f:
        records = [json.loads(line) for line in f if line.strip()]
    return 0 if check(records, verbose) else 1


if __name__ == "__main__":
    sys.exit(main())
