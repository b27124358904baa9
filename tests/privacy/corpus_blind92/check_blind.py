#!/usr/bin/env python3
"""Consistency checks for blind92/corpus.jsonl.   -v prints tables."""
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

ERRORS, WARNINGS = [], []


def err(rid, msg):
    ERRORS.append("%s: %s" % (rid, msg))


def warn(rid, msg):
    WARNINGS.append("%s: %s" % (rid, msg))


def is_word(c):
    return c.isascii() and (c.isalnum() or c == "_")


# ------------------------------------------------------------------ dates
MONTHS = {m: i for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1)}
CN_DIG = {"〇": 0, "零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
          "八": 8, "九": 9}


def _cn_num(s):
    if all(c in CN_DIG for c in s) and len(s) == 4:
        return int("".join(str(CN_DIG[c]) for c in s))
    if s == "十":
        return 10
    if "十" in s:
        a, b = s.split("十")
        return (CN_DIG[a] if a else 1) * 10 + (CN_DIG[b] if b else 0)
    if len(s) == 1 and s in CN_DIG:
        return CN_DIG[s]
    raise ValueError(s)


def _mk(y, m, d):
    try:
        return datetime.date(int(y), int(m), int(d))
    except ValueError:
        return None


def parse_dob(s):
    """Return the set of dates the string can mean (empty if unparseable)."""
    s = s.strip()
    out = set()
    m = re.fullmatch(r"(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*[日号]?", s)
    if m:
        out.add(_mk(*m.groups()))
    m = re.fullmatch(r"(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})", s)
    if m:
        a, b, y = m.groups()
        out.add(_mk(y, b, a))
        out.add(_mk(y, a, b))
    m = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?[\s\-/]+([A-Za-z]{3,9})\.?,?[\s\-/]+(\d{4})", s)
    if m and m.group(2)[:3].lower() in MONTHS:
        out.add(_mk(m.group(3), MONTHS[m.group(2)[:3].lower()], m.group(1)))
    m = re.fullmatch(r"([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})", s)
    if m and m.group(1)[:3].lower() in MONTHS:
        out.add(_mk(m.group(3), MONTHS[m.group(1)[:3].lower()], m.group(2)))
    m = re.fullmatch(r"(\d{4})(\d{2})(\d{2})", s)
    if m:
        out.add(_mk(*m.groups()))
    m = re.fullmatch(r"([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]{1,2})月([一二三四五六七八九十]{1,3})[日号]", s)
    if m:
        try:
            out.add(_mk(_cn_num(m.group(1)), _cn_num(m.group(2)), _cn_num(m.group(3))))
        except ValueError:
            pass
    out.discard(None)
    return out


def embedded_birth(typ, v):
    """Birth dates encoded in an identity number (set)."""
    out = set()
    if typ == "IDCARD" and V.idcard_valid(v):
        out.add(V.idcard_birth(v))
    if typ == "NATIONAL_ID":
        t = v.replace(" ", "")
        if V.pesel_valid(t):
            yy, mm, dd = int(t[:2]), int(t[2:4]), int(t[4:6])
            out.add(_mk(1900 + yy, mm, dd) if mm <= 12 else _mk(2000 + yy, mm - 20, dd))
        if V.pnr_valid(v):
            d = re.sub(r"\D", "", v)[-10:-4]
            y = int(d[:2])
            out.add(_mk((2000 if y < 25 else 1900) + y, d[2:4], d[4:6]))
        if V.fnr_valid(v):
            out.add(_mk(1900 + int(t[4:6]), t[2:4], t[:2]))
        if V.hetu_valid(v):
            c = {"-": 1900, "+": 1800}.get(v[6], 2000)
            out.add(_mk(c + int(v[4:6]), v[2:4], v[:2]))
        if V.za_valid(v):
            y = int(t[:2])
            out.add(_mk((2000 if y < 25 else 1900) + y, t[2:4], t[4:6]))
        if V.benn_valid(v):
            y = int(v[:2])
            out.add(_mk((2000 if y < 25 else 1900) + y, v[3:5], v[6:8]))
    out.discard(None)
    return out


# ------------------------------------------------------------------ shapes
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
CGNAT = ipaddress.ip_network("100.64.0.0/10")


def ip_kind(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return None
    if any(ip in n for n in DOC_NETS):
        return "doc"
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local:
        return "special"
    if ip.version == 4 and ip in CGNAT:
        return "cgnat"
    if ip.is_private:
        return "private"
    if ip.is_global:
        return "public"
    return "special"


TITLE_RE = re.compile(r"^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Madam|Mme|Herr|Frau)\b\.?", re.I)
KIN_ROLE = ["表姐", "表哥", "表妹", "表弟", "堂哥", "堂姐", "堂弟", "堂妹", "妈妈", "爸爸", "奶奶",
            "爷爷", "外婆", "外公", "舅舅", "叔叔", "姑姑", "阿姨", "老公", "老婆", "女儿", "儿子",
            "哥哥", "姐姐", "弟弟", "妹妹", "媳妇", "岳母", "婆婆", "财务", "会计", "前台", "客服",
            "同事", "领导", "mum", "dad", "auntie", "uncle", "cousin", "grandma", "grandpa"]
CUR_RE = re.compile(r"[$£€¥₹₩₽฿₺]|\bR(?=\s?\d)|\bkr\b|zł|元|块|萬|万|人民币|美元|欧元|英镑|澳元|港币|新台币|日元|港元|"
                    r"\b(AED|TRY|VND|KRW|MVR|LKR|TWD|NTD|RM|USD|EUR|GBP|AUD|NZD|CAD|CNY|RMB|HKD|SGD|JPY|CHF|NOK|SEK|ZAR|BRL|IDR|THB|MYR|PHP|INR|"
                    r"dollars?|euros?|pounds?|quid|bucks?|rand|krone[r]?|francs?|yuan|kuai|rupees?|baht|pesos?|ringgit)\b",
                    re.I)
NUMWORDS = re.compile(r"\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                      r"fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|"
                      r"thousand|grand|k)\b|[一二三四五六七八九十百千万两零壹贰叁肆伍陆柒捌玖拾佰仟萬]", re.I)
PHONE_TOK = re.compile(r"\d|[零〇一二三四五六七八九幺两]|\b(zero|oh|o|one|two|three|four|five|six|"
                       r"seven|eight|nine|double|triple)\b", re.I)
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")


def check_value(rid, typ, v, text):
    if v != v.strip():
        err(rid, "%s span has surrounding whitespace %r" % (typ, v))
    if typ == "CARD" and not V.card_valid(v):
        err(rid, "CARD fails Luhn/shape %r" % v)
    elif typ == "IBAN" and not V.iban_valid(v):
        err(rid, "IBAN fails mod-97/length %r" % v)
    elif typ == "SSN" and not V.ssn_valid(v):
        err(rid, "SSN shape %r" % v)
    elif typ == "IDCARD" and not V.idcard_valid(v):
        err(rid, "IDCARD fails GB 11643 %r" % v)
    elif typ == "PASSPORT" and not V.passport_valid(v):
        err(rid, "PASSPORT shape %r" % v)
    elif typ == "NATIONAL_ID" and not V.national_id_valid(v):
        err(rid, "NATIONAL_ID fails all formats %r" % v)
    elif typ == "APIKEY":
        if not V.apikey_valid(v):
            err(rid, "APIKEY shape %r" % v)
        if v.startswith("gh") and re.fullmatch(V.APIKEY_SHAPES["gh_pat"], v) and not V.ghp_valid(v):
            err(rid, "APIKEY github checksum %r" % v)
    elif typ == "SECRET":
        if "-----BEGIN" in v and not V.pem_valid(v):
            err(rid, "SECRET PEM malformed")
        elif not V.secret_valid(v):
            err(rid, "SECRET too short %r" % v)
    elif typ == "IP_ADDRESS":
        k = ip_kind(v)
        if k not in ("private", "cgnat", "public"):
            err(rid, "IP_ADDRESS %r is %s" % (v, k))
    elif typ == "CVV" and not re.fullmatch(r"\d{3,4}", v):
        err(rid, "CVV shape %r" % v)
    elif typ == "EMAIL":
        if not EMAIL_RE.fullmatch(v):
            err(rid, "EMAIL shape %r" % v)
        if re.search(r"@example\.(com|org|net)$", v, re.I):
            err(rid, "EMAIL at documentation domain %r" % v)
    elif typ == "PHONE":
        if len(PHONE_TOK.findall(v)) < 7:
            err(rid, "PHONE too short %r" % v)
        if "*" in v or "x" * 3 in v.lower():
            err(rid, "PHONE masked %r" % v)
    elif typ == "DATE_OF_BIRTH":
        if not parse_dob(v):
            err(rid, "DATE_OF_BIRTH unparseable %r" % v)
    elif typ == "AMOUNT":
        if not CUR_RE.search(v) or not NUMWORDS.search(v):
            err(rid, "AMOUNT without currency or number %r" % v)
    elif typ == "PASSWORD" and len(v) < 3:
        err(rid, "PASSWORD too short %r" % v)
    elif typ == "ADDRESS" and not re.search(r"\d|[一二三四五六七八九十]号", v):
        err(rid, "ADDRESS without number/postcode %r" % v)
    elif typ == "PERSON":
        if TITLE_RE.match(v):
            err(rid, "PERSON starts with a title %r" % v)
        for w in KIN_ROLE:
            if (w.isascii() and re.search(r"\b%s\b" % w, v, re.I)) or (not w.isascii() and w in v):
                err(rid, "PERSON contains kinship/role word %r" % v)
        if "@" in v and EMAIL_RE.fullmatch(v):
            err(rid, "PERSON is an e-mail %r" % v)
    if "*" in v and typ in ("CARD", "PHONE", "IBAN", "IDCARD", "SSN", "PASSPORT", "NATIONAL_ID"):
        err(rid, "masked value labelled %r" % v)


def occurrences(text, v):
    pat = re.escape(v)
    if v[:1].isascii() and is_word(v[:1]):
        pat = r"(?<![A-Za-z0-9_])" + pat
    if v[-1:].isascii() and is_word(v[-1:]):
        pat = pat + r"(?![A-Za-z0-9_])"
    return [(m.start(), m.end()) for m in re.finditer(pat, text)]


def main():
    verbose = "-v" in sys.argv[1:]
    rows = [json.loads(l) for l in open(os.path.join(HERE, "corpus.jsonl"), encoding="utf-8")]
    ids = set()
    span_strings = collections.defaultdict(set)
    decoy_strings = collections.defaultdict(set)
    for r in rows:
        rid, text = r["id"], r["text"]
        if rid in ids:
            err(rid, "duplicate id")
        ids.add(rid)
        if r["lang"] not in LANGS:
            err(rid, "bad lang")
        if not re.fullmatch(r"c92-(en|zh|mixed)-\d{3}", rid) or rid.split("-")[1] != r["lang"]:
            err(rid, "bad id")
        items = [("S", s) for s in r["spans"]] + [("D", d) for d in r["decoys"]]
        for tag, s in items:
            if not (0 <= s["start"] < s["end"] <= len(text)) or text[s["start"]:s["end"]] != s["value"]:
                err(rid, "offset mismatch %r" % s)
                continue
            st, en = s["start"], s["end"]
            if st > 0 and is_word(text[st - 1]) and is_word(text[st]):
                err(rid, "edge inside ASCII word at start of %r" % s["value"])
            if en < len(text) and is_word(text[en - 1]) and is_word(text[en]):
                err(rid, "edge inside ASCII word at end of %r" % s["value"])
        ordered = sorted((s["start"], s["end"], s["value"]) for _, s in items)
        for a, b in zip(ordered, ordered[1:]):
            if b[0] < a[1]:
                err(rid, "overlap %r / %r" % (a[2], b[2]))
        for s in r["spans"]:
            if s["type"] not in TYPES:
                err(rid, "unknown type %s" % s["type"])
                continue
            check_value(rid, s["type"], s["value"], text)
            span_strings[s["value"]].add(rid)
        for d in r["decoys"]:
            decoy_strings[d["value"]].add(rid)
            if not d["kind"] or not d["value"].strip():
                err(rid, "empty decoy")
            k = ip_kind(d["value"])
            if k in ("private", "cgnat", "public") and not re.search(r"version|build|firmware|release|semver|oid|ver|netmask", d["kind"]):
                err(rid, "decoy %r is a live IP (%s) under kind %s" % (d["value"], k, d["kind"]))
            if d["kind"].lower().startswith(("card", "iban")) and "*" not in d["value"] and "•" not in d["value"] and "x" not in d["value"].lower():
                if V.card_valid(d["value"]) or V.iban_valid(d["value"]):
                    err(rid, "decoy %r is a live card/IBAN" % d["value"])
        types_here = collections.Counter(s["type"] for s in r["spans"])
        if types_here["CVV"] and not types_here["CARD"]:
            err(rid, "CVV without CARD")
        # birth dates
        dobs = [parse_dob(s["value"]) for s in r["spans"] if s["type"] == "DATE_OF_BIRTH"]
        all_dobs = set().union(*dobs) if dobs else set()
        idb = [(s["value"], embedded_birth(s["type"], s["value"])) for s in r["spans"]
               if s["type"] in ("IDCARD", "NATIONAL_ID")]
        idb = [(v, b) for v, b in idb if b]
        if dobs and idb:
            if len(dobs) >= len(idb):
                for v, b in idb:
                    if not (b & all_dobs):
                        err(rid, "ID %s birth date %s not among DOBs" % (v, sorted(b)))
            else:
                ids_b = set().union(*[b for _, b in idb])
                for d in dobs:
                    if not (d & ids_b):
                        err(rid, "DOB %s matches no ID in text" % sorted(d))
        # every occurrence of a tagged string is tagged
        covered = [(s["start"], s["end"], s["type"]) for s in r["spans"]]
        dcovered = [(d["start"], d["end"]) for d in r["decoys"]]
        for s in r["spans"]:
            v = s["value"]
            if len(v) < 2:
                continue
            for a, b in occurrences(text, v):
                if not any(x <= a and b <= y for x, y, _ in covered):
                    err(rid, "untagged repeat of %s %r at %d" % (s["type"], v, a))
                if any(x == a and y == b and t != s["type"] for x, y, t in covered):
                    err(rid, "string %r tagged with two types" % v)
        for d in r["decoys"]:
            v = d["value"]
            for a, b in occurrences(text, v):
                if not any(x <= a and b <= y for x, y, _ in covered) and \
                        not any(x <= a and b <= y for x, y in dcovered):
                    warn(rid, "decoy string %r repeated untagged at %d" % (v, a))
    ident = collections.defaultdict(set)
    for r in rows:
        for s in r["spans"]:
            if s["type"] in ("CARD", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID"):
                ident[s["value"]].add(r["id"])
    for v, where in ident.items():
        if len(where) > 1:
            err(",".join(sorted(where)), "identity number %r reused for different texts/people" % v)
    for v in set(span_strings) & set(decoy_strings):
        err(",".join(sorted(span_strings[v] | decoy_strings[v])), "string both span and decoy %r" % v)

    # ------------------------------------------------------------ size rules
    n = len(rows)
    nspans = sum(len(r["spans"]) for r in rows)
    ndecoys = sum(len(r["decoys"]) for r in rows)
    by_lang = collections.Counter(r["lang"] for r in rows)
    if not 180 <= n <= 195:
        err("size", "%d texts (want 180-195)" % n)
    if not 1100 <= nspans <= 1300:
        err("size", "%d spans (want 1100-1300)" % nspans)
    for lang, want in (("en", 0.45), ("zh", 0.35), ("mixed", 0.20)):
        share = by_lang[lang] / n if n else 0
        if abs(share - want) > 0.05:
            err("size", "%s share %.1f%% (want about %d%%)" % (lang, 100 * share, 100 * want))
    texts_per_type = collections.Counter()
    for r in rows:
        for t in set(s["type"] for s in r["spans"]):
            texts_per_type[t] += 1
    for t in TYPES:
        if texts_per_type[t] < 4:
            err("size", "type %s in %d texts (want >= 4)" % (t, texts_per_type[t]))
    if n and ndecoys / n < 2.5:
        err("size", "%.2f decoys per text (want >= 2.5)" % (ndecoys / n))
    empty = [r["id"] for r in rows if not r["spans"]]
    if not 3 <= len(empty) <= 8:
        err("size", "%d texts without spans (want 3-8)" % len(empty))
    text_kinds = collections.Counter(r["kind"] for r in rows)
    decoy_kinds = collections.Counter(d["kind"] for r in rows for d in r["decoys"])
    if len(text_kinds) < 60:
        err("size", "%d text kinds (want >= 60)" % len(text_kinds))
    if len(decoy_kinds) < 60:
        err("size", "%d decoy kinds (want >= 60)" % len(decoy_kinds))

    if verbose:
        print("texts %d  (en %d / zh %d / mixed %d = %.0f%% / %.0f%% / %.0f%%)" % (
            n, by_lang["en"], by_lang["zh"], by_lang["mixed"],
            100 * by_lang["en"] / n, 100 * by_lang["zh"] / n, 100 * by_lang["mixed"] / n))
        print("spans %d   decoys %d (%.2f per text)   texts without spans %d: %s" % (
            nspans, ndecoys, ndecoys / n, len(empty), " ".join(empty)))
        print("text kinds %d   decoy kinds %d" % (len(text_kinds), len(decoy_kinds)))
        print()
        cnt = collections.Counter((s["type"], r["lang"]) for r in rows for s in r["spans"])
        print("%-14s %6s %6s %6s %6s %6s" % ("type", "en", "zh", "mixed", "total", "texts"))
        for t in TYPES:
            print("%-14s %6d %6d %6d %6d %6d" % (t, cnt[(t, "en")], cnt[(t, "zh")], cnt[(t, "mixed")],
                                                  sum(cnt[(t, l)] for l in LANGS), texts_per_type[t]))
        print("%-14s %6d %6d %6d %6d" % ("all", *[sum(cnt[(t, l)] for t in TYPES) for l in LANGS], nspans))
        print()
        print("decoy kinds (count):")
        items = sorted(decoy_kinds.items(), key=lambda kv: (-kv[1], kv[0]))
        for i in range(0, len(items), 4):
            print("  " + "".join("%-30s" % ("%s %d" % kv) for kv in items[i:i + 4]))
        print()
        print("text kinds (count):")
        items = sorted(text_kinds.items(), key=lambda kv: (-kv[1], kv[0]))
        for i in range(0, len(items), 4):
            print("  " + "".join("%-30s" % ("%s %d" % kv) for kv in items[i:i + 4]))
        if WARNINGS:
            print()
            print("warnings (%d):" % len(WARNINGS))
            for w in WARNINGS:
                print("  " + w)
        print()
    for e in ERRORS:
        print("ERROR " + e)
    print("%s: %d errors, %d warnings" % ("FAIL" if ERRORS else "OK", len(ERRORS), len(WARNINGS)))
    return 1 if ERRORS else 0


if __name__ == "__main__":
    sys.exit(main())
