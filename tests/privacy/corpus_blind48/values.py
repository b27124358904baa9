#!/usr/bin/env python3
"""Generated values for the blind48 corpus, plus the validators used by check_blind.py.

Every value that carries a check digit or a vendor shape is generated here from a
seeded random.Random and referred to in the texts as $name.

    python3 values.py        run selftest()
    python3 values.py -p     print every value
"""
import base64
import datetime
import hashlib
import hmac
import ipaddress
import json
import re
import random
import string
import sys
import zlib

SEED = 480048
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
B62 = DIG + UP + LOW
B64URL = B62 + "-_"
HEX = "0123456789abcdef"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


# --------------------------------------------------------------------------- Luhn
def luhn_ok(ds):
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


def luhn_complete(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return partial + c
    raise ValueError(partial)


def make_card(prefix, length, groups, sep=" "):
    full = luhn_complete(prefix + rs(DIG, length - len(prefix) - 1))
    if not groups:
        return full
    out, i = [], 0
    for g in groups:
        out.append(full[i:i + g])
        i += g
    return sep.join(out)


def v_card(s):
    if not re.fullmatch(r"\d[\d -]*\d", s):
        return False
    seps = set(re.findall(r"[ -]", s))
    if len(seps) > 1:
        return False
    ds = re.sub(r"[ -]", "", s)
    return 13 <= len(ds) <= 19 and luhn_ok(ds)


# --------------------------------------------------------------------------- IBAN
IBAN_LEN = {"DE": 22, "GB": 22, "FR": 27, "NL": 18, "ES": 24, "IT": 27, "CH": 21, "AT": 20,
            "BE": 16, "PL": 28, "SE": 24, "IE": 22, "NO": 15, "DK": 18, "PT": 25, "FI": 18,
            "LU": 20, "CZ": 24}


def iban_mod(s):
    rearr = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in rearr)) % 97


def make_iban(cc, bban, grouped=True):
    chk = 98 - iban_mod(cc + "00" + bban)
    s = cc + "%02d" % chk + bban
    assert len(s) == IBAN_LEN[cc], (cc, len(s))
    if grouped:
        return " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


def be_bban():
    ten = rs(DIG, 10)
    k = int(ten) % 97 or 97
    return ten + "%02d" % k


def v_iban(s):
    t = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", t):
        return False
    if IBAN_LEN.get(t[:2]) != len(t):
        return False
    if " " in s and s != " ".join(t[i:i + 4] for i in range(0, len(t), 4)):
        return False
    return iban_mod(t) == 1


# --------------------------------------------------------------------------- GB 11643 (CN resident ID)
W_CN = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cn_check(s17):
    return "10X98765432"[sum(int(a) * b for a, b in zip(s17, W_CN)) % 11]


def make_idcard(area, ymd, gender):
    last = R.choice("13579" if gender == "m" else "02468")
    s17 = area + ymd + rs(DIG, 2) + last
    return s17 + cn_check(s17)


def _date(y, m, d):
    try:
        return datetime.date(y, m, d)
    except ValueError:
        return None


def idcard_birth(s):
    return _date(int(s[6:10]), int(s[10:12]), int(s[12:14]))


def v_idcard(s):
    if not re.fullmatch(r"[1-8]\d{16}[\dX]", s):
        return False
    b = idcard_birth(s)
    if not b or not (1920 <= b.year <= 2024):
        return False
    return cn_check(s[:17]) == s[17]


# --------------------------------------------------------------------------- US SSN (shape only)
def make_ssn(sep="-"):
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    g, n = R.randint(1, 99), R.randint(1, 9999)
    return f"{a:03d}{sep}{g:02d}{sep}{n:04d}"


def v_ssn(s):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", s)
    if not m:
        return False
    a, g, n = int(m.group(1)), int(m.group(3)), int(m.group(4))
    return 0 < a < 900 and a != 666 and g > 0 and n > 0 and s.replace("-", "") != "078051120"


# --------------------------------------------------------------------------- passports (shape only)
PASSPORT_RES = [
    r"E[A-HJ-NP-Z]?\d{7,8}",        # CN e-passport E12345678 / EA1234567
    r"[GDSP]\d{8}",                 # older CN passports
    r"[HK]\d{8}",                   # HKSAR
    r"\d{9}",                       # US / UK
    r"[A-Z]\d{8}",                  # US next generation
    r"C[CFGHJKLMNPRTVWXYZ0-9]{8}",  # DE
    r"\d{2}[A-Z]{2}\d{5}",          # FR
    r"T[A-Z]\d{7}",                 # JP
    r"[A-Z]\d{7}",                  # IN / AU
    r"[A-Z]{2}\d{6}",               # CA
    r"M\d{8}",                      # KR
    r"K\d{7}[A-Z]",                 # SG
]


def v_passport(s):
    return any(re.fullmatch(p, s) for p in PASSPORT_RES)


def make_passport(kind):
    if kind == "cn":
        return R.choice(["E" + rs(DIG, 8), "E" + R.choice("ABCDEFGH") + rs(DIG, 7)])
    if kind == "hk":
        return "K" + rs(DIG, 8)
    if kind in ("us", "gb"):
        return str(R.randint(1, 9)) + rs(DIG, 8)
    if kind == "usng":
        return R.choice("ABC") + rs(DIG, 8)
    if kind == "de":
        return "C" + rs("CFGHJKLMNPRTVWXYZ0123456789", 8)
    if kind == "fr":
        return rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5)
    if kind == "jp":
        return "T" + R.choice("KRZ") + rs(DIG, 7)
    if kind in ("in", "au"):
        return R.choice("NPMRZ") + rs(DIG, 7)
    if kind == "ca":
        return rs(UP, 2) + rs(DIG, 6)
    if kind == "kr":
        return "M" + rs(DIG, 8)
    if kind == "sg":
        return "K" + rs(DIG, 7) + R.choice(UP)
    raise KeyError(kind)


# --------------------------------------------------------------------------- national IDs
DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def make_dni():
    n = R.randint(10000000, 99999999)
    return f"{n}{DNI_L[n % 23]}"


def make_nie():
    p = R.choice("XYZ")
    n = rs(DIG, 7)
    return p + n + DNI_L[int(str("XYZ".index(p)) + n) % 23]


def v_dni(s):
    m = re.fullmatch(r"(\d{8})-?([A-Z])", s)
    if m:
        return DNI_L[int(m.group(1)) % 23] == m.group(2)
    m = re.fullmatch(r"([XYZ])-?(\d{7})-?([A-Z])", s)
    if m:
        return DNI_L[int(str("XYZ".index(m.group(1))) + m.group(2)) % 23] == m.group(3)
    return False


def make_bsn():
    while True:
        d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(7)]
        c = sum(x * (9 - i) for i, x in enumerate(d)) % 11
        if c < 10:
            return "".join(map(str, d)) + str(c)


def v_bsn(s):
    t = s.replace(".", "").replace(" ", "")
    if not re.fullmatch(r"\d{9}", t):
        return False
    d = [int(c) for c in t]
    return (sum(x * (9 - i) for i, x in enumerate(d[:8])) - d[8]) % 11 == 0


def make_pnr(date):  # Swedish personnummer YYMMDD-NNNC
    nine = date.strftime("%y%m%d") + rs(DIG, 3)
    return luhn_complete(nine)[:6] + "-" + luhn_complete(nine)[6:]


def v_pnr(s):
    m = re.fullmatch(r"(?:19|20)?(\d{6})[-+]?(\d{4})", s)
    if not m or not re.search(r"[-+]", s) and len(s) == 10 and False:
        return False
    if not m:
        return False
    ten = m.group(1) + m.group(2)
    return luhn_ok(ten) and pnr_birth(s) is not None


def pnr_birth(s):
    m = re.fullmatch(r"(19|20)?(\d{2})(\d{2})(\d{2})[-+]?\d{4}", s)
    if not m:
        return None
    yy = int(m.group(2))
    cent = int(m.group(1)) if m.group(1) else (20 if yy <= 24 else 19)
    return _date(cent * 100 + yy, int(m.group(3)), int(m.group(4)))


CF_ODD = dict(zip(DIG + UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21,
                             2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))
CF_EVEN = dict(zip(DIG + UP, list(range(10)) + list(range(26))))
CF_MONTH = "ABCDEHLMPRST"


def cf_check(s15):
    t = sum(CF_ODD[c] if i % 2 == 0 else CF_EVEN[c] for i, c in enumerate(s15))
    return UP[t % 26]


def make_cf(sur3, name3, date, female, place):
    dd = date.day + (40 if female else 0)
    s15 = f"{sur3}{name3}{date:%y}{CF_MONTH[date.month - 1]}{dd:02d}{place}"
    return s15 + cf_check(s15)


def v_cf(s):
    if not re.fullmatch(r"[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]", s):
        return False
    return cf_check(s[:15]) == s[15] and cf_birth(s) is not None


def cf_birth(s):
    yy, m, dd = int(s[6:8]), CF_MONTH.index(s[8]) + 1, int(s[9:11])
    if dd > 40:
        dd -= 40
    return _date((2000 if yy <= 24 else 1900) + yy, m, dd)


def make_nir(sex, date, dept, commune):
    n13 = f"{sex}{date:%y}{date:%m}{dept}{commune}{R.randint(1, 999):03d}"
    key = 97 - int(n13) % 97
    s = n13 + "%02d" % key
    return " ".join([s[0], s[1:3], s[3:5], s[5:7], s[7:10], s[10:13], s[13:15]])


def v_nir(s):
    t = s.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", t):
        return False
    if not 1 <= int(t[3:5]) <= 12:
        return False
    return 97 - int(t[:13]) % 97 == int(t[13:])


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_gen(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])


def make_aadhaar():
    e = str(R.randint(2, 9)) + rs(DIG, 10)
    s = e + verhoeff_gen(e)
    return " ".join([s[:4], s[4:8], s[8:]])


def v_aadhaar(s):
    t = s.replace(" ", "").replace("-", "")
    return bool(re.fullmatch(r"[2-9]\d{11}", t)) and verhoeff_ok(t)


def nric_letter(p, digits):
    t = sum(int(d) * w for d, w in zip(digits, [2, 7, 6, 5, 4, 3, 2]))
    if p in "TG":
        t += 4
    return ("JZIHGFEDCBA" if p in "ST" else "XWUTRQPNMLK")[t % 11]


def make_nric(p):
    d = rs(DIG, 7)
    return p + d + nric_letter(p, d)


def v_nric(s):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    return bool(m) and nric_letter(m.group(1), m.group(2)) == m.group(3)


def make_sin(sep="-"):
    full = luhn_complete(str(R.randint(1, 7)) + rs(DIG, 7))
    return sep.join([full[:3], full[3:6], full[6:]])


def v_sin(s):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{3})\2(\d{3})", s)
    return bool(m) and s[0] not in "08" and luhn_ok(m.group(1) + m.group(3) + m.group(4))


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def make_pesel(date, male):
    mm = date.month + (20 if date.year >= 2000 else 0)
    ser = rs(DIG, 3) + R.choice("13579" if male else "02468")
    s10 = f"{date:%y}{mm:02d}{date:%d}{ser}"
    return s10 + str((10 - sum(int(a) * b for a, b in zip(s10, PESEL_W)) % 10) % 10)


def pesel_birth(s):
    yy, mm, dd = int(s[:2]), int(s[2:4]), int(s[4:6])
    cent = 1900
    if mm > 80:
        cent, mm = 1800, mm - 80
    elif mm > 20:
        cent, mm = 2000, mm - 20
    return _date(cent + yy, mm, dd)


def v_pesel(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    ok = (10 - sum(int(a) * b for a, b in zip(s[:10], PESEL_W)) % 10) % 10 == int(s[10])
    return ok and pesel_birth(s) is not None


FNR_W1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
FNR_W2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]


def _mod11(ds, w):
    k = 11 - sum(int(a) * b for a, b in zip(ds, w)) % 11
    return 0 if k == 11 else k


def make_fnr(date):
    while True:
        ind = R.randint(0, 499) if date.year < 2000 else R.randint(500, 999)
        s9 = f"{date:%d%m%y}{ind:03d}"
        k1 = _mod11(s9, FNR_W1)
        if k1 == 10:
            continue
        k2 = _mod11(s9 + str(k1), FNR_W2)
        if k2 == 10:
            continue
        return s9 + str(k1) + str(k2)


def fnr_birth(s):
    t = s.replace(" ", "")
    ind = int(t[6:9])
    yy = int(t[4:6])
    cent = 2000 if (ind >= 500 and yy <= 39) else 1900
    return _date(cent + yy, int(t[2:4]), int(t[:2]))


def v_fnr(s):
    t = s.replace(" ", "")
    if not re.fullmatch(r"\d{11}", t):
        return False
    k1 = _mod11(t[:9], FNR_W1)
    k2 = _mod11(t[:10], FNR_W2)
    return k1 < 10 and k2 < 10 and t[9:] == f"{k1}{k2}" and fnr_birth(s) is not None


HETU_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def make_hetu(date):
    sep = "-" if date.year < 2000 else "A"
    n = R.randint(2, 899)
    return f"{date:%d%m%y}{sep}{n:03d}" + HETU_C[int(f"{date:%d%m%y}{n:03d}") % 31]


def hetu_birth(s):
    cent = {"-": 1900, "+": 1800, "A": 2000}[s[6]]
    return _date(cent + int(s[4:6]), int(s[2:4]), int(s[:2]))


def v_hetu(s):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", s)
    return bool(m) and HETU_C[int(m.group(1) + m.group(3)) % 31] == m.group(4) and hetu_birth(s) is not None


NINO_BAD = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def make_nino(spaced=True):
    while True:
        a = R.choice([c for c in UP if c not in "DFIQUV"])
        b = R.choice([c for c in UP if c not in "DFIOQUV"])
        if a + b not in NINO_BAD:
            break
    d = rs(DIG, 6)
    suf = R.choice("ABCD")
    return f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {suf}" if spaced else f"{a}{b}{d}{suf}"


def v_nino(s):
    t = s.replace(" ", "")
    m = re.fullmatch(r"([A-CEGHJ-PR-TW-Z])([A-CEGHJ-NPR-TW-Z])\d{6}[A-D]", t)
    return bool(m) and t[:2] not in NINO_BAD


def hkid_check(letters, digits):
    vals = [36 if c == " " else ord(c) - 55 for c in letters.rjust(2)]
    t = vals[0] * 9 + vals[1] * 8 + sum(int(d) * w for d, w in zip(digits, range(7, 1, -1)))
    r = (11 - t % 11) % 11
    return "A" if r == 10 else str(r)


def make_hkid():
    L = R.choice("ACDEGHKPRVYZ")
    d = rs(DIG, 6)
    return f"{L}{d}({hkid_check(L, d)})"


def v_hkid(s):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", s)
    return bool(m) and hkid_check(m.group(1), m.group(2)) == m.group(3)


NATIONAL_VALIDATORS = {
    "es_dni": v_dni, "nl_bsn": v_bsn, "se_pnr": v_pnr, "it_cf": v_cf, "fr_nir": v_nir,
    "in_aadhaar": v_aadhaar, "sg_nric": v_nric, "ca_sin": v_sin, "pl_pesel": v_pesel,
    "no_fnr": v_fnr, "fi_hetu": v_hetu, "uk_nino": v_nino, "hk_hkid": v_hkid,
}
CHECKED_NATIONAL = {"es_dni", "nl_bsn", "se_pnr", "it_cf", "fr_nir", "in_aadhaar", "sg_nric",
                    "ca_sin", "pl_pesel", "no_fnr", "fi_hetu", "hk_hkid"}


def national_kind(s):
    # order matters: most specific first
    for k in ["it_cf", "fi_hetu", "hk_hkid", "sg_nric", "es_dni", "uk_nino", "fr_nir", "in_aadhaar",
              "se_pnr", "pl_pesel", "no_fnr", "ca_sin", "nl_bsn"]:
        if NATIONAL_VALIDATORS[k](s):
            return k
    return None


def v_national(s):
    return national_kind(s) is not None


def embedded_birth(typ, s):
    """Birth date carried inside an ID number, or None."""
    if typ == "IDCARD":
        return idcard_birth(s)
    if typ != "NATIONAL_ID":
        return None
    k = national_kind(s)
    return {"se_pnr": pnr_birth, "it_cf": cf_birth, "pl_pesel": pesel_birth, "no_fnr": fnr_birth,
            "fi_hetu": hetu_birth}.get(k, lambda _s: None)(s)


# --------------------------------------------------------------------------- vendor keys
def b62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def make_ghp():
    body = rs(B62, 30)
    return "ghp_" + body + b62(zlib.crc32(body.encode()), 6)


def v_ghp(s):
    m = re.fullmatch(r"gh[pousr]_([A-Za-z0-9]{30})([A-Za-z0-9]{6})", s)
    return bool(m) and b62(zlib.crc32(m.group(1).encode()), 6) == m.group(2)


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def make_jwt(payload, secret):
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64u(hmac.new(secret.encode(), f"{h}.{p}".encode(), hashlib.sha256).digest())
    return f"{h}.{p}.{sig}"


def jwt_verify(tok, secret):
    try:
        h, p, sig = tok.split(".")
        good = b64u(hmac.new(secret.encode(), f"{h}.{p}".encode(), hashlib.sha256).digest())
        json.loads(base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)))
        return hmac.compare_digest(good, sig)
    except Exception:
        return False


APIKEY_RES = [
    r"(?:AKIA|ASIA)[A-Z0-9]{16}",
    r"sk_live_[A-Za-z0-9]{24,99}", r"rk_live_[A-Za-z0-9]{24,99}",
    r"xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}", r"xoxp-\d{10,13}-\d{10,13}-\d{10,13}-[a-f0-9]{32}",
    r"\d{8,10}:AA[A-Za-z0-9_-]{33}",
    r"AIza[A-Za-z0-9_-]{35}",
    r"sk-proj-[A-Za-z0-9_-]{40,}",
    r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    r"SK[0-9a-f]{32}",
    r"key-[0-9a-f]{32}",
    r"glpat-[A-Za-z0-9_-]{20}",
    r"npm_[A-Za-z0-9]{36}",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
    r"hf_[A-Za-z]{34}",
    r"LTAI[A-Za-z0-9]{20}",
    r"AKID[A-Za-z0-9]{32}",
    r"[MN][A-Za-z0-9]{23}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27}",
    r"shpat_[a-f0-9]{32}",
    r"dop_v1_[a-f0-9]{64}",
]


def v_apikey(s):
    if s.startswith("gh") and "_" in s[:4]:
        return v_ghp(s)
    return any(re.fullmatch(p, s) for p in APIKEY_RES)


HOOK_RES = [
    r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}",
    r"https://discord(?:app)?\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_-]{68}",
    r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}",
    r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}",
    r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f-]{36}",
]


def v_secret(s):
    if s != s.strip() or len(s) < 6:
        return False
    if s.startswith("http"):
        return any(re.fullmatch(p, s) for p in HOOK_RES)
    if s.startswith("-----BEGIN"):
        return bool(re.fullmatch(r"-----BEGIN ([A-Z ]+)-----\n[A-Za-z0-9+/=\n]+\n-----END \1-----", s))
    return True


def make_pem():
    body = base64.b64encode(bytes(R.randrange(256) for _ in range(R.choice([180, 228])))).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END PRIVATE KEY-----"


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


# --------------------------------------------------------------------------- other validators
PHONE_WORDS = {"zero": 1, "oh": 1, "one": 1, "two": 1, "three": 1, "four": 1, "five": 1, "six": 1,
               "seven": 1, "eight": 1, "nine": 1, "double": 1, "triple": 2}
CN_NUM = "零〇一二三四五六七八九幺两"


def v_phone(s):
    n = sum(ch.isdigit() for ch in s) + sum(ch in CN_NUM for ch in s)
    n += sum(PHONE_WORDS.get(w, 0) for w in re.findall(r"[a-z]+", s.lower()))
    return 7 <= n <= 20


def v_email(s):
    return bool(re.fullmatch(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}", s))


POSTCODE_RES = [r"(?<!\d)\d{4,6}(?!\d)", r"(?<!\d)\d{3} \d{2}(?!\d)",
                r"\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b", r"\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b",
                r"\b[A-Z]\d{2} ?[A-Z0-9]{4}\b", r"\b\d{2}-\d{3}\b"]


def v_address(s):
    return len(s) >= 10 and any(re.search(p, s) for p in POSTCODE_RES)


MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]


def parse_dates(s):
    """All calendar dates a DOB string could denote."""
    out = set()
    for m in re.finditer(r"(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})", s):
        out.add(_date(int(m.group(1)), int(m.group(2)), int(m.group(3))))
    for m in re.finditer(r"(?<!\d)(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?!\d)", s):
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        out.add(_date(y, b, a))
        out.add(_date(y, a, b))
    for m in re.finditer(r"(?<!\d)(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})", s):
        mon = m.group(2)[:3].lower()
        if mon in MONTHS:
            out.add(_date(int(m.group(3)), MONTHS.index(mon) + 1, int(m.group(1))))
    for m in re.finditer(r"([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})", s):
        mon = m.group(1)[:3].lower()
        if mon in MONTHS:
            out.add(_date(int(m.group(3)), MONTHS.index(mon) + 1, int(m.group(2))))
    for m in re.finditer(r"(?<![A-Za-z0-9])(\d{2})([A-Z]{3})(\d{4}|\d{2})(?!\d)", s):  # airline 11JUN06
        mon = m.group(2).lower()
        if mon in MONTHS:
            y = int(m.group(3))
            if y < 100:
                y += 2000 if y <= 24 else 1900
            out.add(_date(y, MONTHS.index(mon) + 1, int(m.group(1))))
    for m in re.finditer(r"(?<!\d)((?:19|20)\d{2})(\d{2})(\d{2})(?!\d)", s):
        out.add(_date(int(m.group(1)), int(m.group(2)), int(m.group(3))))
    out.discard(None)
    return out


def v_dob(s):
    if parse_dates(s):
        return True
    return ("年" in s and "月" in s and ("日" in s or "号" in s))


DOC_NETS = [ipaddress.ip_network(n) for n in
            ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]
CGNAT = ipaddress.ip_network("100.64.0.0/10")


def ip_is_doc(s):
    try:
        a = ipaddress.ip_address(s)
    except ValueError:
        return False
    return any(a.version == n.version and a in n for n in DOC_NETS)


def v_ip(s):
    try:
        a = ipaddress.ip_address(s)
    except ValueError:
        return False
    if ip_is_doc(s) or a.is_loopback or a.is_unspecified or a.is_multicast or a.is_link_local:
        return False
    return a.is_private or a.is_global or (a.version == 4 and a in CGNAT)


def v_cvv(s):
    return bool(re.fullmatch(r"\d{3,4}", s))


CURRENCY_RE = re.compile(
    r"[€$£¥￥₹元块圆]|\b(?:RMB|CNY|USD|EUR|GBP|CHF|SEK|NOK|DKK|PLN|HKD|SGD|AUD|CAD|INR|JPY|NZD|kr|zł|"
    r"dollars?|bucks|quid|euros?|pounds?|francs?|grand|k)\b|人民币|美元|欧元|英镑|港币|日元|美金|刀", re.I)


def v_amount(s):
    has_num = any(ch.isdigit() for ch in s) or any(ch in CN_NUM + "十百千万亿壹贰叁肆伍陆柒捌玖拾佰仟" for ch in s) or re.search(
        r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|"
        r"fifty|sixty|seventy|eighty|ninety|hundred|thousand)\b", s, re.I)
    return bool(has_num) and bool(CURRENCY_RE.search(s))


def v_nonempty(s):
    return len(s) >= 2 and s == s.strip()


def v_password(s):
    return len(s) >= 3 and s == s.strip()


VALIDATORS = {
    "PERSON": v_nonempty, "EMAIL": v_email, "PHONE": v_phone, "ADDRESS": v_address,
    "DATE_OF_BIRTH": v_dob, "IP_ADDRESS": v_ip, "MEDICAL": v_nonempty, "PASSWORD": v_password,
    "APIKEY": v_apikey, "SECRET": v_secret, "CARD": v_card, "CVV": v_cvv, "IBAN": v_iban,
    "SSN": v_ssn, "IDCARD": v_idcard, "PASSPORT": v_passport, "NATIONAL_ID": v_national,
    "AMOUNT": v_amount,
}

# =========================================================================== the values
VALUES = {}
KIND = {}      # name -> validator key for selftest
CHECKED = set()  # names whose format carries a check digit / checksum


def put(name, val, kind, checked):
    assert name not in VALUES, name
    VALUES[name] = val
    KIND[name] = kind
    if checked:
        CHECKED.add(name)


D = datetime.date

# cards
_cards = [
    ("4", 16, (4, 4, 4, 4), " "), ("51", 16, (4, 4, 4, 4), " "), ("37", 15, (4, 6, 5), " "),
    ("4", 16, (4, 4, 4, 4), "-"), ("62", 16, (4, 4, 4, 4), " "), ("55", 16, None, ""),
    ("4", 16, None, ""), ("35", 16, (4, 4, 4, 4), " "), ("6011", 16, (4, 4, 4, 4), " "),
    ("2221", 16, (4, 4, 4, 4), "-"), ("34", 15, (4, 6, 5), " "), ("62", 19, None, ""),
    ("4", 16, (4, 4, 4, 4), " "), ("52", 16, (4, 4, 4, 4), " "), ("4", 16, (4, 4, 4, 4), " "),
    ("62", 16, None, ""), ("54", 16, (4, 4, 4, 4), "-"), ("4", 16, None, ""),
    ("37", 15, None, ""), ("4", 16, (4, 4, 4, 4), " "), ("53", 16, (4, 4, 4, 4), " "),
    ("62", 19, (4, 4, 4, 4, 3), " "), ("4", 16, (4, 4, 4, 4), " "), ("51", 16, None, ""),
]
for i, (p, n, g, sep) in enumerate(_cards, 1):
    put(f"card{i:02d}", make_card(p, n, g, sep), "CARD", True)

# IBANs (personal) and two organisation IBANs used as decoys
_ib = [
    ("DE", lambda: rs(DIG, 18)), ("GB", lambda: R.choice(["NWBK", "BARC", "MIDL", "LOYD"]) + rs(DIG, 14)),
    ("FR", lambda: rs(DIG, 23)), ("NL", lambda: R.choice(["ABNA", "RABO", "INGB"]) + rs(DIG, 10)),
    ("ES", lambda: rs(DIG, 20)), ("IT", lambda: R.choice(UP) + rs(DIG, 22)), ("CH", lambda: rs(DIG, 17)),
    ("AT", lambda: rs(DIG, 16)), ("BE", be_bban), ("PL", lambda: rs(DIG, 24)), ("SE", lambda: rs(DIG, 20)),
    ("IE", lambda: "AIBK" + rs(DIG, 14)), ("NO", lambda: rs(DIG, 11)), ("DK", lambda: rs(DIG, 14)),
    ("DE", lambda: rs(DIG, 18)), ("GB", lambda: "BARC" + rs(DIG, 14)), ("FI", lambda: rs(DIG, 14)),
    ("PT", lambda: rs(DIG, 21)), ("LU", lambda: rs(DIG, 16)), ("NL", lambda: "RABO" + rs(DIG, 10)),
    ("CZ", lambda: rs(DIG, 20)), ("CH", lambda: rs(DIG, 17)),
]
for i, (cc, f) in enumerate(_ib, 1):
    put(f"iban{i:02d}", make_iban(cc, f(), grouped=(i % 5 != 0)), "IBAN", True)
put("iban_org1", make_iban("DE", rs(DIG, 18)), "IBAN", True)
put("iban_org2", make_iban("GB", "NWBK" + rs(DIG, 14)), "IBAN", True)
put("iban_org3", make_iban("CH", rs(DIG, 17)), "IBAN", True)

# US SSNs (shape only)
for i in range(1, 15):
    put(f"ssn{i:02d}", make_ssn(" " if i == 7 else "-"), "SSN", False)

# Chinese resident IDs, birth dates fixed so the texts can quote them
_idc = [
    ("110105", "19720518", "m"), ("310104", "19901103", "f"), ("440305", "19950227", "m"),
    ("330106", "20080715", "f"), ("510107", "19880909", "m"), ("420106", "19831221", "f"),
    ("320102", "20110430", "m"), ("370202", "19920606", "f"), ("500103", "19790125", "m"),
    ("350203", "20011012", "f"), ("610113", "19860308", "m"), ("430104", "19980819", "f"),
    ("120101", "20030214", "m"), ("530102", "19940505", "f"), ("230103", "19751130", "m"),
    ("650102", "19891201", "f"), ("210202", "19910117", "m"), ("460105", "19850722", "f"),
    ("360102", "20060903", "m"), ("340104", "19970411", "f"), ("450103", "19810828", "m"),
    ("130102", "20120319", "f"), ("410105", "19691010", "m"), ("440106", "19990625", "f"),
]
for i, (a, ymd, g) in enumerate(_idc, 1):
    put(f"idcard{i:02d}", make_idcard(a, ymd, g), "IDCARD", True)

# passports (shape only)
_pp = ["cn", "cn", "cn", "cn", "cn", "cn", "hk", "us", "usng", "us", "gb", "gb", "gb", "de", "de", "fr",
       "fr", "jp", "jp", "in", "in", "au", "au", "ca", "kr", "sg", "cn", "cn"]
_ppc = {}
for k in _pp:
    _ppc[k] = _ppc.get(k, 0) + 1
    put(f"pp_{k}{_ppc[k]}", make_passport(k), "PASSPORT", False)

# national IDs
put("nid_es1", make_dni(), "NID:es_dni", True)
put("nid_es2", make_dni(), "NID:es_dni", True)
put("nid_nie1", make_nie(), "NID:es_dni", True)
put("nid_nl1", make_bsn(), "NID:nl_bsn", True)
put("nid_nl2", make_bsn(), "NID:nl_bsn", True)
put("nid_se1", make_pnr(D(1987, 3, 22)), "NID:se_pnr", True)
put("nid_se2", make_pnr(D(2002, 11, 5)), "NID:se_pnr", True)
put("nid_it1", make_cf("BLL", "MRC", D(1986, 4, 9), False, "F205"), "NID:it_cf", True)
put("nid_it2", make_cf("FRR", "GLI", D(1995, 10, 23), True, "H501"), "NID:it_cf", True)
put("nid_fr1", make_nir(2, D(1991, 9, 1), "69", "123"), "NID:fr_nir", True)
put("nid_fr2", make_nir(1, D(1978, 2, 1), "13", "055"), "NID:fr_nir", True)
put("nid_in1", make_aadhaar(), "NID:in_aadhaar", True)
put("nid_in2", make_aadhaar(), "NID:in_aadhaar", True)
put("nid_sg1", make_nric("S"), "NID:sg_nric", True)
put("nid_sg2", make_nric("T"), "NID:sg_nric", True)
put("nid_sg3", make_nric("G"), "NID:sg_nric", True)
put("nid_ca1", make_sin("-"), "NID:ca_sin", True)
put("nid_ca2", make_sin(" "), "NID:ca_sin", True)
put("nid_pl1", make_pesel(D(1993, 7, 14), True), "NID:pl_pesel", True)
put("nid_pl2", make_pesel(D(2005, 1, 30), False), "NID:pl_pesel", True)
put("nid_no1", make_fnr(D(1984, 6, 2)), "NID:no_fnr", True)
put("nid_no2", make_fnr(D(1999, 12, 12)), "NID:no_fnr", True)
put("nid_fi1", make_hetu(D(1990, 2, 17)), "NID:fi_hetu", True)
put("nid_fi2", make_hetu(D(2007, 8, 8)), "NID:fi_hetu", True)
put("nid_uk1", make_nino(True), "NID:uk_nino", False)
put("nid_uk2", make_nino(False), "NID:uk_nino", False)
put("nid_uk3", make_nino(True), "NID:uk_nino", False)
put("nid_hk1", make_hkid(), "NID:hk_hkid", True)
put("nid_hk2", make_hkid(), "NID:hk_hkid", True)
put("nid_hk3", make_hkid(), "NID:hk_hkid", True)

# API keys / tokens
A2Z0 = UP + DIG
for i in range(1, 6):
    put(f"aws{i}", "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), "APIKEY", False)
    put(f"awssec{i}", rs(B62 + "+/", 40), "SECRET", False)
for i in range(1, 5):
    put(f"ghp{i}", make_ghp(), "APIKEY", True)
for i in range(1, 4):
    put(f"stripe{i}", "sk_live_" + rs(B62, 24), "APIKEY", False)
    put(f"slackbot{i}", f"xoxb-{R.randint(10**10, 10**11)}-{R.randint(10**12, 10**13 - 1)}-" + rs(B62, 24),
        "APIKEY", False)
    put(f"tg{i}", f"{R.randint(10**9, 7 * 10**9)}:AA" + rs(B64URL, 33), "APIKEY", False)
    put(f"google{i}", "AIza" + rs(B64URL, 35), "APIKEY", False)
    put(f"aliak{i}", "LTAI" + rs(B62, 20), "APIKEY", False)
    put(f"alisec{i}", rs(B62, 30), "SECRET", False)
for i in range(1, 3):
    put(f"openai{i}", "sk-proj-" + rs(B64URL, 64), "APIKEY", False)
    put(f"sendgrid{i}", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43), "APIKEY", False)
    put(f"twilio{i}", "SK" + rs(HEX, 32), "APIKEY", False)
    put(f"glpat{i}", "glpat-" + rs(B64URL, 20), "APIKEY", False)
    put(f"tcak{i}", "AKID" + rs(B62, 32), "APIKEY", False)
    put(f"tcsec{i}", rs(B62, 32), "SECRET", False)
    put(f"discordbot{i}", R.choice("MN") + rs(B62, 23) + "." + rs(B64URL, 6) + "." + rs(B64URL, 27), "APIKEY",
        False)
put("mailgun1", "key-" + rs(HEX, 32), "APIKEY", False)
put("npm1", "npm_" + rs(B62, 36), "APIKEY", False)
put("hf1", "hf_" + rs(UP + LOW, 34), "APIKEY", False)
put("shpat1", "shpat_" + rs(HEX, 32), "APIKEY", False)
put("dop1", "dop_v1_" + rs(HEX, 64), "APIKEY", False)
for i in range(1, 4):
    sec = rs(B62, 40)
    put(f"jwtsecret{i}", sec, "SECRET", False)
    put(f"jwt{i}", make_jwt({"sub": str(R.randint(10000, 99999)), "scope": R.choice(["results:write",
                                                                                          "member",
                                                                                          "admin"]),
                             "iat": 1718000000 + R.randint(0, 9000000)}, sec), "JWT", True)

# secrets: webhooks, signing secrets, TOTP seeds, PEM keys, session cookies
for i in range(1, 3):
    put(f"slackhook{i}", f"https://hooks.slack.com/services/T{rs(A2Z0, 8)}/B{rs(A2Z0, 10)}/{rs(B62, 24)}",
        "SECRET", False)
    put(f"discordhook{i}", f"https://discord.com/api/webhooks/{R.randint(10**17, 10**18)}/{rs(B64URL, 68)}",
        "SECRET", False)
    put(f"wecomhook{i}", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + uuid4(), "SECRET", False)
    put(f"feishuhook{i}", "https://open.feishu.cn/open-apis/bot/v2/hook/" + uuid4(), "SECRET", False)
    put(f"whsec{i}", "whsec_" + rs(B62, 32), "SECRET", False)
    put(f"pem{i}", make_pem(), "SECRET", False)
for i in range(1, 4):
    put(f"dinghook{i}", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64), "SECRET", False)
    put(f"dingsign{i}", "SEC" + rs(HEX, 64), "SECRET", False)
for i in range(1, 6):
    put(f"totp{i}", rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", R.choice([16, 32])), "SECRET", False)
for i in range(1, 5):
    put(f"sess{i}", rs(B64URL, 43), "SECRET", False)

# decoy values (shapes that must NOT be reported)
for i in range(1, 4):
    put(f"pk_live{i}", "pk_live_" + rs(B62, 24), "DECOY", False)
for i in range(1, 13):
    put(f"uuid{i}", uuid4(), "DECOY", False)
for i in range(1, 11):
    put(f"sha{i}", rs(HEX, 40), "DECOY", False)
for i in range(1, 5):
    put(f"sha256_{i}", rs(HEX, 64), "DECOY", False)
for i in range(1, 4):
    put(f"wxappid{i}", "wx" + rs(HEX, 16), "DECOY", False)


# appended later (kept after every earlier draw so earlier values stay unchanged)
put("nid_hk4", make_hkid(), "NID:hk_hkid", True)
put("nid_hk5", make_hkid(), "NID:hk_hkid", True)
put("nid_sg4", make_nric("S"), "NID:sg_nric", True)
put("ssn15", make_ssn("-"), "SSN", False)
put("ssn16", make_ssn("-"), "SSN", False)
put("card25", make_card("4", 16, (4, 4, 4, 4), " "), "CARD", True)
put("card26", make_card("62", 16, (4, 4, 4, 4), " "), "CARD", True)
put("iban23", make_iban("DE", rs(DIG, 18)), "IBAN", True)
put("iban24", make_iban("GB", "HBUK" + rs(DIG, 14)), "IBAN", True)
put("pp_hk2", make_passport("hk"), "PASSPORT", False)
put("pp_jp3", make_passport("jp"), "PASSPORT", False)
put("pp_usng2", make_passport("usng"), "PASSPORT", False)
put("ghp5", make_ghp(), "APIKEY", True)
put("npm2", "npm_" + rs(B62, 36), "APIKEY", False)
put("hf2", "hf_" + rs(UP + LOW, 34), "APIKEY", False)

JWT_SECRET_OF = {"jwt1": "jwtsecret1", "jwt2": "jwtsecret2", "jwt3": "jwtsecret3"}


def validate_named(name):
    k, v = KIND[name], VALUES[name]
    if k == "JWT":
        return v_apikey(v) and jwt_verify(v, VALUES[JWT_SECRET_OF[name]])
    if k == "DECOY":
        return True
    return validate_named_value(k, v)


def corruptions(v):
    """Every one-character corruption of a digit (or, for all-letter tokens, a letter)."""
    pos = [i for i, c in enumerate(v) if c.isdigit()]
    for i in pos:
        for d in DIG:
            if d != v[i]:
                yield v[:i] + d + v[i + 1:]


def selftest(verbose=False):
    bad = []
    for name in VALUES:
        if not validate_named(name):
            bad.append(f"invalid: {name}={VALUES[name]!r}")
        if name in CHECKED:
            v = VALUES[name]
            if KIND[name] == "JWT":
                h, p, s = v.split(".")
                i = len(p) // 2
                c = "A" if p[i] != "A" else "B"
                if jwt_verify(f"{h}.{p[:i]}{c}{p[i + 1:]}.{s}", VALUES[JWT_SECRET_OF[name]]):
                    bad.append(f"corruption passes: {name}")
                continue
            n = 0
            for c in corruptions(v):
                n += 1
                if validate_named_value(KIND[name], c):
                    bad.append(f"corruption passes: {name} {c}")
            if n == 0:
                bad.append(f"no digit to corrupt: {name}")
    # birth dates carried by IDs
    for i, (_a, ymd, _g) in enumerate(_idc, 1):
        if idcard_birth(VALUES[f"idcard{i:02d}"]).strftime("%Y%m%d") != ymd:
            bad.append(f"idcard{i:02d} birth mismatch")
    for name, d in [("nid_se1", D(1987, 3, 22)), ("nid_se2", D(2002, 11, 5)), ("nid_it1", D(1986, 4, 9)),
                    ("nid_it2", D(1995, 10, 23)), ("nid_pl1", D(1993, 7, 14)), ("nid_pl2", D(2005, 1, 30)),
                    ("nid_no1", D(1984, 6, 2)), ("nid_no2", D(1999, 12, 12)), ("nid_fi1", D(1990, 2, 17)),
                    ("nid_fi2", D(2007, 8, 8))]:
        if embedded_birth("NATIONAL_ID", VALUES[name]) != d:
            bad.append(f"{name} birth mismatch")
    if len(set(VALUES.values())) != len(VALUES):
        bad.append("duplicate values")
    if verbose or bad:
        print(f"selftest: {len(VALUES)} values, {len(CHECKED)} with check digits, {len(bad)} problems")
    for b in bad:
        print("  ", b)
    return not bad


def validate_named_value(kind, v):
    if kind == "JWT":
        return v_apikey(v)
    if kind.startswith("NID:"):
        return NATIONAL_VALIDATORS[kind[4:]](v)
    return VALIDATORS[kind](v)


if __name__ == "__main__":
    if "-p" in sys.argv:
        for k, v in VALUES.items():
            extra = ""
            b = embedded_birth(KIND[k], v) if KIND[k] == "IDCARD" else (
                embedded_birth("NATIONAL_ID", v) if KIND[k].startswith("NID:") else None)
            if b:
                extra = f"  (born {b})"
            print(f"{k:14s} {KIND[k]:12s} {v!r}{extra}")
    ok = selftest(verbose=True)
    sys.exit(0 if ok else 1)
