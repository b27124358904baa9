"""Check-digit rules for the invented values of corpus_blind6 (stdlib only).

Each scheme has a `make_*` (base -> full value with its check digit) and the checker uses `ok(scheme, value)`.
The rules follow the published definitions; check_blind.py re-verifies them on the standards' own examples.
"""
import datetime
import re


def _digits(s):
    return [int(c) for c in re.sub(r"\D", "", s)]


# --- Luhn (cards, Emirates ID, Saudi ID) -------------------------------------------------------------------
def luhn_ok(s):
    d = _digits(s)
    total = 0
    for i, n in enumerate(reversed(d)):
        if i % 2:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return len(d) > 1 and total % 10 == 0


def luhn_digit(partial):
    for c in "0123456789":
        if luhn_ok(partial + c):
            return c
    raise ValueError(partial)


# --- IBAN ISO 13616 mod 97-10 ---------------------------------------------------------------------------------
def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_ok(s):
    s = s.replace(" ", "")
    return bool(re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{8,30}", s)) and _iban_num(s[4:] + s[:4]) % 97 == 1


def make_iban(cc, bban, spaced=True):
    check = 98 - _iban_num(bban + cc + "00") % 97
    raw = f"{cc}{check:02d}{bban}"
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4)) if spaced else raw


# --- Chinese resident ID, GB 11643-1999, ISO 7064 MOD 11-2 ----------------------------------------------------
_CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cn_check(first17):
    return "10X98765432"[sum(int(c) * w for c, w in zip(first17, _CN_W)) % 11]


def make_cn_id(area, yyyymmdd, seq):
    base = f"{area}{yyyymmdd}{seq}"
    return base + cn_check(base)


def cn_birth(value):
    return datetime.date(int(value[6:10]), int(value[10:12]), int(value[12:14]))


def cn_id_ok(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    try:
        born = cn_birth(s)
    except ValueError:
        return False
    return born.year >= 1900 and s[17] == cn_check(s[:17])


# --- other national IDs -------------------------------------------------------------------------------------
def pesel_check(ten):  # Poland: weights 1-3-7-9
    return str((10 - sum(int(c) * w for c, w in zip(ten, [1, 3, 7, 9] * 3)) % 10) % 10)


def tckn_checks(nine):  # Turkey: two check digits
    d = [int(c) for c in nine]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return f"{d10}{d11}"


def rut_check(body):  # Chile: mod 11, weights 2..7 from the right
    total = sum(int(c) * (2 + i % 6) for i, c in enumerate(reversed(body)))
    r = 11 - total % 11
    return {11: "0", 10: "K"}.get(r, str(r))


def thai_check(twelve):  # Thailand: weights 13..2
    return str((11 - sum(int(c) * (13 - i) for i, c in enumerate(twelve)) % 11) % 10)


def hkid_check(prefix, six):  # Hong Kong: letters A=10.., a one-letter prefix is padded with a space (36)
    vals = [36] * (2 - len(prefix)) + [ord(c) - 55 for c in prefix]
    total = vals[0] * 9 + vals[1] * 8 + sum(int(c) * (7 - i) for i, c in enumerate(six))
    r = 11 - total % 11
    return {11: "0", 10: "A"}.get(r, str(r))


_TW = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36)))


def tw_ok(s):  # Taiwan: letter code (two digits, weights 1 and 9), then 8..1, then the check digit (1)
    if not re.fullmatch(r"[A-Z][12]\d{8}", s):
        return False
    n = _TW[s[0]]
    total = n // 10 + (n % 10) * 9 + sum(int(c) * (8 - i) for i, c in enumerate(s[1:9])) + int(s[9])
    return total % 10 == 0


def tw_check(nine):
    for c in "0123456789":
        if tw_ok(nine + c):
            return c
    raise ValueError(nine)


def ppsn_check(seven, second=""):  # Ireland: weights 8..2, second letter x9 (W=0), mod 23 -> W,A..V
    total = sum(int(c) * (8 - i) for i, c in enumerate(seven))
    if second and second != "W":
        total += (ord(second) - 64) * 9
    return "WABCDEFGHIJKLMNOPQRSTUV"[total % 23]


def tfn_ok(s):  # Australia: weights 1,4,3,7,5,8,6,9,10, mod 11 == 0
    d = _digits(s)
    return len(d) == 9 and sum(a * b for a, b in zip(d, [1, 4, 3, 7, 5, 8, 6, 9, 10])) % 11 == 0


def ird_check(base8):  # New Zealand: weights 3,2,7,6,5,4,3,2; on 10 retry with 7,4,3,2,5,2,7,6
    for w in ([3, 2, 7, 6, 5, 4, 3, 2], [7, 4, 3, 2, 5, 2, 7, 6]):
        r = sum(int(c) * x for c, x in zip(base8, w)) % 11
        check = 0 if r == 0 else 11 - r
        if check != 10:
            return str(check)
    return None


def ean13_check(twelve):  # Swiss AHV-Nr. (756...) uses the EAN-13 check digit
    return str((10 - sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(twelve)) % 10) % 10)


def nif_check(eight):  # Portugal NIF: weights 9..2, mod 11, r<2 -> 0
    r = sum(int(c) * (9 - i) for i, c in enumerate(eight)) % 11
    return "0" if r < 2 else str(11 - r)


_CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                   [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8,
                    12, 14, 16, 10, 22, 25, 24, 23]))


def cf_check(fifteen):  # Italy codice fiscale: odd positions by table, even by value, mod 26
    total = 0
    for i, c in enumerate(fifteen):
        if i % 2 == 0:
            total += _CF_ODD[c]
        else:
            total += int(c) if c.isdigit() else ord(c) - 65
    return chr(65 + total % 26)


def cuil_check(ten):  # Argentina CUIL/CUIT: weights 5,4,3,2,7,6,5,4,3,2
    r = 11 - sum(int(c) * w for c, w in zip(ten, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
    return {11: "0", 10: None}.get(r, str(r))


def svnr_ok(s):  # Austria: 3 serial, check, DDMMYY; weights 3,7,9,-,5,8,4,2,1,6; mod 11 (10 invalid)
    d = _digits(s)
    if len(d) != 10:
        return False
    r = sum(a * b for a, b in zip(d[:3] + d[4:], [3, 7, 9, 5, 8, 4, 2, 1, 6])) % 11
    return r != 10 and r == d[3]


def svnr_make(serial3, ddmmyy):
    r = sum(int(a) * b for a, b in zip(serial3 + ddmmyy, [3, 7, 9, 5, 8, 4, 2, 1, 6])) % 11
    if r == 10:
        raise ValueError(serial3)
    return f"{serial3}{r} {ddmmyy}"


def ok(scheme, value):
    """True when `value` is a valid identifier of `scheme` (schemes without a check digit: format only)."""
    v = value.replace(" ", "").replace("-", "").replace(".", "")
    checks = {
        "pesel": lambda: len(v) == 11 and pesel_check(v[:10]) == v[10],
        "tckn": lambda: len(v) == 11 and v[0] != "0" and tckn_checks(v[:9]) == v[9:],
        "rut": lambda: rut_check(v[:-1]) == v[-1].upper(),
        "thai": lambda: len(v) == 13 and thai_check(v[:12]) == v[12],
        "hkid": lambda: bool(re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([\dA])\)?", v))
        and hkid_check(*re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([\dA])\)?", v).groups()[:2]) == v[-2 if v.endswith(")") else -1],
        "taiwan": lambda: tw_ok(v),
        "ppsn": lambda: bool(re.fullmatch(r"\d{7}[A-W][A-IW]?", v)) and ppsn_check(v[:7], v[8:]) == v[7],
        "tfn": lambda: tfn_ok(v),
        "ird": lambda: len(v) in (8, 9) and ird_check(v[:-1].zfill(8)) == v[-1],
        "ahv": lambda: len(v) == 13 and v.startswith("756") and ean13_check(v[:12]) == v[12],
        "nif": lambda: len(v) == 9 and nif_check(v[:8]) == v[8],
        "emirates": lambda: len(v) == 15 and v.startswith("784") and luhn_ok(v),
        "saudi": lambda: len(v) == 10 and v[0] in "12" and luhn_ok(v),
        "cf": lambda: len(v) == 16 and cf_check(v[:15]) == v[15],
        "cuil": lambda: len(v) == 11 and cuil_check(v[:10]) == v[10],
        "svnr": lambda: svnr_ok(v),
        "nino": lambda: bool(re.fullmatch(r"(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", v)),
        "cnic": lambda: bool(re.fullmatch(r"\d{13}", v)),
        "cccd": lambda: bool(re.fullmatch(r"0\d{2}[0-3]\d{8}", v)),
        "nik": lambda: bool(re.fullmatch(r"\d{6}[0-7]\d[01]\d{7}", v)),
    }
    return checks[scheme]()
