#!/usr/bin/env python3
"""Seeded generators for the blind45 corpus.

Every value that needs a check digit (cards, IBANs, Chinese resident IDs, national
ID numbers) or a vendor shape (API keys, tokens, webhook URLs, key material, UUIDs,
hashes used as decoys) is produced here and stored in VALUES.  The hand-written
texts refer to them as `$name`.

    python3 values.py        run selftest()
    python3 values.py -p     print every value
"""
import base64
import datetime
import json
import random
import re
import string
import sys

SEED = 45_0451
rng = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = UP + LOW + DIG
URLSAFE = ALNUM + "-_"
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B64 = ALNUM + "+/"


def rs(chars, n):
    return "".join(rng.choice(chars) for _ in range(n))


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


def corruptions(v):
    """Every one-digit corruption of v (each digit replaced by digit+1 mod 10)."""
    out = []
    for i, ch in enumerate(v):
        if ch.isdigit():
            out.append(v[:i] + str((int(ch) + 1) % 10) + v[i + 1:])
    return out


def robust(gen, ok):
    """Draw from gen until the value validates and no one-digit corruption does."""
    for _ in range(10000):
        v = gen()
        if ok(v) and not any(ok(c) for c in corruptions(v)):
            return v
    raise RuntimeError("could not draw a robust value")


def valid_date(y, m, d):
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False

# ---------------------------------------------------------------- validators


def luhn_ok(num):
    d = [int(c) for c in num if c.isdigit()]
    s = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        s += x
    return len(d) > 1 and s % 10 == 0


def luhn_digit(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return c
    raise AssertionError


CARD_BRANDS = [
    ("visa", r"4\d{15}|4\d{12}"),
    ("mastercard", r"5[1-5]\d{14}|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)\d{12}"),
    ("amex", r"3[47]\d{13}"),
    ("unionpay", r"62\d{14,17}"),
    ("jcb", r"35(2[89]|[3-8]\d)\d{12}"),
    ("discover", r"6011\d{12}|65\d{14}"),
]


def card_ok(v):
    if not re.fullmatch(r"[\d -]+", v):
        return False
    d = re.sub(r"[ -]", "", v)
    if not any(re.fullmatch(p, d) for _, p in CARD_BRANDS):
        return False
    return luhn_ok(d)


IBAN_LEN = {"GB": 22, "DE": 22, "FR": 27, "NL": 18, "ES": 24, "IE": 22, "IT": 27,
            "PL": 28, "CH": 21, "BE": 16}


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_ok(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    return _iban_num(s[4:] + s[:4]) % 97 == 1


def make_iban(cc, bban):
    ck = 98 - _iban_num(bban + cc + "00") % 97
    return f"{cc}{ck:02d}{bban}"


CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_M = "10X98765432"


def cn_check(s17):
    return CN_M[sum(int(a) * b for a, b in zip(s17, CN_W)) % 11]


def cnid_ok(v):
    if not re.fullmatch(r"\d{17}[\dX]", v):
        return False
    if not valid_date(int(v[6:10]), int(v[10:12]), int(v[12:14])):
        return False
    return cn_check(v[:17]) == v[17]


def ssn_ok(v):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", v)
    if not m:
        return False
    a, g, s = m.group(1), m.group(3), m.group(4)
    return a != "000" and a != "666" and a[0] != "9" and g != "00" and s != "0000"


PASSPORT_RES = [
    r"\d{9}",                      # UK, US (legacy), TW
    r"[A-Z]\d{8}",                 # US next-gen, HK, MY
    r"E[A-HJ-NP-Z0-9]\d{7}",       # CN ordinary
    r"[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}",  # DE
    r"\d{2}[A-Z]{2}\d{5}",         # FR
    r"[A-Z]\d{7}",                 # IN
    r"[A-Z]{2}\d{6}",              # CA
    r"[A-Z]{2}\d{7}",              # IE, AU
    r"[EK]\d{7}[A-Z]",             # SG
]


def passport_ok(v):
    return any(re.fullmatch(p, v) for p in PASSPORT_RES)

# national ids -------------------------------------------------------------


def nino_ok(v):
    return bool(re.fullmatch(
        r"(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]( ?)\d{2}\1\d{2}\1\d{2}\1[A-D]", v))


def bsn_ok(v):
    if not re.fullmatch(r"\d{9}", v):
        return False
    s = sum(int(v[i]) * (9 - i) for i in range(8)) - int(v[8])
    return s % 11 == 0 and v[0] != "0"


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(v):
    m = re.fullmatch(r"(\d{8})-?([A-Z])", v)
    return bool(m) and DNI_L[int(m.group(1)) % 23] == m.group(2)


def nie_ok(v):
    m = re.fullmatch(r"([XYZ])-?(\d{7})-?([A-Z])", v)
    if not m:
        return False
    n = int("XYZ".index(m.group(1)).__str__() + m.group(2))
    return DNI_L[n % 23] == m.group(3)


def nric_ok(v):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", v)
    if not m:
        return False
    w = [2, 7, 6, 5, 4, 3, 2]
    s = sum(int(a) * b for a, b in zip(m.group(2), w))
    if m.group(1) in "TG":
        s += 4
    table = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return table[s % 11] == m.group(3)


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


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])


def aadhaar_ok(v):
    m = re.fullmatch(r"([2-9]\d{3})( ?)(\d{4})\2(\d{4})", v)
    return bool(m) and verhoeff_ok(m.group(1) + m.group(3) + m.group(4))


def pesel_ok(v):
    if not re.fullmatch(r"\d{11}", v):
        return False
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    if (10 - sum(int(a) * b for a, b in zip(v[:10], w)) % 10) % 10 != int(v[10]):
        return False
    yy, mm, dd = int(v[0:2]), int(v[2:4]), int(v[4:6])
    century = {0: 1900, 20: 2000, 40: 2100, 60: 2200, 80: 1800}
    base = mm - mm % 20
    if base not in century:
        return False
    return valid_date(century[base] + yy, mm - base, dd)


def sin_ok(v):
    m = re.fullmatch(r"(\d{3})([ -]?)(\d{3})\2(\d{3})", v)
    return bool(m) and m.group(1)[0] not in "08" and luhn_ok(m.group(1) + m.group(3) + m.group(4))


def hkid_check(letters, digits):
    vals = [ord(c) - 55 for c in letters]
    if len(vals) == 1:
        vals = [36] + vals
    s = vals[0] * 9 + vals[1] * 8 + sum(int(d) * w for d, w in zip(digits, range(7, 1, -1)))
    r = (11 - s % 11) % 11
    return "A" if r == 10 else str(r)


def hkid_ok(v):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(([0-9A])\)", v)
    return bool(m) and hkid_check(m.group(1), m.group(2)) == m.group(3)


TW_L = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21, N=22,
            O=35, P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def twid_ok(v):
    if not re.fullmatch(r"[A-Z][12]\d{8}", v):
        return False
    n = TW_L[v[0]]
    s = n // 10 + (n % 10) * 9
    s += sum(int(d) * w for d, w in zip(v[1:], [8, 7, 6, 5, 4, 3, 2, 1, 1]))
    return s % 10 == 0


PPS_L = "WABCDEFGHIJKLMNOPQRSTUV"


def ppsn_ok(v):
    m = re.fullmatch(r"(\d{7})([A-W])([A-IW]?)", v)
    if not m:
        return False
    s = sum(int(d) * w for d, w in zip(m.group(1), range(8, 1, -1)))
    if m.group(3) and m.group(3) != "W":
        s += (ord(m.group(3)) - 64) * 9
    return PPS_L[s % 23] == m.group(2)


def pnr_se_ok(v):
    m = re.fullmatch(r"(\d{2})(\d{2})(\d{2})[-+](\d{4})", v)
    if not m:
        return False
    yy, mm, dd = int(m.group(1)), int(m.group(2)), int(m.group(3))
    if not (valid_date(1900 + yy, mm, dd) or valid_date(2000 + yy, mm, dd)):
        return False
    return luhn_ok(v[:6] + v[7:])


def rrn_kr_ok(v):
    if not re.fullmatch(r"\d{6}-\d{7}", v):
        return False
    d = v.replace("-", "")
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    s = sum(int(a) * b for a, b in zip(d[:12], w))
    if (11 - s % 11) % 10 != int(d[12]):
        return False
    cent = {"1": 1900, "2": 1900, "3": 2000, "4": 2000, "5": 1900, "6": 1900, "7": 2000, "8": 2000}
    if d[6] not in cent:
        return False
    return valid_date(cent[d[6]] + int(d[0:2]), int(d[2:4]), int(d[4:6]))


def be_nn_ok(v):
    m = re.fullmatch(r"(\d{2})\.(\d{2})\.(\d{2})-(\d{3})\.(\d{2})", v)
    if not m:
        return False
    base = m.group(1) + m.group(2) + m.group(3) + m.group(4)
    ck = int(m.group(5))
    yy, mm, dd = int(m.group(1)), int(m.group(2)), int(m.group(3))
    if 97 - int(base) % 97 == ck and valid_date(1900 + yy, mm, dd):
        return True
    return 97 - int("2" + base) % 97 == ck and valid_date(2000 + yy, mm, dd)


def mykad_ok(v):
    m = re.fullmatch(r"(\d{2})(\d{2})(\d{2})-(\d{2})-(\d{4})", v)
    if not m:
        return False
    yy, mm, dd = int(m.group(1)), int(m.group(2)), int(m.group(3))
    return valid_date(1900 + yy, mm, dd) or valid_date(2000 + yy, mm, dd)


def polid_ok(v):
    m = re.fullmatch(r"([A-Z]{3})(\d)(\d{5})", v)
    if not m:
        return False
    vals = [ord(c) - 55 for c in m.group(1)] + [int(c) for c in m.group(3)]
    w = [7, 3, 1, 7, 3, 1, 7, 3]
    return sum(a * b for a, b in zip(vals, w)) % 10 == int(m.group(2))


NATIONAL_VALIDATORS = {
    "nino": nino_ok, "bsn": bsn_ok, "dni": dni_ok, "nie": nie_ok, "nric": nric_ok,
    "aadhaar": aadhaar_ok, "pesel": pesel_ok, "sin": sin_ok, "hkid": hkid_ok, "twid": twid_ok,
    "ppsn": ppsn_ok, "pnr_se": pnr_se_ok, "rrn_kr": rrn_kr_ok, "be_nn": be_nn_ok, "mykad": mykad_ok,
    "polid": polid_ok,
}
HAS_CHECK = {"bsn", "dni", "nie", "nric", "aadhaar", "pesel", "sin", "hkid", "twid", "ppsn",
             "pnr_se", "rrn_kr", "be_nn", "polid"}

APIKEY_RES = [
    r"AKIA[A-Z2-7]{16}",
    r"ghp_[A-Za-z0-9]{36}",
    r"glpat-[A-Za-z0-9_-]{20}",
    r"xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}",
    r"xoxp-\d{10,13}-\d{10,13}-\d{10,13}-[0-9a-f]{32}",
    r"sk_live_[A-Za-z0-9]{24,99}",
    r"rk_live_[A-Za-z0-9]{24,99}",
    r"sk-proj-[A-Za-z0-9_-]{40,}",
    r"sk-ant-api03-[A-Za-z0-9_-]{90,}",
    r"AIza[A-Za-z0-9_-]{35}",
    r"\d{9,10}:AA[A-Za-z0-9_-]{33}",
    r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    r"SK[0-9a-f]{32}",
    r"key-[0-9a-f]{32}",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{20,}",
    r"shpat_[0-9a-f]{32}",
    r"LTAI[A-Za-z0-9]{12,24}",
    r"AKID[A-Za-z0-9]{32}",
    r"hf_[A-Za-z0-9]{34}",
    r"npm_[A-Za-z0-9]{36}",
]


def apikey_ok(v):
    return any(re.fullmatch(p, v) for p in APIKEY_RES)


SECRET_RES = [
    r"[A-Za-z0-9/+]{40}",                                   # AWS secret access key
    r"whsec_[A-Za-z0-9]{32}",                               # Stripe signing secret
    r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}",
    r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}",
    r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}",
    r"https://discord\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_-]{68}",
    r"[A-Z2-7]{32}",                                        # TOTP seed
    r"([A-Z2-7]{4} ){7}[A-Z2-7]{4}",                        # TOTP seed grouped
    r"-----BEGIN [A-Z ]*PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END [A-Z ]*PRIVATE KEY-----",
    r"[A-Za-z0-9!@#%^&*(\-_=+)]{50}",                       # Django SECRET_KEY
    r"[0-9a-f]{32}",                                        # Twilio auth token / WeChat secret
    r"[A-Za-z0-9]{30}",                                     # Alibaba AccessKey secret
    r"[A-Za-z0-9]{32}",                                     # Tencent SecretKey
    r"[A-Za-z0-9_-]{64}",                                   # DingTalk AppSecret
    r"s%3A[A-Za-z0-9_-]{32}\.[A-Za-z0-9+/]{43}",            # express-session cookie
    r"[0-9a-f]{64}",                                        # signing secret (hex)
]


def secret_ok(v):
    return any(re.fullmatch(p, v) for p in SECRET_RES)

# ---------------------------------------------------------------- generators

VALUES = {}
TYPES = {}      # name -> type (CARD, IBAN, ..., or DECOY:<kind>)
SUBTYPE = {}    # national id subtype


def put(name, typ, value, sub=None):
    assert name not in VALUES, name
    VALUES[name] = value
    TYPES[name] = typ
    if sub:
        SUBTYPE[name] = sub


def gen_card(prefix, length):
    def g():
        body = prefix + rs(DIG, length - len(prefix) - 1)
        return body + luhn_digit(body)
    return robust(g, card_ok)


def gen_iban(cc):
    def bban():
        if cc == "GB":
            return rng.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "NAIA"]) + rs(DIG, 14)
        if cc == "IE":
            return rng.choice(["AIBK", "BOFI", "IPBS"]) + rs(DIG, 14)
        if cc == "DE":
            return rs(DIG, 18)
        if cc == "NL":
            return rng.choice(["ABNA", "INGB", "RABO", "SNSB"]) + rs(DIG, 10)
        if cc == "FR":
            bank, branch, acct = rs(DIG, 5), rs(DIG, 5), rs(DIG, 11)
            key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
            return f"{bank}{branch}{acct}{key:02d}"
        if cc == "ES":
            w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

            def cd(ds):
                r = 11 - sum(int(a) * b for a, b in zip(ds, w)) % 11
                return {11: 0, 10: 1}.get(r, r)
            bank, branch, acct = rs(DIG, 4), rs(DIG, 4), rs(DIG, 10)
            return f"{bank}{branch}{cd('00' + bank + branch)}{cd(acct)}{acct}"
        if cc == "IT":
            return rng.choice(UP) + rs(DIG, 10) + rs(DIG, 12)
        if cc == "PL":
            return rs(DIG, 24)
        if cc == "CH":
            return rs(DIG, 17)
        if cc == "BE":
            first = rs(DIG, 10)
            ck = int(first) % 97 or 97
            return f"{first}{ck:02d}"
        raise ValueError(cc)
    return robust(lambda: make_iban(cc, bban()), iban_ok)


def gen_cnid(region, ymd, male):
    def g():
        seq = rs(DIG, 2) + rng.choice("13579" if male else "02468")
        s17 = region + ymd + seq
        return s17 + cn_check(s17)
    return robust(g, cnid_ok)


def gen_ssn():
    while True:
        a = rng.randint(1, 772)
        if a == 666:
            continue
        v = f"{a:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"
        if v not in ("078-05-1120", "123-45-6789") and ssn_ok(v):
            return v


def gen_by(fn_draw, sub):
    return robust(fn_draw, NATIONAL_VALIDATORS[sub])


def _bsn():
    d = "1" + rs(DIG, 7)
    s = sum(int(d[i]) * (9 - i) for i in range(8)) % 11
    return d + str(s) if s < 10 else "000000000"


def _dni():
    n = rs(DIG, 8)
    return n + DNI_L[int(n) % 23]


def _nie():
    p = rng.choice("XY")
    n = rs(DIG, 7)
    return p + n + DNI_L[int(str("XYZ".index(p)) + n) % 23]


def _nric(prefix):
    def g():
        n = rs(DIG, 7)
        s = sum(int(a) * b for a, b in zip(n, [2, 7, 6, 5, 4, 3, 2])) + (4 if prefix in "TG" else 0)
        t = "JZIHGFEDCBA" if prefix in "ST" else "XWUTRQPNMLK"
        return prefix + n + t[s % 11]
    return g


def _aadhaar():
    n = rng.choice("23456789") + rs(DIG, 10)
    n += verhoeff_digit(n)
    return group(n, [4, 4, 4])


def _pesel(y, m, d, male):
    def g():
        mm = m + {1800: 80, 1900: 0, 2000: 20}[y // 100 * 100]
        body = f"{y % 100:02d}{mm:02d}{d:02d}" + rs(DIG, 3) + rng.choice("13579" if male else "02468")
        w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
        return body + str((10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10)
    return g


def _sin(sep):
    def g():
        n = rng.choice("1234567") + rs(DIG, 7)
        n += luhn_digit(n)
        return group(n, [3, 3, 3], sep)
    return g


def _hkid():
    L = rng.choice("ACDEGHKPRVYZ")
    dg = rs(DIG, 6)
    return f"{L}{dg}({hkid_check(L, dg)})"


def _twid(male):
    def g():
        L = rng.choice("ABFHKLST")
        body = ("1" if male else "2") + rs(DIG, 7)
        for c in DIG:
            if twid_ok(L + body + c):
                return L + body + c
    return g


def _ppsn():
    n = rs(DIG, 7)
    s = sum(int(d) * w for d, w in zip(n, range(8, 1, -1)))
    return n + PPS_L[s % 23]


def _pnr(y, m, d):
    def g():
        b = f"{y % 100:02d}{m:02d}{d:02d}" + rs(DIG, 3)
        return f"{b[:6]}-{b[6:]}{luhn_digit(b)}"
    return g


def _rrn(y, m, d, male):
    def g():
        s7 = ("1" if male else "2") if y < 2000 else ("3" if male else "4")
        body = f"{y % 100:02d}{m:02d}{d:02d}" + s7 + rs(DIG, 5)
        w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
        ck = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
        return f"{body[:6]}-{body[6:]}{ck}"
    return g


def _be(y, m, d):
    def g():
        seq = rs(DIG, 3)
        base = f"{y % 100:02d}{m:02d}{d:02d}{seq}"
        ck = 97 - int(base if y < 2000 else "2" + base) % 97
        return f"{base[0:2]}.{base[2:4]}.{base[4:6]}-{seq}.{ck:02d}"
    return g


def _mykad(y, m, d):
    return lambda: f"{y % 100:02d}{m:02d}{d:02d}-{rng.choice(['10', '14', '07', '08'])}-{rs(DIG, 4)}"


def _polid():
    L = rs(UP, 3)
    dg = rs(DIG, 5)
    vals = [ord(c) - 55 for c in L] + [int(c) for c in dg]
    ck = sum(a * b for a, b in zip(vals, [7, 3, 1, 7, 3, 1, 7, 3])) % 10
    return f"{L}{ck}{dg}"


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def gen_jwt(payload):
    h = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64url(bytes(rng.randrange(256) for _ in range(32)))
    return f"{h}.{p}.{sig}"


def gen_pem(kind):
    if kind == "openssh":
        first = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
        lines = [first] + [rs(B64, 70) for _ in range(3)] + [rs(B64, 28) + "=="]
        tag = "OPENSSH PRIVATE KEY"
    else:
        lines = ["MIIEowIBAAKCAQEA" + rs(B64, 48)] + [rs(B64, 64) for _ in range(4)] + [rs(B64, 40) + "="]
        tag = "RSA PRIVATE KEY"
    return f"-----BEGIN {tag}-----\n" + "\n".join(lines) + f"\n-----END {tag}-----"


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def build():
    # cards ---------------------------------------------------------------
    put("card_v1", "CARD", group(gen_card("4", 16), [4, 4, 4, 4]))
    put("card_v2", "CARD", gen_card("4", 16))
    put("card_v3", "CARD", group(gen_card("4", 16), [4, 4, 4, 4], "-"))
    put("card_v4", "CARD", group(gen_card("4", 16), [4, 4, 4, 4]))
    put("card_v5", "CARD", group(gen_card("4", 16), [4, 4, 4, 4]))
    put("card_mc1", "CARD", group(gen_card("5" + rng.choice("12345"), 16), [4, 4, 4, 4]))
    put("card_mc2", "CARD", group(gen_card("22" + rng.choice("3456789"), 16), [4, 4, 4, 4]))
    put("card_mc3", "CARD", gen_card("5" + rng.choice("12345"), 16))
    put("card_mc4", "CARD", group(gen_card("5" + rng.choice("12345"), 16), [4, 4, 4, 4], "-"))
    put("card_amex1", "CARD", group(gen_card("37", 15), [4, 6, 5]))
    put("card_amex2", "CARD", gen_card("34", 15))
    put("card_up1", "CARD", group(gen_card("6222", 16), [4, 4, 4, 4]))
    put("card_up2", "CARD", gen_card("6217", 19))
    put("card_up3", "CARD", gen_card("6228", 16))
    put("card_up4", "CARD", group(gen_card("6214", 19), [4, 4, 4, 4, 3]))
    put("card_up5", "CARD", gen_card("6230", 19))
    put("card_jcb1", "CARD", group(gen_card("3566", 16), [4, 4, 4, 4]))
    put("card_disc1", "CARD", group(gen_card("6011", 16), [4, 4, 4, 4]))

    # ibans ---------------------------------------------------------------
    def spaced(i):
        return " ".join(i[k:k + 4] for k in range(0, len(i), 4))
    put("iban_gb1", "IBAN", spaced(gen_iban("GB")))
    put("iban_gb2", "IBAN", gen_iban("GB"))
    put("iban_gb3", "IBAN", spaced(gen_iban("GB")))
    put("iban_de1", "IBAN", spaced(gen_iban("DE")))
    put("iban_de2", "IBAN", gen_iban("DE"))
    put("iban_fr1", "IBAN", spaced(gen_iban("FR")))
    put("iban_nl1", "IBAN", spaced(gen_iban("NL")))
    put("iban_nl2", "IBAN", gen_iban("NL"))
    put("iban_es1", "IBAN", spaced(gen_iban("ES")))
    put("iban_ie1", "IBAN", spaced(gen_iban("IE")))
    put("iban_it1", "IBAN", gen_iban("IT"))
    put("iban_pl1", "IBAN", spaced(gen_iban("PL")))
    put("iban_ch1", "IBAN", spaced(gen_iban("CH")))
    put("iban_be1", "IBAN", spaced(gen_iban("BE")))

    # ssn -----------------------------------------------------------------
    for i in range(1, 6):
        put(f"ssn{i}", "SSN", gen_ssn())
    put("ssn6", "SSN", gen_ssn().replace("-", ""))
    put("ssn7", "SSN", gen_ssn().replace("-", " "))
    put("ssn8", "SSN", gen_ssn())

    # chinese resident ids (region, birth date, male) ----------------------
    cn = [
        ("id_cn1", "110105", "19680314", True),
        ("id_cn2", "310104", "19751102", False),
        ("id_cn3", "440305", "19900723", True),
        ("id_cn4", "330106", "19830130", False),
        ("id_cn5", "510107", "19590909", True),
        ("id_cn6", "420106", "19961205", False),
        ("id_cn7", "320102", "19710518", True),
        ("id_cn8", "350203", "19880827", False),
        ("id_cn9", "370202", "19450211", True),
        ("id_cn10", "610113", "19791016", True),
        ("id_cn11", "430104", "20010404", False),
        ("id_cn12", "210203", "19630629", False),
        ("id_cn13", "440106", "19920315", True),
        ("id_cn14", "330102", "19360708", False),
    ]
    for name, reg, ymd, male in cn:
        if name == "id_cn5":   # make sure one value ends in X
            v = robust(lambda: (lambda s: s + cn_check(s))(reg + ymd + rs(DIG, 2) + rng.choice("13579")),
                       lambda x: cnid_ok(x) and x.endswith("X"))
        else:
            v = gen_cnid(reg, ymd, male)
        put(name, "IDCARD", v)

    # passports (shape only: none of these number formats embeds a check digit)
    put("pp_uk1", "PASSPORT", rng.choice("15") + rs(DIG, 8))
    put("pp_uk2", "PASSPORT", rng.choice("56") + rs(DIG, 8))
    put("pp_us1", "PASSPORT", rng.choice("45") + rs(DIG, 8))
    put("pp_us2", "PASSPORT", "A" + rs(DIG, 8))
    put("pp_cn1", "PASSPORT", "E" + rs(DIG, 8))
    put("pp_cn2", "PASSPORT", "E" + rng.choice("ABCDFGH") + rs(DIG, 7))
    put("pp_cn3", "PASSPORT", "E" + rs(DIG, 8))
    put("pp_de1", "PASSPORT", rng.choice("CFGHJK") + rs("CFGHJKLMNPRTVWXYZ0123456789", 8))
    put("pp_fr1", "PASSPORT", rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5))
    put("pp_in1", "PASSPORT", rng.choice("JKLMNPRSTUVWZ") + rs(DIG, 7))
    put("pp_ca1", "PASSPORT", rs(UP, 2) + rs(DIG, 6))
    put("pp_ie1", "PASSPORT", rs(UP, 2) + rs(DIG, 7))
    put("pp_hk1", "PASSPORT", "K" + rs(DIG, 8))
    put("pp_sg1", "PASSPORT", "K" + rs(DIG, 7) + rng.choice(UP))
    put("pp_au1", "PASSPORT", "P" + rng.choice("ABCD") + rs(DIG, 7))
    put("pp_tw1", "PASSPORT", "3" + rs(DIG, 8))
    put("pp_my1", "PASSPORT", "A" + rs(DIG, 8))

    # national ids --------------------------------------------------------
    def nino(sep):
        first = rng.choice("ABCEGHJKLMNOPRSTWXYZ")
        second = rng.choice("ABCEGHJKLMNPRSTWXYZ")
        if first + second in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
            return nino(sep)
        d = rs(DIG, 6)
        return sep.join([first + second, d[:2], d[2:4], d[4:], rng.choice("ABCD")])
    put("nino1", "NATIONAL_ID", nino(" "), "nino")
    put("nino2", "NATIONAL_ID", nino(""), "nino")
    put("nino3", "NATIONAL_ID", nino(" "), "nino")
    put("nino4", "NATIONAL_ID", nino(""), "nino")
    put("bsn1", "NATIONAL_ID", gen_by(_bsn, "bsn"), "bsn")
    put("dni1", "NATIONAL_ID", gen_by(_dni, "dni"), "dni")
    put("nie1", "NATIONAL_ID", gen_by(_nie, "nie"), "nie")
    put("nric1", "NATIONAL_ID", gen_by(_nric("S"), "nric"), "nric")
    put("nric2", "NATIONAL_ID", gen_by(_nric("T"), "nric"), "nric")
    put("aadhaar1", "NATIONAL_ID", gen_by(_aadhaar, "aadhaar"), "aadhaar")
    put("pesel1", "NATIONAL_ID", gen_by(_pesel(1958, 5, 21, True), "pesel"), "pesel")
    put("sin1", "NATIONAL_ID", gen_by(_sin(" "), "sin"), "sin")
    put("hkid1", "NATIONAL_ID", gen_by(_hkid, "hkid"), "hkid")
    put("hkid2", "NATIONAL_ID", gen_by(_hkid, "hkid"), "hkid")
    put("twid1", "NATIONAL_ID", gen_by(_twid(True), "twid"), "twid")
    put("twid2", "NATIONAL_ID", gen_by(_twid(False), "twid"), "twid")
    put("ppsn1", "NATIONAL_ID", gen_by(_ppsn, "ppsn"), "ppsn")
    put("pnr_se1", "NATIONAL_ID", gen_by(_pnr(1985, 9, 12), "pnr_se"), "pnr_se")
    put("rrn_kr1", "NATIONAL_ID", gen_by(_rrn(1979, 11, 3, True), "rrn_kr"), "rrn_kr")
    put("be_nn1", "NATIONAL_ID", gen_by(_be(1971, 2, 28), "be_nn"), "be_nn")
    put("mykad1", "NATIONAL_ID", _mykad(1966, 8, 15)(), "mykad")
    put("polid1", "NATIONAL_ID", gen_by(_polid, "polid"), "polid")

    # api keys ------------------------------------------------------------
    put("ak_aws1", "APIKEY", "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16))
    put("ak_aws2", "APIKEY", "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16))
    put("ak_aws3", "APIKEY", "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16))
    put("ak_gh1", "APIKEY", "ghp_" + rs(ALNUM, 36))
    put("ak_gh2", "APIKEY", "ghp_" + rs(ALNUM, 36))
    put("ak_gl1", "APIKEY", "glpat-" + rs(URLSAFE, 20))
    put("ak_slack1", "APIKEY", f"xoxb-{rs(DIG, 12)}-{rs(DIG, 13)}-{rs(ALNUM, 24)}")
    put("ak_slack2", "APIKEY", f"xoxp-{rs(DIG, 12)}-{rs(DIG, 12)}-{rs(DIG, 13)}-{rs(HEX, 32)}")
    put("ak_stripe1", "APIKEY", "sk_live_51" + rs(ALNUM, 46))
    put("ak_stripe2", "APIKEY", "sk_live_51" + rs(ALNUM, 46))
    put("ak_stripe_rk1", "APIKEY", "rk_live_51" + rs(ALNUM, 46))
    put("ak_openai1", "APIKEY", "sk-proj-" + rs(URLSAFE, 64))
    put("ak_anth1", "APIKEY", "sk-ant-api03-" + rs(URLSAFE, 93) + "AA")
    put("ak_google1", "APIKEY", "AIza" + rs(URLSAFE, 35))
    put("ak_google2", "APIKEY", "AIza" + rs(URLSAFE, 35))
    put("ak_tg1", "APIKEY", f"{rng.choice('5678')}{rs(DIG, 9)}:AA{rs(URLSAFE, 33)}")
    put("ak_sg1", "APIKEY", f"SG.{rs(URLSAFE, 22)}.{rs(URLSAFE, 43)}")
    put("ak_twilio1", "APIKEY", "SK" + rs(HEX, 32))
    put("ak_mailgun1", "APIKEY", "key-" + rs(HEX, 32))
    put("ak_jwt1", "APIKEY", gen_jwt({"sub": "v-22817", "svc": "SVC-55120", "iat": 1713440340, "exp": 1713448740}))
    put("ak_jwt2", "APIKEY", gen_jwt({"sub": "u_40913", "role": "bidder", "iat": 1718013622, "exp": 1718100022}))
    put("ak_jwt3", "APIKEY", gen_jwt({"uid": 88120, "scope": "lock:operate", "iat": 1709551200}))
    put("ak_jwt4", "APIKEY", gen_jwt({"sub": "agent-0412", "tenant": "hk", "iat": 1716336000}))
    put("ak_shopify1", "APIKEY", "shpat_" + rs(HEX, 32))
    put("ak_ali1", "APIKEY", "LTAI5t" + rs(ALNUM, 18))
    put("ak_ali2", "APIKEY", "LTAI5t" + rs(ALNUM, 18))
    put("ak_tc1", "APIKEY", "AKID" + rs(ALNUM, 32))
    put("ak_hf1", "APIKEY", "hf_" + rs(ALNUM, 34))
    put("ak_npm1", "APIKEY", "npm_" + rs(ALNUM, 36))

    # secrets -------------------------------------------------------------
    put("sec_aws1", "SECRET", rs(ALNUM + "/+", 40))
    put("sec_aws2", "SECRET", rs(ALNUM + "/+", 40))
    put("sec_aws3", "SECRET", rs(ALNUM + "/+", 40))
    put("sec_whsec1", "SECRET", "whsec_" + rs(ALNUM, 32))
    put("sec_whsec2", "SECRET", "whsec_" + rs(ALNUM, 32))
    put("sec_slackhook1", "SECRET",
        f"https://hooks.slack.com/services/T{rs(UP + DIG, 8)}/B{rs(UP + DIG, 10)}/{rs(ALNUM, 24)}")
    put("sec_slackhook2", "SECRET",
        f"https://hooks.slack.com/services/T{rs(UP + DIG, 8)}/B{rs(UP + DIG, 10)}/{rs(ALNUM, 24)}")
    put("sec_dinghook1", "SECRET", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
    put("sec_dinghook2", "SECRET", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
    put("sec_wecomhook1", "SECRET", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + uuid4())
    put("sec_discordhook1", "SECRET",
        f"https://discord.com/api/webhooks/{rng.choice('12')}{rs(DIG, 18)}/{rs(URLSAFE, 68)}")
    put("sec_totp1", "SECRET", rs(B32, 32))
    put("sec_totp2", "SECRET", group(rs(B32, 32), [4] * 8))
    put("sec_totp3", "SECRET", rs(B32, 32))
    put("sec_pem1", "SECRET", gen_pem("openssh"))
    put("sec_pem2", "SECRET", gen_pem("rsa"))
    put("sec_django1", "SECRET", rs(LOW + DIG + "!@#%^&*(-_=+)", 50))
    put("sec_cookie1", "SECRET", f"s%3A{rs(URLSAFE, 32)}.{rs(ALNUM + '+/', 43)}")
    put("sec_twauth1", "SECRET", rs(HEX, 32))
    put("sec_ali1", "SECRET", rs(ALNUM, 30))
    put("sec_ali2", "SECRET", rs(ALNUM, 30))
    put("sec_tc1", "SECRET", rs(ALNUM, 32))
    put("sec_dingapp1", "SECRET", rs(URLSAFE, 64))
    put("sec_wxsecret1", "SECRET", rs(HEX, 32))
    put("sec_wxpaykey1", "SECRET", rs(ALNUM, 32))
    put("sec_sign1", "SECRET", rs(HEX, 64))
    put("sec_sign2", "SECRET", rs(HEX, 64))

    # decoys with a vendor shape -----------------------------------------
    for i in range(1, 11):
        put(f"dc_uuid{i}", "DECOY:uuid", uuid4())
    for i in range(1, 7):
        put(f"dc_sha{i}", "DECOY:commit_sha", rs(HEX, 40))
    for i in range(1, 4):
        put(f"dc_sha256_{i}", "DECOY:sha256", rs(HEX, 64))
    for i in range(1, 3):
        put(f"dc_md5_{i}", "DECOY:md5", rs(HEX, 32))
    put("dc_pk1", "DECOY:publishable_key", "pk_live_51" + rs(ALNUM, 46))
    put("dc_pk2", "DECOY:publishable_key", "pk_live_51" + rs(ALNUM, 46))
    put("dc_wxappid1", "DECOY:app_id", "wx" + rs(HEX, 16))
    put("dc_wxappid2", "DECOY:app_id", "wx" + rs(HEX, 16))
    put("dc_twsid1", "DECOY:account_sid", "AC" + rs(HEX, 32))
    put("dc_dingappkey1", "DECOY:app_key", "ding" + rs(LOW + DIG, 16))

    # second batch (appended so that every value above keeps its draw) ---
    put("card_up6", "CARD", group(gen_card("6225", 16), [4, 4, 4, 4]))
    put("card_up7", "CARD", gen_card("6212", 19))
    put("card_v6", "CARD", group(gen_card("4", 16), [4, 4, 4, 4]))
    put("nric3", "NATIONAL_ID", gen_by(_nric("S"), "nric"), "nric")
    put("nric4", "NATIONAL_ID", gen_by(_nric("F"), "nric"), "nric")
    put("ssn9", "SSN", gen_ssn())
    put("nino5", "NATIONAL_ID", nino(" "), "nino")
    put("mykad2", "NATIONAL_ID", _mykad(1974, 3, 2)(), "mykad")
    put("hkid3", "NATIONAL_ID", gen_by(_hkid, "hkid"), "hkid")
    put("id_cn15", "IDCARD", gen_cnid("440304", "19850618", True))
    put("id_cn16", "IDCARD", gen_cnid("350102", "19701225", False))
    put("iban_gb4", "IBAN", spaced(gen_iban("GB")))
    put("ssn10", "SSN", gen_ssn())


build()

# ---------------------------------------------------------------- self test

CHECKERS = {
    "CARD": card_ok, "IBAN": iban_ok, "IDCARD": cnid_ok, "SSN": ssn_ok, "PASSPORT": passport_ok,
    "APIKEY": apikey_ok, "SECRET": secret_ok,
}
DECOY_RES = {
    "DECOY:uuid": r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    "DECOY:commit_sha": r"[0-9a-f]{40}", "DECOY:sha256": r"[0-9a-f]{64}", "DECOY:md5": r"[0-9a-f]{32}",
    "DECOY:publishable_key": r"pk_live_[A-Za-z0-9]{24,99}", "DECOY:app_id": r"wx[0-9a-f]{16}",
    "DECOY:account_sid": r"AC[0-9a-f]{32}", "DECOY:app_key": r"ding[a-z0-9]{16}",
}


def validator_for(name):
    t = TYPES[name]
    if t == "NATIONAL_ID":
        return NATIONAL_VALIDATORS[SUBTYPE[name]]
    if t.startswith("DECOY:"):
        return lambda v, p=DECOY_RES[t]: bool(re.fullmatch(p, v))
    return CHECKERS[t]


def has_check(name):
    t = TYPES[name]
    return t in ("CARD", "IBAN", "IDCARD") or (t == "NATIONAL_ID" and SUBTYPE[name] in HAS_CHECK)


def selftest():
    bad = []
    for name, v in VALUES.items():
        ok = validator_for(name)
        if not ok(v):
            bad.append(f"{name}: {v!r} does not validate")
            continue
        if has_check(name):
            for c in corruptions(v):
                if ok(c):
                    bad.append(f"{name}: corruption {c!r} still validates")
    # known-good reference values for the validators themselves
    refs = [(hkid_ok, "A123456(3)"), (twid_ok, "A123456789"), (luhn_ok, "79927398713"),
            (iban_ok, "GB82WEST12345698765432"), (dni_ok, "12345678Z"), (polid_ok, "ABA300000"),
            (bsn_ok, "111222333"), (cnid_ok, "11010519491231002X"), (verhoeff_ok, "2363")]
    for fn, v in refs:
        if not fn(v):
            bad.append(f"reference {v} rejected by {fn.__name__}")
    if len(set(VALUES.values())) != len(VALUES):
        bad.append("duplicate values")
    return bad


if __name__ == "__main__":
    if "-p" in sys.argv[1:]:
        for k, v in VALUES.items():
            print(f"{k:18} {TYPES[k]:22} {v}")
    problems = selftest()
    for p in problems:
        print("FAIL", p)
    print(f"selftest: {len(VALUES)} values, {len(problems)} problems")
    sys.exit(1 if problems else 0)
