#!/usr/bin/env python3
"""Seeded generators for every value in the blind96 corpus that needs a check
digit or a vendor shape.  Texts refer to these values as ``$name``.

    python3 values.py        -> run selftest()
    python3 values.py -p     -> print every value

Standard library only.
"""
import base64
import datetime
import json
import re
import random
import string
import sys

SEED = 960413
_rng = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
HEX = '0123456789abcdef'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
B64URL = ALNUM + '-_'
B64 = ALNUM + '+/'


def rs(alphabet, n):
    return ''.join(_rng.choice(alphabet) for _ in range(n))


def grp(s, sizes, sep=' '):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


# ---------------------------------------------------------------- Luhn / cards
def luhn_sum(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10


def luhn_ok(digits):
    return digits.isdigit() and luhn_sum(digits) == 0


def luhn_complete(body):
    for c in DIG:
        if luhn_sum(body + c) == 0:
            return body + c
    raise AssertionError


def make_card(prefix, length):
    return luhn_complete(prefix + rs(DIG, length - 1 - len(prefix)))


CARD_PREFIX_RE = re.compile(
    r'^(4|5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)|3[47]|62|6011|65|64[4-9]|35(2[89]|[3-8]\d)|3[068])')


def card_valid(v):
    d = re.sub(r'[ -]', '', v)
    if not re.fullmatch(r'\d{13,19}', d):
        return False
    if not re.fullmatch(r'\d+([ -]\d+)*', v):
        return False
    return bool(CARD_PREFIX_RE.match(d)) and luhn_ok(d)


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {'GB': 22, 'DE': 22, 'FR': 27, 'NL': 18, 'ES': 24, 'IT': 27, 'IE': 22,
            'BE': 16, 'CH': 21, 'PL': 28, 'PT': 25, 'AT': 20, 'SE': 24, 'DK': 18,
            'FI': 18, 'NO': 15}


def _iban_num(s):
    return int(''.join(str(int(c, 36)) for c in s))


def make_iban(cc, bban):
    cd = 98 - _iban_num(bban + cc + '00') % 97
    iban = '%s%02d%s' % (cc, cd, bban)
    assert len(iban) == IBAN_LEN[cc], iban
    return iban


def iban_print(s):
    return ' '.join(s[i:i + 4] for i in range(0, len(s), 4))


def iban_valid(v):
    if not re.fullmatch(r'[A-Z]{2}\d{2}( ?[A-Z0-9]+)+', v):
        return False
    t = v.replace(' ', '')
    if IBAN_LEN.get(t[:2]) != len(t):
        return False
    return _iban_num(t[4:] + t[:4]) % 97 == 1


# ---------------------------------------------------------------- US SSN
def make_ssn(sep='-'):
    while True:
        a = _rng.randint(1, 899)
        if a == 666:
            continue
        g = _rng.randint(1, 99)
        s = _rng.randint(1, 9999)
        return '%03d%s%02d%s%04d' % (a, sep, g, sep, s)


def ssn_valid(v):
    m = re.fullmatch(r'(\d{3})([- ]?)(\d{2})\2(\d{4})', v)
    if not m:
        return False
    a, g, s = int(m.group(1)), int(m.group(3)), int(m.group(4))
    return 0 < a < 900 and a != 666 and g > 0 and s > 0


# ---------------------------------------------------------------- Chinese resident ID (GB 11643)
ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
ID_C = '10X98765432'


def id_check(s17):
    return ID_C[sum(int(a) * w for a, w in zip(s17, ID_W)) % 11]


def make_idcard(region, dob, male, want_x=False):
    while True:
        seq = rs(DIG, 2) + _rng.choice('13579' if male else '02468')
        s17 = region + dob.replace('-', '') + seq
        c = id_check(s17)
        if want_x and c != 'X':
            continue
        if not want_x and c == 'X' and _rng.random() < 0.7:
            continue
        return s17 + c


def idcard_dob(v):
    try:
        return datetime.date(int(v[6:10]), int(v[10:12]), int(v[12:14]))
    except ValueError:
        return None


def idcard_valid(v):
    if not re.fullmatch(r'[1-8]\d{16}[\dX]', v):
        return False
    d = idcard_dob(v)
    if d is None or d.year < 1900 or d > datetime.date(2025, 12, 31):
        return False
    return id_check(v[:17]) == v[17]


# ---------------------------------------------------------------- passports (shape only)
PASSPORT_RES = [
    r'E[0-9]{8}',                       # CN ordinary (old)
    r'E[A-HJ-NP-Z][0-9]{7}',            # CN ordinary (new)
    r'[0-9]{9}',                        # US / UK / TW
    r'C[CFGHJKLMNPRTVWXYZ0-9]{8}',      # DE
    r'[0-9]{2}[A-Z]{2}[0-9]{5}',        # FR
    r'[A-Z][0-9]{7}',                   # IN / HK(old)
    r'[A-Z]{2}[0-9]{6,7}',              # CA / JP / AU / IE / PL / BR
    r'[HK][0-9]{8}',                    # HK SAR
    r'[KE][0-9]{7}[A-Z]',               # SG
]


def passport_valid(v):
    return any(re.fullmatch(p, v) for p in PASSPORT_RES)


# ---------------------------------------------------------------- national IDs
def _parse_dob(y, m, d):
    try:
        return datetime.date(y, m, d)
    except ValueError:
        return None


NINO_BAD_PREFIX = {'BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'}


def make_nino(spaced):
    while True:
        a = _rng.choice('ABCEGHJKLMNOPRSTWXYZ')
        b = _rng.choice('ABCEGHJKLMNPRSTWXYZ')
        if a + b in NINO_BAD_PREFIX:
            continue
        n = rs(DIG, 6)
        s = _rng.choice('ABCD')
        return '%s%s %s %s %s %s' % (a, b, n[:2], n[2:4], n[4:], s) if spaced else a + b + n + s


def nino_ok(v):
    t = v.replace(' ', '')
    return (re.fullmatch(r'[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', t) is not None
            and t[:2] not in NINO_BAD_PREFIX
            and re.fullmatch(r'[A-Z]{2}\d{6}[A-D]|[A-Z]{2} \d{2} \d{2} \d{2} [A-D]', v) is not None)


DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def make_dni():
    n = _rng.randint(10000000, 79999999)
    return '%08d%s' % (n, DNI_L[n % 23])


def dni_ok(v):
    m = re.fullmatch(r'(\d{8})-?([A-Z])', v)
    return bool(m) and DNI_L[int(m.group(1)) % 23] == m.group(2)


def make_nie():
    p = _rng.choice('XYZ')
    n = rs(DIG, 7)
    return '%s%s%s' % (p, n, DNI_L[int(str('XYZ'.index(p)) + n) % 23])


def nie_ok(v):
    m = re.fullmatch(r'([XYZ])-?(\d{7})-?([A-Z])', v)
    return bool(m) and DNI_L[int(str('XYZ'.index(m.group(1))) + m.group(2)) % 23] == m.group(3)


def make_bsn():
    while True:
        d = [_rng.randint(1, 9)] + [_rng.randint(0, 9) for _ in range(7)]
        c = sum(x * (9 - i) for i, x in enumerate(d)) % 11
        if c < 10:
            return ''.join(map(str, d)) + str(c)


def bsn_ok(v):
    t = v.replace('.', '')
    if not re.fullmatch(r'\d{9}|\d{4}\.\d{2}\.\d{3}', v):
        return False
    d = list(map(int, t))
    return (sum(x * (9 - i) for i, x in enumerate(d[:8])) - d[8]) % 11 == 0


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def make_pesel(dob, male):
    y, m, d = map(int, dob.split('-'))
    mm = m + (20 if y >= 2000 else 0)
    s = '%02d%02d%02d' % (y % 100, mm, d) + rs(DIG, 3) + _rng.choice('13579' if male else '02468')
    c = (10 - sum(int(a) * w for a, w in zip(s, PESEL_W)) % 10) % 10
    return s + str(c)


def pesel_dob(v):
    y, m, d = int(v[:2]), int(v[2:4]), int(v[4:6])
    cent = {0: 1900, 20: 2000, 40: 2100, 60: 2200, 80: 1800}
    base = (m // 20) * 20
    if base not in cent:
        return None
    return _parse_dob(cent[base] + y, m - base, d)


def pesel_ok(v):
    if not re.fullmatch(r'\d{11}', v) or pesel_dob(v) is None:
        return False
    return (sum(int(a) * w for a, w in zip(v[:10], PESEL_W)) + int(v[10])) % 10 == 0


def make_pnr(dob):
    y, m, d = map(int, dob.split('-'))
    body = '%02d%02d%02d' % (y % 100, m, d) + rs(DIG, 3)
    full = luhn_complete(body)
    return full[:6] + '-' + full[6:]


def pnr_ok(v):
    m = re.fullmatch(r'(\d{6})[-+](\d{4})', v)
    if not m:
        return False
    t = m.group(1) + m.group(2)
    return luhn_ok(t) and _parse_dob(2000 + int(t[:2]), int(t[2:4]), int(t[4:6])) is not None


def make_sin():
    body = _rng.choice('1234567') + rs(DIG, 7)
    return grp(luhn_complete(body), [3, 3, 3])


def sin_ok(v):
    if not re.fullmatch(r'\d{3}([ -])\d{3}\1\d{3}', v):
        return False
    t = re.sub(r'\D', '', v)
    return t[0] in '1234567' and luhn_ok(t)


V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
V_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_check(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = V_D[c][V_P[(i + 1) % 8][int(ch)]]
    return str(V_INV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = V_D[c][V_P[i % 8][int(ch)]]
    return c == 0


def make_aadhaar():
    body = _rng.choice('23456789') + rs(DIG, 10)
    return grp(body + verhoeff_check(body), [4, 4, 4])


def aadhaar_ok(v):
    if not re.fullmatch(r'[2-9]\d{3}( ?)\d{4}\1\d{4}', v):
        return False
    return verhoeff_ok(v.replace(' ', ''))


NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def _nric_letter(prefix, digits):
    s = sum(int(a) * w for a, w in zip(digits, NRIC_W)) + (4 if prefix in 'TG' else 0)
    table = 'JZIHGFEDCBA' if prefix in 'ST' else 'XWUTRQPNMLK'
    return table[s % 11]


def make_nric(prefix):
    d = rs(DIG, 7)
    return prefix + d + _nric_letter(prefix, d)


def nric_ok(v):
    m = re.fullmatch(r'([STFG])(\d{7})([A-Z])', v)
    return bool(m) and _nric_letter(m.group(1), m.group(2)) == m.group(3)


def _hkid_check(letters, digits):
    vals = [36] * (2 - len(letters)) + [ord(c) - 55 for c in letters]
    s = vals[0] * 9 + vals[1] * 8 + sum(int(d) * w for d, w in zip(digits, [7, 6, 5, 4, 3, 2]))
    r = (11 - s % 11) % 11
    return 'A' if r == 10 else str(r)


def make_hkid():
    L = _rng.choice('ACDEGHKMPRVZ')
    d = rs(DIG, 6)
    return '%s%s(%s)' % (L, d, _hkid_check(L, d))


def hkid_ok(v):
    m = re.fullmatch(r'([A-Z]{1,2})(\d{6})\(?([0-9A])\)?', v)
    return bool(m) and _hkid_check(m.group(1), m.group(2)) == m.group(3)


TW_MAP = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21,
              N=22, O=35, P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def _tw_sum(v):
    n = TW_MAP[v[0]]
    s = (n // 10) + (n % 10) * 9
    return s + sum(int(d) * w for d, w in zip(v[1:], [8, 7, 6, 5, 4, 3, 2, 1, 1]))


def make_twid(male):
    L = _rng.choice('ABFHEJ')
    body = L + ('1' if male else '2') + rs(DIG, 7)
    for c in DIG:
        if _tw_sum(body + c) % 10 == 0:
            return body + c


def twid_ok(v):
    return bool(re.fullmatch(r'[A-Z][12]\d{8}', v)) and _tw_sum(v) % 10 == 0


def make_nir(male, dob, dept):
    y, m, _ = map(int, dob.split('-'))
    s = '%d%02d%02d%s%s%s' % (1 if male else 2, y % 100, m, dept, rs(DIG, 3), rs(DIG, 3))
    key = 97 - int(s) % 97
    return '%s %s %s %s %s %s %02d' % (s[0], s[1:3], s[3:5], s[5:7], s[7:10], s[10:13], key)


def nir_ok(v):
    if not re.fullmatch(r'[12] ?\d{2} ?(0[1-9]|1[0-2]) ?\d{2} ?\d{3} ?\d{3} ?\d{2}', v):
        return False
    t = v.replace(' ', '')
    return 97 - int(t[:13]) % 97 == int(t[13:])


def _cpf_digits(d9):
    d = list(map(int, d9))
    c1 = sum(x * (10 - i) for i, x in enumerate(d)) * 10 % 11 % 10
    d.append(c1)
    c2 = sum(x * (11 - i) for i, x in enumerate(d)) * 10 % 11 % 10
    return '%d%d' % (c1, c2)


def make_cpf():
    d = rs(DIG, 9)
    t = d + _cpf_digits(d)
    return '%s.%s.%s-%s' % (t[:3], t[3:6], t[6:9], t[9:])


def cpf_ok(v):
    if not re.fullmatch(r'\d{3}\.\d{3}\.\d{3}-\d{2}', v):
        return False
    t = re.sub(r'\D', '', v)
    return len(set(t)) > 1 and _cpf_digits(t[:9]) == t[9:]


RRN_W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]


def make_rrn(dob, male):
    y, m, d = map(int, dob.split('-'))
    s = (1 if male else 2) + (2 if y >= 2000 else 0)
    body = '%02d%02d%02d%d' % (y % 100, m, d, s) + rs(DIG, 5)
    c = (11 - sum(int(a) * w for a, w in zip(body, RRN_W)) % 11) % 10
    return body[:6] + '-' + body[6:] + str(c)


def rrn_ok(v):
    if not re.fullmatch(r'\d{6}-[1-4]\d{6}', v):
        return False
    t = v.replace('-', '')
    c = (11 - sum(int(a) * w for a, w in zip(t[:12], RRN_W)) % 11) % 10
    return c == int(t[12])


def make_said(dob, male):
    y, m, d = map(int, dob.split('-'))
    g = _rng.randint(5000, 9999) if male else _rng.randint(0, 4999)
    return luhn_complete('%02d%02d%02d%04d08' % (y % 100, m, d, g))


def said_ok(v):
    return bool(re.fullmatch(r'\d{13}', v)) and luhn_ok(v) and v[10] in '01' and \
        _parse_dob(2000 + int(v[:2]), int(v[2:4]), int(v[4:6])) is not None


PPS_L = 'WABCDEFGHIJKLMNOPQRSTUV'


def _pps_check(d7, second):
    s = sum(int(a) * (8 - i) for i, a in enumerate(d7))
    if second:
        s += 9 * (0 if second == 'W' else ord(second) - 64)
    return PPS_L[s % 23]


def make_pps(second='A'):
    d = rs(DIG, 7)
    return d + _pps_check(d, second) + second


def pps_ok(v):
    m = re.fullmatch(r'(\d{7})([A-W])([A-IW]?)', v)
    return bool(m) and _pps_check(m.group(1), m.group(3)) == m.group(2)


HETU_C = '0123456789ABCDEFHJKLMNPRSTUVWXY'


def make_hetu(dob):
    y, m, d = map(int, dob.split('-'))
    sep = '-' if y < 2000 else 'A'
    n = '%03d' % _rng.randint(2, 899)
    base = '%02d%02d%02d' % (d, m, y % 100)
    return base + sep + n + HETU_C[int(base + n) % 31]


def hetu_ok(v):
    m = re.fullmatch(r'(\d{6})([-+A])(\d{3})([0-9A-Y])', v)
    if not m:
        return False
    return HETU_C[int(m.group(1) + m.group(3)) % 31] == m.group(4)


# name -> (validator, has_check_digit, dob_extractor or None)
def _yymmdd(s):
    return (int(s[0:2]), int(s[2:4]), int(s[4:6]))


NID_FORMATS = {
    'uk_nino': (nino_ok, False, None),
    'es_dni': (dni_ok, True, None),
    'es_nie': (nie_ok, True, None),
    'nl_bsn': (bsn_ok, True, None),
    'pl_pesel': (pesel_ok, True, lambda v: pesel_dob(v)),
    'se_pnr': (pnr_ok, True, lambda v: _yymmdd(v)),
    'ca_sin': (sin_ok, True, None),
    'in_aadhaar': (aadhaar_ok, True, None),
    'sg_nric': (nric_ok, True, None),
    'hk_hkid': (hkid_ok, True, None),
    'tw_id': (twid_ok, True, None),
    'fr_nir': (nir_ok, True, None),
    'br_cpf': (cpf_ok, True, None),
    'kr_rrn': (rrn_ok, True, lambda v: _yymmdd(v)),
    'za_id': (said_ok, True, lambda v: _yymmdd(v)),
    'ie_pps': (pps_ok, True, None),
    'fi_hetu': (hetu_ok, True, lambda v: (int(v[4:6]), int(v[2:4]), int(v[0:2]))),
}


def nid_format(v):
    for name, (fn, _, _) in NID_FORMATS.items():
        if fn(v):
            return name
    return None


def nid_valid(v):
    return nid_format(v) is not None


def nid_dob(v):
    """date (full) or (yy, mm, dd) tuple, or None if the format carries no date."""
    f = nid_format(v)
    if f is None or NID_FORMATS[f][2] is None:
        return None
    return NID_FORMATS[f][2](v)


# ---------------------------------------------------------------- vendor shapes
APIKEY_RES = {
    'aws_akid': r'(AKIA|ASIA)[A-Z2-7]{16}',
    'github_pat': r'ghp_[A-Za-z0-9]{36}',
    'github_fine': r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}',
    'gitlab_pat': r'glpat-[A-Za-z0-9_-]{20}',
    'stripe_secret': r'(sk|rk)_live_[A-Za-z0-9]{24,99}',
    'slack_token': r'xox[bpa]-\d{10,13}-\d{10,13}(-\d{10,13})?-[A-Za-z0-9]{24,32}',
    'openai': r'sk-proj-[A-Za-z0-9_-]{40,160}',
    'anthropic': r'sk-ant-api03-[A-Za-z0-9_-]{93}AA',
    'sendgrid': r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}',
    'telegram_bot': r'\d{8,10}:AA[A-Za-z0-9_-]{33}',
    'google': r'AIza[A-Za-z0-9_-]{35}',
    'mailgun': r'key-[0-9a-f]{32}',
    'twilio_sk': r'SK[0-9a-f]{32}',
    'jwt': r'eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{20,}',
    'shopify': r'shpat_[0-9a-f]{32}',
    'npm': r'npm_[A-Za-z0-9]{36}',
    'huggingface': r'hf_[A-Za-z]{34}',
    'digitalocean': r'dop_v1_[0-9a-f]{64}',
    'aliyun_akid': r'LTAI[A-Za-z0-9]{20}',
    'tencent_secretid': r'AKID[A-Za-z0-9]{32}',
    'mailchimp': r'[0-9a-f]{32}-us\d{1,2}',
    'linear': r'lin_api_[A-Za-z0-9]{40}',
}

SECRET_RES = {
    'aws_secret': r'[A-Za-z0-9/+]{40}',
    'slack_webhook': r'https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}',
    'discord_webhook': r'https://discord\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_-]{68}',
    'dingtalk_webhook': r'https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}',
    'feishu_webhook': r'https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f-]{36}',
    'wecom_webhook': r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}',
    'stripe_whsec': r'whsec_[A-Za-z0-9]{32}',
    'totp_seed': r'[A-Z2-7]{16,32}|([A-Z2-7]{4} ){3,7}[A-Z2-7]{4}|([a-z2-7]{4} ){3,7}[a-z2-7]{4}',
    'pem_private_key': r'-----BEGIN ([A-Z]+ )?PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END ([A-Z]+ )?PRIVATE KEY-----',
    'hex_secret': r'[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}',
    'dingtalk_sign': r'SEC[0-9a-f]{64}',
    'cloud_secret': r'[A-Za-z0-9]{30}|[A-Za-z0-9]{32}',
    'session_cookie': r'[A-Za-z0-9%._-]{32,}',
    'recovery_code': r'[a-z0-9]{5}-[a-z0-9]{5}',
    'django_key': r'[a-z0-9!@#%^&*(\-_=+)]{50}',
}


def apikey_shape(v):
    for k, p in APIKEY_RES.items():
        if re.fullmatch(p, v):
            return k
    return None


def secret_shape(v):
    for k, p in SECRET_RES.items():
        if re.fullmatch(p, v):
            return k
    return None


def _b64u(obj):
    raw = json.dumps(obj, separators=(',', ':')).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip('=')


def make_jwt(payload):
    return _b64u({'alg': 'HS256', 'typ': 'JWT'}) + '.' + _b64u(payload) + '.' + rs(B64URL, 43)


def make_pem(kind, lines):
    if kind == 'OPENSSH':
        body = ['b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW'
                + rs(B64, 0)]
        body[0] = body[0][:70]
        body += [rs(B64, 70) for _ in range(lines - 2)]
        body.append(rs(B64, 24) + '=')
    else:
        body = ['MIIEowIBAAKCAQEA' + rs(B64, 48)]
        body += [rs(B64, 64) for _ in range(lines - 2)]
        body.append(rs(B64, 36) + '==')
    return '-----BEGIN %s PRIVATE KEY-----\n%s\n-----END %s PRIVATE KEY-----' % (
        kind, '\n'.join(body), kind)


def _uuid():
    h = rs(HEX, 32)
    return '%s-%s-4%s-%s%s-%s' % (h[:8], h[8:12], h[13:16], _rng.choice('89ab'), h[17:20], h[20:32])


# ---------------------------------------------------------------- the values
VALUES = {}
TYPE_OF = {}


def _add(name, typ, value):
    assert name not in VALUES, name
    VALUES[name] = value
    TYPE_OF[name] = typ


# cards (CARD)
_add('card1', 'CARD', grp(make_card('4', 16), [4, 4, 4, 4]))           # Visa, spaces
_add('card2', 'CARD', make_card('54', 16))                               # MC, compact
_add('card3', 'CARD', grp(make_card('37', 15), [4, 6, 5]))              # Amex, 4-6-5
_add('card4', 'CARD', grp(make_card('622848', 19), [4, 4, 4, 4, 3]))    # UnionPay 19
_add('card5', 'CARD', grp(make_card('4', 16), [4, 4, 4, 4], '-'))      # Visa, dashes
_add('card6', 'CARD', grp(make_card('52', 16), [4, 4, 4, 4]))           # MC, spaces
_add('card7', 'CARD', make_card('621700', 16))                           # UnionPay 16 compact
_add('card8', 'CARD', grp(make_card('6011', 16), [4, 4, 4, 4]))         # Discover
_add('card9', 'CARD', grp(make_card('3568', 16), [4, 4, 4, 4]))         # JCB
_add('card10', 'CARD', make_card('4', 16))                               # Visa compact
_add('card11', 'CARD', grp(make_card('2223', 16), [4, 4, 4, 4], '-'))  # MC 2-series dashes
_add('card12', 'CARD', grp(make_card('622202', 16), [4, 4, 4, 4]))      # UnionPay spaces
_add('card13', 'CARD', grp(make_card('4', 16), [4, 4, 4, 4]))           # Visa spaces
_add('card14', 'CARD', make_card('34', 15))                              # Amex compact
_add('card15', 'CARD', make_card('625965', 19))                          # UnionPay 19 compact
_add('card16', 'CARD', grp(make_card('55', 16), [4, 4, 4, 4]))          # MC spaces
_add('card17', 'CARD', grp(make_card('4', 16), [4, 4, 4, 4]))           # Visa spaces
_add('card18', 'CARD', grp(make_card('51', 16), [4, 4, 4, 4], '-'))    # MC dashes

# IBAN
_add('iban1', 'IBAN', iban_print(make_iban('GB', 'NWBK' + rs(DIG, 6) + rs(DIG, 8))))
_add('iban2', 'IBAN', make_iban('GB', 'BARC' + rs(DIG, 6) + rs(DIG, 8)))
_add('iban3', 'IBAN', iban_print(make_iban('DE', rs(DIG, 8) + rs(DIG, 10))))
_add('iban4', 'IBAN', iban_print(make_iban('FR', rs(DIG, 10) + rs(UP + DIG, 11) + rs(DIG, 2))))
_add('iban5', 'IBAN', make_iban('NL', 'INGB' + rs(DIG, 10)))
_add('iban6', 'IBAN', iban_print(make_iban('ES', rs(DIG, 20))))
_add('iban7', 'IBAN', iban_print(make_iban('IE', 'AIBK' + rs(DIG, 6) + rs(DIG, 8))))
_add('iban8', 'IBAN', iban_print(make_iban('IT', _rng.choice(UP) + rs(DIG, 10) + rs(DIG, 12))))
_add('iban9', 'IBAN', make_iban('BE', (lambda b: b + '%02d' % (int(b) % 97 or 97))(rs(DIG, 10))))
_add('iban10', 'IBAN', iban_print(make_iban('PL', rs(DIG, 24))))
_add('iban11', 'IBAN', iban_print(make_iban('CH', rs(DIG, 5) + rs(UP + DIG, 12))))
_add('iban12', 'IBAN', iban_print(make_iban('GB', 'LOYD' + rs(DIG, 6) + rs(DIG, 8))))
_add('iban13', 'IBAN', iban_print(make_iban('PT', rs(DIG, 21))))
_add('iban14', 'IBAN', make_iban('DE', rs(DIG, 8) + rs(DIG, 10)))

# US SSN
_add('ssn1', 'SSN', make_ssn('-'))
_add('ssn2', 'SSN', make_ssn('-'))
_add('ssn3', 'SSN', make_ssn(' '))
_add('ssn4', 'SSN', make_ssn(''))
_add('ssn5', 'SSN', make_ssn('-'))
_add('ssn6', 'SSN', make_ssn('-'))
_add('ssn7', 'SSN', make_ssn('-'))
_add('ssn8', 'SSN', make_ssn('-'))

# Chinese resident ID (IDCARD): region, birth date, male
IDCARD_SPEC = {
    'idcard1': ('110105', '1988-03-14', False, False),
    'idcard2': ('310104', '1992-11-02', True, False),
    'idcard3': ('440106', '1985-07-23', True, False),
    'idcard4': ('330106', '1996-01-30', False, False),
    'idcard5': ('510107', '1979-09-08', True, True),
    'idcard6': ('420106', '2001-05-17', False, False),
    'idcard7': ('320102', '1990-12-25', True, False),
    'idcard8': ('440305', '1994-04-04', False, False),
    'idcard9': ('500103', '1983-06-19', True, False),
    'idcard10': ('610113', '1998-10-11', False, False),
    'idcard11': ('350203', '1987-02-28', True, False),
    'idcard12': ('370202', '1993-08-06', False, True),
    'idcard13': ('210102', '1976-03-03', True, False),
    'idcard14': ('430104', '2000-07-07', False, False),
    'idcard15': ('120101', '1991-09-21', True, False),
    'idcard16': ('530102', '1989-05-05', False, False),
    'idcard17': ('230103', '1982-12-12', True, False),
    'idcard18': ('450103', '1997-03-29', False, False),
    'idcard19': ('330102', '1986-10-01', True, False),
    'idcard20': ('440104', '1999-02-14', False, False),
    'idcard21': ('320583', '1995-06-30', True, False),
    'idcard22': ('130102', '1984-11-11', False, False),
}
for _n, (_r, _d, _m, _x) in IDCARD_SPEC.items():
    _add(_n, 'IDCARD', make_idcard(_r, _d, _m, _x))

# passports (shape only)
_add('passport_cn1', 'PASSPORT', 'E' + rs(DIG, 8))
_add('passport_cn2', 'PASSPORT', 'E' + _rng.choice('ABCDEFGHJKLMN') + rs(DIG, 7))
_add('passport_cn3', 'PASSPORT', 'E' + rs(DIG, 8))
_add('passport_cn4', 'PASSPORT', 'E' + _rng.choice('ABCDEFGHJKLMN') + rs(DIG, 7))
_add('passport_us1', 'PASSPORT', _rng.choice('56') + rs(DIG, 8))
_add('passport_uk1', 'PASSPORT', _rng.choice('12') + rs(DIG, 8))
_add('passport_de1', 'PASSPORT', 'C' + rs('CFGHJKLMNPRTVWXYZ', 2) + rs(DIG, 6))
_add('passport_fr1', 'PASSPORT', rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5))
_add('passport_in1', 'PASSPORT', _rng.choice('JKLMNPRSTUVWZ') + rs(DIG, 7))
_add('passport_ca1', 'PASSPORT', rs(UP, 2) + rs(DIG, 6))
_add('passport_jp1', 'PASSPORT', 'T' + _rng.choice('KRSZ') + rs(DIG, 7))
_add('passport_au1', 'PASSPORT', 'P' + _rng.choice('ABCDE') + rs(DIG, 7))
_add('passport_hk1', 'PASSPORT', 'K' + rs(DIG, 8))
_add('passport_sg1', 'PASSPORT', 'K' + rs(DIG, 7) + _rng.choice(UP))
_add('passport_ie1', 'PASSPORT', 'P' + _rng.choice('ABCDE') + rs(DIG, 7))
_add('passport_pl1', 'PASSPORT', 'E' + _rng.choice('ABCDEFGHJKLMN') + rs(DIG, 7))
_add('passport_us2', 'PASSPORT', _rng.choice('56') + rs(DIG, 8))
_add('passport_uk2', 'PASSPORT', _rng.choice('12') + rs(DIG, 8))

# other national IDs (NATIONAL_ID)
_add('nid_nino1', 'NATIONAL_ID', make_nino(True))
_add('nid_nino2', 'NATIONAL_ID', make_nino(False))
_add('nid_nino3', 'NATIONAL_ID', make_nino(True))
_add('nid_dni1', 'NATIONAL_ID', make_dni())
_add('nid_nie1', 'NATIONAL_ID', make_nie())
_add('nid_bsn1', 'NATIONAL_ID', make_bsn())
_add('nid_pesel1', 'NATIONAL_ID', make_pesel('1990-06-14', False))
_add('nid_pesel2', 'NATIONAL_ID', make_pesel('2002-11-30', True))
_add('nid_pnr1', 'NATIONAL_ID', make_pnr('1985-09-09'))
_add('nid_sin1', 'NATIONAL_ID', make_sin())
_add('nid_aadhaar1', 'NATIONAL_ID', make_aadhaar())
_add('nid_aadhaar2', 'NATIONAL_ID', make_aadhaar())
_add('nid_nric1', 'NATIONAL_ID', make_nric('S'))
_add('nid_nric2', 'NATIONAL_ID', make_nric('T'))
_add('nid_hkid1', 'NATIONAL_ID', make_hkid())
_add('nid_hkid2', 'NATIONAL_ID', make_hkid())
_add('nid_twid1', 'NATIONAL_ID', make_twid(False))
_add('nid_twid2', 'NATIONAL_ID', make_twid(True))
_add('nid_nir1', 'NATIONAL_ID', make_nir(True, '1984-07-02', '69'))
_add('nid_cpf1', 'NATIONAL_ID', make_cpf())
_add('nid_rrn1', 'NATIONAL_ID', make_rrn('1993-04-22', False))
_add('nid_said1', 'NATIONAL_ID', make_said('1991-12-03', True))
_add('nid_pps1', 'NATIONAL_ID', make_pps('A'))
_add('nid_hetu1', 'NATIONAL_ID', make_hetu('1980-02-17'))

# API keys (APIKEY)
_add('api_aws1', 'APIKEY', 'AKIA' + rs(UP + '234567', 16))
_add('api_aws2', 'APIKEY', 'AKIA' + rs(UP + '234567', 16))
_add('api_aws3', 'APIKEY', 'AKIA' + rs(UP + '234567', 16))
_add('api_gh1', 'APIKEY', 'ghp_' + rs(ALNUM, 36))
_add('api_gh2', 'APIKEY', 'ghp_' + rs(ALNUM, 36))
_add('api_ghfine1', 'APIKEY', 'github_pat_' + rs(ALNUM, 22) + '_' + rs(ALNUM, 59))
_add('api_glpat1', 'APIKEY', 'glpat-' + rs(ALNUM + '_-', 20))
_add('api_stripe1', 'APIKEY', 'sk_live_' + rs(ALNUM, 24))
_add('api_stripe2', 'APIKEY', 'rk_live_' + rs(ALNUM, 24))
_add('api_stripe3', 'APIKEY', 'sk_live_51' + rs(ALNUM, 96))
_add('api_slack1', 'APIKEY', 'xoxb-%s-%s-%s' % (rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 24)))
_add('api_slack2', 'APIKEY', 'xoxb-%s-%s-%s' % (rs(DIG, 11), rs(DIG, 13), rs(ALNUM, 24)))
_add('api_slack3', 'APIKEY', 'xoxp-%s-%s-%s-%s' % (rs(DIG, 12), rs(DIG, 12), rs(DIG, 13), rs(HEX, 32)))
_add('api_openai1', 'APIKEY', 'sk-proj-' + rs(ALNUM + '_-', 74))
_add('api_anthropic1', 'APIKEY', 'sk-ant-api03-' + rs(ALNUM + '_-', 93) + 'AA')
_add('api_sendgrid1', 'APIKEY', 'SG.' + rs(ALNUM + '_-', 22) + '.' + rs(ALNUM + '_-', 43))
_add('api_tg1', 'APIKEY', rs(DIG, 10) + ':AA' + rs(ALNUM + '_-', 33))
_add('api_tg2', 'APIKEY', rs(DIG, 10) + ':AA' + rs(ALNUM + '_-', 33))
_add('api_google1', 'APIKEY', 'AIza' + rs(ALNUM + '_-', 35))
_add('api_google2', 'APIKEY', 'AIza' + rs(ALNUM + '_-', 35))
_add('api_mailgun1', 'APIKEY', 'key-' + rs(HEX, 32))
_add('api_twilio1', 'APIKEY', 'SK' + rs(HEX, 32))
_add('api_jwt1', 'APIKEY', make_jwt({'sub': 'u_' + rs(DIG, 6), 'role': 'admin', 'iat': 1718870400}))
_add('api_jwt2', 'APIKEY', make_jwt({'sub': rs(DIG, 8), 'scope': 'tickets:write', 'exp': 1735689600}))
_add('api_jwt3', 'APIKEY', make_jwt({'uid': rs(DIG, 7), 'iss': 'permits-api', 'iat': 1726000000}))
_add('api_shopify1', 'APIKEY', 'shpat_' + rs(HEX, 32))
_add('api_npm1', 'APIKEY', 'npm_' + rs(ALNUM, 36))
_add('api_hf1', 'APIKEY', 'hf_' + rs(string.ascii_letters, 34))
_add('api_do1', 'APIKEY', 'dop_v1_' + rs(HEX, 64))
_add('api_ali1', 'APIKEY', 'LTAI' + rs(ALNUM, 20))
_add('api_ali2', 'APIKEY', 'LTAI' + rs(ALNUM, 20))
_add('api_tc1', 'APIKEY', 'AKID' + rs(ALNUM, 32))
_add('api_mailchimp1', 'APIKEY', rs(HEX, 32) + '-us' + str(_rng.randint(2, 21)))
_add('api_linear1', 'APIKEY', 'lin_api_' + rs(ALNUM, 40))
_add('api_gh3', 'APIKEY', 'ghp_' + rs(ALNUM, 36))

# secrets (SECRET)
_add('sec_aws1', 'SECRET', rs(ALNUM + '/+', 40))
_add('sec_aws2', 'SECRET', rs(ALNUM + '/+', 40))
_add('sec_aws3', 'SECRET', rs(ALNUM + '/+', 40))
_add('sec_slackhook1', 'SECRET', 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(ALNUM, 24)))
_add('sec_slackhook2', 'SECRET', 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(UP + DIG, 10), rs(UP + DIG, 10), rs(ALNUM, 24)))
_add('sec_discordhook1', 'SECRET', 'https://discord.com/api/webhooks/%s/%s' % (rs(DIG, 19), rs(ALNUM + '_-', 68)))
_add('sec_dingtalk1', 'SECRET', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64))
_add('sec_dingtalk2', 'SECRET', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64))
_add('sec_dingsign1', 'SECRET', 'SEC' + rs(HEX, 64))
_add('sec_feishu1', 'SECRET', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + _uuid())
_add('sec_wecom1', 'SECRET', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + _uuid())
_add('sec_whsec1', 'SECRET', 'whsec_' + rs(ALNUM, 32))
_add('sec_totp1', 'SECRET', rs(B32, 32))
_add('sec_totp2', 'SECRET', ' '.join(rs(B32, 4) for _ in range(8)).lower())
_add('sec_totp3', 'SECRET', rs(B32, 16))
_add('sec_pem1', 'SECRET', make_pem('OPENSSH', 7))
_add('sec_pem2', 'SECRET', make_pem('RSA', 9))
_add('sec_cookie1', 'SECRET', rs(ALNUM, 40) + '.' + rs(ALNUM + '-_', 27))
_add('sec_cookie2', 'SECRET', 's%3A' + rs(ALNUM + '-_', 32) + '.' + rs(ALNUM, 43))
_add('sec_cookie3', 'SECRET', rs(LOW + DIG, 32))
for _i in range(1, 11):
    _add('sec_rec%d' % _i, 'SECRET', rs(LOW + DIG, 5) + '-' + rs(LOW + DIG, 5))
_add('sec_alisecret1', 'SECRET', rs(ALNUM, 30))
_add('sec_alisecret2', 'SECRET', rs(ALNUM, 30))
_add('sec_tcsecret1', 'SECRET', rs(ALNUM, 32))
_add('sec_wxsecret1', 'SECRET', rs(HEX, 32))
_add('sec_ghclient1', 'SECRET', rs(HEX, 40))
_add('sec_django1', 'SECRET', rs(LOW + DIG + '!@#%^&*(-_=+)', 50))
_add('sec_jwtsign1', 'SECRET', rs(HEX, 64))
_add('sec_whsec2', 'SECRET', 'whsec_' + rs(ALNUM, 32))

VALIDATORS = {
    'CARD': card_valid,
    'IBAN': iban_valid,
    'SSN': ssn_valid,
    'IDCARD': idcard_valid,
    'PASSPORT': passport_valid,
    'NATIONAL_ID': nid_valid,
    'APIKEY': lambda v: apikey_shape(v) is not None,
    'SECRET': lambda v: secret_shape(v) is not None,
}


def has_check_digit(typ, v):
    if typ in ('CARD', 'IBAN', 'IDCARD'):
        return True
    if typ == 'NATIONAL_ID':
        return NID_FORMATS[nid_format(v)][1]
    return False


def corrupt_one_digit(v):
    """Change one digit in the middle of the value (d -> d+1 mod 10)."""
    pos = [i for i, c in enumerate(v) if c.isdigit()]
    i = pos[len(pos) // 2]
    return v[:i] + str((int(v[i]) + 1) % 10) + v[i + 1:]


def selftest(verbose=False):
    errors = []
    # known-answer tests of the algorithms
    assert luhn_ok('79927398713') and not luhn_ok('79927398710')
    assert verhoeff_check('236') == '3' and verhoeff_ok('2363')
    assert iban_valid('GB82 WEST 1234 5698 7654 32')
    assert id_check('11010519491231002') == 'X'
    assert dni_ok('12345678Z')
    assert nric_ok('S1234567D')
    assert twid_ok('A123456789')
    assert cpf_ok('111.444.777-35')
    assert pesel_ok('44051401359')
    assert hkid_ok('A123456(3)')
    assert hetu_ok('131052-308T')
    assert bsn_ok('111222333')
    seen = set()
    for name, v in VALUES.items():
        typ = TYPE_OF[name]
        if v in seen:
            errors.append('%s: duplicate value' % name)
        seen.add(v)
        if not VALIDATORS[typ](v):
            errors.append('%s (%s): invalid %r' % (name, typ, v))
            continue
        if typ == 'IDCARD':
            spec = IDCARD_SPEC[name]
            if idcard_dob(v).isoformat() != spec[1]:
                errors.append('%s: birth date mismatch' % name)
            if (int(v[16]) % 2 == 1) != spec[2]:
                errors.append('%s: sex digit mismatch' % name)
        if has_check_digit(typ, v):
            bad = corrupt_one_digit(v)
            if VALIDATORS[typ](bad):
                errors.append('%s: corruption %r still validates' % (name, bad))
        if verbose:
            print('ok  %-16s %-12s %s' % (name, typ, v.splitlines()[0]))
    if errors:
        for e in errors:
            print('SELFTEST FAIL:', e)
        raise SystemExit(1)
    return len(VALUES)


if __name__ == '__main__':
    if '-p' in sys.argv[1:]:
        for k, v in VALUES.items():
            if '\n' in v:
                print('%-16s %-12s %s' % (k, TYPE_OF[k], v.replace('\n', '\n' + ' ' * 30)))
            else:
                print('%-16s %-12s %s' % (k, TYPE_OF[k], v))
    else:
        n = selftest('-v' in sys.argv[1:])
        print('selftest ok: %d values' % n)
