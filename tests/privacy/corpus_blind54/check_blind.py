#!/usr/bin/env python3
"""Validate corpus.jsonl.   -v prints tables;  --partial skips the size rules."""
import collections
import datetime
import ipaddress
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import values as V  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL",
         "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT",
         "NATIONAL_ID", "AMOUNT"]
LANGS = ["en", "zh", "mixed"]
CJK = re.compile(r"[\u3400-\u9fff]")
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]

errors = []


def err(rid, msg):
    errors.append("%s: %s" % (rid, msg))


def isw(ch):
    return ch.isascii() and (ch.isalnum() or ch == "_")


# ------------------------------------------------------------------ dates
MONTHS = {m: i for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1)}
CN_DIG = {"〇": 0, "零": 0, "○": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5,
          "六": 6, "七": 7, "八": 8, "九": 9}


def cn_small(s):
    """Chinese numeral up to 99 -> int."""
    if s.isdigit():
        return int(s)
    if "十" in s:
        a, _, b = s.partition("十")
        return (CN_DIG[a] if a else 1) * 10 + (CN_DIG[b] if b else 0)
    return CN_DIG[s]


def _mk(y, m, d):
    try:
        return datetime.date(y, m, d)
    except ValueError:
        return None


def parse_dates(s):
    """All plausible calendar dates a DOB string can mean."""
    out = set()
    t = s.strip()
    m = re.fullmatch(r"(\d{4})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})", t)
    if m:
        out.add(_mk(int(m.group(1)), int(m.group(2)), int(m.group(3))))
    m = re.fullmatch(r"(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{4})", t)
    if m:
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        out.add(_mk(y, b, a))
        out.add(_mk(y, a, b))
    m = re.fullmatch(r"(\d{4})(\d{2})(\d{2})", t)
    if m:
        out.add(_mk(int(m.group(1)), int(m.group(2)), int(m.group(3))))
    m = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?[\s\-]+([A-Za-z]{3,9})\.?,?[\s\-]+(\d{4})", t)
    if m and m.group(2)[:3].lower() in MONTHS:
        out.add(_mk(int(m.group(3)), MONTHS[m.group(2)[:3].lower()], int(m.group(1))))
    m = re.fullmatch(r"([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})", t)
    if m and m.group(1)[:3].lower() in MONTHS:
        out.add(_mk(int(m.group(3)), MONTHS[m.group(1)[:3].lower()], int(m.group(2))))
    m = re.fullmatch(r"(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]?", t)
    if m:
        out.add(_mk(int(m.group(1)), int(m.group(2)), int(m.group(3))))
    m = re.fullmatch(r"(?:民國|民国)\s*(\d{2,3})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号號]?", t)
    if m:  # Republic of China calendar (Taiwan)
        out.add(_mk(1911 + int(m.group(1)), int(m.group(2)), int(m.group(3))))
    m = re.fullmatch(r"([〇零○一二三四五六七八九]{4})年([一二三四五六七八九十]{1,3})月([一二三四五六七八九十]{1,3})[日号]", t)
    if m:
        y = int("".join(str(CN_DIG[c]) for c in m.group(1)))
        out.add(_mk(y, cn_small(m.group(2)), cn_small(m.group(3))))
    out.discard(None)
    return {d for d in out if 1900 <= d.year <= 2015}


# ------------------------------------------------------------------ phones / amounts
WORD_DIGITS = {"zero": 1, "oh": 1, "o": 1, "one": 1, "two": 1, "three": 1, "four": 1, "five": 1,
               "six": 1, "seven": 1, "eight": 1, "nine": 1, "nought": 1}
CN_PHONE_DIGITS = set("零〇一二三四五六七八九幺两")


def phone_digit_count(v):
    n = len(re.findall(r"\d", v))
    words = re.findall(r"[A-Za-z]+", v.lower())
    mult = 1
    for w in words:
        if w in ("double",):
            mult = 2
            continue
        if w in ("triple",):
            mult = 3
            continue
        if w in WORD_DIGITS:
            n += mult
        mult = 1
    n += sum(1 for c in v if c in CN_PHONE_DIGITS)
    return n


CURRENCY = re.compile(
    r"[£$€¥￥₩₹]|\b(?:GBP|USD|EUR|RMB|CNY|HKD|SGD|CAD|AUD|CHF|PLN|SEK|NOK|NZD|TWD|JPY|INR|KRW|"
    r"kr|zł|MOP|RM|MYR|THB|IDR|VND|quid|pounds?|dollars?|bucks|euros?|grand|p|pence|cents?|k)\b|元|块|圆|万|千|刀|美金|欧|镑|港币|台币|人民币",
    re.I)
NUMBERISH = re.compile(r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                       r"fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|"
                       r"thousand|grand)\b|[一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟]", re.I)

TITLE_RE = re.compile(r"^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Herr|Frau|Mme|M\.)\b\.?\s", re.I)
KIN_EN = re.compile(r"\b(?:mum|mom|mother|dad|father|wife|husband|son|daughter|brother|sister|"
                    r"uncle|aunt|auntie|nan|nana|grandma|grandad|grandpa|cousin|fiancee?|hubby)\b", re.I)
KIN_ZH = ["妈", "爸", "哥哥", "弟弟", "妹妹", "姐姐", "表姐", "表哥", "表妹", "表弟", "堂哥", "堂姐",
          "叔叔", "阿姨", "舅", "姑姑", "外婆", "奶奶", "爷爷", "老公", "老婆", "儿子", "女儿", "媳妇",
          "岳父", "岳母", "公公", "婆婆", "姥姥", "外公"]
ROLE_ZH = ["财务", "前台", "客服", "销售", "会计", "出纳", "司机", "保安", "经销商"]


def check_value(rid, typ, v, rec):
    if v != v.strip():
        err(rid, "%s value has outer whitespace: %r" % (typ, v))
    if typ != "PASSWORD" and ("*" in v or "•" in v):
        err(rid, "%s value looks masked: %r" % (typ, v))
    if typ == "EMAIL":
        if not re.fullmatch(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}", v):
            err(rid, "bad EMAIL %r" % v)
    elif typ == "PHONE":
        n = phone_digit_count(v)
        if re.fullmatch(r"9[56]\d{3}|12\d{3}", v):
            pass  # Chinese five-digit service hotlines (95xxx / 96xxx / 123xx)
        elif n < 7 or n > 16:
            err(rid, "PHONE digit count %d: %r" % (n, v))
    elif typ == "IP_ADDRESS":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            err(rid, "bad IP %r" % v)
            return
        if any(ip in n for n in DOC_NETS) or ip.is_loopback or ip.is_unspecified or \
                ip.is_multicast or ip.is_link_local or ip.is_reserved:
            err(rid, "IP span in a decoy range %r" % v)
    elif typ == "CARD":
        if not V.valid_card(v):
            err(rid, "CARD fails Luhn/shape %r" % v)
    elif typ == "CVV":
        if not re.fullmatch(r"\d{3,4}", v):
            err(rid, "bad CVV %r" % v)
        cards = [s["value"] for s in rec["spans"] if s["type"] == "CARD"]
        if not cards:
            err(rid, "CVV without CARD")
        elif len(v) == 4 and not any(V.only_digits(c)[:2] in ("34", "37") for c in cards):
            err(rid, "4-digit CVV without an Amex card")
    elif typ == "IBAN":
        if not V.valid_iban(v):
            err(rid, "IBAN fails mod-97/shape %r" % v)
    elif typ == "SSN":
        if not V.valid_ssn(v):
            err(rid, "bad SSN %r" % v)
    elif typ == "IDCARD":
        if not V.valid_idcard(v):
            err(rid, "IDCARD fails GB 11643 %r" % v)
    elif typ == "PASSPORT":
        if not V.valid_passport(v):
            err(rid, "PASSPORT shape %r" % v)
    elif typ == "NATIONAL_ID":
        if not any(f(v) for f in V.NATIONAL_ID_VALIDATORS.values()):
            err(rid, "NATIONAL_ID fails every scheme %r" % v)
    elif typ == "APIKEY":
        if not V.valid_apikey(v):
            err(rid, "APIKEY shape %r" % v)
    elif typ == "SECRET":
        if v.startswith("http"):
            if not any(re.fullmatch(V.SECRET_SHAPES[k], v) for k in V.SECRET_SHAPES if k.endswith("hook")):
                err(rid, "SECRET webhook shape %r" % v)
        elif "PRIVATE KEY" in v:
            if not V.pem_ok(v):
                err(rid, "SECRET PEM shape")
        elif len(v) < 6 or ("\n" in v):
            err(rid, "SECRET too short / multi-line %r" % v)
    elif typ == "PASSWORD":
        if len(v) < 3 or "\n" in v:
            err(rid, "PASSWORD implausible %r" % v)
    elif typ == "AMOUNT":
        if not NUMBERISH.search(v) or not CURRENCY.search(v):
            err(rid, "AMOUNT without number or currency %r" % v)
    elif typ == "DATE_OF_BIRTH":
        if not parse_dates(v):
            err(rid, "DATE_OF_BIRTH not parseable %r" % v)
    elif typ == "PERSON":
        if TITLE_RE.search(v):
            err(rid, "PERSON starts with a title %r" % v)
        if KIN_EN.search(v) or any(k in v for k in KIN_ZH):
            err(rid, "PERSON contains a kinship word %r" % v)
        if any(v.startswith(r) for r in ROLE_ZH):
            err(rid, "PERSON starts with a role word %r" % v)
        if re.fullmatch(r"[\d\W]+", v):
            err(rid, "PERSON without letters %r" % v)
    elif typ == "ADDRESS":
        if not re.search(r"\d|[一二三四五六七八九十]号", v):
            err(rid, "ADDRESS without number/postcode %r" % v)
    elif typ == "MEDICAL":
        if len(v) < 2:
            err(rid, "MEDICAL too short %r" % v)


def check_record(rec):
    rid, text = rec["id"], rec["text"]
    if rec["lang"] not in LANGS:
        err(rid, "bad lang")
    if not re.fullmatch(r"c54-(en|zh|mixed)-\d{3}", rid) or rid.split("-")[1] != rec["lang"]:
        err(rid, "bad id")
    if not rec["kind"]:
        err(rid, "empty kind")
    cjk = len(CJK.findall(text))
    ascii_words = len(re.findall(r"[A-Za-z]{2,}", text))
    if rec["lang"] == "en" and cjk:
        err(rid, "en text contains CJK")
    if rec["lang"] == "zh" and cjk < 20:
        err(rid, "zh text with little Chinese")
    if rec["lang"] == "mixed" and (cjk < 10 or ascii_words < 8):
        err(rid, "mixed text is not mixed (cjk=%d words=%d)" % (cjk, ascii_words))
    items = []
    for s in rec["spans"]:
        if s["type"] not in TYPES:
            err(rid, "unknown type %s" % s["type"])
        items.append((s["start"], s["end"], "span", s["type"], s["value"]))
    for d in rec["decoys"]:
        if not d["kind"]:
            err(rid, "decoy without kind")
        items.append((d["start"], d["end"], "decoy", d["kind"], d["value"]))
    for st, en, what, t, v in items:
        if text[st:en] != v:
            err(rid, "offset mismatch %s %r" % (t, v))
        if en <= st:
            err(rid, "empty %s" % what)
        if st > 0 and isw(text[st - 1]) and isw(text[st]):
            err(rid, "%s %s %r starts inside a word" % (what, t, v))
        if en < len(text) and isw(text[en - 1]) and isw(text[en]):
            err(rid, "%s %s %r ends inside a word" % (what, t, v))
    items.sort()
    for a, b in zip(items, items[1:]):
        if b[0] < a[1]:
            err(rid, "overlap %r / %r" % (a[4], b[4]))
    for s in rec["spans"]:
        check_value(rid, s["type"], s["value"], rec)
    for d in rec["decoys"]:
        if d["kind"] == "doc_ip":
            try:
                ip = ipaddress.ip_address(d["value"])
                if not any(ip in n for n in DOC_NETS):
                    err(rid, "doc_ip decoy outside documentation ranges %r" % d["value"])
            except ValueError:
                err(rid, "doc_ip decoy is not an IP %r" % d["value"])
        if d["kind"].startswith("masked") and not re.search(r"[*•xX]", d["value"]):
            err(rid, "masked decoy without a mask %r" % d["value"])
    # birth dates in ids vs DOB shown
    dobs = set()
    for s in rec["spans"]:
        if s["type"] == "DATE_OF_BIRTH":
            dobs |= parse_dates(s["value"])
    for s in rec["spans"]:
        bd = None
        if s["type"] == "IDCARD":
            bd = V.idcard_date(s["value"])
        elif s["type"] == "NATIONAL_ID":
            bd = V.national_id_birthdate(s["value"])
        if bd and dobs and bd not in dobs:
            err(rid, "%s %r birth date %s not among DOBs shown %s" % (s["type"], s["value"], bd, sorted(dobs)))
    # the sex digit of a lone Chinese ID agrees with a stated sex
    ids = [s["value"].replace(" ", "") for s in rec["spans"] if s["type"] == "IDCARD"]
    sexes = set(re.findall(r"(?:性别|性別|\"gender\")[：:\s\"]*([男女])", text))
    if len(ids) == 1 and len(sexes) == 1:
        male = int(ids[0][16]) % 2 == 1
        if male != ("男" in sexes):
            err(rid, "IDCARD %r sex digit disagrees with stated sex %s" % (ids[0], sexes))
    # every occurrence of a tagged string is covered by a span
    covered = [(s["start"], s["end"]) for s in rec["spans"]]
    for s in rec["spans"]:
        v = s["value"]
        if len(v) < 2:
            continue
        i = text.find(v)
        while i != -1:
            j = i + len(v)
            boundary = not ((i > 0 and isw(text[i - 1]) and isw(v[0])) or
                            (j < len(text) and isw(text[j]) and isw(v[-1])))
            if boundary and not any(a <= i and j <= b for a, b in covered):
                err(rid, "untagged occurrence of %s %r at %d" % (s["type"], v, i))
            i = text.find(v, i + 1)
    # a name token of a PERSON span (e.g. "Anita" of "Anita Sood") that appears on its own
    # elsewhere must be tagged too (or sit inside a decoy such as a company name)
    decoy_cov = [(d["start"], d["end"]) for d in rec["decoys"]]
    for s in rec["spans"]:
        if s["type"] != "PERSON":
            continue
        for tok in re.findall(r"[A-Z][a-z]{2,}(?:-[A-Z][a-z]+)?", s["value"]):
            for m in re.finditer(r"(?<![A-Za-z0-9_])%s(?![A-Za-z0-9_])" % re.escape(tok), text):
                i, j = m.start(), m.end()
                if not any(a <= i and j <= b for a, b in covered + decoy_cov):
                    err(rid, "name token %r of PERSON %r untagged at %d" % (tok, s["value"], i))


def main():
    verbose = "-v" in sys.argv
    partial = "--partial" in sys.argv
    recs = [json.loads(l) for l in open(os.path.join(HERE, "corpus.jsonl"), encoding="utf-8")]
    ids = [r["id"] for r in recs]
    if len(ids) != len(set(ids)):
        err("corpus", "duplicate ids")
    for r in recs:
        check_record(r)
    # corpus-wide consistency
    span_types = collections.defaultdict(set)
    decoy_vals = collections.defaultdict(set)
    for r in recs:
        for s in r["spans"]:
            span_types[s["value"]].add(s["type"])
        for d in r["decoys"]:
            decoy_vals[d["value"]].add(r["id"])
    for v, ts in span_types.items():
        if len(ts) > 1:
            err("corpus", "string %r tagged as several types %s" % (v, sorted(ts)))
        if v in decoy_vals:
            err("corpus", "string %r is both a span and a decoy (%s)" % (v, sorted(decoy_vals[v])[:3]))
    # tables
    n = len(recs)
    by_lang = collections.Counter(r["lang"] for r in recs)
    spans_tl = collections.Counter()
    texts_t = collections.Counter()
    for r in recs:
        for s in r["spans"]:
            spans_tl[(s["type"], r["lang"])] += 1
        for t in {s["type"] for s in r["spans"]}:
            texts_t[t] += 1
    n_spans = sum(len(r["spans"]) for r in recs)
    n_decoys = sum(len(r["decoys"]) for r in recs)
    empty = [r["id"] for r in recs if not r["spans"]]
    kinds = collections.Counter(r["kind"] for r in recs)
    dkinds = collections.Counter(d["kind"] for r in recs for d in r["decoys"])
    if not partial:
        if not 180 <= n <= 195:
            err("size", "%d texts (want 180-195)" % n)
        if not 1100 <= n_spans <= 1300:
            err("size", "%d spans (want 1100-1300)" % n_spans)
        for lang, lo, hi in (("en", .40, .50), ("zh", .30, .40), ("mixed", .15, .25)):
            share = by_lang[lang] / max(n, 1)
            if not lo <= share <= hi:
                err("size", "%s share %.1f%% outside %d-%d%%" % (lang, 100 * share, 100 * lo, 100 * hi))
        for t in TYPES:
            if texts_t[t] < 4:
                err("size", "%s in only %d texts" % (t, texts_t[t]))
        if n_decoys < 2.5 * n:
            err("size", "%d decoys < 2.5 per text" % n_decoys)
        if not 3 <= len(empty) <= 8:
            err("size", "%d texts without spans (want 3-8)" % len(empty))
        if len(kinds) < 60:
            err("size", "%d text kinds (want >= 60)" % len(kinds))
        if len(dkinds) < 60:
            err("size", "%d decoy kinds (want >= 60)" % len(dkinds))
    if verbose:
        print("texts: %d  (%s)" % (n, ", ".join("%s %d = %.1f%%" % (l, by_lang[l], 100 * by_lang[l] / max(n, 1)) for l in LANGS)))
        print("spans: %d   decoys: %d (%.2f per text)   texts without spans: %d %s" % (
            n_spans, n_decoys, n_decoys / max(n, 1), len(empty), empty))
        print("text kinds: %d   decoy kinds: %d" % (len(kinds), len(dkinds)))
        print()
        print("%-14s %6s %6s %6s %6s %7s" % ("type", "en", "zh", "mixed", "total", "texts"))
        for t in TYPES:
            row = [spans_tl[(t, l)] for l in LANGS]
            print("%-14s %6d %6d %6d %6d %7d" % (t, row[0], row[1], row[2], sum(row), texts_t[t]))
        print("%-14s %6d %6d %6d %6d" % ("ALL", *[sum(spans_tl[(t, l)] for t in TYPES) for l in LANGS], n_spans))
        print()
        print("decoy kinds:", ", ".join("%s %d" % kv for kv in sorted(dkinds.items())))
        print()
        print("text kinds:", ", ".join("%s %d" % kv for kv in sorted(kinds.items())))
        print()
    for e in errors:
        print("ERROR", e)
    print("check_blind: %s (%d errors)" % ("CLEAN" if not errors else "FAILED", len(errors)))
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
