"""Generated values for the blind41 corpus.

Every value that needs a check digit or a vendor-specific shape is generated
here from one seeded RNG, stored in VALUES and referred to in the hand-written
texts as `$name`.  `selftest()` validates every generated value and checks the
validators themselves on published examples (positive and corrupted).
"""
import base64
import json
import re
import string
import datetime

import random

rng = random.Random(20271207)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
B62 = DIG + UP + LO
HEX = "0123456789abcdef"
B64URL = B62 + "-_"


def rs(alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        if s[i:i + n]:
            out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def digits_only(s):
    return re.sub(r"\D", "", s)


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(num):
    d = digits_only(num)
    if not d:
        return False
    total = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch)
        if i % 2 == 1:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return total % 10 == 0


def luhn_digit(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return c
    raise ValueError


def gen_card(prefix, length):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    return body + luhn_digit(body)


def card_ok(v):
    d = digits_only(v)
    if not re.fullmatch(r"[\d \-]+", v):
        return False
    if not luhn_ok(d):
        return False
    if d[0] == "4" and len(d) in (13, 16, 19):
        return True
    if len(d) == 16 and (51 <= int(d[:2]) <= 55 or 2221 <= int(d[:4]) <= 2720):
        return True
    if len(d) == 15 and d[:2] in ("34", "37"):
        return True
    if d[:2] == "62" and 16 <= len(d) <= 19:
        return True
    if d[:4] == "6011" and len(d) == 16:
        return True
    if 3528 <= int(d[:4]) <= 3589 and len(d) == 16:
        return True
    return False


# ---------------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "DE": 22, "NL": 18, "FR": 27, "ES": 24, "IT": 27, "IE": 22,
            "BE": 16, "CH": 21, "PL": 28, "AT": 20, "PT": 25, "SE": 24, "DK": 18,
            "FI": 18, "LU": 20, "NO": 15}


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_make(cc, bban):
    cd = 98 - _iban_num(bban + cc + "00") % 97
    return "%s%02d%s" % (cc, cd, bban)


def iban_ok(v):
    s = v.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    return _iban_num(s[4:] + s[:4]) % 97 == 1


def es_dc(bank, branch, acct):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def one(ds):
        r = 11 - sum(int(a) * b for a, b in zip(ds, w)) % 11
        return {10: 1, 11: 0}.get(r, r)
    return "%d%d" % (one("00" + bank + branch), one(acct))


def fr_rib(bank, branch, acct):
    return "%02d" % (97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)


_IT_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14,
           16, 10, 22, 25, 24, 23]


def it_cin(s):
    tot = 0
    for i, c in enumerate(s):
        v = int(c) if c.isdigit() else ord(c) - 65
        tot += _IT_ODD[v] if i % 2 == 0 else v
    return chr(65 + tot % 26)


def gen_iban(cc):
    if cc == "GB":
        bban = rng.choice(["NWBK", "BARC", "LOYD", "MIDL", "HBUK"]) + rs(DIG, 14)
    elif cc == "IE":
        bban = rng.choice(["AIBK", "BOFI"]) + rs(DIG, 14)
    elif cc == "DE":
        bban = rs(DIG, 18)
    elif cc == "NL":
        bban = rng.choice(["INGB", "ABNA", "RABO", "TRIO"]) + rs(DIG, 10)
    elif cc == "FR":
        b, br, a = rs(DIG, 5), rs(DIG, 5), rs(DIG, 11)
        bban = b + br + a + fr_rib(b, br, a)
    elif cc == "ES":
        b, br, a = rs(DIG, 4), rs(DIG, 4), rs(DIG, 10)
        bban = b + br + es_dc(b, br, a) + a
    elif cc == "IT":
        rest = rs(DIG, 10) + rs(DIG, 12)
        bban = it_cin(rest) + rest
    elif cc == "BE":
        first = rs(DIG, 10)
        c = int(first) % 97 or 97
        bban = first + "%02d" % c
    elif cc == "CH":
        bban = rs(DIG, 17)
    elif cc == "PL":
        bban = rs(DIG, 24)
    elif cc == "AT":
        bban = rs(DIG, 16)
    elif cc == "PT":
        bban = rs(DIG, 21)
    elif cc == "SE":
        bban = rs(DIG, 20)
    elif cc == "DK":
        bban = rs(DIG, 14)
    elif cc == "FI":
        bban = rs(DIG, 14)
    else:
        raise ValueError(cc)
    return iban_make(cc, bban)


# ------------------------------------------------------- Chinese resident ID
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cn_check(s17):
    return "10X98765432"[sum(int(a) * b for a, b in zip(s17, CN_W)) % 11]


def cnid_ok(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"\d{17}[\dXx]", s):
        return False
    try:
        datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return False
    return cn_check(s[:17]) == s[17].upper()


def gen_cnid(area, ymd, want_x=False):
    for _ in range(5000):
        seq = "%03d" % rng.randint(1, 999)
        s = area + ymd + seq
        c = cn_check(s)
        if want_x == (c == "X"):
            return s + c
    raise RuntimeError


# ---------------------------------------------------------------------- SSN
def ssn_ok(v):
    m = re.fullmatch(r"(\d{3})[- ]?(\d{2})[- ]?(\d{4})", v)
    if not m:
        return False
    a, g, s = m.groups()
    if a in ("000", "666") or a[0] == "9":
        return False
    return g != "00" and s != "0000"


def gen_ssn(fmt="-"):
    while True:
        a = rng.randint(1, 899)
        if a != 666:
            break
    g, s = rng.randint(1, 99), rng.randint(1, 9999)
    return "%03d%s%02d%s%04d" % (a, fmt, g, fmt, s)


# ------------------------------------------------------------- UK NINO
NINO_BAD_PREFIX = {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}


def nino_ok(v):
    s = v.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{2}\d{6}[A-D]", s):
        return False
    a, b = s[0], s[1]
    if a in "DFIQUV" or b in "DFIOQUV" or s[:2] in NINO_BAD_PREFIX:
        return False
    return True


def gen_nino(spaced):
    while True:
        p = rng.choice(UP) + rng.choice(UP)
        if p[0] not in "DFIQUV" and p[1] not in "DFIOQUV" and p not in NINO_BAD_PREFIX:
            break
    d = rs(DIG, 6)
    suf = rng.choice("ABCD")
    if spaced:
        return "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], suf)
    return p + d + suf


# ----------------------------------------------------- other national IDs
def bsn_ok(v):
    d = digits_only(v)
    if len(d) != 9:
        return False
    t = sum(int(d[i]) * (9 - i) for i in range(8)) - int(d[8])
    return t % 11 == 0 and d != "000000000"


def gen_bsn():
    while True:
        d = str(rng.randint(1, 6)) + rs(DIG, 8)
        if bsn_ok(d):
            return d


def se_pnr_ok(v):
    m = re.fullmatch(r"(\d{2})?(\d{6})[-+]?(\d{4})", v)
    if not m:
        return False
    d = m.group(2) + m.group(3)
    return luhn_ok(d)


def gen_se_pnr(yymmdd):
    base = yymmdd + rs(DIG, 3)
    return yymmdd + "-" + base[6:] + luhn_digit(base)


HETU_CH = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_ok(v):
    m = re.fullmatch(r"(\d{6})([-+A-FU-Y])(\d{3})([0-9A-Y])", v)
    if not m:
        return False
    return HETU_CH[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def gen_hetu(ddmmyy, sign):
    n = "%03d" % rng.randint(2, 899)
    return ddmmyy + sign + n + HETU_CH[int(ddmmyy + n) % 31]


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(v):
    s = v.replace("-", "").replace(" ", "").upper()
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})([A-Z])", s)
    if not m:
        return False
    pre, num, let = m.groups()
    if pre:
        if len(num) != 7:
            return False
        num = str("XYZ".index(pre)) + num
    elif len(num) != 8:
        return False
    return DNI_L[int(num) % 23] == let


def gen_dni():
    n = rs(DIG, 8)
    return n + DNI_L[int(n) % 23]


def gen_nie():
    p = rng.choice("XYZ")
    n = rs(DIG, 7)
    return p + n + DNI_L[int(str("XYZ".index(p)) + n) % 23]


def cpf_digits(d9):
    s = sum(int(d9[i]) * (10 - i) for i in range(9))
    c1 = (s * 10 % 11) % 10
    d10 = d9 + str(c1)
    s = sum(int(d10[i]) * (11 - i) for i in range(10))
    c2 = (s * 10 % 11) % 10
    return d10 + str(c2)


def cpf_ok(v):
    if not re.fullmatch(r"\d{3}\.?\d{3}\.?\d{3}-?\d{2}", v):
        return False
    d = digits_only(v)
    return len(set(d)) > 1 and cpf_digits(d[:9]) == d


def gen_cpf():
    d = cpf_digits(rs(DIG, 9))
    return "%s.%s.%s-%s" % (d[:3], d[3:6], d[6:9], d[9:])


def sin_ok(v):
    if not re.fullmatch(r"\d{3}[ -]?\d{3}[ -]?\d{3}", v):
        return False
    d = digits_only(v)
    return d[0] != "8" and luhn_ok(d)


def gen_sin():
    b = rng.choice("12345679") + rs(DIG, 7)
    d = b + luhn_digit(b)
    return "%s %s %s" % (d[:3], d[3:6], d[6:])


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(v):
    if not re.fullmatch(r"\d{11}", v):
        return False
    c = (10 - sum(int(a) * b for a, b in zip(v, PESEL_W)) % 10) % 10
    return c == int(v[10])


def gen_pesel(y, m, d):
    mm = m + (20 if y >= 2000 else 0)
    s = "%02d%02d%02d" % (y % 100, mm, d) + rs(DIG, 4)
    c = (10 - sum(int(a) * b for a, b in zip(s, PESEL_W)) % 10) % 10
    return s + str(c)


NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def nric_check(p, d7):
    t = sum(int(a) * b for a, b in zip(d7, NRIC_W)) + (4 if p in "TG" else 0)
    return ("JZIHGFEDCBA" if p in "ST" else "XWUTRQPNMLK")[t % 11]


def nric_ok(v):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", v.upper())
    return bool(m) and nric_check(m.group(1), m.group(2)) == m.group(3)


def gen_nric(p):
    d = rs(DIG, 7)
    return p + d + nric_check(p, d)


def hkid_check(letters, d6):
    if len(letters) == 1:
        t = 36 * 9 + (ord(letters) - 55) * 8
    else:
        t = (ord(letters[0]) - 55) * 9 + (ord(letters[1]) - 55) * 8
    t += sum(int(a) * b for a, b in zip(d6, [7, 6, 5, 4, 3, 2]))
    c = (11 - t % 11) % 11
    return "A" if c == 10 else str(c)


def hkid_ok(v):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", v.replace(" ", ""))
    return bool(m) and hkid_check(m.group(1), m.group(2)) == m.group(3)


def gen_hkid(letter):
    d = rs(DIG, 6)
    return "%s%s(%s)" % (letter, d, hkid_check(letter, d))


TW_L = {"A": 10, "B": 11, "C": 12, "D": 13, "E": 14, "F": 15, "G": 16, "H": 17,
        "I": 34, "J": 18, "K": 19, "L": 20, "M": 21, "N": 22, "O": 35, "P": 23,
        "Q": 24, "R": 25, "S": 26, "T": 27, "U": 28, "V": 29, "W": 32, "X": 30,
        "Y": 31, "Z": 33}


def twid_ok(v):
    if not re.fullmatch(r"[A-Z][12]\d{8}", v):
        return False
    n = TW_L[v[0]]
    t = n // 10 + (n % 10) * 9
    t += sum(int(a) * b for a, b in zip(v[1:], [8, 7, 6, 5, 4, 3, 2, 1, 1]))
    return t % 10 == 0


def gen_twid(letter, sex):
    while True:
        v = letter + sex + rs(DIG, 8)
        if twid_ok(v):
            return v


def steuer_check(d10):
    prod = 10
    for ch in d10:
        s = (int(ch) + prod) % 10
        if s == 0:
            s = 10
        prod = (s * 2) % 11
    c = 11 - prod
    return 0 if c == 10 else c


def steuer_ok(v):
    d = v.replace(" ", "")
    if not re.fullmatch(r"[1-9]\d{10}", d):
        return False
    counts = sorted((d[:10].count(c) for c in set(d[:10])), reverse=True)
    if counts[0] not in (2, 3) or (len(counts) > 1 and counts[1] > 1):
        return False
    return steuer_check(d[:10]) == int(d[10])


def gen_steuer():
    while True:
        ds = list(DIG)
        rng.shuffle(ds)
        nine = ds[:9]
        ten = nine + [rng.choice(nine)]
        rng.shuffle(ten)
        if ten[0] == "0":
            continue
        s = "".join(ten)
        d = s + str(steuer_check(s))
        if steuer_ok(d):
            return "%s %s %s %s" % (d[:2], d[2:5], d[5:8], d[8:])


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


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = V_D[c][V_P[(i + 1) % 8][int(ch)]]
    return str(V_INV[c])


def aadhaar_ok(v):
    d = v.replace(" ", "").replace("-", "")
    return bool(re.fullmatch(r"[2-9]\d{11}", d)) and verhoeff_ok(d)


def gen_aadhaar():
    b = rng.choice("23456789") + rs(DIG, 10)
    d = b + verhoeff_digit(b)
    return "%s %s %s" % (d[:4], d[4:8], d[8:])


def nir_ok(v):
    d = v.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", d):
        return False
    return 97 - int(d[:13]) % 97 == int(d[13:])


def gen_nir(sex, yy, mm, dept):
    b = "%s%s%s%s%s" % (sex, yy, mm, dept, rs(DIG, 6))
    d = b + "%02d" % (97 - int(b) % 97)
    return " ".join([d[0], d[1:3], d[3:5], d[5:7], d[7:10], d[10:13], d[13:]])


def be_nrn_ok(v):
    d = digits_only(v)
    if len(d) != 11:
        return False
    c = int(d[9:])
    return 97 - int(d[:9]) % 97 == c or 97 - int("2" + d[:9]) % 97 == c


def gen_be_nrn(yymmdd):
    b = yymmdd + "%03d" % rng.randint(1, 997)
    c = 97 - int(b) % 97
    d = b + "%02d" % c
    return "%s.%s.%s-%s.%s" % (d[:2], d[2:4], d[4:6], d[6:9], d[9:])


def no_fnr_ok(v):
    d = v.replace(" ", "")
    if not re.fullmatch(r"\d{11}", d):
        return False
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    k1 = 11 - sum(int(a) * b for a, b in zip(d[:9], w1)) % 11
    k1 = 0 if k1 == 11 else k1
    k2 = 11 - sum(int(a) * b for a, b in zip(d[:10], w2)) % 11
    k2 = 0 if k2 == 11 else k2
    return k1 == int(d[9]) and k2 == int(d[10])


def gen_no_fnr(ddmmyy):
    while True:
        d = ddmmyy + rs(DIG, 3)
        w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
        k1 = 11 - sum(int(a) * b for a, b in zip(d, w1)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        d += str(k1)
        w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        k2 = 11 - sum(int(a) * b for a, b in zip(d, w2)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return d + str(k2)


NATIONAL_ID_CHECKS = [("nino", nino_ok), ("bsn", bsn_ok), ("se_pnr", se_pnr_ok),
                      ("hetu", hetu_ok), ("es_dni_nie", dni_ok), ("cpf", cpf_ok),
                      ("sin", sin_ok), ("pesel", pesel_ok), ("nric", nric_ok),
                      ("hkid", hkid_ok), ("twid", twid_ok), ("steuer_id", steuer_ok),
                      ("aadhaar", aadhaar_ok), ("fr_nir", nir_ok),
                      ("be_nrn", be_nrn_ok), ("no_fnr", no_fnr_ok)]


def national_id_ok(v):
    return any(f(v) for _, f in NATIONAL_ID_CHECKS)


# ----------------------------------------------------------------- passports
PASSPORT_SHAPES = [
    r"\d{9}",                       # US / UK / TW (old style)
    r"[A-Z]\d{8}",                  # US next-gen, CN E12345678, HK K12345678
    r"E[A-HJ-NP-Z]\d{7}",           # CN EA1234567
    r"[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}",  # DE
    r"\d{2}[A-Z]{2}\d{5}",          # FR
    r"[A-PR-WY][1-9]\d{5}[1-9]",    # IN (letter + 7 digits, no zero at ends)
    r"[A-Z]{2}\d{6}",               # CA
    r"[A-NP-Z]{2}[A-NP-Z0-9]{6}\d", # NL
    r"[A-Z]{2}\d{7}",               # JP / AU / IE / IT
    r"[A-Z]\d{7}",                  # AU (old) / IN
    r"K\d{7}[A-Z]",                 # SG
    r"[A-Z]{3}\d{6}",               # ES
]


def passport_ok(v):
    s = v.replace(" ", "")
    return any(re.fullmatch(p, s) for p in PASSPORT_SHAPES)


def gen_pp(kind):
    if kind in ("us", "uk", "tw"):
        return rng.choice("123456789") + rs(DIG, 8)
    if kind == "us2":
        return rng.choice("ACDEFGHJKLMNPRSTUVWXYZ") + rs(DIG, 8)
    if kind == "cn":
        return "E" + rs(DIG, 8)
    if kind == "cn2":
        return "E" + rng.choice("ABCDEFGH") + rs(DIG, 7)
    if kind == "hk":
        return rng.choice("KH") + rs(DIG, 8)
    if kind == "de":
        return rng.choice("CFGHJK") + rs("CFGHJKLMNPRTVWXYZ0123456789", 8)
    if kind == "fr":
        return rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5)
    if kind == "in":
        return rng.choice("JKLMNPRSTUVW") + rng.choice("123456789") + rs(DIG, 5) + rng.choice("123456789")
    if kind == "ca":
        return rs(UP, 2) + rs(DIG, 6)
    if kind == "nl":
        al = "ABCDEFGHIJKLMNPQRSTUVWXYZ"
        return rs(al, 2) + rs(al + DIG, 6) + rng.choice(DIG)
    if kind in ("jp", "au", "ie", "it"):
        pre = {"jp": ["TK", "TR", "MZ"], "au": ["PA", "PB", "RA"],
               "ie": ["PA", "LF", "PB"], "it": ["YA", "YB", "YC"]}[kind]
        return rng.choice(pre) + rs(DIG, 7)
    if kind == "sg":
        return "K" + rs(DIG, 7) + rng.choice(UP)
    if kind == "es":
        return rng.choice(["PAA", "PAB", "PAC"]) + rs(DIG, 6)
    raise ValueError(kind)


# ---------------------------------------------------------------- API keys
def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def gen_jwt(payload, alg="HS256"):
    h = b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64url(bytes(rng.randrange(256) for _ in range(32 if alg == "HS256" else 256)))
    return "%s.%s.%s" % (h, p, sig)


def jwt_ok(v):
    parts = v.split(".")
    if len(parts) != 3 or not all(re.fullmatch(r"[A-Za-z0-9_-]+", p) for p in parts):
        return False
    try:
        hdr = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
    except Exception:
        return False
    return isinstance(hdr, dict) and "alg" in hdr


APIKEY_SHAPES = [
    r"sk-proj-[A-Za-z0-9_-]{40,200}",
    r"sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}",
    r"sk-ant-api03-[A-Za-z0-9_-]{90,100}AA",
    r"[sr]k_live_[A-Za-z0-9]{24,110}",
    r"gh[pousr]_[A-Za-z0-9]{36}",
    r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    r"xox[bpa]-\d{10,13}-\d{10,13}(-\d{10,13})?-[A-Za-z0-9]{24,34}",
    r"(AKIA|ASIA)[A-Z2-7]{16}",
    r"glpat-[A-Za-z0-9_-]{20}",
    r"AIza[A-Za-z0-9_-]{35}",
    r"hf_[A-Za-z]{34}",
    r"npm_[A-Za-z0-9]{36}",
    r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    r"\d{8,10}:AA[A-Za-z0-9_-]{33}",
    r"[MN][A-Za-z0-9]{23,26}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}",
    r"SK[0-9a-f]{32}",
    r"key-[0-9a-f]{32}",
    r"LTAI[A-Za-z0-9]{12,20}",
    r"AKID[A-Za-z0-9]{32}",
    r"shpat_[0-9a-f]{32}",
    r"dop_v1_[0-9a-f]{64}",
    r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,200}",
    r"lin_api_[A-Za-z0-9]{40}",
    r"sk\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}",
    r"gsk_[A-Za-z0-9]{52}",
    r"r8_[A-Za-z0-9]{37}",
    r"PMAK-[0-9a-f]{24}-[0-9a-f]{34}",
    r"pat[A-Za-z0-9]{14}\.[0-9a-f]{64}",
    r"ntn_[A-Za-z0-9]{46}",
]


def apikey_ok(v):
    return jwt_ok(v) or any(re.fullmatch(p, v) for p in APIKEY_SHAPES)


def pem(kind, nbytes, first):
    body = base64.b64encode(bytes(rng.randrange(256) for _ in range(nbytes))).decode()
    body = first + body[len(first):]
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, "\n".join(lines), kind)


B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

# ------------------------------------------------------------- build VALUES
VALUES = {}
V = VALUES

# cards
V["card_visa1"] = group(gen_card("4", 16), [4, 4, 4, 4])
V["card_visa2"] = gen_card("4", 16)
V["card_visa3"] = group(gen_card("4", 16), [4, 4, 4, 4], "-")
V["card_visa4"] = group(gen_card("4", 16), [4, 4, 4, 4])
V["card_mc1"] = group(gen_card("5" + rng.choice("12345"), 16), [4, 4, 4, 4])
V["card_mc2"] = gen_card(str(rng.randint(2221, 2720)), 16)
V["card_mc3"] = group(gen_card("5" + rng.choice("12345"), 16), [4, 4, 4, 4])
V["card_amex1"] = group(gen_card(rng.choice(["34", "37"]), 15), [4, 6, 5])
V["card_amex2"] = gen_card("37", 15)
V["card_up1"] = group(gen_card("6222", 16), [4, 4, 4, 4])
V["card_up2"] = gen_card("6217", 19)
V["card_up3"] = group(gen_card("6228", 19), [4, 4, 4, 4, 3])
V["card_up4"] = gen_card("6225", 16)
V["card_up5"] = gen_card("6214", 16)
V["card_up6"] = group(gen_card("6230", 19), [6, 13])
V["card_jcb1"] = group(gen_card("3566", 16), [4, 4, 4, 4])
V["card_disc1"] = group(gen_card("6011", 16), [4, 4, 4, 4])

# IBANs
for name, cc, spaced in [("gb1", "GB", True), ("gb2", "GB", False), ("gb3", "GB", True),
                         ("gb4", "GB", True), ("de1", "DE", True), ("de2", "DE", False),
                         ("nl1", "NL", True), ("nl2", "NL", False), ("fr1", "FR", True),
                         ("es1", "ES", True), ("it1", "IT", False), ("ie1", "IE", True),
                         ("be1", "BE", True), ("ch1", "CH", True), ("pl1", "PL", True),
                         ("at1", "AT", False), ("pt1", "PT", True), ("se1", "SE", True),
                         ("dk1", "DK", False), ("fi1", "FI", True)]:
    ib = gen_iban(cc)
    V["iban_" + name] = group(ib, [4] * 8) if spaced else ib

# Chinese resident IDs (area, birth date, want X)
CNID_SPEC = [
    ("01", "330523", "19870314", False), ("02", "110105", "19920708", False),
    ("03", "310104", "19751122", True), ("04", "440305", "19890203", False),
    ("05", "510107", "19960530", False), ("06", "320583", "19681019", False),
    ("07", "370212", "20010917", False), ("08", "420111", "19830426", True),
    ("09", "610113", "19790812", False), ("10", "530102", "19940101", False),
    ("11", "350203", "19860623", False), ("12", "430104", "19901215", False),
    ("13", "210102", "19720304", False), ("14", "500103", "19981128", False),
    ("15", "330106", "19850919", False), ("16", "120101", "19770607", True),
    ("17", "650102", "19930315", False), ("18", "230103", "19660202", False),
    ("19", "450103", "20000530", False), ("20", "410105", "19880811", False),
    ("21", "340104", "19911009", False), ("22", "150102", "19800725", False),
    ("23", "620102", "19950412", False), ("24", "360102", "19730129", False),
    ("25", "130102", "19821103", True), ("26", "440106", "19970221", False),
    ("27", "320106", "19690517", False), ("28", "520102", "19990808", False),
    ("29", "370102", "19781030", False), ("30", "460105", "19840614", False),
    ("31", "330782", "19760918", False), ("32", "441900", "19930606", False),
]
for k, area, ymd, x in CNID_SPEC:
    V["cnid_" + k] = gen_cnid(area, ymd, x)
V["cnid_31"] = group(V["cnid_31"], [6, 8, 4])

# SSNs
for i in range(1, 11):
    V["ssn_%d" % i] = gen_ssn("-")
V["ssn_11"] = gen_ssn(" ")
V["ssn_12"] = gen_ssn("")

# NINOs
for i in range(1, 9):
    V["nino_%d" % i] = gen_nino(spaced=(i % 2 == 1))

# other national IDs
V["bsn_1"] = gen_bsn()
V["bsn_2"] = gen_bsn()
V["bsn_3"] = group(gen_bsn(), [4, 2, 3], ".")
V["pnr_se1"] = gen_se_pnr("850412")
V["pnr_se2"] = "19" + gen_se_pnr("910227")
V["hetu_1"] = gen_hetu("230679", "-")
V["hetu_2"] = gen_hetu("040203", "A")
V["dni_1"] = gen_dni()
V["dni_2"] = gen_dni()
V["nie_1"] = gen_nie()
V["nie_2"] = gen_nie()
V["cpf_1"] = gen_cpf()
V["cpf_2"] = gen_cpf()
V["cpf_3"] = gen_cpf()
V["sin_1"] = gen_sin()
V["sin_2"] = gen_sin()
V["pesel_1"] = gen_pesel(1990, 4, 17)
V["pesel_2"] = gen_pesel(2002, 11, 5)
V["pesel_3"] = gen_pesel(1983, 1, 29)
V["nric_1"] = gen_nric("S")
V["nric_2"] = gen_nric("T")
V["nric_3"] = gen_nric("G")
V["hkid_1"] = gen_hkid("A")
V["hkid_2"] = gen_hkid("K")
V["hkid_3"] = gen_hkid("Y")
V["twid_1"] = gen_twid("A", "2")
V["twid_2"] = gen_twid("F", "1")
V["twid_3"] = gen_twid("H", "2")
V["steuer_1"] = gen_steuer()
V["steuer_2"] = gen_steuer()
V["aadhaar_1"] = gen_aadhaar()
V["aadhaar_2"] = gen_aadhaar()
V["aadhaar_3"] = gen_aadhaar()
V["nir_1"] = gen_nir("2", "88", "06", "69")
V["nrn_be1"] = gen_be_nrn("780914")
V["fnr_no1"] = gen_no_fnr("150371")

# passports
for name, kind in [("us1", "us"), ("us2", "us2"), ("uk1", "uk"), ("uk2", "uk"),
                   ("uk3", "uk"), ("de1", "de"), ("fr1", "fr"), ("cn1", "cn"),
                   ("cn2", "cn2"), ("cn3", "cn"), ("cn4", "cn2"), ("cn5", "cn"),
                   ("in1", "in"), ("ca1", "ca"), ("nl1", "nl"), ("jp1", "jp"),
                   ("au1", "au"), ("ie1", "ie"), ("sg1", "sg"), ("hk1", "hk"),
                   ("tw1", "tw"), ("es1", "es"), ("it1", "it")]:
    V["pp_" + name] = gen_pp(kind)

# API keys
V["openai_1"] = "sk-proj-" + rs(B62 + "_-", 20) + rs(B62, 54)
V["openai_2"] = "sk-" + rs(B62, 20) + "T3BlbkFJ" + rs(B62, 20)
V["anthropic_1"] = "sk-ant-api03-" + rs(B62, 30) + rs(B64URL, 63) + "AA"
V["stripe_sk1"] = "sk_live_" + rs(B62, 24)
V["stripe_sk2"] = "sk_live_51" + rs(B62, 97)
V["stripe_rk1"] = "rk_live_51" + rs(B62, 97)
V["ghp_1"] = "ghp_" + rs(B62, 36)
V["ghp_2"] = "ghp_" + rs(B62, 36)
V["gho_1"] = "gho_" + rs(B62, 36)
V["ghpat_1"] = "github_pat_11" + rs(UP + DIG, 20) + "_" + rs(B62, 59)
V["xoxb_1"] = "xoxb-%s-%s-%s" % (rs(DIG, 12), rs(DIG, 13), rs(B62, 24))
V["xoxb_2"] = "xoxb-%s-%s-%s" % (rs(DIG, 11), rs(DIG, 13), rs(B62, 24))
V["xoxp_1"] = "xoxp-%s-%s-%s-%s" % (rs(DIG, 12), rs(DIG, 12), rs(DIG, 13), rs(HEX, 32))
V["aws_akid1"] = "AKIA" + rs(B32[:26] + "234567", 16)
V["aws_akid2"] = "AKIA" + rs(B32[:26] + "234567", 16)
V["glpat_1"] = "glpat-" + rs(B64URL, 20)
V["glpat_2"] = "glpat-" + rs(B62, 20)
V["google_1"] = "AIzaSy" + rs(B64URL, 33)
V["google_2"] = "AIzaSy" + rs(B64URL, 33)
V["hf_1"] = "hf_" + rs(UP + LO, 34)
V["npm_1"] = "npm_" + rs(B62, 36)
V["sendgrid_1"] = "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)
V["telegram_1"] = "%s:AA%s" % (rng.choice("5678") + rs(DIG, 9), rs(B64URL, 33))
V["telegram_2"] = "%s:AA%s" % (rng.choice("5678") + rs(DIG, 9), rs(B64URL, 33))
_did = str(rng.randint(10 ** 17, 10 ** 18 - 1)) + rs(DIG, 1)
V["discord_1"] = "%s.%s.%s" % (base64.b64encode(_did.encode()).decode().rstrip("="),
                               rs(B64URL, 6), rs(B64URL, 38))
V["jwt_1"] = gen_jwt({"sub": "usr_48213", "role": "vet_admin", "iat": 1764826000, "exp": 1764829600})
V["jwt_2"] = gen_jwt({"sub": "farm-portal", "scope": "sensors:write", "iat": 1765012000})
V["jwt_3"] = gen_jwt({"uid": 90771, "tenant": "clinic-07", "iat": 1765300100, "exp": 1765386500}, "RS256")
V["jwt_4"] = gen_jwt({"sub": "wx_o6Zq3", "app": "pet-groom-mp", "iat": 1765444000})
V["jwt_5"] = gen_jwt({"sub": "stable-booking", "aud": "api", "iat": 1765520000, "exp": 1765523600})
V["twilio_sk1"] = "SK" + rs(HEX, 32)
V["mailgun_1"] = "key-" + rs(HEX, 32)
V["ali_akid1"] = "LTAI5t" + rs(B62, 18)
V["ali_akid2"] = "LTAI5t" + rs(B62, 18)
V["tencent_akid1"] = "AKID" + rs(B62, 32)
V["shopify_1"] = "shpat_" + rs(HEX, 32)
V["do_1"] = "dop_v1_" + rs(HEX, 64)
V["pypi_1"] = "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 140)
V["linear_1"] = "lin_api_" + rs(B62, 40)
V["mapbox_sk1"] = "sk.eyJ1IjoiZ3JlZW5ob3VzZS1vcHMiLCJhIjoi" + rs(B62, 20) + "In0." + rs(B64URL, 22)
V["groq_1"] = "gsk_" + rs(B62, 52)
V["replicate_1"] = "r8_" + rs(B62, 37)
V["postman_1"] = "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34)
V["airtable_1"] = "pat" + rs(B62, 14) + "." + rs(HEX, 64)
V["notion_1"] = "ntn_" + rs(B62, 46)

# decoy-only look-alikes (public ids, not secret)
V["stripe_pk1"] = "pk_live_51" + rs(B62, 97)
V["mapbox_pk1"] = "pk.eyJ1IjoiZ3JlZW5ob3VzZS1vcHMiLCJhIjoi" + rs(B62, 20) + "In0." + rs(B64URL, 22)
V["twilio_ac1"] = "AC" + rs(HEX, 32)
V["wx_appid1"] = "wx" + rs(HEX, 16)
V["feishu_appid1"] = "cli_a" + rs(HEX, 15)
V["ding_appkey1"] = "ding" + rs(LO + DIG, 16)
V["google_client1"] = rs(DIG, 12) + "-" + rs(LO + DIG, 32) + ".apps.googleusercontent.com"

# secrets
V["aws_secret1"] = rs(B62 + "/+", 40)
V["aws_secret2"] = rs(B62 + "/+", 40)
V["ali_secret1"] = rs(B62, 30)
V["ali_secret2"] = rs(B62, 30)
V["tencent_secret1"] = rs(B62, 32)
V["twilio_token1"] = rs(HEX, 32)
V["whsec_1"] = "whsec_" + rs(B62, 32)
V["pem_rsa1"] = pem("RSA PRIVATE KEY", 420, "MIIEowIBAAKCAQEA")
V["pem_rsa1_json"] = V["pem_rsa1"].replace("\n", "\\n")
V["pem_ec1"] = pem("EC PRIVATE KEY", 121, "MHcCAQEEI")
V["pem_ssh1"] = pem("OPENSSH PRIVATE KEY", 300, "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW")
V["pem_pk8"] = pem("PRIVATE KEY", 300, "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC")
V["totp_1"] = rs(B32, 32)
V["totp_2"] = rs(B32, 16)
V["totp_3"] = " ".join(rs(B32, 4).lower() for _ in range(8))
V["slack_hook1"] = "https://hooks.slack.com/services/T0%s/B0%s/%s" % (rs(UP + DIG, 8), rs(UP + DIG, 9), rs(B62, 24))
V["slack_hook2"] = "https://hooks.slack.com/services/T0%s/B0%s/%s" % (rs(UP + DIG, 8), rs(UP + DIG, 9), rs(B62, 24))
V["discord_hook1"] = "https://discord.com/api/webhooks/%s/%s" % (rs(DIG, 19), rs(B64URL, 68))


def uuid4():
    h = rs(HEX, 32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], rng.choice("89ab"), h[17:20], h[20:])


V["ding_hook1"] = "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64)
V["ding_sec1"] = "SEC" + rs(HEX, 64)
V["feishu_hook1"] = "https://open.feishu.cn/open-apis/bot/v2/hook/" + uuid4()
V["feishu_secret1"] = rs(B62, 32)
V["wecom_hook1"] = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + uuid4()
V["wx_secret1"] = rs(HEX, 32)
V["wxpay_key1"] = rs(B62, 32)
V["django_secret1"] = "django-insecure-" + rs(LO + DIG + "!@#$%^&*(-_=+)", 50)
V["azure_key1"] = base64.b64encode(bytes(rng.randrange(256) for _ in range(64))).decode()
V["ding_appsecret1"] = rs(B62 + "-_", 64)
# decoy uuids / hashes (not secret)
V["uuid_1"] = uuid4()
V["uuid_2"] = uuid4()
V["uuid_3"] = uuid4()
V["uuid_4"] = uuid4()
V["sha_1"] = rs(HEX, 40)
V["sha_2"] = rs(HEX, 40)
V["sha_3"] = rs(HEX, 40)
V["sha256_1"] = rs(HEX, 64)

# added later (appended so that earlier values keep their seeded sequence)
V["card_up7"] = gen_card("6212", 19)
V["card_up8"] = group(gen_card("6226", 16), [4, 4, 4, 4])
V["card_up9"] = gen_card("6259", 16)
V["card_up10"] = group(gen_card("6210", 19), [4, 4, 4, 4, 3])
V["card_visa5"] = group(gen_card("4", 16), [4, 4, 4, 4])
V["card_mc4"] = gen_card("53", 16)
V["pp_ie2"] = gen_pp("ie")
V["hkid_4"] = gen_hkid("Z")
V["iban_gb5"] = group(gen_iban("GB"), [4] * 8)
V["iban_gb6"] = gen_iban("GB")


SECRET_PREFIXES = ("https://hooks.slack.com/", "https://discord.com/api/webhooks/",
                   "https://oapi.dingtalk.com/", "https://open.feishu.cn/",
                   "https://qyapi.weixin.qq.com/", "-----BEGIN ", "whsec_", "SEC",
                   "django-insecure-")


# --------------------------------------------------------------- validators
def email_ok(v):
    return bool(re.fullmatch(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}", v))


CN_NUM = "零〇一二三四五六七八九幺"


SPOKEN = {"oh": "0", "o": "0", "zero": "0", "nought": "0", "one": "1", "two": "2",
          "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8",
          "nine": "9"}


def spoken_digits(v):
    """'oh seven seven double oh nine' -> '077009'; None if not a spoken number."""
    out, mult = [], 1
    for w in re.split(r"[\s,\-]+", v.lower().strip()):
        if w in ("double", "triple"):
            mult = 2 if w == "double" else 3
        elif w in SPOKEN:
            out.append(SPOKEN[w] * mult)
            mult = 1
        elif w:
            return None
    return "".join(out)


def phone_ok(v):
    sd = spoken_digits(v)
    if sd:
        return 7 <= len(sd) <= 15
    d = re.sub(r"[^\d%s]" % CN_NUM, "", re.split(r"(?i)(?:ext\.?|x|转|分机)", v)[0])
    if re.fullmatch(r"(95|96|12)\d{3}", v):
        return True  # Chinese 5-digit service numbers (95533, 12345)
    return 7 <= len(d) <= 15 and bool(re.fullmatch(r"[\d\s()+\-.%s/]+(\s*(?:ext\.?|x|转|分机)\s*\d+)?" % CN_NUM, v, re.I))


DOC_NETS = ["192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32", "127.0.0.0/8"]


def is_doc_ip(v):
    import ipaddress
    if "/" in v:
        net = ipaddress.ip_network(v, strict=False)
        return any(net.version == ipaddress.ip_network(n).version and net.subnet_of(ipaddress.ip_network(n))
                   for n in DOC_NETS)
    ip = ipaddress.ip_address(v)
    return any(ip in ipaddress.ip_network(n) for n in DOC_NETS)


def ip_ok(v):
    import ipaddress
    try:
        ipaddress.ip_address(v)
    except ValueError:
        return False
    return not is_doc_ip(v)


MONTHS = {m: i + 1 for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august",
     "september", "october", "november", "december"])}
MONTHS.update({k[:3]: v for k, v in list(MONTHS.items())})
MONTHS["sept"] = 9


def parse_dob(v):
    """Return a datetime.date for a written birth date, or None."""
    s = v.strip().rstrip(".")
    m = re.fullmatch(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})", s)
    if m:
        y, mo, d = map(int, m.groups())
        return _mk(y, mo, d)
    m = re.fullmatch(r"(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]?", s)
    if m:
        y, mo, d = map(int, m.groups())
        return _mk(y, mo, d)
    m = re.fullmatch(r"(\d{8})", s)
    if m:
        return _mk(int(s[:4]), int(s[4:6]), int(s[6:]))
    m = re.fullmatch(r"(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4})", s)
    if m:
        a, b, y = map(int, m.groups())
        return _mk(y, b, a) or _mk(y, a, b)
    m = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([A-Za-z]+)\.?,?\s+(\d{4})", s)
    if m and m.group(2).lower() in MONTHS:
        return _mk(int(m.group(3)), MONTHS[m.group(2).lower()], int(m.group(1)))
    m = re.fullmatch(r"([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})", s)
    if m and m.group(1).lower() in MONTHS:
        return _mk(int(m.group(3)), MONTHS[m.group(1).lower()], int(m.group(2)))
    m = re.fullmatch(r"(\d{1,2})[\-\s]([A-Za-z]{3,9})[\-\s](\d{4})", s)
    if m and m.group(2).lower() in MONTHS:
        return _mk(int(m.group(3)), MONTHS[m.group(2).lower()], int(m.group(1)))
    return None


def _mk(y, m, d):
    try:
        return datetime.date(y, m, d)
    except ValueError:
        return None


def amount_ok(v):
    has_cur = re.search(r"[£$€¥￥₹₩₽]|元|块|万|RMB|CNY|USD|GBP|EUR|HKD|SGD|CAD|AUD|INR|PLN|SEK|CHF|BRL|NT\$|R\$|zł|kr|Rs|MOP|NT", v)
    if re.search(r"(?i)\b(pounds?|quid|dollars?|euros?|bucks)\b", v) and re.search(
            r"(?i)\b(one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)\b", v):
        return True
    return bool(has_cur) and bool(re.search(r"\d|[一二三四五六七八九十百千万]", v))


def validate(typ, v):
    """Return None if the value fits its type, else a reason string."""
    ok = True
    if typ == "CARD":
        ok = card_ok(v)
    elif typ == "CVV":
        ok = bool(re.fullmatch(r"\d{3,4}", v))
    elif typ == "IBAN":
        ok = iban_ok(v)
    elif typ == "IDCARD":
        ok = cnid_ok(v)
    elif typ == "SSN":
        ok = ssn_ok(v)
    elif typ == "NATIONAL_ID":
        ok = national_id_ok(v)
    elif typ == "PASSPORT":
        ok = passport_ok(v)
    elif typ == "APIKEY":
        ok = apikey_ok(v)
    elif typ == "EMAIL":
        ok = email_ok(v)
    elif typ == "PHONE":
        ok = phone_ok(v)
    elif typ == "IP_ADDRESS":
        ok = ip_ok(v)
    elif typ == "DATE_OF_BIRTH":
        ok = parse_dob(v) is not None
    elif typ == "AMOUNT":
        ok = amount_ok(v)
    elif typ in ("SECRET", "PASSWORD"):
        ok = len(v) >= 4 and v == v.strip()
    elif typ in ("PERSON", "ADDRESS", "MEDICAL"):
        ok = v == v.strip() and len(v) >= 1
    else:
        return "unknown type"
    return None if ok else "%s fails %s check" % (v, typ)


# ---------------------------------------------------------------- selftest
def _expect(name, fn, good, bad):
    for g in good:
        assert fn(g), "%s should accept published example %r" % (name, g)
    for b in bad:
        assert not fn(b), "%s should reject corrupted %r" % (name, b)


def selftest(verbose=False):
    _expect("luhn/card", card_ok,
            ["4111111111111111", "378282246310005", "5555555555554444", "6011111111111117",
             "4111 1111 1111 1111"],
            ["4111111111111112", "378282246310006", "5555555555554445", "1234567812345678"])
    _expect("iban", iban_ok,
            ["GB82WEST12345698765432", "GB82 WEST 1234 5698 7654 32", "DE89370400440532013000",
             "NL91ABNA0417164300", "FR1420041010050500013M02606", "ES9121000418450200051332",
             "BE68539007547034", "CH9300762011623852957", "IT60X0542811101000000123456",
             "PL61109010140000071219812874", "AT611904300234573201"],
            ["GB82WEST12345698765433", "DE89370400440532013001", "NL91ABNA0417164301",
             "GB82WEST1234569876543"])
    # internal BBAN checks against published IBANs
    assert it_cin("0542811101000000123456") == "X", "Italian CIN"
    assert es_dc("2100", "0418", "0200051332") == "45", "Spanish DC"
    assert fr_rib("20041", "01005", "0500013") != "", "French RIB"
    _expect("cn_id", cnid_ok, ["11010519491231002X", "11010519491231002x"],
            ["110105194912310021", "11010519491331002X", "1101051949123100"])
    _expect("ssn", ssn_ok, ["078-05-1120", "219-09-9999", "536 22 1234"],
            ["666-12-3456", "000-12-3456", "123-00-4567", "912-34-5678", "123-45-0000"])
    _expect("nino", nino_ok, ["AB123456C", "AB 12 34 56 C", "JG103759A"],
            ["BG123456A", "DA123456A", "AB123456E", "AO123456A"])
    _expect("bsn", bsn_ok, ["111222333", "123456782"], ["123456789", "111222334"])
    _expect("se_pnr", se_pnr_ok, ["811218-9876", "19811218-9876"], ["811218-9875"])
    _expect("hetu", hetu_ok, ["131052-308T"], ["131052-308U", "131052-309T"])
    _expect("dni", dni_ok, ["12345678Z", "X1234567L"], ["12345678A", "X1234567Z"])
    _expect("cpf", cpf_ok, ["111.444.777-35", "11144477735"], ["111.444.777-36", "111.111.111-11"])
    _expect("sin", sin_ok, ["046 454 286", "046-454-286"], ["046 454 287", "146 454 286"])
    _expect("pesel", pesel_ok, ["44051401359"], ["44051401358"])
    _expect("nric", nric_ok, ["S1234567D"], ["S1234567E"])
    _expect("hkid", hkid_ok, ["A123456(3)", "A1234563"], ["A123456(4)"])
    _expect("twid", twid_ok, ["A123456789"], ["A123456788", "A323456789"])
    _expect("steuer_id", steuer_ok, ["86095742719", "86 095 742 719"], ["86095742718", "01234567891"])
    _expect("verhoeff", verhoeff_ok, ["2363"], ["2364", "3263"])
    assert verhoeff_digit("236") == "3", "Verhoeff check digit"
    _expect("aadhaar", aadhaar_ok, [], ["1234 5678 9012"])
    _expect("jwt", jwt_ok,
            ["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"],
            ["abc.def.ghi", "eyJhbGciOiJIUzI1NiJ9.e30"])
    _expect("apikey", apikey_ok, ["AKIAIOSFODNN7EXAMPLE", "ghp_" + "a" * 36],
            ["AKIA123", "ghp_short", "your-api-key-here"])
    _expect("passport", passport_ok, ["C01X00T47", "E12345678", "12AB34567", "K1234567A"],
            ["ABCDEFGHIJ", "12"])
    _expect("ip", ip_ok, ["10.20.1.5", "81.2.69.160", "2a01:4f8:c17:2b1::7"],
            ["192.0.2.44", "198.51.100.7", "203.0.113.9", "2001:db8::1", "127.0.0.1", "300.1.1.1"])
    _expect("dob", lambda v: parse_dob(v) is not None,
            ["1987-03-14", "14/03/1987", "1987年3月14日", "March 14, 1987", "14 March 1987", "19870314"],
            ["1987-13-14", "next Tuesday"])

    # every generated value
    checks = {
        "card_": card_ok, "iban_": iban_ok, "cnid_": cnid_ok, "ssn_": ssn_ok,
        "nino_": nino_ok, "bsn_": bsn_ok, "pnr_se": se_pnr_ok, "hetu_": hetu_ok,
        "dni_": dni_ok, "nie_": dni_ok, "cpf_": cpf_ok, "sin_": sin_ok,
        "pesel_": pesel_ok, "nric_": nric_ok, "hkid_": hkid_ok, "twid_": twid_ok,
        "steuer_": steuer_ok, "aadhaar_": aadhaar_ok, "nir_": nir_ok,
        "nrn_be": be_nrn_ok, "fnr_no": no_fnr_ok, "pp_": passport_ok, "jwt_": jwt_ok,
    }
    apikeys = ["openai_1", "openai_2", "anthropic_1", "stripe_sk1", "stripe_sk2", "stripe_rk1",
               "ghp_1", "ghp_2", "gho_1", "ghpat_1", "xoxb_1", "xoxb_2", "xoxp_1", "aws_akid1",
               "aws_akid2", "glpat_1", "glpat_2", "google_1", "google_2", "hf_1", "npm_1",
               "sendgrid_1", "telegram_1", "telegram_2", "discord_1", "twilio_sk1", "mailgun_1",
               "ali_akid1", "ali_akid2", "tencent_akid1", "shopify_1", "do_1", "pypi_1",
               "linear_1", "mapbox_sk1", "groq_1", "replicate_1", "postman_1", "airtable_1",
               "notion_1"]
    n = 0
    for k, v in VALUES.items():
        for pre, fn in checks.items():
            if k.startswith(pre):
                assert fn(v), "generated %s=%r fails" % (k, v)
                n += 1
    for k in apikeys:
        assert apikey_ok(VALUES[k]), "generated %s=%r fails apikey shape" % (k, VALUES[k])
        n += 1
    for k in ["stripe_pk1", "mapbox_pk1", "twilio_ac1", "wx_appid1", "feishu_appid1", "uuid_1"]:
        assert not apikey_ok(VALUES[k]), "decoy %s looks like an api key" % k
    for k in ["cnid_%02d" % i for i in range(1, 33)]:
        spec = [s for s in CNID_SPEC if "cnid_" + s[0] == k][0]
        assert VALUES[k].replace(" ", "")[6:14] == spec[2]
    assert sum(1 for k in VALUES if k.startswith("cnid_") and VALUES[k].endswith("X")) >= 3
    # a corrupted copy of every check-digit value must fail
    for k, v in VALUES.items():
        for pre, fn in checks.items():
            if not k.startswith(pre) or pre in ("pp_", "jwt_", "ssn_", "nino_"):
                continue
            core = v.rstrip(")")
            idx = len(core) - 1
            if k.startswith("iban_"):
                idx = 2
            if not v[idx].isdigit():
                continue
            bad = v[:idx] + str((int(v[idx]) + 1) % 10) + v[idx + 1:]
            assert not fn(bad), "corrupted %s=%r still passes" % (k, bad)
    if verbose:
        print("selftest ok: %d generated values validated" % n)
    return True


if __name__ == "__main__":
    import sys
    selftest(verbose=True)
    if "-p" in sys.argv:
        for k, v in VALUES.items():
            print(k, "=", v)
