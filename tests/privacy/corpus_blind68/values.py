#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generated values for the blind68 corpus.

Every value that needs a check digit or a vendor shape is produced here from a
seeded RNG and stored in VALUES under a name; texts refer to it as ``$name``.
META[name] = (TYPE, scheme).  TYPE is the annotation type, or DECOY for
generated look-alikes (publishable keys, UUIDs, hashes ...).

    python3 values.py        run selftest()
    python3 values.py -p     print all values
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

SEED = 20680417
R = random.Random(SEED)

VALUES = {}
META = {}

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AN = UP + LO + DIG
HEXL = '0123456789abcdef'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
B64 = AN + '+/'
B64U = AN + '-_'


def put(name, typ, scheme, value):
    if name in VALUES:
        raise KeyError(name)
    VALUES[name] = value
    META[name] = (typ, scheme)


def rs(chars, n):
    return ''.join(R.choice(chars) for _ in range(n))


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def digits_of(s):
    return ''.join(c for c in s if c.isdigit())


def group(s, sizes, sep=' '):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


def valid_date(y, m, d):
    try:
        return datetime.date(y, m, d)
    except ValueError:
        return None

# ---------------------------------------------------------------- cards

def luhn_ok(s):
    if not s.isdigit():
        return False
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_fill(body):
    for c in DIG:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


CARD_PREFIX = re.compile(r'(4|5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720)|3[47]|62|6011|35(2[89]|[3-8]\d))')


def card_ok(v):
    if not re.fullmatch(r'\d+([ -]\d+)*', v):
        return False
    d = digits_of(v)
    if not 13 <= len(d) <= 19 or not CARD_PREFIX.match(d):
        return False
    if d[:2] in ('34', '37') and len(d) != 15:
        return False
    return luhn_ok(d)


def gen_card(brand):
    if brand == 'visa':
        return luhn_fill('4' + rs(DIG, 14))
    if brand == 'mc':
        p = str(R.randint(51, 55)) if R.random() < 0.6 else str(R.randint(2221, 2720))
        return luhn_fill(p + rs(DIG, 15 - len(p)))
    if brand == 'amex':
        return luhn_fill(R.choice(['34', '37']) + rs(DIG, 12))
    if brand == 'up16':
        p = '62' + R.choice(['2', '5', '8']) + R.choice('0123456789')
        return luhn_fill(p + rs(DIG, 15 - len(p)))
    if brand == 'up19':
        p = '62' + R.choice(['1', '2', '5', '8']) + R.choice('0123456789')
        return luhn_fill(p + rs(DIG, 18 - len(p)))
    if brand == 'disc':
        return luhn_fill('6011' + rs(DIG, 11))
    if brand == 'jcb':
        return luhn_fill(str(R.randint(3528, 3589)) + rs(DIG, 11))
    raise ValueError(brand)


def fmt_card(num, style):
    if style == 'p':
        return num
    sizes = {15: [4, 6, 5], 16: [4, 4, 4, 4], 19: [4, 4, 4, 4, 3]}[len(num)]
    return group(num, sizes, ' ' if style == 's' else '-')


CARD_SPECS = [
    ('visa', 's'), ('visa', 'p'), ('visa', 'd'), ('visa', 's'), ('mc', 's'), ('mc', 'p'),
    ('amex', 's'), ('amex', 'p'), ('up16', 's'), ('up19', 'p'), ('up16', 'p'), ('up19', 's'),
    ('visa', 's'), ('mc', 'd'), ('disc', 's'), ('jcb', 's'), ('visa', 's'), ('mc', 's'),
    ('up16', 's'), ('visa', 'p'), ('amex', 's'), ('mc', 's'), ('visa', 'd'), ('up16', 's'),
    ('visa', 's'), ('mc', 'p'), ('up19', 's'), ('visa', 's'), ('amex', 's'), ('mc', 's'),
    ('visa', 's'), ('up16', 'p'), ('visa', 's'), ('mc', 's'), ('jcb', 'p'), ('visa', 's'),
]
for _i, (_b, _s) in enumerate(CARD_SPECS, 1):
    put('card%02d' % _i, 'CARD', 'card_' + _b, fmt_card(gen_card(_b), _s))

# ---------------------------------------------------------------- IBAN

IBAN_LEN = {'DE': 22, 'GB': 22, 'NL': 18, 'FR': 27, 'ES': 24, 'IT': 27, 'AT': 20, 'CH': 21,
            'BE': 16, 'PL': 28, 'IE': 22, 'SE': 24, 'DK': 18}

CF_ODD = dict(zip('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21,
                   1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10,
                   22, 25, 24, 23]))
CF_EVEN = {c: (int(c) if c.isdigit() else ord(c) - 65) for c in '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'}


def cf_char(s):
    t = sum(CF_ODD[c] if i % 2 == 0 else CF_EVEN[c] for i, c in enumerate(s))
    return chr(65 + t % 26)


def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return str({11: 0, 10: 1}.get(d, d))


def fr_rib_key(bank, branch, acc):
    return 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acc)) % 97


def pl_sort_ok(eight):
    w = [3, 9, 7, 1, 3, 9, 7]
    return (10 - sum(int(a) * b for a, b in zip(eight[:7], w)) % 10) % 10 == int(eight[7])


def iban_int(s):
    return int(''.join(str(int(c, 36)) for c in s))


def iban_make(cc, bban):
    chk = 98 - iban_int(bban + cc + '00') % 97
    return '%s%02d%s' % (cc, chk, bban)


def iban_national_ok(s):
    cc, b = s[:2], s[4:]
    if cc == 'FR':
        return fr_rib_key(b[:5], b[5:10], b[10:21]) == int(b[21:23])
    if cc == 'ES':
        return es_dc('00' + b[:8]) == b[8] and es_dc(b[10:]) == b[9]
    if cc == 'IT':
        return cf_char(b[1:]) == b[0]
    if cc == 'BE':
        return (int(b[:10]) % 97 or 97) == int(b[10:])
    if cc == 'PL':
        return pl_sort_ok(b[:8])
    return True


def iban_ok(v):
    s = v.replace(' ', '')
    if not re.fullmatch(r'[A-Z]{2}\d{2}[A-Z0-9]+', s):
        return False
    if s[:2] not in IBAN_LEN or len(s) != IBAN_LEN[s[:2]]:
        return False
    if ' ' in v and v != ' '.join(s[i:i + 4] for i in range(0, len(s), 4)):
        return False
    return iban_int(s[4:] + s[:4]) % 97 == 1 and iban_national_ok(s)


def gen_bban(cc):
    if cc == 'DE':
        return R.choice('1234567') + rs(DIG, 7) + rs(DIG, 10)
    if cc == 'GB':
        return R.choice(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL', 'NAIA', 'SRLG']) + rs(DIG, 14)
    if cc == 'IE':
        return R.choice(['AIBK', 'BOFI', 'IPBS']) + rs(DIG, 14)
    if cc == 'NL':
        return R.choice(['INGB', 'ABNA', 'RABO', 'SNSB', 'TRIO', 'KNAB']) + rs(DIG, 10)
    if cc == 'FR':
        bank, br, acc = rs(DIG, 5), rs(DIG, 5), rs(DIG, 11)
        return '%s%s%s%02d' % (bank, br, acc, fr_rib_key(bank, br, acc))
    if cc == 'ES':
        bank, br, acc = rs(DIG, 4), rs(DIG, 4), rs(DIG, 10)
        return bank + br + es_dc('00' + bank + br) + es_dc(acc) + acc
    if cc == 'IT':
        body = '0' + rs(DIG, 4) + rs(DIG, 5) + rs(DIG, 12)
        return cf_char(body) + body
    if cc == 'AT':
        return rs(DIG, 16)
    if cc == 'CH':
        return rs(DIG, 17)
    if cc == 'BE':
        b = rs(DIG, 10)
        return '%s%02d' % (b, int(b) % 97 or 97)
    if cc == 'PL':
        b7 = rs(DIG, 7)
        c = (10 - sum(int(a) * w for a, w in zip(b7, [3, 9, 7, 1, 3, 9, 7])) % 10) % 10
        return b7 + str(c) + rs(DIG, 16)
    if cc == 'SE':
        return rs(DIG, 20)
    if cc == 'DK':
        return rs(DIG, 14)
    raise ValueError(cc)


IBAN_SPECS = ['DE', 'GB', 'NL', 'FR', 'ES', 'IT', 'AT', 'CH', 'BE', 'PL', 'IE', 'SE', 'DK', 'DE',
              'GB', 'IT', 'ES', 'FR', 'NL', 'DE', 'GB', 'PL', 'IT', 'CH', 'BE', 'DE', 'GB', 'FR',
              'IT', 'IE', 'DE', 'GB']
for _i, _cc in enumerate(IBAN_SPECS, 1):
    _ib = iban_make(_cc, gen_bban(_cc))
    put('iban%02d' % _i, 'IBAN', 'iban', ' '.join(_ib[k:k + 4] for k in range(0, len(_ib), 4)))
    put('iban%02dp' % _i, 'IBAN', 'iban', _ib)

# ---------------------------------------------------------------- Chinese resident ID

ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
ID_C = '10X98765432'
ID_PROV = {11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46,
           50, 51, 52, 53, 54, 61, 62, 63, 64, 65}


def idcard_check(body17):
    return ID_C[sum(int(a) * b for a, b in zip(body17, ID_W)) % 11]


def idcard_dob(v):
    return valid_date(int(v[6:10]), int(v[10:12]), int(v[12:14]))


def idcard_ok(v):
    if not re.fullmatch(r'\d{17}[\dX]', v):
        return False
    if int(v[:2]) not in ID_PROV:
        return False
    dob = idcard_dob(v)
    if dob is None or not 1920 <= dob.year <= 2015:
        return False
    return idcard_check(v[:17]) == v[17]


# (name, region, y, m, d, sex, force_X)
IDC_SPECS = [
    ('idc01', '330106', 1986, 4, 12, 'm', False), ('idc02', '310104', 1991, 9, 3, 'f', False),
    ('idc03', '440305', 1979, 12, 28, 'm', True), ('idc04', '510107', 1995, 2, 17, 'f', False),
    ('idc05', '420106', 1983, 7, 6, 'm', False), ('idc06', '320102', 1972, 10, 30, 'm', False),
    ('idc07', '350203', 1998, 5, 21, 'f', False), ('idc08', '370202', 1988, 1, 9, 'f', True),
    ('idc09', '610113', 1966, 3, 14, 'm', False), ('idc10', '430104', 1993, 11, 2, 'm', False),
    ('idc11', '110105', 1977, 8, 25, 'f', False), ('idc12', '500103', 1990, 6, 18, 'm', False),
    ('idc13', '330782', 1984, 9, 29, 'm', False), ('idc14', '440106', 1996, 12, 1, 'f', False),
    ('idc15', '210102', 1969, 4, 4, 'f', False), ('idc16', '530102', 2001, 7, 15, 'm', False),
    ('idc17', '360102', 1987, 2, 23, 'f', True), ('idc18', '340104', 1981, 5, 11, 'm', False),
    ('idc19', '130102', 1975, 10, 8, 'm', False), ('idc20', '410105', 1999, 3, 27, 'f', False),
    ('idc21', '320583', 1992, 8, 14, 'm', False), ('idc22', '331002', 1985, 12, 19, 'f', False),
    ('idc23', '120101', 1970, 1, 31, 'm', False), ('idc24', '310115', 1994, 4, 6, 'f', False),
    ('idc25', '450103', 1989, 9, 10, 'm', False), ('idc26', '620102', 1980, 6, 2, 'f', False),
    ('idc27', '330203', 1997, 10, 24, 'm', True), ('idc28', '220104', 1963, 11, 16, 'f', False),
    ('idc29', '230103', 1978, 2, 8, 'm', False), ('idc30', '510104', 2000, 5, 5, 'f', False),
    ('idc31', '350102', 1974, 8, 19, 'm', False), ('idc32', '440307', 1990, 1, 26, 'f', False),
    ('idc33', '330102', 1958, 9, 12, 'm', False), ('idc34', '320506', 1968, 3, 3, 'f', False),
]
for _n, _reg, _y, _m, _d, _sex, _fx in IDC_SPECS:
    for _try in range(2000):
        _seq = R.randint(1, 999)
        if (_seq % 2 == 1) != (_sex == 'm'):
            continue
        _body = '%s%04d%02d%02d%03d' % (_reg, _y, _m, _d, _seq)
        _c = idcard_check(_body)
        if _fx and _c != 'X':
            continue
        if not _fx and _c == 'X' and _try < 1000:
            continue
        put(_n, 'IDCARD', 'cn_id', _body + _c)
        break

# ---------------------------------------------------------------- US SSN

def ssn_ok(v):
    m = re.fullmatch(r'(\d{3})([- ]?)(\d{2})\2(\d{4})', v)
    if not m:
        return False
    a, g, s = m.group(1), m.group(3), m.group(4)
    if a in ('000', '666') or a[0] == '9' or g == '00' or s == '0000':
        return False
    return a + g + s not in ('078051120', '219099999', '123456789')


for _i, _st in enumerate(['-', '-', '-', ' ', '-', '', '-', '-', '-', '', '-', '-', '-', ' ',
                          '-', '-', '-', '-', '-', '-'], 1):
    while True:
        _a = R.randint(1, 899)
        if _a != 666:
            break
    put('ssn%02d' % _i, 'SSN', 'us_ssn',
        _st.join(['%03d' % _a, '%02d' % R.randint(1, 99), '%04d' % R.randint(1, 9999)]))

# ---------------------------------------------------------------- passports

PASSPORT_RE = {
    'cn': r'E[0-9]{8}|E[A-HJ-NP-Z][0-9]{7}',
    'us': r'[0-9]{9}|[A-Z][0-9]{8}',
    'uk': r'[0-9]{9}',
    'de': r'[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}',
    'fr': r'[0-9]{2}[A-Z]{2}[0-9]{5}',
    'it': r'[A-Z]{2}[0-9]{7}',
    'in': r'[A-PR-WY][1-9][0-9]{5}[1-9]',
    'ca': r'[A-Z]{2}[0-9]{6}',
    'jp': r'[A-Z]{2}[0-9]{7}',
    'es': r'[A-Z]{3}[0-9]{6}',
    'kr': r'M[0-9]{8}',
    'pl': r'[A-Z]{2}[0-9]{7}',
    'se': r'[0-9]{8}',
}


def passport_ok(v, scheme=None):
    schemes = [scheme] if scheme else list(PASSPORT_RE)
    return any(re.fullmatch(PASSPORT_RE[s], v) for s in schemes)


def gen_passport(c):
    if c == 'cn':
        if R.random() < 0.5:
            return 'E' + rs(DIG, 8)
        return 'E' + R.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') + rs(DIG, 7)
    if c == 'us':
        return R.choice('56') + rs(DIG, 8)
    if c == 'uk':
        return R.choice('1356') + rs(DIG, 8)
    if c == 'de':
        return R.choice('CFGHJK') + rs('CFGHJKLMNPRTVWXYZ0123456789', 8)
    if c == 'fr':
        return rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5)
    if c in ('it', 'jp', 'pl'):
        return rs(UP, 2) + rs(DIG, 7)
    if c == 'in':
        return R.choice('JKLMNPRSTUVZ') + R.choice('123456789') + rs(DIG, 5) + R.choice('123456789')
    if c == 'ca':
        return rs(UP, 2) + rs(DIG, 6)
    if c == 'es':
        return rs(UP, 3) + rs(DIG, 6)
    if c == 'kr':
        return 'M' + rs(DIG, 8)
    if c == 'se':
        return rs(DIG, 8)
    raise ValueError(c)


for _i, _c in enumerate(['cn', 'cn', 'cn', 'cn', 'cn', 'cn', 'us', 'us', 'uk', 'uk', 'de', 'de',
                         'fr', 'it', 'it', 'in', 'ca', 'jp', 'es', 'kr', 'pl', 'se', 'cn', 'uk'], 1):
    while True:
        _p = gen_passport(_c)
        if _c != 'in' or _p[0] != 'Z':
            break
    put('pp%02d' % _i, 'PASSPORT', 'pp_' + _c, _p)

# ---------------------------------------------------------------- national IDs (other countries)

DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def dni_ok(v):
    m = re.fullmatch(r'(\d{8})-?([A-Z])', v)
    return bool(m) and DNI_L[int(m.group(1)) % 23] == m.group(2)


def nie_ok(v):
    m = re.fullmatch(r'([XYZ])-?(\d{7})-?([A-Z])', v)
    return bool(m) and DNI_L[int('XYZ'.index(m.group(1)).__str__() + m.group(2)) % 23] == m.group(3)


def bsn_ok(v):
    d = digits_of(v)
    if not re.fullmatch(r'\d{9}|\d{4}\.\d{2}\.\d{3}', v) or d[0] == '0':
        return False
    s = sum(int(c) * w for c, w in zip(d[:8], range(9, 1, -1))) - int(d[8])
    return s % 11 == 0


def pnr_ok(v):
    m = re.fullmatch(r'(\d{6})([-+])(\d{4})', v)
    if not m:
        return False
    d = m.group(1) + m.group(3)
    return luhn_ok(d) and valid_date(2000, int(d[2:4]), int(d[4:6])) is not None


def pnr_dob(v):
    y = int(v[:2])
    return valid_date(1900 + y if y > 25 else 2000 + y, int(v[2:4]), int(v[4:6]))


HETU_C = '0123456789ABCDEFHJKLMNPRSTUVWXY'


def hetu_ok(v):
    m = re.fullmatch(r'(\d{6})([-+A])(\d{3})([0-9A-Y])', v)
    return bool(m) and HETU_C[int(m.group(1) + m.group(3)) % 31] == m.group(4) and hetu_dob(v) is not None


def hetu_dob(v):
    c = {'+': 1800, '-': 1900, 'A': 2000}[v[6]]
    return valid_date(c + int(v[4:6]), int(v[2:4]), int(v[:2]))


def fnr_checks(d9):
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    k1 = 11 - sum(int(a) * b for a, b in zip(d9, w1)) % 11
    k1 = 0 if k1 == 11 else k1
    if k1 == 10:
        return None
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    k2 = 11 - sum(int(a) * b for a, b in zip(d9 + str(k1), w2)) % 11
    k2 = 0 if k2 == 11 else k2
    if k2 == 10:
        return None
    return '%d%d' % (k1, k2)


def fnr_ok(v):
    d = v.replace(' ', '')
    return bool(re.fullmatch(r'\d{11}|\d{6} \d{5}', v)) and fnr_checks(d[:9]) == d[9:] \
        and fnr_dob(v) is not None


def fnr_dob(v):
    d = v.replace(' ', '')
    return valid_date(1900 + int(d[4:6]), int(d[2:4]), int(d[:2]))


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(v):
    if not re.fullmatch(r'\d{11}', v):
        return False
    c = (10 - sum(int(a) * b for a, b in zip(v, PESEL_W)) % 10) % 10
    return c == int(v[10]) and pesel_dob(v) is not None


def pesel_dob(v):
    y, m, d = int(v[:2]), int(v[2:4]), int(v[4:6])
    if m > 20:
        return valid_date(2000 + y, m - 20, d)
    return valid_date(1900 + y, m, d)


VOW = 'AEIOU'
MONTH_CF = 'ABCDEHLMPRST'


def cf_part(s, is_name):
    s = ''.join(c for c in s.upper() if c.isalpha())
    cons = [c for c in s if c not in VOW]
    vows = [c for c in s if c in VOW]
    if is_name and len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    return (''.join(cons + vows) + 'XXX')[:3]


def cf_ok(v):
    if not re.fullmatch(r'[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]', v):
        return False
    return cf_dob(v) is not None and cf_char(v[:15]) == v[15]


def cf_dob(v):
    y = int(v[6:8])
    return valid_date(1900 + y if y > 25 else 2000 + y, MONTH_CF.index(v[8]) + 1, int(v[9:11]) % 40)


def nir_ok(v):
    d = v.replace(' ', '')
    if not re.fullmatch(r'[12]\d{14}', d):
        return False
    if ' ' in v and not re.fullmatch(r'\d \d\d \d\d \d\d \d{3} \d{3} \d\d', v):
        return False
    return 97 - int(d[:13]) % 97 == int(d[13:]) and 1 <= int(d[3:5]) <= 12


def sin_ok(v):
    if not re.fullmatch(r'\d{3}([ -]?)\d{3}\1\d{3}', v):
        return False
    d = digits_of(v)
    return d[0] in '1234567' and luhn_ok(d)


def cpf_digits(base9):
    s1 = sum(int(a) * b for a, b in zip(base9, range(10, 1, -1))) % 11
    d1 = 0 if s1 < 2 else 11 - s1
    s2 = sum(int(a) * b for a, b in zip(base9 + str(d1), range(11, 1, -1))) % 11
    d2 = 0 if s2 < 2 else 11 - s2
    return '%d%d' % (d1, d2)


def cpf_ok(v):
    if not re.fullmatch(r'\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11}', v):
        return False
    d = digits_of(v)
    return len(set(d)) > 1 and cpf_digits(d[:9]) == d[9:]


VH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
        [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
        [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
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


def aadhaar_ok(v):
    if not re.fullmatch(r'\d{4}([ -]?)\d{4}\1\d{4}', v):
        return False
    d = digits_of(v)
    return d[0] in '23456789' and verhoeff_ok(d)


NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def nric_letter(prefix, d7):
    s = sum(int(a) * b for a, b in zip(d7, NRIC_W)) + (4 if prefix in 'TG' else 0)
    return ('JZIHGFEDCBA' if prefix in 'ST' else 'XWUTRQPNMLK')[s % 11]


def nric_ok(v):
    m = re.fullmatch(r'([STFG])(\d{7})([A-Z])', v)
    return bool(m) and nric_letter(m.group(1), m.group(2)) == m.group(3)


RRN_W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]


def rrn_ok(v):
    if not re.fullmatch(r'\d{6}-\d{7}', v):
        return False
    d = v.replace('-', '')
    c = (11 - sum(int(a) * b for a, b in zip(d, RRN_W)) % 11) % 10
    return c == int(d[12]) and rrn_dob(v) is not None


def rrn_dob(v):
    cent = {'1': 1900, '2': 1900, '3': 2000, '4': 2000}.get(v[7])
    if cent is None:
        return None
    return valid_date(cent + int(v[:2]), int(v[2:4]), int(v[4:6]))


def mynum_digit(d11):
    s = 0
    for n in range(1, 12):
        p = int(d11[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return '0' if r <= 1 else str(11 - r)


def mynum_ok(v):
    if not re.fullmatch(r'\d{12}|\d{4} \d{4} \d{4}', v):
        return False
    d = digits_of(v)
    return mynum_digit(d[:11]) == d[11]


NINO_BAD1, NINO_BAD2 = set('DFIQUV'), set('DFIOQUV')
NINO_BADP = {'BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ', 'QQ'}


def nino_ok(v):
    if not re.fullmatch(r'[A-Z]{2}\d{6}[A-D]|[A-Z]{2} \d\d \d\d \d\d [A-D]', v):
        return False
    p = v[:2]
    return p[0] not in NINO_BAD1 and p[1] not in NINO_BAD2 and p not in NINO_BADP


def be_ok(v):
    m = re.fullmatch(r'(\d\d)\.(\d\d)\.(\d\d)-(\d{3})\.(\d\d)', v)
    if not m:
        return False
    base = ''.join(m.groups()[:4])
    return 97 - int(base) % 97 == int(m.group(5)) or 97 - int('2' + base) % 97 == int(m.group(5))


def be_dob(v):
    base = v[:8].replace('.', '')
    y = int(base[:2])
    cc = 1900 if 97 - int(v[:13].replace('.', '').replace('-', '')) % 97 == int(v[-2:]) else 2000
    return valid_date(cc + y, int(base[2:4]), int(base[4:6]))


def ahv_ok(v):
    if not re.fullmatch(r'756\.\d{4}\.\d{4}\.\d{2}', v):
        return False
    d = digits_of(v)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(d[:12]))
    return (10 - s % 10) % 10 == int(d[12])


NID_VALIDATORS = {
    'dni_es': dni_ok, 'nie_es': nie_ok, 'bsn_nl': bsn_ok, 'pnr_se': pnr_ok, 'hetu_fi': hetu_ok,
    'fnr_no': fnr_ok, 'pesel_pl': pesel_ok, 'cf_it': cf_ok, 'nir_fr': nir_ok, 'sin_ca': sin_ok,
    'cpf_br': cpf_ok, 'aadhaar_in': aadhaar_ok, 'nric_sg': nric_ok, 'rrn_kr': rrn_ok,
    'mynumber_jp': mynum_ok, 'nino_uk': nino_ok, 'nn_be': be_ok, 'ahv_ch': ahv_ok,
}
NID_DOB = {'pnr_se': pnr_dob, 'hetu_fi': hetu_dob, 'fnr_no': fnr_dob, 'pesel_pl': pesel_dob,
           'cf_it': cf_dob, 'rrn_kr': rrn_dob, 'nn_be': be_dob}


def nid_scheme(v):
    for k, f in NID_VALIDATORS.items():
        if f(v):
            return k
    return None


def make_dni():
    n = '%08d' % R.randint(10000000, 79999999)
    return n + DNI_L[int(n) % 23]


def make_nie():
    p = R.choice('XY')
    n = '%07d' % R.randint(0, 9999999)
    return p + n + DNI_L[int(str('XYZ'.index(p)) + n) % 23]


def make_bsn():
    while True:
        d = R.choice('123456') + rs(DIG, 7)
        s = sum(int(c) * w for c, w in zip(d, range(9, 1, -1))) % 11
        if s < 10:
            return d + str(s)


def make_pnr(y, m, d, sex):
    while True:
        nnn = '%03d' % R.randint(10, 999)
        if (int(nnn[2]) % 2 == 1) != (sex == 'm'):
            continue
        body = '%02d%02d%02d%s' % (y % 100, m, d, nnn)
        return body[:6] + '-' + luhn_fill(body)[6:]


def make_hetu(y, m, d, sex):
    while True:
        nnn = R.randint(2, 899)
        if (nnn % 2 == 1) == (sex == 'm'):
            break
    sep = '-' if y < 2000 else 'A'
    dd = '%02d%02d%02d' % (d, m, y % 100)
    return '%s%s%03d%s' % (dd, sep, nnn, HETU_C[int('%s%03d' % (dd, nnn)) % 31])


def make_fnr(y, m, d, sex):
    while True:
        iii = R.randint(0, 499)
        if (iii % 2 == 1) != (sex == 'm'):
            continue
        d9 = '%02d%02d%02d%03d' % (d, m, y % 100, iii)
        k = fnr_checks(d9)
        if k:
            return d9 + k


def make_pesel(y, m, d, sex):
    mm = m + (20 if y >= 2000 else 0)
    while True:
        z = '%04d' % R.randint(0, 9999)
        if (int(z[3]) % 2 == 1) == (sex == 'm'):
            break
    b = '%02d%02d%02d%s' % (y % 100, mm, d, z)
    return b + str((10 - sum(int(a) * w for a, w in zip(b, PESEL_W)) % 10) % 10)


def make_cf(surname, name, y, m, d, sex, comune):
    s = cf_part(surname, False) + cf_part(name, True) + '%02d%s%02d%s' % (
        y % 100, MONTH_CF[m - 1], d + (40 if sex == 'f' else 0), comune)
    return s + cf_char(s)


def make_nir(sex, y, m, dept, commune):
    order = R.randint(1, 999)
    b = '%d%02d%02d%s%s%03d' % (1 if sex == 'm' else 2, y % 100, m, dept, commune, order)
    k = 97 - int(b) % 97
    return '%s %s %s %s %s %s %02d' % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], k)


def make_sin(sep):
    d = luhn_fill(R.choice('1234567') + rs(DIG, 7))
    return sep.join([d[:3], d[3:6], d[6:]])


def make_cpf():
    b = rs(DIG, 9)
    d = b + cpf_digits(b)
    return '%s.%s.%s-%s' % (d[:3], d[3:6], d[6:9], d[9:])


def make_aadhaar():
    b = R.choice('23456789') + rs(DIG, 10)
    d = b + verhoeff_digit(b)
    return '%s %s %s' % (d[:4], d[4:8], d[8:])


def make_nric(prefix):
    d7 = rs(DIG, 7)
    return prefix + d7 + nric_letter(prefix, d7)


def make_rrn(y, m, d, sex):
    g = {(True, 'm'): '1', (True, 'f'): '2', (False, 'm'): '3', (False, 'f'): '4'}[(y < 2000, sex)]
    b = '%02d%02d%02d%s%s' % (y % 100, m, d, g, rs(DIG, 5))
    c = (11 - sum(int(a) * w for a, w in zip(b, RRN_W)) % 11) % 10
    return '%s-%s%d' % (b[:6], b[6:], c)


def make_mynum():
    b = R.choice('123456789') + rs(DIG, 10)
    d = b + mynum_digit(b)
    return '%s %s %s' % (d[:4], d[4:8], d[8:])


def make_nino(spaced):
    while True:
        p = R.choice(UP) + R.choice(UP)
        if p[0] not in NINO_BAD1 and p[1] not in NINO_BAD2 and p not in NINO_BADP:
            break
    n = rs(DIG, 6)
    s = R.choice('ABCD')
    if spaced:
        return '%s %s %s %s %s' % (p, n[:2], n[2:4], n[4:], s)
    return p + n + s


def make_be(y, m, d, sex):
    while True:
        sss = R.randint(1, 997)
        if (sss % 2 == 1) == (sex == 'm'):
            break
    base = '%02d%02d%02d%03d' % (y % 100, m, d, sss)
    k = 97 - int(('2' if y >= 2000 else '') + base) % 97
    return '%s.%s.%s-%s.%02d' % (base[:2], base[2:4], base[4:6], base[6:], k)


def make_ahv():
    b = '756' + rs(DIG, 9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(b))
    d = b + str((10 - s % 10) % 10)
    return '%s.%s.%s.%s' % (d[:3], d[3:7], d[7:11], d[11:])


_N = 'NATIONAL_ID'
put('dni01', _N, 'dni_es', make_dni())
put('dni02', _N, 'dni_es', make_dni())
put('dni03', _N, 'dni_es', make_dni())
put('nie01', _N, 'nie_es', make_nie())
put('bsn01', _N, 'bsn_nl', make_bsn())
put('bsn02', _N, 'bsn_nl', make_bsn())
put('bsn03', _N, 'bsn_nl', make_bsn())
put('pnr01', _N, 'pnr_se', make_pnr(1981, 3, 22, 'f'))      # Ingrid Sjöberg
put('pnr02', _N, 'pnr_se', make_pnr(1990, 10, 5, 'm'))      # Oskar Lindqvist
put('hetu01', _N, 'hetu_fi', make_hetu(1976, 6, 14, 'm'))   # Juhani Mäkelä
put('hetu02', _N, 'hetu_fi', make_hetu(2002, 1, 30, 'f'))   # Aino Laaksonen
put('fnr01', _N, 'fnr_no', make_fnr(1985, 8, 9, 'm'))       # Eirik Haugland
put('fnr02', _N, 'fnr_no', make_fnr(1967, 12, 2, 'f'))      # Solveig Brekke
put('pesel01', _N, 'pesel_pl', make_pesel(1988, 4, 17, 'm'))  # Radosław Kasprzak
put('pesel02', _N, 'pesel_pl', make_pesel(2003, 9, 8, 'f'))   # Zuzanna Wrona
put('pesel03', _N, 'pesel_pl', make_pesel(1959, 2, 26, 'm'))  # Tadeusz Malinowski
put('cf01', _N, 'cf_it', make_cf('Ferraresi', 'Giulia', 1979, 11, 23, 'f', 'D150'))
put('cf02', _N, 'cf_it', make_cf('Bonvicini', 'Matteo', 1984, 5, 2, 'm', 'D150'))
put('cf03', _N, 'cf_it', make_cf('Lanfranchi', 'Pietro', 1962, 7, 19, 'm', 'F205'))
put('nir01', _N, 'nir_fr', make_nir('f', 1983, 2, '69', '123'))   # Camille Vautrin
put('nir02', _N, 'nir_fr', make_nir('m', 1971, 9, '75', '115'))   # Julien Marchetti
put('sin01', _N, 'sin_ca', make_sin(' '))
put('sin02', _N, 'sin_ca', make_sin('-'))
put('cpf01', _N, 'cpf_br', make_cpf())
put('cpf02', _N, 'cpf_br', make_cpf())
put('aadhaar01', _N, 'aadhaar_in', make_aadhaar())
put('aadhaar02', _N, 'aadhaar_in', make_aadhaar())
put('nric01', _N, 'nric_sg', make_nric('S'))
put('nric02', _N, 'nric_sg', make_nric('T'))
put('rrn01', _N, 'rrn_kr', make_rrn(1987, 6, 30, 'f'))     # Park Ji-eun
put('rrn02', _N, 'rrn_kr', make_rrn(1993, 3, 12, 'm'))     # Kim Dohyun
put('mynum01', _N, 'mynumber_jp', make_mynum())
put('nino01', _N, 'nino_uk', make_nino(True))
put('nino02', _N, 'nino_uk', make_nino(False))
put('nino03', _N, 'nino_uk', make_nino(True))
put('nino04', _N, 'nino_uk', make_nino(False))
put('nino05', _N, 'nino_uk', make_nino(True))
put('be01', _N, 'nn_be', make_be(1985, 7, 30, 'f'))        # Lotte Verhaegen
put('ahv01', _N, 'ahv_ch', make_ahv())

# ---------------------------------------------------------------- API keys

def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b'=').decode()


def make_jwt(payload, alg='HS256'):
    h = b64u(json.dumps({'alg': alg, 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    sig = b64u(hmac.new(rbytes(32), ('%s.%s' % (h, p)).encode(), hashlib.sha256).digest())
    return '%s.%s.%s' % (h, p, sig)


def jwt_ok(v):
    parts = v.split('.')
    if len(parts) != 3 or not all(re.fullmatch(r'[A-Za-z0-9_-]+', x) for x in parts):
        return False
    try:
        hdr = json.loads(base64.urlsafe_b64decode(parts[0] + '=' * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + '=' * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return 'alg' in hdr and len(parts[2]) == 43


def uuid4():
    h = rs(HEXL, 32)
    return '%s-%s-4%s-%s%s-%s' % (h[:8], h[8:12], h[13:16], R.choice('89ab'), h[17:20], h[20:])


SHAPES = {
    # APIKEY
    'aws_akid': r'AKIA[A-Z2-7]{16}',
    'gh_pat': r'ghp_[A-Za-z0-9]{36}',
    'gh_fine': r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}',
    'stripe_sk': r'sk_live_[A-Za-z0-9]{24,99}',
    'stripe_rk': r'rk_live_[A-Za-z0-9]{24,99}',
    'slack_bot': r'xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}',
    'slack_user': r'xoxp-\d{10,13}-\d{10,13}-\d{10,13}-[a-f0-9]{32}',
    'openai': r'sk-proj-[A-Za-z0-9_-]{40,}T3BlbkFJ[A-Za-z0-9_-]{40,}',
    'anthropic': r'sk-ant-api03-[A-Za-z0-9_-]{93}AA',
    'google_api': r'AIza[0-9A-Za-z_-]{35}',
    'sendgrid': r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}',
    'twilio_sk': r'SK[0-9a-f]{32}',
    'telegram': r'\d{9,10}:AA[A-Za-z0-9_-]{33}',
    'mailgun': r'key-[0-9a-f]{32}',
    'shopify': r'shpat_[a-f0-9]{32}',
    'gitlab': r'glpat-[A-Za-z0-9_-]{20}',
    'npm': r'npm_[A-Za-z0-9]{36}',
    'hf': r'hf_[A-Za-z]{34}',
    'do_pat': r'dop_v1_[a-f0-9]{64}',
    'ali_akid': r'LTAI5t[A-Za-z0-9]{18}',
    'tc_secretid': r'AKID[A-Za-z0-9]{32}',
    'square': r'EAAA[A-Za-z0-9_-]{60}',
    'discord_bot': r'M[A-Za-z0-9_-]{25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{38}',
    'postman': r'PMAK-[a-f0-9]{24}-[a-f0-9]{34}',
    # SECRET
    'aws_secret': r'[A-Za-z0-9/+]{40}',
    'ali_secret': r'[A-Za-z0-9]{30}',
    'tc_secretkey': r'[A-Za-z0-9]{32}',
    'wx_appsecret': r'[a-f0-9]{32}',
    'stripe_whsec': r'whsec_[A-Za-z0-9+/]{32}',
    'slack_signing': r'[a-f0-9]{32}',
    'totp_seed': r'[A-Z2-7]{32}|[A-Z2-7]{16}|([a-z2-7]{4} ){7}[a-z2-7]{4}',
    'recovery_code': r'[a-f0-9]{5}-[a-f0-9]{5}',
    'pem_ec': r'-----BEGIN EC PRIVATE KEY-----\n([A-Za-z0-9+/=]{1,64}\n)+-----END EC PRIVATE KEY-----',
    'pem_openssh': r'-----BEGIN OPENSSH PRIVATE KEY-----\n([A-Za-z0-9+/=]{1,70}\n)+-----END OPENSSH PRIVATE KEY-----',
    'pem_rsa': r'-----BEGIN RSA PRIVATE KEY-----\n([A-Za-z0-9+/=]{1,64}\n)+-----END RSA PRIVATE KEY-----',
    'slack_webhook': r'https://hooks\.slack\.com/services/T[A-Z0-9]{10}/B[A-Z0-9]{10}/[A-Za-z0-9]{24}',
    'discord_webhook': r'https://discord\.com/api/webhooks/\d{18}/[A-Za-z0-9_-]{68}',
    'dingtalk_webhook': r'https://oapi\.dingtalk\.com/robot/send\?access_token=[a-f0-9]{64}',
    'feishu_webhook': r'https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}',
    'wecom_webhook': r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}',
    'django_secret': r'[a-z0-9!@#%^&*(\-_=+)]{50}',
    'session_django': r'[a-z0-9]{32}',
    'session_php': r'[a-z0-9]{26}',
    'session_express': r's%3A[A-Za-z0-9_-]{32}\.[A-Za-z0-9%]{43,60}',
    'google_client_secret': r'GOCSPX-[A-Za-z0-9_-]{28}',
    'hmac_hex': r'[a-f0-9]{64}',
    'wxpay_key': r'[A-Za-z0-9]{32}',
    'age_key': r'AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}',
    # DECOY
    'stripe_pk': r'pk_live_[A-Za-z0-9]{24,99}',
    'uuid': r'[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}',
    'sha256': r'[a-f0-9]{64}',
    'sha1': r'[a-f0-9]{40}',
    'wx_appid': r'wx[a-f0-9]{16}',
    'google_client_id': r'\d{12}-[a-z0-9]{32}\.apps\.googleusercontent\.com',
    'twilio_ac': r'AC[0-9a-f]{32}',
}


def shape_ok(scheme, v):
    if scheme == 'jwt':
        return jwt_ok(v)
    return re.fullmatch(SHAPES[scheme], v) is not None


_A = 'APIKEY'
for _i in range(1, 8):
    put('akid%02d' % _i, _A, 'aws_akid', 'AKIA' + rs(UP.replace('O', '') + '234567', 16))
for _i in range(1, 6):
    put('ghp%02d' % _i, _A, 'gh_pat', 'ghp_' + rs(AN, 36))
for _i in range(1, 3):
    put('ghfg%02d' % _i, _A, 'gh_fine', 'github_pat_' + rs(UP + DIG, 22) + '_' + rs(AN, 59))
for _i in range(1, 6):
    put('sk%02d' % _i, _A, 'stripe_sk', 'sk_live_51' + rs(AN, 22) + rs(AN, 75))
for _i in range(1, 3):
    put('rk%02d' % _i, _A, 'stripe_rk', 'rk_live_51' + rs(AN, 22) + rs(AN, 75))
for _i in range(1, 5):
    put('xoxb%02d' % _i, _A, 'slack_bot', 'xoxb-%d-%d-%s' % (R.randint(10 ** 10, 10 ** 11), R.randint(10 ** 12, 10 ** 13 - 1), rs(AN, 24)))
put('xoxp01', _A, 'slack_user', 'xoxp-%d-%d-%d-%s' % (R.randint(10 ** 10, 10 ** 11), R.randint(10 ** 10, 10 ** 11), R.randint(10 ** 12, 10 ** 13 - 1), rs(HEXL, 32)))
for _i in range(1, 4):
    put('oai%02d' % _i, _A, 'openai', 'sk-proj-' + rs(B64U, 58) + 'T3BlbkFJ' + rs(B64U, 58))
for _i in range(1, 3):
    put('ant%02d' % _i, _A, 'anthropic', 'sk-ant-api03-' + rs(B64U, 93) + 'AA')
for _i in range(1, 5):
    put('gapi%02d' % _i, _A, 'google_api', 'AIzaSy' + rs(B64U, 33))
for _i in range(1, 3):
    put('sg%02d' % _i, _A, 'sendgrid', 'SG.' + rs(B64U, 22) + '.' + rs(B64U, 43))
for _i in range(1, 3):
    put('twsk%02d' % _i, _A, 'twilio_sk', 'SK' + rs(HEXL, 32))
for _i in range(1, 4):
    put('tg%02d' % _i, _A, 'telegram', '%d:AA%s' % (R.randint(6 * 10 ** 9, 7 * 10 ** 9), rs(B64U, 33)))
for _i in range(1, 3):
    put('mg%02d' % _i, _A, 'mailgun', 'key-' + rs(HEXL, 32))
for _i in range(1, 3):
    put('shp%02d' % _i, _A, 'shopify', 'shpat_' + rs(HEXL, 32))
for _i in range(1, 3):
    put('glpat%02d' % _i, _A, 'gitlab', 'glpat-' + rs(B64U, 20))
for _i in range(1, 3):
    put('npm%02d' % _i, _A, 'npm', 'npm_' + rs(AN, 36))
for _i in range(1, 3):
    put('hf%02d' % _i, _A, 'hf', 'hf_' + rs(UP + LO, 34))
put('dop01', _A, 'do_pat', 'dop_v1_' + rs(HEXL, 64))
for _i in range(1, 6):
    put('ltai%02d' % _i, _A, 'ali_akid', 'LTAI5t' + rs(AN, 18))
for _i in range(1, 3):
    put('tcid%02d' % _i, _A, 'tc_secretid', 'AKID' + rs(AN, 32))
put('eaaa01', _A, 'square', 'EAAA' + rs(B64U, 60))
put('discord01', _A, 'discord_bot', 'M' + rs(B64U, 25) + '.' + rs(B64U, 6) + '.' + rs(B64U, 38))
put('pmak01', _A, 'postman', 'PMAK-' + rs(HEXL, 24) + '-' + rs(HEXL, 34))
_JWT_PAYLOADS = [
    {'sub': 'u_48213', 'role': 'admin', 'iat': 1717401600, 'exp': 1717488000},
    {'sub': '7731', 'scope': 'orders:write', 'iat': 1722470400},
    {'uid': 'c9f2a1', 'tenant': 'forge-eu', 'iat': 1709251200, 'exp': 1711929600},
    {'sub': 'svc-engraver', 'aud': 'api.trophydesk', 'iat': 1725148800},
    {'user_id': 90412, 'is_staff': True, 'iat': 1730419200, 'exp': 1730505600},
    {'openid': 'o_6Yx3', 'shop': 'lz-candle', 'iat': 1719792000},
]
for _i, _pl in enumerate(_JWT_PAYLOADS, 1):
    put('jwt%02d' % _i, _A, 'jwt', make_jwt(_pl))

# ---------------------------------------------------------------- secrets

_S = 'SECRET'
for _i in range(1, 8):
    put('awssec%02d' % _i, _S, 'aws_secret', rs(AN, 18) + R.choice('/+') + rs(AN, 21))
for _i in range(1, 6):
    put('alisec%02d' % _i, _S, 'ali_secret', rs(AN, 30))
for _i in range(1, 3):
    put('tcsk%02d' % _i, _S, 'tc_secretkey', rs(AN, 32))
for _i in range(1, 4):
    put('wxsec%02d' % _i, _S, 'wx_appsecret', rs(HEXL, 32))
for _i in range(1, 4):
    put('whsec%02d' % _i, _S, 'stripe_whsec', 'whsec_' + rs(AN + '+/', 32))
for _i in range(1, 3):
    put('slsign%02d' % _i, _S, 'slack_signing', rs(HEXL, 32))
put('totp01', _S, 'totp_seed', rs(B32, 32))
put('totp02', _S, 'totp_seed', rs(B32, 16))
put('totp03', _S, 'totp_seed', ' '.join(rs(B32.lower(), 4) for _ in range(8)))
put('totp04', _S, 'totp_seed', rs(B32, 32))
put('totp05', _S, 'totp_seed', rs(B32, 16))
put('totp06', _S, 'totp_seed', rs(B32, 32))
for _i in range(1, 17):
    put('rec%02d' % _i, _S, 'recovery_code', rs(HEXL, 5) + '-' + rs(HEXL, 5))


def wrap(s, n):
    return '\n'.join(s[i:i + n] for i in range(0, len(s), n))


def pem_ec():
    der = bytes.fromhex('30770201010420') + rbytes(32) + bytes.fromhex(
        'a00a06082a8648ce3d030107a144034200') + b'\x04' + rbytes(64)
    return '-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----' % wrap(
        base64.b64encode(der).decode(), 64)


def pem_openssh():
    blob = (b'openssh-key-v1\x00' + b'\x00\x00\x00\x04none' * 2 + b'\x00\x00\x00\x00'
            + b'\x00\x00\x00\x01\x00\x00\x00\x33\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20'
            + rbytes(32) + b'\x00\x00\x00\x98' + rbytes(4) * 2 + b'\x00\x00\x00\x0bssh-ed25519'
            + rbytes(100))
    return '-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----' % wrap(
        base64.b64encode(blob).decode(), 70)


def pem_rsa():
    der = bytes.fromhex('3082025c02010002818100') + rbytes(129) + bytes.fromhex('0203010001028180') + rbytes(300)
    return '-----BEGIN RSA PRIVATE KEY-----\n%s\n-----END RSA PRIVATE KEY-----' % wrap(
        base64.b64encode(der).decode(), 64)


put('pem01', _S, 'pem_ec', pem_ec())
put('pem02', _S, 'pem_openssh', pem_openssh())
put('pem03', _S, 'pem_rsa', pem_rsa())
put('pem04', _S, 'pem_ec', pem_ec())
put('pem05', _S, 'pem_openssh', pem_openssh())
for _i in range(1, 4):
    put('slackhook%02d' % _i, _S, 'slack_webhook', 'https://hooks.slack.com/services/T%s/B%s/%s' % (
        rs(UP + DIG, 10), rs(UP + DIG, 10), rs(AN, 24)))
for _i in range(1, 3):
    put('dchook%02d' % _i, _S, 'discord_webhook', 'https://discord.com/api/webhooks/%d/%s' % (
        R.randint(10 ** 17, 10 ** 18 - 1), rs(B64U, 68)))
for _i in range(1, 4):
    put('dinghook%02d' % _i, _S, 'dingtalk_webhook',
        'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEXL, 64))
for _i in range(1, 3):
    put('feishu%02d' % _i, _S, 'feishu_webhook', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + uuid4())
for _i in range(1, 3):
    put('wecom%02d' % _i, _S, 'wecom_webhook', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + uuid4())
for _i in range(1, 3):
    put('djsec%02d' % _i, _S, 'django_secret', rs(LO + DIG + '!@#%^&*(-_=+)', 50))
for _i in range(1, 5):
    put('sess%02d' % _i, _S, 'session_django', rs(LO + DIG, 32))
for _i in range(1, 3):
    put('phpsess%02d' % _i, _S, 'session_php', rs(LO + DIG, 26))
put('csid01', _S, 'session_express', 's%3A' + rs(B64U, 32) + '.' + rs(AN, 30) + '%2F' + rs(AN, 13))
for _i in range(1, 3):
    put('gocspx%02d' % _i, _S, 'google_client_secret', 'GOCSPX-' + rs(B64U, 28))
for _i in range(1, 3):
    put('hmac%02d' % _i, _S, 'hmac_hex', rs(HEXL, 64))
put('wxpay01', _S, 'wxpay_key', rs(AN, 32))
put('age01', _S, 'age_key', 'AGE-SECRET-KEY-1' + rs('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58))

# ---------------------------------------------------------------- generated decoys

_D = 'DECOY'
for _i in range(1, 5):
    put('pk%02d' % _i, _D, 'stripe_pk', 'pk_live_51' + rs(AN, 22) + rs(AN, 75))
for _i in range(1, 13):
    put('uuid%02d' % _i, _D, 'uuid', uuid4())
for _i in range(1, 7):
    put('sha%02d' % _i, _D, 'sha256', hashlib.sha256(rbytes(16)).hexdigest())
for _i in range(1, 9):
    put('commit%02d' % _i, _D, 'sha1', hashlib.sha1(rbytes(16)).hexdigest())
for _i in range(1, 4):
    put('wxappid%02d' % _i, _D, 'wx_appid', 'wx' + rs(HEXL, 16))
for _i in range(1, 3):
    put('gcid%02d' % _i, _D, 'google_client_id', '%012d-%s.apps.googleusercontent.com' % (
        R.randint(10 ** 11, 10 ** 12 - 1), rs(LO + DIG, 32)))
for _i in range(1, 3):
    put('twac%02d' % _i, _D, 'twilio_ac', 'AC' + rs(HEXL, 32))

# ---------------------------------------------------------------- validation


def validate(name):
    typ, scheme = META[name]
    v = VALUES[name]
    if typ == 'CARD':
        return card_ok(v)
    if typ == 'IBAN':
        return iban_ok(v)
    if typ == 'IDCARD':
        return idcard_ok(v)
    if typ == 'SSN':
        return ssn_ok(v)
    if typ == 'PASSPORT':
        return passport_ok(v, scheme[3:])
    if typ == 'NATIONAL_ID':
        return NID_VALIDATORS[scheme](v)
    return shape_ok(scheme, v)


CHECKSUM_TYPES = {'CARD', 'IBAN', 'IDCARD'}
CHECKSUM_NID = set(NID_VALIDATORS) - {'nino_uk'}


def corruptions(name):
    """Yield corrupted variants that must fail validation."""
    typ, scheme = META[name]
    v = VALUES[name]
    pos = [i for i, c in enumerate(v) if c.isdigit()]
    if typ in CHECKSUM_TYPES or scheme in CHECKSUM_NID:
        # one body digit (middle digit) and the last digit
        for i in (pos[len(pos) // 2], pos[-1]):
            yield v[:i] + str((int(v[i]) + 1) % 10) + v[i + 1:]
    else:
        # shape-only values: one character replaced by a character outside the alphabet
        i = len(v) // 2
        if v[i] == '\n':
            i += 1
        yield v[:i] + '\u00a7' + v[i + 1:]


def selftest(verbose=False):
    bad = []
    # known-answer tests for the algorithms
    assert luhn_ok('79927398713') and not luhn_ok('79927398710')
    assert iban_ok('GB82 WEST 1234 5698 7654 32') and iban_ok('DE89370400440532013000')
    assert verhoeff_digit('236') == '3' and verhoeff_ok('2363')
    assert nric_ok('S1234567D')
    assert idcard_check('11010519491231002') == 'X'
    assert cf_char('RSSMRA85T10A562') == 'S'
    assert dni_ok('12345678Z')
    assert bsn_ok('111222333')
    assert cpf_ok('529.982.247-25')
    assert luhn_ok('046454286')
    assert pesel_ok('44051401359')
    assert hetu_ok('131052-308T')
    for name in VALUES:
        if not validate(name):
            bad.append(('invalid', name, VALUES[name]))
            continue
        for c in corruptions(name):
            typ, scheme = META[name]
            ok = validate_value(typ, scheme, c)
            if ok:
                bad.append(('corruption passes', name, c))
    # generated IDs carry the intended birth dates
    for n, reg, y, m, d, sex, fx in IDC_SPECS:
        v = VALUES[n]
        assert idcard_dob(v) == datetime.date(y, m, d), n
        assert (int(v[16]) % 2 == 1) == (sex == 'm'), n
        assert (v[17] == 'X') == fx, n
    assert pesel_dob(VALUES['pesel02']) == datetime.date(2003, 9, 8)
    assert cf_dob(VALUES['cf01']) == datetime.date(1979, 11, 23)
    assert hetu_dob(VALUES['hetu02']) == datetime.date(2002, 1, 30)
    assert rrn_dob(VALUES['rrn01']) == datetime.date(1987, 6, 30)
    assert be_dob(VALUES['be01']) == datetime.date(1985, 7, 30), be_dob(VALUES['be01'])
    assert fnr_dob(VALUES['fnr02']) == datetime.date(1967, 12, 2)
    assert pnr_dob(VALUES['pnr01']) == datetime.date(1981, 3, 22)
    if len(set(VALUES.values())) != len(VALUES):
        bad.append(('duplicate values', '', ''))
    for b in bad:
        print('SELFTEST FAIL', *b)
    if verbose or not bad:
        print('selftest: %d values, %d failures' % (len(VALUES), len(bad)))
    return not bad


def validate_value(typ, scheme, v):
    if typ == 'CARD':
        return card_ok(v)
    if typ == 'IBAN':
        return iban_ok(v)
    if typ == 'IDCARD':
        return idcard_ok(v)
    if typ == 'SSN':
        return ssn_ok(v)
    if typ == 'PASSPORT':
        return passport_ok(v, scheme[3:])
    if typ == 'NATIONAL_ID':
        return NID_VALIDATORS[scheme](v)
    return shape_ok(scheme, v)


if __name__ == '__main__':
    if '-p' in sys.argv:
        for k, v in VALUES.items():
            print('%-12s %-12s %-20s %s' % (k, META[k][0], META[k][1], v.replace('\n', '\\n')))
    else:
        sys.exit(0 if selftest(True) else 1)
