#!/usr/bin/env python3
"""blind52 value generators.

Every value that needs a check digit or a vendor shape is generated here from a
seeded random.Random, stored in VALUES and referred to from the texts as $name.

    python3 values.py        -> selftest
    python3 values.py -p     -> print every value (name<TAB>repr)
"""
import base64
import datetime
import json
import random
import re
import string
import sys
import uuid

SEED = 520052
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
LOWNUM = LOW + DIG
UPNUM = UP + DIG
HEXL = '0123456789abcdef'
B64 = ALNUM + '+/'
B64URL = ALNUM + '-_'
B32 = UP + '234567'


def rs(chars, n):
    return ''.join(R.choice(chars) for _ in range(n))


def grp(s, sizes, sep=' '):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


def compact(v):
    return re.sub(r'[\s\-]', '', v)

# ---------------------------------------------------------------- cards (Luhn)

def luhn_ok(num):
    num = compact(num)
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


def make_card(prefix, length):
    return luhn_complete(prefix + rs(DIG, length - len(prefix) - 1))


def card_ok(v):
    c = compact(v)
    return c.isdigit() and 13 <= len(c) <= 19 and luhn_ok(c)

# ---------------------------------------------------------------- IBAN (mod 97)

IBAN_LEN = {'GB': 22, 'IE': 22, 'DE': 22, 'NL': 18, 'FR': 27, 'ES': 24,
            'PL': 28, 'PT': 25, 'IT': 27, 'BE': 16}


def _iban_int(s):
    return int(''.join(str(int(c, 36)) for c in s))


def make_iban(cc, bban):
    chk = 98 - _iban_int(bban + cc + '00') % 97
    v = '%s%02d%s' % (cc, chk, bban)
    assert len(v) == IBAN_LEN[cc], v
    return v


def iban_ok(v):
    s = v.replace(' ', '').upper()
    if not re.fullmatch(r'[A-Z]{2}\d{2}[A-Z0-9]+', s):
        return False
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    return _iban_int(s[4:] + s[:4]) % 97 == 1


def spaced4(s):
    return ' '.join(s[i:i + 4] for i in range(0, len(s), 4))


def fr_bban():
    bank, branch, acct = rs(DIG, 5), rs(DIG, 5), rs(DIG, 11)
    key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
    return bank + branch + acct + '%02d' % key


def be_bban():
    first = '%010d' % R.randint(10 ** 9, 10 ** 10 - 1)
    r = int(first) % 97 or 97
    return first + '%02d' % r

# ---------------------------------------------------------------- Chinese ID (GB 11643)

ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def id_check(body17):
    return '10X98765432'[sum(int(a) * b for a, b in zip(body17, ID_W)) % 11]


def idcard_ok(v):
    s = v.replace(' ', '').upper()
    if not re.fullmatch(r'[1-8]\d{16}[\dX]', s):
        return False
    try:
        datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return False
    return id_check(s[:17]) == s[17]


def make_idcard(region, ymd, male, want_x=False):
    for _ in range(5000):
        seq = rs(DIG, 2) + R.choice('13579' if male else '02468')
        body = region + ymd.replace('-', '') + seq
        c = id_check(body)
        if (c == 'X') == want_x:
            return body + c
    raise AssertionError

# ---------------------------------------------------------------- US SSN (shape only)


def make_ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        g, s = R.randint(1, 99), R.randint(1, 9999)
        return '%03d-%02d-%04d' % (a, g, s)


def ssn_ok(v):
    m = re.fullmatch(r'(\d{3})([- ]?)(\d{2})\2(\d{4})', v)
    if not m:
        return False
    a, g, s = int(m.group(1)), int(m.group(3)), int(m.group(4))
    return 0 < a < 900 and a != 666 and g > 0 and s > 0

# ---------------------------------------------------------------- other national ids

NINO_P1 = [c for c in UP if c not in 'DFIQUV']
NINO_P2 = [c for c in UP if c not in 'DFIOQUV']
NINO_BAD = {'BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'}


def make_nino():
    while True:
        p = R.choice(NINO_P1) + R.choice(NINO_P2)
        if p not in NINO_BAD:
            return p + rs(DIG, 6) + R.choice('ABCD')


def nino_ok(v):
    s = v.replace(' ', '').upper()
    m = re.fullmatch(r'([A-Z]{2})\d{6}[A-D]', s)
    return bool(m) and s[0] in NINO_P1 and s[1] in NINO_P2 and s[:2] not in NINO_BAD


def bsn_ok(v):
    s = v.replace('.', '').replace(' ', '')
    if not re.fullmatch(r'\d{9}', s) or s[0] == '0':
        return False
    t = sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])
    return t % 11 == 0


def make_bsn():
    while True:
        s = str(R.randint(1, 9)) + rs(DIG, 7)
        c = sum(int(s[i]) * (9 - i) for i in range(8)) % 11
        if c < 10:
            return s + str(c)


DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def dni_ok(v):
    s = v.replace('-', '').replace(' ', '').upper()
    m = re.fullmatch(r'([XYZ]\d{7}|\d{8})([A-Z])', s)
    if not m:
        return False
    num = m.group(1)
    if num[0] in 'XYZ':
        num = str('XYZ'.index(num[0])) + num[1:]
    return DNI_L[int(num) % 23] == m.group(2)


def make_dni():
    n = '%08d' % R.randint(10 ** 7, 10 ** 8 - 1)
    return n + DNI_L[int(n) % 23]


def make_nie():
    p = R.choice('XY')
    n = rs(DIG, 7)
    return p + n + DNI_L[int(str('XYZ'.index(p)) + n) % 23]


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(v):
    if not re.fullmatch(r'\d{11}', v):
        return False
    c = (10 - sum(int(a) * b for a, b in zip(v, PESEL_W)) % 10) % 10
    return c == int(v[10]) and pesel_date(v) is not None


def pesel_date(v):
    yy, mm, dd = int(v[0:2]), int(v[2:4]), int(v[4:6])
    cent = {0: 1900, 20: 2000, 40: 2100, 60: 2200, 80: 1800}
    off = (mm // 20) * 20
    try:
        return datetime.date(cent[off] + yy, mm - off, dd)
    except (KeyError, ValueError):
        return None


def make_pesel(ymd, male):
    y, m, d = (int(x) for x in ymd.split('-'))
    mm = m + (20 if y >= 2000 else 0)
    body = '%02d%02d%02d' % (y % 100, mm, d) + rs(DIG, 3) + R.choice('13579' if male else '02468')
    c = (10 - sum(int(a) * b for a, b in zip(body, PESEL_W)) % 10) % 10
    return body + str(c)


def hkid_check(prefix, digits):
    vals = [36] if len(prefix) == 1 else []
    vals += [ord(c) - 55 for c in prefix]
    vals += [int(d) for d in digits]
    s = sum(v * w for v, w in zip(vals, range(9, 1, -1)))
    r = (11 - s % 11) % 11
    return 'A' if r == 10 else str(r)


def hkid_ok(v):
    m = re.fullmatch(r'([A-Z]{1,2})(\d{6})\s?\(?([0-9A])\)?', v)
    return bool(m) and hkid_check(m.group(1), m.group(2)) == m.group(3)


def make_hkid():
    p, d = R.choice('ACDEGHKMPRVYZ'), rs(DIG, 6)
    return '%s%s(%s)' % (p, d, hkid_check(p, d))


NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def nric_check(prefix, digits):
    t = sum(int(a) * b for a, b in zip(digits, NRIC_W)) + (4 if prefix in 'TG' else 0)
    return ('JZIHGFEDCBA' if prefix in 'ST' else 'XWUTRQPNMLK')[t % 11]


def nric_ok(v):
    m = re.fullmatch(r'([STFG])(\d{7})([A-Z])', v)
    return bool(m) and nric_check(m.group(1), m.group(2)) == m.group(3)


def make_nric(prefix):
    d = rs(DIG, 7)
    return prefix + d + nric_check(prefix, d)


def sin_ok(v):
    s = compact(v)
    return bool(re.fullmatch(r'[1-79]\d{8}', s)) and luhn_ok(s)


def make_sin():
    s = luhn_complete(R.choice('1234567') + rs(DIG, 7))
    return grp(s, [3, 3, 3])


def ppsn_check(d7):
    r = sum(int(d7[i]) * (8 - i) for i in range(7)) % 23
    return 'W' if r == 0 else chr(64 + r)


def ppsn_ok(v):
    m = re.fullmatch(r'(\d{7})([A-W])', v.replace(' ', '').upper())
    return bool(m) and ppsn_check(m.group(1)) == m.group(2)


def make_ppsn():
    d = rs(DIG, 7)
    return d + ppsn_check(d)


TW_L = dict(zip('ABCDEFGHJKLMNPQRSTUVXYWZIO', range(10, 36)))


def twid_ok(v):
    m = re.fullmatch(r'([A-Z])([12]\d{8})', v)
    if not m:
        return False
    n = TW_L[m.group(1)]
    w = [8, 7, 6, 5, 4, 3, 2, 1, 1]
    t = n // 10 + (n % 10) * 9 + sum(int(a) * b for a, b in zip(m.group(2), w))
    return t % 10 == 0


def make_twid(male):
    L = R.choice('ABEFH')
    body = ('1' if male else '2') + rs(DIG, 7)
    for c in DIG:
        if twid_ok(L + body + c):
            return L + body + c
    raise AssertionError


def pnr_ok(v):
    m = re.fullmatch(r'(\d{6})[-+](\d{4})', v)
    if not m:
        return False
    try:
        datetime.datetime.strptime(m.group(1), '%y%m%d')
    except ValueError:
        return False
    return luhn_ok(m.group(1) + m.group(2))


def make_pnr(ymd, male):
    y, m, d = ymd.split('-')
    six = y[2:] + m + d
    three = rs(DIG, 2) + R.choice('13579' if male else '02468')
    full = luhn_complete(six + three)
    return six + '-' + full[6:]

# ---------------------------------------------------------------- passports (shape only)

PASSPORT_RE = [
    r'\d{9}',                 # GB, US, TW
    r'[A-Z]\d{8}',            # US next gen, HK (K/H)
    r'E\d{8}',                # CN
    r'E[A-HJ-NP-Z]\d{7}',     # CN since 2019
    r'[A-Z]{2}\d{7}',         # IE, PL
    r'C[CFGHJKLMNPRTVWXYZ0-9]{8}',  # DE
    r'[A-Z]\d{7}',            # IN
    r'\d{2}[A-Z]{2}\d{5}',    # FR
    r'[A-Z]{2}\d{6}',         # CA
]


def passport_ok(v):
    return any(re.fullmatch(p, v) for p in PASSPORT_RE)


# ---------------------------------------------------------------- vendor key shapes

APIKEY_RE = [
    r'AKIA[0-9A-Z]{16}',
    r'ghp_[A-Za-z0-9]{36}',
    r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}',
    r'glpat-[A-Za-z0-9_\-]{20}',
    r'xox[bp]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24,32}',
    r'(sk|rk)_live_[A-Za-z0-9]{24,99}',
    r'sk-proj-[A-Za-z0-9_\-]{40,160}',
    r'AIza[0-9A-Za-z_\-]{35}',
    r'SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}',
    r'SK[0-9a-f]{32}',
    r'\d{8,10}:AA[A-Za-z0-9_\-]{33}',
    r'eyJ[A-Za-z0-9_\-]+\.eyJ[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]{20,}',
    r'npm_[A-Za-z0-9]{36}',
    r'key-[0-9a-f]{32}',
    r'LTAI[A-Za-z0-9]{12,20}',
    r'AKID[A-Za-z0-9]{32}',
    r'hf_[A-Za-z]{34}',
    r'[a-z][a-z0-9_]*-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}'
    r'-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}',
]

SECRET_RE = [
    r'[A-Za-z0-9/+]{40}',                                   # AWS secret access key
    r'-----BEGIN [A-Z ]*PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END [A-Z ]*PRIVATE KEY-----',
    r'[A-Z2-7]{16,32}',                                     # TOTP seed
    r'https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}',
    r'https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}',
    r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f\-]{36}',
    r'https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f\-]{36}',
    r'https://discord\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_\-]{68}',
    r'whsec_[A-Za-z0-9]{32}',
    r'[0-9a-f]{32}',                                        # signing secrets, auth tokens
    r'[a-z0-9!@#%^&*(\-_=+)]{50}',                          # django SECRET_KEY
    r'[A-Za-z0-9]{30}',                                     # aliyun AccessKey secret
    r'[A-Za-z0-9]{32}',                                     # tencent SecretKey, feishu secret
    r'[0-9a-f]{64}',                                        # dingtalk app secret
    r'[a-z0-9]{4}-[a-z0-9]{4}',                             # recovery code
    r'[a-z0-5]{24}',                                        # ASP.NET session id
    r'[a-z0-9]{26}',                                        # PHPSESSID
]


def shape_ok(v, regs):
    return any(re.fullmatch(p, v) for p in regs)


def b64url(b):
    return base64.urlsafe_b64encode(b).rstrip(b'=').decode()


def make_jwt(payload):
    h = b64url(json.dumps({'alg': 'HS256', 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = b64url(json.dumps(payload, separators=(',', ':')).encode())
    return h + '.' + p + '.' + rs(B64URL, 43)


def make_pem(kind):
    if kind == 'RSA':
        body = 'MIIEow' + rs(B64, 64 * 5 - 6)
        lines = [body[i:i + 64] for i in range(0, len(body), 64)] + [rs(B64, 28) + '==']
        return '-----BEGIN RSA PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END RSA PRIVATE KEY-----'
    if kind == 'EC':
        body = 'MHcCAQEEI' + rs(B64, 64 * 2 - 9)
        lines = [body[i:i + 64] for i in range(0, len(body), 64)] + [rs(B64, 32)]
        return '-----BEGIN EC PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END EC PRIVATE KEY-----'
    body = 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW' + rs(B64, 64 * 4 - 70)
    lines = [body[i:i + 64] for i in range(0, len(body), 64)] + [rs(B64, 20) + '=']
    return '-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END OPENSSH PRIVATE KEY-----'


def uuid4():
    return str(uuid.UUID(int=R.getrandbits(128), version=4))

# ================================================================ VALUES

VALUES = {}
CHECK = {}          # name -> (validator, has_check_digit)


def put(name, value, validator, check_digit):
    assert name not in VALUES, name
    VALUES[name] = value
    CHECK[name] = (validator, check_digit)


# cards
put('card_v1', grp(make_card('4', 16), [4, 4, 4, 4]), card_ok, True)
put('card_v2', make_card('4', 16), card_ok, True)
put('card_v3', grp(make_card('4', 16), [4, 4, 4, 4], '-'), card_ok, True)
put('card_v4', grp(make_card('4', 16), [4, 4, 4, 4]), card_ok, True)
put('card_v5', grp(make_card('4', 16), [4, 4, 4, 4]), card_ok, True)
put('card_m1', grp(make_card('5' + R.choice('12345'), 16), [4, 4, 4, 4]), card_ok, True)
put('card_m2', make_card('22' + str(R.randint(21, 99)), 16), card_ok, True)
put('card_m3', grp(make_card('5' + R.choice('12345'), 16), [4, 4, 4, 4], '-'), card_ok, True)
put('card_m4', grp(make_card('5' + R.choice('12345'), 16), [4, 4, 4, 4]), card_ok, True)
put('card_a1', grp(make_card(R.choice(['34', '37']), 15), [4, 6, 5]), card_ok, True)
put('card_a2', make_card('37', 15), card_ok, True)
put('card_u1', grp(make_card('6222', 16), [4, 4, 4, 4]), card_ok, True)
put('card_u2', make_card('6217', 19), card_ok, True)
put('card_u3', grp(make_card('6228', 16), [4, 4, 4, 4]), card_ok, True)
put('card_u4', grp(make_card('6214', 19), [4, 4, 4, 4, 3]), card_ok, True)
put('card_u5', make_card('6225', 16), card_ok, True)
put('card_j1', grp(make_card('35' + str(R.randint(28, 89)), 16), [4, 4, 4, 4]), card_ok, True)

# IBANs
put('iban_gb1', spaced4(make_iban('GB', R.choice(['NWBK', 'BARC', 'LOYD']) + rs(DIG, 14))), iban_ok, True)
put('iban_gb2', make_iban('GB', R.choice(['HBUK', 'MIDL', 'NAIA']) + rs(DIG, 14)), iban_ok, True)
put('iban_ie1', spaced4(make_iban('IE', 'AIBK' + rs(DIG, 14))), iban_ok, True)
put('iban_ie2', make_iban('IE', 'BOFI' + rs(DIG, 14)), iban_ok, True)
put('iban_de1', spaced4(make_iban('DE', rs(DIG, 18))), iban_ok, True)
put('iban_de2', make_iban('DE', rs(DIG, 18)), iban_ok, True)
put('iban_nl1', spaced4(make_iban('NL', 'INGB' + rs(DIG, 10))), iban_ok, True)
put('iban_nl2', make_iban('NL', 'RABO' + rs(DIG, 10)), iban_ok, True)
put('iban_fr1', spaced4(make_iban('FR', fr_bban())), iban_ok, True)
put('iban_es1', spaced4(make_iban('ES', rs(DIG, 20))), iban_ok, True)
put('iban_es2', make_iban('ES', rs(DIG, 20)), iban_ok, True)
put('iban_pl1', spaced4(make_iban('PL', rs(DIG, 24))), iban_ok, True)
put('iban_pt1', spaced4(make_iban('PT', rs(DIG, 21))), iban_ok, True)
put('iban_it1', make_iban('IT', R.choice(UP) + rs(DIG, 10) + rs(DIG, 12)), iban_ok, True)
put('iban_be1', spaced4(make_iban('BE', be_bban())), iban_ok, True)
# organisation accounts (used as decoys)
put('iban_org_ie', spaced4(make_iban('IE', 'AIBK' + rs(DIG, 14))), iban_ok, True)
put('iban_org_de', spaced4(make_iban('DE', rs(DIG, 18))), iban_ok, True)

# Chinese resident ID cards: (name, region, birth date, male, want X)
ID_SPECS = [
    ('id_zhou', '310104', '1962-07-19', True, False),
    ('id_xu', '110105', '1991-11-03', False, False),
    ('id_chen', '440305', '1985-02-28', True, True),
    ('id_lin', '350203', '1978-09-09', False, False),
    ('id_wang', '510107', '1999-12-31', True, False),
    ('id_li', '420106', '1957-04-05', False, False),
    ('id_zhao', '320102', '2001-06-16', True, False),
    ('id_sun', '330106', '1988-10-10', False, True),
    ('id_he', '370202', '1970-01-23', True, False),
    ('id_ma', '610113', '1994-05-08', False, False),
    ('id_guo', '500103', '1983-08-14', True, False),
    ('id_tang', '430104', '1966-03-27', False, False),
    ('id_feng', '410105', '2003-02-11', True, False),
    ('id_deng', '120101', '1975-12-02', False, False),
    ('id_huang', '440106', '1990-07-07', True, False),
    ('id_luo', '320583', '1996-09-21', False, False),
    ('id_song', '210203', '1954-01-30', True, False),
    ('id_yang', '330203', '1980-04-17', False, True),
]
for _n, _reg, _ymd, _male, _x in ID_SPECS:
    put(_n, make_idcard(_reg, _ymd, _male, _x), idcard_ok, True)
ID_DOB = {n: d for n, _r, d, _m, _x in ID_SPECS}

# US SSNs
for _i in range(1, 8):
    put('ssn%d' % _i, make_ssn(), ssn_ok, False)
VALUES['ssn5'] = VALUES['ssn5'].replace('-', ' ')
VALUES['ssn6'] = VALUES['ssn6'].replace('-', '')

# other national ids
for _i in range(1, 10):
    put('nino%d' % _i, make_nino(), nino_ok, False)
for _n in ('nino2', 'nino5', 'nino8'):
    _v = VALUES[_n]
    VALUES[_n] = '%s %s %s %s %s' % (_v[:2], _v[2:4], _v[4:6], _v[6:8], _v[8])
put('bsn1', make_bsn(), bsn_ok, True)
put('bsn2', make_bsn(), bsn_ok, True)
put('dni1', make_dni(), dni_ok, True)
put('dni2', make_dni(), dni_ok, True)
put('nie1', make_nie(), dni_ok, True)
put('pesel1', make_pesel('1987-05-21', False), pesel_ok, True)
put('pesel2', make_pesel('2002-11-04', True), pesel_ok, True)
put('hkid1', make_hkid(), hkid_ok, True)
put('hkid2', make_hkid(), hkid_ok, True)
put('hkid3', make_hkid(), hkid_ok, True)
put('nric1', make_nric('S'), nric_ok, True)
put('nric2', make_nric('T'), nric_ok, True)
put('sin1', make_sin(), sin_ok, True)
put('sin2', make_sin(), sin_ok, True)
put('ppsn1', make_ppsn(), ppsn_ok, True)
put('ppsn2', make_ppsn(), ppsn_ok, True)
put('twid1', make_twid(False), twid_ok, True)
put('twid2', make_twid(True), twid_ok, True)
put('pnr1', make_pnr('1979-08-30', True), pnr_ok, True)
OTHER_DOB = {'pesel1': '1987-05-21', 'pesel2': '2002-11-04', 'pnr1': '1979-08-30'}

# passports
put('pp_gb1', rs(DIG, 9), passport_ok, False)
put('pp_gb2', rs(DIG, 9), passport_ok, False)
put('pp_gb3', rs(DIG, 9), passport_ok, False)
put('pp_us1', rs(DIG, 9), passport_ok, False)
put('pp_us2', 'A' + rs(DIG, 8), passport_ok, False)
put('pp_cn1', 'E' + rs(DIG, 8), passport_ok, False)
put('pp_cn2', 'E' + R.choice('ABCDEFGHJK') + rs(DIG, 7), passport_ok, False)
put('pp_cn3', 'E' + R.choice('ABCDEFGHJK') + rs(DIG, 7), passport_ok, False)
put('pp_cn4', 'E' + rs(DIG, 8), passport_ok, False)
put('pp_hk1', 'K' + rs(DIG, 8), passport_ok, False)
put('pp_ie1', R.choice(['PA', 'PB', 'LH', 'PE']) + rs(DIG, 7), passport_ok, False)
put('pp_de1', 'C' + rs('CFGHJKLMNPRTVWXYZ0123456789', 8), passport_ok, False)
put('pp_in1', R.choice('JKLMNPRSTUVWZ') + rs(DIG, 7), passport_ok, False)
put('pp_pl1', R.choice(['EA', 'EK', 'ER']) + rs(DIG, 7), passport_ok, False)
put('pp_fr1', rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5), passport_ok, False)
put('pp_ca1', rs(UP, 2) + rs(DIG, 6), passport_ok, False)
put('pp_tw1', '3' + rs(DIG, 8), passport_ok, False)

# API keys
def _k(name, value):
    put(name, value, lambda v: shape_ok(v, APIKEY_RE), False)


_k('aws_akid1', 'AKIA' + rs(UPNUM, 16))
_k('aws_akid2', 'AKIA' + rs(UPNUM, 16))
_k('aws_akid3', 'AKIA' + rs(UPNUM, 16))
_k('ghp1', 'ghp_' + rs(ALNUM, 36))
_k('ghp2', 'ghp_' + rs(ALNUM, 36))
_k('ghpat1', 'github_pat_' + rs(ALNUM, 22) + '_' + rs(ALNUM, 59))
_k('glpat1', 'glpat-' + rs(ALNUM + '_-', 20))
_k('slack_bot1', 'xoxb-' + rs(DIG, 11) + '-' + rs(DIG, 13) + '-' + rs(ALNUM, 24))
_k('slack_user1', 'xoxp-' + rs(DIG, 11) + '-' + rs(DIG, 12) + '-' + rs(ALNUM, 32))
_k('stripe_sk1', 'sk_live_' + rs(ALNUM, 24))
_k('stripe_sk2', 'sk_live_51' + rs(ALNUM, 97))
_k('stripe_rk1', 'rk_live_' + rs(ALNUM, 24))
_k('openai1', 'sk-proj-' + rs(ALNUM + '_-', 48))
_k('google1', 'AIza' + rs(ALNUM + '_-', 35))
_k('google2', 'AIza' + rs(ALNUM + '_-', 35))
_k('sendgrid1', 'SG.' + rs(ALNUM + '_-', 22) + '.' + rs(ALNUM + '_-', 43))
_k('twilio_sk1', 'SK' + rs(HEXL, 32))
_k('telegram1', str(R.randint(10 ** 9, 7 * 10 ** 9)) + ':AA' + rs(ALNUM + '_-', 33))
_k('telegram2', str(R.randint(10 ** 9, 7 * 10 ** 9)) + ':AA' + rs(ALNUM + '_-', 33))
_k('jwt1', make_jwt({'sub': 'svc-parking-permits', 'iat': 1718005200, 'scope': 'permits:write'}))
_k('jwt2', make_jwt({'sub': '8841207', 'role': 'caseworker', 'iat': 1721390400}))
_k('jwt3', make_jwt({'uid': 'rh-20931', 'iss': 'shebao-portal', 'exp': 1735660800}))
_k('npm1', 'npm_' + rs(ALNUM, 36))
_k('mailgun1', 'key-' + rs(HEXL, 32))
_k('aliyun_akid1', 'LTAI5t' + rs(ALNUM, 18))
_k('aliyun_akid2', 'LTAI5t' + rs(ALNUM, 18))
_k('tencent_akid1', 'AKID' + rs(ALNUM, 32))
_k('hf1', 'hf_' + rs(string.ascii_letters, 34))
_k('notify1', 'live_parking_notices-' + uuid4() + '-' + uuid4())
_k('notify2', 'council_tax_live-' + uuid4() + '-' + uuid4())

# secrets
def _s(name, value):
    put(name, value, lambda v: shape_ok(v, SECRET_RE), False)


_s('aws_secret1', rs(ALNUM + '/+', 40))
_s('aws_secret2', rs(ALNUM + '/+', 40))
_s('pem_rsa1', make_pem('RSA'))
_s('pem_ec1', make_pem('EC'))
_s('pem_ssh1', make_pem('SSH'))
_s('totp1', rs(B32, 32))
_s('totp2', rs(B32, 16))
_s('totp3', rs(B32, 32))
_s('slack_hook1', 'https://hooks.slack.com/services/T' + rs(UPNUM, 8) + '/B' + rs(UPNUM, 10) + '/' + rs(ALNUM, 24))
_s('slack_hook2', 'https://hooks.slack.com/services/T' + rs(UPNUM, 10) + '/B' + rs(UPNUM, 10) + '/' + rs(ALNUM, 24))
_s('dingtalk_hook1', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEXL, 64))
_s('dingtalk_hook2', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEXL, 64))
_s('wecom_hook1', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + uuid4())
_s('feishu_hook1', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + uuid4())
_s('discord_hook1', 'https://discord.com/api/webhooks/' + str(R.randint(10 ** 17, 10 ** 18)) + '/' + rs(B64URL, 68))
_s('whsec1', 'whsec_' + rs(ALNUM, 32))
_s('slack_signing1', rs(HEXL, 32))
_s('twilio_token1', rs(HEXL, 32))
_s('wx_secret1', rs(HEXL, 32))
_s('django_key1', rs(LOWNUM + '!@#%^&*(-_=+)', 50))
_s('aliyun_secret1', rs(ALNUM, 30))
_s('aliyun_secret2', rs(ALNUM, 30))
_s('tencent_secret1', rs(ALNUM, 32))
_s('feishu_secret1', rs(ALNUM, 32))
_s('ding_secret1', rs(HEXL, 64))
_s('phpsess1', rs(LOWNUM, 26))
_s('aspnet1', rs('abcdefghijklmnopqrstuvwxyz012345', 24))
_s('sessionid1', rs(LOWNUM, 32).replace('0', 'q').replace('1', 'w'))
for _i in range(1, 9):
    _s('rc%d' % _i, rs(LOWNUM, 4) + '-' + rs(LOWNUM, 4))

# decoy material (hashes, uuids) -- not validated as secrets
DECOY_NAMES = set()


def _d(name, value):
    VALUES[name] = value
    DECOY_NAMES.add(name)


for _i in 'abcdefgh':
    _d('sha1_' + _i, rs(HEXL, 40))
for _i in 'abc':
    _d('sha256_' + _i, rs(HEXL, 64))
for _i in 'ab':
    _d('md5_' + _i, rs(HEXL, 32))
for _i in 'abcdefghijkl':
    _d('uuid_' + _i, uuid4())
_d('wx_appid1', 'wx' + rs(HEXL, 16))
_d('ding_appkey1', 'ding' + rs(LOWNUM, 16))
_d('feishu_appid1', 'cli_' + rs(HEXL, 16))
_d('stripe_pk1', 'pk_live_' + rs(ALNUM, 24))
_d('twilio_sid1', 'AC' + rs(HEXL, 32))
_d('gclient1', str(R.randint(10 ** 11, 10 ** 12)) + '-' + rs(LOWNUM, 32) + '.apps.googleusercontent.com')
_d('recaptcha_site1', '6L' + rs(ALNUM + '_-', 38))


# extra values (appended last so that earlier values keep their seeded draws)
put('pp_gb4', rs(DIG, 9), passport_ok, False)
put('pp_gb5', rs(DIG, 9), passport_ok, False)
put('pp_gb6', rs(DIG, 9), passport_ok, False)
put('pp_ie2', R.choice(['PA', 'PB', 'LH', 'PE']) + rs(DIG, 7), passport_ok, False)
put('pp_cn5', 'E' + R.choice('ABCDEFGHJK') + rs(DIG, 7), passport_ok, False)
put('pp_cn6', 'E' + rs(DIG, 8), passport_ok, False)
put('pp_hk2', 'H' + rs(DIG, 8), passport_ok, False)
put('pp_us3', rs(DIG, 9), passport_ok, False)
put('card_u6', grp(make_card('6230', 19), [6, 13]), card_ok, True)
put('card_u7', make_card('6212', 19), card_ok, True)
put('card_u8', grp(make_card('6226', 16), [4, 4, 4, 4]), card_ok, True)
put('card_v6', grp(make_card('4', 16), [4, 4, 4, 4]), card_ok, True)
put('card_m5', grp(make_card('5' + R.choice('12345'), 16), [4, 4, 4, 4]), card_ok, True)
put('card_m6', make_card('5' + R.choice('12345'), 16), card_ok, True)
put('iban_de3', spaced4(make_iban('DE', rs(DIG, 18))), iban_ok, True)
put('iban_gb3', spaced4(make_iban('GB', R.choice(['NWBK', 'BARC', 'LOYD']) + rs(DIG, 14))), iban_ok, True)
put('nino10', make_nino(), nino_ok, False)
put('nino11', make_nino(), nino_ok, False)
put('sin3', make_sin(), sin_ok, True)
ID_SPECS_EXTRA = [
    ('id_jin', '410105', '1979-05-12', True, False),
    ('id_qiu', '440304', '1986-12-25', True, False),
    ('id_bai', '110108', '2000-02-29', False, False),
    ('id_tian', '522601', '1958-08-08', False, False),
]
for _n, _reg, _ymd, _male, _x in ID_SPECS_EXTRA:
    put(_n, make_idcard(_reg, _ymd, _male, _x), idcard_ok, True)
    ID_DOB[_n] = _ymd
put('pp_cn7', 'E' + R.choice('ABCDEFGHJK') + rs(DIG, 7), passport_ok, False)
put('pp_cn8', 'E' + rs(DIG, 8), passport_ok, False)
put('hkid4', make_hkid(), hkid_ok, True)
put('card_v7', grp(make_card('4', 16), [4, 4, 4, 4]), card_ok, True)
put('card_m7', grp(make_card('5' + R.choice('12345'), 16), [4, 4, 4, 4], '-'), card_ok, True)
put('card_u9', grp(make_card('6259', 16), [4, 4, 4, 4]), card_ok, True)
put('ssn8', make_ssn(), ssn_ok, False)
put('openai2', 'sk-proj-' + rs(ALNUM + '_-', 64), lambda v: shape_ok(v, APIKEY_RE), False)
_d3 = '02' + rs(DIG, 5)
put('nric3', 'T' + _d3 + nric_check('T', _d3), nric_ok, True)
_d4 = '81' + rs(DIG, 5)
put('nric4', 'S' + _d4 + nric_check('S', _d4), nric_ok, True)
put('slack_bot2', 'xoxb-' + rs(DIG, 12) + '-' + rs(DIG, 13) + '-' + rs(ALNUM, 24), lambda v: shape_ok(v, APIKEY_RE), False)


def corruptions(v):
    for i, ch in enumerate(v):
        if ch.isdigit():
            yield v[:i] + str((int(ch) + 1) % 10) + v[i + 1:]


def selftest():
    bad = 0
    seen = {}
    for name, v in VALUES.items():
        if v in seen:
            print('DUPLICATE', name, seen[v])
            bad += 1
        seen[v] = name
        if name in DECOY_NAMES:
            continue
        fn, has_check = CHECK[name]
        if not fn(v):
            print('INVALID', name, v)
            bad += 1
            continue
        if has_check:
            n = 0
            for c in corruptions(v):
                n += 1
                if fn(c):
                    print('CORRUPTION PASSES', name, v, c)
                    bad += 1
            if n == 0:
                print('NO DIGIT TO CORRUPT', name)
                bad += 1
    for n, d in ID_DOB.items():
        s = VALUES[n]
        if '%s-%s-%s' % (s[6:10], s[10:12], s[12:14]) != d:
            print('ID DOB MISMATCH', n)
            bad += 1
    for n, d in OTHER_DOB.items():
        if n.startswith('pesel') and str(pesel_date(VALUES[n])) != d:
            print('PESEL DOB MISMATCH', n)
            bad += 1
    # known published examples as sanity checks of the algorithms
    assert nric_ok('S1234567D') and hkid_ok('A123456(3)') and twid_ok('A123456789')
    assert ppsn_ok('1234567T') and bsn_ok('111222333') and luhn_ok('4111111111111111')
    assert iban_ok('GB82 WEST 1234 5698 7654 32') and idcard_ok('11010519491231002X')
    print('selftest: %d values, %d problems' % (len(VALUES), bad))
    return bad == 0


if __name__ == '__main__':
    if '-p' in sys.argv:
        for k, v in VALUES.items():
            extra = ''
            if k in ID_DOB:
                extra = '   # DOB ' + ID_DOB[k]
            elif k in OTHER_DOB:
                extra = '   # DOB ' + OTHER_DOB[k]
            print('%-16s %r%s' % (k, v, extra))
    else:
        sys.exit(0 if selftest() else 1)
