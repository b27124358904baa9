#!/usr/bin/env python3
"""Seeded generators for every blind83 value that needs a check digit or a vendor shape.

    python3 values.py        -> run selftest()
    python3 values.py -p     -> print every value (name, type, format, value)

Texts refer to these values as `$name` inside a markup span, e.g. ⟦CARD|$card01⟧.
Validators defined here are reused by check_blind.py.
"""
import base64
import datetime
import hashlib
import hmac
import json
import random
import re
import string
import sys
import zlib

SEED = 83_2024_0617
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
B32 = UP + "234567"
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
HEX = "0123456789abcdef"


def rs(chars, n):
    return "".join(R.choice(chars) for _ in range(n))


# --------------------------------------------------------------------------- Luhn / cards
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


def luhn_digit(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return c
    raise AssertionError


def digits_of(v):
    return "".join(c for c in v if c.isdigit())


CARD_BRANDS = [  # (brand, prefix regex, allowed lengths)
    ("visa", r"4", (13, 16, 19)),
    ("mastercard", r"5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720)", (16,)),
    ("amex", r"3[47]", (15,)),
    ("discover", r"6011|65|64[4-9]", (16, 19)),
    ("unionpay", r"62", (16, 17, 18, 19)),
    ("jcb", r"35(2[89]|[3-8]\d)", (16,)),
    ("diners", r"3(0[0-5]|[689])", (14,)),
]


def card_brand(v):
    if not re.fullmatch(r"\d[\d -]*\d", v):
        return None
    d = digits_of(v)
    if not luhn_ok(d):
        return None
    for brand, pref, lens in CARD_BRANDS:
        if re.match(pref, d) and len(d) in lens:
            return brand
    return None


def card_ok(v):
    return card_brand(v) is not None


def group(d, sizes, sep):
    out, i = [], 0
    for s in sizes:
        if i >= len(d):
            break
        out.append(d[i:i + s])
        i += s
    if i < len(d):
        out.append(d[i:])
    return sep.join(out)


def make_card(prefix, length, style):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    d = body + luhn_digit(body)
    if style == "plain":
        return d
    if style == "amex":
        return group(d, (4, 6, 5), " ")
    if style == "sp":
        return group(d, (4, 4, 4, 4, 4), " ")
    if style == "dash":
        return group(d, (4, 4, 4, 4, 4), "-")
    if style == "sp6":  # Chinese bank style 6-13
        return group(d, (6, 13), " ")
    raise ValueError(style)


# --------------------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "DE": 22, "NL": 18, "IE": 22, "BE": 16, "ES": 24, "AT": 20, "CH": 21,
            "FR": 27, "IT": 27, "PL": 28, "PT": 25, "LU": 20, "FI": 18, "DK": 18, "SE": 24}


def _iban_int(s):
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s))


def iban_ok(v):
    if not re.fullmatch(r"[A-Z]{2}\d{2}( ?[A-Z0-9]{1,4})+", v):
        return False
    s = v.replace(" ", "")
    if " " in v and not re.fullmatch(r"(\S{4} )+\S{1,4}", v):
        return False
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    return _iban_int(s) % 97 == 1


def _es_ctrl(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - sum(int(c) * x for c, x in zip(ten, w)) % 11
    return {11: 0, 10: 1}.get(d, d)


def bban(cc):
    if cc == "GB":
        return R.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "CPBK", "SRLG", "MONZ"]) + rs(DIG, 14)
    if cc == "DE":
        return rs(DIG, 18)
    if cc == "NL":
        return R.choice(["ABNA", "INGB", "RABO", "TRIO", "SNSB", "ASNB"]) + rs(DIG, 10)
    if cc == "IE":
        return R.choice(["AIBK", "BOFI", "IPBS"]) + rs(DIG, 14)
    if cc == "BE":
        first = str(R.randint(1, 9)) + rs(DIG, 9)
        c = int(first) % 97 or 97
        return first + "%02d" % c
    if cc == "ES":
        bank, branch, acct = rs(DIG, 4), rs(DIG, 4), rs(DIG, 10)
        return bank + branch + "%d%d" % (_es_ctrl("00" + bank + branch), _es_ctrl(acct)) + acct
    if cc == "FR":
        bank, branch, acct = rs(DIG, 5), rs(DIG, 5), rs(DIG, 11)
        key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
        return bank + branch + acct + "%02d" % key
    if cc == "AT":
        return rs(DIG, 16)
    if cc == "CH":
        return rs(DIG, 17)
    raise ValueError(cc)


def make_iban(cc, style):
    b = bban(cc)
    check = 98 - _iban_int(cc + "00" + b) % 97
    s = cc + "%02d" % check + b
    assert iban_ok(s)
    return group(s, (4,) * 9, " ") if style == "sp" else s


# --------------------------------------------------------------------------- US SSN (shape + issuance rules)
SSN_RE = re.compile(r"(\d{3})([- ]?)(\d{2})\2(\d{4})")


def ssn_ok(v):
    m = SSN_RE.fullmatch(v)
    if not m:
        return False
    area, grp, serial = m.group(1), m.group(3), m.group(4)
    if area in ("000", "666") or area[0] == "9" or grp == "00" or serial == "0000":
        return False
    if digits_of(v) in ("078051120", "219099999", "123456789"):
        return False
    return True


def make_ssn(style):
    while True:
        area = "%03d" % R.randint(1, 899)
        if area != "666":
            break
    s = [area, "%02d" % R.randint(1, 99), "%04d" % R.randint(1, 9999)]
    sep = {"dash": "-", "sp": " ", "plain": ""}[style]
    return sep.join(s)


# --------------------------------------------------------------------------- Chinese resident ID (GB 11643-1999)
GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
GB_MAP = "10X98765432"
PROVINCES = {"11", "12", "13", "14", "15", "21", "22", "23", "31", "32", "33", "34", "35", "36", "37",
             "41", "42", "43", "44", "45", "46", "50", "51", "52", "53", "54", "61", "62", "63", "64",
             "65", "71", "81", "82"}


def idcard_check(s17):
    return GB_MAP[sum(int(c) * w for c, w in zip(s17, GB_W)) % 11]


def idcard_birth(v):
    s = v.replace(" ", "")
    try:
        return datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return None


def idcard_ok(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    if " " in v and not re.fullmatch(r"\d{6} \d{8} \d{3}[\dX]|\d{6} \d{4} \d{4} \d{3}[\dX]", v):
        return False
    if s[:2] not in PROVINCES:
        return False
    b = idcard_birth(s)
    if b is None or not (1900 <= b.year <= 2024):
        return False
    return idcard_check(s[:17]) == s[17]


def make_idcard(region, ymd, sex, want_x=False, style="plain"):
    for _ in range(100000):
        seq = R.randint(1, 999)
        if (seq % 2 == 1) != (sex == "M"):
            continue
        s17 = region + ymd.replace("-", "") + "%03d" % seq
        c = idcard_check(s17)
        if want_x == (c == "X"):
            s = s17 + c
            if style == "sp":
                return s[:6] + " " + s[6:14] + " " + s[14:]
            return s
    raise AssertionError


# --------------------------------------------------------------------------- passports (no check digit in the bare number: shape only)
PASSPORT_SHAPES = [
    ("CN", r"[EG]\d{8}|E[A-HJ-NP-Z]\d{7}"),
    ("US", r"\d{9}|[A-Z]\d{8}"),
    ("GB", r"\d{9}"),
    ("DE", r"C[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{7}"),
    ("CA", r"[A-Z]{2}\d{6}"),
    ("IN", r"[A-Z]\d{7}"),
    ("FR", r"\d{2}[A-Z]{2}\d{5}"),
    ("IE", r"[A-Z]{2}\d{7}"),
    ("AU", r"[A-Z]{1,2}\d{7}"),
    ("JP", r"[A-Z]{2}\d{7}"),
    ("HK", r"[HK]\d{8}"),
    ("SG", r"[A-Z]\d{7}[A-Z]"),
    ("MY", r"[AHK]\d{8}"),
]


def passport_country(v):
    for cc, rx in PASSPORT_SHAPES:
        if re.fullmatch(rx, v):
            return cc
    return None


def passport_ok(v):
    return passport_country(v) is not None


def make_passport(cc):
    if cc == "CN":
        return "E" + rs(DIG, 8)
    if cc == "CN2":
        return "E" + R.choice("ABCDEFGHJKLMN") + rs(DIG, 7)
    if cc == "CNG":
        return "G" + rs(DIG, 8)
    if cc in ("US", "GB"):
        return str(R.randint(1, 9)) + rs(DIG, 8)
    if cc == "DE":
        return "C" + R.choice("FGHJKLMNPRTVWXYZ") + rs("CFGHJKLMNPRTVWXYZ0123456789", 7)
    if cc == "CA":
        return rs(UP, 2) + rs(DIG, 6)
    if cc == "IN":
        return R.choice("JKLMNPRSTUVWZ") + rs(DIG, 7)
    if cc == "FR":
        return rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5)
    if cc in ("IE", "JP"):
        return rs(UP, 2) + rs(DIG, 7)
    if cc == "AU":
        return R.choice(["PA", "PB", "PE", "N"]) + rs(DIG, 7)
    if cc == "HK":
        return "K" + rs(DIG, 8)
    if cc == "SG":
        return "E" + rs(DIG, 7) + R.choice("ABCDEFGHJK")
    if cc == "MY":
        return "A" + rs(DIG, 8)
    raise ValueError(cc)


# --------------------------------------------------------------------------- other countries' national IDs
def _verhoeff_tables():
    d = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
         [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
         [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
         [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
    p = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
         [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
         [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
    inv = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]
    return d, p, inv


VD, VP, VINV = _verhoeff_tables()


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(partial):
    for ch in DIG:
        if verhoeff_ok(partial + ch):
            return ch
    raise AssertionError


DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"
NRIC_ST = "JZIHGFEDCBA"
NRIC_FG = "XWUTRQPNMLK"
TW_LETTERS = {"A": 10, "B": 11, "C": 12, "D": 13, "E": 14, "F": 15, "G": 16, "H": 17, "I": 34, "J": 18,
              "K": 19, "L": 20, "M": 21, "N": 22, "O": 35, "P": 23, "Q": 24, "R": 25, "S": 26, "T": 27,
              "U": 28, "V": 29, "W": 32, "X": 30, "Y": 31, "Z": 33}
HETU_CHARS = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def _nino(v):
    m = re.fullmatch(r"([A-Z]{2}) ?(\d{2}) ?(\d{2}) ?(\d{2}) ?([A-D])", v)
    if not m:
        return False
    p = m.group(1)
    if p[0] in "DFIQUV" or p[1] in "DFIOQUV" or p in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
        return False
    return True


def _dni(v):
    m = re.fullmatch(r"(\d{8})-?([A-Z])", v)
    return bool(m) and DNI_LETTERS[int(m.group(1)) % 23] == m.group(2)


def _nie(v):
    m = re.fullmatch(r"([XYZ])-?(\d{7})-?([A-Z])", v)
    return bool(m) and DNI_LETTERS[int("XYZ".index(m.group(1)).__str__() + m.group(2)) % 23] == m.group(3)


def _bsn(v):
    d = v.replace(".", "")
    if not re.fullmatch(r"\d{9}", d) or (v != d and not re.fullmatch(r"\d{4}\.\d{2}\.\d{3}", v)):
        return False
    s = sum(int(c) * w for c, w in zip(d[:8], range(9, 1, -1))) - int(d[8])
    return s % 11 == 0 and d != "000000000"


def _nric(v):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", v)
    if not m:
        return False
    s = sum(int(c) * w for c, w in zip(m.group(2), [2, 7, 6, 5, 4, 3, 2]))
    if m.group(1) in "TG":
        s += 4
    table = NRIC_ST if m.group(1) in "ST" else NRIC_FG
    return table[s % 11] == m.group(3)


def _aadhaar(v):
    if not re.fullmatch(r"[2-9]\d{3}( ?)\d{4}\1\d{4}", v):
        return False
    return verhoeff_ok(digits_of(v))


def _pesel(v):
    if not re.fullmatch(r"\d{11}", v):
        return False
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    c = (10 - sum(int(a) * b for a, b in zip(v, w)) % 10) % 10
    return c == int(v[10]) and pesel_birth(v) is not None


def pesel_birth(v):
    y, m, d = int(v[0:2]), int(v[2:4]), int(v[4:6])
    cent = {0: 1900, 20: 2000, 40: 2100, 60: 2200, 80: 1800}
    base = (m // 20) * 20
    try:
        return datetime.date(cent[base] + y, m - base, d)
    except (KeyError, ValueError):
        return None


def _cpf_digits(nine):
    s1 = sum(int(c) * w for c, w in zip(nine, range(10, 1, -1)))
    d1 = (s1 * 10) % 11 % 10
    ten = nine + str(d1)
    s2 = sum(int(c) * w for c, w in zip(ten, range(11, 1, -1)))
    d2 = (s2 * 10) % 11 % 10
    return str(d1) + str(d2)


def _cpf(v):
    if not re.fullmatch(r"\d{3}\.\d{3}\.\d{3}-\d{2}", v):
        return False
    d = digits_of(v)
    return len(set(d)) > 1 and _cpf_digits(d[:9]) == d[9:]


def _sin(v):
    if not re.fullmatch(r"\d{3}([- ]?)\d{3}\1\d{3}", v):
        return False
    d = digits_of(v)
    return d[0] not in "08" and luhn_ok(d)


def _hkid_check(prefix, six):
    vals = []
    if len(prefix) == 1:
        vals.append(36)
    vals += [ord(c) - 55 for c in prefix]
    vals += [int(c) for c in six]
    s = sum(v * w for v, w in zip(vals, range(9, 1, -1)))
    c = (11 - s % 11) % 11
    return "A" if c == 10 else str(c)


def _hkid(v):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(([0-9A])\)", v)
    return bool(m) and _hkid_check(m.group(1), m.group(2)) == m.group(3)


def _twid(v):
    m = re.fullmatch(r"([A-Z])([12]\d{8})", v)
    if not m:
        return False
    n = TW_LETTERS[m.group(1)]
    ds = [n // 10, n % 10] + [int(c) for c in m.group(2)]
    w = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1]
    return sum(a * b for a, b in zip(ds, w)) % 10 == 0


def _rrn(v):
    m = re.fullmatch(r"(\d{6})-?([1-4]\d{6})", v)
    if not m:
        return False
    d = m.group(1) + m.group(2)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(d, w)) % 11) % 10
    return c == int(d[12]) and rrn_birth(v) is not None


def rrn_birth(v):
    d = digits_of(v)
    cent = 1900 if d[6] in "12" else 2000
    try:
        return datetime.date(cent + int(d[0:2]), int(d[2:4]), int(d[4:6]))
    except ValueError:
        return None


def _hetu(v):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", v)
    if not m:
        return False
    return HETU_CHARS[int(m.group(1) + m.group(3)) % 31] == m.group(4) and hetu_birth(v) is not None


def hetu_birth(v):
    cent = {"+": 1800, "-": 1900, "A": 2000}[v[6]]
    try:
        return datetime.date(cent + int(v[4:6]), int(v[2:4]), int(v[0:2]))
    except ValueError:
        return None


def _pnr(v):
    m = re.fullmatch(r"(\d{6})[-+](\d{4})", v)
    return bool(m) and luhn_ok(m.group(1) + m.group(2)) and pnr_birth(v) is not None


def pnr_birth(v):
    yy = int(v[0:2])
    year = 1900 + yy if yy > 24 else 2000 + yy
    try:
        return datetime.date(year, int(v[2:4]), int(v[4:6]))
    except ValueError:
        return None


def _be(v):
    m = re.fullmatch(r"(\d{2})\.(\d{2})\.(\d{2})-(\d{3})\.(\d{2})", v)
    if not m:
        return False
    base = "".join(m.groups()[:4])
    cc = int(m.group(5))
    return cc == 97 - int(base) % 97 or cc == 97 - int("2" + base) % 97


def be_birth(v):
    try:
        yy = int(v[0:2])
        return datetime.date(1900 + yy if yy > 24 else 2000 + yy, int(v[3:5]), int(v[6:8]))
    except ValueError:
        return None


def _mynumber(v):
    if not re.fullmatch(r"\d{4}( ?)\d{4}\1\d{4}", v):
        return False
    d = digits_of(v)
    body = d[:11]
    s = 0
    for n in range(1, 12):
        p = int(body[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    c = 0 if r <= 1 else 11 - r
    return c == int(d[11])


def _nhs(v):
    if not re.fullmatch(r"\d{3}( ?)\d{3}\1\d{4}", v):
        return False
    d = digits_of(v)
    c = 11 - sum(int(a) * w for a, w in zip(d[:9], range(10, 1, -1))) % 11
    c = 0 if c == 11 else c
    return c != 10 and c == int(d[9])


PPS_LETTERS = "WABCDEFGHIJKLMNOPQRSTUV"


def _ppsn(v):
    m = re.fullmatch(r"(\d{7})([A-W])([ABHWT]?)", v)
    if not m:
        return False
    s = sum(int(c) * w for c, w in zip(m.group(1), range(8, 1, -1)))
    if m.group(3):
        s += 9 * (ord(m.group(3)) - 64 if m.group(3) != "W" else 0)
    return PPS_LETTERS[s % 23] == m.group(2)


NID_FORMATS = [("ie_ppsn", _ppsn), ("uk_nhs", _nhs), ("uk_nino", _nino), ("es_dni", _dni), ("es_nie", _nie), ("nl_bsn", _bsn), ("sg_nric", _nric),
               ("in_aadhaar", _aadhaar), ("pl_pesel", _pesel), ("br_cpf", _cpf), ("ca_sin", _sin),
               ("hk_hkid", _hkid), ("tw_id", _twid), ("kr_rrn", _rrn), ("fi_hetu", _hetu),
               ("se_pnr", _pnr), ("be_nrn", _be), ("jp_mynumber", _mynumber)]
NID_BIRTH = {"pl_pesel": pesel_birth, "kr_rrn": rrn_birth, "fi_hetu": hetu_birth, "se_pnr": pnr_birth,
             "be_nrn": be_birth}


def nid_formats(v):
    return [name for name, fn in NID_FORMATS if fn(v)]


def nid_ok(v):
    return bool(nid_formats(v))


def nid_birth(v):
    for f in nid_formats(v):
        if f in NID_BIRTH:
            return NID_BIRTH[f](v)
    return None


def make_nid(kind, birth=None, sex="F"):
    for _ in range(100000):
        if kind == "uk_nino":
            a = R.choice("ABCEGHJKLMNOPRSTWXYZ")
            b = R.choice("ABCEGHJKLMNPRSTWXYZ")
            if a + b in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
                continue
            d = rs(DIG, 6)
            suf = R.choice("ABCD")
            return (a + b, d, suf)
        if kind == "es_dni":
            n = "%08d" % R.randint(10000000, 79999999)
            return n + DNI_LETTERS[int(n) % 23]
        if kind == "es_nie":
            p = R.choice("XY")
            n = rs(DIG, 7)
            return p + n + DNI_LETTERS[int(str("XYZ".index(p)) + n) % 23]
        if kind == "nl_bsn":
            v = str(R.randint(1, 6)) + rs(DIG, 8)
            if _bsn(v):
                return v
            continue
        if kind in ("sg_nric_S", "sg_nric_T", "sg_nric_F"):
            p = kind[-1]
            n = rs(DIG, 7)
            s = sum(int(c) * w for c, w in zip(n, [2, 7, 6, 5, 4, 3, 2])) + (4 if p in "TG" else 0)
            return p + n + (NRIC_ST if p in "ST" else NRIC_FG)[s % 11]
        if kind == "in_aadhaar":
            p = str(R.randint(2, 9)) + rs(DIG, 10)
            d = p + verhoeff_digit(p)
            return d[:4] + " " + d[4:8] + " " + d[8:]
        if kind == "pl_pesel":
            y, m, dd = birth.year, birth.month, birth.day
            mm = m + (20 if y >= 2000 else 0)
            serial = rs(DIG, 3) + str(R.choice([1, 3, 5, 7, 9] if sex == "M" else [0, 2, 4, 6, 8]))
            ten = "%02d%02d%02d" % (y % 100, mm, dd) + serial
            w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
            return ten + str((10 - sum(int(a) * b for a, b in zip(ten, w)) % 10) % 10)
        if kind == "br_cpf":
            nine = rs(DIG, 9)
            d = nine + _cpf_digits(nine)
            return "%s.%s.%s-%s" % (d[:3], d[3:6], d[6:9], d[9:])
        if kind == "ca_sin":
            p = str(R.randint(1, 7)) + rs(DIG, 7)
            d = p + luhn_digit(p)
            return d[:3] + " " + d[3:6] + " " + d[6:]
        if kind in ("hk_hkid", "hk_hkid2"):
            prefix = R.choice("ACDEGHKPRVYZ") if kind == "hk_hkid" else R.choice(["XA", "WX"])
            six = rs(DIG, 6)
            return "%s%s(%s)" % (prefix, six, _hkid_check(prefix, six))
        if kind == "tw_id":
            letter = R.choice("ABEFHKLOPST")
            body = ("2" if sex == "F" else "1") + rs(DIG, 7)
            for c in DIG:
                if _twid(letter + body + c):
                    return letter + body + c
        if kind == "kr_rrn":
            g = ("2" if sex == "F" else "1") if birth.year < 2000 else ("4" if sex == "F" else "3")
            twelve = birth.strftime("%y%m%d") + g + rs(DIG, 5)
            w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
            c = (11 - sum(int(a) * b for a, b in zip(twelve, w)) % 11) % 10
            return twelve[:6] + "-" + twelve[6:] + str(c)
        if kind == "fi_hetu":
            sep = "-" if birth.year < 2000 else "A"
            n = "%03d" % R.randint(2, 899)
            if (int(n) % 2 == 1) != (sex == "M"):
                continue
            ddmmyy = birth.strftime("%d%m%y")
            return ddmmyy + sep + n + HETU_CHARS[int(ddmmyy + n) % 31]
        if kind == "se_pnr":
            nnn = rs(DIG, 3)
            p = birth.strftime("%y%m%d") + nnn
            return p[:6] + "-" + nnn + luhn_digit(p)
        if kind == "be_nrn":
            nnn = "%03d" % R.randint(1, 997)
            if (int(nnn) % 2 == 1) != (sex == "M"):
                continue
            base = birth.strftime("%y%m%d") + nnn
            cc = 97 - int(("2" if birth.year >= 2000 else "") + base) % 97
            return "%s.%s.%s-%s.%02d" % (base[0:2], base[2:4], base[4:6], base[6:9], cc)
        if kind == "ie_ppsn":
            seven = rs(DIG, 7)
            s = sum(int(c) * w for c, w in zip(seven, range(8, 1, -1))) + 9 * 1
            return seven + PPS_LETTERS[s % 23] + "A"
        if kind == "uk_nhs":
            nine = str(R.randint(4, 6)) + rs(DIG, 8)
            c = 11 - sum(int(a) * w for a, w in zip(nine, range(10, 1, -1))) % 11
            if c == 10:
                continue
            d = nine + str(0 if c == 11 else c)
            return d[:3] + " " + d[3:6] + " " + d[6:]
        if kind == "jp_mynumber":
            body = str(R.randint(1, 9)) + rs(DIG, 10)
            for c in DIG:
                if _mynumber(body + c):
                    d = body + c
                    return d[:4] + " " + d[4:8] + " " + d[8:]
    raise AssertionError(kind)


# --------------------------------------------------------------------------- vendor-shaped keys and secrets
B62 = DIG + UP + LO


def b62(n):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out or "0"


def make_github_token(prefix="ghp_"):
    body = rs(ALNUM, 30)
    return prefix + body + b62(zlib.crc32(body.encode()) & 0xFFFFFFFF).rjust(6, "0")


def github_token_ok(v):
    m = re.fullmatch(r"gh[pousr]_([A-Za-z0-9]{30})([A-Za-z0-9]{6})", v)
    return bool(m) and b62(zlib.crc32(m.group(1).encode()) & 0xFFFFFFFF).rjust(6, "0") == m.group(2)


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def b64u_dec(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


JWT_SIGNING_KEY = rs(ALNUM, 40)  # used only to sign and verify the synthetic JWTs below


def make_jwt(payload):
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64u(hmac.new(JWT_SIGNING_KEY.encode(), (h + "." + p).encode(), hashlib.sha256).digest())
    return h + "." + p + "." + sig


def jwt_shape_ok(v):
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
    h, p, s = v.split(".")
    exp = b64u(hmac.new(JWT_SIGNING_KEY.encode(), (h + "." + p).encode(), hashlib.sha256).digest())
    return hmac.compare_digest(exp, s)


APIKEY_SHAPES = [
    ("aws_access_key_id", r"(AKIA|ASIA)[A-Z2-7]{16}"),
    ("gitlab_pat", r"glpat-[A-Za-z0-9_-]{20}"),
    ("slack_token", r"xox[bp]-\d{10,13}-\d{10,13}(-\d{10,13})?-[A-Za-z0-9]{24,32}"),
    ("stripe_secret", r"(sk|rk)_live_[A-Za-z0-9]{24,99}"),
    ("openai", r"sk-(proj-)?[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}"),
    ("sendgrid", r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}"),
    ("google_api", r"AIza[0-9A-Za-z_-]{35}"),
    ("telegram_bot", r"\d{8,10}:AA[A-Za-z0-9_-]{33}"),
    ("twilio_api_key", r"SK[0-9a-f]{32}"),
    ("mailgun", r"key-[0-9a-f]{32}"),
    ("npm", r"npm_[A-Za-z0-9]{36}"),
    ("huggingface", r"hf_[A-Za-z]{34}"),
    ("shopify", r"shpat_[0-9a-f]{32}"),
    ("aliyun_access_key_id", r"LTAI[A-Za-z0-9]{20}"),
    ("tencent_secret_id", r"AKID[A-Za-z0-9]{32}"),
    ("notion", r"secret_[A-Za-z0-9]{43}"),
]


def apikey_kind(v):
    if github_token_ok(v):
        return "github_pat"
    if v.startswith("eyJ") and jwt_shape_ok(v):
        return "jwt"
    for name, rx in APIKEY_SHAPES:
        if re.fullmatch(rx, v):
            return name
    return None


def apikey_ok(v):
    return apikey_kind(v) is not None


SECRET_SHAPES = [
    ("pem_private_key", r"-----BEGIN ([A-Z]+ )?PRIVATE KEY-----\n([A-Za-z0-9+/=]{1,64}\n)+-----END ([A-Z]+ )?PRIVATE KEY-----"),
    ("slack_webhook", r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}"),
    ("discord_webhook", r"https://discord(app)?\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_-]{60,70}"),
    ("dingtalk_webhook", r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}"),
    ("wecom_webhook", r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}"),
    ("feishu_webhook", r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f-]{36}"),
    ("stripe_webhook_secret", r"whsec_[A-Za-z0-9]{32}"),
    ("dingtalk_sign_secret", r"SEC[0-9a-f]{64}"),
    ("aws_secret_access_key", r"[A-Za-z0-9/+]{40}"),
    ("totp_seed", r"[A-Z2-7]{16}|[A-Z2-7]{32}|([A-Z2-7]{4} ){7}[A-Z2-7]{4}"),
    ("hex_secret", r"[0-9a-f]{32}"),
    ("google_oauth_client_secret", r"GOCSPX-[A-Za-z0-9_-]{28}"),
    ("aliyun_secret", r"[A-Za-z0-9]{30}"),
    ("recovery_code", r"[a-z0-9]{4}-[a-z0-9]{4}|\d{4}-\d{4}|[a-z0-9]{5}-[a-z0-9]{5}"),
    ("session_cookie", r"[a-z0-9]{32}|s%3A[A-Za-z0-9_-]{32}\.[A-Za-z0-9%+/]{20,60}"),
    ("tencent_secret_key", r"[A-Za-z0-9]{32}"),
]


def secret_kind(v):
    for name, rx in SECRET_SHAPES:
        if re.fullmatch(rx, v):
            return name
    if re.search(r"\s", v) is None and len(v) >= 6:
        return "inline_password"
    return None


def make_pem_ec():
    der = bytes.fromhex("30770201010420") + bytes(R.getrandbits(8) for _ in range(32)) + \
        bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + bytes(R.getrandbits(8) for _ in range(64))
    b = base64.b64encode(der).decode()
    lines = [b[i:i + 64] for i in range(0, len(b), 64)]
    return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


# --------------------------------------------------------------------------- the values
VALUES = {}
TYPES = {}  # name -> (TYPE, check kind)


def add(name, typ, check, value):
    assert name not in VALUES, name
    VALUES[name] = value
    TYPES[name] = (typ, check)


CARD_SPECS = [
    ("card01", "4", 16, "sp"), ("card02", "51", 16, "plain"), ("card03", "4", 16, "dash"),
    ("card04", "37", 15, "amex"), ("card05", "6011", 16, "sp"), ("card06", "622202", 19, "plain"),
    ("card07", "4", 16, "plain"), ("card08", "2223", 16, "sp"), ("card09", "3530", 16, "sp"),
    ("card10", "621700", 19, "sp"), ("card11", "55", 16, "dash"), ("card12", "4", 16, "sp"),
    ("card13", "34", 15, "plain"), ("card14", "622848", 19, "plain"), ("card15", "54", 16, "sp"),
    ("card16", "4", 16, "sp"), ("card17", "625", 16, "sp"), ("card18", "4", 16, "plain"),
    ("card19", "52", 16, "sp"), ("card20", "622588", 16, "sp"), ("card21", "4", 16, "dash"),
    ("card22", "53", 16, "plain"), ("card23", "623668", 19, "sp6"), ("card24", "4", 16, "sp"),
]
for n, pfx, ln, st in CARD_SPECS:
    add(n, "CARD", "luhn", make_card(pfx, ln, st))

IBAN_SPECS = [("iban01", "GB", "sp"), ("iban02", "DE", "sp"), ("iban03", "NL", "plain"), ("iban04", "IE", "sp"),
              ("iban05", "BE", "sp"), ("iban06", "ES", "sp"), ("iban07", "FR", "sp"), ("iban08", "AT", "plain"),
              ("iban09", "CH", "sp"), ("iban10", "GB", "plain"), ("iban11", "DE", "plain"), ("iban12", "NL", "sp"),
              ("iban13", "GB", "sp"), ("iban14", "ES", "plain"), ("iban15", "IE", "plain"), ("iban16", "BE", "plain"),
              ("iban17", "FR", "plain"), ("iban18", "GB", "sp")]
for n, cc, st in IBAN_SPECS:
    add(n, "IBAN", "mod97", make_iban(cc, st))

for i in range(1, 15):
    add("ssn%02d" % i, "SSN", "ssn_rules", make_ssn({12: "sp", 13: "plain"}.get(i, "dash")))

IDCARD_SPECS = [
    ("idc01", "110105", "1986-04-17", "F", False), ("idc02", "310104", "1959-11-02", "M", False),
    ("idc03", "440106", "1992-07-23", "F", True), ("idc04", "330106", "1978-01-30", "M", False),
    ("idc05", "510107", "2011-09-05", "M", False), ("idc06", "420106", "1947-03-14", "F", False),
    ("idc07", "320102", "1990-12-08", "M", False), ("idc08", "370202", "1983-06-19", "F", False),
    ("idc09", "610113", "2013-02-27", "F", False), ("idc10", "500103", "1944-08-09", "M", False),
    ("idc11", "120101", "1975-05-21", "F", False), ("idc12", "350203", "1995-10-11", "M", False),
    ("idc13", "430104", "1988-03-03", "F", False), ("idc14", "210102", "1952-12-25", "M", False),
    ("idc15", "230103", "1969-07-07", "F", False), ("idc16", "530102", "2000-01-15", "M", False),
    ("idc17", "410105", "1981-09-29", "F", True), ("idc18", "440305", "1993-04-04", "M", False),
    ("idc19", "310115", "1964-02-18", "F", False), ("idc20", "110101", "1939-10-01", "M", False),
    ("idc21", "330106", "2012-06-06", "F", False), ("idc22", "510107", "1972-11-11", "M", False),
    ("idc23", "320102", "1998-08-28", "F", False), ("idc24", "420106", "1985-01-09", "M", False),
    ("idc25", "350203", "1957-05-30", "F", False), ("idc26", "440106", "2010-03-22", "M", False),
    ("idc27", "370202", "1976-09-16", "M", False), ("idc28", "610113", "1991-02-14", "F", False),
    ("idc29", "430104", "1949-06-01", "F", False), ("idc30", "310104", "1987-12-31", "M", True),
    ("idc31", "500103", "2003-07-19", "F", False), ("idc32", "110105", "1966-04-08", "M", False),
]
for n, reg, ymd, sex, x in IDCARD_SPECS:
    add(n, "IDCARD", "gb11643", make_idcard(reg, ymd, sex, x, "sp" if n in ("idc08", "idc22") else "plain"))

PASSPORT_SPECS = [("pp01", "CN"), ("pp02", "CN2"), ("pp03", "US"), ("pp04", "GB"), ("pp05", "DE"), ("pp06", "CA"),
                  ("pp07", "IN"), ("pp08", "FR"), ("pp09", "IE"), ("pp10", "AU"), ("pp11", "JP"), ("pp12", "HK"),
                  ("pp13", "SG"), ("pp14", "CNG"), ("pp15", "US"), ("pp16", "CN2"), ("pp17", "MY"), ("pp18", "GB")]
PASSPORT_ISSUER = {}
for n, cc in PASSPORT_SPECS:
    add(n, "PASSPORT", "shape", make_passport(cc))
    PASSPORT_ISSUER[n] = cc[:2]

D = datetime.date
_nino1 = make_nid("uk_nino")
add("nid01", "NATIONAL_ID", "shape", "%s %s %s %s %s" % (_nino1[0], _nino1[1][:2], _nino1[1][2:4], _nino1[1][4:], _nino1[2]))
_nino2 = make_nid("uk_nino")
add("nid02", "NATIONAL_ID", "shape", _nino2[0] + _nino2[1] + _nino2[2])
add("nid03", "NATIONAL_ID", "dni", make_nid("es_dni"))
add("nid04", "NATIONAL_ID", "dni", make_nid("es_nie"))
add("nid05", "NATIONAL_ID", "elfproef", make_nid("nl_bsn"))
add("nid06", "NATIONAL_ID", "nric", make_nid("sg_nric_S"))
add("nid07", "NATIONAL_ID", "nric", make_nid("sg_nric_T"))
add("nid08", "NATIONAL_ID", "verhoeff", make_nid("in_aadhaar"))
add("nid09", "NATIONAL_ID", "pesel", make_nid("pl_pesel", D(1988, 5, 14), "F"))
add("nid10", "NATIONAL_ID", "cpf", make_nid("br_cpf"))
add("nid11", "NATIONAL_ID", "luhn", make_nid("ca_sin"))
add("nid12", "NATIONAL_ID", "hkid", make_nid("hk_hkid"))
add("nid13", "NATIONAL_ID", "hkid", make_nid("hk_hkid"))
add("nid14", "NATIONAL_ID", "twid", make_nid("tw_id", sex="F"))
add("nid15", "NATIONAL_ID", "rrn", make_nid("kr_rrn", D(1990, 3, 8), "F"))
add("nid16", "NATIONAL_ID", "hetu", make_nid("fi_hetu", D(1979, 11, 23), "M"))
add("nid17", "NATIONAL_ID", "luhn", make_nid("se_pnr", D(1984, 7, 2), "F"))
add("nid18", "NATIONAL_ID", "mod97", make_nid("be_nrn", D(1971, 2, 19), "M"))
add("nid19", "NATIONAL_ID", "mynumber", make_nid("jp_mynumber"))
_nino3 = make_nid("uk_nino")
add("nid20", "NATIONAL_ID", "shape", "%s %s %s %s %s" % (_nino3[0], _nino3[1][:2], _nino3[1][2:4], _nino3[1][4:], _nino3[2]))
add("nid21", "NATIONAL_ID", "verhoeff", make_nid("in_aadhaar"))
add("nid22", "NATIONAL_ID", "elfproef", make_nid("nl_bsn"))
add("nid23", "NATIONAL_ID", "nric", make_nid("sg_nric_F"))
add("nid24", "NATIONAL_ID", "dni", make_nid("es_dni"))
add("nid25", "NATIONAL_ID", "hkid", make_nid("hk_hkid2"))
add("nid26", "NATIONAL_ID", "twid", make_nid("tw_id", sex="M"))
add("nid27", "NATIONAL_ID", "cpf", make_nid("br_cpf"))
add("nid28", "NATIONAL_ID", "luhn", make_nid("ca_sin"))
add("nid29", "NATIONAL_ID", "pesel", make_nid("pl_pesel", D(1953, 10, 30), "M"))
add("nid30", "NATIONAL_ID", "nric", make_nid("sg_nric_S"))

# API keys (vendor shapes)
for i in range(1, 4):
    add("akid%02d" % i, "APIKEY", "shape", "AKIA" + rs(B32, 16))
    add("ghp%02d" % i, "APIKEY", "crc32", make_github_token())
    add("sklive%02d" % i, "APIKEY", "shape", "sk_live_" + rs(ALNUM, 24 if i != 2 else 99))
add("gho01", "APIKEY", "crc32", make_github_token("gho_"))
add("glpat01", "APIKEY", "shape", "glpat-" + rs(B64URL.replace("-", "").replace("_", ""), 20))
add("xoxb01", "APIKEY", "shape", "xoxb-%d-%d-%s" % (R.randint(10**10, 10**11), R.randint(10**12, 10**13 - 1), rs(ALNUM, 24)))
add("xoxb02", "APIKEY", "shape", "xoxb-%d-%d-%s" % (R.randint(10**10, 10**11), R.randint(10**12, 10**13 - 1), rs(ALNUM, 24)))
add("rklive01", "APIKEY", "shape", "rk_live_" + rs(ALNUM, 24))
add("openai01", "APIKEY", "shape", "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20))
add("openai02", "APIKEY", "shape", "sk-proj-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20))
add("sg01", "APIKEY", "shape", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43))
add("gapi01", "APIKEY", "shape", "AIza" + rs(B64URL, 35))
add("gapi02", "APIKEY", "shape", "AIza" + rs(B64URL, 35))
add("tg01", "APIKEY", "shape", "%d:AA%s" % (R.randint(10**9, 7 * 10**9), rs(B64URL, 33)))
add("tg02", "APIKEY", "shape", "%d:AA%s" % (R.randint(10**8, 10**9 - 1), rs(B64URL, 33)))
add("twsk01", "APIKEY", "shape", "SK" + rs(HEX, 32))
add("mg01", "APIKEY", "shape", "key-" + rs(HEX, 32))
add("npm01", "APIKEY", "shape", "npm_" + rs(ALNUM, 36))
add("hf01", "APIKEY", "shape", "hf_" + rs(UP + LO, 34))
add("shpat01", "APIKEY", "shape", "shpat_" + rs(HEX, 32))
add("ltai01", "APIKEY", "shape", "LTAI" + rs(ALNUM, 20))
add("ltai02", "APIKEY", "shape", "LTAI" + rs(ALNUM, 20))
add("tcid01", "APIKEY", "shape", "AKID" + rs(ALNUM, 32))
add("notion01", "APIKEY", "shape", "secret_" + rs(ALNUM, 43))
add("jwt01", "APIKEY", "hs256", make_jwt({"sub": "drv_0418", "scope": "routes:read", "iat": 1717401600, "exp": 1717488000}))
add("jwt02", "APIKEY", "hs256", make_jwt({"sub": "u_55107", "role": "admin", "org": "fb-north", "iat": 1719830400}))
add("jwt03", "APIKEY", "hs256", make_jwt({"uid": 88231, "app": "fridge-share", "iat": 1722470400, "exp": 1725148800}))
add("jwt04", "APIKEY", "hs256", make_jwt({"sub": "kitchen-pos-07", "aud": "orders", "iat": 1730419200}))

# secrets
for i in range(1, 4):
    add("awssk%02d" % i, "SECRET", "shape", rs(ALNUM + "/+", 40))
add("ltaisk01", "SECRET", "shape", rs(ALNUM, 30))
add("ltaisk02", "SECRET", "shape", rs(ALNUM, 30))
add("tcsk01", "SECRET", "shape", rs(ALNUM, 32))
add("twtok01", "SECRET", "shape", rs(HEX, 32))
add("wxsecret01", "SECRET", "shape", rs(HEX, 32))
add("oauthcs01", "SECRET", "shape", "GOCSPX-" + rs(B64URL, 28))
add("whsec01", "SECRET", "shape", "whsec_" + rs(ALNUM, 32))
add("whsec02", "SECRET", "shape", "whsec_" + rs(ALNUM, 32))
add("totp01", "SECRET", "shape", rs(B32, 32))
add("totp02", "SECRET", "shape", rs(B32, 16))
add("totp03", "SECRET", "shape", " ".join(rs(B32, 4) for _ in range(8)))
add("slackhook01", "SECRET", "shape", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(ALNUM, 24)))
add("slackhook02", "SECRET", "shape", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 10), rs(UP + DIG, 10), rs(ALNUM, 24)))
add("discordhook01", "SECRET", "shape", "https://discord.com/api/webhooks/%d/%s" % (R.randint(10**17, 10**18), rs(B64URL, 68)))
add("dinghook01", "SECRET", "shape", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
add("dinghook02", "SECRET", "shape", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
add("dingsec01", "SECRET", "shape", "SEC" + rs(HEX, 64))
add("wecomhook01", "SECRET", "shape", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + uuid4())
add("feishuhook01", "SECRET", "shape", "https://open.feishu.cn/open-apis/bot/v2/hook/" + uuid4())
add("pem01", "SECRET", "shape", make_pem_ec())
add("pem02", "SECRET", "shape", make_pem_ec())
add("sess01", "SECRET", "shape", rs(LO + DIG, 32))
add("sess02", "SECRET", "shape", "s%3A" + rs(B64URL, 32) + "." + rs(ALNUM, 43))
add("sess03", "SECRET", "shape", rs(LO + DIG, 32))
for i in range(1, 11):
    add("rc%02d" % i, "SECRET", "shape", rs(LO + DIG, 4) + "-" + rs(LO + DIG, 4))

# decoys that need a vendor shape (not personal / not secret)
add("pklive01", "DECOY", "publishable_key", "pk_live_" + rs(ALNUM, 24))
add("pklive02", "DECOY", "publishable_key", "pk_live_" + rs(ALNUM, 24))
add("twac01", "DECOY", "account_sid", "AC" + rs(HEX, 32))
add("wxappid01", "DECOY", "app_id", "wx" + rs(HEX, 16))
add("uuid01", "DECOY", "uuid", uuid4())
add("uuid02", "DECOY", "uuid", uuid4())
add("uuid03", "DECOY", "uuid", uuid4())
add("sha01", "DECOY", "commit_sha", rs(HEX, 40))
add("sha02", "DECOY", "commit_sha", rs(HEX, 40))
add("sha256a", "DECOY", "sha256", rs(HEX, 64))
add("ean01", "DECOY", "ean13", (lambda b: b + str((10 - sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(b)) % 10) % 10))("50" + rs(DIG, 10)))
add("ean02", "DECOY", "ean13", (lambda b: b + str((10 - sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(b)) % 10) % 10))("69" + rs(DIG, 10)))
add("gcid01", "DECOY", "client_id", "%d-%s.apps.googleusercontent.com" % (R.randint(10**11, 10**12), rs(LO + DIG, 32)))

# added later (appended so that earlier draws stay unchanged)
add("nid31", "NATIONAL_ID", "nhs", make_nid("uk_nhs"))
add("nid32", "NATIONAL_ID", "nhs", make_nid("uk_nhs"))
add("nid33", "NATIONAL_ID", "nhs", make_nid("uk_nhs"))
add("nid34", "NATIONAL_ID", "ppsn", make_nid("ie_ppsn"))
add("nid35", "NATIONAL_ID", "ppsn", make_nid("ie_ppsn"))

# Generated but not referenced by any text. They stay generated (so the seeded sequence of every
# other value is unchanged) but are kept out of VALUES; selftest() still validates them.
SPARE = ["card07", "card11", "card15", "card18", "card21", "iban02", "iban14", "iban16", "ssn04", "ssn11",
         "ssn14", "pp04", "pp08", "pp09", "pp11", "pp15"]
SPARE_VALUES = {n: VALUES.pop(n) for n in SPARE}


# --------------------------------------------------------------------------- validation
def ean13_ok(v):
    return bool(re.fullmatch(r"\d{13}", v)) and sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(v)) % 10 == 0


VALIDATORS = {
    "CARD": card_ok, "IBAN": iban_ok, "SSN": ssn_ok, "IDCARD": idcard_ok, "PASSPORT": passport_ok,
    "NATIONAL_ID": nid_ok, "APIKEY": apikey_ok, "SECRET": lambda v: secret_kind(v) is not None,
}
CHECKED = {"luhn", "mod97", "gb11643", "dni", "elfproef", "nric", "verhoeff", "pesel", "cpf", "hkid", "twid",
           "rrn", "hetu", "mynumber", "crc32", "hs256", "nhs", "ppsn"}


def corrupt(v, check):
    """Change one character (a digit where possible) in the middle of the checked part."""
    if check == "hs256":
        h, p, s = v.split(".")
        i = len(p) // 2
        c = p[i]
        p = p[:i] + ("A" if c != "A" else "B") + p[i + 1:]
        return h + "." + p + "." + s
    if check == "crc32":
        i = 4 + 15
        return v[:i] + ("a" if v[i] != "a" else "b") + v[i + 1:]
    pos = [i for i, c in enumerate(v) if c.isdigit()]
    if check == "gb11643":
        pos = [i for i in pos if 14 <= len(v[:i].replace(" ", "")) < 17] or pos
    i = pos[len(pos) // 2]
    return v[:i] + str((int(v[i]) + 1) % 10) + v[i + 1:]


def full_check(value, typ, check):
    if typ == "DECOY":
        if check == "ean13":
            return ean13_ok(value)
        return True
    ok = VALIDATORS[typ](value)
    if check == "hs256":
        ok = ok and jwt_sig_ok(value)
    if check == "crc32":
        ok = ok and github_token_ok(value)
    return ok


def selftest(verbose=False):
    """Validate every generated value (spares included) and check that a one-digit corruption fails
    for every value whose format carries a check digit / checksum / signature."""
    bad = []
    corrupted = 0
    everything = dict(VALUES)
    everything.update(SPARE_VALUES)
    for name, value in everything.items():
        typ, check = TYPES[name]
        if not full_check(value, typ, check):
            bad.append("invalid: %s %s" % (name, value))
            continue
        if check in CHECKED:
            c = corrupt(value, check)
            if c == value or full_check(c, typ, check):
                bad.append("corruption not caught: %s %s -> %s" % (name, value, c))
            corrupted += 1
    if len(set(everything.values())) != len(everything):
        bad.append("duplicate values")
    if verbose or bad:
        print("selftest: %d values in VALUES (+%d spare), %d corruption tests, %d problems" % (
            len(VALUES), len(SPARE_VALUES), corrupted, len(bad)))
    for b in bad:
        print("  " + b)
    return not bad


if __name__ == "__main__":
    if "-p" in sys.argv:
        for n, v in list(VALUES.items()) + [("(spare) " + k, x) for k, x in SPARE_VALUES.items()]:
            typ, check = TYPES[n.replace("(spare) ", "")]
            fmt = ""
            if typ == "NATIONAL_ID":
                fmt = ",".join(nid_formats(v))
            elif typ == "APIKEY":
                fmt = apikey_kind(v)
            elif typ == "SECRET":
                fmt = secret_kind(v)
            elif typ == "CARD":
                fmt = card_brand(v)
            elif typ == "PASSPORT":
                fmt = PASSPORT_ISSUER[n.replace("(spare) ", "")] + " (shape ok: %s)" % passport_ok(v)
            elif typ == "IDCARD":
                fmt = str(idcard_birth(v))
            print("%-13s %-12s %-22s %s" % (n, typ, fmt, v.replace("\n", "\\n")))
    else:
        sys.exit(0 if selftest(verbose=True) else 1)
