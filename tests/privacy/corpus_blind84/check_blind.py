#!/usr/bin/env python3
"""Validate corpus.jsonl of the blind84 corpus.  `-v` prints tables.

Checks: offsets, overlaps, span edges inside ASCII words, check digits and shapes per type, IP ranges,
CVV only with a CARD, ID birth dates against DOB spans, titles and kinship words outside PERSON, repeated
strings tagged consistently, no string both span and decoy, and the size / mix rules.
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

VERBOSE = "-v" in sys.argv
TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
LANGS = ["en", "zh", "mixed"]

errors = []


def err(rid, msg):
    errors.append(f"{rid}: {msg}")


def is_ascii_word(ch):
    return ch.isascii() and (ch.isalnum() or ch == "_")


# ------------------------------------------------------------------ dates
MONTHS = {m: i for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
     "november", "december"], 1)}
MONTHS.update({k[:3]: v for k, v in list(MONTHS.items())})
MONTHS["sept"] = 9
CN_DIGIT = {"〇": 0, "零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}


def cn_small(s):
    """一..三十一 -> int"""
    if s == "十":
        return 10
    if s.startswith("十"):
        return 10 + CN_DIGIT[s[1]]
    if s.endswith("十"):
        return CN_DIGIT[s[0]] * 10
    if "十" in s:
        a, b = s.split("十")
        return CN_DIGIT[a] * 10 + CN_DIGIT[b]
    return CN_DIGIT[s]


def mk(y, m, d):
    try:
        dt = datetime.date(y, m, d)
    except ValueError:
        return None
    return dt


def parse_dob(s):
    """Return the set of dates the string can mean (day/month order ambiguity kept)."""
    s = s.strip().rstrip(".")
    out = set()
    m = re.fullmatch(r"(\d{4})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})", s)
    if m:
        out.add(mk(int(m[1]), int(m[2]), int(m[3])))
    m = re.fullmatch(r"(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})", s)
    if m:
        y = int(m[3])
        if y < 100:
            y += 1900 if y > 24 else 2000
        out.add(mk(y, int(m[2]), int(m[1])))
        out.add(mk(y, int(m[1]), int(m[2])))
    m = re.fullmatch(r"(\d{4})(\d{2})(\d{2})", s)
    if m:
        out.add(mk(int(m[1]), int(m[2]), int(m[3])))
    m = re.fullmatch(r"(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]?", s)
    if m:
        out.add(mk(int(m[1]), int(m[2]), int(m[3])))
    m = re.fullmatch(r"([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]{1,3})月([一二三四五六七八九十]{1,3})[日号]", s)
    if m:
        y = int("".join(str(CN_DIGIT[c]) for c in m[1]))
        out.add(mk(y, cn_small(m[2]), cn_small(m[3])))
    m = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?\s+([A-Za-z]+)\.?,?\s+(\d{4})", s)
    if m and m[2].lower() in MONTHS:
        out.add(mk(int(m[3]), MONTHS[m[2].lower()], int(m[1])))
    m = re.fullmatch(r"([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})", s)
    if m and m[1].lower() in MONTHS:
        out.add(mk(int(m[3]), MONTHS[m[1].lower()], int(m[2])))
    m = re.fullmatch(r"(\d{1,2})[- ]([A-Za-z]{3})[- ](\d{4})", s)
    if m and m[2].lower() in MONTHS:
        out.add(mk(int(m[3]), MONTHS[m[2].lower()], int(m[1])))
    out.discard(None)
    return {d for d in out if datetime.date(1900, 1, 1) <= d <= datetime.date(2024, 12, 31)}


# ------------------------------------------------------------------ per-type shape checks
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
CGNAT = ipaddress.ip_network("100.64.0.0/10")

CUR = re.compile(r"[£$€¥￥₹]|\b(?:GBP|USD|EUR|RMB|CNY|HKD|SGD|CAD|AUD|INR|PLN|CHF|NTD|TWD|AED|MOP|JPY|MYR|NZD|SEK|NOK|DKK|CZK|KRW)\b|"
                 r"pounds?|quid|dollars?|euros?|bucks|pence|\d+p\b|grand|元|块|圆|人民币|美元|欧元|英镑|港币|港元|"
                 r"刀|毛|rupees?|zł|złot|Fr\.|francs?|yuan|kuai", re.I)
NUMWORD = re.compile(r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
                     r"thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|grand)\b|"
                     r"[一二三四五六七八九十百千万两]", re.I)
DIGIT_WORDS = {"zero": 1, "oh": 1, "o": 1, "one": 1, "two": 1, "three": 1, "four": 1, "five": 1, "six": 1,
               "seven": 1, "eight": 1, "nine": 1}
CN_NUM = set("零〇一二三四五六七八九幺两洞拐")
TITLES = re.compile(r"^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Rev|Madam)\b\.?", re.I)
KIN_EN = re.compile(r"\b(mum|mom|mother|dad|father|aunt|auntie|uncle|nan|nana|gran|grandma|grandpa|granny|"
                    r"sister|brother|cousin|son|daughter|wife|husband|hubby|niece|nephew|in-law)\b", re.I)
KIN_ZH = ["表姐", "表哥", "表妹", "表弟", "姐姐", "哥哥", "弟弟", "妹妹", "妈妈", "爸爸", "老妈", "老爸", "舅舅",
          "姑姑", "叔叔", "阿姨", "奶奶", "爷爷", "外婆", "外公", "姥姥", "姥爷", "老公", "老婆", "儿子", "女儿",
          "婶婶", "嫂子", "姐夫", "岳母", "岳父", "婆婆", "公公", "侄子", "外甥", "堂哥", "堂姐", "媳妇", "丈夫", "妻子", "阿婆", "阿公", "大伯", "大妈", "大爷"]
ROLE_ZH = ["财务", "前台", "客服", "会计", "出纳", "司机", "骑手", "店员", "主管"]


def phone_ok(v):
    d = len(re.findall(r"[0-9０-９]", v))
    if 7 <= d <= 17:
        return True
    if sum(1 for c in v if c in CN_NUM) + d >= 7:
        return True
    n = 0
    for w in re.findall(r"[a-z]+", v.lower()):
        if w in DIGIT_WORDS:
            n += 1
        elif w == "double":
            n += 1
        elif w == "triple":
            n += 2
    return n + d >= 7


def check_value(rid, s, text, spans):
    t, v = s["type"], s["value"]
    if v != v.strip():
        err(rid, f"{t} value has outer whitespace: {v!r}")
    if t == "PERSON":
        if TITLES.match(v):
            err(rid, f"PERSON starts with a title: {v!r}")
        if KIN_EN.search(v) or any(k in v for k in KIN_ZH):
            err(rid, f"PERSON contains a kinship word: {v!r}")
        if any(k in v for k in ROLE_ZH):
            err(rid, f"PERSON contains a role word: {v!r}")
        if "@" in v or v.isdigit():
            err(rid, f"PERSON looks wrong: {v!r}")
    elif t == "EMAIL":
        if not re.fullmatch(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}", v):
            err(rid, f"bad EMAIL {v!r}")
    elif t == "PHONE":
        if not phone_ok(v):
            err(rid, f"bad PHONE {v!r}")
        if "*" in v or "x" in v.lower() and re.search(r"\dx|x\d", v.lower()):
            err(rid, f"masked PHONE tagged {v!r}")
    elif t == "ADDRESS":
        if len(v) < 8 or not re.search(r"[0-9一二三四五六七八九十]", v):
            err(rid, f"ADDRESS without number/postcode {v!r}")
    elif t == "DATE_OF_BIRTH":
        if not parse_dob(v):
            err(rid, f"unparseable DATE_OF_BIRTH {v!r}")
    elif t == "IP_ADDRESS":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            err(rid, f"bad IP {v!r}")
            return
        if any(ip in n for n in DOC_NETS if n.version == ip.version):
            err(rid, f"documentation IP tagged {v!r}")
        if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local or \
                (ip.version == 4 and (ip.is_reserved or str(ip).endswith(".255"))):
            err(rid, f"non-host IP tagged {v!r}")
        if ip.version == 4 and not (ip.is_private or ip in CGNAT or ip.is_global):
            err(rid, f"IP neither private, CGNAT nor public {v!r}")
    elif t in ("PASSWORD", "MEDICAL"):
        if not v.strip():
            err(rid, f"empty {t}")
    elif t == "APIKEY":
        if V.apikey_kind(v) is None:
            err(rid, f"APIKEY shape unknown {v!r}")
    elif t == "SECRET":
        if V.secret_kind(v) is None:
            err(rid, f"SECRET shape unknown {v!r}")
    elif t == "CARD":
        if not V.VALIDATORS["CARD"](v):
            err(rid, f"CARD fails Luhn/shape {v!r}")
    elif t == "CVV":
        if not re.fullmatch(r"\d{3,4}", v):
            err(rid, f"bad CVV {v!r}")
        if not any(x["type"] == "CARD" for x in spans):
            err(rid, f"CVV without CARD {v!r}")
    elif t == "IBAN":
        if not V.iban_ok(v):
            err(rid, f"IBAN fails mod-97 {v!r}")
    elif t == "SSN":
        if not V.ssn_ok(v):
            err(rid, f"bad SSN {v!r}")
    elif t == "IDCARD":
        if not V.idcard_ok(v):
            err(rid, f"IDCARD fails GB 11643 {v!r}")
    elif t == "PASSPORT":
        if not V.passport_ok(v):
            err(rid, f"PASSPORT shape unknown {v!r}")
    elif t == "NATIONAL_ID":
        if not V.national_id_ok(v):
            err(rid, f"NATIONAL_ID fails check {v!r}")
    elif t == "AMOUNT":
        if not CUR.search(v) or not NUMWORD.search(v):
            err(rid, f"AMOUNT without currency/number {v!r}")
        if "*" in v:
            err(rid, f"masked AMOUNT {v!r}")


def id_birth(s):
    if s["type"] == "IDCARD" and V.idcard_ok(s["value"]):
        return V.idcard_birth(s["value"])
    if s["type"] == "NATIONAL_ID" and V.pesel_ok(s["value"]) and V.national_id_scheme(s["value"]) == "PL PESEL":
        return V.pesel_birth(s["value"])
    return None


def occurrences(text, val):
    i = text.find(val)
    while i >= 0:
        j = i + len(val)
        ok_left = i == 0 or not (is_ascii_word(text[i - 1]) and is_ascii_word(val[0]))
        ok_right = j == len(text) or not (is_ascii_word(text[j]) and is_ascii_word(val[-1]))
        # digits glued to digits also count as one token
        if i > 0 and text[i - 1].isdigit() and val[0].isdigit():
            ok_left = False
        if j < len(text) and text[j].isdigit() and val[-1].isdigit():
            ok_right = False
        # a number followed by a decimal / thousands part is a longer number
        if j + 1 < len(text) and text[j] in ".," and text[j + 1].isdigit() and val[-1].isdigit():
            ok_right = False
        if i >= 2 and text[i - 1] in ".," and text[i - 2].isdigit() and val[0].isdigit():
            ok_left = False
        if ok_left and ok_right:
            yield i, j
        i = text.find(val, i + 1)


def main():
    path = os.path.join(HERE, "corpus.jsonl")
    rows = [json.loads(line) for line in open(path, encoding="utf-8")]
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids):
        err("corpus", "duplicate ids")

    span_types = collections.defaultdict(set)   # value -> types (corpus wide)
    decoy_vals = collections.defaultdict(set)   # value -> decoy kinds
    for r in rows:
        rid, text = r["id"], r["text"]
        if not re.fullmatch(r"c84-(en|zh|mixed)-\d{3}", rid) or r["lang"] not in LANGS:
            err(rid, "bad id/lang")
        items = [("S", s) for s in r["spans"]] + [("D", d) for d in r["decoys"]]
        for tag, s in items:
            if text[s["start"]:s["end"]] != s["value"]:
                err(rid, f"offset mismatch {s}")
            if s["start"] > 0 and is_ascii_word(text[s["start"] - 1]) and is_ascii_word(text[s["start"]]):
                err(rid, f"{tag} start inside ASCII word: {s['value']!r}")
            if s["end"] < len(text) and is_ascii_word(text[s["end"] - 1]) and is_ascii_word(text[s["end"]]):
                err(rid, f"{tag} end inside ASCII word: {s['value']!r}")
            if tag == "S":
                if s["type"] not in TYPES:
                    err(rid, f"unknown type {s['type']}")
                span_types[s["value"]].add(s["type"])
            else:
                if not s["kind"] or not re.fullmatch(r"[a-z0-9_]+", s["kind"]):
                    err(rid, f"bad decoy kind {s['kind']!r}")
                decoy_vals[s["value"]].add(s["kind"])
                if "ip" in s["kind"].split("_") and "doc" in s["kind"]:
                    try:
                        ip = ipaddress.ip_address(s["value"])
                        if not any(ip in n for n in DOC_NETS if n.version == ip.version):
                            err(rid, f"doc_ip decoy outside documentation ranges {s['value']!r}")
                    except ValueError:
                        err(rid, f"doc_ip decoy not an IP {s['value']!r}")
                if s["kind"].startswith("masked") and not re.search(r"[*•xX#]", s["value"]):
                    err(rid, f"masked decoy without mask characters {s['value']!r}")
        srt = sorted(items, key=lambda x: (x[1]["start"], x[1]["end"]))
        for (ta, a), (tb, b) in zip(srt, srt[1:]):
            if b["start"] < a["end"]:
                err(rid, f"overlap {a['value']!r} / {b['value']!r}")
        for s in r["spans"]:
            check_value(rid, s, text, r["spans"])
        # ID birth dates vs DOB
        births = {b for b in (id_birth(s) for s in r["spans"]) if b}
        if births:
            for s in r["spans"]:
                if s["type"] == "DATE_OF_BIRTH":
                    if not (parse_dob(s["value"]) & births):
                        err(rid, f"DOB {s['value']!r} matches no ID birth date {sorted(births)}")
        # every occurrence of a tagged string is tagged (same type); no occurrence as untagged text
        covered = [(s["start"], s["end"], s["type"], "S") for s in r["spans"]] + \
                  [(d["start"], d["end"], d["kind"], "D") for d in r["decoys"]]
        for s in r["spans"]:
            v = s["value"]
            if len(v) < 2 or (len(v) < 3 and v.isascii()):
                continue
            for i, j in occurrences(text, v):
                exact = [c for c in covered if c[0] == i and c[1] == j and c[3] == "S"]
                if exact:
                    if exact[0][2] != s["type"]:
                        err(rid, f"{v!r} tagged as {exact[0][2]} and {s['type']}")
                    continue
                inside = [c for c in covered if c[0] <= i and j <= c[1]]
                if inside and inside[0][3] == "S":
                    continue          # e.g. a name inside an e-mail address span
                if inside:
                    err(rid, f"span value {v!r} also inside decoy {inside[0][2]}")
                else:
                    err(rid, f"untagged occurrence of {s['type']} {v!r} at {i}")
        # a PERSON value written in another case (JADE / Jade) must be tagged too
        low = text.lower()
        for s in r["spans"]:
            if s["type"] != "PERSON" or not s["value"].isascii() or len(s["value"]) < 3:
                continue
            for i, j in occurrences(low, s["value"].lower()):
                if not [c for c in covered if c[0] <= i and j <= c[1]]:
                    err(rid, f"PERSON {s['value']!r} occurs untagged as {text[i:j]!r} at {i}")
        # parts of a multi-word PERSON name used alone must be tagged too
        for s in r["spans"]:
            if s["type"] != "PERSON" or " " not in s["value"]:
                continue
            for tok in re.findall(r"[A-Z][a-z]{2,}", s["value"]):
                for i, j in occurrences(low, tok.lower()):
                    if not [c for c in covered if c[0] <= i and j <= c[1]]:
                        err(rid, f"name part {tok!r} of {s['value']!r} untagged at {i}")
        for d in r["decoys"]:
            for s in r["spans"]:
                if d["value"] == s["value"]:
                    err(rid, f"{d['value']!r} both span and decoy")

    for v, kinds in decoy_vals.items():
        if v in span_types:
            err("corpus", f"{v!r} is a span ({sorted(span_types[v])}) and a decoy ({sorted(kinds)})")
    for v, ts in span_types.items():
        if len(ts) > 1:
            err("corpus", f"{v!r} tagged with several types {sorted(ts)}")

    # ---------------------------------------------------------------- size and mix rules
    n = len(rows)
    nspans = sum(len(r["spans"]) for r in rows)
    ndec = sum(len(r["decoys"]) for r in rows)
    by_lang = collections.Counter(r["lang"] for r in rows)
    if not 180 <= n <= 195:
        err("size", f"{n} texts (want 180-195)")
    if not 1100 <= nspans <= 1300:
        err("size", f"{nspans} spans (want 1100-1300)")
    for lang, want in (("en", 0.45), ("zh", 0.35), ("mixed", 0.20)):
        share = by_lang[lang] / max(n, 1)
        if abs(share - want) > 0.05:
            err("size", f"{lang} share {share:.1%} (want about {want:.0%})")
    texts_per_type = collections.Counter()
    for r in rows:
        for t in {s["type"] for s in r["spans"]}:
            texts_per_type[t] += 1
    for t in TYPES:
        if texts_per_type[t] < 4:
            err("size", f"type {t} in {texts_per_type[t]} texts (want >= 4)")
    if ndec < 2.5 * n:
        err("size", f"{ndec} decoys for {n} texts (want >= 2.5 per text)")
    empty = [r["id"] for r in rows if not r["spans"]]
    if not 3 <= len(empty) <= 8:
        err("size", f"{len(empty)} texts without spans (want 3-8)")
    tkinds = {r["kind"] for r in rows}
    dkinds = {d["kind"] for r in rows for d in r["decoys"]}
    if len(tkinds) < 60:
        err("size", f"{len(tkinds)} text kinds (want >= 60)")
    if len(dkinds) < 60:
        err("size", f"{len(dkinds)} decoy kinds (want >= 60)")

    if VERBOSE:
        cnt = collections.Counter((s["type"], r["lang"]) for r in rows for s in r["spans"])
        print(f"{'type':14s}" + "".join(f"{lang:>7s}" for lang in LANGS) + f"{'total':>7s}{'texts':>7s}")
        for t in TYPES:
            print(f"{t:14s}" + "".join(f"{cnt[(t, lang)]:7d}" for lang in LANGS)
                  + f"{sum(cnt[(t, lang)] for lang in LANGS):7d}{texts_per_type[t]:7d}")
        print(f"{'ALL':14s}" + "".join(f"{sum(cnt[(t, lang)] for t in TYPES):7d}" for lang in LANGS)
              + f"{nspans:7d}")
        print()
        print(f"texts: {n}  " + "  ".join(f"{lang}={by_lang[lang]} ({by_lang[lang] / n:.1%})" for lang in LANGS))
        print(f"spans: {nspans}  decoys: {ndec} ({ndec / n:.2f}/text)  texts without spans: {len(empty)} {empty}")
        print(f"text kinds: {len(tkinds)}  decoy kinds: {len(dkinds)}")
        print()
        dk = collections.Counter(d["kind"] for r in rows for d in r["decoys"])
        print("decoy kinds:")
        items = sorted(dk.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 4):
            print("  " + "".join(f"{k:26s}{c:4d}  " for k, c in items[i:i + 4]))
        print()
        tk = collections.Counter(r["kind"] for r in rows)
        print("text kinds:")
        items = sorted(tk.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 4):
            print("  " + "".join(f"{k:30s}{c:3d}  " for k, c in items[i:i + 4]))
        print()
        print(f"{'id':14s}{'kind':30s}{'spans':>6s}{'decoys':>7s}  types")
        for r in rows:
            ts = collections.Counter(s["type"] for s in r["spans"])
            print(f"{r['id']:14s}{r['kind'][:29]:30s}{len(r['spans']):6d}{len(r['decoys']):7d}  "
                  + " ".join(f"{t}:{c}" for t, c in sorted(ts.items())))
        print()

    if errors:
        for e in errors:
            print("ERROR", e)
        print(f"check_blind: {len(errors)} errors")
        sys.exit(1)
    print(f"check_blind: OK ({n} texts, {nspans} spans, {ndec} decoys)")


if __name__ == "__main__":
    main()
