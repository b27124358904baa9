#!/usr/bin/env python3
"""Validate corpus.jsonl of blind66.   -v prints tables.

Checks: offsets, overlaps, span edges inside ASCII words, per-type check
digits and shapes, IP ranges, CVV only next to a CARD, Chinese ID birth
dates against DOBs in the same text, titles/kinship/role words outside
PERSON, masked values never labelled, repeated strings tagged consistently,
no string both span and decoy, and the size/mix rules of the brief.
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
import values as V  # noqa: E402  (checksum primitives, test-vector checked in selftest)

VERBOSE = "-v" in sys.argv
TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL",
         "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT",
         "NATIONAL_ID", "AMOUNT"]
LANGS = ["en", "zh", "mixed"]

errors = []


def err(rid, msg):
    errors.append("%s: %s" % (rid, msg))


def isw(ch):
    return ch.isascii() and (ch.isalnum() or ch == "_")


# ------------------------------------------------------------------ dates
MONTHS = {m: i for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1)}
CN_DIG = {"〇": 0, "零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}


def cn_small(s):
    """十二 -> 12, 二十三 -> 23, 三十 -> 30, 七 -> 7"""
    if s.isdigit():
        return int(s)
    if "十" in s:
        a, b = s.split("十")
        return (CN_DIG[a] if a else 1) * 10 + (CN_DIG[b] if b else 0)
    return CN_DIG[s]


def mk(y, m, d, out):
    if y < 100:
        for c in (1900, 2000):
            mk(c + y, m, d, out)
        return
    if V.valid_date(y, m, d):
        out.add(datetime.date(y, m, d))


def parse_dates(s):
    out = set()
    t = s.strip()
    for m in re.finditer(r"(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})", t):
        mk(int(m.group(1)), int(m.group(2)), int(m.group(3)), out)
    for m in re.finditer(r"(?<!\d)(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?!\d)", t):
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        mk(y, b, a, out)
        mk(y, a, b, out)
    m = re.fullmatch(r"(\d{4})(\d{2})(\d{2})", t)
    if m:
        mk(int(m.group(1)), int(m.group(2)), int(m.group(3)), out)
    mon = r"(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
    for m in re.finditer(r"(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?[\s-]+" + mon + r",?[\s-]+(\d{4}|'\d{2})", t, re.I):
        mk(int(m.group(3).lstrip("'")), MONTHS[m.group(2).lower()], int(m.group(1)), out)
    for m in re.finditer(mon + r"\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})", t, re.I):
        mk(int(m.group(3)), MONTHS[m.group(1).lower()], int(m.group(2)), out)
    cn = "〇零一二三四五六七八九"
    m = re.search("([%s]{4})年([%s十]{1,3})月([%s十]{1,3})[日号]" % (cn, cn, cn), t)
    if m:
        y = int("".join(str(CN_DIG[c]) for c in m.group(1)))
        mk(y, cn_small(m.group(2)), cn_small(m.group(3)), out)
    m = re.search(r"(\d{2})年(\d{1,2})月(\d{1,2})[日号]", t)
    if m and not re.search(r"\d{4}年", t):
        mk(int(m.group(1)), int(m.group(2)), int(m.group(3)), out)
    return {d for d in out if 1915 <= d.year <= 2024}


# ------------------------------------------------------------------ shapes
APIKEY_RES = [
    r"(AKIA|ASIA)[A-Z0-9]{16}", r"gh[pousr]_[A-Za-z0-9]{36}", r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    r"glpat-[A-Za-z0-9_-]{20}", r"xox[bpa](-[0-9]{10,13}){2,3}-[A-Za-z0-9]{24,32}",
    r"(sk|rk)_live_[A-Za-z0-9]{24,}", r"sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}",
    r"sk-proj-[A-Za-z0-9_-]{40,}", r"sk-ant-api03-[A-Za-z0-9_-]{93}AA", r"AIza[A-Za-z0-9_-]{35}",
    r"\d{8,10}:AA[A-Za-z0-9_-]{33}", r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}", r"SK[0-9a-f]{32}",
    r"key-[0-9a-f]{32}", r"hf_[A-Za-z0-9]{34}", r"npm_[A-Za-z0-9]{36}", r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{20,}", r"LTAI[A-Za-z0-9]{12,20}",
    r"AKID[A-Za-z0-9]{32}", r"[A-Za-z0-9]{24,28}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}", r"sk-[0-9a-f]{32}",
]
SECRET_RES = [
    r"-----BEGIN [A-Z ]*PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END [A-Z ]*PRIVATE KEY-----",
    r"https://\S+",
    r"([a-z2-7]{4} ){3,7}[a-z2-7]{4}",
    r"[^\s]{6,}",
]
EMAIL_RE = r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}"
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
NATID_CHECKS = [V.nino_ok, V.dni_ok, V.nie_ok, V.bsn_ok, V.nir_ok, V.pnr_ok, V.pesel_ok, V.sin_ok,
                V.nric_ok, V.hkid_ok, V.twid_ok, V.aadhaar_ok, V.cpf_ok, V.benn_ok]
NUMWORDS = {"zero": 1, "oh": 1, "o": 1, "one": 1, "two": 1, "three": 1, "four": 1, "five": 1, "six": 1,
            "seven": 1, "eight": 1, "nine": 1, "double": 1, "triple": 2, "ten": 1}
CURRENCY = re.compile(
    r"[£$€¥￥₹]|\b(GBP|USD|EUR|RMB|CNY|HKD|SGD|AUD|CAD|CHF|PLN|INR|SEK|MYR|TWD|NTD|JPY)\b|HK\$|NT\$|S\$|RM ?\d|"
    r"\b(pounds?|quid|dollars?|bucks|euros?|grand|pence|rupees|zloty|kronor)\b|\d ?(k|p)\b|"
    r"元|块|圆|万|美元|英镑|欧元|港币|港元|港幣|人民币|毛|角|刀|令吉|新币|台币|臺幣|蚊", re.I)
NUMBERISH = re.compile(r"\d|[一二三四五六七八九十百千万两零壹贰叁肆伍陆柒捌玖拾佰仟]|\b(one|two|three|four|five|six|seven|eight|nine|ten|"
                       r"twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|grand)\b", re.I)
TITLES = re.compile(r"^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Cllr|Rev|Revd|Lord|Lady|Fr)\b\.?", re.I)
KIN_EN = re.compile(r"\b(mum|mom|mam|dad|father|mother|sister|brother|aunt|auntie|uncle|gran|grandma|"
                    r"grandad|grandpa|nan|nana|wife|husband|son|daughter|cousin|nephew|niece)\b", re.I)
KIN_ZH = ["妈妈", "爸爸", "老妈", "老爸", "母亲", "父亲", "哥哥", "姐姐", "弟弟", "妹妹", "表姐", "表哥", "表妹",
          "表弟", "堂哥", "堂姐", "舅舅", "舅妈", "姑姑", "姑父", "叔叔", "婶婶", "伯伯", "奶奶", "爷爷", "外婆",
          "外公", "姥姥", "姥爷", "老婆", "老公", "儿子", "女儿", "岳父", "岳母", "婆婆", "媳妇", "女婿", "侄子",
          "外甥", "阿嫲", "阿爸", "阿妈", "老豆", "老母"]
ROLE_PREFIX = ["财务", "会计", "出纳", "前台", "秘书", "行政", "人事", "司机", "保安", "律师", "医生", "护士",
               "Treasurer", "Secretary", "Chair", "Councillor", "HR", "IT"]
MASK = re.compile(r"[*•●]|x{4}|X{4}")


def phone_units(v):
    n = sum(1 for c in v if c.isdigit() or c in "零〇一二三四五六七八九幺两")
    for w in re.findall(r"[a-z]+", v.lower()):
        n += NUMWORDS.get(w, 0)
    return n


def check_value(rid, typ, v, rec):
    bad = lambda why: err(rid, "%s %r: %s" % (typ, v, why))  # noqa: E731
    if typ in ("CARD", "PHONE", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "CVV",
               "EMAIL", "IP_ADDRESS", "DATE_OF_BIRTH") and MASK.search(v):
        bad("masked value labelled")
    if typ == "EMAIL":
        if not re.fullmatch(EMAIL_RE, v):
            bad("not an e-mail")
        if re.search(r"@example\.(com|org|net)$", v):
            bad("documentation e-mail labelled")
    elif typ == "PHONE":
        if phone_units(v) < 7:
            bad("too few digits for a phone number")
    elif typ == "ADDRESS":
        # the postcode is part of the span whenever the text gives one; an
        # address printed without any (ID-card face) still needs a house number
        if not re.search(r"\d", v) or len(v) < 10:
            bad("address without house number")
    elif typ == "DATE_OF_BIRTH":
        if not parse_dates(v):
            bad("unparseable birth date")
    elif typ == "IP_ADDRESS":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            return bad("not an IP address")
        if any(ip in n for n in DOC_NETS if n.version == ip.version):
            bad("documentation range labelled")
        if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local:
            bad("loopback/unspecified/multicast/link-local labelled")
    elif typ == "APIKEY":
        if not any(re.fullmatch(p, v) for p in APIKEY_RES):
            bad("no known vendor key shape")
        if "EXAMPLE" in v or v.startswith(("pk_live", "pk_test")):
            bad("example/publishable key labelled")
    elif typ == "SECRET":
        if not any(re.fullmatch(p, v) for p in SECRET_RES):
            bad("no secret shape")
        if "EXAMPLE" in v:
            bad("example secret labelled")
    elif typ == "PASSWORD":
        if len(v) < 3:
            bad("too short")
    elif typ == "CARD":
        d = re.sub(r"[ -]", "", v)
        if not (d.isdigit() and 13 <= len(d) <= 19 and V.luhn_ok(d)):
            bad("Luhn")
        if " " in v and "-" in v:
            bad("mixed separators")
    elif typ == "CVV":
        if not re.fullmatch(r"\d{3,4}", v):
            bad("CVV shape")
        if not any(s["type"] == "CARD" for s in rec["spans"]):
            bad("CVV without a CARD in the text")
    elif typ == "IBAN":
        if not V.iban_ok(v):
            bad("IBAN mod-97/length")
    elif typ == "SSN":
        if not V.ssn_ok(v):
            bad("SSN shape/area/group/serial")
    elif typ == "IDCARD":
        if not V.idcard_ok(v):
            bad("GB 11643 check character / date")
        else:
            birth = datetime.date(int(v[6:10]), int(v[10:12]), int(v[12:14]))
            dobs = [parse_dates(s["value"]) for s in rec["spans"] if s["type"] == "DATE_OF_BIRTH"]
            if dobs and not any(birth in d for d in dobs):
                bad("birth date %s not among the DOBs shown" % birth)
    elif typ == "PASSPORT":
        if not re.fullmatch(V.SHAPES["passport"], v):
            bad("passport shape")
    elif typ == "NATIONAL_ID":
        if not any(f(v) for f in NATID_CHECKS):
            bad("no national-id check passes")
        dobs = [parse_dates(s["value"]) for s in rec["spans"] if s["type"] == "DATE_OF_BIRTH"]
        if dobs and V.pesel_ok(v):
            if not any(V.pesel_date(v) in d for d in dobs):
                bad("PESEL birth date not among the DOBs shown")
        if dobs and V.pnr_ok(v):
            if not any(d.strftime("%y%m%d") == v[:6] for ds in dobs for d in ds):
                bad("personnummer birth date not among the DOBs shown")
    elif typ == "AMOUNT":
        if not NUMBERISH.search(v):
            bad("amount without a number")
        if not CURRENCY.search(v):
            bad("amount without its currency")
    elif typ == "PERSON":
        if TITLES.match(v):
            bad("title inside PERSON")
        if KIN_EN.search(v) or any(k in v for k in KIN_ZH):
            bad("kinship word inside PERSON")
        if any(v.startswith(r) for r in ROLE_PREFIX):
            bad("role word inside PERSON")
    elif typ == "MEDICAL":
        if len(v) < 2:
            bad("too short")


def occurrences(text, v):
    i = text.find(v)
    while i >= 0:
        j = i + len(v)
        ok = not (isw(v[0]) and i > 0 and isw(text[i - 1])) and not (isw(v[-1]) and j < len(text) and isw(text[j]))
        if ok:
            yield i, j
        i = text.find(v, i + 1)


def main():
    path = os.path.join(HERE, "corpus.jsonl")
    recs = [json.loads(line) for line in open(path, encoding="utf-8")]
    ids = set()
    span_vals = collections.defaultdict(set)     # value -> types
    decoy_vals = collections.defaultdict(set)    # value -> decoy kinds
    where_span, where_decoy = {}, {}
    for rec in recs:
        rid, text = rec["id"], rec["text"]
        if rid in ids:
            err(rid, "duplicate id")
        ids.add(rid)
        if rec["lang"] not in LANGS or not rid.startswith("c66-%s-" % rec["lang"]):
            err(rid, "bad lang/id")
        for ch in "⟦⟧⟪⟫":
            if ch in text:
                err(rid, "markup left in text")
        if re.search(r"\$[a-z][a-z0-9_]*\b", text) and any(
                m[1:] in V.VALUES for m in re.findall(r"\$[a-z][a-z0-9_]*", text)):
            err(rid, "unreplaced $name")
        items = [("S", s["type"], s) for s in rec["spans"]] + [("D", d["kind"], d) for d in rec["decoys"]]
        for tag, t, s in items:
            v = s["value"]
            if text[s["start"]:s["end"]] != v:
                err(rid, "offset mismatch %r" % v)
            if not v or v != v.strip():
                err(rid, "empty or padded value %r" % v)
            a, b = s["start"], s["end"]
            if a > 0 and isw(text[a - 1]) and isw(text[a]):
                err(rid, "%s %r starts inside an ASCII word" % (t, v))
            if b < len(text) and isw(text[b - 1]) and isw(text[b]):
                err(rid, "%s %r ends inside an ASCII word" % (t, v))
            if tag == "S":
                if t not in TYPES:
                    err(rid, "unknown type %s" % t)
                span_vals[v].add(t)
                where_span.setdefault(v, rid)
            else:
                if not t or not re.fullmatch(r"[a-z0-9_]+", t):
                    err(rid, "bad decoy kind %r" % t)
                decoy_vals[v].add(t)
                where_decoy.setdefault(v, rid)
                if "ip" in t.split("_"):
                    try:
                        ip = ipaddress.ip_address(v)
                        real = not (any(ip in n for n in DOC_NETS if n.version == ip.version)
                                    or ip.is_loopback or ip.is_unspecified or ip.is_link_local
                                    or ip.is_multicast or v.endswith(".255"))
                        if real:
                            err(rid, "decoy IP %s is a real host address" % v)
                    except ValueError:
                        pass
        iv = sorted((s["start"], s["end"], s.get("type") or s.get("kind")) for _, _, s in items)
        for (a1, b1, t1), (a2, b2, t2) in zip(iv, iv[1:]):
            if a2 < b1:
                err(rid, "overlap %s[%d:%d] / %s[%d:%d]" % (t1, a1, b1, t2, a2, b2))
        for s in rec["spans"]:
            check_value(rid, s["type"], s["value"], rec)
            if s["type"] == "ADDRESS":
                after, before = text[s["end"]:s["end"] + 16], text[max(0, s["start"] - 12):s["start"]]
                if re.match(r"[\s,，]*(邮编|邮政编码|[Pp]ostcode)?[:：\s]*(\d{5,6}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})(?!\w)", after) \
                        or re.search(r"(?<!\d)\d{6}[\s,，]*$", before):
                    err(rid, "postcode left outside ADDRESS %r" % s["value"])
        # every occurrence of a tagged string is tagged, with the same type
        for s in rec["spans"]:
            v = s["value"]
            if len(v) < 2:
                continue
            for i, j in occurrences(text, v):
                exact = [x for x in rec["spans"] if x["start"] == i and x["end"] == j]
                cover = [x for x in rec["spans"] if x["start"] <= i and x["end"] >= j]
                if exact:
                    if any(x["type"] != s["type"] for x in exact):
                        err(rid, "%r tagged with two types" % v)
                elif not cover:
                    err(rid, "untagged occurrence of %s %r at %d" % (s["type"], v, i))
    for v, ts in span_vals.items():
        if len(ts) > 1:
            err(where_span[v], "%r labelled as %s in different places" % (v, "/".join(sorted(ts))))
        if v in decoy_vals:
            err(where_span[v], "%r is a span here and a decoy in %s" % (v, where_decoy[v]))

    # ------------------------------------------------------------ size rules
    n = len(recs)
    nspans = sum(len(r["spans"]) for r in recs)
    ndecoys = sum(len(r["decoys"]) for r in recs)
    bylang = collections.Counter(r["lang"] for r in recs)
    texts_per_type = collections.Counter()
    spans_type_lang = collections.Counter()
    for r in recs:
        for t in {s["type"] for s in r["spans"]}:
            texts_per_type[t] += 1
        for s in r["spans"]:
            spans_type_lang[s["type"], r["lang"]] += 1
    empty = [r["id"] for r in recs if not r["spans"]]
    kinds = collections.Counter(r["kind"] for r in recs)
    dkinds = collections.Counter(d["kind"] for r in recs for d in r["decoys"])
    rules = [
        ("180-195 texts", 180 <= n <= 195, n),
        ("1100-1300 spans", 1100 <= nspans <= 1300, nspans),
        ("en about 45%", 0.40 <= bylang["en"] / n <= 0.50, "%.1f%%" % (100 * bylang["en"] / n)),
        ("zh about 35%", 0.30 <= bylang["zh"] / n <= 0.40, "%.1f%%" % (100 * bylang["zh"] / n)),
        ("mixed about 20%", 0.15 <= bylang["mixed"] / n <= 0.25, "%.1f%%" % (100 * bylang["mixed"] / n)),
        ("every type in >= 4 texts", all(texts_per_type[t] >= 4 for t in TYPES),
         min(texts_per_type[t] for t in TYPES)),
        (">= 2.5 decoys per text", ndecoys / n >= 2.5, "%.2f" % (ndecoys / n)),
        ("3-8 texts without spans", 3 <= len(empty) <= 8, len(empty)),
        (">= 60 text kinds", len(kinds) >= 60, len(kinds)),
        (">= 60 decoy kinds", len(dkinds) >= 60, len(dkinds)),
    ]
    for name, ok, got in rules:
        if not ok:
            err("corpus", "size rule failed: %s (got %s)" % (name, got))

    if VERBOSE:
        print("texts %d (en %d, zh %d, mixed %d)   spans %d   decoys %d   texts without spans %d"
              % (n, bylang["en"], bylang["zh"], bylang["mixed"], nspans, ndecoys, len(empty)))
        print()
        print("%-13s %6s %6s %6s %6s %7s" % ("type", "en", "zh", "mixed", "spans", "texts"))
        for t in TYPES:
            row = [spans_type_lang[t, lg] for lg in LANGS]
            print("%-13s %6d %6d %6d %6d %7d" % (t, row[0], row[1], row[2], sum(row), texts_per_type[t]))
        print("%-13s %6d %6d %6d %6d" % ("total", *[sum(spans_type_lang[t, lg] for t in TYPES) for lg in LANGS],
                                        nspans))
        print()
        print("rules:")
        for name, ok, got in rules:
            print("  %-28s %-5s %s" % (name, "ok" if ok else "FAIL", got))
        print()
        print("text kinds (%d):" % len(kinds))
        print("  " + ", ".join("%s %d" % kv for kv in sorted(kinds.items())))
        print()
        print("decoy kinds (%d):" % len(dkinds))
        print("  " + ", ".join("%s %d" % kv for kv in sorted(dkinds.items())))
        print()
        print("texts without spans: " + ", ".join(empty))
        print()
    if errors:
        for e in errors:
            print("ERROR", e)
        print("%d errors" % len(errors))
        sys.exit(1)
    print("check_blind: OK (%d texts, %d spans, %d decoys)" % (n, nspans, ndecoys))


if __name__ == "__main__":
    main()
