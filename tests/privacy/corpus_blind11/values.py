"""Seeded value generators and validators for corpus_blind11.

Everything with a check digit that appears in the corpus (cards, IBANs, Chinese
resident IDs, other national IDs) and every generated vendor key is produced here
from random.Random(20261213).  Texts refer to these values as `$name`.

Run `python3 values.py` to run selftest() and print the generated values.
Standard library only.
"""
import base64
import datetime
import json
import random
import re
import string
import sys

SEED = 20261213
rng = random.Random(SEED)

DIGITS = string.digits
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"
B32 = UPPER + "234567"


def rand_str(alphabet, n, edge_alnum=True):
    """Random string; if edge_alnum the first/last characters are alphanumeric."""
    out = [rng.choice(alphabet) for _ in range(n)]
    if edge_alnum and n:
        out[0] = rng.choice(ALNUM) if not out[0].isalnum() else out[0]
        out[-1] = rng.choice(ALNUM) if not out[-1].isalnum() else out[-1]
    return "".join(out)


def rand_digits(n, first_nonzero=False):
    s = "".join(rng.choice(DIGITS) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = rng.choice("123456789") + s[1:]
    return s


def only_alnum(s):
    return re.sub(r"[^0-9A-Za-z]", "", s)


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(num):
    d = re.sub(r"[ \-]", "", num)
    if not d.isdigit() or len(d) < 2:
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


def luhn_check_digit(partial):
    for c in DIGITS:
        if luhn_ok(partial + c):
            return c
    raise AssertionError


def card_ok(num):
    d = re.sub(r"[ \-]", "", num)
    return d.isdigit() and 13 <= len(d) <= 19 and luhn_ok(d)


def gen_card(prefix, length, groups=None, sep=" "):
    body = prefix + rand_digits(length - len(prefix) - 1)
    num = body + luhn_check_digit(body)
    if not groups:
        return num
    out, i = [], 0
    for g in groups:
        out.append(num[i:i + g])
        i += g
    assert i == len(num)
    return sep.join(out)


# ---------------------------------------------------------------- IBAN
IBAN_LENGTHS = {
    "DE": 22, "GB": 22, "FR": 27, "ES": 24, "NL": 18, "IT": 27, "CH": 21, "BE": 16,
    "PL": 28, "AE": 23, "IE": 22, "AT": 20, "SE": 24, "NO": 15, "PT": 25, "SA": 24,
    "DK": 18, "FI": 18, "LU": 20, "GR": 27, "TR": 26, "HU": 28, "CZ": 24,
}


def iban_mod97(s):
    s = only_alnum(s).upper()
    r = s[4:] + s[:4]
    n = "".join(str(int(c, 36)) for c in r)
    return int(n) % 97


def iban_ok(s):
    c = only_alnum(s).upper()
    if len(c) < 5 or not c[:2].isalpha() or not c[2:4].isdigit():
        return False
    if IBAN_LENGTHS.get(c[:2]) != len(c):
        return False
    return iban_mod97(c) == 1


def make_iban(country, bban, grouped=True):
    chk = 98 - iban_mod97(country + "00" + bban)
    iban = "%s%02d%s" % (country, chk, bban)
    assert len(iban) == IBAN_LENGTHS[country], (country, len(iban))
    if grouped:
        return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    return iban


def fr_rib_key(bank, branch, account):
    return "%02d" % (97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97))


# ---------------------------------------------------------------- China GB 11643
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_C = "10X98765432"


def valid_date(y, m, d):
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False


def cn_id_ok(s):
    s = s.strip().upper()
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    y, m, d = int(s[6:10]), int(s[10:12]), int(s[12:14])
    if not (1900 <= y <= 2025 and valid_date(y, m, d)):
        return False
    return CN_C[sum(int(a) * w for a, w in zip(s[:17], CN_W)) % 11] == s[17]


def gen_cn_id(area, birth, seq=None):
    seq = seq or rand_digits(3)
    body = area + birth + seq
    return body + CN_C[sum(int(a) * w for a, w in zip(body, CN_W)) % 11]


# ---------------------------------------------------------------- SSN shape
def ssn_ok(s):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", s.strip())
    if not m:
        return False
    area, group, serial = m.group(1), m.group(3), m.group(4)
    if area == "000" or area == "666" or area[0] == "9":
        return False
    return group != "00" and serial != "0000"


def gen_ssn(sep="-"):
    while True:
        a = rand_digits(3)
        g = rand_digits(2)
        s = rand_digits(4)
        v = sep.join([a, g, s])
        if ssn_ok(v) and a not in ("123", "078", "219"):
            return v


# ---------------------------------------------------------------- national IDs
def nric_sg_ok(s):
    s = s.strip().upper()
    if not re.fullmatch(r"[STFG]\d{7}[A-Z]", s):
        return False
    w = [2, 7, 6, 5, 4, 3, 2]
    t = sum(int(a) * b for a, b in zip(s[1:8], w)) + (4 if s[0] in "TG" else 0)
    table = "JZIHGFEDCBA" if s[0] in "ST" else "XWUTRQPNMLK"
    return table[t % 11] == s[8]


def gen_nric_sg(prefix):
    body = rand_digits(7)
    for c in UPPER:
        if nric_sg_ok(prefix + body + c):
            return prefix + body + c


def bsn_nl_ok(s):
    d = only_alnum(s)
    if not re.fullmatch(r"\d{9}", d):
        return False
    t = sum(int(a) * w for a, w in zip(d[:8], range(9, 1, -1))) - int(d[8])
    return t % 11 == 0 and d != "000000000"


def gen_bsn_nl():
    while True:
        d = rand_digits(8, first_nonzero=True)
        for c in DIGITS:
            if bsn_nl_ok(d + c):
                return d + c


DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_es_ok(s):
    s = only_alnum(s).upper()
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
    return DNI_LETTERS[int(num) % 23] == let


def gen_dni_es(nie=None):
    if nie:
        num = rand_digits(7)
        return nie + num + DNI_LETTERS[int(str("XYZ".index(nie)) + num) % 23]
    num = rand_digits(8, first_nonzero=True)
    return num + DNI_LETTERS[int(num) % 23]


HETU_CHARS = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_fi_ok(s):
    s = s.strip().upper()
    m = re.fullmatch(r"(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])", s)
    if not m:
        return False
    dd, mm, yy, sign, ind, chk = m.groups()
    century = {"+": 1800, "-": 1900, "U": 1900, "V": 1900, "W": 1900, "X": 1900, "Y": 1900}.get(sign, 2000)
    if not valid_date(century + int(yy), int(mm), int(dd)):
        return False
    return HETU_CHARS[int(dd + mm + yy + ind) % 31] == chk


def gen_hetu_fi(birth):
    y, m, d = int(birth[:4]), birth[4:6], birth[6:8]
    sign = "-" if y < 2000 else "A"
    ind = "%03d" % rng.randint(2, 899)
    body = d + m + birth[2:4] + ind
    return d + m + birth[2:4] + sign + ind + HETU_CHARS[int(body) % 31]


def pnr_se_ok(s):
    s = s.strip()
    m = re.fullmatch(r"(\d{2})?(\d{6})[-+]?(\d{4})", s)
    if not m:
        return False
    ten = m.group(2) + m.group(3)
    _yy, mm, dd = int(ten[:2]), int(ten[2:4]), int(ten[4:6])
    if not (1 <= mm <= 12 and 1 <= dd <= 31):
        return False
    return luhn_ok(ten)


def gen_pnr_se(birth):
    body = birth[2:] + rand_digits(3)
    return birth[2:] + "-" + body[6:] + luhn_check_digit(body)


NO_W1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
NO_W2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]


def _no_k(digits, w):
    k = 11 - sum(int(a) * b for a, b in zip(digits, w)) % 11
    return 0 if k == 11 else k


def fnr_no_ok(s):
    d = only_alnum(s)
    if not re.fullmatch(r"\d{11}", d):
        return False
    if not valid_date(1900 + int(d[4:6]), int(d[2:4]), int(d[:2])) and not valid_date(2000 + int(d[4:6]), int(d[2:4]), int(d[:2])):
        return False
    k1 = _no_k(d[:9], NO_W1)
    k2 = _no_k(d[:10], NO_W2)
    return k1 < 10 and k2 < 10 and int(d[9]) == k1 and int(d[10]) == k2


def gen_fnr_no(birth):
    y = int(birth[:4])
    while True:
        ind = "%03d" % (rng.randint(0, 499) if y < 2000 else rng.randint(500, 999))
        body = birth[6:8] + birth[4:6] + birth[2:4] + ind
        k1 = _no_k(body, NO_W1)
        if k1 == 10:
            continue
        k2 = _no_k(body + str(k1), NO_W2)
        if k2 == 10:
            continue
        return body + str(k1) + str(k2)


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_pl_ok(s):
    d = only_alnum(s)
    if not re.fullmatch(r"\d{11}", d):
        return False
    yy, mm, dd = int(d[:2]), int(d[2:4]), int(d[4:6])
    century = 1900
    if mm > 80:
        century, mm = 1800, mm - 80
    elif mm > 20:
        century, mm = 2000, mm - 20
    if not valid_date(century + yy, mm, dd):
        return False
    return (10 - sum(int(a) * w for a, w in zip(d[:10], PESEL_W)) % 10) % 10 == int(d[10])


def gen_pesel_pl(birth):
    y, m = int(birth[:4]), int(birth[4:6])
    if y >= 2000:
        m += 20
    body = birth[2:4] + "%02d" % m + birth[6:8] + rand_digits(4)
    return body + str((10 - sum(int(a) * w for a, w in zip(body, PESEL_W)) % 10) % 10)


def _cpf_digit(digits):
    n = len(digits) + 1
    r = (sum(int(a) * w for a, w in zip(digits, range(n, 1, -1))) * 10) % 11
    return 0 if r == 10 else r


def cpf_br_ok(s):
    d = only_alnum(s)
    if not re.fullmatch(r"\d{11}", d) or len(set(d)) == 1:
        return False
    return _cpf_digit(d[:9]) == int(d[9]) and _cpf_digit(d[:10]) == int(d[10])


def gen_cpf_br():
    b = rand_digits(9)
    b += str(_cpf_digit(b))
    b += str(_cpf_digit(b))
    return "%s.%s.%s-%s" % (b[:3], b[3:6], b[6:9], b[9:])


VH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
        [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
        [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 2, 4, 1],
        [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
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


def aadhaar_in_ok(s):
    d = only_alnum(s)
    return bool(re.fullmatch(r"[2-9]\d{11}", d)) and verhoeff_ok(d)


def gen_aadhaar_in():
    b = rng.choice("23456789") + rand_digits(10)
    d = b + verhoeff_digit(b)
    return "%s %s %s" % (d[:4], d[4:8], d[8:])


def sin_ca_ok(s):
    d = only_alnum(s)
    return bool(re.fullmatch(r"\d{9}", d)) and luhn_ok(d)


def gen_sin_ca():
    b = rng.choice("1234567") + rand_digits(7)
    d = b + luhn_check_digit(b)
    return "%s %s %s" % (d[:3], d[3:6], d[6:])


def hkid_ok(s):
    s = s.strip().upper().replace("(", "").replace(")", "")
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})([0-9A])", s)
    if not m:
        return False
    letters, digits, chk = m.groups()
    vals = ([36] if len(letters) == 1 else []) + [ord(c) - 55 for c in letters] + [int(c) for c in digits]
    t = sum(v * w for v, w in zip(vals, range(9, 1, -1)))
    r = (11 - t % 11) % 11
    return ("A" if r == 10 else str(r)) == chk


def gen_hkid():
    letter = rng.choice("ACDEGHKPRVYZ")
    digits = rand_digits(6)
    for c in "0123456789A":
        if hkid_ok(letter + digits + c):
            return "%s%s(%s)" % (letter, digits, c)


TW_MAP = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36)))


def twid_ok(s):
    s = s.strip().upper()
    if not re.fullmatch(r"[A-Z][12]\d{8}", s):
        return False
    n = TW_MAP[s[0]]
    t = n // 10 + (n % 10) * 9 + sum(int(c) * w for c, w in zip(s[1:9], range(8, 0, -1))) + int(s[9])
    return t % 10 == 0


def gen_twid(sex):
    letter = rng.choice("ABCDEFHKTU")
    b = letter + sex + rand_digits(7)
    for c in DIGITS:
        if twid_ok(b + c):
            return b + c


def za_id_ok(s):
    d = only_alnum(s)
    if not re.fullmatch(r"\d{13}", d):
        return False
    yy, mm, dd = int(d[:2]), int(d[2:4]), int(d[4:6])
    if not (valid_date(1900 + yy, mm, dd) or valid_date(2000 + yy, mm, dd)):
        return False
    return d[10] in "01" and luhn_ok(d)


def gen_za_id(birth, female=False):
    g = rng.randint(0, 4999) if female else rng.randint(5000, 9999)
    b = birth[2:] + "%04d" % g + "08"
    return b + luhn_check_digit(b)


def nir_fr_ok(s):
    d = only_alnum(s)
    if not re.fullmatch(r"[12]\d{14}", d):
        return False
    if not 1 <= int(d[3:5]) <= 12:
        return False
    return 97 - int(d[:13]) % 97 == int(d[13:])


def gen_nir_fr(sex, birth, dept):
    b = sex + birth[2:4] + birth[4:6] + dept + rand_digits(3) + rand_digits(3)
    key = 97 - int(b) % 97
    d = b + "%02d" % key
    return "%s %s %s %s %s %s %s" % (d[0], d[1:3], d[3:5], d[5:7], d[7:10], d[10:13], d[13:])


def nn_be_ok(s):
    d = only_alnum(s)
    if not re.fullmatch(r"\d{11}", d):
        return False
    chk = int(d[9:])
    return 97 - int(d[:9]) % 97 == chk or 97 - int("2" + d[:9]) % 97 == chk


def gen_nn_be(birth):
    b = birth[2:] + "%03d" % rng.randint(1, 997)
    base = int(("2" if int(birth[:4]) >= 2000 else "") + b)
    d = b + "%02d" % (97 - base % 97)
    return "%s.%s.%s-%s.%s" % (d[:2], d[2:4], d[4:6], d[6:9], d[9:])


KR_W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]


def rrn_kr_ok(s):
    d = only_alnum(s)
    if not re.fullmatch(r"\d{13}", d):
        return False
    if not (1 <= int(d[2:4]) <= 12 and 1 <= int(d[4:6]) <= 31) or d[6] not in "12345678":
        return False
    return (11 - sum(int(a) * w for a, w in zip(d[:12], KR_W)) % 11) % 10 == int(d[12])


def gen_rrn_kr(birth, female=False):
    y = int(birth[:4])
    g = ("4" if female else "3") if y >= 2000 else ("2" if female else "1")
    b = birth[2:] + g + rand_digits(5)
    c = (11 - sum(int(a) * w for a, w in zip(b, KR_W)) % 11) % 10
    d = b + str(c)
    return d[:6] + "-" + d[6:]


TFN_W = [1, 4, 3, 7, 5, 8, 6, 9, 10]


def tfn_au_ok(s):
    d = only_alnum(s)
    return bool(re.fullmatch(r"\d{9}", d)) and sum(int(a) * w for a, w in zip(d, TFN_W)) % 11 == 0


def gen_tfn_au():
    while True:
        b = rand_digits(8, first_nonzero=True)
        for c in DIGITS:
            if tfn_au_ok(b + c):
                d = b + c
                return "%s %s %s" % (d[:3], d[3:6], d[6:])


def _mynumber_digit(d11):
    t = 0
    for n in range(1, 12):
        p = int(d11[11 - n])
        q = n + 1 if n <= 6 else n - 5
        t += p * q
    r = t % 11
    return 0 if r <= 1 else 11 - r


def mynumber_jp_ok(s):
    d = only_alnum(s)
    return bool(re.fullmatch(r"\d{12}", d)) and _mynumber_digit(d[:11]) == int(d[11])


def gen_mynumber_jp():
    b = rand_digits(11, first_nonzero=True)
    d = b + str(_mynumber_digit(b))
    return "%s %s %s" % (d[:4], d[4:8], d[8:])


NATIONAL_SCHEMES = {
    "sg_nric": nric_sg_ok, "nl_bsn": bsn_nl_ok, "es_dni": dni_es_ok, "fi_hetu": hetu_fi_ok,
    "se_pnr": pnr_se_ok, "no_fnr": fnr_no_ok, "pl_pesel": pesel_pl_ok, "br_cpf": cpf_br_ok,
    "in_aadhaar": aadhaar_in_ok, "ca_sin": sin_ca_ok, "hk_hkid": hkid_ok, "tw_id": twid_ok,
    "za_id": za_id_ok, "fr_nir": nir_fr_ok, "be_nn": nn_be_ok, "kr_rrn": rrn_kr_ok,
    "au_tfn": tfn_au_ok, "jp_mynumber": mynumber_jp_ok,
}


# ---------------------------------------------------------------- MRZ check digit (ICAO 9303)
def mrz_digit(field):
    vals = []
    for c in field:
        if c.isdigit():
            vals.append(int(c))
        elif c.isalpha():
            vals.append(ord(c.upper()) - 55)
        else:
            vals.append(0)
    return str(sum(v * w for v, w in zip(vals, [7, 3, 1] * 20)) % 10)


# ---------------------------------------------------------------- vendor key shapes
KEY_SHAPES = {
    "aws_akid": r"(AKIA|ASIA)[A-Z2-7]{16}",
    "aws_secret": r"[A-Za-z0-9/+]{40}",
    "gh_pat": r"ghp_[A-Za-z0-9]{36}",
    "gh_oauth": r"gho_[A-Za-z0-9]{36}",
    "gh_fine": r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    "gitlab_pat": r"glpat-[A-Za-z0-9_-]{20}",
    "slack_bot": r"xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}",
    "slack_user": r"xoxp-\d{10,13}-\d{10,13}-\d{10,13}-[a-f0-9]{32}",
    "slack_webhook": r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}",
    "stripe_sk": r"sk_live_[A-Za-z0-9]{24,99}",
    "stripe_rk": r"rk_live_[A-Za-z0-9]{24,99}",
    "stripe_pk": r"pk_live_[A-Za-z0-9]{24,99}",
    "stripe_whsec": r"whsec_[A-Za-z0-9]{32}",
    "openai": r"sk-proj-[A-Za-z0-9_-]{100,200}",
    "anthropic": r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    "hf": r"hf_[A-Za-z]{34}",
    "sendgrid": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    "mailgun": r"key-[0-9a-f]{32}",
    "twilio_sk": r"SK[0-9a-f]{32}",
    "twilio_ac": r"AC[0-9a-f]{32}",
    "twilio_auth": r"[0-9a-f]{32}",
    "do_pat": r"dop_v1_[0-9a-f]{64}",
    "npm": r"npm_[A-Za-z0-9]{36}",
    "pypi": r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}",
    "atlassian": r"ATATT3xFfGF0[A-Za-z0-9_-]{60,}=[0-9A-F]{8}",
    "datadog_api": r"[0-9a-f]{32}",
    "shopify_pat": r"shpat_[0-9a-f]{32}",
    "shopify_ss": r"shpss_[0-9a-f]{32}",
    "discord_bot": r"[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}",
    "discord_webhook": r"https://discord\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_-]{68}",
    "telegram": r"\d{8,10}:AA[A-Za-z0-9_-]{33}",
    "google_api": r"AIza[A-Za-z0-9_-]{35}",
    "google_oauth_secret": r"GOCSPX-[A-Za-z0-9_-]{28}",
    "google_client_id": r"\d{12}-[a-z0-9]{32}\.apps\.googleusercontent\.com",
    "alibaba_akid": r"LTAI[A-Za-z0-9]{12,20}",
    "alibaba_secret": r"[A-Za-z0-9]{30}",
    "tencent_id": r"AKID[A-Za-z0-9]{32}",
    "tencent_key": r"[A-Za-z0-9]{32}",
    "azure_storage": r"[A-Za-z0-9+/]{86}==",
    "azure_client_secret": r"[A-Za-z0-9]{3}\dQ~[A-Za-z0-9_~.-]{34}",
    "jwt": r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
    "sentry_dsn": r"https://[0-9a-f]{32}@o\d{6,7}\.ingest\.(us\.)?sentry\.io/\d{6,7}",
    "dingtalk_webhook": r"https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}",
    "dingtalk_sign": r"SEC[0-9a-f]{64}",
    "dingtalk_appkey": r"ding[a-z0-9]{16}",
    "feishu_webhook": r"https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}",
    "feishu_secret": r"[A-Za-z0-9]{32}",
    "feishu_appid": r"cli_[0-9a-f]{16}",
    "wechat_appid": r"wx[0-9a-f]{16}",
    "wechat_secret": r"[0-9a-f]{32}",
    "totp": r"[A-Z2-7]{16,32}",
    "pem": r"-----BEGIN (RSA |EC |OPENSSH )?PRIVATE KEY-----\n([A-Za-z0-9+/=]{1,70}\n)+-----END (RSA |EC |OPENSSH )?PRIVATE KEY-----",
    "age": r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}",
    "square_at": r"sq0atp-[A-Za-z0-9_-]{22}",
    "square_secret": r"sq0csp-[A-Za-z0-9_-]{43}",
    "newrelic": r"NRAK-[A-Z0-9]{27}",
    "grafana": r"glsa_[A-Za-z0-9]{32}_[0-9a-f]{8}",
    "sk_hex": r"sk-[0-9a-f]{32}",
    "linear": r"lin_api_[A-Za-z0-9]{40}",
    "django": r"[a-z0-9!@#%^&*(\-_=+)]{50}",
    "hex64": r"[0-9a-f]{64}",
    "hex40": r"[0-9a-f]{40}",
    "opaque40": r"[A-Za-z0-9]{40}",
    "cloudflare": r"[A-Za-z0-9_-]{40}",
    "uuid": r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
}


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def gen_uuid():
    h = rand_str(HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def gen_pem(kind, lines):
    if kind == "RSA":
        raw = bytes([0x30, 0x82, 0x04, 0xA4, 0x02, 0x01, 0x00, 0x02, 0x82, 0x01, 0x01, 0x00])
        label = "RSA PRIVATE KEY"
    elif kind == "EC":
        raw = bytes([0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20])
        label = "EC PRIVATE KEY"
    else:
        raw = b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x33\x00\x00\x00\x0bssh-ed25519"
        label = "OPENSSH PRIVATE KEY"
    width = 70 if kind == "OPENSSH" else 64
    need = (lines * width * 3) // 4 - len(raw)
    raw += bytes(rng.randrange(256) for _ in range(max(need, 0)))
    b = base64.b64encode(raw).decode()
    body = "\n".join(b[i:i + width] for i in range(0, len(b), width))
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, body, label)


def gen_jwt(payload):
    h = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":")).encode())
    return "%s.%s.%s" % (h, p, rand_str(B64URL, 43))


def gen_discord_bot():
    snow = str(rng.randint(10 ** 17, 13 * 10 ** 17))
    first = b64url(snow.encode())
    return "%s.%s.%s" % (first, rand_str(B64URL, 6), rand_str(B64URL, 38))


def gen_key(shape):
    g = {
        "aws_akid": lambda: "AKIA" + rand_str(UPPER + "234567", 16),
        "aws_asia": lambda: "ASIA" + rand_str(UPPER + "234567", 16),
        "aws_secret": lambda: rand_str(ALNUM + "/+", 40),
        "gh_pat": lambda: "ghp_" + rand_str(ALNUM, 36),
        "gh_oauth": lambda: "gho_" + rand_str(ALNUM, 36),
        "gh_fine": lambda: "github_pat_" + rand_str(ALNUM, 22) + "_" + rand_str(ALNUM, 59),
        "gitlab_pat": lambda: "glpat-" + rand_str(B64URL, 20),
        "slack_bot": lambda: "xoxb-%s-%s-%s" % (rand_digits(12, True), rand_digits(13, True), rand_str(ALNUM, 24)),
        "slack_user": lambda: "xoxp-%s-%s-%s-%s" % (rand_digits(12, True), rand_digits(12, True), rand_digits(13, True), rand_str(HEX, 32)),
        "slack_webhook": lambda: "https://hooks.slack.com/services/T%s/B%s/%s" % (rand_str(UPPER + DIGITS, 9), rand_str(UPPER + DIGITS, 10), rand_str(ALNUM, 24)),
        "stripe_sk": lambda: "sk_live_51" + rand_str(ALNUM, 97),
        "stripe_rk": lambda: "rk_live_51" + rand_str(ALNUM, 97),
        "stripe_pk": lambda: "pk_live_51" + rand_str(ALNUM, 97),
        "stripe_whsec": lambda: "whsec_" + rand_str(ALNUM, 32),
        "openai": lambda: "sk-proj-" + rand_str(B64URL, 74) + "T3BlbkFJ" + rand_str(B64URL, 74),
        "anthropic": lambda: "sk-ant-api03-" + rand_str(B64URL, 93) + "AA",
        "hf": lambda: "hf_" + rand_str(string.ascii_letters, 34),
        "sendgrid": lambda: "SG." + rand_str(B64URL, 22) + "." + rand_str(B64URL, 43),
        "mailgun": lambda: "key-" + rand_str(HEX, 32),
        "twilio_sk": lambda: "SK" + rand_str(HEX, 32),
        "twilio_ac": lambda: "AC" + rand_str(HEX, 32),
        "twilio_auth": lambda: rand_str(HEX, 32),
        "do_pat": lambda: "dop_v1_" + rand_str(HEX, 64),
        "npm": lambda: "npm_" + rand_str(ALNUM, 36),
        "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + rand_str(B64URL, 140),
        "atlassian": lambda: "ATATT3xFfGF0" + rand_str(B64URL, 168) + "=" + rand_str("0123456789ABCDEF", 8),
        "datadog_api": lambda: rand_str(HEX, 32),
        "shopify_pat": lambda: "shpat_" + rand_str(HEX, 32),
        "shopify_ss": lambda: "shpss_" + rand_str(HEX, 32),
        "discord_bot": gen_discord_bot,
        "discord_webhook": lambda: "https://discord.com/api/webhooks/%s/%s" % (rand_digits(19, True), rand_str(B64URL, 68)),
        "telegram": lambda: "%s:AA%s" % (rand_digits(10, True), rand_str(B64URL, 33)),
        "google_api": lambda: "AIza" + rand_str(B64URL, 35),
        "google_oauth_secret": lambda: "GOCSPX-" + rand_str(B64URL, 28),
        "google_client_id": lambda: "%s-%s.apps.googleusercontent.com" % (rand_digits(12, True), rand_str(LOWER + DIGITS, 32)),
        "alibaba_akid": lambda: "LTAI5t" + rand_str(ALNUM, 18),
        "alibaba_secret": lambda: rand_str(ALNUM, 30),
        "tencent_id": lambda: "AKID" + rand_str(ALNUM, 32),
        "tencent_key": lambda: rand_str(ALNUM, 32),
        "azure_storage": lambda: rand_str(ALNUM + "+/", 86) + "==",
        "azure_client_secret": lambda: rand_str(ALNUM, 3) + rng.choice(DIGITS) + "Q~" + rand_str(ALNUM + "_~.-", 34),
        "sentry_dsn": lambda: "https://%s@o%s.ingest.sentry.io/%s" % (rand_str(HEX, 32), rand_digits(6, True), rand_digits(7, True)),
        "dingtalk_webhook": lambda: "https://oapi.dingtalk.com/robot/send?access_token=" + rand_str(HEX, 64),
        "dingtalk_sign": lambda: "SEC" + rand_str(HEX, 64),
        "dingtalk_appkey": lambda: "ding" + rand_str(LOWER + DIGITS, 16),
        "feishu_webhook": lambda: "https://open.feishu.cn/open-apis/bot/v2/hook/" + gen_uuid(),
        "feishu_secret": lambda: rand_str(ALNUM, 32),
        "feishu_appid": lambda: "cli_" + rand_str(HEX, 16),
        "wechat_appid": lambda: "wx" + rand_str(HEX, 16),
        "wechat_secret": lambda: rand_str(HEX, 32),
        "totp": lambda: rand_str(B32, 32),
        "age": lambda: "AGE-SECRET-KEY-1" + rand_str("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58),
        "square_at": lambda: "sq0atp-" + rand_str(B64URL, 22),
        "square_secret": lambda: "sq0csp-" + rand_str(B64URL, 43),
        "newrelic": lambda: "NRAK-" + rand_str(UPPER + DIGITS, 27),
        "grafana": lambda: "glsa_" + rand_str(ALNUM, 32) + "_" + rand_str(HEX, 8),
        "sk_hex": lambda: "sk-" + rand_str(HEX, 32),
        "linear": lambda: "lin_api_" + rand_str(ALNUM, 40),
        "django": lambda: rng.choice(LOWER + DIGITS) + rand_str(LOWER + DIGITS + "!@#%^&*(-_=+)", 48, False) + rng.choice(LOWER + DIGITS),
        "hex64": lambda: rand_str(HEX, 64),
        "hex40": lambda: rand_str(HEX, 40),
        "opaque40": lambda: rand_str(ALNUM, 40),
        "cloudflare": lambda: rand_str(B64URL, 40),
        "uuid": gen_uuid,
    }
    return g[shape]()


# ---------------------------------------------------------------- the values
VALUES = {}
KIND_OF = {}  # value name -> validator / shape name
NATIONAL_ID_SCHEME = {}  # value name -> national scheme


def _put(name, value, kind):
    assert name not in VALUES, name
    VALUES[name] = value
    KIND_OF[name] = kind


# cards (prefix, length, grouping)
_CARDS = [
    ("card_visa1", "4", 16, (4, 4, 4, 4), " "),
    ("card_visa2", "4", 16, None, ""),
    ("card_visa3", "4", 16, (4, 4, 4, 4), "-"),
    ("card_visa4", "4", 16, (4, 4, 4, 4), " "),
    ("card_visa13", "4", 13, None, ""),
    ("card_mc1", "51", 16, (4, 4, 4, 4), " "),
    ("card_mc2", "2221", 16, None, ""),
    ("card_mc3", "55", 16, (4, 4, 4, 4), "-"),
    ("card_mc4", "53", 16, (4, 4, 4, 4), " "),
    ("card_amex1", "37", 15, (4, 6, 5), " "),
    ("card_amex2", "34", 15, None, ""),
    ("card_disc1", "6011", 16, (4, 4, 4, 4), " "),
    ("card_jcb1", "3528", 16, (4, 4, 4, 4), " "),
    ("card_diners1", "36", 14, (4, 6, 4), " "),
    ("card_cup1", "622588", 19, (4, 4, 4, 4, 3), " "),
    ("card_cup2", "621700", 19, None, ""),
    ("card_cup3", "62", 16, (4, 4, 4, 4), " "),
    ("card_cup4", "622848", 19, (6, 13), " "),
    ("card_cup5", "6214", 16, None, ""),
    ("card_maestro1", "6759", 18, None, ""),
    ("card_visa5", "4", 16, None, ""),
    ("card_mc5", "52", 16, (4, 4, 4, 4), " "),
]
for _n, _p, _l, _g, _s in _CARDS:
    _put(_n, gen_card(_p, _l, _g, _s), "card")

# IBANs
_put("iban_de1", make_iban("DE", "10070024" + rand_digits(10)), "iban")
_put("iban_de2", make_iban("DE", "50010517" + rand_digits(10), grouped=False), "iban")
_put("iban_gb1", make_iban("GB", "NWBK" + "601613" + rand_digits(8)), "iban")
_put("iban_gb2", make_iban("GB", "BARC" + "200415" + rand_digits(8), grouped=False), "iban")
_b, _g, _a = "30004", "00823", rand_digits(11)
_put("iban_fr1", make_iban("FR", _b + _g + _a + fr_rib_key(_b, _g, _a)), "iban")
_put("iban_es1", make_iban("ES", "2100" + "0418" + rand_digits(12)), "iban")
_put("iban_nl1", make_iban("NL", "INGB" + rand_digits(10)), "iban")
_put("iban_it1", make_iban("IT", "X" + "03069" + "09606" + rand_digits(12)), "iban")
_put("iban_ch1", make_iban("CH", "00762" + rand_digits(12)), "iban")
_put("iban_be1", make_iban("BE", "001" + rand_digits(9)), "iban")
_put("iban_pl1", make_iban("PL", "10901014" + rand_digits(16)), "iban")
_put("iban_ae1", make_iban("AE", "033" + rand_digits(16)), "iban")
_put("iban_ie1", make_iban("IE", "AIBK" + "931152" + rand_digits(8)), "iban")
_put("iban_at1", make_iban("AT", "20111" + rand_digits(11), grouped=False), "iban")
_put("iban_se1", make_iban("SE", "500" + rand_digits(17)), "iban")
_put("iban_no1", make_iban("NO", "8601" + rand_digits(7)), "iban")
_put("iban_pt1", make_iban("PT", "0035" + rand_digits(17)), "iban")
_put("iban_dk1", make_iban("DK", "0040" + rand_digits(10)), "iban")

# Chinese resident IDs (area code, birth date)
_CN = [
    ("cnid_1", "110105", "19880314"), ("cnid_2", "310104", "19920726"), ("cnid_3", "440305", "19790502"),
    ("cnid_4", "330106", "20010918"), ("cnid_5", "510107", "19650120"), ("cnid_6", "420106", "19950611"),
    ("cnid_7", "320102", "19831107"), ("cnid_8", "370202", "19900228"),
    ("cnid_9", "500103", "19771230"), ("cnid_10", "610113", "19990405"), ("cnid_11", "350203", "19860817"),
    ("cnid_12", "430104", "19581009"), ("cnid_13", "440106", "20040229"), ("cnid_14", "210102", "19910713"),
    ("cnid_15", "120101", "19730328"), ("cnid_16", "530102", "19961201"),
]
for _n, _area, _birth in _CN:
    _put(_n, gen_cn_id(_area, _birth), "cn_id")

# SSNs
for _i, _sep in enumerate(["-", "-", "-", " ", "", "-", "-", "-", "-", ""], 1):
    _put("ssn_%d" % _i, gen_ssn(_sep), "ssn")

# national IDs of other countries
_NAT = [
    ("nid_sg1", "sg_nric", lambda: gen_nric_sg("S")),
    ("nid_sg2", "sg_nric", lambda: gen_nric_sg("T")),
    ("nid_sg3", "sg_nric", lambda: gen_nric_sg("G")),
    ("nid_nl1", "nl_bsn", gen_bsn_nl),
    ("nid_nl2", "nl_bsn", gen_bsn_nl),
    ("nid_es1", "es_dni", gen_dni_es),
    ("nid_es2", "es_dni", lambda: gen_dni_es("Y")),
    ("nid_fi1", "fi_hetu", lambda: gen_hetu_fi("19840623")),
    ("nid_se1", "se_pnr", lambda: gen_pnr_se("19770412")),
    ("nid_no1", "no_fnr", lambda: gen_fnr_no("19910305")),
    ("nid_pl1", "pl_pesel", lambda: gen_pesel_pl("19870921")),
    ("nid_pl2", "pl_pesel", lambda: gen_pesel_pl("20030115")),
    ("nid_br1", "br_cpf", gen_cpf_br),
    ("nid_br2", "br_cpf", gen_cpf_br),
    ("nid_in1", "in_aadhaar", gen_aadhaar_in),
    ("nid_in2", "in_aadhaar", gen_aadhaar_in),
    ("nid_ca1", "ca_sin", gen_sin_ca),
    ("nid_ca2", "ca_sin", gen_sin_ca),
    ("nid_hk1", "hk_hkid", gen_hkid),
    ("nid_hk2", "hk_hkid", gen_hkid),
    ("nid_tw1", "tw_id", lambda: gen_twid("2")),
    ("nid_tw2", "tw_id", lambda: gen_twid("1")),
    ("nid_za1", "za_id", lambda: gen_za_id("19820714")),
    ("nid_fr1", "fr_nir", lambda: gen_nir_fr("2", "19890503", "69")),
    ("nid_be1", "be_nn", lambda: gen_nn_be("19930518")),
    ("nid_kr1", "kr_rrn", lambda: gen_rrn_kr("19940822", female=True)),
    ("nid_au1", "au_tfn", gen_tfn_au),
    ("nid_jp1", "jp_mynumber", gen_mynumber_jp),
]
for _n, _scheme, _f in _NAT:
    _put(_n, _f(), "national")
    NATIONAL_ID_SCHEME[_n] = _scheme

# vendor keys: name -> shape
_KEYS = [
    ("aws_akid_1", "aws_akid"), ("aws_akid_2", "aws_akid"), ("aws_akid_3", "aws_akid"), ("aws_asia_1", "aws_asia"),
    ("aws_secret_1", "aws_secret"), ("aws_secret_2", "aws_secret"), ("aws_secret_3", "aws_secret"), ("aws_secret_4", "aws_secret"),
    ("gh_pat_1", "gh_pat"), ("gh_pat_2", "gh_pat"), ("gh_oauth_1", "gh_oauth"), ("gh_fine_1", "gh_fine"),
    ("gitlab_pat_1", "gitlab_pat"), ("gitlab_pat_2", "gitlab_pat"),
    ("slack_bot_1", "slack_bot"), ("slack_user_1", "slack_user"), ("slack_webhook_1", "slack_webhook"), ("slack_webhook_2", "slack_webhook"),
    ("stripe_sk_1", "stripe_sk"), ("stripe_rk_1", "stripe_rk"), ("stripe_pk_1", "stripe_pk"), ("stripe_pk_2", "stripe_pk"),
    ("stripe_whsec_1", "stripe_whsec"),
    ("openai_1", "openai"), ("openai_2", "openai"),
    ("anthropic_1", "anthropic"), ("anthropic_2", "anthropic"),
    ("hf_1", "hf"), ("hf_2", "hf"),
    ("sendgrid_1", "sendgrid"), ("mailgun_1", "mailgun"),
    ("twilio_sk_1", "twilio_sk"), ("twilio_ac_1", "twilio_ac"), ("twilio_ac_2", "twilio_ac"), ("twilio_auth_1", "twilio_auth"), ("twilio_auth_2", "twilio_auth"),
    ("do_pat_1", "do_pat"), ("npm_1", "npm"), ("npm_2", "npm"), ("pypi_1", "pypi"), ("atlassian_1", "atlassian"),
    ("datadog_api_1", "datadog_api"), ("shopify_pat_1", "shopify_pat"), ("shopify_ss_1", "shopify_ss"),
    ("discord_bot_1", "discord_bot"), ("discord_webhook_1", "discord_webhook"),
    ("telegram_1", "telegram"), ("telegram_2", "telegram"),
    ("google_api_1", "google_api"), ("google_api_2", "google_api"), ("google_oauth_secret_1", "google_oauth_secret"),
    ("google_client_id_1", "google_client_id"),
    ("alibaba_akid_1", "alibaba_akid"), ("alibaba_akid_2", "alibaba_akid"), ("alibaba_secret_1", "alibaba_secret"), ("alibaba_secret_2", "alibaba_secret"),
    ("tencent_id_1", "tencent_id"), ("tencent_key_1", "tencent_key"),
    ("azure_storage_1", "azure_storage"), ("azure_client_secret_1", "azure_client_secret"), ("azure_client_secret_2", "azure_client_secret"),
    ("sentry_dsn_1", "sentry_dsn"), ("sentry_dsn_2", "sentry_dsn"),
    ("dingtalk_webhook_1", "dingtalk_webhook"), ("dingtalk_sign_1", "dingtalk_sign"), ("dingtalk_appkey_1", "dingtalk_appkey"),
    ("feishu_webhook_1", "feishu_webhook"), ("feishu_secret_1", "feishu_secret"), ("feishu_appid_1", "feishu_appid"),
    ("wechat_appid_1", "wechat_appid"), ("wechat_secret_1", "wechat_secret"),
    ("totp_1", "totp"), ("totp_2", "totp"), ("age_1", "age"),
    ("square_at_1", "square_at"), ("square_secret_1", "square_secret"),
    ("newrelic_1", "newrelic"), ("grafana_1", "grafana"), ("sk_hex_1", "sk_hex"), ("sk_hex_2", "sk_hex"), ("sk_hex_3", "sk_hex"),
    ("linear_1", "linear"), ("django_1", "django"), ("hex64_1", "hex64"), ("hex64_2", "hex64"), ("hex40_1", "hex40"),
    ("opaque40_1", "opaque40"), ("opaque40_2", "opaque40"), ("cloudflare_1", "cloudflare"),
    ("uuid_1", "uuid"), ("uuid_2", "uuid"), ("uuid_3", "uuid"), ("uuid_4", "uuid"), ("uuid_5", "uuid"), ("uuid_6", "uuid"),
]
for _n, _shape in _KEYS:
    _put(_n, gen_key(_shape), "aws_akid" if _shape == "aws_asia" else _shape)

_put("jwt_1", gen_jwt({"sub": "u_48213", "role": "admin", "iat": 1733990400, "exp": 1734076800}), "jwt")
_put("jwt_2", gen_jwt({"sub": "svc-billing", "scope": "invoices:write", "iat": 1731628800}), "jwt")
_put("jwt_3", gen_jwt({"uid": 90211, "tenant": "cn-east", "iat": 1735603200, "exp": 1735689600}), "jwt")
_put("jwt_4", gen_jwt({"sub": "7731", "aud": "mobile", "iat": 1736812800}), "jwt")
_put("pem_rsa_1", gen_pem("RSA", 9), "pem")
_put("pem_ec_1", gen_pem("EC", 3), "pem")
_put("pem_ssh_1", gen_pem("OPENSSH", 5), "pem")

# MRZ (Canadian passport with 8-character number, so the number is followed by '<')
_mrz_no = "GK" + rand_digits(6)
_put("passport_ca_mrz", _mrz_no, "passport")
_dob, _exp = "870219", "300611"
_l2 = (_mrz_no + "<") + mrz_digit(_mrz_no + "<") + "CAN" + _dob + mrz_digit(_dob) + "F" + _exp + mrz_digit(_exp) + "<" * 14 + "<"
assert len(_l2) == 43, len(_l2)
_l2 = _l2 + mrz_digit(_l2[0:10] + _l2[13:20] + _l2[21:43])
MRZ_LINE2_CA = _l2


# appended later (kept after everything above so earlier values stay unchanged)
for _n, _p, _l, _g, _s in [
    ("card_cup6", "622202", 19, None, ""),
    ("card_cup7", "625807", 16, (4, 4, 4, 4), " "),
    ("card_cup8", "621483", 16, (4, 4, 4, 4), " "),
    ("card_cup9", "622700", 19, (4, 4, 4, 4, 3), " "),
    ("card_visa6", "4", 16, (4, 4, 4, 4), " "),
    ("card_mc6", "54", 16, None, ""),
]:
    _put(_n, gen_card(_p, _l, _g, _s), "card")
for _n, _shape in [("sk_hex_4", "sk_hex"), ("dashscope_1", "sk_hex"), ("gh_pat_3", "gh_pat"),
                   ("tencent_id_2", "tencent_id"), ("tencent_key_2", "tencent_key"), ("totp_3", "totp"),
                   ("opaque40_3", "opaque40"), ("feishu_appid_2", "feishu_appid"), ("feishu_secret_2", "feishu_secret")]:
    _put(_n, gen_key(_shape), _shape)

for _n, _area, _birth in [
    ("cnid_17", "450103", "19810612"), ("cnid_18", "230103", "19690305"), ("cnid_19", "340104", "19930920"),
    ("cnid_20", "130102", "19871111"), ("cnid_21", "460106", "20000101"), ("cnid_22", "620102", "19760704"),
    ("cnid_23", "360102", "19890131"), ("cnid_24", "150102", "19940518"),
]:
    _put(_n, gen_cn_id(_area, _birth), "cn_id")

_put("tencent_key_3", gen_key("tencent_key"), "tencent_key")
_put("iban_be2", make_iban("BE", "310" + rand_digits(9)), "iban")
_put("iban_nl2", make_iban("NL", "RABO" + rand_digits(10)), "iban")

for _n, _area, _birth in [("cnid_25", "440303", "19970214"), ("cnid_26", "310104", "19560723"), ("cnid_27", "320583", "19680712")]:
    _put(_n, gen_cn_id(_area, _birth), "cn_id")


# ---------------------------------------------------------------- validators
def shape_ok(shape, value):
    return re.fullmatch(KEY_SHAPES[shape], value) is not None


VALIDATORS = {
    "luhn": luhn_ok,
    "card": card_ok,
    "iban": iban_ok,
    "cn_id": cn_id_ok,
    "ssn": ssn_ok,
    "passport": lambda v: bool(re.fullmatch(r"[A-Z0-9]{6,9}", v)),
}
VALIDATORS.update(NATIONAL_SCHEMES)
for _shape in KEY_SHAPES:
    VALIDATORS[_shape] = (lambda s: (lambda v: shape_ok(s, v)))(_shape)


def validate_name(name):
    kind = KIND_OF[name]
    if kind == "national":
        return NATIONAL_SCHEMES[NATIONAL_ID_SCHEME[name]](VALUES[name])
    return VALIDATORS[kind](VALUES[name])


PUBLISHED = [
    # (validator, value, expected)
    ("luhn", "79927398713", True), ("luhn", "79927398710", False),
    ("card", "4111 1111 1111 1111", True), ("card", "5555555555554444", True), ("card", "378282246310005", True),
    ("card", "6011111111111117", True), ("card", "3530111333300000", True), ("card", "4111111111111112", False),
    ("iban", "GB82 WEST 1234 5698 7654 32", True), ("iban", "DE89370400440532013000", True),
    ("iban", "FR1420041010050500013M02606", True), ("iban", "NL91ABNA0417164300", True),
    ("iban", "CH9300762011623852957", True), ("iban", "BE68539007547034", True),
    ("iban", "ES9121000418450200051332", True), ("iban", "IT60X0542811101000000123456", True),
    ("iban", "PL61109010140000071219812874", True), ("iban", "NO9386011117947", True),
    ("iban", "AT611904300234573201", True), ("iban", "IE29AIBK93115212345678", True),
    ("iban", "GB82WEST12345698765433", False), ("iban", "DE8937040044053201300", False),
    ("cn_id", "11010519491231002X", True), ("cn_id", "110105194912310021", False),
    ("cn_id", "11010519490231002X", False),
    ("ssn", "078-05-1120", True), ("ssn", "000-12-3456", False), ("ssn", "666-12-3456", False),
    ("ssn", "912-34-5678", False), ("ssn", "123-00-4567", False), ("ssn", "123-45-0000", False),
    ("sg_nric", "S1234567D", True), ("sg_nric", "S1234567A", False),
    ("nl_bsn", "111222333", True), ("nl_bsn", "111222334", False),
    ("es_dni", "12345678Z", True), ("es_dni", "12345678A", False), ("es_dni", "X1234567L", True),
    ("fi_hetu", "131052-308T", True), ("fi_hetu", "131052-308U", False),
    ("se_pnr", "811218-9876", True), ("se_pnr", "811218-9875", False),
    ("pl_pesel", "44051401359", True), ("pl_pesel", "44051401358", False),
    ("br_cpf", "111.444.777-35", True), ("br_cpf", "111.444.777-36", False),
    ("in_aadhaar", "2341 2341 2346", True), ("ca_sin", "046 454 286", True), ("ca_sin", "046 454 287", False),
    ("hk_hkid", "A123456(3)", True), ("hk_hkid", "A123456(4)", False),
    ("tw_id", "A123456789", True), ("tw_id", "A123456788", False),
    ("za_id", "8001015009087", True), ("za_id", "8001015009088", False),
    ("au_tfn", "123 456 782", True), ("au_tfn", "123 456 781", False),
    ("be_nn", "93.05.18-223.61", True), ("be_nn", "93.05.18-223.62", False),
]


def selftest():
    """Return a list of problems (empty when everything passes)."""
    problems = []
    for vname, value, expected in PUBLISHED:
        got = VALIDATORS[vname](value)
        if got != expected:
            problems.append("published example %s(%r) -> %s, expected %s" % (vname, value, got, expected))
    # verhoeff: classic worked example 236 -> 3
    if verhoeff_digit("236") != "3" or not verhoeff_ok("2363"):
        problems.append("verhoeff worked example 236->3 failed")
    # MRZ check digit: ICAO 9303 specimen L898902C3 -> 6, 740812 -> 2
    if mrz_digit("L898902C3") != "6" or mrz_digit("740812") != "2":
        problems.append("mrz check digit specimen failed")
    for name in VALUES:
        if not validate_name(name):
            problems.append("generated value %s=%r fails %s" % (name, VALUES[name], KIND_OF[name]))
    seen = {}
    for name, v in VALUES.items():
        if v in seen:
            problems.append("duplicate generated value %s / %s" % (seen[v], name))
        seen[v] = name
    for name, v in VALUES.items():
        if v != v.strip():
            problems.append("generated value %s has whitespace at an edge" % name)
    return problems


if __name__ == "__main__":
    probs = selftest()
    for n in sorted(VALUES):
        print("%-24s %-14s %s" % (n, NATIONAL_ID_SCHEME.get(n, KIND_OF[n]), VALUES[n].replace("\n", "\\n")))
    print("MRZ line 2 (CA):", MRZ_LINE2_CA)
    for p in probs:
        print("SELFTEST:", p)
    if probs:
        print("FAIL: %d selftest problems" % len(probs))
        sys.exit(1)
    print("OK: selftest passed, %d values" % len(VALUES))
