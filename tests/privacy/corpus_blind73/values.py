#!/usr/bin/env python3
"""blind73 -- seeded generators for every value that needs a check digit or a
vendor shape.  Texts refer to them as `$name`.

    python3 values.py        run selftest()
    python3 values.py -p     print every value

Only the standard library is used.  The validators defined here are also used
by check_blind.py.
"""
import base64
import datetime
import hashlib
import hmac
import json
import random
import re
import string
import struct
import sys
import zlib

SEED = 730073
rng = random.Random(SEED)

DIG = string.digits
UPP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = DIG + UPP + LOW
B62 = DIG + UPP + LOW
HEX = '0123456789abcdef'
URLSAFE = ALNUM + '_-'


def rs(alpha, n):
    return ''.join(rng.choice(alpha) for _ in range(n))


def group(s, sizes, sep):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k])
        i += k
    assert i == len(s), (s, sizes)
    return sep.join(out)


def valid_date(y, m, d):
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False


# --------------------------------------------------------------------- Luhn
def luhn_ok(num):
    d = re.sub(r'[\s-]', '', num)
    if not d.isdigit() or len(d) < 2:
        return False
    tot = 0
    for i, ch in enumerate(reversed(d)):
        v = int(ch)
        if i % 2:
            v *= 2
            if v > 9:
                v -= 9
        tot += v
    return tot % 10 == 0


def luhn_digit(body):
    for c in DIG:
        if luhn_ok(body + c):
            return c
    raise AssertionError(body)


CARD_PREFIXES = ('4', '51', '52', '53', '54', '55', '34', '37', '62', '35', '6011', '65',
                 '36', '38', '30') + tuple(str(x) for x in range(2221, 2721))


def card_ok(s):
    d = re.sub(r'[\s-]', '', s)
    return (d.isdigit() and 13 <= len(d) <= 19 and luhn_ok(d)
            and d.startswith(CARD_PREFIXES))


def gen_card(prefix, length, sizes, sep):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    return group(body + luhn_digit(body), sizes, sep)


# --------------------------------------------------------------------- IBAN
IBAN_LEN = {'GB': 22, 'DE': 22, 'FR': 27, 'ES': 24, 'NL': 18, 'IE': 22, 'BE': 16,
            'PL': 28, 'PT': 25, 'CH': 21, 'AT': 20, 'TR': 26, 'IT': 27, 'SE': 24,
            'NO': 15, 'FI': 18, 'DK': 18, 'LU': 20}


def _iban_num(s):
    return int(''.join(str(int(c, 36)) for c in s))


def iban_ok(s):
    c = s.replace(' ', '')
    if not re.fullmatch(r'[A-Z]{2}\d{2}[A-Z0-9]+', c):
        return False
    if IBAN_LEN.get(c[:2]) != len(c):
        return False
    return _iban_num(c[4:] + c[:4]) % 97 == 1


def make_iban(cc, bban, spaced):
    chk = 98 - _iban_num(bban + cc + '00') % 97
    s = '%s%02d%s' % (cc, chk, bban)
    assert len(s) == IBAN_LEN[cc], (cc, s)
    return ' '.join(s[i:i + 4] for i in range(0, len(s), 4)) if spaced else s


def bban_gb(bank, sort):
    return bank + sort + rs(DIG, 8)


def bban_de(blz):
    return blz + rs(DIG, 10)


def bban_fr(bank, branch):
    acc = rs(DIG, 11)
    key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acc)) % 97)
    return bank + branch + acc + '%02d' % key


def _es_dc(d10):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = 11 - sum(int(a) * b for a, b in zip(d10, w)) % 11
    return 0 if r == 11 else (1 if r == 10 else r)


def bban_es(bank, branch):
    acc = rs(DIG, 10)
    return bank + branch + str(_es_dc('00' + bank + branch)) + str(_es_dc(acc)) + acc


def bban_nl(bank):
    while True:
        a = str(rng.randint(1, 9)) + rs(DIG, 8)
        s = sum(int(a[i]) * (10 - i) for i in range(9))
        d = (-s) % 11
        if d < 10:
            return bank + a + str(d)


def bban_be(bank):
    a = bank + rs(DIG, 7)
    c = int(a) % 97 or 97
    return a + '%02d' % c


def bban_pl(bank7):
    w = [3, 9, 7, 1, 3, 9, 7]
    c = (10 - sum(int(a) * b for a, b in zip(bank7, w)) % 10) % 10
    return bank7 + str(c) + rs(DIG, 16)


def bban_pt(bank, branch):
    a = bank + branch + rs(DIG, 11)
    return a + '%02d' % (98 - (int(a) * 100) % 97)


# ------------------------------------------------------ Chinese resident ID
GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
GB_C = '10X98765432'
PROV = {'11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36',
        '37', '41', '42', '43', '44', '45', '46', '50', '51', '52', '53', '54', '61', '62',
        '63', '64', '65'}


def idcard_ok(s):
    c = s.replace(' ', '')
    if not re.fullmatch(r'\d{17}[\dX]', c) or c[:2] not in PROV:
        return False
    if not valid_date(int(c[6:10]), int(c[10:12]), int(c[12:14])):
        return False
    return GB_C[sum(int(a) * w for a, w in zip(c[:17], GB_W)) % 11] == c[17]


def idcard_dob(s):
    c = s.replace(' ', '')
    return (int(c[6:10]), int(c[10:12]), int(c[12:14]))


def gen_idcard(region, ymd, sex, want_x=None):
    while True:
        body = region + ymd + rs(DIG, 2) + rng.choice('13579' if sex == 'M' else '02468')
        c = GB_C[sum(int(a) * w for a, w in zip(body, GB_W)) % 11]
        if want_x is None or (c == 'X') == want_x:
            return body + c


# ---------------------------------------------------------------- US SSN
def ssn_ok(s):
    m = re.fullmatch(r'(\d{3})[- ]?(\d{2})[- ]?(\d{4})', s)
    if not m:
        return False
    a, g, n = m.groups()
    return a not in ('000', '666') and a[0] != '9' and g != '00' and n != '0000'


def gen_ssn(sep='-'):
    while True:
        a = rng.randint(1, 899)
        if a != 666:
            break
    return '%03d%s%02d%s%04d' % (a, sep, rng.randint(1, 99), sep, rng.randint(1, 9999))


# ------------------------------------------------------------- passports
PASSPORT_SHAPES = [
    r'\d{9}',                              # GB, US, RU (international)
    r'E[0-9]{8}', r'E[A-HJ-NP-Z][0-9]{7}',  # CN e-passport
    r'[A-Z][0-9]{7}',                       # IN, VN
    r'[A-Z]{2}[0-9]{7}',                    # JP, IT, TH, AU
    r'[A-Z][0-9]{8}',                       # KR, NG, MX, HK, US next-gen
    r'[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}',   # DE
    r'[A-Z]{2}[0-9]{6}',                    # BR, CA
    r'[0-9]{2}[A-Z]{2}[0-9]{5}',            # FR
    r'[A-Z]{3}[0-9]{6}',                    # ES
]


def passport_ok(s):
    return any(re.fullmatch(p, s) for p in PASSPORT_SHAPES)


# ------------------------------------------------ other national ID schemes
def _clean(s):
    return re.sub(r'[\s.\-()/]', '', s).upper()


def nino_ok(s):
    c = s.replace(' ', '').upper()
    return (bool(re.fullmatch(r'[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', c))
            and c[:2] not in {'BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'})


def gen_nino(spaced):
    while True:
        a = rng.choice('ABCEGHJKLMNOPRSTWXYZ')
        b = rng.choice('ABCEGHJKLMNPRSTWXYZ')
        if a + b not in {'BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'}:
            break
    d = rs(DIG, 6)
    s = rng.choice('ABCD')
    return '%s%s %s %s %s %s' % (a, b, d[:2], d[2:4], d[4:], s) if spaced else a + b + d + s


DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def dni_ok(s):
    m = re.fullmatch(r'(\d{8})([A-Z])', _clean(s))
    return bool(m) and DNI_L[int(m.group(1)) % 23] == m.group(2)


def nie_ok(s):
    m = re.fullmatch(r'([XYZ])(\d{7})([A-Z])', _clean(s))
    return bool(m) and DNI_L[int(str('XYZ'.index(m.group(1))) + m.group(2)) % 23] == m.group(3)


def gen_dni(sep=''):
    n = str(rng.randint(10000000, 79999999))
    return n + sep + DNI_L[int(n) % 23]


def gen_nie():
    p = rng.choice('XY')
    n = rs(DIG, 7)
    return p + n + DNI_L[int(str('XYZ'.index(p)) + n) % 23]


def bsn_ok(s):
    c = re.sub(r'[\s.]', '', s)
    if not re.fullmatch(r'\d{9}', c):
        return False
    return (sum(int(c[i]) * (9 - i) for i in range(8)) - int(c[8])) % 11 == 0


def gen_bsn(dotted):
    while True:
        b = str(rng.randint(1, 6)) + rs(DIG, 7)
        d = sum(int(b[i]) * (9 - i) for i in range(8)) % 11
        if d < 10:
            c = b + str(d)
            return '%s.%s.%s' % (c[:4], c[4:6], c[6:]) if dotted else c


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


def verhoeff_digit(body):
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = VH_D[c][VH_P[(i + 1) % 8][int(ch)]]
    return str(VH_INV[c])


def aadhaar_ok(s):
    c = s.replace(' ', '').replace('-', '')
    return bool(re.fullmatch(r'[2-9]\d{11}', c)) and verhoeff_ok(c)


def gen_aadhaar():
    b = str(rng.randint(2, 9)) + rs(DIG, 10)
    c = b + verhoeff_digit(b)
    return '%s %s %s' % (c[:4], c[4:8], c[8:])


def _nric_letter(p, digits):
    tot = sum(int(a) * w for a, w in zip(digits, [2, 7, 6, 5, 4, 3, 2]))
    if p in 'TG':
        tot += 4
    r = tot % 11
    return ('JZIHGFEDCBA' if p in 'ST' else 'XWUTRQPNMLK')[r]


def nric_ok(s):
    m = re.fullmatch(r'([STFG])(\d{7})([A-Z])', s.upper())
    return bool(m) and _nric_letter(m.group(1), m.group(2)) == m.group(3)


def gen_nric(p):
    d = rs(DIG, 7)
    return p + d + _nric_letter(p, d)


def _hkid_check(prefix, digits):
    p = prefix.rjust(2)
    vals = [36 if ch == ' ' else ord(ch) - 55 for ch in p]
    tot = vals[0] * 9 + vals[1] * 8 + sum(int(d) * w for d, w in zip(digits, [7, 6, 5, 4, 3, 2]))
    r = (11 - tot % 11) % 11
    return 'A' if r == 10 else str(r)


def hkid_ok(s):
    m = re.fullmatch(r'([A-Z]{1,2})(\d{6})\(?([0-9A])\)?', s.replace(' ', '').upper())
    return bool(m) and _hkid_check(m.group(1), m.group(2)) == m.group(3)


def gen_hkid(prefix):
    d = rs(DIG, 6)
    return '%s%s(%s)' % (prefix, d, _hkid_check(prefix, d))


def sin_ok(s):
    c = re.sub(r'[\s-]', '', s)
    return bool(re.fullmatch(r'[1-79]\d{8}', c)) and luhn_ok(c)


def gen_sin(sep=' '):
    b = str(rng.randint(1, 7)) + rs(DIG, 7)
    c = b + luhn_digit(b)
    return sep.join([c[:3], c[3:6], c[6:]])


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(s):
    if not re.fullmatch(r'\d{11}', s):
        return False
    c = (10 - sum(int(a) * b for a, b in zip(s, PESEL_W)) % 10) % 10
    return c == int(s[10]) and pesel_dob(s) is not None


def pesel_dob(s):
    yy, mm, dd = int(s[:2]), int(s[2:4]), int(s[4:6])
    for off, cent in ((0, 1900), (20, 2000), (80, 1800), (40, 2100)):
        if 1 <= mm - off <= 12:
            y, m = cent + yy, mm - off
            return (y, m, dd) if valid_date(y, m, dd) else None
    return None


def gen_pesel(y, m, d, sex):
    mm = m + (20 if y >= 2000 else 0)
    body = '%02d%02d%02d' % (y % 100, mm, d) + rs(DIG, 3) + rng.choice('13579' if sex == 'M' else '02468')
    return body + str((10 - sum(int(a) * b for a, b in zip(body, PESEL_W)) % 10) % 10)


def pnr_ok(s):
    m = re.fullmatch(r'(\d{2})?(\d{6})[-+]?(\d{4})', s)
    if not m:
        return False
    ten = m.group(2) + m.group(3)
    yy, mm, dd = int(ten[:2]), int(ten[2:4]), int(ten[4:6])
    y = int(m.group(1) + ten[:2]) if m.group(1) else 2000 + yy
    return luhn_ok(ten) and valid_date(y, mm, dd)


def pnr_dob(s):
    m = re.fullmatch(r'(\d{2})?(\d{6})[-+]?(\d{4})', s)
    t = m.group(2)
    y = int(m.group(1) + t[:2]) if m.group(1) else int(t[:2])
    return (y, int(t[2:4]), int(t[4:6]))


def gen_pnr(y, m, d, sex):
    base = '%02d%02d%02d' % (y % 100, m, d) + rs(DIG, 2) + rng.choice('13579' if sex == 'M' else '02468')
    c = luhn_digit(base)
    return base[:6] + '-' + base[6:] + c


CF_ODD = dict(zip('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21,
                   1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16,
                   10, 22, 25, 24, 23]))
CF_EVEN = dict([(str(i), i) for i in range(10)] + [(chr(65 + i), i) for i in range(26)])
CF_MONTH = 'ABCDEHLMPRST'


def _cf_check(s15):
    tot = sum(CF_ODD[c] if i % 2 == 0 else CF_EVEN[c] for i, c in enumerate(s15))
    return chr(65 + tot % 26)


def _cf_part(s, is_name):
    s = s.upper()
    cons = [c for c in s if c.isalpha() and c not in 'AEIOU']
    vow = [c for c in s if c in 'AEIOU']
    if is_name and len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    return (''.join(cons + vow) + 'XXX')[:3]


def cf_ok(s):
    if not re.fullmatch(r'[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]', s):
        return False
    dd = int(s[9:11]) % 40
    return _cf_check(s[:15]) == s[15] and valid_date(2000, CF_MONTH.index(s[8]) + 1, dd)


def cf_dob(s):
    return (int(s[6:8]), CF_MONTH.index(s[8]) + 1, int(s[9:11]) % 40)


def gen_cf(surname, name, y, m, d, sex, comune):
    s = (_cf_part(surname, False) + _cf_part(name, True) + '%02d' % (y % 100) + CF_MONTH[m - 1]
         + '%02d' % (d + (40 if sex == 'F' else 0)) + comune)
    return s + _cf_check(s)


def nir_ok(s):
    c = re.sub(r'\s', '', s)
    if not re.fullmatch(r'[12]\d{14}', c) or not 1 <= int(c[3:5]) <= 12:
        return False
    return 97 - int(c[:13]) % 97 == int(c[13:])


def nir_dob(s):
    c = re.sub(r'\s', '', s)
    return (int(c[1:3]), int(c[3:5]), None)


def gen_nir(sex, y, m, dept, commune):
    body = '%d%02d%02d%s%s%s' % (1 if sex == 'M' else 2, y % 100, m, dept, commune, rs(DIG, 3))
    k = 97 - int(body) % 97
    return '%s %s %s %s %s %s %02d' % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], k)


def _cpf_digits(b9):
    s = sum(int(b9[i]) * (10 - i) for i in range(9)) % 11
    d1 = 0 if s < 2 else 11 - s
    b10 = b9 + str(d1)
    s = sum(int(b10[i]) * (11 - i) for i in range(10)) % 11
    d2 = 0 if s < 2 else 11 - s
    return str(d1) + str(d2)


def cpf_ok(s):
    c = re.sub(r'[.\-\s]', '', s)
    return bool(re.fullmatch(r'\d{11}', c)) and len(set(c)) > 1 and _cpf_digits(c[:9]) == c[9:]


def gen_cpf():
    b = rs(DIG, 9)
    c = b + _cpf_digits(b)
    return '%s.%s.%s-%s' % (c[:3], c[3:6], c[6:9], c[9:])


RRN_W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]


def rrn_ok(s):
    c = s.replace('-', '')
    if not re.fullmatch(r'\d{6}[1-4]\d{6}', c):
        return False
    if rrn_dob(s) is None:
        return False
    return (11 - sum(int(a) * b for a, b in zip(c, RRN_W)) % 11) % 10 == int(c[12])


def rrn_dob(s):
    c = s.replace('-', '')
    y = (1900 if c[6] in '12' else 2000) + int(c[:2])
    m, d = int(c[2:4]), int(c[4:6])
    return (y, m, d) if valid_date(y, m, d) else None


def gen_rrn(y, m, d, sex):
    sd = {(19, 'M'): '1', (19, 'F'): '2', (20, 'M'): '3', (20, 'F'): '4'}[(y // 100, sex)]
    body = '%02d%02d%02d' % (y % 100, m, d) + sd + rs(DIG, 5)
    c = (11 - sum(int(a) * b for a, b in zip(body, RRN_W)) % 11) % 10
    return body[:6] + '-' + body[6:] + str(c)


TW = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21, N=22,
          O=35, P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def _tw_sum(s9):
    v = TW[s9[0]]
    return v // 10 + (v % 10) * 9 + sum(int(s9[i]) * w for i, w in zip(range(1, 9), [8, 7, 6, 5, 4, 3, 2, 1]))


def tw_ok(s):
    if not re.fullmatch(r'[A-Z][12]\d{8}', s):
        return False
    return (_tw_sum(s[:9]) + int(s[9])) % 10 == 0


def gen_tw(letter, sex):
    b = letter + ('1' if sex == 'M' else '2') + rs(DIG, 7)
    return b + str((10 - _tw_sum(b) % 10) % 10)


MYKAD_STATES = set('%02d' % i for i in range(1, 17)) | set('%02d' % i for i in range(21, 60))


def mykad_ok(s):
    m = re.fullmatch(r'(\d{2})(\d{2})(\d{2})-?(\d{2})-?(\d{4})', s)
    if not m:
        return False
    return valid_date(2000, int(m.group(2)), int(m.group(3))) and m.group(4) in MYKAD_STATES


def mykad_dob(s):
    c = s.replace('-', '')
    return (int(c[:2]), int(c[2:4]), int(c[4:6]))


def gen_mykad(y, m, d, state, sex):
    n = rs(DIG, 3) + rng.choice('13579' if sex == 'M' else '02468')
    return '%02d%02d%02d-%s-%s' % (y % 100, m, d, state, n)


def ppsn_ok(s):
    m = re.fullmatch(r'(\d{7})([A-W])([ABWTXZ]?)', s.replace(' ', '').upper())
    if not m:
        return False
    tot = sum(int(a) * b for a, b in zip(m.group(1), [8, 7, 6, 5, 4, 3, 2]))
    if m.group(3) and m.group(3) != 'W':
        tot += (ord(m.group(3)) - 64) * 9
    r = tot % 23
    return ('W' if r == 0 else chr(64 + r)) == m.group(2)


def gen_ppsn():
    d = rs(DIG, 7)
    tot = sum(int(a) * b for a, b in zip(d, [8, 7, 6, 5, 4, 3, 2])) + 1 * 9
    r = tot % 23
    return d + ('W' if r == 0 else chr(64 + r)) + 'A'


def be_ok(s):
    c = re.sub(r'[.\-\s]', '', s)
    if not re.fullmatch(r'\d{11}', c):
        return False
    return be_dob(s) is not None


def be_dob(s):
    c = re.sub(r'[.\-\s]', '', s)
    n, k = int(c[:9]), int(c[9:])
    for cent, add in ((1900, 0), (2000, 2000000000)):
        if 97 - (n + add) % 97 == k:
            y, m, d = cent + int(c[:2]), int(c[2:4]), int(c[4:6])
            if valid_date(y, m, d):
                return (y, m, d)
    return None


def gen_be(y, m, d, sex):
    ser = rng.randrange(1, 997)
    if (ser % 2 == 1) != (sex == 'M'):
        ser += 1
    base = '%02d%02d%02d%03d' % (y % 100, m, d, ser)
    k = 97 - (int(base) + (2000000000 if y >= 2000 else 0)) % 97
    return '%s.%s.%s-%s.%02d' % (base[:2], base[2:4], base[4:6], base[6:9], k)


HETU_C = '0123456789ABCDEFHJKLMNPRSTUVWXY'


def hetu_ok(s):
    m = re.fullmatch(r'(\d{2})(\d{2})(\d{2})([-+A])(\d{3})([0-9A-Y])', s)
    if not m:
        return False
    if HETU_C[int(m.group(1) + m.group(2) + m.group(3) + m.group(5)) % 31] != m.group(6):
        return False
    return hetu_dob(s) is not None


def hetu_dob(s):
    y = {'+': 1800, '-': 1900, 'A': 2000}[s[6]] + int(s[4:6])
    m, d = int(s[2:4]), int(s[0:2])
    return (y, m, d) if valid_date(y, m, d) else None


def gen_hetu(y, m, d, sex):
    z = rng.randrange(2, 898)
    if (z % 2 == 1) != (sex == 'M'):
        z += 1
    n = int('%02d%02d%02d%03d' % (d, m, y % 100, z))
    return '%02d%02d%02d%s%03d%s' % (d, m, y % 100, '-' if y < 2000 else 'A', z, HETU_C[n % 31])


FNR_W1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
FNR_W2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]


def _mod11(digits, w):
    k = 11 - sum(int(a) * b for a, b in zip(digits, w)) % 11
    return 0 if k == 11 else k


def fnr_ok(s):
    c = s.replace(' ', '')
    if not re.fullmatch(r'\d{11}', c):
        return False
    k1 = _mod11(c[:9], FNR_W1)
    k2 = _mod11(c[:10], FNR_W2)
    return k1 < 10 and k2 < 10 and k1 == int(c[9]) and k2 == int(c[10]) and fnr_dob(s) is not None


def fnr_dob(s):
    c = s.replace(' ', '')
    d, m, yy, ind = int(c[:2]), int(c[2:4]), int(c[4:6]), int(c[6:9])
    if ind < 500:
        y = 1900 + yy
    elif ind < 750 and yy >= 54:
        y = 1800 + yy
    elif yy < 40:
        y = 2000 + yy
    else:
        y = 1900 + yy
    return (y, m, d) if valid_date(y, m, d) else None


def gen_fnr(y, m, d, sex):
    while True:
        ind = rng.randrange(0, 500) if y < 2000 else rng.randrange(500, 1000)
        if (ind % 2 == 1) != (sex == 'M'):
            continue
        base = '%02d%02d%02d%03d' % (d, m, y % 100, ind)
        k1 = _mod11(base, FNR_W1)
        if k1 == 10:
            continue
        k2 = _mod11(base + str(k1), FNR_W2)
        if k2 == 10:
            continue
        return base + str(k1) + str(k2)


def thai_ok(s):
    c = s.replace('-', '').replace(' ', '')
    if not re.fullmatch(r'[1-8]\d{12}', c):
        return False
    return (11 - sum(int(c[i]) * (13 - i) for i in range(12)) % 11) % 10 == int(c[12])


def gen_thai():
    b = str(rng.randint(1, 3)) + rs(DIG, 11)
    c = b + str((11 - sum(int(b[i]) * (13 - i) for i in range(12)) % 11) % 10)
    return '%s-%s-%s-%s-%s' % (c[0], c[1:5], c[5:10], c[10:12], c[12])


def tckn_ok(s):
    if not re.fullmatch(r'[1-9]\d{10}', s):
        return False
    d = [int(x) for x in s]
    return (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 == d[9]
            and sum(d[:10]) % 10 == d[10])


def gen_tckn():
    d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(8)]
    d.append(((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10)
    d.append(sum(d) % 10)
    return ''.join(map(str, d))


NATIONAL_SCHEMES = {
    'nino': (nino_ok, None), 'dni': (dni_ok, None), 'nie': (nie_ok, None),
    'bsn': (bsn_ok, None), 'aadhaar': (aadhaar_ok, None), 'nric': (nric_ok, None),
    'hkid': (hkid_ok, None), 'sin': (sin_ok, None), 'pesel': (pesel_ok, pesel_dob),
    'pnr': (pnr_ok, pnr_dob), 'cf': (cf_ok, cf_dob), 'nir': (nir_ok, nir_dob),
    'cpf': (cpf_ok, None), 'rrn': (rrn_ok, rrn_dob), 'tw': (tw_ok, None),
    'mykad': (mykad_ok, mykad_dob), 'ppsn': (ppsn_ok, None), 'be': (be_ok, be_dob),
    'hetu': (hetu_ok, hetu_dob), 'fnr': (fnr_ok, fnr_dob), 'thai': (thai_ok, None),
    'tckn': (tckn_ok, None),
}


def national_schemes(s):
    """names of the national-ID schemes whose check the string passes"""
    return [k for k, (f, _) in NATIONAL_SCHEMES.items() if f(s)]


def national_dobs(s):
    out = []
    for k in national_schemes(s):
        f = NATIONAL_SCHEMES[k][1]
        if f:
            r = f(s)
            if r:
                out.append(r)
    return out


# ------------------------------------------------------- API keys / tokens
def b62(n):
    s = ''
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s or '0'


def gh_ok(s):
    m = re.fullmatch(r'(gh[pousr]_)([A-Za-z0-9]{30})([A-Za-z0-9]{6})', s)
    return bool(m) and b62(zlib.crc32(m.group(2).encode()) & 0xffffffff).rjust(6, '0') == m.group(3)


def gen_gh(prefix='ghp_'):
    body = rs(ALNUM, 30)
    return prefix + body + b62(zlib.crc32(body.encode()) & 0xffffffff).rjust(6, '0')


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b'=').decode()


def gen_jwt(payload, secret):
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    sig = b64u(hmac.new(secret.encode(), (h + '.' + p).encode(), hashlib.sha256).digest())
    return h + '.' + p + '.' + sig


def jwt_shape_ok(s):
    parts = s.split('.')
    if len(parts) != 3 or not all(re.fullmatch(r'[A-Za-z0-9_-]+', p) for p in parts):
        return False
    try:
        hdr = json.loads(base64.urlsafe_b64decode(parts[0] + '=' * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + '=' * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return 'alg' in hdr


def jwt_verify(s, secret):
    h, p, sig = s.split('.')
    want = b64u(hmac.new(secret.encode(), (h + '.' + p).encode(), hashlib.sha256).digest())
    return hmac.compare_digest(want, sig)


APIKEY_SHAPES = [
    r'A(KIA|SIA)[A-Z2-7]{16}',
    r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}',
    r'glpat-[A-Za-z0-9_-]{20}',
    r'xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}',
    r'xoxp-\d{10,13}-\d{10,13}-\d{10,13}-[a-f0-9]{32}',
    r'(sk|rk)_live_[A-Za-z0-9]{24,99}',
    r'sk-(proj-)?[A-Za-z0-9_-]{20,}T3BlbkFJ[A-Za-z0-9_-]{20,}',
    r'sk-ant-api03-[A-Za-z0-9_-]{93}AA',
    r'AIza[0-9A-Za-z_-]{35}',
    r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}',
    r'SK[0-9a-f]{32}',
    r'key-[0-9a-f]{32}',
    r'\d{8,10}:AA[A-Za-z0-9_-]{33}',
    r'[MN][A-Za-z0-9]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}',
    r'npm_[A-Za-z0-9]{36}',
    r'hf_[A-Za-z]{34}',
    r'LTAI[A-Za-z0-9]{12,20}',
    r'AKID[A-Za-z0-9]{32}',
    r'dop_v1_[a-f0-9]{64}',
    r'PMAK-[a-f0-9]{24}-[a-f0-9]{34}',
    r'xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}',
]


def apikey_ok(s):
    if re.fullmatch(r'gh[pousr]_[A-Za-z0-9]{36}', s):
        return gh_ok(s)
    if s.startswith('eyJ'):
        return jwt_shape_ok(s)
    return any(re.fullmatch(p, s) for p in APIKEY_SHAPES)


WEBHOOK_HOSTS = ('https://hooks.slack.com/services/', 'https://discord.com/api/webhooks/',
                 'https://oapi.dingtalk.com/robot/send?access_token=',
                 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=',
                 'https://open.feishu.cn/open-apis/bot/v2/hook/')


def secret_ok(s):
    if s.startswith('-----BEGIN'):
        return bool(re.fullmatch(r'-----BEGIN ([A-Z ]+)-----\n[A-Za-z0-9+/=\n]+\n-----END \1-----', s))
    if s.startswith('http'):
        return s.startswith(WEBHOOK_HOSTS)
    return len(s) >= 6 and not re.search(r'\s', s)


def uuid4():
    h = rs(HEX, 32)
    return '%s-%s-4%s-%s%s-%s' % (h[:8], h[8:12], h[13:16], rng.choice('89ab'), h[17:20], h[20:32])


def gen_pem_ec():
    der = (bytes.fromhex('30770201010420') + bytes(rng.randrange(256) for _ in range(32))
           + bytes.fromhex('a00a06082a8648ce3d030107a144034200') + b'\x04'
           + bytes(rng.randrange(256) for _ in range(64)))
    b = base64.b64encode(der).decode()
    return '-----BEGIN EC PRIVATE KEY-----\n' + '\n'.join(b[i:i + 64] for i in range(0, len(b), 64)) + '\n-----END EC PRIVATE KEY-----'


def _sshstr(b):
    return struct.pack('>I', len(b)) + b


def gen_pem_ssh(comment):
    pub = bytes(rng.randrange(256) for _ in range(32))
    priv = bytes(rng.randrange(256) for _ in range(32))
    blob = _sshstr(b'ssh-ed25519') + _sshstr(pub)
    chk = bytes(rng.randrange(256) for _ in range(4))
    sec = chk + chk + blob + _sshstr(priv + pub) + _sshstr(comment.encode())
    sec += bytes(range(1, 1 + (-len(sec) % 8)))
    raw = (b'openssh-key-v1\x00' + _sshstr(b'none') + _sshstr(b'none') + _sshstr(b'')
           + struct.pack('>I', 1) + _sshstr(blob) + _sshstr(sec))
    b = base64.b64encode(raw).decode()
    return '-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(b[i:i + 70] for i in range(0, len(b), 70)) + '\n-----END OPENSSH PRIVATE KEY-----'


# ------------------------------------------------------------------ values
VALUES = {}
META = {}      # name -> (TYPE, scheme, extra)


def put(name, typ, scheme, value, extra=None):
    assert name not in VALUES, name
    VALUES[name] = value
    META[name] = (typ, scheme, extra)


# cards
for _n, _p, _l, _g, _s in [
        ('visa_1', '4539', 16, (4, 4, 4, 4), ' '), ('visa_2', '4916', 16, (16,), ''),
        ('visa_3', '40240071', 16, (4, 4, 4, 4), '-'), ('visa_4', '4485', 16, (4, 4, 4, 4), ' '),
        ('visa_5', '4716', 16, (4, 4, 4, 4), ' '), ('visa_6', '4929', 16, (16,), ''),
        ('visa_7', '4556', 16, (4, 4, 4, 4), ' '), ('visa_8', '4147', 16, (4, 4, 4, 4), ' '),
        ('mc_1', '5425', 16, (4, 4, 4, 4), ' '), ('mc_2', '5191', 16, (16,), ''),
        ('mc_3', '222100', 16, (4, 4, 4, 4), ' '), ('mc_4', '5399', 16, (4, 4, 4, 4), '-'),
        ('mc_5', '5168', 16, (4, 4, 4, 4), ' '), ('mc_6', '5232', 16, (4, 4, 4, 4), ' '),
        ('amex_1', '3714', 15, (4, 6, 5), ' '), ('amex_2', '3782', 15, (15,), ''),
        ('cup_1', '6222', 19, (4, 4, 4, 4, 3), ' '), ('cup_2', '6217', 19, (19,), ''),
        ('cup_3', '6228', 19, (4, 4, 4, 4, 3), ' '), ('cup_4', '621483', 16, (4, 4, 4, 4), ' '),
        ('cup_5', '6259', 16, (4, 4, 4, 4), ' '), ('cup_6', '6230', 19, (19,), ''),
        ('jcb_1', '3530', 16, (4, 4, 4, 4), ' '), ('disc_1', '6011', 16, (4, 4, 4, 4), ' ')]:
    put(_n, 'CARD', 'luhn', gen_card(_p, _l, _g, _s))

# IBANs (personal, labelled) and two organisation accounts (decoys)
put('iban_gb_1', 'IBAN', 'iban', make_iban('GB', bban_gb('NWBK', '601613'), True))
put('iban_gb_2', 'IBAN', 'iban', make_iban('GB', bban_gb('BARC', '200415'), False))
put('iban_gb_3', 'IBAN', 'iban', make_iban('GB', bban_gb('MIDL', '400530'), True))
put('iban_gb_4', 'IBAN', 'iban', make_iban('GB', bban_gb('LOYD', '309634'), True))
put('iban_de_1', 'IBAN', 'iban', make_iban('DE', bban_de('10070024'), True))
put('iban_de_2', 'IBAN', 'iban', make_iban('DE', bban_de('37040044'), False))
put('iban_fr_1', 'IBAN', 'iban', make_iban('FR', bban_fr('30004', '00823'), True))
put('iban_es_1', 'IBAN', 'iban', make_iban('ES', bban_es('2100', '0418'), True))
put('iban_nl_1', 'IBAN', 'iban', make_iban('NL', bban_nl('INGB'), True))
put('iban_ie_1', 'IBAN', 'iban', make_iban('IE', bban_gb('AIBK', '931152'), True))
put('iban_be_1', 'IBAN', 'iban', make_iban('BE', bban_be('539'), True))
put('iban_pl_1', 'IBAN', 'iban', make_iban('PL', bban_pl('1090101'), True))
put('iban_pt_1', 'IBAN', 'iban', make_iban('PT', bban_pt('0035', '0651'), True))
put('iban_ch_1', 'IBAN', 'iban', make_iban('CH', '00762' + rs(DIG, 12), True))
put('iban_at_1', 'IBAN', 'iban', make_iban('AT', '19043' + rs(DIG, 11), False))
put('iban_tr_1', 'IBAN', 'iban', make_iban('TR', '00062' + '0' + rs(DIG, 16), True))
put('iban_it_1', 'IBAN', 'iban', make_iban('IT', 'X0542811101' + rs(DIG, 12), True))
put('iban_org_1', 'IBAN', 'iban', make_iban('GB', bban_gb('HBUK', '401276'), True))
put('iban_org_2', 'IBAN', 'iban', make_iban('DE', bban_de('50010517'), True))
put('iban_org_3', 'IBAN', 'iban', make_iban('GB', bban_gb('NWBK', '500000'), False))

# US SSNs
for _i in range(1, 9):
    put('ssn_%d' % _i, 'SSN', 'ssn', gen_ssn(' ' if _i == 5 else '-'))

# Chinese resident IDs: (region, birth date, sex, want_x)
IDC_SPEC = [
    ('idc_1', '110108', '19990314', 'F', None), ('idc_2', '310104', '20011102', 'M', None),
    ('idc_3', '440305', '19870625', 'F', None), ('idc_4', '330106', '20030809', 'M', None),
    ('idc_5', '510107', '19951230', 'F', None), ('idc_6', '420111', '20000117', 'M', True),
    ('idc_7', '320102', '19780405', 'M', None), ('idc_8', '370202', '20020721', 'F', None),
    ('idc_9', '610113', '19981008', 'M', None), ('idc_10', '430104', '20040229', 'F', None),
    ('idc_11', '350203', '19900519', 'F', None), ('idc_12', '120101', '20050913', 'M', None),
    ('idc_13', '500103', '19841127', 'F', None), ('idc_14', '210202', '20010606', 'M', True),
    ('idc_15', '230103', '19960303', 'F', None), ('idc_16', '530102', '20061201', 'M', None),
    ('idc_17', '110105', '19750815', 'M', None), ('idc_18', '440106', '20120418', 'F', None),
    ('idc_19', '320583', '20191010', 'M', None), ('idc_20', '330203', '19880214', 'F', None),
    ('idc_21', '450103', '20200527', 'F', None), ('idc_22', '370102', '19830930', 'M', None),
    ('idc_23', '340104', '20031212', 'F', None), ('idc_24', '130102', '19990707', 'M', None),
]
for _n, _r, _d, _sx, _x in IDC_SPEC:
    put(_n, 'IDCARD', 'gb11643', gen_idcard(_r, _d, _sx, _x), _d)

# passports (shape only: the printed number carries no check digit)
for _n, _v in [
        ('pp_gb_1', '5' + rs(DIG, 8)), ('pp_gb_2', '1' + rs(DIG, 8)), ('pp_us_1', '56' + rs(DIG, 7)),
        ('pp_us_2', 'A' + rs(DIG, 8)),
        ('pp_cn_1', 'E' + rs(DIG, 8)), ('pp_cn_2', 'EJ' + rs(DIG, 7)), ('pp_cn_3', 'E' + rs(DIG, 8)),
        ('pp_cn_4', 'EH' + rs(DIG, 7)), ('pp_cn_5', 'EK' + rs(DIG, 7)),
        ('pp_in_1', 'Z' + rs(DIG, 7)), ('pp_in_2', 'V' + rs(DIG, 7)), ('pp_jp_1', 'TK' + rs(DIG, 7)),
        ('pp_kr_1', 'M' + rs(DIG, 8)), ('pp_de_1', 'C' + rs('CFGHJKLMNPRTVWXYZ', 2) + rs(DIG, 3) + rs('CFGHJKLMNPRTVWXYZ0123456789', 3)),
        ('pp_br_1', 'FT' + rs(DIG, 6)), ('pp_fr_1', '19' + 'CK' + rs(DIG, 5)), ('pp_ng_1', 'A' + rs(DIG, 8)),
        ('pp_vn_1', 'C' + rs(DIG, 7)), ('pp_es_1', 'PAE' + rs(DIG, 6)), ('pp_it_1', 'YB' + rs(DIG, 7)),
        ('pp_mx_1', 'G' + rs(DIG, 8)), ('pp_th_1', 'AA' + rs(DIG, 7)), ('pp_hk_1', 'K' + rs(DIG, 8)),
        ('pp_ca_1', 'AB' + rs(DIG, 6)), ('pp_au_1', 'PA' + rs(DIG, 7))]:
    put(_n, 'PASSPORT', 'passport', _v)

# other national IDs
put('nino_1', 'NATIONAL_ID', 'nino', gen_nino(True))
put('nino_2', 'NATIONAL_ID', 'nino', gen_nino(False))
put('nino_3', 'NATIONAL_ID', 'nino', gen_nino(True))
put('nino_4', 'NATIONAL_ID', 'nino', gen_nino(False))
put('dni_1', 'NATIONAL_ID', 'dni', gen_dni())
put('dni_2', 'NATIONAL_ID', 'dni', gen_dni('-'))
put('nie_1', 'NATIONAL_ID', 'nie', gen_nie())
put('bsn_1', 'NATIONAL_ID', 'bsn', gen_bsn(False))
put('bsn_2', 'NATIONAL_ID', 'bsn', gen_bsn(True))
put('aadhaar_1', 'NATIONAL_ID', 'aadhaar', gen_aadhaar())
put('aadhaar_2', 'NATIONAL_ID', 'aadhaar', gen_aadhaar())
put('aadhaar_3', 'NATIONAL_ID', 'aadhaar', gen_aadhaar())
put('nric_1', 'NATIONAL_ID', 'nric', gen_nric('T'))
put('nric_2', 'NATIONAL_ID', 'nric', gen_nric('S'))
put('hkid_1', 'NATIONAL_ID', 'hkid', gen_hkid('A'))
put('hkid_2', 'NATIONAL_ID', 'hkid', gen_hkid('Y'))
put('hkid_3', 'NATIONAL_ID', 'hkid', gen_hkid('K'))
put('sin_1', 'NATIONAL_ID', 'sin', gen_sin(' '))
put('sin_2', 'NATIONAL_ID', 'sin', gen_sin('-'))
put('pesel_1', 'NATIONAL_ID', 'pesel', gen_pesel(2002, 5, 14, 'F'), '20020514')
put('pnr_1', 'NATIONAL_ID', 'pnr', gen_pnr(2001, 9, 23, 'M'), '20010923')
put('cf_1', 'NATIONAL_ID', 'cf', gen_cf('Bianchi', 'Giulia', 2000, 3, 8, 'F', 'F205'), '20000308')
put('nir_1', 'NATIONAL_ID', 'nir', gen_nir('F', 1998, 4, '75', '114'), '199804')
put('cpf_1', 'NATIONAL_ID', 'cpf', gen_cpf())
put('cpf_2', 'NATIONAL_ID', 'cpf', gen_cpf())
put('rrn_1', 'NATIONAL_ID', 'rrn', gen_rrn(2003, 1, 26, 'M'), '20030126')
put('rrn_2', 'NATIONAL_ID', 'rrn', gen_rrn(1976, 10, 11, 'F'), '19761011')
put('tw_1', 'NATIONAL_ID', 'tw', gen_tw('A', 'F'))
put('tw_2', 'NATIONAL_ID', 'tw', gen_tw('F', 'M'))
put('mykad_1', 'NATIONAL_ID', 'mykad', gen_mykad(2002, 11, 30, '14', 'F'), '20021130')
put('ppsn_1', 'NATIONAL_ID', 'ppsn', gen_ppsn())
put('be_1', 'NATIONAL_ID', 'be', gen_be(1999, 6, 2, 'M'), '19990602')
put('hetu_1', 'NATIONAL_ID', 'hetu', gen_hetu(2001, 4, 17, 'F'), '20010417')
put('fnr_1', 'NATIONAL_ID', 'fnr', gen_fnr(2004, 8, 3, 'M'), '20040803')
put('thai_1', 'NATIONAL_ID', 'thai', gen_thai())
put('tckn_1', 'NATIONAL_ID', 'tckn', gen_tckn())
put('tckn_2', 'NATIONAL_ID', 'tckn', gen_tckn())

# API keys and tokens
put('aws_akid_1', 'APIKEY', 'shape', 'AKIA' + rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16))
put('aws_akid_2', 'APIKEY', 'shape', 'AKIA' + rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16))
put('gh_pat_1', 'APIKEY', 'gh', gen_gh('ghp_'))
put('gh_pat_2', 'APIKEY', 'gh', gen_gh('ghp_'))
put('gh_oauth_1', 'APIKEY', 'gh', gen_gh('gho_'))
put('gh_fine_1', 'APIKEY', 'shape', 'github_pat_11' + rs(UPP + DIG, 20) + '_' + rs(ALNUM, 59))
put('glpat_1', 'APIKEY', 'shape', 'glpat-' + rs(ALNUM + '_-', 20))
put('slack_bot_1', 'APIKEY', 'shape', 'xoxb-' + rs(DIG, 12) + '-' + rs(DIG, 13) + '-' + rs(ALNUM, 24))
put('slack_bot_2', 'APIKEY', 'shape', 'xoxb-' + rs(DIG, 11) + '-' + rs(DIG, 13) + '-' + rs(ALNUM, 24))
put('slack_user_1', 'APIKEY', 'shape', 'xoxp-' + rs(DIG, 12) + '-' + rs(DIG, 12) + '-' + rs(DIG, 13) + '-' + rs(HEX, 32))
put('stripe_sk_1', 'APIKEY', 'shape', 'sk_live_51' + rs(ALNUM, 97))
put('stripe_sk_2', 'APIKEY', 'shape', 'sk_live_' + rs(ALNUM, 24))
put('stripe_rk_1', 'APIKEY', 'shape', 'rk_live_51' + rs(ALNUM, 97))
put('openai_1', 'APIKEY', 'shape', 'sk-proj-' + rs(URLSAFE, 58) + 'T3BlbkFJ' + rs(URLSAFE, 58))
put('openai_2', 'APIKEY', 'shape', 'sk-' + rs(ALNUM, 20) + 'T3BlbkFJ' + rs(ALNUM, 20))
put('anthropic_1', 'APIKEY', 'shape', 'sk-ant-api03-' + rs(URLSAFE, 93) + 'AA')
put('google_1', 'APIKEY', 'shape', 'AIza' + rs(URLSAFE, 35))
put('google_2', 'APIKEY', 'shape', 'AIza' + rs(URLSAFE, 35))
put('sendgrid_1', 'APIKEY', 'shape', 'SG.' + rs(URLSAFE, 22) + '.' + rs(URLSAFE, 43))
put('twilio_sk_1', 'APIKEY', 'shape', 'SK' + rs(HEX, 32))
put('mailgun_1', 'APIKEY', 'shape', 'key-' + rs(HEX, 32))
put('telegram_1', 'APIKEY', 'shape', str(rng.randint(5000000000, 7999999999)) + ':AA' + rs(URLSAFE, 33))
put('telegram_2', 'APIKEY', 'shape', str(rng.randint(100000000, 999999999)) + ':AA' + rs(URLSAFE, 33))
put('discord_bot_1', 'APIKEY', 'shape', 'MT' + rs(ALNUM, 24) + '.' + rs(URLSAFE, 6) + '.' + rs(URLSAFE, 38))
put('npm_1', 'APIKEY', 'shape', 'npm_' + rs(ALNUM, 36))
put('hf_1', 'APIKEY', 'shape', 'hf_' + rs(UPP + LOW, 34))
put('ali_akid_1', 'APIKEY', 'shape', 'LTAI5t' + rs(ALNUM, 18))
put('tencent_akid_1', 'APIKEY', 'shape', 'AKID' + rs(ALNUM, 32))
put('do_1', 'APIKEY', 'shape', 'dop_v1_' + rs(HEX, 64))
put('postman_1', 'APIKEY', 'shape', 'PMAK-' + rs(HEX, 24) + '-' + rs(HEX, 34))
put('brevo_1', 'APIKEY', 'shape', 'xkeysib-' + rs(HEX, 64) + '-' + rs(ALNUM, 16))

# secrets
put('jwt_secret_1', 'SECRET', 'shape', rs(ALNUM, 48))
put('jwt_1', 'APIKEY', 'jwt', gen_jwt({"sub": "4471", "role": "tutor", "iat": 1718000000, "exp": 1749536000}, VALUES['jwt_secret_1']), VALUES['jwt_secret_1'])
put('jwt_2', 'APIKEY', 'jwt', gen_jwt({"sub": "svc-exams", "scope": "results:write", "iat": 1721300000}, VALUES['jwt_secret_1']), VALUES['jwt_secret_1'])
put('jwt_3', 'APIKEY', 'jwt', gen_jwt({"uid": 90817, "tenant": "nursery-portal", "iat": 1730100000, "exp": 1730186400}, VALUES['jwt_secret_1']), VALUES['jwt_secret_1'])
put('aws_secret_1', 'SECRET', 'shape', rs(ALNUM + '/+', 40))
put('aws_secret_2', 'SECRET', 'shape', rs(ALNUM + '/+', 40))
put('ali_secret_1', 'SECRET', 'shape', rs(ALNUM, 30))
put('tencent_secret_1', 'SECRET', 'shape', rs(ALNUM, 32))
put('wx_secret_1', 'SECRET', 'shape', rs(HEX, 32))
put('wxpay_key_1', 'SECRET', 'shape', rs(ALNUM, 32))
put('feishu_secret_1', 'SECRET', 'shape', rs(ALNUM, 32))
put('whsec_1', 'SECRET', 'shape', 'whsec_' + rs(ALNUM, 32))
put('django_key_1', 'SECRET', 'shape', rs(LOW + DIG + '!@#%^&*(-_=+)', 50))
put('flask_key_1', 'SECRET', 'shape', rs(HEX, 64))
put('twilio_auth_1', 'SECRET', 'shape', rs(HEX, 32))
put('gclient_secret_1', 'SECRET', 'shape', 'GOCSPX-' + rs(URLSAFE, 28))
put('dingtalk_sign_1', 'SECRET', 'shape', 'SEC' + rs(HEX, 64))
put('totp_1', 'SECRET', 'shape', base64.b32encode(bytes(rng.randrange(256) for _ in range(20))).decode())
put('totp_2', 'SECRET', 'shape', base64.b32encode(bytes(rng.randrange(256) for _ in range(20))).decode())
for _i in range(1, 9):
    put('rc_%d' % _i, 'SECRET', 'shape', rs(HEX, 5) + '-' + rs(HEX, 5))
put('slack_hook_1', 'SECRET', 'shape', 'https://hooks.slack.com/services/T0' + rs(UPP + DIG, 8) + '/B0' + rs(UPP + DIG, 9) + '/' + rs(ALNUM, 24))
put('slack_hook_2', 'SECRET', 'shape', 'https://hooks.slack.com/services/T0' + rs(UPP + DIG, 8) + '/B0' + rs(UPP + DIG, 9) + '/' + rs(ALNUM, 24))
put('discord_hook_1', 'SECRET', 'shape', 'https://discord.com/api/webhooks/1' + rs(DIG, 18) + '/' + rs(URLSAFE, 68))
put('dingtalk_hook_1', 'SECRET', 'shape', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64))
put('dingtalk_hook_2', 'SECRET', 'shape', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64))
put('wecom_hook_1', 'SECRET', 'shape', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + uuid4())
put('feishu_hook_1', 'SECRET', 'shape', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + uuid4())
put('session_dj_1', 'SECRET', 'shape', rs(LOW + DIG, 32))
put('session_php_1', 'SECRET', 'shape', rs('0123456789abcdefghijklmnopqrstuv', 26))
put('session_ex_1', 'SECRET', 'shape', 's%3A' + rs(URLSAFE, 32) + '.' + rs(ALNUM, 43))
put('pem_ec_1', 'SECRET', 'pem', gen_pem_ec())
put('pem_ssh_1', 'SECRET', 'pem', gen_pem_ssh('deploy@bootcamp-ci'))
put('pem_ssh_2', 'SECRET', 'pem', gen_pem_ssh('ops@halls-portal'))

# (decoy helpers) a few generated look-alikes that are NOT secrets
put('uuid_1', 'DECOY', 'uuid', uuid4())
put('uuid_2', 'DECOY', 'uuid', uuid4())
put('uuid_3', 'DECOY', 'uuid', uuid4())
put('sha_1', 'DECOY', 'sha1', rs(HEX, 40))
put('sha_2', 'DECOY', 'sha1', rs(HEX, 40))
put('sha256_1', 'DECOY', 'sha256', rs(HEX, 64))

# spare values added later (appended so that earlier values keep their seeded draws)
put('iban_gb_5', 'IBAN', 'iban', make_iban('GB', bban_gb('BUKB', '202678'), True))
put('iban_gb_6', 'IBAN', 'iban', make_iban('GB', bban_gb('SRLG', '609242'), False))
put('iban_es_2', 'IBAN', 'iban', make_iban('ES', bban_es('0049', '1500'), True))
put('visa_9', 'CARD', 'luhn', gen_card('4462', 16, (4, 4, 4, 4), ' '))
put('mc_7', 'CARD', 'luhn', gen_card('5412', 16, (4, 4, 4, 4), ' '))
put('cup_7', 'CARD', 'luhn', gen_card('6226', 16, (4, 4, 4, 4), ' '))
put('idc_25', 'IDCARD', 'gb11643', gen_idcard('310115', '20020918', 'F'), '20020918')
put('idc_26', 'IDCARD', 'gb11643', gen_idcard('440304', '19970411', 'M'), '19970411')
put('ssn_9', 'SSN', 'ssn', gen_ssn('-'))
put('aws_akid_3', 'APIKEY', 'shape', 'AKIA' + rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16))
put('aws_secret_3', 'SECRET', 'shape', rs(ALNUM + '/+', 40))
put('aws_akid_4', 'APIKEY', 'shape', 'AKIA' + rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16))
put('aws_secret_4', 'SECRET', 'shape', rs(ALNUM + '/+', 40))
put('iban_pl_2', 'IBAN', 'iban', make_iban('PL', bban_pl('1020104'), True))
put('hkid_4', 'NATIONAL_ID', 'hkid', gen_hkid('R'))
put('pp_vn_2', 'PASSPORT', 'passport', 'C' + rs(DIG, 7))

VALIDATORS = {
    'luhn': card_ok, 'iban': iban_ok, 'gb11643': idcard_ok, 'ssn': ssn_ok,
    'passport': passport_ok, 'gh': gh_ok, 'jwt': jwt_shape_ok, 'shape': None, 'pem': secret_ok,
    'uuid': lambda s: bool(re.fullmatch(r'[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}', s)),
    'sha1': lambda s: bool(re.fullmatch(r'[0-9a-f]{40}', s)),
    'sha256': lambda s: bool(re.fullmatch(r'[0-9a-f]{64}', s)),
}
for _k, (_f, _) in NATIONAL_SCHEMES.items():
    VALIDATORS[_k] = _f

# schemes with a check digit: every one-digit corruption must fail
STRONG = {'luhn', 'iban', 'gb11643', 'gh', 'nino_no', 'dni', 'nie', 'bsn', 'aadhaar', 'nric',
          'hkid', 'sin', 'pesel', 'pnr', 'cf', 'nir', 'tw', 'ppsn', 'hetu', 'fnr', 'tckn'}
# check digit present but the algorithm folds two remainders together (mod 11 -> %10 etc.):
# corrupting the check digit itself must fail, body corruptions are counted
WEAK = {'cpf', 'rrn', 'thai', 'be'}


def _validate(name):
    typ, scheme, extra = META[name]
    v = VALUES[name]
    if scheme == 'jwt':
        return jwt_shape_ok(v) and jwt_verify(v, extra)
    if scheme == 'shape':
        return apikey_ok(v) if typ == 'APIKEY' else secret_ok(v)
    return VALIDATORS[scheme](v)


def _corruptions(v):
    for i, ch in enumerate(v):
        if ch.isdigit():
            yield i, v[:i] + str((int(ch) + 1) % 10) + v[i + 1:]


def selftest(verbose=False):
    errors = []
    # algorithm sanity against published examples
    assert nric_ok('S1234567D')
    assert hkid_ok('A123456(3)')
    assert tw_ok('A123456789')
    assert _cf_check('RSSMRA85T10A562') == 'S'
    assert verhoeff_ok('2363')
    assert iban_ok('GB82 WEST 1234 5698 7654 32')
    assert idcard_ok('11010519491231002X')
    assert luhn_ok('79927398713')
    assert dni_ok('12345678Z')
    assert bsn_ok('111222333')
    assert cpf_ok('529.982.247-25')
    stats = []
    for name in VALUES:
        typ, scheme, extra = META[name]
        v = VALUES[name]
        if not _validate(name):
            errors.append('invalid: %s = %r' % (name, v))
            continue
        if typ == 'IDCARD' and ''.join('%04d%02d%02d' % idcard_dob(v)) != extra:
            errors.append('idcard birth date: %s' % name)
        if typ == 'NATIONAL_ID' and extra:
            y, m, d = NATIONAL_SCHEMES[scheme][1](v)
            want = extra
            got = ('%04d' % y if y > 99 else '%02d' % y) + '%02d' % m + ('%02d' % d if d else '')
            if not want.endswith(got) and not (len(got) == 6 and want[2:8] == got):
                errors.append('national id birth date: %s %s %s' % (name, want, got))
        if scheme in STRONG or scheme in WEAK or (scheme == 'jwt'):
            total = caught = 0
            last_digit = max(i for i, ch in enumerate(v) if ch.isdigit())
            for i, c in _corruptions(v):
                total += 1
                if scheme == 'jwt':
                    ok = jwt_verify(c, extra)
                else:
                    ok = VALIDATORS[scheme](c)
                if not ok:
                    caught += 1
                elif scheme in STRONG or scheme == 'jwt' or i == last_digit:
                    errors.append('corruption not detected: %s pos %d -> %r' % (name, i, c))
            stats.append((name, scheme, caught, total))
    if verbose:
        for name, scheme, caught, total in stats:
            print('  corrupt %-16s %-8s %3d/%3d one-digit corruptions rejected' % (name, scheme, caught, total))
    if errors:
        for e in errors:
            print('SELFTEST ERROR', e)
        return False
    print('selftest ok: %d values, %d checked against one-digit corruption' % (len(VALUES), len(stats)))
    return True


if __name__ == '__main__':
    if '-p' in sys.argv:
        for k, v in VALUES.items():
            print('%-18s %-12s %s' % (k, META[k][0], v.replace('\n', '\n' + ' ' * 32)))
    else:
        sys.exit(0 if selftest('-v' in sys.argv) else 1)
