#!/usr/bin/env python3
"""Consistency checks for blind98/corpus.jsonl.   python3 check_blind.py [-v]"""
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
LANGS = ["en", "zh", "mixed"]
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]

errors = []


def err(cid, msg):
    errors.append(f"{cid}: {msg}")


def isw(c):
    return c.isascii() and c.isalnum()


# ----------------------------------------------------------------- helpers
MONTHS = {m: i + 1 for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
     "november", "december"])}
MONTHS.update({k[:3]: v for k, v in list(MONTHS.items())})
MONTHS["sept"] = 9
CN_D = {"〇": 0, "零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}


def cn_small(s):
    if s in CN_D:
        return CN_D[s]
    if s == "十":
        return 10
    if s.startswith("十"):
        return 10 + CN_D[s[1]]
    if s.endswith("十"):
        return CN_D[s[0]] * 10
    if len(s) == 3 and s[1] == "十":
        return CN_D[s[0]] * 10 + CN_D[s[2]]
    raise ValueError(s)


def _valid(y, m, d):
    try:
        import datetime
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False


def parse_dob(s):
    """Set of (y, m, d) readings of a birth-date string."""
    out = set()
    t = s.strip()
    for m in re.finditer(r"(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})", t):
        out.add((int(m[1]), int(m[2]), int(m[3])))
    for m in re.finditer(r"(?<!\d)(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})", t):
        out.add((int(m[3]), int(m[2]), int(m[1])))
        out.add((int(m[3]), int(m[1]), int(m[2])))
    low = t.lower()
    for m in re.finditer(r"(\d{1,2})(?:st|nd|rd|th)?(?: of)?[ -]([a-z]{3,9})\.?,?[ -](\d{4})", low):
        if m[2] in MONTHS:
            out.add((int(m[3]), MONTHS[m[2]], int(m[1])))
    for m in re.finditer(r"([a-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})", low):
        if m[1] in MONTHS:
            out.add((int(m[3]), MONTHS[m[1]], int(m[2])))
    for m in re.finditer(r"([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]{1,2})月([一二三四五六七八九十]{1,3})[日号]", t):
        y = int("".join(str(CN_D[c]) for c in m[1]))
        try:
            out.add((y, cn_small(m[2]), cn_small(m[3])))
        except (ValueError, KeyError, IndexError):
            pass
    return {x for x in out if _valid(*x) and 1900 <= x[0] <= 2025}


CURRENCY = re.compile(
    r"[£$€¥￥₩]|\b(GBP|EUR|USD|NOK|SEK|DKK|CNY|RMB|HKD|AUD|CAD|NZD|CHF|PLN|SGD|TWD|NTD|kr)\b|"
    r"pounds?|quid|tenner|fiver|euros?|dollars?|bucks|kroner|kronor|krone|z[lł]oty|pence|grand|"
    r"元|块|蚊|圆|英镑|欧元|美元|美金|港币|港元|台币|人民币|刀|镑|欧|万", re.I)
NUMWORD = re.compile(r"\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
                     r"thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|grand|k|a tenner|a fiver)\b|"
                     r"[一二两三四五六七八九十百千万零壹贰叁肆伍陆柒捌玖拾佰仟]", re.I)
PHONE_WORDS = re.compile(r"\b(zero|oh|o|one|two|three|four|five|six|seven|eight|nine|double|triple)\b", re.I)
POSTCODE = re.compile(r"\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b|\d{4,6}|\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b|"
                      r"\b[A-Z]\d{2} ?[A-Z\d]{4}\b")
TITLE = re.compile(r"^(mr|mrs|ms|miss|mx|dr|prof|sir|dame|capt|captain|rev|lady|lord)\b\.?(\s|$)", re.I)
EN_ROLE = {"skipper", "bosun", "mate", "pilot", "harbourmaster", "captain", "capt", "purser", "engineer",
           "surveyor", "mum", "mom", "dad", "uncle", "auntie", "aunt", "grandma", "granny", "grandad",
           "grandpa", "nan", "sister", "brother", "wife", "husband", "son", "daughter", "mr", "mrs", "dr"}
ZH_BAD = ["妈妈", "爸爸", "我妈", "我爸", "哥哥", "姐姐", "弟弟", "妹妹", "舅舅", "姑姑", "叔叔", "阿姨", "爷爷",
          "奶奶", "外婆", "外公", "老婆", "老公", "儿子", "女儿", "表姐", "表哥", "表弟", "表妹", "堂哥", "堂姐",
          "岳父", "岳母", "婆婆", "公公", "财务", "会计", "出纳", "前台", "客服"]
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")


def check_value(cid, typ, v, has_card):
    if typ == "CARD" and not V.card_ok(v):
        err(cid, f"CARD fails Luhn/shape {v!r}")
    elif typ == "CVV":
        if not re.fullmatch(r"\d{3,4}", v):
            err(cid, f"CVV shape {v!r}")
        if not has_card:
            err(cid, f"CVV {v!r} without a CARD")
    elif typ == "IBAN" and not V.iban_ok(v):
        err(cid, f"IBAN invalid {v!r}")
    elif typ == "SSN" and not V.ssn_ok(v):
        err(cid, f"SSN invalid {v!r}")
    elif typ == "IDCARD" and not V.idcard_ok(v):
        err(cid, f"IDCARD invalid {v!r}")
    elif typ == "PASSPORT" and not V.passport_ok(v):
        err(cid, f"PASSPORT shape {v!r}")
    elif typ == "NATIONAL_ID" and not V.natid_ok(v):
        err(cid, f"NATIONAL_ID invalid {v!r}")
    elif typ == "APIKEY" and not V.apikey_ok(v):
        err(cid, f"APIKEY shape {v!r}")
    elif typ == "SECRET" and not (V.secret_shape_ok(v) or (len(v) >= 6 and not re.search(r"\s", v))):
        err(cid, f"SECRET shape {v!r}")
    elif typ == "PASSWORD" and len(v) < 4:
        err(cid, f"PASSWORD too short {v!r}")
    elif typ == "EMAIL" and not EMAIL_RE.fullmatch(v):
        err(cid, f"EMAIL shape {v!r}")
    elif typ == "IP_ADDRESS":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            err(cid, f"IP unparsable {v!r}")
            return
        if any(ip in n for n in DOC_NETS if n.version == ip.version):
            err(cid, f"IP in documentation range {v!r}")
        if ip.is_loopback or ip.is_unspecified or ip.is_multicast or (ip.version == 4 and ip.is_reserved):
            err(cid, f"IP loopback/unspecified/multicast/reserved {v!r}")
    elif typ == "PHONE":
        dig = sum(c.isdigit() for c in v)
        cn = sum(c in "〇零一二三四五六七八九幺两" for c in v)
        words = len(PHONE_WORDS.findall(v))
        if dig < 7 and dig + cn < 7 and dig + words < 7:
            err(cid, f"PHONE too few digits {v!r}")
    elif typ == "DATE_OF_BIRTH" and not parse_dob(v) and not re.search(r"\d{2}|[〇零一二三四五六七八九]{2}年", v):
        err(cid, f"DOB has no year {v!r}")
    elif typ == "AMOUNT" and not (CURRENCY.search(v) and NUMWORD.search(v)):
        err(cid, f"AMOUNT lacks currency or number {v!r}")
    elif typ == "ADDRESS" and not (POSTCODE.search(v) or (re.search(r"\d", v) and len(v) >= 10)):
        err(cid, f"ADDRESS without postcode or house number {v!r}")
    elif typ == "PERSON":
        if TITLE.match(v):
            err(cid, f"PERSON starts with a title {v!r}")
        words = {w.lower() for w in re.findall(r"[A-Za-z]+", v)}
        if words & EN_ROLE:
            err(cid, f"PERSON contains role/kinship word {v!r}")
        for w in ZH_BAD:
            if w in v:
                err(cid, f"PERSON contains role/kinship word {w} {v!r}")


def occurrences(text, v):
    res, i = [], text.find(v)
    while i != -1:
        a, b = i, i + len(v)
        if not ((isw(v[0]) and a > 0 and isw(text[a - 1])) or (isw(v[-1]) and b < len(text) and isw(text[b]))):
            res.append((a, b))
        i = text.find(v, i + 1)
    return res


def main(verbose):
    rows = [json.loads(line) for line in open(os.path.join(HERE, "corpus.jsonl"), encoding="utf-8")]
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids):
        err("corpus", "duplicate ids")
    span_types_by_value = collections.defaultdict(set)
    span_values, decoy_values = set(), set()
    for r in rows:
        cid, text = r["id"], r["text"]
        if not re.fullmatch(rf"c98-{r['lang']}-\d{{3}}", cid) or r["lang"] not in LANGS:
            err(cid, "bad id/lang")
        items = [("S", s["type"], s) for s in r["spans"]] + [("D", d["kind"], d) for d in r["decoys"]]
        for kind, label, s in items:
            if text[s["start"]:s["end"]] != s["value"]:
                err(cid, f"offset mismatch {s}")
            if not s["value"] or s["value"] != s["value"].strip():
                err(cid, f"empty or padded value {s['value']!r}")
            a, b = s["start"], s["end"]
            if a > 0 and isw(text[a - 1]) and isw(text[a]):
                err(cid, f"{label} starts inside a word: {text[max(0, a - 10):b]!r}")
            if b < len(text) and isw(text[b - 1]) and isw(text[b]):
                err(cid, f"{label} ends inside a word: {text[a:b + 10]!r}")
        srt = sorted(items, key=lambda x: x[2]["start"])
        for (k1, l1, s1), (k2, l2, s2) in zip(srt, srt[1:]):
            if s2["start"] < s1["end"]:
                err(cid, f"overlap {l1} {s1['value']!r} / {l2} {s2['value']!r}")
        has_card = any(s["type"] == "CARD" for s in r["spans"])
        for s in r["spans"]:
            check_value(cid, s["type"], s["value"], has_card)
            span_types_by_value[s["value"]].add(s["type"])
            span_values.add(s["value"])
        for d in r["decoys"]:
            decoy_values.add(d["value"])
            k = d["kind"].lower()
            if "ip" in k.split("_") or k in ("doc_ip", "loopback", "subnet_mask"):
                try:
                    ip = ipaddress.ip_address(d["value"])
                    if k == "doc_ip" and not any(ip in n for n in DOC_NETS if n.version == ip.version):
                        err(cid, f"doc_ip decoy outside doc ranges {d['value']!r}")
                except ValueError:
                    err(cid, f"ip decoy unparsable {d['value']!r}")
            if k.startswith("masked") and not re.search(r"[*•xX]", d["value"]):
                err(cid, f"masked decoy without mask {d['value']!r}")
        # every occurrence of a tagged string is tagged
        covers = [(s["start"], s["end"]) for s in r["spans"]]
        dcovers = [(d["start"], d["end"]) for d in r["decoys"]]
        for s in r["spans"]:
            v = s["value"]
            if len(v) < 2:
                continue
            for a, b in occurrences(text, v):
                if not any(x <= a and b <= y for x, y in covers):
                    where = "inside a decoy" if any(x <= a and b <= y for x, y in dcovers) else "untagged"
                    err(cid, f"{s['type']} {v!r} also occurs {where} at {a}")
        # parts of a tagged full name (given name, surname) are tagged where they recur
        allcov = covers + dcovers
        parts = set()
        for s in r["spans"]:
            if s["type"] != "PERSON":
                continue
            v = s["value"]
            parts |= {w for w in re.findall(r"[A-Za-zÀ-ÿ'-]{3,}", v) if w[0].isupper()}
            if re.fullmatch(r"[\u4e00-\u9fff]{3}", v):
                parts.add(v[1:])
        for w in parts:
            for a, b in occurrences(text, w):
                if not any(x <= a and b <= y for x, y in allcov):
                    err(cid, f"name part {w!r} of a tagged PERSON occurs untagged at {a}")
        # birth dates in IDs agree with the DOBs shown
        dobs = set()
        for s in r["spans"]:
            if s["type"] == "DATE_OF_BIRTH":
                p = parse_dob(s["value"])
                dobs |= p
        for s in r["spans"]:
            eb = V.embedded_birth(s["type"], s["value"])
            if eb and any(x["type"] == "DATE_OF_BIRTH" for x in r["spans"]):
                if eb[2] is None:
                    ok = any(y % 100 == eb[0] and m == eb[1] for y, m, _ in dobs)
                else:
                    ok = eb in dobs
                if not ok:
                    err(cid, f"{s['type']} {s['value']!r} birth {eb} matches no DOB {sorted(dobs)}")
    for v, ts in span_types_by_value.items():
        if len(ts) > 1:
            err("corpus", f"value {v!r} tagged as several types {sorted(ts)}")
    for v in sorted(span_values & decoy_values):
        err("corpus", f"value {v!r} is both span and decoy")

    # ------------------------------------------------------------ size rules
    n = len(rows)
    nspans = sum(len(r["spans"]) for r in rows)
    ndec = sum(len(r["decoys"]) for r in rows)
    by_lang = collections.Counter(r["lang"] for r in rows)
    if not 180 <= n <= 195:
        err("size", f"{n} texts (want 180-195)")
    if not 1100 <= nspans <= 1300:
        err("size", f"{nspans} spans (want 1100-1300)")
    for lang, lo, hi in (("en", .40, .50), ("zh", .30, .40), ("mixed", .15, .25)):
        share = by_lang[lang] / max(n, 1)
        if not lo <= share <= hi:
            err("size", f"{lang} share {share:.1%} outside {lo:.0%}-{hi:.0%}")
    texts_per_type = collections.Counter()
    for r in rows:
        for t in {s["type"] for s in r["spans"]}:
            texts_per_type[t] += 1
    for t in TYPES:
        if texts_per_type[t] < 4:
            err("size", f"type {t} in {texts_per_type[t]} texts (want >=4)")
    if ndec < 2.5 * n:
        err("size", f"{ndec} decoys = {ndec / max(n, 1):.2f}/text (want >=2.5)")
    empty = sum(1 for r in rows if not r["spans"])
    if not 3 <= empty <= 8:
        err("size", f"{empty} texts without spans (want 3-8)")
    tkinds = {r["kind"] for r in rows}
    dkinds = {d["kind"] for r in rows for d in r["decoys"]}
    if len(tkinds) < 60:
        err("size", f"{len(tkinds)} distinct text kinds (want >=60)")
    if len(dkinds) < 60:
        err("size", f"{len(dkinds)} distinct decoy kinds (want >=60)")

    if verbose:
        tab = collections.defaultdict(collections.Counter)
        for r in rows:
            for s in r["spans"]:
                tab[s["type"]][r["lang"]] += 1
        print(f"{'type':14s}" + "".join(f"{l:>7s}" for l in LANGS) + f"{'total':>7s}{'texts':>7s}")
        for t in TYPES:
            print(f"{t:14s}" + "".join(f"{tab[t][l]:7d}" for l in LANGS) + f"{sum(tab[t].values()):7d}{texts_per_type[t]:7d}")
        print(f"{'ALL SPANS':14s}" + "".join(f"{sum(tab[t][l] for t in TYPES):7d}" for l in LANGS) + f"{nspans:7d}")
        dl = collections.Counter()
        for r in rows:
            dl[r["lang"]] += len(r["decoys"])
        print(f"{'DECOYS':14s}" + "".join(f"{dl[l]:7d}" for l in LANGS) + f"{ndec:7d}")
        print(f"{'TEXTS':14s}" + "".join(f"{by_lang[l]:7d}" for l in LANGS) + f"{n:7d}")
        print(f"\nlanguage shares: " + ", ".join(f"{l} {by_lang[l] / max(n, 1):.1%}" for l in LANGS))
        print(f"decoys per text: {ndec / max(n, 1):.2f} (min {min(len(r['decoys']) for r in rows) if rows else 0})")
        print(f"texts without spans: {empty}")
        print(f"distinct text kinds: {len(tkinds)}; distinct decoy kinds: {len(dkinds)}")
        print("\ntext kinds:", ", ".join(f"{k}({c})" for k, c in sorted(collections.Counter(r['kind'] for r in rows).items())))
        dk = collections.Counter(d["kind"] for r in rows for d in r["decoys"])
        print("\ndecoy kinds:", ", ".join(f"{k}({c})" for k, c in sorted(dk.items())))
    for e in errors:
        print("ERROR", e)
    print(f"\ncheck_blind: {n} texts, {nspans} spans, {ndec} decoys, {len(errors)} errors")
    return not errors


if __name__ == "__main__":
    sys.exit(0 if main("-v" in sys.argv) else 1)
