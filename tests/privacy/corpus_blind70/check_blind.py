#!/usr/bin/env python3
"""Validate corpus.jsonl of the blind70 corpus.  ``-v`` prints count tables.

Checks: offsets, overlaps, span edges inside ASCII words, per-type shapes and check digits,
IP ranges, CVV next to a CARD, ID birth dates vs. shown DOB, titles / kinship / role words
outside PERSON, repeated strings tagged consistently, no string both span and decoy,
obvious unannotated leaks, and the size rules.
"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import values as V  # noqa: E402

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]

errors, warnings = [], []


def err(rid, msg):
    errors.append(f"{rid}: {msg}")


def warn(rid, msg):
    warnings.append(f"{rid}: {msg}")


def isw(c):
    return c.isascii() and (c.isalnum() or c == "_")


# ------------------------------------------------------------------ dates
MONTHS = {m: i for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1)}
ZH_DIG = {"〇": 0, "零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}


def zh_small(s):
    """一..三十一 -> int"""
    if not s:
        return None
    if all(c in ZH_DIG for c in s):
        return int("".join(str(ZH_DIG[c]) for c in s))
    if "十" in s:
        a, b = s.split("十", 1)
        tens = ZH_DIG.get(a, 1) if a else 1
        ones = ZH_DIG.get(b, 0) if b else 0
        return tens * 10 + ones
    return None


def parse_dates(s):
    """Return the set of YYYYMMDD readings of a written date."""
    out = set()
    t = s.strip()

    def add(y, m, d):
        try:
            y, m, d = int(y), int(m), int(d)
            if 1900 <= y <= 2025 and 1 <= m <= 12 and 1 <= d <= 31:
                out.add(f"{y:04d}{m:02d}{d:02d}")
        except (TypeError, ValueError):
            pass

    m = re.fullmatch(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})", t)
    if m:
        add(*m.groups())
    m = re.fullmatch(r"(\d{4})(\d{2})(\d{2})", t)
    if m:
        add(*m.groups())
    m = re.fullmatch(r"(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})", t)
    if m:
        a, b, y = m.groups()
        add(y, b, a)
        add(y, a, b)
    m = re.fullmatch(r"(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]?", t)
    if m:
        add(*m.groups())
    m = re.fullmatch(r"([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]{1,2})月([一二三四五六七八九十]{1,3})[日号]", t)
    if m:
        add(zh_small(m.group(1)), zh_small(m.group(2)), zh_small(m.group(3)))
    low = t.lower().replace(",", " ")
    m = re.fullmatch(r"([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?\s+(\d{4})", low)
    if m and m.group(1)[:3] in MONTHS:
        add(m.group(3), MONTHS[m.group(1)[:3]], m.group(2))
    m = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?[\s-]+([a-z]+)\.?[\s-]+(\d{4})", low)
    if m and m.group(2)[:3] in MONTHS:
        add(m.group(3), MONTHS[m.group(2)[:3]], m.group(1))
    return out


# ------------------------------------------------------------------ per-type checks
CUR = re.compile(r"[£$€¥￥₹₩]|\b(GBP|USD|EUR|CNY|RMB|rmb|HKD|SGD|CHF|JPY|AUD|CAD|PLN|SEK|DKK|NOK|INR|BRL|NZD)\b|"
                 r"\b(pounds?|quid|dollars?|bucks|euros?|pence|p|cents?|francs?|zł|złoty|kr|rupees?|reais|grand|k)\b|"
                 r"[元块圆欧镑角毛]|美元|港币|人民币|英镑|澳元|日元|港元|新币|刀", re.I)
NUMWORD = re.compile(r"\d|[一二三四五六七八九十百千万两零]|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|"
                     r"twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|"
                     r"grand|half)\b", re.I)
PHONE_TOK = re.compile(r"\d|[幺一二三四五六七八九零〇两]|\b(oh|zero|one|two|three|four|five|six|seven|eight|nine)\b", re.I)
PHONE_MULT = re.compile(r"\b(double|triple)\b", re.I)
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+(@| ?\[at\] ?| at )[A-Za-z0-9.-]+(\.| ?\[dot\] ?| dot )[A-Za-z]{2,}")
TITLE_RE = re.compile(r"(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Madam|Mme|Herr|Frau|Sr|Sra)\b\.?\s", re.I)
KIN_ZH = ["妈妈", "爸爸", "老妈", "老爸", "表姐", "表哥", "表妹", "表弟", "堂哥", "堂姐", "堂弟", "堂妹", "姐姐", "哥哥",
          "弟弟", "妹妹", "奶奶", "爷爷", "外婆", "外公", "姥姥", "姥爷", "舅舅", "姑姑", "叔叔", "阿姨", "老公",
          "老婆", "女儿", "儿子", "岳父", "岳母", "婆婆", "公公", "大姨", "小姨", "舅妈", "姨妈", "嫂子"]
ROLE_ZH = ["财务", "前台", "客服", "会计", "出纳", "店员", "收银"]
KIN_EN = re.compile(r"\b(mum|mom|dad|mother|father|aunt|auntie|uncle|grandma|grandpa|gran|nan|nana|sister|"
                    r"brother|cousin|son|daughter|wife|husband|hubby|niece|nephew)\b", re.I)
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
CGNAT = ipaddress.ip_network("100.64.0.0/10")


def ip_is_host(v):
    try:
        a = ipaddress.ip_address(v)
    except ValueError:
        return None
    if any(a in n for n in DOC_NETS if n.version == a.version):
        return False
    if a.is_loopback or a.is_unspecified or a.is_multicast or a.is_link_local or a.is_reserved:
        return False
    if a.version == 4 and (str(a).endswith(".255") or str(a).startswith("255.")):
        return False
    return True


def check_span(rid, sp, text, spans):
    t, v = sp["type"], sp["value"]
    if t not in TYPES:
        return err(rid, f"unknown type {t}")
    if v != v.strip():
        err(rid, f"{t} {v!r} has surrounding whitespace")
    if t == "CARD" and not V.card_ok(v):
        err(rid, f"CARD fails Luhn/shape: {v}")
    elif t == "IBAN" and not V.iban_ok(v):
        err(rid, f"IBAN fails mod-97: {v}")
    elif t == "SSN" and not V.ssn_ok(v):
        err(rid, f"SSN shape: {v}")
    elif t == "IDCARD":
        if not V.idcard_ok(v):
            err(rid, f"IDCARD fails GB 11643: {v}")
        elif not 1920 <= int(v[6:10]) <= 2012:
            err(rid, f"IDCARD implausible birth year: {v}")
    elif t == "PASSPORT" and not V.passport_ok(v):
        err(rid, f"PASSPORT shape: {v}")
    elif t == "NATIONAL_ID" and not V.national_id_ok(v):
        err(rid, f"NATIONAL_ID no scheme validates: {v}")
    elif t == "APIKEY" and not V.apikey_kind(v):
        err(rid, f"APIKEY unknown vendor shape: {v}")
    elif t == "SECRET" and (len(v) < 6 or not (V.secret_kind(v) or re.search(r"[^A-Za-z]", v))):
        err(rid, f"SECRET implausible: {v}")
    elif t == "PASSWORD" and (len(v) < 3 or "\n" in v):
        err(rid, f"PASSWORD implausible: {v!r}")
    elif t == "CVV":
        if not re.fullmatch(r"[0-9]{3,4}", v):
            err(rid, f"CVV shape: {v}")
        cards = [c for c in spans if c["type"] == "CARD"]
        if not cards:
            err(rid, f"CVV {v} without a CARD in the text")
        elif min(min(abs(sp["start"] - c["end"]), abs(c["start"] - sp["end"])) for c in cards) > 160:
            err(rid, f"CVV {v} not next to a CARD")
    elif t == "IP_ADDRESS":
        h = ip_is_host(v)
        if h is None:
            err(rid, f"IP_ADDRESS does not parse: {v}")
        elif not h:
            err(rid, f"IP_ADDRESS in doc/loopback/reserved range: {v}")
    elif t == "EMAIL" and not EMAIL_RE.fullmatch(v):
        err(rid, f"EMAIL shape: {v}")
    elif t == "PHONE":
        n = len(PHONE_TOK.findall(v)) + len(PHONE_MULT.findall(v))
        if n < 7 and not re.fullmatch(r"[0-9]{5}", v):  # 5-digit bank/carrier hotlines (95555) allowed
            err(rid, f"PHONE too few digits: {v}")
    elif t == "AMOUNT":
        if not CUR.search(v) or not NUMWORD.search(v):
            err(rid, f"AMOUNT without currency or number: {v}")
    elif t == "DATE_OF_BIRTH":
        ds = parse_dates(v)
        if not ds:
            err(rid, f"DATE_OF_BIRTH does not parse: {v}")
        elif not any(1920 <= int(d[:4]) <= 2024 for d in ds):
            err(rid, f"DATE_OF_BIRTH implausible year: {v}")
    elif t == "ADDRESS":
        if len(v) < 10 or not re.search(r"[0-9]|[号弄室栋幢]", v):
            err(rid, f"ADDRESS implausible (needs a number/postcode): {v}")
    elif t == "PERSON":
        if TITLE_RE.match(v):
            err(rid, f"PERSON includes an English title: {v}")
        if KIN_EN.search(v):
            err(rid, f"PERSON includes a kinship word: {v}")
        for w in KIN_ZH:
            if w in v:
                err(rid, f"PERSON includes kinship word {w}: {v}")
        for w in ROLE_ZH:
            if w in v:
                err(rid, f"PERSON includes role word {w}: {v}")
        if re.fullmatch(r"[0-9 ]+", v) or len(v) < 2:
            err(rid, f"PERSON implausible: {v}")
    elif t == "MEDICAL" and len(v) < 2:
        err(rid, f"MEDICAL too short: {v}")


def occurrences(text, v):
    i = text.find(v)
    while i >= 0:
        j = i + len(v)
        ok = True
        if isw(v[0]) and i > 0 and isw(text[i - 1]):
            ok = False
        if isw(v[-1]) and j < len(text) and isw(text[j]):
            ok = False
        if ok:
            yield i, j
        i = text.find(v, i + 1)


LEAKS = [
    ("email", re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")),
    ("ipv4", re.compile(r"(?<![\d.])(\d{1,3}\.){3}\d{1,3}(?![\d.])")),
    ("card-like", re.compile(r"(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])")),
    ("idcard-like", re.compile(r"(?<!\d)\d{17}[\dX](?!\d)")),
    ("vendor-key", re.compile(r"AKIA[A-Z2-7]{16}|ghp_\w{36}|xox[bp]-[\d-]+\w+|sk_live_\w+|eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+|"
                              r"LTAI\w{12,}|AKID\w{32}|-----BEGIN [A-Z ]*PRIVATE KEY-----|hooks\.slack\.com/\S+|"
                              r"access_token=[0-9a-f]{16,}")),
    ("iban-like", re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b")),
]


def leak_scan(rid, text, covered):
    for name, rx in LEAKS:
        for m in rx.finditer(text):
            s, e = m.start(), m.end()
            if any(a <= s and e <= b for a, b in covered) or any(a < e and s < b for a, b in covered):
                continue
            val = m.group(0)
            if name == "ipv4" and ip_is_host(val) is None:
                continue
            if name == "card-like" and not V.luhn_ok(val):
                continue
            if name == "idcard-like" and not V.idcard_ok(val):
                continue
            if name == "iban-like" and not V.iban_ok(val):
                continue
            err(rid, f"unannotated {name}: {val!r}")


def main(verbose):
    path = os.path.join(HERE, "corpus.jsonl")
    rows = [json.loads(line) for line in open(path, encoding="utf-8")]
    ids = set()
    value_types = collections.defaultdict(set)
    decoy_values = collections.defaultdict(set)
    for r in rows:
        rid, text, spans, decoys = r["id"], r["text"], r["spans"], r["decoys"]
        if not re.fullmatch(r"c70-(en|zh|mixed)-\d{3}", rid) or not rid.startswith(f"c70-{r['lang']}-"):
            err(rid, "bad id")
        if rid in ids:
            err(rid, "duplicate id")
        ids.add(rid)
        if not r["kind"]:
            err(rid, "empty kind")
        items = [("S", s) for s in spans] + [("D", d) for d in decoys]
        for tag, it in items:
            s, e, v = it["start"], it["end"], it["value"]
            if not (0 <= s < e <= len(text)) or text[s:e] != v:
                err(rid, f"offset mismatch {it}")
                continue
            if s > 0 and isw(text[s - 1]) and isw(text[s]):
                err(rid, f"{tag} start inside an ASCII word: {v!r}")
            if e < len(text) and isw(text[e - 1]) and isw(text[e]):
                err(rid, f"{tag} end inside an ASCII word: {v!r}")
        ordered = sorted(items, key=lambda x: (x[1]["start"], x[1]["end"]))
        for (t1, a), (t2, b) in zip(ordered, ordered[1:]):
            if b["start"] < a["end"]:
                err(rid, f"overlap {a['value']!r} / {b['value']!r}")
        for sp in spans:
            check_span(rid, sp, text, spans)
            value_types[sp["value"]].add(sp["type"])
        for d in decoys:
            decoy_values[d["value"]].add(d["kind"])
            if not d["kind"] or not d["value"].strip():
                err(rid, f"empty decoy {d}")
            h = ip_is_host(d["value"])
            if h and not re.search(r"version|build|firmware|release|ver|oid|semver|sdk", d["kind"], re.I):
                err(rid, f"decoy {d['value']} is a routable host IP (kind {d['kind']})")
            if d["kind"].startswith("masked") and not re.search(r"[*•xX#…]", d["value"]):
                err(rid, f"masked decoy without mask characters: {d['value']}")
        # ID birth dates vs. a shown DOB
        dobs = [parse_dates(s["value"]) for s in spans if s["type"] == "DATE_OF_BIRTH"]
        for sp in spans:
            if sp["type"] == "IDCARD" and dobs:
                b = V.idcard_birth(sp["value"])
                if not any(b in ds for ds in dobs):
                    err(rid, f"IDCARD {sp['value']} birth date {b} matches no DOB shown")
            if sp["type"] == "NATIONAL_ID" and dobs and V.pesel_ok(sp["value"]):
                b = V.pesel_birth(sp["value"])
                if not any(b in ds for ds in dobs):
                    err(rid, f"PESEL {sp['value']} birth date matches no DOB shown")
        # repeated strings tagged consistently
        span_at = {(s["start"], s["end"]): s for s in spans}
        for sp in spans:
            v = sp["value"]
            if len(v) < 2:
                continue
            for i, j in occurrences(text, v):
                hit = span_at.get((i, j))
                if hit:
                    if hit["type"] != sp["type"]:
                        err(rid, f"{v!r} tagged both {sp['type']} and {hit['type']}")
                    continue
                if any(s["start"] <= i and j <= s["end"] for s in spans):
                    continue
                if any(d["start"] <= i and j <= d["end"] for d in decoys):
                    err(rid, f"{sp['type']} {v!r} also occurs inside a decoy at {i}")
                else:
                    err(rid, f"untagged occurrence of {sp['type']} {v!r} at {i}")
        covered = [(x["start"], x["end"]) for x in spans + decoys]
        leak_scan(rid, text, covered)
    # corpus-wide consistency
    for v, ts in value_types.items():
        if len(ts) > 1:
            err("corpus", f"{v!r} tagged with several types {sorted(ts)}")
        if v in decoy_values:
            err("corpus", f"{v!r} is both a span ({sorted(ts)}) and a decoy ({sorted(decoy_values[v])})")

    # size and mix rules
    n = len(rows)
    n_sp = sum(len(r["spans"]) for r in rows)
    n_dc = sum(len(r["decoys"]) for r in rows)
    by_lang = collections.Counter(r["lang"] for r in rows)
    texts_per_type = collections.Counter()
    for r in rows:
        for t in {s["type"] for s in r["spans"]}:
            texts_per_type[t] += 1
    empty = sum(1 for r in rows if not r["spans"])
    kinds = {r["kind"] for r in rows}
    dkinds = {d["kind"] for r in rows for d in r["decoys"]}
    rules = [
        (180 <= n <= 195, f"texts {n} not in 180..195"),
        (1100 <= n_sp <= 1300, f"spans {n_sp} not in 1100..1300"),
        (0.40 <= by_lang["en"] / n <= 0.50, f"en share {by_lang['en'] / n:.2f}"),
        (0.30 <= by_lang["zh"] / n <= 0.40, f"zh share {by_lang['zh'] / n:.2f}"),
        (0.15 <= by_lang["mixed"] / n <= 0.25, f"mixed share {by_lang['mixed'] / n:.2f}"),
        (n_dc / n >= 2.5, f"decoys per text {n_dc / n:.2f} < 2.5"),
        (3 <= empty <= 8, f"texts without spans {empty} not in 3..8"),
        (len(kinds) >= 60, f"distinct text kinds {len(kinds)} < 60"),
        (len(dkinds) >= 60, f"distinct decoy kinds {len(dkinds)} < 60"),
    ]
    for t in TYPES:
        rules.append((texts_per_type[t] >= 4, f"type {t} only in {texts_per_type[t]} texts"))
    for ok, msg in rules:
        if not ok:
            err("size", msg)

    if verbose:
        langs = ["en", "zh", "mixed"]
        sp_tl = collections.Counter((s["type"], r["lang"]) for r in rows for s in r["spans"])
        print(f"{'type':14}" + "".join(f"{lang:>7}" for lang in langs) + f"{'total':>7}{'texts':>7}")
        for t in TYPES:
            row = [sp_tl[(t, lang)] for lang in langs]
            print(f"{t:14}" + "".join(f"{x:>7}" for x in row) + f"{sum(row):>7}{texts_per_type[t]:>7}")
        tot = [sum(sp_tl[(t, lang)] for t in TYPES) for lang in langs]
        print(f"{'ALL SPANS':14}" + "".join(f"{x:>7}" for x in tot) + f"{sum(tot):>7}")
        dl = collections.Counter(r["lang"] for r in rows for _ in r["decoys"])
        print(f"{'DECOYS':14}" + "".join(f"{dl[lang]:>7}" for lang in langs) + f"{n_dc:>7}")
        print(f"{'TEXTS':14}" + "".join(f"{by_lang[lang]:>7}" for lang in langs) + f"{n:>7}")
        print()
        print(f"texts {n}  spans {n_sp}  decoys {n_dc}  decoys/text {n_dc / n:.2f}  "
              f"no-span texts {empty}  text kinds {len(kinds)}  decoy kinds {len(dkinds)}")
        print("language share: " + ", ".join(f"{lang} {by_lang[lang] / n:.0%}" for lang in langs))
        dk = collections.Counter(d["kind"] for r in rows for d in r["decoys"])
        print("\ndecoy kinds:")
        print("  " + ", ".join(f"{k} {c}" for k, c in sorted(dk.items(), key=lambda x: (-x[1], x[0]))))
        tk = collections.Counter(r["kind"] for r in rows)
        print("\ntext kinds:")
        print("  " + ", ".join(f"{k} {c}" for k, c in sorted(tk.items(), key=lambda x: (-x[1], x[0]))))
        nat = collections.Counter(V.national_id_ok(s["value"]) for r in rows for s in r["spans"]
                                  if s["type"] == "NATIONAL_ID")
        print("\nNATIONAL_ID schemes: " + ", ".join(f"{k} {c}" for k, c in sorted(nat.items())))
        ak = collections.Counter(V.apikey_kind(s["value"]) for r in rows for s in r["spans"] if s["type"] == "APIKEY")
        print("APIKEY vendors: " + ", ".join(f"{k} {c}" for k, c in sorted(ak.items())))
        print()
    for w in warnings:
        print("WARN", w)
    for e in errors:
        print("ERROR", e)
    print(f"check_blind: {len(errors)} errors, {len(warnings)} warnings")
    return not errors


if __name__ == "__main__":
    sys.exit(0 if main("-v" in sys.argv) else 1)
