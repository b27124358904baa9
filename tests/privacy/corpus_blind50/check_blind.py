#!/usr/bin/env python3
"""Validate corpus.jsonl of the blind50 corpus.   python3 check_blind.py [-v]

Checks: offsets, overlaps, span edges inside ASCII words, per-type check digits
and shapes, IP ranges, CVV next to a CARD, ID birth dates against DOBs shown,
titles / kinship words outside PERSON, repeated strings tagged consistently, no
string both span and decoy, and the size / mix rules.  Exit status 1 on error.
"""
import collections
import datetime as dt
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
VERBOSE = "-v" in sys.argv
TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS", "MEDICAL", "PASSWORD",
         "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN", "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]
errors = []


def err(rid, msg):
    errors.append(f"{rid}: {msg}")


def digits(s):
    return re.sub(r"\D", "", s)


def asc(c):
    return c.isascii() and c.isalnum()


# ------------------------------------------------------------------ checksums
def luhn(num):
    tot = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        tot += d
    return tot % 10 == 0


def chk_card(v):
    if not re.fullmatch(r"\d[\d \-]+\d", v):
        return "bad characters"
    d = digits(v)
    if not 13 <= len(d) <= 19:
        return "length"
    if not re.match(r"4|5[1-5]|2[2-7]|3[47]|62|35|6011", d):
        return "unknown IIN"
    return None if luhn(d) else "Luhn"


IBAN_LEN = {"GB": 22, "IE": 22, "DE": 22, "NL": 18, "NO": 15, "DK": 18, "FI": 18, "SE": 24, "BE": 16,
            "FR": 27, "ES": 24, "PL": 28, "IT": 27, "CH": 21, "AT": 20, "PT": 25, "LU": 20}


def chk_iban(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", s):
        return "shape"
    if IBAN_LEN.get(s[:2]) != len(s):
        return "length for country"
    if re.search(r"\S{5,}", v) and " " in v:
        return "irregular grouping"
    n = int("".join(str(int(c, 36)) for c in s[4:] + s[:4]))
    return None if n % 97 == 1 else "mod-97"


def chk_ssn(v):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", v)
    if not m:
        return "shape"
    a, g, s = m.group(1), m.group(3), m.group(4)
    if a in ("000", "666") or a[0] == "9" or g == "00" or s == "0000":
        return "invalid area/group/serial"
    return None


ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
PROV = set("11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46 50 51 52 53 54 61 62 63 64 65".split())


def idcard_date(v):
    s = v.replace(" ", "")
    return dt.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))


def chk_idcard(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return "shape"
    if s[:2] not in PROV:
        return "province code"
    try:
        d = idcard_date(v)
    except ValueError:
        return "birth date"
    if not dt.date(1930, 1, 1) <= d <= dt.date(2010, 1, 1):
        return "implausible birth year"
    c = "10X98765432"[sum(int(a) * b for a, b in zip(s[:17], ID_W)) % 11]
    return None if c == s[17] else "GB 11643 check character"


PASSPORT_SHAPES = [r"E\d{8}", r"E[A-HJ-NP-Z]\d{7}", r"[1-9]\d{8}", r"A\d{8}", r"C[CFGHJKLMNPRTVWXYZ0-9]{8}",
                   r"P\d{7}[A-Z]", r"[A-Z]\d{7}", r"[A-Z]{2}\d{7}", r"\d{2}[A-Z]{2}\d{5}", r"[A-Z]{2}\d{6}"]


def chk_passport(v):
    return None if any(re.fullmatch(p, v) for p in PASSPORT_SHAPES) else "shape"


def _date2(yy, mm, dd, centuries=(1900, 2000)):
    out = set()
    for c in centuries:
        try:
            out.add(dt.date(c + yy, mm, dd))
        except ValueError:
            pass
    return out


def nat_no(v):
    if not re.fullmatch(r"\d{6} ?\d{5}", v):
        return None
    s = digits(v)
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2, 1]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1]
    if sum(int(a) * b for a, b in zip(s, w1)) % 11 or sum(int(a) * b for a, b in zip(s, w2)) % 11:
        return None
    return _date2(int(s[4:6]), int(s[2:4]), int(s[0:2])) or None


def nat_se(v):
    m = re.fullmatch(r"(\d{2})?(\d{6})[-+](\d{4})", v)
    if not m or not luhn(m.group(2) + m.group(3)):
        return None
    y = m.group(2)
    cent = (int(m.group(1)) * 100,) if m.group(1) else (1900, 2000)
    return _date2(int(y[:2]), int(y[2:4]), int(y[4:6]), cent) or None


def nat_fi(v):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", v)
    if not m or "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(m.group(1) + m.group(3)) % 31] != m.group(4):
        return None
    s = m.group(1)
    c = {"-": 1900, "+": 1800, "A": 2000}[m.group(2)]
    return _date2(int(s[4:6]), int(s[2:4]), int(s[0:2]), (c,)) or None


def nat_bsn(v):
    s = v.replace(".", "").replace(" ", "")
    if re.fullmatch(r"\d{9}", s) and (sum(int(c) * w for c, w in zip(s, range(9, 1, -1))) - int(s[8])) % 11 == 0:
        return {"nodate"}
    return None


def nat_nino(v):
    s = v.replace(" ", "")
    if re.fullmatch(r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", s) and s[:2] not in (
            "BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
        if " " in v and not re.fullmatch(r"[A-Z]{2} \d{2} \d{2} \d{2} [A-D]", v):
            return None
        return {"nodate"}
    return None


def nat_sin(v):
    if re.fullmatch(r"\d{3}([ -]?)\d{3}\1\d{3}", v) and digits(v)[0] not in "08" and luhn(digits(v)):
        return {"nodate"}
    return None


def nat_tfn(v):
    if re.fullmatch(r"\d{3} ?\d{3} ?\d{3}", v) and sum(
            int(c) * w for c, w in zip(digits(v), [1, 4, 3, 7, 5, 8, 6, 9, 10])) % 11 == 0:
        return {"nodate"}
    return None


def nat_za(v):
    if re.fullmatch(r"\d{13}", v) and luhn(v) and v[10] in "01":
        return _date2(int(v[:2]), int(v[2:4]), int(v[4:6])) or None
    return None


def _rut(n):
    s, w = 0, 2
    for c in reversed(n):
        s += int(c) * w
        w = 2 if w == 7 else w + 1
    return {11: "0", 10: "K"}.get(11 - s % 11, str(11 - s % 11))


def nat_rut(v):
    m = re.fullmatch(r"(\d{1,2}(?:\.\d{3}){2}|\d{7,8})-([\dK])", v)
    return {"nodate"} if m and _rut(m.group(1).replace(".", "")) == m.group(2) else None


def _cpf(s):
    r = 11 - sum(int(c) * w for c, w in zip(s, range(len(s) + 1, 1, -1))) % 11
    return "0" if r >= 10 else str(r)


def nat_cpf(v):
    if not re.fullmatch(r"\d{3}\.\d{3}\.\d{3}-\d{2}", v):
        return None
    s = digits(v)
    return {"nodate"} if _cpf(s[:9]) == s[9] and _cpf(s[:10]) == s[10] and len(set(s)) > 1 else None


def nat_pesel(v):
    if not re.fullmatch(r"\d{11}", v):
        return None
    if (sum(int(a) * b for a, b in zip(v, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3])) + int(v[10])) % 10:
        return None
    mm = int(v[2:4])
    cent = 2000 if mm > 20 else 1900
    return _date2(int(v[:2]), mm % 20, int(v[4:6]), (cent,)) or None


def nat_dni(v):
    m = re.fullmatch(r"([XYZ]|\d)(\d{7})-?([A-Z])", v)
    if not m:
        return None
    lead = str("XYZ".index(m.group(1))) if m.group(1) in "XYZ" else m.group(1)
    return {"nodate"} if "TRWAGMYFPDXBNJZSQVHLCKE"[int(lead + m.group(2)) % 23] == m.group(3) else None


def nat_nric(v):
    m = re.fullmatch(r"([ST])(\d{7})([A-Z])", v)
    if not m:
        return None
    s = sum(int(c) * w for c, w in zip(m.group(2), [2, 7, 6, 5, 4, 3, 2])) + (4 if m.group(1) == "T" else 0)
    return {"nodate"} if "JZIHGFEDCBA"[s % 11] == m.group(3) else None


def nat_hkid(v):
    m = re.fullmatch(r"([A-Z])(\d{6})\(([\dA])\)", v)
    if not m:
        return None
    s = 36 * 9 + (ord(m.group(1)) - 55) * 8 + sum(int(c) * w for c, w in zip(m.group(2), range(7, 1, -1)))
    r = (11 - s % 11) % 11
    return {"nodate"} if ("A" if r == 10 else str(r)) == m.group(3) else None


def nat_cpr(v):
    if not re.fullmatch(r"\d{6}-?\d{4}", v):
        return None
    s = digits(v)
    if sum(int(a) * b for a, b in zip(s, [4, 3, 2, 7, 6, 5, 4, 3, 2, 1])) % 11:
        return None
    return _date2(int(s[4:6]), int(s[2:4]), int(s[0:2])) or None


def nat_be(v):
    m = re.fullmatch(r"(\d{2})\.(\d{2})\.(\d{2})-(\d{3})\.(\d{2})", v)
    if not m:
        return None
    base = "".join(m.groups()[:4])
    ck = int(m.group(5))
    if 97 - int(base) % 97 == ck:
        return _date2(int(base[:2]), int(base[2:4]), int(base[4:6]), (1900,)) or None
    if 97 - int("2" + base) % 97 == ck:
        return _date2(int(base[:2]), int(base[2:4]), int(base[4:6]), (2000,)) or None
    return None


NATIONAL = [("NO fødselsnummer", nat_no), ("SE personnummer", nat_se), ("FI henkilötunnus", nat_fi),
            ("NL BSN", nat_bsn), ("UK NINO", nat_nino), ("CA SIN", nat_sin), ("AU TFN", nat_tfn),
            ("ZA ID", nat_za), ("CL RUT", nat_rut), ("BR CPF", nat_cpf), ("PL PESEL", nat_pesel),
            ("ES DNI/NIE", nat_dni), ("SG NRIC", nat_nric), ("HK HKID", nat_hkid), ("DK CPR", nat_cpr),
            ("BE national number", nat_be)]


def national(v):
    hits = []
    for name, f in NATIONAL:
        r = f(v)
        if r:
            hits.append((name, r))
    return hits


APIKEY_SHAPES = [
    ("AWS access key id", r"(AKIA|ASIA)[A-Z2-7]{16}"),
    ("GitHub PAT", r"gh[pousr]_[A-Za-z0-9]{36}"),
    ("npm token", r"npm_[A-Za-z0-9]{36}"),
    ("GitLab PAT", r"glpat-[A-Za-z0-9_\-]{20}"),
    ("Slack bot token", r"xox[bpa]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}"),
    ("Stripe secret key", r"(sk|rk)_live_[A-Za-z0-9]{24,99}"),
    ("OpenAI key", r"sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}|sk-proj-[A-Za-z0-9_\-]{48,}"),
    ("Anthropic key", r"sk-ant-api03-[A-Za-z0-9_\-]{93}AA"),
    ("Google API key", r"AIza[0-9A-Za-z_\-]{35}"),
    ("SendGrid key", r"SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}"),
    ("Twilio API key", r"SK[0-9a-f]{32}"),
    ("Telegram bot token", r"\d{8,10}:AA[A-Za-z0-9_\-]{33}"),
    ("Hugging Face token", r"hf_[A-Za-z]{34}"),
    ("Mailgun key", r"key-[0-9a-f]{32}"),
    ("JWT", r"eyJ[A-Za-z0-9_\-]+\.eyJ[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]{43}"),
    ("Aliyun AccessKey ID", r"LTAI[A-Za-z0-9]{12,20}"),
    ("Tencent SecretId", r"AKID[A-Za-z0-9]{32}"),
    ("Postman key", r"PMAK-[0-9a-f]{24}-[0-9a-f]{34}"),
    ("DigitalOcean token", r"dop_v1_[0-9a-f]{64}"),
    ("Mapbox secret token", r"sk\.eyJ[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]{22}"),
]
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _b62(n):
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s.rjust(6, "0")


def chk_apikey(v):
    import zlib
    import base64
    for name, p in APIKEY_SHAPES:
        if re.fullmatch(p, v):
            if name in ("GitHub PAT", "npm token"):
                body, ck = v[4:34], v[34:]
                if _b62(zlib.crc32(body.encode())) != ck:
                    return None, "token checksum"
            if name == "JWT":
                for part in v.split(".")[:2]:
                    try:
                        json.loads(base64.urlsafe_b64decode(part + "=" * (-len(part) % 4)))
                    except Exception:
                        return None, "JWT segment not JSON"
            if "EXAMPLE" in v:
                return None, "documentation example key"
            return name, None
    return None, "no vendor shape"


SECRET_SHAPES = [
    ("PEM private key", r"-----BEGIN ([A-Z ]*PRIVATE KEY)-----\n[A-Za-z0-9+/=\n]+\n-----END \1-----"),
    ("webhook URL", r"https://(hooks\.slack\.com/services/|oapi\.dingtalk\.com/robot/send\?access_token=|"
                    r"open\.feishu\.cn/open-apis/bot/v2/hook/|qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=|"
                    r"discord\.com/api/webhooks/)\S+"),
    ("DingTalk sign secret", r"SEC[0-9a-f]{64}"),
    ("Stripe signing secret", r"whsec_[A-Za-z0-9+/]{32}"),
    ("TOTP seed", r"[A-Z2-7]{32}|([a-z2-7]{4} ){3}[a-z2-7]{4}"),
    ("recovery code", r"[0-9a-f]{5}-[0-9a-f]{5}|\d{4} \d{4}"),
    ("cloud secret key", r"[A-Za-z0-9/+]{40}|[A-Za-z0-9]{30}|[A-Za-z0-9]{32}|[A-Za-z0-9+/]{86}=="),
    ("session cookie", r"[a-z0-9]{26,32}|[0-9A-F]{32}|s%3A\S+"),
]


def secret_kind(v):
    for name, p in SECRET_SHAPES:
        if re.fullmatch(p, v):
            return name
    if re.fullmatch(r"\S{6,}", v):
        return "password / key in config"
    return None


DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
CGNAT = ipaddress.ip_network("100.64.0.0/10")


def ip_class(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return "unparseable"
    if any(ip in n for n in DOC_NETS):
        return "documentation"
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local or ip.is_reserved:
        return "special"
    if ip.version == 4 and ip in CGNAT:
        return "cgnat"
    if ip.is_private:
        return "private"
    return "public"


# ------------------------------------------------------------------- dates
MONTHS = {m: i for i, ms in enumerate([("jan", "january"), ("feb", "february"), ("mar", "march"),
                                       ("apr", "april"), ("may",), ("jun", "june"), ("jul", "july"),
                                       ("aug", "august"), ("sep", "sept", "september"), ("oct", "october"),
                                       ("nov", "november"), ("dec", "december")], 1) for m in ms}
UNITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
        "ninety": 90}
ORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
        "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
        "twentieth": 20, "thirtieth": 30}


def word_num(s):
    """'seventy-two' -> 72, 'oh five' -> 5, 'fourteenth' -> 14"""
    s = s.replace("-", " ").split()
    tot = 0
    for w in s:
        if w in ("oh", "o"):
            continue
        if w in UNITS:
            tot += UNITS.index(w)
        elif w in TENS:
            tot += TENS[w]
        elif w in ORDS:
            tot += ORDS[w]
        else:
            return None
    return tot


def word_year(s):
    s = s.strip().replace("-", " ")
    m = re.fullmatch(r"two thousand(?: and)? (.+)", s)
    if m:
        n = word_num(m.group(1))
        return None if n is None else 2000 + n
    parts = s.split()
    if len(parts) >= 2:
        a, b = word_num(parts[0]), word_num(" ".join(parts[1:]))
        if a in (19, 20) and b is not None:
            return a * 100 + b
    return None


CN = {"〇": 0, "零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}


def cn_small(s):
    if "十" in s:
        a, _, b = s.partition("十")
        return (CN[a] if a else 1) * 10 + (CN[b] if b else 0)
    return CN[s] if len(s) == 1 else None


def dob_dates(v):
    """All calendar dates a DOB string can denote (set, possibly empty)."""
    out = set()
    s = v.strip()
    low = s.lower().replace(",", " ").replace(".", " ").strip()
    low = re.sub(r"\s+", " ", low)

    def add(y, m, d):
        try:
            out.add(dt.date(y, m, d))
        except ValueError:
            pass

    for m in re.finditer(r"(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})", s):
        add(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    m = re.fullmatch(r"(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{2}|\d{4})", s)
    if m:
        a, b, y = int(m.group(1)), int(m.group(2)), m.group(3)
        ys = [int(y)] if len(y) == 4 else [1900 + int(y), 2000 + int(y)]
        for yy in ys:
            add(yy, b, a)
            add(yy, a, b)
    m = re.fullmatch(r"(\d{2})年(\d{1,2})月(\d{1,2})[日号]", s)
    if m:
        for c in (1900, 2000):
            add(c + int(m.group(1)), int(m.group(2)), int(m.group(3)))
    m = re.fullmatch(r"(\d{4})(\d{2})(\d{2})", s)
    if m:
        add(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    m = re.fullmatch(r"([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]{1,3})月([一二三四五六七八九十]{1,3})[日号]", s)
    if m:
        y = int("".join(str(CN[c]) for c in m.group(1)))
        mm, dd = cn_small(m.group(2)), cn_small(m.group(3))
        if mm and dd:
            add(y, mm, dd)
    mon = r"(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*"
    m = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?[ \-]" + mon + r"[ \-](\d{2}|\d{4})", low)
    if m:
        y = int(m.group(3))
        for yy in ([y] if y > 99 else [1900 + y, 2000 + y]):
            add(yy, MONTHS[m.group(2)], int(m.group(1)))
    m = re.fullmatch(mon + r" (\d{1,2})(?:st|nd|rd|th)? (\d{4})", low)
    if m:
        add(int(m.group(3)), MONTHS[m.group(1)], int(m.group(2)))
    m = re.fullmatch(r"(?:the )?([a-z\- ]+?) of " + mon + r" (.+)", low)
    if m:
        d, y = word_num(m.group(1)), word_year(m.group(3))
        if d and y:
            add(y, MONTHS[m.group(2)], d)
    m = re.fullmatch(mon + r" (?:the )?([a-z\- ]+?) (nineteen .+|two thousand .+)", low)
    if m:
        d, y = word_num(m.group(2)), word_year(m.group(3))
        if d and y:
            add(y, MONTHS[m.group(1)], d)
    return {d for d in out if dt.date(1920, 1, 1) <= d <= dt.date(2012, 12, 31)}


# ------------------------------------------------------------- other shapes
CURRENCY = re.compile(r"[$€£¥￥₩₹]|\b(USD|EUR|GBP|NOK|SEK|DKK|AUD|CAD|CLP|ZAR|RMB|CNY|HKD|PLN|SGD|BRL|PHP|IDR|"
                      r"MYR|INR|VND|NZD)\b|\bkr\b|\bR\b|元|块|万|美元|欧元|英镑|澳元|港币|人民币|刀|"
                      r"(?i:dollars?|bucks|quid|pounds?|euros?|kroner|krone|rand|pesos?|yuan|grand|zloty|złoty)")
NUMWORD = re.compile(r"\d|[一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟]|(?i:\b(one|two|three|four|five|six|seven|eight|nine|ten|"
                     r"eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|"
                     r"thousand|grand)\b)")
PHONE_WORDS = {"zero": 1, "oh": 1, "o": 1, "one": 1, "two": 1, "three": 1, "four": 1, "five": 1, "six": 1,
               "seven": 1, "eight": 1, "nine": 1, "double": 1, "triple": 2}
TITLE = re.compile(r"^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Capt|Captain|Rev|Herr|Frau|Sr|Sra)\b\.?\s", re.I)
KIN_ROLE = ["财务", "会计", "出纳", "表姐", "表哥", "表弟", "表妹", "堂哥", "堂姐", "堂弟", "堂妹", "我爸", "我妈", "爸爸",
            "妈妈", "老婆", "老公", "舅舅", "舅妈", "阿姨", "叔叔", "姑姑", "奶奶", "爷爷", "外婆", "外公", "岳父", "岳母",
            "儿子", "女儿", "哥哥", "姐姐", "弟弟", "妹妹", "媳妇", "同事", "师傅", "mum", "mom", "dad", "wife",
            "husband", "uncle", "auntie", "aunt", "cousin", "grandma", "grandad", "sister", "brother", "son",
            "daughter", "nan"]


def phone_count(v):
    n = len(re.findall(r"[0-9〇零一二三四五六七八九幺两]", v))
    for w in re.findall(r"[a-z]+", v.lower()):
        n += PHONE_WORDS.get(w, 0)
    return n


# ------------------------------------------------------------------ checks
def check_value(rid, s, text, row):
    t, v = s["type"], s["value"]
    if v != v.strip():
        err(rid, f"{t} {v!r}: leading/trailing whitespace")
    if t == "CARD":
        e = chk_card(v)
        if e:
            err(rid, f"CARD {v!r}: {e}")
    elif t == "IBAN":
        e = chk_iban(v)
        if e:
            err(rid, f"IBAN {v!r}: {e}")
    elif t == "SSN":
        e = chk_ssn(v)
        if e:
            err(rid, f"SSN {v!r}: {e}")
    elif t == "IDCARD":
        e = chk_idcard(v)
        if e:
            err(rid, f"IDCARD {v!r}: {e}")
    elif t == "PASSPORT":
        e = chk_passport(v)
        if e:
            err(rid, f"PASSPORT {v!r}: {e}")
    elif t == "NATIONAL_ID":
        if not national(v):
            err(rid, f"NATIONAL_ID {v!r}: no format/check digit matches")
    elif t == "APIKEY":
        name, e = chk_apikey(v)
        if e:
            err(rid, f"APIKEY {v!r}: {e}")
    elif t == "SECRET":
        if not secret_kind(v):
            err(rid, f"SECRET {v!r}: no shape")
    elif t == "IP_ADDRESS":
        c = ip_class(v)
        if c not in ("private", "cgnat", "public"):
            err(rid, f"IP {v!r}: {c}")
    elif t == "EMAIL":
        if not re.fullmatch(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}", v):
            err(rid, f"EMAIL {v!r}: shape")
    elif t == "PHONE":
        if phone_count(v) < 7:
            err(rid, f"PHONE {v!r}: fewer than 7 digits")
    elif t == "AMOUNT":
        if not CURRENCY.search(v) or not NUMWORD.search(v):
            err(rid, f"AMOUNT {v!r}: needs currency and number")
    elif t == "CVV":
        if not re.fullmatch(r"\d{3,4}", v):
            err(rid, f"CVV {v!r}: shape")
        cards = [c for c in row["spans"] if c["type"] == "CARD"]
        if not cards:
            err(rid, f"CVV {v!r} without CARD in text")
        elif min(min(abs(s["start"] - c["end"]), abs(c["start"] - s["end"])) for c in cards) > 250:
            err(rid, f"CVV {v!r} not next to its CARD")
    elif t == "DATE_OF_BIRTH":
        if not dob_dates(v):
            err(rid, f"DOB {v!r}: unparseable")
    elif t == "PASSWORD":
        if len(v) < 4:
            err(rid, f"PASSWORD {v!r}: too short")
    elif t == "ADDRESS":
        if not re.search(r"\d|[一二三四五六七八九十]+号", v) or len(v) < 10:
            err(rid, f"ADDRESS {v!r}: no number / too short")
    elif t == "PERSON":
        if TITLE.match(v + " "):
            err(rid, f"PERSON {v!r}: title inside span")
        low = v.lower()
        for w in KIN_ROLE:
            if low == w or low.startswith(w) and not w.isascii() or (w.isascii() and re.match(re.escape(w) + r"\b", low)):
                err(rid, f"PERSON {v!r}: kinship/role word {w!r} inside span")
                break
        if not v.isascii() and len(v) < 2:
            err(rid, f"PERSON {v!r}: single character")
    elif t == "MEDICAL":
        if len(v) < (3 if v.isascii() else 2):
            err(rid, f"MEDICAL {v!r}: too short")


def main():
    rows = [json.loads(l) for l in open(os.path.join(HERE, "corpus.jsonl"), encoding="utf-8")]
    ids = set()
    texts_seen = set()
    span_values = collections.defaultdict(set)
    decoy_values = collections.defaultdict(set)
    for r in rows:
        rid, text = r["id"], r["text"]
        if rid in ids:
            err(rid, "duplicate id")
        ids.add(rid)
        if text in texts_seen:
            err(rid, "duplicate text")
        texts_seen.add(text)
        if not re.fullmatch(r"c50-(en|zh|mixed)-\d{3}", rid) or rid.split("-")[1] != r["lang"]:
            err(rid, "bad id/lang")
        allm = [("S", s) for s in r["spans"]] + [("D", d) for d in r["decoys"]]
        for tag, s in allm:
            if text[s["start"]:s["end"]] != s["value"]:
                err(rid, f"offset mismatch {s}")
            a, b = s["start"], s["end"]
            if a > 0 and asc(text[a - 1]) and asc(text[a]):
                err(rid, f"{tag} {s['value']!r}: start inside ASCII word")
            if b < len(text) and asc(text[b - 1]) and asc(text[b]):
                err(rid, f"{tag} {s['value']!r}: end inside ASCII word")
        allm.sort(key=lambda x: (x[1]["start"], x[1]["end"]))
        for (t1, x), (t2, y) in zip(allm, allm[1:]):
            if y["start"] < x["end"]:
                err(rid, f"overlap {x['value']!r} / {y['value']!r}")
        for s in r["spans"]:
            check_value(rid, s, text, r)
            span_values[s["value"]].add(rid)
        for d in r["decoys"]:
            decoy_values[d["value"]].add(rid)
            if not d["kind"].strip():
                err(rid, "decoy without kind")
            if re.fullmatch(r"[\d.]+|[0-9a-fA-F:]+", d["value"]) and ip_class(d["value"]) in ("private", "cgnat",
                                                                                               "public"):
                if "version" not in d["kind"] and "ip" in d["kind"]:
                    err(rid, f"decoy IP {d['value']!r} is a real host address")
            if "masked" in d["kind"] and not re.search(r"[*•xX＊]", d["value"]):
                err(rid, f"masked decoy {d['value']!r} has no mask")
            if "example" in d["kind"] and d["kind"].endswith("key"):
                pass
        # birth dates encoded in IDs vs DOBs shown
        dobs = set()
        for s in r["spans"]:
            if s["type"] == "DATE_OF_BIRTH":
                dobs |= dob_dates(s["value"])
        for s in r["spans"]:
            if s["type"] == "IDCARD" and dobs and not chk_idcard(s["value"]):
                if idcard_date(s["value"]) not in dobs:
                    err(rid, f"IDCARD {s['value']} birth date not among DOBs shown {sorted(map(str, dobs))}")
            if s["type"] == "NATIONAL_ID" and dobs:
                hits = national(s["value"])
                dated = [h for h in hits if "nodate" not in h[1]]
                if dated and len(dated) == len(hits) and not any(h[1] & dobs for h in dated):
                    err(rid, f"NATIONAL_ID {s['value']} birth date not among DOBs shown")
        # repeated strings tagged consistently
        for s in r["spans"]:
            v = s["value"]
            i = text.find(v)
            while i >= 0:
                j = i + len(v)
                ok_b = not (asc(v[0]) and i > 0 and asc(text[i - 1])) and not (asc(v[-1]) and j < len(text)
                                                                                 and asc(text[j]))
                if ok_b:
                    cover = [x for x in r["spans"] if x["start"] <= i and j <= x["end"]]
                    dcover = [x for x in r["decoys"] if x["start"] < j and i < x["end"]]
                    if dcover:
                        err(rid, f"{s['type']} {v!r} also occurs inside decoy {dcover[0]['value']!r}")
                    elif not cover:
                        err(rid, f"{s['type']} {v!r} occurs untagged at {i}")
                    else:
                        exact = [x for x in cover if x["start"] == i and x["end"] == j]
                        if exact and exact[0]["type"] != s["type"]:
                            err(rid, f"{v!r} tagged both {s['type']} and {exact[0]['type']}")
                i = text.find(v, i + 1)
    for v in set(span_values) & set(decoy_values):
        err(",".join(sorted(span_values[v] | decoy_values[v])), f"{v!r} is both a span and a decoy")

    # ---------------------------------------------------------- size rules
    n = len(rows)
    n_sp = sum(len(r["spans"]) for r in rows)
    n_de = sum(len(r["decoys"]) for r in rows)
    by_lang = collections.Counter(r["lang"] for r in rows)
    if not 180 <= n <= 195:
        err("size", f"{n} texts (want 180-195)")
    if not 1100 <= n_sp <= 1300:
        err("size", f"{n_sp} spans (want 1100-1300)")
    for lang, want in (("en", 45), ("zh", 35), ("mixed", 20)):
        pct = 100 * by_lang[lang] / max(n, 1)
        if abs(pct - want) > 5:
            err("size", f"{lang} {pct:.1f}% of texts (want about {want}%)")
    texts_per_type = collections.Counter()
    spans_per_type = collections.Counter()
    spans_type_lang = collections.Counter()
    for r in rows:
        for t in {s["type"] for s in r["spans"]}:
            texts_per_type[t] += 1
        for s in r["spans"]:
            spans_per_type[s["type"]] += 1
            spans_type_lang[(s["type"], r["lang"])] += 1
    for t in TYPES:
        if texts_per_type[t] < 4:
            err("size", f"{t} in {texts_per_type[t]} texts (want >= 4)")
    if n_de < 2.5 * n:
        err("size", f"{n_de} decoys = {n_de / max(n, 1):.2f}/text (want >= 2.5)")
    empty = [r["id"] for r in rows if not r["spans"]]
    if not 3 <= len(empty) <= 8:
        err("size", f"{len(empty)} texts without spans (want 3-8)")
    kinds = collections.Counter(r["kind"] for r in rows)
    dkinds = collections.Counter(d["kind"] for r in rows for d in r["decoys"])
    if len(kinds) < 60:
        err("size", f"{len(kinds)} text kinds (want >= 60)")
    if len(dkinds) < 60:
        err("size", f"{len(dkinds)} decoy kinds (want >= 60)")

    if VERBOSE:
        print(f"texts {n}  (en {by_lang['en']}, zh {by_lang['zh']}, mixed {by_lang['mixed']})   "
              f"spans {n_sp}   decoys {n_de} ({n_de / max(n, 1):.2f}/text)")
        print(f"\n{'type':14} {'spans':>6} {'texts':>6} {'en':>5} {'zh':>5} {'mixed':>6}")
        for t in TYPES:
            print(f"{t:14} {spans_per_type[t]:6} {texts_per_type[t]:6} {spans_type_lang[(t, 'en')]:5} "
                  f"{spans_type_lang[(t, 'zh')]:5} {spans_type_lang[(t, 'mixed')]:6}")
        sub = collections.Counter()
        for r in rows:
            for s in r["spans"]:
                if s["type"] == "NATIONAL_ID":
                    sub["NATIONAL_ID / " + "|".join(h[0] for h in national(s["value"]))] += 1
                elif s["type"] == "APIKEY":
                    sub["APIKEY / " + (chk_apikey(s["value"])[0] or "?")] += 1
                elif s["type"] == "SECRET":
                    sub["SECRET / " + (secret_kind(s["value"]) or "?")] += 1
                elif s["type"] == "IP_ADDRESS":
                    sub["IP_ADDRESS / " + ip_class(s["value"])] += 1
        print("\nsub-shapes:")
        for k, c in sorted(sub.items()):
            print(f"  {k:55} {c:4}")
        print(f"\ntext kinds ({len(kinds)}):")
        print("  " + ", ".join(f"{k}×{c}" if c > 1 else k for k, c in sorted(kinds.items())))
        print(f"\ndecoy kinds ({len(dkinds)}):")
        print("  " + ", ".join(f"{k}×{c}" for k, c in sorted(dkinds.items())))
        print(f"\ntexts without spans ({len(empty)}): {', '.join(empty)}")
    if errors:
        print(f"\n{len(errors)} ERRORS:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("\ncheck_blind: OK")


if __name__ == "__main__":
    main()
