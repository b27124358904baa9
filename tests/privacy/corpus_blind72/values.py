#!/usr/bin/env python3
"""Generated values for the blind72 corpus.

Every value that needs a check digit or a vendor shape is generated here from a
seeded random.Random, stored in VALUES and referred to in the texts as $name.

    python3 values.py        -> runs selftest()
    python3 values.py -p     -> prints every value

selftest() validates every value; for values with a check digit it tries every
single-digit substitution and requires each one to fail. SSNs, passports, UK
NINO, MyKad, vendor keys and secrets have no check digit and are validated by
shape (SSN: an impossible area number must be rejected).
"""
import base64
import datetime
import json
import random
import re
import string
import sys

SEED = 720572
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
UPDIG = UP + DIG
LOWDIG = LOW + DIG
HEXL = '0123456789abcdef'
B64URL = ALNUM + '-_'
B64 = ALNUM + '+/'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'


def rnd(chars, n):
    return ''.join(R.choice(chars) for _ in range(n))


def only_digits(s):
    return ''.join(c for c in s if c.isdigit())


def group(s, sizes, sep):
    out, i = [], 0
    for n in sizes:
        if i >= len(s):
            break
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def corruptions(value):
    for i, ch in enumerate(value):
        if ch.isdigit():
            for d in DIG:
                if d != ch:
                    yield value[:i] + d + value[i + 1:]


def valid_date(y, m, d):
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False


# --------------------------------------------------------------------- Luhn
def luhn_ok(s):
    d = only_digits(s)
    if len(d) < 2:
        return False
    total = 0
    for i, ch in enumerate(reversed(d)):
        v = int(ch)
        if i % 2 == 1:
            v *= 2
            if v > 9:
                v -= 9
        total += v
    return total % 10 == 0


def luhn_complete(body):
    for c in DIG:
        if luhn_ok(body + c):
            return body + c
    raise ValueError(body)


def card_ok(s):
    if not re.fullmatch(r'[0-9][0-9 \-]*[0-9]', s):
        return False
    d = only_digits(s)
    return 13 <= len(d) <= 19 and luhn_ok(d)


def make_card(prefix, length, sizes, sep):
    body = prefix + rnd(DIG, length - len(prefix) - 1)
    return group(luhn_complete(body), sizes, sep)


# --------------------------------------------------------------------- IBAN
IBAN_LEN = {'GB': 22, 'DE': 22, 'FR': 27, 'NL': 18, 'ES': 24, 'IT': 27,
            'IE': 22, 'CH': 21, 'BE': 16, 'AT': 20, 'PL': 28, 'SE': 24,
            'PT': 25, 'LU': 20}


def _iban_num(s):
    return int(''.join(str(int(c, 36)) for c in s))


def iban_ok(s):
    if not re.fullmatch(r'[A-Z]{2}[0-9]{2}[A-Z0-9 ]+', s):
        return False
    c = s.replace(' ', '')
    if IBAN_LEN.get(c[:2]) != len(c):
        return False
    return _iban_num(c[4:] + c[:4]) % 97 == 1


def make_iban(cc, bban, spaced=True):
    chk = 98 - _iban_num(bban + cc + '00') % 97
    full = '%s%02d%s' % (cc, chk, bban)
    return group(full, [4] * 10, ' ') if spaced else full


# ---------------------------------------------------------------------- SSN
def ssn_ok(s):
    m = re.fullmatch(r'(\d{3})([- ]?)(\d{2})\2(\d{4})', s)
    if not m:
        return False
    a, g, n = int(m.group(1)), int(m.group(3)), int(m.group(4))
    return 0 < a < 900 and a != 666 and g > 0 and n > 0


def make_ssn(sep='-'):
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    return '%03d%s%02d%s%04d' % (a, sep, R.randint(1, 99), sep, R.randint(1, 9999))


# ---------------------------------------------------- Chinese ID (GB 11643)
GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
GB_C = '10X98765432'


def idcard_check(first17):
    return GB_C[sum(int(a) * b for a, b in zip(first17, GB_W)) % 11]


def idcard_ok(s):
    c = s.replace(' ', '')
    if not re.fullmatch(r'\d{17}[\dX]', c):
        return False
    if not valid_date(int(c[6:10]), int(c[10:12]), int(c[12:14])):
        return False
    return idcard_check(c[:17]) == c[17]


def idcard_dob(s):
    c = s.replace(' ', '')
    return (int(c[6:10]), int(c[10:12]), int(c[12:14]))


def make_idcard(area, dob, female, want_x=False, spaced=False):
    for _ in range(2000):
        seq = '%02d' % R.randint(0, 99)
        sex = R.choice('02468' if female else '13579')
        body = area + dob + seq + sex
        full = body + idcard_check(body)
        if want_x and not full.endswith('X'):
            continue
        if not want_x and full.endswith('X'):
            continue
        return group(full, [6, 8, 4], ' ') if spaced else full
    raise RuntimeError('no id')


# --------------------------------------------------------- national ids
def sin_ok(s):  # Canada SIN
    if not re.fullmatch(r'\d{3}([ \-]?)\d{3}\1\d{3}', s):
        return False
    d = only_digits(s)
    return d[0] in '1234567' and luhn_ok(d)


def make_sin():
    return group(luhn_complete(R.choice('1234567') + rnd(DIG, 7)), [3, 3, 3], ' ')


def bsn_ok(s):  # Netherlands BSN, 11-proof
    if not re.fullmatch(r'\d{9}|\d{4}\.\d{2}\.\d{3}', s):
        return False
    d = only_digits(s)
    t = sum(int(d[i]) * (9 - i) for i in range(8)) - int(d[8])
    return d[0] != '0' and t % 11 == 0


def make_bsn():
    while True:
        body = R.choice('123456') + rnd(DIG, 7)
        r = sum(int(body[i]) * (9 - i) for i in range(8)) % 11
        if r <= 9:
            return body + str(r)


DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def dni_ok(s):
    m = re.fullmatch(r'(\d{8})-?([A-Z])', s)
    return bool(m) and DNI_L[int(m.group(1)) % 23] == m.group(2)


def make_dni():
    n = rnd(DIG, 8)
    return n + DNI_L[int(n) % 23]


def nie_ok(s):
    m = re.fullmatch(r'([XYZ])-?(\d{7})-?([A-Z])', s)
    if not m:
        return False
    n = int(str('XYZ'.index(m.group(1))) + m.group(2))
    return DNI_L[n % 23] == m.group(3)


def make_nie():
    p = R.choice('XYZ')
    n = rnd(DIG, 7)
    return p + n + DNI_L[int(str('XYZ'.index(p)) + n) % 23]


NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def nric_ok(s):
    m = re.fullmatch(r'([STFG])(\d{7})([A-Z])', s)
    if not m:
        return False
    t = sum(int(a) * b for a, b in zip(m.group(2), NRIC_W))
    if m.group(1) in 'TG':
        t += 4
    table = 'JZIHGFEDCBA' if m.group(1) in 'ST' else 'XWUTRQPNMLK'
    return table[t % 11] == m.group(3)


def make_nric(prefix, yy=None):
    digits = (yy or '') + rnd(DIG, 7 - len(yy or ''))
    t = sum(int(a) * b for a, b in zip(digits, NRIC_W)) + (4 if prefix in 'TG' else 0)
    table = 'JZIHGFEDCBA' if prefix in 'ST' else 'XWUTRQPNMLK'
    return prefix + digits + table[t % 11]


def _hkid_check(letter, digits):
    t = 36 * 9 + (ord(letter) - 55) * 8 + sum(int(c) * w for c, w in zip(digits, range(7, 1, -1)))
    r = (11 - t % 11) % 11
    return 'A' if r == 10 else str(r)


def hkid_ok(s):
    m = re.fullmatch(r'([A-Z])(\d{6})\(([0-9A])\)', s)
    return bool(m) and _hkid_check(m.group(1), m.group(2)) == m.group(3)


def make_hkid(letter):
    d = rnd(DIG, 6)
    return '%s%s(%s)' % (letter, d, _hkid_check(letter, d))


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


def aadhaar_ok(s):
    if not re.fullmatch(r'[2-9]\d{3}([ \-]?)\d{4}\1\d{4}', s):
        return False
    c = 0
    for i, ch in enumerate(reversed(only_digits(s))):
        c = V_D[c][V_P[i % 8][int(ch)]]
    return c == 0


def make_aadhaar():
    body = R.choice('23456789') + rnd(DIG, 10)
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = V_D[c][V_P[(i + 1) % 8][int(ch)]]
    return group(body + str(V_INV[c]), [4, 4, 4], ' ')


def pnr_ok(s):  # Swedish personnummer YYMMDD-NNNC
    m = re.fullmatch(r'(\d{2})(\d{2})(\d{2})[-+](\d{4})', s)
    if not m:
        return False
    return luhn_ok(only_digits(s)) and valid_date(1900 + int(m.group(1)), int(m.group(2)), int(m.group(3)))


def make_pnr(dob):
    return (lambda full: full[:6] + '-' + full[6:])(luhn_complete(dob[2:] + rnd(DIG, 3)))


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_dob(s):
    y, m, d = int(s[0:2]), int(s[2:4]), int(s[4:6])
    if m > 20:
        return (2000 + y, m - 20, d)
    return (1900 + y, m, d)


def pesel_ok(s):
    if not re.fullmatch(r'\d{11}', s):
        return False
    if not valid_date(*pesel_dob(s)):
        return False
    t = sum(int(a) * b for a, b in zip(s, PESEL_W))
    return (10 - t % 10) % 10 == int(s[10])


def make_pesel(dob, female):
    y, m, d = dob[:4], int(dob[4:6]), dob[6:]
    if y.startswith('20'):
        m += 20
    body = y[2:] + '%02d' % m + d + rnd(DIG, 3) + R.choice('02468' if female else '13579')
    t = sum(int(a) * b for a, b in zip(body, PESEL_W))
    return body + str((10 - t % 10) % 10)


HETU_C = '0123456789ABCDEFHJKLMNPRSTUVWXY'


def hetu_ok(s):
    m = re.fullmatch(r'(\d{2})(\d{2})(\d{2})([-+A])(\d{3})([0-9A-Y])', s)
    if not m:
        return False
    cent = {'+': 1800, '-': 1900, 'A': 2000}[m.group(4)]
    if not valid_date(cent + int(m.group(3)), int(m.group(2)), int(m.group(1))):
        return False
    return HETU_C[int(m.group(1) + m.group(2) + m.group(3) + m.group(5)) % 31] == m.group(6)


def hetu_dob(s):
    cent = {'+': 1800, '-': 1900, 'A': 2000}[s[6]]
    return (cent + int(s[4:6]), int(s[2:4]), int(s[0:2]))


def make_hetu(dob):
    y, m, d = dob[:4], dob[4:6], dob[6:]
    sign = 'A' if y.startswith('20') else '-'
    z = '%03d' % R.randint(2, 899)
    return d + m + y[2:] + sign + z + HETU_C[int(d + m + y[2:] + z) % 31]


def nir_ok(s):  # France NIR (13 digits + 2-digit key)
    d = only_digits(s)
    if not re.fullmatch(r'[12][\d ]+', s) or len(d) != 15:
        return False
    return 97 - int(d[:13]) % 97 == int(d[13:])


def make_nir(female, yy, mm, dept):
    body = ('2' if female else '1') + yy + mm + dept + rnd(DIG, 3) + rnd(DIG, 3)
    key = 97 - int(body) % 97
    return group(body + '%02d' % key, [1, 2, 2, 2, 3, 3, 2], ' ')


NINO_BAD_PREFIX = {'BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'}


def nino_ok(s):  # UK NINO: shape only, no check digit
    c = s.replace(' ', '')
    m = re.fullmatch(r'([A-Z])([A-Z])\d{6}[A-D]', c)
    if not m:
        return False
    a, b = m.group(1), m.group(2)
    return a not in 'DFIQUV' and b not in 'DFIOQUV' and a + b not in NINO_BAD_PREFIX


def make_nino():
    while True:
        a, b = R.choice(UP), R.choice(UP)
        if a not in 'DFIQUV' and b not in 'DFIOQUV' and a + b not in NINO_BAD_PREFIX:
            break
    d = rnd(DIG, 6)
    return '%s%s %s %s %s %s' % (a, b, d[0:2], d[2:4], d[4:6], R.choice('ABCD'))


def mykad_ok(s):  # Malaysia MyKad: shape + date only
    m = re.fullmatch(r'(\d{2})(\d{2})(\d{2})-(\d{2})-(\d{4})', s)
    if not m:
        return False
    return valid_date(1900 + int(m.group(1)), int(m.group(2)), int(m.group(3))) and 1 <= int(m.group(4)) <= 16


TFN_W = [1, 4, 3, 7, 5, 8, 6, 9, 10]


def tfn_ok(s):  # Australia TFN
    if not re.fullmatch(r'\d{3} \d{3} \d{3}|\d{9}', s):
        return False
    d = only_digits(s)
    return sum(int(a) * b for a, b in zip(d, TFN_W)) % 11 == 0


def make_tfn():
    while True:
        body = R.choice('123456789') + rnd(DIG, 7)
        r = sum(int(a) * b for a, b in zip(body, TFN_W)) % 11
        if r <= 9:  # 10*d == -d (mod 11)
            return group(body + str(r), [3, 3, 3], ' ')


NATIONAL_ID_SCHEMES = [
    ('ca_sin', sin_ok), ('nl_bsn', bsn_ok), ('es_dni', dni_ok), ('es_nie', nie_ok),
    ('sg_nric', nric_ok), ('hk_id', hkid_ok), ('in_aadhaar', aadhaar_ok),
    ('se_pnr', pnr_ok), ('pl_pesel', pesel_ok), ('fi_hetu', hetu_ok),
    ('fr_nir', nir_ok), ('uk_nino', nino_ok),
    ('my_mykad', mykad_ok), ('au_tfn', tfn_ok),
]
SHAPE_ONLY_SCHEMES = {'uk_nino', 'my_mykad'}


def national_id_scheme(s):
    for name, fn in NATIONAL_ID_SCHEMES:
        if fn(s):
            return name
    return None


def national_id_dob(s):
    """Birth date embedded in the number, when the scheme has one."""
    sch = national_id_scheme(s)
    if sch == 'se_pnr':
        return (1900 + int(s[0:2]), int(s[2:4]), int(s[4:6]))
    if sch == 'pl_pesel':
        return pesel_dob(s)
    if sch == 'fi_hetu':
        return hetu_dob(s)
    if sch == 'my_mykad':
        return (1900 + int(s[0:2]), int(s[2:4]), int(s[4:6]))
    return None


# ----------------------------------------------------------------- passport
PASSPORT_SHAPES = [
    ('cn', r'E[0-9]{8}|E[A-HJ-NP-Z][0-9]{7}'),
    ('us', r'[0-9]{9}'),
    ('gb', r'[0-9]{9}'),
    ('ca', r'[A-Z]{2}[0-9]{6}'),
    ('au', r'[A-Z]{1,2}[0-9]{7}'),
    ('in', r'[A-Z][0-9]{7}'),
    ('de', r'C[CFGHJKLMNPRTVWXYZ0-9]{8}'),
    ('hk', r'K[0-9]{8}'),
    ('sg', r'[EK][0-9]{7}[A-Z]'),
    ('my', r'[AH][0-9]{8}'),
    ('fr', r'[0-9]{2}[A-Z]{2}[0-9]{5}'),
]


def passport_ok(s):
    return any(re.fullmatch(p, s) for _, p in PASSPORT_SHAPES)


# ------------------------------------------------------------ vendor keys
APIKEY_SHAPES = [
    ('stripe_secret', r'sk_live_[A-Za-z0-9]{24,99}'),
    ('stripe_restricted', r'rk_live_[A-Za-z0-9]{24,99}'),
    ('openai', r'sk-proj-[A-Za-z0-9_\-]{40,160}'),
    ('anthropic', r'sk-ant-api03-[A-Za-z0-9_\-]{80,100}'),
    ('aws_akid', r'(AKIA|ASIA)[A-Z2-7]{16}'),
    ('github_pat', r'ghp_[A-Za-z0-9]{36}'),
    ('github_fine', r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}'),
    ('gitlab_pat', r'glpat-[A-Za-z0-9_\-]{20}'),
    ('slack_bot', r'xox[bp]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}'),
    ('telegram_bot', r'\d{8,10}:AA[A-Za-z0-9_\-]{33}'),
    ('google_api', r'AIza[A-Za-z0-9_\-]{35}'),
    ('sendgrid', r'SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}'),
    ('twilio_api_key', r'SK[0-9a-f]{32}'),
    ('mailchimp', r'[0-9a-f]{32}-us\d{1,2}'),
    ('jwt', r'eyJ[A-Za-z0-9_\-]+\.eyJ[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]{20,}'),
    ('huggingface', r'hf_[A-Za-z]{34}'),
    ('aliyun_akid', r'LTAI[A-Za-z0-9]{12,20}'),
    ('tencent_secretid', r'AKID[A-Za-z0-9]{32}'),
    ('shopify', r'shpat_[0-9a-f]{32}'),
    ('mindbody_key', r'[0-9a-f]{32}'),
    ('square', r'EAAA[A-Za-z0-9_\-]{60}'),
]


def apikey_shape(s):
    for name, p in APIKEY_SHAPES:
        if re.fullmatch(p, s):
            return name
    return None


SECRET_SHAPES = [
    ('aws_secret', r'[A-Za-z0-9/+]{40}'),
    ('stripe_whsec', r'whsec_[A-Za-z0-9]{32}'),
    ('slack_webhook', r'https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}'),
    ('discord_webhook', r'https://discord\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_\-]{68}'),
    ('dingtalk_webhook', r'https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}'),
    ('dingtalk_sign', r'SEC[0-9a-f]{64}'),
    ('wecom_webhook', r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f\-]{36}'),
    ('feishu_webhook', r'https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f\-]{36}'),
    ('totp_seed', r'([A-Z2-7]{32}|([a-z2-7]{4} ){7}[a-z2-7]{4})'),
    ('recovery_code', r'[0-9a-f]{5}-[0-9a-f]{5}'),
    ('django_session', r'[a-z0-9]{32}'),
    ('express_session', r's%3A[A-Za-z0-9_\-]{32}\.[A-Za-z0-9+/]{43}'),
    ('pem_private_key', r'-----BEGIN ([A-Z]+ )?PRIVATE KEY-----\n([A-Za-z0-9+/=]{1,64}\n)+-----END ([A-Z]+ )?PRIVATE KEY-----'),
    ('aliyun_secret', r'[A-Za-z0-9]{30}'),
    ('tencent_secretkey', r'[A-Za-z0-9]{32}'),
    ('wxpay_apiv3', r'[A-Za-z0-9]{32}'),
    ('twilio_auth', r'[0-9a-f]{32}'),
    ('django_secret', r'django-insecure-[a-z0-9!@#%^&*(\-_=+)]{50}'),
    ('hex_signing', r'[0-9a-f]{64}'),
]


def secret_shape(s):
    for name, p in SECRET_SHAPES:
        if re.fullmatch(p, s):
            return name
    return None


def b64url(obj):
    raw = json.dumps(obj, separators=(',', ':')).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip('=')


def make_jwt(payload):
    return b64url({'alg': 'HS256', 'typ': 'JWT'}) + '.' + b64url(payload) + '.' + rnd(B64URL, 43)


def make_pem(kind, lines):
    body = '\n'.join(rnd(B64, 64) for _ in range(lines - 1)) + '\n' + rnd(B64, 24) + '=='
    head = ('%s PRIVATE KEY' % kind) if kind else 'PRIVATE KEY'
    return '-----BEGIN %s-----\n%s\n-----END %s-----' % (head, body, head)


def uuid4():
    h = rnd(HEXL, 32)
    h = h[:12] + '4' + h[13:16] + R.choice('89ab') + h[17:]
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


# ================================================================= VALUES
VALUES = {}


def V(name, value):
    assert name not in VALUES, name
    VALUES[name] = value


# cards
V('card_visa_1', make_card('4', 16, [4, 4, 4, 4], ' '))
V('card_visa_2', make_card('4', 16, [16], ''))
V('card_visa_3', make_card('4', 16, [4, 4, 4, 4], '-'))
V('card_visa_4', make_card('4', 16, [4, 4, 4, 4], ' '))
V('card_mc_1', make_card('53', 16, [4, 4, 4, 4], ' '))
V('card_mc_2', make_card('2221', 16, [16], ''))
V('card_mc_3', make_card('55', 16, [4, 4, 4, 4], '-'))
V('card_amex_1', make_card('37', 15, [4, 6, 5], ' '))
V('card_amex_2', make_card('34', 15, [15], ''))
V('card_up_1', make_card('622202', 19, [4, 4, 4, 4, 3], ' '))
V('card_up_2', make_card('6228', 19, [19], ''))
V('card_up_3', make_card('6214', 16, [4, 4, 4, 4], ' '))
V('card_up_4', make_card('6217', 19, [6, 13], ' '))
V('card_jcb_1', make_card('3528', 16, [4, 4, 4, 4], ' '))
V('card_disc_1', make_card('6011', 16, [4, 4, 4, 4], '-'))

# IBANs
V('iban_gb_1', make_iban('GB', 'NWBK' + rnd(DIG, 14)))
V('iban_gb_2', make_iban('GB', 'BARC' + rnd(DIG, 14), spaced=False))
V('iban_gb_3', make_iban('GB', 'LOYD' + rnd(DIG, 14)))
V('iban_de_1', make_iban('DE', rnd(DIG, 18)))
V('iban_de_2', make_iban('DE', rnd(DIG, 18), spaced=False))
V('iban_fr_1', make_iban('FR', rnd(DIG, 23)))
V('iban_nl_1', make_iban('NL', 'INGB' + rnd(DIG, 10)))
V('iban_es_1', make_iban('ES', rnd(DIG, 20)))
V('iban_it_1', make_iban('IT', R.choice(UP) + rnd(DIG, 22)))
V('iban_ie_1', make_iban('IE', 'AIBK' + rnd(DIG, 14)))
V('iban_ch_1', make_iban('CH', rnd(DIG, 17)))
V('iban_be_1', make_iban('BE', rnd(DIG, 12)))
V('iban_at_1', make_iban('AT', rnd(DIG, 16)))
V('iban_pl_1', make_iban('PL', rnd(DIG, 24)))
V('iban_pt_1', make_iban('PT', rnd(DIG, 21)))
V('iban_se_1', make_iban('SE', rnd(DIG, 20), spaced=False))

# US SSNs
for i in range(1, 9):
    V('ssn_%d' % i, make_ssn(' ' if i == 6 else '-'))

# Chinese resident IDs: (area, dob, female, want_x, spaced)
IDCARD_SPECS = [
    ('110105', '19870423', True, False, False),
    ('310104', '19921108', True, False, False),
    ('440305', '19790217', False, False, False),
    ('330106', '19900630', True, False, False),
    ('510107', '19850912', False, False, False),
    ('320102', '19950105', True, False, True),
    ('420106', '19681225', True, False, False),
    ('610113', '19830719', False, False, False),
    ('350203', '19910302', True, False, False),
    ('370202', '19881014', False, False, False),
    ('440106', '19930527', True, True, False),
    ('120101', '19760809', False, False, False),
    ('500103', '19980214', True, False, False),
    ('430104', '19891201', False, True, False),
    ('210102', '19940404', True, False, False),
    ('360102', '20010918', False, False, False),
    ('330203', '19860311', True, False, False),
    ('440304', '19820628', False, False, False),
]
for i, (area, dob, fem, wx, sp) in enumerate(IDCARD_SPECS, 1):
    V('idcard_%d' % i, make_idcard(area, dob, fem, wx, sp))

# passports (shape only)
V('pp_cn_1', 'E' + rnd(DIG, 8))
V('pp_cn_2', 'E' + R.choice('ABCDEFGHJK') + rnd(DIG, 7))
V('pp_cn_3', 'E' + rnd(DIG, 8))
V('pp_us_1', R.choice('56') + rnd(DIG, 8))
V('pp_uk_1', '1' + rnd(DIG, 8))
V('pp_ca_1', rnd(UP, 2) + rnd(DIG, 6))
V('pp_au_1', 'P' + R.choice('ABN') + rnd(DIG, 7))
V('pp_in_1', R.choice('JKLMNPRSTUVWZ') + rnd(DIG, 7))
V('pp_de_1', 'C' + rnd('CFGHJKLMNPRTVWXYZ0123456789', 8))
V('pp_hk_1', 'K' + rnd(DIG, 8))
V('pp_sg_1', 'K' + rnd(DIG, 7) + R.choice(UP))
V('pp_my_1', 'A' + rnd(DIG, 8))
V('pp_fr_1', rnd(DIG, 2) + rnd(UP, 2) + rnd(DIG, 5))
V('pp_us_2', R.choice('56') + rnd(DIG, 8))

# other countries' national ids
V('nid_sin_1', make_sin())
V('nid_sin_2', make_sin())
V('nid_bsn_1', make_bsn())
V('nid_dni_1', make_dni())
V('nid_nie_1', make_nie())
V('nid_nric_1', make_nric('S', '84'))
V('nid_nric_2', make_nric('T', '03'))
V('nid_nric_3', make_nric('S', '79'))
V('nid_fin_1', make_nric('G'))
V('nid_hkid_1', make_hkid('K'))
V('nid_hkid_2', make_hkid('Y'))
V('nid_hkid_3', make_hkid('P'))
V('nid_aadhaar_1', make_aadhaar())
V('nid_aadhaar_2', make_aadhaar())
V('nid_pnr_1', make_pnr('19860514'))
V('nid_pesel_1', make_pesel('19910803', True))
V('nid_hetu_1', make_hetu('19841129'))
V('nid_nir_1', make_nir(True, '87', '04', '69'))
V('nid_pesel_2', make_pesel('20030417', False))
V('nid_nino_1', make_nino())
V('nid_nino_2', make_nino())
V('nid_mykad_1', '900211-14-%04d' % R.randint(1000, 9999))
V('nid_tfn_1', make_tfn())

# API keys (vendor shapes)
V('key_stripe_1', 'sk_live_' + rnd(ALNUM, 24))
V('key_stripe_2', 'sk_live_' + rnd(ALNUM, 32))
V('key_stripe_rk_1', 'rk_live_' + rnd(ALNUM, 24))
V('key_openai_1', 'sk-proj-' + rnd(B64URL, 48))
V('key_anthropic_1', 'sk-ant-api03-' + rnd(B64URL, 86) + 'AA')
V('key_aws_1', 'AKIA' + rnd('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16))
V('key_aws_2', 'AKIA' + rnd('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16))
V('key_gh_1', 'ghp_' + rnd(ALNUM, 36))
V('key_gh_2', 'github_pat_' + rnd(ALNUM, 22) + '_' + rnd(ALNUM, 59))
V('key_gitlab_1', 'glpat-' + rnd(ALNUM, 20))
V('key_slack_1', 'xoxb-%s-%s-%s' % (rnd(DIG, 12), rnd(DIG, 13), rnd(ALNUM, 24)))
V('key_tg_1', '%s:AA%s' % (R.choice('5678') + rnd(DIG, 9), rnd(B64URL, 33)))
V('key_tg_2', '%s:AA%s' % (R.choice('5678') + rnd(DIG, 9), rnd(B64URL, 33)))
V('key_google_1', 'AIza' + rnd(B64URL, 35))
V('key_google_2', 'AIza' + rnd(B64URL, 35))
V('key_sendgrid_1', 'SG.' + rnd(B64URL, 22) + '.' + rnd(B64URL, 43))
V('key_twilio_1', 'SK' + rnd(HEXL, 32))
V('key_mailchimp_1', rnd(HEXL, 32) + '-us14')
V('key_jwt_1', make_jwt({'sub': '8841207', 'role': 'therapist', 'iat': 1718822400}))
V('key_jwt_2', make_jwt({'uid': 30551, 'scope': 'bookings:write', 'exp': 1735603200}))
V('key_jwt_3', make_jwt({'sub': 'u_66120', 'tenant': 'clinic-07', 'iat': 1721001600}))
V('key_hf_1', 'hf_' + rnd(string.ascii_letters, 34))
V('key_aliyun_1', 'LTAI5t' + rnd(ALNUM, 18))
V('key_aliyun_2', 'LTAI5t' + rnd(ALNUM, 18))
V('key_tencent_1', 'AKID' + rnd(ALNUM, 32))
V('key_shopify_1', 'shpat_' + rnd(HEXL, 32))
V('key_mindbody_1', rnd(HEXL, 32))
V('key_square_1', 'EAAA' + rnd(B64URL, 60))

# secrets
V('sec_aws_1', rnd(B64, 40))
V('sec_aws_2', rnd(B64, 40))
V('sec_whsec_1', 'whsec_' + rnd(ALNUM, 32))
V('sec_whsec_2', 'whsec_' + rnd(ALNUM, 32))
V('sec_slack_hook_1', 'https://hooks.slack.com/services/T%s/B%s/%s' % (rnd(UPDIG, 8), rnd(UPDIG, 10), rnd(ALNUM, 24)))
V('sec_slack_hook_2', 'https://hooks.slack.com/services/T%s/B%s/%s' % (rnd(UPDIG, 9), rnd(UPDIG, 9), rnd(ALNUM, 24)))
V('sec_discord_hook_1', 'https://discord.com/api/webhooks/%s/%s' % (R.choice('1') + rnd(DIG, 17), rnd(B64URL, 68)))
V('sec_ding_hook_1', 'https://oapi.dingtalk.com/robot/send?access_token=' + rnd(HEXL, 64))
V('sec_ding_hook_2', 'https://oapi.dingtalk.com/robot/send?access_token=' + rnd(HEXL, 64))
V('sec_ding_sign_1', 'SEC' + rnd(HEXL, 64))
V('sec_wecom_hook_1', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + uuid4())
V('sec_feishu_hook_1', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + uuid4())
V('sec_totp_1', ' '.join(rnd(B32.lower()[:26] + '234567', 4) for _ in range(8)))
V('sec_totp_2', rnd(B32, 32))
V('sec_totp_3', rnd(B32, 32))
for i in range(1, 9):
    V('sec_rc_%d' % i, rnd(HEXL, 5) + '-' + rnd(HEXL, 5))
V('sec_cookie_1', rnd(LOWDIG, 32))
V('sec_cookie_2', 's%3A' + rnd(B64URL, 32) + '.' + rnd(ALNUM + '+/', 43))
V('sec_cookie_3', rnd(LOWDIG, 32))
V('sec_pem_1', make_pem('OPENSSH', 4))
V('sec_pem_2', make_pem('RSA', 5))
V('sec_pem_3', make_pem('EC', 3))
V('sec_aliyun_1', rnd(ALNUM, 30))
V('sec_aliyun_2', rnd(ALNUM, 30))
V('sec_tencent_1', rnd(ALNUM, 32))
V('sec_wxpay_1', rnd(ALNUM, 32))
V('sec_twilio_1', rnd(HEXL, 32))
V('sec_django_1', 'django-insecure-' + rnd(LOWDIG + '!@#%^&*(-_=+)', 50))
V('sec_sign_1', rnd(HEXL, 64))
V('sec_sign_2', rnd(HEXL, 64))

# decoy values that need a vendor shape (never labelled)
V('dk_aws_example', 'AKIAIOSFODNN7EXAMPLE')
V('dk_aws_example_secret', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY')
V('dk_pk_live_1', 'pk_live_' + rnd(ALNUM, 24))
V('dk_pk_live_2', 'pk_live_' + rnd(ALNUM, 24))
V('dk_wx_appid', 'wx' + rnd(HEXL, 16))
V('dk_twilio_sid', 'AC' + rnd(HEXL, 32))
V('dk_stripe_acct', 'acct_' + rnd(ALNUM, 16))
V('dk_google_client', '%s-%s.apps.googleusercontent.com' % (rnd(DIG, 12), rnd(LOWDIG, 32)))
V('dk_sha256_1', rnd(HEXL, 64))
V('dk_uuid_1', uuid4())
V('dk_uuid_2', uuid4())
V('dk_uuid_3', uuid4())
V('dk_commit_1', rnd(HEXL, 40))
V('dk_commit_2', rnd(HEXL, 7))
V('dk_md5_1', rnd(HEXL, 32))
V('dk_alipay_appid', '2021' + rnd(DIG, 12))
V('dk_ding_appkey', 'ding' + rnd(LOWDIG, 16))

# appended later (kept after the earlier values so those stay unchanged)
V('pp_cn_4', 'E' + rnd(DIG, 8))
V('pp_in_2', R.choice('JKLMNPRSTUVWZ') + rnd(DIG, 7))
V('card_up_5', make_card('622848', 19, [4, 4, 4, 4, 3], ' '))
V('card_up_6', make_card('6259', 16, [4, 4, 4, 4], '-'))
V('nid_hkid_4', make_hkid('R'))
V('sec_whsec_3', 'whsec_' + rnd(ALNUM, 32))


# ================================================================ selftest
CHECKSUM_VALIDATORS = {
    'card_': card_ok, 'iban_': iban_ok, 'idcard_': idcard_ok,
}


def validator_for(name, value):
    for p, fn in CHECKSUM_VALIDATORS.items():
        if name.startswith(p):
            return fn, True
    if name.startswith('nid_'):
        sch = national_id_scheme(value)
        fn = dict(NATIONAL_ID_SCHEMES)[sch] if sch else (lambda s: False)
        return fn, sch not in SHAPE_ONLY_SCHEMES
    if name.startswith('ssn_'):
        return ssn_ok, False
    if name.startswith('pp_'):
        return passport_ok, False
    if name.startswith('key_'):
        return (lambda s: apikey_shape(s) is not None), False
    if name.startswith('sec_'):
        return (lambda s: secret_shape(s) is not None), False
    return (lambda s: True), False


def selftest(verbose=False):
    fails = []
    for name, value in VALUES.items():
        fn, has_check = validator_for(name, value)
        if not fn(value):
            fails.append('%s: does not validate: %r' % (name, value))
            continue
        if has_check:
            bad = [c for c in corruptions(value) if fn(c)]
            if bad:
                fails.append('%s: corruption %r still validates' % (name, bad[0]))
        if name.startswith('ssn_'):
            # shape-only: an impossible area number must be rejected
            if ssn_ok('9' + value[1:]) or ssn_ok('000' + value[3:]):
                fails.append('%s: invalid area accepted' % name)
    if name_check := [n for n in VALUES if n.startswith('idcard_')]:
        for i, n in enumerate(name_check):
            dob = IDCARD_SPECS[i][1]
            if idcard_dob(VALUES[n]) != (int(dob[:4]), int(dob[4:6]), int(dob[6:])):
                fails.append('%s: birth date mismatch' % n)
    if fails:
        for f in fails:
            print('FAIL', f)
        return False
    if verbose:
        print('selftest ok: %d values' % len(VALUES))
    return True


if __name__ == '__main__':
    if '-p' in sys.argv:
        for k, v in VALUES.items():
            print('%-22s %s' % (k, v if '\n' not in v else repr(v)))
    ok = selftest(verbose=True)
    sys.exit(0 if ok else 1)
