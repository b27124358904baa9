#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Seeded generators for every blind90 value that needs a check digit or a
vendor shape.  Texts refer to them as ``$name``.

    python3 values.py        run selftest()
    python3 values.py -p     print every value (name, type, scheme, value)

Every value is drawn from one ``random.Random(SEED)``; the order of the
``add(...)`` calls below is part of the seed, so append new values at the end.
"""
import base64
import datetime
import json
import random
import re
import string
import sys
import zlib

SEED = 902417
R = random.Random(SEED)

DIGITS = string.digits
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
B32 = UPPER + "234567"
HEX = "0123456789abcdef"
B62 = DIGITS + UPPER + LOWER
DJANGO_CHARS = LOWER + DIGITS + "!@#%^&*(-_=+)"


# ---------------------------------------------------------------- helpers
def rs(alphabet, n):
    return "".join(R.choice(alphabet) for _ in range(n))


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


def group4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


def b64u(raw):
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def b64u_decode(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def valid_date(y, m, d):
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False


UUID_RE = r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(num):
    if not num.isdigit() or len(num) < 2:
        return False
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(payload):
    for c in DIGITS:
        if luhn_ok(payload + c):
            return payload + c
    raise AssertionError(payload)


CARD_BRANDS = {
    "visa": (["4"], 16, [4, 4, 4, 4]),
    "mc": (["51", "52", "53", "54", "55", "2221-2720"], 16, [4, 4, 4, 4]),
    "amex": (["34", "37"], 15, [4, 6, 5]),
    "up16": (["6225", "6214", "6230"], 16, [4, 4, 4, 4]),
    "up19": (["6222", "6217", "6228", "6216"], 19, [4, 4, 4, 4, 3]),
    "disc": (["6011"], 16, [4, 4, 4, 4]),
    "jcb": (["3528", "3566"], 16, [4, 4, 4, 4]),
}
FAMOUS_TEST_CARDS = {"4242424242424242", "4111111111111111", "5555555555554444",
                     "378282246310005", "4000056655665556", "6011111111111117"}


def make_card(brand, fmt="space"):
    prefixes, length, sizes = CARD_BRANDS[brand]
    p = R.choice(prefixes)
    if "-" in p:
        lo, hi = p.split("-")
        p = str(R.randint(int(lo), int(hi)))
    num = luhn_complete(p + rs(DIGITS, length - len(p) - 1))
    if fmt == "plain":
        return num
    return group(num, sizes, " " if fmt == "space" else "-")


def card_digits(v):
    return re.sub(r"[ -]", "", v)


def card_ok(v):
    if not re.fullmatch(r"[0-9]+(?:[ -][0-9]+)*", v):
        return False
    d = card_digits(v)
    return (13 <= len(d) <= 19 and d[0] in "23456" and luhn_ok(d)
            and d not in FAMOUS_TEST_CARDS)


def card_is_amex(v):
    d = card_digits(v)
    return len(d) == 15 and d[:2] in ("34", "37")


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "IE": 22, "DE": 22, "NL": 18, "FR": 27, "BE": 16, "PL": 28,
            "CH": 21, "AT": 20, "ES": 24, "NO": 15, "FI": 18}
IBAN_EXAMPLES = {"GB82WEST12345698765432", "DE89370400440532013000",
                 "FR1420041010050500013M02606", "NL91ABNA0417164300",
                 "GB29NWBK60161331926819"}


def iban_mod97(s):
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97


def iban_ok(v):
    if not re.fullmatch(r"[A-Z]{2}[0-9]{2}(?: ?[A-Z0-9]{1,4})+", v):
        return False
    s = v.replace(" ", "")
    return (s[:2] in IBAN_LEN and len(s) == IBAN_LEN[s[:2]]
            and iban_mod97(s) == 1 and s not in IBAN_EXAMPLES)


def make_iban(cc, bban, fmt="print"):
    chk = 98 - iban_mod97(cc + "00" + bban)
    s = "%s%02d%s" % (cc, chk, bban)
    assert len(s) == IBAN_LEN[cc], (cc, s)
    return group4(s) if fmt == "print" else s


def bban_uk(bank, sort_prefix):
    return bank + sort_prefix + rs(DIGITS, 6 - len(sort_prefix)) + rs(DIGITS, 8)


def bban_de():
    return R.choice(["37040044", "10070024", "50010517", "43060967"]) + rs(DIGITS, 10)


def bban_nl():
    bank = R.choice(["INGB", "RABO", "ABNA", "TRIO", "ASNB"])
    return bank + ("000" + rs(DIGITS, 7) if bank == "INGB" else rs(DIGITS, 10))


def bban_fr():
    bank = R.choice(["30004", "20041", "30002", "10278"])
    branch, acct = rs(DIGITS, 5), rs(DIGITS, 11)
    key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
    return "%s%s%s%02d" % (bank, branch, acct, key)


def bban_fi():
    return luhn_complete(R.choice("158") + rs(DIGITS, 12))


def bban_be():
    n = R.choice(["001", "068", "310", "735"]) + rs(DIGITS, 7)
    c = int(n) % 97 or 97
    return "%s%02d" % (n, c)


def bban_es():
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def dc(ten):
        r = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
        return 0 if r == 11 else 1 if r == 10 else r
    bank, branch, acct = R.choice(["2100", "0049", "0182"]), rs(DIGITS, 4), rs(DIGITS, 10)
    return "%s%s%d%d%s" % (bank, branch, dc("00" + bank + branch), dc(acct), acct)


# ---------------------------------------------------------------- US SSN
SSN_BLOCK = {"078051120", "219099999", "123456789", "111111111"}


def ssn_ok(v):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", v)
    if not m:
        return False
    a, g, s = m.group(1), m.group(3), m.group(4)
    if a in ("000", "666") or a[0] == "9" or g == "00" or s == "0000":
        return False
    return (a + g + s) not in SSN_BLOCK


def make_ssn(sep="-"):
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        v = "%03d%s%02d%s%04d" % (a, sep, R.randint(1, 99), sep, R.randint(1, 9999))
        if ssn_ok(v):
            return v


# ---------------------------------------------------------------- Chinese resident ID (GB 11643)
GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
GB_MAP = "10X98765432"
CN_PROVINCES = {11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43,
                44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82}


def idcard_check(body17):
    return GB_MAP[sum(int(a) * b for a, b in zip(body17, GB_W)) % 11]


def make_idcard(region, ymd, sex):
    seq = rs(DIGITS, 2) + R.choice("13579" if sex == "M" else "02468")
    body = region + ymd + seq
    return body + idcard_check(body)


def idcard_dob(v):
    return int(v[6:10]), int(v[10:12]), int(v[12:14])


def idcard_ok(v):
    if not re.fullmatch(r"\d{17}[\dX]", v):
        return False
    if int(v[:2]) not in CN_PROVINCES:
        return False
    y, m, d = idcard_dob(v)
    if not (1900 <= y <= 2024 and valid_date(y, m, d)):
        return False
    return idcard_check(v[:17]) == v[17]


# ---------------------------------------------------------------- passports (shape only)
PASSPORT_SHAPES = {
    "cn": r"E[0-9]{8}|E[A-HJ-NP-Z][0-9]{7}",
    "nine_digit": r"[1-9][0-9]{8}",          # GB, US, TW
    "two_letter7": r"[A-Z]{2}[0-9]{7}",       # IE, IT, JP
    "two_letter6": r"[A-Z]{2}[0-9]{6}",       # BR, CA
    "in": r"[A-PR-WY][1-9][0-9]{6}",          # India
    "fr": r"[0-9]{2}[A-Z]{2}[0-9]{5}",
    "de": r"[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}",
    "letter8": r"[A-Z][0-9]{8}",              # US next generation, HK
}


def passport_ok(v, shape=None):
    shapes = [PASSPORT_SHAPES[shape]] if shape else PASSPORT_SHAPES.values()
    return any(re.fullmatch(p, v) for p in shapes)


def make_passport(kind):
    if kind == "cn":
        if R.random() < 0.5:
            return "E" + rs(DIGITS, 8)
        return "E" + R.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") + rs(DIGITS, 7)
    if kind == "gb":
        return R.choice("12345") + rs(DIGITS, 8)
    if kind == "tw":
        return "3" + rs(DIGITS, 8)
    if kind == "ie":
        return R.choice(["PA", "PB", "PC", "PD", "LF"]) + rs(DIGITS, 7)
    if kind == "it":
        return R.choice(["YA", "YB", "YC", "AA"]) + rs(DIGITS, 7)
    if kind == "br":
        return R.choice(["FZ", "GA", "FY"]) + rs(DIGITS, 6)
    if kind == "in":
        return R.choice("JKLMNPRSTUVW") + R.choice("123456789") + rs(DIGITS, 6)
    raise KeyError(kind)


PASSPORT_KIND_SHAPE = {"cn": "cn", "gb": "nine_digit", "tw": "nine_digit", "ie": "two_letter7",
                       "it": "two_letter7", "br": "two_letter6", "in": "in"}


# ---------------------------------------------------------------- national IDs
def nino_ok(v):
    m = re.fullmatch(r"([A-Z])([A-Z])( ?)(\d\d)\3(\d\d)\3(\d\d)\3([A-D])", v)
    if not m:
        return False
    a, b = m.group(1), m.group(2)
    if a in "DFIQUV" or b in "DFIOQUV" or a + b in {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}:
        return False
    return True


def make_nino(spaced=True):
    while True:
        a, b = R.choice(UPPER), R.choice(UPPER)
        d = rs(DIGITS, 6)
        v = (a + b + " " + group(d, [2, 2, 2]) + " " + R.choice("ABCD")) if spaced \
            else (a + b + d + R.choice("ABCD"))
        if nino_ok(v):
            return v


PPSN_LETTERS = "WABCDEFGHIJKLMNOPQRSTUV"


def ppsn_check(d7, second=""):
    s = sum(int(c) * w for c, w in zip(d7, range(8, 1, -1)))
    if second and second != "W":
        s += 9 * (ord(second) - 64)
    return PPSN_LETTERS[s % 23]


def ppsn_ok(v):
    m = re.fullmatch(r"(\d{7})([A-W])([A-IW]?)", v)
    return bool(m) and ppsn_check(m.group(1), m.group(3)) == m.group(2)


def make_ppsn(second=""):
    d7 = rs(DIGITS, 7)
    return d7 + ppsn_check(d7, second) + second


def bsn_ok(v):
    d = re.sub(r"[ .]", "", v)
    if not re.fullmatch(r"[1-9]\d{8}", d):
        return False
    return (sum(int(d[i]) * (9 - i) for i in range(8)) - int(d[8])) % 11 == 0


def make_bsn():
    while True:
        d8 = R.choice("123456789") + rs(DIGITS, 7)
        c = sum(int(d8[i]) * (9 - i) for i in range(8)) % 11
        if c < 10:
            return d8 + str(c)


DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(v):
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})-?([A-Z])", v)
    if not m:
        return False
    pre, num, letter = m.groups()
    if pre:
        if len(num) != 7:
            return False
        num = str("XYZ".index(pre)) + num
    elif len(num) != 8:
        return False
    return DNI_LETTERS[int(num) % 23] == letter


def make_dni():
    n = rs(DIGITS, 8)
    return n + DNI_LETTERS[int(n) % 23]


def make_nie():
    pre, n = R.choice("XY"), rs(DIGITS, 7)
    return pre + n + DNI_LETTERS[int(str("XYZ".index(pre)) + n) % 23]


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


def verhoeff_digit(payload):
    c = 0
    for i, ch in enumerate(reversed(payload)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])


def aadhaar_ok(v):
    if not re.fullmatch(r"\d{4} ?\d{4} ?\d{4}", v):
        return False
    d = v.replace(" ", "")
    return d[0] in "23456789" and verhoeff_ok(d)


def make_aadhaar():
    p = R.choice("23456789") + rs(DIGITS, 10)
    return group(p + verhoeff_digit(p), [4, 4, 4])


def nric_ok(v):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", v)
    if not m:
        return False
    s = sum(int(d) * w for d, w in zip(m.group(2), [2, 7, 6, 5, 4, 3, 2]))
    s += 4 if m.group(1) in "TG" else 0
    table = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return table[s % 11] == m.group(3)


def make_nric(pre="S"):
    d = rs(DIGITS, 7)
    s = sum(int(c) * w for c, w in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if pre in "TG" else 0)
    return pre + d + ("JZIHGFEDCBA" if pre in "ST" else "XWUTRQPNMLK")[s % 11]


HETU_CH = "0123456789ABCDEFHJKLMNPRSTUVWXY"
HETU_CENT = {"+": 1800, "-": 1900, "Y": 1900, "X": 1900, "W": 1900, "V": 1900, "U": 1900,
             "A": 2000, "B": 2000, "C": 2000, "D": 2000, "E": 2000, "F": 2000}


def hetu_parse(v):
    m = re.fullmatch(r"(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])", v)
    if not m:
        return None
    d, mo, yy, sep, ind, ch = m.groups()
    y = HETU_CENT[sep] + int(yy)
    if not valid_date(y, int(mo), int(d)):
        return None
    if HETU_CH[int(d + mo + yy + ind) % 31] != ch:
        return None
    return (y, int(mo), int(d))


def make_hetu(y, m, d, sex):
    ind = R.randrange(2, 899)
    if (ind % 2 == 0) != (sex == "F"):
        ind += 1
    base = "%02d%02d%02d" % (d, m, y % 100)
    return base + ("-" if y < 2000 else "A") + "%03d" % ind + HETU_CH[int(base + "%03d" % ind) % 31]


def fnr_parse(v):
    d = v.replace(" ", "")
    if not re.fullmatch(r"\d{11}", d):
        return None
    n = [int(c) for c in d]
    k1 = 11 - sum(a * b for a, b in zip(n[:9], [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
    k1 = 0 if k1 == 11 else k1
    if k1 == 10 or k1 != n[9]:
        return None
    k2 = 11 - sum(a * b for a, b in zip(n[:10], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
    k2 = 0 if k2 == 11 else k2
    if k2 == 10 or k2 != n[10]:
        return None
    dd, mm, yy, ind = int(d[0:2]), int(d[2:4]), int(d[4:6]), int(d[6:9])
    if ind <= 499:
        y = 1900 + yy
    elif ind <= 749 and yy >= 54:
        y = 1800 + yy
    elif ind >= 900 and yy >= 40:
        y = 1900 + yy
    else:
        y = 2000 + yy
    return (y, mm, dd) if valid_date(y, mm, dd) else None


def make_fnr(y, m, d, sex):
    while True:
        ind = R.randrange(0, 500)
        if (ind % 2 == 1) != (sex == "M"):
            continue
        base = "%02d%02d%02d%03d" % (d, m, y % 100, ind)
        n = [int(c) for c in base]
        k1 = 11 - sum(a * b for a, b in zip(n, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        n.append(k1)
        k2 = 11 - sum(a * b for a, b in zip(n, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return base + str(k1) + str(k2)


def pnr_parse(v):
    m = re.fullmatch(r"(\d{2})(\d{2})(\d{2})[-+](\d{4})", v)
    if not m or not luhn_ok("".join(m.groups())):
        return None
    yy, mm, dd = int(m.group(1)), int(m.group(2)), int(m.group(3))
    y = 2000 + yy if yy <= 24 else 1900 + yy
    return (y, mm, dd) if valid_date(y, mm, dd) else None


def make_pnr(y, m, d, sex):
    nnn = rs(DIGITS, 2) + R.choice("13579" if sex == "M" else "02468")
    base = "%02d%02d%02d" % (y % 100, m, d) + nnn
    return base[:6] + "-" + luhn_complete(base)[6:]


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_parse(v):
    if not re.fullmatch(r"\d{11}", v):
        return None
    n = [int(c) for c in v]
    if (10 - sum(a * b for a, b in zip(n, PESEL_W)) % 10) % 10 != n[10]:
        return None
    yy, mm, dd = int(v[0:2]), int(v[2:4]), int(v[4:6])
    for off, cent in ((80, 1800), (60, 2200), (40, 2100), (20, 2000), (0, 1900)):
        if mm > off:
            y, mm = cent + yy, mm - off
            break
    return (y, mm, dd) if valid_date(y, mm, dd) else None


def make_pesel(y, m, d, sex):
    mm = m + (20 if y >= 2000 else 0)
    base = "%02d%02d%02d" % (y % 100, mm, d) + rs(DIGITS, 3) + R.choice("13579" if sex == "M" else "02468")
    n = [int(c) for c in base]
    return base + str((10 - sum(a * b for a, b in zip(n, PESEL_W)) % 10) % 10)


def nir_ok(v):
    if not re.fullmatch(r"[12] ?\d{2} ?\d{2} ?\d{2} ?\d{3} ?\d{3} ?\d{2}", v):
        return False
    d = v.replace(" ", "")
    if not 1 <= int(d[3:5]) <= 12:
        return False
    return 97 - int(d[:13]) % 97 == int(d[13:])


def make_nir(sex, yy, mm, dept):
    s = "%d%02d%02d%s" % (1 if sex == "M" else 2, yy, mm, dept)
    commune, order = "%03d" % R.randint(1, 350), "%03d" % R.randint(1, 999)
    n13 = s + commune + order
    key = 97 - int(n13) % 97
    return "%s %s %s %s %s %s %02d" % (n13[0], n13[1:3], n13[3:5], n13[5:7], commune, order, key)


def benn_parse(v):
    m = re.fullmatch(r"(\d{2})\.?(\d{2})\.?(\d{2})[- ]?(\d{3})\.?(\d{2})", v)
    if not m:
        return None
    yy, mm, dd, sss, cc = m.groups()
    base = yy + mm + dd + sss
    for cent, n in ((1900, int(base)), (2000, int("2" + base))):
        if 97 - n % 97 == int(cc) and valid_date(cent + int(yy), int(mm), int(dd)):
            return (cent + int(yy), int(mm), int(dd))
    return None


def make_benn(y, m, d, sex):
    sss = R.randrange(1, 997)
    if (sss % 2 == 1) != (sex == "M"):
        sss += 1
    base = "%02d%02d%02d%03d" % (y % 100, m, d, sss)
    n = int(base) if y < 2000 else int("2" + base)
    return "%02d.%02d.%02d-%03d.%02d" % (y % 100, m, d, sss, 97 - n % 97)


def sin_ok(v):
    if not re.fullmatch(r"\d{3}([ -]?)\d{3}\1\d{3}", v):
        return False
    d = re.sub(r"[ -]", "", v)
    return d[0] in "1234567" and luhn_ok(d)


def make_sin(sep=" "):
    d = luhn_complete(R.choice("1234567") + rs(DIGITS, 7))
    return group(d, [3, 3, 3], sep)


TFN_W = [1, 4, 3, 7, 5, 8, 6, 9, 10]


def tfn_ok(v):
    if not re.fullmatch(r"\d{3} ?\d{3} ?\d{3}", v):
        return False
    d = v.replace(" ", "")
    return sum(int(a) * b for a, b in zip(d, TFN_W)) % 11 == 0


def make_tfn():
    while True:
        d8 = R.choice("123456789") + rs(DIGITS, 7)
        c = sum(int(a) * b for a, b in zip(d8, TFN_W)) % 11
        if c < 10:
            return group(d8 + str(c), [3, 3, 3])


def hkid_check(prefix, digits):
    if len(prefix) == 1:
        s = 36 * 9 + (ord(prefix) - 55) * 8
    else:
        s = (ord(prefix[0]) - 55) * 9 + (ord(prefix[1]) - 55) * 8
    s += sum(int(d) * w for d, w in zip(digits, range(7, 1, -1)))
    r = (11 - s % 11) % 11
    return "A" if r == 10 else str(r)


def hkid_ok(v):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(([0-9A])\)", v)
    return bool(m) and hkid_check(m.group(1), m.group(2)) == m.group(3)


def make_hkid():
    pre, d = R.choice("ACDEGHKMPRVYZ"), rs(DIGITS, 6)
    return "%s%s(%s)" % (pre, d, hkid_check(pre, d))


TW_CODES = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21,
                N=22, O=35, P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def twid_ok(v):
    m = re.fullmatch(r"([A-Z])([12]\d{8})", v)
    if not m:
        return False
    code = TW_CODES[m.group(1)]
    s = code // 10 + (code % 10) * 9 + sum(int(d) * w for d, w in zip(m.group(2), [8, 7, 6, 5, 4, 3, 2, 1, 1]))
    return s % 10 == 0


def make_twid(sex):
    letter = R.choice("ABDEFHKLMNT")
    body = ("1" if sex == "M" else "2") + rs(DIGITS, 7)
    code = TW_CODES[letter]
    s = code // 10 + (code % 10) * 9 + sum(int(d) * w for d, w in zip(body, [8, 7, 6, 5, 4, 3, 2, 1]))
    return letter + body + str((10 - s % 10) % 10)


def cpf_digits(n9):
    d = [int(c) for c in n9]
    c1 = sum(a * b for a, b in zip(d, range(10, 1, -1))) * 10 % 11 % 10
    d.append(c1)
    c2 = sum(a * b for a, b in zip(d, range(11, 1, -1))) * 10 % 11 % 10
    return "%d%d" % (c1, c2)


def cpf_ok(v):
    if not re.fullmatch(r"\d{3}\.?\d{3}\.?\d{3}-?\d{2}", v):
        return False
    d = re.sub(r"[.-]", "", v)
    return len(set(d)) > 1 and cpf_digits(d[:9]) == d[9:]


def make_cpf():
    n = rs(DIGITS, 9)
    d = n + cpf_digits(n)
    return "%s.%s.%s-%s" % (d[:3], d[3:6], d[6:9], d[9:])


def mykad_parse(v):
    m = re.fullmatch(r"(\d{2})(\d{2})(\d{2})-(\d{2})-(\d{4})", v)
    if not m or m.group(4) == "00":
        return None
    yy, mm, dd = int(m.group(1)), int(m.group(2)), int(m.group(3))
    y = 2000 + yy if yy <= 24 else 1900 + yy
    return (y, mm, dd) if valid_date(y, mm, dd) else None


def make_mykad(y, m, d, sex):
    return "%02d%02d%02d-%s-%s%s" % (y % 100, m, d, R.choice(["10", "14", "08", "01"]), rs(DIGITS, 3),
                                      R.choice("13579" if sex == "M" else "02468"))


NATID_VALIDATORS = {
    "nino": nino_ok, "ppsn": ppsn_ok, "bsn": bsn_ok, "dni": dni_ok, "aadhaar": aadhaar_ok,
    "nric": nric_ok, "hetu": lambda v: hetu_parse(v) is not None,
    "fnr": lambda v: fnr_parse(v) is not None, "pnr": lambda v: pnr_parse(v) is not None,
    "pesel": lambda v: pesel_parse(v) is not None, "nir": nir_ok,
    "benn": lambda v: benn_parse(v) is not None, "sin": sin_ok, "tfn": tfn_ok, "hkid": hkid_ok,
    "twid": twid_ok, "cpf": cpf_ok, "mykad": lambda v: mykad_parse(v) is not None,
}
NATID_DATE_PARSERS = {"hetu": hetu_parse, "fnr": fnr_parse, "pnr": pnr_parse,
                      "pesel": pesel_parse, "benn": benn_parse, "mykad": mykad_parse}


def natid_schemes(v):
    return [k for k, f in NATID_VALIDATORS.items() if f(v)]


def natid_dates(v):
    out = set()
    for k, f in NATID_DATE_PARSERS.items():
        r = f(v)
        if r:
            out.add(r)
    return out


# ---------------------------------------------------------------- API keys (vendor shapes)
def b62(n):
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s or "0"


def gh_token(prefix):
    body = rs(ALNUM, 30)
    return prefix + body + b62(zlib.crc32(body.encode()) & 0xFFFFFFFF).rjust(6, "0")


def gh_ok(v):
    m = re.fullmatch(r"(gh[pousr]_)([A-Za-z0-9]{30})([A-Za-z0-9]{6})", v)
    return bool(m) and b62(zlib.crc32(m.group(2).encode()) & 0xFFFFFFFF).rjust(6, "0") == m.group(3)


def make_jwt(payload, alg="HS256"):
    head = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64u(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    return "%s.%s.%s" % (head, body, rs(B64URL, {"HS256": 43, "RS256": 342, "ES256": 86}[alg]))


def jwt_ok(v):
    parts = v.split(".")
    if len(parts) != 3 or not all(re.fullmatch(r"[A-Za-z0-9_-]+", p) for p in parts):
        return False
    try:
        h = json.loads(b64u_decode(parts[0]))
        p = json.loads(b64u_decode(parts[1]))
    except Exception:
        return False
    return isinstance(h, dict) and "alg" in h and isinstance(p, dict) and len(parts[2]) >= 32


def make_mapbox(prefix, user):
    body = b64u(json.dumps({"u": user, "a": "cl" + rs(LOWER + DIGITS, 23)}, separators=(",", ":")).encode())
    return "%s.%s.%s" % (prefix, body, rs(B64URL, 22))


def mapbox_ok(v, prefix):
    parts = v.split(".")
    if len(parts) != 3 or parts[0] != prefix or not re.fullmatch(r"[A-Za-z0-9_-]{22}", parts[2]):
        return False
    try:
        return "u" in json.loads(b64u_decode(parts[1]))
    except Exception:
        return False


def make_discord_bot():
    uid = "1" + rs(DIGITS, 17)
    return "%s.%s.%s" % (b64u(uid.encode()), rs(B64URL, 6), rs(B64URL, 38))


APIKEY_SHAPES = {
    "aws_akid": (r"(?:AKIA|ASIA)[A-Z2-7]{16}", None),
    "github": (r"gh[pousr]_[A-Za-z0-9]{36}", gh_ok),
    "slack_token": (r"xox[bp]-\d{10,13}-\d{10,13}(?:-\d{10,13})?-[A-Za-z0-9]{24,32}", None),
    "stripe_secret": (r"(?:sk|rk)_live_[A-Za-z0-9]{24,99}", None),
    "openai": (r"sk-proj-[A-Za-z0-9_-]{40}T3BlbkFJ[A-Za-z0-9_-]{40}", None),
    "anthropic": (r"sk-ant-api03-[A-Za-z0-9_-]{93}AA", None),
    "google": (r"AIza[0-9A-Za-z_-]{35}", None),
    "telegram": (r"\d{8,10}:AA[A-Za-z0-9_-]{33}", None),
    "jwt": (r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{32,}", jwt_ok),
    "sendgrid": (r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}", None),
    "twilio_key": (r"SK[0-9a-f]{32}", None),
    "mailchimp": (r"[0-9a-f]{32}-us\d{1,2}", None),
    "gitlab": (r"glpat-[A-Za-z0-9_-]{20}", None),
    "huggingface": (r"hf_[A-Za-z]{34}", None),
    "npm": (r"npm_[A-Za-z0-9]{36}", None),
    "mapbox_secret": (r"sk\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}", lambda v: mapbox_ok(v, "sk")),
    "hex32": (r"[0-9a-f]{32}", None),
    "hex64": (r"[0-9a-f]{64}", None),
    "discord_bot": (r"[MN][A-Za-z0-9_-]{23}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{38}", None),
    "airtable": (r"pat[A-Za-z0-9]{14}\.[0-9a-f]{64}", None),
    "notion": (r"ntn_[A-Za-z0-9]{46}", None),
    "digitalocean": (r"dop_v1_[0-9a-f]{64}", None),
    "netatmo": (r"[0-9a-f]{24}\|[0-9a-f]{32}", None),
    "aliyun": (r"LTAI[A-Za-z0-9]{20}", None),
    "tencent": (r"AKID[A-Za-z0-9]{32}", None),
}


def apikey_schemes(v):
    out = []
    for k, (rx, extra) in APIKEY_SHAPES.items():
        if re.fullmatch(rx, v) and (extra is None or extra(v)):
            out.append(k)
    return out


# ---------------------------------------------------------------- secrets
PEM_RE = re.compile(r"-----BEGIN ((?:RSA |EC |OPENSSH |DSA |ENCRYPTED )?PRIVATE KEY)-----\n"
                    r"((?:[A-Za-z0-9+/=]{1,76}\n)+)-----END \1-----")


def make_pem(kind):
    if kind == "rsa":
        label, width = "RSA PRIVATE KEY", 64
        body = "MIIEpAIBAAKCAQEA" + rs(B64STD, 1592 - 16 - 2) + "=="
    elif kind == "ec":
        label, width = "EC PRIVATE KEY", 64
        body = "MHcCAQEEI" + rs(B64STD, 164 - 9 - 2) + "=="
    else:
        label, width = "OPENSSH PRIVATE KEY", 70
        head = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACA"
        body = head + rs(B64STD, 400 - len(head))
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def totp_ok(v):
    s = v.replace(" ", "").upper()
    if " " in v and not re.fullmatch(r"[a-zA-Z2-7]{4}(?: [a-zA-Z2-7]{4})+", v):
        return False
    return bool(re.fullmatch(r"[A-Z2-7]+", s)) and len(s) in (16, 32)


SECRET_SHAPES = {
    "pem": (None, lambda v: bool(PEM_RE.fullmatch(v))),
    "totp_seed": (None, totp_ok),
    "recovery_code": (r"[0-9a-f]{5}-[0-9a-f]{5}", None),
    "slack_webhook": (r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}", None),
    "discord_webhook": (r"https://discord(?:app)?\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_-]{68}", None),
    "teams_webhook": (r"https://[a-z0-9-]+\.webhook\.office\.com/webhookb2/%s@%s/IncomingWebhook/[0-9a-f]{32}/%s"
                      % (UUID_RE, UUID_RE, UUID_RE), None),
    "dingtalk_webhook": (r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}", None),
    "feishu_webhook": (r"https://open\.feishu\.cn/open-apis/bot/v2/hook/" + UUID_RE, None),
    "wecom_webhook": (r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=" + UUID_RE, None),
    "aws_secret": (r"[A-Za-z0-9/+]{40}", None),
    "stripe_whsec": (r"whsec_[A-Za-z0-9+/]{32}", None),
    "hex32": (r"[0-9a-f]{32}", None),
    "hex64": (r"[0-9a-f]{64}", None),
    "dingtalk_sign": (r"SEC[0-9a-f]{64}", None),
    "django": (r"[a-z0-9!@#%^&*(\-_=+)]{50}", None),
    "google_oauth_secret": (r"GOCSPX-[A-Za-z0-9_-]{28}", None),
    "django_session": (r"[a-z0-9]{32}", None),
    "flask_session": (r"eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27}", None),
    "php_session": (r"[a-z0-9]{26}", None),
    "aliyun_secret": (r"[A-Za-z0-9]{30}", None),
    "tencent_secret": (r"[A-Za-z0-9]{32}", None),
}


def secret_schemes(v):
    out = []
    for k, (rx, extra) in SECRET_SHAPES.items():
        if (rx is None or re.fullmatch(rx, v)) and (extra is None or extra(v)):
            out.append(k)
    return out


# ---------------------------------------------------------------- the values
VALUES = {}
META = {}   # name -> (TYPE or "DECOY", scheme)


def add(name, typ, scheme, value):
    assert name not in VALUES, name
    VALUES[name] = value
    META[name] = (typ, scheme)


# cards
add("card_visa1", "CARD", "card", make_card("visa", "space"))
add("card_visa2", "CARD", "card", make_card("visa", "plain"))
add("card_visa3", "CARD", "card", make_card("visa", "space"))
add("card_mc1", "CARD", "card", make_card("mc", "space"))
add("card_mc2", "CARD", "card", make_card("mc", "dash"))
add("card_amex1", "CARD", "card", make_card("amex", "space"))
add("card_up1", "CARD", "card", make_card("up19", "space"))
add("card_up2", "CARD", "card", make_card("up19", "plain"))
add("card_up3", "CARD", "card", make_card("up19", "space"))
add("card_up4", "CARD", "card", make_card("up16", "space"))
add("card_up5", "CARD", "card", make_card("up19", "space"))
add("card_up6", "CARD", "card", make_card("up19", "plain"))
add("card_up7", "CARD", "card", make_card("up16", "plain"))
add("card_disc1", "CARD", "card", make_card("disc", "space"))
add("card_jcb1", "CARD", "card", make_card("jcb", "space"))

# IBANs
add("iban_gb1", "IBAN", "iban", make_iban("GB", bban_uk("NWBK", "60")))
add("iban_gb2", "IBAN", "iban", make_iban("GB", bban_uk("BARC", "20")))
add("iban_gb3", "IBAN", "iban", make_iban("GB", bban_uk("LOYD", "30"), "compact"))
add("iban_gb4", "IBAN", "iban", make_iban("GB", bban_uk("HBUK", "40")))
add("iban_gb5", "IBAN", "iban", make_iban("GB", bban_uk("MIDL", "40")))
add("iban_gb6", "IBAN", "iban", make_iban("GB", bban_uk("NAIA", "07")))
add("iban_gb7", "IBAN", "iban", make_iban("GB", bban_uk("MONZ", "040004")))
add("iban_gb8", "IBAN", "iban", make_iban("GB", bban_uk("SRLG", "608371"), "compact"))
add("iban_ie1", "IBAN", "iban", make_iban("IE", bban_uk("AIBK", "93")))
add("iban_fr1", "IBAN", "iban", make_iban("FR", bban_fr()))
add("iban_nl1", "IBAN", "iban", make_iban("NL", bban_nl()))
add("iban_fi1", "IBAN", "iban", make_iban("FI", bban_fi()))
add("iban_de1", "IBAN", "iban", make_iban("DE", bban_de()))
add("iban_de2", "IBAN", "iban", make_iban("DE", bban_de(), "compact"))
add("iban_be1", "IBAN", "iban", make_iban("BE", bban_be()))
add("iban_es1", "IBAN", "iban", make_iban("ES", bban_es()))

# US SSNs
for _i, _sep in enumerate(["-", "-", " ", "-", ""], 1):
    add("ssn%d" % _i, "SSN", "ssn", make_ssn(_sep))

# Chinese resident IDs: (name, region, birth date, sex)
for _n, _reg, _ymd, _sex in [
        ("zhoujianhua", "310104", "19780512", "M"), ("xuli", "320106", "19910923", "F"),
        ("chenmo", "330106", "19850117", "M"), ("liyun", "510107", "19930308", "F"),
        ("wangtao", "420102", "19880630", "M"), ("zhaomin", "440106", "19960214", "F"),
        ("sunhao", "110105", "19720801", "M"), ("heqin", "350203", "19990411", "F"),
        ("luojun", "430104", "19810227", "M"), ("tangxue", "500103", "20010716", "F"),
        ("guofeng", "370202", "19760905", "M"), ("majing", "610113", "19870322", "F"),
        ("hanbo", "210102", "19921130", "M"), ("fengyu", "120101", "19830419", "F"),
        ("dengkai", "450103", "19950607", "M"), ("yeqing", "330203", "19890114", "F"),
        ("linzhiyuan", "350102", "19680929", "M"), ("songjia", "340104", "19971203", "F"),
        ("caolei", "410105", "19800520", "M"), ("pengli", "360102", "19940815", "F"),
        ("xiemin", "320502", "19860103", "F"), ("yuanhui", "530102", "19731028", "M"),
        ("jiangning", "230103", "20000229", "F"), ("duwei", "440305", "19901111", "M"),
        ("qianyue", "310115", "19821207", "F"), ("huwen", "330102", "20030618", "M")]:
    add("id_" + _n, "IDCARD", "gb11643", make_idcard(_reg, _ymd, _sex))

# passports
for _n, _k in [("pp_gb1", "gb"), ("pp_gb2", "gb"), ("pp_ie1", "ie"), ("pp_in1", "in"),
               ("pp_it1", "it"), ("pp_cn1", "cn"), ("pp_cn2", "cn"), ("pp_cn3", "cn"),
               ("pp_tw1", "tw"), ("pp_cn4", "cn"), ("pp_in2", "in"), ("pp_cn5", "cn"),
               ("pp_cn6", "cn"), ("pp_br1", "br")]:
    add(_n, "PASSPORT", "passport_" + PASSPORT_KIND_SHAPE[_k], make_passport(_k))

# other countries' national IDs
add("nino1", "NATIONAL_ID", "nino", make_nino(True))
add("nino2", "NATIONAL_ID", "nino", make_nino(False))
add("nino3", "NATIONAL_ID", "nino", make_nino(True))
add("ppsn1", "NATIONAL_ID", "ppsn", make_ppsn(""))
add("ppsn2", "NATIONAL_ID", "ppsn", make_ppsn("A"))
add("bsn1", "NATIONAL_ID", "bsn", make_bsn())
add("dni1", "NATIONAL_ID", "dni", make_dni())
add("nie1", "NATIONAL_ID", "dni", make_nie())
add("aadhaar1", "NATIONAL_ID", "aadhaar", make_aadhaar())
add("aadhaar2", "NATIONAL_ID", "aadhaar", make_aadhaar())
add("nric1", "NATIONAL_ID", "nric", make_nric("S"))
add("hetu1", "NATIONAL_ID", "hetu", make_hetu(1990, 4, 17, "F"))
add("fnr1", "NATIONAL_ID", "fnr", make_fnr(1984, 11, 2, "M"))
add("pnr1", "NATIONAL_ID", "pnr", make_pnr(1979, 6, 25, "M"))
add("pesel1", "NATIONAL_ID", "pesel", make_pesel(1992, 2, 8, "F"))
add("pesel2", "NATIONAL_ID", "pesel", make_pesel(2003, 9, 14, "M"))
add("nir1", "NATIONAL_ID", "nir", make_nir("M", 71, 3, "35"))
add("nnbe1", "NATIONAL_ID", "benn", make_benn(1988, 7, 30, "M"))
add("sin1", "NATIONAL_ID", "sin", make_sin(" "))
add("sin2", "NATIONAL_ID", "sin", make_sin("-"))
add("tfn1", "NATIONAL_ID", "tfn", make_tfn())
add("hkid1", "NATIONAL_ID", "hkid", make_hkid())
add("hkid2", "NATIONAL_ID", "hkid", make_hkid())
add("twid1", "NATIONAL_ID", "twid", make_twid("F"))
add("cpf1", "NATIONAL_ID", "cpf", make_cpf())
add("mykad1", "NATIONAL_ID", "mykad", make_mykad(1997, 3, 21, "F"))

# API keys
for _i in range(1, 5):
    add("ak_aws%d" % _i, "APIKEY", "aws_akid", "AKIA" + rs(UPPER + "234567", 16))
for _i in range(1, 3):
    add("ak_ghp%d" % _i, "APIKEY", "github", gh_token("ghp_"))
add("ak_gho1", "APIKEY", "github", gh_token("gho_"))
add("ak_slack1", "APIKEY", "slack_token",
    "xoxb-%s-%s-%s" % (R.choice("1234567") + rs(DIGITS, 10), R.choice("1234567") + rs(DIGITS, 12), rs(ALNUM, 24)))
add("ak_stripe1", "APIKEY", "stripe_secret", "sk_live_51" + rs(ALNUM, 97))
add("ak_stripe2", "APIKEY", "stripe_secret", "rk_live_51" + rs(ALNUM, 97))
for _i in range(1, 3):
    add("ak_openai%d" % _i, "APIKEY", "openai", "sk-proj-" + rs(B64URL, 40) + "T3BlbkFJ" + rs(B64URL, 40))
for _i in range(1, 3):
    add("ak_anthropic%d" % _i, "APIKEY", "anthropic", "sk-ant-api03-" + rs(B64URL, 93) + "AA")
for _i in range(1, 3):
    add("ak_google%d" % _i, "APIKEY", "google", "AIza" + rs(B64URL, 35))
for _i in range(1, 4):
    add("ak_tg%d" % _i, "APIKEY", "telegram",
        R.choice("5678") + rs(DIGITS, 9) + ":AA" + rs(B64URL, 33))
add("ak_jwt1", "APIKEY", "jwt", make_jwt({"sub": "lwanjiru", "role": "sampler", "iat": 1709460000, "exp": 1709546400}))
add("ak_jwt2", "APIKEY", "jwt", make_jwt({"sub": "u_20931", "scope": "records:write", "iat": 1710270251, "exp": 1712862251}))
add("ak_jwt3", "APIKEY", "jwt", make_jwt({"uid": 1021, "name": "xuli", "role": "admin", "iat": 1712881200}))
add("ak_jwt4", "APIKEY", "jwt", make_jwt({"openid": "oQx8" + rs(B64URL, 24), "iat": 1716336000, "exp": 1716940800}))
add("ak_metoffice1", "APIKEY", "jwt", make_jwt(
    {"sub": "dai.parry.wx@gmail.com", "iss": "data-hub", "subscriptions": ["site-specific"],
     "iat": 1714035200}, "RS256"))
add("ak_sendgrid1", "APIKEY", "sendgrid", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43))
add("ak_gitlab1", "APIKEY", "gitlab", "glpat-" + rs(B64URL, 20))
add("ak_hf1", "APIKEY", "huggingface", "hf_" + rs(string.ascii_letters, 34))
add("ak_npm1", "APIKEY", "npm", "npm_" + rs(ALNUM, 36))
add("ak_mapbox1", "APIKEY", "mapbox_secret", make_mapbox("sk", "riverwatch"))
for _n in ["ak_owm1", "ak_wu1", "ak_wcloud1", "ak_wcloud2", "ak_qweather1", "ak_qweather2",
           "ak_qweather3", "ak_amap1"]:
    add(_n, "APIKEY", "hex32", rs(HEX, 32))
add("ak_ambient1", "APIKEY", "hex64", rs(HEX, 64))
add("ak_discord1", "APIKEY", "discord_bot", make_discord_bot())
add("ak_airtable1", "APIKEY", "airtable", "pat" + rs(ALNUM, 14) + "." + rs(HEX, 64))
add("ak_do1", "APIKEY", "digitalocean", "dop_v1_" + rs(HEX, 64))
for _i in range(1, 3):
    add("ak_netatmo%d" % _i, "APIKEY", "netatmo", rs(HEX, 24) + "|" + rs(HEX, 32))
for _i in range(1, 4):
    add("ak_aliyun%d" % _i, "APIKEY", "aliyun", "LTAI5t" + rs(ALNUM, 18))
for _i in range(1, 3):
    add("ak_tencent%d" % _i, "APIKEY", "tencent", "AKID" + rs(ALNUM, 32))

# secrets
for _i in range(1, 4):
    add("sec_aws%d" % _i, "SECRET", "aws_secret", rs(B64STD, 40))
add("sec_pem_rsa1", "SECRET", "pem", make_pem("rsa"))
add("sec_pem_ssh1", "SECRET", "pem", make_pem("openssh"))
add("sec_pem_ec1", "SECRET", "pem", make_pem("ec"))
add("sec_totp1", "SECRET", "totp_seed", rs(B32, 32))
add("sec_totp2", "SECRET", "totp_seed", group4(rs(B32, 32).lower()))
add("sec_totp3", "SECRET", "totp_seed", rs(B32, 16))
for _i in range(1, 9):
    add("sec_rec%d" % _i, "SECRET", "recovery_code", rs(HEX, 5) + "-" + rs(HEX, 5))
add("sec_hook_slack1", "SECRET", "slack_webhook", "https://hooks.slack.com/services/T%s/B%s/%s"
    % (rs(UPPER + DIGITS, 8), rs(UPPER + DIGITS, 10), rs(ALNUM, 24)))
add("sec_hook_discord1", "SECRET", "discord_webhook", "https://discord.com/api/webhooks/%s/%s"
    % ("1" + rs(DIGITS, 18), rs(B64URL, 68)))
add("sec_hook_teams1", "SECRET", "teams_webhook",
    "https://marchesrivers.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s"
    % (uuid4(), uuid4(), rs(HEX, 32), uuid4()))
for _i in range(1, 3):
    add("sec_hook_ding%d" % _i, "SECRET", "dingtalk_webhook",
        "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
    add("sec_ding_sign%d" % _i, "SECRET", "dingtalk_sign", "SEC" + rs(HEX, 64))
add("sec_hook_feishu1", "SECRET", "feishu_webhook", "https://open.feishu.cn/open-apis/bot/v2/hook/" + uuid4())
for _i in range(1, 3):
    add("sec_hook_wecom%d" % _i, "SECRET", "wecom_webhook",
        "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + uuid4())
add("sec_whsec1", "SECRET", "stripe_whsec", "whsec_" + rs(ALNUM + "+/", 32))
for _n in ["sec_twilio_auth1", "sec_slack_sign1", "sec_wxappsecret1", "sec_wxappsecret2"]:
    add(_n, "SECRET", "hex32", rs(HEX, 32))
add("sec_jwtsecret1", "SECRET", "hex64", rs(HEX, 64))
add("sec_django1", "SECRET", "django", rs(DJANGO_CHARS, 50))
add("sec_sessionid1", "SECRET", "django_session", rs(LOWER + DIGITS, 32))
add("sec_flask1", "SECRET", "flask_session",
    b64u(json.dumps({"_fresh": True, "_user_id": "2231", "csrf": rs(HEX, 16)}, separators=(",", ":")).encode())
    + "." + rs(B64URL, 6) + "." + rs(B64URL, 27))
add("sec_phpsess1", "SECRET", "php_session", rs(LOWER + DIGITS, 26))
for _i in range(1, 3):
    add("sec_aliyun%d" % _i, "SECRET", "aliyun_secret", rs(ALNUM, 30))
for _i in range(1, 3):
    add("sec_tencent%d" % _i, "SECRET", "tencent_secret", rs(ALNUM, 32))

# decoy values that need a realistic shape (they must stay unlabelled)
add("dec_mapbox_pk1", "DECOY", "mapbox_public", make_mapbox("pk", "riverwatch"))
add("dec_pk_live1", "DECOY", "stripe_publishable", "pk_live_51" + rs(ALNUM, 97))
add("dec_twilio_sid1", "DECOY", "twilio_account_sid", "AC" + rs(HEX, 32))
add("dec_ambient_app1", "DECOY", "ambient_application_key", rs(HEX, 64))
add("dec_wcloud_wid1", "DECOY", "station_id", rs(HEX, 16))
add("dec_iban_org1", "DECOY", "iban", make_iban("GB", bban_uk("CPBK", "086001")))
add("dec_aws_example", "DECOY", "aws_doc_example", "AKIAIOSFODNN7EXAMPLE")
add("dec_aws_example_secret", "DECOY", "aws_doc_example", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")
for _i in range(1, 4):
    add("dec_sha1_%d" % _i, "DECOY", "sha1", rs(HEX, 40))
for _i in range(1, 6):
    add("dec_uuid%d" % _i, "DECOY", "uuid", uuid4())


# ---------------------------------------------------------------- validation
CHECKSUM_SCHEMES = {"card", "iban", "ssn", "gb11643", "github", "ppsn", "bsn", "dni", "aadhaar",
                    "nric", "hetu", "fnr", "pnr", "pesel", "nir", "benn", "sin", "tfn", "hkid",
                    "twid", "cpf"}


def validate(name, value=None):
    """True when ``value`` (default: the stored one) is valid for name's scheme."""
    typ, scheme = META[name]
    v = VALUES[name] if value is None else value
    if scheme == "card":
        return card_ok(v)
    if scheme == "iban":
        return iban_ok(v)
    if scheme == "ssn":
        return ssn_ok(v)
    if scheme == "gb11643":
        return idcard_ok(v)
    if scheme.startswith("passport_"):
        return passport_ok(v, scheme[len("passport_"):])
    if scheme in NATID_VALIDATORS:
        return NATID_VALIDATORS[scheme](v)
    if typ == "APIKEY":
        rx, extra = APIKEY_SHAPES[scheme]
        return bool(re.fullmatch(rx, v)) and (extra is None or extra(v))
    if typ == "SECRET":
        rx, extra = SECRET_SHAPES[scheme]
        return (rx is None or bool(re.fullmatch(rx, v))) and (extra is None or extra(v))
    if scheme == "mapbox_public":
        return mapbox_ok(v, "pk")
    return bool(v)


def corrupt(name):
    """One-character corruption: a payload digit +1 for checksum schemes (the area
    digit set to 9 for SSNs), a character outside the alphabet for shape-only ones."""
    typ, scheme = META[name]
    v = VALUES[name]
    if scheme == "ssn":
        return "9" + v[1:]
    if scheme == "github":
        i = 10
        return v[:i] + ("A" if v[i] != "A" else "B") + v[i + 1:]
    if scheme in CHECKSUM_SCHEMES:
        start = len(v) // 3
        for i in list(range(start, len(v) - 1)) + list(range(0, start)):
            if v[i].isdigit():
                return v[:i] + str((int(v[i]) + 1) % 10) + v[i + 1:]
        raise AssertionError(name)
    if scheme == "jwt":
        return v[:4] + ("X" if v[4] != "X" else "Y") + v[5:]
    i = len(v) // 2
    return v[:i] + "~" + v[i + 1:]


def selftest(verbose=False):
    bad = []
    for name in VALUES:
        if META[name][0] == "DECOY":
            continue
        if not validate(name):
            bad.append("invalid: %s = %r" % (name, VALUES[name]))
            continue
        c = corrupt(name)
        if c == VALUES[name] or validate(name, c):
            bad.append("corruption not detected: %s -> %r" % (name, c))
    # decoys that imitate a checksum format must still be well formed ...
    assert iban_ok(VALUES["dec_iban_org1"])
    assert mapbox_ok(VALUES["dec_mapbox_pk1"], "pk")
    # ... and documentation examples must be rejected as real values
    assert not iban_ok("GB82 WEST 1234 5698 7654 32")
    assert not card_ok("4242 4242 4242 4242")
    # cross-checks of the date-bearing IDs
    assert idcard_dob(VALUES["id_jiangning"]) == (2000, 2, 29)
    assert natid_dates(VALUES["pesel1"]) == {(1992, 2, 8)}
    assert natid_dates(VALUES["pesel2"]) == {(2003, 9, 14)}
    assert natid_dates(VALUES["hetu1"]) == {(1990, 4, 17)}
    assert natid_dates(VALUES["pnr1"]) == {(1979, 6, 25)}
    assert natid_dates(VALUES["nnbe1"]) == {(1988, 7, 30)}
    assert fnr_parse(VALUES["fnr1"]) == (1984, 11, 2)
    assert len(set(VALUES.values())) == len(VALUES), "duplicate generated value"
    if bad:
        print("\n".join(bad))
        raise SystemExit(1)
    if verbose:
        print("selftest ok: %d values (%d decoys), every corruption rejected"
              % (len(VALUES), sum(1 for n in META if META[n][0] == "DECOY")))
    return True


if __name__ == "__main__":
    if "-p" in sys.argv[1:]:
        for n, v in VALUES.items():
            print("%-22s %-12s %-22s %s" % (n, META[n][0], META[n][1], v.replace("\n", "\\n")))
    selftest(verbose=True)
