#!/usr/bin/env python3
"""blind93 value generators.

Every value in the corpus that needs a check digit or a vendor shape is
generated here from one seeded RNG and referred to in the texts as $name.

    python3 values.py        run selftest()
    python3 values.py -p     print every value

Nothing here is a real credential or a real person's number: all values are
random, only their *shape* and check digits are realistic.
"""
import base64
import datetime as dt
import hashlib
import hmac
import json
import random
import re
import string
import sys
import zlib

SEED = 930093
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
B62 = DIG + UP + LO
URLSAFE = ALNUM + "-_"
HEXL = "0123456789abcdef"
B32 = UP + "234567"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def grp(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


def strip_sep(s):
    return re.sub(r"[ \-.]", "", s)


# --------------------------------------------------------------- Luhn / cards
def luhn_sum(d):
    total = 0
    for i, ch in enumerate(reversed(d)):
        x = int(ch)
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        total += x
    return total


def luhn_ok(d):
    return d.isdigit() and luhn_sum(d) % 10 == 0


def luhn_complete(partial):
    for c in DIG:
        if luhn_sum(partial + c) % 10 == 0:
            return partial + c
    raise AssertionError


CARD_PREFIX = re.compile(
    r"4|5[1-5]|2(?:22[1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)|3[47]|6011|64[4-9]|65|62|35(?:2[89]|[3-8]\d)")


def make_card(prefix, length, sizes=None, sep=" "):
    num = luhn_complete(prefix + rs(DIG, length - len(prefix) - 1))
    return grp(num, sizes, sep) if sizes else num


def card_ok(s):
    if not re.fullmatch(r"\d+(?:[ -]\d+)*", s):
        return False
    d = re.sub(r"[ -]", "", s)
    return 13 <= len(d) <= 19 and CARD_PREFIX.match(d) is not None and luhn_ok(d)


# ---------------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "IE": 22, "DE": 22, "NL": 18, "FR": 27, "ES": 24, "BE": 16,
            "PL": 28, "FI": 18, "AT": 20, "PT": 25, "DK": 18}


def _iban_int(s):
    return int("".join(str(int(c, 36)) for c in s))


def _bban(cc):
    if cc == "GB":
        return R.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "NAIA"]) + rs(DIG, 14)
    if cc == "IE":
        return R.choice(["AIBK", "BOFI"]) + rs(DIG, 14)
    if cc == "DE":
        return rs(DIG, 18)
    if cc == "NL":
        return R.choice(["INGB", "RABO", "ABNA", "TRIO", "ASNB", "SNSB"]) + rs(DIG, 10)
    if cc == "FR":
        bank, branch, acct = rs(DIG, 5), rs(DIG, 5), rs(DIG, 11)
        key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
        return f"{bank}{branch}{acct}{key:02d}"
    if cc == "ES":
        bank, branch, acct = rs(DIG, 4), rs(DIG, 4), rs(DIG, 10)
        w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

        def dc(x):
            v = 11 - sum(int(c) * k for c, k in zip(x, w)) % 11
            return {11: 0, 10: 1}.get(v, v)
        return f"{bank}{branch}{dc('00' + bank + branch)}{dc(acct)}{acct}"
    if cc == "BE":
        b = rs(DIG, 10)
        return f"{b}{(int(b) % 97) or 97:02d}"
    if cc == "PL":
        return rs(DIG, 24)
    if cc == "FI":
        return luhn_complete(rs(DIG, 13))
    if cc == "AT":
        return rs(DIG, 16)
    if cc == "PT":
        b = rs(DIG, 19)
        return f"{b}{98 - (int(b) * 100) % 97:02d}"
    if cc == "DK":
        return rs(DIG, 14)
    raise KeyError(cc)


def make_iban(cc, spaced=True):
    b = _bban(cc)
    s = f"{cc}{98 - _iban_int(b + cc + '00') % 97:02d}{b}"
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4)) if spaced else s


def iban_ok(s):
    if not re.fullmatch(r"[A-Z0-9]+(?: [A-Z0-9]+)*", s):
        return False
    t = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", t) or IBAN_LEN.get(t[:2]) != len(t):
        return False
    return _iban_int(t[4:] + t[:4]) % 97 == 1


# ----------------------------------------------------------------------- SSN
def make_ssn(sep="-"):
    while True:
        a, g, n = R.randint(1, 899), R.randint(1, 99), R.randint(1, 9999)
        if a == 666:
            continue
        return f"{a:03d}{sep}{g:02d}{sep}{n:04d}"


def ssn_ok(s):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", s)
    if not m:
        return False
    a, g, n = m.group(1), m.group(3), m.group(4)
    if a + g + n in ("078051120", "219099999"):
        return False
    return a not in ("000", "666") and a[0] != "9" and g != "00" and n != "0000"


# ------------------------------------------------- Chinese resident ID (GB 11643)
GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
GB_C = "10X98765432"


def gb_check(d17):
    return GB_C[sum(int(c) * w for c, w in zip(d17, GB_W)) % 11]


def make_idcard(region, birth, female, want_x=False):
    ymd = birth.replace("-", "")
    while True:
        seq = f"{R.randint(0, 99):02d}{R.choice('02468' if female else '13579')}"
        d17 = region + ymd + seq
        c = gb_check(d17)
        if (c == "X") == want_x:
            return d17 + c


def _date(y, m, d):
    try:
        return dt.date(y, m, d)
    except ValueError:
        return None


def idcard_ok(s):
    t = s.replace(" ", "")
    if not re.fullmatch(r"[1-8]\d{16}[\dX]", t):
        return False
    b = _date(int(t[6:10]), int(t[10:12]), int(t[12:14]))
    if b is None or not (1900 <= b.year <= 2024):
        return False
    return gb_check(t[:17]) == t[17]


def idcard_birth(s):
    t = s.replace(" ", "")
    return {_date(int(t[6:10]), int(t[10:12]), int(t[12:14]))}


# ------------------------------------------------------------------ passports
PASSPORT_FORMATS = {
    "CN": r"E\d{8}|E[A-HJ-NP-Z]\d{7}",
    "US": r"[1-9]\d{8}|[A-Z]\d{8}",
    "UK": r"[1-9]\d{8}",
    "DE": r"[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}",
    "FR": r"\d{2}[A-Z]{2}\d{5}",
    "CA": r"[A-Z]{2}\d{6}",
    "IN": r"[A-Z]\d{7}",
    "HK": r"[HK]\d{8}",
    "IE": r"[A-Z]{2}\d{7}",
    "AU": r"[A-Z]{1,2}\d{7}",
    "NL": r"[A-NP-Z]{2}[A-NP-Z0-9]{6}\d",
    "TW": r"3\d{8}",
    "SG": r"[EK]\d{7}[A-Z]",
    "PL": r"[A-Z]{2}\d{7}",
}


def passport_ok(s, fmt=None):
    fmts = [PASSPORT_FORMATS[fmt]] if fmt else PASSPORT_FORMATS.values()
    return any(re.fullmatch(p, s) for p in fmts)


def make_passport(fmt):
    gen = {
        "CN": lambda: "E" + rs(DIG, 8),
        "CN2": lambda: "E" + R.choice("ABCDFGHJKLMNPQRSTUVWXYZ") + rs(DIG, 7),
        "US": lambda: rs("123456789", 1) + rs(DIG, 8),
        "US2": lambda: R.choice("ACEFGHJKLMNP") + rs(DIG, 8),
        "UK": lambda: rs("123456", 1) + rs(DIG, 8),
        "DE": lambda: R.choice("CFGHJK") + rs("CFGHJKLMNPRTVWXYZ0123456789", 8),
        "FR": lambda: rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5),
        "CA": lambda: rs(UP, 2) + rs(DIG, 6),
        "IN": lambda: R.choice("JKLMNPRSTUVWZ") + rs(DIG, 7),
        "HK": lambda: "K" + rs(DIG, 8),
        "IE": lambda: rs("PLMNRT", 2) + rs(DIG, 7),
        "AU": lambda: "P" + R.choice("ABCDE") + rs(DIG, 7),
        "NL": lambda: rs("BCDFGHJKLMNPRSTVWXYZ", 2) + rs("BCDFGHJKLMNPRSTVWXYZ0123456789", 6) + rs(DIG, 1),
        "TW": lambda: "3" + rs(DIG, 8),
        "SG": lambda: "K" + rs(DIG, 7) + rs(UP, 1),
        "PL": lambda: rs("AEDEFGHJKLMNPRSTZ", 2) + rs(DIG, 7),
    }
    return gen[fmt]()


# ---------------------------------------------------- other national ID numbers
def make_nino(spaced=True):
    while True:
        p = R.choice([c for c in UP if c not in "DFIQUV"]) + R.choice([c for c in UP if c not in "DFIOQUV"])
        if p in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
            continue
        d, s = rs(DIG, 6), R.choice("ABCD")
        return f"{p} {d[:2]} {d[2:4]} {d[4:]} {s}" if spaced else p + d + s


def nino_ok(s):
    t = s.replace(" ", "")
    m = re.fullmatch(r"([A-CEGHJ-PR-TW-Z])([A-CEGHJ-NPR-TW-Z])\d{6}[A-D]", t)
    return bool(m) and t[:2] not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ")


def make_bsn():
    while True:
        d = [R.randint(0, 9) for _ in range(8)]
        if d[0] == 0:
            continue
        c = sum(x * w for x, w in zip(d, range(9, 1, -1))) % 11
        if c == 10:
            continue
        return "".join(map(str, d)) + str(c)


def bsn_ok(s):
    t = s.replace(".", "").replace(" ", "")
    if not re.fullmatch(r"\d{9}", t):
        return False
    d = [int(c) for c in t]
    return (sum(x * w for x, w in zip(d[:8], range(9, 1, -1))) - d[8]) % 11 == 0


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def make_dni(dash=False):
    n = rs(DIG, 8)
    return n + ("-" if dash else "") + DNI_L[int(n) % 23]


def dni_ok(s):
    t = s.replace("-", "")
    return bool(re.fullmatch(r"\d{8}[A-Z]", t)) and DNI_L[int(t[:8]) % 23] == t[8]


def make_nie():
    p = R.choice("XYZ")
    n = rs(DIG, 7)
    return f"{p}{n}{DNI_L[int(str('XYZ'.index(p)) + n) % 23]}"


def nie_ok(s):
    t = s.replace("-", "")
    if not re.fullmatch(r"[XYZ]\d{7}[A-Z]", t):
        return False
    return DNI_L[int(str("XYZ".index(t[0])) + t[1:8]) % 23] == t[8]


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def make_pesel(birth, female):
    y, m, d = map(int, birth.split("-"))
    mm = m + {18: 80, 19: 0, 20: 20}[y // 100]
    base = f"{y % 100:02d}{mm:02d}{d:02d}" + rs(DIG, 3) + R.choice("02468" if female else "13579")
    return base + str((10 - sum(int(a) * w for a, w in zip(base, PESEL_W)) % 10) % 10)


def pesel_birth(s):
    y, mm, d = int(s[:2]), int(s[2:4]), int(s[4:6])
    for off, cent in ((80, 1800), (60, 2200), (40, 2100), (20, 2000), (0, 1900)):
        if mm > off:
            return _date(cent + y, mm - off, d)
    return None


def pesel_ok(s):
    if not re.fullmatch(r"\d{11}", s) or pesel_birth(s) is None:
        return False
    return (sum(int(a) * w for a, w in zip(s, PESEL_W)) + int(s[10])) % 10 == 0


def make_pnr(birth):  # Swedish personnummer, YYMMDD-NNNC
    y, m, d = birth.split("-")
    nine = y[2:] + m + d + rs(DIG, 3)
    c = luhn_complete(nine)[-1]
    return f"{nine[:6]}-{nine[6:]}{c}"


def pnr_ok(s):
    m = re.fullmatch(r"(\d{2})?(\d{6})[-+](\d{4})", s)
    if not m:
        return False
    ten = m.group(2) + m.group(3)
    return _date(1900 + int(ten[:2]), int(ten[2:4]), int(ten[4:6])) is not None and luhn_ok(ten)


def pnr_birth(s):
    m = re.fullmatch(r"(\d{2})?(\d{6})[-+](\d{4})", s)
    yy, mm, dd = int(m.group(2)[:2]), int(m.group(2)[2:4]), int(m.group(2)[4:6])
    if m.group(1):
        return {_date(int(m.group(1)) * 100 + yy, mm, dd)}
    return {_date(1900 + yy, mm, dd), _date(2000 + yy, mm, dd)}


HETU_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def make_hetu(birth, female):
    y, m, d = birth.split("-")
    sign = {"18": "+", "19": "-", "20": "A"}[y[:2]]
    n = R.randint(1, 449) * 2 + (0 if female else 1)
    n = max(n, 2)
    nnn = f"{n:03d}"
    return f"{d}{m}{y[2:]}{sign}{nnn}{HETU_C[int(d + m + y[2:] + nnn) % 31]}"


def hetu_ok(s):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", s)
    if not m:
        return False
    return HETU_C[int(m.group(1) + m.group(3)) % 31] == m.group(4) and bool(hetu_birth(s))


def hetu_birth(s):
    cent = {"+": 1800, "-": 1900, "A": 2000}[s[6]]
    b = _date(cent + int(s[4:6]), int(s[2:4]), int(s[0:2]))
    return {b} if b else set()


def make_sin(sep=" "):
    n = luhn_complete(R.choice("1234567") + rs(DIG, 7))
    return grp(n, [3, 3, 3], sep)


def sin_ok(s):
    if not re.fullmatch(r"\d{3}([ -]?)\d{3}\1\d{3}", s):
        return False
    t = re.sub(r"[ -]", "", s)
    return t[0] not in "08" and luhn_ok(t)


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_complete(partial):
    c = 0
    for i, ch in enumerate(reversed(partial)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return partial + str(VINV[c])


def make_aadhaar():
    return grp(verhoeff_complete(R.choice("23456789") + rs(DIG, 10)), [4, 4, 4])


def aadhaar_ok(s):
    if not re.fullmatch(r"[2-9]\d{3}( ?)\d{4}\1\d{4}", s):
        return False
    return verhoeff_ok(s.replace(" ", ""))


NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def _nric_letter(p, digits):
    t = sum(int(c) * w for c, w in zip(digits, NRIC_W)) + (4 if p in "TG" else 0)
    return ("JZIHGFEDCBA" if p in "ST" else "XWUTRQPNMLK")[t % 11]


def make_nric(p="S"):
    d = rs(DIG, 7)
    return p + d + _nric_letter(p, d)


def nric_ok(s):
    return bool(re.fullmatch(r"[STFG]\d{7}[A-Z]", s)) and _nric_letter(s[0], s[1:8]) == s[8]


def _hkid_check(letters, digits):
    vals = [36] if len(letters) == 1 else []
    vals += [ord(c) - 55 for c in letters]
    total = sum(v * w for v, w in zip(vals, (9, 8))) + sum(int(c) * w for c, w in zip(digits, range(7, 1, -1)))
    c = (11 - total % 11) % 11
    return "A" if c == 10 else str(c)


def make_hkid():
    L = R.choice("ACDEGHKPRVYZ")
    d = rs(DIG, 6)
    return f"{L}{d}({_hkid_check(L, d)})"


def hkid_ok(s):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", s)
    return bool(m) and _hkid_check(m.group(1), m.group(2)) == m.group(3)


TW_CODES = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO",
                    [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29,
                     30, 31, 32, 33, 34, 35]))


def _tw_sum(s):
    n = TW_CODES[s[0]]
    return n // 10 + (n % 10) * 9 + sum(int(c) * w for c, w in zip(s[1:9], range(8, 0, -1))) + int(s[9])


def make_twid(female):
    L = R.choice("ABDEFHKLMNPRST")
    body = L + ("2" if female else "1") + rs(DIG, 7)
    for c in DIG:
        if _tw_sum(body + c) % 10 == 0:
            return body + c


def twid_ok(s):
    return bool(re.fullmatch(r"[A-Z][12]\d{8}", s)) and _tw_sum(s) % 10 == 0


def make_ppsn():
    d = rs(DIG, 7)
    return d + "WABCDEFGHIJKLMNOPQRSTUV"[sum(int(c) * w for c, w in zip(d, range(8, 1, -1))) % 23]


def ppsn_ok(s):
    m = re.fullmatch(r"(\d{7})([A-W])([A-IW]?)", s)
    if not m:
        return False
    t = sum(int(c) * w for c, w in zip(m.group(1), range(8, 1, -1)))
    if m.group(3) and m.group(3) != "W":
        t += 9 * (ord(m.group(3)) - 64)
    return "WABCDEFGHIJKLMNOPQRSTUV"[t % 23] == m.group(2)


def make_be(birth, female):
    y, m, d = birth.split("-")
    seq = f"{R.randint(1, 498) * 2 + (0 if female else -1) + (2 if female else 2):03d}"
    base = y[2:] + m + d + seq
    c = 97 - int(("2" if y[:2] == "20" else "") + base) % 97
    return f"{y[2:]}.{m}.{d}-{seq}.{c:02d}"


def be_ok(s):
    m = re.fullmatch(r"(\d{2})\.?(\d{2})\.?(\d{2})-?(\d{3})\.?(\d{2})", s)
    if not m:
        return False
    base = "".join(m.groups()[:4])
    c = int(m.group(5))
    return c in (97 - int(base) % 97, 97 - int("2" + base) % 97)


def be_birth(s):
    t = re.sub(r"\D", "", s)
    return {_date(1900 + int(t[:2]), int(t[2:4]), int(t[4:6])), _date(2000 + int(t[:2]), int(t[2:4]), int(t[4:6]))}


def make_nir(birth, female, dept):
    y, m, _ = birth.split("-")
    base = f"{2 if female else 1}{y[2:]}{m}{dept}{R.randint(1, 899):03d}{R.randint(1, 999):03d}"
    key = 97 - int(base) % 97
    return f"{base[0]} {base[1:3]} {base[3:5]} {base[5:7]} {base[7:10]} {base[10:13]} {key:02d}"


def nir_ok(s):
    t = s.replace(" ", "")
    if not re.fullmatch(r"[12]\d{2}(0[1-9]|1[0-2])\d{10}", t):
        return False
    return 97 - int(t[:13]) % 97 == int(t[13:])


def make_said(birth, female):
    y, m, d = birth.split("-")
    seq = f"{R.randint(0, 4999) if female else R.randint(5000, 9999):04d}"
    return luhn_complete(y[2:] + m + d + seq + "08")


def said_ok(s):
    return bool(re.fullmatch(r"\d{13}", s)) and _date(1900 + int(s[:2]), int(s[2:4]), int(s[4:6])) is not None \
        and s[10] in "01" and luhn_ok(s)


def said_birth(s):
    return {_date(1900 + int(s[:2]), int(s[2:4]), int(s[4:6])), _date(2000 + int(s[:2]), int(s[2:4]), int(s[4:6]))}


NATIONAL_ID_VALIDATORS = {
    "UK_NINO": nino_ok, "NL_BSN": bsn_ok, "ES_DNI": dni_ok, "ES_NIE": nie_ok, "PL_PESEL": pesel_ok,
    "SE_PNR": pnr_ok, "FI_HETU": hetu_ok, "CA_SIN": sin_ok, "IN_AADHAAR": aadhaar_ok, "SG_NRIC": nric_ok,
    "HK_HKID": hkid_ok, "TW_ID": twid_ok, "IE_PPSN": ppsn_ok, "BE_RRN": be_ok, "FR_NIR": nir_ok,
    "ZA_ID": said_ok,
}


def national_id_kind(s):
    for k, f in NATIONAL_ID_VALIDATORS.items():
        if f(s):
            return k
    return None


def national_id_birth(s):
    """Candidate birth dates embedded in a national ID (None if the format has none)."""
    k = national_id_kind(s)
    if k == "PL_PESEL":
        return {pesel_birth(s)}
    if k == "SE_PNR":
        return pnr_birth(s)
    if k == "FI_HETU":
        return hetu_birth(s)
    if k == "BE_RRN":
        return be_birth(s)
    if k == "ZA_ID":
        return said_birth(s)
    return None


# ------------------------------------------------------------- vendor API keys
def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def _b64u_dec(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def b62(n, width):
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s.rjust(width, "0")


def crc_token(prefix):
    """GitHub / npm style: 30 random base62 chars + 6-char base62 CRC32."""
    body = rs(ALNUM, 30)
    return prefix + body + b62(zlib.crc32(body.encode()), 6)


def crc_token_ok(s):
    m = re.fullmatch(r"(ghp|gho|ghu|ghs|ghr|npm)_([A-Za-z0-9]{30})([A-Za-z0-9]{6})", s)
    return bool(m) and b62(zlib.crc32(m.group(2).encode()), 6) == m.group(3)


def make_jwt(payload, alg="HS256"):
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    key = bytes(R.getrandbits(8) for _ in range(32))
    sig = b64u(hmac.new(key, f"{h}.{p}".encode(), hashlib.sha256).digest())
    return f"{h}.{p}.{sig}"


def jwt_ok(s):
    parts = s.split(".")
    if len(parts) != 3 or not all(re.fullmatch(r"[A-Za-z0-9_-]+", x) for x in parts):
        return False
    try:
        h = json.loads(_b64u_dec(parts[0]))
        p = json.loads(_b64u_dec(parts[1]))
    except Exception:
        return False
    return isinstance(h, dict) and "alg" in h and isinstance(p, dict) and len(parts[2]) == 43


def make_mapbox(prefix, user):
    return prefix + "." + b64u(json.dumps({"u": user, "a": rs(LO + DIG, 25)}, separators=(",", ":")).encode()) \
        + "." + rs(URLSAFE, 22)


APIKEY_RE = [
    r"(AKIA|ASIA)[A-Z2-7]{16}",
    r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    r"xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}",
    r"xoxp-\d{10,13}-\d{10,13}-\d{10,13}-[0-9a-f]{32}",
    r"(sk|rk)_live_(?:[A-Za-z0-9]{24}|51[A-Za-z0-9]{89})",
    r"sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}",
    r"sk-proj-[A-Za-z0-9_-]{60}T3BlbkFJ[A-Za-z0-9_-]{60}",
    r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    r"AIza[A-Za-z0-9_-]{35}",
    r"\d{8,10}:AA[A-Za-z0-9_-]{33}",
    r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    r"key-[0-9a-f]{32}",
    r"glpat-[A-Za-z0-9_-]{20}",
    r"hf_[A-Za-z]{34}",
    r"[A-Za-z0-9_-]{24,28}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{38}",
    r"dop_v1_[0-9a-f]{64}",
    r"shpat_[0-9a-f]{32}",
    r"sk\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}",
    r"pat[A-Za-z0-9]{14}\.[0-9a-f]{64}",
]


def apikey_ok(s):
    if re.fullmatch(r"(ghp|gho|ghu|ghs|ghr|npm)_.*", s):
        return crc_token_ok(s)
    if s.startswith("eyJ"):
        if not jwt_ok(s):
            return False
        # a Supabase "anon" key is publishable by design
        return json.loads(_b64u_dec(s.split(".")[1])).get("role") != "anon"
    if "EXAMPLE" in s.upper() or s.startswith(("pk_", "pk.", "sk_test_")):
        return False
    return any(re.fullmatch(p, s) for p in APIKEY_RE)


# ------------------------------------------------------------------- secrets
def make_pem_ec():
    d = bytes(R.getrandbits(8) for _ in range(32))
    pub = bytes(R.getrandbits(8) for _ in range(64))
    der = bytes.fromhex("30770201010420") + d + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + pub
    b = base64.b64encode(der).decode()
    body = "\n".join(b[i:i + 64] for i in range(0, len(b), 64))
    return f"-----BEGIN EC PRIVATE KEY-----\n{body}\n-----END EC PRIVATE KEY-----"


def make_pem_ed25519():
    der = bytes.fromhex("302e020100300506032b657004220420") + bytes(R.getrandbits(8) for _ in range(32))
    return f"-----BEGIN PRIVATE KEY-----\n{base64.b64encode(der).decode()}\n-----END PRIVATE KEY-----"


def pem_ok(s):
    m = re.fullmatch(r"-----BEGIN (EC |)PRIVATE KEY-----\n([A-Za-z0-9+/=\n]+)\n-----END \1PRIVATE KEY-----", s)
    if not m:
        return False
    try:
        der = base64.b64decode(m.group(2).replace("\n", ""), validate=True)
    except Exception:
        return False
    if m.group(1):
        return len(der) == 121 and der[:7] == bytes.fromhex("30770201010420")
    return len(der) == 48 and der[:16] == bytes.fromhex("302e020100300506032b657004220420")


SECRET_RE = [
    r"[A-Za-z0-9/+]{40}",                                             # AWS secret access key
    r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}",
    r"https://discord\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_-]{68}",
    r"https://hooks\.zapier\.com/hooks/catch/\d{7}/[a-z0-9]{7}/",
    r"[A-Z2-7]{32}|[A-Z2-7]{4}( [A-Z2-7]{4}){7}",                      # TOTP seed
    r"[0-9a-f]{5}-[0-9a-f]{5}",                                       # recovery code
    r"[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}",                            # recovery code
    r"\d{4} \d{4}",                                                   # backup code
    r"[a-z0-9]{32}",                                                  # django session id
    r"s%3A[A-Za-z0-9_-]{32}\.[A-Za-z0-9+/]{43}",                      # express connect.sid
    r"whsec_[A-Za-z0-9]{32}",
    r"[0-9a-f]{32}",                                                  # signing secret / auth token
    r"GOCSPX-[A-Za-z0-9_-]{28}",
    r"[a-z0-9!@#%^&*(\-_=+)]{50}",                                    # django SECRET_KEY
    r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}",
    r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}",
    r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}",
]


def secret_shape_ok(s):
    return pem_ok(s) or any(re.fullmatch(p, s) for p in SECRET_RE)


def make_uuid():
    h = rs(HEXL, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def make_totp(spaced=False):
    s = rs(B32, 32)
    return " ".join(s[i:i + 4] for i in range(0, 32, 4)) if spaced else s


# ============================================================ the value table
VALUES = {}
META = {}   # name -> (TYPE or 'DECOY', validator, corruption mode: 'all' | 'check' | 'shape')


def put(name, value, typ, validator, mode):
    assert name not in VALUES, name
    VALUES[name] = value
    META[name] = (typ, validator, mode)


# cards
put("card_v1", make_card("4", 16, [4, 4, 4, 4]), "CARD", card_ok, "all")
put("card_v2", make_card("4", 16), "CARD", card_ok, "all")
put("card_v3", make_card("4", 16, [4, 4, 4, 4], "-"), "CARD", card_ok, "all")
put("card_v4", make_card("4", 16, [4, 4, 4, 4]), "CARD", card_ok, "all")
put("card_v5", make_card("4", 16, [4, 4, 4, 4]), "CARD", card_ok, "all")
put("card_v6", make_card("4", 16), "CARD", card_ok, "all")
put("card_mc1", make_card("54", 16, [4, 4, 4, 4]), "CARD", card_ok, "all")
put("card_mc2", make_card("2389", 16), "CARD", card_ok, "all")
put("card_mc3", make_card("51", 16, [4, 4, 4, 4], "-"), "CARD", card_ok, "all")
put("card_mc4", make_card("53", 16, [4, 4, 4, 4]), "CARD", card_ok, "all")
put("card_amex1", make_card("37", 15, [4, 6, 5]), "CARD", card_ok, "all")
put("card_amex2", make_card("34", 15), "CARD", card_ok, "all")
put("card_up1", make_card("6222", 16, [4, 4, 4, 4]), "CARD", card_ok, "all")
put("card_up2", make_card("6217", 19, [4, 4, 4, 4, 3]), "CARD", card_ok, "all")
put("card_up3", make_card("6228", 19), "CARD", card_ok, "all")
put("card_up4", make_card("6214", 16, [4, 4, 4, 4]), "CARD", card_ok, "all")
put("card_up5", make_card("6259", 16), "CARD", card_ok, "all")
put("card_jcb1", make_card("3566", 16, [4, 4, 4, 4]), "CARD", card_ok, "all")
put("card_disc1", make_card("6011", 16, [4, 4, 4, 4]), "CARD", card_ok, "all")

# IBANs
for _n, _cc, _sp in [("iban_gb1", "GB", True), ("iban_gb2", "GB", False), ("iban_gb3", "GB", True),
                     ("iban_de1", "DE", True), ("iban_de2", "DE", False), ("iban_nl1", "NL", True),
                     ("iban_nl2", "NL", False), ("iban_nl3", "NL", True), ("iban_fr1", "FR", True),
                     ("iban_es1", "ES", True), ("iban_ie1", "IE", True), ("iban_be1", "BE", True),
                     ("iban_pl1", "PL", True), ("iban_fi1", "FI", True), ("iban_at1", "AT", False),
                     ("iban_pt1", "PT", True), ("iban_dk1", "DK", True), ("iban_ie2", "IE", False)]:
    put(_n, make_iban(_cc, _sp), "IBAN", iban_ok, "all")

# US SSNs (no check digit: shape rules only)
put("ssn1", make_ssn("-"), "SSN", ssn_ok, "shape")
put("ssn2", make_ssn("-"), "SSN", ssn_ok, "shape")
put("ssn3", make_ssn(" "), "SSN", ssn_ok, "shape")
put("ssn4", make_ssn(""), "SSN", ssn_ok, "shape")
put("ssn5", make_ssn("-"), "SSN", ssn_ok, "shape")
put("ssn6", make_ssn("-"), "SSN", ssn_ok, "shape")
put("ssn7", make_ssn("-"), "SSN", ssn_ok, "shape")

# Chinese resident IDs: (name, region, birth date, female, want X)
for _n, _reg, _b, _f, _x in [
        ("idcard1", "110105", "1987-03-14", True, False), ("idcard2", "310104", "1992-11-02", False, False),
        ("idcard3", "440305", "1979-06-28", False, True), ("idcard4", "330106", "2001-01-09", True, False),
        ("idcard5", "510107", "1965-08-21", False, False), ("idcard6", "420106", "1995-12-30", True, False),
        ("idcard7", "320102", "1958-04-05", False, False), ("idcard8", "370202", "1989-09-17", True, True),
        ("idcard9", "350203", "1973-02-11", False, False), ("idcard10", "430104", "1998-07-23", True, False),
        ("idcard11", "500103", "1984-10-06", False, False), ("idcard12", "610113", "1991-05-19", True, False),
        ("idcard13", "120101", "1968-12-01", True, False), ("idcard14", "210102", "2003-03-03", False, False),
        ("idcard15", "440106", "1976-11-25", True, False), ("idcard16", "330502", "1999-04-30", False, True),
        ("idcard17", "310115", "1981-08-08", False, False), ("idcard18", "530102", "1962-01-27", True, False)]:
    put(_n, make_idcard(_reg, _b, _f, _x), "IDCARD", idcard_ok, "all")

# passports (no check digit in the printed number: shape per issuing format)
for _n, _fmt in [("pp_cn1", "CN"), ("pp_cn2", "CN2"), ("pp_cn3", "CN"), ("pp_cn4", "CN2"), ("pp_us1", "US"),
                 ("pp_us2", "US2"), ("pp_uk1", "UK"), ("pp_uk2", "UK"), ("pp_de1", "DE"), ("pp_fr1", "FR"),
                 ("pp_ca1", "CA"), ("pp_in1", "IN"), ("pp_hk1", "HK"), ("pp_ie1", "IE"), ("pp_au1", "AU"),
                 ("pp_nl1", "NL"), ("pp_tw1", "TW"), ("pp_sg1", "SG"), ("pp_pl1", "PL")]:
    _f0 = {"CN2": "CN", "US2": "US"}.get(_fmt, _fmt)
    put(_n, make_passport(_fmt), "PASSPORT", (lambda s, _f0=_f0: passport_ok(s, _f0)), "shape")

# other national IDs
put("nino1", make_nino(True), "NATIONAL_ID", nino_ok, "shape")
put("nino2", make_nino(False), "NATIONAL_ID", nino_ok, "shape")
put("nino3", make_nino(True), "NATIONAL_ID", nino_ok, "shape")
put("bsn1", make_bsn(), "NATIONAL_ID", bsn_ok, "all")
put("bsn2", make_bsn(), "NATIONAL_ID", bsn_ok, "all")
put("dni1", make_dni(False), "NATIONAL_ID", dni_ok, "all")
put("dni2", make_dni(True), "NATIONAL_ID", dni_ok, "all")
put("nie1", make_nie(), "NATIONAL_ID", nie_ok, "all")
put("pesel1", make_pesel("1983-05-27", False), "NATIONAL_ID", pesel_ok, "all")
put("pesel2", make_pesel("2002-11-04", True), "NATIONAL_ID", pesel_ok, "all")
put("pnr1", make_pnr("1976-09-13"), "NATIONAL_ID", pnr_ok, "all")
put("hetu1", make_hetu("1990-02-18", True), "NATIONAL_ID", hetu_ok, "check")
put("sin1", make_sin(" "), "NATIONAL_ID", sin_ok, "all")
put("sin2", make_sin("-"), "NATIONAL_ID", sin_ok, "all")
put("aadhaar1", make_aadhaar(), "NATIONAL_ID", aadhaar_ok, "all")
put("aadhaar2", make_aadhaar(), "NATIONAL_ID", aadhaar_ok, "all")
put("nric1", make_nric("S"), "NATIONAL_ID", nric_ok, "all")
put("nric2", make_nric("T"), "NATIONAL_ID", nric_ok, "all")
put("hkid1", make_hkid(), "NATIONAL_ID", hkid_ok, "all")
put("hkid2", make_hkid(), "NATIONAL_ID", hkid_ok, "all")
put("twid1", make_twid(True), "NATIONAL_ID", twid_ok, "check")
put("twid2", make_twid(False), "NATIONAL_ID", twid_ok, "check")
put("ppsn1", make_ppsn(), "NATIONAL_ID", ppsn_ok, "all")
put("be1", make_be("1985-07-30", False), "NATIONAL_ID", be_ok, "all")
put("nir1", make_nir("1962-04-15", False, "69"), "NATIONAL_ID", nir_ok, "all")
put("said1", make_said("1988-01-25", True), "NATIONAL_ID", said_ok, "all")

# API keys (vendor shapes; GitHub/npm tokens carry their CRC32 tail)
for _n in ["akid1", "akid2", "akid3"]:
    put(_n, "AKIA" + rs(UP + "234567", 16), "APIKEY", apikey_ok, "shape")
put("asia1", "ASIA" + rs(UP + "234567", 16), "APIKEY", apikey_ok, "shape")
put("ghp1", crc_token("ghp_"), "APIKEY", apikey_ok, "check")
put("ghp2", crc_token("ghp_"), "APIKEY", apikey_ok, "check")
put("ghfg1", "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59), "APIKEY", apikey_ok, "shape")
put("npm1", crc_token("npm_"), "APIKEY", apikey_ok, "check")
put("slack_bot1", f"xoxb-{rs(DIG, 12)}-{rs(DIG, 13)}-{rs(ALNUM, 24)}", "APIKEY", apikey_ok, "shape")
put("slack_bot2", f"xoxb-{rs(DIG, 11)}-{rs(DIG, 12)}-{rs(ALNUM, 24)}", "APIKEY", apikey_ok, "shape")
put("slack_user1", f"xoxp-{rs(DIG, 12)}-{rs(DIG, 12)}-{rs(DIG, 13)}-{rs(HEXL, 32)}", "APIKEY", apikey_ok, "shape")
put("sk_live1", "sk_live_" + rs(ALNUM, 24), "APIKEY", apikey_ok, "shape")
put("sk_live2", "sk_live_51" + rs(ALNUM, 89), "APIKEY", apikey_ok, "shape")
put("rk_live1", "rk_live_" + rs(ALNUM, 24), "APIKEY", apikey_ok, "shape")
put("openai1", "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20), "APIKEY", apikey_ok, "shape")
put("openai2", "sk-proj-" + rs(URLSAFE, 60) + "T3BlbkFJ" + rs(URLSAFE, 60), "APIKEY", apikey_ok, "shape")
put("anthropic1", "sk-ant-api03-" + rs(URLSAFE, 93) + "AA", "APIKEY", apikey_ok, "shape")
put("google1", "AIza" + rs(URLSAFE, 35), "APIKEY", apikey_ok, "shape")
put("google2", "AIza" + rs(URLSAFE, 35), "APIKEY", apikey_ok, "shape")
put("telegram1", f"{R.randint(10**9, 7 * 10**9)}:AA{rs(URLSAFE, 33)}", "APIKEY", apikey_ok, "shape")
put("telegram2", f"{R.randint(10**9, 7 * 10**9)}:AA{rs(URLSAFE, 33)}", "APIKEY", apikey_ok, "shape")
put("sendgrid1", f"SG.{rs(URLSAFE, 22)}.{rs(URLSAFE, 43)}", "APIKEY", apikey_ok, "shape")
put("mailgun1", "key-" + rs(HEXL, 32), "APIKEY", apikey_ok, "shape")
put("glpat1", "glpat-" + rs(URLSAFE, 20), "APIKEY", apikey_ok, "shape")
put("hf1", "hf_" + rs(UP + LO, 34), "APIKEY", apikey_ok, "shape")
put("discord_bot1", b64u(str(R.randint(10**17, 10**18 - 1)).encode()) + "." + rs(URLSAFE, 6) + "." + rs(URLSAFE, 38),
    "APIKEY", apikey_ok, "shape")
put("do1", "dop_v1_" + rs(HEXL, 64), "APIKEY", apikey_ok, "shape")
put("shopify1", "shpat_" + rs(HEXL, 32), "APIKEY", apikey_ok, "shape")
put("airtable1", "pat" + rs(ALNUM, 14) + "." + rs(HEXL, 64), "APIKEY", apikey_ok, "shape")
put("mapbox_sk1", make_mapbox("sk", "swapshop-leeds"), "APIKEY", apikey_ok, "shape")
put("jwt_svc1", make_jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "service_role", "iat": 1712145600,
                          "exp": 2027721600}), "APIKEY", apikey_ok, "shape")
put("jwt_user1", make_jwt({"sub": "u_" + rs(DIG, 6), "scope": "loans:write", "iat": 1718798400,
                           "exp": 1718802000}), "APIKEY", apikey_ok, "shape")
put("jwt_api1", make_jwt({"sub": "svc-compost-sensors", "aud": "api", "iat": 1709251200}), "APIKEY", apikey_ok,
    "shape")

# secrets
put("awssec1", rs(ALNUM + "/+", 40), "SECRET", secret_shape_ok, "shape")
put("awssec2", rs(ALNUM + "/+", 40), "SECRET", secret_shape_ok, "shape")
put("awssec3", rs(ALNUM + "/+", 40), "SECRET", secret_shape_ok, "shape")
put("slack_hook1", f"https://hooks.slack.com/services/T{rs(UP + DIG, 8)}/B{rs(UP + DIG, 10)}/{rs(ALNUM, 24)}",
    "SECRET", secret_shape_ok, "shape")
put("slack_hook2", f"https://hooks.slack.com/services/T{rs(UP + DIG, 10)}/B{rs(UP + DIG, 10)}/{rs(ALNUM, 24)}",
    "SECRET", secret_shape_ok, "shape")
put("discord_hook1", f"https://discord.com/api/webhooks/{R.randint(10**17, 10**18 - 1)}/{rs(URLSAFE, 68)}",
    "SECRET", secret_shape_ok, "shape")
put("zapier_hook1", f"https://hooks.zapier.com/hooks/catch/{R.randint(10**6, 10**7 - 1)}/{rs(LO + DIG, 7)}/",
    "SECRET", secret_shape_ok, "shape")
put("totp1", make_totp(False), "SECRET", secret_shape_ok, "shape")
put("totp2", make_totp(True), "SECRET", secret_shape_ok, "shape")
put("totp3", make_totp(False), "SECRET", secret_shape_ok, "shape")
for _i in range(1, 9):
    put(f"rc{_i}", f"{rs(HEXL, 5)}-{rs(HEXL, 5)}", "SECRET", secret_shape_ok, "shape")
for _i in range(1, 5):
    put(f"bk{_i}", f"{rs(DIG, 4)} {rs(DIG, 4)}", "SECRET", secret_shape_ok, "shape")
for _i in range(1, 4):
    put(f"rca{_i}", f"{rs(UP + DIG, 4)}-{rs(UP + DIG, 4)}-{rs(UP + DIG, 4)}", "SECRET", secret_shape_ok, "shape")
put("session1", rs(LO + DIG, 32), "SECRET", secret_shape_ok, "shape")
put("session2", "s%3A" + rs(URLSAFE, 32) + "." + rs(ALNUM + "/+", 43), "SECRET", secret_shape_ok, "shape")
put("session3", rs(LO + DIG, 32), "SECRET", secret_shape_ok, "shape")
put("pem_ec1", make_pem_ec(), "SECRET", secret_shape_ok, "shape")
put("pem_ed1", make_pem_ed25519(), "SECRET", secret_shape_ok, "shape")
put("whsec1", "whsec_" + rs(ALNUM, 32), "SECRET", secret_shape_ok, "shape")
put("slack_sign1", rs(HEXL, 32), "SECRET", secret_shape_ok, "shape")
put("gocspx1", "GOCSPX-" + rs(URLSAFE, 28), "SECRET", secret_shape_ok, "shape")
put("twilio_tok1", rs(HEXL, 32), "SECRET", secret_shape_ok, "shape")
put("django_key1", rs(LO + DIG + "!@#%^&*(-_=+)", 50), "SECRET", secret_shape_ok, "shape")
put("mailgun_sign1", rs(HEXL, 32), "SECRET", secret_shape_ok, "shape")
put("wecom_hook1", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + make_uuid(), "SECRET", secret_shape_ok,
    "shape")
put("dingtalk_hook1", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEXL, 64), "SECRET",
    secret_shape_ok, "shape")
put("feishu_hook1", "https://open.feishu.cn/open-apis/bot/v2/hook/" + make_uuid(), "SECRET", secret_shape_ok,
    "shape")

# decoys that need a realistic shape
for _i in range(1, 11):
    put(f"uuid{_i}", make_uuid(), "DECOY", lambda s: bool(re.fullmatch(r"[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}", s)),
        "shape")
for _i in range(1, 7):
    put(f"commit{_i}", rs(HEXL, 40), "DECOY", lambda s: bool(re.fullmatch(r"[0-9a-f]{40}", s)), "shape")
for _i in range(1, 7):
    put(f"short{_i}", rs(HEXL, 7), "DECOY", lambda s: bool(re.fullmatch(r"[0-9a-f]{7}", s)), "shape")
for _i in range(1, 5):
    put(f"sha256_{_i}", rs(HEXL, 64), "DECOY", lambda s: bool(re.fullmatch(r"[0-9a-f]{64}", s)), "shape")
put("pk_live1", "pk_live_" + rs(ALNUM, 24), "DECOY", lambda s: s.startswith("pk_live_") and len(s) == 32, "shape")
put("pk_live2", "pk_live_51" + rs(ALNUM, 89), "DECOY", lambda s: s.startswith("pk_live_51") and len(s) == 99,
    "shape")
put("gclient1", f"{rs(DIG, 12)}-{rs(LO + DIG, 32)}.apps.googleusercontent.com", "DECOY",
    lambda s: s.endswith(".apps.googleusercontent.com") and len(s) == 72, "shape")
put("twilio_sid1", "AC" + rs(HEXL, 32), "DECOY", lambda s: bool(re.fullmatch(r"AC[0-9a-f]{32}", s)), "shape")
put("stripe_acct1", "acct_1" + rs(ALNUM, 15), "DECOY", lambda s: bool(re.fullmatch(r"acct_1[A-Za-z0-9]{15}", s)),
    "shape")
put("supa_anon1", make_jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "anon", "iat": 1712145600,
                            "exp": 2027721600}), "DECOY", jwt_ok, "shape")
put("mapbox_pk1", make_mapbox("pk", "toylib-bristol"), "DECOY",
    lambda s: bool(re.fullmatch(r"pk\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}", s)), "shape")


# values added late (appended so earlier values keep their RNG stream)
put("nric3", make_nric("S"), "NATIONAL_ID", nric_ok, "all")

# ==================================================================== selftest
def _corrupt_all(v):
    """Every one-digit substitution of v (digits only)."""
    for i, ch in enumerate(v):
        if ch.isdigit():
            for c in DIG:
                if c != ch:
                    yield v[:i] + c + v[i + 1:]


def _corrupt_check(v):
    """Change the last check character (digit +1 or letter/digit swap)."""
    i = max(j for j, ch in enumerate(v) if ch.isalnum())
    ch = v[i]
    if ch.isdigit():
        rep = str((int(ch) + 1) % 10)
    else:
        rep = "B" if ch == "A" else "A"
    return v[:i] + rep + v[i + 1:]


def _corrupt_shape(v):
    """Drop the last alphanumeric character (breaks a fixed-length shape)."""
    i = max(j for j, ch in enumerate(v) if ch.isalnum())
    return v[:i] + v[i + 1:]


def selftest(verbose=False):
    fails = 0
    for name, v in VALUES.items():
        typ, ok, mode = META[name]
        if not ok(v):
            print("INVALID", name, repr(v))
            fails += 1
            continue
        bad = []
        if mode == "all":
            bad = [c for c in _corrupt_all(v) if ok(c)]
            if ok(_corrupt_check(v)):
                bad.append(_corrupt_check(v))
        elif mode == "check":
            if ok(_corrupt_check(v)):
                bad.append(_corrupt_check(v))
        else:
            if ok(_corrupt_shape(v)):
                bad.append(_corrupt_shape(v))
        if bad:
            print("CORRUPTION PASSES", name, repr(v), bad[:3])
            fails += 1
    # values of one type must also pass the corpus-level validators
    generic = {"CARD": card_ok, "IBAN": iban_ok, "SSN": ssn_ok, "IDCARD": idcard_ok, "PASSPORT": passport_ok,
               "NATIONAL_ID": lambda s: national_id_kind(s) is not None, "APIKEY": apikey_ok,
               "SECRET": secret_shape_ok}
    for name, v in VALUES.items():
        typ = META[name][0]
        if typ in generic and not generic[typ](v):
            print("GENERIC VALIDATOR REJECTS", name, repr(v))
            fails += 1
    # decoys must not look like live keys
    for name, v in VALUES.items():
        if META[name][0] == "DECOY" and apikey_ok(v) and not name.startswith(("uuid", "commit", "short", "sha")):
            print("DECOY PASSES AS APIKEY", name)
            fails += 1
    # idcard birth dates
    if verbose or fails:
        print(f"selftest: {len(VALUES)} values, {fails} failures")
    return fails == 0


if __name__ == "__main__":
    if "-p" in sys.argv:
        for k, v in VALUES.items():
            print(f"{k:14s} {META[k][0]:12s} {v}")
    else:
        sys.exit(0 if selftest(verbose=True) else 1)
