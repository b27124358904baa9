#!/usr/bin/env python3
"""Value generators for the blind98 evaluation corpus.

Every value that carries a check digit or a vendor shape is generated here from
one seeded random.Random and stored in VALUES.  Texts refer to them as $name.

    python3 values.py        # run selftest()
    python3 values.py -p     # print every value

selftest() validates every value with the validator of its scheme and then
corrupts it:
  * schemes with a check digit / checksum (Luhn, mod-97, mod-11, mod-23,
    CRC32, HMAC, ...): every single-digit substitution at every digit position
    must fail (for the Taiwan ID, whose weights are even, the +1 substitution);
  * shape-only schemes (no check digit exists, e.g. AWS key id, passport
    numbers, webhook URLs): deleting one digit/character must fail the shape.
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

SEED = 980_417
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = DIG + UP + LO
B64URL = ALNUM + "-_"
HEX = "0123456789abcdef"
B32 = UP + "234567"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def groups(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


def compact(s, chars=" -."):
    return "".join(c for c in s if c not in chars)


def _date_ok(y, m, d):
    try:
        dt.date(y, m, d)
        return True
    except ValueError:
        return False


# --------------------------------------------------------------------- Luhn
def luhn_digits_ok(d):
    tot = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch)
        if i % 2:
            n = n * 2 - 9 if n > 4 else n * 2
        tot += n
    return tot % 10 == 0


def luhn_complete(partial):
    for c in DIG:
        if luhn_digits_ok(partial + c):
            return partial + c
    raise AssertionError


# --------------------------------------------------------------------- CARD
CARD_RE = re.compile(
    r"^(4\d{12}(\d{3}){0,2}|5[1-5]\d{14}|2(22[1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)\d{12}"
    r"|3[47]\d{13}|6011\d{12,15}|65\d{14,17}|64[4-9]\d{13,16}|35(2[89]|[3-8]\d)\d{12,15}|62\d{14,17})$")
SEP_FMT = re.compile(r"^\d+(?:([ -])\d+(?:\1\d+)*)?$")


def card_ok(s):
    if not SEP_FMT.match(s):
        return False
    d = compact(s, " -")
    return bool(CARD_RE.match(d)) and luhn_digits_ok(d)


def make_card(prefix, length, sizes=None, sep=" "):
    d = luhn_complete(prefix + rs(DIG, length - len(prefix) - 1))
    return groups(d, sizes, sep) if sizes else d


# --------------------------------------------------------------------- IBAN
IBAN_BBAN = {"GB": r"[A-Z]{4}\d{14}", "IE": r"[A-Z]{4}\d{14}", "NL": r"[A-Z]{4}\d{10}",
             "DE": r"\d{18}", "NO": r"\d{11}", "FR": r"\d{23}", "ES": r"\d{20}",
             "BE": r"\d{12}", "PL": r"\d{24}", "DK": r"\d{14}"}


def _n36(s):
    return "".join(str(int(c, 36)) for c in s)


def _no_check(d10):
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    r = sum(int(a) * b for a, b in zip(d10, w)) % 11
    if r == 0:
        return 0
    if r == 1:
        return None
    return 11 - r


def _es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return {11: 0, 10: 1}.get(r, r)


def _pl_bank_check(seven):
    w = [3, 9, 7, 1, 3, 9, 7]
    return (10 - sum(int(a) * b for a, b in zip(seven, w)) % 10) % 10


def _bban_ok(cc, b):
    if cc == "NO":
        c = _no_check(b[:10])
        return c is not None and c == int(b[10])
    if cc == "BE":
        return (int(b[:10]) % 97 or 97) == int(b[10:12])
    if cc == "ES":
        return _es_dc("00" + b[:8]) == int(b[8]) and _es_dc(b[10:20]) == int(b[9])
    if cc == "FR":
        return (89 * int(b[:5]) + 15 * int(b[5:10]) + 3 * int(b[10:21]) + int(b[21:23])) % 97 == 0
    if cc == "PL":
        return _pl_bank_check(b[:7]) == int(b[7])
    return True


def iban_ok(s):
    c = s.replace(" ", "")
    if s not in (c, " ".join(c[i:i + 4] for i in range(0, len(c), 4))):
        return False
    m = re.fullmatch(r"([A-Z]{2})(\d{2})([A-Z0-9]+)", c)
    if not m or m[1] not in IBAN_BBAN or not re.fullmatch(IBAN_BBAN[m[1]], m[3]):
        return False
    if int(_n36(c[4:] + c[:4])) % 97 != 1:
        return False
    return _bban_ok(m[1], m[3])


def make_iban(cc, bban, spaced=True):
    chk = 98 - int(_n36(bban + cc + "00")) % 97
    c = f"{cc}{chk:02d}{bban}"
    return " ".join(c[i:i + 4] for i in range(0, len(c), 4)) if spaced else c


def bban_no():
    while True:
        b = rs(DIG, 10)
        if b[0] == "0":
            continue
        c = _no_check(b)
        if c is not None:
            return b + str(c)


def bban_es():
    bank, branch, acct = rs(DIG, 4), rs(DIG, 4), rs(DIG, 10)
    return bank + branch + str(_es_dc("00" + bank + branch)) + str(_es_dc(acct)) + acct


def bban_fr():
    b, g, a = "3" + rs(DIG, 4), rs(DIG, 5), rs(DIG, 11)
    key = 97 - (89 * int(b) + 15 * int(g) + 3 * int(a)) % 97
    return f"{b}{g}{a}{key:02d}"


def bban_be():
    n = rs(DIG, 10)
    return n + f"{(int(n) % 97 or 97):02d}"


def bban_pl():
    seven = "1" + rs(DIG, 6)
    return seven + str(_pl_bank_check(seven)) + rs(DIG, 16)


# ---------------------------------------------------------------------- SSN
def ssn_ok(s):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", s)
    if not m:
        return False
    a, g, n = int(m[1]), int(m[3]), int(m[4])
    if a == 0 or a == 666 or a >= 900 or g == 0 or n == 0:
        return False
    return compact(s) not in ("078051120", "219099999", "123456789")


def make_ssn(sep="-"):
    while True:
        a = R.randint(101, 772)
        if a != 666:
            break
    return f"{a:03d}{sep}{R.randint(1, 99):02d}{sep}{R.randint(1, 9999):04d}"


# ------------------------------------------------------ IDCARD (GB 11643)
_ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
_ID_M = "10X98765432"


def idcard_ok(s):
    if not re.fullmatch(r"[1-8]\d{16}[\dX]", s):
        return False
    if not _date_ok(int(s[6:10]), int(s[10:12]), int(s[12:14])):
        return False
    return _ID_M[sum(int(a) * b for a, b in zip(s[:17], _ID_W)) % 11] == s[17]


def make_idcard(region, ymd, sex):
    seq = f"{R.randint(0, 99):02d}"
    last = R.choice("13579" if sex == "m" else "02468")
    body = region + ymd + seq + last
    return body + _ID_M[sum(int(a) * b for a, b in zip(body, _ID_W)) % 11]


# ------------------------------------------------------------- NATIONAL_ID
def nino_ok(s):
    c = s.replace(" ", "")
    if s not in (c, f"{c[:2]} {c[2:4]} {c[4:6]} {c[6:8]} {c[8:]}"):
        return False
    return bool(re.fullmatch(r"(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", c))


def make_nino(spaced=True):
    while True:
        p = R.choice("ABCEGHJKLMNPRSTWXYZ") + R.choice("ABCEGHJKLMNPRSTWXYZ")
        if p not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
            break
    c = p + rs(DIG, 6) + R.choice("ABCD")
    return f"{c[:2]} {c[2:4]} {c[4:6]} {c[6:8]} {c[8:]}" if spaced else c


_DNI = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(s):
    c = s.replace("-", "")
    m = re.fullmatch(r"(\d{8})([A-Z])", c)
    return bool(m) and _DNI[int(m[1]) % 23] == m[2]


def nie_ok(s):
    c = s.replace("-", "")
    m = re.fullmatch(r"([XYZ])(\d{7})([A-Z])", c)
    return bool(m) and _DNI[int("XYZ".index(m[1]).__str__() + m[2]) % 23] == m[3]


def bsn_ok(s):
    c = compact(s, " .")
    if not re.fullmatch(r"\d{9}", c) or c == "000000000":
        return False
    return (sum(int(c[i]) * (9 - i) for i in range(8)) - int(c[8])) % 11 == 0


def make_bsn():
    while True:
        c = rs(DIG, 8)
        r = sum(int(c[i]) * (9 - i) for i in range(8)) % 11
        if r < 10 and c[0] != "0":
            return c + str(r)


_PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    if pesel_birth(s) is None:
        return False
    return (10 - sum(int(a) * b for a, b in zip(s, _PESEL_W)) % 10) % 10 == int(s[10])


def pesel_birth(s):
    yy, mm, dd = int(s[:2]), int(s[2:4]), int(s[4:6])
    cent = {0: 1900, 20: 2000, 80: 1800}.get(mm - mm % 20 if mm < 80 else 80)
    mm2 = mm % 20 if mm < 80 else mm - 80
    if cent is None or not _date_ok(cent + yy, mm2, dd):
        return None
    return (cent + yy, mm2, dd)


def make_pesel(y, m, d, sex):
    mm = m + (20 if y >= 2000 else 0)
    body = f"{y % 100:02d}{mm:02d}{d:02d}" + rs(DIG, 3) + R.choice("13579" if sex == "m" else "02468")
    return body + str((10 - sum(int(a) * b for a, b in zip(body, _PESEL_W)) % 10) % 10)


def se_ok(s):
    m = re.fullmatch(r"(\d{6})[-+](\d{4})", s)
    if not m:
        return False
    d = m[1] + m[2]
    yy, mm, dd = int(d[:2]), int(d[2:4]), int(d[4:6])
    if not (_date_ok(1900 + yy, mm, dd) or _date_ok(2000 + yy, mm, dd)):
        return False
    return luhn_digits_ok(d)


def se_birth(s):
    yy, mm, dd = int(s[:2]), int(s[2:4]), int(s[4:6])
    return (2000 + yy if yy <= 24 else 1900 + yy, mm, dd)


def make_se(y, m, d, sex):
    nine = f"{y % 100:02d}{m:02d}{d:02d}" + rs(DIG, 2) + R.choice("13579" if sex == "m" else "02468")
    full = luhn_complete(nine)
    return full[:6] + "-" + full[6:]


_NO_W1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
_NO_W2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]


def _mod11(digs, w):
    k = 11 - sum(int(a) * b for a, b in zip(digs, w)) % 11
    return 0 if k == 11 else (None if k == 10 else k)


def no_fnr_ok(s):
    c = s.replace(" ", "")
    if not re.fullmatch(r"\d{11}", c) or s not in (c, c[:6] + " " + c[6:]):
        return False
    if not _date_ok(1900 + int(c[4:6]), int(c[2:4]), int(c[:2])):
        return False
    return _mod11(c[:9], _NO_W1) == int(c[9]) and _mod11(c[:10], _NO_W2) == int(c[10])


def no_birth(s):
    c = s.replace(" ", "")
    return (1900 + int(c[4:6]), int(c[2:4]), int(c[:2]))


def make_no_fnr(y, m, d, spaced=False):
    while True:
        nine = f"{d:02d}{m:02d}{y % 100:02d}{R.randint(0, 499):03d}"
        k1 = _mod11(nine, _NO_W1)
        if k1 is None:
            continue
        k2 = _mod11(nine + str(k1), _NO_W2)
        if k2 is None:
            continue
        c = nine + str(k1) + str(k2)
        return c[:6] + " " + c[6:] if spaced else c


_FI = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def fi_ok(s):
    m = re.fullmatch(r"(\d{2})(\d{2})(\d{2})([-+A])(\d{3})([0-9A-Y])", s)
    if not m:
        return False
    cent = {"+": 1800, "-": 1900, "A": 2000}[m[4]]
    if not _date_ok(cent + int(m[3]), int(m[2]), int(m[1])):
        return False
    return _FI[int(m[1] + m[2] + m[3] + m[5]) % 31] == m[6]


def fi_birth(s):
    cent = {"+": 1800, "-": 1900, "A": 2000}[s[6]]
    return (cent + int(s[4:6]), int(s[2:4]), int(s[:2]))


def make_fi(y, m, d):
    sign = "-" if y < 2000 else "A"
    nnn = f"{R.randint(2, 899):03d}"
    six = f"{d:02d}{m:02d}{y % 100:02d}"
    return six + sign + nnn + _FI[int(six + nnn) % 31]


def sin_ok(s):
    if not SEP_FMT.match(s):
        return False
    c = compact(s, " -")
    return bool(re.fullmatch(r"[1-79]\d{8}", c)) and luhn_digits_ok(c) and s in (c, groups(c, [3, 3, 3], " "), groups(c, [3, 3, 3], "-"))


def nric_ok(s):
    m = re.fullmatch(r"([ST])(\d{7})([A-Z])", s)
    if not m:
        return False
    tot = sum(int(a) * b for a, b in zip(m[2], [2, 7, 6, 5, 4, 3, 2])) + (4 if m[1] == "T" else 0)
    return "JZIHGFEDCBA"[tot % 11] == m[3]


def make_nric(prefix="S"):
    d = rs(DIG, 7)
    tot = sum(int(a) * b for a, b in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if prefix == "T" else 0)
    return prefix + d + "JZIHGFEDCBA"[tot % 11]


def nir_ok(s):
    c = s.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", c) or not 1 <= int(c[3:5]) <= 12:
        return False
    return 97 - int(c[:13]) % 97 == int(c[13:])


def nir_birth(s):
    c = s.replace(" ", "")
    return (int(c[1:3]), int(c[3:5]), None)  # two-digit year, month


def make_nir(sex, y, m, dept, spaced=True):
    c = f"{1 if sex == 'm' else 2}{y % 100:02d}{m:02d}{dept}{rs(DIG, 3)}{rs(DIG, 3)}"
    c += f"{97 - int(c) % 97:02d}"
    return f"{c[0]} {c[1:3]} {c[3:5]} {c[5:7]} {c[7:10]} {c[10:13]} {c[13:]}" if spaced else c


_PPS = "WABCDEFGHIJKLMNOPQRSTUV"


def ppsn_ok(s):
    m = re.fullmatch(r"(\d{7})([A-W])([AHW]?)", s)
    if not m:
        return False
    tot = sum(int(a) * b for a, b in zip(m[1], range(8, 1, -1)))
    if m[3]:
        tot += 9 * _PPS.index(m[3])
    return _PPS[tot % 23] == m[2]


def make_ppsn(second=""):
    d = rs(DIG, 7)
    tot = sum(int(a) * b for a, b in zip(d, range(8, 1, -1))) + (9 * _PPS.index(second) if second else 0)
    return d + _PPS[tot % 23] + second


def hkid_ok(s):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(([0-9A])\)", s)
    if not m:
        return False
    let = m[1] if len(m[1]) == 2 else " " + m[1]
    vals = [36 if c == " " else ord(c) - 55 for c in let]
    tot = vals[0] * 9 + vals[1] * 8 + sum(int(a) * b for a, b in zip(m[2], range(7, 1, -1)))
    chk = (11 - tot % 11) % 11
    return ("A" if chk == 10 else str(chk)) == m[3]


def make_hkid(letter):
    d = rs(DIG, 6)
    tot = 36 * 9 + (ord(letter) - 55) * 8 + sum(int(a) * b for a, b in zip(d, range(7, 1, -1)))
    chk = (11 - tot % 11) % 11
    return f"{letter}{d}({'A' if chk == 10 else chk})"


_TW = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO",
               [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35]))


def twid_ok(s):
    m = re.fullmatch(r"([A-Z])([12]\d{8})", s)
    if not m:
        return False
    n = _TW[m[1]]
    tot = n // 10 + (n % 10) * 9 + sum(int(a) * b for a, b in zip(m[2], [8, 7, 6, 5, 4, 3, 2, 1, 1]))
    return tot % 10 == 0


def make_twid(letter, sex):
    n = _TW[letter]
    eight = ("1" if sex == "m" else "2") + rs(DIG, 7)
    tot = n // 10 + (n % 10) * 9 + sum(int(a) * b for a, b in zip(eight, [8, 7, 6, 5, 4, 3, 2, 1]))
    return letter + eight + str((10 - tot % 10) % 10)


NATID_VALIDATORS = {"nino": nino_ok, "dni": dni_ok, "nie": nie_ok, "bsn": bsn_ok, "pesel": pesel_ok,
                    "se_pnr": se_ok, "no_fnr": no_fnr_ok, "fi_hetu": fi_ok, "ca_sin": sin_ok,
                    "sg_nric": nric_ok, "fr_nir": nir_ok, "ie_ppsn": ppsn_ok, "hkid": hkid_ok, "twid": twid_ok}


def natid_ok(s):
    return any(f(s) for f in NATID_VALIDATORS.values())


def embedded_birth(typ, s):
    """(year, month, day) encoded in an ID, day None when only y/m; None if no date."""
    if typ == "IDCARD" and idcard_ok(s):
        return (int(s[6:10]), int(s[10:12]), int(s[12:14]))
    if typ == "NATIONAL_ID":
        if pesel_ok(s):
            return pesel_birth(s)
        if se_ok(s):
            return se_birth(s)
        if no_fnr_ok(s):
            return no_birth(s)
        if fi_ok(s):
            return fi_birth(s)
        if nir_ok(s):
            return nir_birth(s)
    return None


# ---------------------------------------------------------------- PASSPORT
PASSPORT_RE = {
    "cn": r"E\d{8}|E[A-HJ-NP-Z]\d{7}",
    "uk": r"[1-9]\d{8}",
    "us": r"[A-Z]\d{8}",
    "de": r"[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}",
    "nl": r"[A-NP-Z]{2}[A-NP-Z0-9]{6}\d",
    "ca": r"[A-Z]{2}\d{6}",
    "ie": r"[A-Z]{2}\d{7}",
    "fr": r"\d{2}[A-Z]{2}\d{5}",
    "hk": r"[HK]\d{8}",
    "au": r"[A-Z]\d{7}",
    "it": r"[A-Z]{2}\d{7}",
}


def passport_ok(s):
    return any(re.fullmatch(p, s) for p in PASSPORT_RE.values())


# ------------------------------------------------------------ vendor keys
def _b62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = ALNUM[r] + out
    return out.rjust(width, "0")


def make_crc_token(prefix):
    body = rs(ALNUM, 30)
    return prefix + body + _b62(zlib.crc32(body.encode()), 6)


def crc_token_ok(prefix_re, s):
    m = re.fullmatch(prefix_re + r"([A-Za-z0-9]{30})([A-Za-z0-9]{6})", s)
    return bool(m) and _b62(zlib.crc32(m[1].encode()), 6) == m[2]


def _b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def _b64u_dec(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


_JWT_KEYS = {}


def make_jwt(name, payload):
    key = rs(ALNUM, 32).encode()
    h = _b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = _b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = _b64u(hmac.new(key, f"{h}.{p}".encode(), hashlib.sha256).digest())
    _JWT_KEYS[name] = key
    return f"{h}.{p}.{sig}"


def jwt_shape_ok(s):
    m = re.fullmatch(r"(eyJ[A-Za-z0-9_-]+)\.(eyJ[A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})", s)
    if not m:
        return False
    try:
        hdr = json.loads(_b64u_dec(m[1]))
        json.loads(_b64u_dec(m[2]))
    except Exception:
        return False
    return isinstance(hdr, dict) and "alg" in hdr


def jwt_sig_ok(name, s):
    if not jwt_shape_ok(s):
        return False
    h, p, sig = s.split(".")
    want = _b64u(hmac.new(_JWT_KEYS[name], f"{h}.{p}".encode(), hashlib.sha256).digest())
    return hmac.compare_digest(want, sig)


def make_pem(kind):
    if kind == "openssh":
        raw = b"openssh-key-v1\x00\x00\x00\x00\x04none" + bytes(R.randrange(256) for _ in range(262))
        body, width = base64.b64encode(raw).decode(), 70
        head, tail = "-----BEGIN OPENSSH PRIVATE KEY-----", "-----END OPENSSH PRIVATE KEY-----"
    else:
        raw = b"\x30\x82\x02\x5c\x02\x01\x00\x02\x81\x81\x00" + bytes(R.randrange(256) for _ in range(229))
        body, width = base64.b64encode(raw).decode(), 64
        head, tail = "-----BEGIN RSA PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----"
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    return "\n".join([head] + lines + [tail])


def pem_ok(s):
    lines = s.split("\n")
    m = re.fullmatch(r"-----BEGIN ((?:OPENSSH|RSA|EC) PRIVATE KEY)-----", lines[0])
    if not m or lines[-1] != f"-----END {m[1]}-----" or len(lines) < 3:
        return False
    width = 70 if m[1].startswith("OPENSSH") else 64
    body = lines[1:-1]
    if any(len(x) != width for x in body[:-1]) or not 0 < len(body[-1]) <= width:
        return False
    try:
        base64.b64decode("".join(body), validate=True)
    except Exception:
        return False
    return True


def _uuid():
    h = rs(HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"


UUID = r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"

APIKEY_SHAPES = {
    "aws_akid": r"(AKIA|ASIA)[A-Z2-7]{16}",
    "slack_bot": r"xoxb-\d{12,13}-\d{13}-[A-Za-z0-9]{24}",
    "stripe_secret": r"(sk|rk)_live_[A-Za-z0-9]{24}",
    "openai": r"sk-proj-[A-Za-z0-9_-]{56}",
    "telegram_bot": r"\d{10}:AA[A-Za-z0-9_-]{33}",
    "sendgrid": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    "google": r"AIza[A-Za-z0-9_-]{35}",
    "gitlab_pat": r"glpat-[A-Za-z0-9_-]{20}",
    "mailgun": r"key-[0-9a-f]{32}",
    "huggingface": r"hf_[A-Za-z]{34}",
    "aliyun_akid": r"LTAI[A-Za-z0-9]{20}",
    "tencent_secretid": r"AKID[A-Za-z0-9]{32}",
    "deepseek": r"sk-[0-9a-f]{32}",
}
SECRET_SHAPES = {
    "aws_secret": r"[A-Za-z0-9/+]{40}",
    "aliyun_secret": r"[A-Za-z0-9]{30}",
    "tencent_secretkey": r"[A-Za-z0-9]{32}",
    "wx_appsecret": r"[0-9a-f]{32}",
    "stripe_whsec": r"whsec_[A-Za-z0-9+/]{32}",
    "dingtalk_sign": r"SEC[0-9a-f]{64}",
    "slack_webhook": r"https://hooks\.slack\.com/services/T[A-Z0-9]{10}/B[A-Z0-9]{10}/[A-Za-z0-9]{24}",
    "discord_webhook": r"https://discord\.com/api/webhooks/\d{19}/[A-Za-z0-9_-]{68}",
    "dingtalk_webhook": r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}",
    "wecom_webhook": r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=" + UUID,
    "feishu_webhook": r"https://open\.feishu\.cn/open-apis/bot/v2/hook/" + UUID,
    "totp_seed": r"[A-Z2-7]{32}|[a-z2-7]{4}( [a-z2-7]{4}){7}",
    "recovery_hex": r"[0-9a-f]{5}-[0-9a-f]{5}",
    "recovery_num": r"\d{4} \d{4}",
    "django_session": r"[a-z0-9]{32}",
    "php_session": r"[a-z0-9]{26}",
    "flask_session": r"eyJ[A-Za-z0-9_-]{40}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27}",
    "django_secret_key": r"django-insecure-[a-z0-9!@#%^&*=+-]{50}",
    "hex_signing_secret": r"[0-9a-f]{64}",
}


def apikey_ok(s):
    if any(re.fullmatch(p, s) for p in APIKEY_SHAPES.values()):
        return True
    return crc_token_ok(r"gh[pousr]_", s) or crc_token_ok(r"npm_", s) or jwt_shape_ok(s)


def secret_shape_ok(s):
    return any(re.fullmatch(p, s) for p in SECRET_SHAPES.values()) or pem_ok(s)


# ================================================================= VALUES
VALUES = {}
SCHEME = {}   # name -> (TYPE, scheme)


def _put(name, typ, scheme, value):
    assert name not in VALUES, name
    VALUES[name] = value
    SCHEME[name] = (typ, scheme)


# CARD
_put("card_visa_1", "CARD", "luhn", make_card("4539", 16, [4, 4, 4, 4]))
_put("card_visa_2", "CARD", "luhn", make_card("4916", 16, [4, 4, 4, 4], "-"))
_put("card_visa_3", "CARD", "luhn", make_card("4024007", 16))
_put("card_visa_4", "CARD", "luhn", make_card("4485", 16, [4, 4, 4, 4]))
_put("card_visa_5", "CARD", "luhn", make_card("4147", 16, [4, 4, 4, 4]))
_put("card_mc_1", "CARD", "luhn", make_card("5425", 16, [4, 4, 4, 4]))
_put("card_mc_2", "CARD", "luhn", make_card("2223", 16, [4, 4, 4, 4]))
_put("card_mc_3", "CARD", "luhn", make_card("5168", 16))
_put("card_amex_1", "CARD", "luhn", make_card("3782", 15, [4, 6, 5]))
_put("card_amex_2", "CARD", "luhn", make_card("3714", 15, [4, 6, 5], "-"))
_put("card_up_1", "CARD", "luhn", make_card("622848", 19, [4, 4, 4, 4, 3]))
_put("card_up_2", "CARD", "luhn", make_card("621785", 19))
_put("card_up_3", "CARD", "luhn", make_card("622202", 16, [4, 4, 4, 4]))
_put("card_up_4", "CARD", "luhn", make_card("621483", 16))
_put("card_jcb_1", "CARD", "luhn", make_card("3566", 16, [4, 4, 4, 4]))
_put("card_disc_1", "CARD", "luhn", make_card("6011", 16, [4, 4, 4, 4]))

# IBAN
_put("iban_gb_1", "IBAN", "mod97", make_iban("GB", "NWBK" + rs(DIG, 14)))
_put("iban_gb_2", "IBAN", "mod97", make_iban("GB", "BARC" + rs(DIG, 14), spaced=False))
_put("iban_gb_3", "IBAN", "mod97", make_iban("GB", "LOYD" + rs(DIG, 14)))
_put("iban_gb_4", "IBAN", "mod97", make_iban("GB", "MIDL" + rs(DIG, 14)))
_put("iban_ie_1", "IBAN", "mod97", make_iban("IE", "AIBK" + rs(DIG, 14)))
_put("iban_nl_1", "IBAN", "mod97", make_iban("NL", "INGB" + rs(DIG, 10)))
_put("iban_nl_2", "IBAN", "mod97", make_iban("NL", "RABO" + rs(DIG, 10), spaced=False))
_put("iban_de_1", "IBAN", "mod97", make_iban("DE", rs(DIG, 18)))
_put("iban_de_2", "IBAN", "mod97", make_iban("DE", rs(DIG, 18), spaced=False))
_put("iban_no_1", "IBAN", "mod97", make_iban("NO", bban_no()))
_put("iban_fr_1", "IBAN", "mod97", make_iban("FR", bban_fr()))
_put("iban_es_1", "IBAN", "mod97", make_iban("ES", bban_es()))
_put("iban_be_1", "IBAN", "mod97", make_iban("BE", bban_be()))
_put("iban_pl_1", "IBAN", "mod97", make_iban("PL", bban_pl()))
_put("iban_dk_1", "IBAN", "mod97", make_iban("DK", rs(DIG, 14)))
# an organisation's account, used only as a decoy
_put("iban_org_trust", "IBAN", "mod97", make_iban("GB", "NWBK" + rs(DIG, 14)))

# SSN
for _i in range(1, 7):
    _put(f"ssn_{_i}", "SSN", "ssn_shape", make_ssn("-"))
_put("ssn_7", "SSN", "ssn_shape", make_ssn(" "))
_put("ssn_8", "SSN", "ssn_shape", make_ssn(""))

# IDCARD (region, birth date, sex)
for _n, _reg, _ymd, _sex in [
        ("id_zhouhb_19780614", "330203", "19780614", "m"),
        ("id_xuln_19910322", "350203", "19910322", "f"),
        ("id_chenj_19850909", "370202", "19850909", "m"),
        ("id_linxy_19970117", "210202", "19970117", "f"),
        ("id_wangdp_19690430", "440304", "19690430", "m"),
        ("id_hem_19880802", "310115", "19880802", "f"),
        ("id_guoq_19750105", "460105", "19750105", "m"),
        ("id_fangy_19930711", "320582", "19930711", "f"),
        ("id_tangj_19820227", "330902", "19820227", "m"),
        ("id_liangw_19900318", "450502", "19900318", "m"),
        ("id_songy_19860524", "130203", "19860524", "f"),
        ("id_mac_19790915", "120101", "19790915", "m"),
        ("id_zhenglu_20010603", "350582", "20010603", "f"),
        ("id_yeq_19940829", "441502", "19940829", "f"),
        ("id_dengh_19811111", "330381", "19811111", "m"),
        ("id_kongl_19951226", "371002", "19951226", "f")]:
    _put(_n, "IDCARD", "gb11643", make_idcard(_reg, _ymd, _sex))

# PASSPORT (shape only: printed passport numbers carry no check digit)
_put("pp_cn_1", "PASSPORT", "cn", "E" + rs(DIG, 8))
_put("pp_cn_2", "PASSPORT", "cn", "EA" + rs(DIG, 7))
_put("pp_cn_3", "PASSPORT", "cn", "EH" + rs(DIG, 7))
_put("pp_uk_1", "PASSPORT", "uk", "5" + rs(DIG, 8))
_put("pp_uk_2", "PASSPORT", "uk", "1" + rs(DIG, 8))
_put("pp_us_1", "PASSPORT", "us", "A" + rs(DIG, 8))
_put("pp_de_1", "PASSPORT", "de", "C" + rs("CFGHJKLMNPRTVWXYZ0123456789", 8))
_put("pp_nl_1", "PASSPORT", "nl", rs("ABCDEFGHJKLMNPRSTUVWXYZ", 2) + rs("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 6) + rs(DIG, 1))
_put("pp_ca_1", "PASSPORT", "ca", "HK" + rs(DIG, 6))
_put("pp_ie_1", "PASSPORT", "ie", "PX" + rs(DIG, 7))
_put("pp_fr_1", "PASSPORT", "fr", rs(DIG, 2) + "CV" + rs(DIG, 5))
_put("pp_hk_1", "PASSPORT", "hk", "K" + rs(DIG, 8))
_put("pp_au_1", "PASSPORT", "au", "N" + rs(DIG, 7))

# NATIONAL_ID
_put("nino_1", "NATIONAL_ID", "nino", make_nino())
_put("nino_2", "NATIONAL_ID", "nino", make_nino(spaced=False))
_put("nino_3", "NATIONAL_ID", "nino", make_nino())
_put("nino_4", "NATIONAL_ID", "nino", make_nino())
_d = R.randint(10_000_000, 99_999_999)
_put("dni_1", "NATIONAL_ID", "dni", f"{_d}{_DNI[_d % 23]}")
_d = R.randint(1_000_000, 9_999_999)
_put("nie_1", "NATIONAL_ID", "nie", f"Y{_d}{_DNI[int('1' + str(_d)) % 23]}")
_put("bsn_1", "NATIONAL_ID", "bsn", make_bsn())
_put("bsn_2", "NATIONAL_ID", "bsn", make_bsn())
_put("pesel_1", "NATIONAL_ID", "pesel", make_pesel(1989, 5, 17, "f"))
_put("se_1", "NATIONAL_ID", "se_pnr", make_se(1976, 9, 2, "m"))
_put("no_1", "NATIONAL_ID", "no_fnr", make_no_fnr(1983, 3, 14))
_put("no_2", "NATIONAL_ID", "no_fnr", make_no_fnr(1992, 11, 8, spaced=True))
_put("fi_1", "NATIONAL_ID", "fi_hetu", make_fi(1987, 12, 1))
_put("sin_1", "NATIONAL_ID", "ca_sin", groups(luhn_complete("5" + rs(DIG, 7)), [3, 3, 3], " "))
_put("nric_1", "NATIONAL_ID", "sg_nric", make_nric("S"))
_put("nric_2", "NATIONAL_ID", "sg_nric", make_nric("T"))
_put("nir_1", "NATIONAL_ID", "fr_nir", make_nir("f", 1984, 7, "29"))
_put("ppsn_1", "NATIONAL_ID", "ie_ppsn", make_ppsn())
_put("ppsn_2", "NATIONAL_ID", "ie_ppsn", make_ppsn("A"))
_put("hkid_1", "NATIONAL_ID", "hkid", make_hkid("K"))
_put("hkid_2", "NATIONAL_ID", "hkid", make_hkid("Y"))
_put("twid_1", "NATIONAL_ID", "twid", make_twid("E", "m"))
_put("twid_2", "NATIONAL_ID", "twid", make_twid("A", "f"))

# APIKEY
_put("aws_akid_1", "APIKEY", "aws_akid", "AKIA" + rs(B32, 16))
_put("aws_akid_2", "APIKEY", "aws_akid", "AKIA" + rs(B32, 16))
_put("gh_pat_1", "APIKEY", "gh_crc", make_crc_token("ghp_"))
_put("gh_pat_2", "APIKEY", "gh_crc", make_crc_token("ghp_"))
_put("npm_1", "APIKEY", "npm_crc", make_crc_token("npm_"))
_put("slack_bot_1", "APIKEY", "slack_bot", f"xoxb-{rs(DIG, 12)}-{rs(DIG, 13)}-{rs(ALNUM, 24)}")
_put("slack_bot_2", "APIKEY", "slack_bot", f"xoxb-{rs(DIG, 13)}-{rs(DIG, 13)}-{rs(ALNUM, 24)}")
_put("stripe_sk_1", "APIKEY", "stripe_secret", "sk_live_" + rs(ALNUM, 24))
_put("stripe_rk_1", "APIKEY", "stripe_secret", "rk_live_" + rs(ALNUM, 24))
_put("openai_1", "APIKEY", "openai", "sk-proj-" + rs(B64URL, 56))
_put("telegram_1", "APIKEY", "telegram_bot", f"{R.randint(6_000_000_000, 7_999_999_999)}:AA{rs(B64URL, 33)}")
_put("sendgrid_1", "APIKEY", "sendgrid", f"SG.{rs(B64URL, 22)}.{rs(B64URL, 43)}")
_put("google_1", "APIKEY", "google", "AIza" + rs(B64URL, 35))
_put("google_2", "APIKEY", "google", "AIza" + rs(B64URL, 35))
_put("gitlab_1", "APIKEY", "gitlab_pat", "glpat-" + rs(B64URL, 20))
_put("mailgun_1", "APIKEY", "mailgun", "key-" + rs(HEX, 32))
_put("hf_1", "APIKEY", "huggingface", "hf_" + rs(UP + LO, 34))
_put("aliyun_ak_1", "APIKEY", "aliyun_akid", "LTAI" + rs(ALNUM, 20))
_put("tencent_id_1", "APIKEY", "tencent_secretid", "AKID" + rs(ALNUM, 32))
_put("deepseek_1", "APIKEY", "deepseek", "sk-" + rs(HEX, 32))
_put("jwt_1", "APIKEY", "jwt_hs256", make_jwt("jwt_1", {"sub": "svc-berthbook", "scope": "berths:rw", "iat": 1717430400}))
_put("jwt_2", "APIKEY", "jwt_hs256", make_jwt("jwt_2", {"sub": "pilot-roster", "aud": "vts", "iat": 1722470400, "exp": 1754006400}))

# SECRET
_put("aws_sk_1", "SECRET", "aws_secret", rs(ALNUM + "/+", 40))
_put("aws_sk_2", "SECRET", "aws_secret", rs(ALNUM + "/+", 40))
_put("aliyun_sk_1", "SECRET", "aliyun_secret", rs(ALNUM, 30))
_put("tencent_sk_1", "SECRET", "tencent_secretkey", rs(ALNUM, 32))
_put("wx_secret_1", "SECRET", "wx_appsecret", rs(HEX, 32))
_put("whsec_1", "SECRET", "stripe_whsec", "whsec_" + rs(ALNUM + "+/", 32))
_put("dingtalk_sec_1", "SECRET", "dingtalk_sign", "SEC" + rs(HEX, 64))
_put("slack_hook_1", "SECRET", "slack_webhook",
     f"https://hooks.slack.com/services/T{rs(UP + DIG, 10)}/B{rs(UP + DIG, 10)}/{rs(ALNUM, 24)}")
_put("discord_hook_1", "SECRET", "discord_webhook",
     f"https://discord.com/api/webhooks/{R.randint(10**18, 2 * 10**18)}/{rs(B64URL, 68)}")
_put("dingtalk_hook_1", "SECRET", "dingtalk_webhook", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
_put("wecom_hook_1", "SECRET", "wecom_webhook", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + _uuid())
_put("feishu_hook_1", "SECRET", "feishu_webhook", "https://open.feishu.cn/open-apis/bot/v2/hook/" + _uuid())
_put("totp_1", "SECRET", "totp_seed", rs(B32, 32))
_t = rs(B32, 32).lower()
_put("totp_2", "SECRET", "totp_seed", " ".join(_t[i:i + 4] for i in range(0, 32, 4)))
for _i in range(1, 7):
    _put(f"rc_hex_{_i}", "SECRET", "recovery_hex", f"{rs(HEX, 5)}-{rs(HEX, 5)}")
for _i in range(1, 5):
    _put(f"rc_num_{_i}", "SECRET", "recovery_num", f"{rs(DIG, 4)} {rs(DIG, 4)}")
_put("pem_ssh_1", "SECRET", "pem", make_pem("openssh"))
_put("pem_rsa_1", "SECRET", "pem", make_pem("rsa"))
_put("sess_dj_1", "SECRET", "django_session", rs(LO + DIG, 32))
_put("sess_php_1", "SECRET", "php_session", rs(LO + DIG, 26))
_put("sess_flask_1", "SECRET", "flask_session",
     _b64u(b'{"_fresh":true,"_user_id":"118"}') + "." + rs(B64URL, 6) + "." + rs(B64URL, 27))
_put("django_key_1", "SECRET", "django_secret_key", "django-insecure-" + rs(LO + DIG + "!@#%^&*=+-", 50))
_put("signing_1", "SECRET", "hex_signing_secret", rs(HEX, 64))

# appended later (kept at the end so earlier values do not change)
_put("pp_cn_4", "PASSPORT", "cn", "E" + rs(DIG, 8))
_put("pp_it_1", "PASSPORT", "it", "YA" + rs(DIG, 7))
_put("jwt_3", "APIKEY", "jwt_hs256", make_jwt("jwt_3", {"sub": "admin", "app": "lighthouse-archive", "iat": 1725148800}))
_put("sess_dj_2", "SECRET", "django_session", rs(LO + DIG, 32))
_put("aws_akid_3", "APIKEY", "aws_akid", "AKIA" + rs(B32, 16))
_put("aws_sk_3", "SECRET", "aws_secret", rs(ALNUM + "/+", 40))
_put("stripe_sk_2", "APIKEY", "stripe_secret", "sk_live_" + rs(ALNUM, 24))
_put("openai_2", "APIKEY", "openai", "sk-proj-" + rs(B64URL, 56))
_put("signing_2", "SECRET", "hex_signing_secret", rs(HEX, 64))
_put("slack_hook_2", "SECRET", "slack_webhook",
     f"https://hooks.slack.com/services/T{rs(UP + DIG, 10)}/B{rs(UP + DIG, 10)}/{rs(ALNUM, 24)}")
_put("sendgrid_2", "APIKEY", "sendgrid", f"SG.{rs(B64URL, 22)}.{rs(B64URL, 43)}")
_put("pp_cn_5", "PASSPORT", "cn", "EK" + rs(DIG, 7))
_put("telegram_2", "APIKEY", "telegram_bot", f"{R.randint(6_000_000_000, 7_999_999_999)}:AA{rs(B64URL, 33)}")
_put("totp_3", "SECRET", "totp_seed", rs(B32, 32))
_put("jwt_4", "APIKEY", "jwt_hs256", make_jwt("jwt_4", {"sub": "member:2231", "club": "vhyc", "iat": 1728600000}))
_put("hkid_3", "NATIONAL_ID", "hkid", make_hkid("Z"))
_put("ssn_9", "SSN", "ssn_shape", make_ssn("-"))

# ------------------------------------------------------------- validation
CHECKSUM = {"luhn", "mod97", "gb11643", "dni", "nie", "bsn", "pesel", "se_pnr", "no_fnr", "fi_hetu",
            "ca_sin", "sg_nric", "fr_nir", "ie_ppsn", "hkid", "twid", "gh_crc", "npm_crc", "jwt_hs256"}
WEAK_CHECKSUM = {"twid"}   # even weights: only the +1 substitution is always caught


def validate(name, value=None):
    v = VALUES[name] if value is None else value
    typ, sch = SCHEME[name]
    if sch == "luhn":
        return card_ok(v)
    if sch == "mod97":
        return iban_ok(v)
    if sch == "ssn_shape":
        return ssn_ok(v)
    if sch == "gb11643":
        return idcard_ok(v)
    if typ == "NATIONAL_ID":
        return NATID_VALIDATORS[sch](v)
    if typ == "PASSPORT":
        return bool(re.fullmatch(PASSPORT_RE[sch], v))
    if sch == "gh_crc":
        return crc_token_ok("ghp_", v)
    if sch == "npm_crc":
        return crc_token_ok("npm_", v)
    if sch == "jwt_hs256":
        return jwt_sig_ok(name, v)
    if sch == "pem":
        return pem_ok(v)
    if typ == "APIKEY":
        return bool(re.fullmatch(APIKEY_SHAPES[sch], v))
    if typ == "SECRET":
        return bool(re.fullmatch(SECRET_SHAPES[sch], v))
    raise KeyError(sch)


def selftest(verbose=False):
    bad = []
    for name, v in VALUES.items():
        typ, sch = SCHEME[name]
        if not validate(name):
            bad.append(f"{name}: invalid {v!r}")
            continue
        digits = [i for i, c in enumerate(v) if c.isdigit()]
        if sch in CHECKSUM:
            for i in digits:
                alts = [str((int(v[i]) + 1) % 10)] if sch in WEAK_CHECKSUM else [c for c in DIG if c != v[i]]
                for c in alts:
                    w = v[:i] + c + v[i + 1:]
                    if validate(name, w):
                        bad.append(f"{name}: corruption at {i} ({v[i]}->{c}) still valid")
        else:
            pos = digits[len(digits) // 2] if digits else len(v) // 2
            if sch == "pem":
                pos = v.index("\n") + 20
            w = v[:pos] + v[pos + 1:]
            if validate(name, w):
                bad.append(f"{name}: deletion at {pos} still valid")
        # type-level validators used by check_blind must accept it too
        tv = {"CARD": card_ok, "IBAN": iban_ok, "SSN": ssn_ok, "IDCARD": idcard_ok, "NATIONAL_ID": natid_ok,
              "PASSPORT": passport_ok, "APIKEY": apikey_ok, "SECRET": secret_shape_ok}[typ]
        if not tv(v):
            bad.append(f"{name}: type-level validator rejects {v!r}")
    if len(set(VALUES.values())) != len(VALUES):
        bad.append("duplicate values")
    if verbose or bad:
        for b in bad:
            print("FAIL", b)
    print(f"selftest: {len(VALUES)} values, {len(bad)} failures")
    return not bad


if __name__ == "__main__":
    if "-p" in sys.argv:
        for k, v in VALUES.items():
            t, s = SCHEME[k]
            print(f"{k:22s} {t:12s} {s:18s} {v}")
    else:
        sys.exit(0 if selftest() else 1)
