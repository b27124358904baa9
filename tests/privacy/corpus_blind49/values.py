#!/usr/bin/env python3
"""Synthetic values for the blind49 corpus.

Every value that needs a check digit or a vendor shape is generated here from a
seeded random.Random and stored in VALUES under a name; the texts refer to it as
`$name`.  Nothing here is a real card, account, identity number or credential.

    python3 values.py        run selftest()
    python3 values.py -p     print every value
"""
import base64
import datetime
import json
import random
import re
import string
import sys
import zlib

SEED = 4949049
R = random.Random(SEED)

D = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
B62 = D + UP + LO
HEX = '0123456789abcdef'
B32 = UP + '234567'
URLSAFE = B62 + '-_'

VALUES = {}
FAMILY = {}


def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def put(name, family, value):
    assert name not in VALUES, name
    VALUES[name] = value
    FAMILY[name] = family


def group(s, sizes, sep=' '):
    out, i = [], 0
    for z in sizes:
        out.append(s[i:i + z])
        i += z
    assert i == len(s), (s, sizes)
    return sep.join(out)


def digits_of(s):
    return re.sub(r'[^0-9A-Za-z]', '', s)


# --------------------------------------------------------------- validators
def luhn_ok(s):
    d = re.sub(r'[ -]', '', s)
    if not d.isdigit():
        return False
    tot = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch)
        if i % 2:
            n = n * 2 - 9 if n > 4 else n * 2
        tot += n
    return tot % 10 == 0


def luhn_finish(body):
    for c in D:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError(body)


def card_ok(s):
    if not re.fullmatch(r'[0-9]+(?:[ -][0-9]+)*', s):
        return False
    d = re.sub(r'[ -]', '', s)
    return 13 <= len(d) <= 19 and d[0] in '23456' and luhn_ok(d)


IBAN_LEN = dict(DE=22, GB=22, NL=18, FR=27, ES=24, BE=16, IE=22, CH=21, AT=20,
                LU=20, DK=18, AE=23, SE=24)
ES_W = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]


def _iban_num(s):
    return int(''.join(str(int(c, 36)) for c in s))


def _es_dc(ten):
    r = 11 - sum(int(a) * w for a, w in zip(ten, ES_W)) % 11
    return 0 if r == 11 else 1 if r == 10 else r


def _fr_key(bank, branch, acct):
    return 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97


def bban_ok(cc, b):
    if cc == 'BE':
        r = int(b[:10]) % 97
        return (r or 97) == int(b[10:12])
    if cc == 'FR':
        return b[:21].isdigit() and _fr_key(b[0:5], b[5:10], b[10:21]) == int(b[21:23])
    if cc == 'ES':
        return (_es_dc('00' + b[0:8]) == int(b[8]) and _es_dc(b[10:20]) == int(b[9]))
    return True


def iban_ok(s):
    if not re.fullmatch(r'[A-Z]{2}[0-9]{2}(?: ?[A-Z0-9]+)+', s):
        return False
    c = s.replace(' ', '')
    if IBAN_LEN.get(c[:2]) != len(c):
        return False
    if _iban_num(c[4:] + c[:4]) % 97 != 1:
        return False
    return bban_ok(c[:2], c[4:])


def iban_make(cc, bban, spaced=True):
    chk = 98 - _iban_num(bban + cc + '00') % 97
    ib = '%s%02d%s' % (cc, chk, bban)
    if spaced:
        return ' '.join(ib[i:i + 4] for i in range(0, len(ib), 4))
    return ib


def ssn_ok(s):
    m = re.fullmatch(r'([0-9]{3})([- ]?)([0-9]{2})\2([0-9]{4})', s)
    if not m:
        return False
    a, g, n = m.group(1), m.group(3), m.group(4)
    if a in ('000', '666') or a[0] == '9' or g == '00' or n == '0000':
        return False
    return a + g + n not in ('078051120', '219099999', '123456789')


ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def id_check(b17):
    return '10X98765432'[sum(int(x) * w for x, w in zip(b17, ID_W)) % 11]


def valid_date(y, m, d):
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False


def idcard_ok(s):
    c = s.replace(' ', '')
    if not re.fullmatch(r'[1-6][0-9]{16}[0-9X]', c):
        return False
    y, m, d = int(c[6:10]), int(c[10:12]), int(c[12:14])
    if not (1930 <= y <= 2012 and valid_date(y, m, d)):
        return False
    return id_check(c[:17]) == c[17]


def idcard_dob(s):
    c = s.replace(' ', '')
    return datetime.date(int(c[6:10]), int(c[10:12]), int(c[12:14]))


PASSPORT_RX = {
    'pp_cn': r'E[0-9]{8}|E[A-HJ-NP-Z][0-9]{7}',
    'pp_us': r'[0-9]{9}|A[0-9]{8}',
    'pp_gb': r'[0-9]{9}',
    'pp_in': r'[A-PR-WY][1-9][0-9]{5}[1-9]',
    'pp_ca': r'[A-Z]{2}[0-9]{6}',
    'pp_au': r'P[A-Z][0-9]{7}',
    'pp_jp': r'T[A-Z][0-9]{7}',
    'pp_kr': r'M[0-9]{8}',
    'pp_de': r'C[CFGHJKLMNPRTVWXYZ0-9]{8}',
    'pp_fr': r'[0-9]{2}[A-Z]{2}[0-9]{5}',
    'pp_ie': r'P[A-Z][0-9]{7}',
    'pp_ng': r'A[0-9]{8}',
    'pp_br': r'[A-Z]{2}[0-9]{6}',
    'pp_mx': r'G[0-9]{8}',
    'pp_hk': r'K[0-9]{8}',
    'pp_tw': r'3[0-9]{8}',
    'pp_sg': r'K[0-9]{7}[A-Z]',
    'pp_nz': r'L[A-Z][0-9]{6}',
    'pp_it': r'Y[A-Z][0-9]{7}',
    'pp_es': r'PA[A-Z][0-9]{6}',
}


def passport_ok(s):
    return any(re.fullmatch(rx, s) for rx in PASSPORT_RX.values())


# national identifiers of other countries
def nino_ok(s):
    m = re.fullmatch(r'([A-Z])([A-Z]) ?([0-9]{2}) ?([0-9]{2}) ?([0-9]{2}) ?([A-D])', s)
    if not m:
        return False
    a, b = m.group(1), m.group(2)
    if a in 'DFIQUV' or b in 'DFIOQUV' or a + b in ('BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'):
        return False
    return True


def bsn_ok(s):
    d = s.replace('.', '').replace(' ', '')
    if not re.fullmatch(r'[1-9][0-9]{8}', d):
        return False
    tot = sum(int(x) * w for x, w in zip(d[:8], range(9, 1, -1))) - int(d[8])
    return tot % 11 == 0


DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def dni_ok(s):
    m = re.fullmatch(r'([0-9]{8})-?([A-Z])', s)
    return bool(m) and DNI_L[int(m.group(1)) % 23] == m.group(2)


def nie_ok(s):
    m = re.fullmatch(r'([XYZ])-?([0-9]{7})-?([A-Z])', s)
    if not m:
        return False
    n = int(str('XYZ'.index(m.group(1))) + m.group(2))
    return DNI_L[n % 23] == m.group(3)


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
      [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
      [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
      [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
      [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
      [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])


def aadhaar_ok(s):
    if not re.fullmatch(r'[2-9][0-9]{3}[ -]?[0-9]{4}[ -]?[0-9]{4}', s):
        return False
    return verhoeff_ok(re.sub(r'[ -]', '', s))


def nric_ok(s):
    m = re.fullmatch(r'([STFG])([0-9]{7})([A-Z])', s)
    if not m:
        return False
    p, n, c = m.groups()
    tot = sum(int(x) * w for x, w in zip(n, [2, 7, 6, 5, 4, 3, 2]))
    if p in 'TG':
        tot += 4
    letters = 'JZIHGFEDCBA' if p in 'ST' else 'XWUTRQPNMLK'
    return letters[tot % 11] == c


def sin_ok(s):
    if not re.fullmatch(r'[1-79][0-9]{2}([ -]?)[0-9]{3}\1[0-9]{3}', s):
        return False
    return luhn_ok(re.sub(r'[ -]', '', s))


def pnr_ok(s):
    m = re.fullmatch(r'(?:19|20)?([0-9]{6})[-+]([0-9]{4})', s)
    if not m:
        return False
    y, mo, d = int(m.group(1)[:2]), int(m.group(1)[2:4]), int(m.group(1)[4:6])
    return valid_date(2000 + y, mo, d) and luhn_ok(m.group(1) + m.group(2))


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(s):
    if not re.fullmatch(r'[0-9]{11}', s):
        return False
    c = (10 - sum(int(x) * w for x, w in zip(s[:10], PESEL_W)) % 10) % 10
    return c == int(s[10])


def hkid_ok(s):
    m = re.fullmatch(r'([A-Z]{1,2})([0-9]{6})\(([0-9A])\)', s)
    if not m:
        return False
    letters, digits, chk = m.groups()
    if len(letters) == 1:
        vals = [36, ord(letters) - 55]
    else:
        vals = [ord(letters[0]) - 55, ord(letters[1]) - 55]
    tot = vals[0] * 9 + vals[1] * 8 + sum(int(d) * w for d, w in zip(digits, [7, 6, 5, 4, 3, 2]))
    c = (11 - tot % 11) % 11
    return ('A' if c == 10 else str(c)) == chk


TW = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21,
          N=22, O=35, P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def twid_ok(s):
    m = re.fullmatch(r'([A-Z])([12][0-9]{8})', s)
    if not m:
        return False
    n = TW[m.group(1)]
    r = m.group(2)
    tot = n // 10 + (n % 10) * 9 + sum(int(d) * w for d, w in zip(r[:8], [8, 7, 6, 5, 4, 3, 2, 1])) + int(r[8])
    return tot % 10 == 0


def _cpf_digit(ds, start):
    r = sum(int(x) * w for x, w in zip(ds, range(start, 1, -1))) * 10 % 11
    return 0 if r == 10 else r


def cpf_ok(s):
    if not re.fullmatch(r'[0-9]{3}\.[0-9]{3}\.[0-9]{3}-[0-9]{2}', s):
        return False
    d = re.sub(r'[.-]', '', s)
    if len(set(d)) == 1:
        return False
    return _cpf_digit(d[:9], 10) == int(d[9]) and _cpf_digit(d[:10], 11) == int(d[10])


def nir_ok(s):
    d = s.replace(' ', '')
    if not re.fullmatch(r'[12][0-9]{14}', d):
        return False
    return 97 - int(d[:13]) % 97 == int(d[13:])


FNR_W1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
FNR_W2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]


def _mod11(ds, ws):
    r = 11 - sum(int(x) * w for x, w in zip(ds, ws)) % 11
    return 0 if r == 11 else r


def fnr_ok(s):
    d = s.replace(' ', '')
    if not re.fullmatch(r'[0-9]{11}', d):
        return False
    if not valid_date(1900 + int(d[4:6]), int(d[2:4]), int(d[0:2])):
        return False
    return _mod11(d[:9], FNR_W1) == int(d[9]) and _mod11(d[:10], FNR_W2) == int(d[10])


def nrn_ok(s):
    m = re.fullmatch(r'([0-9]{2})\.([0-9]{2})\.([0-9]{2})-([0-9]{3})\.([0-9]{2})', s)
    if not m:
        return False
    body = ''.join(m.groups()[:4])
    return 97 - int(body) % 97 == int(m.group(5))


def said_ok(s):
    d = s.replace(' ', '')
    if not re.fullmatch(r'[0-9]{13}', d):
        return False
    return valid_date(1900 + int(d[:2]), int(d[2:4]), int(d[4:6])) and luhn_ok(d)


TFN_W = [1, 4, 3, 7, 5, 8, 6, 9, 10]


def tfn_ok(s):
    d = s.replace(' ', '')
    if not re.fullmatch(r'[0-9]{9}', d):
        return False
    return sum(int(x) * w for x, w in zip(d, TFN_W)) % 11 == 0


NID_CHECKS = {
    'nino': nino_ok, 'bsn': bsn_ok, 'dni': dni_ok, 'nie': nie_ok, 'aadhaar': aadhaar_ok,
    'nric': nric_ok, 'sin': sin_ok, 'pnr': pnr_ok, 'pesel': pesel_ok, 'hkid': hkid_ok,
    'twid': twid_ok, 'cpf': cpf_ok, 'nir': nir_ok, 'fnr': fnr_ok, 'nrn': nrn_ok,
    'said': said_ok, 'tfn': tfn_ok,
}


def national_id_ok(s):
    return any(f(s) for f in NID_CHECKS.values())


# vendor shapes
def b62enc(n, width):
    s = ''
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s.rjust(width, '0')


def ghtoken_ok(s):
    m = re.fullmatch(r'gh[pousr]_([0-9A-Za-z]{30})([0-9A-Za-z]{6})', s)
    return bool(m) and b62enc(zlib.crc32(m.group(1).encode()), 6) == m.group(2)


def _b64u_dec(p):
    return base64.urlsafe_b64decode(p + '=' * (-len(p) % 4))


def jwt_ok(s):
    parts = s.split('.')
    if len(parts) != 3 or not all(re.fullmatch(r'[A-Za-z0-9_-]+', p) for p in parts):
        return False
    try:
        head = json.loads(_b64u_dec(parts[0]))
        json.loads(_b64u_dec(parts[1]))
    except Exception:
        return False
    return 'alg' in head


APIKEY_RX = [
    r'sk_live_[0-9A-Za-z]{24,110}', r'rk_live_[0-9A-Za-z]{24,110}',
    r'github_pat_[0-9A-Za-z]{22}_[0-9A-Za-z]{59}', r'glpat-[0-9A-Za-z_-]{20}',
    r'xoxb-[0-9]{10,13}-[0-9]{10,13}-[0-9A-Za-z]{24}',
    r'xoxp-[0-9]{10,13}-[0-9]{10,13}-[0-9]{10,13}-[0-9a-f]{32}',
    r'(?:AKIA|ASIA)[A-Z2-7]{16}', r'AIza[0-9A-Za-z_-]{35}',
    r'sk-proj-[0-9A-Za-z_-]{40,200}', r'sk-ant-api03-[0-9A-Za-z_-]{93}AA',
    r'SG\.[0-9A-Za-z_-]{22}\.[0-9A-Za-z_-]{43}', r'SK[0-9a-f]{32}',
    r'[0-9]{8,10}:AA[0-9A-Za-z_-]{33}',
    r'[MNO][A-Za-z0-9]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}',
    r'key-[0-9a-f]{32}', r'[0-9a-f]{32}-us[0-9]{1,2}', r'hf_[A-Za-z]{34}',
    r'npm_[0-9A-Za-z]{36}', r'shpat_[0-9a-f]{32}', r'LTAI[0-9A-Za-z]{20}',
    r'AKID[0-9A-Za-z]{32}', r'ntn_[0-9A-Za-z]{46}', r'pat[0-9A-Za-z]{14}\.[0-9a-f]{64}',
    r'figd_[0-9A-Za-z_-]{40}', r'lin_api_[0-9A-Za-z]{40}',
]


def apikey_ok(s):
    return ghtoken_ok(s) or jwt_ok(s) or any(re.fullmatch(rx, s) for rx in APIKEY_RX)


SECRET_RX = [
    r'[0-9A-Za-z/+]{40}', r'whsec_[0-9A-Za-z]{32}',
    r'https://hooks\.slack\.com/services/T[0-9A-Z]{8,10}/B[0-9A-Z]{8,10}/[0-9A-Za-z]{24}',
    r'https://discord\.com/api/webhooks/[0-9]{17,19}/[0-9A-Za-z_-]{68}',
    r'https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}',
    r'https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}',
    r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}',
    r'[A-Z2-7]{32}', r'(?:[a-z2-7]{4} ){7}[a-z2-7]{4}',
    r'-----BEGIN (?:OPENSSH|RSA) PRIVATE KEY-----\n(?:[A-Za-z0-9+/=]+\n)+-----END (?:OPENSSH|RSA) PRIVATE KEY-----',
    r'[0-9A-Za-z]{30}', r'[0-9A-Za-z]{32}', r'[0-9a-f]{32}', r'[0-9a-f]{64}',
    r'[0-9a-z]{32}', r's%3A[0-9A-Za-z_-]{32}\.[0-9A-Za-z%]{43,60}',
    r'[0-9a-f]{5}-[0-9a-f]{5}', r'[0-9A-Za-z_-]{40}',
]


def secret_ok(s):
    return any(re.fullmatch(rx, s) for rx in SECRET_RX)


VALIDATORS = {'card': card_ok, 'iban': iban_ok, 'ssn': ssn_ok, 'idcard': idcard_ok,
              'passport': passport_ok, 'apikey': apikey_ok, 'secret': secret_ok}
VALIDATORS.update(NID_CHECKS)
CHECKED = {'card', 'iban', 'idcard', 'bsn', 'dni', 'nie', 'aadhaar', 'nric', 'sin', 'pnr',
           'pesel', 'hkid', 'twid', 'cpf', 'nir', 'fnr', 'nrn', 'said', 'tfn', 'ghtoken'}
# which corpus TYPE a family belongs to
TYPE_OF = {'card': 'CARD', 'iban': 'IBAN', 'ssn': 'SSN', 'idcard': 'IDCARD',
           'passport': 'PASSPORT', 'apikey': 'APIKEY', 'ghtoken': 'APIKEY', 'secret': 'SECRET'}
TYPE_OF.update({k: 'NATIONAL_ID' for k in NID_CHECKS})
VALIDATORS['ghtoken'] = ghtoken_ok


def corruptions(v):
    """Every one-digit corruption (+1 mod 10) of the digits of v."""
    out = []
    for i, ch in enumerate(v):
        if ch.isdigit():
            out.append(v[:i] + str((int(ch) + 1) % 10) + v[i + 1:])
    return out


def gh_corruptions(v):
    out = []
    for i in range(4, 34):
        ch = v[i]
        out.append(v[:i] + B62[(B62.index(ch) + 1) % 62] + v[i + 1:])
    return out


def robust(family, gen):
    """Draw until the value validates and every one-digit corruption fails."""
    f = VALIDATORS[family]
    while True:
        v = gen()
        if not f(v):
            continue
        if family in CHECKED:
            bad = gh_corruptions(v) if family == 'ghtoken' else corruptions(v)
            if any(f(b) for b in bad):
                continue
        return v


# --------------------------------------------------------------- generators
def gen_card(prefix, length, sizes, sep=' '):
    def g():
        body = prefix + rs(D, length - 1 - len(prefix))
        return group(luhn_finish(body), sizes, sep)
    return g


CARDS = [
    ('card_v1', '4', 16, [4, 4, 4, 4], ' '), ('card_v2', '4', 16, [4, 4, 4, 4], '-'),
    ('card_v3', '4', 16, [16], ''), ('card_v4', '4', 16, [4, 4, 4, 4], ' '),
    ('card_v5', '4', 16, [4, 4, 4, 4], ' '), ('card_v6', '4', 16, [16], ''),
    ('card_m1', '53', 16, [4, 4, 4, 4], ' '), ('card_m2', '2223', 16, [4, 4, 4, 4], ' '),
    ('card_m3', '55', 16, [16], ''), ('card_m4', '51', 16, [4, 4, 4, 4], '-'),
    ('card_m5', '54', 16, [4, 4, 4, 4], ' '),
    ('card_a1', '37', 15, [4, 6, 5], ' '), ('card_a2', '34', 15, [15], ''),
    ('card_a3', '37', 15, [4, 6, 5], '-'),
    ('card_u1', '6222', 16, [4, 4, 4, 4], ' '), ('card_u2', '6217', 19, [4, 4, 4, 4, 3], ' '),
    ('card_u3', '6225', 16, [16], ''), ('card_u4', '6228', 19, [19], ''),
    ('card_u5', '6212', 16, [4, 4, 4, 4], ' '),
    ('card_j1', '3566', 16, [4, 4, 4, 4], ' '), ('card_d1', '6011', 16, [4, 4, 4, 4], ' '),
    ('card_dc1', '3614', 14, [4, 6, 4], ' '),
]
for _n, _p, _l, _s, _sep in CARDS:
    put(_n, 'card', robust('card', gen_card(_p, _l, _s, _sep)))


def gen_iban(cc, spaced):
    def g():
        if cc == 'DE':
            b = rs(D, 8) + rs(D, 10)
        elif cc == 'GB':
            b = R.choice(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL', 'MONZ', 'SRLG']) + rs(D, 6) + rs(D, 8)
        elif cc == 'NL':
            b = R.choice(['ABNA', 'INGB', 'RABO', 'TRIO', 'KNAB', 'BUNQ']) + rs(D, 10)
        elif cc == 'IE':
            b = R.choice(['AIBK', 'BOFI']) + rs(D, 6) + rs(D, 8)
        elif cc == 'FR':
            bank, br, ac = '3' + rs(D, 4), rs(D, 5), rs(D, 11)
            b = bank + br + ac + '%02d' % _fr_key(bank, br, ac)
        elif cc == 'ES':
            bank, off, ac = rs(D, 4), rs(D, 4), rs(D, 10)
            b = bank + off + str(_es_dc('00' + bank + off)) + str(_es_dc(ac)) + ac
        elif cc == 'BE':
            ten = rs(D, 10)
            r = int(ten) % 97
            b = ten + '%02d' % (r or 97)
        elif cc == 'CH':
            b = rs(D, 5) + rs(D, 12)
        elif cc == 'AT':
            b = rs(D, 5) + rs(D, 11)
        elif cc == 'LU':
            b = rs(D, 3) + rs(D, 13)
        elif cc == 'DK':
            b = rs(D, 4) + rs(D, 10)
        elif cc == 'AE':
            b = rs(D, 3) + rs(D, 16)
        elif cc == 'SE':
            b = rs(D, 3) + rs(D, 17)
        return iban_make(cc, b, spaced)
    return g


IBANS = [('iban_de1', 'DE', 1), ('iban_de2', 'DE', 0), ('iban_de3', 'DE', 1), ('iban_de4', 'DE', 0),
         ('iban_gb1', 'GB', 1), ('iban_gb2', 'GB', 0), ('iban_gb3', 'GB', 1), ('iban_gb4', 'GB', 0),
         ('iban_nl1', 'NL', 1), ('iban_nl2', 'NL', 0), ('iban_fr1', 'FR', 1), ('iban_es1', 'ES', 1),
         ('iban_be1', 'BE', 1), ('iban_ie1', 'IE', 1), ('iban_ch1', 'CH', 1), ('iban_at1', 'AT', 0),
         ('iban_lu1', 'LU', 1), ('iban_dk1', 'DK', 0), ('iban_ae1', 'AE', 1), ('iban_se1', 'SE', 1)]
for _n, _cc, _sp in IBANS:
    put(_n, 'iban', robust('iban', gen_iban(_cc, _sp)))


def gen_ssn(sep):
    def g():
        a = R.randint(1, 899)
        return sep.join(['%03d' % a, '%02d' % R.randint(1, 99), '%04d' % R.randint(1, 9999)])
    return g


for _i, _sep in enumerate(['-'] * 11 + [' ', ' ', ''], 1):
    put('ssn_%d' % _i, 'ssn', robust('ssn', gen_ssn(_sep)))

# Chinese resident ID: (name, region, birth date, male?, spaced?)
IDCARDS = [
    ('id_1', '110105', '1987-03-21', 0), ('id_2', '310104', '1992-11-05', 1),
    ('id_3', '440305', '1995-07-19', 0), ('id_4', '330106', '1988-04-17', 1),
    ('id_5', '510107', '1999-12-02', 0), ('id_6', '420106', '1983-09-28', 1),
    ('id_7', '320102', '1996-02-14', 0), ('id_8', '500103', '1990-06-30', 1),
    ('id_9', '610113', '2001-08-09', 0), ('id_10', '370202', '1979-01-11', 1),
    ('id_11', '350203', '1994-10-23', 0), ('id_12', '430104', '1997-05-06', 1),
    ('id_13', '120101', '1985-08-15', 0), ('id_14', '210102', '1991-03-03', 1),
    ('id_15', '530102', '1998-09-17', 0), ('id_16', '440106', '1993-12-25', 1),
    ('id_17', '230103', '1989-07-07', 0), ('id_18', '340104', '2000-04-01', 1),
    ('id_19', '460106', '1996-11-11', 0), ('id_20', '410105', '1986-02-28', 1),
    ('id_21', '450103', '2003-06-18', 0), ('id_22', '360102', '1994-01-09', 1),
    ('id_23', '620102', '1990-10-10', 0), ('id_24', '150102', '1988-05-20', 1),
    ('id_25', '330203', '1995-03-08', 0), ('id_26', '440304', '1999-09-09', 1),
    ('id_27', '310115', '1982-12-12', 0), ('id_28', '110108', '1997-07-27', 1),
    ('id_29', '510104', '2002-02-20', 0), ('id_30', '320506', '1991-08-31', 1),
]


def gen_idcard(region, dob, male):
    def g():
        seq = rs(D, 2) + R.choice('13579' if male else '02468')
        b = region + dob.replace('-', '') + seq
        return b + id_check(b)
    return g


for _n, _reg, _dob, _male in IDCARDS:
    put(_n, 'idcard', robust('idcard', gen_idcard(_reg, _dob, _male)))
# one written in groups, as on an OCR'd scan
_v = robust('idcard', gen_idcard('440303', '19930404', 0))
put('id_31', 'idcard', group(_v, [6, 8, 4]))


def gen_passport(fam):
    def g():
        if fam == 'pp_cn':
            return R.choice(['E' + rs(D, 8), 'E' + R.choice('ABCDEFGH') + rs(D, 7)])
        if fam in ('pp_us', 'pp_gb', 'pp_tw'):
            return ('3' if fam == 'pp_tw' else R.choice('56')) + rs(D, 8)
        if fam == 'pp_in':
            return R.choice('JKLMNPRSTUVZ') + R.choice('123456789') + rs(D, 5) + R.choice('123456789')
        if fam in ('pp_ca', 'pp_br'):
            return rs(UP, 2) + rs(D, 6)
        if fam in ('pp_au', 'pp_ie'):
            return 'P' + R.choice('ABCDEFGHJKLMN') + rs(D, 7)
        if fam == 'pp_jp':
            return 'T' + R.choice('KRZ') + rs(D, 7)
        if fam == 'pp_kr':
            return 'M' + rs(D, 8)
        if fam == 'pp_de':
            return 'C' + rs('CFGHJKLMNPRTVWXYZ0123456789', 8)
        if fam == 'pp_fr':
            return rs(D, 2) + rs(UP, 2) + rs(D, 5)
        if fam == 'pp_ng':
            return 'A' + rs(D, 8)
        if fam == 'pp_mx':
            return 'G' + rs(D, 8)
        if fam == 'pp_hk':
            return 'K' + rs(D, 8)
        if fam == 'pp_sg':
            return 'K' + rs(D, 7) + R.choice(UP)
        if fam == 'pp_nz':
            return 'L' + R.choice('ABCDEFGH') + rs(D, 6)
        if fam == 'pp_it':
            return 'Y' + R.choice('ABCDEFGH') + rs(D, 7)
        if fam == 'pp_es':
            return 'PA' + R.choice('ABCDEFGH') + rs(D, 6)
        raise KeyError(fam)
    return g


PASSPORTS = ['pp_cn1', 'pp_cn2', 'pp_cn3', 'pp_cn4', 'pp_cn5', 'pp_cn6', 'pp_us1', 'pp_us2',
             'pp_gb1', 'pp_gb2', 'pp_in1', 'pp_ca1', 'pp_au1', 'pp_jp1', 'pp_kr1', 'pp_de1',
             'pp_fr1', 'pp_ie1', 'pp_ng1', 'pp_br1', 'pp_mx1', 'pp_hk1', 'pp_tw1', 'pp_sg1',
             'pp_nz1', 'pp_it1', 'pp_es1', 'pp_gb3', 'pp_us3', 'pp_de2']
for _n in PASSPORTS:
    _fam = re.sub(r'[0-9]+$', '', _n)
    put(_n, 'passport', robust('passport', gen_passport(_fam)))
    assert re.fullmatch(PASSPORT_RX[_fam], VALUES[_n])


# ---- national ids
def g_nino(spaced):
    def g():
        a = R.choice('ABCEGHJKLMNOPRSTWXYZ')
        b = R.choice('ABCEGHJKLMNPRSTWXYZ')
        n = rs(D, 6)
        s = R.choice('ABCD')
        if spaced:
            return '%s%s %s %s %s %s' % (a, b, n[:2], n[2:4], n[4:], s)
        return a + b + n + s
    return g


def g_bsn():
    return R.choice('123456789') + rs(D, 7) + R.choice(D)


def g_bsn_fixed():
    while True:
        b = R.choice('123456789') + rs(D, 7)
        r = sum(int(x) * w for x, w in zip(b, range(9, 1, -1))) % 11
        if r < 10:
            return b + str(r)


def g_dni():
    n = rs(D, 8)
    return n + DNI_L[int(n) % 23]


def g_nie():
    p = R.choice('XY')
    n = rs(D, 7)
    return p + n + DNI_L[int(str('XYZ'.index(p)) + n) % 23]


def g_aadhaar():
    b = R.choice('23456789') + rs(D, 10)
    v = b + verhoeff_digit(b)
    return group(v, [4, 4, 4])


def g_nric(p):
    def g():
        n = rs(D, 7)
        tot = sum(int(x) * w for x, w in zip(n, [2, 7, 6, 5, 4, 3, 2])) + (4 if p in 'TG' else 0)
        letters = 'JZIHGFEDCBA' if p in 'ST' else 'XWUTRQPNMLK'
        return p + n + letters[tot % 11]
    return g


def g_sin():
    b = R.choice('1234567') + rs(D, 7)
    return group(luhn_finish(b), [3, 3, 3])


def g_pnr(dob):
    def g():
        ymd = dob[2:4] + dob[5:7] + dob[8:10]
        body = ymd + rs(D, 3)
        full = luhn_finish(body)
        return full[:6] + '-' + full[6:]
    return g


def g_pesel(dob, male):
    def g():
        y, m, d = int(dob[:4]), int(dob[5:7]), int(dob[8:10])
        mm = m + (20 if y >= 2000 else 0)
        b = '%02d%02d%02d' % (y % 100, mm, d) + rs(D, 3) + R.choice('13579' if male else '02468')
        c = (10 - sum(int(x) * w for x, w in zip(b, PESEL_W)) % 10) % 10
        return b + str(c)
    return g


def g_hkid():
    letter = R.choice('ACEGHKMPRVYZ')
    n = rs(D, 6)
    tot = 36 * 9 + (ord(letter) - 55) * 8 + sum(int(d) * w for d, w in zip(n, [7, 6, 5, 4, 3, 2]))
    c = (11 - tot % 11) % 11
    return '%s%s(%s)' % (letter, n, 'A' if c == 10 else c)


def g_twid(male):
    def g():
        letter = R.choice('ABFHEJ')
        r = ('1' if male else '2') + rs(D, 7)
        n = TW[letter]
        tot = n // 10 + (n % 10) * 9 + sum(int(d) * w for d, w in zip(r, [8, 7, 6, 5, 4, 3, 2, 1]))
        return letter + r + str((10 - tot % 10) % 10)
    return g


def g_cpf():
    b = rs(D, 9)
    d1 = _cpf_digit(b, 10)
    d2 = _cpf_digit(b + str(d1), 11)
    d = b + str(d1) + str(d2)
    return '%s.%s.%s-%s' % (d[:3], d[3:6], d[6:9], d[9:])


def g_nir(sex, yy, mm, dept):
    def g():
        body = sex + yy + mm + dept + rs(D, 3) + rs(D, 3)
        key = 97 - int(body) % 97
        k = '%02d' % key
        return ' '.join([body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], k])
    return g


def g_fnr(dob):
    def g():
        b = dob[8:10] + dob[5:7] + dob[2:4] + R.choice('01234') + rs(D, 2)
        k1 = _mod11(b, FNR_W1)
        if k1 == 10:
            return 'x'
        k2 = _mod11(b + str(k1), FNR_W2)
        if k2 == 10:
            return 'x'
        return b + str(k1) + str(k2)
    return g


def g_nrn(dob):
    def g():
        body = dob[2:4] + dob[5:7] + dob[8:10] + rs(D, 3)
        c = 97 - int(body) % 97
        return '%s.%s.%s-%s.%02d' % (body[:2], body[2:4], body[4:6], body[6:9], c)
    return g


def g_said(dob):
    def g():
        b = dob[2:4] + dob[5:7] + dob[8:10] + rs(D, 4) + '08'
        return luhn_finish(b)
    return g


def g_tfn():
    while True:
        b = R.choice('123456789') + rs(D, 7)
        s = sum(int(x) * w for x, w in zip(b, TFN_W[:8])) % 11
        # need s + 10*d == 0 (mod 11)  ->  d == s (mod 11)
        if s <= 9:
            return group(b + str(s), [3, 3, 3])


put('nino_1', 'nino', robust('nino', g_nino(True)))
put('nino_2', 'nino', robust('nino', g_nino(False)))
put('nino_3', 'nino', robust('nino', g_nino(True)))
put('bsn_1', 'bsn', robust('bsn', g_bsn_fixed))
put('bsn_2', 'bsn', robust('bsn', g_bsn_fixed))
put('dni_1', 'dni', robust('dni', g_dni))
put('dni_2', 'dni', robust('dni', g_dni))
put('nie_1', 'nie', robust('nie', g_nie))
put('aadhaar_1', 'aadhaar', robust('aadhaar', g_aadhaar))
put('aadhaar_2', 'aadhaar', robust('aadhaar', g_aadhaar))
put('nric_1', 'nric', robust('nric', g_nric('S')))
put('nric_2', 'nric', robust('nric', g_nric('T')))
put('fin_1', 'nric', robust('nric', g_nric('G')))
put('sin_1', 'sin', robust('sin', g_sin))
put('sin_2', 'sin', robust('sin', g_sin))
put('pnr_1', 'pnr', robust('pnr', g_pnr('1991-06-14')))
put('pesel_1', 'pesel', robust('pesel', g_pesel('1994-09-03', False)))
put('hkid_1', 'hkid', robust('hkid', g_hkid))
put('hkid_2', 'hkid', robust('hkid', g_hkid))
put('hkid_3', 'hkid', robust('hkid', g_hkid))
put('twid_1', 'twid', robust('twid', g_twid(False)))
put('twid_2', 'twid', robust('twid', g_twid(True)))
put('cpf_1', 'cpf', robust('cpf', g_cpf))
put('cpf_2', 'cpf', robust('cpf', g_cpf))
put('nir_1', 'nir', robust('nir', g_nir('1', '88', '04', '69')))
put('fnr_1', 'fnr', robust('fnr', g_fnr('1989-11-22')))
put('nrn_1', 'nrn', robust('nrn', g_nrn('1986-02-10')))
put('said_1', 'said', robust('said', g_said('1992-05-27')))
put('tfn_1', 'tfn', robust('tfn', g_tfn))
# birth dates encoded in the national ids above (for the texts and the checker)
NID_DOB = {'pnr_1': '1991-06-14', 'pesel_1': '1994-09-03', 'fnr_1': '1989-11-22',
           'nrn_1': '1986-02-10', 'said_1': '1992-05-27'}


# ---- API keys (vendor shapes)
def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b'=').decode()


def g_jwt(payload):
    def g():
        h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(',', ':')).encode())
        p = b64u(json.dumps(payload, separators=(',', ':')).encode())
        return '%s.%s.%s' % (h, p, rs(URLSAFE, 43))
    return g


def g_ghp(prefix):
    def g():
        ent = rs(B62, 30)
        return prefix + ent + b62enc(zlib.crc32(ent.encode()), 6)
    return g


def g_discord_bot():
    uid = str(R.randint(10 ** 17, 10 ** 18 - 1)).encode()
    first = base64.b64encode(uid).decode().rstrip('=')
    return '%s.%s.%s' % (first, rs(URLSAFE, 6), rs(URLSAFE, 38))


API = [
    ('stripe_sk1', lambda: 'sk_live_' + rs(B62, 24)),
    ('stripe_sk2', lambda: 'sk_live_51' + rs(B62, 96)),
    ('stripe_rk1', lambda: 'rk_live_51' + rs(B62, 96)),
    ('ghfg_1', lambda: 'github_pat_11' + rs(UP + D, 20) + '_' + rs(B62, 59)),
    ('glpat_1', lambda: 'glpat-' + rs(URLSAFE, 20)),
    ('xoxb_1', lambda: 'xoxb-%s-%s-%s' % (rs(D, 12), rs(D, 13), rs(B62, 24))),
    ('xoxb_2', lambda: 'xoxb-%s-%s-%s' % (rs(D, 11), rs(D, 13), rs(B62, 24))),
    ('xoxp_1', lambda: 'xoxp-%s-%s-%s-%s' % (rs(D, 12), rs(D, 12), rs(D, 13), rs(HEX, 32))),
    ('akia_1', lambda: 'AKIA' + rs(B32, 16)), ('akia_2', lambda: 'AKIA' + rs(B32, 16)),
    ('akia_3', lambda: 'AKIA' + rs(B32, 16)),
    ('aiza_1', lambda: 'AIza' + rs(URLSAFE, 35)), ('aiza_2', lambda: 'AIza' + rs(URLSAFE, 35)),
    ('aiza_3', lambda: 'AIza' + rs(URLSAFE, 35)),
    ('openai_1', lambda: 'sk-proj-' + rs(URLSAFE, 56) + 'T3BlbkFJ' + rs(URLSAFE, 56)),
    ('anthropic_1', lambda: 'sk-ant-api03-' + rs(URLSAFE, 93) + 'AA'),
    ('sg_1', lambda: 'SG.' + rs(URLSAFE, 22) + '.' + rs(URLSAFE, 43)),
    ('twilio_sk1', lambda: 'SK' + rs(HEX, 32)),
    ('tg_1', lambda: str(R.randint(10 ** 9, 8 * 10 ** 9)) + ':AA' + rs(URLSAFE, 33)),
    ('tg_2', lambda: str(R.randint(10 ** 9, 8 * 10 ** 9)) + ':AA' + rs(URLSAFE, 33)),
    ('discord_bot1', g_discord_bot),
    ('mailgun_1', lambda: 'key-' + rs(HEX, 32)),
    ('mailchimp_1', lambda: rs(HEX, 32) + '-us14'),
    ('jwt_1', g_jwt({"sub": "8812", "role": "uploader", "iat": 1718000000, "exp": 1718086400})),
    ('jwt_2', g_jwt({"uid": 40177, "scope": "casting:write", "iat": 1722211200})),
    ('jwt_3', g_jwt({"sub": "acct_55102", "aud": "ticketing", "iat": 1730000000})),
    ('hf_1', lambda: 'hf_' + rs(UP + LO, 34)),
    ('npm_1', lambda: 'npm_' + rs(B62, 36)),
    ('shpat_1', lambda: 'shpat_' + rs(HEX, 32)),
    ('ltai_1', lambda: 'LTAI' + rs(B62, 20)), ('ltai_2', lambda: 'LTAI' + rs(B62, 20)),
    ('akid_1', lambda: 'AKID' + rs(B62, 32)),
    ('notion_1', lambda: 'ntn_' + rs(B62, 46)),
    ('airtable_1', lambda: 'pat' + rs(B62, 14) + '.' + rs(HEX, 64)),
    ('figma_1', lambda: 'figd_' + rs(URLSAFE, 40)),
    ('linear_1', lambda: 'lin_api_' + rs(B62, 40)),
]
for _n, _g in API:
    put(_n, 'apikey', robust('apikey', _g))
put('ghp_1', 'ghtoken', robust('ghtoken', g_ghp('ghp_')))
put('ghp_2', 'ghtoken', robust('ghtoken', g_ghp('ghp_')))
put('gho_1', 'ghtoken', robust('ghtoken', g_ghp('gho_')))


# ---- secrets
def g_uuid4():
    h = rs(HEX, 32)
    h = h[:12] + '4' + h[13:16] + R.choice('89ab') + h[17:]
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def g_pem(kind):
    def g():
        if kind == 'OPENSSH':
            raw = b'openssh-key-v1\x00' + bytes(R.randrange(256) for _ in range(196))
            width = 70
        else:
            raw = bytes([0x30, 0x82, 0x04, 0xa4, 0x02, 0x01, 0x00, 0x02, 0x82, 0x01, 0x01, 0x00]) + \
                bytes(R.randrange(256) for _ in range(180))
            width = 64
        b = base64.b64encode(raw).decode()
        lines = [b[i:i + width] for i in range(0, len(b), width)]
        return '-----BEGIN %s PRIVATE KEY-----\n%s\n-----END %s PRIVATE KEY-----' % (
            kind, '\n'.join(lines), kind)
    return g


SECRETS = [
    ('aws_sk1', lambda: rs(B62 + '/+', 40)), ('aws_sk2', lambda: rs(B62 + '/+', 40)),
    ('aws_sk3', lambda: rs(B62 + '/+', 40)),
    ('whsec_1', lambda: 'whsec_' + rs(B62, 32)), ('whsec_2', lambda: 'whsec_' + rs(B62, 32)),
    ('slackhook_1', lambda: 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(UP + D, 8), rs(UP + D, 10), rs(B62, 24))),
    ('slackhook_2', lambda: 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(UP + D, 10), rs(UP + D, 10), rs(B62, 24))),
    ('discordhook_1', lambda: 'https://discord.com/api/webhooks/%s/%s' % (rs('123', 1) + rs(D, 18), rs(URLSAFE, 68))),
    ('dinghook_1', lambda: 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64)),
    ('dinghook_2', lambda: 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64)),
    ('feishuhook_1', lambda: 'https://open.feishu.cn/open-apis/bot/v2/hook/' + g_uuid4()),
    ('wecomhook_1', lambda: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + g_uuid4()),
    ('totp_1', lambda: rs(B32, 32)), ('totp_3', lambda: rs(B32, 32)),
    ('totp_2', lambda: ' '.join(rs('abcdefghijklmnopqrstuvwxyz234567', 4) for _ in range(8))),
    ('pem_1', g_pem('OPENSSH')), ('pem_2', g_pem('RSA')),
    ('ali_sk1', lambda: rs(B62, 30)), ('ali_sk2', lambda: rs(B62, 30)),
    ('tc_sk1', lambda: rs(B62, 32)),
    ('qiniu_sk1', lambda: rs(URLSAFE, 40)),
    ('sess_1', lambda: rs(D + LO, 32)),
    ('sess_2', lambda: 's%3A' + rs(URLSAFE, 32) + '.' + rs(B62, 43)),
    ('slack_signing1', lambda: rs(HEX, 32)),
    ('jwt_secret1', lambda: rs(HEX, 64)),
    ('spotify_secret1', lambda: rs(HEX, 32)),
    ('rec_1', lambda: rs(HEX, 5) + '-' + rs(HEX, 5)), ('rec_2', lambda: rs(HEX, 5) + '-' + rs(HEX, 5)),
    ('rec_3', lambda: rs(HEX, 5) + '-' + rs(HEX, 5)), ('rec_4', lambda: rs(HEX, 5) + '-' + rs(HEX, 5)),
]
for _n, _g in SECRETS:
    put(_n, 'secret', robust('secret', _g))
put('qiniu_ak1', 'apikey', rs(URLSAFE, 40))
APIKEY_RX.append(re.escape(VALUES['qiniu_ak1']))


# --------------------------------------------------------------- selftest
def selftest(verbose=False):
    n_corrupt = 0
    for name, v in VALUES.items():
        fam = FAMILY[name]
        f = VALIDATORS[fam]
        assert f(v), (name, v)
        if fam in CHECKED:
            bad = gh_corruptions(v) if fam == 'ghtoken' else corruptions(v)
            assert bad, name
            for b in bad:
                assert not f(b), ('corruption passed', name, v, b)
                n_corrupt += 1
    for name, dob in NID_DOB.items():
        v = VALUES[name].replace(' ', '')
        y, m, d = dob[2:4], dob[5:7], dob[8:10]
        if FAMILY[name] in ('pnr', 'said', 'nrn'):
            assert v.replace('.', '').startswith(y + m + d), name
        elif FAMILY[name] == 'fnr':
            assert v.startswith(d + m + y), name
        elif FAMILY[name] == 'pesel':
            assert v[:2] == y and int(v[2:4]) % 20 == int(m) and v[4:6] == d, name
    for name, _reg, dob, male in IDCARDS:
        v = VALUES[name]
        assert idcard_dob(v).isoformat() == dob, name
        assert int(v[16]) % 2 == male, name
    # known-good references for the check-digit algorithms
    assert luhn_ok('4539 1488 0343 6467') and not luhn_ok('4539 1488 0343 6468')
    assert iban_ok('GB82 WEST 1234 5698 7654 32') and iban_ok('DE89370400440532013000')
    assert idcard_ok('11010519491231002X')
    assert verhoeff_ok('2363')
    assert cpf_ok('529.982.247-25')
    assert hkid_ok('A123456(3)')
    assert twid_ok('A123456789')
    assert bsn_ok('111222333')
    assert dni_ok('12345678Z')
    assert nric_ok('S1234567D')
    assert luhn_ok('046454286') and sin_ok('130 692 544')
    assert pesel_ok('44051401359')
    if verbose:
        print('selftest ok: %d values, %d corruptions rejected' % (len(VALUES), n_corrupt))
    return True


if __name__ == '__main__':
    if '-p' in sys.argv:
        for k, v in VALUES.items():
            print('%-16s %-9s %s' % (k, FAMILY[k], v.replace('\n', '\\n')))
    else:
        selftest(verbose=True)
