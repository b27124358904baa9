#!/usr/bin/env python3
"""Generated values for blind corpus 87.

Every value that carries a check digit or a vendor shape is generated here from a
seeded RNG and referred to from the texts as ``$name``.

    python3 values.py        -> runs selftest()
    python3 values.py -p     -> prints every value
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

SEED = 87_5309_2718
R = random.Random(SEED)

DIGITS = string.digits
ALNUM = string.ascii_letters + string.digits
UPALNUM = string.ascii_uppercase + string.digits
LOWALNUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def rs(alphabet, n):
    return "".join(R.choice(alphabet) for _ in range(n))


def rs_safe(alphabet, n):
    """random string whose first and last characters are alphanumeric"""
    s = rs(alphabet, n)
    if not s[0].isalnum():
        s = R.choice(ALNUM) + s[1:]
    if not s[-1].isalnum():
        s = s[:-1] + R.choice(ALNUM)
    return s


def rd(n):
    return rs(DIGITS, n)


def only_digits(s):
    return "".join(c for c in s if c.isdigit())


# ----------------------------------------------------------------- cards
def luhn_ok(s):
    if not re.fullmatch(r"[\d \-]+", s):
        return False
    ds = [int(c) for c in s if c.isdigit()]
    if len(ds) < 12:
        return False
    tot = 0
    for i, d in enumerate(reversed(ds)):
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        tot += d
    return tot % 10 == 0


def luhn_digit(body):
    for c in DIGITS:
        if luhn_ok(body + c if len(body) >= 11 else body.rjust(11, "0") + c):
            return c
    raise ValueError(body)


def groups(digits, sizes, sep):
    out, i = [], 0
    for g in sizes:
        out.append(digits[i:i + g])
        i += g
    assert i == len(digits), (digits, sizes)
    return sep.join(out)


def card(prefix, length, sizes=None, sep=" "):
    body = prefix + rd(length - len(prefix) - 1)
    num = body + luhn_digit(body)
    return groups(num, sizes, sep) if sizes else num


def card_ok(s):
    d = only_digits(s)
    return 13 <= len(d) <= 19 and luhn_ok(s)


# ----------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "IE": 22, "DE": 22, "FR": 27, "NL": 18, "ES": 24,
            "PL": 28, "BE": 16, "CH": 21, "IT": 27}


def _mod97(s):
    return int("".join(str(int(c, 36)) for c in s.upper())) % 97


def iban_ok(s):
    t = re.sub(r"[ ]", "", s).upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", t):
        return False
    if t[:2] in IBAN_LEN and len(t) != IBAN_LEN[t[:2]]:
        return False
    return _mod97(t[4:] + t[:4]) == 1


def iban(country, bban, spaced=True):
    ck = 98 - _mod97(bban + country + "00")
    raw = "%s%02d%s" % (country, ck, bban)
    if spaced:
        return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))
    return raw


def bban_fr():
    bank, branch, acct = "30004", rd(5), rd(11)
    key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
    return "%s%s%s%02d" % (bank, branch, acct, key)


def _es_dc(digits10):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = 11 - sum(int(a) * b for a, b in zip(digits10, w)) % 11
    return {11: 0, 10: 1}.get(r, r)


def bban_es():
    bank, branch, acct = "2100", rd(4), rd(10)
    dc = "%d%d" % (_es_dc("00" + bank + branch), _es_dc(acct))
    return bank + branch + dc + acct


def bban_be():
    n = "0" + rd(9)
    c = int(n) % 97 or 97
    return "%s%02d" % (n, c)


# ----------------------------------------------------------------- CN ID (GB 11643-1999)
ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
ID_C = "10X98765432"


def idcard_ok(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    try:
        d = datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return False
    if not (1900 <= d.year <= 2015):
        return False
    return ID_C[sum(int(a) * w for a, w in zip(s[:17], ID_W)) % 11] == s[17]


def idcard_birth(s):
    return datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))


def idcard(region, birth, male, want_x=False):
    while True:
        seq = R.randrange(10, 999)
        if (seq % 2 == 1) != male:
            continue
        body = "%s%s%03d" % (region, birth, seq)
        c = ID_C[sum(int(a) * w for a, w in zip(body, ID_W)) % 11]
        if want_x != (c == "X"):
            continue
        return body + c


# ----------------------------------------------------------------- US SSN
def ssn_ok(s):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", s)
    if not m:
        return False
    a, _, g, n = m.groups()
    return a not in ("000", "666") and a[0] != "9" and g != "00" and n != "0000"


def ssn(sep="-"):
    while True:
        a = R.randrange(100, 900)
        if a == 666:
            continue
        return "%03d%s%02d%s%04d" % (a, sep, R.randrange(1, 100), sep, R.randrange(1, 10000))


# ----------------------------------------------------------------- national ids
NINO_BAD = {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}


def nino_ok(s):
    if not re.fullmatch(r"[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]", s):
        return False
    t = s.replace(" ", "")
    return (re.fullmatch(r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", t) is not None
            and t[:2] not in NINO_BAD)


def nino(spaced):
    while True:
        a = R.choice("ABCEGHJKLMNOPRSTWXYZ") + R.choice("ABCEGHJKLMNPRSTWXYZ")
        if a in NINO_BAD:
            continue
        d = rd(6)
        s = R.choice("ABCD")
        return "%s %s %s %s %s" % (a, d[:2], d[2:4], d[4:], s) if spaced else a + d + s


PPS_L = "WABCDEFGHIJKLMNOPQRSTUV"


def ppsn_ok(s):
    m = re.fullmatch(r"(\d{7})([A-W])([AHW]?)", s.upper())
    if not m:
        return False
    d, c, x = m.groups()
    tot = sum(int(ch) * (8 - i) for i, ch in enumerate(d))
    if x:
        tot += (ord(x) - 64) * 9
    return PPS_L[tot % 23] == c


def ppsn(second=""):
    d = rd(7)
    tot = sum(int(ch) * (8 - i) for i, ch in enumerate(d))
    if second:
        tot += (ord(second) - 64) * 9
    return d + PPS_L[tot % 23] + second


def bsn_ok(s):
    t = s.replace(".", "").replace(" ", "")
    if not re.fullmatch(r"[1-9]\d{8}", t):
        return False
    return (sum(int(t[i]) * (9 - i) for i in range(8)) - int(t[8])) % 11 == 0


def bsn():
    while True:
        t = str(R.randrange(1, 10)) + rd(7)
        r = sum(int(t[i]) * (9 - i) for i in range(8)) % 11
        if r < 10:
            return t + str(r)


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(s):
    m = re.fullmatch(r"(\d{8})-?([A-Z])", s)
    return bool(m) and DNI_L[int(m[1]) % 23] == m[2]


def dni():
    n = rd(8)
    return n + DNI_L[int(n) % 23]


def sin_ok(s):
    return re.fullmatch(r"[1-79]\d{2}([ -]?)\d{3}\1\d{3}", s) is not None and luhn_ok(s.replace(" ", "").rjust(12, "0"))


def sin(sep=" "):
    body = R.choice("1234567") + rd(7)
    full = body + luhn_digit(body.rjust(11, "0"))
    return groups(full, [3, 3, 3], sep)


TFN_W = [1, 4, 3, 7, 5, 8, 6, 9, 10]


def tfn_ok(s):
    if not re.fullmatch(r"\d{3} ?\d{3} ?\d{3}", s):
        return False
    t = s.replace(" ", "")
    return sum(int(a) * w for a, w in zip(t, TFN_W)) % 11 == 0


def tfn():
    while True:
        t = str(R.randrange(1, 10)) + rd(7)
        for last in DIGITS:
            if sum(int(a) * w for a, w in zip(t + last, TFN_W)) % 11 == 0:
                u = t + last
                return "%s %s %s" % (u[:3], u[3:6], u[6:])


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    if pesel_birth(s) is None:
        return False
    return (10 - sum(int(a) * w for a, w in zip(s, PESEL_W)) % 10) % 10 == int(s[10])


def pesel_birth(s):
    yy, mm, dd = int(s[0:2]), int(s[2:4]), int(s[4:6])
    century = {0: 1900, 20: 2000, 40: 2100, 60: 2200, 80: 1800}[(mm // 20) * 20]
    try:
        return datetime.date(century + yy, mm % 20, dd)
    except ValueError:
        return None


def pesel(date, male):
    y, m, d = date
    mm = m + (20 if y >= 2000 else 0)
    ser = rd(3) + R.choice("13579" if male else "02468")
    body = "%02d%02d%02d%s" % (y % 100, mm, d, ser)
    return body + str((10 - sum(int(a) * w for a, w in zip(body, PESEL_W)) % 10) % 10)


def pnr_ok(s):
    m = re.fullmatch(r"(\d{6})[-+](\d{4})", s)
    if not m or pnr_birth(s) is None:
        return False
    return luhn_ok((m[1] + m[2]).rjust(12, "0"))


def pnr_birth(s):
    try:
        yy = int(s[0:2])
        return datetime.date(1900 + yy if yy > 25 else 2000 + yy, int(s[2:4]), int(s[4:6]))
    except ValueError:
        return None


def pnr(date):
    y, m, d = date
    body = "%02d%02d%02d%s" % (y % 100, m, d, rd(3))
    c = luhn_digit(body.rjust(11, "0"))
    return body[:6] + "-" + body[6:] + c


HETU_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_ok(s):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", s)
    if not m or hetu_birth(s) is None:
        return False
    return HETU_C[int(m[1] + m[3]) % 31] == m[4]


def hetu_birth(s):
    c = {"+": 1800, "-": 1900, "A": 2000}[s[6]]
    try:
        return datetime.date(c + int(s[4:6]), int(s[2:4]), int(s[0:2]))
    except ValueError:
        return None


def hetu(date):
    y, m, d = date
    n = "%03d" % R.randrange(2, 900)
    dm = "%02d%02d%02d" % (d, m, y % 100)
    return dm + ("-" if y < 2000 else "A") + n + HETU_C[int(dm + n) % 31]


def be_nn_ok(s):
    m = re.fullmatch(r"(\d{2})\.(\d{2})\.(\d{2})-(\d{3})\.(\d{2})", s)
    if not m or be_birth(s) is None:
        return False
    n = int("".join(m.groups()[:4]))
    return 97 - n % 97 == int(m[5]) or 97 - int("2" + "".join(m.groups()[:4])) % 97 == int(m[5])


def be_birth(s):
    try:
        return datetime.date(1900 + int(s[0:2]), int(s[3:5]), int(s[6:8]))
    except ValueError:
        return None


def be_nn(date, male):
    y, m, d = date
    seq = R.randrange(1, 998)
    if (seq % 2 == 1) != male:
        seq += 1
    n = "%02d%02d%02d%03d" % (y % 100, m, d, seq)
    return "%s.%s.%s-%s.%02d" % (n[0:2], n[2:4], n[4:6], n[6:9], 97 - int(n) % 97)


def nir_ok(s):
    t = s.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", t):
        return False
    return 97 - int(t[:13]) % 97 == int(t[13:])


def nir(male, yy, mm, dept):
    body = "%d%02d%02d%s%s%s" % (1 if male else 2, yy, mm, dept, rd(3), rd(3))
    key = 97 - int(body) % 97
    t = body + "%02d" % key
    return " ".join([t[0], t[1:3], t[3:5], t[5:7], t[7:10], t[10:13], t[13:15]])


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
    if not re.fullmatch(r"[2-9]\d{3} ?\d{4} ?\d{4}", s):
        return False
    c = 0
    for i, x in enumerate(reversed([int(ch) for ch in s if ch.isdigit()])):
        c = V_D[c][V_P[i % 8][x]]
    return c == 0


def aadhaar():
    body = [R.randrange(2, 10)] + [R.randrange(10) for _ in range(10)]
    c = 0
    for i, x in enumerate(reversed(body)):
        c = V_D[c][V_P[(i + 1) % 8][x]]
    t = "".join(map(str, body)) + str(V_INV[c])
    return "%s %s %s" % (t[:4], t[4:8], t[8:])


def nric_ok(s):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    if not m:
        return False
    tot = sum(int(d) * w for d, w in zip(m[2], [2, 7, 6, 5, 4, 3, 2]))
    if m[1] in "TG":
        tot += 4
    table = "JZIHGFEDCBA" if m[1] in "ST" else "XWUTRQPNMLK"
    return table[tot % 11] == m[3]


def nric(prefix="S"):
    d = rd(7)
    tot = sum(int(x) * w for x, w in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if prefix in "TG" else 0)
    table = "JZIHGFEDCBA" if prefix in "ST" else "XWUTRQPNMLK"
    return prefix + d + table[tot % 11]


def hkid_ok(s):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(([0-9A])\)", s)
    if not m:
        return False
    a = m[1]
    v = [36, ord(a) - 55] if len(a) == 1 else [ord(a[0]) - 55, ord(a[1]) - 55]
    tot = v[0] * 9 + v[1] * 8 + sum(int(d) * w for d, w in zip(m[2], [7, 6, 5, 4, 3, 2]))
    r = (11 - tot % 11) % 11
    return ("A" if r == 10 else str(r)) == m[3]


def hkid(letter):
    while True:
        d = rd(6)
        for c in "0123456789A":
            cand = "%s%s(%s)" % (letter, d, c)
            if hkid_ok(cand):
                return cand


NATIONAL_ID_VALIDATORS = [hkid_ok, nino_ok, ppsn_ok, bsn_ok, dni_ok, sin_ok, tfn_ok, pesel_ok,
                          pnr_ok, hetu_ok, be_nn_ok, nir_ok, aadhaar_ok, nric_ok]


def national_id_ok(s):
    return any(f(s) for f in NATIONAL_ID_VALIDATORS)


def national_id_birth(s):
    """birth date embedded in the id, when the format has one"""
    for ok, birth in ((pesel_ok, pesel_birth), (pnr_ok, pnr_birth),
                      (hetu_ok, hetu_birth), (be_nn_ok, be_birth)):
        if ok(s):
            return birth(s)
    return None


# ----------------------------------------------------------------- passports (no printed check digit)
PASSPORT_RES = [
    r"\d{9}",                       # UK, US (old series)
    r"[A-Z]\d{8}",                  # US next generation, HK
    r"E[A-Z]?\d{7,8}",              # PRC ordinary passport
    r"[A-Z]{2}\d{7}",               # Ireland, Australia
    r"[A-Z]{2}\d{6}",               # Canada
    r"[A-Z]\d{7}",                  # India, Australia (old)
    r"C[CFGHJKLMNPRTVWXYZ0-9]{8}",  # Germany
]


def passport_ok(s):
    return any(re.fullmatch(p, s) for p in PASSPORT_RES)


# ----------------------------------------------------------------- vendor keys
def b62(n, width):
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s.rjust(width, "0")


def ghp(prefix="ghp_"):
    body = rs(ALNUM, 30)
    return prefix + body + b62(zlib.crc32(body.encode()), 6)


def ghp_ok(s):
    m = re.fullmatch(r"gh[pousr]_([A-Za-z0-9]{30})([A-Za-z0-9]{6})", s)
    return bool(m) and b62(zlib.crc32(m[1].encode()), 6) == m[2]


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt(payload, key):
    h = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = hmac.new(key.encode(), (h + "." + p).encode(), hashlib.sha256).digest()
    return h + "." + p + "." + b64url(sig)


def jwt_ok(s):
    parts = s.split(".")
    if len(parts) != 3 or not s.startswith("eyJ"):
        return False
    try:
        hdr = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return "alg" in hdr


APIKEY_RES = [
    r"(AKIA|ASIA)[A-Z2-7]{16}",
    r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    r"glpat-[A-Za-z0-9_\-]{20}",
    r"(sk|rk)_live_[A-Za-z0-9]{24,99}",
    r"xox[bp]-\d{10,13}-\d{10,13}(-\d{10,13})?-[A-Za-z0-9]{24,32}",
    r"\d{8,10}:AA[A-Za-z0-9_\-]{33}",
    r"sk-proj-[A-Za-z0-9_\-]{40,200}",
    r"sk-ant-api03-[A-Za-z0-9_\-]{90,100}AA",
    r"AIza[A-Za-z0-9_\-]{35}",
    r"SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}",
    r"SK[0-9a-f]{32}",
    r"[0-9a-f]{32}-us\d{1,2}",
    r"hf_[A-Za-z]{34}",
    r"npm_[A-Za-z0-9]{36}",
    r"shpat_[0-9a-f]{32}",
    r"dop_v1_[0-9a-f]{64}",
    r"LTAI[A-Za-z0-9]{12,24}",
    r"AKID[A-Za-z0-9]{32}",
]


def apikey_ok(s):
    if s.startswith("gh") and s[3:4] == "_":
        return ghp_ok(s)
    if s.startswith("eyJ"):
        return jwt_ok(s)
    return any(re.fullmatch(p, s) for p in APIKEY_RES)


# ----------------------------------------------------------------- secrets
P256_P = 2 ** 256 - 2 ** 224 + 2 ** 192 + 2 ** 96 - 1
P256_G = (0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
          0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5)
P256_N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551


def _ec_add(p, q):
    if p is None:
        return q
    if q is None:
        return p
    if p[0] == q[0] and (p[1] + q[1]) % P256_P == 0:
        return None
    if p == q:
        lam = (3 * p[0] * p[0] - 3) * pow(2 * p[1], -1, P256_P) % P256_P
    else:
        lam = (q[1] - p[1]) * pow(q[0] - p[0], -1, P256_P) % P256_P
    x = (lam * lam - p[0] - q[0]) % P256_P
    return (x, (lam * (p[0] - x) - p[1]) % P256_P)


def _ec_mul(k, pt):
    r = None
    while k:
        if k & 1:
            r = _ec_add(r, pt)
        pt = _ec_add(pt, pt)
        k >>= 1
    return r


EC_HEAD = bytes.fromhex("30770201010420")
EC_MID = bytes.fromhex("a00a06082a8648ce3d030107a144034200")


def pem_ec():
    k = R.randrange(1, P256_N)
    x, y = _ec_mul(k, P256_G)
    der = EC_HEAD + k.to_bytes(32, "big") + EC_MID + b"\x04" + x.to_bytes(32, "big") + y.to_bytes(32, "big")
    b = base64.b64encode(der).decode()
    body = "\n".join(b[i:i + 64] for i in range(0, len(b), 64))
    return "-----BEGIN EC PRIVATE KEY-----\n" + body + "\n-----END EC PRIVATE KEY-----"


def pem_ok(s):
    m = re.fullmatch(r"-----BEGIN EC PRIVATE KEY-----\n([A-Za-z0-9+/=\n]+)\n-----END EC PRIVATE KEY-----", s)
    if not m:
        return False
    try:
        der = base64.b64decode(m[1].replace("\n", ""), validate=True)
    except Exception:
        return False
    if len(der) != 121 or der[:7] != EC_HEAD or der[39:56] != EC_MID:
        return False
    k = int.from_bytes(der[7:39], "big")
    pub = (int.from_bytes(der[57:89], "big"), int.from_bytes(der[89:121], "big"))
    return _ec_mul(k, P256_G) == pub


def totp_seed(spaced=False):
    s = base64.b32encode(bytes(R.randrange(256) for _ in range(20))).decode()
    if spaced:
        return " ".join(s[i:i + 4].lower() for i in range(0, 32, 4))
    return s


def totp_ok(s):
    t = s.replace(" ", "").upper()
    if len(t) not in (16, 26, 32) or not re.fullmatch(r"[A-Z2-7]+", t):
        return False
    try:
        base64.b32decode(t + "=" * (-len(t) % 8))
    except Exception:
        return False
    return True


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


SECRET_RES = [
    r"[A-Za-z0-9/+]{40}",                                             # AWS secret access key
    r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}",
    r"https://discord\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_\-]{68}",
    r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}",
    r"SEC[0-9a-f]{64}",
    r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f\-]{36}",
    r"whsec_[A-Za-z0-9]{32}",
    r"[0-9a-f]{5}-[0-9a-f]{5}",                                       # recovery code
    r"[0-9a-f]{32}",                                                   # app secrets, auth tokens
    r"[0-9a-f]{64}",
    r"[A-Za-z0-9]{30,48}",
    r"django-insecure-[a-z0-9!@#%^&*(\-_=+)]{50}",
    r"s%3A[A-Za-z0-9_\-]{32}\.[A-Za-z0-9+/]{43}",
]


def secret_ok(s):
    if s.startswith("-----BEGIN"):
        return pem_ok(s)
    if totp_ok(s):
        return True
    if any(re.fullmatch(p, s) for p in SECRET_RES):
        return True
    # hand-typed passwords inside connection strings / cookies: non-trivial token
    return len(s) >= 8 and not re.search(r"\s", s)


# ----------------------------------------------------------------- the values
VALUES = {}
META = {}  # name -> (type, validator, has_check_digit)


def put(name, typ, value, validator, check):
    assert name not in VALUES, name
    VALUES[name] = value
    META[name] = (typ, validator, check)


# cards ------------------------------------------------------------
put("card_visa1", "CARD", card("4659", 16, [4, 4, 4, 4], " "), card_ok, True)
put("card_visa2", "CARD", card("4921", 16, [4, 4, 4, 4], "-"), card_ok, True)
put("card_visa3", "CARD", card("4485", 16), card_ok, True)
put("card_visa4", "CARD", card("4751", 16, [4, 4, 4, 4], " "), card_ok, True)
put("card_mc1", "CARD", card("5412", 16, [4, 4, 4, 4], " "), card_ok, True)
put("card_mc2", "CARD", card("2223", 16), card_ok, True)
put("card_mc3", "CARD", card("5355", 16, [4, 4, 4, 4], "-"), card_ok, True)
put("card_amex1", "CARD", card("3714", 15, [4, 6, 5], " "), card_ok, True)
put("card_amex2", "CARD", card("3459", 15), card_ok, True)
put("card_up1", "CARD", card("6222", 19, [4, 4, 4, 4, 3], " "), card_ok, True)
put("card_up2", "CARD", card("6217", 19), card_ok, True)
put("card_up3", "CARD", card("6228", 19, [4, 4, 4, 4, 3], " "), card_ok, True)
put("card_jcb1", "CARD", card("3566", 16, [4, 4, 4, 4], " "), card_ok, True)
put("card_disc1", "CARD", card("6011", 16, [4, 4, 4, 4], "-"), card_ok, True)

# IBANs ------------------------------------------------------------
put("iban_gb1", "IBAN", iban("GB", "NWBK" + "60" + rd(4) + rd(8)), iban_ok, True)
put("iban_gb2", "IBAN", iban("GB", "BARC" + "20" + rd(4) + rd(8)), iban_ok, True)
put("iban_gb3", "IBAN", iban("GB", "LOYD" + "30" + rd(4) + rd(8), spaced=False), iban_ok, True)
put("iban_gb4", "IBAN", iban("GB", "HBUK" + "40" + rd(4) + rd(8)), iban_ok, True)
put("iban_ie1", "IBAN", iban("IE", "AIBK" + "93" + rd(4) + rd(8)), iban_ok, True)
put("iban_ie2", "IBAN", iban("IE", "BOFI" + "90" + rd(4) + rd(8), spaced=False), iban_ok, True)
put("iban_de1", "IBAN", iban("DE", "37040044" + rd(10)), iban_ok, True)
put("iban_fr1", "IBAN", iban("FR", bban_fr()), iban_ok, True)
put("iban_es1", "IBAN", iban("ES", bban_es()), iban_ok, True)
put("iban_nl1", "IBAN", iban("NL", "ABNA" + rd(10)), iban_ok, True)
put("iban_pl1", "IBAN", iban("PL", "10901014" + rd(16)), iban_ok, True)
put("iban_be1", "IBAN", iban("BE", bban_be()), iban_ok, True)

# Chinese resident ID (birth dates fixed: they are quoted as DOB in texts) --------
put("id_zhou", "IDCARD", idcard("310104", "19640923", True), idcard_ok, True)
put("id_xu", "IDCARD", idcard("330106", "19910217", False), idcard_ok, True)
put("id_li", "IDCARD", idcard("110105", "19780605", True), idcard_ok, True)
put("id_chen", "IDCARD", idcard("440305", "19950830", False), idcard_ok, True)
put("id_wang", "IDCARD", idcard("320102", "19570312", True), idcard_ok, True)
put("id_liu", "IDCARD", idcard("510107", "19881101", False), idcard_ok, True)
put("id_zhao", "IDCARD", idcard("420106", "20010719", True), idcard_ok, True)
put("id_sun", "IDCARD", idcard("370202", "19720428", False), idcard_ok, True)
put("id_he", "IDCARD", idcard("320582", "19830114", True, want_x=True), idcard_ok, True)
put("id_yang", "IDCARD", idcard("321002", "19690806", True), idcard_ok, True)
put("id_huang", "IDCARD", idcard("511123", "19760510", True), idcard_ok, True)
put("id_guo", "IDCARD", idcard("130102", "19851230", False), idcard_ok, True)
put("id_tang", "IDCARD", idcard("321102", "19991003", False), idcard_ok, True)
put("id_ma", "IDCARD", idcard("610113", "19900621", True), idcard_ok, True)
put("id_feng", "IDCARD", idcard("410302", "19800308", False, want_x=True), idcard_ok, True)

# passports (no printed check digit in these formats) ----------------------
put("pp_gb1", "PASSPORT", "5" + rd(8), passport_ok, False)
put("pp_gb2", "PASSPORT", "1" + rd(8), passport_ok, False)
put("pp_gb3", "PASSPORT", "6" + rd(8), passport_ok, False)
put("pp_us1", "PASSPORT", "5" + rd(8), passport_ok, False)
put("pp_us2", "PASSPORT", "A" + rd(8), passport_ok, False)
put("pp_cn1", "PASSPORT", "E" + rd(8), passport_ok, False)
put("pp_cn2", "PASSPORT", "EJ" + rd(7), passport_ok, False)
put("pp_cn3", "PASSPORT", "EK" + rd(7), passport_ok, False)
put("pp_ie1", "PASSPORT", "PX" + rd(7), passport_ok, False)
put("pp_ca1", "PASSPORT", "HK" + rd(6), passport_ok, False)
put("pp_in1", "PASSPORT", "T" + rd(7), passport_ok, False)
put("pp_de1", "PASSPORT", "C" + rs("CFGHJKLMNPRTVWXYZ" + DIGITS, 8), passport_ok, False)
put("pp_au1", "PASSPORT", "PA" + rd(7), passport_ok, False)

# US SSN ----------------------------------------------------------
put("ssn1", "SSN", ssn("-"), ssn_ok, False)
put("ssn2", "SSN", ssn("-"), ssn_ok, False)
put("ssn3", "SSN", ssn(" "), ssn_ok, False)
put("ssn4", "SSN", ssn("-"), ssn_ok, False)
put("ssn5", "SSN", ssn(""), ssn_ok, False)
put("ssn6", "SSN", ssn("-"), ssn_ok, False)

# other national ids --------------------------------------------------
put("nino1", "NATIONAL_ID", nino(True), nino_ok, False)
put("nino2", "NATIONAL_ID", nino(False), nino_ok, False)
put("nino3", "NATIONAL_ID", nino(True), nino_ok, False)
put("nino4", "NATIONAL_ID", nino(False), nino_ok, False)
put("nino5", "NATIONAL_ID", nino(True), nino_ok, False)
put("ppsn1", "NATIONAL_ID", ppsn(), ppsn_ok, True)
put("ppsn2", "NATIONAL_ID", ppsn("A"), ppsn_ok, True)
put("bsn1", "NATIONAL_ID", bsn(), bsn_ok, True)
put("dni1", "NATIONAL_ID", dni(), dni_ok, True)
put("sin1", "NATIONAL_ID", sin(" "), sin_ok, True)
put("tfn1", "NATIONAL_ID", tfn(), tfn_ok, True)
put("pesel1", "NATIONAL_ID", pesel((1979, 2, 14), False), pesel_ok, True)      # born 14 Feb 1979
put("pnr1", "NATIONAL_ID", pnr((1983, 11, 27)), pnr_ok, True)                  # born 27 Nov 1983
put("hetu1", "NATIONAL_ID", hetu((1990, 7, 4)), hetu_ok, True)                 # born 4 Jul 1990
put("be_nn1", "NATIONAL_ID", be_nn((1987, 5, 30), True), be_nn_ok, True)      # born 30 May 1987
put("nir1", "NATIONAL_ID", nir(True, 85, 3, "75"), nir_ok, True)              # born March 1985
put("aadhaar1", "NATIONAL_ID", aadhaar(), aadhaar_ok, True)
put("nric1", "NATIONAL_ID", nric("S"), nric_ok, True)

# API keys ------------------------------------------------------------
put("aws_akid1", "APIKEY", "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), apikey_ok, False)
put("aws_akid2", "APIKEY", "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), apikey_ok, False)
put("aws_akid3", "APIKEY", "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), apikey_ok, False)
put("ghp1", "APIKEY", ghp(), ghp_ok, True)
put("ghp2", "APIKEY", ghp(), ghp_ok, True)
put("ghp3", "APIKEY", ghp(), ghp_ok, True)
put("ghpat_fine1", "APIKEY", "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59), apikey_ok, False)
put("glpat1", "APIKEY", "glpat-" + rs(ALNUM, 20), apikey_ok, False)
put("stripe_sk1", "APIKEY", "sk_live_51" + rs(ALNUM, 97), apikey_ok, False)
put("stripe_sk2", "APIKEY", "sk_live_" + rs(ALNUM, 24), apikey_ok, False)
put("stripe_rk1", "APIKEY", "rk_live_51" + rs(ALNUM, 60), apikey_ok, False)
put("slack_bot1", "APIKEY", "xoxb-%s-%s-%s" % (rd(12), rd(13), rs(ALNUM, 24)), apikey_ok, False)
put("slack_bot2", "APIKEY", "xoxb-%s-%s-%s" % (rd(11), rd(13), rs(ALNUM, 24)), apikey_ok, False)
put("slack_user1", "APIKEY", "xoxp-%s-%s-%s-%s" % (rd(12), rd(12), rd(13), rs(HEX, 32)), apikey_ok, False)
put("tg_bot1", "APIKEY", "%d:AA%s" % (R.randrange(5 * 10 ** 9, 8 * 10 ** 9), rs_safe(ALNUM + "_-", 33)), apikey_ok, False)
put("tg_bot2", "APIKEY", "%d:AA%s" % (R.randrange(10 ** 9, 2 * 10 ** 9), rs_safe(ALNUM + "_-", 33)), apikey_ok, False)
put("jwt1", "APIKEY", jwt({"sub": "vol-2291", "role": "editor", "iat": 1716200000, "exp": 1747736000}, rs(ALNUM, 40)), jwt_ok, False)
put("jwt2", "APIKEY", jwt({"sub": "svc-catalogue", "scope": "records:write", "iat": 1719900000}, rs(ALNUM, 40)), jwt_ok, False)
put("jwt3", "APIKEY", jwt({"uid": 40417, "aud": "booking-api", "iat": 1722400000, "exp": 1722486400}, rs(ALNUM, 40)), jwt_ok, False)
put("jwt4", "APIKEY", jwt({"sub": "kiosk-03", "site": "wharf", "iat": 1725000000}, rs(ALNUM, 40)), jwt_ok, False)
put("openai1", "APIKEY", "sk-proj-" + rs(ALNUM, 74) + "T3BlbkFJ" + rs(ALNUM, 74), apikey_ok, False)
put("anthropic1", "APIKEY", "sk-ant-api03-" + rs_safe(ALNUM + "_-", 93) + "AA", apikey_ok, False)
put("google1", "APIKEY", "AIza" + rs_safe(ALNUM + "_-", 35), apikey_ok, False)
put("google2", "APIKEY", "AIza" + rs_safe(ALNUM + "_-", 35), apikey_ok, False)
put("sendgrid1", "APIKEY", "SG." + rs_safe(ALNUM + "_-", 22) + "." + rs_safe(ALNUM + "_-", 43), apikey_ok, False)
put("twilio_sk1", "APIKEY", "SK" + rs(HEX, 32), apikey_ok, False)
put("mailchimp1", "APIKEY", rs(HEX, 32) + "-us14", apikey_ok, False)
put("hf1", "APIKEY", "hf_" + rs(string.ascii_letters, 34), apikey_ok, False)
put("npm1", "APIKEY", "npm_" + rs(ALNUM, 36), apikey_ok, False)
put("shopify1", "APIKEY", "shpat_" + rs(HEX, 32), apikey_ok, False)
put("do1", "APIKEY", "dop_v1_" + rs(HEX, 64), apikey_ok, False)
put("ali_ak1", "APIKEY", "LTAI5t" + rs(ALNUM, 18), apikey_ok, False)
put("ali_ak2", "APIKEY", "LTAI5t" + rs(ALNUM, 18), apikey_ok, False)
put("tencent_id1", "APIKEY", "AKID" + rs(ALNUM, 32), apikey_ok, False)

# secrets ------------------------------------------------------------
put("aws_secret1", "SECRET", rs_safe(ALNUM + "/+", 40), secret_ok, False)
put("aws_secret2", "SECRET", rs_safe(ALNUM + "/+", 40), secret_ok, False)
put("aws_secret3", "SECRET", rs_safe(ALNUM + "/+", 40), secret_ok, False)
put("slack_hook1", "SECRET", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPALNUM, 10), rs(UPALNUM, 10), rs(ALNUM, 24)), secret_ok, False)
put("slack_hook2", "SECRET", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPALNUM, 8), rs(UPALNUM, 10), rs(ALNUM, 24)), secret_ok, False)
put("discord_hook1", "SECRET", "https://discord.com/api/webhooks/%s/%s" % ("1" + rd(18), rs_safe(ALNUM + "_-", 68)), secret_ok, False)
put("dingtalk_hook1", "SECRET", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64), secret_ok, False)
put("dingtalk_hook2", "SECRET", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64), secret_ok, False)
put("dingtalk_sec1", "SECRET", "SEC" + rs(HEX, 64), secret_ok, False)
put("feishu_hook1", "SECRET", "https://open.feishu.cn/open-apis/bot/v2/hook/" + uuid4(), secret_ok, False)
put("pem_ec1", "SECRET", pem_ec(), pem_ok, True)
put("pem_ec2", "SECRET", pem_ec(), pem_ok, True)
put("totp1", "SECRET", totp_seed(), totp_ok, False)
put("totp2", "SECRET", totp_seed(spaced=True), totp_ok, False)
put("totp3", "SECRET", totp_seed(), totp_ok, False)
for _i in range(1, 7):
    put("rc%d" % _i, "SECRET", "%s-%s" % (rs(HEX, 5), rs(HEX, 5)), secret_ok, False)
put("whsec1", "SECRET", "whsec_" + rs(ALNUM, 32), secret_ok, False)
put("ali_secret1", "SECRET", rs(ALNUM, 30), secret_ok, False)
put("ali_secret2", "SECRET", rs(ALNUM, 30), secret_ok, False)
put("tencent_key1", "SECRET", rs(ALNUM, 32), secret_ok, False)
put("wx_secret1", "SECRET", rs(HEX, 32), secret_ok, False)
put("twilio_token1", "SECRET", rs(HEX, 32), secret_ok, False)
put("django_secret1", "SECRET", "django-insecure-" + rs_safe("abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)", 50), secret_ok, False)
put("flask_secret1", "SECRET", rs(HEX, 64), secret_ok, False)
put("session_django1", "SECRET", rs(LOWALNUM, 32), secret_ok, False)
put("connect_sid1", "SECRET", "s%3A" + rs_safe(ALNUM + "_-", 32) + "." + rs_safe(ALNUM + "+/", 43), secret_ok, False)
put("jwt_hs_secret1", "SECRET", rs(ALNUM, 48), secret_ok, False)

# look-alike values used as DECOYS (publishable keys, ids) --------------
DECOY_VALUES = {
    "stripe_pk1": "pk_live_51" + rs(ALNUM, 97),
    "twilio_ac1": "AC" + rs(HEX, 32),
    "wx_appid1": "wx" + rs(HEX, 16),
    "gclient1": "%s-%s.apps.googleusercontent.com" % (rd(12), rs(LOWALNUM, 32)),
    "uuid1": uuid4(),
    "uuid2": uuid4(),
    "uuid3": uuid4(),
    "sha1": rs(HEX, 40),
    "sha2": rs(HEX, 40),
    "sha256a": rs(HEX, 64),
    "ali_region_ep": "oss-cn-hangzhou.aliyuncs.com",
}
VALUES.update(DECOY_VALUES)

# added for the mixed-language texts (generated after everything above, so earlier values are unchanged)
put("hkid1", "NATIONAL_ID", hkid("Y"), hkid_ok, True)
put("hkid2", "NATIONAL_ID", hkid("K"), hkid_ok, True)
put("pp_cn4", "PASSPORT", "EB" + rd(7), passport_ok, False)
put("pp_cn5", "PASSPORT", "E" + rd(8), passport_ok, False)
put("tencent_id2", "APIKEY", "AKID" + rs(ALNUM, 32), apikey_ok, False)
put("tencent_key2", "SECRET", rs(ALNUM, 32), secret_ok, False)
put("aws_akid4", "APIKEY", "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), apikey_ok, False)
put("aws_secret4", "SECRET", rs_safe(ALNUM + "/+", 40), secret_ok, False)
put("wx_secret2", "SECRET", rs(HEX, 32), secret_ok, False)
put("pp_cn6", "PASSPORT", "EH" + rd(7), passport_ok, False)
put("pp_cn7", "PASSPORT", "E" + rd(8), passport_ok, False)
put("card_visa5", "CARD", card("4462", 16, [4, 4, 4, 4], " "), card_ok, True)
put("tg_bot3", "APIKEY", "%d:AA%s" % (R.randrange(5 * 10 ** 9, 7 * 10 ** 9), rs_safe(ALNUM + "_-", 33)), apikey_ok, False)


def corruptions(v):
    """every one-digit corruption (d -> d+1 mod 10) of v"""
    for i, ch in enumerate(v):
        if ch.isdigit():
            yield v[:i] + str((int(ch) + 1) % 10) + v[i + 1:]


def selftest(verbose=False):
    bad = []
    for name, (typ, fn, check) in META.items():
        v = VALUES[name]
        if not fn(v):
            bad.append("%s: %r does not validate" % (name, v))
            continue
        if check:
            for c in corruptions(v):
                if fn(c):
                    bad.append("%s: corruption %r still validates" % (name, c))
                    break
    for n in ("id_zhou", "id_xu", "id_li", "id_chen", "id_wang", "id_liu", "id_zhao", "id_sun",
              "id_he", "id_yang", "id_huang", "id_guo", "id_tang", "id_ma", "id_feng"):
        assert idcard_ok(VALUES[n])
    assert VALUES["id_he"].endswith("X") and VALUES["id_feng"].endswith("X")
    assert pesel_birth(VALUES["pesel1"]) == datetime.date(1979, 2, 14)
    assert pnr_birth(VALUES["pnr1"]) == datetime.date(1983, 11, 27)
    assert hetu_birth(VALUES["hetu1"]) == datetime.date(1990, 7, 4)
    assert be_birth(VALUES["be_nn1"]) == datetime.date(1987, 5, 30)
    assert hkid_ok("A123456(3)") and not hkid_ok("A123456(4)")
    # decoy look-alikes must not pass as keys
    assert not apikey_ok(VALUES["stripe_pk1"])
    if verbose or bad:
        for b in bad:
            print("FAIL", b)
    print("selftest: %d values, %d with check digits, %s" % (
        len(META), sum(1 for m in META.values() if m[2]), "OK" if not bad else "%d FAILURES" % len(bad)))
    return not bad


if __name__ == "__main__":
    if "-p" in sys.argv:
        for k, v in VALUES.items():
            t = META[k][0] if k in META else "decoy"
            print("%-16s %-12s %s" % (k, t, v if "\n" not in v else v.replace("\n", "\\n")))
    else:
        sys.exit(0 if selftest(True) else 1)
