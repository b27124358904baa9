#!/usr/bin/env python3
"""Seeded generators for every blind51 value that needs a check digit or a
vendor shape.  Texts refer to these as ``$name``.

    python3 values.py        -> selftest
    python3 values.py -p     -> print every value (name<TAB>value)
"""
import base64
import datetime
import json
import random
import re
import string
import sys

SEED = 51051
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"

VALUES = {}
KIND = {}          # name -> validator key


def put(name, value, kind):
    assert name not in VALUES, name
    VALUES[name] = value
    KIND[name] = kind


def rs(alphabet, n):
    return "".join(R.choice(alphabet) for _ in range(n))


def digits(n, first_nonzero=False):
    s = rs(DIG, n)
    if first_nonzero and s[0] == "0":
        s = R.choice("123456789") + s[1:]
    return s


def grp(s, sizes, sep):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(p for p in out if p)


def only_digits(s):
    return re.sub(r"[ \-.]", "", s)


def valid_date(y, m, d):
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False


# ---------------------------------------------------------------- Luhn
def luhn_ok(s):
    ds = only_digits(s)
    if not ds.isdigit():
        return False
    tot = 0
    for i, ch in enumerate(reversed(ds)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_complete(payload):
    for c in DIG:
        if luhn_ok(payload + c):
            return payload + c
    raise AssertionError


def card_ok(s):
    if not re.fullmatch(r"\d[\d \-]*\d", s):
        return False
    ds = only_digits(s)
    return 13 <= len(ds) <= 19 and luhn_ok(ds)


def make_card(prefix, length, sep):
    num = luhn_complete(prefix + digits(length - len(prefix) - 1))
    if not sep:
        return num
    if length == 15:
        return grp(num, [4, 6, 5], sep)
    return grp(num, [4, 4, 4, 4], sep)


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "DE": 22, "FR": 27, "NL": 18, "ES": 24, "IT": 27,
            "IE": 22, "BE": 16, "CH": 21, "PL": 28, "AT": 20, "PT": 25}


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_ok(s):
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9 ]+", s):
        return False
    c = s.replace(" ", "")
    if IBAN_LEN.get(c[:2]) != len(c):
        return False
    return _iban_num(c[4:] + c[:4]) % 97 == 1


def make_iban(cc, spaced):
    if cc == "GB":
        bban = R.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + digits(14)
    elif cc == "IE":
        bban = R.choice(["AIBK", "BOFI"]) + digits(14)
    elif cc == "NL":
        bban = R.choice(["INGB", "ABNA", "RABO"]) + digits(10)
    elif cc == "DE":
        bban = digits(18, True)
    elif cc == "FR":
        bban = digits(10, True) + rs(UP + DIG, 11) + digits(2)
    elif cc == "ES":
        bban = digits(20, True)
    elif cc == "IT":
        bban = R.choice(UP) + digits(10) + digits(12)
    elif cc == "BE":
        n = digits(10, True)
        r = int(n) % 97 or 97
        bban = n + "%02d" % r
    elif cc == "CH":
        bban = digits(5) + digits(12)
    elif cc == "PL":
        bban = digits(24, True)
    elif cc == "AT":
        bban = digits(16, True)
    elif cc == "PT":
        bban = digits(21)
    else:
        raise ValueError(cc)
    chk = 98 - _iban_num(bban + cc + "00") % 97
    s = cc + "%02d" % chk + bban
    assert iban_ok(s)
    if spaced:
        s = " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


# ---------------------------------------------------------------- US SSN
def ssn_ok(s):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", s)
    if not m:
        return False
    a, g, n = int(m.group(1)), int(m.group(3)), int(m.group(4))
    return 0 < a < 900 and a != 666 and g > 0 and n > 0


def make_ssn(sep):
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    return "%03d%s%02d%s%04d" % (a, sep, R.randint(1, 99), sep, R.randint(1, 9999))


# ---------------------------------------------------------------- GB 11643
W18 = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
M18 = "10X98765432"


def idcard_ok(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    y, m, d = int(s[6:10]), int(s[10:12]), int(s[12:14])
    if not (1900 <= y <= 2024 and valid_date(y, m, d)):
        return False
    return M18[sum(int(a) * w for a, w in zip(s[:17], W18)) % 11] == s[17]


def idcard_birth(s):
    return datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))


def make_idcard(region, ymd, female):
    seq = R.randint(10, 998)
    if (seq % 2 == 0) != female:
        seq += 1
    body = region + ymd + "%03d" % seq
    return body + M18[sum(int(a) * w for a, w in zip(body, W18)) % 11]


# ---------------------------------------------------------------- passports (shape only)
PASSPORT_RE = re.compile(
    r"\d{9}|[A-Z]\d{7,8}|E[A-HJ-NP-Z]\d{7}|[A-Z]{2}\d{6,7}|"
    r"C[CFGHJKLMNPRTVWXYZ0-9]{8}|\d{2}[A-Z]{2}\d{5}")


def passport_ok(s):
    return bool(PASSPORT_RE.fullmatch(s))


def make_passport(kind):
    if kind in ("us", "uk"):
        return digits(9, True)
    if kind == "cn":
        return "E" + digits(8)
    if kind == "cn2":
        return "E" + R.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(7)
    if kind == "ca":
        return rs(UP, 2) + digits(6)
    if kind == "de":
        return "C" + rs("CFGHJKLMNPRTVWXYZ0123456789", 8)
    if kind == "in":
        return R.choice(UP) + digits(7)
    if kind == "ie":
        return rs(UP, 2) + digits(7)
    if kind == "fr":
        return digits(2) + rs(UP, 2) + digits(5)
    raise ValueError(kind)


# ---------------------------------------------------------------- national ids
def nino_ok(s):
    c = s.replace(" ", "")
    m = re.fullmatch(r"([A-CEGHJ-PR-TW-Z])([A-CEGHJ-NPR-TW-Z])\d{6}[A-D]", c)
    return bool(m) and c[:2] not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ")


def make_nino(spaced):
    while True:
        p = R.choice("ABCEGHJKLMNPRSTWXYZ") + R.choice("ABCEGHJKLMNPRSTWXYZ")
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = digits(6)
    s = R.choice("ABCD")
    return "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], s) if spaced else p + d + s


def bsn_ok(s):
    if not re.fullmatch(r"\d{9}", s):
        return False
    t = sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])
    return t % 11 == 0 and s[0] != "0"


def make_bsn():
    while True:
        b = digits(8, True)
        c = sum(int(b[i]) * (9 - i) for i in range(8)) % 11
        if c < 10:
            return b + str(c)


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(s):
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})-?([A-Z])", s)
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
        n = digits(7)
        return p + n + DNI_L[int(str("XYZ".index(p)) + n) % 23]
    n = digits(8, True)
    return n + DNI_L[int(n) % 23]


CF_ODD = {}
for _c, _v in zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]):
    CF_ODD[_c] = _v
for _c, _v in zip(UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3,
                       6, 8, 12, 14, 16, 10, 22, 25, 24, 23]):
    CF_ODD[_c] = _v
CF_MONTH = "ABCDEHLMPRST"


def cf_check(s15):
    t = 0
    for i, ch in enumerate(s15):
        if i % 2 == 0:
            t += CF_ODD[ch]
        else:
            t += int(ch) if ch.isdigit() else ord(ch) - 65
    return UP[t % 26]


def cf_ok(s):
    if not re.fullmatch(r"[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]", s):
        return False
    return cf_check(s[:15]) == s[15]


def make_cf(sur, name, date, female, comune):
    day = date.day + (40 if female else 0)
    s = "%s%s%02d%s%02d%s" % (sur, name, date.year % 100, CF_MONTH[date.month - 1], day, comune)
    return s + cf_check(s)


def nric_ok(s):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    if not m:
        return False
    p, d, c = m.groups()
    t = sum(int(a) * w for a, w in zip(d, [2, 7, 6, 5, 4, 3, 2]))
    if p in "TG":
        t += 4
    table = "JZIHGFEDCBA" if p in "ST" else "XWUTRQPNMLK"
    return table[t % 11] == c


def make_nric(p):
    d = digits(7)
    t = sum(int(a) * w for a, w in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if p in "TG" else 0)
    return p + d + ("JZIHGFEDCBA" if p in "ST" else "XWUTRQPNMLK")[t % 11]


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
      [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
      [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
      [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
      [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
      [9, 4, 5, 3, 1, 2, 8, 7, 6, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(ds):
    c = 0
    for i, ch in enumerate(reversed(ds)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def aadhaar_ok(s):
    if not re.fullmatch(r"[2-9]\d{3}( ?)\d{4}\1\d{4}", s):
        return False
    return verhoeff_ok(s.replace(" ", ""))


def make_aadhaar():
    p = R.choice("23456789") + digits(10)
    c = 0
    for i, ch in enumerate(reversed(p)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    s = p + str(VINV[c])
    assert verhoeff_ok(s)
    return "%s %s %s" % (s[:4], s[4:8], s[8:])


def pnr_ok(s):   # Swedish personnummer YYMMDD-NNNC or YYYYMMDD-NNNC
    m = re.fullmatch(r"(\d{2})?(\d{2})(\d{2})(\d{2})[-+](\d{4})", s)
    if not m:
        return False
    _, yy, mm, dd, tail = m.groups()
    if not valid_date(2000 + int(yy), int(mm), int(dd)) and not valid_date(1900 + int(yy), int(mm), int(dd)):
        return False
    return luhn_ok(yy + mm + dd + tail)


def make_pnr(date):
    b = date.strftime("%y%m%d") + digits(3)
    full = luhn_complete(b)
    return full[:6] + "-" + full[6:]


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    if pesel_birth(s) is None:
        return False
    return (10 - sum(int(a) * w for a, w in zip(s, PESEL_W)) % 10) % 10 == int(s[10])


def pesel_birth(s):
    yy, mm, dd = int(s[:2]), int(s[2:4]), int(s[4:6])
    cent = 1900
    if 21 <= mm <= 32:
        cent, mm = 2000, mm - 20
    elif 81 <= mm <= 92:
        cent, mm = 1800, mm - 80
    if not valid_date(cent + yy, mm, dd):
        return None
    return datetime.date(cent + yy, mm, dd)


def make_pesel(date, female):
    mm = date.month + (20 if date.year >= 2000 else 0)
    serial = digits(3)
    sx = R.choice("02468" if female else "13579")
    b = "%02d%02d%02d%s%s" % (date.year % 100, mm, date.day, serial, sx)
    return b + str((10 - sum(int(a) * w for a, w in zip(b, PESEL_W)) % 10) % 10)


HETU_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_ok(s):
    m = re.fullmatch(r"(\d{2})(\d{2})(\d{2})([-+A])(\d{3})([0-9A-Y])", s)
    if not m:
        return False
    dd, mm, yy, sep, nnn, c = m.groups()
    cent = {"+": 1800, "-": 1900, "A": 2000}[sep]
    if not valid_date(cent + int(yy), int(mm), int(dd)):
        return False
    return HETU_C[int(dd + mm + yy + nnn) % 31] == c


def make_hetu(date):
    nnn = "%03d" % R.randint(2, 899)
    dd = date.strftime("%d%m%y")
    return dd + ("A" if date.year >= 2000 else "-") + nnn + HETU_C[int(dd + nnn) % 31]


FNR_K1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
FNR_K2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]


def fnr_ok(s):
    if not re.fullmatch(r"\d{6} ?\d{5}", s):
        return False
    s = s.replace(" ", "")
    if not (valid_date(1900 + int(s[4:6]), int(s[2:4]), int(s[:2])) or
            valid_date(2000 + int(s[4:6]), int(s[2:4]), int(s[:2]))):
        return False
    k1 = 11 - sum(int(a) * w for a, w in zip(s, FNR_K1)) % 11
    k1 = 0 if k1 == 11 else k1
    k2 = 11 - sum(int(a) * w for a, w in zip(s, FNR_K2)) % 11
    k2 = 0 if k2 == 11 else k2
    return k1 < 10 and k2 < 10 and int(s[9]) == k1 and int(s[10]) == k2


def make_fnr(date):
    while True:
        b = date.strftime("%d%m%y") + digits(3)
        k1 = 11 - sum(int(a) * w for a, w in zip(b, FNR_K1)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b += str(k1)
        k2 = 11 - sum(int(a) * w for a, w in zip(b, FNR_K2)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return b + str(k2)


def nir_ok(s):
    c = s.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", c):
        return False
    if not 1 <= int(c[3:5]) <= 12:
        return False
    return 97 - int(c[:13]) % 97 == int(c[13:])


def make_nir(date, female):
    b = "%d%02d%02d%s%s%s" % (2 if female else 1, date.year % 100, date.month,
                              R.choice(["75", "69", "13", "33", "59", "31"]),
                              digits(3), digits(3))
    k = 97 - int(b) % 97
    return "%s %s %s %s %s %s %02d" % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], k)


def be_ok(s):
    m = re.fullmatch(r"(\d{2})\.(\d{2})\.(\d{2})-(\d{3})\.(\d{2})", s)
    if not m:
        return False
    yy, mm, dd, seq, cc = m.groups()
    n = int(yy + mm + dd + seq)
    c = int(cc)
    ok19 = valid_date(1900 + int(yy), int(mm), int(dd)) and 97 - n % 97 == c
    ok20 = valid_date(2000 + int(yy), int(mm), int(dd)) and 97 - (2000000000 + n) % 97 == c
    return ok19 or ok20


def make_be(date, female):
    seq = R.randint(1, 997)
    if (seq % 2 == 0) != female:
        seq += 1
    b = date.strftime("%y%m%d") + "%03d" % seq
    n = int(b) + (2000000000 if date.year >= 2000 else 0)
    c = 97 - n % 97
    return "%s.%s.%s-%s.%02d" % (b[:2], b[2:4], b[4:6], b[6:9], c)


def sin_ok(s):
    if not re.fullmatch(r"\d{3}([ -]?)\d{3}\1\d{3}", s):
        return False
    d = only_digits(s)
    return d[0] not in "08" and luhn_ok(d)


def make_sin(sep):
    d = luhn_complete(R.choice("1234567") + digits(7))
    return grp(d, [3, 3, 3], sep)


TFN_W = [1, 4, 3, 7, 5, 8, 6, 9, 10]


def tfn_ok(s):
    if not re.fullmatch(r"\d{3} ?\d{3} ?\d{3}", s):
        return False
    d = s.replace(" ", "")
    return sum(int(a) * w for a, w in zip(d, TFN_W)) % 11 == 0


def make_tfn():
    while True:
        b = digits(8, True)
        for c in DIG:
            if sum(int(a) * w for a, w in zip(b + c, TFN_W)) % 11 == 0:
                return "%s %s %s" % (b[:3], b[3:6], b[6:] + c)


PPS_L = "WABCDEFGHIJKLMNOPQRSTUV"


def ppsn_ok(s):
    m = re.fullmatch(r"(\d{7})([A-W])([AHWTX]?)", s)
    if not m:
        return False
    d, c, x = m.groups()
    t = sum(int(a) * (8 - i) for i, a in enumerate(d))
    if x and x != "W":
        t += 9 * (ord(x) - 64)
    return PPS_L[t % 23] == c


def make_ppsn(second):
    d = digits(7)
    t = sum(int(a) * (8 - i) for i, a in enumerate(d))
    if second:
        t += 9 * (ord(second) - 64)
    return d + PPS_L[t % 23] + second


def said_ok(s):
    if not re.fullmatch(r"\d{13}", s):
        return False
    yy, mm, dd = int(s[:2]), int(s[2:4]), int(s[4:6])
    if not (valid_date(1900 + yy, mm, dd) or valid_date(2000 + yy, mm, dd)):
        return False
    return s[10] in "01" and luhn_ok(s)


def make_said(date, female):
    g = R.randint(0, 4999) if female else R.randint(5000, 9999)
    b = date.strftime("%y%m%d") + "%04d" % g + "08"
    return luhn_complete(b)


NATID_VALIDATORS = [nino_ok, bsn_ok, dni_ok, cf_ok, nric_ok, aadhaar_ok, pnr_ok,
                    pesel_ok, hetu_ok, fnr_ok, nir_ok, be_ok, sin_ok, tfn_ok,
                    ppsn_ok, said_ok]


def natid_ok(s):
    return any(f(s) for f in NATID_VALIDATORS)


def natid_birth(s):
    """Birth date embedded in a national id, where the format has one."""
    c = s.replace(" ", "")
    if pesel_ok(s):
        return {pesel_birth(s)}
    if hetu_ok(s):
        cent = {"+": 1800, "-": 1900, "A": 2000}[s[6]]
        return {datetime.date(cent + int(s[4:6]), int(s[2:4]), int(s[:2]))}
    if pnr_ok(s):
        t = s[-11:-5]
        return {datetime.date(c_ + int(t[:2]), int(t[2:4]), int(t[4:6]))
                for c_ in (1900, 2000) if valid_date(c_ + int(t[:2]), int(t[2:4]), int(t[4:6]))}
    if be_ok(s):
        return {datetime.date(c_ + int(s[:2]), int(s[3:5]), int(s[6:8]))
                for c_ in (1900, 2000) if valid_date(c_ + int(s[:2]), int(s[3:5]), int(s[6:8]))}
    if fnr_ok(s):
        return {datetime.date(c_ + int(c[4:6]), int(c[2:4]), int(c[:2]))
                for c_ in (1900, 2000) if valid_date(c_ + int(c[4:6]), int(c[2:4]), int(c[:2]))}
    if said_ok(s):
        return {datetime.date(c_ + int(s[:2]), int(s[2:4]), int(s[4:6]))
                for c_ in (1900, 2000) if valid_date(c_ + int(s[:2]), int(s[2:4]), int(s[4:6]))}
    if cf_ok(s):
        yy, mm, dd = int(s[6:8]), CF_MONTH.index(s[8]) + 1, int(s[9:11]) % 40
        return {datetime.date(c_ + yy, mm, dd) for c_ in (1900, 2000) if valid_date(c_ + yy, mm, dd)}
    return None


# ---------------------------------------------------------------- vendor keys
APIKEY_RES = [
    r"(?:AKIA|ASIA)[A-Z2-7]{16}",
    r"gh[pousr]_[A-Za-z0-9]{36}",
    r"glpat-[A-Za-z0-9_\-]{20}",
    r"(?:sk|rk)_live_[A-Za-z0-9]{24,99}",
    r"xox[bpa]-\d{10,13}-\d{10,13}(?:-\d{10,13})?-[A-Za-z0-9]{24,32}",
    r"SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}",
    r"SK[0-9a-f]{32}",
    r"sk-proj-[A-Za-z0-9_\-]{64,}",
    r"sk-ant-api03-[A-Za-z0-9_\-]{93}AA",
    r"AIza[0-9A-Za-z_\-]{35}",
    r"\d{8,10}:AA[A-Za-z0-9_\-]{33}",
    r"npm_[A-Za-z0-9]{36}",
    r"key-[0-9a-f]{32}",
    r"LTAI[A-Za-z0-9]{20}",
    r"AKID[A-Za-z0-9]{32}",
    r"hf_[A-Za-z]{34}",
    r"shpat_[0-9a-f]{32}",
    r"dop_v1_[0-9a-f]{64}",
    r"xkeysib-[0-9a-f]{64}-[A-Za-z0-9]{16}",
]


def jwt_ok(s):
    parts = s.split(".")
    if len(parts) != 3 or not s.startswith("eyJ"):
        return False
    try:
        h = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return "alg" in h and re.fullmatch(r"[A-Za-z0-9_\-]{20,}", parts[2]) is not None


def apikey_ok(s):
    if "EXAMPLE" in s.upper():
        return False
    return jwt_ok(s) or any(re.fullmatch(p, s) for p in APIKEY_RES)


def b64url(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def make_jwt(payload, alg="HS256"):
    return b64url({"alg": alg, "typ": "JWT"}) + "." + b64url(payload) + "." + rs(B64URL, 43)


WEBHOOK_RES = [
    r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}",
    r"https://discord(?:app)?\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_\-]{60,68}",
    r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}",
    r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f\-]{36}",
    r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f\-]{36}",
    r"https://[a-z0-9\-]+\.webhook\.office\.com/webhookb2/[0-9a-f\-@]{73}/IncomingWebhook/[0-9a-f]{32}/[0-9a-f\-]{36}",
]


def secret_ok(s):
    if s != s.strip() or not s:
        return False
    if s.startswith("-----BEGIN"):
        return bool(re.fullmatch(r"-----BEGIN ([A-Z ]+)-----\n[A-Za-z0-9+/=\n]+\n-----END \1-----", s))
    if s.startswith("http"):
        return any(re.fullmatch(p, s) for p in WEBHOOK_RES)
    return len(s) >= 6 and not re.search(r"\s", s)


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def pem(label, lines):
    body = [rs(B64, 64) for _ in range(lines - 1)] + [rs(B64, R.randint(20, 60)) + "=="]
    body[0] = "MII" + body[0][3:]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(body), label)


D = datetime.date

# ================================================================ generation
# cards -----------------------------------------------------------
for name, pre, ln, sep in [
        ("card_v1", "4", 16, " "), ("card_v2", "4", 16, "-"), ("card_v3", "4", 16, ""),
        ("card_v4", "4", 16, " "), ("card_v5", "4", 16, " "), ("card_v6", "4", 16, ""),
        ("card_v7", "4", 16, " "), ("card_v8", "4", 16, "-"), ("card_v9", "4", 16, " "),
        ("card_m1", "51", 16, " "), ("card_m2", "55", 16, " "), ("card_m3", "2223", 16, "-"),
        ("card_m4", "53", 16, ""), ("card_m5", "54", 16, " "), ("card_m6", "52", 16, " "),
        ("card_a1", "37", 15, " "), ("card_a2", "34", 15, ""), ("card_a3", "37", 15, "-"),
        ("card_u1", "62", 16, " "), ("card_u2", "62", 19, ""), ("card_u3", "62", 16, ""),
        ("card_u4", "62", 19, ""), ("card_u5", "62", 16, " "), ("card_u6", "62", 16, "-"),
        ("card_j1", "35", 16, " "), ("card_d1", "6011", 16, " ")]:
    put(name, make_card(pre, ln, sep), "card")

# ibans -----------------------------------------------------------
for name, cc, sp in [
        ("iban_gb1", "GB", True), ("iban_gb2", "GB", False), ("iban_gb3", "GB", True),
        ("iban_gb4", "GB", True), ("iban_de1", "DE", True), ("iban_de2", "DE", False),
        ("iban_de3", "DE", True), ("iban_fr1", "FR", True), ("iban_fr2", "FR", False),
        ("iban_nl1", "NL", True), ("iban_nl2", "NL", False), ("iban_es1", "ES", True),
        ("iban_it1", "IT", True), ("iban_ie1", "IE", True), ("iban_ie2", "IE", False),
        ("iban_be1", "BE", True), ("iban_ch1", "CH", True), ("iban_pl1", "PL", True),
        ("iban_at1", "AT", True), ("iban_pt1", "PT", True),
        ("iban_org1", "GB", True), ("iban_org2", "DE", True), ("iban_org3", "IE", True)]:
    put(name, make_iban(cc, sp), "iban")

# ssn -------------------------------------------------------------
for i, sep in enumerate(["-", "-", "-", " ", "-", "", "-", "-", "-", " ", "-", "-", "", "-", "-", "-"], 1):
    put("ssn%d" % i, make_ssn(sep), "ssn")

# chinese resident ids (region, birth, female) ----------------------
for name, reg, ymd, fem in [
        ("idc1", "330106", "19780314", False), ("idc2", "310104", "19851127", True),
        ("idc3", "440305", "19920605", False), ("idc4", "110105", "19640922", True),
        ("idc5", "510107", "19990118", True), ("idc6", "420106", "19570730", False),
        ("idc7", "320102", "20010409", False), ("idc8", "370202", "19880229", True),
        ("idc9", "610113", "19731012", False), ("idc10", "120101", "19951201", True),
        ("idc11", "350203", "19820516", False), ("idc12", "430104", "19690803", True),
        ("idc13", "210102", "19451106", False), ("idc14", "500103", "19930721", True),
        ("idc15", "440106", "19860414", False), ("idc16", "330212", "19760928", True),
        ("idc17", "340104", "20030215", False), ("idc18", "130102", "19510623", True),
        ("idc19", "450103", "19971030", False), ("idc20", "530102", "19801208", True),
        ("idc21", "410105", "19640117", False), ("idc22", "360102", "19890310", True),
        ("idc23", "310115", "19380502", True), ("idc24", "440304", "19910925", False),
        ("idc25", "320583", "19750611", True), ("idc26", "330102", "19480819", False)]:
    put(name, make_idcard(reg, ymd, fem), "idcard")

# passports -------------------------------------------------------
for name, k in [("pp_us1", "us"), ("pp_us2", "us"), ("pp_uk1", "uk"), ("pp_uk2", "uk"),
                ("pp_cn1", "cn"), ("pp_cn2", "cn2"), ("pp_cn3", "cn2"), ("pp_cn4", "cn"),
                ("pp_ca1", "ca"), ("pp_de1", "de"), ("pp_in1", "in"), ("pp_in2", "in"),
                ("pp_ie1", "ie"), ("pp_fr1", "fr"), ("pp_cn5", "cn2"), ("pp_uk3", "uk")]:
    put(name, make_passport(k), "passport")

# national ids ----------------------------------------------------
put("nino1", make_nino(True), "natid:nino")
put("nino2", make_nino(False), "natid:nino")
put("nino3", make_nino(True), "natid:nino")
put("nino4", make_nino(False), "natid:nino")
put("bsn1", make_bsn(), "natid:bsn")
put("bsn2", make_bsn(), "natid:bsn")
put("dni1", make_dni(), "natid:dni")
put("nie1", make_dni(True), "natid:dni")
put("cf1", make_cf("RSS", "GLI", D(1983, 4, 17), True, "H501"), "natid:cf")
put("cf2", make_cf("BNC", "MRC", D(1959, 11, 2), False, "F205"), "natid:cf")
put("nric1", make_nric("S"), "natid:nric")
put("nric2", make_nric("T"), "natid:nric")
put("aadhaar1", make_aadhaar(), "natid:aadhaar")
put("aadhaar2", make_aadhaar(), "natid:aadhaar")
put("pnr1", make_pnr(D(1971, 2, 8)), "natid:pnr")
put("pnr2", make_pnr(D(1990, 8, 23)), "natid:pnr")
put("pesel1", make_pesel(D(1986, 7, 4), True), "natid:pesel")
put("pesel2", make_pesel(D(2002, 3, 19), False), "natid:pesel")
put("hetu1", make_hetu(D(1967, 12, 5)), "natid:hetu")
put("fnr1", make_fnr(D(1979, 5, 30)), "natid:fnr")
put("nir1", make_nir(D(1984, 5, 9), True), "natid:nir")
put("be1", make_be(D(1962, 10, 21), False), "natid:be")
put("sin1", make_sin(" "), "natid:sin")
put("sin2", make_sin("-"), "natid:sin")
put("tfn1", make_tfn(), "natid:tfn")
put("ppsn1", make_ppsn(""), "natid:ppsn")
put("ppsn2", make_ppsn("A"), "natid:ppsn")
put("said1", make_said(D(1988, 1, 26), True), "natid:said")

# api keys --------------------------------------------------------
for i in range(1, 6):
    put("aws_akid%d" % i, "AKIA" + rs(UP + "234567", 16), "apikey")
    put("aws_secret%d" % i, rs(ALNUM + "/+", 40), "secret:aws")
for i in range(1, 4):
    put("gh_pat%d" % i, "ghp_" + rs(ALNUM, 36), "apikey")
put("gl_pat1", "glpat-" + rs(ALNUM + "_-", 20), "apikey")
put("gl_pat2", "glpat-" + rs(ALNUM, 20), "apikey")
for i in range(1, 4):
    put("stripe_sk%d" % i, "sk_live_" + rs(ALNUM, R.choice([24, 99])), "apikey")
put("stripe_rk1", "rk_live_" + rs(ALNUM, 40), "apikey")
for i in range(1, 3):
    put("slack_bot%d" % i, "xoxb-%s-%s-%s" % (digits(11, True), digits(13, True), rs(ALNUM, 24)), "apikey")
put("slack_user1", "xoxp-%s-%s-%s-%s" % (digits(11, True), digits(12, True), digits(13, True), rs(HEX, 32)), "apikey")
for i in range(1, 3):
    put("sendgrid%d" % i, "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43), "apikey")
put("twilio_sk1", "SK" + rs(HEX, 32), "apikey")
put("openai1", "sk-proj-" + rs(B64URL, 156), "apikey")
put("openai2", "sk-proj-" + rs(B64URL, 74), "apikey")
put("anthropic1", "sk-ant-api03-" + rs(B64URL, 93) + "AA", "apikey")
for i in range(1, 4):
    put("google%d" % i, "AIza" + rs(B64URL, 35), "apikey")
put("telegram1", digits(10, True) + ":AA" + rs(B64URL, 33), "apikey")
put("telegram2", digits(9, True) + ":AA" + rs(B64URL, 33), "apikey")
put("jwt1", make_jwt({"sub": "u_48213", "role": "clinician", "iat": 1718623311}), "apikey")
put("jwt2", make_jwt({"iss": "nursing-roster", "sub": "svc-sync", "exp": 1735689600}, "RS256"), "apikey")
put("jwt3", make_jwt({"uid": 90417, "scope": "rx:read rx:write", "iat": 1709251200}), "apikey")
put("npm1", "npm_" + rs(ALNUM, 36), "apikey")
put("mailgun1", "key-" + rs(HEX, 32), "apikey")
put("aliyun_ak1", "LTAI" + rs(ALNUM, 20), "apikey")
put("aliyun_ak2", "LTAI" + rs(ALNUM, 20), "apikey")
put("aliyun_sk1", rs(ALNUM, 30), "secret:an30")
put("aliyun_sk2", rs(ALNUM, 30), "secret:an30")
put("tencent_id1", "AKID" + rs(ALNUM, 32), "apikey")
put("tencent_key1", rs(ALNUM, 32), "secret:an32")
put("hf1", "hf_" + rs(UP + LO, 34), "apikey")
put("shopify1", "shpat_" + rs(HEX, 32), "apikey")
put("do1", "dop_v1_" + rs(HEX, 64), "apikey")
put("brevo1", "xkeysib-" + rs(HEX, 64) + "-" + rs(ALNUM, 16), "apikey")

# secrets ---------------------------------------------------------
put("twilio_auth1", rs(HEX, 32), "secret:hex32")
put("whsec1", "whsec_" + rs(ALNUM, 32), "secret:whsec")
put("whsec2", "whsec_" + rs(ALNUM, 32), "secret:whsec")
put("slack_hook1", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(ALNUM, 24)), "secret")
put("slack_hook2", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 10), rs(UP + DIG, 10), rs(ALNUM, 24)), "secret")
put("discord_hook1", "https://discord.com/api/webhooks/%s/%s" % (digits(18, True), rs(B64URL, 68)), "secret")
put("ding_hook1", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64), "secret")
put("ding_hook2", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64), "secret")
put("wecom_hook1", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + uuid4(), "secret")
put("wecom_hook2", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + uuid4(), "secret")
put("feishu_hook1", "https://open.feishu.cn/open-apis/bot/v2/hook/" + uuid4(), "secret")
put("teams_hook1", "https://clearsighteyecare.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (uuid4(), uuid4(), rs(HEX, 32), uuid4()), "secret")
for i in range(1, 6):
    put("totp%d" % i, rs(B32, R.choice([16, 32])), "secret:totp")
put("pem1", pem("RSA PRIVATE KEY", 6), "secret")
put("pem2", pem("EC PRIVATE KEY", 3), "secret")
put("pem3", pem("OPENSSH PRIVATE KEY", 5), "secret")
for i in range(1, 6):
    put("sess%d" % i, rs(B64URL, R.choice([32, 40, 48])), "secret:sess")
put("djsecret1", "django-insecure-" + rs(LO + DIG + "!@#%^&*(-_=+)", 50).replace(" ", ""), "secret:django")
put("jwtsecret1", rs(ALNUM, 48), "secret:an48")
put("ghwebhook1", rs(HEX, 40), "hex40secret")
for i in range(1, 7):
    put("rc%d" % i, "%s-%s" % (rs(LO + DIG, 5), rs(LO + DIG, 5)), "secret:rc")

# decoy helpers (hashes, uuids) -------------------------------------
for i in range(1, 9):
    put("sha_%d" % i, rs(HEX, 40), "hex40")
for i in range(1, 5):
    put("sha256_%d" % i, rs(HEX, 64), "hex64")
for i in range(1, 13):
    put("uuid_%d" % i, uuid4(), "uuid")
for i in range(1, 9):
    put("short_%d" % i, rs(HEX, 7), "hex7")

# values added later (appended so that earlier values keep their seed positions)
put("ding_sign1", "SEC" + rs(HEX, 64), "secret:dingsign")


# ================================================================ selftest
VALIDATE = {
    "card": card_ok, "iban": iban_ok, "ssn": ssn_ok, "idcard": idcard_ok,
    "passport": passport_ok, "natid": natid_ok, "apikey": apikey_ok,
    "secret": secret_ok,
    "natid:nino": nino_ok, "natid:bsn": bsn_ok, "natid:dni": dni_ok, "natid:cf": cf_ok,
    "natid:nric": nric_ok, "natid:aadhaar": aadhaar_ok, "natid:pnr": pnr_ok,
    "natid:pesel": pesel_ok, "natid:hetu": hetu_ok, "natid:fnr": fnr_ok, "natid:nir": nir_ok,
    "natid:be": be_ok, "natid:sin": sin_ok, "natid:tfn": tfn_ok, "natid:ppsn": ppsn_ok,
    "natid:said": said_ok,
    "secret:aws": lambda s: re.fullmatch(r"[A-Za-z0-9/+]{40}", s) is not None,
    "secret:an30": lambda s: re.fullmatch(r"[A-Za-z0-9]{30}", s) is not None,
    "secret:an32": lambda s: re.fullmatch(r"[A-Za-z0-9]{32}", s) is not None,
    "secret:an48": lambda s: re.fullmatch(r"[A-Za-z0-9]{48}", s) is not None,
    "secret:hex32": lambda s: re.fullmatch(r"[0-9a-f]{32}", s) is not None,
    "hex40secret": lambda s: re.fullmatch(r"[0-9a-f]{40}", s) is not None,
    "secret:whsec": lambda s: re.fullmatch(r"whsec_[A-Za-z0-9]{32}", s) is not None,
    "secret:totp": lambda s: re.fullmatch(r"[A-Z2-7]{16}|[A-Z2-7]{32}", s) is not None,
    "secret:sess": lambda s: re.fullmatch(r"[A-Za-z0-9_\-]{32,48}", s) is not None,
    "secret:django": lambda s: re.fullmatch(r"django-insecure-[a-z0-9!@#%^&*()\-_=+]{50}", s) is not None,
    "secret:dingsign": lambda s: re.fullmatch(r"SEC[0-9a-f]{64}", s) is not None,
    "secret:rc": lambda s: re.fullmatch(r"[a-z0-9]{5}-[a-z0-9]{5}", s) is not None,
    "hex40": lambda s: re.fullmatch(r"[0-9a-f]{40}", s) is not None,
    "hex64": lambda s: re.fullmatch(r"[0-9a-f]{64}", s) is not None,
    "hex7": lambda s: re.fullmatch(r"[0-9a-f]{7}", s) is not None,
    "uuid": lambda s: re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}", s) is not None,
}
CHECK_DIGIT_KINDS = {"card", "iban", "idcard", "natid"}


def selftest():
    bad = 0
    for name, v in VALUES.items():
        k = KIND[name]
        f = VALIDATE[k]
        if not f(v):
            print("INVALID", name, v)
            bad += 1
            continue
        if k == "natid:nino":
            # no check character in the format: a shape corruption must fail
            w = v[:-1] + "Z"
            if f(w):
                print("SHAPE CORRUPTION PASSES", name, w)
                bad += 1
            continue
        if k in CHECK_DIGIT_KINDS or k.startswith("natid:"):
            # every single-digit substitution must be caught
            for i, ch in enumerate(v):
                if not ch.isdigit():
                    continue
                for delta in (1, 3, 5):
                    w = v[:i] + str((int(ch) + delta) % 10) + v[i + 1:]
                    if f(w):
                        print("CORRUPTION PASSES", name, i, w)
                        bad += 1
        else:
            # shape-only values: a one-character corruption in the middle must fail
            i = len(v) // 2
            w = v[:i] + " " + v[i + 1:]
            if f(w):
                print("SHAPE CORRUPTION PASSES", name, w)
                bad += 1
    if bad:
        print("selftest: %d problems" % bad)
        return False
    print("selftest ok: %d values" % len(VALUES))
    return True


if __name__ == "__main__":
    if "-p" in sys.argv:
        for k, v in VALUES.items():
            print("%s\t%s" % (k, v.replace("\n", "\\n")))
    else:
        sys.exit(0 if selftest() else 1)
