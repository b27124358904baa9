#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Check corpus.jsonl (write it first with build_corpus.py).

    python3 check_blind.py        errors and a summary; exit status 1 on any error
    python3 check_blind.py -v     also print the tables (per type, language, kinds)

Checks: offsets; no overlaps; no span or decoy edge inside an ASCII word; check
digits and shapes per type; IP ranges; CVV only next to a CARD; birth dates of
IDs against the DOBs shown; titles, role and kinship words outside PERSON;
repeated strings tagged consistently (per text and corpus-wide); no string both
span and decoy; the size and mix rules.
"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import (apikey_schemes, card_is_amex, card_ok, iban_ok, idcard_dob,  # noqa: E402
                    idcard_ok, natid_dates, natid_schemes, passport_ok, secret_schemes,
                    ssn_ok, valid_date)

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL",
         "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT",
         "NATIONAL_ID", "AMOUNT"]

SIZE = dict(texts=(180, 195), spans=(1100, 1300), min_texts_per_type=4, min_decoys_per_text=2.5,
            empty=(3, 8), text_kinds=60, decoy_kinds=60,
            share={"en": (0.40, 0.50), "zh": (0.30, 0.40), "mixed": (0.15, 0.25)})

errors, warnings = [], []


def err(rid, msg):
    errors.append("%s: %s" % (rid, msg))


def warn(rid, msg):
    warnings.append("%s: %s" % (rid, msg))


def is_w(c):
    return c.isascii() and c.isalnum()


# ------------------------------------------------------------------ per-type shape checks
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
SPOKEN_EMAIL_RE = re.compile(r"[a-z0-9._ -]+ at [a-z0-9 -]+(?: dot [a-z]+)+", re.I)
CN_DIGITS = "〇零一二三四五六七八九幺两"
WORD_DIGITS = {"zero", "oh", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}


def phone_digit_count(v):
    n = sum(c.isdigit() for c in v) + sum(c in CN_DIGITS for c in v)
    mult = 1
    for w in re.findall(r"[a-z]+", v.lower()):
        if w == "double":
            mult = 2
        elif w == "triple":
            mult = 3
        elif w in WORD_DIGITS:
            n += mult
            mult = 1
    return n


DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]


def ip_kind(v):
    try:
        a = ipaddress.ip_address(v)
    except ValueError:
        return None
    if any(a.version == n.version and a in n for n in DOC_NETS):
        return "doc"
    if a.is_loopback or a.is_unspecified:
        return "loopback"
    if a.is_multicast or a.is_link_local or a.is_reserved:
        return "special"
    if a.version == 4 and v.split(".")[-1] in ("0", "255"):
        return "network"
    return "host"


CURRENCY_RE = re.compile(
    r"[£$€¥￥]|元|块|圆|英镑|美元|欧元|港币|\b(?:RMB|CNY|GBP|EUR|USD|HKD|CAD|AUD|SGD|NT)\b"
    r"|\b(?:pounds?|quid|euros?|dollars?)\b", re.I)
NUMBER_RE = re.compile(r"\d|[一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟]"
                       r"|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty"
                       r"|fifty|sixty|seventy|eighty|ninety|hundred|thousand)\b", re.I)

MONTHS = {m: i for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1)}


def month_num(word):
    w = word.lower()[:3]
    return MONTHS.get(w)


def dob_candidates(v):
    """Set of (year, month, day, full_year) read from a written date of birth."""
    out = set()
    s = v.strip()
    m = re.search(r"民國(\d{2,3})年(\d{1,2})月(\d{1,2})日", s)
    if m:
        out.add((int(m.group(1)) + 1911, int(m.group(2)), int(m.group(3)), True))
    for m in re.finditer(r"(?<!\d)(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})", s):
        out.add((int(m.group(1)), int(m.group(2)), int(m.group(3)), True))
    for m in re.finditer(r"(?<![\d年國])(\d{2})年(\d{1,2})月(\d{1,2})[日号號]", s):
        out.add((int(m.group(1)), int(m.group(2)), int(m.group(3)), False))
    for m in re.finditer(r"(?<!\d)(\d{1,2})[/.](\d{1,2})[/.](\d{4})(?!\d)", s):
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        out.add((y, b, a, True))
        out.add((y, a, b, True))
    for m in re.finditer(r"(?<!\d)(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})", s):
        mo = month_num(m.group(2))
        if mo:
            out.add((int(m.group(3)), mo, int(m.group(1)), True))
    for m in re.finditer(r"([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})", s):
        mo = month_num(m.group(1))
        if mo:
            out.add((int(m.group(3)), mo, int(m.group(2)), True))
    return {c for c in out if valid_date(c[0] if c[3] else 2000 + c[0], c[1], c[2])
            or (not c[3] and valid_date(1900 + c[0], c[1], c[2]))}


def date_matches(ymd, cands):
    y, m, d = ymd
    return any(cm == m and cd == d and (cy == y if full else cy == y % 100)
               for cy, cm, cd, full in cands)


TITLE_RE = re.compile(r"^(?:mr|mrs|ms|miss|mx|dr|prof|sir|dame|rev|cllr|frau|herr|sr|sra)\b\.?(?:\s|$)", re.I)
EN_KIN = {"mum", "mom", "dad", "mother", "father", "nan", "nana", "gran", "granny", "grandma",
          "grandpa", "grandad", "aunt", "auntie", "uncle", "cousin", "sister", "brother", "sis",
          "bro", "wife", "husband", "son", "daughter", "hubby"}
ZH_KIN = ["爸", "妈", "媽", "爷爷", "奶奶", "外公", "外婆", "姥姥", "姥爷", "哥哥", "姐姐", "弟弟",
          "妹妹", "表哥", "表姐", "表弟", "表妹", "堂哥", "堂姐", "堂弟", "堂妹", "叔叔", "阿姨",
          "舅舅", "舅妈", "姑姑", "姨妈", "婶婶", "伯伯", "老公", "老婆", "儿子", "女儿", "孙子",
          "孙女", "老伴", "媳妇", "父亲", "母亲", "母親", "父親", "大哥", "大姐", "爱人"]
ZH_ROLE_PREFIX = ["财务", "會計", "会计", "前台", "保安", "村支书", "领队", "司机", "志愿者", "民警", "医生"]


def person_problems(v):
    probs = []
    if TITLE_RE.search(v):
        probs.append("English title inside PERSON")
    if any(t.lower() in EN_KIN for t in re.findall(r"[A-Za-z]+", v)):
        probs.append("kinship word inside PERSON")
    if any(k in v for k in ZH_KIN):
        probs.append("Chinese kinship word inside PERSON")
    if any(v.startswith(r) for r in ZH_ROLE_PREFIX):
        probs.append("role word inside PERSON")
    if "@" in v:
        probs.append("'@' inside PERSON")
    return probs


def check_value(rid, sp, text, card_spans):
    t, v = sp["type"], sp["value"]
    bad = None
    if t == "EMAIL":
        if not (EMAIL_RE.fullmatch(v) or SPOKEN_EMAIL_RE.fullmatch(v)):
            bad = "not an e-mail address"
    elif t == "PHONE":
        n = phone_digit_count(v)
        if not 7 <= n <= 20 or "*" in v:
            bad = "phone with %d digits" % n
    elif t == "IP_ADDRESS":
        k = ip_kind(v)
        if k != "host":
            bad = "IP address is %s" % k
    elif t == "CARD":
        if not card_ok(v):
            bad = "card fails Luhn/shape"
    elif t == "CVV":
        if not re.fullmatch(r"\d{3,4}", v):
            bad = "CVV shape"
        elif not card_spans:
            bad = "CVV without CARD in text"
        else:
            near = min(card_spans, key=lambda c: abs(c["start"] - sp["start"]))
            if abs(near["start"] - sp["start"]) > 200:
                bad = "CVV far from any CARD"
            elif len(v) == 4 and not card_is_amex(near["value"]):
                bad = "4-digit CVV next to a non-Amex card"
    elif t == "IBAN":
        if not iban_ok(v):
            bad = "IBAN fails mod-97/shape"
    elif t == "SSN":
        if not ssn_ok(v):
            bad = "invalid SSN"
    elif t == "IDCARD":
        if not idcard_ok(v):
            bad = "IDCARD fails GB 11643"
    elif t == "PASSPORT":
        if not passport_ok(v):
            bad = "unknown passport shape"
    elif t == "NATIONAL_ID":
        if not natid_schemes(v):
            bad = "national ID fails every known scheme"
    elif t == "APIKEY":
        if not apikey_schemes(v):
            bad = "no vendor key shape"
    elif t == "SECRET":
        if not secret_schemes(v) and (len(v) < 6 or re.search(r"\s", v) or len(set(v)) < 4):
            bad = "secret too short / not a known secret shape"
    elif t == "AMOUNT":
        if not CURRENCY_RE.search(v) or not NUMBER_RE.search(v):
            bad = "amount without currency or number"
    elif t == "ADDRESS":
        if len(v) < 6 or not re.search(r"\d|号|號|室|樓|楼|座|村", v):
            bad = "address without number/postcode"
        after = text[sp["end"]:sp["end"] + 14]
        if re.match(r"[ ,]*(?:[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|\d{5})\b", after):
            bad = "postcode left outside ADDRESS"
    elif t == "DATE_OF_BIRTH":
        if not dob_candidates(v):
            if not re.search(r"\d|[一二三四五六七八九十]|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)",
                             v, re.I):
                bad = "DOB does not look like a date"
            else:
                warn(rid, "DOB %r not machine-parsed (spoken form)" % v)
    elif t == "PERSON":
        probs = person_problems(v)
        if probs:
            bad = "; ".join(probs)
    elif t in ("PASSWORD", "MEDICAL"):
        if len(v) < 2:
            bad = "too short"
    if bad:
        err(rid, "%s %r: %s" % (t, v[:70], bad))


def occurrences(text, v):
    i = text.find(v)
    while i >= 0:
        e = i + len(v)
        left_ok = not (is_w(v[0]) and i > 0 and is_w(text[i - 1]))
        right_ok = not (is_w(v[-1]) and e < len(text) and is_w(text[e]))
        if left_ok and right_ok:
            yield i, e
        i = text.find(v, i + 1)


def check_record(r, seen_ids):
    rid = r["id"]
    if rid in seen_ids:
        err(rid, "duplicate id")
    seen_ids.add(rid)
    text = r["text"]
    if r["lang"] not in ("en", "zh", "mixed") or not r["kind"] or not text:
        err(rid, "bad lang/kind/text")
    items = [("S", s) for s in r["spans"]] + [("D", d) for d in r["decoys"]]
    for tag, it in items:
        s, e, v = it["start"], it["end"], it["value"]
        if not (0 <= s < e <= len(text)) or text[s:e] != v:
            err(rid, "offsets do not match value %r" % v[:40])
            continue
        if v != v.strip():
            err(rid, "value with outer whitespace %r" % v[:40])
        if s > 0 and is_w(text[s - 1]) and is_w(text[s]):
            err(rid, "%s edge inside an ASCII word at start of %r" % (tag, v[:40]))
        if e < len(text) and is_w(text[e - 1]) and is_w(text[e]):
            err(rid, "%s edge inside an ASCII word at end of %r" % (tag, v[:40]))
    ordered = sorted(items, key=lambda x: (x[1]["start"], x[1]["end"]))
    for (_, a), (_, b) in zip(ordered, ordered[1:]):
        if b["start"] < a["end"]:
            err(rid, "overlap %r / %r" % (a["value"][:30], b["value"][:30]))
    for sp in r["spans"]:
        if sp["type"] not in TYPES:
            err(rid, "unknown type %s" % sp["type"])
    cards = [s for s in r["spans"] if s["type"] == "CARD"]
    for sp in r["spans"]:
        check_value(rid, sp, text, cards)
    # birth dates of IDs against the DOBs shown in the same text
    cands = set()
    for sp in r["spans"]:
        if sp["type"] == "DATE_OF_BIRTH":
            cands |= dob_candidates(sp["value"])
    has_dob = any(sp["type"] == "DATE_OF_BIRTH" for sp in r["spans"])
    for sp in r["spans"]:
        if sp["type"] == "IDCARD" and idcard_ok(sp["value"]) and has_dob:
            if not date_matches(idcard_dob(sp["value"]), cands):
                err(rid, "IDCARD %s birth date not among the DOBs shown" % sp["value"])
        if sp["type"] == "NATIONAL_ID" and has_dob:
            ds = natid_dates(sp["value"])
            if ds and not any(date_matches(d, cands) for d in ds):
                err(rid, "NATIONAL_ID %s birth date not among the DOBs shown" % sp["value"])
    # every occurrence of a tagged string is tagged (or inside another span)
    span_iv = [(s["start"], s["end"]) for s in r["spans"]]
    dec_iv = [(d["start"], d["end"]) for d in r["decoys"]]
    for v in sorted({s["value"] for s in r["spans"]}):
        for s, e in occurrences(text, v):
            if any(a <= s and e <= b for a, b in span_iv):
                continue
            where = "inside a decoy" if any(a <= s and e <= b for a, b in dec_iv) else "untagged"
            err(rid, "repeated string %r %s at %d" % (v[:40], where, s))
    for d in r["decoys"]:
        k, v = d["kind"], d["value"]
        if k in ("doc_ip", "loopback") or k.endswith("_ip"):
            if ip_kind(v) not in ("doc", "loopback"):
                err(rid, "decoy %s %r is not a documentation/loopback address" % (k, v))
        if k.startswith("masked") and not re.search(r"[*•]", v):
            err(rid, "masked decoy %r shows no mask" % v)


def main():
    verbose = "-v" in sys.argv[1:]
    path = os.path.join(HERE, "corpus.jsonl")
    with open(path, encoding="utf-8") as fh:
        recs = [json.loads(line) for line in fh if line.strip()]
    seen = set()
    for r in recs:
        check_record(r, seen)

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
            err("corpus", "string %r labelled as %s" % (v[:40], sorted(ts)))
        if v in decoy_vals:
            err("corpus", "string %r is both span and decoy (%s)" % (v[:40], sorted(decoy_vals[v])[0]))

    # size and mix
    n = len(recs)
    n_sp = sum(len(r["spans"]) for r in recs)
    n_dec = sum(len(r["decoys"]) for r in recs)
    empty = [r["id"] for r in recs if not r["spans"]]
    by_lang = collections.Counter(r["lang"] for r in recs)
    texts_per_type = collections.Counter()
    for r in recs:
        for t in {s["type"] for s in r["spans"]}:
            texts_per_type[t] += 1
    text_kinds = collections.Counter(r["kind"] for r in recs)
    decoy_kinds = collections.Counter(d["kind"] for r in recs for d in r["decoys"])
    lo, hi = SIZE["texts"]
    if not lo <= n <= hi:
        err("size", "%d texts (want %d-%d)" % (n, lo, hi))
    lo, hi = SIZE["spans"]
    if not lo <= n_sp <= hi:
        err("size", "%d spans (want %d-%d)" % (n_sp, lo, hi))
    for lang, (a, b) in SIZE["share"].items():
        sh = by_lang[lang] / n if n else 0
        if not a <= sh <= b:
            err("size", "%s share %.1f%% (want %d-%d%%)" % (lang, 100 * sh, 100 * a, 100 * b))
    for t in TYPES:
        if texts_per_type[t] < SIZE["min_texts_per_type"]:
            err("size", "%s in %d texts" % (t, texts_per_type[t]))
    if n and n_dec / n < SIZE["min_decoys_per_text"]:
        err("size", "%.2f decoys per text" % (n_dec / n))
    lo, hi = SIZE["empty"]
    if not lo <= len(empty) <= hi:
        err("size", "%d texts without spans (want %d-%d)" % (len(empty), lo, hi))
    if len(text_kinds) < SIZE["text_kinds"]:
        err("size", "%d distinct text kinds" % len(text_kinds))
    if len(decoy_kinds) < SIZE["decoy_kinds"]:
        err("size", "%d distinct decoy kinds" % len(decoy_kinds))

    if verbose:
        langs = ["en", "zh", "mixed"]
        print("== texts per language")
        print("%-8s %6s %6s %7s %6s" % ("lang", "texts", "spans", "decoys", "empty"))
        for lang in langs:
            rs_ = [r for r in recs if r["lang"] == lang]
            print("%-8s %6d %6d %7d %6d" % (lang, len(rs_), sum(len(r["spans"]) for r in rs_),
                                            sum(len(r["decoys"]) for r in rs_),
                                            sum(1 for r in rs_ if not r["spans"])))
        print("%-8s %6d %6d %7d %6d" % ("total", n, n_sp, n_dec, len(empty)))
        print("\n== spans per type and language (texts = texts containing the type)")
        print("%-14s %5s %5s %6s %6s %6s" % ("type", "en", "zh", "mixed", "total", "texts"))
        for t in TYPES:
            c = collections.Counter(r["lang"] for r in recs for s in r["spans"] if s["type"] == t)
            print("%-14s %5d %5d %6d %6d %6d" % (t, c["en"], c["zh"], c["mixed"], sum(c.values()),
                                                 texts_per_type[t]))
        print("\n== %d decoy kinds (%d decoys, %.2f per text)" % (len(decoy_kinds), n_dec, n_dec / n))
        items = sorted(decoy_kinds.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 4):
            print("  " + "".join("%-26s" % ("%s %d" % kv) for kv in items[i:i + 4]))
        print("\n== %d text kinds" % len(text_kinds))
        items = sorted(text_kinds.items())
        for i in range(0, len(items), 3):
            print("  " + "".join("%-40s" % ("%s %d" % kv) for kv in items[i:i + 3]))
        print("\n== texts without spans: %s" % ", ".join(empty))
        if warnings:
            print("\n== notes (%d)" % len(warnings))
            for w in warnings:
                print("  " + w)
        print()
    if errors:
        print("ERRORS (%d):" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("check_blind: OK - %d texts (en %d, zh %d, mixed %d), %d spans, %d decoys, %d empty texts, "
          "%d text kinds, %d decoy kinds" % (n, by_lang["en"], by_lang["zh"], by_lang["mixed"], n_sp,
                                             n_dec, len(empty), len(text_kinds), len(decoy_kinds)))


if __name__ == "__main__":
    main()
