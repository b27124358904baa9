#!/usr/bin/env python3
"""Generated values for the blind62 corpus.

Every value that needs a check digit or a vendor shape is produced here from
one seeded generator and referred to in the texts as ``$name``.

    python3 values.py        -> runs selftest()
    python3 values.py -p     -> prints every value (name, family, value)
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

SEED = 6207
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
B62 = DIG + UP + LO
ALNUM = UP + LO + DIG
HEX = "0123456789abcdef"
B64 = UP + LO + DIG + "+/"
B64URL = UP + LO + DIG + "-_"
B32 = UP + "234567"


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


def digits(s):
    return re.sub(r"\D", "", s)


# ---------------------------------------------------------------- Luhn / cards
def luhn_sum(ds):
    total = 0
    for i, ch in enumerate(reversed(ds)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10


def luhn_ok(s):
    ds = digits(s)
    return len(ds) >= 8 and luhn_sum(ds) == 0


def luhn_complete(partial):
    for c in DIG:
        if luhn_sum(partial + c) == 0:
            return partial + c
    raise AssertionError


def make_card(prefix, length):
    return luhn_complete(prefix + rs(DIG, length - len(prefix) - 1))


CARD_SHAPE = re.compile(r"^\d{4}([ -]?)\d{4,6}(\1\d{4,5})+(\1\d{1,4})?$")


def card_ok(s):
    ds = digits(s)
    if not re.fullmatch(r"[\d -]+", s) or not 13 <= len(ds) <= 19:
        return False
    if not re.match(r"^(4|5[1-5]|2[2-7]|3[47]|6|35|30|36|38)", ds):
        return False
    return luhn_ok(ds)


# ---------------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "IE": 22, "DE": 22, "FR": 27, "NL": 18, "ES": 24,
            "IT": 27, "BE": 16, "PT": 25, "CH": 21, "AT": 20, "PL": 28,
            "NO": 15, "DK": 18, "SE": 24, "FI": 18, "LU": 20, "GR": 27,
            "HR": 21, "MT": 31, "CY": 28}


def iban_num(s):
    s = s.replace(" ", "").upper()
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r))


def iban_ok(s):
    c = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", c):
        return False
    if IBAN_LEN.get(c[:2]) != len(c):
        return False
    if " " in s and s != group4(c):
        return False
    return iban_num(c) % 97 == 1


def make_iban(cc, bban, spaced=True):
    chk = 98 - iban_num(cc + "00" + bban) % 97
    v = "%s%02d%s" % (cc, chk, bban)
    return group4(v) if spaced else v


# ----------------------------------------------------------------------- SSN
def ssn_ok(s):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", s)
    if not m:
        return False
    a, g, n = m.group(1), m.group(3), m.group(4)
    if a in ("000", "666") or a[0] == "9" or g == "00" or n == "0000":
        return False
    if digits(s) in ("078051120", "219099999", "123456789"):
        return False
    return True


def make_ssn(sep="-"):
    while True:
        a = "%03d" % R.randint(1, 899)
        if a == "666":
            continue
        g = "%02d" % R.randint(1, 99)
        n = "%04d" % R.randint(1, 9999)
        return sep.join((a, g, n))


# -------------------------------------------------------- Chinese resident ID
ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
ID_C = "10X98765432"


def idcard_check(s17):
    return ID_C[sum(int(a) * b for a, b in zip(s17, ID_W)) % 11]


def valid_date(y, m, d):
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False


def idcard_ok(s):
    c = s.replace(" ", "")
    if not re.fullmatch(r"\d{17}[\dX]", c):
        return False
    y, m, d = int(c[6:10]), int(c[10:12]), int(c[12:14])
    if not (1920 <= y <= 2020 and valid_date(y, m, d)):
        return False
    return idcard_check(c[:17]) == c[17]


def idcard_birth(s):
    c = s.replace(" ", "")
    return datetime.date(int(c[6:10]), int(c[10:12]), int(c[12:14]))


def make_idcard(region, ymd, male):
    while True:
        seq = "%02d" % R.randint(0, 99)
        sx = R.choice("13579" if male else "02468")
        s17 = region + ymd + seq + sx
        return s17 + idcard_check(s17)


# ----------------------------------------------------------- national IDs
def nino_ok(s):
    c = s.replace(" ", "")
    if not re.fullmatch(r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", c):
        return False
    if c[:2] in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
        return False
    if c == "QQ123456C" or c.startswith("QQ"):
        return False
    if " " in s and s not in (group(c, [2, 2, 2, 2, 1]),):
        return False
    return True


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(s):
    m = re.fullmatch(r"([XYZ]|\d)(\d{7})-?([A-Z])", s)
    if not m:
        return False
    n = int(str("XYZ".find(m.group(1))) + m.group(2)) if m.group(1) in "XYZ" \
        else int(m.group(1) + m.group(2))
    return DNI_L[n % 23] == m.group(3)


def make_dni(nie=None, dash=False):
    body = rs(DIG, 7)
    if nie:
        n = int(str("XYZ".find(nie)) + body)
        head = nie + body
    else:
        first = R.choice("123456789")
        n = int(first + body)
        head = first + body
    return head + ("-" if dash else "") + DNI_L[n % 23]


def bsn_ok(s):
    c = s.replace(".", "").replace(" ", "")
    if not re.fullmatch(r"\d{9}", c):
        return False
    t = sum(int(c[i]) * (9 - i) for i in range(8)) - int(c[8])
    return t % 11 == 0 and c[0] != "0"


def make_bsn():
    while True:
        c = R.choice("123456789") + rs(DIG, 7)
        t = sum(int(c[i]) * (9 - i) for i in range(8)) % 11
        if t < 10:
            return c + str(t)


def be_ok(s):
    m = re.fullmatch(r"(\d\d)\.?(\d\d)\.?(\d\d)-?(\d{3})\.?(\d\d)", s)
    if not m:
        return False
    base = "".join(m.groups()[:4])
    ck = int(m.group(5))
    return ck == 97 - int(base) % 97 or ck == 97 - int("2" + base) % 97


def make_be(yymmdd, y2000=False):
    seq = "%03d" % R.randint(1, 997)
    base = yymmdd + seq
    ck = 97 - int(("2" if y2000 else "") + base) % 97
    return "%s.%s.%s-%s.%02d" % (yymmdd[:2], yymmdd[2:4], yymmdd[4:], seq, ck)


def se_ok(s):
    m = re.fullmatch(r"(\d{6})[-+](\d{4})", s)
    return bool(m) and luhn_ok(m.group(1) + m.group(2))


def make_se(yymmdd):
    full = luhn_complete(yymmdd + rs(DIG, 3))
    return full[:6] + "-" + full[6:]


NO_W1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
NO_W2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]


def no_ok(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    d = [int(c) for c in s]
    k1 = (11 - sum(a * b for a, b in zip(d, NO_W1)) % 11) % 11
    k2 = (11 - sum(a * b for a, b in zip(d, NO_W2)) % 11) % 11
    return k1 == d[9] and k2 == d[10]


def make_no(ddmmyy):
    while True:
        body = ddmmyy + "%03d" % R.randint(0, 499)
        d = [int(c) for c in body]
        k1 = (11 - sum(a * b for a, b in zip(d, NO_W1)) % 11) % 11
        if k1 == 10:
            continue
        d.append(k1)
        k2 = (11 - sum(a * b for a, b in zip(d, NO_W2)) % 11) % 11
        if k2 == 10:
            continue
        return body + str(k1) + str(k2)


FI_T = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def fi_ok(s):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", s)
    return bool(m) and FI_T[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def make_fi(ddmmyy, century="-"):
    z = "%03d" % R.randint(2, 899)
    return ddmmyy + century + z + FI_T[int(ddmmyy + z) % 31]


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    t = sum(int(a) * b for a, b in zip(s, PESEL_W))
    return (10 - t % 10) % 10 == int(s[10])


def make_pesel(yymmdd, female):
    body = yymmdd + rs(DIG, 3) + R.choice("02468" if female else "13579")
    t = sum(int(a) * b for a, b in zip(body, PESEL_W))
    return body + str((10 - t % 10) % 10)


PPS_L = "WABCDEFGHIJKLMNOPQRSTUV"


def pps_ok(s):
    m = re.fullmatch(r"(\d{7})([A-W])([A-IW]?)", s)
    if not m:
        return False
    t = sum(int(c) * (8 - i) for i, c in enumerate(m.group(1)))
    if m.group(3):
        t += 9 * (0 if m.group(3) == "W" else ord(m.group(3)) - 64)
    return PPS_L[t % 23] == m.group(2)


def make_pps(second=""):
    body = rs(DIG, 7)
    t = sum(int(c) * (8 - i) for i, c in enumerate(body))
    if second:
        t += 9 * (ord(second) - 64)
    return body + PPS_L[t % 23] + second


def sin_ok(s):
    c = digits(s)
    return bool(re.fullmatch(r"\d{3}[ -]?\d{3}[ -]?\d{3}", s)) and \
        len(c) == 9 and c[0] not in "08" and luhn_ok(c)


def make_sin(sep=" "):
    c = luhn_complete(R.choice("1234567") + rs(DIG, 7))
    return group(c, [3, 3, 3], sep)


def nir_ok(s):
    c = s.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", c):
        return False
    return int(c[13:]) == 97 - int(c[:13]) % 97


def make_nir(sex, yy, mm, dept):
    body = sex + yy + mm + dept + "%03d" % R.randint(1, 990) + \
        "%03d" % R.randint(1, 400)
    ck = 97 - int(body) % 97
    return group(body + "%02d" % ck, [1, 2, 2, 2, 3, 3, 2])


CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21,
                   1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3,
                   6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))


def cf_check(s15):
    t = 0
    for i, ch in enumerate(s15):
        if i % 2 == 0:
            t += CF_ODD[ch]
        else:
            t += int(ch) if ch.isdigit() else ord(ch) - 65
    return chr(65 + t % 26)


def cf_ok(s):
    return bool(re.fullmatch(r"[A-Z]{6}\d\d[ABCDEHLMPRST]\d\d[A-Z]\d{3}[A-Z]",
                             s)) and cf_check(s[:15]) == s[15]


def nric_ok(s):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    if not m:
        return False
    t = sum(int(c) * w for c, w in zip(m.group(2), [2, 7, 6, 5, 4, 3, 2]))
    if m.group(1) in "TG":
        t += 4
    tab = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return tab[t % 11] == m.group(3)


def make_nric(prefix, yy):
    body = yy + rs(DIG, 5)
    t = sum(int(c) * w for c, w in zip(body, [2, 7, 6, 5, 4, 3, 2]))
    if prefix in "TG":
        t += 4
    tab = "JZIHGFEDCBA" if prefix in "ST" else "XWUTRQPNMLK"
    return prefix + body + tab[t % 11]


def hkid_sum(letters, ds):
    if len(letters) == 1:
        vals = [36, ord(letters) - 55]
    else:
        vals = [ord(letters[0]) - 55, ord(letters[1]) - 55]
    t = vals[0] * 9 + vals[1] * 8
    t += sum(int(c) * w for c, w in zip(ds, [7, 6, 5, 4, 3, 2]))
    return t


def hkid_ok(s):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", s)
    if not m:
        return False
    cv = 10 if m.group(3) == "A" else int(m.group(3))
    return (hkid_sum(m.group(1), m.group(2)) + cv) % 11 == 0


def make_hkid(letter):
    ds = rs(DIG, 6)
    cv = (11 - hkid_sum(letter, ds) % 11) % 11
    return "%s%s(%s)" % (letter, ds, "A" if cv == 10 else str(cv))


TW_CODE = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18,
               K=19, L=20, M=21, N=22, O=35, P=23, Q=24, R=25, S=26, T=27,
               U=28, V=29, W=32, X=30, Y=31, Z=33)


def tw_sum(s9):
    n = TW_CODE[s9[0]]
    t = (n // 10) * 1 + (n % 10) * 9
    t += sum(int(c) * w for c, w in zip(s9[1:], [8, 7, 6, 5, 4, 3, 2, 1]))
    return t


def tw_ok(s):
    if not re.fullmatch(r"[A-Z][12]\d{8}", s):
        return False
    return (tw_sum(s[:9]) + int(s[9])) % 10 == 0


def make_tw(letter, sex):
    s9 = letter + sex + rs(DIG, 7)
    return s9 + str((10 - tw_sum(s9) % 10) % 10)


V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
       [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
       [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
       [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
       [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
       [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 1, 0],
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
    return verhoeff_ok(digits(s))


def make_aadhaar():
    body = R.choice("23456789") + rs(DIG, 10)
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = V_D[c][V_P[(i + 1) % 8][int(ch)]]
    return group4(body + str(V_INV[c]))


TFN_W = [1, 4, 3, 7, 5, 8, 6, 9, 10]


def tfn_ok(s):
    c = digits(s)
    return bool(re.fullmatch(r"\d{3} ?\d{3} ?\d{3}", s)) and \
        sum(int(a) * b for a, b in zip(c, TFN_W)) % 11 == 0


def make_tfn():
    while True:
        body = R.choice("123456789") + rs(DIG, 7)
        t = sum(int(a) * b for a, b in zip(body, TFN_W)) % 11
        if t < 10:
            return group(body + str(t), [3, 3, 3])


def cpf_digit(ds, start):
    t = sum(int(c) * w for c, w in zip(ds, range(start, 1, -1)))
    r = t % 11
    return "0" if r < 2 else str(11 - r)


def cpf_ok(s):
    if not re.fullmatch(r"\d{3}\.?\d{3}\.?\d{3}-?\d{2}", s):
        return False
    c = digits(s)
    if len(set(c)) == 1:
        return False
    return cpf_digit(c[:9], 10) == c[9] and cpf_digit(c[:10], 11) == c[10]


def make_cpf():
    b = rs(DIG, 9)
    b += cpf_digit(b, 10)
    b += cpf_digit(b, 11)
    return "%s.%s.%s-%s" % (b[:3], b[3:6], b[6:9], b[9:])


def cpr_ok(s):
    m = re.fullmatch(r"(\d\d)(\d\d)(\d\d)-?(\d{4})", s)
    return bool(m) and valid_date(1900 + int(m.group(3)), int(m.group(2)),
                                  int(m.group(1)))


NATIONAL_VALIDATORS = {
    "uk_nino": nino_ok, "es_dni": dni_ok, "nl_bsn": bsn_ok, "be_nn": be_ok,
    "se_pnr": se_ok, "no_fnr": no_ok, "fi_hetu": fi_ok, "pl_pesel": pesel_ok,
    "ie_ppsn": pps_ok, "ca_sin": sin_ok, "fr_nir": nir_ok, "it_cf": cf_ok,
    "sg_nric": nric_ok, "hk_hkid": hkid_ok, "tw_id": tw_ok,
    "in_aadhaar": aadhaar_ok, "au_tfn": tfn_ok, "br_cpf": cpf_ok,
    "dk_cpr": cpr_ok,
}
# families where a one-digit corruption must be caught
CHECKED_NATIONAL = set(NATIONAL_VALIDATORS) - {"uk_nino", "dk_cpr"}


def national_ok(s):
    return any(f(s) for f in NATIONAL_VALIDATORS.values())


def _d(y, m, d):
    try:
        return datetime.date(y, m, d)
    except ValueError:
        return None


def national_births(s):
    """Set of birth dates a national ID can encode (empty if none)."""
    out = set()
    c = digits(s)
    if pesel_ok(s):
        yy, mm, dd = int(s[:2]), int(s[2:4]), int(s[4:6])
        cent = 1900
        if mm > 80:
            cent, mm = 1800, mm - 80
        elif mm > 20:
            cent, mm = 2000, mm - 20
        out.add(_d(cent + yy, mm, dd))
    if se_ok(s):
        out.add(_d((1900 if int(s[:2]) > 25 else 2000) + int(s[:2]),
                   int(s[2:4]), int(s[4:6])))
    if no_ok(s) or cpr_ok(s) or fi_ok(s):
        yy = int(s[4:6])
        if fi_ok(s):
            full = (1900 if s[6] == "-" else 2000) + yy
        else:
            full = (1900 if yy > 25 else 2000) + yy
        out.add(_d(full, int(s[2:4]), int(s[:2])))
    if be_ok(s):
        full = 1900 + int(c[:2]) if int(c[9:]) == 97 - int(c[:9]) % 97 \
            else 2000 + int(c[:2])
        out.add(_d(full, int(c[2:4]), int(c[4:6])))
    out.discard(None)
    return out


# ------------------------------------------------------------------ passports
PASSPORT_SHAPES = [
    r"\d{9}",                      # GB, US (old), TW
    r"[A-Z]\d{8}",                 # US next-gen, CN E/G, HK K/H
    r"E[A-HJ-NP-Z]\d{7}",          # CN EA.., EJ..
    r"[A-Z]{2}\d{7}",              # IE, AU
    r"[A-Z]\d{7}",                 # IN, AU older
    r"[A-Z]{2}\d{6}",              # CA
    r"\d{2}[A-Z]{2}\d{5}",         # FR
    r"[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}",  # DE
    r"[A-NP-Z]{2}[A-NP-Z0-9]{6}\d",        # NL
]


def passport_ok(s):
    return any(re.fullmatch(p, s) for p in PASSPORT_SHAPES)


# ------------------------------------------------------------------- API keys
def gh_checksum(s):
    n = zlib.crc32(s.encode()) & 0xFFFFFFFF
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(6, "0")


def make_gh(prefix):
    body = rs(B62, 30)
    return prefix + body + gh_checksum(body)


def gh_ok(s):
    m = re.fullmatch(r"(ghp|gho|ghu|ghs|ghr|npm)_([0-9A-Za-z]{30})([0-9A-Za-z]{6})", s)
    return bool(m) and gh_checksum(m.group(2)) == m.group(3)


JWT_KEY = b"blind62-signing-key-not-a-real-secret"


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def make_jwt(payload):
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"},
                        separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = hmac.new(JWT_KEY, (h + "." + p).encode(), hashlib.sha256).digest()
    return h + "." + p + "." + b64u(sig)


def jwt_ok(s):
    parts = s.split(".")
    if len(parts) != 3 or not s.startswith("eyJ"):
        return False
    try:
        for p in parts[:2]:
            json.loads(base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)))
    except Exception:
        return False
    sig = hmac.new(JWT_KEY, (parts[0] + "." + parts[1]).encode(),
                   hashlib.sha256).digest()
    return b64u(sig) == parts[2]


APIKEY_SHAPES = [
    r"AKIA[A-Z2-7]{16}",
    r"ASIA[A-Z2-7]{16}",
    r"github_pat_[0-9A-Za-z]{22}_[0-9A-Za-z]{59}",
    r"glpat-[0-9A-Za-z_-]{20}",
    r"xox[bpa]-\d{10,13}-\d{10,13}(-\d{10,13})?-[0-9A-Za-z]{24,32}",
    r"\d{9,10}:AA[0-9A-Za-z_-]{33}",
    r"sk-proj-[0-9A-Za-z_-]{60,160}",
    r"sk-ant-api03-[0-9A-Za-z_-]{93}AA",
    r"AIza[0-9A-Za-z_-]{35}",
    r"[sr]k_live_[0-9A-Za-z]{24,99}",
    r"SG\.[0-9A-Za-z_-]{22}\.[0-9A-Za-z_-]{43}",
    r"key-[0-9a-f]{32}",
    r"hf_[A-Za-z]{34}",
    r"M[TQ][0-9A-Za-z_-]{22,24}\.[0-9A-Za-z_-]{6}\.[0-9A-Za-z_-]{27,38}",
    r"sk\.eyJ[0-9A-Za-z_-]+\.[0-9A-Za-z_-]{22}",
    r"dop_v1_[0-9a-f]{64}",
    r"shpat_[0-9a-f]{32}",
    r"LTAI[0-9A-Za-z]{20}",
    r"AKID[0-9A-Za-z]{32}",
    r"sq0atp-[0-9A-Za-z_-]{22}",
]


def apikey_ok(s):
    if gh_ok(s) or jwt_ok(s):
        return True
    return any(re.fullmatch(p, s) for p in APIKEY_SHAPES)


def apikey_checked(s):
    return gh_ok(s) or jwt_ok(s)


# -------------------------------------------------------------------- secrets
PEM_RE = re.compile(r"-----BEGIN ((?:RSA |EC |OPENSSH |DSA |ENCRYPTED )?PRIVATE KEY)-----\n"
                    r"([A-Za-z0-9+/=\n]+)\n-----END \1-----")


def make_pem(label, nbytes, width, head=b""):
    raw = head + bytes(R.randrange(256) for _ in range(nbytes))
    b = base64.b64encode(raw).decode()
    lines = [b[i:i + width] for i in range(0, len(b), width)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


WEBHOOK_RE = [
    r"https://hooks\.slack\.com/services/T[0-9A-Z]{8,10}/B[0-9A-Z]{8,10}/[0-9A-Za-z]{24}",
    r"https://discord(app)?\.com/api/webhooks/\d{17,19}/[0-9A-Za-z_-]{68}",
    r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}",
    r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f-]{36}",
    r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}",
]


def secret_ok(s):
    if s.startswith("-----BEGIN"):
        return bool(PEM_RE.fullmatch(s))
    if s.startswith("https://"):
        return any(re.fullmatch(p, s) for p in WEBHOOK_RE)
    if re.fullmatch(r"[A-Z2-7]{4}( [A-Z2-7]{4}){3,7}", s):   # grouped TOTP seed
        return True
    return len(s) >= 6 and not re.search(r"\s", s)


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "-".join((h[:8], h[8:12], h[12:16], h[16:20], h[20:]))


# ===================================================================== VALUES
VALUES = {}
FAMILY = {}


def put(name, family, value):
    assert name not in VALUES, name
    VALUES[name] = value
    FAMILY[name] = family


# cards -------------------------------------------------------------------
put("card_visa_1", "card", group4(make_card("4", 16)))
put("card_visa_2", "card", make_card("4", 16))
put("card_visa_3", "card", group4(make_card("4", 16), "-"))
put("card_visa_4", "card", group4(make_card("4", 16)))
put("card_visa_5", "card", group4(make_card("4", 16)))
put("card_visa_6", "card", make_card("4", 16))
put("card_visa_7", "card", group4(make_card("4", 16)))
put("card_mc_1", "card", group4(make_card("5" + R.choice("12345"), 16)))
put("card_mc_2", "card", group4(make_card("2" + R.choice("234567") + "1", 16)))
put("card_mc_3", "card", make_card("5" + R.choice("12345"), 16))
put("card_mc_4", "card", group4(make_card("5" + R.choice("12345"), 16), "-"))
put("card_mc_5", "card", group4(make_card("5" + R.choice("12345"), 16)))
put("card_amex_1", "card", group(make_card("37", 15), [4, 6, 5]))
put("card_amex_2", "card", group(make_card("34", 15), [4, 6, 5]))
put("card_amex_3", "card", make_card("37", 15))
put("card_up_1", "card", group(make_card("6228", 19), [4, 4, 4, 4, 3]))
put("card_up_2", "card", group4(make_card("6222", 16)))
put("card_up_3", "card", make_card("6217", 19))
put("card_disc_1", "card", group4(make_card("6011", 16)))
put("card_jcb_1", "card", group4(make_card("3528", 16)))

# IBANs ----------------------------------------------------------------------
put("iban_gb_1", "iban", make_iban("GB", "NWBK" + rs(DIG, 14)))
put("iban_gb_2", "iban", make_iban("GB", "BARC" + rs(DIG, 14)))
put("iban_gb_3", "iban", make_iban("GB", "LOYD" + rs(DIG, 14), spaced=False))
put("iban_gb_4", "iban", make_iban("GB", "HBUK" + rs(DIG, 14)))
put("iban_gb_5", "iban", make_iban("GB", "MIDL" + rs(DIG, 14)))
put("iban_ie_1", "iban", make_iban("IE", "AIBK" + rs(DIG, 14)))
put("iban_ie_2", "iban", make_iban("IE", "BOFI" + rs(DIG, 14), spaced=False))
put("iban_ie_3", "iban", make_iban("IE", "AIBK" + rs(DIG, 14)))
put("iban_de_1", "iban", make_iban("DE", rs(DIG, 18)))
put("iban_de_2", "iban", make_iban("DE", rs(DIG, 18), spaced=False))
put("iban_fr_1", "iban", make_iban("FR", rs(DIG, 23)))
put("iban_fr_2", "iban", make_iban("FR", rs(DIG, 23)))
put("iban_nl_1", "iban", make_iban("NL", "RABO" + rs(DIG, 10)))
put("iban_nl_2", "iban", make_iban("NL", "INGB" + rs(DIG, 10), spaced=False))
put("iban_es_1", "iban", make_iban("ES", rs(DIG, 20)))
put("iban_it_1", "iban", make_iban("IT", "X" + rs(DIG, 22)))
put("iban_be_1", "iban", make_iban("BE", rs(DIG, 12)))
put("iban_pt_1", "iban", make_iban("PT", rs(DIG, 21)))

# SSNs -----------------------------------------------------------------------
for i in range(1, 8):
    put("ssn_%d" % i, "ssn", make_ssn())
put("ssn_8", "ssn", make_ssn(" "))
put("ssn_9", "ssn", make_ssn(""))

# Chinese resident IDs: (name, region, birth, male) -------------------------
IDCARD_SPECS = [
    ("idc_01", "330106", "19870503", True),    # 杭州西湖
    ("idc_02", "310115", "19920817", False),   # 上海浦东
    ("idc_03", "440305", "19851129", True),    # 深圳南山
    ("idc_04", "110105", "19790214", False),   # 北京朝阳
    ("idc_05", "510107", "19950630", True),    # 成都武侯
    ("idc_06", "320102", "19880921", False),   # 南京玄武
    ("idc_07", "420106", "19760407", True),    # 武汉武昌
    ("idc_08", "370202", "20010312", False),   # 青岛市南
    ("idc_09", "210203", "19830725", True),    # 大连西岗
    ("idc_10", "350203", "19900118", False),   # 厦门思明
    ("idc_11", "430104", "19680930", True),    # 长沙岳麓
    ("idc_12", "530102", "19971205", False),   # 昆明五华
    ("idc_13", "610113", "19860611", True),    # 西安雁塔
    ("idc_14", "460105", "19910402", False),   # 海口秀英
    ("idc_15", "330212", "19820819", True),    # 宁波鄞州
    ("idc_16", "120101", "19731026", False),   # 天津和平
    ("idc_17", "450103", "19990227", True),    # 南宁青秀
    ("idc_18", "500103", "19940915", False),   # 重庆渝中
    ("idc_19", "230103", "19650808", True),    # 哈尔滨南岗
    ("idc_20", "440106", "19890716", False),   # 广州天河
    ("idc_21", "340104", "20030509", True),    # 合肥蜀山
    ("idc_22", "520102", "19800101", False),   # 贵阳南明
]
for _n, _r, _b, _m in IDCARD_SPECS:
    put(_n, "idcard", make_idcard(_r, _b, _m))

# passports ------------------------------------------------------------------
put("pp_gb_1", "passport", R.choice("5612") + rs(DIG, 8))
put("pp_gb_2", "passport", R.choice("5612") + rs(DIG, 8))
put("pp_gb_3", "passport", R.choice("5612") + rs(DIG, 8))
put("pp_us_1", "passport", R.choice("5") + rs(DIG, 8))
put("pp_us_2", "passport", "A" + rs(DIG, 8))
put("pp_cn_1", "passport", "E" + rs(DIG, 8))
put("pp_cn_2", "passport", "E" + rs(DIG, 8))
put("pp_cn_3", "passport", "EJ" + rs(DIG, 7))
put("pp_cn_4", "passport", "EH" + rs(DIG, 7))
put("pp_de_1", "passport", R.choice("CFGHJK") + rs("CFGHJKLMNPRTVWXYZ" + DIG, 8))
put("pp_ie_1", "passport", R.choice(["PA", "PB", "LA", "PC"]) + rs(DIG, 7))
put("pp_ie_2", "passport", R.choice(["PA", "PB", "LA", "PC"]) + rs(DIG, 7))
put("pp_in_1", "passport", R.choice("JKLMNPRSTUVWZ") + rs(DIG, 7))
put("pp_ca_1", "passport", rs("ABGHJKLMNPRW", 2) + rs(DIG, 6))
put("pp_fr_1", "passport", rs(DIG, 2) + rs("ABCDEFGHJKLMNPRSTUVWXYZ", 2) + rs(DIG, 5))
put("pp_nl_1", "passport", rs("ABCDEFGHJKLMNPRSTUVWXYZ", 2) + rs("ABCDEFGHJKLMNPRSTUVWXYZ" + DIG, 6) + rs(DIG, 1))
put("pp_hk_1", "passport", "K" + rs(DIG, 8))
put("pp_au_1", "passport", "PA" + rs(DIG, 7))

# national IDs ---------------------------------------------------------------
put("nino_1", "uk_nino", group("JT" + rs(DIG, 6) + "B", [2, 2, 2, 2, 1]))
put("nino_2", "uk_nino", "PW" + rs(DIG, 6) + "A")
put("nino_3", "uk_nino", group("NH" + rs(DIG, 6) + "D", [2, 2, 2, 2, 1]))
put("dni_1", "es_dni", make_dni())
put("dni_2", "es_dni", make_dni(dash=True))
put("nie_1", "es_dni", make_dni(nie="Y"))
put("bsn_1", "nl_bsn", make_bsn())
put("bsn_2", "nl_bsn", make_bsn())
put("be_1", "be_nn", make_be("840317"))            # born 17 Mar 1984
put("se_1", "se_pnr", make_se("780922"))           # born 22 Sep 1978
put("no_1", "no_fnr", make_no("110689"))           # born 11 Jun 1989
put("fi_1", "fi_hetu", make_fi("050193"))          # born 5 Jan 1993
put("pesel_1", "pl_pesel", make_pesel("860214", female=False))  # 14 Feb 1986
put("pesel_2", "pl_pesel", make_pesel("930708", female=True))   # 8 Jul 1993
put("pps_1", "ie_ppsn", make_pps())
put("pps_2", "ie_ppsn", make_pps("A"))
put("sin_1", "ca_sin", make_sin())
put("sin_2", "ca_sin", make_sin("-"))
put("nir_1", "fr_nir", make_nir("2", "91", "04", "69"))        # female, Apr 1991
_cf15 = "BNCGLI90E52F205"                                        # Bianchi Giulia 12 May 1990
put("cf_1", "it_cf", _cf15 + cf_check(_cf15))
put("nric_1", "sg_nric", make_nric("S", "88"))
put("nric_2", "sg_nric", make_nric("T", "03"))
put("hkid_1", "hk_hkid", make_hkid("A"))
put("hkid_2", "hk_hkid", make_hkid("K"))
put("hkid_3", "hk_hkid", make_hkid("Y"))
put("twid_1", "tw_id", make_tw("A", "2"))
put("twid_2", "tw_id", make_tw("F", "1"))
put("aadhaar_1", "in_aadhaar", make_aadhaar())
put("tfn_1", "au_tfn", make_tfn())
put("cpf_1", "br_cpf", make_cpf())
put("cpr_1", "dk_cpr", "240372-" + rs(DIG, 4))       # born 24 Mar 1972

# API keys ---------------------------------------------------------------------
put("akia_1", "apikey", "AKIA" + rs(B32, 16))
put("akia_2", "apikey", "AKIA" + rs(B32, 16))
put("akia_3", "apikey", "AKIA" + rs(B32, 16))
put("ghp_1", "apikey", make_gh("ghp_"))
put("ghp_2", "apikey", make_gh("ghp_"))
put("ghp_3", "apikey", make_gh("ghp_"))
put("ghpat_1", "apikey", "github_pat_" + rs(B62, 22) + "_" + rs(B62, 59))
put("npm_1", "apikey", make_gh("npm_"))
put("glpat_1", "apikey", "glpat-" + rs(B62 + "-_", 20))
put("xoxb_1", "apikey", "xoxb-%s-%s-%s" % (rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 24)))
put("xoxb_2", "apikey", "xoxb-%s-%s-%s" % (rs(DIG, 11), rs(DIG, 13), rs(ALNUM, 24)))
put("xoxp_1", "apikey", "xoxp-%s-%s-%s-%s" % (rs(DIG, 12), rs(DIG, 12), rs(DIG, 13), rs(HEX, 32)))
put("tg_1", "apikey", "%s:AA%s" % (R.choice("5678") + rs(DIG, 9), rs(B64URL, 33)))
put("tg_2", "apikey", "%s:AA%s" % (R.choice("5678") + rs(DIG, 9), rs(B64URL, 33)))
put("openai_1", "apikey", "sk-proj-" + rs(B64URL, 74))
put("openai_2", "apikey", "sk-proj-" + rs(B64URL, 74))
put("anthropic_1", "apikey", "sk-ant-api03-" + rs(B64URL, 93) + "AA")
put("gapi_1", "apikey", "AIza" + rs(B64URL, 35))
put("gapi_2", "apikey", "AIza" + rs(B64URL, 35))
put("sklive_1", "apikey", "sk_live_" + rs(ALNUM, 24))
put("sklive_2", "apikey", "sk_live_51" + rs(ALNUM, 97))
put("rklive_1", "apikey", "rk_live_51" + rs(ALNUM, 97))
put("sendgrid_1", "apikey", "SG.%s.%s" % (rs(B64URL, 22), rs(B64URL, 43)))
put("mailgun_1", "apikey", "key-" + rs(HEX, 32))
put("hf_1", "apikey", "hf_" + rs(UP + LO, 34))
put("jwt_1", "apikey", make_jwt({"sub": uuid4(), "scope": "bookings:write", "iat": 1717401600, "exp": 1749024000}))
put("jwt_2", "apikey", make_jwt({"iss": "pitchbook-api", "sub": "svc-kiosk-07", "role": "staff", "iat": 1722470400}))
put("jwt_3", "apikey", make_jwt({"uid": R.randint(10000, 99999), "tenant": "gc-" + rs(DIG, 4), "exp": 1767225600}))
put("discord_1", "apikey", "MT" + rs(B64URL, 24) + "." + rs(B64URL, 6) + "." + rs(B64URL, 38))
put("mapbox_sk_1", "apikey", "sk.eyJ1Ijoi" + rs(B64URL, 40) + "." + rs(B64URL, 22))
put("do_1", "apikey", "dop_v1_" + rs(HEX, 64))
put("shopify_1", "apikey", "shpat_" + rs(HEX, 32))
put("ltai_1", "apikey", "LTAI" + rs(ALNUM, 20))
put("ltai_2", "apikey", "LTAI" + rs(ALNUM, 20))
put("akid_1", "apikey", "AKID" + rs(ALNUM, 32))
put("square_1", "apikey", "sq0atp-" + rs(B64URL, 22))

# secrets ----------------------------------------------------------------------
put("aws_sec_1", "secret", rs(ALNUM + "+/", 40))
put("aws_sec_2", "secret", rs(ALNUM + "+/", 40))
put("aws_sec_3", "secret", rs(ALNUM + "+/", 40))
put("aliyun_sec_1", "secret", rs(ALNUM, 30))
put("aliyun_sec_2", "secret", rs(ALNUM, 30))
put("tencent_sk_1", "secret", rs(ALNUM, 32))
put("wx_secret_1", "secret", rs(HEX, 32))
put("wx_secret_2", "secret", rs(HEX, 32))
put("totp_1", "secret", rs(B32, 32))
put("totp_2", "secret", group4(rs(B32, 16)))
put("totp_3", "secret", rs(B32, 16))
for _i in range(1, 7):
    put("rc_a_%d" % _i, "secret", rs(LO + DIG, 4) + "-" + rs(LO + DIG, 4))
for _i in range(1, 5):
    put("rc_b_%d" % _i, "secret", rs(DIG, 5) + "-" + rs(DIG, 5))
put("pem_ssh_1", "secret", make_pem("OPENSSH PRIVATE KEY", 290, 70, b"openssh-key-v1\x00\x00\x00\x00\x04none"))
put("pem_rsa_1", "secret", make_pem("RSA PRIVATE KEY", 330, 64, b"\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00"))
put("pem_ec_1", "secret", make_pem("EC PRIVATE KEY", 106, 64, b"\x30\x77\x02\x01\x01\x04\x20"))
put("pem_pk_1", "secret", make_pem("PRIVATE KEY", 250, 64, b"\x30\x82\x04\xbd\x02\x01\x00\x30\x0d\x06\x09"))
put("slack_hook_1", "secret", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(ALNUM, 24)))
put("slack_hook_2", "secret", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 10), rs(UP + DIG, 10), rs(ALNUM, 24)))
put("discord_hook_1", "secret", "https://discord.com/api/webhooks/%s/%s" % ("1" + rs(DIG, 18), rs(B64URL, 68)))
put("ding_hook_1", "secret", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
put("ding_hook_2", "secret", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
put("ding_sec_1", "secret", "SEC" + rs(HEX, 64))
put("ding_sec_2", "secret", "SEC" + rs(HEX, 64))
put("feishu_hook_1", "secret", "https://open.feishu.cn/open-apis/bot/v2/hook/" + uuid4())
put("wecom_hook_1", "secret", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + uuid4())
put("whsec_1", "secret", "whsec_" + rs(ALNUM, 32))
put("whsec_2", "secret", "whsec_" + rs(ALNUM, 32))
put("cookie_dj_1", "secret", rs(LO + DIG, 32))
put("cookie_php_1", "secret", rs(LO + DIG, 26))
put("cookie_sid_1", "secret", "s%3A" + rs(B64URL, 32) + "." + rs(ALNUM + "%", 43))
put("twilio_tok_1", "secret", rs(HEX, 32))
put("django_key_1", "secret", "django-insecure-" + rs(LO + DIG + "!@#$%^&*(-_=+)", 50))
put("jwt_secret_1", "secret", rs(B64, 44))
put("shpss_1", "secret", "shpss_" + rs(HEX, 32))
put("gh_hook_sec_1", "secret", rs(HEX, 40))

# generated decoys (look-alikes that are not secrets) ---------------------------
put("d_pk_live_1", "decoy", "pk_live_51" + rs(ALNUM, 97))
put("d_mapbox_pk_1", "decoy", "pk.eyJ1Ijoi" + rs(B64URL, 40) + "." + rs(B64URL, 22))
put("d_wx_appid_1", "decoy", "wx" + rs(HEX, 16))
put("d_wx_appid_2", "decoy", "wx" + rs(HEX, 16))
put("d_twilio_sid_1", "decoy", "AC" + rs(HEX, 32))
put("d_gclient_1", "decoy", rs(DIG, 12) + "-" + rs(LO + DIG, 32) + ".apps.googleusercontent.com")
put("d_alipay_appid_1", "decoy", "2021" + rs(DIG, 12))
for _i in range(1, 9):
    put("d_sha_%d" % _i, "decoy", rs(HEX, 40))
for _i in range(1, 9):
    put("d_uuid_%d" % _i, "decoy", uuid4())
put("d_sha256_1", "decoy", rs(HEX, 64))
put("d_sha256_2", "decoy", rs(HEX, 64))
put("d_md5_1", "decoy", rs(HEX, 32))
put("d_container_1", "decoy", rs(HEX, 12))
put("d_merchant_1", "decoy", "1" + rs(DIG, 9))

# appended later (kept after the first batch so earlier values stay stable) ----
put("card_up_4", "card", make_card("6214", 16))
put("card_up_5", "card", group(make_card("6230", 19), [6, 13]))
put("card_up_6", "card", group4(make_card("6259", 16)))
put("card_visa_8", "card", group4(make_card("4", 16)))
put("card_mc_6", "card", group4(make_card("5" + R.choice("12345"), 16)))
put("nric_3", "sg_nric", make_nric("T", "05"))
put("nric_4", "sg_nric", make_nric("S", "79"))
put("iban_gb_6", "iban", make_iban("GB", "NWBK" + rs(DIG, 14)))
put("iban_gb_7", "iban", make_iban("GB", "BUKB" + rs(DIG, 14)))
put("pp_cn_5", "passport", "E" + rs(DIG, 8))
put("pp_cn_6", "passport", "EK" + rs(DIG, 7))
put("pp_gb_4", "passport", R.choice("5612") + rs(DIG, 8))
put("pp_cn_7", "passport", "E" + rs(DIG, 8))
put("pp_cn_8", "passport", "E" + rs(DIG, 8))
put("pp_cn_9", "passport", "EA" + rs(DIG, 7))
put("nric_5", "sg_nric", make_nric("S", "91"))


# ================================================================== selftest
CHECK = {
    "card": card_ok, "iban": iban_ok, "ssn": ssn_ok, "idcard": idcard_ok,
    "passport": passport_ok, "apikey": apikey_ok, "secret": secret_ok,
}
CHECK.update(NATIONAL_VALIDATORS)
# families whose format carries a check digit: a one-digit corruption must fail
CORRUPTIBLE = {"card", "iban", "idcard"} | CHECKED_NATIONAL


def corruptions(v):
    for i, ch in enumerate(v):
        if ch.isdigit():
            yield v[:i] + str((int(ch) + 1) % 10) + v[i + 1:]


def selftest(verbose=False):
    bad = []
    seen = {}
    for name, v in VALUES.items():
        fam = FAMILY[name]
        if v in seen:
            bad.append("%s duplicates %s" % (name, seen[v]))
        seen[v] = name
        if fam == "decoy":
            continue
        if not CHECK[fam](v):
            bad.append("%s (%s) invalid: %r" % (name, fam, v))
            continue
        if fam in CORRUPTIBLE:
            for c in corruptions(v):
                if CHECK[fam](c):
                    bad.append("%s corruption still valid: %r" % (name, c))
                    break
        if fam == "apikey" and apikey_checked(v):
            c = v[:-3] + ("A" if v[-3] != "A" else "B") + v[-2:]
            if apikey_checked(c):
                bad.append("%s corruption still valid" % name)
    # Chinese IDs carry the birth date listed in IDCARD_SPECS
    for n, _r, b, male in IDCARD_SPECS:
        v = VALUES[n]
        if v[6:14] != b or (int(v[16]) % 2 == 1) != male:
            bad.append("%s birth/sex mismatch" % n)
    for n, want in (("be_1", "1984-03-17"), ("se_1", "1978-09-22"),
                    ("no_1", "1989-06-11"), ("fi_1", "1993-01-05"),
                    ("pesel_1", "1986-02-14"), ("pesel_2", "1993-07-08"),
                    ("cpr_1", "1972-03-24")):
        got = national_births(VALUES[n])
        if want not in {str(x) for x in got}:
            bad.append("%s birth %s != %s" % (n, got, want))
    if verbose or bad:
        for b in bad:
            print("SELFTEST FAIL:", b)
    if not bad:
        print("selftest ok: %d values (%d checked for one-digit corruption)" % (
            len(VALUES), sum(1 for n in VALUES if FAMILY[n] in CORRUPTIBLE)))
    return not bad


if __name__ == "__main__":
    if "-p" in sys.argv:
        for name, v in VALUES.items():
            print("%-16s %-10s %s" % (name, FAMILY[name], v.replace("\n", "\\n")))
    ok = selftest()
    sys.exit(0 if ok else 1)
