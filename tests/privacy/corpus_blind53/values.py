#!/usr/bin/env python3
"""blind53 -- seeded generators for every value that needs a check digit or a
vendor-specific shape.  Texts refer to them as $name.

    python3 values.py        run selftest()
    python3 values.py -p     print every value (name, scheme, value)

Standard library only.  The validators below are shared with check_blind.py.
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

SEED = 53_1147
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
B62 = DIG + UP + LO
HEX = '0123456789abcdef'
URLSAFE = ALNUM + '-_'
B64 = UP + LO + DIG + '+/'
B32 = UP + '234567'


def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def digits_only(s):
    return ''.join(c for c in s if c.isdigit())


def group(s, sizes, sep=' '):
    out, i = [], 0
    for g in sizes:
        out.append(s[i:i + g])
        i += g
    assert i == len(s), (s, sizes)
    return sep.join(out)


def mkdate(y, m, d):
    try:
        return datetime.date(y, m, d)
    except ValueError:
        return None


# ---------------------------------------------------------------- Luhn / cards
def luhn_sum(ds):
    t = 0
    for i, ch in enumerate(reversed(ds)):
        d = int(ch)
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        t += d
    return t


def luhn_ok(ds):
    return ds.isdigit() and len(ds) > 1 and luhn_sum(ds) % 10 == 0


def luhn_complete(body):
    for c in DIG:
        if luhn_sum(body + c) % 10 == 0:
            return body + c
    raise AssertionError


def card_ok(s):
    seps = {c for c in s if not c.isdigit()}
    if not seps <= {' ', '-'} or len(seps) > 1:
        return False
    if '  ' in s or '--' in s or s[0] in ' -' or s[-1] in ' -':
        return False
    ds = digits_only(s)
    return 13 <= len(ds) <= 19 and ds[0] in '23456' and luhn_ok(ds)


def gen_card(prefix, length, sizes, sep=' '):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    return group(luhn_complete(body), sizes, sep)


# ---------------------------------------------------------------------- IBAN
IBAN_LEN = {'DE': 22, 'GB': 22, 'NL': 18, 'FR': 27, 'ES': 24, 'BE': 16,
            'IE': 22, 'AT': 20, 'CH': 21, 'IT': 27, 'PL': 28, 'PT': 25,
            'LT': 20, 'FI': 18, 'SE': 24, 'DK': 18, 'NO': 15, 'LU': 20}


def _iban_int(s):
    return int(''.join(str(int(c, 36)) for c in s))


def iban_ok(s):
    if s != s.strip() or '  ' in s:
        return False
    c = s.replace(' ', '')
    if not re.fullmatch(r'[A-Z]{2}\d{2}[A-Z0-9]+', c):
        return False
    if IBAN_LEN.get(c[:2]) != len(c):
        return False
    if ' ' in s and s != ' '.join(c[i:i + 4] for i in range(0, len(c), 4)):
        return False
    return _iban_int(c[4:] + c[:4]) % 97 == 1


def make_iban(country, bban, grouped=True):
    chk = 98 - _iban_int(bban + country + '00') % 97
    full = '%s%02d%s' % (country, chk, bban)
    if grouped:
        return ' '.join(full[i:i + 4] for i in range(0, len(full), 4))
    return full


ES_W = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]


def _es_dc(ten):
    d = 11 - sum(int(a) * w for a, w in zip(ten, ES_W)) % 11
    return {11: 0, 10: 1}.get(d, d)


def gen_iban(country, bank=None, grouped=True):
    if country == 'DE':
        bban = (bank or rs(DIG, 8)) + rs(DIG, 10)
    elif country in ('GB', 'IE'):
        bban = (bank or rs(UP, 4)) + rs(DIG, 14)
    elif country == 'NL':
        bban = (bank or 'INGB') + rs(DIG, 10)
    elif country == 'FR':
        b, g, a = (bank or rs(DIG, 5)), rs(DIG, 5), rs(DIG, 11)
        key = 97 - (89 * int(b) + 15 * int(g) + 3 * int(a)) % 97
        bban = '%s%s%s%02d' % (b, g, a, key)
    elif country == 'ES':
        b, g, a = (bank or rs(DIG, 4)), rs(DIG, 4), rs(DIG, 10)
        bban = '%s%s%d%d%s' % (b, g, _es_dc('00' + b + g), _es_dc(a), a)
    elif country == 'BE':
        first = (bank or rs(DIG, 3)) + rs(DIG, 7)
        c = int(first) % 97 or 97
        bban = '%s%02d' % (first, c)
    elif country == 'AT':
        bban = (bank or rs(DIG, 5)) + rs(DIG, 11)
    elif country == 'CH':
        bban = (bank or rs(DIG, 5)) + rs(DIG, 12)
    elif country == 'LT':
        bban = (bank or rs(DIG, 5)) + rs(DIG, 11)
    else:
        raise ValueError(country)
    return make_iban(country, bban, grouped)


# ------------------------------------------------------- Chinese resident ID
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_C = '10X98765432'


def cn_check(body17):
    return CN_C[sum(int(a) * w for a, w in zip(body17, CN_W)) % 11]


def cnid_parse(s):
    """-> birth date or None when invalid."""
    if not re.fullmatch(r'[1-8]\d{16}[\dX]', s):
        return None
    if cn_check(s[:17]) != s[17]:
        return None
    d = mkdate(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    if d is None or not (1900 <= d.year <= 2024):
        return None
    return d


def gen_cnid(region, y, m, d, sex):
    while True:
        seq = R.randint(1, 998)
        if (seq % 2 == 1) == (sex == 'M'):
            break
    body = '%s%04d%02d%02d%03d' % (region, y, m, d, seq)
    return body + cn_check(body)


# ------------------------------------------------------------------------ SSN
SSN_BAD = {'078051120', '219099999', '123456789', '111111111', '987654320'}


def ssn_ok(s):
    m = re.fullmatch(r'(\d{3})([- ]?)(\d{2})\2(\d{4})', s)
    if not m:
        return False
    a, g, n = int(m.group(1)), int(m.group(3)), int(m.group(4))
    if a == 0 or a == 666 or a >= 900 or g == 0 or n == 0:
        return False
    return digits_only(s) not in SSN_BAD


def gen_ssn(sep='-'):
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    return '%03d%s%02d%s%04d' % (a, sep, R.randint(1, 99), sep, R.randint(1, 9999))


# ------------------------------------------------------- other national IDs
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


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = V_D[c][V_P[(i + 1) % 8][int(ch)]]
    return str(V_INV[c])


DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'
HETU_C = '0123456789ABCDEFHJKLMNPRSTUVWXY'
TW_MAP = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18,
              K=19, L=20, M=21, N=22, O=35, P=23, Q=24, R=25, S=26, T=27,
              U=28, V=29, W=32, X=30, Y=31, Z=33)
PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
RRN_W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
TFN_W = [1, 4, 3, 7, 5, 8, 6, 9, 10]
FNR_W1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
FNR_W2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]


def nric_check(prefix, d7):
    s = sum(int(a) * w for a, w in zip(d7, [2, 7, 6, 5, 4, 3, 2]))
    s += 4 if prefix in 'TG' else 0
    return ('JZIHGFEDCBA' if prefix in 'ST' else 'XWUTRQPNMLK')[s % 11]


def hkid_check(prefix, d6):
    vals = ([36] if len(prefix) == 1 else []) + [ord(c) - 55 for c in prefix]
    seq = vals + [int(c) for c in d6]
    s = sum(v * w for v, w in zip(seq, range(9, 1, -1)))
    r = (11 - s % 11) % 11
    return 'A' if r == 10 else str(r)


def tw_sum(s):
    n = TW_MAP[s[0]]
    t = n // 10 + (n % 10) * 9
    return t + sum(int(c) * w for c, w in zip(s[1:], [8, 7, 6, 5, 4, 3, 2, 1, 1]))


def cpf_full(b9):
    s = sum(int(a) * w for a, w in zip(b9, range(10, 1, -1)))
    b10 = b9 + str(s * 10 % 11 % 10)
    s = sum(int(a) * w for a, w in zip(b10, range(11, 1, -1)))
    return b10 + str(s * 10 % 11 % 10)


def fnr_k(ds, w):
    k = 11 - sum(int(a) * x for a, x in zip(ds, w)) % 11
    return 0 if k == 11 else k


def steuer_check(d10):
    p = 10
    for ch in d10:
        s = (int(ch) + p) % 10 or 10
        p = s * 2 % 11
    c = 11 - p
    return 0 if c == 10 else c


def rut_dv(body):
    s, w = 0, 2
    for ch in reversed(body):
        s += int(ch) * w
        w = 2 if w == 7 else w + 1
    r = 11 - s % 11
    return '0' if r == 11 else 'K' if r == 10 else str(r)


def _yy(yy, cut=25):
    return 2000 + yy if yy <= cut else 1900 + yy


# each checker returns (ok, dob) where dob is a date, a (year, month) tuple or None
def _nino(s):
    m = re.fullmatch(r'([A-Z]{2}) ?(\d{2}) ?(\d{2}) ?(\d{2}) ?([A-D])', s)
    if not m:
        return False, None
    p = m.group(1)
    ok = (p[0] not in 'DFIQUV' and p[1] not in 'DFIOQUV'
          and p not in ('BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'))
    return ok, None


def _aadhaar(s):
    if not re.fullmatch(r'[2-9]\d{3} ?\d{4} ?\d{4}', s):
        return False, None
    return verhoeff_ok(digits_only(s)), None


def _nric(s):
    if not re.fullmatch(r'[STFG]\d{7}[A-Z]', s):
        return False, None
    return nric_check(s[0], s[1:8]) == s[8], None


def _dni(s):
    m = re.fullmatch(r'(\d{8})-?([A-Z])', s)
    if m:
        return DNI_L[int(m.group(1)) % 23] == m.group(2), None
    m = re.fullmatch(r'([XYZ])-?(\d{7})-?([A-Z])', s)
    if m:
        v = int(str('XYZ'.index(m.group(1))) + m.group(2))
        return DNI_L[v % 23] == m.group(3), None
    return False, None


def _bsn(s):
    if not re.fullmatch(r'\d{9}|\d{4}\.\d{2}\.\d{3}', s):
        return False, None
    ds = digits_only(s)
    return (sum(int(ds[i]) * (9 - i) for i in range(8)) - int(ds[8])) % 11 == 0, None


def _pnr(s):
    m = re.fullmatch(r'(\d{2})(\d{2})(\d{2})([-+])(\d{4})', s)
    if not m:
        return False, None
    d = mkdate(_yy(int(m.group(1))), int(m.group(2)), int(m.group(3)))
    return d is not None and luhn_ok(digits_only(s)), d


def _pesel(s):
    if not re.fullmatch(r'\d{11}', s):
        return False, None
    c = (10 - sum(int(a) * w for a, w in zip(s[:10], PESEL_W)) % 10) % 10
    yy, mm, dd = int(s[:2]), int(s[2:4]), int(s[4:6])
    y = 1900 + yy
    if 20 < mm <= 32:
        y, mm = 2000 + yy, mm - 20
    d = mkdate(y, mm, dd)
    return d is not None and c == int(s[10]), d


def _nir(s):
    m = re.fullmatch(r'([12]) ?(\d{2}) ?(\d{2}) ?(\d{2}) ?(\d{3}) ?(\d{3}) ?(\d{2})', s)
    if not m:
        return False, None
    ds = digits_only(s)
    mm = int(m.group(3))
    ok = 1 <= mm <= 12 and 97 - int(ds[:13]) % 97 == int(ds[13:])
    return ok, (int(m.group(2)), mm)


def _sin(s):
    if not re.fullmatch(r'\d{3}([ -]?)\d{3}\1\d{3}', s):
        return False, None
    ds = digits_only(s)
    return ds[0] in '12345679' and luhn_ok(ds), None


def _hkid(s):
    m = re.fullmatch(r'([A-Z]{1,2})(\d{6})\(([0-9A])\)', s)
    if not m:
        return False, None
    return hkid_check(m.group(1), m.group(2)) == m.group(3), None


def _twid(s):
    if not re.fullmatch(r'[A-Z][12]\d{8}', s):
        return False, None
    return tw_sum(s) % 10 == 0, None


def _rrn(s):
    m = re.fullmatch(r'(\d{2})(\d{2})(\d{2})-?([1-4])(\d{6})', s)
    if not m:
        return False, None
    ds = digits_only(s)
    c = (11 - sum(int(a) * w for a, w in zip(ds[:12], RRN_W)) % 11) % 10
    cen = 1900 if m.group(4) in '12' else 2000
    d = mkdate(cen + int(m.group(1)), int(m.group(2)), int(m.group(3)))
    return d is not None and c == int(ds[12]), d


def _cpf(s):
    if not re.fullmatch(r'\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11}', s):
        return False, None
    ds = digits_only(s)
    return len(set(ds)) > 1 and cpf_full(ds[:9]) == ds, None


def _hetu(s):
    m = re.fullmatch(r'(\d{2})(\d{2})(\d{2})([-+A])(\d{3})([0-9A-Y])', s)
    if not m:
        return False, None
    cen = {'+': 1800, '-': 1900, 'A': 2000}[m.group(4)]
    d = mkdate(cen + int(m.group(3)), int(m.group(2)), int(m.group(1)))
    num = int(m.group(1) + m.group(2) + m.group(3) + m.group(5))
    return d is not None and HETU_C[num % 31] == m.group(6), d


def _fnr(s):
    if not re.fullmatch(r'\d{6} ?\d{5}', s):
        return False, None
    ds = digits_only(s)
    ind = int(ds[6:9])
    y = (1900 if ind < 500 else 2000) + int(ds[4:6])
    d = mkdate(y, int(ds[2:4]), int(ds[0:2]))
    k1, k2 = fnr_k(ds, FNR_W1), fnr_k(ds, FNR_W2)
    return d is not None and k1 < 10 and k2 < 10 and k1 == int(ds[9]) and k2 == int(ds[10]), d


def _benn(s):
    m = re.fullmatch(r'(\d{2})\.(\d{2})\.(\d{2})-(\d{3})\.(\d{2})', s)
    if not m:
        return False, None
    b = ''.join(m.groups()[:4])
    c = int(m.group(5))
    for cen, base in ((1900, int(b)), (2000, int('2' + b))):
        if 97 - base % 97 == c:
            d = mkdate(cen + int(m.group(1)), int(m.group(2)), int(m.group(3)))
            return d is not None, d
    return False, None


def _tfn(s):
    if not re.fullmatch(r'\d{3} ?\d{3} ?\d{3}', s):
        return False, None
    ds = digits_only(s)
    return sum(int(a) * w for a, w in zip(ds, TFN_W)) % 11 == 0, None


def _steuer(s):
    if not re.fullmatch(r'\d{2} ?\d{3} ?\d{3} ?\d{3}', s):
        return False, None
    ds = digits_only(s)
    if ds[0] == '0':
        return False, None
    counts = sorted((ds[:10].count(c) for c in DIG), reverse=True)
    if counts[0] not in (2, 3) or counts[1] > 1:
        return False, None
    return steuer_check(ds[:10]) == int(ds[10]), None


def _tckn(s):
    if not re.fullmatch(r'[1-9]\d{10}', s):
        return False, None
    d = [int(c) for c in s]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    return d10 == d[9] and sum(d[:10]) % 10 == d[10], None


def _rut(s):
    m = re.fullmatch(r'(\d{1,2})\.(\d{3})\.(\d{3})-([\dK])', s)
    if not m:
        return False, None
    return rut_dv(''.join(m.groups()[:3])) == m.group(4), None


def _mykad(s):
    m = re.fullmatch(r'(\d{2})(\d{2})(\d{2})-(\d{2})-(\d{4})', s)
    if not m:
        return False, None
    d = mkdate(_yy(int(m.group(1))), int(m.group(2)), int(m.group(3)))
    return d is not None, d


NATID_SCHEMES = {
    # name: (checker, has_check_digit)
    'uk_nino': (_nino, False), 'in_aadhaar': (_aadhaar, True),
    'sg_nric': (_nric, True), 'es_dni': (_dni, True), 'nl_bsn': (_bsn, True),
    'se_pnr': (_pnr, True), 'pl_pesel': (_pesel, True), 'fr_nir': (_nir, True),
    'ca_sin': (_sin, True), 'hk_hkid': (_hkid, True), 'tw_id': (_twid, True),
    'kr_rrn': (_rrn, True), 'br_cpf': (_cpf, True), 'fi_hetu': (_hetu, True),
    'no_fnr': (_fnr, True), 'be_nn': (_benn, True), 'au_tfn': (_tfn, True),
    'de_steuerid': (_steuer, True), 'tr_tckn': (_tckn, True),
    'cl_rut': (_rut, True), 'my_mykad': (_mykad, False),
}


def natid_match(s):
    """-> list of (scheme, dob) that accept s."""
    out = []
    for name, (fn, _) in NATID_SCHEMES.items():
        ok, dob = fn(s)
        if ok:
            out.append((name, dob))
    return out


# generators for national IDs
def gen_nino(compact=False):
    while True:
        p = R.choice('ABCEGHJKLMNOPRSTWXYZ') + R.choice('ABCEGHJKLMNPRSTWXYZ')
        if p not in ('BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'):
            break
    d, suf = rs(DIG, 6), R.choice('ABCD')
    return p + d + suf if compact else '%s %s %s %s %s' % (p, d[:2], d[2:4], d[4:], suf)


def gen_aadhaar():
    b = R.choice('23456789') + rs(DIG, 10)
    return group(b + verhoeff_digit(b), [4, 4, 4])


def gen_nric(prefix, yy):
    d7 = '%02d' % yy + rs(DIG, 5)
    return prefix + d7 + nric_check(prefix, d7)


def gen_dni():
    n = R.randint(10000000, 79999999)
    return '%d%s' % (n, DNI_L[n % 23])


def gen_nie():
    p, n = R.choice('XYZ'), rs(DIG, 7)
    return '%s%s%s' % (p, n, DNI_L[int(str('XYZ'.index(p)) + n) % 23])


def gen_bsn():
    while True:
        b = R.choice('123456789') + rs(DIG, 7)
        c = sum(int(b[i]) * (9 - i) for i in range(8)) % 11
        if c < 10:
            return b + str(c)


def gen_pnr(y, m, d):
    full = luhn_complete('%02d%02d%02d' % (y % 100, m, d) + rs(DIG, 3))
    return full[:6] + '-' + full[6:]


def gen_pesel(y, m, d, sex):
    mm = m + (20 if y >= 2000 else 0)
    g = R.choice('13579' if sex == 'M' else '02468')
    b = '%02d%02d%02d%s%s' % (y % 100, mm, d, rs(DIG, 3), g)
    return b + str((10 - sum(int(a) * w for a, w in zip(b, PESEL_W)) % 10) % 10)


def gen_nir(sex, y, m, dept):
    b = '%s%02d%02d%s%03d%03d' % ('1' if sex == 'M' else '2', y % 100, m, dept,
                                  R.randint(1, 999), R.randint(1, 999))
    key = 97 - int(b) % 97
    return '%s %s %s %s %s %s %02d' % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], key)


def gen_sin(sep=' '):
    return group(luhn_complete(R.choice('1234567') + rs(DIG, 7)), [3, 3, 3], sep)


def gen_hkid(prefix=None):
    prefix = prefix or R.choice('ACDEGHKPRVYZ')
    d6 = rs(DIG, 6)
    return '%s%s(%s)' % (prefix, d6, hkid_check(prefix, d6))


def gen_twid(sex):
    b = R.choice('ABCDEFHJKLMNPQRTUVXYW') + ('1' if sex == 'M' else '2') + rs(DIG, 7)
    return b + str((10 - tw_sum(b + '0') % 10) % 10)


def gen_rrn(y, m, d, sex):
    g = ('1' if sex == 'M' else '2') if y < 2000 else ('3' if sex == 'M' else '4')
    b = '%02d%02d%02d%s%s' % (y % 100, m, d, g, rs(DIG, 5))
    c = (11 - sum(int(a) * w for a, w in zip(b, RRN_W)) % 11) % 10
    return '%s-%s%d' % (b[:6], b[6:], c)


def gen_cpf():
    f = cpf_full(rs(DIG, 9))
    return '%s.%s.%s-%s' % (f[:3], f[3:6], f[6:9], f[9:])


def gen_hetu(y, m, d):
    n = R.randint(2, 899)
    b = '%02d%02d%02d' % (d, m, y % 100)
    return '%s%s%03d%s' % (b, '-' if y < 2000 else 'A', n, HETU_C[int(b + '%03d' % n) % 31])


def gen_fnr(y, m, d):
    while True:
        ds = '%02d%02d%02d%03d' % (d, m, y % 100, R.randint(0, 499) if y < 2000 else R.randint(500, 999))
        k1 = fnr_k(ds, FNR_W1)
        if k1 == 10:
            continue
        k2 = fnr_k(ds + str(k1), FNR_W2)
        if k2 == 10:
            continue
        return '%s %s%d%d' % (ds[:6], ds[6:], k1, k2)


def gen_benn(y, m, d):
    b = '%02d%02d%02d%03d' % (y % 100, m, d, R.randint(1, 997))
    c = 97 - (int(b) if y < 2000 else int('2' + b)) % 97
    return '%s.%s.%s-%s.%02d' % (b[:2], b[2:4], b[4:6], b[6:9], c)


def gen_tfn():
    while True:
        b = R.choice('123456789') + rs(DIG, 7)
        d = (-sum(int(a) * w for a, w in zip(b, TFN_W)) * 10) % 11
        if d < 10:
            return group(b + str(d), [3, 3, 3])


def gen_steuer():
    while True:
        ds = R.sample(DIG, 9)
        ds.append(R.choice(ds))
        R.shuffle(ds)
        if ds[0] != '0':
            break
    d10 = ''.join(ds)
    full = d10 + str(steuer_check(d10))
    return group(full, [2, 3, 3, 3])


def gen_tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    return ''.join(map(str, d)) + str(d10) + str((sum(d) + d10) % 10)


def gen_rut():
    body = str(R.randint(8_000_000, 24_999_999))
    return '%s.%s.%s-%s' % (body[:-6], body[-6:-3], body[-3:], rut_dv(body))


def gen_mykad(y, m, d, pb, sex):
    last = R.choice('13579' if sex == 'M' else '02468')
    return '%02d%02d%02d-%s-%s%s' % (y % 100, m, d, pb, rs(DIG, 3), last)


# ------------------------------------------------------------------- passports
PASSPORT_SHAPES = [
    ('cn', r'E\d{8}|E[A-HJ-NP-Z]\d{7}|G\d{8}'),
    ('us', r'[A-Z]\d{8}|\d{9}'),
    ('uk', r'\d{9}'),
    ('de', r'C[CFGHJKLMNPRTVWXYZ0-9]{8}'),
    ('fr', r'\d{2}[A-Z]{2}\d{5}'),
    ('in', r'[A-Z]\d{7}'),
    ('jp', r'T[A-Z]\d{7}'),
    ('ca', r'[A-Z]{2}\d{6}'),
    ('au', r'(?:N|PA|PB|PE)\d{7}'),
    ('kr', r'M\d{8}'),
    ('sg', r'K\d{7}[A-Z]'),
    ('hk', r'K\d{8}|H\d{8}'),
    ('my', r'A\d{8}'),
    ('ie', r'[A-Z]{2}\d{7}'),
]


def passport_kind(s):
    for k, rx in PASSPORT_SHAPES:
        if re.fullmatch(rx, s):
            return k
    return None


def gen_passport(kind):
    return {
        'cn': lambda: 'E' + rs(DIG, 8),
        'cn2': lambda: 'E' + R.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') + rs(DIG, 7),
        'us': lambda: R.choice('56') + rs(DIG, 8),
        'us2': lambda: 'A' + rs(DIG, 8),
        'uk': lambda: R.choice('125') + rs(DIG, 8),
        'de': lambda: 'C' + rs('CFGHJKLMNPRTVWXYZ0123456789', 8),
        'fr': lambda: rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5),
        'in': lambda: R.choice('JKLMNPRSTUVWZ') + rs(DIG, 7),
        'jp': lambda: 'T' + R.choice('KRZ') + rs(DIG, 7),
        'ca': lambda: rs('ABGHJKLMNP', 2) + rs(DIG, 6),
        'au': lambda: 'PA' + rs(DIG, 7),
        'kr': lambda: 'M' + rs(DIG, 8),
        'sg': lambda: 'K' + rs(DIG, 7) + R.choice('ABCDEFGHJKLMNPQRSTUVWXYZ'),
        'hk': lambda: 'K' + rs(DIG, 8),
        'my': lambda: 'A' + rs(DIG, 8),
        'ie': lambda: rs('PLRTW', 2) + rs(DIG, 7),
    }[kind]()


# -------------------------------------------------------------- vendor tokens
def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b'=').decode()


def b62(n, width):
    s = ''
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s.rjust(width, '0')


def gen_ghp(prefix='ghp_'):
    ent = rs(ALNUM, 30)
    return prefix + ent + b62(zlib.crc32(ent.encode()), 6)


def ghp_ok(s):
    m = re.fullmatch(r'gh[pousr]_([A-Za-z0-9]{30})([A-Za-z0-9]{6})', s)
    return bool(m) and b62(zlib.crc32(m.group(1).encode()), 6) == m.group(2)


JWT_KEYS = {}


def gen_jwt(payload, secret):
    h = b64u(json.dumps({'alg': 'HS256', 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    sig = b64u(hmac.new(secret.encode(), (h + '.' + p).encode(), hashlib.sha256).digest())
    tok = h + '.' + p + '.' + sig
    JWT_KEYS[tok] = secret
    return tok


def _b64u_dec(s):
    return base64.urlsafe_b64decode(s + '=' * (-len(s) % 4))


def jwt_shape(s):
    parts = s.split('.')
    if len(parts) != 3 or not all(re.fullmatch(r'[A-Za-z0-9_-]+', p) for p in parts):
        return False
    try:
        head = json.loads(_b64u_dec(parts[0]))
        json.loads(_b64u_dec(parts[1]))
    except Exception:
        return False
    return isinstance(head, dict) and 'alg' in head


def jwt_verify(s, secret):
    h, p, sig = s.split('.')
    good = b64u(hmac.new(secret.encode(), (h + '.' + p).encode(), hashlib.sha256).digest())
    return hmac.compare_digest(good, sig)


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + '4' + h[13:16] + R.choice('89ab') + h[17:]
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def gen_discord_bot():
    uid = str(R.randint(10 ** 17, 2 * 10 ** 18))
    return b64u(uid.encode()) + '.' + rs(URLSAFE, 6) + '.' + rs(URLSAFE, 38)


APIKEY_SHAPES = [
    ('stripe_secret', r'(?:sk|rk)_live_[A-Za-z0-9]{24,99}'),
    ('github_pat', r'gh[pousr]_[A-Za-z0-9]{36}'),
    ('github_fine', r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}'),
    ('aws_akid', r'(?:AKIA|ASIA)[A-Z2-7]{16}'),
    ('slack_token', r'xox[bpa]-\d{10,13}-\d{10,13}(?:-\d{10,13})?-[A-Za-z0-9]{24,32}'),
    ('telegram_bot', r'\d{8,10}:AA[A-Za-z0-9_-]{33}'),
    ('google_api', r'AIza[A-Za-z0-9_-]{35}'),
    ('openai', r'sk-proj-[A-Za-z0-9_-]{64,}'),
    ('anthropic', r'sk-ant-api03-[A-Za-z0-9_-]{93}AA'),
    ('sendgrid', r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}'),
    ('twilio_key', r'SK[0-9a-f]{32}'),
    ('mailgun', r'key-[0-9a-f]{32}'),
    ('gitlab_pat', r'glpat-[A-Za-z0-9_-]{20}'),
    ('npm', r'npm_[A-Za-z0-9]{36}'),
    ('shopify', r'shpat_[0-9a-f]{32}'),
    ('exchange_key', r'[A-Za-z0-9]{64}'),
    ('kraken_key', r'[A-Za-z0-9+/]{56}'),
    ('discord_bot', r'[A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}'),
    ('square', r'EAAA[A-Za-z0-9_-]{60}'),
    ('braintree', r'access_token\$production\$[a-z0-9]{16}\$[a-f0-9]{32}'),
    ('hf', r'hf_[A-Za-z0-9]{34}'),
    ('digitalocean', r'dop_v1_[a-f0-9]{64}'),
    ('shippo', r'shippo_live_[a-f0-9]{40}'),
    ('aliyun_akid', r'LTAI[A-Za-z0-9]{12,20}'),
    ('tencent_secretid', r'AKID[A-Za-z0-9]{32}'),
    ('expo', r'[A-Za-z0-9_-]{40}'),
]

SECRET_SHAPES = [
    ('aws_secret', r'[A-Za-z0-9/+]{40}'),
    ('alnum30', r'[A-Za-z0-9]{30}'),
    ('alnum32', r'[A-Za-z0-9]{32}'),
    ('alnum64', r'[A-Za-z0-9]{64}'),
    ('kraken_secret', r'[A-Za-z0-9+/]{86}=='),
    ('hex32', r'[0-9a-f]{32}'),
    ('stripe_whsec', r'whsec_[A-Za-z0-9]{32,}'),
    ('dingtalk_sec', r'SEC[0-9a-f]{64}'),
    ('slack_webhook', r'https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}'),
    ('discord_webhook', r'https://discord(?:app)?\.com/api/webhooks/\d{17,20}/[A-Za-z0-9_-]{60,68}'),
    ('dingtalk_webhook', r'https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}'),
    ('wecom_webhook', r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}'),
    ('feishu_webhook', r'https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f-]{36}'),
    ('totp_seed', r'(?:[A-Z2-7]{4} ){3,7}[A-Z2-7]{4}|(?:[a-z2-7]{4} ){3,7}[a-z2-7]{4}|[A-Z2-7]{16}|[A-Z2-7]{32}'),
    ('recovery_code', r'[0-9a-f]{5}-[0-9a-f]{5}|\d{4} \d{4}|[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}'),
    ('google_client_secret', r'GOCSPX-[A-Za-z0-9_-]{28}'),
    ('session_django', r'[a-z0-9]{32}'),
    ('session_php', r'[a-v0-9]{26}'),
    ('session_signed', r's%3A[A-Za-z0-9_-]{32}\.[A-Za-z0-9%]{43,60}'),
    ('pem', r'-----BEGIN ([A-Z ]+)-----\n(?:[A-Za-z0-9+/=]{1,64}\n)+-----END \1-----'),
]


def shape_kind(s, shapes):
    for k, rx in shapes:
        if re.fullmatch(rx, s):
            return k
    return None


def apikey_kind(s):
    if ghp_ok(s):
        return 'github_pat'
    if s.startswith('gh') and re.fullmatch(r'gh[pousr]_[A-Za-z0-9]{36}', s):
        return None  # bad checksum
    if s.startswith('eyJ') and jwt_shape(s):
        return 'jwt'
    return shape_kind(s, APIKEY_SHAPES)


def totp_ok(s):
    raw = s.replace(' ', '').upper()
    try:
        base64.b32decode(raw + '=' * (-len(raw) % 8))
    except Exception:
        return False
    return len(raw) in (16, 26, 32)


# ------------------------------------------------------ P-256 PEM private key
P256_P = 2 ** 256 - 2 ** 224 + 2 ** 192 + 2 ** 96 - 1
P256_B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b
P256_N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551
P256_G = (0x6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296,
          0x4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5)


def _on_curve(pt):
    x, y = pt
    return (y * y - (x ** 3 - 3 * x + P256_B)) % P256_P == 0


def _add(a, b):
    if a is None:
        return b
    if b is None:
        return a
    p = P256_P
    if a[0] == b[0] and (a[1] + b[1]) % p == 0:
        return None
    if a == b:
        lam = (3 * a[0] * a[0] - 3) * pow(2 * a[1], -1, p) % p
    else:
        lam = (b[1] - a[1]) * pow(b[0] - a[0], -1, p) % p
    x = (lam * lam - a[0] - b[0]) % p
    return x, (lam * (a[0] - x) - a[1]) % p


def _mul(k, pt):
    acc = None
    while k:
        if k & 1:
            acc = _add(acc, pt)
        pt = _add(pt, pt)
        k >>= 1
    return acc


_OID_P256 = bytes.fromhex('06082a8648ce3d030107')
_OID_ECPUB = bytes.fromhex('06072a8648ce3d0201')


def _der(tag, body):
    n = len(body)
    if n < 128:
        ln = bytes([n])
    else:
        b = n.to_bytes((n.bit_length() + 7) // 8, 'big')
        ln = bytes([0x80 | len(b)]) + b
    return bytes([tag]) + ln + body


def _sec1(d):
    x, y = _mul(d, P256_G)
    pub = b'\x00\x04' + x.to_bytes(32, 'big') + y.to_bytes(32, 'big')
    return _der(0x30, _der(0x02, b'\x01') + _der(0x04, d.to_bytes(32, 'big'))
                + _der(0xa0, _OID_P256) + _der(0xa1, _der(0x03, pub)))


def _pem(label, der):
    b = base64.b64encode(der).decode()
    return '-----BEGIN %s-----\n%s\n-----END %s-----' % (
        label, '\n'.join(b[i:i + 64] for i in range(0, len(b), 64)), label)


def gen_pem(pkcs8=False):
    d = R.randrange(1, P256_N)
    sec1 = _sec1(d)
    if not pkcs8:
        return _pem('EC PRIVATE KEY', sec1)
    der = _der(0x30, _der(0x02, b'\x00') + _der(0x30, _OID_ECPUB + _OID_P256) + _der(0x04, sec1))
    return _pem('PRIVATE KEY', der)


def pem_ok(s):
    m = re.fullmatch(r'-----BEGIN (EC PRIVATE KEY|PRIVATE KEY)-----\n([A-Za-z0-9+/=\n]+)\n-----END \1-----', s)
    if not m:
        return False
    try:
        der = base64.b64decode(m.group(2).replace('\n', ''), validate=True)
    except Exception:
        return False
    if m.group(1) == 'PRIVATE KEY':
        head = bytes.fromhex('308193020100301306072a8648ce3d020106082a8648ce3d0301070479')
        if not der.startswith(head):
            return False
        der = der[len(head):]
    if len(der) != 121 or not der.startswith(bytes.fromhex('30770201010420')):
        return False
    d = int.from_bytes(der[7:39], 'big')
    if der[39:51] != b'\xa0\x0a' + _OID_P256 or der[51:56] != bytes.fromhex('a144034200'):
        return False
    if der[56] != 4:
        return False
    pub = (int.from_bytes(der[57:89], 'big'), int.from_bytes(der[89:121], 'big'))
    return 0 < d < P256_N and _mul(d, P256_G) == pub


# =============================================================================
# VALUES
# =============================================================================
VALUES = {}
SCHEME = {}   # name -> (type, scheme)


def put(name, typ, scheme, value):
    assert name not in VALUES, name
    VALUES[name] = value
    SCHEME[name] = (typ, scheme)


# ---- cards (CARD)
put('visa1', 'CARD', 'visa', gen_card('4', 16, [4, 4, 4, 4]))
put('visa2', 'CARD', 'visa', gen_card('4', 16, [4, 4, 4, 4], '-'))
put('visa3', 'CARD', 'visa', gen_card('45', 16, [16]))
put('visa4', 'CARD', 'visa', gen_card('4', 16, [4, 4, 4, 4]))
put('visa5', 'CARD', 'visa', gen_card('49', 16, [4, 4, 4, 4]))
put('visa6', 'CARD', 'visa', gen_card('4', 16, [4, 4, 4, 4]))
put('visa7', 'CARD', 'visa', gen_card('41', 16, [16]))
put('visa8', 'CARD', 'visa', gen_card('4', 16, [4, 4, 4, 4], '-'))
put('visa9', 'CARD', 'visa', gen_card('46', 16, [4, 4, 4, 4]))
put('visa10', 'CARD', 'visa', gen_card('4', 16, [4, 4, 4, 4]))
put('visa11', 'CARD', 'visa', gen_card('42', 16, [4, 4, 4, 4]))
put('visa12', 'CARD', 'visa', gen_card('4', 16, [16]))
put('mc1', 'CARD', 'mastercard', gen_card('54', 16, [4, 4, 4, 4]))
put('mc2', 'CARD', 'mastercard', gen_card('52', 16, [4, 4, 4, 4], '-'))
put('mc3', 'CARD', 'mastercard', gen_card('2221', 16, [4, 4, 4, 4]))
put('mc4', 'CARD', 'mastercard', gen_card('55', 16, [16]))
put('mc5', 'CARD', 'mastercard', gen_card('51', 16, [4, 4, 4, 4]))
put('mc6', 'CARD', 'mastercard', gen_card('53', 16, [4, 4, 4, 4]))
put('mc7', 'CARD', 'mastercard', gen_card('2720', 16, [4, 4, 4, 4]))
put('mc8', 'CARD', 'mastercard', gen_card('54', 16, [4, 4, 4, 4], '-'))
put('amex1', 'CARD', 'amex', gen_card('37', 15, [4, 6, 5]))
put('amex2', 'CARD', 'amex', gen_card('34', 15, [4, 6, 5], '-'))
put('amex3', 'CARD', 'amex', gen_card('37', 15, [15]))
put('amex4', 'CARD', 'amex', gen_card('34', 15, [4, 6, 5]))
put('cup1', 'CARD', 'unionpay', gen_card('622848', 19, [4, 4, 4, 4, 3]))
put('cup2', 'CARD', 'unionpay', gen_card('621700', 19, [19]))
put('cup3', 'CARD', 'unionpay', gen_card('622202', 19, [4, 4, 4, 4, 3]))
put('cup4', 'CARD', 'unionpay', gen_card('625', 16, [4, 4, 4, 4]))
put('cup5', 'CARD', 'unionpay', gen_card('621483', 16, [16]))
put('cup6', 'CARD', 'unionpay', gen_card('622588', 16, [4, 4, 4, 4]))
put('cup7', 'CARD', 'unionpay', gen_card('623', 19, [4, 4, 4, 4, 3]))
put('cup8', 'CARD', 'unionpay', gen_card('622609', 16, [4, 4, 4, 4]))
put('jcb1', 'CARD', 'jcb', gen_card('3589', 16, [4, 4, 4, 4]))
put('jcb2', 'CARD', 'jcb', gen_card('3530', 16, [16]))
put('disc1', 'CARD', 'discover', gen_card('6011', 16, [4, 4, 4, 4]))
put('disc2', 'CARD', 'discover', gen_card('6011', 16, [4, 4, 4, 4], '-'))

# ---- IBAN
put('iban_de1', 'IBAN', 'DE', gen_iban('DE', '10010010'))
put('iban_de2', 'IBAN', 'DE', gen_iban('DE', '37040044'))
put('iban_de3', 'IBAN', 'DE', gen_iban('DE', '50010517', grouped=False))
put('iban_de4', 'IBAN', 'DE', gen_iban('DE', '12030000'))
put('iban_de5', 'IBAN', 'DE', gen_iban('DE', '70150000'))
put('iban_gb1', 'IBAN', 'GB', gen_iban('GB', 'NWBK'))
put('iban_gb2', 'IBAN', 'GB', gen_iban('GB', 'BARC'))
put('iban_gb3', 'IBAN', 'GB', gen_iban('GB', 'MONZ', grouped=False))
put('iban_gb4', 'IBAN', 'GB', gen_iban('GB', 'LOYD'))
put('iban_gb5', 'IBAN', 'GB', gen_iban('GB', 'HBUK'))
put('iban_nl1', 'IBAN', 'NL', gen_iban('NL', 'INGB'))
put('iban_nl2', 'IBAN', 'NL', gen_iban('NL', 'RABO'))
put('iban_nl3', 'IBAN', 'NL', gen_iban('NL', 'BUNQ', grouped=False))
put('iban_fr1', 'IBAN', 'FR', gen_iban('FR', '30004'))
put('iban_fr2', 'IBAN', 'FR', gen_iban('FR', '20041'))
put('iban_fr3', 'IBAN', 'FR', gen_iban('FR', '10278', grouped=False))
put('iban_es1', 'IBAN', 'ES', gen_iban('ES', '2100'))
put('iban_es2', 'IBAN', 'ES', gen_iban('ES', '0049'))
put('iban_be1', 'IBAN', 'BE', gen_iban('BE', '063'))
put('iban_be2', 'IBAN', 'BE', gen_iban('BE', '310', grouped=False))
put('iban_ie1', 'IBAN', 'IE', gen_iban('IE', 'AIBK'))
put('iban_ie2', 'IBAN', 'IE', gen_iban('IE', 'BOFI'))
put('iban_at1', 'IBAN', 'AT', gen_iban('AT', '20111'))
put('iban_ch1', 'IBAN', 'CH', gen_iban('CH', '00762'))
put('iban_lt1', 'IBAN', 'LT', gen_iban('LT', '32500'))
put('iban_lt2', 'IBAN', 'LT', gen_iban('LT', '37300'))
# organisation accounts (decoys): valid, but a company's account
put('org_iban1', 'DECOY', 'org_iban', gen_iban('DE', '20041010'))
put('org_iban2', 'DECOY', 'org_iban', gen_iban('GB', 'BARC'))
put('org_iban3', 'DECOY', 'org_iban', gen_iban('NL', 'ABNA'))
put('org_iban4', 'DECOY', 'org_iban', gen_iban('LT', '32500'))

# ---- SSN
for i in range(1, 17):
    put('ssn%d' % i, 'SSN', 'us_ssn', gen_ssn(' ' if i in (5, 11) else ('' if i == 14 else '-')))

# ---- Chinese resident ID: (name, region, y, m, d, sex)
CN_PEOPLE = [
    ('cnid1', '440305', 1991, 7, 23, 'F'), ('cnid2', '310104', 1986, 11, 2, 'M'),
    ('cnid3', '110105', 1979, 3, 15, 'M'), ('cnid4', '330106', 1994, 5, 30, 'F'),
    ('cnid5', '510107', 1988, 12, 9, 'M'), ('cnid6', '420106', 1996, 2, 17, 'F'),
    ('cnid7', '320102', 1983, 8, 26, 'M'), ('cnid8', '370202', 1990, 10, 4, 'F'),
    ('cnid9', '610113', 1975, 6, 11, 'M'), ('cnid10', '500103', 1999, 1, 28, 'F'),
    ('cnid11', '350203', 1987, 4, 19, 'M'), ('cnid12', '430104', 1993, 9, 7, 'F'),
    ('cnid13', '440106', 1985, 12, 31, 'M'), ('cnid14', '530102', 2001, 3, 3, 'F'),
    ('cnid15', '410105', 1992, 7, 14, 'M'), ('cnid16', '340104', 1980, 5, 21, 'F'),
    ('cnid17', '360102', 1997, 11, 25, 'M'), ('cnid18', '210106', 1968, 2, 8, 'F'),
    ('cnid19', '230103', 1989, 6, 16, 'M'), ('cnid20', '120101', 1995, 8, 2, 'F'),
    ('cnid21', '440304', 1990, 3, 29, 'M'), ('cnid22', '330102', 1984, 10, 13, 'F'),
    ('cnid23', '310115', 1998, 4, 6, 'M'), ('cnid24', '110108', 1982, 1, 20, 'F'),
    ('cnid25', '440103', 1977, 9, 9, 'M'), ('cnid26', '320583', 1993, 12, 1, 'F'),
    ('cnid27', '350102', 1986, 5, 5, 'M'), ('cnid28', '420111', 2000, 10, 10, 'F'),
]
for name, region, y, m, d, sex in CN_PEOPLE:
    put(name, 'IDCARD', 'cn_resident_id', gen_cnid(region, y, m, d, sex))

# ---- other national IDs
put('nino1', 'NATIONAL_ID', 'uk_nino', gen_nino())
put('nino2', 'NATIONAL_ID', 'uk_nino', gen_nino(compact=True))
put('nino3', 'NATIONAL_ID', 'uk_nino', gen_nino())
put('aadhaar1', 'NATIONAL_ID', 'in_aadhaar', gen_aadhaar())
put('aadhaar2', 'NATIONAL_ID', 'in_aadhaar', gen_aadhaar())
put('aadhaar3', 'NATIONAL_ID', 'in_aadhaar', gen_aadhaar())
put('nric1', 'NATIONAL_ID', 'sg_nric', gen_nric('S', 87))
put('nric2', 'NATIONAL_ID', 'sg_nric', gen_nric('T', 2))
put('nric3', 'NATIONAL_ID', 'sg_nric', gen_nric('G', 51))
put('dni1', 'NATIONAL_ID', 'es_dni', gen_dni())
put('dni2', 'NATIONAL_ID', 'es_dni', gen_dni())
put('nie1', 'NATIONAL_ID', 'es_dni', gen_nie())
put('bsn1', 'NATIONAL_ID', 'nl_bsn', gen_bsn())
put('bsn2', 'NATIONAL_ID', 'nl_bsn', gen_bsn())
put('pnr1', 'NATIONAL_ID', 'se_pnr', gen_pnr(1984, 2, 11))
put('pnr2', 'NATIONAL_ID', 'se_pnr', gen_pnr(1992, 9, 30))
put('pesel1', 'NATIONAL_ID', 'pl_pesel', gen_pesel(1990, 6, 14, 'F'))
put('pesel2', 'NATIONAL_ID', 'pl_pesel', gen_pesel(2002, 3, 8, 'M'))
put('nir1', 'NATIONAL_ID', 'fr_nir', gen_nir('M', 1988, 5, '75'))
put('nir2', 'NATIONAL_ID', 'fr_nir', gen_nir('F', 1995, 10, '69'))
put('sin1', 'NATIONAL_ID', 'ca_sin', gen_sin())
put('sin2', 'NATIONAL_ID', 'ca_sin', gen_sin('-'))
put('hkid1', 'NATIONAL_ID', 'hk_hkid', gen_hkid())
put('hkid2', 'NATIONAL_ID', 'hk_hkid', gen_hkid())
put('hkid3', 'NATIONAL_ID', 'hk_hkid', gen_hkid())
put('twid1', 'NATIONAL_ID', 'tw_id', gen_twid('M'))
put('twid2', 'NATIONAL_ID', 'tw_id', gen_twid('F'))
put('rrn1', 'NATIONAL_ID', 'kr_rrn', gen_rrn(1993, 8, 19, 'F'))
put('rrn2', 'NATIONAL_ID', 'kr_rrn', gen_rrn(1985, 12, 2, 'M'))
put('cpf1', 'NATIONAL_ID', 'br_cpf', gen_cpf())
put('cpf2', 'NATIONAL_ID', 'br_cpf', gen_cpf())
put('hetu1', 'NATIONAL_ID', 'fi_hetu', gen_hetu(1987, 11, 21))
put('fnr1', 'NATIONAL_ID', 'no_fnr', gen_fnr(1979, 4, 3))
put('benn1', 'NATIONAL_ID', 'be_nn', gen_benn(1991, 1, 27))
put('tfn1', 'NATIONAL_ID', 'au_tfn', gen_tfn())
put('tfn2', 'NATIONAL_ID', 'au_tfn', gen_tfn())
put('steuer1', 'NATIONAL_ID', 'de_steuerid', gen_steuer())
put('steuer2', 'NATIONAL_ID', 'de_steuerid', gen_steuer())
put('tckn1', 'NATIONAL_ID', 'tr_tckn', gen_tckn())
put('rut1', 'NATIONAL_ID', 'cl_rut', gen_rut())
put('mykad1', 'NATIONAL_ID', 'my_mykad', gen_mykad(1990, 7, 7, '14', 'M'))

# ---- passports
for name, kind in [('pp_cn1', 'cn'), ('pp_cn2', 'cn2'), ('pp_cn3', 'cn'), ('pp_cn4', 'cn2'),
                   ('pp_cn5', 'cn'), ('pp_cn6', 'cn2'), ('pp_us1', 'us'), ('pp_us2', 'us2'),
                   ('pp_us3', 'us'), ('pp_uk1', 'uk'), ('pp_uk2', 'uk'), ('pp_uk3', 'uk'),
                   ('pp_de1', 'de'), ('pp_de2', 'de'), ('pp_fr1', 'fr'), ('pp_in1', 'in'),
                   ('pp_in2', 'in'), ('pp_jp1', 'jp'), ('pp_ca1', 'ca'), ('pp_au1', 'au'),
                   ('pp_kr1', 'kr'), ('pp_sg1', 'sg'), ('pp_hk1', 'hk'), ('pp_my1', 'my'),
                   ('pp_ie1', 'ie')]:
    put(name, 'PASSPORT', kind, gen_passport(kind))

# ---- API keys
for i in range(1, 5):
    put('stripe_sk%d' % i, 'APIKEY', 'stripe_secret', 'sk_live_51' + rs(ALNUM, 22 + 8 * i))
put('stripe_rk1', 'APIKEY', 'stripe_secret', 'rk_live_51' + rs(ALNUM, 40))
for i in range(1, 5):
    put('ghp%d' % i, 'APIKEY', 'github_pat', gen_ghp())
put('gho1', 'APIKEY', 'github_pat', gen_ghp('gho_'))
put('ghfine1', 'APIKEY', 'github_fine', 'github_pat_11' + rs(UP + DIG, 20) + '_' + rs(ALNUM, 59))
for i in range(1, 6):
    put('aws_ak%d' % i, 'APIKEY', 'aws_akid', 'AKIA' + rs(B32, 16))
    put('aws_sk%d' % i, 'SECRET', 'aws_secret', rs(ALNUM + '/+', 40))
for i in range(1, 4):
    put('xoxb%d' % i, 'APIKEY', 'slack_token',
        'xoxb-%s-%s-%s' % (rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 24)))
put('xoxp1', 'APIKEY', 'slack_token', 'xoxp-%s-%s-%s-%s' % (rs(DIG, 12), rs(DIG, 12), rs(DIG, 13), rs(HEX, 32)))
for i in range(1, 5):
    put('tg%d' % i, 'APIKEY', 'telegram_bot', '%s:AA%s' % (R.choice('5678') + rs(DIG, 9), rs(URLSAFE, 33)))
for i in range(1, 4):
    put('gapi%d' % i, 'APIKEY', 'google_api', 'AIza' + rs(URLSAFE, 35))
for i in range(1, 4):
    put('openai%d' % i, 'APIKEY', 'openai', 'sk-proj-' + rs(URLSAFE, 74))
put('anthropic1', 'APIKEY', 'anthropic', 'sk-ant-api03-' + rs(URLSAFE, 93) + 'AA')
for i in range(1, 3):
    put('sendgrid%d' % i, 'APIKEY', 'sendgrid', 'SG.%s.%s' % (rs(URLSAFE, 22), rs(URLSAFE, 43)))
put('twilio_sk1', 'APIKEY', 'twilio_key', 'SK' + rs(HEX, 32))
put('twilio_auth1', 'SECRET', 'hex32', rs(HEX, 32))
put('mailgun1', 'APIKEY', 'mailgun', 'key-' + rs(HEX, 32))
for i in range(1, 3):
    put('glpat%d' % i, 'APIKEY', 'gitlab_pat', 'glpat-' + rs(ALNUM + '_-', 20))
put('npm1', 'APIKEY', 'npm', 'npm_' + rs(ALNUM, 36))
for i in range(1, 3):
    put('shpat%d' % i, 'APIKEY', 'shopify', 'shpat_' + rs(HEX, 32))
for i in range(1, 4):
    put('bnkey%d' % i, 'APIKEY', 'exchange_key', rs(ALNUM, 64))
    put('bnsec%d' % i, 'SECRET', 'alnum64', rs(ALNUM, 64))
put('krkey1', 'APIKEY', 'kraken_key', rs(ALNUM + '+/', 56))
put('krsec1', 'SECRET', 'kraken_secret', rs(ALNUM + '+/', 86) + '==')
for i in range(1, 3):
    put('discord_bot%d' % i, 'APIKEY', 'discord_bot', gen_discord_bot())
put('square1', 'APIKEY', 'square', 'EAAA' + rs(URLSAFE, 60))
put('braintree1', 'APIKEY', 'braintree', 'access_token$production$%s$%s' % (rs(LO + DIG, 16), rs(HEX, 32)))
put('hf1', 'APIKEY', 'hf', 'hf_' + rs(ALNUM, 34))
put('do1', 'APIKEY', 'digitalocean', 'dop_v1_' + rs(HEX, 64))
for i in range(1, 3):
    put('shippo%d' % i, 'APIKEY', 'shippo', 'shippo_live_' + rs(HEX, 40))
for i in range(1, 4):
    put('ali_ak%d' % i, 'APIKEY', 'aliyun_akid', 'LTAI5t' + rs(ALNUM, 18))
    put('ali_sk%d' % i, 'SECRET', 'alnum30', rs(ALNUM, 30))
for i in range(1, 3):
    put('tc_id%d' % i, 'APIKEY', 'tencent_secretid', 'AKID' + rs(ALNUM, 32))
    put('tc_key%d' % i, 'SECRET', 'alnum32', rs(ALNUM, 32))
put('expo1', 'APIKEY', 'expo', rs(URLSAFE, 40))

# JWTs (APIKEY) and the one signing secret that appears in a text
put('jwt_secret1', 'SECRET', 'generic', 'kP9v' + rs(ALNUM, 28) + '!x')
put('jwt1', 'APIKEY', 'jwt', gen_jwt({'sub': 'u_58213', 'role': 'payroll_admin', 'iat': 1718102400, 'exp': 1718188800}, VALUES['jwt_secret1']))
for i, pl in enumerate([
        {'sub': 'seller_90417', 'scope': 'listings:write', 'iat': 1716900000},
        {'uid': 77120453, 'app': 'tapforge', 'iat': 1719300000, 'exp': 1719386400},
        {'sub': 'driver-3391', 'zone': 'N1', 'iat': 1720000000},
        {'sub': 'acct_7714', 'kyc': 'L2', 'iat': 1721200000, 'exp': 1721286400},
        {'user_id': 4410982, 'tenant': 'shop-228', 'iat': 1722000000}], start=2):
    put('jwt%d' % i, 'APIKEY', 'jwt', gen_jwt(pl, rs(ALNUM, 40)))

# ---- secrets
for i in range(1, 4):
    put('whsec%d' % i, 'SECRET', 'stripe_whsec', 'whsec_' + rs(ALNUM, 32))
put('slack_sign1', 'SECRET', 'hex32', rs(HEX, 32))
put('apple_shared1', 'SECRET', 'hex32', rs(HEX, 32))
for i in range(1, 3):
    put('dt_sec%d' % i, 'SECRET', 'dingtalk_sec', 'SEC' + rs(HEX, 64))
    put('dt_hook%d' % i, 'SECRET', 'dingtalk_webhook',
        'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64))
    put('slack_hook%d' % i, 'SECRET', 'slack_webhook', 'https://hooks.slack.com/services/T%s/B%s/%s' % (
        rs(UP + DIG, 8), rs(UP + DIG, 10), rs(ALNUM, 24)))
    put('discord_hook%d' % i, 'SECRET', 'discord_webhook', 'https://discord.com/api/webhooks/%s/%s' % (
        R.choice('12') + rs(DIG, 18), rs(URLSAFE, 68)))
    put('wecom_hook%d' % i, 'SECRET', 'wecom_webhook',
        'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + uuid4())
put('feishu_hook1', 'SECRET', 'feishu_webhook', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + uuid4())
put('totp1', 'SECRET', 'totp_seed', ' '.join(rs(B32.lower(), 4) for _ in range(8)))
put('totp2', 'SECRET', 'totp_seed', rs(B32, 16))
put('totp3', 'SECRET', 'totp_seed', rs(B32, 32))
put('totp4', 'SECRET', 'totp_seed', ' '.join(rs(B32, 4) for _ in range(4)))
put('totp5', 'SECRET', 'totp_seed', rs(B32, 16))
for i in range(1, 9):
    put('rec%d' % i, 'SECRET', 'recovery_code', '%s-%s' % (rs(HEX, 5), rs(HEX, 5)))
for i in range(9, 13):
    put('rec%d' % i, 'SECRET', 'recovery_code', '%s %s' % (rs(DIG, 4), rs(DIG, 4)))
for i in range(13, 15):
    put('rec%d' % i, 'SECRET', 'recovery_code', '-'.join(rs(UP + DIG, 4) for _ in range(3)))
put('pem_ec1', 'SECRET', 'pem', gen_pem())
put('p8_1', 'SECRET', 'pem', gen_pem(pkcs8=True))
put('p8_2', 'SECRET', 'pem', gen_pem(pkcs8=True))
for i in range(1, 3):
    put('gocspx%d' % i, 'SECRET', 'google_client_secret', 'GOCSPX-' + rs(URLSAFE, 28))
put('wxv3_1', 'SECRET', 'alnum32', rs(ALNUM, 32))
put('wxv3_2', 'SECRET', 'alnum32', rs(ALNUM, 32))
for i in range(1, 4):
    put('sess_dj%d' % i, 'SECRET', 'session_django', rs(LO + DIG, 32))
for i in range(1, 3):
    put('sess_php%d' % i, 'SECRET', 'session_php', rs('abcdefghijklmnopqrstuv' + DIG, 26))
put('sess_sig1', 'SECRET', 'session_signed', 's%%3A%s.%s' % (rs(URLSAFE, 32), rs(ALNUM, 43)))

put('wx_appsecret1', 'SECRET', 'hex32', rs(HEX, 32))
put('wx_appsecret2', 'SECRET', 'hex32', rs(HEX, 32))

# ---- shaped decoys
for i in range(1, 4):
    put('pk_live%d' % i, 'DECOY', 'publishable_key', 'pk_live_51' + rs(ALNUM, 40))
put('aws_example_ak', 'DECOY', 'example_key', 'AKIAIOSFODNN7EXAMPLE')
put('aws_example_sk', 'DECOY', 'example_key', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY')
put('stripe_doc_key', 'DECOY', 'example_key', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc')
for i in range(1, 5):
    put('uuid%d' % i, 'DECOY', 'uuid', uuid4())
for i in range(1, 7):
    put('sha%d' % i, 'DECOY', 'hash', rs(HEX, 40))
put('sha256_1', 'DECOY', 'hash', rs(HEX, 64))
put('sha256_2', 'DECOY', 'hash', rs(HEX, 64))


# =============================================================================
# self test
# =============================================================================
def validate(typ, scheme, v, key=None):
    if typ == 'CARD':
        return card_ok(v)
    if typ == 'IBAN':
        return iban_ok(v)
    if typ == 'SSN':
        return ssn_ok(v)
    if typ == 'IDCARD':
        return cnid_parse(v) is not None
    if typ == 'NATIONAL_ID':
        return NATID_SCHEMES[scheme][0](v)[0]
    if typ == 'PASSPORT':
        return passport_kind(v) is not None
    if typ == 'APIKEY':
        k = apikey_kind(v)
        if scheme == 'jwt':
            return k == 'jwt' and jwt_verify(v, key or JWT_KEYS[v])
        return k is not None
    if typ == 'SECRET':
        if scheme == 'pem':
            return pem_ok(v)
        if scheme == 'totp_seed':
            return totp_ok(v)
        if scheme == 'generic':
            return len(v) >= 16 and ' ' not in v
        return shape_kind(v, SECRET_SHAPES) is not None
    if typ == 'DECOY':
        if scheme == 'org_iban':
            return iban_ok(v)
        return True
    return False


def has_check(typ, scheme):
    if typ in ('CARD', 'IBAN', 'IDCARD'):
        return True
    if typ == 'NATIONAL_ID':
        return NATID_SCHEMES[scheme][1]
    if typ == 'APIKEY':
        return scheme in ('github_pat', 'jwt')
    if typ == 'SECRET':
        return scheme == 'pem'
    return False


def corrupt(v):
    """Change one digit (or, for tokens without digits nearby, one character)
    in the middle of v."""
    idx = [i for i, c in enumerate(v) if c.isdigit()]
    if v.startswith('-----BEGIN'):
        lines = v.split('\n')
        body = lines[2]
        j = 20
        c = body[j]
        body = body[:j] + ('B' if c != 'B' else 'C') + body[j + 1:]
        lines[2] = body
        return '\n'.join(lines)
    if v.startswith('eyJ'):
        h, p, s = v.split('.')
        j = len(s) // 2
        return h + '.' + p + '.' + s[:j] + ('A' if s[j] != 'A' else 'B') + s[j + 1:]
    if not idx:
        j = len(v) // 2
        return v[:j] + ('a' if v[j] != 'a' else 'b') + v[j + 1:]
    j = idx[len(idx) // 2]
    return v[:j] + str((int(v[j]) + 1) % 10) + v[j + 1:]


def selftest(verbose=False):
    # anchors: public examples from the standards / documentation
    assert cnid_parse('11010519491231002X') == datetime.date(1949, 12, 31)
    assert iban_ok('GB82 WEST 1234 5698 7654 32') and iban_ok('DE89370400440532013000')
    assert luhn_ok('79927398713') and card_ok('4111 1111 1111 1111')
    assert _cpf('529.982.247-25')[0] and luhn_ok('046454286') and _sin('130 692 544')[0] == luhn_ok('130692544')
    assert _nric('S1234567D')[0] and _dni('12345678Z')[0] and _bsn('111222333')[0]
    assert _pesel('44051401359')[0] and _hetu('131052-308T')[0]
    assert _tfn('123 456 782')[0] and _steuer('86095742719')[0]
    assert _tckn('10000000146')[0] and _rut('12.345.678-5')[0]
    assert _hkid('A123456(3)')[0] and _twid('A123456789')[0]
    assert _pnr('811218-9876')[0] and _benn('93.05.18-223.61')[0]
    assert verhoeff_ok('2363') and not verhoeff_ok('2364')
    assert _on_curve(P256_G) and _mul(P256_N, P256_G) is None
    assert not ssn_ok('078-05-1120') and not ssn_ok('666-12-3456')

    bad = []
    checked = shape_only = 0
    for name, v in VALUES.items():
        typ, scheme = SCHEME[name]
        if not validate(typ, scheme, v):
            bad.append('%s invalid: %r' % (name, v))
            continue
        if typ in ('IDCARD',):
            d = cnid_parse(v)
            row = [p for p in CN_PEOPLE if p[0] == name][0]
            if d != datetime.date(row[2], row[3], row[4]):
                bad.append('%s birth date mismatch' % name)
        if has_check(typ, scheme):
            checked += 1
            c = corrupt(v)
            if c == v or validate(typ, scheme, c, JWT_KEYS.get(v)):
                bad.append('%s: corruption %r still validates' % (name, c))
        else:
            shape_only += 1
    # values must be unique
    seen = {}
    for name, v in VALUES.items():
        if v in seen:
            bad.append('duplicate value %s / %s' % (seen[v], name))
        seen[v] = name
    if bad:
        for b in bad:
            print('FAIL', b)
        raise SystemExit(1)
    print('selftest ok: %d values, %d with check digits/signatures (corruption rejected), '
          '%d shape-only' % (len(VALUES), checked, shape_only))


if __name__ == '__main__':
    if '-p' in sys.argv[1:]:
        for name, v in VALUES.items():
            typ, scheme = SCHEME[name]
            print('%-16s %-12s %-18s %s' % (name, typ, scheme, v.replace('\n', '\\n')))
    else:
        selftest()
