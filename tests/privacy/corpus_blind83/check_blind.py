#!/usr/bin/env python3
"""Validate corpus.jsonl (blind83).  `-v` prints tables.  Exit status 1 on any error."""
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

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD", "APIKEY",
         "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
LANGS = ["en", "zh", "mixed"]
VERBOSE = "-v" in sys.argv

errors, warnings, notes = [], [], []


def err(rid, msg):
    errors.append("%s: %s" % (rid, msg))


def warn(rid, msg):
    warnings.append("%s: %s" % (rid, msg))


def isw(c):
    return c.isascii() and (c.isalnum() or c == "_")


# ----------------------------------------------------------------------------- dates
MONTHS = {}
for i, m in enumerate(["january", "february", "march", "april", "may", "june", "july", "august", "september",
                       "october", "november", "december"], 1):
    MONTHS[m] = i
    MONTHS[m[:3]] = i
MONTHS["sept"] = 9
CN_DIG = {"〇": 0, "零": 0, "○": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8,
          "九": 9}


def cn_num(s):
    if "十" in s:
        a, _, b = s.partition("十")
        return (CN_DIG[a] if a else 1) * 10 + (CN_DIG[b] if b else 0)
    return int("".join(str(CN_DIG[c]) for c in s))


def cn_to_digits(s):
    return re.sub(r"[〇零○一二三四五六七八九十两]+", lambda m: str(cn_num(m.group(0))), s)


def _add(out, y, m, d):
    try:
        if y < 100:
            y += 1900 if y > 24 else 2000
        out.add(datetime.date(y, m, d))
    except ValueError:
        pass


def parse_dates(s):
    out = set()
    s2 = cn_to_digits(s)
    for m in re.finditer(r"(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})", s2):
        _add(out, int(m.group(1)), int(m.group(2)), int(m.group(3)))
    for m in re.finditer(r"(?<!\d)(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?!\d)", s2):
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        _add(out, y, b, a)
        _add(out, y, a, b)
    for m in re.finditer(r"(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([A-Za-z]+)\.?,?\s+(\d{4})", s):
        if m.group(2).lower() in MONTHS:
            _add(out, int(m.group(3)), MONTHS[m.group(2).lower()], int(m.group(1)))
    for m in re.finditer(r"([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})", s):
        if m.group(1).lower() in MONTHS:
            _add(out, int(m.group(3)), MONTHS[m.group(1).lower()], int(m.group(2)))
    for m in re.finditer(r"(?<!\d)(\d{4})(\d{2})(\d{2})(?!\d)", s2):
        _add(out, int(m.group(1)), int(m.group(2)), int(m.group(3)))
    return out


# ----------------------------------------------------------------------------- per-type value checks
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
CURRENCY = re.compile(r"[$£€¥￥₹₩]|\bRs\.?|\b(USD|GBP|EUR|CNY|RMB|HKD|SGD|AUD|CAD|NZD|INR|CHF|PLN|SEK|JPY|HK\$|"
                      r"dollars?|bucks?|quid|pounds?|euros?|pence|p|cents?|yuan|kuai|rupees?|francs?)\b|元|块|圆|万|角|"
                      r"人民币|美元|英镑|欧元|港币|港元|新币|刀", re.I)
NUMWORD = re.compile(r"\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|"
                     r"forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|grand|a)\b|[一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟萬]", re.I)
PHONE_WORDS = re.compile(r"\b(zero|oh|o|one|two|three|four|five|six|seven|eight|nine|double|triple)\b", re.I)
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
EN_TITLES = re.compile(r"^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Professor|Sir|Dame|Madam|Chef|Rev|Cllr)\b\.?", re.I)
KINSHIP = ["妈妈", "爸爸", "奶奶", "爷爷", "外婆", "外公", "姥姥", "姥爷", "表姐", "表哥", "表妹", "表弟", "堂哥",
           "堂姐", "舅舅", "舅妈", "姑姑", "叔叔", "阿姨", "婶婶", "老公", "老婆", "哥哥", "姐姐", "弟弟", "妹妹",
           "儿子", "女儿", "媳妇", "孙子", "孙女", "婆婆", "公公", "岳母"]
KIN_EN = re.compile(r"\b(mum|mom|mother|dad|father|nan|nana|gran|granny|grandma|grandpa|grandad|auntie|aunt|uncle|"
                    r"cousin|sister|brother|son|daughter|wife|husband|hubby)\b", re.I)
ROLE_WORDS = ["财务", "会计", "前台", "客服", "司机", "志愿者", "厨师长", "保安", "店长", "家长", "班主任"]
ZH_TITLE_AFTER = ["先生", "小姐", "女士", "社长", "老师", "经理", "主任", "师傅", "校长", "院长", "医生", "站长", "总"]


def check_value(rid, sp, doc):
    t, v = sp["type"], sp["value"]
    if v != v.strip():
        err(rid, "%s value has outer whitespace: %r" % (t, v))
    if t not in ("PASSWORD", "SECRET", "APIKEY") and v[-1] in ",;:":
        err(rid, "%s value ends with punctuation: %r" % (t, v))
    if t == "CARD" and not V.card_ok(v):
        err(rid, "CARD fails Luhn/brand: %r" % v)
    elif t == "CVV":
        if not re.fullmatch(r"\d{3,4}", v):
            err(rid, "CVV shape: %r" % v)
        cards = [c for c in doc["spans"] if c["type"] == "CARD"]
        if not cards:
            err(rid, "CVV without a CARD in the text")
        elif min(min(abs(sp["start"] - c["end"]), abs(c["start"] - sp["end"])) for c in cards) > 250:
            err(rid, "CVV more than 250 chars away from any CARD")
    elif t == "IBAN" and not V.iban_ok(v):
        err(rid, "IBAN fails mod-97/length: %r" % v)
    elif t == "SSN" and not V.ssn_ok(v):
        err(rid, "SSN shape/rules: %r" % v)
    elif t == "IDCARD" and not V.idcard_ok(v):
        err(rid, "IDCARD fails GB 11643: %r" % v)
    elif t == "PASSPORT" and not V.passport_ok(v):
        err(rid, "PASSPORT shape: %r" % v)
    elif t == "NATIONAL_ID" and not V.nid_ok(v):
        err(rid, "NATIONAL_ID fails every known format: %r" % v)
    elif t == "APIKEY":
        k = V.apikey_kind(v)
        if k is None:
            err(rid, "APIKEY has no vendor shape: %r" % v)
        elif k == "jwt" and not V.jwt_sig_ok(v):
            warn(rid, "JWT not signed by the corpus key (shape ok)")
        if "EXAMPLE" in v:
            err(rid, "documentation example key labelled as APIKEY: %r" % v)
    elif t == "SECRET":
        if V.secret_kind(v) is None:
            err(rid, "SECRET has no recognised shape: %r" % v)
        if "EXAMPLE" in v:
            err(rid, "documentation example labelled as SECRET: %r" % v)
    elif t == "EMAIL":
        if not EMAIL_RE.fullmatch(v):
            err(rid, "EMAIL shape: %r" % v)
        elif re.search(r"@(example\.(com|org|net)|.*\.example|.*\.test|.*\.invalid)$", v):
            err(rid, "documentation e-mail domain labelled as EMAIL: %r" % v)
    elif t == "IP_ADDRESS":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            err(rid, "IP_ADDRESS does not parse: %r" % v)
        else:
            if any(ip in n for n in DOC_NETS if n.version == ip.version):
                err(rid, "documentation-range IP labelled: %s" % v)
            if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local:
                err(rid, "loopback/unspecified/multicast/link-local IP labelled: %s" % v)
    elif t == "PHONE":
        nd = len(V.digits_of(v)) + len(re.findall(r"[〇零一二三四五六七八九幺两]", v)) + len(PHONE_WORDS.findall(v))
        if nd < 5:
            err(rid, "PHONE with too few digits: %r" % v)
        if "*" in v or "x" * 3 in v.lower():
            err(rid, "masked PHONE labelled: %r" % v)
    elif t == "AMOUNT":
        if not CURRENCY.search(v):
            err(rid, "AMOUNT without currency: %r" % v)
        if not NUMWORD.search(v):
            err(rid, "AMOUNT without a number: %r" % v)
    elif t == "DATE_OF_BIRTH":
        if not parse_dates(v) and not re.search(r"\d|[一二三四五六七八九十]", v) and \
                not any(m in v.lower() for m in MONTHS if len(m) > 3):
            err(rid, "DATE_OF_BIRTH unparseable: %r" % v)
        elif not parse_dates(v):
            notes.append("%s: DATE_OF_BIRTH kept as written, not machine-parsed: %r" % (rid, v))
    elif t == "PERSON":
        if EN_TITLES.match(v):
            err(rid, "English title inside PERSON: %r" % v)
        for w in KINSHIP + ROLE_WORDS:
            if w in v:
                err(rid, "kinship/role word inside PERSON: %r" % v)
        if KIN_EN.search(v):
            err(rid, "English kinship word inside PERSON: %r" % v)
        text = doc["text"]
        if re.fullmatch(r"[\u4e00-\u9fff]+", v):
            after = text[sp["end"]:sp["end"] + 2]
            before = text[max(0, sp["start"] - 1):sp["start"]]
            if len(v) <= 3 and any(after.startswith(x) for x in ZH_TITLE_AFTER if not (x == "总" and len(v) > 1)):
                err(rid, "Chinese title left outside PERSON span: %r + %r" % (v, after))
            if before in ("老", "小") and len(v) == 1:
                err(rid, "Chinese 老/小 left outside PERSON span: %r" % v)
    elif t == "ADDRESS":
        if not re.search(r"\d|[一二三四五六七八九十]", v):
            err(rid, "ADDRESS without any number: %r" % v)
    elif t in ("PASSWORD", "MEDICAL"):
        if not v.strip():
            err(rid, "%s empty" % t)


def birth_of(sp):
    if sp["type"] == "IDCARD":
        return V.idcard_birth(sp["value"])
    if sp["type"] == "NATIONAL_ID":
        return V.nid_birth(sp["value"])
    return None


def occurrences(text, v):
    if not v:
        return []
    pat = re.escape(v)
    if isw(v[0]):
        pat = r"(?<![A-Za-z0-9_])" + pat
    if isw(v[-1]):
        pat = pat + r"(?![A-Za-z0-9_])"
    return [(m.start(), m.end()) for m in re.finditer(pat, text)]


def main():
    path = os.path.join(HERE, "corpus.jsonl")
    docs = [json.loads(l) for l in open(path, encoding="utf-8")]
    ids = [d["id"] for d in docs]
    if len(set(ids)) != len(ids):
        err("corpus", "duplicate ids")
    span_types_by_value = collections.defaultdict(set)
    decoy_values = collections.defaultdict(set)
    for d in docs:
        rid, text = d["id"], d["text"]
        if not re.fullmatch(r"c83-(en|zh|mixed)-\d{3}", rid) or d["lang"] not in LANGS or not rid.startswith("c83-" + d["lang"] + "-"):
            err(rid, "bad id/lang")
        for ch in "⟦⟧⟪⟫":
            if ch in text:
                err(rid, "markup left in text")
        for m in re.finditer(r"\$(card|iban|ssn|idc|pp|nid|akid|ghp|sk|pem|rc|totp|jwt|sess|uuid|sha)\d\d\b", text):
            err(rid, "unreplaced value reference %s" % m.group(0))
        items = [("S", s) for s in d["spans"]] + [("D", x) for x in d["decoys"]]
        for tag, it in items:
            if text[it["start"]:it["end"]] != it["value"]:
                err(rid, "offset mismatch for %r" % it["value"])
            label = it.get("type") or it.get("kind")
            s, e = it["start"], it["end"]
            if s > 0 and isw(text[s - 1]) and isw(text[s]):
                err(rid, "%s edge inside ASCII word at start: %r" % (label, text[max(0, s - 8):s + 8]))
            if e < len(text) and isw(text[e - 1]) and isw(text[e]):
                err(rid, "%s edge inside ASCII word at end: %r" % (label, text[max(0, e - 8):e + 8]))
        srt = sorted(items, key=lambda x: (x[1]["start"], x[1]["end"]))
        for (t1, a), (t2, b) in zip(srt, srt[1:]):
            if b["start"] < a["end"]:
                err(rid, "overlap %r / %r" % (a["value"][:30], b["value"][:30]))
        for sp in d["spans"]:
            if sp["type"] not in TYPES:
                err(rid, "unknown type %s" % sp["type"])
                continue
            check_value(rid, sp, d)
            span_types_by_value[sp["value"]].add(sp["type"])
        for dc in d["decoys"]:
            decoy_values[dc["value"]].add(dc["kind"])
            v = dc["value"]
            if "ip" in dc["kind"].split("_"):
                try:
                    ip = ipaddress.ip_address(v)
                    if not (any(ip in n for n in DOC_NETS if n.version == ip.version) or ip.is_loopback
                            or ip.is_unspecified):
                        err(rid, "decoy IP %s is a real (non-documentation) address" % v)
                except ValueError:
                    pass
            if V.card_ok(v) and "*" not in v and dc["kind"] not in ("ean13", "barcode"):
                warn(rid, "decoy %r (%s) is Luhn-valid card-shaped" % (v, dc["kind"]))
        # ID birth dates vs DOB
        dobs = [sp for sp in d["spans"] if sp["type"] == "DATE_OF_BIRTH"]
        cand = set()
        for sp in dobs:
            cand |= parse_dates(sp["value"])
        for sp in d["spans"]:
            b = birth_of(sp)
            if sp["type"] == "IDCARD" and b is None:
                err(rid, "IDCARD without birth date")
            if b is not None and dobs and b not in cand:
                err(rid, "%s birth date %s matches no DOB shown %s" % (sp["type"], b, [x["value"] for x in dobs]))
        # repeated strings tagged consistently (within the text)
        covered_s = [(s["start"], s["end"], s["type"]) for s in d["spans"]]
        covered_d = [(x["start"], x["end"]) for x in d["decoys"]]
        for sp in d["spans"]:
            if len(sp["value"]) < 2:
                continue
            for a, b in occurrences(text, sp["value"]):
                if any(s <= a and b <= e for s, e, _ in covered_s):
                    continue
                if any(s <= a and b <= e for s, e in covered_d):
                    err(rid, "span string %r also inside a decoy" % sp["value"])
                else:
                    err(rid, "untagged repeat of %s %r at %d" % (sp["type"], sp["value"], a))
        for dc in d["decoys"]:
            if len(dc["value"]) < 3:
                continue
            for a, b in occurrences(text, dc["value"]):
                if not any(s <= a and b <= e for s, e, _ in covered_s) and \
                        not any(s <= a and b <= e for s, e in covered_d):
                    warn(rid, "unmarked repeat of decoy %r at %d" % (dc["value"], a))
        # obvious personal/secret strings left unmarked
        allc = [(s["start"], s["end"]) for s in d["spans"]] + covered_d

        def unmarked(a, b):
            return not any(s <= a and b <= e for s, e in allc)

        for m in EMAIL_RE.finditer(text):
            if unmarked(m.start(), m.end()):
                err(rid, "unmarked e-mail %r" % m.group(0))
        for m in re.finditer(r"(?<![\w.])(\d{1,3}(?:\.\d{1,3}){3})(?![\w.])", text):
            try:
                ipaddress.ip_address(m.group(1))
            except ValueError:
                continue
            if unmarked(m.start(1), m.end(1)):
                err(rid, "unmarked IPv4 %r" % m.group(1))
        for m in re.finditer(r"(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])", text):
            if V.card_ok(m.group(0)) and unmarked(m.start(), m.end()):
                err(rid, "unmarked Luhn-valid number %r" % m.group(0))
        for m in re.finditer(r"(?<![\dA-Z])\d{17}[\dX](?![\dA-Z])", text):
            if V.idcard_ok(m.group(0)) and unmarked(m.start(), m.end()):
                err(rid, "unmarked valid IDCARD %r" % m.group(0))
        for m in re.finditer(r"(?<![A-Z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?(?![A-Z0-9])", text):
            if V.iban_ok(m.group(0)) and unmarked(m.start(), m.end()):
                err(rid, "unmarked valid IBAN %r" % m.group(0))
        for m in re.finditer(r"(?<![\w-])(AKIA[A-Z2-7]{16}|gh[pousr]_[A-Za-z0-9]{36}|xox[bp]-[\w-]+|sk_live_\w+|"
                             r"eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+|-----BEGIN [A-Z ]*PRIVATE KEY-----)", text):
            if unmarked(m.start(), m.end()):
                err(rid, "unmarked key-like string %r" % m.group(0)[:30])
    # corpus-wide consistency
    for v, ts in span_types_by_value.items():
        if len(ts) > 1:
            err("corpus", "string %r labelled with several types %s" % (v, sorted(ts)))
        if v in decoy_values:
            err("corpus", "string %r is both a span (%s) and a decoy (%s)" % (v, sorted(ts), sorted(decoy_values[v])))
    used = set()
    for d in docs:
        for it in d["spans"] + d["decoys"]:
            used.add(it["value"])
    unused = [n for n, v in V.VALUES.items() if v not in used]
    if unused:
        warn("values", "%d generated values not used: %s" % (len(unused), " ".join(unused)))
    for n, (typ, _) in V.TYPES.items():
        if typ != "DECOY" and n in V.VALUES:
            for d in docs:
                for x in d["decoys"]:
                    if x["value"] == V.VALUES[n]:
                        err(d["id"], "generated %s value %s used as a decoy" % (typ, n))

    # size rules
    n = len(docs)
    nspans = sum(len(d["spans"]) for d in docs)
    ndec = sum(len(d["decoys"]) for d in docs)
    by_lang = collections.Counter(d["lang"] for d in docs)
    texts_per_type = collections.Counter()
    for d in docs:
        for t in {s["type"] for s in d["spans"]}:
            texts_per_type[t] += 1
    empty = sum(1 for d in docs if not d["spans"])
    kinds = {d["kind"] for d in docs}
    dkinds = {x["kind"] for d in docs for x in d["decoys"]}
    size = []
    if not 180 <= n <= 195:
        size.append("texts %d not in 180..195" % n)
    if not 1100 <= nspans <= 1300:
        size.append("spans %d not in 1100..1300" % nspans)
    for lang, target in (("en", .45), ("zh", .35), ("mixed", .20)):
        share = by_lang[lang] / n if n else 0
        if abs(share - target) > .05:
            size.append("%s share %.1f%% (target %d%%)" % (lang, 100 * share, 100 * target))
    for t in TYPES:
        if texts_per_type[t] < 4:
            size.append("type %s in only %d texts" % (t, texts_per_type[t]))
    if n and ndec / n < 2.5:
        size.append("decoys per text %.2f < 2.5" % (ndec / n))
    if not 3 <= empty <= 8:
        size.append("%d texts without spans (want 3..8)" % empty)
    if len(kinds) < 60:
        size.append("only %d text kinds" % len(kinds))
    if len(dkinds) < 60:
        size.append("only %d decoy kinds" % len(dkinds))
    for s in size:
        err("size", s)

    if VERBOSE:
        print("texts %d (en %d / zh %d / mixed %d = %.0f%% / %.0f%% / %.0f%%), spans %d, decoys %d (%.2f/text), "
              "empty texts %d, text kinds %d, decoy kinds %d" % (
                  n, by_lang["en"], by_lang["zh"], by_lang["mixed"], 100 * by_lang["en"] / n, 100 * by_lang["zh"] / n,
                  100 * by_lang["mixed"] / n, nspans, ndec, ndec / n, empty, len(kinds), len(dkinds)))
        print()
        print("%-14s %6s %6s %6s %6s %7s" % ("type", "en", "zh", "mixed", "spans", "texts"))
        cnt = collections.Counter((s["type"], d["lang"]) for d in docs for s in d["spans"])
        for t in TYPES:
            print("%-14s %6d %6d %6d %6d %7d" % (t, cnt[(t, "en")], cnt[(t, "zh")], cnt[(t, "mixed")],
                                                sum(cnt[(t, l)] for l in LANGS), texts_per_type[t]))
        print("%-14s %6d %6d %6d %6d" % ("total", *(sum(cnt[(t, l)] for t in TYPES) for l in LANGS), nspans))
        print()
        dk = collections.Counter(x["kind"] for d in docs for x in d["decoys"])
        print("decoy kinds (%d):" % len(dk))
        print("  " + ", ".join("%s %d" % kv for kv in sorted(dk.items(), key=lambda kv: (-kv[1], kv[0]))))
        tk = collections.Counter(d["kind"] for d in docs)
        print("text kinds (%d):" % len(tk))
        print("  " + ", ".join("%s %d" % kv for kv in sorted(tk.items(), key=lambda kv: (-kv[1], kv[0]))))
        print()
    if VERBOSE:
        for n_ in notes:
            print("NOTE  " + n_)
    for w in warnings:
        print("WARN  " + w)
    for e in errors:
        print("ERROR " + e)
    print("check_blind: %d errors, %d warnings" % (len(errors), len(warnings)))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
