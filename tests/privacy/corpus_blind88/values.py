#!/usr/bin/env python3
"""blind88 value generators.

Every value that needs a check digit or a vendor shape is generated here from a
seeded random.Random, stored in VALUES and referred to in the texts as $name.

    python3 values.py        run selftest()
    python3 values.py -p     print every value
"""
import base64
import datetime
import json
import random
import re
import string
import sys
import zlib

SEED = 880188
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = DIG + UP + LO
URLSAFE = ALNUM + "-_"
HEX = "0123456789abcdef"
B32 = UP + "234567"


def rs(alphabet, n):
    return "".join(R.choice(alphabet) for _ in range(n))


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(p for p in out if p)


def digits_of(s):
    return re.sub(r"[^0-9]", "", s)


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(num):
    d = [int(c) for c in num]
    if not d:
        return False
    total = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        total += x
    return total % 10 == 0


def luhn_digit(body):
    for c in DIG:
        if luhn_ok(body + c):
            return c
    raise ValueError(body)


def make_card(prefix, length, sizes, sep=" "):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    full = body + luhn_digit(body)
    return group(full, sizes, sep) if sizes else full


def card_ok(v):
    if not re.fullmatch(r"[0-9][0-9 \-]*[0-9]", v):
        return False
    d = digits_of(v)
    return 13 <= len(d) <= 19 and luhn_ok(d)


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "DE": 22, "FR": 27, "NL": 18, "IE": 22, "ES": 24, "BE": 16,
            "SE": 24, "PL": 28, "IT": 27, "AT": 20, "CH": 21, "DK": 18, "FI": 18,
            "NO": 15, "PT": 25, "LU": 20}


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_check(country, bban):
    n = _iban_num(bban + country + "00")
    return "%02d" % (98 - n % 97)


def fr_rib_key(bank, branch, acct):
    return "%02d" % (97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97))


def es_dc(bank, branch, acct):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def one(ten):
        d = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
        return {10: 1, 11: 0}.get(d, d)
    return "%d%d" % (one("00" + bank + branch), one(acct))


def be_bban_check(first10):
    c = int(first10) % 97
    return "%02d" % (c or 97)


def make_iban(country, spaced=True):
    if country == "GB":
        bban = R.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + rs(DIG, 14)
    elif country == "DE":
        bban = rs(DIG, 18)
    elif country == "FR":
        bank, branch, acct = rs(DIG, 5), rs(DIG, 5), rs(DIG, 11)
        bban = bank + branch + acct + fr_rib_key(bank, branch, acct)
    elif country == "NL":
        bban = R.choice(["INGB", "RABO", "ABNA", "TRIO"]) + rs(DIG, 10)
    elif country == "IE":
        bban = R.choice(["AIBK", "BOFI"]) + rs(DIG, 14)
    elif country == "ES":
        bank, branch, acct = rs(DIG, 4), rs(DIG, 4), rs(DIG, 10)
        bban = bank + branch + es_dc(bank, branch, acct) + acct
    elif country == "BE":
        f = rs(DIG, 10)
        bban = f + be_bban_check(f)
    elif country == "SE":
        bban = rs(DIG, 20)
    elif country == "PL":
        bban = rs(DIG, 24)
    else:
        raise ValueError(country)
    iban = country + iban_check(country, bban) + bban
    return group(iban, [4] * 8) if spaced else iban


def iban_ok(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}", s):
        return False
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    if _iban_num(s[4:] + s[:4]) % 97 != 1:
        return False
    b = s[4:]
    if s[:2] == "FR" and b.isdigit():
        return fr_rib_key(b[:5], b[5:10], b[10:21]) == b[21:]
    if s[:2] == "ES":
        return es_dc(b[:4], b[4:8], b[10:]) == b[8:10]
    if s[:2] == "BE":
        return be_bban_check(b[:10]) == b[10:]
    return True


# ---------------------------------------------------------------- US SSN
def make_ssn(sep="-"):
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    g, s = R.randint(1, 99), R.randint(1, 9999)
    return "%03d%s%02d%s%04d" % (a, sep, g, sep, s)


def ssn_ok(v):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", v)
    if not m:
        return False
    a, g, s = m.group(1), m.group(3), m.group(4)
    return a not in ("000", "666") and a[0] != "9" and g != "00" and s != "0000"


# ---------------------------------------------------------------- CN resident ID
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_M = "10X98765432"


def cn_check(s17):
    return CN_M[sum(int(a) * b for a, b in zip(s17, CN_W)) % 11]


def make_cnid(region, ymd, male):
    seq = "%02d" % R.randint(0, 99)
    sx = R.choice("13579" if male else "02468")
    s17 = region + ymd + seq + sx
    return s17 + cn_check(s17)


def cnid_ok(v):
    if not re.fullmatch(r"[1-8]\d{16}[0-9X]", v):
        return False
    if cnid_date(v) is None:
        return False
    return cn_check(v[:17]) == v[17]


def cnid_date(v):
    try:
        return datetime.date(int(v[6:10]), int(v[10:12]), int(v[12:14]))
    except ValueError:
        return None


# ---------------------------------------------------------------- national IDs
def nino_ok(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", s):
        return False
    return s[:2] not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ")


def make_nino(spaced):
    while True:
        p = R.choice("ABCEGHJKLMNPRSTWXYZ") + R.choice("ABCEGHJKLMNPRSTWXYZ")
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    s = p + rs(DIG, 6) + R.choice("ABCD")
    return group(s, [2, 2, 2, 2, 1]) if spaced else s


def bsn_ok(v):
    s = v.replace(".", "").replace(" ", "")
    if not re.fullmatch(r"\d{9}", s):
        return False
    t = sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])
    return t % 11 == 0 and s[0] != "0"


def make_bsn():
    while True:
        f = str(R.randint(1, 9)) + rs(DIG, 7)
        c = sum(int(f[i]) * (9 - i) for i in range(8)) % 11
        if c < 10:
            return f + str(c)


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(v):
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})-?([A-Z])", v)
    if not m:
        return False
    pre, num, let = m.groups()
    if pre:
        if len(num) != 7:
            return False
        num = str("XYZ".index(pre)) + num
    elif len(num) != 8:
        return False
    return DNI_L[int(num) % 23] == let


def make_dni(nie=False):
    if nie:
        p = R.choice("XY")
        n = rs(DIG, 7)
        return p + n + DNI_L[int(str("XYZ".index(p)) + n) % 23]
    n = rs(DIG, 8)
    return n + DNI_L[int(n) % 23]


def pps_ok(v):
    m = re.fullmatch(r"(\d{7})([A-W])([ABHW]?)", v)
    if not m:
        return False
    d, c, x = m.groups()
    t = sum(int(d[i]) * (8 - i) for i in range(7))
    if x and x != "W":
        t += (ord(x) - 64) * 9
    r = t % 23
    return (c == "W") if r == 0 else c == chr(64 + r)


def make_pps(second=""):
    while True:
        d = rs(DIG, 7)
        t = sum(int(d[i]) * (8 - i) for i in range(7))
        if second and second != "W":
            t += (ord(second) - 64) * 9
        r = t % 23
        return d + ("W" if r == 0 else chr(64 + r)) + second


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(v):
    if not re.fullmatch(r"\d{11}", v):
        return False
    if pesel_date(v) is None:
        return False
    return (10 - sum(int(a) * b for a, b in zip(v, PESEL_W)) % 10) % 10 == int(v[10])


def pesel_date(v):
    y, m, d = int(v[0:2]), int(v[2:4]), int(v[4:6])
    century = {0: 1900, 20: 2000, 40: 2100, 60: 2200, 80: 1800}
    base = (m // 20) * 20
    try:
        return datetime.date(century[base] + y, m - base, d)
    except (KeyError, ValueError):
        return None


def make_pesel(date, male):
    m = date.month + (20 if date.year >= 2000 else 0)
    s = "%02d%02d%02d" % (date.year % 100, m, date.day) + rs(DIG, 3) + R.choice("13579" if male else "02468")
    return s + str((10 - sum(int(a) * b for a, b in zip(s, PESEL_W)) % 10) % 10)


def se_pnr_ok(v):
    m = re.fullmatch(r"(\d{2})?(\d{6})[-+](\d{4})", v)
    if not m:
        return False
    if se_pnr_date(v) is None:
        return False
    return luhn_ok(m.group(2) + m.group(3))


def se_pnr_date(v):
    m = re.fullmatch(r"(\d{2})?(\d{2})(\d{2})(\d{2})[-+](\d{4})", v)
    if not m:
        return None
    cc, yy, mm, dd = m.group(1), int(m.group(2)), int(m.group(3)), int(m.group(4))
    year = int(cc) * 100 + yy if cc else (1900 + yy if yy > 25 else 2000 + yy)
    try:
        return datetime.date(year, mm, dd)
    except ValueError:
        return None


def make_se_pnr(date):
    ymd = date.strftime("%y%m%d")
    body = ymd + rs(DIG, 3)
    return ymd + "-" + body[6:] + luhn_digit(body)


FI_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_ok(v):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", v)
    if not m or hetu_date(v) is None:
        return False
    return FI_C[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def hetu_date(v):
    cent = {"+": 1800, "-": 1900, "A": 2000}.get(v[6])
    try:
        return datetime.date(cent + int(v[4:6]), int(v[2:4]), int(v[0:2]))
    except (TypeError, ValueError):
        return None


def make_hetu(date, male):
    n = R.randint(2, 899)
    if (n % 2 == 1) != male:
        n += 1
    dmy = date.strftime("%d%m%y")
    sign = "A" if date.year >= 2000 else "-"
    return dmy + sign + "%03d" % n + FI_C[int(dmy + "%03d" % n) % 31]


def no_fnr_ok(v):
    if not re.fullmatch(r"\d{11}", v) or no_fnr_date(v) is None:
        return False
    d = [int(c) for c in v]
    k1 = 11 - sum(a * b for a, b in zip(d[:9], [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
    k1 = 0 if k1 == 11 else k1
    k2 = 11 - sum(a * b for a, b in zip(d[:10], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
    k2 = 0 if k2 == 11 else k2
    return k1 == d[9] and k2 == d[10]


def no_fnr_date(v):
    ind = int(v[6:9])
    yy = int(v[4:6])
    year = 1900 + yy if ind < 500 else 2000 + yy
    try:
        return datetime.date(year, int(v[2:4]), int(v[0:2]))
    except ValueError:
        return None


def make_no_fnr(date):
    while True:
        s = date.strftime("%d%m%y") + "%03d" % R.randint(0, 499)
        d = [int(c) for c in s]
        k1 = 11 - sum(a * b for a, b in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        d.append(k1)
        k2 = 11 - sum(a * b for a, b in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return s + str(k1) + str(k2)


def be_nn_ok(v):
    s = re.sub(r"[.\- ]", "", v)
    if not re.fullmatch(r"\d{11}", s):
        return False
    c = int(s[9:])
    return 97 - int(s[:9]) % 97 == c or 97 - int("2" + s[:9]) % 97 == c


def be_nn_date(v):
    s = re.sub(r"[.\- ]", "", v)
    c = int(s[9:])
    year = 1900 if 97 - int(s[:9]) % 97 == c else 2000
    try:
        return datetime.date(year + int(s[0:2]), int(s[2:4]), int(s[4:6]))
    except ValueError:
        return None


def make_be_nn(date):
    s = date.strftime("%y%m%d") + "%03d" % R.randint(1, 997)
    base = s if date.year < 2000 else "2" + s
    c = 97 - int(base) % 97
    return "%s.%s.%s-%s.%02d" % (s[0:2], s[2:4], s[4:6], s[6:9], c)


def nir_ok(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", s):
        return False
    return 97 - int(s[:13]) % 97 == int(s[13:])


def make_nir(male, yy, mm, dept):
    s = ("1" if male else "2") + "%02d%02d" % (yy, mm) + dept + rs(DIG, 3) + rs(DIG, 3)
    k = 97 - int(s) % 97
    return "%s %s %s %s %s %s %02d" % (s[0], s[1:3], s[3:5], s[5:7], s[7:10], s[10:13], k)


def sin_ok(v):
    s = v.replace(" ", "").replace("-", "")
    return bool(re.fullmatch(r"[1-79]\d{8}", s)) and luhn_ok(s)


def make_sin():
    body = R.choice("1234567") + rs(DIG, 7)
    s = body + luhn_digit(body)
    return group(s, [3, 3, 3])


VH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
        [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
        [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
        [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
        [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
        [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VH_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VH_D[c][VH_P[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VH_D[c][VH_P[(i + 1) % 8][int(ch)]]
    return str(VH_INV[c])


def aadhaar_ok(v):
    s = v.replace(" ", "")
    return bool(re.fullmatch(r"[2-9]\d{11}", s)) and verhoeff_ok(s)


def make_aadhaar():
    body = R.choice("23456789") + rs(DIG, 10)
    return group(body + verhoeff_digit(body), [4, 4, 4])


CF_ODD = dict(zip(DIG + UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21] +
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))
CF_EVEN = dict(zip(DIG + UP, list(range(10)) + list(range(26))))
CF_MONTH = "ABCDEHLMPRST"


def cf_check(s15):
    t = sum((CF_ODD if i % 2 == 0 else CF_EVEN)[c] for i, c in enumerate(s15))
    return UP[t % 26]


def cf_ok(v):
    if not re.fullmatch(r"[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]", v):
        return False
    return cf_check(v[:15]) == v[15] and cf_date(v) is not None


def cf_date(v):
    d = int(v[9:11])
    d = d - 40 if d > 40 else d
    yy = int(v[6:8])
    try:
        return datetime.date(1900 + yy if yy > 25 else 2000 + yy, CF_MONTH.index(v[8]) + 1, d)
    except ValueError:
        return None


def _cf_part(word, is_name):
    w = re.sub(r"[^A-Z]", "", word.upper())
    cons = [c for c in w if c not in "AEIOU"]
    vow = [c for c in w if c in "AEIOU"]
    if is_name and len(cons) >= 4:
        return cons[0] + cons[2] + cons[3]
    return ("".join(cons + vow) + "XXX")[:3]


def make_cf(surname, name, date, male, comune):
    dd = date.day + (0 if male else 40)
    s = _cf_part(surname, False) + _cf_part(name, True) + date.strftime("%y") + CF_MONTH[date.month - 1] + "%02d" % dd + comune
    return s + cf_check(s)


def hkid_ok(v):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", v)
    if not m:
        return False
    pre, d, c = m.groups()
    vals = ([36] if len(pre) == 1 else []) + [ord(x) - 55 for x in pre]
    t = sum(a * b for a, b in zip(vals + [int(x) for x in d], [9, 8, 7, 6, 5, 4, 3, 2]))
    k = (11 - t % 11) % 11
    return c == ("A" if k == 10 else str(k))


def make_hkid():
    pre = R.choice("ACDEGHKPRZ")
    d = rs(DIG, 6)
    t = sum(a * b for a, b in zip([36, ord(pre) - 55] + [int(x) for x in d], [9, 8, 7, 6, 5, 4, 3, 2]))
    k = (11 - t % 11) % 11
    return "%s%s(%s)" % (pre, d, "A" if k == 10 else k)


def nric_ok(v):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", v)
    if not m:
        return False
    p, d, c = m.groups()
    t = sum(int(a) * b for a, b in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if p in "TG" else 0)
    table = "JZIHGFEDCBA" if p in "ST" else "XWUTRQPNMLK"
    return table[t % 11] == c


def make_nric(p="S"):
    d = rs(DIG, 7)
    t = sum(int(a) * b for a, b in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if p in "TG" else 0)
    return p + d + ("JZIHGFEDCBA" if p in "ST" else "XWUTRQPNMLK")[t % 11]


NATIONAL_ID_CHECKS = [
    ("uk_nino", nino_ok, None), ("nl_bsn", bsn_ok, None), ("es_dni", dni_ok, None),
    ("ie_pps", pps_ok, None), ("pl_pesel", pesel_ok, pesel_date),
    ("se_pnr", se_pnr_ok, se_pnr_date), ("fi_hetu", hetu_ok, hetu_date),
    ("no_fnr", no_fnr_ok, no_fnr_date), ("be_nn", be_nn_ok, be_nn_date),
    ("fr_nir", nir_ok, None), ("ca_sin", sin_ok, None), ("in_aadhaar", aadhaar_ok, None),
    ("it_cf", cf_ok, cf_date), ("hk_hkid", hkid_ok, None), ("sg_nric", nric_ok, None),
]


def national_id_scheme(v):
    for name, ok, datefn in NATIONAL_ID_CHECKS:
        if ok(v):
            return name, (datefn(v) if datefn else None)
    return None, None


# ---------------------------------------------------------------- passports
PASSPORT_SHAPES = [
    ("gb_us_9digit", r"\d{9}"), ("se_8digit", r"\d{8}"),
    ("cn_e", r"E[0-9A-HJ-NP-Z]?\d{7,8}"), ("cn_g_etc", r"[GDSP]\d{8}"),
    ("de", r"[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}"), ("nl", r"[A-NP-Z]{2}[A-NP-Z0-9]{6}\d"),
    ("ie_pl_ke", r"[A-Z]{2}\d{7}"), ("fr", r"\d{2}[A-Z]{2}\d{5}"), ("ca", r"[A-Z]{2}\d{6}"),
    ("in", r"[A-Z]\d{7}"),
]


def passport_ok(v):
    return any(re.fullmatch(p, v) for _, p in PASSPORT_SHAPES)


def make_passport(kind):
    if kind in ("gb", "us"):
        return str(R.randint(1, 9)) + rs(DIG, 8)
    if kind == "se":
        return rs(DIG, 8)
    if kind == "cn_e":
        return "E" + rs(DIG, 8)
    if kind == "cn_ea":
        return "E" + R.choice("ABCDEFGH") + rs(DIG, 7)
    if kind == "de":
        return R.choice("CFGHJK") + rs("CFGHJKLMNPRTVWXYZ0123456789", 8)
    if kind == "nl":
        a = "ABCDEFGHIJKLMNPQRSTUVWXYZ"
        return rs(a, 2) + rs(a + DIG, 6) + R.choice(DIG)
    if kind in ("ie", "pl", "ke"):
        return rs(UP, 2) + rs(DIG, 7)
    if kind == "fr":
        return rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5)
    if kind == "ca":
        return rs(UP, 2) + rs(DIG, 6)
    if kind == "in":
        return R.choice(UP) + rs(DIG, 7)
    raise ValueError(kind)


# ---------------------------------------------------------------- vendor keys
B62 = DIG + UP + LO


def b62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def make_github(prefix="ghp_"):
    body = rs(ALNUM, 30)
    return prefix + body + b62(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def github_ok(v):
    m = re.fullmatch(r"gh[pousr]_([A-Za-z0-9]{30})([A-Za-z0-9]{6})", v)
    return bool(m) and b62(zlib.crc32(m.group(1).encode()) & 0xFFFFFFFF, 6) == m.group(2)


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def make_jwt(payload, alg="HS256"):
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64u(bytes(R.randrange(256) for _ in range(32 if alg == "HS256" else 64)))
    return "%s.%s.%s" % (h, p, sig)


def jwt_ok(v):
    parts = v.split(".")
    if len(parts) != 3:
        return False
    try:
        h = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return "alg" in h and re.fullmatch(r"[A-Za-z0-9_-]{20,}", parts[2]) is not None


def pem_ec():
    der = bytes([0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20]) + bytes(R.randrange(256) for _ in range(32))
    der += bytes([0xA0, 0x0A, 0x06, 0x08, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01, 0x07,
                  0xA1, 0x44, 0x03, 0x42, 0x00, 0x04]) + bytes(R.randrange(256) for _ in range(64))
    b = base64.b64encode(der).decode()
    lines = [b[i:i + 64] for i in range(0, len(b), 64)]
    return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"


def pem_openssh():
    raw = b"openssh-key-v1\x00" + bytes(R.randrange(256) for _ in range(385))
    b = base64.b64encode(raw).decode()
    lines = [b[i:i + 70] for i in range(0, len(b), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


APIKEY_SHAPES = [
    ("aws_akid", r"AKIA[A-Z2-7]{16}"), ("github", None), ("stripe_sk", r"[sr]k_live_[A-Za-z0-9]{24,}"),
    ("slack_bot", r"xox[bp]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}"),
    ("telegram", r"\d{8,10}:AA[A-Za-z0-9_-]{33}"), ("openai", r"sk-proj-[A-Za-z0-9_-]{40,}T3BlbkFJ[A-Za-z0-9_-]{40,}"),
    ("anthropic", r"sk-ant-api03-[A-Za-z0-9_-]{93}AA"), ("google", r"AIza[A-Za-z0-9_-]{35}"),
    ("sendgrid", r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}"), ("twilio_sk", r"SK[0-9a-f]{32}"),
    ("gitlab", r"glpat-[A-Za-z0-9_-]{20}"), ("npm", r"npm_[A-Za-z0-9]{36}"), ("hf", r"hf_[A-Za-z]{34}"),
    ("shopify", r"shpat_[0-9a-f]{32}"), ("digitalocean", r"dop_v1_[0-9a-f]{64}"), ("mailgun", r"key-[0-9a-f]{32}"),
    ("aliyun_akid", r"LTAI[A-Za-z0-9]{12,20}"), ("tencent_secretid", r"AKID[A-Za-z0-9]{32}"),
    ("jwt", None),
]


def apikey_ok(v):
    for name, pat in APIKEY_SHAPES:
        if name == "github":
            if github_ok(v):
                return True
        elif name == "jwt":
            if v.startswith("eyJ") and jwt_ok(v):
                return True
        elif re.fullmatch(pat, v):
            return True
    return False


SECRET_SHAPES = [
    ("aws_secret", r"[A-Za-z0-9/+]{40}"), ("pem", r"-----BEGIN [A-Z ]*PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END [A-Z ]*PRIVATE KEY-----"),
    ("slack_webhook", r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}"),
    ("discord_webhook", r"https://discord(app)?\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_-]{68}"),
    ("dingtalk_webhook", r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}"),
    ("dingtalk_sign", r"SEC[0-9a-f]{64}"),
    ("feishu_webhook", r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f-]{36}"),
    ("wecom_webhook", r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}"),
    ("whsec", r"whsec_[A-Za-z0-9]{32}"), ("totp", r"[A-Z2-7]{16,32}|([A-Z2-7]{4} ){3,7}[A-Z2-7]{4}"),
    ("recovery", r"[0-9a-f]{5}-[0-9a-f]{5}"), ("django_session", r"[a-z0-9]{32}"),
    ("connect_sid", r"s%3A[A-Za-z0-9_-]{32}\.[A-Za-z0-9/+%]{43,}"),
    ("alnum32", r"[A-Za-z0-9]{30,32}"), ("hex32", r"[0-9a-f]{32}"), ("azure_key", r"[A-Za-z0-9+/]{86}=="),
]


def secret_shape(v):
    for name, pat in SECRET_SHAPES:
        if re.fullmatch(pat, v):
            return name
    return None


# ---------------------------------------------------------------- the values
D8 = datetime.date
VALUES = {}

# cards
VALUES["card_visa_1"] = make_card("4", 16, [4, 4, 4, 4])
VALUES["card_visa_2"] = make_card("4", 16, [4, 4, 4, 4], "-")
VALUES["card_visa_3"] = make_card("4", 16, None)
VALUES["card_visa_4"] = make_card("4", 16, [4, 4, 4, 4])
VALUES["card_mc_1"] = make_card("53", 16, [4, 4, 4, 4])
VALUES["card_mc_2"] = make_card("2221", 16, [4, 4, 4, 4])
VALUES["card_mc_3"] = make_card("51", 16, None)
VALUES["card_mc_4"] = make_card("55", 16, [4, 4, 4, 4], "-")
VALUES["card_amex_1"] = make_card("37", 15, [4, 6, 5])
VALUES["card_amex_2"] = make_card("34", 15, [4, 6, 5])
VALUES["card_up_1"] = make_card("62", 19, [4, 4, 4, 4, 3])
VALUES["card_up_2"] = make_card("62", 16, [4, 4, 4, 4])
VALUES["card_up_3"] = make_card("62", 19, None)
VALUES["card_disc_1"] = make_card("6011", 16, [4, 4, 4, 4])
VALUES["card_maestro_1"] = make_card("6759", 16, [4, 4, 4, 4])

# IBANs
VALUES["iban_gb_1"] = make_iban("GB")
VALUES["iban_gb_2"] = make_iban("GB", False)
VALUES["iban_gb_3"] = make_iban("GB")
VALUES["iban_de_1"] = make_iban("DE")
VALUES["iban_fr_1"] = make_iban("FR")
VALUES["iban_fr_2"] = make_iban("FR", False)
VALUES["iban_nl_1"] = make_iban("NL")
VALUES["iban_nl_2"] = make_iban("NL", False)
VALUES["iban_ie_1"] = make_iban("IE")
VALUES["iban_es_1"] = make_iban("ES")
VALUES["iban_be_1"] = make_iban("BE")
VALUES["iban_se_1"] = make_iban("SE")
VALUES["iban_pl_1"] = make_iban("PL")

# US SSNs
for i in range(1, 7):
    VALUES["ssn_%d" % i] = make_ssn("-" if i != 5 else " ")

# Chinese resident IDs (name in comment, birth date shown in texts)
CN_PEOPLE = [
    ("cnid_zhou", "330106", D8(1968, 4, 3), True),      # 周建国 (老周), Hangzhou Xihu
    ("cnid_xu", "350203", D8(1991, 11, 22), False),      # 许婷 (许小姐), Xiamen Siming
    ("cnid_zhao", "510104", D8(1985, 7, 9), True),       # 赵磊 (小赵), Chengdu Jinjiang
    ("cnid_lin", "440305", D8(1996, 2, 29), False),      # 林晓雯, Shenzhen Nanshan
    ("cnid_chen", "430102", D8(1974, 12, 18), True),     # 陈志强, Changsha Furong
    ("cnid_wang", "370202", D8(1959, 8, 15), False),     # 王秀兰, Qingdao Shinan
    ("cnid_liu", "110105", D8(2001, 5, 6), True),        # 刘洋, Beijing Chaoyang
    ("cnid_huang", "320102", D8(1988, 10, 1), False),    # 黄美玲, Nanjing Xuanwu
    ("cnid_sun", "420106", D8(1979, 3, 27), True),       # 孙浩, Wuhan Wuchang
    ("cnid_zheng", "360102", D8(1993, 6, 12), False),    # 郑丽, Nanchang Donghu
    ("cnid_he", "331002", D8(1965, 1, 30), True),        # 何文斌, Taizhou Jiaojiang
    ("cnid_wu", "350102", D8(1999, 9, 9), False),        # 吴佳, Fuzhou Gulou
    ("cnid_tang", "530102", D8(1982, 12, 31), True),     # 唐伟, Kunming Wuhua
]
for name, region, date, male in CN_PEOPLE:
    VALUES[name] = make_cnid(region, date.strftime("%Y%m%d"), male)

# other countries' national IDs
VALUES["nino_1"] = make_nino(True)
VALUES["nino_2"] = make_nino(False)
VALUES["nino_3"] = make_nino(True)
VALUES["nino_4"] = make_nino(False)
VALUES["bsn_1"] = make_bsn()
VALUES["bsn_2"] = make_bsn()
VALUES["dni_1"] = make_dni()
VALUES["nie_1"] = make_dni(nie=True)
VALUES["pps_1"] = make_pps()
VALUES["pps_2"] = make_pps("A")
VALUES["pesel_1"] = make_pesel(D8(1983, 9, 17), True)     # Radosław Kasprzak
VALUES["pesel_2"] = make_pesel(D8(2002, 1, 4), False)     # Zuzanna Wróbel
VALUES["pnr_1"] = make_se_pnr(D8(1987, 5, 21))            # Elin Lindqvist
VALUES["hetu_1"] = make_hetu(D8(1992, 8, 30), False)      # Aino Heikkinen
VALUES["fnr_1"] = make_no_fnr(D8(1976, 11, 2))            # Håkon Brekke
VALUES["benn_1"] = make_be_nn(D8(1981, 2, 14))            # Lotte Claes
VALUES["nir_1"] = make_nir(True, 79, 3, "16")            # Mathieu Roux
VALUES["sin_1"] = make_sin()
VALUES["aadhaar_1"] = make_aadhaar()
VALUES["cf_1"] = make_cf("Bellandi", "Giuseppe", D8(1962, 10, 5), True, "H501")
VALUES["hkid_1"] = make_hkid()
VALUES["nric_1"] = make_nric("S")

# passports
for k, kind in [("pp_gb_1", "gb"), ("pp_gb_2", "gb"), ("pp_us_1", "us"), ("pp_cn_1", "cn_e"),
                ("pp_cn_2", "cn_ea"), ("pp_cn_3", "cn_e"), ("pp_de_1", "de"), ("pp_nl_1", "nl"),
                ("pp_ie_1", "ie"), ("pp_fr_1", "fr"), ("pp_pl_1", "pl"), ("pp_se_1", "se"),
                ("pp_ca_1", "ca"), ("pp_ke_1", "ke"), ("pp_in_1", "in")]:
    VALUES[k] = make_passport(kind)

# API keys
VALUES["aws_akid_1"] = "AKIA" + rs(B32, 16)
VALUES["aws_akid_2"] = "AKIA" + rs(B32, 16)
VALUES["gh_pat_1"] = make_github()
VALUES["gh_pat_2"] = make_github()
VALUES["stripe_sk_1"] = "sk_live_" + rs(ALNUM, 24)
VALUES["stripe_sk_2"] = "sk_live_51" + rs(ALNUM, 97)
VALUES["stripe_rk_1"] = "rk_live_" + rs(ALNUM, 24)
VALUES["slack_bot_1"] = "xoxb-%s-%s-%s" % (rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 24))
VALUES["tg_bot_1"] = "%d:AA%s" % (R.randint(10 ** 9 // 2, 10 ** 10 - 1), rs(URLSAFE, 33))
VALUES["tg_bot_2"] = "%d:AA%s" % (R.randint(10 ** 9 // 2, 10 ** 10 - 1), rs(URLSAFE, 33))
VALUES["openai_1"] = "sk-proj-" + rs(URLSAFE, 48) + "T3BlbkFJ" + rs(URLSAFE, 48)
VALUES["anthropic_1"] = "sk-ant-api03-" + rs(URLSAFE, 93) + "AA"
VALUES["google_1"] = "AIza" + rs(URLSAFE, 35)
VALUES["google_2"] = "AIza" + rs(URLSAFE, 35)
VALUES["sendgrid_1"] = "SG." + rs(URLSAFE, 22) + "." + rs(URLSAFE, 43)
VALUES["twilio_sk_1"] = "SK" + rs(HEX, 32)
VALUES["gitlab_1"] = "glpat-" + rs(URLSAFE, 20)
VALUES["npm_1"] = "npm_" + rs(ALNUM, 36)
VALUES["hf_1"] = "hf_" + rs(UP + LO, 34)
VALUES["shopify_1"] = "shpat_" + rs(HEX, 32)
VALUES["do_1"] = "dop_v1_" + rs(HEX, 64)
VALUES["mailgun_1"] = "key-" + rs(HEX, 32)
VALUES["aliyun_akid_1"] = "LTAI5t" + rs(ALNUM, 18)
VALUES["aliyun_akid_2"] = "LTAI5t" + rs(ALNUM, 18)
VALUES["tencent_sid_1"] = "AKID" + rs(ALNUM, 32)
VALUES["jwt_1"] = make_jwt({"sub": "acct_20931", "scope": "orders:write", "iat": 1716212400, "exp": 1716298800})
VALUES["jwt_2"] = make_jwt({"uid": 88213, "role": "admin", "iss": "kiln-log", "iat": 1722950000})
VALUES["jwt_3"] = make_jwt({"sub": "wx_o9Tn2", "aud": "mp-shop", "iat": 1730361600, "exp": 1730966400})

# secrets
VALUES["aws_secret_1"] = rs(ALNUM + "/+", 40)
VALUES["aws_secret_2"] = rs(ALNUM + "/+", 40)
VALUES["aliyun_secret_1"] = rs(ALNUM, 30)
VALUES["aliyun_secret_2"] = rs(ALNUM, 30)
VALUES["tencent_skey_1"] = rs(ALNUM, 32)
VALUES["twilio_auth_1"] = rs(HEX, 32)
VALUES["wxpay_v3_1"] = rs(ALNUM, 32)
VALUES["slack_hook_1"] = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 9), rs(UP + DIG, 10), rs(ALNUM, 24))
VALUES["slack_hook_2"] = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 9), rs(UP + DIG, 10), rs(ALNUM, 24))
VALUES["discord_hook_1"] = "https://discord.com/api/webhooks/%s/%s" % (rs(DIG, 19), rs(URLSAFE, 68))
VALUES["ding_hook_1"] = "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64)
VALUES["ding_sign_1"] = "SEC" + rs(HEX, 64)
VALUES["feishu_hook_1"] = "https://open.feishu.cn/open-apis/bot/v2/hook/" + uuid4()
VALUES["wecom_hook_1"] = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + uuid4()
VALUES["whsec_1"] = "whsec_" + rs(ALNUM, 32)
VALUES["totp_1"] = rs(B32, 32)
VALUES["totp_2"] = group(rs(B32, 32), [4] * 8)
VALUES["totp_3"] = rs(B32, 16)
for i in range(1, 9):
    VALUES["rc_%d" % i] = rs(HEX, 5) + "-" + rs(HEX, 5)
VALUES["django_sess_1"] = rs(DIG + LO, 32)
VALUES["connect_sid_1"] = "s%3A" + rs(URLSAFE, 32) + "." + rs(ALNUM + "/+", 43)
VALUES["azure_key_1"] = base64.b64encode(bytes(R.randrange(256) for _ in range(64))).decode()
VALUES["pem_ec_1"] = pem_ec()
VALUES["pem_ssh_1"] = pem_openssh()

# decoy-shaped values (not personal, not secret)
for i in range(1, 9):
    VALUES["sha_%d" % i] = rs(HEX, 40)
for i in range(1, 7):
    VALUES["uuid_%d" % i] = uuid4()
VALUES["sha256_1"] = rs(HEX, 64)
VALUES["md5_1"] = rs(HEX, 32)
VALUES["pk_live_1"] = "pk_live_" + rs(ALNUM, 24)
VALUES["pk_live_2"] = "pk_live_51" + rs(ALNUM, 97)
VALUES["twilio_ac_1"] = "AC" + rs(HEX, 32)
VALUES["wx_appid_1"] = "wx" + rs(HEX, 16)
VALUES["cus_1"] = "cus_" + rs(ALNUM, 14)

# added later (appended so that earlier values keep their seeded sequence)
VALUES["iban_gb_4"] = make_iban("GB")


# ---------------------------------------------------------------- selftest
def type_of(name):
    pre = name.split("_")[0]
    return {
        "card": "CARD", "iban": "IBAN", "ssn": "SSN", "cnid": "IDCARD", "pp": "PASSPORT",
        "nino": "NATIONAL_ID", "bsn": "NATIONAL_ID", "dni": "NATIONAL_ID", "nie": "NATIONAL_ID",
        "pps": "NATIONAL_ID", "pesel": "NATIONAL_ID", "pnr": "NATIONAL_ID", "hetu": "NATIONAL_ID",
        "fnr": "NATIONAL_ID", "benn": "NATIONAL_ID", "nir": "NATIONAL_ID", "sin": "NATIONAL_ID",
        "aadhaar": "NATIONAL_ID", "cf": "NATIONAL_ID", "hkid": "NATIONAL_ID", "nric": "NATIONAL_ID",
    }.get(pre)


def validate(typ, v):
    if typ == "CARD":
        return card_ok(v)
    if typ == "IBAN":
        return iban_ok(v)
    if typ == "SSN":
        return ssn_ok(v)
    if typ == "IDCARD":
        return cnid_ok(v)
    if typ == "PASSPORT":
        return passport_ok(v)
    if typ == "NATIONAL_ID":
        return national_id_scheme(v)[0] is not None
    if typ == "APIKEY":
        return apikey_ok(v)
    if typ == "SECRET":
        return secret_shape(v) is not None
    return True


CHECK_DIGIT_TYPES = {"CARD", "IBAN", "IDCARD"}
SHAPE_ONLY_NATIONAL = {"uk_nino"}


def corrupt(v):
    """Change the first digit of v by +1 (mod 10)."""
    for i, c in enumerate(v):
        if c.isdigit():
            return v[:i] + str((int(c) + 1) % 10) + v[i + 1:]
    return None


def selftest(verbose=False):
    bad = []
    for name, v in VALUES.items():
        typ = type_of(name)
        if typ is None:
            if name.startswith(("aws_akid", "gh_pat", "stripe_", "slack_bot", "tg_bot", "openai", "anthropic",
                                "google", "sendgrid", "twilio_sk", "gitlab", "npm", "hf_", "shopify", "do_",
                                "mailgun", "aliyun_akid", "tencent_sid", "jwt")):
                typ = "APIKEY"
            elif name.startswith(("sha", "uuid", "md5", "pk_live", "twilio_ac", "wx_appid", "cus_")):
                typ = "DECOY"
            else:
                typ = "SECRET"
        if typ == "DECOY":
            if apikey_ok(v) or card_ok(v):
                bad.append((name, "decoy looks valid"))
            continue
        if not validate(typ, v):
            bad.append((name, "invalid"))
            continue
        check = typ in CHECK_DIGIT_TYPES or (typ == "NATIONAL_ID" and national_id_scheme(v)[0] not in SHAPE_ONLY_NATIONAL)
        if typ == "APIKEY" and name.startswith("gh_pat"):
            c = corrupt(v[4:])
            if c is not None and github_ok(v[:4] + c):
                bad.append((name, "corruption passes"))
        if check:
            c = corrupt(v)
            if c is None or validate(typ, c):
                bad.append((name, "corruption passes"))
        if typ == "IDCARD":
            # date check for the table above
            for n, region, date, male in CN_PEOPLE:
                if n == name and cnid_date(v) != date:
                    bad.append((name, "date"))
        if verbose:
            print("ok  %-16s %-11s %s" % (name, typ, v.replace("\n", "\\n")[:90]))
    # birth dates of generated national IDs
    want = {"pesel_1": D8(1983, 9, 17), "pesel_2": D8(2002, 1, 4), "pnr_1": D8(1987, 5, 21),
            "hetu_1": D8(1992, 8, 30), "fnr_1": D8(1976, 11, 2), "benn_1": D8(1981, 2, 14),
            "cf_1": D8(1962, 10, 5)}
    for n, d in want.items():
        if national_id_scheme(VALUES[n])[1] != d:
            bad.append((n, "birth date"))
    if bad:
        for b in bad:
            print("FAIL", *b)
        raise SystemExit(1)
    print("selftest: %d values ok" % len(VALUES))
    return True


if __name__ == "__main__":
    if "-p" in sys.argv:
        for k, v in VALUES.items():
            print("%-16s %s" % (k, v))
    else:
        selftest("-v" in sys.argv)
