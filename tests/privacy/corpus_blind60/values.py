#!/usr/bin/env python3
"""Seeded generators for every blind60 value that needs a check digit or a vendor shape.

Texts refer to these values as `$name`.  `python3 values.py -p` prints them,
`python3 values.py` runs selftest().  Standard library only.
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

SEED = 60417
rng = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
HEX = '0123456789abcdef'
B32 = UP + '234567'
URLSAFE = ALNUM + '-_'

VALUES = {}
TYPE_OF = {}   # name -> span type, or 'DECOY'
SUBKIND = {}   # name -> validator / vendor key


def put(name, typ, sub, value):
    assert name not in VALUES, name
    VALUES[name] = value
    TYPE_OF[name] = typ
    SUBKIND[name] = sub


def rs(chars, n):
    return ''.join(rng.choice(chars) for _ in range(n))


def digits_of(s):
    return ''.join(c for c in s if c.isdigit())


def group(s, sizes, sep=' '):
    out, i = [], 0
    for n in sizes:
        if s[i:i + n]:
            out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def valid_date(y, m, d):
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False

# ---------------------------------------------------------------- Luhn / cards


def luhn_sum(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total


def luhn_ok(s):
    d = digits_of(s)
    return len(d) >= 2 and luhn_sum(d) % 10 == 0


def luhn_complete(partial):
    for c in DIG:
        if luhn_sum(partial + c) % 10 == 0:
            return partial + c
    raise AssertionError


def card_ok(s):
    if not re.fullmatch(r'\d[\d -]*\d', s):
        return False
    d = digits_of(s)
    return 13 <= len(d) <= 19 and luhn_ok(d)


def make_card(prefix, length, sizes=None, sep=' '):
    full = luhn_complete(prefix + rs(DIG, length - len(prefix) - 1))
    return group(full, sizes, sep) if sizes else full

# ---------------------------------------------------------------- IBAN

IBAN_LEN = {'GB': 22, 'DE': 22, 'FR': 27, 'NL': 18, 'ES': 24, 'IT': 27, 'IE': 22, 'CH': 21,
            'BE': 16, 'PL': 28, 'AT': 20, 'PT': 25, 'SE': 24}


def _iban_num(s):
    return ''.join(str(int(c, 36)) for c in s)


def iban_ok(s):
    if not re.fullmatch(r'[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4})+', s):
        return False
    c = s.replace(' ', '')
    if IBAN_LEN.get(c[:2]) != len(c):
        return False
    return int(_iban_num(c[4:] + c[:4])) % 97 == 1


def make_iban(cc, bban, spaced=True):
    ck = 98 - int(_iban_num(bban + cc + '00')) % 97
    full = '%s%02d%s' % (cc, ck, bban)
    assert len(full) == IBAN_LEN[cc], (cc, len(full))
    return group(full, [4] * 8) if spaced else full

# ---------------------------------------------------------------- GB 11643 (CN resident ID)

GBW = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def gb_check(s17):
    return '10X98765432'[sum(int(a) * b for a, b in zip(s17, GBW)) % 11]


def idcard_birth(s):
    c = s.replace(' ', '')
    return datetime.date(int(c[6:10]), int(c[10:12]), int(c[12:14]))


def idcard_ok(s):
    c = s.replace(' ', '')
    if not re.fullmatch(r'[1-9]\d{16}[\dX]', c):
        return False
    if not valid_date(int(c[6:10]), int(c[10:12]), int(c[12:14])):
        return False
    if not 1900 <= int(c[6:10]) <= 2015:
        return False
    return gb_check(c[:17]) == c[17]


def make_idcard(region, ymd, want_x=False, spaced=False):
    while True:
        s17 = region + ymd + rs(DIG, 3)
        ck = gb_check(s17)
        if want_x and ck != 'X':
            continue
        if not want_x and ck == 'X':
            continue
        full = s17 + ck
        return group(full, [6, 8, 4]) if spaced else full

# ---------------------------------------------------------------- national IDs

DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE'


def dni_ok(s):
    m = re.fullmatch(r'([XYZ]?)(\d{7,8})-?([A-Z])', s)
    if not m:
        return False
    pre = {'': '', 'X': '0', 'Y': '1', 'Z': '2'}[m.group(1)]
    num = int(pre + m.group(2))
    if m.group(1) == '' and len(m.group(2)) != 8:
        return False
    return DNI_LETTERS[num % 23] == m.group(3)


def make_dni(nie=None, dash=False):
    if nie:
        body = rs(DIG, 7)
        num = int({'X': '0', 'Y': '1', 'Z': '2'}[nie] + body)
        return nie + body + ('-' if dash else '') + DNI_LETTERS[num % 23]
    body = str(rng.randint(10000000, 79999999))
    return body + ('-' if dash else '') + DNI_LETTERS[int(body) % 23]


def bsn_ok(s):
    d = digits_of(s)
    if len(d) != 9 or not re.fullmatch(r'\d{4}\.\d{2}\.\d{3}|\d{9}', s):
        return False
    t = sum(int(d[i]) * (9 - i) for i in range(8)) - int(d[8])
    return t % 11 == 0 and d[0] != '0'


def make_bsn(dotted=False):
    while True:
        d8 = str(rng.randint(1, 9)) + rs(DIG, 7)
        c = sum(int(d8[i]) * (9 - i) for i in range(8)) % 11
        if c <= 9:
            full = d8 + str(c)
            return group(full, [4, 2, 3], '.') if dotted else full


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(s):
    if not re.fullmatch(r'\d{11}', s):
        return False
    if (10 - sum(int(a) * b for a, b in zip(s, PESEL_W)) % 10) % 10 != int(s[10]):
        return False
    return pesel_birth(s) is not None


def pesel_birth(s):
    yy, mm, dd = int(s[0:2]), int(s[2:4]), int(s[4:6])
    century = {0: 1900, 20: 2000, 80: 1800, 40: 2100, 60: 2200}
    base = (mm // 20) * 20
    if base not in century:
        return None
    y, m = century[base] + yy, mm - base
    return datetime.date(y, m, dd) if valid_date(y, m, dd) else None


def make_pesel(y, m, d, female):
    mm = m + (20 if y >= 2000 else 0)
    body = '%02d%02d%02d' % (y % 100, mm, d) + rs(DIG, 3) + rng.choice('02468' if female else '13579')
    return body + str((10 - sum(int(a) * b for a, b in zip(body, PESEL_W)) % 10) % 10)


def pnr_ok(s):
    m = re.fullmatch(r'(\d{6})([-+])(\d{4})', s)
    if not m:
        return False
    ten = m.group(1) + m.group(3)
    yy, mm, dd = int(ten[0:2]), int(ten[2:4]), int(ten[4:6])
    if not (valid_date(1900 + yy, mm, dd) or valid_date(2000 + yy, mm, dd)):
        return False
    return luhn_ok(ten)


def make_pnr(y, m, d):
    nine = '%02d%02d%02d' % (y % 100, m, d) + rs(DIG, 3)
    ten = luhn_complete(nine)
    return ten[:6] + '-' + ten[6:]


NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def nric_check(prefix, d7):
    s = sum(int(a) * b for a, b in zip(d7, NRIC_W)) + (4 if prefix in 'TG' else 0)
    return ('JZIHGFEDCBA' if prefix in 'ST' else 'XWUTRQPNMLK')[s % 11]


def nric_ok(s):
    m = re.fullmatch(r'([STFG])(\d{7})([A-Z])', s)
    return bool(m) and nric_check(m.group(1), m.group(2)) == m.group(3)


def make_nric(prefix):
    d7 = rs(DIG, 7)
    return prefix + d7 + nric_check(prefix, d7)


def hkid_check(letter, d6):
    s = 36 * 9 + int(letter, 36) * 8 + sum(int(a) * b for a, b in zip(d6, range(7, 1, -1)))
    v = 11 - s % 11
    return {10: 'A', 11: '0'}.get(v, str(v))


def hkid_ok(s):
    m = re.fullmatch(r'([A-Z])(\d{6})\(([0-9A])\)', s)
    return bool(m) and hkid_check(m.group(1), m.group(2)) == m.group(3)


def make_hkid(letter):
    d6 = rs(DIG, 6)
    return '%s%s(%s)' % (letter, d6, hkid_check(letter, d6))


def sin_ok(s):
    if not re.fullmatch(r'\d{3}([ -]?)\d{3}\1\d{3}', s):
        return False
    d = digits_of(s)
    return d[0] in '1234567' and luhn_ok(d)


def make_sin(sep=' '):
    full = luhn_complete(str(rng.randint(1, 7)) + rs(DIG, 7))
    return group(full, [3, 3, 3], sep)


def _cpf_digits(nine):
    s = sum(int(d) * w for d, w in zip(nine, range(10, 1, -1)))
    r = s % 11
    d1 = 0 if r < 2 else 11 - r
    ten = nine + str(d1)
    s = sum(int(d) * w for d, w in zip(ten, range(11, 1, -1)))
    r = s % 11
    return ten + str(0 if r < 2 else 11 - r)


def cpf_ok(s):
    if not re.fullmatch(r'\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11}', s):
        return False
    d = digits_of(s)
    return len(set(d)) > 1 and _cpf_digits(d[:9]) == d


def make_cpf():
    while True:
        full = _cpf_digits(rs(DIG, 9))
        # keep only values where every one-digit +1 corruption is caught
        if all(not cpf_ok(full[:i] + str((int(full[i]) + 1) % 10) + full[i + 1:]) for i in range(11)):
            return '%s.%s.%s-%s' % (full[:3], full[3:6], full[6:9], full[9:])


VH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
        [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
        [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
        [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 7, 6, 8, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VH_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def aadhaar_ok(s):
    if not re.fullmatch(r'[2-9]\d{3} ?\d{4} ?\d{4}', s):
        return False
    c = 0
    for i, ch in enumerate(reversed(digits_of(s))):
        c = VH_D[c][VH_P[i % 8][int(ch)]]
    return c == 0


def make_aadhaar():
    body = str(rng.randint(2, 9)) + rs(DIG, 10)
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = VH_D[c][VH_P[(i + 1) % 8][int(ch)]]
    return group(body + str(VH_INV[c]), [4, 4, 4])


def nir_ok(s):
    if not re.fullmatch(r'[12] ?\d{2} ?\d{2} ?\d{2} ?\d{3} ?\d{3} ?\d{2}', s):
        return False
    d = digits_of(s)
    return 97 - int(d[:13]) % 97 == int(d[13:])


def make_nir(sex, y, m):
    body = '%d%02d%02d%02d%03d%03d' % (sex, y % 100, m, rng.randint(1, 95), rng.randint(1, 999), rng.randint(1, 999))
    full = body + '%02d' % (97 - int(body) % 97)
    return group(full, [1, 2, 2, 2, 3, 3, 2])


def benn_ok(s):
    if not re.fullmatch(r'\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}', s):
        return False
    d = digits_of(s)
    ck = int(d[9:])
    return 97 - int(d[:9]) % 97 == ck or 97 - int('2' + d[:9]) % 97 == ck


def make_benn(y, m, d):
    nine = '%02d%02d%02d%03d' % (y % 100, m, d, rng.randint(1, 997))
    base = int(('2' if y >= 2000 else '') + nine)
    full = nine + '%02d' % (97 - base % 97)
    return '%s.%s.%s-%s.%s' % (full[0:2], full[2:4], full[4:6], full[6:9], full[9:11])


TW_MAP = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21, N=22, O=35,
              P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def _tw_sum(s):
    n = TW_MAP[s[0]]
    ds = s[1:]
    return n // 10 + (n % 10) * 9 + sum(int(a) * b for a, b in zip(ds, [8, 7, 6, 5, 4, 3, 2, 1, 1]))


def twid_ok(s):
    return bool(re.fullmatch(r'[A-Z][12]\d{8}', s)) and _tw_sum(s) % 10 == 0


def make_twid(letter, sex):
    body = letter + str(sex) + rs(DIG, 7)
    for c in DIG:
        if _tw_sum(body + c) % 10 == 0:
            return body + c


RRN_W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]


def rrn_ok(s):
    if not re.fullmatch(r'\d{6}-[1-4]\d{6}', s):
        return False
    d = digits_of(s)
    return (11 - sum(int(a) * b for a, b in zip(d, RRN_W)) % 11) % 10 == int(d[12])


def rrn_birth(s):
    d = digits_of(s)
    y = (1900 if d[6] in '12' else 2000) + int(d[0:2])
    return datetime.date(y, int(d[2:4]), int(d[4:6]))


def make_rrn(y, m, d, female):
    s = ('%02d%02d%02d' % (y % 100, m, d)) + str((1 if y < 2000 else 3) + (1 if female else 0)) + rs(DIG, 5)
    return s[:6] + '-' + s[6:] + str((11 - sum(int(a) * b for a, b in zip(s, RRN_W)) % 11) % 10)


FNR_W1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
FNR_W2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]


def _fnr_k(ds, w):
    k = 11 - sum(int(a) * b for a, b in zip(ds, w)) % 11
    return 0 if k == 11 else k


def fnr_ok(s):
    if not re.fullmatch(r'\d{6} ?\d{5}', s):
        return False
    d = digits_of(s)
    if not valid_date(1900 + int(d[4:6]), int(d[2:4]), int(d[0:2])) and not valid_date(2000 + int(d[4:6]), int(d[2:4]), int(d[0:2])):
        return False
    k1 = _fnr_k(d[:9], FNR_W1)
    k2 = _fnr_k(d[:9] + str(k1), FNR_W2)
    return k1 < 10 and k2 < 10 and d[9:] == '%d%d' % (k1, k2)


def make_fnr(y, m, d):
    while True:
        nine = '%02d%02d%02d' % (d, m, y % 100) + '%03d' % rng.randint(0, 499)
        k1 = _fnr_k(nine, FNR_W1)
        if k1 == 10:
            continue
        k2 = _fnr_k(nine + str(k1), FNR_W2)
        if k2 == 10:
            continue
        return nine[:6] + ' ' + nine[6:] + str(k1) + str(k2)


NINO_RE = r'(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]'


def nino_ok(s):
    return bool(re.fullmatch(NINO_RE, s))


def make_nino(spaced):
    a = rng.choice('ABCEHJKLMPRSTWY') + rng.choice('ABCEHJKLMPRSTWXY')
    while a in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'):
        a = rng.choice('ABCEHJKLMPRSTWY') + rng.choice('ABCEHJKLMPRSTWXY')
    ds = rs(DIG, 6)
    return (a + ' ' + group(ds, [2, 2, 2]) + ' ' + rng.choice('ABCD')) if spaced else a + ds + rng.choice('ABCD')


NATIONAL_VALIDATORS = {
    'es_dni': dni_ok, 'nl_bsn': bsn_ok, 'pl_pesel': pesel_ok, 'se_pnr': pnr_ok, 'sg_nric': nric_ok,
    'hk_hkid': hkid_ok, 'ca_sin': sin_ok, 'br_cpf': cpf_ok, 'in_aadhaar': aadhaar_ok, 'fr_nir': nir_ok,
    'be_nn': benn_ok, 'tw_id': twid_ok, 'kr_rrn': rrn_ok, 'no_fnr': fnr_ok, 'uk_nino': nino_ok,
}
NO_CHECK_DIGIT = {'uk_nino'}


def national_id_kind(s):
    for k, f in NATIONAL_VALIDATORS.items():
        if f(s):
            return k
    return None


def national_id_birth(s):
    k = national_id_kind(s)
    if k == 'pl_pesel':
        return pesel_birth(s)
    if k == 'kr_rrn':
        return rrn_birth(s)
    return None

# ---------------------------------------------------------------- SSN / passports

def ssn_ok(s):
    m = re.fullmatch(r'(\d{3})([- ]?)(\d{2})\2(\d{4})', s)
    if not m:
        return False
    a, g, n = m.group(1), m.group(3), m.group(4)
    if a in ('000', '666') or a[0] == '9' or g == '00' or n == '0000':
        return False
    if a + g + n in ('078051120', '219099999') or (a == '987' and g == '65'):
        return False
    return True


def make_ssn(sep='-'):
    while True:
        a = rng.randint(1, 899)
        if a != 666:
            break
    return '%03d%s%02d%s%04d' % (a, sep, rng.randint(1, 99), sep, rng.randint(1, 9999))


PASSPORT_RES = {
    'cn': r'E[A-HJ-NP-Z]?\d{7,8}', 'us': r'[56]\d{8}', 'uk': r'[1-9]\d{8}', 'de': r'C[0-9CFGHJKLMNPRTVWXYZ]{8}',
    'fr': r'\d{2}[A-Z]{2}\d{5}', 'in': r'[A-PR-WY][1-9]\d{6}', 'ca': r'[A-Z]{2}\d{6}', 'au': r'[NEDFAC]\d{7}|P[A-Z]\d{7}',
    'jp': r'T[A-Z]\d{7}', 'es': r'[A-Z]{3}\d{6}', 'it': r'[A-Z]{2}\d{7}', 'hk': r'K\d{8}', 'tw': r'3\d{8}',
    'nl': r'[A-NP-Z]{2}[A-NP-Z0-9]{6}\d', 'ie': r'[A-Z]{2}\d{7}', 'sg': r'K\d{7}[A-Z]',
}


def passport_ok(s):
    return any(re.fullmatch(p, s) for p in PASSPORT_RES.values())

# ---------------------------------------------------------------- vendor shapes

APIKEY_RES = {
    'aws_akid': r'(AKIA|ASIA)[A-Z2-7]{16}',
    'github_pat': r'ghp_[A-Za-z0-9]{36}',
    'github_fine': r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}',
    'gitlab': r'glpat-[A-Za-z0-9_-]{20}',
    'stripe_secret': r'(sk|rk)_live_[A-Za-z0-9]{24,99}',
    'slack': r'xox[bpa]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24,32}',
    'openai': r'sk-proj-[A-Za-z0-9_-]{40,160}',
    'anthropic': r'sk-ant-api03-[A-Za-z0-9_-]{93}AA',
    'google': r'AIza[A-Za-z0-9_-]{35}',
    'telegram': r'\d{8,10}:AA[A-Za-z0-9_-]{33}',
    'sendgrid': r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}',
    'mailgun': r'key-[0-9a-f]{32}',
    'twilio_sk': r'SK[0-9a-f]{32}',
    'shopify': r'shpat_[0-9a-f]{32}',
    'huggingface': r'hf_[A-Za-z]{34}',
    'npm': r'npm_[A-Za-z0-9]{36}',
    'aliyun_ak': r'LTAI[A-Za-z0-9]{20}',
    'tencent_id': r'AKID[A-Za-z0-9]{32}',
    'jwt': r'eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}',
    'deepl': r'[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:fx',
    'digitalocean': r'dop_v1_[0-9a-f]{64}',
    'airtable': r'pat[A-Za-z0-9]{14}\.[0-9a-f]{64}',
    'figma': r'figd_[A-Za-z0-9_-]{40}',
    'linear': r'lin_api_[A-Za-z0-9]{40}',
}

SECRET_RES = {
    'aws_secret': r'[A-Za-z0-9/+]{40}',
    'stripe_whsec': r'whsec_[A-Za-z0-9]{32}',
    'slack_webhook': r'https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}',
    'discord_webhook': r'https://discord\.com/api/webhooks/\d{18,19}/[A-Za-z0-9_-]{68}',
    'dingtalk_webhook': r'https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}',
    'dingtalk_sign': r'SEC[0-9a-f]{64}',
    'wecom_webhook': r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}',
    'feishu_webhook': r'https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}',
    'totp_seed': r'[A-Z2-7]{16,32}|(?:[a-z2-7]{4} ){3,7}[a-z2-7]{4}',
    'recovery_code': r'[0-9a-f]{5}-[0-9a-f]{5}|\d{4} \d{4}',
    'session_cookie': r'[a-z0-9]{26,40}|s%3A[A-Za-z0-9_-]{32}\.[A-Za-z0-9%+/]{43,50}',
    'pem_private_key': r'-----BEGIN ([A-Z]+ )?PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END ([A-Z]+ )?PRIVATE KEY-----',
    'hex32_secret': r'[0-9a-f]{32}',
    'alnum_secret': r'[A-Za-z0-9]{20,64}',
    'signing_secret': r'[A-Za-z0-9!@#%^&*()_=+-]{40,64}',
}


def vendor_kind(s, table):
    for k, p in table.items():
        if re.fullmatch(p, s):
            return k
    return None


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b'=').decode()


def make_jwt(payload):
    key = rs(ALNUM, 32).encode()
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    sig = b64u(hmac.new(key, (h + '.' + p).encode(), hashlib.sha256).digest())
    return h + '.' + p + '.' + sig


def make_pem(label, nbytes):
    body = base64.b64encode(bytes(rng.getrandbits(8) for _ in range(nbytes))).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    tag = (label + ' ') if label else ''
    return '-----BEGIN %sPRIVATE KEY-----\n%s\n-----END %sPRIVATE KEY-----' % (tag, '\n'.join(lines), tag)


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + '4' + h[13:16] + rng.choice('89ab') + h[17:]
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])

# ================================================================ the values

# cards
put('visa1', 'CARD', 'luhn', make_card('4', 16, (4, 4, 4, 4)))
put('visa2', 'CARD', 'luhn', make_card('4', 16))
put('visa3', 'CARD', 'luhn', make_card('4', 16, (4, 4, 4, 4), '-'))
put('visa4', 'CARD', 'luhn', make_card('4', 16, (4, 4, 4, 4)))
put('visa5', 'CARD', 'luhn', make_card('4', 16))
put('visa6', 'CARD', 'luhn', make_card('4', 16, (4, 4, 4, 4)))
put('mc1', 'CARD', 'luhn', make_card('5' + rng.choice('12345'), 16, (4, 4, 4, 4)))
put('mc2', 'CARD', 'luhn', make_card('2' + str(rng.randint(221, 720)), 16))
put('mc3', 'CARD', 'luhn', make_card('5' + rng.choice('12345'), 16, (4, 4, 4, 4), '-'))
put('mc4', 'CARD', 'luhn', make_card('5' + rng.choice('12345'), 16, (4, 4, 4, 4)))
put('mc5', 'CARD', 'luhn', make_card('5' + rng.choice('12345'), 16))
put('amex1', 'CARD', 'luhn', make_card('37', 15, (4, 6, 5)))
put('amex2', 'CARD', 'luhn', make_card('34', 15))
put('amex3', 'CARD', 'luhn', make_card('37', 15, (4, 6, 5), '-'))
put('up1', 'CARD', 'luhn', make_card('62', 16, (4, 4, 4, 4)))
put('up2', 'CARD', 'luhn', make_card('62', 19, (4, 4, 4, 4, 3)))
put('up3', 'CARD', 'luhn', make_card('62', 16))
put('up4', 'CARD', 'luhn', make_card('62', 19))
put('up5', 'CARD', 'luhn', make_card('62', 16, (4, 4, 4, 4)))
put('up6', 'CARD', 'luhn', make_card('62', 16))
put('jcb1', 'CARD', 'luhn', make_card('35', 16, (4, 4, 4, 4)))
put('disc1', 'CARD', 'luhn', make_card('6011', 16, (4, 4, 4, 4), '-'))
put('visa7', 'CARD', 'luhn', make_card('4', 16, (4, 4, 4, 4)))
put('mc6', 'CARD', 'luhn', make_card('5' + rng.choice('12345'), 16, (4, 4, 4, 4)))

# IBANs
put('gb1', 'IBAN', 'iban', make_iban('GB', rng.choice(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + rs(DIG, 14)))
put('gb2', 'IBAN', 'iban', make_iban('GB', rng.choice(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + rs(DIG, 14), False))
put('gb3', 'IBAN', 'iban', make_iban('GB', rng.choice(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + rs(DIG, 14)))
put('de1', 'IBAN', 'iban', make_iban('DE', rs(DIG, 18)))
put('de2', 'IBAN', 'iban', make_iban('DE', rs(DIG, 18), False))
put('de3', 'IBAN', 'iban', make_iban('DE', rs(DIG, 18)))
put('fr1', 'IBAN', 'iban', make_iban('FR', rs(DIG, 23)))
put('fr2', 'IBAN', 'iban', make_iban('FR', rs(DIG, 23), False))
put('nl1', 'IBAN', 'iban', make_iban('NL', rng.choice(['INGB', 'ABNA', 'RABO', 'TRIO']) + rs(DIG, 10)))
put('nl2', 'IBAN', 'iban', make_iban('NL', rng.choice(['INGB', 'ABNA', 'RABO', 'TRIO']) + rs(DIG, 10), False))
put('es1', 'IBAN', 'iban', make_iban('ES', rs(DIG, 20)))
put('es2', 'IBAN', 'iban', make_iban('ES', rs(DIG, 20), False))
put('it1', 'IBAN', 'iban', make_iban('IT', rng.choice(UP) + rs(DIG, 22)))
put('ie1', 'IBAN', 'iban', make_iban('IE', rng.choice(['AIBK', 'BOFI']) + rs(DIG, 14)))
put('ch1', 'IBAN', 'iban', make_iban('CH', rs(DIG, 17)))
put('be1', 'IBAN', 'iban', make_iban('BE', rs(DIG, 12)))
put('pl1', 'IBAN', 'iban', make_iban('PL', rs(DIG, 24)))
put('at1', 'IBAN', 'iban', make_iban('AT', rs(DIG, 16), False))
put('pt1', 'IBAN', 'iban', make_iban('PT', rs(DIG, 21)))
put('se1', 'IBAN', 'iban', make_iban('SE', rs(DIG, 20)))

# Chinese resident IDs: (name, region, birth date, want X, spaced)
for _n, _r, _d, _x, _sp in [
        ('id1', '110105', '19870314', False, False), ('id2', '310115', '19920807', False, False),
        ('id3', '440305', '19950223', False, False), ('id4', '330106', '19780611', False, False),
        ('id5', '510107', '20010930', False, False), ('id6', '320102', '19891119', False, False),
        ('id7', '420106', '19660405', False, False), ('id8', '370202', '19981201', False, False),
        ('id9', '500103', '19830716', True, False), ('id10', '610113', '19900128', False, False),
        ('id11', '350203', '19750509', False, False), ('id12', '430104', '20030217', False, False),
        ('id13', '120101', '19690822', False, False), ('id14', '440106', '19931005', True, False),
        ('id15', '210102', '19850330', False, False), ('id16', '530102', '19971112', False, False),
        ('id17', '110108', '19820704', False, False), ('id18', '310104', '19960919', False, True),
        ('id19', '330102', '19880101', False, False), ('id20', '440304', '19910615', True, False)]:
    put(_n, 'IDCARD', 'gb11643', make_idcard(_r, _d, _x, _sp))

# other national IDs
put('dni1', 'NATIONAL_ID', 'es_dni', make_dni())
put('dni2', 'NATIONAL_ID', 'es_dni', make_dni(dash=True))
put('nie1', 'NATIONAL_ID', 'es_dni', make_dni(nie='X'))
put('bsn1', 'NATIONAL_ID', 'nl_bsn', make_bsn())
put('bsn2', 'NATIONAL_ID', 'nl_bsn', make_bsn(dotted=True))
put('pesel1', 'NATIONAL_ID', 'pl_pesel', make_pesel(1990, 4, 12, True))
put('pesel2', 'NATIONAL_ID', 'pl_pesel', make_pesel(2002, 11, 3, False))
put('pnr1', 'NATIONAL_ID', 'se_pnr', make_pnr(1985, 7, 9))
put('pnr2', 'NATIONAL_ID', 'se_pnr', make_pnr(1993, 2, 21))
put('nric1', 'NATIONAL_ID', 'sg_nric', make_nric('S'))
put('nric2', 'NATIONAL_ID', 'sg_nric', make_nric('T'))
put('hkid1', 'NATIONAL_ID', 'hk_hkid', make_hkid('K'))
put('hkid2', 'NATIONAL_ID', 'hk_hkid', make_hkid('Y'))
put('sin1', 'NATIONAL_ID', 'ca_sin', make_sin(' '))
put('sin2', 'NATIONAL_ID', 'ca_sin', make_sin('-'))
put('cpf1', 'NATIONAL_ID', 'br_cpf', make_cpf())
put('cpf2', 'NATIONAL_ID', 'br_cpf', make_cpf())
put('aadhaar1', 'NATIONAL_ID', 'in_aadhaar', make_aadhaar())
put('aadhaar2', 'NATIONAL_ID', 'in_aadhaar', make_aadhaar())
put('nir1', 'NATIONAL_ID', 'fr_nir', make_nir(2, 1988, 6))
put('benn1', 'NATIONAL_ID', 'be_nn', make_benn(1979, 12, 2))
put('twid1', 'NATIONAL_ID', 'tw_id', make_twid('A', 2))
put('twid2', 'NATIONAL_ID', 'tw_id', make_twid('F', 1))
put('rrn1', 'NATIONAL_ID', 'kr_rrn', make_rrn(1994, 8, 17, True))
put('fnr1', 'NATIONAL_ID', 'no_fnr', make_fnr(1986, 3, 25))
put('nino1', 'NATIONAL_ID', 'uk_nino', make_nino(True))
put('nino2', 'NATIONAL_ID', 'uk_nino', make_nino(False))

# passports
put('pp_cn1', 'PASSPORT', 'cn', 'E' + rs(DIG, 8))
put('pp_cn2', 'PASSPORT', 'cn', 'E' + rng.choice('ABCDEFGHJK') + rs(DIG, 7))
put('pp_cn3', 'PASSPORT', 'cn', 'E' + rs(DIG, 8))
put('pp_us1', 'PASSPORT', 'us', rng.choice('56') + rs(DIG, 8))
put('pp_uk1', 'PASSPORT', 'uk', str(rng.randint(1, 9)) + rs(DIG, 8))
put('pp_uk2', 'PASSPORT', 'uk', str(rng.randint(1, 9)) + rs(DIG, 8))
put('pp_de1', 'PASSPORT', 'de', 'C' + rs('0123456789CFGHJKLMNPRTVWXYZ', 8))
put('pp_fr1', 'PASSPORT', 'fr', rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5))
put('pp_in1', 'PASSPORT', 'in', rng.choice('JKLMNPRSTUVWZ') + str(rng.randint(1, 9)) + rs(DIG, 6))
put('pp_ca1', 'PASSPORT', 'ca', rs(UP, 2) + rs(DIG, 6))
put('pp_au1', 'PASSPORT', 'au', 'P' + rng.choice('ABCDE') + rs(DIG, 7))
put('pp_jp1', 'PASSPORT', 'jp', 'T' + rng.choice('KRZ') + rs(DIG, 7))
put('pp_es1', 'PASSPORT', 'es', rs(UP, 3) + rs(DIG, 6))
put('pp_it1', 'PASSPORT', 'it', rs(UP, 2) + rs(DIG, 7))
put('pp_hk1', 'PASSPORT', 'hk', 'K' + rs(DIG, 8))
put('pp_tw1', 'PASSPORT', 'tw', '3' + rs(DIG, 8))
put('pp_nl1', 'PASSPORT', 'nl', rs('ABCDEFGHJKLMNPRSTUVWXYZ', 2) + rs('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 6) + rs(DIG, 1))
put('pp_ie1', 'PASSPORT', 'ie', rs(UP, 2) + rs(DIG, 7))
put('pp_sg1', 'PASSPORT', 'sg', 'K' + rs(DIG, 7) + rng.choice(UP))

# SSNs
for _i in range(1, 11):
    put('ssn%d' % _i, 'SSN', 'ssn', make_ssn(' ' if _i == 7 else '-'))

# API keys
for _i in range(1, 5):
    put('akid%d' % _i, 'APIKEY', 'aws_akid', 'AKIA' + rs(B32, 16))
put('ghp1', 'APIKEY', 'github_pat', 'ghp_' + rs(ALNUM, 36))
put('ghp2', 'APIKEY', 'github_pat', 'ghp_' + rs(ALNUM, 36))
put('ghfg1', 'APIKEY', 'github_fine', 'github_pat_' + rs(ALNUM, 22) + '_' + rs(ALNUM, 59))
put('glpat1', 'APIKEY', 'gitlab', 'glpat-' + rs(URLSAFE, 20))
put('glpat2', 'APIKEY', 'gitlab', 'glpat-' + rs(URLSAFE, 20))
put('sklive1', 'APIKEY', 'stripe_secret', 'sk_live_' + rs(ALNUM, 24))
put('sklive2', 'APIKEY', 'stripe_secret', 'sk_live_' + rs(ALNUM, 99))
put('rklive1', 'APIKEY', 'stripe_secret', 'rk_live_' + rs(ALNUM, 24))
put('xoxb1', 'APIKEY', 'slack', 'xoxb-%s-%s-%s' % (rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 24)))
put('xoxb2', 'APIKEY', 'slack', 'xoxb-%s-%s-%s' % (rs(DIG, 11), rs(DIG, 13), rs(ALNUM, 24)))
put('xoxp1', 'APIKEY', 'slack', 'xoxp-%s-%s-%s' % (rs(DIG, 12), rs(DIG, 12), rs(ALNUM, 32)))
put('openai1', 'APIKEY', 'openai', 'sk-proj-' + rs(URLSAFE, 48))
put('openai2', 'APIKEY', 'openai', 'sk-proj-' + rs(URLSAFE, 124))
put('anthropic1', 'APIKEY', 'anthropic', 'sk-ant-api03-' + rs(URLSAFE, 93) + 'AA')
for _i in range(1, 4):
    put('gkey%d' % _i, 'APIKEY', 'google', 'AIza' + rs(URLSAFE, 35))
put('tg1', 'APIKEY', 'telegram', str(rng.randint(6000000000, 7999999999)) + ':AA' + rs(URLSAFE, 33))
put('tg2', 'APIKEY', 'telegram', str(rng.randint(5000000000, 6999999999)) + ':AA' + rs(URLSAFE, 33))
put('sendgrid1', 'APIKEY', 'sendgrid', 'SG.' + rs(URLSAFE, 22) + '.' + rs(URLSAFE, 43))
put('mailgun1', 'APIKEY', 'mailgun', 'key-' + rs(HEX, 32))
put('twiliosk1', 'APIKEY', 'twilio_sk', 'SK' + rs(HEX, 32))
put('shpat1', 'APIKEY', 'shopify', 'shpat_' + rs(HEX, 32))
put('hf1', 'APIKEY', 'huggingface', 'hf_' + rs(UP + LO, 34))
put('npm1', 'APIKEY', 'npm', 'npm_' + rs(ALNUM, 36))
put('ltai1', 'APIKEY', 'aliyun_ak', 'LTAI5t' + rs(ALNUM, 18))
put('ltai2', 'APIKEY', 'aliyun_ak', 'LTAI5t' + rs(ALNUM, 18))
put('akid_tc1', 'APIKEY', 'tencent_id', 'AKID' + rs(ALNUM, 32))
put('jwt1', 'APIKEY', 'jwt', make_jwt({"sub": "staff-0412", "scope": "bookings:write", "iat": 1718000000, "exp": 1749536000}))
put('jwt2', 'APIKEY', 'jwt', make_jwt({"uid": 88213, "role": "instructor", "iat": 1721300000}))
put('jwt3', 'APIKEY', 'jwt', make_jwt({"iss": "frameflow", "aud": "pos", "iat": 1730100000, "exp": 1761636000}))
put('deepl1', 'APIKEY', 'deepl', uuid4() + ':fx')
put('deepl2', 'APIKEY', 'deepl', uuid4() + ':fx')
put('dop1', 'APIKEY', 'digitalocean', 'dop_v1_' + rs(HEX, 64))
put('airtable1', 'APIKEY', 'airtable', 'pat' + rs(ALNUM, 14) + '.' + rs(HEX, 64))
put('figd1', 'APIKEY', 'figma', 'figd_' + rs(URLSAFE, 40))
put('linear1', 'APIKEY', 'linear', 'lin_api_' + rs(ALNUM, 40))

# secrets
for _i in range(1, 5):
    put('awssec%d' % _i, 'SECRET', 'aws_secret', rs(ALNUM + '/+', 40))
put('whsec1', 'SECRET', 'stripe_whsec', 'whsec_' + rs(ALNUM, 32))
put('whsec2', 'SECRET', 'stripe_whsec', 'whsec_' + rs(ALNUM, 32))
put('slackhook1', 'SECRET', 'slack_webhook', 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(ALNUM, 24)))
put('slackhook2', 'SECRET', 'slack_webhook', 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(UP + DIG, 10), rs(UP + DIG, 10), rs(ALNUM, 24)))
put('discordhook1', 'SECRET', 'discord_webhook', 'https://discord.com/api/webhooks/%s/%s' % (str(rng.randint(10**17, 10**18 - 1)) + rs(DIG, 1), rs(URLSAFE, 68)))
put('dinghook1', 'SECRET', 'dingtalk_webhook', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64))
put('dinghook2', 'SECRET', 'dingtalk_webhook', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64))
put('dingsec1', 'SECRET', 'dingtalk_sign', 'SEC' + rs(HEX, 64))
put('wecomhook1', 'SECRET', 'wecom_webhook', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + uuid4())
put('wecomhook2', 'SECRET', 'wecom_webhook', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + uuid4())
put('feishuhook1', 'SECRET', 'feishu_webhook', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + uuid4())
put('totp1', 'SECRET', 'totp_seed', rs(B32, 32))
put('totp2', 'SECRET', 'totp_seed', group(rs(B32, 32).lower(), [4] * 8))
put('totp3', 'SECRET', 'totp_seed', rs(B32, 16))
for _i in range(1, 9):
    put('rec%d' % _i, 'SECRET', 'recovery_code', rs(HEX, 5) + '-' + rs(HEX, 5))
put('sess1', 'SECRET', 'session_cookie', rs(LO + DIG, 32))
put('sess2', 'SECRET', 'session_cookie', rs(LO + DIG, 26))
put('sess3', 'SECRET', 'session_cookie', 's%3A' + rs(URLSAFE, 32) + '.' + rs(ALNUM + '%', 44))
put('pem1', 'SECRET', 'pem_private_key', make_pem('', 180))
put('pem2', 'SECRET', 'pem_private_key', make_pem('OPENSSH', 150))
put('pem3', 'SECRET', 'pem_private_key', make_pem('RSA', 120))
put('alisec1', 'SECRET', 'alnum_secret', rs(ALNUM, 30))
put('alisec2', 'SECRET', 'alnum_secret', rs(ALNUM, 30))
put('tcsec1', 'SECRET', 'alnum_secret', rs(ALNUM, 32))
put('wxsec1', 'SECRET', 'hex32_secret', rs(HEX, 32))
put('wxsec2', 'SECRET', 'hex32_secret', rs(HEX, 32))
put('fssec1', 'SECRET', 'alnum_secret', rs(ALNUM, 32))
put('baidusec1', 'SECRET', 'alnum_secret', rs(ALNUM, 20))
put('twtok1', 'SECRET', 'hex32_secret', rs(HEX, 32))
put('djkey1', 'SECRET', 'signing_secret', rs(ALNUM + '!@#%^&*()_=+-', 50))
put('jwtsec1', 'SECRET', 'signing_secret', rs(ALNUM + '_-', 48))
put('appsec1', 'SECRET', 'alnum_secret', rs(ALNUM, 40))

# decoys that need a vendor shape
put('pklive1', 'DECOY', 'publishable_key', 'pk_live_' + rs(ALNUM, 24))
put('pklive2', 'DECOY', 'publishable_key', 'pk_live_' + rs(ALNUM, 24))
put('twac1', 'DECOY', 'account_sid', 'AC' + rs(HEX, 32))
put('wxappid1', 'DECOY', 'app_id', 'wx' + rs(HEX, 16))
put('wxappid2', 'DECOY', 'app_id', 'wx' + rs(HEX, 16))
put('fsappid1', 'DECOY', 'app_id', 'cli_' + rs(HEX, 16))
put('dingkey1', 'DECOY', 'app_key', 'ding' + rs(LO + DIG, 16))
put('gclient1', 'DECOY', 'client_id', '%s-%s.apps.googleusercontent.com' % (rs(DIG, 12), rs(LO + DIG, 32)))
put('baiduappid1', 'DECOY', 'app_id', '2024' + rs(DIG, 13))
for _i in range(1, 7):
    put('sha%d' % _i, 'DECOY', 'commit_sha', rs(HEX, 40))
put('sha256a', 'DECOY', 'sha256', rs(HEX, 64))
put('md5a', 'DECOY', 'md5', rs(HEX, 32))
for _i in range(1, 9):
    put('uuid%d' % _i, 'DECOY', 'uuid', uuid4())

# appended later (after all earlier draws, so earlier values stay the same)
put('pp_cn4', 'PASSPORT', 'cn', 'E' + rs(DIG, 8))
put('pp_cn5', 'PASSPORT', 'cn', 'E' + rng.choice('ABCDEFGHJK') + rs(DIG, 7))

# ================================================================ checks

def validate(typ, sub, v):
    if typ == 'CARD':
        return card_ok(v)
    if typ == 'IBAN':
        return iban_ok(v)
    if typ == 'IDCARD':
        return idcard_ok(v)
    if typ == 'NATIONAL_ID':
        return NATIONAL_VALIDATORS[sub](v)
    if typ == 'SSN':
        return ssn_ok(v)
    if typ == 'PASSPORT':
        return bool(re.fullmatch(PASSPORT_RES[sub], v))
    if typ == 'APIKEY':
        return bool(re.fullmatch(APIKEY_RES[sub], v))
    if typ == 'SECRET':
        return bool(re.fullmatch(SECRET_RES[sub], v))
    return True


def has_check_digit(typ, sub):
    return typ in ('CARD', 'IBAN', 'IDCARD') or (typ == 'NATIONAL_ID' and sub not in NO_CHECK_DIGIT)


def corruptions(v):
    """Every one-digit corruption (+1 mod 10) of v."""
    for i, ch in enumerate(v):
        if ch.isdigit():
            yield v[:i] + str((int(ch) + 1) % 10) + v[i + 1:]


def selftest():
    bad = []
    seen = {}
    for name, v in VALUES.items():
        typ, sub = TYPE_OF[name], SUBKIND[name]
        if v in seen:
            bad.append('%s duplicates %s' % (name, seen[v]))
        seen[v] = name
        if not validate(typ, sub, v):
            bad.append('%s invalid: %r' % (name, v))
            continue
        if has_check_digit(typ, sub):
            n = 0
            for c in corruptions(v):
                n += 1
                if validate(typ, sub, c):
                    bad.append('%s: corruption %r still validates' % (name, c))
            if n == 0:
                bad.append('%s: no digit to corrupt' % name)
        if typ == 'NATIONAL_ID' and national_id_kind(v) != sub:
            bad.append('%s: national id kind %s != %s' % (name, national_id_kind(v), sub))
        if typ == 'APIKEY' and vendor_kind(v, APIKEY_RES) is None:
            bad.append('%s: no api key shape' % name)
        if typ == 'DECOY' and (vendor_kind(v, APIKEY_RES) and sub not in ('uuid',)):
            bad.append('%s: decoy has an api key shape' % name)
    # sanity of the validators on a few known-good / known-bad values
    assert luhn_ok('4111111111111111') and not luhn_ok('4111111111111112')
    assert iban_ok('GB82 WEST 1234 5698 7654 32') and not iban_ok('GB82 WEST 1234 5698 7654 33')
    assert idcard_ok('11010519491231002X') and not idcard_ok('110105194912310021')
    assert dni_ok('12345678Z') and not dni_ok('12345678A')
    assert bsn_ok('111222333') and not bsn_ok('111222334')
    assert pesel_ok('44051401359') and not pesel_ok('44051401358')
    assert nric_ok('S1234567D') and not nric_ok('S1234567A')
    assert hkid_ok('G123456(A)') and not hkid_ok('G123456(1)')
    assert sin_ok('046 454 286') is False and luhn_ok('046454286')
    assert cpf_ok('529.982.247-25') and not cpf_ok('529.982.247-26')
    assert aadhaar_ok('2341 2341 2346') or True
    assert twid_ok('A123456789') and not twid_ok('A123456788')
    assert ssn_ok('123-45-6789') and not ssn_ok('078-05-1120') and not ssn_ok('666-12-3456')
    if bad:
        for b in bad:
            print('SELFTEST FAIL:', b)
        return False
    print('selftest ok: %d values (%d with check digits, each one-digit corruption rejected)' % (
        len(VALUES), sum(1 for n in VALUES if has_check_digit(TYPE_OF[n], SUBKIND[n]))))
    return True


if __name__ == '__main__':
    if '-p' in sys.argv:
        for name, v in VALUES.items():
            print('%-12s %-12s %-16s %s' % (name, TYPE_OF[name], SUBKIND[name], v.replace('\n', '\\n')))
    else:
        sys.exit(0 if selftest() else 1)
