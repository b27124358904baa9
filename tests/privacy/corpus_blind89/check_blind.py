#!/usr/bin/env python3
"""Validate corpus.jsonl of the blind89 corpus.  -v prints tables."""
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

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS",
         "MEDICAL", "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN",
         "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
LANGS = ["en", "zh", "mixed"]

WORD = re.compile(r"[A-Za-z0-9_]")
CJK_NUM = "〇零一二三四五六七八九幺两"
NUM_WORDS = {"zero", "oh", "o", "one", "two", "three", "four", "five", "six",
             "seven", "eight", "nine", "double", "triple"}
CUR = re.compile(r"[$€£¥₹￥₩]|zł|\bkr\b|\bRM\b|\bRs\.?|\b(USD|EUR|GBP|CNY|RMB|HKD|SGD|AUD|CAD|JPY|CHF|INR|MYR|NZD|AED|TWD|NTD|SEK|PLN|KRW)\b|"
                 r"dollars?|bucks|pounds?|quid|euros?|rupees|ringgit|yuan|kuai|"
                 r"元|块|圆|万|人民币|港币|美元|欧元|英镑|新币|日元|澳元|令吉|台币", re.I)
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
TITLES = re.compile(r"^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Madam|Mme|Herr|Frau)\b\.?", re.I)
KIN_EN = {"mom", "mum", "dad", "aunt", "auntie", "uncle", "grandma", "grandpa", "granny",
          "nana", "papa", "mama", "sister", "brother", "cousin", "wife", "husband"}
KIN_ZH = ["妈妈", "爸爸", "姐姐", "哥哥", "弟弟", "妹妹", "表姐", "表哥", "表妹", "表弟",
          "堂姐", "堂哥", "堂妹", "堂弟", "奶奶", "爷爷", "外婆", "外公", "姥姥", "姥爷",
          "舅舅", "舅妈", "姑姑", "姨妈", "阿姨", "叔叔", "婶婶", "伯伯", "老公", "老婆",
          "媳妇", "岳母", "岳父", "婆婆", "公公", "儿子", "女儿", "我妈", "我爸"]
ROLE_ZH = ["财务", "前台", "客服", "助理", "会计", "同事", "房东", "中介", "快递"]
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]


# ------------------------------------------------------------------ validators
def v_email(s):
    return bool(re.fullmatch(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}", s))


def v_phone(s):
    if "*" in s or re.search(r"[xX]{2,}", s):
        return False
    digits = sum(c.isdigit() for c in s)
    cjk = sum(c in CJK_NUM for c in s)
    words = [w for w in re.findall(r"[a-z]+", s.lower())]
    spoken = sum(1 for w in words if w in NUM_WORDS)
    if re.fullmatch(r"(95|96|100|123)\d{2,3}", s):
        return True   # short service hotlines (95555, 10086, 12345)
    return digits >= 7 or cjk >= 7 or spoken >= 5 or digits + spoken >= 7


def v_ip(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    if any(ip in n for n in DOC_NETS if n.version == ip.version):
        return False
    return not (ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_reserved)


def v_cvv(s):
    return bool(re.fullmatch(r"\d{3,4}", s))


def v_amount(s):
    return bool(CUR.search(s)) and bool(re.search(r"[\d一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟]|hundred|thousand|fifty|twenty|forty|sixty|eighty|ninety|seventy|thirty|ten|grand|k\b", s, re.I))


def v_dob(s):
    return bool(re.search(r"\d|[" + CJK_NUM + "十]", s)) or any(m in s.lower() for m in MONTHS)


def v_address(s):
    return bool(re.search(r"\d|号|[一二三四五六七八九十]+[号栋楼室]", s)) and len(s) >= 8


def v_free(s):
    return len(s) >= 2


VALIDATORS = {
    "PERSON": v_free, "EMAIL": v_email, "PHONE": v_phone, "ADDRESS": v_address,
    "DATE_OF_BIRTH": v_dob, "IP_ADDRESS": v_ip, "MEDICAL": v_free,
    "PASSWORD": lambda s: len(s) >= 4, "APIKEY": V.apikey_ok, "SECRET": V.secret_ok,
    "CARD": V.card_ok, "CVV": v_cvv, "IBAN": V.iban_ok, "SSN": V.ssn_ok,
    "IDCARD": V.idcard_ok, "PASSPORT": V.passport_ok, "NATIONAL_ID": V.national_id_ok,
    "AMOUNT": v_amount,
}


# ------------------------------------------------------------- date parsing
def _cjk_int(s):
    digs = {c: i for i, c in enumerate("〇一二三四五六七八九")}
    digs["零"] = 0
    digs["两"] = 2
    if all(c in digs for c in s):
        return int("".join(str(digs[c]) for c in s))
    if "十" in s:
        a, _, b = s.partition("十")
        return (digs[a] if a else 1) * 10 + (digs[b] if b else 0)
    raise ValueError(s)


def parse_dates(s):
    out = set()

    def add(y, m, d):
        try:
            out.add(datetime.date(int(y), int(m), int(d)))
        except (ValueError, TypeError):
            pass
    for m in re.finditer(r"(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})", s):
        add(*m.groups())
    for m in re.finditer(r"(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})", s):
        add(m.group(3), m.group(2), m.group(1))
        add(m.group(3), m.group(1), m.group(2))
    for m in re.finditer(r"(?<!\d)(\d{4})(\d{2})(\d{2})(?!\d)", s):
        add(*m.groups())
    mon = r"(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?"
    for m in re.finditer(r"(\d{1,2})(?:st|nd|rd|th)?[ -]" + mon + r",?[ -](\d{4})", s, re.I):
        add(m.group(3), MONTHS.index(m.group(2)[:3].lower()) + 1, m.group(1))
    for m in re.finditer(mon + r" (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})", s, re.I):
        add(m.group(3), MONTHS.index(m.group(1)[:3].lower()) + 1, m.group(2))
    for m in re.finditer(r"([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]{1,3})月([一二三四五六七八九十]{1,3})[日号]", s):
        try:
            add(_cjk_int(m.group(1)), _cjk_int(m.group(2)), _cjk_int(m.group(3)))
        except (ValueError, KeyError):
            pass
    return out


# ---------------------------------------------------------------------- checks
def occurrences(text, val):
    i = text.find(val)
    while i >= 0:
        j = i + len(val)
        left_ok = not (WORD.match(val[0]) and i > 0 and WORD.match(text[i - 1]))
        right_ok = not (WORD.match(val[-1]) and j < len(text) and WORD.match(text[j]))
        if left_ok and right_ok:
            yield i, j
        i = text.find(val, i + 1)


def check(rows):
    errs = []

    def err(rid, msg):
        errs.append(f"{rid}: {msg}")

    span_types = collections.defaultdict(set)
    decoy_vals = {}
    for r in rows:
        rid, t = r["id"], r["text"]
        items = [("S", s) for s in r["spans"]] + [("D", d) for d in r["decoys"]]
        for tag, x in items:
            if not (0 <= x["start"] < x["end"] <= len(t)) or t[x["start"]:x["end"]] != x["value"]:
                err(rid, f"bad offsets {x}")
                continue
            v = x["value"]
            if v != v.strip():
                err(rid, f"untrimmed value {v!r}")
            a, b = x["start"], x["end"]
            if a > 0 and WORD.match(t[a - 1]) and WORD.match(t[a]):
                err(rid, f"edge inside word at start of {v!r}")
            if b < len(t) and WORD.match(t[b - 1]) and WORD.match(t[b]):
                err(rid, f"edge inside word at end of {v!r}")
        spans_sorted = sorted(items, key=lambda p: p[1]["start"])
        for (_, x), (_, y) in zip(spans_sorted, spans_sorted[1:]):
            if y["start"] < x["end"]:
                err(rid, f"overlap {x['value']!r} / {y['value']!r}")
        # per type
        ids = []
        for s in r["spans"]:
            typ, v = s["type"], s["value"]
            if typ not in VALIDATORS:
                err(rid, f"unknown type {typ}")
                continue
            if not VALIDATORS[typ](v):
                err(rid, f"{typ} fails validation: {v!r}")
            if typ not in ("PASSWORD", "SECRET", "MEDICAL") and v[-1] in ",;:":
                err(rid, f"{typ} ends with punctuation {v!r}")
            if typ == "PERSON":
                if TITLES.match(v):
                    err(rid, f"title inside PERSON {v!r}")
                if any(w.lower() in KIN_EN for w in re.findall(r"[A-Za-z]+", v)):
                    err(rid, f"kinship word inside PERSON {v!r}")
                if any(k in v for k in KIN_ZH):
                    err(rid, f"kinship word inside PERSON {v!r}")
                if any(v.startswith(k) for k in ROLE_ZH):
                    err(rid, f"role word inside PERSON {v!r}")
            if typ == "CVV":
                cards = [c for c in r["spans"] if c["type"] == "CARD"]
                if not cards:
                    err(rid, f"CVV {v!r} without a CARD")
                elif min(min(abs(s["start"] - c["end"]), abs(c["start"] - s["end"])) for c in cards) > 300:
                    err(rid, f"CVV {v!r} far from its CARD")
            if typ == "IDCARD":
                ids.append(V.idcard_birth(v.replace(" ", "")))
            if any(c in v for c in "*•●"):
                err(rid, f"masked value labelled as span {v!r}")
            span_types[v].add(typ)
        if ids:
            for s in r["spans"]:
                if s["type"] == "DATE_OF_BIRTH":
                    ds = parse_dates(s["value"])
                    if not ds:
                        err(rid, f"DOB {s['value']!r} next to IDCARD could not be parsed")
                    elif not ds & set(ids):
                        err(rid, f"DOB {s['value']!r} inconsistent with IDCARD birth dates {ids}")
        for d in r["decoys"]:
            decoy_vals.setdefault(d["value"], rid)
            if not d["kind"]:
                err(rid, "decoy without kind")
        # every occurrence of a span string is covered
        covers = [(s["start"], s["end"], s["type"], s["value"]) for s in r["spans"]]
        dcovers = [(d["start"], d["end"]) for d in r["decoys"]]
        for s in r["spans"]:
            v = s["value"]
            if len(v) < 2:
                continue
            for i, j in occurrences(t, v):
                exact = any(a == i and b == j and ty == s["type"] for a, b, ty, _ in covers)
                inside = any(a <= i and j <= b and not (a == i and b == j) for a, b, _, _ in covers)
                if not exact and not inside:
                    where = "inside a decoy" if any(a <= i and j <= b for a, b in dcovers) else "untagged"
                    err(rid, f"occurrence of {s['type']} {v!r} at {i} is {where}")
    for v, ts in span_types.items():
        if len(ts) > 1:
            errs.append(f"corpus: {v!r} labelled as {sorted(ts)}")
        if v in decoy_vals:
            errs.append(f"corpus: {v!r} is both a span and a decoy ({decoy_vals[v]})")
    return errs


def size_rules(rows):
    errs = []
    n = len(rows)
    nspans = sum(len(r["spans"]) for r in rows)
    ndec = sum(len(r["decoys"]) for r in rows)
    if not 180 <= n <= 195:
        errs.append(f"size: {n} texts (want 180-195)")
    if not 1100 <= nspans <= 1300:
        errs.append(f"size: {nspans} spans (want 1100-1300)")
    share = collections.Counter(r["lang"] for r in rows)
    for lang, lo, hi in (("en", .40, .50), ("zh", .30, .40), ("mixed", .15, .25)):
        if n and not lo <= share[lang] / n <= hi:
            errs.append(f"size: {lang} share {share[lang] / n:.1%} outside {lo:.0%}-{hi:.0%}")
    for typ in TYPES:
        k = sum(1 for r in rows if any(s["type"] == typ for s in r["spans"]))
        if k < 4:
            errs.append(f"size: {typ} in only {k} texts")
    if n and ndec / n < 2.5:
        errs.append(f"size: {ndec / n:.2f} decoys per text (want >= 2.5)")
    empty = sum(1 for r in rows if not r["spans"])
    if not 3 <= empty <= 8:
        errs.append(f"size: {empty} texts without spans (want 3-8)")
    kinds = {r["kind"] for r in rows}
    if len(kinds) < 60:
        errs.append(f"size: {len(kinds)} text kinds (want >= 60)")
    dkinds = {d["kind"] for r in rows for d in r["decoys"]}
    if len(dkinds) < 60:
        errs.append(f"size: {len(dkinds)} decoy kinds (want >= 60)")
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids):
        errs.append("size: duplicate ids")
    return errs


def tables(rows):
    by = collections.Counter()
    texts_with = collections.Counter()
    for r in rows:
        for s in r["spans"]:
            by[(s["type"], r["lang"])] += 1
        for typ in {s["type"] for s in r["spans"]}:
            texts_with[typ] += 1
    print(f"{'type':14}" + "".join(f"{lang:>8}" for lang in LANGS) + f"{'total':>8}{'texts':>8}")
    for typ in TYPES:
        row = [by[(typ, lang)] for lang in LANGS]
        print(f"{typ:14}" + "".join(f"{x:8d}" for x in row) + f"{sum(row):8d}{texts_with[typ]:8d}")
    tot = [sum(by[(t, lang)] for t in TYPES) for lang in LANGS]
    print(f"{'TOTAL':14}" + "".join(f"{x:8d}" for x in tot) + f"{sum(tot):8d}")
    print()
    lc = collections.Counter(r["lang"] for r in rows)
    dc = collections.Counter()
    for r in rows:
        dc[r["lang"]] += len(r["decoys"])
    print(f"{'lang':8}{'texts':>8}{'share':>8}{'spans':>8}{'decoys':>8}{'empty':>8}")
    for lang in LANGS:
        e = sum(1 for r in rows if r["lang"] == lang and not r["spans"])
        print(f"{lang:8}{lc[lang]:8d}{lc[lang] / len(rows):8.1%}{tot[LANGS.index(lang)]:8d}{dc[lang]:8d}{e:8d}")
    print(f"{'all':8}{len(rows):8d}{'':8}{sum(tot):8d}{sum(dc.values()):8d}"
          f"{sum(1 for r in rows if not r['spans']):8d}")
    print()
    kinds = collections.Counter(r["kind"] for r in rows)
    print(f"text kinds: {len(kinds)}")
    print("  " + ", ".join(f"{k}({v})" for k, v in sorted(kinds.items())))
    dk = collections.Counter(d["kind"] for r in rows for d in r["decoys"])
    print(f"decoy kinds: {len(dk)}")
    print("  " + ", ".join(f"{k}({v})" for k, v in sorted(dk.items())))


def main():
    path = os.path.join(HERE, "corpus.jsonl")
    with open(path, encoding="utf-8") as f:
        rows = [json.loads(line) for line in f if line.strip()]
    V.selftest()
    errs = check(rows) + size_rules(rows)
    if "-v" in sys.argv[1:]:
        tables(rows)
        print()
    for e in errs:
        print("ERROR", e)
    print(f"{len(rows)} texts, {sum(len(r['spans']) for r in rows)} spans, "
          f"{sum(len(r['decoys']) for r in rows)} decoys: "
          + ("OK" if not errs else f"{len(errs)} problem(s)"))
    sys.exit(1 if errs else 0)


if __name__ == "__main__":
    main()
