#!/usr/bin/env python3
"""Seeded generators for the blind40 corpus: values that need check digits or vendor shapes.

Every value is invented.  The generator is random.Random(20271206) and the order of the
calls below is fixed, so VALUES is reproducible.  Texts refer to a value as ``$name``.

Run ``python3 values.py`` to execute selftest() and list the values.
"""
import base64
import datetime
import hashlib
import hmac
import json
import random
import re
import string

RNG = random.Random(20271206)
VALUES = {}   # name -> value as written in the texts
KIND = {}     # name -> validator kind (see VALIDATORS)

DIGITS = string.digits
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
URLSAFE = ALNUM + "-_"
HEX = "0123456789abcdef"
B32 = UPPER + "234567"


def _pick(chars, n):
    return "".join(RNG.choice(chars) for _ in range(n))


def _tail_alnum(chars, n):
    """n chars from `chars`, the last one alphanumeric (keeps edges clean)."""
    return _pick(chars, n - 1) + RNG.choice(ALNUM)


def _add(name, kind, value):
    assert name not in VALUES, name
    VALUES[name] = value
    KIND[name] = kind
    return value


def _date_ok(y, m, d):
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False


def _group(s, sizes, sep=" "):
    out, i = [], 0
    for g in sizes:
        out.append(s[i:i + g])
        i += g
    return sep.join(out)


# ---------------------------------------------------------------- Luhn and cards
def luhn_sum(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10


def luhn_complete(payload):
    return payload + str((10 - luhn_sum(payload + "0")) % 10)


def luhn_valid(s):
    d = re.sub(r"[ \-]", "", s)
    return d.isdigit() and len(d) >= 2 and luhn_sum(d) == 0


CARD_PATTERNS = [
    ("visa", r"4\d{12}(\d{3}|\d{6})?"),
    ("mastercard", r"(5[1-5]\d{2}|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)\d{12}"),
    ("amex", r"3[47]\d{13}"),
    ("unionpay", r"62\d{14,17}"),
    ("jcb", r"35(2[89]|[3-8]\d)\d{12}"),
    ("discover", r"6011\d{12}"),
]


def card_brand(s):
    d = re.sub(r"[ \-]", "", s)
    for brand, pat in CARD_PATTERNS:
        if re.fullmatch(pat, d):
            return brand
    return None


def card_valid(s):
    return bool(re.fullmatch(r"\d[\d \-]*\d", s)) and card_brand(s) is not None and luhn_valid(s)


def make_card(prefix, length, sizes=None, sep=" "):
    num = luhn_complete(prefix + _pick(DIGITS, length - len(prefix) - 1))
    return _group(num, sizes, sep) if sizes else num


def cvv_valid(s):
    return bool(re.fullmatch(r"\d{3,4}", s))


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "DE": 22, "NL": 18, "FR": 27, "ES": 24, "IE": 22, "CH": 21, "PL": 28,
            "IT": 27, "BE": 16, "AT": 20, "PT": 25, "SE": 24, "NO": 15, "DK": 18, "FI": 18,
            "LU": 20, "MT": 31, "AE": 23}


def _iban_int(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_valid(s):
    t = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", t):
        return False
    if IBAN_LEN.get(t[:2]) != len(t):
        return False
    return _iban_int(t[4:] + t[:4]) % 97 == 1


def make_iban(cc, bban, spaced=True):
    chk = 98 - _iban_int(bban + cc + "00") % 97
    t = f"{cc}{chk:02d}{bban}"
    return " ".join(t[i:i + 4] for i in range(0, len(t), 4)) if spaced else t


def _bban_fr():
    bank, branch, acct = _pick(DIGITS, 5), _pick(DIGITS, 5), _pick(DIGITS, 11)
    key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
    return f"{bank}{branch}{acct}{key:02d}"


def _bban_es():
    bank, branch, acct = _pick(DIGITS, 4), _pick(DIGITS, 4), _pick(DIGITS, 10)
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def cd(ds):
        r = 11 - sum(int(a) * b for a, b in zip(ds, w)) % 11
        return 0 if r == 11 else (1 if r == 10 else r)

    return f"{bank}{branch}{cd('00' + bank + branch)}{cd(acct)}{acct}"


def _bban_be():
    ten = "0" + _pick(DIGITS, 9)
    chk = int(ten) % 97 or 97
    return f"{ten}{chk:02d}"


# ---------------------------------------------------------------- Chinese resident ID (GB 11643)
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_MAP = "10X98765432"


def cnid_check(s17):
    return CN_MAP[sum(int(a) * b for a, b in zip(s17, CN_W)) % 11]


def cnid_valid(s):
    if not re.fullmatch(r"[1-8]\d{16}[\dX]", s):
        return False
    if not _date_ok(int(s[6:10]), int(s[10:12]), int(s[12:14])):
        return False
    return cnid_check(s[:17]) == s[17]


def cnid_birth(s):
    return datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))


def make_cnid(region, ymd, male):
    seq = RNG.randint(1, 99) * 10 + RNG.choice([1, 3, 5, 7, 9] if male else [0, 2, 4, 6, 8])
    s17 = f"{region}{ymd}{seq:03d}"
    return s17 + cnid_check(s17)


# ---------------------------------------------------------------- US SSN
def ssn_valid(s):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", s)
    if not m:
        return False
    area, group, serial = m.group(1), m.group(3), m.group(4)
    if area in ("000", "666") or area[0] == "9":
        return False
    return group != "00" and serial != "0000"


def make_ssn(sep="-"):
    area = RNG.randint(1, 899)
    while area == 666:
        area = RNG.randint(1, 899)
    return f"{area:03d}{sep}{RNG.randint(1, 99):02d}{sep}{RNG.randint(1, 9999):04d}"


# ---------------------------------------------------------------- National IDs
NINO_BAD_FIRST = set("DFIQUV")
NINO_BAD_SECOND = set("DFIOQUV")
NINO_BAD_PREFIX = {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}


def nino_valid(s):
    m = re.fullmatch(r"([A-Z])([A-Z]) ?(\d{2}) ?(\d{2}) ?(\d{2}) ?([A-D])", s)
    if not m:
        return False
    a, b = m.group(1), m.group(2)
    return a not in NINO_BAD_FIRST and b not in NINO_BAD_SECOND and a + b not in NINO_BAD_PREFIX


def make_nino(spaced):
    while True:
        a, b = RNG.choice(UPPER), RNG.choice(UPPER)
        if a in NINO_BAD_FIRST or b in NINO_BAD_SECOND or a + b in NINO_BAD_PREFIX:
            continue
        d = _pick(DIGITS, 6)
        suf = RNG.choice("ABCD")
        return f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {suf}" if spaced else f"{a}{b}{d}{suf}"


def bsn_valid(s):
    t = s.replace(".", "").replace(" ", "")
    if not re.fullmatch(r"\d{9}", t):
        return False
    total = sum(int(t[i]) * (9 - i) for i in range(8)) - int(t[8])
    return total % 11 == 0 and t != "000000000"


def make_bsn(fmt="plain"):
    while True:
        d8 = str(RNG.randint(1, 9)) + _pick(DIGITS, 7)
        c = sum(int(d8[i]) * (9 - i) for i in range(8)) % 11
        if c < 10:
            t = d8 + str(c)
            return f"{t[:4]}.{t[4:6]}.{t[6:]}" if fmt == "dots" else t


def pnr_valid(s):
    m = re.fullmatch(r"(\d{2})?(\d{2})(\d{2})(\d{2})([-+]?)(\d{3})(\d)", s)
    if not m:
        return False
    yy, mm, dd = int(m.group(2)), int(m.group(3)), int(m.group(4))
    century = int(m.group(1)) * 100 if m.group(1) else 1900
    if not _date_ok(century + yy, mm, dd):
        return False
    ten = f"{m.group(2)}{m.group(3)}{m.group(4)}{m.group(6)}{m.group(7)}"
    return luhn_sum(ten) == 0


def make_pnr(y, m, d, long=False):
    nnn = _pick(DIGITS, 3)
    payload = f"{y % 100:02d}{m:02d}{d:02d}{nnn}"
    chk = luhn_complete(payload)[-1]
    head = f"{y}{m:02d}{d:02d}" if long else f"{y % 100:02d}{m:02d}{d:02d}"
    return f"{head}-{nnn}{chk}"


HETU_CHARS = "0123456789ABCDEFHJKLMNPRSTUVWXY"
HETU_CENTURY = {"+": 1800, "-": 1900, "Y": 1900, "X": 1900, "W": 1900, "V": 1900, "U": 1900,
                "A": 2000, "B": 2000, "C": 2000, "D": 2000, "E": 2000, "F": 2000}


def hetu_valid(s):
    m = re.fullmatch(r"(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])", s)
    if not m:
        return False
    dd, mm, yy = int(m.group(1)), int(m.group(2)), int(m.group(3))
    if not _date_ok(HETU_CENTURY[m.group(4)] + yy, mm, dd):
        return False
    n = int(m.group(1) + m.group(2) + m.group(3) + m.group(5))
    return HETU_CHARS[n % 31] == m.group(6)


def make_hetu(y, m, d):
    ind = RNG.randint(2, 899)
    sign = "-" if y < 2000 else "A"
    n = int(f"{d:02d}{m:02d}{y % 100:02d}{ind:03d}")
    return f"{d:02d}{m:02d}{y % 100:02d}{sign}{ind:03d}{HETU_CHARS[n % 31]}"


DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_valid(s):
    m = re.fullmatch(r"(\d{8})-?([A-Z])", s)
    if m:
        return DNI_LETTERS[int(m.group(1)) % 23] == m.group(2)
    m = re.fullmatch(r"([XYZ])-?(\d{7})-?([A-Z])", s)
    if m:
        n = int(str("XYZ".index(m.group(1))) + m.group(2))
        return DNI_LETTERS[n % 23] == m.group(3)
    return False


def make_dni(dash=False):
    n = RNG.randint(10000000, 79999999)
    return f"{n}{'-' if dash else ''}{DNI_LETTERS[n % 23]}"


def make_nie():
    p = RNG.choice("XY")
    n = _pick(DIGITS, 7)
    return f"{p}{n}{DNI_LETTERS[int(str('XYZ'.index(p)) + n) % 23]}"


def _cpf_digits(d9):
    s = sum(int(d) * w for d, w in zip(d9, range(10, 1, -1)))
    r = (s * 10) % 11
    d1 = 0 if r == 10 else r
    d10 = d9 + str(d1)
    s = sum(int(d) * w for d, w in zip(d10, range(11, 1, -1)))
    r = (s * 10) % 11
    d2 = 0 if r == 10 else r
    return f"{d1}{d2}"


def cpf_valid(s):
    if not re.fullmatch(r"\d{3}\.?\d{3}\.?\d{3}-?\d{2}", s):
        return False
    t = re.sub(r"\D", "", s)
    if len(set(t)) == 1:
        return False
    return _cpf_digits(t[:9]) == t[9:]


def make_cpf():
    d9 = _pick(DIGITS, 9)
    t = d9 + _cpf_digits(d9)
    return f"{t[:3]}.{t[3:6]}.{t[6:9]}-{t[9:]}"


def sin_valid(s):
    if not re.fullmatch(r"\d{3}([ -]?)\d{3}\1\d{3}", s):
        return False
    t = re.sub(r"\D", "", s)
    return t[0] != "8" and luhn_sum(t) == 0


def make_sin(sep=" "):
    t = luhn_complete(str(RNG.randint(1, 7)) + _pick(DIGITS, 7))
    return f"{t[:3]}{sep}{t[3:6]}{sep}{t[6:]}"


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
PESEL_CENT = {0: 1900, 20: 2000, 40: 2100, 60: 2200, 80: 1800}


def pesel_valid(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    mm = int(s[2:4])
    off = (mm // 20) * 20
    if off not in PESEL_CENT or not _date_ok(PESEL_CENT[off] + int(s[:2]), mm - off, int(s[4:6])):
        return False
    c = (10 - sum(int(a) * b for a, b in zip(s[:10], PESEL_W)) % 10) % 10
    return c == int(s[10])


def make_pesel(y, m, d, male):
    off = {1800: 80, 1900: 0, 2000: 20}[y // 100 * 100]
    serial = f"{RNG.randint(0, 999):03d}{RNG.choice([1, 3, 5, 7, 9] if male else [0, 2, 4, 6, 8])}"
    s10 = f"{y % 100:02d}{m + off:02d}{d:02d}{serial}"
    c = (10 - sum(int(a) * b for a, b in zip(s10, PESEL_W)) % 10) % 10
    return s10 + str(c)


def _nric_letter(prefix, digits):
    s = sum(int(d) * w for d, w in zip(digits, [2, 7, 6, 5, 4, 3, 2]))
    if prefix in "TG":
        s += 4
    return ("JZIHGFEDCBA" if prefix in "ST" else "XWUTRQPNMLK")[s % 11]


def nric_valid(s):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    return bool(m) and _nric_letter(m.group(1), m.group(2)) == m.group(3)


def make_nric(prefix):
    d = _pick(DIGITS, 7)
    return f"{prefix}{d}{_nric_letter(prefix, d)}"


def _hkid_check(prefix, digits):
    vals = ([36] if len(prefix) == 1 else []) + [ord(c) - 55 for c in prefix] + [int(x) for x in digits]
    s = sum(v * w for v, w in zip(vals, [9, 8, 7, 6, 5, 4, 3, 2]))
    r = (11 - s % 11) % 11
    return "A" if r == 10 else str(r)


def hkid_valid(s):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6}) ?\(([0-9A])\)", s) or re.fullmatch(r"([A-Z]{1,2})(\d{6})([0-9A])", s)
    return bool(m) and _hkid_check(m.group(1), m.group(2)) == m.group(3)


def make_hkid(prefix):
    d = _pick(DIGITS, 6)
    return f"{prefix}{d}({_hkid_check(prefix, d)})"


TW_CODES = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21,
                N=22, O=35, P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def _tw_partial(letter, d8):
    code = TW_CODES[letter]
    return code // 10 + (code % 10) * 9 + sum(int(d) * w for d, w in zip(d8, [8, 7, 6, 5, 4, 3, 2, 1]))


def twid_valid(s):
    m = re.fullmatch(r"([A-Z])([12]\d{7})(\d)", s)
    return bool(m) and (_tw_partial(m.group(1), m.group(2)) + int(m.group(3))) % 10 == 0


def make_twid(letter, male):
    d8 = ("1" if male else "2") + _pick(DIGITS, 7)
    return f"{letter}{d8}{(10 - _tw_partial(letter, d8) % 10) % 10}"


def _steuerid_check(d10):
    product = 10
    for ch in d10:
        s = (int(ch) + product) % 10
        if s == 0:
            s = 10
        product = (s * 2) % 11
    c = 11 - product
    return 0 if c == 10 else c


def steuerid_valid(s):
    t = s.replace(" ", "")
    if not re.fullmatch(r"[1-9]\d{10}", t):
        return False
    counts = sorted((t[:10].count(c) for c in set(t[:10])), reverse=True)
    if counts[0] not in (2, 3) or counts[1:] != [1] * (len(counts) - 1):
        return False
    if counts[0] == 3 and re.search(r"(\d)\1\1", t[:10]):
        return False
    return _steuerid_check(t[:10]) == int(t[10])


def make_steuerid(spaced=False):
    while True:
        digits = RNG.sample(range(10), 9)
        dup = RNG.choice(digits)
        d = digits[:]
        d.insert(RNG.randint(1, 9), dup)
        s = "".join(map(str, d))
        if s[0] == "0" or any(s[i] == s[i + 1] for i in range(9)):
            continue
        t = s + str(_steuerid_check(s))
        return f"{t[:2]} {t[2:5]} {t[5:8]} {t[8:]}" if spaced else t


V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
V_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_valid(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = V_D[c][V_P[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = V_D[c][V_P[(i + 1) % 8][int(ch)]]
    return str(V_INV[c])


def aadhaar_valid(s):
    t = s.replace(" ", "").replace("-", "")
    return bool(re.fullmatch(r"[2-9]\d{11}", t)) and verhoeff_valid(t)


def make_aadhaar():
    d11 = str(RNG.randint(2, 9)) + _pick(DIGITS, 10)
    t = d11 + verhoeff_digit(d11)
    return f"{t[:4]} {t[4:8]} {t[8:]}"


NATIONAL_ID_VALIDATORS = [
    ("uk_nino", nino_valid), ("nl_bsn", bsn_valid), ("se_personnummer", pnr_valid),
    ("fi_hetu", hetu_valid), ("es_dni_nie", dni_valid), ("br_cpf", cpf_valid),
    ("ca_sin", sin_valid), ("pl_pesel", pesel_valid), ("sg_nric", nric_valid),
    ("hk_hkid", hkid_valid), ("tw_id", twid_valid), ("de_steuer_id", steuerid_valid),
    ("in_aadhaar", aadhaar_valid),
]


def national_id_scheme(s):
    for name, fn in NATIONAL_ID_VALIDATORS:
        if fn(s):
            return name
    return None


# ---------------------------------------------------------------- Passports (shape only)
PASSPORT_PATTERNS = [
    ("us", r"[A-Z]?\d{8,9}"), ("uk", r"\d{9}"), ("cn", r"E[A-HJ-NP-Z]\d{7}|E\d{8}|G\d{8}"),
    ("de", r"[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}"), ("in", r"[A-Z]\d{7}"),
    ("ca", r"[A-Z]{2}\d{6}"), ("fr", r"\d{2}[A-Z]{2}\d{5}"), ("hk", r"[HK]\d{8}"),
    ("au", r"[A-Z]{1,2}\d{7}"), ("nl", r"[A-NP-Z]{2}[A-NP-Z0-9]{6}\d"), ("jp", r"[A-Z]{2}\d{7}"),
    ("sg", r"[EK]\d{7}[A-Z]"), ("ie", r"[A-Z]{2}\d{7}"), ("es", r"[A-Z]{3}\d{6}"),
]


def passport_country(s):
    t = s.replace(" ", "")
    for c, pat in PASSPORT_PATTERNS:
        if re.fullmatch(pat, t):
            return c
    return None


def passport_valid(s):
    return passport_country(s) is not None


# ---------------------------------------------------------------- API keys and secrets
APIKEY_PATTERNS = [
    ("openai_project", r"sk-proj-[A-Za-z0-9_\-]{40,}"),
    ("anthropic", r"sk-ant-api03-[A-Za-z0-9_\-]{80,}AA"),
    ("openai_legacy", r"sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}"),
    ("stripe_secret", r"(sk|rk)_live_[A-Za-z0-9]{24,}"),
    ("github_classic", r"gh[pousr]_[A-Za-z0-9]{36}"),
    ("github_fine_grained", r"github_pat_[A-Z0-9]{22}_[A-Za-z0-9]{59}"),
    ("slack", r"xox[bpa]-\d{10,13}-\d{10,13}(-\d{10,13})?-[A-Za-z0-9]{24,32}"),
    ("aws_access_key_id", r"AKIA[A-Z2-7]{16}"),
    ("gitlab_pat", r"glpat-[A-Za-z0-9_\-]{20}"),
    ("google_api", r"AIza[A-Za-z0-9_\-]{35}"),
    ("huggingface", r"hf_[A-Za-z]{34}"),
    ("npm", r"npm_[A-Za-z0-9]{36}"),
    ("sendgrid", r"SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}"),
    ("telegram_bot", r"\d{8,10}:AA[A-Za-z0-9_\-]{33}"),
    ("jwt", r"eyJ[A-Za-z0-9_\-]+\.eyJ[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]{20,}"),
    ("alibaba_access_key_id", r"LTAI[A-Za-z0-9]{12,20}"),
    ("tencent_secret_id", r"AKID[A-Za-z0-9]{32}"),
    ("mailgun", r"key-[a-f0-9]{32}"),
]


def apikey_vendor(s):
    for name, pat in APIKEY_PATTERNS:
        if re.fullmatch(pat, s):
            return name
    return None


def apikey_valid(s):
    v = apikey_vendor(s)
    if v == "jwt":
        return jwt_structure_ok(s)
    return v is not None


def _b64url(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def _b64url_dec(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def make_jwt(payload, secret):
    head = _b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = _b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = _b64url(hmac.new(secret.encode(), f"{head}.{body}".encode(), hashlib.sha256).digest())
    return f"{head}.{body}.{sig}"


def jwt_structure_ok(tok):
    parts = tok.split(".")
    if len(parts) != 3:
        return False
    try:
        h = json.loads(_b64url_dec(parts[0]))
        json.loads(_b64url_dec(parts[1]))
    except Exception:
        return False
    return "alg" in h


def jwt_verify(tok, secret):
    head, body, sig = tok.split(".")
    return _b64url(hmac.new(secret.encode(), f"{head}.{body}".encode(), hashlib.sha256).digest()) == sig


PEM_RE = re.compile(r"-----BEGIN ([A-Z ]*PRIVATE KEY)-----\n([A-Za-z0-9+/=\n]+)\n-----END \1-----")


def pem_valid(s):
    m = PEM_RE.fullmatch(s)
    if not m:
        return False
    try:
        base64.b64decode(m.group(2).replace("\n", ""), validate=True)
    except Exception:
        return False
    return True


def _pem(label, der):
    b = base64.b64encode(der).decode()
    lines = [b[i:i + 64] for i in range(0, len(b), 64)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def secret_valid(s):
    """SECRET: connection-string passwords, webhook URLs, PEM keys, TOTP seeds, client/signing secrets."""
    if s.startswith("-----BEGIN"):
        return pem_valid(s)
    if s.startswith("https://"):
        return bool(re.search(r"(access_token=[0-9a-f]{32,}|key=[0-9a-f\-]{36}|hook/[0-9a-f\-]{36}|"
                              r"services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]{20,}|token=[A-Za-z0-9]{16,})", s))
    if re.fullmatch(r"([a-z2-7]{4} ){3,7}[a-z2-7]{4}", s):       # spaced TOTP seed
        return True
    if re.fullmatch(r"([a-z0-9]{4,5}-){1,3}[a-z0-9]{4,5}", s):   # recovery code
        return True
    return len(s) >= 8 and not re.search(r"\s", s)


def password_valid(s):
    return 4 <= len(s) <= 80 and s == s.strip()


# ---------------------------------------------------------------- validator table
VALIDATORS = {
    "card": card_valid, "iban": iban_valid, "cnid": cnid_valid, "ssn": ssn_valid,
    "nino": nino_valid, "bsn": bsn_valid, "pnr": pnr_valid, "hetu": hetu_valid, "dni": dni_valid,
    "cpf": cpf_valid, "sin": sin_valid, "pesel": pesel_valid, "nric": nric_valid,
    "hkid": hkid_valid, "twid": twid_valid, "steuerid": steuerid_valid, "aadhaar": aadhaar_valid,
    "passport": passport_valid, "apikey": apikey_valid, "secret": secret_valid,
    "app_id": lambda s: len(s) >= 8,
}

# corpus type of each value kind (app_id values are decoys)
TYPE_OF_KIND = {
    "card": "CARD", "iban": "IBAN", "cnid": "IDCARD", "ssn": "SSN", "passport": "PASSPORT",
    "apikey": "APIKEY", "secret": "SECRET", "app_id": None,
    **{k: "NATIONAL_ID" for k in ("nino", "bsn", "pnr", "hetu", "dni", "cpf", "sin", "pesel",
                                  "nric", "hkid", "twid", "steuerid", "aadhaar")},
}


# ================================================================ the values
# cards
_add("visa_1", "card", make_card("4", 16, [4, 4, 4, 4]))
_add("visa_2", "card", make_card("4", 16))
_add("visa_3", "card", make_card("4", 16, [4, 4, 4, 4], "-"))
_add("visa_4", "card", make_card("4", 16, [4, 4, 4, 4]))
_add("mc_1", "card", make_card("53", 16, [4, 4, 4, 4]))
_add("mc_2", "card", make_card("2298", 16, [4, 4, 4, 4]))
_add("mc_3", "card", make_card("55", 16, [4, 4, 4, 4], "-"))
_add("mc_4", "card", make_card("51", 16))
_add("amex_1", "card", make_card("37", 15, [4, 6, 5]))
_add("amex_2", "card", make_card("34", 15, [4, 6, 5]))
_add("up_1", "card", make_card("6222", 16, [4, 4, 4, 4]))
_add("up_2", "card", make_card("6217", 19, [4, 4, 4, 4, 3]))
_add("up_3", "card", make_card("6228", 19))
_add("up_4", "card", make_card("6259", 16))
_add("up_5", "card", make_card("6214", 16, [4, 4, 4, 4]))
_add("visa_5", "card", make_card("4", 16, [4, 4, 4, 4]))

# IBANs
_add("iban_gb_1", "iban", make_iban("GB", "NWBK" + _pick(DIGITS, 14)))
_add("iban_gb_2", "iban", make_iban("GB", "BARC" + _pick(DIGITS, 14), spaced=False))
_add("iban_gb_3", "iban", make_iban("GB", "LOYD" + _pick(DIGITS, 14)))
_add("iban_gb_4", "iban", make_iban("GB", "MIDL" + _pick(DIGITS, 14)))
_add("iban_de_1", "iban", make_iban("DE", str(RNG.randint(1, 8)) + _pick(DIGITS, 17)))
_add("iban_de_2", "iban", make_iban("DE", str(RNG.randint(1, 8)) + _pick(DIGITS, 17), spaced=False))
_add("iban_nl_1", "iban", make_iban("NL", "INGB" + _pick(DIGITS, 10)))
_add("iban_nl_2", "iban", make_iban("NL", "RABO" + _pick(DIGITS, 10), spaced=False))
_add("iban_fr_1", "iban", make_iban("FR", _bban_fr()))
_add("iban_es_1", "iban", make_iban("ES", _bban_es()))
_add("iban_ie_1", "iban", make_iban("IE", "AIBK" + _pick(DIGITS, 14)))
_add("iban_ch_1", "iban", make_iban("CH", "00" + _pick(DIGITS, 15)))
_add("iban_pl_1", "iban", make_iban("PL", _pick(DIGITS, 24)))
_add("iban_it_1", "iban", make_iban("IT", RNG.choice(UPPER) + _pick(DIGITS, 22), spaced=False))
_add("iban_be_1", "iban", make_iban("BE", _bban_be()))
_add("iban_at_1", "iban", make_iban("AT", "1" + _pick(DIGITS, 15)))

# Chinese resident IDs: (name, region, birth date, male)
CN_PEOPLE = [
    ("cn_1", "110105", "19860314", True), ("cn_2", "310104", "19920708", False),
    ("cn_3", "440305", "19780922", True), ("cn_4", "330106", "19950130", False),
    ("cn_5", "510107", "19891211", True), ("cn_6", "420106", "19730605", False),
    ("cn_7", "320102", "20010417", True), ("cn_8", "370202", "19880826", False),
    ("cn_9", "350203", "19660119", True), ("cn_10", "610113", "19931102", False),
    ("cn_11", "500103", "19840527", True), ("cn_12", "120101", "19971015", False),
    ("cn_13", "430104", "19790312", True), ("cn_14", "210102", "19850919", False),
    ("cn_15", "460106", "19900203", True), ("cn_16", "410105", "19820630", False),
    ("cn_17", "440106", "19991124", True), ("cn_18", "330203", "19760808", False),
    ("cn_19", "110108", "19680425", True), ("cn_20", "310115", "20030211", False),
    ("cn_21", "320506", "19940716", True), ("cn_22", "530102", "19870103", False),
    ("cn_23", "440304", "19811207", True), ("cn_24", "330102", "19960521", False),
]
for _n, _r, _d, _m in CN_PEOPLE:
    _add(_n, "cnid", make_cnid(_r, _d, _m))

# US SSNs
for _i in range(1, 7):
    _add(f"ssn_{_i}", "ssn", make_ssn("-"))
_add("ssn_7", "ssn", make_ssn(""))
_add("ssn_8", "ssn", make_ssn(" "))

# national IDs
for _i in range(1, 7):
    _add(f"nino_{_i}", "nino", make_nino(spaced=_i % 2 == 1))
_add("bsn_1", "bsn", make_bsn())
_add("bsn_2", "bsn", make_bsn())
_add("bsn_3", "bsn", make_bsn("dots"))
_add("se_1", "pnr", make_pnr(1984, 7, 22))
_add("se_2", "pnr", make_pnr(1991, 3, 11, long=True))
_add("fi_1", "hetu", make_hetu(1979, 5, 14))
_add("fi_2", "hetu", make_hetu(2002, 1, 9))
_add("dni_1", "dni", make_dni())
_add("dni_2", "dni", make_dni(dash=True))
_add("nie_1", "dni", make_nie())
_add("cpf_1", "cpf", make_cpf())
_add("cpf_2", "cpf", make_cpf())
_add("sin_1", "sin", make_sin(" "))
_add("sin_2", "sin", make_sin("-"))
_add("pesel_1", "pesel", make_pesel(1987, 2, 19, male=False))
_add("pesel_2", "pesel", make_pesel(2003, 10, 5, male=True))
_add("nric_1", "nric", make_nric("S"))
_add("nric_2", "nric", make_nric("T"))
_add("nric_3", "nric", make_nric("S"))
_add("hkid_1", "hkid", make_hkid("K"))
_add("hkid_2", "hkid", make_hkid("Y"))
_add("hkid_3", "hkid", make_hkid("P"))
_add("tw_1", "twid", make_twid("F", male=False))
_add("tw_2", "twid", make_twid("A", male=True))
_add("stid_1", "steuerid", make_steuerid())
_add("stid_2", "steuerid", make_steuerid(spaced=True))
_add("aadhaar_1", "aadhaar", make_aadhaar())
_add("aadhaar_2", "aadhaar", make_aadhaar())

# passports
_add("pp_us_1", "passport", str(RNG.randint(5, 6)) + _pick(DIGITS, 8))
_add("pp_us_2", "passport", "A" + _pick(DIGITS, 8))
_add("pp_uk_1", "passport", "1" + _pick(DIGITS, 8))
_add("pp_uk_2", "passport", "5" + _pick(DIGITS, 8))
_add("pp_cn_1", "passport", "E" + _pick(DIGITS, 8))
_add("pp_cn_2", "passport", "EJ" + _pick(DIGITS, 7))
_add("pp_cn_3", "passport", "E" + _pick(DIGITS, 8))
_add("pp_cn_4", "passport", "EB" + _pick(DIGITS, 7))
_add("pp_cn_5", "passport", "E" + _pick(DIGITS, 8))
_add("pp_cn_6", "passport", "EG" + _pick(DIGITS, 7))
_add("pp_de_1", "passport", "C" + _pick("CFGHJKLMNPRTVWXYZ0123456789", 8))
_add("pp_in_1", "passport", RNG.choice("KMNPRSTUVZ") + _pick(DIGITS, 7))
_add("pp_ca_1", "passport", RNG.choice(["GA", "HK", "AB"]) + _pick(DIGITS, 6))
_add("pp_fr_1", "passport", _pick(DIGITS, 2) + _pick(UPPER, 2) + _pick(DIGITS, 5))
_add("pp_hk_1", "passport", "K" + _pick(DIGITS, 8))
_add("pp_au_1", "passport", "PA" + _pick(DIGITS, 7))
_add("pp_nl_1", "passport", _pick("ABCDEFGHIJKLMNPRSTUVWXYZ", 2) + _pick("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 6) + RNG.choice(DIGITS))
_add("pp_jp_1", "passport", "TR" + _pick(DIGITS, 7))
_add("pp_sg_1", "passport", "K" + _pick(DIGITS, 7) + RNG.choice(UPPER))
_add("pp_ie_1", "passport", "PW" + _pick(DIGITS, 7))
_add("pp_pl_1", "passport", "EK" + _pick(DIGITS, 7))

# API keys (APIKEY)
_add("openai_1", "apikey", "sk-proj-" + _pick(URLSAFE, 40) + "T3BlbkFJ" + _tail_alnum(URLSAFE, 40))
_add("openai_2", "apikey", "sk-" + _pick(ALNUM, 20) + "T3BlbkFJ" + _pick(ALNUM, 20))
_add("anthropic_1", "apikey", "sk-ant-api03-" + _tail_alnum(URLSAFE, 93) + "AA")
_add("stripe_sk_1", "apikey", "sk_live_" + _pick(ALNUM, 24))
_add("stripe_sk_2", "apikey", "sk_live_51" + _pick(ALNUM, 30))
_add("stripe_rk_1", "apikey", "rk_live_" + _pick(ALNUM, 24))
_add("ghp_1", "apikey", "ghp_" + _pick(ALNUM, 36))
_add("ghp_2", "apikey", "ghp_" + _pick(ALNUM, 36))
_add("ghpat_1", "apikey", "github_pat_11" + _pick(UPPER + DIGITS, 20) + "_" + _pick(ALNUM, 59))
_add("xoxb_1", "apikey", f"xoxb-{_pick(DIGITS, 12)}-{_pick(DIGITS, 13)}-{_pick(ALNUM, 24)}")
_add("xoxb_2", "apikey", f"xoxb-{_pick(DIGITS, 12)}-{_pick(DIGITS, 13)}-{_pick(ALNUM, 24)}")
_add("xoxp_1", "apikey", f"xoxp-{_pick(DIGITS, 12)}-{_pick(DIGITS, 12)}-{_pick(DIGITS, 13)}-{_pick(HEX, 32)}")
_add("akia_1", "apikey", "AKIA" + _pick(UPPER + "234567", 16))
_add("aws_secret_1", "secret", _pick(ALNUM + "/+", 39) + RNG.choice(ALNUM))
_add("akia_2", "apikey", "AKIA" + _pick(UPPER + "234567", 16))
_add("aws_secret_2", "secret", _pick(ALNUM + "/+", 39) + RNG.choice(ALNUM))
_add("glpat_1", "apikey", "glpat-" + _tail_alnum(URLSAFE, 20))
_add("glpat_2", "apikey", "glpat-" + _tail_alnum(URLSAFE, 20))
_add("aiza_1", "apikey", "AIza" + _tail_alnum(URLSAFE, 35))
_add("aiza_2", "apikey", "AIza" + _tail_alnum(URLSAFE, 35))
_add("hf_1", "apikey", "hf_" + _pick(string.ascii_letters, 34))
_add("hf_2", "apikey", "hf_" + _pick(string.ascii_letters, 34))
_add("npm_1", "apikey", "npm_" + _pick(ALNUM, 36))
_add("sg_1", "apikey", "SG." + _tail_alnum(URLSAFE, 22) + "." + _tail_alnum(URLSAFE, 43))
_add("tg_1", "apikey", f"{RNG.randint(5000000000, 7999999999)}:AA{_tail_alnum(URLSAFE, 33)}")
_add("tg_2", "apikey", f"{RNG.randint(5000000000, 7999999999)}:AA{_tail_alnum(URLSAFE, 33)}")
_add("jwt_secret_1", "secret", _pick(HEX, 64))
_add("jwt_1", "apikey", make_jwt({"sub": "emp_20931", "tenant": "northgate-payroll", "role": "payroll_admin",
                                   "iat": 1764403200, "exp": 1764446400}, VALUES["jwt_secret_1"]))
_add("jwt_2", "apikey", make_jwt({"sub": "svc-docvault-indexer", "scope": "documents:read documents:write",
                                   "iat": 1766102400}, _pick(HEX, 32)))
_add("jwt_3", "apikey", make_jwt({"uid": 884120, "org": "hr-cloud-cn", "perm": ["salary.read"],
                                   "exp": 1767225600}, _pick(HEX, 32)))
_add("jwt_4", "apikey", make_jwt({"sub": "clinic-portal", "aud": "audiogram-api", "iat": 1765000000},
                                 _pick(HEX, 32)))
_add("ltai_1", "apikey", "LTAI5t" + _pick(ALNUM, 18))
_add("ali_secret_1", "secret", _pick(ALNUM, 30))
_add("akid_1", "apikey", "AKID" + _pick(ALNUM, 32))
_add("tc_secret_1", "secret", _pick(ALNUM, 32))
_add("mailgun_1", "apikey", "key-" + _pick(HEX, 32))

# decoy-only ids (publishable keys, app ids, account SIDs)
_add("stripe_pk_1", "app_id", "pk_live_" + _pick(ALNUM, 24))
_add("twilio_sid_1", "app_id", "AC" + _pick(HEX, 32))
_add("wx_appid_1", "app_id", "wx" + _pick(HEX, 16))

# SECRET values
_add("twilio_token_1", "secret", _pick(HEX, 32))
_add("wx_secret_1", "secret", _pick(HEX, 32))
_add("whsec_1", "secret", "whsec_" + _pick(ALNUM, 32))
_add("azure_secret_1", "secret", _pick(ALNUM, 3) + RNG.choice(DIGITS) + "Q~" + _tail_alnum(ALNUM + "_-.~", 34))
_add("slack_hook_1", "secret", "https://hooks.slack.com/services/T" + _pick(UPPER + DIGITS, 8) + "/B"
     + _pick(UPPER + DIGITS, 10) + "/" + _pick(ALNUM, 24))
_add("dingtalk_hook_1", "secret", "https://oapi.dingtalk.com/robot/send?access_token=" + _pick(HEX, 64))
_add("dingtalk_sign_1", "secret", "SEC" + _pick(HEX, 64))
_add("feishu_hook_1", "secret", "https://open.feishu.cn/open-apis/bot/v2/hook/"
     + "-".join(_pick(HEX, n) for n in (8, 4, 4, 4, 12)))
_add("wecom_hook_1", "secret", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key="
     + "-".join(_pick(HEX, n) for n in (8, 4, 4, 4, 12)))
_add("totp_1", "secret", _pick(B32, 32))
_add("totp_2", "secret", " ".join(_pick("abcdefghijklmnopqrstuvwxyz234567", 4) for _ in range(8)))
_add("django_key_1", "secret", _tail_alnum("abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)", 50))
_add("pem_rsa_1", "secret", _pem("PRIVATE KEY", bytes.fromhex(
    "308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100")
    + bytes(RNG.randrange(256) for _ in range(330))))
_add("pem_ec_1", "secret", _pem("EC PRIVATE KEY", bytes.fromhex("30770201010420")
     + bytes(RNG.randrange(256) for _ in range(32))
     + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
     + b"\x04" + bytes(RNG.randrange(256) for _ in range(64))))
_add("pem_rsa_2", "secret", _pem("RSA PRIVATE KEY", bytes.fromhex("308204a40201000282010100")
     + bytes(RNG.randrange(256) for _ in range(282))))


# ---- second batch (appended later; generation order of the values above is unchanged)
CN_PEOPLE_2 = [
    ("cn_25", "440103", "19750403", False), ("cn_26", "310110", "19830817", True),
    ("cn_27", "110106", "19570926", True), ("cn_28", "320211", "19601112", False),
    ("cn_29", "510104", "19980228", False), ("cn_30", "330302", "19920319", True),
    ("cn_31", "440507", "19860711", False), ("cn_32", "420111", "19950906", True),
    ("cn_33", "370102", "19711020", True), ("cn_34", "350102", "19890114", False),
    ("cn_35", "110101", "19480605", False), ("cn_36", "500112", "20000531", True),
    ("cn_37", "130102", "19880212", False), ("cn_38", "620102", "19930825", True),
    ("cn_39", "450103", "19810409", False), ("cn_40", "340104", "19990713", True),
]
for _n, _r, _d, _m in CN_PEOPLE_2:
    _add(_n, "cnid", make_cnid(_r, _d, _m))
CN_PEOPLE += CN_PEOPLE_2
_add("pp_cn_7", "passport", "E" + _pick(DIGITS, 8))
_add("pp_cn_8", "passport", "EH" + _pick(DIGITS, 7))
_add("pp_cn_9", "passport", "E" + _pick(DIGITS, 8))
_add("pp_cn_10", "passport", "EC" + _pick(DIGITS, 7))
_add("up_6", "card", make_card("6217", 19, [4, 4, 4, 4, 3]))
_add("up_7", "card", make_card("6230", 19))
_add("up_8", "card", make_card("6226", 16, [4, 4, 4, 4]))
_add("up_9", "card", make_card("6212", 19, [4, 4, 4, 4, 3]))
_add("nino_7", "nino", make_nino(spaced=True))
_add("ssn_9", "ssn", make_ssn("-"))
_add("hkid_4", "hkid", make_hkid("R"))
_add("nric_4", "nric", make_nric("S"))
_add("iban_de_3", "iban", make_iban("DE", str(RNG.randint(1, 8)) + _pick(DIGITS, 17)))
_add("iban_gb_5", "iban", make_iban("GB", "HBUK" + _pick(DIGITS, 14)))

_add("bsn_4", "bsn", make_bsn())
_add("iban_nl_3", "iban", make_iban("NL", "INGB" + _pick(DIGITS, 10)))
_add("iban_gb_6", "iban", make_iban("GB", "NWBK" + _pick(DIGITS, 14)))
_add("iban_gb_7", "iban", make_iban("GB", "LOYD" + _pick(DIGITS, 14)))
_add("nino_8", "nino", make_nino(spaced=False))
_add("jwt_5", "apikey", make_jwt({"sub": "usr_leah_m", "org": "peoplestack", "role": "admin",
                                   "iat": 1761038400, "exp": 1761124800}, _pick(HEX, 32)))


# ================================================================ selftest
PUBLISHED = [
    # (validator kind, value, expected)
    ("card", "4111 1111 1111 1111", True), ("card", "4111 1111 1111 1112", False),
    ("card", "5555 5555 5555 4444", True), ("card", "3782 822463 10005", True),
    ("card", "3782 822463 10006", False), ("card", "6250 9460 0000 0016", True),
    ("iban", "GB82 WEST 1234 5698 7654 32", True), ("iban", "GB82 WEST 1234 5698 7654 33", False),
    ("iban", "DE89 3704 0044 0532 0130 00", True), ("iban", "DE89 3704 0044 0532 0131 00", False),
    ("iban", "NL91 ABNA 0417 1643 00", True), ("iban", "FR14 2004 1010 0505 0001 3M02 606", True),
    ("iban", "CH93 0076 2011 6238 5295 7", True), ("iban", "BE68 5390 0754 7034", True),
    ("cnid", "11010519491231002X", True), ("cnid", "110105194912310021", False),
    ("cnid", "11010519491331002X", False),
    ("ssn", "123-45-6789", True), ("ssn", "666-45-6789", False), ("ssn", "000-12-3456", False),
    ("ssn", "912-34-5678", False), ("ssn", "123-00-6789", False),
    ("nino", "AB 12 34 56 C", True), ("nino", "GB 12 34 56 A", False), ("nino", "DA123456A", False),
    ("nino", "AB123456E", False),
    ("bsn", "111222333", True), ("bsn", "123456782", True), ("bsn", "123456783", False),
    ("pnr", "811218-9876", True), ("pnr", "811218-9875", False),
    ("hetu", "131052-308T", True), ("hetu", "131052-308U", False),
    ("dni", "12345678Z", True), ("dni", "12345678A", False), ("dni", "X1234567L", True),
    ("dni", "X1234567M", False),
    ("cpf", "111.444.777-35", True), ("cpf", "111.444.777-36", False), ("cpf", "111.111.111-11", False),
    ("sin", "046 454 286", True), ("sin", "046 454 287", False),
    ("pesel", "44051401359", True), ("pesel", "44051401358", False),
    ("nric", "S1234567D", True), ("nric", "S1234567A", False),
    ("hkid", "A123456(3)", True), ("hkid", "A123456(4)", False),
    ("twid", "A123456789", True), ("twid", "A123456788", False),
    ("steuerid", "86095742719", True), ("steuerid", "86095742718", False),
    ("steuerid", "12345678901", False),
]


def selftest(verbose=False):
    errors = []
    # Verhoeff: the textbook example 236 -> check digit 3
    if verhoeff_digit("236") != "3" or not verhoeff_valid("2363") or verhoeff_valid("2364"):
        errors.append("verhoeff textbook example failed")
    # Luhn textbook example
    if not luhn_valid("79927398713") or luhn_valid("79927398710"):
        errors.append("luhn textbook example failed")
    for kind, value, expected in PUBLISHED:
        got = VALIDATORS[kind](value)
        if got != expected:
            errors.append(f"published {kind} {value!r}: expected {expected}, got {got}")
    # a Verhoeff-valid 12-digit Aadhaar-shaped number and a corrupted copy
    a11 = "23456789012"
    good = a11 + verhoeff_digit(a11)
    bad = good[:-1] + str((int(good[-1]) + 1) % 10)
    if not aadhaar_valid(good) or aadhaar_valid(bad):
        errors.append("aadhaar validator failed")
    # JWT structure and signature
    if not jwt_verify(VALUES["jwt_1"], VALUES["jwt_secret_1"]):
        errors.append("jwt_1 signature does not verify")
    # every generated value
    for name, value in VALUES.items():
        kind = KIND[name]
        if not VALIDATORS[kind](value):
            errors.append(f"generated {name} ({kind}) invalid: {value!r}")
        # corrupted copy of check-digit values must fail
        if kind in ("card", "iban", "cnid", "bsn", "pnr", "hetu", "dni", "cpf", "sin", "pesel",
                    "nric", "hkid", "twid", "steuerid", "aadhaar"):
            idx = max(i for i, c in enumerate(value) if c.isdigit())
            if kind in ("hkid", "nric", "hetu", "dni") or (kind == "cnid" and value[-1] == "X"):
                idx = len(value) - 1 - (1 if value.endswith(")") else 0)
            ch = value[idx]
            if ch.isdigit():
                repl = str((int(ch) + 1) % 10)
            else:
                repl = "B" if ch != "B" else "C"
            corrupted = value[:idx] + repl + value[idx + 1:]
            if VALIDATORS[kind](corrupted):
                errors.append(f"corrupted {name} still validates: {corrupted!r}")
        if kind == "card" and card_brand(value) is None:
            errors.append(f"{name}: unknown brand")
    # birth dates inside Chinese IDs
    for n, _r, d, male in CN_PEOPLE:
        v = VALUES[n]
        if v[6:14] != d or (int(v[16]) % 2 == 1) != male:
            errors.append(f"{n}: birth date / sex digit mismatch")
    # national ids must be recognised by exactly the intended scheme family
    for name, value in VALUES.items():
        if TYPE_OF_KIND[KIND[name]] == "NATIONAL_ID" and national_id_scheme(value) is None:
            errors.append(f"{name} not recognised as a national id")
        if KIND[name] == "apikey" and apikey_vendor(value) is None:
            errors.append(f"{name} has no vendor shape")
    if verbose:
        for name, value in VALUES.items():
            print(f"{name:16s} {KIND[name]:9s} {value if len(value) < 90 else value[:87] + '...'}")
    if errors:
        raise AssertionError("\n".join(errors))
    return True


if __name__ == "__main__":
    selftest(verbose=True)
    print(f"selftest OK: {len(VALUES)} values")
