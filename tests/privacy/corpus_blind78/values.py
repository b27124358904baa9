#!/usr/bin/env python3
"""Seeded generators for the blind78 corpus.

Every value that needs a check digit or a vendor shape is generated here and
exposed in VALUES; texts refer to them as ``$name``.  ``selftest()`` validates
every value and, for formats that carry a check digit / checksum, verifies that
changing any single digit makes validation fail.  ``python3 values.py -p``
prints the values (plus the birth dates baked into ID numbers).
"""
import base64
import datetime as dt
import hashlib
import hmac
import json
import re
import random
import string
import sys
import zlib

SEED = 780078
R = random.Random(SEED)

D = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AN = UP + LO + D
B64 = AN + '+/'
B64URL = AN + '-_'
HEX = '0123456789abcdef'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'


def rs(alphabet, n):
    return ''.join(R.choice(alphabet) for _ in range(n))


def only_digits(s):
    return ''.join(c for c in s if c.isdigit())


def group(s, sizes, sep):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(s):
    d = only_digits(s)
    if not d:
        return False
    tot = 0
    for i, ch in enumerate(reversed(d)):
        x = int(ch)
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        tot += x
    return tot % 10 == 0


def luhn_complete(prefix, length):
    body = prefix + rs(D, length - len(prefix) - 1)
    for c in D:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


CARD_PREFIXES = ('4', '51', '52', '53', '54', '55', '22', '23', '24', '25', '26', '27',
                 '34', '37', '35', '62', '6011', '65', '36', '30')


def card_ok(s):
    if not re.fullmatch(r'[0-9][0-9 \-]{11,24}[0-9]', s):
        return False
    d = only_digits(s)
    return 13 <= len(d) <= 19 and d.startswith(CARD_PREFIXES) and luhn_ok(d)


# ---------------------------------------------------------------- IBAN
def _iban_num(s):
    return int(''.join(str(int(c, 36)) for c in s))


def iban_make(cc, bban):
    chk = 98 - _iban_num(bban + cc + '00') % 97
    return '%s%02d%s' % (cc, chk, bban)


IBAN_LEN = {'GB': 22, 'DE': 22, 'FR': 27, 'NL': 18, 'IE': 22, 'ES': 24, 'BE': 16,
            'PL': 28, 'CH': 21, 'PT': 25, 'LT': 20, 'AT': 20, 'IT': 27}


def iban_ok(s):
    if not re.fullmatch(r'[A-Z]{2}[0-9]{2}[A-Z0-9 ]+', s):
        return False
    c = s.replace(' ', '')
    if IBAN_LEN.get(c[:2]) != len(c):
        return False
    return _iban_num(c[4:] + c[:4]) % 97 == 1


def fmt4(s):
    return ' '.join(s[i:i + 4] for i in range(0, len(s), 4))


def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return {11: 0, 10: 1}.get(d, d)


def fr_rib_key(bank, branch, acct):
    return 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)


def gen_iban(cc):
    if cc == 'GB':
        bban = R.choice(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL', 'NAIA', 'CPBK', 'SRLG']) + rs(D, 14)
    elif cc == 'IE':
        bban = R.choice(['AIBK', 'BOFI', 'IPBS']) + rs(D, 14)
    elif cc == 'DE':
        bban = rs(D, 18)
    elif cc == 'NL':
        bban = R.choice(['INGB', 'RABO', 'ABNA', 'TRIO', 'SNSB']) + rs(D, 10)
    elif cc == 'FR':
        bank, branch, acct = rs(D, 5), rs(D, 5), rs(D, 11)
        bban = bank + branch + acct + '%02d' % fr_rib_key(bank, branch, acct)
    elif cc == 'ES':
        bank, branch, acct = rs(D, 4), rs(D, 4), rs(D, 10)
        bban = bank + branch + str(es_dc('00' + bank + branch)) + str(es_dc(acct)) + acct
    elif cc == 'BE':
        ten = rs(D, 10)
        k = int(ten) % 97 or 97
        bban = ten + '%02d' % k
    elif cc == 'PL':
        bban = rs(D, 24)
    elif cc == 'CH':
        bban = rs(D, 17)
    elif cc == 'PT':
        bban = rs(D, 21)
    elif cc == 'LT':
        bban = rs(D, 16)
    elif cc == 'AT':
        bban = rs(D, 16)
    else:
        raise ValueError(cc)
    return iban_make(cc, bban)


# ---------------------------------------------------------------- US SSN
def ssn_ok(s):
    m = re.fullmatch(r'(\d{3})([- ]?)(\d{2})\2(\d{4})', s)
    if not m:
        return False
    a, g, n = int(m.group(1)), int(m.group(3)), int(m.group(4))
    return 0 < a < 900 and a != 666 and g > 0 and n > 0


def gen_ssn(sep='-'):
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    return '%03d%s%02d%s%04d' % (a, sep, R.randint(1, 99), sep, R.randint(1, 9999))


# ---------------------------------------------------------------- CN resident ID (GB 11643)
ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
ID_C = '10X98765432'


def idcard_check(body17):
    return ID_C[sum(int(a) * w for a, w in zip(body17, ID_W)) % 11]


def _date(y, m, d):
    try:
        return dt.date(y, m, d)
    except ValueError:
        return None


def idcard_birth(s):
    return _date(int(s[6:10]), int(s[10:12]), int(s[12:14]))


def idcard_ok(s):
    if not re.fullmatch(r'[1-9]\d{16}[\dX]', s):
        return False
    return idcard_check(s[:17]) == s[17] and idcard_birth(s) is not None


def gen_idcard(region, dob, male, want_x=False):
    for _ in range(10000):
        seq = '%02d%d' % (R.randint(0, 99), R.choice([1, 3, 5, 7, 9] if male else [0, 2, 4, 6, 8]))
        body = region + dob.strftime('%Y%m%d') + seq
        c = idcard_check(body)
        if want_x != (c == 'X'):
            continue
        return body + c
    raise AssertionError


# ---------------------------------------------------------------- passports (shape only)
PASSPORT_RES = [
    r'E\d{8}', r'E[A-HJ-NP-Z]\d{7}', r'G\d{8}',          # CN ordinary passports
    r'\d{9}',                                              # UK / US (book)
    r'[A-Z]\d{8}',                                         # US next-gen, HK SAR, NG
    r'[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}',                 # DE
    r'[A-Z]\d{7}',                                         # IN, AU (old)
    r'[A-Z]{2}\d{6,7}',                                    # CA, IE, AU
    r'P\d{7}[A-Z]',                                        # PH
    r'[EK]\d{7}[A-Z]',                                     # SG
]


def passport_ok(s):
    return any(re.fullmatch(p, s) for p in PASSPORT_RES)


# ---------------------------------------------------------------- national IDs
VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_gen(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])


def aadhaar_ok(s):
    if not re.fullmatch(r'[2-9]\d{3}([ -]?)\d{4}\1\d{4}', s):
        return False
    return verhoeff_ok(only_digits(s))


def nric_letter(prefix, d7):
    s = sum(int(d) * w for d, w in zip(d7, [2, 7, 6, 5, 4, 3, 2]))
    if prefix in 'TG':
        s += 4
    return ('JZIHGFEDCBA' if prefix in 'ST' else 'XWUTRQPNMLK')[s % 11]


def nric_ok(s):
    return bool(re.fullmatch(r'[STFG]\d{7}[A-Z]', s)) and nric_letter(s[0], s[1:8]) == s[8]


DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def dni_ok(s):
    m = re.fullmatch(r'(\d{8})-?([A-Z])', s)
    if m:
        return DNI_L[int(m.group(1)) % 23] == m.group(2)
    m = re.fullmatch(r'([XYZ])-?(\d{7})-?([A-Z])', s)
    if m:
        return DNI_L[int('XYZ'.index(m.group(1)).__str__() + m.group(2)) % 23] == m.group(3)
    return False


def bsn_ok(s):
    if not re.fullmatch(r'\d{9}|\d{4}\.\d{2}\.\d{3}', s):
        return False
    d = only_digits(s)
    return (sum(int(d[i]) * (9 - i) for i in range(8)) - int(d[8])) % 11 == 0 and d[0] != '0'


def pesel_birth(s):
    y, m, d = int(s[0:2]), int(s[2:4]), int(s[4:6])
    for off, cent in ((0, 1900), (20, 2000), (80, 1800), (40, 2100)):
        if 1 <= m - off <= 12:
            return _date(cent + y, m - off, d)
    return None


def pesel_ok(s):
    if not re.fullmatch(r'\d{11}', s):
        return False
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    c = (10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10
    return c == int(s[10]) and pesel_birth(s) is not None


def se_pnr_ok(s):
    m = re.fullmatch(r'(\d{6})[-+](\d{4})', s)
    return bool(m) and luhn_ok(m.group(1) + m.group(2)) and se_birth(s) is not None


def se_birth(s):
    y, m, d = int(s[0:2]), int(s[2:4]), int(s[4:6])
    cent = 1900 if s[6] == '+' or y > 25 else 2000
    return _date(cent + y, m, d)


def sin_ok(s):
    if not re.fullmatch(r'[1-79]\d{2}([ -]?)\d{3}\1\d{3}', s):
        return False
    return luhn_ok(s)


def hkid_check(prefix, d6):
    if len(prefix) == 1:
        s = 9 * 36 + 8 * (ord(prefix) - 55)
    else:
        s = 9 * (ord(prefix[0]) - 55) + 8 * (ord(prefix[1]) - 55)
    s += sum(int(d) * w for d, w in zip(d6, [7, 6, 5, 4, 3, 2]))
    r = (11 - s % 11) % 11
    return 'A' if r == 10 else str(r)


def hkid_ok(s):
    m = re.fullmatch(r'([A-Z]{1,2})(\d{6})\(?([0-9A])\)?', s)
    return bool(m) and hkid_check(m.group(1), m.group(2)) == m.group(3)


TW = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21, N=22,
          O=35, P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def tw_ok(s):
    if not re.fullmatch(r'[A-Z][12]\d{8}', s):
        return False
    n = TW[s[0]]
    ds = [n // 10, n % 10] + [int(c) for c in s[1:]]
    w = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1]
    return sum(a * b for a, b in zip(ds, w)) % 10 == 0


def nir_ok(s):
    if not re.fullmatch(r'[12] ?\d{2} ?\d{2} ?\d{2} ?\d{3} ?\d{3} ?\d{2}', s):
        return False
    d = only_digits(s)
    return 97 - int(d[:13]) % 97 == int(d[13:]) and 1 <= int(d[3:5]) <= 12


def nir_birth(s):
    d = only_digits(s)
    yy, mm = int(d[1:3]), int(d[3:5])
    return (1900 + yy if yy > 25 else 2000 + yy, mm)


def cpf_digits(base9):
    s1 = sum(int(d) * w for d, w in zip(base9, range(10, 1, -1)))
    d1 = (s1 * 10 % 11) % 10
    s2 = sum(int(d) * w for d, w in zip(base9 + str(d1), range(11, 1, -1)))
    d2 = (s2 * 10 % 11) % 10
    return '%d%d' % (d1, d2)


def cpf_ok(s):
    if not re.fullmatch(r'\d{3}\.?\d{3}\.?\d{3}-?\d{2}', s):
        return False
    d = only_digits(s)
    return len(set(d)) > 1 and cpf_digits(d[:9]) == d[9:]


def za_birth(s):
    y = int(s[0:2])
    return _date(1900 + y if y > 25 else 2000 + y, int(s[2:4]), int(s[4:6]))


def za_ok(s):
    return bool(re.fullmatch(r'\d{13}', s)) and luhn_ok(s) and za_birth(s) is not None and s[10] in '01'


NINO_BAD = {'BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'}


def nino_ok(s):
    m = re.fullmatch(r'([A-CEGHJ-PR-TW-Z])([A-CEGHJ-NPR-TW-Z]) ?(\d{2}) ?(\d{2}) ?(\d{2}) ?([A-D])', s)
    return bool(m) and (m.group(1) + m.group(2)) not in NINO_BAD


def ppsn_ok(s):
    m = re.fullmatch(r'(\d{7})([A-W])([A-IW]?)', s)
    if not m:
        return False
    tot = sum(int(c) * w for c, w in zip(m.group(1), [8, 7, 6, 5, 4, 3, 2]))
    if m.group(3):
        tot += 9 * (0 if m.group(3) == 'W' else ord(m.group(3)) - 64)
    r = tot % 23
    return ('W' if r == 0 else chr(64 + r)) == m.group(2)


def rrn_ok(s):
    if not re.fullmatch(r'\d{6}-?\d{7}', s):
        return False
    d = only_digits(s)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(d, w)) % 11) % 10
    return c == int(d[12]) and rrn_birth(s) is not None


def rrn_birth(s):
    d = only_digits(s)
    cent = {'1': 1900, '2': 1900, '3': 2000, '4': 2000, '5': 1900, '6': 1900, '7': 2000, '8': 2000}.get(d[6])
    if not cent:
        return None
    return _date(cent + int(d[0:2]), int(d[2:4]), int(d[4:6]))


HETU_C = '0123456789ABCDEFHJKLMNPRSTUVWXY'


def hetu_ok(s):
    m = re.fullmatch(r'(\d{6})([-+A-FU-Y])(\d{3})([0-9A-Y])', s)
    return bool(m) and HETU_C[int(m.group(1) + m.group(3)) % 31] == m.group(4) and hetu_birth(s) is not None


def hetu_birth(s):
    cent = 2000 if s[6] in 'ABCDEF' else (1800 if s[6] == '+' else 1900)
    return _date(cent + int(s[4:6]), int(s[2:4]), int(s[0:2]))


def be_nn_ok(s):
    if not re.fullmatch(r'\d{2}\.?\d{2}\.?\d{2}-?\d{3}\.?\d{2}', s):
        return False
    d = only_digits(s)
    b, c = int(d[:9]), int(d[9:])
    return c == 97 - b % 97 or c == 97 - int('2' + d[:9]) % 97


def be_birth(s):
    d = only_digits(s)
    b, c = int(d[:9]), int(d[9:])
    cent = 1900 if c == 97 - b % 97 else 2000
    return _date(cent + int(d[0:2]), int(d[2:4]), int(d[4:6]))


def tfn_ok(s):
    if not re.fullmatch(r'\d{3}([ -]?)\d{3}\1\d{3}', s):
        return False
    d = only_digits(s)
    return sum(int(a) * b for a, b in zip(d, [1, 4, 3, 7, 5, 8, 6, 9, 10])) % 11 == 0


# (name, validator, birth-date decoder or None); decoders return date or (year, month)
NATIONAL_ID_FORMATS = [
    ('SG NRIC', nric_ok, None),
    ('IN Aadhaar', aadhaar_ok, None),
    ('ES DNI/NIE', dni_ok, None),
    ('NL BSN', bsn_ok, None),
    ('PL PESEL', pesel_ok, pesel_birth),
    ('SE personnummer', se_pnr_ok, se_birth),
    ('CA SIN', sin_ok, None),
    ('HK HKID', hkid_ok, None),
    ('TW ID', tw_ok, None),
    ('FR NIR', nir_ok, nir_birth),
    ('BR CPF', cpf_ok, None),
    ('ZA ID', za_ok, za_birth),
    ('UK NINO', nino_ok, None),
    ('IE PPSN', ppsn_ok, None),
    ('KR RRN', rrn_ok, rrn_birth),
    ('FI HETU', hetu_ok, hetu_birth),
    ('BE national number', be_nn_ok, be_birth),
    ('AU TFN', tfn_ok, None),
]


def national_id_formats(s):
    return [(n, dec) for n, ok, dec in NATIONAL_ID_FORMATS if ok(s)]


def national_id_ok(s):
    return bool(national_id_formats(s))


def national_id_births(s):
    out = []
    for _n, dec in national_id_formats(s):
        if dec:
            b = dec(s)
            if b:
                out.append(b)
    return out


def gen_nric(prefix):
    d7 = rs(D, 7)
    return prefix + d7 + nric_letter(prefix, d7)


def gen_aadhaar(sep):
    body = R.choice('23456789') + rs(D, 10)
    n = body + verhoeff_gen(body)
    return group(n, [4, 4, 4], sep)


def gen_dni():
    n = '%08d' % R.randint(10000000, 79999999)
    return n + DNI_L[int(n) % 23]


def gen_nie():
    p = R.choice('XY')
    n = rs(D, 7)
    return '%s%s%s' % (p, n, DNI_L[int(str('XYZ'.index(p)) + n) % 23])


def gen_bsn():
    while True:
        d = R.choice('123456') + rs(D, 7)
        c = sum(int(d[i]) * (9 - i) for i in range(8)) % 11
        if c < 10:
            return d + str(c)


def gen_pesel(dob, male):
    m = dob.month + (20 if dob.year >= 2000 else 0)
    s = '%02d%02d%02d' % (dob.year % 100, m, dob.day) + rs(D, 3) + str(R.choice([1, 3, 5, 7, 9] if male else [0, 2, 4, 6, 8]))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return s + str((10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10)


def gen_se(dob):
    n = luhn_complete(dob.strftime('%y%m%d') + rs(D, 3), 10)
    return n[:6] + '-' + n[6:]


def gen_sin(sep):
    return group(luhn_complete(R.choice('1234567'), 9), [3, 3, 3], sep)


def gen_hkid(prefix):
    d6 = rs(D, 6)
    return '%s%s(%s)' % (prefix, d6, hkid_check(prefix, d6))


def gen_tw(letter, sex):
    body = letter + sex + rs(D, 7)
    for c in D:
        if tw_ok(body + c):
            return body + c
    raise AssertionError


def gen_nir(sex, dob, dept):
    body = '%s%02d%02d%s%03d%03d' % (sex, dob.year % 100, dob.month, dept, R.randint(1, 999), R.randint(1, 999))
    key = 97 - int(body) % 97
    s = body + '%02d' % key
    return group(s, [1, 2, 2, 2, 3, 3, 2], ' ')


def gen_cpf():
    b = rs(D, 9)
    d = b + cpf_digits(b)
    return '%s.%s.%s-%s' % (d[:3], d[3:6], d[6:9], d[9:])


def gen_za(dob, male):
    seq = '%04d' % R.randint(5000 if male else 0, 9999 if male else 4999)
    return luhn_complete(dob.strftime('%y%m%d') + seq + '08', 13)


def gen_nino(sep):
    while True:
        a = R.choice('ABCEGHJKLMNOPRSTWXYZ')
        b = R.choice('ABCEGHJKLMNPRSTWXYZ')
        if a + b not in NINO_BAD:
            break
    dd = rs(D, 6)
    return sep.join([a + b, dd[:2], dd[2:4], dd[4:], R.choice('ABCD')]) if sep else a + b + dd + R.choice('ABCD')


def gen_ppsn():
    d = rs(D, 7)
    r = sum(int(c) * w for c, w in zip(d, [8, 7, 6, 5, 4, 3, 2])) % 23
    return d + ('W' if r == 0 else chr(64 + r))


def gen_rrn(dob, male):
    g = ('1' if male else '2') if dob.year < 2000 else ('3' if male else '4')
    body = dob.strftime('%y%m%d') + g + rs(D, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    return body[:6] + '-' + body[6:] + str(c)


def gen_hetu(dob):
    sign = 'A' if dob.year >= 2000 else '-'
    n = '%03d' % R.randint(2, 899)
    ds = dob.strftime('%d%m%y')
    return ds + sign + n + HETU_C[int(ds + n) % 31]


def gen_be(dob):
    b = dob.strftime('%y%m%d') + '%03d' % R.randint(1, 997)
    c = 97 - int(('2' if dob.year >= 2000 else '') + b) % 97
    return '%s.%s.%s-%s.%02d' % (b[:2], b[2:4], b[4:6], b[6:9], c)


def gen_tfn():
    while True:
        d = R.choice('123456789') + rs(D, 7)
        s = sum(int(a) * b for a, b in zip(d, [1, 4, 3, 7, 5, 8, 6, 9]))
        for last in range(10):
            if (s + 10 * last) % 11 == 0:
                return group(d + str(last), [3, 3, 3], ' ')


# ---------------------------------------------------------------- API keys / secrets
B62 = D + UP + LO


def b62(n, width):
    out = ''
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, '0')


def gen_ghp():
    body = rs(AN, 30)
    return 'ghp_' + body + b62(zlib.crc32(body.encode()), 6)


def ghp_ok(s):
    m = re.fullmatch(r'gh[pousr]_([A-Za-z0-9]{30})([A-Za-z0-9]{6})', s)
    return bool(m) and b62(zlib.crc32(m.group(1).encode()), 6) == m.group(2)


def b64url(b):
    return base64.urlsafe_b64encode(b).rstrip(b'=').decode()


JWT_KEYS = {}


def gen_jwt(name, payload):
    key = bytes(R.randrange(256) for _ in range(32))
    h = b64url(json.dumps({'alg': 'HS256', 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = b64url(json.dumps(payload, separators=(',', ':')).encode())
    sig = b64url(hmac.new(key, (h + '.' + p).encode(), hashlib.sha256).digest())
    JWT_KEYS[name] = key
    return '%s.%s.%s' % (h, p, sig)


def jwt_shape_ok(s):
    parts = s.split('.')
    if len(parts) != 3 or not all(re.fullmatch(r'[A-Za-z0-9_-]+', x) for x in parts):
        return False
    try:
        hdr = json.loads(base64.urlsafe_b64decode(parts[0] + '=' * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + '=' * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return 'alg' in hdr


def jwt_sig_ok(name, s):
    h, p, sig = s.split('.')
    return b64url(hmac.new(JWT_KEYS[name], (h + '.' + p).encode(), hashlib.sha256).digest()) == sig


APIKEY_RES = [
    r'sk_live_[A-Za-z0-9]{24,99}', r'rk_live_[A-Za-z0-9]{24,99}',
    r'(AKIA|ASIA)[A-Z2-7]{16}',
    r'gh[pousr]_[A-Za-z0-9]{36}', r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}',
    r'xox[bpa]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}',
    r'\d{8,10}:AA[A-Za-z0-9_-]{33}',
    r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}',
    r'sk-proj-[A-Za-z0-9_-]{80,160}',
    r'sk-ant-api03-[A-Za-z0-9_-]{93}AA',
    r'AIza[A-Za-z0-9_-]{35}',
    r'SK[0-9a-f]{32}',
    r'key-[0-9a-f]{32}',
    r'glpat-[A-Za-z0-9_-]{20}',
    r'npm_[A-Za-z0-9]{36}',
    r'hf_[A-Za-z]{34}',
    r'shpat_[0-9a-f]{32}',
    r'dop_v1_[0-9a-f]{64}',
    r'access_token\$production\$[a-z0-9]{16}\$[0-9a-f]{32}',
    r'EAAA[A-Za-z0-9_-]{60}',
    r'pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,200}',
    r'LTAI[A-Za-z0-9]{12,20}',                  # Alibaba Cloud AccessKey ID
    r'AKID[A-Za-z0-9]{32}',                     # Tencent Cloud SecretId
]


def apikey_ok(s):
    if s.startswith('ghp_'):
        return ghp_ok(s)
    if s.startswith('eyJ'):
        return jwt_shape_ok(s)
    return any(re.fullmatch(p, s) for p in APIKEY_RES)


SECRET_RES = [
    r'-----BEGIN [A-Z ]*PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END [A-Z ]*PRIVATE KEY-----',
    r'https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}',
    r'https://discord(app)?\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_-]{68}',
    r'https://[a-z0-9-]+\.webhook\.office\.com/webhookb2/[A-Za-z0-9@/-]+',
    r'https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}',
    r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}',
    r'whsec_[A-Za-z0-9]{32}',
    r'[A-Za-z0-9/+]{40}',                       # AWS secret access key
    r'[0-9a-f]{32}',                            # Twilio auth token / Slack signing secret
    r'[A-Z2-7]{32}|([a-z2-7]{4} ){7}[a-z2-7]{4}',  # TOTP seed
    r'[A-Za-z0-9+/]{86}==',                     # Azure storage account key
    r'django-insecure-[a-z0-9!@#$%^&*(\-_=+)]{50}',
    r'\S{6,}',                                  # generic secret (cookies, conn-string passwords, codes)
]


def secret_ok(s):
    return any(re.fullmatch(p, s) for p in SECRET_RES)


def gen_pem(kind, nbytes, width):
    body = base64.b64encode(bytes(R.randrange(256) for _ in range(nbytes))).decode()
    if kind == 'RSA':
        body = 'MIIEpAIBAAKCAQEA' + body[16:]
        lab = 'RSA PRIVATE KEY'
    elif kind == 'OPENSSH':
        body = 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW' + body[72:]
        lab = 'OPENSSH PRIVATE KEY'
    else:
        body = 'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg' + body[48:]
        lab = 'PRIVATE KEY'
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    return '-----BEGIN %s-----\n%s\n-----END %s-----' % (lab, '\n'.join(lines), lab)


def gen_totp(spaced):
    s = base64.b32encode(bytes(R.randrange(256) for _ in range(20))).decode()
    if spaced:
        s = ' '.join(s[i:i + 4].lower() for i in range(0, 32, 4))
    return s


# ---------------------------------------------------------------- build VALUES
VALUES = {}
BIRTH = {}   # name -> date encoded in the ID (for cross-checking DOBs in texts)
KIND = {}    # name -> validator key


def put(name, kind, value, birth=None):
    assert name not in VALUES
    VALUES[name] = value
    KIND[name] = kind
    if birth:
        BIRTH[name] = birth


d = dt.date

# cards
put('card_visa1', 'CARD', group(luhn_complete('4', 16), [4, 4, 4, 4], ' '))
put('card_visa2', 'CARD', luhn_complete('4', 16))
put('card_visa3', 'CARD', group(luhn_complete('4', 16), [4, 4, 4, 4], '-'))
put('card_visa4', 'CARD', group(luhn_complete('4', 16), [4, 4, 4, 4], ' '))
put('card_visa5', 'CARD', luhn_complete('4', 16))
put('card_mc1', 'CARD', group(luhn_complete('5' + R.choice('12345'), 16), [4, 4, 4, 4], ' '))
put('card_mc2', 'CARD', group(luhn_complete(str(R.randint(2221, 2720)), 16), [4, 4, 4, 4], '-'))
put('card_mc3', 'CARD', luhn_complete('5' + R.choice('12345'), 16))
put('card_mc4', 'CARD', group(luhn_complete('5' + R.choice('12345'), 16), [4, 4, 4, 4], ' '))
put('card_amex1', 'CARD', group(luhn_complete('37', 15), [4, 6, 5], ' '))
put('card_amex2', 'CARD', luhn_complete('34', 15))
put('card_up1', 'CARD', group(luhn_complete('622202', 19), [4, 4, 4, 4, 3], ' '))
put('card_up2', 'CARD', luhn_complete('621700', 19))
put('card_up3', 'CARD', group(luhn_complete('622848', 19), [6, 13], ' '))
put('card_up4', 'CARD', luhn_complete('625', 16))
put('card_up5', 'CARD', group(luhn_complete('621483', 16), [4, 4, 4, 4], ' '))
put('card_jcb1', 'CARD', group(luhn_complete(str(R.randint(3528, 3589)), 16), [4, 4, 4, 4], ' '))
put('card_disc1', 'CARD', group(luhn_complete('6011', 16), [4, 4, 4, 4], '-'))

# IBANs
for i, (cc, spaced) in enumerate([('GB', True), ('GB', False), ('GB', True), ('GB', True), ('DE', True),
                                  ('DE', False), ('DE', True), ('FR', True), ('FR', False), ('NL', True),
                                  ('NL', False), ('IE', True), ('IE', False), ('ES', True), ('BE', True),
                                  ('PL', True), ('CH', True), ('PT', True), ('LT', False), ('AT', True)], 1):
    v = gen_iban(cc)
    put('iban_%s%d' % (cc.lower(), i), 'IBAN', fmt4(v) if spaced else v)

# SSNs
for i, sep in enumerate(['-', '-', '-', ' ', '', '-', '-', '-'], 1):
    put('ssn%d' % i, 'SSN', gen_ssn(sep))

# Chinese resident ID cards (region, dob, male, want_x)
for i, (reg, dob, male, wx) in enumerate([
        ('110105', d(1986, 4, 23), True, False), ('310104', d(1991, 11, 2), False, False),
        ('440305', d(1979, 7, 15), True, True), ('330106', d(1994, 2, 28), False, False),
        ('510107', d(1968, 9, 9), True, False), ('420106', d(1988, 12, 30), False, False),
        ('320102', d(1975, 3, 6), True, False), ('370202', d(2001, 5, 17), False, True),
        ('350203', d(1983, 10, 21), True, False), ('610113', d(1996, 8, 4), False, False),
        ('430104', d(1972, 1, 13), True, False), ('210102', d(1990, 6, 30), False, False),
        ('500103', d(1985, 4, 1), True, False), ('120101', d(1958, 12, 8), False, False),
        ('440106', d(1999, 3, 19), True, False), ('530102', d(1981, 7, 27), False, False)], 1):
    put('idcard%d' % i, 'IDCARD', gen_idcard(reg, dob, male, wx), dob)

# passports (shape only)
put('pp_cn1', 'PASSPORT', 'E' + rs(D, 8))
put('pp_cn2', 'PASSPORT', 'E' + rs(D, 8))
put('pp_cn3', 'PASSPORT', 'EH' + rs(D, 7))
put('pp_cn4', 'PASSPORT', 'E' + rs(D, 8))
put('pp_uk1', 'PASSPORT', R.choice('12345') + rs(D, 8))
put('pp_uk2', 'PASSPORT', R.choice('56') + rs(D, 8))
put('pp_us1', 'PASSPORT', R.choice('45') + rs(D, 8))
put('pp_us2', 'PASSPORT', 'A' + rs(D, 8))
put('pp_de1', 'PASSPORT', 'C' + rs('CFGHJKLMNPRTVWXYZ0123456789', 8))
put('pp_in1', 'PASSPORT', R.choice('JKLMNPRSTUVWZ') + rs(D, 7))
put('pp_ca1', 'PASSPORT', rs('ABGHJKLMNPRSTWX', 2) + rs(D, 6))
put('pp_hk1', 'PASSPORT', 'H' + rs(D, 8))
put('pp_ie1', 'PASSPORT', 'P' + R.choice('ABCDEFG') + rs(D, 7))
put('pp_ng1', 'PASSPORT', 'A' + rs(D, 8))
put('pp_ph1', 'PASSPORT', 'P' + rs(D, 7) + R.choice('ABC'))
put('pp_au1', 'PASSPORT', 'P' + R.choice('ABC') + rs(D, 7))

# national IDs
put('nid_sg1', 'NATIONAL_ID', gen_nric('S'))
put('nid_sg2', 'NATIONAL_ID', gen_nric('T'))
put('nid_in1', 'NATIONAL_ID', gen_aadhaar(' '))
put('nid_in2', 'NATIONAL_ID', gen_aadhaar(''))
put('nid_es1', 'NATIONAL_ID', gen_dni())
put('nid_es2', 'NATIONAL_ID', gen_nie())
put('nid_nl1', 'NATIONAL_ID', gen_bsn())
put('nid_pl1', 'NATIONAL_ID', gen_pesel(d(1989, 7, 3), False), d(1989, 7, 3))
put('nid_se1', 'NATIONAL_ID', gen_se(d(1977, 2, 14)), d(1977, 2, 14))
put('nid_ca1', 'NATIONAL_ID', gen_sin(' '))
put('nid_ca2', 'NATIONAL_ID', gen_sin('-'))
put('nid_hk1', 'NATIONAL_ID', gen_hkid('K'))
put('nid_hk2', 'NATIONAL_ID', gen_hkid('Y'))
put('nid_tw1', 'NATIONAL_ID', gen_tw('A', '2'))
put('nid_fr1', 'NATIONAL_ID', gen_nir('2', d(1984, 9, 12), '75'), d(1984, 9, 12))
put('nid_br1', 'NATIONAL_ID', gen_cpf())
put('nid_za1', 'NATIONAL_ID', gen_za(d(1992, 1, 26), True), d(1992, 1, 26))
put('nid_uk1', 'NATIONAL_ID', gen_nino(' '))
put('nid_uk2', 'NATIONAL_ID', gen_nino(''))
put('nid_uk3', 'NATIONAL_ID', gen_nino(''))
put('nid_ie1', 'NATIONAL_ID', gen_ppsn())
put('nid_kr1', 'NATIONAL_ID', gen_rrn(d(1993, 10, 5), False), d(1993, 10, 5))
put('nid_fi1', 'NATIONAL_ID', gen_hetu(d(1980, 6, 18)), d(1980, 6, 18))
put('nid_be1', 'NATIONAL_ID', gen_be(d(1971, 11, 29)), d(1971, 11, 29))
put('nid_au1', 'NATIONAL_ID', gen_tfn())
put('nid_pl2', 'NATIONAL_ID', gen_pesel(d(2002, 3, 11), True), d(2002, 3, 11))

# API keys
put('stripe_sk1', 'APIKEY', 'sk_live_' + rs(AN, 24))
put('stripe_sk2', 'APIKEY', 'sk_live_51' + rs(AN, 97))
put('stripe_rk1', 'APIKEY', 'rk_live_' + rs(AN, 24))
put('aws_akid1', 'APIKEY', 'AKIA' + rs(B32[:26] + '234567', 16))
put('aws_akid2', 'APIKEY', 'AKIA' + rs(B32, 16))
put('aws_akid3', 'APIKEY', 'AKIA' + rs(B32, 16))
put('ghp1', 'APIKEY', gen_ghp())
put('ghp2', 'APIKEY', gen_ghp())
put('ghfg1', 'APIKEY', 'github_pat_' + rs(AN, 22) + '_' + rs(AN, 59))
put('slack_bot1', 'APIKEY', 'xoxb-%s-%s-%s' % (rs(D, 11), rs(D, 13), rs(AN, 24)))
put('slack_bot2', 'APIKEY', 'xoxb-%s-%s-%s' % (rs(D, 12), rs(D, 13), rs(AN, 24)))
put('tg_bot1', 'APIKEY', '%s:AA%s' % (R.choice('5678') + rs(D, 9), rs(B64URL, 33)))
put('tg_bot2', 'APIKEY', '%s:AA%s' % (R.choice('67') + rs(D, 9), rs(B64URL, 33)))
put('sendgrid1', 'APIKEY', 'SG.%s.%s' % (rs(B64URL, 22), rs(B64URL, 43)))
put('openai1', 'APIKEY', 'sk-proj-' + rs(B64URL, 124))
put('anthropic1', 'APIKEY', 'sk-ant-api03-' + rs(B64URL, 93) + 'AA')
put('google1', 'APIKEY', 'AIza' + rs(B64URL, 35))
put('google2', 'APIKEY', 'AIza' + rs(B64URL, 35))
put('twilio_sk1', 'APIKEY', 'SK' + rs(HEX, 32))
put('mailgun1', 'APIKEY', 'key-' + rs(HEX, 32))
put('gitlab1', 'APIKEY', 'glpat-' + rs(B64URL, 20))
put('npm1', 'APIKEY', 'npm_' + rs(AN, 36))
put('hf1', 'APIKEY', 'hf_' + rs(UP + LO, 34))
put('shopify1', 'APIKEY', 'shpat_' + rs(HEX, 32))
put('do1', 'APIKEY', 'dop_v1_' + rs(HEX, 64))
put('braintree1', 'APIKEY', 'access_token$production$%s$%s' % (rs(LO + D, 16), rs(HEX, 32)))
put('square1', 'APIKEY', 'EAAA' + rs(B64URL, 60))
put('pypi1', 'APIKEY', 'pypi-AgEIcHlwaS5vcmc' + rs(B64URL, 70))
put('jwt1', 'APIKEY', gen_jwt('jwt1', {'sub': 'svc-recon', 'iss': 'https://auth.internal', 'iat': 1718870400, 'exp': 1718956800}))
put('jwt2', 'APIKEY', gen_jwt('jwt2', {'sub': 'partner-7731', 'scope': 'invoices:read invoices:write', 'iat': 1722470400}))
put('jwt3', 'APIKEY', gen_jwt('jwt3', {'sub': 'kyc-worker', 'role': 'service', 'iat': 1709251200}))

# secrets
put('aws_sk1', 'SECRET', rs(AN + '/+', 40))
put('aws_sk2', 'SECRET', rs(AN + '/+', 40))
put('aws_sk3', 'SECRET', rs(AN + '/+', 40))
put('twilio_tok1', 'SECRET', rs(HEX, 32))
put('slack_sign1', 'SECRET', rs(HEX, 32))
put('whsec1', 'SECRET', 'whsec_' + rs(AN, 32))
put('whsec2', 'SECRET', 'whsec_' + rs(AN, 32))
put('slack_hook1', 'SECRET', 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(UP + D, 8), rs(UP + D, 10), rs(AN, 24)))
put('slack_hook2', 'SECRET', 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(UP + D, 10), rs(UP + D, 10), rs(AN, 24)))
put('discord_hook1', 'SECRET', 'https://discord.com/api/webhooks/%s/%s' % ('1' + rs(D, 18), rs(B64URL, 68)))
put('ding_hook1', 'SECRET', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64))
put('wecom_hook1', 'SECRET', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s-%s-%s-%s-%s' % (rs(HEX, 8), rs(HEX, 4), rs(HEX, 4), rs(HEX, 4), rs(HEX, 12)))
put('pem_rsa1', 'SECRET', gen_pem('RSA', 300, 64))
put('pem_ssh1', 'SECRET', gen_pem('OPENSSH', 260, 70))
put('pem_ec1', 'SECRET', gen_pem('EC', 120, 64))
put('totp1', 'SECRET', gen_totp(False))
put('totp2', 'SECRET', gen_totp(True))
put('totp3', 'SECRET', gen_totp(False))
put('azure_key1', 'SECRET', rs(AN + '+/', 86) + '==')
put('django1', 'SECRET', 'django-insecure-' + rs('abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)', 50))
put('flask1', 'SECRET', rs(HEX, 64))

# decoys that need a vendor shape
put('pk_live1', 'DECOY', 'pk_live_' + rs(AN, 24))
put('pk_live2', 'DECOY', 'pk_live_51' + rs(AN, 97))

# added later (appended so that earlier values keep their seeded draws)
put('nid_uk4', 'NATIONAL_ID', gen_nino(' '))
put('aliyun_akid1', 'APIKEY', 'LTAI5t' + rs(AN, 18))
put('aliyun_sk1', 'SECRET', rs(AN, 30))
put('tencent_akid1', 'APIKEY', 'AKID' + rs(AN, 32))
put('tencent_sk1', 'SECRET', rs(AN, 32))
put('wxpay_key1', 'SECRET', rs(AN, 32))
put('ding_sign1', 'SECRET', 'SEC' + rs(HEX, 64))
put('card_up6', 'CARD', group(luhn_complete('621700', 19), [4, 4, 4, 4, 3], ' '))
put('card_up7', 'CARD', group(luhn_complete('625', 16), [4, 4, 4, 4], ' '))
put('card_up8', 'CARD', luhn_complete('622588', 16))
for i, (reg, dob, male, wx) in enumerate([
        ('440304', d(1987, 10, 9), True, False), ('310115', d(1993, 5, 26), False, False),
        ('330102', d(1962, 8, 18), True, False), ('420111', d(1998, 11, 11), False, False),
        ('110108', d(1979, 2, 3), False, False), ('320583', d(1990, 9, 27), True, True),
        ('450103', d(1976, 12, 15), True, False), ('220102', d(2000, 1, 20), False, False)], 17):
    put('idcard%d' % i, 'IDCARD', gen_idcard(reg, dob, male, wx), dob)
put('iban_gb21', 'IBAN', fmt4(gen_iban('GB')))
put('iban_gb22', 'IBAN', gen_iban('GB'))
put('iban_fr23', 'IBAN', fmt4(gen_iban('FR')))
put('pp_uk3', 'PASSPORT', R.choice('12345') + rs(D, 8))
put('pp_sg1', 'PASSPORT', 'K' + rs(D, 7) + R.choice('ABCDEFGHJKLMNPQRTUWXZ'))
put('pp_cn5', 'PASSPORT', 'E' + rs(D, 8))


# ---------------------------------------------------------------- validators / selftest
VALIDATORS = {
    'CARD': card_ok, 'IBAN': iban_ok, 'SSN': ssn_ok, 'IDCARD': idcard_ok, 'PASSPORT': passport_ok,
    'NATIONAL_ID': national_id_ok, 'APIKEY': apikey_ok, 'SECRET': secret_ok,
    'DECOY': lambda s: s.startswith('pk_live_'),
}

# formats whose value carries a check digit / checksum: every one-digit corruption must fail
CHECKED = {'CARD', 'IBAN', 'IDCARD'}
CHECKED_NID = {'SG NRIC', 'IN Aadhaar', 'ES DNI/NIE', 'NL BSN', 'PL PESEL', 'SE personnummer', 'CA SIN',
               'HK HKID', 'TW ID', 'FR NIR', 'BR CPF', 'ZA ID', 'IE PPSN', 'KR RRN', 'FI HETU',
               'BE national number', 'AU TFN'}


# check schemes that cannot catch every single-digit substitution (mod-10 with even
# weights, mod-11 folded to one digit): for these only the "+1" corruption of every
# digit is required to fail; all other schemes must reject every substitution.
WEAK_NID = {'TW ID', 'KR RRN'}


def _corruptions(s, exhaustive=True):
    for i, c in enumerate(s):
        if c.isdigit():
            reps = [r for r in D if r != c] if exhaustive else [str((int(c) + 1) % 10)]
            for r in reps:
                yield s[:i] + r + s[i + 1:]


def selftest(verbose=False):
    errors = []
    n_checked = 0
    for name, v in VALUES.items():
        kind = KIND[name]
        if not VALIDATORS[kind](v):
            errors.append('%s invalid: %r' % (name, v))
            continue
        if kind == 'IDCARD' and idcard_birth(v) != BIRTH[name]:
            errors.append('%s birth mismatch' % name)
        if kind == 'NATIONAL_ID' and name in BIRTH:
            bs = national_id_births(v)
            b = BIRTH[name]
            if not any(x == b or x == (b.year, b.month) for x in bs):
                errors.append('%s birth mismatch %r' % (name, bs))
        checked = kind in CHECKED
        if kind == 'NATIONAL_ID':
            fm = [n for n, _ in national_id_formats(v)]
            checked = all(f in CHECKED_NID for f in fm)
        if name.startswith('ghp'):
            checked = True
        if checked:
            n_checked += 1
            exhaustive = not (kind == 'NATIONAL_ID' and set(fm) & WEAK_NID)
            for bad in _corruptions(v, exhaustive):
                if kind == 'NATIONAL_ID':
                    # the corrupted value must not pass the format(s) the original was generated in
                    if any(ok(bad) for n, ok, _ in NATIONAL_ID_FORMATS if n in fm):
                        errors.append('%s: corruption %r still valid' % (name, bad))
                        break
                elif VALIDATORS[kind](bad):
                    errors.append('%s: corruption %r still valid' % (name, bad))
                    break
        if name in JWT_KEYS:
            n_checked += 1
            h, p, sig = v.split('.')
            bad = h + '.' + p + '.' + ('A' if sig[0] != 'A' else 'B') + sig[1:]
            if not jwt_sig_ok(name, v) or jwt_sig_ok(name, bad):
                errors.append('%s: JWT signature check failed' % name)
        if name.startswith('ghp'):
            body = v[4:]
            bad = 'ghp_' + ('a' if body[0] != 'a' else 'b') + body[1:]
            if ghp_ok(bad):
                errors.append('%s: checksum corruption undetected' % name)
    if verbose:
        print('selftest: %d values, %d with check digits/checksums corruption-tested, %d errors'
              % (len(VALUES), n_checked, len(errors)))
    return errors


if __name__ == '__main__':
    errs = selftest(verbose=True)
    for e in errs:
        print('ERROR', e)
    if '-p' in sys.argv:
        for k, v in VALUES.items():
            extra = ('   [birth %s]' % BIRTH[k]) if k in BIRTH else ''
            if k.startswith('nid_'):
                extra += '   ' + ','.join(n for n, _ in national_id_formats(v))
            print('%-14s %-11s %s%s' % (k, KIND[k], v if '\n' not in v else v.replace('\n', '\\n')[:90] + '...', extra))
    sys.exit(1 if errs else 0)
