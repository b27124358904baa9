#!/usr/bin/env python3
"""Validate corpus.jsonl (blind64).  -v prints tables.  Exit status 1 on any error."""
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

errors, warnings = [], []


def err(rid, msg):
    errors.append(f"{rid}: {msg}")


def warn(rid, msg):
    warnings.append(f"{rid}: {msg}")


def isw(ch):
    return ch.isascii() and (ch.isalnum() or ch == "_")


# ------------------------------------------------------------------ dates
MONTHS = {m: i for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1)}
CN_DIGIT = {"零": 0, "〇": 0, "○": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6,
            "七": 7, "八": 8, "九": 9}


def _cn_small(s):
    """Chinese numeral 1..31."""
    if not s:
        return None
    if all(c in CN_DIGIT for c in s):
        return int("".join(str(CN_DIGIT[c]) for c in s))
    if "十" in s:
        a, _, b = s.partition("十")
        tens = CN_DIGIT.get(a, None) if a else 1
        ones = CN_DIGIT.get(b, None) if b else 0
        if tens is None or ones is None:
            return None
        return tens * 10 + ones
    return None


def _mk(y, m, d):
    try:
        return datetime.date(y, m, d)
    except (ValueError, TypeError):
        return None


def parse_dates(s):
    """Candidate dates for a DOB string (several for ambiguous d/m order)."""
    s = s.strip()
    out = []
    m = re.search(r"(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})", s)
    if m:
        out.append(_mk(int(m.group(1)), int(m.group(2)), int(m.group(3))))
    m = re.search(r"(?<!\d)(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?!\d)", s)
    if m:
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        if y < 100:
            y += 1900 if y > 25 else 2000
        out += [_mk(y, b, a), _mk(y, a, b)]
    m = re.search(r"(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([A-Za-z]{3,})\.?,?\s+(\d{4})", s)
    if m and m.group(2)[:3].lower() in MONTHS:
        out.append(_mk(int(m.group(3)), MONTHS[m.group(2)[:3].lower()], int(m.group(1))))
    m = re.search(r"([A-Za-z]{3,})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})", s)
    if m and m.group(1)[:3].lower() in MONTHS:
        out.append(_mk(int(m.group(3)), MONTHS[m.group(1)[:3].lower()], int(m.group(2))))
    m = re.search(r"([零〇○一二三四五六七八九]{4})年([一二三四五六七八九十]{1,3})月([一二三四五六七八九十]{1,3})[日号]", s)
    if m:
        y = int("".join(str(CN_DIGIT[c]) for c in m.group(1)))
        out.append(_mk(y, _cn_small(m.group(2)), _cn_small(m.group(3))))
    m = re.search(r"民[國国]\s*(\d{2,3})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日", s)
    if m:  # ROC calendar
        out.append(_mk(1911 + int(m.group(1)), int(m.group(2)), int(m.group(3))))
    return [d for d in out if d is not None]


# ------------------------------------------------------------------ per-type checks
DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]


def ip_is_real(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return False
    if any(ip in n for n in DOC_NETS):
        return False
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local:
        return False
    if ip.version == 4 and (ip.packed[0] == 0 or ip.packed[0] >= 240):
        return False
    return True


CURRENCY = re.compile(
    r"[£$€¥￥₹]|\b(?:GBP|USD|EUR|RMB|CNY|HKD|SGD|AUD|CAD|PLN|CHF|INR|NT\$)\b|"
    r"(?i:\bpounds?\b|\bquid\b|\bdollars?\b|\beuros?\b|\bbucks\b|\brupees?\b|\bp\b|\d+p\b)|"
    r"元|块|圆|英镑|美元|欧元|港币|港元|刀|镑|人民币|蚊|新币")
NUMWORD = re.compile(r"(?i)\b(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|"
                     r"eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|"
                     r"eighty|ninety|hundred|thousand|grand|k)\b")
CN_NUM = "零〇一二三四五六七八九十百千万两幺壹贰叁肆伍陆柒捌玖拾佰仟亿"
PHONE_WORD = re.compile(r"(?i)\b(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine|"
                        r"double|triple)\b")
POSTCODE = re.compile(r"[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|(?<!\d)\d{4,6}(?!\d)|"
                      r"[A-Z]\d[A-Z] ?\d[A-Z]\d|[A-Z]\d{2} ?[A-Z0-9]{4}|"
                      r"\b[A-Z] [A-Z]? ?(?:one|two|three|four|five|six|seven|eight|nine|zero)\b")
TITLES = re.compile(r"^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Madam|Mister|Col|Rev|Revd|Lady|Lord|Sgt|Cllr)\b\.?")
KINSHIP = ["表姐", "表哥", "表妹", "表弟", "堂哥", "堂姐", "姐姐", "哥哥", "弟弟", "妹妹",
           "妈妈", "爸爸", "老公", "老婆", "舅舅", "姑姑", "叔叔", "阿姨", "奶奶", "爷爷",
           "外婆", "外公", "婆婆", "公公", "财务", "前台", "会计", "客服", "宝妈", "宝爸"]
KINSHIP_EN = re.compile(r"(?i)\b(?:mum|mom|dad|auntie|aunt|uncle|nan|nana|grandma|grandad|"
                        r"cousin|sister|brother|wife|husband)\b")


def check_value(rid, s, text, types_in_text):
    t, v = s["type"], s["value"]
    if t == "CARD" and not V.card_ok(v):
        err(rid, f"CARD fails Luhn/prefix: {v!r}")
    elif t == "CVV":
        if not re.fullmatch(r"\d{3,4}", v):
            err(rid, f"CVV shape: {v!r}")
        if "CARD" not in types_in_text:
            err(rid, f"CVV without a CARD in the text: {v!r}")
    elif t == "IBAN" and not V.iban_ok(v):
        err(rid, f"IBAN fails mod-97/length: {v!r}")
    elif t == "SSN" and not V.ssn_ok(v):
        err(rid, f"SSN shape: {v!r}")
    elif t == "IDCARD" and not V.idcard_ok(v):
        err(rid, f"IDCARD fails GB 11643: {v!r}")
    elif t == "PASSPORT" and not V.passport_ok(v):
        err(rid, f"PASSPORT shape: {v!r}")
    elif t == "NATIONAL_ID" and V.national_id_kind(v) is None:
        err(rid, f"NATIONAL_ID fails every known format/check: {v!r}")
    elif t == "APIKEY" and not V.apikey_ok(v):
        err(rid, f"APIKEY has no known vendor shape: {v!r}")
    elif t == "SECRET":
        if v.startswith(("-----BEGIN", "https://", "whsec_", "GOCSPX-")) or re.fullmatch(r"SEC[0-9a-f]+", v):
            if not V.secret_shape_ok(v):
                err(rid, f"SECRET shape: {v[:60]!r}")
        elif len(v) < 6 or re.search(r"\s", v):
            err(rid, f"SECRET too short or has whitespace: {v!r}")
    elif t == "IP_ADDRESS" and not ip_is_real(v):
        err(rid, f"IP_ADDRESS not a real host address (doc/loopback/invalid): {v!r}")
    elif t == "EMAIL":
        if not (re.fullmatch(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}", v)
                or re.search(r"(?i)\bat\b.*\bdot\b", v)):
            err(rid, f"EMAIL shape: {v!r}")
    elif t == "PHONE":
        n = sum(c.isdigit() for c in v) + sum(c in CN_NUM for c in v) + len(PHONE_WORD.findall(v))
        if n < 7:
            err(rid, f"PHONE too few digits: {v!r}")
    elif t == "AMOUNT":
        if not CURRENCY.search(v):
            err(rid, f"AMOUNT without currency: {v!r}")
        if not (re.search(r"\d", v) or NUMWORD.search(v) or any(c in CN_NUM for c in v)):
            err(rid, f"AMOUNT without a number: {v!r}")
    elif t == "ADDRESS":
        hk = re.search(r"香港|九龍|九龙|新界|Hong Kong|Kowloon|HKSAR|New Territories", v)  # no postcodes in HK
        if not POSTCODE.search(v) and not hk:
            err(rid, f"ADDRESS without a postcode: {v!r}")
    elif t == "PERSON":
        if TITLES.match(v):
            err(rid, f"PERSON span includes an English title: {v!r}")
        for k in KINSHIP:
            if k in v:
                err(rid, f"PERSON span includes kinship/role word {k}: {v!r}")
        if KINSHIP_EN.search(v):
            err(rid, f"PERSON span includes kinship word: {v!r}")
    elif t in ("PASSWORD", "MEDICAL"):
        if len(v) < 3:
            err(rid, f"{t} too short: {v!r}")


# ------------------------------------------------------------------ leak scan
LEAKS = [
    ("email", re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")),
    ("ipv4", re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])")),
    ("cn_mobile", re.compile(r"(?<!\d)1[3-9]\d{9}(?!\d)")),
    ("long_digits", re.compile(r"(?<![\dA-Za-z])\d{4}(?:[ -]?\d{2,6}){2,4}(?![\dA-Za-z])")),
    ("idcard", re.compile(r"(?<![\dA-Za-z])[1-68]\d{16}[\dX](?![\dA-Za-z])")),
    ("iban", re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b")),
    ("apikey", re.compile("|".join(f"(?:{rx})" for rx in V.APIKEY_RX[:16]))),
]


def leak_scan(r, covered):
    text = r["text"]
    for name, rx in LEAKS:
        for m in rx.finditer(text):
            a, b = m.span()
            if any(s < b and a < e for s, e in covered):
                continue
            val = m.group(0)
            if name == "ipv4" and not ip_is_real(val):
                continue
            if name == "long_digits" and not V.card_ok(val):
                continue
            if name == "idcard" and not V.idcard_ok(val):
                continue
            if name == "iban" and not V.iban_ok(val):
                continue
            err(r["id"], f"untagged {name}-like value {val!r}")


# ------------------------------------------------------------------ main
def main(verbose):
    path = os.path.join(HERE, "corpus.jsonl")
    rows = [json.loads(line) for line in open(path, encoding="utf-8")]
    ids = set()
    span_values = collections.defaultdict(set)
    decoy_values = collections.defaultdict(set)
    type_texts = collections.defaultdict(set)
    type_lang = collections.Counter()
    lang_texts = collections.Counter()
    decoy_kinds = collections.Counter()
    text_kinds = collections.Counter()
    dob_rows = []
    empty = 0

    for r in rows:
        rid, text = r["id"], r["text"]
        if rid in ids:
            err(rid, "duplicate id")
        ids.add(rid)
        if not re.fullmatch(r"c64-(en|zh|mixed)-\d{3}", rid) or r["lang"] not in LANGS \
                or not rid.startswith(f"c64-{r['lang']}-"):
            err(rid, "bad id/lang")
        lang_texts[r["lang"]] += 1
        text_kinds[r["kind"]] += 1
        if not r["spans"]:
            empty += 1
        items = [("span", s) for s in r["spans"]] + [("decoy", d) for d in r["decoys"]]
        for what, s in items:
            a, b, v = s["start"], s["end"], s["value"]
            if text[a:b] != v:
                err(rid, f"{what} offset mismatch {v!r} vs {text[a:b]!r}")
            if not v or v != v.strip():
                err(rid, f"{what} empty or padded: {v!r}")
            if a > 0 and isw(text[a - 1]) and isw(text[a]):
                err(rid, f"{what} starts inside an ASCII word: {text[max(0, a - 10):b]!r}")
            if b < len(text) and isw(text[b - 1]) and isw(text[b]):
                err(rid, f"{what} ends inside an ASCII word: {text[a:b + 10]!r}")
        allr = sorted([(s["start"], s["end"], s["value"]) for _, s in items])
        for (a1, b1, v1), (a2, b2, v2) in zip(allr, allr[1:]):
            if a2 < b1:
                err(rid, f"overlap {v1!r} / {v2!r}")
        leak_scan(r, [(x[0], x[1]) for x in allr])

        types_in_text = {s["type"] for s in r["spans"]}
        for s in r["spans"]:
            check_value(rid, s, text, types_in_text)
            span_values[s["value"]].add(s["type"])
            type_texts[s["type"]].add(rid)
            type_lang[(s["type"], r["lang"])] += 1
        for d in r["decoys"]:
            if not d["kind"]:
                err(rid, "decoy without kind")
            decoy_values[d["value"]].add(d["kind"])
            decoy_kinds[d["kind"]] += 1
            k = d["kind"].lower()
            if ("ip" in k.split("_") or k.endswith("_ip") or k.startswith("ip")) and ip_is_real(d["value"]):
                err(rid, f"decoy IP is a real host address: {d['value']!r}")
            if "masked" in k and not re.search(r"[*•xX#]{2,}|\*", d["value"]):
                err(rid, f"masked decoy shows no mask: {d['value']!r}")

        # birth dates: IDs with an embedded date must agree with a DOB in the same text
        dobs = []
        for s in r["spans"]:
            if s["type"] == "DATE_OF_BIRTH":
                cands = parse_dates(s["value"])
                dob_rows.append((rid, s["value"], cands[0].isoformat() if cands else "(unparsed)"))
                if not cands:
                    warn(rid, f"DOB not machine-parsed: {s['value']!r}")
                dobs.append(cands)
        for s in r["spans"]:
            b = None
            if s["type"] == "IDCARD":
                b = V.idcard_birth(s["value"])
                if b and b > datetime.date(2024, 12, 31):
                    err(rid, f"IDCARD birth date in the future {s['value']}")
            elif s["type"] == "NATIONAL_ID":
                b = V.national_id_birth(s["value"])
            if b and dobs:
                if any(not c for c in dobs):
                    err(rid, f"{s['type']} {s['value']} next to an unparsed DOB")
                elif not any(b in c for c in dobs):
                    err(rid, f"{s['type']} {s['value']} birth {b} matches no DOB in the text")

        # every occurrence of a tagged string is tagged
        spans = [(s["start"], s["end"]) for s in r["spans"]]
        decs = [(d["start"], d["end"]) for d in r["decoys"]]
        for v in {s["value"] for s in r["spans"]}:
            if len(v) < 2:
                continue
            i = text.find(v)
            while i >= 0:
                j = i + len(v)
                bounded = not ((i > 0 and isw(v[0]) and isw(text[i - 1]))
                               or (j < len(text) and isw(v[-1]) and isw(text[j])))
                if bounded and not any(a <= i and j <= b for a, b in spans):
                    where = "inside a decoy" if any(a <= i and j <= b for a, b in decs) else "untagged"
                    err(rid, f"repeat of tagged {v!r} at {i} is {where}")
                i = text.find(v, i + 1)

        # name parts of a tagged PERSON that occur untagged elsewhere in the text (warning)
        for s in r["spans"]:
            if s["type"] != "PERSON":
                continue
            for tok in re.findall(r"[A-Z][a-z]{2,}", s["value"]):
                for m in re.finditer(rf"(?<![A-Za-z0-9_]){tok}(?![A-Za-z0-9_])", text):
                    if not any(a <= m.start() and m.end() <= b for a, b in spans + decs):
                        warn(rid, f"name part {tok!r} of PERSON {s['value']!r} untagged at {m.start()}")

    both = set(span_values) & set(decoy_values)
    for v in sorted(both):
        err("corpus", f"string is both span {sorted(span_values[v])} and decoy {sorted(decoy_values[v])}: {v!r}")
    for v, ts in span_values.items():
        if len(ts) > 1:
            err("corpus", f"string tagged with several types {sorted(ts)}: {v!r}")

    # size rules
    n = len(rows)
    n_spans = sum(len(r["spans"]) for r in rows)
    n_decoys = sum(len(r["decoys"]) for r in rows)
    if not 180 <= n <= 195:
        err("size", f"{n} texts (want 180-195)")
    if not 1100 <= n_spans <= 1300:
        err("size", f"{n_spans} spans (want 1100-1300)")
    for lang, lo, hi in (("en", .40, .50), ("zh", .30, .40), ("mixed", .15, .25)):
        share = lang_texts[lang] / max(n, 1)
        if not lo <= share <= hi:
            err("size", f"{lang} share {share:.1%} outside {lo:.0%}-{hi:.0%}")
    for t in TYPES:
        if len(type_texts[t]) < 4:
            err("size", f"{t} in only {len(type_texts[t])} texts (want >= 4)")
    if n_decoys < 2.5 * n:
        err("size", f"{n_decoys} decoys = {n_decoys / max(n, 1):.2f}/text (want >= 2.5)")
    if not 3 <= empty <= 8:
        err("size", f"{empty} texts without spans (want 3-8)")
    if len(text_kinds) < 60:
        err("size", f"{len(text_kinds)} text kinds (want >= 60)")
    if len(decoy_kinds) < 60:
        err("size", f"{len(decoy_kinds)} decoy kinds (want >= 60)")

    if verbose:
        print(f"texts {n}  spans {n_spans}  decoys {n_decoys} ({n_decoys / max(n, 1):.2f}/text)  "
              f"no-span texts {empty}  text kinds {len(text_kinds)}  decoy kinds {len(decoy_kinds)}")
        print("languages: " + "  ".join(f"{l} {lang_texts[l]} ({lang_texts[l] / n:.1%})" for l in LANGS))
        print()
        print(f"{'type':14}" + "".join(f"{l:>7}" for l in LANGS) + f"{'total':>7}{'texts':>7}")
        for t in TYPES:
            row = [type_lang[(t, l)] for l in LANGS]
            print(f"{t:14}" + "".join(f"{c:7}" for c in row) + f"{sum(row):7}{len(type_texts[t]):7}")
        tot = [sum(type_lang[(t, l)] for t in TYPES) for l in LANGS]
        print(f"{'ALL':14}" + "".join(f"{c:7}" for c in tot) + f"{sum(tot):7}")
        print()
        print("text kinds:")
        print("  " + ", ".join(f"{k} {c}" for k, c in sorted(text_kinds.items())))
        print("decoy kinds:")
        print("  " + ", ".join(f"{k} {c}" for k, c in sorted(decoy_kinds.items())))
        print()
        print("dates of birth:")
        for rid, v, p in dob_rows:
            print(f"  {rid:16} {v!r:40} {p}")
        for w in warnings:
            print("warning: " + w)
    for e in errors:
        print("ERROR " + e)
    print(f"{len(errors)} errors, {len(warnings)} warnings")
    return not errors


if __name__ == "__main__":
    sys.exit(0 if main("-v" in sys.argv) else 1)
