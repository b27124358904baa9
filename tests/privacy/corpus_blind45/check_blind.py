#!/usr/bin/env python3
"""Validate corpus.jsonl of the blind45 corpus.   python3 check_blind.py [-v]"""
import collections
import datetime
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import values as V  # noqa: E402  (validators; themselves checked against reference values in selftest)

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
LANGS = ["en", "zh", "mixed"]
CJK = re.compile(r"[\u3400-\u9fff]")

DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]

EN_TITLES = {"mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sir", "dame", "rev", "revd", "fr",
             "officer", "agent", "detective", "inspector", "sgt", "judge", "nurse", "dc", "ds", "pc"}
EN_KIN = {"aunt", "auntie", "aunty", "uncle", "nan", "nana", "nanna", "gran", "granny", "grandma",
          "grandad", "granddad", "grandpa", "mum", "mom", "mother", "dad", "father", "cousin",
          "brother", "sister", "son", "daughter", "wife", "husband", "bro", "sis", "hubby"}
ZH_KIN = ["妈", "爸", "爷", "奶", "姥", "舅", "姨", "叔", "婶", "姑", "表姐", "表哥", "表弟", "表妹", "堂",
          "哥哥", "姐姐", "弟弟", "妹妹", "儿子", "女儿", "老公", "老婆", "外婆", "外公", "岳", "婆婆",
          "公公", "侄", "甥", "孙子", "孙女", "母亲", "父亲"]
ZH_ROLE_PREFIX = ["财务", "会计", "出纳", "律师", "经理", "老板", "师傅", "医生", "护士", "客服", "前台",
                  "助理", "主管", "社长", "总监", "法务", "专员", "先生", "女士"]

CURRENCY = re.compile(
    r"[£$€¥₩₹元块圆镑]|\b(GBP|USD|EUR|RMB|CNY|HKD|SGD|MYR|AUD|CAD|CHF|PLN|TWD|RM|quid|grand|"
    r"pounds?|dollars?|euros?|bucks|pence|ringgit)\b|人民币|美元|欧元|港币|英镑|新台币|令吉|港元|新币|块钱")
NUM_WORDS = re.compile(r"\b(zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                       r"thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|"
                       r"forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|double|triple|treble|"
                       r"grand|k)\b", re.I)
ZH_NUM = "零〇一二三四五六七八九十百千万幺两壹贰叁肆伍陆柒捌玖拾佰仟"
MONTHS = {m: i for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september",
     "october", "november", "december"], 1)}
MONTHS.update({k[:3]: v for k, v in list(MONTHS.items())})
MONTHS["sept"] = 9


def is_word(c):
    return c.isascii() and c.isalnum()


def mkdate(y, m, d):
    try:
        return datetime.date(y, m, d)
    except ValueError:
        return None


def zh_num(s):
    digits = {c: i for i, c in enumerate("〇一二三四五六七八九")}
    digits["零"] = 0
    if all(c in digits for c in s):
        return int("".join(str(digits[c]) for c in s))
    total = 0
    if "十" in s:
        a, _, b = s.partition("十")
        total = (digits[a] if a else 1) * 10 + (digits[b] if b else 0)
        return total
    return digits.get(s)


def parse_dob(v):
    out = set()
    s = v.strip()
    for m in re.finditer(r"(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})", s):
        out.add(mkdate(int(m.group(1)), int(m.group(2)), int(m.group(3))))
    for m in re.finditer(r"(?<!\d)(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?!\d)", s):
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        if y < 100:
            y += 1900
        out.add(mkdate(y, b, a))
        out.add(mkdate(y, a, b))
    for m in re.finditer(r"(?<!\d)(\d{8})(?!\d)", s):
        d = m.group(1)
        out.add(mkdate(int(d[:4]), int(d[4:6]), int(d[6:])))
    low = s.lower()
    for m in re.finditer(r"(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?\s+([a-z]+)\.?,?\s+(\d{4})", low):
        if m.group(2) in MONTHS:
            out.add(mkdate(int(m.group(3)), MONTHS[m.group(2)], int(m.group(1))))
    for m in re.finditer(r"([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})", low):
        if m.group(1) in MONTHS:
            out.add(mkdate(int(m.group(3)), MONTHS[m.group(1)], int(m.group(2))))
    m = re.search(r"([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]{1,3})月([一二三四五六七八九十]{1,3})日?", s)
    if m:
        out.add(mkdate(zh_num(m.group(1)), zh_num(m.group(2)), zh_num(m.group(3))))
    out.discard(None)
    return out


def phone_ok(v):
    n = sum(c.isdigit() for c in v) + sum(c in ZH_NUM for c in v) + len(NUM_WORDS.findall(v))
    return n >= 5 and not re.search(r"[*•]", v)


def national_ok(v):
    return any(fn(v) for fn in V.NATIONAL_VALIDATORS.values())


def secret_ok(v):
    if V.secret_ok(v):
        return True
    if "\n" in v:
        return False
    if re.fullmatch(r"[A-Za-z0-9]{4,5}(-[A-Za-z0-9]{4,5})+(\s+[A-Za-z0-9]{4,5}(-[A-Za-z0-9]{4,5})+)*", v):
        return True    # recovery codes
    return len(v) >= 6 and not re.search(r"\s", v)


def person_problems(v):
    p = []
    toks = [t.lower().rstrip(".") for t in re.split(r"[\s,]+", v) if t]
    if toks and toks[0] in EN_TITLES:
        p.append("title inside PERSON")
    words = {w.lower() for w in re.findall(r"[A-Za-z]+", v)}
    if words & EN_KIN:
        p.append(f"kinship word inside PERSON: {words & EN_KIN}")
    for k in ZH_KIN:
        if k in v:
            p.append(f"kinship word {k} inside PERSON")
    for r in ZH_ROLE_PREFIX:
        if v.startswith(r):
            p.append(f"role word {r} at start of PERSON")
    if "@" in v:
        p.append("@ inside PERSON")
    return p


def type_problems(sp, rec):
    t, v = sp["type"], sp["value"]
    if v != v.strip():
        return ["leading/trailing whitespace"]
    if t == "PERSON":
        return person_problems(v)
    if t == "EMAIL":
        return [] if re.fullmatch(r"[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}", v) else ["bad email"]
    if t == "PHONE":
        return [] if phone_ok(v) else ["phone needs >=5 digits and no mask"]
    if t == "ADDRESS":
        ok = len(v) >= 10 and (re.search(r"\d", v) or re.search(r"[号路街室栋弄村巷]", v))
        return [] if ok else ["address too short / no number"]
    if t == "DATE_OF_BIRTH":
        ok = re.search(r"\d", v) or re.search(r"[年月]", v) or any(m in v.lower() for m in MONTHS)
        return [] if ok else ["DOB without date"]
    if t == "IP_ADDRESS":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            return ["not an IP"]
        if any(ip in n for n in DOC_NETS if n.version == ip.version):
            return ["documentation IP labelled as span"]
        if ip.is_loopback or ip.is_unspecified or ip.is_link_local or ip.is_multicast or ip.is_reserved:
            return ["loopback/unspecified/link-local IP labelled as span"]
        return []
    if t == "MEDICAL":
        return [] if len(v) >= 2 else ["medical too short"]
    if t == "PASSWORD":
        return [] if len(v) >= 4 and "\n" not in v else ["password too short"]
    if t == "APIKEY":
        return [] if V.apikey_ok(v) else ["api key shape"]
    if t == "SECRET":
        return [] if secret_ok(v) else ["secret shape"]
    if t == "CARD":
        return [] if V.card_ok(v) else ["card fails Luhn/brand"]
    if t == "CVV":
        if not re.fullmatch(r"\d{3,4}", v):
            return ["cvv shape"]
        near = [c for c in rec["spans"] if c["type"] == "CARD" and
                min(abs(c["start"] - sp["end"]), abs(sp["start"] - c["end"])) < 300]
        return [] if near else ["CVV without a CARD nearby"]
    if t == "IBAN":
        return [] if V.iban_ok(v) else ["IBAN fails mod-97"]
    if t == "SSN":
        return [] if V.ssn_ok(v) else ["SSN shape"]
    if t == "IDCARD":
        if not V.cnid_ok(v):
            return ["IDCARD fails GB 11643"]
        born = datetime.date(int(v[6:10]), int(v[10:12]), int(v[12:14]))
        dobs = [s for s in rec["spans"] if s["type"] == "DATE_OF_BIRTH"]
        if dobs:
            parsed = set().union(*(parse_dob(d["value"]) for d in dobs))
            if born not in parsed:
                return [f"IDCARD birth date {born} not among DOBs {sorted(parsed)}"]
        return []
    if t == "PASSPORT":
        return [] if V.passport_ok(v) else ["passport shape"]
    if t == "NATIONAL_ID":
        return [] if national_ok(v) else ["national id check digit/shape"]
    if t == "AMOUNT":
        if not CURRENCY.search(v):
            return ["amount without currency"]
        if not (re.search(r"\d", v) or NUM_WORDS.search(v) or any(c in ZH_NUM for c in v)):
            return ["amount without number"]
        return []
    return [f"unknown type {t}"]


def decoy_problems(d):
    v, k = d["value"], d["kind"]
    p = []
    if v != v.strip():
        p.append("decoy leading/trailing whitespace")
    try:
        ip = ipaddress.ip_address(v)
        real = not (any(ip in n for n in DOC_NETS if n.version == ip.version) or ip.is_loopback
                    or ip.is_unspecified or ip.is_link_local or ip.is_multicast)
        if real and not re.search(r"version|firmware|build|oid|release", k):
            p.append("decoy is a real host IP")
    except ValueError:
        pass
    if k.startswith("masked") and not re.search(r"[*•xX]", v):
        p.append("masked decoy without mask characters")
    digits = re.sub(r"[ -]", "", v)
    if re.fullmatch(r"\d{13,19}", digits) and V.card_ok(v):
        p.append("decoy is a valid card number")
    if V.iban_ok(v):
        p.append("decoy is a valid IBAN")
    if V.cnid_ok(v):
        p.append("decoy is a valid Chinese ID")
    if V.apikey_ok(v) and "example" not in k:
        p.append("decoy has a live API key shape")
    return p


def occurrences(text, v):
    i = text.find(v)
    while i >= 0:
        j = i + len(v)
        left_ok = not (i > 0 and is_word(text[i - 1]) and is_word(v[0]))
        right_ok = not (j < len(text) and is_word(text[j]) and is_word(v[-1]))
        if left_ok and right_ok:
            yield i, j
        i = text.find(v, i + 1)


UNTAGGED = [
    ("EMAIL", re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")),
    ("IPv4", re.compile(r"(?<![\d.])\d{1,3}(\.\d{1,3}){3}(?![\d.])")),
    ("CN mobile", re.compile(r"(?<!\d)1[3-9]\d[ -]?\d{4}[ -]?\d{4}(?!\d)")),
    ("CN id", re.compile(r"(?<!\d)\d{17}[\dX](?!\d)")),
    ("card", re.compile(r"(?<!\d)\d{4}[ -]?\d{4,6}[ -]?\d{4,5}[ -]?\d{0,4}[ -]?\d{0,3}(?!\d)")),
    ("IBAN", re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b")),
]


def untagged_problems(rec):
    covered = [(s["start"], s["end"]) for s in rec["spans"] + rec["decoys"]]
    text = rec["text"]
    p = []
    for name, rx in UNTAGGED:
        for m in rx.finditer(text):
            val = m.group(0).rstrip(" -")
            a, b = m.start(), m.start() + len(val)
            if any(s <= a and b <= e for s, e in covered):
                continue
            if name == "card" and not V.card_ok(val.strip()):
                continue
            if name == "IBAN" and not V.iban_ok(val):
                continue
            if name == "CN id" and not V.cnid_ok(val):
                continue
            if name == "IPv4":
                try:
                    ipaddress.ip_address(val)
                except ValueError:
                    continue
            p.append(f"untagged {name}: {val!r}")
    for rx in V.APIKEY_RES:
        for m in re.finditer(rx, text):
            a, b = m.span()
            if not any(s <= a and b <= e for s, e in covered):
                p.append(f"untagged api-key shape {m.group(0)!r}")
    return p


def main():
    verbose = "-v" in sys.argv[1:]
    errors = []
    recs = [json.loads(line) for line in open(os.path.join(HERE, "corpus.jsonl"), encoding="utf-8")]

    def err(rid, msg):
        errors.append(f"{rid}: {msg}")

    for p in V.selftest():
        err("values.py", p)
    ids = [r["id"] for r in recs]
    if len(ids) != len(set(ids)):
        err("corpus", "duplicate ids")
    span_vals = collections.defaultdict(set)     # value -> types
    decoy_vals = collections.defaultdict(set)
    for r in recs:
        rid, text = r["id"], r["text"]
        if not re.fullmatch(r"c45-(en|zh|mixed)-\d{3}", rid) or not rid.startswith(f"c45-{r['lang']}-"):
            err(rid, "bad id/lang")
        has_cjk = bool(CJK.search(text))
        latin_words = len(re.findall(r"[A-Za-z]{3,}", text))
        if r["lang"] == "en" and has_cjk:
            err(rid, "CJK in an en text")
        if r["lang"] == "zh" and not has_cjk:
            err(rid, "no CJK in a zh text")
        if r["lang"] == "mixed" and (not has_cjk or latin_words < 5):
            err(rid, "mixed text needs both scripts")
        items = [("span", s) for s in r["spans"]] + [("decoy", d) for d in r["decoys"]]
        for what, s in items:
            if not (0 <= s["start"] < s["end"] <= len(text)) or text[s["start"]:s["end"]] != s["value"]:
                err(rid, f"bad offsets for {s}")
                continue
            a, b = s["start"], s["end"]
            if a > 0 and is_word(text[a - 1]) and is_word(text[a]):
                err(rid, f"{what} starts inside a word: {s['value']!r}")
            if b < len(text) and is_word(text[b - 1]) and is_word(text[b]):
                err(rid, f"{what} ends inside a word: {s['value']!r}")
        srt = sorted((s["start"], s["end"], s["value"]) for _, s in items)
        for x, y in zip(srt, srt[1:]):
            if y[0] < x[1]:
                err(rid, f"overlap {x[2]!r} / {y[2]!r}")
        for s in r["spans"]:
            if s["type"] not in TYPES:
                err(rid, f"unknown type {s['type']}")
                continue
            for p in type_problems(s, r):
                err(rid, f"{s['type']} {s['value']!r}: {p}")
            span_vals[s["value"]].add(s["type"])
        for d in r["decoys"]:
            for p in decoy_problems(d):
                err(rid, f"decoy {d['kind']} {d['value']!r}: {p}")
            decoy_vals[d["value"]].add(d["kind"])
        # every occurrence of a tagged string is tagged (or sits inside another span)
        spans_iv = [(s["start"], s["end"]) for s in r["spans"]]
        decoy_iv = [(d["start"], d["end"]) for d in r["decoys"]]
        for s in r["spans"]:
            for a, b in occurrences(text, s["value"]):
                if any(x <= a and b <= y for x, y in decoy_iv):
                    err(rid, f"{s['value']!r} is tagged but also occurs inside a decoy")
                elif not any(x <= a and b <= y for x, y in spans_iv):
                    err(rid, f"{s['value']!r} ({s['type']}) occurs untagged at {a}")
        for p in untagged_problems(r):
            err(rid, p)
    for v, ts in span_vals.items():
        if len(ts) > 1:
            err("corpus", f"{v!r} labelled with several types {sorted(ts)}")
    for v in set(span_vals) & set(decoy_vals):
        err("corpus", f"{v!r} is both a span and a decoy")

    # ---------------------------------------------------------------- size rules
    n = len(recs)
    nspans = sum(len(r["spans"]) for r in recs)
    ndecoys = sum(len(r["decoys"]) for r in recs)
    lang_n = collections.Counter(r["lang"] for r in recs)
    texts_per_type = collections.Counter()
    spans_tl = collections.Counter()
    for r in recs:
        for t in {s["type"] for s in r["spans"]}:
            texts_per_type[t] += 1
        for s in r["spans"]:
            spans_tl[(s["type"], r["lang"])] += 1
    empty = [r["id"] for r in recs if not r["spans"]]
    kinds = collections.Counter(r["kind"] for r in recs)
    dkinds = collections.Counter(d["kind"] for r in recs for d in r["decoys"])
    rules = [
        (180 <= n <= 195, f"texts {n} (180-195)"),
        (1100 <= nspans <= 1300, f"spans {nspans} (1100-1300)"),
        (0.40 <= lang_n["en"] / n <= 0.50, f"en share {lang_n['en'] / n:.1%} (about 45%)"),
        (0.30 <= lang_n["zh"] / n <= 0.40, f"zh share {lang_n['zh'] / n:.1%} (about 35%)"),
        (0.15 <= lang_n["mixed"] / n <= 0.25, f"mixed share {lang_n['mixed'] / n:.1%} (about 20%)"),
        (all(texts_per_type[t] >= 4 for t in TYPES),
         "every type in >=4 texts: " + ", ".join(f"{t}={texts_per_type[t]}" for t in TYPES if texts_per_type[t] < 4)),
        (ndecoys / n >= 2.5, f"decoys per text {ndecoys / n:.2f} (>=2.5)"),
        (3 <= len(empty) <= 8, f"texts without spans {len(empty)} (3-8)"),
        (len(kinds) >= 60, f"distinct text kinds {len(kinds)} (>=60)"),
        (len(dkinds) >= 60, f"distinct decoy kinds {len(dkinds)} (>=60)"),
    ]
    for ok, msg in rules:
        if not ok:
            err("size", msg)

    if verbose:
        print(f"{'type':14}" + "".join(f"{lang:>7}" for lang in LANGS) + f"{'total':>7}{'texts':>7}")
        for t in TYPES:
            row = [spans_tl[(t, lang)] for lang in LANGS]
            print(f"{t:14}" + "".join(f"{x:>7}" for x in row) + f"{sum(row):>7}{texts_per_type[t]:>7}")
        print(f"{'TOTAL':14}" + "".join(f"{sum(spans_tl[(t, lang)] for t in TYPES):>7}" for lang in LANGS)
              + f"{nspans:>7}")
        print()
        print(f"{'lang':8}{'texts':>7}{'share':>8}{'spans':>7}{'decoys':>8}{'empty':>7}")
        for lang in LANGS:
            rs = [r for r in recs if r["lang"] == lang]
            print(f"{lang:8}{len(rs):>7}{len(rs) / n:>8.1%}{sum(len(r['spans']) for r in rs):>7}"
                  f"{sum(len(r['decoys']) for r in rs):>8}{sum(1 for r in rs if not r['spans']):>7}")
        print(f"{'all':8}{n:>7}{1:>8.1%}{nspans:>7}{ndecoys:>8}{len(empty):>7}")
        print(f"\ndecoys per text {ndecoys / n:.2f}; texts without spans: {', '.join(empty)}")
        print(f"\ntext kinds ({len(kinds)}):")
        print("  " + ", ".join(f"{k}={c}" if c > 1 else k for k, c in sorted(kinds.items())))
        print(f"\ndecoy kinds ({len(dkinds)}):")
        print("  " + ", ".join(f"{k}={c}" for k, c in sorted(dkinds.items())))
        print()
    for e in errors:
        print("ERROR", e)
    print(f"check_blind: {n} texts, {nspans} spans, {ndecoys} decoys, {len(errors)} errors")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
