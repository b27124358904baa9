#!/usr/bin/env python3
"""Validate corpus.jsonl.

    python3 check_blind.py            check, print errors and a summary
    python3 check_blind.py -v         also print tables
    python3 check_blind.py --partial  skip the size-and-mix rules (while writing)
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

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL",
         "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT",
         "NATIONAL_ID", "AMOUNT"]
LANGS = ["en", "zh", "mixed"]

VALUE_META = {v: V.META[k] for k, v in V.VALUES.items()}

DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
CGNAT = ipaddress.ip_network("100.64.0.0/10")

EN_TITLES = {"mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sir", "dame", "lady", "lord", "rev",
             "revd", "fr", "father", "pastor", "rabbi", "imam", "canon", "sister", "brother",
             "cllr", "coach", "pc", "sgt", "insp", "deacon", "deaconess", "elder", "bishop", "vicar", "captain", "treasurer", "secretary", "chair", "auntie", "uncle"}
EN_KIN = {"mum", "mom", "dad", "mother", "brother", "sister", "uncle", "aunt", "auntie", "nan",
          "nana", "gran", "granny", "grandma", "grandpa", "grandad", "cousin", "wife", "husband",
          "son", "daughter", "niece", "nephew"}
ZH_KIN = ["爸爸", "妈妈", "哥哥", "姐姐", "弟弟", "妹妹", "表姐", "表哥", "表妹", "表弟", "堂哥",
          "堂姐", "舅舅", "叔叔", "阿姨", "姑姑", "姨妈", "奶奶", "爷爷", "外婆", "外公", "姥姥",
          "老公", "老婆", "儿子", "女儿", "媳妇", "岳父", "岳母", "婆婆", "舅妈", "婶婶", "嫂子"]
ZH_ROLE = ["财务", "会计", "出纳", "秘书", "前台", "保安", "管理员", "物业", "司机", "家长"]

CURRENCY = re.compile(r"[£$€¥￥₹元块圆]|\b(RMB|CNY|USD|EUR|GBP|HKD|SGD|AUD|CAD|CHF|PLN|INR|"
                      r"pounds?|quid|dollars?|bucks|euros?|rupees?|zloty|francs?)\b|"
                      r"英镑|美元|欧元|港币|人民币|镑|刀|蚊", re.I)
NUMWORD = re.compile(r"\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                     r"twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|"
                     r"grand|k)\b|[一二两三四五六七八九十百千万]", re.I)
DIGWORD = re.compile(r"\b(zero|oh|o|one|two|three|four|five|six|seven|eight|nine|double|triple)\b"
                     r"|[零〇一二三四五六七八九幺两]", re.I)
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]


def is_ascii_alnum(c):
    return c.isascii() and c.isalnum()


def parse_dob(s):
    s = s.strip()
    m = re.fullmatch(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})", s)
    if m:
        return (int(m.group(1)), int(m.group(2)), int(m.group(3)))
    m = re.fullmatch(r"(\d{4})年(\d{1,2})月(\d{1,2})[日号]?", s)
    if m:
        return (int(m.group(1)), int(m.group(2)), int(m.group(3)))
    m = re.fullmatch(r"(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})", s)
    if m:
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        if V.valid_date(y, b, a):
            return (y, b, a)
        return (y, a, b)  # US month/day/year
    m = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)? ([A-Za-z]{3})[a-z]*\.? (\d{4})", s)
    if m and m.group(2).lower() in MONTHS:
        return (int(m.group(3)), MONTHS.index(m.group(2).lower()) + 1, int(m.group(1)))
    m = re.fullmatch(r"([A-Za-z]{3})[a-z]*\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})", s)
    if m and m.group(1).lower() in MONTHS:
        return (int(m.group(3)), MONTHS.index(m.group(1).lower()) + 1, int(m.group(2)))
    m = re.fullmatch(r"(\d{4})(\d{2})(\d{2})", s)
    if m:
        return (int(m.group(1)), int(m.group(2)), int(m.group(3)))
    return None


def check_value(t, v, rec, errs):
    """Shape and check-digit rules per type."""
    def bad(msg):
        errs.append("%s %s %r: %s" % (rec["id"], t, v, msg))
    if v != v.strip() or not v:
        bad("leading/trailing whitespace")
    if re.search(r"\*{2,}|•{2,}", v):
        bad("masked value labelled as span")
    meta = VALUE_META.get(v)
    if meta and meta[0] not in (t, "DECOY"):
        bad("generated as %s" % meta[0])
    if meta and meta[0] == "DECOY":
        bad("generated as a decoy value")
    if t == "PERSON":
        toks = [x.strip(".,").lower() for x in v.split()]
        if toks and toks[0] in EN_TITLES:
            bad("title inside PERSON")
        if any(x in EN_KIN for x in toks):
            bad("kinship word inside PERSON")
        if any(k in v for k in ZH_KIN):
            bad("kinship word inside PERSON")
        if any(k in v for k in ZH_ROLE):
            bad("role word inside PERSON")
    elif t == "EMAIL":
        if not re.fullmatch(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}", v):
            bad("not an e-mail")
    elif t == "PHONE":
        nd = sum(c.isdigit() for c in v)
        nw = len(DIGWORD.findall(v))
        if not (nd >= 7 or nw >= 7 or (nd >= 5 and v.isdigit())):
            bad("too few digits")
    elif t == "ADDRESS":
        if not re.search(r"\d|[一二三四五六七八九十]+号", v) or len(v) < 8:
            bad("address without number")
    elif t == "DATE_OF_BIRTH":
        if not (re.search(r"\d", v) or re.search(r"[一二三四五六七八九十〇零]", v)):
            bad("no date")
        p = parse_dob(v)
        if p and not V.valid_date(*p):
            bad("invalid date")
    elif t == "IP_ADDRESS":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            bad("not an IP")
            return
        if any(ip in n for n in DOC_NETS if n.version == ip.version):
            bad("documentation range")
        elif ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local:
            bad("loopback/unspecified/multicast/link-local")
        elif not (ip.is_private or ip.is_global or (ip.version == 4 and ip in CGNAT)):
            bad("reserved range")
    elif t == "MEDICAL":
        if len(v) < 2:
            bad("too short")
    elif t == "PASSWORD":
        if len(v) < 4:
            bad("too short")
    elif t == "APIKEY":
        fmts = [k for k, p in V.SHAPES.items() if k in APIKEY_FMTS and re.fullmatch(p, v)]
        if not fmts and not V.VALIDATORS["jwt"](v):
            bad("no vendor key shape")
    elif t == "SECRET":
        if meta is None and len(v) < 6:
            bad("hand-typed secret too short")
        if meta is not None and not V.VALIDATORS[meta[1]](v):
            bad("secret shape")
    elif t == "CARD":
        if not V.card_ok(v):
            bad("Luhn/shape")
    elif t == "CVV":
        if not re.fullmatch(r"\d{3,4}", v):
            bad("CVV shape")
        if not any(s["type"] == "CARD" for s in rec["spans"]):
            bad("CVV without CARD in text")
    elif t == "IBAN":
        if not V.iban_ok(v):
            bad("mod-97/length")
    elif t == "SSN":
        if not V.ssn_ok(v):
            bad("SSN rules")
    elif t == "IDCARD":
        if not V.idcard_ok(v):
            bad("GB 11643")
    elif t == "PASSPORT":
        if not V.passport_ok(v):
            bad("passport shape")
    elif t == "NATIONAL_ID":
        if not meta:
            bad("national id not generated in values.py")
        elif not V.VALIDATORS[meta[1]](v):
            bad("check digit (%s)" % meta[1])
    elif t == "AMOUNT":
        if not CURRENCY.search(v):
            bad("no currency in span")
        if not (re.search(r"\d", v) or NUMWORD.search(v)):
            bad("no number in span")
    else:
        bad("unknown type")


APIKEY_FMTS = {V.META[k][1] for k in V.META if V.META[k][0] == "APIKEY"}


def birth_of(t, v):
    if t == "IDCARD":
        return V.idcard_birth(v)
    meta = VALUE_META.get(v)
    if t == "NATIONAL_ID" and meta and meta[1] in V.BIRTH:
        return V.BIRTH[meta[1]](v)
    return None


def check_record(rec, errs):
    text = rec["text"]
    rid = rec["id"]
    if rec["lang"] not in LANGS:
        errs.append("%s: bad lang" % rid)
    items = [("S", s["type"], s) for s in rec["spans"]] + [("D", d["kind"], d) for d in rec["decoys"]]
    for which, lab, it in items:
        s, e, v = it["start"], it["end"], it["value"]
        if text[s:e] != v:
            errs.append("%s: offset mismatch for %r" % (rid, v))
            continue
        if s > 0 and is_ascii_alnum(text[s - 1]) and is_ascii_alnum(text[s]):
            errs.append("%s: %s %r starts inside an ASCII word" % (rid, lab, v))
        if e < len(text) and is_ascii_alnum(text[e - 1]) and is_ascii_alnum(text[e]):
            errs.append("%s: %s %r ends inside an ASCII word" % (rid, lab, v))
        if which == "D":
            if not lab or lab != lab.strip():
                errs.append("%s: empty decoy kind" % rid)
            if v != v.strip() or not v:
                errs.append("%s: decoy %r whitespace" % (rid, v))
            if "ip" in lab.split("_"):
                try:
                    ip = ipaddress.ip_address(v)
                except ValueError:
                    ip = None
                if ip is not None and not (
                        any(ip in n for n in DOC_NETS if n.version == ip.version)
                        or ip.is_loopback or ip.is_unspecified or ip.is_link_local
                        or ip.is_multicast or str(ip).startswith(("0.", "255."))):
                    errs.append("%s: decoy IP %r is a real host range" % (rid, v))
    ordered = sorted(items, key=lambda x: (x[2]["start"], x[2]["end"]))
    for a, b in zip(ordered, ordered[1:]):
        if b[2]["start"] < a[2]["end"]:
            errs.append("%s: overlap %r / %r" % (rid, a[2]["value"], b[2]["value"]))
    for s in rec["spans"]:
        check_value(s["type"], s["value"], rec, errs)
    # every occurrence of a tagged string is tagged
    for s in rec["spans"]:
        v = s["value"]
        for m in re.finditer(re.escape(v), text):
            a, b = m.start(), m.end()
            if is_ascii_alnum(v[0]) and a > 0 and is_ascii_alnum(text[a - 1]):
                continue
            if is_ascii_alnum(v[-1]) and b < len(text) and is_ascii_alnum(text[b]):
                continue
            if not any(x["start"] <= a and b <= x["end"] for x in rec["spans"]):
                errs.append("%s: untagged occurrence of %s %r at %d" % (rid, s["type"], v, a))
            if any(x["start"] <= a and b <= x["end"] for x in rec["decoys"]):
                errs.append("%s: %r occurs inside a decoy" % (rid, v))
    # titles outside PERSON but attached: fine. Birth dates vs IDs
    dobs = [s for s in rec["spans"] if s["type"] == "DATE_OF_BIRTH"]
    for s in rec["spans"]:
        b = birth_of(s["type"], s["value"])
        if b is None or not dobs:
            continue
        line = text.count("\n", 0, s["start"])
        same = [d for d in dobs if text.count("\n", 0, d["start"]) == line]
        cands = [parse_dob(d["value"]) for d in (same or dobs)]
        cands = [c for c in cands if c]
        if cands and tuple(b) not in [tuple(c) for c in cands]:
            errs.append("%s: %s %r birth %s disagrees with DOB %s" % (
                rid, s["type"], s["value"], b, [d["value"] for d in (same or dobs)]))


def main():
    verbose = "-v" in sys.argv
    partial = "--partial" in sys.argv
    path = os.path.join(HERE, "corpus.jsonl")
    recs = [json.loads(l) for l in open(path, encoding="utf-8") if l.strip()]
    errs, warns = [], []
    ids = [r["id"] for r in recs]
    if len(ids) != len(set(ids)):
        errs.append("duplicate ids")
    for r in recs:
        check_record(r, errs)
    # global consistency
    span_types = collections.defaultdict(set)
    decoy_vals = collections.defaultdict(set)
    for r in recs:
        for s in r["spans"]:
            span_types[s["value"]].add(s["type"])
        for d in r["decoys"]:
            decoy_vals[d["value"]].add(r["id"])
    for v, ts in span_types.items():
        if len(ts) > 1:
            errs.append("value %r labelled as %s" % (v, sorted(ts)))
        if v in decoy_vals:
            errs.append("value %r is both span and decoy (%s)" % (v, sorted(decoy_vals[v])[:3]))
    # counts
    n = len(recs)
    nspans = sum(len(r["spans"]) for r in recs)
    ndec = sum(len(r["decoys"]) for r in recs)
    by_lang = collections.Counter(r["lang"] for r in recs)
    texts_per_type = collections.Counter()
    spans_type_lang = collections.defaultdict(collections.Counter)
    for r in recs:
        for t in {s["type"] for s in r["spans"]}:
            texts_per_type[t] += 1
        for s in r["spans"]:
            spans_type_lang[s["type"]][r["lang"]] += 1
    empty = [r["id"] for r in recs if not r["spans"]]
    text_kinds = {r["kind"] for r in recs}
    decoy_kinds = collections.Counter(d["kind"] for r in recs for d in r["decoys"])
    if not partial:
        if not 180 <= n <= 195:
            errs.append("size: %d texts (want 180-195)" % n)
        if not 1100 <= nspans <= 1300:
            errs.append("size: %d spans (want 1100-1300)" % nspans)
        for lang, want in (("en", .45), ("zh", .35), ("mixed", .20)):
            share = by_lang[lang] / max(n, 1)
            if abs(share - want) > 0.04:
                errs.append("mix: %s is %.1f%% (want about %d%%)" % (lang, share * 100, want * 100))
        for t in TYPES:
            if texts_per_type[t] < 4:
                errs.append("type %s in only %d texts" % (t, texts_per_type[t]))
        if ndec < 2.5 * n:
            errs.append("decoys: %d (< 2.5 per text)" % ndec)
        if not 3 <= len(empty) <= 8:
            errs.append("texts without spans: %d (want 3-8)" % len(empty))
        if len(text_kinds) < 60:
            errs.append("text kinds: %d (< 60)" % len(text_kinds))
        if len(decoy_kinds) < 60:
            errs.append("decoy kinds: %d (< 60)" % len(decoy_kinds))
    if verbose:
        print("%-14s %6s %6s %6s %6s %6s" % ("type", "en", "zh", "mixed", "spans", "texts"))
        for t in TYPES:
            c = spans_type_lang[t]
            print("%-14s %6d %6d %6d %6d %6d" % (t, c["en"], c["zh"], c["mixed"], sum(c.values()), texts_per_type[t]))
        tot = collections.Counter()
        for r in recs:
            tot[r["lang"]] += len(r["spans"])
        print("%-14s %6d %6d %6d %6d" % ("TOTAL", tot["en"], tot["zh"], tot["mixed"], nspans))
        print()
        print("%-8s %6s %6s %6s %8s" % ("lang", "texts", "share", "spans", "decoys"))
        for lang in LANGS:
            rs = [r for r in recs if r["lang"] == lang]
            print("%-8s %6d %5.1f%% %6d %8d" % (lang, len(rs), 100 * len(rs) / max(n, 1),
                                               sum(len(r["spans"]) for r in rs), sum(len(r["decoys"]) for r in rs)))
        print()
        print("text kinds (%d):" % len(text_kinds), ", ".join(sorted(text_kinds)))
        print()
        print("decoy kinds (%d):" % len(decoy_kinds), ", ".join("%s=%d" % kv for kv in sorted(decoy_kinds.items())))
        print()
        print("texts without spans (%d):" % len(empty), ", ".join(empty))
        print()
    for e in errs:
        print("ERROR", e)
    print("%d texts (en %d, zh %d, mixed %d), %d spans, %d decoys (%.2f/text), %d text kinds, "
          "%d decoy kinds, %d without spans: %s" % (
              n, by_lang["en"], by_lang["zh"], by_lang["mixed"], nspans, ndec, ndec / max(n, 1),
              len(text_kinds), len(decoy_kinds), len(empty), "OK" if not errs else "%d errors" % len(errs)))
    sys.exit(1 if errs else 0)


if __name__ == "__main__":
    main()
