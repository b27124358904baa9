"""Check-digit and vendor-shaped values for the blind39 corpus.

Every value is generated from one seeded RNG (random.Random(20271205)), so the
corpus is reproducible.  Texts refer to them as `$name` inside the markup.

Run `python3 values.py` to run selftest() and print the values.
"""
import base64
import datetime
import hashlib
import hmac
import json
import random
import re
import string

RNG = random.Random(20271205)

DIGITS = string.digits
ALNUM = string.ascii_letters + string.digits
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
HEXL = '0123456789abcdef'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
URLSAFE = ALNUM + '-_'


def rs(alphabet, n):
    return ''.join(RNG.choice(alphabet) for _ in range(n))


def only_digits(s):
    return re.sub(r'\D', '', s)


def group(s, sizes, sep=' '):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


def valid_date(y, m, d):
    try:
        return datetime.date(y, m, d)
    except ValueError:
        return None


# --------------------------------------------------------------------------
# Payment cards (Luhn)
# --------------------------------------------------------------------------
def luhn_ok(s):
    d = only_digits(s)
    if not d:
        return False
    total = 0
    for i, ch in enumerate(reversed(d)):
        x = int(ch)
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        total += x
    return total % 10 == 0


def luhn_complete(partial):
    for c in DIGITS:
        if luhn_ok(partial + c):
            return partial + c
    raise AssertionError(partial)


def make_card(prefix, length):
    return luhn_complete(prefix + rs(DIGITS, length - len(prefix) - 1))


def card_brand(s):
    if not re.fullmatch(r'\d+(?:[ -]\d+)*', s):
        return None
    d = only_digits(s)
    n = len(d)
    if not (13 <= n <= 19) or not luhn_ok(d):
        return None
    if d[0] == '4' and n in (13, 16, 19):
        return 'visa'
    if n == 16 and (51 <= int(d[:2]) <= 55 or 2221 <= int(d[:4]) <= 2720):
        return 'mastercard'
    if n == 15 and d[:2] in ('34', '37'):
        return 'amex'
    if d[:2] == '62' and 16 <= n <= 19:
        return 'unionpay'
    if n == 16 and 3528 <= int(d[:4]) <= 3589:
        return 'jcb'
    if n == 16 and (d.startswith('6011') or d.startswith('65')):
        return 'discover'
    return None


# --------------------------------------------------------------------------
# IBAN (ISO 13616, mod 97)
# --------------------------------------------------------------------------
IBAN_LEN = {'GB': 22, 'DE': 22, 'NL': 18, 'IE': 22, 'FR': 27, 'ES': 24,
            'CH': 21, 'BE': 16, 'PL': 28, 'IT': 27, 'AT': 20}


def _iban_num(s):
    return int(''.join(str(int(c, 36)) for c in s))


def iban_ok(s):
    if not re.fullmatch(r'[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4})+', s):
        return False
    t = s.replace(' ', '')
    if IBAN_LEN.get(t[:2]) != len(t):
        return False
    return _iban_num(t[4:] + t[:4]) % 97 == 1


def make_iban(cc, bban, spaced=True):
    chk = 98 - _iban_num(bban + cc + '00') % 97
    t = f'{cc}{chk:02d}{bban}'
    assert iban_ok(t)
    if spaced:
        return ' '.join(t[i:i + 4] for i in range(0, len(t), 4))
    return t


def bban_gb():
    return RNG.choice(['BARC', 'LOYD', 'NWBK', 'HBUK', 'MIDL']) + rs(DIGITS, 14)


def bban_de():
    return rs(DIGITS, 18)


def bban_nl():
    return RNG.choice(['ABNA', 'RABO', 'INGB', 'TRIO']) + rs(DIGITS, 10)


def bban_ie():
    return RNG.choice(['AIBK', 'BOFI']) + rs(DIGITS, 14)


def bban_fr():
    bank, branch, acct = rs(DIGITS, 5), rs(DIGITS, 5), rs(DIGITS, 11)
    key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
    return f'{bank}{branch}{acct}{key:02d}'


def bban_es():
    bank, office, acct = rs(DIGITS, 4), rs(DIGITS, 4), rs(DIGITS, 10)

    def ctl(digs, w):
        v = 11 - sum(int(a) * b for a, b in zip(digs, w)) % 11
        return {11: 0, 10: 1}.get(v, v)
    c1 = ctl(bank + office, [4, 8, 5, 10, 9, 7, 3, 6])
    c2 = ctl(acct, [1, 2, 4, 8, 5, 10, 9, 7, 3, 6])
    return f'{bank}{office}{c1}{c2}{acct}'


def bban_ch():
    return rs(DIGITS, 17)


def bban_be():
    first = rs(DIGITS, 10)
    k = int(first) % 97 or 97
    return f'{first}{k:02d}'


def bban_pl():
    return rs(DIGITS, 24)


# --------------------------------------------------------------------------
# Chinese resident ID (GB 11643-1999)
# --------------------------------------------------------------------------
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_MAP = '10X98765432'


def cnid_check(body17):
    return CN_MAP[sum(int(a) * b for a, b in zip(body17, CN_W)) % 11]


def cnid_birthdate(s):
    if not re.fullmatch(r'\d{17}[\dX]', s):
        return None
    return valid_date(int(s[6:10]), int(s[10:12]), int(s[12:14]))


def cnid_ok(s):
    return bool(re.fullmatch(r'[1-8]\d{16}[\dX]', s)) and cnid_birthdate(s) is not None \
        and cnid_check(s[:17]) == s[17]


def make_cnid(area, dob, male):
    seq = RNG.randint(1, 99) * 10 + RNG.choice([1, 3, 5, 7, 9] if male else [0, 2, 4, 6, 8])
    body = f'{area}{dob.replace("-", "")}{seq:03d}'
    return body + cnid_check(body)


# --------------------------------------------------------------------------
# US SSN
# --------------------------------------------------------------------------
SSN_BLACKLIST = {'078051120', '219099999', '123456789'}


def ssn_ok(s):
    m = re.fullmatch(r'(\d{3})([- ]?)(\d{2})\2(\d{4})', s)
    if not m:
        return False
    a, g, se = m.group(1), m.group(3), m.group(4)
    if a in ('000', '666') or a[0] == '9' or g == '00' or se == '0000':
        return False
    return a + g + se not in SSN_BLACKLIST


def make_ssn():
    while True:
        a = RNG.randint(1, 899)
        if a != 666:
            break
    return f'{a:03d}-{RNG.randint(1, 99):02d}-{RNG.randint(1, 9999):04d}'


# --------------------------------------------------------------------------
# UK National Insurance number
# --------------------------------------------------------------------------
NINO_FIRST = 'ABCEGHJKLMNOPRSTWXYZ'
NINO_SECOND = 'ABCEGHJKLMNPRSTWXYZ'
NINO_BAD = {'BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'}


def nino_ok(s):
    if not re.fullmatch(r'[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]', s):
        return False
    t = s.replace(' ', '')
    return t[0] in NINO_FIRST and t[1] in NINO_SECOND and t[:2] not in NINO_BAD


def make_nino(spaced=True):
    while True:
        p = RNG.choice(NINO_FIRST) + RNG.choice(NINO_SECOND)
        if p not in NINO_BAD:
            break
    d, suf = rs(DIGITS, 6), RNG.choice('ABCD')
    return f'{p} {d[:2]} {d[2:4]} {d[4:]} {suf}' if spaced else p + d + suf


# --------------------------------------------------------------------------
# Dutch BSN (11-proef)
# --------------------------------------------------------------------------
def bsn_ok(s):
    if not re.fullmatch(r'\d{9}|\d{4}\.\d{2}\.\d{3}|\d{3} \d{3} \d{3}', s):
        return False
    d = only_digits(s)
    total = sum(int(d[i]) * (9 - i) for i in range(8)) - int(d[8])
    return d[0] != '0' and total % 11 == 0


def make_bsn():
    while True:
        first = str(RNG.randint(1, 9)) + rs(DIGITS, 7)
        r = sum(int(first[i]) * (9 - i) for i in range(8)) % 11
        if r < 10:
            return first + str(r)


# --------------------------------------------------------------------------
# Swedish personnummer (Luhn on 10 digits)
# --------------------------------------------------------------------------
def pnr_ok(s):
    m = re.fullmatch(r'(\d{2})?(\d{2})(\d{2})(\d{2})[-+]?(\d{4})', s)
    if not m:
        return False
    yy, mm, dd = int(m.group(2)), int(m.group(3)), int(m.group(4))
    if m.group(1):
        y = int(m.group(1) + m.group(2))
    else:
        y = 1900 + yy
    if valid_date(y, mm, dd) is None:
        return False
    return luhn_ok(m.group(2) + m.group(3) + m.group(4) + m.group(5))


def make_pnr(dob, male, century=False):
    y, mth, d = dob.split('-')
    nine = y[2:] + mth + d + rs(DIGITS, 2) + RNG.choice('13579' if male else '02468')
    full = luhn_complete(nine)
    return (y[:2] if century else '') + full[:6] + '-' + full[6:]


# --------------------------------------------------------------------------
# Finnish HETU
# --------------------------------------------------------------------------
HETU_CHARS = '0123456789ABCDEFHJKLMNPRSTUVWXY'


def hetu_ok(s):
    m = re.fullmatch(r'(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])', s)
    if not m:
        return False
    dd, mm, yy = int(m.group(1)), int(m.group(2)), int(m.group(3))
    sign = m.group(4)
    cent = 1800 if sign == '+' else 2000 if sign in 'ABCDEF' else 1900
    if valid_date(cent + yy, mm, dd) is None:
        return False
    return HETU_CHARS[int(m.group(1) + m.group(2) + m.group(3) + m.group(5)) % 31] == m.group(6)


def make_hetu(dob, male):
    y, mth, d = dob.split('-')
    sign = 'A' if int(y) >= 2000 else '-'
    n = RNG.randint(1, 449) * 2 + (1 if male else 0)
    n = max(2, min(n, 899))
    nnn = f'{n:03d}'
    chk = HETU_CHARS[int(d + mth + y[2:] + nnn) % 31]
    return f'{d}{mth}{y[2:]}{sign}{nnn}{chk}'


# --------------------------------------------------------------------------
# Spanish DNI / NIE
# --------------------------------------------------------------------------
DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def dni_ok(s):
    m = re.fullmatch(r'(\d{8})-?([A-Z])', s)
    if m:
        return DNI_L[int(m.group(1)) % 23] == m.group(2)
    m = re.fullmatch(r'([XYZ])-?(\d{7})-?([A-Z])', s)
    if m:
        return DNI_L[int('XYZ'.index(m.group(1)).__str__() + m.group(2)) % 23] == m.group(3)
    return False


def make_dni():
    n = RNG.randint(10000000, 79999999)
    return f'{n}{DNI_L[n % 23]}'


def make_nie():
    p = RNG.choice('XY')
    n = rs(DIGITS, 7)
    return f'{p}{n}{DNI_L[int(str("XYZ".index(p)) + n) % 23]}'


# --------------------------------------------------------------------------
# Brazilian CPF
# --------------------------------------------------------------------------
def _cpf_digit(digs):
    w = len(digs) + 1
    s = sum(int(d) * (w - i) for i, d in enumerate(digs))
    return (s * 10) % 11 % 10


def cpf_ok(s):
    if not re.fullmatch(r'\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11}', s):
        return False
    d = only_digits(s)
    if len(set(d)) == 1:
        return False
    return _cpf_digit(d[:9]) == int(d[9]) and _cpf_digit(d[:10]) == int(d[10])


def make_cpf():
    nine = rs(DIGITS, 9)
    d1 = _cpf_digit(nine)
    d2 = _cpf_digit(nine + str(d1))
    d = f'{nine}{d1}{d2}'
    return f'{d[:3]}.{d[3:6]}.{d[6:9]}-{d[9:]}'


# --------------------------------------------------------------------------
# Canadian SIN
# --------------------------------------------------------------------------
def sin_ok(s):
    if not re.fullmatch(r'\d{3}[ -]?\d{3}[ -]?\d{3}', s):
        return False
    d = only_digits(s)
    return d[0] != '8' and luhn_ok(d)


def make_sin():
    first = RNG.choice('1234567')
    d = luhn_complete(first + rs(DIGITS, 7))
    return f'{d[:3]} {d[3:6]} {d[6:]}'


# --------------------------------------------------------------------------
# Polish PESEL
# --------------------------------------------------------------------------
PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(s):
    if not re.fullmatch(r'\d{11}', s):
        return False
    yy, mm, dd = int(s[:2]), int(s[2:4]), int(s[4:6])
    cent = {0: 1900, 20: 2000, 40: 2100, 60: 2200, 80: 1800}[(mm // 20) * 20] if mm // 20 * 20 in (0, 20, 40, 60, 80) else None
    if cent is None or valid_date(cent + yy, mm % 20, dd) is None:
        return False
    chk = (10 - sum(int(a) * b for a, b in zip(s[:10], PESEL_W)) % 10) % 10
    return chk == int(s[10])


def make_pesel(dob, male):
    y, mth, d = dob.split('-')
    mm = int(mth) + (20 if int(y) >= 2000 else 0)
    body = f'{y[2:]}{mm:02d}{d}' + rs(DIGITS, 3) + RNG.choice('13579' if male else '02468')
    chk = (10 - sum(int(a) * b for a, b in zip(body, PESEL_W)) % 10) % 10
    return body + str(chk)


# --------------------------------------------------------------------------
# Singapore NRIC / FIN
# --------------------------------------------------------------------------
def nric_ok(s):
    m = re.fullmatch(r'([STFG])(\d{7})([A-Z])', s)
    if not m:
        return False
    p, d, c = m.groups()
    total = sum(int(a) * b for a, b in zip(d, [2, 7, 6, 5, 4, 3, 2]))
    if p in 'TG':
        total += 4
    r = total % 11
    return ('JZIHGFEDCBA' if p in 'ST' else 'XWUTRQPNMLK')[r] == c


def make_nric(prefix):
    d = rs(DIGITS, 7)
    total = sum(int(a) * b for a, b in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if prefix in 'TG' else 0)
    return prefix + d + ('JZIHGFEDCBA' if prefix in 'ST' else 'XWUTRQPNMLK')[total % 11]


# --------------------------------------------------------------------------
# Hong Kong ID
# --------------------------------------------------------------------------
def _hk_sum(letters, digits):
    letters = letters.rjust(2, ' ')
    v = [36 if c == ' ' else ord(c) - 55 for c in letters]
    return v[0] * 9 + v[1] * 8 + sum(int(a) * b for a, b in zip(digits, [7, 6, 5, 4, 3, 2]))


def hkid_ok(s):
    m = re.fullmatch(r'([A-Z]{1,2})(\d{6})\(([0-9A])\)', s) or \
        re.fullmatch(r'([A-Z]{1,2})(\d{6})([0-9A])', s)
    if not m:
        return False
    chk = (11 - _hk_sum(m.group(1), m.group(2)) % 11) % 11
    return ('A' if chk == 10 else str(chk)) == m.group(3)


def make_hkid(letters):
    d = rs(DIGITS, 6)
    chk = (11 - _hk_sum(letters, d) % 11) % 11
    return f'{letters}{d}({"A" if chk == 10 else chk})'


# --------------------------------------------------------------------------
# Taiwan national ID
# --------------------------------------------------------------------------
TW_MAP = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21,
              N=22, O=35, P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def twid_ok(s):
    if not re.fullmatch(r'[A-Z][12]\d{8}', s):
        return False
    n = TW_MAP[s[0]]
    digs = [n // 10, n % 10] + [int(c) for c in s[1:]]
    return sum(a * b for a, b in zip(digs, [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1])) % 10 == 0


def make_twid(letter, male):
    body = letter + ('1' if male else '2') + rs(DIGITS, 7)
    for c in DIGITS:
        if twid_ok(body + c):
            return body + c
    raise AssertionError


# --------------------------------------------------------------------------
# German Steuer-ID (ISO 7064 MOD 11,10)
# --------------------------------------------------------------------------
def steuer_check(ten):
    product = 10
    for ch in ten:
        s = (int(ch) + product) % 10 or 10
        product = (s * 2) % 11
    c = 11 - product
    return '0' if c == 10 else str(c)


def steuer_ok(s):
    if not re.fullmatch(r'\d{11}|\d{2} \d{3} \d{3} \d{3}', s):
        return False
    d = only_digits(s)
    if d[0] == '0':
        return False
    counts = sorted((d[:10].count(c) for c in set(d[:10])), reverse=True)
    if counts[0] not in (2, 3) or (len(counts) > 1 and counts[1] > 1):
        return False
    return steuer_check(d[:10]) == d[10]


def make_steuer():
    while True:
        digs = RNG.sample(DIGITS, 9)
        lst = digs + [RNG.choice(digs)]
        RNG.shuffle(lst)
        if lst[0] == '0':
            continue
        body = ''.join(lst)
        d = body + steuer_check(body)
        return f'{d[:2]} {d[2:5]} {d[5:8]} {d[8:]}'


# --------------------------------------------------------------------------
# Indian Aadhaar (Verhoeff)
# --------------------------------------------------------------------------
VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 7, 6, 8, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_check(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])


def aadhaar_ok(s):
    if not re.fullmatch(r'[2-9]\d{3} ?\d{4} ?\d{4}', s):
        return False
    return verhoeff_ok(only_digits(s))


def make_aadhaar():
    body = RNG.choice('23456789') + rs(DIGITS, 10)
    d = body + verhoeff_check(body)
    return f'{d[:4]} {d[4:8]} {d[8:]}'


NATIONAL_VALIDATORS = {
    'uk_nino': nino_ok, 'nl_bsn': bsn_ok, 'se_personnummer': pnr_ok, 'fi_hetu': hetu_ok,
    'es_dni_nie': dni_ok, 'br_cpf': cpf_ok, 'ca_sin': sin_ok, 'pl_pesel': pesel_ok,
    'sg_nric': nric_ok, 'hk_hkid': hkid_ok, 'tw_id': twid_ok, 'de_steuer_id': steuer_ok,
    'in_aadhaar': aadhaar_ok,
}


def national_kind(s):
    return [k for k, f in NATIONAL_VALIDATORS.items() if f(s)]


# --------------------------------------------------------------------------
# Passports (shape per issuing country)
# --------------------------------------------------------------------------
PASSPORT_PATTERNS = {
    'us': r'[1-9]\d{8}|A\d{8}', 'uk': r'\d{9}', 'cn': r'E\d{8}|E[A-HJ-NP-Z]\d{7}|[GDSP]\d{8}',
    'de': r'[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}', 'in': r'[A-Z]\d{7}', 'ca': r'[A-Z]{2}\d{6}',
    'fr': r'\d{2}[A-Z]{2}\d{5}', 'jp': r'T[A-Z]\d{7}', 'ie': r'[A-Z]{2}\d{7}', 'au': r'P[A-Z]\d{7}',
    'hk': r'[HK]\d{8}', 'sg': r'[EK]\d{7}[A-Z]', 'nl': r'[A-NP-Z]{2}[A-NP-Z0-9]{6}\d', 'tw': r'3\d{8}',
}


def passport_kind(s):
    return [k for k, p in PASSPORT_PATTERNS.items() if re.fullmatch(p, s)]


def make_passport(fmt):
    out = []
    for ch in fmt:
        if ch == '9':
            out.append(RNG.choice(DIGITS))
        elif ch == '@':
            out.append(RNG.choice(UPPER))
        elif ch == '#':
            out.append(RNG.choice('ABCDEFGHJKLMNPRSTUVWXYZ'))
        elif ch == '%':
            out.append(RNG.choice('CFGHJKLMNPRTVWXYZ0123456789'))
        elif ch == '&':
            out.append(RNG.choice('ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789'))
        else:
            out.append(ch)
    return ''.join(out)


# --------------------------------------------------------------------------
# Vendor-shaped API keys and secrets
# --------------------------------------------------------------------------
APIKEY_PATTERNS = {
    'openai_project': r'sk-proj-[A-Za-z0-9_-]{40,}',
    'openai_legacy': r'sk-[A-Za-z0-9]{48}',
    'dashscope_deepseek': r'sk-[a-f0-9]{32}',
    'anthropic': r'sk-ant-api03-[A-Za-z0-9_-]{80,}',
    'stripe_secret': r'sk_live_[A-Za-z0-9]{24,99}',
    'stripe_restricted': r'rk_live_[A-Za-z0-9]{24,99}',
    'github_classic': r'gh[pousr]_[A-Za-z0-9]{36}',
    'github_fine': r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}',
    'slack': r'xox[bpa]-\d{10,13}-\d{10,13}(?:-\d{10,13})?-[A-Za-z0-9]{24,32}',
    'aws_key_id': r'(?:AKIA|ASIA)[A-Z2-7]{16}',
    'gitlab': r'glpat-[A-Za-z0-9_-]{20}',
    'google': r'AIza[A-Za-z0-9_-]{35}',
    'huggingface': r'hf_[A-Za-z]{34}',
    'npm': r'npm_[A-Za-z0-9]{36}',
    'sendgrid': r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}',
    'telegram_bot': r'\d{8,10}:AA[A-Za-z0-9_-]{33}',
    'jwt': r'eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{20,}',
    'mailgun': r'key-[a-f0-9]{32}',
    'twilio_api_key': r'SK[a-f0-9]{32}',
    'alibaba_ak_id': r'LTAI[A-Za-z0-9]{20}',
    'tencent_secret_id': r'AKID[A-Za-z0-9]{32}',
    'shopify': r'shpat_[a-f0-9]{32}',
    'docker': r'dckr_pat_[A-Za-z0-9_-]{27}',
    'zhipu': r'[a-f0-9]{32}\.[A-Za-z0-9]{16}',
    'pypi': r'pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}',
}


def apikey_kind(s):
    return [k for k, p in APIKEY_PATTERNS.items() if re.fullmatch(p, s)]


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b'=').decode()


def make_jwt(payload, key):
    h = b64u(json.dumps({'alg': 'HS256', 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    sig = b64u(hmac.new(key, f'{h}.{p}'.encode(), hashlib.sha256).digest())
    return f'{h}.{p}.{sig}'


def jwt_ok(s):
    parts = s.split('.')
    if len(parts) != 3:
        return False
    try:
        for part in parts[:2]:
            json.loads(base64.urlsafe_b64decode(part + '=' * (-len(part) % 4)))
    except Exception:
        return False
    return True


def make_uuid():
    h = rs(HEXL, 32)
    h = h[:12] + '4' + h[13:16] + RNG.choice('89ab') + h[17:]
    return f'{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}'


def make_pem_ec():
    der = bytes([0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20]) + bytes(RNG.randrange(256) for _ in range(32)) \
        + bytes.fromhex('a00a06082a8648ce3d030107a144034200') + b'\x04' + bytes(RNG.randrange(256) for _ in range(64))
    assert len(der) == 121
    b = base64.b64encode(der).decode()
    lines = [b[i:i + 64] for i in range(0, len(b), 64)]
    return '-----BEGIN EC PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END EC PRIVATE KEY-----'


def secret_ok(s):
    if s != s.strip() or len(s) < 8:
        return False
    if '\n' in s:
        return s.startswith('-----BEGIN') and s.rstrip().endswith('-----')
    return True


# --------------------------------------------------------------------------
# The values
# --------------------------------------------------------------------------
VALUES = {}
VTYPE = {}   # name -> validator family


def put(name, family, value):
    assert name not in VALUES, name
    VALUES[name] = value
    VTYPE[name] = family


# cards ---------------------------------------------------------------------
put('visa_1', 'card', group(make_card('4', 16), [4, 4, 4, 4]))
put('visa_2', 'card', make_card('4', 16))
put('visa_3', 'card', group(make_card('4', 16), [4, 4, 4, 4], '-'))
put('visa_4', 'card', group(make_card('4', 16), [4, 4, 4, 4]))
put('visa_5', 'card', make_card('4', 16))
put('mc_1', 'card', group(make_card('5' + RNG.choice('12345'), 16), [4, 4, 4, 4]))
put('mc_2', 'card', make_card(str(RNG.randint(2221, 2720)), 16))
put('mc_3', 'card', group(make_card('5' + RNG.choice('12345'), 16), [4, 4, 4, 4]))
put('mc_4', 'card', group(make_card('5' + RNG.choice('12345'), 16), [4, 4, 4, 4], '-'))
put('amex_1', 'card', group(make_card('37', 15), [4, 6, 5]))
put('amex_2', 'card', make_card('34', 15))
put('cup_1', 'card', group(make_card('622202', 19), [4, 4, 4, 4, 3]))
put('cup_2', 'card', group(make_card('621483', 16), [4, 4, 4, 4]))
put('cup_3', 'card', make_card('6217', 19))
put('cup_4', 'card', make_card('622848', 19))
put('cup_5', 'card', make_card('6225', 16))
put('cup_6', 'card', group(make_card('6228', 19), [4, 4, 4, 4, 3]))
put('jcb_1', 'card', group(make_card('3566', 16), [4, 4, 4, 4]))

# IBANs ---------------------------------------------------------------------
put('iban_gb_1', 'iban', make_iban('GB', bban_gb()))
put('iban_gb_2', 'iban', make_iban('GB', bban_gb()))
put('iban_gb_3', 'iban', make_iban('GB', bban_gb(), spaced=False))
put('iban_gb_4', 'iban', make_iban('GB', bban_gb()))
put('iban_de_1', 'iban', make_iban('DE', bban_de()))
put('iban_de_2', 'iban', make_iban('DE', bban_de(), spaced=False))
put('iban_nl_1', 'iban', make_iban('NL', bban_nl()))
put('iban_ie_1', 'iban', make_iban('IE', bban_ie()))
put('iban_fr_1', 'iban', make_iban('FR', bban_fr()))
put('iban_es_1', 'iban', make_iban('ES', bban_es()))
put('iban_ch_1', 'iban', make_iban('CH', bban_ch()))
put('iban_be_1', 'iban', make_iban('BE', bban_be()))
put('iban_pl_1', 'iban', make_iban('PL', bban_pl()))

# Chinese resident IDs: name -> (area, dob, male) ------------------------------
CNID_SPECS = {
    'cnid_zhou': ('330106', '1978-04-02', True),
    'cnid_lin': ('310104', '1991-11-23', False),
    'cnid_chen': ('440305', '1985-07-09', True),
    'cnid_wang': ('110105', '2003-02-17', False),
    'cnid_liu': ('510107', '1969-12-30', True),
    'cnid_zhao': ('420106', '1994-05-05', False),
    'cnid_sun': ('320102', '1988-09-14', True),
    'cnid_huang': ('440106', '1975-03-28', False),
    'cnid_xu': ('370202', '2010-08-19', True),
    'cnid_ma': ('610113', '1982-01-06', False),
    'cnid_he': ('500103', '1999-10-31', True),
    'cnid_guo': ('120101', '1957-06-15', False),
    'cnid_tang': ('430104', '1990-02-28', True),
    'cnid_feng': ('350203', '1986-12-01', False),
    'cnid_yu': ('210102', '1972-07-22', True),
    'cnid_deng': ('450103', '1996-04-11', False),
    'cnid_luo': ('530102', '1983-08-08', True),
    'cnid_song': ('230103', '2001-03-03', False),
    'cnid_ye': ('330203', '1964-11-09', True),
    'cnid_xie': ('360102', '1993-06-25', False),
    'cnid_han': ('130102', '1987-10-17', True),
    'cnid_cao': ('340104', '2008-01-20', False),
    'cnid_peng': ('440304', '1980-05-30', True),
    'cnid_meng': ('410105', '1977-09-03', False),
    'cnid_jiang': ('320505', '1995-12-12', False),
    'cnid_qian': ('330102', '1960-02-14', True),
    'cnid_du': ('510104', '1989-03-19', True),
    'cnid_wei': ('310115', '1998-07-07', False),
    'cnid_shen': ('330402', '1971-04-26', False),
    'cnid_lu': ('320583', '1992-09-09', True),
    'cnid_fang': ('340202', '1984-06-18', False),
    'cnid_tian': ('150102', '1990-01-01', True),
    'cnid_xiao': ('430602', '2005-05-21', False),
    'cnid_gao': ('140105', '1966-03-08', True),
    'cnid_zheng': ('350102', '1997-11-30', False),
    'cnid_bai': ('110108', '1981-10-10', True),
    'cnid_kong': ('370811', '1993-01-27', False),
    'cnid_pan': ('440111', '2000-09-16', True),
}
for _n, (_a, _d, _m) in CNID_SPECS.items():
    put(_n, 'cnid', make_cnid(_a, _d, _m))

# US SSN --------------------------------------------------------------------
for _i in range(1, 8):
    put(f'ssn_{_i}', 'ssn', make_ssn())

# other national IDs ----------------------------------------------------------
put('nino_1', 'national', make_nino(True))
put('nino_2', 'national', make_nino(True))
put('nino_3', 'national', make_nino(False))
put('nino_4', 'national', make_nino(True))
put('nino_5', 'national', make_nino(False))
put('bsn_1', 'national', make_bsn())
put('bsn_2', 'national', make_bsn())
put('pnr_1', 'national', make_pnr('1987-05-14', True))
put('pnr_2', 'national', make_pnr('1993-10-02', False, century=True))
put('hetu_1', 'national', make_hetu('1992-11-03', False))
put('hetu_2', 'national', make_hetu('2004-02-29', True))
put('dni_1', 'national', make_dni())
put('dni_2', 'national', make_dni())
put('nie_1', 'national', make_nie())
put('cpf_1', 'national', make_cpf())
put('cpf_2', 'national', make_cpf())
put('sin_1', 'national', make_sin())
put('sin_2', 'national', make_sin())
put('pesel_1', 'national', make_pesel('1990-08-12', False))
put('pesel_2', 'national', make_pesel('2002-03-25', True))
put('nric_1', 'national', make_nric('S'))
put('nric_2', 'national', make_nric('T'))
put('fin_1', 'national', make_nric('G'))
put('hkid_1', 'national', make_hkid('K'))
put('hkid_2', 'national', make_hkid('XA'))
put('hkid_3', 'national', make_hkid('Y'))
put('twid_1', 'national', make_twid('F', False))
put('twid_2', 'national', make_twid('A', True))
put('twid_3', 'national', make_twid('H', False))
put('steuer_1', 'national', make_steuer())
put('steuer_2', 'national', make_steuer())
put('aadhaar_1', 'national', make_aadhaar())
put('aadhaar_2', 'national', make_aadhaar())

# passports -------------------------------------------------------------------
put('pp_us_1', 'passport', make_passport('5' + '99999999'))
put('pp_us_2', 'passport', make_passport('A99999999'))
put('pp_uk_1', 'passport', make_passport('1' + '99999999'))
put('pp_uk_2', 'passport', make_passport('5' + '99999999'))
put('pp_cn_1', 'passport', make_passport('E99999999'))
put('pp_cn_2', 'passport', make_passport('E#9999999'))
put('pp_cn_3', 'passport', make_passport('E99999999'))
put('pp_cn_4', 'passport', make_passport('E#9999999'))
put('pp_de_1', 'passport', make_passport('C%%%%%%%%'))
put('pp_in_1', 'passport', make_passport('@9999999'))
put('pp_ca_1', 'passport', make_passport('@@999999'))
put('pp_fr_1', 'passport', make_passport('99@@99999'))
put('pp_jp_1', 'passport', make_passport('T@9999999'))
put('pp_ie_1', 'passport', make_passport('@@9999999'))
put('pp_au_1', 'passport', make_passport('P@9999999'))
put('pp_hk_1', 'passport', make_passport('K99999999'))
put('pp_sg_1', 'passport', make_passport('K9999999@'))
put('pp_nl_1', 'passport', make_passport('N#&&&&&&9'))
put('pp_tw_1', 'passport', make_passport('3' + '99999999'))
put('pp_br_1', 'passport', make_passport('F@999999'))

# API keys ----------------------------------------------------------------------
put('openai_1', 'apikey', 'sk-proj-' + rs(URLSAFE, 64))
put('openai_2', 'apikey', 'sk-' + rs(ALNUM, 48))
put('anthropic_1', 'apikey', 'sk-ant-api03-' + rs(URLSAFE, 93) + 'AA')
put('dashscope_1', 'apikey', 'sk-' + rs(HEXL, 32))
put('deepseek_1', 'apikey', 'sk-' + rs(HEXL, 32))
put('zhipu_1', 'apikey', rs(HEXL, 32) + '.' + rs(ALNUM, 16))
put('stripe_sk_1', 'apikey', 'sk_live_' + rs(ALNUM, 24))
put('stripe_sk_2', 'apikey', 'sk_live_51' + rs(ALNUM, 97))
put('stripe_rk_1', 'apikey', 'rk_live_' + rs(ALNUM, 24))
put('gh_pat_1', 'apikey', 'ghp_' + rs(ALNUM, 36))
put('gh_pat_2', 'apikey', 'ghp_' + rs(ALNUM, 36))
put('gh_fine_1', 'apikey', 'github_pat_' + rs(ALNUM, 22) + '_' + rs(ALNUM, 59))
put('gh_oauth_1', 'apikey', 'gho_' + rs(ALNUM, 36))
put('slack_bot_1', 'apikey', f'xoxb-{rs(DIGITS, 12)}-{rs(DIGITS, 13)}-{rs(ALNUM, 24)}')
put('slack_user_1', 'apikey', f'xoxp-{rs(DIGITS, 12)}-{rs(DIGITS, 12)}-{rs(DIGITS, 13)}-{rs(HEXL, 32)}')
put('aws_id_1', 'apikey', 'AKIA' + rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16))
put('aws_id_2', 'apikey', 'AKIA' + rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16))
put('gitlab_1', 'apikey', 'glpat-' + rs(URLSAFE, 20))
put('google_1', 'apikey', 'AIza' + rs(URLSAFE, 35))
put('google_2', 'apikey', 'AIza' + rs(URLSAFE, 35))
put('hf_1', 'apikey', 'hf_' + rs(string.ascii_letters, 34))
put('npm_1', 'apikey', 'npm_' + rs(ALNUM, 36))
put('sendgrid_1', 'apikey', 'SG.' + rs(URLSAFE, 22) + '.' + rs(URLSAFE, 43))
put('sendgrid_2', 'apikey', 'SG.' + rs(URLSAFE, 22) + '.' + rs(URLSAFE, 43))
put('tg_bot_1', 'apikey', f'{RNG.randint(1000000000, 7999999999)}:AA{rs(URLSAFE, 33)}')
put('tg_bot_2', 'apikey', f'{RNG.randint(100000000, 999999999)}:AA{rs(URLSAFE, 33)}')
put('jwt_1', 'apikey', make_jwt({'sub': 'mbr_48213', 'role': 'box_office', 'iat': 1764950400,
                                 'exp': 1764954000}, rs(ALNUM, 32).encode()))
put('jwt_2', 'apikey', make_jwt({'sub': '7f3c2a91', 'scope': 'members:read members:write',
                                 'iss': 'https://auth.clubhub.internal', 'iat': 1766102400}, rs(ALNUM, 32).encode()))
put('jwt_3', 'apikey', make_jwt({'uid': 90412, 'tenant': 'lib-hz-07', 'exp': 1767225600}, rs(ALNUM, 32).encode()))
put('mailgun_1', 'apikey', 'key-' + rs(HEXL, 32))
put('twilio_sk_1', 'apikey', 'SK' + rs(HEXL, 32))
put('ali_id_1', 'apikey', 'LTAI' + rs(ALNUM, 20))
put('tencent_id_1', 'apikey', 'AKID' + rs(ALNUM, 32))
put('shopify_1', 'apikey', 'shpat_' + rs(HEXL, 32))
put('docker_1', 'apikey', 'dckr_pat_' + rs(URLSAFE, 27))
put('pypi_1', 'apikey', 'pypi-AgEIcHlwaS5vcmc' + rs(URLSAFE, 120))

# secrets -----------------------------------------------------------------------
put('aws_secret_1', 'secret', rs(ALNUM + '/+', 40))
put('aws_secret_2', 'secret', rs(ALNUM + '/+', 40))
put('ali_secret_1', 'secret', rs(ALNUM, 30))
put('tencent_secret_1', 'secret', rs(ALNUM, 32))
put('twilio_auth_1', 'secret', rs(HEXL, 32))
put('totp_1', 'secret', rs(B32, 32))
put('totp_2', 'secret', ' '.join(rs(B32.lower()[:26] + '234567', 4) for _ in range(8)))
put('totp_3', 'secret', rs(B32, 16))
put('slack_hook_1', 'secret', f'https://hooks.slack.com/services/T0{rs(UPPER + DIGITS, 8)}/B0{rs(UPPER + DIGITS, 9)}/{rs(ALNUM, 24)}')
put('discord_hook_1', 'secret', f'https://discord.com/api/webhooks/{RNG.randint(10**17, 10**18 - 1)}/{rs(URLSAFE, 68)}')
put('feishu_hook_1', 'secret', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + make_uuid())
put('dingtalk_hook_1', 'secret', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEXL, 64))
put('dingtalk_sign_1', 'secret', 'SEC' + rs(HEXL, 64))
put('wecom_hook_1', 'secret', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + make_uuid())
put('pem_ec_1', 'secret', make_pem_ec())
put('stripe_whsec_1', 'secret', 'whsec_' + rs(ALNUM, 32))
put('wxpay_key_1', 'secret', rs(ALNUM, 32))
put('django_key_1', 'secret', 'django-insecure-' + rs('abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)', 50))
put('google_oauth_1', 'secret', 'GOCSPX-' + rs(URLSAFE, 28))
put('feishu_app_secret_1', 'secret', rs(ALNUM, 32))
put('jwt_signing_1', 'secret', rs(HEXL, 64))
put('oauth_secret_1', 'secret', rs(ALNUM, 40))

# a few UUIDs for decoys (not personal)
for _i in range(1, 7):
    put(f'uuid_{_i}', 'uuid', make_uuid())

# added later (appended so that earlier values stay unchanged)
put('ali_id_2', 'apikey', 'LTAI' + rs(ALNUM, 20))
put('ali_secret_2', 'secret', rs(ALNUM, 30))


# --------------------------------------------------------------------------
# validation entry point (also used by check_blind.py)
# --------------------------------------------------------------------------
def check_value(span_type, v):
    """Return (ok, note) for a span value of the given type."""
    if span_type == 'CARD':
        b = card_brand(v)
        return bool(b), b or 'not a Luhn-valid card of a known brand'
    if span_type == 'IBAN':
        return iban_ok(v), 'mod-97/length'
    if span_type == 'IDCARD':
        return cnid_ok(v), 'GB 11643'
    if span_type == 'SSN':
        return ssn_ok(v), 'SSN rules'
    if span_type == 'NATIONAL_ID':
        k = national_kind(v)
        return bool(k), ','.join(k) or 'no national-ID validator accepts it'
    if span_type == 'PASSPORT':
        k = passport_kind(v)
        return bool(k), ','.join(k) or 'no passport shape'
    if span_type == 'APIKEY':
        k = apikey_kind(v)
        if 'jwt' in k and not jwt_ok(v):
            return False, 'JWT header/payload not JSON'
        return bool(k), ','.join(k) or 'no vendor shape'
    if span_type == 'SECRET':
        return secret_ok(v), 'secret shape'
    if span_type == 'CVV':
        return bool(re.fullmatch(r'\d{3,4}', v)), 'cvv'
    if span_type == 'EMAIL':
        return bool(re.fullmatch(r"[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+", v)), 'email'
    if span_type == 'PHONE':
        ok = bool(re.fullmatch(r'[+(]?[0-9][0-9 ().\-/]*[0-9](?:(?: ?(?:ext\.?|x|转|分机) ?)[0-9]{1,5})?', v))
        return ok and len(only_digits(v)) >= 7, 'phone'
    if span_type == 'PASSWORD':
        return v == v.strip() and len(v) >= 4, 'password'
    return v == v.strip() and len(v) > 0, 'non-empty'


FAMILY_TYPE = {'card': 'CARD', 'iban': 'IBAN', 'cnid': 'IDCARD', 'ssn': 'SSN', 'national': 'NATIONAL_ID',
               'passport': 'PASSPORT', 'apikey': 'APIKEY', 'secret': 'SECRET'}


def selftest(verbose=False):
    bad = []
    # every generated value validates
    for name, v in VALUES.items():
        fam = VTYPE[name]
        if fam == 'uuid':
            ok = bool(re.fullmatch(r'[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}', v))
        else:
            ok, _ = check_value(FAMILY_TYPE[fam], v)
        if fam == 'cnid':
            area, dob, male = CNID_SPECS[name]
            ok = ok and v[6:14] == dob.replace('-', '') and (int(v[16]) % 2 == 1) == male
        if not ok:
            bad.append(('generated', name, v))
    # published examples: positives
    positives = [
        (luhn_ok, '4111 1111 1111 1111'), (luhn_ok, '5555555555554444'), (luhn_ok, '378282246310005'),
        (luhn_ok, '6200000000000005'), (luhn_ok, '4012888888881881'),
        (lambda s: card_brand(s) == 'mastercard', '2223003122003222'),
        (iban_ok, 'GB82 WEST 1234 5698 7654 32'), (iban_ok, 'DE89 3704 0044 0532 0130 00'),
        (iban_ok, 'NL91 ABNA 0417 1643 00'), (iban_ok, 'FR14 2004 1010 0505 0001 3M02 606'),
        (iban_ok, 'BE68 5390 0754 7034'), (iban_ok, 'CH93 0076 2011 6238 5295 7'),
        (iban_ok, 'ES91 2100 0418 4502 0005 1332'), (iban_ok, 'IE29 AIBK 9311 5212 3456 78'),
        (iban_ok, 'PL61 1090 1014 0000 0712 1981 2874'),
        (cnid_ok, '11010519491231002X'),
        (ssn_ok, '536-22-1234'), (nino_ok, 'AB 12 34 56 C'), (nino_ok, 'JG103759A'),
        (bsn_ok, '111222333'), (bsn_ok, '123456782'),
        (pnr_ok, '811228-9874'), (hetu_ok, '131052-308T'), (dni_ok, '12345678Z'), (dni_ok, 'X1234567L'),
        (cpf_ok, '111.444.777-35'), (sin_ok, '046 454 286'), (pesel_ok, '44051401359'),
        (nric_ok, 'S1234567D'), (hkid_ok, 'A123456(3)'), (twid_ok, 'A123456789'),
        (steuer_ok, '86095742719'), (verhoeff_ok, '2363'), (verhoeff_ok, '123451'),
        (lambda s: verhoeff_check(s) == '3', '236'),
        (lambda s: bool(apikey_kind(s)), 'AKIAIOSFODNN7EXAMPLE'),
        (jwt_ok, 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'),
    ]
    negatives = [
        (luhn_ok, '4111 1111 1111 1112'), (card_brand, '1234 5678 9012 3456'),
        (iban_ok, 'GB82 WEST 1234 5698 7654 33'), (iban_ok, 'DE89 3704 0044 0532 0130 01'),
        (iban_ok, 'NL91 ABNA 0417 1643 0'), (cnid_ok, '110105194912310021'), (cnid_ok, '110105194902300024'),
        (ssn_ok, '000-12-3456'), (ssn_ok, '666-12-3456'), (ssn_ok, '912-12-3456'), (ssn_ok, '123-00-4567'),
        (ssn_ok, '078-05-1120'), (nino_ok, 'QQ 12 34 56 C'), (nino_ok, 'GB 12 34 56 A'), (nino_ok, 'AB 12 34 56 E'),
        (bsn_ok, '111222334'), (pnr_ok, '811228-9875'), (hetu_ok, '131052-308U'), (dni_ok, '12345678A'),
        (cpf_ok, '111.444.777-36'), (cpf_ok, '111.111.111-11'), (sin_ok, '046 454 287'),
        (pesel_ok, '44051401358'), (nric_ok, 'S1234567A'), (hkid_ok, 'A123456(4)'), (twid_ok, 'A123456788'),
        (steuer_ok, '86095742718'), (steuer_ok, '12345678901'), (verhoeff_ok, '2364'), (aadhaar_ok, '1234 5678 9012'),
        (jwt_ok, 'eyJhbGciOi.eyJzdWIi.abc'),
    ]
    for f, s in positives:
        if not f(s):
            bad.append(('published positive rejected', f.__name__, s))
    for f, s in negatives:
        if f(s):
            bad.append(('corrupted value accepted', f.__name__, s))
    # a corrupted copy of every check-digit value must fail
    for name, v in VALUES.items():
        fam = VTYPE[name]
        if fam not in ('card', 'iban', 'cnid', 'national'):
            continue
        idx = max(i for i, c in enumerate(v) if c.isdigit())
        if fam == 'iban':
            idx = 2  # first check digit
        corrupted = v[:idx] + str((int(v[idx]) + 1) % 10) + v[idx + 1:]
        if name.startswith('nino_'):
            corrupted = 'D' + v[1:]  # NINO has no check digit: corrupt the prefix
        if check_value(FAMILY_TYPE[fam], corrupted)[0] and fam != 'national':
            bad.append(('corruption not detected', name, corrupted))
        if fam == 'national' and set(national_kind(v)) & set(national_kind(corrupted)):
            bad.append(('corruption not detected', name, corrupted))
    if verbose:
        for name, v in VALUES.items():
            print(f'{name:22s} {v!r}')
    for b in bad:
        print('SELFTEST FAIL:', b)
    print(f'selftest: {len(VALUES)} values, {len(positives)} published positives, '
          f'{len(negatives)} corrupted negatives, {len(bad)} failures')
    return not bad


if __name__ == '__main__':
    import sys
    sys.exit(0 if selftest(verbose='-v' in sys.argv) else 1)
