#!/usr/bin/env python3
"""Seeded generators for every blind56 value that needs a check digit or a
vendor shape.  Texts refer to them as ``$name``.

    python3 values.py        run selftest()
    python3 values.py -p     print every value (name, type, format, value)

Only the standard library is used.  Values are appended in a fixed order from
one ``random.Random(SEED)``, so the corpus is reproducible.
"""
import base64
import datetime
import json
import random
import re
import string
import sys
import zlib

SEED = 56_0419
R = random.Random(SEED)

VALUES = {}   # name -> string
META = {}     # name -> (TYPE, fmt)   TYPE is one of the 18 labels or DECOY

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
B62 = DIG + UP + LO
HEXD = '0123456789abcdef'
B32 = UP + '234567'


def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def group(s, sizes, sep=' '):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


# ---------------------------------------------------------------- validators
def luhn_ok(s):
    ds = [int(c) for c in s if c.isdigit()]
    if len(ds) < 2:
        return False
    tot = 0
    for i, d in enumerate(reversed(ds)):
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_complete(body):
    for c in DIG:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def card_ok(s):
    if not re.fullmatch(r'\d[\d -]*\d', s):
        return False
    d = re.sub(r'\D', '', s)
    if not 13 <= len(d) <= 19 or d[0] not in '23456':
        return False
    return luhn_ok(d)


IBAN_LEN = {'DE': 22, 'GB': 22, 'FR': 27, 'NL': 18, 'ES': 24, 'BE': 16,
            'PL': 28, 'CH': 21, 'IE': 22, 'AT': 20, 'IT': 27, 'PT': 25,
            'LU': 20, 'SE': 24}


def _iban_int(s):
    return int(''.join(str(int(c, 36)) for c in s))


def iban_ok(s):
    if not re.fullmatch(r'[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4})+', s):
        return False
    c = s.replace(' ', '')
    if IBAN_LEN.get(c[:2]) != len(c):
        return False
    return _iban_int(c[4:] + c[:4]) % 97 == 1


def make_iban(cc, bban):
    chk = 98 - _iban_int(bban + cc + '00') % 97
    return '%s%02d%s' % (cc, chk, bban)


def ssn_ok(s):
    m = re.fullmatch(r'(\d{3})([- ]?)(\d{2})\2(\d{4})', s)
    if not m:
        return False
    a, g, n = m.group(1), m.group(3), m.group(4)
    if a in ('000', '666') or a[0] == '9' or g == '00' or n == '0000':
        return False
    return s.replace('-', '').replace(' ', '') not in ('078051120', '219099999')


ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
ID_MAP = '10X98765432'


def idcard_check(body):
    return ID_MAP[sum(int(a) * b for a, b in zip(body, ID_W)) % 11]


def idcard_birth(s):
    try:
        return datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return None


def idcard_ok(s):
    if not re.fullmatch(r'[1-8]\d{16}[\dX]', s):
        return False
    b = idcard_birth(s)
    if b is None or not datetime.date(1900, 1, 1) <= b <= datetime.date(2024, 12, 31):
        return False
    return idcard_check(s[:17]) == s[17]


PASSPORT_SHAPES = {
    'pp_cn': r'E\d{8}|E[A-HJ-NP-Z]\d{7}',
    'pp_us': r'\d{9}|[A-Z]\d{8}',
    'pp_uk': r'\d{9}',
    'pp_in': r'[A-PR-WY][1-9]\d{6}',
    'pp_de': r'[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}',
    'pp_fr': r'\d{2}[A-Z]{2}\d{5}',
    'pp_jp': r'[A-Z]{2}\d{7}',
    'pp_ca': r'[A-Z]{2}\d{6}',
}


def passport_ok(s, fmt=None):
    shapes = [PASSPORT_SHAPES[fmt]] if fmt else PASSPORT_SHAPES.values()
    return any(re.fullmatch(p, s) for p in shapes)


def nino_ok(s):
    m = re.fullmatch(r'([A-Z])([A-Z]) ?(\d{2}) ?(\d{2}) ?(\d{2}) ?([A-D])', s)
    if not m:
        return False
    a, b = m.group(1), m.group(2)
    if a in 'DFIQUV' or b in 'DFIOQUV' or a + b in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'):
        return False
    return True


DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def dni_ok(s):
    m = re.fullmatch(r'(\d{8})-?([A-Z])', s)
    return bool(m) and DNI_L[int(m.group(1)) % 23] == m.group(2)


def nie_ok(s):
    m = re.fullmatch(r'([XYZ])-?(\d{7})-?([A-Z])', s)
    if not m:
        return False
    n = int(str('XYZ'.index(m.group(1))) + m.group(2))
    return DNI_L[n % 23] == m.group(3)


def bsn_ok(s):
    c = s.replace('.', '').replace(' ', '')
    if not re.fullmatch(r'\d{9}', c) or c[0] == '0' and c[1] == '0':
        return False
    tot = sum(int(c[i]) * (9 - i) for i in range(8)) - int(c[8])
    return tot % 11 == 0


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


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def aadhaar_ok(s):
    if not re.fullmatch(r'\d{4}([ -]?)\d{4}\1\d{4}', s):
        return False
    c = re.sub(r'\D', '', s)
    return c[0] in '23456789' and verhoeff_ok(c)


def nric_letter(prefix, digits):
    t = sum(int(d) * w for d, w in zip(digits, [2, 7, 6, 5, 4, 3, 2]))
    if prefix in 'TG':
        t += 4
    return ('JZIHGFEDCBA' if prefix in 'ST' else 'XWUTRQPNMLK')[t % 11]


def nric_ok(s):
    m = re.fullmatch(r'([STFG])(\d{7})([A-Z])', s)
    return bool(m) and nric_letter(m.group(1), m.group(2)) == m.group(3)


def pesel_birth(s):
    c = re.sub(r'\D', '', s)
    yy, mm, dd = int(c[0:2]), int(c[2:4]), int(c[4:6])
    if mm > 80:
        base, mm = 1800, mm - 80
    elif mm > 60:
        base, mm = 2200, mm - 60
    elif mm > 40:
        base, mm = 2100, mm - 40
    elif mm > 20:
        base, mm = 2000, mm - 20
    else:
        base = 1900
    try:
        return datetime.date(base + yy, mm, dd)
    except ValueError:
        return None


def pesel_ok(s):
    if not re.fullmatch(r'\d{11}', s):
        return False
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    chk = (10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10
    return chk == int(s[10]) and pesel_birth(s) is not None


def _cpf_digits(body):
    t = sum(int(body[i]) * (len(body) + 1 - i) for i in range(len(body)))
    return str((t * 10 % 11) % 10)


def cpf_ok(s):
    if not re.fullmatch(r'\d{3}\.?\d{3}\.?\d{3}-?\d{2}', s):
        return False
    c = re.sub(r'\D', '', s)
    if len(set(c)) == 1:
        return False
    d1 = _cpf_digits(c[:9])
    d2 = _cpf_digits(c[:9] + d1)
    return c[9:] == d1 + d2


def sin_ok(s):
    if not re.fullmatch(r'\d{3}([ -]?)\d{3}\1\d{3}', s):
        return False
    c = re.sub(r'\D', '', s)
    return c[0] in '1234567' and luhn_ok(c)


def _hk_val(ch):
    return 36 if ch == ' ' else ord(ch) - 55


def hkid_check(letters, digits):
    letters = letters.rjust(2)
    t = _hk_val(letters[0]) * 9 + _hk_val(letters[1]) * 8
    t += sum(int(d) * w for d, w in zip(digits, [7, 6, 5, 4, 3, 2]))
    c = (11 - t % 11) % 11
    return 'A' if c == 10 else str(c)


def hkid_ok(s):
    m = re.fullmatch(r'([A-Z]{1,2})(\d{6})\(([0-9A])\)', s)
    return bool(m) and hkid_check(m.group(1), m.group(2)) == m.group(3)


TW_CODE = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18,
               K=19, L=20, M=21, N=22, O=35, P=23, Q=24, R=25, S=26, T=27,
               U=28, V=29, W=32, X=30, Y=31, Z=33)


def twid_ok(s):
    m = re.fullmatch(r'([A-Z])([12]\d{8})', s)
    if not m:
        return False
    n = TW_CODE[m.group(1)]
    t = n // 10 + (n % 10) * 9
    t += sum(int(d) * w for d, w in zip(m.group(2), [8, 7, 6, 5, 4, 3, 2, 1, 1]))
    return t % 10 == 0


def be_rrn_births(s):
    c = re.sub(r'\D', '', s)
    out = []
    for cent in (1900, 2000):
        try:
            out.append(datetime.date(cent + int(c[0:2]), int(c[2:4]), int(c[4:6])))
        except ValueError:
            pass
    return out


def be_rrn_ok(s):
    if not re.fullmatch(r'\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}|\d{11}', s):
        return False
    c = re.sub(r'\D', '', s)
    chk = int(c[9:])
    return chk in (97 - int(c[:9]) % 97, 97 - int('2' + c[:9]) % 97)


def nir_ok(s):
    if not re.fullmatch(r'[12] ?\d{2} ?\d{2} ?\d{2} ?\d{3} ?\d{3} ?\d{2}', s):
        return False
    c = s.replace(' ', '')
    return 97 - int(c[:13]) % 97 == int(c[13:])


NATIONAL_ID_FMTS = {'nino': nino_ok, 'dni': dni_ok, 'nie': nie_ok, 'bsn': bsn_ok,
                    'aadhaar': aadhaar_ok, 'nric': nric_ok, 'pesel': pesel_ok,
                    'cpf': cpf_ok, 'sin': sin_ok, 'hkid': hkid_ok, 'twid': twid_ok,
                    'be_rrn': be_rrn_ok, 'nir': nir_ok}


def b62(n, width):
    s = ''
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s.rjust(width, '0')


def crc_token_ok(s):
    m = re.fullmatch(r'(ghp|gho|ghs|npm)_([A-Za-z0-9]{30})([A-Za-z0-9]{6})', s)
    return bool(m) and b62(zlib.crc32(m.group(2).encode()) & 0xffffffff, 6) == m.group(3)


def _b64url_json(part):
    pad = '=' * (-len(part) % 4)
    try:
        return json.loads(base64.urlsafe_b64decode(part + pad))
    except Exception:
        return None


def jwt_ok(s):
    m = re.fullmatch(r'(eyJ[A-Za-z0-9_-]+)\.(eyJ[A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{20,})', s)
    if not m:
        return False
    h = _b64url_json(m.group(1))
    return isinstance(h, dict) and 'alg' in h and isinstance(_b64url_json(m.group(2)), dict)


UUID_RE = r'[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

APIKEY_SHAPES = {
    'aws_akid': r'(?:AKIA|ASIA)[A-Z2-7]{16}',
    'glpat': r'glpat-[A-Za-z0-9_-]{20}',
    'slack_bot': r'xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}',
    'slack_user': r'xoxp-\d{10,13}-\d{10,13}-\d{10,13}-[0-9a-f]{32}',
    'stripe_sk': r'sk_live_[A-Za-z0-9]{24,99}',
    'stripe_rk': r'rk_live_[A-Za-z0-9]{24,99}',
    'openai': r'sk-proj-[A-Za-z0-9_-]{80,}',
    'anthropic': r'sk-ant-api03-[A-Za-z0-9_-]{93}AA',
    'google': r'AIza[A-Za-z0-9_-]{35}',
    'sendgrid': r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}',
    'twilio_sk': r'SK[0-9a-f]{32}',
    'telegram': r'\d{8,10}:AA[A-Za-z0-9_-]{33}',
    'mailgun': r'key-[0-9a-f]{32}',
    'do_token': r'dop_v1_[0-9a-f]{64}',
    'hubspot': r'pat-(?:na1|eu1)-' + UUID_RE,
    'deepl': UUID_RE + r':fx',
    'aliyun_akid': r'LTAI[A-Za-z0-9]{20}',
    'tencent_akid': r'AKID[A-Za-z0-9]{32}',
    'godaddy_key': r'[A-Za-z0-9]{12}_[A-Za-z0-9]{22}',
    'hex32': r'[0-9a-f]{32}',
    'upper32': r'[A-Z0-9]{32}',
    'alnum20': r'[A-Za-z0-9]{20}',
    'alnum40': r'[A-Za-z0-9]{40}',
    'cf_token': r'[A-Za-z0-9_-]{40}',
}

SECRET_SHAPES = {
    'aws_secret': r'[A-Za-z0-9/+]{40}',
    'slack_hook': r'https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}',
    'discord_hook': r'https://discord\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_-]{68}',
    'dingtalk_hook': r'https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}',
    'dingtalk_sec': r'SEC[0-9a-f]{64}',
    'wecom_hook': r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=' + UUID_RE,
    'feishu_hook': r'https://open\.feishu\.cn/open-apis/bot/v2/hook/' + UUID_RE,
    'whsec': r'whsec_[A-Za-z0-9]{32}',
    'totp32': r'[A-Z2-7]{32}',
    'totp16g': r'[A-Z2-7]{4}(?: [A-Z2-7]{4}){3}',
    'recovery': r'[0-9a-f]{5}-[0-9a-f]{5}',
    'recovery8': r'\d{4}-\d{4}',
    'django_session': r'[a-z0-9]{32}',
    'phpsess': r'[a-z0-9]{26}',
    'django_key': r'[a-z0-9!@#$%^&*(\-_=+)]{50}',
    'hex64': r'[0-9a-f]{64}',
    'hex32s': r'[0-9a-f]{32}',
    'alnum30': r'[A-Za-z0-9]{30}',
    'alnum32': r'[A-Za-z0-9]{32}',
    'alnum22': r'[A-Za-z0-9]{22}',
    'wg_key': r'[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=',
    'pem_ssh': r'-----BEGIN OPENSSH PRIVATE KEY-----\n(?:[A-Za-z0-9+/=]{1,70}\n)+-----END OPENSSH PRIVATE KEY-----',
    'pem_rsa': r'-----BEGIN RSA PRIVATE KEY-----\n(?:[A-Za-z0-9+/=]{1,64}\n)+-----END RSA PRIVATE KEY-----',
}

DECOY_SHAPES = {
    'stripe_pk': r'pk_live_[A-Za-z0-9]{24,99}',
    'twilio_ac': r'AC[0-9a-f]{32}',
    'gclient': r'\d{12}-[a-z0-9]{32}\.apps\.googleusercontent\.com',
    'wg_pub': SECRET_SHAPES['wg_key'],
}


def _shape(regex):
    return lambda s: bool(re.fullmatch(regex, s))


VALIDATORS = {'card': card_ok, 'iban': iban_ok, 'ssn': ssn_ok, 'idcard': idcard_ok,
              'ghp': crc_token_ok, 'npm': crc_token_ok, 'jwt': jwt_ok}
VALIDATORS.update(NATIONAL_ID_FMTS)
for _f in PASSPORT_SHAPES:
    VALIDATORS[_f] = (lambda f: lambda s: passport_ok(s, f))(_f)
for _tab in (APIKEY_SHAPES, SECRET_SHAPES, DECOY_SHAPES):
    for _f, _rx in _tab.items():
        VALIDATORS.setdefault(_f, _shape(_rx))
VALIDATORS['iban_org'] = iban_ok


def bitlocker_ok(s):
    m = re.fullmatch(r'\d{6}(?:-\d{6}){7}', s)
    return bool(m) and all(int(g) % 11 == 0 and int(g) < 720896 for g in s.split('-'))


VALIDATORS['bitlocker'] = bitlocker_ok

CHECKSUM_FMTS = {'card', 'iban', 'iban_org', 'idcard', 'dni', 'nie', 'bsn', 'aadhaar',
                 'nric', 'pesel', 'cpf', 'sin', 'hkid', 'twid', 'be_rrn', 'nir',
                 'ghp', 'npm', 'bitlocker'}


def corrupt(v, fmt):
    """One-character corruption: for check-digit formats the first payload
    digit is bumped by one; for shape-only formats the last alphanumeric
    character becomes '\u00a7'."""
    if fmt in ('ghp', 'npm'):
        i = v.index('_') + 1
        return v[:i] + B62[(B62.index(v[i]) + 1) % 62] + v[i + 1:]
    if fmt in CHECKSUM_FMTS:
        start = 4 if fmt in ('iban', 'iban_org') else 0
        for i in range(start, len(v)):
            if v[i].isdigit():
                return v[:i] + str((int(v[i]) + 1) % 10) + v[i + 1:]
        raise AssertionError(v)
    for i in range(len(v) - 1, -1, -1):
        if v[i].isalnum():
            return v[:i] + '\u00a7' + v[i + 1:]
    raise AssertionError(v)


def add(name, typ, fmt, maker):
    """Draw from ``maker`` until the value validates and its corruption fails."""
    assert name not in VALUES, name
    for _ in range(200):
        v = maker()
        ok = VALIDATORS[fmt]
        if ok(v) and not ok(corrupt(v, fmt)) and v not in VALUES.values():
            VALUES[name] = v
            META[name] = (typ, fmt)
            return v
    raise AssertionError('cannot generate ' + name)


# ---------------------------------------------------------------- generators
def g_card(prefix, length, sizes=None, sep=' '):
    def mk():
        d = luhn_complete(prefix + rs(DIG, length - len(prefix) - 1))
        return group(d, sizes, sep) if sizes else d
    return mk


def g_iban(cc, bban_fn, spaced=True):
    def mk():
        ib = make_iban(cc, bban_fn())
        return ' '.join(ib[i:i + 4] for i in range(0, len(ib), 4)) if spaced else ib
    return mk


def bban_fr():
    bank, branch, acct = rs(DIG, 5), rs(DIG, 5), rs(DIG, 11)
    key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
    return bank + branch + acct + '%02d' % key


def bban_es():
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def dc(ds):
        d = 11 - sum(int(a) * b for a, b in zip(ds, w)) % 11
        return {11: 0, 10: 1}.get(d, d)
    bank, branch, acct = R.choice(['2100', '0049', '0182', '2085']), rs(DIG, 4), rs(DIG, 10)
    return bank + branch + str(dc('00' + bank + branch)) + str(dc(acct)) + acct


def bban_be():
    b = R.choice(['001', '068', '310', '363']) + rs(DIG, 7)
    c = int(b) % 97 or 97
    return b + '%02d' % c


def g_ssn(sep='-'):
    def mk():
        a = R.choice([x for x in range(1, 900) if x != 666])
        return '%03d%s%02d%s%04d' % (a, sep, R.randint(1, 99), sep, R.randint(1, 9999))
    return mk


def g_idcard(region, y, m, d, female):
    def mk():
        seq = R.randint(0, 499) * 2 + (0 if female else 1)
        body = '%s%04d%02d%02d%03d' % (region, y, m, d, seq)
        return body + idcard_check(body)
    return mk


def g_dni():
    n = R.randint(10000000, 79999999)
    return '%08d%s' % (n, DNI_L[n % 23])


def g_nie():
    p = R.choice('XY')
    n = rs(DIG, 7)
    return p + n + DNI_L[int(str('XYZ'.index(p)) + n) % 23]


def g_bsn():
    b = str(R.randint(1, 9)) + rs(DIG, 7)
    last = sum(int(b[i]) * (9 - i) for i in range(8)) % 11
    return b + str(last) if last < 10 else '0'


def g_aadhaar():
    b = R.choice('23456789') + rs(DIG, 10)
    c = b + verhoeff_digit(b)
    return group(c, [4, 4, 4])


def g_nric(prefix):
    def mk():
        ds = ('7' if prefix == 'S' else '0') + rs(DIG, 6)
        return prefix + ds + nric_letter(prefix, ds)
    return mk


def g_pesel(y, m, d, female):
    def mk():
        mm = m + {1800: 80, 1900: 0, 2000: 20}[y // 100 * 100]
        ser = rs(DIG, 3) + R.choice('02468' if female else '13579')
        b = '%02d%02d%02d%s' % (y % 100, mm, d, ser)
        w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
        return b + str((10 - sum(int(a) * c for a, c in zip(b, w)) % 10) % 10)
    return mk


def g_cpf():
    b = rs(DIG, 9)
    d1 = _cpf_digits(b)
    d2 = _cpf_digits(b + d1)
    c = b + d1 + d2
    return '%s.%s.%s-%s' % (c[:3], c[3:6], c[6:9], c[9:])


def g_sin(sep):
    def mk():
        d = luhn_complete(R.choice('12345679'[:7]) + rs(DIG, 7))
        return group(d, [3, 3, 3], sep)
    return mk


def g_hkid():
    L = R.choice('ACDEGHKPRVYZ')
    ds = rs(DIG, 6)
    return '%s%s(%s)' % (L, ds, hkid_check(L, ds))


def g_twid(female):
    def mk():
        L = R.choice('ABFHEJ')
        body = ('2' if female else '1') + rs(DIG, 7)
        n = TW_CODE[L]
        t = n // 10 + (n % 10) * 9 + sum(int(x) * w for x, w in zip(body, [8, 7, 6, 5, 4, 3, 2, 1]))
        return L + body + str((10 - t % 10) % 10)
    return mk


def g_be_rrn(y, m, d, female):
    def mk():
        ser = R.randint(1, 498) // 2 * 2 + (0 if female else 1)
        base = '%02d%02d%02d%03d' % (y % 100, m, d, ser)
        n = int(('2' if y >= 2000 else '') + base)
        c = base + '%02d' % (97 - n % 97)
        return '%s.%s.%s-%s.%s' % (c[0:2], c[2:4], c[4:6], c[6:9], c[9:11])
    return mk


def g_nir(y, m, female):
    def mk():
        body = '%d%02d%02d%02d%s%s' % (2 if female else 1, y % 100, m,
                                       R.choice([13, 33, 59, 69, 75, 92, 93, 94]),
                                       rs(DIG, 3), rs(DIG, 3))
        key = 97 - int(body) % 97
        c = body + '%02d' % key
        return group(c, [1, 2, 2, 2, 3, 3, 2])
    return mk


def g_nino(spaced):
    def mk():
        a = R.choice([c for c in UP if c not in 'DFIQUV'])
        b = R.choice([c for c in UP if c not in 'DFIOQUV'])
        if a + b in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'):
            return '?'
        d = rs(DIG, 6)
        s = R.choice('ABCD')
        return '%s%s %s %s %s %s' % (a, b, d[:2], d[2:4], d[4:], s) if spaced else a + b + d + s
    return mk


def g_crc_token(prefix):
    def mk():
        body = rs(B62, 30)
        return prefix + '_' + body + b62(zlib.crc32(body.encode()) & 0xffffffff, 6)
    return mk


def g_jwt(payload):
    def mk():
        enc = lambda b: base64.urlsafe_b64encode(b).rstrip(b'=').decode()
        h = enc(json.dumps({'alg': 'HS256', 'typ': 'JWT'}, separators=(',', ':')).encode())
        p = enc(json.dumps(payload, separators=(',', ':')).encode())
        return '%s.%s.%s' % (h, p, enc(rbytes(32)))
    return mk


def g_uuid():
    return '%s-%s-4%s-%s%s-%s' % (rs(HEXD, 8), rs(HEXD, 4), rs(HEXD, 3), R.choice('89ab'),
                                  rs(HEXD, 3), rs(HEXD, 12))


def g_pem(kind, lead, nlines, width):
    def mk():
        raw = base64.b64encode(lead + rbytes(width * nlines * 3 // 4)).decode()
        raw = raw[:width * nlines - 17]
        lines = [raw[i:i + width] for i in range(0, len(raw), width)]
        return '-----BEGIN %s PRIVATE KEY-----\n%s\n-----END %s PRIVATE KEY-----' % (
            kind, '\n'.join(lines), kind)
    return mk


def g_bitlocker():
    return '-'.join('%06d' % (R.randint(0, 65535) * 11) for _ in range(8))


def k(alpha, n, prefix='', suffix=''):
    return lambda: prefix + rs(alpha, n) + suffix


def build():
    # cards
    add('card_visa_a', 'CARD', 'card', g_card('4', 16, [4, 4, 4, 4]))
    add('card_visa_b', 'CARD', 'card', g_card('4', 16))
    add('card_visa_c', 'CARD', 'card', g_card('4', 16, [4, 4, 4, 4]))
    add('card_mc_a', 'CARD', 'card', g_card('5' + R.choice('12345'), 16, [4, 4, 4, 4]))
    add('card_mc_c', 'CARD', 'card', g_card('5' + R.choice('12345'), 16))
    add('card_amex_a', 'CARD', 'card', g_card('37', 15, [4, 6, 5]))
    add('card_up_a', 'CARD', 'card', g_card('6228', 16, [4, 4, 4, 4]))
    add('card_up_b', 'CARD', 'card', g_card('621700', 19))
    add('card_up_c', 'CARD', 'card', g_card('6222', 16))
    add('card_up_d', 'CARD', 'card', g_card('6214', 16, [4, 4, 4, 4]))
    add('card_jcb_a', 'CARD', 'card', g_card('3566', 16, [4, 4, 4, 4]))
    # IBANs
    add('iban_de_a', 'IBAN', 'iban', g_iban('DE', lambda: rs(DIG, 18)))
    add('iban_de_b', 'IBAN', 'iban', g_iban('DE', lambda: rs(DIG, 18), False))
    add('iban_gb_a', 'IBAN', 'iban', g_iban('GB', lambda: R.choice(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + rs(DIG, 14)))
    add('iban_gb_b', 'IBAN', 'iban', g_iban('GB', lambda: R.choice(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + rs(DIG, 14), False))
    add('iban_fr_a', 'IBAN', 'iban', g_iban('FR', bban_fr))
    add('iban_nl_a', 'IBAN', 'iban', g_iban('NL', lambda: R.choice(['ABNA', 'INGB', 'RABO', 'TRIO']) + rs(DIG, 10)))
    add('iban_nl_b', 'IBAN', 'iban', g_iban('NL', lambda: R.choice(['ABNA', 'INGB', 'RABO', 'TRIO']) + rs(DIG, 10), False))
    add('iban_be_a', 'IBAN', 'iban', g_iban('BE', bban_be))
    add('iban_ie_a', 'IBAN', 'iban', g_iban('IE', lambda: R.choice(['AIBK', 'BOFI']) + rs(DIG, 14), False))
    add('iban_org_c', 'DECOY', 'iban_org', g_iban('NL', lambda: 'INGB' + rs(DIG, 10)))
    # SSNs
    for n in 'abcdef':
        add('ssn_' + n, 'SSN', 'ssn', g_ssn('-'))
    add('ssn_g', 'SSN', 'ssn', g_ssn(' '))
    add('ssn_h', 'SSN', 'ssn', g_ssn(''))
    # Chinese resident ID cards (birth dates are used in the texts)
    add('id_zhou', 'IDCARD', 'idcard', g_idcard('330106', 1979, 4, 22, False))
    add('id_xu', 'IDCARD', 'idcard', g_idcard('310115', 1991, 11, 3, True))
    add('id_wang', 'IDCARD', 'idcard', g_idcard('110105', 1986, 7, 19, False))
    add('id_chen', 'IDCARD', 'idcard', g_idcard('440305', 1995, 2, 28, True))
    add('id_liu', 'IDCARD', 'idcard', g_idcard('510107', 1983, 12, 9, False))
    add('id_zhao', 'IDCARD', 'idcard', g_idcard('420106', 1998, 5, 30, True))
    add('id_he', 'IDCARD', 'idcard', g_idcard('370202', 2001, 1, 17, True))
    add('id_ma', 'IDCARD', 'idcard', g_idcard('610113', 1989, 8, 5, False))
    add('id_lin', 'IDCARD', 'idcard', g_idcard('350203', 1993, 10, 26, True))
    add('id_guo', 'IDCARD', 'idcard', g_idcard('430104', 1985, 3, 11, False))
    add('id_tang', 'IDCARD', 'idcard', g_idcard('500103', 1990, 6, 21, True))
    # passports
    add('pp_cn_b', 'PASSPORT', 'pp_cn', lambda: 'E' + R.choice('ABCDEFGHJK') + rs(DIG, 7))
    add('pp_cn_c', 'PASSPORT', 'pp_cn', k(DIG, 8, 'E'))
    add('pp_cn_d', 'PASSPORT', 'pp_cn', lambda: 'E' + R.choice('ABCDEFGHJK') + rs(DIG, 7))
    add('pp_us_a', 'PASSPORT', 'pp_us', lambda: R.choice('56') + rs(DIG, 8))
    add('pp_us_b', 'PASSPORT', 'pp_us', lambda: R.choice('ACE') + rs(DIG, 8))
    add('pp_uk_a', 'PASSPORT', 'pp_uk', lambda: R.choice('1256') + rs(DIG, 8))
    add('pp_in_a', 'PASSPORT', 'pp_in', lambda: R.choice('JKLMNPRSTUVW') + R.choice('123456789') + rs(DIG, 6))
    add('pp_de_a', 'PASSPORT', 'pp_de', lambda: R.choice('CFGHJK') + rs('CFGHJKLMNPRTVWXYZ0123456789', 8))
    add('pp_fr_a', 'PASSPORT', 'pp_fr', lambda: rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5))
    add('pp_ca_a', 'PASSPORT', 'pp_ca', lambda: R.choice(['AB', 'GA', 'HK', 'QB']) + rs(DIG, 6))
    add('pp_uk_b', 'PASSPORT', 'pp_uk', lambda: R.choice('1256') + rs(DIG, 8))
    # national IDs of other countries
    add('nino_a', 'NATIONAL_ID', 'nino', g_nino(True))
    add('dni_a', 'NATIONAL_ID', 'dni', g_dni)
    add('nie_a', 'NATIONAL_ID', 'nie', g_nie)
    add('bsn_a', 'NATIONAL_ID', 'bsn', g_bsn)
    add('aadhaar_a', 'NATIONAL_ID', 'aadhaar', g_aadhaar)
    add('aadhaar_b', 'NATIONAL_ID', 'aadhaar', g_aadhaar)
    add('nric_a', 'NATIONAL_ID', 'nric', g_nric('S'))
    add('nric_b', 'NATIONAL_ID', 'nric', g_nric('T'))
    add('pesel_a', 'NATIONAL_ID', 'pesel', g_pesel(1988, 2, 17, True))
    add('cpf_a', 'NATIONAL_ID', 'cpf', g_cpf)
    add('sin_a', 'NATIONAL_ID', 'sin', g_sin('-'))
    add('hkid_a', 'NATIONAL_ID', 'hkid', g_hkid)
    add('hkid_b', 'NATIONAL_ID', 'hkid', g_hkid)
    add('twid_a', 'NATIONAL_ID', 'twid', g_twid(True))
    add('be_rrn_a', 'NATIONAL_ID', 'be_rrn', g_be_rrn(1984, 7, 30, False))
    add('nir_a', 'NATIONAL_ID', 'nir', g_nir(1981, 5, True))
    add('pesel_b', 'NATIONAL_ID', 'pesel', g_pesel(2002, 9, 4, False))
    # API keys
    add('aws_akid_a', 'APIKEY', 'aws_akid', k(B32, 16, 'AKIA'))
    add('aws_akid_b', 'APIKEY', 'aws_akid', k(B32, 16, 'AKIA'))
    add('aws_akid_c', 'APIKEY', 'aws_akid', k(B32, 16, 'ASIA'))
    add('gh_pat_a', 'APIKEY', 'ghp', g_crc_token('ghp'))
    add('gh_pat_b', 'APIKEY', 'ghp', g_crc_token('ghp'))
    add('npm_a', 'APIKEY', 'npm', g_crc_token('npm'))
    add('glpat_a', 'APIKEY', 'glpat', k(B62 + '_-', 20, 'glpat-'))
    add('slack_bot_a', 'APIKEY', 'slack_bot', lambda: 'xoxb-%s-%s-%s' % (rs(DIG, 12), rs(DIG, 13), rs(B62, 24)))
    add('slack_user_a', 'APIKEY', 'slack_user', lambda: 'xoxp-%s-%s-%s-%s' % (rs(DIG, 12), rs(DIG, 12), rs(DIG, 13), rs(HEXD, 32)))
    add('stripe_sk_a', 'APIKEY', 'stripe_sk', k(B62, 24, 'sk_live_'))
    add('stripe_rk_a', 'APIKEY', 'stripe_rk', k(B62, 24, 'rk_live_'))
    add('openai_a', 'APIKEY', 'openai', k(B62 + '_-', 92, 'sk-proj-'))
    add('anthropic_a', 'APIKEY', 'anthropic', k(B62 + '_-', 93, 'sk-ant-api03-', 'AA'))
    add('google_a', 'APIKEY', 'google', k(B62 + '_-', 35, 'AIza'))
    add('google_b', 'APIKEY', 'google', k(B62 + '_-', 35, 'AIza'))
    add('sendgrid_a', 'APIKEY', 'sendgrid', lambda: 'SG.%s.%s' % (rs(B62 + '_-', 22), rs(B62 + '_-', 43)))
    add('twilio_sk_a', 'APIKEY', 'twilio_sk', k(HEXD, 32, 'SK'))
    add('telegram_a', 'APIKEY', 'telegram', lambda: '%s:AA%s' % (R.choice('567') + rs(DIG, 9), rs(B62 + '_-', 33)))
    add('mailgun_a', 'APIKEY', 'mailgun', k(HEXD, 32, 'key-'))
    add('jwt_a', 'APIKEY', 'jwt', g_jwt({'sub': 'agent-4471', 'scope': 'calls:read', 'iat': 1717392011}))
    add('jwt_b', 'APIKEY', 'jwt', g_jwt({'sub': 'svc-panel-sync', 'aud': 'panel-api', 'iat': 1721800123}))
    add('do_a', 'APIKEY', 'do_token', k(HEXD, 64, 'dop_v1_'))
    add('cf_token_a', 'APIKEY', 'cf_token', k(B62 + '_-', 40))
    add('namecheap_a', 'APIKEY', 'hex32', k(HEXD, 32))
    add('cpanel_a', 'APIKEY', 'upper32', k(UP + DIG, 32))
    add('zendesk_a', 'APIKEY', 'alnum40', k(B62, 40))
    add('hubspot_a', 'APIKEY', 'hubspot', lambda: R.choice(['pat-na1-', 'pat-eu1-']) + g_uuid())
    add('deepl_a', 'APIKEY', 'deepl', lambda: g_uuid() + ':fx')
    add('mstrans_a', 'APIKEY', 'hex32', k(HEXD, 32))
    add('aliyun_akid_a', 'APIKEY', 'aliyun_akid', k(B62, 20, 'LTAI'))
    add('tencent_akid_a', 'APIKEY', 'tencent_akid', k(B62, 32, 'AKID'))
    add('godaddy_key_a', 'APIKEY', 'godaddy_key', lambda: rs(B62, 12) + '_' + rs(B62, 22))
    add('qualtrics_a', 'APIKEY', 'alnum40', k(B62, 40))
    add('datadog_a', 'APIKEY', 'hex32', k(HEXD, 32))
    add('aliyun_akid_b', 'APIKEY', 'aliyun_akid', k(B62, 20, 'LTAI'))
    add('google_c', 'APIKEY', 'google', k(B62 + '_-', 35, 'AIza'))
    add('slack_bot_b', 'APIKEY', 'slack_bot', lambda: 'xoxb-%s-%s-%s' % (rs(DIG, 11), rs(DIG, 13), rs(B62, 24)))
    # secrets
    add('aws_secret_a', 'SECRET', 'aws_secret', k(B62 + '/+', 40))
    add('aws_secret_b', 'SECRET', 'aws_secret', k(B62 + '/+', 40))
    add('slack_hook_a', 'SECRET', 'slack_hook', lambda: 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(B62, 24)))
    add('discord_hook_a', 'SECRET', 'discord_hook', lambda: 'https://discord.com/api/webhooks/%s/%s' % ('1' + rs(DIG, 18), rs(B62 + '_-', 68)))
    add('dingtalk_hook_a', 'SECRET', 'dingtalk_hook', k(HEXD, 64, 'https://oapi.dingtalk.com/robot/send?access_token='))
    add('dingtalk_sec_a', 'SECRET', 'dingtalk_sec', k(HEXD, 64, 'SEC'))
    add('wecom_hook_a', 'SECRET', 'wecom_hook', lambda: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + g_uuid())
    add('feishu_hook_a', 'SECRET', 'feishu_hook', lambda: 'https://open.feishu.cn/open-apis/bot/v2/hook/' + g_uuid())
    add('whsec_a', 'SECRET', 'whsec', k(B62, 32, 'whsec_'))
    add('totp_a', 'SECRET', 'totp32', k(B32, 32))
    add('totp_b', 'SECRET', 'totp16g', lambda: ' '.join(rs(B32, 4) for _ in range(4)))
    for n in 'abcdefgh':
        add('recovery_' + n, 'SECRET', 'recovery', lambda: rs(HEXD, 5) + '-' + rs(HEXD, 5))
    add('recovery8_a', 'SECRET', 'recovery8', lambda: rs(DIG, 4) + '-' + rs(DIG, 4))
    add('recovery8_b', 'SECRET', 'recovery8', lambda: rs(DIG, 4) + '-' + rs(DIG, 4))
    add('recovery8_c', 'SECRET', 'recovery8', lambda: rs(DIG, 4) + '-' + rs(DIG, 4))
    add('sessionid_a', 'SECRET', 'django_session', k(LO + DIG, 32))
    add('phpsess_a', 'SECRET', 'phpsess', k(LO + DIG, 26))
    add('pem_ssh_a', 'SECRET', 'pem_ssh', g_pem('OPENSSH', b'openssh-key-v1\x00\x00\x00\x00\x04none', 5, 70))
    add('pem_rsa_a', 'SECRET', 'pem_rsa', g_pem('RSA', b'\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00', 6, 64))
    add('django_key_a', 'SECRET', 'django_key', k(LO + DIG + '!@#$%^&*(-_=+)', 50))
    add('jwt_secret_a', 'SECRET', 'hex64', k(HEXD, 64))
    add('aliyun_secret_a', 'SECRET', 'alnum30', k(B62, 30))
    add('tencent_secret_a', 'SECRET', 'alnum32', k(B62, 32))
    add('godaddy_secret_a', 'SECRET', 'alnum22', k(B62, 22))
    add('twilio_auth_a', 'SECRET', 'hex32s', k(HEXD, 32))
    add('wg_priv_a', 'SECRET', 'wg_key', lambda: base64.b64encode(rbytes(32)).decode())
    add('flask_secret_a', 'SECRET', 'hex32s', k(HEXD, 32))
    add('aliyun_secret_b', 'SECRET', 'alnum30', k(B62, 30))
    add('sessionid_b', 'SECRET', 'django_session', k(LO + DIG, 32))
    # decoys that still need a vendor shape or a check digit
    add('stripe_pk_a', 'DECOY', 'stripe_pk', k(B62, 24, 'pk_live_'))
    add('twilio_ac_a', 'DECOY', 'twilio_ac', k(HEXD, 32, 'AC'))
    add('wg_pub_a', 'DECOY', 'wg_pub', lambda: base64.b64encode(rbytes(32)).decode())
    # appended later (order of earlier draws unchanged)
    add('bitlocker_a', 'SECRET', 'bitlocker', g_bitlocker)
    add('bitlocker_b', 'SECRET', 'bitlocker', g_bitlocker)


build()

TYPE_OF_FMT = {}
for _n, (_t, _f) in META.items():
    TYPE_OF_FMT[_f] = _t


def selftest(verbose=False):
    bad = 0
    for name, v in VALUES.items():
        typ, fmt = META[name]
        ok = VALIDATORS[fmt]
        c = corrupt(v, fmt)
        if not ok(v):
            print('INVALID', name, v)
            bad += 1
        if c == v or ok(c):
            print('CORRUPTION NOT DETECTED', name, v, c)
            bad += 1
    # extra fixed cases
    assert idcard_ok('11010519491231002X')
    assert not idcard_ok('110105194912310021')
    assert iban_ok('GB82 WEST 1234 5698 7654 32')
    assert luhn_ok('4111 1111 1111 1111')
    assert verhoeff_ok('2363')
    assert nric_ok('S1234567D')
    assert pesel_ok('44051401359')
    assert hkid_ok('A123456(3)')
    assert twid_ok('A123456789')
    assert cpf_ok('529.982.247-25')
    assert dni_ok('12345678Z')
    assert sin_ok('046 454 286') is False  # first digit 0 is not issued
    assert crc_token_ok(g_crc_token('ghp')())
    for name in ('id_zhou', 'id_xu', 'id_he'):
        assert idcard_birth(VALUES[name]) is not None
    assert pesel_birth(VALUES['pesel_a']) == datetime.date(1988, 2, 17)
    assert pesel_birth(VALUES['pesel_b']) == datetime.date(2002, 9, 4)
    assert datetime.date(1984, 7, 30) in be_rrn_births(VALUES['be_rrn_a'])
    if verbose or bad:
        print('%d values, %d problems' % (len(VALUES), bad))
    if bad:
        raise SystemExit(1)
    return len(VALUES)


if __name__ == '__main__':
    n = selftest(verbose=True)
    if '-p' in sys.argv[1:]:
        w = max(len(x) for x in VALUES)
        for name, v in VALUES.items():
            t, f = META[name]
            print('%-*s  %-11s %-14s %s' % (w, name, t, f, v.replace('\n', '\\n')))
