"""Seeded value generators and validators for corpus_blind13.

Everything here is invented. Values with check digits are generated so that they
pass the real scheme (Luhn, IBAN mod-97, GB 11643, national ID schemes), and vendor
keys are generated in their vendors' published shapes with random content.

    python3 values.py        # runs selftest() and prints a summary
"""
import base64
import datetime
import json
import random
import re
import string

RNG = random.Random(20261215)

DIGITS = string.digits
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def _r(alphabet, n):
    return "".join(RNG.choice(alphabet) for _ in range(n))


def _digits_only(s):
    return re.sub(r"\D", "", s)


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(number):
    s = _digits_only(number)
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


def valid_card(value):
    s = value.replace(" ", "").replace("-", "")
    return s.isdigit() and 13 <= len(s) <= 19 and luhn_ok(s)


def gen_card(prefix, length, groups=None, sep=" "):
    body = prefix + _r(DIGITS, length - len(prefix) - 1)
    num = body + luhn_digit(body)
    if not groups:
        return num
    out, i = [], 0
    for g in groups:
        out.append(num[i:i + g])
        i += g
    assert i == length
    return sep.join(out)


# ---------------------------------------------------------------- IBAN
IBAN_LENGTHS = {
    "AT": 20, "BE": 16, "CH": 21, "DE": 22, "DK": 18, "ES": 24, "FI": 18, "FR": 27,
    "GB": 22, "IE": 22, "IT": 27, "LU": 20, "NL": 18, "NO": 15, "PL": 28, "PT": 25,
    "SA": 24, "SE": 24, "TR": 26, "AE": 23,
}


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def valid_iban(value):
    s = value.replace(" ", "").upper()
    if len(s) < 5 or not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    if IBAN_LENGTHS.get(s[:2]) != len(s):
        return False
    return _iban_num(s[4:] + s[:4]) % 97 == 1


def _es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return {10: 1, 11: 0}.get(d, d)


def _nl_account():
    while True:
        acc = _r(DIGITS, 10)
        if acc[0] != "0" and sum(int(c) * (10 - i) for i, c in enumerate(acc)) % 11 == 0:
            return acc


def _bban(cc):
    if cc == "DE":
        return _r(DIGITS, 18)
    if cc == "GB":
        return RNG.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + _r(DIGITS, 14)
    if cc == "FR":
        bank, branch = _r(DIGITS, 5), _r(DIGITS, 5)
        acct = _r(DIGITS, 11)
        key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
        return bank + branch + acct + "%02d" % key
    if cc == "NL":
        return RNG.choice(["ABNA", "INGB", "RABO", "SNSB"]) + _nl_account()
    if cc == "ES":
        bank, branch, acct = _r(DIGITS, 4), _r(DIGITS, 4), _r(DIGITS, 10)
        return bank + branch + str(_es_dc("00" + bank + branch)) + str(_es_dc(acct)) + acct
    if cc == "IT":
        return RNG.choice(UPPER) + _r(DIGITS, 10) + _r(DIGITS, 12)
    if cc == "CH":
        return _r(DIGITS, 17)
    if cc == "BE":
        first = _r(DIGITS, 10)
        chk = int(first) % 97 or 97
        return first + "%02d" % chk
    if cc == "AT":
        return _r(DIGITS, 16)
    if cc == "PL":
        return _r(DIGITS, 24)
    if cc == "IE":
        return RNG.choice(["AIBK", "BOFI"]) + _r(DIGITS, 14)
    if cc == "PT":
        return _r(DIGITS, 21)
    if cc == "SE":
        return _r(DIGITS, 20)
    if cc == "AE":
        return _r(DIGITS, 19)
    if cc == "SA":
        return _r(DIGITS, 20)
    if cc == "TR":
        return _r(DIGITS, 22)
    if cc == "NO":
        return _r(DIGITS, 11)
    if cc == "DK":
        return _r(DIGITS, 14)
    if cc == "FI":
        return _r(DIGITS, 14)
    if cc == "LU":
        return _r(DIGITS, 3) + _r(DIGITS, 13)
    raise KeyError(cc)


def gen_iban(cc, grouped=True):
    bban = _bban(cc)
    chk = 98 - _iban_num(bban + cc + "00") % 97
    iban = cc + "%02d" % chk + bban
    assert len(iban) == IBAN_LENGTHS[cc], (cc, len(iban))
    if grouped:
        return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    return iban


# ---------------------------------------------------------------- Chinese resident ID (GB 11643-1999)
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_C = "10X98765432"


def _valid_date(y, m, d):
    try:
        dt = datetime.date(y, m, d)
    except ValueError:
        return False
    return datetime.date(1900, 1, 1) <= dt <= datetime.date(2025, 12, 31)


def valid_cn_id(value):
    s = value.strip().upper()
    if not re.fullmatch(r"[1-9]\d{16}[\dX]", s):
        return False
    if not _valid_date(int(s[6:10]), int(s[10:12]), int(s[12:14])):
        return False
    return CN_C[sum(int(a) * b for a, b in zip(s[:17], CN_W)) % 11] == s[17]


def gen_cn_id(region, birth, male):
    while True:
        seq = _r(DIGITS, 2) + RNG.choice("13579" if male else "02468")
        if seq != "000":
            break
    body = region + birth + seq
    return body + CN_C[sum(int(a) * b for a, b in zip(body, CN_W)) % 11]


# ---------------------------------------------------------------- SSN (shape rules)
def valid_ssn(value):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", value.strip())
    if not m:
        return False
    area, group, serial = m.group(1), m.group(3), m.group(4)
    if area in ("000", "666") or area[0] == "9":
        return False
    return group != "00" and serial != "0000"


def gen_ssn():
    while True:
        a = RNG.randint(1, 899)
        if a != 666:
            break
    return "%03d-%02d-%04d" % (a, RNG.randint(1, 99), RNG.randint(1, 9999))


# ---------------------------------------------------------------- national IDs
def _rand_birth(y0=1950, y1=2004):
    while True:
        y, m, d = RNG.randint(y0, y1), RNG.randint(1, 12), RNG.randint(1, 28)
        return y, m, d


# Sweden personnummer: YYMMDD-NNNC, Luhn over the ten digits
def valid_se(v):
    m = re.fullmatch(r"(\d{6})([-+])(\d{4})", v)
    if not m:
        return False
    s = m.group(1) + m.group(3)
    return _valid_date(1900 + int(s[:2]), int(s[2:4]), int(s[4:6])) and luhn_ok(s)


def gen_se(female=None):
    while True:
        y, mo, d = _rand_birth()
        body = "%02d%02d%02d%s" % (y % 100, mo, d, _r(DIGITS, 3))
        # the ninth digit is odd for men, even for women
        if female is None or (int(body[8]) % 2 == 0) == female:
            return body[:6] + "-" + body[6:] + luhn_digit(body)


# Norway fodselsnummer: DDMMYYIII K1 K2
_NO_W1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
_NO_W2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]


def _no_k(digits, w):
    k = 11 - sum(int(a) * b for a, b in zip(digits, w)) % 11
    return 0 if k == 11 else k


def valid_no(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"\d{11}", s):
        return False
    k1 = _no_k(s[:9], _NO_W1)
    k2 = _no_k(s[:9] + str(k1), _NO_W2) if k1 < 10 else 10
    return k1 < 10 and k2 < 10 and s[9] == str(k1) and s[10] == str(k2)


def gen_no():
    while True:
        y, mo, d = _rand_birth(1950, 1999)
        body = "%02d%02d%02d%s" % (d, mo, y % 100, _r(DIGITS, 3))
        k1 = _no_k(body, _NO_W1)
        if k1 == 10:
            continue
        k2 = _no_k(body + str(k1), _NO_W2)
        if k2 == 10:
            continue
        return body + str(k1) + str(k2)


# Finland HETU: DDMMYYCZZZQ
_FI_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def valid_fi(v):
    m = re.fullmatch(r"(\d{6})([-+A])(\d{3})([0-9A-Y])", v)
    if not m:
        return False
    return _FI_C[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def gen_fi():
    y, mo, d = _rand_birth(1950, 1999)
    dd = "%02d%02d%02d" % (d, mo, y % 100)
    z = "%03d" % RNG.randint(2, 899)
    return dd + "-" + z + _FI_C[int(dd + z) % 31]


# Brazil CPF
def _cpf_digit(ds):
    n = len(ds) + 1
    r = sum(int(c) * (n - i) for i, c in enumerate(ds)) * 10 % 11
    return "0" if r == 10 else str(r)


def valid_br(v):
    s = _digits_only(v)
    if len(s) != 11 or len(set(s)) == 1:
        return False
    return _cpf_digit(s[:9]) == s[9] and _cpf_digit(s[:10]) == s[10]


def gen_br():
    b = _r(DIGITS, 9)
    b += _cpf_digit(b)
    b += _cpf_digit(b)
    return "%s.%s.%s-%s" % (b[:3], b[3:6], b[6:9], b[9:])


# Canada SIN: 9 digits, Luhn
def valid_ca(v):
    s = _digits_only(v)
    # the textbook example 046 454 286 starts with 0 (a range never issued), so only the
    # generator avoids 0/8; the validator checks length and Luhn
    return len(s) == 9 and luhn_ok(s)


def gen_ca(sep=" "):
    b = RNG.choice("1234567") + _r(DIGITS, 7)
    s = b + luhn_digit(b)
    return sep.join([s[:3], s[3:6], s[6:]])


# France NIR: 13 digits + key (97 - n mod 97)
def valid_fr(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", s):
        return False
    return 97 - int(s[:13]) % 97 == int(s[13:])


def gen_fr():
    y, mo, d = _rand_birth()
    n = "%s%02d%02d%02d%03d%03d" % (RNG.choice("12"), y % 100, mo, RNG.randint(1, 95),
                                     RNG.randint(1, 990), RNG.randint(1, 999))
    key = 97 - int(n) % 97
    return "%s %s %s %s %s %s %02d" % (n[0], n[1:3], n[3:5], n[5:7], n[7:10], n[10:13], key)


# Belgium national register number: YY.MM.DD-SSS.CC
def valid_be(v):
    s = _digits_only(v)
    if len(s) != 11:
        return False
    body, cc = int(s[:9]), int(s[9:])
    return 97 - body % 97 == cc or 97 - int("2" + s[:9]) % 97 == cc


def gen_be():
    y, mo, d = _rand_birth(1950, 1999)
    body = "%02d%02d%02d%03d" % (y % 100, mo, d, RNG.randint(1, 997))
    cc = 97 - int(body) % 97
    return "%s.%s.%s-%s.%02d" % (body[:2], body[2:4], body[4:6], body[6:], cc)


# Poland PESEL
_PL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def valid_pl(v):
    if not re.fullmatch(r"\d{11}", v):
        return False
    c = (10 - sum(int(a) * b for a, b in zip(v[:10], _PL_W)) % 10) % 10
    return c == int(v[10])


def gen_pl(female=None):
    while True:
        y, mo, d = _rand_birth()
        mm = mo + (20 if y >= 2000 else 0)
        b = "%02d%02d%02d%s" % (y % 100, mm, d, _r(DIGITS, 4))
        # the tenth digit is odd for men, even for women
        if female is None or (int(b[9]) % 2 == 0) == female:
            return b + str((10 - sum(int(a) * w for a, w in zip(b, _PL_W)) % 10) % 10)


# Hong Kong HKID: A123456(3)
def _hk_val(c):
    return 36 if c == " " else ord(c) - 55


def valid_hk(v):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", v)
    if not m:
        return False
    letters = m.group(1).rjust(2)
    total = _hk_val(letters[0]) * 9 + _hk_val(letters[1]) * 8
    total += sum(int(c) * w for c, w in zip(m.group(2), range(7, 1, -1)))
    chk = (11 - total % 11) % 11
    return ("A" if chk == 10 else str(chk)) == m.group(3)


def gen_hk():
    while True:
        letters, digits = RNG.choice("ACDEGHKPRVZ"), _r(DIGITS, 6)
        total = 36 * 9 + _hk_val(letters) * 8 + sum(int(c) * w for c, w in zip(digits, range(7, 1, -1)))
        chk = (11 - total % 11) % 11
        return "%s%s(%s)" % (letters, digits, "A" if chk == 10 else chk)


# Taiwan national ID
_TW = {"A": 10, "B": 11, "C": 12, "D": 13, "E": 14, "F": 15, "G": 16, "H": 17, "I": 34,
       "J": 18, "K": 19, "L": 20, "M": 21, "N": 22, "O": 35, "P": 23, "Q": 24, "R": 25,
       "S": 26, "T": 27, "U": 28, "V": 29, "W": 32, "X": 30, "Y": 31, "Z": 33}


def valid_tw(v):
    if not re.fullmatch(r"[A-Z][12]\d{8}", v):
        return False
    n = _TW[v[0]]
    total = n // 10 + (n % 10) * 9 + sum(int(c) * w for c, w in zip(v[1:9], range(8, 0, -1)))
    return (total + int(v[9])) % 10 == 0


def gen_tw():
    c = RNG.choice("ABEFHKLNR")
    body = RNG.choice("12") + _r(DIGITS, 7)
    n = _TW[c]
    total = n // 10 + (n % 10) * 9 + sum(int(ch) * w for ch, w in zip(body, range(8, 0, -1)))
    return c + body + str((10 - total % 10) % 10)


# Korea RRN: YYMMDD-SXXXXXC
_KR_W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]


def valid_kr(v):
    m = re.fullmatch(r"(\d{6})-(\d{7})", v)
    if not m:
        return False
    s = m.group(1) + m.group(2)
    return (11 - sum(int(a) * b for a, b in zip(s[:12], _KR_W)) % 11) % 10 == int(s[12])


def gen_kr(sex_digits="12"):
    # 1/2: citizens born 1900-1999 (male/female); 5/6: registered foreigners
    y, mo, d = _rand_birth(1960, 1999)
    b = "%02d%02d%02d" % (y % 100, mo, d) + RNG.choice(sex_digits) + _r(DIGITS, 5)
    c = (11 - sum(int(a) * w for a, w in zip(b, _KR_W)) % 11) % 10
    return b[:6] + "-" + b[6:] + str(c)


# Japan My Number (12 digits, last is check digit)
def _jp_check(d11):
    total = 0
    for n in range(1, 12):
        p = int(d11[11 - n])
        q = n + 1 if n <= 6 else n - 5
        total += p * q
    r = total % 11
    return 0 if r <= 1 else 11 - r


def valid_jp(v):
    s = v.replace(" ", "")
    return bool(re.fullmatch(r"\d{12}", s)) and _jp_check(s[:11]) == int(s[11])


def gen_jp():
    b = _r(DIGITS, 11)
    s = b + str(_jp_check(b))
    return " ".join([s[:4], s[4:8], s[8:]])


# Chile RUT
def _rut_dv(body):
    total = sum(int(c) * w for c, w in zip(reversed(body), [2, 3, 4, 5, 6, 7] * 3))
    d = 11 - total % 11
    return {11: "0", 10: "K"}.get(d, str(d))


def valid_cl(v):
    m = re.fullmatch(r"(\d{1,2}(?:\.?\d{3}){2})-([\dkK])", v)
    return bool(m) and _rut_dv(m.group(1).replace(".", "")) == m.group(2).upper()


def gen_cl():
    b = str(RNG.randint(6000000, 24999999))
    return "%s.%s.%s-%s" % (b[:-6], b[-6:-3], b[-3:], _rut_dv(b))


# Turkey TC Kimlik No
def valid_tr(v):
    if not re.fullmatch(r"[1-9]\d{10}", v):
        return False
    d = [int(c) for c in v]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    return d10 == d[9] and sum(d[:10]) % 10 == d[10]


def gen_tr():
    d = [RNG.randint(1, 9)] + [RNG.randint(0, 9) for _ in range(8)]
    d.append(((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


# South Africa ID: YYMMDD SSSS C A Z, Luhn
def valid_za(v):
    s = v.replace(" ", "")
    return bool(re.fullmatch(r"\d{13}", s)) and _valid_date(1900 + int(s[:2]), int(s[2:4]), int(s[4:6])) \
        and luhn_ok(s)


def gen_za():
    y, mo, d = _rand_birth(1950, 1999)
    b = "%02d%02d%02d%04d08" % (y % 100, mo, d, RNG.randint(0, 9999))
    return b + luhn_digit(b)


# Australia TFN: weights 1,4,3,7,5,8,6,9,10; sum % 11 == 0
_AU_W = [1, 4, 3, 7, 5, 8, 6, 9, 10]


def valid_au(v):
    s = v.replace(" ", "")
    return bool(re.fullmatch(r"\d{9}", s)) and sum(int(a) * b for a, b in zip(s, _AU_W)) % 11 == 0


def gen_au():
    while True:
        s = _r(DIGITS, 9)
        if s[0] != "0" and valid_au(s):
            return "%s %s %s" % (s[:3], s[3:6], s[6:])


# Israel Teudat Zehut: 9 digits, Luhn
def valid_il(v):
    return bool(re.fullmatch(r"\d{9}", v)) and luhn_ok(v)


def gen_il():
    b = RNG.choice("23") + _r(DIGITS, 7)
    return b + luhn_digit(b)


# Singapore NRIC / FIN
_SG_W = [2, 7, 6, 5, 4, 3, 2]


def _sg_letter(prefix, digits):
    total = sum(int(a) * b for a, b in zip(digits, _SG_W))
    total += {"T": 4, "G": 4, "M": 3}.get(prefix, 0)
    table = "JZIHGFEDCBA" if prefix in "ST" else ("XWUTRQPNMLK" if prefix in "FG" else "KLJNPQRTUWX")
    return table[total % 11]


def valid_sg(v):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", v)
    return bool(m) and _sg_letter(m.group(1), m.group(2)) == m.group(3)


def gen_sg(prefix="S"):
    d = _r(DIGITS, 7)
    return prefix + d + _sg_letter(prefix, d)


# India Aadhaar: 12 digits, Verhoeff
_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def valid_in(v):
    s = v.replace(" ", "")
    return bool(re.fullmatch(r"[2-9]\d{11}", s)) and verhoeff_ok(s)


def gen_in():
    b = RNG.choice("23456789") + _r(DIGITS, 10)
    s = b + verhoeff_digit(b)
    return " ".join([s[:4], s[4:8], s[8:]])


# Spain DNI / NIE
_ES_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def valid_es(v):
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})-?([A-Z])", v)
    if not m:
        return False
    num = int(str("XYZ".index(m.group(1))) + m.group(2)) if m.group(1) else int(m.group(2))
    return _ES_L[num % 23] == m.group(3)


def gen_es(nie=False):
    if nie:
        p = RNG.choice("XY")
        d = _r(DIGITS, 7)
        return p + d + _ES_L[int(str("XYZ".index(p)) + d) % 23]
    d = _r(DIGITS, 8)
    return d + _ES_L[int(d) % 23]


# Netherlands BSN: 11-test
def valid_nl(v):
    s = v.replace(".", "")
    if not re.fullmatch(r"\d{9}", s):
        return False
    return (sum(int(c) * (9 - i) for i, c in enumerate(s[:8])) - int(s[8])) % 11 == 0


def gen_nl():
    while True:
        s = RNG.choice("123456") + _r(DIGITS, 8)
        if valid_nl(s):
            return s


# UK National Insurance number: no check digit; prefix/suffix rules
_UK_BAD = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def valid_uk(v):
    s = v.replace(" ", "")
    m = re.fullmatch(r"([A-Z])([A-Z])\d{6}([A-D])", s)
    if not m:
        return False
    a, b = m.group(1), m.group(2)
    return a not in "DFIQUV" and b not in "DFIOQUV" and (a + b) not in _UK_BAD


def gen_uk(spaced=True):
    while True:
        a, b = RNG.choice(UPPER), RNG.choice(UPPER)
        if a in "DFIQUV" or b in "DFIOQUV" or a + b in _UK_BAD:
            continue
        d = _r(DIGITS, 6)
        s = RNG.choice("ABCD")
        if spaced:
            return "%s%s %s %s %s %s" % (a, b, d[:2], d[2:4], d[4:], s)
        return a + b + d + s


NID_VALIDATORS = {
    "nid_se": valid_se, "nid_no": valid_no, "nid_fi": valid_fi, "nid_br": valid_br, "nid_ca": valid_ca,
    "nid_fr": valid_fr, "nid_be": valid_be, "nid_pl": valid_pl, "nid_hk": valid_hk, "nid_tw": valid_tw,
    "nid_kr": valid_kr, "nid_jp": valid_jp, "nid_cl": valid_cl, "nid_tr": valid_tr, "nid_za": valid_za,
    "nid_au": valid_au, "nid_il": valid_il, "nid_sg": valid_sg, "nid_in": valid_in, "nid_es": valid_es,
    "nid_nl": valid_nl, "nid_uk": valid_uk,
}

# ---------------------------------------------------------------- vendor key shapes
KEY_SHAPES = {
    "aws_akid": r"(AKIA|ASIA)[A-Z2-7]{16}",
    "aws_secret": r"[A-Za-z0-9/+]{40}",
    "gh_pat": r"ghp_[A-Za-z0-9]{36}",
    "gh_fine": r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    "gh_client_id": r"Iv1\.[0-9a-f]{16}",
    "gitlab_pat": r"glpat-[A-Za-z0-9_-]{20}",
    "slack_bot": r"xoxb-\d{12}-\d{13}-[A-Za-z0-9]{24}",
    "slack_webhook": r"https://hooks\.slack\.com/services/T[A-Z0-9]{10}/B[A-Z0-9]{10}/[A-Za-z0-9]{24}",
    "stripe_sk": r"sk_live_[A-Za-z0-9]{99}",
    "stripe_rk": r"rk_live_[A-Za-z0-9]{99}",
    "stripe_pk": r"pk_live_[A-Za-z0-9]{99}",
    "stripe_whsec": r"whsec_[A-Za-z0-9]{32}",
    "google_api": r"AIza[0-9A-Za-z_-]{35}",
    "openai": r"sk-proj-[A-Za-z0-9_-]{74}T3BlbkFJ[A-Za-z0-9_-]{74}",
    "anthropic": r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    "hf": r"hf_[A-Za-z]{34}",
    "sendgrid": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    "mailgun": r"key-[0-9a-f]{32}",
    "twilio_sk": r"SK[0-9a-f]{32}",
    "twilio_ac": r"AC[0-9a-f]{32}",
    "hex32": r"[0-9a-f]{32}",
    "hex40": r"[0-9a-f]{40}",
    "hex64": r"[0-9a-f]{64}",
    "do_pat": r"dop_v1_[0-9a-f]{64}",
    "npm": r"npm_[A-Za-z0-9]{36}",
    "pypi": r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{70}",
    "atlassian": r"ATATT3xFfGF0[A-Za-z0-9_-]{180}=[0-9A-F]{8}",
    "shopify_at": r"shpat_[0-9a-f]{32}",
    "shopify_ss": r"shpss_[0-9a-f]{32}",
    "discord_bot": r"M[A-Za-z0-9]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{38}",
    "telegram_bot": r"\d{9,10}:AA[A-Za-z0-9_-]{33}",
    "azure_storage": r"[A-Za-z0-9+/]{86}==",
    "azure_client_secret": r"[A-Za-z0-9_~.-]{3}8Q~[A-Za-z0-9_~.-]{34}",
    "ali_akid": r"LTAI5t[A-Za-z0-9]{18}",
    "ali_secret": r"[A-Za-z0-9]{30}",
    "tc_akid": r"AKID[A-Za-z0-9]{32}",
    "tc_secret": r"[A-Za-z0-9]{32}",
    "jwt": r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
    "sentry_dsn": r"https://[0-9a-f]{32}@o\d{6}\.ingest\.sentry\.io/\d{7}",
    "totp": r"[A-Z2-7]{32}",
    "pem": r"-----BEGIN ([A-Z ]+)-----\n([A-Za-z0-9+/=]{1,64}\n)+-----END \1-----",
    "dingtalk_webhook": r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}",
    "feishu_webhook": r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f-]{36}",
    "wecom_webhook": r"https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}",
    "wx_appid": r"wx[0-9a-f]{16}",
    "vault": r"hvs\.[A-Za-z0-9_-]{90}",
    "cloudflare": r"[A-Za-z0-9_-]{40}",
    "docker_pat": r"dckr_pat_[A-Za-z0-9_-]{27}",
    "linear": r"lin_api_[A-Za-z0-9]{40}",
    "square": r"EAAA[A-Za-z0-9_-]{60}",
    "okta": r"00[A-Za-z0-9_-]{40}",
    "uuid": r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    "mapbox_pk": r"pk\.eyJ1Ijoi[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}",
    "alipay_appid": r"20\d{14}",
    "django_secret": r"[a-z0-9!@#%^&*(\-_=+)]{50}",
    "b64_32": r"[A-Za-z0-9+/]{43}=",
    "dingtalk_sec": r"SEC[0-9a-f]{64}",
}


def valid_key(shape, value):
    return re.fullmatch(KEY_SHAPES[shape], value) is not None


def _b64u(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def gen_jwt(payload, alg="HS256"):
    return _b64u({"alg": alg, "typ": "JWT"}) + "." + _b64u(payload) + "." + _r(B64URL, 43)


def gen_pem(label, nbytes):
    raw = bytes(RNG.randrange(256) for _ in range(nbytes))
    b = base64.b64encode(raw).decode()
    lines = [b[i:i + 64] for i in range(0, len(b), 64)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def gen_uuid():
    h = _r(HEX, 32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], RNG.choice("89ab"), h[17:20], h[20:32])


def gen_discord():
    snow = str(RNG.randint(1000000000000000000, 1299999999999999999))
    head = base64.b64encode(snow.encode()).decode().rstrip("=")
    return head + "." + _r(B64URL, 6) + "." + _r(B64URL, 38)


def gen_mapbox():
    return "pk.eyJ1Ijoi" + _r(ALNUM, 30) + "." + _r(B64URL, 22)


# ---------------------------------------------------------------- build VALUES
VALUES = {}
VALUE_SCHEMES = {}   # name -> validator key (card, iban, cn_id, ssn, nid_xx, key:<shape>)


def _put(name, value, scheme):
    assert name not in VALUES, name
    VALUES[name] = value
    VALUE_SCHEMES[name] = scheme


# cards
_put("card_visa_1", gen_card("4", 16), "card")
_put("card_visa_2", gen_card("4", 16, [4, 4, 4, 4]), "card")
_put("card_visa_3", gen_card("4", 16, [4, 4, 4, 4], "-"), "card")
_put("card_visa_4", gen_card("4", 13), "card")
_put("card_visa_5", gen_card("4", 16, [4, 4, 4, 4]), "card")
_put("card_mc_1", gen_card("54", 16, [4, 4, 4, 4]), "card")
_put("card_mc_2", gen_card("51", 16), "card")
_put("card_mc_3", gen_card("2221", 16, [4, 4, 4, 4], "-"), "card")
_put("card_mc_4", gen_card("55", 16, [4, 4, 4, 4]), "card")
_put("card_amex_1", gen_card("37", 15, [4, 6, 5]), "card")
_put("card_amex_2", gen_card("34", 15), "card")
_put("card_disc_1", gen_card("6011", 16, [4, 4, 4, 4]), "card")
_put("card_jcb_1", gen_card("3528", 16, [4, 4, 4, 4]), "card")
_put("card_jcb_2", gen_card("3566", 16), "card")
_put("card_up_1", gen_card("622848", 19, [4, 4, 4, 4, 3]), "card")
_put("card_up_2", gen_card("621700", 19), "card")
_put("card_up_3", gen_card("6222", 16, [4, 4, 4, 4]), "card")
_put("card_up_4", gen_card("625807", 16), "card")
_put("card_up_5", gen_card("621483", 16, [4, 4, 4, 4]), "card")
_put("card_diners_1", gen_card("36", 14, [4, 6, 4]), "card")
_put("card_maestro_1", gen_card("6759", 18, [4, 4, 4, 4, 2]), "card")

# IBANs
for _cc, _n, _grouped in [("DE", 1, True), ("DE", 2, False), ("DE", 3, True), ("GB", 1, True), ("GB", 2, False),
                          ("FR", 1, True), ("FR", 2, False), ("NL", 1, True), ("NL", 2, False),
                          ("ES", 1, True), ("IT", 1, True), ("CH", 1, True), ("BE", 1, True), ("AT", 1, False),
                          ("PL", 1, True), ("IE", 1, True), ("PT", 1, True), ("SE", 1, True), ("AE", 1, False),
                          ("SA", 1, True), ("TR", 1, True), ("NO", 1, False), ("DK", 1, True), ("FI", 1, True),
                          ("LU", 1, True)]:
    _put("iban_%s_%d" % (_cc.lower(), _n), gen_iban(_cc, _grouped), "iban")

# Chinese resident IDs (region, birth date, male)
_CN = [
    ("cnid_1", "110105", "19870312", True),    # 北京朝阳
    ("cnid_2", "310104", "19920708", False),   # 上海徐汇
    ("cnid_3", "440305", "19900125", True),    # 深圳南山
    ("cnid_4", "330106", "19851119", False),   # 杭州西湖
    ("cnid_5", "510107", "19780604", True),    # 成都武侯
    ("cnid_6", "420106", "20010930", False),   # 武汉武昌
    ("cnid_7", "320102", "19650221", True),    # 南京玄武
    ("cnid_8", "370202", "19950817", False),   # 青岛市南
    ("cnid_9", "610113", "19731005", True),    # 西安雁塔
    ("cnid_10", "500103", "19881228", False),  # 重庆渝中
    ("cnid_11", "440106", "19990414", True),   # 广州天河
    ("cnid_12", "350203", "19560730", False),  # 厦门思明
    ("cnid_13", "120101", "19830509", True),   # 天津和平
    ("cnid_14", "430104", "19971202", False),  # 长沙岳麓
    ("cnid_15", "210102", "19490101", True),   # 沈阳和平
    ("cnid_16", "530102", "20040616", False),  # 昆明五华
]
for _name, _reg, _b, _m in _CN:
    _put(_name, gen_cn_id(_reg, _b, _m), "cn_id")
# one with an X check character, searched deterministically
while True:
    _v = gen_cn_id("340104", "19910223", True)
    if _v.endswith("X"):
        _put("cnid_x", _v, "cn_id")
        break

# SSNs
for _i in range(1, 9):
    _put("ssn_%d" % _i, gen_ssn(), "ssn")

# national IDs
_put("nid_se_1", gen_se(), "nid_se")
_put("nid_no_1", gen_no(), "nid_no")
_put("nid_fi_1", gen_fi(), "nid_fi")
_put("nid_br_1", gen_br(), "nid_br")
_put("nid_br_2", gen_br(), "nid_br")
_put("nid_ca_1", gen_ca(" "), "nid_ca")
_put("nid_ca_2", gen_ca("-"), "nid_ca")
_put("nid_fr_1", gen_fr(), "nid_fr")
_put("nid_be_1", gen_be(), "nid_be")
_put("nid_pl_1", gen_pl(), "nid_pl")
_put("nid_hk_1", gen_hk(), "nid_hk")
_put("nid_hk_2", gen_hk(), "nid_hk")
_put("nid_tw_1", gen_tw(), "nid_tw")
_put("nid_tw_2", gen_tw(), "nid_tw")
_put("nid_kr_1", gen_kr(), "nid_kr")
_put("nid_jp_1", gen_jp(), "nid_jp")
_put("nid_cl_1", gen_cl(), "nid_cl")
_put("nid_tr_1", gen_tr(), "nid_tr")
_put("nid_za_1", gen_za(), "nid_za")
_put("nid_au_1", gen_au(), "nid_au")
_put("nid_il_1", gen_il(), "nid_il")
_put("nid_sg_1", gen_sg("S"), "nid_sg")
_put("nid_sg_2", gen_sg("T"), "nid_sg")
_put("nid_sg_3", gen_sg("G"), "nid_sg")
_put("nid_in_1", gen_in(), "nid_in")
_put("nid_in_2", gen_in(), "nid_in")
_put("nid_es_1", gen_es(), "nid_es")
_put("nid_es_2", gen_es(nie=True), "nid_es")
_put("nid_nl_1", gen_nl(), "nid_nl")
_put("nid_uk_1", gen_uk(True), "nid_uk")
_put("nid_uk_2", gen_uk(False), "nid_uk")

# vendor keys and secrets
_K = "key:"
_put("aws_akid_1", "AKIA" + _r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), _K + "aws_akid")
_put("aws_secret_1", _r(ALNUM + "/+", 40), _K + "aws_secret")
_put("aws_akid_2", "AKIA" + _r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), _K + "aws_akid")
_put("aws_secret_2", _r(ALNUM + "/+", 40), _K + "aws_secret")
_put("aws_asia_1", "ASIA" + _r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), _K + "aws_akid")
_put("gh_pat_1", "ghp_" + _r(ALNUM, 36), _K + "gh_pat")
_put("gh_pat_2", "ghp_" + _r(ALNUM, 36), _K + "gh_pat")
_put("gh_fine_1", "github_pat_" + _r(ALNUM, 22) + "_" + _r(ALNUM, 59), _K + "gh_fine")
_put("gh_client_id_1", "Iv1." + _r(HEX, 16), _K + "gh_client_id")
_put("gh_client_secret_1", _r(HEX, 40), _K + "hex40")
_put("gitlab_pat_1", "glpat-" + _r(ALNUM + "_-", 20), _K + "gitlab_pat")
_put("gitlab_pat_2", "glpat-" + _r(ALNUM + "_-", 20), _K + "gitlab_pat")
_put("slack_bot_1", "xoxb-%s-%s-%s" % (_r(DIGITS, 12), _r(DIGITS, 13), _r(ALNUM, 24)), _K + "slack_bot")
_put("slack_webhook_1", "https://hooks.slack.com/services/T%s/B%s/%s" % (_r(UPPER + DIGITS, 10),
                                                                          _r(UPPER + DIGITS, 10), _r(ALNUM, 24)),
     _K + "slack_webhook")
_put("stripe_sk_1", "sk_live_" + _r(ALNUM, 99), _K + "stripe_sk")
_put("stripe_rk_1", "rk_live_" + _r(ALNUM, 99), _K + "stripe_rk")
_put("stripe_pk_1", "pk_live_" + _r(ALNUM, 99), _K + "stripe_pk")
_put("stripe_whsec_1", "whsec_" + _r(ALNUM, 32), _K + "stripe_whsec")
_put("google_api_1", "AIza" + _r(ALNUM + "_-", 35), _K + "google_api")
_put("google_api_2", "AIza" + _r(ALNUM + "_-", 35), _K + "google_api")
_put("openai_1", "sk-proj-" + _r(B64URL, 74) + "T3BlbkFJ" + _r(B64URL, 74), _K + "openai")
_put("anthropic_1", "sk-ant-api03-" + _r(B64URL, 93) + "AA", _K + "anthropic")
_put("hf_1", "hf_" + _r(string.ascii_letters, 34), _K + "hf")
_put("hf_2", "hf_" + _r(string.ascii_letters, 34), _K + "hf")
_put("sendgrid_1", "SG." + _r(B64URL, 22) + "." + _r(B64URL, 43), _K + "sendgrid")
_put("mailgun_1", "key-" + _r(HEX, 32), _K + "mailgun")
_put("twilio_sk_1", "SK" + _r(HEX, 32), _K + "twilio_sk")
_put("twilio_ac_1", "AC" + _r(HEX, 32), _K + "twilio_ac")
_put("twilio_token_1", _r(HEX, 32), _K + "hex32")
_put("do_pat_1", "dop_v1_" + _r(HEX, 64), _K + "do_pat")
_put("npm_1", "npm_" + _r(ALNUM, 36), _K + "npm")
_put("pypi_1", "pypi-AgEIcHlwaS5vcmc" + _r(B64URL, 70), _K + "pypi")
_put("atlassian_1", "ATATT3xFfGF0" + _r(B64URL, 180) + "=" + _r("0123456789ABCDEF", 8), _K + "atlassian")
_put("dd_api_1", _r(HEX, 32), _K + "hex32")
_put("dd_app_1", _r(HEX, 40), _K + "hex40")
_put("shopify_at_1", "shpat_" + _r(HEX, 32), _K + "shopify_at")
_put("shopify_ss_1", "shpss_" + _r(HEX, 32), _K + "shopify_ss")
_put("discord_1", gen_discord(), _K + "discord_bot")
_put("telegram_1", "%d:AA%s" % (RNG.randint(5000000000, 7999999999), _r(B64URL, 33)), _K + "telegram_bot")
_put("telegram_2", "%d:AA%s" % (RNG.randint(100000000, 999999999), _r(B64URL, 33)), _K + "telegram_bot")
_put("azure_storage_1", _r(ALNUM + "+/", 86) + "==", _K + "azure_storage")
_put("azure_client_secret_1", _r(ALNUM + "_~.-", 3) + "8Q~" + _r(ALNUM + "_~.-", 34), _K + "azure_client_secret")
_put("azure_client_id_1", gen_uuid(), _K + "uuid")
_put("azure_tenant_id_1", gen_uuid(), _K + "uuid")
_put("ali_akid_1", "LTAI5t" + _r(ALNUM, 18), _K + "ali_akid")
_put("ali_secret_1", _r(ALNUM, 30), _K + "ali_secret")
_put("ali_akid_2", "LTAI5t" + _r(ALNUM, 18), _K + "ali_akid")
_put("ali_secret_2", _r(ALNUM, 30), _K + "ali_secret")
_put("tc_akid_1", "AKID" + _r(ALNUM, 32), _K + "tc_akid")
_put("tc_secret_1", _r(ALNUM, 32), _K + "tc_secret")
_put("jwt_1", gen_jwt({"sub": "u_48213", "role": "claims-adjuster", "iat": 1765800000, "exp": 1765886400}),
     _K + "jwt")
_put("jwt_2", gen_jwt({"sub": "9d1c", "scope": "payroll:read payroll:write", "iat": 1766000000}), _K + "jwt")
_put("jwt_3", gen_jwt({"uid": 770231, "tenant": "hz-clinic", "exp": 1767225600}, "RS256"), _K + "jwt")
_put("sentry_dsn_1", "https://%s@o%s.ingest.sentry.io/%s" % (_r(HEX, 32), _r(DIGITS, 6), _r(DIGITS, 7)),
     _K + "sentry_dsn")
_put("totp_1", _r(B32, 32), _K + "totp")
_put("totp_2", _r(B32, 32), _K + "totp")
_put("pem_ec_1", gen_pem("EC PRIVATE KEY", 121), _K + "pem")
_put("pem_openssh_1", gen_pem("OPENSSH PRIVATE KEY", 300), _K + "pem")
_put("pem_rsa_1", gen_pem("PRIVATE KEY", 230), _K + "pem")
_put("dingtalk_webhook_1", "https://oapi.dingtalk.com/robot/send?access_token=" + _r(HEX, 64),
     _K + "dingtalk_webhook")
_put("dingtalk_secret_1", "SEC" + _r(HEX, 64), _K + "dingtalk_sec")
_put("feishu_webhook_1", "https://open.feishu.cn/open-apis/bot/v2/hook/" + gen_uuid(), _K + "feishu_webhook")
_put("wecom_webhook_1", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + gen_uuid(),
     _K + "wecom_webhook")
_put("wx_appid_1", "wx" + _r(HEX, 16), _K + "wx_appid")
_put("wx_secret_1", _r(HEX, 32), _K + "hex32")
_put("vault_1", "hvs." + _r(B64URL, 90), _K + "vault")
_put("cloudflare_1", _r(B64URL, 40), _K + "cloudflare")
_put("docker_pat_1", "dckr_pat_" + _r(B64URL, 27), _K + "docker_pat")
_put("linear_1", "lin_api_" + _r(ALNUM, 40), _K + "linear")
_put("square_1", "EAAA" + _r(B64URL, 60), _K + "square")
_put("okta_1", "00" + _r(B64URL, 40), _K + "okta")
_put("mapbox_pk_1", gen_mapbox(), _K + "mapbox_pk")
_put("alipay_appid_1", "2021" + _r(DIGITS, 12), _K + "alipay_appid")
_put("django_secret_1", _r(LOWER + DIGITS + "!@#%^&*(-_=+)", 50), _K + "django_secret")
_put("hmac_secret_1", _r(B64, 43) + "=", _K + "b64_32")
_put("mqtt_secret_1", _r(HEX, 32), _K + "hex32")
_put("uuid_1", gen_uuid(), _K + "uuid")
_put("uuid_2", gen_uuid(), _K + "uuid")
_put("uuid_3", gen_uuid(), _K + "uuid")
_put("uuid_4", gen_uuid(), _K + "uuid")
_put("uuid_5", gen_uuid(), _K + "uuid")
_put("sha_1", _r(HEX, 40), _K + "hex40")
_put("sha_2", _r(HEX, 40), _K + "hex40")
_put("sha256_1", _r(HEX, 64), _K + "hex64")
_put("md5_1", _r(HEX, 32), _K + "hex32")

# Chinese IDs added after the first draft (generated last so earlier values stay unchanged)
for _name, _reg, _b, _m in [
    ("cnid_17", "120101", "19830509", False),  # 天津和平
    ("cnid_18", "320106", "19721003", True),   # 南京鼓楼
    ("cnid_19", "440304", "19930527", False),  # 深圳福田
    ("cnid_20", "110108", "19690909", True),   # 北京海淀
    ("cnid_21", "330102", "20000131", False),  # 杭州上城
    ("cnid_22", "310115", "19801212", True),   # 上海浦东
]:
    _put(_name, gen_cn_id(_reg, _b, _m), "cn_id")

# more cards, generated last for the same reason
_put("card_up_6", gen_card("622202", 19), "card")
_put("card_up_7", gen_card("623668", 19, [4, 4, 4, 4, 3]), "card")
_put("card_up_8", gen_card("622588", 16, [4, 4, 4, 4]), "card")
_put("card_visa_6", gen_card("4", 16, [4, 4, 4, 4]), "card")
_put("card_mc_5", gen_card("53", 16), "card")
_put("card_jcb_3", gen_card("3530", 16, [4, 4, 4, 4]), "card")
_put("cnid_23", gen_cn_id("330104", "19980808", True), "cn_id")
_put("cnid_24", gen_cn_id("440103", "19860214", False), "cn_id")
_put("cnid_25", gen_cn_id("320583", "19790427", True), "cn_id")
_put("card_up_9", gen_card("621226", 19), "card")
_put("card_up_10", gen_card("621661", 19, [6, 13]), "card")
_put("card_up_11", gen_card("625965", 16, [4, 4, 4, 4]), "card")
_put("nid_hk_3", gen_hk(), "nid_hk")
_put("nid_hk_4", gen_hk(), "nid_hk")
_put("nid_tw_3", gen_tw(), "nid_tw")
_put("nid_sg_4", gen_sg("S"), "nid_sg")
_put("nid_kr_2", gen_kr(), "nid_kr")
_put("nid_jp_2", gen_jp(), "nid_jp")
_put("nid_ca_3", gen_ca(" "), "nid_ca")
_put("nid_br_3", gen_br(), "nid_br")
_put("nid_in_3", gen_in(), "nid_in")
_put("nid_za_2", gen_za(), "nid_za")
_put("nid_fr_2", gen_fr(), "nid_fr")
_put("nid_se_2", gen_se(), "nid_se")
_put("nid_hk_5", gen_hk(), "nid_hk")
_put("cnid_26", gen_cn_id("350102", "19750330", False), "cn_id")

# second copies of vendor keys so that no two texts share one secret
_put("card_up_12", gen_card("622700", 19), "card")
_put("iban_de_4", gen_iban("DE", True), "iban")
_put("nid_ca_4", gen_ca("-"), "nid_ca")
_put("shopify_at_2", "shpat_" + _r(HEX, 32), _K + "shopify_at")
_put("shopify_ss_2", "shpss_" + _r(HEX, 32), _K + "shopify_ss")
_put("stripe_whsec_2", "whsec_" + _r(ALNUM, 32), _K + "stripe_whsec")
_put("telegram_3", "%d:AA%s" % (RNG.randint(5000000000, 7999999999), _r(B64URL, 33)), _K + "telegram_bot")
_put("totp_3", _r(B32, 32), _K + "totp")
_put("azure_client_secret_2", _r(ALNUM + "_~.-", 3) + "8Q~" + _r(ALNUM + "_~.-", 34), _K + "azure_client_secret")
_put("azure_client_id_2", gen_uuid(), _K + "uuid")
_put("azure_tenant_id_2", gen_uuid(), _K + "uuid")
_put("mailgun_2", "key-" + _r(HEX, 32), _K + "mailgun")
_put("sentry_dsn_2", "https://%s@o%s.ingest.sentry.io/%s" % (_r(HEX, 32), _r(DIGITS, 6), _r(DIGITS, 7)),
     _K + "sentry_dsn")
_put("dingtalk_webhook_2", "https://oapi.dingtalk.com/robot/send?access_token=" + _r(HEX, 64),
     _K + "dingtalk_webhook")
_put("dingtalk_secret_2", "SEC" + _r(HEX, 64), _K + "dingtalk_sec")
_put("ssn_9", gen_ssn(), "ssn")
_put("card_up_13", gen_card("622908", 19), "card")
_put("card_up_14", gen_card("623058", 19), "card")
_put("nid_kr_3", gen_kr("6"), "nid_kr")
_put("nid_se_3", gen_se(female=True), "nid_se")
_put("nid_pl_2", gen_pl(female=True), "nid_pl")



# ---------------------------------------------------------------- validators
VALIDATORS = {
    "luhn": luhn_ok,
    "card": valid_card,
    "iban": valid_iban,
    "cn_id": valid_cn_id,
    "ssn": valid_ssn,
}
VALIDATORS.update(NID_VALIDATORS)


def validate_named(name):
    scheme = VALUE_SCHEMES[name]
    value = VALUES[name]
    if scheme.startswith("key:"):
        return valid_key(scheme[4:], value)
    return VALIDATORS[scheme](value)


def nid_scheme_of(value):
    """Return the national-ID scheme of a generated value, or None if it is not one."""
    for name, v in VALUES.items():
        if v == value and VALUE_SCHEMES[name].startswith("nid_"):
            return VALUE_SCHEMES[name]
    return None


# published / textbook examples: (validator, value, expected)
PUBLISHED = [
    ("luhn", "79927398713", True),
    ("card", "4111 1111 1111 1111", True),
    ("card", "5555555555554444", True),
    ("card", "378282246310005", True),
    ("card", "6011111111111117", True),
    ("card", "4111111111111112", False),
    ("iban", "GB82 WEST 1234 5698 7654 32", True),
    ("iban", "DE89370400440532013000", True),
    ("iban", "FR1420041010050500013M02606", True),
    ("iban", "NL91ABNA0417164300", True),
    ("iban", "ES9121000418450200051332", True),
    ("iban", "IT60X0542811101000000123456", True),
    ("iban", "CH9300762011623852957", True),
    ("iban", "BE68539007547034", True),
    ("iban", "AT611904300234573201", True),
    ("iban", "PL61109010140000071219812874", True),
    ("iban", "SA0380000000608010167519", True),
    ("iban", "GB82WEST12345698765433", False),
    ("cn_id", "11010519491231002X", True),
    ("cn_id", "110105194912310021", False),
    ("cn_id", "11010519491331002X", False),
    ("ssn", "078-05-1120", True),
    ("ssn", "666-12-3456", False),
    ("ssn", "912-34-5678", False),
    ("ssn", "123-00-4567", False),
    ("ssn", "123-45-0000", False),
    ("nid_se", "811228-9874", True),
    ("nid_fi", "131052-308T", True),
    ("nid_br", "529.982.247-25", True),
    ("nid_br", "529.982.247-26", False),
    ("nid_ca", "046 454 286", True),
    ("nid_pl", "44051401359", True),
    ("nid_pl", "44051401358", False),
    ("nid_hk", "A123456(3)", True),
    ("nid_tw", "A123456789", True),
    ("nid_cl", "12.345.678-5", True),
    ("nid_tr", "10000000146", True),
    ("nid_za", "8001015009087", True),
    ("nid_au", "123 456 782", True),
    ("nid_il", "123456782", True),
    ("nid_sg", "S1234567D", True),
    ("nid_sg", "S1234567A", False),
    ("nid_es", "12345678Z", True),
    ("nid_es", "X1234567L", True),
    ("nid_nl", "111222333", True),
    ("nid_nl", "123456782", True),
    ("nid_uk", "AB 12 34 56 C", True),
    ("nid_uk", "QQ 12 34 56 C", False),
]


def selftest(verbose=False):
    problems = []
    if not verhoeff_ok("2363") or verhoeff_digit("236") != "3":
        problems.append("verhoeff textbook example 236 -> 3 fails")
    for key, value, expected in PUBLISHED:
        got = VALIDATORS[key](value)
        if got != expected:
            problems.append("published example %s %r: expected %s got %s" % (key, value, expected, got))
    for name in VALUES:
        if VALUE_SCHEMES[name].startswith("key:") and VALUE_SCHEMES[name][4:] not in KEY_SHAPES:
            problems.append("unknown key shape for %s" % name)
            continue
        if not validate_named(name):
            problems.append("generated value %s=%r fails %s" % (name, VALUES[name], VALUE_SCHEMES[name]))
    if len(set(VALUES.values())) != len(VALUES):
        problems.append("duplicate generated values")
    if verbose:
        for p in problems:
            print(p)
    return problems


if __name__ == "__main__":
    probs = selftest(verbose=True)
    print("%d values, %d published examples checked" % (len(VALUES), len(PUBLISHED)))
    print("selftest: %s" % ("OK" if not probs else "FAIL (%d)" % len(probs)))
    raise SystemExit(1 if probs else 0)
