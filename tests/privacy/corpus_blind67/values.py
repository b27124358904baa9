#!/usr/bin/env python3
"""Seeded generators for every blind67 value that needs a check digit or a
vendor shape.  Texts refer to them as ``$name``.

    python3 values.py        run selftest()
    python3 values.py -p     print every value
"""
import base64
import datetime
import hashlib
import hmac
import json
import re
import random
import string
import sys
import zlib

SEED = 670167
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase
HEXL = '0123456789abcdef'
HEXU = '0123456789ABCDEF'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
URLSAFE = ALNUM + '-_'


def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip('=')


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(num):
    if not num.isdigit():
        return False
    s = 0
    for i, ch in enumerate(reversed(num)):
        x = int(ch)
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        s += x
    return s % 10 == 0


def luhn_complete(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return partial + c
    raise ValueError(partial)


def group(s, groups, sep):
    out, i = [], 0
    for g in groups:
        out.append(s[i:i + g])
        i += g
    assert i == len(s), (s, groups)
    return sep.join(out)


def make_card(prefix, length, groups=None, sep=' '):
    num = luhn_complete(prefix + rs(DIG, length - len(prefix) - 1))
    return group(num, groups, sep) if groups else num


CARD_PREFIXES = ('4', '51', '52', '53', '54', '55', '22', '23', '24', '25', '26',
                 '27', '34', '37', '62', '35', '6011', '65', '36', '38')


def card_ok(v):
    if not re.fullmatch(r'\d+(?:[ -]\d+)*', v):
        return False
    s = re.sub(r'[ -]', '', v)
    if not 13 <= len(s) <= 19:
        return False
    if not s.startswith(CARD_PREFIXES):
        return False
    if s[:2] in ('34', '37') and len(s) != 15:
        return False
    return luhn_ok(s)


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {'GB': 22, 'DE': 22, 'FR': 27, 'NL': 18, 'ES': 24, 'IE': 22, 'IT': 27,
            'CH': 21, 'BE': 16, 'PL': 28, 'PT': 25, 'AT': 20}


def _iban_int(s):
    return int(''.join(str(int(c, 36)) for c in s))


def iban_ok(v):
    if not re.fullmatch(r'[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4})+', v):
        return False
    s = v.replace(' ', '')
    if s[:2] not in IBAN_LEN or len(s) != IBAN_LEN[s[:2]]:
        return False
    return _iban_int(s[4:] + s[:4]) % 97 == 1


def make_iban(cc, bban, spaced=True):
    chk = 98 - _iban_int(bban + cc + '00') % 97
    s = '%s%02d%s' % (cc, chk, bban)
    assert len(s) == IBAN_LEN[cc], (cc, len(s))
    return ' '.join(s[i:i + 4] for i in range(0, len(s), 4)) if spaced else s


def be_bban():
    first = '0' + rs(DIG, 9)
    k = int(first) % 97 or 97
    return first + '%02d' % k


# ---------------------------------------------------------------- US SSN
def ssn_ok(v):
    m = re.fullmatch(r'(\d{3})([- ]?)(\d{2})\2(\d{4})', v)
    if not m:
        return False
    a, g, s = m.group(1), m.group(3), m.group(4)
    return a not in ('000', '666') and a[0] != '9' and g != '00' and s != '0000'


def make_ssn(sep='-'):
    while True:
        a = '%03d' % R.randint(1, 899)
        if a == '666':
            continue
        return sep.join([a, '%02d' % R.randint(1, 99), '%04d' % R.randint(1, 9999)])


# ---------------------------------------------------------------- CN resident ID (GB 11643)
GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
GB_C = '10X98765432'


def idcard_birth(v):
    s = v.replace(' ', '')
    return datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))


def idcard_ok(v):
    s = v.replace(' ', '')
    if not re.fullmatch(r'[1-6]\d{16}[\dX]', s):
        return False
    try:
        b = idcard_birth(s)
    except ValueError:
        return False
    if not datetime.date(1920, 1, 1) <= b <= datetime.date(2024, 1, 1):
        return False
    return GB_C[sum(int(a) * w for a, w in zip(s[:17], GB_W)) % 11] == s[17]


def make_idcard(region, dob, male, spaced=False):
    seq = rs(DIG, 2) + R.choice('13579' if male else '02468')
    s17 = region + dob.replace('-', '') + seq
    s = s17 + GB_C[sum(int(a) * w for a, w in zip(s17, GB_W)) % 11]
    return '%s %s %s' % (s[:6], s[6:14], s[14:]) if spaced else s


# ---------------------------------------------------------------- passports (shape only)
PASSPORT_RES = [
    r'E\d{8}',                          # CN e-passport, old series
    r'E[A-HJ-NP-Z]\d{7}',               # CN e-passport, new series
    r'\d{9}',                           # UK, US
    r'[A-Z]\d{8}',                      # US next generation, HKSAR (K/H)
    r'C[0-9CFGHJKLMNPRTVWXYZ]{8}',      # DE
    r'[A-Z]{2}\d{7}',                   # IE, AU
    r'[A-Z]\d{7}',                      # IN, AU
    r'[A-Z]{2}\d{6}',                   # CA
]


def passport_ok(v):
    return any(re.fullmatch(p, v) for p in PASSPORT_RES)


# ---------------------------------------------------------------- national ids
def nino_ok(v):
    if not re.fullmatch(r'[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]', v):
        return False
    s = v.replace(' ', '')
    if s[0] in 'DFIQUV' or s[1] in 'DFIOQUV':
        return False
    return s[:2] not in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ')


def sin_ok(v):
    if not re.fullmatch(r'\d{3}([ -]?)\d{3}\1\d{3}', v):
        return False
    s = re.sub(r'[ -]', '', v)
    return s[0] in '1234567' '9' and luhn_ok(s)


def bsn_ok(v):
    if not re.fullmatch(r'\d{9}|\d{4}\.\d{2}\.\d{3}', v):
        return False
    s = v.replace('.', '')
    return (sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])) % 11 == 0


DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def dni_ok(v):
    m = re.fullmatch(r'(\d{8}|[XYZ]\d{7})-?([A-Z])', v)
    if not m:
        return False
    n = m.group(1)
    n = str('XYZ'.index(n[0])) + n[1:] if n[0] in 'XYZ' else n
    return DNI_L[int(n) % 23] == m.group(2)


def nric_ok(v):
    m = re.fullmatch(r'([STFG])(\d{7})([A-Z])', v)
    if not m:
        return False
    w = [2, 7, 6, 5, 4, 3, 2]
    t = sum(int(d) * x for d, x in zip(m.group(2), w)) + (4 if m.group(1) in 'TG' else 0)
    table = 'JZIHGFEDCBA' if m.group(1) in 'ST' else 'XWUTRQPNMLK'
    return table[t % 11] == m.group(3)


def hkid_check(prefix, digits):
    vals = ([36] if len(prefix) == 1 else []) + [ord(c) - 55 for c in prefix] + [int(d) for d in digits]
    t = sum(v * w for v, w in zip(vals, range(9, 1, -1)))
    c = (11 - t % 11) % 11
    return 'A' if c == 10 else str(c)


def hkid_ok(v):
    m = re.fullmatch(r'([A-Z]{1,2})(\d{6})\(([0-9A])\)', v) or \
        re.fullmatch(r'([A-Z]{1,2})(\d{6})([0-9A])', v)
    return bool(m) and hkid_check(m.group(1), m.group(2)) == m.group(3)


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


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = V_D[c][V_P[i % 8][int(ch)]]
    return c == 0


def verhoeff_complete(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = V_D[c][V_P[(i + 1) % 8][int(ch)]]
    return s + str(V_INV[c])


def aadhaar_ok(v):
    if not re.fullmatch(r'[2-9]\d{3}([ -]?)\d{4}\1\d{4}', v):
        return False
    return verhoeff_ok(re.sub(r'[ -]', '', v))


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_birth(v):
    y, m, d = int(v[0:2]), int(v[2:4]), int(v[4:6])
    if 1 <= m <= 12:
        return datetime.date(1900 + y, m, d)
    if 21 <= m <= 32:
        return datetime.date(2000 + y, m - 20, d)
    raise ValueError(v)


def pesel_ok(v):
    if not re.fullmatch(r'\d{11}', v):
        return False
    try:
        pesel_birth(v)
    except ValueError:
        return False
    return (10 - sum(int(a) * w for a, w in zip(v[:10], PESEL_W)) % 10) % 10 == int(v[10])


def pnr_birth(v):
    s = v.replace('-', '').replace('+', '')
    y = int(s[0:2])
    return datetime.date(1900 + y if y > 24 else 2000 + y, int(s[2:4]), int(s[4:6]))


def pnr_ok(v):
    if not re.fullmatch(r'\d{6}[-+]\d{4}', v):
        return False
    try:
        pnr_birth(v)
    except ValueError:
        return False
    return luhn_ok(v[:6] + v[7:])


TFN_W = [1, 4, 3, 7, 5, 8, 6, 9, 10]


def tfn_ok(v):
    if not re.fullmatch(r'\d{3}( ?)\d{3}\1\d{3}', v):
        return False
    s = v.replace(' ', '')
    return sum(int(a) * w for a, w in zip(s, TFN_W)) % 11 == 0


PPSN_L = 'WABCDEFGHIJKLMNOPQRSTUV'


def ppsn_ok(v):
    m = re.fullmatch(r'(\d{7})([A-W])', v)
    if not m:
        return False
    t = sum(int(d) * w for d, w in zip(m.group(1), range(8, 1, -1)))
    return PPSN_L[t % 23] == m.group(2)


NATIONAL_ID_SCHEMES = {
    'nino': nino_ok, 'sin': sin_ok, 'bsn': bsn_ok, 'dni': dni_ok, 'nric': nric_ok,
    'hkid': hkid_ok, 'aadhaar': aadhaar_ok, 'pesel': pesel_ok, 'pnr': pnr_ok,
    'tfn': tfn_ok, 'ppsn': ppsn_ok,
}


def national_id_ok(v):
    return any(f(v) for f in NATIONAL_ID_SCHEMES.values())


def make_nino(spaced):
    while True:
        s = R.choice('ABCEGHJKLMNOPRSTWXYZ') + R.choice('ABCEGHJKLMNPRSTWXYZ')
        if s in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'):
            continue
        d = rs(DIG, 6)
        c = R.choice('ABCD')
        return ('%s %s %s %s %s' % (s, d[:2], d[2:4], d[4:], c)) if spaced else s + d + c


def make_sin(sep):
    s = luhn_complete(R.choice('1234567') + rs(DIG, 7))
    return sep.join([s[:3], s[3:6], s[6:]])


def make_bsn():
    while True:
        s = R.choice('123456') + rs(DIG, 7)
        t = sum(int(s[i]) * (9 - i) for i in range(8)) % 11
        if t < 10:
            return s + str(t)


def make_dni(nie=False):
    if nie:
        p = R.choice('XYZ')
        d = rs(DIG, 7)
        n = str('XYZ'.index(p)) + d
        return p + d + DNI_L[int(n) % 23]
    d = '%08d' % R.randint(10000000, 79999999)
    return d + DNI_L[int(d) % 23]


def make_nric(p):
    d = rs(DIG, 7)
    w = [2, 7, 6, 5, 4, 3, 2]
    t = sum(int(a) * x for a, x in zip(d, w)) + (4 if p in 'TG' else 0)
    return p + d + ('JZIHGFEDCBA' if p in 'ST' else 'XWUTRQPNMLK')[t % 11]


def make_hkid():
    p = R.choice('ACDEGHKPRVZ')
    d = rs(DIG, 6)
    return '%s%s(%s)' % (p, d, hkid_check(p, d))


def make_aadhaar():
    s = verhoeff_complete(R.choice('23456789') + rs(DIG, 10))
    return '%s %s %s' % (s[:4], s[4:8], s[8:])


def make_pesel(dob, male):
    y, m, d = dob.split('-')
    mm = int(m) + (20 if y.startswith('20') else 0)
    s = '%s%02d%s' % (y[2:], mm, d) + rs(DIG, 3) + R.choice('13579' if male else '02468')
    return s + str((10 - sum(int(a) * w for a, w in zip(s, PESEL_W)) % 10) % 10)


def make_pnr(dob):
    y, m, d = dob.split('-')
    s = luhn_complete(y[2:] + m + d + rs(DIG, 3))
    return s[:6] + '-' + s[6:]


def make_tfn():
    while True:
        s = rs(DIG, 8)
        d = sum(int(a) * w for a, w in zip(s, TFN_W)) % 11
        if d < 10:
            s = s + str(d)
            return '%s %s %s' % (s[:3], s[3:6], s[6:])


def make_ppsn():
    d = rs(DIG, 7)
    t = sum(int(a) * w for a, w in zip(d, range(8, 1, -1)))
    return d + PPSN_L[t % 23]


# ---------------------------------------------------------------- vendor keys
def make_ghp():
    ent = rs(B62, 30)
    c = zlib.crc32(ent.encode()) & 0xffffffff
    enc = ''
    while c:
        c, r = divmod(c, 62)
        enc = B62[r] + enc
    return 'ghp_' + ent + enc.rjust(6, '0')


def ghp_ok(v):
    m = re.fullmatch(r'ghp_([A-Za-z0-9]{30})([A-Za-z0-9]{6})', v)
    if not m:
        return False
    c = zlib.crc32(m.group(1).encode()) & 0xffffffff
    enc = ''
    while c:
        c, r = divmod(c, 62)
        enc = B62[r] + enc
    return enc.rjust(6, '0') == m.group(2)


JWT_SECRETS = {}


def make_jwt(name, payload, secret):
    h = b64url(json.dumps({'alg': 'HS256', 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = b64url(json.dumps(payload, separators=(',', ':')).encode())
    sig = b64url(hmac.new(secret.encode(), (h + '.' + p).encode(), hashlib.sha256).digest())
    JWT_SECRETS[name] = secret
    return h + '.' + p + '.' + sig


def jwt_ok(v):
    parts = v.split('.')
    if len(parts) != 3 or not all(re.fullmatch(r'[A-Za-z0-9_-]+', x) for x in parts):
        return False
    try:
        hdr = json.loads(base64.urlsafe_b64decode(parts[0] + '=' * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + '=' * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return 'alg' in hdr


def make_mapbox(kind, user):
    body = b64url(json.dumps({'u': user, 'a': 'cl' + rs(LO + DIG, 23)}, separators=(',', ':')).encode())
    return '%s.%s.%s' % (kind, body, rs(URLSAFE, 22))


APIKEY_RES = [
    r'(?:AKIA|ASIA)[A-Z2-7]{16}',
    r'ghp_[A-Za-z0-9]{36}',
    r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}',
    r'glpat-[A-Za-z0-9_-]{20}',
    r'xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}',
    r'(?:sk|rk)_live_[A-Za-z0-9]{24,99}',
    r'sk-proj-[A-Za-z0-9_-]{40,}',
    r'AIza[A-Za-z0-9_-]{35}',
    r'\d{8,10}:AA[A-Za-z0-9_-]{33}',
    r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}',
    r'SK[0-9a-f]{32}',
    r'sk\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}',
    r'hf_[A-Za-z]{34}',
    r'npm_[A-Za-z0-9]{36}',
    r'LTAI[A-Za-z0-9]{20}',
    r'AKID[A-Za-z0-9]{32}',
    r'shpat_[0-9a-f]{32}',
    r'[0-9A-F]{32}',              # OctoPrint
    r'[0-9a-f]{32}',              # Datadog / AMap web-service key
]


def apikey_ok(v):
    if re.fullmatch(r'ghp_.*', v):
        return ghp_ok(v)
    if v.startswith('eyJ'):
        return jwt_ok(v)
    return any(re.fullmatch(p, v) for p in APIKEY_RES)


# ---------------------------------------------------------------- secrets
def make_pem_ec():
    der = (bytes([0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20]) + bytes(R.getrandbits(8) for _ in range(32)) +
           bytes([0xa0, 0x0a, 0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07,
                  0xa1, 0x44, 0x03, 0x42, 0x00, 0x04]) + bytes(R.getrandbits(8) for _ in range(64)))
    b = base64.b64encode(der).decode()
    return '-----BEGIN EC PRIVATE KEY-----\n' + '\n'.join(b[i:i + 64] for i in range(0, len(b), 64)) + \
        '\n-----END EC PRIVATE KEY-----'


def make_pem_openssh():
    raw = (b'openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01'
           b'\x00\x00\x00\x33\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20' +
           bytes(R.getrandbits(8) for _ in range(200)))
    b = base64.b64encode(raw).decode()
    return '-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(b[i:i + 70] for i in range(0, len(b), 70)) + \
        '\n-----END OPENSSH PRIVATE KEY-----'


def pem_ok(v):
    m = re.fullmatch(r'-----BEGIN ([A-Z ]+)-----\n([A-Za-z0-9+/=\n]+)\n-----END \1-----', v)
    if not m:
        return False
    try:
        base64.b64decode(m.group(2).replace('\n', ''), validate=True)
    except Exception:
        return False
    return True


def make_totp(n, fmt):
    s = rs(B32, n)
    if fmt == 'groups_lower':
        return ' '.join(s[i:i + 4].lower() for i in range(0, n, 4))
    return s


def totp_ok(v):
    s = v.replace(' ', '').upper()
    if not re.fullmatch(r'[A-Z2-7]{16,64}', s):
        return False
    try:
        base64.b32decode(s + '=' * (-len(s) % 8))
    except Exception:
        return False
    return True


WEBHOOK_RES = [
    r'https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}',
    r'https://discord\.com/api/webhooks/\d{17,20}/[A-Za-z0-9_-]{68}',
    r'https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}',
    r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}',
    r'https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f-]{36}',
]


def webhook_ok(v):
    return any(re.fullmatch(p, v) for p in WEBHOOK_RES)


def uuid4():
    h = rs(HEXL, 32)
    h = h[:12] + '4' + h[13:16] + R.choice('89ab') + h[17:]
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def secret_ok(v):
    if v.startswith('-----BEGIN'):
        return pem_ok(v)
    if v.startswith('https://'):
        return webhook_ok(v)
    return len(v) >= 6 and bool(re.fullmatch(r'\S+(?: \S+)*', v))


# ---------------------------------------------------------------- decoy helpers
def make_imei(tac):
    return luhn_complete(tac + rs(DIG, 14 - len(tac)))


def ean13_ok(v):
    if not re.fullmatch(r'\d{13}', v):
        return False
    t = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(v[:12]))
    return (10 - t % 10) % 10 == int(v[12])


def make_ean13(prefix):
    s = prefix + rs(DIG, 12 - len(prefix))
    t = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(s))
    return s + str((10 - t % 10) % 10)


# ---------------------------------------------------------------- the values
VALUES = {}
SCHEME = {}   # name -> (type, scheme)


def put(name, typ, scheme, value):
    assert name not in VALUES, name
    VALUES[name] = value
    SCHEME[name] = (typ, scheme)


# cards
put('card_v1', 'CARD', 'luhn', make_card('4', 16, [4, 4, 4, 4], ' '))
put('card_v2', 'CARD', 'luhn', make_card('4', 16))
put('card_v3', 'CARD', 'luhn', make_card('4', 16, [4, 4, 4, 4], '-'))
put('card_v4', 'CARD', 'luhn', make_card('4', 16, [4, 4, 4, 4], ' '))
put('card_v5', 'CARD', 'luhn', make_card('4', 16, [4, 4, 4, 4], ' '))
put('card_m1', 'CARD', 'luhn', make_card('53', 16, [4, 4, 4, 4], ' '))
put('card_m2', 'CARD', 'luhn', make_card('2223', 16, [4, 4, 4, 4], ' '))
put('card_m3', 'CARD', 'luhn', make_card('55', 16))
put('card_m4', 'CARD', 'luhn', make_card('51', 16, [4, 4, 4, 4], '-'))
put('card_a1', 'CARD', 'luhn', make_card('37', 15, [4, 6, 5], ' '))
put('card_a2', 'CARD', 'luhn', make_card('34', 15))
put('card_u1', 'CARD', 'luhn', make_card('6222', 19, [4, 4, 4, 4, 3], ' '))
put('card_u2', 'CARD', 'luhn', make_card('6228', 16))
put('card_u3', 'CARD', 'luhn', make_card('6217', 19))
put('card_u4', 'CARD', 'luhn', make_card('6214', 16, [4, 4, 4, 4], ' '))
put('card_u5', 'CARD', 'luhn', make_card('6225', 16, [4, 4, 4, 4], ' '))
put('card_j1', 'CARD', 'luhn', make_card('3589', 16, [4, 4, 4, 4], ' '))
put('card_d1', 'CARD', 'luhn', make_card('6011', 16, [4, 4, 4, 4], ' '))

# IBANs
put('iban_gb1', 'IBAN', 'mod97', make_iban('GB', 'NWBK' + '60' + rs(DIG, 4) + rs(DIG, 8)))
put('iban_gb2', 'IBAN', 'mod97', make_iban('GB', 'BARC' + '20' + rs(DIG, 4) + rs(DIG, 8), spaced=False))
put('iban_gb3', 'IBAN', 'mod97', make_iban('GB', 'HBUK' + '40' + rs(DIG, 4) + rs(DIG, 8)))
put('iban_de1', 'IBAN', 'mod97', make_iban('DE', '10070024' + rs(DIG, 10)))
put('iban_de2', 'IBAN', 'mod97', make_iban('DE', '50010517' + rs(DIG, 10), spaced=False))
put('iban_nl1', 'IBAN', 'mod97', make_iban('NL', 'INGB' + '0' + rs(DIG, 9)))
put('iban_ie1', 'IBAN', 'mod97', make_iban('IE', 'AIBK' + '93' + rs(DIG, 4) + rs(DIG, 8)))
put('iban_ie2', 'IBAN', 'mod97', make_iban('IE', 'BOFI' + '90' + rs(DIG, 4) + rs(DIG, 8)))
put('iban_fr1', 'IBAN', 'mod97', make_iban('FR', '30004' + rs(DIG, 5) + rs(DIG, 11) + rs(DIG, 2)))
put('iban_es1', 'IBAN', 'mod97', make_iban('ES', '2100' + rs(DIG, 4) + rs(DIG, 2) + rs(DIG, 10)))
put('iban_it1', 'IBAN', 'mod97', make_iban('IT', R.choice(UP) + '03069' + rs(DIG, 5) + rs(DIG, 12), spaced=False))
put('iban_ch1', 'IBAN', 'mod97', make_iban('CH', '00762' + rs(DIG, 12)))
put('iban_be1', 'IBAN', 'mod97', make_iban('BE', be_bban()))
put('iban_pl1', 'IBAN', 'mod97', make_iban('PL', '10901014' + rs(DIG, 16)))

# US SSN
put('ssn1', 'SSN', 'ssn', make_ssn('-'))
put('ssn2', 'SSN', 'ssn', make_ssn('-'))
put('ssn3', 'SSN', 'ssn', make_ssn('-'))
put('ssn4', 'SSN', 'ssn', make_ssn(' '))
put('ssn5', 'SSN', 'ssn', make_ssn('-'))
put('ssn6', 'SSN', 'ssn', make_ssn(''))

# CN resident IDs: region, birth date, sex
ID_PLAN = [
    ('id_zh1', '440305', '1991-08-17', True, False),
    ('id_zh2', '310115', '1985-11-02', False, False),
    ('id_zh3', '110105', '1978-03-29', True, True),
    ('id_zh4', '330106', '1994-12-08', False, False),
    ('id_zh5', '510107', '1989-06-30', True, False),
    ('id_zh6', '420106', '2001-02-14', False, False),
    ('id_zh7', '460106', '1982-09-05', True, False),
    ('id_zh8', '350203', '1996-07-21', False, False),
    ('id_zh9', '370202', '1973-01-11', True, True),
    ('id_zh10', '320102', '1999-10-03', True, False),
    ('id_zh11', '610113', '1987-05-19', False, False),
    ('id_zh12', '530102', '1992-03-07', True, False),
    ('id_zh13', '430104', '1980-12-25', False, False),
    ('id_zh14', '210202', '1968-08-08', True, False),
    ('id_zh15', '500103', '1997-04-26', False, False),
    ('id_zh16', '120101', '1984-10-31', True, False),
]
for _n, _r, _d, _m, _sp in ID_PLAN:
    put(_n, 'IDCARD', 'gb11643', make_idcard(_r, _d, _m, _sp))

# passports (shape only, no check digit in the printed number)
put('pp_cn1', 'PASSPORT', 'shape', 'E' + rs(DIG, 8))
put('pp_cn2', 'PASSPORT', 'shape', 'E' + R.choice('ABCDEFGHJKLMN') + rs(DIG, 7))
put('pp_cn3', 'PASSPORT', 'shape', 'E' + R.choice('ABCDEFGHJKLMN') + rs(DIG, 7))
put('pp_cn4', 'PASSPORT', 'shape', 'E' + rs(DIG, 8))
put('pp_uk1', 'PASSPORT', 'shape', R.choice('12356') + rs(DIG, 8))
put('pp_uk2', 'PASSPORT', 'shape', R.choice('12356') + rs(DIG, 8))
put('pp_us1', 'PASSPORT', 'shape', R.choice('45') + rs(DIG, 8))
put('pp_us2', 'PASSPORT', 'shape', 'A' + rs(DIG, 8))
put('pp_de1', 'PASSPORT', 'shape', 'C' + rs('0123456789CFGHJKLMNPRTVWXYZ', 8))
put('pp_ie1', 'PASSPORT', 'shape', R.choice(['PA', 'PB', 'LA']) + rs(DIG, 7))
put('pp_au1', 'PASSPORT', 'shape', R.choice('NPR') + rs(DIG, 7))
put('pp_ca1', 'PASSPORT', 'shape', R.choice(UP) + R.choice(UP) + rs(DIG, 6))
put('pp_in1', 'PASSPORT', 'shape', R.choice('JKLMNPRSTUVWZ') + rs('123456789', 1) + rs(DIG, 6))
put('pp_hk1', 'PASSPORT', 'shape', 'K' + rs(DIG, 8))

# national ids
put('nino1', 'NATIONAL_ID', 'nino', make_nino(True))
put('nino2', 'NATIONAL_ID', 'nino', make_nino(False))
put('nino3', 'NATIONAL_ID', 'nino', make_nino(True))
put('nino4', 'NATIONAL_ID', 'nino', make_nino(False))
put('sin1', 'NATIONAL_ID', 'sin', make_sin(' '))
put('sin2', 'NATIONAL_ID', 'sin', make_sin('-'))
put('bsn1', 'NATIONAL_ID', 'bsn', make_bsn())
put('dni1', 'NATIONAL_ID', 'dni', make_dni())
put('nie1', 'NATIONAL_ID', 'dni', make_dni(nie=True))
put('nric1', 'NATIONAL_ID', 'nric', make_nric('S'))
put('nric2', 'NATIONAL_ID', 'nric', make_nric('T'))
put('hkid1', 'NATIONAL_ID', 'hkid', make_hkid())
put('hkid2', 'NATIONAL_ID', 'hkid', make_hkid())
put('aadhaar1', 'NATIONAL_ID', 'aadhaar', make_aadhaar())
put('pesel1', 'NATIONAL_ID', 'pesel', make_pesel('1990-05-14', False))
put('pnr1', 'NATIONAL_ID', 'pnr', make_pnr('1984-02-07'))
put('tfn1', 'NATIONAL_ID', 'tfn', make_tfn())
put('ppsn1', 'NATIONAL_ID', 'ppsn', make_ppsn())

# API keys
put('ak_aws1', 'APIKEY', 'shape', 'AKIA' + rs(B32, 16))
put('ak_aws2', 'APIKEY', 'shape', 'AKIA' + rs(B32, 16))
put('ak_gh1', 'APIKEY', 'ghp', make_ghp())
put('ak_gh2', 'APIKEY', 'ghp', make_ghp())
put('ak_ghfg1', 'APIKEY', 'shape', 'github_pat_11' + rs(UP + DIG, 20) + '_' + rs(ALNUM, 59))
put('ak_gl1', 'APIKEY', 'shape', 'glpat-' + rs(URLSAFE, 20))
put('ak_slack1', 'APIKEY', 'shape', 'xoxb-%s-%s-%s' % (rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 24)))
put('ak_slack2', 'APIKEY', 'shape', 'xoxb-%s-%s-%s' % (rs(DIG, 11), rs(DIG, 13), rs(ALNUM, 24)))
put('ak_stripe1', 'APIKEY', 'shape', 'sk_live_51' + rs(ALNUM, 97))
put('ak_stripe2', 'APIKEY', 'shape', 'rk_live_51' + rs(ALNUM, 97))
put('ak_openai1', 'APIKEY', 'shape', 'sk-proj-' + rs(URLSAFE, 74))
put('ak_google1', 'APIKEY', 'shape', 'AIzaSy' + rs(URLSAFE, 33))
put('ak_google2', 'APIKEY', 'shape', 'AIzaSy' + rs(URLSAFE, 33))
put('ak_tg1', 'APIKEY', 'shape', '%s:AA%s' % (rs('123456789', 1) + rs(DIG, 9), rs(URLSAFE, 33)))
put('ak_tg2', 'APIKEY', 'shape', '%s:AA%s' % (rs('123456789', 1) + rs(DIG, 8), rs(URLSAFE, 33)))
put('ak_sg1', 'APIKEY', 'shape', 'SG.%s.%s' % (rs(URLSAFE, 22), rs(URLSAFE, 43)))
put('ak_twsk1', 'APIKEY', 'shape', 'SK' + rs(HEXL, 32))
put('ak_mapbox1', 'APIKEY', 'shape', make_mapbox('sk', 'skylark-aerial'))
put('ak_hf1', 'APIKEY', 'shape', 'hf_' + rs(string.ascii_letters, 34))
put('ak_npm1', 'APIKEY', 'shape', 'npm_' + rs(ALNUM, 36))
put('ak_ali1', 'APIKEY', 'shape', 'LTAI5t' + rs(ALNUM, 18))
put('ak_ali2', 'APIKEY', 'shape', 'LTAI5t' + rs(ALNUM, 18))
put('ak_tc1', 'APIKEY', 'shape', 'AKID' + rs(ALNUM, 32))
put('ak_octo1', 'APIKEY', 'shape', rs(HEXU, 32))
put('ak_octo2', 'APIKEY', 'shape', rs(HEXU, 32))
put('ak_dd1', 'APIKEY', 'shape', rs(HEXL, 32))
put('ak_amap1', 'APIKEY', 'shape', rs(HEXL, 32))
put('ak_shopify1', 'APIKEY', 'shape', 'shpat_' + rs(HEXL, 32))
put('ak_jwt1', 'APIKEY', 'jwt', make_jwt('ak_jwt1', {'sub': 'ops-uploader', 'iss': 'skylark-aerial', 'iat': 1716201834}, rs(ALNUM, 32)))
put('ak_jwt2', 'APIKEY', 'jwt', make_jwt('ak_jwt2', {'sub': '8841', 'role': 'observer', 'iat': 1719312011, 'exp': 1719398411}, rs(ALNUM, 32)))
put('ak_jwt3', 'APIKEY', 'jwt', make_jwt('ak_jwt3', {'jti': uuid4(), 'id': 61124, 'scopes': ['assets:read', 'geocode']}, rs(ALNUM, 32)))
put('ak_jwt4', 'APIKEY', 'jwt', make_jwt('ak_jwt4', {'uid': 'vm-ops', 'tenant': 'brewpoint', 'iat': 1722470400}, rs(ALNUM, 32)))
put('ak_jwt5', 'APIKEY', 'jwt', make_jwt('ak_jwt5', {'sub': 'zoo-pos', 'aud': 'tickets', 'iat': 1711929600}, rs(ALNUM, 32)))

# secrets
put('sk_aws1', 'SECRET', 'shape', rs(ALNUM + '/+', 40))
put('sk_aws2', 'SECRET', 'shape', rs(ALNUM + '/+', 40))
put('sk_ali1', 'SECRET', 'shape', rs(ALNUM, 30))
put('sk_ali2', 'SECRET', 'shape', rs(ALNUM, 30))
put('sk_tc1', 'SECRET', 'shape', rs(ALNUM, 32))
put('sk_wx1', 'SECRET', 'shape', rs(HEXL, 32))
put('sk_twauth1', 'SECRET', 'shape', rs(HEXL, 32))
put('sk_whsec1', 'SECRET', 'shape', 'whsec_' + rs(ALNUM, 32))
put('sk_slacksign1', 'SECRET', 'shape', rs(HEXL, 32))
put('sk_dingsign1', 'SECRET', 'shape', 'SEC' + rs(HEXL, 64))
put('sk_django1', 'SECRET', 'shape', 'django-insecure-' + rs(LO + DIG + '!@#%^&*(-_=+)', 50))
put('sk_jwtsecret1', 'SECRET', 'shape', rs(ALNUM, 48))
put('sk_flask1', 'SECRET', 'shape', rs(HEXL, 64))
put('wh_slack1', 'SECRET', 'webhook', 'https://hooks.slack.com/services/T0%s/B0%s/%s' % (rs(UP + DIG, 8), rs(UP + DIG, 9), rs(ALNUM, 24)))
put('wh_slack2', 'SECRET', 'webhook', 'https://hooks.slack.com/services/T0%s/B0%s/%s' % (rs(UP + DIG, 8), rs(UP + DIG, 9), rs(ALNUM, 24)))
put('wh_discord1', 'SECRET', 'webhook', 'https://discord.com/api/webhooks/1%s/%s' % (rs(DIG, 18), rs(URLSAFE, 68)))
put('wh_ding1', 'SECRET', 'webhook', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEXL, 64))
put('wh_ding2', 'SECRET', 'webhook', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEXL, 64))
put('wh_wecom1', 'SECRET', 'webhook', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + uuid4())
put('wh_feishu1', 'SECRET', 'webhook', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + uuid4())
put('totp1', 'SECRET', 'totp', make_totp(32, 'groups_lower'))
put('totp2', 'SECRET', 'totp', make_totp(32, 'plain'))
put('totp3', 'SECRET', 'totp', make_totp(16, 'plain'))
for _i in range(1, 5):
    put('rc_gh%d' % _i, 'SECRET', 'shape', rs(HEXL, 5) + '-' + rs(HEXL, 5))
for _i in range(1, 4):
    put('rc_num%d' % _i, 'SECRET', 'shape', rs(DIG, 4) + ' ' + rs(DIG, 4))
put('ck_django1', 'SECRET', 'shape', rs(LO + DIG, 32))
put('ck_php1', 'SECRET', 'shape', rs('abcdefghijklmnopqrstuv' + DIG, 26))
put('ck_connect1', 'SECRET', 'shape', 's%3A' + rs(URLSAFE, 32) + '.' + rs(ALNUM, 43))
put('pem_ec1', 'SECRET', 'pem', make_pem_ec())
put('pem_ssh1', 'SECRET', 'pem', make_pem_openssh())

# decoys that need a shape (Luhn-valid IMEIs, microchips, EAN-13, public ids)
put('imei1', 'DECOY', 'luhn', make_imei('35391110'))
put('imei2', 'DECOY', 'luhn', make_imei('35672311'))
put('imei3', 'DECOY', 'luhn', make_imei('86769904'))
put('imei4', 'DECOY', 'luhn', make_imei('35294812'))
put('imei5', 'DECOY', 'luhn', make_imei('86891505'))
put('chip1', 'DECOY', 'shape', '826' + rs(DIG, 12))
put('chip2', 'DECOY', 'shape', '900' + rs(DIG, 12))
put('chip3', 'DECOY', 'shape', '985' + rs(DIG, 12))
put('ean1', 'DECOY', 'ean13', make_ean13('50'))
put('ean2', 'DECOY', 'ean13', make_ean13('690'))
put('ean3', 'DECOY', 'ean13', make_ean13('40'))
put('pk_stripe1', 'DECOY', 'shape', 'pk_live_51' + rs(ALNUM, 97))
put('pk_mapbox1', 'DECOY', 'shape', make_mapbox('pk', 'skylark-aerial'))
put('wx_appid1', 'DECOY', 'shape', 'wx' + rs(HEXL, 16))
put('uuid1', 'DECOY', 'shape', uuid4())
put('uuid2', 'DECOY', 'shape', uuid4())
put('uuid3', 'DECOY', 'shape', uuid4())
put('sha1', 'DECOY', 'shape', hashlib.sha256(b'blind67-firmware').hexdigest())
put('sha2', 'DECOY', 'shape', hashlib.sha1(b'blind67-commit-a').hexdigest())
put('sha3', 'DECOY', 'shape', hashlib.sha1(b'blind67-commit-b').hexdigest())
put('iccid1', 'DECOY', 'luhn', luhn_complete('894411' + rs(DIG, 12)))
put('iccid2', 'DECOY', 'luhn', luhn_complete('898600' + rs(DIG, 13)))
put('bitlocker1', 'SECRET', 'shape', '-'.join('%06d' % (11 * R.randint(0, 65535)) for _ in range(8)))
# values added for the mixed-language texts (appended so earlier values keep their seeds)
for _n, _r, _d, _m, _sp in [('id_zh17', '440106', '1990-01-23', False, False),
                            ('id_zh18', '330203', '1975-06-14', True, True),
                            ('id_zh19', '310104', '2003-09-09', True, False),
                            ('id_zh20', '500112', '1988-02-29', False, False)]:
    put(_n, 'IDCARD', 'gb11643', make_idcard(_r, _d, _m, _sp))
put('ak_aws3', 'APIKEY', 'shape', 'AKIA' + rs(B32, 16))
put('sk_aws3', 'SECRET', 'shape', rs(ALNUM + '/+', 40))


# ---------------------------------------------------------------- validation
def validate(typ, scheme, v):
    if typ == 'CARD':
        return card_ok(v)
    if typ == 'IBAN':
        return iban_ok(v)
    if typ == 'SSN':
        return ssn_ok(v)
    if typ == 'IDCARD':
        return idcard_ok(v)
    if typ == 'PASSPORT':
        return passport_ok(v)
    if typ == 'NATIONAL_ID':
        return NATIONAL_ID_SCHEMES[scheme](v) if scheme in NATIONAL_ID_SCHEMES else national_id_ok(v)
    if typ == 'APIKEY':
        return apikey_ok(v)
    if typ == 'SECRET':
        if scheme == 'totp':
            return totp_ok(v)
        return secret_ok(v)
    if typ == 'DECOY':
        if scheme == 'luhn':
            return luhn_ok(v)
        if scheme == 'ean13':
            return ean13_ok(v)
        return bool(v)
    return False


CHECKED = ('luhn', 'mod97', 'gb11643', 'ghp', 'sin', 'bsn', 'dni', 'nric', 'hkid', 'aadhaar',
           'pesel', 'pnr', 'tfn', 'ppsn', 'ean13')


def corruptions(v):
    for i, ch in enumerate(v):
        if ch.isdigit():
            for d in DIG:
                if d != ch:
                    yield v[:i] + d + v[i + 1:]


def selftest(verbose=False):
    n_corrupt = 0
    for name, v in VALUES.items():
        typ, scheme = SCHEME[name]
        assert validate(typ, scheme, v), ('invalid', name, v)
        if scheme in CHECKED:
            for bad in corruptions(v):
                n_corrupt += 1
                assert not validate(typ, scheme, bad), ('corruption passed', name, bad)
        if typ == 'APIKEY' and scheme == 'jwt':
            h, p, s = v.split('.')
            exp = b64url(hmac.new(JWT_SECRETS[name].encode(), (h + '.' + p).encode(), hashlib.sha256).digest())
            assert exp == s, name
    assert len(set(VALUES.values())) == len(VALUES), 'duplicate value'
    if verbose:
        print('selftest ok: %d values, %d one-digit corruptions rejected' % (len(VALUES), n_corrupt))
    return True


if __name__ == '__main__':
    if '-p' in sys.argv:
        for k, v in VALUES.items():
            print('%-14s %-12s %s' % (k, SCHEME[k][0], v if '\n' not in v else v.replace('\n', '\\n')))
    selftest(verbose=True)
