#!/usr/bin/env python3
"""blind43 -- seeded generators for every value that needs a check digit or a vendor shape.

Texts refer to these values as `$name`.  `python3 values.py -p` prints them,
`python3 values.py` runs selftest().  Standard library only.
"""
import base64
import datetime
import json
import random
import re
import string
import sys
import zlib

SEED = 430043
rng = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
B62 = DIG + UP + LO
HEX = "0123456789abcdef"
B32 = UP + "234567"


def rchars(alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def only_digits(v):
    return re.sub(r"[\s\-.]", "", v)


# --------------------------------------------------------------------- Luhn / cards
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


CARD_PREFIX = {
    "visa": lambda: "4",
    "mc": lambda: "5" + str(rng.randint(1, 5)),
    "mc2": lambda: str(rng.randint(2221, 2720)),
    "amex": lambda: rng.choice(["34", "37"]),
    "unionpay": lambda: "62" + rng.choice(["2", "8", "1", "5"]),
    "discover": lambda: "6011",
    "jcb": lambda: str(rng.randint(3528, 3589)),
}


def card_make(brand, length=None):
    if length is None:
        length = 15 if brand == "amex" else 16
    p = CARD_PREFIX[brand]()
    body = p + rchars(DIG, length - 1 - len(p))
    return luhn_complete(body)


def card_fmt(d, style):
    if style == "plain":
        return d
    sep = " " if style == "sp" else "-"
    if len(d) == 15:
        parts = [d[:4], d[4:10], d[10:]]
    else:
        parts = [d[i:i + 4] for i in range(0, len(d), 4)]
    return sep.join(parts)


def card_ok(v):
    if not re.fullmatch(r"\d[\d \-]+\d", v):
        return False
    d = re.sub(r"[ \-]", "", v)
    if not 13 <= len(d) <= 19 or not luhn_ok(d):
        return False
    return bool(re.match(r"4|5[1-5]|2[2-7]|3[47]|62|6011|65|35", d))


# --------------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "DE": 22, "NL": 18, "FR": 27, "IE": 22, "ES": 24, "BE": 16,
            "CH": 21, "PL": 28, "AT": 20}


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_make(cc, bban):
    cd = 98 - _iban_num(bban + cc + "00") % 97
    return "%s%02d%s" % (cc, cd, bban)


def iban_ok(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    if len(s) != IBAN_LEN.get(s[:2], -1):
        return False
    return _iban_num(s[4:] + s[:4]) % 97 == 1


def _es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return {11: 0, 10: 1}.get(r, r)


def bban_make(cc):
    if cc == "GB":
        return rng.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "NAIA"]) + rchars(DIG, 14)
    if cc == "IE":
        return rng.choice(["AIBK", "BOFI"]) + rchars(DIG, 14)
    if cc == "DE":
        return rchars(DIG, 18)
    if cc == "NL":
        return rng.choice(["ABNA", "INGB", "RABO", "SNSB"]) + rchars(DIG, 10)
    if cc == "FR":
        bank, branch, acct = rchars(DIG, 5), rchars(DIG, 5), rchars(DIG, 11)
        key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
        return bank + branch + acct + "%02d" % key
    if cc == "ES":
        bank, branch, acct = rchars(DIG, 4), rchars(DIG, 4), rchars(DIG, 10)
        return bank + branch + str(_es_dc("00" + bank + branch)) + str(_es_dc(acct)) + acct
    if cc == "BE":
        first = "0" + rchars(DIG, 9)
        c = int(first) % 97 or 97
        return first + "%02d" % c
    if cc == "CH":
        return rchars(DIG, 17)
    if cc == "PL":
        return rchars(DIG, 24)
    if cc == "AT":
        return rchars(DIG, 16)
    raise ValueError(cc)


def iban_fmt(s, style):
    if style == "plain":
        return s
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


# --------------------------------------------------------------------- US SSN
def ssn_make(sep="-"):
    while True:
        a = rng.randint(1, 899)
        if a == 666:
            continue
        g, s = rng.randint(1, 99), rng.randint(1, 9999)
        return "%03d%s%02d%s%04d" % (a, sep, g, sep, s)


def ssn_ok(v):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", v)
    if not m:
        return False
    a, g, s = int(m.group(1)), int(m.group(3)), int(m.group(4))
    if a == 0 or a == 666 or a >= 900 or g == 0 or s == 0:
        return False
    return m.group(1) + m.group(3) + m.group(4) not in ("078051120", "219099999", "123456789")


# --------------------------------------------------------------------- Chinese resident ID (GB 11643)
GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
GB_C = "10X98765432"


def valid_date(y, m, d):
    try:
        return datetime.date(int(y), int(m), int(d))
    except ValueError:
        return None


def idcard_make(region, birth, sex, fmt="plain"):
    seq = "%02d" % rng.randint(0, 99)
    sx = rng.choice("13579" if sex == "M" else "02468")
    s17 = region + birth + seq + sx
    s = s17 + GB_C[sum(int(a) * b for a, b in zip(s17, GB_W)) % 11]
    if fmt == "sp":
        return "%s %s %s" % (s[:6], s[6:14], s[14:])
    return s


def idcard_birth(v):
    s = v.replace(" ", "")
    return valid_date(s[6:10], s[10:12], s[12:14])


def idcard_ok(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[1-8]\d{16}[\dX]", s):
        return False
    b = idcard_birth(v)
    if b is None or not (1900 <= b.year <= 2024):
        return False
    return GB_C[sum(int(a) * w for a, w in zip(s[:17], GB_W)) % 11] == s[17]


# --------------------------------------------------------------------- other national personal IDs
def _nhs_check(nine):
    r = 11 - sum(int(a) * w for a, w in zip(nine, range(10, 1, -1))) % 11
    return {11: 0}.get(r, r)


def nhs_make():
    while True:
        nine = rng.choice("46") + rchars(DIG, 8)
        c = _nhs_check(nine)
        if c != 10:
            s = nine + str(c)
            return "%s %s %s" % (s[:3], s[3:6], s[6:])


def nhs_ok(s):
    return bool(re.fullmatch(r"\d{10}", s)) and _nhs_check(s[:9]) == int(s[9])


def sin_make():
    s = luhn_complete(str(rng.randint(1, 7)) + rchars(DIG, 7))
    return "%s %s %s" % (s[:3], s[3:6], s[6:])


def sin_ok(s):
    return bool(re.fullmatch(r"[1-79]\d{8}", s)) and luhn_ok(s)


def bsn_ok(s):
    if not re.fullmatch(r"\d{9}", s):
        return False
    t = sum(int(a) * w for a, w in zip(s[:8], range(9, 1, -1))) - int(s[8])
    return t % 11 == 0 and s != "000000000"


def bsn_make():
    while True:
        s8 = str(rng.randint(1, 9)) + rchars(DIG, 7)
        r = sum(int(a) * w for a, w in zip(s8, range(9, 1, -1))) % 11
        if r <= 9 and bsn_ok(s8 + str(r)):
            return s8 + str(r)


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_make():
    n = rng.randint(10000000, 79999999)
    return "%08d%s" % (n, DNI_L[n % 23])


def nie_make():
    p = rng.choice("XY")
    n = rchars(DIG, 7)
    return p + n + DNI_L[int("XYZ".index(p).__str__() + n) % 23]


def dni_ok(s):
    m = re.fullmatch(r"([XYZ]|\d)(\d{7})([A-Z])", s)
    if not m:
        return False
    lead = str("XYZ".index(m.group(1))) if m.group(1) in "XYZ" else m.group(1)
    return DNI_L[int(lead + m.group(2)) % 23] == m.group(3)


SG_W = [2, 7, 6, 5, 4, 3, 2]
SG_ST, SG_FG = "JZIHGFEDCBA", "XWUTRQPNMLK"


def _sg_letter(p, seven):
    t = sum(int(a) * w for a, w in zip(seven, SG_W)) + (4 if p in "TG" else 0)
    return (SG_ST if p in "ST" else SG_FG)[t % 11]


def nric_make(p):
    seven = rchars(DIG, 7)
    return p + seven + _sg_letter(p, seven)


def nric_ok(s):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    return bool(m) and _sg_letter(m.group(1), m.group(2)) == m.group(3)


V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
V_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = V_D[c][V_P[i % 8][int(ch)]]
    return c == 0


def aadhaar_make():
    body = str(rng.randint(2, 9)) + rchars(DIG, 10)
    for ch in DIG:
        if verhoeff_ok(body + ch):
            s = body + ch
            return "%s %s %s" % (s[:4], s[4:8], s[8:])


def aadhaar_ok(s):
    return bool(re.fullmatch(r"[2-9]\d{11}", s)) and verhoeff_ok(s)


def nir_make(sex, yy, mm, dept):
    body = "%d%s%s%s%s%s" % (1 if sex == "M" else 2, yy, mm, dept, rchars(DIG, 3), rchars(DIG, 3))
    key = 97 - int(body) % 97
    s = body + "%02d" % key
    return " ".join([s[0], s[1:3], s[3:5], s[5:7], s[7:10], s[10:13], s[13:]])


def nir_ok(s):
    if not re.fullmatch(r"[12]\d{14}", s):
        return False
    if not 1 <= int(s[3:5]) <= 12:
        return False
    return 97 - int(s[:13]) % 97 == int(s[13:])


def pnr_make(birth):  # Swedish personnummer, birth 'YYYYMMDD'
    nine = birth[2:] + rchars(DIG, 3)
    s = luhn_complete(nine)
    return s[:6] + "-" + s[6:]


def pnr_ok(s):
    m = re.fullmatch(r"(\d{6})[-+](\d{4})", s)
    return bool(m) and luhn_ok(m.group(1) + m.group(2))


def pnr_birth(s):
    y, mo, d = int(s[0:2]), s[2:4], s[4:6]
    year = 1900 + y if (s[6] == "+" or y > 24) else 2000 + y
    return valid_date(year, mo, d)


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_make(birth, sex):
    y, m, d = int(birth[:4]), int(birth[4:6]), int(birth[6:])
    mm = m + (20 if y >= 2000 else 0)
    ten = "%02d%02d%02d%s%s" % (y % 100, mm, d, rchars(DIG, 3), rng.choice("13579" if sex == "M" else "02468"))
    return ten + str((10 - sum(int(a) * w for a, w in zip(ten, PESEL_W)) % 10) % 10)


def pesel_ok(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    if pesel_birth(s) is None:
        return False
    return (10 - sum(int(a) * w for a, w in zip(s[:10], PESEL_W)) % 10) % 10 == int(s[10])


def pesel_birth(s):
    y, m, d = int(s[:2]), int(s[2:4]), int(s[4:6])
    cent = {0: 1900, 20: 2000, 80: 1800}
    for off, base in cent.items():
        if 1 <= m - off <= 12:
            return valid_date(base + y, m - off, d)
    return None


def hkid_check(prefix, six):
    chars = prefix if len(prefix) == 2 else " " + prefix
    vals = [36 if c == " " else ord(c) - 55 for c in chars] + [int(x) for x in six]
    r = 11 - sum(v * w for v, w in zip(vals, range(9, 1, -1))) % 11
    return {11: "0", 10: "A"}.get(r, str(r))


def hkid_make():
    p = rng.choice("ACDEGHKPRYZ")
    six = rchars(DIG, 6)
    return "%s%s(%s)" % (p, six, hkid_check(p, six))


def hkid_ok(s):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", s)
    return bool(m) and hkid_check(m.group(1), m.group(2)) == m.group(3)


TW_L = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36)))


def tw_ok(s):
    if not re.fullmatch(r"[A-Z][12]\d{8}", s):
        return False
    n = TW_L[s[0]]
    t = n // 10 + (n % 10) * 9 + sum(int(a) * w for a, w in zip(s[1:9], range(8, 0, -1))) + int(s[9])
    return t % 10 == 0


def tw_make(sex):
    while True:
        body = rng.choice("ABEFHKTR") + ("1" if sex == "M" else "2") + rchars(DIG, 7)
        for c in DIG:
            if tw_ok(body + c):
                return body + c


HETU_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_make(birth):
    y, m, d = birth[:4], birth[4:6], birth[6:]
    sign = {"18": "+", "19": "-", "20": "A"}[y[:2]]
    z = "%03d" % rng.randint(2, 899)
    return d + m + y[2:] + sign + z + HETU_C[int(d + m + y[2:] + z) % 31]


def hetu_ok(s):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", s)
    return bool(m) and hetu_birth(s) is not None and HETU_C[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def hetu_birth(s):
    base = {"+": 1800, "-": 1900, "A": 2000}[s[6]]
    return valid_date(base + int(s[4:6]), s[2:4], s[0:2])


def nid_scheme(v):
    """Return the name of the first scheme the value validates under, or None."""
    s = re.sub(r"[ \-.]", "", v) if not re.fullmatch(r"\d{6}[-+A]\d{3}[0-9A-Y]", v) else v
    raw = v.replace(" ", "")
    checks = [
        ("nhs", lambda: nhs_ok(s)), ("sin", lambda: sin_ok(s)), ("bsn", lambda: bsn_ok(s)),
        ("dni", lambda: dni_ok(s)), ("nric", lambda: nric_ok(s)), ("aadhaar", lambda: aadhaar_ok(s)),
        ("nir", lambda: nir_ok(s)), ("pnr", lambda: pnr_ok(raw)), ("pesel", lambda: pesel_ok(s)),
        ("hkid", lambda: hkid_ok(raw)), ("tw", lambda: tw_ok(s)), ("hetu", lambda: hetu_ok(raw)),
    ]
    for name, f in checks:
        if f():
            return name
    return None


def nid_scheme_is(v, scheme):
    """True when v validates under the named scheme (used by the corruption test)."""
    s = re.sub(r"[ \-.]", "", v)
    raw = v.replace(" ", "")
    f = {"nhs": lambda: nhs_ok(s), "sin": lambda: sin_ok(s), "bsn": lambda: bsn_ok(s), "dni": lambda: dni_ok(s),
         "nric": lambda: nric_ok(s), "aadhaar": lambda: aadhaar_ok(s), "nir": lambda: nir_ok(s),
         "pnr": lambda: pnr_ok(raw), "pesel": lambda: pesel_ok(s), "hkid": lambda: hkid_ok(raw),
         "tw": lambda: tw_ok(s), "hetu": lambda: hetu_ok(raw)}[scheme]
    return f()


def nid_birth(v):
    sch = nid_scheme(v)
    raw = v.replace(" ", "")
    if sch == "pnr":
        return pnr_birth(raw)
    if sch == "pesel":
        return pesel_birth(raw)
    if sch == "hetu":
        return hetu_birth(raw)
    return None


# --------------------------------------------------------------------- passports (no check digit in the printed number)
PASSPORT_RES = [
    r"E\d{8}", r"E[A-HJ-NP-Z]\d{7}",          # China
    r"\d{9}",                                   # UK, US (legacy)
    r"[A-Z]\d{8}",                              # US next-gen, HKSAR, Nigeria
    r"[A-Z]\d{7}",                              # India, Australia
    r"[A-Z]{2}\d{7}",                           # Ireland, Australia
    r"P\d{7}[A-Z]",                             # Philippines
    r"[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}",       # Germany
    r"\d{2}[A-Z]{2}\d{5}",                      # France
]


def passport_ok(v):
    return any(re.fullmatch(p, v) for p in PASSPORT_RES) and sum(c.isdigit() for c in v) >= 5


def pp_make(kind):
    if kind == "cn":
        return "E" + rchars(DIG, 8)
    if kind == "cn2":
        return "E" + rng.choice("ABCDEFGH") + rchars(DIG, 7)
    if kind in ("uk", "us"):
        return str(rng.randint(1, 9)) + rchars(DIG, 8)
    if kind == "us2":
        return rng.choice("ACD") + rchars(DIG, 8)
    if kind == "hk":
        return rng.choice("HK") + rchars(DIG, 8)
    if kind == "ng":
        return "A" + rchars(DIG, 8)
    if kind == "in":
        return rng.choice("JKLMNPRSTUVWZ") + rchars(DIG, 7)
    if kind == "au":
        return rng.choice(["PA", "PB", "PE"]) + rchars(DIG, 7)
    if kind == "ie":
        return rng.choice(["PA", "PB", "LH"]) + rchars(DIG, 7)
    if kind == "ph":
        return "P" + rchars(DIG, 7) + rng.choice("ABC")
    if kind == "de":
        while True:
            v = rng.choice("CFGHJK") + rchars("CFGHJKLMNPRTVWXYZ0123456789", 8)
            if sum(c.isdigit() for c in v) >= 5:
                return v
    if kind == "fr":
        return rchars(DIG, 2) + rchars(UP, 2) + rchars(DIG, 5)
    raise ValueError(kind)


# --------------------------------------------------------------------- vendor keys (APIKEY)
def b62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def ghp_make():
    ent = rchars(ALNUM, 30)
    return "ghp_" + ent + b62(zlib.crc32(ent.encode()), 6)


def ghp_ok(v):
    m = re.fullmatch(r"ghp_([A-Za-z0-9]{30})([A-Za-z0-9]{6})", v)
    return bool(m) and b62(zlib.crc32(m.group(1).encode()), 6) == m.group(2)


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt_make(payload):
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return h + "." + p + "." + b64u(bytes(rng.randrange(256) for _ in range(32)))


def jwt_ok(v):
    parts = v.split(".")
    if len(parts) != 3:
        return False
    try:
        hdr = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return "alg" in hdr and len(parts[2]) >= 20


APIKEY_RES = [
    r"(?:AKIA|ASIA)[A-Z2-7]{16}",
    r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    r"glpat-[A-Za-z0-9_\-]{20}",
    r"xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}",
    r"xoxp-\d{10,13}-\d{10,13}-\d{10,13}-[0-9a-f]{32}",
    r"(?:sk|rk)_live_[A-Za-z0-9]{24,99}",
    r"sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}",
    r"sk-proj-[A-Za-z0-9_\-]{48,160}",
    r"AIza[0-9A-Za-z_\-]{35}",
    r"SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}",
    r"\d{8,10}:AA[A-Za-z0-9_\-]{33}",
    r"npm_[A-Za-z0-9]{36}",
    r"key-[0-9a-f]{32}",
    r"hf_[A-Za-z]{34}",
    r"sk-ant-api03-[A-Za-z0-9_\-]{93}AA",
    r"LTAI[A-Za-z0-9]{12,20}",
    r"AKID[A-Za-z0-9]{32}",
    r"shpat_[0-9a-f]{32}",
]


def apikey_ok(v):
    if "EXAMPLE" in v.upper():
        return False
    if v.startswith("ghp_"):
        return ghp_ok(v)
    if v.startswith("eyJ"):
        return jwt_ok(v)
    return any(re.fullmatch(p, v) for p in APIKEY_RES)


# --------------------------------------------------------------------- secrets (SECRET)
def pem_make(kind):
    if kind == "rsa":
        raw = b"\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00" + bytes(rng.randrange(256) for _ in range(420))
        label = "RSA PRIVATE KEY"
    elif kind == "openssh":
        raw = b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none" + bytes(rng.randrange(256) for _ in range(300))
        label = "OPENSSH PRIVATE KEY"
    else:
        raw = b"\x30\x77\x02\x01\x01\x04\x20" + bytes(rng.randrange(256) for _ in range(112))
        label = "EC PRIVATE KEY"
    b = base64.b64encode(raw).decode()
    lines = [b[i:i + 64] for i in range(0, len(b), 64)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


SECRET_RES = [
    r"-----BEGIN ([A-Z ]*)PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END \1PRIVATE KEY-----",
    r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}",
    r"https://discord(?:app)?\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_\-]{68}",
    r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}",
    r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f\-]{36}",
    r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f\-]{36}",
    r"whsec_[A-Za-z0-9]{32}",
    r"[A-Za-z0-9/+]{40}",
    r"[A-Z2-7]{16}|[A-Z2-7]{32}|(?:[a-z2-7]{4} ){7}[a-z2-7]{4}",
    r"[0-9a-f]{32}|[A-Za-z0-9]{30}|[A-Za-z0-9]{32}",
    r"[0-9a-f]{5}-[0-9a-f]{5}",
    r"s%3A[A-Za-z0-9_\-]{32}\.[A-Za-z0-9%+/]{40,50}",
    r"[a-z0-9!@#%^&*(\-_=+)]{50}",
]


def secret_ok(v):
    """Known shape, or a hand-written secret: >= 8 chars, no whitespace, no placeholder."""
    if re.search(r"EXAMPLE|example|xxxx|changeme|<|>", v):
        return False
    if any(re.fullmatch(p, v) for p in SECRET_RES):
        return True
    if "BEGIN" in v or v.startswith("https://"):
        return False
    return len(v) >= 8 and not re.search(r"\s", v)


def uuid4():
    h = rchars(HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


# --------------------------------------------------------------------- the values
VALUES = {}
TYPES = {}


def put(name, typ, value):
    assert name not in VALUES, name
    VALUES[name] = value
    TYPES[name] = typ


# cards
for name, brand, style, length in [
        ("card_v1", "visa", "sp", 16), ("card_v2", "visa", "plain", 16), ("card_v3", "visa", "dash", 16),
        ("card_v4", "visa", "sp", 16), ("card_v5", "visa", "sp", 16), ("card_v6", "visa", "plain", 16),
        ("card_v7", "visa", "sp", 16), ("card_v8", "visa", "sp", 16),
        ("card_m1", "mc", "sp", 16), ("card_m2", "mc2", "sp", 16), ("card_m3", "mc", "sp", 16),
        ("card_m4", "mc", "plain", 16), ("card_m5", "mc", "dash", 16),
        ("card_a1", "amex", "sp", 15), ("card_a2", "amex", "plain", 15),
        ("card_u1", "unionpay", "sp", 16), ("card_u2", "unionpay", "sp", 19), ("card_u3", "unionpay", "plain", 16),
        ("card_u4", "unionpay", "sp", 16), ("card_u5", "unionpay", "plain", 19), ("card_u6", "unionpay", "sp", 16),
        ("card_d1", "discover", "sp", 16), ("card_j1", "jcb", "sp", 16)]:
    put(name, "CARD", card_fmt(card_make(brand, length), style))

# IBANs
for name, cc, style in [("iban_gb1", "GB", "sp"), ("iban_gb2", "GB", "plain"), ("iban_gb3", "GB", "sp"),
                        ("iban_gb4", "GB", "sp"), ("iban_de1", "DE", "sp"), ("iban_de2", "DE", "plain"),
                        ("iban_de3", "DE", "sp"), ("iban_nl1", "NL", "sp"), ("iban_nl2", "NL", "plain"),
                        ("iban_fr1", "FR", "sp"), ("iban_ie1", "IE", "sp"), ("iban_es1", "ES", "sp"),
                        ("iban_be1", "BE", "sp"), ("iban_ch1", "CH", "sp"), ("iban_pl1", "PL", "sp"),
                        ("iban_at1", "AT", "sp"), ("iban_ie2", "IE", "plain")]:
    put(name, "IBAN", iban_fmt(iban_make(cc, bban_make(cc)), style))

# US SSNs
for i in range(1, 11):
    put("ssn%d" % i, "SSN", ssn_make(" " if i == 9 else "-"))
put("ssn11", "SSN", ssn_make(""))

# Chinese resident IDs: (region, birth, sex, format)
for name, region, birth, sex, fmt in [
        ("idc1", "310104", "19380417", "F", "plain"), ("idc2", "110105", "19421102", "M", "plain"),
        ("idc3", "440305", "19900623", "F", "plain"), ("idc4", "330106", "19870930", "F", "plain"),
        ("idc5", "330106", "19850114", "M", "plain"), ("idc6", "510107", "19501208", "M", "plain"),
        ("idc7", "320102", "19460305", "F", "sp"), ("idc8", "420106", "20160719", "M", "plain"),
        ("idc9", "370202", "19351028", "F", "plain"), ("idc10", "120101", "19580211", "M", "plain"),
        ("idc11", "350203", "19930506", "F", "plain"), ("idc12", "430104", "19400821", "M", "plain"),
        ("idc13", "610113", "20190302", "F", "plain"), ("idc14", "310115", "19441225", "M", "sp"),
        ("idc15", "110108", "19891111", "F", "plain"), ("idc16", "440106", "19520707", "F", "plain"),
        ("idc17", "320583", "19390130", "M", "plain"), ("idc18", "500103", "19610915", "F", "plain"),
        ("idc19", "210102", "19470404", "M", "plain"), ("idc20", "330782", "19960229", "F", "plain"),
        ("idc21", "130102", "19721010", "M", "plain"), ("idc22", "360102", "20141201", "F", "plain"),
        ("idc23", "410105", "19830817", "M", "plain"), ("idc24", "450103", "19911203", "F", "plain")]:
    put(name, "IDCARD", idcard_make(region, birth, sex, fmt))

# other countries' personal IDs
for i in range(1, 9):
    put("nhs%d" % i, "NATIONAL_ID", nhs_make())
put("sin1", "NATIONAL_ID", sin_make())
put("sin2", "NATIONAL_ID", sin_make())
put("bsn1", "NATIONAL_ID", bsn_make())
put("dni1", "NATIONAL_ID", dni_make())
put("nie1", "NATIONAL_ID", nie_make())
put("nric1", "NATIONAL_ID", nric_make("S"))
put("nric2", "NATIONAL_ID", nric_make("T"))
put("fin1", "NATIONAL_ID", nric_make("G"))
put("fin2", "NATIONAL_ID", nric_make("F"))
put("aadhaar1", "NATIONAL_ID", aadhaar_make())
put("aadhaar2", "NATIONAL_ID", aadhaar_make())
put("nir1", "NATIONAL_ID", nir_make("F", "84", "05", "69"))
put("pnr1", "NATIONAL_ID", pnr_make("19410509"))
put("pesel1", "NATIONAL_ID", pesel_make("19500814", "M"))
put("pesel2", "NATIONAL_ID", pesel_make("20180322", "F"))
put("hkid1", "NATIONAL_ID", hkid_make())
put("hkid2", "NATIONAL_ID", hkid_make())
put("tw1", "NATIONAL_ID", tw_make("F"))
put("tw2", "NATIONAL_ID", tw_make("M"))
put("hetu1", "NATIONAL_ID", hetu_make("19380227"))

# passports
for name, kind in [("pp_cn1", "cn"), ("pp_cn2", "cn"), ("pp_cn3", "cn2"), ("pp_cn4", "cn"), ("pp_uk1", "uk"),
                   ("pp_uk2", "uk"), ("pp_us1", "us"), ("pp_us2", "us2"), ("pp_hk1", "hk"), ("pp_ng1", "ng"),
                   ("pp_in1", "in"), ("pp_au1", "au"), ("pp_ie1", "ie"), ("pp_ph1", "ph"), ("pp_ph2", "ph"),
                   ("pp_de1", "de"), ("pp_fr1", "fr")]:
    put(name, "PASSPORT", pp_make(kind))

# API keys
put("ak_aws1", "APIKEY", "AKIA" + rchars(UP + "234567", 16))
put("ak_aws2", "APIKEY", "AKIA" + rchars(UP + "234567", 16))
put("ak_aws3", "APIKEY", "ASIA" + rchars(UP + "234567", 16))
put("ak_ghp1", "APIKEY", ghp_make())
put("ak_ghp2", "APIKEY", ghp_make())
put("ak_ghfg1", "APIKEY", "github_pat_" + rchars(ALNUM, 22) + "_" + rchars(ALNUM, 59))
put("ak_glpat1", "APIKEY", "glpat-" + rchars(ALNUM + "-_", 20))
put("ak_glpat2", "APIKEY", "glpat-" + rchars(ALNUM, 20))
put("ak_slack1", "APIKEY", "xoxb-%s-%s-%s" % (rchars(DIG, 12), rchars(DIG, 13), rchars(ALNUM, 24)))
put("ak_slack2", "APIKEY", "xoxp-%s-%s-%s-%s" % (rchars(DIG, 12), rchars(DIG, 12), rchars(DIG, 13), rchars(HEX, 32)))
put("ak_stripe1", "APIKEY", "sk_live_51" + rchars(ALNUM, 96))
put("ak_stripe2", "APIKEY", "rk_live_" + rchars(ALNUM, 24))
put("ak_stripe3", "APIKEY", "sk_live_" + rchars(ALNUM, 24))
put("ak_openai1", "APIKEY", "sk-" + rchars(ALNUM, 20) + "T3BlbkFJ" + rchars(ALNUM, 20))
put("ak_openai2", "APIKEY", "sk-proj-" + rchars(ALNUM + "-_", 120))
put("ak_google1", "APIKEY", "AIza" + rchars(ALNUM + "-_", 35))
put("ak_google2", "APIKEY", "AIza" + rchars(ALNUM + "-_", 35))
put("ak_sendgrid1", "APIKEY", "SG." + rchars(ALNUM + "-_", 22) + "." + rchars(ALNUM + "-_", 43))
put("ak_tg1", "APIKEY", "%d:AA%s" % (rng.randint(5000000000, 7999999999), rchars(ALNUM + "-_", 33)))
put("ak_jwt1", "APIKEY", jwt_make({"sub": "svc-rota-sync", "scope": "visits:write", "iat": 1718870400, "exp": 1750406400}))
put("ak_jwt2", "APIKEY", jwt_make({"sub": "u_48213", "role": "coordinator", "org": "hw-care", "iat": 1722902400}))
put("ak_jwt3", "APIKEY", jwt_make({"sub": "dev-app-3307", "aud": "rotawell-api", "iat": 1730419200}))
put("ak_npm1", "APIKEY", "npm_" + rchars(ALNUM, 36))
put("ak_mailgun1", "APIKEY", "key-" + rchars(HEX, 32))
put("ak_hf1", "APIKEY", "hf_" + rchars(UP + LO, 34))
put("ak_ant1", "APIKEY", "sk-ant-api03-" + rchars(ALNUM + "-_", 93) + "AA")
put("ak_ali1", "APIKEY", "LTAI5t" + rchars(ALNUM, 18))
put("ak_ali2", "APIKEY", "LTAI5t" + rchars(ALNUM, 18))
put("ak_tc1", "APIKEY", "AKID" + rchars(ALNUM, 32))
put("ak_shop1", "APIKEY", "shpat_" + rchars(HEX, 32))

# secrets
put("sec_aws1", "SECRET", rchars(ALNUM + "/+", 40))
put("sec_aws2", "SECRET", rchars(ALNUM + "/+", 40))
put("sec_pem_rsa", "SECRET", pem_make("rsa"))
put("sec_pem_ssh", "SECRET", pem_make("openssh"))
put("sec_pem_ec", "SECRET", pem_make("ec"))
put("sec_totp1", "SECRET", rchars(B32, 32))
put("sec_totp2", "SECRET", rchars(B32, 16))
put("sec_totp3", "SECRET", " ".join(rchars(B32.lower(), 4) for _ in range(8)))
put("sec_hook_slack1", "SECRET", "https://hooks.slack.com/services/T%s/B%s/%s" % (rchars(UP + DIG, 8), rchars(UP + DIG, 10), rchars(ALNUM, 24)))
put("sec_hook_slack2", "SECRET", "https://hooks.slack.com/services/T%s/B%s/%s" % (rchars(UP + DIG, 10), rchars(UP + DIG, 10), rchars(ALNUM, 24)))
put("sec_hook_discord1", "SECRET", "https://discord.com/api/webhooks/%s/%s" % (rchars(DIG, 19), rchars(ALNUM + "-_", 68)))
put("sec_hook_ding1", "SECRET", "https://oapi.dingtalk.com/robot/send?access_token=" + rchars(HEX, 64))
put("sec_hook_ding2", "SECRET", "https://oapi.dingtalk.com/robot/send?access_token=" + rchars(HEX, 64))
put("sec_hook_wecom1", "SECRET", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + uuid4())
put("sec_hook_feishu1", "SECRET", "https://open.feishu.cn/open-apis/bot/v2/hook/" + uuid4())
put("sec_whsec1", "SECRET", "whsec_" + rchars(ALNUM, 32))
put("sec_twilio1", "SECRET", rchars(HEX, 32))
put("sec_slacksign1", "SECRET", rchars(HEX, 32))
put("sec_wx1", "SECRET", rchars(HEX, 32))
put("sec_ali1", "SECRET", rchars(ALNUM, 30))
put("sec_ali2", "SECRET", rchars(ALNUM, 30))
put("sec_tc1", "SECRET", rchars(ALNUM, 32))
put("sec_django1", "SECRET", rchars(LO + DIG + "!@#%^&*(-_=+)", 50))
put("sec_cookie1", "SECRET", rchars(LO + DIG, 32))
put("sec_cookie2", "SECRET", "s%3A" + rchars(ALNUM + "-_", 32) + "." + rchars(ALNUM + "%+/", 43))
put("sec_cookie3", "SECRET", rchars(ALNUM, 32))
for i in range(1, 9):
    put("sec_rec%d" % i, "SECRET", rchars(HEX, 5) + "-" + rchars(HEX, 5))


# --------------------------------------------------------------------- decoy helpers (no check, just shapes)
DECOYS = {
    "uuid1": uuid4(), "uuid2": uuid4(), "uuid3": uuid4(), "uuid4": uuid4(), "uuid5": uuid4(),
    "sha1": rchars(HEX, 40), "sha2": rchars(HEX, 40), "sha3": rchars(HEX, 40),
    "sha256a": rchars(HEX, 64), "md5a": rchars(HEX, 32),
    "pk_live1": "pk_live_" + rchars(ALNUM, 24), "pk_live2": "pk_live_51" + rchars(ALNUM, 96),
}
VALUES.update(DECOYS)
for k in DECOYS:
    TYPES[k] = "DECOY"


# --------------------------------------------------------------------- validation
def validate(typ, v):
    if typ == "CARD":
        return card_ok(v)
    if typ == "IBAN":
        return iban_ok(v)
    if typ == "SSN":
        return ssn_ok(v)
    if typ == "IDCARD":
        return idcard_ok(v)
    if typ == "NATIONAL_ID":
        return nid_scheme(v) is not None
    if typ == "PASSPORT":
        return passport_ok(v)
    if typ == "APIKEY":
        return apikey_ok(v)
    if typ == "SECRET":
        return secret_ok(v)
    return True


CHECK_TYPES = {"CARD", "IBAN", "IDCARD", "NATIONAL_ID"}


def corruptions(v):
    """Every one-digit corruption (d -> d+1 mod 10) of a value."""
    out = []
    for i, ch in enumerate(v):
        if ch.isdigit():
            out.append(v[:i] + str((int(ch) + 1) % 10) + v[i + 1:])
    return out


def selftest(verbose=False):
    bad = []
    for name, v in VALUES.items():
        t = TYPES[name]
        if t == "DECOY":
            continue
        if not validate(t, v):
            bad.append("invalid %s %s %r" % (name, t, v))
            continue
        if t in CHECK_TYPES:
            sch = nid_scheme(v) if t == "NATIONAL_ID" else None
            for c in corruptions(v):
                if (nid_scheme_is(c, sch) if sch else validate(t, c)):
                    bad.append("corruption passes %s %r -> %r" % (name, v, c))
        elif t == "APIKEY" and v.startswith("ghp_"):
            c = v[:10] + ("a" if v[10] != "a" else "b") + v[11:]
            if validate(t, c):
                bad.append("corruption passes %s" % name)
        elif t == "SSN":
            c = "000" + v[3:]
            if validate(t, c):
                bad.append("corruption passes %s" % name)
        elif t == "PASSPORT":
            c = v[:-1] + "#"
            if validate(t, c):
                bad.append("corruption passes %s" % name)
    # known-answer tests for the validators themselves
    kat = [("CARD", "4111 1111 1111 1111", True), ("CARD", "4111 1111 1111 1112", False),
           ("IBAN", "GB82 WEST 1234 5698 7654 32", True), ("IBAN", "GB82 WEST 1234 5698 7654 33", False),
           ("IDCARD", "11010519491231002X", True), ("IDCARD", "110105194912310021", False),
           ("NATIONAL_ID", "S1234567D", True), ("NATIONAL_ID", "943 476 5919", True)]
    for t, v, want in kat:
        if validate(t, v) != want:
            bad.append("KAT failed %s %s" % (t, v))
    if verbose or bad:
        for b in bad:
            print("SELFTEST:", b)
    if not bad:
        print("selftest ok: %d values" % sum(1 for t in TYPES.values() if t != "DECOY"))
    return not bad


if __name__ == "__main__":
    if "-p" in sys.argv:
        for k, v in VALUES.items():
            extra = ""
            if TYPES[k] == "IDCARD":
                extra = "  (born %s)" % idcard_birth(v)
            elif TYPES[k] == "NATIONAL_ID":
                extra = "  (%s)" % nid_scheme(v)
            print("%-18s %-12s %s%s" % (k, TYPES[k], v.replace("\n", "\\n") if len(v) < 200 else v[:60].replace("\n", "\\n") + "...", extra))
    sys.exit(0 if selftest() else 1)
