#!/usr/bin/env python3
"""Value generators and validators for the blind91 evaluation corpus.

Every value that needs a check digit or a vendor shape is generated here from a
seeded random.Random and referred to from the texts as ``$name``.

    python3 values.py        run the self-test
    python3 values.py -p     print every value (name, type, value)

The validators defined here are also used by check_blind.py.
"""
import base64
import datetime
import json
import random
import re
import string
import sys
import zlib

SEED = 917003
R = random.Random(SEED)

DIG = string.digits
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
B62 = DIG + UPPER + LOWER
URLSAFE = B62 + '-_'
B32 = UPPER + '234567'
HEXL = '0123456789abcdef'


def rs(alphabet, n):
    return ''.join(R.choice(alphabet) for _ in range(n))


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def group(s, sizes, sep=' '):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b'=').decode()


def _date(y, m, d):
    try:
        return datetime.date(y, m, d)
    except ValueError:
        return None


# ---------------------------------------------------------------- cards (Luhn)

def luhn_ok(num):
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


def luhn_complete(payload):
    for c in DIG:
        if luhn_ok(payload + c):
            return payload + c
    raise AssertionError(payload)


def gen_card(prefix, length, sizes, sep=' '):
    payload = prefix + rs(DIG, length - 1 - len(prefix))
    return group(luhn_complete(payload), sizes, sep)


def card_ok(v):
    if not re.fullmatch(r'\d+(?:[ -]\d+)*', v):
        return False
    d = re.sub(r'[ -]', '', v)
    return 13 <= len(d) <= 19 and d[0] in '23456' and luhn_ok(d)


# ---------------------------------------------------------------- IBAN (mod 97)

IBAN_LEN = {'DE': 22, 'GB': 22, 'FR': 27, 'NL': 18, 'ES': 24, 'BE': 16,
            'IE': 22, 'AT': 20, 'CH': 21, 'PL': 28, 'IT': 27, 'PT': 25,
            'LU': 20, 'SE': 24, 'DK': 18, 'FI': 18, 'NO': 15}


def _iban_num(s):
    return int(''.join(str(int(c, 36)) for c in s))


def iban_ok(v):
    if not re.fullmatch(r'[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4})+', v):
        return False
    s = v.replace(' ', '')
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    return _iban_num(s[4:] + s[:4]) % 97 == 1


def make_iban(cc, bban, spaced=True):
    chk = 98 - _iban_num(bban + cc + '00') % 97
    s = f'{cc}{chk:02d}{bban}'
    assert len(s) == IBAN_LEN[cc], (cc, s)
    if spaced:
        return ' '.join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


def bban_fr():
    bank, branch, acct = R.choice(['30004', '30003', '20041', '10278']), rs(DIG, 5), rs(DIG, 11)
    key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
    return f'{bank}{branch}{acct}{key:02d}'


ES_W = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]


def es_dc(ten):
    d = 11 - sum(int(c) * w for c, w in zip(ten, ES_W)) % 11
    return {11: 0, 10: 1}.get(d, d)


def bban_es():
    bank, branch, acct = R.choice(['2100', '0049', '0182', '2085']), rs(DIG, 4), rs(DIG, 10)
    return f'{bank}{branch}{es_dc("00" + bank + branch)}{es_dc(acct)}{acct}'


def bban_be():
    ten = R.choice(['001', '068', '363', '735']) + rs(DIG, 7)
    n = int(ten) % 97 or 97
    return f'{ten}{n:02d}'


# ---------------------------------------------------------------- US SSN

def ssn_ok(v):
    m = re.fullmatch(r'(\d{3})([- ]?)(\d{2})\2(\d{4})', v)
    if not m:
        return False
    a, g, n = m.group(1), m.group(3), m.group(4)
    return a not in ('000', '666') and a[0] != '9' and g != '00' and n != '0000'


def gen_ssn(sep='-'):
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    return f'{a:03d}{sep}{R.randint(1, 99):02d}{sep}{R.randint(1, 9999):04d}'


# ---------------------------------------------------------------- China resident ID (GB 11643)

ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def idcard_check(body17):
    return '10X98765432'[sum(int(c) * w for c, w in zip(body17, ID_W)) % 11]


def idcard_validate(v):
    """Return the birth date if v is a valid 18-character resident ID, else None."""
    if not re.fullmatch(r'[1-8]\d{16}[\dX]', v):
        return None
    dob = _date(int(v[6:10]), int(v[10:12]), int(v[12:14]))
    if dob is None or not 1900 <= dob.year <= 2020:
        return None
    if idcard_check(v[:17]) != v[17]:
        return None
    return dob


def gen_idcard(region, dob, male):
    y, m, d = dob
    seq = R.randrange(0, 500) * 2 + (1 if male else 0)
    body = f'{region}{y:04d}{m:02d}{d:02d}{seq:03d}'
    return body + idcard_check(body)


# ---------------------------------------------------------------- other national IDs

def nid_bsn(s):
    if not re.fullmatch(r'\d{9}|\d{4}\.\d{2}\.\d{3}', s):
        return None
    d = [int(c) for c in s if c.isdigit()]
    tot = sum(d[i] * (9 - i) for i in range(8)) - d[8]
    return ('nl_bsn', None) if tot % 11 == 0 and d[0] + d[1] > 0 else None


DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def nid_dni(s):
    m = re.fullmatch(r'(\d{8})-?([A-Z])', s)
    if m:
        return ('es_dni', None) if DNI_L[int(m.group(1)) % 23] == m.group(2) else None
    m = re.fullmatch(r'([XYZ])-?(\d{7})-?([A-Z])', s)
    if m:
        n = int(str('XYZ'.index(m.group(1))) + m.group(2))
        return ('es_nie', None) if DNI_L[n % 23] == m.group(3) else None
    return None


def nid_nir(s):
    m = re.fullmatch(r'([12]) ?(\d{2}) ?(\d{2}) ?(\d{2}) ?(\d{3}) ?(\d{3}) ?(\d{2})', s)
    if not m:
        return None
    n = int(''.join(m.groups()[:6]))
    if 97 - n % 97 != int(m.group(7)) or not 1 <= int(m.group(3)) <= 12:
        return None
    return ('fr_nir', None)


def nid_pesel(s):
    if not re.fullmatch(r'\d{11}', s):
        return None
    d = [int(c) for c in s]
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    if (10 - sum(a * b for a, b in zip(d, w)) % 10) % 10 != d[10]:
        return None
    yy, mm, dd = int(s[:2]), int(s[2:4]), int(s[4:6])
    off = (mm // 20) * 20
    base = {0: 1900, 20: 2000, 40: 2100, 60: 2200, 80: 1800}[off]
    dob = _date(base + yy, mm - off, dd)
    return ('pl_pesel', dob) if dob else None


def nid_se(s):
    m = re.fullmatch(r'(\d{2})?(\d{2})(\d{2})(\d{2})([-+])(\d{4})', s)
    if not m:
        return None
    ten = m.group(2) + m.group(3) + m.group(4) + m.group(6)
    if not luhn_ok(ten):
        return None
    yy = int(m.group(2))
    if m.group(1):
        y = int(m.group(1) + m.group(2))
    else:
        y = 1900 + yy if (m.group(5) == '+' or yy > 25) else 2000 + yy
    dob = _date(y, int(m.group(3)), int(m.group(4)))
    return ('se_pnr', dob) if dob else None


def nid_sin(s):
    m = re.fullmatch(r'(\d{3})([ -]?)(\d{3})\2(\d{3})', s)
    if not m:
        return None
    d = m.group(1) + m.group(3) + m.group(4)
    return ('ca_sin', None) if d[0] not in '08' and luhn_ok(d) else None


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


def nid_aadhaar(s):
    m = re.fullmatch(r'([2-9]\d{3})([ -]?)(\d{4})\2(\d{4})', s)
    if not m:
        return None
    d = m.group(1) + m.group(3) + m.group(4)
    return ('in_aadhaar', None) if verhoeff_ok(d) else None


def nric_letter(prefix, seven):
    t = sum(int(c) * w for c, w in zip(seven, [2, 7, 6, 5, 4, 3, 2]))
    if prefix in 'TG':
        t += 4
    tbl = 'JZIHGFEDCBA' if prefix in 'ST' else 'XWUTRQPNMLK'
    return tbl[t % 11]


def nid_nric(s):
    m = re.fullmatch(r'([STFG])(\d{7})([A-Z])', s)
    if not m:
        return None
    return ('sg_nric', None) if nric_letter(m.group(1), m.group(2)) == m.group(3) else None


def hkid_check(prefix, digits):
    vals = ([36] if len(prefix) == 1 else []) + [ord(c) - 55 for c in prefix] + [int(c) for c in digits]
    t = sum(v * w for v, w in zip(vals, [9, 8, 7, 6, 5, 4, 3, 2]))
    c = (11 - t % 11) % 11
    return 'A' if c == 10 else str(c)


def nid_hkid(s):
    m = re.fullmatch(r'([A-Z]{1,2})(\d{6})\(([0-9A])\)', s)
    if not m:
        return None
    return ('hk_hkid', None) if hkid_check(m.group(1), m.group(2)) == m.group(3) else None


TW_MAP = dict(zip('ABCDEFGHJKLMNPQRSTUVXYWZIO', range(10, 36)))


def tw_sum(letter, nine):
    n = TW_MAP[letter]
    return n // 10 + (n % 10) * 9 + sum(int(a) * b for a, b in zip(nine, [8, 7, 6, 5, 4, 3, 2, 1, 1]))


def nid_tw(s):
    m = re.fullmatch(r'([A-Z])([12]\d{8})', s)
    if not m:
        return None
    return ('tw_id', None) if tw_sum(m.group(1), m.group(2)) % 10 == 0 else None


def cpf_digits(nine):
    d = [int(c) for c in nine]
    c1 = sum(a * b for a, b in zip(d, range(10, 1, -1))) * 10 % 11 % 10
    d.append(c1)
    c2 = sum(a * b for a, b in zip(d, range(11, 1, -1))) * 10 % 11 % 10
    return f'{c1}{c2}'


def nid_cpf(s):
    m = re.fullmatch(r'(\d{3})\.(\d{3})\.(\d{3})-(\d{2})', s)
    if not m:
        return None
    nine = m.group(1) + m.group(2) + m.group(3)
    if len(set(nine)) == 1:
        return None
    return ('br_cpf', None) if cpf_digits(nine) == m.group(4) else None


CF_ODD = {'0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
          'A': 1, 'B': 0, 'C': 5, 'D': 7, 'E': 9, 'F': 13, 'G': 15, 'H': 17, 'I': 19, 'J': 21,
          'K': 2, 'L': 4, 'M': 18, 'N': 20, 'O': 11, 'P': 3, 'Q': 6, 'R': 8, 'S': 12, 'T': 14,
          'U': 16, 'V': 10, 'W': 22, 'X': 25, 'Y': 24, 'Z': 23}
CF_MONTH = 'ABCDEHLMPRST'


def cf_check(s15):
    t = 0
    for i, c in enumerate(s15):
        if i % 2 == 0:
            t += CF_ODD[c]
        else:
            t += int(c) if c.isdigit() else ord(c) - 65
    return chr(65 + t % 26)


def cf_part(name, is_given):
    name = name.upper().replace(' ', '')
    cons = [c for c in name if c.isalpha() and c not in 'AEIOU']
    vows = [c for c in name if c in 'AEIOU']
    if is_given and len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    return (''.join(cons + vows) + 'XXX')[:3]


def gen_cf(surname, given, dob, female, belfiore):
    y, m, d = dob
    s = (cf_part(surname, False) + cf_part(given, True) + f'{y % 100:02d}' + CF_MONTH[m - 1]
         + f'{d + (40 if female else 0):02d}' + belfiore)
    return s + cf_check(s)


def nid_cf(s):
    if not re.fullmatch(r'[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]', s):
        return None
    if cf_check(s[:15]) != s[15]:
        return None
    yy = int(s[6:8])
    dd = int(s[9:11])
    dob = _date(1900 + yy if yy > 25 else 2000 + yy, CF_MONTH.index(s[8]) + 1, dd - 40 if dd > 40 else dd)
    return ('it_cf', dob) if dob else None


NINO_BAD = {'BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'}


def nid_nino(s):
    m = re.fullmatch(r'([A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]) ?(\d{2}) ?(\d{2}) ?(\d{2}) ?([A-D])', s)
    if not m or m.group(1) in NINO_BAD:
        return None
    return ('uk_nino', None)


RRN_W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]


def rrn_check(twelve):
    return (11 - sum(int(a) * b for a, b in zip(twelve, RRN_W)) % 11) % 10


def nid_rrn(s):
    m = re.fullmatch(r'(\d{2})(\d{2})(\d{2})-?([1-4])(\d{6})', s)
    if not m:
        return None
    digits = ''.join(m.groups())
    if rrn_check(digits[:12]) != int(digits[12]):
        return None
    dob = _date((1900 if m.group(4) in '12' else 2000) + int(m.group(1)), int(m.group(2)), int(m.group(3)))
    return ('kr_rrn', dob) if dob else None


HETU_C = '0123456789ABCDEFHJKLMNPRSTUVWXY'


def nid_hetu(s):
    m = re.fullmatch(r'(\d{2})(\d{2})(\d{2})([-+A])(\d{3})([0-9A-Y])', s)
    if not m:
        return None
    if HETU_C[int(m.group(1) + m.group(2) + m.group(3) + m.group(5)) % 31] != m.group(6):
        return None
    cent = {'+': 1800, '-': 1900, 'A': 2000}[m.group(4)]
    dob = _date(cent + int(m.group(3)), int(m.group(2)), int(m.group(1)))
    return ('fi_hetu', dob) if dob else None


def nid_be(s):
    m = re.fullmatch(r'(\d{2})\.(\d{2})\.(\d{2})-(\d{3})\.(\d{2})', s)
    if not m:
        return None
    nine = m.group(1) + m.group(2) + m.group(3) + m.group(4)
    chk = int(m.group(5))
    if 97 - int(nine) % 97 == chk:
        y = 1900 + int(m.group(1))
    elif 97 - int('2' + nine) % 97 == chk:
        y = 2000 + int(m.group(1))
    else:
        return None
    dob = _date(y, int(m.group(2)), int(m.group(3)))
    return ('be_nn', dob) if dob else None


def nid_za(s):
    m = re.fullmatch(r'(\d{2})(\d{2})(\d{2}) ?(\d{4}) ?([01])(\d)(\d)', s)
    if not m:
        return None
    d = re.sub(r'\D', '', s)
    if not luhn_ok(d):
        return None
    yy = int(m.group(1))
    dob = _date(1900 + yy if yy > 25 else 2000 + yy, int(m.group(2)), int(m.group(3)))
    return ('za_id', dob) if dob else None


NID_VALIDATORS = [nid_bsn, nid_dni, nid_nir, nid_pesel, nid_se, nid_sin, nid_aadhaar,
                  nid_nric, nid_hkid, nid_tw, nid_cpf, nid_cf, nid_nino, nid_rrn,
                  nid_hetu, nid_be, nid_za]
NID_NO_CHECK = {'uk_nino'}


def natid_identify(v):
    """Return (scheme, birth date or None) for the first scheme v is valid under."""
    for f in NID_VALIDATORS:
        r = f(v)
        if r:
            return r
    return None


# ---------------------------------------------------------------- passports (shape only)

PASSPORT_SHAPES = [
    ('cn', r'E\d{8}|E[A-HJ-NP-Z]\d{7}|G\d{8}'),
    ('us', r'[A-Z]\d{8}|[0-9]\d{8}'),
    ('uk', r'\d{9}'),
    ('de', r'[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}'),
    ('fr', r'\d{2}[A-Z]{2}\d{5}'),
    ('in', r'[A-PR-WY][1-9]\d{5}[1-9]'),
    ('jp', r'[A-Z]{2}\d{7}'),
    ('hk', r'[HK]\d{8}'),
    ('ca', r'[A-Z]{2}\d{6}'),
    ('au', r'[A-Z]{1,2}\d{7}'),
    ('sg', r'[EK]\d{7}[A-Z]'),
    ('br', r'[A-Z]{2}\d{6}'),
]


def passport_shape(v):
    for name, rx in PASSPORT_SHAPES:
        if re.fullmatch(rx, v):
            return name
    return None


# ---------------------------------------------------------------- API keys and secrets

def b62enc(n, width=6):
    s = ''
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s.rjust(width, '0')


def crc_token(prefix):
    body = rs(B62, 30)
    return prefix + body + b62enc(zlib.crc32(body.encode()))


def crc_token_ok(v):
    m = re.fullmatch(r'(gh[pousr]_|npm_)([A-Za-z0-9]{30})([A-Za-z0-9]{6})', v)
    return bool(m) and b62enc(zlib.crc32(m.group(2).encode())) == m.group(3)


def jwt_ok(v):
    parts = v.split('.')
    if len(parts) != 3 or not all(re.fullmatch(r'[A-Za-z0-9_-]+', p) for p in parts):
        return False
    try:
        head = json.loads(base64.urlsafe_b64decode(parts[0] + '=' * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + '=' * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return isinstance(head, dict) and 'alg' in head and len(parts[2]) >= 20


APIKEY_SHAPES = [
    ('stripe_secret', r'(?:sk|rk)_live_[A-Za-z0-9]{24,99}'),
    ('github_token', r'gh[pousr]_[A-Za-z0-9]{36}'),
    ('github_fine_grained', r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}'),
    ('slack_token', r'xox[bpa]-\d{10,13}-\d{10,13}(?:-\d{10,13})?-[A-Za-z0-9]{24,32}'),
    ('aws_access_key_id', r'(?:AKIA|ASIA)[A-Z2-7]{16}'),
    ('google_api_key', r'AIza[0-9A-Za-z_-]{35}'),
    ('telegram_bot', r'\d{8,10}:AA[0-9A-Za-z_-]{33}'),
    ('openai_legacy', r'sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}'),
    ('openai_project', r'sk-proj-[A-Za-z0-9_-]{60,200}'),
    ('sendgrid', r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}'),
    ('shopify_access', r'shpat_[a-f0-9]{32}'),
    ('discogs_token', r'[A-Za-z]{40}'),
    ('mailchimp', r'[0-9a-f]{32}-us\d{1,2}'),
    ('gitlab_pat', r'glpat-[A-Za-z0-9_-]{20}'),
    ('npm_token', r'npm_[A-Za-z0-9]{36}'),
    ('jwt', r'eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{20,}'),
    ('square_access', r'EAAA[A-Za-z0-9_-]{60}'),
    ('mapbox_secret', r'sk\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}'),
    ('anthropic', r'sk-ant-api03-[A-Za-z0-9_-]{93}AA'),
    ('huggingface', r'hf_[A-Za-z]{34}'),
    ('aliyun_akid', r'LTAI[A-Za-z0-9]{20}'),
    ('tencent_secretid', r'AKID[A-Za-z0-9]{32}'),
    ('discord_bot', r'[MN][A-Za-z0-9_-]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}'),
    ('twilio_api_key', r'SK[0-9a-f]{32}'),
]


def apikey_shape(v):
    for name, rx in APIKEY_SHAPES:
        if re.fullmatch(rx, v):
            if name in ('github_token', 'npm_token') and not crc_token_ok(v):
                return None
            if name == 'jwt' and not jwt_ok(v):
                return None
            return name
    return None


SECRET_SHAPES = [
    ('pem_private_key', r'-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----\n(?:[A-Za-z0-9+/=]{1,64}\n)+-----END (?:[A-Z]+ )?PRIVATE KEY-----'),
    ('aws_secret', r'[A-Za-z0-9/+]{40}'),
    ('stripe_webhook_secret', r'whsec_[A-Za-z0-9]{32}'),
    ('slack_webhook', r'https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}'),
    ('discord_webhook', r'https://discord(?:app)?\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_-]{60,68}'),
    ('dingtalk_webhook', r'https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}'),
    ('dingtalk_sign_secret', r'SEC[0-9a-f]{64}'),
    ('wecom_webhook', r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'),
    ('feishu_webhook', r'https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'),
    ('totp_seed', r'(?:[A-Z2-7]{4} ?){4,8}|(?:[a-z2-7]{4} ?){4,8}'),
    ('recovery_code', r'[0-9a-f]{5}-[0-9a-f]{5}|\d{4} \d{4}|[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}'),
    ('hex32', r'[0-9a-f]{32}'),
    ('shopify_shared_secret', r'shpss_[a-f0-9]{32}'),
    ('square_secret', r'sq0csp-[A-Za-z0-9_-]{43}'),
    ('express_session', r's%3A[A-Za-z0-9_-]{32}\.[A-Za-z0-9]{43}'),
    ('session_id', r'[a-z0-9]{26,40}'),
    ('alnum_secret', r'[A-Za-z0-9_-]{30,100}'),
]


def secret_shape(v):
    for name, rx in SECRET_SHAPES:
        if re.fullmatch(rx, v):
            if name == 'totp_seed' and len(v.replace(' ', '')) % 8:
                continue
            return name
    return None


def pem(label, der):
    body = base64.b64encode(der).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return f'-----BEGIN {label}-----\n' + '\n'.join(lines) + f'\n-----END {label}-----'


def gen_pem_ec():
    der = (bytes.fromhex('30770201010420') + rbytes(32) + bytes.fromhex('a00a06082a8648ce3d030107a144034200')
           + b'\x04' + rbytes(64))
    return pem('EC PRIVATE KEY', der)


def gen_pem_pkcs8_ec():
    der = (bytes.fromhex('308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420')
           + rbytes(32) + bytes.fromhex('a144034200') + b'\x04' + rbytes(64))
    return pem('PRIVATE KEY', der)


def gen_uuid():
    h = rs(HEXL, 32)
    h = h[:12] + '4' + h[13:16] + R.choice('89ab') + h[17:]
    return f'{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}'


def gen_jwt(payload):
    h = b64u(json.dumps({'alg': 'HS256', 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    return f'{h}.{p}.{b64u(rbytes(32))}'


# ---------------------------------------------------------------- generic validation

CHECKSUM_TYPES = {'CARD', 'IBAN', 'IDCARD', 'NATIONAL_ID', 'SSN'}


def validate(typ, v):
    """Return (ok, info).  info: scheme name, or birth date for IDs."""
    if typ == 'CARD':
        return card_ok(v), 'luhn'
    if typ == 'IBAN':
        return iban_ok(v), v[:2]
    if typ == 'SSN':
        return ssn_ok(v), 'ssn'
    if typ == 'IDCARD':
        dob = idcard_validate(v)
        return dob is not None, dob
    if typ == 'NATIONAL_ID':
        r = natid_identify(v)
        return r is not None, r
    if typ == 'PASSPORT':
        r = passport_shape(v)
        return r is not None, r
    if typ == 'APIKEY':
        r = apikey_shape(v)
        return r is not None, r
    if typ == 'SECRET':
        r = secret_shape(v)
        return r is not None, r
    return True, None


# ---------------------------------------------------------------- the values

VALUES = {}
TYPE_OF = {}
META = {}


def add(name, typ, value, **meta):
    assert name not in VALUES, name
    VALUES[name] = value
    TYPE_OF[name] = typ
    META[name] = meta


# cards
add('card_v1', 'CARD', gen_card('4', 16, [4, 4, 4, 4], ' '))
add('card_v2', 'CARD', gen_card('4', 16, [4, 4, 4, 4], '-'))
add('card_v3', 'CARD', gen_card('4', 16, [16]))
add('card_v4', 'CARD', gen_card('4', 16, [4, 4, 4, 4], ' '))
add('card_v5', 'CARD', gen_card('4', 16, [4, 4, 4, 4], ' '))
add('card_v6', 'CARD', gen_card('4', 16, [4, 4, 4, 4], '-'))
add('card_mc1', 'CARD', gen_card('53', 16, [4, 4, 4, 4], ' '))
add('card_mc2', 'CARD', gen_card('55', 16, [16]))
add('card_mc3', 'CARD', gen_card('2221', 16, [4, 4, 4, 4], '-'))
add('card_mc4', 'CARD', gen_card('51', 16, [4, 4, 4, 4], ' '))
add('card_amex1', 'CARD', gen_card('37', 15, [4, 6, 5], ' '))
add('card_amex2', 'CARD', gen_card('34', 15, [4, 6, 5], '-'))
add('card_up1', 'CARD', gen_card('6222', 19, [4, 4, 4, 4, 3], ' '))
add('card_up2', 'CARD', gen_card('6217', 19, [4, 4, 4, 4, 3], ' '))
add('card_up3', 'CARD', gen_card('6228', 19, [19]))
add('card_up4', 'CARD', gen_card('6259', 16, [4, 4, 4, 4], ' '))
add('card_up5', 'CARD', gen_card('6225', 16, [16]))
add('card_disc1', 'CARD', gen_card('6011', 16, [4, 4, 4, 4], ' '))
add('card_jcb1', 'CARD', gen_card('3566', 16, [4, 4, 4, 4], ' '))

# IBANs
add('iban_de1', 'IBAN', make_iban('DE', R.choice('1234567') + rs(DIG, 7) + rs(DIG, 10)))
add('iban_de2', 'IBAN', make_iban('DE', R.choice('1234567') + rs(DIG, 7) + rs(DIG, 10), spaced=False))
add('iban_gb1', 'IBAN', make_iban('GB', 'NWBK' + rs(DIG, 14)))
add('iban_gb2', 'IBAN', make_iban('GB', 'MIDL' + rs(DIG, 14), spaced=False))
add('iban_gb3', 'IBAN', make_iban('GB', 'BUKB' + rs(DIG, 14)))
add('iban_fr1', 'IBAN', make_iban('FR', bban_fr()))
add('iban_nl1', 'IBAN', make_iban('NL', 'INGB' + rs(DIG, 10)))
add('iban_nl2', 'IBAN', make_iban('NL', 'RABO' + rs(DIG, 10), spaced=False))
add('iban_es1', 'IBAN', make_iban('ES', bban_es()))
add('iban_be1', 'IBAN', make_iban('BE', bban_be()))
add('iban_ie1', 'IBAN', make_iban('IE', 'AIBK' + rs(DIG, 14)))
add('iban_at1', 'IBAN', make_iban('AT', rs(DIG, 16)))
add('iban_ch1', 'IBAN', make_iban('CH', rs(DIG, 17)))
add('iban_pl1', 'IBAN', make_iban('PL', rs(DIG, 24)))
# organisation accounts (decoys)
add('org_iban_gb', 'DECOY', make_iban('GB', 'BARC' + rs(DIG, 14)))
add('org_iban_de', 'DECOY', make_iban('DE', '5' + rs(DIG, 17)))

# US SSNs
for i, sep in enumerate(['-', '-', '-', '-', ' ', '-', '', '-', '-', '-'], 1):
    add(f'ssn{i}', 'SSN', gen_ssn(sep))

# China resident IDs: (region, birth date, male)
IDCARDS = [
    ('110105', (1986, 4, 23), True), ('310104', (1992, 11, 8), False),
    ('440305', (1979, 2, 17), True), ('330106', (1995, 7, 30), False),
    ('510107', (1988, 12, 5), True), ('420106', (2001, 3, 19), False),
    ('320102', (1974, 9, 2), True), ('350203', (1990, 6, 11), False),
    ('430104', (1983, 1, 27), True), ('210203', (1997, 10, 14), False),
    ('370102', (1969, 5, 6), True), ('500103', (1993, 8, 21), False),
    ('610113', (1999, 12, 31), True), ('120101', (1985, 3, 3), False),
    ('440106', (1991, 9, 9), True), ('330102', (1977, 4, 1), False),
]
for i, (reg, dob, male) in enumerate(IDCARDS, 1):
    add(f'idcard{i}', 'IDCARD', gen_idcard(reg, dob, male), dob='%04d-%02d-%02d' % dob)


# other national IDs
def _bsn():
    while True:
        d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(7)]
        last = sum(d[i] * (9 - i) for i in range(8)) % 11
        if last < 10:
            return ''.join(map(str, d + [last]))


def _dni(sep=''):
    n = R.randint(10000000, 79999999)
    return f'{n}{sep}{DNI_L[n % 23]}'


def _nie():
    p = R.choice('XY')
    n = rs(DIG, 7)
    return f'{p}{n}{DNI_L[int(str("XYZ".index(p)) + n) % 23]}'


def _nir(sex, yy, mm, dept):
    body = f'{sex}{yy:02d}{mm:02d}{dept:02d}{R.randint(1, 999):03d}{R.randint(1, 999):03d}'
    key = 97 - int(body) % 97
    return f'{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key:02d}'


def _pesel(y, m, d, female):
    mm = m + {1800: 80, 1900: 0, 2000: 20}[y // 100 * 100]
    serial = rs(DIG, 3) + str(R.choice([0, 2, 4, 6, 8] if female else [1, 3, 5, 7, 9]))
    s = f'{y % 100:02d}{mm:02d}{d:02d}{serial}'
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return s + str((10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10)


def _pnr(y, m, d):
    nine = f'{y % 100:02d}{m:02d}{d:02d}{R.randint(100, 999)}'
    ten = luhn_complete(nine)
    return f'{ten[:6]}-{ten[6:]}'


def _sin(sep=' '):
    nine = luhn_complete(R.choice('1234567') + rs(DIG, 7))
    return group(nine, [3, 3, 3], sep)


def _aadhaar():
    eleven = R.choice('23456789') + rs(DIG, 10)
    return group(eleven + verhoeff_digit(eleven), [4, 4, 4], ' ')


def _nric(prefix):
    seven = ('8' if prefix == 'S' else '0') + rs(DIG, 6)
    return f'{prefix}{seven}{nric_letter(prefix, seven)}'


def _hkid(prefix):
    six = rs(DIG, 6)
    return f'{prefix}{six}({hkid_check(prefix, six)})'


def _twid(letter, sex):
    eight = rs(DIG, 7)
    for c in DIG:
        nine = f'{sex}{eight}{c}'
        if tw_sum(letter, nine) % 10 == 0:
            return letter + nine
    raise AssertionError


def _cpf():
    nine = rs(DIG, 9)
    c = cpf_digits(nine)
    return f'{nine[:3]}.{nine[3:6]}.{nine[6:]}-{c}'


def _nino():
    while True:
        p = R.choice('ABCEGHJKLMNOPRSTWXYZ') + R.choice('ABCEGHJKLMNPRSTWXYZ')
        if p not in NINO_BAD:
            break
    n = rs(DIG, 6)
    return f'{p} {n[:2]} {n[2:4]} {n[4:]} {R.choice("ABCD")}'


def _rrn(y, m, d, female):
    g = (2 if female else 1) + (2 if y >= 2000 else 0)
    twelve = f'{y % 100:02d}{m:02d}{d:02d}{g}{rs(DIG, 5)}'
    return f'{twelve[:6]}-{twelve[6:]}{rrn_check(twelve)}'


def _hetu(y, m, d):
    sign = {1800: '+', 1900: '-', 2000: 'A'}[y // 100 * 100]
    nnn = f'{R.randint(2, 899):03d}'
    return f'{d:02d}{m:02d}{y % 100:02d}{sign}{nnn}{HETU_C[int(f"{d:02d}{m:02d}{y % 100:02d}{nnn}") % 31]}'


def _be(y, m, d):
    nine = f'{y % 100:02d}{m:02d}{d:02d}{R.randint(1, 998):03d}'
    chk = 97 - int(('2' if y >= 2000 else '') + nine) % 97
    return f'{nine[:2]}.{nine[2:4]}.{nine[4:6]}-{nine[6:]}.{chk:02d}'


def _za(y, m, d, female):
    ssss = f'{R.randint(0, 4999) if female else R.randint(5000, 9999):04d}'
    twelve = f'{y % 100:02d}{m:02d}{d:02d}{ssss}08'
    return luhn_complete(twelve)


add('nl_bsn1', 'NATIONAL_ID', _bsn())
add('nl_bsn2', 'NATIONAL_ID', _bsn())
add('es_dni1', 'NATIONAL_ID', _dni())
add('es_dni2', 'NATIONAL_ID', _dni('-'))
add('es_nie1', 'NATIONAL_ID', _nie())
add('fr_nir1', 'NATIONAL_ID', _nir(1, 85, 5, 75))
add('fr_nir2', 'NATIONAL_ID', _nir(2, 91, 10, 69))
add('pl_pesel1', 'NATIONAL_ID', _pesel(1990, 2, 14, True), dob='1990-02-14')
add('pl_pesel2', 'NATIONAL_ID', _pesel(2002, 7, 9, False), dob='2002-07-09')
add('se_pnr1', 'NATIONAL_ID', _pnr(1984, 11, 23), dob='1984-11-23')
add('ca_sin1', 'NATIONAL_ID', _sin(' '))
add('ca_sin2', 'NATIONAL_ID', _sin('-'))
add('in_aadhaar1', 'NATIONAL_ID', _aadhaar())
add('in_aadhaar2', 'NATIONAL_ID', _aadhaar())
add('sg_nric1', 'NATIONAL_ID', _nric('S'))
add('sg_nric2', 'NATIONAL_ID', _nric('T'))
add('hk_hkid1', 'NATIONAL_ID', _hkid('K'))
add('hk_hkid2', 'NATIONAL_ID', _hkid('Y'))
add('hk_hkid3', 'NATIONAL_ID', _hkid('R'))
add('tw_id1', 'NATIONAL_ID', _twid('A', '2'))
add('tw_id2', 'NATIONAL_ID', _twid('F', '1'))
add('br_cpf1', 'NATIONAL_ID', _cpf())
add('br_cpf2', 'NATIONAL_ID', _cpf())
add('it_cf1', 'NATIONAL_ID', gen_cf('Ferrante', 'Giulia', (1991, 3, 22), True, 'F205'), dob='1991-03-22')
add('it_cf2', 'NATIONAL_ID', gen_cf('Bellucci', 'Marco', (1982, 10, 4), False, 'H501'), dob='1982-10-04')
add('uk_nino1', 'NATIONAL_ID', _nino())
add('uk_nino2', 'NATIONAL_ID', _nino())
add('uk_nino3', 'NATIONAL_ID', _nino())
add('kr_rrn1', 'NATIONAL_ID', _rrn(1993, 6, 15, True), dob='1993-06-15')
add('kr_rrn2', 'NATIONAL_ID', _rrn(1988, 1, 30, False), dob='1988-01-30')
add('fi_hetu1', 'NATIONAL_ID', _hetu(1978, 8, 4), dob='1978-08-04')
add('be_nn1', 'NATIONAL_ID', _be(1987, 12, 1), dob='1987-12-01')
add('za_id1', 'NATIONAL_ID', _za(1991, 9, 30, False), dob='1991-09-30')

# passports (formats without a check digit in the number itself)
add('pp_cn1', 'PASSPORT', 'E' + rs(DIG, 8))
add('pp_cn2', 'PASSPORT', 'E' + R.choice('ABCDEFGHJ') + rs(DIG, 7))
add('pp_cn3', 'PASSPORT', 'E' + R.choice('ABCDEFGHJ') + rs(DIG, 7))
add('pp_cn4', 'PASSPORT', 'E' + rs(DIG, 8))
add('pp_us1', 'PASSPORT', R.choice('56') + rs(DIG, 8))
add('pp_us2', 'PASSPORT', 'A' + rs(DIG, 8))
add('pp_uk1', 'PASSPORT', R.choice('1235') + rs(DIG, 8))
add('pp_de1', 'PASSPORT', 'C' + rs('CFGHJKLMNPRTVWXYZ0123456789', 8))
add('pp_fr1', 'PASSPORT', rs(DIG, 2) + rs(UPPER, 2) + rs(DIG, 5))
add('pp_in1', 'PASSPORT', R.choice('JKLMNPRTZ') + R.choice('123456789') + rs(DIG, 5) + R.choice('123456789'))
add('pp_jp1', 'PASSPORT', 'T' + R.choice('KRS') + rs(DIG, 7))
add('pp_hk1', 'PASSPORT', 'K' + rs(DIG, 8))
add('pp_ca1', 'PASSPORT', rs(UPPER, 2) + rs(DIG, 6))
add('pp_au1', 'PASSPORT', 'P' + R.choice('ABC') + rs(DIG, 7))
add('pp_sg1', 'PASSPORT', 'K' + rs(DIG, 7) + R.choice(UPPER))
add('pp_kr1', 'PASSPORT', 'M' + rs(DIG, 8))

# API keys
add('stripe_sk1', 'APIKEY', 'sk_live_' + rs(B62, 24))
add('stripe_sk2', 'APIKEY', 'sk_live_51' + rs(B62, 97))
add('stripe_rk1', 'APIKEY', 'rk_live_' + rs(B62, 24))
add('gh_pat1', 'APIKEY', crc_token('ghp_'))
add('gh_pat2', 'APIKEY', crc_token('ghp_'))
add('gh_oauth1', 'APIKEY', crc_token('gho_'))
add('gh_fine1', 'APIKEY', 'github_pat_11' + rs(DIG + UPPER, 20) + '_' + rs(B62, 59))
add('npm1', 'APIKEY', crc_token('npm_'))
add('slack_bot1', 'APIKEY', f'xoxb-{R.randint(10**10, 10**11)}-{R.randint(10**12, 10**13 - 1)}-{rs(B62, 24)}')
add('slack_bot2', 'APIKEY', f'xoxb-{R.randint(10**10, 10**11)}-{R.randint(10**12, 10**13 - 1)}-{rs(B62, 24)}')
add('slack_user1', 'APIKEY', f'xoxp-{R.randint(10**10, 10**11)}-{R.randint(10**10, 10**11)}-{R.randint(10**12, 10**13 - 1)}-{rs(HEXL, 32)}')
add('aws_akid1', 'APIKEY', 'AKIA' + rs(B32, 16))
add('aws_akid2', 'APIKEY', 'AKIA' + rs(B32, 16))
add('aws_akid3', 'APIKEY', 'AKIA' + rs(B32, 16))
add('google_key1', 'APIKEY', 'AIza' + rs(URLSAFE, 35))
add('google_key2', 'APIKEY', 'AIza' + rs(URLSAFE, 35))
add('google_key3', 'APIKEY', 'AIza' + rs(URLSAFE, 35))
add('tg_bot1', 'APIKEY', f'{R.randint(10**9, 7 * 10**9)}:AA' + rs(URLSAFE, 33))
add('tg_bot2', 'APIKEY', f'{R.randint(10**9, 7 * 10**9)}:AA' + rs(URLSAFE, 33))
add('openai1', 'APIKEY', 'sk-' + rs(B62, 20) + 'T3BlbkFJ' + rs(B62, 20))
add('openai_proj1', 'APIKEY', 'sk-proj-' + rs(URLSAFE, 74) + 'T3BlbkFJ' + rs(URLSAFE, 74))
add('sendgrid1', 'APIKEY', 'SG.' + rs(URLSAFE, 22) + '.' + rs(URLSAFE, 43))
add('shopify_at1', 'APIKEY', 'shpat_' + rs(HEXL, 32))
add('shopify_at2', 'APIKEY', 'shpat_' + rs(HEXL, 32))
add('discogs1', 'APIKEY', rs(UPPER + LOWER, 40))
add('discogs2', 'APIKEY', rs(UPPER + LOWER, 40))
add('mailchimp1', 'APIKEY', rs(HEXL, 32) + '-us' + str(R.randint(2, 21)))
add('gitlab1', 'APIKEY', 'glpat-' + rs(URLSAFE, 20))
add('jwt1', 'APIKEY', gen_jwt({'sub': 'svc-inventory', 'scope': 'stock:write', 'iat': 1716301155, 'exp': 1747837155}))
add('jwt2', 'APIKEY', gen_jwt({'sub': 'pos-terminal-02', 'role': 'cashier', 'iat': 1721890000}))
add('jwt3', 'APIKEY', gen_jwt({'iss': 'grading-portal', 'aud': 'api', 'uid': 55310, 'iat': 1709251200}))
add('jwt4', 'APIKEY', gen_jwt({'sub': 'erp-sync', 'tenant': 'cn-east', 'iat': 1730000000, 'exp': 1761536000}))
add('square1', 'APIKEY', 'EAAA' + rs(URLSAFE, 60))
add('mapbox_sk1', 'APIKEY', 'sk.' + b64u(json.dumps({'u': 'ironmongers-yard', 'a': 'cl' + rs(LOWER + DIG, 23)}, separators=(',', ':')).encode()) + '.' + rs(URLSAFE, 22))
add('anthropic1', 'APIKEY', 'sk-ant-api03-' + rs(URLSAFE, 93) + 'AA')
add('hf1', 'APIKEY', 'hf_' + rs(UPPER + LOWER, 34))
add('aliyun_akid1', 'APIKEY', 'LTAI' + rs(B62, 20))
add('aliyun_akid2', 'APIKEY', 'LTAI' + rs(B62, 20))
add('tencent_id1', 'APIKEY', 'AKID' + rs(B62, 32))
add('discord_bot1', 'APIKEY', b64u(str(R.randint(10**17, 2 * 10**18)).encode()) + '.' + rs(URLSAFE, 6) + '.' + rs(URLSAFE, 38))
add('twilio_sk1', 'APIKEY', 'SK' + rs(HEXL, 32))

# secrets
add('aws_secret1', 'SECRET', rs(UPPER + LOWER + DIG + '/+', 40))
add('aws_secret2', 'SECRET', rs(UPPER + LOWER + DIG + '/+', 40))
add('aws_secret3', 'SECRET', rs(UPPER + LOWER + DIG + '/+', 40))
add('whsec1', 'SECRET', 'whsec_' + rs(B62, 32))
add('whsec2', 'SECRET', 'whsec_' + rs(B62, 32))
add('slack_hook1', 'SECRET', f'https://hooks.slack.com/services/T{rs(UPPER + DIG, 8)}/B{rs(UPPER + DIG, 10)}/{rs(B62, 24)}')
add('slack_hook2', 'SECRET', f'https://hooks.slack.com/services/T{rs(UPPER + DIG, 10)}/B{rs(UPPER + DIG, 10)}/{rs(B62, 24)}')
add('discord_hook1', 'SECRET', f'https://discord.com/api/webhooks/{R.randint(10**17, 2 * 10**18)}/{rs(URLSAFE, 68)}')
add('discord_hook2', 'SECRET', f'https://discord.com/api/webhooks/{R.randint(10**17, 2 * 10**18)}/{rs(URLSAFE, 68)}')
add('ding_hook1', 'SECRET', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEXL, 64))
add('ding_sign1', 'SECRET', 'SEC' + rs(HEXL, 64))
add('wecom_hook1', 'SECRET', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + gen_uuid())
add('feishu_hook1', 'SECRET', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + gen_uuid())
add('totp1', 'SECRET', rs(B32, 32))
add('totp2', 'SECRET', rs(B32, 16))
add('totp3', 'SECRET', group(rs(B32, 32).lower(), [4] * 8, ' '))
add('totp4', 'SECRET', rs(B32, 32))
for i in range(1, 11):
    add(f'recov{i}', 'SECRET', rs(HEXL, 5) + '-' + rs(HEXL, 5))
for i in range(1, 6):
    add(f'gcode{i}', 'SECRET', rs(DIG, 4) + ' ' + rs(DIG, 4))
add('pem_ec1', 'SECRET', gen_pem_ec())
add('pem_ec2', 'SECRET', gen_pem_pkcs8_ec())
add('cookie_dj1', 'SECRET', rs(LOWER + DIG, 32))
add('cookie_dj2', 'SECRET', rs(LOWER + DIG, 32))
add('cookie_php1', 'SECRET', rs(LOWER + DIG, 26))
add('cookie_ex1', 'SECRET', 's%3A' + rs(URLSAFE, 32) + '.' + rs(B62, 43))
add('twilio_auth1', 'SECRET', rs(HEXL, 32))
add('slack_sign1', 'SECRET', rs(HEXL, 32))
add('shpss1', 'SECRET', 'shpss_' + rs(HEXL, 32))
add('square_sec1', 'SECRET', 'sq0csp-' + rs(URLSAFE, 43))
add('aliyun_sec1', 'SECRET', rs(B62, 30))
add('aliyun_sec2', 'SECRET', rs(B62, 30))
add('tencent_sk1', 'SECRET', rs(B62, 32))
add('wxpay_key1', 'SECRET', rs(B62, 32))
add('paypal_sec1', 'SECRET', 'E' + rs(URLSAFE, 79))
add('jwt_secret1', 'SECRET', rs(B62, 48))

# decoys with a vendor shape
add('pk_live1', 'DECOY', 'pk_live_' + rs(B62, 24))
add('pk_live2', 'DECOY', 'pk_live_51' + rs(B62, 97))
add('google_client1', 'DECOY', f'{R.randint(10**11, 10**12)}-{rs(LOWER + DIG, 32)}.apps.googleusercontent.com')
add('wx_appid1', 'DECOY', 'wx' + rs(HEXL, 16))
add('mapbox_pk1', 'DECOY', 'pk.' + b64u(json.dumps({'u': 'ironmongers-yard', 'a': 'cl' + rs(LOWER + DIG, 23)}, separators=(',', ':')).encode()) + '.' + rs(URLSAFE, 22))
add('paypal_client1', 'DECOY', 'A' + rs(URLSAFE, 79))
add('twilio_acsid1', 'DECOY', 'AC' + rs(HEXL, 32))
add('uuid1', 'DECOY', gen_uuid())
add('uuid2', 'DECOY', gen_uuid())
add('uuid3', 'DECOY', gen_uuid())
add('uuid4', 'DECOY', gen_uuid())
add('sha1', 'DECOY', rs(HEXL, 40))
add('sha2', 'DECOY', rs(HEXL, 40))
add('sha256a', 'DECOY', rs(HEXL, 64))


# added later (appended so that earlier values keep their seeded draws)
add('iban_gb4', 'IBAN', make_iban('GB', 'LOYD' + rs(DIG, 14)))
add('iban_gb5', 'IBAN', make_iban('GB', 'HBUK' + rs(DIG, 14)))
add('iban_de3', 'IBAN', make_iban('DE', R.choice('1234567') + rs(DIG, 17)))
add('iban_fr2', 'IBAN', make_iban('FR', bban_fr(), spaced=False))
add('card_up6', 'CARD', gen_card('6214', 16, [4, 4, 4, 4], ' '))
add('card_up7', 'CARD', gen_card('6230', 19, [4, 4, 4, 4, 3], ' '))
add('card_up8', 'CARD', gen_card('6226', 16, [16]))
add('card_up9', 'CARD', gen_card('6212', 19, [6, 13], ' '))
for i, (reg, dob, male) in enumerate([('440304', (1996, 2, 29), False), ('330203', (1989, 7, 7), True),
                                      ('110108', (2000, 1, 15), True), ('310115', (1982, 12, 12), False)], 17):
    add(f'idcard{i}', 'IDCARD', gen_idcard(reg, dob, male), dob='%04d-%02d-%02d' % dob)

# ---------------------------------------------------------------- self-test

def corrupt(typ, v):
    """One-digit corruption of a value (None where the type has no check digit)."""
    if typ == 'SSN':
        return '9' + v[1:]
    if typ == 'NATIONAL_ID' and natid_identify(v)[0] in NID_NO_CHECK:
        return None
    if typ == 'APIKEY' and apikey_shape(v) in ('github_token', 'npm_token'):
        i = 6
        c = v[i]
        return v[:i] + ('a' if c != 'a' else 'b') + v[i + 1:]
    if typ not in CHECKSUM_TYPES:
        return None
    pos = [i for i, c in enumerate(v) if c.isdigit()]
    if typ == 'IBAN':
        pos = [i for i in pos if i >= 5]
    i = pos[len(pos) // 2]
    return v[:i] + str((int(v[i]) + 1) % 10) + v[i + 1:]


def selftest(verbose=False):
    bad = 0
    corrupted = 0
    for name, v in VALUES.items():
        typ = TYPE_OF[name]
        if typ == 'DECOY':
            continue
        ok, info = validate(typ, v)
        if not ok:
            print('INVALID', name, typ, v)
            bad += 1
            continue
        want = META[name].get('dob')
        if want:
            got = info if typ == 'IDCARD' else info[1]
            if str(got) != want:
                print('DOB MISMATCH', name, v, got, want)
                bad += 1
        c = corrupt(typ, v)
        if c is not None:
            corrupted += 1
            if validate(typ, c)[0]:
                print('CORRUPTION NOT DETECTED', name, v, c)
                bad += 1
    for name in ('org_iban_gb', 'org_iban_de'):
        if not iban_ok(VALUES[name]):
            print('INVALID decoy IBAN', name)
            bad += 1
    if verbose or bad:
        print(f'selftest: {len(VALUES)} values, {corrupted} corruption checks, {bad} problems')
    return bad == 0


if __name__ == '__main__':
    if '-p' in sys.argv[1:]:
        for name, v in VALUES.items():
            print(f'{name:16} {TYPE_OF[name]:12} {v!r}')
    ok = selftest(verbose=True)
    sys.exit(0 if ok else 1)
