#!/usr/bin/env python3
"""blind94 value generators.

Every value that needs a check digit or a vendor shape is generated here from a
seeded random.Random and stored in VALUES.  Texts refer to them as ``$name``.

    python3 values.py        run selftest()
    python3 values.py -p     print every value (name, validator, value)
"""
import base64
import datetime
import json
import random
import re
import string
import sys

SEED = 94_1794
R = random.Random(SEED)

DIG = string.digits
ALNUM = string.ascii_letters + string.digits
UPAL = string.ascii_uppercase + string.digits
HEX = '0123456789abcdef'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
URLSAFE = ALNUM + '-_'

VALUES = {}
KIND = {}          # name -> validator key


def rs(chars, n):
    return ''.join(R.choice(chars) for _ in range(n))


def put(name, kind, value):
    assert name not in VALUES, name
    VALUES[name] = value
    KIND[name] = kind
    return value


def groups(s, sizes, sep=' '):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


def _date(y, m, d):
    try:
        return datetime.date(y, m, d)
    except ValueError:
        return None


# --------------------------------------------------------------------------
# check-digit algorithms / validators.  Each *_ok returns truthy when valid;
# those with an embedded birth date return the datetime.date (or a (y, m)
# tuple for the French NIR).
# --------------------------------------------------------------------------

def luhn_ok(digits):
    if not digits.isdigit():
        return False
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(body):
    for c in DIG:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


CARD_BRANDS = [
    ('visa', r'4\d{15}'), ('mastercard', r'5[1-5]\d{14}'),
    ('mastercard', r'2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)\d{12}'),
    ('amex', r'3[47]\d{13}'), ('unionpay', r'62\d{14,17}'),
    ('discover', r'6011\d{12}'), ('jcb', r'35(2[89]|[3-8]\d)\d{12}'),
]


def card_ok(s):
    d = re.sub(r'[ -]', '', s)
    if not re.fullmatch(r'\d{13,19}', d):
        return False
    if not any(re.fullmatch(p, d) for _, p in CARD_BRANDS):
        return False
    return luhn_ok(d)


IBAN_LEN = {'GB': 22, 'DE': 22, 'NL': 18, 'IE': 22, 'BE': 16, 'FR': 27,
            'CH': 21, 'AT': 20, 'ES': 24, 'PL': 28, 'NO': 15, 'DK': 18}


def _num36(s):
    return ''.join(str(int(c, 36)) for c in s)


def iban_make(cc, bban):
    chk = 98 - int(_num36(bban + cc + '00')) % 97
    return f'{cc}{chk:02d}{bban}'


def iban_ok(s):
    c = s.replace(' ', '')
    if not re.fullmatch(r'[A-Z]{2}\d{2}[A-Z0-9]+', c):
        return False
    if IBAN_LEN.get(c[:2]) != len(c):
        return False
    return int(_num36(c[4:] + c[:4])) % 97 == 1


CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cn_check(body17):
    return '10X98765432'[sum(int(a) * b for a, b in zip(body17, CN_W)) % 11]


def cn_id_ok(s):
    if not re.fullmatch(r'[1-8]\d{16}[\dX]', s):
        return False
    d = _date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    if d is None or not (1900 <= d.year <= 2024):
        return False
    return d if cn_check(s[:17]) == s[17] else False


def ssn_ok(s):
    m = re.fullmatch(r'(\d{3})([- ]?)(\d{2})\2(\d{4})', s)
    if not m:
        return False
    a, g, n = m.group(1), m.group(3), m.group(4)
    if a in ('000', '666') or a[0] == '9' or g == '00' or n == '0000':
        return False
    if a + g + n in ('078051120', '123456789', '219099999'):
        return False
    return True


def pesel_ok(s):
    if not re.fullmatch(r'\d{11}', s):
        return False
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    c = (10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10
    if c != int(s[10]):
        return False
    yy, mm, dd = int(s[:2]), int(s[2:4]), int(s[4:6])
    century = 1900
    if mm > 80:
        century, mm = 1800, mm - 80
    elif mm > 20:
        century, mm = 2000, mm - 20
    return _date(century + yy, mm, dd) or False


def fnr_ok(s):
    if not re.fullmatch(r'\d{11}', s):
        return False
    d = [int(c) for c in s]
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    k1 = 11 - sum(a * b for a, b in zip(d, w1)) % 11
    k1 = 0 if k1 == 11 else k1
    k2 = 11 - sum(a * b for a, b in zip(d, w2)) % 11
    k2 = 0 if k2 == 11 else k2
    if k1 == 10 or k2 == 10 or k1 != d[9] or k2 != d[10]:
        return False
    ind, yy = int(s[6:9]), int(s[4:6])
    if ind < 500 or (ind >= 900 and yy >= 40):
        century = 1900
    elif yy < 40:
        century = 2000
    else:
        century = 1800
    return _date(century + yy, int(s[2:4]), int(s[0:2])) or False


def se_pnr_ok(s):
    m = re.fullmatch(r'(\d{6})([-+])(\d{4})', s)
    if not m or not luhn_ok(m.group(1) + m.group(3)):
        return False
    yy = int(s[:2])
    century = 1900 if (m.group(2) == '+' or yy > 24) else 2000
    if m.group(2) == '+':
        century = 1800 if yy > 24 else 1900
    return _date(century + yy, int(s[2:4]), int(s[4:6])) or False


FI_CHARS = '0123456789ABCDEFHJKLMNPRSTUVWXY'


def fi_hetu_ok(s):
    m = re.fullmatch(r'(\d{6})([-A+])(\d{3})([0-9A-Y])', s)
    if not m:
        return False
    if FI_CHARS[int(m.group(1) + m.group(3)) % 31] != m.group(4):
        return False
    century = {'-': 1900, 'A': 2000, '+': 1800}[m.group(2)]
    return _date(century + int(s[4:6]), int(s[2:4]), int(s[0:2])) or False


def be_nn_ok(s):
    m = re.fullmatch(r'(\d\d)\.?(\d\d)\.?(\d\d)-?(\d{3})\.?(\d\d)', s)
    if not m:
        return False
    body = ''.join(m.groups()[:4])
    chk = int(m.group(5))
    if 97 - int(body) % 97 == chk:
        century = 1900
    elif 97 - int('2' + body) % 97 == chk:
        century = 2000
    else:
        return False
    return _date(century + int(body[:2]), int(body[2:4]), int(body[4:6])) or False


def fr_nir_ok(s):
    c = s.replace(' ', '')
    if not re.fullmatch(r'[12]\d{14}', c):
        return False
    if 97 - int(c[:13]) % 97 != int(c[13:]):
        return False
    mm = int(c[3:5])
    if not 1 <= mm <= 12:
        return False
    return ('ym', int(c[1:3]), mm)


def ca_sin_ok(s):
    c = re.sub(r'[ -]', '', s)
    return bool(re.fullmatch(r'[1-7]\d{8}', c)) and luhn_ok(c)


DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE'


def es_dni_ok(s):
    c = s.replace('.', '').replace('-', '').replace(' ', '')
    m = re.fullmatch(r'([XYZ]?)(\d{7,8})([A-Z])', c)
    if not m:
        return False
    pre, num, letter = m.groups()
    if pre:
        if len(num) != 7:
            return False
        num = str('XYZ'.index(pre)) + num
    elif len(num) != 8:
        return False
    return DNI_LETTERS[int(num) % 23] == letter


def nl_bsn_ok(s):
    c = s.replace('.', '').replace(' ', '')
    if not re.fullmatch(r'\d{9}', c) or c[0] == '0':
        return False
    w = [9, 8, 7, 6, 5, 4, 3, 2, -1]
    return sum(int(a) * b for a, b in zip(c, w)) % 11 == 0


def hkid_check(letter, six):
    s = 9 * 36 + 8 * (ord(letter) - 55) + sum((7 - i) * int(d) for i, d in enumerate(six))
    c = (11 - s % 11) % 11
    return 'A' if c == 10 else str(c)


def hkid_ok(s):
    m = re.fullmatch(r'([A-Z])(\d{6})\(?([0-9A])\)?', s)
    return bool(m) and hkid_check(m.group(1), m.group(2)) == m.group(3)


def sg_nric_ok(s):
    m = re.fullmatch(r'([ST])(\d{7})([A-Z])', s)
    if not m:
        return False
    w = [2, 7, 6, 5, 4, 3, 2]
    t = sum(int(a) * b for a, b in zip(m.group(2), w)) + (4 if m.group(1) == 'T' else 0)
    return 'JZIHGFEDCBA'[t % 11] == m.group(3)


TW_CODES = dict(zip('ABCDEFGHJKLMNPQRSTUVXYWZIO',
                    range(10, 36)))


def tw_id_ok(s):
    m = re.fullmatch(r'([A-Z])([12]\d{8})', s)
    if not m:
        return False
    n = TW_CODES[m.group(1)]
    t = n // 10 + (n % 10) * 9 + sum(int(a) * b for a, b in zip(m.group(2), [8, 7, 6, 5, 4, 3, 2, 1, 1]))
    return t % 10 == 0


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
       [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
       [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
       [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
       [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
       [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_complete(body):
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return body + str(_VINV[c])


def in_aadhaar_ok(s):
    c = s.replace(' ', '').replace('-', '')
    return bool(re.fullmatch(r'[2-9]\d{11}', c)) and verhoeff_ok(c)


PPS_LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV'


def ie_pps_ok(s):
    m = re.fullmatch(r'(\d{7})([A-W])([AHW]?)', s)
    if not m:
        return False
    t = sum(int(a) * (8 - i) for i, a in enumerate(m.group(1)))
    if m.group(3):
        t += 9 * PPS_LETTERS.index(m.group(3))
    return PPS_LETTERS[t % 23] == m.group(2)


def uk_nino_ok(s):
    c = s.replace(' ', '')
    if not re.fullmatch(r'[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', c):
        return False
    return c[:2] not in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ')


# validators of NATIONAL_ID, in the order the checker tries them
NID_VALIDATORS = {
    'pesel': pesel_ok, 'no_fnr': fnr_ok, 'se_pnr': se_pnr_ok, 'fi_hetu': fi_hetu_ok,
    'be_nn': be_nn_ok, 'fr_nir': fr_nir_ok, 'ca_sin': ca_sin_ok, 'es_dni': es_dni_ok,
    'nl_bsn': nl_bsn_ok, 'hkid': hkid_ok, 'sg_nric': sg_nric_ok, 'tw_id': tw_id_ok,
    'in_aadhaar': in_aadhaar_ok, 'ie_pps': ie_pps_ok, 'uk_nino': uk_nino_ok,
}
SHAPE_ONLY = {'uk_nino', 'ssn', 'passport', 'apikey', 'secret', 'decoy'}

PASSPORT_SHAPES = [
    r'[A-Z]?\d{8,9}',                 # US (letter + 8 digits or 9 digits), UK 9 digits
    r'[EG]\d{8}', r'E[A-HJ-NP-Z]\d{7}',  # China
    r'C[CFGHJKLMNPRTVWXYZ0-9]{8}',    # Germany
    r'\d{2}[A-Z]{2}\d{5}',            # France
    r'[A-Z]{2}\d{7}',                 # Ireland / Australia
    r'[A-Z]{2}\d{6}',                 # Canada
    r'[A-NP-Z]{2}[A-NP-Z0-9]{6}\d',   # Netherlands
    r'[A-Z]\d{7}',                    # India / Australia
    r'[HK]\d{8}',                     # HKSAR
    r'K\d{7}[A-Z]',                   # Singapore
]


def passport_ok(s):
    return any(re.fullmatch(p, s) for p in PASSPORT_SHAPES)


def _b64url(b):
    return base64.urlsafe_b64encode(b).rstrip(b'=').decode()


def jwt_ok(s):
    parts = s.split('.')
    if len(parts) != 3:
        return False
    try:
        for p in parts[:2]:
            json.loads(base64.urlsafe_b64decode(p + '=' * (-len(p) % 4)))
    except Exception:
        return False
    return bool(re.fullmatch(r'[A-Za-z0-9_-]{20,}', parts[2]))


APIKEY_SHAPES = [
    r'(AKIA|ASIA)[A-Z2-7]{16}', r'ghp_[A-Za-z0-9]{36}', r'gho_[A-Za-z0-9]{36}',
    r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}', r'glpat-[A-Za-z0-9_-]{20}',
    r'xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}', r'xoxp-\d{10,13}-\d{10,13}-\d{10,13}-[0-9a-f]{32}',
    r'(sk|rk)_live_[A-Za-z0-9]{24,99}', r'sk-proj-[A-Za-z0-9_-]{40,200}',
    r'sk-ant-api03-[A-Za-z0-9_-]{93}AA', r'AIza[A-Za-z0-9_-]{35}',
    r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}', r'\d{8,10}:AA[A-Za-z0-9_-]{33}',
    r'npm_[A-Za-z0-9]{36}', r'hf_[A-Za-z]{34}', r'key-[0-9a-f]{32}', r'shpat_[0-9a-f]{32}',
    r'SK[0-9a-f]{32}', r'LTAI[A-Za-z0-9]{12,20}', r'AKID[A-Za-z0-9]{32}',
    r'dop_v1_[0-9a-f]{64}', r'sk\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{20,}',
    r'[0-9a-f]{32}', r'pat[A-Za-z0-9]{14}\.[0-9a-f]{64}',
]


def apikey_ok(s):
    if re.fullmatch(r'eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+', s):
        return jwt_ok(s)
    return any(re.fullmatch(p, s) for p in APIKEY_SHAPES)


WEBHOOK_HOSTS = ('https://hooks.slack.com/services/', 'https://discord.com/api/webhooks/',
                 'https://oapi.dingtalk.com/robot/send?access_token=',
                 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=',
                 'https://open.feishu.cn/open-apis/bot/v2/hook/',
                 'https://outlook.office.com/webhook/')


def secret_ok(s):
    if s.startswith('-----BEGIN'):
        m = re.fullmatch(r'-----BEGIN ([A-Z ]+)-----\n([A-Za-z0-9+/=\n]+)\n-----END \1-----', s)
        if not m:
            return False
        base64.b64decode(m.group(2).replace('\n', ''), validate=True)
        return True
    if s.startswith('http'):
        return s.startswith(WEBHOOK_HOSTS) and not re.search(r'\s', s)
    return len(s) >= 6 and '\n' not in s


VALIDATORS = dict(NID_VALIDATORS)
VALIDATORS.update({'card': card_ok, 'iban': iban_ok, 'cn_id': cn_id_ok, 'ssn': ssn_ok,
                   'passport': passport_ok, 'apikey': apikey_ok, 'secret': secret_ok,
                   'decoy': lambda s: True})


def nid_kind(s):
    for k, f in NID_VALIDATORS.items():
        if f(s):
            return k
    return None


def birth_of(kind, s):
    """Birth date embedded in an ID: datetime.date, ('ym', yy, mm) or None."""
    if kind in ('cn_id', 'pesel', 'no_fnr', 'se_pnr', 'fi_hetu', 'be_nn', 'fr_nir'):
        r = VALIDATORS[kind](s)
        return r if r else None
    return None


# --------------------------------------------------------------------------
# generators
# --------------------------------------------------------------------------

def gen_card(prefix, length):
    return luhn_complete(prefix + rs(DIG, length - len(prefix) - 1))


def gen_cn_id(region, ymd, male):
    seq = f'{R.randint(0, 99):02d}{R.choice("13579" if male else "02468")}'
    body = region + ymd + seq
    return body + cn_check(body)


def gen_pesel(y, m, d, male):
    mm = m + (20 if y >= 2000 else 0)
    body = f'{y % 100:02d}{mm:02d}{d:02d}{R.randint(0, 999):03d}{R.choice("13579" if male else "02468")}'
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return body + str((10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10)


def gen_fnr(y, m, d, male):
    assert 1900 <= y <= 1999
    while True:
        ind = f'{R.randint(0, 49):02d}{R.choice("13579" if male else "02468")}'
        body = f'{d:02d}{m:02d}{y % 100:02d}{ind}'
        dd = [int(c) for c in body]
        k1 = 11 - sum(a * b for a, b in zip(dd, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        dd.append(k1)
        k2 = 11 - sum(a * b for a, b in zip(dd, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return body + str(k1) + str(k2)


def gen_se_pnr(y, m, d):
    body = f'{y % 100:02d}{m:02d}{d:02d}' + rs(DIG, 3)
    full = luhn_complete(body)
    return full[:6] + '-' + full[6:]


def gen_fi_hetu(y, m, d):
    z = f'{R.randint(2, 899):03d}'
    six = f'{d:02d}{m:02d}{y % 100:02d}'
    return six + ('-' if y < 2000 else 'A') + z + FI_CHARS[int(six + z) % 31]


def gen_be_nn(y, m, d):
    body = f'{y % 100:02d}{m:02d}{d:02d}{R.randint(1, 998):03d}'
    chk = 97 - int(('2' if y >= 2000 else '') + body) % 97
    return f'{body[0:2]}.{body[2:4]}.{body[4:6]}-{body[6:9]}.{chk:02d}'


def gen_fr_nir(sex, y, m, dept, commune):
    body = f'{sex}{y % 100:02d}{m:02d}{dept}{commune}{R.randint(1, 999):03d}'
    key = 97 - int(body) % 97
    return f'{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key:02d}'


def gen_ca_sin():
    return luhn_complete(R.choice('1234567') + rs(DIG, 7))


def gen_es_dni():
    n = R.randint(10_000_000, 79_999_999)
    return f'{n:08d}{DNI_LETTERS[n % 23]}'


def gen_es_nie():
    p = R.choice('XY')
    n = R.randint(1_000_000, 9_999_999)
    return f'{p}{n:07d}{DNI_LETTERS[int(str("XYZ".index(p)) + f"{n:07d}") % 23]}'


def gen_bsn():
    while True:
        body = R.choice('123456') + rs(DIG, 7)
        s = sum(int(a) * b for a, b in zip(body, [9, 8, 7, 6, 5, 4, 3, 2]))
        last = s % 11
        if last < 10:
            return body + str(last)


def gen_hkid(letter):
    six = rs(DIG, 6)
    return f'{letter}{six}({hkid_check(letter, six)})'


def gen_sg_nric(prefix):
    seven = rs(DIG, 7)
    t = sum(int(a) * b for a, b in zip(seven, [2, 7, 6, 5, 4, 3, 2])) + (4 if prefix == 'T' else 0)
    return prefix + seven + 'JZIHGFEDCBA'[t % 11]


def gen_tw_id(letter, sex):
    while True:
        body = str(sex) + rs(DIG, 7)
        n = TW_CODES[letter]
        t = n // 10 + (n % 10) * 9 + sum(int(a) * b for a, b in zip(body, [8, 7, 6, 5, 4, 3, 2, 1]))
        return letter + body + str((10 - t % 10) % 10)


def gen_aadhaar():
    return verhoeff_complete(R.choice('23456789') + rs(DIG, 10))


def gen_pps():
    seven = rs(DIG, 7)
    t = sum(int(a) * (8 - i) for i, a in enumerate(seven))
    return seven + PPS_LETTERS[t % 23]


def gen_nino():
    while True:
        a = R.choice('ABCEGHJKLMNOPRSTWXYZ') + R.choice('ABCEGHJKLMNPRSTWXYZ')
        if a not in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'):
            return a + rs(DIG, 6) + R.choice('ABCD')


def gen_ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            return f'{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}'


def gen_iban(cc):
    if cc == 'GB':
        bban = R.choice(['BARC', 'LOYD', 'NWBK', 'HBUK', 'MIDL', 'NAIA']) + rs(DIG, 14)
    elif cc == 'DE':
        bban = rs(DIG, 18)
    elif cc == 'NL':
        bban = R.choice(['INGB', 'ABNA', 'RABO', 'TRIO', 'SNSB']) + rs(DIG, 10)
    elif cc == 'IE':
        bban = R.choice(['AIBK', 'BOFI', 'IPBS']) + rs(DIG, 14)
    elif cc == 'BE':
        first = rs(DIG, 10)
        c = int(first) % 97 or 97
        bban = first + f'{c:02d}'
    elif cc == 'FR':
        bank, guichet, acct = rs(DIG, 5), rs(DIG, 5), rs(DIG, 11)
        key = 97 - (89 * int(bank) + 15 * int(guichet) + 3 * int(acct)) % 97
        bban = bank + guichet + acct + f'{key:02d}'
    elif cc == 'ES':
        bank, branch, acct = rs(DIG, 4), rs(DIG, 4), rs(DIG, 10)
        w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

        def dc(ten):
            v = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
            return {11: 0, 10: 1}.get(v, v)
        bban = bank + branch + str(dc('00' + bank + branch)) + str(dc(acct)) + acct
    elif cc == 'CH':
        bban = rs(DIG, 17)
    elif cc == 'AT':
        bban = rs(DIG, 16)
    elif cc == 'PL':
        bban = rs(DIG, 24)
    elif cc == 'NO':
        bban = rs(DIG, 11)
    elif cc == 'DK':
        bban = rs(DIG, 14)
    return iban_make(cc, bban)


def iban_print(s):
    return ' '.join(s[i:i + 4] for i in range(0, len(s), 4))


def gen_pem(label, nbytes, prefix=b''):
    body = base64.b64encode(prefix + bytes(R.randrange(256) for _ in range(nbytes))).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return f'-----BEGIN {label}-----\n' + '\n'.join(lines) + f'\n-----END {label}-----'


def gen_jwt(payload):
    h = _b64url(json.dumps({'alg': 'HS256', 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = _b64url(json.dumps(payload, separators=(',', ':')).encode())
    return f'{h}.{p}.{_b64url(bytes(R.randrange(256) for _ in range(32)))}'


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + '4' + h[13:16] + R.choice('89ab') + h[17:]
    return f'{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}'


# ----------------------------------------------------------------- cards
put('card01', 'card', groups(gen_card('4', 16), [4, 4, 4, 4]))
put('card02', 'card', groups(gen_card('4', 16), [4, 4, 4, 4], '-'))
put('card03', 'card', gen_card('4', 16))
put('card04', 'card', groups(gen_card('4', 16), [4, 4, 4, 4]))
put('card05', 'card', groups(gen_card('4', 16), [4, 4, 4, 4]))
put('card06', 'card', gen_card('4', 16))
put('card07', 'card', groups(gen_card('4', 16), [4, 4, 4, 4]))
put('card08', 'card', groups(gen_card('4', 16), [4, 4, 4, 4], '-'))
put('card09', 'card', groups(gen_card('53', 16), [4, 4, 4, 4]))
put('card10', 'card', groups(gen_card('51', 16), [4, 4, 4, 4], '-'))
put('card11', 'card', gen_card('2237', 16))
put('card12', 'card', groups(gen_card('55', 16), [4, 4, 4, 4]))
put('card13', 'card', groups(gen_card('54', 16), [4, 4, 4, 4]))
put('card14', 'card', groups(gen_card('37', 15), [4, 6, 5]))
put('card15', 'card', gen_card('34', 15))
put('card16', 'card', groups(gen_card('37', 15), [4, 6, 5], '-'))
put('card17', 'card', groups(gen_card('6222', 16), [4, 4, 4, 4]))
put('card18', 'card', groups(gen_card('6217', 19), [4, 4, 4, 4, 3]))
put('card19', 'card', gen_card('6228', 19))
put('card20', 'card', groups(gen_card('6259', 16), [4, 4, 4, 4]))
put('card21', 'card', groups(gen_card('6011', 16), [4, 4, 4, 4]))
put('card22', 'card', groups(gen_card('3566', 16), [4, 4, 4, 4]))
put('card23', 'card', groups(gen_card('4', 16), [4, 4, 4, 4]))
put('card24', 'card', groups(gen_card('52', 16), [4, 4, 4, 4]))
put('card25', 'card', groups(gen_card('6214', 16), [4, 4, 4, 4]))
put('card26', 'card', gen_card('4', 16))

# ----------------------------------------------------------------- IBANs
for i, cc in enumerate(['GB', 'GB', 'GB', 'GB', 'GB', 'DE', 'DE', 'DE', 'NL', 'NL', 'IE', 'BE',
                        'FR', 'FR', 'ES', 'CH', 'AT', 'PL', 'NO', 'DK', 'GB', 'DE', 'NL', 'FR'], 1):
    v = gen_iban(cc)
    put(f'iban{i:02d}', 'iban', iban_print(v) if i % 3 else v)

# ----------------------------------------------------------------- US SSN
for i in range(1, 17):
    put(f'ssn{i:02d}', 'ssn', gen_ssn())

# ----------------------------------------------------------------- Chinese resident IDs
CN_PEOPLE = [
    ('id01', '330106', '19780412', 1), ('id02', '310115', '19901128', 0),
    ('id03', '110105', '19850217', 1), ('id04', '440304', '19930709', 0),
    ('id05', '510104', '19810930', 1), ('id06', '320106', '19721205', 1),
    ('id07', '420106', '19960321', 0), ('id08', '350203', '19880816', 1),
    ('id09', '370202', '19650503', 0), ('id10', '610113', '19990126', 1),
    ('id11', '430104', '19871011', 0), ('id12', '210102', '19760624', 1),
    ('id13', '330782', '19920402', 0), ('id14', '360102', '19831219', 1),
    ('id15', '530102', '19700727', 0), ('id16', '340104', '19940908', 1),
    ('id17', '120101', '19800315', 0), ('id18', '330106', '20020529', 1),
    ('id19', '310104', '19680131', 1), ('id20', '440106', '19971104', 0),
    ('id21', '320583', '19890606', 1), ('id22', '330205', '19750818', 0),
    ('id23', '500103', '19910223', 1), ('id24', '450103', '19841030', 0),
    ('id25', '110108', '19790909', 0), ('id26', '310110', '19861201', 1),
]
for name, region, ymd, male in CN_PEOPLE:
    put(name, 'cn_id', gen_cn_id(region, ymd, male))

# ----------------------------------------------------------------- other national IDs
put('nid_pl1', 'pesel', gen_pesel(1983, 11, 2, False))
put('nid_pl2', 'pesel', gen_pesel(1991, 6, 19, True))
put('nid_no1', 'no_fnr', gen_fnr(1974, 2, 8, True))
put('nid_no2', 'no_fnr', gen_fnr(1988, 9, 23, False))
put('nid_se1', 'se_pnr', gen_se_pnr(1969, 12, 30))
put('nid_se2', 'se_pnr', gen_se_pnr(1995, 3, 7))
put('nid_fi1', 'fi_hetu', gen_fi_hetu(1986, 5, 14))
put('nid_be1', 'be_nn', gen_be_nn(1979, 10, 21))
put('nid_be2', 'be_nn', gen_be_nn(2001, 8, 3))
put('nid_fr1', 'fr_nir', gen_fr_nir(2, 1985, 7, '28', '085'))
put('nid_fr2', 'fr_nir', gen_fr_nir(1, 1962, 3, '69', '123'))
put('nid_ca1', 'ca_sin', groups(gen_ca_sin(), [3, 3, 3]))
put('nid_ca2', 'ca_sin', groups(gen_ca_sin(), [3, 3, 3], '-'))
put('nid_es1', 'es_dni', gen_es_dni())
put('nid_es2', 'es_dni', gen_es_nie())
put('nid_nl1', 'nl_bsn', gen_bsn())
put('nid_nl2', 'nl_bsn', gen_bsn())
put('nid_hk1', 'hkid', gen_hkid('K'))
put('nid_hk2', 'hkid', gen_hkid('Y'))
put('nid_sg1', 'sg_nric', gen_sg_nric('S'))
put('nid_sg2', 'sg_nric', gen_sg_nric('T'))
put('nid_tw1', 'tw_id', gen_tw_id('A', 2))
put('nid_tw2', 'tw_id', gen_tw_id('F', 1))
put('nid_in1', 'in_aadhaar', groups(gen_aadhaar(), [4, 4, 4]))
put('nid_in2', 'in_aadhaar', gen_aadhaar())
put('nid_ie1', 'ie_pps', gen_pps())
put('nid_uk1', 'uk_nino', groups(gen_nino(), [2, 2, 2, 2, 1]))
put('nid_uk2', 'uk_nino', gen_nino())
put('nid_uk3', 'uk_nino', groups(gen_nino(), [2, 2, 2, 2, 1]))
put('nid_uk4', 'uk_nino', gen_nino())
put('nid_es3', 'es_dni', gen_es_dni())

# ----------------------------------------------------------------- passports
put('pp_us1', 'passport', R.choice('ACEFGHJKLMNPRSTUVWXYZ') + rs(DIG, 8))
put('pp_us2', 'passport', R.choice('56') + rs(DIG, 8))
put('pp_uk1', 'passport', R.choice('1256') + rs(DIG, 8))
put('pp_uk2', 'passport', R.choice('1256') + rs(DIG, 8))
put('pp_uk3', 'passport', R.choice('1256') + rs(DIG, 8))
put('pp_cn1', 'passport', 'E' + rs(DIG, 8))
put('pp_cn2', 'passport', 'E' + rs(DIG, 8))
put('pp_cn3', 'passport', 'E' + R.choice('ABCDEFGH') + rs(DIG, 7))
put('pp_cn4', 'passport', 'E' + rs(DIG, 8))
put('pp_cn5', 'passport', 'G' + rs(DIG, 8))
put('pp_de1', 'passport', 'C' + rs('CFGHJKLMNPRTVWXYZ0123456789', 8))
put('pp_fr1', 'passport', rs(DIG, 2) + rs('ABCDEFGHJKLMNPRSTUVWXYZ', 2) + rs(DIG, 5))
put('pp_ie1', 'passport', R.choice(['PA', 'PB', 'PC', 'LA']) + rs(DIG, 7))
put('pp_ca1', 'passport', R.choice(['AB', 'AE', 'GA', 'HK']) + rs(DIG, 6))
put('pp_nl1', 'passport', rs('ABCDEFGHIJKLMNPQRSTUVWXYZ', 2) + rs('ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789', 6) + rs(DIG, 1))
put('pp_au1', 'passport', R.choice(['PA', 'PB', 'RA']) + rs(DIG, 7))
put('pp_in1', 'passport', R.choice('JKLMNPRSTUVZ') + rs(DIG, 7))
put('pp_hk1', 'passport', 'K' + rs(DIG, 8))
put('pp_pl1', 'passport', R.choice(['EA', 'EK', 'ER']) + rs(DIG, 7))
put('pp_no1', 'passport', R.choice(['FK', 'FL', 'FN']) + rs(DIG, 7))

# ----------------------------------------------------------------- API keys (vendor shapes)
def _akid():
    return 'AKIA' + rs(B32, 16)


put('key_aws1', 'apikey', _akid())
put('key_aws2', 'apikey', _akid())
put('key_aws3', 'apikey', _akid())
put('key_gh1', 'apikey', 'ghp_' + rs(ALNUM, 36))
put('key_gh2', 'apikey', 'ghp_' + rs(ALNUM, 36))
put('key_ghfg1', 'apikey', 'github_pat_' + rs(UPAL, 22) + '_' + rs(ALNUM, 59))
put('key_gl1', 'apikey', 'glpat-' + rs(URLSAFE, 20))
put('key_slack1', 'apikey', f'xoxb-{rs(DIG, 12)}-{rs(DIG, 13)}-{rs(ALNUM, 24)}')
put('key_slack2', 'apikey', f'xoxb-{rs(DIG, 11)}-{rs(DIG, 13)}-{rs(ALNUM, 24)}')
put('key_slackp1', 'apikey', f'xoxp-{rs(DIG, 12)}-{rs(DIG, 12)}-{rs(DIG, 13)}-{rs(HEX, 32)}')
put('key_stripe1', 'apikey', 'sk_live_' + rs(ALNUM, 99))
put('key_stripe2', 'apikey', 'sk_live_' + rs(ALNUM, 24))
put('key_stripe_rk', 'apikey', 'rk_live_' + rs(ALNUM, 99))
put('key_openai1', 'apikey', 'sk-proj-' + rs(URLSAFE, 74) + 'T3BlbkFJ' + rs(URLSAFE, 74))
put('key_openai2', 'apikey', 'sk-proj-' + rs(URLSAFE, 48))
put('key_anth1', 'apikey', 'sk-ant-api03-' + rs(URLSAFE, 93) + 'AA')
put('key_google1', 'apikey', 'AIza' + rs(URLSAFE, 35))
put('key_google2', 'apikey', 'AIza' + rs(URLSAFE, 35))
put('key_sendgrid1', 'apikey', 'SG.' + rs(URLSAFE, 22) + '.' + rs(URLSAFE, 43))
put('key_tg1', 'apikey', f'{R.randint(5_000_000_000, 7_999_999_999)}:AA{rs(URLSAFE, 33)}')
put('key_tg2', 'apikey', f'{R.randint(5_000_000_000, 7_999_999_999)}:AA{rs(URLSAFE, 33)}')
put('key_npm1', 'apikey', 'npm_' + rs(ALNUM, 36))
put('key_hf1', 'apikey', 'hf_' + rs(string.ascii_letters, 34))
put('key_mailgun1', 'apikey', 'key-' + rs(HEX, 32))
put('key_shopify1', 'apikey', 'shpat_' + rs(HEX, 32))
put('key_twilio1', 'apikey', 'SK' + rs(HEX, 32))
put('key_ali1', 'apikey', 'LTAI' + rs(ALNUM, 20))
put('key_ali2', 'apikey', 'LTAI' + rs(ALNUM, 20))
put('key_tencent1', 'apikey', 'AKID' + rs(ALNUM, 32))
put('key_dd1', 'apikey', rs(HEX, 32))
put('key_do1', 'apikey', 'dop_v1_' + rs(HEX, 64))
put('key_airtable1', 'apikey', 'pat' + rs(ALNUM, 14) + '.' + rs(HEX, 64))
put('key_mapbox1', 'apikey', 'sk.' + _b64url(json.dumps({'u': 'vitrail-atelier', 'a': rs('abcdefghijklmnopqrstuvwxyz0123456789', 25)}, separators=(',', ':')).encode()) + '.' + rs(URLSAFE, 22))
put('key_jwt1', 'apikey', gen_jwt({'sub': 'svc-peal-sync', 'iat': 1718003112, 'exp': 1718606912, 'scope': 'peals:write'}))
put('key_jwt2', 'apikey', gen_jwt({'sub': '8841', 'role': 'conservator', 'iat': 1709541200}))
put('key_jwt3', 'apikey', gen_jwt({'uid': 30217, 'tenant': 'mosaic-ops', 'iat': 1722312000, 'exp': 1722398400}))
put('key_gh3', 'apikey', 'ghp_' + rs(ALNUM, 36))
put('key_gho1', 'apikey', 'gho_' + rs(ALNUM, 36))
put('key_aws4', 'apikey', 'ASIA' + rs(B32, 16))
put('key_google3', 'apikey', 'AIza' + rs(URLSAFE, 35))

# ----------------------------------------------------------------- secrets
put('sec_aws1', 'secret', rs(ALNUM + '/+', 40))
put('sec_aws2', 'secret', rs(ALNUM + '/+', 40))
put('sec_aws3', 'secret', rs(ALNUM + '/+', 40))
put('sec_whsec1', 'secret', 'whsec_' + rs(ALNUM, 32))
put('sec_whsec2', 'secret', 'whsec_' + rs(ALNUM, 32))
put('sec_totp1', 'secret', rs(B32, 32))
put('sec_totp2', 'secret', ' '.join(rs(B32, 4).lower() for _ in range(8)))
put('sec_totp3', 'secret', rs(B32, 16))
put('sec_slackhook1', 'secret', f'https://hooks.slack.com/services/T0{rs(UPAL, 9)}/B0{rs(UPAL, 9)}/{rs(ALNUM, 24)}')
put('sec_slackhook2', 'secret', f'https://hooks.slack.com/services/T0{rs(UPAL, 8)}/B0{rs(UPAL, 10)}/{rs(ALNUM, 24)}')
put('sec_discordhook1', 'secret', f'https://discord.com/api/webhooks/{R.randint(10**17, 10**18 - 1)}/{rs(URLSAFE, 68)}')
put('sec_dinghook1', 'secret', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64))
put('sec_dinghook2', 'secret', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64))
put('sec_dingsign1', 'secret', 'SEC' + rs(HEX, 64))
put('sec_wecomhook1', 'secret', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + uuid4())
put('sec_wecomhook2', 'secret', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + uuid4())
put('sec_feishuhook1', 'secret', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + uuid4())
put('sec_teamshook1', 'secret', f'https://outlook.office.com/webhook/{uuid4()}@{uuid4()}/IncomingWebhook/{rs(HEX, 32)}/{uuid4()}')
put('sec_pem_ssh1', 'secret', gen_pem('OPENSSH PRIVATE KEY', 190, b'openssh-key-v1\x00\x00\x00\x00\x04none'))
put('sec_pem_rsa1', 'secret', gen_pem('RSA PRIVATE KEY', 240, b'\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00'))
put('sec_pem_ec1', 'secret', gen_pem('EC PRIVATE KEY', 118, b'\x30\x77\x02\x01\x01\x04\x20'))
put('sec_django1', 'secret', rs('abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)', 50))
put('sec_flask1', 'secret', rs(HEX, 64))
put('sec_jwtsecret1', 'secret', rs(ALNUM, 48))
put('sec_sessionid1', 'secret', rs('abcdefghijklmnopqrstuvwxyz0123456789', 32))
put('sec_sessionid2', 'secret', 's%3A' + rs(URLSAFE, 32) + '.' + rs(ALNUM + '%', 43))
put('sec_phpsess1', 'secret', rs('abcdefghijklmnopqrstuvwxyz0123456789', 26))
put('sec_alisecret1', 'secret', rs(ALNUM, 30))
put('sec_alisecret2', 'secret', rs(ALNUM, 30))
put('sec_tencentsk1', 'secret', rs(ALNUM, 32))
put('sec_gocspx1', 'secret', 'GOCSPX-' + rs(URLSAFE, 28))
put('sec_shpss1', 'secret', 'shpss_' + rs(HEX, 32))
put('sec_twilioauth1', 'secret', rs(HEX, 32))
put('sec_recov1', 'secret', rs('0123456789abcdef', 5) + '-' + rs('0123456789abcdef', 5))
put('sec_recov2', 'secret', rs('0123456789abcdef', 5) + '-' + rs('0123456789abcdef', 5))
put('sec_recov3', 'secret', rs('0123456789abcdef', 5) + '-' + rs('0123456789abcdef', 5))
put('sec_recov4', 'secret', rs('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 4) + '-' + rs('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 4) + '-' + rs('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 4))
put('sec_recov5', 'secret', rs('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 4) + '-' + rs('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 4) + '-' + rs('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 4))
put('sec_laravel1', 'secret', 'eyJpdiI6' + rs(ALNUM, 60) + '%3D%3D')
put('sec_wxappsecret1', 'secret', rs(HEX, 32))
put('sec_dingappsecret1', 'secret', rs(URLSAFE, 64))

# ----------------------------------------------------------------- decoy material with shapes
put('dec_pk_live1', 'decoy', 'pk_live_' + rs(ALNUM, 24))
put('dec_pk_live2', 'decoy', 'pk_live_' + rs(ALNUM, 99))
put('dec_uuid1', 'decoy', uuid4())
put('dec_uuid2', 'decoy', uuid4())
put('dec_uuid3', 'decoy', uuid4())
put('dec_uuid4', 'decoy', uuid4())
put('dec_uuid5', 'decoy', uuid4())
put('dec_sha1', 'decoy', rs(HEX, 40))
put('dec_sha2', 'decoy', rs(HEX, 40))
put('dec_sha3', 'decoy', rs(HEX, 7))
put('dec_sha4', 'decoy', rs(HEX, 7))
put('dec_sha256a', 'decoy', rs(HEX, 64))
put('dec_md5a', 'decoy', rs(HEX, 32))
put('dec_gclientid1', 'decoy', f'{rs(DIG, 12)}-{rs("abcdefghijklmnopqrstuvwxyz0123456789", 32)}.apps.googleusercontent.com')
put('dec_twilio_sid1', 'decoy', 'AC' + rs(HEX, 32))
put('dec_wxappid1', 'decoy', 'wx' + rs(HEX, 16))
put('dec_dingappkey1', 'decoy', 'ding' + rs('abcdefghijklmnopqrstuvwxyz0123456789', 16))
put('dec_mapbox_pk1', 'decoy', 'pk.' + _b64url(json.dumps({'u': 'vitrail-atelier', 'a': rs('abcdefghijklmnopqrstuvwxyz0123456789', 25)}, separators=(',', ':')).encode()) + '.' + rs(URLSAFE, 22))
put('dec_sentry1', 'decoy', rs(HEX, 32))


# ----------------------------------------------------------------- added later (appended so earlier values keep their draw)
put('pp_uk4', 'passport', R.choice('1256') + rs(DIG, 8))
put('pp_uk5', 'passport', R.choice('1256') + rs(DIG, 8))
put('pp_ie2', 'passport', R.choice(['PA', 'PB', 'PC', 'LA']) + rs(DIG, 7))
put('pp_jp1', 'passport', R.choice(['TK', 'TR', 'TZ', 'MZ']) + rs(DIG, 7))
put('pp_sg1', 'passport', 'K' + rs(DIG, 7) + R.choice('ABCDEFGHJKLMNPQRSTUVWXYZ'))
put('pp_tw1', 'passport', '3' + rs(DIG, 8))


# --------------------------------------------------------------------------
def corruptions(s):
    """All strings made by changing one digit of s (digit+1 mod 10)."""
    out = []
    for i, ch in enumerate(s):
        if ch.isdigit():
            out.append(s[:i] + str((int(ch) + 1) % 10) + s[i + 1:])
    return out


def selftest(verbose=False):
    bad = 0
    n_corrupt = 0
    for name, v in VALUES.items():
        kind = KIND[name]
        f = VALIDATORS[kind]
        if not f(v):
            print('INVALID', name, kind, repr(v))
            bad += 1
            continue
        if kind not in SHAPE_ONLY:
            for c in corruptions(v):
                n_corrupt += 1
                if f(c):
                    print('CORRUPTION PASSES', name, kind, repr(v), '->', repr(c))
                    bad += 1
    # birth dates of Chinese IDs match the table
    for name, region, ymd, male in CN_PEOPLE:
        d = cn_id_ok(VALUES[name])
        if d.strftime('%Y%m%d') != ymd or (int(VALUES[name][16]) % 2) != male:
            print('CN ID DATE/SEX MISMATCH', name)
            bad += 1
    # known published examples behave
    assert hkid_ok('A123456(3)') and sg_nric_ok('S1234567D') and tw_id_ok('A123456789')
    assert iban_ok('GB82 WEST 1234 5698 7654 32') and card_ok('4111 1111 1111 1111')
    assert verhoeff_ok('2363') and not ssn_ok('078-05-1120')
    assert len(set(VALUES.values())) == len(VALUES), 'duplicate values'
    if verbose or bad:
        print(f'{len(VALUES)} values, {n_corrupt} corruptions tried, {bad} problems')
    return bad == 0


if __name__ == '__main__':
    if '-p' in sys.argv[1:]:
        for k, v in VALUES.items():
            print(f'{k:18} {KIND[k]:11} {v}')
    else:
        ok = selftest(verbose=True)
        sys.exit(0 if ok else 1)
