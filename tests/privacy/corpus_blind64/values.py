#!/usr/bin/env python3
"""Seeded generators for every blind64 value that needs a check digit or a
vendor shape.  Texts refer to these as ``$name``.

Every entry draws from its own ``random.Random`` seeded with SEED and the
entry's name, so adding an entry never changes any other value.

    python3 values.py        # run selftest()
    python3 values.py -p     # print every value
"""
import base64
import datetime
import json
import random
import re
import string
import sys
import zlib

SEED = 64_2409_17

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
URLSAFE = ALNUM + "-_"
B32 = UP + "234567"


def rng(name):
    return random.Random(f"{SEED}:{name}")


def _rand(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


def _groups(s, sizes, sep=" "):
    out, i = [], 0
    for g in sizes:
        if i >= len(s):
            break
        out.append(s[i:i + g])
        i += g
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


# ---------------------------------------------------------------- CARD (Luhn)
def luhn_ok(digits):
    if not digits.isdigit():
        return False
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return partial + c
    raise ValueError(partial)


CARD_PREFIX = re.compile(r"4|5[1-5]|2[2-7]|3[47]|62|35|6011|65|36")


def card_ok(value):
    d = re.sub(r"[ -]", "", value)
    return (d.isdigit() and 13 <= len(d) <= 19 and luhn_ok(d)
            and CARD_PREFIX.match(d) is not None)


def card(name, prefix, length, style):
    r = rng(name)
    num = luhn_complete(prefix + _rand(r, DIG, length - len(prefix) - 1))
    if style == "plain":
        return num
    sizes = {16: [4, 4, 4, 4], 15: [4, 6, 5], 19: [4, 4, 4, 4, 3], 14: [4, 6, 4]}[length]
    return _groups(num, sizes, " " if style == "space" else "-")


# ---------------------------------------------------------------- IBAN (mod 97)
IBAN_LEN = {"GB": 22, "DE": 22, "FR": 27, "NL": 18, "IE": 22, "ES": 24, "IT": 27,
            "BE": 16, "CH": 21, "PT": 25, "PL": 28, "AT": 20}


def _iban_int(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_ok(value):
    s = value.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    return _iban_int(s[4:] + s[:4]) % 97 == 1


def iban(name, country, bank, ndigits, style):
    r = rng(name)
    bban = bank + _rand(r, DIG, ndigits)
    check = 98 - _iban_int(bban + country + "00") % 97
    s = f"{country}{check:02d}{bban}"
    assert len(s) == IBAN_LEN[country], (name, s)
    return _groups(s, [4] * 10) if style == "space" else s


# ---------------------------------------------------------------- SSN (US shape)
SSN_FAMOUS = {"078051120", "219099999", "123456789"}


def ssn_ok(value):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", value)
    if not m:
        return False
    a, g, s = m.group(1), m.group(3), m.group(4)
    if a in ("000", "666") or a[0] == "9" or g == "00" or s == "0000":
        return False
    return (a + g + s) not in SSN_FAMOUS


def ssn(name, style):
    r = rng(name)
    while True:
        a = r.randint(1, 899)
        if a != 666:
            break
    g, s = r.randint(1, 99), r.randint(1, 9999)
    sep = {"dash": "-", "space": " ", "plain": ""}[style]
    return f"{a:03d}{sep}{g:02d}{sep}{s:04d}"


# ---------------------------------------------------------------- IDCARD (GB 11643)
ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
ID_C = "10X98765432"


def idcard_check(s17):
    return ID_C[sum(int(a) * b for a, b in zip(s17, ID_W)) % 11]


def idcard_birth(value):
    s = value.replace(" ", "")
    try:
        return datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return None


def idcard_ok(value):
    s = value.replace(" ", "")
    if not re.fullmatch(r"[1-68]\d{16}[\dX]", s):
        return False
    b = idcard_birth(s)
    if b is None or not (1900 <= b.year <= 2024):
        return False
    return idcard_check(s[:17]) == s[17]


def idcard(name, region, birth, sex, want_x=False, style="plain"):
    r = rng(name)
    for _ in range(5000):
        seq = r.randint(1, 999)
        if (seq % 2 == 1) != (sex == "M"):
            continue
        s17 = f"{region}{birth.replace('-', '')}{seq:03d}"
        c = idcard_check(s17)
        if want_x != (c == "X"):
            continue
        s = s17 + c
        if style == "space":
            return f"{s[:6]} {s[6:14]} {s[14:]}"
        return s
    raise ValueError(name)


# ---------------------------------------------------------------- PASSPORT (shapes)
PASSPORT_RX = {
    "CN": r"E\d{8}|E[A-HJ-NP-Z]\d{7}",
    "GB": r"\d{9}",
    "US": r"\d{9}|[A-Z]\d{8}",
    "DE": r"[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}",
    "FR": r"\d{2}[A-Z]{2}\d{5}",
    "IN": r"[A-PR-WY][1-9]\d{6}",
    "JP": r"[A-Z]{2}\d{7}",
    "AU": r"[A-Z]{1,2}\d{7}",
    "CA": r"[A-Z]{2}\d{6}",
    "IE": r"[A-Z]{2}\d{7}",
    "HK": r"[HK]\d{8}",
    "NL": r"[A-NP-Z]{2}[A-NP-Z0-9]{6}\d",
    "SG": r"[EK]\d{7}[A-Z]",
    "PL": r"[A-Z]{2}\d{7}",
}


def passport_ok(value):
    return any(re.fullmatch(rx, value) for rx in PASSPORT_RX.values())


def passport(name, country):
    r = rng(name)
    if country == "CN":
        if r.random() < 0.5:
            return "E" + _rand(r, DIG, 8)
        return "E" + r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") + _rand(r, DIG, 7)
    if country == "GB":
        return r.choice("12345") + _rand(r, DIG, 8)
    if country == "US":
        return r.choice("AC") + _rand(r, DIG, 8)
    if country == "DE":
        return r.choice("CFGHJK") + _rand(r, "CFGHJKLMNPRTVWXYZ0123456789", 8)
    if country == "FR":
        return _rand(r, DIG, 2) + _rand(r, UP, 2) + _rand(r, DIG, 5)
    if country == "IN":
        return r.choice("JKLMNPRSTUVWZ") + r.choice("123456789") + _rand(r, DIG, 6)
    if country in ("JP", "IE", "PL"):
        return _rand(r, UP, 2) + _rand(r, DIG, 7)
    if country == "AU":
        return r.choice(["PA", "PB", "N", "RA"]) + _rand(r, DIG, 7)
    if country == "CA":
        return _rand(r, UP, 2) + _rand(r, DIG, 6)
    if country == "HK":
        return r.choice("HK") + _rand(r, DIG, 8)
    if country == "NL":
        a = "ABCDEFGHIJKLMNPQRSTUVWXYZ"
        return _rand(r, a, 2) + _rand(r, a + DIG, 6) + r.choice(DIG)
    if country == "SG":
        return r.choice("EK") + _rand(r, DIG, 7) + r.choice(UP)
    raise ValueError(country)


# ---------------------------------------------------------------- NATIONAL_ID
def bsn_ok(v):
    s = v.replace(".", "").replace(" ", "")
    if not re.fullmatch(r"[1-9]\d{8}", s):
        return False
    w = [9, 8, 7, 6, 5, 4, 3, 2, -1]
    return sum(int(c) * x for c, x in zip(s, w)) % 11 == 0


def bsn(name):
    r = rng(name)
    while True:
        s = r.choice("123456789") + _rand(r, DIG, 8)
        if bsn_ok(s):
            return s


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(v):
    s = v.replace("-", "").replace(" ", "")
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})([A-Z])", s)
    if not m:
        return False
    pre, num, letter = m.groups()
    if pre:
        if len(num) != 7:
            return False
        num = str("XYZ".index(pre)) + num
    elif len(num) != 8:
        return False
    return DNI_L[int(num) % 23] == letter


def dni(name, nie=False, dash=False):
    r = rng(name)
    if nie:
        pre = r.choice("XY")
        num = _rand(r, DIG, 7)
        letter = DNI_L[int(str("XYZ".index(pre)) + num) % 23]
        return f"{pre}{num}{'-' if dash else ''}{letter}"
    num = r.choice("1234567") + _rand(r, DIG, 7)
    return f"{num}{'-' if dash else ''}{DNI_L[int(num) % 23]}"


NRIC_ST = "JZIHGFEDCBA"
NRIC_FG = "XWUTRQPNMLK"


def nric_ok(v):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", v)
    if not m:
        return False
    p, d, c = m.groups()
    total = sum(int(a) * b for a, b in zip(d, [2, 7, 6, 5, 4, 3, 2]))
    if p in "TG":
        total += 4
    table = NRIC_ST if p in "ST" else NRIC_FG
    return table[total % 11] == c


def nric(name, prefix):
    r = rng(name)
    d = _rand(r, DIG, 7)
    for c in UP:
        if nric_ok(prefix + d + c):
            return prefix + d + c


def _hkid_digit(prefix, six):
    if len(prefix) == 1:
        total = 36 * 9 + (ord(prefix) - 55) * 8
    else:
        total = (ord(prefix[0]) - 55) * 9 + (ord(prefix[1]) - 55) * 8
    total += sum(int(c) * w for c, w in zip(six, [7, 6, 5, 4, 3, 2]))
    cd = (11 - total % 11) % 11
    return "A" if cd == 10 else str(cd)


def hkid_ok(v):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", v)
    return bool(m) and _hkid_digit(m.group(1), m.group(2)) == m.group(3)


def hkid(name):
    r = rng(name)
    p, six = r.choice("ACDEGHKMPRVYZ"), _rand(r, DIG, 6)
    return f"{p}{six}({_hkid_digit(p, six)})"


def pnr_ok(v):  # Swedish personnummer YYMMDD-NNNC
    m = re.fullmatch(r"(\d{6})[-+](\d{4})", v)
    if not m:
        return False
    s = m.group(1) + m.group(2)
    return luhn_ok(s)


def pnr(name, birth, sex):
    r = rng(name)
    y, mo, d = birth.split("-")
    while True:
        n = _rand(r, DIG, 3)
        if (int(n[2]) % 2 == 1) == (sex == "M"):
            break
    base = y[2:] + mo + d + n
    return f"{base[:6]}-{luhn_complete(base)[6:]}"


def pnr_birth(v, century=1900):
    try:
        return datetime.date(century + int(v[0:2]), int(v[2:4]), int(v[4:6]))
    except ValueError:
        return None


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(v):
    if not re.fullmatch(r"\d{11}", v):
        return False
    c = (10 - sum(int(a) * b for a, b in zip(v, PESEL_W)) % 10) % 10
    return c == int(v[10]) and pesel_birth(v) is not None


def pesel_birth(v):
    y, m, d = int(v[0:2]), int(v[2:4]), int(v[4:6])
    if m > 20:
        y, m = 2000 + y, m - 20
    else:
        y += 1900
    try:
        return datetime.date(y, m, d)
    except ValueError:
        return None


def pesel(name, birth, sex):
    r = rng(name)
    y, mo, d = (int(x) for x in birth.split("-"))
    mm = mo + (20 if y >= 2000 else 0)
    while True:
        n = _rand(r, DIG, 4)
        if (int(n[3]) % 2 == 1) == (sex == "M"):
            break
    s10 = f"{y % 100:02d}{mm:02d}{d:02d}{n}"
    c = (10 - sum(int(a) * b for a, b in zip(s10, PESEL_W)) % 10) % 10
    return s10 + str(c)


def sin_ok(v):
    s = re.sub(r"[ -]", "", v)
    return bool(re.fullmatch(r"[1-79]\d{8}", s)) and luhn_ok(s)


def sin(name, sep=" "):
    r = rng(name)
    s = luhn_complete(r.choice("1234567") + _rand(r, DIG, 7))
    return _groups(s, [3, 3, 3], sep)


def nir_ok(v):  # French NIR, 13 digits + 2-digit key
    s = v.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", s):
        return False
    return 97 - int(s[:13]) % 97 == int(s[13:])


def nir(name, sex, birth):
    r = rng(name)
    y, mo, _ = birth.split("-")
    dept = r.choice(["75", "69", "13", "33", "59", "44", "31"])
    body = f"{1 if sex == 'M' else 2}{y[2:]}{mo}{dept}{_rand(r, DIG, 3)}{_rand(r, DIG, 3)}"
    key = 97 - int(body) % 97
    s = f"{body}{key:02d}"
    return f"{s[0]} {s[1:3]} {s[3:5]} {s[5:7]} {s[7:10]} {s[10:13]} {s[13:]}"


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
       [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
       [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
       [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
       [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
       [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def aadhaar_ok(v):
    s = v.replace(" ", "")
    return bool(re.fullmatch(r"[2-9]\d{11}", s)) and verhoeff_ok(s)


def aadhaar(name):
    r = rng(name)
    s = r.choice("23456789") + _rand(r, DIG, 10)
    s += verhoeff_digit(s)
    return _groups(s, [4, 4, 4])


TW_L = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20,
            M=21, N=22, O=35, P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30,
            Y=31, Z=33)


def twid_ok(v):
    m = re.fullmatch(r"([A-Z])([12]\d{8})", v)
    if not m:
        return False
    n = TW_L[m.group(1)]
    ds = [n // 10, n % 10] + [int(c) for c in m.group(2)]
    return sum(a * b for a, b in zip(ds, [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1])) % 10 == 0


def twid(name, sex):
    r = rng(name)
    base = r.choice("ABDEFHKLMNPR") + ("1" if sex == "M" else "2") + _rand(r, DIG, 7)
    for c in DIG:
        if twid_ok(base + c):
            return base + c


NINO_BAD = {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}


def nino_ok(v):
    s = v.replace(" ", "")
    m = re.fullmatch(r"([A-CEGHJ-PR-TW-Z])([A-CEGHJ-NPR-TW-Z])(\d{6})([A-D])", s)
    return bool(m) and (m.group(1) + m.group(2)) not in NINO_BAD


def nino(name, spaced=False):
    r = rng(name)
    while True:
        p = r.choice("ABCEGHJKLMNPRSTWXYZ") + r.choice("ABCEGHJKLMNPRSTWXYZ")
        if p not in NINO_BAD:
            break
    d, suf = _rand(r, DIG, 6), r.choice("ABCD")
    if spaced:
        return f"{p} {d[:2]} {d[2:4]} {d[4:]} {suf}"
    return f"{p}{d}{suf}"


NATIONAL_ID_CHECKS = [("nl_bsn", bsn_ok), ("es_dni_nie", dni_ok), ("sg_nric", nric_ok),
                      ("hk_hkid", hkid_ok), ("se_personnummer", pnr_ok),
                      ("pl_pesel", pesel_ok), ("ca_sin", sin_ok), ("fr_nir", nir_ok),
                      ("in_aadhaar", aadhaar_ok), ("tw_id", twid_ok), ("uk_nino", nino_ok)]
NATIONAL_ID_WITH_CHECK = {"nl_bsn", "es_dni_nie", "sg_nric", "hk_hkid", "se_personnummer",
                          "pl_pesel", "ca_sin", "fr_nir", "in_aadhaar", "tw_id"}


def national_id_kind(v):
    for k, f in NATIONAL_ID_CHECKS:
        if f(v):
            return k
    return None


def national_id_birth(v):
    k = national_id_kind(v)
    if k == "se_personnummer":
        return pnr_birth(v)
    if k == "pl_pesel":
        return pesel_birth(v)
    return None


# ---------------------------------------------------------------- APIKEY shapes
_B62 = DIG + UP + LOW


def _b62(n, width):
    out = ""
    while n:
        n, rem = divmod(n, 62)
        out = _B62[rem] + out
    return out.rjust(width, "0")


def gh_token_ok(v):
    m = re.fullmatch(r"gh[pousr]_([A-Za-z0-9]{30})([A-Za-z0-9]{6})", v)
    return bool(m) and _b62(zlib.crc32(m.group(1).encode()), 6) == m.group(2)


def gh_token(name, kind="p"):
    r = rng(name)
    body = _rand(r, ALNUM, 30)
    return f"gh{kind}_{body}{_b62(zlib.crc32(body.encode()), 6)}"


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def jwt(name, payload, alg="HS256"):
    r = rng(name)
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    n = 32 if alg.startswith("HS") else 256
    s = b64u(bytes(r.getrandbits(8) for _ in range(n)))
    return f"{h}.{p}.{s}"


def jwt_ok(v):
    parts = v.split(".")
    if len(parts) != 3:
        return False
    try:
        for p in parts[:2]:
            json.loads(base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)))
    except Exception:
        return False
    return re.fullmatch(r"[A-Za-z0-9_-]{20,}", parts[2]) is not None


def shaped(name, kind):
    """Vendor-shaped tokens, keys and secrets."""
    r = rng(name)
    if kind == "aws_akid":
        return "AKIA" + _rand(r, UP + "234567", 16)
    if kind == "aws_secret":
        return _rand(r, ALNUM + "/+", 40)
    if kind == "gh_fine":
        return "github_pat_" + _rand(r, "0123456789" + UP, 22) + "_" + _rand(r, ALNUM, 59)
    if kind == "glpat":
        return "glpat-" + _rand(r, ALNUM + "-_", 20)
    if kind == "xoxb":
        return f"xoxb-{_rand(r, DIG, 12)}-{_rand(r, DIG, 13)}-{_rand(r, ALNUM, 24)}"
    if kind == "xoxp":
        return f"xoxp-{_rand(r, DIG, 12)}-{_rand(r, DIG, 12)}-{_rand(r, DIG, 13)}-{_rand(r, HEX, 32)}"
    if kind == "sk_live":
        return "sk_live_51" + _rand(r, ALNUM, 97)
    if kind == "sk_live_short":
        return "sk_live_" + _rand(r, ALNUM, 24)
    if kind == "rk_live":
        return "rk_live_51" + _rand(r, ALNUM, 97)
    if kind == "pk_live":
        return "pk_live_51" + _rand(r, ALNUM, 97)
    if kind == "whsec":
        return "whsec_" + _rand(r, ALNUM, 32)
    if kind == "telegram":
        return f"{r.randint(5, 7)}{_rand(r, DIG, 9)}:AA{_rand(r, URLSAFE, 33)}"
    if kind == "openai":
        return "sk-proj-" + _rand(r, URLSAFE, 74) + "T3BlbkFJ" + _rand(r, URLSAFE, 74)
    if kind == "anthropic":
        return "sk-ant-api03-" + _rand(r, URLSAFE, 93) + "AA"
    if kind == "google":
        return "AIza" + _rand(r, URLSAFE, 35)
    if kind == "sendgrid":
        return f"SG.{_rand(r, URLSAFE, 22)}.{_rand(r, URLSAFE, 43)}"
    if kind == "mailchimp":
        return f"{_rand(r, HEX, 32)}-us{r.randint(2, 21)}"
    if kind == "twilio_sk":
        return "SK" + _rand(r, HEX, 32)
    if kind == "twilio_ac":
        return "AC" + _rand(r, HEX, 32)
    if kind == "hex32":
        return _rand(r, HEX, 32)
    if kind == "shpat":
        return "shpat_" + _rand(r, HEX, 32)
    if kind == "square":
        return "EAAA" + _rand(r, URLSAFE, 60)
    if kind == "discord_bot":
        uid = str(r.randint(10 ** 17, 10 ** 18 - 1)).encode()
        return f"{b64u(uid)}.{_rand(r, URLSAFE, 6)}.{_rand(r, URLSAFE, 38)}"
    if kind == "hf":
        return "hf_" + _rand(r, string.ascii_letters, 34)
    if kind == "npm":
        return "npm_" + _rand(r, ALNUM, 36)
    if kind == "ali_akid":
        return "LTAI5t" + _rand(r, ALNUM, 18)
    if kind == "ali_secret":
        return _rand(r, ALNUM, 30)
    if kind == "tc_akid":
        return "AKID" + _rand(r, ALNUM, 32)
    if kind == "tc_secret":
        return _rand(r, ALNUM, 32)
    if kind == "slack_hook":
        return ("https://hooks.slack.com/services/T" + _rand(r, UP + DIG, 8) + "/B"
                + _rand(r, UP + DIG, 10) + "/" + _rand(r, ALNUM, 24))
    if kind == "discord_hook":
        return (f"https://discord.com/api/webhooks/{r.randint(10 ** 17, 10 ** 18 - 1)}1/"
                + _rand(r, URLSAFE, 68))
    if kind == "dingtalk_hook":
        return "https://oapi.dingtalk.com/robot/send?access_token=" + _rand(r, HEX, 64)
    if kind == "dingtalk_sec":
        return "SEC" + _rand(r, HEX, 64)
    if kind == "feishu_hook":
        return "https://open.feishu.cn/open-apis/bot/v2/hook/" + _uuid(r)
    if kind == "wecom_hook":
        return "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + _uuid(r)
    if kind == "totp":
        return _rand(r, B32, 32)
    if kind == "totp16":
        return _rand(r, B32, 16)
    if kind == "google_cs":
        return "GOCSPX-" + _rand(r, URLSAFE, 28)
    if kind == "django_session":
        return _rand(r, LOW + DIG, 32)
    if kind == "connect_sid":
        return "s%3A" + _rand(r, URLSAFE, 32) + "." + _rand(r, ALNUM + "%2F", 43)
    if kind == "jsessionid":
        return _rand(r, "0123456789ABCDEF", 32)
    if kind == "laravel_session":
        return "eyJpdiI6" + _rand(r, ALNUM, 120) + "%3D%3D"
    if kind == "wx_appid":
        return "wx" + _rand(r, HEX, 16)
    if kind == "recovery":
        return _rand(r, LOW + DIG, 5) + "-" + _rand(r, LOW + DIG, 5)
    raise ValueError(kind)


def _uuid(r):
    h = _rand(r, HEX, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


APIKEY_RX = [
    r"AKIA[A-Z2-7]{16}",
    r"gh[pousr]_[A-Za-z0-9]{36}",
    r"github_pat_[A-Z0-9]{22}_[A-Za-z0-9]{59}",
    r"glpat-[A-Za-z0-9_-]{20}",
    r"xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}",
    r"xoxp-\d{10,13}-\d{10,13}-\d{10,13}-[0-9a-f]{32}",
    r"(sk|rk)_live_[A-Za-z0-9]{24,107}",
    r"\d{10}:AA[A-Za-z0-9_-]{33}",
    r"sk-proj-[A-Za-z0-9_-]{74}T3BlbkFJ[A-Za-z0-9_-]{74}",
    r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    r"AIza[A-Za-z0-9_-]{35}",
    r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    r"[0-9a-f]{32}-us\d{1,2}",
    r"SK[0-9a-f]{32}",
    r"shpat_[0-9a-f]{32}",
    r"EAAA[A-Za-z0-9_-]{60}",
    r"[MNO][A-Za-z0-9_-]{23}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{38}",
    r"hf_[A-Za-z]{34}",
    r"npm_[A-Za-z0-9]{36}",
    r"LTAI5t[A-Za-z0-9]{18}",
    r"AKID[A-Za-z0-9]{32}",
]

SECRET_RX = [
    r"[A-Za-z0-9/+]{40}",
    r"whsec_[A-Za-z0-9]{32}",
    r"https://hooks\.slack\.com/services/T[A-Z0-9]{8}/B[A-Z0-9]{10}/[A-Za-z0-9]{24}",
    r"https://discord\.com/api/webhooks/\d{19}/[A-Za-z0-9_-]{68}",
    r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}",
    r"SEC[0-9a-f]{64}",
    r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f-]{36}",
    r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}",
    r"[A-Z2-7]{16}|[A-Z2-7]{32}",
    r"GOCSPX-[A-Za-z0-9_-]{28}",
    r"-----BEGIN ([A-Z]+ )?PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END ([A-Z]+ )?PRIVATE KEY-----",
]


def apikey_ok(v):
    if v.startswith("gh") and "_" in v[:4]:
        return gh_token_ok(v)
    if v.startswith("eyJ"):
        return jwt_ok(v)
    return any(re.fullmatch(rx, v) for rx in APIKEY_RX)


def secret_shape_ok(v):
    """Strict shape for generated secrets (free-form passwords are checked elsewhere)."""
    return any(re.fullmatch(rx, v, re.S) for rx in SECRET_RX)


def pem(name, kind, lines):
    r = rng(name)
    if kind == "RSA":
        head = b"\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00"
        label = "RSA PRIVATE KEY"
    elif kind == "EC":
        head = b"\x30\x77\x02\x01\x01\x04\x20"
        label = "EC PRIVATE KEY"
    elif kind == "OPENSSH":
        head = b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none"
        label = "OPENSSH PRIVATE KEY"
    else:
        head = b"\x30\x82\x04\xbe\x02\x01\x00\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01"
        label = "PRIVATE KEY"
    width = 70 if kind == "OPENSSH" else 64
    nbytes = (lines * width * 3) // 4 - len(head)
    body = base64.b64encode(head + bytes(r.getrandbits(8) for _ in range(nbytes))).decode()
    wrapped = "\n".join(body[i:i + width] for i in range(0, len(body), width))
    return f"-----BEGIN {label}-----\n{wrapped}\n-----END {label}-----"


# ================================================================ VALUES
VALUES = {}
KIND = {}


def _put(name, kind, value):
    assert name not in VALUES, name
    VALUES[name] = value
    KIND[name] = kind


# cards (Luhn): Visa, Mastercard, Amex, UnionPay, JCB
for _n, _p, _l, _s in [
    ("card_v2", "4", 16, "plain"), ("card_v3", "4", 16, "dash"), ("card_v9", "4", 16, "dash"),
    ("card_m1", "53", 16, "space"), ("card_m2", "51", 16, "plain"),
    ("card_a1", "37", 15, "space"), ("card_a3", "37", 15, "dash"),
    ("card_up1", "6222", 19, "space"), ("card_up2", "6217", 19, "plain"),
    ("card_up3", "6228", 19, "space"), ("card_up4", "6212", 16, "space"),
    ("card_up5", "6259", 16, "plain"), ("card_up6", "6225", 16, "space"),
    ("card_jcb1", "3566", 16, "space"),
]:
    _put(_n, "CARD", card(_n, _p, _l, _s))

# IBANs (ISO 7064 mod 97-10)
for _n, _c, _b, _d, _s in [
    ("iban_gb1", "GB", "NWBK", 14, "space"), ("iban_gb3", "GB", "HBUK", 14, "space"),
    ("iban_gb4", "GB", "LOYD", 14, "space"), ("iban_gb5", "GB", "MIDL", 14, "plain"),
    ("iban_gb6", "GB", "SRLG", 14, "space"), ("iban_gb7", "GB", "MONZ", 14, "space"),
    ("iban_de1", "DE", "", 18, "space"), ("iban_de2", "DE", "", 18, "plain"),
    ("iban_fr1", "FR", "30004", 18, "space"), ("iban_nl1", "NL", "INGB", 10, "space"),
    ("iban_ie1", "IE", "AIBK", 14, "space"), ("iban_es1", "ES", "2100", 16, "space"),
    ("iban_it1", "IT", "X03069", 17, "space"),
]:
    _put(_n, "IBAN", iban(_n, _c, _b, _d, _s))

# US SSNs (shape rules only: no 000/666/9xx area, no 00 group, no 0000 serial)
for _i, _s in enumerate(["dash", "dash", "space", "dash", "plain", "dash", "dash", "space"], 1):
    _put(f"ssn{_i}", "SSN", ssn(f"ssn{_i}", _s))

# Chinese resident ID cards (region, birth date, sex, want an X check character)
IDCARD_SPECS = [
    ("id2", "110105", "1979-11-02", "M", False), ("id3", "440106", "1991-07-23", "F", False),
    ("id5", "510107", "1995-09-12", "F", False), ("id6", "320102", "1983-05-06", "M", False),
    ("id7", "420106", "1990-12-19", "F", False), ("id8", "440305", "1993-03-08", "M", False),
    ("id10", "500103", "1998-02-14", "M", False), ("id13", "350203", "1987-12-09", "F", False),
    ("id14", "430104", "1994-04-04", "M", False), ("id16", "310115", "2001-03-22", "M", False),
    ("id17", "110108", "1975-05-31", "F", False), ("id19", "330102", "1996-11-11", "F", True),
    ("id23", "440303", "1982-12-25", "F", False), ("id25", "130102", "1978-03-03", "F", False),
    ("id27", "440111", "1987-08-08", "M", False),
]
for _n, _r, _b, _sx, _x in IDCARD_SPECS:
    _put(_n, "IDCARD", idcard(_n, _r, _b, _sx, _x))
IDCARD_SPECS.append(("id29_sp", "420111", "1980-09-30", "M", False))
_put("id29_sp", "IDCARD", idcard("id29_sp", "420111", "1980-09-30", "M", False, "space"))

# passports (national number shapes; none of these numbers carries its own check digit)
PASSPORT_COUNTRY = {}
for _n, _c in [("pp_cn1", "CN"), ("pp_cn2", "CN"), ("pp_gb1", "GB"), ("pp_us1", "US"),
               ("pp_us2", "US"), ("pp_jp1", "JP"), ("pp_ca1", "CA"), ("pp_ie1", "IE"),
               ("pp_nl1", "NL"), ("pp_pl1", "PL")]:
    _put(_n, "PASSPORT", passport(_n, _c))
    PASSPORT_COUNTRY[_n] = _c

# other countries' personal ID numbers
_put("nino1", "NATIONAL_ID", nino("nino1"))
_put("nino2", "NATIONAL_ID", nino("nino2", spaced=True))
_put("nino3", "NATIONAL_ID", nino("nino3"))
_put("nino4", "NATIONAL_ID", nino("nino4", spaced=True))
_put("dni1", "NATIONAL_ID", dni("dni1"))
_put("dni2", "NATIONAL_ID", dni("dni2", dash=True))
_put("nie1", "NATIONAL_ID", dni("nie1", nie=True))
_put("nric1", "NATIONAL_ID", nric("nric1", "S"))
_put("nric2", "NATIONAL_ID", nric("nric2", "T"))
_put("hkid1", "NATIONAL_ID", hkid("hkid1"))
_put("hkid2", "NATIONAL_ID", hkid("hkid2"))
_put("pnr1", "NATIONAL_ID", pnr("pnr1", "1984-06-19", "F"))
_put("pesel1", "NATIONAL_ID", pesel("pesel1", "1991-02-07", "M"))
_put("pesel2", "NATIONAL_ID", pesel("pesel2", "2004-11-23", "F"))
_put("sin1", "NATIONAL_ID", sin("sin1"))
_put("sin2", "NATIONAL_ID", sin("sin2", "-"))
_put("nir1", "NATIONAL_ID", nir("nir1", "F", "1983-09-14"))
_put("aadhaar1", "NATIONAL_ID", aadhaar("aadhaar1"))
_put("twid1", "NATIONAL_ID", twid("twid1", "F"))
_put("twid2", "NATIONAL_ID", twid("twid2", "M"))

# API keys and tokens
for _n, _k in [("aws_akid1", "aws_akid"), ("aws_akid2", "aws_akid"), ("aws_akid3", "aws_akid"),
               ("gh_fine1", "gh_fine"), ("glpat1", "glpat"), ("xoxb1", "xoxb"), ("xoxp1", "xoxp"),
               ("sk_live1", "sk_live"), ("sk_live2", "sk_live_short"), ("sk_live3", "sk_live"),
               ("rk_live1", "rk_live"), ("tg1", "telegram"), ("tg2", "telegram"),
               ("openai1", "openai"), ("anthropic1", "anthropic"),
               ("google1", "google"), ("google2", "google"), ("google3", "google"),
               ("sendgrid1", "sendgrid"), ("sendgrid2", "sendgrid"), ("mailchimp1", "mailchimp"),
               ("shpat1", "shpat"), ("shpat2", "shpat"), ("square1", "square"),
               ("discord1", "discord_bot"), ("hf1", "hf"), ("npm1", "npm"),
               ("ali_akid1", "ali_akid"), ("ali_akid2", "ali_akid"),
               ("tc_akid1", "tc_akid"), ("tc_akid2", "tc_akid")]:
    _put(_n, "APIKEY", shaped(_n, _k))
for _n, _kk in [("ghp1", "p"), ("ghp2", "p")]:
    _put(_n, "APIKEY", gh_token(_n, _kk))
_put("jwt1", "APIKEY", jwt("jwt1", {"sub": "acct_20931", "scope": "bookings:write", "iat": 1726560000, "exp": 1758096000}))
_put("jwt2", "APIKEY", jwt("jwt2", {"iss": "partyhire-api", "sub": "u_8842", "role": "staff", "iat": 1719792000}))
_put("jwt3", "APIKEY", jwt("jwt3", {"uid": 55120, "shop": "kiln-and-co", "exp": 1767225600}, "RS256"))
_put("jwt4", "APIKEY", jwt("jwt4", {"sub": "ktv_pos_03", "store": "SZ-NS-02", "iat": 1722470400}))

# secrets
for _n, _k in [("aws_sk1", "aws_secret"), ("aws_sk2", "aws_secret"), ("aws_sk3", "aws_secret"),
               ("whsec1", "whsec"), ("whsec2", "whsec"),
               ("slack_hook1", "slack_hook"), ("slack_hook2", "slack_hook"),
               ("dingtalk_hook1", "dingtalk_hook"), ("dingtalk_hook2", "dingtalk_hook"),
               ("dingtalk_sec1", "dingtalk_sec"), ("feishu_hook1", "feishu_hook"),
               ("wecom_hook1", "wecom_hook"), ("wecom_hook2", "wecom_hook"),
               ("totp1", "totp"), ("totp2", "totp16"), ("google_cs1", "google_cs"),
               ("ali_sk1", "ali_secret"), ("ali_sk2", "ali_secret"),
               ("tc_sk1", "tc_secret"), ("tc_sk2", "tc_secret"),
               ("twilio_tok1", "hex32"), ("wx_secret1", "hex32"), ("wxpay_v3key1", "tc_secret"),
               ("cookie_dj1", "django_session"), ("cookie_cs1", "connect_sid"),
               ("cookie_js1", "jsessionid"),
               ("rc1", "recovery"), ("rc2", "recovery"), ("rc3", "recovery"), ("rc4", "recovery")]:
    _put(_n, "SECRET", shaped(_n, _k))
_put("pem_rsa1", "SECRET", pem("pem_rsa1", "RSA", 6))
_put("pem_ssh1", "SECRET", pem("pem_ssh1", "OPENSSH", 5))
_put("pem_ec1", "SECRET", pem("pem_ec1", "EC", 3))

# decoys with a vendor shape (publishable key, account SID, app ids)
_put("pk_live1", "decoy", shaped("pk_live1", "pk_live"))
_put("pk_live2", "decoy", shaped("pk_live2", "pk_live"))
_put("twilio_ac1", "decoy", shaped("twilio_ac1", "twilio_ac"))
_put("wx_appid1", "decoy", shaped("wx_appid1", "wx_appid"))
_put("wx_appid2", "decoy", shaped("wx_appid2", "wx_appid"))


# ================================================================ selftest
def validate(kind, v):
    if kind == "CARD":
        return card_ok(v)
    if kind == "IBAN":
        return iban_ok(v)
    if kind == "IDCARD":
        return idcard_ok(v)
    if kind == "SSN":
        return ssn_ok(v)
    if kind == "PASSPORT":
        return passport_ok(v)
    if kind == "NATIONAL_ID":
        return national_id_kind(v) is not None
    if kind == "APIKEY":
        return apikey_ok(v)
    if kind == "SECRET":
        return secret_shape_ok(v) or bool(re.fullmatch(r"[A-Za-z0-9%._=-]{30,}", v)) \
            or bool(re.fullmatch(r"[a-z0-9]{5}-[a-z0-9]{5}", v))
    if kind == "decoy":
        return True
    raise ValueError(kind)


def has_check_digit(kind, v):
    if kind in ("CARD", "IBAN", "IDCARD"):
        return True
    if kind == "NATIONAL_ID":
        return national_id_kind(v) in NATIONAL_ID_WITH_CHECK
    if kind == "APIKEY":
        return v.startswith(("ghp_", "gho_"))
    return False


def corruptions(v):
    """Every one-digit corruption (d -> d+1 mod 10) of v."""
    for i, ch in enumerate(v):
        if ch.isdigit():
            yield v[:i] + str((int(ch) + 1) % 10) + v[i + 1:]


def selftest(verbose=False):
    bad = []
    n_corrupt = 0
    for name, v in VALUES.items():
        kind = KIND[name]
        if not validate(kind, v):
            bad.append(f"{name}: invalid {kind} {v!r}")
            continue
        if has_check_digit(kind, v):
            for c in corruptions(v):
                n_corrupt += 1
                ok = validate(kind, c)
                if kind == "NATIONAL_ID":
                    ok = national_id_kind(c) == national_id_kind(v)
                if ok:
                    bad.append(f"{name}: corruption {c!r} still passes")
        elif kind != "decoy":
            # shape-only values: a structural corruption (drop last char) must fail
            if kind == "PASSPORT":
                rx = PASSPORT_RX[PASSPORT_COUNTRY[name]]
                if not re.fullmatch(rx, v) or re.fullmatch(rx, v[:-1]):
                    bad.append(f"{name}: passport shape/truncation problem")
            elif kind in ("SSN", "NATIONAL_ID", "APIKEY", "SECRET"):
                if validate(kind, v[:-1]) and kind in ("SSN", "NATIONAL_ID"):
                    bad.append(f"{name}: truncated value still passes")
    for n, _r, birth, sex, want_x in IDCARD_SPECS:
        v = VALUES[n].replace(" ", "")
        if idcard_birth(v).isoformat() != birth or v[:6] != _r:
            bad.append(f"{n}: birth date/region mismatch")
        if (int(v[16]) % 2 == 1) != (sex == "M") or (v[17] == "X") != want_x:
            bad.append(f"{n}: sex digit / X check character mismatch")
    if pnr_birth(VALUES["pnr1"]) != datetime.date(1984, 6, 19):
        bad.append("pnr1 birth")
    if pesel_birth(VALUES["pesel1"]) != datetime.date(1991, 2, 7):
        bad.append("pesel1 birth")
    if pesel_birth(VALUES["pesel2"]) != datetime.date(2004, 11, 23):
        bad.append("pesel2 birth")
    if verbose or bad:
        print(f"{len(VALUES)} values, {n_corrupt} one-digit corruptions tested, {len(bad)} problems")
    for b in bad:
        print("  " + b)
    return not bad


if __name__ == "__main__":
    if "-p" in sys.argv:
        for k, v in VALUES.items():
            print(f"{k:16} {KIND[k]:12} {v}")
    else:
        sys.exit(0 if selftest(verbose=True) else 1)
