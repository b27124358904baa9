#!/usr/bin/env python3
"""Consistency checks for blind97/corpus.jsonl (or a path given as argument).
``-v`` prints tables.

Exit status 0 when every check passes.
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

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL",
         "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT",
         "NATIONAL_ID", "AMOUNT"]
LANGS = ["en", "zh", "mixed"]

WORD = re.compile(r"[A-Za-z0-9_]")

DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]

EN_TITLES = re.compile(r"^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Madam|Herr|Frau|Mme|Mlle)\b\.?", re.I)
ZH_KIN_ROLE = ["财务", "表姐", "表哥", "表妹", "表弟", "姐姐", "哥哥", "妹妹", "弟弟", "妈妈", "爸爸",
               "老妈", "老爸", "舅舅", "舅妈", "姑姑", "叔叔", "婶婶", "阿姨", "奶奶", "爷爷", "外婆",
               "外公", "老公", "老婆", "儿子", "女儿", "岳父", "岳母", "同事", "客服", "前台", "会计",
               "出纳", "秘书"]
EN_KIN = re.compile(r"\b(mum|mom|dad|father|mother|sister|brother|uncle|aunt|auntie|grandma|grandpa|"
                    r"nan|gran|wife|husband|son|daughter|cousin)\b", re.I)

APIKEY_SHAPES = [
    r"AKIA[A-Z2-7]{16}", r"ASIA[A-Z2-7]{16}", r"gh[pousr]_[A-Za-z0-9]{36}",
    r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}", r"glpat-[A-Za-z0-9_-]{20}",
    r"[sr]k_live_[A-Za-z0-9]{24,}", r"xox[bpa]-[0-9]{10,13}-[0-9]{10,13}(-[0-9]{10,13})?-[A-Za-z0-9]{24,32}",
    r"\d{8,10}:AA[A-Za-z0-9_-]{33}", r"[A-Za-z0-9_-]{24,28}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}",
    r"sk-proj-[A-Za-z0-9_-]{40,}", r"sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}",
    r"sk-ant-api03-[A-Za-z0-9_-]{93}AA", r"AIza[A-Za-z0-9_-]{35}",
    r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}", r"SK[0-9a-f]{32}", r"key-[0-9a-f]{32}",
    r"hf_[A-Za-z]{34}", r"npm_[A-Za-z0-9]{36}", r"shpat_[0-9a-f]{32}", r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}",
    r"sk\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+", r"LTAI[A-Za-z0-9]{12,20}", r"AKID[A-Za-z0-9]{32}",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
]
SECRET_SHAPES = [
    r"-----BEGIN [A-Z ]*PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END [A-Z ]*PRIVATE KEY-----",
    r"https://hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]+",
    r"https://discord(app)?\.com/api/webhooks/\d{17,20}/[A-Za-z0-9_-]{60,}",
    r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}",
    r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}",
    r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f-]{36}",
    r"whsec_[A-Za-z0-9]{24,}", r"SEC[0-9a-f]{64}", r"GOCSPX-[A-Za-z0-9_-]{28}",
    r"([a-z2-7]{4} ){7}[a-z2-7]{4}", r"[A-Z2-7]{16}|[A-Z2-7]{32}", r"[0-9a-f]{5}-[0-9a-f]{5}",
    r"\S{6,}",
]
EXAMPLE_KEYS = {"AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"}
CURRENCY = re.compile(r"[£$€¥₩₹]|RM(?=\s?\d)|\b(GBP|USD|EUR|CNY|RMB|HKD|AUD|CAD|NZD|SGD|CHF|JPY|PLN|SEK|NOK|TWD|NTD|"
                      r"quid|pounds?|dollars?|euros?|bucks|pence|p|cents?|yuan|kuai)\b|元|块|萬|万|刀|镑|欧|美金|港币|人民币|台币|澳元|加元",
                      re.I)
NUMWORD = re.compile(r"\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
                     r"thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|grand|k)\b|[一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟]", re.I)

MONTHS = {m: i + 1 for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"])}
ZH_DIG = {"〇": 0, "零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}


def _zh_num(s):
    if all(c in ZH_DIG for c in s):
        return int("".join(str(ZH_DIG[c]) for c in s))
    if "十" in s:
        a, _, b = s.partition("十")
        return (ZH_DIG[a] if a else 1) * 10 + (ZH_DIG[b] if b else 0)
    raise ValueError(s)


def dob_candidates(s):
    out = set()
    t = s.strip()

    def add(y, m, d):
        try:
            dt = datetime.date(int(y), int(m), int(d))
            if 1900 <= dt.year <= 2025:
                out.add(dt)
        except (ValueError, TypeError):
            pass

    m = re.fullmatch(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})", t)
    if m:
        add(*m.groups())
    m = re.fullmatch(r"(\d{4})(\d{2})(\d{2})", t)
    if m:
        add(*m.groups())
    m = re.fullmatch(r"(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})", t)
    if m:
        a, b, y = m.groups()
        if len(y) == 2:
            y = ("19" if int(y) > 25 else "20") + y
        add(y, b, a)
        add(y, a, b)
    m = re.fullmatch(r"(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]?", t)
    if m:
        add(*m.groups())
    m = re.fullmatch(r"([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]{1,2})月([一二三四五六七八九十]{1,3})[日号]", t)
    if m:
        try:
            add(_zh_num(m.group(1)), _zh_num(m.group(2)), _zh_num(m.group(3)))
        except (ValueError, KeyError):
            pass
    m = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?[\s-]+(?:of\s+)?([A-Za-z]{3,9})\.?,?[\s-]+(\d{4})", t)
    if m and m.group(2)[:3].lower() in MONTHS:
        add(m.group(3), MONTHS[m.group(2)[:3].lower()], m.group(1))
    m = re.fullmatch(r"([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})", t)
    if m and m.group(1)[:3].lower() in MONTHS:
        add(m.group(3), MONTHS[m.group(1)[:3].lower()], m.group(2))
    return out


PHONE_WORDS = {"zero": 1, "oh": 1, "o": 1, "one": 1, "two": 1, "three": 1, "four": 1, "five": 1, "six": 1,
               "seven": 1, "eight": 1, "nine": 1, "double": 1, "triple": 2}


def phone_digits(s):
    n = sum(c.isdigit() for c in s)
    n += sum(c in "零〇一二三四五六七八九幺两洞拐" for c in s)
    n += sum(PHONE_WORDS.get(w, 0) for w in re.findall(r"[a-z]+", s.lower()))
    return n


def check_value(typ, v, rec, problems):
    def bad(msg):
        problems.append("%s %s %r: %s" % (rec["id"], typ, v, msg))

    if v != v.strip():
        bad("leading/trailing whitespace")
    if typ == "PERSON":
        if EN_TITLES.match(v):
            bad("English title inside PERSON")
        for w in ZH_KIN_ROLE:
            if w in v:
                bad("kinship/role word %s inside PERSON" % w)
        if EN_KIN.search(v):
            bad("kinship word inside PERSON")
        if "@" in v or v.isdigit():
            bad("not a name shape")
    elif typ == "EMAIL":
        if not re.fullmatch(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}", v):
            bad("bad e-mail shape")
    elif typ == "PHONE":
        n = phone_digits(v)
        if not 7 <= n <= 16:
            bad("phone digit count %d" % n)
        if "*" in v:
            bad("masked phone labelled")
    elif typ == "ADDRESS":
        if len(v) < 10 or not re.search(r"\d|[号路街道巷弄室栋楼村]", v):
            bad("address too short / no number")
    elif typ == "DATE_OF_BIRTH":
        if not dob_candidates(v):
            bad("unparsable birth date")
    elif typ == "IP_ADDRESS":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            bad("not an IP")
            return
        if any(ip in n for n in DOC_NETS if n.version == ip.version):
            bad("documentation range labelled")
        if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local:
            bad("loopback/unspecified/link-local labelled")
    elif typ == "MEDICAL":
        if len(v) < 2:
            bad("too short")
    elif typ == "PASSWORD":
        if not 3 <= len(v) <= 64:
            bad("odd length")
    elif typ == "APIKEY":
        if v in EXAMPLE_KEYS or not any(re.fullmatch(p, v) for p in APIKEY_SHAPES):
            bad("no known API key shape")
        if v.startswith("ghp_") and not V.gh_ok(v):
            bad("GitHub token checksum")
        if v.startswith("eyJ") and not V.jwt_ok(v):
            bad("JWT does not decode")
    elif typ == "SECRET":
        if v in EXAMPLE_KEYS or not any(re.fullmatch(p, v) for p in SECRET_SHAPES):
            bad("no known secret shape")
    elif typ == "CARD":
        d = re.sub(r"[ -]", "", v)
        if not re.fullmatch(r"\d{13,19}", d) or not V.luhn_ok(d):
            bad("card not Luhn-valid")
    elif typ == "CVV":
        if not re.fullmatch(r"\d{3,4}", v):
            bad("CVV shape")
    elif typ == "IBAN":
        if not V.iban_ok(v):
            bad("IBAN mod-97")
    elif typ == "SSN":
        if not V.ssn_ok(v):
            bad("SSN shape")
    elif typ == "IDCARD":
        if not V.idcard_ok(v):
            bad("GB 11643 check")
    elif typ == "PASSPORT":
        if not V.passport_ok(v):
            bad("passport shape")
    elif typ == "NATIONAL_ID":
        if V.national_id_kind(v)[0] is None:
            bad("no national-ID validator accepts it")
    elif typ == "AMOUNT":
        if not CURRENCY.search(v) or not NUMWORD.search(v):
            bad("amount without currency or number")


def covered(rec, s, e):
    for sp in rec["spans"]:
        if sp["start"] <= s and e <= sp["end"]:
            return sp
    return None


def occurrences(text, v):
    i = text.find(v)
    while i >= 0:
        j = i + len(v)
        ok = True
        if WORD.match(v[0]) and i > 0 and WORD.match(text[i - 1]):
            ok = False
        if WORD.match(v[-1]) and j < len(text) and WORD.match(text[j]):
            ok = False
        if ok:
            yield i, j
        i = text.find(v, i + 1)


def main():
    verbose = "-v" in sys.argv
    args = [a for a in sys.argv[1:] if not a.startswith("-")]
    path = args[0] if args else os.path.join(HERE, "corpus.jsonl")
    recs = [json.loads(l) for l in open(path, encoding="utf-8")]
    problems = []
    span_types = collections.defaultdict(set)
    decoy_values = collections.defaultdict(set)
    ids = set()

    for rec in recs:
        rid, text = rec["id"], rec["text"]
        if rid in ids:
            problems.append("%s duplicate id" % rid)
        ids.add(rid)
        if rec["lang"] not in LANGS:
            problems.append("%s bad lang" % rid)
        for k in V.VALUES:
            if re.search(r"\$%s(?![A-Za-z0-9_])" % re.escape(k), text):
                problems.append("%s unreplaced $%s" % (rid, k))
        items = []
        for sp in rec["spans"]:
            items.append((sp["start"], sp["end"], "span", sp["type"], sp["value"]))
            if sp["type"] not in TYPES:
                problems.append("%s unknown type %s" % (rid, sp["type"]))
            check_value(sp["type"], sp["value"], rec, problems)
            span_types[sp["value"]].add(sp["type"])
        for d in rec["decoys"]:
            items.append((d["start"], d["end"], "decoy", d["kind"], d["value"]))
            decoy_values[d["value"]].add(rid)
        items.sort()
        for s, e, what, t, v in items:
            if text[s:e] != v:
                problems.append("%s offset mismatch %s %r" % (rid, t, v))
            for pos in (s, e):
                if 0 < pos < len(text) and WORD.match(text[pos - 1]) and WORD.match(text[pos]):
                    problems.append("%s %s %s %r: edge inside an ASCII word" % (rid, what, t, v))
        for a, b in zip(items, items[1:]):
            if b[0] < a[1]:
                problems.append("%s overlap %r / %r" % (rid, a[4], b[4]))

        # CVV only next to a card; 4-digit CVV only with Amex
        types_here = collections.Counter(sp["type"] for sp in rec["spans"])
        cards = [re.sub(r"\D", "", sp["value"]) for sp in rec["spans"] if sp["type"] == "CARD"]
        for sp in rec["spans"]:
            if sp["type"] == "CVV":
                if not cards:
                    problems.append("%s CVV without CARD" % rid)
                elif len(sp["value"]) == 4 and not any(c[:2] in ("34", "37") for c in cards):
                    problems.append("%s 4-digit CVV without Amex" % rid)

        # ID birth dates against DOB spans
        dobs = set()
        for sp in rec["spans"]:
            if sp["type"] == "DATE_OF_BIRTH":
                dobs |= dob_candidates(sp["value"])
        for sp in rec["spans"]:
            birth = None
            if sp["type"] == "IDCARD" and V.idcard_ok(sp["value"]):
                birth = V.idcard_birth(sp["value"])
            elif sp["type"] == "NATIONAL_ID":
                birth = V.national_id_kind(sp["value"])[1]
            if birth and dobs and birth not in dobs:
                problems.append("%s %s %s birth %s matches no DOB span %s" % (
                    rid, sp["type"], sp["value"], birth, sorted(str(d) for d in dobs)))

        # every occurrence of a labelled string is labelled (or inside a larger span)
        seen = set()
        for sp in rec["spans"]:
            v = sp["value"]
            if (v, sp["type"]) in seen or len(v) < 2:
                continue
            seen.add((v, sp["type"]))
            for s, e in occurrences(text, v):
                c = covered(rec, s, e)
                if c is None:
                    problems.append("%s %r (%s) also occurs untagged at %d" % (rid, v, sp["type"], s))
                elif c["value"] == v and c["type"] != sp["type"]:
                    problems.append("%s %r tagged both %s and %s" % (rid, v, sp["type"], c["type"]))

        # decoys checks
        for d in rec["decoys"]:
            v, k = d["value"], d["kind"]
            if "mask" in k and not re.search(r"[*•xX#]", v):
                problems.append("%s masked decoy %r shows no mask" % (rid, v))
            if "example" in k and "key" in k and v not in EXAMPLE_KEYS:
                problems.append("%s example-key decoy %r not a documented example" % (rid, v))
            try:
                ip = ipaddress.ip_address(v)
            except ValueError:
                ip = None
            if ip is not None and "version" not in k:
                if not (any(ip in n for n in DOC_NETS if n.version == ip.version) or ip.is_loopback
                        or ip.is_unspecified or ip.is_link_local):
                    problems.append("%s decoy IP %r is a real host range" % (rid, v))
            if "doc_ip" in k and (ip is None or not any(ip in n for n in DOC_NETS if n.version == ip.version)):
                problems.append("%s doc_ip decoy %r outside documentation ranges" % (rid, v))

    # corpus-wide consistency
    for v, ts in span_types.items():
        if len(ts) > 1:
            problems.append("value %r labelled as %s in different texts" % (v, sorted(ts)))
        if v in decoy_values:
            problems.append("value %r is both span and decoy (%s)" % (v, sorted(decoy_values[v])[:3]))

    # size rules
    n = len(recs)
    nspans = sum(len(r["spans"]) for r in recs)
    ndec = sum(len(r["decoys"]) for r in recs)
    by_lang = collections.Counter(r["lang"] for r in recs)
    texts_per_type = collections.Counter()
    for r in recs:
        for t in {sp["type"] for sp in r["spans"]}:
            texts_per_type[t] += 1
    empty = [r["id"] for r in recs if not r["spans"]]
    text_kinds = {r["kind"] for r in recs}
    decoy_kinds = {d["kind"] for r in recs for d in r["decoys"]}
    size = []
    if not 180 <= n <= 195:
        size.append("texts %d not in 180-195" % n)
    if not 1100 <= nspans <= 1300:
        size.append("spans %d not in 1100-1300" % nspans)
    for lang, target in (("en", .45), ("zh", .35), ("mixed", .20)):
        share = by_lang[lang] / max(n, 1)
        if abs(share - target) > 0.05:
            size.append("%s share %.1f%% far from %.0f%%" % (lang, 100 * share, 100 * target))
    for t in TYPES:
        if texts_per_type[t] < 4:
            size.append("type %s in only %d texts" % (t, texts_per_type[t]))
    if ndec < 2.5 * n:
        size.append("decoys %d < 2.5 per text" % ndec)
    if not 3 <= len(empty) <= 8:
        size.append("%d texts without spans (want 3-8)" % len(empty))
    if len(text_kinds) < 60:
        size.append("only %d distinct text kinds" % len(text_kinds))
    if len(decoy_kinds) < 60:
        size.append("only %d distinct decoy kinds" % len(decoy_kinds))
    problems += ["size: " + s for s in size]

    if verbose:
        print("texts %d  spans %d  decoys %d (%.2f/text)  empty texts %d  text kinds %d  decoy kinds %d"
              % (n, nspans, ndec, ndec / max(n, 1), len(empty), len(text_kinds), len(decoy_kinds)))
        print("\nlanguage   texts  share  spans  decoys")
        for lang in LANGS:
            rs = [r for r in recs if r["lang"] == lang]
            print("%-9s %6d %5.1f%% %6d %7d" % (lang, len(rs), 100 * len(rs) / max(n, 1),
                                               sum(len(r["spans"]) for r in rs),
                                               sum(len(r["decoys"]) for r in rs)))
        print("\n%-14s %6s %6s %6s %6s %7s" % ("type", "en", "zh", "mixed", "spans", "texts"))
        for t in TYPES:
            c = collections.Counter(r["lang"] for r in recs for sp in r["spans"] if sp["type"] == t)
            print("%-14s %6d %6d %6d %6d %7d" % (t, c["en"], c["zh"], c["mixed"], sum(c.values()),
                                                texts_per_type[t]))
        dk = collections.Counter(d["kind"] for r in recs for d in r["decoys"])
        print("\ndecoy kinds (%d):" % len(dk))
        for k, c in sorted(dk.items(), key=lambda x: (-x[1], x[0])):
            print("  %-28s %d" % (k, c))
        tk = collections.Counter(r["kind"] for r in recs)
        print("\ntext kinds (%d):" % len(tk))
        for k, c in sorted(tk.items(), key=lambda x: (-x[1], x[0])):
            print("  %-28s %d" % (k, c))
        print("\ntexts without spans: %s" % ", ".join(empty))
        print()
    for p in problems:
        print("PROBLEM", p)
    print("check_blind: %d problems" % len(problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
