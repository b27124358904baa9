"""Seeded value generators and validators for corpus_blind15.

Everything here is invented. Values are produced by ``random.Random(20261217)``
so the corpus is reproducible; ``python3 values.py`` runs ``selftest()``.

VALUES      name -> string exactly as it appears in the texts (``$name`` markup)
KINDS       name -> scheme/vendor tag used to pick the validator
VALIDATORS  scheme -> function(str) -> bool
"""
import base64
import datetime
import json
import random
import re
import string
import zlib

SEED = 20261217
rng = random.Random(SEED)

DIGITS = string.digits
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"


def rs(alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def only_digits(s):
    return re.sub(r"\D", "", s)


def compact(s):
    return re.sub(r"[\s.\-/()]", "", s).upper()


def valid_date(y, m, d):
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(num):
    s = only_digits(num)
    if not s:
        return False
    total = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_digit(partial):
    for c in DIGITS:
        if luhn_ok(partial + c):
            return c
    raise AssertionError


def gen_card(prefix, length):
    body = prefix + rs(DIGITS, length - len(prefix) - 1)
    return body + luhn_digit(body)


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    return sep.join(out)


def validate_card(v):
    s = only_digits(v)
    if re.search(r"[^\d\s\-]", v):
        return False
    return 13 <= len(s) <= 19 and luhn_ok(s)


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {"AD": 24, "AE": 23, "AT": 20, "BE": 16, "CH": 21, "CZ": 24, "DE": 22,
            "DK": 18, "ES": 24, "FI": 18, "FR": 27, "GB": 22, "IE": 22, "IT": 27,
            "LU": 20, "NL": 18, "NO": 15, "PL": 28, "PT": 25, "SA": 24, "SE": 24}


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_ok(v):
    s = re.sub(r"\s", "", v).upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    return _iban_num(s[4:] + s[:4]) % 97 == 1


def iban_from_bban(cc, bban):
    chk = 98 - _iban_num(bban + cc + "00") % 97
    return "%s%02d%s" % (cc, chk, bban)


def _es_ctrl(digits10):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - sum(int(a) * b for a, b in zip(digits10, w)) % 11
    return {11: 0, 10: 1}.get(d, d)


def gen_bban(cc):
    if cc == "DE":
        return rs(DIGITS, 18)
    if cc == "GB":
        return rng.choice(["BARC", "LOYD", "NWBK", "HBUK", "MIDL", "CITI"]) + rs(DIGITS, 14)
    if cc == "NL":
        return rng.choice(["ABNA", "INGB", "RABO", "TRIO", "SNSB"]) + rs(DIGITS, 10)
    if cc == "FR":
        bank, branch, acct = rs(DIGITS, 5), rs(DIGITS, 5), rs(DIGITS, 11)
        key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
        return bank + branch + acct + "%02d" % key
    if cc == "ES":
        bank, branch, acct = rs(DIGITS, 4), rs(DIGITS, 4), rs(DIGITS, 10)
        return bank + branch + str(_es_ctrl("00" + bank + branch)) + str(_es_ctrl(acct)) + acct
    if cc == "BE":
        first = rs(DIGITS, 10)
        c = int(first) % 97 or 97
        return first + "%02d" % c
    if cc == "CH":
        return rs(DIGITS, 5) + rs(DIGITS, 12)
    if cc == "PL":
        return rs(DIGITS, 24)
    if cc == "IE":
        return rng.choice(["AIBK", "BOFI", "IPBS"]) + rs(DIGITS, 14)
    if cc == "AT":
        return rs(DIGITS, 16)
    if cc == "AE":
        return rs(DIGITS, 19)
    if cc == "IT":
        return rng.choice(UPPER) + rs(DIGITS, 10) + rs(DIGITS, 12)
    if cc == "PT":
        return rs(DIGITS, 21)
    if cc == "FI":
        body = rng.choice(["1", "4", "5", "8"]) + rs(DIGITS, 12)
        return body + luhn_digit(body)
    if cc == "SE":
        return rs(DIGITS, 20)
    raise KeyError(cc)


def gen_iban(cc, spaced=True):
    s = iban_from_bban(cc, gen_bban(cc))
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4)) if spaced else s


# ---------------------------------------------------------------- China GB 11643
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_C = "10X98765432"
CN_AREAS = ["110105", "110108", "310115", "310104", "440305", "440106", "510107",
            "330106", "320102", "420106", "610113", "370202", "350203", "500103",
            "120101", "210102", "430104", "450103", "530102", "410105"]


def cn_check(first17):
    return CN_C[sum(int(a) * b for a, b in zip(first17, CN_W)) % 11]


def cn_id_ok(v):
    s = v.strip().upper()
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    y, m, d = int(s[6:10]), int(s[10:12]), int(s[12:14])
    if not (1800 <= y <= 2025 and valid_date(y, m, d)):
        return False
    return cn_check(s[:17]) == s[17]


def gen_cn_id(birth):
    for _ in range(1000):
        first = rng.choice(CN_AREAS) + birth + rs(DIGITS, 3)
        full = first + cn_check(first)
        return full
    raise AssertionError


# ---------------------------------------------------------------- national IDs
def nl_bsn_ok(v):
    s = only_digits(v)
    if len(s) != 9 or re.search(r"[^\d .]", v):
        return False
    t = sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])
    return t % 11 == 0 and s != "000000000"


def gen_nl_bsn():
    while True:
        b = rng.choice("123456") + rs(DIGITS, 7)
        r = sum(int(b[i]) * (9 - i) for i in range(8)) % 11
        if r < 10:
            return b + str(r)


def se_pnr_ok(v):
    m = re.fullmatch(r"(\d{2})?(\d{6})[-+](\d{4})", v.strip())
    if not m:
        return False
    s = m.group(2) + m.group(3)
    yy, mm, dd = int(s[0:2]), int(s[2:4]), int(s[4:6])
    if not (valid_date(1900 + yy, mm, dd) or valid_date(2000 + yy, mm, dd)):
        return False
    return luhn_ok(s)


def gen_se_pnr(birth):  # birth YYYYMMDD
    body = birth[2:] + rs(DIGITS, 3)
    return birth[2:] + "-" + body[6:] + luhn_digit(body)


FI_CHARS = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def fi_hetu_ok(v):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", v.strip())
    if not m:
        return False
    dd, mm, yy = int(m.group(1)[:2]), int(m.group(1)[2:4]), int(m.group(1)[4:])
    cent = {"+": 1800, "-": 1900, "A": 2000}[m.group(2)]
    if not valid_date(cent + yy, mm, dd):
        return False
    return FI_CHARS[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def gen_fi_hetu(birth):
    y = int(birth[:4])
    dmy = birth[6:8] + birth[4:6] + birth[2:4]
    sign = "-" if y < 2000 else "A"
    ind = "%03d" % rng.randint(2, 899)
    return dmy + sign + ind + FI_CHARS[int(dmy + ind) % 31]


def no_fnr_ok(v):
    s = only_digits(v)
    if len(s) != 11:
        return False
    d = [int(c) for c in s]
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    k1 = 11 - sum(a * b for a, b in zip(d, w1)) % 11
    k1 = 0 if k1 == 11 else k1
    k2 = 11 - sum(a * b for a, b in zip(d, w2)) % 11
    k2 = 0 if k2 == 11 else k2
    dd, mm, yy = int(s[:2]), int(s[2:4]), int(s[4:6])
    if not (valid_date(1900 + yy, mm, dd) or valid_date(2000 + yy, mm, dd)):
        return False
    return k1 == d[9] and k2 == d[10]


def gen_no_fnr(birth):
    dmy = birth[6:8] + birth[4:6] + birth[2:4]
    while True:
        s = dmy + "%03d" % rng.randint(0, 499)
        d = [int(c) for c in s]
        k1 = 11 - sum(a * b for a, b in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        d.append(k1)
        k2 = 11 - sum(a * b for a, b in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return s + str(k1) + str(k2)


ES_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def es_dni_ok(v):
    s = compact(v)
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})([A-Z])", s)
    if not m:
        return False
    num = m.group(2)
    if m.group(1):
        if len(num) != 7:
            return False
        num = str("XYZ".index(m.group(1))) + num
    elif len(num) != 8:
        return False
    return ES_LETTERS[int(num) % 23] == m.group(3)


def gen_es_dni(nie=False):
    if nie:
        p = rng.choice("XY")
        n = rs(DIGITS, 7)
        return p + n + ES_LETTERS[int(str("XYZ".index(p)) + n) % 23]
    n = rng.choice("1234567") + rs(DIGITS, 7)
    return n + ES_LETTERS[int(n) % 23]


# Verhoeff (Aadhaar)
V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
       [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
       [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
       [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
       [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
       [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(only_digits(num))):
        c = V_D[c][V_P[i % 8][int(ch)]]
    return c == 0


def in_aadhaar_ok(v):
    s = only_digits(v)
    return len(s) == 12 and s[0] not in "01" and verhoeff_ok(s) and not re.search(r"[^\d ]", v)


def gen_in_aadhaar():
    body = rng.choice("23456789") + rs(DIGITS, 10)
    for c in DIGITS:
        if verhoeff_ok(body + c):
            s = body + c
            return group(s, [4, 4, 4])
    raise AssertionError


def br_cpf_ok(v):
    s = only_digits(v)
    if len(s) != 11 or len(set(s)) == 1:
        return False
    d = [int(c) for c in s]
    r1 = sum(d[i] * (10 - i) for i in range(9)) * 10 % 11 % 10
    r2 = sum(d[i] * (11 - i) for i in range(10)) * 10 % 11 % 10
    return r1 == d[9] and r2 == d[10]


def gen_br_cpf():
    d = [int(c) for c in rs(DIGITS, 9)]
    d.append(sum(d[i] * (10 - i) for i in range(9)) * 10 % 11 % 10)
    d.append(sum(d[i] * (11 - i) for i in range(10)) * 10 % 11 % 10)
    s = "".join(map(str, d))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


def ca_sin_ok(v):
    s = only_digits(v)
    return len(s) == 9 and s[0] not in "08" and luhn_ok(s)


def gen_ca_sin():
    body = rng.choice("1234567") + rs(DIGITS, 7)
    s = body + luhn_digit(body)
    return group(s, [3, 3, 3])


def pl_pesel_ok(v):
    s = only_digits(v)
    if len(s) != 11:
        return False
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    c = (10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10
    yy, mm, dd = int(s[:2]), int(s[2:4]), int(s[4:6])
    if mm > 20:
        ok = valid_date(2000 + yy, mm - 20, dd)
    else:
        ok = valid_date(1900 + yy, mm, dd)
    return ok and c == int(s[10])


def gen_pl_pesel(birth):
    y, m, d = int(birth[:4]), int(birth[4:6]), birth[6:8]
    if y >= 2000:
        m += 20
    s = birth[2:4] + "%02d" % m + d + rs(DIGITS, 4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return s + str((10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10)


def sg_nric_ok(v):
    m = re.fullmatch(r"([ST])(\d{7})([A-Z])", v.strip().upper())
    if not m:
        return False
    w = [2, 7, 6, 5, 4, 3, 2]
    t = sum(int(a) * b for a, b in zip(m.group(2), w)) + (4 if m.group(1) == "T" else 0)
    return "JZIHGFEDCBA"[t % 11] == m.group(3)


def gen_sg_nric(prefix=None, yy=""):
    p = prefix or rng.choice("ST")
    n = yy + rs(DIGITS, 7 - len(yy))
    t = sum(int(a) * b for a, b in zip(n, [2, 7, 6, 5, 4, 3, 2])) + (4 if p == "T" else 0)
    return p + n + "JZIHGFEDCBA"[t % 11]


def _hk_sum(letters, digits):
    vals = [int(c, 36) for c in letters]
    if len(vals) == 1:
        vals = [36] + vals
    t = vals[0] * 9 + vals[1] * 8
    t += sum(int(c) * w for c, w in zip(digits, [7, 6, 5, 4, 3, 2]))
    c = (11 - t % 11) % 11
    return "A" if c == 10 else str(c)


def hk_id_ok(v):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", v.strip().upper())
    return bool(m) and _hk_sum(m.group(1), m.group(2)) == m.group(3)


def gen_hk_id():
    L = rng.choice("ACDEGHKMPRVYZ")
    d = rs(DIGITS, 6)
    return "%s%s(%s)" % (L, d, _hk_sum(L, d))


TW_CODE = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20,
               M=21, N=22, O=35, P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30,
               Y=31, Z=33)


def tw_id_ok(v):
    m = re.fullmatch(r"([A-Z])([12]\d{8})", v.strip().upper())
    if not m:
        return False
    c = TW_CODE[m.group(1)]
    t = c // 10 + (c % 10) * 9
    ds = m.group(2)
    t += sum(int(ds[i]) * (8 - i) for i in range(8)) + int(ds[8])
    return t % 10 == 0


def gen_tw_id(sex=None):
    L = rng.choice("ABFHEKTLN")
    body = (sex or rng.choice("12")) + rs(DIGITS, 7)
    for c in DIGITS:
        if tw_id_ok(L + body + c):
            return L + body + c


def kr_rrn_ok(v):
    m = re.fullmatch(r"(\d{6})-?(\d{7})", v.strip())
    if not m:
        return False
    s = m.group(1) + m.group(2)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(s, w)) % 11) % 10
    yy, mm, dd = int(s[:2]), int(s[2:4]), int(s[4:6])
    cent = {"1": 1900, "2": 1900, "3": 2000, "4": 2000}.get(s[6])
    return cent is not None and valid_date(cent + yy, mm, dd) and c == int(s[12])


def gen_kr_rrn(birth):
    y = int(birth[:4])
    sex = rng.choice("12") if y < 2000 else rng.choice("34")
    s = birth[2:] + sex + rs(DIGITS, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(s, w)) % 11) % 10
    return s[:6] + "-" + s[6:] + str(c)


def fr_nir_ok(v):
    s = only_digits(v)
    if len(s) != 15 or s[0] not in "12":
        return False
    if not (1 <= int(s[3:5]) <= 12):
        return False
    return 97 - int(s[:13]) % 97 == int(s[13:])


def gen_fr_nir(yy, mm):
    s = rng.choice("12") + yy + mm + rng.choice(["75", "69", "13", "33", "59", "31", "44"]) \
        + "%03d" % rng.randint(1, 400) + "%03d" % rng.randint(1, 999)
    k = 97 - int(s) % 97
    s += "%02d" % k
    return " ".join([s[0], s[1:3], s[3:5], s[5:7], s[7:10], s[10:13], s[13:]])


def be_nrn_ok(v):
    s = only_digits(v)
    if len(s) != 11:
        return False
    base, chk = s[:9], int(s[9:])
    return 97 - int(base) % 97 == chk or 97 - int("2" + base) % 97 == chk


def gen_be_nrn(birth):
    y = int(birth[:4])
    base = birth[2:] + "%03d" % rng.randint(1, 997)
    chk = 97 - int(("2" if y >= 2000 else "") + base) % 97
    s = base + "%02d" % chk
    return "%s.%s.%s-%s.%s" % (s[:2], s[2:4], s[4:6], s[6:9], s[9:])


IT_ODD = {"0": 1, "1": 0, "2": 5, "3": 7, "4": 9, "5": 13, "6": 15, "7": 17, "8": 19, "9": 21,
          "A": 1, "B": 0, "C": 5, "D": 7, "E": 9, "F": 13, "G": 15, "H": 17, "I": 19, "J": 21,
          "K": 2, "L": 4, "M": 18, "N": 20, "O": 11, "P": 3, "Q": 6, "R": 8, "S": 12, "T": 14,
          "U": 16, "V": 10, "W": 22, "X": 25, "Y": 24, "Z": 23}
IT_MONTH = "ABCDEHLMPRST"


def it_cf_check(s15):
    t = 0
    for i, ch in enumerate(s15):
        if i % 2 == 0:
            t += IT_ODD[ch]
        else:
            t += int(ch) if ch.isdigit() else ord(ch) - 65
    return chr(65 + t % 26)


def it_cf_ok(v):
    s = v.strip().upper()
    if not re.fullmatch(r"[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]", s):
        return False
    dd = int(s[9:11])
    dd = dd - 40 if dd > 40 else dd
    if not (1 <= dd <= 31):
        return False
    return it_cf_check(s[:15]) == s[15]


def gen_it_cf(sur3, name3, birth, female, place):
    dd = int(birth[6:8]) + (40 if female else 0)
    s = sur3 + name3 + birth[2:4] + IT_MONTH[int(birth[4:6]) - 1] + "%02d" % dd + place
    return s + it_cf_check(s)


def cl_rut_ok(v):
    m = re.fullmatch(r"([\d.]+)-([\dkK])", v.strip())
    if not m:
        return False
    n = only_digits(m.group(1))
    t, w = 0, 2
    for ch in reversed(n):
        t += int(ch) * w
        w = 2 if w == 7 else w + 1
    r = 11 - t % 11
    dv = {11: "0", 10: "K"}.get(r, str(r))
    return dv == m.group(2).upper()


def gen_cl_rut():
    n = str(rng.randint(7000000, 24999999))
    for dv in "0123456789K":
        v = "%s.%s.%s-%s" % (n[:-6], n[-6:-3], n[-3:], dv)
        if cl_rut_ok(v):
            return v


def ssn_ok(v):
    m = re.fullmatch(r"(\d{3})[- ]?(\d{2})[- ]?(\d{4})", v.strip())
    if not m:
        return False
    a, g, s = m.groups()
    return a != "000" and a != "666" and a[0] != "9" and g != "00" and s != "0000"


def gen_ssn(sep="-"):
    while True:
        a = "%03d" % rng.randint(1, 899)
        if a == "666":
            continue
        v = sep.join([a, "%02d" % rng.randint(1, 99), "%04d" % rng.randint(1, 9999)])
        if ssn_ok(v):
            return v


# ---------------------------------------------------------------- vendor keys
B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase


def b62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def gen_ghp(prefix="ghp_"):
    body = rs(ALNUM, 30)
    return prefix + body + b62(zlib.crc32(body.encode()), 6)


def ghp_ok(v):
    m = re.fullmatch(r"gh[pousr]_([A-Za-z0-9]{30})([A-Za-z0-9]{6})", v)
    return bool(m) and b62(zlib.crc32(m.group(1).encode()), 6) == m.group(2)


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def gen_jwt(payload, alg="HS256"):
    h = b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64url(bytes(rng.randrange(256) for _ in range(32 if alg == "HS256" else 64)))
    return "%s.%s.%s" % (h, p, sig)


def jwt_ok(v):
    parts = v.split(".")
    if len(parts) != 3 or not all(re.fullmatch(r"[A-Za-z0-9_-]+", p) for p in parts):
        return False
    try:
        h = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return "alg" in h


def gen_pem(label, nbytes):
    raw = bytes(rng.randrange(256) for _ in range(nbytes))
    body = base64.b64encode(raw).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def pem_ok(v):
    m = re.fullmatch(r"-----BEGIN ([A-Z ]+)-----\n([A-Za-z0-9+/=\n]+)\n-----END \1-----", v)
    if not m:
        return False
    try:
        base64.b64decode(m.group(2).replace("\n", ""), validate=True)
    except Exception:
        return False
    return True


def gen_discord_bot():
    uid = str(rng.randint(10 ** 17, 13 * 10 ** 17))
    return b64url(uid.encode()) + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)


def discord_bot_ok(v):
    parts = v.split(".")
    if len(parts) != 3:
        return False
    try:
        uid = base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)).decode()
    except Exception:
        return False
    return uid.isdigit() and 17 <= len(uid) <= 20 and len(parts[1]) == 6 and len(parts[2]) in (27, 38)


SHAPES = {
    "aws_akid": r"AKIA[A-Z2-7]{16}",
    "aws_asia": r"ASIA[A-Z2-7]{16}",
    "aws_secret": r"[A-Za-z0-9/+]{40}",
    "gitlab_pat": r"glpat-[A-Za-z0-9_-]{20}",
    "gh_fine": r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    "slack_bot": r"xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}",
    "slack_user": r"xoxp-\d{10,13}-\d{10,13}-\d{10,13}-[a-f0-9]{32}",
    "slack_webhook": r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}",
    "stripe_sk": r"sk_live_[A-Za-z0-9]{24,99}",
    "stripe_rk": r"rk_live_[A-Za-z0-9]{24,99}",
    "stripe_pk": r"pk_live_[A-Za-z0-9]{24,99}",
    "stripe_whsec": r"whsec_[A-Za-z0-9]{32}",
    "google_api": r"AIza[A-Za-z0-9_-]{35}",
    "google_secret": r"GOCSPX-[A-Za-z0-9_-]{28}",
    "google_client": r"\d{12}-[a-z0-9]{32}\.apps\.googleusercontent\.com",
    "openai_proj": r"sk-proj-[A-Za-z0-9_-]{74}T3BlbkFJ[A-Za-z0-9_-]{74}",
    "anthropic": r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    "hf": r"hf_[A-Za-z]{34}",
    "sendgrid": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    "mailgun": r"[a-f0-9]{32}-[a-f0-9]{8}-[a-f0-9]{8}",
    "twilio_sid": r"AC[a-f0-9]{32}",
    "twilio_token": r"[a-f0-9]{32}",
    "do_pat": r"dop_v1_[a-f0-9]{64}",
    "npm": r"npm_[A-Za-z0-9]{36}",
    "pypi": r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{100,200}",
    "atlassian": r"ATATT3xFfGF0[A-Za-z0-9_-]{170,190}=[A-F0-9]{8}",
    "datadog_api": r"[a-f0-9]{32}",
    "datadog_app": r"[a-f0-9]{40}",
    "shopify_pat": r"shpat_[a-fA-F0-9]{32}",
    "shopify_ss": r"shpss_[a-fA-F0-9]{32}",
    "telegram_bot": r"\d{8,10}:AA[A-Za-z0-9_-]{33}",
    "discord_webhook": r"https://discord\.com/api/webhooks/\d{17,20}/[A-Za-z0-9_-]{68}",
    "azure_storage": r"[A-Za-z0-9+/]{86}==",
    "azure_secret": r"[A-Za-z0-9_~.-]{3}8Q~[A-Za-z0-9_~.-]{34}",
    "alibaba_akid": r"LTAI[A-Za-z0-9]{20}",
    "alibaba_secret": r"[A-Za-z0-9]{30}",
    "tencent_id": r"AKID[A-Za-z0-9]{32}",
    "tencent_key": r"[A-Za-z0-9]{32}",
    "sentry_dsn": r"https://[a-f0-9]{32}@o\d{6,7}\.ingest\.sentry\.io/\d{7}",
    "totp": r"[A-Z2-7]{32}",
    "binance": r"[A-Za-z0-9]{64}",
    "kraken_key": r"[A-Za-z0-9+/]{56}",
    "kraken_secret": r"[A-Za-z0-9+/]{86}==",
    "eth_priv": r"0x[a-f0-9]{64}",
    "eth_addr": r"0x[a-fA-F0-9]{40}",
    "tx_hash": r"0x[a-f0-9]{64}",
    "algolia_app": r"[A-Z0-9]{10}",
    "algolia_admin": r"[a-f0-9]{32}",
    "mapbox_sk": r"sk\.eyJ1[A-Za-z0-9_-]{20,80}\.[A-Za-z0-9_-]{22}",
    "mapbox_pk": r"pk\.eyJ1[A-Za-z0-9_-]{20,80}\.[A-Za-z0-9_-]{22}",
    "wechat_appid": r"wx[a-f0-9]{16}",
    "wechat_secret": r"[a-f0-9]{32}",
    "dingtalk_appkey": r"ding[a-z0-9]{16}",
    "dingtalk_secret": r"[A-Za-z0-9_-]{64}",
    "dingtalk_webhook": r"https://oapi\.dingtalk\.com/robot/send\?access_token=[a-f0-9]{64}",
    "feishu_appid": r"cli_[a-f0-9]{16}",
    "feishu_secret": r"[A-Za-z0-9]{32}",
    "feishu_webhook": r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}",
    "heroku": r"[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}",
    "uuid": r"[a-f0-9]{8}-[a-f0-9]{4}-4[a-f0-9]{3}-[89ab][a-f0-9]{3}-[a-f0-9]{12}",
    "cloudflare": r"[A-Za-z0-9_-]{40}",
    "linear": r"lin_api_[A-Za-z0-9]{40}",
    "square": r"EAAA[A-Za-z0-9_-]{60}",
    "paypal_client": r"A[A-Za-z0-9_-]{79}",
    "paypal_secret": r"E[A-Za-z0-9_-]{79}",
    "git_sha": r"[a-f0-9]{40}",
    "sha256": r"[a-f0-9]{64}",
    "password_hash": r"\$2b\$12\$[A-Za-z0-9./]{53}",
    "infura": r"[a-f0-9]{32}",
    "steam": r"[A-F0-9]{32}",
    "salesforce_secret": r"[A-F0-9]{64}",
    "salesforce_client": r"3MVG9[A-Za-z0-9_.]{80}",
    "b2_key": r"K00[0-9][A-Za-z0-9+/]{27}",
    "b2_keyid": r"00[0-9a-f]{23}",
    "tencent_appid": r"\d{10}",
    "sendgrid_alt": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
}


def gen_uuid():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


# ---------------------------------------------------------------- build VALUES
VALUES = {}
KINDS = {}


def put(name, kind, value):
    assert name not in VALUES, name
    VALUES[name] = value
    KINDS[name] = kind


def _build():
    # cards
    put("card_visa_1", "card", group(gen_card("4", 16), [4, 4, 4, 4]))
    put("card_visa_2", "card", gen_card("4", 16))
    put("card_visa_3", "card", group(gen_card("45", 16), [4, 4, 4, 4], "-"))
    put("card_visa_4", "card", gen_card("4", 13))
    put("card_mc_1", "card", group(gen_card("53", 16), [4, 4, 4, 4]))
    put("card_mc_2", "card", gen_card("2221", 16))
    put("card_mc_3", "card", group(gen_card("51", 16), [4, 4, 4, 4]))
    put("card_amex_1", "card", group(gen_card("37", 15), [4, 6, 5]))
    put("card_amex_2", "card", gen_card("34", 15))
    put("card_disc_1", "card", group(gen_card("6011", 16), [4, 4, 4, 4]))
    put("card_up_1", "card", group(gen_card("62", 19), [4, 4, 4, 4, 3]))
    put("card_up_2", "card", gen_card("622", 16))
    put("card_up_3", "card", group(gen_card("625", 16), [4, 4, 4, 4]))
    put("card_jcb_1", "card", group(gen_card("3528", 16), [4, 4, 4, 4]))
    put("card_diners_1", "card", group(gen_card("36", 14), [4, 6, 4]))
    put("card_maestro_1", "card", gen_card("6759", 18))
    # IBANs
    for cc, n in [("DE", 3), ("GB", 3), ("FR", 2), ("NL", 2), ("ES", 2), ("BE", 1), ("CH", 1),
                  ("PL", 1), ("IE", 1), ("AT", 1), ("AE", 1), ("IT", 1), ("PT", 1)]:
        for i in range(1, n + 1):
            put("iban_%s_%d" % (cc.lower(), i), "iban", gen_iban(cc, spaced=(i % 2 == 1)))
    # Chinese resident IDs, birth dates chosen per text
    for i, b in enumerate(["19850412", "19920718", "19780203", "20010925", "19640830",
                           "19990117", "19881105", "19570621", "19950309", "19730428",
                           "20030614", "19860227", "19410909", "19691212", "19900101",
                           "19831030", "19961122", "19520505", "19770715", "20050208"], 1):
        put("cn_id_%d" % i, "cn_id", gen_cn_id(b))
    # national IDs (other countries)
    put("nid_nl_1", "nl_bsn", gen_nl_bsn())
    put("nid_nl_2", "nl_bsn", gen_nl_bsn())
    put("nid_se_1", "se_pnr", gen_se_pnr("19840611"))
    put("nid_se_2", "se_pnr", gen_se_pnr("19391102"))
    put("nid_fi_1", "fi_hetu", gen_fi_hetu("19760322"))
    put("nid_fi_2", "fi_hetu", gen_fi_hetu("20020814"))
    put("nid_no_1", "no_fnr", gen_no_fnr("19910517"))
    put("nid_es_1", "es_dni", gen_es_dni())
    put("nid_es_2", "es_dni", gen_es_dni(nie=True))
    put("nid_es_3", "es_dni", gen_es_dni())
    put("nid_in_1", "in_aadhaar", gen_in_aadhaar())
    put("nid_in_2", "in_aadhaar", gen_in_aadhaar())
    put("nid_br_1", "br_cpf", gen_br_cpf())
    put("nid_br_2", "br_cpf", gen_br_cpf())
    put("nid_ca_1", "ca_sin", gen_ca_sin())
    put("nid_ca_2", "ca_sin", gen_ca_sin())
    put("nid_pl_1", "pl_pesel", gen_pl_pesel("19480320"))
    put("nid_pl_2", "pl_pesel", gen_pl_pesel("20040107"))
    put("nid_sg_1", "sg_nric", gen_sg_nric())
    put("nid_sg_2", "sg_nric", gen_sg_nric())
    put("nid_hk_1", "hk_id", gen_hk_id())
    put("nid_hk_2", "hk_id", gen_hk_id())
    put("nid_hk_3", "hk_id", gen_hk_id())
    put("nid_tw_1", "tw_id", gen_tw_id())
    put("nid_tw_2", "tw_id", gen_tw_id())
    put("nid_kr_1", "kr_rrn", gen_kr_rrn("19870903"))
    put("nid_fr_1", "fr_nir", gen_fr_nir("82", "11"))
    put("nid_fr_2", "fr_nir", gen_fr_nir("59", "04"))
    put("nid_be_1", "be_nrn", gen_be_nrn("19680125"))
    put("nid_it_1", "it_cf", gen_it_cf("BRN", "GLI", "19810716", True, "F205"))
    put("nid_it_2", "it_cf", gen_it_cf("FRR", "LCU", "19550302", False, "H501"))
    put("nid_cl_1", "cl_rut", gen_cl_rut())
    # SSNs
    for i in range(1, 9):
        put("ssn_%d" % i, "ssn", gen_ssn(" " if i == 5 else "-"))
    # vendor keys
    for i in range(1, 4):
        put("aws_akid_%d" % i, "aws_akid", "AKIA" + rs(B32, 16))
        put("aws_secret_%d" % i, "aws_secret", rs(string.ascii_letters + string.digits + "/+", 40))
    put("aws_asia_1", "aws_asia", "ASIA" + rs(B32, 16))
    for i in range(1, 4):
        put("ghp_%d" % i, "ghp", gen_ghp())
    put("gho_1", "ghp", gen_ghp("gho_"))
    put("gh_fine_1", "gh_fine", "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59))
    for i in range(1, 3):
        put("gitlab_pat_%d" % i, "gitlab_pat", "glpat-" + rs(ALNUM + "_-", 20))
    for i in range(1, 3):
        put("slack_bot_%d" % i, "slack_bot", "xoxb-%s-%s-%s" % (rs(DIGITS, 12), rs(DIGITS, 13), rs(ALNUM, 24)))
    put("slack_user_1", "slack_user", "xoxp-%s-%s-%s-%s" % (rs(DIGITS, 12), rs(DIGITS, 12), rs(DIGITS, 13), rs(HEX, 32)))
    for i in range(1, 3):
        put("slack_webhook_%d" % i, "slack_webhook", "https://hooks.slack.com/services/T%s/B%s/%s" % (
            rs(UPPER + DIGITS, 8), rs(UPPER + DIGITS, 10), rs(ALNUM, 24)))
    for i in range(1, 3):
        put("stripe_sk_%d" % i, "stripe_sk", "sk_live_" + rs(ALNUM, 24 if i == 1 else 99))
    put("stripe_rk_1", "stripe_rk", "rk_live_" + rs(ALNUM, 24))
    for i in range(1, 3):
        put("stripe_pk_%d" % i, "stripe_pk", "pk_live_" + rs(ALNUM, 24 if i == 1 else 99))
    put("stripe_whsec_1", "stripe_whsec", "whsec_" + rs(ALNUM, 32))
    for i in range(1, 3):
        put("google_api_%d" % i, "google_api", "AIza" + rs(ALNUM + "_-", 35))
    put("google_secret_1", "google_secret", "GOCSPX-" + rs(ALNUM + "_-", 28))
    put("google_client_1", "google_client", rs(DIGITS, 12) + "-" + rs(LOWER + DIGITS, 32) + ".apps.googleusercontent.com")
    put("openai_1", "openai_proj", "sk-proj-" + rs(ALNUM + "_-", 74) + "T3BlbkFJ" + rs(ALNUM + "_-", 74))
    for i in range(1, 3):
        put("anthropic_%d" % i, "anthropic", "sk-ant-api03-" + rs(ALNUM + "_-", 93) + "AA")
    for i in range(1, 3):
        put("hf_%d" % i, "hf", "hf_" + rs(string.ascii_letters, 34))
    put("sendgrid_1", "sendgrid", "SG." + rs(ALNUM + "_-", 22) + "." + rs(ALNUM + "_-", 43))
    put("mailgun_1", "mailgun", rs(HEX, 32) + "-" + rs(HEX, 8) + "-" + rs(HEX, 8))
    put("twilio_sid_1", "twilio_sid", "AC" + rs(HEX, 32))
    put("twilio_token_1", "twilio_token", rs(HEX, 32))
    put("do_pat_1", "do_pat", "dop_v1_" + rs(HEX, 64))
    for i in range(1, 3):
        put("npm_%d" % i, "npm", "npm_" + rs(ALNUM, 36))
    put("pypi_1", "pypi", "pypi-AgEIcHlwaS5vcmc" + rs(ALNUM + "_-", 140))
    put("atlassian_1", "atlassian", "ATATT3xFfGF0" + rs(ALNUM + "_-", 180) + "=" + rs("0123456789ABCDEF", 8))
    put("datadog_api_1", "datadog_api", rs(HEX, 32))
    put("datadog_app_1", "datadog_app", rs(HEX, 40))
    put("shopify_pat_1", "shopify_pat", "shpat_" + rs(HEX, 32))
    put("shopify_ss_1", "shopify_ss", "shpss_" + rs(HEX, 32))
    put("discord_bot_1", "discord_bot", gen_discord_bot())
    put("discord_webhook_1", "discord_webhook", "https://discord.com/api/webhooks/%s/%s" % (
        rs(DIGITS, 19), rs(ALNUM + "_-", 68)))
    for i in range(1, 3):
        put("telegram_bot_%d" % i, "telegram_bot", "%s:AA%s" % (rs(DIGITS, 10), rs(ALNUM + "_-", 33)))
    put("azure_storage_1", "azure_storage", base64.b64encode(bytes(rng.randrange(256) for _ in range(64))).decode())
    put("azure_secret_1", "azure_secret", rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "_~.-", 34))
    put("alibaba_akid_1", "alibaba_akid", "LTAI5t" + rs(ALNUM, 18))
    put("alibaba_secret_1", "alibaba_secret", rs(ALNUM, 30))
    put("tencent_id_1", "tencent_id", "AKID" + rs(ALNUM, 32))
    put("tencent_key_1", "tencent_key", rs(ALNUM, 32))
    put("jwt_1", "jwt", gen_jwt({"sub": "vol-20418", "role": "coordinator", "iat": 1767225600, "exp": 1767229200}))
    put("jwt_2", "jwt", gen_jwt({"uid": 88123017, "scope": "wallet:read wallet:withdraw", "iat": 1766016000}, "HS256"))
    put("jwt_3", "jwt", gen_jwt({"iss": "https://auth.example-admissions.edu", "sub": "app-55120", "aud": "portal", "iat": 1765411200}, "RS256"))
    put("jwt_4", "jwt", gen_jwt({"player_id": "p_77120934", "region": "eu-west", "iat": 1766620800}))
    put("sentry_dsn_1", "sentry_dsn", "https://%s@o%s.ingest.sentry.io/%s" % (rs(HEX, 32), rs(DIGITS, 6), rs(DIGITS, 7)))
    put("pem_ec_1", "pem", gen_pem("EC PRIVATE KEY", 121))
    put("pem_openssh_1", "pem", gen_pem("OPENSSH PRIVATE KEY", 300))
    put("pem_rsa_1", "pem", gen_pem("RSA PRIVATE KEY", 330))
    for i in range(1, 3):
        put("totp_%d" % i, "totp", rs(B32, 32))
    put("binance_key_1", "binance", rs(ALNUM, 64))
    put("binance_secret_1", "binance", rs(ALNUM, 64))
    put("kraken_key_1", "kraken_key", base64.b64encode(bytes(rng.randrange(256) for _ in range(42))).decode())
    put("kraken_secret_1", "kraken_secret", base64.b64encode(bytes(rng.randrange(256) for _ in range(64))).decode())
    put("eth_priv_1", "eth_priv", "0x" + rs(HEX, 64))
    for i in range(1, 4):
        put("eth_addr_%d" % i, "eth_addr", "0x" + rs("0123456789abcdefABCDEF", 40))
    for i in range(1, 4):
        put("tx_hash_%d" % i, "tx_hash", "0x" + rs(HEX, 64))
    put("algolia_app_1", "algolia_app", rs(UPPER + DIGITS, 10))
    put("algolia_admin_1", "algolia_admin", rs(HEX, 32))
    put("algolia_search_1", "algolia_admin", rs(HEX, 32))
    put("mapbox_sk_1", "mapbox_sk", "sk.eyJ1" + rs(ALNUM, 60) + "." + rs(ALNUM + "_-", 22))
    put("mapbox_pk_1", "mapbox_pk", "pk.eyJ1" + rs(ALNUM, 60) + "." + rs(ALNUM + "_-", 22))
    put("wechat_appid_1", "wechat_appid", "wx" + rs(HEX, 16))
    put("wechat_secret_1", "wechat_secret", rs(HEX, 32))
    put("dingtalk_appkey_1", "dingtalk_appkey", "ding" + rs(LOWER + DIGITS, 16))
    put("dingtalk_secret_1", "dingtalk_secret", rs(ALNUM + "_-", 64))
    put("dingtalk_webhook_1", "dingtalk_webhook", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
    put("feishu_appid_1", "feishu_appid", "cli_" + rs(HEX, 16))
    put("feishu_secret_1", "feishu_secret", rs(ALNUM, 32))
    put("feishu_webhook_1", "feishu_webhook", "https://open.feishu.cn/open-apis/bot/v2/hook/" + gen_uuid())
    put("heroku_1", "heroku", gen_uuid())
    for i in range(1, 7):
        put("uuid_%d" % i, "uuid", gen_uuid())
    put("cloudflare_1", "cloudflare", rs(ALNUM + "_-", 40))
    put("linear_1", "linear", "lin_api_" + rs(ALNUM, 40))
    put("square_1", "square", "EAAA" + rs(ALNUM + "_-", 60))
    put("paypal_client_1", "paypal_client", "A" + rs(ALNUM + "_-", 79))
    put("paypal_secret_1", "paypal_secret", "E" + rs(ALNUM + "_-", 79))
    for i in range(1, 6):
        put("git_sha_%d" % i, "git_sha", rs(HEX, 40))
    for i in range(1, 4):
        put("sha256_%d" % i, "sha256", rs(HEX, 64))
    # line-wrapped variants (as they come out of PDFs / OCR / e-mail clients)
    fr = gen_iban("FR", spaced=True)
    put("iban_fr_wrap", "iban", fr[:19] + "\n" + fr[20:])
    j = gen_jwt({"sub": "donor-7781", "campaign": "winter-appeal", "iat": 1765843200})
    put("jwt_wrap", "jwt_wrapped", j[:60] + "\n" + j[60:120] + "\n" + j[120:])
    put("bcrypt_1", "password_hash", "$2b$12$" + rs(string.ascii_letters + string.digits + "./", 53))
    # added while writing the texts (appended so earlier values do not move)
    put("infura_1", "infura", rs(HEX, 32))
    put("steam_1", "steam", rs("0123456789ABCDEF", 32))
    put("salesforce_secret_1", "salesforce_secret", rs("0123456789ABCDEF", 64))
    put("salesforce_client_1", "salesforce_client", "3MVG9" + rs(ALNUM + "_.", 80))
    put("b2_key_1", "b2_key", "K004" + rs(ALNUM + "+/", 27))
    put("b2_keyid_1", "b2_keyid", "004" + rs(HEX, 22))
    put("ghp_4", "ghp", gen_ghp())
    put("iban_fi_1", "iban", gen_iban("FI", spaced=True))
    put("iban_se_1", "iban", gen_iban("SE", spaced=True))
    put("card_up_4", "card", gen_card("621", 19))
    put("card_up_5", "card", group(gen_card("6217", 19), [4, 4, 4, 4, 3]))
    put("card_visa_5", "card", group(gen_card("4", 16), [4, 4, 4, 4]))
    put("card_mc_4", "card", group(gen_card("55", 16), [4, 4, 4, 4]))
    put("nid_tw_3", "tw_id", gen_tw_id("2"))
    put("nid_tw_4", "tw_id", gen_tw_id("2"))
    for i, b in enumerate(["20020316", "20031028", "19930824", "19671119"], 21):
        put("cn_id_%d" % i, "cn_id", gen_cn_id(b))
    put("card_up_6", "card", gen_card("6228", 19))
    put("card_up_7", "card", group(gen_card("6222", 19), [6, 13]))
    put("card_up_8", "card", gen_card("6212", 19))
    put("card_up_9", "card", group(gen_card("6230", 16), [4, 4, 4, 4]))
    put("nid_sg_3", "sg_nric", gen_sg_nric("S"))
    put("nid_sg_4", "sg_nric", gen_sg_nric("S"))
    put("alibaba_akid_2", "alibaba_akid", "LTAI5t" + rs(ALNUM, 18))
    put("alibaba_secret_2", "alibaba_secret", rs(ALNUM, 30))
    put("eth_priv_2", "eth_priv", "0x" + rs(HEX, 64))
    put("iban_gb_4", "iban", gen_iban("GB", spaced=True))
    put("cn_id_25", "cn_id", "330106" + "19390412" + "042" + cn_check("33010619390412042"))
    put("cn_id_26", "cn_id", gen_cn_id("19470105"))
    put("pem_rsa_1_yaml", "pem_indented", VALUES["pem_rsa_1"].replace("\n", "\n    "))
    put("nid_sg_5", "sg_nric", gen_sg_nric("T", "03"))
    put("slack_bot_3", "slack_bot", "xoxb-%s-%s-%s" % (rs(DIGITS, 11), rs(DIGITS, 13), rs(ALNUM, 24)))


_build()

# ---------------------------------------------------------------- validators
VALIDATORS = {
    "card": validate_card,
    "iban": iban_ok,
    "cn_id": cn_id_ok,
    "nl_bsn": nl_bsn_ok,
    "se_pnr": se_pnr_ok,
    "fi_hetu": fi_hetu_ok,
    "no_fnr": no_fnr_ok,
    "es_dni": es_dni_ok,
    "in_aadhaar": in_aadhaar_ok,
    "br_cpf": br_cpf_ok,
    "ca_sin": ca_sin_ok,
    "pl_pesel": pl_pesel_ok,
    "sg_nric": sg_nric_ok,
    "hk_id": hk_id_ok,
    "tw_id": tw_id_ok,
    "kr_rrn": kr_rrn_ok,
    "fr_nir": fr_nir_ok,
    "be_nrn": be_nrn_ok,
    "it_cf": it_cf_ok,
    "cl_rut": cl_rut_ok,
    "ssn": ssn_ok,
    "ghp": ghp_ok,
    "jwt": jwt_ok,
    "pem": pem_ok,
    "discord_bot": discord_bot_ok,
    "pem_indented": lambda v: "\n    " in v and pem_ok(re.sub(r"\n +", "\n", v)),
    "jwt_wrapped": lambda v: "\n" in v and jwt_ok(re.sub(r"\s", "", v)),
}
for _k, _rx in SHAPES.items():
    VALIDATORS.setdefault(_k, (lambda rx: (lambda v: re.fullmatch(rx, v) is not None))(_rx))

NATIONAL_ID_SCHEMES = {"nl_bsn", "se_pnr", "fi_hetu", "no_fnr", "es_dni", "in_aadhaar", "br_cpf",
                       "ca_sin", "pl_pesel", "sg_nric", "hk_id", "tw_id", "kr_rrn", "fr_nir",
                       "be_nrn", "it_cf", "cl_rut"}

# Published / textbook examples: (scheme, value, expected)
PUBLISHED = [
    ("card", "4111 1111 1111 1111", True),
    ("card", "5500 0055 5555 5559", True),
    ("card", "3782 822463 10005", True),
    ("card", "6011111111111117", True),
    ("card", "4111 1111 1111 1112", False),
    ("iban", "GB82 WEST 1234 5698 7654 32", True),
    ("iban", "DE89 3704 0044 0532 0130 00", True),
    ("iban", "FR14 2004 1010 0505 0001 3M02 606", True),
    ("iban", "NL91 ABNA 0417 1643 00", True),
    ("iban", "BE68 5390 0754 7034", True),
    ("iban", "CH93 0076 2011 6238 5295 7", True),
    ("iban", "ES91 2100 0418 4502 0005 1332", True),
    ("iban", "IT60 X054 2811 1010 0000 0123 456", True),
    ("iban", "PL61 1090 1014 0000 0712 1981 2874", True),
    ("iban", "AT61 1904 3002 3457 3201", True),
    ("iban", "GB82 WEST 1234 5698 7654 33", False),
    ("iban", "DE89 3704 0044 0532 0130 0", False),
    ("cn_id", "11010519491231002X", True),
    ("cn_id", "440524188001010014", True),
    ("cn_id", "110105194912310021", False),
    ("cn_id", "11010519490231002X", False),
    ("nl_bsn", "111222333", True),
    ("nl_bsn", "123456782", True),
    ("nl_bsn", "123456789", False),
    ("se_pnr", "811218-9876", True),
    ("se_pnr", "811218-9877", False),
    ("fi_hetu", "131052-308T", True),
    ("fi_hetu", "131052-308U", False),
    ("es_dni", "12345678Z", True),
    ("es_dni", "X1234567L", True),
    ("es_dni", "12345678A", False),
    ("in_aadhaar", "2363", None),  # Verhoeff textbook example, checked via verhoeff_ok
    ("br_cpf", "111.444.777-35", True),
    ("br_cpf", "111.444.777-36", False),
    ("ca_sin", "046 454 286", False),  # ESDC sample: passes Luhn, but 0xx is never issued
    ("ca_sin_luhn", "046 454 286", True),
    ("ca_sin", "046 454 287", False),
    ("pl_pesel", "44051401359", True),
    ("pl_pesel", "44051401358", False),
    ("sg_nric", "S1234567D", True),
    ("sg_nric", "S1234567A", False),
    ("hk_id", "A123456(3)", True),
    ("hk_id", "A123456(4)", False),
    ("tw_id", "A123456789", True),
    ("tw_id", "A123456788", False),
    ("it_cf", "RSSMRA85T10A562S", True),
    ("it_cf", "RSSMRA85T10A562T", False),
    ("cl_rut", "12.345.678-5", True),
    ("cl_rut", "12.345.678-K", False),
    ("ssn", "123-45-6789", True),
    ("ssn", "000-12-3456", False),
    ("ssn", "666-12-3456", False),
    ("ssn", "912-12-3456", False),
    ("ssn", "123-00-4567", False),
    ("ssn", "123-45-0000", False),
    ("jwt", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c", True),
]


def selftest(verbose=False):
    problems = []
    for scheme, v, want in PUBLISHED:
        if scheme == "ca_sin_luhn":
            got = luhn_ok(v)
        elif scheme == "in_aadhaar" and want is None:
            got, want = verhoeff_ok(v), True
            if verhoeff_ok("2364"):
                problems.append("verhoeff accepts 2364")
        else:
            got = VALIDATORS[scheme](v)
        if got != want:
            problems.append("published example %s %r: got %s want %s" % (scheme, v, got, want))
    for name, v in VALUES.items():
        kind = KINDS[name]
        fn = VALIDATORS.get(kind)
        if fn is None:
            problems.append("no validator for %s (%s)" % (name, kind))
        elif not fn(v):
            problems.append("generated value fails its validator: %s=%r" % (name, v))
        if v != v.strip():
            problems.append("whitespace at edge of %s" % name)
    if len(set(VALUES.values())) != len(VALUES):
        problems.append("duplicate generated values")
    if verbose:
        for p in problems:
            print(p)
    return problems


if __name__ == "__main__":
    probs = selftest(verbose=True)
    if "--dump" in __import__("sys").argv:
        for k, v in VALUES.items():
            print("%-20s %-14s %s" % (k, KINDS[k], v.replace("\n", "\\n")))
    print("selftest: %d values, %d published examples, %s" % (
        len(VALUES), len(PUBLISHED), "OK" if not probs else "%d problems" % len(probs)))
    raise SystemExit(1 if probs else 0)
