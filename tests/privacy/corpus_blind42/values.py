#!/usr/bin/env python3
"""Generated values for the blind42 corpus.

Every value that needs a check digit or a vendor shape is produced here from a
seeded random generator, stored in VALUES and referred to in the texts as
`$name`.  FORMATS records, for each name, (label, format) so that selftest()
can validate the value and prove that a one-digit corruption is rejected.

    python3 values.py        -> run selftest
    python3 values.py -p     -> print all values
"""
import base64
import json
import re
import string
import sys
import datetime

import random

R = random.Random(424242)

VALUES = {}
FORMATS = {}


def put(name, label, fmt, value):
    assert name not in VALUES, name
    VALUES[name] = value
    FORMATS[name] = (label, fmt)


def digits(n):
    return ''.join(R.choice(string.digits) for _ in range(n))


def pick(alphabet, n):
    return ''.join(R.choice(alphabet) for _ in range(n))


ALNUM = string.ascii_letters + string.digits
UPPER = string.ascii_uppercase
B32 = string.ascii_uppercase + '234567'
HEX = '0123456789abcdef'
B64 = string.ascii_letters + string.digits + '+/'
B64U = string.ascii_letters + string.digits + '-_'


def group(s, sizes, sep=' '):
    out, i = [], 0
    for g in sizes:
        out.append(s[i:i + g])
        i += g
    assert i == len(s), (s, sizes)
    return sep.join(out)


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(num):
    ds = [int(c) for c in num if c.isdigit()]
    s = 0
    for i, d in enumerate(reversed(ds)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def luhn_complete(body):
    for c in string.digits:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def card(prefix, length, sizes=None, sep=' '):
    num = luhn_complete(prefix + digits(length - len(prefix) - 1))
    return group(num, sizes, sep) if sizes else num


def card_ok(v):
    s = re.sub(r'[ -]', '', v)
    return s.isdigit() and 13 <= len(s) <= 19 and luhn_ok(s)


# ---------------------------------------------------------------- IBAN
IBAN_SPEC = {  # country: (total length, bban pattern)
    'GB': (22, 'aaaa' + 'n' * 14), 'DE': (22, 'n' * 18), 'FR': (27, 'n' * 23),
    'NL': (18, 'aaaa' + 'n' * 10), 'ES': (24, 'n' * 20), 'IT': (27, 'a' + 'n' * 22),
    'PL': (28, 'n' * 24), 'IE': (22, 'aaaa' + 'n' * 14), 'BE': (16, 'n' * 12),
    'PT': (25, 'n' * 21), 'CH': (21, 'n' * 17), 'SE': (24, 'n' * 20),
    'NO': (15, 'n' * 11), 'DK': (18, 'n' * 14), 'AT': (20, 'n' * 16),
    'GR': (27, 'n' * 23), 'FI': (18, 'n' * 14),
}


def iban_mod(s):
    s = s.replace(' ', '')
    r = s[4:] + s[:4]
    return int(''.join(str(int(c, 36)) for c in r)) % 97


def iban(country, grouped=True, bank=None):
    length, pat = IBAN_SPEC[country]
    bban = ''.join(R.choice(UPPER) if p == 'a' else R.choice(string.digits) for p in pat)
    if bank:
        bban = bank + bban[len(bank):]
    chk = 98 - iban_mod(country + '00' + bban)
    s = '%s%02d%s' % (country, chk, bban)
    assert iban_mod(s) == 1
    if grouped:
        return ' '.join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


def iban_ok(v):
    s = v.replace(' ', '')
    if not re.fullmatch(r'[A-Z]{2}\d{2}[A-Z0-9]+', s):
        return False
    spec = IBAN_SPEC.get(s[:2])
    return bool(spec) and len(s) == spec[0] and iban_mod(s) == 1


# ---------------------------------------------------------------- US SSN
def ssn(sep='-'):
    while True:
        a = R.randrange(1, 900)
        if a == 666:
            continue
        g = R.randrange(1, 100)
        s = R.randrange(1, 10000)
        v = '%03d%s%02d%s%04d' % (a, sep, g, sep, s)
        if ssn_ok(v):
            return v


def ssn_ok(v):
    m = re.fullmatch(r'(\d{3})([- ]?)(\d{2})\2(\d{4})', v)
    if not m:
        return False
    a, g, s = int(m.group(1)), int(m.group(3)), int(m.group(4))
    if a == 0 or a == 666 or a >= 900 or g == 0 or s == 0:
        return False
    return m.group(1) + m.group(3) + m.group(4) not in ('078051120', '219099999', '123456789')


# ---------------------------------------------------------------- CN resident ID (GB 11643)
GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
GB_C = '10X98765432'


def gb_check(body17):
    return GB_C[sum(int(c) * w for c, w in zip(body17, GB_W)) % 11]


def idcard(region, birth, sex):
    seq = digits(2) + R.choice('13579' if sex == 'm' else '02468')
    body = region + birth + seq
    return body + gb_check(body)


def idcard_ok(v):
    s = v.replace(' ', '')
    if not re.fullmatch(r'\d{17}[\dX]', s):
        return False
    try:
        datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return False
    return gb_check(s[:17]) == s[17]


# ---------------------------------------------------------------- other national IDs
NRIC_ST = 'JZIHGFEDCBA'
NRIC_FG = 'XWUTRQPNMLK'


def nric_letter(prefix, ds):
    s = sum(int(c) * w for c, w in zip(ds, [2, 7, 6, 5, 4, 3, 2]))
    if prefix in 'TG':
        s += 4
    return (NRIC_ST if prefix in 'ST' else NRIC_FG)[s % 11]


def nric(prefix):
    ds = digits(7)
    return prefix + ds + nric_letter(prefix, ds)


def nric_ok(v):
    m = re.fullmatch(r'([STFG])(\d{7})([A-Z])', v)
    return bool(m) and nric_letter(m.group(1), m.group(2)) == m.group(3)


DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def dni():
    n = digits(8)
    return n + DNI_L[int(n) % 23]


def nie():
    p = R.choice('XYZ')
    n = digits(7)
    return p + n + DNI_L[int(str('XYZ'.index(p)) + n) % 23]


def dni_ok(v):
    v = v.replace('-', '')
    m = re.fullmatch(r'(\d{8})([A-Z])', v)
    if m:
        return DNI_L[int(m.group(1)) % 23] == m.group(2)
    m = re.fullmatch(r'([XYZ])(\d{7})([A-Z])', v)
    if m:
        return DNI_L[int(str('XYZ'.index(m.group(1))) + m.group(2)) % 23] == m.group(3)
    return False


def cpf_digits(d9):
    d = [int(c) for c in d9]
    s1 = sum(x * (10 - i) for i, x in enumerate(d)) * 10 % 11 % 10
    d.append(s1)
    s2 = sum(x * (11 - i) for i, x in enumerate(d)) * 10 % 11 % 10
    return '%d%d' % (s1, s2)


def cpf():
    d9 = digits(9)
    s = d9 + cpf_digits(d9)
    return '%s.%s.%s-%s' % (s[:3], s[3:6], s[6:9], s[9:])


def cpf_ok(v):
    s = re.sub(r'[.\-]', '', v)
    return bool(re.fullmatch(r'\d{11}', s)) and len(set(s)) > 1 and cpf_digits(s[:9]) == s[9:]


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel(birth, sex):
    y, m, d = int(birth[:4]), int(birth[4:6]), int(birth[6:8])
    mm = m + (20 if y >= 2000 else 0)
    body = '%02d%02d%02d' % (y % 100, mm, d) + digits(3) + R.choice('13579' if sex == 'm' else '02468')
    c = (10 - sum(int(a) * w for a, w in zip(body, PESEL_W)) % 10) % 10
    return body + str(c)


def pesel_ok(v):
    if not re.fullmatch(r'\d{11}', v):
        return False
    c = (10 - sum(int(a) * w for a, w in zip(v, PESEL_W)) % 10) % 10
    return c == int(v[10])


def pesel_birth(v):
    y, m, d = int(v[:2]), int(v[2:4]), int(v[4:6])
    if m > 20:
        return datetime.date(2000 + y, m - 20, d)
    return datetime.date(1900 + y, m, d)


def bsn():
    while True:
        d8 = digits(8)
        if d8[0] == '0':
            continue
        r = sum(int(c) * (9 - i) for i, c in enumerate(d8)) % 11
        if r < 10:
            return d8 + str(r)


def bsn_ok(v):
    s = v.replace('.', '').replace(' ', '')
    if not re.fullmatch(r'\d{9}', s):
        return False
    t = sum(int(c) * (9 - i) for i, c in enumerate(s[:8])) - int(s[8])
    return t % 11 == 0


def hkid_check(prefix, ds):
    vals = []
    if len(prefix) == 1:
        vals.append(36)
    vals += [ord(c) - 55 for c in prefix]
    vals += [int(c) for c in ds]
    s = sum(v * w for v, w in zip(vals, [9, 8, 7, 6, 5, 4, 3, 2]))
    c = (11 - s % 11) % 11
    return 'A' if c == 10 else str(c)


def hkid():
    p = R.choice('ACDEGHKMPRVYZ')
    ds = digits(6)
    return '%s%s(%s)' % (p, ds, hkid_check(p, ds))


def hkid_ok(v):
    m = re.fullmatch(r'([A-Z]{1,2})(\d{6})\(?([0-9A])\)?', v)
    return bool(m) and hkid_check(m.group(1), m.group(2)) == m.group(3)


VH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
        [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
        [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
        [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
        [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
        [9, 4, 5, 3, 1, 2, 8, 6, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VH_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VH_D[c][VH_P[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VH_D[c][VH_P[(i + 1) % 8][int(ch)]]
    return str(VH_INV[c])


def aadhaar(sep=' '):
    body = R.choice('23456789') + digits(10)
    s = body + verhoeff_digit(body)
    return group(s, [4, 4, 4], sep)


def aadhaar_ok(v):
    s = re.sub(r'[ -]', '', v)
    return bool(re.fullmatch(r'[2-9]\d{11}', s)) and verhoeff_ok(s)


def sin(sep=' '):
    s = luhn_complete(R.choice('1234567') + digits(7))
    return group(s, [3, 3, 3], sep)


def sin_ok(v):
    s = re.sub(r'[ -]', '', v)
    return bool(re.fullmatch(r'[1-79]\d{8}', s)) and luhn_ok(s)


NINO_BAD = {'BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ', 'QQ'}
NINO_1 = 'ABCEGHJKLMNOPRSTWXYZ'
NINO_2 = 'ABCEGHJKLMNPRSTWXYZ'


def nino(spaced=True):
    while True:
        p = R.choice(NINO_1) + R.choice(NINO_2)
        if p not in NINO_BAD:
            break
    d = digits(6)
    s = R.choice('ABCD')
    if spaced:
        return '%s %s %s %s %s' % (p, d[:2], d[2:4], d[4:], s)
    return p + d + s


def nino_ok(v):
    s = v.replace(' ', '')
    m = re.fullmatch(r'([A-Z]{2})(\d{6})([A-D])', s)
    return bool(m) and m.group(1) not in NINO_BAD and m.group(1)[0] in NINO_1 and m.group(1)[1] in NINO_2


def personnummer(birth):
    body = birth[2:] + digits(3)
    s = luhn_complete(body)
    return '%s-%s' % (s[:6], s[6:])


def personnummer_ok(v):
    m = re.fullmatch(r'(\d{2})?(\d{6})[-+](\d{4})', v)
    if not m:
        return False
    return luhn_ok(m.group(2) + m.group(3))


HETU_C = '0123456789ABCDEFHJKLMNPRSTUVWXY'


def hetu(birth):
    y, m, d = birth[:4], birth[4:6], birth[6:8]
    sep = '-' if y.startswith('19') else 'A'
    n = '%03d' % R.randrange(2, 900)
    return '%s%s%s%s%s%s' % (d, m, y[2:], sep, n, HETU_C[int(d + m + y[2:] + n) % 31])


def hetu_ok(v):
    m = re.fullmatch(r'(\d{6})([-+A-FU-Y])(\d{3})([0-9A-Y])', v)
    return bool(m) and HETU_C[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def fnr(birth):
    d = birth[6:8] + birth[4:6] + birth[2:4]
    while True:
        body = d + digits(3)
        k1 = 11 - sum(int(c) * w for c, w in zip(body, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        body += str(k1)
        k2 = 11 - sum(int(c) * w for c, w in zip(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return body + str(k2)


def fnr_ok(v):
    if not re.fullmatch(r'\d{11}', v):
        return False
    k1 = 11 - sum(int(c) * w for c, w in zip(v, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
    k2 = 11 - sum(int(c) * w for c, w in zip(v, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
    return (k1 % 11) == int(v[9]) and (k2 % 11) == int(v[10])


def za_id(birth, sex):
    g = R.randrange(5000, 9999) if sex == 'm' else R.randrange(0, 4999)
    body = birth[2:] + '%04d' % g + '0' + R.choice('89')
    return luhn_complete(body)


def za_ok(v):
    return bool(re.fullmatch(r'\d{13}', v)) and luhn_ok(v)


def nir(sex, birth, dept, commune):
    body = '%s%s%s%s%s%s' % ('1' if sex == 'm' else '2', birth[2:4], birth[4:6], dept, commune, digits(3))
    key = 97 - int(body) % 97
    return '%s %s %s %s %s %s %02d' % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)


def nir_ok(v):
    s = v.replace(' ', '')
    return bool(re.fullmatch(r'[12]\d{14}', s)) and 97 - int(s[:13]) % 97 == int(s[13:])


# ---------------------------------------------------------------- passports (shape only)
PASSPORT_RES = [
    r'E\d{8}', r'E[A-HJ-NP-Z]\d{7}', r'[GDSP]\d{8}',          # China
    r'[A-Z]\d{8}', r'\d{9}',                                   # US next-gen / UK / US legacy
    r'[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}',                      # Germany
    r'[A-PR-WY][1-9]\d{5}[1-9]',                               # India (letter + 7 digits)
    r'[A-Z]{2}\d{6}',                                          # Canada
    r'\d{2}[A-Z]{2}\d{5}',                                     # France
    r'P\d{7}[A-Z]',                                            # Philippines
    r'[A-Z]{2}\d{7}',                                          # Kenya / Spain-like
]


def passport_ok(v):
    return any(re.fullmatch(p, v) for p in PASSPORT_RES)


# ---------------------------------------------------------------- vendor keys (shape)
APIKEY_RES = {
    'aws_akid': r'(AKIA|ASIA)[A-Z2-7]{16}',
    'github_pat': r'ghp_[A-Za-z0-9]{36}',
    'github_fg': r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}',
    'gitlab': r'glpat-[A-Za-z0-9_\-]{20}',
    'stripe_sk': r'(sk|rk)_live_[A-Za-z0-9]{24,99}',
    'slack_bot': r'xox[bp]-\d{10,13}-\d{10,13}(-\d{10,13})?-[A-Za-z0-9]{24,32}',
    'telegram': r'\d{8,10}:AA[A-Za-z0-9_\-]{33}',
    'google': r'AIza[A-Za-z0-9_\-]{35}',
    'openai': r'sk-proj-[A-Za-z0-9_\-]{40,160}',
    'sendgrid': r'SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}',
    'twilio': r'SK[0-9a-f]{32}',
    'jwt': r'eyJ[A-Za-z0-9_\-]+\.eyJ[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]+',
    'npm': r'npm_[A-Za-z0-9]{36}',
    'hf': r'hf_[A-Za-z]{34}',
    'aliyun': r'LTAI[A-Za-z0-9]{12,20}',
    'tencent': r'AKID[A-Za-z0-9]{32}',
    'shopify': r'shpat_[0-9a-f]{32}',
    'square': r'EAAA[A-Za-z0-9_\-]{60}',
    'mapbox_sk': r'sk\.eyJ[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]{22}',
    'hex32': r'[0-9a-f]{32}',
    'datadog': r'[0-9a-f]{32}',
}


def apikey_ok(v):
    if 'EXAMPLE' in v.upper():
        return False
    return any(re.fullmatch(p, v) for p in APIKEY_RES.values())


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b'=').decode()


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def jwt(payload, alg='HS256'):
    h = b64u(json.dumps({'alg': alg, 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    return '%s.%s.%s' % (h, p, b64u(rbytes(32 if alg == 'HS256' else 64)))


def pem(kind, prefix, nbytes):
    body = base64.b64encode(prefix + rbytes(nbytes)).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return '-----BEGIN %s-----\n%s\n-----END %s-----' % (kind, '\n'.join(lines), kind)


def secret_ok(v):
    if re.fullmatch(r'-----BEGIN [A-Z ]*PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END [A-Z ]*PRIVATE KEY-----', v):
        return True
    return bool(re.fullmatch(r'\S{6,}', v)) or bool(re.fullmatch(r'[A-Z2-7]{4}( [A-Z2-7]{4}){3,}', v))


# ---------------------------------------------------------------- decoys with check digits
def imei(tac):
    return luhn_complete(tac + digits(14 - len(tac)))


ISO6346_V = {}
_v = 10
for _c in string.ascii_uppercase:
    if _v % 11 == 0:
        _v += 1
    ISO6346_V[_c] = _v
    _v += 1


def iso6346_check(s10):
    t = sum((ISO6346_V[c] if c.isalpha() else int(c)) * (2 ** i) for i, c in enumerate(s10))
    return str(t % 11 % 10)


def container(owner):
    body = owner + 'U' + digits(6)
    return body + iso6346_check(body)


def container_ok(v):
    s = v.replace(' ', '')
    return bool(re.fullmatch(r'[A-Z]{3}[UJZ]\d{7}', s)) and iso6346_check(s[:10]) == s[10]


VIN_T = {**{str(i): i for i in range(10)},
         **dict(zip('ABCDEFGH', range(1, 9))), **dict(zip('JKLMN', range(1, 6))), 'P': 7, 'R': 9,
         **dict(zip('STUVWXYZ', range(2, 10)))}
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
VIN_A = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'


def vin_check(v):
    r = sum(VIN_T[c] * w for c, w in zip(v, VIN_W)) % 11
    return 'X' if r == 10 else str(r)


def vin(wmi):
    v = wmi + pick(VIN_A, 5) + '0' + pick(VIN_A, 2) + digits(6)
    return v[:8] + vin_check(v) + v[9:]


def vin_ok(v):
    return bool(re.fullmatch(r'[A-HJ-NPR-Z0-9]{17}', v)) and vin_check(v) == v[8]


def imo(n6=None):
    n6 = n6 or R.choice('9') + digits(5)
    return n6 + str(sum(int(c) * w for c, w in zip(n6, [7, 6, 5, 4, 3, 2])) % 10)


def imo_ok(v):
    s = v.replace('IMO', '').strip()
    return bool(re.fullmatch(r'\d{7}', s)) and sum(int(c) * w for c, w in zip(s, [7, 6, 5, 4, 3, 2])) % 10 == int(s[6])


# ================================================================= the values
# --- cards
put('visa1', 'CARD', 'luhn', card('4', 16, [4, 4, 4, 4]))
put('visa2', 'CARD', 'luhn', card('4', 16))
put('visa3', 'CARD', 'luhn', card('4', 16, [4, 4, 4, 4], '-'))
put('visa4', 'CARD', 'luhn', card('4', 16, [4, 4, 4, 4]))
put('visa5', 'CARD', 'luhn', card('4', 16))
put('visa6', 'CARD', 'luhn', card('4', 16, [4, 4, 4, 4]))
put('visa7', 'CARD', 'luhn', card('4', 16, [4, 4, 4, 4]))
put('visa8', 'CARD', 'luhn', card('4', 16, [4, 4, 4, 4], '-'))
put('visa9', 'CARD', 'luhn', card('4', 16))
put('visa10', 'CARD', 'luhn', card('4', 16, [4, 4, 4, 4]))
put('mc1', 'CARD', 'luhn', card('53', 16, [4, 4, 4, 4]))
put('mc2', 'CARD', 'luhn', card('51', 16))
put('mc3', 'CARD', 'luhn', card('2223', 16, [4, 4, 4, 4]))
put('mc4', 'CARD', 'luhn', card('55', 16, [4, 4, 4, 4], '-'))
put('mc5', 'CARD', 'luhn', card('54', 16, [4, 4, 4, 4]))
put('mc6', 'CARD', 'luhn', card('52', 16))
put('amex1', 'CARD', 'luhn', card('37', 15, [4, 6, 5]))
put('amex2', 'CARD', 'luhn', card('34', 15))
put('amex3', 'CARD', 'luhn', card('37', 15, [4, 6, 5], '-'))
put('cup1', 'CARD', 'luhn', card('6222', 19, [4, 4, 4, 4, 3]))
put('cup2', 'CARD', 'luhn', card('6217', 19))
put('cup3', 'CARD', 'luhn', card('6228', 19, [4, 4, 4, 4, 3]))
put('cup4', 'CARD', 'luhn', card('6214', 16, [4, 4, 4, 4]))
put('cup5', 'CARD', 'luhn', card('6225', 16))
put('cup6', 'CARD', 'luhn', card('6230', 19))
put('cup7', 'CARD', 'luhn', card('6259', 16, [4, 4, 4, 4]))
put('cup8', 'CARD', 'luhn', card('6212', 19, [4, 4, 4, 4, 3]))
put('jcb1', 'CARD', 'luhn', card('3566', 16, [4, 4, 4, 4]))
put('disc1', 'CARD', 'luhn', card('6011', 16, [4, 4, 4, 4]))
put('diners1', 'CARD', 'luhn', card('36', 14, [4, 6, 4]))

# --- IBANs
put('iban_gb1', 'IBAN', 'mod97', iban('GB', bank='NWBK'))
put('iban_gb2', 'IBAN', 'mod97', iban('GB', grouped=False, bank='BARC'))
put('iban_gb3', 'IBAN', 'mod97', iban('GB', bank='MIDL'))
put('iban_de1', 'IBAN', 'mod97', iban('DE'))
put('iban_de2', 'IBAN', 'mod97', iban('DE', grouped=False))
put('iban_fr1', 'IBAN', 'mod97', iban('FR'))
put('iban_nl1', 'IBAN', 'mod97', iban('NL', bank='INGB'))
put('iban_nl2', 'IBAN', 'mod97', iban('NL', grouped=False, bank='RABO'))
put('iban_es1', 'IBAN', 'mod97', iban('ES'))
put('iban_it1', 'IBAN', 'mod97', iban('IT'))
put('iban_pl1', 'IBAN', 'mod97', iban('PL'))
put('iban_ie1', 'IBAN', 'mod97', iban('IE', bank='AIBK'))
put('iban_be1', 'IBAN', 'mod97', iban('BE'))
put('iban_pt1', 'IBAN', 'mod97', iban('PT'))
put('iban_ch1', 'IBAN', 'mod97', iban('CH'))
put('iban_se1', 'IBAN', 'mod97', iban('SE'))
put('iban_no1', 'IBAN', 'mod97', iban('NO', grouped=False))
put('iban_dk1', 'IBAN', 'mod97', iban('DK'))
put('iban_at1', 'IBAN', 'mod97', iban('AT'))
put('iban_gr1', 'IBAN', 'mod97', iban('GR'))
put('iban_fi1', 'IBAN', 'mod97', iban('FI'))

# --- US SSNs
for _i in range(1, 12):
    put('ssn%d' % _i, 'SSN', 'ssn', ssn('-'))
put('ssn12', 'SSN', 'ssn', ssn(' '))
put('ssn13', 'SSN', 'ssn', ssn(''))
put('ssn14', 'SSN', 'ssn', ssn(' '))

# --- Chinese resident IDs: name, region, birth date, sex
IDS = [
    ('id01', '330106', '19860314', 'm'), ('id02', '310104', '19920527', 'f'),
    ('id03', '440305', '19790802', 'm'), ('id04', '510107', '19951119', 'f'),
    ('id05', '420106', '19880630', 'm'), ('id06', '320102', '19740109', 'f'),
    ('id07', '370202', '19900921', 'm'), ('id08', '350203', '19981204', 'f'),
    ('id09', '210202', '19830415', 'm'), ('id10', '110105', '19910228', 'f'),
    ('id11', '500103', '19870716', 'm'), ('id12', '610113', '19930503', 'f'),
    ('id13', '130102', '19691022', 'm'), ('id14', '410105', '20010612', 'f'),
    ('id15', '230103', '19850131', 'm'), ('id16', '430104', '19970808', 'f'),
    ('id17', '120101', '19820917', 'm'), ('id18', '450103', '19961125', 'f'),
    ('id19', '340104', '19780420', 'm'), ('id20', '360102', '19940305', 'f'),
    ('id21', '220102', '19891010', 'm'), ('id22', '530102', '19990719', 'f'),
    ('id23', '460105', '19840229', 'm'), ('id24', '150102', '19760611', 'f'),
    ('id25', '620102', '19920901', 'm'), ('id26', '330212', '19880112', 'f'),
    ('id27', '440106', '19801224', 'm'), ('id28', '370102', '20000330', 'f'),
    ('id29', '320582', '19730806', 'm'), ('id30', '350102', '19901117', 'f'),
    ('id31', '210204', '19860507', 'm'), ('id32', '330205', '19950923', 'f'),
    ('id33', '440304', '19811030', 'm'), ('id34', '310115', '19880818', 'f'),
    ('id35', '370211', '19710402', 'm'), ('id36', '500106', '19970126', 'f'),
]
for _n, _reg, _b, _s in IDS:
    put(_n, 'IDCARD', 'gb11643', idcard(_reg, _b, _s))

# --- other countries' national IDs
put('nric1', 'NATIONAL_ID', 'nric', nric('S'))
put('nric2', 'NATIONAL_ID', 'nric', nric('T'))
put('nric3', 'NATIONAL_ID', 'nric', nric('S'))
put('fin1', 'NATIONAL_ID', 'nric', nric('G'))
put('dni1', 'NATIONAL_ID', 'dni', dni())
put('dni2', 'NATIONAL_ID', 'dni', dni())
put('nie1', 'NATIONAL_ID', 'dni', nie())
put('cpf1', 'NATIONAL_ID', 'cpf', cpf())
put('cpf2', 'NATIONAL_ID', 'cpf', cpf())
put('pesel1', 'NATIONAL_ID', 'pesel', pesel('19840917', 'm'))
put('pesel2', 'NATIONAL_ID', 'pesel', pesel('20020311', 'f'))
put('bsn1', 'NATIONAL_ID', 'bsn', bsn())
put('bsn2', 'NATIONAL_ID', 'bsn', bsn())
put('hkid1', 'NATIONAL_ID', 'hkid', hkid())
put('hkid2', 'NATIONAL_ID', 'hkid', hkid())
put('hkid3', 'NATIONAL_ID', 'hkid', hkid())
put('aadhaar1', 'NATIONAL_ID', 'verhoeff', aadhaar())
put('aadhaar2', 'NATIONAL_ID', 'verhoeff', aadhaar())
put('aadhaar3', 'NATIONAL_ID', 'verhoeff', aadhaar(''))
put('sin1', 'NATIONAL_ID', 'luhn', sin())
put('sin2', 'NATIONAL_ID', 'luhn', sin('-'))
put('nino1', 'NATIONAL_ID', 'nino', nino())
put('nino2', 'NATIONAL_ID', 'nino', nino(False))
put('nino3', 'NATIONAL_ID', 'nino', nino())
put('pnr_se1', 'NATIONAL_ID', 'personnummer', personnummer('19870204'))
put('hetu1', 'NATIONAL_ID', 'hetu', hetu('19910613'))
put('fnr1', 'NATIONAL_ID', 'fnr', fnr('19830725'))
put('za1', 'NATIONAL_ID', 'luhn', za_id('19800115', 'm'))
put('za2', 'NATIONAL_ID', 'luhn', za_id('19930822', 'f'))
put('nir1', 'NATIONAL_ID', 'nir', nir('f', '19890412', '69', '123'))

# --- passports (shape only, no check digit in the number itself)
put('pp_cn1', 'PASSPORT', 'shape', 'E' + digits(8))
put('pp_cn2', 'PASSPORT', 'shape', 'E' + R.choice('ABCDEFGHJKLMN') + digits(7))
put('pp_cn3', 'PASSPORT', 'shape', 'E' + digits(8))
put('pp_cn4', 'PASSPORT', 'shape', 'E' + R.choice('ABCDEFGHJKLMN') + digits(7))
put('pp_cn5', 'PASSPORT', 'shape', 'E' + digits(8))
put('pp_us1', 'PASSPORT', 'shape', R.choice('AC') + digits(8))
put('pp_us2', 'PASSPORT', 'shape', R.choice('56') + digits(8))
put('pp_uk1', 'PASSPORT', 'shape', R.choice('12345') + digits(8))
put('pp_uk2', 'PASSPORT', 'shape', R.choice('12345') + digits(8))
put('pp_de1', 'PASSPORT', 'shape', R.choice('CFGHJK') + pick('CFGHJKLMNPRTVWXYZ0123456789', 8))
put('pp_in1', 'PASSPORT', 'shape', R.choice('JKLMNPRSTUVW') + R.choice('123456789') + digits(5) + R.choice('123456789'))
put('pp_in2', 'PASSPORT', 'shape', R.choice('JKLMNPRSTUVW') + R.choice('123456789') + digits(5) + R.choice('123456789'))
put('pp_ca1', 'PASSPORT', 'shape', pick(UPPER, 2) + digits(6))
put('pp_fr1', 'PASSPORT', 'shape', digits(2) + pick(UPPER, 2) + digits(5))
put('pp_ph1', 'PASSPORT', 'shape', 'P' + digits(7) + R.choice(UPPER))
put('pp_ke1', 'PASSPORT', 'shape', 'AK' + digits(7))
put('pp_sg1', 'PASSPORT', 'shape', R.choice('KE') + digits(8))

# --- vendor API keys
for _i in range(1, 7):
    put('akid%d' % _i, 'APIKEY', 'aws_akid', 'AKIA' + pick(B32, 16))
put('asia1', 'APIKEY', 'aws_akid', 'ASIA' + pick(B32, 16))
for _i in range(1, 5):
    put('ghp%d' % _i, 'APIKEY', 'github_pat', 'ghp_' + pick(ALNUM, 36))
put('ghfg1', 'APIKEY', 'github_fg', 'github_pat_11' + pick(UPPER + string.digits, 20) + '_' + pick(ALNUM, 59))
put('glpat1', 'APIKEY', 'gitlab', 'glpat-' + pick(ALNUM + '-_', 20))
put('glpat2', 'APIKEY', 'gitlab', 'glpat-' + pick(ALNUM, 20))
for _i in range(1, 5):
    put('sk_live%d' % _i, 'APIKEY', 'stripe_sk', 'sk_live_' + pick(ALNUM, R.choice([24, 34, 99])))
put('rk_live1', 'APIKEY', 'stripe_sk', 'rk_live_' + pick(ALNUM, 34))
for _i in range(1, 4):
    put('xoxb%d' % _i, 'APIKEY', 'slack_bot', 'xoxb-%s-%s-%s' % (digits(12), digits(13), pick(ALNUM, 24)))
for _i in range(1, 5):
    put('tgbot%d' % _i, 'APIKEY', 'telegram', '%s:AA%s' % (R.choice('5678') + digits(9), pick(B64U, 33)))
for _i in range(1, 6):
    put('aiza%d' % _i, 'APIKEY', 'google', 'AIza' + pick(B64U, 35))
put('openai1', 'APIKEY', 'openai', 'sk-proj-' + pick(B64U, 48) + 'T3BlbkFJ' + pick(B64U, 48))
put('openai2', 'APIKEY', 'openai', 'sk-proj-' + pick(B64U, 56))
put('sg1', 'APIKEY', 'sendgrid', 'SG.' + pick(B64U, 22) + '.' + pick(B64U, 43))
put('sg2', 'APIKEY', 'sendgrid', 'SG.' + pick(B64U, 22) + '.' + pick(B64U, 43))
put('twsk1', 'APIKEY', 'twilio', 'SK' + pick(HEX, 32))
put('twsk2', 'APIKEY', 'twilio', 'SK' + pick(HEX, 32))
put('npm1', 'APIKEY', 'npm', 'npm_' + pick(ALNUM, 36))
put('hf1', 'APIKEY', 'hf', 'hf_' + pick(string.ascii_letters, 34))
for _i in range(1, 5):
    put('ltai%d' % _i, 'APIKEY', 'aliyun', 'LTAI5t' + pick(ALNUM, 18))
put('akid_tc1', 'APIKEY', 'tencent', 'AKID' + pick(ALNUM, 32))
put('akid_tc2', 'APIKEY', 'tencent', 'AKID' + pick(ALNUM, 32))
put('shpat1', 'APIKEY', 'shopify', 'shpat_' + pick(HEX, 32))
put('sq1', 'APIKEY', 'square', 'EAAA' + pick(B64U, 60))
put('mapbox_sk1', 'APIKEY', 'mapbox_sk',
    'sk.' + b64u(json.dumps({'u': 'dispatchops', 'a': 'clx' + pick(string.ascii_lowercase + string.digits, 22)},
                            separators=(',', ':')).encode()) + '.' + pick(B64U, 22))
put('amap1', 'APIKEY', 'hex32', pick(HEX, 32))
put('amap2', 'APIKEY', 'hex32', pick(HEX, 32))
put('dd1', 'APIKEY', 'datadog', pick(HEX, 32))
put('jwt1', 'APIKEY', 'jwt', jwt({'sub': 'drv_20931', 'role': 'driver', 'iat': 1718002211, 'exp': 1718088611}))
put('jwt2', 'APIKEY', 'jwt', jwt({'sub': 'ops-bot', 'scope': 'dispatch:write', 'iat': 1720510030}))
put('jwt3', 'APIKEY', 'jwt', jwt({'uid': 88231, 'fleet': 'HZ-07', 'iat': 1709251200, 'exp': 1709337600}, 'RS256'))
put('jwt4', 'APIKEY', 'jwt', jwt({'sub': 'charger-portal', 'tenant': 'voltway', 'iat': 1715000000}))
put('jwt5', 'APIKEY', 'jwt', jwt({'sub': 'mx-tablet-07', 'aud': 'amos', 'iat': 1712000000}))

# --- secrets
for _i in range(1, 6):
    put('awssec%d' % _i, 'SECRET', 'aws_secret', pick(string.ascii_letters + string.digits + '/+', 40))
for _i in range(1, 4):
    put('alisec%d' % _i, 'SECRET', 'aliyun_secret', pick(ALNUM, 30))
put('tcsec1', 'SECRET', 'tencent_secret', pick(ALNUM, 32))
put('tcsec2', 'SECRET', 'tencent_secret', pick(ALNUM, 32))
put('totp1', 'SECRET', 'base32', pick(B32, 32))
put('totp2', 'SECRET', 'base32', ' '.join(pick(B32, 4) for _ in range(8)))
put('totp3', 'SECRET', 'base32', pick(B32, 16))
put('totp4', 'SECRET', 'base32', pick(B32, 32))
put('pem_ec1', 'SECRET', 'pem', pem('EC PRIVATE KEY', bytes([0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20]), 114))
put('pem_ssh1', 'SECRET', 'pem', pem('OPENSSH PRIVATE KEY', b'openssh-key-v1\x00\x00\x00\x00\x04none', 380))
put('pem_rsa1', 'SECRET', 'pem', pem('RSA PRIVATE KEY', bytes([0x30, 0x82, 0x02, 0x5c, 0x02, 0x01, 0x00, 0x02, 0x81, 0x81, 0x00]), 390))
put('pem_pk8', 'SECRET', 'pem', pem('PRIVATE KEY', bytes([0x30, 0x81, 0x87, 0x02, 0x01, 0x00, 0x30, 0x13, 0x06, 0x07]), 128))
put('slackhook1', 'SECRET', 'webhook',
    'https://hooks.slack.com/services/T%s/B%s/%s' % (pick(UPPER + string.digits, 8), pick(UPPER + string.digits, 10), pick(ALNUM, 24)))
put('slackhook2', 'SECRET', 'webhook',
    'https://hooks.slack.com/services/T%s/B%s/%s' % (pick(UPPER + string.digits, 10), pick(UPPER + string.digits, 11), pick(ALNUM, 24)))
put('discordhook1', 'SECRET', 'webhook',
    'https://discord.com/api/webhooks/%s/%s' % ('1' + digits(18), pick(B64U, 68)))
put('dinghook1', 'SECRET', 'webhook', 'https://oapi.dingtalk.com/robot/send?access_token=' + pick(HEX, 64))
put('dinghook2', 'SECRET', 'webhook', 'https://oapi.dingtalk.com/robot/send?access_token=' + pick(HEX, 64))
put('dingsec1', 'SECRET', 'signing', 'SEC' + pick(HEX, 64))
put('dingsec2', 'SECRET', 'signing', 'SEC' + pick(HEX, 64))


def _uuid():
    h = pick(HEX, 32)
    return '%s-%s-4%s-%s%s-%s' % (h[:8], h[8:12], h[13:16], R.choice('89ab'), h[17:20], h[20:32])


put('feishuhook1', 'SECRET', 'webhook', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + _uuid())
put('feishuhook2', 'SECRET', 'webhook', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + _uuid())
put('wecomhook1', 'SECRET', 'webhook', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + _uuid())
put('whsec1', 'SECRET', 'signing', 'whsec_' + pick(ALNUM, 32))
put('whsec2', 'SECRET', 'signing', 'whsec_' + pick(ALNUM, 32))
put('cookie1', 'SECRET', 'cookie', 's%3A' + pick(B64U, 32) + '.' + pick(ALNUM + '%', 43))
put('cookie2', 'SECRET', 'cookie', pick('0123456789ABCDEF', 32))
put('cookie3', 'SECRET', 'cookie', pick(string.ascii_lowercase + string.digits, 32))
put('cookie4', 'SECRET', 'cookie', pick(B64U, 40))
put('cookie5', 'SECRET', 'cookie', pick(string.ascii_lowercase + string.digits, 32))
put('djkey1', 'SECRET', 'django', pick(string.ascii_lowercase + string.digits + '!@#%^&*(-_=+)', 50))
put('jwtsec1', 'SECRET', 'signing', pick(ALNUM, 48))
put('jwtsec2', 'SECRET', 'signing', pick(HEX, 64))
put('ocppsec1', 'SECRET', 'signing', pick(ALNUM, 24))

# --- decoys that carry their own check digits (look-alikes that must stay unlabelled)
put('imei1', 'DECOY', 'luhn', imei('35376811'))
put('imei2', 'DECOY', 'luhn', imei('86061104'))
put('imei3', 'DECOY', 'luhn', imei('35209811'))
put('box1', 'DECOY', 'iso6346', container('MSKU'[:3]))
put('box2', 'DECOY', 'iso6346', container('TGH'))
put('box3', 'DECOY', 'iso6346', container('CSN'))
put('vin1', 'DECOY', 'vin', vin('1FT'))
put('vin2', 'DECOY', 'vin', vin('5YJ'))
put('vin3', 'DECOY', 'vin', vin('LSV'))
put('vin4', 'DECOY', 'vin', vin('WDB'))
put('imo1', 'DECOY', 'imo', imo())
put('imo2', 'DECOY', 'imo', imo())
for _i in range(1, 9):
    put('uuid%d' % _i, 'DECOY', 'shape', _uuid())
for _i in range(1, 9):
    put('sha%d' % _i, 'DECOY', 'shape', pick(HEX, 40))
for _i in range(1, 4):
    put('sha256_%d' % _i, 'DECOY', 'shape', pick(HEX, 64))
put('pk_live1', 'DECOY', 'shape', 'pk_live_' + pick(ALNUM, 34))
put('pk_live2', 'DECOY', 'shape', 'pk_live_' + pick(ALNUM, 34))
put('mapbox_pk1', 'DECOY', 'shape',
    'pk.' + b64u(json.dumps({'u': 'dispatchops', 'a': 'clx' + pick(string.ascii_lowercase + string.digits, 22)},
                            separators=(',', ':')).encode()) + '.' + pick(B64U, 22))


# --- added later (appended so earlier values keep their seeds)
put('pp_ph2', 'PASSPORT', 'shape', 'P' + digits(7) + R.choice(UPPER))
put('pp_ng1', 'PASSPORT', 'shape', 'A' + digits(8))

put('pp_ph3', 'PASSPORT', 'shape', 'P' + digits(7) + R.choice(UPPER))
put('pp_kz1', 'PASSPORT', 'shape', 'N' + digits(8))
put('jwt6', 'APIKEY', 'jwt', jwt({'uid': 'sunhao_driver', 'role': 'driver', 'city': 'NJ', 'iat': 1719800000}))
put('jwt7', 'APIKEY', 'jwt', jwt({'sub': 'fleet-portal', 'org': 'ztwl', 'iat': 1721000000, 'exp': 1721086400}))

# ================================================================= selftest
CHECKERS = {
    'mod97': iban_ok, 'ssn': ssn_ok, 'gb11643': idcard_ok, 'nric': nric_ok, 'dni': dni_ok,
    'cpf': cpf_ok, 'pesel': pesel_ok, 'bsn': bsn_ok, 'hkid': hkid_ok, 'verhoeff': aadhaar_ok,
    'nino': nino_ok, 'personnummer': personnummer_ok, 'hetu': hetu_ok, 'fnr': fnr_ok, 'nir': nir_ok,
    'iso6346': container_ok, 'vin': vin_ok, 'imo': imo_ok,
}
NO_CHECK_DIGIT = {'ssn', 'nino', 'shape'}


def check_value(label, fmt, v):
    if label == 'PASSPORT':
        return passport_ok(v)
    if label == 'APIKEY':
        return bool(re.fullmatch(APIKEY_RES[fmt], v))
    if label == 'SECRET':
        return secret_ok(v)
    if fmt == 'luhn' and label == 'NATIONAL_ID':
        return sin_ok(v) if len(re.sub(r'\D', '', v)) == 9 else za_ok(v)
    if fmt == 'luhn':
        return card_ok(v)
    if fmt == 'shape':
        return True
    return CHECKERS[fmt](v)


def corruptions(v):
    for i, c in enumerate(v):
        if c.isdigit():
            yield v[:i] + str((int(c) + 1) % 10) + v[i + 1:]
            yield v[:i] + str((int(c) + 7) % 10) + v[i + 1:]


def selftest(verbose=False):
    bad = 0
    seen = {}
    for name, v in VALUES.items():
        label, fmt = FORMATS[name]
        if v in seen:
            print('DUPLICATE value', name, seen[v])
            bad += 1
        seen[v] = name
        if not check_value(label, fmt, v):
            print('INVALID', name, label, fmt, v)
            bad += 1
            continue
        if fmt in NO_CHECK_DIGIT or label in ('APIKEY', 'SECRET', 'PASSPORT'):
            continue
        n = 0
        for c in corruptions(v):
            n += 1
            if check_value(label, fmt, c):
                print('CORRUPTION ACCEPTED', name, v, '->', c)
                bad += 1
                break
        assert n > 0, name
    if verbose or bad:
        print('%d values, %d problems' % (len(VALUES), bad))
    return bad == 0


if __name__ == '__main__':
    if '-p' in sys.argv:
        for k, v in VALUES.items():
            print('%-12s %-12s %s' % (k, FORMATS[k][0], v.replace('\n', '\\n')))
    ok = selftest(verbose=True)
    sys.exit(0 if ok else 1)
