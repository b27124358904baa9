#!/usr/bin/env python3
"""blind54 value generators.

Every value that carries a check digit or a vendor-specific shape is generated
here from a seeded random.Random and exposed in VALUES; the text files refer to
them as $name.  `python3 values.py -p` prints them, `python3 values.py` runs
selftest().  The validators below are re-used by check_blind.py.
"""
import base64
import datetime
import hashlib
import hmac
import json
import random
import re
import string
import struct
import sys
import uuid
import zlib

SEED = 540054
rng = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
LOALNUM = LO + DIG
B64URL = ALNUM + "-_"
HEXL = "0123456789abcdef"
B32 = UP + "234567"
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def rs(alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def rbytes(n):
    return bytes(rng.getrandbits(8) for _ in range(n))


def only_digits(s):
    return re.sub(r"\D", "", s)


def _all_digit_corruptions_fail(v, validator):
    """True when replacing any single digit d by (d+1) % 10 makes v invalid."""
    for i, ch in enumerate(v):
        if ch.isdigit():
            bad = v[:i] + str((int(ch) + 1) % 10) + v[i + 1:]
            if validator(bad):
                return False
    return True


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        if i >= len(s):
            break
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_digit(body):
    for c in DIG:
        if luhn_ok(body + c):
            return c
    raise AssertionError


def make_card(prefix, length, sizes=None, sep=" "):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    num = body + luhn_digit(body)
    return group(num, sizes, sep) if sizes else num


def valid_card(v):
    if not re.fullmatch(r"\d[\d \-]*\d", v):
        return False
    d = only_digits(v)
    if not 13 <= len(d) <= 19 or not luhn_ok(d):
        return False
    return bool(re.match(r"4|5[1-5]|2[2-7]|3[47]|35|6011|65|62|81", d))


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "DE": 22, "FR": 27, "NL": 18, "ES": 24, "IE": 22,
            "BE": 16, "PL": 28, "AT": 20, "CH": 21, "IT": 27}


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def make_iban(country, bban, spaced=True):
    chk = 98 - _iban_num(bban + country + "00") % 97
    raw = "%s%02d%s" % (country, chk, bban)
    return group(raw, [4] * 10) if spaced else raw


def valid_iban(v):
    if not re.fullmatch(r"[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4})+", v):
        return False
    raw = v.replace(" ", "")
    if IBAN_LEN.get(raw[:2]) != len(raw):
        return False
    return _iban_num(raw[4:] + raw[:4]) % 97 == 1


def bban_gb(bank):
    return bank + rs(DIG, 6) + rs(DIG, 8)


def bban_de():
    return rs(DIG, 8) + rs(DIG, 10)


def bban_fr():
    bank, branch, acct = rs(DIG, 5), rs(DIG, 5), rs(DIG, 11)
    key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
    return bank + branch + acct + "%02d" % key


def bban_nl(bank):
    return bank + rs(DIG, 10)


def _es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return {11: 0, 10: 1}.get(d, d)


def bban_es():
    bank, branch, acct = rs(DIG, 4), rs(DIG, 4), rs(DIG, 10)
    dc = "%d%d" % (_es_dc("00" + bank + branch), _es_dc(acct))
    return bank + branch + dc + acct


def bban_be():
    ten = rs(DIG, 10)
    c = int(ten) % 97 or 97
    return ten + "%02d" % c


def bban_pl():
    seven = rs(DIG, 7)
    w = [3, 9, 7, 1, 3, 9, 7]
    c = (10 - sum(int(a) * b for a, b in zip(seven, w)) % 10) % 10
    return seven + str(c) + rs(DIG, 16)


# ---------------------------------------------------------------- US SSN
def make_ssn(sep="-"):
    while True:
        a = rng.randint(1, 899)
        if a in (666,):
            continue
        g, s = rng.randint(1, 99), rng.randint(1, 9999)
        return "%03d%s%02d%s%04d" % (a, sep, g, sep, s)


def valid_ssn(v):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", v)
    if not m:
        return False
    a, g, s = int(m.group(1)), int(m.group(3)), int(m.group(4))
    return 0 < a < 900 and a != 666 and g > 0 and s > 0


# ---------------------------------------------------------------- China ID (GB 11643)
ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
ID_C = "10X98765432"
CN_PROVINCES = {11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37,
                41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65}


def idcard_check(body17):
    return ID_C[sum(int(a) * b for a, b in zip(body17, ID_W)) % 11]


def make_idcard(region, ymd, male, want_x=False):
    while True:
        seq = rng.randint(0, 99)
        sex = rng.choice("13579" if male else "02468")
        body = "%s%s%02d%s" % (region, ymd, seq, sex)
        c = idcard_check(body)
        if want_x == (c == "X"):
            return body + c


def idcard_date(v):
    v = v.replace(" ", "")
    try:
        return datetime.date(int(v[6:10]), int(v[10:12]), int(v[12:14]))
    except ValueError:
        return None


def valid_idcard(v):
    if not re.fullmatch(r"\d{6} ?\d{8} ?\d{3}[\dX]", v):
        return False
    w = v.replace(" ", "")
    if int(w[:2]) not in CN_PROVINCES or idcard_date(w) is None:
        return False
    if not 1900 <= idcard_date(w).year <= 2012:
        return False
    return idcard_check(w[:17]) == w[17]


# ---------------------------------------------------------------- passports (shape only)
PASSPORT_SHAPES = {
    "CN": r"E\d{8}|E[A-HJ-NP-Z]\d{7}",
    "UK": r"\d{9}",
    "US": r"[A-Z]\d{8}|\d{9}",
    "DE": r"C[CFGHJKLMNPRTVWXYZ0-9]{8}",
    "IN": r"[A-PR-WY]\d{7}",
    "IE": r"[A-Z]{2}\d{7}",
    "FR": r"\d{2}[A-Z]{2}\d{5}",
    "CA": r"[A-Z]{2}\d{6}",
    "HK": r"[HK]\d{8}",
    "TW": r"\d{9}",
    "PL": r"[A-Z]{2}\d{7}",
    "AU": r"[A-Z]{1,2}\d{7}",
}


def make_passport(cc):
    if cc == "CN":
        return "E" + rs(DIG, 8)
    if cc == "CN2":
        return "E" + rng.choice("ABCDEFGHJK") + rs(DIG, 7)
    if cc in ("UK", "TW"):
        return rng.choice("123456789") + rs(DIG, 8)
    if cc == "US":
        return rng.choice("ACDEFGH") + rs(DIG, 8)
    if cc == "DE":
        return "C" + rs("CFGHJKLMNPRTVWXYZ0123456789", 8)
    if cc == "IN":
        return rng.choice("JKLMNPRSTUVZ") + rs(DIG, 7)
    if cc in ("IE", "PL"):
        return rs(UP, 2) + rs(DIG, 7)
    if cc == "FR":
        return rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5)
    if cc == "CA":
        return rs(UP, 2) + rs(DIG, 6)
    if cc == "HK":
        return rng.choice("HK") + rs(DIG, 8)
    if cc == "AU":
        return "P" + rng.choice("ABCDE") + rs(DIG, 7)
    raise KeyError(cc)


def valid_passport(v, cc=None):
    shapes = [PASSPORT_SHAPES[cc.rstrip("2")]] if cc else PASSPORT_SHAPES.values()
    return any(re.fullmatch(s, v) for s in shapes)


# ---------------------------------------------------------------- other national ids
def dni_letter(n):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]


def make_dni():
    n = rng.randint(10000000, 79999999)
    return "%08d%s" % (n, dni_letter(n))


def valid_dni(v):
    m = re.fullmatch(r"(\d{8})-?([A-Z])", v)
    return bool(m) and dni_letter(int(m.group(1))) == m.group(2)


def make_nie():
    p = rng.choice("XY")
    n = rng.randint(1000000, 9999999)
    return "%s%07d%s" % (p, n, dni_letter(int(str("XYZ".index(p)) + "%07d" % n)))


def valid_nie(v):
    m = re.fullmatch(r"([XYZ])-?(\d{7})-?([A-Z])", v)
    if not m:
        return False
    n = int(str("XYZ".index(m.group(1))) + m.group(2))
    return dni_letter(n) == m.group(3)


def bsn_ok(d):
    return (len(d) == 9 and d[0] != "0" and
            (sum(int(d[i]) * (9 - i) for i in range(8)) - int(d[8])) % 11 == 0)


def make_bsn():
    while True:
        body = rng.choice("123456789") + rs(DIG, 7)
        c = sum(int(body[i]) * (9 - i) for i in range(8)) % 11
        if c <= 9:
            return body + str(c)


def valid_bsn(v):
    return bool(re.fullmatch(r"\d{9}|\d{4}\.\d{2}\.\d{3}", v)) and bsn_ok(only_digits(v))


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def make_pesel(y, m, d, male):
    mm = m + (20 if y >= 2000 else 0)
    ser = rng.randint(0, 999)
    sex = rng.choice("13579" if male else "02468")
    body = "%02d%02d%02d%03d%s" % (y % 100, mm, d, ser, sex)
    c = (10 - sum(int(a) * b for a, b in zip(body, PESEL_W)) % 10) % 10
    return body + str(c)


def pesel_date(v):
    yy, mm, dd = int(v[:2]), int(v[2:4]), int(v[4:6])
    cent = 1900
    for base, c in ((80, 1800), (60, 2200), (40, 2100), (20, 2000)):
        if mm > base:
            mm -= base
            cent = c
            break
    try:
        return datetime.date(cent + yy, mm, dd)
    except ValueError:
        return None


def valid_pesel(v):
    if not re.fullmatch(r"\d{11}", v) or pesel_date(v) is None:
        return False
    c = (10 - sum(int(a) * b for a, b in zip(v[:10], PESEL_W)) % 10) % 10
    return c == int(v[10])


def make_se_pn(y, m, d):
    body = "%02d%02d%02d%03d" % (y % 100, m, d, rng.randint(100, 999))
    c = luhn_digit(body)
    return "%s-%s" % (body[:6], body[6:] + c)


def se_date(v):
    d = only_digits(v)[-10:]
    yy, mm, dd = int(d[:2]), int(d[2:4]), int(d[4:6])
    for cent in (1900, 2000):
        try:
            dt = datetime.date(cent + yy, mm, dd)
        except ValueError:
            return None
        if dt.year < 2010:
            return dt
    return None


def valid_se_pn(v):
    if not re.fullmatch(r"(\d{2})?\d{6}[-+]\d{4}", v):
        return False
    return luhn_ok(only_digits(v)[-10:]) and se_date(v) is not None


HETU_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def make_hetu(y, m, d):
    sep = "-" if y < 2000 else "A"
    n = rng.randint(2, 899)
    base = "%02d%02d%02d%03d" % (d, m, y % 100, n)
    return "%s%s%03d%s" % (base[:6], sep, n, HETU_C[int(base) % 31])


def hetu_date(v):
    cent = {"+": 1800, "-": 1900, "A": 2000}.get(v[6])
    try:
        return datetime.date(cent + int(v[4:6]), int(v[2:4]), int(v[0:2]))
    except (ValueError, TypeError):
        return None


def valid_hetu(v):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", v)
    return bool(m) and hetu_date(v) is not None and HETU_C[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def make_be_nn(y, m, d, male):
    ser = rng.randrange(1 if male else 2, 998, 2)
    base = "%02d%02d%02d%03d" % (y % 100, m, d, ser)
    num = int(("2" if y >= 2000 else "") + base)
    c = 97 - num % 97
    return "%s.%s.%s-%s.%02d" % (base[0:2], base[2:4], base[4:6], base[6:9], c)


def be_date(v):
    d = only_digits(v)
    base, c = d[:9], int(d[9:])
    cent = 1900 if 97 - int(base) % 97 == c else 2000
    try:
        return datetime.date(cent + int(d[:2]), int(d[2:4]), int(d[4:6]))
    except ValueError:
        return None


def valid_be_nn(v):
    if not re.fullmatch(r"\d{2}\.?\d{2}\.?\d{2}-?\d{3}\.?\d{2}", v):
        return False
    d = only_digits(v)
    base, c = d[:9], int(d[9:])
    return (97 - int(base) % 97 == c or 97 - int("2" + base) % 97 == c) and be_date(v) is not None


def make_nir(male, yy, mm, dept):
    body = "%d%02d%02d%s%03d%03d" % (1 if male else 2, yy, mm, dept,
                                      rng.randint(1, 999), rng.randint(1, 999))
    key = 97 - int(body) % 97
    return "%s %s %s %s %s %s %02d" % (body[0], body[1:3], body[3:5], body[5:7],
                                       body[7:10], body[10:13], key)


def valid_nir(v):
    if not re.fullmatch(r"[12] ?\d{2} ?\d{2} ?\d{2} ?\d{3} ?\d{3} ?\d{2}", v):
        return False
    d = only_digits(v)
    return 1 <= int(d[3:5]) <= 12 and 97 - int(d[:13]) % 97 == int(d[13:])


NRIC_ST = "JZIHGFEDCBA"
NRIC_FG = "XWUTRQPNMLK"


def nric_letter(prefix, seven):
    t = sum(int(a) * b for a, b in zip(seven, [2, 7, 6, 5, 4, 3, 2]))
    if prefix in "TG":
        t += 4
    return (NRIC_ST if prefix in "ST" else NRIC_FG)[t % 11]


def make_nric(prefix, yy):
    seven = "%02d%s" % (yy, rs(DIG, 5))
    return prefix + seven + nric_letter(prefix, seven)


def valid_nric(v):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", v)
    return bool(m) and nric_letter(m.group(1), m.group(2)) == m.group(3)


def make_sin():
    body = rng.choice("1234567") + rs(DIG, 7)
    n = body + luhn_digit(body)
    return "%s %s %s" % (n[:3], n[3:6], n[6:])


def valid_sin(v):
    if not re.fullmatch(r"\d{3}([ -]?)\d{3}\1\d{3}", v):
        return False
    d = only_digits(v)
    return d[0] not in "08" and luhn_ok(d)


def hkid_check(letters, six):
    vals = [36] if len(letters) == 1 else []
    vals += [ord(c) - 55 for c in letters]
    total = sum(a * b for a, b in zip(vals, [9, 8]))
    total += sum(int(a) * b for a, b in zip(six, [7, 6, 5, 4, 3, 2]))
    c = (11 - total % 11) % 11
    return "A" if c == 10 else str(c)


def make_hkid():
    L = rng.choice("ACDEGHKMPRVYZ")
    six = rs(DIG, 6)
    return "%s%s(%s)" % (L, six, hkid_check(L, six))


def valid_hkid(v):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", v)
    return bool(m) and hkid_check(m.group(1), m.group(2)) == m.group(3)


TW_L = {"A": 10, "B": 11, "C": 12, "D": 13, "E": 14, "F": 15, "G": 16, "H": 17,
        "I": 34, "J": 18, "K": 19, "L": 20, "M": 21, "N": 22, "O": 35, "P": 23,
        "Q": 24, "R": 25, "S": 26, "T": 27, "U": 28, "V": 29, "W": 32, "X": 30,
        "Y": 31, "Z": 33}


def tw_sum(v):
    n = TW_L[v[0]]
    s = n // 10 + (n % 10) * 9
    return s + sum(int(a) * b for a, b in zip(v[1:], [8, 7, 6, 5, 4, 3, 2, 1, 1]))


def make_twid(female):
    body = rng.choice("ABEFH") + ("2" if female else "1") + rs(DIG, 7)
    for c in DIG:
        if tw_sum(body + c) % 10 == 0:
            return body + c


def valid_twid(v):
    return bool(re.fullmatch(r"[A-Z][12]\d{8}", v)) and tw_sum(v) % 10 == 0


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


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VH_D[c][VH_P[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VH_D[c][VH_P[(i + 1) % 8][int(ch)]]
    return str(VH_INV[c])


def make_aadhaar():
    body = rng.choice("23456789") + rs(DIG, 10)
    n = body + verhoeff_digit(body)
    return "%s %s %s" % (n[:4], n[4:8], n[8:])


def valid_aadhaar(v):
    if not re.fullmatch(r"[2-9]\d{3}([ -]?)\d{4}\1\d{4}", v):
        return False
    return verhoeff_ok(only_digits(v))


NINO_RE = r"(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]"


def make_nino(spaced):
    while True:
        p = rng.choice("ABCEGHJKLMNPRSTWYZ") + rng.choice("ABCEGHJKLMNPRSTWXYZ")
        v = p + rs(DIG, 6) + rng.choice("ABCD")
        if re.fullmatch(NINO_RE, v):
            return "%s %s %s %s %s" % (v[:2], v[2:4], v[4:6], v[6:8], v[8]) if spaced else v


def valid_nino(v):
    return bool(re.fullmatch(NINO_RE, v)) and (" " not in v or re.fullmatch(r"[A-Z]{2} \d{2} \d{2} \d{2} [A-D]", v) is not None)


KR_W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]


def kr_check(twelve):
    return (11 - sum(int(a) * b for a, b in zip(twelve, KR_W)) % 11) % 10


def kr_date(v):
    d = only_digits(v)
    cent = {"1": 1900, "2": 1900, "3": 2000, "4": 2000, "5": 1900, "6": 1900}.get(d[6])
    try:
        return datetime.date(cent + int(d[:2]), int(d[2:4]), int(d[4:6]))
    except (ValueError, TypeError):
        return None


def valid_kr_rrn(v):
    if not re.fullmatch(r"\d{6}-?\d{7}", v):
        return False
    d = only_digits(v)
    return kr_date(v) is not None and kr_check(d[:12]) == int(d[12])


def make_kr_rrn(y, m, d, male):
    while True:
        s = ("1" if male else "2") if y < 2000 else ("3" if male else "4")
        twelve = "%02d%02d%02d%s%s" % (y % 100, m, d, s, rs(DIG, 5))
        v = "%s-%s%d" % (twelve[:6], twelve[6:], kr_check(twelve))
        if _all_digit_corruptions_fail(v, valid_kr_rrn):
            return v


def no_checks(nine):
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    k1 = 11 - sum(int(a) * b for a, b in zip(nine, w1)) % 11
    k1 = 0 if k1 == 11 else k1
    if k1 == 10:
        return None
    ten = nine + str(k1)
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    k2 = 11 - sum(int(a) * b for a, b in zip(ten, w2)) % 11
    k2 = 0 if k2 == 11 else k2
    if k2 == 10:
        return None
    return ten + str(k2)


def no_date(v):
    d = only_digits(v)
    try:
        return datetime.date(1900 + int(d[4:6]), int(d[2:4]), int(d[:2]))
    except ValueError:
        return None


def valid_no_fnr(v):
    if not re.fullmatch(r"\d{6} ?\d{5}", v):
        return False
    d = only_digits(v)
    return no_date(v) is not None and no_checks(d[:9]) == d


def make_no_fnr(y, m, d):
    while True:
        nine = "%02d%02d%02d%03d" % (d, m, y % 100, rng.randint(0, 499))
        full = no_checks(nine)
        if full and _all_digit_corruptions_fail(full, valid_no_fnr):
            return full[:6] + " " + full[6:]


NATIONAL_ID_VALIDATORS = {
    "es_dni": valid_dni, "es_nie": valid_nie, "nl_bsn": valid_bsn,
    "pl_pesel": valid_pesel, "se_pn": valid_se_pn, "fi_hetu": valid_hetu,
    "be_nn": valid_be_nn, "fr_nir": valid_nir, "sg_nric": valid_nric,
    "ca_sin": valid_sin, "hk_hkid": valid_hkid, "tw_id": valid_twid,
    "in_aadhaar": valid_aadhaar, "uk_nino": valid_nino, "kr_rrn": valid_kr_rrn,
    "no_fnr": valid_no_fnr,
}
NATIONAL_ID_SHAPE_ONLY = {"uk_nino"}


def national_id_birthdate(v):
    """Birth date encoded in a national id, or None."""
    if valid_pesel(v):
        return pesel_date(v)
    if valid_se_pn(v):
        return se_date(v)
    if valid_hetu(v):
        return hetu_date(v)
    if valid_be_nn(v):
        return be_date(v)
    if valid_kr_rrn(v):
        return kr_date(v)
    if valid_no_fnr(v):
        return no_date(v)
    return None


# ---------------------------------------------------------------- API keys
def gh_classic():
    body = rs(B62, 30)
    crc = zlib.crc32(body.encode()) & 0xFFFFFFFF
    enc = ""
    while crc:
        crc, r = divmod(crc, 62)
        enc = B62[r] + enc
    return "ghp_" + body + enc.rjust(6, "0")


def gh_classic_ok(v):
    m = re.fullmatch(r"gh[pousr]_([A-Za-z0-9]{30})([A-Za-z0-9]{6})", v)
    if not m:
        return False
    crc = zlib.crc32(m.group(1).encode()) & 0xFFFFFFFF
    enc = ""
    while crc:
        crc, r = divmod(crc, 62)
        enc = B62[r] + enc
    return enc.rjust(6, "0") == m.group(2)


JWT_KEY = b"blind54-signing-key-kept-out-of-the-corpus"


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def b64u_dec(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def make_jwt(payload):
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    s = b64u(hmac.new(JWT_KEY, ("%s.%s" % (h, p)).encode(), hashlib.sha256).digest())
    return "%s.%s.%s" % (h, p, s)


def jwt_shape(v):
    parts = v.split(".")
    if len(parts) != 3 or not all(re.fullmatch(r"[A-Za-z0-9_-]+", x) for x in parts):
        return False
    try:
        head = json.loads(b64u_dec(parts[0]))
        json.loads(b64u_dec(parts[1]))
    except Exception:
        return False
    return isinstance(head, dict) and "alg" in head


def jwt_sig_ok(v):
    if not jwt_shape(v):
        return False
    h, p, s = v.split(".")
    good = b64u(hmac.new(JWT_KEY, ("%s.%s" % (h, p)).encode(), hashlib.sha256).digest())
    return hmac.compare_digest(good, s)


APIKEY_SHAPES = {
    "aws_akid": r"(AKIA|ASIA)[A-Z2-7]{16}",
    "gh_fine": r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    "gitlab": r"glpat-[A-Za-z0-9_-]{20}",
    "slack_bot": r"xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}",
    "slack_user": r"xoxp-\d{10,13}-\d{10,13}-\d{10,13}-[a-f0-9]{32}",
    "stripe_sk": r"sk_live_[A-Za-z0-9]{99}",
    "stripe_rk": r"rk_live_[A-Za-z0-9]{99}",
    "openai": r"sk-proj-[A-Za-z0-9_-]{74}T3BlbkFJ[A-Za-z0-9_-]{74}",
    "anthropic": r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    "google": r"AIza[A-Za-z0-9_-]{35}",
    "telegram": r"\d{9,10}:AA[A-Za-z0-9_-]{33}",
    "sendgrid": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    "mailgun": r"key-[a-f0-9]{32}",
    "npm": r"npm_[A-Za-z0-9]{36}",
    "huggingface": r"hf_[A-Za-z]{34}",
    "shopify": r"shpat_[a-f0-9]{32}",
    "digitalocean": r"dop_v1_[a-f0-9]{64}",
    "alibaba_akid": r"LTAI[A-Za-z0-9]{20}",
    "tencent_secretid": r"AKID[A-Za-z0-9]{32}",
}


def valid_apikey(v, scheme=None):
    if scheme in (None, "gh_classic") and gh_classic_ok(v):
        return True
    if scheme in (None, "jwt") and jwt_shape(v):
        return True if scheme is None else jwt_sig_ok(v)
    shapes = [APIKEY_SHAPES[scheme]] if scheme in APIKEY_SHAPES else (
        APIKEY_SHAPES.values() if scheme is None else [])
    return any(re.fullmatch(s, v) for s in shapes)


# ---------------------------------------------------------------- secrets
def sshstr(b):
    return struct.pack(">I", len(b)) + b


def make_openssh(comment):
    pub, sec = rbytes(32), rbytes(32)
    pubblob = sshstr(b"ssh-ed25519") + sshstr(pub)
    chk = rbytes(4)
    priv = chk + chk + sshstr(b"ssh-ed25519") + sshstr(pub) + sshstr(sec + pub) + sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\0" + sshstr(b"none") + sshstr(b"none") + sshstr(b"") +
            struct.pack(">I", 1) + sshstr(pubblob) + sshstr(priv))
    b = base64.b64encode(blob).decode()
    lines = [b[i:i + 70] for i in range(0, len(b), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def make_rsa_pem():
    der = bytes([0x30, 0x82, 0x04, 0xa4, 0x02, 0x01, 0x00, 0x02, 0x82, 0x01, 0x01, 0x00]) + rbytes(372)
    b = base64.b64encode(der).decode()
    lines = [b[i:i + 64] for i in range(0, len(b), 64)]
    return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"


def make_ec_pem():
    der = (bytes([0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20]) + rbytes(32) +
           bytes([0xa0, 0x0a, 0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07,
                  0xa1, 0x44, 0x03, 0x42, 0x00, 0x04]) + rbytes(64))
    b = base64.b64encode(der).decode()
    lines = [b[i:i + 64] for i in range(0, len(b), 64)]
    return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"


def pem_ok(v):
    m = re.fullmatch(r"-----BEGIN ([A-Z ]*PRIVATE KEY)-----\n([A-Za-z0-9+/=\n]+)\n-----END \1-----", v)
    if not m:
        return False
    try:
        raw = base64.b64decode(m.group(2).replace("\n", ""), validate=True)
    except Exception:
        return False
    if m.group(1) == "OPENSSH PRIVATE KEY":
        return raw.startswith(b"openssh-key-v1\0")
    return raw[:1] == b"\x30"


SECRET_SHAPES = {
    "aws_secret": r"[A-Za-z0-9/+]{40}",
    "whsec": r"whsec_[A-Za-z0-9]{32}",
    "slack_hook": r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,11}/[A-Za-z0-9]{24}",
    "discord_hook": r"https://discord(?:app)?\.com/api/webhooks/\d{17,20}/[A-Za-z0-9_-]{68}",
    "dingtalk_hook": r"https://oapi\.dingtalk\.com/robot/send\?access_token=[a-f0-9]{64}",
    "feishu_hook": r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}",
    "wecom_hook": r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}",
    "totp": r"[A-Z2-7]{32}|(?:[A-Z2-7]{4} ){7}[A-Z2-7]{4}",
    "alibaba_secret": r"[A-Za-z0-9]{30}",
    "tencent_secretkey": r"[A-Za-z0-9]{32}",
    "hex32": r"[a-f0-9]{32}",
    "gocspx": r"GOCSPX-[A-Za-z0-9_-]{28}",
    "django_session": r"[a-z0-9]{32}",
    "express_sid": r"s%3A[A-Za-z0-9_-]{32}\.[A-Za-z0-9]{43}",
    "php_session": r"[a-z0-9]{26}",
}


def valid_secret(v, scheme=None):
    if scheme in (None, "pem") and pem_ok(v):
        return True
    if scheme == "pem":
        return False
    shapes = [SECRET_SHAPES[scheme]] if scheme else SECRET_SHAPES.values()
    return any(re.fullmatch(s, v) for s in shapes)


def make_totp(spaced):
    s = rs(B32, 32)
    return " ".join(s[i:i + 4] for i in range(0, 32, 4)) if spaced else s


def make_uuid():
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


# ---------------------------------------------------------------- registry
VALUES = {}
META = {}   # name -> (TYPE, scheme)


def put(name, typ, scheme, value):
    assert name not in VALUES, name
    VALUES[name] = value
    META[name] = (typ, scheme)


# cards
put("card_v1", "CARD", "card", make_card("4", 16, [4, 4, 4, 4]))
put("card_v2", "CARD", "card", make_card("4", 16))
put("card_v3", "CARD", "card", make_card("4", 16, [4, 4, 4, 4], "-"))
put("card_v4", "CARD", "card", make_card("4", 16, [4, 4, 4, 4]))
put("card_mc1", "CARD", "card", make_card("52", 16, [4, 4, 4, 4]))
put("card_mc2", "CARD", "card", make_card("2223", 16))
put("card_mc3", "CARD", "card", make_card("55", 16, [4, 4, 4, 4], "-"))
put("card_amex1", "CARD", "card", make_card("37", 15, [4, 6, 5]))
put("card_amex2", "CARD", "card", make_card("34", 15))
put("card_up1", "CARD", "card", make_card("6228", 16, [4, 4, 4, 4]))
put("card_up2", "CARD", "card", make_card("6217", 19))
put("card_up3", "CARD", "card", make_card("6222", 16))
put("card_up4", "CARD", "card", make_card("6214", 19, [4, 4, 4, 4, 3]))
put("card_jcb1", "CARD", "card", make_card("3528", 16, [4, 4, 4, 4]))
put("card_disc1", "CARD", "card", make_card("6011", 16, [4, 4, 4, 4]))

# IBANs
put("iban_gb1", "IBAN", "iban", make_iban("GB", bban_gb("NWBK")))
put("iban_gb2", "IBAN", "iban", make_iban("GB", bban_gb("BARC"), spaced=False))
put("iban_gb3", "IBAN", "iban", make_iban("GB", bban_gb("LOYD")))
put("iban_de1", "IBAN", "iban", make_iban("DE", bban_de()))
put("iban_de2", "IBAN", "iban", make_iban("DE", bban_de(), spaced=False))
put("iban_fr1", "IBAN", "iban", make_iban("FR", bban_fr()))
put("iban_nl1", "IBAN", "iban", make_iban("NL", bban_nl("INGB")))
put("iban_nl2", "IBAN", "iban", make_iban("NL", bban_nl("RABO"), spaced=False))
put("iban_es1", "IBAN", "iban", make_iban("ES", bban_es()))
put("iban_ie1", "IBAN", "iban", make_iban("IE", bban_gb("AIBK")))
put("iban_be1", "IBAN", "iban", make_iban("BE", bban_be()))
put("iban_pl1", "IBAN", "iban", make_iban("PL", bban_pl()))
put("iban_at1", "IBAN", "iban", make_iban("AT", rs(DIG, 16), spaced=False))
put("iban_ch1", "IBAN", "iban", make_iban("CH", rs(DIG, 17)))

# US SSNs
put("ssn1", "SSN", "ssn", make_ssn("-"))
put("ssn2", "SSN", "ssn", make_ssn("-"))
put("ssn3", "SSN", "ssn", make_ssn(" "))
put("ssn4", "SSN", "ssn", make_ssn(""))
put("ssn5", "SSN", "ssn", make_ssn("-"))
put("ssn6", "SSN", "ssn", make_ssn("-"))
put("ssn7", "SSN", "ssn", make_ssn("-"))

# Chinese resident ids (birth dates are shown in the texts that use them)
put("idc1", "IDCARD", "idcard", make_idcard("310115", "19860512", True))
put("idc2", "IDCARD", "idcard", make_idcard("110105", "19920827", False))
put("idc3", "IDCARD", "idcard", make_idcard("440305", "19790103", True))
put("idc4", "IDCARD", "idcard", make_idcard("330106", "19950619", False))
_i5 = make_idcard("510107", "19881130", True)
put("idc5", "IDCARD", "idcard", "%s %s %s" % (_i5[:6], _i5[6:14], _i5[14:]))
put("idc6", "IDCARD", "idcard", make_idcard("420106", "20010224", True))
put("idc7", "IDCARD", "idcard", make_idcard("320102", "19730908", False))
put("idc8", "IDCARD", "idcard", make_idcard("370202", "19900415", True, want_x=True))
put("idc9", "IDCARD", "idcard", make_idcard("500103", "19841022", False))
put("idc10", "IDCARD", "idcard", make_idcard("610113", "19970711", True))
put("idc11", "IDCARD", "idcard", make_idcard("350203", "19680301", False, want_x=True))
put("idc12", "IDCARD", "idcard", make_idcard("430104", "19930916", True))
put("idc13", "IDCARD", "idcard", make_idcard("210202", "19821205", False))
put("idc14", "IDCARD", "idcard", make_idcard("120101", "19990418", True))
put("idc15", "IDCARD", "idcard", make_idcard("440106", "19870726", False))

# passports
for _n, _cc in [("pp_cn1", "CN"), ("pp_cn2", "CN"), ("pp_cn3", "CN2"), ("pp_uk1", "UK"),
                ("pp_uk2", "UK"), ("pp_us1", "US"), ("pp_us2", "US"), ("pp_de1", "DE"),
                ("pp_in1", "IN"), ("pp_ie1", "IE"), ("pp_fr1", "FR"), ("pp_ca1", "CA"),
                ("pp_hk1", "HK"), ("pp_tw1", "TW"), ("pp_pl1", "PL"), ("pp_au1", "AU")]:
    put(_n, "PASSPORT", "passport_" + _cc, make_passport(_cc))

# other national ids
put("nid_dni1", "NATIONAL_ID", "es_dni", make_dni())
put("nid_nie1", "NATIONAL_ID", "es_nie", make_nie())
put("nid_bsn1", "NATIONAL_ID", "nl_bsn", make_bsn())
_b2 = make_bsn()
put("nid_bsn2", "NATIONAL_ID", "nl_bsn", "%s.%s.%s" % (_b2[:4], _b2[4:6], _b2[6:]))
put("nid_pesel1", "NATIONAL_ID", "pl_pesel", make_pesel(1984, 7, 19, True))
put("nid_pesel2", "NATIONAL_ID", "pl_pesel", make_pesel(2003, 2, 11, False))
put("nid_se1", "NATIONAL_ID", "se_pn", make_se_pn(1979, 11, 23))
put("nid_fi1", "NATIONAL_ID", "fi_hetu", make_hetu(1991, 4, 5))
put("nid_be1", "NATIONAL_ID", "be_nn", make_be_nn(1987, 9, 14, False))
put("nid_nir1", "NATIONAL_ID", "fr_nir", make_nir(True, 82, 6, "75"))
put("nid_sg1", "NATIONAL_ID", "sg_nric", make_nric("S", 88))
put("nid_sg2", "NATIONAL_ID", "sg_nric", make_nric("T", 2))
put("nid_sin1", "NATIONAL_ID", "ca_sin", make_sin())
put("nid_hk1", "NATIONAL_ID", "hk_hkid", make_hkid())
put("nid_tw1", "NATIONAL_ID", "tw_id", make_twid(True))
put("nid_aadhaar1", "NATIONAL_ID", "in_aadhaar", make_aadhaar())
put("nid_nino1", "NATIONAL_ID", "uk_nino", make_nino(True))
put("nid_nino2", "NATIONAL_ID", "uk_nino", make_nino(False))
put("nid_kr1", "NATIONAL_ID", "kr_rrn", make_kr_rrn(1990, 3, 8, False))
put("nid_no1", "NATIONAL_ID", "no_fnr", make_no_fnr(1985, 12, 2))

# API keys
put("ak_aws1", "APIKEY", "aws_akid", "AKIA" + rs(B32, 16))
put("ak_aws2", "APIKEY", "aws_akid", "AKIA" + rs(B32, 16))
put("ak_gh1", "APIKEY", "gh_classic", gh_classic())
put("ak_gh2", "APIKEY", "gh_classic", gh_classic())
put("ak_ghfg1", "APIKEY", "gh_fine", "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59))
put("ak_glpat1", "APIKEY", "gitlab", "glpat-" + rs(ALNUM + "-_", 20))
put("ak_slackbot1", "APIKEY", "slack_bot",
    "xoxb-%s-%s-%s" % (rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 24)))
put("ak_slackuser1", "APIKEY", "slack_user",
    "xoxp-%s-%s-%s-%s" % (rs(DIG, 12), rs(DIG, 12), rs(DIG, 13), rs(HEXL, 32)))
put("ak_stripe1", "APIKEY", "stripe_sk", "sk_live_51" + rs(ALNUM, 97))
put("ak_stripe_rk1", "APIKEY", "stripe_rk", "rk_live_51" + rs(ALNUM, 97))
put("ak_openai1", "APIKEY", "openai", "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74))
put("ak_anthropic1", "APIKEY", "anthropic", "sk-ant-api03-" + rs(B64URL, 93) + "AA")
put("ak_google1", "APIKEY", "google", "AIza" + rs(B64URL, 35))
put("ak_google2", "APIKEY", "google", "AIza" + rs(B64URL, 35))
put("ak_tg1", "APIKEY", "telegram", "%d:AA%s" % (rng.randint(5000000000, 7999999999), rs(B64URL, 33)))
put("ak_sendgrid1", "APIKEY", "sendgrid", "SG.%s.%s" % (rs(B64URL, 22), rs(B64URL, 43)))
put("ak_mailgun1", "APIKEY", "mailgun", "key-" + rs(HEXL, 32))
put("ak_npm1", "APIKEY", "npm", "npm_" + rs(ALNUM, 36))
put("ak_hf1", "APIKEY", "huggingface", "hf_" + rs(string.ascii_letters, 34))
put("ak_shopify1", "APIKEY", "shopify", "shpat_" + rs(HEXL, 32))
put("ak_do1", "APIKEY", "digitalocean", "dop_v1_" + rs(HEXL, 64))
put("ak_jwt1", "APIKEY", "jwt", make_jwt({"sub": "usr_48213", "role": "seller", "iat": 1715936042, "exp": 1715939642}))
put("ak_jwt2", "APIKEY", "jwt", make_jwt({"sub": "dealer:1187", "scope": "stock.write leads.read", "iat": 1719480000, "exp": 1719566400}))
put("ak_jwt3", "APIKEY", "jwt", make_jwt({"uid": 902114, "tenant": "zj-auto", "iat": 1722390000, "exp": 1722476400}))
put("ak_ali1", "APIKEY", "alibaba_akid", "LTAI" + rs(ALNUM, 20))
put("ak_tencent1", "APIKEY", "tencent_secretid", "AKID" + rs(ALNUM, 32))

# secrets
put("sc_aws1", "SECRET", "aws_secret", rs(ALNUM + "/+", 40))
put("sc_aws2", "SECRET", "aws_secret", rs(ALNUM + "/+", 40))
put("sc_whsec1", "SECRET", "whsec", "whsec_" + rs(ALNUM, 32))
put("sc_slackhook1", "SECRET", "slack_hook", "https://hooks.slack.com/services/T%s/B%s/%s" % (
    rs(UP + DIG, 9), rs(UP + DIG, 10), rs(ALNUM, 24)))
put("sc_discordhook1", "SECRET", "discord_hook", "https://discord.com/api/webhooks/%s/%s" % (
    "1" + rs(DIG, 18), rs(B64URL, 68)))
put("sc_dinghook1", "SECRET", "dingtalk_hook", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEXL, 64))
put("sc_feishuhook1", "SECRET", "feishu_hook", "https://open.feishu.cn/open-apis/bot/v2/hook/" + make_uuid())
put("sc_wecomhook1", "SECRET", "wecom_hook", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + make_uuid())
put("sc_totp1", "SECRET", "totp", make_totp(False))
put("sc_totp2", "SECRET", "totp", make_totp(True))
put("sc_rsa1", "SECRET", "pem", make_rsa_pem())
put("sc_ssh1", "SECRET", "pem", make_openssh("deploy@bayside-ci"))
put("sc_ec1", "SECRET", "pem", make_ec_pem())
put("sc_ali1", "SECRET", "alibaba_secret", rs(ALNUM, 30))
put("sc_tencent1", "SECRET", "tencent_secretkey", rs(ALNUM, 32))
put("sc_twilio1", "SECRET", "hex32", rs(HEXL, 32))
put("sc_slacksign1", "SECRET", "hex32", rs(HEXL, 32))
put("sc_gocspx1", "SECRET", "gocspx", "GOCSPX-" + rs(B64URL, 28))
put("sc_cookie_dj1", "SECRET", "django_session", rs(LOALNUM, 32))
put("sc_cookie_ex1", "SECRET", "express_sid", "s%3A" + rs(B64URL, 32) + "." + rs(ALNUM, 43))
put("sc_cookie_php1", "SECRET", "php_session", rs(LOALNUM, 26))

# decoys that need a vendor shape (not personal, not secret)
put("dk_pklive1", "DECOY", "stripe_pk", "pk_live_51" + rs(ALNUM, 97))
put("dk_twsid1", "DECOY", "twilio_sid", "AC" + rs(HEXL, 32))
put("dk_gclient1", "DECOY", "google_client_id",
    "%s-%s.apps.googleusercontent.com" % (rs(DIG, 12), rs(LOALNUM, 32)))
put("dk_uuid1", "DECOY", "uuid", make_uuid())
put("dk_uuid2", "DECOY", "uuid", make_uuid())
put("dk_uuid3", "DECOY", "uuid", make_uuid())
put("dk_sha1", "DECOY", "hex40", rs(HEXL, 40))
put("dk_sha2", "DECOY", "hex40", rs(HEXL, 40))
put("dk_sha256", "DECOY", "hex64", rs(HEXL, 64))

# added later (appended so that the values above keep their seeded draws)
put("card_up5", "CARD", "card", make_card("6225", 16, [4, 4, 4, 4]))
put("card_up6", "CARD", "card", make_card("6230", 19))
put("card_up7", "CARD", "card", make_card("6217", 16))
put("card_up8", "CARD", "card", make_card("6259", 16, [4, 4, 4, 4]))
put("iban_gb4", "IBAN", "iban", make_iban("GB", bban_gb("HBUK")))
put("idc16", "IDCARD", "idcard", make_idcard("310112", "19910305", True))
put("ssn8", "SSN", "ssn", make_ssn("-"))
put("pp_cn4", "PASSPORT", "passport_CN", make_passport("CN"))

DECOY_SHAPES = {
    "stripe_pk": r"pk_live_[A-Za-z0-9]{99}",
    "twilio_sid": r"AC[a-f0-9]{32}",
    "google_client_id": r"\d{12}-[a-z0-9]{32}\.apps\.googleusercontent\.com",
    "uuid": r"[a-f0-9]{8}-[a-f0-9]{4}-4[a-f0-9]{3}-[89ab][a-f0-9]{3}-[a-f0-9]{12}",
    "hex40": r"[a-f0-9]{40}",
    "hex64": r"[a-f0-9]{64}",
}

CHECK_DIGIT_SCHEMES = {"card", "iban", "idcard", "es_dni", "es_nie", "nl_bsn", "pl_pesel",
                       "se_pn", "fi_hetu", "be_nn", "fr_nir", "sg_nric", "ca_sin", "hk_hkid",
                       "tw_id", "in_aadhaar", "kr_rrn", "no_fnr"}


def validator_for(typ, scheme):
    if typ == "CARD":
        return valid_card
    if typ == "IBAN":
        return valid_iban
    if typ == "SSN":
        return valid_ssn
    if typ == "IDCARD":
        return valid_idcard
    if typ == "PASSPORT":
        return lambda v: valid_passport(v, scheme.split("_", 1)[1])
    if typ == "NATIONAL_ID":
        return NATIONAL_ID_VALIDATORS[scheme]
    if typ == "APIKEY":
        return lambda v: valid_apikey(v, scheme)
    if typ == "SECRET":
        return lambda v: valid_secret(v, scheme)
    if typ == "DECOY":
        return lambda v: re.fullmatch(DECOY_SHAPES[scheme], v) is not None
    raise KeyError(typ)


def corruptions(v, scheme):
    """Yield corrupted variants that must all be rejected."""
    if scheme in CHECK_DIGIT_SCHEMES:
        for i, ch in enumerate(v):
            if ch.isdigit():
                yield v[:i] + str((int(ch) + 1) % 10) + v[i + 1:]
    elif scheme == "jwt":
        yield v[:-1] + ("A" if v[-1] != "A" else "B")
        yield v.replace(".", "", 1)
    elif scheme == "gh_classic":
        yield v[:10] + ("x" if v[10] != "x" else "y") + v[11:]
    elif scheme == "pem":
        yield v.replace("-----END", "----END", 1)
    else:
        # shape-only values: dropping one digit (or the last character) breaks the shape
        idx = [i for i, ch in enumerate(v) if ch.isdigit()]
        i = idx[-1] if idx else len(v) - 1
        yield v[:i] + v[i + 1:]


def selftest(verbose=False):
    bad = []
    seen = {}
    for name, v in VALUES.items():
        typ, scheme = META[name]
        ok = validator_for(typ, scheme)
        if not ok(v):
            bad.append("%s: invalid value %r" % (name, v))
            continue
        for c in corruptions(v, scheme):
            if ok(c):
                bad.append("%s: corruption %r still validates" % (name, c))
        if v in seen:
            bad.append("%s: duplicate of %s" % (name, seen[v]))
        seen[v] = name
    # cross-checks: cards must not also be IBAN etc.; decoys must not pass span validators
    for name, v in VALUES.items():
        if META[name][0] == "DECOY" and valid_apikey(v):
            bad.append("%s: decoy looks like an API key" % name)
    for name in ("idc%d" % i for i in range(1, 16)):
        assert valid_idcard(VALUES[name])
    if verbose or bad:
        for b in bad:
            print("SELFTEST FAIL", b)
    if not bad:
        print("selftest ok: %d values, all corruptions rejected" % len(VALUES))
    return not bad


if __name__ == "__main__":
    if "-p" in sys.argv:
        for k, v in VALUES.items():
            print("%-16s %-12s %s" % (k, META[k][0], v.replace("\n", "\\n")))
    else:
        sys.exit(0 if selftest() else 1)
