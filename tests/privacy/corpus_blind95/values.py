#!/usr/bin/env python3
"""Seeded generators for every blind95 value that needs a check digit or a vendor shape.

    python3 values.py        run selftest()
    python3 values.py -p     print every value

Texts refer to a value as `$name`.  Each value has its own random stream,
random.Random("<SEED>/<name>"), so adding a value never changes another one.
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

SEED = 950731

DIG = string.digits
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B64URL = ALNUM + "-_"
B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase


def rng(name):
    return random.Random(f"{SEED}/{name}")


def pick(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


def group(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k])
        i += k
    assert i == len(s), (s, sizes)
    return sep.join(out)


def group4(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def _date(y, m, d):
    try:
        return datetime.date(y, m, d)
    except ValueError:
        return None


LATEST_BIRTH = datetime.date(2025, 12, 31)

VALUES = {}   # name -> value as written in the texts
KIND = {}     # name -> validator key
BIRTH = {}    # name -> birth date encoded in an ID value


def add(name, kind, value, birth=None):
    assert name not in VALUES, name
    VALUES[name] = value
    KIND[name] = kind
    if birth is not None:
        BIRTH[name] = birth


# ---------------------------------------------------------------- Luhn / CARD
def luhn_ok(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_digit(body):
    return next(c for c in DIG if luhn_ok(body + c))


CARD_PREFIX = re.compile(
    r"^(4|5[1-5]|2(2[2-9]\d|[3-6]\d\d|7[01]\d|720)|3[47]|35(2[89]|[3-8]\d)|62|6011|65)")


def valid_card(v):
    if not re.fullmatch(r"\d+(?:[ -]\d+)*", v):
        return False
    d = re.sub(r"[ -]", "", v)
    if not 13 <= len(d) <= 19 or not CARD_PREFIX.match(d):
        return False
    if d[:2] in ("34", "37") and len(d) != 15:
        return False
    return luhn_ok(d)


def card(name, prefix, length, sizes=None, sep=" "):
    r = rng(name)
    body = prefix + pick(r, DIG, length - len(prefix) - 1)
    num = body + luhn_digit(body)
    add(name, "CARD", group(num, sizes, sep) if sizes else num)


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {"DE": 22, "GB": 22, "FR": 27, "ES": 24, "NL": 18, "IE": 22, "BE": 16,
            "PT": 25, "CH": 21, "AT": 20, "PL": 28}


def iban_numeric(s):
    return int("".join(str(int(c, 36)) for c in s))


def valid_iban(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    if " " in v and v != group4(s):
        return False
    return iban_numeric(s[4:] + s[:4]) % 97 == 1


def _bban_de(r):
    return r.choice("12345678") + pick(r, DIG, 7) + pick(r, DIG, 10)


def _bban_gb(r):
    return r.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "SRLG", "MONZ"]) + pick(r, DIG, 14)


def _bban_fr(r):
    bank, branch, acct = pick(r, DIG, 5), pick(r, DIG, 5), pick(r, DIG, 11)
    key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
    return f"{bank}{branch}{acct}{key:02d}"


def _es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return {11: 0, 10: 1}.get(d, d)


def _bban_es(r):
    bank, branch, acct = pick(r, DIG, 4), pick(r, DIG, 4), pick(r, DIG, 10)
    return f"{bank}{branch}{_es_dc('00' + bank + branch)}{_es_dc(acct)}{acct}"


def _bban_nl(r):
    return r.choice(["ABNA", "INGB", "RABO", "TRIO", "SNSB", "KNAB"]) + pick(r, DIG, 10)


def _bban_ie(r):
    return r.choice(["AIBK", "BOFI", "IPBS"]) + pick(r, DIG, 14)


def _bban_be(r):
    ten = pick(r, DIG, 10)
    c = int(ten) % 97 or 97
    return f"{ten}{c:02d}"


def _bban_pt(r):
    n = pick(r, DIG, 19)
    c = 98 - (int(n) * 100) % 97
    return f"{n}{c:02d}"


def _bban_ch(r):
    return pick(r, DIG, 17)


def _bban_at(r):
    return pick(r, DIG, 16)


def _bban_pl(r):
    return pick(r, DIG, 24)


BBAN = {"DE": _bban_de, "GB": _bban_gb, "FR": _bban_fr, "ES": _bban_es, "NL": _bban_nl,
        "IE": _bban_ie, "BE": _bban_be, "PT": _bban_pt, "CH": _bban_ch, "AT": _bban_at,
        "PL": _bban_pl}


def iban(name, country, grouped=True):
    bban = BBAN[country](rng(name))
    chk = 98 - iban_numeric(bban + country + "00") % 97
    s = f"{country}{chk:02d}{bban}"
    add(name, "IBAN", group4(s) if grouped else s)


# ---------------------------------------------------------------- IDCARD (GB 11643)
ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
ID_C = "10X98765432"


def id_check(body17):
    return ID_C[sum(int(a) * w for a, w in zip(body17, ID_W)) % 11]


def idcard_birth(v):
    s = v.replace(" ", "")
    if len(s) != 18 or not s[6:14].isdigit():
        return None
    return _date(int(s[6:10]), int(s[10:12]), int(s[12:14]))


def valid_idcard(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[1-8]\d{16}[\dX]", s):
        return False
    if " " in v and v != f"{s[:6]} {s[6:14]} {s[14:]}":
        return False
    b = idcard_birth(s)
    if b is None or not (datetime.date(1900, 1, 1) <= b <= LATEST_BIRTH):
        return False
    return id_check(s[:17]) == s[17]


def idcard(name, region, ymd, female, spaced=False):
    r = rng(name)
    seq = pick(r, DIG, 2) + r.choice("02468" if female else "13579")
    body = region + ymd + seq
    s = body + id_check(body)
    add(name, "IDCARD", f"{s[:6]} {s[6:14]} {s[14:]}" if spaced else s,
        birth=idcard_birth(s))


# ---------------------------------------------------------------- SSN (shape rules only)
def valid_ssn(v):
    m = re.fullmatch(r"(\d{3})([- ])(\d{2})\2(\d{4})", v)
    if not m:
        return False
    a, g, s = m.group(1), m.group(3), m.group(4)
    if a in ("000", "666") or a[0] == "9" or g == "00" or s == "0000":
        return False
    return v.replace(" ", "-") not in ("078-05-1120", "219-09-9999", "123-45-6789")


def ssn(name, sep="-"):
    r = rng(name)
    while True:
        a = f"{r.randint(1, 899):03d}"
        v = f"{a}{sep}{r.randint(1, 99):02d}{sep}{r.randint(1, 9999):04d}"
        if valid_ssn(v):
            add(name, "SSN", v)
            return


# ---------------------------------------------------------------- NATIONAL_ID
NINO_RE = re.compile(r"(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]"
                     r"(?: \d{2} \d{2} \d{2} |\d{6})[A-D]")


def v_nino(v):
    return bool(NINO_RE.fullmatch(v))


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def v_dni(v):
    m = re.fullmatch(r"(\d{8})-?([A-Z])", v)
    return bool(m) and DNI_L[int(m.group(1)) % 23] == m.group(2)


def v_nie(v):
    m = re.fullmatch(r"([XYZ])-?(\d{7})-?([A-Z])", v)
    return bool(m) and DNI_L[int(str("XYZ".index(m.group(1))) + m.group(2)) % 23] == m.group(3)


def v_bsn(v):
    s = v.replace(".", "")
    if not re.fullmatch(r"\d{9}", s) or ("." in v and v != f"{s[:4]}.{s[4:6]}.{s[6:]}"):
        return False
    w = [9, 8, 7, 6, 5, 4, 3, 2, -1]
    return s[0] != "0" and sum(int(a) * b for a, b in zip(s, w)) % 11 == 0


NRIC_ST, NRIC_FG = "JZIHGFEDCBA", "XWUTRQPNMLK"


def _nric_letter(prefix, digits):
    t = sum(int(a) * b for a, b in zip(digits, [2, 7, 6, 5, 4, 3, 2]))
    if prefix in "TG":
        t += 4
    return (NRIC_ST if prefix in "ST" else NRIC_FG)[t % 11]


def v_nric(v):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", v)
    return bool(m) and _nric_letter(m.group(1), m.group(2)) == m.group(3)


def _pesel_birth(s):
    y, m, d = int(s[0:2]), int(s[2:4]), int(s[4:6])
    base = {0: 1900, 20: 2000, 40: 2100, 60: 2200, 80: 1800}[(m // 20) * 20]
    return _date(base + y, m % 20, d)


def v_pesel(v):
    if not re.fullmatch(r"\d{11}", v) or not _pesel_birth(v):
        return False
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return (10 - sum(int(a) * b for a, b in zip(v, w)) % 10) % 10 == int(v[10])


HETU_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def _hetu_birth(v):
    cent = {"+": 1800, "-": 1900, "A": 2000}[v[6]]
    return _date(cent + int(v[4:6]), int(v[2:4]), int(v[0:2]))


def v_hetu(v):
    if not re.fullmatch(r"\d{6}[-+A]\d{3}[0-9A-Y]", v) or not _hetu_birth(v):
        return False
    return HETU_C[int(v[:6] + v[7:10]) % 31] == v[10]


def _fnr_k(digits, w):
    k = 11 - sum(int(a) * b for a, b in zip(digits, w)) % 11
    return 0 if k == 11 else k


FNR_W1, FNR_W2 = [3, 7, 6, 1, 8, 9, 4, 5, 2], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]


def _fnr_birth(s):
    yy, i = int(s[4:6]), int(s[6:9])
    year = 1900 + yy if i < 500 else (2000 + yy if yy < 40 else 1800 + yy)
    return _date(year, int(s[2:4]), int(s[0:2]))


def v_fnr(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"\d{11}", s) or (" " in v and v != s[:6] + " " + s[6:]):
        return False
    if not _fnr_birth(s):
        return False
    k1 = _fnr_k(s[:9], FNR_W1)
    k2 = _fnr_k(s[:9] + str(k1), FNR_W2) if k1 != 10 else 10
    return k1 < 10 and k2 < 10 and s[9] == str(k1) and s[10] == str(k2)


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


def v_aadhaar(v):
    if not re.fullmatch(r"[2-9]\d{3}( ?)\d{4}\1\d{4}", v):
        return False
    return verhoeff_ok(v.replace(" ", ""))


def _belg_parts(v):
    m = re.fullmatch(r"(\d{2})\.(\d{2})\.(\d{2})-(\d{3})\.(\d{2})", v) or \
        re.fullmatch(r"(\d{2})(\d{2})(\d{2})(\d{3})(\d{2})", v)
    return m.groups() if m else None


def _belg_birth(v):
    p = _belg_parts(v)
    if not p:
        return None
    nine, chk = "".join(p[:4]), int(p[4])
    if 97 - int(nine) % 97 == chk:
        return _date(1900 + int(p[0]), int(p[1]), int(p[2]))
    if 97 - int("2" + nine) % 97 == chk:
        return _date(2000 + int(p[0]), int(p[1]), int(p[2]))
    return None


def v_belg(v):
    return _belg_birth(v) is not None


def v_nir(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", s):
        return False
    if " " in v and v != group(s, [1, 2, 2, 2, 3, 3, 2]):
        return False
    if not 1 <= int(s[3:5]) <= 12:
        return False
    return 97 - int(s[:13]) % 97 == int(s[13:])


def _hkid_check(letters, digits):
    vals = [36 if len(letters) == 1 else ord(letters[0]) - 55, ord(letters[-1]) - 55]
    t = vals[0] * 9 + vals[1] * 8 + sum(int(a) * b for a, b in zip(digits, range(7, 1, -1)))
    c = (11 - t % 11) % 11
    return "A" if c == 10 else str(c)


def v_hkid(v):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(([0-9A])\)", v)
    return bool(m) and _hkid_check(m.group(1), m.group(2)) == m.group(3)


def v_sin(v):
    m = re.fullmatch(r"([1-7]\d{2})([ -]?)(\d{3})\2(\d{3})", v)
    return bool(m) and luhn_ok(m.group(1) + m.group(3) + m.group(4))


def _pnr_birth(v):
    return _date(1900 + int(v[0:2]) if v[6] == "-" and int(v[0:2]) > 25 else 2000 + int(v[0:2]),
                 int(v[2:4]), int(v[4:6]))


def v_pnr(v):
    if not re.fullmatch(r"\d{6}[-+]\d{4}", v) or not _pnr_birth(v):
        return False
    return luhn_ok(v[:6] + v[7:])


def _said_birth(v):
    yy = int(v[:2])
    return _date(1900 + yy if yy > 25 else 2000 + yy, int(v[2:4]), int(v[4:6]))


def v_said(v):
    return bool(re.fullmatch(r"\d{10}[01][89]\d", v)) and _said_birth(v) is not None and luhn_ok(v)


PPS_L = "WABCDEFGHIJKLMNOPQRSTUV"


def v_pps(v):
    m = re.fullmatch(r"(\d{7})([A-W])", v)
    if not m:
        return False
    return PPS_L[sum(int(a) * b for a, b in zip(m.group(1), range(8, 1, -1))) % 23] == m.group(2)


NID = {"nino": v_nino, "dni": v_dni, "nie": v_nie, "bsn": v_bsn, "nric": v_nric,
       "pesel": v_pesel, "hetu": v_hetu, "fnr": v_fnr, "aadhaar": v_aadhaar, "belg": v_belg,
       "nir": v_nir, "hkid": v_hkid, "sin": v_sin, "pnr": v_pnr, "said": v_said, "pps": v_pps}
NID_BIRTH = {"pesel": _pesel_birth, "hetu": _hetu_birth, "fnr": lambda v: _fnr_birth(v.replace(" ", "")),
             "belg": _belg_birth, "pnr": _pnr_birth, "said": _said_birth}
NID_SHAPE_ONLY = {"nino"}


def valid_national_id(v):
    return any(f(v) for f in NID.values())


def national_id_birth(v):
    """Birth date encoded by a valid date-bearing national ID, else None."""
    for k, f in NID_BIRTH.items():
        if NID[k](v):
            return f(v)
    return None


def nid(name, kind, **kw):
    r = rng(name)
    if kind == "nino":
        first = r.choice("ABCEHJKLMNPRSTWXY")
        second = r.choice("ABCEGHJKLMNPRSTWXY")
        d = pick(r, DIG, 6)
        v = f"{first}{second} {d[:2]} {d[2:4]} {d[4:]} {r.choice('ABCD')}" if kw.get("spaced") \
            else f"{first}{second}{d}{r.choice('ABCD')}"
    elif kind == "dni":
        n = pick(r, "123456789", 1) + pick(r, DIG, 7)
        v = n + DNI_L[int(n) % 23]
    elif kind == "nie":
        p = r.choice("XY")
        n = pick(r, DIG, 7)
        v = p + n + DNI_L[int(str("XYZ".index(p)) + n) % 23]
    elif kind == "bsn":
        while True:
            s8 = r.choice("123456789") + pick(r, DIG, 7)
            t = sum(int(a) * b for a, b in zip(s8, [9, 8, 7, 6, 5, 4, 3, 2])) % 11
            if t < 10:
                s = s8 + str(t)
                break
        v = f"{s[:4]}.{s[4:6]}.{s[6:]}" if kw.get("dotted") else s
    elif kind == "nric":
        p = kw.get("prefix", "S")
        d = pick(r, DIG, 7)
        v = p + d + _nric_letter(p, d)
    elif kind == "pesel":
        y, m, d = kw["birth"]
        mm = m + (20 if y >= 2000 else 0)
        body = f"{y % 100:02d}{mm:02d}{d:02d}" + pick(r, DIG, 3) + r.choice("02468" if kw["female"] else "13579")
        w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
        v = body + str((10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10)
    elif kind == "hetu":
        y, m, d = kw["birth"]
        n = f"{r.randint(2, 899):03d}"
        head = f"{d:02d}{m:02d}{y % 100:02d}"
        v = head + ("-" if y < 2000 else "A") + n + HETU_C[int(head + n) % 31]
    elif kind == "fnr":
        y, m, d = kw["birth"]
        while True:
            head = f"{d:02d}{m:02d}{y % 100:02d}{r.randint(0, 499):03d}"
            k1 = _fnr_k(head, FNR_W1)
            if k1 == 10:
                continue
            k2 = _fnr_k(head + str(k1), FNR_W2)
            if k2 == 10:
                continue
            v = f"{head}{k1}{k2}"
            break
    elif kind == "aadhaar":
        body = r.choice("23456789") + pick(r, DIG, 10)
        s = body + verhoeff_digit(body)
        v = group(s, [4, 4, 4]) if kw.get("spaced", True) else s
    elif kind == "belg":
        y, m, d = kw["birth"]
        head = f"{y % 100:02d}{m:02d}{d:02d}{r.randint(1, 997):03d}"
        c = 97 - int(("2" if y >= 2000 else "") + head) % 97
        v = f"{head[:2]}.{head[2:4]}.{head[4:6]}-{head[6:]}.{c:02d}"
    elif kind == "nir":
        y, m = kw["birth"][:2]
        s13 = f"{kw['sex']}{y % 100:02d}{m:02d}{kw['dept']}{pick(r, DIG, 3)}{pick(r, DIG, 3)}"
        s = s13 + f"{97 - int(s13) % 97:02d}"
        v = group(s, [1, 2, 2, 2, 3, 3, 2])
    elif kind == "hkid":
        L = r.choice("ACDEGHKMPRVYZ")
        d = pick(r, DIG, 6)
        v = f"{L}{d}({_hkid_check(L, d)})"
    elif kind == "sin":
        body = r.choice("1234567") + pick(r, DIG, 7)
        s = body + luhn_digit(body)
        v = group(s, [3, 3, 3], kw.get("sep", " "))
    elif kind == "pnr":
        y, m, d = kw["birth"]
        body = f"{y % 100:02d}{m:02d}{d:02d}" + pick(r, DIG, 3)
        v = f"{body[:6]}-{body[6:]}{luhn_digit(body)}"
    elif kind == "said":
        y, m, d = kw["birth"]
        body = f"{y % 100:02d}{m:02d}{d:02d}" + f"{r.randint(0, 4999) if kw['female'] else r.randint(5000, 9999):04d}" + "08"
        v = body + luhn_digit(body)
    elif kind == "pps":
        d = pick(r, DIG, 7)
        v = d + PPS_L[sum(int(a) * b for a, b in zip(d, range(8, 1, -1))) % 23]
    else:
        raise KeyError(kind)
    birth = NID_BIRTH[kind](v) if kind in NID_BIRTH else None
    add(name, "NID:" + kind, v, birth=birth)


# ---------------------------------------------------------------- PASSPORT (shape only)
PASSPORT_RE = {
    "cn": r"E\d{8}|E[A-HJ-NP-Z]\d{7}",
    "us": r"[A-Z]\d{8}",
    "de": r"[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}",
    "in": r"[A-PR-WY][1-9]\d{6}",
    "au": r"[A-Z]{1,2}\d{7}",
    "ca": r"[A-Z]{2}\d{6}",
    "fr": r"\d{2}[A-Z]{2}\d{5}",
    "ie": r"[A-Z]{2}\d{7}",
    "hk": r"K\d{8}",
    "sg": r"[EK]\d{7}[A-Z]",
    "jp": r"(?:TK|TR|TZ|MZ|TS)\d{7}",
}


def valid_passport(v):
    return any(re.fullmatch(p, v) for p in PASSPORT_RE.values())


def passport(name, country):
    r = rng(name)
    if country == "cn":
        v = "E" + pick(r, DIG, 8) if r.random() < 0.5 else "E" + r.choice("ABCDEFGH") + pick(r, DIG, 7)
    elif country == "us":
        v = r.choice("ABC") + pick(r, DIG, 8)
    elif country == "de":
        v = r.choice("CFGHJK") + pick(r, "CFGHJKLMNPRTVWXYZ0123456789", 8)
    elif country == "in":
        v = r.choice("JKLMNPRSTUVWZ") + r.choice("123456789") + pick(r, DIG, 6)
    elif country == "au":
        v = r.choice(["PA", "PB", "PE", "N", "R"]) + pick(r, DIG, 7)
    elif country == "ca":
        v = pick(r, "ABCGHJKLMNPRSTW", 2) + pick(r, DIG, 6)
    elif country == "fr":
        v = pick(r, DIG, 2) + pick(r, UPPER, 2) + pick(r, DIG, 5)
    elif country == "ie":
        v = r.choice(["PA", "PB", "PC", "LF"]) + pick(r, DIG, 7)
    elif country == "hk":
        v = "K" + pick(r, DIG, 8)
    elif country == "jp":
        v = r.choice(["TK", "TR", "TZ", "MZ", "TS"]) + pick(r, DIG, 7)
    elif country == "sg":
        v = r.choice("EK") + pick(r, DIG, 7) + r.choice(UPPER)
    else:
        raise KeyError(country)
    assert re.fullmatch(PASSPORT_RE[country], v), v
    add(name, "PASSPORT:" + country, v)


# ---------------------------------------------------------------- API keys and secrets
def _b62(n, width):
    out = ""
    while n:
        n, k = divmod(n, 62)
        out = B62[k] + out
    return out.rjust(width, "0")


def gh_ok(v):
    m = re.fullmatch(r"gh[pousr]_([A-Za-z0-9]{30})([A-Za-z0-9]{6})", v)
    return bool(m) and _b62(zlib.crc32(m.group(1).encode()), 6) == m.group(2)


JWT_SECRETS = {}


def _b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def _jwt_sign(head_payload, secret):
    return _b64u(hmac.new(secret.encode(), head_payload.encode(), hashlib.sha256).digest())


def jwt_ok(v):
    m = re.fullmatch(r"(eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})", v)
    if not m:
        return False
    sec = JWT_SECRETS.get(m.group(1).split(".")[1])
    return sec is not None and hmac.compare_digest(_jwt_sign(m.group(1), sec), m.group(2))


APIKEY_RE = {
    "aws_akid": r"(?:AKIA|ASIA)[A-Z2-7]{16}",
    "github": r"gh[pousr]_[A-Za-z0-9]{36}",
    "slack_bot": r"xox[bp]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}",
    "stripe_sk": r"(?:sk|rk)_live_[A-Za-z0-9]{24,99}",
    "openai": r"sk-proj-[A-Za-z0-9_-]{20,}T3BlbkFJ[A-Za-z0-9_-]{20,}",
    "google": r"AIza[0-9A-Za-z_-]{35}",
    "telegram": r"\d{8,10}:AA[0-9A-Za-z_-]{33}",
    "sendgrid": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    "twilio_sk": r"SK[0-9a-f]{32}",
    "mailchimp": r"[0-9a-f]{32}-us\d{1,2}",
    "shopify": r"shpat_[0-9a-f]{32}",
    "gitlab": r"glpat-[A-Za-z0-9_-]{20}",
    "jwt": r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
    "aliyun_akid": r"LTAI[A-Za-z0-9]{20}",
    "tencent_akid": r"AKID[A-Za-z0-9]{32}",
    "square": r"EAAA[A-Za-z0-9_-]{60}",
    "hf": r"hf_[A-Za-z]{34}",
    "anthropic": r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    "resend": r"re_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}",
}

SECRET_RE = {
    "aws_secret": r"[A-Za-z0-9/+]{40}",
    "aliyun_secret": r"[A-Za-z0-9]{30}",
    "alnum32": r"[A-Za-z0-9]{32}",
    "hex32": r"[0-9a-f]{32}",
    "hex64": r"[0-9a-f]{64}",
    "whsec": r"whsec_[A-Za-z0-9]{32}",
    "slack_webhook": r"https://hooks\.slack\.com/services/T[A-Z0-9]{10}/B[A-Z0-9]{10}/[A-Za-z0-9]{24}",
    "discord_webhook": r"https://discord\.com/api/webhooks/\d{19}/[A-Za-z0-9_-]{68}",
    "dingtalk_webhook": r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}",
    "dingtalk_sec": r"SEC[0-9a-f]{64}",
    "wecom_webhook": r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}",
    "feishu_webhook": r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}",
    "zapier_webhook": r"https://hooks\.zapier\.com/hooks/catch/\d{7,8}/[a-z0-9]{6,7}/",
    "totp": r"[A-Z2-7]{32}|[a-z2-7]{4}(?: [a-z2-7]{4}){7}",
    "recovery": r"[a-z0-9]{5}-[a-z0-9]{5}",
    "django_session": r"[a-z0-9]{32}",
    "express_session": r"s%3A[A-Za-z0-9_-]{32}\.[A-Za-z0-9]{43}",
    "pem": r"-----BEGIN ((?:EC |RSA |OPENSSH )?)PRIVATE KEY-----\n(?:[A-Za-z0-9+/=]{1,70}\n)+-----END \1PRIVATE KEY-----",
    "django_secret": r"[a-z0-9!@#%^&*(\-_=+)]{50}",
    "google_client_secret": r"GOCSPX-[A-Za-z0-9_-]{28}",
}


def valid_apikey(v):
    if re.fullmatch(APIKEY_RE["github"], v):
        return gh_ok(v)
    if re.fullmatch(APIKEY_RE["jwt"], v):
        return jwt_ok(v) if v.split(".")[1] in JWT_SECRETS else True
    return any(re.fullmatch(p, v) for p in APIKEY_RE.values())


def valid_secret_shape(v):
    return any(re.fullmatch(p, v) for p in SECRET_RE.values())


def key(name, kind, **kw):
    r = rng(name)
    if kind == "aws_akid":
        v = "AKIA" + pick(r, B32, 16)
    elif kind == "github":
        body = pick(r, ALNUM, 30)
        v = "ghp_" + body + _b62(zlib.crc32(body.encode()), 6)
    elif kind == "slack_bot":
        v = f"xoxb-{r.randint(10**11, 10**12 - 1)}-{r.randint(10**12, 10**13 - 1)}-{pick(r, ALNUM, 24)}"
    elif kind == "stripe_sk":
        v = kw.get("prefix", "sk_live_") + pick(r, ALNUM, kw.get("n", 24))
    elif kind == "openai":
        v = "sk-proj-" + pick(r, B64URL, 48) + "T3BlbkFJ" + pick(r, B64URL, 48)
    elif kind == "google":
        v = "AIza" + pick(r, B64URL, 35)
    elif kind == "telegram":
        v = f"{r.randint(10**9, 7 * 10**9)}:AA" + pick(r, B64URL, 33)
    elif kind == "sendgrid":
        v = "SG." + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43)
    elif kind == "twilio_sk":
        v = "SK" + pick(r, HEX, 32)
    elif kind == "mailchimp":
        v = pick(r, HEX, 32) + f"-us{r.randint(2, 21)}"
    elif kind == "shopify":
        v = "shpat_" + pick(r, HEX, 32)
    elif kind == "gitlab":
        v = "glpat-" + pick(r, B64URL, 20)
    elif kind == "jwt":
        head = _b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
        payload = _b64u(json.dumps(kw["payload"], separators=(",", ":")).encode())
        sec = pick(r, ALNUM, 32)
        JWT_SECRETS[payload] = sec
        v = f"{head}.{payload}." + _jwt_sign(f"{head}.{payload}", sec)
    elif kind == "aliyun_akid":
        v = "LTAI" + pick(r, ALNUM, 20)
    elif kind == "tencent_akid":
        v = "AKID" + pick(r, ALNUM, 32)
    elif kind == "square":
        v = "EAAA" + pick(r, B64URL, 60)
    elif kind == "hf":
        v = "hf_" + pick(r, string.ascii_letters, 34)
    elif kind == "anthropic":
        v = "sk-ant-api03-" + pick(r, B64URL, 93) + "AA"
    elif kind == "resend":
        v = "re_" + pick(r, ALNUM, 8) + "_" + pick(r, ALNUM, 24)
    else:
        raise KeyError(kind)
    assert re.fullmatch(APIKEY_RE[kind], v), (kind, v)
    add(name, "KEY:" + kind, v)


def _uuid(r):
    h = pick(r, HEX, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def secret(name, kind, **kw):
    r = rng(name)
    if kind == "aws_secret":
        v = pick(r, ALNUM + "/+", 40)
    elif kind == "aliyun_secret":
        v = pick(r, ALNUM, 30)
    elif kind == "alnum32":
        v = pick(r, ALNUM, 32)
    elif kind == "hex32":
        v = pick(r, HEX, 32)
    elif kind == "hex64":
        v = pick(r, HEX, 64)
    elif kind == "whsec":
        v = "whsec_" + pick(r, ALNUM, 32)
    elif kind == "slack_webhook":
        v = ("https://hooks.slack.com/services/T" + pick(r, UPPER + DIG, 10) + "/B"
             + pick(r, UPPER + DIG, 10) + "/" + pick(r, ALNUM, 24))
    elif kind == "discord_webhook":
        v = f"https://discord.com/api/webhooks/{r.randint(10**18, 10**19 - 1)}/" + pick(r, B64URL, 68)
    elif kind == "dingtalk_webhook":
        v = "https://oapi.dingtalk.com/robot/send?access_token=" + pick(r, HEX, 64)
    elif kind == "dingtalk_sec":
        v = "SEC" + pick(r, HEX, 64)
    elif kind == "wecom_webhook":
        v = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + _uuid(r)
    elif kind == "feishu_webhook":
        v = "https://open.feishu.cn/open-apis/bot/v2/hook/" + _uuid(r)
    elif kind == "zapier_webhook":
        v = f"https://hooks.zapier.com/hooks/catch/{r.randint(10**6, 10**7 - 1)}/{pick(r, LOWER + DIG, 6)}/"
    elif kind == "totp":
        s = pick(r, B32, 32)
        v = " ".join(s.lower()[i:i + 4] for i in range(0, 32, 4)) if kw.get("grouped") else s
    elif kind == "recovery":
        v = pick(r, LOWER + DIG, 5) + "-" + pick(r, LOWER + DIG, 5)
    elif kind == "django_session":
        v = pick(r, LOWER + DIG, 32)
    elif kind == "express_session":
        v = "s%3A" + pick(r, B64URL, 32) + "." + pick(r, ALNUM, 43)
    elif kind == "pem":
        label = kw.get("label", "")
        raw = bytes(r.randrange(256) for _ in range(kw.get("nbytes", 121)))
        if label == "OPENSSH ":
            raw = b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none" + raw
        b = base64.b64encode(raw).decode()
        width = 70 if label == "OPENSSH " else 64
        lines = [b[i:i + width] for i in range(0, len(b), width)]
        v = f"-----BEGIN {label}PRIVATE KEY-----\n" + "\n".join(lines) + f"\n-----END {label}PRIVATE KEY-----"
    elif kind == "django_secret":
        v = pick(r, LOWER + DIG + "!@#%^&*(-_=+)", 50)
    elif kind == "google_client_secret":
        v = "GOCSPX-" + pick(r, B64URL, 28)
    else:
        raise KeyError(kind)
    assert re.fullmatch(SECRET_RE[kind], v), (kind, v)
    add(name, "SECRET:" + kind, v)


# ================================================================= the values
# CARD
card("card_01", "4", 16, [4, 4, 4, 4])
card("card_02", "53", 16, [4, 4, 4, 4], "-")
card("card_03", "37", 15, [4, 6, 5])
card("card_04", "6228", 16, [4, 4, 4, 4])
card("card_05", "4", 16)
card("card_06", "2231", 16, [4, 4, 4, 4])
card("card_07", "6217", 19)
card("card_08", "3541", 16, [4, 4, 4, 4])
card("card_09", "4", 16, [4, 4, 4, 4], "-")
card("card_10", "55", 16)
card("card_11", "6225", 16, [4, 4, 4, 4])
card("card_12", "4", 16, [4, 4, 4, 4])
card("card_13", "34", 15)
card("card_14", "6011", 16, [4, 4, 4, 4])
card("card_15", "51", 16, [4, 4, 4, 4])
card("card_16", "6222", 19, [4, 4, 4, 4, 3])
card("card_17", "4", 16, [4, 4, 4, 4])
card("card_18", "52", 16, [4, 4, 4, 4])
card("card_19", "6214", 16, [4, 4, 4, 4])
card("card_20", "6230", 19)
card("card_21", "4", 16, [4, 4, 4, 4])
card("card_22", "5", 16, [4, 4, 4, 4], "-")

# IBAN
iban("iban_de_1", "DE")
iban("iban_de_2", "DE", grouped=False)
iban("iban_gb_1", "GB")
iban("iban_gb_2", "GB", grouped=False)
iban("iban_gb_3", "GB")
iban("iban_fr_1", "FR")
iban("iban_es_1", "ES")
iban("iban_nl_1", "NL")
iban("iban_ie_1", "IE")
iban("iban_be_1", "BE")
iban("iban_pt_1", "PT")
iban("iban_ch_1", "CH")
iban("iban_at_1", "AT", grouped=False)
iban("iban_pl_1", "PL")
iban("iban_nl_2", "NL", grouped=False)
iban("iban_de_3", "DE")
iban("iban_es_2", "ES")

# IDCARD (region, birth date, sex) -- texts that show a DOB use the same date
idcard("id_01", "310104", "19880314", True)         # 1988-03-14 F
idcard("id_02", "110105", "19750922", False)        # 1975-09-22 M
idcard("id_03", "440106", "19930607", True)         # 1993-06-07 F
idcard("id_04", "510107", "19810130", False)        # 1981-01-30 M
idcard("id_05", "330106", "19960811", True, spaced=True)   # 1996-08-11 F
idcard("id_06", "320102", "19690405", False)        # 1969-04-05 M
idcard("id_07", "420106", "19990218", False)        # 1999-02-18 M
idcard("id_08", "440305", "19871203", True)         # 1987-12-03 F
idcard("id_09", "350203", "19921027", False)        # 1992-10-27 M
idcard("id_10", "370202", "20010516", True)         # 2001-05-16 F
idcard("id_11", "530102", "19840709", False)        # 1984-07-09 M
idcard("id_12", "430104", "19780228", True)         # 1978-02-28 F
idcard("id_13", "530112", "19900921", True)         # 1990-09-21 F
idcard("id_14", "610113", "19860104", False)        # 1986-01-04 M
idcard("id_15", "500103", "19950712", True)         # 1995-07-12 F
idcard("id_16", "120101", "19720819", False, spaced=True)  # 1972-08-19 M
idcard("id_17", "450103", "19970303", False)        # 1997-03-03 M
idcard("id_18", "210102", "19830625", True)         # 1983-06-25 F

# SSN
ssn("ssn_01")
ssn("ssn_02")
ssn("ssn_03")
ssn("ssn_04", sep=" ")
ssn("ssn_05")
ssn("ssn_06")

# NATIONAL_ID
nid("nino_01", "nino", spaced=True)
nid("nino_02", "nino")
nid("nino_03", "nino", spaced=True)
nid("nino_04", "nino")
nid("dni_01", "dni")
nid("nie_01", "nie")
nid("bsn_01", "bsn")
nid("bsn_02", "bsn", dotted=True)
nid("nric_01", "nric", prefix="S")
nid("nric_02", "nric", prefix="T")
nid("pesel_01", "pesel", birth=(1990, 4, 17), female=True)
nid("hetu_01", "hetu", birth=(1986, 11, 5))
nid("fnr_01", "fnr", birth=(1979, 6, 23))
nid("aadhaar_01", "aadhaar")
nid("aadhaar_02", "aadhaar", spaced=False)
nid("belg_01", "belg", birth=(1985, 7, 30))
nid("nir_01", "nir", birth=(1983, 5), sex=2, dept="69")
nid("hkid_01", "hkid")
nid("hkid_02", "hkid")
nid("sin_01", "sin")
nid("sin_02", "sin", sep="-")
nid("pnr_01", "pnr", birth=(1991, 2, 14))
nid("said_01", "said", birth=(1988, 9, 3), female=False)
nid("pps_01", "pps")
nid("dni_02", "dni")

# PASSPORT
passport("pp_cn_01", "cn")
passport("pp_cn_02", "cn")
passport("pp_cn_03", "cn")
passport("pp_cn_04", "cn")
passport("pp_us_01", "us")
passport("pp_de_01", "de")
passport("pp_in_01", "in")
passport("pp_au_01", "au")
passport("pp_ca_01", "ca")
passport("pp_fr_01", "fr")
passport("pp_ie_01", "ie")
passport("pp_hk_01", "hk")
passport("pp_sg_01", "sg")
passport("pp_us_02", "us")
passport("pp_cn_05", "cn")
passport("pp_jp_01", "jp")

# APIKEY
key("aws_akid_01", "aws_akid")
key("aws_akid_02", "aws_akid")
key("aws_akid_03", "aws_akid")
key("gh_pat_01", "github")
key("gh_pat_02", "github")
key("gh_pat_03", "github")
key("slack_bot_01", "slack_bot")
key("slack_bot_02", "slack_bot")
key("stripe_sk_01", "stripe_sk")
key("stripe_sk_02", "stripe_sk", prefix="sk_live_51", n=96)
key("stripe_rk_01", "stripe_sk", prefix="rk_live_")
key("openai_01", "openai")
key("openai_02", "openai")
key("google_01", "google")
key("google_02", "google")
key("telegram_01", "telegram")
key("telegram_02", "telegram")
key("sendgrid_01", "sendgrid")
key("twilio_sk_01", "twilio_sk")
key("mailchimp_01", "mailchimp")
key("shopify_01", "shopify")
key("gitlab_01", "gitlab")
key("jwt_01", "jwt", payload={"sub": "stall-114", "role": "vendor", "iat": 1717400000})
key("jwt_02", "jwt", payload={"uid": 88213, "name": "pos-till-2", "exp": 1767225600})
key("jwt_03", "jwt", payload={"sub": "chef_portal", "scope": "bookings:write", "iat": 1722470400})
key("aliyun_akid_01", "aliyun_akid")
key("aliyun_akid_02", "aliyun_akid")
key("tencent_akid_01", "tencent_akid")
key("square_01", "square")
key("hf_01", "hf")
key("anthropic_01", "anthropic")
key("resend_01", "resend")

# SECRET
secret("aws_secret_01", "aws_secret")
secret("aws_secret_02", "aws_secret")
secret("aws_secret_03", "aws_secret")
secret("aliyun_secret_01", "aliyun_secret")
secret("aliyun_secret_02", "aliyun_secret")
secret("tencent_secret_01", "alnum32")
secret("wxpay_v3_01", "alnum32")
secret("whsec_01", "whsec")
secret("whsec_02", "whsec")
secret("slack_signing_01", "hex32")
secret("twilio_auth_01", "hex32")
secret("flask_secret_01", "hex64")
secret("slack_webhook_01", "slack_webhook")
secret("slack_webhook_02", "slack_webhook")
secret("discord_webhook_01", "discord_webhook")
secret("dingtalk_webhook_01", "dingtalk_webhook")
secret("dingtalk_webhook_02", "dingtalk_webhook")
secret("dingtalk_sec_01", "dingtalk_sec")
secret("wecom_webhook_01", "wecom_webhook")
secret("wecom_webhook_02", "wecom_webhook")
secret("feishu_webhook_01", "feishu_webhook")
secret("zapier_webhook_01", "zapier_webhook")
secret("totp_01", "totp")
secret("totp_02", "totp", grouped=True)
secret("totp_03", "totp")
secret("recovery_01", "recovery")
secret("recovery_02", "recovery")
secret("recovery_03", "recovery")
secret("recovery_04", "recovery")
secret("recovery_05", "recovery")
secret("recovery_06", "recovery")
secret("session_01", "django_session")
secret("session_02", "express_session")
secret("session_03", "django_session")
secret("pem_01", "pem", label="EC ")
secret("pem_02", "pem", label="OPENSSH ", nbytes=150)
secret("pem_03", "pem", label="", nbytes=180)
secret("django_secret_01", "django_secret")
secret("google_cs_01", "google_client_secret")
secret("jwt_secret_01", "hex64")


# ================================================================= validation
def validate(kind, v):
    if kind == "CARD":
        return valid_card(v)
    if kind == "IBAN":
        return valid_iban(v)
    if kind == "IDCARD":
        return valid_idcard(v)
    if kind == "SSN":
        return valid_ssn(v)
    if kind.startswith("NID:"):
        return NID[kind[4:]](v)
    if kind.startswith("PASSPORT:"):
        return bool(re.fullmatch(PASSPORT_RE[kind[9:]], v))
    if kind.startswith("KEY:"):
        k = kind[4:]
        if k == "github":
            return gh_ok(v)
        if k == "jwt":
            return jwt_ok(v)
        return bool(re.fullmatch(APIKEY_RE[k], v))
    if kind.startswith("SECRET:"):
        return bool(re.fullmatch(SECRET_RE[kind[7:]], v))
    raise KeyError(kind)


CHECKSUM = {"CARD", "IBAN", "IDCARD", "KEY:github", "KEY:jwt"} | {
    "NID:" + k for k in NID if k not in NID_SHAPE_ONLY}


def corruptions(kind, v):
    """One-character corruptions that must be rejected."""
    if kind in CHECKSUM:
        # exhaustive: every digit position, every other digit
        pos = [i for i, c in enumerate(v) if c.isdigit()]
        for i in pos:
            for d in DIG:
                if d != v[i]:
                    yield v[:i] + d + v[i + 1:]
    elif kind == "SSN":
        yield "9" + v[1:]                       # area 9xx is never issued
    elif kind.startswith("PASSPORT:") or kind.startswith("NID:"):
        i = next(i for i, c in enumerate(v) if c.isalpha())
        yield v[:i] + "7" + v[i + 1:]           # letter position turned into a digit
    elif kind in ("KEY:stripe_sk", "KEY:openai"):
        yield "7" + v[1:]                       # variable length: break the vendor prefix
    else:
        yield v[:-1]                            # these vendor shapes are length-exact


def selftest(verbose=False):
    n_bad = 0
    n_corr = 0
    for name, v in VALUES.items():
        k = KIND[name]
        if not validate(k, v):
            print("INVALID", name, k, v)
            n_bad += 1
        for c in corruptions(k, v):
            n_corr += 1
            if validate(k, c):
                print("CORRUPTION ACCEPTED", name, k, v, "->", c)
                n_bad += 1
        b = BIRTH.get(name)
        if b is not None and not (datetime.date(1900, 1, 1) <= b <= LATEST_BIRTH):
            print("BAD BIRTH", name, b)
            n_bad += 1
    if len(set(VALUES.values())) != len(VALUES):
        print("DUPLICATE VALUES")
        n_bad += 1
    if verbose or n_bad:
        print(f"selftest: {len(VALUES)} values, {n_corr} corruptions tried, {n_bad} problems")
    return n_bad == 0


if __name__ == "__main__":
    if "-p" in sys.argv:
        for name, v in VALUES.items():
            extra = f"  (born {BIRTH[name]})" if name in BIRTH else ""
            print(f"{name:22s} {KIND[name]:24s} {v!r}{extra}")
    ok = selftest(verbose=True)
    sys.exit(0 if ok else 1)
