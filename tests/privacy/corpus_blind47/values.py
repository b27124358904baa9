#!/usr/bin/env python3
"""Seeded generators for every value in the blind47 corpus that needs a
check digit or a vendor shape.  Texts refer to them as ``$name``.

    python3 values.py        run selftest()
    python3 values.py -p     print every value (name, kind, value)

Everything is produced from one ``random.Random(SEED)`` in a fixed order,
so the values are stable from run to run.
"""
import base64
import datetime
import json
import re
import string
import sys
import zlib

import random

SEED = 47_2024_0322
rng = random.Random(SEED)

DIGITS = string.digits
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
ALNUM = DIGITS + UPPER + LOWER
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
B32 = UPPER + "234567"
HEX = "0123456789abcdef"


def rs(alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def group(s, sizes, sep):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


# --------------------------------------------------------------- Luhn / cards
def luhn_ok(s):
    d = [int(c) for c in s if c.isdigit()]
    if len(d) < 2:
        return False
    tot = 0
    for i, x in enumerate(reversed(d)):
        if i % 2:
            x *= 2
            if x > 9:
                x -= 9
        tot += x
    return tot % 10 == 0


def luhn_complete(body):
    for c in DIGITS:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError(body)


def card(prefix, length, sizes, sep=" "):
    body = prefix + rs(DIGITS, length - len(prefix) - 1)
    return group(luhn_complete(body), sizes, sep)


def card_ok(s):
    if not re.fullmatch(r"\d+(?:[ -]\d+)*", s):
        return False
    d = re.sub(r"\D", "", s)
    return 13 <= len(d) <= 19 and luhn_ok(d)


# ------------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "DE": 22, "NL": 18, "FR": 27, "ES": 24, "IE": 22,
            "PL": 28, "IT": 27, "BE": 16}


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_from(cc, bban):
    return f"{cc}{98 - _iban_num(bban + cc + '00') % 97:02d}{bban}"


def iban_ok(s):
    t = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", t):
        return False
    if len(t) != IBAN_LEN.get(t[:2], -1):
        return False
    return _iban_num(t[4:] + t[:4]) % 97 == 1


def iban4(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return {11: 0, 10: 1}.get(d, d)


def iban_gb(bank):
    return iban_from("GB", bank + rs(DIGITS, 6) + rs(DIGITS, 8))


def iban_ie(bank):
    return iban_from("IE", bank + rs(DIGITS, 6) + rs(DIGITS, 8))


def iban_de():
    return iban_from("DE", str(rng.randint(1, 8)) + rs(DIGITS, 7) + rs(DIGITS, 10))


def iban_nl(bank):
    return iban_from("NL", bank + str(rng.randint(1, 9)) + rs(DIGITS, 9))


def iban_fr():
    bank, branch, acct = rs(DIGITS, 5), rs(DIGITS, 5), rs(DIGITS, 11)
    key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
    return iban_from("FR", f"{bank}{branch}{acct}{key:02d}")


def iban_es():
    bank, branch, acct = rs(DIGITS, 4), rs(DIGITS, 4), rs(DIGITS, 10)
    dc = f"{es_dc('00' + bank + branch)}{es_dc(acct)}"
    return iban_from("ES", bank + branch + dc + acct)


def iban_pl():
    return iban_from("PL", rs(DIGITS, 24))


def iban_it():
    return iban_from("IT", rng.choice(UPPER) + rs(DIGITS, 10) + rs(DIGITS, 12))


def iban_be():
    n = rs(DIGITS, 10)
    chk = int(n) % 97 or 97
    return iban_from("BE", f"{n}{chk:02d}")


# -------------------------------------------------------------------- SSN
def ssn():
    while True:
        area = rng.randint(1, 899)
        if area != 666:
            break
    return f"{area:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


def ssn_ok(s):
    m = re.fullmatch(r"(\d{3})-(\d{2})-(\d{4})", s)
    if not m:
        return False
    a, g, n = m.groups()
    return a not in ("000", "666") and a[0] != "9" and g != "00" and n != "0000"


# --------------------------------------------- IDCARD (GB 11643-1999)
IDW = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def idc_check(b17):
    return "10X98765432"[sum(int(a) * w for a, w in zip(b17, IDW)) % 11]


def idcard(area, dob, male):
    y, m, d = dob
    seq = rng.randint(0, 99)
    sexd = rng.choice("13579" if male else "02468")
    b17 = f"{area}{y:04d}{m:02d}{d:02d}{seq:02d}{sexd}"
    return b17 + idc_check(b17)


def idcard_ok(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    try:
        datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return False
    return idc_check(s[:17]) == s[17]


# ----------------------------------------------------- national IDs
def nino(spaced):
    while True:
        p = rng.choice(UPPER) + rng.choice(UPPER)
        if (p[0] not in "DFIQUV" and p[1] not in "DFIOQUV"
                and p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ")):
            break
    d = rs(DIGITS, 6)
    suf = rng.choice("ABCD")
    if spaced:
        return f"{p} {d[:2]} {d[2:4]} {d[4:]} {suf}"
    return f"{p}{d}{suf}"


def nino_ok(s):
    t = s.replace(" ", "")
    m = re.fullmatch(r"([A-Z]{2})\d{6}[A-D]", t)
    if not m:
        return False
    p = m.group(1)
    return (p[0] not in "DFIQUV" and p[1] not in "DFIOQUV"
            and p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"))


def bsn():
    while True:
        d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(7)]
        c = sum(x * w for x, w in zip(d, range(9, 1, -1))) % 11
        if c < 10:
            return "".join(map(str, d)) + str(c)


def bsn_ok(s):
    if not re.fullmatch(r"\d{9}", s):
        return False
    d = [int(c) for c in s]
    return (sum(x * w for x, w in zip(d, range(9, 1, -1))) - d[8]) % 11 == 0


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni():
    n = rng.randint(10000000, 79999999)
    return f"{n:08d}{DNI_L[n % 23]}"


def nie():
    p = rng.choice("XYZ")
    n = rng.randint(0, 9999999)
    full = int(str("XYZ".index(p)) + f"{n:07d}")
    return f"{p}{n:07d}{DNI_L[full % 23]}"


def dni_ok(s):
    m = re.fullmatch(r"(\d{8})([A-Z])", s)
    if m:
        return DNI_L[int(m.group(1)) % 23] == m.group(2)
    m = re.fullmatch(r"([XYZ])(\d{7})([A-Z])", s)
    if m:
        return DNI_L[int(str("XYZ".index(m.group(1))) + m.group(2)) % 23] == m.group(3)
    return False


CF_MONTH = "ABCDEHLMPRST"
CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21,
                   1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3,
                   6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))
CF_EVEN = {c: (int(c) if c.isdigit() else ord(c) - 65)
           for c in "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"}


def cf_check(s15):
    tot = sum(CF_ODD[c] if i % 2 == 0 else CF_EVEN[c] for i, c in enumerate(s15))
    return chr(65 + tot % 26)


def _cf_part(word, is_name):
    w = word.upper()
    cons = [c for c in w if c.isalpha() and c not in "AEIOU"]
    vow = [c for c in w if c in "AEIOU"]
    if is_name and len(cons) >= 4:
        return cons[0] + cons[2] + cons[3]
    return ("".join(cons + vow) + "XXX")[:3]


def codice_fiscale(surname, name, dob, female, place):
    y, m, d = dob
    s15 = (_cf_part(surname, False) + _cf_part(name, True) + f"{y % 100:02d}"
           + CF_MONTH[m - 1] + f"{d + (40 if female else 0):02d}" + place)
    return s15 + cf_check(s15)


def cf_ok(s):
    if not re.fullmatch(r"[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]", s):
        return False
    day = int(s[9:11]) % 40
    return 1 <= day <= 31 and cf_check(s[:15]) == s[15]


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel(dob, female):
    y, m, d = dob
    mm = m + (20 if y >= 2000 else 0)
    b = (f"{y % 100:02d}{mm:02d}{d:02d}{rng.randint(0, 999):03d}"
         + rng.choice("02468" if female else "13579"))
    c = (10 - sum(int(a) * w for a, w in zip(b, PESEL_W)) % 10) % 10
    return b + str(c)


def pesel_ok(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    c = (10 - sum(int(a) * w for a, w in zip(s[:10], PESEL_W)) % 10) % 10
    return c == int(s[10])


def personnummer(dob):
    y, m, d = dob
    full = luhn_complete(f"{y % 100:02d}{m:02d}{d:02d}{rng.randint(0, 999):03d}")
    return full[:6] + "-" + full[6:]


def pnr_ok(s):
    return bool(re.fullmatch(r"\d{6}[-+]\d{4}", s)) and luhn_ok(s)


def nir(sex, yy, mm, dept, commune, order):
    b = f"{sex}{yy:02d}{mm:02d}{dept}{commune:03d}{order:03d}"
    key = 97 - int(b) % 97
    return f"{b[0]} {b[1:3]} {b[3:5]} {b[5:7]} {b[7:10]} {b[10:13]} {key:02d}"


def nir_ok(s):
    t = s.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", t):
        return False
    return 97 - int(t[:13]) % 97 == int(t[13:])


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
      [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
      [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
      [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
      [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
      [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])


def aadhaar():
    b = str(rng.randint(2, 9)) + rs(DIGITS, 10)
    full = b + verhoeff_digit(b)
    return f"{full[:4]} {full[4:8]} {full[8:]}"


def aadhaar_ok(s):
    t = s.replace(" ", "")
    return bool(re.fullmatch(r"[2-9]\d{11}", t)) and verhoeff_ok(t)


def sin():
    full = luhn_complete(rng.choice("1234567 9".replace(" ", "")) + rs(DIGITS, 7))
    return f"{full[:3]} {full[3:6]} {full[6:]}"


def sin_ok(s):
    t = re.sub(r"[ -]", "", s)
    return bool(re.fullmatch(r"[1-79]\d{8}", t)) and luhn_ok(t)


NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def nric_letter(prefix, d7):
    s = sum(int(a) * b for a, b in zip(d7, NRIC_W)) + (4 if prefix in "TG" else 0)
    table = "JZIHGFEDCBA" if prefix in "ST" else "XWUTRQPNMLK"
    return table[s % 11]


def nric(prefix="S"):
    d = rs(DIGITS, 7)
    return prefix + d + nric_letter(prefix, d)


def nric_ok(s):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    return bool(m) and nric_letter(m.group(1), m.group(2)) == m.group(3)


def hkid():
    L = rng.choice(UPPER)
    d = rs(DIGITS, 6)
    s = 36 * 9 + (ord(L) - 55) * 8 + sum(int(c) * w for c, w in zip(d, [7, 6, 5, 4, 3, 2]))
    r = (11 - s % 11) % 11
    return f"{L}{d}({'A' if r == 10 else r})"


def hkid_ok(s):
    m = re.fullmatch(r"([A-Z])(\d{6})\(([0-9A])\)", s)
    if not m:
        return False
    L, d, c = m.groups()
    tot = 36 * 9 + (ord(L) - 55) * 8 + sum(int(x) * w for x, w in zip(d, [7, 6, 5, 4, 3, 2]))
    tot += 10 if c == "A" else int(c)
    return tot % 11 == 0


PPS_L = "WABCDEFGHIJKLMNOPQRSTUV"


def ppsn():
    d = rs(DIGITS, 7)
    return d + PPS_L[sum(int(c) * w for c, w in zip(d, range(8, 1, -1))) % 23]


def ppsn_ok(s):
    m = re.fullmatch(r"(\d{7})([A-W])", s)
    return bool(m) and PPS_L[sum(int(c) * w for c, w in zip(m.group(1), range(8, 1, -1))) % 23] == m.group(2)


# -------------------------------------------------------------- passports
PASSPORT_RES = {
    "CN": r"E\d{8}|E[A-HJ-NP-Z]\d{7}|G\d{8}",
    "US": r"\d{9}|[A-Z]\d{8}",
    "UK": r"\d{9}",
    "IN": r"[A-PR-WY][1-9]\d{5}[1-9]",
    "DE": r"C[CFGHJKLMNPRTVWXYZ0-9]{8}",
    "FR": r"\d{2}[A-Z]{2}\d{5}",
    "PH": r"P\d{7}[A-Z]",
}


def passport(country):
    if country == "CN":
        return "E" + rs(DIGITS, 8)
    if country == "CN2":
        return "E" + rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") + rs(DIGITS, 7)
    if country in ("US", "UK"):
        return str(rng.randint(1, 9)) + rs(DIGITS, 8)
    if country == "IN":
        return rng.choice("ABCDEFGHJKLMNPRSTUVWY") + str(rng.randint(1, 9)) + rs(DIGITS, 5) + str(rng.randint(1, 9))
    if country == "DE":
        return "C" + rs("CFGHJKLMNPRTVWXYZ0123456789", 8)
    if country == "FR":
        return rs(DIGITS, 2) + rs(UPPER, 2) + rs(DIGITS, 5)
    if country == "PH":
        return "P" + rs(DIGITS, 7) + rng.choice(UPPER)
    raise ValueError(country)


def passport_ok(s):
    return any(re.fullmatch(p, s) for p in PASSPORT_RES.values())


# ------------------------------------------------------- vendor key shapes
B62 = DIGITS + UPPER + LOWER


def b62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def ghp():
    body = rs(ALNUM, 30)
    return "ghp_" + body + b62(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def ghp_ok(s):
    m = re.fullmatch(r"ghp_([A-Za-z0-9]{30})([A-Za-z0-9]{6})", s)
    return bool(m) and b62(zlib.crc32(m.group(1).encode()) & 0xFFFFFFFF, 6) == m.group(2)


def b64u(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def jwt(payload):
    return b64u({"alg": "HS256", "typ": "JWT"}) + "." + b64u(payload) + "." + rs(B64URL, 43)


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def pem(label, body_len, prefix, width=64, pad=""):
    body = prefix + rs(B64STD, body_len - len(prefix) - len(pad)) + pad
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


APIKEY_RES = {
    "aws_akid": r"AKIA[A-Z2-7]{16}",
    "github_pat": r"ghp_[A-Za-z0-9]{36}",
    "slack_bot": r"xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}",
    "stripe_secret": r"(?:sk|rk)_live_[A-Za-z0-9]{24,99}",
    "sendgrid": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    "google": r"AIza[A-Za-z0-9_-]{35}",
    "telegram_bot": r"\d{8,10}:AA[A-Za-z0-9_-]{33}",
    "jwt": r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{20,}",
    "openai": r"sk-proj-[A-Za-z0-9_-]{40,}",
    "gitlab_pat": r"glpat-[A-Za-z0-9_-]{20}",
    "mailgun": r"key-[0-9a-f]{32}",
    "solaredge": r"(?=[A-Z0-9]*[A-Z])(?=[A-Z0-9]*\d)[A-Z0-9]{32}",
    "npm": r"npm_[A-Za-z0-9]{36}",
    "shopify": r"shpat_[0-9a-f]{32}",
    "aliyun_akid": r"LTAI[A-Za-z0-9]{12,30}",
    "tencent_secretid": r"AKID[A-Za-z0-9]{32}",
    "hubspot_pat": r"pat-(?:na1|eu1)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}",
}

SECRET_RES = {
    "aws_secret": r"[A-Za-z0-9/+]{40}",
    "pem": r"-----BEGIN ([A-Z ]*PRIVATE KEY)-----\n[A-Za-z0-9+/=\n]+\n-----END \1-----",
    "totp_seed": r"[A-Z2-7]{32}|(?:[A-Z2-7]{4} ){7}[A-Z2-7]{4}",
    "slack_webhook": r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}",
    "discord_webhook": r"https://discord\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_-]{68}",
    "wecom_webhook": r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}",
    "dingtalk_webhook": r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}",
    "feishu_webhook": r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f-]{36}",
    "stripe_whsec": r"whsec_[A-Za-z0-9]{32}",
    "dingtalk_sign": r"SEC[0-9a-f]{64}",
    "cloud_secret": r"[A-Za-z0-9]{30,32}",
    "hex_token": r"[0-9a-f]{32}",
    "django_key": r"[A-Za-z0-9!@#%^&*(\-_=+)]{50}",
    "session": r"[A-Za-z0-9%._-]{26,}",
}


def shape_ok(table, s):
    return any(re.fullmatch(p, s) for p in table.values())


# =================================================================== VALUES
VALUES = {}
KIND = {}      # name -> validator kind
DOB = {}       # name -> (y, m, d) for IDs that encode a birth date


def put(name, kind, value, dob=None):
    assert name not in VALUES, name
    VALUES[name] = value
    KIND[name] = kind
    if dob:
        DOB[name] = dob


# ---- cards (24)
put("card01", "card", card("4", 16, [4, 4, 4, 4]))                 # Visa
put("card02", "card", card("54", 16, [4, 4, 4, 4]))                # Mastercard
put("card03", "card", card("37", 15, [4, 6, 5]))                   # Amex
put("card04", "card", card("4", 16, [16], ""))                     # Visa, no spaces
put("card05", "card", card("51", 16, [4, 4, 4, 4], "-"))           # Mastercard dashed
put("card06", "card", card("622588", 16, [4, 4, 4, 4]))            # UnionPay (CMB)
put("card07", "card", card("622848", 19, [19], ""))                # UnionPay (ABC) 19
put("card08", "card", card("4", 16, [4, 4, 4, 4]))
put("card09", "card", card("2221", 16, [4, 4, 4, 4]))              # Mastercard 2-series
put("card10", "card", card("6011", 16, [4, 4, 4, 4]))              # Discover
put("card11", "card", card("4", 16, [4, 4, 4, 4]))
put("card12", "card", card("4", 16, [4, 4, 4, 4]))
put("card13", "card", card("621700", 19, [4, 4, 4, 4, 3]))         # UnionPay (CCB) 19
put("card14", "card", card("53", 16, [16], ""))
put("card15", "card", card("623038", 19, [6, 13]))
put("card16", "card", card("621226", 19, [19], ""))                # ICBC
put("card17", "card", card("621483", 16, [16], ""))
put("card18", "card", card("622155", 16, [4, 4, 4, 4]))
put("card19", "card", card("621700", 19, [19], ""))
put("card20", "card", card("622909", 16, [4, 4, 4, 4]))
put("card21", "card", card("4", 16, [4, 4, 4, 4]))                 # Visa issued in CN
put("card22", "card", card("622202", 19, [4, 4, 4, 4, 3]))
put("card23", "card", card("621661", 19, [19], ""))
put("card24", "card", card("55", 16, [4, 4, 4, 4]))

# ---- IBANs (14)
put("iban_gb1", "iban", iban4(iban_gb("BARC")))
put("iban_gb2", "iban", iban_gb("MONZ"))
put("iban_gb3", "iban", iban4(iban_gb("LOYD")))
put("iban_gb4", "iban", iban_gb("HBUK"))
put("iban_ie1", "iban", iban4(iban_ie("AIBK")))
put("iban_nl1", "iban", iban4(iban_nl("INGB")))
put("iban_nl2", "iban", iban_nl("RABO"))
put("iban_de1", "iban", iban4(iban_de()))
put("iban_de2", "iban", iban4(iban_de()))
put("iban_fr1", "iban", iban4(iban_fr()))
put("iban_es1", "iban", iban4(iban_es()))
put("iban_pl1", "iban", iban4(iban_pl()))
put("iban_it1", "iban", iban_it())
put("iban_be1", "iban", iban4(iban_be()))

# ---- SSNs (8)
for i in range(1, 9):
    put(f"ssn{i}", "ssn", ssn())

# ---- Chinese resident IDs (20)
_IDC = [
    ("idc01", "310104", (1968, 3, 14), True),
    ("idc02", "440305", (1985, 11, 2), False),
    ("idc03", "110105", (1979, 7, 23), True),
    ("idc04", "330106", (1992, 1, 30), False),
    ("idc05", "510107", (1974, 9, 8), True),
    ("idc06", "420106", (1988, 5, 17), True),
    ("idc07", "320102", (1995, 12, 5), False),
    ("idc08", "370202", (1963, 2, 28), True),
    ("idc09", "500103", (1990, 10, 11), True),
    ("idc10", "350203", (1982, 6, 19), False),
    ("idc11", "210102", (1971, 4, 4), True),
    ("idc12", "610113", (1999, 8, 21), False),
    ("idc13", "430104", (1966, 12, 9), True),
    ("idc14", "120103", (1987, 3, 3), False),
    ("idc15", "440106", (1993, 7, 7), True),
    ("idc16", "330481", (1970, 5, 22), True),
    ("idc17", "360102", (1984, 10, 26), True),
    ("idc18", "440304", (1977, 2, 14), True),
    ("idc19", "320104", (1980, 8, 8), False),
    ("idc20", "310115", (1975, 4, 18), False),
]
for _n, _area, _dob, _male in _IDC:
    put(_n, "idcard", idcard(_area, _dob, _male), _dob)

# ---- passports (11)
put("pp_cn1", "passport", passport("CN"))
put("pp_cn2", "passport", passport("CN2"))
put("pp_cn3", "passport", passport("CN2"))
put("pp_us1", "passport", passport("US"))
put("pp_uk1", "passport", passport("UK"))
put("pp_uk2", "passport", passport("UK"))
put("pp_in1", "passport", passport("IN"))
put("pp_de1", "passport", passport("DE"))
put("pp_fr1", "passport", passport("FR"))
put("pp_ph1", "passport", passport("PH"))

# ---- other national IDs
put("nino1", "nino", nino(True))
put("nino2", "nino", nino(False))
put("nino3", "nino", nino(True))
put("bsn1", "bsn", bsn())
put("dni1", "dni", dni())
put("nie1", "dni", nie())
put("cf1", "cf", codice_fiscale("Ferraro", "Luca", (1983, 2, 17), False, "H501"), (1983, 2, 17))
put("pesel1", "pesel", pesel((1981, 4, 12), False), (1981, 4, 12))
put("pesel2", "pesel", pesel((2001, 9, 30), True), (2001, 9, 30))
put("pnr1", "pnr", personnummer((1976, 11, 5)), (1976, 11, 5))
put("nir1", "nir", nir(1, 84, 7, "99", 216, rng.randint(1, 999)))
put("aadhaar1", "aadhaar", aadhaar())
put("sin1", "sin", sin())
put("nric1", "nric", nric("S"))
put("hkid1", "hkid", hkid())
put("hkid2", "hkid", hkid())
put("hkid3", "hkid", hkid())
put("ppsn1", "ppsn", ppsn())

# ---- API keys
put("aws_id1", "apikey", "AKIA" + rs(B32, 16))
put("aws_id2", "apikey", "AKIA" + rs(B32, 16))
put("aws_id3", "apikey", "AKIA" + rs(B32, 16))
put("aws_id4", "apikey", "AKIA" + rs(B32, 16))
put("ghp1", "ghp", ghp())
put("ghp2", "ghp", ghp())
put("slack_bot1", "apikey", f"xoxb-{rng.randint(10**11, 10**12 - 1)}-{rng.randint(10**12, 10**13 - 1)}-{rs(ALNUM, 24)}")
put("stripe_sk1", "apikey", "sk_live_" + rs(ALNUM, 24))
put("stripe_sk2", "apikey", "sk_live_51" + rs(ALNUM, 40))
put("stripe_rk1", "apikey", "rk_live_" + rs(ALNUM, 24))
put("sendgrid1", "apikey", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43))
put("google1", "apikey", "AIza" + rs(B64URL, 35))
put("google2", "apikey", "AIza" + rs(B64URL, 35))
put("telegram1", "apikey", f"{rng.randint(5_000_000_000, 7_999_999_999)}:AA{rs(B64URL, 33)}")
put("jwt1", "apikey", jwt({"sub": "usr_48213", "role": "resident", "iat": 1710230042, "exp": 1710233642}))
put("jwt2", "apikey", jwt({"sub": "bridge-hp7", "scope": "mqtt:publish", "iat": 1710841200, "exp": 1713433200}))
put("jwt3", "apikey", jwt({"sub": "owner-2291", "aud": "hoa-portal", "iat": 1710933000, "exp": 1710936600}))
put("jwt4", "apikey", jwt({"uid": 880231, "tenant": "wy-sz-07", "iat": 1711075200, "exp": 1711161600}))
put("openai1", "apikey", "sk-proj-" + rs(B64URL, 48))
put("gitlab1", "apikey", "glpat-" + rs(B64URL, 20))
put("mailgun1", "apikey", "key-" + rs(HEX, 32))
put("solaredge1", "apikey", rs(UPPER + DIGITS, 32))
put("octopus1", "apikey", "sk_live_" + rs(ALNUM, 24))
put("octopus2", "apikey", "sk_live_" + rs(ALNUM, 24))
put("npm1", "apikey", "npm_" + rs(ALNUM, 36))
put("shopify1", "apikey", "shpat_" + rs(HEX, 32))
put("aliyun_id1", "apikey", "LTAI5t" + rs(ALNUM, 18))
put("tencent_id1", "apikey", "AKID" + rs(ALNUM, 32))
put("hubspot1", "apikey", "pat-na1-" + uuid4())

# ---- secrets
put("aws_sec1", "secret", rs(ALNUM + "/+", 40))
put("aws_sec2", "secret", rs(ALNUM + "/+", 40))
put("aws_sec3", "secret", rs(ALNUM + "/+", 40))
put("pem_ec1", "secret", pem("EC PRIVATE KEY", 164, "MHcCAQEEI", pad="=="))
put("pem_ec2", "secret", pem("EC PRIVATE KEY", 164, "MHcCAQEEI", pad="=="))
put("ssh_key1", "secret", pem("OPENSSH PRIVATE KEY", 350,
                              "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", width=70))
put("totp1", "secret", rs(B32, 32))
put("totp2", "secret", " ".join(rs(B32, 4) for _ in range(8)))
put("slack_hook1", "secret", f"https://hooks.slack.com/services/T{rs(UPPER + DIGITS, 8)}/B{rs(UPPER + DIGITS, 10)}/{rs(ALNUM, 24)}")
put("discord_hook1", "secret", f"https://discord.com/api/webhooks/{rng.randint(10**17, 10**18 - 1)}/{rs(B64URL, 68)}")
put("wecom_hook1", "secret", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + uuid4())
put("dingtalk_hook1", "secret", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
put("feishu_hook1", "secret", "https://open.feishu.cn/open-apis/bot/v2/hook/" + uuid4())
put("whsec1", "secret", "whsec_" + rs(ALNUM, 32))
put("dingtalk_sec1", "secret", "SEC" + rs(HEX, 64))
put("aliyun_sec1", "secret", rs(ALNUM, 30))
put("tencent_sec1", "secret", rs(ALNUM, 32))
put("wxpay_v3key1", "secret", rs(ALNUM, 32))
put("twilio_tok1", "secret", rs(HEX, 32))
put("django_key1", "secret", rs(ALNUM + "!@#%^&*(-_=+)", 50))
put("sess1", "secret", rs(ALNUM, 48))
put("sess2", "secret", "s%3A" + rs(B64URL, 32) + "." + rs(ALNUM, 43))
put("sess3", "secret", "eyJpdiI6" + rs(ALNUM, 64) + "%3D%3D")
put("sess4", "secret", rs(HEX, 32))


# ================================================================ selftest
VALIDATORS = {
    "card": card_ok, "iban": iban_ok, "ssn": ssn_ok, "idcard": idcard_ok,
    "nino": nino_ok, "bsn": bsn_ok, "dni": dni_ok, "cf": cf_ok,
    "pesel": pesel_ok, "pnr": pnr_ok, "nir": nir_ok, "aadhaar": aadhaar_ok,
    "sin": sin_ok, "nric": nric_ok, "hkid": hkid_ok, "ppsn": ppsn_ok,
    "passport": passport_ok, "ghp": ghp_ok,
    "apikey": lambda s: shape_ok(APIKEY_RES, s),
    "secret": lambda s: shape_ok(SECRET_RES, s),
}
# kinds whose format carries a check digit / checksum: a one-digit
# corruption must make them fail.
CHECKED = {"card", "iban", "idcard", "bsn", "dni", "cf", "pesel", "pnr", "nir",
           "aadhaar", "sin", "nric", "hkid", "ppsn", "ghp"}


def corruptions(value):
    """Every one-digit corruption of value: each digit replaced by (d+1)%10."""
    for i, c in enumerate(value):
        if c.isdigit():
            yield value[:i] + str((int(c) + 1) % 10) + value[i + 1:]


def selftest(verbose=False):
    bad = []
    seen = {}
    for name, val in VALUES.items():
        kind = KIND[name]
        if val in seen:
            bad.append(f"{name}: duplicate of {seen[val]}")
        seen[val] = name
        if not VALIDATORS[kind](val):
            bad.append(f"{name}: {val!r} fails {kind}")
            continue
        if kind in CHECKED:
            n = 0
            for cor in corruptions(val):
                n += 1
                if VALIDATORS[kind](cor):
                    bad.append(f"{name}: corruption {cor!r} still passes {kind}")
            if n == 0:
                bad.append(f"{name}: no digit to corrupt")
        if kind == "idcard":
            y, m, d = DOB[name]
            if val[6:14] != f"{y:04d}{m:02d}{d:02d}":
                bad.append(f"{name}: birth date mismatch")
    if bad:
        for b in bad:
            print("FAIL", b)
        raise SystemExit(1)
    if verbose:
        print(f"selftest ok: {len(VALUES)} values, "
              f"{sum(KIND[n] in CHECKED for n in VALUES)} with check digits "
              f"(every one-digit corruption rejected)")
    return True


if __name__ == "__main__":
    selftest(verbose=True)
    if "-p" in sys.argv[1:]:
        for name, val in VALUES.items():
            extra = f"  dob={DOB[name]}" if name in DOB else ""
            print(f"{name:14s} {KIND[name]:9s} {val!r}{extra}")
