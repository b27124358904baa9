#!/usr/bin/env python3
"""Validate corpus.jsonl of blind43.  `-v` prints count tables.  Exit status 1 on any error."""
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

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]

errors = []
warnings = []


def err(rid, msg):
    errors.append("%s: %s" % (rid, msg))


def isw(c):
    return c.isascii() and (c.isalnum() or c == "_")


# ------------------------------------------------------------------ dates
MONTHS = {m: i for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct",
                                      "nov", "dec"], 1)}
ZH_NUM = {"零": 0, "〇": 0, "○": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
          "八": 8, "九": 9}


def zh_small(s):
    """十二 -> 12, 三十一 -> 31, 七 -> 7."""
    if not s:
        return None
    if "十" in s:
        a, _, b = s.partition("十")
        return (ZH_NUM.get(a, 1) if a else 1) * 10 + (ZH_NUM[b] if b else 0)
    if all(c in ZH_NUM for c in s):
        return int("".join(str(ZH_NUM[c]) for c in s))
    return None


def parse_dates(v):
    """All calendar dates a DOB string can mean (a set; ambiguous d/m gives two)."""
    out = set()
    s = v.strip()

    def add(y, m, d):
        try:
            y = int(y)
            if y < 100:
                y += 1900 if y > 25 else 2000
            out.add(datetime.date(y, int(m), int(d)))
        except (ValueError, TypeError):
            pass

    for m in re.finditer(r"(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})", s):
        add(*m.groups())
    for m in re.finditer(r"(?<!\d)(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4}|\d{2})(?!\d)", s):
        a, b, y = m.groups()
        add(y, b, a)
        add(y, a, b)
    for m in re.finditer(r"(?<!\d)(\d{4})(\d{2})(\d{2})(?!\d)", s):
        add(*m.groups())
    for m in re.finditer(r"(\d{1,2})(?:st|nd|rd|th)?(?: of)?\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})", s):
        mo = MONTHS.get(m.group(2)[:3].lower())
        if mo:
            add(m.group(3), mo, m.group(1))
    for m in re.finditer(r"([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})", s):
        mo = MONTHS.get(m.group(1)[:3].lower())
        if mo:
            add(m.group(3), mo, m.group(2))
    m = re.search(r"([零〇○一二三四五六七八九]{4})年([一二三四五六七八九十]{1,3})月([一二三四五六七八九十]{1,3})[日号]", s)
    if m:
        y = int("".join(str(ZH_NUM[c]) for c in m.group(1)))
        add(y, zh_small(m.group(2)), zh_small(m.group(3)))
    return out


# ------------------------------------------------------------------ per-type shape checks
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]


def ip_is_span(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return False
    if any(ip in n for n in DOC_NETS if n.version == ip.version):
        return False
    return not (ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local or
                (ip.version == 4 and ip.is_reserved))


ZH_DIG = "零〇一二三四五六七八九幺两"
EN_NUMW = r"\b(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b"
CURRENCY = re.compile(r"[£$€¥￥₹]|元|块|圆|英镑|美元|欧元|港币|港元|人民币|镑|"
                      r"\b(?:GBP|USD|EUR|CNY|RMB|HKD|SGD|AUD|CAD|INR|PLN|SEK|CHF|NTD|RM|MYR)\b|"
                      r"\b(?:pounds?|quid|dollars?|euros?|rupees?|grand|pence|p)\b", re.I)
TITLE_RE = re.compile(r"^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Nurse|Sister|Rev|Matron|Midwife)\b\.?", re.I)
EN_KIN = {"mum", "mom", "mother", "dad", "father", "nan", "nana", "nanna", "grandma", "grandad", "grandpa",
          "granny", "gran", "auntie", "aunt", "uncle", "husband", "wife", "daughter", "son", "hubby"}
ZH_KIN = ["妈妈", "爸爸", "奶奶", "爷爷", "外婆", "外公", "姥姥", "姥爷", "哥哥", "姐姐", "弟弟", "妹妹", "儿子",
          "女儿", "老公", "老婆", "表姐", "表哥", "表妹", "表弟", "舅舅", "姑姑", "叔叔", "婶婶", "嫂子", "阿姨",
          "孙子", "孙女", "妈咪", "爹地", "岳母", "婆婆", "媳妇", "女婿", "老伴", "母亲", "父亲", "老妈", "老爸", "宝宝"]
ZH_ROLE = ["财务", "前台", "客服", "护工", "司机", "药师", "会计", "同事", "主管", "保安", "家属", "配送员", "快递"]


def shape_ok(t, v):
    if t in ("CARD", "IBAN", "SSN", "IDCARD", "NATIONAL_ID", "PASSPORT", "APIKEY", "SECRET"):
        return V.validate(t, v)
    if t == "CVV":
        return bool(re.fullmatch(r"\d{3,4}", v))
    if t == "EMAIL":
        return bool(re.fullmatch(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+", v))
    if t == "IP_ADDRESS":
        return ip_is_span(v)
    if t == "PHONE":
        if re.search(r"[*•]", v):
            return False
        n = sum(c.isdigit() for c in v) + sum(c in ZH_DIG for c in v)
        n += len(re.findall(EN_NUMW, v, re.I))
        n += len(re.findall(r"\b(?:double|treble|triple)\b", v, re.I))
        return n >= 7
    if t == "AMOUNT":
        return bool(CURRENCY.search(v)) and bool(re.search(r"\d|[一二三四五六七八九十百千万两]|"
                                                          r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|"
                                                          r"twenty|thirty|forty|fifty|hundred|thousand|grand)\b", v, re.I))
    if t == "ADDRESS":
        return bool(re.search(r"\d|[一二三四五六七八九十]+号", v))
    if t == "DATE_OF_BIRTH":
        return bool(parse_dates(v)) or bool(re.search(
            r"\b(?:nineteen|twenty|two thousand)\b|[零〇一二三四五六七八九]{4}年|\b(?:19|20)\d\d\b", v, re.I))
    if t == "PERSON":
        return "@" not in v and not re.search(r"[*•]", v)
    if t == "PASSWORD":
        return len(v) >= 3
    return True


# ------------------------------------------------------------------ main
def main():
    verbose = "-v" in sys.argv
    if not V.selftest():
        errors.append("values.selftest() failed")
    path = os.path.join(HERE, "corpus.jsonl")
    docs = [json.loads(l) for l in open(path, encoding="utf-8")]
    ids = set()
    span_vals = collections.defaultdict(set)    # value -> types
    decoy_vals = collections.defaultdict(set)   # value -> kinds
    for d in docs:
        rid, text = d["id"], d["text"]
        if rid in ids:
            err(rid, "duplicate id")
        ids.add(rid)
        if not re.fullmatch(r"c43-(en|zh|mixed)-\d{3}", rid) or d["lang"] not in rid:
            err(rid, "bad id/lang")
        items = [("S", s["type"], s) for s in d["spans"]] + [("D", s["kind"], s) for s in d["decoys"]]
        for tag, lab, s in items:
            a, b, v = s["start"], s["end"], s["value"]
            if text[a:b] != v:
                err(rid, "offset mismatch %r" % v)
            if v != v.strip():
                err(rid, "whitespace at edge %r" % v)
            if a > 0 and isw(text[a - 1]) and isw(text[a]):
                err(rid, "%s edge inside word at start: %r (...%r)" % (lab, v, text[max(0, a - 10):a]))
            if b < len(text) and isw(text[b - 1]) and isw(text[b]):
                err(rid, "%s edge inside word at end: %r (%r...)" % (lab, v, text[b:b + 10]))
        iv = sorted((s["start"], s["end"], s.get("type") or s.get("kind"), s["value"]) for _, _, s in items)
        for x, y in zip(iv, iv[1:]):
            if y[0] < x[1]:
                err(rid, "overlap %r / %r" % (x[3], y[3]))
        # shapes
        for s in d["spans"]:
            t, v = s["type"], s["value"]
            if t not in TYPES:
                err(rid, "unknown type %s" % t)
            elif not shape_ok(t, v):
                err(rid, "bad %s shape/check: %r" % (t, v))
            span_vals[v].add(t)
        for s in d["decoys"]:
            decoy_vals[s["value"]].add(s["kind"])
            k, v = s["kind"], s["value"]
            try:
                ipaddress.ip_address(v)
                if ip_is_span(v):
                    err(rid, "decoy %s %r is a real host IP" % (k, v))
            except ValueError:
                pass
            if "masked" in k and not re.search(r"[*•xX#]", v):
                err(rid, "masked decoy without mask %r" % v)
            if not k:
                err(rid, "decoy without kind")
        # CVV next to a card
        cards = [s for s in d["spans"] if s["type"] == "CARD"]
        for s in d["spans"]:
            if s["type"] == "CVV":
                if not cards:
                    err(rid, "CVV without CARD")
                elif min(min(abs(s["start"] - c["end"]), abs(c["start"] - s["end"])) for c in cards) > 160:
                    err(rid, "CVV %r far from any CARD" % s["value"])
        # ID birth dates vs DOBs in the same text
        dobs = set()
        for s in d["spans"]:
            if s["type"] == "DATE_OF_BIRTH":
                dobs |= parse_dates(s["value"])
        for s in d["spans"]:
            if s["type"] == "IDCARD" and dobs:
                if V.idcard_birth(s["value"]) not in dobs:
                    err(rid, "IDCARD %s birth %s not among DOBs %s" % (s["value"], V.idcard_birth(s["value"]), sorted(dobs)))
            if s["type"] == "NATIONAL_ID" and dobs:
                b = V.nid_birth(s["value"])
                if b is not None and b not in dobs:
                    err(rid, "NATIONAL_ID %s birth %s not among DOBs" % (s["value"], b))
        # PERSON conventions
        for s in d["spans"]:
            if s["type"] != "PERSON":
                continue
            v = s["value"]
            if TITLE_RE.match(v):
                err(rid, "title inside PERSON %r" % v)
            if any(w.lower() in EN_KIN for w in re.findall(r"[A-Za-z]+", v)):
                err(rid, "kinship word inside PERSON %r" % v)
            if any(k in v for k in ZH_KIN):
                err(rid, "kinship word inside PERSON %r" % v)
            if any(v.startswith(r) for r in ZH_ROLE):
                err(rid, "role word inside PERSON %r" % v)
        # every occurrence of a tagged string is tagged
        covered = [(s["start"], s["end"], s["type"]) for s in d["spans"]]
        cover_any = covered + [(s["start"], s["end"], "D") for s in d["decoys"]]
        for s in d["spans"]:
            v = s["value"]
            if len(v) < 2:
                continue
            for m in re.finditer(re.escape(v), text):
                a, b = m.start(), m.end()
                if (a > 0 and isw(text[a - 1]) and isw(text[a])) or (b < len(text) and isw(text[b - 1]) and isw(text[b])):
                    continue
                if any(x == a and y == b and t == s["type"] for x, y, t in covered):
                    continue
                if any(x <= a and b <= y and (x, y) != (a, b) for x, y, _ in cover_any):
                    continue
                err(rid, "untagged repeat of %s %r at %d" % (s["type"], v, a))
        # name parts of multi-word PERSON spans that appear on their own untagged (warning only)
        for s in d["spans"]:
            if s["type"] != "PERSON":
                continue
            for tok in re.findall(r"[A-Z][a-z'\u00e0-\u00ff]{2,}", s["value"]):
                for m in re.finditer(r"(?<![A-Za-z])%s(?![A-Za-z])" % re.escape(tok), text):
                    a, b = m.start(), m.end()
                    if not any(x <= a and b <= y for x, y, _ in cover_any):
                        warnings.append("%s: name part %r of %r untagged at %d" % (rid, tok, s["value"], a))
        if "$" in text and re.search(r"\$[a-z][a-z0-9_]*_?\d", text):
            err(rid, "unresolved $name? %r" % re.search(r"\$[a-z][a-z0-9_]*\d", text).group(0))
    # corpus-wide consistency
    for v, ts in span_vals.items():
        if len(ts) > 1:
            errors.append("corpus: %r tagged as %s" % (v, sorted(ts)))
        if v in decoy_vals:
            errors.append("corpus: %r is both span %s and decoy %s" % (v, sorted(ts), sorted(decoy_vals[v])))

    # size and mix rules
    n = len(docs)
    nspans = sum(len(d["spans"]) for d in docs)
    ndecoys = sum(len(d["decoys"]) for d in docs)
    by_lang = collections.Counter(d["lang"] for d in docs)
    if not 180 <= n <= 195:
        errors.append("size: %d texts (want 180-195)" % n)
    if not 1100 <= nspans <= 1300:
        errors.append("size: %d spans (want 1100-1300)" % nspans)
    for lang, want in (("en", .45), ("zh", .35), ("mixed", .20)):
        share = by_lang[lang] / max(n, 1)
        if abs(share - want) > 0.05:
            errors.append("mix: %s is %.1f%% (want about %d%%)" % (lang, 100 * share, 100 * want))
    texts_per_type = collections.Counter()
    for d in docs:
        for t in {s["type"] for s in d["spans"]}:
            texts_per_type[t] += 1
    for t in TYPES:
        if texts_per_type[t] < 4:
            errors.append("coverage: %s in %d texts (want >= 4)" % (t, texts_per_type[t]))
    if ndecoys < 2.5 * n:
        errors.append("decoys: %d for %d texts (want >= 2.5 per text)" % (ndecoys, n))
    empty = sum(1 for d in docs if not d["spans"])
    if not 3 <= empty <= 8:
        errors.append("empty texts: %d (want 3-8)" % empty)
    kinds = {d["kind"] for d in docs}
    dkinds = {s["kind"] for d in docs for s in d["decoys"]}
    if len(kinds) < 60:
        errors.append("text kinds: %d (want >= 60)" % len(kinds))
    if len(dkinds) < 60:
        errors.append("decoy kinds: %d (want >= 60)" % len(dkinds))

    if verbose:
        per = collections.defaultdict(collections.Counter)
        for d in docs:
            for s in d["spans"]:
                per[s["type"]][d["lang"]] += 1
        print("%-14s %6s %6s %6s %6s %7s" % ("type", "en", "zh", "mixed", "spans", "texts"))
        for t in TYPES:
            c = per[t]
            print("%-14s %6d %6d %6d %6d %7d" % (t, c["en"], c["zh"], c["mixed"], sum(c.values()), texts_per_type[t]))
        tot = collections.Counter()
        for d in docs:
            tot[d["lang"]] += len(d["spans"])
        print("%-14s %6d %6d %6d %6d" % ("TOTAL", tot["en"], tot["zh"], tot["mixed"], nspans))
        print()
        print("texts: %d (en %d / zh %d / mixed %d = %.0f%% / %.0f%% / %.0f%%)" % (
            n, by_lang["en"], by_lang["zh"], by_lang["mixed"], 100 * by_lang["en"] / n,
            100 * by_lang["zh"] / n, 100 * by_lang["mixed"] / n))
        dl = collections.Counter()
        for d in docs:
            dl[d["lang"]] += len(d["decoys"])
        print("decoys: %d (%.2f per text; en %d / zh %d / mixed %d), decoy kinds: %d" % (
            ndecoys, ndecoys / n, dl["en"], dl["zh"], dl["mixed"], len(dkinds)))
        print("texts without spans: %d; text kinds: %d" % (empty, len(kinds)))
        print()
        dk = collections.Counter(s["kind"] for d in docs for s in d["decoys"])
        print("decoy kinds:", ", ".join("%s %d" % kv for kv in sorted(dk.items())))
        print()
        tk = collections.Counter(d["kind"] for d in docs)
        print("text kinds:", ", ".join("%s %d" % kv for kv in sorted(tk.items())))
        print()
    for w in sorted(set(warnings)):
        print("WARN", w)
    if errors:
        for e in errors:
            print("ERROR", e)
        print("%d error(s)" % len(errors))
        sys.exit(1)
    print("check_blind: OK (%d texts, %d spans, %d decoys)" % (n, nspans, ndecoys))


if __name__ == "__main__":
    main()
