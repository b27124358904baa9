"""values.py -- seeded generators, validators and generated values for corpus_blind16.

Everything here is invented.  Every card, IBAN, Chinese resident ID, national ID,
US SSN and vendor key/token used in the texts is generated here (seeded) and is
referenced from the texts as `$name`.

    python3 values.py      # runs selftest() and prints a summary
"""
import base64
import datetime as _dt
import json
import re
import random
import string
import zlib

SEED = 20261218
RNG = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = DIG + UP + LO
B62 = DIG + UP + LO
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64URL = UP + LO + DIG + "-_"
B64STD = UP + LO + DIG + "+/"
B32 = UP + "234567"


def _r(alpha, n):
    return "".join(RNG.choice(alpha) for _ in range(n))


def _rb(n):
    return bytes(RNG.getrandbits(8) for _ in range(n))


def _b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def _b64u_dec(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def _nows(s):
    return re.sub(r"\s+", "", s)


def _date_ok(y, m, d, lo=1850, hi=2026):
    try:
        dt = _dt.date(y, m, d)
    except ValueError:
        return False
    return lo <= y <= hi and dt <= _dt.date(2026, 12, 31)


# ---------------------------------------------------------------- Luhn / cards
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


def luhn_digit(payload):
    for c in DIG:
        if luhn_ok(payload + c):
            return c
    raise ValueError(payload)


def _group(num, groups, sep):
    out, i = [], 0
    for g in groups:
        out.append(num[i:i + g])
        i += g
    return sep.join(out)


def gen_card(prefix, length, groups=None, sep=" "):
    body = prefix + _r(DIG, length - len(prefix) - 1)
    num = body + luhn_digit(body)
    return _group(num, groups, sep) if groups else num


def card_ok(s):
    if not re.fullmatch(r"\d+(?:[ \-\u00a0]\d+)*", s):
        return False
    d = re.sub(r"\D", "", s)
    return 13 <= len(d) <= 19 and luhn_ok(d)


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {
    "AD": 24, "AE": 23, "AT": 20, "BE": 16, "BG": 22, "CH": 21, "CY": 28, "CZ": 24,
    "DE": 22, "DK": 18, "EE": 20, "ES": 24, "FI": 18, "FR": 27, "GB": 22, "GR": 27,
    "HR": 21, "HU": 28, "IE": 22, "IS": 26, "IT": 27, "LI": 21, "LT": 20, "LU": 20,
    "LV": 21, "MC": 27, "MT": 31, "NL": 18, "NO": 15, "PL": 28, "PT": 25, "RO": 24,
    "SA": 24, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "TR": 26,
}


def _iban_num(s):
    return "".join(str(int(c, 36)) for c in s)


def iban_make(cc, bban):
    chk = 98 - int(_iban_num(bban + cc + "00")) % 97
    return "%s%02d%s" % (cc, chk, bban)


_RIB = {}
for _i, _c in enumerate("ABCDEFGHI"):
    _RIB[_c] = str(_i + 1)
for _i, _c in enumerate("JKLMNOPQR"):
    _RIB[_c] = str(_i + 1)
for _i, _c in enumerate("STUVWXYZ"):
    _RIB[_c] = str(_i + 2)


def rib_key(bank, branch, account):
    b = int("".join(_RIB.get(c, c) for c in bank))
    g = int("".join(_RIB.get(c, c) for c in branch))
    a = int("".join(_RIB.get(c, c) for c in account))
    return "%02d" % (97 - (89 * b + 15 * g + 3 * a) % 97)


_ES_W = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]


def _es_dc(ten):
    d = 11 - sum(int(c) * w for c, w in zip(ten, _ES_W)) % 11
    return {11: 0, 10: 1}.get(d, d)


def es_ccc(bank, branch, account):
    return "%d%d" % (_es_dc("00" + bank + branch), _es_dc(account))


_IT_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14,
           16, 10, 22, 25, 24, 23]


def _it_val(ch):
    return int(ch) if ch.isdigit() else ord(ch) - 65


def it_cin(s22):
    total = 0
    for i, ch in enumerate(s22):
        v = _it_val(ch)
        total += _IT_ODD[v] if i % 2 == 0 else v
    return chr(65 + total % 26)


def pt_nib(nineteen):
    return "%02d" % (98 - (int(nineteen) * 100) % 97)


def iban_national_ok(s):
    cc, b = s[:2], s[4:]
    if cc == "FR":
        return rib_key(b[0:5], b[5:10], b[10:21]) == b[21:23]
    if cc == "ES":
        return es_ccc(b[0:4], b[4:8], b[10:20]) == b[8:10]
    if cc == "BE":
        r = int(b[:10]) % 97
        return (r or 97) == int(b[10:12])
    if cc == "FI":
        return luhn_ok(b)
    if cc == "IT":
        return it_cin(b[1:]) == b[0]
    if cc == "PT":
        return pt_nib(b[:19]) == b[19:21]
    return True


def iban_ok(s):
    t = _nows(s)
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", t):
        return False
    if IBAN_LEN.get(t[:2]) != len(t):
        return False
    if int(_iban_num(t[4:] + t[:4])) % 97 != 1:
        return False
    return iban_national_ok(t)


def _g4(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def gen_iban(cc, grouped=True):
    if cc == "DE":
        bban = _r(DIG, 8) + _r(DIG, 10)
    elif cc == "GB":
        bban = RNG.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + _r(DIG, 14)
    elif cc == "FR":
        bank, branch, acc = _r(DIG, 5), _r(DIG, 5), _r(DIG, 11)
        bban = bank + branch + acc + rib_key(bank, branch, acc)
    elif cc == "NL":
        bban = RNG.choice(["ABNA", "INGB", "RABO", "TRIO", "SNSB"]) + _r(DIG, 10)
    elif cc == "ES":
        bank, branch, acc = _r(DIG, 4), _r(DIG, 4), _r(DIG, 10)
        bban = bank + branch + es_ccc(bank, branch, acc) + acc
    elif cc == "BE":
        ten = _r(DIG, 10)
        bban = ten + "%02d" % ((int(ten) % 97) or 97)
    elif cc == "CH":
        bban = _r(DIG, 5) + _r(DIG, 12)
    elif cc == "PL":
        bban = _r(DIG, 24)
    elif cc == "IE":
        bban = RNG.choice(["AIBK", "BOFI", "IPBS"]) + _r(DIG, 14)
    elif cc == "AT":
        bban = _r(DIG, 16)
    elif cc == "AE":
        bban = _r(DIG, 19)
    elif cc == "IT":
        s22 = _r(DIG, 10) + _r(DIG, 12)
        bban = it_cin(s22) + s22
    elif cc == "PT":
        n19 = _r(DIG, 19)
        bban = n19 + pt_nib(n19)
    elif cc == "FI":
        t = _r(DIG, 13)
        bban = t + luhn_digit(t)
    elif cc == "SE":
        bban = _r(DIG, 20)
    else:
        raise ValueError(cc)
    iban = iban_make(cc, bban)
    assert len(iban) == IBAN_LEN[cc], (cc, iban)
    return _g4(iban) if grouped else iban


# ---------------------------------------------------------------- Chinese resident ID
_CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
_CN_PROV = {"11", "12", "13", "14", "15", "21", "22", "23", "31", "32", "33", "34", "35",
            "36", "37", "41", "42", "43", "44", "45", "46", "50", "51", "52", "53", "54",
            "61", "62", "63", "64", "65", "71", "81", "82"}


def cn_check(s17):
    return "10X98765432"[sum(int(c) * w for c, w in zip(s17, _CN_W)) % 11]


def cnid_ok(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    if s[:2] not in _CN_PROV:
        return False
    if not _date_ok(int(s[6:10]), int(s[10:12]), int(s[12:14]), 1900):
        return False
    return cn_check(s[:17]) == s[17]


def gen_cnid(area, ymd, sex):
    s17 = area + ymd + _r(DIG, 2) + RNG.choice("13579" if sex == "M" else "02468")
    return s17 + cn_check(s17)


# ---------------------------------------------------------------- national IDs
def bsn_ok(s):
    d = re.sub(r"[ .]", "", s)
    if not re.fullmatch(r"\d{9}", d) or d == "000000000":
        return False
    return (sum(int(d[i]) * (9 - i) for i in range(8)) - int(d[8])) % 11 == 0


def gen_bsn(fmt="plain"):
    while True:
        d = RNG.choice("12345678") + _r(DIG, 8)
        if bsn_ok(d):
            return d if fmt == "plain" else "%s.%s.%s" % (d[:4], d[4:6], d[6:])


def pnr_ok(s):
    m = re.fullmatch(r"(\d{2})?(\d{2})(\d{2})(\d{2})([-+]?)(\d{4})", s)
    if not m:
        return False
    yy, mm, dd = int(m[2]), int(m[3]), int(m[4])
    if dd > 60:
        dd -= 60
    cent = int(m[1]) if m[1] else (19 if yy > 26 else 20)
    if not _date_ok(cent * 100 + yy, mm, dd):
        return False
    return luhn_ok(m[2] + m[3] + m[4] + m[6])


def gen_pnr(y, m, d, sex, long=False):
    nn = _r(DIG, 2) + RNG.choice("13579" if sex == "M" else "02468")
    nine = "%02d%02d%02d%s" % (y % 100, m, d, nn)
    ten = nine + luhn_digit(nine)
    core = ten[:6] + "-" + ten[6:]
    return ("%02d" % (y // 100) + core) if long else core


_HETU = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_ok(s):
    m = re.fullmatch(r"(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])", s)
    if not m:
        return False
    c = m[4]
    cent = 1800 if c == "+" else 2000 if c in "ABCDEF" else 1900
    if not _date_ok(cent + int(m[3]), int(m[2]), int(m[1])):
        return False
    if not 2 <= int(m[5]) <= 899:
        return False
    return _HETU[int(m[1] + m[2] + m[3] + m[5]) % 31] == m[6]


def gen_hetu(y, m, d, sex):
    sign = "-" if y < 2000 else "A"
    n = RNG.randrange(2, 899)
    if (n % 2 == 1) != (sex == "M"):
        n += 1
    ddmmyy = "%02d%02d%02d" % (d, m, y % 100)
    nnn = "%03d" % n
    return ddmmyy + sign + nnn + _HETU[int(ddmmyy + nnn) % 31]


_NO_W1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
_NO_W2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]


def _no_k(digits, w):
    k = 11 - sum(int(c) * x for c, x in zip(digits, w)) % 11
    return 0 if k == 11 else (None if k == 10 else k)


def fnr_ok(s):
    d = s.replace(" ", "")
    if not re.fullmatch(r"\d{11}", d):
        return False
    dd, mm = int(d[0:2]), int(d[2:4])
    if dd > 40:
        dd -= 40
    if not (1 <= mm <= 12 and 1 <= dd <= 31):
        return False
    k1 = _no_k(d[:9], _NO_W1)
    if k1 is None or k1 != int(d[9]):
        return False
    k2 = _no_k(d[:10], _NO_W2)
    return k2 is not None and k2 == int(d[10])


def gen_fnr(y, m, d, sex):
    while True:
        ind = RNG.randrange(0, 500) if y < 2000 else RNG.randrange(500, 1000)
        if (ind % 10 % 2 == 1) != (sex == "M"):
            continue
        nine = "%02d%02d%02d%03d" % (d, m, y % 100, ind)
        k1 = _no_k(nine, _NO_W1)
        if k1 is None:
            continue
        k2 = _no_k(nine + str(k1), _NO_W2)
        if k2 is None:
            continue
        return nine + str(k1) + str(k2)


_DNI = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(s):
    m = re.fullmatch(r"([XYZ]?)-?(\d{7,8})-?([A-Z])", s)
    if not m:
        return False
    if m[1]:
        if len(m[2]) != 7:
            return False
        n = int(str("XYZ".index(m[1])) + m[2])
    else:
        if len(m[2]) != 8:
            return False
        n = int(m[2])
    return _DNI[n % 23] == m[3]


def gen_dni(nie=None):
    if nie:
        digits = _r(DIG, 7)
        return "%s%s%s" % (nie, digits, _DNI[int(str("XYZ".index(nie)) + digits) % 23])
    n = RNG.randrange(10000000, 99999999)
    return "%08d%s" % (n, _DNI[n % 23])


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
       [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
       [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
       [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
       [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
       [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(num):
    if not num.isdigit():
        return False
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def aadhaar_ok(s):
    if not re.fullmatch(r"\d{4}([ -]?)\d{4}\1\d{4}", s):
        return False
    d = re.sub(r"\D", "", s)
    return d[0] not in "01" and verhoeff_ok(d)


def gen_aadhaar(sep=" "):
    eleven = RNG.choice("23456789") + _r(DIG, 10)
    d = eleven + verhoeff_digit(eleven)
    return sep.join([d[:4], d[4:8], d[8:]])


def _cpf_digits(nine):
    s1 = sum(int(nine[i]) * (10 - i) for i in range(9))
    c1 = (s1 * 10) % 11 % 10
    ten = nine + str(c1)
    s2 = sum(int(ten[i]) * (11 - i) for i in range(10))
    c2 = (s2 * 10) % 11 % 10
    return str(c1) + str(c2)


def cpf_ok(s):
    if not re.fullmatch(r"\d{3}\.?\d{3}\.?\d{3}-?\d{2}", s):
        return False
    d = re.sub(r"\D", "", s)
    return len(set(d)) > 1 and _cpf_digits(d[:9]) == d[9:]


def gen_cpf(fmt=True):
    nine = _r(DIG, 9)
    d = nine + _cpf_digits(nine)
    return "%s.%s.%s-%s" % (d[:3], d[3:6], d[6:9], d[9:]) if fmt else d


def sin_ok(s):
    if not re.fullmatch(r"\d{3}([ -]?)\d{3}\1\d{3}", s):
        return False
    d = re.sub(r"\D", "", s)
    return d[0] in "1234567" and luhn_ok(d)


def gen_sin(sep=" "):
    eight = RNG.choice("1234567") + _r(DIG, 7)
    d = eight + luhn_digit(eight)
    return sep.join([d[:3], d[3:6], d[6:]])


_PW = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    yy, mm, dd = int(s[0:2]), int(s[2:4]), int(s[4:6])
    cent = {0: 1900, 2: 2000, 8: 1800, 4: 2100, 6: 2200}.get((mm // 20) * 2 if mm > 12 else 0)
    if mm > 80:
        cent, mm = 1800, mm - 80
    elif mm > 60:
        cent, mm = 2200, mm - 60
    elif mm > 40:
        cent, mm = 2100, mm - 40
    elif mm > 20:
        cent, mm = 2000, mm - 20
    else:
        cent = 1900
    if not _date_ok(cent + yy, mm, dd):
        return False
    return (10 - sum(int(s[i]) * _PW[i] for i in range(10)) % 10) % 10 == int(s[10])


def gen_pesel(y, m, d, sex):
    mm = m + (20 if 2000 <= y < 2100 else 0)
    ten = "%02d%02d%02d%s%s" % (y % 100, mm, d, _r(DIG, 3), RNG.choice("13579" if sex == "M" else "02468"))
    return ten + str((10 - sum(int(ten[i]) * _PW[i] for i in range(10)) % 10) % 10)


_NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def nric_ok(s):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    if not m:
        return False
    t = sum(int(c) * w for c, w in zip(m[2], _NRIC_W)) + (4 if m[1] in "TG" else 0)
    table = "JZIHGFEDCBA" if m[1] in "ST" else "XWUTRQPNMLK"
    return table[t % 11] == m[3]


def gen_nric(prefix="S", yy=""):
    seven = yy + _r(DIG, 7 - len(yy))
    t = sum(int(c) * w for c, w in zip(seven, _NRIC_W)) + (4 if prefix in "TG" else 0)
    table = "JZIHGFEDCBA" if prefix in "ST" else "XWUTRQPNMLK"
    return prefix + seven + table[t % 11]


def _hkid_check(letters, six):
    vals = [36, ord(letters) - 55] if len(letters) == 1 else [ord(letters[0]) - 55, ord(letters[1]) - 55]
    t = vals[0] * 9 + vals[1] * 8 + sum(int(c) * w for c, w in zip(six, [7, 6, 5, 4, 3, 2]))
    c = (11 - t % 11) % 11
    return "A" if c == 10 else str(c)


def hkid_ok(s):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(([0-9A])\)|([A-Z]{1,2})(\d{6})([0-9A])", s)
    if not m:
        return False
    letters, six, chk = (m[1], m[2], m[3]) if m[1] else (m[4], m[5], m[6])
    return _hkid_check(letters, six) == chk


def gen_hkid(letters=None):
    letters = letters or RNG.choice("ACDEGKPRVYZ")
    six = _r(DIG, 6)
    return "%s%s(%s)" % (letters, six, _hkid_check(letters, six))


_TW = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21,
           N=22, O=35, P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def twid_ok(s):
    if not re.fullmatch(r"[A-Z][12]\d{8}", s):
        return False
    n = _TW[s[0]]
    t = n // 10 + (n % 10) * 9 + sum(int(s[i]) * w for i, w in zip(range(1, 9), [8, 7, 6, 5, 4, 3, 2, 1]))
    return (t + int(s[9])) % 10 == 0


def gen_twid(letter, sex):
    body = letter + ("1" if sex == "M" else "2") + _r(DIG, 7)
    for c in DIG:
        if twid_ok(body + c):
            return body + c


_KR_W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]


def rrn_ok(s):
    m = re.fullmatch(r"(\d{6})-?(\d{7})", s)
    if not m:
        return False
    d = m[1] + m[2]
    g = int(d[6])
    cent = {1: 1900, 2: 1900, 3: 2000, 4: 2000, 5: 1900, 6: 1900, 7: 2000, 8: 2000, 9: 1800, 0: 1800}[g]
    if not _date_ok(cent + int(d[0:2]), int(d[2:4]), int(d[4:6])):
        return False
    return (11 - sum(int(d[i]) * _KR_W[i] for i in range(12)) % 11) % 10 == int(d[12])


def gen_rrn(y, m, d, sex):
    g = (1 if sex == "M" else 2) + (2 if y >= 2000 else 0)
    twelve = "%02d%02d%02d%d%s" % (y % 100, m, d, g, _r(DIG, 5))
    c = (11 - sum(int(twelve[i]) * _KR_W[i] for i in range(12)) % 11) % 10
    return twelve[:6] + "-" + twelve[6:] + str(c)


def nir_ok(s):
    d = s.replace(" ", "")
    if not re.fullmatch(r"[12]\d{4}(\d{2}|2A|2B)\d{6}\d{2}", d):
        return False
    mm = int(d[3:5])
    if not (1 <= mm <= 12 or 20 <= mm <= 42 or 50 <= mm <= 99):
        return False
    num = d[:13].replace("2A", "19").replace("2B", "18")
    return 97 - int(num) % 97 == int(d[13:])


def gen_nir(sex, y, m, dept, commune):
    thirteen = "%d%02d%02d%s%s%s" % (1 if sex == "M" else 2, y % 100, m, dept, commune, "%03d" % RNG.randrange(1, 999))
    key = 97 - int(thirteen) % 97
    return "%s %s %s %s %s %s %02d" % (thirteen[0], thirteen[1:3], thirteen[3:5], thirteen[5:7],
                                       thirteen[7:10], thirteen[10:13], key)


def be_nn_ok(s):
    d = re.sub(r"[.\- ]", "", s)
    if not re.fullmatch(r"\d{11}", d):
        return False
    base, chk = d[:9], int(d[9:])
    mm, dd = int(d[2:4]), int(d[4:6])
    if not (0 <= mm <= 12 and 0 <= dd <= 31):
        return False
    return 97 - int(base) % 97 == chk or 97 - int("2" + base) % 97 == chk


def gen_be_nn(y, m, d, sex):
    seq = RNG.randrange(1, 998)
    if (seq % 2 == 1) != (sex == "M"):
        seq += 1
    base = "%02d%02d%02d%03d" % (y % 100, m, d, seq)
    chk = 97 - int(("2" if y >= 2000 else "") + base) % 97
    return "%s.%s.%s-%s.%02d" % (base[0:2], base[2:4], base[4:6], base[6:9], chk)


_CF_ODD = {}
for _i, _c in enumerate(DIG):
    _CF_ODD[_c] = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21][_i]
for _i, _c in enumerate(UP):
    _CF_ODD[_c] = _IT_ODD[_i]
_CF_MONTH = "ABCDEHLMPRST"


def cf_check(fifteen):
    t = 0
    for i, c in enumerate(fifteen):
        t += _CF_ODD[c] if i % 2 == 0 else (int(c) if c.isdigit() else ord(c) - 65)
    return chr(65 + t % 26)


def _cf_part(word, is_name):
    w = re.sub(r"[^A-Z]", "", word.upper())
    cons = [c for c in w if c not in "AEIOU"]
    vows = [c for c in w if c in "AEIOU"]
    if is_name and len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    return ("".join(cons + vows) + "XXX")[:3]


def gen_cf(surname, name, y, m, d, sex, belfiore):
    fifteen = "%s%s%02d%s%02d%s" % (_cf_part(surname, False), _cf_part(name, True), y % 100,
                                    _CF_MONTH[m - 1], d + (40 if sex == "F" else 0), belfiore)
    return fifteen + cf_check(fifteen)


def cf_ok(s):
    if not re.fullmatch(r"[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]", s):
        return False
    dd = int(s[9:11])
    if dd > 40:
        dd -= 40
    if not 1 <= dd <= 31:
        return False
    return cf_check(s[:15]) == s[15]


def rut_dv(n):
    t, m = 0, 2
    for ch in reversed(str(n)):
        t += int(ch) * m
        m = m + 1 if m < 7 else 2
    r = 11 - t % 11
    return "0" if r == 11 else "K" if r == 10 else str(r)


def rut_ok(s):
    m = re.fullmatch(r"(\d{1,2})\.?(\d{3})\.?(\d{3})-?([\dkK])", s)
    if not m:
        return False
    return rut_dv(int(m[1] + m[2] + m[3])) == m[4].upper()


def gen_rut():
    n = RNG.randrange(5000000, 26000000)
    s = "%d" % n
    return "%s.%s.%s-%s" % (s[:-6], s[-6:-3], s[-3:], rut_dv(n))


def ssn_ok(s):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", s)
    if not m:
        return False
    a = m[1]
    return a != "000" and a != "666" and a[0] != "9" and m[3] != "00" and m[4] != "0000"


def gen_ssn():
    while True:
        a = RNG.randrange(1, 900)
        if a == 666:
            continue
        return "%03d-%02d-%04d" % (a, RNG.randrange(1, 100), RNG.randrange(1, 10000))


# ---------------------------------------------------------------- vendor keys
def _b62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def gen_gh(prefix="ghp"):
    body = _r(ALNUM, 30)
    return "%s_%s%s" % (prefix, body, _b62(zlib.crc32(body.encode()), 6))


def gh_ok(s):
    m = re.fullmatch(r"(ghp|gho|ghu|ghs|ghr)_([A-Za-z0-9]{30})([A-Za-z0-9]{6})", s)
    return bool(m) and _b62(zlib.crc32(m[2].encode()), 6) == m[3]


def gen_discord_bot():
    uid = str(RNG.randrange(10 ** 17, 13 * 10 ** 17))
    first = base64.b64encode(uid.encode()).decode().rstrip("=")
    return "%s.%s.%s" % (first, _r(B64URL, 6), _r(B64URL, 38))


def discord_bot_ok(s):
    m = re.fullmatch(r"([A-Za-z0-9_-]{23,28})\.([A-Za-z0-9_-]{6})\.([A-Za-z0-9_-]{38})", s)
    if not m:
        return False
    try:
        uid = base64.b64decode(m[1] + "=" * (-len(m[1]) % 4)).decode()
    except Exception:
        return False
    return uid.isdigit() and 17 <= len(uid) <= 20


def gen_jwt(payload, alg="HS256", sig_bytes=32, wrap=None):
    h = _b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = _b64u(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    tok = "%s.%s.%s" % (h, p, _b64u(_rb(sig_bytes)))
    if wrap:
        tok = "\n".join(tok[i:i + wrap] for i in range(0, len(tok), wrap))
    return tok


def jwt_ok(s):
    t = _nows(s)
    m = re.fullmatch(r"(eyJ[A-Za-z0-9_-]+)\.(eyJ[A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{16,})", t)
    if not m:
        return False
    try:
        h = json.loads(_b64u_dec(m[1]))
        json.loads(_b64u_dec(m[2]))
    except Exception:
        return False
    return isinstance(h, dict) and "alg" in h


def gen_mapbox(kind, user):
    mid = _b64u(json.dumps({"u": user, "a": _r(LO + DIG, 25)}, separators=(",", ":")).encode())
    return "%s.%s.%s" % (kind, mid, _r(B64URL, 22))


def mapbox_ok(s, kind):
    m = re.fullmatch(kind + r"\.(eyJ1Ijoi[A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{22})", s)
    if not m:
        return False
    try:
        return "u" in json.loads(_b64u_dec(m[1]))
    except Exception:
        return False


def _der_len(n):
    if n < 128:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def _der_int(nbytes):
    body = b"\x00" + bytes([RNG.randrange(128, 256)]) + _rb(nbytes - 1)
    return b"\x02" + _der_len(len(body)) + body


def _pem(label, der, width=64, indent=""):
    body = base64.b64encode(der).decode()
    lines = ["-----BEGIN %s-----" % label] + [body[i:i + width] for i in range(0, len(body), width)] + \
            ["-----END %s-----" % label]
    return ("\n" + indent).join(lines)


def gen_pem_ec(indent=""):
    der = bytes.fromhex("30770201010420") + _rb(32) + \
        bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + _rb(64)
    return _pem("EC PRIVATE KEY", der, indent=indent)


def gen_pem_rsa(indent=""):
    e = b"\x02\x03\x01\x00\x01"
    inner = b"\x02\x01\x00" + _der_int(128) + e + _der_int(128) + _der_int(64) + _der_int(64) + \
        _der_int(64) + _der_int(64) + _der_int(64)
    der = b"\x30" + _der_len(len(inner)) + inner
    return _pem("RSA PRIVATE KEY", der, indent=indent)


def _ssh_str(b):
    return len(b).to_bytes(4, "big") + b


def gen_pem_openssh(comment="deploy@build-07"):
    pub = _rb(32)
    pubblob = _ssh_str(b"ssh-ed25519") + _ssh_str(pub)
    chk = _rb(4)
    priv = chk + chk + _ssh_str(b"ssh-ed25519") + _ssh_str(pub) + _ssh_str(_rb(32) + pub) + \
        _ssh_str(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    der = b"openssh-key-v1\x00" + _ssh_str(b"none") + _ssh_str(b"none") + _ssh_str(b"") + \
        (1).to_bytes(4, "big") + _ssh_str(pubblob) + _ssh_str(priv)
    return _pem("OPENSSH PRIVATE KEY", der, width=70)


def pem_ok(s, label):
    lines = [ln.strip() for ln in s.strip().split("\n")]
    if lines[0] != "-----BEGIN %s-----" % label or lines[-1] != "-----END %s-----" % label:
        return False
    try:
        der = base64.b64decode("".join(lines[1:-1]), validate=True)
    except Exception:
        return False
    if label == "OPENSSH PRIVATE KEY":
        return der.startswith(b"openssh-key-v1\x00")
    if label == "EC PRIVATE KEY":
        return der[:2] == b"\x30\x77" and len(der) == 121
    return der[:1] == b"\x30" and len(der) > 300


def totp_ok(s):
    if not re.fullmatch(r"[A-Z2-7]{16,64}", s):
        return False
    try:
        base64.b32decode(s + "=" * (-len(s) % 8))
        return True
    except Exception:
        return False


_BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech_polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = ((chk & 0x1ffffff) << 5) ^ v
        for i in range(5):
            chk ^= gen[i] if (b >> i) & 1 else 0
    return chk


def _hrp_exp(hrp):
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def gen_bech32_addr():
    prog = _rb(20)
    acc, bits, data = 0, 0, [0]
    for b in prog:
        acc = (acc << 8) | b
        bits += 8
        while bits >= 5:
            bits -= 5
            data.append((acc >> bits) & 31)
    if bits:
        data.append((acc << (5 - bits)) & 31)
    pm = _bech_polymod(_hrp_exp("bc") + data + [0] * 6) ^ 1
    data += [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return "bc1" + "".join(_BECH[d] for d in data)


def bech32_ok(s):
    if not s.startswith("bc1") or any(c not in _BECH for c in s[3:]):
        return False
    return _bech_polymod(_hrp_exp("bc") + [_BECH.index(c) for c in s[3:]]) == 1


def _uuid():
    h = _r(HEXL, 32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], RNG.choice("89ab"), h[17:20], h[20:32])


def b64key_ok(s, nbytes):
    try:
        return len(base64.b64decode(s, validate=True)) == nbytes
    except Exception:
        return False


def _rx(p):
    return lambda s: re.fullmatch(p, s) is not None


VALIDATORS = {
    "card": card_ok,
    "iban": iban_ok,
    "cn_id": cnid_ok,
    "ssn": ssn_ok,
    # national IDs
    "nl_bsn": bsn_ok,
    "se_personnummer": pnr_ok,
    "fi_hetu": hetu_ok,
    "no_fodselsnummer": fnr_ok,
    "es_dni": dni_ok,
    "in_aadhaar": aadhaar_ok,
    "br_cpf": cpf_ok,
    "ca_sin": sin_ok,
    "pl_pesel": pesel_ok,
    "sg_nric": nric_ok,
    "hk_hkid": hkid_ok,
    "tw_id": twid_ok,
    "kr_rrn": rrn_ok,
    "fr_nir": nir_ok,
    "be_nn": be_nn_ok,
    "it_cf": cf_ok,
    "cl_rut": rut_ok,
    # vendor keys / tokens
    "aws_access_key_id": _rx(r"(AKIA|ASIA)[A-Z2-7]{16}"),
    "aws_secret_key": _rx(r"[A-Za-z0-9/+]{40}"),
    "github_classic": gh_ok,
    "github_fine": _rx(r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}"),
    "gitlab_pat": _rx(r"glpat-[A-Za-z0-9_-]{20}"),
    "slack_bot": _rx(r"xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}"),
    "slack_user": _rx(r"xoxp-\d{10,13}-\d{10,13}-\d{10,13}-[a-f0-9]{32}"),
    "slack_webhook": _rx(r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}"),
    "stripe_secret": _rx(r"sk_live_[A-Za-z0-9]{24,99}"),
    "stripe_restricted": _rx(r"rk_live_[A-Za-z0-9]{24,99}"),
    "stripe_publishable": _rx(r"pk_live_[A-Za-z0-9]{24,99}"),
    "stripe_whsec": _rx(r"whsec_[A-Za-z0-9]{32}"),
    "google_api_key": _rx(r"AIza[A-Za-z0-9_-]{35}"),
    "google_client_secret": _rx(r"GOCSPX-[A-Za-z0-9_-]{28}"),
    "google_client_id": _rx(r"\d{12}-[a-z0-9]{32}\.apps\.googleusercontent\.com"),
    "openai_key": _rx(r"sk-proj-[A-Za-z0-9_-]{20,}T3BlbkFJ[A-Za-z0-9_-]{20,}"),
    "anthropic_key": _rx(r"sk-ant-api03-[A-Za-z0-9_-]{93}AA"),
    "huggingface": _rx(r"hf_[A-Za-z]{34}"),
    "sendgrid": _rx(r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}"),
    "mailgun": _rx(r"key-[a-f0-9]{32}"),
    "twilio_sid": _rx(r"AC[a-f0-9]{32}"),
    "twilio_token": _rx(r"[a-f0-9]{32}"),
    "digitalocean": _rx(r"dop_v1_[a-f0-9]{64}"),
    "npm": _rx(r"npm_[A-Za-z0-9]{36}"),
    "pypi": _rx(r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}"),
    "atlassian": _rx(r"ATATT3xFfGF0[A-Za-z0-9_=-]{150,}=[A-F0-9]{8}"),
    "datadog_api": _rx(r"[a-f0-9]{32}"),
    "datadog_app": _rx(r"[a-f0-9]{40}"),
    "shopify_pat": _rx(r"shpat_[a-fA-F0-9]{32}"),
    "shopify_secret": _rx(r"shpss_[a-fA-F0-9]{32}"),
    "discord_bot": discord_bot_ok,
    "discord_webhook": _rx(r"https://discord(app)?\.com/api/webhooks/\d{17,20}/[A-Za-z0-9_-]{68}"),
    "snowflake_id": _rx(r"\d{17,20}"),
    "telegram_bot": _rx(r"\d{8,10}:AA[A-Za-z0-9_-]{33}"),
    "azure_storage_key": lambda s: re.fullmatch(r"[A-Za-z0-9+/]{86}==", s) is not None and b64key_ok(s, 64),
    "azure_client_secret": _rx(r"[A-Za-z0-9_~.-]{3}8Q~[A-Za-z0-9_~.-]{34}"),
    "uuid": _rx(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"),
    "alibaba_akid": _rx(r"LTAI5t[A-Za-z0-9]{18}"),
    "alibaba_secret": _rx(r"[A-Za-z0-9]{30}"),
    "tencent_secret_id": _rx(r"AKID[A-Za-z0-9]{32}"),
    "tencent_secret_key": _rx(r"[A-Za-z0-9]{32}"),
    "jwt": jwt_ok,
    "sentry_dsn": _rx(r"https://[a-f0-9]{32}@o\d{5,8}\.ingest\.(us\.|de\.)?sentry\.io/\d{5,8}"),
    "pem_ec": lambda s: pem_ok(s, "EC PRIVATE KEY"),
    "pem_rsa": lambda s: pem_ok(s, "RSA PRIVATE KEY"),
    "pem_openssh": lambda s: pem_ok(s, "OPENSSH PRIVATE KEY"),
    "totp_seed": totp_ok,
    "binance_key": _rx(r"[A-Za-z0-9]{64}"),
    "kraken_key": lambda s: re.fullmatch(r"[A-Za-z0-9+/]{56}", s) is not None and b64key_ok(s, 42),
    "kraken_private": lambda s: re.fullmatch(r"[A-Za-z0-9+/]{86}==", s) is not None and b64key_ok(s, 64),
    "eth_private_key": _rx(r"(0x)?[a-f0-9]{64}"),
    "eth_address": _rx(r"0x[a-f0-9]{40}"),
    "eth_tx_hash": _rx(r"0x[a-f0-9]{64}"),
    "btc_bech32": bech32_ok,
    "algolia_app_id": _rx(r"[A-Z0-9]{10}"),
    "algolia_key": _rx(r"[a-f0-9]{32}"),
    "mapbox_secret": lambda s: mapbox_ok(s, "sk"),
    "mapbox_public": lambda s: mapbox_ok(s, "pk"),
    "wechat_appid": _rx(r"wx[a-f0-9]{16}"),
    "wechat_secret": _rx(r"[a-f0-9]{32}"),
    "dingtalk_appkey": _rx(r"ding[a-z0-9]{16}"),
    "dingtalk_secret": _rx(r"[A-Za-z0-9_-]{64}"),
    "dingtalk_webhook": _rx(r"https://oapi\.dingtalk\.com/robot/send\?access_token=[a-f0-9]{64}"),
    "feishu_appid": _rx(r"cli_[a-f0-9]{16}"),
    "feishu_secret": _rx(r"[A-Za-z0-9]{32}"),
    "feishu_webhook": _rx(r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"),
    "infura_id": _rx(r"[a-f0-9]{32}"),
    "steam_key": _rx(r"[A-F0-9]{32}"),
    "salesforce_token": _rx(r"00D[A-Za-z0-9]{12}![A-Za-z0-9._]{80,}"),
    "salesforce_consumer_key": _rx(r"3MVG9[A-Za-z0-9._]{80}"),
    "salesforce_consumer_secret": _rx(r"[A-F0-9]{64}"),
    "b2_key_id": _rx(r"00[0-9a-f]{23}"),
    "b2_app_key": _rx(r"K00[A-Za-z0-9+/]{28}"),
    "paypal_client_id": _rx(r"A[A-Za-z0-9_-]{79}"),
    "paypal_secret": _rx(r"E[A-Za-z0-9_-]{79}"),
    "hex_token": _rx(r"[a-f0-9]{32,64}"),
}

NATIONAL_ID_KINDS = {"nl_bsn", "se_personnummer", "fi_hetu", "no_fodselsnummer", "es_dni",
                     "in_aadhaar", "br_cpf", "ca_sin", "pl_pesel", "sg_nric", "hk_hkid", "tw_id",
                     "kr_rrn", "fr_nir", "be_nn", "it_cf", "cl_rut"}

# ---------------------------------------------------------------- the values
VALUES = {}
KINDS = {}


def _add(name, kind, value):
    assert name not in VALUES, name
    VALUES[name] = value
    KINDS[name] = kind


# cards
for _name, _pfx, _len, _grp, _sep in [
    ("card_visa16_a", "4", 16, (4, 4, 4, 4), " "),
    ("card_visa16_b", "4", 16, None, ""),
    ("card_visa16_c", "4", 16, (4, 4, 4, 4), "-"),
    ("card_visa16_d", "4", 16, (4, 4, 4, 4), " "),
    ("card_visa16_e", "4", 16, None, ""),
    ("card_visa13", "4", 13, None, ""),
    ("card_mc51", "51", 16, (4, 4, 4, 4), " "),
    ("card_mc55", "55", 16, None, ""),
    ("card_mc53", "53", 16, (4, 4, 4, 4), "-"),
    ("card_mc2221", "2221", 16, (4, 4, 4, 4), " "),
    ("card_mc2720", "2720", 16, None, ""),
    ("card_amex", "37", 15, (4, 6, 5), " "),
    ("card_amex_b", "34", 15, None, ""),
    ("card_discover", "6011", 16, (4, 4, 4, 4), " "),
    ("card_discover_b", "65", 16, None, ""),
    ("card_jcb", "35", 16, (4, 4, 4, 4), " "),
    ("card_diners", "36", 14, (4, 6, 4), " "),
    ("card_maestro", "6759", 16, (4, 4, 4, 4), " "),
    ("card_maestro19", "5018", 19, None, ""),
    ("card_unionpay16", "62", 16, (4, 4, 4, 4), " "),
    ("card_unionpay19", "62", 19, None, ""),
    ("card_unionpay19_b", "62", 19, (4, 4, 4, 4, 3), " "),
    ("card_unionpay16_b", "62", 16, None, ""),
]:
    _add(_name, "card", gen_card(_pfx, _len, _grp, _sep))

# IBANs
for _cc in ["DE", "GB", "FR", "NL", "ES", "BE", "CH", "PL", "IE", "AT", "AE", "IT", "PT", "FI", "SE"]:
    _add("iban_" + _cc.lower(), "iban", gen_iban(_cc))
_add("iban_de_b", "iban", gen_iban("DE", grouped=False))
_add("iban_gb_b", "iban", gen_iban("GB"))
_add("iban_nl_b", "iban", gen_iban("NL", grouped=False))
_add("iban_es_b", "iban", gen_iban("ES"))
_add("iban_gb_c", "iban", gen_iban("GB", grouped=False))
_fr = gen_iban("FR")
_add("iban_fr_wrap", "iban", _fr[:19] + "\n" + _fr[20:])
_add("iban_fr_b", "iban", gen_iban("FR", grouped=False))

# Chinese resident IDs: (name, area code, birth date, sex)
for _name, _area, _ymd, _sex in [
    ("cnid_zhou", "330106", "19880614", "F"),   # Hangzhou Xihu
    ("cnid_lin", "350203", "19611103", "M"),    # Xiamen Siming
    ("cnid_wang", "110105", "20090227", "M"),   # Beijing Chaoyang
    ("cnid_chen", "440106", "19750930", "F"),   # Guangzhou Tianhe
    ("cnid_liu", "510107", "19830119", "M"),    # Chengdu Wuhou
    ("cnid_xu", "320102", "19921205", "F"),     # Nanjing Xuanwu
    ("cnid_he", "420106", "19790722", "M"),     # Wuhan Wuchang
    ("cnid_sun", "310104", "19900408", "F"),    # Shanghai Xuhui
    ("cnid_zhao", "370202", "19861011", "M"),   # Qingdao Shinan
    ("cnid_tang", "430104", "19950327", "F"),   # Changsha Yuelu
    ("cnid_ma", "610113", "19700516", "M"),     # Xi'an Yanta
    ("cnid_guo", "440305", "20010809", "F"),    # Shenzhen Nanshan
    ("cnid_deng", "500103", "19680229", "M"),   # Chongqing Yuzhong (leap day)
    ("cnid_yang", "120101", "19991231", "M"),   # Tianjin Heping
    ("cnid_huang", "440104", "19840101", "F"),  # Guangzhou Yuexiu
    ("cnid_fan", "330102", "20120601", "F"),    # Hangzhou Shangcheng
    ("cnid_qian", "320583", "19930718", "M"),   # Kunshan
    ("cnid_song", "210102", "19771124", "F"),   # Shenyang Heping
    ("cnid_cao", "410105", "19820305", "M"),    # Zhengzhou Jinshui
    ("cnid_luo", "530102", "19970614", "F"),    # Kunming Wuhua
    ("cnid_pan", "450103", "19650921", "F"),    # Nanning Qingxiu
    ("cnid_ye", "350102", "20050430", "M"),     # Fuzhou Gulou
]:
    _add(_name, "cn_id", gen_cnid(_area, _ymd, _sex))

# national IDs
_add("nl_bsn", "nl_bsn", gen_bsn())
_add("nl_bsn_b", "nl_bsn", gen_bsn("dots"))
_add("se_pnr", "se_personnummer", gen_pnr(1984, 5, 17, "F"))
_add("se_pnr_b", "se_personnummer", gen_pnr(1979, 9, 3, "M", long=True))
_add("fi_hetu", "fi_hetu", gen_hetu(1991, 11, 2, "M"))
_add("fi_hetu_b", "fi_hetu", gen_hetu(2003, 6, 18, "F"))
_add("no_fnr", "no_fodselsnummer", gen_fnr(1977, 3, 25, "F"))
_add("es_dni", "es_dni", gen_dni())
_add("es_nie", "es_dni", gen_dni("Y"))
_add("es_nie_b", "es_dni", gen_dni("X"))
_add("in_aadhaar", "in_aadhaar", gen_aadhaar(" "))
_add("in_aadhaar_b", "in_aadhaar", gen_aadhaar(""))
_add("br_cpf", "br_cpf", gen_cpf(True))
_add("br_cpf_b", "br_cpf", gen_cpf(False))
_add("ca_sin", "ca_sin", gen_sin(" "))
_add("ca_sin_b", "ca_sin", gen_sin("-"))
_add("pl_pesel", "pl_pesel", gen_pesel(1993, 8, 14, "F"))
_add("pl_pesel_b", "pl_pesel", gen_pesel(2004, 2, 11, "M"))
_add("sg_nric", "sg_nric", gen_nric("S", "86"))
_add("sg_nric_t", "sg_nric", gen_nric("T", "07"))
_add("sg_fin", "sg_nric", gen_nric("G"))
_add("hk_hkid", "hk_hkid", gen_hkid())
_add("hk_hkid_b", "hk_hkid", gen_hkid())
_add("tw_id", "tw_id", gen_twid("F", "F"))
_add("tw_id_b", "tw_id", gen_twid("A", "M"))
_add("kr_rrn", "kr_rrn", gen_rrn(1989, 10, 5, "M"))
_add("fr_nir", "fr_nir", gen_nir("F", 1982, 9, "69", "123"))
_add("be_nn", "be_nn", gen_be_nn(1986, 7, 12, "M"))
_add("be_nn_b", "be_nn", gen_be_nn(2003, 1, 24, "F"))
_add("it_cf", "it_cf", gen_cf("Ferrante", "Giulia", 1990, 3, 22, "F", "A944"))
_add("it_cf_b", "it_cf", gen_cf("Bianchetti", "Lorenzo", 1978, 11, 6, "M", "F205"))
_add("cl_rut", "cl_rut", gen_rut())
_add("cl_rut_b", "cl_rut", gen_rut())

# US SSNs
for _n in "abcdefg":
    _add("ssn_" + _n, "ssn", gen_ssn())

# vendor keys, tokens and ids
_add("aws_akid_a", "aws_access_key_id", "AKIA" + _r(B32, 16))
_add("aws_secret_a", "aws_secret_key", _r(ALNUM + "/+", 40))
_add("aws_akid_b", "aws_access_key_id", "ASIA" + _r(B32, 16))
_add("aws_secret_b", "aws_secret_key", _r(ALNUM + "/+", 40))
_add("aws_akid_c", "aws_access_key_id", "AKIA" + _r(B32, 16))
_add("aws_secret_c", "aws_secret_key", _r(ALNUM + "/+", 40))
_add("gh_pat_a", "github_classic", gen_gh("ghp"))
_add("gh_pat_b", "github_classic", gen_gh("ghp"))
_add("gh_oauth", "github_classic", gen_gh("gho"))
_add("gh_fine", "github_fine", "github_pat_" + _r(ALNUM, 22) + "_" + _r(ALNUM, 59))
_add("glpat_a", "gitlab_pat", "glpat-" + _r(ALNUM + "_-", 19) + RNG.choice(ALNUM))
_add("glpat_b", "gitlab_pat", "glpat-" + _r(ALNUM, 20))
_add("slack_bot", "slack_bot", "xoxb-%s-%s-%s" % (_r(DIG, 12), _r(DIG, 13), _r(ALNUM, 24)))
_add("slack_user", "slack_user", "xoxp-%s-%s-%s-%s" % (_r(DIG, 12), _r(DIG, 12), _r(DIG, 13), _r(HEXL, 32)))
_add("slack_webhook_a", "slack_webhook", "https://hooks.slack.com/services/T%s/B%s/%s" % (_r(UP + DIG, 8), _r(UP + DIG, 10), _r(ALNUM, 24)))
_add("slack_webhook_b", "slack_webhook", "https://hooks.slack.com/services/T%s/B%s/%s" % (_r(UP + DIG, 9), _r(UP + DIG, 10), _r(ALNUM, 24)))
_add("stripe_sk", "stripe_secret", "sk_live_51" + _r(ALNUM, 97))
_add("stripe_sk_b", "stripe_secret", "sk_live_" + _r(ALNUM, 24))
_add("stripe_rk", "stripe_restricted", "rk_live_51" + _r(ALNUM, 97))
_add("stripe_pk", "stripe_publishable", "pk_live_51" + _r(ALNUM, 97))
_add("stripe_whsec", "stripe_whsec", "whsec_" + _r(ALNUM, 32))
_add("google_api_a", "google_api_key", "AIzaSy" + _r(ALNUM + "_-", 32) + RNG.choice(ALNUM))
_add("google_api_b", "google_api_key", "AIzaSy" + _r(ALNUM + "_-", 32) + RNG.choice(ALNUM))
_add("google_secret", "google_client_secret", "GOCSPX-" + _r(ALNUM + "_-", 27) + RNG.choice(ALNUM))
_add("google_client_id", "google_client_id", _r(DIG, 12) + "-" + _r(LO + DIG, 32) + ".apps.googleusercontent.com")
_add("openai_a", "openai_key", "sk-proj-" + _r(ALNUM + "_-", 74) + "T3BlbkFJ" + _r(ALNUM + "_-", 73) + RNG.choice(ALNUM))
_add("openai_b", "openai_key", "sk-proj-" + _r(ALNUM, 74) + "T3BlbkFJ" + _r(ALNUM, 74))
_add("anthropic_a", "anthropic_key", "sk-ant-api03-" + _r(ALNUM + "_-", 93) + "AA")
_add("anthropic_b", "anthropic_key", "sk-ant-api03-" + _r(ALNUM + "_-", 93) + "AA")
_add("hf_a", "huggingface", "hf_" + _r(UP + LO, 34))
_add("sendgrid_a", "sendgrid", "SG." + _r(ALNUM + "_-", 21) + RNG.choice(ALNUM) + "." + _r(ALNUM + "_-", 42) + RNG.choice(ALNUM))
_add("mailgun_a", "mailgun", "key-" + _r(HEXL, 32))
_add("twilio_sid", "twilio_sid", "AC" + _r(HEXL, 32))
_add("twilio_token", "twilio_token", _r(HEXL, 32))
_add("do_a", "digitalocean", "dop_v1_" + _r(HEXL, 64))
_add("npm_a", "npm", "npm_" + _r(ALNUM, 36))
_add("pypi_a", "pypi", "pypi-AgEIcHlwaS5vcmcCJ" + _r(ALNUM + "_-", 130) + RNG.choice(ALNUM))
_add("atlassian_a", "atlassian", "ATATT3xFfGF0" + _r(ALNUM + "_-", 171) + "=" + _r(HEXU, 8))
_add("dd_api", "datadog_api", _r(HEXL, 32))
_add("dd_app", "datadog_app", _r(HEXL, 40))
_add("shopify_pat", "shopify_pat", "shpat_" + _r(HEXL, 32))
_add("shopify_ss", "shopify_secret", "shpss_" + _r(HEXL, 32))
_add("discord_bot", "discord_bot", gen_discord_bot())
_add("discord_webhook", "discord_webhook", "https://discord.com/api/webhooks/%s/%s" % (_r(DIG, 19), _r(ALNUM + "_-", 67) + RNG.choice(ALNUM)))
_add("discord_app_id", "snowflake_id", RNG.choice("123456789") + _r(DIG, 18))
_add("telegram_bot", "telegram_bot", "%s:AA%s" % (RNG.choice("5678") + _r(DIG, 9), _r(ALNUM + "_-", 32) + RNG.choice(ALNUM)))
_add("azure_storage_key", "azure_storage_key", base64.b64encode(_rb(64)).decode())
_add("azure_client_secret", "azure_client_secret", _r(ALNUM, 3) + "8Q~" + _r(ALNUM + "_~.-", 33) + RNG.choice(ALNUM))
_add("azure_tenant_id", "uuid", _uuid())
_add("azure_client_id", "uuid", _uuid())
_add("ali_akid", "alibaba_akid", "LTAI5t" + _r(ALNUM, 18))
_add("ali_secret", "alibaba_secret", _r(ALNUM, 30))
_add("tencent_id", "tencent_secret_id", "AKID" + _r(ALNUM, 32))
_add("tencent_key", "tencent_secret_key", _r(ALNUM, 32))
_add("jwt_a", "jwt", gen_jwt({"sub": "4417", "role": "landlord", "iat": 1788100000, "exp": 1788186400}))
_add("jwt_b", "jwt", gen_jwt({"iss": "https://auth.pawsure.example", "sub": "cust_88213", "scope": "claims:write",
                                "iat": 1789000000}, alg="ES256", sig_bytes=64))
_add("jwt_c", "jwt", gen_jwt({"uid": 90317, "shop": "north-quay-prints", "exp": 1790000000}))
_add("jwt_wrap", "jwt", gen_jwt({"sub": "tutor-2291", "name": "tutor portal", "iat": 1787000000, "exp": 1787600000},
                                 wrap=60))
_add("jwt_d", "jwt", gen_jwt({"rider_id": "R-55120", "city": "sz", "iat": 1791000000}))
_add("sentry_dsn", "sentry_dsn", "https://%s@o%s.ingest.sentry.io/%s" % (_r(HEXL, 32), RNG.choice("123456789") + _r(DIG, 5), RNG.choice("123456789") + _r(DIG, 6)))
_add("pem_ec", "pem_ec", gen_pem_ec())
_add("pem_ec_yaml", "pem_ec", gen_pem_ec(indent="    "))
_add("pem_rsa", "pem_rsa", gen_pem_rsa())
_add("pem_openssh", "pem_openssh", gen_pem_openssh())
_add("totp_a", "totp_seed", base64.b32encode(_rb(20)).decode())
_add("totp_b", "totp_seed", base64.b32encode(_rb(10)).decode())
_add("binance_key", "binance_key", _r(ALNUM, 64))
_add("binance_secret", "binance_key", _r(ALNUM, 64))
_add("kraken_key", "kraken_key", base64.b64encode(_rb(42)).decode())
_add("kraken_secret", "kraken_private", base64.b64encode(_rb(64)).decode())
_add("eth_priv", "eth_private_key", "0x" + _r(HEXL, 64))
_add("eth_addr", "eth_address", "0x" + _r(HEXL, 40))
_add("eth_addr_b", "eth_address", "0x" + _r(HEXL, 40))
_add("eth_tx", "eth_tx_hash", "0x" + _r(HEXL, 64))
_add("btc_addr", "btc_bech32", gen_bech32_addr())
_add("algolia_app", "algolia_app_id", _r(UP + DIG, 10))
_add("algolia_search", "algolia_key", _r(HEXL, 32))
_add("algolia_admin", "algolia_key", _r(HEXL, 32))
_add("mapbox_sk", "mapbox_secret", gen_mapbox("sk", "fleetroute"))
_add("mapbox_pk", "mapbox_public", gen_mapbox("pk", "fleetroute"))
_add("wechat_appid", "wechat_appid", "wx" + _r(HEXL, 16))
_add("wechat_secret", "wechat_secret", _r(HEXL, 32))
_add("ding_appkey", "dingtalk_appkey", "ding" + _r(LO + DIG, 16))
_add("ding_secret", "dingtalk_secret", _r(ALNUM + "_-", 63) + RNG.choice(ALNUM))
_add("ding_webhook", "dingtalk_webhook", "https://oapi.dingtalk.com/robot/send?access_token=" + _r(HEXL, 64))
_add("feishu_appid", "feishu_appid", "cli_" + _r(HEXL, 16))
_add("feishu_secret", "feishu_secret", _r(ALNUM, 32))
_add("feishu_webhook", "feishu_webhook", "https://open.feishu.cn/open-apis/bot/v2/hook/" + _uuid())
_add("infura_id", "infura_id", _r(HEXL, 32))
_add("infura_secret", "hex_token", _r(HEXL, 32))
_add("steam_key", "steam_key", _r(HEXU, 32))
_add("sf_token", "salesforce_token", "00D" + _r(ALNUM, 12) + "!" + _r(ALNUM + "._", 95) + RNG.choice(ALNUM))
_add("sf_consumer_key", "salesforce_consumer_key", "3MVG9" + _r(ALNUM + "._", 79) + RNG.choice(ALNUM))
_add("sf_consumer_secret", "salesforce_consumer_secret", _r(HEXU, 64))
_add("b2_keyid", "b2_key_id", "00" + _r(HEXL, 23))
_add("b2_appkey", "b2_app_key", "K00" + _r(ALNUM, 28))
_add("paypal_client_id", "paypal_client_id", "A" + _r(ALNUM + "_-", 78) + RNG.choice(ALNUM))
_add("paypal_secret", "paypal_secret", "E" + _r(ALNUM + "_-", 78) + RNG.choice(ALNUM))


# ---------------------------------------------------------------- published examples
PUBLISHED = {
    "card": [("4111 1111 1111 1111", True), ("5555 5555 5555 4444", True), ("378282246310005", True),
             ("6011111111111117", True), ("3530111333300000", True), ("30569309025904", True),
             ("6200000000000005", True), ("4111 1111 1111 1112", False), ("1234 5678 9012 3456", False),
             ("411111111111", False)],
    "iban": [("GB82 WEST 1234 5698 7654 32", True), ("DE89 3704 0044 0532 0130 00", True),
             ("FR14 2004 1010 0505 0001 3M02 606", True), ("NL91 ABNA 0417 1643 00", True),
             ("ES91 2100 0418 4502 0005 1332", True), ("BE68 5390 0754 7034", True),
             ("CH93 0076 2011 6238 5295 7", True), ("FI21 1234 5600 0007 85", True),
             ("IT60 X054 2811 1010 0000 0123 456", True), ("PT50 0002 0123 1234 5678 9015 4", True),
             ("AT61 1904 3002 3457 3201", True), ("PL61 1090 1014 0000 0712 1981 2874", True),
             ("SE45 5000 0000 0583 9825 7466", True), ("IE29 AIBK 9311 5212 3456 78", True),
             ("AE07 0331 2345 6789 0123 456", True),
             ("GB82 WEST 1234 5698 7654 33", False), ("DE89 3704 0044 0532 0130", False),
             ("ES91 2100 0418 4602 0005 1332", False)],
    "cn_id": [("11010519491231002X", True), ("11010519491231002Y", False), ("110105194912310021", False),
              ("99010519491231002X", False)],
    "ssn": [("078-05-1120", True), ("000-12-3456", False), ("666-12-3456", False), ("912-34-5678", False),
            ("123-00-4567", False), ("123-45-0000", False)],
    "nl_bsn": [("111222333", True), ("111222334", False)],
    "se_personnummer": [("811228-9874", True), ("811228-9875", False)],
    "fi_hetu": [("131052-308T", True), ("131052-308U", False)],
    "no_fodselsnummer": [("01010750160", True), ("01010750161", False)],
    "es_dni": [("12345678Z", True), ("X1234567L", True), ("12345678A", False)],
    "in_aadhaar": [("2363", "verhoeff"), ("2364", "verhoeff_bad"), ("1234 5678 9012", False)],
    "br_cpf": [("111.444.777-35", True), ("111.444.777-36", False), ("111.111.111-11", False)],
    "ca_sin": [("130 692 544", True), ("130 692 545", False)],
    "pl_pesel": [("44051401359", True), ("44051401358", False)],
    "sg_nric": [("S1234567D", True), ("S1234567A", False)],
    "hk_hkid": [("A123456(3)", True), ("A123456(4)", False)],
    "tw_id": [("A123456789", True), ("A123456788", False)],
    "kr_rrn": [("900101-1234568", True), ("900101-1234567", False)],
    "fr_nir": [("2 55 08 14 168 025 38", True), ("2 55 08 14 168 025 39", False)],
    "be_nn": [("85.07.30-033.28", True), ("85.07.30-033.29", False)],
    "it_cf": [("RSSMRA85T10A562S", True), ("RSSMRA85T10A562T", False)],
    "cl_rut": [("12.345.678-5", True), ("12.345.678-K", False)],
    "jwt": [("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0"
             "IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c", True),
            ("eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.c2lnbmF0dXJlc2lnbmF0dXJl", False)],
    "btc_bech32": [("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", True),
                   ("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5", False)],
    "aws_access_key_id": [("AKIAIOSFODNN7EXAMPLE", True), ("AKIA1234", False)],
    "aws_secret_key": [("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", True)],
}


def selftest(verbose=False):
    """Validators on published examples (positive and negative), then every generated value."""
    problems = []
    for kind, cases in PUBLISHED.items():
        for example, expected in cases:
            if expected == "verhoeff":
                got, want = verhoeff_ok(example), True
            elif expected == "verhoeff_bad":
                got, want = verhoeff_ok(example), False
            else:
                got, want = VALIDATORS[kind](example), expected
            if got != want:
                problems.append("published %s %r: got %s, expected %s" % (kind, example, got, want))
    # own helpers against textbook constructions
    if cf_check("RSSMRA85T10A562") != "S":
        problems.append("cf_check textbook")
    if _cf_part("Rossi", False) + _cf_part("Mario", True) != "RSSMRA":
        problems.append("cf name coding")
    if verhoeff_digit("236") != "3":
        problems.append("verhoeff_digit")
    if rut_dv(12345678) != "5":
        problems.append("rut_dv")
    if _no_k("010107501", _NO_W1) != 6:
        problems.append("no k1")
    # generated values
    seen = {}
    for name, value in VALUES.items():
        kind = KINDS[name]
        if not VALIDATORS[kind](value):
            problems.append("generated %s (%s) fails: %r" % (name, kind, value))
        if value in seen:
            problems.append("duplicate value %s / %s" % (seen[value], name))
        seen[value] = name
    # birth dates encoded in IDs
    for name, ymd in [("cnid_zhou", "19880614"), ("cnid_deng", "19680229"), ("cnid_fan", "20120601")]:
        if VALUES[name][6:14] != ymd:
            problems.append("cn id date %s" % name)
    if VALUES["se_pnr"][:6] != "840517" or VALUES["fi_hetu"][:6] != "021191" or \
            VALUES["pl_pesel"][:6] != "930814" or VALUES["pl_pesel_b"][:6] != "042211" or \
            VALUES["no_fnr"][:6] != "250377" or VALUES["kr_rrn"][:6] != "891005":
        problems.append("national id dates")
    if verbose:
        for p in problems:
            print("selftest:", p)
    return problems


if __name__ == "__main__":
    probs = selftest(verbose=True)
    kinds = {}
    for n in VALUES:
        kinds[KINDS[n]] = kinds.get(KINDS[n], 0) + 1
    print("%d values, %d kinds, %d validators, %d published example groups" %
          (len(VALUES), len(kinds), len(VALIDATORS), len(PUBLISHED)))
    print("selftest:", "OK" if not probs else "FAIL (%d)" % len(probs))
    raise SystemExit(1 if probs else 0)
