#!/usr/bin/env python3
"""Seeded generators for every blind92 value that needs a check digit or a
vendor shape.  Texts refer to them as ``$name``.

    python3 values.py        run selftest()
    python3 values.py -p     print every value (name, label, format, value)

Standard library only.
"""
import base64
import datetime
import json
import random
import re
import string
import sys
import zlib

SEED = 924417
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AN = string.ascii_letters + string.digits
B64 = AN + "+/"
B64URL = AN + "-_"
HEX = "0123456789abcdef"
B32 = UP + "234567"
B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


def _date_ok(y, m, d):
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False


# ---------------------------------------------------------------- Luhn / cards
def luhn_valid(s):
    s = re.sub(r"[ -]", "", s)
    if not s.isdigit() or len(s) < 2:
        return False
    total = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(partial):
    for c in DIG:
        if luhn_valid(partial + c):
            return partial + c
    raise AssertionError


CARD_SHAPES = [
    r"4\d{15}",                                   # Visa
    r"(5[1-5]\d{14}|2(22[1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)\d{12})",  # Mastercard
    r"3[47]\d{13}",                                # Amex
    r"62\d{14,17}",                               # UnionPay
    r"6011\d{12}",                                 # Discover
    r"35(2[89]|[3-8]\d)\d{12}",                    # JCB
]


def card_valid(s):
    if not re.fullmatch(r"\d[\d -]*\d", s):
        return False
    raw = re.sub(r"[ -]", "", s)
    if not any(re.fullmatch(p, raw) for p in CARD_SHAPES):
        return False
    return luhn_valid(raw)


def make_card(prefix, length, sizes=(4, 4, 4, 4), sep=" "):
    num = luhn_complete(prefix + rs(DIG, length - len(prefix) - 1))
    return group(num, sizes, sep) if sizes else num


# ---------------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "DE": 22, "FR": 27, "ES": 24, "NL": 18, "IE": 22,
            "PT": 25, "CH": 21, "BE": 16, "NO": 15, "AT": 20}


def _iban_int(s):
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r))


def iban_valid(s):
    if s != s.strip() or "  " in s:
        return False
    t = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", t):
        return False
    if IBAN_LEN.get(t[:2]) != len(t):
        return False
    return _iban_int(t) % 97 == 1


def make_iban(cc, bban, spaced=True):
    chk = 98 - _iban_int(cc + "00" + bban) % 97
    s = "%s%02d%s" % (cc, chk, bban)
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4)) if spaced else s


def _bban(cc):
    if cc == "GB":
        return R.choice(["NWBK", "BARC", "LOYD", "MIDL", "HBUK", "SRLG"]) + rs(DIG, 14)
    if cc == "DE":
        return rs(DIG, 18)
    if cc == "FR":
        bank, branch, acct = rs(DIG, 5), rs(DIG, 5), rs(DIG, 11)
        key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
        return bank + branch + acct + "%02d" % key
    if cc == "ES":
        bank, branch, acct = rs(DIG, 4), rs(DIG, 4), rs(DIG, 10)
        w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

        def dc(ten):
            v = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
            return {11: 0, 10: 1}.get(v, v)
        return bank + branch + str(dc("00" + bank + branch)) + str(dc(acct)) + acct
    if cc == "NL":
        return R.choice(["ABNA", "INGB", "RABO", "TRIO", "SNSB"]) + rs(DIG, 10)
    if cc == "IE":
        return R.choice(["AIBK", "BOFI", "IPBS"]) + rs(DIG, 14)
    if cc == "PT":
        nib = rs(DIG, 19)
        return nib + "%02d" % (98 - int(nib + "00") % 97)
    if cc == "CH":
        return rs(DIG, 17)
    if cc == "BE":
        first = rs(DIG, 10)
        c = int(first) % 97 or 97
        return first + "%02d" % c
    if cc == "NO":
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        while True:
            first = rs(DIG, 10)
            k = 11 - sum(int(a) * b for a, b in zip(first, w)) % 11
            if k == 11:
                k = 0
            if k != 10:
                return first + str(k)
    if cc == "AT":
        return rs(DIG, 16)
    raise ValueError(cc)


# ----------------------------------------------------------------------- SSN
SSN_KNOWN_FAKE = {"078051120", "219099999", "123456789"}


def ssn_valid(s):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", s)
    if not m:
        return False
    a, g, n = m.group(1), m.group(3), m.group(4)
    if a in ("000", "666") or a[0] == "9" or g == "00" or n == "0000":
        return False
    return a + g + n not in SSN_KNOWN_FAKE


def make_ssn(sep="-"):
    while True:
        a = "%03d" % R.randint(1, 899)
        if a == "666":
            continue
        s = a + sep + "%02d" % R.randint(1, 99) + sep + "%04d" % R.randint(1, 9999)
        if ssn_valid(s):
            return s


# --------------------------------------------------- IDCARD (GB 11643-1999)
W18 = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def gb_check(s17):
    return "10X98765432"[sum(int(c) * w for c, w in zip(s17, W18)) % 11]


def idcard_valid(s):
    t = s.replace(" ", "")
    if not re.fullmatch(r"[1-8]\d{16}[\dX]", t):
        return False
    y, m, d = int(t[6:10]), int(t[10:12]), int(t[12:14])
    if not (1900 <= y <= 2024) or not _date_ok(y, m, d):
        return False
    return gb_check(t[:17]) == t[17]


def idcard_birth(s):
    t = s.replace(" ", "")
    return datetime.date(int(t[6:10]), int(t[10:12]), int(t[12:14]))


def make_idcard(region, ymd, male, want_x=False):
    while True:
        seq = "%02d%s" % (R.randint(0, 99), R.choice("13579" if male else "02468"))
        s17 = region + ymd.replace("-", "") + seq
        c = gb_check(s17)
        if (c == "X") == want_x:
            return s17 + c


# ----------------------------------------------------------- NATIONAL_ID
def bsn_valid(s):
    t = re.sub(r"[ .]", "", s)
    if not re.fullmatch(r"\d{9}", t):
        return False
    tot = sum(int(t[i]) * (9 - i) for i in range(8)) - int(t[8])
    return tot % 11 == 0 and t != "000000000"


def make_bsn():
    while True:
        f = rs(DIG, 8)
        c = sum(int(f[i]) * (9 - i) for i in range(8)) % 11
        if c < 10 and f[0] != "0":
            return f + str(c)


DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_valid(s):
    m = re.fullmatch(r"(\d{8})-?([A-Z])", s)
    return bool(m) and DNI_LETTERS[int(m.group(1)) % 23] == m.group(2)


def nie_valid(s):
    m = re.fullmatch(r"([XYZ])-?(\d{7})-?([A-Z])", s)
    if not m:
        return False
    n = int("XYZ".index(m.group(1)).__str__() + m.group(2))
    return DNI_LETTERS[n % 23] == m.group(3)


def nir_valid(s):
    t = s.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", t):
        return False
    if not 1 <= int(t[3:5]) <= 12:
        return False
    return int(t[13:]) == 97 - int(t[:13]) % 97


def make_nir(sex, yy, mm, dept):
    first = "%d%02d%02d%s%03d%03d" % (sex, yy, mm, dept, R.randint(1, 999), R.randint(1, 999))
    key = 97 - int(first) % 97
    t = first + "%02d" % key
    return group(t, (1, 2, 2, 2, 3, 3, 2))


def pnr_valid(s):
    m = re.fullmatch(r"(\d{2})?(\d{6})[-+]?(\d{4})", s)
    if not m:
        return False
    ymd, tail = m.group(2), m.group(3)
    if not _date_ok(2000 + int(ymd[:2]), int(ymd[2:4]), int(ymd[4:6])):
        return False
    return luhn_valid(ymd + tail)


def make_pnr(date):
    ymd = date.strftime("%y%m%d")
    body = luhn_complete(ymd + rs(DIG, 3))
    return body[:6] + "-" + body[6:]


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_valid(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    yy, mm, dd = int(s[:2]), int(s[2:4]), int(s[4:6])
    if 1 <= mm <= 12:
        y = 1900 + yy
    elif 21 <= mm <= 32:
        y, mm = 2000 + yy, mm - 20
    else:
        return False
    if not _date_ok(y, mm, dd):
        return False
    c = (10 - sum(int(a) * b for a, b in zip(s[:10], PESEL_W)) % 10) % 10
    return c == int(s[10])


def make_pesel(date, male):
    mm = date.month + (20 if date.year >= 2000 else 0)
    first = "%02d%02d%02d%03d%s" % (date.year % 100, mm, date.day, R.randint(0, 999),
                                   R.choice("13579" if male else "02468"))
    c = (10 - sum(int(a) * b for a, b in zip(first, PESEL_W)) % 10) % 10
    return first + str(c)


NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def nric_valid(s):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    if not m:
        return False
    p, d, c = m.groups()
    tot = sum(int(a) * b for a, b in zip(d, NRIC_W)) + (4 if p in "TG" else 0)
    table = "JZIHGFEDCBA" if p in "ST" else "XWUTRQPNMLK"
    return table[tot % 11] == c


def make_nric(prefix):
    d = rs(DIG, 7)
    tot = sum(int(a) * b for a, b in zip(d, NRIC_W)) + (4 if prefix in "TG" else 0)
    table = "JZIHGFEDCBA" if prefix in "ST" else "XWUTRQPNMLK"
    return prefix + d + table[tot % 11]


def _hkid_sum(letters, digits):
    vals = ([36] if len(letters) == 1 else []) + [ord(c) - 55 for c in letters]
    w = [9, 8, 7, 6, 5, 4, 3, 2]
    return sum(a * b for a, b in zip(vals + [int(x) for x in digits], w))


def hkid_valid(s):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", s)
    if not m:
        return False
    c = (11 - _hkid_sum(m.group(1), m.group(2)) % 11) % 11
    return ("A" if c == 10 else str(c)) == m.group(3)


def make_hkid(letters):
    d = rs(DIG, 6)
    c = (11 - _hkid_sum(letters, d) % 11) % 11
    return "%s%s(%s)" % (letters, d, "A" if c == 10 else str(c))


def sin_valid(s):
    m = re.fullmatch(r"(\d{3})([ -]?)(\d{3})\2(\d{3})", s)
    if not m:
        return False
    t = m.group(1) + m.group(3) + m.group(4)
    return luhn_valid(t)


def make_sin(sep=" "):
    t = luhn_complete(R.choice("1234567") + rs(DIG, 7))
    return group(t, (3, 3, 3), sep)


def cpf_valid(s):
    m = re.fullmatch(r"(\d{3})\.?(\d{3})\.?(\d{3})-?(\d{2})", s)
    if not m:
        return False
    t = "".join(m.groups())
    if len(set(t)) == 1:
        return False
    for n in (9, 10):
        v = sum(int(t[i]) * (n + 1 - i) for i in range(n)) * 10 % 11 % 10
        if v != int(t[n]):
            return False
    return True


def make_cpf():
    t = rs(DIG, 9)
    for n in (9, 10):
        t += str(sum(int(t[i]) * (n + 1 - i) for i in range(n)) * 10 % 11 % 10)
    return "%s.%s.%s-%s" % (t[:3], t[3:6], t[6:9], t[9:])


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


def verhoeff_valid(t):
    c = 0
    for i, ch in enumerate(reversed(t)):
        c = VH_D[c][VH_P[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(t):
    c = 0
    for i, ch in enumerate(reversed(t)):
        c = VH_D[c][VH_P[(i + 1) % 8][int(ch)]]
    return str(VH_INV[c])


def aadhaar_valid(s):
    m = re.fullmatch(r"(\d{4})([ -]?)(\d{4})\2(\d{4})", s)
    if not m:
        return False
    t = m.group(1) + m.group(3) + m.group(4)
    return t[0] in "23456789" and verhoeff_valid(t)


def make_aadhaar():
    t = R.choice("23456789") + rs(DIG, 10)
    t += verhoeff_digit(t)
    return group(t, (4, 4, 4))


TW_L = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36)))


def twid_valid(s):
    if not re.fullmatch(r"[A-Z][12]\d{8}", s):
        return False
    v = TW_L[s[0]]
    tot = v // 10 + (v % 10) * 9 + sum(int(s[i]) * (9 - i) for i in range(1, 9)) + int(s[9])
    return tot % 10 == 0


def make_twid(letter, male):
    body = ("1" if male else "2") + rs(DIG, 7)
    v = TW_L[letter]
    tot = v // 10 + (v % 10) * 9 + sum(int(body[i - 1]) * (9 - i) for i in range(1, 9))
    return letter + body + str((10 - tot % 10) % 10)


def nino_valid(s):
    m = re.fullmatch(r"([A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]) ?(\d{2}) ?(\d{2}) ?(\d{2}) ?([A-D])", s)
    return bool(m) and m.group(1) not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ") \
        and s.replace(" ", "") != "QQ123456C"


FNR_W1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
FNR_W2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]


def _fnr_k(digits, w):
    k = 11 - sum(int(a) * b for a, b in zip(digits, w)) % 11
    return 0 if k == 11 else k


def fnr_valid(s):
    t = s.replace(" ", "")
    if not re.fullmatch(r"\d{11}", t):
        return False
    if not _date_ok(1900 + int(t[4:6]), int(t[2:4]), int(t[:2])):
        return False
    k1 = _fnr_k(t[:9], FNR_W1)
    k2 = _fnr_k(t[:10], FNR_W2)
    return k1 != 10 and k2 != 10 and k1 == int(t[9]) and k2 == int(t[10])


def make_fnr(date):
    while True:
        f = date.strftime("%d%m%y") + "%03d" % R.randint(0, 499)
        k1 = _fnr_k(f, FNR_W1)
        if k1 == 10:
            continue
        k2 = _fnr_k(f + str(k1), FNR_W2)
        if k2 == 10:
            continue
        return f[:6] + " " + f[6:] + str(k1) + str(k2)


HETU_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_valid(s):
    m = re.fullmatch(r"(\d{6})([-+A-FU-Y])(\d{3})([0-9A-Y])", s)
    if not m:
        return False
    d = m.group(1)
    if not _date_ok(2000, int(d[2:4]), int(d[:2])):
        return False
    return HETU_C[int(d + m.group(3)) % 31] == m.group(4)


def make_hetu(date):
    d = date.strftime("%d%m%y")
    n = "%03d" % R.randint(2, 899)
    sign = "-" if date.year < 2000 else "A"
    return d + sign + n + HETU_C[int(d + n) % 31]


def benn_valid(s):
    m = re.fullmatch(r"(\d{2})\.(\d{2})\.(\d{2})-(\d{3})\.(\d{2})", s)
    if not m:
        return False
    first = "".join(m.groups()[:4])
    c = int(m.group(5))
    return c == 97 - int(first) % 97 or c == 97 - int("2" + first) % 97


def make_benn(date):
    first = date.strftime("%y%m%d") + "%03d" % R.randint(1, 997)
    c = 97 - int(("2" if date.year >= 2000 else "") + first) % 97
    return "%s.%s.%s-%s.%02d" % (first[:2], first[2:4], first[4:6], first[6:], c)


def za_valid(s):
    t = s.replace(" ", "")
    if not re.fullmatch(r"\d{13}", t):
        return False
    if not _date_ok(2000, int(t[2:4]), int(t[4:6])):
        return False
    return luhn_valid(t)


def make_za(date, male):
    g = "%04d" % (R.randint(5000, 9999) if male else R.randint(0, 4999))
    return luhn_complete(date.strftime("%y%m%d") + g + "08")


NATIONAL_ID_VALIDATORS = {
    "bsn": bsn_valid, "dni": dni_valid, "nie": nie_valid, "nir": nir_valid,
    "pnr": pnr_valid, "pesel": pesel_valid, "nric": nric_valid, "hkid": hkid_valid,
    "sin": sin_valid, "cpf": cpf_valid, "aadhaar": aadhaar_valid, "twid": twid_valid,
    "nino": nino_valid, "fnr": fnr_valid, "hetu": hetu_valid, "benn": benn_valid,
    "za": za_valid,
}
NATIONAL_ID_CHECKSUM = set(NATIONAL_ID_VALIDATORS) - {"nino"}


def national_id_valid(s):
    return any(f(s) for f in NATIONAL_ID_VALIDATORS.values())


# ------------------------------------------------------------------ PASSPORT
PASSPORT_SHAPES = {
    "CN": r"E\d{8}|E[A-HJ-NP-Z]\d{7}|G\d{8}",
    "US": r"[56]\d{8}|A\d{8}",
    "UK": r"[1-9]\d{8}",
    "DE": r"[CFGHJK][0-9CFGHJKLMNPRTVWXYZ]{8}",
    "FR": r"\d{2}[A-Z]{2}\d{5}",
    "AU": r"(P[A-Z]|[NM])\d{7}",
    "IN": r"[A-Z]\d{7}",
    "JP": r"T[KRZ]\d{7}",
    "KR": r"M\d{8}",
    "IE": r"P[A-Z]\d{7}",
    "NZ": r"L[A-Z]\d{6}",
    "CA": r"[A-Z]{2}\d{6}",
    "HK": r"[HK]\d{8}",
    "ES": r"[A-Z]{3}\d{6}",
}


def passport_valid(s):
    return any(re.fullmatch(p, s) for p in PASSPORT_SHAPES.values())


def make_passport(cc):
    if cc == "CN":
        return R.choice(["E" + rs(DIG, 8), "E" + R.choice("ABCDEFGHJK") + rs(DIG, 7)])
    if cc == "US":
        return R.choice("56") + rs(DIG, 8)
    if cc == "UK":
        return R.choice("123456789") + rs(DIG, 8)
    if cc == "DE":
        return "C" + rs("0123456789CFGHJKLMNPRTVWXYZ", 8)
    if cc == "FR":
        return rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5)
    if cc == "AU":
        return "P" + R.choice("ABCDE") + rs(DIG, 7)
    if cc == "IN":
        return R.choice("JKLMNPRSTUVWZ") + rs(DIG, 7)
    if cc == "JP":
        return "T" + R.choice("KRZ") + rs(DIG, 7)
    if cc == "KR":
        return "M" + rs(DIG, 8)
    if cc == "IE":
        return "P" + R.choice("ABCDE") + rs(DIG, 7)
    if cc == "NZ":
        return "L" + R.choice("ABCDEFGH") + rs(DIG, 6)
    if cc == "CA":
        return rs(UP, 2) + rs(DIG, 6)
    if cc == "HK":
        return R.choice("HK") + rs(DIG, 8)
    if cc == "ES":
        return rs(UP, 3) + rs(DIG, 6)
    raise ValueError(cc)


# ---------------------------------------------------------- APIKEY shapes
def _b62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def ghp_valid(s):
    m = re.fullmatch(r"gh[pousr]_([A-Za-z0-9]{30})([A-Za-z0-9]{6})", s)
    return bool(m) and _b62(zlib.crc32(m.group(1).encode()), 6) == m.group(2)


def make_ghp(prefix="ghp_"):
    body = rs(AN, 30)
    return prefix + body + _b62(zlib.crc32(body.encode()), 6)


def _b64url(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def jwt_valid(s):
    parts = s.split(".")
    if len(parts) != 3 or not all(re.fullmatch(r"[A-Za-z0-9_-]+", p) for p in parts):
        return False
    try:
        h = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return "alg" in h and len(parts[2]) >= 32


def make_jwt(payload, alg="HS256"):
    sig_len = 43 if alg == "HS256" else 342
    return _b64url({"alg": alg, "typ": "JWT"}) + "." + _b64url(payload) + "." + rs(B64URL, sig_len)


APIKEY_SHAPES = {
    "aws_akid": r"(AKIA|ASIA)[A-Z2-7]{16}",
    "gh_pat": r"gh[pousr]_[A-Za-z0-9]{36}",
    "gh_fine": r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    "slack_bot": r"xox[bp]-\d{10,13}-\d{10,13}(-\d{10,13})?-[A-Za-z0-9]{24,32}",
    "stripe_sk": r"(sk|rk)_live_[A-Za-z0-9]{24,99}",
    "openai": r"sk-(proj-)?[A-Za-z0-9_-]{20,}T3BlbkFJ[A-Za-z0-9_-]{20,}",
    "anthropic": r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    "google": r"AIza[0-9A-Za-z_-]{35}",
    "telegram": r"\d{8,10}:AA[0-9A-Za-z_-]{33}",
    "sendgrid": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    "twilio_sk": r"SK[0-9a-f]{32}",
    "mailgun": r"key-[0-9a-f]{32}",
    "gitlab": r"glpat-[A-Za-z0-9_-]{20}",
    "hf": r"hf_[A-Za-z]{34}",
    "npm": r"npm_[A-Za-z0-9]{36}",
    "shopify": r"shpat_[0-9a-f]{32}",
    "aliyun_ak": r"LTAI[A-Za-z0-9]{20}",
    "tencent_ak": r"AKID[A-Za-z0-9]{32}",
    "jwt": None,
}


def apikey_valid(s):
    if "EXAMPLE" in s or s.startswith(("sk_test_", "pk_", "rk_test_")):
        return False
    if jwt_valid(s):
        return True
    return any(p and re.fullmatch(p, s) for p in APIKEY_SHAPES.values())


# ---------------------------------------------------------- SECRET shapes
def pem_valid(s):
    m = re.fullmatch(r"-----BEGIN ((?:EC |RSA |OPENSSH )?PRIVATE KEY)-----\n([A-Za-z0-9+/=\n]+)\n-----END \1-----", s)
    if not m:
        return False
    try:
        der = base64.b64decode(m.group(2).replace("\n", ""), validate=True)
    except Exception:
        return False
    return der[:1] == b"\x30"


def make_ec_pem(pkcs8=False):
    d = bytes(R.randrange(256) for _ in range(32))
    q = bytes(R.randrange(256) for _ in range(64))
    tail = bytes.fromhex("a144034200") + b"\x04" + q
    if pkcs8:
        inner = bytes.fromhex("30 6b 02 01 01 04 20".replace(" ", "")) + d + tail
        der = bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d") + inner
        label = "PRIVATE KEY"
    else:
        der = bytes.fromhex("30770201010420") + d + bytes.fromhex("a00a06082a8648ce3d030107") + tail
        label = "EC PRIVATE KEY"
    b = base64.b64encode(der).decode()
    lines = [b[i:i + 64] for i in range(0, len(b), 64)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def totp_valid(s):
    t = s.replace(" ", "").upper()
    return bool(re.fullmatch(r"[A-Z2-7]{16,64}", t))


SECRET_SHAPES = {
    "aws_secret": r"[A-Za-z0-9/+]{40}",
    "slack_hook": r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}",
    "discord_hook": r"https://discord\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_-]{68}",
    "dingtalk_hook": r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}",
    "feishu_hook": r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f-]{36}",
    "wecom_hook": r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}",
    "zapier_hook": r"https://hooks\.zapier\.com/hooks/catch/\d{6,8}/[a-z0-9]{6,7}/",
    "whsec": r"whsec_[A-Za-z0-9]{32}",
    "hex32": r"[0-9a-f]{32}",
    "alnum30": r"[A-Za-z0-9]{30,32}",
    "django": r"[A-Za-z0-9!@#%^&*(\-_=+)]{50}",
    "cookie": r"[A-Za-z0-9%._-]{26,}",
}


def secret_valid(s, fmt=None):
    if pem_valid(s):
        return True
    if fmt == "totp":
        return totp_valid(s)
    if fmt:
        return bool(re.fullmatch(SECRET_SHAPES[fmt], s))
    return len(s) >= 6 and s == s.strip()


# ---------------------------------------------------------- decoy shapes
DECOY_SHAPES = {
    "git_sha": r"[0-9a-f]{40}",
    "uuid": r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    "sha256": r"[0-9a-f]{64}",
    "pk_live": r"pk_live_[A-Za-z0-9]{24,99}",
    "twilio_ac": r"AC[0-9a-f]{32}",
    "wx_appid": r"wx[0-9a-f]{16}",
    "gclient": r"\d{12}-[a-z0-9]{32}\.apps\.googleusercontent\.com",
    "stripe_acct": r"acct_[A-Za-z0-9]{16}",
}


def _uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


# ================================================================ VALUES
VALUES = {}
META = {}  # name -> (label, fmt)


def put(name, label, fmt, value):
    assert name not in VALUES, name
    VALUES[name] = value
    META[name] = (label, fmt)


D = datetime.date

# --- cards
put("visa1", "CARD", "card", make_card("4539", 16))
put("visa2", "CARD", "card", make_card("4716", 16, sep="-"))
put("visa3", "CARD", "card", make_card("4024", 16, sizes=None))
put("visa4", "CARD", "card", make_card("4485", 16))
put("visa5", "CARD", "card", make_card("4929", 16))
put("visa6", "CARD", "card", make_card("4556", 16, sizes=None))
put("visa7", "CARD", "card", make_card("4917", 16))
put("visa8", "CARD", "card", make_card("4263", 16, sep="-"))
put("visa9", "CARD", "card", make_card("4147", 16))
put("visa10", "CARD", "card", make_card("4000", 16, sizes=None))
put("mc1", "CARD", "card", make_card("5425", 16))
put("mc2", "CARD", "card", make_card("5168", 16, sep="-"))
put("mc3", "CARD", "card", make_card("2223", 16))
put("mc4", "CARD", "card", make_card("5555", 16, sizes=None))
put("mc5", "CARD", "card", make_card("5310", 16))
put("mc6", "CARD", "card", make_card("2720", 16))
put("amex1", "CARD", "card", make_card("3782", 15, sizes=(4, 6, 5)))
put("amex2", "CARD", "card", make_card("3714", 15, sizes=(4, 6, 5), sep="-"))
put("amex3", "CARD", "card", make_card("3400", 15, sizes=None))
put("cup1", "CARD", "card", make_card("622202", 19, sizes=(4, 4, 4, 4, 3)))
put("cup2", "CARD", "card", make_card("621700", 19, sizes=None))
put("cup3", "CARD", "card", make_card("622848", 19, sizes=(4, 4, 4, 4, 3)))
put("cup4", "CARD", "card", make_card("621483", 16))
put("cup5", "CARD", "card", make_card("622588", 16, sizes=None))
put("cup6", "CARD", "card", make_card("625807", 16))
put("cup7", "CARD", "card", make_card("621226", 19, sizes=None))
put("cup8", "CARD", "card", make_card("622700", 19, sizes=(6, 13)))
put("disc1", "CARD", "card", make_card("6011", 16))
put("jcb1", "CARD", "card", make_card("3566", 16))
put("jcb2", "CARD", "card", make_card("3530", 16, sep="-"))

# --- IBAN
for _n, _cc, _sp in [("gb1", "GB", True), ("gb2", "GB", False), ("gb3", "GB", True),
                     ("gb4", "GB", True), ("gb5", "GB", False), ("de1", "DE", True),
                     ("de2", "DE", False), ("de3", "DE", True), ("fr1", "FR", True),
                     ("fr2", "FR", True), ("es1", "ES", True), ("es2", "ES", False),
                     ("nl1", "NL", True), ("nl2", "NL", False), ("ie1", "IE", True),
                     ("ie2", "IE", True), ("pt1", "PT", True), ("ch1", "CH", True),
                     ("be1", "BE", True), ("no1", "NO", True), ("at1", "AT", True),
                     ("fr3", "FR", False), ("de4", "DE", True), ("es3", "ES", True)]:
    put("iban_" + _n, "IBAN", "iban", make_iban(_cc, _bban(_cc), _sp))

# --- SSN
for _i in range(1, 17):
    put("ssn%d" % _i, "SSN", "ssn", make_ssn(" " if _i == 7 else "" if _i == 12 else "-"))

# --- IDCARD: (name, region, birth date, male, want X)
for _n, _reg, _ymd, _m, _x in [
        ("id01", "110105", "1988-03-14", False, False),
        ("id02", "310104", "1992-06-18", False, False),
        ("id03", "440305", "1985-12-01", True, True),
        ("id04", "330106", "1979-11-02", True, False),
        ("id05", "510107", "1995-07-23", False, False),
        ("id06", "460200", "1990-02-28", True, False),
        ("id07", "350203", "1983-09-09", False, False),
        ("id08", "370202", "2001-04-30", True, False),
        ("id09", "530102", "1997-10-15", False, False),
        ("id10", "420106", "1986-01-07", True, False),
        ("id11", "320102", "1993-08-21", False, False),
        ("id12", "210202", "1975-05-05", True, True),
        ("id13", "440106", "1999-12-31", False, False),
        ("id14", "500103", "1989-03-03", True, False),
        ("id15", "610113", "1994-11-11", False, False),
        ("id16", "120101", "1982-07-16", True, False),
        ("id17", "430104", "2003-02-14", False, False),
        ("id18", "450103", "1991-09-27", True, False),
        ("id19", "130102", "1987-06-06", False, False),
        ("id20", "360102", "1996-04-19", True, False),
        ("id21", "220102", "1980-10-10", False, True),
        ("id22", "410105", "1998-01-25", True, False),
        ("id23", "340104", "1984-08-08", False, False),
        ("id24", "520102", "2000-05-20", True, False),
        ("id25", "460108", "1993-03-29", False, False),
        ("id26", "350206", "1978-12-12", True, False),
        ("id27", "330205", "1990-07-07", False, False),
        ("id28", "440304", "1985-05-17", True, False),
        ("id29", "310115", "1996-09-03", False, False),
        ("id30", "110108", "2005-06-01", True, False),
        ("id31", "510104", "1972-02-02", False, False),
        ("id32", "370212", "1999-03-08", False, False),
        ("id33", "440403", "1988-10-24", True, True),
        ("id34", "530112", "1994-12-25", False, False),
        ("id35", "330102", "2010-08-15", True, False),
        ("id36", "210204", "1983-04-04", False, False)]:
    put(_n, "IDCARD", "gb11643", make_idcard(_reg, _ymd, _m, _x))

# --- NATIONAL_ID
put("bsn1", "NATIONAL_ID", "bsn", make_bsn())
put("bsn2", "NATIONAL_ID", "bsn", make_bsn())
put("dni1", "NATIONAL_ID", "dni", (lambda n: n + DNI_LETTERS[int(n) % 23])(rs(DIG, 8)))
put("dni2", "NATIONAL_ID", "dni", (lambda n: n + "-" + DNI_LETTERS[int(n) % 23])(rs(DIG, 8)))
put("nie1", "NATIONAL_ID", "nie", (lambda p, n: p + n + DNI_LETTERS[int(str("XYZ".index(p)) + n) % 23])("Y", rs(DIG, 7)))
put("nir1", "NATIONAL_ID", "nir", make_nir(1, 84, 6, "75"))      # man, June 1984, Paris
put("nir2", "NATIONAL_ID", "nir", make_nir(2, 91, 2, "29"))      # woman, Feb 1991, Finistere
put("pnr1", "NATIONAL_ID", "pnr", make_pnr(D(1987, 5, 22)))
put("pnr2", "NATIONAL_ID", "pnr", make_pnr(D(1993, 11, 30)))
put("pesel1", "NATIONAL_ID", "pesel", make_pesel(D(1990, 8, 12), False))
put("pesel2", "NATIONAL_ID", "pesel", make_pesel(D(2002, 3, 5), True))
put("nric1", "NATIONAL_ID", "nric", make_nric("S"))
put("nric2", "NATIONAL_ID", "nric", make_nric("T"))
put("hkid1", "NATIONAL_ID", "hkid", make_hkid("K"))
put("hkid2", "NATIONAL_ID", "hkid", make_hkid("Y"))
put("sin1", "NATIONAL_ID", "sin", make_sin())
put("sin2", "NATIONAL_ID", "sin", make_sin("-"))
put("cpf1", "NATIONAL_ID", "cpf", make_cpf())
put("cpf2", "NATIONAL_ID", "cpf", make_cpf())
put("aadhaar1", "NATIONAL_ID", "aadhaar", make_aadhaar())
put("aadhaar2", "NATIONAL_ID", "aadhaar", make_aadhaar())
put("twid1", "NATIONAL_ID", "twid", make_twid("A", False))
put("twid2", "NATIONAL_ID", "twid", make_twid("F", True))
put("nino1", "NATIONAL_ID", "nino", "JT 48 25 91 B")
put("nino2", "NATIONAL_ID", "nino", "PW736104C")
put("fnr1", "NATIONAL_ID", "fnr", make_fnr(D(1989, 1, 17)))
put("hetu1", "NATIONAL_ID", "hetu", make_hetu(D(1995, 9, 4)))
put("benn1", "NATIONAL_ID", "benn", make_benn(D(1986, 12, 3)))
put("za1", "NATIONAL_ID", "za", make_za(D(1992, 7, 19), True))

# --- PASSPORT
for _n, _cc in [("pp_cn1", "CN"), ("pp_cn2", "CN"), ("pp_cn3", "CN"), ("pp_cn4", "CN"),
                ("pp_cn5", "CN"), ("pp_cn6", "CN"), ("pp_cn7", "CN"), ("pp_cn8", "CN"),
                ("pp_us1", "US"), ("pp_us2", "US"), ("pp_us3", "US"), ("pp_uk1", "UK"),
                ("pp_uk2", "UK"), ("pp_uk3", "UK"), ("pp_de1", "DE"), ("pp_de2", "DE"),
                ("pp_fr1", "FR"), ("pp_fr2", "FR"), ("pp_au1", "AU"), ("pp_au2", "AU"),
                ("pp_in1", "IN"), ("pp_jp1", "JP"), ("pp_kr1", "KR"), ("pp_ie1", "IE"),
                ("pp_nz1", "NZ"), ("pp_ca1", "CA"), ("pp_hk1", "HK"), ("pp_es1", "ES")]:
    put(_n, "PASSPORT", "passport", make_passport(_cc))

# --- APIKEY
put("aws_akid1", "APIKEY", "aws_akid", "AKIA" + rs(UP + "234567", 16))
put("aws_akid2", "APIKEY", "aws_akid", "AKIA" + rs(UP + "234567", 16))
put("aws_akid3", "APIKEY", "aws_akid", "AKIA" + rs(UP + "234567", 16))
put("aws_akid4", "APIKEY", "aws_akid", "ASIA" + rs(UP + "234567", 16))
put("ghp1", "APIKEY", "gh_pat", make_ghp())
put("ghp2", "APIKEY", "gh_pat", make_ghp())
put("ghp3", "APIKEY", "gh_pat", make_ghp())
put("gh_fine1", "APIKEY", "gh_fine", "github_pat_" + rs(AN, 22) + "_" + rs(AN, 59))
put("slack_bot1", "APIKEY", "slack_bot", "xoxb-%d-%d-%s" % (R.randint(10 ** 10, 10 ** 11), R.randint(10 ** 12, 10 ** 13 - 1), rs(AN, 24)))
put("slack_bot2", "APIKEY", "slack_bot", "xoxb-%d-%d-%s" % (R.randint(10 ** 10, 10 ** 11), R.randint(10 ** 12, 10 ** 13 - 1), rs(AN, 24)))
put("slack_user1", "APIKEY", "slack_bot", "xoxp-%d-%d-%d-%s" % (R.randint(10 ** 10, 10 ** 11), R.randint(10 ** 10, 10 ** 11), R.randint(10 ** 12, 10 ** 13 - 1), rs(HEX, 32)))
put("stripe_sk1", "APIKEY", "stripe_sk", "sk_live_" + rs(AN, 24))
put("stripe_sk2", "APIKEY", "stripe_sk", "sk_live_51" + rs(AN, 97))
put("stripe_sk3", "APIKEY", "stripe_sk", "sk_live_" + rs(AN, 34))
put("stripe_rk1", "APIKEY", "stripe_sk", "rk_live_" + rs(AN, 24))
put("openai1", "APIKEY", "openai", "sk-" + rs(AN, 20) + "T3BlbkFJ" + rs(AN, 20))
put("openai2", "APIKEY", "openai", "sk-proj-" + rs(B64URL, 40) + "T3BlbkFJ" + rs(B64URL, 40))
put("anthropic1", "APIKEY", "anthropic", "sk-ant-api03-" + rs(B64URL, 93) + "AA")
put("google1", "APIKEY", "google", "AIza" + rs(B64URL, 35))
put("google2", "APIKEY", "google", "AIza" + rs(B64URL, 35))
put("google3", "APIKEY", "google", "AIza" + rs(B64URL, 35))
put("telegram1", "APIKEY", "telegram", "%d:AA%s" % (R.randint(10 ** 9, 7 * 10 ** 9), rs(B64URL, 33)))
put("telegram2", "APIKEY", "telegram", "%d:AA%s" % (R.randint(10 ** 8, 10 ** 9 - 1), rs(B64URL, 33)))
put("sendgrid1", "APIKEY", "sendgrid", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43))
put("sendgrid2", "APIKEY", "sendgrid", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43))
put("twilio_sk1", "APIKEY", "twilio_sk", "SK" + rs(HEX, 32))
put("mailgun1", "APIKEY", "mailgun", "key-" + rs(HEX, 32))
put("gitlab1", "APIKEY", "gitlab", "glpat-" + rs(B64URL, 20))
put("hf1", "APIKEY", "hf", "hf_" + rs(string.ascii_letters, 34))
put("npm1", "APIKEY", "npm", "npm_" + rs(AN, 36))
put("shopify1", "APIKEY", "shopify", "shpat_" + rs(HEX, 32))
put("aliyun_ak1", "APIKEY", "aliyun_ak", "LTAI" + rs(AN, 20))
put("aliyun_ak2", "APIKEY", "aliyun_ak", "LTAI" + rs(AN, 20))
put("tencent_ak1", "APIKEY", "tencent_ak", "AKID" + rs(AN, 32))
put("jwt1", "APIKEY", "jwt", make_jwt({"sub": "usr_48213", "role": "instructor", "iat": 1718000000, "exp": 1718086400}))
put("jwt2", "APIKEY", "jwt", make_jwt({"sub": "acct-7731", "scope": "bookings:write", "iat": 1722470400}))
put("jwt3", "APIKEY", "jwt", make_jwt({"uid": 90231, "shop": "ropes-east", "iat": 1709251200, "exp": 1709337600}))
put("jwt4", "APIKEY", "jwt", make_jwt({"sub": "svc-manifest", "aud": "dz-api", "iat": 1727740800}))

# --- SECRET
put("aws_secret1", "SECRET", "aws_secret", rs(B64, 40))
put("aws_secret2", "SECRET", "aws_secret", rs(B64, 40))
put("aws_secret3", "SECRET", "aws_secret", rs(B64, 40))
put("slack_hook1", "SECRET", "slack_hook", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(AN, 24)))
put("slack_hook2", "SECRET", "slack_hook", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 10), rs(UP + DIG, 10), rs(AN, 24)))
put("discord_hook1", "SECRET", "discord_hook", "https://discord.com/api/webhooks/%d/%s" % (R.randint(10 ** 17, 10 ** 18), rs(B64URL, 68)))
put("dingtalk_hook1", "SECRET", "dingtalk_hook", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
put("dingtalk_hook2", "SECRET", "dingtalk_hook", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
put("feishu_hook1", "SECRET", "feishu_hook", "https://open.feishu.cn/open-apis/bot/v2/hook/" + _uuid4())
put("wecom_hook1", "SECRET", "wecom_hook", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + _uuid4())
put("zapier_hook1", "SECRET", "zapier_hook", "https://hooks.zapier.com/hooks/catch/%d/%s/" % (R.randint(10 ** 6, 10 ** 7), rs(LO + DIG, 6)))
put("whsec1", "SECRET", "whsec", "whsec_" + rs(AN, 32))
put("whsec2", "SECRET", "whsec", "whsec_" + rs(AN, 32))
put("slack_signing1", "SECRET", "hex32", rs(HEX, 32))
put("twilio_token1", "SECRET", "hex32", rs(HEX, 32))
put("wx_secret1", "SECRET", "hex32", rs(HEX, 32))
put("aliyun_sk1", "SECRET", "alnum30", rs(AN, 30))
put("aliyun_sk2", "SECRET", "alnum30", rs(AN, 30))
put("tencent_sk1", "SECRET", "alnum30", rs(AN, 32))
put("django1", "SECRET", "django", rs(AN + "!@#%^&*(-_=+)", 50))
put("totp1", "SECRET", "totp", rs(B32, 32))
put("totp2", "SECRET", "totp", " ".join(rs(B32.lower().replace("1", ""), 4) for _ in range(8)))
put("totp3", "SECRET", "totp", rs(B32, 16))
put("pem1", "SECRET", "pem", make_ec_pem())
put("pem2", "SECRET", "pem", make_ec_pem(pkcs8=True))
put("cookie1", "SECRET", "cookie", "s%3A" + rs(B64URL, 32) + "." + rs(AN, 43))
put("cookie2", "SECRET", "cookie", rs(LO + DIG, 32))
put("cookie3", "SECRET", "cookie", rs(LO + DIG, 26))

# --- decoy look-alikes (shape only; never spans)
for _i in range(1, 7):
    put("sha%d" % _i, "DECOY", "git_sha", rs(HEX, 40))
for _i in range(1, 7):
    put("uuid%d" % _i, "DECOY", "uuid", _uuid4())
put("sha256_1", "DECOY", "sha256", rs(HEX, 64))
put("sha256_2", "DECOY", "sha256", rs(HEX, 64))
put("pk_live1", "DECOY", "pk_live", "pk_live_" + rs(AN, 24))
put("pk_live2", "DECOY", "pk_live", "pk_live_51" + rs(AN, 60))
put("twilio_ac1", "DECOY", "twilio_ac", "AC" + rs(HEX, 32))
put("wx_appid1", "DECOY", "wx_appid", "wx" + rs(HEX, 16))
put("gclient1", "DECOY", "gclient", "%d-%s.apps.googleusercontent.com" % (R.randint(10 ** 11, 10 ** 12 - 1), rs(LO + DIG, 32)))
put("stripe_acct1", "DECOY", "stripe_acct", "acct_" + rs(AN, 16))

# --- later additions (appended so earlier values keep their seeded draws)
put("cup9", "CARD", "card", make_card("621661", 19, sizes=(4, 4, 4, 4, 3)))
put("cup10", "CARD", "card", make_card("622908", 19, sizes=None))
put("cup11", "CARD", "card", make_card("623058", 19, sizes=(4, 4, 4, 4, 3)))
put("cup12", "CARD", "card", make_card("621799", 19, sizes=None))
put("visa11", "CARD", "card", make_card("4862", 16))
put("mc7", "CARD", "card", make_card("5187", 16))


# ================================================================ selftest
def validator_for(name):
    label, fmt = META[name]
    if label == "CARD":
        return card_valid
    if label == "IBAN":
        return iban_valid
    if label == "SSN":
        return ssn_valid
    if label == "IDCARD":
        return idcard_valid
    if label == "NATIONAL_ID":
        return NATIONAL_ID_VALIDATORS[fmt]
    if label == "PASSPORT":
        return passport_valid
    if label == "APIKEY":
        if fmt == "jwt":
            return jwt_valid
        if fmt == "gh_pat":
            return lambda s: ghp_valid(s) and apikey_valid(s)
        return lambda s, p=APIKEY_SHAPES[fmt]: bool(re.fullmatch(p, s)) and apikey_valid(s)
    if label == "SECRET":
        if fmt == "pem":
            return pem_valid
        return lambda s, f=fmt: secret_valid(s, f)
    if label == "DECOY":
        return lambda s, p=DECOY_SHAPES[fmt]: bool(re.fullmatch(p, s))
    raise ValueError(name)


def has_checksum(name):
    label, fmt = META[name]
    return label in ("CARD", "IBAN", "IDCARD") or fmt == "gh_pat" or \
        (label == "NATIONAL_ID" and fmt in NATIONAL_ID_CHECKSUM)


KNOWN_GOOD = [  # published specimen values, used only to test the validators
    (card_valid, "4111111111111111"), (iban_valid, "GB82 WEST 1234 5698 7654 32"),
    (iban_valid, "DE89370400440532013000"), (idcard_valid, "11010519491231002X"),
    (bsn_valid, "111222333"), (dni_valid, "12345678Z"), (cpf_valid, "529.982.247-25"),
    (sin_valid, "046 454 286"), (nric_valid, "S1234567D"), (hkid_valid, "A123456(3)"),
    (twid_valid, "A123456789"), (pesel_valid, "44051401359"), (pnr_valid, "811228-9874"),
    (hetu_valid, "131052-308T"), (lambda s: verhoeff_valid(s), "2363"),
]


def selftest(verbose=False):
    for f, v in KNOWN_GOOD:
        assert f(v), ("validator rejects specimen", v)
    n_corrupt = 0
    seen = set()
    for name, v in VALUES.items():
        assert v not in seen, ("duplicate value", name)
        seen.add(v)
        ok = validator_for(name)
        assert ok(v), ("invalid", name, v)
        if has_checksum(name):
            for i, ch in enumerate(v):
                if ch.isdigit():
                    bad = v[:i] + str((int(ch) + 1) % 10) + v[i + 1:]
                    assert not ok(bad), ("corruption passes", name, bad)
                    n_corrupt += 1
    for name in VALUES:
        if META[name][0] == "IDCARD":
            assert idcard_birth(VALUES[name]).year >= 1930
    if verbose:
        print("selftest ok: %d values, %d one-digit corruptions rejected" % (len(VALUES), n_corrupt))
    return True


if __name__ == "__main__":
    selftest(verbose=True)
    if "-p" in sys.argv[1:]:
        for name, v in VALUES.items():
            label, fmt = META[name]
            print("%-15s %-11s %-13s %s" % (name, label, fmt, v.replace("\n", "\\n")))
