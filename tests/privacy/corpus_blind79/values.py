#!/usr/bin/env python3
"""Generated values for the blind79 corpus.

Every value that needs a check digit or a vendor shape is generated here from a
seeded random.Random, stored in VALUES and referred to in the texts as $name.

    python3 values.py        run selftest()
    python3 values.py -p     print every value
"""
import base64
import datetime
import json
import random
import re
import string
import struct
import sys

SEED = 790179
R = random.Random(SEED)

VALUES = {}
KIND = {}          # name -> validator kind

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
HEX = '0123456789abcdef'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
B64 = ALNUM + '+/'
B64URL = ALNUM + '-_'


def rs(alphabet, n):
    return ''.join(R.choice(alphabet) for _ in range(n))


def put(name, value, kind):
    assert name not in VALUES, name
    assert '|' not in value and '\u27e7' not in value and '\u27eb' not in value, name
    VALUES[name] = value
    KIND[name] = kind


def group(s, sizes, sep=' '):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


# ---------------------------------------------------------------- validators
def digits_only(s):
    return re.sub(r'[\s\-.]', '', s)


def luhn_ok(s):
    d = digits_only(s)
    if not d.isdigit():
        return False
    tot = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch)
        if i % 2 == 1:
            n *= 2
            if n > 9:
                n -= 9
        tot += n
    return tot % 10 == 0


def card_ok(s):
    if not re.fullmatch(r'\d[\d \-]{11,22}\d', s):
        return False
    d = digits_only(s)
    if not 13 <= len(d) <= 19:
        return False
    iin = (d.startswith('4') or 51 <= int(d[:2]) <= 55 or 2221 <= int(d[:4]) <= 2720
           or d[:2] in ('34', '37') or d.startswith('6011') or d.startswith('65')
           or d.startswith('62') or 3528 <= int(d[:4]) <= 3589)
    return iin and luhn_ok(d)


IBAN_LEN = {'GB': 22, 'DE': 22, 'FR': 27, 'NL': 18, 'ES': 24, 'IT': 27, 'IE': 22,
            'BE': 16, 'CH': 21, 'PL': 28, 'AT': 20, 'PT': 25}


def _iban_int(s):
    return int(''.join(str(int(c, 36)) for c in s))


def iban_ok(s):
    if not re.fullmatch(r'[A-Z]{2}\d{2}( ?[A-Z0-9]{1,4})+', s):
        return False
    c = s.replace(' ', '')
    if IBAN_LEN.get(c[:2]) != len(c):
        return False
    return _iban_int(c[4:] + c[:4]) % 97 == 1


def make_iban(cc, bban):
    chk = 98 - _iban_int(bban + cc + '00') % 97
    iban = '%s%02d%s' % (cc, chk, bban)
    assert len(iban) == IBAN_LEN[cc]
    return iban


def ssn_ok(s):
    m = re.fullmatch(r'(\d{3})([- ]?)(\d{2})\2(\d{4})', s)
    if not m:
        return False
    a, g, n = int(m.group(1)), m.group(3), m.group(4)
    if a == 0 or a == 666 or a >= 900 or g == '00' or n == '0000':
        return False
    if digits_only(s) in ('123456789', '078051120', '219099999'):
        return False
    return True


CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_C = '10X98765432'


def cnid_check(s17):
    return CN_C[sum(int(a) * b for a, b in zip(s17, CN_W)) % 11]


def cnid_date(s):
    c = s.replace(' ', '')
    return datetime.date(int(c[6:10]), int(c[10:12]), int(c[12:14]))


def cnid_ok(s):
    if not re.fullmatch(r'\d{6} ?\d{8} ?\d{3}[\dX]', s):
        return False
    c = s.replace(' ', '')
    try:
        d = cnid_date(c)
    except ValueError:
        return False
    if not datetime.date(1900, 1, 1) <= d <= datetime.date(2024, 12, 31):
        return False
    return cnid_check(c[:17]) == c[17]


def make_cnid(region, dob, male, want_x=False):
    while True:
        seq = R.randint(1, 99)
        sexd = R.choice('13579' if male else '02468')
        s17 = region + dob + '%02d' % seq + sexd
        ck = cnid_check(s17)
        if want_x == (ck == 'X'):
            return s17 + ck


# --- national ids (other countries)
NINO_RE = re.compile(r'(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]'
                     r'( ?)\d{2}\1\d{2}\1\d{2}\1[A-D]')


def nino_ok(s):
    return bool(NINO_RE.fullmatch(s))


def bsn_ok(s):
    if not re.fullmatch(r'\d{9}', s):
        return False
    t = sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])
    return t % 11 == 0 and s[0] != '0'


DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def dni_ok(s):
    m = re.fullmatch(r'(\d{8})-?([A-Z])', s)
    if m:
        return DNI_L[int(m.group(1)) % 23] == m.group(2)
    m = re.fullmatch(r'([XYZ])-?(\d{7})-?([A-Z])', s)
    if m:
        n = int('XYZ'.index(m.group(1)).__str__() + m.group(2))
        return DNI_L[n % 23] == m.group(3)
    return False


def pesel_ok(s):
    if not re.fullmatch(r'\d{11}', s):
        return False
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    if (10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10 != int(s[10]):
        return False
    yy, mm, dd = int(s[:2]), int(s[2:4]), int(s[4:6])
    cent = {0: 1900, 20: 2000, 40: 2100, 60: 2200, 80: 1800}
    base = mm - (mm - 1) % 20 - 1 if mm > 0 else -1
    if base not in cent:
        return False
    try:
        datetime.date(cent[base] + yy, mm - base, dd)
    except ValueError:
        return False
    return True


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


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VER_D[c][VER_P[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VER_D[c][VER_P[(i + 1) % 8][int(ch)]]
    return str(VER_INV[c])


def aadhaar_ok(s):
    if not re.fullmatch(r'[2-9]\d{3}( ?)\d{4}\1\d{4}', s):
        return False
    return verhoeff_ok(s.replace(' ', ''))


def sin_ok(s):
    if not re.fullmatch(r'[1-79]\d{2}([ -]?)\d{3}\1\d{3}', s):
        return False
    return luhn_ok(s)


def nric_check(prefix, digits):
    w = [2, 7, 6, 5, 4, 3, 2]
    t = sum(int(a) * b for a, b in zip(digits, w)) + (4 if prefix in 'TG' else 0)
    table = 'JZIHGFEDCBA' if prefix in 'ST' else 'XWUTRQPNMLK'
    return table[t % 11]


def nric_ok(s):
    m = re.fullmatch(r'([STFG])(\d{7})([A-Z])', s)
    return bool(m) and nric_check(m.group(1), m.group(2)) == m.group(3)


def pnr_ok(s):
    m = re.fullmatch(r'(\d{6})([-+])(\d{4})', s)
    if not m:
        return False
    try:
        datetime.datetime.strptime(m.group(1), '%y%m%d')
    except ValueError:
        return False
    return luhn_ok(m.group(1) + m.group(3))


HETU_C = '0123456789ABCDEFHJKLMNPRSTUVWXY'


def hetu_ok(s):
    m = re.fullmatch(r'(\d{6})([-+A])(\d{3})([0-9A-Y])', s)
    if not m:
        return False
    try:
        datetime.datetime.strptime(m.group(1), '%d%m%y')
    except ValueError:
        return False
    return HETU_C[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def nir_ok(s):
    if not re.fullmatch(r'[12]( ?)\d{2}\1\d{2}\1\d{2}\1\d{3}\1\d{3}\1\d{2}', s):
        return False
    c = s.replace(' ', '')
    return 97 - int(c[:13]) % 97 == int(c[13:])


def fnr_ok(s):
    if not re.fullmatch(r'\d{11}', s):
        return False
    d = [int(x) for x in s]
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    k1 = 11 - sum(a * b for a, b in zip(d, w1)) % 11
    k1 = 0 if k1 == 11 else k1
    if k1 == 10 or k1 != d[9]:
        return False
    k2 = 11 - sum(a * b for a, b in zip(d, w2)) % 11
    k2 = 0 if k2 == 11 else k2
    if k2 == 10 or k2 != d[10]:
        return False
    try:
        datetime.datetime.strptime(s[:6], '%d%m%y')
    except ValueError:
        return False
    return True


NATIONAL_ID_CHECKS = {'nino': nino_ok, 'bsn': bsn_ok, 'dni': dni_ok, 'pesel': pesel_ok,
                      'aadhaar': aadhaar_ok, 'sin': sin_ok, 'nric': nric_ok, 'pnr': pnr_ok,
                      'hetu': hetu_ok, 'nir': nir_ok, 'fnr': fnr_ok}


def national_id_ok(s):
    return any(f(s) for f in NATIONAL_ID_CHECKS.values())


PASSPORT_RE = re.compile(
    r'E\d{8}|E[A-HJ-NP-Z]\d{7}|G\d{8}|\d{9}|[A-Z]\d{8}|[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}'
    r'|[A-Z]\d{7}|[A-Z]{2}\d{6,7}')


def passport_ok(s):
    return bool(PASSPORT_RE.fullmatch(s))


def _b64url_json(part):
    try:
        pad = '=' * (-len(part) % 4)
        return json.loads(base64.urlsafe_b64decode(part + pad))
    except Exception:
        return None


def jwt_ok(s):
    parts = s.split('.')
    if len(parts) != 3 or not all(re.fullmatch(r'[A-Za-z0-9_-]+', p) for p in parts):
        return False
    h = _b64url_json(parts[0])
    return isinstance(h, dict) and 'alg' in h and isinstance(_b64url_json(parts[1]), dict)


APIKEY_RES = {
    'aws_akid': r'(AKIA|ASIA)[A-Z2-7]{16}',
    'github_pat': r'ghp_[A-Za-z0-9]{36}',
    'github_fine': r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}',
    'gitlab_pat': r'glpat-[A-Za-z0-9_-]{20}',
    'slack_bot': r'xox[bp]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}',
    'stripe_sk': r'(sk|rk)_live_[A-Za-z0-9]{24,99}',
    'openai': r'sk-proj-[A-Za-z0-9_-]{40,}',
    'twilio_sk': r'SK[0-9a-f]{32}',
    'sendgrid': r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}',
    'telegram': r'\d{8,10}:AA[A-Za-z0-9_-]{33}',
    'google': r'AIza[A-Za-z0-9_-]{35}',
    'mailgun': r'key-[0-9a-f]{32}',
    'npm': r'npm_[A-Za-z0-9]{36}',
    'hf': r'hf_[A-Za-z]{34}',
    'aliyun_akid': r'LTAI[A-Za-z0-9]{20}',
    'tencent_akid': r'AKID[A-Za-z0-9]{32}',
}


def apikey_ok(s):
    return jwt_ok(s) or any(re.fullmatch(p, s) for p in APIKEY_RES.values())


SECRET_RES = {
    'aws_secret': r'[A-Za-z0-9/+]{40}',
    'slack_hook': r'https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}',
    'discord_hook': r'https://discord\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_-]{68}',
    'dingtalk_hook': r'https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}',
    'wecom_hook': r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}',
    'feishu_hook': r'https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f-]{36}',
    'whsec': r'whsec_[A-Za-z0-9]{32}',
    'hex32': r'[0-9a-f]{32}',
    'alnum30': r'[A-Za-z0-9]{30,32}',
    'totp': r'[A-Z2-7]{16}|[A-Z2-7]{32}|([a-z2-7]{4} ){7}[a-z2-7]{4}',
    'recovery': r'[0-9a-f]{5}-[0-9a-f]{5}|\d{4} \d{4}',
    'pem': r'-----BEGIN ([A-Z]+ )?PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END ([A-Z]+ )?PRIVATE KEY-----',
    'cookie': r'[A-Za-z0-9%._-]{26,}',
    'django': r'[a-z0-9!@#%^&*(\-_=+)]{50}',
}


def secret_shape(s):
    for k, p in SECRET_RES.items():
        if re.fullmatch(p, s):
            return k
    return None


DECOY_RES = {
    'uuid': r'[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}',
    'sha1': r'[0-9a-f]{40}',
    'sha256': r'[0-9a-f]{64}',
    'twilio_ac': r'AC[0-9a-f]{32}',
    'pk_live': r'pk_live_[A-Za-z0-9]{24}',
}

CHECKSUMMED = {'card', 'iban', 'cnid', 'bsn', 'dni', 'pesel', 'aadhaar', 'sin', 'nric',
               'pnr', 'hetu', 'nir', 'fnr'}


def validate(kind, value):
    if kind == 'card':
        return card_ok(value)
    if kind == 'iban':
        return iban_ok(value)
    if kind == 'ssn':
        return ssn_ok(value)
    if kind == 'cnid':
        return cnid_ok(value)
    if kind == 'passport':
        return passport_ok(value)
    if kind in NATIONAL_ID_CHECKS:
        return NATIONAL_ID_CHECKS[kind](value)
    if kind == 'jwt':
        return jwt_ok(value)
    if kind in APIKEY_RES:
        return bool(re.fullmatch(APIKEY_RES[kind], value))
    if kind in SECRET_RES:
        return bool(re.fullmatch(SECRET_RES[kind], value))
    if kind in DECOY_RES:
        return bool(re.fullmatch(DECOY_RES[kind], value))
    raise KeyError(kind)


# ---------------------------------------------------------------- generators
def gen_card(prefix, length):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    for c in DIG:
        if luhn_ok(body + c):
            return body + c


put('card_visa1', group(gen_card('4539', 16), [4, 4, 4, 4]), 'card')
put('card_visa2', gen_card('4929', 16), 'card')
put('card_visa3', group(gen_card('4716', 16), [4, 4, 4, 4], '-'), 'card')
put('card_visa4', group(gen_card('4485', 16), [4, 4, 4, 4]), 'card')
put('card_visa5', gen_card('4024', 16), 'card')
put('card_mc1', group(gen_card('5425', 16), [4, 4, 4, 4]), 'card')
put('card_mc2', gen_card('2223', 16), 'card')
put('card_mc3', group(gen_card('5188', 16), [4, 4, 4, 4], '-'), 'card')
put('card_mc4', group(gen_card('5311', 16), [4, 4, 4, 4]), 'card')
put('card_amex1', group(gen_card('3714', 15), [4, 6, 5]), 'card')
put('card_amex2', gen_card('3782', 15), 'card')
put('card_up1', group(gen_card('6222', 16), [4, 4, 4, 4]), 'card')
put('card_up2', gen_card('6217', 19), 'card')
put('card_up3', group(gen_card('6228', 19), [4, 4, 4, 4, 3]), 'card')
put('card_up4', gen_card('6214', 16), 'card')
put('card_disc1', group(gen_card('6011', 16), [4, 4, 4, 4]), 'card')
put('card_jcb1', gen_card('3566', 16), 'card')


def fr_bban():
    bank, branch, acct = rs(DIG, 5), rs(DIG, 5), rs(DIG, 11)
    key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
    return bank + branch + acct + '%02d' % key


def be_bban():
    first = rs(DIG, 10)
    k = int(first) % 97 or 97
    return first + '%02d' % k


def sp4(s):
    return ' '.join(s[i:i + 4] for i in range(0, len(s), 4))


put('iban_gb1', sp4(make_iban('GB', 'NWBK' + rs(DIG, 14))), 'iban')
put('iban_gb2', make_iban('GB', 'BARC' + rs(DIG, 14)), 'iban')
put('iban_gb3', sp4(make_iban('GB', 'LOYD' + rs(DIG, 14))), 'iban')
put('iban_de1', sp4(make_iban('DE', rs(DIG, 18))), 'iban')
put('iban_de2', make_iban('DE', rs(DIG, 18)), 'iban')
put('iban_fr1', sp4(make_iban('FR', fr_bban())), 'iban')
put('iban_nl1', sp4(make_iban('NL', 'INGB' + rs(DIG, 10))), 'iban')
put('iban_nl2', make_iban('NL', 'RABO' + rs(DIG, 10)), 'iban')
put('iban_es1', sp4(make_iban('ES', rs(DIG, 20))), 'iban')
put('iban_it1', make_iban('IT', R.choice(UP) + rs(DIG, 22)), 'iban')
put('iban_ie1', sp4(make_iban('IE', 'AIBK' + rs(DIG, 14))), 'iban')
put('iban_be1', sp4(make_iban('BE', be_bban())), 'iban')
put('iban_ch1', sp4(make_iban('CH', rs(DIG, 17))), 'iban')
put('iban_pl1', sp4(make_iban('PL', rs(DIG, 24))), 'iban')
put('iban_at1', sp4(make_iban('AT', rs(DIG, 16))), 'iban')


def gen_ssn(sep='-'):
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        g, n = R.randint(1, 99), R.randint(1, 9999)
        s = '%03d%s%02d%s%04d' % (a, sep, g, sep, n)
        if ssn_ok(s):
            return s


for i in range(1, 7):
    put('ssn%d' % i, gen_ssn('-'), 'ssn')
put('ssn7', gen_ssn(' '), 'ssn')
put('ssn8', gen_ssn(''), 'ssn')

# Chinese resident IDs: (name, region, dob, male, want_x, spaced)
CNIDS = [
    ('idc1', '110105', '19580417', True, False, False),
    ('idc2', '310104', '19861103', False, True, False),
    ('idc3', '440305', '19920721', True, False, False),
    ('idc4', '330106', '19490228', False, False, False),
    ('idc5', '510107', '19750909', True, False, True),
    ('idc6', '420106', '20011230', False, False, False),
    ('idc7', '320102', '19630514', True, True, False),
    ('idc8', '370202', '19880125', False, False, False),
    ('idc9', '610113', '19541006', True, False, False),
    ('idc10', '500103', '19790318', False, False, False),
    ('idc11', '430104', '19960802', True, False, False),
    ('idc12', '350203', '19410611', False, False, False),
    ('idc13', '210102', '19831207', True, False, True),
    ('idc14', '120101', '19690729', False, True, False),
    ('idc15', '450105', '19900404', True, False, False),
    ('idc16', '530102', '19721119', False, False, False),
    ('idc17', '110108', '19470108', True, False, False),
    ('idc18', '310115', '19990523', False, False, False),
    ('idc19', '440106', '19810216', True, False, False),
    ('idc20', '330102', '19660930', False, False, False),
    ('idc21', '420111', '19570312', True, False, False),
    ('idc22', '610103', '19851024', False, False, False),
]
for name, region, dob, male, want_x, spaced in CNIDS:
    v = make_cnid(region, dob, male, want_x)
    if spaced:
        v = group(v, [6, 8, 4])
    put(name, v, 'cnid')

# passports
put('pp_cn1', 'E' + rs(DIG, 8), 'passport')
put('pp_cn2', 'E' + R.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') + rs(DIG, 7), 'passport')
put('pp_cn3', 'E' + rs(DIG, 8), 'passport')
put('pp_cn4', 'E' + R.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') + rs(DIG, 7), 'passport')
put('pp_us1', str(R.randint(5, 6)) + rs(DIG, 8), 'passport')
put('pp_us2', 'A' + rs(DIG, 8), 'passport')
put('pp_gb1', '5' + rs(DIG, 8), 'passport')
put('pp_gb2', '1' + rs(DIG, 8), 'passport')
put('pp_de1', R.choice('CFGHJK') + rs('CFGHJKLMNPRTVWXYZ0123456789', 8), 'passport')
put('pp_in1', R.choice('JKLMNPRSTUVWZ') + rs(DIG, 7), 'passport')
put('pp_ca1', rs('ABCGHJKLMNPRSTWX', 2) + rs(DIG, 6), 'passport')
put('pp_ie1', rs('ABCDFLMNPRTX', 2) + rs(DIG, 7), 'passport')
put('pp_nl1', rs('BCDFGHJKLNPRSTVWXYZ', 2) + rs(DIG, 7), 'passport')


# national ids
def gen_nino(spaced):
    while True:
        a = R.choice('ABCEGHJKLMNPRSTWXYZ')
        b = R.choice('ABCEGHJKLMNPRSTWXYZ')
        d = rs(DIG, 6)
        s = R.choice('ABCD')
        v = '%s%s %s %s %s %s' % (a, b, d[:2], d[2:4], d[4:], s) if spaced else a + b + d + s
        if nino_ok(v):
            return v


def gen_bsn():
    while True:
        s = str(R.randint(1, 9)) + rs(DIG, 7)
        t = sum(int(s[i]) * (9 - i) for i in range(8)) % 11
        if t < 10:
            return s + str(t)


def gen_dni():
    n = rs(DIG, 8)
    return n + DNI_L[int(n) % 23]


def gen_nie():
    p = R.choice('XY')
    n = rs(DIG, 7)
    return p + n + DNI_L[int(str('XYZ'.index(p)) + n) % 23]


def gen_pesel(y, m, d, male):
    mm = m + (20 if y >= 2000 else 0)
    base = '%02d%02d%02d' % (y % 100, mm, d) + rs(DIG, 3) + R.choice('13579' if male else '02468')
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return base + str((10 - sum(int(a) * b for a, b in zip(base, w)) % 10) % 10)


def gen_aadhaar():
    n = str(R.randint(2, 9)) + rs(DIG, 10)
    return group(n + verhoeff_digit(n), [4, 4, 4])


def gen_sin():
    while True:
        s = str(R.randint(1, 7)) + rs(DIG, 7)
        for c in DIG:
            if luhn_ok(s + c):
                return group(s + c, [3, 3, 3])


def gen_nric(prefix, yy=None):
    d = (yy if yy is not None else rs(DIG, 2)) + rs(DIG, 5)
    return prefix + d + nric_check(prefix, d)


def gen_pnr(yymmdd, male):
    while True:
        s = yymmdd + rs(DIG, 3)
        if (int(s[8]) % 2 == 1) != male:          # 9th digit: odd = male
            s = s[:8] + str((int(s[8]) + 1) % 10)
        for c in DIG:
            if luhn_ok(s + c):
                return yymmdd + '-' + s[6:] + c


def gen_hetu(ddmmyy, sep):
    n = '%03d' % R.randint(2, 899)
    return ddmmyy + sep + n + HETU_C[int(ddmmyy + n) % 31]


def gen_nir(sex, yy, mm, dept):
    b = str(sex) + yy + mm + dept + rs(DIG, 3) + rs(DIG, 3)
    key = 97 - int(b) % 97
    return group(b + '%02d' % key, [1, 2, 2, 2, 3, 3, 2])


def gen_fnr(ddmmyy):
    while True:
        s = ddmmyy + rs(DIG, 3)
        cand = s + '00'
        d = [int(x) for x in cand]
        k1 = 11 - sum(a * b for a, b in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        d[9] = k1
        k2 = 11 - sum(a * b for a, b in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return s + str(k1) + str(k2)


put('nino1', gen_nino(True), 'nino')
put('nino2', gen_nino(False), 'nino')
put('nino3', gen_nino(True), 'nino')
put('bsn1', gen_bsn(), 'bsn')
put('bsn2', gen_bsn(), 'bsn')
put('dni1', gen_dni(), 'dni')
put('nie1', gen_nie(), 'dni')
put('pesel1', gen_pesel(1957, 3, 22, False), 'pesel')      # born 1957-03-22
put('pesel2', gen_pesel(2003, 8, 14, True), 'pesel')       # born 2003-08-14
put('aadhaar1', gen_aadhaar(), 'aadhaar')
put('aadhaar2', gen_aadhaar(), 'aadhaar')
put('sin1', gen_sin(), 'sin')
put('nric1', gen_nric('S', '84'), 'nric')                   # born 1984
put('nric2', gen_nric('T', '02'), 'nric')                   # born 2002
put('nric3', gen_nric('S', '71'), 'nric')                   # born 1971
put('pnr1', gen_pnr('710530', True), 'pnr')                 # man born 1971-05-30
put('hetu1', gen_hetu('021248', '-'), 'hetu')               # born 1948-12-02
put('nir1', gen_nir(2, '64', '09', '69'), 'nir')            # woman born 1964-09, Rhone
put('fnr1', gen_fnr('150762'), 'fnr')                       # born 1962-07-15

# api keys
put('aws_akid1', 'AKIA' + rs(UP + '234567', 16), 'aws_akid')
put('aws_akid2', 'AKIA' + rs(UP + '234567', 16), 'aws_akid')
put('aws_akid3', 'AKIA' + rs(UP + '234567', 16), 'aws_akid')
put('gh_pat1', 'ghp_' + rs(ALNUM, 36), 'github_pat')
put('gh_pat2', 'ghp_' + rs(ALNUM, 36), 'github_pat')
put('gh_fine1', 'github_pat_11' + rs(UP + DIG, 20) + '_' + rs(ALNUM, 59), 'github_fine')
put('gitlab1', 'glpat-' + rs(ALNUM + '-_', 20), 'gitlab_pat')
put('slack_bot1', 'xoxb-%s-%s-%s' % (rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 24)), 'slack_bot')
put('slack_bot2', 'xoxb-%s-%s-%s' % (rs(DIG, 11), rs(DIG, 13), rs(ALNUM, 24)), 'slack_bot')
put('stripe_sk1', 'sk_live_51' + rs(ALNUM, 97), 'stripe_sk')
put('stripe_sk2', 'sk_live_' + rs(ALNUM, 24), 'stripe_sk')
put('stripe_rk1', 'rk_live_' + rs(ALNUM, 24), 'stripe_sk')
put('openai1', 'sk-proj-' + rs(ALNUM + '-_', 48), 'openai')
put('twilio_sk1', 'SK' + rs(HEX, 32), 'twilio_sk')
put('sendgrid1', 'SG.' + rs(B64URL, 22) + '.' + rs(B64URL, 43), 'sendgrid')
put('sendgrid2', 'SG.' + rs(B64URL, 22) + '.' + rs(B64URL, 43), 'sendgrid')
put('tg_bot1', str(R.randint(5000000000, 7999999999)) + ':AA' + rs(B64URL, 33), 'telegram')
put('tg_bot2', str(R.randint(500000000, 799999999)) + ':AA' + rs(B64URL, 33), 'telegram')
put('google1', 'AIza' + rs(B64URL, 35), 'google')
put('google2', 'AIza' + rs(B64URL, 35), 'google')
put('mailgun1', 'key-' + rs(HEX, 32), 'mailgun')
put('npm1', 'npm_' + rs(ALNUM, 36), 'npm')
put('hf1', 'hf_' + rs(string.ascii_letters, 34), 'hf')
put('aliyun_akid1', 'LTAI5t' + rs(ALNUM, 18), 'aliyun_akid')
put('aliyun_akid2', 'LTAI5t' + rs(ALNUM, 18), 'aliyun_akid')
put('tencent_akid1', 'AKID' + rs(ALNUM, 32), 'tencent_akid')


def b64url(obj):
    raw = json.dumps(obj, separators=(',', ':')).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip('=')


def gen_jwt(payload, alg='HS256'):
    h = b64url({'alg': alg, 'typ': 'JWT'})
    p = b64url(payload)
    nbytes = 32 if alg == 'HS256' else 256
    sig = base64.urlsafe_b64encode(bytes(R.randrange(256) for _ in range(nbytes))).decode().rstrip('=')
    return '%s.%s.%s' % (h, p, sig)


put('jwt1', gen_jwt({'sub': '40817', 'role': 'dispatcher', 'iat': 1718003321, 'exp': 1718089721}), 'jwt')
put('jwt2', gen_jwt({'sub': 'svc-o2-portal', 'scope': 'orders:write', 'iat': 1722512040}), 'jwt')
put('jwt3', gen_jwt({'uid': 99120, 'tenant': 'hz-vacc', 'iat': 1709251200, 'exp': 1709337600}), 'jwt')
put('jwt4', gen_jwt({'sub': '7731', 'aud': 'donor-app', 'iat': 1727740800}), 'jwt')

# secrets
put('aws_secret1', rs(ALNUM + '/+', 40), 'aws_secret')
put('aws_secret2', rs(ALNUM + '/+', 40), 'aws_secret')
put('aws_secret3', rs(ALNUM + '/+', 40), 'aws_secret')
put('aliyun_secret1', rs(ALNUM, 30), 'alnum30')
put('aliyun_secret2', rs(ALNUM, 30), 'alnum30')
put('tencent_secret1', rs(ALNUM, 32), 'alnum30')
put('twilio_auth1', rs(HEX, 32), 'hex32')
put('whsec1', 'whsec_' + rs(ALNUM, 32), 'whsec')
put('whsec2', 'whsec_' + rs(ALNUM, 32), 'whsec')
put('slack_hook1', 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(ALNUM, 24)), 'slack_hook')
put('slack_hook2', 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(UP + DIG, 10), rs(UP + DIG, 10), rs(ALNUM, 24)), 'slack_hook')
put('discord_hook1', 'https://discord.com/api/webhooks/%s/%s' % (rs(DIG, 19), rs(B64URL, 68)), 'discord_hook')
put('dingtalk_hook1', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64), 'dingtalk_hook')
put('dingtalk_hook2', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64), 'dingtalk_hook')


def r_uuid():
    h = rs(HEX, 32)
    h = h[:12] + '4' + h[13:16] + R.choice('89ab') + h[17:]
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


put('wecom_hook1', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + r_uuid(), 'wecom_hook')
put('feishu_hook1', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + r_uuid(), 'feishu_hook')
put('totp1', ' '.join(rs(B32.lower(), 4) for _ in range(8)), 'totp')
put('totp2', rs(B32, 16), 'totp')
put('totp3', rs(B32, 32), 'totp')
put('totp4', rs(B32, 16), 'totp')
for i in range(1, 9):
    put('rc%d' % i, rs(HEX, 5) + '-' + rs(HEX, 5), 'recovery')
for i in range(1, 5):
    put('bc%d' % i, rs(DIG, 4) + ' ' + rs(DIG, 4), 'recovery')
put('cookie_dj1', rs(LOW + DIG, 32), 'cookie')
put('cookie_dj2', rs(LOW + DIG, 32), 'cookie')
put('cookie_sid1', 's%3A' + rs(B64URL, 32) + '.' + rs(ALNUM, 43), 'cookie')
put('cookie_php1', rs(LOW + DIG, 26), 'cookie')
put('django_key1', rs(LOW + DIG + '!@#%^&*(-_=+)', 50), 'django')
put('flask_key1', rs(HEX, 32), 'hex32')


def pem(label, der, width=64):
    b = base64.b64encode(der).decode()
    lines = [b[i:i + width] for i in range(0, len(b), width)]
    return '-----BEGIN %s-----\n%s\n-----END %s-----' % (label, '\n'.join(lines), label)


def ec_der():
    priv = bytes(R.randrange(256) for _ in range(32))
    pub = bytes(R.randrange(256) for _ in range(64))
    return (bytes.fromhex('30770201010420') + priv + bytes.fromhex('a00a06082a8648ce3d030107a144034200')
            + b'\x04' + pub)


def ssh_string(b):
    return struct.pack('>I', len(b)) + b


def openssh_der(comment):
    pub = bytes(R.randrange(256) for _ in range(32))
    seed = bytes(R.randrange(256) for _ in range(32))
    pubblob = ssh_string(b'ssh-ed25519') + ssh_string(pub)
    chk = struct.pack('>I', R.randrange(2 ** 32))
    priv = chk + chk + ssh_string(b'ssh-ed25519') + ssh_string(pub) + ssh_string(seed + pub) + ssh_string(comment)
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    return (b'openssh-key-v1\x00' + ssh_string(b'none') + ssh_string(b'none') + ssh_string(b'')
            + struct.pack('>I', 1) + ssh_string(pubblob) + ssh_string(priv))


put('pem_ec1', pem('EC PRIVATE KEY', ec_der()), 'pem')
put('pem_ec2', pem('EC PRIVATE KEY', ec_der()), 'pem')
put('pem_ssh1', pem('OPENSSH PRIVATE KEY', openssh_der(b'deploy@o2-route-02'), 70), 'pem')

# decoy values with a shape
for i in range(1, 13):
    put('uuid%d' % i, r_uuid(), 'uuid')
for i in range(1, 7):
    put('sha%d' % i, rs(HEX, 40), 'sha1')
for i in range(1, 4):
    put('sha256_%d' % i, rs(HEX, 64), 'sha256')
put('twilio_ac1', 'AC' + rs(HEX, 32), 'twilio_ac')
put('pk_live1', 'pk_live_' + rs(ALNUM, 24), 'pk_live')
put('pk_live2', 'pk_live_' + rs(ALNUM, 24), 'pk_live')

# added after the first texts were written (appended so earlier values keep their seed position)
put('iban_gb4', make_iban('GB', 'HBUK' + rs(DIG, 14)), 'iban')
put('iban_gb5', sp4(make_iban('GB', 'MIDL' + rs(DIG, 14))), 'iban')
put('idc23', make_cnid('440106', '20231008', True), 'cnid')        # child born 2023-10-08
put('wx_secret1', rs(HEX, 32), 'hex32')
put('card_up5', gen_card('6225', 16), 'card')
put('card_up6', group(gen_card('6212', 19), [4, 4, 4, 4, 3]), 'card')
put('tg_bot3', str(R.randint(6000000000, 7999999999)) + ':AA' + rs(B64URL, 33), 'telegram')
put('openai2', 'sk-proj-' + rs(ALNUM + '-_', 56), 'openai')
put('slack_bot3', 'xoxb-%s-%s-%s' % (rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 24)), 'slack_bot')
put('aliyun_akid3', 'LTAI5t' + rs(ALNUM, 18), 'aliyun_akid')
put('aliyun_secret3', rs(ALNUM, 30), 'alnum30')
put('jwt5', gen_jwt({'sub': 'wx_8812', 'scope': 'booking', 'iat': 1718870400, 'exp': 1718956800}), 'jwt')
put('pp_pl1', rs('ABCDEFGHJKLMNPRSTUVWXYZ', 2) + rs(DIG, 7), 'passport')
put('pp_in2', R.choice('JKLMNPRSTUVWZ') + rs(DIG, 7), 'passport')


# ---------------------------------------------------------------- selftest
def corruptions(value):
    """Every one-digit corruption (+1 mod 10) of a value."""
    for i, ch in enumerate(value):
        if ch.isdigit():
            yield value[:i] + str((int(ch) + 1) % 10) + value[i + 1:]


def selftest(verbose=False):
    bad = []
    for name, v in VALUES.items():
        k = KIND[name]
        if not validate(k, v):
            bad.append('%s invalid: %r' % (name, v))
            continue
        if k in CHECKSUMMED:
            n = 0
            for c in corruptions(v):
                n += 1
                if validate(k, c):
                    bad.append('%s: corruption still valid: %r' % (name, c))
            if n == 0:
                bad.append('%s: no digit to corrupt' % name)
    # cross-type sanity: typed checks used by check_blind
    for name, v in VALUES.items():
        k = KIND[name]
        if k == 'card':
            assert card_ok(v)
        if k in NATIONAL_ID_CHECKS:
            assert national_id_ok(v)
        if k in APIKEY_RES or k == 'jwt':
            assert apikey_ok(v), name
    seen = {}
    for name, v in VALUES.items():
        if v in seen:
            bad.append('%s duplicates %s' % (name, seen[v]))
        seen[v] = name
    for b in bad:
        print('FAIL', b)
    if verbose or not bad:
        print('selftest: %d values, %d checksummed, %s' % (
            len(VALUES), sum(1 for n in VALUES if KIND[n] in CHECKSUMMED), 'OK' if not bad else 'FAILED'))
    return not bad


if __name__ == '__main__':
    if '-p' in sys.argv:
        for k, v in VALUES.items():
            print('%-16s %-12s %s' % (k, KIND[k], v))
    ok = selftest()
    sys.exit(0 if ok else 1)
