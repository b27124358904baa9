#!/usr/bin/env python3
"""Values with check digits or vendor shapes for the blind85 corpus.

Every value is drawn from one seeded random.Random, so the corpus is
reproducible.  Texts refer to a value as ``$name``.

    python3 values.py        run selftest()
    python3 values.py -p     print every value (name, kind, value)
"""
import base64
import datetime
import hashlib
import hmac
import json
import random
import re
import string
import sys
import zlib

SEED = 85_8519
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
B62 = DIG + UP + LO
HEX = '0123456789abcdef'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'


def rs(alphabet, n):
    return ''.join(R.choice(alphabet) for _ in range(n))


def digits(s):
    return re.sub(r'\D', '', s)


def valid_date(y, m, d):
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False


# --------------------------------------------------------------------------
# Luhn (cards, Canadian SIN, Swedish personnummer, South African ID)
# --------------------------------------------------------------------------
def luhn_ok(num):
    tot = 0
    for i, ch in enumerate(reversed(num)):
        x = int(ch)
        if i % 2:
            x *= 2
            if x > 9:
                x -= 9
        tot += x
    return tot % 10 == 0


def luhn_digit(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return c
    raise AssertionError


def group(num, sizes, sep):
    out, i = [], 0
    for g in sizes:
        out.append(num[i:i + g])
        i += g
    assert i == len(num)
    return sep.join(out)


def card(prefix, length, sizes=(4, 4, 4, 4), sep=' '):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    num = body + luhn_digit(body)
    return num if sep is None else group(num, sizes, sep)


def card_ok(s):
    if not re.fullmatch(r'\d[\d \-]*\d', s):
        return False
    d = digits(s)
    if not 13 <= len(d) <= 19 or not luhn_ok(d):
        return False
    return bool(re.match(r'4|5[1-5]|2[2-7]|3[47]|62|6011|65|35', d))


# --------------------------------------------------------------------------
# IBAN (ISO 13616, mod 97)
# --------------------------------------------------------------------------
IBAN_LEN = {'GB': 22, 'IE': 22, 'DE': 22, 'NL': 18, 'FR': 27, 'BE': 16,
            'ES': 24, 'IT': 27, 'PL': 28, 'CH': 21, 'AT': 20, 'PT': 25,
            'NO': 15, 'DK': 18, 'SE': 24, 'FI': 18, 'LU': 20}


def _i97(s):
    return int(''.join(str(int(c, 36)) for c in s)) % 97


def iban(cc, bban, spaced=True):
    chk = 98 - _i97(bban + cc + '00')
    raw = f'{cc}{chk:02d}{bban}'
    assert len(raw) == IBAN_LEN[cc]
    if not spaced:
        return raw
    return ' '.join(raw[i:i + 4] for i in range(0, len(raw), 4))


def iban_ok(s):
    raw = s.replace(' ', '')
    if not re.fullmatch(r'[A-Z]{2}\d{2}[A-Z0-9]+', raw):
        return False
    if IBAN_LEN.get(raw[:2]) != len(raw):
        return False
    return _i97(raw[4:] + raw[:4]) == 1


def fr_rib_key(bank, branch, account):
    return 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97)


def bban_gb(bank):
    return bank + rs(DIG, 6) + rs(DIG, 8)


def bban_fr():
    bank, branch, acct = rs(DIG, 5), rs(DIG, 5), rs(DIG, 11)
    return f'{bank}{branch}{acct}{fr_rib_key(bank, branch, acct):02d}'


def bban_be():
    first = str(R.randint(1, 9)) + rs(DIG, 9)
    c = int(first) % 97 or 97
    return f'{first}{c:02d}'


# --------------------------------------------------------------------------
# Chinese resident ID (GB 11643-1999)
# --------------------------------------------------------------------------
ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
ID_C = '10X98765432'


def idcard(region, ymd, male):
    body = region + ymd + rs(DIG, 2) + R.choice('13579' if male else '02468')
    return body + ID_C[sum(int(a) * b for a, b in zip(body, ID_W)) % 11]


def idcard_ok(s):
    if not re.fullmatch(r'[1-8]\d{16}[\dX]', s):
        return False
    y, m, d = int(s[6:10]), int(s[10:12]), int(s[12:14])
    if not (1900 <= y <= 2024 and valid_date(y, m, d)):
        return False
    return ID_C[sum(int(a) * b for a, b in zip(s[:17], ID_W)) % 11] == s[17]


def idcard_birth(s):
    return s[6:10] + '-' + s[10:12] + '-' + s[12:14]


# --------------------------------------------------------------------------
# US SSN (shape and SSA allocation rules; no check digit)
# --------------------------------------------------------------------------
def ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    return f'{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}'


def ssn_ok(s):
    m = re.fullmatch(r'(\d{3})([- ]?)(\d{2})\2(\d{4})', s)
    if not m:
        return False
    a, g, n = m.group(1), m.group(3), m.group(4)
    if a in ('000', '666') or a[0] == '9' or g == '00' or n == '0000':
        return False
    return s not in ('078-05-1120', '123-45-6789')


# --------------------------------------------------------------------------
# Passports (no internal check digit: shape per issuing country)
# --------------------------------------------------------------------------
PASSPORT_RE = {
    'GB': r'\d{9}',
    'US': r'[A-Z]\d{8}|\d{9}',
    'CN': r'E\d{8}|E[A-HJ-NP-Z]\d{7}|G\d{8}',
    'DE': r'[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}',
    'IE': r'[A-Z]{2}\d{7}',
    'FR': r'\d{2}[A-Z]{2}\d{5}',
    'IN': r'[A-Z]\d{7}',
    'CA': r'[A-Z]{2}\d{6}',
    'AU': r'[A-Z]{1,2}\d{7}',
    'SG': r'[A-Z]\d{7}[A-Z]',
    'NL': r'[A-NP-Z]{2}[A-NP-Z0-9]{6}\d',
}


def passport_ok(s):
    return any(re.fullmatch(p, s) for p in PASSPORT_RE.values())


def passport(cc):
    if cc == 'GB':
        return str(R.randint(1, 5)) + rs(DIG, 8)
    if cc == 'US':
        return R.choice('ACEFHJ') + rs(DIG, 8)
    if cc == 'CN':
        return 'E' + rs(DIG, 8)
    if cc == 'CNE':
        return 'E' + R.choice('ABCDEFGH') + rs(DIG, 7)
    if cc == 'DE':
        return 'C' + rs('CFGHJKLMNPRTVWXYZ0123456789', 8)
    if cc == 'IE':
        return rs('PLRT', 1) + rs(UP, 1) + rs(DIG, 7)
    if cc == 'FR':
        return rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5)
    if cc == 'IN':
        return rs('JKLMNPRSTVWZ', 1) + str(R.randint(1, 9)) + rs(DIG, 6)
    if cc == 'CA':
        return rs(UP, 2) + rs(DIG, 6)
    if cc == 'AU':
        return 'P' + rs('ABCDENRU', 1) + rs(DIG, 7)
    if cc == 'SG':
        return 'K' + rs(DIG, 7) + rs(UP, 1)
    if cc == 'NL':
        return rs('BCDFHJKLNPRSTVWXYZ', 2) + rs('BCDFHJKLNPRSTVWXYZ0123456789', 6) + rs(DIG, 1)
    raise KeyError(cc)


# --------------------------------------------------------------------------
# Other countries' personal ID numbers
# --------------------------------------------------------------------------
NINO_BAD = {'BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'}


def nino_ok(s):
    m = re.fullmatch(r'([A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]) ?(\d\d) ?(\d\d) ?(\d\d) ?([A-D])', s)
    return bool(m) and m.group(1) not in NINO_BAD


def nino(spaced=True):
    while True:
        p = rs('ABCEGHJKLMNOPRSTWXYZ', 1) + rs('ABCEGHJKLMNPRSTWXYZ', 1)
        if p not in NINO_BAD:
            break
    d = rs(DIG, 6)
    suf = R.choice('ABCD')
    if spaced:
        return f'{p} {d[:2]} {d[2:4]} {d[4:]} {suf}'
    return p + d + suf


def nhs_check(nine):
    r = sum(int(c) * w for c, w in zip(nine, range(10, 1, -1))) % 11
    c = 11 - r
    return 0 if c == 11 else (None if c == 10 else c)


def nhs_ok(s):
    if not re.fullmatch(r'\d{3}[ -]?\d{3}[ -]?\d{4}', s):
        return False
    d = digits(s)
    return nhs_check(d[:9]) == int(d[9])


def nhs():
    while True:
        nine = str(R.randint(4, 6)) + rs(DIG, 8)
        c = nhs_check(nine)
        if c is not None:
            d = nine + str(c)
            return f'{d[:3]} {d[3:6]} {d[6:]}'


PPS_L = 'WABCDEFGHIJKLMNOPQRSTUV'


def ppsn_ok(s):
    m = re.fullmatch(r'(\d{7})([A-W])([ABHW]?)', s)
    if not m:
        return False
    tot = sum(int(c) * w for c, w in zip(m.group(1), range(8, 1, -1)))
    if m.group(3) in ('A', 'B', 'H'):
        tot += 9 * (ord(m.group(3)) - 64)
    return PPS_L[tot % 23] == m.group(2)


def ppsn(second=''):
    d = rs(DIG, 7)
    tot = sum(int(c) * w for c, w in zip(d, range(8, 1, -1)))
    if second:
        tot += 9 * (ord(second) - 64)
    return d + PPS_L[tot % 23] + second


def sin_ok(s):
    if not re.fullmatch(r'\d{3}[ -]?\d{3}[ -]?\d{3}', s):
        return False
    d = digits(s)
    return d[0] in '1234567' and luhn_ok(d)


def sin():
    body = str(R.randint(1, 7)) + rs(DIG, 7)
    d = body + luhn_digit(body)
    return f'{d[:3]} {d[3:6]} {d[6:]}'


def bsn_ok(s):
    if not re.fullmatch(r'\d{9}|\d{4}\.\d{2}\.\d{3}', s):
        return False
    d = digits(s)
    tot = sum(int(c) * w for c, w in zip(d[:8], range(9, 1, -1))) - int(d[8])
    return tot % 11 == 0 and d != '000000000'


def bsn():
    while True:
        d8 = str(R.randint(1, 6)) + rs(DIG, 7)
        c = sum(int(c) * w for c, w in zip(d8, range(9, 1, -1))) % 11
        if c < 10:
            return d8 + str(c)


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel(ymd, male):
    y, m, d = int(ymd[:4]), int(ymd[4:6]), int(ymd[6:])
    mm = m + (20 if y >= 2000 else 0)
    body = f'{y % 100:02d}{mm:02d}{d:02d}' + rs(DIG, 3) + R.choice('13579' if male else '02468')
    return body + str((10 - sum(int(c) * w for c, w in zip(body, PESEL_W)) % 10) % 10)


def pesel_ok(s):
    if not re.fullmatch(r'\d{11}', s):
        return False
    yy, mm, dd = int(s[:2]), int(s[2:4]), int(s[4:6])
    y = 1900 + yy if mm <= 12 else 2000 + yy
    m = mm if mm <= 12 else mm - 20
    if not valid_date(y, m, dd):
        return False
    return (10 - sum(int(c) * w for c, w in zip(s[:10], PESEL_W)) % 10) % 10 == int(s[10])


def pesel_birth(s):
    yy, mm, dd = int(s[:2]), int(s[2:4]), int(s[4:6])
    y = 1900 + yy if mm <= 12 else 2000 + yy
    return f'{y:04d}-{(mm if mm <= 12 else mm - 20):02d}-{dd:02d}'


DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def dni_ok(s):
    m = re.fullmatch(r'([XYZ]?)(\d{7,8})-?([A-Z])', s)
    if not m:
        return False
    pre, num = m.group(1), m.group(2)
    if pre:
        if len(num) != 7:
            return False
        num = str('XYZ'.index(pre)) + num
    elif len(num) != 8:
        return False
    return DNI_L[int(num) % 23] == m.group(3)


def dni():
    n = rs(DIG, 8)
    return n + DNI_L[int(n) % 23]


def nie():
    p = R.choice('XY')
    n = rs(DIG, 7)
    return p + n + DNI_L[int(str('XYZ'.index(p)) + n) % 23]


def nir_ok(s):
    if not re.fullmatch(r'[12] ?\d{2} ?\d{2} ?\d{2} ?\d{3} ?\d{3} ?\d{2}', s):
        return False
    d = digits(s)
    if not 1 <= int(d[3:5]) <= 12:
        return False
    return 97 - int(d[:13]) % 97 == int(d[13:])


def nir(sex, yy, mm, dept):
    body = f'{sex}{yy}{mm}{dept}' + rs(DIG, 3) + rs(DIG, 3)
    k = 97 - int(body) % 97
    return f'{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {k:02d}'


NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def nric_ok(s):
    m = re.fullmatch(r'([STFG])(\d{7})([A-Z])', s)
    if not m:
        return False
    tot = sum(int(c) * w for c, w in zip(m.group(2), NRIC_W))
    if m.group(1) in 'TG':
        tot += 4
    table = 'JZIHGFEDCBA' if m.group(1) in 'ST' else 'XWUTRQPNMLK'
    return table[tot % 11] == m.group(3)


def nric(prefix):
    d = rs(DIG, 7)
    tot = sum(int(c) * w for c, w in zip(d, NRIC_W)) + (4 if prefix in 'TG' else 0)
    table = 'JZIHGFEDCBA' if prefix in 'ST' else 'XWUTRQPNMLK'
    return prefix + d + table[tot % 11]


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


def aadhaar_ok(s):
    if not re.fullmatch(r'[2-9]\d{3} ?\d{4} ?\d{4}', s):
        return False
    return verhoeff_ok(digits(s))


def aadhaar():
    body = str(R.randint(2, 9)) + rs(DIG, 10)
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = V_D[c][V_P[(i + 1) % 8][int(ch)]]
    d = body + str(V_INV[c])
    return f'{d[:4]} {d[4:8]} {d[8:]}'


def pnr_se_ok(s):
    m = re.fullmatch(r'(\d{2})?(\d{6})[-+](\d{4})', s)
    if not m:
        return False
    ten = m.group(2) + m.group(3)
    y2, mm, dd = int(ten[:2]), int(ten[2:4]), int(ten[4:6])
    y = int(m.group(1) + ten[:2]) if m.group(1) else 1900 + y2
    return valid_date(y, mm, dd) and luhn_ok(ten)


def pnr_se(ymd):
    body = ymd[2:] + rs(DIG, 3)
    return ymd[2:] + '-' + body[6:] + luhn_digit(body)


def said_ok(s):
    if not re.fullmatch(r'\d{6} ?\d{4} ?\d{3}', s):
        return False
    d = digits(s)
    y = int(d[:2])
    if not valid_date(1900 + y if y > 24 else 2000 + y, int(d[2:4]), int(d[4:6])):
        return False
    return d[10] in '01' and luhn_ok(d)


def said(ymd, male):
    body = ymd[2:] + str(R.randint(5, 9) if male else R.randint(0, 4)) + rs(DIG, 3) + '08'
    return body + luhn_digit(body)


def be_nn_ok(s):
    if not re.fullmatch(r'\d{2}\.?\d{2}\.?\d{2}-?\d{3}\.?\d{2}', s):
        return False
    d = digits(s)
    c = int(d[9:])
    return 97 - int(d[:9]) % 97 == c or 97 - int('2' + d[:9]) % 97 == c


def be_nn(ymd):
    first = ymd[2:] + f'{R.randint(1, 997):03d}'
    c = 97 - int(first) % 97
    return f'{first[:2]}.{first[2:4]}.{first[4:6]}-{first[6:9]}.{c:02d}'


def mykad_ok(s):
    m = re.fullmatch(r'(\d{2})(\d{2})(\d{2})-?(\d{2})-?(\d{4})', s)
    if not m:
        return False
    y = int(m.group(1))
    return valid_date(1900 + y if y > 24 else 2000 + y, int(m.group(2)), int(m.group(3))) and \
        1 <= int(m.group(4)) <= 16


def mykad(ymd, male):
    last = rs(DIG, 3) + R.choice('13579' if male else '02468')
    return f'{ymd[2:]}-{R.choice(["01", "07", "10", "14"])}-{last}'


NATIONAL = {
    'nino': nino_ok, 'nhs': nhs_ok, 'ppsn': ppsn_ok, 'sin': sin_ok, 'bsn': bsn_ok,
    'pesel': pesel_ok, 'dni': dni_ok, 'nir': nir_ok, 'nric': nric_ok,
    'aadhaar': aadhaar_ok, 'pnr_se': pnr_se_ok, 'said': said_ok, 'be_nn': be_nn_ok,
    'mykad': mykad_ok,
}


def national_kind(s):
    for k, f in NATIONAL.items():
        if f(s):
            return k
    return None


# --------------------------------------------------------------------------
# Vendor keys and secrets
# --------------------------------------------------------------------------
def b62(n, width):
    s = ''
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s.rjust(width, '0')


def ghp():
    body = rs(ALNUM, 30)
    return 'ghp_' + body + b62(zlib.crc32(body.encode()), 6)


def ghp_ok(s):
    m = re.fullmatch(r'gh[pousr]_([A-Za-z0-9]{30})([A-Za-z0-9]{6})', s)
    return bool(m) and b62(zlib.crc32(m.group(1).encode()), 6) == m.group(2)


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b'=').decode()


def b64d(s):
    return base64.urlsafe_b64decode(s + '=' * (-len(s) % 4))


def jwt(payload):
    key = rs(ALNUM, 32).encode()
    h = b64u(json.dumps({'alg': 'HS256', 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    sig = b64u(hmac.new(key, f'{h}.{p}'.encode(), hashlib.sha256).digest())
    return f'{h}.{p}.{sig}'


def jwt_ok(s):
    parts = s.split('.')
    if len(parts) != 3 or not all(re.fullmatch(r'[A-Za-z0-9_-]+', p) for p in parts):
        return False
    try:
        hd = json.loads(b64d(parts[0]))
        pl = json.loads(b64d(parts[1]))
        sig = b64d(parts[2])
    except Exception:
        return False
    return isinstance(hd, dict) and 'alg' in hd and isinstance(pl, dict) and len(sig) == 32


APIKEY_RE = {
    'aws_akid': r'(AKIA|ASIA)[A-Z2-7]{16}',
    'slack_bot': r'xox[bp]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}',
    'stripe_sk': r'(sk|rk)_live_(?:[A-Za-z0-9]{24}|[A-Za-z0-9]{99})',
    'sendgrid': r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}',
    'telegram': r'\d{8,10}:AA[A-Za-z0-9_-]{33}',
    'google': r'AIza[A-Za-z0-9_-]{35}',
    'gitlab': r'glpat-[A-Za-z0-9_-]{20}',
    'aliyun_akid': r'LTAI(?:[A-Za-z0-9]{16}|[A-Za-z0-9]{20})',
    'tencent_akid': r'AKID[A-Za-z0-9]{32}',
    'mailgun': r'key-[0-9a-f]{32}',
    'openai': r'sk-proj-[A-Za-z0-9]{40}T3BlbkFJ[A-Za-z0-9]{40}|sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}',
    'npm': r'npm_[A-Za-z0-9]{36}',
    'huggingface': r'hf_[A-Za-z]{34}',
    'digitalocean': r'dop_v1_[0-9a-f]{64}',
}


def apikey_kind(s):
    if ghp_ok(s):
        return 'github'
    if jwt_ok(s):
        return 'jwt'
    for k, p in APIKEY_RE.items():
        if re.fullmatch(p, s):
            return k
    return None


def uuid4():
    h = rs(HEX, 32)
    return f'{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice("89ab")}{h[17:20]}-{h[20:]}'


def pem_ec():
    der = bytes([0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20]) + bytes(R.randrange(256) for _ in range(32)) + \
        bytes([0xa0, 0x0a, 0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07,
               0xa1, 0x44, 0x03, 0x42, 0x00, 0x04]) + bytes(R.randrange(256) for _ in range(64))
    b = base64.b64encode(der).decode()
    body = '\n'.join(b[i:i + 64] for i in range(0, len(b), 64))
    return '-----BEGIN EC PRIVATE KEY-----\n' + body + '\n-----END EC PRIVATE KEY-----'


def pem_ok(s):
    m = re.fullmatch(r'-----BEGIN ((?:EC |RSA |OPENSSH )?PRIVATE KEY)-----\n([A-Za-z0-9+/=\n]+)\n-----END \1-----', s)
    if not m:
        return False
    try:
        der = base64.b64decode(m.group(2).replace('\n', ''), validate=True)
    except Exception:
        return False
    return der[:1] == b'\x30' and len(der) == der[1] + 2


SECRET_RE = {
    'aws_secret': r'[A-Za-z0-9/+]{40}',
    'aliyun_secret': r'[A-Za-z0-9]{30}',
    'tencent_secret': r'[A-Za-z0-9]{32}',
    'stripe_whsec': r'whsec_[A-Za-z0-9]{32}',
    'totp': r'(?:[A-Z2-7]{4} ?){3}[A-Z2-7]{4}|(?:[A-Z2-7]{4} ?){7}[A-Z2-7]{4}|(?:[a-z2-7]{4} ){7}[a-z2-7]{4}',
    'recovery': r'[0-9a-f]{5}-[0-9a-f]{5}',
    'cookie': r'[a-z0-9]{32}|[a-z0-9]{26}|s%3A[A-Za-z0-9_-]{32}\.[A-Za-z0-9]{43}',
    'django': r'[a-z0-9!@#%^&*(\-_=+)]{50}',
    'hex64': r'[0-9a-f]{64}',
    'hex32': r'[0-9a-f]{32}',
    'jwt_secret': r'[A-Za-z0-9]{48}',
    'slack_hook': r'https://hooks\.slack\.com/services/T[A-Z0-9]{8}/B[A-Z0-9]{10}/[A-Za-z0-9]{24}',
    'discord_hook': r'https://discord\.com/api/webhooks/\d{18,19}/[A-Za-z0-9_-]{68}',
    'dingtalk_hook': r'https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}',
    'dingtalk_sec': r'SEC[0-9a-f]{64}',
    'wecom_hook': r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}',
    'feishu_hook': r'https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}',
}


def secret_kind(s):
    if pem_ok(s):
        return 'pem'
    for k, p in SECRET_RE.items():
        if re.fullmatch(p, s):
            return k
    return None


def secret_shape_ok(s):
    """Check used for SECRET spans in the corpus (passwords inside connection
    strings are free text, so anything that is no known shape must at least be
    a plausible credential)."""
    if secret_kind(s):
        return True
    if s.startswith('http') or s.startswith('-----'):
        return False
    return len(s) >= 6 and not re.search(r'\s', s)


# --------------------------------------------------------------------------
# The values
# --------------------------------------------------------------------------
VALUES = {}
KIND = {}


def put(name, kind, value):
    assert name not in VALUES, name
    VALUES[name] = value
    KIND[name] = kind


# cards
put('card_visa_1', 'card', card('4', 16))
put('card_visa_2', 'card', card('4', 16, sep=None))
put('card_visa_3', 'card', card('4', 16, sep='-'))
put('card_visa_4', 'card', card('4', 16))
put('card_visa_5', 'card', card('4', 16))
put('card_visa_6', 'card', card('4', 16, sep=None))
put('card_mc_1', 'card', card('53', 16))
put('card_mc_2', 'card', card('2297', 16))
put('card_mc_3', 'card', card('54', 16, sep='-'))
put('card_mc_4', 'card', card('51', 16, sep=None))
put('card_amex_1', 'card', card('37', 15, (4, 6, 5)))
put('card_amex_2', 'card', card('34', 15, (4, 6, 5)))
put('card_up_1', 'card', card('622848', 19, (4, 4, 4, 4, 3)))
put('card_up_2', 'card', card('621700', 19, sep=None))
put('card_up_3', 'card', card('622202', 19, (4, 4, 4, 4, 3)))
put('card_up_4', 'card', card('6225', 16))
put('card_up_5', 'card', card('621483', 16, sep=None))
put('card_up_6', 'card', card('623058', 19, (6, 13)))

# IBANs
put('iban_gb_1', 'iban', iban('GB', bban_gb('NWBK')))
put('iban_gb_2', 'iban', iban('GB', bban_gb('BARC'), spaced=False))
put('iban_gb_3', 'iban', iban('GB', bban_gb('LOYD')))
put('iban_gb_4', 'iban', iban('GB', bban_gb('HBUK')))
put('iban_gb_5', 'iban', iban('GB', bban_gb('MIDL'), spaced=False))
put('iban_ie_1', 'iban', iban('IE', bban_gb('AIBK')))
put('iban_ie_2', 'iban', iban('IE', bban_gb('BOFI'), spaced=False))
put('iban_de_1', 'iban', iban('DE', rs(DIG, 18)))
put('iban_de_2', 'iban', iban('DE', rs(DIG, 18), spaced=False))
put('iban_nl_1', 'iban', iban('NL', 'INGB' + rs(DIG, 10)))
put('iban_fr_1', 'iban', iban('FR', bban_fr()))
put('iban_be_1', 'iban', iban('BE', bban_be()))

# US SSNs
for i in range(1, 9):
    put(f'ssn_{i}', 'ssn', ssn())

# Chinese resident IDs: (region, birth date, male)
ID_SPEC = [
    ('110105', '19870314', True), ('310115', '19921102', False), ('440305', '19790628', True),
    ('330106', '19950119', False), ('510107', '19680907', True), ('320102', '20010423', False),
    ('420106', '19831230', True), ('370202', '19740716', False), ('350203', '19900211', True),
    ('210202', '19581005', True), ('460105', '19990821', False), ('530102', '19860509', True),
    ('610113', '19720303', False), ('130102', '19651212', True), ('440106', '19971031', False),
    ('500103', '19810127', True), ('120101', '20040615', False), ('330212', '19930918', True),
    ('450103', '19770404', False), ('320583', '19890722', False), ('350102', '19620226', True),
    ('371002', '19941203', True),
]
for i, (reg, ymd, male) in enumerate(ID_SPEC, 1):
    put(f'id_zh_{i}', 'idcard', idcard(reg, ymd, male))

# passports
for name, cc in [('pp_gb_1', 'GB'), ('pp_gb_2', 'GB'), ('pp_gb_3', 'GB'), ('pp_us_1', 'US'),
                 ('pp_us_2', 'US'), ('pp_cn_1', 'CN'), ('pp_cn_2', 'CNE'), ('pp_cn_3', 'CN'),
                 ('pp_cn_4', 'CNE'), ('pp_cn_5', 'CNE'), ('pp_de_1', 'DE'), ('pp_ie_1', 'IE'),
                 ('pp_fr_1', 'FR'), ('pp_in_1', 'IN'), ('pp_ca_1', 'CA'), ('pp_au_1', 'AU'),
                 ('pp_sg_1', 'SG'), ('pp_nl_1', 'NL')]:
    put(name, 'passport_' + cc[:2], passport(cc))

# other national IDs
put('nino_1', 'nino', nino())
put('nino_2', 'nino', nino(spaced=False))
put('nino_3', 'nino', nino())
put('nino_4', 'nino', nino())
put('nino_5', 'nino', nino(spaced=False))
put('nhs_1', 'nhs', nhs())
put('nhs_2', 'nhs', nhs())
put('nhs_3', 'nhs', nhs())
put('ppsn_1', 'ppsn', ppsn())
put('ppsn_2', 'ppsn', ppsn('A'))
put('sin_1', 'sin', sin())
put('sin_2', 'sin', sin())
put('bsn_1', 'bsn', bsn())
put('pesel_1', 'pesel', pesel('19910517', False))
put('pesel_2', 'pesel', pesel('20020809', True))
put('dni_1', 'dni', dni())
put('nie_1', 'dni', nie())
put('nir_1', 'nir', nir(1, '85', '11', '35'))
put('nric_1', 'nric', nric('S'))
put('nric_2', 'nric', nric('T'))
put('nric_3', 'nric', nric('S'))
put('aadhaar_1', 'aadhaar', aadhaar())
put('pnr_se_1', 'pnr_se', pnr_se('19790214'))
put('said_1', 'said', said('19881004', True))
put('be_nn_1', 'be_nn', be_nn('19750730'))
put('mykad_1', 'mykad', mykad('19900612', False))
put('mykad_2', 'mykad', mykad('19830125', True))

# API keys
for i in range(1, 4):
    put(f'aws_akid_{i}', 'apikey', 'AKIA' + rs(UP + '234567', 16))
put('ghp_1', 'apikey', ghp())
put('ghp_2', 'apikey', ghp())
put('slack_bot_1', 'apikey', f'xoxb-{rs(DIG, 12)}-{rs(DIG, 13)}-{rs(ALNUM, 24)}')
put('slack_bot_2', 'apikey', f'xoxb-{rs(DIG, 11)}-{rs(DIG, 12)}-{rs(ALNUM, 24)}')
put('stripe_sk_1', 'apikey', 'sk_live_' + rs(ALNUM, 24))
put('stripe_sk_2', 'apikey', 'sk_live_51' + rs(ALNUM, 97))
put('sendgrid_1', 'apikey', 'SG.' + rs(ALNUM, 22) + '.' + rs(ALNUM, 43))
put('tg_bot_1', 'apikey', f'{R.randint(10**9, 7 * 10**9)}:AA' + rs(ALNUM, 33))
put('tg_bot_2', 'apikey', f'{R.randint(10**9, 7 * 10**9)}:AA' + rs(ALNUM, 33))
put('gapi_1', 'apikey', 'AIza' + rs(ALNUM, 35))
put('gapi_2', 'apikey', 'AIza' + rs(ALNUM, 35))
put('glpat_1', 'apikey', 'glpat-' + rs(ALNUM, 20))
put('ali_akid_1', 'apikey', 'LTAI5t' + rs(ALNUM, 18))
put('ali_akid_2', 'apikey', 'LTAI5t' + rs(ALNUM, 18))
put('ali_akid_3', 'apikey', 'LTAI4G' + rs(ALNUM, 14))
put('tc_akid_1', 'apikey', 'AKID' + rs(ALNUM, 32))
put('mailgun_1', 'apikey', 'key-' + rs(HEX, 32))
put('openai_1', 'apikey', 'sk-proj-' + rs(ALNUM, 40) + 'T3BlbkFJ' + rs(ALNUM, 40))
put('openai_2', 'apikey', 'sk-' + rs(ALNUM, 20) + 'T3BlbkFJ' + rs(ALNUM, 20))
put('npm_1', 'apikey', 'npm_' + rs(ALNUM, 36))
put('hf_1', 'apikey', 'hf_' + rs(UP + LO, 34))
put('do_1', 'apikey', 'dop_v1_' + rs(HEX, 64))
put('jwt_1', 'apikey', jwt({'sub': 'vol-2291', 'role': 'crew', 'iat': 1709836800, 'exp': 1709923600}))
put('jwt_2', 'apikey', jwt({'sub': 'u_88213', 'scope': 'donor:read', 'iat': 1712150400}))
put('jwt_3', 'apikey', jwt({'uid': 40417, 'tenant': 'lpo', 'exp': 1720000000}))
put('jwt_4', 'apikey', jwt({'sub': 'dispatcher-07', 'aud': 'callout', 'iat': 1714003200}))

# secrets
for i in range(1, 4):
    put(f'aws_secret_{i}', 'secret', rs(ALNUM + '/+', 40))
for i in range(1, 4):
    put(f'ali_secret_{i}', 'secret', rs(ALNUM, 30))
put('tc_secret_1', 'secret', rs(ALNUM, 32))
put('whsec_1', 'secret', 'whsec_' + rs(ALNUM, 32))
put('whsec_2', 'secret', 'whsec_' + rs(ALNUM, 32))
put('totp_1', 'secret', rs(B32, 32))
put('totp_2', 'secret', ' '.join(rs(B32, 4) for _ in range(4)))
put('totp_3', 'secret', ' '.join(rs(B32, 4).lower() for _ in range(8)))
put('totp_4', 'secret', rs(B32, 16))
for i in range(1, 11):
    put(f'rc_{i}', 'secret', rs(HEX, 5) + '-' + rs(HEX, 5))
put('cookie_1', 'secret', rs(LO + DIG, 32))
put('cookie_2', 'secret', rs(LO + DIG, 26))
put('cookie_3', 'secret', 's%3A' + rs(ALNUM, 32) + '.' + rs(ALNUM, 43))
put('django_key_1', 'secret', rs(LO + DIG + '!@#%^&*(-_=+)', 50))
put('flask_key_1', 'secret', rs(HEX, 64))
put('jwt_secret_1', 'secret', rs(ALNUM, 48))
put('twilio_token_1', 'secret', rs(HEX, 32))
put('slack_hook_1', 'secret', f'https://hooks.slack.com/services/T{rs(UP + DIG, 8)}/B{rs(UP + DIG, 10)}/{rs(ALNUM, 24)}')
put('slack_hook_2', 'secret', f'https://hooks.slack.com/services/T{rs(UP + DIG, 8)}/B{rs(UP + DIG, 10)}/{rs(ALNUM, 24)}')
put('discord_hook_1', 'secret', f'https://discord.com/api/webhooks/{R.randint(10**17, 10**18 - 1)}1/{rs(ALNUM, 68)}')
put('dingtalk_hook_1', 'secret', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64))
put('dingtalk_hook_2', 'secret', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64))
put('dingtalk_sec_1', 'secret', 'SEC' + rs(HEX, 64))
put('wecom_hook_1', 'secret', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + uuid4())
put('wecom_hook_2', 'secret', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + uuid4())
put('feishu_hook_1', 'secret', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + uuid4())
put('pem_ec_1', 'secret', pem_ec())
put('pem_ec_2', 'secret', pem_ec())

# decoy-only values (shapes that look like secrets but are not)
put('pk_live_1', 'decoy_pk', 'pk_live_' + rs(ALNUM, 24))
put('pk_live_2', 'decoy_pk', 'pk_live_51' + rs(ALNUM, 97))
put('twilio_sid_1', 'decoy_sid', 'AC' + rs(HEX, 32))
put('wx_appid_1', 'decoy_appid', 'wx' + rs(HEX, 16))
put('wx_appid_2', 'decoy_appid', 'wx' + rs(HEX, 16))
put('gclient_1', 'decoy_client', f'{R.randint(10**11, 10**12 - 1)}-{rs(LO + DIG, 32)}.apps.googleusercontent.com')
for i in range(1, 13):
    put(f'uuid_{i}', 'decoy_uuid', uuid4())
for i in range(1, 7):
    put(f'sha256_{i}', 'decoy_hex64', rs(HEX, 64))
for i in range(1, 9):
    put(f'commit_{i}', 'decoy_hex40', rs(HEX, 40))
# organisations' bank accounts (valid, but used only as decoys)
put('iban_org_1', 'iban', iban('GB', bban_gb('RBOS')))   # an organisation's account: used as a decoy
put('iban_org_2', 'iban', iban('IE', bban_gb('BOFI')))   # an organisation's account: used as a decoy


# more Chinese resident IDs (appended so earlier values stay unchanged)
ID_SPEC_2 = [
    ('320102', '19470820', False), ('330602', '19560311', True), ('410105', '19880416', True),
    ('230103', '19710925', False), ('360102', '19850602', True), ('440304', '19910813', False),
    ('120104', '19691117', True), ('310104', '19980228', False), ('360102', '19950307', True),
]
for i, (reg, ymd, male) in enumerate(ID_SPEC_2, len(ID_SPEC) + 1):
    put(f'id_zh_{i}', 'idcard', idcard(reg, ymd, male))
ID_SPEC = ID_SPEC + ID_SPEC_2


DECOY_RE = {
    'decoy_pk': r'pk_live_(?:[A-Za-z0-9]{24}|[A-Za-z0-9]{99})',
    'decoy_sid': r'AC[0-9a-f]{32}',
    'decoy_appid': r'wx[0-9a-f]{16}',
    'decoy_client': r'\d{12}-[a-z0-9]{32}\.apps\.googleusercontent\.com',
    'decoy_uuid': r'[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}',
    'decoy_hex64': r'[0-9a-f]{64}',
    'decoy_hex40': r'[0-9a-f]{40}',
}

# kinds whose format carries a check digit: any one-digit substitution must fail
CHECKED = {'card', 'iban', 'idcard', 'nhs', 'ppsn', 'sin', 'bsn', 'pesel', 'dni', 'nir',
           'nric', 'aadhaar', 'pnr_se', 'said', 'be_nn'}


def validate(kind, s):
    if kind == 'card':
        return card_ok(s)
    if kind == 'iban':
        return iban_ok(s)
    if kind == 'idcard':
        return idcard_ok(s)
    if kind == 'ssn':
        return ssn_ok(s)
    if kind == 'passport':
        return passport_ok(s)
    if kind.startswith('passport_'):
        return bool(re.fullmatch(PASSPORT_RE[kind[9:]], s))
    if kind in NATIONAL:
        return NATIONAL[kind](s)
    if kind == 'apikey':
        return apikey_kind(s) is not None
    if kind == 'secret':
        return secret_kind(s) is not None
    if kind in DECOY_RE:
        return bool(re.fullmatch(DECOY_RE[kind], s))
    raise KeyError(kind)


def corruptions(kind, s):
    """One-digit corruptions of s that must fail validation."""
    pos = [i for i, c in enumerate(s) if c.isdigit()]
    if kind in CHECKED:
        for i in pos:
            yield s[:i] + str((int(s[i]) + 1) % 10) + s[i + 1:]
        if kind == 'idcard' and s[-1] == 'X':
            yield s[:-1] + '0'
    elif pos:
        # shape-only formats: dropping one digit must break the shape
        i = pos[-1]
        yield s[:i] + s[i + 1:]
    else:
        yield s[:-1]


def selftest(verbose=False):
    bad = []
    n_corr = 0
    for name, v in VALUES.items():
        k = KIND[name]
        if not validate(k, v):
            bad.append(f'{name}: invalid {k} {v!r}')
        for c in corruptions(k, v):
            n_corr += 1
            if validate(k, c):
                bad.append(f'{name}: corruption still valid {c!r}')
    # a DOB-bearing ID must match its spec
    for i, (reg, ymd, male) in enumerate(ID_SPEC, 1):
        v = VALUES[f'id_zh_{i}']
        if v[6:14] != ymd or int(v[16]) % 2 != (1 if male else 0):
            bad.append(f'id_zh_{i}: birth/sex mismatch')
    if pesel_birth(VALUES['pesel_1']) != '1991-05-17' or pesel_birth(VALUES['pesel_2']) != '2002-08-09':
        bad.append('pesel birth mismatch')
    if bad:
        print('\n'.join(bad))
        raise SystemExit(1)
    if verbose:
        print(f'selftest ok: {len(VALUES)} values, {n_corr} corruptions rejected')
    return True


if __name__ == '__main__':
    selftest(verbose=True)
    if '-p' in sys.argv:
        w = max(len(n) for n in VALUES)
        for n, v in VALUES.items():
            extra = ''
            if KIND[n] == 'idcard':
                extra = '  born ' + idcard_birth(v)
            print(f'{n:<{w}}  {KIND[n]:<12} {v!r}{extra}')
