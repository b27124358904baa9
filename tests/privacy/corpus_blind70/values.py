#!/usr/bin/env python3
"""Seeded generators for every blind70 value that needs a check digit or a vendor shape.

Texts refer to these values as ``$name`` inside the markup (``⟦CARD|$card_01⟧``).
``python3 values.py -p`` prints them; ``python3 values.py`` runs ``selftest()``.

Only the Python standard library is used.  Nothing here is a real person's data:
every number is synthesised from ``random.Random(SEED)``.
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

SEED = 70_1187_4493
rng = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
B62 = DIG + UP + LO
B64URL = UP + LO + DIG + "-_"
B64STD = UP + LO + DIG + "+/"
HEX = "0123456789abcdef"
B32 = UP + "234567"


def rs(alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def rd(n, first_nonzero=False):
    s = rs(DIG, n)
    if first_nonzero and s[0] == "0":
        s = rng.choice("123456789") + s[1:]
    return s


def digits_only(s):
    return re.sub(r"\D", "", s)


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(num):
    num = digits_only(num)
    total = 0
    for i, ch in enumerate(reversed(num)):
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


def card_ok(s):
    if not re.fullmatch(r"[0-9][0-9 -]{11,22}[0-9]", s):
        return False
    d = digits_only(s)
    return 13 <= len(d) <= 19 and luhn_ok(d)


CARD_BRANDS = {
    "visa": (["4"], 16, (4, 4, 4, 4)),
    "mc": (["51", "52", "53", "54", "55", "2221", "2304", "2720"], 16, (4, 4, 4, 4)),
    "amex": (["34", "37"], 15, (4, 6, 5)),
    "unionpay": (["6212", "6217", "6222", "6228", "6259"], 16, (4, 4, 4, 4)),
    "unionpay19": (["6212", "6217", "6228"], 19, (4, 4, 4, 4, 3)),
    "discover": (["6011"], 16, (4, 4, 4, 4)),
    "jcb": (["3528", "3541", "3566"], 16, (4, 4, 4, 4)),
    "diners": (["36"], 14, (4, 6, 4)),
}


def make_card(brand, sep=" "):
    prefixes, length, groups = CARD_BRANDS[brand]
    p = rng.choice(prefixes)
    body = p + rd(length - len(p) - 1)
    num = body + luhn_digit(body)
    if sep is None:
        return num
    out, i = [], 0
    for g in groups:
        out.append(num[i:i + g])
        i += g
    return sep.join(out)


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "DE": 22, "FR": 27, "NL": 18, "ES": 24, "BE": 16, "CH": 21,
            "IE": 22, "AT": 20, "PL": 28, "LU": 20, "DK": 18, "FI": 18, "SE": 24}


def _num36(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_ok(s):
    c = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}[0-9]{2}[A-Z0-9]+", c):
        return False
    if IBAN_LEN.get(c[:2]) != len(c):
        return False
    return _num36(c[4:] + c[:4]) % 97 == 1


def _es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    v = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return {11: 0, 10: 1}.get(v, v)


def make_iban(cc, grouped=True):
    if cc == "GB":
        bban = rng.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "SRLG", "MONZ", "BUKB"]) + rd(6) + rd(8)
    elif cc == "DE":
        bban = rd(8, True) + rd(10)
    elif cc == "FR":
        b, g, a = rd(5, True), rd(5), rd(11)
        key = 97 - ((89 * int(b) + 15 * int(g) + 3 * int(a)) % 97)
        bban = f"{b}{g}{a}{key:02d}"
    elif cc == "NL":
        bban = rng.choice(["ABNA", "INGB", "RABO", "TRIO", "SNSB", "KNAB", "BUNQ"]) + rd(10)
    elif cc == "ES":
        bank, branch, acct = rd(4, True), rd(4), rd(10)
        bban = f"{bank}{branch}{_es_dc('00' + bank + branch)}{_es_dc(acct)}{acct}"
    elif cc == "BE":
        ten = rd(10, True)
        ck = int(ten) % 97 or 97
        bban = f"{ten}{ck:02d}"
    elif cc == "CH":
        bban = rd(5) + rd(12)
    elif cc == "IE":
        bban = rng.choice(["AIBK", "BOFI", "IPBS"]) + rd(6) + rd(8)
    elif cc == "AT":
        bban = rd(5, True) + rd(11)
    elif cc == "PL":
        bban = rd(24, True)
    elif cc == "LU":
        bban = rd(3) + rd(13)
    elif cc == "DK":
        bban = rd(14, True)
    elif cc == "FI":
        bban = rd(14, True)
    elif cc == "SE":
        bban = rd(20, True)
    else:
        raise KeyError(cc)
    ck = 98 - _num36(bban + cc + "00") % 97
    iban = f"{cc}{ck:02d}{bban}"
    assert len(iban) == IBAN_LEN[cc]
    if grouped:
        return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    return iban


# ---------------------------------------------------------------- China resident ID (GB 11643)
GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
GB_MAP = "10X98765432"


def gb11643_char(body17):
    return GB_MAP[sum(int(a) * b for a, b in zip(body17, GB_W)) % 11]


def idcard_ok(s):
    if not re.fullmatch(r"[1-9][0-9]{16}[0-9X]", s):
        return False
    try:
        datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return False
    return gb11643_char(s[:17]) == s[17]


def make_idcard(area, ymd, sex):
    while True:
        seq = rd(2) + str(rng.choice([1, 3, 5, 7, 9] if sex == "M" else [0, 2, 4, 6, 8]))
        if seq == "000":
            continue
        body = area + ymd + seq
        return body + gb11643_char(body)


def idcard_birth(s):
    return s[6:14]


# ---------------------------------------------------------------- other national IDs
def bsn_ok(s):
    d = digits_only(s)
    if len(d) != 9 or not re.fullmatch(r"[0-9]{9}|[0-9]{4}\.[0-9]{2}\.[0-9]{3}", s):
        return False
    total = sum(int(d[i]) * (9 - i) for i in range(8)) - int(d[8])
    return total % 11 == 0 and d[0] != "0"


def make_bsn(dotted=False):
    while True:
        b = rd(8, True)
        c = sum(int(b[i]) * (9 - i) for i in range(8)) % 11
        if c < 10:
            v = b + str(c)
            return f"{v[:4]}.{v[4:6]}.{v[6:]}" if dotted else v


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(s):
    m = re.fullmatch(r"([XYZ]?)([0-9]{7,8})-?([A-Z])", s)
    if not m:
        return False
    pre = {"": "", "X": "0", "Y": "1", "Z": "2"}[m.group(1)]
    if m.group(1) and len(m.group(2)) != 7:
        return False
    if not m.group(1) and len(m.group(2)) != 8:
        return False
    return DNI_L[int(pre + m.group(2)) % 23] == m.group(3)


def make_dni():
    n = rd(8, True)
    return n + DNI_L[int(n) % 23]


def make_nie():
    p = rng.choice("XY")
    n = rd(7)
    return p + n + DNI_L[int({"X": "0", "Y": "1"}[p] + n) % 23]


def nir_ok(s):
    d = s.replace(" ", "")
    if not re.fullmatch(r"[12][0-9]{14}", d):
        return False
    if not 1 <= int(d[3:5]) <= 12:
        return False
    return 97 - int(d[:13]) % 97 == int(d[13:])


def make_nir(sex, yy, mm):
    dept = rng.choice(["75", "69", "13", "33", "31", "44", "67", "59", "35", "74"])
    body = f"{sex}{yy}{mm}{dept}{rd(3, True)}{rd(3, True)}"
    key = 97 - int(body) % 97
    v = body + f"{key:02d}"
    return f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}"


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(s):
    if not re.fullmatch(r"[0-9]{11}", s):
        return False
    yy, mm, dd = int(s[:2]), int(s[2:4]), int(s[4:6])
    year = 1900 + yy
    if mm > 20:
        mm -= 20
        year += 100
    try:
        datetime.date(year, mm, dd)
    except ValueError:
        return False
    return (10 - sum(int(a) * b for a, b in zip(s[:10], PESEL_W)) % 10) % 10 == int(s[10])


def pesel_birth(s):
    yy, mm, dd = int(s[:2]), int(s[2:4]), int(s[4:6])
    year = 1900 + yy
    if mm > 20:
        mm -= 20
        year += 100
    return f"{year:04d}{mm:02d}{dd:02d}"


def make_pesel(ymd, sex):
    y, m, d = int(ymd[:4]), int(ymd[4:6]), int(ymd[6:])
    if y >= 2000:
        m += 20
    body = f"{y % 100:02d}{m:02d}{d:02d}{rd(3)}{rng.choice('13579' if sex == 'M' else '02468')}"
    return body + str((10 - sum(int(a) * b for a, b in zip(body, PESEL_W)) % 10) % 10)


def pnr_ok(s):
    m = re.fullmatch(r"([0-9]{2})?([0-9]{6})[-+]([0-9]{4})", s)
    if not m:
        return False
    d = m.group(2) + m.group(3)
    try:
        datetime.date(2000 + int(d[:2]), int(d[2:4]), int(d[4:6]))
    except ValueError:
        return False
    return luhn_ok(d)


def make_pnr(ymd):
    body = ymd[2:] + rd(3)
    return f"{ymd[2:]}-{body[6:]}{luhn_digit(body)}"


def cpf_ok(s):
    if not re.fullmatch(r"[0-9]{3}\.[0-9]{3}\.[0-9]{3}-[0-9]{2}|[0-9]{11}", s):
        return False
    d = [int(x) for x in digits_only(s)]
    if len(set(d)) == 1:
        return False
    for n in (9, 10):
        r = sum(d[i] * (n + 1 - i) for i in range(n)) % 11
        if (0 if r < 2 else 11 - r) != d[n]:
            return False
    return True


def make_cpf():
    d = [int(x) for x in rd(9)]
    for n in (9, 10):
        r = sum(d[i] * (n + 1 - i) for i in range(n)) % 11
        d.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def sin_ok(s):
    if not re.fullmatch(r"[1-7][0-9]{2}[ -][0-9]{3}[ -][0-9]{3}", s):
        return False
    return luhn_ok(s)


def make_sin(sep=" "):
    body = rng.choice("1234567") + rd(7)
    v = body + luhn_digit(body)
    return f"{v[:3]}{sep}{v[3:6]}{sep}{v[6:]}"


V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 7, 6, 8, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
V_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = V_D[c][V_P[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(body):
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = V_D[c][V_P[(i + 1) % 8][int(ch)]]
    return str(V_INV[c])


def aadhaar_ok(s):
    if not re.fullmatch(r"[2-9][0-9]{3} ?[0-9]{4} ?[0-9]{4}", s):
        return False
    return verhoeff_ok(digits_only(s))


def make_aadhaar():
    body = rng.choice("23456789") + rd(10)
    v = body + verhoeff_digit(body)
    return f"{v[:4]} {v[4:8]} {v[8:]}"


def nric_char(prefix, digits7):
    s = sum(int(d) * w for d, w in zip(digits7, [2, 7, 6, 5, 4, 3, 2]))
    if prefix in "TG":
        s += 4
    return ("JZIHGFEDCBA" if prefix in "ST" else "XWUTRQPNMLK")[s % 11]


def nric_ok(s):
    m = re.fullmatch(r"([STFG])([0-9]{7})([A-Z])", s)
    return bool(m) and nric_char(m.group(1), m.group(2)) == m.group(3)


def make_nric(prefix="S"):
    d = rd(7)
    return prefix + d + nric_char(prefix, d)


def hkid_char(prefix, digits6):
    p = prefix.rjust(2)
    vals = [36 if ch == " " else ord(ch) - 55 for ch in p] + [int(x) for x in digits6]
    s = sum(v * w for v, w in zip(vals, [9, 8, 7, 6, 5, 4, 3, 2]))
    r = (11 - s % 11) % 11
    return "A" if r == 10 else str(r)


def hkid_ok(s):
    m = re.fullmatch(r"([A-Z]{1,2})([0-9]{6})\(([0-9A])\)", s)
    return bool(m) and hkid_char(m.group(1), m.group(2)) == m.group(3)


def make_hkid():
    p = rng.choice(["A", "C", "D", "E", "K", "P", "R", "Y", "Z"])
    d = rd(6)
    return f"{p}{d}({hkid_char(p, d)})"


NINO_RE = re.compile(r"(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?[0-9]{2} ?[0-9]{2} ?[0-9]{2} ?[A-D]")


def nino_ok(s):
    return bool(NINO_RE.fullmatch(s))


def make_nino(spaced=True):
    while True:
        a = rng.choice("ABCEGHJKLMNOPRSTWXYZ")
        b = rng.choice("ABCEGHJKLMNPRSTWXYZ")
        if a + b in {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}:
            continue
        d = rd(6)
        c = rng.choice("ABCD")
        return f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {c}" if spaced else f"{a}{b}{d}{c}"


def bnn_ok(s):
    m = re.fullmatch(r"([0-9]{2})\.([0-9]{2})\.([0-9]{2})-([0-9]{3})\.([0-9]{2})", s)
    if not m:
        return False
    body = "".join(m.groups()[:4])
    ck = int(m.group(5))
    return 97 - int(body) % 97 == ck or 97 - int("2" + body) % 97 == ck


def make_bnn(ymd, sex):
    seq = rng.randrange(1, 997)
    if (seq % 2 == 1) != (sex == "M"):
        seq += 1
    body = f"{ymd[2:]}{seq:03d}"
    n = int(("2" if int(ymd[:4]) >= 2000 else "") + body)
    ck = 97 - n % 97
    return f"{body[:2]}.{body[2:4]}.{body[4:6]}-{body[6:9]}.{ck:02d}"


def national_id_ok(s):
    """Dispatch on the written format; every accepted format carries a checksum except the UK NINO."""
    for f in (bsn_ok, dni_ok, nir_ok, pesel_ok, pnr_ok, cpf_ok, sin_ok, aadhaar_ok, nric_ok, hkid_ok,
              nino_ok, bnn_ok):
        if f(s):
            return f.__name__[:-3]
    return None


# ---------------------------------------------------------------- SSN / passports
def ssn_ok(s):
    m = re.fullmatch(r"([0-9]{3})([- ]?)([0-9]{2})\2([0-9]{4})", s)
    if not m:
        return False
    a, g, n = m.group(1), m.group(3), m.group(4)
    return a not in ("000", "666") and a[0] != "9" and g != "00" and n != "0000"


def make_ssn(sep="-"):
    while True:
        a = rd(3)
        if a in ("000", "666") or a[0] == "9":
            continue
        g = rd(2)
        n = rd(4)
        if g == "00" or n == "0000":
            continue
        return f"{a}{sep}{g}{sep}{n}"


PASSPORT_RES = [
    r"E[0-9]{8}", r"E[A-HJ-NP-Z][0-9]{7}", r"[GPDS][0-9]{8}",        # China
    r"[0-9]{9}",                                                    # US / UK
    r"[CFGHJK][0-9CFGHJKLMNPRTVWXYZ]{8}",                           # Germany
    r"[0-9]{2}[A-Z]{2}[0-9]{5}",                                    # France
    r"[A-Z][0-9]{7}",                                               # India / Australia
    r"[A-Z]{2}[0-9]{6,7}",                                          # Canada / Ireland / others
    r"[A-NP-Z]{2}[A-NP-Z0-9]{6}[0-9]",                               # Netherlands
    r"[KE][0-9]{7}[A-Z]",                                           # Singapore
    r"M[0-9]{8}",                                                   # Korea
]


def passport_ok(s):
    return any(re.fullmatch(p, s) for p in PASSPORT_RES)


def make_passport(kind):
    if kind == "cn":
        return "E" + rd(8)
    if kind == "cn2":
        return "E" + rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") + rd(7)
    if kind in ("us", "uk"):
        return rng.choice("5678" if kind == "us" else "1256") + rd(8)
    if kind == "de":
        return rng.choice("CFGHJK") + rs("0123456789CFGHJKLMNPRTVWXYZ", 8)
    if kind == "fr":
        return rd(2) + rs(UP, 2) + rd(5)
    if kind in ("in", "au"):
        return rng.choice("JKLMNPRSTUVWZ") + rd(7)
    if kind in ("ca", "ie"):
        return rs(UP, 2) + rd(6 if kind == "ca" else 7)
    if kind == "nl":
        return rs("ABCDEFGHIJKLMNPRSTUVWXYZ", 2) + rs("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 6) + rd(1)
    if kind == "sg":
        return "K" + rd(7) + rng.choice(UP)
    if kind == "kr":
        return "M" + rd(8)
    raise KeyError(kind)


# ---------------------------------------------------------------- vendor keys and secrets
def b62(n, width=6):
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s.rjust(width, "0")


def make_gh(prefix="ghp"):
    body = rs(B62, 30)
    return f"{prefix}_{body}{b62(zlib.crc32(body.encode()))}"


def gh_ok(s):
    m = re.fullmatch(r"(ghp|gho|ghu|ghs|ghr)_([0-9A-Za-z]{30})([0-9A-Za-z]{6})", s)
    return bool(m) and b62(zlib.crc32(m.group(2).encode())) == m.group(3)


JWT_KEYS = {}


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def make_jwt(payload):
    header = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64u(json.dumps(payload, separators=(",", ":")).encode())
    key = rs(B62, 32).encode()
    sig = b64u(hmac.new(key, f"{header}.{body}".encode(), hashlib.sha256).digest())
    tok = f"{header}.{body}.{sig}"
    JWT_KEYS[tok.rsplit(".", 1)[0]] = key
    return tok


def jwt_shape_ok(s):
    parts = s.split(".")
    if len(parts) != 3 or not all(re.fullmatch(r"[A-Za-z0-9_-]+", p) for p in parts):
        return False
    try:
        h = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
    except Exception:
        return False
    return isinstance(h, dict) and "alg" in h


def jwt_ok(s):
    if not jwt_shape_ok(s):
        return False
    head, sig = s.rsplit(".", 1)
    key = JWT_KEYS.get(head)
    if key is None:
        # a corrupted header/payload no longer matches any issued token
        return False
    return b64u(hmac.new(key, head.encode(), hashlib.sha256).digest()) == sig


APIKEY_RES = {
    "aws_akid": r"(AKIA|ASIA)[A-Z2-7]{16}",
    "stripe_sk": r"(sk|rk)_live_[0-9A-Za-z]{24,99}",
    "github": r"(ghp|gho|ghu|ghs|ghr)_[0-9A-Za-z]{36}",
    "slack_bot": r"xox[bp]-[0-9]{10,13}-[0-9]{10,13}-[0-9A-Za-z]{24}",
    "openai": r"sk-proj-[A-Za-z0-9_-]{40,}",
    "anthropic": r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    "google": r"AIza[0-9A-Za-z_-]{35}",
    "sendgrid": r"SG\.[0-9A-Za-z_-]{22}\.[0-9A-Za-z_-]{43}",
    "telegram": r"[0-9]{8,10}:AA[0-9A-Za-z_-]{33}",
    "shopify": r"shpat_[0-9a-f]{32}",
    "gitlab": r"glpat-[0-9A-Za-z_-]{20}",
    "huggingface": r"hf_[A-Za-z]{34}",
    "npm": r"npm_[0-9A-Za-z]{36}",
    "mailgun": r"key-[0-9a-f]{32}",
    "aliyun_akid": r"LTAI[0-9A-Za-z]{12,20}",
    "tencent_akid": r"AKID[0-9A-Za-z]{32}",
    "square": r"EAAA[0-9A-Za-z_-]{60}",
    "jwt": r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+",
}


def apikey_kind(s):
    for k, p in APIKEY_RES.items():
        if re.fullmatch(p, s):
            if k == "jwt" and not jwt_shape_ok(s):
                continue
            if k == "github" and not gh_ok(s):
                continue
            return k
    return None


SECRET_RES = {  # specific shapes first, generic random strings last
    "slack_webhook": r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}",
    "discord_webhook": r"https://discord(app)?\.com/api/webhooks/[0-9]{17,19}/[A-Za-z0-9_-]{68}",
    "dingtalk_webhook": r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}",
    "wecom_webhook": r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}",
    "feishu_webhook": r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f-]{36}",
    "stripe_whsec": r"whsec_[A-Za-z0-9+/]{32}",
    "pem": r"-----BEGIN [A-Z ]*PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END [A-Z ]*PRIVATE KEY-----",
    "recovery_code": r"[0-9a-f]{5}-[0-9a-f]{5}",
    "totp_seed": r"[A-Z2-7]{16,32}|([A-Z2-7]{4} ){3,7}[A-Z2-7]{4}",
    "aws_secret": r"[A-Za-z0-9/+]{40}",
    "aliyun_secret": r"[A-Za-z0-9]{30}",
    "twilio_token": r"[0-9a-f]{32}",
    "signing_secret": r"[0-9a-f]{32,64}",
    "tencent_secret": r"[A-Za-z0-9]{32}",
    "cookie": r"[A-Za-z0-9%._-]{24,}",
}


def secret_kind(s):
    for k, p in SECRET_RES.items():
        if re.fullmatch(p, s):
            return k
    return None


def make_pem(kind="RSA"):
    if kind == "OPENSSH":
        first = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
        lines = [first] + [rs(B64STD, 70) for _ in range(3)] + [rs(B64STD, 36) + "=="]
        tag = "OPENSSH PRIVATE KEY"
    else:
        lines = ["MIIEow" + rs(B64STD, 58)] + [rs(B64STD, 64) for _ in range(4)] + [rs(B64STD, 28) + "="]
        tag = "RSA PRIVATE KEY" if kind == "RSA" else "PRIVATE KEY"
    return f"-----BEGIN {tag}-----\n" + "\n".join(lines) + f"\n-----END {tag}-----"


def make_totp(grouped=False):
    s = rs(B32, 32)
    return " ".join(s[i:i + 4] for i in range(0, 32, 4)) if grouped else s


def make_uuid():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def ean13(body12):
    s = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(body12))
    return body12 + str((10 - s % 10) % 10)


# ---------------------------------------------------------------- the values
VALUES = {}
# cards (Luhn)
_card_specs = [
    ("visa", " "), ("mc", " "), ("amex", " "), ("visa", "-"), ("unionpay", " "), ("mc", None),
    ("visa", None), ("unionpay19", " "), ("discover", " "), ("jcb", " "), ("visa", " "), ("mc", "-"),
    ("unionpay", None), ("amex", None), ("visa", " "), ("diners", " "), ("mc", " "), ("unionpay19", None),
    ("visa", " "), ("unionpay", " "), ("mc", " "), ("visa", "-"), ("jcb", None), ("unionpay", " "),
    ("visa", " "), ("mc", " "), ("amex", " "), ("unionpay", None), ("visa", None), ("mc", " "),
    ("visa", " "), ("unionpay", " "), ("visa", " "), ("mc", " "), ("unionpay19", " "), ("visa", " "),
    ("amex", " "), ("mc", None), ("visa", " "), ("unionpay", " "),
]
for i, (b, sep) in enumerate(_card_specs, 1):
    VALUES[f"card_{i:02d}"] = make_card(b, sep)

# IBANs (mod 97); org_iban_* are organisation accounts used as decoys
for i, (cc, g) in enumerate([("GB", True), ("DE", True), ("FR", True), ("NL", True), ("ES", True),
                             ("BE", True), ("CH", True), ("IE", True), ("AT", False), ("PL", True),
                             ("GB", False), ("DE", False), ("NL", False), ("FR", True), ("ES", True),
                             ("LU", True), ("DK", True), ("FI", True), ("SE", True), ("GB", True),
                             ("DE", True), ("IE", False), ("BE", False), ("CH", True), ("NL", True),
                             ("GB", True), ("FR", False), ("AT", True), ("GB", True), ("DE", True),
                             ("NL", True), ("ES", False), ("IE", True), ("PL", False), ("GB", True)], 1):
    VALUES[f"iban_{i:02d}"] = make_iban(cc, g)
for i, (cc, g) in enumerate([("GB", True), ("DE", True), ("NL", True), ("FR", True), ("CH", True),
                             ("GB", False)], 1):
    VALUES[f"org_iban_{i:02d}"] = make_iban(cc, g)

# US SSNs
for i, sep in enumerate(["-", "-", "-", " ", "-", "", "-", "-", " ", "-", "-", "-", "-", "-", "-", "-"], 1):
    VALUES[f"ssn_{i:02d}"] = make_ssn(sep)

# Chinese resident IDs with the birth dates the texts use
IDCARD_SPECS = [
    ("110105", "19850315", "M"), ("310115", "19920708", "F"), ("440305", "19780122", "M"),
    ("330106", "19990611", "F"), ("510107", "19881029", "M"), ("420106", "19750904", "F"),
    ("320106", "19950217", "M"), ("350203", "19830530", "F"), ("370202", "20010914", "M"),
    ("610113", "19700312", "F"), ("500103", "19931125", "M"), ("120101", "19861208", "F"),
    ("430104", "19970403", "M"), ("440106", "19800719", "F"), ("210202", "19910826", "M"),
    ("330102", "19680101", "F"), ("110108", "19940430", "M"), ("310104", "19890617", "F"),
    ("440304", "19760228", "M"), ("320583", "19960909", "F"), ("510104", "20000105", "M"),
    ("350102", "19840812", "F"), ("370102", "19730520", "M"), ("420111", "19981213", "F"),
    ("330203", "19870324", "M"), ("440103", "19650607", "F"), ("130102", "19900918", "M"),
    ("410105", "19821030", "F"), ("530102", "19960222", "M"), ("460106", "19790415", "F"),
    ("320102", "19921111", "M"), ("330110", "19860702", "F"), ("440112", "19770909", "M"),
    ("510106", "19940317", "F"), ("350211", "19710128", "M"), ("210103", "19990502", "F"),
]
for i, (a, ymd, sex) in enumerate(IDCARD_SPECS, 1):
    VALUES[f"idcard_{i:02d}"] = make_idcard(a, ymd, sex)

# passports (shape only: the bare numbers carry no check digit)
for i, k in enumerate(["cn", "cn2", "us", "uk", "de", "fr", "in", "ca", "nl", "sg", "kr", "au", "cn",
                       "cn2", "us", "uk", "ie", "cn", "de", "cn2", "us", "fr", "cn", "uk", "cn2"], 1):
    VALUES[f"passport_{i:02d}"] = make_passport(k)

# other countries' national IDs (checksums where the format has one)
VALUES["bsn_01"] = make_bsn()
VALUES["bsn_02"] = make_bsn(dotted=True)
VALUES["bsn_03"] = make_bsn()
VALUES["dni_01"] = make_dni()
VALUES["dni_02"] = make_dni()
VALUES["dni_03"] = make_dni()
VALUES["nie_01"] = make_nie()
VALUES["nie_02"] = make_nie()
VALUES["nir_01"] = make_nir("2", "87", "04")
VALUES["nir_02"] = make_nir("1", "79", "11")
VALUES["nir_03"] = make_nir("2", "93", "06")
VALUES["pesel_01"] = make_pesel("19900214", "F")
VALUES["pesel_02"] = make_pesel("19820730", "M")
VALUES["pesel_03"] = make_pesel("20010519", "F")
VALUES["pnr_01"] = make_pnr("19860412")
VALUES["pnr_02"] = make_pnr("19711103")
VALUES["pnr_03"] = make_pnr("19950827")
VALUES["cpf_01"] = make_cpf()
VALUES["cpf_02"] = make_cpf()
VALUES["cpf_03"] = make_cpf()
VALUES["sin_01"] = make_sin()
VALUES["sin_02"] = make_sin("-")
VALUES["sin_03"] = make_sin()
VALUES["aadhaar_01"] = make_aadhaar()
VALUES["aadhaar_02"] = make_aadhaar()
VALUES["aadhaar_03"] = make_aadhaar()
VALUES["nric_01"] = make_nric("S")
VALUES["nric_02"] = make_nric("T")
VALUES["nric_03"] = make_nric("G")
VALUES["hkid_01"] = make_hkid()
VALUES["hkid_02"] = make_hkid()
VALUES["hkid_03"] = make_hkid()
VALUES["hkid_04"] = make_hkid()
VALUES["nino_01"] = make_nino()
VALUES["nino_02"] = make_nino(False)
VALUES["nino_03"] = make_nino()
VALUES["nino_04"] = make_nino()
VALUES["bnn_01"] = make_bnn("19850730", "F")
VALUES["bnn_02"] = make_bnn("19680215", "M")

# vendor keys (APIKEY)
for i in range(1, 7):
    VALUES[f"aws_akid_{i:02d}"] = "AKIA" + rs(UP + "234567", 16)
    VALUES[f"aws_secret_{i:02d}"] = rs(B62 + "/+", 40)
for i in range(1, 5):
    VALUES[f"stripe_sk_{i:02d}"] = ("rk" if i == 4 else "sk") + "_live_" + rs(B62, rng.choice([24, 34, 99]))
    VALUES[f"stripe_pk_{i:02d}"] = "pk_live_" + rs(B62, 34)          # publishable: decoy
    VALUES[f"whsec_{i:02d}"] = "whsec_" + rs(B62 + "+/", 32)
for i in range(1, 6):
    VALUES[f"gh_pat_{i:02d}"] = make_gh("ghp")
VALUES["gh_oauth_01"] = make_gh("gho")
for i in range(1, 5):
    VALUES[f"slack_bot_{i:02d}"] = f"xoxb-{rd(12, True)}-{rd(13, True)}-{rs(B62, 24)}"
VALUES["slack_user_01"] = f"xoxp-{rd(12, True)}-{rd(12, True)}-{rs(B62, 24)}"
for i in range(1, 4):
    VALUES[f"openai_{i:02d}"] = "sk-proj-" + rs(B62 + "_-", 64)
for i in range(1, 3):
    VALUES[f"anthropic_{i:02d}"] = "sk-ant-api03-" + rs(B62 + "_-", 93) + "AA"
for i in range(1, 5):
    VALUES[f"google_{i:02d}"] = "AIza" + rs(B62 + "_-", 35)
for i in range(1, 3):
    VALUES[f"sendgrid_{i:02d}"] = "SG." + rs(B62 + "_-", 22) + "." + rs(B62 + "_-", 43)
for i in range(1, 4):
    VALUES[f"telegram_{i:02d}"] = rd(10, True) + ":AA" + rs(B62 + "_-", 33)
for i in range(1, 4):
    VALUES[f"shopify_{i:02d}"] = "shpat_" + rs(HEX, 32)
for i in range(1, 3):
    VALUES[f"gitlab_{i:02d}"] = "glpat-" + rs(B62 + "_-", 20)
VALUES["hf_01"] = "hf_" + rs(UP + LO, 34)
for i in range(1, 3):
    VALUES[f"npm_{i:02d}"] = "npm_" + rs(B62, 36)
    VALUES[f"mailgun_{i:02d}"] = "key-" + rs(HEX, 32)
for i in range(1, 6):
    VALUES[f"ali_akid_{i:02d}"] = "LTAI5t" + rs(B62, 18)
    VALUES[f"ali_secret_{i:02d}"] = rs(B62, 30)
for i in range(1, 4):
    VALUES[f"tc_akid_{i:02d}"] = "AKID" + rs(B62, 32)
    VALUES[f"tc_secret_{i:02d}"] = rs(B62, 32)
VALUES["square_01"] = "EAAA" + rs(B62 + "_-", 60)
VALUES["jwt_01"] = make_jwt({"sub": "pos-till-03", "scope": "orders:write", "iat": 1717416000})
VALUES["jwt_02"] = make_jwt({"sub": "u_58213", "role": "admin", "iat": 1719830400, "exp": 1719916800})
VALUES["jwt_03"] = make_jwt({"uid": 88213, "shop": "sz-nanshan-02", "iat": 1722470400})
VALUES["jwt_04"] = make_jwt({"sub": "courier-app", "aud": "dispatch", "iat": 1725148800})
VALUES["jwt_05"] = make_jwt({"sub": "staff_0193", "iat": 1727740800})

# secrets
for i in range(1, 4):
    VALUES[f"twilio_token_{i:02d}"] = rs(HEX, 32)
    VALUES[f"twilio_sid_{i:02d}"] = "AC" + rs(HEX, 32)        # account SID: decoy (an id)
for i in range(1, 4):
    VALUES[f"slack_hook_{i:02d}"] = (f"https://hooks.slack.com/services/T{rs(UP + DIG, 8)}/"
                                     f"B{rs(UP + DIG, 10)}/{rs(B62, 24)}")
for i in range(1, 3):
    VALUES[f"discord_hook_{i:02d}"] = f"https://discord.com/api/webhooks/{rd(19, True)}/{rs(B62 + '_-', 68)}"
for i in range(1, 4):
    VALUES[f"dingtalk_hook_{i:02d}"] = "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64)
for i in range(1, 3):
    VALUES[f"wecom_hook_{i:02d}"] = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + make_uuid()
    VALUES[f"feishu_hook_{i:02d}"] = "https://open.feishu.cn/open-apis/bot/v2/hook/" + make_uuid()
for i, g in enumerate([False, True, False, True, False], 1):
    VALUES[f"totp_{i:02d}"] = make_totp(g)
VALUES["pem_01"] = make_pem("RSA")
VALUES["pem_02"] = make_pem("OPENSSH")
VALUES["pem_03"] = make_pem("PKCS8")
VALUES["cookie_01"] = rs(LO + DIG, 32)                                     # Django sessionid
VALUES["cookie_02"] = "s%3A" + rs(B62 + "-_", 32) + "." + rs(B62, 43)     # express connect.sid
VALUES["cookie_03"] = rs(LO + DIG, 26)                                     # PHPSESSID
VALUES["cookie_04"] = rs(HEX, 32)                                          # rails _session_id
VALUES["cookie_05"] = rs(B62, 40)
VALUES["cookie_06"] = rs(LO + DIG, 32)
for s in "abc":
    for i in range(1, 7):
        VALUES[f"rc_{s}{i}"] = rs(HEX, 5) + "-" + rs(HEX, 5)
for i in range(1, 4):
    VALUES[f"signsec_{i:02d}"] = rs(HEX, 32)

# decoys with a shape
for i in range(1, 13):
    VALUES[f"uuid_{i:02d}"] = make_uuid()
for i in range(1, 9):
    VALUES[f"sha1_{i:02d}"] = hashlib.sha1(rs(B62, 20).encode()).hexdigest()
for i in range(1, 5):
    VALUES[f"sha256_{i:02d}"] = hashlib.sha256(rs(B62, 20).encode()).hexdigest()
    VALUES[f"md5_{i:02d}"] = hashlib.md5(rs(B62, 20).encode()).hexdigest()
for i in range(1, 9):
    VALUES[f"ean_{i:02d}"] = ean13(rng.choice(["50", "40", "69", "87", "76", "80"]) + rd(10))

CHECKED = {  # value-name prefix -> validator that carries a checksum
    "card_": card_ok, "iban_": iban_ok, "org_iban_": iban_ok, "idcard_": idcard_ok, "bsn_": bsn_ok,
    "dni_": dni_ok, "nie_": dni_ok, "nir_": nir_ok, "pesel_": pesel_ok, "pnr_": pnr_ok, "cpf_": cpf_ok,
    "sin_": sin_ok, "aadhaar_": aadhaar_ok, "nric_": nric_ok, "hkid_": hkid_ok, "bnn_": bnn_ok,
    "gh_pat_": gh_ok, "gh_oauth_": gh_ok, "jwt_": jwt_ok, "ean_": lambda s: ean13(s[:12]) == s,
}
SHAPED = {  # value-name prefix -> shape check (no checksum in the format)
    "ssn_": ssn_ok, "passport_": passport_ok, "nino_": nino_ok,
    "aws_akid_": lambda s: apikey_kind(s) == "aws_akid", "stripe_sk_": lambda s: apikey_kind(s) == "stripe_sk",
    "slack_bot_": lambda s: apikey_kind(s) == "slack_bot", "slack_user_": lambda s: apikey_kind(s) == "slack_bot",
    "openai_": lambda s: apikey_kind(s) == "openai", "anthropic_": lambda s: apikey_kind(s) == "anthropic",
    "google_": lambda s: apikey_kind(s) == "google", "sendgrid_": lambda s: apikey_kind(s) == "sendgrid",
    "telegram_": lambda s: apikey_kind(s) == "telegram", "shopify_": lambda s: apikey_kind(s) == "shopify",
    "gitlab_": lambda s: apikey_kind(s) == "gitlab", "hf_": lambda s: apikey_kind(s) == "huggingface",
    "npm_": lambda s: apikey_kind(s) == "npm", "mailgun_": lambda s: apikey_kind(s) == "mailgun",
    "ali_akid_": lambda s: apikey_kind(s) == "aliyun_akid", "tc_akid_": lambda s: apikey_kind(s) == "tencent_akid",
    "square_": lambda s: apikey_kind(s) == "square",
    "aws_secret_": lambda s: secret_kind(s) == "aws_secret", "ali_secret_": lambda s: secret_kind(s) == "aliyun_secret",
    "tc_secret_": lambda s: secret_kind(s) is not None, "slack_hook_": lambda s: secret_kind(s) == "slack_webhook",
    "discord_hook_": lambda s: secret_kind(s) == "discord_webhook",
    "dingtalk_hook_": lambda s: secret_kind(s) == "dingtalk_webhook",
    "wecom_hook_": lambda s: secret_kind(s) == "wecom_webhook", "feishu_hook_": lambda s: secret_kind(s) == "feishu_webhook",
    "whsec_": lambda s: secret_kind(s) == "stripe_whsec", "totp_": lambda s: secret_kind(s) == "totp_seed",
    "pem_": lambda s: secret_kind(s) == "pem", "twilio_token_": lambda s: secret_kind(s) is not None,
    "cookie_": lambda s: secret_kind(s) is not None, "rc_": lambda s: secret_kind(s) == "recovery_code",
    "signsec_": lambda s: secret_kind(s) is not None,
    "stripe_pk_": lambda s: re.fullmatch(r"pk_live_[0-9A-Za-z]{34}", s) is not None,
    "twilio_sid_": lambda s: re.fullmatch(r"AC[0-9a-f]{32}", s) is not None,
    "uuid_": lambda s: re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}", s) is not None,
    "sha1_": lambda s: re.fullmatch(r"[0-9a-f]{40}", s) is not None,
    "sha256_": lambda s: re.fullmatch(r"[0-9a-f]{64}", s) is not None,
    "md5_": lambda s: re.fullmatch(r"[0-9a-f]{32}", s) is not None,
}


def validator_for(name):
    for table, checked in ((CHECKED, True), (SHAPED, False)):
        best = None
        for p, f in table.items():
            if name.startswith(p) and (best is None or len(p) > len(best[0])):
                best = (p, f)
        if best:
            return best[1], checked
    return None, False


def corruptions(value, name):
    """Every single-digit substitution d -> (d+1) % 10 (JWT: within the signature only)."""
    lo = value.rfind(".") + 1 if name.startswith("jwt_") else 0
    if name.startswith("gh_"):
        lo = 4
    for i in range(lo, len(value)):
        if value[i].isdigit():
            yield value[:i] + str((int(value[i]) + 1) % 10) + value[i + 1:]


def selftest(verbose=False):
    bad = []
    n_checked = n_shaped = n_corrupt = 0
    for name, v in VALUES.items():
        f, checked = validator_for(name)
        if f is None:
            bad.append(f"{name}: no validator")
            continue
        if not f(v):
            bad.append(f"{name}: invalid {v!r}")
            continue
        if checked:
            n_checked += 1
            cs = list(corruptions(v, name))
            if not cs:
                bad.append(f"{name}: no digit to corrupt")
            for c in cs:
                n_corrupt += 1
                if f(c):
                    bad.append(f"{name}: corruption {c!r} still validates")
        else:
            n_shaped += 1
    for name in [k for k in VALUES if k.startswith("idcard_")]:
        i = int(name.split("_")[1]) - 1
        if idcard_birth(VALUES[name]) != IDCARD_SPECS[i][1]:
            bad.append(f"{name}: birth date mismatch")
    if len(set(VALUES.values())) != len(VALUES):
        bad.append("duplicate values")
    if verbose or bad:
        print(f"selftest: {len(VALUES)} values, {n_checked} checksum-bearing "
              f"({n_corrupt} single-digit corruptions all rejected), {n_shaped} shape-only")
    for b in bad:
        print("FAIL", b)
    return not bad


if __name__ == "__main__":
    if "-p" in sys.argv:
        for k, v in VALUES.items():
            print(f"{k:18} {v}")
    ok = selftest(verbose=True)
    sys.exit(0 if ok else 1)
