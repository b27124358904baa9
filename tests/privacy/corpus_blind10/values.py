"""Seeded generators and validators for corpus_blind10.

Every card, IBAN, Chinese resident ID, national ID, SSN and vendor key used in the
texts is produced here from random.Random(20261212) and referenced in the texts as
`$name`.  Nothing here is real: numbers only satisfy the public check-digit rules.

    python3 values.py          # runs selftest() and prints a short summary
"""
import base64
import datetime
import json
import random
import re
import string

SEED = 20261212

DIGITS = string.digits
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"


def _r(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def _digits_only(s):
    return re.sub(r"[\s\-.()/]", "", s)


def _rand_date(rng, y0=1950, y1=2006):
    start = datetime.date(y0, 1, 1).toordinal()
    end = datetime.date(y1, 12, 31).toordinal()
    return datetime.date.fromordinal(rng.randint(start, end))


def _valid_date(y, m, d):
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False


# ---------------------------------------------------------------- Luhn cards
def luhn_ok(num):
    if not num.isdigit():
        return False
    total = 0
    for i, ch in enumerate(reversed(num)):
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


CARD_BRANDS = {
    # brand: (prefixes, length, grouping)
    "visa": (["4"], 16, (4, 4, 4, 4)),
    "visa13": (["4"], 13, (4, 3, 3, 3)),
    "mc": (["51", "52", "53", "54", "55", "2221", "2720"], 16, (4, 4, 4, 4)),
    "amex": (["34", "37"], 15, (4, 6, 5)),
    "discover": (["6011", "65"], 16, (4, 4, 4, 4)),
    "jcb": (["3528", "3589"], 16, (4, 4, 4, 4)),
    "unionpay": (["62"], 16, (4, 4, 4, 4)),
    "unionpay19": (["62"], 19, (4, 4, 4, 4, 3)),
    "diners": (["36"], 14, (4, 6, 4)),
    "maestro": (["6759"], 18, (4, 4, 4, 4, 2)),
}


def gen_card(rng, brand, fmt="plain"):
    prefixes, length, groups = CARD_BRANDS[brand]
    p = rng.choice(prefixes)
    body = p + _r(rng, DIGITS, length - len(p) - 1)
    num = body + luhn_digit(body)
    if fmt == "plain":
        return num
    sep = {"space": " ", "dash": "-"}[fmt]
    out, i = [], 0
    for g in groups:
        out.append(num[i:i + g])
        i += g
    return sep.join(out)


def valid_card(value):
    num = re.sub(r"[ \-]", "", value)
    return num.isdigit() and 13 <= len(num) <= 19 and luhn_ok(num)


# ---------------------------------------------------------------- IBAN
IBAN_LENGTHS = {
    "AD": 24, "AE": 23, "AT": 20, "BE": 16, "BG": 22, "BH": 22, "BR": 29, "CH": 21,
    "CY": 28, "CZ": 24, "DE": 22, "DK": 18, "EE": 20, "ES": 24, "FI": 18, "FR": 27,
    "GB": 22, "GR": 27, "HR": 21, "HU": 28, "IE": 22, "IL": 23, "IS": 26, "IT": 27,
    "LT": 20, "LU": 20, "LV": 21, "MC": 27, "MT": 31, "NL": 18, "NO": 15, "PL": 28,
    "PT": 25, "QA": 29, "RO": 24, "SA": 24, "SE": 24, "SI": 19, "SK": 24, "TR": 26,
}


def _iban_num(s):
    return "".join(str(int(ch, 36)) for ch in s)


def iban_check(country, bban):
    n = int(_iban_num(bban + country + "00"))
    return "%02d" % (98 - n % 97)


def _fr_rib_key(bank, branch, account):
    return "%02d" % (97 - (89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97)


def _es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return "0" if d == 11 else "1" if d == 10 else str(d)


def _bban(rng, country):
    if country == "DE":
        return _r(rng, DIGITS, 8) + _r(rng, DIGITS, 10)
    if country == "GB":
        return rng.choice(["NWBK", "BARC", "LOYD", "MIDL", "HBUK", "NAIA"]) + _r(rng, DIGITS, 14)
    if country == "IE":
        return rng.choice(["AIBK", "BOFI", "IPBS"]) + _r(rng, DIGITS, 14)
    if country == "FR":
        bank, branch, acct = _r(rng, DIGITS, 5), _r(rng, DIGITS, 5), _r(rng, DIGITS, 11)
        return bank + branch + acct + _fr_rib_key(bank, branch, acct)
    if country == "NL":
        return rng.choice(["ABNA", "INGB", "RABO", "TRIO", "SNSB"]) + _r(rng, DIGITS, 10)
    if country == "ES":
        bank, branch, acct = _r(rng, DIGITS, 4), _r(rng, DIGITS, 4), _r(rng, DIGITS, 10)
        return bank + branch + _es_dc("00" + bank + branch) + _es_dc(acct) + acct
    if country == "CH":
        return _r(rng, DIGITS, 5) + _r(rng, DIGITS, 12)
    if country == "BE":
        ten = _r(rng, DIGITS, 10)
        c = int(ten) % 97
        return ten + "%02d" % (97 if c == 0 else c)
    if country == "AT":
        return _r(rng, DIGITS, 16)
    if country == "PL":
        return _r(rng, DIGITS, 24)
    if country == "PT":
        return _r(rng, DIGITS, 21)
    if country == "AE":
        return _r(rng, DIGITS, 19)
    if country == "NO":
        return _r(rng, DIGITS, 11)
    if country == "SE":
        return _r(rng, DIGITS, 20)
    if country == "IT":
        return rng.choice(UPPER) + _r(rng, DIGITS, 22)
    raise KeyError(country)


def gen_iban(rng, country, fmt="print"):
    bban = _bban(rng, country)
    iban = country + iban_check(country, bban) + bban
    if fmt == "print":
        return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    return iban


def valid_iban(value):
    s = value.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    if IBAN_LENGTHS.get(s[:2]) != len(s):
        return False
    return int(_iban_num(s[4:] + s[:4])) % 97 == 1


# ---------------------------------------------------------------- China GB 11643
CN_AREAS = ["110105", "110108", "310115", "310104", "440305", "440106", "330106",
            "510107", "420106", "320102", "370202", "610113", "350203", "430104",
            "120101", "500103", "210202", "410105", "230103", "450103", "340104"]
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_CHECK = "10X98765432"


def cn_check(first17):
    return CN_CHECK[sum(int(a) * b for a, b in zip(first17, CN_W)) % 11]


def gen_cn_id(rng, birth=None):
    area = rng.choice(CN_AREAS)
    if birth is None:
        birth = _rand_date(rng, 1950, 2006).strftime("%Y%m%d")
    first17 = area + birth + _r(rng, DIGITS, 3)
    return first17 + cn_check(first17)


def valid_cn_id(value):
    s = value.upper()
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    y, m, d = int(s[6:10]), int(s[10:12]), int(s[12:14])
    if not (1900 <= y <= 2025 and _valid_date(y, m, d)):
        return False
    return cn_check(s[:17]) == s[17]


# ---------------------------------------------------------------- national IDs
# Canada SIN (Luhn)
def gen_ca_sin(rng, fmt="space"):
    body = rng.choice("1234567") + _r(rng, DIGITS, 7)
    n = body + luhn_digit(body)
    return {"space": "%s %s %s", "dash": "%s-%s-%s"}[fmt] % (n[:3], n[3:6], n[6:])


def valid_ca_sin(v):
    n = _digits_only(v)
    # first digit is not checked: the CRA's published example starts with 0
    return len(n) == 9 and n.isdigit() and luhn_ok(n)


# UK National Insurance number (no check digit: prefix/suffix rules)
NINO_BAD_PREFIX = {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}


def gen_uk_nino(rng, fmt="space"):
    while True:
        a = rng.choice([c for c in UPPER if c not in "DFIQUV"])
        b = rng.choice([c for c in UPPER if c not in "DFIOQUV"])
        if a + b not in NINO_BAD_PREFIX:
            break
    d = _r(rng, DIGITS, 6)
    s = rng.choice("ABCD")
    if fmt == "space":
        return "%s%s %s %s %s %s" % (a, b, d[:2], d[2:4], d[4:], s)
    return a + b + d + s


def valid_uk_nino(v):
    s = v.replace(" ", "").upper()
    m = re.fullmatch(r"([A-Z])([A-Z])\d{6}[A-D]", s)
    if not m:
        return False
    a, b = m.group(1), m.group(2)
    return a not in "DFIQUV" and b not in "DFIOQUV" and a + b not in NINO_BAD_PREFIX


# Spain DNI / NIE (mod 23 letter)
DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def gen_es_dni(rng, nie=False):
    if nie:
        p = rng.choice("XYZ")
        n = _r(rng, DIGITS, 7)
        num = int(str("XYZ".index(p)) + n)
        return p + n + DNI_LETTERS[num % 23]
    n = _r(rng, DIGITS, 8)
    return n + DNI_LETTERS[int(n) % 23]


def valid_es_dni(v):
    s = v.replace("-", "").upper()
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})([A-Z])", s)
    if not m:
        return False
    p, n, c = m.groups()
    if p:
        if len(n) != 7:
            return False
        num = int(str("XYZ".index(p)) + n)
    else:
        if len(n) != 8:
            return False
        num = int(n)
    return DNI_LETTERS[num % 23] == c


# Netherlands BSN (11-proof)
def valid_nl_bsn(v):
    n = _digits_only(v)
    if len(n) != 9 or not n.isdigit():
        return False
    s = sum(int(n[i]) * (9 - i) for i in range(8)) - int(n[8])
    return s % 11 == 0 and n != "000000000"


def gen_nl_bsn(rng):
    while True:
        n = _r(rng, DIGITS, 8)
        s = sum(int(n[i]) * (9 - i) for i in range(8)) % 11
        if s < 10 and n[0] != "0":
            return n + str(s)


# India Aadhaar (Verhoeff)
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


def verhoeff_ok(n):
    c = 0
    for i, ch in enumerate(reversed(n)):
        c = V_D[c][V_P[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(n):
    c = 0
    for i, ch in enumerate(reversed(n)):
        c = V_D[c][V_P[(i + 1) % 8][int(ch)]]
    return str(V_INV[c])


def gen_in_aadhaar(rng):
    body = rng.choice("23456789") + _r(rng, DIGITS, 10)
    n = body + verhoeff_digit(body)
    return "%s %s %s" % (n[:4], n[4:8], n[8:])


def valid_in_aadhaar(v):
    n = _digits_only(v)
    return len(n) == 12 and n.isdigit() and n[0] not in "01" and verhoeff_ok(n)


# Singapore NRIC / FIN
def _sg_letter(prefix, digits):
    w = [2, 7, 6, 5, 4, 3, 2]
    s = sum(int(a) * b for a, b in zip(digits, w))
    if prefix in "TG":
        s += 4
    table = "JZIHGFEDCBA" if prefix in "ST" else "XWUTRQPNMLK"
    return table[s % 11]


def gen_sg_nric(rng, prefix="S"):
    d = _r(rng, DIGITS, 7)
    return prefix + d + _sg_letter(prefix, d)


def valid_sg_nric(v):
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", v.upper())
    return bool(m) and _sg_letter(m.group(1), m.group(2)) == m.group(3)


# Hong Kong HKID
def _hk_check(letters, digits):
    vals = []
    if len(letters) == 1:
        vals.append(36)
    vals += [ord(c) - 55 for c in letters]
    vals += [int(c) for c in digits]
    s = sum(v * w for v, w in zip(vals, range(9, 1, -1)))
    r = 11 - s % 11
    return "A" if r == 10 else "0" if r == 11 else str(r)


def gen_hk_hkid(rng):
    letters = rng.choice(["A", "C", "D", "E", "G", "H", "K", "M", "P", "R", "Y", "Z", "XA"])
    d = _r(rng, DIGITS, 6)
    return "%s%s(%s)" % (letters, d, _hk_check(letters, d))


def valid_hk_hkid(v):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", v.upper())
    return bool(m) and _hk_check(m.group(1), m.group(2)) == m.group(3)


# Taiwan national ID
TW_CODES = dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                    [10, 11, 12, 13, 14, 15, 16, 17, 34, 18, 19, 20, 21, 22, 35, 23, 24,
                     25, 26, 27, 28, 29, 32, 30, 31, 33]))


def _tw_sum(s):
    code = TW_CODES[s[0]]
    total = code // 10 + (code % 10) * 9
    for d, w in zip(s[1:9], [8, 7, 6, 5, 4, 3, 2, 1]):
        total += int(d) * w
    return total


def gen_tw_id(rng):
    first = rng.choice("ABCDEFHJKLMNPQRSTUVXYWZIO") + rng.choice("12") + _r(rng, DIGITS, 7)
    return first + str((10 - _tw_sum(first) % 10) % 10)


def valid_tw_id(v):
    s = v.upper()
    if not re.fullmatch(r"[A-Z][12]\d{8}", s):
        return False
    return (_tw_sum(s) + int(s[9])) % 10 == 0


# Korea resident registration number
KR_W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]


def gen_kr_rrn(rng):
    d = _rand_date(rng, 1950, 1999)
    body = d.strftime("%y%m%d") + rng.choice("12") + _r(rng, DIGITS, 5)
    c = (11 - sum(int(a) * b for a, b in zip(body, KR_W)) % 11) % 10
    n = body + str(c)
    return n[:6] + "-" + n[6:]


def valid_kr_rrn(v):
    n = v.replace("-", "")
    if not re.fullmatch(r"\d{13}", n):
        return False
    cent = {"1": 1900, "2": 1900, "3": 2000, "4": 2000, "5": 1900, "6": 1900}.get(n[6])
    if cent is None or not _valid_date(cent + int(n[:2]), int(n[2:4]), int(n[4:6])):
        return False
    c = (11 - sum(int(a) * b for a, b in zip(n[:12], KR_W)) % 11) % 10
    return c == int(n[12])


# Brazil CPF
def _cpf_digit(ds):
    s = sum(int(d) * w for d, w in zip(ds, range(len(ds) + 1, 1, -1)))
    r = s * 10 % 11
    return "0" if r == 10 else str(r)


def gen_br_cpf(rng):
    while True:
        b = _r(rng, DIGITS, 9)
        if len(set(b)) > 1:
            break
    d1 = _cpf_digit(b)
    d2 = _cpf_digit(b + d1)
    n = b + d1 + d2
    return "%s.%s.%s-%s" % (n[:3], n[3:6], n[6:9], n[9:])


def valid_br_cpf(v):
    n = _digits_only(v)
    if len(n) != 11 or not n.isdigit() or len(set(n)) == 1:
        return False
    return _cpf_digit(n[:9]) == n[9] and _cpf_digit(n[:10]) == n[10]


# France NIR (numero de securite sociale)
def gen_fr_nir(rng):
    d = _rand_date(rng, 1950, 2004)
    dept = "%02d" % rng.choice([1, 6, 13, 31, 33, 38, 44, 59, 67, 69, 75, 92, 93, 94])
    body = rng.choice("12") + d.strftime("%y%m") + dept + _r(rng, DIGITS, 3) + _r(rng, DIGITS, 3)
    key = "%02d" % (97 - int(body) % 97)
    return "%s %s %s %s %s %s %s" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)


def valid_fr_nir(v):
    n = v.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", n):
        return False
    if not 1 <= int(n[3:5]) <= 12:
        return False
    return 97 - int(n[:13]) % 97 == int(n[13:])


# Belgium national register number
def gen_be_nrn(rng):
    d = _rand_date(rng, 1950, 2006)
    body = d.strftime("%y%m%d") + "%03d" % rng.randint(1, 997)
    base = int(("2" + body) if d.year >= 2000 else body)
    c = 97 - base % 97
    return "%s.%s.%s-%s.%02d" % (body[:2], body[2:4], body[4:6], body[6:9], c)


def valid_be_nrn(v):
    n = _digits_only(v)
    if len(n) != 11 or not n.isdigit():
        return False
    c = int(n[9:])
    return 97 - int(n[:9]) % 97 == c or 97 - int("2" + n[:9]) % 97 == c


# Sweden personnummer (Luhn on 10 digits)
def gen_se_pnr(rng):
    d = _rand_date(rng, 1950, 2004)
    body = d.strftime("%y%m%d") + _r(rng, DIGITS, 3)
    return body[:6] + "-" + body[6:] + luhn_digit(body)


def valid_se_pnr(v):
    n = v.replace("-", "").replace("+", "")
    if len(n) == 12:
        n = n[2:]
    if not re.fullmatch(r"\d{10}", n):
        return False
    if not (1 <= int(n[2:4]) <= 12 and 1 <= int(n[4:6]) <= 31):
        return False
    return luhn_ok(n)


# Norway fodselsnummer (two mod-11 digits)
NO_W1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
NO_W2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]


def _no_k(ds, w):
    k = 11 - sum(int(a) * b for a, b in zip(ds, w)) % 11
    return 0 if k == 11 else k


def gen_no_fnr(rng):
    while True:
        d = _rand_date(rng, 1950, 1999)
        body = d.strftime("%d%m%y") + "%03d" % rng.randint(0, 499)
        k1 = _no_k(body, NO_W1)
        if k1 == 10:
            continue
        k2 = _no_k(body + str(k1), NO_W2)
        if k2 == 10:
            continue
        return body + str(k1) + str(k2)


def valid_no_fnr(v):
    n = v.replace(" ", "")
    if not re.fullmatch(r"\d{11}", n):
        return False
    return _no_k(n[:9], NO_W1) == int(n[9]) and _no_k(n[:10], NO_W2) == int(n[10])


# Finland HETU
FI_CHARS = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def gen_fi_hetu(rng):
    d = _rand_date(rng, 1950, 2005)
    sign = "-" if d.year < 2000 else "A"
    ind = "%03d" % rng.randint(2, 899)
    return d.strftime("%d%m%y") + sign + ind + FI_CHARS[int(d.strftime("%d%m%y") + ind) % 31]


def valid_fi_hetu(v):
    m = re.fullmatch(r"(\d{6})([-+A-FU-Y])(\d{3})([0-9A-Y])", v.upper())
    return bool(m) and FI_CHARS[int(m.group(1) + m.group(3)) % 31] == m.group(4)


# Poland PESEL
PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def gen_pl_pesel(rng):
    d = _rand_date(rng, 1950, 2006)
    m = d.month + (20 if d.year >= 2000 else 0)
    body = "%02d%02d%02d" % (d.year % 100, m, d.day) + _r(rng, DIGITS, 4)
    return body + str((10 - sum(int(a) * b for a, b in zip(body, PESEL_W)) % 10) % 10)


def valid_pl_pesel(v):
    if not re.fullmatch(r"\d{11}", v):
        return False
    return (10 - sum(int(a) * b for a, b in zip(v, PESEL_W)) % 10) % 10 == int(v[10])


# Japan My Number (individual number)
def _jp_check(d11):
    s = 0
    for n in range(1, 12):
        p = int(d11[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return "0" if r <= 1 else str(11 - r)


def gen_jp_mynumber(rng):
    b = _r(rng, DIGITS, 11)
    n = b + _jp_check(b)
    return "%s %s %s" % (n[:4], n[4:8], n[8:])


def valid_jp_mynumber(v):
    n = _digits_only(v)
    return len(n) == 12 and n.isdigit() and _jp_check(n[:11]) == n[11]


# Australia TFN
TFN_W = [1, 4, 3, 7, 5, 8, 6, 9, 10]


def gen_au_tfn(rng):
    while True:
        b = _r(rng, DIGITS, 8)
        for last in DIGITS:
            if sum(int(a) * w for a, w in zip(b + last, TFN_W)) % 11 == 0 and b[0] != "0":
                n = b + last
                return "%s %s %s" % (n[:3], n[3:6], n[6:])


def valid_au_tfn(v):
    n = _digits_only(v)
    return len(n) == 9 and n.isdigit() and sum(int(a) * w for a, w in zip(n, TFN_W)) % 11 == 0


# Italy codice fiscale
CF_ODD = {
    "0": 1, "1": 0, "2": 5, "3": 7, "4": 9, "5": 13, "6": 15, "7": 17, "8": 19, "9": 21,
    "A": 1, "B": 0, "C": 5, "D": 7, "E": 9, "F": 13, "G": 15, "H": 17, "I": 19, "J": 21,
    "K": 2, "L": 4, "M": 18, "N": 20, "O": 11, "P": 3, "Q": 6, "R": 8, "S": 12, "T": 14,
    "U": 16, "V": 10, "W": 22, "X": 25, "Y": 24, "Z": 23,
}
CF_MONTHS = "ABCDEHLMPRST"


def _cf_check(s15):
    total = 0
    for i, ch in enumerate(s15):
        if i % 2 == 0:
            total += CF_ODD[ch]
        else:
            total += int(ch) if ch.isdigit() else ord(ch) - 65
    return chr(65 + total % 26)


def gen_it_cf(rng):
    cons = "BCDFGHLMNPRSTVZ"
    d = _rand_date(rng, 1950, 2004)
    day = d.day + (40 if rng.random() < 0.5 else 0)
    town = rng.choice(["H501", "F205", "L219", "G273", "F839", "D612", "A944", "L736"])
    s15 = _r(rng, cons, 3) + _r(rng, cons, 3) + d.strftime("%y") + CF_MONTHS[d.month - 1] + "%02d" % day + town
    return s15 + _cf_check(s15)


def valid_it_cf(v):
    s = v.upper()
    if not re.fullmatch(r"[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]", s):
        return False
    return _cf_check(s[:15]) == s[15]


# UK NHS number (mod 11)
def _nhs_check(d9):
    c = 11 - sum(int(a) * w for a, w in zip(d9, range(10, 1, -1))) % 11
    return None if c == 10 else "0" if c == 11 else str(c)


def gen_uk_nhs(rng):
    while True:
        b = rng.choice("4") + _r(rng, DIGITS, 8)
        c = _nhs_check(b)
        if c is not None:
            n = b + c
            return "%s %s %s" % (n[:3], n[3:6], n[6:])


def valid_uk_nhs(v):
    n = v.replace(" ", "").replace("-", "")
    return bool(re.fullmatch(r"\d{10}", n)) and _nhs_check(n[:9]) == n[9]


# Germany Personalausweis serial (weights 7-3-1)
DE_PA_CHARS = "CFGHJKLMNPRTVWXYZ0123456789"


def _de_731(s):
    total = 0
    for ch, w in zip(s, [7, 3, 1] * 4):
        total += (int(ch) if ch.isdigit() else ord(ch) - 55) * w
    return str(total % 10)


def gen_de_pa(rng):
    s = rng.choice("LMNPRTVWXYZ") + _r(rng, DE_PA_CHARS, 8)
    return s + _de_731(s)


def valid_de_pa(v):
    s = v.upper()
    return bool(re.fullmatch(r"[CFGHJKLMNPRTVWXYZ0-9]{9}\d", s)) and _de_731(s[:9]) == s[9]


# South Africa ID (Luhn on 13 digits)
def gen_za_id(rng):
    d = _rand_date(rng, 1950, 2003)
    body = d.strftime("%y%m%d") + "%04d" % rng.randint(0, 9999) + rng.choice("01") + "8"
    return body + luhn_digit(body)


def valid_za_id(v):
    n = v.replace(" ", "")
    return bool(re.fullmatch(r"\d{13}", n)) and 1 <= int(n[2:4]) <= 12 and luhn_ok(n)


# ---------------------------------------------------------------- US SSN
def gen_ssn(rng):
    while True:
        area = rng.randint(1, 899)
        if area != 666:
            break
    return "%03d-%02d-%04d" % (area, rng.randint(1, 99), rng.randint(1, 9999))


def valid_ssn(v):
    m = re.fullmatch(r"(\d{3})[- ]?(\d{2})[- ]?(\d{4})", v)
    if not m:
        return False
    a, g, s = m.groups()
    return a not in ("000", "666") and a[0] != "9" and g != "00" and s != "0000"


# ---------------------------------------------------------------- vendor keys
def _b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def _pem(rng, label, lines):
    body = base64.b64encode(bytes(rng.randrange(256) for _ in range(48 * lines))).decode()
    rows = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(rows), label)


def _jwt(rng, payload):
    h = _b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = _b64url(json.dumps(payload, separators=(",", ":")).encode())
    return "%s.%s.%s" % (h, p, _r(rng, B64URL, 43))


def _discord(rng):
    uid = str(rng.randint(10 ** 17, 10 ** 18 * 2))
    return "%s.%s.%s" % (_b64url(uid.encode()), _r(rng, B64URL, 6), _r(rng, B64URL, 38))


KEY_GEN = {
    # scheme: (generator, validating regex)
    "aws_akid": (lambda r: "AKIA" + _r(r, UPPER + "234567", 16), r"AKIA[A-Z2-7]{16}"),
    "aws_asia": (lambda r: "ASIA" + _r(r, UPPER + "234567", 16), r"ASIA[A-Z2-7]{16}"),
    "aws_secret": (lambda r: _r(r, B64, 40), r"[A-Za-z0-9/+]{40}"),
    "gh_pat": (lambda r: "ghp_" + _r(r, ALNUM, 36), r"ghp_[A-Za-z0-9]{36}"),
    "gh_oauth": (lambda r: "gho_" + _r(r, ALNUM, 36), r"gho_[A-Za-z0-9]{36}"),
    "gh_fine": (lambda r: "github_pat_" + _r(r, UPPER + DIGITS, 22) + "_" + _r(r, ALNUM, 59),
                r"github_pat_[A-Z0-9]{22}_[A-Za-z0-9]{59}"),
    "gitlab_pat": (lambda r: "glpat-" + _r(r, ALNUM + "_-", 20), r"glpat-[A-Za-z0-9_\-]{20}"),
    "gitlab_runner": (lambda r: "glrt-" + _r(r, ALNUM + "_-", 20), r"glrt-[A-Za-z0-9_\-]{20}"),
    "slack_bot": (lambda r: "xoxb-%s-%s-%s" % (_r(r, DIGITS, 12), _r(r, DIGITS, 13), _r(r, ALNUM, 24)),
                  r"xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}"),
    "slack_user": (lambda r: "xoxp-%s-%s-%s-%s" % (_r(r, DIGITS, 12), _r(r, DIGITS, 12), _r(r, DIGITS, 13), _r(r, HEX, 32)),
                   r"xoxp-\d{10,13}-\d{10,13}-\d{10,13}-[a-f0-9]{32}"),
    "slack_webhook": (lambda r: "https://hooks.slack.com/services/T%s/B%s/%s" % (_r(r, UPPER + DIGITS, 8), _r(r, UPPER + DIGITS, 10), _r(r, ALNUM, 24)),
                      r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}"),
    "discord_webhook": (lambda r: "https://discord.com/api/webhooks/%s/%s" % (_r(r, DIGITS, 19), _r(r, B64URL, 68)),
                        r"https://discord\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_\-]{60,68}"),
    "stripe_sk": (lambda r: "sk_live_" + _r(r, ALNUM, 24), r"sk_live_[A-Za-z0-9]{24,99}"),
    "stripe_rk": (lambda r: "rk_live_" + _r(r, ALNUM, 24), r"rk_live_[A-Za-z0-9]{24,99}"),
    "stripe_pk": (lambda r: "pk_live_" + _r(r, ALNUM, 24), r"pk_live_[A-Za-z0-9]{24,99}"),
    "stripe_whsec": (lambda r: "whsec_" + _r(r, ALNUM, 32), r"whsec_[A-Za-z0-9]{32}"),
    "openai": (lambda r: "sk-proj-" + _r(r, ALNUM + "_-", 74) + "T3BlbkFJ" + _r(r, ALNUM + "_-", 74),
               r"sk-proj-[A-Za-z0-9_\-]{74}T3BlbkFJ[A-Za-z0-9_\-]{74}"),
    "anthropic": (lambda r: "sk-ant-api03-" + _r(r, ALNUM + "_-", 93) + "AA", r"sk-ant-api03-[A-Za-z0-9_\-]{93}AA"),
    "hf": (lambda r: "hf_" + _r(r, string.ascii_letters, 34), r"hf_[A-Za-z]{34}"),
    "sendgrid": (lambda r: "SG." + _r(r, ALNUM + "_-", 22) + "." + _r(r, ALNUM + "_-", 43), r"SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}"),
    "mailgun": (lambda r: "key-" + _r(r, HEX, 32), r"key-[0-9a-f]{32}"),
    "mailchimp": (lambda r: _r(r, HEX, 32) + "-us" + str(r.randint(2, 21)), r"[0-9a-f]{32}-us\d{1,2}"),
    "twilio_sid": (lambda r: "AC" + _r(r, HEX, 32), r"AC[0-9a-f]{32}"),
    "twilio_sk": (lambda r: "SK" + _r(r, HEX, 32), r"SK[0-9a-f]{32}"),
    "twilio_token": (lambda r: _r(r, HEX, 32), r"[0-9a-f]{32}"),
    "do_pat": (lambda r: "dop_v1_" + _r(r, HEX, 64), r"dop_v1_[0-9a-f]{64}"),
    "npm": (lambda r: "npm_" + _r(r, ALNUM, 36), r"npm_[A-Za-z0-9]{36}"),
    "pypi": (lambda r: "pypi-AgEIcHlwaS5vcmc" + _r(r, ALNUM + "_-", 140), r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_\-]{50,}"),
    "atlassian": (lambda r: "ATATT3xFfGF0" + _r(r, ALNUM + "_-", 170) + "=" + _r(r, "0123456789ABCDEF", 8),
                  r"ATATT3xFfGF0[A-Za-z0-9_\-]{150,}=[0-9A-F]{8}"),
    "dd_api": (lambda r: _r(r, HEX, 32), r"[0-9a-f]{32}"),
    "dd_app": (lambda r: _r(r, HEX, 40), r"[0-9a-f]{40}"),
    "shopify_at": (lambda r: "shpat_" + _r(r, HEX, 32), r"shpat_[0-9a-f]{32}"),
    "shopify_ss": (lambda r: "shpss_" + _r(r, HEX, 32), r"shpss_[0-9a-f]{32}"),
    "discord_bot": (_discord, r"[A-Za-z0-9_\-]{24,27}\.[A-Za-z0-9_\-]{6}\.[A-Za-z0-9_\-]{27,38}"),
    "telegram_bot": (lambda r: "%s:AA%s" % (_r(r, DIGITS, 10), _r(r, B64URL, 33)), r"\d{8,10}:AA[A-Za-z0-9_\-]{33}"),
    "azure_storage": (lambda r: _r(r, B64, 86) + "==", r"[A-Za-z0-9+/]{86}=="),
    "azure_client_secret": (lambda r: _r(r, ALNUM, 3) + "8Q~" + _r(r, ALNUM + "_.~-", 34), r"[A-Za-z0-9]{3}8Q~[A-Za-z0-9_.~\-]{34}"),
    "ali_akid": (lambda r: "LTAI5t" + _r(r, ALNUM, 18), r"LTAI[A-Za-z0-9]{12,20}"),
    "ali_secret": (lambda r: _r(r, ALNUM, 30), r"[A-Za-z0-9]{30}"),
    "tencent_akid": (lambda r: "AKID" + _r(r, ALNUM, 32), r"AKID[A-Za-z0-9]{32}"),
    "tencent_secret": (lambda r: _r(r, ALNUM, 32), r"[A-Za-z0-9]{32}"),
    "huawei_ak": (lambda r: _r(r, UPPER + DIGITS, 20), r"[A-Z0-9]{20}"),
    "huawei_sk": (lambda r: _r(r, ALNUM, 40), r"[A-Za-z0-9]{40}"),
    "qiniu_ak": (lambda r: _r(r, ALNUM + "_-", 40), r"[A-Za-z0-9_\-]{40}"),
    # real keys start AIzaSy; 35 draws are kept so later values do not move
    "google_api": (lambda r: "AIzaSy" + _r(r, ALNUM + "_-", 35)[2:], r"AIzaSy[A-Za-z0-9_\-]{33}"),
    "jwt": (lambda r: _jwt(r, {"sub": "usr_" + _r(r, DIGITS, 6), "role": "service", "iat": 1760000000 + r.randint(0, 9999999)}),
            r"eyJ[A-Za-z0-9_\-]+\.eyJ[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]{43}"),
    "sentry_dsn": (lambda r: "https://%s@o%s.ingest.sentry.io/%s" % (_r(r, HEX, 32), _r(r, DIGITS, 6), _r(r, DIGITS, 7)),
                   r"https://[0-9a-f]{32}@o\d{6}\.ingest\.sentry\.io/\d{7}"),
    "pem_rsa": (lambda r: _pem(r, "RSA PRIVATE KEY", 4), r"-----BEGIN RSA PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END RSA PRIVATE KEY-----"),
    "pem_ec": (lambda r: _pem(r, "EC PRIVATE KEY", 2), r"-----BEGIN EC PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END EC PRIVATE KEY-----"),
    "pem_openssh": (lambda r: _pem(r, "OPENSSH PRIVATE KEY", 4), r"-----BEGIN OPENSSH PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END OPENSSH PRIVATE KEY-----"),
    "pem_pkcs8": (lambda r: _pem(r, "PRIVATE KEY", 3), r"-----BEGIN PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END PRIVATE KEY-----"),
    "totp": (lambda r: _r(r, B32, 32), r"[A-Z2-7]{32}"),
    "mapbox_sk": (lambda r: "sk.eyJ1Ijoi" + _r(r, ALNUM, 40) + "." + _r(r, ALNUM + "_-", 22), r"sk\.eyJ1Ijoi[A-Za-z0-9]{40}\.[A-Za-z0-9_\-]{22}"),
    "mapbox_pk": (lambda r: "pk.eyJ1Ijoi" + _r(r, ALNUM, 40) + "." + _r(r, ALNUM + "_-", 22), r"pk\.eyJ1Ijoi[A-Za-z0-9]{40}\.[A-Za-z0-9_\-]{22}"),
    "notion": (lambda r: "ntn_" + _r(r, DIGITS, 11) + _r(r, ALNUM, 35), r"ntn_\d{11}[A-Za-z0-9]{35}"),
    "linear": (lambda r: "lin_api_" + _r(r, ALNUM, 40), r"lin_api_[A-Za-z0-9]{40}"),
    "postman": (lambda r: "PMAK-" + _r(r, HEX, 24) + "-" + _r(r, HEX, 34), r"PMAK-[0-9a-f]{24}-[0-9a-f]{34}"),
    "newrelic": (lambda r: "NRAK-" + _r(r, UPPER + DIGITS, 27), r"NRAK-[A-Z0-9]{27}"),
    "grafana": (lambda r: "glsa_" + _r(r, ALNUM, 32) + "_" + _r(r, HEX, 8), r"glsa_[A-Za-z0-9]{32}_[0-9a-f]{8}"),
    "databricks": (lambda r: "dapi" + _r(r, HEX, 32), r"dapi[0-9a-f]{32}"),
    "doppler": (lambda r: "dp.st.prd." + _r(r, ALNUM, 40), r"dp\.st\.[a-z]+\.[A-Za-z0-9]{40}"),
    "cloudflare": (lambda r: _r(r, ALNUM + "_-", 40), r"[A-Za-z0-9_\-]{40}"),
    "square": (lambda r: "EAAA" + _r(r, ALNUM + "_-", 60), r"EAAA[A-Za-z0-9_\-]{60}"),
    "algolia_app": (lambda r: _r(r, UPPER + DIGITS, 10), r"[A-Z0-9]{10}"),
    "algolia_admin": (lambda r: _r(r, HEX, 32), r"[0-9a-f]{32}"),
    "feishu_appid": (lambda r: "cli_" + _r(r, HEX, 16), r"cli_[0-9a-f]{16}"),
    "feishu_secret": (lambda r: _r(r, ALNUM, 32), r"[A-Za-z0-9]{32}"),
    "dingtalk_appkey": (lambda r: "ding" + _r(r, LOWER + DIGITS, 16), r"ding[a-z0-9]{16}"),
    "dingtalk_secret": (lambda r: _r(r, ALNUM + "_-", 64), r"[A-Za-z0-9_\-]{64}"),
    "dingtalk_robot": (lambda r: "https://oapi.dingtalk.com/robot/send?access_token=" + _r(r, HEX, 64),
                       r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}"),
    "feishu_hook": (lambda r: "https://open.feishu.cn/open-apis/bot/v2/hook/%s-%s-%s-%s-%s" % (_r(r, HEX, 8), _r(r, HEX, 4), _r(r, HEX, 4), _r(r, HEX, 4), _r(r, HEX, 12)),
                    r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f\-]{36}"),
    "dingtalk_sign": (lambda r: "SEC" + _r(r, HEX, 64), r"SEC[0-9a-f]{64}"),
    "wechat_mch_key": (lambda r: _r(r, ALNUM, 32), r"[A-Za-z0-9]{32}"),
    "wechat_appid": (lambda r: "wx" + _r(r, HEX, 16), r"wx[0-9a-f]{16}"),
    "wechat_secret": (lambda r: _r(r, HEX, 32), r"[0-9a-f]{32}"),
    "hex40": (lambda r: _r(r, HEX, 40), r"[0-9a-f]{40}"),
    "hex64": (lambda r: _r(r, HEX, 64), r"[0-9a-f]{64}"),
    "django": (lambda r: "django-insecure-" + _r(r, LOWER + DIGITS + "!@#%^&*(-_=+)", 50), r"django-insecure-.{50}"),
    "b64_32": (lambda r: base64.b64encode(bytes(r.randrange(256) for _ in range(32))).decode(), r"[A-Za-z0-9+/]{43}="),
    "bearer": (lambda r: _r(r, ALNUM, 48), r"[A-Za-z0-9]{48}"),
    "okta": (lambda r: "00" + _r(r, ALNUM + "_-", 40), r"00[A-Za-z0-9_\-]{40}"),
    "vault": (lambda r: "hvs." + _r(r, ALNUM + "_-", 90), r"hvs\.[A-Za-z0-9_\-]{90}"),
    "azure_devops": (lambda r: _r(r, LOWER + DIGITS, 52), r"[a-z0-9]{52}"),
    "heroku": (lambda r: "HRKU-AA" + _r(r, ALNUM + "_-", 58), r"HRKU-AA[A-Za-z0-9_\-]{58}"),
    "openai_org": (lambda r: "org-" + _r(r, ALNUM, 24), r"org-[A-Za-z0-9]{24}"),
    "gcp_client_id": (lambda r: "%s-%s.apps.googleusercontent.com" % (_r(r, DIGITS, 12), _r(r, LOWER + DIGITS, 32)),
                      r"\d{12}-[a-z0-9]{32}\.apps\.googleusercontent\.com"),
    "gcp_client_secret": (lambda r: "GOCSPX-" + _r(r, ALNUM + "_-", 28), r"GOCSPX-[A-Za-z0-9_\-]{28}"),
    "uuid": (lambda r: "%s-%s-4%s-%s%s-%s" % (_r(r, HEX, 8), _r(r, HEX, 4), _r(r, HEX, 3), r.choice("89ab"), _r(r, HEX, 3), _r(r, HEX, 12)),
             r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"),
}

# ---------------------------------------------------------------- the spec
# (name, scheme, kwargs).  Order matters: values are drawn in this order from one RNG.
SPEC = []


def _add(name, scheme, **kw):
    SPEC.append((name, scheme, kw))


for _i in range(1, 9):
    _add("visa%d" % _i, "card", brand="visa", fmt=["plain", "space", "dash", "space"][_i % 4])
for _i in range(1, 7):
    _add("mc%d" % _i, "card", brand="mc", fmt=["space", "plain", "dash"][_i % 3])
for _i in range(1, 5):
    _add("amex%d" % _i, "card", brand="amex", fmt=["space", "plain"][_i % 2])
for _i in range(1, 7):
    _add("up%d" % _i, "card", brand="unionpay", fmt=["space", "plain"][_i % 2])
_add("up19_1", "card", brand="unionpay19", fmt="plain")
_add("up19_2", "card", brand="unionpay19", fmt="space")
for _i in range(1, 4):
    _add("jcb%d" % _i, "card", brand="jcb", fmt=["space", "plain", "dash"][_i % 3])
_add("disc1", "card", brand="discover", fmt="space")
_add("disc2", "card", brand="discover", fmt="plain")
_add("diners1", "card", brand="diners", fmt="space")
_add("visa13_1", "card", brand="visa13", fmt="plain")
_add("maestro1", "card", brand="maestro", fmt="plain")

for _c, _n in [("DE", 4), ("GB", 4), ("FR", 3), ("NL", 3), ("ES", 3), ("CH", 2), ("BE", 2),
               ("AT", 1), ("PL", 2), ("IE", 1), ("PT", 1), ("AE", 1), ("NO", 1), ("SE", 1), ("IT", 1)]:
    for _i in range(1, _n + 1):
        _add("iban_%s%d" % (_c.lower(), _i), "iban", country=_c, fmt="print" if _i % 2 else "plain")

for _i in range(1, 41):
    _add("cnid%d" % _i, "cn_id")
# Chinese IDs whose birth date appears in the same text
for _name, _b in [("cnid_b1", "19870312"), ("cnid_b2", "19920625"), ("cnid_b3", "19761108"),
                  ("cnid_b4", "20010930"), ("cnid_b5", "19650217"), ("cnid_b6", "19990401")]:
    _add(_name, "cn_id", birth=_b)

for _scheme, _n in [("ca_sin", 4), ("uk_nino", 5), ("es_dni", 3), ("es_nie", 1), ("nl_bsn", 3),
                    ("in_aadhaar", 4), ("sg_nric", 3), ("sg_fin", 1), ("hk_hkid", 4), ("tw_id", 3),
                    ("kr_rrn", 3), ("br_cpf", 3), ("fr_nir", 3), ("be_nrn", 2), ("se_pnr", 2),
                    ("no_fnr", 2), ("fi_hetu", 2), ("pl_pesel", 3), ("jp_mynumber", 3), ("au_tfn", 3),
                    ("it_cf", 3), ("za_id", 2)]:
    for _i in range(1, _n + 1):
        _add("%s%d" % (_scheme, _i), _scheme)

for _i in range(1, 13):
    _add("ssn%d" % _i, "ssn")

for _scheme, _n in [
        ("aws_akid", 5), ("aws_asia", 1), ("aws_secret", 5), ("gh_pat", 3), ("gh_oauth", 1), ("gh_fine", 2),
        ("gitlab_pat", 2), ("gitlab_runner", 1), ("slack_bot", 3), ("slack_user", 1), ("slack_webhook", 3),
        ("discord_webhook", 1), ("stripe_sk", 3), ("stripe_rk", 1), ("stripe_pk", 3), ("stripe_whsec", 2),
        ("openai", 2), ("anthropic", 2), ("hf", 3), ("sendgrid", 2), ("mailgun", 2), ("mailchimp", 1),
        ("twilio_sid", 2), ("twilio_sk", 1), ("twilio_token", 2), ("do_pat", 2), ("npm", 2), ("pypi", 2),
        ("atlassian", 1), ("dd_api", 2), ("dd_app", 1), ("shopify_at", 2), ("shopify_ss", 1),
        ("discord_bot", 2), ("telegram_bot", 3), ("azure_storage", 2), ("azure_client_secret", 2),
        ("ali_akid", 3), ("ali_secret", 3), ("tencent_akid", 2), ("tencent_secret", 2), ("huawei_ak", 1),
        ("huawei_sk", 1), ("qiniu_ak", 2), ("google_api", 3), ("jwt", 4), ("sentry_dsn", 3), ("pem_rsa", 2),
        ("pem_ec", 1), ("pem_openssh", 2), ("pem_pkcs8", 1), ("totp", 3), ("mapbox_sk", 1), ("mapbox_pk", 1),
        ("notion", 1), ("linear", 1), ("postman", 1), ("newrelic", 1), ("grafana", 1), ("databricks", 1),
        ("doppler", 1), ("cloudflare", 2), ("square", 1), ("algolia_app", 1), ("algolia_admin", 1),
        ("feishu_appid", 2), ("feishu_secret", 2), ("dingtalk_appkey", 2), ("dingtalk_secret", 2),
        ("dingtalk_robot", 2), ("feishu_hook", 1), ("wechat_appid", 3), ("wechat_secret", 3), ("hex40", 4),
        ("hex64", 3), ("django", 2), ("b64_32", 4), ("bearer", 4), ("okta", 1), ("vault", 1),
        ("azure_devops", 1), ("heroku", 1), ("openai_org", 1), ("gcp_client_id", 2), ("gcp_client_secret", 2),
        ("uuid", 12)]:
    for _i in range(1, _n + 1):
        _add("%s%d" % (_scheme, _i), _scheme)

# appended later (kept last so earlier values do not move)
for _scheme, _n in [("uk_nhs", 3), ("de_pa", 2), ("sg_nric_s", 2)]:
    for _i in range(1, _n + 1):
        _add("%s%d" % (_scheme, _i), _scheme)
for _scheme, _n in [("dingtalk_sign", 2), ("wechat_mch_key", 1)]:
    for _i in range(1, _n + 1):
        _add("%s%d" % (_scheme, _i), _scheme)


NATIONAL_SCHEMES = {
    "ca_sin": (lambda r: gen_ca_sin(r, fmt=r.choice(["space", "dash"])), valid_ca_sin),
    "uk_nino": (lambda r: gen_uk_nino(r, fmt=r.choice(["space", "plain"])), valid_uk_nino),
    "es_dni": (gen_es_dni, valid_es_dni),
    "es_nie": (lambda r: gen_es_dni(r, nie=True), valid_es_dni),
    "nl_bsn": (gen_nl_bsn, valid_nl_bsn),
    "in_aadhaar": (gen_in_aadhaar, valid_in_aadhaar),
    "sg_nric": (lambda r: gen_sg_nric(r, r.choice("ST")), valid_sg_nric),
    "sg_fin": (lambda r: gen_sg_nric(r, r.choice("FG")), valid_sg_nric),
    "sg_nric_s": (lambda r: gen_sg_nric(r, "S"), valid_sg_nric),
    "hk_hkid": (gen_hk_hkid, valid_hk_hkid),
    "tw_id": (gen_tw_id, valid_tw_id),
    "kr_rrn": (gen_kr_rrn, valid_kr_rrn),
    "br_cpf": (gen_br_cpf, valid_br_cpf),
    "fr_nir": (gen_fr_nir, valid_fr_nir),
    "be_nrn": (gen_be_nrn, valid_be_nrn),
    "se_pnr": (gen_se_pnr, valid_se_pnr),
    "no_fnr": (gen_no_fnr, valid_no_fnr),
    "fi_hetu": (gen_fi_hetu, valid_fi_hetu),
    "pl_pesel": (gen_pl_pesel, valid_pl_pesel),
    "jp_mynumber": (gen_jp_mynumber, valid_jp_mynumber),
    "au_tfn": (gen_au_tfn, valid_au_tfn),
    "it_cf": (gen_it_cf, valid_it_cf),
    "za_id": (gen_za_id, valid_za_id),
    "uk_nhs": (gen_uk_nhs, valid_uk_nhs),
    "de_pa": (gen_de_pa, valid_de_pa),
}

VALIDATORS = {
    "card": valid_card,
    "iban": valid_iban,
    "cn_id": valid_cn_id,
    "ssn": valid_ssn,
    "luhn": luhn_ok,
    "verhoeff": lambda v: v.isdigit() and verhoeff_ok(v),
}
for _k, (_g, _v) in NATIONAL_SCHEMES.items():
    VALIDATORS[_k] = _v
for _k, (_g, _rx) in KEY_GEN.items():
    VALIDATORS[_k] = (lambda rx: (lambda v: re.fullmatch(rx, v) is not None))(_rx)


def _valid_jwt(v):
    parts = v.split(".")
    if len(parts) != 3:
        return False
    try:
        for p in parts[:2]:
            json.loads(base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)))
    except Exception:
        return False
    return re.fullmatch(KEY_GEN["jwt"][1], v) is not None


def _valid_discord(v):
    if re.fullmatch(KEY_GEN["discord_bot"][1], v) is None:
        return False
    p = v.split(".")[0]
    return base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)).decode().isdigit()


def _valid_pem(v):
    lines = v.split("\n")
    if not (lines[0].startswith("-----BEGIN ") and lines[-1].startswith("-----END ")):
        return False
    try:
        base64.b64decode("".join(lines[1:-1]), validate=True)
    except Exception:
        return False
    return lines[0][11:] == lines[-1][9:]


VALIDATORS["jwt"] = _valid_jwt
VALIDATORS["discord_bot"] = _valid_discord
for _k in ("pem_rsa", "pem_ec", "pem_openssh", "pem_pkcs8"):
    VALIDATORS[_k] = (lambda rx: (lambda v: _valid_pem(v) and re.fullmatch(rx, v) is not None))(KEY_GEN[_k][1])

CATEGORY = {"card": "card", "iban": "iban", "cn_id": "cn_id", "ssn": "ssn"}
CATEGORY.update({k: "national_id" for k in NATIONAL_SCHEMES})
CATEGORY.update({k: "key" for k in KEY_GEN})


def _generate():
    rng = random.Random(SEED)
    values, schemes = {}, {}
    for name, scheme, kw in SPEC:
        if scheme == "card":
            v = gen_card(rng, **kw)
        elif scheme == "iban":
            v = gen_iban(rng, **kw)
        elif scheme == "cn_id":
            v = gen_cn_id(rng, **kw)
        elif scheme == "ssn":
            v = gen_ssn(rng)
        elif scheme in NATIONAL_SCHEMES:
            v = NATIONAL_SCHEMES[scheme][0](rng)
        else:
            v = KEY_GEN[scheme][0](rng)
        assert name not in values, name
        values[name] = v
        schemes[name] = scheme
    return values, schemes


VALUES, SCHEMES = _generate()

# published / well-known examples: (scheme, value, expected)
PUBLISHED = [
    ("luhn", "79927398713", True), ("luhn", "79927398710", False),
    ("card", "4111 1111 1111 1111", True), ("card", "5555555555554444", True),
    ("card", "378282246310005", True), ("card", "6011111111111117", True),
    ("card", "4111111111111112", False), ("card", "411111111111", False),
    ("iban", "GB82 WEST 1234 5698 7654 32", True), ("iban", "DE89370400440532013000", True),
    ("iban", "FR1420041010050500013M02606", True), ("iban", "NL91ABNA0417164300", True),
    ("iban", "ES9121000418450200051332", True), ("iban", "CH9300762011623852957", True),
    ("iban", "BE68539007547034", True), ("iban", "IT60X0542811101000000123456", True),
    ("iban", "GB82WEST12345698765431", False), ("iban", "DE8937040044053201300", False),
    ("cn_id", "11010519491231002X", True), ("cn_id", "110105194912310021", False),
    ("cn_id", "110105194902300026", False),
    ("ssn", "078-05-1120", True), ("ssn", "666-12-3456", False), ("ssn", "000-12-3456", False),
    ("ssn", "912-34-5678", False), ("ssn", "123-00-4567", False), ("ssn", "123-45-0000", False),
    ("ca_sin", "046 454 286", True), ("ca_sin", "046 454 287", False),
    ("es_dni", "12345678Z", True), ("es_dni", "12345678A", False), ("es_nie", "X1234567L", True),
    ("nl_bsn", "111222333", True), ("nl_bsn", "123456782", True), ("nl_bsn", "123456789", False),
    ("verhoeff", "2363", True), ("verhoeff", "2364", False),
    ("sg_nric", "S1234567D", True), ("sg_nric", "S1234567A", False),
    ("hk_hkid", "A123456(3)", True), ("hk_hkid", "A123456(4)", False),
    ("tw_id", "A123456789", True), ("tw_id", "A123456788", False),
    ("br_cpf", "111.444.777-35", True), ("br_cpf", "111.444.777-36", False),
    ("be_nrn", "85.07.30-033.28", True), ("be_nrn", "85.07.30-033.29", False),
    ("se_pnr", "811228-9874", True), ("se_pnr", "811228-9875", False),
    ("fi_hetu", "131052-308T", True), ("fi_hetu", "131052-308U", False),
    ("pl_pesel", "44051401359", True), ("pl_pesel", "44051401358", False),
    ("jp_mynumber", "123456789018", True), ("jp_mynumber", "123456789019", False),
    ("au_tfn", "123 456 782", True), ("au_tfn", "123 456 789", False),
    ("it_cf", "RSSMRA85T10A562S", True), ("it_cf", "RSSMRA85T10A562T", False),
    ("za_id", "8001015009087", True), ("za_id", "8001015009088", False),
    ("uk_nino", "AB 12 34 56 C", True), ("uk_nino", "GB 12 34 56 C", False),
    ("uk_nino", "DA 12 34 56 C", False),
    ("uk_nhs", "943 476 5919", True), ("uk_nhs", "943 476 5918", False),
    ("de_pa", "T220001293", True), ("de_pa", "T220001294", False),
]


def selftest(verbose=False):
    problems = []
    for scheme, value, expected in PUBLISHED:
        got = bool(VALIDATORS[scheme](value))
        if got != expected:
            problems.append("published %s %r: expected %s got %s" % (scheme, value, expected, got))
    seen = {}
    for name, v in VALUES.items():
        if not VALIDATORS[SCHEMES[name]](v):
            problems.append("generated %s (%s) fails: %r" % (name, SCHEMES[name], v))
        if v in seen:
            problems.append("duplicate value %s == %s" % (name, seen[v]))
        seen[v] = name
        if v != v.strip():
            problems.append("whitespace at edge of %s" % name)
    for name, scheme, kw in SPEC:
        if scheme == "cn_id" and "birth" in kw and VALUES[name][6:14] != kw["birth"]:
            problems.append("birth date not encoded in %s" % name)
    if verbose:
        for p in problems:
            print(p)
    return problems


if __name__ == "__main__":
    probs = selftest(verbose=True)
    by_cat = {}
    for n, s in SCHEMES.items():
        by_cat[CATEGORY[s]] = by_cat.get(CATEGORY[s], 0) + 1
    print("values: %d (%s); published examples: %d" % (
        len(VALUES), ", ".join("%s=%d" % kv for kv in sorted(by_cat.items())), len(PUBLISHED)))
    print("selftest: %s" % ("OK" if not probs else "FAIL (%d problems)" % len(probs)))
    raise SystemExit(1 if probs else 0)
