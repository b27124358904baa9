#!/usr/bin/env python3
"""Seeded generators for every blind57 value that needs a check digit or a
vendor shape.  Texts refer to these as ``$name``.

    python3 values.py        -> run selftest
    python3 values.py -p     -> print every value (name, type, value)
"""
import base64
import json
import random
import re
import string
import sys

SEED = 570057
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
LOWALNUM = LO + DIG
HEX = '0123456789abcdef'
B64URL = ALNUM + '-_'
B64 = ALNUM + '+/'
B32 = UP + '234567'

VALUES = {}   # name -> string
META = {}     # name -> (TYPE, subtype)


def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def add(name, typ, sub, value):
    assert name not in VALUES, name
    VALUES[name] = value
    META[name] = (typ, sub)


# ---------------------------------------------------------------- Luhn / cards
def luhn_sum(d):
    t = 0
    for i, ch in enumerate(reversed(d)):
        x = int(ch)
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        t += x
    return t


def luhn_ok(s):
    d = re.sub(r'[ -]', '', s)
    return d.isdigit() and len(d) >= 2 and luhn_sum(d) % 10 == 0


def luhn_complete(partial):
    for c in DIG:
        if luhn_sum(partial + c) % 10 == 0:
            return partial + c
    raise AssertionError


def grp(s, sizes, sep):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s)
    return sep.join(out)


def make_card(prefix, length):
    return luhn_complete(prefix + rs(DIG, length - len(prefix) - 1))


def card_ok(s):
    if not re.fullmatch(r'\d[\d -]{11,22}\d', s):
        return False
    d = re.sub(r'[ -]', '', s)
    if not 13 <= len(d) <= 19:
        return False
    if not re.match(r'(4|5[1-5]|2[2-7]|3[47]|6011|65|62|35)', d):
        return False
    return luhn_ok(d)


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {'GB': 22, 'DE': 22, 'NL': 18, 'IE': 22, 'FR': 27, 'ES': 24,
            'BE': 16, 'IT': 27, 'AT': 20, 'CH': 21, 'PL': 28, 'PT': 25}


def _iban_num(s):
    return int(''.join(str(int(c, 36)) for c in s))


def make_iban(cc, bban, spaced=True):
    ck = 98 - _iban_num(bban + cc + '00') % 97
    s = cc + '%02d' % ck + bban
    assert len(s) == IBAN_LEN[cc]
    return ' '.join(s[i:i + 4] for i in range(0, len(s), 4)) if spaced else s


def iban_ok(s):
    if not re.fullmatch(r'[A-Z]{2}\d{2}[A-Z0-9 ]+', s):
        return False
    if ' ' in s and not re.fullmatch(r'([A-Z0-9]{4} )+[A-Z0-9]{1,4}', s):
        return False
    c = s.replace(' ', '')
    if IBAN_LEN.get(c[:2]) != len(c):
        return False
    return _iban_num(c[4:] + c[:4]) % 97 == 1


def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = 11 - sum(int(d) * x for d, x in zip(ten, w)) % 11
    return '0' if r == 11 else '1' if r == 10 else str(r)


def bban(cc):
    if cc == 'GB':
        return R.choice(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + rs(DIG, 14)
    if cc == 'IE':
        return R.choice(['AIBK', 'BOFI', 'IPBS']) + rs(DIG, 14)
    if cc == 'DE':
        return R.choice(['37040044', '10070000', '50010517', '20041133']) + rs(DIG, 10)
    if cc == 'NL':
        return R.choice(['ABNA', 'INGB', 'RABO', 'SNSB']) + rs(DIG, 10)
    if cc == 'FR':
        bank, branch, acct = R.choice(['30004', '20041', '30003']), rs(DIG, 5), rs(DIG, 11)
        key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
        return bank + branch + acct + '%02d' % key
    if cc == 'ES':
        bank, branch, acct = R.choice(['2100', '0049', '0182']), rs(DIG, 4), rs(DIG, 10)
        return bank + branch + es_dc('00' + bank + branch) + es_dc(acct) + acct
    if cc == 'BE':
        ten = rs(DIG, 10)
        ck = int(ten) % 97 or 97
        return ten + '%02d' % ck
    raise KeyError(cc)


# ---------------------------------------------------------------- CN resident ID
ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
ID_CK = '10X98765432'


def idcard_ck(s17):
    return ID_CK[sum(int(a) * b for a, b in zip(s17, ID_W)) % 11]


def make_idcard(region, dob, male):
    seq = rs(DIG, 2) + R.choice('13579' if male else '02468')
    s17 = region + dob + seq
    return s17 + idcard_ck(s17)


def valid_ymd(y, m, d):
    import datetime
    try:
        datetime.date(int(y), int(m), int(d))
        return True
    except ValueError:
        return False


def idcard_ok(s):
    if not re.fullmatch(r'[1-6]\d{16}[\dX]', s):
        return False
    if not valid_ymd(s[6:10], s[10:12], s[12:14]) or not 1900 <= int(s[6:10]) <= 2024:
        return False
    return idcard_ck(s[:17]) == s[17]


def idcard_dob(s):
    return (int(s[6:10]), int(s[10:12]), int(s[12:14]))


# ---------------------------------------------------------------- national IDs
NINO_BAD = {'BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'}


def make_nino(spaced):
    while True:
        p = R.choice('ABCEGHJKLMNOPRSTWXYZ') + R.choice('ABCEGHJKLMNPRSTWXYZ')
        if p not in NINO_BAD:
            break
    d = rs(DIG, 6)
    sfx = R.choice('ABCD')
    return '%s %s %s %s %s' % (p, d[:2], d[2:4], d[4:], sfx) if spaced else p + d + sfx


def nino_ok(s):
    c = s.replace(' ', '')
    return bool(re.fullmatch(r'[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', c)) and c[:2] not in NINO_BAD


def make_bsn():
    while True:
        d = R.choice('123456') + rs(DIG, 7)
        s = sum(int(x) * w for x, w in zip(d, range(9, 1, -1)))
        c = s % 11
        if c < 10:
            return d + str(c)


def bsn_ok(s):
    c = s.replace('.', '').replace(' ', '')
    if not re.fullmatch(r'\d{9}', c):
        return False
    s1 = sum(int(x) * w for x, w in zip(c[:8], range(9, 1, -1)))
    return (s1 - int(c[8])) % 11 == 0


DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def make_dni():
    n = R.choice('1234567') + rs(DIG, 7)
    return n + DNI_L[int(n) % 23]


def make_nie():
    p = R.choice('XYZ')
    n = rs(DIG, 7)
    return p + n + DNI_L[int(str('XYZ'.index(p)) + n) % 23]


def dni_ok(s):
    c = s.replace('-', '').replace(' ', '')
    if re.fullmatch(r'\d{8}[A-Z]', c):
        return DNI_L[int(c[:8]) % 23] == c[8]
    if re.fullmatch(r'[XYZ]\d{7}[A-Z]', c):
        return DNI_L[int(str('XYZ'.index(c[0])) + c[1:8]) % 23] == c[8]
    return False


def make_ppsn(second):
    d = rs(DIG, 7)
    s = sum(int(x) * w for x, w in zip(d, range(8, 1, -1)))
    if second:
        s += 9 * (ord(second) - 64)
    r = s % 23
    return d + ('W' if r == 0 else chr(64 + r)) + (second or '')


def ppsn_ok(s):
    if not re.fullmatch(r'\d{7}[A-W][A-IW]?', s):
        return False
    t = sum(int(x) * w for x, w in zip(s[:7], range(8, 1, -1)))
    if len(s) == 9:
        t += 9 * (0 if s[8] == 'W' else ord(s[8]) - 64)
    r = t % 23
    return s[7] == ('W' if r == 0 else chr(64 + r))


def make_sin(sep):
    d = luhn_complete(R.choice('1234567') + rs(DIG, 7))
    return grp(d, [3, 3, 3], sep)


def sin_ok(s):
    c = re.sub(r'[ -]', '', s)
    return bool(re.fullmatch(r'[1-79]\d{8}', c)) and luhn_ok(c) and \
        bool(re.fullmatch(r'\d{9}|\d{3}([ -])\d{3}\1\d{3}', s))


NRIC_ST = 'JZIHGFEDCBA'
NRIC_FG = 'XWUTRQPNMLK'


def make_nric(pfx):
    d = rs(DIG, 7)
    t = sum(int(x) * w for x, w in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if pfx in 'TG' else 0)
    return pfx + d + (NRIC_ST if pfx in 'ST' else NRIC_FG)[t % 11]


def nric_ok(s):
    if not re.fullmatch(r'[STFG]\d{7}[A-Z]', s):
        return False
    t = sum(int(x) * w for x, w in zip(s[1:8], [2, 7, 6, 5, 4, 3, 2])) + (4 if s[0] in 'TG' else 0)
    return s[8] == (NRIC_ST if s[0] in 'ST' else NRIC_FG)[t % 11]


def _hk_sum(letters, digits):
    if len(letters) == 1:
        t = 36 * 9 + (ord(letters) - 55) * 8
    else:
        t = (ord(letters[0]) - 55) * 9 + (ord(letters[1]) - 55) * 8
    return t + sum(int(x) * w for x, w in zip(digits, range(7, 1, -1)))


def _hk_ck(letters, digits):
    r = 11 - _hk_sum(letters, digits) % 11
    return '0' if r == 11 else 'A' if r == 10 else str(r)


def make_hkid():
    L = R.choice('ACDEGHKPRVYZ')
    d = rs(DIG, 6)
    return '%s%s(%s)' % (L, d, _hk_ck(L, d))


def hkid_ok(s):
    m = re.fullmatch(r'([A-Z]{1,2})(\d{6})\(?([0-9A])\)?', s)
    return bool(m) and _hk_ck(m.group(1), m.group(2)) == m.group(3)


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def make_pesel(y, m, d, male):
    mm = m + (20 if y >= 2000 else 0)
    s10 = '%02d%02d%02d' % (y % 100, mm, d) + rs(DIG, 3) + R.choice('13579' if male else '02468')
    return s10 + str((10 - sum(int(a) * b for a, b in zip(s10, PESEL_W)) % 10) % 10)


def pesel_ok(s):
    if not re.fullmatch(r'\d{11}', s):
        return False
    if (10 - sum(int(a) * b for a, b in zip(s, PESEL_W)) % 10) % 10 != int(s[10]):
        return False
    return pesel_dob(s) is not None


def pesel_dob(s):
    y, m, d = int(s[:2]), int(s[2:4]), int(s[4:6])
    cent = {0: 1900, 20: 2000, 40: 2100, 60: 2200, 80: 1800}[(m // 20) * 20]
    m = m % 20
    return (cent + y, m, d) if valid_ymd(cent + y, m, d) else None


def make_se_pn(y, m, d):
    base = '%02d%02d%02d' % (y % 100, m, d) + rs(DIG, 3)
    full = luhn_complete(base)
    return full[:6] + '-' + full[6:]


def se_pn_ok(s):
    m = re.fullmatch(r'(\d{6})[-+](\d{4})', s)
    return bool(m) and luhn_ok(m.group(1) + m.group(2)) and \
        valid_ymd(1900 + int(s[:2]), s[2:4], s[4:6])


# Verhoeff (Aadhaar)
_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
       [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
       [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
       [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
       [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
       [9, 4, 5, 3, 1, 2, 8, 7, 6, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(d):
    c = 0
    for i, ch in enumerate(reversed(d)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_gen(d):
    c = 0
    for i, ch in enumerate(reversed(d)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return d + str(_VINV[c])


def make_aadhaar():
    d = verhoeff_gen(R.choice('23456789') + rs(DIG, 10))
    return grp(d, [4, 4, 4], ' ')


def aadhaar_ok(s):
    c = s.replace(' ', '')
    return bool(re.fullmatch(r'[2-9]\d{11}', c)) and verhoeff_ok(c) and \
        bool(re.fullmatch(r'\d{12}|\d{4} \d{4} \d{4}', s))


TW_L = dict(zip('ABCDEFGHJKLMNPQRSTUVXYWZIO', range(10, 36)))


def _tw_sum(s):
    n = TW_L[s[0]]
    t = n // 10 + (n % 10) * 9
    return t + sum(int(x) * w for x, w in zip(s[1:], [8, 7, 6, 5, 4, 3, 2, 1, 1]))


def make_twid(male):
    L = R.choice('ABFHJ')
    body = L + ('1' if male else '2') + rs(DIG, 7)
    for c in DIG:
        if _tw_sum(body + c) % 10 == 0:
            return body + c


def twid_ok(s):
    return bool(re.fullmatch(r'[A-Z][12]\d{8}', s)) and _tw_sum(s) % 10 == 0


def make_nir(male, y, m):
    body = ('1' if male else '2') + '%02d%02d' % (y % 100, m) + R.choice(['75', '69', '33', '13', '44']) + rs(DIG, 6)
    key = 97 - int(body) % 97
    s = body + '%02d' % key
    return ' '.join([s[0], s[1:3], s[3:5], s[5:7], s[7:10], s[10:13], s[13:]])


def nir_ok(s):
    c = s.replace(' ', '')
    return bool(re.fullmatch(r'[12]\d{14}', c)) and 97 - int(c[:13]) % 97 == int(c[13:]) \
        and 1 <= int(c[3:5]) <= 12


def national_id_kind(s):
    for name, f in [('nino', nino_ok), ('bsn', bsn_ok), ('dni', dni_ok), ('ppsn', ppsn_ok),
                    ('sin', sin_ok), ('nric', nric_ok), ('hkid', hkid_ok), ('pesel', pesel_ok),
                    ('se_pn', se_pn_ok), ('aadhaar', aadhaar_ok), ('twid', twid_ok), ('nir', nir_ok)]:
        try:
            if f(s):
                return name
        except (ValueError, KeyError):
            pass
    return None


def national_id_dob(s):
    k = national_id_kind(s)
    if k == 'pesel':
        return pesel_dob(s)
    if k == 'se_pn':
        return (1900 + int(s[:2]), int(s[2:4]), int(s[4:6]))
    return None


# ---------------------------------------------------------------- passports, SSN
PASSPORT_RE = [
    r'\d{9}',                              # GB / US
    r'[A-Z]\d{8}',                         # US next-gen, HK (K/H), CN G/E
    r'E[A-Z]\d{7}',                        # CN e-passport
    r'[A-Z]{2}\d{7}',                      # IE / AU
    r'[A-Z]{2}\d{6}',                      # CA
    r'[A-Z]\d{7}',                         # IN / AU
    r'[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}',  # DE
    r'\d{2}[A-Z]{2}\d{5}',                 # FR
]


def passport_ok(s):
    return any(re.fullmatch(p, s) for p in PASSPORT_RE)


def make_ssn(fmt):
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    g, s = R.randint(1, 99), R.randint(1, 9999)
    if fmt == '-':
        return '%03d-%02d-%04d' % (a, g, s)
    if fmt == ' ':
        return '%03d %02d %04d' % (a, g, s)
    return '%03d%02d%04d' % (a, g, s)


def ssn_ok(s):
    m = re.fullmatch(r'(\d{3})([- ]?)(\d{2})\2(\d{4})', s)
    if not m:
        return False
    a, g, n = int(m.group(1)), int(m.group(3)), int(m.group(4))
    return 0 < a < 900 and a != 666 and g > 0 and n > 0


# ---------------------------------------------------------------- API keys
def b64u(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(',', ':')).encode()).decode().rstrip('=')


APIKEY_RE = [
    r'sk_live_[A-Za-z0-9]{24,99}', r'rk_live_[A-Za-z0-9]{24,99}',
    r'ghp_[A-Za-z0-9]{36}', r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}',
    r'glpat-[A-Za-z0-9_-]{20}', r'xox[bp]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24,32}',
    r'\d{8,10}:AA[A-Za-z0-9_-]{33}', r'sk-proj-[A-Za-z0-9_-]{40,160}',
    r'sk-ant-api03-[A-Za-z0-9_-]{93}AA', r'AIza[A-Za-z0-9_-]{35}',
    r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}', r'SK[0-9a-f]{32}',
    r'[0-9a-f]{32}-us\d{1,2}', r'shpat_[0-9a-f]{32}', r'AKIA[A-Z2-7]{16}',
    r'eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{20,}', r'npm_[A-Za-z0-9]{36}',
    r'hf_[A-Za-z]{34}', r'EAAA[A-Za-z0-9_-]{60}', r'LTAI[A-Za-z0-9]{20}', r'AKID[A-Za-z0-9]{32}',
    r'pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}', r'key-[0-9a-f]{32}',
    r'M[A-Za-z0-9]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}',
]


def apikey_ok(s):
    return any(re.fullmatch(p, s) for p in APIKEY_RE)


SECRET_RE = [
    r'-----BEGIN [A-Z ]*PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END [A-Z ]*PRIVATE KEY-----',
    r'https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}',
    r'https://discord(app)?\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_-]{60,70}',
    r'https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}',
    r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}',
    r'https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f-]{36}',
    r'whsec_[A-Za-z0-9]{32}', r'GOCSPX-[A-Za-z0-9_-]{28}', r'shpss_[0-9a-f]{32}',
    r'([A-Z2-7]{4} ){3,7}[A-Z2-7]{4}', r'[A-Z2-7]{16,32}',
    r'[a-z0-9]{4,5}-[a-z0-9]{4,5}', r'\S{8,}',
]


def secret_ok(s):
    return any(re.fullmatch(p, s) for p in SECRET_RE)


def pem(kind, lines):
    body = '\n'.join(rs(B64, 64) for _ in range(lines - 1)) + '\n' + rs(B64, 28) + '=='
    if kind == 'OPENSSH':
        body = 'b3BlbnNzaC1rZXktdjEAAAAA' + body[24:]
    elif kind == 'RSA':
        body = 'MIIEowIBAAKCAQEA' + body[16:]
    else:
        body = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC' + body[32:]
    label = {'RSA': 'RSA PRIVATE KEY', 'OPENSSH': 'OPENSSH PRIVATE KEY', 'PK8': 'PRIVATE KEY'}[kind]
    return '-----BEGIN %s-----\n%s\n-----END %s-----' % (label, body, label)


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + '4' + h[13:16] + R.choice('89ab') + h[17:]
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


# ---------------------------------------------------------------- build VALUES
def build():
    # cards
    for i, (p, n, sizes, sep) in enumerate([
            ('4', 16, [4, 4, 4, 4], ' '), ('4', 16, [16], ''), ('4', 16, [4, 4, 4, 4], '-'),
            ('4', 16, [4, 4, 4, 4], ' '), ('4', 16, [4, 4, 4, 4], ' '), ('4', 16, [16], ''),
            ('4', 16, [4, 4, 4, 4], ' '), ('4', 16, [4, 4, 4, 4], '-'), ('4', 16, [4, 4, 4, 4], ' '),
            ('4', 16, [4, 4, 4, 4], ' ')], 1):
        add('visa%d' % i, 'CARD', 'visa', grp(make_card(p, n), sizes, sep))
    for i, (p, sizes, sep) in enumerate([
            ('5', [4, 4, 4, 4], ' '), ('55', [16], ''), ('52', [4, 4, 4, 4], '-'),
            ('2223', [4, 4, 4, 4], ' '), ('54', [4, 4, 4, 4], ' '), ('51', [4, 4, 4, 4], ' '),
            ('53', [16], '')], 1):
        p = p if len(p) > 1 else '5' + R.choice('12345')
        add('mc%d' % i, 'CARD', 'mastercard', grp(make_card(p, 16), sizes, sep))
    for i, (p, sizes, sep) in enumerate([('37', [4, 6, 5], ' '), ('34', [15], ''),
                                          ('37', [4, 6, 5], '-'), ('37', [4, 6, 5], ' ')], 1):
        add('amex%d' % i, 'CARD', 'amex', grp(make_card(p, 15), sizes, sep))
    for i, (n, sizes, sep) in enumerate([(16, [4, 4, 4, 4], ' '), (19, [19], ''),
                                         (16, [16], ''), (19, [4, 4, 4, 4, 3], ' '),
                                         (16, [4, 4, 4, 4], ' ')], 1):
        add('up%d' % i, 'CARD', 'unionpay', grp(make_card('62' + R.choice('2258'), n), sizes, sep))
    add('disc1', 'CARD', 'discover', grp(make_card('6011', 16), [4, 4, 4, 4], ' '))
    add('jcb1', 'CARD', 'jcb', grp(make_card('3528', 16), [4, 4, 4, 4], ' '))

    # IBANs
    for cc, k, sp in [('GB', 1, True), ('GB', 2, False), ('GB', 3, True), ('GB', 4, True),
                      ('GB', 5, False), ('GB', 6, True), ('DE', 1, True), ('DE', 2, False),
                      ('DE', 3, True), ('NL', 1, True), ('NL', 2, False), ('NL', 3, True),
                      ('IE', 1, True), ('IE', 2, False), ('IE', 3, True), ('FR', 1, True),
                      ('FR', 2, True), ('ES', 1, True), ('ES', 2, False), ('BE', 1, True),
                      ('BE', 2, True), ('GB', 7, True), ('IE', 4, True), ('DE', 4, True)]:
        add('iban_%s%d' % (cc.lower(), k), 'IBAN', cc, make_iban(cc, bban(cc), sp))

    # SSN
    for i, f in enumerate(['-', '-', '-', ' ', '', '-', '-', '-', ' ', '-', '-', ''], 1):
        add('ssn%d' % i, 'SSN', 'us', make_ssn(f))

    # Chinese resident IDs: (region, dob, male)
    ids = [('310104', '19860423', False), ('110105', '19790911', True), ('440305', '19920217', False),
           ('330106', '19880605', True), ('510107', '19950730', False), ('320102', '19710102', True),
           ('420106', '19831119', False), ('350203', '19900314', True), ('370202', '19670828', False),
           ('610113', '19990521', True), ('430104', '19850909', False), ('210102', '19760325', True),
           ('120101', '20010612', False), ('500103', '19931027', True), ('530102', '19820716', False),
           ('440106', '19740131', True), ('330102', '19970808', False), ('310115', '19630219', True),
           ('110108', '19890430', False), ('440304', '19961201', True), ('320506', '19800618', False),
           ('350102', '19871022', True), ('410105', '19940105', False), ('130102', '19781229', True),
           ('330203', '19910311', False), ('450103', '19840707', True), ('220104', '19720914', False),
           ('360102', '20000226', True)]
    for i, (reg, dob, male) in enumerate(ids, 1):
        add('id%d' % i, 'IDCARD', dob, make_idcard(reg, dob, male))

    # passports
    pp = [('gb', lambda: R.choice('15') + rs(DIG, 8)), ('gb', lambda: R.choice('15') + rs(DIG, 8)),
          ('gb', lambda: R.choice('15') + rs(DIG, 8)), ('us', lambda: rs(DIG, 9)),
          ('us', lambda: R.choice('AC') + rs(DIG, 8)), ('us', lambda: rs(DIG, 9)),
          ('cn', lambda: 'E' + rs(DIG, 8)), ('cn', lambda: 'E' + R.choice('ABCDFGH') + rs(DIG, 7)),
          ('cn', lambda: 'E' + rs(DIG, 8)), ('cn', lambda: 'G' + rs(DIG, 8)),
          ('cn', lambda: 'E' + R.choice('ABCDFGH') + rs(DIG, 7)),
          ('de', lambda: R.choice('CFGHJK') + rs('CFGHJKLMNPRTVWXYZ0123456789', 8)),
          ('ie', lambda: R.choice(['PA', 'PB', 'LA']) + rs(DIG, 7)),
          ('ca', lambda: rs(UP, 2) + rs(DIG, 6)), ('in', lambda: R.choice('JKLMNPRZ') + rs(DIG, 7)),
          ('hk', lambda: 'K' + rs(DIG, 8)), ('au', lambda: R.choice('NPE') + rs(DIG, 7)),
          ('fr', lambda: rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5)), ('cn', lambda: 'E' + rs(DIG, 8)),
          ('gb', lambda: R.choice('15') + rs(DIG, 8))]
    for i, (c, f) in enumerate(pp, 1):
        add('pp_%s%d' % (c, i), 'PASSPORT', c, f())

    # national IDs
    add('nino1', 'NATIONAL_ID', 'nino', make_nino(True))
    add('nino2', 'NATIONAL_ID', 'nino', make_nino(False))
    add('nino3', 'NATIONAL_ID', 'nino', make_nino(True))
    add('nino4', 'NATIONAL_ID', 'nino', make_nino(False))
    add('nino5', 'NATIONAL_ID', 'nino', make_nino(True))
    add('bsn1', 'NATIONAL_ID', 'bsn', make_bsn())
    add('bsn2', 'NATIONAL_ID', 'bsn', make_bsn())
    add('dni1', 'NATIONAL_ID', 'dni', make_dni())
    add('dni2', 'NATIONAL_ID', 'dni', make_dni())
    add('nie1', 'NATIONAL_ID', 'nie', make_nie())
    add('ppsn1', 'NATIONAL_ID', 'ppsn', make_ppsn(''))
    add('ppsn2', 'NATIONAL_ID', 'ppsn', make_ppsn('A'))
    add('sin1', 'NATIONAL_ID', 'sin', make_sin(' '))
    add('sin2', 'NATIONAL_ID', 'sin', make_sin('-'))
    add('nric1', 'NATIONAL_ID', 'nric', make_nric('S'))
    add('nric2', 'NATIONAL_ID', 'nric', make_nric('T'))
    add('hkid1', 'NATIONAL_ID', 'hkid', make_hkid())
    add('hkid2', 'NATIONAL_ID', 'hkid', make_hkid())
    add('hkid3', 'NATIONAL_ID', 'hkid', make_hkid())
    add('pesel1', 'NATIONAL_ID', 'pesel', make_pesel(1984, 6, 12, True))
    add('pesel2', 'NATIONAL_ID', 'pesel', make_pesel(1991, 2, 27, False))
    add('sepn1', 'NATIONAL_ID', 'se_pn', make_se_pn(1979, 10, 3))
    add('aadhaar1', 'NATIONAL_ID', 'aadhaar', make_aadhaar())
    add('aadhaar2', 'NATIONAL_ID', 'aadhaar', make_aadhaar())
    add('twid1', 'NATIONAL_ID', 'twid', make_twid(False))
    add('twid2', 'NATIONAL_ID', 'twid', make_twid(True))
    add('twid3', 'NATIONAL_ID', 'twid', make_twid(False))
    add('nir1', 'NATIONAL_ID', 'nir', make_nir(False, 1988, 3))

    # API keys
    ak = []
    for i in range(1, 4):
        ak.append(('stripe%d' % i, 'stripe', 'sk_live_51' + rs(ALNUM, 30)))
    ak.append(('stripe_rk1', 'stripe', 'rk_live_51' + rs(ALNUM, 30)))
    for i in range(1, 4):
        ak.append(('ghp%d' % i, 'github', 'ghp_' + rs(ALNUM, 36)))
    ak.append(('ghpat1', 'github', 'github_pat_11' + rs(UP + DIG, 20) + '_' + rs(ALNUM, 59)))
    ak.append(('glpat1', 'gitlab', 'glpat-' + rs(ALNUM + '_-', 20)))
    for i in range(1, 4):
        ak.append(('xoxb%d' % i, 'slack', 'xoxb-%s-%s-%s' % (rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 24))))
    ak.append(('xoxp1', 'slack', 'xoxp-%s-%s-%s' % (rs(DIG, 11), rs(DIG, 12), rs(ALNUM, 32))))
    for i in range(1, 4):
        ak.append(('tg%d' % i, 'telegram', '%s:AA%s' % (R.choice('5678') + rs(DIG, 9), rs(ALNUM + '_-', 33))))
    for i in range(1, 3):
        ak.append(('openai%d' % i, 'openai', 'sk-proj-' + rs(ALNUM + '_-', 74)))
    ak.append(('anthropic1', 'anthropic', 'sk-ant-api03-' + rs(ALNUM + '_-', 93) + 'AA'))
    for i in range(1, 4):
        ak.append(('gkey%d' % i, 'google', 'AIza' + rs(ALNUM + '_-', 35)))
    for i in range(1, 3):
        ak.append(('sendgrid%d' % i, 'sendgrid', 'SG.%s.%s' % (rs(ALNUM + '_-', 22), rs(ALNUM + '_-', 43))))
    ak.append(('twilio_sk1', 'twilio', 'SK' + rs(HEX, 32)))
    for i in range(1, 3):
        ak.append(('mailchimp%d' % i, 'mailchimp', rs(HEX, 32) + '-us' + str(R.randint(2, 21))))
    for i in range(1, 3):
        ak.append(('shpat%d' % i, 'shopify', 'shpat_' + rs(HEX, 32)))
    for i in range(1, 4):
        ak.append(('akia%d' % i, 'aws', 'AKIA' + rs(UP + '234567', 16)))
    for i, (sub, scope) in enumerate([('cust_48213', 'orders:write'), ('staff_117', 'pos:admin'),
                                      ('svc-rota', 'rota:read'), ('kennel-app', 'bookings:rw')], 1):
        tok = '%s.%s.%s' % (b64u({'alg': 'HS256', 'typ': 'JWT'}),
                            b64u({'sub': sub, 'scope': scope, 'iat': 1718000000 + i * 86400,
                                  'exp': 1718000000 + i * 86400 + 3600}), rs(B64URL, 43))
        ak.append(('jwt%d' % i, 'jwt', tok))
    ak.append(('npm1', 'npm', 'npm_' + rs(ALNUM, 36)))
    ak.append(('hf1', 'huggingface', 'hf_' + rs(string.ascii_letters, 34)))
    ak.append(('square1', 'square', 'EAAA' + rs(ALNUM + '_-', 60)))
    for i in range(1, 3):
        ak.append(('ltai%d' % i, 'aliyun', 'LTAI' + rs(ALNUM, 20)))
    ak.append(('akid1', 'tencent', 'AKID' + rs(ALNUM, 32)))
    ak.append(('pypi1', 'pypi', 'pypi-AgEIcHlwaS5vcmc' + rs(ALNUM + '_-', 60)))
    ak.append(('mailgun1', 'mailgun', 'key-' + rs(HEX, 32)))
    ak.append(('discord1', 'discord', 'M' + rs(ALNUM, 25) + '.' + rs(ALNUM + '_-', 6) + '.' + rs(ALNUM + '_-', 38)))
    for n, sub, v in ak:
        add(n, 'APIKEY', sub, v)

    # secrets
    add('pem_rsa1', 'SECRET', 'pem', pem('RSA', 6))
    add('pem_ssh1', 'SECRET', 'pem', pem('OPENSSH', 5))
    add('pem_pk8', 'SECRET', 'pem', pem('PK8', 5))
    for i in range(1, 4):
        add('slackhook%d' % i, 'SECRET', 'webhook', 'https://hooks.slack.com/services/T0%s/B0%s/%s'
            % (rs(UP + DIG, 8), rs(UP + DIG, 9), rs(ALNUM, 24)))
    add('discordhook1', 'SECRET', 'webhook', 'https://discord.com/api/webhooks/%s/%s'
        % ('1' + rs(DIG, 18), rs(ALNUM + '_-', 68)))
    for i in range(1, 4):
        add('dinghook%d' % i, 'SECRET', 'webhook', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64))
    for i in range(1, 3):
        add('wecomhook%d' % i, 'SECRET', 'webhook', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + uuid4())
    add('feishuhook1', 'SECRET', 'webhook', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + uuid4())
    for i in range(1, 4):
        add('whsec%d' % i, 'SECRET', 'stripe_whsec', 'whsec_' + rs(ALNUM, 32))
    for i in range(1, 4):
        add('awssecret%d' % i, 'SECRET', 'aws_secret', rs(ALNUM + '+/', 40))
    add('aliyunsecret1', 'SECRET', 'aliyun_secret', rs(ALNUM, 30))
    add('aliyunsecret2', 'SECRET', 'aliyun_secret', rs(ALNUM, 30))
    add('tencentsecret1', 'SECRET', 'tencent_secret', rs(ALNUM, 32))
    add('twilio_auth1', 'SECRET', 'twilio_auth', rs(HEX, 32))
    add('twilio_auth2', 'SECRET', 'twilio_auth', rs(HEX, 32))
    add('gocspx1', 'SECRET', 'oauth_client_secret', 'GOCSPX-' + rs(ALNUM + '_-', 28))
    add('shpss1', 'SECRET', 'shopify_secret', 'shpss_' + rs(HEX, 32))
    for i in range(1, 5):
        add('totp%d' % i, 'SECRET', 'totp', rs(B32, 32))
    add('totp_sp1', 'SECRET', 'totp', ' '.join(rs(B32, 4) for _ in range(8)))
    add('totp_sp2', 'SECRET', 'totp', ' '.join(rs(B32, 4) for _ in range(4)))
    for i in range(1, 11):
        add('rc%d' % i, 'SECRET', 'recovery_code', rs(LOWALNUM, 5) + '-' + rs(LOWALNUM, 5))
    add('django1', 'SECRET', 'django', 'django-insecure-' + rs(LO + DIG + '!@#%^&*(-_=+)', 50))
    add('django2', 'SECRET', 'django', rs(LO + DIG + '!@#%^&*(-_=+)', 50))
    add('flask1', 'SECRET', 'flask', rs(HEX, 64))
    add('sess1', 'SECRET', 'cookie', rs(LOWALNUM, 32))
    add('sess2', 'SECRET', 'cookie', rs(LOWALNUM, 26))
    add('sess3', 'SECRET', 'cookie', 's%3A' + rs(ALNUM + '-_', 32) + '.' + rs(ALNUM + '+/', 43))
    add('sess4', 'SECRET', 'cookie', rs(HEX, 40))
    add('sess5', 'SECRET', 'cookie', rs(ALNUM, 48))
    add('jwtsecret1', 'SECRET', 'signing_secret', rs(ALNUM, 48))
    add('appsecret1', 'SECRET', 'app_secret', rs(HEX, 32))
    add('appsecret2', 'SECRET', 'app_secret', rs(ALNUM, 40))
    # WireGuard private keys (32 random bytes, base64)
    add('wg_priv1', 'SECRET', 'wireguard', base64.b64encode(bytes(R.randrange(256) for _ in range(32))).decode())
    add('wg_priv2', 'SECRET', 'wireguard', base64.b64encode(bytes(R.randrange(256) for _ in range(32))).decode())
    # WeChat mini-program AppSecret / WeChat Pay API v3 key
    add('wxsecret1', 'SECRET', 'wechat_appsecret', rs(HEX, 32))
    add('wxsecret2', 'SECRET', 'wechat_appsecret', rs(HEX, 32))
    add('wxpaykey1', 'SECRET', 'wechatpay_v3_key', rs(ALNUM, 32))
    # more passports
    add('pp_kr1', 'PASSPORT', 'kr', 'M' + rs(DIG, 8))
    add('pp_jp1', 'PASSPORT', 'jp', R.choice(['TK', 'TR', 'MZ']) + rs(DIG, 7))
    add('pp_cn21', 'PASSPORT', 'cn', 'E' + rs(DIG, 8))
    add('pp_cn22', 'PASSPORT', 'cn', 'E' + R.choice('ABCDFGH') + rs(DIG, 7))
    add('dingsec1', 'SECRET', 'dingtalk_sign_secret', 'SEC' + rs(HEX, 64))
    add('hkid4', 'NATIONAL_ID', 'hkid', make_hkid())
    add('nric3', 'NATIONAL_ID', 'nric', make_nric('S'))
    add('nino6', 'NATIONAL_ID', 'nino', make_nino(False))
    add('nino7', 'NATIONAL_ID', 'nino', make_nino(True))
    add('iban_gb8', 'IBAN', 'GB', make_iban('GB', bban('GB'), False))
    add('iban_gb9', 'IBAN', 'GB', make_iban('GB', bban('GB'), True))


build()

VALIDATORS = {
    'CARD': card_ok, 'IBAN': iban_ok, 'IDCARD': idcard_ok, 'SSN': ssn_ok,
    'PASSPORT': passport_ok, 'NATIONAL_ID': lambda s: national_id_kind(s) is not None,
    'APIKEY': apikey_ok, 'SECRET': secret_ok,
}
# types whose value carries a check digit: every one-digit corruption must fail
CHECKED = {'CARD', 'IBAN', 'IDCARD'}
UNCHECKED_NATIONAL = {'nino'}


def corruptions(v):
    for i, ch in enumerate(v):
        if ch.isdigit():
            yield v[:i] + str((int(ch) + 1) % 10) + v[i + 1:]


def selftest():
    errors = 0
    for name, v in VALUES.items():
        typ, sub = META[name]
        if not VALIDATORS[typ](v):
            print('INVALID', name, typ, repr(v))
            errors += 1
            continue
        if typ == 'IDCARD' and '%04d%02d%02d' % idcard_dob(v) != sub:
            print('DOB MISMATCH', name)
            errors += 1
        if typ == 'NATIONAL_ID' and national_id_kind(v) is None:
            errors += 1
        has_check = typ in CHECKED or (typ == 'NATIONAL_ID' and sub not in UNCHECKED_NATIONAL)
        if has_check:
            for bad in corruptions(v):
                if VALIDATORS[typ](bad) and (typ != 'NATIONAL_ID' or national_id_kind(bad) == national_id_kind(v)):
                    print('CORRUPTION PASSES', name, bad)
                    errors += 1
    if len(set(VALUES.values())) != len(VALUES):
        print('DUPLICATE VALUES')
        errors += 1
    print('selftest: %d values, %d errors' % (len(VALUES), errors))
    return errors == 0


if __name__ == '__main__':
    if '-p' in sys.argv:
        for k, v in VALUES.items():
            print('%-14s %-12s %s' % (k, META[k][0], v if '\n' not in v else repr(v)))
    else:
        sys.exit(0 if selftest() else 1)
