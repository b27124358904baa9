#!/usr/bin/env python3
"""Seeded generators for every value of the blind76 corpus that needs a check
digit or a vendor-specific shape.

    python3 values.py        run selftest()
    python3 values.py -p     print every value (name, kind, value)

Texts refer to these values as `$name` inside the markup.
Standard library only.
"""
import base64
import datetime
import json
import random
import re
import string
import sys

SEED = 76_2024_0917
rng = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
LET = string.ascii_letters
ALNUM = string.ascii_letters + string.digits
HEX = '0123456789abcdef'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
B64 = ALNUM + '+/'
B64URL = ALNUM + '-_'


def rs(alpha, n):
    return ''.join(rng.choice(alpha) for _ in range(n))


def nz(n):
    """n random digits, the first one non-zero."""
    return rng.choice('123456789') + rs(DIG, n - 1)


def group(s, sizes, sep=' '):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + '4' + h[13:16] + rng.choice('89ab') + h[17:]
    return '-'.join((h[:8], h[8:12], h[12:16], h[16:20], h[20:]))


def valid_date(y, m, d):
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False


# ---------------------------------------------------------------- CARD (Luhn)
def luhn_ok(digits):
    if not digits.isdigit():
        return False
    tot = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        tot += d
    return tot % 10 == 0


def luhn_complete(body):
    for c in DIG:
        if luhn_ok(body + c):
            return body + c
    raise ValueError(body)


def make_card(prefix, length, sizes, sep=' '):
    full = luhn_complete(prefix + rs(DIG, length - len(prefix) - 1))
    return group(full, sizes, sep) if sizes else full


def card_ok(v):
    if not re.fullmatch(r'\d[\d -]*\d', v):
        return False
    if len(set(re.findall(r'[ -]', v))) > 1:
        return False
    d = re.sub(r'[ -]', '', v)
    return 13 <= len(d) <= 19 and d[0] in '23456' and luhn_ok(d)


# ---------------------------------------------------------------- IBAN (mod 97)
IBAN_LEN = {'GB': 22, 'DE': 22, 'NL': 18, 'IE': 22, 'CH': 21, 'AT': 20,
            'BE': 16, 'FR': 27, 'ES': 24, 'IT': 27, 'PL': 28, 'SE': 24,
            'DK': 18, 'FI': 18, 'PT': 25, 'NO': 15, 'LU': 20}


def _iban_num(s):
    return int(''.join(str(int(c, 36)) for c in s))


def iban_from_bban(cc, bban, spaced=True):
    chk = 98 - _iban_num(bban + cc + '00') % 97
    s = f'{cc}{chk:02d}{bban}'
    return ' '.join(s[i:i + 4] for i in range(0, len(s), 4)) if spaced else s


def iban_ok(v):
    if not re.fullmatch(r'[A-Z]{2}\d{2}[A-Z0-9 ]+', v):
        return False
    if '  ' in v or v.endswith(' '):
        return False
    s = v.replace(' ', '')
    if s[:2] not in IBAN_LEN or len(s) != IBAN_LEN[s[:2]]:
        return False
    return _iban_num(s[4:] + s[:4]) % 97 == 1


def _es_dc(s10):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = 11 - sum(int(a) * b for a, b in zip(s10, w)) % 11
    return {11: 0, 10: 1}.get(r, r)


def bban_gb(bank):
    return bank + rs(DIG, 6) + rs(DIG, 8)


def bban_de():
    return nz(8) + rs(DIG, 10)


def bban_nl(bank):
    return bank + rs(DIG, 10)


def bban_fr():
    bank, branch, acct = nz(5), rs(DIG, 5), rs(DIG, 11)
    key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
    return f'{bank}{branch}{acct}{key:02d}'


def bban_be():
    a = nz(3) + rs(DIG, 7)
    c = int(a) % 97 or 97
    return f'{a}{c:02d}'


def bban_es():
    bank, branch, acct = nz(4), rs(DIG, 4), rs(DIG, 10)
    return f'{bank}{branch}{_es_dc("00" + bank + branch)}{_es_dc(acct)}{acct}'


# ---------------------------------------------------------------- SSN (US)
def make_ssn(sep='-'):
    while True:
        a, g, s = rng.randint(1, 899), rng.randint(1, 99), rng.randint(1, 9999)
        if a == 666:
            continue
        return f'{a:03d}{sep}{g:02d}{sep}{s:04d}'


def ssn_ok(v):
    m = re.fullmatch(r'(\d{3})([- ]?)(\d{2})\2(\d{4})', v)
    if not m:
        return False
    a, g, s = int(m.group(1)), int(m.group(3)), int(m.group(4))
    if a == 0 or a == 666 or a >= 900 or g == 0 or s == 0:
        return False
    return m.group(1) + m.group(3) + m.group(4) not in ('078051120', '219099999', '123456789')


# ---------------------------------------------------------------- IDCARD (GB 11643-1999)
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_C = '10X98765432'


def make_cnid(region, birth, sex):
    g = rng.choice('13579' if sex == 'M' else '02468')
    body = f'{region}{birth}{rng.randint(0, 99):02d}{g}'
    return body + CN_C[sum(int(a) * b for a, b in zip(body, CN_W)) % 11]


def cnid_ok(v):
    if not re.fullmatch(r'\d{17}[\dX]', v):
        return False
    y, m, d = int(v[6:10]), int(v[10:12]), int(v[12:14])
    if not (1900 <= y <= 2024 and valid_date(y, m, d)):
        return False
    return CN_C[sum(int(a) * b for a, b in zip(v[:17], CN_W)) % 11] == v[17]


def cnid_birth(v):
    return datetime.date(int(v[6:10]), int(v[10:12]), int(v[12:14]))


# ---------------------------------------------------------------- PASSPORT (shapes)
PASSPORT_RES = {
    'CN': r'E\d{8}|E[A-HJ-NP-Z]\d{7}|G\d{8}',
    'US': r'\d{9}|[A-Z]\d{8}',
    'GB': r'\d{9}',
    'DE': r'[CFGHJK][CFGHJKLMNPRTVWXYZ\d]{8}',
    'FR': r'\d{2}[A-Z]{2}\d{5}',
    'IN': r'[A-Z]\d{7}',
    'CA': r'[A-Z]{2}\d{6}',
    'JP': r'[A-Z]{2}\d{7}',
    'KR': r'M\d{8}',
    'IE': r'[A-Z]{2}\d{7}',
    'AU': r'[A-Z]{1,2}\d{7}',
}


def passport_ok(v):
    return any(re.fullmatch(p, v) for p in PASSPORT_RES.values())


def make_passport(cc):
    if cc == 'CN':
        return 'E' + nz(8)
    if cc == 'CN2':
        return 'E' + rng.choice('ABCDEFGH') + nz(7)
    if cc in ('US', 'GB'):
        return nz(9)
    if cc == 'DE':
        return rng.choice('CFGHJK') + rs('CFGHJKLMNPRTVWXYZ' + DIG, 8)
    if cc == 'FR':
        return rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5)
    if cc == 'IN':
        return rng.choice('JKLMNPRSTUVWZ') + nz(7)
    if cc == 'CA':
        return rs(UP, 2) + nz(6)
    if cc in ('JP', 'IE'):
        return rs(UP, 2) + nz(7)
    if cc == 'KR':
        return 'M' + nz(8)
    if cc == 'AU':
        return rng.choice('NPR') + rng.choice(UP) + nz(7)
    raise ValueError(cc)


# ---------------------------------------------------------------- NATIONAL_ID
DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def dni_ok(v):
    m = re.fullmatch(r'(\d{8})-?([A-Z])', v)
    return bool(m) and DNI_L[int(m.group(1)) % 23] == m.group(2)


def nie_ok(v):
    m = re.fullmatch(r'([XYZ])-?(\d{7})-?([A-Z])', v)
    return bool(m) and DNI_L[int('XYZ'.index(m.group(1)).__str__() + m.group(2)) % 23] == m.group(3)


def bsn_ok(v):
    if not re.fullmatch(r'\d{9}', v) or v[0] == '0':
        return False
    w = [9, 8, 7, 6, 5, 4, 3, 2, -1]
    return sum(int(a) * b for a, b in zip(v, w)) % 11 == 0


VH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
        [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
        [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
        [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
        [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
        [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VH_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VH_D[c][VH_P[i % 8][int(ch)]]
    return c == 0


def verhoeff_complete(body):
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = VH_D[c][VH_P[(i + 1) % 8][int(ch)]]
    return body + str(VH_INV[c])


def aadhaar_ok(v):
    if not re.fullmatch(r'[2-9]\d{3}( ?)\d{4}\1\d{4}', v):
        return False
    return verhoeff_ok(v.replace(' ', ''))


def sin_ok(v):
    if not re.fullmatch(r'\d{3}([ -]?)\d{3}\1\d{3}', v):
        return False
    d = re.sub(r'[ -]', '', v)
    return d[0] not in '08' and luhn_ok(d)


NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def _nric_letter(prefix, digits):
    s = sum(int(a) * b for a, b in zip(digits, NRIC_W)) + (4 if prefix in 'TG' else 0)
    return ('JZIHGFEDCBA' if prefix in 'ST' else 'XWUTRQPNMLK')[s % 11]


def nric_ok(v):
    m = re.fullmatch(r'([STFG])(\d{7})([A-Z])', v)
    return bool(m) and _nric_letter(m.group(1), m.group(2)) == m.group(3)


def _hkid_check(letter, digits):
    tot = 36 * 9 + (ord(letter) - 55) * 8 + sum(int(a) * (7 - i) for i, a in enumerate(digits))
    c = (11 - tot % 11) % 11
    return 'A' if c == 10 else str(c)


def hkid_ok(v):
    m = re.fullmatch(r'([A-Z])(\d{6})\(([\dA])\)', v) or re.fullmatch(r'([A-Z])(\d{6})([\dA])', v)
    return bool(m) and _hkid_check(m.group(1), m.group(2)) == m.group(3)


def _cpf_digits(body9):
    d = list(map(int, body9))
    for n in (10, 11):
        r = sum(x * w for x, w in zip(d, range(n, 1, -1))) % 11
        d.append(0 if r < 2 else 11 - r)
    return ''.join(map(str, d))


def cpf_ok(v):
    if not re.fullmatch(r'\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11}', v):
        return False
    d = re.sub(r'\D', '', v)
    return len(set(d)) > 1 and _cpf_digits(d[:9]) == d


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(v):
    if not re.fullmatch(r'\d{11}', v):
        return False
    if (10 - sum(int(a) * b for a, b in zip(v, PESEL_W)) % 10) % 10 != int(v[10]):
        return False
    return pesel_birth(v) is not None


def pesel_birth(v):
    yy, mm, dd = int(v[0:2]), int(v[2:4]), int(v[4:6])
    century = {0: 1900, 20: 2000, 40: 2100, 60: 2200, 80: 1800}[mm // 20 * 20] if mm // 20 * 20 in (0, 20, 40, 60, 80) else None
    if century is None:
        return None
    m = mm % 20
    return datetime.date(century + yy, m, dd) if valid_date(century + yy, m, dd) else None


def pnr_ok(v):
    m = re.fullmatch(r'(\d{2})(\d{2})(\d{2})[-+](\d{4})', v)
    if not m:
        return False
    if not valid_date(1900 + int(m.group(1)), int(m.group(2)), int(m.group(3))):
        return False
    return luhn_ok(re.sub(r'\D', '', v))


NINO_BAD_PAIRS = {'BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'}


def nino_ok(v):
    m = re.fullmatch(r'([A-CEGHJ-PR-TW-Z])([A-CEGHJ-NPR-TW-Z]) ?(\d{2}) ?(\d{2}) ?(\d{2}) ?([A-D])', v)
    return bool(m) and (m.group(1) + m.group(2)) not in NINO_BAD_PAIRS


HETU_C = '0123456789ABCDEFHJKLMNPRSTUVWXY'


def hetu_ok(v):
    m = re.fullmatch(r'(\d{2})(\d{2})(\d{2})([-+A])(\d{3})([0-9A-Y])', v)
    if not m:
        return False
    cent = {'+': 1800, '-': 1900, 'A': 2000}[m.group(4)]
    if not valid_date(cent + int(m.group(3)), int(m.group(2)), int(m.group(1))):
        return False
    n = int(m.group(1) + m.group(2) + m.group(3) + m.group(5))
    return HETU_C[n % 31] == m.group(6)


def nir_ok(v):
    if not re.fullmatch(r'[12] ?\d{2} ?\d{2} ?\d{2} ?\d{3} ?\d{3} ?\d{2}', v):
        return False
    d = v.replace(' ', '')
    return 97 - int(d[:13]) % 97 == int(d[13:])


def _fnr_k(digits, w):
    k = 11 - sum(int(a) * b for a, b in zip(digits, w)) % 11
    return 0 if k == 11 else k


FNR_W1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
FNR_W2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]


def fnr_ok(v):
    if not re.fullmatch(r'\d{11}', v):
        return False
    if not valid_date(1900 + int(v[4:6]), int(v[2:4]), int(v[0:2])):
        return False
    return _fnr_k(v[:9], FNR_W1) == int(v[9]) and _fnr_k(v[:10], FNR_W2) == int(v[10])


def be_nn_ok(v):
    m = re.fullmatch(r'(\d{2})\.?(\d{2})\.?(\d{2})-?(\d{3})\.?(\d{2})', v)
    if not m:
        return False
    body = m.group(1) + m.group(2) + m.group(3) + m.group(4)
    c = int(m.group(5))
    return 97 - int(body) % 97 == c or 97 - int('2' + body) % 97 == c


NID_VALIDATORS = {
    'ES_DNI': dni_ok, 'ES_NIE': nie_ok, 'NL_BSN': bsn_ok, 'IN_AADHAAR': aadhaar_ok,
    'CA_SIN': sin_ok, 'SG_NRIC': nric_ok, 'HK_HKID': hkid_ok, 'BR_CPF': cpf_ok,
    'PL_PESEL': pesel_ok, 'SE_PNR': pnr_ok, 'GB_NINO': nino_ok, 'FI_HETU': hetu_ok,
    'FR_NIR': nir_ok, 'NO_FNR': fnr_ok, 'BE_NN': be_nn_ok,
}


def nid_kind(v):
    for k, f in NID_VALIDATORS.items():
        if f(v):
            return k
    return None


def make_dni():
    n = nz(8)
    return n + DNI_L[int(n) % 23]


def make_nie():
    p = rng.choice('XY')
    n = rs(DIG, 7)
    return p + n + DNI_L[int(str('XYZ'.index(p)) + n) % 23]


def make_bsn():
    while True:
        v = nz(9)
        if bsn_ok(v):
            return v


def make_aadhaar(sep=' '):
    v = verhoeff_complete(rng.choice('23456789') + rs(DIG, 10))
    return group(v, [4, 4, 4], sep)


def make_sin(sep=' '):
    v = luhn_complete(rng.choice('1234567') + rs(DIG, 7))
    return group(v, [3, 3, 3], sep)


def make_nric(prefix='S'):
    d = rs(DIG, 7)
    return prefix + d + _nric_letter(prefix, d)


def make_hkid():
    letter, d = rng.choice('ACDEGHKPRVYZ'), rs(DIG, 6)
    return f'{letter}{d}({_hkid_check(letter, d)})'


def make_cpf():
    v = _cpf_digits(nz(9))
    return f'{v[:3]}.{v[3:6]}.{v[6:9]}-{v[9:]}'


def make_pesel(y, m, d, sex):
    mm = m + (20 if y >= 2000 else 0)
    body = f'{y % 100:02d}{mm:02d}{d:02d}{rng.randint(0, 999):03d}{rng.choice("13579" if sex == "M" else "02468")}'
    return body + str((10 - sum(int(a) * b for a, b in zip(body, PESEL_W)) % 10) % 10)


def make_pnr(y, m, d):
    body = f'{y % 100:02d}{m:02d}{d:02d}{rs(DIG, 3)}'
    full = luhn_complete(body)
    return f'{full[:6]}-{full[6:]}'


def make_nino(spaced=True):
    while True:
        a = rng.choice('ABCEGHJKLMNPRSTWXYZ')
        b = rng.choice('ABCEGHJKLMNPRSTWXYZ')
        if a + b not in NINO_BAD_PAIRS:
            break
    d = rs(DIG, 6)
    s = rng.choice('ABCD')
    return f'{a}{b} {d[:2]} {d[2:4]} {d[4:]} {s}' if spaced else f'{a}{b}{d}{s}'


def make_hetu(y, m, d):
    n3 = f'{rng.randint(2, 899):03d}'
    body = f'{d:02d}{m:02d}{y % 100:02d}'
    return f'{body}-{n3}{HETU_C[int(body + n3) % 31]}'


def make_nir(sex, y, m, dept='75'):
    body = f'{1 if sex == "M" else 2}{y % 100:02d}{m:02d}{dept}{rs(DIG, 3)}{rs(DIG, 3)}'
    key = 97 - int(body) % 97
    return f'{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key:02d}'


def make_fnr(y, m, d):
    while True:
        body = f'{d:02d}{m:02d}{y % 100:02d}{rng.randint(0, 499):03d}'
        k1 = _fnr_k(body, FNR_W1)
        if k1 == 10:
            continue
        k2 = _fnr_k(body + str(k1), FNR_W2)
        if k2 == 10:
            continue
        return f'{body}{k1}{k2}'


def make_be_nn(y, m, d, sex):
    seq = rng.randrange(1 if sex == 'M' else 2, 998, 2)
    body = f'{y % 100:02d}{m:02d}{d:02d}{seq:03d}'
    c = 97 - int(body) % 97
    return f'{body[:2]}.{body[2:4]}.{body[4:6]}-{body[6:9]}.{c:02d}'


# ---------------------------------------------------------------- APIKEY shapes
APIKEY_RES = {
    'aws_akid': r'(AKIA|ASIA)[A-Z2-7]{16}',
    'github_pat': r'gh[pousr]_[A-Za-z0-9]{36}',
    'github_fine': r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}',
    'gitlab_pat': r'glpat-[A-Za-z0-9_-]{20}',
    'slack_bot': r'xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}',
    'stripe_secret': r'(sk|rk)_live_[A-Za-z0-9]{24,99}',
    'openai': r'sk-proj-[A-Za-z0-9_-]{40,200}',
    'anthropic': r'sk-ant-api03-[A-Za-z0-9_-]{93}AA',
    'google': r'AIza[0-9A-Za-z_-]{35}',
    'sendgrid': r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}',
    'telegram_bot': r'\d{8,10}:AA[A-Za-z0-9_-]{33}',
    'mailchimp': r'[0-9a-f]{32}-us\d{1,2}',
    'twilio_key': r'SK[0-9a-f]{32}',
    'npm': r'npm_[A-Za-z0-9]{36}',
    'huggingface': r'hf_[A-Za-z]{34}',
    'shopify': r'shpat_[0-9a-f]{32}',
    'aliyun_akid': r'LTAI[A-Za-z0-9]{20}',
    'tencent_akid': r'AKID[A-Za-z0-9]{32}',
    'deepseek': r'sk-[0-9a-f]{32}',
    'figma': r'figd_[A-Za-z0-9_-]{40}',
    'airtable': r'pat[A-Za-z0-9]{14}\.[0-9a-f]{64}',
    'notion': r'secret_[A-Za-z0-9]{43}',
    'mailgun': r'key-[0-9a-f]{32}',
    'jwt': r'eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{20,}',
}


def _b64url_json(s):
    s += '=' * (-len(s) % 4)
    return json.loads(base64.urlsafe_b64decode(s))


def apikey_kind(v):
    for k, p in APIKEY_RES.items():
        if re.fullmatch(p, v):
            if k == 'jwt':
                try:
                    h = _b64url_json(v.split('.')[0])
                    _b64url_json(v.split('.')[1])
                except Exception:
                    return None
                if 'alg' not in h:
                    return None
            return k
    return None


def b64url(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(',', ':')).encode()).decode().rstrip('=')


def make_jwt(payload, alg='HS256'):
    return f'{b64url({"alg": alg, "typ": "JWT"})}.{b64url(payload)}.{rs(B64URL, 43)}'


# ---------------------------------------------------------------- SECRET shapes
SECRET_RES = {
    'aws_secret': r'[A-Za-z0-9/+]{40}',
    'aliyun_secret': r'[A-Za-z0-9]{30}',
    'tencent_secret': r'[A-Za-z0-9]{32}',
    'pem': r'-----BEGIN ([A-Z]+ )?PRIVATE KEY-----\n([A-Za-z0-9+/=]{1,70}\n)+-----END ([A-Z]+ )?PRIVATE KEY-----',
    'totp': r'[A-Z2-7]{16,32}|([A-Z2-7]{4} ){3,7}[A-Z2-7]{4}',
    'slack_webhook': r'https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}',
    'discord_webhook': r'https://discord\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_-]{60,68}',
    'dingtalk_webhook': r'https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}',
    'wecom_webhook': r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}',
    'feishu_webhook': r'https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f-]{36}',
    'stripe_whsec': r'whsec_[A-Za-z0-9]{32}',
    'hex32': r'[0-9a-f]{32}',
    'hex64': r'[0-9a-f]{64}',
    'dingtalk_sign': r'SEC[0-9a-f]{64}',
    'django_key': r'[a-z0-9!@#%^&*(\-_=+)]{50}',
    'cookie': r's%3A[A-Za-z0-9_-]{32}\.[A-Za-z0-9]{43}',
    'session32': r'[a-z0-9]{32}',
    'alnum32': r'[A-Za-z0-9]{32}',
    'alnum48': r'[A-Za-z0-9]{48}',
}


def secret_kind(v):
    for k, p in SECRET_RES.items():
        if re.fullmatch(p, v):
            return k
    return None


def make_pem(kind):
    if kind == 'RSA':
        head, lead, n = 'RSA PRIVATE KEY', 'MIIEowIBAAKCAQEA', 6
    elif kind == 'EC':
        head, lead, n = 'EC PRIVATE KEY', 'MHcCAQEEI', 2
    else:
        head, lead, n = 'OPENSSH PRIVATE KEY', 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW', 4
    body = lead + base64.b64encode(bytes(rng.randrange(256) for _ in range(48 * n))).decode()
    lines = [body[i:i + 64] for i in range(0, 64 * n, 64)] + [base64.b64encode(bytes(rng.randrange(256) for _ in range(20))).decode()]
    return f'-----BEGIN {head}-----\n' + '\n'.join(lines) + f'\n-----END {head}-----'


# ---------------------------------------------------------------- the values
VALUES, KIND = {}, {}


def put(name, kind, value):
    assert name not in VALUES, name
    VALUES[name], KIND[name] = value, kind


# cards
put('card_v1', 'CARD', make_card('4', 16, [4, 4, 4, 4]))
put('card_v2', 'CARD', make_card('4', 16, None))
put('card_v3', 'CARD', make_card('4', 16, [4, 4, 4, 4], '-'))
put('card_v4', 'CARD', make_card('49', 16, [4, 4, 4, 4]))
put('card_v5', 'CARD', make_card('4', 16, None))
put('card_mc1', 'CARD', make_card('53', 16, [4, 4, 4, 4]))
put('card_mc2', 'CARD', make_card('2223', 16, None))
put('card_mc3', 'CARD', make_card('54', 16, [4, 4, 4, 4]))
put('card_mc4', 'CARD', make_card('51', 16, [4, 4, 4, 4], '-'))
put('card_amex1', 'CARD', make_card('37', 15, [4, 6, 5]))
put('card_amex2', 'CARD', make_card('34', 15, None))
put('card_up1', 'CARD', make_card('6222', 19, [4, 4, 4, 4, 3]))
put('card_up2', 'CARD', make_card('6217', 19, None))
put('card_up3', 'CARD', make_card('6228', 16, [4, 4, 4, 4]))
put('card_up4', 'CARD', make_card('6259', 16, None))
put('card_up5', 'CARD', make_card('6214', 16, [4, 4, 4, 4]))
put('card_up6', 'CARD', make_card('6225', 16, None))
put('card_jcb1', 'CARD', make_card('3566', 16, [4, 4, 4, 4]))
put('card_disc1', 'CARD', make_card('6011', 16, [4, 4, 4, 4], '-'))
put('card_mc5', 'CARD', make_card('55', 16, None))
# ibans
put('iban_gb1', 'IBAN', iban_from_bban('GB', bban_gb('NWBK')))
put('iban_gb2', 'IBAN', iban_from_bban('GB', bban_gb('BARC'), spaced=False))
put('iban_gb3', 'IBAN', iban_from_bban('GB', bban_gb('LOYD')))
put('iban_gb4', 'IBAN', iban_from_bban('GB', bban_gb('MONZ')))
put('iban_de1', 'IBAN', iban_from_bban('DE', bban_de()))
put('iban_de2', 'IBAN', iban_from_bban('DE', bban_de(), spaced=False))
put('iban_de3', 'IBAN', iban_from_bban('DE', bban_de()))
put('iban_nl1', 'IBAN', iban_from_bban('NL', bban_nl('INGB')))
put('iban_nl2', 'IBAN', iban_from_bban('NL', bban_nl('RABO'), spaced=False))
put('iban_ie1', 'IBAN', iban_from_bban('IE', bban_gb('AIBK')))
put('iban_fr1', 'IBAN', iban_from_bban('FR', bban_fr()))
put('iban_fr2', 'IBAN', iban_from_bban('FR', bban_fr(), spaced=False))
put('iban_be1', 'IBAN', iban_from_bban('BE', bban_be()))
put('iban_ch1', 'IBAN', iban_from_bban('CH', nz(5) + rs(DIG, 12)))
put('iban_at1', 'IBAN', iban_from_bban('AT', nz(5) + rs(DIG, 11), spaced=False))
put('iban_es1', 'IBAN', iban_from_bban('ES', bban_es()))
put('iban_es2', 'IBAN', iban_from_bban('ES', bban_es(), spaced=False))
# organisation accounts (decoys, still valid)
put('org_iban1', 'IBAN', iban_from_bban('GB', bban_gb('HBUK')))
put('org_iban2', 'IBAN', iban_from_bban('DE', bban_de()))
put('org_iban3', 'IBAN', iban_from_bban('NL', bban_nl('ABNA')))
# ssn
for i in range(1, 9):
    put(f'ssn{i}', 'SSN', make_ssn(' ' if i == 4 else '-'))
put('ssn9', 'SSN', make_ssn(''))
# chinese resident ids: (region, birth, sex)
CNID_SPEC = [
    ('310104', '19870314', 'F'), ('110105', '19920708', 'M'), ('440106', '19790125', 'M'),
    ('330106', '19951102', 'F'), ('510107', '20010419', 'F'), ('320102', '19680930', 'M'),
    ('420106', '19890617', 'F'), ('350203', '19930221', 'M'), ('610113', '19850805', 'F'),
    ('430104', '19760312', 'M'), ('370202', '19990127', 'F'), ('120101', '19821216', 'M'),
    ('110108', '19970604', 'F'), ('310115', '19730419', 'M'), ('440305', '20000811', 'F'),
    ('330102', '19910923', 'M'), ('500103', '19940530', 'F'), ('210102', '19660718', 'M'),
    ('530102', '19880202', 'F'), ('450103', '20030126', 'M'),
]
for i, (reg, b, s) in enumerate(CNID_SPEC, 1):
    put(f'cnid{i}', 'IDCARD', make_cnid(reg, b, s))
# one more whose check character is X
while True:
    _v = make_cnid('320583', '19860411', 'M')
    if _v.endswith('X'):
        break
put('cnid21', 'IDCARD', _v)
# passports
for name, cc in [('pp_cn1', 'CN'), ('pp_cn2', 'CN'), ('pp_cn3', 'CN2'), ('pp_cn4', 'CN'),
                 ('pp_cn5', 'CN2'), ('pp_us1', 'US'), ('pp_us2', 'US'), ('pp_gb1', 'GB'),
                 ('pp_gb2', 'GB'), ('pp_de1', 'DE'), ('pp_fr1', 'FR'), ('pp_in1', 'IN'),
                 ('pp_ca1', 'CA'), ('pp_jp1', 'JP'), ('pp_kr1', 'KR'), ('pp_ie1', 'IE'),
                 ('pp_au1', 'AU'), ('pp_in2', 'IN'), ('pp_de2', 'DE'), ('pp_fr2', 'FR')]:
    put(name, 'PASSPORT', make_passport(cc))
# national ids of other countries
put('nid_dni1', 'NATIONAL_ID', make_dni())
put('nid_dni2', 'NATIONAL_ID', make_dni())
put('nid_nie1', 'NATIONAL_ID', make_nie())
put('nid_bsn1', 'NATIONAL_ID', make_bsn())
put('nid_bsn2', 'NATIONAL_ID', make_bsn())
put('nid_aadhaar1', 'NATIONAL_ID', make_aadhaar(' '))
put('nid_aadhaar2', 'NATIONAL_ID', make_aadhaar(''))
put('nid_sin1', 'NATIONAL_ID', make_sin(' '))
put('nid_sin2', 'NATIONAL_ID', make_sin('-'))
put('nid_nric1', 'NATIONAL_ID', make_nric('S'))
put('nid_nric2', 'NATIONAL_ID', make_nric('T'))
put('nid_hkid1', 'NATIONAL_ID', make_hkid())
put('nid_hkid2', 'NATIONAL_ID', make_hkid())
put('nid_cpf1', 'NATIONAL_ID', make_cpf())
put('nid_pesel1', 'NATIONAL_ID', make_pesel(1990, 5, 17, 'F'))
put('nid_pesel2', 'NATIONAL_ID', make_pesel(2002, 11, 3, 'M'))
put('nid_pnr1', 'NATIONAL_ID', make_pnr(1988, 11, 3))
put('nid_nino1', 'NATIONAL_ID', make_nino(True))
put('nid_nino2', 'NATIONAL_ID', make_nino(False))
put('nid_nino3', 'NATIONAL_ID', make_nino(True))
put('nid_hetu1', 'NATIONAL_ID', make_hetu(1979, 2, 28))
put('nid_nir1', 'NATIONAL_ID', make_nir('F', 1988, 7))
put('nid_fnr1', 'NATIONAL_ID', make_fnr(1991, 4, 9))
put('nid_be1', 'NATIONAL_ID', make_be_nn(1984, 7, 22, 'M'))
# api keys
put('key_aws1', 'APIKEY', 'AKIA' + rs(UP + '234567', 16))
put('key_aws2', 'APIKEY', 'AKIA' + rs(UP + '234567', 16))
put('key_aws3', 'APIKEY', 'AKIA' + rs(UP + '234567', 16))
put('key_ghp1', 'APIKEY', 'ghp_' + rs(ALNUM, 36))
put('key_ghp2', 'APIKEY', 'ghp_' + rs(ALNUM, 36))
put('key_ghfine1', 'APIKEY', 'github_pat_' + rs(ALNUM, 22) + '_' + rs(ALNUM, 59))
put('key_glpat1', 'APIKEY', 'glpat-' + rs(ALNUM + '-_', 20))
put('key_slack1', 'APIKEY', f'xoxb-{nz(12)}-{nz(13)}-{rs(ALNUM, 24)}')
put('key_slack2', 'APIKEY', f'xoxb-{nz(11)}-{nz(13)}-{rs(ALNUM, 24)}')
put('key_stripe1', 'APIKEY', 'sk_live_' + rs(ALNUM, 24))
put('key_stripe2', 'APIKEY', 'rk_live_51' + rs(ALNUM, 97))
put('key_stripe3', 'APIKEY', 'sk_live_51' + rs(ALNUM, 97))
put('key_openai1', 'APIKEY', 'sk-proj-' + rs(B64URL, 64))
put('key_openai2', 'APIKEY', 'sk-proj-' + rs(B64URL, 64))
put('key_anthropic1', 'APIKEY', 'sk-ant-api03-' + rs(B64URL, 93) + 'AA')
put('key_google1', 'APIKEY', 'AIza' + rs(B64URL, 35))
put('key_google2', 'APIKEY', 'AIza' + rs(B64URL, 35))
put('key_sendgrid1', 'APIKEY', 'SG.' + rs(B64URL, 22) + '.' + rs(B64URL, 43))
put('key_tg1', 'APIKEY', f'{rng.randint(5, 7)}{rs(DIG, 9)}:AA{rs(B64URL, 33)}')
put('key_tg2', 'APIKEY', f'{rng.randint(5, 7)}{rs(DIG, 9)}:AA{rs(B64URL, 33)}')
put('key_mailchimp1', 'APIKEY', rs(HEX, 32) + '-us' + str(rng.randint(2, 21)))
put('key_twilio1', 'APIKEY', 'SK' + rs(HEX, 32))
put('key_npm1', 'APIKEY', 'npm_' + rs(ALNUM, 36))
put('key_hf1', 'APIKEY', 'hf_' + rs(LET, 34))
put('key_shopify1', 'APIKEY', 'shpat_' + rs(HEX, 32))
put('key_shopify2', 'APIKEY', 'shpat_' + rs(HEX, 32))
put('key_ali1', 'APIKEY', 'LTAI5t' + rs(ALNUM, 18))
put('key_ali2', 'APIKEY', 'LTAI5t' + rs(ALNUM, 18))
put('key_ali3', 'APIKEY', 'LTAI5t' + rs(ALNUM, 18))
put('key_tencent1', 'APIKEY', 'AKID' + rs(ALNUM, 32))
put('key_deepseek1', 'APIKEY', 'sk-' + rs(HEX, 32))
put('key_deepseek2', 'APIKEY', 'sk-' + rs(HEX, 32))
put('key_figma1', 'APIKEY', 'figd_' + rs(B64URL, 40))
put('key_airtable1', 'APIKEY', 'pat' + rs(ALNUM, 14) + '.' + rs(HEX, 64))
put('key_notion1', 'APIKEY', 'secret_' + rs(ALNUM, 43))
put('key_mailgun1', 'APIKEY', 'key-' + rs(HEX, 32))
put('key_jwt1', 'APIKEY', make_jwt({'sub': 'rev_40817', 'role': 'reviewer', 'iat': 1716192000, 'exp': 1718784000}))
put('key_jwt2', 'APIKEY', make_jwt({'sub': '2291', 'scope': 'orders:write', 'iat': 1709280000}))
put('key_jwt3', 'APIKEY', make_jwt({'uid': 88412, 'tenant': 'gallery-pos', 'iat': 1712000000, 'exp': 1743536000}, 'HS512'))
put('key_jwt4', 'APIKEY', make_jwt({'sub': 'editor-07', 'aud': 'submissions', 'iat': 1704067200}, 'RS256'))
# secrets
put('sec_aws1', 'SECRET', rs(ALNUM + '/+', 40))
put('sec_aws2', 'SECRET', rs(ALNUM + '/+', 40))
put('sec_aws3', 'SECRET', rs(ALNUM + '/+', 40))
put('sec_ali1', 'SECRET', rs(ALNUM, 30))
put('sec_ali2', 'SECRET', rs(ALNUM, 30))
put('sec_ali3', 'SECRET', rs(ALNUM, 30))
put('sec_tencent1', 'SECRET', rs(ALNUM, 32))
put('sec_pem1', 'SECRET', make_pem('RSA'))
put('sec_pem2', 'SECRET', make_pem('OPENSSH'))
put('sec_pem3', 'SECRET', make_pem('EC'))
put('sec_totp1', 'SECRET', rs(B32, 32))
put('sec_totp2', 'SECRET', group(rs(B32, 32), [4] * 8))
put('sec_totp3', 'SECRET', rs(B32, 16))
put('sec_slackhook1', 'SECRET', f'https://hooks.slack.com/services/T{rs(UP + DIG, 10)}/B{rs(UP + DIG, 10)}/{rs(ALNUM, 24)}')
put('sec_slackhook2', 'SECRET', f'https://hooks.slack.com/services/T{rs(UP + DIG, 8)}/B{rs(UP + DIG, 10)}/{rs(ALNUM, 24)}')
put('sec_discordhook1', 'SECRET', f'https://discord.com/api/webhooks/{nz(19)}/{rs(B64URL, 68)}')
put('sec_dinghook1', 'SECRET', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64))
put('sec_dinghook2', 'SECRET', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64))
put('sec_wecomhook1', 'SECRET', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + uuid4())
put('sec_wecomhook2', 'SECRET', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + uuid4())
put('sec_feishuhook1', 'SECRET', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + uuid4())
put('sec_whsec1', 'SECRET', 'whsec_' + rs(ALNUM, 32))
put('sec_whsec2', 'SECRET', 'whsec_' + rs(ALNUM, 32))
put('sec_slacksign1', 'SECRET', rs(HEX, 32))
put('sec_dingsign1', 'SECRET', 'SEC' + rs(HEX, 64))
put('sec_django1', 'SECRET', rs(LOW + DIG + '!@#%^&*(-_=+)', 50))
put('sec_flask1', 'SECRET', rs(HEX, 64))
put('sec_session1', 'SECRET', rs(LOW + DIG, 32))
put('sec_session2', 'SECRET', f's%3A{rs(B64URL, 32)}.{rs(ALNUM, 43)}')
put('sec_jwtsecret1', 'SECRET', rs(ALNUM, 48))
put('sec_wxpay1', 'SECRET', rs(ALNUM, 32))
put('sec_mailgunsign1', 'SECRET', rs(HEX, 32))
# decoy values that need a realistic shape (not personal, not secret)
for i in range(1, 11):
    put(f'sha{i}', 'decoy', rs(HEX, 40))
for i in range(1, 11):
    put(f'uuid{i}', 'decoy', uuid4())
for i in range(1, 5):
    put(f'sha256_{i}', 'decoy', rs(HEX, 64))
for i in range(1, 4):
    put(f'md5_{i}', 'decoy', rs(HEX, 32))
put('pk_stripe1', 'decoy', 'pk_live_51' + rs(ALNUM, 97))
put('pk_stripe2', 'decoy', 'pk_test_' + rs(ALNUM, 24))
put('pk_mapbox1', 'decoy', 'pk.' + b64url({'u': 'inkwellpress', 'a': 'clq' + rs(LOW + DIG, 22)}) + '.' + rs(B64URL, 22))
put('wx_appid1', 'decoy', 'wx' + rs(HEX, 16))
put('wx_appid2', 'decoy', 'wx' + rs(HEX, 16))
put('oauth_client1', 'decoy', nz(12) + '-' + rs(LOW + DIG, 32) + '.apps.googleusercontent.com')
put('alipay_appid1', 'decoy', '2021' + rs(DIG, 12))
put('ga_id1', 'decoy', 'G-' + rs(UP + DIG, 10))

# added later (appended so that the earlier values keep their seed sequence)
put('card_up7', 'CARD', make_card('6212', 19, None))
put('card_up8', 'CARD', make_card('6230', 19, [4, 4, 4, 4, 3]))
put('card_up9', 'CARD', make_card('6216', 19, None))
put('card_up10', 'CARD', make_card('6250', 16, [4, 4, 4, 4]))
put('card_up11', 'CARD', make_card('6227', 19, None))
put('card_up12', 'CARD', make_card('6226', 16, None))
put('card_up13', 'CARD', make_card('6222', 19, None))
put('card_up14', 'CARD', make_card('6231', 19, [4, 4, 4, 4, 3]))
put('pp_kr2', 'PASSPORT', make_passport('KR'))

CHECKSUM_TYPES = {'CARD', 'IBAN', 'IDCARD', 'NATIONAL_ID'}


def validate(typ, v):
    if typ == 'CARD':
        return card_ok(v)
    if typ == 'IBAN':
        return iban_ok(v)
    if typ == 'SSN':
        return ssn_ok(v)
    if typ == 'IDCARD':
        return cnid_ok(v)
    if typ == 'PASSPORT':
        return passport_ok(v)
    if typ == 'NATIONAL_ID':
        return nid_kind(v) is not None
    if typ == 'APIKEY':
        return apikey_kind(v) is not None
    if typ == 'SECRET':
        return secret_kind(v) is not None
    return True


def _corruptions(v):
    """every one-digit substitution of v (digits only)."""
    for i, ch in enumerate(v):
        if ch.isdigit():
            for r in DIG:
                if r != ch:
                    yield v[:i] + r + v[i + 1:]


def selftest(verbose=False):
    errors = []
    # known reference values for the algorithms
    assert luhn_ok('4111111111111111') and not luhn_ok('4111111111111112')
    assert iban_ok('GB82 WEST 1234 5698 7654 32') and not iban_ok('GB82 WEST 1234 5698 7654 33')
    assert verhoeff_ok('2363') and not verhoeff_ok('2364')
    assert hkid_ok('A123456(3)') and cpf_ok('111.444.777-35')
    assert cnid_ok('11010519491231002X')
    assert dni_ok('12345678Z') and nric_ok('S1234567D')
    assert bsn_ok('111222333') and luhn_ok('046454286')
    assert pesel_ok('44051401359') and hetu_ok('131052-308T')
    assert nino_ok('AB 12 34 56 C') and not nino_ok('GB 12 34 56 C')
    stats = {}
    for name, v in VALUES.items():
        typ = KIND[name]
        if typ == 'decoy':
            if not v or v != v.strip():
                errors.append(f'{name}: bad decoy value')
            continue
        if not validate(typ, v):
            errors.append(f'{name}: {typ} value does not validate: {v!r}')
            continue
        fmt = nid_kind(v) if typ == 'NATIONAL_ID' else None
        if typ in CHECKSUM_TYPES and fmt != 'GB_NINO':
            # a corrupted value must fail the validator of the value's own format
            check = NID_VALIDATORS[fmt] if fmt else (lambda c, t=typ: validate(t, c))
            bad = list(_corruptions(v))
            caught = sum(1 for c in bad if not check(c))
            key = f'{typ}/{fmt}' if fmt else typ
            stats.setdefault(key, [0, 0])
            stats[key][0] += caught
            stats[key][1] += len(bad)
            # the canonical corruption: the last digit before the check position, +1 mod 10
            idx = [i for i, ch in enumerate(v) if ch.isdigit()]
            i = idx[-2] if len(idx) > 1 else idx[0]
            c = v[:i] + str((int(v[i]) + 1) % 10) + v[i + 1:]
            if check(c):
                errors.append(f'{name}: one-digit corruption still validates: {c!r}')
        else:
            # shape-only values (SSN, PASSPORT, NINO, APIKEY, SECRET): a one-digit
            # corruption cannot be detected, so corrupt the shape instead: the
            # first character replaced by '~' must fail.
            if validate(typ, '~' + v[1:]):
                errors.append(f'{name}: shape corruption still validates')
    for name, v in VALUES.items():
        if KIND[name] == 'IDCARD':
            b = cnid_birth(v)
            if b.strftime('%Y%m%d') != v[6:14]:
                errors.append(f'{name}: birth mismatch')
    if verbose:
        for typ, (c, n) in sorted(stats.items()):
            print(f'  {typ:12s} one-digit substitutions caught: {c}/{n}')
    if errors:
        for e in errors:
            print('FAIL', e)
        raise SystemExit(1)
    print(f'selftest ok: {len(VALUES)} values')
    return True


if __name__ == '__main__':
    if '-p' in sys.argv:
        for name, v in VALUES.items():
            print(f'{name:18s} {KIND[name]:12s} {v}')
    else:
        selftest(verbose=True)
