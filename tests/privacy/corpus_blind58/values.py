#!/usr/bin/env python3
"""blind58 value generators.

Every value that needs a check digit or a vendor shape is generated here from a
seeded random.Random and stored in VALUES; texts refer to them as $name.

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
import uuid

SEED = 580058
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
HEX = '0123456789abcdef'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
URLSAFE = ALNUM + '-_'


def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


# ---------------------------------------------------------------- check digits
def luhn_ok(s):
    s = re.sub(r'[ -]', '', s)
    if not s.isdigit():
        return False
    tot = 0
    for i, ch in enumerate(reversed(s)):
        x = int(ch)
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        tot += x
    return tot % 10 == 0


def luhn_digit(payload):
    for c in DIG:
        if luhn_ok(payload + c):
            return c
    raise ValueError(payload)


def fmt_groups(num, sizes, sep):
    out, i = [], 0
    for n in sizes:
        if i >= len(num):
            break
        out.append(num[i:i + n])
        i += n
    if i < len(num):
        out.append(num[i:])
    return sep.join(out)


def make_card(prefix, length, fmt):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    num = body + luhn_digit(body)
    if fmt == 'plain':
        return num
    sep = ' ' if fmt == 'sp' else '-'
    sizes = [4, 6, 5] if length == 15 else [4, 4, 4, 4, 4]
    return fmt_groups(num, sizes, sep)


def iban_ok(v):
    s = v.replace(' ', '')
    if not re.fullmatch(r'[A-Z]{2}\d{2}[A-Z0-9]+', s):
        return False
    r = s[4:] + s[:4]
    return int(''.join(str(int(c, 36)) for c in r)) % 97 == 1


def make_iban(country, bban, fmt):
    n = int(''.join(str(int(c, 36)) for c in bban + country + '00'))
    raw = country + '%02d' % (98 - n % 97) + bban
    assert iban_ok(raw)
    return fmt_groups(raw, [4] * 9, ' ') if fmt == 'sp' else raw


def fr_rib_key(bank, branch, account):
    return '%02d' % (97 - (89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97)


def es_dc(digits10):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = 11 - sum(int(a) * b for a, b in zip(digits10, w)) % 11
    return {10: 1, 11: 0}.get(r, r)


def bban(country):
    if country == 'GB':
        return R.choice(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + rs(DIG, 14)
    if country == 'IE':
        return R.choice(['AIBK', 'BOFI']) + rs(DIG, 14)
    if country == 'DE':
        return rs('123456789', 1) + rs(DIG, 17)
    if country == 'NL':
        return R.choice(['ABNA', 'INGB', 'RABO', 'TRIO']) + rs(DIG, 10)
    if country == 'FR':
        bank, branch, acct = rs(DIG, 5), rs(DIG, 5), rs(DIG, 11)
        return bank + branch + acct + fr_rib_key(bank, branch, acct)
    if country == 'BE':
        first = rs(DIG, 10)
        c = int(first) % 97 or 97
        return first + '%02d' % c
    if country == 'ES':
        bank, branch, acct = rs(DIG, 4), rs(DIG, 4), rs(DIG, 10)
        return bank + branch + str(es_dc('00' + bank + branch)) + str(es_dc(acct)) + acct
    if country == 'CH':
        return rs(DIG, 17)
    if country == 'AT':
        return rs(DIG, 16)
    if country == 'PL':
        return rs(DIG, 24)
    raise ValueError(country)


ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
ID_MAP = '10X98765432'


def idcard_ok(v):
    s = v.replace(' ', '')
    if not re.fullmatch(r'\d{17}[\dX]', s):
        return False
    try:
        datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return False
    return ID_MAP[sum(int(a) * b for a, b in zip(s[:17], ID_W)) % 11] == s[17]


def make_idcard(area, dob, sex, fmt):
    while True:
        seq = rs(DIG, 2)
        last = R.choice('13579' if sex == 'm' else '02468')
        s17 = area + dob + seq + last
        s = s17 + ID_MAP[sum(int(a) * b for a, b in zip(s17, ID_W)) % 11]
        if fmt == 'sp':
            return s[:6] + ' ' + s[6:14] + ' ' + s[14:]
        return s


def ssn_ok(v):
    m = re.fullmatch(r'(\d{3})[- ]?(\d{2})[- ]?(\d{4})', v)
    if not m:
        return False
    a, g, s = m.groups()
    return a not in ('000', '666') and not a.startswith('9') and g != '00' and s != '0000'


def make_ssn(fmt):
    while True:
        a = '%03d' % R.randint(1, 899)
        if a == '666':
            continue
        g, s = '%02d' % R.randint(1, 99), '%04d' % R.randint(1, 9999)
        sep = {'dash': '-', 'sp': ' ', 'plain': ''}[fmt]
        return sep.join([a, g, s])


# national ids -------------------------------------------------------------
VER_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
         [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
         [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
         [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
         [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VER_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
         [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
         [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
         [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VER_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VER_D[c][VER_P[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(payload):
    c = 0
    for i, ch in enumerate(reversed(payload)):
        c = VER_D[c][VER_P[(i + 1) % 8][int(ch)]]
    return str(VER_INV[c])


def bsn_ok(s):
    s = s.replace('.', '').replace(' ', '')
    if not re.fullmatch(r'\d{9}', s):
        return False
    w = [9, 8, 7, 6, 5, 4, 3, 2, -1]
    return sum(int(a) * b for a, b in zip(s, w)) % 11 == 0


DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def dni_ok(s):
    m = re.fullmatch(r'([XYZ]?)(\d{7,8})-?([A-Z])', s)
    if not m:
        return False
    pre = {'': '', 'X': '0', 'Y': '1', 'Z': '2'}[m.group(1)]
    return DNI_L[int(pre + m.group(2)) % 23] == m.group(3)


def nric_ok(s):
    m = re.fullmatch(r'([STFG])(\d{7})([A-Z])', s)
    if not m:
        return False
    tot = sum(int(a) * b for a, b in zip(m.group(2), [2, 7, 6, 5, 4, 3, 2]))
    if m.group(1) in 'TG':
        tot += 4
    table = 'JZIHGFEDCBA' if m.group(1) in 'ST' else 'XWUTRQPNMLK'
    return table[tot % 11] == m.group(3)


CF_ODD = dict(zip('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21,
                   2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))


def cf_even(ch):
    return int(ch) if ch.isdigit() else ord(ch) - 65


def cf_char(s15):
    tot = sum(CF_ODD[c] if i % 2 == 0 else cf_even(c) for i, c in enumerate(s15))
    return chr(65 + tot % 26)


def cf_ok(s):
    return bool(re.fullmatch(r'[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z]', s)) and cf_char(s[:15]) == s[15]


def nir_ok(s):
    s = s.replace(' ', '')
    if not re.fullmatch(r'[12]\d{14}', s):
        return False
    return 97 - int(s[:13]) % 97 == int(s[13:])


def pesel_ok(s):
    if not re.fullmatch(r'\d{11}', s):
        return False
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return (10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10 == int(s[10])


HETU_C = '0123456789ABCDEFHJKLMNPRSTUVWXY'


def hetu_ok(s):
    m = re.fullmatch(r'(\d{2})(\d{2})(\d{2})([-+A])(\d{3})([0-9A-Y])', s)
    if not m:
        return False
    dd, mm, yy, cent, nnn, c = m.groups()
    year = {'+': 1800, '-': 1900, 'A': 2000}[cent] + int(yy)
    try:
        datetime.date(year, int(mm), int(dd))
    except ValueError:
        return False
    return HETU_C[int(dd + mm + yy + nnn) % 31] == c


def hkid_digit(prefix, digits):
    letters = prefix.rjust(2)
    vals = [36 if ch == ' ' else ord(ch) - 55 for ch in letters]
    tot = vals[0] * 9 + vals[1] * 8 + sum(int(d) * w for d, w in zip(digits, [7, 6, 5, 4, 3, 2]))
    r = (11 - tot % 11) % 11
    return 'A' if r == 10 else str(r)


def hkid_ok(s):
    m = re.fullmatch(r'([A-Z]{1,2})(\d{6})\(?([0-9A])\)?', s)
    return bool(m) and hkid_digit(m.group(1), m.group(2)) == m.group(3)


TW_L = dict(zip('ABCDEFGHJKLMNPQRSTUVXYWZIO', range(10, 36)))


def twid_ok(s):
    if not re.fullmatch(r'[A-Z][12]\d{8}', s):
        return False
    code = '%02d' % TW_L[s[0]]
    ds = [int(code[0]), int(code[1])] + [int(c) for c in s[1:]]
    w = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1]
    return sum(a * b for a, b in zip(ds, w)) % 10 == 0


NINO_RE = r'(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]'


def nino_ok(s):
    return bool(re.fullmatch(NINO_RE, s))


def se_ok(s):
    m = re.fullmatch(r'(\d{6})[-+](\d{4})', s)
    return bool(m) and luhn_ok(m.group(1) + m.group(2))


def cpf_ok(s):
    d = re.sub(r'[.-]', '', s)
    if not re.fullmatch(r'\d{11}', d) or len(set(d)) == 1:
        return False
    for n in (9, 10):
        tot = sum(int(d[i]) * (n + 1 - i) for i in range(n))
        r = tot * 10 % 11 % 10
        if r != int(d[n]):
            return False
    return True


def be_ok(s):
    d = re.sub(r'[.-]', '', s)
    if not re.fullmatch(r'\d{11}', d):
        return False
    chk = int(d[9:])
    return 97 - int(d[:9]) % 97 == chk or 97 - int('2' + d[:9]) % 97 == chk


def za_ok(s):
    return bool(re.fullmatch(r'\d{13}', s.replace(' ', ''))) and luhn_ok(s.replace(' ', ''))


def sin_ok(s):
    d = re.sub(r'[ -]', '', s)
    return bool(re.fullmatch(r'[1-79]\d{8}', d)) and luhn_ok(d)


def aadhaar_ok(s):
    d = s.replace(' ', '')
    return bool(re.fullmatch(r'[2-9]\d{11}', d)) and verhoeff_ok(d)


NID_SCHEMES = {
    'bsn': bsn_ok, 'sin': sin_ok, 'aadhaar': aadhaar_ok, 'nric': nric_ok, 'dni': dni_ok,
    'cf': cf_ok, 'nir': nir_ok, 'pesel': pesel_ok, 'hetu': hetu_ok, 'hkid': hkid_ok,
    'twid': twid_ok, 'nino': nino_ok, 'se': se_ok, 'cpf': cpf_ok, 'be': be_ok, 'za': za_ok,
}


def make_nid(scheme, **kw):
    fmt = kw.get('fmt', '')
    while True:
        if scheme == 'bsn':
            v = rs('123456789', 1) + rs(DIG, 8)
            if bsn_ok(v):
                return v[:4] + '.' + v[4:6] + '.' + v[6:] if fmt == 'dots' else v
            continue
        elif scheme == 'sin':
            p = rs('1234567', 1) + rs(DIG, 7)
            v = p + luhn_digit(p)
            return v[:3] + ' ' + v[3:6] + ' ' + v[6:] if fmt == 'sp' else v[:3] + '-' + v[3:6] + '-' + v[6:]
        elif scheme == 'aadhaar':
            p = rs('23456789', 1) + rs(DIG, 10)
            v = p + verhoeff_digit(p)
            return v[:4] + ' ' + v[4:8] + ' ' + v[8:]
        elif scheme == 'nric':
            pre = kw.get('pre', 'S')
            d = rs(DIG, 7)
            tot = sum(int(a) * b for a, b in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if pre in 'TG' else 0)
            table = 'JZIHGFEDCBA' if pre in 'ST' else 'XWUTRQPNMLK'
            return pre + d + table[tot % 11]
        elif scheme == 'dni':
            n = rs('123456789', 1) + rs(DIG, 7)
            return n + DNI_L[int(n) % 23]
        elif scheme == 'nie':
            pre = R.choice('XY')
            n = rs(DIG, 7)
            return pre + n + DNI_L[int({'X': '0', 'Y': '1'}[pre] + n) % 23]
        elif scheme == 'cf':
            s15 = kw['stem'] + rs(DIG, 0)
            return s15 + cf_char(s15)
        elif scheme == 'nir':
            y, m = kw['dob'][2:4], kw['dob'][5:7]
            s13 = kw['sex'] + y + m + kw['dept'] + rs(DIG, 3) + rs(DIG, 3)
            key = '%02d' % (97 - int(s13) % 97)
            v = s13 + key
            return ' '.join([v[0], v[1:3], v[3:5], v[5:7], v[7:10], v[10:13], v[13:]])
        elif scheme == 'pesel':
            y, m, d = kw['dob'].split('-')
            mm = int(m) + (20 if int(y) >= 2000 else 0)
            zzz = rs(DIG, 3) + R.choice('02468' if kw['sex'] == 'f' else '13579')
            s10 = y[2:] + '%02d' % mm + d + zzz
            w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
            return s10 + str((10 - sum(int(a) * b for a, b in zip(s10, w)) % 10) % 10)
        elif scheme == 'hetu':
            y, m, d = kw['dob'].split('-')
            nnn = '%03d' % R.randint(2, 899)
            cent = '-' if int(y) < 2000 else 'A'
            return d + m + y[2:] + cent + nnn + HETU_C[int(d + m + y[2:] + nnn) % 31]
        elif scheme == 'hkid':
            pre = kw.get('pre', R.choice('ACDEGHKPRYZ'))
            d = rs(DIG, 6)
            return pre + d + '(' + hkid_digit(pre, d) + ')'
        elif scheme == 'twid':
            p = R.choice('ABCDEFHKLMNPRSTU') + kw.get('sex', '1') + rs(DIG, 7)
            for c in DIG:
                if twid_ok(p + c):
                    return p + c
            continue
        elif scheme == 'nino':
            a = R.choice('ABCEGHJKLMNPRSTWXYZ') + R.choice('ABCEGHJKLMNPRSTWXYZ')
            if a in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'):
                continue
            d = rs(DIG, 6)
            v = a + d + R.choice('ABCD')
            if fmt == 'sp':
                return ' '.join([a, d[:2], d[2:4], d[4:], v[-1]])
            return v
        elif scheme == 'se':
            y, m, d = kw['dob'].split('-')
            p = y[2:] + m + d + rs(DIG, 3)
            return p[:6] + '-' + p[6:] + luhn_digit(p)
        elif scheme == 'cpf':
            d = [int(c) for c in rs(DIG, 9)]
            for n in (9, 10):
                d.append(sum(d[i] * (n + 1 - i) for i in range(n)) * 10 % 11 % 10)
            s = ''.join(map(str, d))
            return s[:3] + '.' + s[3:6] + '.' + s[6:9] + '-' + s[9:]
        elif scheme == 'be':
            y, m, d = kw['dob'].split('-')
            n9 = y[2:] + m + d + '%03d' % R.randint(1, 997)
            base = ('2' + n9) if int(y) >= 2000 else n9
            c = 97 - int(base) % 97
            return n9[:2] + '.' + n9[2:4] + '.' + n9[4:6] + '-' + n9[6:] + '.' + '%02d' % c
        elif scheme == 'za':
            y, m, d = kw['dob'].split('-')
            p = y[2:] + m + d + rs(DIG, 4) + '08'
            return p + luhn_digit(p)
        raise ValueError(scheme)


# ----------------------------------------------------------- vendor shapes
APIKEY_RES = [
    r'(AKIA|ASIA)[A-Z2-7]{16}', r'ghp_[A-Za-z0-9]{36}', r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}',
    r'glpat-[A-Za-z0-9_-]{20}', r'xox[bpa]-\d{10,13}-\d{10,13}(-\d{10,13})?-[A-Za-z0-9]{24,32}',
    r'(sk|rk)_live_[A-Za-z0-9]{24,99}', r'sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}',
    r'sk-proj-[A-Za-z0-9_-]{40,200}', r'sk-ant-api03-[A-Za-z0-9_-]{93}AA', r'AIza[A-Za-z0-9_-]{35}',
    r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}', r'SK[0-9a-f]{32}', r'\d{8,10}:AA[A-Za-z0-9_-]{33}',
    r'[MN][A-Za-z0-9]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}',
    r'eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{20,}', r'key-[0-9a-f]{32}', r'[0-9a-f]{32}-us\d{1,2}',
    r'npm_[A-Za-z0-9]{36}', r'hf_[A-Za-z]{34}', r'shpat_[0-9a-f]{32}', r'dop_v1_[0-9a-f]{64}',
    r'LTAI[A-Za-z0-9]{12,20}', r'AKID[A-Za-z0-9]{32}', r'EAAA[A-Za-z0-9_-]{60}', r'ntn_[A-Za-z0-9]{46}',
    r'lin_api_[A-Za-z0-9]{40}', r'figd_[A-Za-z0-9_-]{40}', r'pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}',
    r'ATATT3xFfGF0[A-Za-z0-9_-]{100,}=[0-9A-F]{8}', r'sk-[0-9a-f]{32}', r'sk-[A-Za-z0-9]{48}',
    r'[0-9a-f]{32}\.[A-Za-z0-9]{16}',
]

WEBHOOK_RES = [
    r'https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}',
    r'https://discord\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_-]{68}',
    r'https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}',
    r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}',
    r'https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f-]{36}',
]


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b'=').decode()


def make_jwt(payload):
    head = b64u(json.dumps({'alg': 'HS256', 'typ': 'JWT'}, separators=(',', ':')).encode())
    body = b64u(json.dumps(payload, separators=(',', ':')).encode())
    key = bytes(R.getrandbits(8) for _ in range(32))
    sig = b64u(hmac.new(key, (head + '.' + body).encode(), hashlib.sha256).digest())
    return head + '.' + body + '.' + sig


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def pem(label, raw, width=64):
    b = base64.b64encode(raw).decode()
    lines = [b[i:i + width] for i in range(0, len(b), width)]
    return '-----BEGIN %s-----\n%s\n-----END %s-----' % (label, '\n'.join(lines), label)


def ruuid():
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def ssh_ed25519():
    def s(b):
        return len(b).to_bytes(4, 'big') + b
    pub = rbytes(32)
    blob = s(b'ssh-ed25519') + s(pub)
    chk = rbytes(4)
    priv = chk + chk + s(b'ssh-ed25519') + s(pub) + s(rbytes(32) + pub) + s(b'') + b'\x01\x02\x03\x04\x05'
    raw = b'openssh-key-v1\x00' + s(b'none') + s(b'none') + s(b'') + (1).to_bytes(4, 'big') + s(blob) + s(priv)
    return pem('OPENSSH PRIVATE KEY', raw, 70)


def ec_key():
    raw = (b'0w\x02\x01\x01\x04 ' + rbytes(32) + b'\xa0\n\x06\x08*\x86H\xce=\x03\x01\x07\xa1D\x03B\x00\x04'
           + rbytes(64))
    return pem('EC PRIVATE KEY', raw)


def rsa_key():
    raw = b'0\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00' + rbytes(1180)
    return pem('RSA PRIVATE KEY', raw)


def pkcs8_key():
    raw = b'0\x82\x04\xbe\x02\x01\x000\r\x06\t*\x86H\x86\xf7\r\x01\x01\x01\x05\x00' + rbytes(600)
    return pem('PRIVATE KEY', raw)


# ------------------------------------------------------------------ VALUES
VALUES = {}
KIND = {}      # name -> (type, scheme)


def put(name, typ, scheme, v):
    assert name not in VALUES, name
    VALUES[name] = v
    KIND[name] = (typ, scheme)


# cards
for name, prefix, length, fmt in [
        ('card_visa1', '4', 16, 'sp'), ('card_visa2', '4', 16, 'plain'), ('card_visa3', '4', 16, 'dash'),
        ('card_visa4', '4', 16, 'sp'), ('card_visa5', '4', 16, 'sp'), ('card_visa6', '4', 16, 'plain'),
        ('card_visa7', '4', 16, 'sp'), ('card_visa8', '4', 16, 'dash'), ('card_visa9', '4', 16, 'sp'),
        ('card_mc1', '53', 16, 'sp'), ('card_mc2', '51', 16, 'plain'), ('card_mc3', '2221', 16, 'sp'),
        ('card_mc4', '55', 16, 'dash'), ('card_mc5', '54', 16, 'sp'), ('card_mc6', '52', 16, 'sp'),
        ('card_amex1', '37', 15, 'sp'), ('card_amex2', '34', 15, 'plain'), ('card_amex3', '37', 15, 'dash'),
        ('card_cup1', '6222', 19, 'sp'), ('card_cup2', '6217', 19, 'plain'), ('card_cup3', '6228', 16, 'sp'),
        ('card_cup4', '6212', 19, 'sp'), ('card_cup5', '6259', 16, 'plain'), ('card_cup6', '6230', 19, 'plain'),
        ('card_disc1', '6011', 16, 'sp'), ('card_jcb1', '3566', 16, 'sp'), ('card_mc7', '51', 16, 'sp'),
        ('card_visa10', '4', 16, 'plain')]:
    put(name, 'CARD', 'luhn', make_card(prefix, length, fmt))

# ibans
for name, cc, fmt in [
        ('iban_gb1', 'GB', 'sp'), ('iban_gb2', 'GB', 'plain'), ('iban_gb3', 'GB', 'sp'), ('iban_gb4', 'GB', 'sp'),
        ('iban_gb5', 'GB', 'plain'), ('iban_gb6', 'GB', 'sp'), ('iban_ie1', 'IE', 'sp'), ('iban_ie2', 'IE', 'plain'),
        ('iban_de1', 'DE', 'sp'), ('iban_de2', 'DE', 'plain'), ('iban_de3', 'DE', 'sp'), ('iban_nl1', 'NL', 'sp'),
        ('iban_nl2', 'NL', 'plain'), ('iban_fr1', 'FR', 'sp'), ('iban_fr2', 'FR', 'sp'), ('iban_be1', 'BE', 'sp'),
        ('iban_es1', 'ES', 'sp'), ('iban_ch1', 'CH', 'sp'), ('iban_at1', 'AT', 'sp'), ('iban_pl1', 'PL', 'sp'),
        ('iban_gb7', 'GB', 'sp'), ('iban_de4', 'DE', 'plain'), ('iban_nl3', 'NL', 'sp'), ('iban_fr3', 'FR', 'plain')]:
    put(name, 'IBAN', 'mod97', make_iban(cc, bban(cc), fmt))

# chinese resident ids: (name, area, dob, sex, fmt)
ID_SPECS = [
    ('id01', '110105', '19870314', 'm', ''), ('id02', '310104', '19921102', 'f', ''),
    ('id03', '440305', '19790625', 'm', ''), ('id04', '330106', '19950130', 'f', ''),
    ('id05', '510107', '19830909', 'm', ''), ('id06', '420106', '19681217', 'f', ''),
    ('id07', '320102', '20010405', 'm', ''), ('id08', '370202', '19900721', 'f', ''),
    ('id09', '210102', '19750228', 'm', ''), ('id10', '350203', '19881012', 'f', ''),
    ('id11', '430104', '19930519', 'm', ''), ('id12', '610113', '19850803', 'f', ''),
    ('id13', '110108', '19591123', 'm', ''), ('id14', '310115', '19980308', 'f', ''),
    ('id15', '440106', '19720707', 'm', ''), ('id16', '500103', '19961224', 'f', ''),
    ('id17', '120101', '19810416', 'm', ''), ('id18', '410105', '19771001', 'f', ''),
    ('id19', '530102', '19990613', 'm', ''), ('id20', '230103', '19640120', 'f', ''),
    ('id21', '340104', '19910927', 'm', ''), ('id22', '360102', '19860211', 'f', ''),
    ('id23', '450103', '19940829', 'm', ''), ('id24', '130104', '19700505', 'f', ''),
    ('id25', '440305', '19891231', 'f', 'sp'), ('id26', '310110', '19820618', 'm', 'sp'),
    ('id27', '330102', '20030214', 'f', ''), ('id28', '650102', '19780303', 'm', ''),
    ('id29', '440304', '19970926', 'f', ''), ('id30', '320583', '19840117', 'm', ''),
]
for name, area, dob, sex, fmt in ID_SPECS:
    put(name, 'IDCARD', 'gb11643', make_idcard(area, dob, sex, fmt))

# us ssn
for i, fmt in enumerate(['dash', 'dash', 'dash', 'plain', 'dash', 'sp', 'dash', 'dash', 'plain', 'dash',
                         'dash', 'dash', 'sp', 'dash'], 1):
    put('ssn%02d' % i, 'SSN', 'ssa', make_ssn(fmt))

# passports (none of these number formats carries a check digit outside the MRZ)
PASSPORT_RES = {
    'us': r'[5-6]\d{8}|A\d{8}', 'uk': r'[1-5]\d{8}', 'cn': r'E\d{8}|E[A-HJ-NP-Z]\d{7}',
    'ca': r'[A-Z]{2}\d{6}', 'ie': r'[A-Z]{2}\d{7}', 'in': r'[A-PR-WY]\d{7}', 'au': r'P[A-Z]\d{7}',
    'de': r'[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}', 'hk': r'[HK]\d{8}', 'tw': r'[3]\d{8}',
    'fr': r'\d{2}[A-Z]{2}\d{5}', 'jp': r'T[A-Z]\d{7}', 'nz': r'L[A-Z]\d{6}',
}
for name, c, v in [
        ('pp_us1', 'us', rs('56', 1) + rs(DIG, 8)), ('pp_us2', 'us', 'A' + rs(DIG, 8)),
        ('pp_us3', 'us', rs('56', 1) + rs(DIG, 8)),
        ('pp_uk1', 'uk', rs('12345', 1) + rs(DIG, 8)), ('pp_uk2', 'uk', rs('12345', 1) + rs(DIG, 8)),
        ('pp_uk3', 'uk', rs('12345', 1) + rs(DIG, 8)),
        ('pp_cn1', 'cn', 'E' + rs(DIG, 8)), ('pp_cn2', 'cn', 'E' + rs('ABCDEFGHJKLMN', 1) + rs(DIG, 7)),
        ('pp_cn3', 'cn', 'E' + rs(DIG, 8)), ('pp_cn4', 'cn', 'E' + rs('ABCDEFGHJKLMN', 1) + rs(DIG, 7)),
        ('pp_cn5', 'cn', 'E' + rs(DIG, 8)),
        ('pp_ca1', 'ca', rs(UP, 2) + rs(DIG, 6)), ('pp_ie1', 'ie', rs(UP, 2) + rs(DIG, 7)),
        ('pp_in1', 'in', rs('ABCDEFGHJKLMNPRSTUVWY', 1) + rs(DIG, 7)), ('pp_au1', 'au', 'P' + rs(UP, 1) + rs(DIG, 7)),
        ('pp_de1', 'de', rs('CFGHJK', 1) + rs('CFGHJKLMNPRTVWXYZ0123456789', 8)),
        ('pp_hk1', 'hk', rs('HK', 1) + rs(DIG, 8)), ('pp_tw1', 'tw', '3' + rs(DIG, 8)),
        ('pp_fr1', 'fr', rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5)), ('pp_jp1', 'jp', 'T' + rs(UP, 1) + rs(DIG, 7)),
        ('pp_nz1', 'nz', 'L' + rs(UP, 1) + rs(DIG, 6))]:
    assert re.fullmatch(PASSPORT_RES[c], v), (name, v)
    put(name, 'PASSPORT', c, v)

# other countries' personal ids
for name, scheme, kw in [
        ('nid_nino1', 'nino', {'fmt': 'sp'}), ('nid_nino2', 'nino', {}), ('nid_nino3', 'nino', {'fmt': 'sp'}),
        ('nid_nino4', 'nino', {}), ('nid_bsn1', 'bsn', {}), ('nid_bsn2', 'bsn', {'fmt': 'dots'}),
        ('nid_sin1', 'sin', {'fmt': 'sp'}), ('nid_sin2', 'sin', {}), ('nid_aadhaar1', 'aadhaar', {}),
        ('nid_aadhaar2', 'aadhaar', {}), ('nid_nric1', 'nric', {'pre': 'S'}), ('nid_nric2', 'nric', {'pre': 'T'}),
        ('nid_dni1', 'dni', {}), ('nid_nie1', 'nie', {}),
        ('nid_cf1', 'cf', {'stem': 'RSSGLI90L62H501'}),
        ('nid_nir1', 'nir', {'dob': '1985-07-01', 'sex': '2', 'dept': '75'}),
        ('nid_pesel1', 'pesel', {'dob': '1984-04-22', 'sex': 'f'}),
        ('nid_hetu1', 'hetu', {'dob': '1991-12-03'}), ('nid_hkid1', 'hkid', {}), ('nid_hkid2', 'hkid', {}),
        ('nid_twid1', 'twid', {'sex': '2'}), ('nid_se1', 'se', {'dob': '1976-08-15'}),
        ('nid_cpf1', 'cpf', {}), ('nid_be1', 'be', {'dob': '1988-02-29'}),
        ('nid_za1', 'za', {'dob': '1993-10-07'}), ('nid_sin3', 'sin', {})]:
    put(name, 'NATIONAL_ID', 'dni' if scheme == 'nie' else scheme, make_nid(scheme, **kw))

# api keys
AK = [
    ('ak_aws1', lambda: 'AKIA' + rs(B32, 16)), ('ak_aws2', lambda: 'AKIA' + rs(B32, 16)),
    ('ak_aws3', lambda: 'AKIA' + rs(B32, 16)), ('ak_aws4', lambda: 'AKIA' + rs(B32, 16)),
    ('ak_gh1', lambda: 'ghp_' + rs(ALNUM, 36)), ('ak_gh2', lambda: 'ghp_' + rs(ALNUM, 36)),
    ('ak_ghfg1', lambda: 'github_pat_11' + rs(UP + DIG, 20) + '_' + rs(ALNUM, 59)),
    ('ak_gl1', lambda: 'glpat-' + rs(ALNUM + '-_', 20)),
    ('ak_slack1', lambda: 'xoxb-' + rs(DIG, 12) + '-' + rs(DIG, 13) + '-' + rs(ALNUM, 24)),
    ('ak_slack2', lambda: 'xoxp-' + rs(DIG, 12) + '-' + rs(DIG, 12) + '-' + rs(DIG, 13) + '-' + rs(HEX, 32)),
    ('ak_stripe1', lambda: 'sk_live_' + rs(ALNUM, 24)), ('ak_stripe2', lambda: 'sk_live_51' + rs(ALNUM, 97)),
    ('ak_stripe3', lambda: 'rk_live_' + rs(ALNUM, 24)),
    ('ak_openai1', lambda: 'sk-' + rs(ALNUM, 20) + 'T3BlbkFJ' + rs(ALNUM, 20)),
    ('ak_openai2', lambda: 'sk-proj-' + rs(URLSAFE, 64)),
    ('ak_anthropic1', lambda: 'sk-ant-api03-' + rs(URLSAFE, 93) + 'AA'),
    ('ak_google1', lambda: 'AIza' + rs(URLSAFE, 35)), ('ak_google2', lambda: 'AIza' + rs(URLSAFE, 35)),
    ('ak_google3', lambda: 'AIza' + rs(URLSAFE, 35)),
    ('ak_sendgrid1', lambda: 'SG.' + rs(URLSAFE, 22) + '.' + rs(URLSAFE, 43)),
    ('ak_twilio1', lambda: 'SK' + rs(HEX, 32)),
    ('ak_tg1', lambda: rs('1234567', 1) + rs(DIG, 9) + ':AA' + rs(URLSAFE, 33)),
    ('ak_tg2', lambda: rs('1234567', 1) + rs(DIG, 9) + ':AA' + rs(URLSAFE, 33)),
    ('ak_discord1', lambda: 'M' + rs(ALNUM, 25) + '.' + rs(URLSAFE, 6) + '.' + rs(URLSAFE, 38)),
    ('ak_jwt1', lambda: make_jwt({'sub': 'u_48213', 'role': 'staff', 'iat': 1717405200, 'exp': 1717491600})),
    ('ak_jwt2', lambda: make_jwt({'sub': '9912', 'scope': 'bookings:write', 'iat': 1722950000})),
    ('ak_jwt3', lambda: make_jwt({'uid': 30771, 'tenant': 'sz-store', 'iat': 1730102400, 'exp': 1730188800})),
    ('ak_mailgun1', lambda: 'key-' + rs(HEX, 32)), ('ak_mailchimp1', lambda: rs(HEX, 32) + '-us14'),
    ('ak_npm1', lambda: 'npm_' + rs(ALNUM, 36)), ('ak_hf1', lambda: 'hf_' + rs(string.ascii_letters, 34)),
    ('ak_shopify1', lambda: 'shpat_' + rs(HEX, 32)), ('ak_do1', lambda: 'dop_v1_' + rs(HEX, 64)),
    ('ak_aliyun1', lambda: 'LTAI5t' + rs(ALNUM, 18)), ('ak_aliyun2', lambda: 'LTAI5t' + rs(ALNUM, 18)),
    ('ak_aliyun3', lambda: 'LTAI5t' + rs(ALNUM, 18)),
    ('ak_tencent1', lambda: 'AKID' + rs(ALNUM, 32)), ('ak_tencent2', lambda: 'AKID' + rs(ALNUM, 32)),
    ('ak_square1', lambda: 'EAAA' + rs(URLSAFE, 60)), ('ak_notion1', lambda: 'ntn_' + rs(ALNUM, 46)),
    ('ak_linear1', lambda: 'lin_api_' + rs(ALNUM, 40)), ('ak_figma1', lambda: 'figd_' + rs(URLSAFE, 40)),
    ('ak_pypi1', lambda: 'pypi-AgEIcHlwaS5vcmc' + rs(URLSAFE, 60)),
    ('ak_atlassian1', lambda: 'ATATT3xFfGF0' + rs(URLSAFE, 120) + '=' + rs('0123456789ABCDEF', 8)),
    ('ak_deepseek1', lambda: 'sk-' + rs(HEX, 32)), ('ak_dashscope1', lambda: 'sk-' + rs(HEX, 32)),
    ('ak_moonshot1', lambda: 'sk-' + rs(ALNUM, 48)), ('ak_zhipu1', lambda: rs(HEX, 32) + '.' + rs(ALNUM, 16)),
    ('ak_gh3', lambda: 'ghp_' + rs(ALNUM, 36)), ('ak_openai3', lambda: 'sk-proj-' + rs(URLSAFE, 64)),
]
for name, fn in AK:
    v = fn()
    put(name, 'APIKEY', 'shape', v)

# secrets
SEC = [
    ('sk_aws1', lambda: rs(ALNUM + '/+', 40)), ('sk_aws2', lambda: rs(ALNUM + '/+', 40)),
    ('sk_aws3', lambda: rs(ALNUM + '/+', 40)), ('sk_aws4', lambda: rs(ALNUM + '/+', 40)),
    ('sec_aliyun1', lambda: rs(ALNUM, 30)), ('sec_aliyun2', lambda: rs(ALNUM, 30)),
    ('sec_aliyun3', lambda: rs(ALNUM, 30)),
    ('sec_tencent1', lambda: rs(ALNUM, 32)), ('sec_tencent2', lambda: rs(ALNUM, 32)),
    ('sec_twilio1', lambda: rs(HEX, 32)),
    ('sec_whsec1', lambda: 'whsec_' + rs(ALNUM, 32)), ('sec_whsec2', lambda: 'whsec_' + rs(ALNUM, 32)),
    ('sec_slacksign1', lambda: rs(HEX, 32)), ('sec_wxsecret1', lambda: rs(HEX, 32)),
    ('sec_wxsecret2', lambda: rs(HEX, 32)),
    ('sec_hook_slack1', lambda: 'https://hooks.slack.com/services/T0' + rs(UP + DIG, 8) + '/B0' + rs(UP + DIG, 9)
     + '/' + rs(ALNUM, 24)),
    ('sec_hook_slack2', lambda: 'https://hooks.slack.com/services/T0' + rs(UP + DIG, 8) + '/B0' + rs(UP + DIG, 9)
     + '/' + rs(ALNUM, 24)),
    ('sec_hook_discord1', lambda: 'https://discord.com/api/webhooks/1' + rs(DIG, 18) + '/' + rs(URLSAFE, 68)),
    ('sec_hook_ding1', lambda: 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64)),
    ('sec_hook_ding2', lambda: 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64)),
    ('sec_hook_wecom1', lambda: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + ruuid()),
    ('sec_hook_feishu1', lambda: 'https://open.feishu.cn/open-apis/bot/v2/hook/' + ruuid()),
    ('sec_pem_rsa1', rsa_key), ('sec_pem_ec1', ec_key), ('sec_pem_ec2', ec_key), ('sec_pem_ssh1', ssh_ed25519),
    ('sec_pem_ssh2', ssh_ed25519), ('sec_pem_p8', pkcs8_key),
    ('sec_totp1', lambda: rs(B32, 32)), ('sec_totp2', lambda: rs(B32, 16)),
    ('sec_totp3', lambda: ' '.join(rs(B32, 4).lower() for _ in range(8))), ('sec_totp4', lambda: rs(B32, 32)),
    ('sec_cookie_django1', lambda: rs(LO + DIG, 32)),
    ('sec_cookie_express1', lambda: 's%3A' + rs(URLSAFE, 32) + '.' + rs(ALNUM + '%', 43)),
    ('sec_cookie_laravel1', lambda: 'eyJpdiI6I' + rs(ALNUM, 150) + '%3D'),
    ('sec_cookie_php1', lambda: rs(LO + DIG, 26)),
    ('sec_django_key1', lambda: rs(LO + DIG + '!@#$%^&*(-_=+)', 50)),
    ('sec_jwtsign1', lambda: rs(HEX, 64)), ('sec_flask1', lambda: rs(HEX, 32)),
    ('sec_ghhook1', lambda: rs(HEX, 40)), ('sec_qiniu1', lambda: rs(URLSAFE, 40)),
    ('sec_nextauth1', lambda: base64.b64encode(rbytes(32)).decode()),
]
for name, fn in SEC:
    put(name, 'SECRET', 'shape', fn())
for i in range(1, 11):
    put('sec_rc%02d' % i, 'SECRET', 'recovery', rs(HEX, 5) + '-' + rs(HEX, 5))
put('sec_strava1', 'SECRET', 'shape', rs(HEX, 40))

# decoys that imitate a checked format (organisation ids, not personal)
USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def uscc_ok(v):
    if not re.fullmatch(r'[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}', v):
        return False
    c = (31 - sum(USCC_CHARS.index(ch) * w for ch, w in zip(v[:17], USCC_W)) % 31) % 31
    return USCC_CHARS[c] == v[17]


def make_uscc(stem):
    body = stem + rs('0123456789ABCDEFGHJKLMNPQRTUWXY', 17 - len(stem))
    c = (31 - sum(USCC_CHARS.index(ch) * w for ch, w in zip(body, USCC_W)) % 31) % 31
    return body + USCC_CHARS[c]


put('dec_uscc1', 'DECOY', 'uscc', make_uscc('91310104MA1'))


# ------------------------------------------------------------------ selftest
def validate(name):
    typ, scheme = KIND[name]
    v = VALUES[name]
    if typ == 'CARD':
        return luhn_ok(v) and 13 <= len(re.sub(r'[ -]', '', v)) <= 19
    if typ == 'IBAN':
        return iban_ok(v)
    if typ == 'IDCARD':
        return idcard_ok(v)
    if typ == 'SSN':
        return ssn_ok(v)
    if typ == 'NATIONAL_ID':
        return NID_SCHEMES[scheme](v)
    if typ == 'PASSPORT':
        return bool(re.fullmatch(PASSPORT_RES[scheme], v))
    if typ == 'APIKEY':
        return any(re.fullmatch(p, v) for p in APIKEY_RES)
    if typ == 'DECOY':
        return uscc_ok(v)
    if typ == 'SECRET':
        if v.startswith('-----BEGIN'):
            m = re.fullmatch(r'-----BEGIN ([A-Z ]+)-----\n([A-Za-z0-9+/=\n]+)\n-----END \1-----', v)
            return bool(m) and len(base64.b64decode(m.group(2).replace('\n', ''))) > 100
        if v.startswith('https://'):
            return any(re.fullmatch(p, v) for p in WEBHOOK_RES)
        return len(v) >= 11
    return False


CHECKED = ('CARD', 'IBAN', 'IDCARD', 'NATIONAL_ID', 'DECOY')


def corruptions(v):
    """every single-digit corruption (+1 mod 10) of v"""
    for i, ch in enumerate(v):
        if ch.isdigit():
            yield v[:i] + str((int(ch) + 1) % 10) + v[i + 1:]


def selftest(verbose=False):
    bad = []
    for name in VALUES:
        if not validate(name):
            bad.append((name, 'invalid', VALUES[name]))
            continue
        typ, scheme = KIND[name]
        if typ in CHECKED and scheme != 'nino':
            for c in corruptions(VALUES[name]):
                old = VALUES[name]
                VALUES[name] = c
                ok = validate(name)
                VALUES[name] = old
                if ok:
                    bad.append((name, 'corruption passes', c))
        if typ == 'SSN':
            for c in ('000' + VALUES[name][3:], VALUES[name][:3] + VALUES[name][3:].replace(VALUES[name][-4:], '0000')):
                old = VALUES[name]
                VALUES[name] = c
                if validate(name):
                    bad.append((name, 'invalid ssn passes', c))
                VALUES[name] = old
    # id birth dates
    for name, area, dob, sex, fmt in ID_SPECS:
        if VALUES[name].replace(' ', '')[6:14] != dob:
            bad.append((name, 'dob', dob))
    assert len(set(VALUES.values())) == len(VALUES), 'duplicate value'
    for b in bad:
        print('SELFTEST FAIL', *b)
    if verbose:
        print('selftest: %d values, %d problems' % (len(VALUES), len(bad)))
    return not bad


if __name__ == '__main__':
    if '-p' in sys.argv:
        for k, v in VALUES.items():
            print('%-20s %-12s %s' % (k, KIND[k][0], v.replace('\n', '\\n')))
    ok = selftest(verbose=True)
    sys.exit(0 if ok else 1)
