#!/usr/bin/env python3
"""Checks corpus.jsonl of blind75.   -v prints tables."""
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

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL",
         "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT",
         "NATIONAL_ID", "AMOUNT"]
LANGS = ["en", "zh", "mixed"]

ERRORS = []


def err(cid, msg):
    ERRORS.append("%s: %s" % (cid, msg))


def is_word(ch):
    return ch.isascii() and (ch.isalnum() or ch == "_")


# ------------------------------------------------------------------ per type
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]


def ip_is_real_host(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return None
    if any(ip in n for n in DOC_NETS if n.version == ip.version):
        return False
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local:
        return False
    if ip.version == 4 and (ip.is_reserved or str(ip).endswith(".255") or str(ip).endswith(".0")):
        return False
    return True


CURRENCY = re.compile(
    r"[$£€¥₹₩]|\b(?:USD|EUR|GBP|CNY|RMB|HKD|SGD|CHF|JPY|AUD|CAD|INR|SEK|PLN|NZD|ZAR|"
    r"dollars?|bucks|quid|pounds?|euros?|yuan|francs?|grand|k)\b|元|块|圆|美元|英镑|欧元|港币|港元|人民币|刀|万|\bR\s?\d|zł|\bkr\b|\bRs\.?|\bfr\.",
    re.I)
NUMWORD_EN = {"zero", "oh", "o", "one", "two", "three", "four", "five", "six", "seven", "eight",
              "nine", "double", "triple", "ten", "twenty", "thirty", "forty", "fifty", "sixty",
              "seventy", "eighty", "ninety", "hundred"}
ZH_DIGITS = set("零〇一二三四五六七八九幺两")
MONTHS = {m: i for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1)}
TITLE = re.compile(r"^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Herr|Frau|Mme|Mlle|Madam|Mister)\.?(?:\s|$)")
KIN_EN = {"mum", "mom", "mother", "dad", "father", "aunt", "auntie", "uncle", "grandma", "grandpa",
          "granny", "gran", "nan", "nana", "sister", "brother", "cousin", "wife", "husband", "son",
          "daughter", "niece", "nephew", "sis", "bro"}
KIN_ZH = ["妈妈", "爸爸", "我妈", "我爸", "老妈", "老爸", "舅舅", "舅妈", "姑姑", "姑妈", "姨妈", "小姨",
          "大姨", "叔叔", "婶婶", "伯伯", "表姐", "表哥", "表妹", "表弟", "堂哥", "堂姐", "堂妹", "堂弟",
          "奶奶", "爷爷", "外婆", "外公", "姥姥", "姥爷", "老婆", "老公", "媳妇", "女儿", "儿子", "岳父",
          "岳母", "公公", "婆婆", "哥哥", "姐姐", "弟弟", "妹妹"]
TITLE_ZH = {"老师", "女士", "先生", "小姐", "主任", "社长", "经理", "科长", "律师", "医生", "阿姨", "师傅",
            "总监", "处长", "局长", "院长", "教授", "同学", "老板", "总工", "大夫", "护士", "姐姐"}
ROLE_ZH = ["财务", "会计", "前台", "客服", "助理", "秘书", "经理", "主任", "律师", "医生", "护士",
           "老师", "HR", "行政", "专员"]


def dob_dates(s):
    """candidate datetime.date objects for a DOB string (D/M and M/D both tried)."""
    out = set()

    def add(y, m, d):
        try:
            out.add(datetime.date(int(y), int(m), int(d)))
        except ValueError:
            pass
    for m in re.finditer(r"(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})", s):
        add(*m.groups())
    for m in re.finditer(r"(?<!\d)(\d{2})年(\d{1,2})月(\d{1,2})", s):
        add(1900 + int(m.group(1)), m.group(2), m.group(3))
    for m in re.finditer(r"(?<!\d)(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?!\d)", s):
        a, b, y = m.groups()
        add(y, b, a)
        add(y, a, b)
    for m in re.finditer(r"(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})", s):
        mo = MONTHS.get(m.group(2)[:3].lower())
        if mo:
            add(m.group(3), mo, m.group(1))
    for m in re.finditer(r"([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})", s):
        mo = MONTHS.get(m.group(1)[:3].lower())
        if mo:
            add(m.group(3), mo, m.group(2))
    return out


def date_match(info, d):
    if "y4" in info and info["y4"] != d.year:
        return False
    if "y2" in info and info["y2"] != d.year % 100:
        return False
    if "m" in info and info["m"] != d.month:
        return False
    if "d" in info and info["d"] != d.day:
        return False
    return True


def check_value(cid, s, text):
    t, v = s["type"], s["value"]
    if v != v.strip():
        err(cid, "%s has outer whitespace: %r" % (t, v))
    if t == "EMAIL":
        if not (re.fullmatch(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}", v)
                or re.fullmatch(r"\S+\s*(?:\[at\]|\(at\)| at )\s*\S+.*(?:\[dot\]|\(dot\)| dot ).*", v)):
            err(cid, "EMAIL shape %r" % v)
    elif t == "PHONE":
        nd = sum(c.isdigit() and c.isascii() for c in v)
        nz = sum(c in ZH_DIGITS for c in v)
        nw = sum(w in NUMWORD_EN for w in re.findall(r"[a-z]+", v.lower()))
        if max(nd, nz, nw) + (nd if nw else 0) < 7:
            err(cid, "PHONE has too few digits %r" % v)
    elif t == "ADDRESS":
        if len(v) < 10 or not re.search(r"[0-9〇一二三四五六七八九十]", v):
            err(cid, "ADDRESS too short / no number %r" % v)
    elif t == "DATE_OF_BIRTH":
        ds = dob_dates(v)
        if not ds and not re.search(r"\d|[一二三四五六七八九十〇零]|[A-Za-z]{3,}", v):
            err(cid, "DOB unparseable %r" % v)
        for d in ds:
            if not 1915 <= d.year <= 2024:
                err(cid, "DOB year out of range %r" % v)
    elif t == "IP_ADDRESS":
        r = ip_is_real_host(v)
        if r is None:
            err(cid, "IP does not parse %r" % v)
        elif not r:
            err(cid, "IP span is a doc/loopback/reserved address %r" % v)
    elif t == "CARD":
        if not V.card_ok(v):
            err(cid, "CARD fails Luhn/shape %r" % v)
    elif t == "CVV":
        if not re.fullmatch(r"\d{3,4}", v):
            err(cid, "CVV shape %r" % v)
    elif t == "IBAN":
        if not V.iban_ok(v):
            err(cid, "IBAN fails mod-97/shape %r" % v)
    elif t == "SSN":
        if not V.ssn_ok(v):
            err(cid, "SSN shape %r" % v)
    elif t == "IDCARD":
        if not V.idcard_ok(v):
            err(cid, "IDCARD fails GB 11643 %r" % v)
    elif t == "PASSPORT":
        if not V.passport_ok(v):
            err(cid, "PASSPORT shape %r" % v)
    elif t == "NATIONAL_ID":
        if not V.nid_match(v):
            err(cid, "NATIONAL_ID matches no format / check digit %r" % v)
    elif t == "APIKEY":
        if not V.apikey_shape(v):
            err(cid, "APIKEY has no vendor shape %r" % v)
    elif t == "SECRET":
        if not V.secret_ok(v):
            err(cid, "SECRET shape %r" % v)
    elif t == "PASSWORD":
        if len(v) < 3:
            err(cid, "PASSWORD too short %r" % v)
    elif t == "AMOUNT":
        if not CURRENCY.search(v) or not re.search(r"[0-9一二三四五六七八九十百千万壹贰叁肆伍陆柒捌玖拾佰仟]|"
                                                   r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|"
                                                   r"eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|"
                                                   r"thousand|grand)\b", v, re.I):
            err(cid, "AMOUNT without currency or number %r" % v)
    elif t == "MEDICAL":
        if len(v) < 2:
            err(cid, "MEDICAL too short %r" % v)
    elif t == "PERSON":
        if TITLE.match(v):
            err(cid, "PERSON starts with a title %r" % v)
        words = set(re.findall(r"[a-z]+", v.lower()))
        if words & KIN_EN:
            err(cid, "PERSON contains kinship word %r" % v)
        if any(k in v for k in KIN_ZH):
            err(cid, "PERSON contains Chinese kinship word %r" % v)
        if any(v.startswith(r) for r in ROLE_ZH):
            err(cid, "PERSON starts with a role word %r" % v)
        if re.search(r"[.,:;]$", v) and not re.search(r"\b[A-Z]\.$", v):
            err(cid, "PERSON ends with punctuation %r" % v)


def id_dates(s):
    if s["type"] == "IDCARD" and V.idcard_ok(s["value"]):
        return [V.idcard_date(s["value"])]
    if s["type"] == "NATIONAL_ID":
        return [info for _, info in V.nid_match(s["value"]) if info]
    return []


# ------------------------------------------------------------------ main
def main(verbose):
    rows = [json.loads(line) for line in open(os.path.join(HERE, "corpus.jsonl"), encoding="utf-8")]
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids):
        err("corpus", "duplicate ids")
    span_types = collections.defaultdict(set)      # value -> types (global)
    decoy_values = collections.defaultdict(set)    # value -> ids
    span_values = collections.defaultdict(set)
    for r in rows:
        cid, text = r["id"], r["text"]
        if not re.fullmatch(r"c75-(en|zh|mixed)-\d{3}", cid) or r["lang"] not in LANGS:
            err(cid, "bad id/lang")
        items = [("S", s) for s in r["spans"]] + [("D", d) for d in r["decoys"]]
        for tag, s in items:
            if text[s["start"]:s["end"]] != s["value"]:
                err(cid, "offset mismatch %r" % s["value"])
            if not s["value"]:
                err(cid, "empty value")
            a, b = s["start"], s["end"]
            if a > 0 and is_word(text[a - 1]) and is_word(text[a]):
                err(cid, "%s edge inside a word at start: %r" % (tag, text[max(0, a - 8):b]))
            if b < len(text) and is_word(text[b - 1]) and is_word(text[b]):
                err(cid, "%s edge inside a word at end: %r" % (tag, text[a:b + 8]))
        srt = sorted(items, key=lambda x: (x[1]["start"], x[1]["end"]))
        for (_, p), (_, q) in zip(srt, srt[1:]):
            if q["start"] < p["end"]:
                err(cid, "overlap %r / %r" % (p["value"], q["value"]))
        for s in r["spans"]:
            if s["type"] not in TYPES:
                err(cid, "unknown type %s" % s["type"])
            check_value(cid, s, text)
            span_types[s["value"]].add(s["type"])
            span_values[s["value"]].add(cid)
        for d in r["decoys"]:
            decoy_values[d["value"]].add(cid)
            if not d["kind"] or d["kind"] != d["kind"].strip():
                err(cid, "bad decoy kind %r" % d["kind"])
            ipr = ip_is_real_host(d["value"])
            if ipr and not re.search(r"version|build|oid|release", d["kind"]):
                err(cid, "decoy %r (%s) is a routable host IP" % (d["value"], d["kind"]))
            if V.card_ok(d["value"]) and "test" not in d["kind"] and "example" not in d["kind"]:
                err(cid, "decoy %r is a Luhn-valid card (kind %s)" % (d["value"], d["kind"]))
        # CVV only next to a card
        cards = [s for s in r["spans"] if s["type"] == "CARD"]
        for s in r["spans"]:
            if s["type"] == "CVV":
                if not cards:
                    err(cid, "CVV without CARD")
                elif min(min(abs(s["start"] - c["end"]), abs(c["start"] - s["end"])) for c in cards) > 220:
                    err(cid, "CVV far from any CARD")
        # ID birth dates consistent with a DOB shown
        dobs = set()
        for s in r["spans"]:
            if s["type"] == "DATE_OF_BIRTH":
                dobs |= dob_dates(s["value"])
        if dobs:
            for s in r["spans"]:
                for info in id_dates(s):
                    if not any(date_match(info, d) for d in dobs):
                        err(cid, "%s %r birth date matches no DOB shown" % (s["type"], s["value"]))
        # every occurrence of a tagged string is tagged
        for s in r["spans"]:
            v = s["value"]
            if len(v) < 3 and not re.search(r"[\u4e00-\u9fff]", v):
                continue
            for m in re.finditer(re.escape(v), text):
                a, b = m.start(), m.end()
                if a > 0 and is_word(text[a - 1]) and is_word(text[a]):
                    continue
                if b < len(text) and is_word(text[b - 1]) and is_word(text[b]):
                    continue
                if not any(x["start"] <= a and b <= x["end"] for x in r["spans"]):
                    err(cid, "untagged repeat of %s %r at %d" % (s["type"], v, a))
        # parts of a tagged name (surname, given name) must not appear untagged
        covered = r["spans"] + r["decoys"]
        for s in r["spans"]:
            if s["type"] != "PERSON":
                continue
            v = s["value"]
            parts = [w for w in re.findall(r"[A-Za-zÀ-ÿ'-]+", v) if len(w) >= 3 and w[0].isupper()]
            if re.fullmatch(r"[\u4e00-\u9fff]{3}", v) and v[1:] not in TITLE_ZH and not v.startswith(("老", "小")):
                parts.append(v[1:])
            for w in parts:
                for m in re.finditer(re.escape(w), text):
                    a, b = m.start(), m.end()
                    if (a > 0 and is_word(text[a - 1]) and is_word(text[a])) or \
                       (b < len(text) and is_word(text[b - 1]) and is_word(text[b])):
                        continue
                    if a > 0 and text[a - 1].isalpha() and not text[a - 1].isascii() and w.isascii():
                        continue
                    if not any(x["start"] <= a and b <= x["end"] for x in covered):
                        err(cid, "name part %r of %r untagged at %d" % (w, v, a))
    for v, ts in span_types.items():
        if len(ts) > 1:
            err("corpus", "string %r tagged as several types %s" % (v, sorted(ts)))
    for v in set(span_values) & set(decoy_values):
        err("corpus", "string %r is both span (%s) and decoy (%s)" % (
            v, ",".join(sorted(span_values[v])), ",".join(sorted(decoy_values[v]))))

    # ---------------------------------------------------------- size rules
    n = len(rows)
    nspans = sum(len(r["spans"]) for r in rows)
    ndec = sum(len(r["decoys"]) for r in rows)
    by_lang = collections.Counter(r["lang"] for r in rows)
    if not 180 <= n <= 195:
        err("size", "%d texts (want 180-195)" % n)
    if not 1100 <= nspans <= 1300:
        err("size", "%d spans (want 1100-1300)" % nspans)
    for lang, (lo, hi) in {"en": (0.41, 0.49), "zh": (0.31, 0.39), "mixed": (0.16, 0.24)}.items():
        f = by_lang[lang] / n if n else 0
        if not lo <= f <= hi:
            err("size", "lang %s is %.1f%% (want %d-%d%%)" % (lang, 100 * f, 100 * lo, 100 * hi))
    texts_per_type = collections.Counter()
    for r in rows:
        for t in {s["type"] for s in r["spans"]}:
            texts_per_type[t] += 1
    for t in TYPES:
        if texts_per_type[t] < 4:
            err("size", "type %s in %d texts (want >= 4)" % (t, texts_per_type[t]))
    if n and ndec / n < 2.5:
        err("size", "%.2f decoys per text (want >= 2.5)" % (ndec / n))
    empty = [r["id"] for r in rows if not r["spans"]]
    if not 3 <= len(empty) <= 8:
        err("size", "%d texts without spans (want 3-8)" % len(empty))
    tkinds = collections.Counter(r["kind"] for r in rows)
    dkinds = collections.Counter(d["kind"] for r in rows for d in r["decoys"])
    if len(tkinds) < 60:
        err("size", "%d text kinds (want >= 60)" % len(tkinds))
    if len(dkinds) < 60:
        err("size", "%d decoy kinds (want >= 60)" % len(dkinds))

    if verbose:
        print("texts %d  spans %d  decoys %d  (%.2f decoys/text)  no-span texts %d: %s" % (
            n, nspans, ndec, ndec / max(n, 1), len(empty), " ".join(empty)))
        print("languages: " + "  ".join("%s %d (%.1f%%)" % (l, by_lang[l], 100 * by_lang[l] / max(n, 1))
                                        for l in LANGS))
        print("\n%-14s %6s %6s %6s %6s %7s" % ("type", "en", "zh", "mixed", "total", "texts"))
        cnt = collections.Counter((s["type"], r["lang"]) for r in rows for s in r["spans"])
        for t in TYPES:
            print("%-14s %6d %6d %6d %6d %7d" % (t, cnt[t, "en"], cnt[t, "zh"], cnt[t, "mixed"],
                                                 sum(cnt[t, l] for l in LANGS), texts_per_type[t]))
        print("%-14s %6d %6d %6d %6d" % ("all", *[sum(cnt[t, l] for t in TYPES) for l in LANGS], nspans))
        print("\ntext kinds (%d):" % len(tkinds))
        for k, c in sorted(tkinds.items()):
            print("  %-34s %d" % (k, c))
        print("\ndecoy kinds (%d):" % len(dkinds))
        for k, c in sorted(dkinds.items()):
            print("  %-34s %d" % (k, c))
    if ERRORS:
        print("\n%d problem(s):" % len(ERRORS))
        for e in ERRORS:
            print("  " + e)
        return 1
    print("\ncheck_blind: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main("-v" in sys.argv))
