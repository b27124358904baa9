#!/usr/bin/env python3
"""Validate corpus.jsonl (run build_corpus.py first).

    python3 check_blind.py       errors and a one-line summary
    python3 check_blind.py -v    also prints tables
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

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS",
         "MEDICAL", "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN",
         "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]

ERR = []


def err(rid, msg):
    ERR.append("%s: %s" % (rid, msg))


def is_word(ch):
    return ch.isascii() and (ch.isalnum() or ch == "_")


# ------------------------------------------------------------------ dates
MONTHS = {m: i for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july",
     "august", "september", "october", "november", "december"], 1)}
for _k, _v in list(MONTHS.items()):
    MONTHS[_k[:3]] = _v
MONTHS["sept"] = 9
CN_DIG = dict(zip("〇零一二三四五六七八九", [0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]))


def cn_num(s):
    if all(c in CN_DIG for c in s):
        return int("".join(str(CN_DIG[c]) for c in s))
    if "十" in s:
        a, _, b = s.partition("十")
        return (CN_DIG[a] if a else 1) * 10 + (CN_DIG[b] if b else 0)
    raise ValueError(s)


def mkdate(y, m, d):
    try:
        if y < 100:
            y += 1900 if y > 25 else 2000
        return datetime.date(y, m, d)
    except ValueError:
        return None


def parse_dates(s):
    out = set()
    t = s.strip()
    for m in re.finditer(r"(\d{4})\s*[-/.年 ]\s*(\d{1,2})\s*[-/.月 ]\s*(\d{1,2})", t):
        out.add(mkdate(int(m.group(1)), int(m.group(2)), int(m.group(3))))
    for m in re.finditer(r"(?<!\d)(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?!\d)", t):
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        out.add(mkdate(y, b, a))
        out.add(mkdate(y, a, b))
    for m in re.finditer(r"(\d{1,2})(?:st|nd|rd|th)?[\s-]+(?:of\s+)?([A-Za-z]{3,9})\.?,?[\s-]+'?(\d{4}|\d{2})", t):
        mo = MONTHS.get(m.group(2).lower())
        if mo:
            out.add(mkdate(int(m.group(3)), mo, int(m.group(1))))
    for m in re.finditer(r"([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})", t):
        mo = MONTHS.get(m.group(1).lower())
        if mo:
            out.add(mkdate(int(m.group(3)), mo, int(m.group(2))))
    for m in re.finditer(r"(?<!\d)(19\d\d|20[0-2]\d)(\d\d)(\d\d)(?!\d)", t):
        out.add(mkdate(int(m.group(1)), int(m.group(2)), int(m.group(3))))
    for m in re.finditer(r"([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]{1,3})月([一二三四五六七八九十]{1,3})[日号]", t):
        try:
            out.add(mkdate(cn_num(m.group(1)), cn_num(m.group(2)), cn_num(m.group(3))))
        except (ValueError, KeyError):
            pass
    out.discard(None)
    return out


# ---------------------------------------------------------------- per type
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]


def ip_obj(s):
    try:
        return ipaddress.ip_address(s)
    except ValueError:
        return None


def ip_is_doc(ip):
    return any(ip in n for n in DOC_NETS if n.version == ip.version)


def ip_host_ok(ip):
    if ip_is_doc(ip):
        return False
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local:
        return False
    if ip.version == 4 and (ip in ipaddress.ip_network("240.0.0.0/4") or
                            ip in ipaddress.ip_network("0.0.0.0/8")):
        return False
    return True


EN_NUM = r"(zero|oh|o|one|two|three|four|five|six|seven|eight|nine|double|triple)"
CN_NUMERALS = "〇零一二三四五六七八九幺两"
CURRENCY = re.compile(
    r"[£$€¥￥₹]|元|块|圆|镑|万|欧|美金|美元|港币|人民币|刀|"
    r"\b(GBP|EUR|USD|RMB|CNY|HKD|AUD|CAD|NZD|CHF|SGD|NOK|SEK|DKK|PLN|INR|JPY|"
    r"MYR|THB|TWD|NTD|BRL|RM|R\$|฿)|฿|"
    r"\b(pounds?|quid|euros?|dollars?|bucks|yuan|grand|p|pence|k|baht|ringgit|reais)\b", re.I)
NUM_WORD = re.compile(r"\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|"
                      r"eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|"
                      r"seventy|eighty|ninety|hundred|thousand|grand)\b|"
                      r"[一二三四五六七八九十百千万两]", re.I)
POSTCODE_AFTER = re.compile(
    r"^[,\s]{0,3}([A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b|\d{5}(-\d{4})?\b|"
    r"邮编|[A-Z]\d\d ?[A-Z\d]{4}\b)")
TITLE = re.compile(r"^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Rev|Capt|Captain|"
                   r"Coach|Fr|Herr|Frau|Mme|Mlle|Sr|Sra)\.?(\s|$)")
KINSHIP = ["妈妈", "爸爸", "爷爷", "奶奶", "外婆", "外公", "姥姥", "姥爷",
           "舅舅", "舅妈", "姑姑", "姑父", "叔叔", "婶婶", "伯伯", "伯母", "阿姨",
           "哥哥", "姐姐", "弟弟", "妹妹", "表姐", "表哥", "表弟", "表妹", "堂哥",
           "堂姐", "堂弟", "堂妹", "老公", "老婆", "媳妇", "儿子", "女儿", "孙子",
           "孙女", "外孙", "侄子", "侄女", "嫂子", "姐夫", "妹夫", "岳父", "岳母",
           "公公", "婆婆", "亲家", "父亲", "母亲"]
KIN_ALONE = {"妈", "爸", "哥", "姐", "弟", "妹", "舅", "姨", "叔", "婶", "伯",
             "姑", "嫂"}
ROLE_PREFIX = ["财务", "前台", "客服", "会计", "出纳", "经理", "老板", "教练",
               "店长", "HR", "主管", "助理", "管家"]
EN_KIN = re.compile(r"\b(mum|mom|dad|auntie|aunt|uncle|nan|nana|gran|granny|"
                    r"grandma|grandad|grandpa|sis|bro)\b", re.I)


def phone_tokens(s):
    n = sum(c.isdigit() for c in s) + sum(c in CN_NUMERALS for c in s)
    for w in re.findall(EN_NUM, s.lower()):
        n += 1
    n += len(re.findall(r"\bdouble\b", s.lower())) + \
        2 * len(re.findall(r"\btriple\b", s.lower()))
    return n


def check_span(rec, sp, dobs):
    rid, t, v = rec["id"], sp["type"], sp["value"]
    if v != v.strip():
        err(rid, "%s has outer whitespace: %r" % (t, v))
    if t == "CARD" and not V.card_ok(v):
        err(rid, "CARD fails Luhn/shape: %r" % v)
    elif t == "IBAN" and not V.iban_ok(v):
        err(rid, "IBAN fails mod-97/length: %r" % v)
    elif t == "SSN" and not V.ssn_ok(v):
        err(rid, "SSN bad shape: %r" % v)
    elif t == "IDCARD":
        if not V.idcard_ok(v):
            err(rid, "IDCARD fails GB 11643: %r" % v)
        elif dobs and V.idcard_birth(v) not in dobs:
            err(rid, "IDCARD birth %s not among DOBs %s" % (V.idcard_birth(v), sorted(dobs)))
    elif t == "PASSPORT" and not V.passport_ok(v):
        err(rid, "PASSPORT bad shape: %r" % v)
    elif t == "NATIONAL_ID":
        if not V.national_ok(v):
            err(rid, "NATIONAL_ID no validator accepts %r" % v)
        else:
            b = V.national_births(v)
            if b and dobs and not (b & dobs):
                err(rid, "NATIONAL_ID %r birth %s not among DOBs" % (v, sorted(b)))
    elif t == "APIKEY" and not V.apikey_ok(v):
        err(rid, "APIKEY unknown shape: %r" % v)
    elif t == "SECRET" and not V.secret_ok(v):
        err(rid, "SECRET bad shape: %r" % v)
    elif t == "CVV":
        if not re.fullmatch(r"\d{3,4}", v):
            err(rid, "CVV not 3-4 digits: %r" % v)
        cards = [c for c in rec["spans"] if c["type"] == "CARD"]
        if not cards:
            err(rid, "CVV without CARD")
        elif min(min(abs(sp["start"] - c["end"]), abs(c["start"] - sp["end"]))
                 for c in cards) > 250:
            err(rid, "CVV far from its CARD")
    elif t == "IP_ADDRESS":
        ip = ip_obj(v)
        if ip is None:
            err(rid, "IP_ADDRESS unparsable: %r" % v)
        elif not ip_host_ok(ip):
            err(rid, "IP_ADDRESS is doc/loopback/reserved: %r" % v)
    elif t == "EMAIL":
        if not (re.fullmatch(r"[^@\s]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}", v) or
                re.search(r"(\s?[\[(]at[\])]\s?|\sat\s).+(\s?[\[(]dot[\])]\s?|\sdot\s)", v)):
            err(rid, "EMAIL bad shape: %r" % v)
    elif t == "PHONE":
        if phone_tokens(v) < 7:
            err(rid, "PHONE too few digits: %r" % v)
        if "*" in v or "x" * 3 in v.lower():
            err(rid, "PHONE is masked: %r" % v)
    elif t == "AMOUNT":
        if not CURRENCY.search(v) or not NUM_WORD.search(v):
            err(rid, "AMOUNT lacks currency or number: %r" % v)
    elif t == "DATE_OF_BIRTH":
        if not parse_dates(v):
            err(rid, "DATE_OF_BIRTH unparsable: %r" % v)
    elif t == "PASSWORD":
        if len(v) < 4:
            err(rid, "PASSWORD too short: %r" % v)
    elif t == "ADDRESS":
        if not re.search(r"\d|[一二三四五六七八九十]号|号|路|街|村|巷|弄|室", v):
            err(rid, "ADDRESS without number: %r" % v)
        tail = rec["text"][sp["end"]:sp["end"] + 14]
        if POSTCODE_AFTER.match(tail):
            err(rid, "postcode left outside ADDRESS: %r + %r" % (v, tail))
    elif t == "PERSON":
        if TITLE.match(v):
            err(rid, "title inside PERSON: %r" % v)
        if any(k in v for k in KINSHIP) or v in KIN_ALONE:
            err(rid, "kinship word inside PERSON: %r" % v)
        if any(v.startswith(k) for k in ROLE_PREFIX):
            err(rid, "role word inside PERSON: %r" % v)
        if EN_KIN.search(v):
            err(rid, "kinship word inside PERSON: %r" % v)
        if "@" in v:
            err(rid, "PERSON contains @: %r" % v)


def occurrences(text, v):
    i = text.find(v)
    while i >= 0:
        j = i + len(v)
        left_ok = not (i > 0 and is_word(text[i - 1]) and is_word(v[0]))
        right_ok = not (j < len(text) and is_word(text[j]) and is_word(v[-1]))
        if left_ok and right_ok:
            yield i, j
        i = text.find(v, i + 1)


def check_record(rec):
    rid, text = rec["id"], rec["text"]
    spans, decoys = rec["spans"], rec["decoys"]
    for m in ("⟦", "⟧", "⟪", "⟫"):
        if m in text:
            err(rid, "markup left in text")
    if re.search(r"(?<![\w$])\$[A-Za-z_]\w*\b", text):
        for m in re.finditer(r"(?<![\w$])\$([A-Za-z_]\w*)\b", text):
            if m.group(1) in V.VALUES:
                err(rid, "unresolved reference $%s" % m.group(1))
    items = [("S", s) for s in spans] + [("D", d) for d in decoys]
    for tag, r in items:
        if text[r["start"]:r["end"]] != r["value"]:
            err(rid, "offset mismatch for %r" % r["value"])
        s, e = r["start"], r["end"]
        if s > 0 and is_word(text[s - 1]) and is_word(text[s]):
            err(rid, "%s edge inside ASCII word at start of %r" % (tag, r["value"]))
        if e < len(text) and is_word(text[e - 1]) and is_word(text[e]):
            err(rid, "%s edge inside ASCII word at end of %r" % (tag, r["value"]))
    items.sort(key=lambda x: x[1]["start"])
    for (ta, a), (tb, b) in zip(items, items[1:]):
        if b["start"] < a["end"]:
            err(rid, "overlap %r / %r" % (a["value"], b["value"]))
    dobs = set()
    for sp in spans:
        if sp["type"] == "DATE_OF_BIRTH":
            dobs |= parse_dates(sp["value"])
    for sp in spans:
        check_span(rec, sp, dobs)
    # every occurrence of a tagged string is tagged
    covered = [(r["start"], r["end"], r.get("type")) for r in spans + decoys]
    for sp in spans:
        for i, j in occurrences(text, sp["value"]):
            exact = any(a == i and b == j and t == sp["type"] for a, b, t in covered)
            inside = any(a <= i and j <= b and not (a == i and b == j) for a, b, t in covered)
            if not (exact or inside):
                err(rid, "untagged repeat of %s %r at %d" % (sp["type"], sp["value"], i))
    for d in decoys:
        v = d["value"]
        ip = ip_obj(v)
        if ip is not None and ip_host_ok(ip) and "version" not in d["kind"]:
            err(rid, "decoy %r is a real host IP" % v)
        if d["kind"].startswith("masked") and not re.search(r"[*•xX]{2,}|\*", v):
            err(rid, "masked decoy without mask: %r" % v)


def main():
    verbose = "-v" in sys.argv
    path = os.path.join(HERE, "corpus.jsonl")
    recs = [json.loads(l) for l in open(path, encoding="utf-8")]
    ids = [r["id"] for r in recs]
    if len(set(ids)) != len(ids):
        err("corpus", "duplicate ids")
    for r in recs:
        check_record(r)

    # corpus-wide: no string both span and decoy; one type per string
    span_types = collections.defaultdict(set)
    decoy_vals = collections.defaultdict(set)
    for r in recs:
        for s in r["spans"]:
            span_types[s["value"]].add(s["type"])
        for d in r["decoys"]:
            decoy_vals[d["value"]].add(r["id"])
    for v, ts in span_types.items():
        if len(ts) > 1:
            err("corpus", "%r tagged as %s" % (v, sorted(ts)))
        if v in decoy_vals:
            err("corpus", "%r is both span and decoy (%s)" % (v, sorted(decoy_vals[v])[0]))

    # size and mix
    n = len(recs)
    ns = sum(len(r["spans"]) for r in recs)
    nd = sum(len(r["decoys"]) for r in recs)
    by_lang = collections.Counter(r["lang"] for r in recs)
    empty = [r["id"] for r in recs if not r["spans"]]
    tkinds = collections.Counter(r["kind"] for r in recs)
    dkinds = collections.Counter(d["kind"] for r in recs for d in r["decoys"])
    type_texts = collections.Counter()
    type_lang = collections.defaultdict(collections.Counter)
    for r in recs:
        for t in {s["type"] for s in r["spans"]}:
            type_texts[t] += 1
        for s in r["spans"]:
            type_lang[s["type"]][r["lang"]] += 1
    if not 180 <= n <= 195:
        err("size", "%d texts (want 180-195)" % n)
    if not 1100 <= ns <= 1300:
        err("size", "%d spans (want 1100-1300)" % ns)
    if n:
        for lang, want in (("en", .45), ("zh", .35), ("mixed", .20)):
            share = by_lang[lang] / n
            if abs(share - want) > .05:
                err("size", "%s share %.2f (want about %.2f)" % (lang, share, want))
        if nd / n < 2.5:
            err("size", "%.2f decoys per text (want >= 2.5)" % (nd / n))
    for t in TYPES:
        if type_texts[t] < 4:
            err("size", "%s in %d texts (want >= 4)" % (t, type_texts[t]))
    if not 3 <= len(empty) <= 8:
        err("size", "%d texts without spans (want 3-8)" % len(empty))
    if len(tkinds) < 60:
        err("size", "%d text kinds (want >= 60)" % len(tkinds))
    if len(dkinds) < 60:
        err("size", "%d decoy kinds (want >= 60)" % len(dkinds))

    if verbose:
        print("%-14s %6s %6s %6s %6s %6s" % ("type", "en", "zh", "mixed", "total", "texts"))
        for t in TYPES:
            c = type_lang[t]
            print("%-14s %6d %6d %6d %6d %6d" % (t, c["en"], c["zh"], c["mixed"],
                                                sum(c.values()), type_texts[t]))
        tot = collections.Counter()
        for t in TYPES:
            tot.update(type_lang[t])
        print("%-14s %6d %6d %6d %6d" % ("ALL", tot["en"], tot["zh"], tot["mixed"], ns))
        print()
        print("texts per language:", ", ".join("%s %d (%.0f%%)" % (l, by_lang[l], 100 * by_lang[l] / max(n, 1))
                                                for l in ("en", "zh", "mixed")))
        print("decoys: %d (%.2f per text), %d kinds" % (nd, nd / max(n, 1), len(dkinds)))
        print("text kinds: %d" % len(tkinds))
        print("texts without spans: %d %s" % (len(empty), " ".join(empty)))
        print()
        print("decoy kinds:")
        items = sorted(dkinds.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 4):
            print("  " + "".join("%-32s" % ("%s %d" % kv) for kv in items[i:i + 4]))
        print("text kinds:")
        items = sorted(tkinds.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 4):
            print("  " + "".join("%-32s" % ("%s %d" % kv) for kv in items[i:i + 4]))
        print()
    for e in ERR:
        print("ERROR", e)
    print("%s: %d texts, %d spans, %d decoys, %d errors" % (
        "OK" if not ERR else "FAIL", n, ns, nd, len(ERR)))
    sys.exit(1 if ERR else 0)


if __name__ == "__main__":
    main()
