#!/usr/bin/env python3
"""blind63 value generators.

Every value that needs a check digit or a vendor shape is generated here from a
seeded RNG and stored in VALUES; texts refer to them as `$name`.
META[name] = (type, scheme, extra) where type is the corpus type (or DECOY).

    python3 values.py        -> selftest
    python3 values.py -p     -> selftest + print all values
"""
import base64
import datetime
import hashlib
import hmac
import json
import re
import string
import sys
import zlib

import random

R = random.Random(63_2024_0617)

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
B62 = DIG + UP + LOW
HEX = '0123456789abcdef'
B64URL = B62 + '-_'
B32 = UP + '234567'

VALUES = {}
META = {}


def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def put(name, typ, scheme, value, **extra):
    assert name not in VALUES, name
    VALUES[name] = value
    META[name] = (typ, scheme, extra)


def groups(s, sizes, sep=' '):
    out, i = [], 0
    for g in sizes:
        out.append(s[i:i + g])
        i += g
    assert i == len(s), (s, sizes)
    return sep.join(out)


def digits_only(s):
    return re.sub(r'[\s\-.()]', '', s)


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(num):
    if not num.isdigit():
        return False
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return partial + c
    raise AssertionError


def gen_card(prefix, length):
    return luhn_complete(prefix + rs(DIG, length - len(prefix) - 1))


CARD_RX = [
    (r'4\d{15}', 'visa'), (r'5[1-5]\d{14}', 'mastercard'),
    (r'2(2[2-9][1-9]|[3-6]\d\d|7[01]\d|720)\d{12}', 'mastercard2'),
    (r'3[47]\d{13}', 'amex'), (r'62\d{14,17}', 'unionpay'),
    (r'35(2[89]|[3-8]\d)\d{12}', 'jcb'), (r'6011\d{12}', 'discover'),
]


def card_ok(v):
    d = re.sub(r'[ \-]', '', v)
    if not luhn_ok(d):
        return False
    return any(re.fullmatch(rx, d) for rx, _ in CARD_RX)


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {'GB': 22, 'DE': 22, 'FR': 27, 'NL': 18, 'ES': 24, 'IT': 27,
            'IE': 22, 'BE': 16, 'CH': 21, 'AT': 20, 'PL': 28, 'PT': 25}


def _iban_num(s):
    return int(''.join(str(int(c, 36)) for c in s))


def make_iban(cc, bban):
    ck = 98 - _iban_num(bban + cc + '00') % 97
    iban = f'{cc}{ck:02d}{bban}'
    assert len(iban) == IBAN_LEN[cc], (cc, len(iban))
    return iban


def iban_ok(v):
    s = v.replace(' ', '')
    if not re.fullmatch(r'[A-Z]{2}\d{2}[A-Z0-9]+', s):
        return False
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    return _iban_num(s[4:] + s[:4]) % 97 == 1


def iban_print(s):
    return ' '.join(s[i:i + 4] for i in range(0, len(s), 4))


def fr_rib_key(bank, branch, acct):
    return 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)


def be_bban():
    first = '0' + rs(DIG, 2) + rs(DIG, 7)
    ck = int(first) % 97 or 97
    return first + f'{ck:02d}'


# ---------------------------------------------------------------- SSN
def ssn_ok(v):
    m = re.fullmatch(r'(\d{3})[- ]?(\d{2})[- ]?(\d{4})', v)
    if not m:
        return False
    a, g, s = m.groups()
    if a in ('000', '666') or a >= '900' or g == '00' or s == '0000':
        return False
    return v.replace('-', '').replace(' ', '') not in ('123456789', '078051120', '219099999')


def gen_ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        return f'{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}'


# ---------------------------------------------------------------- CN resident id (GB 11643)
GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def idcard_check(s17):
    return '10X98765432'[sum(int(a) * b for a, b in zip(s17, GB_W)) % 11]


def make_idcard(region, ymd, female):
    while True:
        seq = rs(DIG, 2) + R.choice('02468' if female else '13579')
        s17 = region + ymd + seq
        return s17 + idcard_check(s17)


def idcard_date(v):
    s = v.replace(' ', '')
    try:
        return datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return None


def idcard_ok(v):
    s = v.replace(' ', '')
    if not re.fullmatch(r'[1-8]\d{16}[\dX]', s):
        return False
    d = idcard_date(s)
    if d is None or not (datetime.date(1920, 1, 1) <= d <= datetime.date(2012, 12, 31)):
        return False
    return idcard_check(s[:17]) == s[17]


# ---------------------------------------------------------------- passports (shape only)
PASSPORT_RX = {
    'cn': r'E\d{8}|E[A-HJ-NP-Z]\d{7}',
    'us': r'\d{9}|[A-Z]\d{8}',
    'uk': r'\d{9}',
    'de': r'[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}',
    'fr': r'\d{2}[A-Z]{2}\d{5}',
    'in': r'[A-Z]\d{7}',
    'jp': r'[A-Z]{2}\d{7}',
    'au': r'[A-Z]{1,2}\d{7}',
    'hk': r'[HK]\d{8}',
    'ca': r'[A-Z]{2}\d{6}',
    'sg': r'[EK]\d{7}[A-Z]',
    'it': r'[A-Z]{2}\d{7}',
    'tw': r'\d{9}',
}


def passport_ok(v, scheme=None):
    rxs = [PASSPORT_RX[scheme]] if scheme else list(PASSPORT_RX.values())
    return any(re.fullmatch(rx, v) for rx in rxs)


# ---------------------------------------------------------------- national ids
def nino_ok(v):
    s = v.replace(' ', '')
    if not re.fullmatch(r'[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', s):
        return False
    return s[:2] not in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ')


def gen_nino(spaced):
    while True:
        s = (R.choice('ABCEGHJKLMNPRSTWXYZ') + R.choice('ABCEGHJKLMNPRSTWXYZ')
             + rs(DIG, 6) + R.choice('ABCD'))
        if nino_ok(s):
            return groups(s, [2, 2, 2, 2, 1]) if spaced else s


def bsn_ok(v):
    s = v.replace(' ', '').replace('.', '')
    if not re.fullmatch(r'\d{9}', s):
        return False
    t = sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])
    return t % 11 == 0


def gen_bsn():
    while True:
        b = R.choice('123456') + rs(DIG, 7)
        c = sum(int(b[i]) * (9 - i) for i in range(8)) % 11
        if c < 10:
            return b + str(c)


DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def dni_ok(v):
    m = re.fullmatch(r'([XYZ]?)(\d{7,8})-?([A-Z])', v)
    if not m:
        return False
    pre, num, letter = m.groups()
    if pre:
        if len(num) != 7:
            return False
        num = str('XYZ'.index(pre)) + num
    elif len(num) != 8:
        return False
    return DNI_L[int(num) % 23] == letter


def nir_ok(v):
    s = v.replace(' ', '')
    if not re.fullmatch(r'[12]\d{14}', s):
        return False
    return 97 - int(s[:13]) % 97 == int(s[13:])


def make_nir(sex, yy, mm, dept, commune, order):
    n = f'{sex}{yy}{mm}{dept}{commune}{order}'
    key = 97 - int(n) % 97
    return f'{sex} {yy} {mm} {dept} {commune} {order} {key:02d}'


V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
       [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
       [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
       [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
       [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
       [9, 4, 5, 3, 1, 2, 7, 6, 8, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
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


def aadhaar_ok(v):
    s = v.replace(' ', '').replace('-', '')
    return bool(re.fullmatch(r'[2-9]\d{11}', s)) and verhoeff_ok(s)


def nric_ok(v):
    m = re.fullmatch(r'([STFG])(\d{7})([A-Z])', v)
    if not m:
        return False
    p, d, c = m.groups()
    w = [2, 7, 6, 5, 4, 3, 2]
    t = sum(int(a) * b for a, b in zip(d, w)) + (4 if p in 'TG' else 0)
    table = 'JZIHGFEDCBA' if p in 'ST' else 'XWUTRQPNMLK'
    return table[t % 11] == c


def gen_nric(prefix):
    d = rs(DIG, 7)
    w = [2, 7, 6, 5, 4, 3, 2]
    t = sum(int(a) * b for a, b in zip(d, w)) + (4 if prefix in 'TG' else 0)
    return prefix + d + 'JZIHGFEDCBA'[t % 11]


def sin_ok(v):
    s = v.replace(' ', '').replace('-', '')
    return bool(re.fullmatch(r'[1-79]\d{8}', s)) and luhn_ok(s)


def pnr_ok(v):
    m = re.fullmatch(r'(\d{6})[-+](\d{4})', v)
    if not m:
        return False
    s = m.group(1) + m.group(2)
    try:
        datetime.date(1900 + int(s[:2]), int(s[2:4]), int(s[4:6]))
    except ValueError:
        return False
    return luhn_ok(s)


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(v):
    if not re.fullmatch(r'\d{11}', v):
        return False
    return (10 - sum(int(a) * b for a, b in zip(v, PESEL_W)) % 10) % 10 == int(v[10])


def make_pesel(y, m, d, female):
    mm = m + (20 if y >= 2000 else 0)
    body = f'{y % 100:02d}{mm:02d}{d:02d}' + rs(DIG, 3) + R.choice('02468' if female else '13579')
    return body + str((10 - sum(int(a) * b for a, b in zip(body, PESEL_W)) % 10) % 10)


def _hk_sum(letters, digits):
    vals = [ord(c) - 55 for c in letters]
    if len(vals) == 1:
        vals = [36] + vals
    t = vals[0] * 9 + vals[1] * 8
    for i, ch in enumerate(digits):
        t += int(ch) * (7 - i)
    return t


def hkid_ok(v):
    m = re.fullmatch(r'([A-Z]{1,2})(\d{6})\(?([0-9A])\)?', v)
    if not m:
        return False
    letters, digits, c = m.groups()
    t = _hk_sum(letters, digits) + (10 if c == 'A' else int(c))
    return t % 11 == 0


def gen_hkid(letter):
    while True:
        d = rs(DIG, 6)
        r = (11 - _hk_sum(letter, d) % 11) % 11
        c = 'A' if r == 10 else str(r)
        return f'{letter}{d}({c})'


TW_MAP = dict(zip('ABCDEFGHJKLMNPQRSTUVXYWZIO',
                  [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
                   29, 30, 31, 32, 33, 34, 35]))


def tw_ok(v):
    if not re.fullmatch(r'[A-Z][12]\d{8}', v):
        return False
    n = TW_MAP[v[0]]
    t = n // 10 + (n % 10) * 9
    for i, ch in enumerate(v[1:9]):
        t += int(ch) * (8 - i)
    t += int(v[9])
    return t % 10 == 0


def gen_tw(letter, sex):
    body = str(sex) + rs(DIG, 7)
    n = TW_MAP[letter]
    t = n // 10 + (n % 10) * 9 + sum(int(ch) * (8 - i) for i, ch in enumerate(body))
    return letter + body + str((10 - t % 10) % 10)


def cpf_ok(v):
    s = re.sub(r'[.\-]', '', v)
    if not re.fullmatch(r'\d{11}', s) or len(set(s)) == 1:
        return False
    d1 = sum(int(s[i]) * (10 - i) for i in range(9)) * 10 % 11 % 10
    d2 = sum(int(s[i]) * (11 - i) for i in range(10)) * 10 % 11 % 10
    return s[9:] == f'{d1}{d2}'


def gen_cpf():
    s = rs(DIG, 9)
    d1 = sum(int(s[i]) * (10 - i) for i in range(9)) * 10 % 11 % 10
    s += str(d1)
    d2 = sum(int(s[i]) * (11 - i) for i in range(10)) * 10 % 11 % 10
    s += str(d2)
    return f'{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}'


CF_ODD = {'0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
          'A': 1, 'B': 0, 'C': 5, 'D': 7, 'E': 9, 'F': 13, 'G': 15, 'H': 17, 'I': 19, 'J': 21,
          'K': 2, 'L': 4, 'M': 18, 'N': 20, 'O': 11, 'P': 3, 'Q': 6, 'R': 8, 'S': 12, 'T': 14,
          'U': 16, 'V': 10, 'W': 22, 'X': 25, 'Y': 24, 'Z': 23}


def cf_check(s15):
    t = 0
    for i, ch in enumerate(s15):
        if i % 2 == 0:
            t += CF_ODD[ch]
        else:
            t += int(ch) if ch.isdigit() else ord(ch) - 65
    return chr(65 + t % 26)


def cf_ok(v):
    if not re.fullmatch(r'[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z]', v):
        return False
    return cf_check(v[:15]) == v[15]


NATIONAL_ID_CHECKS = {
    'uk_nino': nino_ok, 'nl_bsn': bsn_ok, 'es_dni': dni_ok, 'fr_nir': nir_ok,
    'in_aadhaar': aadhaar_ok, 'sg_nric': nric_ok, 'ca_sin': sin_ok, 'se_pnr': pnr_ok,
    'pl_pesel': pesel_ok, 'hk_hkid': hkid_ok, 'tw_id': tw_ok, 'br_cpf': cpf_ok, 'it_cf': cf_ok,
}
CHECK_DIGIT_SCHEMES = set(NATIONAL_ID_CHECKS) - {'uk_nino'}


def national_id_ok(v, scheme=None):
    if scheme:
        return NATIONAL_ID_CHECKS[scheme](v)
    return any(f(v) for f in NATIONAL_ID_CHECKS.values())


# ---------------------------------------------------------------- vendor shapes
def b62enc(n, width):
    s = ''
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s.rjust(width, '0')


def gh_token(prefix):
    body = rs(B62, 30)
    return prefix + body + b62enc(zlib.crc32(body.encode()) & 0xffffffff, 6)


def gh_token_ok(v):
    m = re.fullmatch(r'(ghp|gho|ghu|ghs|ghr)_([A-Za-z0-9]{30})([A-Za-z0-9]{6})', v)
    if not m:
        return False
    return b62enc(zlib.crc32(m.group(2).encode()) & 0xffffffff, 6) == m.group(3)


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b'=').decode()


def make_jwt(payload, key):
    h = b64u(json.dumps({'alg': 'HS256', 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    sig = b64u(hmac.new(key.encode(), f'{h}.{p}'.encode(), hashlib.sha256).digest())
    return f'{h}.{p}.{sig}'


def jwt_shape_ok(v):
    parts = v.split('.')
    if len(parts) != 3 or not all(re.fullmatch(r'[A-Za-z0-9_-]+', p) for p in parts):
        return False
    try:
        hdr = json.loads(base64.urlsafe_b64decode(parts[0] + '=' * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + '=' * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return 'alg' in hdr


APIKEY_RX = {
    'stripe_sk': r'sk_live_([A-Za-z0-9]{24}|[A-Za-z0-9]{98})',
    'stripe_rk': r'rk_live_([A-Za-z0-9]{24}|[A-Za-z0-9]{98})',
    'gh_fine': r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}',
    'aws_akid': r'(AKIA|ASIA)[A-Z2-7]{16}',
    'google': r'AIza[A-Za-z0-9_-]{35}',
    'openai': r'sk-proj-[A-Za-z0-9_-]{74}T3BlbkFJ[A-Za-z0-9_-]{74}',
    'anthropic': r'sk-ant-api03-[A-Za-z0-9_-]{93}AA',
    'sendgrid': r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}',
    'mailgun': r'key-[0-9a-f]{32}',
    'shopify': r'shpat_[0-9a-f]{32}',
    'square': r'EAAA[A-Za-z0-9_-]{60}',
    'telegram': r'\d{9,10}:AA[A-Za-z0-9_-]{33}',
    'slack_bot': r'xox[bp]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}',
    'npm': r'npm_[A-Za-z0-9]{36}',
    'gitlab': r'glpat-[A-Za-z0-9_-]{20}',
    'twilio_sk': r'SK[0-9a-f]{32}',
    'ali_akid': r'LTAI[A-Za-z0-9]{20}',
    'tencent_akid': r'AKID[A-Za-z0-9]{32}',
    'woo_ck': r'ck_[0-9a-f]{40}',
    'figma': r'figd_[A-Za-z0-9_-]{40}',
}

SECRET_RX = {
    'aws_secret': r'[A-Za-z0-9/+]{40}',
    'stripe_whsec': r'whsec_[A-Za-z0-9]{32}',
    'slack_hook': r'https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}',
    'discord_hook': r'https://discord\.com/api/webhooks/\d{18,19}/[A-Za-z0-9_-]{68}',
    'dingtalk_hook': r'https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}',
    'dingtalk_sec': r'SEC[0-9a-f]{64}',
    'wecom_hook': r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}',
    'feishu_hook': r'https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}',
    'hex32': r'[0-9a-f]{32}',
    'b62_30': r'[A-Za-z0-9]{30}',
    'b62_32': r'[A-Za-z0-9]{32}',
    'woo_cs': r'cs_[0-9a-f]{40}',
    'shopify_ss': r'shpss_[0-9a-f]{32}',
    'gcp_csecret': r'GOCSPX-[A-Za-z0-9_-]{28}',
    'totp': r'[A-Z2-7]{16}|[A-Z2-7]{32}|([A-Z2-7]{4} ){7}[A-Z2-7]{4}|([A-Z2-7]{4} ){3}[A-Z2-7]{4}',
    'pem': r'-----BEGIN ([A-Z]+ )*PRIVATE KEY-----\n([A-Za-z0-9+/=]{1,70}\n)+-----END ([A-Z]+ )*PRIVATE KEY-----',
    'django_sess': r'[a-z0-9]{32}',
    'php_sess': r'[a-v0-9]{26}',
    'laravel_sess': r'eyJpdiI6[A-Za-z0-9]{40,400}(%3D){0,2}',
    'recovery': r'[0-9a-f]{5}-[0-9a-f]{5}|[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}|\d{4} \d{4}',
    'jwt_key': r'[A-Za-z0-9_\-]{43}',
    'django_key': r'django-insecure-[a-z0-9!@#^&*\-_=+]{50}',
}


def apikey_ok(v, scheme=None):
    if scheme == 'jwt' or (scheme is None and v.startswith('eyJ')):
        return jwt_shape_ok(v)
    if scheme == 'gh_pat' or (scheme is None and re.match(r'gh[pousr]_', v)):
        return gh_token_ok(v)
    rxs = [APIKEY_RX[scheme]] if scheme else APIKEY_RX.values()
    return any(re.fullmatch(rx, v) for rx in rxs)


def secret_ok(v, scheme=None):
    rxs = [SECRET_RX[scheme]] if scheme else SECRET_RX.values()
    return any(re.fullmatch(rx, v) for rx in rxs)


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + '4' + h[13:16] + R.choice('89ab') + h[17:]
    return f'{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}'


def pem_ec():
    der = (bytes.fromhex('30770201010420') + bytes(R.randrange(256) for _ in range(32))
           + bytes.fromhex('a00a06082a8648ce3d030107a144034200')
           + b'\x04' + bytes(R.randrange(256) for _ in range(64)))
    b = base64.b64encode(der).decode()
    lines = [b[i:i + 64] for i in range(0, len(b), 64)]
    return '-----BEGIN EC PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END EC PRIVATE KEY-----'


def pem_openssh():
    raw = (b'openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00'
           b'\x00\x00\x00\x01\x00\x00\x003\x00\x00\x00\x0bssh-ed25519\x00\x00\x00 '
           + bytes(R.randrange(256) for _ in range(32)) + b'\x00\x00\x00\x98'
           + bytes(R.randrange(256) for _ in range(120)))
    b = base64.b64encode(raw).decode()
    lines = [b[i:i + 70] for i in range(0, len(b), 70)]
    return ('-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(lines)
            + '\n-----END OPENSSH PRIVATE KEY-----')


# ================================================================= build VALUES
def build():
    # ---- cards
    put('visa_a', 'CARD', 'visa', groups(gen_card('4', 16), [4, 4, 4, 4]))
    put('visa_b', 'CARD', 'visa', gen_card('4', 16))
    put('visa_c', 'CARD', 'visa', groups(gen_card('4', 16), [4, 4, 4, 4], '-'))
    put('visa_d', 'CARD', 'visa', groups(gen_card('4', 16), [4, 4, 4, 4]))
    put('visa_e', 'CARD', 'visa', gen_card('4', 16))
    put('visa_f', 'CARD', 'visa', groups(gen_card('4', 16), [4, 4, 4, 4]))
    put('mc_a', 'CARD', 'mastercard', groups(gen_card('5' + R.choice('12345'), 16), [4, 4, 4, 4]))
    put('mc_b', 'CARD', 'mastercard', gen_card('2' + str(R.randint(300, 699)), 16))
    put('mc_c', 'CARD', 'mastercard', groups(gen_card('5' + R.choice('12345'), 16), [4, 4, 4, 4], '-'))
    put('mc_d', 'CARD', 'mastercard', groups(gen_card('5' + R.choice('12345'), 16), [4, 4, 4, 4]))
    put('mc_e', 'CARD', 'mastercard', gen_card('5' + R.choice('12345'), 16))
    put('amex_a', 'CARD', 'amex', groups(gen_card('37', 15), [4, 6, 5]))
    put('amex_b', 'CARD', 'amex', gen_card('34', 15))
    put('up_a', 'CARD', 'unionpay', groups(gen_card('6222', 16), [4, 4, 4, 4]))
    put('up_b', 'CARD', 'unionpay', groups(gen_card('6217', 19), [4, 4, 4, 4, 3]))
    put('up_c', 'CARD', 'unionpay', gen_card('6228', 19))
    put('up_d', 'CARD', 'unionpay', groups(gen_card('6259', 16), [4, 4, 4, 4]))
    put('jcb_a', 'CARD', 'jcb', groups(gen_card('3566', 16), [4, 4, 4, 4]))
    put('disc_a', 'CARD', 'discover', gen_card('6011', 16))

    # ---- IBAN
    def gb(bank):
        return make_iban('GB', bank + rs(DIG, 6) + rs(DIG, 8))
    put('iban_gb1', 'IBAN', 'GB', iban_print(gb('NWBK')))
    put('iban_gb2', 'IBAN', 'GB', gb('BARC'))
    put('iban_gb3', 'IBAN', 'GB', iban_print(gb('MIDL')))
    put('iban_de1', 'IBAN', 'DE', iban_print(make_iban('DE', rs(DIG, 18))))
    put('iban_de2', 'IBAN', 'DE', make_iban('DE', rs(DIG, 18)))
    bk, br, ac = rs(DIG, 5), rs(DIG, 5), rs(DIG, 11)
    put('iban_fr1', 'IBAN', 'FR', iban_print(make_iban('FR', bk + br + ac + f'{fr_rib_key(bk, br, ac):02d}')))
    put('iban_nl1', 'IBAN', 'NL', iban_print(make_iban('NL', 'INGB' + rs(DIG, 10))))
    put('iban_nl2', 'IBAN', 'NL', make_iban('NL', 'RABO' + rs(DIG, 10)))
    put('iban_es1', 'IBAN', 'ES', iban_print(make_iban('ES', rs(DIG, 20))))
    put('iban_it1', 'IBAN', 'IT', iban_print(make_iban('IT', R.choice(UP) + rs(DIG, 10) + rs(DIG, 12))))
    put('iban_ie1', 'IBAN', 'IE', make_iban('IE', 'AIBK' + rs(DIG, 14)))
    put('iban_be1', 'IBAN', 'BE', iban_print(make_iban('BE', be_bban())))
    put('iban_ch1', 'IBAN', 'CH', iban_print(make_iban('CH', rs(DIG, 17))))
    put('iban_at1', 'IBAN', 'AT', make_iban('AT', rs(DIG, 16)))
    put('iban_pl1', 'IBAN', 'PL', iban_print(make_iban('PL', rs(DIG, 24))))
    put('iban_pt1', 'IBAN', 'PT', iban_print(make_iban('PT', rs(DIG, 21))))
    put('org_iban_gb', 'DECOY', 'iban_org', iban_print(gb('LOYD')))
    put('org_iban_de', 'DECOY', 'iban_org', iban_print(make_iban('DE', rs(DIG, 18))))

    # ---- SSN
    for n in 'abcdefg':
        put('ssn_' + n, 'SSN', 'us', gen_ssn())
    VALUES['ssn_f'] = VALUES['ssn_f'].replace('-', ' ')
    VALUES['ssn_g'] = VALUES['ssn_g'].replace('-', '')

    # ---- CN resident id  (region, yyyymmdd, female)
    ids = [
        ('id_xu', '330106', '19910823', True),
        ('id_zhou', '310104', '19681105', False),
        ('id_zhao', '440305', '19950217', True),
        ('id_lin', '350203', '19830730', False),
        ('id_chen', '510107', '19791202', True),
        ('id_he', '320102', '20010409', False),
        ('id_guo', '420106', '19880914', True),
        ('id_tang', '110105', '19720328', False),
        ('id_ma', '370202', '19901031', True),
        ('id_song', '610113', '19850506', False),
        ('id_fang', '330203', '19930119', True),
        ('id_luo', '430104', '19760625', False),
        ('id_pan', '440106', '19990302', True),
        ('id_wu', '120101', '19640717', False),
    ]
    for name, region, ymd, fem in ids:
        put(name, 'IDCARD', 'cn', make_idcard(region, ymd, fem),
            dob=f'{ymd[:4]}-{ymd[4:6]}-{ymd[6:]}')
    s = VALUES['id_luo']
    VALUES['id_luo'] = f'{s[:6]} {s[6:14]} {s[14:]}'

    # ---- passports
    put('pp_cn1', 'PASSPORT', 'cn', 'E' + rs(DIG, 8))
    put('pp_cn2', 'PASSPORT', 'cn', 'E' + R.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') + rs(DIG, 7))
    put('pp_cn3', 'PASSPORT', 'cn', 'E' + R.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') + rs(DIG, 7))
    put('pp_cn4', 'PASSPORT', 'cn', 'E' + rs(DIG, 8))
    put('pp_us1', 'PASSPORT', 'us', R.choice('56') + rs(DIG, 8))
    put('pp_us2', 'PASSPORT', 'us', R.choice('ACEGH') + rs(DIG, 8))
    put('pp_uk1', 'PASSPORT', 'uk', R.choice('12345') + rs(DIG, 8))
    put('pp_uk2', 'PASSPORT', 'uk', R.choice('56') + rs(DIG, 8))
    put('pp_de1', 'PASSPORT', 'de', 'C' + rs('CFGHJKLMNPRTVWXYZ0123456789', 8))
    put('pp_fr1', 'PASSPORT', 'fr', rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5))
    put('pp_in1', 'PASSPORT', 'in', R.choice('JKLMNPRSTUVWZ') + rs(DIG, 7))
    put('pp_jp1', 'PASSPORT', 'jp', R.choice(['TK', 'TR', 'MZ', 'TZ']) + rs(DIG, 7))
    put('pp_au1', 'PASSPORT', 'au', R.choice(['PA', 'PB', 'RA', 'N']) + rs(DIG, 7))
    put('pp_hk1', 'PASSPORT', 'hk', R.choice('HK') + rs(DIG, 8))
    put('pp_ca1', 'PASSPORT', 'ca', rs(UP, 2) + rs(DIG, 6))
    put('pp_sg1', 'PASSPORT', 'sg', 'K' + rs(DIG, 7) + R.choice(UP))
    put('pp_it1', 'PASSPORT', 'it', rs(UP, 2) + rs(DIG, 7))
    put('pp_tw1', 'PASSPORT', 'tw', R.choice('3') + rs(DIG, 8))

    # ---- national ids
    put('nino_a', 'NATIONAL_ID', 'uk_nino', gen_nino(True))
    put('nino_b', 'NATIONAL_ID', 'uk_nino', gen_nino(False))
    put('bsn_a', 'NATIONAL_ID', 'nl_bsn', gen_bsn())
    n8 = rs(DIG, 8)
    put('dni_a', 'NATIONAL_ID', 'es_dni', n8 + DNI_L[int(n8) % 23])
    n7 = rs(DIG, 7)
    put('nie_a', 'NATIONAL_ID', 'es_dni', 'Y' + n7 + '-' + DNI_L[int('1' + n7) % 23])
    put('nir_a', 'NATIONAL_ID', 'fr_nir', make_nir(2, '81', '09', '75', '056', f'{R.randint(1, 999):03d}'),
        dob='1981-09')
    a11 = R.choice('23456789') + rs(DIG, 10)
    a12 = a11 + verhoeff_digit(a11)
    put('aadhaar_a', 'NATIONAL_ID', 'in_aadhaar', groups(a12, [4, 4, 4]))
    put('nric_a', 'NATIONAL_ID', 'sg_nric', gen_nric('S'))
    put('nric_b', 'NATIONAL_ID', 'sg_nric', gen_nric('T'))
    put('sin_a', 'NATIONAL_ID', 'ca_sin', groups(gen_card(R.choice('1234567'), 9), [3, 3, 3]))
    pb = '870514' + rs(DIG, 3)
    put('pnr_a', 'NATIONAL_ID', 'se_pnr', pb[:6] + '-' + luhn_complete(pb)[6:], dob='1987-05-14')
    put('pesel_a', 'NATIONAL_ID', 'pl_pesel', make_pesel(1994, 11, 3, True), dob='1994-11-03')
    put('hkid_a', 'NATIONAL_ID', 'hk_hkid', gen_hkid('K'))
    put('hkid_b', 'NATIONAL_ID', 'hk_hkid', gen_hkid('Y'))
    put('tw_a', 'NATIONAL_ID', 'tw_id', gen_tw('A', 2))
    put('tw_b', 'NATIONAL_ID', 'tw_id', gen_tw('F', 1))
    put('cpf_a', 'NATIONAL_ID', 'br_cpf', gen_cpf())
    cf15 = 'BNCGLI86D62F205'
    put('cf_a', 'NATIONAL_ID', 'it_cf', cf15 + cf_check(cf15), dob='1986-04-22')

    # ---- API keys
    put('stripe_sk1', 'APIKEY', 'stripe_sk', 'sk_live_' + rs(B62, 24))
    put('stripe_sk2', 'APIKEY', 'stripe_sk', 'sk_live_51' + rs(B62, 96))
    put('stripe_rk1', 'APIKEY', 'stripe_rk', 'rk_live_' + rs(B62, 24))
    put('gh_pat1', 'APIKEY', 'gh_pat', gh_token('ghp_'))
    put('gh_pat2', 'APIKEY', 'gh_pat', gh_token('ghp_'))
    put('gh_fine1', 'APIKEY', 'gh_fine', 'github_pat_11' + rs(UP + DIG, 20) + '_' + rs(B62, 59))
    put('aws_akid1', 'APIKEY', 'aws_akid', 'AKIA' + rs(B32, 16))
    put('aws_akid2', 'APIKEY', 'aws_akid', 'AKIA' + rs(B32, 16))
    put('google_key1', 'APIKEY', 'google', 'AIzaSy' + rs(B64URL, 33))
    put('google_key2', 'APIKEY', 'google', 'AIzaSy' + rs(B64URL, 33))
    put('openai_key1', 'APIKEY', 'openai', 'sk-proj-' + rs(B64URL, 74) + 'T3BlbkFJ' + rs(B64URL, 74))
    put('anthropic_key1', 'APIKEY', 'anthropic', 'sk-ant-api03-' + rs(B64URL, 93) + 'AA')
    put('sendgrid1', 'APIKEY', 'sendgrid', 'SG.' + rs(B64URL, 22) + '.' + rs(B64URL, 43))
    put('mailgun1', 'APIKEY', 'mailgun', 'key-' + rs(HEX, 32))
    put('shopify_tok1', 'APIKEY', 'shopify', 'shpat_' + rs(HEX, 32))
    put('square_tok1', 'APIKEY', 'square', 'EAAA' + rs(B64URL, 60))
    put('telegram1', 'APIKEY', 'telegram', str(R.randint(5_000_000_000, 7_999_999_999)) + ':AA' + rs(B64URL, 33))
    put('telegram2', 'APIKEY', 'telegram', str(R.randint(600_000_000, 999_999_999)) + ':AA' + rs(B64URL, 33))
    put('slack_bot1', 'APIKEY', 'slack_bot', f'xoxb-{rs(DIG, 12)}-{rs(DIG, 13)}-{rs(B62, 24)}')
    put('npm1', 'APIKEY', 'npm', 'npm_' + rs(B62, 36))
    put('gitlab1', 'APIKEY', 'gitlab', 'glpat-' + rs(B64URL, 20))
    put('twilio_sk1', 'APIKEY', 'twilio_sk', 'SK' + rs(HEX, 32))
    put('ali_akid1', 'APIKEY', 'ali_akid', 'LTAI' + rs(B62, 20))
    put('ali_akid2', 'APIKEY', 'ali_akid', 'LTAI' + rs(B62, 20))
    put('tencent_akid1', 'APIKEY', 'tencent_akid', 'AKID' + rs(B62, 32))
    put('woo_ck1', 'APIKEY', 'woo_ck', 'ck_' + rs(HEX, 40))
    put('figma1', 'APIKEY', 'figma', 'figd_' + rs(B64URL, 40))
    k1, k2, k3 = rs(B64URL, 43), rs(B64URL, 43), rs(B64URL, 43)
    put('jwt_key1', 'SECRET', 'jwt_key', k1)
    put('jwt1', 'APIKEY', 'jwt', make_jwt({'sub': 'pos-till-2', 'shop': 'lensworks', 'scope': 'orders:write',
                                           'iat': 1717400212, 'exp': 1748936212}, k1), key=k1)
    put('jwt2', 'APIKEY', 'jwt', make_jwt({'uid': 88213, 'role': 'admin', 'iat': 1722844800}, k2), key=k2)
    put('jwt3', 'APIKEY', 'jwt', make_jwt({'sub': 'svc-inventory', 'aud': 'stock-api',
                                           'iat': 1731000000}, k3), key=k3)

    # ---- secrets
    put('aws_secret1', 'SECRET', 'aws_secret', rs(B62 + '/+', 40))
    put('aws_secret2', 'SECRET', 'aws_secret', rs(B62 + '/+', 40))
    put('stripe_whsec1', 'SECRET', 'stripe_whsec', 'whsec_' + rs(B62, 32))
    put('slack_hook1', 'SECRET', 'slack_hook',
        f'https://hooks.slack.com/services/T{rs(UP + DIG, 8)}/B{rs(UP + DIG, 10)}/{rs(B62, 24)}')
    put('slack_hook2', 'SECRET', 'slack_hook',
        f'https://hooks.slack.com/services/T{rs(UP + DIG, 10)}/B{rs(UP + DIG, 10)}/{rs(B62, 24)}')
    put('discord_hook1', 'SECRET', 'discord_hook',
        f'https://discord.com/api/webhooks/{R.randint(10**17, 10**18 - 1) * 10 + 3}/{rs(B64URL, 68)}')
    put('dingtalk_hook1', 'SECRET', 'dingtalk_hook',
        'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64))
    put('dingtalk_hook2', 'SECRET', 'dingtalk_hook',
        'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64))
    put('dingtalk_sec1', 'SECRET', 'dingtalk_sec', 'SEC' + rs(HEX, 64))
    put('wecom_hook1', 'SECRET', 'wecom_hook', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + uuid4())
    put('feishu_hook1', 'SECRET', 'feishu_hook', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + uuid4())
    put('twilio_auth1', 'SECRET', 'hex32', rs(HEX, 32))
    put('ali_secret1', 'SECRET', 'b62_30', rs(B62, 30))
    put('ali_secret2', 'SECRET', 'b62_30', rs(B62, 30))
    put('tencent_secret1', 'SECRET', 'b62_32', rs(B62, 32))
    put('wx_secret1', 'SECRET', 'hex32', rs(HEX, 32))
    put('slack_signing1', 'SECRET', 'hex32', rs(HEX, 32))
    put('woo_cs1', 'SECRET', 'woo_cs', 'cs_' + rs(HEX, 40))
    put('shopify_ss1', 'SECRET', 'shopify_ss', 'shpss_' + rs(HEX, 32))
    put('gcp_csecret1', 'SECRET', 'gcp_csecret', 'GOCSPX-' + rs(B64URL, 28))
    put('totp1', 'SECRET', 'totp', rs(B32, 32))
    put('totp2', 'SECRET', 'totp', ' '.join(rs(B32, 4) for _ in range(4)))
    put('totp3', 'SECRET', 'totp', rs(B32, 16))
    put('pem_ec1', 'SECRET', 'pem', pem_ec())
    put('pem_ssh1', 'SECRET', 'pem', pem_openssh())
    put('django_sess1', 'SECRET', 'django_sess', rs(LOW + DIG, 32))
    put('php_sess1', 'SECRET', 'php_sess', rs('abcdefghijklmnopqrstuv0123456789', 26))
    put('laravel_sess1', 'SECRET', 'laravel_sess', 'eyJpdiI6' + rs(B62, 120) + '%3D%3D')
    for i in range(1, 7):
        put(f'rc{i}', 'SECRET', 'recovery', rs(HEX, 5) + '-' + rs(HEX, 5))
    for i in range(1, 4):
        put(f'rcu{i}', 'SECRET', 'recovery', '-'.join(rs(UP + DIG, 4) for _ in range(3)))

    # ---- shaped decoys
    put('pk_live1', 'DECOY', 'publishable_key', 'pk_live_' + rs(B62, 24))
    put('pk_live2', 'DECOY', 'publishable_key', 'pk_live_51' + rs(B62, 96))
    put('wx_appid1', 'DECOY', 'app_id', 'wx' + rs(HEX, 16))
    put('gclient1', 'DECOY', 'client_id', f'{rs(DIG, 12)}-{rs(LOW + DIG, 32)}.apps.googleusercontent.com')
    put('twilio_ac1', 'DECOY', 'account_sid', 'AC' + rs(HEX, 32))
    put('alipay_pid1', 'DECOY', 'merchant_id', '2088' + rs(DIG, 12))
    put('wxpay_mch1', 'DECOY', 'merchant_id', '16' + rs(DIG, 8))
    put('sha_a', 'DECOY', 'commit_sha', rs(HEX, 40))
    put('sha_b', 'DECOY', 'commit_sha', rs(HEX, 40))
    put('sha256_a', 'DECOY', 'sha256', rs(HEX, 64))
    put('sha256_b', 'DECOY', 'sha256', rs(HEX, 64))
    put('md5_a', 'DECOY', 'md5', rs(HEX, 32))
    for i in range(1, 7):
        put(f'uuid{i}', 'DECOY', 'uuid', uuid4())

    # ---- added later (appended so that earlier values keep their draws)
    put('up_e', 'CARD', 'unionpay', groups(gen_card('6212', 19), [4, 4, 4, 4, 3]))
    put('up_f', 'CARD', 'unionpay', gen_card('6225', 16))
    put('visa_g', 'CARD', 'visa', groups(gen_card('4', 16), [4, 4, 4, 4]))
    put('mc_f', 'CARD', 'mastercard', groups(gen_card('5' + R.choice('12345'), 16), [4, 4, 4, 4]))
    put('django_key1', 'SECRET', 'django_key', 'django-insecure-' + rs(LOW + DIG + '!@#^&*-_=+', 50))
    put('shopify_client1', 'DECOY', 'client_id', rs(HEX, 32))


build()


# ================================================================= selftest
def validate(name, value=None):
    typ, scheme, extra = META[name]
    v = VALUES[name] if value is None else value
    if typ == 'CARD':
        return card_ok(v)
    if typ == 'IBAN':
        return iban_ok(v)
    if typ == 'SSN':
        return ssn_ok(v)
    if typ == 'IDCARD':
        ok = idcard_ok(v)
        if ok and value is None:
            ok = str(idcard_date(v)) == extra['dob']
        return ok
    if typ == 'PASSPORT':
        return passport_ok(v, scheme)
    if typ == 'NATIONAL_ID':
        return national_id_ok(v, scheme)
    if typ == 'APIKEY':
        if scheme == 'jwt':
            if not jwt_shape_ok(v):
                return False
            h, p, s = v.split('.')
            sig = b64u(hmac.new(extra['key'].encode(), f'{h}.{p}'.encode(), hashlib.sha256).digest())
            return sig == s
        return apikey_ok(v, scheme)
    if typ == 'SECRET':
        return secret_ok(v, scheme)
    if typ == 'DECOY':
        if scheme == 'iban_org':
            return iban_ok(v)
        return True
    raise AssertionError(typ)


def _flip(ch):
    return str((int(ch) + 1) % 10)


def corruptions(v):
    """one-digit corruptions: first and last digit bumped by one"""
    pos = [i for i, c in enumerate(v) if c.isdigit()]
    out = []
    for i in {pos[0], pos[-1]}:
        out.append(v[:i] + _flip(v[i]) + v[i + 1:])
    return out


def selftest(verbose=False):
    bad = []
    for name in VALUES:
        typ, scheme, extra = META[name]
        v = VALUES[name]
        if not validate(name):
            bad.append(f'{name}: invalid {v!r}')
            continue
        checked = (typ in ('CARD', 'IBAN', 'IDCARD')
                   or (typ == 'NATIONAL_ID' and scheme in CHECK_DIGIT_SCHEMES)
                   or (typ == 'APIKEY' and scheme in ('gh_pat', 'jwt'))
                   or (typ == 'DECOY' and scheme == 'iban_org'))
        if checked:
            if typ == 'APIKEY':
                # change one character of the checksum / signature part
                i = len(v) - 2
                alt = 'A' if v[i] != 'A' else 'B'
                cs = [v[:i] + alt + v[i + 1:]]
            else:
                cs = corruptions(v)
            for c in cs:
                if validate(name, c):
                    bad.append(f'{name}: corruption {c!r} still validates')
        elif typ == 'SSN':
            c = '9' + v[1:]
            if validate(name, c):
                bad.append(f'{name}: corruption {c!r} still validates')
        elif typ in ('PASSPORT', 'NATIONAL_ID', 'APIKEY', 'SECRET'):
            c = v[:-1]
            if validate(name, c):
                bad.append(f'{name}: truncation {c!r} still validates')
    if bad:
        raise SystemExit('selftest FAILED:\n  ' + '\n  '.join(bad))
    if verbose:
        print(f'selftest ok: {len(VALUES)} values')
    return True


if __name__ == '__main__':
    selftest(verbose=True)
    if '-p' in sys.argv:
        for k, v in VALUES.items():
            t, s, _ = META[k]
            print(f'{k:16} {t:12} {s:14} {v}')
