"""Seeded generators and validators for corpus_blind12.

Every card, IBAN, Chinese resident ID, national ID and generated vendor key used in
the texts comes from VALUES (referenced as `$name` in the markup).  All values are
invented; they are generated from random.Random(20261214) and pass the real
check-digit schemes so that a detector cannot reject them on a checksum.

Run `python3 values.py` to execute selftest() and print every value.
"""
import base64
import datetime
import json
import random
import re
import string

SEED = 20261214
rng = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
B32 = UP + "234567"


def rs(alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(s):
    d = re.sub(r"[ \-]", "", s)
    if not d.isdigit():
        return False
    total = 0
    for i, ch in enumerate(reversed(d)):
        v = int(ch)
        if i % 2 == 1:
            v *= 2
            if v > 9:
                v -= 9
        total += v
    return total % 10 == 0


def luhn_digit(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return c
    raise AssertionError


def card_ok(s):
    d = re.sub(r"[ \-]", "", s)
    return d.isdigit() and 13 <= len(d) <= 19 and luhn_ok(d)


def gen_card(prefix, length, groups=None, sep=" "):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    num = body + luhn_digit(body)
    if not groups:
        return num
    out, i = [], 0
    for g in groups:
        out.append(num[i:i + g])
        i += g
    return sep.join(out)


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {"DE": 22, "GB": 22, "FR": 27, "NL": 18, "ES": 24, "IT": 27, "CH": 21,
            "BE": 16, "PL": 28, "AT": 20, "IE": 22, "PT": 25, "SE": 24, "DK": 18}


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_ok(s):
    t = s.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", t):
        return False
    if IBAN_LEN.get(t[:2]) != len(t):
        return False
    return _iban_num(t[4:] + t[:4]) % 97 == 1


def gen_iban(cc, bban, spaced=True):
    chk = 98 - _iban_num(bban + cc + "00") % 97
    iban = "%s%02d%s" % (cc, chk, bban)
    assert iban_ok(iban), iban
    if spaced:
        return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    return iban


def bban_for(cc):
    if cc == "DE":
        return rs(DIG, 18)
    if cc == "GB":
        return rng.choice(["NWBK", "BARC", "LOYD", "MIDL", "HBUK"]) + rs(DIG, 14)
    if cc == "IE":
        return rng.choice(["AIBK", "BOFI"]) + rs(DIG, 14)
    if cc == "FR":
        bank, branch, acct = rs(DIG, 5), rs(DIG, 5), rs(DIG, 11)
        key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
        return bank + branch + acct + "%02d" % key
    if cc == "NL":
        return rng.choice(["ABNA", "INGB", "RABO", "TRIO"]) + rs(DIG, 10)
    if cc == "ES":
        return rs(DIG, 20)
    if cc == "IT":
        return rng.choice(UP) + rs(DIG, 10) + rs(DIG, 12)
    if cc == "CH":
        return rs(DIG, 17)
    if cc == "BE":
        first = rs(DIG, 10)
        m = int(first) % 97 or 97
        return first + "%02d" % m
    if cc == "PL":
        return rs(DIG, 24)
    if cc == "AT":
        return rs(DIG, 16)
    if cc == "PT":
        return rs(DIG, 21)
    if cc == "SE":
        return rs(DIG, 20)
    if cc == "DK":
        return rs(DIG, 14)
    raise KeyError(cc)


# ---------------------------------------------------------------- China GB 11643
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_C = "10X98765432"


def cnid_ok(s):
    s = s.strip().upper()
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    try:
        datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return False
    if not ("1900" <= s[6:10] <= "2025"):
        return False
    return CN_C[sum(int(a) * b for a, b in zip(s[:17], CN_W)) % 11] == s[17]


def gen_cnid(region, ymd, male=None, want_x=False):
    while True:
        seq = rs(DIG, 2)
        last = rng.choice("13579" if male else "02468") if male is not None else rng.choice(DIG)
        body = region + ymd + seq + last
        c = CN_C[sum(int(a) * b for a, b in zip(body, CN_W)) % 11]
        if want_x and c != "X":
            continue
        if not want_x and c == "X" and rng.random() < 0.7:
            continue
        return body + c


# ---------------------------------------------------------------- national IDs
def se_ok(s):
    m = re.fullmatch(r"(\d{6})[-+](\d{4})", s)
    if not m:
        return False
    d = m.group(1) + m.group(2)
    try:
        datetime.datetime.strptime(d[:6], "%y%m%d")
    except ValueError:
        return False
    return luhn_ok(d)


def gen_se(yymmdd):
    body = yymmdd + rs(DIG, 3)
    return yymmdd + "-" + body[6:] + luhn_digit(body)


FI_CH = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def fi_ok(s):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", s)
    if not m:
        return False
    return FI_CH[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def gen_fi(ddmmyy, sign):
    n = "%03d" % rng.randint(2, 899)
    return ddmmyy + sign + n + FI_CH[int(ddmmyy + n) % 31]


def bsn_ok(s):
    d = s.replace(".", "").replace(" ", "")
    if not re.fullmatch(r"\d{9}", d):
        return False
    t = sum(int(d[i]) * (9 - i) for i in range(8)) - int(d[8])
    return t % 11 == 0 and d[0] != "0"


def gen_bsn():
    while True:
        b = str(rng.randint(1, 9)) + rs(DIG, 7)
        t = sum(int(b[i]) * (9 - i) for i in range(8)) % 11
        if t <= 9:
            return b + str(t)


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def es_ok(s):
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})-?([A-Z])", s)
    if not m:
        return False
    pre = {"": "", "X": "0", "Y": "1", "Z": "2"}[m.group(1)]
    num = pre + m.group(2)
    if len(num) != 8:
        return False
    return DNI_L[int(num) % 23] == m.group(3)


def gen_es(nie=False):
    if nie:
        p = rng.choice("XYZ")
        n = rs(DIG, 7)
        return p + n + DNI_L[int({"X": "0", "Y": "1", "Z": "2"}[p] + n) % 23]
    n = str(rng.randint(10000000, 79999999))
    return n + DNI_L[int(n) % 23]


CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21] +
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))


def _cf_even(c):
    return int(c) if c.isdigit() else ord(c) - 65


def it_ok(s):
    if not re.fullmatch(r"[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]", s):
        return False
    t = sum(CF_ODD[c] if i % 2 == 0 else _cf_even(c) for i, c in enumerate(s[:15]))
    return chr(65 + t % 26) == s[15]


def gen_it(sur3, name3, yy, month_letter, day, comune):
    body = sur3 + name3 + yy + month_letter + "%02d" % day + comune
    t = sum(CF_ODD[c] if i % 2 == 0 else _cf_even(c) for i, c in enumerate(body))
    return body + chr(65 + t % 26)


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(s):
    if not re.fullmatch(r"\d{11}", s):
        return False
    return (10 - sum(int(a) * b for a, b in zip(s, PESEL_W)) % 10) % 10 == int(s[10])


def gen_pesel(yy, mm, dd, female):
    body = "%02d%02d%02d" % (yy, mm, dd) + rs(DIG, 3) + rng.choice("02468" if female else "13579")
    return body + str((10 - sum(int(a) * b for a, b in zip(body, PESEL_W)) % 10) % 10)


def be_ok(s):
    d = re.sub(r"[.\- ]", "", s)
    if not re.fullmatch(r"\d{11}", d):
        return False
    c = int(d[9:])
    return 97 - int(d[:9]) % 97 == c or 97 - int("2" + d[:9]) % 97 == c


def gen_be(yymmdd, born2000=False):
    seq = "%03d" % rng.randint(1, 997)
    base = yymmdd + seq
    c = 97 - int(("2" + base) if born2000 else base) % 97
    d = base + "%02d" % c
    return "%s.%s.%s-%s.%s" % (d[0:2], d[2:4], d[4:6], d[6:9], d[9:11])


def nir_ok(s):
    d = s.replace(" ", "")
    if not re.fullmatch(r"[12]\d{2}(0[1-9]|1[0-2])(\d{2}|2A|2B)\d{6}\d{2}", d):
        return False
    n = d[:13].replace("2A", "19").replace("2B", "18")
    return 97 - int(n) % 97 == int(d[13:])


def gen_nir(sex, yy, mm, dept):
    body = sex + yy + mm + dept + rs(DIG, 3) + rs(DIG, 3)
    key = 97 - int(body) % 97
    return "%s %s %s %s %s %s %02d" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)


VH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
        [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
        [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
        [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
        [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
        [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VH_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VH_D[c][VH_P[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VH_D[c][VH_P[(i + 1) % 8][int(ch)]]
    return str(VH_INV[c])


def aadhaar_ok(s):
    d = s.replace(" ", "").replace("-", "")
    return bool(re.fullmatch(r"[2-9]\d{11}", d)) and verhoeff_ok(d)


def gen_aadhaar():
    body = str(rng.randint(2, 9)) + rs(DIG, 10)
    d = body + verhoeff_digit(body)
    return "%s %s %s" % (d[0:4], d[4:8], d[8:12])


SG_W = [2, 7, 6, 5, 4, 3, 2]


def nric_ok(s):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    if not m:
        return False
    t = sum(int(a) * b for a, b in zip(m.group(2), SG_W)) + (4 if m.group(1) in "TG" else 0)
    table = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return table[t % 11] == m.group(3)


def gen_nric(prefix):
    d = rs(DIG, 7)
    t = sum(int(a) * b for a, b in zip(d, SG_W)) + (4 if prefix in "TG" else 0)
    table = "JZIHGFEDCBA" if prefix in "ST" else "XWUTRQPNMLK"
    return prefix + d + table[t % 11]


def hkid_ok(s):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", s)
    if not m:
        return False
    letters = m.group(1)
    vals = ([36] if len(letters) == 1 else []) + [ord(c) - 55 for c in letters]
    t = vals[0] * 9 + vals[1] * 8 + sum(int(c) * w for c, w in zip(m.group(2), [7, 6, 5, 4, 3, 2]))
    r = (11 - t % 11) % 11
    return ("A" if r == 10 else str(r)) == m.group(3)


def gen_hkid():
    while True:
        L = rng.choice("ACDEHKMPRVYZ")
        d = rs(DIG, 6)
        t = 36 * 9 + (ord(L) - 55) * 8 + sum(int(c) * w for c, w in zip(d, [7, 6, 5, 4, 3, 2]))
        r = (11 - t % 11) % 11
        return "%s%s(%s)" % (L, d, "A" if r == 10 else str(r))


TW_L = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO",
                [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35]))


def twid_ok(s):
    if not re.fullmatch(r"[A-Z][12]\d{8}", s):
        return False
    v = TW_L[s[0]]
    t = v // 10 + (v % 10) * 9 + sum(int(c) * w for c, w in zip(s[1:9], range(8, 0, -1))) + int(s[9])
    return t % 10 == 0


def gen_twid(letter, female):
    body = letter + ("2" if female else "1") + rs(DIG, 7)
    v = TW_L[letter]
    t = v // 10 + (v % 10) * 9 + sum(int(c) * w for c, w in zip(body[1:9], range(8, 0, -1)))
    return body + str((10 - t % 10) % 10)


def cpf_ok(s):
    d = re.sub(r"[.\-]", "", s)
    if not re.fullmatch(r"\d{11}", d) or len(set(d)) == 1:
        return False
    for n in (9, 10):
        t = sum(int(d[i]) * (n + 1 - i) for i in range(n))
        c = (t * 10) % 11 % 10
        if c != int(d[n]):
            return False
    return True


def gen_cpf():
    d = rs(DIG, 9)
    for n in (9, 10):
        t = sum(int(d[i]) * (n + 1 - i) for i in range(n))
        d += str((t * 10) % 11 % 10)
    return "%s.%s.%s-%s" % (d[0:3], d[3:6], d[6:9], d[9:11])


def sin_ok(s):
    d = s.replace(" ", "").replace("-", "")
    return bool(re.fullmatch(r"[1-7]\d{8}|0\d{8}", d)) and luhn_ok(d)


def gen_sin():
    body = str(rng.choice([1, 2, 4, 5, 6, 7])) + rs(DIG, 7)
    d = body + luhn_digit(body)
    return "%s %s %s" % (d[0:3], d[3:6], d[6:9])


TFN_W = [1, 4, 3, 7, 5, 8, 6, 9, 10]


def tfn_ok(s):
    d = s.replace(" ", "")
    return bool(re.fullmatch(r"\d{9}", d)) and sum(int(a) * b for a, b in zip(d, TFN_W)) % 11 == 0


def gen_tfn():
    while True:
        d = rs(DIG, 9)
        if tfn_ok(d) and d[0] != "0":
            return "%s %s %s" % (d[0:3], d[3:6], d[6:9])


def _de_tin_check(ten):
    product = 10
    for ch in ten:
        s = (int(ch) + product) % 10
        if s == 0:
            s = 10
        product = (s * 2) % 11
    c = 11 - product
    return 0 if c == 10 else c


def de_tin_ok(s):
    d = s.replace(" ", "")
    if not re.fullmatch(r"[1-9]\d{10}", d):
        return False
    counts = sorted((d[:10].count(c) for c in set(d[:10])), reverse=True)
    if counts[0] not in (2, 3) or counts.count(counts[0]) != 1:
        return False
    return _de_tin_check(d[:10]) == int(d[10])


def gen_de_tin():
    while True:
        digits = rng.sample(DIG, 9)
        if digits[0] == "0":
            continue
        dup = rng.choice(digits[1:])
        pos = rng.randint(1, 9)
        ten = "".join(digits[:pos] + [dup] + digits[pos:])
        if ten[0] == "0":
            continue
        d = ten + str(_de_tin_check(ten))
        if de_tin_ok(d):
            return "%s %s %s %s" % (d[0:2], d[2:5], d[5:8], d[8:11])


def mynumber_ok(s):
    d = s.replace(" ", "").replace("-", "")
    if not re.fullmatch(r"\d{12}", d):
        return False
    body = d[:11]
    t = 0
    for n in range(1, 12):
        p = int(body[11 - n])
        q = n + 1 if n <= 6 else n - 5
        t += p * q
    r = t % 11
    return (0 if r <= 1 else 11 - r) == int(d[11])


def gen_mynumber():
    while True:
        body = str(rng.randint(1, 9)) + rs(DIG, 10)
        for c in DIG:
            if mynumber_ok(body + c):
                d = body + c
                return "%s %s %s" % (d[0:4], d[4:8], d[8:12])


def rut_ok(s):
    m = re.fullmatch(r"(\d{1,2}\.?\d{3}\.?\d{3})-([\dK])", s)
    if not m:
        return False
    body = m.group(1).replace(".", "")
    t = sum(int(c) * w for c, w in zip(reversed(body), [2, 3, 4, 5, 6, 7] * 2))
    r = 11 - t % 11
    c = {11: "0", 10: "K"}.get(r, str(r))
    return c == m.group(2)


def gen_rut():
    body = str(rng.randint(8000000, 24999999))
    t = sum(int(c) * w for c, w in zip(reversed(body), [2, 3, 4, 5, 6, 7] * 2))
    r = 11 - t % 11
    c = {11: "0", 10: "K"}.get(r, str(r))
    return "%s.%s.%s-%s" % (body[:-6], body[-6:-3], body[-3:], c)


KR_W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]


def rrn_ok(s):
    d = s.replace("-", "")
    if not re.fullmatch(r"\d{13}", d):
        return False
    return (11 - sum(int(a) * b for a, b in zip(d, KR_W)) % 11) % 10 == int(d[12])


def gen_rrn(yymmdd, gender_digit):
    body = yymmdd + gender_digit + rs(DIG, 5)
    c = (11 - sum(int(a) * b for a, b in zip(body, KR_W)) % 11) % 10
    return body[:6] + "-" + body[6:] + str(c)


NINO_BAD_PREFIX = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def nino_ok(s):
    d = s.replace(" ", "")
    m = re.fullmatch(r"([A-CEGHJ-PR-TW-Z])([A-CEGHJ-NPR-TW-Z])(\d{6})([A-D])", d)
    return bool(m) and (m.group(1) + m.group(2)) not in NINO_BAD_PREFIX


def gen_nino():
    while True:
        a = rng.choice("ABCEGHJKLMNPRSTWXYZ")
        b = rng.choice("ABCEGHJKLMNPRSTWXYZ")
        d = "%s%s %s %s %s %s" % (a, b, rs(DIG, 2), rs(DIG, 2), rs(DIG, 2), rng.choice("ABCD"))
        if nino_ok(d):
            return d


def nhs_ok(s):
    d = s.replace(" ", "")
    if not re.fullmatch(r"\d{10}", d):
        return False
    c = 11 - sum(int(d[i]) * (10 - i) for i in range(9)) % 11
    c = 0 if c == 11 else c
    return c != 10 and c == int(d[9])


def gen_nhs():
    while True:
        body = str(rng.randint(4, 9)) + rs(DIG, 8)
        c = 11 - sum(int(body[i]) * (10 - i) for i in range(9)) % 11
        c = 0 if c == 11 else c
        if c != 10:
            d = body + str(c)
            return "%s %s %s" % (d[0:3], d[3:6], d[6:10])


# ---------------------------------------------------------------- SSN
def ssn_ok(s):
    m = re.fullmatch(r"(\d{3})[- ]?(\d{2})[- ]?(\d{4})", s)
    if not m:
        return False
    a, g, sn = m.groups()
    return a not in ("000", "666") and not a.startswith("9") and g != "00" and sn != "0000"


def gen_ssn(sep="-"):
    while True:
        a = "%03d" % rng.randint(1, 899)
        if a == "666":
            continue
        return sep.join([a, "%02d" % rng.randint(1, 99), "%04d" % rng.randint(1, 9999)])


# ---------------------------------------------------------------- vendor keys
def _b64url(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def gen_jwt(payload, alg="HS256"):
    return _b64url({"alg": alg, "typ": "JWT"}) + "." + _b64url(payload) + "." + rs(B64URL, 43)


def gen_pem(kind="RSA PRIVATE KEY", lines=6):
    body = "\n".join(rs(B64, 64) for _ in range(lines - 1)) + "\n" + rs(B64, 28) + "=="
    if kind == "OPENSSH PRIVATE KEY":
        body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAA" + rs(B64, 8) + "\n" + body
    else:
        body = "MIIEow" + rs(B64, 58) + "\n" + body
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, body, kind)


KEY_SHAPES = {
    "aws_akid": r"(AKIA|ASIA)[A-Z2-7]{16}",
    "aws_secret": r"[A-Za-z0-9/+]{40}",
    "gh_pat": r"ghp_[A-Za-z0-9]{36}",
    "gh_fine": r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    "gh_oauth_secret": r"[0-9a-f]{40}",
    "gitlab_pat": r"glpat-[A-Za-z0-9_\-]{20}",
    "slack_bot": r"xoxb-\d{11,13}-\d{13}-[A-Za-z0-9]{24}",
    "slack_webhook": r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}",
    "stripe_sk": r"sk_live_[A-Za-z0-9]{24,99}",
    "stripe_rk": r"rk_live_[A-Za-z0-9]{24,99}",
    "stripe_whsec": r"whsec_[A-Za-z0-9]{32}",
    "openai": r"sk-proj-[A-Za-z0-9_\-]{40,160}",
    "anthropic": r"sk-ant-api03-[A-Za-z0-9_\-]{93}AA",
    "hf": r"hf_[A-Za-z]{34}",
    "sendgrid": r"SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}",
    "mailgun": r"key-[0-9a-f]{32}",
    "twilio_sk": r"SK[0-9a-f]{32}",
    "twilio_token": r"[0-9a-f]{32}",
    "do_pat": r"dop_v1_[0-9a-f]{64}",
    "npm": r"npm_[A-Za-z0-9]{36}",
    "pypi": r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_\-]{50,}",
    "atlassian": r"ATATT3xFfGF0[A-Za-z0-9_\-]{60,}=[0-9A-F]{8}",
    "datadog_api": r"[0-9a-f]{32}",
    "datadog_app": r"[0-9a-f]{40}",
    "shopify_pat": r"shpat_[0-9a-f]{32}",
    "shopify_ss": r"shpss_[0-9a-f]{32}",
    "discord_bot": r"[MN][A-Za-z0-9]{23,25}\.[A-Za-z0-9_\-]{6}\.[A-Za-z0-9_\-]{38}",
    "telegram_bot": r"\d{9,10}:AA[A-Za-z0-9_\-]{33}",
    "azure_storage": r"[A-Za-z0-9+/]{86}==",
    "azure_client_secret": r"[A-Za-z0-9_~.\-]{3}8Q~[A-Za-z0-9_~.\-]{34}",
    "ali_akid": r"LTAI[A-Za-z0-9]{20}",
    "ali_secret": r"[A-Za-z0-9]{30}",
    "tc_secretid": r"AKID[A-Za-z0-9]{32}",
    "tc_secretkey": r"[A-Za-z0-9]{32}",
    "google_api": r"AIza[A-Za-z0-9_\-]{35}",
    "google_oauth_secret": r"GOCSPX-[A-Za-z0-9_\-]{28}",
    "jwt": r"eyJ[A-Za-z0-9_\-]+\.eyJ[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]{43}",
    "sentry_dsn": r"https://[0-9a-f]{32}@o\d{6}\.ingest\.(us\.)?sentry\.io/\d{7}",
    "mailchimp": r"[0-9a-f]{32}-us\d{1,2}",
    "totp": r"[A-Z2-7]{32}",
    "pem": r"-----BEGIN [A-Z ]+-----\n[A-Za-z0-9+/=\n]+\n-----END [A-Z ]+-----",
    "linear": r"lin_api_[A-Za-z0-9]{40}",
    "cloudflare": r"[A-Za-z0-9_\-]{40}",
    "dockerhub": r"dckr_pat_[A-Za-z0-9_\-]{27}",
    "wechat_secret": r"[0-9a-f]{32}",
    "dingtalk_secret": r"[A-Za-z0-9_\-]{64}",
    "feishu_secret": r"[A-Za-z0-9]{32}",
    "square": r"EAAA[A-Za-z0-9_\-]{60}",
    "tfc": r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9]{67}",
    "dingtalk_webhook": r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}",
    "feishu_webhook": r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f\-]{36}",
    "wecom_webhook": r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f\-]{36}",
    "discord_webhook": r"https://discord\.com/api/webhooks/\d{18,19}/[A-Za-z0-9_\-]{68}",
    "gcp_sa_key": r"[0-9a-f]{40}",
    "bearer_opaque": r"[A-Za-z0-9_\-\.]{32,}",
}


def key_ok(shape):
    rx = re.compile(KEY_SHAPES[shape])
    return lambda s: bool(rx.fullmatch(s))


def _uuid():
    h = rs(HEX, 32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], rng.choice("89ab"), h[17:20], h[20:32])


# ---------------------------------------------------------------- build VALUES
VALUES = {}
VALUE_SCHEME = {}   # name -> validator key


def put(name, value, scheme):
    assert name not in VALUES, name
    VALUES[name] = value
    VALUE_SCHEME[name] = scheme


# cards (visa, mastercard, amex, discover, unionpay, jcb, diners, maestro)
put("card_visa1", gen_card("4", 16, [4, 4, 4, 4]), "card")
put("card_visa2", gen_card("4", 16), "card")
put("card_visa3", gen_card("4", 16, [4, 4, 4, 4], "-"), "card")
put("card_visa4", gen_card("4", 13), "card")
put("card_visa5", gen_card("4", 16, [4, 4, 4, 4]), "card")
put("card_mc1", gen_card("51", 16, [4, 4, 4, 4]), "card")
put("card_mc2", gen_card("2221", 16), "card")
put("card_mc3", gen_card("55", 16, [4, 4, 4, 4]), "card")
put("card_amex1", gen_card("37", 15, [4, 6, 5]), "card")
put("card_amex2", gen_card("34", 15), "card")
put("card_disc1", gen_card("6011", 16, [4, 4, 4, 4]), "card")
put("card_up1", gen_card("62", 19, [4, 4, 4, 4, 3]), "card")
put("card_up2", gen_card("622", 16, [4, 4, 4, 4]), "card")
put("card_up3", gen_card("6217", 19), "card")
put("card_up4", gen_card("625", 16), "card")
put("card_jcb1", gen_card("3528", 16, [4, 4, 4, 4]), "card")
put("card_diners1", gen_card("36", 14, [4, 6, 4]), "card")
put("card_maestro1", gen_card("6759", 18), "card")

# IBANs
for i, (cc, sp) in enumerate([("DE", True), ("GB", True), ("FR", True), ("NL", False), ("ES", True),
                              ("IT", False), ("CH", True), ("BE", True), ("PL", True), ("AT", False),
                              ("IE", True), ("PT", True), ("DE", False), ("GB", False), ("NL", True),
                              ("SE", True), ("DK", False)]):
    n = sum(1 for k in VALUES if k.startswith("iban_" + cc.lower())) + 1
    put("iban_%s%d" % (cc.lower(), n), gen_iban(cc, bban_for(cc), sp), "iban")

# Chinese resident IDs (region, birth date, male?)
CNID_SPEC = [
    ("cnid_1", "110105", "19880314", True), ("cnid_2", "310115", "19920726", False),
    ("cnid_3", "440305", "19850109", True), ("cnid_4", "330106", "19970502", False),
    ("cnid_5", "510107", "19791118", True), ("cnid_6", "420106", "20010930", False),
    ("cnid_7", "320106", "19660221", True), ("cnid_8", "370202", "19940612", False),
    ("cnid_9", "610113", "19891003", True), ("cnid_10", "350203", "19750815", False),
    ("cnid_11", "430104", "20030427", True), ("cnid_12", "500103", "19580707", False),
    ("cnid_13", "120101", "19990119", True), ("cnid_14", "210102", "19830605", False),
]
for name, region, ymd, male in CNID_SPEC:
    put(name, gen_cnid(region, ymd, male), "cnid")
put("cnid_x1", gen_cnid("440106", "19900817", None, want_x=True), "cnid")
put("cnid_x2", gen_cnid("330102", "19861202", None, want_x=True), "cnid")

# national IDs of other countries / regions
put("nid_se_1", gen_se("870423"), "nid_se")
put("nid_se_2", gen_se("021130"), "nid_se")
put("nid_fi_1", gen_fi("140391", "-"), "nid_fi")
put("nid_nl_1", gen_bsn(), "nid_nl")
put("nid_nl_2", gen_bsn(), "nid_nl")
put("nid_es_1", gen_es(), "nid_es")
put("nid_es_nie1", gen_es(nie=True), "nid_es")
put("nid_it_1", gen_it("BNC", "GLI", "88", "E", 17, "F205"), "nid_it")
put("nid_it_2", gen_it("RSS", "CHR", "93", "L", 52, "H501"), "nid_it")
put("nid_pl_1", gen_pesel(91, 6, 3, True), "nid_pl")
put("nid_pl_2", gen_pesel(84, 11, 22, False), "nid_pl")
put("nid_be_1", gen_be("780915"), "nid_be")
put("nid_fr_1", gen_nir("1", "82", "07", "69"), "nid_fr")
put("nid_fr_2", gen_nir("2", "95", "11", "75"), "nid_fr")
put("nid_in_1", gen_aadhaar(), "nid_in")
put("nid_in_2", gen_aadhaar(), "nid_in")
put("nid_in_3", gen_aadhaar(), "nid_in")
put("nid_sg_1", gen_nric("S"), "nid_sg")
put("nid_sg_2", gen_nric("T"), "nid_sg")
put("nid_sg_fin1", gen_nric("G"), "nid_sg")
put("nid_hk_1", gen_hkid(), "nid_hk")
put("nid_hk_2", gen_hkid(), "nid_hk")
put("nid_tw_1", gen_twid("A", True), "nid_tw")
put("nid_tw_2", gen_twid("F", False), "nid_tw")
put("nid_br_1", gen_cpf(), "nid_br")
put("nid_br_2", gen_cpf(), "nid_br")
put("nid_ca_1", gen_sin(), "nid_ca")
put("nid_ca_2", gen_sin(), "nid_ca")
put("nid_au_1", gen_tfn(), "nid_au")
put("nid_de_1", gen_de_tin(), "nid_de")
put("nid_de_2", gen_de_tin(), "nid_de")
put("nid_jp_1", gen_mynumber(), "nid_jp")
put("nid_cl_1", gen_rut(), "nid_cl")
put("nid_kr_1", gen_rrn("900212", "2"), "nid_kr")
put("nid_uk_1", gen_nino(), "nid_uk")
put("nid_uk_2", gen_nino(), "nid_uk")
put("nid_nhs_1", gen_nhs(), "nid_nhs")
put("nid_nhs_2", gen_nhs(), "nid_nhs")

# SSNs
for i in range(1, 9):
    put("ssn_%d" % i, gen_ssn(" " if i == 7 else "-"), "ssn")
put("ssn_plain1", gen_ssn(""), "ssn")

# vendor keys and secrets
put("aws_akid_1", "AKIA" + rs(B32, 16), "aws_akid")
put("aws_secret_1", rs(ALNUM + "/+", 40), "aws_secret")
put("aws_akid_2", "AKIA" + rs(B32, 16), "aws_akid")
put("aws_secret_2", rs(ALNUM + "/+", 40), "aws_secret")
put("aws_sts_1", "ASIA" + rs(B32, 16), "aws_akid")
put("gh_pat_1", "ghp_" + rs(ALNUM, 36), "gh_pat")
put("gh_pat_2", "ghp_" + rs(ALNUM, 36), "gh_pat")
put("gh_fine_1", "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59), "gh_fine")
put("gh_oauth_secret_1", rs(HEX, 40), "gh_oauth_secret")
put("gitlab_pat_1", "glpat-" + rs(ALNUM + "_-", 20), "gitlab_pat")
put("gitlab_pat_2", "glpat-" + rs(ALNUM, 20), "gitlab_pat")
put("slack_bot_1", "xoxb-%s-%s-%s" % (rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 24)), "slack_bot")
put("slack_webhook_1", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 9), rs(UP + DIG, 10), rs(ALNUM, 24)), "slack_webhook")
put("stripe_sk_1", "sk_live_" + rs(ALNUM, 24), "stripe_sk")
put("stripe_sk_2", "sk_live_51" + rs(ALNUM, 97), "stripe_sk")
put("stripe_rk_1", "rk_live_" + rs(ALNUM, 24), "stripe_rk")
put("stripe_whsec_1", "whsec_" + rs(ALNUM, 32), "stripe_whsec")
put("openai_1", "sk-proj-" + rs(ALNUM + "_-", 74), "openai")
put("anthropic_1", "sk-ant-api03-" + rs(ALNUM + "_-", 93) + "AA", "anthropic")
put("hf_1", "hf_" + rs(string.ascii_letters, 34), "hf")
put("hf_2", "hf_" + rs(string.ascii_letters, 34), "hf")
put("sendgrid_1", "SG." + rs(ALNUM + "_-", 22) + "." + rs(ALNUM + "_-", 43), "sendgrid")
put("mailgun_1", "key-" + rs(HEX, 32), "mailgun")
put("twilio_sk_1", "SK" + rs(HEX, 32), "twilio_sk")
put("twilio_token_1", rs(HEX, 32), "twilio_token")
put("do_pat_1", "dop_v1_" + rs(HEX, 64), "do_pat")
put("npm_1", "npm_" + rs(ALNUM, 36), "npm")
put("pypi_1", "pypi-AgEIcHlwaS5vcmc" + rs(ALNUM + "_-", 64), "pypi")
put("atlassian_1", "ATATT3xFfGF0" + rs(ALNUM + "_-", 72) + "=" + rs("0123456789ABCDEF", 8), "atlassian")
put("datadog_api_1", rs(HEX, 32), "datadog_api")
put("datadog_app_1", rs(HEX, 40), "datadog_app")
put("shopify_pat_1", "shpat_" + rs(HEX, 32), "shopify_pat")
put("shopify_ss_1", "shpss_" + rs(HEX, 32), "shopify_ss")
_discord_uid = str(rng.randint(10 ** 17, 10 ** 18 - 1)) + str(rng.randint(0, 9))
put("discord_bot_1", base64.b64encode(_discord_uid.encode()).decode().rstrip("=") + "." + rs(ALNUM + "_-", 6) + "." + rs(ALNUM + "_-", 38), "discord_bot")
put("telegram_bot_1", str(rng.randint(6000000000, 7999999999)) + ":AA" + rs(ALNUM + "_-", 33), "telegram_bot")
put("telegram_bot_2", str(rng.randint(600000000, 999999999)) + ":AA" + rs(ALNUM + "_-", 33), "telegram_bot")
put("azure_storage_1", rs(ALNUM + "+/", 86) + "==", "azure_storage")
put("azure_client_secret_1", rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "_~.-", 34), "azure_client_secret")
put("ali_akid_1", "LTAI" + rs(ALNUM, 20), "ali_akid")
put("ali_secret_1", rs(ALNUM, 30), "ali_secret")
put("ali_akid_2", "LTAI" + rs(ALNUM, 20), "ali_akid")
put("ali_secret_2", rs(ALNUM, 30), "ali_secret")
put("tc_secretid_1", "AKID" + rs(ALNUM, 32), "tc_secretid")
put("tc_secretkey_1", rs(ALNUM, 32), "tc_secretkey")
put("google_api_1", "AIza" + rs(ALNUM + "_-", 35), "google_api")
put("google_api_2", "AIza" + rs(ALNUM + "_-", 35), "google_api")
put("google_oauth_secret_1", "GOCSPX-" + rs(ALNUM + "_-", 28), "google_oauth_secret")
put("jwt_1", gen_jwt({"sub": "u_48213", "role": "tenant", "iat": 1767225600, "exp": 1767312000}), "jwt")
put("jwt_2", gen_jwt({"iss": "vetdesk", "sub": "staff-112", "scope": "records:read", "exp": 1770000000}, "RS256"), "jwt")
put("jwt_3", gen_jwt({"uid": 90217, "org": "ferry-lines", "exp": 1768000000}), "jwt")
put("sentry_dsn_1", "https://%s@o%s.ingest.sentry.io/%s" % (rs(HEX, 32), rs(DIG, 6), rs(DIG, 7)), "sentry_dsn")
put("sentry_dsn_2", "https://%s@o%s.ingest.us.sentry.io/%s" % (rs(HEX, 32), rs(DIG, 6), rs(DIG, 7)), "sentry_dsn")
put("mailchimp_1", rs(HEX, 32) + "-us21", "mailchimp")
put("totp_1", rs(B32, 32), "totp")
put("totp_2", rs(B32, 32), "totp")
put("pem_rsa_1", gen_pem("RSA PRIVATE KEY", 6), "pem")
put("pem_ssh_1", gen_pem("OPENSSH PRIVATE KEY", 5), "pem")
put("pem_ec_1", gen_pem("EC PRIVATE KEY", 3), "pem")
put("linear_1", "lin_api_" + rs(ALNUM, 40), "linear")
put("cloudflare_1", rs(ALNUM + "_-", 40), "cloudflare")
put("dockerhub_1", "dckr_pat_" + rs(ALNUM + "_-", 27), "dockerhub")
put("wechat_secret_1", rs(HEX, 32), "wechat_secret")
put("dingtalk_secret_1", rs(ALNUM + "_-", 64), "dingtalk_secret")
put("feishu_secret_1", rs(ALNUM, 32), "feishu_secret")
put("square_1", "EAAA" + rs(ALNUM + "_-", 60), "square")
put("tfc_1", rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67), "tfc")
put("dingtalk_webhook_1", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64), "dingtalk_webhook")
put("feishu_webhook_1", "https://open.feishu.cn/open-apis/bot/v2/hook/" + _uuid(), "feishu_webhook")
put("wecom_webhook_1", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + _uuid(), "wecom_webhook")
put("discord_webhook_1", "https://discord.com/api/webhooks/%s/%s" % (rs(DIG, 19), rs(ALNUM + "_-", 68)), "discord_webhook")
put("gcp_sa_key_1", rs(HEX, 40), "gcp_sa_key")
put("bearer_1", rs(ALNUM + "_-", 48), "bearer_opaque")
put("bearer_2", "at_" + rs(ALNUM, 40), "bearer_opaque")

# added later (appended so that earlier values keep their seeded draws)
CNID_SPEC_2 = [
    ("cnid_15", "320505", "19580707", True), ("cnid_16", "610113", "19890320", True),
    ("cnid_17", "440106", "19950211", False), ("cnid_18", "110105", "19870905", True),
    ("cnid_19", "330106", "19910422", False), ("cnid_20", "510104", "19930118", True),
    ("cnid_21", "420102", "19640930", False), ("cnid_22", "350102", "20000602", True),
]
for name, region, ymd, male in CNID_SPEC_2:
    put(name, gen_cnid(region, ymd, male), "cnid")
CNID_SPEC = CNID_SPEC + CNID_SPEC_2
put("card_up5", gen_card("6228", 19), "card")
put("card_up6", gen_card("6214", 16, [4, 4, 4, 4]), "card")
put("stripe_whsec_2", "whsec_" + rs(ALNUM, 32), "stripe_whsec")
put("nid_hk_3", gen_hkid(), "nid_hk")
put("nid_sg_3", gen_nric("S"), "nid_sg")


# ---------------------------------------------------------------- validators
VALIDATORS = {
    "card": card_ok,
    "luhn": luhn_ok,
    "iban": iban_ok,
    "cnid": cnid_ok,
    "ssn": ssn_ok,
    "nid_se": se_ok,
    "nid_fi": fi_ok,
    "nid_nl": bsn_ok,
    "nid_es": es_ok,
    "nid_it": it_ok,
    "nid_pl": pesel_ok,
    "nid_be": be_ok,
    "nid_fr": nir_ok,
    "nid_in": aadhaar_ok,
    "nid_sg": nric_ok,
    "nid_hk": hkid_ok,
    "nid_tw": twid_ok,
    "nid_br": cpf_ok,
    "nid_ca": sin_ok,
    "nid_au": tfn_ok,
    "nid_de": de_tin_ok,
    "nid_jp": mynumber_ok,
    "nid_cl": rut_ok,
    "nid_kr": rrn_ok,
    "nid_uk": nino_ok,
    "nid_nhs": nhs_ok,
}
for _shape in KEY_SHAPES:
    VALIDATORS[_shape] = key_ok(_shape)

# published / textbook examples: (validator, value, expected)
PUBLISHED = [
    ("luhn", "79927398713", True), ("card", "4111 1111 1111 1111", True),
    ("card", "5555555555554444", True), ("card", "378282246310005", True),
    ("card", "4111111111111112", False),
    ("iban", "GB82 WEST 1234 5698 7654 32", True), ("iban", "DE89370400440532013000", True),
    ("iban", "FR1420041010050500013M02606", True), ("iban", "NL91ABNA0417164300", True),
    ("iban", "BE68539007547034", True), ("iban", "CH9300762011623852957", True),
    ("iban", "GB82WEST12345698765431", False),
    ("cnid", "11010519491231002X", True), ("cnid", "110105194912310021", False),
    ("cnid", "110105194902300025", False),
    ("ssn", "123-45-6789", True), ("ssn", "666-12-3456", False), ("ssn", "900-12-3456", False),
    ("ssn", "123-00-4567", False), ("ssn", "123-45-0000", False), ("ssn", "000-12-3456", False),
    ("nid_se", "811218-9876", True), ("nid_se", "811218-9877", False),
    ("nid_fi", "131052-308T", True), ("nid_fi", "131052-308U", False),
    ("nid_nl", "111222333", True), ("nid_nl", "111222334", False),
    ("nid_es", "12345678Z", True), ("nid_es", "X1234567L", True), ("nid_es", "12345678A", False),
    ("nid_it", "RSSMRA85T10A562S", True), ("nid_it", "RSSMRA85T10A562T", False),
    ("nid_pl", "44051401359", True), ("nid_pl", "44051401358", False),
    ("nid_be", "85.07.30-033.28", True), ("nid_be", "85073003329", False),
    ("nid_fr", "2 55 08 14 168 025 38", True), ("nid_fr", "2 55 08 14 168 025 39", False),
    ("nid_in", "2363", None), ("nid_sg", "S1234567D", True), ("nid_sg", "S1234567A", False),
    ("nid_hk", "A123456(3)", True), ("nid_hk", "A123456(4)", False),
    ("nid_tw", "A123456789", True), ("nid_tw", "A123456788", False),
    ("nid_br", "111.444.777-35", True), ("nid_br", "111.444.777-36", False),
    ("nid_ca", "046 454 286", True), ("nid_ca", "046 454 287", False),
    ("nid_au", "123 456 782", True), ("nid_au", "123 456 789", False),
    ("nid_de", "86095742719", True), ("nid_de", "86095742718", False),
    ("nid_jp", "123456789018", True), ("nid_jp", "123456789017", False),
    ("nid_cl", "12.345.678-5", True), ("nid_cl", "12.345.678-6", False),
    ("nid_uk", "AB 12 34 56 C", True), ("nid_uk", "GB 12 34 56 C", False),
    ("nid_nhs", "943 476 5919", True), ("nid_nhs", "943 476 5918", False),
    ("aws_akid", "AKIAIOSFODNN7EXAMPLE", True),
    ("aws_secret", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", True),
    ("jwt", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c", True),
]


def selftest(verbose=False):
    problems = []
    for v, val, exp in PUBLISHED:
        if v == "nid_in":
            if not verhoeff_ok(val) or verhoeff_digit("236") != "3":
                problems.append("verhoeff published example failed")
            continue
        got = VALIDATORS[v](val)
        if got != exp:
            problems.append("published example %s %r -> %s (expected %s)" % (v, val, got, exp))
    for name, val in VALUES.items():
        sch = VALUE_SCHEME[name]
        if not VALIDATORS[sch](val):
            problems.append("generated %s=%r fails %s" % (name, val, sch))
    for name, region, ymd, _m in CNID_SPEC:
        if VALUES[name][6:14] != ymd:
            problems.append("cnid birth date mismatch " + name)
    if len(set(VALUES.values())) != len(VALUES):
        problems.append("duplicate generated values")
    if verbose:
        for p in problems:
            print(p)
    return problems


if __name__ == "__main__":
    for k, v in VALUES.items():
        print("%-24s %-14s %s" % (k, VALUE_SCHEME[k], v.replace("\n", "\\n")))
    probs = selftest(verbose=True)
    print("selftest: %d values, %d published examples, %d problems" % (len(VALUES), len(PUBLISHED), len(probs)))
    raise SystemExit(1 if probs else 0)
