#!/usr/bin/env python3
"""Seeded generators for every value of the blind82 corpus that needs a check
digit or a vendor-specific shape.  The text files refer to them as ``$name``.

    python3 values.py        run selftest()
    python3 values.py -p     print every value (name, type/subtype, value)

Standard library only.  Every value is produced by ``random.Random(SEED)`` in a
fixed order, so the corpus is reproducible.
"""
import base64
import datetime
import json
import random
import re
import string
import sys
import uuid
import zlib

SEED = 8208
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
HEX = '0123456789abcdef'
B62 = DIG + UP + LO
URLSAFE = ALNUM + '-_'
B32 = UP + '234567'

VALUES = {}   # name -> string exactly as written in the texts
TYPES = {}    # name -> (TYPE, subtype); TYPE 'DECOY' for decoy look-alikes


def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def put(name, typ, sub, val):
    if name in VALUES:
        raise ValueError('duplicate value name ' + name)
    VALUES[name] = val
    TYPES[name] = (typ, sub)


def grp(s, sizes, sep=' '):
    out, i = [], 0
    for g in sizes:
        out.append(s[i:i + g])
        i += g
    assert i == len(s), (s, sizes)
    return sep.join(out)


def valid_date(y, m, d):
    try:
        return datetime.date(y, m, d)
    except ValueError:
        return None

# --------------------------------------------------------------------- Luhn

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


def luhn_digit(partial):
    for c in DIG:
        if luhn_sum(partial + c) % 10 == 0:
            return c
    raise AssertionError


def make_card(prefix, length, sizes=None, sep=' '):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    num = body + luhn_digit(body)
    return grp(num, sizes, sep) if sizes else num


def card_ok(v):
    if not re.fullmatch(r'\d+(?:([ -])\d+)*', v):
        return False
    if ' ' in v and '-' in v:
        return False
    d = re.sub(r'[ -]', '', v)
    return 13 <= len(d) <= 19 and luhn_sum(d) % 10 == 0

# --------------------------------------------------------------------- IBAN

IBAN_LEN = {'GB': 22, 'DE': 22, 'FR': 27, 'NL': 18, 'ES': 24, 'IE': 22,
            'PT': 25, 'BE': 16, 'CH': 21, 'AT': 20, 'NO': 15, 'DK': 18,
            'SE': 24, 'GR': 27, 'FI': 18, 'LU': 20, 'IT': 27, 'PL': 28}


def iban_int(s):
    return int(''.join(str(int(c, 36)) for c in s))


def make_iban(cc, bban, grouped=True):
    chk = 98 - iban_int(bban + cc + '00') % 97
    s = '%s%02d%s' % (cc, chk, bban)
    assert len(s) == IBAN_LEN[cc], (cc, len(s))
    if grouped:
        return ' '.join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


def fr_rib_key(bank, branch, acct):
    return 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)


ES_W = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]


def es_dc(ten):
    v = 11 - sum(int(a) * b for a, b in zip(ten, ES_W)) % 11
    return 0 if v == 11 else 1 if v == 10 else v


def pt_nib(first19):
    return 98 - (int(first19) * 100) % 97


def be_acct_check(first10):
    c = int(first10) % 97
    return 97 if c == 0 else c


NO_W = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]


def no_acct_check(first10):
    c = 11 - sum(int(a) * b for a, b in zip(first10, NO_W)) % 11
    return 0 if c == 11 else None if c == 10 else c


def iban_ok(v):
    if not re.fullmatch(r'[A-Z]{2}\d{2}[A-Z0-9]+', v.replace(' ', '')):
        return False
    if ' ' in v and not re.fullmatch(r'(?:[A-Z0-9]{4} )+[A-Z0-9]{1,4}', v):
        return False
    c = v.replace(' ', '')
    if IBAN_LEN.get(c[:2]) != len(c):
        return False
    if iban_int(c[4:] + c[:4]) % 97 != 1:
        return False
    b = c[4:]
    cc = c[:2]
    if cc == 'FR' and b.isdigit():
        if fr_rib_key(b[0:5], b[5:10], b[10:21]) != int(b[21:23]):
            return False
    if cc == 'ES':
        if es_dc('00' + b[0:8]) != int(b[8]) or es_dc(b[10:20]) != int(b[9]):
            return False
    if cc == 'PT':
        if pt_nib(b[:19]) != int(b[19:21]):
            return False
    if cc == 'BE':
        if be_acct_check(b[:10]) != int(b[10:12]):
            return False
    if cc == 'NO':
        if no_acct_check(b[:10]) != int(b[10]):
            return False
    if cc == 'IT':
        if it_cin(b[1:]) != b[0]:
            return False
    return True


IT_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def it_cin(abi_cab_conto):
    tot = 0
    for i, ch in enumerate(abi_cab_conto):
        k = int(ch) if ch.isdigit() else ord(ch) - 65
        tot += IT_ODD[k] if i % 2 == 0 else k
    return chr(65 + tot % 26)


def make_it_bban():
    rest = '03069' + rs(DIG, 5) + rs(DIG, 12)
    return it_cin(rest) + rest


def make_fr_bban():
    bank, branch, acct = '30004', rs(DIG, 5), rs(DIG, 11)
    return bank + branch + acct + '%02d' % fr_rib_key(bank, branch, acct)


def make_es_bban():
    bank, branch, acct = '2100', rs(DIG, 4), rs(DIG, 10)
    return bank + branch + str(es_dc('00' + bank + branch)) + str(es_dc(acct)) + acct


def make_pt_bban():
    f = '0035' + rs(DIG, 4) + rs(DIG, 11)
    return f + '%02d' % pt_nib(f)


def make_be_bban():
    f = '0' + rs(DIG, 9)
    return f + '%02d' % be_acct_check(f)


def make_no_bban():
    while True:
        f = '1503' + rs(DIG, 6)
        c = no_acct_check(f)
        if c is not None:
            return f + str(c)

# ---------------------------------------------------------------------- SSN

def make_ssn(sep='-'):
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    g, s = R.randint(1, 99), R.randint(1, 9999)
    return sep.join(['%03d' % a, '%02d' % g, '%04d' % s])


def ssn_ok(v):
    m = re.fullmatch(r'(\d{3})([- ]?)(\d{2})\2(\d{4})', v)
    if not m:
        return False
    a, g, s = m.group(1), m.group(3), m.group(4)
    if a in ('000', '666') or a[0] == '9' or g == '00' or s == '0000':
        return False
    return (a + g + s) not in ('078051120', '219099999', '123456789')

# ---------------------------------------------- Chinese resident ID (GB 11643)

CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_PROV = {'11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33',
           '34', '35', '36', '37', '41', '42', '43', '44', '45', '46', '50',
           '51', '52', '53', '54', '61', '62', '63', '64', '65', '71', '81', '82'}


def idcn_check(s17):
    return '10X98765432'[sum(int(a) * b for a, b in zip(s17, CN_W)) % 11]


def make_idcn(region, ymd, sex):
    seq = R.randint(0, 99)
    last = R.choice('13579' if sex == 'M' else '02468')
    s17 = '%s%s%02d%s' % (region, ymd, seq, last)
    return s17 + idcn_check(s17)


def idcn_ok(v):
    if not re.fullmatch(r'\d{17}[\dX]', v):
        return False
    if v[:2] not in CN_PROV:
        return False
    if not valid_date(int(v[6:10]), int(v[10:12]), int(v[12:14])):
        return False
    return idcn_check(v[:17]) == v[17]


def idcn_birth(v):
    return valid_date(int(v[6:10]), int(v[10:12]), int(v[12:14]))

# ------------------------------------------------------- national ID numbers

def es_letter(n):
    return 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]


def make_es_dni():
    n = R.randint(10000000, 79999999)
    return '%08d%s' % (n, es_letter(n))


def make_es_nie():
    p = R.choice('XYZ')
    n = R.randint(1000000, 9999999)
    return '%s%07d%s' % (p, n, es_letter(int(str('XYZ'.index(p)) + '%07d' % n)))


def es_ok(v):
    m = re.fullmatch(r'(\d{8})-?([A-Z])', v)
    if m:
        return es_letter(int(m.group(1))) == m.group(2)
    m = re.fullmatch(r'([XYZ])-?(\d{7})-?([A-Z])', v)
    if m:
        return es_letter(int(str('XYZ'.index(m.group(1))) + m.group(2))) == m.group(3)
    return False


def make_ca_sin(sep=' '):
    body = str(R.randint(1, 7)) + rs(DIG, 7)
    return grp(body + luhn_digit(body), (3, 3, 3), sep)


def ca_sin_ok(v):
    m = re.fullmatch(r'(\d{3})([ -]?)(\d{3})\2(\d{3})', v)
    if not m:
        return False
    d = m.group(1) + m.group(3) + m.group(4)
    return d[0] not in '08' and luhn_sum(d) % 10 == 0


def make_bsn():
    while True:
        body = str(R.randint(1, 6)) + rs(DIG, 7)
        c = sum(int(body[i]) * (9 - i) for i in range(8)) % 11
        if c < 10:
            return body + str(c)


def bsn_ok(v):
    d = v.replace('.', '').replace(' ', '')
    if not re.fullmatch(r'\d{9}', d):
        return False
    return (sum(int(d[i]) * (9 - i) for i in range(8)) - int(d[8])) % 11 == 0


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


def make_aadhaar(sep=' '):
    body = str(R.randint(2, 9)) + rs(DIG, 10)
    d = body + verhoeff_digit(body)
    return grp(d, (4, 4, 4), sep) if sep is not None else d


def aadhaar_ok(v):
    m = re.fullmatch(r'(\d{4})([ -]?)(\d{4})\2(\d{4})', v)
    if not m:
        return False
    d = m.group(1) + m.group(3) + m.group(4)
    return d[0] not in '01' and verhoeff_ok(d)


def nric_letter(prefix, digits):
    s = sum(int(a) * b for a, b in zip(digits, [2, 7, 6, 5, 4, 3, 2]))
    if prefix in 'TG':
        s += 4
    return ('JZIHGFEDCBA' if prefix in 'ST' else 'XWUTRQPNMLK')[s % 11]


def make_nric(prefix):
    d = rs(DIG, 7)
    return prefix + d + nric_letter(prefix, d)


def nric_ok(v):
    m = re.fullmatch(r'([STFG])(\d{7})([A-Z])', v)
    return bool(m) and nric_letter(m.group(1), m.group(2)) == m.group(3)


def hkid_check(letters, digits):
    if len(letters) == 1:
        s = 36 * 9 + (ord(letters) - 55) * 8
    else:
        s = (ord(letters[0]) - 55) * 9 + (ord(letters[1]) - 55) * 8
    s += sum(int(d) * w for d, w in zip(digits, [7, 6, 5, 4, 3, 2]))
    c = (11 - s % 11) % 11
    return 'A' if c == 10 else str(c)


def make_hkid():
    L = R.choice('ACDEGHKPRVYZ')
    d = rs(DIG, 6)
    return '%s%s(%s)' % (L, d, hkid_check(L, d))


def hkid_ok(v):
    m = re.fullmatch(r'([A-Z]{1,2})(\d{6})\(([0-9A])\)', v)
    return bool(m) and hkid_check(m.group(1), m.group(2)) == m.group(3)


TW_CODES = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18,
                K=19, L=20, M=21, N=22, O=35, P=23, Q=24, R=25, S=26, T=27,
                U=28, V=29, W=32, X=30, Y=31, Z=33)


def tw_partial(v9):
    n = TW_CODES[v9[0]]
    return n // 10 + (n % 10) * 9 + sum(int(v9[i]) * (9 - i) for i in range(1, 9))


def make_twid(sex):
    L = R.choice('ABEFHR')
    v9 = L + ('1' if sex == 'M' else '2') + rs(DIG, 7)
    return v9 + str((10 - tw_partial(v9) % 10) % 10)


def twid_ok(v):
    if not re.fullmatch(r'[A-Z][12]\d{8}', v):
        return False
    return (tw_partial(v[:9]) + int(v[9])) % 10 == 0


KR_W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]


def kr_check(d12):
    return str((11 - sum(int(a) * b for a, b in zip(d12, KR_W)) % 11) % 10)


def make_krrrn(yymmdd, sexdigit):
    rest = rs(DIG, 5)
    return '%s-%s%s%s' % (yymmdd, sexdigit, rest, kr_check(yymmdd + sexdigit + rest))


def krrrn_ok(v):
    m = re.fullmatch(r'(\d{6})-?([1-4]\d{6})', v)
    if not m:
        return False
    d = m.group(1) + m.group(2)
    c = 1900 if d[6] in '12' else 2000
    if not valid_date(c + int(d[0:2]), int(d[2:4]), int(d[4:6])):
        return False
    return kr_check(d[:12]) == d[12]


def krrrn_birth(v):
    d = v.replace('-', '')
    c = 1900 if d[6] in '12' else 2000
    return valid_date(c + int(d[0:2]), int(d[2:4]), int(d[4:6]))


def cpf_digit(ds, start):
    s = sum(int(a) * w for a, w in zip(ds, range(start, 1, -1)))
    r = s % 11
    return '0' if r < 2 else str(11 - r)


def make_cpf():
    d = rs(DIG, 9)
    d += cpf_digit(d, 10)
    d += cpf_digit(d, 11)
    return '%s.%s.%s-%s' % (d[0:3], d[3:6], d[6:9], d[9:11])


def cpf_ok(v):
    m = re.fullmatch(r'(\d{3})\.?(\d{3})\.?(\d{3})-?(\d{2})', v)
    if not m:
        return False
    d = ''.join(m.groups())
    if len(set(d)) == 1:
        return False
    return cpf_digit(d[:9], 10) == d[9] and cpf_digit(d[:10], 11) == d[10]


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def make_pesel(ymd, sex):
    y, m, d = int(ymd[:4]), int(ymd[4:6]), int(ymd[6:8])
    mm = m + (20 if y >= 2000 else 0)
    s = '%02d%02d%02d%s%s' % (y % 100, mm, d, rs(DIG, 3), R.choice('13579' if sex == 'M' else '02468'))
    return s + str((10 - sum(int(a) * b for a, b in zip(s, PESEL_W)) % 10) % 10)


def pesel_birth(v):
    y, m, d = int(v[0:2]), int(v[2:4]), int(v[4:6])
    c = 1900
    if 20 < m <= 32:
        c, m = 2000, m - 20
    return valid_date(c + y, m, d)


def pesel_ok(v):
    if not re.fullmatch(r'\d{11}', v) or not pesel_birth(v):
        return False
    return (10 - sum(int(a) * b for a, b in zip(v[:10], PESEL_W)) % 10) % 10 == int(v[10])


def make_se_pnr(ymd, sex):
    s = ymd[2:] + rs(DIG, 2) + R.choice('13579' if sex == 'M' else '02468')
    return '%s-%s%s' % (s[:6], s[6:], luhn_digit(s))


def se_pnr_ok(v):
    m = re.fullmatch(r'(\d{6})([-+])(\d{4})', v)
    if not m:
        return False
    d = m.group(1) + m.group(3)
    if not (valid_date(1900 + int(d[:2]), int(d[2:4]), int(d[4:6])) or valid_date(2000 + int(d[:2]), int(d[2:4]), int(d[4:6]))):
        return False
    return luhn_sum(d) % 10 == 0


def se_birth(v):
    return valid_date(1900 + int(v[:2]), int(v[2:4]), int(v[4:6]))


FI_CHARS = '0123456789ABCDEFHJKLMNPRSTUVWXY'


def make_hetu(ymd, sex):
    y = int(ymd[:4])
    sign = '-' if y < 2000 else 'A'
    while True:
        n = R.randint(2, 899)
        if (n % 2 == 1) == (sex == 'M'):
            break
    core = ymd[6:8] + ymd[4:6] + ymd[2:4]
    return '%s%s%03d%s' % (core, sign, n, FI_CHARS[int(core + '%03d' % n) % 31])


def hetu_ok(v):
    m = re.fullmatch(r'(\d{6})([-+A])(\d{3})([0-9A-Y])', v)
    if not m:
        return False
    return FI_CHARS[int(m.group(1) + m.group(3)) % 31] == m.group(4) and hetu_birth(v) is not None


def hetu_birth(v):
    c = {'+': 1800, '-': 1900, 'A': 2000}[v[6]]
    return valid_date(c + int(v[4:6]), int(v[2:4]), int(v[0:2]))


def make_be_nn(ymd, sex):
    y = int(ymd[:4])
    while True:
        n = R.randint(1, 997)
        if (n % 2 == 1) == (sex == 'M'):
            break
    core = ymd[2:8] + '%03d' % n
    base = int(('2' if y >= 2000 else '') + core)
    c = 97 - base % 97
    return '%s.%s.%s-%03d.%02d' % (ymd[2:4], ymd[4:6], ymd[6:8], n, c)


def be_nn_ok(v):
    m = re.fullmatch(r'(\d{2})\.?(\d{2})\.?(\d{2})-?(\d{3})\.?(\d{2})', v)
    if not m:
        return False
    core = ''.join(m.groups()[:4])
    c = int(m.group(5))
    return 97 - int(core) % 97 == c or 97 - int('2' + core) % 97 == c


def be_birth(v):
    d = re.sub(r'\D', '', v)
    c = 1900 if 97 - int(d[:9]) % 97 == int(d[9:]) else 2000
    return valid_date(c + int(d[0:2]), int(d[2:4]), int(d[4:6]))


def make_nir(sex, yymm, dept, commune):
    core = ('1' if sex == 'M' else '2') + yymm + dept + commune + rs(DIG, 3)
    key = 97 - int(core) % 97
    return '%s %s %s %s %s %s %02d' % (core[0], core[1:3], core[3:5], core[5:7], core[7:10], core[10:13], key)


def nir_ok(v):
    d = v.replace(' ', '')
    if not re.fullmatch(r'[12]\d{14}', d):
        return False
    return 97 - int(d[:13]) % 97 == int(d[13:])


NINO_BAD = {'BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'}


def make_nino(spaced=True):
    while True:
        p = R.choice('ABCEGHJKLMNOPRSTWXYZ') + R.choice('ABCEGHJKLMNPRSTWXYZ')
        if p not in NINO_BAD:
            break
    d = rs(DIG, 6)
    s = R.choice('ABCD')
    return '%s %s %s %s %s' % (p, d[0:2], d[2:4], d[4:6], s) if spaced else p + d + s


def nino_ok(v):
    m = re.fullmatch(r'([A-CEGHJ-PR-TW-Z])([A-CEGHJ-NPR-TW-Z]) ?(\d{2}) ?(\d{2}) ?(\d{2}) ?([A-D])', v)
    return bool(m) and (m.group(1) + m.group(2)) not in NINO_BAD


PPS_L = 'WABCDEFGHIJKLMNOPQRSTUV'


def make_ppsn():
    d = rs(DIG, 7)
    return d + PPS_L[sum(int(a) * (8 - i) for i, a in enumerate(d)) % 23]


def ppsn_ok(v):
    m = re.fullmatch(r'(\d{7})([A-W])([AHW]?)', v)
    if not m:
        return False
    s = sum(int(a) * (8 - i) for i, a in enumerate(m.group(1)))
    if m.group(3):
        s += 9 * (0 if m.group(3) == 'W' else ord(m.group(3)) - 64)
    return PPS_L[s % 23] == m.group(2)


TFN_W = [1, 4, 3, 7, 5, 8, 6, 9, 10]


def make_tfn():
    while True:
        body = rs(DIG, 8)
        for c in DIG:
            d = body + c
            if sum(int(a) * b for a, b in zip(d, TFN_W)) % 11 == 0:
                return grp(d, (3, 3, 3))


def tfn_ok(v):
    d = v.replace(' ', '')
    return bool(re.fullmatch(r'\d{9}', d)) and sum(int(a) * b for a, b in zip(d, TFN_W)) % 11 == 0


def mynumber_digit(d11):
    s = 0
    for n in range(1, 12):
        p = int(d11[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return '0' if r <= 1 else str(11 - r)


def make_mynumber():
    d = rs(DIG, 11)
    return grp(d + mynumber_digit(d), (4, 4, 4))


def mynumber_ok(v):
    d = v.replace(' ', '').replace('-', '')
    return bool(re.fullmatch(r'\d{12}', d)) and mynumber_digit(d[:11]) == d[11]


def make_fnr(ymd, sex):
    while True:
        ind = '%02d%s' % (R.randint(0, 49), R.choice('13579' if sex == 'M' else '02468'))
        d = ymd[6:8] + ymd[4:6] + ymd[2:4] + ind
        k1 = 11 - sum(int(a) * b for a, b in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        d += str(k1)
        k2 = 11 - sum(int(a) * b for a, b in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return d + str(k2)


def fnr_ok(v):
    if not re.fullmatch(r'\d{11}', v):
        return False
    k1 = 11 - sum(int(a) * b for a, b in zip(v, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
    k2 = 11 - sum(int(a) * b for a, b in zip(v, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
    k1, k2 = (0 if k1 == 11 else k1), (0 if k2 == 11 else k2)
    return k1 == int(v[9]) and k2 == int(v[10]) and fnr_birth(v) is not None


def fnr_birth(v):
    return valid_date(1900 + int(v[4:6]), int(v[2:4]), int(v[0:2]))


NATIONAL_ID_CHECKS = {
    'es': es_ok, 'ca_sin': ca_sin_ok, 'nl_bsn': bsn_ok, 'in_aadhaar': aadhaar_ok,
    'sg_nric': nric_ok, 'hk_id': hkid_ok, 'tw_id': twid_ok, 'kr_rrn': krrrn_ok,
    'br_cpf': cpf_ok, 'pl_pesel': pesel_ok, 'se_pnr': se_pnr_ok, 'fi_hetu': hetu_ok,
    'be_nn': be_nn_ok, 'fr_nir': nir_ok, 'uk_nino': nino_ok, 'ie_ppsn': ppsn_ok,
    'au_tfn': tfn_ok, 'jp_mynumber': mynumber_ok, 'no_fnr': fnr_ok,
}
NATIONAL_ID_BIRTH = {'kr_rrn': krrrn_birth, 'pl_pesel': pesel_birth, 'fi_hetu': hetu_birth,
                     'be_nn': be_birth, 'no_fnr': fnr_birth, 'se_pnr': se_birth}
NO_CHECKSUM = {'uk_nino'}     # shape-only formats

# ---------------------------------------------------------------- passports

PASSPORT_SHAPES = {
    'cn': r'E\d{8}|E[A-HJ-NP-Z]\d{7}|G\d{8}',
    'us': r'[1-9]\d{8}|[A-Z]\d{8}',
    'uk': r'[1-9]\d{8}',
    'ie': r'[A-Z]{2}\d{7}',
    'de': r'[CFGHJK][0-9CFGHJKLMNPRTVWXYZ]{8}',
    'fr': r'\d{2}[A-Z]{2}\d{5}',
    'au': r'[A-Z]{1,2}\d{7}',
    'ca': r'[A-Z]{2}\d{6}',
    'in': r'[A-PR-WY][1-9]\d{6}',
    'jp': r'[A-Z]{2}\d{7}',
    'hk': r'[HK]\d{8}',
    'tw': r'3\d{8}',
    'kr': r'M\d{3}[A-Z]\d{4}|M\d{8}',
    'sg': r'[EK]\d{7}[A-Z]',
    'nz': r'[A-Z]{2}\d{6}',
    'it': r'[A-Z]{2}\d{7}',
    'es': r'[A-Z]{3}\d{6}',
    'nl': r'[A-NP-Z]{2}[A-NP-Z0-9]{6}\d',
    'br': r'[A-Z]{2}\d{6}',
    'mx': r'[A-Z]\d{8}',
}


def passport_ok(v, sub=None):
    subs = [sub] if sub else PASSPORT_SHAPES
    return any(re.fullmatch(PASSPORT_SHAPES[s], v) for s in subs)


def make_passport(cc):
    if cc == 'cn':
        return 'E' + rs(DIG, 8) if R.random() < 0.5 else 'E' + R.choice('ABCDEFGHJKLMN') + rs(DIG, 7)
    if cc == 'us':
        return str(R.randint(5, 6)) + rs(DIG, 8) if R.random() < 0.6 else 'A' + rs(DIG, 8)
    if cc == 'uk':
        return str(R.randint(1, 5)) + rs(DIG, 8)
    if cc in ('ie', 'it', 'jp'):
        first = {'ie': 'P', 'it': 'Y', 'jp': 'T'}[cc]
        return first + R.choice(UP) + rs(DIG, 7)
    if cc == 'de':
        return 'C' + rs('0123456789CFGHJKLMNPRTVWXYZ', 8)
    if cc == 'fr':
        return rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5)
    if cc == 'au':
        return 'P' + R.choice('ABCDEFGH') + rs(DIG, 7)
    if cc in ('ca', 'nz', 'br'):
        return rs(UP, 2) + rs(DIG, 6)
    if cc == 'in':
        return R.choice('JKLMNPRSTUVZ'.replace('Z', 'W')) + str(R.randint(1, 9)) + rs(DIG, 6)
    if cc == 'hk':
        return R.choice('HK') + rs(DIG, 8)
    if cc == 'tw':
        return '3' + rs(DIG, 8)
    if cc == 'kr':
        return 'M' + rs(DIG, 3) + R.choice(UP) + rs(DIG, 4)
    if cc == 'sg':
        return 'K' + rs(DIG, 7) + R.choice(UP)
    if cc == 'es':
        return 'PA' + R.choice('ABCDEF') + rs(DIG, 6)
    if cc == 'nl':
        return rs('ABCDEFGHIJKLMNPQRSTUVWXYZ', 2) + rs('ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789', 6) + R.choice(DIG)
    if cc == 'mx':
        return 'G' + rs(DIG, 8)
    raise KeyError(cc)

# ------------------------------------------------------------ vendor shapes

def b62(n, width):
    s = ''
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s.rjust(width, '0')


def make_ghp(prefix='ghp_'):
    body = rs(ALNUM, 30)
    return prefix + body + b62(zlib.crc32(body.encode()), 6)


def gh_ok(v):
    m = re.fullmatch(r'gh[pousr]_([A-Za-z0-9]{30})([A-Za-z0-9]{6})', v)
    return bool(m) and b62(zlib.crc32(m.group(1).encode()), 6) == m.group(2)


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b'=').decode()


def b64u_dec(s):
    return base64.urlsafe_b64decode(s + '=' * (-len(s) % 4))


def make_jwt(payload):
    h = b64u(json.dumps({'alg': 'HS256', 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    return '%s.%s.%s' % (h, p, b64u(bytes(R.getrandbits(8) for _ in range(32))))


def jwt_ok(v):
    parts = v.split('.')
    if len(parts) != 3 or not all(re.fullmatch(r'[A-Za-z0-9_-]+', p) for p in parts):
        return False
    try:
        h = json.loads(b64u_dec(parts[0]))
        json.loads(b64u_dec(parts[1]))
    except Exception:
        return False
    return 'alg' in h and len(parts[2]) == 43


def ruuid():
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


UUID_RE = r'[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}'


def make_pem(kind):
    if kind == 'rsa':
        hdr, prefix, n, width = 'RSA PRIVATE KEY', bytes.fromhex('308204a40201000282010100'), 600, 64
    elif kind == 'ec':
        hdr, prefix, n, width = 'EC PRIVATE KEY', bytes.fromhex('30770201010420'), 114, 64
    else:
        hdr, prefix, n, width = ('OPENSSH PRIVATE KEY',
                                 b'openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x003\x00\x00\x00\x0bssh-ed25519',
                                 230, 70)
    body = base64.b64encode(prefix + bytes(R.getrandbits(8) for _ in range(n))).decode()
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    return '-----BEGIN %s-----\n%s\n-----END %s-----' % (hdr, '\n'.join(lines), hdr)


def pem_ok(v):
    m = re.fullmatch(r'-----BEGIN ((?:RSA |EC |OPENSSH )?PRIVATE KEY)-----\n([A-Za-z0-9+/=\n]+)\n-----END \1-----', v)
    if not m:
        return False
    try:
        base64.b64decode(m.group(2).replace('\n', ''), validate=True)
    except Exception:
        return False
    return True


APIKEY_SHAPES = {
    'stripe_sk': r'sk_live_[A-Za-z0-9]{24}',
    'stripe_rk': r'rk_live_[A-Za-z0-9]{24}',
    'github_fine': r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}',
    'slack_bot': r'xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}',
    'slack_user': r'xoxp-\d{10,13}-\d{10,13}-\d{10,13}-[a-f0-9]{32}',
    'telegram': r'\d{8,10}:AA[A-Za-z0-9_-]{33}',
    'openai': r'sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}|sk-proj-[A-Za-z0-9_-]{56}',
    'google': r'AIza[A-Za-z0-9_-]{35}',
    'sendgrid': r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}',
    'mailgun': r'key-[a-f0-9]{32}',
    'aws_id': r'(?:AKIA|ASIA)[A-Z2-7]{16}',
    'gitlab': r'glpat-[A-Za-z0-9_-]{20}',
    'anthropic': r'sk-ant-api03-[A-Za-z0-9_-]{93}AA',
    'huggingface': r'hf_[A-Za-z]{34}',
    'npm': r'npm_[A-Za-z0-9]{36}',
    'shopify': r'shpat_[a-f0-9]{32}',
    'aliyun_id': r'LTAI[A-Za-z0-9]{20}',
    'tencent_id': r'AKID[A-Za-z0-9]{32}',
    'sk_hex': r'sk-[a-f0-9]{32}',
    'zhipu': r'[a-f0-9]{32}\.[A-Za-z0-9]{16}',
    'mailchimp': r'[a-f0-9]{32}-us\d{1,2}',
    'airtable': r'pat[A-Za-z0-9]{14}\.[a-f0-9]{64}',
    'linear': r'lin_api_[A-Za-z0-9]{40}',
    'notion': r'ntn_[A-Za-z0-9]{46}',
    'square': r'EAAA[A-Za-z0-9_-]{60}',
}

SECRET_SHAPES = {
    'aws_secret': r'[A-Za-z0-9/+]{40}',
    'whsec': r'whsec_[A-Za-z0-9]{32}',
    'slack_webhook': r'https://hooks\.slack\.com/services/T[A-Z0-9]{10}/B[A-Z0-9]{10}/[A-Za-z0-9]{24}',
    'discord_webhook': r'https://discord\.com/api/webhooks/\d{18,19}/[A-Za-z0-9_-]{68}',
    'dingtalk_webhook': r'https://oapi\.dingtalk\.com/robot/send\?access_token=[a-f0-9]{64}',
    'dingtalk_sign': r'SEC[a-f0-9]{64}',
    'wecom_webhook': r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=' + UUID_RE,
    'feishu_webhook': r'https://open\.feishu\.cn/open-apis/bot/v2/hook/' + UUID_RE,
    'totp': r'[A-Z2-7]{16}|[A-Z2-7]{32}|(?:[a-z2-7]{4} ){7}[a-z2-7]{4}',
    'recovery': r'[0-9a-f]{5}-[0-9a-f]{5}|\d{4} \d{4}',
    'cookie_django': r'[a-z0-9]{32}',
    'cookie_express': r's%3A[A-Za-z0-9_-]{32}\.[A-Za-z0-9]{43}',
    'cookie_php': r'[a-z0-9]{26}',
    'aliyun_secret': r'[A-Za-z0-9]{30}',
    'alnum32': r'[A-Za-z0-9]{32}',
    'hex32': r'[a-f0-9]{32}',
    'hex64': r'[a-f0-9]{64}',
    'django_key': r'[a-z0-9!@#%^&*(\-_=+)]{50}',
    'google_client_secret': r'GOCSPX-[A-Za-z0-9_-]{28}',
    'google_refresh': r'1//0[A-Za-z0-9_-]{99}',
}

DECOY_SHAPES = {
    'publishable_key': r'pk_live_[A-Za-z0-9]{24}',
    'example_key': r'AKIAIOSFODNN7EXAMPLE|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    'wechat_appid': r'wx[a-f0-9]{16}',
    'oauth_client_id': r'\d{12}-[a-z0-9]{32}\.apps\.googleusercontent\.com',
    'twilio_sid': r'AC[a-f0-9]{32}',
    'stripe_account': r'acct_[A-Za-z0-9]{16}',
    'alipay_appid': r'2021\d{12}',
    'test_card': r'4242 4242 4242 4242|4000 0566 5566 5556',
    'uuid': UUID_RE,
    'sha40': r'[a-f0-9]{40}',
}


def shape_ok(table, v, sub=None):
    subs = [sub] if sub else list(table)
    for s in subs:
        if re.fullmatch(table[s], v):
            return s
    return None


def apikey_ok(v, sub=None):
    if 'EXAMPLE' in v:
        return False
    if (sub in (None, 'github')) and gh_ok(v):
        return True
    if sub in (None, 'jwt') and jwt_ok(v):
        return True
    if sub in ('github', 'jwt'):
        return False
    return shape_ok(APIKEY_SHAPES, v, sub) is not None


def secret_ok(v, sub=None):
    if 'EXAMPLE' in v:
        return False
    if sub in (None, 'pem') and pem_ok(v):
        return True
    if sub == 'pem':
        return False
    return shape_ok(SECRET_SHAPES, v, sub) is not None

# ------------------------------------------------------------- the values

# cards (Luhn)
put('card_v2', 'CARD', 'visa', make_card('4', 16))
put('card_v3', 'CARD', 'visa', make_card('4', 16, (4, 4, 4, 4), '-'))
put('card_v4', 'CARD', 'visa', make_card('4', 16, (4, 4, 4, 4)))
put('card_v5', 'CARD', 'visa', make_card('4', 16))
put('card_v6', 'CARD', 'visa', make_card('4', 16, (4, 4, 4, 4)))
put('card_m1', 'CARD', 'mastercard', make_card(R.choice(['51', '52', '53', '54', '55']), 16, (4, 4, 4, 4)))
put('card_m3', 'CARD', 'mastercard', make_card(R.choice(['51', '52', '53', '54', '55']), 16, (4, 4, 4, 4), '-'))
put('card_m4', 'CARD', 'mastercard', make_card(R.choice(['51', '52', '53', '54', '55']), 16, (4, 4, 4, 4)))
put('card_a1', 'CARD', 'amex', make_card(R.choice(['34', '37']), 15, (4, 6, 5)))
put('card_u1', 'CARD', 'unionpay', make_card('6222', 16, (4, 4, 4, 4)))
put('card_u2', 'CARD', 'unionpay', make_card('6217', 19))
put('card_u3', 'CARD', 'unionpay', make_card('6228', 16))
put('card_u4', 'CARD', 'unionpay', make_card('6214', 19, (4, 4, 4, 4, 3)))
put('card_u5', 'CARD', 'unionpay', make_card('6225', 16, (4, 4, 4, 4)))
put('card_j1', 'CARD', 'jcb', make_card('35' + str(R.randint(28, 89)), 16, (4, 4, 4, 4)))
put('card_d1', 'CARD', 'discover', make_card('6011', 16, (4, 4, 4, 4)))

# IBAN (mod 97, plus the national check digits where the country has them)
put('iban_gb1', 'IBAN', 'gb', make_iban('GB', 'NWBK60' + rs(DIG, 4) + rs(DIG, 8)))
put('iban_gb2', 'IBAN', 'gb', make_iban('GB', 'BARC20' + rs(DIG, 4) + rs(DIG, 8), False))
put('iban_gb3', 'IBAN', 'gb', make_iban('GB', 'LOYD30' + rs(DIG, 4) + rs(DIG, 8)))
put('iban_de1', 'IBAN', 'de', make_iban('DE', '10070000' + rs(DIG, 10)))
put('iban_fr1', 'IBAN', 'fr', make_iban('FR', make_fr_bban()))
put('iban_nl1', 'IBAN', 'nl', make_iban('NL', 'INGB0' + rs(DIG, 9)))
put('iban_nl2', 'IBAN', 'nl', make_iban('NL', 'RABO0' + rs(DIG, 9), False))
put('iban_ie1', 'IBAN', 'ie', make_iban('IE', 'AIBK93' + rs(DIG, 4) + rs(DIG, 8)))
put('iban_pt1', 'IBAN', 'pt', make_iban('PT', make_pt_bban()))
put('iban_be1', 'IBAN', 'be', make_iban('BE', make_be_bban()))
put('iban_ch1', 'IBAN', 'ch', make_iban('CH', '00762' + rs(DIG, 12)))
put('iban_at1', 'IBAN', 'at', make_iban('AT', '20111' + rs(DIG, 11), False))
put('iban_no1', 'IBAN', 'no', make_iban('NO', make_no_bban()))
put('iban_dk1', 'IBAN', 'dk', make_iban('DK', '3000' + rs(DIG, 10)))
put('iban_se1', 'IBAN', 'se', make_iban('SE', '500' + rs(DIG, 17)))
put('iban_gr1', 'IBAN', 'gr', make_iban('GR', '0110125' + rs(DIG, 16)))

# US social security numbers (shape rules only, no check digit)
put('ssn1', 'SSN', 'us', make_ssn())
put('ssn2', 'SSN', 'us', make_ssn())
put('ssn3', 'SSN', 'us', make_ssn())
put('ssn4', 'SSN', 'us', make_ssn())
put('ssn5', 'SSN', 'us', make_ssn())
put('ssn6', 'SSN', 'us', make_ssn(' '))
put('ssn7', 'SSN', 'us', make_ssn(''))
put('ssn8', 'SSN', 'us', make_ssn())

# Chinese resident ID cards: region, birth date, sex (birth dates are the
# ones written next to them in the texts)
put('idcn_1', 'IDCARD', 'cn', make_idcn('110105', '19870314', 'F'))
put('idcn_2', 'IDCARD', 'cn', make_idcn('310104', '19920708', 'M'))
put('idcn_3', 'IDCARD', 'cn', make_idcn('440305', '19791125', 'M'))
put('idcn_4', 'IDCARD', 'cn', make_idcn('510107', '19950203', 'F'))
put('idcn_5', 'IDCARD', 'cn', make_idcn('330106', '19880919', 'F'))
put('idcn_6', 'IDCARD', 'cn', make_idcn('420106', '19650430', 'M'))
put('idcn_7', 'IDCARD', 'cn', make_idcn('320102', '20010612', 'F'))
put('idcn_8', 'IDCARD', 'cn', make_idcn('500103', '19830827', 'M'))
put('idcn_9', 'IDCARD', 'cn', make_idcn('610113', '19900115', 'F'))
put('idcn_10', 'IDCARD', 'cn', make_idcn('350203', '19741009', 'M'))
put('idcn_11', 'IDCARD', 'cn', make_idcn('530102', '19970521', 'F'))
put('idcn_12', 'IDCARD', 'cn', make_idcn('460202', '19860302', 'M'))
put('idcn_13', 'IDCARD', 'cn', make_idcn('210202', '19581117', 'F'))
put('idcn_14', 'IDCARD', 'cn', make_idcn('370202', '19930830', 'M'))
put('idcn_15', 'IDCARD', 'cn', make_idcn('450305', '19811204', 'F'))
put('idcn_16', 'IDCARD', 'cn', make_idcn('230103', '19690606', 'M'))
put('idcn_17', 'IDCARD', 'cn', make_idcn('120101', '19990228', 'F'))
put('idcn_19', 'IDCARD', 'cn', make_idcn('520102', '20030119', 'M'))
put('idcn_20', 'IDCARD', 'cn', make_idcn('130102', '19770925', 'F'))
put('idcn_21', 'IDCARD', 'cn', make_idcn('360102', '19911111', 'M'))
put('idcn_22', 'IDCARD', 'cn', make_idcn('650102', '19890404', 'F'))
put('idcn_23', 'IDCARD', 'cn', make_idcn('340104', '19720816', 'M'))
put('idcn_25', 'IDCARD', 'cn', make_idcn('440106', '19961031', 'F'))
put('idcn_26', 'IDCARD', 'cn', make_idcn('310115', '19681222', 'M'))

# other countries' personal ID numbers
put('nid_es1', 'NATIONAL_ID', 'es', make_es_dni())
put('nid_es2', 'NATIONAL_ID', 'es', make_es_nie())
put('nid_ca1', 'NATIONAL_ID', 'ca_sin', make_ca_sin(' '))
put('nid_ca2', 'NATIONAL_ID', 'ca_sin', make_ca_sin('-'))
put('nid_nl1', 'NATIONAL_ID', 'nl_bsn', make_bsn())
put('nid_in1', 'NATIONAL_ID', 'in_aadhaar', make_aadhaar(' '))
put('nid_in2', 'NATIONAL_ID', 'in_aadhaar', make_aadhaar(''))
put('nid_sg1', 'NATIONAL_ID', 'sg_nric', make_nric('S'))
put('nid_sg2', 'NATIONAL_ID', 'sg_nric', make_nric('T'))
put('nid_hk1', 'NATIONAL_ID', 'hk_id', make_hkid())
put('nid_hk2', 'NATIONAL_ID', 'hk_id', make_hkid())
put('nid_tw1', 'NATIONAL_ID', 'tw_id', make_twid('F'))
put('nid_tw2', 'NATIONAL_ID', 'tw_id', make_twid('M'))
put('nid_kr1', 'NATIONAL_ID', 'kr_rrn', make_krrrn('850212', '2'))
put('nid_br1', 'NATIONAL_ID', 'br_cpf', make_cpf())
put('nid_pl1', 'NATIONAL_ID', 'pl_pesel', make_pesel('19900517', 'M'))
put('nid_se1', 'NATIONAL_ID', 'se_pnr', make_se_pnr('19820921', 'F'))
put('nid_fi1', 'NATIONAL_ID', 'fi_hetu', make_hetu('19781103', 'F'))
put('nid_be1', 'NATIONAL_ID', 'be_nn', make_be_nn('19760130', 'M'))
put('nid_fr1', 'NATIONAL_ID', 'fr_nir', make_nir('M', '8412', '69', '383'))
put('nid_uk1', 'NATIONAL_ID', 'uk_nino', make_nino(True))
put('nid_uk2', 'NATIONAL_ID', 'uk_nino', make_nino(False))
put('nid_ie1', 'NATIONAL_ID', 'ie_ppsn', make_ppsn())
put('nid_au1', 'NATIONAL_ID', 'au_tfn', make_tfn())
put('nid_jp1', 'NATIONAL_ID', 'jp_mynumber', make_mynumber())
put('nid_no1', 'NATIONAL_ID', 'no_fnr', make_fnr('19710608', 'F'))

# passports (shape per issuing country; no check digit outside the MRZ)
for _name, _cc in [('pp_cn1', 'cn'), ('pp_cn2', 'cn'), ('pp_cn3', 'cn'), ('pp_cn4', 'cn'),
                   ('pp_cn5', 'cn'), ('pp_cn6', 'cn'), ('pp_cn7', 'cn'), ('pp_cn8', 'cn'),
                   ('pp_cn9', 'cn'), ('pp_cn10', 'cn'), ('pp_us1', 'us'), ('pp_us2', 'us'),
                   ('pp_us3', 'us'), ('pp_uk3', 'uk'), ('pp_uk4', 'uk'), ('pp_ie1', 'ie'),
                   ('pp_ie2', 'ie'), ('pp_de1', 'de'), ('pp_de2', 'de'), ('pp_au1', 'au'),
                   ('pp_in1', 'in'), ('pp_in2', 'in'), ('pp_jp1', 'jp'), ('pp_jp2', 'jp'),
                   ('pp_hk1', 'hk'), ('pp_tw1', 'tw'), ('pp_kr1', 'kr'), ('pp_sg1', 'sg'),
                   ('pp_nz1', 'nz'), ('pp_nl1', 'nl'), ('pp_br1', 'br')]:
    put(_name, 'PASSPORT', _cc, make_passport(_cc))

# API keys / access tokens
put('ak_stripe1', 'APIKEY', 'stripe_sk', 'sk_live_' + rs(ALNUM, 24))
put('ak_stripe2', 'APIKEY', 'stripe_rk', 'rk_live_' + rs(ALNUM, 24))
put('ak_gh1', 'APIKEY', 'github', make_ghp())
put('ak_ghfg1', 'APIKEY', 'github_fine', 'github_pat_' + rs(ALNUM, 22) + '_' + rs(ALNUM, 59))
put('ak_slack1', 'APIKEY', 'slack_bot', 'xoxb-%d-%d-%s' % (R.randint(10 ** 10, 10 ** 11), R.randint(10 ** 11, 10 ** 12), rs(ALNUM, 24)))
put('ak_slack2', 'APIKEY', 'slack_user', 'xoxp-%d-%d-%d-%s' % (R.randint(10 ** 10, 10 ** 11), R.randint(10 ** 10, 10 ** 11), R.randint(10 ** 11, 10 ** 12), rs(HEX, 32)))
put('ak_tg1', 'APIKEY', 'telegram', '%d:AA%s' % (R.randint(5 * 10 ** 9, 7 * 10 ** 9), rs(URLSAFE, 32) + R.choice(ALNUM)))
put('ak_tg2', 'APIKEY', 'telegram', '%d:AA%s' % (R.randint(6 * 10 ** 9, 7 * 10 ** 9), rs(URLSAFE, 32) + R.choice(ALNUM)))
put('ak_openai1', 'APIKEY', 'openai', 'sk-' + rs(ALNUM, 20) + 'T3BlbkFJ' + rs(ALNUM, 20))
put('ak_openai2', 'APIKEY', 'openai', 'sk-proj-' + rs(URLSAFE, 55) + R.choice(ALNUM))
put('ak_google1', 'APIKEY', 'google', 'AIza' + rs(URLSAFE, 34) + R.choice(ALNUM))
put('ak_sendgrid1', 'APIKEY', 'sendgrid', 'SG.' + rs(URLSAFE, 21) + R.choice(ALNUM) + '.' + rs(URLSAFE, 42) + R.choice(ALNUM))
put('ak_mailgun1', 'APIKEY', 'mailgun', 'key-' + rs(HEX, 32))
put('ak_aws1', 'APIKEY', 'aws_id', 'AKIA' + rs(B32, 16))
put('ak_aws3', 'APIKEY', 'aws_id', 'ASIA' + rs(B32, 16))
put('ak_jwt1', 'APIKEY', 'jwt', make_jwt({'sub': 'usr_48213', 'role': 'ops', 'iat': 1717405200, 'exp': 1717491600}))
put('ak_jwt2', 'APIKEY', 'jwt', make_jwt({'iss': 'wayfarer-assist', 'sub': 'agent-2231', 'scope': 'prm:write', 'iat': 1719820800}))
put('ak_jwt3', 'APIKEY', 'jwt', make_jwt({'uid': '88123', 'app': 'campervan-portal', 'iat': 1722470400, 'exp': 1725148800}))
put('ak_gitlab1', 'APIKEY', 'gitlab', 'glpat-' + rs(URLSAFE, 19) + R.choice(ALNUM))
put('ak_anthropic1', 'APIKEY', 'anthropic', 'sk-ant-api03-' + rs(URLSAFE, 93) + 'AA')
put('ak_hf1', 'APIKEY', 'huggingface', 'hf_' + rs(UP + LO, 34))
put('ak_npm1', 'APIKEY', 'npm', 'npm_' + rs(ALNUM, 36))
put('ak_shopify1', 'APIKEY', 'shopify', 'shpat_' + rs(HEX, 32))
put('ak_ali1', 'APIKEY', 'aliyun_id', 'LTAI5t' + rs(ALNUM, 18))
put('ak_ali2', 'APIKEY', 'aliyun_id', 'LTAI5t' + rs(ALNUM, 18))
put('ak_tencent1', 'APIKEY', 'tencent_id', 'AKID' + rs(ALNUM, 32))
put('ak_deepseek1', 'APIKEY', 'sk_hex', 'sk-' + rs(HEX, 32))
put('ak_qwen1', 'APIKEY', 'sk_hex', 'sk-' + rs(HEX, 32))
put('ak_zhipu1', 'APIKEY', 'zhipu', rs(HEX, 32) + '.' + rs(ALNUM, 16))
put('ak_mailchimp1', 'APIKEY', 'mailchimp', rs(HEX, 32) + '-us21')
put('ak_airtable1', 'APIKEY', 'airtable', 'pat' + rs(ALNUM, 14) + '.' + rs(HEX, 64))
put('ak_linear1', 'APIKEY', 'linear', 'lin_api_' + rs(ALNUM, 40))
put('ak_notion1', 'APIKEY', 'notion', 'ntn_' + rs(ALNUM, 46))
put('ak_square1', 'APIKEY', 'square', 'EAAA' + rs(URLSAFE, 59) + R.choice(ALNUM))

# secrets
put('sec_aws1', 'SECRET', 'aws_secret', rs(ALNUM + '/+', 39) + R.choice(ALNUM))
put('sec_aws2', 'SECRET', 'aws_secret', rs(ALNUM + '/+', 39) + R.choice(ALNUM))
put('sec_whsec1', 'SECRET', 'whsec', 'whsec_' + rs(ALNUM, 32))
put('sec_whsec2', 'SECRET', 'whsec', 'whsec_' + rs(ALNUM, 32))
put('sec_slackhook1', 'SECRET', 'slack_webhook', 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(UP + DIG, 10), rs(UP + DIG, 10), rs(ALNUM, 24)))
put('sec_slackhook2', 'SECRET', 'slack_webhook', 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(UP + DIG, 10), rs(UP + DIG, 10), rs(ALNUM, 24)))
put('sec_discord1', 'SECRET', 'discord_webhook', 'https://discord.com/api/webhooks/%d/%s' % (R.randint(10 ** 18, 2 * 10 ** 18), rs(URLSAFE, 67) + R.choice(ALNUM)))
put('sec_ding1', 'SECRET', 'dingtalk_webhook', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64))
put('sec_dingsign1', 'SECRET', 'dingtalk_sign', 'SEC' + rs(HEX, 64))
put('sec_wecom1', 'SECRET', 'wecom_webhook', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + ruuid())
put('sec_feishu1', 'SECRET', 'feishu_webhook', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + ruuid())
put('sec_totp1', 'SECRET', 'totp', rs(B32, 32))
put('sec_totp2', 'SECRET', 'totp', ' '.join(rs(LO + '234567', 4) for _ in range(8)))
put('sec_totp3', 'SECRET', 'totp', rs(B32, 16))
for _i in range(1, 5):
    put('sec_rc%d' % _i, 'SECRET', 'recovery', rs(HEX, 5) + '-' + rs(HEX, 5))
for _i in range(7, 11):
    put('sec_rc%d' % _i, 'SECRET', 'recovery', rs(DIG, 4) + ' ' + rs(DIG, 4))
put('sec_pem_ssh1', 'SECRET', 'pem', make_pem('ssh'))
put('sec_pem_ec1', 'SECRET', 'pem', make_pem('ec'))
put('sec_cookie_dj1', 'SECRET', 'cookie_django', rs(LO + DIG, 32))
put('sec_cookie_ex1', 'SECRET', 'cookie_express', 's%3A' + rs(URLSAFE, 31) + R.choice(ALNUM) + '.' + rs(ALNUM, 43))
put('sec_cookie_php1', 'SECRET', 'cookie_php', rs(LO + DIG, 26))
put('sec_ali1', 'SECRET', 'aliyun_secret', rs(ALNUM, 30))
put('sec_ali2', 'SECRET', 'aliyun_secret', rs(ALNUM, 30))
put('sec_tencent1', 'SECRET', 'alnum32', rs(ALNUM, 32))
put('sec_wx1', 'SECRET', 'hex32', rs(HEX, 32))
put('sec_twilio1', 'SECRET', 'hex32', rs(HEX, 32))
put('sec_django1', 'SECRET', 'django_key', R.choice(LO) + rs(LO + DIG + '!@#%^&*(-_=+)', 48) + R.choice(LO + DIG))
put('sec_hmac1', 'SECRET', 'hex64', rs(HEX, 64))
put('sec_hmac2', 'SECRET', 'hex64', rs(HEX, 64))
put('sec_gcs1', 'SECRET', 'google_client_secret', 'GOCSPX-' + rs(URLSAFE, 27) + R.choice(ALNUM))
put('sec_refresh1', 'SECRET', 'google_refresh', '1//0' + R.choice(LO) + rs(URLSAFE, 97) + R.choice(ALNUM))

# decoys that need a vendor shape (they are NOT personal or secret)
put('dk_pk_stripe1', 'DECOY', 'publishable_key', 'pk_live_' + rs(ALNUM, 24))
put('dk_pk_stripe2', 'DECOY', 'publishable_key', 'pk_live_' + rs(ALNUM, 24))
put('dk_aws_example', 'DECOY', 'example_key', 'AKIAIOSFODNN7EXAMPLE')
put('dk_aws_secret_example', 'DECOY', 'example_key', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY')
put('dk_wx_appid1', 'DECOY', 'wechat_appid', 'wx' + rs(HEX, 16))
put('dk_gclient1', 'DECOY', 'oauth_client_id', '%d-%s.apps.googleusercontent.com' % (R.randint(10 ** 11, 10 ** 12 - 1), rs(LO + DIG, 32)))
put('dk_twilio_sid1', 'DECOY', 'twilio_sid', 'AC' + rs(HEX, 32))
put('dk_acct1', 'DECOY', 'stripe_account', 'acct_' + rs(ALNUM, 16))
while True:
    _a = '2021' + rs(DIG, 12)
    if luhn_sum(_a) % 10:
        break
put('dk_alipay_appid1', 'DECOY', 'alipay_appid', _a)
put('dk_test_card1', 'DECOY', 'test_card', '4242 4242 4242 4242')
put('dk_uuid1', 'DECOY', 'uuid', ruuid())
put('dk_uuid2', 'DECOY', 'uuid', ruuid())
put('dk_uuid3', 'DECOY', 'uuid', ruuid())
put('dk_uuid4', 'DECOY', 'uuid', ruuid())
put('dk_sha1', 'DECOY', 'sha40', rs(HEX, 40))

# values added while writing the texts (appended so earlier values stay stable)
put('iban_it1', 'IBAN', 'it', make_iban('IT', make_it_bban()))
_fi = '1' + rs(DIG, 12)
put('iban_fi1', 'IBAN', 'fi', make_iban('FI', _fi + luhn_digit(_fi)))
put('iban_es2', 'IBAN', 'es', make_iban('ES', make_es_bban()))
put('pp_cn11', 'PASSPORT', 'cn', make_passport('cn'))
put('pp_cn12', 'PASSPORT', 'cn', make_passport('cn'))
put('pp_cn13', 'PASSPORT', 'cn', make_passport('cn'))

# ---------------------------------------------------------------- checking

def validate(typ, sub, v):
    if typ == 'CARD':
        return card_ok(v)
    if typ == 'IBAN':
        return iban_ok(v)
    if typ == 'SSN':
        return ssn_ok(v)
    if typ == 'IDCARD':
        return idcn_ok(v)
    if typ == 'NATIONAL_ID':
        return NATIONAL_ID_CHECKS[sub](v)
    if typ == 'PASSPORT':
        return passport_ok(v, sub)
    if typ == 'APIKEY':
        return apikey_ok(v, sub)
    if typ == 'SECRET':
        return secret_ok(v, sub)
    if typ == 'DECOY':
        if sub == 'test_card':
            return card_ok(v)
        return re.fullmatch(DECOY_SHAPES[sub], v) is not None
    raise KeyError(typ)


def check_any(typ, v):
    """Validate a span value of a type without knowing its subtype."""
    if typ == 'NATIONAL_ID':
        return any(f(v) for f in NATIONAL_ID_CHECKS.values())
    return validate(typ, None, v)


def id_birthdates(typ, v):
    """Birth dates encoded in an ID value (empty set when none)."""
    out = set()
    if typ == 'IDCARD' and idcn_ok(v):
        out.add(idcn_birth(v))
    if typ == 'NATIONAL_ID':
        for sub, f in NATIONAL_ID_BIRTH.items():
            try:
                if NATIONAL_ID_CHECKS[sub](v):
                    d = f(v)
                    if d:
                        out.add(d)
            except (ValueError, IndexError, KeyError):
                pass
    return out


def _other(ch):
    if ch.isdigit():
        return str((int(ch) + 3) % 10)
    if ch == 'X':
        return '4'
    if ch.isupper():
        return 'B' if ch != 'B' else 'C'
    return 'b' if ch != 'b' else 'c'


def corrupt(typ, sub, v):
    """A one-character corruption that the validator must reject.

    Check-digit formats: the check character itself is changed.  Formats
    without a check digit: a structural character is changed (SSN area to 9xx,
    passport digit to a letter, NINO suffix) or, for vendor shapes, one
    character is dropped so the fixed length no longer matches.  GitHub tokens
    carry a CRC32, so one body character is changed instead."""
    if typ == 'IBAN':
        return v[:3] + _other(v[3]) + v[4:]
    if typ in ('CARD', 'IDCARD') or (typ == 'NATIONAL_ID' and sub not in NO_CHECKSUM):
        idx = max(i for i, c in enumerate(v) if c.isalnum())
        return v[:idx] + _other(v[idx]) + v[idx + 1:]
    if typ == 'NATIONAL_ID':           # NINO: suffix letter must be A-D
        return v[:-1] + 'E'
    if typ == 'SSN':
        return '9' + v[1:]
    if typ == 'PASSPORT':
        idx = max(i for i, c in enumerate(v) if c.isdigit())
        return v[:idx] + 'Q' + v[idx + 1:]
    if typ == 'APIKEY' and sub == 'github':
        return v[:8] + _other(v[8]) + v[9:]
    if typ == 'APIKEY' and sub == 'mailchimp':
        return v[1:]
    if typ == 'SECRET' and sub == 'pem':
        return v.replace('-----END', '----END')
    return v[:-1]


KNOWN_GOOD = [
    ('CARD', None, '4111 1111 1111 1111'),
    ('IBAN', None, 'GB82 WEST 1234 5698 7654 32'),
    ('IBAN', None, 'FR14 2004 1010 0505 0001 3M02 606'),
    ('IBAN', None, 'BE68 5390 0754 7034'),
    ('IBAN', None, 'NO93 8601 1117 947'),
    ('IBAN', None, 'ES91 2100 0418 4502 0005 1332'),
    ('IBAN', None, 'IT60 X054 2811 1010 0000 0123 456'),
    ('IDCARD', None, '11010519491231002X'),
    ('NATIONAL_ID', 'es', '12345678Z'),
    ('NATIONAL_ID', 'es', 'X1234567L'),
    ('NATIONAL_ID', 'nl_bsn', '111222333'),
    ('NATIONAL_ID', 'sg_nric', 'S1234567D'),
    ('NATIONAL_ID', 'hk_id', 'A123456(3)'),
    ('NATIONAL_ID', 'tw_id', 'A123456789'),
    ('NATIONAL_ID', 'br_cpf', '111.444.777-35'),
    ('NATIONAL_ID', 'pl_pesel', '44051401359'),
    ('NATIONAL_ID', 'se_pnr', '811218-9876'),
    ('NATIONAL_ID', 'fi_hetu', '131052-308T'),
    ('NATIONAL_ID', 'be_nn', '85.07.30-033.28'),
    ('NATIONAL_ID', 'ie_ppsn', '1234567T'),
    ('NATIONAL_ID', 'au_tfn', '123 456 782'),
    ('NATIONAL_ID', 'jp_mynumber', '1234 5678 9018'),
]


def selftest(verbose=False):
    errors = []
    assert verhoeff_digit('236') == '3' and verhoeff_ok('2363')
    for typ, sub, v in KNOWN_GOOD:
        if not validate(typ, sub, v):
            errors.append('known-good vector rejected: %s %s' % (typ, v))
    seen = {}
    for name, v in VALUES.items():
        typ, sub = TYPES[name]
        if v in seen:
            errors.append('%s duplicates %s' % (name, seen[v]))
        seen[v] = name
        if not validate(typ, sub, v):
            errors.append('%s (%s/%s) fails its own validator: %r' % (name, typ, sub, v))
            continue
        if typ == 'DECOY':
            continue
        bad = corrupt(typ, sub, v)
        if bad == v or validate(typ, sub, bad):
            errors.append('%s: corruption %r still validates' % (name, bad))
    if verbose:
        print('selftest: %d values, %d errors' % (len(VALUES), len(errors)))
    return errors


if __name__ == '__main__':
    if '-p' in sys.argv[1:]:
        for name, v in VALUES.items():
            typ, sub = TYPES[name]
            print('%-22s %-24s %s' % (name, typ + '/' + sub, v.replace('\n', '\\n')))
    errs = selftest(verbose=True)
    for e in errs:
        print('ERROR', e)
    sys.exit(1 if errs else 0)
