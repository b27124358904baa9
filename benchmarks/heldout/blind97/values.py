#!/usr/bin/env python3
"""Seeded generators for every blind97 value that needs a check digit or a
vendor shape.  Texts refer to them as ``$name``.

Each value gets its own ``random.Random(f"{SEED}:{name}")`` so that adding a
value never changes the others.  ``python3 values.py -p`` prints them,
``python3 values.py`` runs ``selftest()``.
"""
import base64
import datetime
import json
import random
import re
import string
import sys
import uuid
import zlib

SEED = 9703

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = DIG + UP + LO
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"
B64 = ALNUM + "+/"
B32 = UP + "234567"


def _rng(name):
    return random.Random(f"{SEED}:{name}")


def _s(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


def groups(s, sizes, sep=" "):
    out, i = [], 0
    for g in sizes:
        out.append(s[i:i + g])
        i += g
    if i < len(s):
        out.append(s[i:])
    return sep.join(o for o in out if o)


# --------------------------------------------------------------- Luhn / cards
def luhn_ok(num):
    d = [int(c) for c in num if c.isdigit()]
    tot = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        tot += x
    return tot % 10 == 0


def luhn_complete(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return partial + c
    raise ValueError(partial)


def gen_card(name, prefix, length, fmt):
    r = _rng(name)
    raw = luhn_complete(prefix + _s(r, DIG, length - len(prefix) - 1))
    if fmt == "plain":
        return raw
    if fmt == "amex":
        return groups(raw, [4, 6, 5])
    if fmt == "dash":
        return groups(raw, [4, 4, 4, 4], "-")
    return groups(raw, [4, 4, 4, 4, 4])


# --------------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "DE": 22, "FR": 27, "NL": 18, "ES": 24, "IE": 22,
            "BE": 16, "CH": 21, "PL": 28, "AT": 20, "PT": 25, "IT": 27}


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_ok(iban):
    s = iban.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    if IBAN_LEN.get(s[:2]) not in (None, len(s)):
        return False
    return _iban_num(s[4:] + s[:4]) % 97 == 1


def _fr_rib_key(bank, branch, acct):
    return "%02d" % (97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97))


def _es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return {11: 0, 10: 1}.get(d, d)


def gen_iban(name, country, fmt="space", bank=None):
    r = _rng(name)
    if country in ("GB", "IE"):
        bban = (bank or "NWBK") + _s(r, DIG, 14)
    elif country == "DE":
        bban = _s(r, DIG, 18)
    elif country == "FR":
        b, g, a = _s(r, DIG, 5), _s(r, DIG, 5), _s(r, DIG, 11)
        bban = b + g + a + _fr_rib_key(b, g, a)
    elif country == "NL":
        bban = (bank or "RABO") + _s(r, DIG, 10)
    elif country == "ES":
        b, o, a = _s(r, DIG, 4), _s(r, DIG, 4), _s(r, DIG, 10)
        bban = b + o + str(_es_dc("00" + b + o)) + str(_es_dc(a)) + a
    elif country == "BE":
        ten = _s(r, DIG, 10)
        c = int(ten) % 97 or 97
        bban = ten + "%02d" % c
    elif country == "CH":
        bban = _s(r, DIG, 17)
    elif country == "PL":
        bban = _s(r, DIG, 24)
    elif country == "AT":
        bban = _s(r, DIG, 16)
    elif country == "PT":
        bban = _s(r, DIG, 21)
    else:
        raise ValueError(country)
    check = "%02d" % (98 - _iban_num(bban + country + "00") % 97)
    raw = country + check + bban
    assert len(raw) == IBAN_LEN[country], (country, raw)
    return raw if fmt == "plain" else groups(raw, [4] * 8)


# ---------------------------------------------------------------------- SSN
def ssn_ok(s):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", s)
    if not m:
        return False
    a, g, n = int(m.group(1)), int(m.group(3)), int(m.group(4))
    return 0 < a < 900 and a != 666 and g > 0 and n > 0


def gen_ssn(name, sep="-"):
    r = _rng(name)
    while True:
        a = r.randint(1, 899)
        if a != 666:
            break
    return "%03d%s%02d%s%04d" % (a, sep, r.randint(1, 99), sep, r.randint(1, 9999))


# ------------------------------------------------------- Chinese resident ID
ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
ID_CK = "10X98765432"


def idcard_check(s17):
    return ID_CK[sum(int(a) * b for a, b in zip(s17, ID_W)) % 11]


def idcard_ok(s):
    if not re.fullmatch(r"[1-8]\d{16}[\dX]", s):
        return False
    try:
        datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return False
    return idcard_check(s[:17]) == s[17]


def idcard_birth(s):
    return datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))


def gen_idcard(name, region, ymd, sex, want_x=None):
    r = _rng(name)
    while True:
        sd = r.choice("13579" if sex == "M" else "02468")
        s17 = region + ymd + "%02d" % r.randint(0, 99) + sd
        c = idcard_check(s17)
        if want_x is None or want_x == (c == "X"):
            return s17 + c


# ----------------------------------------------------------------- passports
PASSPORT_SHAPES = [
    r"E\d{8}", r"E[A-HJ-NP-Z]\d{7}", r"[GDPS]\d{8}",          # CN
    r"\d{9}", r"[A-Z]\d{8}",                                 # US / UK / TW / HK
    r"C[CFGHJKLMNPRTVWXYZ0-9]{8}",                           # DE
    r"\d{2}[A-Z]{2}\d{5}",                                   # FR
    r"[A-Z]\d{7}", r"[A-Z]{2}\d{6}", r"[A-Z]{2}\d{7}",       # IN, CA, AU/JP/IE
    r"[A-NP-Z]{2}[A-NP-Z0-9]{6}\d",                          # NL
    r"[A-Z]\d{7}[A-Z]",                                      # SG
]


def passport_ok(s):
    return any(re.fullmatch(p, s) for p in PASSPORT_SHAPES)


def gen_passport(name, shape):
    r = _rng(name)
    out = []
    for ch in shape:
        if ch == "9":
            out.append(r.choice(DIG))
        elif ch == "A":
            out.append(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ"))
        elif ch == "G":
            out.append(r.choice("CFGHJKLMNPRTVWXYZ0123456789"))
        else:
            out.append(ch)
    return "".join(out)


# ------------------------------------------------------------ national IDs
DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(s):
    m = re.fullmatch(r"([XYZ]|\d)(\d{7})-?([A-Z])", s.replace(".", ""))
    if not m:
        return False
    n = int(str("XYZ".find(m.group(1))) + m.group(2)) if m.group(1) in "XYZ" else int(m.group(1) + m.group(2))
    return DNI_L[n % 23] == m.group(3)


def gen_dni(name, nie=None):
    r = _rng(name)
    if nie:
        d = _s(r, DIG, 7)
        return nie + d + DNI_L[int(str("XYZ".find(nie)) + d) % 23]
    d = str(r.randint(10000000, 79999999))
    return d + DNI_L[int(d) % 23]


def bsn_ok(s):
    d = s.replace(".", "").replace(" ", "")
    if not re.fullmatch(r"\d{9}", d) or d[0] == "0":
        return False
    t = sum(int(d[i]) * (9 - i) for i in range(8)) - int(d[8])
    return t % 11 == 0


def gen_bsn(name):
    r = _rng(name)
    while True:
        d = str(r.randint(1, 9)) + _s(r, DIG, 7)
        c = sum(int(d[i]) * (9 - i) for i in range(8)) % 11
        if c < 10:
            return d + str(c)


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    if (10 - sum(int(a) * b for a, b in zip(s, PESEL_W)) % 10) % 10 != int(s[10]):
        return False
    return pesel_birth(s) is not None


def pesel_birth(s):
    y, m, d = int(s[0:2]), int(s[2:4]), int(s[4:6])
    century = {0: 1900, 20: 2000, 80: 1800, 40: 2100, 60: 2200}
    for off, c in century.items():
        if 1 <= m - off <= 12:
            try:
                return datetime.date(c + y, m - off, d)
            except ValueError:
                return None
    return None


def gen_pesel(name, ymd, sex):
    r = _rng(name)
    y, m, d = int(ymd[:4]), int(ymd[4:6]), int(ymd[6:])
    mm = m + (20 if y >= 2000 else 0)
    body = "%02d%02d%02d" % (y % 100, mm, d) + _s(r, DIG, 3) + r.choice("13579" if sex == "M" else "02468")
    return body + str((10 - sum(int(a) * b for a, b in zip(body, PESEL_W)) % 10) % 10)


def se_pnr_ok(s):
    m = re.fullmatch(r"(\d{6})([-+])(\d{4})", s)
    if not m:
        return False
    return luhn_ok(m.group(1) + m.group(3)) and se_pnr_birth(s) is not None


def se_pnr_birth(s):
    yy, mm, dd = int(s[0:2]), int(s[2:4]), int(s[4:6])
    y = 2000 + yy if (s[6] == "-" and yy <= 25) else 1900 + yy
    if s[6] == "+":
        y -= 100
    try:
        return datetime.date(y, mm, dd)
    except ValueError:
        return None


def gen_se_pnr(name, ymd):
    r = _rng(name)
    full = luhn_complete(ymd[2:] + _s(r, DIG, 3))
    return full[:6] + "-" + full[6:]


def sin_ok(s):
    d = s.replace(" ", "").replace("-", "")
    return bool(re.fullmatch(r"[1-79]\d{8}", d)) and luhn_ok(d)


def gen_sin(name, sep=" "):
    r = _rng(name)
    raw = luhn_complete(str(r.randint(1, 7)) + _s(r, DIG, 7))
    return groups(raw, [3, 3, 3], sep)


def _hk_sum(letters, digits):
    vals = [36] * (2 - len(letters)) + [ord(c) - 55 for c in letters]
    vals += [int(c) for c in digits]
    return sum(v * w for v, w in zip(vals, [9, 8, 7, 6, 5, 4, 3, 2]))


def hkid_ok(s):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(([\dA])\)", s)
    if not m:
        return False
    c = (11 - _hk_sum(m.group(1), m.group(2)) % 11) % 11
    return ("A" if c == 10 else str(c)) == m.group(3)


def gen_hkid(name, letters):
    r = _rng(name)
    d = _s(r, DIG, 6)
    c = (11 - _hk_sum(letters, d) % 11) % 11
    return "%s%s(%s)" % (letters, d, "A" if c == 10 else str(c))


NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def nric_ok(s):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    if not m:
        return False
    return _nric_letter(m.group(1), m.group(2)) == m.group(3)


def _nric_letter(p, d):
    t = sum(int(a) * b for a, b in zip(d, NRIC_W)) + (4 if p in "TG" else 0)
    return ("JZIHGFEDCBA" if p in "ST" else "XWUTRQPNMLK")[t % 11]


def gen_nric(name, prefix):
    r = _rng(name)
    d = _s(r, DIG, 7)
    return prefix + d + _nric_letter(prefix, d)


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


def aadhaar_ok(s):
    d = s.replace(" ", "").replace("-", "")
    if not re.fullmatch(r"[2-9]\d{11}", d):
        return False
    c = 0
    for i, n in enumerate(reversed(d)):
        c = V_D[c][V_P[i % 8][int(n)]]
    return c == 0


def gen_aadhaar(name):
    r = _rng(name)
    d = str(r.randint(2, 9)) + _s(r, DIG, 10)
    c = 0
    for i, n in enumerate(reversed(d)):
        c = V_D[c][V_P[(i + 1) % 8][int(n)]]
    return groups(d + str(V_INV[c]), [4, 4, 4])


def nino_ok(s):
    d = s.replace(" ", "")
    m = re.fullmatch(r"([A-CEGHJ-PR-TW-Z])([A-CEGHJ-NPR-TW-Z])(\d{6})([A-D])", d)
    return bool(m) and d[:2] not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ")


def gen_nino(name, spaced=True):
    r = _rng(name)
    while True:
        a = r.choice("ABCEGHJKLMNPRSTWXYZ")
        b = r.choice("ABCEGHJKLMNPRSTWXYZ")
        if a + b not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = _s(r, DIG, 6)
    raw = a + b + d + r.choice("ABCD")
    return groups(raw, [2, 2, 2, 2, 1]) if spaced else raw


HETU_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_ok(s):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", s)
    if not m or hetu_birth(s) is None:
        return False
    return HETU_C[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def hetu_birth(s):
    c = {"+": 1800, "-": 1900, "A": 2000}[s[6]]
    try:
        return datetime.date(c + int(s[4:6]), int(s[2:4]), int(s[0:2]))
    except ValueError:
        return None


def gen_hetu(name, ymd):
    r = _rng(name)
    y = int(ymd[:4])
    ddmmyy = ymd[6:] + ymd[4:6] + ymd[2:4]
    n = "%03d" % r.randint(2, 899)
    return ddmmyy + ("A" if y >= 2000 else "-") + n + HETU_C[int(ddmmyy + n) % 31]


CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21,
                   1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8,
                   12, 14, 16, 10, 22, 25, 24, 23]))
CF_MONTH = "ABCDEHLMPRST"


def _cf_even(c):
    return int(c) if c.isdigit() else ord(c) - 65


def cf_check(s15):
    t = sum(CF_ODD[c] if i % 2 == 0 else _cf_even(c) for i, c in enumerate(s15))
    return chr(65 + t % 26)


def cf_ok(s):
    if not re.fullmatch(r"[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]", s):
        return False
    return cf_check(s[:15]) == s[15] and cf_birth(s) is not None


def cf_birth(s):
    y = int(s[6:8])
    y += 2000 if y <= 25 else 1900
    d = int(s[9:11])
    if d > 40:
        d -= 40
    try:
        return datetime.date(y, CF_MONTH.index(s[8]) + 1, d)
    except ValueError:
        return None


def _cf_part(word, is_name):
    w = word.upper()
    cons = [c for c in w if c.isalpha() and c not in "AEIOU"]
    vows = [c for c in w if c in "AEIOU"]
    if is_name and len(cons) >= 4:
        return cons[0] + cons[2] + cons[3]
    return ("".join(cons + vows) + "XXX")[:3]


def gen_cf(name, surname, given, ymd, sex, comune):
    y, m, d = ymd[2:4], int(ymd[4:6]), int(ymd[6:])
    s15 = (_cf_part(surname, False) + _cf_part(given, True) + y + CF_MONTH[m - 1]
           + "%02d" % (d + (40 if sex == "F" else 0)) + comune)
    return s15 + cf_check(s15)


def be_nrn_ok(s):
    m = re.fullmatch(r"(\d{2})\.(\d{2})\.(\d{2})-(\d{3})\.(\d{2})", s)
    if not m:
        return False
    body = "".join(m.groups()[:4])
    c = int(m.group(5))
    return c in (97 - int(body) % 97, 97 - int("2" + body) % 97)


def be_birth(s):
    yy, mm, dd = int(s[0:2]), int(s[3:5]), int(s[6:8])
    body = s[0:2] + s[3:5] + s[6:8] + s[9:12]
    y = 2000 + yy if int(s[13:15]) == 97 - int("2" + body) % 97 else 1900 + yy
    try:
        return datetime.date(y, mm, dd)
    except ValueError:
        return None


def gen_be_nrn(name, ymd):
    r = _rng(name)
    body = ymd[2:4] + ymd[4:6] + ymd[6:] + "%03d" % r.randint(1, 997)
    c = 97 - int(("2" if int(ymd[:4]) >= 2000 else "") + body) % 97
    return "%s.%s.%s-%s.%02d" % (body[0:2], body[2:4], body[4:6], body[6:9], c)


TFN_W = [1, 4, 3, 7, 5, 8, 6, 9, 10]


def tfn_ok(s):
    d = s.replace(" ", "")
    return bool(re.fullmatch(r"\d{9}", d)) and sum(int(a) * b for a, b in zip(d, TFN_W)) % 11 == 0


def gen_tfn(name):
    r = _rng(name)
    while True:
        d = _s(r, DIG, 8)
        t = sum(int(a) * b for a, b in zip(d, TFN_W)) % 11
        if t < 10:
            return groups(d + str(t), [3, 3, 3])


RRN_W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]


def rrn_ok(s):
    m = re.fullmatch(r"(\d{6})-(\d{7})", s)
    if not m:
        return False
    d = m.group(1) + m.group(2)
    return (11 - sum(int(a) * b for a, b in zip(d, RRN_W)) % 11) % 10 == int(d[12]) and rrn_birth(s) is not None


def rrn_birth(s):
    c = {"1": 1900, "2": 1900, "3": 2000, "4": 2000, "5": 1900, "6": 1900, "7": 2000, "8": 2000}.get(s[7])
    if c is None:
        return None
    try:
        return datetime.date(c + int(s[0:2]), int(s[2:4]), int(s[4:6]))
    except ValueError:
        return None


def gen_rrn(name, ymd, sex):
    r = _rng(name)
    g = ("1" if sex == "M" else "2") if int(ymd[:4]) < 2000 else ("3" if sex == "M" else "4")
    d = ymd[2:] + g + _s(r, DIG, 5)
    c = (11 - sum(int(a) * b for a, b in zip(d, RRN_W)) % 11) % 10
    return d[:6] + "-" + d[6:] + str(c)


TW_CODE = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21,
               N=22, O=35, P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def _tw_sum(s9):
    code = TW_CODE[s9[0]]
    return code // 10 + (code % 10) * 9 + sum(int(a) * b for a, b in zip(s9[1:], [8, 7, 6, 5, 4, 3, 2, 1]))


def twid_ok(s):
    if not re.fullmatch(r"[A-Z][12]\d{8}", s):
        return False
    return (_tw_sum(s[:9]) + int(s[9])) % 10 == 0


def gen_twid(name, letter, sex):
    r = _rng(name)
    s9 = letter + ("1" if sex == "M" else "2") + _s(r, DIG, 7)
    return s9 + str((10 - _tw_sum(s9) % 10) % 10)


def nir_ok(s):
    d = s.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", d):
        return False
    return 97 - int(d[:13]) % 97 == int(d[13:])


def gen_nir(name, sex, ymd, dept):
    r = _rng(name)
    d13 = ("1" if sex == "M" else "2") + ymd[2:4] + ymd[4:6] + dept + _s(r, DIG, 3) + _s(r, DIG, 3)
    return groups(d13 + "%02d" % (97 - int(d13) % 97), [1, 2, 2, 2, 3, 3, 2])


FNR_W1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
FNR_W2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]


def _fnr_k(d, w):
    k = 11 - sum(int(a) * b for a, b in zip(d, w)) % 11
    return 0 if k == 11 else k


def fnr_ok(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    k1 = _fnr_k(s[:9], FNR_W1)
    k2 = _fnr_k(s[:10], FNR_W2)
    return k1 < 10 and k2 < 10 and s[9] == str(k1) and s[10] == str(k2) and fnr_birth(s) is not None


def fnr_birth(s):
    try:
        return datetime.date(1900 + int(s[4:6]), int(s[2:4]), int(s[0:2]))
    except ValueError:
        return None


def gen_fnr(name, ymd):
    r = _rng(name)
    while True:
        d9 = ymd[6:] + ymd[4:6] + ymd[2:4] + "%03d" % r.randint(0, 499)
        k1 = _fnr_k(d9, FNR_W1)
        if k1 == 10:
            continue
        k2 = _fnr_k(d9 + str(k1), FNR_W2)
        if k2 == 10:
            continue
        return d9 + str(k1) + str(k2)


NATIONAL_ID_VALIDATORS = [
    ("es_dni", dni_ok, None), ("nl_bsn", bsn_ok, None), ("pl_pesel", pesel_ok, pesel_birth),
    ("se_pnr", se_pnr_ok, se_pnr_birth), ("ca_sin", sin_ok, None), ("hk_id", hkid_ok, None),
    ("sg_nric", nric_ok, None), ("in_aadhaar", aadhaar_ok, None), ("uk_nino", nino_ok, None),
    ("fi_hetu", hetu_ok, hetu_birth), ("it_cf", cf_ok, cf_birth), ("be_nrn", be_nrn_ok, be_birth),
    ("au_tfn", tfn_ok, None), ("kr_rrn", rrn_ok, rrn_birth), ("tw_id", twid_ok, None),
    ("fr_nir", nir_ok, None), ("no_fnr", fnr_ok, fnr_birth),
]


def national_id_kind(s):
    for k, ok, birth in NATIONAL_ID_VALIDATORS:
        if ok(s):
            return k, (birth(s) if birth else None)
    return None, None


# ---------------------------------------------------------- vendor shapes
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _b62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def gh_ok(s):
    m = re.fullmatch(r"(gh[pousr])_([A-Za-z0-9]{30})([A-Za-z0-9]{6})", s)
    return bool(m) and _b62(zlib.crc32(m.group(2).encode()), 6) == m.group(3)


def gen_gh(name, prefix="ghp"):
    r = _rng(name)
    body = _s(r, ALNUM, 30)
    return "%s_%s%s" % (prefix, body, _b62(zlib.crc32(body.encode()), 6))


def _b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def gen_jwt(name, payload):
    r = _rng(name)
    h = _b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = _b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = _b64url(bytes(r.getrandbits(8) for _ in range(32)))
    return "%s.%s.%s" % (h, p, sig)


def jwt_ok(s):
    parts = s.split(".")
    if len(parts) != 3:
        return False
    try:
        for p in parts[:2]:
            json.loads(base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)))
    except Exception:
        return False
    return bool(re.fullmatch(r"[A-Za-z0-9_-]{43}", parts[2]))


def gen_shape(name, *parts):
    """parts: literal strings or (alphabet, n) tuples."""
    r = _rng(name)
    out = []
    for p in parts:
        out.append(p if isinstance(p, str) else _s(r, p[0], p[1]))
    return "".join(out)


def gen_uuid(name):
    r = _rng(name)
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def gen_pem(name, kind):
    r = _rng(name)
    if kind == "openssh":
        head = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
        lines = [head] + [_s(r, B64, 70) for _ in range(3)] + [_s(r, B64, 28) + "=="]
        label = "OPENSSH PRIVATE KEY"
    elif kind == "rsa":
        lines = ["MIIEowIBAAKCAQEA" + _s(r, B64, 48)] + [_s(r, B64, 64) for _ in range(7)] + [_s(r, B64, 36) + "="]
        label = "RSA PRIVATE KEY"
    else:
        lines = ["MHcCAQEEI" + _s(r, B64, 55), "oAoGCCqGSM49AwEHoUQDQgAE" + _s(r, B64, 40), _s(r, B64, 24) + "=="]
        label = "EC PRIVATE KEY"
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def pem_ok(s):
    m = re.fullmatch(r"-----BEGIN ([A-Z ]+)-----\n([A-Za-z0-9+/=\n]+)\n-----END \1-----", s)
    return bool(m)


# ------------------------------------------------------------------ VALUES
VALUES = {}


def _add(name, value):
    assert name not in VALUES, name
    VALUES[name] = value


# cards
for _n, _p, _l, _f in [
    ("card_visa_1", "4", 16, "space"), ("card_visa_2", "4", 16, "plain"),
    ("card_visa_3", "4", 16, "dash"), ("card_visa_4", "4", 16, "space"),
    ("card_visa_5", "4", 16, "plain"), ("card_visa_6", "4", 16, "space"),
    ("card_mc_1", "54", 16, "space"), ("card_mc_2", "2223", 16, "plain"),
    ("card_mc_3", "55", 16, "dash"), ("card_mc_4", "51", 16, "space"),
    ("card_amex_1", "37", 15, "amex"), ("card_amex_2", "34", 15, "plain"),
    ("card_up_1", "6222", 16, "space"), ("card_up_2", "6217", 19, "space"),
    ("card_up_3", "6228", 19, "plain"), ("card_up_4", "6225", 16, "space"),
    ("card_disc_1", "6011", 16, "space"), ("card_jcb_1", "3530", 16, "space"),
    ("card_up_5", "6214", 19, "plain"), ("card_up_6", "6230", 16, "space"),
]:
    _add(_n, gen_card(_n, _p, _l, _f))

# IBANs (dec_ ones are organisation accounts used as decoys)
for _n, _c, _f, _b in [
    ("iban_gb_1", "GB", "space", "NWBK"), ("iban_gb_2", "GB", "plain", "BARC"),
    ("iban_gb_3", "GB", "space", "LOYD"), ("iban_gb_4", "GB", "plain", "MIDL"),
    ("iban_de_1", "DE", "space", None), ("iban_de_2", "DE", "plain", None),
    ("iban_fr_1", "FR", "space", None), ("iban_nl_1", "NL", "space", "INGB"),
    ("iban_nl_2", "NL", "plain", "ABNA"), ("iban_es_1", "ES", "space", None),
    ("iban_ie_1", "IE", "space", "AIBK"), ("iban_be_1", "BE", "space", None),
    ("iban_ch_1", "CH", "space", None), ("iban_pl_1", "PL", "space", None),
    ("iban_at_1", "AT", "plain", None), ("iban_pt_1", "PT", "space", None),
    ("dec_org_iban_1", "GB", "space", "HBUK"), ("dec_org_iban_2", "DE", "space", None),
]:
    _add(_n, gen_iban(_n, _c, _f, _b))

# SSNs
for _n, _sep in [("ssn_1", "-"), ("ssn_2", "-"), ("ssn_3", "-"), ("ssn_4", "-"), ("ssn_5", "-"),
                 ("ssn_6", "-"), ("ssn_7", " "), ("ssn_8", ""), ("ssn_9", "-")]:
    _add(_n, gen_ssn(_n, _sep))

# Chinese resident IDs (name, region, birth, sex, want X)
for _n, _reg, _ymd, _sex, _x in [
    ("id_zhou", "330106", "19780521", "M", None), ("id_xu", "310104", "19911103", "F", None),
    ("id_chen", "440305", "19860217", "M", None), ("id_li", "110105", "19690830", "F", None),
    ("id_wang", "510107", "20011209", "M", None), ("id_zhao", "420106", "19950726", "F", None),
    ("id_lin", "350203", "19830411", "M", True), ("id_huang", "320102", "19751002", "F", None),
    ("id_ma", "120101", "19990128", "M", None), ("id_guo", "370202", "19880915", "F", None),
    ("id_he", "430104", "19930606", "M", None), ("id_sun", "210102", "19800312", "F", True),
    ("id_deng", "500103", "19970419", "M", None), ("id_fang", "610113", "19721230", "F", None),
    ("id_tang", "440106", "19640918", "M", None), ("id_yu", "330203", "20030224", "F", None),
]:
    _add(_n, gen_idcard(_n, _reg, _ymd, _sex, _x))

# passports (9 digit, A letter, G German alphabet)
for _n, _shape in [
    ("pp_cn_1", "E99999999"), ("pp_cn_2", "EA9999999"), ("pp_cn_3", "E99999999"),
    ("pp_us_1", "999999999"), ("pp_us_2", "A99999999"), ("pp_uk_1", "999999999"),
    ("pp_uk_2", "999999999"), ("pp_de_1", "CGGGGGGGG"), ("pp_fr_1", "99AA99999"),
    ("pp_in_1", "A9999999"), ("pp_ca_1", "AA999999"), ("pp_au_1", "PA9999999"),
    ("pp_nl_1", "AAAAAAAA9"), ("pp_hk_1", "K99999999"), ("pp_tw_1", "999999999"),
    ("pp_jp_1", "TA9999999"), ("pp_kr_1", "M99999999"), ("pp_sg_1", "K9999999A"), ("pp_ie_1", "PA9999999"),
]:
    _add(_n, gen_passport(_n, _shape))

# other countries' personal ID numbers
_add("nid_es_dni_1", gen_dni("nid_es_dni_1"))
_add("nid_es_nie_1", gen_dni("nid_es_nie_1", nie="Y"))
_add("nid_nl_bsn_1", gen_bsn("nid_nl_bsn_1"))
_add("nid_pl_pesel_1", gen_pesel("nid_pl_pesel_1", "19840719", "M"))
_add("nid_pl_pesel_2", gen_pesel("nid_pl_pesel_2", "20020305", "F"))
_add("nid_se_pnr_1", gen_se_pnr("nid_se_pnr_1", "19900214"))
_add("nid_ca_sin_1", gen_sin("nid_ca_sin_1", " "))
_add("nid_ca_sin_2", gen_sin("nid_ca_sin_2", "-"))
_add("nid_hk_1", gen_hkid("nid_hk_1", "K"))
_add("nid_hk_2", gen_hkid("nid_hk_2", "Y"))
_add("nid_sg_1", gen_nric("nid_sg_1", "S"))
_add("nid_sg_2", gen_nric("nid_sg_2", "T"))
_add("nid_sg_3", gen_nric("nid_sg_3", "S"))
_add("nid_sg_4", gen_nric("nid_sg_4", "G"))
_add("nid_in_1", gen_aadhaar("nid_in_1"))
_add("nid_uk_nino_1", gen_nino("nid_uk_nino_1", True))
_add("nid_uk_nino_2", gen_nino("nid_uk_nino_2", False))
_add("nid_uk_nino_3", gen_nino("nid_uk_nino_3", True))
_add("nid_fi_1", gen_hetu("nid_fi_1", "19871005"))
_add("nid_it_cf_1", gen_cf("nid_it_cf_1", "Bianchi", "Giulia", "19820309", "F", "F205"))
_add("nid_be_1", gen_be_nrn("nid_be_1", "19791201"))
_add("nid_au_tfn_1", gen_tfn("nid_au_tfn_1"))
_add("nid_kr_1", gen_rrn("nid_kr_1", "19920530", "F"))
_add("nid_tw_1", gen_twid("nid_tw_1", "A", "F"))
_add("nid_tw_2", gen_twid("nid_tw_2", "F", "M"))
_add("nid_fr_1", gen_nir("nid_fr_1", "M", "19850312", "69"))
_add("nid_no_1", gen_fnr("nid_no_1", "19760822"))

# API keys / tokens
_add("ak_aws_1", gen_shape("ak_aws_1", "AKIA", (B32, 16)))
_add("ak_aws_2", gen_shape("ak_aws_2", "AKIA", (B32, 16)))
_add("ak_aws_3", gen_shape("ak_aws_3", "AKIA", (B32, 16)))
_add("ak_aws_4", gen_shape("ak_aws_4", "AKIA", (B32, 16)))
_add("ak_gh_1", gen_gh("ak_gh_1"))
_add("ak_gh_2", gen_gh("ak_gh_2"))
_add("ak_gh_3", gen_gh("ak_gh_3", "gho"))
_add("ak_gh_fine_1", gen_shape("ak_gh_fine_1", "github_pat_11A", (UP + DIG, 19), "_", (ALNUM, 59)))
_add("ak_gitlab_1", gen_shape("ak_gitlab_1", "glpat-", (ALNUM + "-_", 20)))
_add("ak_stripe_1", gen_shape("ak_stripe_1", "sk_live_51", (ALNUM, 96)))
_add("ak_stripe_2", gen_shape("ak_stripe_2", "rk_live_51", (ALNUM, 96)))
_add("ak_slack_1", gen_shape("ak_slack_1", "xoxb-", (DIG, 12), "-", (DIG, 13), "-", (ALNUM, 24)))
_add("ak_slack_2", gen_shape("ak_slack_2", "xoxp-", (DIG, 12), "-", (DIG, 12), "-", (DIG, 13), "-", (HEX, 32)))
_add("ak_tg_1", gen_shape("ak_tg_1", "7", (DIG, 9), ":AA", (B64URL, 33)))
_add("ak_tg_2", gen_shape("ak_tg_2", "6", (DIG, 9), ":AA", (B64URL, 33)))
_add("ak_discord_1", _b64url(b"1187263548291837462") + gen_shape("ak_discord_1", ".", (B64URL, 6), ".", (B64URL, 38)))
_add("ak_openai_1", gen_shape("ak_openai_1", "sk-proj-", (B64URL, 74), "T3BlbkFJ", (B64URL, 74)))
_add("ak_openai_2", gen_shape("ak_openai_2", "sk-", (ALNUM, 20), "T3BlbkFJ", (ALNUM, 20)))
_add("ak_anthropic_1", gen_shape("ak_anthropic_1", "sk-ant-api03-", (B64URL, 93), "AA"))
_add("ak_google_1", gen_shape("ak_google_1", "AIzaSy", (B64URL, 33)))
_add("ak_google_2", gen_shape("ak_google_2", "AIzaSy", (B64URL, 33)))
_add("ak_sendgrid_1", gen_shape("ak_sendgrid_1", "SG.", (B64URL, 22), ".", (B64URL, 43)))
_add("ak_twilio_1", gen_shape("ak_twilio_1", "SK", (HEX, 32)))
_add("ak_mailgun_1", gen_shape("ak_mailgun_1", "key-", (HEX, 32)))
_add("ak_hf_1", gen_shape("ak_hf_1", "hf_", (UP + LO, 34)))
_add("ak_npm_1", gen_shape("ak_npm_1", "npm_", (ALNUM, 36)))
_add("ak_shopify_1", gen_shape("ak_shopify_1", "shpat_", (HEX, 32)))
_add("ak_pypi_1", gen_shape("ak_pypi_1", "pypi-AgEIcHlwaS5vcmcCJ", (B64URL, 120)))
_add("ak_mapbox_1", "sk.eyJ1IjoicmNjbHViIiwiYSI6I" + gen_shape("ak_mapbox_1", (B64URL, 26), ".", (B64URL, 22)))
_add("ak_aliyun_1", gen_shape("ak_aliyun_1", "LTAI5t", (ALNUM, 18)))
_add("ak_aliyun_2", gen_shape("ak_aliyun_2", "LTAI5t", (ALNUM, 18)))
_add("ak_tencent_1", gen_shape("ak_tencent_1", "AKID", (ALNUM, 32)))
_add("ak_jwt_1", gen_jwt("ak_jwt_1", {"sub": "launch-log-svc", "iat": 1718611200, "exp": 1750147200, "scope": "flights:write"}))
_add("ak_jwt_2", gen_jwt("ak_jwt_2", {"sub": "u_48213", "role": "shop_admin", "iat": 1722470400}))
_add("ak_jwt_3", gen_jwt("ak_jwt_3", {"sub": "timing-kiosk", "aud": "rc-track-api", "exp": 1767225600}))
_add("ak_jwt_4", gen_jwt("ak_jwt_4", {"uid": 90311, "app": "puzzle-erp", "iat": 1730419200}))

# secrets
_add("sec_aws_1", gen_shape("sec_aws_1", (B64, 40)))
_add("sec_aws_2", gen_shape("sec_aws_2", (B64, 40)))
_add("sec_aws_3", gen_shape("sec_aws_3", (B64, 40)))
_add("sec_whsec_1", gen_shape("sec_whsec_1", "whsec_", (ALNUM, 32)))
_add("sec_whsec_2", gen_shape("sec_whsec_2", "whsec_", (ALNUM, 32)))
_add("sec_slack_hook_1", gen_shape("sec_slack_hook_1", "https://hooks.slack.com/services/T0", (UP + DIG, 8), "/B0", (UP + DIG, 9), "/", (ALNUM, 24)))
_add("sec_discord_hook_1", gen_shape("sec_discord_hook_1", "https://discord.com/api/webhooks/12", (DIG, 17), "/", (B64URL, 68)))
_add("sec_discord_hook_2", gen_shape("sec_discord_hook_2", "https://discord.com/api/webhooks/11", (DIG, 17), "/", (B64URL, 68)))
_add("sec_dingtalk_hook_1", gen_shape("sec_dingtalk_hook_1", "https://oapi.dingtalk.com/robot/send?access_token=", (HEX, 64)))
_add("sec_dingtalk_sign_1", gen_shape("sec_dingtalk_sign_1", "SEC", (HEX, 64)))
_add("sec_wecom_hook_1", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + gen_uuid("sec_wecom_hook_1"))
_add("sec_feishu_hook_1", "https://open.feishu.cn/open-apis/bot/v2/hook/" + gen_uuid("sec_feishu_hook_1"))
_add("sec_totp_1", groups(gen_shape("sec_totp_1", (B32, 32)).lower(), [4] * 8))
_add("sec_totp_2", gen_shape("sec_totp_2", (B32, 16)))
_add("sec_totp_3", gen_shape("sec_totp_3", (B32, 32)))
for _i in range(1, 9):
    _add("sec_rec_%d" % _i, gen_shape("sec_rec_%d" % _i, (HEX, 5), "-", (HEX, 5)))
_add("sec_cookie_1", gen_shape("sec_cookie_1", (LO + DIG, 32)))
_add("sec_cookie_2", gen_shape("sec_cookie_2", (LO + DIG, 26)))
_add("sec_cookie_3", gen_shape("sec_cookie_3", "s%3A", (B64URL, 32), ".", (B64, 43)))
_add("sec_pem_1", gen_pem("sec_pem_1", "openssh"))
_add("sec_pem_2", gen_pem("sec_pem_2", "rsa"))
_add("sec_pem_3", gen_pem("sec_pem_3", "ec"))
_add("sec_twilio_1", gen_shape("sec_twilio_1", (HEX, 32)))
_add("sec_gclient_1", gen_shape("sec_gclient_1", "GOCSPX-", (B64URL, 28)))
_add("sec_aliyun_1", gen_shape("sec_aliyun_1", (ALNUM, 30)))
_add("sec_aliyun_2", gen_shape("sec_aliyun_2", (ALNUM, 30)))
_add("sec_tencent_1", gen_shape("sec_tencent_1", (ALNUM, 32)))
_add("sec_wx_1", gen_shape("sec_wx_1", (HEX, 32)))
_add("sec_wxpay_v3_1", gen_shape("sec_wxpay_v3_1", (ALNUM, 32)))
_add("sec_jwtkey_1", gen_shape("sec_jwtkey_1", (B64URL, 48)))
_add("sec_django_1", gen_shape("sec_django_1", (LO, 1), (LO + DIG + "!@#%^&*(-_=+)", 49)))
_add("sec_flask_1", gen_shape("sec_flask_1", (HEX, 64)))

# decoy values with a vendor shape (not personal, not secret)
_add("dec_stripe_pk_1", gen_shape("dec_stripe_pk_1", "pk_live_51", (ALNUM, 96)))
_add("dec_twilio_ac_1", gen_shape("dec_twilio_ac_1", "AC", (HEX, 32)))
_add("dec_wx_appid_1", gen_shape("dec_wx_appid_1", "wx", (HEX, 16)))
_add("dec_gclient_1", gen_shape("dec_gclient_1", "4", (DIG, 11), "-", (LO + DIG, 32), ".apps.googleusercontent.com"))
_add("dec_mapbox_pk_1", "pk.eyJ1IjoicmNjbHViIiwiYSI6I" + gen_shape("dec_mapbox_pk_1", (B64URL, 26), ".", (B64URL, 22)))
_add("dec_aws_example", "AKIAIOSFODNN7EXAMPLE")
_add("dec_aws_example_secret", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")
for _i in range(1, 9):
    _add("dec_sha_%d" % _i, gen_shape("dec_sha_%d" % _i, (HEX, 40)))
for _i in range(1, 5):
    _add("dec_sha256_%d" % _i, gen_shape("dec_sha256_%d" % _i, (HEX, 64)))
_add("dec_md5_1", gen_shape("dec_md5_1", (HEX, 32)))
for _i in range(1, 11):
    _add("dec_uuid_%d" % _i, gen_uuid("dec_uuid_%d" % _i))


# ---------------------------------------------------------------- selftest
def validator_for(name):
    """Return (validator, has_check_digit) for a value name."""
    if name.startswith("card_"):
        return luhn_ok, True
    if name.startswith("iban_") or name.startswith("dec_org_iban"):
        return iban_ok, True
    if name.startswith("ssn_"):
        return ssn_ok, False
    if name.startswith("id_"):
        return idcard_ok, True
    if name.startswith("pp_"):
        return passport_ok, False
    if name.startswith("nid_"):
        nino = name.startswith("nid_uk_nino")
        return (lambda s: national_id_kind(s)[0] is not None), not nino
    if name.startswith("ak_gh_") and not name.startswith("ak_gh_fine"):
        return gh_ok, True
    if name.startswith("ak_jwt"):
        return jwt_ok, False
    if name.startswith("sec_pem"):
        return pem_ok, False
    return (lambda s: bool(s) and not re.search(r"\s", s.replace(" ", "")) if "totp" in name else bool(s) and " " not in s), False


def corrupt(value):
    """Change the last body digit (the digit before the final check position) by +1."""
    idx = [i for i, c in enumerate(value) if c.isdigit()]
    if value[-1].isdigit() or value.endswith(")"):
        target = idx[-2]
    else:
        target = idx[-1]
    c = str((int(value[target]) + 1) % 10)
    return value[:target] + c + value[target + 1:]


def selftest(verbose=False):
    bad = []
    for name, v in VALUES.items():
        ok, has_check = validator_for(name)
        if not ok(v):
            bad.append("invalid: %s=%r" % (name, v))
            continue
        if has_check:
            cv = corrupt(v)
            if cv == v or ok(cv):
                bad.append("corruption not caught: %s %r -> %r" % (name, v, cv))
    if verbose or bad:
        for b in bad:
            print(b)
    print("selftest: %d values, %d problems" % (len(VALUES), len(bad)))
    return not bad


if __name__ == "__main__":
    if "-p" in sys.argv:
        for k, v in VALUES.items():
            print("%-22s %s" % (k, v.replace("\n", "\\n")))
    sys.exit(0 if selftest() else 1)
