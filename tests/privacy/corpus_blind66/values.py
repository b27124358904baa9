#!/usr/bin/env python3
"""blind66 value generators.

Every value in the corpus that carries a check digit or a vendor-specific
shape is produced here from ONE seeded random.Random, so the corpus is
reproducible.  Texts refer to these values as ``$name``.

    python3 values.py        run selftest()
    python3 values.py -p     print every value (name, type, value)

New entries must only ever be appended at the END of build(), otherwise the
random stream shifts and every later value changes.
"""

import base64
import datetime
import json
import random
import re
import string
import sys
import zlib

SEED = 662417
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
URLSAFE = ALNUM + "-_"


def rs(alphabet, n):
    return "".join(R.choice(alphabet) for _ in range(n))


# ---------------------------------------------------------------- checksums
def luhn_ok(d):
    if not d.isdigit():
        return False
    s = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch)
        if i % 2 == 1:
            n *= 2
            if n > 9:
                n -= 9
        s += n
    return s % 10 == 0


def luhn_digit(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return c
    raise AssertionError


IBAN_LEN = {"GB": 22, "DE": 22, "FR": 27, "NL": 18, "ES": 24, "IE": 22,
            "BE": 16, "CH": 21, "AT": 20, "PL": 28, "IT": 27}


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_ok(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    return _iban_num(s[4:] + s[:4]) % 97 == 1


GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
GB_C = "10X98765432"


def gb11643_char(s17):
    return GB_C[sum(int(c) * w for c, w in zip(s17, GB_W)) % 11]


def valid_date(y, m, d):
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False


def idcard_ok(v):
    if not re.fullmatch(r"[1-8]\d{16}[\dX]", v):
        return False
    if not valid_date(int(v[6:10]), int(v[10:12]), int(v[12:14])):
        return False
    return gb11643_char(v[:17]) == v[17]


def ssn_ok(v):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", v)
    if not m:
        return False
    a, g, s = m.group(1), m.group(3), m.group(4)
    if a in ("000", "666") or a[0] == "9" or g == "00" or s == "0000":
        return False
    return a + g + s not in ("078051120", "219099999")


NINO_BAD = {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}


def nino_ok(v):
    m = re.fullmatch(r"([A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]) ?(\d{2}) ?(\d{2}) ?(\d{2}) ?([A-D])", v)
    return bool(m) and m.group(1) not in NINO_BAD


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(v):
    m = re.fullmatch(r"(\d{8})-?([A-Z])", v)
    return bool(m) and DNI_L[int(m.group(1)) % 23] == m.group(2)


def nie_ok(v):
    m = re.fullmatch(r"([XYZ])-?(\d{7})-?([A-Z])", v)
    if not m:
        return False
    n = int("XYZ".index(m.group(1)).__str__() + m.group(2))
    return DNI_L[n % 23] == m.group(3)


def bsn_ok(v):
    if not re.fullmatch(r"\d{9}", v):
        return False
    s = sum(int(c) * w for c, w in zip(v[:8], range(9, 1, -1))) - int(v[8])
    return s % 11 == 0 and v[0] != "0"


def nir_ok(v):
    s = v.replace(" ", "")
    if not re.fullmatch(r"[12]\d{14}", s):
        return False
    if not 1 <= int(s[3:5]) <= 12:
        return False
    return 97 - int(s[:13]) % 97 == int(s[13:])


def pnr_ok(v):
    m = re.fullmatch(r"(\d{2})(\d{2})(\d{2})[-+](\d{4})", v)
    if not m:
        return False
    if not 1 <= int(m.group(2)) <= 12 or not 1 <= int(m.group(3)) <= 31:
        return False
    return luhn_ok(v[:6] + v[7:])


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(v):
    if not re.fullmatch(r"\d{11}", v):
        return False
    s = sum(int(c) * w for c, w in zip(v[:10], PESEL_W))
    return (10 - s % 10) % 10 == int(v[10])


def pesel_date(v):
    y, m, d = int(v[0:2]), int(v[2:4]), int(v[4:6])
    if m > 80:
        return datetime.date(1800 + y, m - 80, d)
    if m > 60:
        return datetime.date(2200 + y, m - 60, d)
    if m > 40:
        return datetime.date(2100 + y, m - 40, d)
    if m > 20:
        return datetime.date(2000 + y, m - 20, d)
    return datetime.date(1900 + y, m, d)


def sin_ok(v):
    s = re.sub(r"[ -]", "", v)
    return bool(re.fullmatch(r"[1-79]\d{8}", s)) and luhn_ok(s)


NRIC_W = [2, 7, 6, 5, 4, 3, 2]
NRIC_ST = "JZIHGFEDCBA"


def nric_char(prefix, d7):
    s = sum(int(c) * w for c, w in zip(d7, NRIC_W)) + (4 if prefix == "T" else 0)
    return NRIC_ST[s % 11]


def nric_ok(v):
    m = re.fullmatch(r"([ST])(\d{7})([A-Z])", v)
    return bool(m) and nric_char(m.group(1), m.group(2)) == m.group(3)


def hkid_char(letters, d6):
    vals = [36 if len(letters) == 1 else ord(letters[0]) - 55, ord(letters[-1]) - 55]
    s = vals[0] * 9 + vals[1] * 8 + sum(int(c) * w for c, w in zip(d6, range(7, 1, -1)))
    c = (11 - s % 11) % 11
    return "A" if c == 10 else str(c)


def hkid_ok(v):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6}) ?\(([0-9A])\)", v)
    return bool(m) and hkid_char(m.group(1), m.group(2)) == m.group(3)


TW_L = {"A": 10, "B": 11, "C": 12, "D": 13, "E": 14, "F": 15, "G": 16, "H": 17,
        "I": 34, "J": 18, "K": 19, "L": 20, "M": 21, "N": 22, "O": 35, "P": 23,
        "Q": 24, "R": 25, "S": 26, "T": 27, "U": 28, "V": 29, "W": 32, "X": 30,
        "Y": 31, "Z": 33}


def twid_ok(v):
    if not re.fullmatch(r"[A-Z][12]\d{8}", v):
        return False
    n = TW_L[v[0]]
    s = (n // 10) * 1 + (n % 10) * 9
    s += sum(int(c) * w for c, w in zip(v[1:9], [8, 7, 6, 5, 4, 3, 2, 1]))
    s += int(v[9])
    return s % 10 == 0


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


def verhoeff_ok(d):
    c = 0
    for i, ch in enumerate(reversed(d)):
        c = VH_D[c][VH_P[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(d):
    c = 0
    for i, ch in enumerate(reversed(d)):
        c = VH_D[c][VH_P[(i + 1) % 8][int(ch)]]
    return str(VH_INV[c])


def aadhaar_ok(v):
    s = v.replace(" ", "")
    return bool(re.fullmatch(r"[2-9]\d{11}", s)) and verhoeff_ok(s)


def cpf_digits(d9):
    s = sum(int(c) * w for c, w in zip(d9, range(10, 1, -1)))
    a = 11 - s % 11
    a = 0 if a >= 10 else a
    d10 = d9 + str(a)
    s = sum(int(c) * w for c, w in zip(d10, range(11, 1, -1)))
    b = 11 - s % 11
    b = 0 if b >= 10 else b
    return str(a) + str(b)


def cpf_ok(v):
    m = re.fullmatch(r"(\d{3})\.(\d{3})\.(\d{3})-(\d{2})", v)
    if not m:
        return False
    d9 = m.group(1) + m.group(2) + m.group(3)
    return len(set(d9)) > 1 and cpf_digits(d9) == m.group(4)


def benn_ok(v):
    m = re.fullmatch(r"(\d{2})\.(\d{2})\.(\d{2})-(\d{3})\.(\d{2})", v)
    if not m:
        return False
    base = m.group(1) + m.group(2) + m.group(3) + m.group(4)
    chk = int(m.group(5))
    return 97 - int(base) % 97 == chk or 97 - int("2" + base) % 97 == chk


def b62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def ghp_ok(v):
    m = re.fullmatch(r"gh[pousr]_([A-Za-z0-9]{30})([A-Za-z0-9]{6})", v)
    return bool(m) and b62(zlib.crc32(m.group(1).encode()), 6) == m.group(2)


def _b64url_json(part):
    pad = "=" * (-len(part) % 4)
    return json.loads(base64.urlsafe_b64decode(part + pad))


def jwt_ok(v):
    parts = v.split(".")
    if len(parts) != 3:
        return False
    try:
        h = _b64url_json(parts[0])
        _b64url_json(parts[1])
    except Exception:
        return False
    return "alg" in h and re.fullmatch(r"[A-Za-z0-9_-]{20,}", parts[2]) is not None


# ---------------------------------------------------------------- generators
def corruptions(v):
    for i, ch in enumerate(v):
        if ch.isdigit():
            yield v[:i] + str((int(ch) + 1) % 10) + v[i + 1:]


def card(prefix, length, groups, sep=" "):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    num = body + luhn_digit(body)
    out, i = [], 0
    for g in groups:
        out.append(num[i:i + g])
        i += g
    assert i == length
    return sep.join(out)


def iban(country, bban, spaced=True):
    chk = "%02d" % (98 - _iban_num(bban + country + "00") % 97)
    full = country + chk + bban
    return " ".join(full[i:i + 4] for i in range(0, len(full), 4)) if spaced else full


def bban_gb(bank):
    return bank + rs(DIG, 6) + rs(DIG, 8)


def bban_fr():
    bank, branch, acct = rs(DIG, 5), rs(DIG, 5), rs(DIG, 11)
    key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
    return bank + branch + acct + "%02d" % key


def bban_es():
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def dc(ten):
        r = 11 - sum(int(c) * x for c, x in zip(ten, w)) % 11
        return {11: 0, 10: 1}.get(r, r)
    bank, branch, acct = rs(DIG, 4), rs(DIG, 4), rs(DIG, 10)
    return bank + branch + str(dc("00" + bank + branch)) + str(dc(acct)) + acct


def bban_be():
    first = rs(DIG, 10)
    c = int(first) % 97 or 97
    return first + "%02d" % c


def ssn(sep="-"):
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        v = "%03d%s%02d%s%04d" % (a, sep, R.randint(1, 99), sep, R.randint(1, 9999))
        if ssn_ok(v):
            return v


def idcard(region, ymd, female, want_x=False):
    while True:
        g = R.choice("02468" if female else "13579")
        s17 = region + ymd + "%02d" % R.randint(0, 99) + g
        c = gb11643_char(s17)
        if want_x == (c == "X"):
            return s17 + c


def nino(spaced=True):
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = R.choice(first) + R.choice(second)
        if p not in NINO_BAD:
            break
    d = rs(DIG, 6)
    suf = R.choice("ABCD")
    return ("%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], suf)) if spaced else p + d + suf


def dni():
    n = R.randint(10000000, 79999999)
    return "%08d%s" % (n, DNI_L[n % 23])


def nie():
    p = R.choice("XY")
    d = rs(DIG, 7)
    return p + d + DNI_L[int(str("XYZ".index(p)) + d) % 23]


def bsn():
    while True:
        d8 = str(R.randint(1, 9)) + rs(DIG, 7)
        r = sum(int(c) * w for c, w in zip(d8, range(9, 1, -1))) % 11
        if r < 10:
            return d8 + str(r)


def nir(sex, yy, mm, dept):
    base = "%d%02d%02d%s%s%s" % (sex, yy, mm, dept, rs(DIG, 3), rs(DIG, 3))
    key = 97 - int(base) % 97
    s = base + "%02d" % key
    return " ".join([s[0], s[1:3], s[3:5], s[5:7], s[7:10], s[10:13], s[13:]])


def pnr(yymmdd):
    nine = yymmdd + rs(DIG, 3)
    return yymmdd + "-" + nine[6:] + luhn_digit(nine)


def pesel(y, m, d, female):
    mm = m + (20 if y >= 2000 else 0)
    base = "%02d%02d%02d" % (y % 100, mm, d) + rs(DIG, 3) + R.choice("02468" if female else "13579")
    s = sum(int(c) * w for c, w in zip(base, PESEL_W))
    return base + str((10 - s % 10) % 10)


def sin(spaced=True):
    body = R.choice("1234567") + rs(DIG, 7)
    s = body + luhn_digit(body)
    return "%s %s %s" % (s[:3], s[3:6], s[6:]) if spaced else s


def nric(prefix, yy):
    d7 = "%02d" % yy + rs(DIG, 5)
    return prefix + d7 + nric_char(prefix, d7)


def hkid(letter):
    d6 = rs(DIG, 6)
    return "%s%s(%s)" % (letter, d6, hkid_char(letter, d6))


def twid(letter, sex):
    while True:
        body = letter + str(sex) + rs(DIG, 7)
        for c in DIG:
            if twid_ok(body + c):
                return body + c


def aadhaar():
    d11 = R.choice("23456789") + rs(DIG, 10)
    s = d11 + verhoeff_digit(d11)
    return "%s %s %s" % (s[:4], s[4:8], s[8:])


def cpf():
    # CPF's mod-11 rule maps remainders 0 and 1 to the same digit, so a few
    # numbers survive a one-digit corruption; draw until this one does not.
    while True:
        d9 = rs(DIG, 9)
        s = d9 + cpf_digits(d9)
        v = "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])
        if not any(cpf_ok(c) for c in corruptions(v)):
            return v


def benn(yy, mm, dd, born2000=False):
    seq = "%03d" % R.randint(1, 997)
    base = "%02d%02d%02d%s" % (yy, mm, dd, seq)
    chk = 97 - int(("2" if born2000 else "") + base) % 97
    return "%02d.%02d.%02d-%s.%02d" % (yy, mm, dd, seq, chk)


def ghp(prefix="ghp_"):
    body = rs(ALNUM, 30)
    return prefix + body + b62(zlib.crc32(body.encode()), 6)


def b64url(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt(payload, alg="HS256"):
    h = b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64url(bytes(R.randrange(256) for _ in range(32 if alg == "HS256" else 64)))
    return "%s.%s.%s" % (h, p, sig)


def pem(kind, prefix, nlines):
    raw = prefix + bytes(R.randrange(256) for _ in range(48 * nlines - len(prefix) - 7))
    b = base64.b64encode(raw).decode()
    lines = [b[i:i + 64] for i in range(0, len(b), 64)]
    return "-----BEGIN %s PRIVATE KEY-----\n%s\n-----END %s PRIVATE KEY-----" % (kind, "\n".join(lines), kind)


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


# ---------------------------------------------------------------- registry
ENTRIES = []   # (name, type, validator-key, value)


def add(name, typ, check, value):
    assert all(name != e[0] for e in ENTRIES), name
    ENTRIES.append((name, typ, check, value))


def build():
    # CARD --------------------------------------------------------------
    add("card_visa1", "CARD", "card", card("4", 16, [4, 4, 4, 4]))
    add("card_visa2", "CARD", "card", card("4", 16, [16], ""))
    add("card_visa3", "CARD", "card", card("4", 16, [4, 4, 4, 4], "-"))
    add("card_visa4", "CARD", "card", card("4", 16, [4, 4, 4, 4]))
    add("card_mc1", "CARD", "card", card("54", 16, [4, 4, 4, 4]))
    add("card_mc2", "CARD", "card", card("2223", 16, [16], ""))
    add("card_mc3", "CARD", "card", card("51", 16, [4, 4, 4, 4], "-"))
    add("card_amex1", "CARD", "card", card("37", 15, [4, 6, 5]))
    add("card_amex2", "CARD", "card", card("34", 15, [15], ""))
    add("card_up1", "CARD", "card", card("62", 19, [4, 4, 4, 4, 3]))
    add("card_up2", "CARD", "card", card("62", 19, [19], ""))
    add("card_up3", "CARD", "card", card("62", 16, [4, 4, 4, 4]))
    add("card_up4", "CARD", "card", card("622", 19, [19], ""))
    add("card_jcb1", "CARD", "card", card("35", 16, [4, 4, 4, 4]))
    add("card_disc1", "CARD", "card", card("6011", 16, [4, 4, 4, 4]))
    # IBAN --------------------------------------------------------------
    add("iban_gb1", "IBAN", "iban", iban("GB", bban_gb("NWBK")))
    add("iban_gb2", "IBAN", "iban", iban("GB", bban_gb("BARC"), False))
    add("iban_gb3", "IBAN", "iban", iban("GB", bban_gb("LOYD")))
    add("iban_de1", "IBAN", "iban", iban("DE", rs(DIG, 18)))
    add("iban_de2", "IBAN", "iban", iban("DE", rs(DIG, 18), False))
    add("iban_fr1", "IBAN", "iban", iban("FR", bban_fr()))
    add("iban_nl1", "IBAN", "iban", iban("NL", "RABO" + rs(DIG, 10)))
    add("iban_nl2", "IBAN", "iban", iban("NL", "INGB" + rs(DIG, 10), False))
    add("iban_es1", "IBAN", "iban", iban("ES", bban_es()))
    add("iban_ie1", "IBAN", "iban", iban("IE", "AIBK" + rs(DIG, 14)))
    add("iban_be1", "IBAN", "iban", iban("BE", bban_be()))
    add("iban_ch1", "IBAN", "iban", iban("CH", rs(DIG, 17)))
    add("iban_at1", "IBAN", "iban", iban("AT", rs(DIG, 16), False))
    add("iban_pl1", "IBAN", "iban", iban("PL", rs(DIG, 24)))
    add("iban_org1", "DECOY", "iban", iban("GB", bban_gb("CPBK")))
    add("iban_org2", "DECOY", "iban", iban("DE", rs(DIG, 18)))
    # SSN ---------------------------------------------------------------
    for i in range(1, 9):
        add("ssn%d" % i, "SSN", "ssn", ssn(" " if i == 5 else ("" if i == 6 else "-")))
    # IDCARD (region, birth date, female, force X) ------------------------
    idc = [("110105", "19860423", True, False), ("310104", "19791102", False, False),
           ("440305", "19920715", True, False), ("330106", "19880130", False, False),
           ("510107", "19950909", True, True), ("420106", "19731218", False, False),
           ("320102", "19900228", True, False), ("370202", "19840606", False, False),
           ("610113", "19991021", True, False), ("500103", "19810311", False, False),
           ("350203", "19680808", True, False), ("230103", "19760527", False, True),
           ("120101", "20011201", True, False), ("430104", "19930417", False, False),
           ("210102", "19871010", True, False), ("440106", "19700119", False, False)]
    for i, (reg, ymd, fem, x) in enumerate(idc, 1):
        add("idcard%d" % i, "IDCARD", "gb11643", idcard(reg, ymd, fem, x))
    # PASSPORT ------------------------------------------------------------
    add("pp_cn1", "PASSPORT", "passport", "E" + rs(DIG, 8))
    add("pp_cn2", "PASSPORT", "passport", "EH" + rs(DIG, 7))
    add("pp_cn3", "PASSPORT", "passport", "E" + rs(DIG, 8))
    add("pp_cn4", "PASSPORT", "passport", "G" + rs(DIG, 8))
    add("pp_us1", "PASSPORT", "passport", R.choice("56") + rs(DIG, 8))
    add("pp_us2", "PASSPORT", "passport", "A" + rs(DIG, 8))
    add("pp_uk1", "PASSPORT", "passport", R.choice("12") + rs(DIG, 8))
    add("pp_uk2", "PASSPORT", "passport", R.choice("56") + rs(DIG, 8))
    add("pp_de1", "PASSPORT", "passport", "C" + rs("CFGHJKLMNPRTVWXYZ0123456789", 8))
    add("pp_in1", "PASSPORT", "passport", R.choice("JKLMNPRSTUVWZ") + rs(DIG, 7))
    add("pp_ca1", "PASSPORT", "passport", rs(UP, 2) + rs(DIG, 6))
    add("pp_fr1", "PASSPORT", "passport", rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5))
    add("pp_hk1", "PASSPORT", "passport", "K" + rs(DIG, 8))
    add("pp_au1", "PASSPORT", "passport", "P" + R.choice("ABCDE") + rs(DIG, 7))
    add("pp_ie1", "PASSPORT", "passport", "P" + R.choice("ABCD") + rs(DIG, 7))
    add("pp_sg1", "PASSPORT", "passport", "K" + rs(DIG, 7) + R.choice(UP))
    add("pp_jp1", "PASSPORT", "passport", "T" + R.choice("KRZ") + rs(DIG, 7))
    add("pp_kr1", "PASSPORT", "passport", "M" + rs(DIG, 8))
    # NATIONAL_ID ---------------------------------------------------------
    add("nino1", "NATIONAL_ID", "nino", nino(True))
    add("nino2", "NATIONAL_ID", "nino", nino(False))
    add("nino3", "NATIONAL_ID", "nino", nino(True))
    add("nino4", "NATIONAL_ID", "nino", nino(False))
    add("dni1", "NATIONAL_ID", "dni", dni())
    add("dni2", "NATIONAL_ID", "dni", dni())
    add("nie1", "NATIONAL_ID", "nie", nie())
    add("bsn1", "NATIONAL_ID", "bsn", bsn())
    add("bsn2", "NATIONAL_ID", "bsn", bsn())
    add("nir1", "NATIONAL_ID", "nir", nir(2, 88, 7, "75"))
    add("pnr1", "NATIONAL_ID", "pnr", pnr("811218"))
    add("pesel1", "NATIONAL_ID", "pesel", pesel(1990, 5, 14, True))
    add("sin1", "NATIONAL_ID", "sin", sin(True))
    add("sin2", "NATIONAL_ID", "sin", sin(True))
    add("nric1", "NATIONAL_ID", "nric", nric("S", 85))
    add("nric2", "NATIONAL_ID", "nric", nric("T", 3))
    add("hkid1", "NATIONAL_ID", "hkid", hkid("K"))
    add("hkid2", "NATIONAL_ID", "hkid", hkid("Y"))
    add("twid1", "NATIONAL_ID", "twid", twid("A", 2))
    add("twid2", "NATIONAL_ID", "twid", twid("F", 1))
    add("aadhaar1", "NATIONAL_ID", "aadhaar", aadhaar())
    add("aadhaar2", "NATIONAL_ID", "aadhaar", aadhaar())
    add("cpf1", "NATIONAL_ID", "cpf", cpf())
    add("benn1", "NATIONAL_ID", "benn", benn(85, 7, 30))
    # APIKEY --------------------------------------------------------------
    add("aws_akid1", "APIKEY", "shape", "AKIA" + rs(UP + "234567", 16))
    add("aws_akid2", "APIKEY", "shape", "AKIA" + rs(UP + "234567", 16))
    add("aws_akid3", "APIKEY", "shape", "ASIA" + rs(UP + "234567", 16))
    add("ghp1", "APIKEY", "ghp", ghp())
    add("ghp2", "APIKEY", "ghp", ghp())
    add("ghfg1", "APIKEY", "shape", "github_pat_11" + rs(UP + DIG, 20) + "_" + rs(ALNUM, 59))
    add("glpat1", "APIKEY", "shape", "glpat-" + rs(URLSAFE, 20))
    add("xoxb1", "APIKEY", "shape", "xoxb-%s-%s-%s" % (rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 24)))
    add("xoxb2", "APIKEY", "shape", "xoxb-%s-%s-%s" % (rs(DIG, 11), rs(DIG, 13), rs(ALNUM, 24)))
    add("xoxp1", "APIKEY", "shape", "xoxp-%s-%s-%s-%s" % (rs(DIG, 12), rs(DIG, 12), rs(DIG, 13), rs(HEX, 32)))
    add("sk_live1", "APIKEY", "shape", "sk_live_51" + rs(ALNUM, 97))
    add("sk_live2", "APIKEY", "shape", "sk_live_" + rs(ALNUM, 24))
    add("rk_live1", "APIKEY", "shape", "rk_live_51" + rs(ALNUM, 97))
    add("openai1", "APIKEY", "shape", "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20))
    add("openai2", "APIKEY", "shape", "sk-proj-" + rs(URLSAFE, 74) + "T3BlbkFJ" + rs(URLSAFE, 74))
    add("anthropic1", "APIKEY", "shape", "sk-ant-api03-" + rs(URLSAFE, 93) + "AA")
    add("google1", "APIKEY", "shape", "AIza" + rs(URLSAFE, 35))
    add("google2", "APIKEY", "shape", "AIza" + rs(URLSAFE, 35))
    add("telegram1", "APIKEY", "shape", str(R.randint(10 ** 9, 7 * 10 ** 9)) + ":AA" + rs(URLSAFE, 33))
    add("telegram2", "APIKEY", "shape", str(R.randint(10 ** 9, 7 * 10 ** 9)) + ":AA" + rs(URLSAFE, 33))
    add("sendgrid1", "APIKEY", "shape", "SG." + rs(URLSAFE, 22) + "." + rs(URLSAFE, 43))
    add("twilio_sk1", "APIKEY", "shape", "SK" + rs(HEX, 32))
    add("mailgun1", "APIKEY", "shape", "key-" + rs(HEX, 32))
    add("hf1", "APIKEY", "shape", "hf_" + rs(ALNUM, 34))
    add("npm1", "APIKEY", "shape", "npm_" + rs(ALNUM, 36))
    add("pypi1", "APIKEY", "shape", "pypi-AgEIcHlwaS5vcmc" + rs(URLSAFE, 64))
    add("jwt1", "APIKEY", "jwt", jwt({"sub": "m_48213", "role": "member", "iat": 1717400112, "exp": 1717486512}))
    add("jwt2", "APIKEY", "jwt", jwt({"sub": "staff_0912", "scope": "crm:write", "iat": 1721988000}))
    add("jwt3", "APIKEY", "jwt", jwt({"uid": 77312, "org": "branch-north", "iat": 1709251200, "exp": 1709337600}))
    add("jwt4", "APIKEY", "jwt", jwt({"sub": "svc-petitions", "aud": "api", "iat": 1726000000}, "RS256"))
    add("aliyun_akid1", "APIKEY", "shape", "LTAI5t" + rs(ALNUM, 18))
    add("aliyun_akid2", "APIKEY", "shape", "LTAI5t" + rs(ALNUM, 18))
    add("tencent_akid1", "APIKEY", "shape", "AKID" + rs(ALNUM, 32))
    add("discord1", "APIKEY", "shape", b64url(str(R.randint(10 ** 17, 10 ** 18)).encode()) + "." + rs(URLSAFE, 6) + "." + rs(URLSAFE, 38))
    add("deepseek1", "APIKEY", "shape", "sk-" + rs(HEX, 32))
    add("dashscope1", "APIKEY", "shape", "sk-" + rs(HEX, 32))
    add("pk_live1", "DECOY", "shape", "pk_live_51" + rs(ALNUM, 97))
    add("pk_live2", "DECOY", "shape", "pk_live_" + rs(ALNUM, 24))
    # SECRET --------------------------------------------------------------
    add("aws_secret1", "SECRET", "shape", rs(ALNUM + "/+", 40))
    add("aws_secret2", "SECRET", "shape", rs(ALNUM + "/+", 40))
    add("aws_secret3", "SECRET", "shape", rs(ALNUM + "/+", 40))
    add("aliyun_secret1", "SECRET", "shape", rs(ALNUM, 30))
    add("aliyun_secret2", "SECRET", "shape", rs(ALNUM, 30))
    add("tencent_secret1", "SECRET", "shape", rs(ALNUM, 32))
    add("twilio_auth1", "SECRET", "shape", rs(HEX, 32))
    add("slack_signing1", "SECRET", "shape", rs(HEX, 32))
    add("whsec1", "SECRET", "shape", "whsec_" + rs(ALNUM, 32))
    add("whsec2", "SECRET", "shape", "whsec_" + rs(ALNUM, 32))
    add("django1", "SECRET", "shape", "django-insecure-" + rs(LOW + DIG + "!@#%^&*(-_=+)", 50))
    add("totp1", "SECRET", "shape", rs(B32, 32))
    add("totp2", "SECRET", "shape", rs(B32, 16))
    t = rs(B32.lower(), 32)
    add("totp3", "SECRET", "shape", " ".join(t[i:i + 4] for i in range(0, 32, 4)))
    add("totp4", "SECRET", "shape", rs(B32, 16))
    for i in range(1, 11):
        add("rc%d" % i, "SECRET", "shape", rs(HEX, 5) + "-" + rs(HEX, 5))
    add("sess1", "SECRET", "shape", rs(LOW + DIG, 32))
    add("sess2", "SECRET", "shape", rs(LOW + DIG, 26))
    add("sess3", "SECRET", "shape", "s%3A" + rs(URLSAFE, 32) + "." + rs(ALNUM + "%", 43))
    add("sess4", "SECRET", "shape", rs(HEX, 40))
    add("pem_rsa1", "SECRET", "shape", pem("RSA", bytes.fromhex("308204a30201000282010100"), 10))
    add("pem_ec1", "SECRET", "shape", pem("EC", bytes.fromhex("30770201010420"), 3))
    add("pem_ssh1", "SECRET", "shape", pem("OPENSSH", b"openssh-key-v1\x00\x00\x00\x00\x04none", 6))
    add("hook_slack1", "SECRET", "shape", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(ALNUM, 24)))
    add("hook_slack2", "SECRET", "shape", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 10), rs(UP + DIG, 10), rs(ALNUM, 24)))
    add("hook_discord1", "SECRET", "shape", "https://discord.com/api/webhooks/%s/%s" % (rs(DIG, 19), rs(URLSAFE, 68)))
    add("hook_ding1", "SECRET", "shape", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
    add("hook_ding2", "SECRET", "shape", "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64))
    add("hook_feishu1", "SECRET", "shape", "https://open.feishu.cn/open-apis/bot/v2/hook/" + uuid4())
    add("hook_wecom1", "SECRET", "shape", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + uuid4())
    add("hook_wecom2", "SECRET", "shape", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + uuid4())
    add("sign1", "SECRET", "shape", rs(HEX, 64))
    add("sign2", "SECRET", "shape", rs(URLSAFE, 43))
    add("wg_priv1", "SECRET", "shape", base64.b64encode(bytes(R.randrange(256) for _ in range(32))).decode())
    add("ding_secret1", "SECRET", "shape", "SEC" + rs(HEX, 64))
    # --- appended later (keep at the end so earlier values stay stable) ---
    add("pp_pl1", "PASSPORT", "passport", "E" + R.choice("ABCDEFGHJKLMNPRS") + rs(DIG, 7))
    add("card_up5", "CARD", "card", card("621", 19, [4, 4, 4, 4, 3]))
    add("card_up6", "CARD", "card", card("623", 19, [6, 13]))
    add("card_visa5", "CARD", "card", card("4", 16, [4, 4, 4, 4]))
    add("card_mc4", "CARD", "card", card("55", 16, [4, 4, 4, 4]))
    add("idcard17", "IDCARD", "gb11643", idcard("330382", "19900514", True))
    add("idcard18", "IDCARD", "gb11643", idcard("440304", "19850921", False))
    add("idcard19", "IDCARD", "gb11643", idcard("370102", "19620303", True))
    add("idcard20", "IDCARD", "gb11643", idcard("520102", "19970612", False))
    add("twid3", "NATIONAL_ID", "twid", twid("B", 1))
    add("card_up7", "CARD", "card", card("6217", 19, [19], ""))
    add("idcard21", "IDCARD", "gb11643", idcard("310115", "19940222", True))
    add("idcard22", "IDCARD", "gb11643", idcard("110108", "19820709", False))
    add("idcard23", "IDCARD", "gb11643", idcard("110101", "19910304", False))
    add("card_up8", "CARD", "card", card("6228", 19, [4, 4, 4, 4, 3]))
    add("ssn9", "SSN", "ssn", ssn("-"))
    add("hkid3", "NATIONAL_ID", "hkid", hkid("R"))


build()
VALUES = {n: v for n, t, c, v in ENTRIES}
TYPES = {n: t for n, t, c, v in ENTRIES}

SHAPES = {
    "passport": r"E\d{8}|E[A-HJ-NP-Z]\d{7}|G\d{8}|\d{9}|[A-Z]\d{8}|C[CFGHJKLMNPRTVWXYZ0-9]{8}|[A-Z]\d{7}"
                r"|[A-Z]{2}\d{6}|\d{2}[A-Z]{2}\d{5}|[A-Z]{2}\d{7}|K\d{7}[A-Z]",
}

CHECKS = {
    "card": lambda v: luhn_ok(re.sub(r"[ -]", "", v)) and 13 <= len(re.sub(r"[ -]", "", v)) <= 19,
    "iban": iban_ok, "ssn": ssn_ok, "gb11643": idcard_ok, "nino": nino_ok, "dni": dni_ok,
    "nie": nie_ok, "bsn": bsn_ok, "nir": nir_ok, "pnr": pnr_ok, "pesel": pesel_ok, "sin": sin_ok,
    "nric": nric_ok, "hkid": hkid_ok, "twid": twid_ok, "aadhaar": aadhaar_ok, "cpf": cpf_ok,
    "benn": benn_ok, "ghp": ghp_ok, "jwt": jwt_ok,
    "passport": lambda v: re.fullmatch(SHAPES["passport"], v) is not None,
    "shape": lambda v: len(v) >= 10 and "⟧" not in v and "|" not in v,
}
# validators with a real check digit/character: a one-digit corruption must fail
CHECKSUMMED = {"card", "iban", "gb11643", "dni", "nie", "bsn", "nir", "pnr", "pesel", "sin",
               "nric", "hkid", "twid", "aadhaar", "cpf", "benn", "ghp"}


def selftest(verbose=False):
    # known published test vectors for the algorithms themselves
    assert luhn_ok("79927398713")
    assert iban_ok("GB82 WEST 1234 5698 7654 32")
    assert idcard_ok("11010519491231002X")
    assert bsn_ok("111222333")
    assert nric_ok("S1234567D")
    assert hkid_ok("A123456(3)")
    assert twid_ok("A123456789")
    assert cpf_ok("529.982.247-25")
    assert pesel_ok("44051401359")
    assert luhn_ok("046454286")
    assert pnr_ok("811218-9876")
    assert dni_ok("12345678Z")
    assert verhoeff_digit("236") == "3" and verhoeff_ok("2363")
    bad = 0
    for name, typ, chk, v in ENTRIES:
        if not CHECKS[chk](v):
            print("INVALID", name, v)
            bad += 1
            continue
        if chk in CHECKSUMMED:
            for c in corruptions(v):
                if CHECKS[chk](c):
                    print("CORRUPTION NOT DETECTED", name, v, "->", c)
                    bad += 1
        if typ == "IDCARD":
            assert valid_date(int(v[6:10]), int(v[10:12]), int(v[12:14]))
    n = len(set(VALUES.values()))
    if n != len(VALUES):
        print("DUPLICATE VALUES")
        bad += 1
    if verbose or bad:
        print("%d values, %d with check digits, %d problems" % (
            len(ENTRIES), sum(1 for e in ENTRIES if e[2] in CHECKSUMMED), bad))
    return bad == 0


if __name__ == "__main__":
    if "-p" in sys.argv:
        for name, typ, chk, v in ENTRIES:
            print("%-15s %-11s %s" % (name, typ, v.replace("\n", "\\n")))
    else:
        ok = selftest(verbose=True)
        sys.exit(0 if ok else 1)
