#!/usr/bin/env python3
"""Consistency checks for blind86/corpus.jsonl.   -v prints tables."""
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

ERRORS = []


def err(rid, msg):
    ERRORS.append("%s: %s" % (rid, msg))


# ------------------------------------------------------------------ helpers
def is_word(c):
    """ASCII word character (edge rule)."""
    return c.isascii() and (c.isalnum() or c == "_")


def is_wordish(c):
    """Letter/digit of an alphabetic script (occurrence rule); CJK never counts."""
    return (c.isalnum() or c == "_") and ord(c) < 0x2E80


MONTHS = {m: i for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august",
     "september", "october", "november", "december"], 1)}
MONTHS.update({k[:3]: v for k, v in list(MONTHS.items())})
MONTHS["sept"] = 9
CN_DIG = {"〇": 0, "零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6,
          "七": 7, "八": 8, "九": 9}


def cn_small(s):
    """Chinese numeral 1..31."""
    if s.isdigit():
        return int(s)
    if s == "十":
        return 10
    if s.startswith("十"):
        return 10 + CN_DIG[s[1]]
    if "十" in s:
        a, b = s.split("十")
        return CN_DIG[a] * 10 + (CN_DIG[b] if b else 0)
    return CN_DIG[s]


def mkdate(y, m, d):
    try:
        return datetime.date(int(y), int(m), int(d))
    except (ValueError, TypeError):
        return None


def parse_dob(v):
    """Set of dates the string can mean (empty if unparseable)."""
    s = v.strip().lower().replace(",", " ")
    s = re.sub(r"\s+", " ", s)
    out = set()
    m = re.fullmatch(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})", s)
    if m:
        out.add(mkdate(*m.groups()))
    m = re.fullmatch(r"(\d{4})(\d{2})(\d{2})", s)
    if m:
        out.add(mkdate(*m.groups()))
    m = re.fullmatch(r"(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})", s)
    if m:
        a, b, y = m.groups()
        out.add(mkdate(y, b, a))
        out.add(mkdate(y, a, b))
    m = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)? (?:of )?([a-z]+)\.? (\d{4})", s)
    if m and m.group(2) in MONTHS:
        out.add(mkdate(m.group(3), MONTHS[m.group(2)], m.group(1)))
    m = re.fullmatch(r"([a-z]+)\.? (\d{1,2})(?:st|nd|rd|th)? (\d{4})", s)
    if m and m.group(1) in MONTHS:
        out.add(mkdate(m.group(3), MONTHS[m.group(1)], m.group(2)))
    m = re.fullmatch(r"(\d{4}) ?年 ?(\d{1,2}) ?月 ?(\d{1,2}) ?[日号]?", s)
    if m:
        out.add(mkdate(*m.groups()))
    m = re.fullmatch(r"([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]{1,3})月([一二三四五六七八九十]{1,3})[日号]", s)
    if m:
        y = "".join(str(CN_DIG[c]) for c in m.group(1))
        out.add(mkdate(y, cn_small(m.group(2)), cn_small(m.group(3))))
    out.discard(None)
    return out


NUMWORDS = r"zero|oh|o|one|two|three|four|five|six|seven|eight|nine|double|triple"
CN_PHONE = "零〇一二三四五六七八九幺两"


def phone_digits(v):
    n = sum(c.isdigit() for c in v)
    n += sum(c in CN_PHONE for c in v)
    for w in re.findall(r"[a-z]+", v.lower()):
        if re.fullmatch(NUMWORDS, w):
            n += 2 if w in ("double",) else 3 if w == "triple" else 1
    return n


POSTCODE = [
    r"\b(?:[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})\b",     # UK
    r"\b(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}\b",  # Eircode
    r"\b\d{5}(?:-\d{4})?\b",                        # US / DE / FR / ES
    r"(?<!\d)\d{6}(?!\d)",                          # CN
    r"\b\d{4} ?[A-Z]{2}\b",                         # NL
    r"\b\d{2}-\d{3}\b",                             # PL
    r"\bBT\d{1,2} ?\d[A-Z]{2}\b",                   # NI
    r"\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b",                  # CA
    r"\b\d{3} \d{2}\b",                              # SE
    r"\b\d{4} [A-ZÆØÅ]",                             # NO / BE / DK
]
CN_ADDR = re.compile(r"[省市区县路街道号村镇乡弄栋室]")
CURRENCY = re.compile(
    r"[€£$¥￥]|\bzł|\b(?:EUR|GBP|USD|RMB|CNY|HKD|PLN|SEK|NOK|SGD|CAD|kr|euros?|eur|quid|pounds?|dollars?|bucks|pence|cents?|sterling)\b"
    r"|元|块|欧元|英镑|美元|港币|人民币|万", re.I)
SPOKEN_NUM = re.compile(r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                        r"fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|"
                        r"grand|k)\b|[一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟]", re.I)
TITLES = re.compile(r"^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Rev|Fr|Sr)\b\.?", re.I)
KIN_EN = re.compile(r"\b(?:mum|mam|mom|dad|da|nan|nana|granny|gran|grandad|grandma|grandpa|auntie|aunt|"
                    r"uncle|cousin|sis|bro|hubby|wife|husband)\b", re.I)
KIN_ZH = ["表姐", "表哥", "表妹", "表弟", "堂哥", "堂姐", "妈妈", "爸爸", "我妈", "我爸", "舅舅", "舅妈",
          "姑姑", "姑妈", "叔叔", "婶婶", "奶奶", "爷爷", "外婆", "外公", "姥姥", "姥爷", "老公", "老婆",
          "岳父", "岳母", "婆婆", "公公", "儿子", "女儿", "阿姨", "大伯", "小舅", "嫂子", "姐夫", "妹夫"]
ROLE_ZH = ["财务", "会计", "出纳", "客服", "司机", "前台", "经办人", "联系人", "业主", "房东", "店长"]
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
CGNAT = ipaddress.ip_network("100.64.0.0/10")


def ip_problem(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return "not an IP address"
    if any(ip in n for n in DOC_NETS):
        return "documentation range"
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_reserved:
        return "loopback/unspecified/reserved"
    if ip.version == 4 and (ip.is_private or ip in CGNAT or ip.is_global):
        return None
    if ip.version == 6 and (ip.is_global or ip.is_private):
        return None
    return "not a host address"


def check_type(rid, text, s):
    t, v = s["type"], s["value"]
    if t == "PERSON":
        if TITLES.match(v):
            err(rid, "title inside PERSON %r" % v)
        if KIN_EN.search(v) or any(k in v for k in KIN_ZH):
            err(rid, "kinship word inside PERSON %r" % v)
        if any(v.startswith(r) for r in ROLE_ZH):
            err(rid, "role word inside PERSON %r" % v)
    elif t == "EMAIL":
        if not re.fullmatch(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}", v):
            err(rid, "bad EMAIL %r" % v)
    elif t == "PHONE":
        if phone_digits(v) < 7:
            err(rid, "PHONE with too few digits %r" % v)
    elif t == "ADDRESS":
        if not (any(re.search(p, v) for p in POSTCODE) or CN_ADDR.search(v)):
            err(rid, "ADDRESS without postcode %r" % v)
        after = text[s["end"]:s["end"] + 16]
        for p in POSTCODE[:2] + POSTCODE[4:]:
            if re.match(r"[,，\s]*(?:邮编[:：]?\s*)?" + p, after):
                err(rid, "postcode left outside ADDRESS %r" % v)
    elif t == "DATE_OF_BIRTH":
        if not parse_dob(v):
            err(rid, "unparseable DATE_OF_BIRTH %r" % v)
    elif t == "IP_ADDRESS":
        p = ip_problem(v)
        if p:
            err(rid, "IP_ADDRESS %r: %s" % (v, p))
    elif t == "MEDICAL":
        if len(v) < 2:
            err(rid, "MEDICAL too short %r" % v)
    elif t == "PASSWORD":
        if len(v) < 3:
            err(rid, "PASSWORD too short %r" % v)
    elif t == "APIKEY":
        if V.apikey_kind(v) is None:
            err(rid, "APIKEY has no known vendor shape %r" % v)
    elif t == "SECRET":
        if V.secret_kind(v) is None:
            err(rid, "SECRET not recognised %r" % v)
    elif t == "CARD":
        if not V.card_ok(v):
            err(rid, "CARD fails Luhn/prefix %r" % v)
    elif t == "CVV":
        if not re.fullmatch(r"\d{3,4}", v):
            err(rid, "bad CVV %r" % v)
    elif t == "IBAN":
        if not V.iban_ok(v):
            err(rid, "IBAN fails mod-97/length %r" % v)
    elif t == "SSN":
        if not V.ssn_ok(v):
            err(rid, "bad SSN %r" % v)
    elif t == "IDCARD":
        if not V.cnid_ok(v):
            err(rid, "IDCARD fails GB 11643 %r" % v)
    elif t == "PASSPORT":
        if not V.passport_ok(v):
            err(rid, "PASSPORT shape %r" % v)
    elif t == "NATIONAL_ID":
        if V.natid_scheme(v) is None:
            err(rid, "NATIONAL_ID fails every scheme %r" % v)
    elif t == "AMOUNT":
        if not CURRENCY.search(v):
            err(rid, "AMOUNT without currency %r" % v)
        if not (re.search(r"\d", v) or SPOKEN_NUM.search(v)):
            err(rid, "AMOUNT without a number %r" % v)


def occurrences(text, v):
    i = text.find(v)
    while i >= 0:
        j = i + len(v)
        ok_l = i == 0 or not (is_wordish(text[i - 1]) and is_wordish(v[0]))
        ok_r = j == len(text) or not (is_wordish(text[j]) and is_wordish(v[-1]))
        if ok_l and ok_r:
            yield i, j
        i = text.find(v, i + 1)


def check_record(r, span_types, decoy_vals):
    rid, text = r["id"], r["text"]
    items = [("span", s) for s in r["spans"]] + [("decoy", d) for d in r["decoys"]]
    for what, s in items:
        if text[s["start"]:s["end"]] != s["value"]:
            err(rid, "offset mismatch %r" % s)
        v = s["value"]
        if v != v.strip():
            err(rid, "%s with outer whitespace %r" % (what, v))
        if v[:1] in ",;:" or v[-1:] in ",;:":
            err(rid, "%s with outer punctuation %r" % (what, v))
        if s["start"] > 0 and is_word(text[s["start"] - 1]) and is_word(v[0]):
            err(rid, "%s starts inside a word %r" % (what, v))
        if s["end"] < len(text) and is_word(text[s["end"]]) and is_word(v[-1]):
            err(rid, "%s ends inside a word %r" % (what, v))
        if what == "decoy" and not s["kind"]:
            err(rid, "decoy without kind %r" % v)
    srt = sorted(items, key=lambda x: (x[1]["start"], x[1]["end"]))
    for (w1, a), (w2, b) in zip(srt, srt[1:]):
        if b["start"] < a["end"]:
            err(rid, "overlap %s %r / %s %r" % (w1, a["value"], w2, b["value"]))
    for s in r["spans"]:
        check_type(rid, text, s)
        if s["type"] == "PERSON" and s["value"].endswith(".") and len(s["value"]) > 3 \
                and not re.search(r"\b[A-Z]\.$", s["value"]):
            err(rid, "PERSON ends with a full stop %r" % s["value"])
    for d in r["decoys"]:
        try:
            ip = ipaddress.ip_address(d["value"])
            if ip_problem(d["value"]) is None:
                err(rid, "decoy %r is a real host address" % d["value"])
        except ValueError:
            pass
        if V.card_ok(d["value"]):
            err(rid, "decoy %r is a valid card number" % d["value"])
    # CVV only next to a card
    cards = [s for s in r["spans"] if s["type"] == "CARD"]
    for s in r["spans"]:
        if s["type"] == "CVV":
            if not cards:
                err(rid, "CVV without CARD")
            elif min(abs(s["start"] - c["end"]) for c in cards) > 300:
                err(rid, "CVV far from any CARD")
    # birth dates
    dobs = set()
    for s in r["spans"]:
        if s["type"] == "DATE_OF_BIRTH":
            dobs |= parse_dob(s["value"])
    for s in r["spans"]:
        d = None
        if s["type"] == "IDCARD" and V.cnid_ok(s["value"]):
            d = V.cnid_dob(s["value"])
        elif s["type"] == "NATIONAL_ID" and V.natid_scheme(s["value"]):
            d = V.natid_dob(s["value"])
        if d and dobs and d not in dobs:
            err(rid, "%s %r birth date %s not among DOBs shown %s"
                % (s["type"], s["value"], d, sorted(map(str, dobs))))
    # every occurrence of a tagged string is tagged
    covers = [(s["start"], s["end"]) for s in r["spans"]]
    dcovers = [(d["start"], d["end"]) for d in r["decoys"]]
    for s in r["spans"]:
        for i, j in occurrences(text, s["value"]):
            if any(a <= i and j <= b for a, b in covers):
                continue
            if any(a < j and i < b for a, b in dcovers):
                err(rid, "%s %r also occurs inside a decoy" % (s["type"], s["value"]))
            else:
                err(rid, "%s %r occurs untagged at %d" % (s["type"], s["value"], i))
    for s in r["spans"]:
        span_types[s["value"]].add(s["type"])
    for d in r["decoys"]:
        decoy_vals[d["value"]].add(d["kind"])


def main():
    verbose = "-v" in sys.argv
    path = os.path.join(HERE, "corpus.jsonl")
    recs = [json.loads(line) for line in open(path, encoding="utf-8")]
    span_types = collections.defaultdict(set)
    decoy_vals = collections.defaultdict(set)
    ids = set()
    for r in recs:
        if r["id"] in ids:
            err(r["id"], "duplicate id")
        ids.add(r["id"])
        if not re.fullmatch(r"c86-(en|zh|mixed)-\d{3}", r["id"]) or r["lang"] not in r["id"]:
            err(r["id"], "bad id/lang")
        check_record(r, span_types, decoy_vals)
    # corpus-wide consistency
    for v, ts in span_types.items():
        if len(ts) > 1:
            err("corpus", "string %r tagged as several types %s" % (v, sorted(ts)))
        if v in decoy_vals:
            err("corpus", "string %r is both span (%s) and decoy (%s)"
                % (v, "/".join(sorted(ts)), "/".join(sorted(decoy_vals[v]))))
    for r in recs:
        text = r["text"]
        covered = [(s["start"], s["end"]) for s in r["spans"]]
        for v in span_types:
            if len(v) < 4 or v not in text:
                continue
            for i, j in occurrences(text, v):
                if not any(a <= i and j <= b for a, b in covered):
                    err(r["id"], "string %r tagged elsewhere in the corpus occurs untagged"
                        % v)
    # size rules
    n = len(recs)
    ns = sum(len(r["spans"]) for r in recs)
    nd = sum(len(r["decoys"]) for r in recs)
    by_lang = collections.Counter(r["lang"] for r in recs)
    texts_per_type = collections.Counter()
    for r in recs:
        for t in {s["type"] for s in r["spans"]}:
            texts_per_type[t] += 1
    empty = [r["id"] for r in recs if not r["spans"]]
    kinds = {r["kind"] for r in recs}
    dkinds = {d["kind"] for r in recs for d in r["decoys"]}
    rules = [
        ("texts 180-195", 180 <= n <= 195, n),
        ("spans 1100-1300", 1100 <= ns <= 1300, ns),
        ("en share 40-50%", 0.40 <= by_lang["en"] / n <= 0.50, "%.1f%%" % (100 * by_lang["en"] / n)),
        ("zh share 30-40%", 0.30 <= by_lang["zh"] / n <= 0.40, "%.1f%%" % (100 * by_lang["zh"] / n)),
        ("mixed share 15-25%", 0.15 <= by_lang["mixed"] / n <= 0.25, "%.1f%%" % (100 * by_lang["mixed"] / n)),
        ("every type in >=4 texts", all(texts_per_type[t] >= 4 for t in TYPES),
         min(texts_per_type[t] for t in TYPES)),
        ("decoys per text >= 2.5", nd / n >= 2.5, "%.2f" % (nd / n)),
        ("texts without span 3-8", 3 <= len(empty) <= 8, len(empty)),
        ("distinct text kinds >= 60", len(kinds) >= 60, len(kinds)),
        ("distinct decoy kinds >= 60", len(dkinds) >= 60, len(dkinds)),
    ]
    for name, ok, val in rules:
        if not ok:
            err("size", "%s: %s" % (name, val))
    if not V.selftest():
        err("values", "values.selftest() failed")

    if verbose:
        per = collections.defaultdict(collections.Counter)
        for r in recs:
            for s in r["spans"]:
                per[s["type"]][r["lang"]] += 1
        print("%-14s %5s %5s %5s %6s %6s" % ("type", "en", "zh", "mixed", "total", "texts"))
        for t in TYPES:
            c = per[t]
            print("%-14s %5d %5d %5d %6d %6d" % (t, c["en"], c["zh"], c["mixed"],
                                                 sum(c.values()), texts_per_type[t]))
        tot = collections.Counter()
        for t in TYPES:
            tot.update(per[t])
        print("%-14s %5d %5d %5d %6d" % ("ALL", tot["en"], tot["zh"], tot["mixed"], ns))
        print()
        print("%-8s %6s %6s %7s %9s" % ("lang", "texts", "spans", "decoys", "no-span"))
        for lg in ("en", "zh", "mixed"):
            rr = [r for r in recs if r["lang"] == lg]
            print("%-8s %6d %6d %7d %9d" % (lg, len(rr), sum(len(r["spans"]) for r in rr),
                                             sum(len(r["decoys"]) for r in rr),
                                             sum(1 for r in rr if not r["spans"])))
        print("%-8s %6d %6d %7d %9d" % ("all", n, ns, nd, len(empty)))
        print()
        print("size rules:")
        for name, ok, val in rules:
            print("  %-28s %-6s %s" % (name, "ok" if ok else "FAIL", val))
        print()
        dk = collections.Counter(d["kind"] for r in recs for d in r["decoys"])
        print("decoy kinds (%d):" % len(dk))
        print("  " + ", ".join("%s %d" % kv for kv in sorted(dk.items())))
        print()
        tk = collections.Counter(r["kind"] for r in recs)
        print("text kinds (%d):" % len(tk))
        print("  " + ", ".join("%s %d" % kv for kv in sorted(tk.items())))
        print()
        print("texts without spans: " + ", ".join(empty))
        print()
    for e in ERRORS:
        print("ERROR", e)
    print("%d errors" % len(ERRORS))
    sys.exit(1 if ERRORS else 0)


if __name__ == "__main__":
    main()
