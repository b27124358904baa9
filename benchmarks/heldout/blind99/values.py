#!/usr/bin/env python3
"""Seeded generators for every blind99 value that needs a check digit or a
vendor shape.  Texts refer to them as ``$name``.

    python3 values.py        run selftest
    python3 values.py -p     print every value
"""
import base64
import datetime
import json
import re
import random
import string
import sys

SEED = 99_0417
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
HEX = '0123456789abcdef'
B64URL = ALNUM + '-_'
B32 = UP + '234567'


def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def group(s, sizes, sep):
    out, i = [], 0
    for g in sizes:
        out.append(s[i:i + g])
        i += g
    assert i == len(s), (s, sizes)
    return sep.join(out)


# ---------------------------------------------------------------- validators
def digits_of(s):
    return ''.join(c for c in s if c.isdigit())


def luhn_ok(s):
    d = [int(c) for c in digits_of(s)]
    tot = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        tot += x
    return tot % 10 == 0


def card_ok(s):
    if not re.fullmatch(r'[0-9][0-9 \-]*[0-9]', s):
        return False
    d = digits_of(s)
    if not 13 <= len(d) <= 19:
        return False
    if not re.match(r'(4|5[1-5]|2[2-7]|3[47]|62|6011|65|35)', d):
        return False
    return luhn_ok(d)


IBAN_LEN = {'GB': 22, 'IE': 22, 'DE': 22, 'NL': 18, 'FR': 27, 'ES': 24,
            'PL': 28, 'BE': 16, 'IT': 27, 'PT': 25}


def iban_ok(s):
    c = s.replace(' ', '')
    if not re.fullmatch(r'[A-Z]{2}[0-9]{2}[A-Z0-9]+', c):
        return False
    if IBAN_LEN.get(c[:2]) != len(c):
        return False
    r = c[4:] + c[:4]
    return int(''.join(str(int(ch, 36)) for ch in r)) % 97 == 1


def ssn_ok(s):
    m = re.fullmatch(r'(\d{3})([- ]?)(\d{2})\2(\d{4})', s)
    if not m:
        return False
    a, g, n = m.group(1), m.group(3), m.group(4)
    if a in ('000', '666') or a[0] == '9' or g == '00' or n == '0000':
        return False
    return True


ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def idcard_chk(s17):
    return '10X98765432'[sum(int(a) * b for a, b in zip(s17, ID_W)) % 11]


def idcard_birth(s):
    try:
        return datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return None


def idcard_ok(s):
    if not re.fullmatch(r'[1-9]\d{16}[\dX]', s):
        return False
    b = idcard_birth(s)
    if b is None or not (1900 <= b.year <= 2024):
        return False
    return idcard_chk(s[:17]) == s[17]


# --- national ids of other countries
def nino_ok(s):
    c = s.replace(' ', '')
    if not re.fullmatch(r'[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', c):
        return False
    return c[:2] not in ('BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ')


DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def dni_ok(s):
    c = s.replace('-', '').replace(' ', '')
    m = re.fullmatch(r'([XYZ]?)(\d{7,8})([A-Z])', c)
    if not m:
        return False
    if m.group(1):
        if len(m.group(2)) != 7:
            return False
        n = int('XYZ'.index(m.group(1)).__str__() + m.group(2))
    else:
        if len(m.group(2)) != 8:
            return False
        n = int(m.group(2))
    return DNI_L[n % 23] == m.group(3)


def bsn_ok(s):
    c = s.replace('.', '').replace(' ', '')
    if not re.fullmatch(r'\d{9}', c) or c[0] == '0':
        return False
    t = sum(int(c[i]) * (9 - i) for i in range(8)) - int(c[8])
    return t % 11 == 0


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_birth(c):
    y, m, d = int(c[0:2]), int(c[2:4]), int(c[4:6])
    cent = {0: 1900, 20: 2000, 40: 2100, 60: 2200, 80: 1800}[(m // 20) * 20]
    try:
        return datetime.date(cent + y, m % 20, d)
    except ValueError:
        return None


def pesel_ok(s):
    if not re.fullmatch(r'\d{11}', s):
        return False
    if pesel_birth(s) is None:
        return False
    return (10 - sum(int(a) * b for a, b in zip(s, PESEL_W)) % 10) % 10 == int(s[10])


def sin_ok(s):
    if not re.fullmatch(r'\d{3}([ -]?)\d{3}\1\d{3}', s):
        return False
    c = digits_of(s)
    return c[0] in '1234567' and luhn_ok(c)


def hkid_ok(s):
    m = re.fullmatch(r'([A-Z]{1,2})(\d{6})\(?([0-9A])\)?', s)
    if not m:
        return False
    letters, num, chk = m.groups()
    vals = [36] if len(letters) == 1 else []
    vals += [ord(ch) - 55 for ch in letters]
    vals += [int(ch) for ch in num]
    tot = sum(v * w for v, w in zip(vals, range(9, 1, -1)))
    r = (11 - tot % 11) % 11
    want = 'A' if r == 10 else str(r)
    return want == chk


PPS_L = 'WABCDEFGHIJKLMNOPQRSTUV'


def ppsn_ok(s):
    m = re.fullmatch(r'(\d{7})([A-W])([AHW]?)', s)
    if not m:
        return False
    tot = sum(int(a) * b for a, b in zip(m.group(1), range(8, 1, -1)))
    if m.group(3):
        tot += 9 * (ord(m.group(3)) - 64) if m.group(3) != 'W' else 0
    return PPS_L[tot % 23] == m.group(2)


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


def aadhaar_ok(s):
    if not re.fullmatch(r'\d{4}([ -]?)\d{4}\1\d{4}', s):
        return False
    c = digits_of(s)
    return c[0] in '23456789' and verhoeff_ok(c)


NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def nric_ok(s):
    m = re.fullmatch(r'([STFG])(\d{7})([A-Z])', s)
    if not m:
        return False
    tot = sum(int(a) * b for a, b in zip(m.group(2), NRIC_W))
    if m.group(1) in 'TG':
        tot += 4
    tab = 'JZIHGFEDCBA' if m.group(1) in 'ST' else 'XWUTRQPNMLK'
    return tab[tot % 11] == m.group(3)


NATIONAL_ID_CHECKS = [('nino', nino_ok, False), ('dni', dni_ok, True),
                      ('bsn', bsn_ok, True), ('pesel', pesel_ok, True),
                      ('sin', sin_ok, True), ('hkid', hkid_ok, True),
                      ('ppsn', ppsn_ok, True), ('aadhaar', aadhaar_ok, True),
                      ('nric', nric_ok, True)]


def national_id_kind(s):
    for name, fn, _ in NATIONAL_ID_CHECKS:
        if fn(s):
            return name
    return None


def national_id_ok(s):
    return national_id_kind(s) is not None


def passport_ok(s):
    return bool(re.fullmatch(r'[A-Z]{1,2}\d{6,8}|\d{9}|C[CFGHJKLMNPRTVWXYZ0-9]{8}', s))


APIKEY_SHAPES = [
    r'sk_live_[A-Za-z0-9]{24,99}', r'rk_live_[A-Za-z0-9]{24,99}',
    r'(AKIA|ASIA)[A-Z2-7]{16}', r'ghp_[A-Za-z0-9]{36}',
    r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}',
    r'xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}',
    r'xoxp-\d{10,13}-\d{10,13}-\d{10,13}-[a-f0-9]{32}',
    r'\d{8,10}:AA[A-Za-z0-9_-]{33}', r'sk-proj-[A-Za-z0-9_-]{40,}',
    r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}', r'AIza[A-Za-z0-9_-]{35}',
    r'glpat-[A-Za-z0-9_-]{20}', r'[0-9a-f]{32}-us\d{1,2}',
    r'eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{20,}',
    r'SK[0-9a-f]{32}', r'shpat_[0-9a-f]{32}', r'hf_[A-Za-z]{34}',
    r'npm_[A-Za-z0-9]{36}', r'LTAI[A-Za-z0-9]{20}', r'AKID[A-Za-z0-9]{32}',
]


def apikey_ok(s):
    return any(re.fullmatch(p, s) for p in APIKEY_SHAPES)


SECRET_SHAPES = [
    r'-----BEGIN (RSA |EC |OPENSSH |)PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END (RSA |EC |OPENSSH |)PRIVATE KEY-----',
    r'https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}',
    r'https://discord\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_-]{68}',
    r'https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}',
    r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}',
    r'https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f-]{36}',
    r'whsec_[A-Za-z0-9]{32}', r'SEC[0-9a-f]{64}', r'[0-9a-f]{32}', r'[0-9a-f]{64}',
    r'[A-Za-z0-9/+]{40}', r'[A-Za-z0-9]{30}', r'[A-Za-z0-9]{32}', r'[A-Z2-7]{32}',
    r'[a-z2-7]{4}( [a-z2-7]{4}){7}', r'[0-9a-f]{5}-[0-9a-f]{5}',
    r'[a-z0-9]{32}', r'[a-z0-9]{26}', r's%3A[A-Za-z0-9_-]{32}\.[A-Za-z0-9_+/-]{43}',
    r'[a-z0-9!@#%^&*(\-_=+)]{50}',
]


def secret_shape(s):
    return any(re.fullmatch(p, s) for p in SECRET_SHAPES)


def secret_ok(s):
    # known vendor shapes, else any password-like token of 8+ non-space chars
    return secret_shape(s) or bool(re.fullmatch(r'\S{8,}', s))


# ---------------------------------------------------------------- generators
def luhn_digit(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return c


def gen_card(prefix, length, sizes, sep):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    return group(body + luhn_digit(body), sizes, sep)


def iban_from(cc, bban, spaced):
    n = int(''.join(str(int(ch, 36)) for ch in bban + cc + '00'))
    s = '%s%02d%s' % (cc, 98 - n % 97, bban)
    if spaced:
        s = ' '.join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


def gen_iban(cc, spaced=True):
    if cc == 'GB':
        bban = R.choice(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + rs(DIG, 14)
    elif cc == 'IE':
        bban = R.choice(['AIBK', 'BOFI']) + rs(DIG, 14)
    elif cc == 'DE':
        bban = rs('123456789', 1) + rs(DIG, 17)
    elif cc == 'NL':
        bban = R.choice(['INGB', 'ABNA', 'RABO']) + rs(DIG, 10)
    elif cc == 'FR':
        b, g, a = rs('123456789', 1) + rs(DIG, 4), rs(DIG, 5), rs(DIG, 11)
        key = 97 - ((89 * int(b) + 15 * int(g) + 3 * int(a)) % 97)
        bban = '%s%s%s%02d' % (b, g, a, key)
    elif cc == 'ES':
        w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

        def dc(ten):
            v = 11 - sum(int(x) * y for x, y in zip(ten, w)) % 11
            return {11: 0, 10: 1}.get(v, v)
        bank, br, acc = rs(DIG, 4), rs(DIG, 4), rs(DIG, 10)
        bban = bank + br + str(dc('00' + bank + br)) + str(dc(acc)) + acc
    elif cc == 'PL':
        bban = rs('123456789', 1) + rs(DIG, 23)
    else:
        raise ValueError(cc)
    return iban_from(cc, bban, spaced)


def gen_ssn(fmt='-'):
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    s = '%03d%s%02d%s%04d' % (a, fmt, R.randint(1, 99), fmt, R.randint(1, 9999))
    return s


def gen_idcard(region, dob, sex, want_x=False):
    while True:
        s17 = region + dob + rs(DIG, 2) + R.choice('13579' if sex == 'M' else '02468')
        c = idcard_chk(s17)
        if (c == 'X') == want_x:
            return s17 + c


def gen_nino(spaced):
    first = 'ABCEGHJKLMNOPRSTWXYZ'
    second = 'ABCEGHJKLMNPRSTWXYZ'
    while True:
        p = R.choice(first) + R.choice(second)
        if p not in ('BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'):
            break
    d = rs(DIG, 6)
    s = R.choice('ABCD')
    return '%s %s %s %s %s' % (p, d[:2], d[2:4], d[4:], s) if spaced else p + d + s


def gen_dni():
    n = R.randint(10_000_000, 79_999_999)
    return '%08d%s' % (n, DNI_L[n % 23])


def gen_nie():
    p = R.choice('XY')
    n = rs(DIG, 7)
    return p + n + DNI_L[int(str('XYZ'.index(p)) + n) % 23]


def gen_bsn():
    while True:
        d = rs('123456789', 1) + rs(DIG, 7)
        last = sum(int(d[i]) * (9 - i) for i in range(8)) % 11
        if last <= 9:
            return d + str(last)


def gen_pesel(dob, sex):
    y, m, d = int(dob[:4]), int(dob[4:6]), int(dob[6:])
    mm = m + (20 if y >= 2000 else 0)
    body = '%02d%02d%02d' % (y % 100, mm, d) + rs(DIG, 3) + R.choice('13579' if sex == 'M' else '02468')
    chk = (10 - sum(int(a) * b for a, b in zip(body, PESEL_W)) % 10) % 10
    return body + str(chk)


def gen_sin(sep):
    body = rs('1234567', 1) + rs(DIG, 7)
    c = body + luhn_digit(body)
    return group(c, [3, 3, 3], sep)


def gen_hkid():
    letter = R.choice('ACDEGHKPRVYZ')
    num = rs(DIG, 6)
    vals = [36, ord(letter) - 55] + [int(x) for x in num]
    tot = sum(v * w for v, w in zip(vals, range(9, 1, -1)))
    r = (11 - tot % 11) % 11
    return '%s%s(%s)' % (letter, num, 'A' if r == 10 else r)


def gen_ppsn():
    num = rs(DIG, 7)
    tot = sum(int(a) * b for a, b in zip(num, range(8, 1, -1))) + 9 * 1
    return num + PPS_L[tot % 23] + 'A'


def gen_aadhaar():
    body = rs('23456789', 1) + rs(DIG, 10)
    c = body + verhoeff_digit(body)
    return group(c, [4, 4, 4], ' ')


def gen_nric(prefix, lead=''):
    num = lead + rs(DIG, 7 - len(lead))
    tot = sum(int(a) * b for a, b in zip(num, NRIC_W)) + (4 if prefix in 'TG' else 0)
    tab = 'JZIHGFEDCBA' if prefix in 'ST' else 'XWUTRQPNMLK'
    return prefix + num + tab[tot % 11]


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b'=').decode()


def gen_jwt(payload, alg='HS256'):
    h = b64u(json.dumps({'alg': alg, 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    return '%s.%s.%s' % (h, p, b64u(rbytes(32)))


def gen_pem(kind):
    if kind == 'RSA':
        raw = b'\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00' + rbytes(270)
        label = 'RSA PRIVATE KEY'
    elif kind == 'EC':
        raw = b'\x30\x77\x02\x01\x01\x04\x20' + rbytes(112)
        label = 'EC PRIVATE KEY'
    else:
        raw = b'openssh-key-v1\x00\x00\x00\x00\x04none' + rbytes(190)
        label = 'OPENSSH PRIVATE KEY'
    body = base64.b64encode(raw).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return '-----BEGIN %s-----\n%s\n-----END %s-----' % (label, '\n'.join(lines), label)


def gen_uuid():
    h = rs(HEX, 32)
    return '%s-%s-4%s-%s%s-%s' % (h[:8], h[8:12], h[13:16], R.choice('89ab'), h[17:20], h[20:])


VALUES = {}
TYPE_OF = {}


def put(name, typ, value):
    assert name not in VALUES, name
    VALUES[name] = value
    TYPE_OF[name] = typ


# cards
put('card1', 'CARD', gen_card('4', 16, [4, 4, 4, 4], ' '))
put('card2', 'CARD', gen_card('53', 16, [16], ''))
put('card3', 'CARD', gen_card('2223', 16, [4, 4, 4, 4], '-'))
put('card4', 'CARD', gen_card('37', 15, [4, 6, 5], ' '))
put('card5', 'CARD', gen_card('4', 16, [16], ''))
put('card6', 'CARD', gen_card('62', 16, [4, 4, 4, 4], ' '))
put('card7', 'CARD', gen_card('4', 16, [4, 4, 4, 4], ' '))
put('card8', 'CARD', gen_card('54', 16, [4, 4, 4, 4], ' '))
put('card9', 'CARD', gen_card('34', 15, [15], ''))
put('card10', 'CARD', gen_card('6217', 19, [4, 4, 4, 4, 3], ' '))
put('card11', 'CARD', gen_card('4', 16, [4, 4, 4, 4], '-'))
put('card12', 'CARD', gen_card('6228', 19, [19], ''))

# ibans
put('iban_gb1', 'IBAN', gen_iban('GB', True))
put('iban_gb2', 'IBAN', gen_iban('GB', False))
put('iban_gb3', 'IBAN', gen_iban('GB', True))
put('iban_gb4', 'IBAN', gen_iban('GB', True))
put('iban_ie1', 'IBAN', gen_iban('IE', True))
put('iban_de1', 'IBAN', gen_iban('DE', True))
put('iban_nl1', 'IBAN', gen_iban('NL', False))
put('iban_fr1', 'IBAN', gen_iban('FR', True))
put('iban_es1', 'IBAN', gen_iban('ES', True))
put('iban_pl1', 'IBAN', gen_iban('PL', True))
put('iban_de2', 'IBAN', gen_iban('DE', False))

# US social security numbers
put('ssn1', 'SSN', gen_ssn('-'))
put('ssn2', 'SSN', gen_ssn('-'))
put('ssn3', 'SSN', gen_ssn(' '))
put('ssn4', 'SSN', gen_ssn(''))
put('ssn5', 'SSN', gen_ssn('-'))
put('ssn6', 'SSN', gen_ssn('-'))

# Chinese resident identity cards (region, birth date, sex)
put('idc1', 'IDCARD', gen_idcard('330106', '19860412', 'M'))
put('idc2', 'IDCARD', gen_idcard('310104', '19921103', 'F'))
put('idc3', 'IDCARD', gen_idcard('440305', '19790728', 'M'))
put('idc4', 'IDCARD', gen_idcard('510107', '19950119', 'F'))
put('idc5', 'IDCARD', gen_idcard('110105', '19880930', 'M', want_x=True))
put('idc6', 'IDCARD', gen_idcard('320102', '19900214', 'F'))
put('idc7', 'IDCARD', gen_idcard('420106', '19831205', 'M'))
put('idc8', 'IDCARD', gen_idcard('370202', '19970621', 'M'))
put('idc9', 'IDCARD', gen_idcard('350203', '19910808', 'F', want_x=True))
put('idc10', 'IDCARD', gen_idcard('500103', '19850327', 'M'))
put('idc11', 'IDCARD', gen_idcard('610113', '19931016', 'F'))
put('idc12', 'IDCARD', gen_idcard('440106', '20010509', 'M'))
put('idc13', 'IDCARD', gen_idcard('120101', '19761123', 'F'))
put('idc14', 'IDCARD', gen_idcard('430181', '19870302', 'M'))

# other national ids
put('nino1', 'NATIONAL_ID', gen_nino(True))
put('nino2', 'NATIONAL_ID', gen_nino(False))
put('nino3', 'NATIONAL_ID', gen_nino(True))
put('dni1', 'NATIONAL_ID', gen_dni())
put('nie1', 'NATIONAL_ID', gen_nie())
put('bsn1', 'NATIONAL_ID', gen_bsn())
put('pesel1', 'NATIONAL_ID', gen_pesel('19940217', 'M'))
put('sin1', 'NATIONAL_ID', gen_sin(' '))
put('hkid1', 'NATIONAL_ID', gen_hkid())
put('ppsn1', 'NATIONAL_ID', gen_ppsn())
put('aadhaar1', 'NATIONAL_ID', gen_aadhaar())
put('nric1', 'NATIONAL_ID', gen_nric('S'))

# passports (no check digit in the number itself: shape only)
put('pp_uk1', 'PASSPORT', rs('12345', 1) + rs(DIG, 8))
put('pp_uk2', 'PASSPORT', rs('12345', 1) + rs(DIG, 8))
put('pp_cn1', 'PASSPORT', 'E' + rs(DIG, 8))
put('pp_cn2', 'PASSPORT', 'E' + R.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') + rs(DIG, 7))
put('pp_us1', 'PASSPORT', rs('56', 1) + rs(DIG, 8))
put('pp_ie1', 'PASSPORT', R.choice(['PA', 'PB', 'LH', 'PC']) + rs(DIG, 7))
put('pp_de1', 'PASSPORT', 'C' + rs('CFGHJKLMNPRTVWXYZ0123456789', 8))
put('pp_in1', 'PASSPORT', R.choice('JKLMNPRSTUVWZ') + rs(DIG, 7))
put('pp_hk1', 'PASSPORT', 'K' + rs(DIG, 8))
put('pp_pl1', 'PASSPORT', R.choice(['EK', 'ER', 'ES', 'EW']) + rs(DIG, 7))

# api keys
put('stripe_sk1', 'APIKEY', 'sk_live_' + rs(ALNUM, 24))
put('stripe_sk2', 'APIKEY', 'sk_live_' + rs(ALNUM, 34))
put('stripe_rk1', 'APIKEY', 'rk_live_' + rs(ALNUM, 24))
put('aws_akid1', 'APIKEY', 'AKIA' + rs(UP + '234567', 16))
put('aws_akid2', 'APIKEY', 'AKIA' + rs(UP + '234567', 16))
put('gh_pat1', 'APIKEY', 'ghp_' + rs(ALNUM, 36))
put('gh_pat2', 'APIKEY', 'github_pat_' + rs(ALNUM, 22) + '_' + rs(ALNUM, 59))
put('slack_bot1', 'APIKEY', 'xoxb-%s-%s-%s' % (rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 24)))
put('slack_user1', 'APIKEY', 'xoxp-%s-%s-%s-%s' % (rs(DIG, 12), rs(DIG, 12), rs(DIG, 13), rs(HEX, 32)))
put('telegram1', 'APIKEY', rs('123456789', 1) + rs(DIG, 9) + ':AA' + rs(B64URL, 33))
put('openai1', 'APIKEY', 'sk-proj-' + rs(B64URL, 48))
put('sendgrid1', 'APIKEY', 'SG.' + rs(B64URL, 22) + '.' + rs(B64URL, 43))
put('google1', 'APIKEY', 'AIza' + rs(B64URL, 35))
put('gitlab1', 'APIKEY', 'glpat-' + rs(B64URL, 20))
put('mailchimp1', 'APIKEY', rs(HEX, 32) + '-us14')
put('jwt1', 'APIKEY', gen_jwt({'sub': '4821', 'scope': 'boxoffice:write', 'iat': 1718102400, 'exp': 1749638400}))
put('jwt2', 'APIKEY', gen_jwt({'sub': 'svc-scanner-07', 'aud': 'gate-api', 'iat': 1720000000}))
put('jwt3', 'APIKEY', gen_jwt({'uid': 30917, 'tenant': 'pyro', 'iat': 1722470400}, 'HS512'))
put('twilio_sk1', 'APIKEY', 'SK' + rs(HEX, 32))
put('shopify1', 'APIKEY', 'shpat_' + rs(HEX, 32))
put('hf1', 'APIKEY', 'hf_' + rs(string.ascii_letters, 34))
put('npm1', 'APIKEY', 'npm_' + rs(ALNUM, 36))
put('aliyun_akid1', 'APIKEY', 'LTAI' + rs(ALNUM, 20))
put('tencent_akid1', 'APIKEY', 'AKID' + rs(ALNUM, 32))
put('aliyun_akid2', 'APIKEY', 'LTAI' + rs(ALNUM, 20))

# secrets
put('aws_secret1', 'SECRET', rs(ALNUM + '/+', 40))
put('aws_secret2', 'SECRET', rs(ALNUM + '/+', 40))
put('aliyun_secret1', 'SECRET', rs(ALNUM, 30))
put('aliyun_secret2', 'SECRET', rs(ALNUM, 30))
put('tencent_secret1', 'SECRET', rs(ALNUM, 32))
put('whsec1', 'SECRET', 'whsec_' + rs(ALNUM, 32))
put('slack_signing1', 'SECRET', rs(HEX, 32))
put('slack_hook1', 'SECRET', 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(ALNUM, 24)))
put('slack_hook2', 'SECRET', 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(UP + DIG, 10), rs(UP + DIG, 10), rs(ALNUM, 24)))
put('discord_hook1', 'SECRET', 'https://discord.com/api/webhooks/%s/%s' % (rs('123456789', 1) + rs(DIG, 17), rs(B64URL, 68)))
put('dingtalk_hook1', 'SECRET', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64))
put('dingtalk_sec1', 'SECRET', 'SEC' + rs(HEX, 64))
put('wecom_hook1', 'SECRET', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + gen_uuid())
put('feishu_hook1', 'SECRET', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + gen_uuid())
put('totp1', 'SECRET', rs(B32, 32))
put('totp2', 'SECRET', ' '.join(rs(LOW + '234567', 4) for _ in range(8)))
put('totp3', 'SECRET', rs(B32, 32))
for i in range(1, 9):
    put('rec%d' % i, 'SECRET', rs(HEX, 5) + '-' + rs(HEX, 5))
put('pem1', 'SECRET', gen_pem('RSA'))
put('pem2', 'SECRET', gen_pem('OPENSSH'))
put('pem3', 'SECRET', gen_pem('EC'))
put('django_key1', 'SECRET', rs(LOW + DIG + '!@#%^&*(-_=+)', 50))
put('sess1', 'SECRET', rs(LOW + DIG, 32))
put('sess2', 'SECRET', 's%3A' + rs(B64URL, 32) + '.' + rs(ALNUM + '+/', 43))
put('sess3', 'SECRET', rs(LOW + DIG, 26))
put('jwt_secret1', 'SECRET', rs(HEX, 64))

# extra values for the mixed-language texts (appended so earlier values keep their draw)
put('idc15', 'IDCARD', gen_idcard('310115', '19940706', 'F'))
put('idc16', 'IDCARD', gen_idcard('440304', '19820915', 'M'))
put('hkid2', 'NATIONAL_ID', gen_hkid())
put('nric2', 'NATIONAL_ID', gen_nric('T', '02'))
put('pp_uk3', 'PASSPORT', rs('12345', 1) + rs(DIG, 8))
put('pp_us2', 'PASSPORT', rs('56', 1) + rs(DIG, 8))
put('iban_nl2', 'IBAN', gen_iban('NL', True))
put('card13', 'CARD', gen_card('4', 16, [4, 4, 4, 4], ' '))
put('idc17', 'IDCARD', gen_idcard('310101', '19890523', 'F'))
put('pp_ng1', 'PASSPORT', 'A' + rs(DIG, 8))

CHECKSUM_TYPES = {'CARD': card_ok, 'IBAN': iban_ok, 'IDCARD': idcard_ok}
VALIDATORS = {'CARD': card_ok, 'IBAN': iban_ok, 'SSN': ssn_ok, 'IDCARD': idcard_ok,
              'NATIONAL_ID': national_id_ok, 'PASSPORT': passport_ok,
              'APIKEY': apikey_ok, 'SECRET': secret_ok}


def corruptions(v):
    for i, ch in enumerate(v):
        if ch.isdigit():
            yield v[:i] + str((int(ch) + 1) % 10) + v[i + 1:]


def selftest(verbose=False):
    errs = []
    seen = {}
    for name, v in VALUES.items():
        t = TYPE_OF[name]
        if v in seen:
            errs.append('%s duplicates %s' % (name, seen[v]))
        seen[v] = name
        if not VALIDATORS[t](v):
            errs.append('%s (%s) invalid: %r' % (name, t, v))
            continue
        if t == 'SECRET' and not secret_shape(v):
            errs.append('%s not a known secret shape' % name)
        fn = CHECKSUM_TYPES.get(t)
        if t == 'NATIONAL_ID':
            kind = national_id_kind(v)
            fn = {k: f for k, f, has in NATIONAL_ID_CHECKS if has}.get(kind)
        if fn:
            n = 0
            for bad in corruptions(v):
                n += 1
                if fn(bad):
                    errs.append('%s: corruption %r still validates' % (name, bad))
            if n == 0:
                errs.append('%s: no digit to corrupt' % name)
    if verbose or errs:
        for e in errs:
            print('SELFTEST FAIL:', e)
    if not errs and verbose:
        print('selftest ok: %d values' % len(VALUES))
    return not errs


if __name__ == '__main__':
    if '-p' in sys.argv:
        for k, v in VALUES.items():
            print('%-16s %-11s %s' % (k, TYPE_OF[k], v))
    ok = selftest(verbose=True)
    sys.exit(0 if ok else 1)
