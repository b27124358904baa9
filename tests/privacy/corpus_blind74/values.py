#!/usr/bin/env python3
"""blind74 -- generated values for the hand-written texts.

Every value that needs a check digit (cards, IBANs, Chinese resident IDs,
national IDs) or a vendor shape (API keys, tokens, webhooks, PEM blocks) is
generated here from one seeded random.Random, stored in VALUES and referred to
in the texts as ``$name``.

    python3 values.py       -> selftest
    python3 values.py -p    -> print every value
"""
import base64
import datetime
import json
import random
import re
import string
import sys

SEED = 740319
rng = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = UP + LOW + DIG
HEXL = '0123456789abcdef'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
B64URL = ALNUM + '-_'
B64 = ALNUM + '+/'


def r(alpha, n):
    return ''.join(rng.choice(alpha) for _ in range(n))


def group(s, sizes, sep=' '):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


def _digits(s):
    return re.sub(r'[\s\-]', '', s)


# ---------------------------------------------------------------- validators
def luhn_ok(num):
    ds = [int(c) for c in num if c.isdigit()]
    if len(ds) < 2:
        return False
    tot = 0
    for i, d in enumerate(reversed(ds)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def card_ok(s):
    d = _digits(s)
    return (d.isdigit() and 13 <= len(d) <= 19 and d[0] in '23456'
            and luhn_ok(d))


IBAN_LEN = {'GB': 22, 'DE': 22, 'NL': 18, 'IE': 22, 'PL': 28, 'ES': 24,
            'FR': 27, 'FI': 18}


def iban_ok(s):
    c = s.replace(' ', '')
    if not re.fullmatch(r'[A-Z]{2}\d{2}[A-Z0-9]{10,30}', c):
        return False
    if c[:2] in IBAN_LEN and len(c) != IBAN_LEN[c[:2]]:
        return False
    rearr = c[4:] + c[:4]
    return int(''.join(str(int(ch, 36)) for ch in rearr)) % 97 == 1


ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
ID_C = '10X98765432'


def idcard_birth(s):
    c = s.replace(' ', '')
    try:
        return datetime.date(int(c[6:10]), int(c[10:12]), int(c[12:14]))
    except ValueError:
        return None


def idcard_ok(s):
    c = s.replace(' ', '')
    if not re.fullmatch(r'\d{17}[\dX]', c):
        return False
    if idcard_birth(c) is None:
        return False
    return ID_C[sum(int(a) * w for a, w in zip(c[:17], ID_W)) % 11] == c[17]


def ssn_ok(s):
    m = re.fullmatch(r'(\d{3})([- ])(\d{2})\2(\d{4})', s)
    if not m:
        return False
    a, _, g, n = m.groups()
    if a in ('000', '666') or a[0] == '9' or g == '00' or n == '0000':
        return False
    return (a, g, n) not in (('078', '05', '1120'), ('123', '45', '6789'))


def nino_ok(s):
    c = s.replace(' ', '')
    m = re.fullmatch(r'[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', c)
    return bool(m) and c[:2] not in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ')


def sin_ok(s):
    c = _digits(s)
    return bool(re.fullmatch(r'[1-7]\d{8}', c)) and luhn_ok(c)


def bsn_ok(s):
    c = _digits(s)
    if not re.fullmatch(r'\d{9}', c) or c == '000000000':
        return False
    t = sum(int(c[i]) * (9 - i) for i in range(8)) - int(c[8])
    return t % 11 == 0


DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def dni_ok(s):
    c = s.replace('-', '').replace(' ', '')
    m = re.fullmatch(r'(\d{8})([A-Z])', c)
    if m:
        return DNI_L[int(m.group(1)) % 23] == m.group(2)
    m = re.fullmatch(r'([XYZ])(\d{7})([A-Z])', c)
    if m:
        n = int(str('XYZ'.index(m.group(1))) + m.group(2))
        return DNI_L[n % 23] == m.group(3)
    return False


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_birth(s):
    if not re.fullmatch(r'\d{11}', s):
        return None
    yy, mm, dd = int(s[0:2]), int(s[2:4]), int(s[4:6])
    for off, cent in ((80, 1800), (0, 1900), (20, 2000), (40, 2100), (60, 2200)):
        if off < mm <= off + 12:
            try:
                return datetime.date(cent + yy, mm - off, dd)
            except ValueError:
                return None
    return None


def pesel_ok(s):
    if pesel_birth(s) is None:
        return False
    t = sum(int(a) * w for a, w in zip(s[:10], PESEL_W))
    return (10 - t % 10) % 10 == int(s[10])


def pnr_birth(s):
    m = re.fullmatch(r'(\d{2})(\d{2})(\d{2})([-+])(\d{4})', s)
    if not m:
        return None
    yy, mm, dd = int(m.group(1)), int(m.group(2)), int(m.group(3))
    cent = 2000 if yy <= 24 else 1900
    if m.group(4) == '+':
        cent -= 100
    try:
        return datetime.date(cent + yy, mm, dd)
    except ValueError:
        return None


def pnr_ok(s):
    if pnr_birth(s) is None:
        return False
    return luhn_ok(s[:6] + s[7:])


PPS_L = 'WABCDEFGHIJKLMNOPQRSTUV'


def ppsn_ok(s):
    m = re.fullmatch(r'(\d{7})([A-W])', s.replace(' ', ''))
    if not m:
        return False
    t = sum(int(d) * w for d, w in zip(m.group(1), range(8, 1, -1)))
    return PPS_L[t % 23] == m.group(2)


def nhs_ok(s):
    c = _digits(s)
    if not re.fullmatch(r'\d{10}', c):
        return False
    t = sum(int(c[i]) * (10 - i) for i in range(9))
    k = 11 - t % 11
    if k == 11:
        k = 0
    return k != 10 and k == int(c[9])


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


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VH_D[c][VH_P[(i + 1) % 8][int(ch)]]
    return str(VH_INV[c])


def aadhaar_ok(s):
    c = _digits(s)
    return bool(re.fullmatch(r'[2-9]\d{11}', c)) and verhoeff_ok(c)


NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def nric_ok(s):
    m = re.fullmatch(r'([STFG])(\d{7})([A-Z])', s)
    if not m:
        return False
    t = sum(int(d) * w for d, w in zip(m.group(2), NRIC_W))
    if m.group(1) in 'TG':
        t += 4
    table = 'JZIHGFEDCBA' if m.group(1) in 'ST' else 'XWUTRQPNMLK'
    return table[t % 11] == m.group(3)


HETU_C = '0123456789ABCDEFHJKLMNPRSTUVWXY'


def hetu_ok(s):
    m = re.fullmatch(r'(\d{2})(\d{2})(\d{2})([-+A])(\d{3})([0-9A-Y])', s)
    if not m:
        return False
    try:
        datetime.date(1900 + int(m.group(3)), int(m.group(2)), int(m.group(1)))
    except ValueError:
        return False
    n = int(m.group(1) + m.group(2) + m.group(3) + m.group(5))
    return HETU_C[n % 31] == m.group(6)


def nir_birth(s):
    c = s.replace(' ', '')
    if not re.fullmatch(r'[12]\d{14}', c):
        return None
    return int(c[1:3]), int(c[3:5])          # (yy, mm)


def nir_ok(s):
    c = s.replace(' ', '')
    if not re.fullmatch(r'[12]\d{14}', c):
        return False
    if not 1 <= int(c[3:5]) <= 12:
        return False
    return 97 - int(c[:13]) % 97 == int(c[13:])


TFN_W = [1, 4, 3, 7, 5, 8, 6, 9, 10]


def tfn_ok(s):
    c = _digits(s)
    if not re.fullmatch(r'[1-9]\d{8}', c):
        return False
    return sum(int(a) * w for a, w in zip(c, TFN_W)) % 11 == 0


NATIONAL_ID_VALIDATORS = {
    'uk_nino': nino_ok, 'ca_sin': sin_ok, 'nl_bsn': bsn_ok, 'es_dni_nie': dni_ok,
    'pl_pesel': pesel_ok, 'se_personnummer': pnr_ok, 'ie_ppsn': ppsn_ok,
    'uk_nhs': nhs_ok, 'in_aadhaar': aadhaar_ok, 'sg_nric': nric_ok,
    'fi_hetu': hetu_ok, 'fr_nir': nir_ok, 'au_tfn': tfn_ok,
}


def national_id_scheme(s):
    return [k for k, f in NATIONAL_ID_VALIDATORS.items() if f(s)]


PASSPORT_SHAPES = {
    'gb': r'[1-9]\d{8}', 'es': r'PA[A-Z]\d{6}', 'fr': r'\d{2}[A-Z]{2}\d{5}',
    'kr': r'M\d{8}', 'cn': r'E\d{8}', 'cn2': r'E[A-HJ-NP-Z]\d{7}',
    'ca': r'[A-Z]{2}\d{6}', 'hk': r'K\d{8}', 'vn': r'C\d{7}',
    'in': r'[A-Z][1-9]\d{6}',
}

APIKEY_SHAPES = {
    'aws_akid': r'AKIA[A-Z2-7]{16}',
    'github_pat': r'ghp_[A-Za-z0-9]{36}',
    'github_fine': r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}',
    'slack_bot': r'xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}',
    'stripe_secret': r'sk_live_[A-Za-z0-9]{24,99}',
    'stripe_restricted': r'rk_live_[A-Za-z0-9]{24,99}',
    'sendgrid': r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}',
    'google': r'AIza[A-Za-z0-9_-]{35}',
    'telegram_bot': r'\d{9,10}:AA[A-Za-z0-9_-]{33}',
    'openai': r'sk-proj-[A-Za-z0-9_-]{40,200}',
    'twilio_key': r'SK[0-9a-f]{32}',
    'mailgun': r'key-[0-9a-f]{32}',
    'gitlab': r'glpat-[A-Za-z0-9_-]{20}',
    'huggingface': r'hf_[A-Za-z]{34}',
    'jwt': r'eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}',
    'shopify': r'shpat_[0-9a-f]{32}',
    'aliyun_akid': r'LTAI[A-Za-z0-9]{20}',
    'tencent_secret_id': r'AKID[A-Za-z0-9]{32}',
    'npm': r'npm_[A-Za-z0-9]{36}',
    'amap_key': r'[0-9a-f]{32}',
}

SECRET_SHAPES = {
    'aws_secret': r'[A-Za-z0-9+/]{40}',
    'aliyun_secret': r'[A-Za-z0-9]{30}',
    'tencent_secret_key': r'[A-Za-z0-9]{32}',
    'stripe_whsec': r'whsec_[A-Za-z0-9]{32}',
    'twilio_auth': r'[0-9a-f]{32}',
    'slack_webhook': r'https://hooks\.slack\.com/services/T[A-Z0-9]{8}/B[A-Z0-9]{10}/[A-Za-z0-9]{24}',
    'discord_webhook': r'https://discord\.com/api/webhooks/\d{19}/[A-Za-z0-9_-]{68}',
    'dingtalk_webhook': r'https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}',
    'dingtalk_sign': r'SEC[0-9a-f]{64}',
    'feishu_webhook': r'https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}',
    'feishu_sign': r'[A-Za-z0-9]{22}',
    'wecom_webhook': r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}',
    'totp_seed': r'[A-Z2-7]{32}',
    'totp_seed_spaced': r'(?:[a-z2-7]{4} ){7}[a-z2-7]{4}',
    'recovery_hex': r'[0-9a-f]{5}-[0-9a-f]{5}',
    'recovery_alnum': r'[A-Z0-9]{4}-[A-Z0-9]{4}',
    'session_cookie': r'[a-z0-9]{32}',
    'hex_signing_secret': r'[0-9a-f]{64}',
    'b64_signing_secret': r'[A-Za-z0-9_-]{48}',
    'django_secret': r'[a-z0-9!@#%^&*(\-_=+)]{50}',
    'wechat_appsecret': r'[0-9a-f]{32}',
    'wechat_apiv3': r'[A-Za-z0-9]{32}',
    'paypal_secret': r'E[A-Za-z0-9_-]{79}',
    'pem_private_key': r'-----BEGIN ([A-Z]+ )?PRIVATE KEY-----\n(?:[A-Za-z0-9+/=]{1,70}\n)+-----END ([A-Z]+ )?PRIVATE KEY-----',
}

DECOY_SHAPES = {
    'stripe_publishable': r'pk_live_[A-Za-z0-9]{24,99}',
    'twilio_account_sid': r'AC[0-9a-f]{32}',
    'paypal_client_id': r'A[A-Za-z0-9_-]{79}',
}


# ---------------------------------------------------------------- generators
VALUES = {}
REG = {}          # name -> (type, validator, has_check_digit)


def add(name, typ, value, validator, check):
    assert name not in VALUES, name
    VALUES[name] = value
    REG[name] = (typ, validator, check)


def shape(rx):
    return lambda s: re.fullmatch(rx, s) is not None


def gen_card(prefix, length):
    body = prefix + r(DIG, length - len(prefix) - 1)
    for c in DIG:
        if luhn_ok(body + c):
            return body + c


def gen_iban(cc, bban):
    n = int(''.join(str(int(ch, 36)) for ch in bban + cc + '00'))
    return '%s%02d%s' % (cc, 98 - n % 97, bban)


def sp4(s):
    return ' '.join(s[i:i + 4] for i in range(0, len(s), 4))


def gen_ssn(sep='-'):
    while True:
        a, g, n = rng.randint(1, 899), rng.randint(1, 99), rng.randint(1, 9999)
        v = '%03d%s%02d%s%04d' % (a, sep, g, sep, n)
        if ssn_ok(v):
            return v


def gen_idcard(region, ymd, sex):
    seq = r(DIG, 2) + rng.choice('13579' if sex == 'm' else '02468')
    body = region + ymd + seq
    return body + ID_C[sum(int(a) * w for a, w in zip(body, ID_W)) % 11]


def gen_nino(spaced):
    while True:
        v = (rng.choice('ABCEGHJKLMNOPRSTWXYZ') + rng.choice('ABCEGHJKLMNPRSTWXYZ')
             + r(DIG, 6) + rng.choice('ABCD'))
        if nino_ok(v):
            return group(v, (2, 2, 2, 2, 1)) if spaced else v


def gen_sin():
    while True:
        v = rng.choice('1234567') + r(DIG, 8)
        if luhn_ok(v):
            return group(v, (3, 3, 3))


def gen_bsn():
    while True:
        v = rng.choice('123456789') + r(DIG, 8)
        if bsn_ok(v):
            return v


def gen_dni():
    n = rng.choice('1234567') + r(DIG, 7)
    return n + DNI_L[int(n) % 23]


def gen_nie():
    p = rng.choice('XY')
    d = r(DIG, 7)
    return p + d + DNI_L[int(str('XYZ'.index(p)) + d) % 23]


def gen_pesel(y, m, d, sex):
    mm = m + {1800: 80, 1900: 0, 2000: 20}[y // 100 * 100]
    body = '%02d%02d%02d' % (y % 100, mm, d) + r(DIG, 3) + rng.choice(
        '13579' if sex == 'm' else '02468')
    t = sum(int(a) * w for a, w in zip(body, PESEL_W))
    return body + str((10 - t % 10) % 10)


def gen_pnr(y, m, d):
    body = '%02d%02d%02d' % (y % 100, m, d) + r(DIG, 3)
    for c in DIG:
        if luhn_ok(body + c):
            return body[:6] + '-' + body[6:] + c


def gen_ppsn():
    d = r(DIG, 7)
    t = sum(int(x) * w for x, w in zip(d, range(8, 1, -1)))
    return d + PPS_L[t % 23]


def gen_nhs():
    while True:
        d = rng.choice('456789') + r(DIG, 8)
        t = sum(int(d[i]) * (10 - i) for i in range(9))
        k = 11 - t % 11
        if k == 11:
            k = 0
        if k != 10:
            return group(d + str(k), (3, 3, 4))


def gen_aadhaar():
    d = rng.choice('23456789') + r(DIG, 10)
    return group(d + verhoeff_digit(d), (4, 4, 4))


def gen_nric(prefix):
    d = r(DIG, 7)
    t = sum(int(x) * w for x, w in zip(d, NRIC_W)) + (4 if prefix in 'TG' else 0)
    table = 'JZIHGFEDCBA' if prefix in 'ST' else 'XWUTRQPNMLK'
    return prefix + d + table[t % 11]


def gen_hetu(y, m, d):
    nnn = '%03d' % rng.randint(2, 899)
    n = int('%02d%02d%02d' % (d, m, y % 100) + nnn)
    return '%02d%02d%02d-%s%s' % (d, m, y % 100, nnn, HETU_C[n % 31])


def gen_nir(sex, yy, mm, dept, commune, order):
    body = '%d%02d%02d%s%s%s' % (sex, yy, mm, dept, commune, order)
    key = 97 - int(body) % 97
    return '%s %s %s %s %s %s %02d' % (body[0], body[1:3], body[3:5], body[5:7],
                                       body[7:10], body[10:13], key)


def gen_tfn():
    while True:
        v = rng.choice('123456789') + r(DIG, 8)
        if tfn_ok(v):
            return group(v, (3, 3, 3))


def gen_uuid():
    return '%s-%s-4%s-%s%s-%s' % (r(HEXL, 8), r(HEXL, 4), r(HEXL, 3),
                                  rng.choice('89ab'), r(HEXL, 3), r(HEXL, 12))


def b64url(obj):
    raw = json.dumps(obj, separators=(',', ':')).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip('=')


def gen_jwt(payload):
    return (b64url({'alg': 'HS256', 'typ': 'JWT'}) + '.' + b64url(payload)
            + '.' + r(B64URL, 43))


def gen_pem(label, first, lines):
    body = [first + r(B64, 64 - len(first))]
    for _ in range(lines - 2):
        body.append(r(B64, 64))
    body.append(r(B64, rng.randint(20, 50)) + '==')
    head = 'PRIVATE KEY' if not label else label + ' PRIVATE KEY'
    return '-----BEGIN %s-----\n%s\n-----END %s-----' % (head, '\n'.join(body), head)


def build():
    C = lambda n, v: add(n, 'CARD', v, card_ok, True)
    C('card_visa_1', group(gen_card('4', 16), (4, 4, 4, 4)))
    C('card_mc_1', group(gen_card('5' + rng.choice('12345'), 16), (4, 4, 4, 4), '-'))
    C('card_up_1', group(gen_card('622202', 16), (4, 4, 4, 4)))
    C('card_up_2', gen_card('621700', 19))
    C('card_up_3', gen_card('622188', 19))
    C('card_up_4', group(gen_card('622848', 19), (6, 13)))
    C('card_up_5', gen_card('621779', 19))
    C('card_visa_2', gen_card('4', 16))
    C('card_up_6', group(gen_card('621661', 16), (4, 4, 4, 4)))
    C('card_up_7', gen_card('622700', 19))
    C('card_visa_3', group(gen_card('4', 16), (4, 4, 4, 4), '-'))

    I = lambda n, v: add(n, 'IBAN', v, iban_ok, True)
    I('iban_gb_1', sp4(gen_iban('GB', 'NWBK' + r(DIG, 14))))
    I('iban_gb_2', sp4(gen_iban('GB', 'REVO' + '009971' + r(DIG, 8))))
    I('iban_ie_1', sp4(gen_iban('IE', 'AIBK' + r(DIG, 14))))
    I('iban_gb_3', gen_iban('GB', 'BARC' + r(DIG, 14)))
    I('iban_gb_4', sp4(gen_iban('GB', 'LOYD' + r(DIG, 14))))
    I('iban_gb_5', sp4(gen_iban('GB', 'HBUK' + r(DIG, 14))))
    I('iban_gb_6', gen_iban('GB', 'MONZ' + '040004' + r(DIG, 8)))
    I('iban_pl_1', sp4(gen_iban('PL', r(DIG, 24))))
    I('iban_fi_1', sp4(gen_iban('FI', r(DIG, 14))))
    add('org_iban_nl', 'decoy', sp4(gen_iban('NL', 'RABO' + r(DIG, 10))), iban_ok, True)
    add('org_iban_gb', 'decoy', gen_iban('GB', 'NWBK' + r(DIG, 14)), iban_ok, True)

    for i in range(1, 6):
        add('ssn_%d' % i, 'SSN', gen_ssn(' ' if i == 4 else '-'), ssn_ok, False)

    ids = [(1, '330106', '19850512', 'f'), (2, '110105', '19780309', 'f'),
           (3, '510107', '19920721', 'm'), (4, '440305', '19881130', 'm'),
           (5, '370202', '19670418', 'f'), (6, '420106', '19950203', 'm'),
           (7, '610113', '19730826', 'm'), (8, '350203', '20010615', 'f'),
           (9, '530102', '19591017', 'm'), (10, '230103', '19830914', 'm'),
           (11, '450103', '19900428', 'f'), (12, '520102', '19761205', 'm'),
           (13, '411302', '19860322', 'm'), (14, '320106', '19690710', 'm'),
           (15, '130102', '19971108', 'f'), (16, '620102', '19800229', 'm'),
           (17, '370602', '19710605', 'm'), (18, '370613', '19890117', 'f'),
           (19, '650102', '19960517', 'm'), (20, '370211', '19610912', 'f'),
           (21, '440106', '19940810', 'f'), (22, '330108', '19870903', 'f')]
    for n, reg, ymd, sex in ids:
        add('idcard_%d' % n, 'IDCARD', gen_idcard(reg, ymd, sex), idcard_ok, True)

    N = lambda n, v, f, chk=True: add(n, 'NATIONAL_ID', v, f, chk)
    N('nino_1', gen_nino(True), nino_ok, False)
    N('nino_2', gen_nino(False), nino_ok, False)
    N('nino_3', gen_nino(True), nino_ok, False)
    N('sin_1', gen_sin(), sin_ok)
    N('bsn_1', gen_bsn(), bsn_ok)
    N('dni_1', gen_dni(), dni_ok)
    N('nie_1', gen_nie(), dni_ok)
    N('pesel_1', gen_pesel(1994, 6, 17, 'f'), pesel_ok)
    N('pesel_2', gen_pesel(1988, 11, 2, 'm'), pesel_ok)
    N('pnr_1', gen_pnr(1979, 2, 14), pnr_ok)
    N('ppsn_1', gen_ppsn(), ppsn_ok)
    N('nhs_1', gen_nhs(), nhs_ok)
    N('aadhaar_1', gen_aadhaar(), aadhaar_ok)
    N('nric_1', gen_nric('S'), nric_ok)
    N('hetu_1', gen_hetu(1985, 7, 23), hetu_ok)
    N('nir_1', gen_nir(2, 0, 8, '69', '123', '045'), nir_ok)
    N('tfn_1', gen_tfn(), tfn_ok)

    P = lambda n, v, k: add(n, 'PASSPORT', v, shape(PASSPORT_SHAPES[k]), False)
    P('pp_gb_1', rng.choice('12345') + r(DIG, 8), 'gb')
    P('pp_gb_2', rng.choice('12345') + r(DIG, 8), 'gb')
    P('pp_es_1', 'PA' + rng.choice(UP) + r(DIG, 6), 'es')
    P('pp_fr_1', r(DIG, 2) + r(UP, 2) + r(DIG, 5), 'fr')
    P('pp_kr_1', 'M' + r(DIG, 8), 'kr')
    P('pp_cn_1', 'E' + r(DIG, 8), 'cn')
    P('pp_cn_2', 'EJ' + r(DIG, 7), 'cn2')
    P('pp_ca_1', r(UP, 2) + r(DIG, 6), 'ca')
    P('pp_hk_1', 'K' + r(DIG, 8), 'hk')
    P('pp_vn_1', 'C' + r(DIG, 7), 'vn')
    P('pp_in_1', rng.choice('KLMNPRSTUVWZ') + rng.choice('123456789') + r(DIG, 6), 'in')

    # shape-only values are registered with their family shape AND their
    # exact length, so that a truncated copy is rejected by selftest()
    def exact(rx, v):
        fam = shape(rx)
        return lambda s: fam(s) and len(s) == len(v)

    A = lambda n, v, k: add(n, 'APIKEY', v, exact(APIKEY_SHAPES[k], v), False)
    S = lambda n, v, k: add(n, 'SECRET', v, exact(SECRET_SHAPES[k], v), False)
    D = lambda n, v, k: add(n, 'decoy', v, exact(DECOY_SHAPES[k], v), False)

    A('stripe_sk_1', 'sk_live_51' + r(ALNUM, 46), 'stripe_secret')
    D('stripe_pk_1', 'pk_live_51' + r(ALNUM, 46), 'stripe_publishable')
    S('stripe_whsec_1', 'whsec_' + r(ALNUM, 32), 'stripe_whsec')
    A('sendgrid_1', 'SG.' + r(B64URL, 22) + '.' + r(B64URL, 43), 'sendgrid')
    S('flask_secret_1', r(HEXL, 64), 'hex_signing_secret')
    A('slack_bot_1', 'xoxb-%d-%d-%s' % (rng.randint(10 ** 11, 10 ** 12 - 1),
                                        rng.randint(10 ** 12, 10 ** 13 - 1), r(ALNUM, 24)), 'slack_bot')
    D('twilio_ac_1', 'AC' + r(HEXL, 32), 'twilio_account_sid')
    A('twilio_sk_1', 'SK' + r(HEXL, 32), 'twilio_key')
    S('twilio_auth_1', r(HEXL, 32), 'twilio_auth')
    A('stripe_rk_1', 'rk_live_51' + r(ALNUM, 46), 'stripe_restricted')
    A('telegram_bot_1', '%d:AA%s' % (rng.randint(10 ** 9, 7 * 10 ** 9), r(B64URL, 33)), 'telegram_bot')
    A('aws_akid_1', 'AKIA' + r(UP + '234567', 16), 'aws_akid')
    S('aws_secret_1', r(B64, 40), 'aws_secret')
    A('jwt_1', gen_jwt({'sub': 'ops_kwame', 'role': 'admin', 'iat': 1720772100,
                        'exp': 1720858500}), 'jwt')
    A('gh_pat_1', 'ghp_' + r(ALNUM, 36), 'github_pat')
    A('google_key_1', 'AIza' + r(B64URL, 35), 'google')
    S('jwt_secret_1', r(B64URL, 48), 'b64_signing_secret')
    A('mailgun_1', 'key-' + r(HEXL, 32), 'mailgun')
    D('paypal_cid_1', 'A' + r(ALNUM + '-_', 79), 'paypal_client_id')
    S('paypal_secret_1', 'E' + r(ALNUM + '-_', 79), 'paypal_secret')
    A('shopify_1', 'shpat_' + r(HEXL, 32), 'shopify')
    A('aws_akid_2', 'AKIA' + r(UP + '234567', 16), 'aws_akid')
    S('aws_secret_2', r(B64, 40), 'aws_secret')
    S('pem_ssh_1', gen_pem('OPENSSH', 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW', 6), 'pem_private_key')
    S('session_1', r(LOW + DIG, 32), 'session_cookie')
    A('ali_akid_1', 'LTAI5t' + r(ALNUM, 18), 'aliyun_akid')
    S('ali_secret_1', r(ALNUM, 30), 'aliyun_secret')
    A('gitlab_1', 'glpat-' + r(ALNUM + '-_', 20), 'gitlab')
    A('hf_1', 'hf_' + r(UP + LOW, 34), 'huggingface')
    S('slack_hook_1', 'https://hooks.slack.com/services/T%s/B%s/%s' % (
        r(UP + DIG, 8), r(UP + DIG, 10), r(ALNUM, 24)), 'slack_webhook')
    A('jwt_2', gen_jwt({'sub': 'cust_58213', 'aud': 'pickfresh-app', 'iat': 1721574100,
                        'exp': 1721577700}), 'jwt')
    D('stripe_pk_2', 'pk_live_51' + r(ALNUM, 46), 'stripe_publishable')
    S('totp_1', r(B32, 32), 'totp_seed')
    for s in 'abcd':
        S('rec_1' + s, r(HEXL, 5) + '-' + r(HEXL, 5), 'recovery_hex')
    S('discord_hook_1', 'https://discord.com/api/webhooks/%s/%s' % (
        rng.choice('123456789') + r(DIG, 18), r(B64URL, 68)), 'discord_webhook')

    S('dingtalk_hook_1', 'https://oapi.dingtalk.com/robot/send?access_token=' + r(HEXL, 64), 'dingtalk_webhook')
    S('dingtalk_sign_1', 'SEC' + r(HEXL, 64), 'dingtalk_sign')
    A('ali_akid_2', 'LTAI5t' + r(ALNUM, 18), 'aliyun_akid')
    S('ali_secret_2', r(ALNUM, 30), 'aliyun_secret')
    S('feishu_hook_1', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + gen_uuid(), 'feishu_webhook')
    S('feishu_sign_1', r(ALNUM, 22), 'feishu_sign')
    S('wx_appsecret_1', r(HEXL, 32), 'wechat_appsecret')
    S('wx_apiv3_1', r(ALNUM, 32), 'wechat_apiv3')
    A('tencent_sid_1', 'AKID' + r(ALNUM, 32), 'tencent_secret_id')
    S('tencent_skey_1', r(ALNUM, 32), 'tencent_secret_key')
    A('amap_key_1', r(HEXL, 32), 'amap_key')
    A('tencent_sid_2', 'AKID' + r(ALNUM, 32), 'tencent_secret_id')
    S('tencent_skey_2', r(ALNUM, 32), 'tencent_secret_key')
    S('wecom_hook_1', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + gen_uuid(), 'wecom_webhook')
    A('jwt_3', gen_jwt({'sub': 'HIVE-SX-0192', 'iss': 'hive-cloud', 'iat': 1717200000,
                        'exp': 1748736000}), 'jwt')
    S('pem_ec_1', gen_pem('EC', 'MHcCAQEEI', 3), 'pem_private_key')
    A('tencent_sid_3', 'AKID' + r(ALNUM, 32), 'tencent_secret_id')
    S('tencent_skey_3', r(ALNUM, 32), 'tencent_secret_key')
    for s in 'abc':
        S('rec_2' + s, r(UP + DIG, 4) + '-' + r(UP + DIG, 4), 'recovery_alnum')
    S('totp_2', ' '.join(r(B32, 4).lower() for _ in range(8)), 'totp_seed_spaced')

    S('pem_rsa_1', gen_pem('', 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ', 7), 'pem_private_key')
    A('openai_1', 'sk-proj-' + r(B64URL, 64), 'openai')
    S('dingtalk_hook_2', 'https://oapi.dingtalk.com/robot/send?access_token=' + r(HEXL, 64), 'dingtalk_webhook')
    A('gh_fine_1', 'github_pat_11' + r(UP + DIG, 20) + '_' + r(ALNUM, 59), 'github_fine')
    S('feishu_hook_2', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + gen_uuid(), 'feishu_webhook')
    A('jwt_4', gen_jwt({'sub': 'tester01', 'scope': 'booking:write', 'iat': 1719800000,
                        'exp': 1751336000}), 'jwt')
    A('aws_akid_3', 'AKIA' + r(UP + '234567', 16), 'aws_akid')
    S('aws_secret_3', r(B64, 40), 'aws_secret')
    A('telegram_bot_2', '%d:AA%s' % (rng.randint(10 ** 9, 7 * 10 ** 9), r(B64URL, 33)), 'telegram_bot')
    S('slack_hook_2', 'https://hooks.slack.com/services/T%s/B%s/%s' % (
        r(UP + DIG, 8), r(UP + DIG, 10), r(ALNUM, 24)), 'slack_webhook')
    A('npm_1', 'npm_' + r(ALNUM, 36), 'npm')
    S('django_secret_1', r(LOW + DIG + '!@#%^&*(-_=+)', 50), 'django_secret')
    C('card_amex_1', group(gen_card('37', 15), (4, 6, 5)))


build()

KNOWN_GOOD = [
    (card_ok, '4111111111111111'), (luhn_ok, '046454286'),
    (iban_ok, 'GB82WEST12345698765432'), (idcard_ok, '11010519491231002X'),
    (bsn_ok, '111222333'), (pesel_ok, '44051401359'), (pnr_ok, '811228-9874'),
    (ppsn_ok, '1234567T'), (nric_ok, 'S1234567D'), (hetu_ok, '131052-308T'),
    (dni_ok, '12345678Z'), (verhoeff_ok, '2363'), (nhs_ok, '9434765919'),
    (tfn_ok, '123456782'),
]


def corruptions(v):
    """Every single-digit substitution of v."""
    for i, ch in enumerate(v):
        if ch.isdigit():
            for d in DIG:
                if d != ch:
                    yield v[:i] + d + v[i + 1:]


def selftest(verbose=False):
    errors = []
    for f, v in KNOWN_GOOD:
        if not f(v):
            errors.append('known-good vector fails: %s %s' % (f.__name__, v))
    for name, v in VALUES.items():
        typ, f, check = REG[name]
        if not f(v):
            errors.append('%s does not validate: %r' % (name, v))
            continue
        if check:
            bad = [c for c in corruptions(v) if f(c)]
            if bad:
                errors.append('%s: corruption still valid: %r' % (name, bad[0]))
        else:
            # shape-only values (no check digit in the format): a truncated
            # copy and a copy with a foreign character must both be rejected
            mid = len(v) // 2
            for bad in (v[:-1], v[:mid] + '~' + v[mid + 1:]):
                if f(bad):
                    errors.append('%s: corrupted value still valid: %r' % (name, bad))
        if typ == 'IDCARD' and idcard_birth(v) is None:
            errors.append('%s: bad birth date' % name)
    if len(set(VALUES.values())) != len(VALUES):
        errors.append('duplicate generated values')
    if verbose or errors:
        for e in errors:
            print('FAIL', e)
    if not errors:
        print('values selftest ok: %d values, %d with check digits (all '
              'single-digit corruptions rejected)' % (
                  len(VALUES), sum(1 for n in REG if REG[n][2])))
    return not errors


if __name__ == '__main__':
    if '-p' in sys.argv:
        for k, v in VALUES.items():
            print('%-16s %-12s %s' % (k, REG[k][0], v.replace('\n', '\\n')))
    ok = selftest()
    sys.exit(0 if ok else 1)
