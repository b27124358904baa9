#!/usr/bin/env python3
"""Check corpus.jsonl.   -v  print tables     --partial  skip the size rules"""
import collections
import datetime
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import (valid_card, valid_iban, valid_idcard, idcard_birth, valid_ssn,  # noqa: E402
                    valid_passport, valid_national_id, national_id_birth, valid_apikey,
                    valid_secret_shape, luhn_ok)

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL",
         "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT",
         "NATIONAL_ID", "AMOUNT"]
LANGS = ["en", "zh", "mixed"]

errors = []


def err(rid, msg):
    errors.append(f"{rid}: {msg}")


def is_aw(c):
    return c.isascii() and c.isalnum()


# ------------------------------------------------------------------ dates
MONTHS = {m: i for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1)}
CN_DIG = {"〇": 0, "零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6,
          "七": 7, "八": 8, "九": 9}


def _d(y, m, d):
    if y < 100:
        y += 1900 if y > 25 else 2000
    try:
        return datetime.date(y, m, d)
    except ValueError:
        return None


def cn_small(s):
    """一..三十一 -> int"""
    if s.isdigit():
        return int(s)
    if "十" in s:
        a, _, b = s.partition("十")
        return (CN_DIG[a] if a else 1) * 10 + (CN_DIG[b] if b else 0)
    return CN_DIG[s] if s in CN_DIG else None


def parse_dates(s):
    out = set()
    for m in re.finditer(r"(\d{4})\s*[-./年]\s*(\d{1,2})\s*[-./月]\s*(\d{1,2})", s):
        out.add(_d(int(m[1]), int(m[2]), int(m[3])))
    for m in re.finditer(r"(?<!\d)(\d{2})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})", s):
        out.add(_d(int(m[1]), int(m[2]), int(m[3])))
    for m in re.finditer(r"(?<!\d)(\d{1,2})[-./](\d{1,2})[-./](\d{4}|\d{2})(?!\d)", s):
        out.add(_d(int(m[3]), int(m[2]), int(m[1])))
        out.add(_d(int(m[3]), int(m[1]), int(m[2])))
    for m in re.finditer(r"(\d{1,2})(?:st|nd|rd|th)?(?: of)?[ -]+([A-Za-z]{3,9})\.?,?[ -]+(\d{4}|'\d{2})", s):
        mo = MONTHS.get(m[2][:3].lower())
        if mo:
            out.add(_d(int(m[3].strip("'")), mo, int(m[1])))
    for m in re.finditer(r"([A-Za-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})", s):
        mo = MONTHS.get(m[1][:3].lower())
        if mo:
            out.add(_d(int(m[3]), mo, int(m[2])))
    m = re.fullmatch(r"(\d{4})(\d{2})(\d{2})", s.strip())
    if m:
        out.add(_d(int(m[1]), int(m[2]), int(m[3])))
    for m in re.finditer(r"([〇零一二三四五六七八九]{2,4})年([一二三四五六七八九十]{1,3})月([一二三四五六七八九十]{1,3})[日号]", s):
        y = int("".join(str(CN_DIG[c]) for c in m[1]))
        out.add(_d(y, cn_small(m[2]), cn_small(m[3])))
    out.discard(None)
    return {d for d in out if datetime.date(1900, 1, 1) <= d <= datetime.date(2025, 12, 31)}


# ------------------------------------------------------------------ per type
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
CUR_RE = re.compile(r"[£$€¥￥₹]|\b(?:GBP|USD|EUR|RMB|CNY|HKD|SGD|AUD|CAD|CHF|PLN|NZD|NOK|SEK|DKK|ZAR|INR|JPY|MYR|MOP|kr)\b|\bR ?\d|\bRM ?\d|"
                    r"(?i:\b(?:quid|pounds?|bucks|dollars?|euros?|pence|grand)\b)|[元块圆刀镑欧]|美金|港币|人民币")
NUMWORD = re.compile(r"(?i)\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                     r"fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|"
                     r"grand|half|a)\b|[一二两三四五六七八九十百千万]")
TITLES = re.compile(r"(?i)^(?:mr|mrs|ms|miss|mx|dr|prof|professor|sir|madam|chef|mister|mme|mlle|herr|frau|monsieur|madame)\b\.?")
KIN = ["表姐", "表哥", "表妹", "表弟", "堂哥", "堂姐", "堂妹", "堂弟", "妈妈", "爸爸", "老妈", "老爸",
       "奶奶", "爷爷", "外婆", "外公", "姥姥", "姥爷", "舅舅", "舅妈", "阿姨", "叔叔", "婶婶", "姑姑",
       "姑妈", "老婆", "老公", "哥哥", "姐姐", "弟弟", "妹妹", "姐夫", "嫂子", "媳妇", "女儿", "儿子",
       "岳母", "婆婆", "公公"]
KIN_EN = re.compile(r"(?i)\b(?:mum|mom|mother|dad|father|auntie|aunt|uncle|grandma|grandpa|gran|nan|"
                    r"nana|sis|bro|brother|sister|wife|husband|son|daughter|cousin|hubby|missus)\b")
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
PHONE_WORDS = {"zero": 1, "oh": 1, "o": 1, "one": 1, "two": 1, "three": 1, "four": 1, "five": 1,
               "six": 1, "seven": 1, "eight": 1, "nine": 1, "double": 1, "triple": 2}
CN_PHONE = "〇零一二三四五六七八九幺两洞"


def ip_labellable(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return False
    if any(ip in n for n in DOC_NETS if n.version == ip.version):
        return False
    return not (ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local
                or (ip.version == 4 and ip.packed[0] == 0))


def phone_digits(v):
    n = sum(c.isdigit() and c.isascii() for c in v)
    n += sum(c in CN_PHONE for c in v)
    for w in re.findall(r"[A-Za-z]+", v):
        n += PHONE_WORDS.get(w.lower(), 0)
    return n


def secret_context(text, s, e):
    before = text[max(0, s - 40):s]
    after = text[e:e + 1]
    if before.endswith(":") and after == "@":
        return True
    return bool(re.search(r"(?i)(password|passwd|pwd|pass|secret|密码)[\"']?\s*[=:：]\s*[\"']?$", before))


def check_span(rid, text, sp, spans):
    t, v, s, e = sp["type"], sp["value"], sp["start"], sp["end"]
    bad = None
    if t == "CARD":
        bad = not valid_card(v)
    elif t == "CVV":
        cards = [c for c in spans if c["type"] == "CARD"]
        if not re.fullmatch(r"\d{3,4}", v) or not cards:
            bad = True
        else:
            near = min(cards, key=lambda c: abs(c["start"] - s))
            if abs(near["start"] - s) > 300:
                bad = True
            else:
                amex = re.sub(r"\D", "", near["value"])[:2] in ("34", "37")
                bad = len(v) != (4 if amex else 3)
    elif t == "IBAN":
        bad = not valid_iban(v)
    elif t == "SSN":
        bad = not valid_ssn(v)
    elif t == "IDCARD":
        bad = not valid_idcard(v)
    elif t == "PASSPORT":
        bad = not valid_passport(v)
    elif t == "NATIONAL_ID":
        bad = not valid_national_id(v)
    elif t == "APIKEY":
        bad = not valid_apikey(v)
    elif t == "SECRET":
        bad = not (valid_secret_shape(v) or secret_context(text, s, e))
    elif t == "EMAIL":
        bad = not EMAIL_RE.fullmatch(v) or v.lower().endswith(("example.com", "example.org", "example.net"))
    elif t == "PHONE":
        bad = not 7 <= phone_digits(v) <= 16
    elif t == "IP_ADDRESS":
        bad = not ip_labellable(v)
    elif t == "DATE_OF_BIRTH":
        bad = not parse_dates(v)
    elif t == "AMOUNT":
        bad = not CUR_RE.search(v) or not (re.search(r"\d", v) or NUMWORD.search(v))
    elif t == "PERSON":
        bad = bool(TITLES.match(v)) or any(k in v for k in KIN) or bool(KIN_EN.search(v)) \
            or v[0] in "@#" or bool(re.search(r"\s$|^\s", v))
    elif t == "ADDRESS":
        bad = not re.search(r"\d|[一二三四五六七八九十]+号", v)
    elif t == "MEDICAL":
        bad = len(v) < 2
    elif t == "PASSWORD":
        bad = len(v) < 3
    if bad:
        err(rid, f"{t} fails its check: {v!r}")


def check_row(r, seen_ids):
    rid = r["id"]
    text = r["text"]
    if rid in seen_ids:
        err(rid, "duplicate id")
    seen_ids.add(rid)
    if not re.fullmatch(r"c95-(en|zh|mixed)-\d{3}", rid) or r["lang"] not in LANGS \
            or not rid.startswith(f"c95-{r['lang']}-"):
        err(rid, "bad id/lang")
    if not r["kind"]:
        err(rid, "empty kind")
    items = [("span", x) for x in r["spans"]] + [("decoy", x) for x in r["decoys"]]
    for what, x in items:
        s, e, v = x["start"], x["end"], x["value"]
        if text[s:e] != v:
            err(rid, f"{what} offsets wrong: {v!r} vs {text[s:e]!r}")
            continue
        if v != v.strip():
            err(rid, f"{what} has outer whitespace: {v!r}")
        if s > 0 and is_aw(text[s]) and is_aw(text[s - 1]):
            err(rid, f"{what} starts inside an ASCII word: {text[max(0, s - 10):e]!r}")
        if e < len(text) and is_aw(text[e - 1]) and is_aw(text[e]):
            err(rid, f"{what} ends inside an ASCII word: {text[s:e + 10]!r}")
        if what == "span" and x["type"] not in TYPES:
            err(rid, f"unknown type {x['type']}")
        if what == "decoy" and not x["kind"]:
            err(rid, "decoy without kind")
    ordered = sorted((x["start"], x["end"], x["value"]) for _, x in items)
    for a, b in zip(ordered, ordered[1:]):
        if b[0] < a[1]:
            err(rid, f"overlap: {a[2]!r} / {b[2]!r}")
    for sp in r["spans"]:
        check_span(rid, text, sp, r["spans"])
    for d in r["decoys"]:
        if ip_labellable(d["value"]):
            err(rid, f"decoy is a labellable IP: {d['value']!r}")

    # every occurrence of a tagged string is tagged
    spans = r["spans"]
    span_at = {(x["start"], x["end"]): x for x in spans}
    for sp in spans:
        v = sp["value"]
        if len(v) < 2:
            continue
        for m in re.finditer(re.escape(v), text):
            s, e = m.start(), m.end()
            if (s, e) in span_at:
                if span_at[(s, e)]["type"] != sp["type"]:
                    err(rid, f"{v!r} tagged as two types")
                continue
            if (is_aw(v[0]) and s > 0 and is_aw(text[s - 1])) or \
                    (is_aw(v[-1]) and e < len(text) and is_aw(text[e])):
                continue
            if any(o["start"] <= s and e <= o["end"] and (o["start"], o["end"]) != (s, e) for o in spans):
                continue
            err(rid, f"untagged repeat of {sp['type']} {v!r} at {s}: {text[max(0, s - 20):e + 20]!r}")

    # ID birth dates against any DOB in the same text
    id_dates = []
    for sp in spans:
        if sp["type"] == "IDCARD":
            id_dates.append(idcard_birth(sp["value"]))
        elif sp["type"] == "NATIONAL_ID":
            b = national_id_birth(sp["value"])
            if b:
                id_dates.append(b)
    dobs = [parse_dates(sp["value"]) for sp in spans if sp["type"] == "DATE_OF_BIRTH"]
    if id_dates and dobs:
        for b in id_dates:
            if not any(b in ds for ds in dobs):
                err(rid, f"ID birth date {b} matches no DOB in the text")
        for ds in dobs:
            if not ds & set(id_dates):
                err(rid, f"DOB {sorted(ds)} matches no ID in the text")

    # things that look like labellable values but are neither span nor decoy
    covered = [(x["start"], x["end"]) for _, x in items]

    def uncovered(s, e):
        return not any(a < e and s < b for a, b in covered)
    for m in EMAIL_RE.finditer(text):
        if uncovered(m.start(), m.end()):
            err(rid, f"unlabelled e-mail {m.group()!r}")
    for m in re.finditer(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])", text):
        if ip_labellable(m.group()) and uncovered(m.start(), m.end()):
            err(rid, f"unlabelled IP {m.group()!r}")
    for m in re.finditer(r"(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)", text):
        d = re.sub(r"\D", "", m.group())
        if len(d) >= 15 and luhn_ok(d) and uncovered(m.start(), m.end()):
            err(rid, f"unlabelled Luhn-valid number {m.group()!r}")
    for m in re.finditer(r"(?<![\w+])(?:\+\d{1,3}[ (]*\d[\d ()-]{6,}\d|0\d{2,4}[ -]?\d{3,4}[ -]?\d{3,4}|1[3-9]\d[ -]?\d{4}[ -]?\d{4})(?![\w])", text):
        if uncovered(m.start(), m.end()):
            err(rid, f"unlabelled phone-like number {m.group()!r}")
    for m in re.finditer(r"(?<![0-9A-Za-z])[1-8]\d{16}[\dX](?![0-9A-Za-z])", text):
        if valid_idcard(m.group()) and uncovered(m.start(), m.end()):
            err(rid, f"unlabelled ID number {m.group()!r}")


def main():
    verbose = "-v" in sys.argv
    partial = "--partial" in sys.argv
    path = os.path.join(HERE, "corpus.jsonl")
    rows = [json.loads(l) for l in open(path, encoding="utf-8") if l.strip()]
    seen = set()
    for r in rows:
        check_row(r, seen)

    # corpus-wide: one type per string, no string both span and decoy
    span_types = collections.defaultdict(set)
    span_where = collections.defaultdict(set)
    decoy_where = collections.defaultdict(set)
    for r in rows:
        for sp in r["spans"]:
            span_types[sp["value"]].add(sp["type"])
            span_where[sp["value"]].add(r["id"])
        for d in r["decoys"]:
            decoy_where[d["value"]].add(r["id"])
    for v, ts in span_types.items():
        if len(ts) > 1:
            err("corpus", f"{v!r} tagged as {sorted(ts)}")
    for v in set(span_where) & set(decoy_where):
        err("corpus", f"{v!r} is a span in {sorted(span_where[v])} and a decoy in {sorted(decoy_where[v])}")

    # tables
    n = len(rows)
    by_lang = collections.Counter(r["lang"] for r in rows)
    spans_tl = collections.Counter((sp["type"], r["lang"]) for r in rows for sp in r["spans"])
    texts_t = collections.Counter(t for r in rows for t in {sp["type"] for sp in r["spans"]})
    ns = sum(len(r["spans"]) for r in rows)
    nd = sum(len(r["decoys"]) for r in rows)
    empty = [r["id"] for r in rows if not r["spans"]]
    kinds = collections.Counter(r["kind"] for r in rows)
    dkinds = collections.Counter(d["kind"] for r in rows for d in r["decoys"])

    if not partial:
        if not 180 <= n <= 195:
            err("size", f"{n} texts (need 180-195)")
        if not 1100 <= ns <= 1300:
            err("size", f"{ns} spans (need 1100-1300)")
        for lang, lo, hi in (("en", .40, .50), ("zh", .30, .40), ("mixed", .15, .25)):
            if not lo <= by_lang[lang] / max(n, 1) <= hi:
                err("size", f"{lang} share {by_lang[lang] / max(n, 1):.1%} outside {lo:.0%}-{hi:.0%}")
        for t in TYPES:
            if texts_t[t] < 4:
                err("size", f"type {t} in {texts_t[t]} texts (need >= 4)")
        if nd < 2.5 * n:
            err("size", f"{nd} decoys for {n} texts (need >= 2.5 per text)")
        if not 3 <= len(empty) <= 8:
            err("size", f"{len(empty)} texts without spans (need 3-8)")
        if len(kinds) < 60:
            err("size", f"{len(kinds)} text kinds (need >= 60)")
        if len(dkinds) < 60:
            err("size", f"{len(dkinds)} decoy kinds (need >= 60)")

    if verbose:
        print(f"texts {n}  ({', '.join(f'{l} {by_lang[l]} = {by_lang[l] / max(n, 1):.1%}' for l in LANGS)})")
        print(f"spans {ns}   decoys {nd} ({nd / max(n, 1):.2f} per text)   texts without spans {len(empty)}: {' '.join(empty)}")
        print(f"text kinds {len(kinds)}   decoy kinds {len(dkinds)}")
        print()
        print(f"{'type':14s} {'en':>5s} {'zh':>5s} {'mixed':>6s} {'total':>6s} {'texts':>6s}")
        for t in TYPES:
            row = [spans_tl[(t, l)] for l in LANGS]
            print(f"{t:14s} {row[0]:5d} {row[1]:5d} {row[2]:6d} {sum(row):6d} {texts_t[t]:6d}")
        tot = [sum(spans_tl[(t, l)] for t in TYPES) for l in LANGS]
        print(f"{'TOTAL':14s} {tot[0]:5d} {tot[1]:5d} {tot[2]:6d} {sum(tot):6d}")
        print()
        print("decoy kinds:", ", ".join(f"{k} {c}" for k, c in sorted(dkinds.items(), key=lambda x: (-x[1], x[0]))))
        print()
        print("text kinds:", ", ".join(f"{k} {c}" for k, c in sorted(kinds.items(), key=lambda x: (-x[1], x[0]))))
        print()
    for e in errors:
        print("ERROR", e)
    print(f"check_blind: {len(errors)} problems")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
