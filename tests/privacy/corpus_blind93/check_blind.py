#!/usr/bin/env python3
"""Consistency checks for blind93/corpus.jsonl.   -v prints tables; an optional path checks another file.

Exit status 0 only when every check passes.
"""
import collections
import datetime as dt
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import values as V  # noqa: E402

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD", "APIKEY",
         "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
LANGS = ["en", "zh", "mixed"]

errors = []


def err(rid, msg):
    errors.append(f"{rid}: {msg}")


def is_word(ch):
    return ch.isascii() and ch.isalnum()


# ------------------------------------------------------------------ helpers
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
CGNAT = ipaddress.ip_network("100.64.0.0/10")


def ip_kind(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return None
    if any(ip in n for n in DOC_NETS):
        return "doc"
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast:
        return "loopback"
    if ip.version == 4 and ip in CGNAT:
        return "cgnat"
    if ip.is_private:
        return "private"
    if ip.is_global:
        return "public"
    return "other"


MONTHS = {}
for _i, _m in enumerate(["january", "february", "march", "april", "may", "june", "july", "august", "september",
                         "october", "november", "december"], 1):
    MONTHS[_m] = _i
    MONTHS[_m[:3]] = _i
MONTHS["sept"] = 9


def _d(y, m, d):
    try:
        return dt.date(y, m, d)
    except ValueError:
        return None


def parse_dob(s):
    """Set of candidate dates for a written birth date (empty if unparseable)."""
    t = s.strip().lower().replace(",", " ")
    out = set()
    m = re.search(r"(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})", t)
    if m:
        out.add(_d(int(m.group(1)), int(m.group(2)), int(m.group(3))))
    m = re.fullmatch(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})", t)
    if m:
        out.add(_d(int(m.group(1)), int(m.group(2)), int(m.group(3))))
    m = re.fullmatch(r"(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})", t)
    if m:
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        ys = [y] if y > 99 else [1900 + y, 2000 + y]
        for yy in ys:
            out.add(_d(yy, b, a))
            out.add(_d(yy, a, b))
    m = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([a-z]+)\.?\s+(\d{4})", t)
    if m and m.group(2) in MONTHS:
        out.add(_d(int(m.group(3)), MONTHS[m.group(2)], int(m.group(1))))
    m = re.fullmatch(r"([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?\s+(\d{4})", t)
    if m and m.group(1) in MONTHS:
        out.add(_d(int(m.group(3)), MONTHS[m.group(1)], int(m.group(2))))
    out.discard(None)
    return out


CURRENCY = re.compile(
    r"[£$€¥₹]|zł|\bkr\b|\bRM\s?\d|元|块|圆|RMB|CNY|EUR|GBP|USD|HKD|SGD|CAD|INR|PLN|SEK|NT\$|HK\$|S\$|"
    r"\b(pounds?|quid|euros?|dollars?|bucks|rupees|yuan|kuai|cents?|pence|grand|fiver|tenner)\b|\d+p\b|"
    r"港币|港元|台币|人民币|美元|欧元|英镑|新币|加元|毛", re.I)
NUMWORD = re.compile(r"\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|"
                     r"forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|half|a grand|grand|fiver|tenner)\b|"
                     r"[一二两三四五六七八九十百千万壹贰叁肆伍陆柒捌玖拾佰仟]", re.I)
PHONE_WORDS = re.compile(r"\b(zero|oh|o|one|two|three|four|five|six|seven|eight|nine|double|triple)\b", re.I)
ZH_DIGITS = "零〇一二三四五六七八九幺两"
TITLES = re.compile(r"^(mr|mrs|ms|miss|mx|dr|prof|sir|dame|rev)\b\.?\s", re.I)
KIN_EN = re.compile(r"\b(mum|mom|dad|mother|father|auntie|aunty|aunt|uncle|grandma|grandad|grandpa|nan|nana|gran|"
                    r"sister|brother|cousin|wife|husband|son|daughter)\b", re.I)
KIN_ZH = ["妈妈", "爸爸", "我妈", "我爸", "表姐", "表哥", "表妹", "表弟", "堂哥", "堂姐", "姐姐", "哥哥", "弟弟",
          "妹妹", "舅舅", "舅妈", "阿姨", "叔叔", "婶婶", "奶奶", "爷爷", "外婆", "外公", "姥姥", "姥爷", "老公",
          "老婆", "婆婆", "公公", "岳父", "岳母", "儿子", "女儿", "姑姑", "姨妈"]
ROLE_ZH = ["财务", "会计", "出纳", "前台", "客服", "保安", "司机"]


def conn_password_context(text, s, e):
    before, after = text[max(0, s - 60):s], text[e:e + 1]
    if re.search(r"://[^\s:/@]+:$", before) and after == "@":
        return True
    if re.search(r"(password|passwd|pwd|pass)\s*[=:]\s*['\"]?$", before, re.I):
        return True
    return False


def check_value(rid, sp, text, row):
    t, v, s, e = sp["type"], sp["value"], sp["start"], sp["end"]
    if t == "EMAIL":
        if not re.fullmatch(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}", v):
            err(rid, f"bad EMAIL {v!r}")
    elif t == "PHONE":
        n = sum(ch.isdigit() for ch in v) + sum(ch in ZH_DIGITS for ch in v) + len(PHONE_WORDS.findall(v))
        if n < 7:
            err(rid, f"PHONE with fewer than 7 digits {v!r}")
    elif t == "IP_ADDRESS":
        k = ip_kind(v)
        if k not in ("private", "cgnat", "public"):
            err(rid, f"IP_ADDRESS {v!r} is {k}")
    elif t == "DATE_OF_BIRTH":
        if not (re.search(r"\d", v) or re.search(r"[年月日]", v) or any(m in v.lower() for m in MONTHS)):
            err(rid, f"DOB without a date {v!r}")
    elif t == "APIKEY":
        if not V.apikey_ok(v):
            err(rid, f"APIKEY shape {v!r}")
    elif t == "SECRET":
        if not (V.secret_shape_ok(v) or conn_password_context(text, s, e)):
            err(rid, f"SECRET shape/context {v!r}")
    elif t == "CARD":
        if not V.card_ok(v):
            err(rid, f"CARD not Luhn/prefix valid {v!r}")
    elif t == "CVV":
        if not re.fullmatch(r"\d{3,4}", v):
            err(rid, f"CVV shape {v!r}")
        cards = [c for c in row["spans"] if c["type"] == "CARD"]
        if not cards:
            err(rid, f"CVV {v!r} without a CARD in the text")
        else:
            near = min(cards, key=lambda c: min(abs(c["end"] - s), abs(e - c["start"])))
            gap = min(abs(near["end"] - s), abs(e - near["start"]))
            if gap > 160:
                err(rid, f"CVV {v!r} is {gap} chars from the nearest CARD")
            amex = re.sub(r"\D", "", near["value"])[:2] in ("34", "37")
            if len(v) != (4 if amex else 3):
                err(rid, f"CVV {v!r} length does not fit card {near['value']!r}")
    elif t == "IBAN":
        if not V.iban_ok(v):
            err(rid, f"IBAN invalid {v!r}")
    elif t == "SSN":
        if not V.ssn_ok(v):
            err(rid, f"SSN invalid {v!r}")
    elif t == "IDCARD":
        if not V.idcard_ok(v):
            err(rid, f"IDCARD invalid {v!r}")
    elif t == "PASSPORT":
        if not V.passport_ok(v):
            err(rid, f"PASSPORT shape {v!r}")
    elif t == "NATIONAL_ID":
        if V.national_id_kind(v) is None:
            err(rid, f"NATIONAL_ID fails every known check {v!r}")
    elif t == "AMOUNT":
        if not CURRENCY.search(v) or not NUMWORD.search(v):
            err(rid, f"AMOUNT without currency or number {v!r}")
    elif t == "PERSON":
        if TITLES.match(v):
            err(rid, f"title inside PERSON {v!r}")
        if KIN_EN.search(v) or any(k in v for k in KIN_ZH) or any(k in v for k in ROLE_ZH):
            err(rid, f"kinship/role word inside PERSON {v!r}")
        if v.startswith("@"):
            err(rid, f"handle tagged with its @ {v!r}")
    elif t == "ADDRESS":
        if not re.search(r"\d", v):
            err(rid, f"ADDRESS without number/postcode {v!r}")
    elif t in ("PASSWORD", "MEDICAL"):
        if len(v) > 120:
            err(rid, f"{t} suspiciously long")


def check_decoy(rid, d):
    k, v = d["kind"], d["value"]
    if V.apikey_ok(v) and k not in ("uuid",):
        err(rid, f"decoy {k} {v!r} passes as a live APIKEY")
    digits = re.sub(r"[ -]", "", v)
    if digits.isdigit() and 13 <= len(digits) <= 19 and V.card_ok(v) and "card" not in k:
        err(rid, f"decoy {k} {v!r} is a Luhn-valid card number")
    if V.iban_ok(v):
        err(rid, f"decoy {k} {v!r} is a valid IBAN")
    if V.idcard_ok(v):
        err(rid, f"decoy {k} {v!r} is a valid resident ID")
    ipk = ip_kind(v)
    if ipk in ("private", "cgnat", "public") and "version" not in k:
        err(rid, f"decoy {k} {v!r} is a real-range IP")
    if k == "doc_ip" and ipk != "doc":
        err(rid, f"doc_ip decoy {v!r} not in a documentation range")
    if k.startswith("masked") and not re.search(r"[*•xX#]", v):
        err(rid, f"masked decoy {v!r} shows no mask")
    if k.startswith("masked") and V.card_ok(v):
        err(rid, f"masked decoy {v!r} is a full card")


def occurrences(text, v):
    pat = re.escape(v)
    if is_word(v[0]):
        pat = r"(?<![A-Za-z0-9])" + pat
    if is_word(v[-1]):
        pat = pat + r"(?![A-Za-z0-9])"
    return [(m.start(), m.end()) for m in re.finditer(pat, text)]


def main(verbose, path=None):
    path = path or os.path.join(HERE, "corpus.jsonl")
    rows = [json.loads(line) for line in open(path, encoding="utf-8")]
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids):
        errors.append("duplicate ids")
    span_types = collections.defaultdict(set)
    span_vals, decoy_vals = collections.defaultdict(set), collections.defaultdict(set)

    for r in rows:
        rid, text = r["id"], r["text"]
        if not re.fullmatch(r"c93-(en|zh|mixed)-\d{3}", rid) or r["lang"] not in LANGS or not rid.startswith(
                f"c93-{r['lang']}-"):
            err(rid, "bad id/lang")
        allsp = [("S", x) for x in r["spans"]] + [("D", x) for x in r["decoys"]]
        for tag, x in allsp:
            s, e, v = x["start"], x["end"], x["value"]
            if not (0 <= s < e <= len(text)) or text[s:e] != v:
                err(rid, f"offset mismatch {x}")
                continue
            if v != v.strip():
                err(rid, f"value with outer whitespace {v!r}")
            if s > 0 and is_word(text[s - 1]) and is_word(text[s]):
                err(rid, f"edge inside a word at start of {v!r}")
            if e < len(text) and is_word(text[e - 1]) and is_word(text[e]):
                err(rid, f"edge inside a word at end of {v!r}")
        iv = sorted((x["start"], x["end"], tag, x.get("type") or x.get("kind")) for tag, x in allsp)
        for a, b in zip(iv, iv[1:]):
            if b[0] < a[1]:
                err(rid, f"overlap {a} / {b}")
        for sp in r["spans"]:
            check_value(rid, sp, text, r)
            span_types[sp["value"]].add(sp["type"])
            span_vals[sp["value"]].add(rid)
        for d in r["decoys"]:
            check_decoy(rid, d)
            decoy_vals[d["value"]].add(rid)
        # consistency of repeated strings
        exact = {(x["start"], x["end"]): x["type"] for x in r["spans"]}
        cover = [(x["start"], x["end"]) for x in r["spans"]]
        dcover = [(x["start"], x["end"]) for x in r["decoys"]]
        for sp in r["spans"]:
            for (s, e) in occurrences(text, sp["value"]):
                if exact.get((s, e)) == sp["type"]:
                    continue
                if any(a <= s and e <= b and (a, b) != (s, e) for a, b in cover):
                    continue
                err(rid, f"untagged repeat of {sp['type']} {sp['value']!r} at {s}")
        for d in r["decoys"]:
            for (s, e) in occurrences(text, d["value"]):
                if any(a <= s and e <= b for a, b in dcover + cover) and (s, e) not in exact:
                    continue
                err(rid, f"decoy {d['value']!r} repeated untagged or as span at {s}")
        # parts of a tagged name ("Frank" of "Frank Ollerenshaw") must not appear untagged
        allcov = cover + dcover
        parts = set()
        for sp in r["spans"]:
            if sp["type"] == "PERSON":
                parts |= {w for w in re.split(r"[\s;,.()]+", sp["value"]) if len(w) >= 3 and w[0].isupper()
                          and w.isascii()}
        for w in parts:
            for (s, e) in occurrences(text, w):
                if not any(a <= s and e <= b for a, b in allcov):
                    err(rid, f"name part {w!r} untagged at {s}")
        # e-mail addresses and IPv4 look-alikes must be either spans or decoys
        for m in re.finditer(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+\.[A-Za-z0-9.-]*[A-Za-z]", text):
            if not any(a <= m.start() and m.end() <= b for a, b in allcov):
                err(rid, f"untagged e-mail {m.group()!r}")
        for m in re.finditer(r"(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}(?![\w.])", text):
            if ip_kind(m.group()) in ("private", "cgnat", "public") and \
                    not any(a <= m.start() and m.end() <= b for a, b in allcov):
                err(rid, f"untagged IP {m.group()!r}")
        # birth dates embedded in IDs vs DOB shown
        dobs = set()
        for sp in r["spans"]:
            if sp["type"] == "DATE_OF_BIRTH":
                dobs |= parse_dob(sp["value"])
        for sp in r["spans"]:
            emb = None
            if sp["type"] == "IDCARD" and V.idcard_ok(sp["value"]):
                emb = V.idcard_birth(sp["value"])
            elif sp["type"] == "NATIONAL_ID":
                emb = V.national_id_birth(sp["value"])
            if emb and dobs and not (emb & dobs):
                err(rid, f"{sp['type']} {sp['value']!r} birth date {sorted(emb)} not among DOBs {sorted(dobs)}")
        if any(sp["type"] == "DATE_OF_BIRTH" and not parse_dob(sp["value"]) for sp in r["spans"]) and any(
                sp["type"] == "IDCARD" or (sp["type"] == "NATIONAL_ID" and V.national_id_birth(sp["value"]))
                for sp in r["spans"]):
            err(rid, "unparseable DOB next to an ID: cannot check consistency")

    for v, ts in span_types.items():
        if len(ts) > 1:
            errors.append(f"value {v!r} tagged with several types {sorted(ts)}")
    for v in set(span_vals) & set(decoy_vals):
        errors.append(f"value {v!r} is a span in {sorted(span_vals[v])} and a decoy in {sorted(decoy_vals[v])}")

    # ------------------------------------------------------------- size rules
    n = len(rows)
    n_sp = sum(len(r["spans"]) for r in rows)
    n_de = sum(len(r["decoys"]) for r in rows)
    by_lang = collections.Counter(r["lang"] for r in rows)
    empty = [r["id"] for r in rows if not r["spans"]]
    texts_per_type = collections.Counter()
    for r in rows:
        for t in {sp["type"] for sp in r["spans"]}:
            texts_per_type[t] += 1
    kinds = {r["kind"] for r in rows}
    dkinds = {d["kind"] for r in rows for d in r["decoys"]}
    rules = [
        (180 <= n <= 195, f"texts {n} not in 180-195"),
        (1100 <= n_sp <= 1300, f"spans {n_sp} not in 1100-1300"),
        (0.40 <= by_lang["en"] / n <= 0.50, f"en share {by_lang['en'] / n:.2f}"),
        (0.30 <= by_lang["zh"] / n <= 0.40, f"zh share {by_lang['zh'] / n:.2f}"),
        (0.15 <= by_lang["mixed"] / n <= 0.25, f"mixed share {by_lang['mixed'] / n:.2f}"),
        (all(texts_per_type[t] >= 4 for t in TYPES),
         "types in <4 texts: " + ", ".join(t for t in TYPES if texts_per_type[t] < 4)),
        (n_de / n >= 2.5, f"decoys per text {n_de / n:.2f} < 2.5"),
        (3 <= len(empty) <= 8, f"{len(empty)} texts without spans"),
        (len(kinds) >= 60, f"only {len(kinds)} text kinds"),
        (len(dkinds) >= 60, f"only {len(dkinds)} decoy kinds"),
    ]
    for ok, msg in rules:
        if not ok:
            errors.append("SIZE: " + msg)

    if verbose:
        tab = collections.defaultdict(collections.Counter)
        for r in rows:
            for sp in r["spans"]:
                tab[sp["type"]][r["lang"]] += 1
        print(f"{'type':14s}{'en':>6s}{'zh':>6s}{'mixed':>7s}{'total':>7s}{'texts':>7s}")
        for t in TYPES:
            c = tab[t]
            print(f"{t:14s}{c['en']:6d}{c['zh']:6d}{c['mixed']:7d}{sum(c.values()):7d}{texts_per_type[t]:7d}")
        sl = collections.Counter()
        dl = collections.Counter()
        for r in rows:
            sl[r["lang"]] += len(r["spans"])
            dl[r["lang"]] += len(r["decoys"])
        print(f"{'TOTAL':14s}{sl['en']:6d}{sl['zh']:6d}{sl['mixed']:7d}{n_sp:7d}")
        print()
        print(f"{'lang':8s}{'texts':>7s}{'share':>7s}{'spans':>7s}{'decoys':>8s}")
        for lg in LANGS:
            print(f"{lg:8s}{by_lang[lg]:7d}{by_lang[lg] / n:7.1%}{sl[lg]:7d}{dl[lg]:8d}")
        print(f"{'all':8s}{n:7d}{1:7.0%}{n_sp:7d}{n_de:8d}")
        print()
        print(f"decoys/text {n_de / n:.2f}; texts without spans {len(empty)}: {', '.join(empty)}")
        print(f"distinct text kinds {len(kinds)}; distinct decoy kinds {len(dkinds)}")
        dk = collections.Counter(d["kind"] for r in rows for d in r["decoys"])
        print("decoy kinds: " + ", ".join(f"{k}={c}" for k, c in sorted(dk.items(), key=lambda x: (-x[1], x[0]))))
        tk = collections.Counter(r["kind"] for r in rows)
        print("text kinds: " + ", ".join(f"{k}={c}" for k, c in sorted(tk.items(), key=lambda x: (-x[1], x[0]))))
        print()
    if errors:
        for e in errors:
            print("ERROR", e)
        print(f"{len(errors)} errors")
        return 1
    print(f"OK: {n} texts, {n_sp} spans, {n_de} decoys, all checks pass")
    return 0


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("-")]
    sys.exit(main("-v" in sys.argv, args[0] if args else None))
