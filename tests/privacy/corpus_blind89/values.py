#!/usr/bin/env python3
"""Seeded value generators for the blind89 corpus.

Every value that needs a check digit or a vendor-specific shape is generated
here from one fixed seed and stored in VALUES; the texts refer to it as $name.

    python3 values.py       run selftest()
    python3 values.py -p    print every value
"""
import base64
import datetime
import ipaddress
import json
import re
import string
import sys
import zlib
import random

SEED = 891147
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def rs(alphabet, n):
    return "".join(R.choice(alphabet) for _ in range(n))


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


def squash(s):
    return re.sub(r"[\s\-.()/]", "", s)


# --------------------------------------------------------------- Luhn / cards
def luhn_sum(ds):
    tot = 0
    for i, ch in enumerate(reversed(ds)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10


def luhn_complete(body):
    for c in DIG:
        if luhn_sum(body + c) == 0:
            return body + c
    raise AssertionError


def card_ok(s):
    if not re.fullmatch(r"\d[\d -]*\d", s):
        return False
    ds = re.sub(r"[ -]", "", s)
    return 13 <= len(ds) <= 19 and ds[0] in "23456" and luhn_sum(ds) == 0


def make_card(prefix, length):
    return luhn_complete(prefix + rs(DIG, length - len(prefix) - 1))


# ----------------------------------------------------------------------- IBAN
IBAN_LEN = {"DE": 22, "GB": 22, "FR": 27, "ES": 24, "NL": 18, "IT": 27,
            "CH": 21, "IE": 22, "BE": 16, "AT": 20, "AE": 23, "PL": 28,
            "PT": 25, "SE": 24, "LU": 20}


def iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_ok(s):
    if not re.fullmatch(r"[A-Z]{2}\d{2}( ?[A-Z0-9]{1,4})+", s):
        return False
    v = s.replace(" ", "")
    if IBAN_LEN.get(v[:2]) != len(v):
        return False
    if iban_num(v[4:] + v[:4]) % 97 != 1:
        return False
    return bban_ok(v[:2], v[4:])


# national check digits inside the BBAN, for the countries that have them
IT_ODD = dict(zip(DIG + UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21] +
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8,
                   12, 14, 16, 10, 22, 25, 24, 23]))
IT_EVEN = dict(zip(DIG + UP, list(range(10)) + list(range(26))))


def it_check_char(s):
    tot = sum(IT_ODD[c] if i % 2 == 0 else IT_EVEN[c] for i, c in enumerate(s))
    return UP[tot % 26]


ES_W = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]


def es_dc(ten):
    d = 11 - sum(int(c) * w for c, w in zip(ten, ES_W)) % 11
    return {11: 0, 10: 1}.get(d, d)


def fr_rib_key(bank, branch, acct):
    return 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97


def bban_ok(cc, b):
    if cc == "BE":
        n = int(b[:10]) % 97
        return int(b[10:]) == (n or 97)
    if cc == "ES":
        return b[8:10] == f"{es_dc('00' + b[:8])}{es_dc(b[10:])}"
    if cc == "FR":
        return int(b[21:]) == fr_rib_key(b[:5], b[5:10], b[10:21])
    if cc == "IT":
        return b[0] == it_check_char(b[1:])
    if cc == "NL":
        return sum(int(c) * w for c, w in zip(b[4:], range(10, 0, -1))) % 11 == 0
    return True


def make_iban(cc):
    if cc == "DE":
        b = rs(DIG, 8) + rs(DIG, 10)
    elif cc == "GB":
        b = R.choice(["BARC", "HBUK", "LOYD", "NWBK", "MIDL", "MONZ"]) + rs(DIG, 14)
    elif cc == "IE":
        b = R.choice(["AIBK", "BOFI"]) + rs(DIG, 14)
    elif cc == "FR":
        bank, branch, acct = rs(DIG, 5), rs(DIG, 5), rs(DIG, 11)
        b = bank + branch + acct + f"{fr_rib_key(bank, branch, acct):02d}"
    elif cc == "ES":
        bb, acct = rs(DIG, 8), rs(DIG, 10)
        b = bb + f"{es_dc('00' + bb)}{es_dc(acct)}" + acct
    elif cc == "IT":
        rest = rs(DIG, 5) + rs(DIG, 5) + rs(DIG, 12)
        b = it_check_char(rest) + rest
    elif cc == "NL":
        while True:
            acct = rs(DIG, 10)
            if sum(int(c) * w for c, w in zip(acct, range(10, 0, -1))) % 11 == 0:
                break
        b = R.choice(["ABNA", "INGB", "RABO", "TRIO"]) + acct
    elif cc == "BE":
        ten = rs(DIG, 10)
        b = ten + f"{(int(ten) % 97) or 97:02d}"
    elif cc == "CH":
        b = rs(DIG, 5) + rs(DIG, 12)
    elif cc == "AT":
        b = rs(DIG, 16)
    elif cc == "AE":
        b = rs(DIG, 3) + rs(DIG, 16)
    elif cc == "PL":
        b = rs(DIG, 24)
    elif cc == "PT":
        b = rs(DIG, 21)
    elif cc == "SE":
        b = rs(DIG, 20)
    elif cc == "LU":
        b = rs(DIG, 3) + rs(DIG, 13)
    chk = 98 - iban_num(b + cc + "00") % 97
    v = f"{cc}{chk:02d}{b}"
    assert iban_ok(v), v
    return v


def iban_spaced(v):
    return " ".join(v[i:i + 4] for i in range(0, len(v), 4))


# ------------------------------------------------------------------------ SSN
SSN_BLACKLIST = {"078051120", "219099999", "123456789"}


def ssn_ok(s):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", s)
    if not m:
        return False
    a, g, n = m.group(1), m.group(3), m.group(4)
    if a in ("000", "666") or a[0] == "9" or g == "00" or n == "0000":
        return False
    return a + g + n not in SSN_BLACKLIST


def make_ssn(sep="-"):
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    v = f"{a:03d}{sep}{R.randint(1, 99):02d}{sep}{R.randint(1, 9999):04d}"
    assert ssn_ok(v)
    return v


# ------------------------------------------------ Chinese resident ID (GB 11643)
GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
GB_C = "10X98765432"


def idcard_check(body17):
    return GB_C[sum(int(c) * w for c, w in zip(body17, GB_W)) % 11]


def idcard_birth(s):
    try:
        return datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return None


def idcard_ok(s):
    v = s.replace(" ", "")
    if not re.fullmatch(r"[1-8]\d{16}[\dX]", v):
        return False
    b = idcard_birth(v)
    if b is None or not (1900 <= b.year <= 2024):
        return False
    return idcard_check(v[:17]) == v[17]


def make_idcard(region, y, m, d, sex, want_x=False):
    while True:
        seq = R.randint(1, 99)
        sx = R.choice("13579") if sex == "M" else R.choice("02468")
        body = f"{region}{y:04d}{m:02d}{d:02d}{seq:02d}{sx}"
        v = body + idcard_check(body)
        if want_x == (v[-1] == "X"):
            return v


# -------------------------------------------------------------------- passports
PASSPORT_RES = [
    r"E\d{8}", r"E[A-HJ-NP-Z]\d{7}", r"G\d{8}",        # China
    r"\d{9}",                                          # US, UK, Taiwan
    r"[A-Z]\d{8}",                                     # US next-gen, HK, MY
    r"[A-Z]{2}\d{6}",                                  # Canada
    r"[A-Z]\d{7}",                                     # India, Australia
    r"[A-Z]{2}\d{7}",                                  # Australia, Japan
    r"[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}",   # Germany
    r"\d{2}[A-Z]{2}\d{5}",                             # France
    r"[KE]\d{7}[A-Z]",                                 # Singapore
]


def passport_ok(s):
    return any(re.fullmatch(p, s) for p in PASSPORT_RES) and \
        not re.fullmatch(r"(\d)\1{8}|123456789|E12345678", s)


DE_PP = "CFGHJKLMNPRTVWXYZ"


def make_passport(kind):
    if kind == "cn":
        return "E" + R.choice("123456789") + rs(DIG, 7)
    if kind == "cn2":
        return "E" + R.choice("ABCDEFGHJK") + rs(DIG, 7)
    if kind == "us":
        return R.choice("56") + rs(DIG, 8)
    if kind == "us2":
        return "A" + rs(DIG, 8)
    if kind == "uk":
        return R.choice("1256") + rs(DIG, 8)
    if kind == "tw":
        return "3" + rs(DIG, 8)
    if kind == "ca":
        return rs(UP, 2) + rs(DIG, 6)
    if kind == "in":
        return R.choice("JKLMNPRSTUVWZ") + R.choice("123456789") + rs(DIG, 6)
    if kind == "au":
        return "P" + R.choice("ABCDE") + rs(DIG, 7)
    if kind == "jp":
        return R.choice(["TK", "TR", "MZ"]) + rs(DIG, 7)
    if kind == "de":
        return R.choice(DE_PP) + rs(DE_PP + DIG, 8)
    if kind == "fr":
        return rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5)
    if kind == "sg":
        return "K" + rs(DIG, 7) + R.choice(UP)
    if kind == "hk":
        return "K" + rs(DIG, 8)
    if kind == "my":
        return "A" + rs(DIG, 8)
    raise KeyError(kind)


# ------------------------------------------------- other countries' national IDs
NINO_BAD1 = set("DFIQUV")
NINO_BAD2 = set("DFIQUVO")
NINO_BADPFX = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def nino_ok(s):
    v = s.replace(" ", "")
    m = re.fullmatch(r"([A-Z])([A-Z])\d{6}[A-D]", v)
    if not m or v.startswith("QQ"):
        return False
    return m.group(1) not in NINO_BAD1 and m.group(2) not in NINO_BAD2 and \
        v[:2] not in NINO_BADPFX


def make_nino(spaced):
    while True:
        a, b = R.choice(UP), R.choice(UP)
        if a not in NINO_BAD1 and b not in NINO_BAD2 and a + b not in NINO_BADPFX:
            break
    d = rs(DIG, 6)
    s = R.choice("ABCD")
    return f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {s}" if spaced else f"{a}{b}{d}{s}"


NRIC_W = [2, 7, 6, 5, 4, 3, 2]
NRIC_ST = "JZIHGFEDCBA"
NRIC_FG = "XWUTRQPNMLK"


def nric_letter(pfx, digits):
    t = sum(int(c) * w for c, w in zip(digits, NRIC_W)) + (4 if pfx in "TG" else 0)
    return (NRIC_ST if pfx in "ST" else NRIC_FG)[t % 11]


def nric_ok(s):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    return bool(m) and nric_letter(m.group(1), m.group(2)) == m.group(3)


def make_nric(pfx):
    d = rs(DIG, 7)
    return pfx + d + nric_letter(pfx, d)


def hkid_check(letters, digits):
    vals = []
    if len(letters) == 1:
        vals.append(36)
    vals += [int(c, 36) for c in letters] + [int(c) for c in digits]
    tot = sum(v * w for v, w in zip(vals, range(9, 1, -1)))
    c = (11 - tot % 11) % 11
    return "A" if c == 10 else str(c)


def hkid_ok(s):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(([\dA])\)", s)
    return bool(m) and hkid_check(m.group(1), m.group(2)) == m.group(3)


def make_hkid(letters):
    d = rs(DIG, 6)
    return f"{letters}{d}({hkid_check(letters, d)})"


TW_L = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO",
                range(10, 36)))


def twid_ok(s):
    m = re.fullmatch(r"([A-Z])([12]\d{8})", s)
    if not m:
        return False
    n = TW_L[m.group(1)]
    ds = [n // 10, n % 10] + [int(c) for c in m.group(2)]
    return sum(d * w for d, w in zip(ds, [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1])) % 10 == 0


def make_twid(letter, sex):
    body = ("1" if sex == "M" else "2") + rs(DIG, 7)
    for c in DIG:
        if twid_ok(letter + body + c):
            return letter + body + c


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(s):
    m = re.fullmatch(r"([XYZ]\d{7}|\d{8})-?([A-Z])", s)
    if not m:
        return False
    n = m.group(1)
    n = str("XYZ".index(n[0])) + n[1:] if n[0] in "XYZ" else n
    return DNI_L[int(n) % 23] == m.group(2)


def make_dni(nie=False):
    if nie:
        p = R.choice("XY")
        d = rs(DIG, 7)
        return p + d + DNI_L[int(str("XYZ".index(p)) + d) % 23]
    d = R.choice("1234567") + rs(DIG, 7)
    return d + DNI_L[int(d) % 23]


V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
       [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
       [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
       [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
       [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
       [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
V_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(ds):
    c = 0
    for i, ch in enumerate(reversed(ds)):
        c = V_D[c][V_P[i % 8][int(ch)]]
    return c == 0


def aadhaar_ok(s):
    if not re.fullmatch(r"[2-9]\d{3}( ?)\d{4}\1\d{4}", s):
        return False
    return verhoeff_ok(s.replace(" ", ""))


def make_aadhaar():
    body = R.choice("23456789") + rs(DIG, 10)
    for c in DIG:
        if verhoeff_ok(body + c):
            v = body + c
            return f"{v[:4]} {v[4:8]} {v[8:]}"


def sin_ok(s):
    if not re.fullmatch(r"[1-79]\d{2}([ -]?)\d{3}\1\d{3}", s):
        return False
    return luhn_sum(re.sub(r"[ -]", "", s)) == 0


def make_sin(sep):
    v = luhn_complete(R.choice("1234567") + rs(DIG, 7))
    return sep.join([v[:3], v[3:6], v[6:]])


def bsn_ok(s):
    if not re.fullmatch(r"\d{9}|\d{4}\.\d{2}\.\d{3}", s):
        return False
    d = [int(c) for c in s.replace(".", "")]
    return (sum(x * w for x, w in zip(d[:8], range(9, 1, -1))) - d[8]) % 11 == 0 and d[0] != 0


def make_bsn():
    while True:
        body = R.choice("123456") + rs(DIG, 7)
        c = sum(int(x) * w for x, w in zip(body, range(9, 1, -1))) % 11
        if c < 10:
            return body + str(c)


def pnr_ok(s):
    m = re.fullmatch(r"(\d{2})?(\d{6})[-+](\d{4})", s)
    if not m:
        return False
    try:
        datetime.datetime.strptime(m.group(2), "%y%m%d")
    except ValueError:
        return False
    return luhn_sum(m.group(2) + m.group(3)) == 0


def make_pnr(y, mo, d):
    body = f"{y % 100:02d}{mo:02d}{d:02d}" + rs(DIG, 3)
    v = luhn_complete(body)
    return f"{v[:6]}-{v[6:]}"


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    q = (10 - sum(int(c) * w for c, w in zip(s, PESEL_W)) % 10) % 10
    mm = int(s[2:4])
    return q == int(s[10]) and (1 <= mm <= 12 or 21 <= mm <= 32)


def make_pesel(y, mo, d, sex):
    mm = mo + (20 if y >= 2000 else 0)
    body = f"{y % 100:02d}{mm:02d}{d:02d}" + rs(DIG, 3) + \
        (R.choice("13579") if sex == "M" else R.choice("02468"))
    q = (10 - sum(int(c) * w for c, w in zip(body, PESEL_W)) % 10) % 10
    return body + str(q)


CF_MONTH = "ABCDEHLMPRST"


def cf_ok(s):
    if not re.fullmatch(r"[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]", s):
        return False
    return it_check_char(s[:15]) == s[15]


def _cf_part(word, first_name):
    w = word.upper()
    cons = [c for c in w if c in UP and c not in "AEIOU"]
    vows = [c for c in w if c in "AEIOU"]
    if first_name and len(cons) >= 4:
        return cons[0] + cons[2] + cons[3]
    return "".join(cons + vows + ["X", "X", "X"])[:3]


def make_cf(surname, name, y, mo, d, sex, comune):
    day = d + (40 if sex == "F" else 0)
    body = _cf_part(surname, False) + _cf_part(name, True) + \
        f"{y % 100:02d}{CF_MONTH[mo - 1]}{day:02d}{comune}"
    return body + it_check_char(body)


def nir_ok(s):
    v = s.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", v):
        return False
    return int(v[13:]) == 97 - int(v[:13]) % 97


def make_nir(sex, y, mo, dept, commune):
    body = f"{1 if sex == 'M' else 2}{y % 100:02d}{mo:02d}{dept}{commune}{R.randint(1, 999):03d}"
    k = 97 - int(body) % 97
    return f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {k:02d}"


RRN_W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]


def rrn_ok(s):
    m = re.fullmatch(r"(\d{6})-?(\d{7})", s)
    if not m:
        return False
    v = m.group(1) + m.group(2)
    c = (11 - sum(int(a) * w for a, w in zip(v, RRN_W)) % 11) % 10
    return c == int(v[12]) and v[6] in "1234"


def make_rrn(y, mo, d, sex):
    g = ("1" if sex == "M" else "2") if y < 2000 else ("3" if sex == "M" else "4")
    body = f"{y % 100:02d}{mo:02d}{d:02d}" + g + rs(DIG, 5)
    c = (11 - sum(int(a) * w for a, w in zip(body, RRN_W)) % 11) % 10
    return f"{body[:6]}-{body[6:]}{c}"


def mynumber_check(p11):
    tot = 0
    for n in range(1, 12):
        q = n + 1 if n <= 6 else n - 5
        tot += int(p11[11 - n]) * q
    r = tot % 11
    return 0 if r <= 1 else 11 - r


def mynumber_ok(s):
    if not re.fullmatch(r"\d{4}( ?)\d{4}\1\d{4}", s):
        return False
    v = s.replace(" ", "")
    return mynumber_check(v[:11]) == int(v[11])


def make_mynumber():
    p = R.choice("123456789") + rs(DIG, 10)
    v = p + str(mynumber_check(p))
    return f"{v[:4]} {v[4:8]} {v[8:]}"


HETU_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_ok(s):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", s)
    return bool(m) and HETU_C[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def make_hetu(y, mo, d, sex):
    n = R.randint(2, 899)
    if (n % 2 == 1) != (sex == "M"):
        n += 1
    dd = f"{d:02d}{mo:02d}{y % 100:02d}"
    return f"{dd}{'A' if y >= 2000 else '-'}{n:03d}{HETU_C[int(dd + f'{n:03d}') % 31]}"


def benn_ok(s):
    m = re.fullmatch(r"(\d{2})\.(\d{2})\.(\d{2})-(\d{3})\.(\d{2})", s)
    if not m:
        return False
    n = "".join(m.groups()[:4])
    cc = int(m.group(5))
    return cc == 97 - int(n) % 97 or cc == 97 - int("2" + n) % 97


def make_benn(y, mo, d, sex):
    seq = R.randint(1, 997)
    if (seq % 2 == 1) != (sex == "M"):
        seq += 1
    n = f"{y % 100:02d}{mo:02d}{d:02d}{seq:03d}"
    cc = 97 - int(("2" if y >= 2000 else "") + n) % 97
    return f"{n[:2]}.{n[2:4]}.{n[4:6]}-{n[6:]}.{cc:02d}"


def mykad_ok(s):
    m = re.fullmatch(r"(\d{6})-(\d{2})-(\d{4})", s)
    if not m:
        return False
    try:
        datetime.datetime.strptime(m.group(1), "%y%m%d")
    except ValueError:
        return False
    return m.group(2) in {"01", "02", "03", "04", "05", "06", "07", "08", "09",
                          "10", "11", "12", "13", "14", "15", "16"}


def make_mykad(y, mo, d, state, sex):
    last = R.randint(0, 999) * 10 + (R.choice([1, 3, 5, 7, 9]) if sex == "M" else R.choice([0, 2, 4, 6, 8]))
    return f"{y % 100:02d}{mo:02d}{d:02d}-{state}-{last:04d}"


NATIONAL_ID_CHECKS = {
    "nino": nino_ok, "nric": nric_ok, "hkid": hkid_ok, "twid": twid_ok,
    "dni": dni_ok, "aadhaar": aadhaar_ok, "sin": sin_ok, "bsn": bsn_ok,
    "pnr": pnr_ok, "pesel": pesel_ok, "cf": cf_ok, "nir": nir_ok,
    "rrn": rrn_ok, "mynumber": mynumber_ok, "hetu": hetu_ok, "benn": benn_ok,
    "mykad": mykad_ok,
}


def national_id_ok(s):
    return any(f(s) for f in NATIONAL_ID_CHECKS.values())


# ------------------------------------------------------------ vendor key shapes
B62 = DIG + UP + LO


def b62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def gh_classic_ok(s):
    m = re.fullmatch(r"gh[pousr]_([A-Za-z0-9]{30})([A-Za-z0-9]{6})", s)
    return bool(m) and b62(zlib.crc32(m.group(1).encode()), 6) == m.group(2)


def make_gh(prefix="ghp"):
    body = rs(ALNUM, 30)
    return f"{prefix}_{body}{b62(zlib.crc32(body.encode()), 6)}"


def b64u(obj):
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt_ok(s):
    parts = s.split(".")
    if len(parts) != 3 or not all(re.fullmatch(r"[A-Za-z0-9_-]+", p) for p in parts):
        return False
    try:
        hdr = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return "alg" in hdr and len(parts[2]) >= 40


def make_jwt(header, payload, siglen=43):
    return f"{b64u(header)}.{b64u(payload)}.{rs(B64URL, siglen)}"


APIKEY_RES = [
    r"(AKIA|ASIA)[A-Z2-7]{16}",
    r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    r"(sk|rk)_live_[A-Za-z0-9]{24,99}",
    r"xox[bp]-\d{10,13}-\d{10,13}(-\d{10,13})?-[A-Za-z0-9]{24,32}",
    r"sk-proj-[A-Za-z0-9_-]{40,80}T3BlbkFJ[A-Za-z0-9_-]{40,80}",
    r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    r"\d{9,10}:AA[A-Za-z0-9_-]{33}",
    r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    r"AIza[A-Za-z0-9_-]{35}",
    r"SK[0-9a-f]{32}",
    r"key-[0-9a-f]{32}",
    r"glpat-[A-Za-z0-9_-]{20}",
    r"hf_[A-Za-z]{34}",
    r"LTAI[A-Za-z0-9]{12,20}",
    r"AKID[A-Za-z0-9]{32}",
    r"shpat_[0-9a-f]{32}",
    r"[0-9a-f]{32}-us\d{1,2}",
    r"pat[A-Za-z0-9]{14}\.[0-9a-f]{64}",
]


def apikey_ok(s):
    if s.startswith("gh") and s[3:4] == "_":
        return gh_classic_ok(s)
    if s.startswith("eyJ"):
        return jwt_ok(s)
    if "EXAMPLE" in s or s.startswith(("pk_", "sk_test_")):
        return False
    return any(re.fullmatch(p, s) for p in APIKEY_RES)


def pem(kind, raw, width=64):
    b = base64.b64encode(raw).decode()
    lines = [b[i:i + width] for i in range(0, len(b), width)]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


WEBHOOK_RES = [
    r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}",
    r"https://discord(app)?\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_-]{60,80}",
    r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}",
    r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f-]{36}",
    r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}",
    r"https://hooks\.zapier\.com/hooks/catch/\d{6,8}/[a-z0-9]{5,8}/",
]


def secret_ok(s):
    """SECRET is a family: PEM keys, webhook URLs, signing secrets, TOTP seeds,
    recovery codes, cookies, paired secret keys, passwords in DSNs."""
    if s.startswith("-----BEGIN"):
        return bool(re.fullmatch(r"-----BEGIN ([A-Z ]+)-----\n[A-Za-z0-9+/=\n]+\n-----END \1-----", s))
    if s.startswith("https://"):
        return any(re.fullmatch(p, s) for p in WEBHOOK_RES)
    if "EXAMPLE" in s or s == "JBSWY3DPEHPK3PXP":
        return False
    if re.fullmatch(r"([a-z2-7]{4} ){7}[a-z2-7]{4}|([A-Z2-7]{4} ){7}[A-Z2-7]{4}", s):
        return True
    return len(s) >= 6 and not re.search(r"\s", s)


def totp_ok(s):
    v = s.replace(" ", "").upper()
    return bool(re.fullmatch(r"[A-Z2-7]{16,64}", v)) and len(v) % 8 == 0


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def hexlen(n):
    return lambda s: bool(re.fullmatch(rf"[0-9a-f]{{{n}}}", s))


# ---------------------------------------------------------------------- table
VALUES = {}
META = {}   # name -> (label, validator, has_check_digit)


def put(name, value, label, check, checkdigit=False):
    assert name not in VALUES, name
    VALUES[name] = value
    META[name] = (label, check, checkdigit)


# cards
put("card1", group(make_card("4", 16), [4, 4, 4, 4]), "CARD", card_ok, True)
put("card2", group(make_card("5" + R.choice("12345"), 16), [4, 4, 4, 4], "-"), "CARD", card_ok, True)
put("card3", group(make_card(R.choice(["34", "37"]), 15), [4, 6, 5]), "CARD", card_ok, True)
put("card4", make_card("6217", 19), "CARD", card_ok, True)
put("card5", make_card("4", 16), "CARD", card_ok, True)
put("card6", group(make_card("2" + R.choice("234567") + rs(DIG, 2), 16), [4, 4, 4, 4]), "CARD", card_ok, True)
put("card7", group(make_card("6011", 16), [4, 4, 4, 4]), "CARD", card_ok, True)
put("card8", make_card("35" + R.choice("2345678"), 16), "CARD", card_ok, True)
put("card9", group(make_card("6225", 16), [4, 4, 4, 4]), "CARD", card_ok, True)
put("card10", group(make_card("4", 16), [4, 4, 4, 4]), "CARD", card_ok, True)
put("card11", make_card("5" + R.choice("12345"), 16), "CARD", card_ok, True)
put("card12", group(make_card("6222", 19), [4, 4, 4, 4, 3]), "CARD", card_ok, True)
put("card13", group(make_card("4", 16), [4, 4, 4, 4], "-"), "CARD", card_ok, True)
put("card14", make_card("37", 15), "CARD", card_ok, True)
put("card15", group(make_card("5" + R.choice("12345"), 16), [4, 4, 4, 4]), "CARD", card_ok, True)
put("card16", make_card("6228", 16), "CARD", card_ok, True)
put("card17", group(make_card("4", 16), [4, 4, 4, 4]), "CARD", card_ok, True)
put("card18", group(make_card("6259", 16), [4, 4, 4, 4]), "CARD", card_ok, True)

# IBANs
for nm, cc, spaced in [("iban_de", "DE", True), ("iban_gb", "GB", True), ("iban_fr", "FR", True),
                       ("iban_es", "ES", True), ("iban_nl", "NL", False), ("iban_it", "IT", True),
                       ("iban_ch", "CH", True), ("iban_ie", "IE", False), ("iban_be", "BE", True),
                       ("iban_at", "AT", True), ("iban_ae", "AE", False), ("iban_pl", "PL", True),
                       ("iban_gb2", "GB", False), ("iban_de2", "DE", False), ("iban_pt", "PT", True),
                       ("iban_se", "SE", True), ("iban_lu", "LU", False)]:
    v = make_iban(cc)
    put(nm, iban_spaced(v) if spaced else v, "IBAN", iban_ok, True)

# SSNs
for i, sep in enumerate(["-", "-", "-", " ", "-", "", "-", "-", " ", "-", "-", "-", "-", ""], 1):
    put(f"ssn{i}", make_ssn(sep), "SSN", ssn_ok)

# Chinese resident IDs: (region, birth date, sex)
IDCARD_PEOPLE = [
    ("id1", "310104", 1986, 3, 14, "F"), ("id2", "110105", 1979, 11, 2, "M"),
    ("id3", "440305", 1992, 7, 21, "F"), ("id4", "330106", 1988, 1, 30, "M"),
    ("id5", "510107", 1995, 5, 9, "F"), ("id6", "420106", 1983, 9, 17, "M"),
    ("id7", "320102", 1990, 12, 5, "F"), ("id8", "370202", 1975, 4, 26, "M"),
    ("id9", "350203", 1998, 8, 8, "F"), ("id10", "430104", 1969, 2, 11, "F"),
    ("id11", "120101", 1987, 10, 19, "M"), ("id12", "610113", 1993, 6, 3, "F"),
    ("id13", "210202", 1981, 12, 24, "M"), ("id14", "500103", 1996, 3, 29, "F"),
    ("id15", "230103", 1972, 7, 7, "M"), ("id16", "450103", 1991, 11, 11, "F"),
    ("id17", "130102", 1985, 5, 20, "F"), ("id18", "360102", 1999, 1, 15, "M"),
    ("id19", "530102", 1977, 9, 30, "F"), ("id20", "460105", 1994, 2, 14, "F"),
    ("id21", "410105", 1964, 8, 12, "M"), ("id22", "340104", 2001, 4, 3, "F"),
    ("id23", "441900", 1989, 6, 18, "M"), ("id24", "310115", 1997, 10, 1, "F"),
]
for nm, reg, y, m, d, sx in IDCARD_PEOPLE:
    put(nm, make_idcard(reg, y, m, d, sx), "IDCARD", idcard_ok, True)
put("id_x1", make_idcard("330102", 1984, 8, 23, "F", want_x=True), "IDCARD", idcard_ok, True)
put("id_x2", make_idcard("440106", 1991, 4, 6, "M", want_x=True), "IDCARD", idcard_ok, True)

# passports
for nm, k in [("pp_cn1", "cn"), ("pp_cn2", "cn"), ("pp_cn3", "cn2"), ("pp_cn4", "cn"),
              ("pp_us1", "us"), ("pp_us2", "us2"), ("pp_uk1", "uk"), ("pp_uk2", "uk"),
              ("pp_tw1", "tw"), ("pp_ca1", "ca"), ("pp_in1", "in"), ("pp_au1", "au"),
              ("pp_jp1", "jp"), ("pp_de1", "de"), ("pp_fr1", "fr"), ("pp_sg1", "sg"),
              ("pp_hk1", "hk"), ("pp_my1", "my"), ("pp_cn5", "cn2")]:
    put(nm, make_passport(k), "PASSPORT", passport_ok)

# other national IDs
put("nino1", make_nino(True), "NATIONAL_ID", nino_ok)
put("nino2", make_nino(False), "NATIONAL_ID", nino_ok)
put("nino3", make_nino(True), "NATIONAL_ID", nino_ok)
put("nric1", make_nric("S"), "NATIONAL_ID", nric_ok, True)
put("nric2", make_nric("T"), "NATIONAL_ID", nric_ok, True)
put("nric3", make_nric("G"), "NATIONAL_ID", nric_ok, True)
put("nric4", make_nric("S"), "NATIONAL_ID", nric_ok, True)
put("hkid1", make_hkid("A"), "NATIONAL_ID", hkid_ok, True)
put("hkid2", make_hkid("K"), "NATIONAL_ID", hkid_ok, True)
put("hkid3", make_hkid("Y"), "NATIONAL_ID", hkid_ok, True)
put("twid1", make_twid("A", "F"), "NATIONAL_ID", twid_ok, True)
put("twid2", make_twid("F", "M"), "NATIONAL_ID", twid_ok, True)
put("dni1", make_dni(), "NATIONAL_ID", dni_ok, True)
put("nie1", make_dni(nie=True), "NATIONAL_ID", dni_ok, True)
put("aadhaar1", make_aadhaar(), "NATIONAL_ID", aadhaar_ok, True)
put("aadhaar2", make_aadhaar(), "NATIONAL_ID", aadhaar_ok, True)
put("sin1", make_sin("-"), "NATIONAL_ID", sin_ok, True)
put("sin2", make_sin(" "), "NATIONAL_ID", sin_ok, True)
put("bsn1", make_bsn(), "NATIONAL_ID", bsn_ok, True)
put("pnr1", make_pnr(1984, 6, 2), "NATIONAL_ID", pnr_ok, True)           # b. 1984-06-02
put("pesel1", make_pesel(1990, 2, 17, "F"), "NATIONAL_ID", pesel_ok, True)  # b. 1990-02-17
put("cf1", make_cf("Russo", "Giulia", 1987, 9, 4, "F", "F205"), "NATIONAL_ID", cf_ok, True)
put("cf2", make_cf("Bianchi", "Marco", 1971, 5, 28, "M", "H501"), "NATIONAL_ID", cf_ok, True)
put("nir1", make_nir("F", 1982, 10, "75", "114"), "NATIONAL_ID", nir_ok, True)
put("rrn1", make_rrn(1991, 3, 8, "F"), "NATIONAL_ID", rrn_ok, True)      # b. 1991-03-08
put("mynum1", make_mynumber(), "NATIONAL_ID", mynumber_ok, True)
put("hetu1", make_hetu(1979, 12, 1, "M"), "NATIONAL_ID", hetu_ok, True)   # b. 1979-12-01
put("benn1", make_benn(1993, 7, 15, "F"), "NATIONAL_ID", benn_ok, True)   # b. 1993-07-15
put("mykad1", make_mykad(1988, 11, 23, "14", "F"), "NATIONAL_ID", mykad_ok)  # b. 1988-11-23
put("mykad2", make_mykad(1976, 4, 9, "07", "M"), "NATIONAL_ID", mykad_ok)    # b. 1976-04-09

# API keys
put("aws_akid1", "AKIA" + rs(B32[:26] + "234567", 16), "APIKEY", apikey_ok)
put("aws_akid2", "AKIA" + rs(B32[:26] + "234567", 16), "APIKEY", apikey_ok)
put("gh_pat1", make_gh("ghp"), "APIKEY", apikey_ok, True)
put("gh_pat2", make_gh("ghp"), "APIKEY", apikey_ok, True)
put("gh_fg1", "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59), "APIKEY", apikey_ok)
put("stripe_sk1", "sk_live_" + rs(ALNUM, 24), "APIKEY", apikey_ok)
put("stripe_sk2", "sk_live_51" + rs(ALNUM, 62), "APIKEY", apikey_ok)
put("stripe_rk1", "rk_live_" + rs(ALNUM, 34), "APIKEY", apikey_ok)
put("slack_bot1", f"xoxb-{rs(DIG, 12)}-{rs(DIG, 13)}-{rs(ALNUM, 24)}", "APIKEY", apikey_ok)
put("slack_bot2", f"xoxb-{rs(DIG, 11)}-{rs(DIG, 13)}-{rs(ALNUM, 24)}", "APIKEY", apikey_ok)
put("slack_user1", f"xoxp-{rs(DIG, 12)}-{rs(DIG, 12)}-{rs(DIG, 13)}-{rs(HEX, 32)}", "APIKEY", apikey_ok)
put("openai1", "sk-proj-" + rs(B64URL, 56) + "T3BlbkFJ" + rs(B64URL, 56), "APIKEY", apikey_ok)
put("openai2", "sk-proj-" + rs(B64URL, 48) + "T3BlbkFJ" + rs(B64URL, 48), "APIKEY", apikey_ok)
put("anthropic1", "sk-ant-api03-" + rs(B64URL, 93) + "AA", "APIKEY", apikey_ok)
put("tg_bot1", f"{R.choice('567')}{rs(DIG, 9)}:AA{rs(B64URL, 33)}", "APIKEY", apikey_ok)
put("tg_bot2", f"{R.choice('67')}{rs(DIG, 9)}:AA{rs(B64URL, 33)}", "APIKEY", apikey_ok)
put("sendgrid1", f"SG.{rs(B64URL, 22)}.{rs(B64URL, 43)}", "APIKEY", apikey_ok)
put("google1", "AIza" + rs(B64URL, 35), "APIKEY", apikey_ok)
put("google2", "AIza" + rs(B64URL, 35), "APIKEY", apikey_ok)
put("twilio_sk1", "SK" + rs(HEX, 32), "APIKEY", apikey_ok)
put("mailgun1", "key-" + rs(HEX, 32), "APIKEY", apikey_ok)
put("gitlab1", "glpat-" + rs(B64URL, 20), "APIKEY", apikey_ok)
put("hf1", "hf_" + rs(string.ascii_letters, 34), "APIKEY", apikey_ok)
put("ali_akid1", "LTAI5t" + rs(ALNUM, 18), "APIKEY", apikey_ok)
put("ali_akid2", "LTAI5t" + rs(ALNUM, 18), "APIKEY", apikey_ok)
put("tc_secretid1", "AKID" + rs(ALNUM, 32), "APIKEY", apikey_ok)
put("shopify1", "shpat_" + rs(HEX, 32), "APIKEY", apikey_ok)
put("mailchimp1", rs(HEX, 32) + "-us" + str(R.randint(2, 21)), "APIKEY", apikey_ok)
put("airtable1", "pat" + rs(ALNUM, 14) + "." + rs(HEX, 64), "APIKEY", apikey_ok)
put("jwt1", make_jwt({"alg": "HS256", "typ": "JWT"},
                     {"sub": "cl_" + rs(DIG, 6), "iat": 1718790000 + R.randint(0, 99999),
                      "exp": 1721390000, "scope": "bookings:write"}), "APIKEY", apikey_ok)
put("jwt2", make_jwt({"kid": rs(HEX, 8), "typ": "PAT", "alg": "ES512"},
                     {"iss": "https://auth.calendly.com", "iat": 1716210000 + R.randint(0, 99999),
                      "jti": uuid4(), "user_uuid": uuid4()}, 86), "APIKEY", apikey_ok)
put("jwt3", make_jwt({"alg": "RS256", "typ": "JWT"},
                     {"sub": rs(DIG, 8), "role": "admin", "iat": 1719900000 + R.randint(0, 99999)}), "APIKEY", apikey_ok)
put("jwt4", make_jwt({"alg": "HS256", "typ": "JWT"},
                     {"uid": R.randint(10000, 99999), "tenant": "fs-studio", "iat": 1722000000 + R.randint(0, 99999)}), "APIKEY", apikey_ok)

# secrets
put("aws_secret1", rs(ALNUM + "/+", 40), "SECRET", secret_ok)
put("aws_secret2", rs(ALNUM + "/+", 40), "SECRET", secret_ok)
put("whsec1", "whsec_" + rs(ALNUM, 32), "SECRET", secret_ok)
put("whsec2", "whsec_" + rs(ALNUM, 32), "SECRET", secret_ok)
put("totp1", rs(B32, 32), "SECRET", totp_ok)
put("totp2", " ".join(rs(B32.lower(), 4) for _ in range(8)), "SECRET", totp_ok)
put("totp3", rs(B32, 16), "SECRET", totp_ok)
put("slack_hook1", f"https://hooks.slack.com/services/T{rs(UP + DIG, 8)}/B{rs(UP + DIG, 10)}/{rs(ALNUM, 24)}", "SECRET", secret_ok)
put("slack_hook2", f"https://hooks.slack.com/services/T{rs(UP + DIG, 9)}/B{rs(UP + DIG, 10)}/{rs(ALNUM, 24)}", "SECRET", secret_ok)
put("discord_hook1", f"https://discord.com/api/webhooks/1{rs(DIG, 18)}/{rs(B64URL, 68)}", "SECRET", secret_ok)
put("ding_hook1", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64), "SECRET", secret_ok)
put("ding_hook2", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64), "SECRET", secret_ok)
put("ding_sign1", "SEC" + rs(HEX, 64), "SECRET", secret_ok)
put("feishu_hook1", "https://open.feishu.cn/open-apis/bot/v2/hook/" + uuid4(), "SECRET", secret_ok)
put("wecom_hook1", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + uuid4(), "SECRET", secret_ok)
put("wecom_hook2", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + uuid4(), "SECRET", secret_ok)
put("zapier_hook1", f"https://hooks.zapier.com/hooks/catch/{rs(DIG, 7)}/{rs(LO + DIG, 6)}/", "SECRET", secret_ok)
put("pem_ssh1", pem("OPENSSH PRIVATE KEY", b"openssh-key-v1\x00\x00\x00\x00\x04none" + rbytes(190), 70), "SECRET", secret_ok)
put("pem_ec1", pem("EC PRIVATE KEY", b"\x30\x77\x02\x01\x01\x04\x20" + rbytes(32) +
                   b"\xa0\x0a\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07\xa1\x44\x03\x42\x00\x04" + rbytes(64)), "SECRET", secret_ok)
put("pem_rsa1", pem("RSA PRIVATE KEY", b"\x30\x82\x02\x5c\x02\x01\x00\x02\x81\x81\x00" + rbytes(250)), "SECRET", secret_ok)
put("cookie_django1", rs(LO + DIG, 32), "SECRET", secret_ok)
put("cookie_php1", rs("abcdefghijklmnopqrstuv0123456789", 26), "SECRET", secret_ok)
put("cookie_connect1", "s%3A" + rs(B64URL, 32) + "." + rs(ALNUM, 43), "SECRET", secret_ok)
put("cookie_laravel1", "eyJpdiI6I" + rs(ALNUM, 140) + "%3D%3D", "SECRET", secret_ok)
put("cookie_wp1", rs(ALNUM, 43), "SECRET", secret_ok)
put("twilio_token1", rs(HEX, 32), "SECRET", secret_ok)
put("ali_secret1", rs(ALNUM, 30), "SECRET", secret_ok)
put("ali_secret2", rs(ALNUM, 30), "SECRET", secret_ok)
put("tc_secretkey1", rs(ALNUM, 32), "SECRET", secret_ok)
put("app_secret1", rs(HEX, 32), "SECRET", secret_ok)
put("app_secret2", rs(HEX, 32), "SECRET", secret_ok)
put("app_secret3", rs(HEX, 32), "SECRET", secret_ok)
for i in range(1, 9):
    put(f"recov{i}", f"{rs(LO + DIG, 5)}-{rs(LO + DIG, 5)}", "SECRET", secret_ok)

# decoy shapes (not personal, not secret)
for i in range(1, 13):
    put(f"uuid{i}", uuid4(), "decoy", lambda s: bool(re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}", s)))
for i in range(1, 9):
    put(f"sha1_{i}", rs(HEX, 40), "decoy", hexlen(40))
for i in range(1, 7):
    put(f"sha256_{i}", rs(HEX, 64), "decoy", hexlen(64))
for i in range(1, 7):
    put(f"md5_{i}", rs(HEX, 32), "decoy", hexlen(32))
for i in range(1, 10):
    put(f"short{i}", rs(HEX, 7), "decoy", hexlen(7))
for i in range(1, 9):
    put(f"trace{i}", rs(HEX, 16), "decoy", hexlen(16))

# added later (kept at the end so earlier draws stay stable)
put("card19", group(make_card("6212", 19), [4, 4, 4, 4, 3]), "CARD", card_ok, True)
put("card20", make_card("6226", 16), "CARD", card_ok, True)
put("card21", group(make_card("6214", 16), [4, 4, 4, 4]), "CARD", card_ok, True)
put("card22", group(make_card("4", 16), [4, 4, 4, 4]), "CARD", card_ok, True)
put("card23", make_card("5" + R.choice("12345"), 16), "CARD", card_ok, True)
put("card24", group(make_card("6222", 16), [4, 4, 4, 4]), "CARD", card_ok, True)
put("card25", group(make_card("6230", 19), [6, 13]), "CARD", card_ok, True)


def corruptions(v):
    """Every one-digit corruption (+1 mod 10 at each digit position)."""
    for i, ch in enumerate(v):
        if ch.isdigit():
            yield v[:i] + str((int(ch) + 1) % 10) + v[i + 1:]


def selftest(verbose=False):
    bad = []
    n_cd = 0
    for name, v in VALUES.items():
        label, check, cd = META[name]
        if not check(v):
            bad.append(f"{name}: invalid {v!r}")
            continue
        if cd:
            n_cd += 1
            for c in corruptions(v):
                if check(c):
                    bad.append(f"{name}: corruption {c!r} still validates")
        if label == "NATIONAL_ID" and not national_id_ok(v):
            bad.append(f"{name}: not recognised by national_id_ok")
    assert len(set(VALUES.values())) == len(VALUES), "duplicate values"
    # known-answer tests for the algorithms
    assert iban_ok("GB82 WEST 1234 5698 7654 32")
    assert luhn_sum("4111111111111111") == 0
    assert idcard_ok("11010519491231002X")
    assert dni_ok("12345678Z")
    assert nric_ok("S1234567D")
    assert hkid_ok("A123456(3)")
    assert twid_ok("A123456789")
    assert pesel_ok("44051401359")
    assert hetu_ok("131052-308T")
    if bad:
        print("\n".join(bad))
        raise SystemExit(1)
    if verbose:
        print(f"selftest ok: {len(VALUES)} values, {n_cd} with check digits corrupted and rejected")
    return True


if __name__ == "__main__":
    selftest(verbose=True)
    if "-p" in sys.argv[1:]:
        for k, v in VALUES.items():
            print(f"{k:16} {META[k][0]:12} {v}")
