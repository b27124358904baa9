#!/usr/bin/env python3
"""Validate corpus.jsonl of blind44.  ``-v`` prints tables."""
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

DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
CGNAT = ipaddress.ip_network("100.64.0.0/10")

EN_TITLES = re.compile(r"^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Madam|Dame|Herr|Frau|Sr|Sra)\b\.?", re.I)
KIN_ZH = ["妈", "爸", "爷爷", "奶奶", "外婆", "外公", "姥姥", "姥爷", "哥哥", "姐姐",
          "弟弟", "妹妹", "表姐", "表哥", "表妹", "表弟", "堂哥", "堂姐", "堂妹", "堂弟",
          "舅舅", "舅妈", "姑姑", "姑妈", "姨妈", "小姨", "叔叔", "婶婶", "伯伯", "大伯",
          "老婆", "老公", "媳妇", "儿子", "女儿", "闺女", "岳父", "岳母", "婆婆", "公公",
          "嫂子", "姐夫", "妹夫", "父亲", "母亲", "丈夫", "妻子"]
KIN_EN = re.compile(r"\b(mom|mum|mommy|dad|daddy|grandma|grandpa|granny|nan|nana|uncle|aunt|"
                    r"auntie|cousin|sister|brother|sis|bro|wife|husband|son|daughter|niece|nephew|spouse|"
                    r"father|mother)\b", re.I)
ROLE_START = ["财务", "前台", "客服", "店长", "老板", "保洁", "厨师", "主管", "会计", "出纳",
              "司机", "骑手", "运维", "技术", "HR", "chef", "manager", "receptionist",
              "admin", "engineer", "tech"]

CUR = re.compile(r"[$€£¥￥₹]|元|块|圆|毛钱|RMB|CNY|USD|EUR|GBP|HKD|SGD|AUD|CAD|JPY|INR|PLN|"
                 r"CHF|SEK|NOK|DKK|KES|KRW|₩|TWD|NTD|MYR|THB|ZAR|NZD|MXN|BRL|AED|zł|Ksh|\bdollars?\b|\bbucks\b|\bquid\b|\bpounds?\b|"
                 r"\beuros?\b|\byuan\b|\bkuai\b|刀|美元|欧元|英镑|港币|人民币|円|\bgrand\b", re.I)
NUM_WORDS = re.compile(r"\b(zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|"
                       r"twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|"
                       r"twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|"
                       r"thousand|grand|double|triple)\b", re.I)
CJK_DIG = "零〇一二三四五六七八九幺两十百千万"
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}")

MONTHS = {m: i for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1)}
CN_NUM = {"〇": 0, "零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
          "八": 8, "九": 9}


def cn_small(s):
    """Chinese numeral 1..31."""
    if s.isdigit():
        return int(s)
    if s == "十":
        return 10
    if s.startswith("十"):
        return 10 + CN_NUM[s[1]]
    if s.endswith("十"):
        return CN_NUM[s[0]] * 10
    if "十" in s:
        a, b = s.split("十")
        return CN_NUM[a] * 10 + CN_NUM[b]
    return CN_NUM[s]


def parse_dates(s):
    """Return the set of dates a DOB string can mean (empty if none)."""
    out = set()
    t = s.strip()

    def add(y, m, d):
        try:
            out.add(datetime.date(int(y), int(m), int(d)))
        except (ValueError, TypeError):
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
    m = re.fullmatch(r"(\d{4}|[〇零一二三四五六七八九]{4})\s*年\s*([\d一二三四五六七八九十]{1,3})\s*月\s*"
                     r"([\d一二三四五六七八九十]{1,3})\s*[日号]?", t)
    if m:
        y = m.group(1)
        if not y.isdigit():
            y = "".join(str(CN_NUM[c]) for c in y)
        try:
            add(y, cn_small(m.group(2)), cn_small(m.group(3)))
        except KeyError:
            pass
    words = re.sub(r"[,.]", " ", t.lower())
    words = re.sub(r"\b(the|of)\b", " ", words)
    words = re.sub(r"(\d+)(st|nd|rd|th)\b", r"\1", words)
    toks = words.split()
    mon = [i for i, w in enumerate(toks) if w[:3] in MONTHS and w.isalpha()]
    nums = [w for w in toks if w.isdigit()]
    if len(mon) == 1 and len(nums) == 2 and len(toks) == 3:
        mm = MONTHS[toks[mon[0]][:3]]
        y = [n for n in nums if len(n) == 4]
        d = [n for n in nums if len(n) <= 2]
        if y and d:
            add(y[0], mm, d[0])
    m = re.fullmatch(r"(\d{1,2})-([A-Za-z]{3})-(\d{4})", t)
    if m and m.group(2).lower() in MONTHS:
        add(m.group(3), MONTHS[m.group(2).lower()], m.group(1))
    return {d for d in out if 1900 <= d.year <= 2024}


def ip_kind(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return None
    if any(ip in n for n in DOC_NETS):
        return "doc"
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local:
        return "loopback-like"
    if ip.version == 4 and ip in CGNAT:
        return "cgnat"
    if ip.is_private:
        return "private"
    if ip.is_global:
        return "public"
    return "reserved"


def phone_units(s):
    n = sum(c.isdigit() for c in s) + sum(c in CJK_DIG for c in s)
    for w in NUM_WORDS.findall(s):
        w = w.lower()
        n += {"double": 1, "triple": 2}.get(w, 1)
    return n


def check_value(t, v, text, spans):
    """Return an error string or None."""
    if v != v.strip():
        return "leading/trailing whitespace"
    if t == "CARD":
        return None if V.card_ok(v) else "not a Luhn-valid card"
    if t == "CVV":
        if not re.fullmatch(r"\d{3,4}", v):
            return "CVV not 3-4 digits"
        return None
    if t == "IBAN":
        return None if V.iban_ok(v) else "IBAN fails mod-97/shape"
    if t == "SSN":
        return None if V.ssn_ok(v) else "invalid SSN"
    if t == "IDCARD":
        return None if V.cnid_ok(v) else "GB 11643 check fails"
    if t == "PASSPORT":
        return None if V.passport_ok(v) else "passport shape"
    if t == "NATIONAL_ID":
        return None if V.national_id_ok(v) else "national id check fails"
    if t == "APIKEY":
        k = V.apikey_shape(v)
        if not k:
            return "no vendor key shape"
        if k == "jwt" and not V.jwt_ok(v):
            return "JWT does not decode"
        if "EXAMPLE" in v:
            return "documentation example key as span"
        return None
    if t == "SECRET":
        if V.secret_shape(v):
            return None
        if len(v) >= 6 and not re.search(r"\s", v):
            return None
        return "secret too short / whitespace"
    if t == "PASSWORD":
        return None if len(v) >= 4 else "password too short"
    if t == "EMAIL":
        return None if EMAIL_RE.fullmatch(v) else "bad email"
    if t == "PHONE":
        if re.fullmatch(r"\d{5}", v):      # short service hotlines such as 10000 / 95188
            return None
        return None if phone_units(v) >= 7 else "phone has <7 digits"
    if t == "IP_ADDRESS":
        k = ip_kind(v)
        if k in ("private", "cgnat", "public"):
            return None
        return "IP not private/CGNAT/public: %s" % k
    if t == "DATE_OF_BIRTH":
        return None if parse_dates(v) else "DOB not parseable"
    if t == "AMOUNT":
        has_num = bool(re.search(r"\d", v)) or bool(NUM_WORDS.search(v)) or any(c in CJK_DIG for c in v)
        if not has_num:
            return "amount without number"
        if not CUR.search(v):
            return "amount without currency"
        return None
    if t == "ADDRESS":
        if len(v) < 10 or not re.search(r"\d", v):
            return "address too short / no number"
        return None
    if t == "PERSON":
        if EN_TITLES.match(v):
            return "English title inside PERSON"
        if KIN_EN.search(v):
            return "kinship word inside PERSON"
        for k in KIN_ZH:
            if k in v:
                return "kinship word %s inside PERSON" % k
        for r in ROLE_START:
            if v.lower().startswith(r.lower()) and len(v) > len(r):
                if not (r.isascii() and WORD.match(v[len(r)])):
                    return "role word %s inside PERSON" % r
        if re.search(r"^[^\w]|[^\w.]$", v):
            return "punctuation at PERSON edge"
        return None
    if t == "MEDICAL":
        return None if len(v) >= 2 else "medical too short"
    return "unknown type %s" % t


def occurrences(text, v):
    """Start offsets of v in text, honouring ASCII word boundaries."""
    out = []
    i = text.find(v)
    while i >= 0:
        j = i + len(v)
        ok = True
        if WORD.match(v[0]) and i > 0 and WORD.match(text[i - 1]):
            ok = False
        if WORD.match(v[-1]) and j < len(text) and WORD.match(text[j]):
            ok = False
        if ok:
            out.append(i)
        i = text.find(v, i + 1)
    return out


def main():
    verbose = "-v" in sys.argv
    errors = []
    recs = [json.loads(l) for l in open(os.path.join(HERE, "corpus.jsonl"), encoding="utf-8")]

    def err(rid, msg):
        errors.append("%s: %s" % (rid, msg))

    span_types_by_value = collections.defaultdict(set)
    span_values = {}
    decoy_values = {}
    shapes = collections.Counter()

    for r in recs:
        rid, text = r["id"], r["text"]
        if r["lang"] not in LANGS:
            err(rid, "bad lang")
        items = [("span", s["type"], s) for s in r["spans"]] + [("decoy", d["kind"], d) for d in r["decoys"]]
        for what, lab, s in items:
            a, b, v = s["start"], s["end"], s["value"]
            if not (0 <= a < b <= len(text)) or text[a:b] != v:
                err(rid, "offset mismatch %s %r" % (lab, v))
                continue
            if a > 0 and WORD.match(text[a - 1]) and WORD.match(text[a]):
                err(rid, "%s %s starts inside a word: %r" % (what, lab, text[max(0, a - 10):b]))
            if b < len(text) and WORD.match(text[b]) and WORD.match(text[b - 1]):
                err(rid, "%s %s ends inside a word: %r" % (what, lab, text[a:b + 10]))
            if what == "decoy" and (not lab or lab != lab.strip()):
                err(rid, "empty decoy kind")
        # overlaps
        iv = sorted((s["start"], s["end"], s.get("type") or s.get("kind")) for _, _, s in items)
        for (a1, b1, l1), (a2, b2, l2) in zip(iv, iv[1:]):
            if a2 < b1:
                err(rid, "overlap %s/%s at %d" % (l1, l2, a2))
        # per-type checks
        for s in r["spans"]:
            t, v = s["type"], s["value"]
            if t not in TYPES:
                err(rid, "unknown type %s" % t)
                continue
            e = check_value(t, v, text, r["spans"])
            if e:
                err(rid, "%s %r: %s" % (t, v, e))
            span_types_by_value[v].add(t)
            span_values.setdefault(v, rid)
            if t == "APIKEY":
                shapes["APIKEY/" + (V.apikey_shape(v) or "?")] += 1
            if t == "SECRET":
                shapes["SECRET/" + (V.secret_shape(v) or "generic")] += 1
            if t == "IP_ADDRESS":
                shapes["IP/" + str(ip_kind(v))] += 1
        # CVV next to a card
        cards = [s for s in r["spans"] if s["type"] == "CARD"]
        for s in r["spans"]:
            if s["type"] == "CVV":
                if not cards:
                    err(rid, "CVV without CARD")
                elif min(abs(s["start"] - c["end"]) for c in cards) > 250:
                    err(rid, "CVV far from CARD")
        # ID birth dates against DOBs in the same text
        dobs = set()
        for s in r["spans"]:
            if s["type"] == "DATE_OF_BIRTH":
                dobs |= parse_dates(s["value"])
        for s in r["spans"]:
            b = None
            if s["type"] == "IDCARD" and V.cnid_ok(s["value"]):
                b = V.cnid_birth(s["value"])
            elif s["type"] == "NATIONAL_ID":
                try:
                    b = V.national_id_birth(s["value"])
                except ValueError:
                    b = None
            if b and dobs and b not in dobs:
                err(rid, "%s %s birth %s not among DOBs %s" % (s["type"], s["value"], b, sorted(dobs)))
        # every occurrence of a span string is covered by a span
        covered = [(s["start"], s["end"]) for s in r["spans"]]
        dcov = [(d["start"], d["end"]) for d in r["decoys"]]
        for v in {s["value"] for s in r["spans"]}:
            for i in occurrences(text, v):
                j = i + len(v)
                if not any(a <= i and j <= b for a, b in covered):
                    err(rid, "untagged repeat of %r at %d" % (v, i))
                if any(a <= i and j <= b for a, b in dcov):
                    err(rid, "span string %r inside a decoy" % v)
        persons = {s["value"] for s in r["spans"] if s["type"] == "PERSON" and len(s["value"]) >= 3}
        for d in r["decoys"]:
            for pv in persons:
                if occurrences(d["value"], pv):
                    err(rid, "decoy %r contains the tagged name %r" % (d["value"], pv))
            decoy_values.setdefault(d["value"], (rid, d["kind"]))
            k = ip_kind(d["value"])
            if k in ("private", "cgnat", "public"):
                err(rid, "decoy %r is a real host IP (%s)" % (d["value"], k))
            if V.card_ok(d["value"]) and not d["kind"].startswith(("order", "tracking")):
                err(rid, "decoy %r is a Luhn-valid card number" % d["value"])

    for v, ts in span_types_by_value.items():
        if len(ts) > 1:
            errors.append("value %r tagged as %s" % (v, sorted(ts)))
    for v in set(span_values) & set(decoy_values):
        errors.append("value %r is span in %s and decoy in %s" % (v, span_values[v], decoy_values[v][0]))

    # size and mix rules
    n = len(recs)
    nspans = sum(len(r["spans"]) for r in recs)
    ndecoys = sum(len(r["decoys"]) for r in recs)
    by_lang = collections.Counter(r["lang"] for r in recs)
    texts_per_type = collections.Counter()
    for r in recs:
        for t in {s["type"] for s in r["spans"]}:
            texts_per_type[t] += 1
    empty = [r["id"] for r in recs if not r["spans"]]
    text_kinds = {r["kind"] for r in recs}
    decoy_kinds = {d["kind"] for r in recs for d in r["decoys"]}
    rules = [
        ("180-195 texts", 180 <= n <= 195, n),
        ("1100-1300 spans", 1100 <= nspans <= 1300, nspans),
        ("en about 45%", 0.40 <= by_lang["en"] / n <= 0.50, "%.1f%%" % (100.0 * by_lang["en"] / n)),
        ("zh about 35%", 0.30 <= by_lang["zh"] / n <= 0.40, "%.1f%%" % (100.0 * by_lang["zh"] / n)),
        ("mixed about 20%", 0.15 <= by_lang["mixed"] / n <= 0.25, "%.1f%%" % (100.0 * by_lang["mixed"] / n)),
        ("every type in >=4 texts", all(texts_per_type[t] >= 4 for t in TYPES),
         min(texts_per_type[t] for t in TYPES)),
        (">=2.5 decoys per text", ndecoys >= 2.5 * n, "%.2f" % (ndecoys / n)),
        ("3-8 texts without spans", 3 <= len(empty) <= 8, len(empty)),
        (">=60 text kinds", len(text_kinds) >= 60, len(text_kinds)),
        (">=60 decoy kinds", len(decoy_kinds) >= 60, len(decoy_kinds)),
    ]
    for name, ok, val in rules:
        if not ok:
            errors.append("size rule failed: %s (%s)" % (name, val))

    if verbose:
        per = collections.defaultdict(collections.Counter)
        for r in recs:
            for s in r["spans"]:
                per[s["type"]][r["lang"]] += 1
        print("%-14s %6s %6s %6s %6s %6s" % ("type", "en", "zh", "mixed", "spans", "texts"))
        for t in TYPES:
            c = per[t]
            print("%-14s %6d %6d %6d %6d %6d" % (t, c["en"], c["zh"], c["mixed"], sum(c.values()), texts_per_type[t]))
        tot = collections.Counter()
        for t in TYPES:
            tot.update(per[t])
        print("%-14s %6d %6d %6d %6d" % ("TOTAL", tot["en"], tot["zh"], tot["mixed"], nspans))
        print()
        print("%-8s %6s %6s %7s %6s" % ("lang", "texts", "spans", "decoys", "empty"))
        for lg in LANGS:
            rs = [r for r in recs if r["lang"] == lg]
            print("%-8s %6d %6d %7d %6d" % (lg, len(rs), sum(len(r["spans"]) for r in rs),
                                          sum(len(r["decoys"]) for r in rs), sum(1 for r in rs if not r["spans"])))
        print("%-8s %6d %6d %7d %6d" % ("all", n, nspans, ndecoys, len(empty)))
        print()
        print("shapes:")
        for k, c in sorted(shapes.items()):
            print("  %-28s %4d" % (k, c))
        print()
        dk = collections.Counter(d["kind"] for r in recs for d in r["decoys"])
        print("decoy kinds (%d):" % len(dk))
        items = sorted(dk.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 4):
            print("  " + "".join("%-26s" % ("%s %d" % kv) for kv in items[i:i + 4]))
        print()
        tk = collections.Counter(r["kind"] for r in recs)
        print("text kinds: %d distinct" % len(tk))
        print("texts without spans: %s" % ", ".join(empty))
        print()
        print("size rules:")
        for name, ok, val in rules:
            print("  [%s] %-26s %s" % ("ok" if ok else "FAIL", name, val))
        print()
    if errors:
        print("%d ERROR(S)" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("check_blind: OK (%d texts, %d spans, %d decoys)" % (n, nspans, ndecoys))


if __name__ == "__main__":
    main()
