#!/usr/bin/env python3
"""Seeded generators for every blind46 value that needs a check digit or a vendor shape.

Texts refer to these values as ``$name``.  ``python3 values.py -p`` prints them,
``python3 values.py`` runs ``selftest()``.
Standard library only.
"""
import base64
import datetime
import json
import random
import re
import string
import sys

SEED = 46_20_46
rng = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def rs(chars, n):
    return "".join(rng.choice(chars) for _ in range(n))


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def group4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


def digits_of(s):
    return re.sub(r"\D", "", s)


# ---------------------------------------------------------------- Luhn / cards
def luhn_sum(d):
    total = 0
    for i, ch in enumerate(reversed(d)):
        v = int(ch)
        if i % 2 == 1:
            v *= 2
            if v > 9:
                v -= 9
        total += v
    return total


def luhn_ok(d):
    return d.isdigit() and luhn_sum(d) % 10 == 0


def luhn_complete(payload):
    for c in DIG:
        if luhn_sum(payload + c) % 10 == 0:
            return payload + c
    raise AssertionError


CARD_PREFIXES = [
    (r"4", (13, 16, 19)),                       # Visa
    (r"5[1-5]", (16,)),                         # Mastercard
    (r"2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)", (16,)),  # Mastercard 2-series
    (r"3[47]", (15,)),                          # Amex
    (r"35(2[89]|[3-8]\d)", (16, 19)),           # JCB
    (r"62", (16, 17, 18, 19)),                  # UnionPay
    (r"6011|65|64[4-9]", (16, 19)),             # Discover
    (r"3(0[0-5]|[689])", (14,)),                # Diners
]


def card_ok(s):
    if not re.fullmatch(r"\d[\d -]*\d", s):
        return False
    d = digits_of(s)
    if not luhn_ok(d):
        return False
    return any(re.match(p, d) and len(d) in lens for p, lens in CARD_PREFIXES)


def make_card(prefix, length, fmt="4", sep=" "):
    payload = prefix + rs(DIG, length - 1 - len(prefix))
    num = luhn_complete(payload)
    if fmt == "plain":
        return num
    if fmt == "amex":
        return group(num, (4, 6, 5), sep)
    return group4(num, sep)


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {"GB": 22, "DE": 22, "FR": 27, "NL": 18, "ES": 24, "IT": 27, "IE": 22,
            "CH": 21, "BE": 16, "AT": 20, "PL": 28, "PT": 25, "SE": 24, "FI": 18,
            "DK": 18, "NO": 15, "LU": 20}


def iban_mod(s):
    s = s.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97


def iban_ok(s):
    c = s.replace(" ", "")
    return (re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", c) is not None
            and IBAN_LEN.get(c[:2]) == len(c) and iban_mod(c) == 1)


def make_iban(cc, bban, spaced=True):
    chk = 98 - iban_mod(cc + "00" + bban)
    s = "%s%02d%s" % (cc, chk, bban)
    assert len(s) == IBAN_LEN[cc]
    return group4(s) if spaced else s


# ---------------------------------------------------------------- US SSN
def ssn_ok(s):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", s)
    if not m:
        return False
    a, g, n = m.group(1), m.group(3), m.group(4)
    if a in ("000", "666") or a[0] == "9" or g == "00" or n == "0000":
        return False
    return digits_of(s) not in ("078051120", "219099999", "123456789")


def make_ssn(sep="-"):
    while True:
        a = rng.randint(1, 899)
        if a != 666:
            break
    s = "%03d%s%02d%s%04d" % (a, sep, rng.randint(1, 99), sep, rng.randint(1, 9999))
    return s


# ---------------------------------------------------------------- GB 11643 (CN resident ID)
GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
GB_CK = "10X98765432"


def valid_date(y, m, d):
    try:
        return datetime.date(int(y), int(m), int(d))
    except ValueError:
        return None


def idcard_birth(s):
    return valid_date(s[6:10], s[10:12], s[12:14])


def idcard_ok(s):
    if not re.fullmatch(r"[1-8]\d{16}[\dX]", s):
        return False
    b = idcard_birth(s)
    if b is None or not (1900 <= b.year <= 2025):
        return False
    return GB_CK[sum(int(a) * w for a, w in zip(s[:17], GB_W)) % 11] == s[17]


def make_idcard(region, ymd, sex):
    seq = "%02d" % rng.randint(0, 99)
    g = rng.choice("13579" if sex == "m" else "02468")
    s17 = region + ymd + seq + g
    return s17 + GB_CK[sum(int(a) * w for a, w in zip(s17, GB_W)) % 11]


# ---------------------------------------------------------------- passports (shape only)
PASSPORT_RES = [
    r"[EG]\d{8}",                 # CN
    r"E[A-HJ-NP-Z]\d{7}",         # CN e-passport
    r"[1-9]\d{8}",                # US / UK
    r"[A-Z]\d{8}",                # US next-gen, NG, HK, KR, MX
    r"C[CFGHJKLMNPRTVWXYZ0-9]{8}",  # DE
    r"[A-PR-WY]\d{7}",            # IN, VN
    r"[A-Z]{2}\d{7}",             # AU, JP
    r"[A-Z]{2}\d{6}",             # CA, BR
    r"\d{2}[A-Z]{2}\d{5}",        # FR
]


def passport_ok(s):
    return any(re.fullmatch(p, s) for p in PASSPORT_RES)


def make_passport(kind):
    if kind == "cn":
        return "E" + rs(DIG, 8)
    if kind == "cn2":
        return "E" + rng.choice("ABCDEFGHJK") + rs(DIG, 7)
    if kind in ("us", "uk"):
        return rng.choice("123456789") + rs(DIG, 8)
    if kind == "us2":
        return rng.choice("ABCX") + rs(DIG, 8)
    if kind == "de":
        return "C" + rs("CFGHJKLMNPRTVWXYZ0123456789", 8)
    if kind == "in":
        return rng.choice("JKLMNPRSTUVW") + rng.choice("123456789") + rs(DIG, 6)
    if kind == "vn":
        return rng.choice("BCN") + rs(DIG, 7)
    if kind == "au":
        return rng.choice(["PA", "PB", "PE", "RA"]) + rs(DIG, 7)
    if kind == "jp":
        return "T" + rng.choice("KRSZ") + rs(DIG, 7)
    if kind == "ca":
        return rs(UP, 2) + rs(DIG, 6)
    if kind == "br":
        return rng.choice(["FZ", "GA", "YB"]) + rs(DIG, 6)
    if kind == "fr":
        return rs(DIG, 2) + rs("ABCDEFGHJKLMNPRSTUVWXYZ", 2) + rs(DIG, 5)
    if kind in ("kr",):
        return "M" + rs(DIG, 8)
    if kind in ("hk",):
        return "K" + rs(DIG, 8)
    if kind in ("ng",):
        return "A" + rs(DIG, 8)
    if kind in ("mx",):
        return "G" + rs(DIG, 8)
    raise KeyError(kind)


# ---------------------------------------------------------------- national ids of other countries
VER_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
         [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
         [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
         [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
         [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VER_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
         [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
         [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
         [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VER_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(d):
    c = 0
    for i, ch in enumerate(reversed(d)):
        c = VER_D[c][VER_P[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(payload):
    c = 0
    for i, ch in enumerate(reversed(payload)):
        c = VER_D[c][VER_P[(i + 1) % 8][int(ch)]]
    return str(VER_INV[c])


NRIC_ST = "JZIHGFEDCBA"
NRIC_FG = "XWUTRQPNMLK"


def nric_letter(prefix, digits7):
    t = sum(int(a) * w for a, w in zip(digits7, [2, 7, 6, 5, 4, 3, 2]))
    if prefix in "TG":
        t += 4
    r = t % 11
    return (NRIC_ST if prefix in "ST" else NRIC_FG)[r]


def hkid_check(letters, digits6):
    vals = []
    if len(letters) == 1:
        vals.append(36)
    vals += [ord(c) - 55 for c in letters] + [int(c) for c in digits6]
    t = sum(v * w for v, w in zip(vals, [9, 8, 7, 6, 5, 4, 3, 2]))
    c = (11 - t % 11) % 11
    return "A" if c == 10 else str(c)


DNI_LET = "TRWAGMYFPDXBNJZSQVHLCKE"


def cpf_digits(d9):
    s1 = sum(int(d) * w for d, w in zip(d9, range(10, 1, -1)))
    c1 = (s1 * 10) % 11 % 10
    d10 = d9 + str(c1)
    s2 = sum(int(d) * w for d, w in zip(d10, range(11, 1, -1)))
    c2 = (s2 * 10) % 11 % 10
    return d10 + str(c2)


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_birth(d):
    yy, mm, dd = int(d[0:2]), int(d[2:4]), int(d[4:6])
    century = {0: 1900, 20: 2000, 40: 2100, 60: 2200, 80: 1800}[(mm // 20) * 20]
    return valid_date(century + yy, mm % 20, dd)


def bsn_ok(d):
    if len(d) != 9:
        return False
    t = sum(int(a) * w for a, w in zip(d[:8], range(9, 1, -1))) - int(d[8])
    return t % 11 == 0 and d != "000000000"


TW_CODE = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO",
                   [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27,
                    28, 29, 30, 31, 32, 33, 34, 35]))


def tw_ok(s):
    if not re.fullmatch(r"[A-Z][12]\d{8}", s):
        return False
    c = TW_CODE[s[0]]
    t = c // 10 + (c % 10) * 9
    t += sum(int(a) * w for a, w in zip(s[1:], [8, 7, 6, 5, 4, 3, 2, 1, 1]))
    return t % 10 == 0


RRN_W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]


def rrn_check(d12):
    return str((11 - sum(int(a) * w for a, w in zip(d12, RRN_W)) % 11) % 10)


def mynumber_check(d11):
    t = 0
    for n in range(1, 12):
        p = int(d11[11 - n])
        q = n + 1 if n <= 6 else n - 5
        t += p * q
    r = t % 11
    return "0" if r <= 1 else str(11 - r)


def tckn_ok(d):
    if not re.fullmatch(r"[1-9]\d{10}", d):
        return False
    n = [int(c) for c in d]
    d10 = ((n[0] + n[2] + n[4] + n[6] + n[8]) * 7 - (n[1] + n[3] + n[5] + n[7])) % 10
    return n[9] == d10 and n[10] == sum(n[:10]) % 10


CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21,
                   2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))


def cf_check(s15):
    t = 0
    for i, ch in enumerate(s15):
        if i % 2 == 0:
            t += CF_ODD[ch]
        else:
            t += int(ch) if ch.isdigit() else ord(ch) - 65
    return chr(65 + t % 26)


def nhs_check(d9):
    t = sum(int(a) * w for a, w in zip(d9, range(10, 1, -1)))
    c = 11 - t % 11
    if c == 11:
        c = 0
    return None if c == 10 else str(c)


NINO_BAD_PREFIX = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def national_id_scheme(s):
    """Return the list of schemes that validate s (empty when none)."""
    found = []
    c = s.replace(" ", "").replace("-", "").replace(".", "")
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", c)
    if m and nric_letter(m.group(1), m.group(2)) == m.group(3):
        found.append("sg_nric" if m.group(1) in "ST" else "sg_fin")
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", c)
    if m and hkid_check(m.group(1), m.group(2)) == m.group(3):
        found.append("hk_hkid")
    if re.fullmatch(r"[2-9]\d{11}", c) and verhoeff_ok(c) and re.fullmatch(r"\d{4} \d{4} \d{4}|\d{12}", s):
        found.append("in_aadhaar")
    m = re.fullmatch(r"(\d{8})([A-Z])", c)
    if m and DNI_LET[int(m.group(1)) % 23] == m.group(2):
        found.append("es_dni")
    m = re.fullmatch(r"([XYZ])(\d{7})([A-Z])", c)
    if m and DNI_LET[int("XYZ".index(m.group(1)).__str__() + m.group(2)) % 23] == m.group(3):
        found.append("es_nie")
    if re.fullmatch(r"\d{11}", c) and re.fullmatch(r"\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11}", s) \
            and cpf_digits(c[:9]) == c and len(set(c)) > 1:
        found.append("br_cpf")
    if re.fullmatch(r"\d{11}", c) and s == c:
        if sum(int(a) * w for a, w in zip(c[:10], PESEL_W)) % 10 == (10 - int(c[10])) % 10 \
                and pesel_birth(c):
            found.append("pl_pesel")
        if tckn_ok(c):
            found.append("tr_tckn")
    if re.fullmatch(r"\d{9}", c) and re.fullmatch(r"\d{9}|\d{4}\.\d{2}\.\d{3}", s) and bsn_ok(c):
        found.append("nl_bsn")
    if re.fullmatch(r"[0-79]\d{8}", c) and re.fullmatch(r"\d{3}[ -]\d{3}[ -]\d{3}", s) and luhn_ok(c):
        found.append("ca_sin")
    m = re.fullmatch(r"(\d{6})[-+](\d{4})", s)
    if m and luhn_ok(m.group(1) + m.group(2)) and valid_date(2000, int(s[2:4]), int(s[4:6])):
        found.append("se_personnummer")
    if tw_ok(c):
        found.append("tw_id")
    m = re.fullmatch(r"(\d{6})-(\d{7})", s)
    if m and rrn_check((m.group(1) + m.group(2))[:12]) == s[-1]:
        found.append("kr_rrn")
    if re.fullmatch(r"\d{12}", c) and re.fullmatch(r"\d{4} \d{4} \d{4}|\d{12}", s) \
            and mynumber_check(c[:11]) == c[11]:
        found.append("jp_mynumber")
    m = re.fullmatch(r"([A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z])(\d{6})([A-D])", c)
    if m and m.group(1) not in NINO_BAD_PREFIX:
        found.append("uk_nino")
    if re.fullmatch(r"[12]\d{14}", c) and 97 - int(c[:13]) % 97 == int(c[13:]) \
            and 1 <= int(c[3:5]) <= 12:
        found.append("fr_nir")
    if re.fullmatch(r"[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z]", c) and cf_check(c[:15]) == c[15]:
        found.append("it_codice_fiscale")
    if re.fullmatch(r"\d{10}", c) and re.fullmatch(r"\d{3} \d{3} \d{4}|\d{10}", s) \
            and nhs_check(c[:9]) == c[9]:
        found.append("uk_nhs")
    return found


def national_id_ok(s):
    return bool(national_id_scheme(s))


def make_national(scheme, birth=None, sex="f"):
    if scheme in ("sg_nric", "sg_fin"):
        p = "T" if scheme == "sg_nric" and birth and birth >= "2000" else ("S" if scheme == "sg_nric" else rng.choice("FG"))
        d7 = (birth[2:4] if scheme == "sg_nric" and birth else "") + rs(DIG, 7)
        d7 = d7[:7]
        return p + d7 + nric_letter(p, d7)
    if scheme == "hk_hkid":
        L = rng.choice(UP.replace("I", "").replace("O", ""))
        d6 = rs(DIG, 6)
        return "%s%s(%s)" % (L, d6, hkid_check(L, d6))
    if scheme == "in_aadhaar":
        p = rng.choice("23456789") + rs(DIG, 10)
        return group4(p + verhoeff_digit(p))
    if scheme == "es_dni":
        n = rng.choice("1234567") + rs(DIG, 7)
        return n + DNI_LET[int(n) % 23]
    if scheme == "es_nie":
        L = rng.choice("XYZ")
        n = rs(DIG, 7)
        return L + n + DNI_LET[int(str("XYZ".index(L)) + n) % 23]
    if scheme == "br_cpf":
        c = cpf_digits(rs(DIG, 9))
        return "%s.%s.%s-%s" % (c[:3], c[3:6], c[6:9], c[9:])
    if scheme == "pl_pesel":
        y, m, d = int(birth[:4]), int(birth[4:6]), int(birth[6:8])
        mm = m + (20 if y >= 2000 else 0)
        p = "%02d%02d%02d" % (y % 100, mm, d) + rs(DIG, 3) + rng.choice("02468" if sex == "f" else "13579")
        t = sum(int(a) * w for a, w in zip(p, PESEL_W))
        return p + str((10 - t % 10) % 10)
    if scheme == "tr_tckn":
        n = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(8)]
        d10 = ((n[0] + n[2] + n[4] + n[6] + n[8]) * 7 - (n[1] + n[3] + n[5] + n[7])) % 10
        n.append(d10)
        n.append(sum(n) % 10)
        return "".join(map(str, n))
    if scheme == "nl_bsn":
        while True:
            d8 = rng.choice("123456789") + rs(DIG, 7)
            t = sum(int(a) * w for a, w in zip(d8, range(9, 1, -1)))
            c = t % 11
            if c <= 9:
                return d8 + str(c)
    if scheme == "ca_sin":
        p = rng.choice("1234567") + rs(DIG, 7)
        return group(luhn_complete(p), (3, 3, 3))
    if scheme == "se_personnummer":
        p = birth[2:8] + rs(DIG, 2) + rng.choice("02468" if sex == "f" else "13579")
        full = luhn_complete(p)
        return full[:6] + "-" + full[6:]
    if scheme == "tw_id":
        while True:
            s = rng.choice("ABCDEFGHJKLMNPQRSTUVXYWZ") + ("2" if sex == "f" else "1") + rs(DIG, 7)
            for c in DIG:
                if tw_ok(s + c):
                    return s + c
    if scheme == "kr_rrn":
        y = int(birth[:4])
        g = {(0, "m"): "1", (0, "f"): "2", (1, "m"): "3", (1, "f"): "4"}[(1 if y >= 2000 else 0, sex)]
        d12 = birth[2:8] + g + rs(DIG, 5)
        return d12[:6] + "-" + d12[6:] + rrn_check(d12)
    if scheme == "jp_mynumber":
        d11 = rng.choice("123456789") + rs(DIG, 10)
        return group4(d11 + mynumber_check(d11))
    if scheme == "uk_nino":
        while True:
            a = rng.choice("ABCEGHJKLMNOPRSTWXYZ")
            b = rng.choice("ABCEGHJKLMNPRSTWXYZ")
            if a + b not in NINO_BAD_PREFIX:
                break
        d = rs(DIG, 6)
        return "%s%s %s %s %s %s" % (a, b, d[:2], d[2:4], d[4:], rng.choice("ABCD"))
    if scheme == "fr_nir":
        y, m = birth[2:4], birth[4:6]
        body = ("2" if sex == "f" else "1") + y + m + rng.choice(["75", "69", "13", "33", "59"]) + rs(DIG, 3) + rs(DIG, 3)
        key = 97 - int(body) % 97
        return "%s %s %s %s %s %s %02d" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)
    if scheme == "it_codice_fiscale":
        cons = "BCDFGLMNPRSTVZ"
        y, m, d = birth[2:4], int(birth[4:6]), int(birth[6:8])
        s15 = rs(cons, 3) + rs(cons, 3) + y + "ABCDEHLMPRST"[m - 1] + "%02d" % (d + (40 if sex == "f" else 0)) \
            + rng.choice(["F205", "H501", "A944", "L219", "G273"])
        return s15 + cf_check(s15)
    if scheme == "uk_nhs":
        while True:
            d9 = rng.choice("456789") + rs(DIG, 8)
            c = nhs_check(d9)
            if c is not None:
                return group(d9 + c, (3, 3, 4))
    raise KeyError(scheme)


# ---------------------------------------------------------------- vendor keys
def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def make_jwt(payload, alg="HS256"):
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = rs(B64URL, 43 if alg == "HS256" else 342)
    return "%s.%s.%s" % (h, p, sig)


def jwt_ok(s):
    parts = s.split(".")
    if len(parts) != 3 or not all(re.fullmatch(r"[A-Za-z0-9_-]+", p) for p in parts):
        return False
    try:
        h = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return "alg" in h


APIKEY_RES = [
    ("aws_akid", r"(AKIA|ASIA)[A-Z2-7]{16}"),
    ("github_pat", r"gh[pousr]_[A-Za-z0-9]{36}"),
    ("github_fine", r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}"),
    ("gitlab", r"glpat-[A-Za-z0-9_-]{20}"),
    ("slack_token", r"xox[bpa]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24,32}"),
    ("stripe_secret", r"(sk|rk)_live_[A-Za-z0-9]{24,99}"),
    ("openai", r"sk-proj-[A-Za-z0-9_-]{40,200}"),
    ("anthropic", r"sk-ant-api03-[A-Za-z0-9_-]{93}AA"),
    ("sk_hex", r"sk-[a-f0-9]{32}"),
    ("google", r"AIza[A-Za-z0-9_-]{35}"),
    ("telegram", r"\d{8,10}:AA[A-Za-z0-9_-]{33}"),
    ("sendgrid", r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}"),
    ("twilio_key", r"SK[a-f0-9]{32}"),
    ("mailgun", r"key-[a-f0-9]{32}"),
    ("huggingface", r"hf_[A-Za-z]{34}"),
    ("npm", r"npm_[A-Za-z0-9]{36}"),
    ("pypi", r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}"),
    ("discord_bot", r"[MN][A-Za-z0-9_-]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}"),
    ("aliyun_akid", r"LTAI[A-Za-z0-9]{20}"),
    ("tencent_secretid", r"AKID[A-Za-z0-9]{32}"),
    ("mapbox_secret", r"sk\.eyJ[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{22}"),
    ("linear", r"lin_api_[A-Za-z0-9]{40}"),
    ("notion", r"ntn_[A-Za-z0-9]{46}"),
    ("postman", r"PMAK-[a-f0-9]{24}-[a-f0-9]{34}"),
    ("digitalocean", r"dop_v1_[a-f0-9]{64}"),
    ("shopify", r"shpat_[a-f0-9]{32}"),
    ("figma", r"figd_[A-Za-z0-9_-]{40}"),
    ("zhipu", r"[a-f0-9]{32}\.[A-Za-z0-9]{16}"),
]


def apikey_ok(s):
    if jwt_ok(s):
        return True
    return any(re.fullmatch(p, s) for _, p in APIKEY_RES)


def make_pem(label, nbytes, width=64):
    body = base64.b64encode(bytes(rng.randrange(256) for _ in range(nbytes))).decode()
    if label == "OPENSSH":
        body = base64.b64encode(b"openssh-key-v1\x00\x00\x00\x00\x04none" +
                                bytes(rng.randrange(256) for _ in range(nbytes))).decode()
        width = 70
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    return "-----BEGIN %s PRIVATE KEY-----\n%s\n-----END %s PRIVATE KEY-----" % (label, "\n".join(lines), label)


def secret_ok(s):
    if "PRIVATE KEY" in s:
        return re.fullmatch(r"-----BEGIN ([A-Z]+ )?PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END ([A-Z]+ )?PRIVATE KEY-----", s) is not None
    if s.startswith("http"):
        return re.fullmatch(
            r"https://(hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}"
            r"|discord(app)?\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_-]{68}"
            r"|oapi\.dingtalk\.com/robot/send\?access_token=[a-f0-9]{64}"
            r"|open\.feishu\.cn/open-apis/bot/v2/hook/[a-f0-9-]{36}"
            r"|qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[a-f0-9-]{36}"
            r"|[a-z0-9]+\.webhook\.office\.com/webhookb2/[A-Za-z0-9@/-]{60,})", s) is not None
    return len(s) >= 6 and not re.search(r"\s{2,}", s)


def make_uuid():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


# ---------------------------------------------------------------- the values
VALUES = {}
META = {}


def put(name, kind, value, scheme=None):
    assert name not in VALUES, name
    VALUES[name] = value
    META[name] = (kind, scheme)


# cards
put("visa_1", "CARD", make_card("4", 16))
put("visa_2", "CARD", make_card("4", 16, "plain"))
put("visa_3", "CARD", make_card("4", 16, "4", "-"))
put("visa_4", "CARD", make_card("4", 16))
put("visa_5", "CARD", make_card("4", 16, "plain"))
put("visa_6", "CARD", make_card("4", 16))
put("mc_1", "CARD", make_card("5" + rng.choice("12345"), 16))
put("mc_2", "CARD", make_card("2" + rng.choice(["23", "41", "50", "62"]), 16, "plain"))
put("mc_3", "CARD", make_card("5" + rng.choice("12345"), 16, "4", "-"))
put("mc_4", "CARD", make_card("5" + rng.choice("12345"), 16))
put("amex_1", "CARD", make_card("37", 15, "amex"))
put("amex_2", "CARD", make_card("34", 15, "amex", "-"))
put("up_1", "CARD", make_card("6222", 16))
put("up_2", "CARD", make_card("6217", 19, "plain"))
put("up_3", "CARD", make_card("6228", 19, "4"))
put("up_4", "CARD", make_card("6212", 16, "plain"))
put("up_5", "CARD", make_card("6259", 16))
put("jcb_1", "CARD", make_card("3566", 16))
put("disc_1", "CARD", make_card("6011", 16, "plain"))

# IBANs (personal and organisation)
put("iban_gb1", "IBAN", make_iban("GB", "NWBK" + "60" + rs(DIG, 4) + rs(DIG, 8)))
put("iban_gb2", "IBAN", make_iban("GB", "BARC" + "20" + rs(DIG, 4) + rs(DIG, 8), False))
put("iban_gb3", "IBAN", make_iban("GB", "MIDL" + "40" + rs(DIG, 4) + rs(DIG, 8)))
put("iban_gb_org", "IBAN", make_iban("GB", "LOYD" + "30" + rs(DIG, 4) + rs(DIG, 8)))
put("iban_de1", "IBAN", make_iban("DE", "10070000" + rs(DIG, 10)))
put("iban_de2", "IBAN", make_iban("DE", "50010517" + rs(DIG, 10), False))
put("iban_de_org", "IBAN", make_iban("DE", "37040044" + rs(DIG, 10)))
put("iban_fr1", "IBAN", make_iban("FR", "30004" + rs(DIG, 5) + rs(DIG, 11) + rs(DIG, 2)))
put("iban_nl1", "IBAN", make_iban("NL", "INGB" + rs(DIG, 10), False))
put("iban_nl_org", "IBAN", make_iban("NL", "ABNA" + rs(DIG, 10)))
put("iban_es1", "IBAN", make_iban("ES", "2100" + rs(DIG, 16)))
put("iban_it1", "IBAN", make_iban("IT", "X" + "03069" + rs(DIG, 5) + rs(DIG, 12)))
put("iban_ie1", "IBAN", make_iban("IE", "AIBK" + "93" + rs(DIG, 4) + rs(DIG, 8), False))
put("iban_ch1", "IBAN", make_iban("CH", "00762" + rs(DIG, 12)))
put("iban_be1", "IBAN", make_iban("BE", rs(DIG, 12)))
put("iban_pl1", "IBAN", make_iban("PL", rs(DIG, 24)))
put("iban_at1", "IBAN", make_iban("AT", "20111" + rs(DIG, 11), False))
put("iban_pt1", "IBAN", make_iban("PT", "0033" + rs(DIG, 17)))
put("iban_se1", "IBAN", make_iban("SE", "500" + rs(DIG, 17)))
put("iban_fi1", "IBAN", make_iban("FI", rs(DIG, 14)))

# US SSNs
for i, sep in enumerate(["-", "-", "-", " ", "", "-", "-", "-", " ", "-"], 1):
    put("ssn_%d" % i, "SSN", make_ssn(sep))

# Chinese resident IDs: (region, birth, sex)
IDC = [
    ("110105", "19990314", "f"), ("310104", "20010727", "m"), ("440305", "19971102", "f"),
    ("330106", "20030519", "m"), ("510107", "19880930", "f"), ("420111", "20020211", "m"),
    ("320102", "19751208", "m"), ("370202", "20040621", "f"), ("610113", "19960405", "m"),
    ("430104", "20000101", "f"), ("350203", "19830817", "m"), ("120101", "20050930", "f"),
    ("500103", "19920225", "m"), ("210102", "19690712", "f"), ("230103", "20011119", "f"),
    ("530102", "19980803", "m"), ("450105", "20030228", "f"), ("360102", "19940616", "m"),
    ("110108", "20021024", "m"), ("310115", "19650403", "f"), ("440106", "20040115", "m"),
    ("330102", "19770929", "f"), ("340104", "20010906", "m"), ("130102", "19990523", "f"),
    ("410102", "20030812", "m"), ("220102", "19871130", "f"),
]
for i, (reg, b, sx) in enumerate(IDC, 1):
    put("idc_%d" % i, "IDCARD", make_idcard(reg, b, sx))

# passports
for name, k in [("pp_cn1", "cn"), ("pp_cn2", "cn2"), ("pp_cn3", "cn"), ("pp_cn4", "cn2"),
                ("pp_cn5", "cn"), ("pp_cn6", "cn"), ("pp_cn7", "cn2"), ("pp_cn8", "cn"),
                ("pp_us1", "us"), ("pp_us2", "us2"), ("pp_uk1", "uk"), ("pp_uk2", "uk"),
                ("pp_de1", "de"), ("pp_in1", "in"), ("pp_in2", "in"), ("pp_vn1", "vn"),
                ("pp_au1", "au"), ("pp_jp1", "jp"), ("pp_ca1", "ca"), ("pp_br1", "br"),
                ("pp_fr1", "fr"), ("pp_kr1", "kr"), ("pp_hk1", "hk"), ("pp_ng1", "ng"),
                ("pp_mx1", "mx"), ("pp_ng2", "ng"), ("pp_in3", "in"), ("pp_kr2", "kr")]:
    put(name, "PASSPORT", make_passport(k))

# other national ids: (name, scheme, birth, sex)
for name, sch, b, sx in [
        ("nid_nric1", "sg_nric", "19980412", "f"), ("nid_nric2", "sg_nric", "20030911", "m"),
        ("nid_fin1", "sg_fin", None, "m"), ("nid_hkid1", "hk_hkid", None, "f"),
        ("nid_hkid2", "hk_hkid", None, "m"), ("nid_aadhaar1", "in_aadhaar", None, "m"),
        ("nid_aadhaar2", "in_aadhaar", None, "f"), ("nid_aadhaar3", "in_aadhaar", None, "f"),
        ("nid_dni1", "es_dni", None, "f"), ("nid_nie1", "es_nie", None, "m"),
        ("nid_cpf1", "br_cpf", None, "m"), ("nid_cpf2", "br_cpf", None, "f"),
        ("nid_pesel1", "pl_pesel", "19990207", "m"), ("nid_pesel2", "pl_pesel", "20020530", "f"),
        ("nid_bsn1", "nl_bsn", None, "f"), ("nid_sin1", "ca_sin", None, "m"),
        ("nid_pnr1", "se_personnummer", "19970823", "f"), ("nid_tw1", "tw_id", None, "f"),
        ("nid_tw2", "tw_id", None, "m"), ("nid_rrn1", "kr_rrn", "20010304", "m"),
        ("nid_rrn2", "kr_rrn", "19981127", "f"), ("nid_mynum1", "jp_mynumber", None, "f"),
        ("nid_nino1", "uk_nino", None, "m"), ("nid_nino2", "uk_nino", None, "f"),
        ("nid_nino3", "uk_nino", None, "f"), ("nid_tckn1", "tr_tckn", None, "m"),
        ("nid_nir1", "fr_nir", "19940317", "f"), ("nid_cf1", "it_codice_fiscale", "19960822", "f"),
        ("nid_nhs1", "uk_nhs", None, "m"), ("nid_nhs2", "uk_nhs", None, "f"),
        ("nid_nhs3", "uk_nhs", None, "f")]:
    put(name, "NATIONAL_ID", make_national(sch, b, sx), sch)

# API keys
put("ak_aws1", "APIKEY", "AKIA" + rs(UP + "234567", 16))
put("ak_aws2", "APIKEY", "AKIA" + rs(UP + "234567", 16))
put("ak_aws3", "APIKEY", "ASIA" + rs(UP + "234567", 16))
put("ak_ghp1", "APIKEY", "ghp_" + rs(ALNUM, 36))
put("ak_ghp2", "APIKEY", "ghp_" + rs(ALNUM, 36))
put("ak_gho1", "APIKEY", "gho_" + rs(ALNUM, 36))
put("ak_ghfine1", "APIKEY", "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59))
put("ak_glpat1", "APIKEY", "glpat-" + rs(ALNUM + "_-", 20))
put("ak_slack1", "APIKEY", "xoxb-" + rs(DIG, 12) + "-" + rs(DIG, 13) + "-" + rs(ALNUM, 24))
put("ak_slack2", "APIKEY", "xoxp-" + rs(DIG, 12) + "-" + rs(DIG, 12) + "-" + rs(ALNUM, 32))
put("ak_stripe1", "APIKEY", "sk_live_" + rs(ALNUM, 99))
put("ak_stripe2", "APIKEY", "rk_live_" + rs(ALNUM, 24))
put("ak_openai1", "APIKEY", "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74))
put("ak_openai2", "APIKEY", "sk-proj-" + rs(B64URL, 48))
put("ak_anthropic1", "APIKEY", "sk-ant-api03-" + rs(B64URL, 93) + "AA")
put("ak_deepseek1", "APIKEY", "sk-" + rs(HEX, 32))
put("ak_dashscope1", "APIKEY", "sk-" + rs(HEX, 32))
put("ak_google1", "APIKEY", "AIza" + rs(B64URL, 35))
put("ak_google2", "APIKEY", "AIza" + rs(B64URL, 35))
put("ak_telegram1", "APIKEY", rs(DIG, 10) + ":AA" + rs(B64URL, 33))
put("ak_sendgrid1", "APIKEY", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43))
put("ak_twilio1", "APIKEY", "SK" + rs(HEX, 32))
put("ak_mailgun1", "APIKEY", "key-" + rs(HEX, 32))
put("ak_hf1", "APIKEY", "hf_" + rs(string.ascii_letters, 34))
put("ak_hf2", "APIKEY", "hf_" + rs(string.ascii_letters, 34))
put("ak_npm1", "APIKEY", "npm_" + rs(ALNUM, 36))
put("ak_pypi1", "APIKEY", "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 64))
put("ak_discord1", "APIKEY", base64.b64encode(("1" + rs(DIG, 18)).encode()).decode().rstrip("=") + "." + rs(B64URL, 6) + "." + rs(B64URL, 38))
put("ak_ali1", "APIKEY", "LTAI" + rs(ALNUM, 20))
put("ak_ali2", "APIKEY", "LTAI" + rs(ALNUM, 20))
put("ak_tencent1", "APIKEY", "AKID" + rs(ALNUM, 32))
put("ak_mapbox1", "APIKEY", "sk.eyJ1Ijoi" + rs(B64URL, 30) + "." + rs(B64URL, 22))
put("ak_linear1", "APIKEY", "lin_api_" + rs(ALNUM, 40))
put("ak_notion1", "APIKEY", "ntn_" + rs(ALNUM, 46))
put("ak_postman1", "APIKEY", "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34))
put("ak_do1", "APIKEY", "dop_v1_" + rs(HEX, 64))
put("ak_shopify1", "APIKEY", "shpat_" + rs(HEX, 32))
put("ak_figma1", "APIKEY", "figd_" + rs(B64URL, 40))
put("ak_zhipu1", "APIKEY", rs(HEX, 32) + "." + rs(ALNUM, 16))
put("ak_jwt1", "APIKEY", make_jwt({"sub": "4417", "role": "reviewer", "iat": 1717400112, "exp": 1717486512}))
put("ak_jwt2", "APIKEY", make_jwt({"uid": 90312, "scope": "housing:write", "iat": 1725012000}))
put("ak_jwt3", "APIKEY", make_jwt({"sub": "svc-alumni-sync", "aud": "crm", "iat": 1730811600}, "RS256"))
put("ak_jwt4", "APIKEY", make_jwt({"sub": "7730021", "tenant": "lab-ops", "iat": 1741150000}))

# secrets
put("sec_aws1", "SECRET", rs(ALNUM + "/+", 40))
put("sec_aws2", "SECRET", rs(ALNUM + "/+", 40))
put("sec_slackhook1", "SECRET", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(ALNUM, 24)))
put("sec_slackhook2", "SECRET", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 10), rs(UP + DIG, 10), rs(ALNUM, 24)))
put("sec_discordhook1", "SECRET", "https://discord.com/api/webhooks/%s/%s" % (rs(DIG, 19), rs(B64URL, 68)))
put("sec_dingtalk1", "SECRET", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
put("sec_dingtalk2", "SECRET", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
put("sec_feishu1", "SECRET", "https://open.feishu.cn/open-apis/bot/v2/hook/" + make_uuid())
put("sec_wecom1", "SECRET", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + make_uuid())
put("sec_teams1", "SECRET", "https://uniofexample.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s"
    % (make_uuid(), make_uuid(), rs(HEX, 32), make_uuid()))
put("sec_whsec1", "SECRET", "whsec_" + rs(ALNUM, 32))
put("sec_dingsign1", "SECRET", "SEC" + rs(HEX, 64))
put("sec_totp1", "SECRET", rs(B32, 32))
put("sec_totp2", "SECRET", group4(rs(B32, 16)).lower())
put("sec_totp3", "SECRET", rs(B32, 16))
put("sec_pem1", "SECRET", make_pem("RSA", 600))
put("sec_pem2", "SECRET", make_pem("OPENSSH", 300))
put("sec_pem3", "SECRET", make_pem("EC", 121))
put("sec_cookie1", "SECRET", rs(LO + DIG, 32))
put("sec_cookie2", "SECRET", rs("abcdefghijklmnopqrstuv0123456789", 26))
put("sec_cookie3", "SECRET", b64u(json.dumps({"_user_id": "2291", "_fresh": True}).encode()) + "." + rs(B64URL, 6) + "." + rs(B64URL, 27))
put("sec_cookie4", "SECRET", "s%3A" + rs(B64URL, 32) + "." + rs(ALNUM + "%", 43))
put("sec_django1", "SECRET", rs(LO + DIG + "!@#$%^&*(-_=+)", 50))
put("sec_gocspx1", "SECRET", "GOCSPX-" + rs(B64URL, 28))
put("sec_ali1", "SECRET", rs(ALNUM, 30))
put("sec_tencent1", "SECRET", rs(ALNUM, 32))
put("sec_wxsecret1", "SECRET", rs(HEX, 32))
put("sec_twilioauth1", "SECRET", rs(HEX, 32))
put("sec_jwtsecret1", "SECRET", rs(ALNUM + "-_", 48))
put("sec_laravel1", "SECRET", "base64:" + base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode())
put("sec_nextauth1", "SECRET", base64.b64encode(bytes(rng.randrange(256) for _ in range(33))).decode())
put("sec_ghwebhook1", "SECRET", rs(HEX, 40))
put("sec_s3sign1", "SECRET", rs(ALNUM + "/+", 40))
for i in range(1, 11):
    put("sec_rc%d" % i, "SECRET", rs(LO + DIG, 5) + "-" + rs(LO + DIG, 5))
for i in range(1, 5):
    put("sec_gh_rc%d" % i, "SECRET", rs(HEX, 5) + "-" + rs(HEX, 5))

# decoys with a vendor shape
put("dec_pk_live1", "DECOY", "pk_live_" + rs(ALNUM, 99))
put("dec_pk_live2", "DECOY", "pk_live_" + rs(ALNUM, 24))
put("dec_mapbox_pk", "DECOY", "pk.eyJ1Ijoi" + rs(B64URL, 30) + "." + rs(B64URL, 22))
put("dec_gclient1", "DECOY", rs(DIG, 12) + "-" + rs(LO + DIG, 32) + ".apps.googleusercontent.com")
put("dec_wxappid1", "DECOY", "wx" + rs(HEX, 16))
put("dec_twilio_ac1", "DECOY", "AC" + rs(HEX, 32))
put("dec_aws_example", "DECOY", "AKIAIOSFODNN7EXAMPLE")
put("dec_aws_example_secret", "DECOY", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")
put("dec_stripe_doc", "DECOY", "sk_test_4eC39HqLyjWDarjtT1zdp7dc")
put("dec_sentry_pub", "DECOY", rs(HEX, 32))
for i in range(1, 9):
    put("dec_uuid%d" % i, "DECOY", make_uuid())
for i in range(1, 7):
    put("dec_sha1_%d" % i, "DECOY", rs(HEX, 40))
for i in range(1, 4):
    put("dec_sha256_%d" % i, "DECOY", rs(HEX, 64))
put("dec_md5_1", "DECOY", rs(HEX, 32))
put("dec_ssh_fp1", "DECOY", "SHA256:" + b64u(bytes(rng.randrange(256) for _ in range(32))))

# added later (appended so that earlier values keep their seeds)
put("ak_tencent2", "APIKEY", "AKID" + rs(ALNUM, 32))
put("sec_tencent2", "SECRET", rs(ALNUM, 32))
put("dec_image_digest", "DECOY", "sha256:" + rs(HEX, 64))
put("pp_vn2", "PASSPORT", make_passport("vn"))
put("pp_cn9", "PASSPORT", make_passport("cn"))
put("ak_openai3", "APIKEY", "sk-proj-" + rs(B64URL, 56))
put("up_6", "CARD", make_card("6230", 19, "plain"))
put("up_7", "CARD", make_card("6214", 16))


VALIDATORS = {
    "CARD": card_ok, "IBAN": iban_ok, "SSN": ssn_ok, "IDCARD": idcard_ok,
    "PASSPORT": passport_ok, "NATIONAL_ID": national_id_ok, "APIKEY": apikey_ok,
    "SECRET": secret_ok,
}
CHECK_DIGIT_TYPES = {"CARD", "IBAN", "IDCARD", "NATIONAL_ID"}
NO_CHECK_SCHEMES = {"uk_nino"}   # the NINO format has no check character


def corrupt_one_digit(v):
    """Change the last digit of v by +1 (mod 10)."""
    idx = max(i for i, c in enumerate(v) if c.isdigit())
    return v[:idx] + str((int(v[idx]) + 1) % 10) + v[idx + 1:]


def selftest(verbose=False):
    errors = []
    # known vectors
    vec = [(luhn_ok("79927398713"), "luhn vector"), (iban_ok("GB82 WEST 1234 5698 7654 32"), "iban vector"),
           (idcard_ok("11010519491231002X"), "gb11643 vector"), (verhoeff_digit("236") == "3", "verhoeff vector"),
           ("sg_nric" in national_id_scheme("S1234567D"), "nric vector"),
           ("hk_hkid" in national_id_scheme("A123456(3)"), "hkid vector"),
           ("br_cpf" in national_id_scheme("529.982.247-25"), "cpf vector"),
           ("pl_pesel" in national_id_scheme("44051401359"), "pesel vector"),
           ("nl_bsn" in national_id_scheme("111222333"), "bsn vector"),
           ("ca_sin" in national_id_scheme("046 454 286"), "sin vector"),
           ("se_personnummer" in national_id_scheme("811218-9876"), "personnummer vector"),
           (tw_ok("A123456789"), "taiwan vector"), (mynumber_check("12345678901") == "8", "mynumber vector"),
           (tckn_ok("10000000146"), "tckn vector"), (cf_check("RSSMRA85T10A562") == "S", "codice fiscale vector"),
           ("es_dni" in national_id_scheme("12345678Z"), "dni vector"),
           (nhs_check("943476591") == "9", "nhs vector")]
    for ok, what in vec:
        if not ok:
            errors.append("known vector failed: " + what)
    for name, v in VALUES.items():
        kind, scheme = META[name]
        if kind == "DECOY":
            continue
        fn = VALIDATORS[kind]
        if not fn(v):
            errors.append("%s (%s) invalid: %r" % (name, kind, v))
            continue
        if kind == "NATIONAL_ID" and scheme not in national_id_scheme(v):
            errors.append("%s scheme %s != %s" % (name, national_id_scheme(v), scheme))
        if kind in CHECK_DIGIT_TYPES and scheme not in NO_CHECK_SCHEMES:
            bad = corrupt_one_digit(v)
            if kind == "NATIONAL_ID":
                still = scheme in national_id_scheme(bad)
            else:
                still = fn(bad)
            if still:
                errors.append("%s corruption not detected: %r" % (name, bad))
    for i, (reg, b, sx) in enumerate(IDC, 1):
        if VALUES["idc_%d" % i][6:14] != b:
            errors.append("idc_%d birth mismatch" % i)
    # decoys must not validate as their look-alike type where they would be spans
    for name in ("dec_aws_example", "dec_stripe_doc"):
        pass
    if verbose or errors:
        for e in errors:
            print("SELFTEST:", e)
    if not errors and verbose:
        print("selftest ok: %d values" % len(VALUES))
    return not errors


if __name__ == "__main__":
    if "-p" in sys.argv:
        for k, v in VALUES.items():
            print("%-22s %-12s %s" % (k, META[k][0], v.replace("\n", "\\n")))
    ok = selftest(verbose=True)
    sys.exit(0 if ok else 1)
