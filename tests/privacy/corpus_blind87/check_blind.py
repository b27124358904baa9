#!/usr/bin/env python3
"""Validate corpus.jsonl of blind corpus 87.   -v prints tables."""
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

VERBOSE = "-v" in sys.argv
TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL",
         "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT",
         "NATIONAL_ID", "AMOUNT"]
errors = []
notes = []


def err(rid, msg):
    errors.append("%s: %s" % (rid, msg))


def is_w(ch):
    return ch.isascii() and ch.isalnum()


# ------------------------------------------------------------------ dates
MONTHS = {m: i + 1 for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"])}


def _d(y, m, d):
    try:
        return datetime.date(y, m, d)
    except ValueError:
        return None


def _yy(y):
    y = int(y)
    if y < 100:
        return [1900 + y, 2000 + y]
    return [y]


def parse_dob(s):
    """set of dates the string may denote (empty when unparseable)"""
    out = set()
    t = s.strip()
    for m in re.finditer(r"(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})", t):
        out.add(_d(int(m[1]), int(m[2]), int(m[3])))
    for m in re.finditer(r"(?<!\d)(\d{2})年(\d{1,2})月(\d{1,2})", t):
        for y in _yy(m[1]):
            out.add(_d(y, int(m[2]), int(m[3])))
    for m in re.finditer(r"(?<!\d)(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4}|\d{2})(?!\d)", t):
        for y in _yy(m[3]):
            out.add(_d(y, int(m[2]), int(m[1])))
            out.add(_d(y, int(m[1]), int(m[2])))
    for m in re.finditer(r"(\d{1,2})(?:st|nd|rd|th)?(?: of)?[\s\-]+([A-Za-z]{3,9})\.?(?:\s*/\s*[A-Za-z]+)?,?[\s\-]+(\d{4}|'\d{2})", t):
        mo = MONTHS.get(m[2][:3].lower())
        if mo:
            for y in _yy(m[3].lstrip("'")):
                out.add(_d(y, mo, int(m[1])))
    for m in re.finditer(r"([A-Za-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})", t):
        mo = MONTHS.get(m[1][:3].lower())
        if mo:
            out.add(_d(int(m[3]), mo, int(m[2])))
    m = re.fullmatch(r"(\d{4})(\d{2})(\d{2})", t)
    if m:
        out.add(_d(int(m[1]), int(m[2]), int(m[3])))
    out.discard(None)
    return out


# ------------------------------------------------------------------ shape checks per type
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(\.[A-Za-z0-9\-]+)+")
CN_NUM = "零〇一二三四五六七八九幺两"
NUM_WORDS = r"\b(zero|oh|one|two|three|four|five|six|seven|eight|nine|double|treble|triple)\b"
CURRENCY = re.compile(r"[£$€¥￥]|\b(GBP|USD|EUR|RMB|CNY|HKD|AUD|CAD|PLN|SEK|NOK|DKK|CHF|SGD|INR|NZD|JPY)\b|"
                      r"元|块|镑|欧|美金|美元|人民币|刀|"
                      r"\b(quid|pounds?|pence|p|dollars?|euros?|grand|bucks?)\b|\d+p\b", re.I)
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
TITLES = re.compile(r"^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Professor|Sir|Dame|Rev|Revd|Capt|Lt|Sgt|Cpl|Pte|"
                    r"L/Cpl|Major|Col|Lady|Lord)\b\.?(\s|$)", re.I)
KIN_EN = re.compile(r"\b(mum|mom|dad|nan|nana|gran|granny|grandad|grandpa|grandma|aunt|auntie|uncle|"
                    r"cousin|brother|sister|son|daughter|wife|husband)\b", re.I)
KIN_ZH = ["妈妈", "爸爸", "表姐", "表哥", "表妹", "表弟", "堂哥", "堂姐", "姐姐", "哥哥", "弟弟", "妹妹",
          "叔叔", "阿姨", "舅舅", "外婆", "外公", "奶奶", "爷爷", "老公", "老婆", "儿子", "女儿", "姑姑",
          "婶婶", "岳父", "岳母", "婆婆", "公公", "舅妈", "姨妈", "父亲", "母亲", "太爷爷", "太公"]
ROLE_ZH = ["财务", "会计", "出纳", "客服", "前台", "司机", "保安", "领队"]
UK_POSTCODE = re.compile(r"\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b")


def check_value(rid, typ, v, text, span, spans):
    if v != v.strip():
        err(rid, "%s has surrounding whitespace: %r" % (typ, v))
    if typ == "EMAIL":
        spoken = re.fullmatch(r"[\w.\- ]+ at [\w\- ]+( dot [\w\-]+)+", v)
        if not EMAIL_RE.fullmatch(v) and not spoken:
            err(rid, "bad EMAIL %r" % v)
    elif typ == "PHONE":
        nd = sum(c.isdigit() for c in v) + sum(c in CN_NUM for c in v) + 2 * len(re.findall(NUM_WORDS, v, re.I))
        if nd < 5:
            err(rid, "PHONE with too few digits %r" % v)
    elif typ == "IP_ADDRESS":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            err(rid, "bad IP %r" % v)
            return
        if any(ip in n for n in DOC_NETS if n.version == ip.version):
            err(rid, "documentation IP labelled %r" % v)
        if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local or \
                (ip.version == 4 and (ip.is_reserved or str(ip).endswith(".255"))):
            err(rid, "loopback/reserved-like IP labelled %r" % v)
    elif typ == "CARD":
        if not V.card_ok(v):
            err(rid, "CARD fails Luhn/shape %r" % v)
    elif typ == "CVV":
        if not re.fullmatch(r"\d{3,4}", v):
            err(rid, "bad CVV %r" % v)
        cards = [s for s in spans if s["type"] == "CARD"]
        if not cards or min(abs(c["start"] - span["start"]) for c in cards) > 250:
            err(rid, "CVV %r not next to a CARD" % v)
    elif typ == "IBAN":
        if not V.iban_ok(v):
            err(rid, "IBAN fails mod-97 %r" % v)
    elif typ == "SSN":
        if not V.ssn_ok(v):
            err(rid, "bad SSN %r" % v)
    elif typ == "IDCARD":
        if not V.idcard_ok(v):
            err(rid, "IDCARD fails GB 11643 %r" % v)
    elif typ == "PASSPORT":
        if not V.passport_ok(v):
            err(rid, "PASSPORT shape %r" % v)
    elif typ == "NATIONAL_ID":
        if not V.national_id_ok(v):
            err(rid, "NATIONAL_ID fails every known format %r" % v)
    elif typ == "APIKEY":
        if not V.apikey_ok(v):
            err(rid, "APIKEY shape %r" % v)
    elif typ == "SECRET":
        if not V.secret_ok(v):
            err(rid, "SECRET shape %r" % v)
    elif typ == "AMOUNT":
        if not CURRENCY.search(v):
            err(rid, "AMOUNT without currency %r" % v)
        if not re.search(r"\d|[一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟]|\b(one|two|three|four|five|six|seven|eight|nine|ten|"
                         r"eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|"
                         r"thousand|a)\b", v, re.I):
            err(rid, "AMOUNT without a number %r" % v)
    elif typ == "DATE_OF_BIRTH":
        if not parse_dob(v):
            notes.append("%s: DOB not machine-parsed %r" % (rid, v))
            if not re.search(r"\d", v):
                err(rid, "DOB without digits %r" % v)
    elif typ == "ADDRESS":
        if not re.search(r"\d", v):
            err(rid, "ADDRESS without postcode/number %r" % v)
    elif typ == "PERSON":
        if TITLES.match(v):
            err(rid, "title inside PERSON %r" % v)
        if KIN_EN.match(v):
            err(rid, "kinship word inside PERSON %r" % v)
        for k in KIN_ZH + ROLE_ZH:
            if k in v:
                err(rid, "kinship/role word inside PERSON %r" % v)
        if "@" in v:
            err(rid, "PERSON contains @ %r" % v)
    elif typ == "PASSWORD":
        if len(v) < 4:
            err(rid, "PASSWORD too short %r" % v)


def occurrences(text, s):
    i = text.find(s)
    while i >= 0:
        j = i + len(s)
        left_ok = i == 0 or not (is_w(text[i - 1]) and is_w(s[0]))
        right_ok = j == len(text) or not (is_w(text[j]) and is_w(s[-1]))
        if left_ok and right_ok:
            yield i, j
        i = text.find(s, i + 1)


def main():
    path = os.path.join(HERE, "corpus.jsonl")
    rows = [json.loads(l) for l in open(path, encoding="utf-8")]
    ids = set()
    span_strings = collections.defaultdict(set)    # value -> types
    decoy_strings = collections.defaultdict(set)   # value -> kinds
    for r in rows:
        rid, text = r["id"], r["text"]
        if rid in ids:
            err(rid, "duplicate id")
        ids.add(rid)
        if r["lang"] not in ("en", "zh", "mixed"):
            err(rid, "bad lang")
        items = [("S", s) for s in r["spans"]] + [("D", d) for d in r["decoys"]]
        for tag, it in items:
            if text[it["start"]:it["end"]] != it["value"]:
                err(rid, "offset mismatch %r" % it["value"])
            if not it["value"]:
                err(rid, "empty value")
            a, b = it["start"], it["end"]
            if a > 0 and is_w(text[a - 1]) and is_w(text[a]):
                err(rid, "%s edge inside a word at start: %r" % (tag, it["value"]))
            if b < len(text) and is_w(text[b - 1]) and is_w(text[b]):
                err(rid, "%s edge inside a word at end: %r" % (tag, it["value"]))
        ordered = sorted(items, key=lambda x: (x[1]["start"], x[1]["end"]))
        for (t1, x), (t2, y) in zip(ordered, ordered[1:]):
            if y["start"] < x["end"]:
                err(rid, "overlap %r / %r" % (x["value"], y["value"]))
        for s in r["spans"]:
            check_value(rid, s["type"], s["value"], text, s, r["spans"])
            span_strings[s["value"]].add(s["type"])
        for d in r["decoys"]:
            decoy_strings[d["value"]].add(d["kind"])
            if not d["kind"] or not re.fullmatch(r"[a-z0-9_ \-]+", d["kind"]):
                err(rid, "bad decoy kind %r" % d["kind"])
        # birth dates inside ids vs DOB spans
        # each DOB / ID is attributed to the nearest PERSON span before it (its owner)
        def owner(sp):
            prev = [x for x in r["spans"] if x["type"] == "PERSON" and x["end"] <= sp["start"]]
            return prev[-1]["value"] if prev else None
        dobs = collections.defaultdict(set)
        for s in r["spans"]:
            if s["type"] == "DATE_OF_BIRTH":
                dobs[owner(s)] |= parse_dob(s["value"])
        for s in r["spans"]:
            b = None
            if s["type"] == "IDCARD" and V.idcard_ok(s["value"]):
                b = V.idcard_birth(s["value"])
            elif s["type"] == "NATIONAL_ID":
                b = V.national_id_birth(s["value"])
            mine = dobs.get(owner(s))
            if b and mine and b not in mine:
                err(rid, "id %r birth %s inconsistent with DOB %s" % (s["value"], b, sorted(mine)))
        # look-alike coverage: every e-mail, IP and Luhn-valid card-length number is a span or a decoy
        allcov = [(x["start"], x["end"]) for x in r["spans"] + r["decoys"]]

        def covered_by_any(i, j):
            return any(a <= i and j <= b for a, b in allcov)
        for m in EMAIL_RE.finditer(text):
            if not re.search(r"\.[A-Za-z]{2,}$", m.group(0)):
                continue  # user@host-ip, package@version
            i, j = m.span()
            if not any(a < j and i < b for a, b in allcov):
                err(rid, "unlabelled e-mail %r" % m.group(0))
        for m in re.finditer(r"(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}(?![\w]|\.\d)", text):
            try:
                ipaddress.ip_address(m.group(0))
            except ValueError:
                continue
            if not covered_by_any(*m.span()):
                err(rid, "unlabelled IPv4 %r" % m.group(0))
        for m in re.finditer(r"(?<![\w:])[0-9A-Fa-f:]*:[0-9A-Fa-f:]*:[0-9A-Fa-f:]*(?![\w:])", text):
            try:
                ipaddress.IPv6Address(m.group(0))
            except ValueError:
                continue
            if not covered_by_any(*m.span()):
                err(rid, "unlabelled IPv6 %r" % m.group(0))
        for m in re.finditer(r"(?<![\w])\d(?:[ \-]?\d){12,18}(?![\w])", text):
            if V.card_ok(m.group(0)) and not covered_by_any(*m.span()):
                err(rid, "unlabelled Luhn-valid number %r" % m.group(0))
        # repeated strings tagged consistently
        covered = {(s["start"], s["end"]): s["type"] for s in r["spans"]}
        for s in r["spans"]:
            v = s["value"]
            for i, j in occurrences(text, v):
                if (i, j) in covered:
                    if covered[(i, j)] != s["type"]:
                        err(rid, "%r tagged as %s and %s" % (v, s["type"], covered[(i, j)]))
                    continue
                inside = [x for x in r["spans"] if x["start"] <= i and j <= x["end"] and (x["start"], x["end"]) != (i, j)]
                if inside:
                    continue
                err(rid, "untagged repeat of %s %r at %d" % (s["type"], v, i))
        for d in r["decoys"]:
            for i, j in occurrences(text, d["value"]):
                if any(x["start"] <= i and j <= x["end"] for x in r["spans"]):
                    err(rid, "decoy string %r also inside a span" % d["value"])
    for v, ts in span_strings.items():
        if len(ts) > 1:
            err("corpus", "%r labelled with several types %s" % (v, sorted(ts)))
        if v in decoy_strings:
            err("corpus", "%r is both span and decoy" % v)

    # ---------------------------------------------------------------- size rules
    n = len(rows)
    nspans = sum(len(r["spans"]) for r in rows)
    ndec = sum(len(r["decoys"]) for r in rows)
    langs = collections.Counter(r["lang"] for r in rows)
    texts_per_type = collections.Counter()
    spans_per_type = collections.Counter()
    per_lang_type = collections.defaultdict(collections.Counter)
    for r in rows:
        for t in {s["type"] for s in r["spans"]}:
            texts_per_type[t] += 1
        for s in r["spans"]:
            spans_per_type[s["type"]] += 1
            per_lang_type[s["type"]][r["lang"]] += 1
    empty = [r["id"] for r in rows if not r["spans"]]
    text_kinds = collections.Counter(r["kind"] for r in rows)
    decoy_kinds = collections.Counter(d["kind"] for r in rows for d in r["decoys"])
    if not 180 <= n <= 195:
        err("size", "%d texts (want 180-195)" % n)
    if not 1100 <= nspans <= 1300:
        err("size", "%d spans (want 1100-1300)" % nspans)
    for lang, want in (("en", .45), ("zh", .35), ("mixed", .20)):
        share = langs[lang] / n
        if abs(share - want) > 0.05:
            err("size", "%s share %.1f%% (want about %d%%)" % (lang, 100 * share, 100 * want))
    for t in TYPES:
        if texts_per_type[t] < 4:
            err("size", "%s appears in %d texts (want >= 4)" % (t, texts_per_type[t]))
    if ndec < 2.5 * n:
        err("size", "%d decoys = %.2f per text (want >= 2.5)" % (ndec, ndec / n))
    if not 3 <= len(empty) <= 8:
        err("size", "%d texts without spans (want 3-8)" % len(empty))
    if len(text_kinds) < 60:
        err("size", "%d text kinds (want >= 60)" % len(text_kinds))
    if len(decoy_kinds) < 60:
        err("size", "%d decoy kinds (want >= 60)" % len(decoy_kinds))

    if VERBOSE:
        print("texts %d  (en %d / zh %d / mixed %d = %.1f%% / %.1f%% / %.1f%%)" % (
            n, langs["en"], langs["zh"], langs["mixed"],
            100 * langs["en"] / n, 100 * langs["zh"] / n, 100 * langs["mixed"] / n))
        print("spans %d   decoys %d (%.2f per text)   texts without spans %d: %s" % (
            nspans, ndec, ndec / n, len(empty), " ".join(empty)))
        print("text kinds %d   decoy kinds %d" % (len(text_kinds), len(decoy_kinds)))
        print()
        print("%-14s %6s %6s %6s %6s %6s" % ("type", "spans", "texts", "en", "zh", "mixed"))
        for t in TYPES:
            c = per_lang_type[t]
            print("%-14s %6d %6d %6d %6d %6d" % (t, spans_per_type[t], texts_per_type[t], c["en"], c["zh"], c["mixed"]))
        print()
        print("decoy kinds:")
        items = sorted(decoy_kinds.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 4):
            print("  " + "".join("%-26s" % ("%s %d" % kv) for kv in items[i:i + 4]))
        print()
        print("text kinds:")
        items = sorted(text_kinds.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 4):
            print("  " + "".join("%-26s" % ("%s %d" % kv) for kv in items[i:i + 4]))
        if notes:
            print()
            for x in notes:
                print("note", x)
        print()
    for e in errors:
        print("ERROR", e)
    print("check_blind: %d texts, %d spans, %d decoys: %s" % (
        n, nspans, ndec, "OK" if not errors else "%d errors" % len(errors)))
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
