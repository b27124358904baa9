#!/usr/bin/env python3
"""blind50 -- seeded generators for every value that needs a check digit or a
vendor shape.  Texts refer to these as ``$name``.

    python3 values.py        run selftest()
    python3 values.py -p     print every value

Only the standard library is used; the sequence of draws from ``R`` fixes every
value, so new values must be appended at the end of ``_generate()``.
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

SEED = 50_1177
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = string.ascii_letters + DIG
B62 = DIG + UP + LOW
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

VALUES = {}   # name -> value (used by build_corpus.py)
KIND = {}     # name -> validator key
JWT_SECRETS = {}


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def put(name, value, kind):
    assert name not in VALUES, name
    VALUES[name] = value
    KIND[name] = kind
    return value


def grp(s, sizes, sep):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


def digits(s):
    return re.sub(r"\D", "", s)


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(num):
    num = digits(num)
    tot = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_digit(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return c
    raise AssertionError


CARD_RE = re.compile(r"^(4\d{15}|5[1-5]\d{14}|2(2[2-9]\d|[3-6]\d\d|7[01]\d|720)\d{12}|3[47]\d{13}|62\d{14,17}|35(2[89]|[3-8]\d)\d{12}|6011\d{12})$")


def v_card(v):
    if not re.fullmatch(r"[\d \-]+", v):
        return False
    d = digits(v)
    return bool(CARD_RE.match(d)) and luhn_ok(d)


def card(prefix, length, sizes=None, sep=" "):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    num = body + luhn_digit(body)
    return num if sizes is None else grp(num, sizes, sep)


# ---------------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "IE": 22, "DE": 22, "NL": 18, "NO": 15, "DK": 18, "FI": 18,
            "SE": 24, "BE": 16, "FR": 27, "ES": 24, "PL": 28}


def _iban_int(s):
    return int("".join(str(int(c, 36)) for c in s))


def v_iban(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    return _iban_int(s[4:] + s[:4]) % 97 == 1


def iban(cc, bban, spaced=True):
    ck = 98 - _iban_int(bban + cc + "00") % 97
    full = f"{cc}{ck:02d}{bban}"
    assert len(full) == IBAN_LEN[cc]
    return " ".join(full[i:i + 4] for i in range(0, len(full), 4)) if spaced else full


def bban(cc):
    if cc == "GB":
        return R.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "RBOS"]) + rs(DIG, 14)
    if cc == "IE":
        return R.choice(["AIBK", "BOFI"]) + rs(DIG, 14)
    if cc == "NL":
        while True:
            a = rs(DIG, 9)
            s = sum(int(c) * w for c, w in zip(a, range(10, 1, -1)))
            d = (-s) % 11
            if d < 10 and a[0] != "0":
                return R.choice(["ABNA", "INGB", "RABO", "TRIO"]) + a + str(d)
    if cc == "NO":
        while True:
            a = rs(DIG, 10)
            s = sum(int(c) * w for c, w in zip(a, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]))
            k = 11 - s % 11
            if k == 11:
                k = 0
            if k < 10:
                return a + str(k)
    if cc == "DE":
        return rs(DIG, 18)
    if cc == "DK":
        return rs(DIG, 14)
    if cc == "FI":
        a = rs(DIG, 13)
        return a + luhn_digit(a)
    if cc == "SE":
        return R.choice(["500", "800", "600"]) + rs(DIG, 17)
    if cc == "BE":
        a = rs(DIG, 10)
        k = int(a) % 97 or 97
        return a + f"{k:02d}"
    if cc == "FR":
        bank, branch, acct = rs(DIG, 5), rs(DIG, 5), rs(DIG, 11)
        key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
        return bank + branch + acct + f"{key:02d}"
    if cc == "ES":
        w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

        def dc(s10):
            r = 11 - sum(int(c) * x for c, x in zip(s10, w)) % 11
            return {11: 0, 10: 1}.get(r, r)
        bank, branch, acct = rs(DIG, 4), rs(DIG, 4), rs(DIG, 10)
        return bank + branch + f"{dc('00' + bank + branch)}{dc(acct)}" + acct
    if cc == "PL":
        return rs(DIG, 24)
    raise KeyError(cc)


# ----------------------------------------------------------------------- SSN
def v_ssn(v):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", v)
    if not m:
        return False
    a, g, s = m.group(1), m.group(3), m.group(4)
    return a not in ("000", "666") and a[0] != "9" and g != "00" and s != "0000"


def ssn(sep="-"):
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    return f"{a:03d}{sep}{R.randint(1, 99):02d}{sep}{R.randint(1, 9999):04d}"


# ------------------------------------------------------- Chinese resident ID
ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
PROV = {"11", "12", "13", "14", "15", "21", "22", "23", "31", "32", "33", "34", "35", "36", "37",
        "41", "42", "43", "44", "45", "46", "50", "51", "52", "53", "54", "61", "62", "63", "64", "65"}


def idc_check(s17):
    return "10X98765432"[sum(int(a) * b for a, b in zip(s17, ID_W)) % 11]


def v_idcard(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"\d{17}[\dX]", s) or s[:2] not in PROV:
        return False
    try:
        dt.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return False
    return idc_check(s[:17]) == s[17]


def idcard(region, date, sex, want_x=False, spaced=False):
    ymd = date.replace("-", "")
    while True:
        seq = R.randint(1, 999)
        if (seq % 2 == 1) != (sex == "m"):
            continue
        s17 = f"{region}{ymd}{seq:03d}"
        c = idc_check(s17)
        if (c == "X") == want_x:
            s = s17 + c
            return f"{s[:6]} {s[6:14]} {s[14:]}" if spaced else s


# ------------------------------------------------------------------ passports
PASSPORT_SHAPES = {
    "cn": r"E\d{8}|E[A-HJ-NP-Z]\d{7}",
    "uk": r"[1-9]\d{8}",
    "us": r"[1-9]\d{8}|A\d{8}",
    "de": r"C[CFGHJKLMNPRTVWXYZ0-9]{8}",
    "ph": r"P\d{7}[A-Z]",
    "in": r"[A-PR-WY]\d{7}",
    "id": r"[ABC]\d{7}",
    "pl": r"[A-Z]{2}\d{7}",
    "fr": r"\d{2}[A-Z]{2}\d{5}",
    "za": r"A\d{8}",
    "au": r"P[A-Z]\d{7}|[NE]\d{7}",
    "ca": r"[A-Z]{2}\d{6}",
    "vn": r"[BC]\d{7}",
}


def v_passport(v):
    return any(re.fullmatch(p, v) for p in PASSPORT_SHAPES.values())


def passport(c):
    if c == "cn":
        return "E" + rs(DIG, 8) if R.random() < 0.5 else "E" + R.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") + rs(DIG, 7)
    if c in ("uk", "us"):
        return R.choice("123456") + rs(DIG, 8)
    if c == "de":
        return "C" + rs("CFGHJKLMNPRTVWXYZ0123456789", 8)
    if c == "ph":
        return "P" + rs(DIG, 7) + R.choice(UP)
    if c == "in":
        return R.choice("JKLMNPRSTUVZ") + rs(DIG, 7)
    if c == "id":
        return R.choice("BC") + rs(DIG, 7)
    if c == "pl":
        return R.choice(["EA", "EB", "EC", "ER", "ES"]) + rs(DIG, 7)
    if c == "fr":
        return rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5)
    if c == "za":
        return "A" + rs(DIG, 8)
    if c == "au":
        return "P" + R.choice("ABCDEF") + rs(DIG, 7)
    if c == "ca":
        return rs(UP, 2) + rs(DIG, 6)
    if c == "vn":
        return R.choice("BC") + rs(DIG, 7)
    raise KeyError(c)


# ------------------------------------------------------ other national IDs
def _d(date):
    return dt.date.fromisoformat(date)


def fnr(date, sex):                       # Norway fødselsnummer
    d = _d(date)
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        ind = R.randint(0, 499) if d.year < 2000 else R.randint(500, 999)
        if (ind % 2 == 1) != (sex == "m"):
            continue
        s = d.strftime("%d%m%y") + f"{ind:03d}"
        k1 = 11 - sum(int(a) * b for a, b in zip(s, w1)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        s += str(k1)
        k2 = 11 - sum(int(a) * b for a, b in zip(s, w2)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return s + str(k2)


def v_fnr(v):
    if not re.fullmatch(r"\d{6} ?\d{5}", v):
        return False
    s = digits(v)
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1]
    if sum(int(a) * b for a, b in zip(s, w1 + [1])) % 11:
        return False
    if sum(int(a) * b for a, b in zip(s, w2)) % 11:
        return False
    try:
        dt.date(2000 + int(s[4:6]), int(s[2:4]), int(s[0:2]))
    except ValueError:
        try:
            dt.date(1900 + int(s[4:6]), int(s[2:4]), int(s[0:2]))
        except ValueError:
            return False
    return True


def se_pnr(date, long=False):            # Sweden personnummer (Luhn)
    d = _d(date)
    s = d.strftime("%y%m%d") + rs(DIG, 3)
    s += luhn_digit(s)
    return (d.strftime("%Y") + s[2:6] + "-" + s[6:]) if long else (s[:6] + "-" + s[6:])


def v_se(v):
    m = re.fullmatch(r"(\d{2})?(\d{6})[-+](\d{4})", v)
    if not m or not luhn_ok(m.group(2) + m.group(3)):
        return False
    ymd = m.group(2)
    cents = [m.group(1)] if m.group(1) else ["19", "20"]
    for c in cents:
        try:
            d = dt.date(int(c + ymd[:2]), int(ymd[2:4]), int(ymd[4:6]))
        except ValueError:
            continue
        if 1900 <= d.year <= 2025:
            return True
    return False


HETU_CH = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu(date):                          # Finland henkilötunnus
    d = _d(date)
    n = f"{R.randint(2, 899):03d}"
    sign = "-" if d.year < 2000 else "A"
    base = d.strftime("%d%m%y") + n
    return d.strftime("%d%m%y") + sign + n + HETU_CH[int(base) % 31]


def v_hetu(v):
    m = re.fullmatch(r"(\d{6})[-+A-FU-Y](\d{3})([0-9A-Y])", v)
    return bool(m) and HETU_CH[int(m.group(1) + m.group(2)) % 31] == m.group(3)


def bsn():                               # Netherlands BSN, 11-proef
    while True:
        a = R.choice("123456789") + rs(DIG, 7)
        r = sum(int(c) * w for c, w in zip(a, range(9, 1, -1))) % 11
        if r < 10:
            return a + str(r)


def v_bsn(v):
    s = v.replace(".", "").replace(" ", "")
    if not re.fullmatch(r"\d{9}", s):
        return False
    return (sum(int(c) * w for c, w in zip(s, range(9, 1, -1))) - int(s[8])) % 11 == 0


NINO_PRE = ["AB", "CE", "JH", "JK", "NP", "NR", "SK", "SY", "WL", "YT", "PZ", "RE", "HS", "EH", "MA", "TL"]


def nino(spaced):
    p, n, s = R.choice(NINO_PRE), rs(DIG, 6), R.choice("ABCD")
    return f"{p} {n[:2]} {n[2:4]} {n[4:]} {s}" if spaced else p + n + s


def v_nino(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", s):
        return False
    return s[:2] not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ")


def sin(sep):                            # Canada SIN (Luhn)
    a = R.choice("1234567") + rs(DIG, 7)
    s = a + luhn_digit(a)
    return grp(s, (3, 3, 3), sep)


def v_sin(v):
    return bool(re.fullmatch(r"\d{3}([ -]?)\d{3}\1\d{3}", v)) and digits(v)[0] not in "08" and luhn_ok(v)


TFN_W = [1, 4, 3, 7, 5, 8, 6, 9, 10]


def tfn(spaced):                         # Australia TFN
    while True:
        a = R.choice("123456789") + rs(DIG, 7)
        d = sum(int(c) * w for c, w in zip(a, TFN_W)) % 11
        if d < 10:
            s = a + str(d)
            return grp(s, (3, 3, 3), " ") if spaced else s


def v_tfn(v):
    if not re.fullmatch(r"\d{3} ?\d{3} ?\d{3}", v):
        return False
    return sum(int(c) * w for c, w in zip(digits(v), TFN_W)) % 11 == 0


def za_id(date, sex):                    # South Africa ID (Luhn)
    d = _d(date)
    g = R.randint(5000, 9999) if sex == "m" else R.randint(0, 4999)
    a = d.strftime("%y%m%d") + f"{g:04d}" + "08"
    return a + luhn_digit(a)


def v_za(v):
    return bool(re.fullmatch(r"\d{13}", v)) and luhn_ok(v) and v[10] in "01"


def _rut_dv(n):
    s, w = 0, 2
    for c in reversed(str(n)):
        s += int(c) * w
        w = 2 if w == 7 else w + 1
    r = 11 - s % 11
    return {11: "0", 10: "K"}.get(r, str(r))


def rut(want_k=False):                   # Chile RUT
    while True:
        n = R.randint(7_000_000, 24_999_999)
        dv = _rut_dv(n)
        if (dv == "K") == want_k:
            return f"{n:,}".replace(",", ".") + "-" + dv


def v_rut(v):
    m = re.fullmatch(r"(\d{1,2}(?:\.\d{3}){2}|\d{7,8})-([\dK])", v)
    return bool(m) and _rut_dv(int(m.group(1).replace(".", ""))) == m.group(2)


def _cpf_dv(s):
    t = sum(int(c) * w for c, w in zip(s, range(len(s) + 1, 1, -1)))
    r = 11 - t % 11
    return "0" if r >= 10 else str(r)


def v_cpf(v):
    if not re.fullmatch(r"\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11}", v):
        return False
    s = digits(v)
    if len(set(s)) == 1:
        return False
    return _cpf_dv(s[:9]) == s[9] and _cpf_dv(s[:10]) == s[10]


def cpf():                               # Brazil CPF
    while True:
        a = rs(DIG, 9)
        a += _cpf_dv(a)
        a += _cpf_dv(a)
        v = f"{a[:3]}.{a[3:6]}.{a[6:9]}-{a[9:]}"
        # keep only numbers where every single-digit substitution is caught
        if not any(v_cpf(v[:i] + c + v[i + 1:]) for i, ch in enumerate(v) if ch.isdigit()
                   for c in DIG if c != ch):
            return v


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel(date, sex):                    # Poland PESEL
    d = _d(date)
    mm = d.month + (20 if d.year >= 2000 else 0)
    while True:
        z = rs(DIG, 3) + R.choice("13579" if sex == "m" else "02468")
        s = f"{d.year % 100:02d}{mm:02d}{d.day:02d}" + z
        return s + str((10 - sum(int(a) * b for a, b in zip(s, PESEL_W)) % 10) % 10)


def v_pesel(v):
    if not re.fullmatch(r"\d{11}", v):
        return False
    return (sum(int(a) * b for a, b in zip(v, PESEL_W)) + int(v[10])) % 10 == 0


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni():
    n = R.randint(10_000_000, 79_999_999)
    return f"{n}{DNI_L[n % 23]}"


def nie():
    p = R.choice("XYZ")
    n = rs(DIG, 7)
    return p + n + DNI_L[int(str("XYZ".index(p)) + n) % 23]


def v_dni(v):
    m = re.fullmatch(r"([XYZ]|\d)(\d{7})-?([A-Z])", v)
    if not m:
        return False
    lead = str("XYZ".index(m.group(1))) if m.group(1) in "XYZ" else m.group(1)
    return DNI_L[int(lead + m.group(2)) % 23] == m.group(3)


def nric(prefix="S"):                    # Singapore NRIC
    n = rs(DIG, 7)
    s = sum(int(c) * w for c, w in zip(n, [2, 7, 6, 5, 4, 3, 2])) + (4 if prefix in "TG" else 0)
    return prefix + n + "JZIHGFEDCBA"[s % 11]


def v_nric(v):
    m = re.fullmatch(r"([ST])(\d{7})([A-Z])", v)
    if not m:
        return False
    s = sum(int(c) * w for c, w in zip(m.group(2), [2, 7, 6, 5, 4, 3, 2])) + (4 if m.group(1) == "T" else 0)
    return "JZIHGFEDCBA"[s % 11] == m.group(3)


def _hk_ck(letter, six):
    s = 36 * 9 + (ord(letter) - 55) * 8 + sum(int(c) * w for c, w in zip(six, range(7, 1, -1)))
    r = (11 - s % 11) % 11
    return "A" if r == 10 else str(r)


def hkid():
    L, n = R.choice("ACDEGHKPRVZ"), rs(DIG, 6)
    return f"{L}{n}({_hk_ck(L, n)})"


def v_hkid(v):
    m = re.fullmatch(r"([A-Z])(\d{6})\(([\dA])\)", v)
    return bool(m) and _hk_ck(m.group(1), m.group(2)) == m.group(3)


CPR_W = [4, 3, 2, 7, 6, 5, 4, 3, 2, 1]


def cpr(date, sex):                      # Denmark CPR (mod-11 series)
    d = _d(date)
    while True:
        s = d.strftime("%d%m%y") + R.choice("0123") + rs(DIG, 3)
        if (int(s[-1]) % 2 == 1) != (sex == "m"):
            continue
        if sum(int(a) * b for a, b in zip(s, CPR_W)) % 11 == 0:
            return s[:6] + "-" + s[6:]


def v_cpr(v):
    if not re.fullmatch(r"\d{6}-?\d{4}", v):
        return False
    return sum(int(a) * b for a, b in zip(digits(v), CPR_W)) % 11 == 0


def be_nn(date, sex):                    # Belgium national register number
    d = _d(date)
    while True:
        seq = R.randint(1, 997)
        if (seq % 2 == 1) == (sex == "m"):
            break
    base = d.strftime("%y%m%d") + f"{seq:03d}"
    n = int(("2" if d.year >= 2000 else "") + base)
    ck = 97 - n % 97
    s = base + f"{ck:02d}"
    return f"{s[0:2]}.{s[2:4]}.{s[4:6]}-{s[6:9]}.{s[9:]}"


def v_be(v):
    m = re.fullmatch(r"(\d{2})\.(\d{2})\.(\d{2})-(\d{3})\.(\d{2})", v)
    if not m:
        return False
    base = "".join(m.groups()[:4])
    ck = int(m.group(5))
    return 97 - int(base) % 97 == ck or 97 - int("2" + base) % 97 == ck


NATIONAL_VALIDATORS = {"no_fnr": v_fnr, "se_pnr": v_se, "fi_hetu": v_hetu, "nl_bsn": v_bsn,
                       "uk_nino": v_nino, "ca_sin": v_sin, "au_tfn": v_tfn, "za_id": v_za,
                       "cl_rut": v_rut, "br_cpf": v_cpf, "pl_pesel": v_pesel, "es_dni": v_dni,
                       "sg_nric": v_nric, "hk_hkid": v_hkid, "dk_cpr": v_cpr, "be_nn": v_be}


# ------------------------------------------------------------ API keys etc.
def b62(n, width=6):
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s.rjust(width, "0")


def gh_token(prefix):
    body = rs(ALNUM, 30)
    return prefix + body + b62(zlib.crc32(body.encode()))


def v_ghlike(v):
    m = re.fullmatch(r"(ghp_|gho_|ghs_|npm_)([A-Za-z0-9]{30})([A-Za-z0-9]{6})", v)
    return bool(m) and b62(zlib.crc32(m.group(2).encode())) == m.group(3)


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def jwt(payload, name):
    secret = R.getrandbits(256).to_bytes(32, "big")
    JWT_SECRETS[name] = secret
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64u(hmac.new(secret, f"{h}.{p}".encode(), hashlib.sha256).digest())
    return f"{h}.{p}.{sig}"


def v_jwt_sig(name, v):
    h, p, s = v.split(".")
    return hmac.compare_digest(b64u(hmac.new(JWT_SECRETS[name], f"{h}.{p}".encode(), hashlib.sha256).digest()), s)


APIKEY_SHAPES = [
    r"(AKIA|ASIA)[A-Z2-7]{16}",
    r"(ghp_|gho_|npm_)[A-Za-z0-9]{36}",
    r"glpat-[A-Za-z0-9_\-]{20}",
    r"xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}",
    r"(sk|rk)_live_[A-Za-z0-9]{24,99}",
    r"sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}",
    r"sk-proj-[A-Za-z0-9_\-]{48,}",
    r"sk-ant-api03-[A-Za-z0-9_\-]{93}AA",
    r"AIza[0-9A-Za-z_\-]{35}",
    r"SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}",
    r"SK[0-9a-f]{32}",
    r"\d{8,10}:AA[A-Za-z0-9_\-]{33}",
    r"hf_[A-Za-z]{34}",
    r"key-[0-9a-f]{32}",
    r"eyJ[A-Za-z0-9_\-]+\.eyJ[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]{43}",
    r"LTAI5t[A-Za-z0-9]{18}",
    r"AKID[A-Za-z0-9]{32}",
    r"PMAK-[0-9a-f]{24}-[0-9a-f]{34}",
    r"dop_v1_[0-9a-f]{64}",
    r"sk\.eyJ[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]{22}",
]


def v_apikey(v):
    if not any(re.fullmatch(p, v) for p in APIKEY_SHAPES):
        return False
    if re.match(r"(ghp_|gho_|npm_)", v):
        return v_ghlike(v)
    return True


def uuid4():
    h = list(rs(HEX, 32))
    h[12] = "4"
    h[16] = R.choice("89ab")
    h = "".join(h)
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def sshstr(b):
    return len(b).to_bytes(4, "big") + b


def pem_ec():
    der = (bytes.fromhex("30770201010420") + R.getrandbits(256).to_bytes(32, "big")
           + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04"
           + R.getrandbits(512).to_bytes(64, "big"))
    b = base64.b64encode(der).decode()
    body = "\n".join(b[i:i + 64] for i in range(0, len(b), 64))
    return f"-----BEGIN EC PRIVATE KEY-----\n{body}\n-----END EC PRIVATE KEY-----"


def pem_openssh(comment):
    pk = R.getrandbits(256).to_bytes(32, "big")
    sk = R.getrandbits(256).to_bytes(32, "big")
    chk = R.getrandbits(32).to_bytes(4, "big")
    pub = sshstr(b"ssh-ed25519") + sshstr(pk)
    priv = chk + chk + sshstr(b"ssh-ed25519") + sshstr(pk) + sshstr(sk + pk) + sshstr(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\x00" + sshstr(b"none") + sshstr(b"none") + sshstr(b"")
            + (1).to_bytes(4, "big") + sshstr(pub) + sshstr(priv))
    b = base64.b64encode(blob).decode()
    body = "\n".join(b[i:i + 70] for i in range(0, len(b), 70))
    return f"-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----"


def v_pem(v):
    m = re.fullmatch(r"-----BEGIN ([A-Z ]+)-----\n([A-Za-z0-9+/=\n]+)\n-----END \1-----", v)
    if not m:
        return False
    try:
        base64.b64decode(m.group(2).replace("\n", ""), validate=True)
    except Exception:
        return False
    return True


SECRET_SHAPES = {
    "aws_secret": r"[A-Za-z0-9/+]{40}",
    "aliyun_secret": r"[A-Za-z0-9]{30}",
    "tencent_secret": r"[A-Za-z0-9]{32}",
    "slack_webhook": r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}",
    "dingtalk_webhook": r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}",
    "dingtalk_sign": r"SEC[0-9a-f]{64}",
    "feishu_webhook": r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f\-]{36}",
    "wecom_webhook": r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f\-]{36}",
    "discord_webhook": r"https://discord\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_\-]{68}",
    "totp": r"[A-Z2-7]{32}|([a-z2-7]{4} ){3}[a-z2-7]{4}",
    "recovery": r"[0-9a-f]{5}-[0-9a-f]{5}|\d{4} \d{4}",
    "cookie": r"[a-z0-9]{32}|[0-9A-F]{32}|s%3A[A-Za-z0-9_\-]{32}\.[A-Za-z0-9+/]{43}",
    "whsec": r"whsec_[A-Za-z0-9+/]{32}",
    "twilio_auth": r"[0-9a-f]{32}",
    "azure_key": r"[A-Za-z0-9+/]{86}==",
}


def v_secret_shape(kind, v):
    if kind == "pem":
        return v_pem(v)
    return bool(re.fullmatch(SECRET_SHAPES[kind], v))


# ------------------------------------------------------------ generation
def _generate():
    # cards -------------------------------------------------------------
    put("card_v1", card("4", 16, (4, 4, 4, 4), " "), "card")
    put("card_v2", card("4", 16), "card")
    put("card_v3", card("4", 16, (4, 4, 4, 4), "-"), "card")
    put("card_v4", card("4", 16, (4, 4, 4, 4), " "), "card")
    put("card_v5", card("4", 16, (4, 4, 4, 4), " "), "card")
    put("card_v6", card("4", 16), "card")
    put("card_v7", card("4", 16, (4, 4, 4, 4), " "), "card")
    put("card_m1", card("54", 16, (4, 4, 4, 4), " "), "card")
    put("card_m2", card("52", 16, (4, 4, 4, 4), "-"), "card")
    put("card_m3", card("2223", 16, (4, 4, 4, 4), " "), "card")
    put("card_m4", card("55", 16), "card")
    put("card_m5", card("51", 16, (4, 4, 4, 4), " "), "card")
    put("card_m6", card("53", 16, (4, 4, 4, 4), " "), "card")
    put("card_a1", card("37", 15, (4, 6, 5), " "), "card")
    put("card_a2", card("34", 15), "card")
    put("card_u1", card("6222", 16, (4, 4, 4, 4), " "), "card")
    put("card_u2", card("6217", 19), "card")
    put("card_u3", card("6228", 16), "card")
    put("card_u4", card("6214", 19, (4, 4, 4, 4, 3), " "), "card")
    put("card_u5", card("6225", 16, (4, 4, 4, 4), " "), "card")
    put("card_j1", card("3568", 16, (4, 4, 4, 4), " "), "card")
    put("card_d1", card("6011", 16, (4, 4, 4, 4), " "), "card")
    put("card_u6", card("6230", 19), "card")
    put("card_v8", card("4", 16, (4, 4, 4, 4), " "), "card")

    # IBANs -------------------------------------------------------------
    for name, cc, sp in [("iban_gb1", "GB", True), ("iban_gb2", "GB", False), ("iban_gb3", "GB", True),
                         ("iban_no1", "NO", False), ("iban_no2", "NO", True), ("iban_nl1", "NL", True),
                         ("iban_nl2", "NL", False), ("iban_de1", "DE", True), ("iban_de2", "DE", False),
                         ("iban_dk1", "DK", True), ("iban_dk2", "DK", False), ("iban_fr1", "FR", True),
                         ("iban_es1", "ES", True), ("iban_ie1", "IE", True), ("iban_pl1", "PL", True),
                         ("iban_fi1", "FI", True), ("iban_se1", "SE", True), ("iban_be1", "BE", True),
                         ("iban_org_de", "DE", True), ("iban_org_no", "NO", True), ("iban_org_gb", "GB", True),
                         ("iban_org_ie", "IE", True), ("iban_org_nl", "NL", True)]:
        put(name, iban(cc, bban(cc), sp), "iban")

    # SSNs --------------------------------------------------------------
    for i in range(1, 12):
        put(f"ssn{i}", ssn("-"), "ssn")
    put("ssn12", ssn(" "), "ssn")
    put("ssn13", ssn(""), "ssn")
    put("ssn14", ssn("-"), "ssn")

    # Chinese resident IDs (region, birth date, sex, want_x, spaced) ----
    for name, reg, date, sex, x, sp in [
            ("idc01", "370203", "1985-06-02", "m", False, False),
            ("idc02", "150204", "1979-11-23", "m", False, False),
            ("idc03", "230602", "1988-02-29", "f", False, False),
            ("idc04", "650102", "1992-08-17", "m", True, False),
            ("idc05", "330203", "1990-01-09", "f", False, False),
            ("idc06", "320583", "1983-12-31", "m", False, False),
            ("idc07", "210204", "1975-04-05", "m", False, False),
            ("idc08", "350211", "1996-07-21", "f", False, False),
            ("idc09", "140107", "1981-10-10", "m", True, False),
            ("idc10", "610402", "1987-05-18", "f", False, False),
            ("idc11", "441702", "1989-09-30", "m", False, False),
            ("idc12", "230702", "1970-12-01", "m", False, False),
            ("idc13", "350702", "1984-06-15", "f", False, False),
            ("idc14", "321102", "1991-11-11", "m", False, False),
            ("idc15", "510107", "1986-02-14", "f", False, False),
            ("idc16", "620102", "1977-07-07", "m", False, False),
            ("idc17", "130203", "1994-04-30", "m", False, True),
            ("idc18", "350582", "2000-01-01", "f", False, False),
            ("idc19", "460107", "1982-08-08", "m", False, False),
            ("idc20", "320706", "1995-05-20", "f", False, False),
            ("idc21", "320623", "1980-03-03", "m", False, False),
            ("idc22", "371002", "1968-10-25", "m", False, False),
            ("idc23", "640104", "1990-12-12", "f", True, False),
            ("idc24", "530102", "1978-09-09", "m", False, False),
            ("idc25", "110105", "1985-11-30", "f", False, False),
            ("idc26", "330782", "1993-06-18", "m", False, False),
            ("idc27", "120116", "1987-03-27", "f", False, False),
            ("idc28", "440883", "1976-05-05", "m", False, False)]:
        put(name, idcard(reg, date, sex, x, sp), "idcard")

    # passports ---------------------------------------------------------
    for name, c in [("pp_cn1", "cn"), ("pp_cn2", "cn"), ("pp_cn3", "cn"), ("pp_cn4", "cn"), ("pp_cn5", "cn"),
                    ("pp_cn6", "cn"), ("pp_cn7", "cn"), ("pp_cn8", "cn"), ("pp_uk1", "uk"), ("pp_uk2", "uk"),
                    ("pp_us1", "us"), ("pp_us2", "us"), ("pp_de1", "de"), ("pp_ph1", "ph"), ("pp_ph2", "ph"),
                    ("pp_ph3", "ph"), ("pp_in1", "in"), ("pp_id1", "id"), ("pp_pl1", "pl"), ("pp_fr1", "fr"),
                    ("pp_za1", "za"), ("pp_au1", "au"), ("pp_ca1", "ca"), ("pp_vn1", "vn"), ("pp_vn2", "vn")]:
        put(name, passport(c), "passport")

    # other national IDs ------------------------------------------------
    put("nid_no1", fnr("1983-04-17", "m"), "no_fnr")
    put("nid_no2", fnr("1991-09-02", "f"), "no_fnr")
    put("nid_no3", fnr("1968-12-05", "m"), "no_fnr")
    put("nid_se1", se_pnr("1976-01-28"), "se_pnr")
    put("nid_se2", se_pnr("1989-07-15", long=True), "se_pnr")
    put("nid_fi1", hetu("1985-03-11"), "fi_hetu")
    put("nid_fi2", hetu("2001-06-30"), "fi_hetu")
    put("nid_nl1", bsn(), "nl_bsn")
    put("nid_nl2", bsn(), "nl_bsn")
    put("nid_uk1", nino(True), "uk_nino")
    put("nid_uk2", nino(False), "uk_nino")
    put("nid_uk3", nino(False), "uk_nino")
    put("nid_ca1", sin(" "), "ca_sin")
    put("nid_ca2", sin("-"), "ca_sin")
    put("nid_ca3", sin(" "), "ca_sin")
    put("nid_au1", tfn(True), "au_tfn")
    put("nid_au2", tfn(False), "au_tfn")
    put("nid_za1", za_id("1987-02-11", "m"), "za_id")
    put("nid_za2", za_id("1992-10-03", "f"), "za_id")
    put("nid_cl1", rut(False), "cl_rut")
    put("nid_cl2", rut(True), "cl_rut")
    put("nid_br1", cpf(), "br_cpf")
    put("nid_pl1", pesel("1990-05-14", "m"), "pl_pesel")
    put("nid_pl2", pesel("2002-03-19", "f"), "pl_pesel")
    put("nid_es1", dni(), "es_dni")
    put("nid_es2", nie(), "es_dni")
    put("nid_sg1", nric("S"), "sg_nric")
    put("nid_hk1", hkid(), "hk_hkid")
    put("nid_dk1", cpr("1979-08-21", "m"), "dk_cpr")
    put("nid_dk2", cpr("1994-01-06", "f"), "dk_cpr")
    put("nid_be1", be_nn("1985-07-30", "m"), "be_nn")

    # API keys ----------------------------------------------------------
    for i in range(1, 5):
        put(f"ak_aws{i}", "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), "apikey")
    for i in range(1, 4):
        put(f"ak_gh{i}", gh_token("ghp_"), "apikey")
    put("ak_npm1", gh_token("npm_"), "apikey")
    for i in range(1, 3):
        put(f"ak_glpat{i}", "glpat-" + rs(ALNUM + "_-", 20), "apikey")
    for i in range(1, 3):
        put(f"ak_slack{i}", f"xoxb-{rs(DIG, 12)}-{rs(DIG, 13)}-{rs(ALNUM, 24)}", "apikey")
    for i in range(1, 3):
        put(f"ak_stripe{i}", "sk_live_" + rs(ALNUM, 24), "apikey")
    for i in range(1, 3):
        put(f"ak_openai{i}", "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20), "apikey")
    put("ak_openai3", "sk-proj-" + rs(ALNUM + "_-", 56), "apikey")
    put("ak_anthropic1", "sk-ant-api03-" + rs(ALNUM + "_-", 93) + "AA", "apikey")
    for i in range(1, 4):
        put(f"ak_google{i}", "AIza" + rs(ALNUM + "_-", 35), "apikey")
    for i in range(1, 3):
        put(f"ak_sendgrid{i}", "SG." + rs(ALNUM + "_-", 22) + "." + rs(ALNUM + "_-", 43), "apikey")
    put("ak_twilio1", "SK" + rs(HEX, 32), "apikey")
    for i in range(1, 4):
        put(f"ak_tg{i}", f"{R.randint(10**8, 10**10 - 1)}:AA" + rs(ALNUM + "_-", 33), "apikey")
    put("ak_hf1", "hf_" + rs(string.ascii_letters, 34), "apikey")
    put("ak_mailgun1", "key-" + rs(HEX, 32), "apikey")
    put("ak_jwt1", jwt({"sub": "svc-fieldtix", "iss": "fieldtix", "iat": 1709251200, "exp": 1740787200,
                        "scope": "tickets:rw"}, "ak_jwt1"), "apikey")
    put("ak_jwt2", jwt({"sub": "lims-uploader", "role": "instrument", "iat": 1711929600}, "ak_jwt2"), "apikey")
    put("ak_jwt3", jwt({"sub": "scada-bridge", "aud": "om-portal", "iat": 1714521600, "exp": 1746057600},
                       "ak_jwt3"), "apikey")
    put("ak_jwt4", jwt({"sub": "catch-app", "tenant": "fleet-07", "iat": 1717200000}, "ak_jwt4"), "apikey")
    for i in range(1, 4):
        put(f"ak_aliyun{i}", "LTAI5t" + rs(ALNUM, 18), "apikey")
    for i in range(1, 3):
        put(f"ak_tencent{i}", "AKID" + rs(ALNUM, 32), "apikey")
    put("ak_postman1", f"PMAK-{rs(HEX, 24)}-{rs(HEX, 34)}", "apikey")
    put("ak_do1", "dop_v1_" + rs(HEX, 64), "apikey")
    put("ak_mapbox1", "sk.eyJ" + rs(ALNUM, 60) + "." + rs(ALNUM + "_-", 22), "apikey")
    put("ak_gh4", gh_token("ghp_"), "apikey")
    put("ak_glpat3", "glpat-" + rs(ALNUM + "_-", 20), "apikey")

    # secrets -----------------------------------------------------------
    for i in range(1, 5):
        put(f"sec_aws{i}", rs(ALNUM + "/+", 40), "s:aws_secret")
    for i in range(1, 4):
        put(f"sec_aliyun{i}", rs(ALNUM, 30), "s:aliyun_secret")
    for i in range(1, 3):
        put(f"sec_tencent{i}", rs(ALNUM, 32), "s:tencent_secret")
    for i in range(1, 3):
        put(f"sec_slackhook{i}", f"https://hooks.slack.com/services/T0{rs(UP + DIG, 8)}/B0{rs(UP + DIG, 9)}/{rs(ALNUM, 24)}",
            "s:slack_webhook")
    for i in range(1, 3):
        put(f"sec_dinghook{i}", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64), "s:dingtalk_webhook")
    put("sec_dingsign1", "SEC" + rs(HEX, 64), "s:dingtalk_sign")
    for i in range(1, 3):
        put(f"sec_feishuhook{i}", "https://open.feishu.cn/open-apis/bot/v2/hook/" + uuid4(), "s:feishu_webhook")
    for i in range(1, 3):
        put(f"sec_wecomhook{i}", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + uuid4(), "s:wecom_webhook")
    put("sec_discordhook1", f"https://discord.com/api/webhooks/{R.randint(10**17, 10**18 - 1)}/{rs(ALNUM + '_-', 68)}",
        "s:discord_webhook")
    put("sec_totp1", base64.b32encode(R.getrandbits(160).to_bytes(20, "big")).decode(), "s:totp")
    t = base64.b32encode(R.getrandbits(80).to_bytes(10, "big")).decode().lower()
    put("sec_totp2", " ".join(t[i:i + 4] for i in range(0, 16, 4)), "s:totp")
    put("sec_totp3", base64.b32encode(R.getrandbits(160).to_bytes(20, "big")).decode(), "s:totp")
    for i in range(1, 9):
        put(f"sec_rc{i}", f"{rs(HEX, 5)}-{rs(HEX, 5)}", "s:recovery")
    for i in range(9, 13):
        put(f"sec_rc{i}", f"{rs(DIG, 4)} {rs(DIG, 4)}", "s:recovery")
    put("sec_cookie1", rs(LOW + DIG, 32), "s:cookie")
    put("sec_cookie2", rs("0123456789ABCDEF", 32), "s:cookie")
    put("sec_cookie3", "s%3A" + rs(ALNUM + "_-", 32) + "." + rs(ALNUM + "+/", 43), "s:cookie")
    put("sec_pem1", pem_ec(), "s:pem")
    put("sec_pem2", pem_openssh("lwanjiru@tern-field-07"), "s:pem")
    put("sec_pem3", pem_ec(), "s:pem")
    for i in range(1, 3):
        put(f"sec_whsec{i}", "whsec_" + rs(ALNUM + "+/", 32), "s:whsec")
    put("sec_twilio1", rs(HEX, 32), "s:twilio_auth")
    put("sec_azure1", rs(ALNUM + "+/", 86) + "==", "s:azure_key")
    put("sec_cookie4", rs(LOW + DIG, 32), "s:cookie")

    # decoys (shape only) ---------------------------------------------
    for i in range(1, 7):
        put(f"d_sha{i}", rs(HEX, 64), "d:sha256")
    for i in range(1, 7):
        put(f"d_commit{i}", rs(HEX, 40), "d:sha1")
    for i in range(1, 5):
        put(f"d_short{i}", rs(HEX, 7), "d:short")
    for i in range(1, 11):
        put(f"d_uuid{i}", uuid4(), "d:uuid")
    for i in range(1, 4):
        put(f"d_md5_{i}", rs(HEX, 32), "d:md5")
    for i in range(1, 3):
        put(f"d_digest{i}", "sha256:" + rs(HEX, 64), "d:digest")
    put("d_pk1", "pk_live_" + rs(ALNUM, 24), "d:pk")
    put("d_pk2", "pk_live_" + rs(ALNUM, 24), "d:pk")
    put("d_clientid1", f"{R.randint(10**11, 10**12 - 1)}-{rs(LOW + DIG, 32)}.apps.googleusercontent.com", "d:clientid")
    put("d_mapbox_pk1", "pk.eyJ" + rs(ALNUM, 60) + "." + rs(ALNUM + "_-", 22), "d:pk")
    put("d_dingappkey1", "ding" + rs(LOW + DIG, 16), "d:appkey")
    put("d_twilio_sid1", "AC" + rs(HEX, 32), "d:sid")


_generate()

CHECKSUMMED = {"card", "iban", "idcard", "no_fnr", "se_pnr", "fi_hetu", "nl_bsn", "ca_sin", "au_tfn", "za_id",
               "cl_rut", "br_cpf", "pl_pesel", "es_dni", "sg_nric", "hk_hkid", "dk_cpr", "be_nn"}


def validate(name, v=None):
    v = VALUES[name] if v is None else v
    k = KIND[name]
    if k == "card":
        return v_card(v)
    if k == "iban":
        return v_iban(v)
    if k == "ssn":
        return v_ssn(v)
    if k == "idcard":
        return v_idcard(v)
    if k == "passport":
        return v_passport(v)
    if k in NATIONAL_VALIDATORS:
        return NATIONAL_VALIDATORS[k](v)
    if k == "apikey":
        if name.startswith("ak_jwt"):
            return v_apikey(v) and v_jwt_sig(name, v)
        return v_apikey(v)
    if k.startswith("s:"):
        return v_secret_shape(k[2:], v)
    if k.startswith("d:"):
        return bool(v) and not v_apikey(v)
    raise KeyError(k)


def selftest(verbose=False):
    bad = []
    seen = {}
    for name, v in VALUES.items():
        if v in seen:
            bad.append(f"{name}: duplicate of {seen[v]}")
        seen[v] = name
        if not validate(name):
            bad.append(f"{name}: invalid {KIND[name]} {v!r}")
            continue
        # one-digit corruption must fail for checksummed values and checksummed tokens
        if KIND[name] in CHECKSUMMED or name.startswith(("ak_gh", "ak_npm", "ak_jwt")):
            positions = [i for i, c in enumerate(v) if c.isdigit()]
            if name.startswith("ak_jwt"):
                positions = [i for i in positions if i > v.rindex(".")]
            for i in positions:
                for c in DIG:
                    if c == v[i]:
                        continue
                    w = v[:i] + c + v[i + 1:]
                    if validate(name, w):
                        bad.append(f"{name}: corruption at {i} -> {w!r} still validates")
                        break
    # birth dates encoded in IDs
    births = {"idc01": "1985-06-02", "nid_no1": "1983-04-17", "nid_fi1": "1985-03-11", "nid_pl2": "2002-03-19",
              "nid_za1": "1987-02-11", "nid_dk1": "1979-08-21", "idc03": "1988-02-29"}
    for name, d in births.items():
        v = digits(VALUES[name])
        if KIND[name] == "idcard" and v[6:14] != d.replace("-", ""):
            bad.append(f"{name}: birth date mismatch")
    if bad:
        print("\n".join(bad))
        raise SystemExit(1)
    if verbose:
        print(f"selftest ok: {len(VALUES)} values")
    return True



# ---------------------------------------------------------------- appended
def _generate_more():
    for name, cc, sp in [("iban_no3", "NO", False), ("iban_no4", "NO", True), ("iban_gb4", "GB", True),
                         ("iban_gb5", "GB", False), ("iban_nl3", "NL", True), ("iban_de3", "DE", True),
                         ("iban_dk3", "DK", True), ("iban_se2", "SE", False), ("iban_pl2", "PL", False),
                         ("iban_fr2", "FR", False), ("iban_es2", "ES", False), ("iban_ie2", "IE", False)]:
        put(name, iban(cc, bban(cc), sp), "iban")


_generate_more()


def _generate_more2():
    put("card_u7", card("6222", 16, (4, 4, 4, 4), " "), "card")
    put("card_u8", card("6217", 19), "card")
    put("card_u9", card("6228", 16), "card")
    put("card_v9", card("4", 16, (4, 4, 4, 4), " "), "card")
    put("card_m7", card("51", 16, (4, 4, 4, 4), "-"), "card")
    put("card_u10", card("6259", 16, (4, 4, 4, 4), " "), "card")
    put("card_j2", card("3528", 16), "card")


_generate_more2()


def _generate_more3():
    put("pp_cn9", passport("cn"), "passport")
    put("pp_cn10", passport("cn"), "passport")
    put("pp_cn11", passport("cn"), "passport")
    put("iban_no5", iban("NO", bban("NO"), False), "iban")
    put("iban_no6", iban("NO", bban("NO"), True), "iban")
    put("iban_fi2", iban("FI", bban("FI"), True), "iban")
    put("ak_jwt5", jwt({"sub": "ryan.ops", "scope": "wtg:read wtg:reset", "iat": 1720569600,
                        "exp": 1720656000}, "ak_jwt5"), "apikey")


_generate_more3()


if __name__ == "__main__":
    if "-p" in sys.argv:
        for k, v in VALUES.items():
            print(f"{k:18} {KIND[k]:18} {v}")
    else:
        selftest(verbose=True)
