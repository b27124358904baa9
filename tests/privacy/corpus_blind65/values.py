#!/usr/bin/env python3
"""blind65 - seeded generators for every value that needs a check digit or a
vendor shape.  Texts refer to them as `$name`.

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

SEED = 6502417
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
HEX = '0123456789abcdef'
B64URL = ALNUM + '-_'
B32 = UP + '234567'


def rs(chars, n):
    return ''.join(R.choice(chars) for _ in range(n))


def group(s, sizes, sep=' '):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(x for x in out if x)


def digits_only(s):
    return re.sub(r'\D', '', s)


# ---------------------------------------------------------------- Luhn / cards
def luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(num):
    num = digits_only(num)
    if not num:
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


def card(prefix, length, style='space'):
    body = prefix + rs(DIG, length - 1 - len(prefix))
    num = body + luhn_digit(body)
    if style == 'plain':
        return num
    if style == 'amex':
        return group(num, [4, 6, 5])
    return group(num, [4] * (length // 4), '-' if style == 'dash' else ' ')


def card_ok(s):
    if not re.fullmatch(r'[0-9][0-9 -]*[0-9]', s):
        return False
    d = digits_only(s)
    return 13 <= len(d) <= 19 and luhn_ok(d)


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {'GB': 22, 'DE': 22, 'IE': 22, 'NL': 18, 'ES': 24, 'FR': 27}


def _iban_num(s):
    return int(''.join(str(int(c, 36)) for c in s))


def iban_make(cc, bban, style='print'):
    chk = 98 - _iban_num(bban + cc + '00') % 97
    raw = '%s%02d%s' % (cc, chk, bban)
    return group(raw, [4] * 8) if style == 'print' else raw


def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return {10: 1, 11: 0}.get(r, r)


def fr_key(bank, branch, acct):
    return 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)


def iban_ok(s):
    if not re.fullmatch(r'[A-Z]{2}[0-9]{2}[A-Z0-9 ]+', s):
        return False
    raw = s.replace(' ', '')
    cc = raw[:2]
    if cc in IBAN_LEN and len(raw) != IBAN_LEN[cc]:
        return False
    if _iban_num(raw[4:] + raw[:4]) % 97 != 1:
        return False
    if cc == 'ES':
        b = raw[4:]
        if int(b[8]) != es_dc('00' + b[:8]) or int(b[9]) != es_dc(b[10:]):
            return False
    if cc == 'FR':
        b = raw[4:]
        if int(b[21:23]) != fr_key(b[:5], b[5:10], b[10:21]):
            return False
    return True


def iban_gb(bank, sort, style='print'):
    return iban_make('GB', bank + sort + rs(DIG, 8), style)


def iban_es(style='print'):
    bank, branch, acct = R.choice(['2100', '0049', '0182']), rs(DIG, 4), rs(DIG, 10)
    return iban_make('ES', bank + branch + str(es_dc('00' + bank + branch)) + str(es_dc(acct)) + acct, style)


def iban_fr(style='print'):
    bank, branch, acct = '30004', rs(DIG, 5), rs(DIG, 11)
    return iban_make('FR', bank + branch + acct + '%02d' % fr_key(bank, branch, acct), style)


# ---------------------------------------------------------------- US SSN
def ssn(style='dash'):
    while True:
        a, g, s = R.randint(1, 899), R.randint(1, 99), R.randint(1, 9999)
        if a == 666:
            continue
        t = '%03d-%02d-%04d' % (a, g, s)
        return t.replace('-', ' ') if style == 'space' else t


def ssn_ok(s):
    m = re.fullmatch(r'(\d{3})([- ]?)(\d{2})\2(\d{4})', s)
    if not m:
        return False
    a, g, n = int(m.group(1)), int(m.group(3)), int(m.group(4))
    if a == 0 or a == 666 or a >= 900 or g == 0 or n == 0:
        return False
    if s.replace(' ', '-') in ('078-05-1120', '219-09-9999') or s.startswith('987-65-432'):
        return False
    return True


# ---------------------------------------------------------------- CN resident ID (GB 11643)
IDW = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
IDM = '10X98765432'


def idcard(region, ymd, sex, want=None):
    while True:
        seq = '%02d' % R.randint(0, 99) + str(R.choice([1, 3, 5, 7, 9] if sex == 'm' else [0, 2, 4, 6, 8]))
        s17 = region + ymd + seq
        c = IDM[sum(int(a) * b for a, b in zip(s17, IDW)) % 11]
        if want is None or c == want:
            return s17 + c


def idcard_birth(s):
    try:
        return datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return None


def idcard_ok(s):
    if not re.fullmatch(r'[1-8]\d{16}[\dX]', s):
        return False
    if IDM[sum(int(a) * b for a, b in zip(s[:17], IDW)) % 11] != s[17]:
        return False
    b = idcard_birth(s)
    return b is not None and datetime.date(1900, 1, 1) <= b <= datetime.date(2015, 12, 31)


# ---------------------------------------------------------------- passports (no check digit in the number)
PASSPORT_RES = [
    ('GB/US 9 digits', r'\d{9}'),
    ('US next-gen', r'[A-Z]\d{8}'),
    ('CN ordinary', r'E\d{8}|E[A-HJ-NP-Z]\d{7}'),
    ('IE', r'P[A-Z]\d{7}'),
    ('IN', r'[A-PR-WY]\d{7}'),
    ('DE', r'[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}'),
]


def passport_scheme(s):
    for name, rx in PASSPORT_RES:
        if re.fullmatch(rx, s):
            return name
    return None


# ---------------------------------------------------------------- other national IDs
def nino():
    a = 'ABCEGHJKLMNOPRSTWXYZ'
    b = 'ABCEGHJKLMNPRSTWXYZ'
    while True:
        p = R.choice(a) + R.choice(b)
        if p not in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'):
            return p + rs(DIG, 6) + R.choice('ABCD')


DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def dni():
    n = rs(DIG, 8)
    return n + DNI_L[int(n) % 23]


def nie():
    p = R.choice('XYZ')
    n = rs(DIG, 7)
    return p + n + DNI_L[int(str('XYZ'.index(p)) + n) % 23]


def bsn():
    while True:
        d = rs(DIG, 8)
        c = sum(int(a) * w for a, w in zip(d, range(9, 1, -1))) % 11
        if c < 10 and d[0] != '0':
            return d + str(c)


def bsn_ok(s):
    s = digits_only(s)
    return len(s) == 9 and (sum(int(a) * w for a, w in zip(s[:8], range(9, 1, -1))) - int(s[8])) % 11 == 0


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel(y, m, d, sex):
    mm = m + {1800: 80, 1900: 0, 2000: 20}[y // 100 * 100]
    s = '%02d%02d%02d' % (y % 100, mm, d) + rs(DIG, 3) + str(R.choice([1, 3, 5, 7, 9] if sex == 'm' else [0, 2, 4, 6, 8]))
    return s + str((10 - sum(int(a) * b for a, b in zip(s, PESEL_W)) % 10) % 10)


def pesel_birth(s):
    y, m, d = int(s[:2]), int(s[2:4]), int(s[4:6])
    for off, cent in ((80, 1800), (60, 2200), (40, 2100), (20, 2000), (0, 1900)):
        if m > off:
            try:
                return datetime.date(cent + y, m - off, d)
            except ValueError:
                return None
    return None


def pesel_ok(s):
    return (re.fullmatch(r'\d{11}', s) is not None and pesel_birth(s) is not None
            and int(s[10]) == (10 - sum(int(a) * b for a, b in zip(s[:10], PESEL_W)) % 10) % 10)


CF_ODD = dict(zip('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21,
                   2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))
CF_MONTH = 'ABCDEHLMPRST'


def cf_check(s15):
    t = 0
    for i, c in enumerate(s15):
        t += CF_ODD[c] if i % 2 == 0 else (int(c) if c.isdigit() else ord(c) - 65)
    return chr(65 + t % 26)


def cf_part(name, first):
    name = name.upper()
    cons = [c for c in name if c.isalpha() and c not in 'AEIOU']
    vow = [c for c in name if c in 'AEIOU']
    if first and len(cons) >= 4:
        return cons[0] + cons[2] + cons[3]
    return (''.join(cons + vow) + 'XXX')[:3]


def codice_fiscale(surname, name, y, m, d, sex, belfiore):
    s = cf_part(surname, False) + cf_part(name, True) + '%02d' % (y % 100) + CF_MONTH[m - 1] + \
        '%02d' % (d + (40 if sex == 'f' else 0)) + belfiore
    return s + cf_check(s)


def cf_ok(s):
    return re.fullmatch(r'[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]', s) is not None and cf_check(s[:15]) == s[15]


def cf_birth(s, century=1900):
    d = int(s[9:11])
    try:
        return datetime.date(century + int(s[6:8]), CF_MONTH.index(s[8]) + 1, d - 40 if d > 40 else d)
    except ValueError:
        return None


def sin_ca(style='space'):
    body = R.choice('1234567') + rs(DIG, 7)
    n = body + luhn_digit(body)
    return group(n, [3, 3, 3], ' ' if style == 'space' else '-')


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(digits_only(s))):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(body):
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])


def aadhaar():
    body = R.choice('23456789') + rs(DIG, 10)
    return group(body + verhoeff_digit(body), [4, 4, 4])


def nric(prefix):
    d = rs(DIG, 7)
    return prefix + d + _nric_letter(prefix, d)


def _nric_letter(prefix, d):
    t = sum(int(a) * w for a, w in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if prefix in 'TG' else 0)
    return ('JZIHGFEDCBA' if prefix in 'ST' else 'XWUTRQPNMLK')[t % 11]


def nric_ok(s):
    return re.fullmatch(r'[STFG]\d{7}[A-Z]', s) is not None and _nric_letter(s[0], s[1:8]) == s[8]


def _hkid_digit(letter, d):
    t = 36 * 9 + (ord(letter) - 55) * 8 + sum(int(a) * w for a, w in zip(d, [7, 6, 5, 4, 3, 2]))
    c = (11 - t % 11) % 11
    return 'A' if c == 10 else str(c)


def hkid():
    L = R.choice('ACDEGHKPRVZ')
    d = rs(DIG, 6)
    return '%s%s(%s)' % (L, d, _hkid_digit(L, d))


def hkid_ok(s):
    m = re.fullmatch(r'([A-Z])(\d{6})\(?([0-9A])\)?', s)
    return m is not None and _hkid_digit(m.group(1), m.group(2)) == m.group(3)


PPS_L = 'WABCDEFGHIJKLMNOPQRSTUV'


def _pps_letter(d, second=''):
    t = sum(int(a) * w for a, w in zip(d, range(8, 1, -1))) + (9 * (ord(second) - 64) if second and second != 'W' else 0)
    return PPS_L[t % 23]


def ppsn(second=''):
    d = rs(DIG, 7)
    return d + _pps_letter(d, second) + second


def ppsn_ok(s):
    m = re.fullmatch(r'(\d{7})([A-W])([A-IW]?)', s)
    return m is not None and _pps_letter(m.group(1), m.group(3)) == m.group(2)


def pnr_se(y, m, d):
    body = '%02d%02d%02d' % (y % 100, m, d) + rs(DIG, 3)
    return body[:6] + '-' + body[6:] + luhn_digit(body)


def pnr_ok(s):
    m = re.fullmatch(r'(\d{6})[-+](\d{4})', s)
    if not m or not luhn_ok(m.group(1) + m.group(2)):
        return False
    try:
        datetime.date(2000 + int(s[:2]), int(s[2:4]), int(s[4:6]))
    except ValueError:
        return False
    return True


NINO_RE = r'(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]'


def national_id_scheme(s):
    """Return (scheme, ok, birth_date_or_None)."""
    if re.fullmatch(NINO_RE, s):
        return 'UK NINO', not s.replace(' ', '').startswith('QQ'), None
    if re.fullmatch(r'\d{8}[A-Z]', s):
        return 'ES DNI', DNI_L[int(s[:8]) % 23] == s[8], None
    if re.fullmatch(r'[XYZ]\d{7}[A-Z]', s):
        return 'ES NIE', DNI_L[int(str('XYZ'.index(s[0])) + s[1:8]) % 23] == s[8], None
    if re.fullmatch(r'[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]', s):
        return 'IT codice fiscale', cf_ok(s), cf_birth(s)
    if re.fullmatch(r'[STFG]\d{7}[A-Z]', s):
        return 'SG NRIC', nric_ok(s), None
    if re.fullmatch(r'[A-Z]\d{6}\(?[0-9A]\)?', s):
        return 'HKID', hkid_ok(s), None
    if re.fullmatch(r'\d{7}[A-W][A-IW]?', s):
        return 'IE PPSN', ppsn_ok(s), None
    if re.fullmatch(r'\d{6}[-+]\d{4}', s):
        b = None
        try:
            y = int(s[:2])
            b = datetime.date((1900 if y > 25 else 2000) + y, int(s[2:4]), int(s[4:6]))
        except ValueError:
            pass
        return 'SE personnummer', pnr_ok(s), b
    if re.fullmatch(r'\d{4} \d{4} \d{4}', s):
        return 'IN Aadhaar', verhoeff_ok(s) and s[0] not in '01', None
    if re.fullmatch(r'\d{3}[ -]\d{3}[ -]\d{3}', s):
        return 'CA SIN', luhn_ok(s) and s[0] not in '08', None
    if re.fullmatch(r'\d{11}', s):
        return 'PL PESEL', pesel_ok(s), pesel_birth(s) if pesel_ok(s) else None
    if re.fullmatch(r'\d{9}', s):
        return 'NL BSN', bsn_ok(s), None
    return None, False, None


# ---------------------------------------------------------------- vendor-shaped keys and secrets
def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b'=').decode()


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def jwt(payload):
    h = b64u(json.dumps({'alg': 'HS256', 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    return '%s.%s.%s' % (h, p, b64u(rbytes(32)))


def jwt_ok(s):
    parts = s.split('.')
    if len(parts) != 3 or not all(re.fullmatch(r'[A-Za-z0-9_-]+', p) for p in parts):
        return False
    try:
        hdr = json.loads(base64.urlsafe_b64decode(parts[0] + '=' * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + '=' * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return 'alg' in hdr


APIKEY_RES = [
    ('stripe secret', r'sk_live_[A-Za-z0-9]{24,99}'),
    ('stripe restricted', r'rk_live_[A-Za-z0-9]{24,99}'),
    ('github classic PAT', r'ghp_[A-Za-z0-9]{36}'),
    ('github fine-grained PAT', r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}'),
    ('aws access key id', r'AKIA[A-Z2-7]{16}'),
    ('slack bot token', r'xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}'),
    ('telegram bot token', r'\d{9,10}:AA[A-Za-z0-9_-]{33}'),
    ('google api key', r'AIza[A-Za-z0-9_-]{35}'),
    ('sendgrid', r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}'),
    ('twilio api key', r'SK[0-9a-f]{32}'),
    ('openai project key', r'sk-proj-[A-Za-z0-9_-]{48,}'),
    ('gitlab PAT', r'glpat-[A-Za-z0-9_-]{20}'),
    ('npm token', r'npm_[A-Za-z0-9]{36}'),
    ('mailgun', r'key-[0-9a-f]{32}'),
    ('shopify admin', r'shpat_[0-9a-f]{32}'),
    ('hugging face', r'hf_[A-Za-z]{34}'),
    ('aliyun accesskey id', r'LTAI[A-Za-z0-9]{20}'),
    ('tencent secretid', r'AKID[A-Za-z0-9]{32}'),
]
EXAMPLE_KEYS = {'AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
                'sk_test_4eC39HqLyjWDarjtT1zdp7dc'}


def apikey_scheme(s):
    if s in EXAMPLE_KEYS or 'EXAMPLE' in s:
        return None
    for name, rx in APIKEY_RES:
        if re.fullmatch(rx, s):
            return name
    if jwt_ok(s):
        return 'jwt'
    return None


SECRET_RES = [
    ('aws secret access key', r'[A-Za-z0-9/+]{40}'),
    ('stripe webhook signing secret', r'whsec_[A-Za-z0-9]{32}'),
    ('slack webhook', r'https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}'),
    ('discord webhook', r'https://discord\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_-]{68}'),
    ('dingtalk robot webhook', r'https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}'),
    ('dingtalk sign secret', r'SEC[0-9a-f]{64}'),
    ('wecom robot webhook', r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}'),
    ('feishu robot webhook', r'https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f-]{36}'),
    ('totp seed', r'(?:[A-Z2-7]{4} ?){7}[A-Z2-7]{4}|(?:[a-z2-7]{4} ){7}[a-z2-7]{4}'),
    ('recovery code', r'[0-9a-f]{5}-[0-9a-f]{5}'),
    ('django session', r'[a-z0-9]{32}'),
    ('php session', r'[a-z0-9]{26}'),
    ('32-hex secret', r'[0-9a-f]{32}'),
    ('aliyun accesskey secret', r'[A-Za-z0-9]{30}'),
    ('tencent secretkey', r'[A-Za-z0-9]{32}'),
    ('pem private key', r'-----BEGIN ([A-Z ]+)PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END \1PRIVATE KEY-----'),
]


def secret_scheme(s):
    if s in EXAMPLE_KEYS or 'EXAMPLE' in s:
        return None
    for name, rx in SECRET_RES:
        if re.fullmatch(rx, s):
            return name
    if s.startswith('https://') or s.startswith('-----'):
        return None
    if len(s) >= 6 and s == s.strip() and '\n' not in s:
        return 'free-form password/secret'
    return None


def pem(kind):
    if kind == 'rsa':
        body = base64.b64encode(b'\x30\x82\x04\xa3\x02\x01\x00\x02\x82\x01\x01\x00' + rbytes(560)).decode()
        lines = [body[i:i + 64] for i in range(0, len(body), 64)]
        return '-----BEGIN RSA PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END RSA PRIVATE KEY-----'
    if kind == 'ec':
        body = base64.b64encode(b'\x30\x77\x02\x01\x01\x04\x20' + rbytes(32) + b'\xa0\x0a\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07\xa1\x44\x03\x42\x00\x04' + rbytes(64)).decode()
        lines = [body[i:i + 64] for i in range(0, len(body), 64)]
        return '-----BEGIN EC PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END EC PRIVATE KEY-----'
    body = base64.b64encode(b'openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x003\x00\x00\x00\x0bssh-ed25519\x00\x00\x00 ' + rbytes(230)).decode()
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    return '-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END OPENSSH PRIVATE KEY-----'


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + '4' + h[13:16] + R.choice('89ab') + h[17:]
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def totp(style):
    s = rs(B32, 32)
    return group(s.lower(), [4] * 8) if style == 'groups' else s


# ---------------------------------------------------------------- the values
VALUES = {}
V = VALUES

# cards
V['card_v1'] = card('4', 16)
V['card_v2'] = card('4', 16, 'plain')
V['card_v3'] = card('4', 16, 'dash')
V['card_v4'] = card('4', 16)
V['card_v5'] = card('4', 16)
V['card_mc1'] = card('5', 16)
V['card_mc2'] = card('54', 16, 'plain')
V['card_mc3'] = card('2221', 16)
V['card_mc4'] = card('53', 16)
V['card_ax1'] = card('37', 15, 'amex')
V['card_ax2'] = card('34', 15, 'amex')
V['card_up1'] = card('622202', 19)
V['card_up2'] = card('6228', 16, 'plain')
V['card_up3'] = card('621700', 19, 'plain')
V['card_up4'] = card('6225', 16)
V['card_disc1'] = card('6011', 16)

# IBANs
V['iban_gb1'] = iban_gb('BARC', '20' + rs(DIG, 4))
V['iban_gb2'] = iban_gb('LOYD', '30' + rs(DIG, 4), 'compact')
V['iban_gb3'] = iban_gb('NWBK', '60' + rs(DIG, 4))
V['iban_gb4'] = iban_gb('HBUK', '40' + rs(DIG, 4))
V['iban_de1'] = iban_make('DE', '37040044' + rs(DIG, 10))
V['iban_ie1'] = iban_make('IE', 'AIBK' + '93' + rs(DIG, 4) + rs(DIG, 8))
V['iban_nl1'] = iban_make('NL', 'INGB' + rs(DIG, 10), 'compact')
V['iban_es1'] = iban_es()
V['iban_fr1'] = iban_fr()

# US SSNs
for i in range(1, 6):
    V['ssn%d' % i] = ssn()
V['ssn6'] = ssn('space')

# Chinese resident IDs: (region, birth, sex[, forced check])
for i, (reg, ymd, sex, want) in enumerate([
        ('110105', '19790614', 'm', None), ('310115', '19861102', 'f', None),
        ('440305', '19920327', 'm', None), ('330106', '19680908', 'f', None),
        ('510107', '19900119', 'm', 'X'), ('420106', '19551230', 'm', None),
        ('320102', '19830705', 'f', None), ('370202', '19750421', 'm', None),
        ('120101', '19991010', 'f', None), ('350203', '19610217', 'm', None),
        ('430104', '19880823', 'f', None), ('210102', '19720530', 'm', None)], 1):
    V['idc%d' % i] = idcard(reg, ymd, sex, want)

# passports
V['pp_uk1'] = R.choice('15') + rs(DIG, 8)
V['pp_uk2'] = R.choice('15') + rs(DIG, 8)
V['pp_us1'] = R.choice('ACEH') + rs(DIG, 8)
V['pp_cn1'] = 'E' + rs(DIG, 8)
V['pp_cn2'] = 'E' + R.choice('ABCDEFGHJK') + rs(DIG, 7)
V['pp_cn3'] = 'E' + rs(DIG, 8)
V['pp_ie1'] = 'P' + R.choice('ABCDEFGHJK') + rs(DIG, 7)
V['pp_in1'] = R.choice('JKLMNPRSTUVW') + rs(DIG, 7)
V['pp_de1'] = R.choice('CFGHJK') + rs('CFGHJKLMNPRTVWXYZ0123456789', 8)

# other national IDs
V['nino1'] = group(nino(), [2, 2, 2, 2, 1])
V['nino2'] = nino()
V['nino3'] = group(nino(), [2, 2, 2, 2, 1])
V['dni1'] = dni()
V['nie1'] = nie()
V['bsn1'] = bsn()
V['pesel1'] = pesel(1991, 7, 14, 'm')
V['cf1'] = codice_fiscale('Rossi', 'Giulia', 1987, 5, 22, 'f', 'F205')
V['sin1'] = sin_ca()
V['aadhaar1'] = aadhaar()
V['nric1'] = nric('S')
V['hkid1'] = hkid()
V['hkid2'] = hkid()
V['ppsn1'] = ppsn()
V['pnr1'] = pnr_se(1979, 11, 3)

# API keys
V['stripe_sk1'] = 'sk_live_' + rs(ALNUM, 24)
V['stripe_sk2'] = 'sk_live_51' + rs(ALNUM, 97)
V['stripe_rk1'] = 'rk_live_' + rs(ALNUM, 24)
V['gh_pat1'] = 'ghp_' + rs(ALNUM, 36)
V['gh_pat2'] = 'ghp_' + rs(ALNUM, 36)
V['gh_fg1'] = 'github_pat_11' + rs(UP + DIG, 20) + '_' + rs(ALNUM, 59)
V['aws_ak1'] = 'AKIA' + rs(UP + '234567', 16)
V['aws_ak2'] = 'AKIA' + rs(UP + '234567', 16)
V['slack_bot1'] = 'xoxb-%s-%s-%s' % (rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 24))
V['tg_bot1'] = '%s:AA%s' % (R.choice('5678') + rs(DIG, 9), rs(B64URL, 33))
V['tg_bot2'] = '%s:AA%s' % (R.choice('5678') + rs(DIG, 9), rs(B64URL, 33))
V['google_key1'] = 'AIza' + rs(B64URL, 35)
V['google_key2'] = 'AIza' + rs(B64URL, 35)
V['sendgrid1'] = 'SG.%s.%s' % (rs(B64URL, 22), rs(B64URL, 43))
V['twilio_sk1'] = 'SK' + rs(HEX, 32)
V['openai1'] = 'sk-proj-' + rs(B64URL, 124)
V['gitlab1'] = 'glpat-' + rs(B64URL, 20)
V['npm1'] = 'npm_' + rs(ALNUM, 36)
V['mailgun1'] = 'key-' + rs(HEX, 32)
V['shopify1'] = 'shpat_' + rs(HEX, 32)
V['hf1'] = 'hf_' + rs(UP + LO, 34)
V['ali_ak1'] = 'LTAI5t' + rs(ALNUM, 18)
V['tc_ak1'] = 'AKID' + rs(ALNUM, 32)
V['jwt1'] = jwt({'sub': '4417', 'role': 'engineer', 'iat': 1714032000, 'exp': 1745568000})
V['jwt2'] = jwt({'uid': 90233, 'scope': 'bookings:write', 'iat': 1716800000})
V['jwt3'] = jwt({'sub': 'svc-ding', 'tid': 'aq77', 'exp': 1767225600})

# secrets
V['aws_sk1'] = rs(ALNUM + '/+', 40)
V['aws_sk2'] = rs(ALNUM + '/+', 40)
V['whsec1'] = 'whsec_' + rs(ALNUM, 32)
V['slack_hook1'] = 'https://hooks.slack.com/services/T0%s/B0%s/%s' % (rs(UP + DIG, 8), rs(UP + DIG, 8), rs(ALNUM, 24))
V['discord_hook1'] = 'https://discord.com/api/webhooks/%s/%s' % ('1' + rs(DIG, 18), rs(B64URL, 68))
V['ding_hook1'] = 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64)
V['ding_hook2'] = 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64)
V['ding_sign1'] = 'SEC' + rs(HEX, 64)
V['wecom_hook1'] = 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + uuid4()
V['feishu_hook1'] = 'https://open.feishu.cn/open-apis/bot/v2/hook/' + uuid4()
V['totp1'] = totp('groups')
V['totp2'] = totp('plain')
V['totp3'] = totp('plain')
for i in range(1, 9):
    V['rc%d' % i] = rs(HEX, 5) + '-' + rs(HEX, 5)
V['sess1'] = rs(LO + DIG, 32)
V['sess2'] = rs(LO + DIG, 26)
V['twilio_auth1'] = rs(HEX, 32)
V['ali_sk1'] = rs(ALNUM, 30)
V['tc_sk1'] = rs(ALNUM, 32)
V['wx_secret1'] = rs(HEX, 32)
V['pem_rsa1'] = pem('rsa')
V['pem_ssh1'] = pem('ssh')
V['pem_ec1'] = pem('ec')

# decoy-only values (shapes that must NOT be labelled)
for i in range(1, 9):
    V['uuid%d' % i] = uuid4()
for c in 'abcd':
    V['sha_' + c] = rs(HEX, 40)
V['md5_a'] = rs(HEX, 32)
V['sha256_a'] = rs(HEX, 64)
V['pk_live1'] = 'pk_live_' + rs(ALNUM, 24)
V['pk_live2'] = 'pk_live_51' + rs(ALNUM, 97)
V['wx_appid1'] = 'wx' + rs(HEX, 16)
V['twilio_ac1'] = 'AC' + rs(HEX, 32)
V['ding_appkey1'] = 'ding' + rs(LO + DIG, 16)
V['gclient1'] = rs(DIG, 12) + '-' + rs(LO + DIG, 32) + '.apps.googleusercontent.com'
V['imei1'] = card('35391211', 15, 'plain')
V['imei2'] = card('35672311', 15, 'plain')

# later additions (appended so earlier values keep their seeded draw)
V['card_up5'] = card('621483', 16)
V['card_up6'] = card('622848', 19, 'plain')
V['card_up7'] = card('621226', 19)
V['ali_ak2'] = 'LTAI5t' + rs(ALNUM, 18)
V['ali_sk2'] = rs(ALNUM, 30)
V['iban_de2'] = iban_make('DE', '10010010' + rs(DIG, 10))
V['jwt4'] = jwt({'sub': 'erp-sync', 'iss': 'blindsync', 'exp': 1735689600})
V['twilio_auth2'] = rs(HEX, 32)
V['nric2'] = nric('T')
V['sendgrid2'] = 'SG.%s.%s' % (rs(B64URL, 22), rs(B64URL, 43))
V['slack_hook2'] = 'https://hooks.slack.com/services/T0%s/B0%s/%s' % (rs(UP + DIG, 8), rs(UP + DIG, 8), rs(ALNUM, 24))
V['sha_e'] = rs(HEX, 40)
V['ali_ak3'] = 'LTAI5t' + rs(ALNUM, 18)
V['ali_sk3'] = rs(ALNUM, 30)


# ---------------------------------------------------------------- selftest
def validator(name):
    """(type, check-function, has_check_digit) for a VALUES name."""
    if name.startswith('card_'):
        return 'CARD', card_ok, True
    if name.startswith('iban_'):
        return 'IBAN', iban_ok, True
    if name.startswith('ssn'):
        return 'SSN', ssn_ok, False
    if name.startswith('idc'):
        return 'IDCARD', idcard_ok, True
    if name.startswith('pp_'):
        return 'PASSPORT', lambda s: passport_scheme(s) is not None, False
    if name in ('nino1', 'nino2', 'nino3'):
        return 'NATIONAL_ID', lambda s: national_id_scheme(s)[1], False
    if name in ('dni1', 'nie1', 'bsn1', 'pesel1', 'cf1', 'sin1', 'aadhaar1', 'nric1', 'nric2', 'hkid1', 'hkid2', 'ppsn1', 'pnr1'):
        return 'NATIONAL_ID', lambda s: national_id_scheme(s)[1], True
    if name.startswith(('stripe_', 'gh_', 'aws_ak', 'slack_bot', 'tg_', 'google_', 'sendgrid', 'twilio_sk',
                        'openai', 'gitlab', 'npm', 'mailgun', 'shopify', 'hf', 'ali_ak', 'tc_ak', 'jwt')):
        return 'APIKEY', lambda s: apikey_scheme(s) is not None, False
    if name.startswith(('aws_sk', 'whsec', 'slack_hook', 'discord', 'ding_hook', 'ding_sign', 'wecom', 'feishu',
                        'totp', 'rc', 'sess', 'twilio_auth', 'ali_sk', 'tc_sk', 'wx_secret', 'pem')):
        return 'SECRET', lambda s: secret_scheme(s) not in (None, 'free-form password/secret'), False
    if name.startswith('uuid'):
        return 'decoy', lambda s: re.fullmatch(r'[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}', s) is not None, False
    if name.startswith('sha_') or name == 'md5_a' or name == 'sha256_a':
        return 'decoy', lambda s: re.fullmatch(r'[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}', s) is not None, False
    if name.startswith('imei'):
        return 'decoy', lambda s: len(s) == 15 and luhn_ok(s), False
    if name.startswith('pk_live'):
        return 'decoy', lambda s: s.startswith('pk_live_'), False
    return 'decoy', lambda s: len(s) > 8, False


def selftest(verbose=False):
    bad = []
    # known reference values for the check-digit code itself
    assert verhoeff_ok('2363') and not verhoeff_ok('2364')
    assert nric_ok('S1234567D') and hkid_ok('A123456(3)')
    assert iban_ok('GB29 NWBK 6016 1331 9268 19') and luhn_ok('4111111111111111')
    assert idcard_ok('11010519491231002X')
    n_corrupt = 0
    for name, val in VALUES.items():
        typ, fn, has_check = validator(name)
        if not fn(val):
            bad.append('%s invalid: %r' % (name, val))
            continue
        if has_check:
            for i, ch in enumerate(val):
                if not ch.isdigit():
                    continue
                for alt in DIG:
                    if alt == ch:
                        continue
                    if fn(val[:i] + alt + val[i + 1:]):
                        bad.append('%s: corruption at %d (%s->%s) still validates' % (name, i, ch, alt))
                    n_corrupt += 1
    # birth dates encoded in IDs
    exp = {'pesel1': datetime.date(1991, 7, 14), 'cf1': datetime.date(1987, 5, 22), 'pnr1': datetime.date(1979, 11, 3)}
    for k, d in exp.items():
        if national_id_scheme(VALUES[k])[2] != d:
            bad.append('%s birth date mismatch' % k)
    if len(set(VALUES.values())) != len(VALUES):
        bad.append('duplicate values')
    if verbose or bad:
        print('selftest: %d values, %d single-digit corruptions rejected, %d problems'
              % (len(VALUES), n_corrupt, len(bad)))
    for b in bad:
        print('  ' + b)
    return not bad


if __name__ == '__main__':
    if '-p' in sys.argv:
        for k, v in VALUES.items():
            print('%-14s %s' % (k, v.replace('\n', '\n' + ' ' * 15)))
    else:
        sys.exit(0 if selftest(True) else 1)
