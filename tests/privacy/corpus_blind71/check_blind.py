#!/usr/bin/env python3
"""Checks corpus.jsonl of the blind71 corpus.

  python3 check_blind.py        -> errors only, exit 1 on any error
  python3 check_blind.py -v     -> also prints count tables

The validators in this file are written independently of the generators in
values.py; values.py's selftest() uses them.
"""
import base64
import collections
import datetime
import ipaddress
import json
import os
import re
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))

TYPES = ["PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "IP_ADDRESS",
         "MEDICAL", "PASSWORD", "APIKEY", "SECRET", "CARD", "CVV", "IBAN", "SSN",
         "IDCARD", "PASSPORT", "NATIONAL_ID", "AMOUNT"]

# ---------------------------------------------------------------- check digits

def luhn_ok(num):
    if not num.isdigit():
        return False
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def card_ok(v):
    if not re.fullmatch(r"\d+(?:[ -]\d+)*", v):
        return False, "card charset"
    n = re.sub(r"[ -]", "", v)
    if not 13 <= len(n) <= 19:
        return False, "card length"
    brand = (n[0] == "4" or 51 <= int(n[:2]) <= 55 or 2221 <= int(n[:4]) <= 2720
             or n[:2] in ("34", "37") or n[:4] == "6011" or n[:2] in ("65", "62")
             or 3528 <= int(n[:4]) <= 3589)
    if not brand:
        return False, "card brand prefix"
    if n[:2] in ("34", "37") and len(n) != 15:
        return False, "amex length"
    if not luhn_ok(n):
        return False, "luhn"
    return True, ""


IBAN_LEN = {"GB": 22, "DE": 22, "NL": 18, "IE": 22, "BE": 16, "FR": 27, "CH": 21,
            "AT": 20, "ES": 24, "IT": 27, "PL": 28, "LU": 20, "PT": 25, "NO": 15}


def iban_ok(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False, "iban shape"
    if IBAN_LEN.get(s[:2]) != len(s):
        return False, "iban length for country"
    r = s[4:] + s[:4]
    num = "".join(str(int(c, 36)) for c in r)
    if int(num) % 97 != 1:
        return False, "mod97"
    if " " in v and not re.fullmatch(r"(?:[A-Z0-9]{4} )+[A-Z0-9]{1,4}", v):
        return False, "iban grouping"
    return True, ""


def ssn_ok(v):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", v)
    if not m:
        return False, "ssn shape"
    a, g, s = m.group(1), m.group(3), m.group(4)
    if a in ("000", "666") or a[0] == "9" or g == "00" or s == "0000":
        return False, "ssn invalid area/group/serial"
    return True, ""


GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
GB_MAP = "10X98765432"


def idcard_birth(v):
    s = v.replace(" ", "")
    try:
        return datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return None


def idcard_ok(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[1-8]\d{16}[\dX]", s):
        return False, "idcard shape"
    tot = sum(int(a) * b for a, b in zip(s[:17], GB_W))
    if GB_MAP[tot % 11] != s[17]:
        return False, "GB11643 check char"
    b = idcard_birth(s)
    if b is None or not (1900 <= b.year <= 2024):
        return False, "idcard birth date"
    return True, ""


PASSPORT_RE = {
    "us": r"[A-Z]?\d{8,9}",
    "cn": r"[EG][A-Z]?\d{7,8}",
    "uk": r"\d{9}",
    "de": r"[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}",
    "in": r"[A-Z]\d{7}",
    "ca": r"[A-Z]{2}\d{6}",
    "au": r"[A-Z]{1,2}\d{7}",
    "fr": r"\d{2}[A-Z]{2}\d{5}",
    "ie": r"[A-Z]{2}\d{7}",
    "hk": r"[HK]\d{8}",
    "sg": r"[EK]\d{7}[A-Z]",
    "mx": r"[A-Z]\d{8}",
}


def passport_ok(v, sub=None):
    s = v.replace(" ", "")
    pats = [PASSPORT_RE[sub]] if sub else list(PASSPORT_RE.values())
    if any(re.fullmatch(p, s) for p in pats):
        return True, ""
    return False, "passport shape"


# national ids ---------------------------------------------------------------

def _sin(v):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{3})\2(\d{3})", v)
    if not m:
        return False
    n = m.group(1) + m.group(3) + m.group(4)
    return n[0] in "1234567" and luhn_ok(n)


def _bsn(v):
    n = v.replace(".", "").replace(" ", "")
    if not re.fullmatch(r"\d{9}", n):
        return False
    s = sum(int(n[i]) * (9 - i) for i in range(8)) - int(n[8])
    return s % 11 == 0 and n != "000000000"


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
      [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
      [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
      [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
      [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
      [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]


def _aadhaar(v):
    if not re.fullmatch(r"\d{4}([ -]?)\d{4}\1\d{4}", v):
        return False
    n = re.sub(r"\D", "", v)
    if n[0] in "01":
        return False
    c = 0
    for i, ch in enumerate(reversed(n)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def _nric(v):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", v)
    if not m:
        return False
    w = [2, 7, 6, 5, 4, 3, 2]
    s = sum(int(d) * x for d, x in zip(m.group(2), w))
    if m.group(1) in "TG":
        s += 4
    table = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return table[s % 11] == m.group(3)


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def _dni(v):
    m = re.fullmatch(r"(\d{8})-?([A-Z])", v)
    return bool(m) and DNI_L[int(m.group(1)) % 23] == m.group(2)


def _nie(v):
    m = re.fullmatch(r"([XYZ])-?(\d{7})-?([A-Z])", v)
    if not m:
        return False
    n = int("XYZ".index(m.group(1)).__str__() + m.group(2))
    return DNI_L[n % 23] == m.group(3)


def _cpf(v):
    if not re.fullmatch(r"\d{3}\.?\d{3}\.?\d{3}-?\d{2}", v):
        return False
    n = re.sub(r"\D", "", v)
    if len(set(n)) == 1:
        return False
    for k in (9, 10):
        s = sum(int(n[i]) * (k + 1 - i) for i in range(k))
        r = (s * 10) % 11
        if (0 if r == 10 else r) != int(n[k]):
            return False
    return True


def _pesel(v):
    if not re.fullmatch(r"\d{11}", v):
        return False
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    s = sum(int(v[i]) * w[i] for i in range(10))
    return (10 - s % 10) % 10 == int(v[10]) and pesel_birth(v) is not None


def pesel_birth(v):
    yy, mm, dd = int(v[0:2]), int(v[2:4]), int(v[4:6])
    cent = {0: 1900, 20: 2000, 40: 2100, 60: 2200, 80: 1800}
    base = mm - (mm - 1) % 20 - 1 if mm > 12 else 0
    try:
        return datetime.date(cent[base] + yy, mm - base, dd)
    except (ValueError, KeyError):
        return None


NINO_BAD = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def _nino(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", s):
        return False
    if " " in v and not re.fullmatch(r"[A-Z]{2} \d{2} \d{2} \d{2} [A-D]", v):
        return False
    return s[:2] not in NINO_BAD


def _pnr(v):
    m = re.fullmatch(r"(\d{2})?(\d{6})[-+](\d{4})", v)
    if not m:
        return False
    n = m.group(2) + m.group(3)
    try:
        datetime.date(2000 + int(n[0:2]), int(n[2:4]), int(n[4:6]))
    except ValueError:
        return False
    return luhn_ok(n)


def _hkid(v):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", v)
    if not m:
        return False
    L, D, C = m.groups()
    if len(L) == 1:
        s = 36 * 9 + (ord(L) - 55) * 8
    else:
        s = (ord(L[0]) - 55) * 9 + (ord(L[1]) - 55) * 8
    s += sum(int(d) * (7 - i) for i, d in enumerate(D))
    c = (11 - s % 11) % 11
    return ("A" if c == 10 else str(c)) == C


def _nir(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", s):
        return False
    if not 1 <= int(s[3:5]) <= 12:
        return False
    return 97 - int(s[:13]) % 97 == int(s[13:])


TW_MAP = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO",
                  [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26,
                   27, 28, 29, 30, 31, 32, 33, 34, 35]))


def _twid(v):
    if not re.fullmatch(r"[A-Z][12]\d{8}", v):
        return False
    c = TW_MAP[v[0]]
    s = c // 10 + (c % 10) * 9
    w = [8, 7, 6, 5, 4, 3, 2, 1, 1]
    s += sum(int(d) * x for d, x in zip(v[1:], w))
    return s % 10 == 0


def _rrn(v):
    m = re.fullmatch(r"(\d{6})-?([1-4]\d{6})", v)
    if not m:
        return False
    n = m.group(1) + m.group(2)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    s = sum(int(n[i]) * w[i] for i in range(12))
    return (11 - s % 11) % 10 == int(n[12])


NATID = {"sin": _sin, "bsn": _bsn, "aadhaar": _aadhaar, "nric": _nric, "dni": _dni,
         "nie": _nie, "cpf": _cpf, "pesel": _pesel, "nino": _nino, "pnr": _pnr,
         "hkid": _hkid, "nir": _nir, "twid": _twid, "rrn": _rrn}


def natid_ok(v, sub=None):
    fns = [NATID[sub]] if sub else list(NATID.values())
    if any(f(v) for f in fns):
        return True, ""
    return False, "no national-id validator accepts it"


# vendor shapes ----------------------------------------------------------------

B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _b62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def _ghp(v):
    m = re.fullmatch(r"(gh[pousr])_([A-Za-z0-9]{30})([A-Za-z0-9]{6})", v)
    return bool(m) and _b62(zlib.crc32(m.group(2).encode()), 6) == m.group(3)


def _jwt(v):
    parts = v.split(".")
    if len(parts) != 3 or not all(re.fullmatch(r"[A-Za-z0-9_-]+", p) for p in parts):
        return False
    try:
        h = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return isinstance(h, dict) and "alg" in h and len(parts[2]) >= 20


APIKEY_RE = {
    "aws": r"(?:AKIA|ASIA)[A-Z2-7]{16}",
    "github_fine": r"github_pat_11[A-Z0-9]{20}_[A-Za-z0-9]{59}",
    "slack": r"xox[bpa]-\d{10,13}-\d{10,13}(?:-\d{10,13})?-[A-Za-z0-9]{24,32}",
    "stripe": r"(?:sk|rk)_live_[A-Za-z0-9]{24,99}",
    "openai": r"sk-proj-[A-Za-z0-9_-]{40,160}",
    "anthropic": r"sk-ant-api03-[A-Za-z0-9_-]{90,100}AA",
    "google": r"AIza[A-Za-z0-9_-]{35}",
    "telegram": r"\d{8,10}:AA[A-Za-z0-9_-]{33}",
    "sendgrid": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    "twilio": r"SK[0-9a-f]{32}",
    "gitlab": r"glpat-[A-Za-z0-9_-]{20}",
    "npm": r"npm_[A-Za-z0-9]{36}",
    "mailgun": r"key-[0-9a-f]{32}",
    "hf": r"hf_[A-Za-z]{34}",
    "shopify": r"shpat_[0-9a-f]{32}",
    "linear": r"lin_api_[A-Za-z0-9]{40}",
    "aliyun": r"LTAI[A-Za-z0-9]{20}",
    "tencent": r"AKID[A-Za-z0-9]{32}",
}


def apikey_ok(v, sub=None):
    if sub == "github" or (sub is None and re.match(r"gh[pousr]_", v)):
        return (True, "") if _ghp(v) else (False, "github crc32")
    if sub == "jwt" or (sub is None and v.startswith("eyJ")):
        return (True, "") if _jwt(v) else (False, "jwt structure")
    pats = [APIKEY_RE[sub]] if sub else list(APIKEY_RE.values())
    if any(re.fullmatch(p, v) for p in pats):
        return True, ""
    return False, "no vendor key shape"


SECRET_RE = {
    "aws_secret": r"[A-Za-z0-9/+]{40}",
    "whsec": r"whsec_[A-Za-z0-9+/]{32,}",
    "totp": r"(?:[A-Z2-7]{4} ?){4,8}",
    "slack_hook": r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}",
    "discord_hook": r"https://discord(?:app)?\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_-]{60,70}",
    "teams_hook": r"https://[a-z0-9]+\.webhook\.office\.com/webhookb2/[A-Za-z0-9@/-]+",
    "pem": r"-----BEGIN (?:RSA |EC |OPENSSH )?PRIVATE KEY-----\n(?:[A-Za-z0-9+/=]{1,70}\n)+-----END (?:RSA |EC |OPENSSH )?PRIVATE KEY-----",
    "cookie": r"[A-Za-z0-9%._-]{32,}",
    "hex": r"[0-9a-f]{32,64}",
    "django": r"[a-z0-9!@#%^&*(\-_=+)]{50}",
    "gocspx": r"GOCSPX-[A-Za-z0-9_-]{28}",
    "recovery": r"[0-9a-f]{5}-[0-9a-f]{5}",
    "azure": r"[A-Za-z0-9+/]{86}==",
    "dingtalk_hook": r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}",
    "dingtalk_sign": r"SEC[0-9a-f]{64}",
    "feishu_hook": r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}",
    "wecom_hook": r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}",
    "alnum30": r"[A-Za-z0-9]{30,32}",
    "password": r"\S{4,64}",
}


def secret_ok(v, sub=None):
    pats = [SECRET_RE[sub]] if sub else list(SECRET_RE.values())
    if any(re.fullmatch(p, v) for p in pats):
        return True, ""
    return False, "no secret shape"


# ------------------------------------------------------------------ dates

MONTHS = {m: i + 1 for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august",
     "september", "october", "november", "december"])}
for _k, _v in list(MONTHS.items()):
    MONTHS[_k[:3]] = _v
MONTHS["sept"] = 9
CN_NUM = {"〇": 0, "零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6,
          "七": 7, "八": 8, "九": 9, "十": 10, "两": 2, "幺": 1}


def _cn_to_int(s):
    if s.isdigit():
        return int(s)
    if len(s) >= 3 and "十" not in s:          # 一九八七
        return int("".join(str(CN_NUM[c]) for c in s))
    if "十" in s:
        a, _, b = s.partition("十")
        return (CN_NUM[a] if a else 1) * 10 + (CN_NUM[b] if b else 0)
    return int("".join(str(CN_NUM[c]) for c in s))


def _mk(y, m, d, out):
    if y < 100:
        y += 1900 if y > 24 else 2000
    try:
        out.add(datetime.date(y, m, d))
    except ValueError:
        pass


def parse_dates(v):
    out = set()
    s = v.strip()
    for m in re.finditer(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})", s):
        _mk(int(m.group(1)), int(m.group(2)), int(m.group(3)), out)
    for m in re.finditer(r"(?<!\d)(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?!\d)", s):
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        _mk(y, b, a, out)
        _mk(y, a, b, out)
    for m in re.finditer(r"(?<!\d)(19\d{2}|20[0-2]\d)(\d{2})(\d{2})(?!\d)", s):
        _mk(int(m.group(1)), int(m.group(2)), int(m.group(3)), out)
    cn = "〇零一二三四五六七八九十两"
    for m in re.finditer(r"([\d%s]{2,4})\s*年\s*([\d%s]{1,3})\s*月\s*([\d%s]{1,3})\s*[日号號]?" % (cn, cn, cn), s):
        try:
            _mk(_cn_to_int(m.group(1)), _cn_to_int(m.group(2)), _cn_to_int(m.group(3)), out)
        except (KeyError, ValueError):
            pass
    mon = r"(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?"
    low = s.lower()
    for m in re.finditer(r"(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?[\s-]+" + mon + r",?[\s-]+'?(\d{4}|\d{2})(?!\d)", low):
        _mk(int(m.group(3)), MONTHS[m.group(2)], int(m.group(1)), out)
    for m in re.finditer(mon + r"[\s-]+(\d{1,2})(?:st|nd|rd|th)?,?[\s-]+'?(\d{4}|\d{2})(?!\d)", low):
        _mk(int(m.group(3)), MONTHS[m.group(1)], int(m.group(2)), out)
    return out


# ------------------------------------------------------------------ misc types

DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]


def ip_kind(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return None
    if any(ip in n for n in DOC_NETS):
        return "doc"
    if ip.is_loopback or ip.is_unspecified:
        return "loopback"
    if ip.is_multicast or ip.is_reserved:
        return "reserved"
    if ip.version == 4 and ip.packed[-1] in (0, 255) and ip.packed[0] not in (10,):
        pass
    return "host"


EN_NUM_WORDS = r"\b(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine)\b"
CN_DIGITS = "〇零一二三四五六七八九幺两"


def phone_ok(v):
    n = len(re.findall(r"\d", v)) + sum(v.count(c) for c in CN_DIGITS)
    words = re.findall(EN_NUM_WORDS, v.lower())
    n += len(words)
    n += 2 * len(re.findall(r"\bdouble\b", v.lower())) + 3 * len(re.findall(r"\btriple\b", v.lower()))
    if n < 7:
        return False, "too few digits"
    return True, ""


CURRENCY = re.compile(
    r"[$£€¥￥₹]|\b(?:USD|GBP|EUR|RMB|CNY|HKD|SGD|CAD|AUD|INR|CHF|Rs|NZD)\b|"
    r"元|块|圆|美元|英镑|欧元|港币|美金|刀|"
    r"\b(?:dollars?|bucks|quid|pounds?|euros?|rupees|grand|cents)\b", re.I)
NUMBERISH = re.compile(r"\d|[一二三四五六七八九十百千万两]|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|a grand)\b", re.I)


def amount_ok(v):
    if not CURRENCY.search(v):
        return False, "no currency in amount span"
    if not NUMBERISH.search(v):
        return False, "no number in amount span"
    return True, ""


EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")

TITLE_RE = re.compile(r"^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Rev|Judge|Det|Sgt|Officer)\b\.?\s", re.I)
EN_KIN = {"mom", "mum", "dad", "aunt", "auntie", "uncle", "grandma", "grandpa", "nana",
          "granny", "sister", "brother", "cousin", "wife", "husband", "son", "daughter",
          "stepdad", "stepmom", "mother", "father"}
ZH_KIN = ["爸爸", "妈妈", "哥哥", "姐姐", "弟弟", "妹妹", "表姐", "表哥", "表妹", "表弟",
          "堂哥", "堂姐", "堂弟", "堂妹", "舅舅", "舅妈", "姑姑", "姨妈", "阿姨", "叔叔",
          "婶婶", "奶奶", "爷爷", "外婆", "外公", "姥姥", "姥爷", "老公", "老婆", "儿子",
          "女儿", "岳父", "岳母", "公公", "婆婆", "嫂子", "姐夫", "妹夫", "前妻", "前夫"]
ZH_ROLE = ["财务", "前台", "客服", "律师", "经理", "房东", "中介", "会计", "司机", "保安", "书记员"]


def validate(typ, v, sub=None):
    """Return (ok, reason) for one value of a given type."""
    if typ == "CARD":
        return card_ok(v)
    if typ == "IBAN":
        return iban_ok(v)
    if typ == "SSN":
        return ssn_ok(v)
    if typ == "IDCARD":
        return idcard_ok(v)
    if typ == "PASSPORT":
        return passport_ok(v, sub)
    if typ == "NATIONAL_ID":
        return natid_ok(v, sub)
    if typ == "APIKEY":
        return apikey_ok(v, sub)
    if typ == "SECRET":
        return secret_ok(v, sub)
    if typ == "CVV":
        return (True, "") if re.fullmatch(r"\d{3,4}", v) else (False, "cvv shape")
    if typ == "EMAIL":
        return (True, "") if EMAIL_RE.fullmatch(v) and "example." not in v.lower() else (False, "email shape")
    if typ == "IP_ADDRESS":
        k = ip_kind(v)
        return (True, "") if k == "host" else (False, "ip kind %s" % k)
    if typ == "PHONE":
        return phone_ok(v)
    if typ == "AMOUNT":
        return amount_ok(v)
    if typ == "DATE_OF_BIRTH":
        return (True, "") if parse_dates(v) else (False, "unparseable birth date")
    if typ == "PASSWORD":
        return (True, "") if len(v) >= 3 else (False, "password too short")
    if typ == "ADDRESS":
        return (True, "") if re.search(r"\d", v) and len(v) >= 12 else (False, "address without postcode/number")
    if typ == "PERSON":
        if TITLE_RE.search(v):
            return False, "title inside PERSON"
        if set(re.findall(r"[a-z]+", v.lower())) & EN_KIN:
            return False, "kinship word inside PERSON"
        if any(k in v for k in ZH_KIN):
            return False, "kinship word inside PERSON"
        if re.search(r"[哥叔姨舅婶]$", v) or (v.endswith("姐") and not v.endswith("小姐")):
            return False, "kinship suffix inside PERSON"
        if v in ZH_ROLE or any(v.startswith(r) for r in ZH_ROLE):
            return False, "role word inside PERSON"
        return True, ""
    if typ == "MEDICAL":
        return (True, "") if len(v) >= 2 else (False, "medical too short")
    return False, "unknown type"


# ------------------------------------------------------------------ corpus checks

def is_word(c):
    return c.isascii() and c.isalnum()


def main(argv):
    verbose = "-v" in argv
    path = os.path.join(HERE, "corpus.jsonl")
    recs = [json.loads(l) for l in open(path, encoding="utf-8") if l.strip()]
    errors = []

    def err(rid, msg):
        errors.append("%s: %s" % (rid, msg))

    ids = set()
    span_vals = collections.defaultdict(set)
    decoy_vals = collections.defaultdict(set)
    per_type_texts = collections.defaultdict(set)
    per_type_lang = collections.defaultdict(collections.Counter)
    decoy_kinds = collections.Counter()
    text_kinds = collections.Counter()
    lang_count = collections.Counter()
    empty = []
    n_spans = n_decoys = 0

    for r in recs:
        rid, t = r["id"], r["text"]
        if rid in ids:
            err(rid, "duplicate id")
        ids.add(rid)
        if r["lang"] not in ("en", "zh", "mixed") or not rid.startswith("c71-%s-" % r["lang"]):
            err(rid, "bad lang/id")
        lang_count[r["lang"]] += 1
        text_kinds[r["kind"]] += 1
        if any(c in t for c in "⟦⟧⟪⟫"):
            err(rid, "markup left in text")
        items = [("S", s["type"], s) for s in r["spans"]] + [("D", d["kind"], d) for d in r["decoys"]]
        for tag, typ, s in items:
            st, en, val = s["start"], s["end"], s["value"]
            if not (0 <= st < en <= len(t)) or t[st:en] != val:
                err(rid, "offset mismatch %r" % val)
                continue
            if val != val.strip():
                err(rid, "whitespace at edge of %r" % val)
            if st > 0 and is_word(t[st - 1]) and is_word(t[st]):
                err(rid, "%s start inside ASCII word: %r" % (typ, val))
            if en < len(t) and is_word(t[en - 1]) and is_word(t[en]):
                err(rid, "%s end inside ASCII word: %r" % (typ, val))
        ordered = sorted(items, key=lambda x: x[2]["start"])
        for a, b in zip(ordered, ordered[1:]):
            if b[2]["start"] < a[2]["end"]:
                err(rid, "overlap %r / %r" % (a[2]["value"], b[2]["value"]))
        if not r["spans"]:
            empty.append(rid)
        for s in r["spans"]:
            n_spans += 1
            typ, val = s["type"], s["value"]
            if typ not in TYPES:
                err(rid, "unknown type %s" % typ)
                continue
            ok, why = validate(typ, val)
            if not ok:
                err(rid, "%s %r invalid: %s" % (typ, val, why))
            span_vals[val].add(typ)
            per_type_texts[typ].add(rid)
            per_type_lang[typ][r["lang"]] += 1
        for d in r["decoys"]:
            n_decoys += 1
            decoy_vals[d["value"]].add(d["kind"])
            decoy_kinds[d["kind"]] += 1
            k = d["kind"].lower()
            if re.search(r"\bip\b|_ip|ip_|loopback", k):
                ik = ip_kind(d["value"])
                if ik == "host":
                    err(rid, "decoy IP %r is a real host address" % d["value"])
            if "masked" in k and not re.search(r"[*xX•#]", d["value"]):
                err(rid, "masked decoy without mask: %r" % d["value"])
            if k.startswith("example_key") or k == "doc_example_key":
                pass
        # CVV only next to a CARD
        cards = [s for s in r["spans"] if s["type"] == "CARD"]
        for s in r["spans"]:
            if s["type"] == "CVV":
                if not cards:
                    err(rid, "CVV without a CARD")
                elif min(abs(s["start"] - c["end"]) for c in cards) > 160:
                    err(rid, "CVV far from any CARD")
        # ID birth dates vs DOB shown
        dobs = set()
        for s in r["spans"]:
            if s["type"] == "DATE_OF_BIRTH":
                dobs |= parse_dates(s["value"])
        for s in r["spans"]:
            if s["type"] == "IDCARD" and dobs:
                b = idcard_birth(s["value"])
                if b not in dobs:
                    err(rid, "IDCARD %s birth %s not among DOBs shown %s" % (s["value"], b, sorted(dobs)))
            if s["type"] == "NATIONAL_ID" and dobs and _pesel(s["value"]):
                if pesel_birth(s["value"]) not in dobs:
                    err(rid, "PESEL birth not among DOBs shown")
        # repeated strings tagged consistently
        covered = [(s["start"], s["end"]) for s in r["spans"]]
        for s in r["spans"]:
            v = s["value"]
            ascii_v = all(c.isascii() for c in v)
            if (ascii_v and len(v) < 3) or len(v) < 2:
                continue
            i = t.find(v)
            while i != -1:
                j = i + len(v)
                bounded = not ((i > 0 and is_word(t[i - 1]) and is_word(v[0])) or
                               (j < len(t) and is_word(t[j]) and is_word(v[-1])))
                if bounded and not any(a <= i and j <= b for a, b in covered):
                    err(rid, "untagged repeat of %s %r at %d" % (s["type"], v, i))
                i = t.find(v, i + 1)
        # same string tagged with different types in one text
        tv = collections.defaultdict(set)
        for s in r["spans"]:
            tv[s["value"]].add(s["type"])
        for v, ts in tv.items():
            if len(ts) > 1:
                err(rid, "string %r tagged as %s" % (v, sorted(ts)))

    both = set(span_vals) & set(decoy_vals)
    for v in sorted(both):
        err("corpus", "string both span and decoy: %r" % v)

    # size and mix rules
    n = len(recs)
    if not 180 <= n <= 195:
        err("corpus", "text count %d outside 180-195" % n)
    if not 1100 <= n_spans <= 1300:
        err("corpus", "span count %d outside 1100-1300" % n_spans)
    for lang, target in (("en", .45), ("zh", .35), ("mixed", .20)):
        share = lang_count[lang] / max(n, 1)
        if abs(share - target) > 0.05:
            err("corpus", "%s share %.2f far from %.2f" % (lang, share, target))
    for typ in TYPES:
        if len(per_type_texts[typ]) < 4:
            err("corpus", "type %s in only %d texts" % (typ, len(per_type_texts[typ])))
    if n_decoys < 2.5 * n:
        err("corpus", "decoys %d < 2.5 per text" % n_decoys)
    if not 3 <= len(empty) <= 8:
        err("corpus", "%d texts without spans (need 3-8)" % len(empty))
    if len(text_kinds) < 60:
        err("corpus", "only %d text kinds" % len(text_kinds))
    if len(decoy_kinds) < 60:
        err("corpus", "only %d decoy kinds" % len(decoy_kinds))

    if verbose:
        print("texts: %d   spans: %d   decoys: %d (%.2f/text)   no-span texts: %d"
              % (n, n_spans, n_decoys, n_decoys / max(n, 1), len(empty)))
        print("languages: " + ", ".join("%s %d (%.1f%%)" % (l, lang_count[l], 100 * lang_count[l] / n)
                                        for l in ("en", "zh", "mixed")))
        print()
        print("%-14s %6s %6s %6s %6s %7s" % ("type", "en", "zh", "mixed", "total", "texts"))
        for typ in TYPES:
            c = per_type_lang[typ]
            print("%-14s %6d %6d %6d %6d %7d" % (typ, c["en"], c["zh"], c["mixed"],
                                                sum(c.values()), len(per_type_texts[typ])))
        tot = collections.Counter()
        for typ in TYPES:
            tot.update(per_type_lang[typ])
        print("%-14s %6d %6d %6d %6d" % ("ALL", tot["en"], tot["zh"], tot["mixed"], sum(tot.values())))
        print()
        print("text kinds (%d):" % len(text_kinds))
        print("  " + ", ".join("%s %d" % kv for kv in sorted(text_kinds.items())))
        print("decoy kinds (%d):" % len(decoy_kinds))
        print("  " + ", ".join("%s %d" % kv for kv in sorted(decoy_kinds.items())))
        print("texts without spans: " + ", ".join(empty))
        print()
    for e in errors:
        print("ERROR " + e)
    print("%d error(s)" % len(errors))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
