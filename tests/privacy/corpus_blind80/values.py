#!/usr/bin/env python3
"""Seeded generators for every value of the blind80 corpus that needs a check
digit or a vendor shape.  Texts refer to them as ``$name``.

    python3 values.py        -> selftest
    python3 values.py -p     -> print every value (and run the selftest)

Only the standard library is used.  Values are produced in a fixed order from
``random.Random(SEED)``; new generators are appended at the end so that earlier
values never change.
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

SEED = 8019355
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = '0123456789abcdef'
B62 = DG + UP + LO
B32 = UP + '234567'
URLSAFE = AN + '-_'
B64 = AN + '+/'


def pick(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def group(s, sizes, sep=' '):
    out, i = [], 0
    for g in sizes:
        out.append(s[i:i + g])
        i += g
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def group4(s, sep=' '):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


# ---------------------------------------------------------------- cards (Luhn)
def luhn_ok(num):
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(body):
    for c in DG:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def make_card(prefix, length, sizes=None, sep=' '):
    num = luhn_complete(prefix + pick(DG, length - len(prefix) - 1))
    return group(num, sizes, sep) if sizes else num


# ---------------------------------------------------------------- IBAN (mod 97)
IBAN_LEN = {'DE': 22, 'GB': 22, 'FR': 27, 'NL': 18, 'ES': 24, 'IT': 27, 'CH': 21,
            'BE': 16, 'PL': 28, 'IE': 22, 'AT': 20, 'PT': 25, 'FI': 18, 'SE': 24}


def _iban_int(s):
    return int(''.join(str(int(c, 36)) for c in s))


def iban_ok(s):
    s = s.replace(' ', '')
    if len(s) != IBAN_LEN.get(s[:2], -1):
        return False
    return _iban_int(s[4:] + s[:4]) % 97 == 1


def make_iban(cc, bban, grouped=True):
    chk = 98 - _iban_int(bban + cc + '00') % 97
    s = '%s%02d%s' % (cc, chk, bban)
    assert len(s) == IBAN_LEN[cc], (cc, len(s))
    return group4(s) if grouped else s


def fr_bban():
    bank, branch, acct = pick(DG, 5), pick(DG, 5), pick(DG, 11)
    key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
    return '%s%s%s%02d' % (bank, branch, acct, key)


def be_bban():
    first = '0' + pick(DG, 9)
    chk = int(first) % 97 or 97
    return '%s%02d' % (first, chk)


# ---------------------------------------------------------------- GB 11643
GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
GB_C = '10X98765432'


def gb_char(body17):
    return GB_C[sum(int(a) * w for a, w in zip(body17, GB_W)) % 11]


def idcard_ok(s):
    if not re.fullmatch(r'[1-8]\d{16}[\dX]', s):
        return False
    try:
        datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return False
    return gb_char(s[:17]) == s[17]


def make_idcard(region, ymd, sex, want_x=False):
    while True:
        seq = pick(DG, 2) + R.choice('13579' if sex == 'M' else '02468')
        body = region + ymd + seq
        s = body + gb_char(body)
        if want_x == (s[-1] == 'X'):
            return s


# ---------------------------------------------------------------- national IDs
DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def dni_ok(s):
    m = re.fullmatch(r'([XYZ]?)(\d{7,8})-?([A-Z])', s)
    if not m:
        return False
    n = (str('XYZ'.index(m.group(1))) if m.group(1) else '') + m.group(2)
    return DNI_L[int(n) % 23] == m.group(3)


def make_dni():
    n = R.randint(10000000, 99999999)
    return '%d%s' % (n, DNI_L[n % 23])


def make_nie():
    p = R.choice('XY')
    n = pick(DG, 7)
    return '%s%s%s' % (p, n, DNI_L[int(str('XYZ'.index(p)) + n) % 23])


def bsn_ok(s):
    if not re.fullmatch(r'\d{9}', s):
        return False
    t = sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])
    return t % 11 == 0


def make_bsn():
    while True:
        b = str(R.randint(1, 9)) + pick(DG, 7)
        r = sum(int(b[i]) * (9 - i) for i in range(8)) % 11
        if r < 10:
            return b + str(r)


CF_ODD = dict(zip('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21,
                   1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14,
                   16, 10, 22, 25, 24, 23]))


def cf_char(body15):
    t = 0
    for i, c in enumerate(body15):
        if i % 2 == 0:
            t += CF_ODD[c]
        else:
            t += int(c) if c.isdigit() else ord(c) - 65
    return chr(65 + t % 26)


def cf_ok(s):
    return bool(re.fullmatch(r'[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]', s)) and cf_char(s[:15]) == s[15]


def make_cf(sur3, name3, yy, month_letter, day, place):
    body = '%s%s%s%s%02d%s' % (sur3, name3, yy, month_letter, day, place)
    return body + cf_char(body)


def nir_ok(s):
    d = s.replace(' ', '')
    return bool(re.fullmatch(r'[12]\d{14}', d)) and 97 - int(d[:13]) % 97 == int(d[13:])


def make_nir(sex, yy, mm, dept, commune):
    body = '%s%s%s%s%s%s' % (sex, yy, mm, dept, commune, pick(DG, 3))
    key = 97 - int(body) % 97
    s = body + '%02d' % key
    return ' '.join([s[0], s[1:3], s[3:5], s[5:7], s[7:10], s[10:13], s[13:]])


def nino_ok(s):
    d = s.replace(' ', '')
    if not re.fullmatch(r'[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', d):
        return False
    return d[:2] not in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ')


def make_nino(spaced):
    while True:
        s = R.choice('ABCEGHJKLMNPRSTWXYZ') + R.choice('ABCEGHJKLMNPRSTWXYZ') + pick(DG, 6) + R.choice('ABCD')
        if nino_ok(s):
            return ' '.join([s[:2], s[2:4], s[4:6], s[6:8], s[8]]) if spaced else s


NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def nric_ok(s):
    if not re.fullmatch(r'[STFG]\d{7}[A-Z]', s):
        return False
    t = sum(int(c) * w for c, w in zip(s[1:8], NRIC_W)) + (4 if s[0] in 'TG' else 0)
    table = 'JZIHGFEDCBA' if s[0] in 'ST' else 'XWUTRQPNMLK'
    return table[t % 11] == s[8]


def make_nric(prefix='S', lead=''):
    d = lead + pick(DG, 7 - len(lead))
    t = sum(int(c) * w for c, w in zip(d, NRIC_W)) + (4 if prefix in 'TG' else 0)
    table = 'JZIHGFEDCBA' if prefix in 'ST' else 'XWUTRQPNMLK'
    return prefix + d + table[t % 11]


V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
V_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = V_D[c][V_P[i % 8][int(ch)]]
    return c == 0


def aadhaar_ok(s):
    d = s.replace(' ', '')
    return bool(re.fullmatch(r'[2-9]\d{11}', d)) and verhoeff_ok(d)


def make_aadhaar(spaced):
    body = str(R.randint(2, 9)) + pick(DG, 10)
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = V_D[c][V_P[(i + 1) % 8][int(ch)]]
    s = body + str(V_INV[c])
    return group4(s) if spaced else s


def _cpf_digit(ds):
    n = len(ds) + 1
    t = sum(int(c) * (n - i) for i, c in enumerate(ds))
    r = 11 - t % 11
    return '0' if r >= 10 else str(r)


def cpf_ok(s):
    if not re.fullmatch(r'\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11}', s):
        return False
    d = re.sub(r'\D', '', s)
    if len(set(d)) == 1:
        return False
    return _cpf_digit(d[:9]) == d[9] and _cpf_digit(d[:10]) == d[10]


def make_cpf():
    b = pick(DG, 9)
    b += _cpf_digit(b)
    b += _cpf_digit(b)
    return '%s.%s.%s-%s' % (b[:3], b[3:6], b[6:9], b[9:])


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(s):
    if not re.fullmatch(r'\d{11}', s):
        return False
    return (10 - sum(int(c) * w for c, w in zip(s, PESEL_W)) % 10) % 10 == int(s[10])


def make_pesel(y, m, d, sex):
    mm = m + (20 if y >= 2000 else 0)
    body = '%02d%02d%02d' % (y % 100, mm, d) + pick(DG, 3) + R.choice('13579' if sex == 'M' else '02468')
    return body + str((10 - sum(int(c) * w for c, w in zip(body, PESEL_W)) % 10) % 10)


def se_pn_ok(s):
    m = re.fullmatch(r'(\d{6})[-+](\d{4})', s)
    return bool(m) and luhn_ok(m.group(1) + m.group(2))


def make_se_pn(yymmdd):
    body = yymmdd + pick(DG, 3)
    full = luhn_complete(body)
    return full[:6] + '-' + full[6:]


HETU_C = '0123456789ABCDEFHJKLMNPRSTUVWXY'


def hetu_ok(s):
    m = re.fullmatch(r'(\d{6})([-+A])(\d{3})([0-9A-Y])', s)
    return bool(m) and HETU_C[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def make_hetu(ddmmyy, century_sign):
    n = '%03d' % R.randint(2, 899)
    return ddmmyy + century_sign + n + HETU_C[int(ddmmyy + n) % 31]


def sin_ok(s):
    d = s.replace(' ', '').replace('-', '')
    return bool(re.fullmatch(r'[1-7]\d{8}', d)) and luhn_ok(d)


def make_sin():
    s = luhn_complete(str(R.randint(1, 7)) + pick(DG, 7))
    return '%s %s %s' % (s[:3], s[3:6], s[6:])


def be_nn_ok(s):
    d = re.sub(r'[.\- ]', '', s)
    if not re.fullmatch(r'\d{11}', d):
        return False
    chk = int(d[9:])
    return 97 - int(d[:9]) % 97 == chk or 97 - int('2' + d[:9]) % 97 == chk


def make_be_nn(yymmdd, sex):
    seq = '%03d' % R.choice(range(1 if sex == 'M' else 2, 997, 2))
    chk = 97 - int(yymmdd + seq) % 97
    return '%s.%s.%s-%s.%02d' % (yymmdd[:2], yymmdd[2:4], yymmdd[4:], seq, chk)


# ---------------------------------------------------------------- shape-only personal numbers
def ssn_ok(s):
    m = re.fullmatch(r'(\d{3})([- ]?)(\d{2})\2(\d{4})', s)
    if not m:
        return False
    a, g, n = m.group(1), m.group(3), m.group(4)
    return a not in ('000', '666') and a[0] != '9' and g != '00' and n != '0000'


def make_ssn(sep='-'):
    a = R.choice([x for x in range(1, 900) if x != 666])
    return '%03d%s%02d%s%04d' % (a, sep, R.randint(1, 99), sep, R.randint(1, 9999))


PASSPORT_SHAPES = {
    'CN': r'E\d{8}|E[A-HJ-NP-Z]\d{7}|G\d{8}',
    'US': r'\d{9}|[A-Z]\d{8}',
    'GB': r'\d{9}',
    'DE': r'[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}',
    'IN': r'[A-PR-WY][1-9]\d{6}',
    'CA': r'[A-Z]{2}\d{6}',
    'FR': r'\d{2}[A-Z]{2}\d{5}',
    'JP': r'[A-Z]{2}\d{7}',
}


def passport_ok(s):
    return any(re.fullmatch(p, s) for p in PASSPORT_SHAPES.values())


DE_PP = 'CFGHJKLMNPRTVWXYZ0123456789'


# ---------------------------------------------------------------- vendor tokens
def b62(n, width=6):
    s = ''
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s.rjust(width, '0')


def crc_token_ok(s, prefix):
    if not s.startswith(prefix):
        return False
    body = s[len(prefix):]
    if len(body) != 36 or not re.fullmatch(r'[A-Za-z0-9]{36}', body):
        return False
    return b62(zlib.crc32(body[:30].encode()) & 0xffffffff) == body[30:]


def make_crc_token(prefix):
    body = pick(AN, 30)
    return prefix + body + b62(zlib.crc32(body.encode()) & 0xffffffff)


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b'=').decode()


def b64u_dec(s):
    return base64.urlsafe_b64decode(s + '=' * (-len(s) % 4))


JWT_KEYS = {}


def make_jwt(name, payload):
    key = pick(AN, 32).encode()
    JWT_KEYS[name] = key
    h = b64u(json.dumps({'alg': 'HS256', 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    sig = b64u(hmac.new(key, ('%s.%s' % (h, p)).encode(), hashlib.sha256).digest())
    return '%s.%s.%s' % (h, p, sig)


def jwt_ok(s, key=None):
    parts = s.split('.')
    if len(parts) != 3:
        return False
    try:
        head = json.loads(b64u_dec(parts[0]))
        json.loads(b64u_dec(parts[1]))
    except Exception:
        return False
    if 'alg' not in head:
        return False
    if key is not None:
        sig = b64u(hmac.new(key, ('%s.%s' % (parts[0], parts[1])).encode(), hashlib.sha256).digest())
        return sig == parts[2]
    return True


def uuid4():
    h = pick(HEX, 32)
    h = h[:12] + '4' + h[13:16] + R.choice('89ab') + h[17:]
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def pem(kind, lines, last):
    if kind == 'OPENSSH':
        first = 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW'
        body = [first] + [pick(B64, 70) for _ in range(lines - 1)] + [pick(B64, last)]
    elif kind == 'RSA':
        body = ['MIIEpAIBAAKCAQEA' + pick(B64, 48)] + [pick(B64, 64) for _ in range(lines - 1)] + [pick(B64, last) + '==']
    else:
        body = ['MHcCAQEEI' + pick(B64, 55)] + [pick(B64, 64) for _ in range(lines - 1)] + [pick(B64, last) + '==']
    label = {'OPENSSH': 'OPENSSH PRIVATE KEY', 'RSA': 'RSA PRIVATE KEY', 'EC': 'EC PRIVATE KEY'}[kind]
    return '-----BEGIN %s-----\n%s\n-----END %s-----' % (label, '\n'.join(body), label)


# ---------------------------------------------------------------- the values
VALUES = {}
KIND = {}


def put(name, kind, value):
    assert name not in VALUES, name
    VALUES[name] = value
    KIND[name] = kind


def _build():
    # cards
    put('card_visa1', 'CARD', make_card('4', 16, [4, 4, 4, 4]))
    put('card_visa2', 'CARD', make_card('4', 16))
    put('card_visa3', 'CARD', make_card('4', 16, [4, 4, 4, 4], '-'))
    put('card_mc1', 'CARD', make_card('5' + R.choice('12345'), 16, [4, 4, 4, 4]))
    put('card_mc2', 'CARD', make_card('2314', 16))
    put('card_mc3', 'CARD', make_card('5425', 16, [4, 4, 4, 4], '-'))
    put('card_amex1', 'CARD', make_card('37', 15, [4, 6, 5]))
    put('card_amex2', 'CARD', make_card('34', 15))
    put('card_up1', 'CARD', make_card('622848', 19, [4, 4, 4, 4, 3]))
    put('card_up2', 'CARD', make_card('621700', 19))
    put('card_up3', 'CARD', make_card('6225', 16, [4, 4, 4, 4]))
    put('card_up4', 'CARD', make_card('622202', 19, [4, 4, 4, 4, 3]))
    put('card_jcb1', 'CARD', make_card('3530', 16, [4, 4, 4, 4]))
    put('card_disc1', 'CARD', make_card('6011', 16, [4, 4, 4, 4]))
    put('card_visa4', 'CARD', make_card('4', 16, [4, 4, 4, 4]))
    put('card_up5', 'CARD', make_card('6217', 16))
    # IBAN
    put('iban_de1', 'IBAN', make_iban('DE', pick(DG, 8) + pick(DG, 10)))
    put('iban_de2', 'IBAN', make_iban('DE', pick(DG, 18), grouped=False))
    put('iban_gb1', 'IBAN', make_iban('GB', 'NWBK' + pick(DG, 14)))
    put('iban_gb2', 'IBAN', make_iban('GB', 'BARC' + pick(DG, 14), grouped=False))
    put('iban_fr1', 'IBAN', make_iban('FR', fr_bban()))
    put('iban_nl1', 'IBAN', make_iban('NL', 'INGB' + pick(DG, 10)))
    put('iban_nl2', 'IBAN', make_iban('NL', 'RABO' + pick(DG, 10), grouped=False))
    put('iban_es1', 'IBAN', make_iban('ES', pick(DG, 20)))
    put('iban_it1', 'IBAN', make_iban('IT', R.choice(UP) + pick(DG, 10) + pick(DG, 12)))
    put('iban_ch1', 'IBAN', make_iban('CH', pick(DG, 17)))
    put('iban_be1', 'IBAN', make_iban('BE', be_bban()))
    put('iban_pl1', 'IBAN', make_iban('PL', pick(DG, 24)))
    put('iban_ie1', 'IBAN', make_iban('IE', 'AIBK' + pick(DG, 14), grouped=False))
    put('iban_at1', 'IBAN', make_iban('AT', pick(DG, 16)))
    put('iban_pt1', 'IBAN', make_iban('PT', pick(DG, 21)))
    put('iban_fi1', 'IBAN', make_iban('FI', pick(DG, 14)))
    # Chinese resident ID (region, birth date, sex)
    put('id_zh01', 'IDCARD', make_idcard('110105', '19880314', 'M'))
    put('id_zh02', 'IDCARD', make_idcard('310104', '19920707', 'F'))
    put('id_zh03', 'IDCARD', make_idcard('440305', '19950121', 'M', want_x=True))
    put('id_zh04', 'IDCARD', make_idcard('330106', '19871130', 'F'))
    put('id_zh05', 'IDCARD', make_idcard('510107', '19900503', 'M'))
    put('id_zh06', 'IDCARD', make_idcard('420111', '19830918', 'F'))
    put('id_zh07', 'IDCARD', make_idcard('320106', '19991225', 'M'))
    put('id_zh08', 'IDCARD', make_idcard('370202', '19760602', 'F', want_x=True))
    put('id_zh09', 'IDCARD', make_idcard('610113', '20010410', 'M'))
    put('id_zh10', 'IDCARD', make_idcard('500103', '19930816', 'F'))
    put('id_zh11', 'IDCARD', make_idcard('350203', '19851027', 'M'))
    put('id_zh12', 'IDCARD', make_idcard('430104', '19971103', 'F'))
    put('id_zh13', 'IDCARD', make_idcard('120103', '19920229', 'M'))
    put('id_zh14', 'IDCARD', make_idcard('210102', '19790712', 'F'))
    put('id_zh15', 'IDCARD', make_idcard('440106', '19940605', 'M'))
    put('id_zh16', 'IDCARD', make_idcard('330102', '19860419', 'M'))
    # US SSN (shape rules only)
    put('ssn1', 'SSN', make_ssn())
    put('ssn2', 'SSN', make_ssn())
    put('ssn3', 'SSN', make_ssn())
    put('ssn4', 'SSN', make_ssn(' '))
    put('ssn5', 'SSN', make_ssn(''))
    put('ssn6', 'SSN', make_ssn())
    put('ssn7', 'SSN', make_ssn())
    put('ssn8', 'SSN', make_ssn())
    # passports (shape only; passport numbers carry no internal check digit)
    put('pp_cn1', 'PASSPORT', 'E' + pick(DG, 8))
    put('pp_cn2', 'PASSPORT', 'E' + R.choice('ABCDEFGHJKLMN') + pick(DG, 7))
    put('pp_cn3', 'PASSPORT', 'E' + pick(DG, 8))
    put('pp_us1', 'PASSPORT', str(R.randint(5, 6)) + pick(DG, 8))
    put('pp_us2', 'PASSPORT', R.choice('ACFGH') + pick(DG, 8))
    put('pp_gb1', 'PASSPORT', str(R.randint(1, 5)) + pick(DG, 8))
    put('pp_de1', 'PASSPORT', 'C' + pick(DE_PP, 8))
    put('pp_in1', 'PASSPORT', R.choice('JKLMNPRTUVWZ') + str(R.randint(1, 9)) + pick(DG, 6))
    put('pp_ca1', 'PASSPORT', pick(UP, 2) + pick(DG, 6))
    put('pp_fr1', 'PASSPORT', pick(DG, 2) + pick(UP, 2) + pick(DG, 5))
    put('pp_jp1', 'PASSPORT', 'T' + R.choice('KRZ') + pick(DG, 7))
    put('pp_cn4', 'PASSPORT', 'E' + R.choice('ABCDEFGHJKLMN') + pick(DG, 7))
    # other countries' personal ID numbers
    put('nid_es1', 'NATIONAL_ID', make_dni())
    put('nid_es2', 'NATIONAL_ID', make_nie())
    put('nid_nl1', 'NATIONAL_ID', make_bsn())
    put('nid_it1', 'NATIONAL_ID', make_cf('FRR', 'GLI', '90', 'L', 62, 'F205'))
    put('nid_fr1', 'NATIONAL_ID', make_nir('1', '86', '05', '69', '123'))
    put('nid_uk1', 'NATIONAL_ID', make_nino(True))
    put('nid_uk2', 'NATIONAL_ID', make_nino(False))
    put('nid_sg1', 'NATIONAL_ID', make_nric('S'))
    put('nid_in1', 'NATIONAL_ID', make_aadhaar(True))
    put('nid_in2', 'NATIONAL_ID', make_aadhaar(False))
    put('nid_br1', 'NATIONAL_ID', make_cpf())
    put('nid_pl1', 'NATIONAL_ID', make_pesel(1991, 2, 17, 'F'))
    put('nid_se1', 'NATIONAL_ID', make_se_pn('840923'))
    put('nid_fi1', 'NATIONAL_ID', make_hetu('070695', '-'))
    put('nid_ca1', 'NATIONAL_ID', make_sin())
    put('nid_be1', 'NATIONAL_ID', make_be_nn('820406', 'M'))
    put('nid_sg2', 'NATIONAL_ID', make_nric('T'))
    put('nid_br2', 'NATIONAL_ID', make_cpf())
    # API keys / tokens
    put('ghp1', 'APIKEY', make_crc_token('ghp_'))
    put('ghp2', 'APIKEY', make_crc_token('ghp_'))
    put('ghp3', 'APIKEY', make_crc_token('ghp_'))
    put('ghp4', 'APIKEY', make_crc_token('ghp_'))
    put('ghfg1', 'APIKEY', 'github_pat_' + pick(DG + UP, 22) + '_' + pick(AN, 59))
    put('npm1', 'APIKEY', make_crc_token('npm_'))
    put('npm2', 'APIKEY', make_crc_token('npm_'))
    put('sk_live1', 'APIKEY', 'sk_live_' + pick(AN, 24))
    put('sk_live2', 'APIKEY', 'sk_live_51' + pick(AN, 97))
    put('rk_live1', 'APIKEY', 'rk_live_' + pick(AN, 24))
    put('akid1', 'APIKEY', 'AKIA' + pick(B32, 16))
    put('akid2', 'APIKEY', 'AKIA' + pick(B32, 16))
    put('akid3', 'APIKEY', 'ASIA' + pick(B32, 16))
    put('gkey1', 'APIKEY', 'AIza' + pick(URLSAFE, 35))
    put('gkey2', 'APIKEY', 'AIza' + pick(URLSAFE, 35))
    put('oai1', 'APIKEY', 'sk-proj-' + pick(URLSAFE, 74))
    put('ant1', 'APIKEY', 'sk-ant-api03-' + pick(URLSAFE, 93) + 'AA')
    put('sg1', 'APIKEY', 'SG.' + pick(URLSAFE, 22) + '.' + pick(URLSAFE, 43))
    put('sg2', 'APIKEY', 'SG.' + pick(URLSAFE, 22) + '.' + pick(URLSAFE, 43))
    put('xoxb1', 'APIKEY', 'xoxb-%s-%s-%s' % (pick(DG, 12), pick(DG, 13), pick(AN, 24)))
    put('xoxb2', 'APIKEY', 'xoxb-%s-%s-%s' % (pick(DG, 11), pick(DG, 13), pick(AN, 24)))
    put('xoxp1', 'APIKEY', 'xoxp-%s-%s-%s-%s' % (pick(DG, 12), pick(DG, 12), pick(DG, 13), pick(HEX, 32)))
    put('tg1', 'APIKEY', '%d:AA%s' % (R.randint(5000000000, 7999999999), pick(URLSAFE, 33)))
    put('tg2', 'APIKEY', '%d:AA%s' % (R.randint(5000000000, 7999999999), pick(URLSAFE, 33)))
    put('mc1', 'APIKEY', pick(HEX, 32) + '-us21')
    put('mc2', 'APIKEY', pick(HEX, 32) + '-us6')
    put('glpat1', 'APIKEY', 'glpat-' + pick(URLSAFE, 20))
    put('glpat2', 'APIKEY', 'glpat-' + pick(URLSAFE, 20))
    put('dop1', 'APIKEY', 'dop_v1_' + pick(HEX, 64))
    put('dckr1', 'APIKEY', 'dckr_pat_' + pick(URLSAFE, 27))
    put('pypi1', 'APIKEY', 'pypi-AgEIcHlwaS5vcmc' + pick(URLSAFE, 160))
    put('cf1', 'APIKEY', pick(URLSAFE, 40))
    put('mg1', 'APIKEY', 'key-' + pick(HEX, 32))
    put('twsk1', 'APIKEY', 'SK' + pick(HEX, 32))
    put('ccipat1', 'APIKEY', 'CCIPAT_' + pick(AN, 22) + '_' + pick(HEX, 40))
    put('nfp1', 'APIKEY', 'nfp_' + pick(AN, 36))
    put('hf1', 'APIKEY', 'hf_' + pick(UP + LO, 34))
    put('sntry1', 'APIKEY', 'sntryu_' + pick(HEX, 64))
    put('jwt1', 'APIKEY', make_jwt('jwt1', {'sub': 'u_81734', 'scope': 'ci:write', 'iat': 1717400211, 'exp': 1748936211}))
    put('jwt2', 'APIKEY', make_jwt('jwt2', {'iss': 'tunnel-api', 'uid': 559012, 'plan': 'family', 'iat': 1722900000}))
    put('jwt3', 'APIKEY', make_jwt('jwt3', {'sub': 'bot-relay', 'aud': 'letterpost', 'iat': 1730000000}))
    put('discord_bot1', 'APIKEY', b64u(str(R.randint(10**17, 10**18 - 1)).encode()) + '.' + pick(URLSAFE, 6) + '.' + pick(URLSAFE, 38))
    put('ghp5', 'APIKEY', make_crc_token('ghp_'))
    put('gho1', 'APIKEY', make_crc_token('gho_'))
    # secrets
    put('awssec1', 'SECRET', pick(AN + '/+', 40))
    put('awssec2', 'SECRET', pick(AN + '/+', 40))
    put('awssec3', 'SECRET', pick(AN + '/+', 40))
    put('slackhook1', 'SECRET', 'https://hooks.slack.com/services/T%s/B%s/%s' % (pick(UP + DG, 8), pick(UP + DG, 10), pick(AN, 24)))
    put('slackhook2', 'SECRET', 'https://hooks.slack.com/services/T%s/B%s/%s' % (pick(UP + DG, 10), pick(UP + DG, 10), pick(AN, 24)))
    put('discordhook1', 'SECRET', 'https://discord.com/api/webhooks/%s/%s' % (pick(DG, 19), pick(URLSAFE, 68)))
    put('dinghook1', 'SECRET', 'https://oapi.dingtalk.com/robot/send?access_token=' + pick(HEX, 64))
    put('dinghook2', 'SECRET', 'https://oapi.dingtalk.com/robot/send?access_token=' + pick(HEX, 64))
    put('wecomhook1', 'SECRET', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + uuid4())
    put('feishuhook1', 'SECRET', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + uuid4())
    put('whsec1', 'SECRET', 'whsec_' + pick(AN, 32))
    put('whsec2', 'SECRET', 'whsec_' + pick(AN, 32))
    put('slacksign1', 'SECRET', pick(HEX, 32))
    put('ghwhsec1', 'SECRET', pick(HEX, 40))
    put('dingsec1', 'SECRET', 'SEC' + pick(HEX, 64))
    put('totp1', 'SECRET', pick(B32, 32))
    put('totp2', 'SECRET', ' '.join(pick(B32, 4).lower() for _ in range(8)))
    put('totp3', 'SECRET', pick(B32, 16))
    put('totp4', 'SECRET', pick(B32, 32))
    put('pem1', 'SECRET', pem('RSA', 6, 20))
    put('pem2', 'SECRET', pem('OPENSSH', 5, 36))
    put('pem3', 'SECRET', pem('EC', 1, 16))
    put('cookie1', 'SECRET', pick(LO + DG, 32))
    put('cookie2', 'SECRET', 's%3A' + pick(URLSAFE, 32) + '.' + pick(AN, 40) + '%2F' + pick(AN, 3))
    put('cookie3', 'SECRET', pick(LO + DG, 26))
    put('cookie4', 'SECRET', pick(AN, 40))
    put('gcsecret1', 'SECRET', 'GOCSPX-' + pick(URLSAFE, 28))
    put('djsecret1', 'SECRET', pick(LO + DG + '!@#%^&*(-_=+)', 50))
    put('twauth1', 'SECRET', pick(HEX, 32))
    put('jwtsec1', 'SECRET', pick(HEX, 64))
    put('mgsign1', 'SECRET', pick(HEX, 32))
    for i in range(1, 9):
        put('recA%d' % i, 'SECRET', pick(LO + DG, 4) + '-' + pick(LO + DG, 4))
    for i in range(1, 6):
        put('recB%d' % i, 'SECRET', pick(LO + DG, 5) + '-' + pick(LO + DG, 5))
    for i in range(1, 5):
        put('recC%d' % i, 'SECRET', pick(UP + DG, 10))
    # decoy helpers (not spans): hashes, uuids, publishable keys
    for i in range(1, 13):
        put('sha%d' % i, 'DECOY', pick(HEX, 40))
    for i in range(1, 9):
        put('uuid%d' % i, 'DECOY', uuid4())
    for i in range(1, 5):
        put('sha256_%d' % i, 'DECOY', pick(HEX, 64))
    put('pk_live1', 'DECOY', 'pk_live_' + pick(AN, 24))
    put('pk_live2', 'DECOY', 'pk_live_51' + pick(AN, 97))
    put('digest1', 'DECOY', 'sha256:' + pick(HEX, 64))
    put('digest2', 'DECOY', 'sha256:' + pick(HEX, 64))
    # WireGuard keys: private ones are SECRET, public ones decoys
    put('wgpriv1', 'SECRET', base64.b64encode(bytes(R.getrandbits(8) for _ in range(32))).decode())
    put('wgpriv2', 'SECRET', base64.b64encode(bytes(R.getrandbits(8) for _ in range(32))).decode())
    put('nid_fr2', 'NATIONAL_ID', make_nir('2', '86', '05', '69', '387'))
    for i in range(1, 4):
        put('wgpub%d' % i, 'DECOY', base64.b64encode(bytes(R.getrandbits(8) for _ in range(32))).decode())
    # second batch (appended so that earlier values stay stable)
    put('npm3', 'APIKEY', make_crc_token('npm_'))
    put('ghp6', 'APIKEY', make_crc_token('ghp_'))
    put('ghp7', 'APIKEY', make_crc_token('ghp_'))
    put('ghp8', 'APIKEY', make_crc_token('ghp_'))
    put('gkey3', 'APIKEY', 'AIza' + pick(URLSAFE, 35))
    put('sk_live3', 'APIKEY', 'sk_live_' + pick(AN, 24))
    put('xoxb3', 'APIKEY', 'xoxb-%s-%s-%s' % (pick(DG, 12), pick(DG, 13), pick(AN, 24)))
    put('tg3', 'APIKEY', '%d:AA%s' % (R.randint(5000000000, 7999999999), pick(URLSAFE, 33)))
    put('glpat3', 'APIKEY', 'glpat-' + pick(URLSAFE, 20))
    put('akid4', 'APIKEY', 'AKIA' + pick(B32, 16))
    put('mc3', 'APIKEY', pick(HEX, 32) + '-us14')
    put('sg3', 'APIKEY', 'SG.' + pick(URLSAFE, 22) + '.' + pick(URLSAFE, 43))
    put('jwt4', 'APIKEY', make_jwt('jwt4', {'sub': 'vpn-client', 'uid': 770213, 'dev': 'ios', 'iat': 1731400000}))
    put('jwt5', 'APIKEY', make_jwt('jwt5', {'iss': 'shipyard', 'sub': 'runner-17', 'iat': 1729000000}))
    put('oai2', 'APIKEY', 'sk-proj-' + pick(URLSAFE, 74))
    put('gho2', 'APIKEY', make_crc_token('gho_'))
    put('awssec4', 'SECRET', pick(AN + '/+', 40))
    put('totp5', 'SECRET', pick(B32, 32))
    put('totp6', 'SECRET', ' '.join(pick(B32, 4) for _ in range(8)))
    put('whsec3', 'SECRET', 'whsec_' + pick(AN, 32))
    put('slackhook3', 'SECRET', 'https://hooks.slack.com/services/T%s/B%s/%s' % (pick(UP + DG, 9), pick(UP + DG, 11), pick(AN, 24)))
    put('discordhook2', 'SECRET', 'https://discord.com/api/webhooks/%s/%s' % (pick(DG, 19), pick(URLSAFE, 68)))
    put('dinghook3', 'SECRET', 'https://oapi.dingtalk.com/robot/send?access_token=' + pick(HEX, 64))
    put('feishuhook2', 'SECRET', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + uuid4())
    put('wecomhook2', 'SECRET', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + uuid4())
    put('dingsec2', 'SECRET', 'SEC' + pick(HEX, 64))
    put('cookie5', 'SECRET', pick(LO + DG, 32))
    put('cookie6', 'SECRET', pick(AN, 48))
    put('pem4', 'SECRET', pem('OPENSSH', 4, 52))
    put('pem5', 'SECRET', pem('RSA', 4, 12))
    for i in range(1, 7):
        put('recD%d' % i, 'SECRET', pick(LO + DG, 4) + '-' + pick(LO + DG, 4) + '-' + pick(LO + DG, 4))
    put('card_visa5', 'CARD', make_card('4', 16, [4, 4, 4, 4]))
    put('card_mc4', 'CARD', make_card('5' + R.choice('12345'), 16, [4, 4, 4, 4]))
    put('card_up6', 'CARD', make_card('622588', 16, [4, 4, 4, 4]))
    put('card_up7', 'CARD', make_card('621483', 19))
    put('card_up8', 'CARD', make_card('622700', 19, [4, 4, 4, 4, 3]))
    put('card_visa6', 'CARD', make_card('4', 16))
    put('iban_de3', 'IBAN', make_iban('DE', pick(DG, 18)))
    put('iban_gb3', 'IBAN', make_iban('GB', 'HBUK' + pick(DG, 14)))
    put('iban_it2', 'IBAN', make_iban('IT', R.choice(UP) + pick(DG, 22), grouped=False))
    put('iban_se1', 'IBAN', make_iban('SE', pick(DG, 20)))
    put('ssn9', 'SSN', make_ssn())
    put('ssn10', 'SSN', make_ssn())
    for i in range(13, 21):
        put('sha%d' % i, 'DECOY', pick(HEX, 40))
    put('pk_live3', 'DECOY', 'pk_live_' + pick(AN, 24))
    # Chinese cloud vendors: access-key ids are APIKEY, their paired secrets SECRET
    put('aliyun_ak1', 'APIKEY', 'LTAI5t' + pick(AN, 18))
    put('aliyun_sk1', 'SECRET', pick(AN, 30))
    put('aliyun_ak2', 'APIKEY', 'LTAI5t' + pick(AN, 18))
    put('aliyun_sk2', 'SECRET', pick(AN, 30))
    put('tencent_sid1', 'APIKEY', 'AKID' + pick(AN, 32))
    put('tencent_skey1', 'SECRET', pick(AN, 32))
    # third batch
    put('card_up9', 'CARD', make_card('621226', 19, [4, 4, 4, 4, 3]))
    put('card_up10', 'CARD', make_card('622908', 16))
    put('card_visa7', 'CARD', make_card('4', 16, [4, 4, 4, 4]))
    put('card_mc5', 'CARD', make_card('5' + R.choice('12345'), 16, [4, 4, 4, 4]))
    put('nid_sg3', 'NATIONAL_ID', make_nric('T', '03'))
    put('pp_cn5', 'PASSPORT', 'E' + R.choice('ABCDEFGHJKLMN') + pick(DG, 7))
    put('card_up11', 'CARD', make_card('622575', 16, [4, 4, 4, 4]))
    put('card_up12', 'CARD', make_card('621485', 16))
    put('iban_nl3', 'IBAN', make_iban('NL', 'ABNA' + pick(DG, 10)))


_build()

# ---------------------------------------------------------------- validation
APIKEY_SHAPES = [
    r'ghp_[A-Za-z0-9]{36}', r'gho_[A-Za-z0-9]{36}', r'npm_[A-Za-z0-9]{36}',
    r'github_pat_[0-9A-Z]{22}_[A-Za-z0-9]{59}',
    r'[sr]k_live_[A-Za-z0-9]{24,99}', r'(AKIA|ASIA)[A-Z2-7]{16}', r'AIza[A-Za-z0-9_\-]{35}',
    r'sk-proj-[A-Za-z0-9_\-]{40,200}', r'sk-ant-api03-[A-Za-z0-9_\-]{93}AA',
    r'SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}', r'xox[bp]-\d{10,13}-\d{10,13}(-\d{10,13})?-[A-Za-z0-9]{24,32}',
    r'\d{8,10}:AA[A-Za-z0-9_\-]{33}', r'[0-9a-f]{32}-us\d{1,2}', r'glpat-[A-Za-z0-9_\-]{20}',
    r'dop_v1_[0-9a-f]{64}', r'dckr_pat_[A-Za-z0-9_\-]{27}', r'pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_\-]{50,}',
    r'[A-Za-z0-9_\-]{40}', r'key-[0-9a-f]{32}', r'SK[0-9a-f]{32}', r'CCIPAT_[A-Za-z0-9]{22}_[0-9a-f]{40}',
    r'nfp_[A-Za-z0-9]{36}', r'hf_[A-Za-z]{34}', r'sntryu_[0-9a-f]{64}',
    r'[A-Za-z0-9_\-]{24,}\.[A-Za-z0-9_\-]{6}\.[A-Za-z0-9_\-]{27,38}',
    r'LTAI[A-Za-z0-9]{12,24}', r'AKID[A-Za-z0-9]{32}',
]

CHECKERS = {
    'CARD': lambda v: luhn_ok(re.sub(r'[ \-]', '', v)),
    'IBAN': iban_ok,
    'IDCARD': idcard_ok,
    'SSN': ssn_ok,
    'PASSPORT': passport_ok,
}
NATIONAL_CHECKS = [dni_ok, bsn_ok, cf_ok, nir_ok, nino_ok, nric_ok, aadhaar_ok, cpf_ok, pesel_ok,
                   se_pn_ok, hetu_ok, sin_ok, be_nn_ok]
# national-id checkers that really carry a check character
NATIONAL_CHECKED = [dni_ok, bsn_ok, cf_ok, nir_ok, nric_ok, aadhaar_ok, cpf_ok, pesel_ok,
                    se_pn_ok, hetu_ok, sin_ok, be_nn_ok]


def national_ok(v):
    return any(f(v) for f in NATIONAL_CHECKS)


def apikey_ok(name, v):
    if v.startswith(('ghp_', 'gho_')):
        return crc_token_ok(v, v[:4])
    if v.startswith('npm_'):
        return crc_token_ok(v, 'npm_')
    if name in JWT_KEYS:
        return jwt_ok(v, JWT_KEYS[name])
    return any(re.fullmatch(p, v) for p in APIKEY_SHAPES)


def secret_ok(v):
    if v.startswith('-----BEGIN '):
        return bool(re.fullmatch(r'-----BEGIN ([A-Z ]+)-----\n[A-Za-z0-9+/=\n]+\n-----END \1-----', v))
    if v.startswith('https://'):
        return bool(re.match(r'https://(hooks\.slack\.com/services/T|discord\.com/api/webhooks/|oapi\.dingtalk\.com/robot/send\?access_token=|qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=|open\.feishu\.cn/open-apis/bot/v2/hook/)', v))
    return len(v) >= 8 and not re.search(r'\s', v.replace(' ', '')) and ' ' not in v.strip() or bool(re.fullmatch(r'([a-z2-7]{4} ){7}[a-z2-7]{4}|([A-Z2-7]{4} ){7}[A-Z2-7]{4}', v))


def check_value(name, v):
    k = KIND[name]
    if k in CHECKERS:
        return CHECKERS[k](v)
    if k == 'NATIONAL_ID':
        return national_ok(v)
    if k == 'APIKEY':
        return apikey_ok(name, v)
    if k == 'SECRET':
        return secret_ok(v)
    return True


def has_check_digit(name, v):
    k = KIND[name]
    if k in ('CARD', 'IBAN', 'IDCARD'):
        return True
    if k == 'NATIONAL_ID':
        return any(f(v) for f in NATIONAL_CHECKED)
    if k == 'APIKEY':
        return v.startswith(('ghp_', 'gho_', 'npm_')) or name in JWT_KEYS
    return False


def corrupt(v, where):
    """change one digit (or one alphanumeric char when there is no digit left)."""
    idx = [i for i, c in enumerate(v) if c.isdigit()]
    if where == 'check':
        i = len(v) - 1
        while not v[i].isalnum():
            i -= 1
    else:
        i = idx[len(idx) // 2] if idx else len(v) // 2
    c = v[i]
    if c.isdigit():
        n = str((int(c) + 1) % 10)
    elif c == 'X':
        n = '0'
    elif c.isalpha():
        n = 'B' if c.upper() == 'A' else ('A' if c.isupper() else 'a')
    else:
        n = 'x'
    return v[:i] + n + v[i + 1:]


def selftest(verbose=False):
    bad = []
    n_checked = 0
    for name, v in VALUES.items():
        if KIND[name] == 'DECOY':
            continue
        if not check_value(name, v):
            bad.append('%s: does not validate: %r' % (name, v))
            continue
        if has_check_digit(name, v):
            n_checked += 1
            for where in ('check', 'body'):
                if KIND[name] == 'APIKEY' and name in JWT_KEYS and where == 'body':
                    # the signature is the check part; a body change breaks it as well
                    pass
                c = corrupt(v, where)
                if c == v or check_value(name, c):
                    bad.append('%s: %s corruption still validates: %r' % (name, where, c))
    for b in bad:
        print('SELFTEST FAIL', b)
    if verbose or bad:
        print('selftest: %d values, %d with check digits, %d failures'
              % (sum(1 for k in KIND.values() if k != 'DECOY'), n_checked, len(bad)))
    return not bad


if __name__ == '__main__':
    if '-p' in sys.argv:
        for name, v in VALUES.items():
            print('%-14s %-12s %s' % (name, KIND[name], v.replace('\n', '\\n')))
    ok = selftest(verbose=True)
    sys.exit(0 if ok else 1)
