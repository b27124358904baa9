#!/usr/bin/env python3
"""Seeded generators for every blind81 value that needs a check digit or a
vendor shape.  Texts refer to these as ``$name``.

    python3 values.py        run selftest()
    python3 values.py -p     print every value
"""
import base64
import hashlib
import hmac
import json
import random
import re
import string
import sys
import zlib

SEED = 810081
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
HEX = '0123456789abcdef'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase


def rs(alphabet, n):
    return ''.join(R.choice(alphabet) for _ in range(n))


def only_digits(s):
    return ''.join(c for c in s if c.isdigit())


def group(s, sizes, sep=' '):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


# ---------------------------------------------------------------- Luhn
def luhn_sum(d):
    total = 0
    for i, ch in enumerate(reversed(d)):
        v = int(ch)
        if i % 2 == 1:
            v *= 2
            if v > 9:
                v -= 9
        total += v
    return total % 10


def luhn_ok(s):
    d = only_digits(s)
    return len(d) > 1 and luhn_sum(d) == 0


def luhn_complete(partial):
    for c in DIG:
        if luhn_sum(partial + c) == 0:
            return partial + c
    raise ValueError(partial)


def make_card(prefix, length, sizes=None, sep=' '):
    num = luhn_complete(prefix + rs(DIG, length - len(prefix) - 1))
    return group(num, sizes, sep) if sizes else num


def card_ok(s):
    if not re.fullmatch(r'\d[\d -]*\d', s):
        return False
    d = only_digits(s)
    if not 13 <= len(d) <= 19 or not luhn_ok(d):
        return False
    return bool(re.match(r'(4|5[1-5]|2[2-7]|3[47]|6011|65|35|62)', d))


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {'GB': 22, 'DE': 22, 'FR': 27, 'NL': 18, 'ES': 24, 'IT': 27,
            'IE': 22, 'BE': 16, 'CH': 21, 'PL': 28, 'PT': 25, 'AT': 20}


def _iban_int(s):
    return int(''.join(str(int(c, 36)) for c in s))


def make_iban(cc, bban, spaced=True):
    chk = 98 - _iban_int(bban + cc + '00') % 97
    s = '%s%02d%s' % (cc, chk, bban)
    assert len(s) == IBAN_LEN[cc], (cc, len(s))
    return ' '.join(s[i:i + 4] for i in range(0, len(s), 4)) if spaced else s


def iban_ok(s):
    if not re.fullmatch(r'[A-Z]{2}\d{2}( ?[A-Z0-9]{1,4})+', s):
        return False
    c = s.replace(' ', '')
    if IBAN_LEN.get(c[:2]) != len(c):
        return False
    return _iban_int(c[4:] + c[:4]) % 97 == 1


# ---------------------------------------------------------------- SSN
def make_ssn(sep='-'):
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    g, n = R.randint(1, 99), R.randint(1, 9999)
    return '%03d%s%02d%s%04d' % (a, sep, g, sep, n)


def ssn_ok(s):
    m = re.fullmatch(r'(\d{3})([- ]?)(\d{2})\2(\d{4})', s)
    if not m:
        return False
    a, g, n = int(m.group(1)), int(m.group(3)), int(m.group(4))
    return 0 < a < 900 and a != 666 and g > 0 and n > 0


# ---------------------------------------------------------------- GB 11643
IDC_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
IDC_C = '10X98765432'


def idc_check(s17):
    return IDC_C[sum(int(a) * b for a, b in zip(s17, IDC_W)) % 11]


def make_idcard(region, ymd, sex, want_x=False):
    while True:
        seq = rs(DIG, 2) + R.choice('13579' if sex == 'm' else '02468')
        body = region + ymd + seq
        c = idc_check(body)
        if want_x == (c == 'X'):
            return body + c


def _valid_date(y, m, d):
    import datetime
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False


def idcard_ok(s):
    if not re.fullmatch(r'[1-8]\d{16}[\dX]', s):
        return False
    if not _valid_date(int(s[6:10]), int(s[10:12]), int(s[12:14])):
        return False
    if not 1900 <= int(s[6:10]) <= 2024:
        return False
    return idc_check(s[:17]) == s[17]


def idcard_birth(s):
    return (int(s[6:10]), int(s[10:12]), int(s[12:14]))


# ---------------------------------------------------------------- passports (shape only)
PASSPORT_RE = [
    r'E\d{8}', r'E[A-HJ-NP-Z]\d{7}',          # China
    r'[56]\d{8}', r'A\d{8}',                  # USA
    r'\d{9}',                                 # UK / Taiwan
    r'[A-Z]{2}\d{6}',                         # Canada / NZ
    r'[A-Z]\d{7}',                            # India / Australia N
    r'PA\d{7}', r'[A-Z]{2}\d{7}',             # Australia / Ireland / Japan
    r'[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}',     # Germany
    r'\d{2}[A-Z]{2}\d{5}',                    # France
    r'[HK]\d{8}',                             # Hong Kong SAR
]


def passport_ok(s):
    return any(re.fullmatch(p, s) for p in PASSPORT_RE)


# ---------------------------------------------------------------- national ids
def make_nric(prefix, yy=None):
    body = (yy if yy else '') + rs(DIG, 7 - len(yy or ''))
    return prefix + body + nric_letter(prefix, body)


def nric_letter(prefix, body):
    total = sum(int(a) * b for a, b in zip(body, [2, 7, 6, 5, 4, 3, 2]))
    if prefix in 'TG':
        total += 4
    table = 'JZIHGFEDCBA' if prefix in 'ST' else 'XWUTRQPNMLK'
    return table[total % 11]


def nric_ok(s):
    m = re.fullmatch(r'([STFG])(\d{7})([A-Z])', s)
    return bool(m) and nric_letter(m.group(1), m.group(2)) == m.group(3)


DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def make_dni():
    n = rs('123456789', 1) + rs(DIG, 7)
    return n + DNI_L[int(n) % 23]


def make_nie():
    p = R.choice('XY')
    n = rs(DIG, 7)
    return p + n + DNI_L[int(str('XYZ'.index(p)) + n) % 23]


def dni_ok(s):
    m = re.fullmatch(r'(\d{8})-?([A-Z])', s)
    if m:
        return DNI_L[int(m.group(1)) % 23] == m.group(2)
    m = re.fullmatch(r'([XYZ])-?(\d{7})-?([A-Z])', s)
    if m:
        return DNI_L[int(str('XYZ'.index(m.group(1))) + m.group(2)) % 23] == m.group(3)
    return False


def make_bsn():
    while True:
        d = rs('123456789', 1) + rs(DIG, 7)
        s = sum(int(c) * (9 - i) for i, c in enumerate(d)) % 11
        if s < 10:
            return d + str(s)


def bsn_ok(s):
    if not re.fullmatch(r'\d{9}|\d{4}\.\d{2}\.\d{3}', s):
        return False
    d = only_digits(s)
    return (sum(int(c) * (9 - i) for i, c in enumerate(d[:8])) - int(d[8])) % 11 == 0


V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
       [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
       [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
       [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
       [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
       [9, 4, 5, 3, 1, 2, 0, 7, 6, 8], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
V_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(d):
    c = 0
    for i, ch in enumerate(reversed(d)):
        c = V_D[c][V_P[i % 8][int(ch)]]
    return c == 0


def make_aadhaar(spaced=True):
    d = rs('23456789', 1) + rs(DIG, 10)
    c = 0
    for i, ch in enumerate(reversed(d)):
        c = V_D[c][V_P[(i + 1) % 8][int(ch)]]
    d += str(V_INV[c])
    return group(d, [4, 4, 4]) if spaced else d


def aadhaar_ok(s):
    return bool(re.fullmatch(r'[2-9]\d{3} ?\d{4} ?\d{4}', s)) and verhoeff_ok(only_digits(s))


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def make_pesel(y, m, d, sex):
    mm = m + (20 if y >= 2000 else 0)
    body = '%02d%02d%02d' % (y % 100, mm, d) + rs(DIG, 3) + R.choice('13579' if sex == 'm' else '02468')
    return body + str((10 - sum(int(a) * b for a, b in zip(body, PESEL_W)) % 10) % 10)


def pesel_ok(s):
    if not re.fullmatch(r'\d{11}', s):
        return False
    mm = int(s[2:4]) % 20
    if not _valid_date(1900 + int(s[:2]), mm, int(s[4:6])) and not _valid_date(2000 + int(s[:2]), mm, int(s[4:6])):
        return False
    return (10 - sum(int(a) * b for a, b in zip(s[:10], PESEL_W)) % 10) % 10 == int(s[10])


def make_sin(sep=' '):
    d = luhn_complete(rs('1234567', 1) + rs(DIG, 7))
    return group(d, [3, 3, 3], sep)


def sin_ok(s):
    return bool(re.fullmatch(r'[1-79]\d{2}([ -]?)\d{3}\1\d{3}', s)) and luhn_ok(s)


def make_pnr(y, m, d):
    body = '%02d%02d%02d' % (y % 100, m, d) + rs(DIG, 3)
    full = luhn_complete(body)
    return full[:6] + '-' + full[6:]


def pnr_ok(s):
    m = re.fullmatch(r'(\d{6})[-+](\d{4})', s)
    return bool(m) and luhn_ok(m.group(1) + m.group(2)) and \
        _valid_date(1990, int(s[2:4]), int(s[4:6]) if int(s[4:6]) <= 31 else int(s[4:6]) - 60)


def hkid_check(letters, digits):
    if len(letters) == 1:
        total = 36 * 9 + (ord(letters) - 55) * 8
    else:
        total = (ord(letters[0]) - 55) * 9 + (ord(letters[1]) - 55) * 8
    total += sum(int(c) * w for c, w in zip(digits, [7, 6, 5, 4, 3, 2]))
    v = (11 - total % 11) % 11
    return 'A' if v == 10 else str(v)


def make_hkid(letters):
    digits = rs(DIG, 6)
    return '%s%s(%s)' % (letters, digits, hkid_check(letters, digits))


def hkid_ok(s):
    m = re.fullmatch(r'([A-Z]{1,2})(\d{6})\(([0-9A])\)', s)
    return bool(m) and hkid_check(m.group(1), m.group(2)) == m.group(3)


TW_L = dict(zip('ABCDEFGHJKLMNPQRSTUVXYWZIO', range(10, 36)))


def tw_sum(s):
    v = TW_L[s[0]]
    total = v // 10 + (v % 10) * 9
    total += sum(int(c) * w for c, w in zip(s[1:9], [8, 7, 6, 5, 4, 3, 2, 1]))
    return total + int(s[9])


def make_twid(letter, sex):
    body = letter + ('1' if sex == 'm' else '2') + rs(DIG, 7)
    for c in DIG:
        if tw_sum(body + c) % 10 == 0:
            return body + c


def twid_ok(s):
    return bool(re.fullmatch(r'[A-Z][12]\d{8}', s)) and tw_sum(s) % 10 == 0


NINO_BAD = {'BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'}


def make_nino(spaced=True):
    while True:
        p = R.choice('ABCEGHJKLMNPRSTWXYZ') + R.choice('ABCEGHJKLMNPRSTWXYZ')
        if p not in NINO_BAD:
            break
    d = rs(DIG, 6)
    s = R.choice('ABCD')
    return '%s %s %s %s %s' % (p, d[:2], d[2:4], d[4:], s) if spaced else p + d + s


def nino_ok(s):
    m = re.fullmatch(r'([A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]) ?(\d{2}) ?(\d{2}) ?(\d{2}) ?([A-D])', s)
    return bool(m) and m.group(1) not in NINO_BAD


def cpf_digits(d9):
    d10 = (sum(int(c) * (10 - i) for i, c in enumerate(d9)) * 10 % 11) % 10
    d = d9 + str(d10)
    d11 = (sum(int(c) * (11 - i) for i, c in enumerate(d)) * 10 % 11) % 10
    return d + str(d11)


def make_cpf():
    d = cpf_digits(rs(DIG, 9))
    return '%s.%s.%s-%s' % (d[:3], d[3:6], d[6:9], d[9:])


def cpf_ok(s):
    if not re.fullmatch(r'\d{3}\.\d{3}\.\d{3}-\d{2}', s):
        return False
    d = only_digits(s)
    return len(set(d)) > 1 and cpf_digits(d[:9]) == d


def make_eid(year):
    d = luhn_complete('784' + str(year) + rs(DIG, 7))
    return '%s-%s-%s-%s' % (d[:3], d[3:7], d[7:14], d[14])


def eid_ok(s):
    return bool(re.fullmatch(r'784-(19|20)\d{2}-\d{7}-\d', s)) and luhn_ok(s)


def make_nir(sex, yy, mm, dept, commune):
    body = '%d%02d%02d%s%s%s' % (sex, yy, mm, dept, commune, rs(DIG, 3))
    key = 97 - int(body) % 97
    s = body + '%02d' % key
    return ' '.join([s[0], s[1:3], s[3:5], s[5:7], s[7:10], s[10:13], s[13:]])


def nir_ok(s):
    if not re.fullmatch(r'[12] ?\d{2} ?\d{2} ?\d{2} ?\d{3} ?\d{3} ?\d{2}', s):
        return False
    d = only_digits(s)
    return 97 - int(d[:13]) % 97 == int(d[13:])


HETU_C = '0123456789ABCDEFHJKLMNPRSTUVWXY'


def make_hetu(d, m, y):
    n = rs(DIG, 2) + R.choice('13579')
    base = '%02d%02d%02d' % (d, m, y % 100)
    return base + ('-' if y < 2000 else 'A') + n + HETU_C[int(base + n) % 31]


def hetu_ok(s):
    m = re.fullmatch(r'(\d{6})[-+A](\d{3})([0-9A-Y])', s)
    return bool(m) and HETU_C[int(m.group(1) + m.group(2)) % 31] == m.group(3)


def national_id_ok(s):
    return any(f(s) for f in (nric_ok, dni_ok, bsn_ok, aadhaar_ok, pesel_ok, sin_ok,
                              pnr_ok, hkid_ok, twid_ok, nino_ok, cpf_ok, eid_ok, nir_ok, hetu_ok))


# ---------------------------------------------------------------- API keys / secrets
def b62(n):
    s = ''
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s or '0'


def make_ghp(prefix='ghp_'):
    body = rs(ALNUM, 30)
    return prefix + body + b62(zlib.crc32(body.encode())).rjust(6, '0')


def ghp_ok(s):
    m = re.fullmatch(r'gh[pousr]_([A-Za-z0-9]{30})([A-Za-z0-9]{6})', s)
    return bool(m) and b62(zlib.crc32(m.group(1).encode())).rjust(6, '0') == m.group(2)


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b'=').decode()


def make_jwt(payload):
    key = bytes(R.getrandbits(8) for _ in range(32))
    h = b64u(json.dumps({'alg': 'HS256', 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    sig = b64u(hmac.new(key, ('%s.%s' % (h, p)).encode(), hashlib.sha256).digest())
    return '%s.%s.%s' % (h, p, sig)


def jwt_ok(s):
    parts = s.split('.')
    if len(parts) != 3:
        return False
    try:
        h = json.loads(base64.urlsafe_b64decode(parts[0] + '=' * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + '=' * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return 'alg' in h and re.fullmatch(r'[A-Za-z0-9_-]{40,}', parts[2]) is not None


APIKEY_RE = [
    r'AKIA[A-Z2-7]{16}',
    r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}',
    r'(sk|rk)_live_[A-Za-z0-9]{24,99}',
    r'xox[bpa]-\d{10,13}-\d{10,13}(-\d{10,13})?-[A-Za-z0-9]{24,32}',
    r'\d{8,10}:AA[A-Za-z0-9_-]{33}',
    r'sk-proj-[A-Za-z0-9_-]{40,}',
    r'sk-ant-api03-[A-Za-z0-9_-]{93}AA',
    r'AIza[A-Za-z0-9_-]{35}',
    r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}',
    r'SK[0-9a-f]{32}',
    r'key-[0-9a-f]{32}',
    r'glpat-[A-Za-z0-9_-]{20}',
    r'npm_[A-Za-z0-9]{36}',
    r'hf_[A-Za-z]{34}',
    r'shpat_[0-9a-f]{32}',
    r'dop_v1_[0-9a-f]{64}',
    r'LTAI[A-Za-z0-9]{20}',
    r'AKID[A-Za-z0-9]{32}',
    r'[0-9a-f]{32}',                           # Amap web-service key
]


def apikey_ok(s):
    if re.match(r'gh[pousr]_', s):
        return ghp_ok(s)
    if s.startswith('eyJ'):
        return jwt_ok(s)
    return any(re.fullmatch(p, s) for p in APIKEY_RE)


def make_uuid():
    h = rs(HEX, 32)
    h = h[:12] + '4' + h[13:16] + R.choice('89ab') + h[17:]
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def make_pem(kind):
    if kind == 'openssh':
        raw = b'openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none' + bytes(R.getrandbits(8) for _ in range(300))
        width, label = 70, 'OPENSSH PRIVATE KEY'
    elif kind == 'rsa':
        raw = b'\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00' + bytes(R.getrandbits(8) for _ in range(330))
        width, label = 64, 'RSA PRIVATE KEY'
    else:
        raw = b'\x30\x77\x02\x01\x01\x04\x20' + bytes(R.getrandbits(8) for _ in range(112))
        width, label = 64, 'EC PRIVATE KEY'
    body = base64.b64encode(raw).decode()
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    return '-----BEGIN %s-----\n%s\n-----END %s-----' % (label, '\n'.join(lines), label)


def pem_ok(s):
    m = re.fullmatch(r'-----BEGIN ([A-Z ]+)-----\n([A-Za-z0-9+/=\n]+)\n-----END \1-----', s)
    if not m:
        return False
    try:
        base64.b64decode(m.group(2).replace('\n', ''), validate=True)
        return True
    except Exception:
        return False


SECRET_RE = [
    r'https://hooks\.slack\.com/services/T[A-Z0-9]{8}/B[A-Z0-9]{10}/[A-Za-z0-9]{24}',
    r'https://discord\.com/api/webhooks/\d{18,19}/[A-Za-z0-9_-]{68}',
    r'https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}',
    r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}',
    r'https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f-]{36}',
    r'whsec_[A-Za-z0-9]{32}',
    r'[A-Z2-7]{32}', r'([a-z2-7]{4} ){7}[a-z2-7]{4}',      # TOTP seeds
    r'[0-9a-f]{5}-[0-9a-f]{5}',                             # recovery codes
    r'[A-Za-z0-9/+]{40}',                                   # AWS secret
    r'GOCSPX-[A-Za-z0-9_-]{28}',
    r'[0-9a-f]{32}', r'[A-Za-z0-9]{30}', r'[A-Za-z0-9]{32}',
    r's%3A[A-Za-z0-9_-]{32}\.[A-Za-z0-9%]{40,}',
    r'[a-z0-9]{32}',
    r'django-insecure-[a-z0-9!@#%^&*(_=+-]{50}',
]


def secret_ok(s):
    if s.startswith('-----BEGIN'):
        return pem_ok(s)
    if any(re.fullmatch(p, s) for p in SECRET_RE):
        return True
    # passwords inside connection strings, signing secrets typed by people
    return len(s) >= 6 and not re.search(r'\s', s)


# ---------------------------------------------------------------- the values
VALUES = {}


def _v(name, value):
    assert name not in VALUES, name
    VALUES[name] = value


# cards
_v('card_v1', make_card('4', 16, [4, 4, 4, 4]))
_v('card_v2', make_card('4', 16))
_v('card_v3', make_card('4', 16, [4, 4, 4, 4], '-'))
_v('card_v4', make_card('4', 16, [4, 4, 4, 4]))
_v('card_v5', make_card('4', 16))
_v('card_mc1', make_card('53', 16, [4, 4, 4, 4]))
_v('card_mc2', make_card('2223', 16))
_v('card_mc3', make_card('51', 16, [4, 4, 4, 4]))
_v('card_mc4', make_card('55', 16, [4, 4, 4, 4], '-'))
_v('card_ax1', make_card('37', 15, [4, 6, 5]))
_v('card_ax2', make_card('34', 15))
_v('card_ds1', make_card('6011', 16, [4, 4, 4, 4]))
_v('card_jcb1', make_card('3528', 16, [4, 4, 4, 4]))
_v('card_up1', make_card('6222', 16, [4, 4, 4, 4]))
_v('card_up2', make_card('621700', 19, [4, 4, 4, 4, 3]))
_v('card_up3', make_card('622848', 19))
_v('card_up4', make_card('6225', 16))
_v('card_up5', make_card('623668', 19, [6, 13]))

# IBANs
_v('iban_gb1', make_iban('GB', 'NWBK' + rs(DIG, 14)))
_v('iban_gb2', make_iban('GB', 'BARC' + rs(DIG, 14), spaced=False))
_v('iban_gb3', make_iban('GB', 'LOYD' + rs(DIG, 14)))
_v('iban_de1', make_iban('DE', rs(DIG, 18)))
_v('iban_de2', make_iban('DE', rs(DIG, 18), spaced=False))
_v('iban_fr1', make_iban('FR', rs(DIG, 10) + rs(UP + DIG, 11) + rs(DIG, 2)))
_v('iban_nl1', make_iban('NL', 'INGB' + rs(DIG, 10)))
_v('iban_nl2', make_iban('NL', 'RABO' + rs(DIG, 10), spaced=False))
_v('iban_es1', make_iban('ES', rs(DIG, 20)))
_v('iban_it1', make_iban('IT', rs(UP, 1) + rs(DIG, 10) + rs(DIG, 12), spaced=False))
_v('iban_ie1', make_iban('IE', 'AIBK' + rs(DIG, 14)))
_v('iban_be1', make_iban('BE', rs(DIG, 12)))
_v('iban_ch1', make_iban('CH', rs(DIG, 5) + rs(DIG, 12)))
_v('iban_pl1', make_iban('PL', rs(DIG, 24)))
_v('iban_pt1', make_iban('PT', rs(DIG, 21)))
_v('iban_at1', make_iban('AT', rs(DIG, 16)))
_v('iban_org_nl', make_iban('NL', 'TRIO' + rs(DIG, 10)))      # decoy: charity account
_v('iban_org_gb', make_iban('GB', 'CPBK' + rs(DIG, 14)))      # decoy: charity account

# SSNs
for i in range(1, 8):
    _v('ssn%d' % i, make_ssn())
_v('ssn8', make_ssn(' '))
_v('ssn9', make_ssn(''))

# Chinese resident IDs (region, birth date, sex)
for name, reg, ymd, sex, x in [
        ('idc_860523', '310104', '19860523', 'f', False),
        ('idc_790911', '110105', '19790911', 'm', False),
        ('idc_920214', '440305', '19920214', 'f', False),
        ('idc_881130', '330106', '19881130', 'm', True),
        ('idc_950707', '510107', '19950707', 'f', False),
        ('idc_830318', '420106', '19830318', 'm', False),
        ('idc_900601', '320102', '19900601', 'f', False),
        ('idc_761225', '370202', '19761225', 'm', False),
        ('idc_990409', '350203', '19990409', 'f', False),
        ('idc_870816', '500103', '19870816', 'm', False),
        ('idc_930122', '610113', '19930122', 'f', True),
        ('idc_810504', '430104', '19810504', 'm', False),
        ('idc_970930', '440106', '19970930', 'f', False),
        ('idc_851011', '330212', '19851011', 'm', False),
        ('idc_010317', '120101', '20010317', 'f', False),
        ('idc_680728', '530102', '19680728', 'm', False),
        ('idc_911203', '410105', '19911203', 'f', False),
        ('idc_740219', '210102', '19740219', 'm', False),
        ('idc_940618', '320582', '19940618', 'm', False),
        ('idc_890827', '440304', '19890827', 'f', False)]:
    _v(name, make_idcard(reg, ymd, sex, x))

# passports (shape only: printed passport numbers carry no check digit)
_v('pp_cn1', 'E' + rs(DIG, 8))
_v('pp_cn2', 'E' + R.choice('ABCDEFGHJK') + rs(DIG, 7))
_v('pp_cn3', 'E' + R.choice('ABCDEFGHJK') + rs(DIG, 7))
_v('pp_us1', R.choice('56') + rs(DIG, 8))
_v('pp_us2', 'A' + rs(DIG, 8))
_v('pp_uk1', rs('123456789', 1) + rs(DIG, 8))
_v('pp_ca1', rs(UP, 2) + rs(DIG, 6))
_v('pp_in1', rs('JKLMNPRSTUVWZ', 1) + rs(DIG, 7))
_v('pp_au1', 'PA' + rs(DIG, 7))
_v('pp_de1', R.choice('CFGHJK') + rs('CFGHJKLMNPRTVWXYZ0123456789', 8))
_v('pp_ie1', rs(UP, 2) + rs(DIG, 7))
_v('pp_fr1', rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5))
_v('pp_hk1', 'K' + rs(DIG, 8))
_v('pp_tw1', '3' + rs(DIG, 8))
_v('pp_jp1', 'TR' + rs(DIG, 7))
_v('pp_nz1', 'LA' + rs(DIG, 6))

# other countries' personal ID numbers
_v('nric1', make_nric('S', '84'))
_v('nric2', make_nric('T', '03'))
_v('fin1', make_nric('G'))
_v('dni1', make_dni())
_v('nie1', make_nie())
_v('bsn1', make_bsn())
_v('aadhaar1', make_aadhaar())
_v('aadhaar2', make_aadhaar(spaced=False))
_v('pesel1', make_pesel(1988, 4, 17, 'f'))
_v('sin1', make_sin())
_v('sin2', make_sin('-'))
_v('pnr1', make_pnr(1979, 12, 2))
_v('hkid1', make_hkid('A'))
_v('hkid2', make_hkid('Y'))
_v('hkid3', make_hkid('K'))
_v('twid1', make_twid('A', 'f'))
_v('twid2', make_twid('F', 'm'))
_v('nino1', make_nino())
_v('nino2', make_nino(spaced=False))
_v('cpf1', make_cpf())
_v('eid1', make_eid(1986))
_v('nir1', make_nir(1, 85, 5, '69', '123'))
_v('hetu1', make_hetu(30, 8, 1991))

# API keys
_v('akid1', 'AKIA' + rs(B32, 16))
_v('akid2', 'AKIA' + rs(B32, 16))
_v('akid3', 'AKIA' + rs(B32, 16))
_v('ghp1', make_ghp())
_v('ghp2', make_ghp())
_v('ghp3', make_ghp())
_v('ghfg1', 'github_pat_' + rs(ALNUM, 22) + '_' + rs(ALNUM, 59))
_v('sk_live1', 'sk_live_' + rs(ALNUM, 24))
_v('sk_live2', 'sk_live_' + rs(ALNUM, 99))
_v('rk_live1', 'rk_live_' + rs(ALNUM, 24))
_v('xoxb1', 'xoxb-%s-%s-%s' % (rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 24)))
_v('xoxb2', 'xoxb-%s-%s-%s' % (rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 24)))
_v('xoxp1', 'xoxp-%s-%s-%s-%s' % (rs(DIG, 12), rs(DIG, 12), rs(DIG, 13), rs(HEX, 32)))
_v('tg1', '%s:AA%s' % (rs('123456789', 1) + rs(DIG, 9), rs(ALNUM + '_-', 33)))
_v('tg2', '%s:AA%s' % (rs('123456789', 1) + rs(DIG, 8), rs(ALNUM + '_-', 33)))
_v('openai1', 'sk-proj-' + rs(ALNUM + '_-', 56))
_v('openai2', 'sk-proj-' + rs(ALNUM + '_-', 56))
_v('ant1', 'sk-ant-api03-' + rs(ALNUM + '_-', 93) + 'AA')
_v('gapi1', 'AIza' + rs(ALNUM + '_-', 35))
_v('gapi2', 'AIza' + rs(ALNUM + '_-', 35))
_v('gapi3', 'AIza' + rs(ALNUM + '_-', 35))
_v('sg1', 'SG.%s.%s' % (rs(ALNUM + '_-', 22), rs(ALNUM + '_-', 43)))
_v('twsk1', 'SK' + rs(HEX, 32))
_v('mg1', 'key-' + rs(HEX, 32))
_v('glpat1', 'glpat-' + rs(ALNUM + '_-', 20))
_v('npm1', 'npm_' + rs(ALNUM, 36))
_v('hf1', 'hf_' + rs(string.ascii_letters, 34))
_v('shpat1', 'shpat_' + rs(HEX, 32))
_v('dop1', 'dop_v1_' + rs(HEX, 64))
_v('ali_ak1', 'LTAI' + rs(ALNUM, 20))
_v('ali_ak2', 'LTAI' + rs(ALNUM, 20))
_v('tc_id1', 'AKID' + rs(ALNUM, 32))
_v('amap1', rs(HEX, 32))
_v('jwt1', make_jwt({'sub': 'walker_3391', 'role': 'staff', 'iat': 1717400000, 'exp': 1717486400}))
_v('jwt2', make_jwt({'sub': '88120', 'scope': 'bookings:write', 'iat': 1722510000}))
_v('jwt3', make_jwt({'uid': 60412, 'shop': 'grooming', 'exp': 1735689600}))
_v('jwt4', make_jwt({'sub': 'vol-207', 'aud': 'rehome-api', 'iat': 1709251200}))

# secrets
_v('awssec1', rs(ALNUM + '/+', 40))
_v('awssec2', rs(ALNUM + '/+', 40))
_v('slackhook1', 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(ALNUM, 24)))
_v('slackhook2', 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(ALNUM, 24)))
_v('discordhook1', 'https://discord.com/api/webhooks/%s/%s' % ('1' + rs(DIG, 18), rs(ALNUM + '_-', 68)))
_v('dinghook1', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64))
_v('dinghook2', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64))
_v('wecomhook1', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + make_uuid())
_v('feishuhook1', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + make_uuid())
_v('whsec1', 'whsec_' + rs(ALNUM, 32))
_v('whsec2', 'whsec_' + rs(ALNUM, 32))
_v('totp1', rs(B32, 32))
_v('totp2', ' '.join(rs(B32.lower(), 4) for _ in range(8)))
_v('totp3', rs(B32, 32))
for i in range(1, 9):
    _v('rec%d' % i, '%s-%s' % (rs(HEX, 5), rs(HEX, 5)))
_v('pem1', make_pem('openssh'))
_v('pem2', make_pem('rsa'))
_v('pem3', make_pem('ec'))
_v('djsecret1', 'django-insecure-' + rs(LO + DIG + '!@#%^&*(_=+-', 50))
_v('cookie1', rs(LO + DIG, 32))
_v('cookie2', 's%3A' + rs(ALNUM + '_-', 32) + '.' + rs(ALNUM, 30) + '%2B' + rs(ALNUM, 12))
_v('ali_sec1', rs(ALNUM, 30))
_v('ali_sec2', rs(ALNUM, 30))
_v('tc_sec1', rs(ALNUM, 32))
_v('wx_sec1', rs(HEX, 32))
_v('twauth1', rs(HEX, 32))
_v('gocspx1', 'GOCSPX-' + rs(ALNUM + '_-', 28))
_v('jwtsec1', rs(ALNUM, 32))

# decoys with a vendor shape
_v('pk_live1', 'pk_live_' + rs(ALNUM, 24))
_v('pk_live2', 'pk_live_' + rs(ALNUM, 24))
_v('wx_appid1', 'wx' + rs(HEX, 16))
_v('wx_appid2', 'wx' + rs(HEX, 16))
_v('twac1', 'AC' + rs(HEX, 32))
_v('gclient1', '%s-%s.apps.googleusercontent.com' % (rs(DIG, 12), rs(LO + DIG, 32)))
_v('ali_appid1', '2021' + rs(DIG, 12))
for i in range(1, 9):
    _v('uuid%d' % i, make_uuid())
for i in range(1, 9):
    _v('sha%d' % i, rs(HEX, 40))
_v('sha256_1', rs(HEX, 64))
_v('sha256_2', rs(HEX, 64))
_v('md5_1', rs(HEX, 32))

# added later (appended so that earlier values keep their seed positions)
_v('awssec3', rs(ALNUM + '/+', 40))
_v('amap2', rs(HEX, 32))
_v('jwt5', make_jwt({'sub': 'chipapi-1822', 'scope': 'owner:read', 'exp': 1732100000}))


# ---------------------------------------------------------------- selftest
CHECKED = {  # prefix -> validator; True = has a check digit
    'card_': (card_ok, True), 'iban_': (iban_ok, True), 'ssn': (ssn_ok, False),
    'idc_': (idcard_ok, True), 'pp_': (passport_ok, False),
    'nric': (nric_ok, True), 'fin': (nric_ok, True), 'dni': (dni_ok, True), 'nie': (dni_ok, True),
    'bsn': (bsn_ok, True), 'aadhaar': (aadhaar_ok, True), 'pesel': (pesel_ok, True),
    'sin': (sin_ok, True), 'pnr': (pnr_ok, True), 'hkid': (hkid_ok, True), 'twid': (twid_ok, True),
    'nino': (nino_ok, False), 'cpf': (cpf_ok, True), 'eid': (eid_ok, True), 'nir': (nir_ok, True),
    'hetu': (hetu_ok, True), 'ghp': (ghp_ok, True),
}
APIKEY_NAMES = ('akid', 'ghfg', 'sk_live', 'rk_live', 'xox', 'tg', 'openai', 'ant', 'gapi', 'sg1',
                'twsk', 'mg1', 'glpat', 'npm', 'hf1', 'shpat', 'dop', 'ali_ak', 'tc_id', 'amap', 'jwt')
SECRET_NAMES = ('awssec', 'slackhook', 'discordhook', 'dinghook', 'wecomhook', 'feishuhook', 'whsec',
                'totp', 'rec', 'pem', 'djsecret', 'cookie', 'ali_sec', 'tc_sec', 'wx_sec', 'twauth',
                'gocspx', 'jwtsec')


def corrupt(s):
    pos = [i for i, c in enumerate(s) if c.isdigit()]
    pos = pos[:-1] if len(pos) > 1 else pos
    i = pos[len(pos) // 2]
    return s[:i] + str((int(s[i]) + 1) % 10) + s[i + 1:]


def validator_for(name):
    for p, (f, chk) in CHECKED.items():
        if name.startswith(p):
            return f, chk
    if name.startswith(APIKEY_NAMES) and not name.startswith('jwtsec'):
        return apikey_ok, False
    if name.startswith(SECRET_NAMES):
        return secret_ok, False
    return None, False


def selftest():
    n_ok = n_corrupt = 0
    for name, v in VALUES.items():
        f, chk = validator_for(name)
        if f is None:
            continue
        assert f(v), 'invalid %s = %r' % (name, v)
        n_ok += 1
        if chk:
            bad = corrupt(v)
            assert bad != v and not f(bad), 'corruption of %s not detected: %r' % (name, bad)
            n_corrupt += 1
    assert len(set(VALUES.values())) == len(VALUES), 'duplicate values'
    # the decoy accounts and keys must not pass as person-owned values
    assert not apikey_ok(VALUES['pk_live1'])
    return n_ok, n_corrupt


if __name__ == '__main__':
    ok, cor = selftest()
    if '-p' in sys.argv:
        for k, v in VALUES.items():
            print('%-14s %s' % (k, v))
    print('selftest: %d values valid, %d one-digit corruptions rejected' % (ok, cor))
