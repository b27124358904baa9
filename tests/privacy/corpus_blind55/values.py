#!/usr/bin/env python3
"""blind55 -- seeded generators for every value that needs a check digit or a
vendor shape.  Texts refer to them as ``$name``.

    python3 values.py        run selftest()
    python3 values.py -p     print name, type and value of every entry

Only the standard library is used.  The generator is random.Random(SEED) and
values are drawn in the fixed order of this file, so the output is stable.
"""
import base64
import datetime
import json
import re
import random
import string
import struct
import sys

SEED = 550055
R = random.Random(SEED)

DIG = string.digits
ALNUM = string.ascii_letters + string.digits
UPNUM = string.ascii_uppercase + string.digits
LOWNUM = string.ascii_lowercase + string.digits
HEX = '0123456789abcdef'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
B64URL = ALNUM + '-_'


def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def group(s, sizes, sep=' '):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


# ---------------------------------------------------------------- validators
def luhn_ok(s):
    d = re.sub(r'[ -]', '', s)
    if not d.isdigit() or len(d) < 2:
        return False
    t = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch)
        if i % 2:
            n = n * 2 - 9 if n > 4 else n * 2
        t += n
    return t % 10 == 0


def luhn_complete(payload):
    for c in DIG:
        if luhn_ok(payload + c):
            return payload + c
    raise AssertionError(payload)


CARD_RE = re.compile(
    r'(4\d{15}|4\d{12}|5[1-5]\d{14}|(222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)\d{12}'
    r'|3[47]\d{13}|62\d{14,17}|6011\d{12}|35(2[89]|[3-8]\d)\d{12})')


def card_ok(s):
    if not re.fullmatch(r'\d+([ -]\d+)*', s):
        return False
    d = re.sub(r'[ -]', '', s)
    return bool(CARD_RE.fullmatch(d)) and luhn_ok(d)


IBAN_LEN = {'GB': 22, 'DE': 22, 'NL': 18, 'IE': 22, 'BE': 16, 'CH': 21, 'AT': 20,
            'LU': 20, 'FR': 27, 'ES': 24, 'IT': 27, 'PL': 28}


def _iban_int(s):
    return int(''.join(str(int(c, 36)) for c in s))


def iban_ok(s):
    if not re.fullmatch(r'[A-Z]{2}\d{2}( ?[A-Z0-9]+)+', s):
        return False
    c = s.replace(' ', '')
    if c[:2] not in IBAN_LEN or len(c) != IBAN_LEN[c[:2]]:
        return False
    if c[:2] == 'FR':
        if not c[4:].isdigit() or rib_key(c[4:9], c[9:14], c[14:25]) != c[25:27]:
            return False
    if c[:2] == 'BE':
        first10 = int(c[4:14])
        k = first10 % 97 or 97
        if int(c[14:16]) != k:
            return False
    return _iban_int(c[4:] + c[:4]) % 97 == 1


def rib_key(bank, branch, account):
    return '%02d' % (97 - (89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97)


def make_iban(cc, bban, grouped):
    chk = 98 - _iban_int(bban + cc + '00') % 97
    s = '%s%02d%s' % (cc, chk, bban)
    assert len(s) == IBAN_LEN[cc]
    if grouped:
        s = ' '.join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


CN_PROV = {'11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35',
           '36', '37', '41', '42', '43', '44', '45', '46', '50', '51', '52', '53', '54',
           '61', '62', '63', '64', '65'}
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cnid_check(s17):
    return '10X98765432'[sum(int(a) * b for a, b in zip(s17, CN_W)) % 11]


def cnid_birth(s):
    c = s.replace(' ', '').upper()
    try:
        return datetime.date(int(c[6:10]), int(c[10:12]), int(c[12:14]))
    except ValueError:
        return None


def cnid_ok(s):
    if not re.fullmatch(r'\d{6} ?\d{8} ?\d{3}[\dXx]', s):
        return False
    c = s.replace(' ', '').upper()
    if c[:2] not in CN_PROV or cnid_birth(c) is None:
        return False
    return cnid_check(c[:17]) == c[17]


PASSPORT_RES = [
    r'E\d{8}', r'E[A-HJ-NP-Z]\d{7}', r'G\d{8}',          # PRC
    r'\d{9}',                                            # UK, US (old)
    r'[A-Z]\d{8}',                                       # US next-gen, HKSAR (H/K)
    r'C[CFGHJKLMNPRTVWXYZ0-9]{8}',                       # DE
    r'[A-Z]\d{7}',                                       # IN, AU (one letter)
    r'PA\d{7}', r'\d{2}[A-Z]{2}\d{5}', r'[A-Z]{2}\d{6}',   # AU, FR, CA
    r'K\d{7}[A-Z]',                                      # SG
    r'P\d{7}[A-Z]',                                      # PH
]


def passport_ok(s):
    return any(re.fullmatch(p, s) for p in PASSPORT_RES)


def ssn_ok(s):
    m = re.fullmatch(r'(\d{3})([- ]?)(\d{2})\2(\d{4})', s)
    if not m:
        return False
    a, g, n = int(m.group(1)), int(m.group(3)), int(m.group(4))
    return 0 < a < 900 and a != 666 and g > 0 and n > 0


# --- national ids of other countries
DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'
VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
      [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
      [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
      [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
      [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
      [9, 4, 5, 3, 1, 2, 7, 6, 8, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
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


def hkid_check(prefix, d6):
    p = prefix.rjust(2)
    vals = [36 if ch == ' ' else ord(ch) - 55 for ch in p]
    s = vals[0] * 9 + vals[1] * 8 + sum(int(d) * w for d, w in zip(d6, range(7, 1, -1)))
    r = (11 - s % 11) % 11
    return 'A' if r == 10 else str(r)


def nric_check(prefix, d7):
    s = sum(int(a) * b for a, b in zip(d7, [2, 7, 6, 5, 4, 3, 2]))
    if prefix in 'TG':
        s += 4
    return ('JZIHGFEDCBA' if prefix in 'ST' else 'XWUTRQPNMLK')[s % 11]


def cpf_digits(nine):
    d = [int(c) for c in nine]
    d1 = (sum(v * (10 - i) for i, v in enumerate(d)) * 10 % 11) % 10
    d.append(d1)
    d2 = (sum(v * (11 - i) for i, v in enumerate(d)) * 10 % 11) % 10
    return '%d%d' % (d1, d2)


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def _date_ok(y, m, d):
    try:
        return datetime.date(y, m, d)
    except ValueError:
        return None


def pesel_birth(c):
    yy, mm, dd = int(c[:2]), int(c[2:4]), int(c[4:6])
    cent = 1900
    if mm > 20:
        cent, mm = 2000, mm - 20
    return _date_ok(cent + yy, mm, dd)


NINO_RE = (r'(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]'
           r'( ?)\d{2}\1\d{2}\1\d{2}\1[A-D]')


def nid_check(s):
    """Return (kind, ok) for a national id written in one of the used formats."""
    t = s
    if re.fullmatch(r'\d{8}-?[A-Z]', t):
        c = t.replace('-', '')
        return 'ES_DNI', DNI_L[int(c[:8]) % 23] == c[8]
    if re.fullmatch(r'[XYZ]-?\d{7}-?[A-Z]', t):
        c = t.replace('-', '')
        n = int(str('XYZ'.index(c[0])) + c[1:8])
        return 'ES_NIE', DNI_L[n % 23] == c[8]
    if re.fullmatch(r'[STFG]\d{7}[A-Z]', t):
        return 'SG_NRIC', nric_check(t[0], t[1:8]) == t[8]
    m = re.fullmatch(r'([A-Z]{1,2})(\d{6})\(([0-9A])\)', t)
    if m:
        return 'HKID', hkid_check(m.group(1), m.group(2)) == m.group(3)
    if re.fullmatch(NINO_RE, t):
        return 'UK_NINO', True        # no check character exists
    if re.fullmatch(r'\d{3}\.\d{3}\.\d{3}-\d{2}', t):
        c = re.sub(r'\D', '', t)
        return 'BR_CPF', len(set(c)) > 1 and cpf_digits(c[:9]) == c[9:]
    if re.fullmatch(r'\d{11}', t):
        ok = sum(int(a) * b for a, b in zip(t, PESEL_W)) % 10 == (10 - int(t[10])) % 10
        return 'PL_PESEL', ok and pesel_birth(t) is not None
    if re.fullmatch(r'\d{6}[-+]\d{4}', t):
        c = t[:6] + t[7:]
        ok = luhn_ok(c) and _date_ok(2000 + int(c[:2]), int(c[2:4]), int(c[4:6])) is not None
        return 'SE_PNR', ok
    if re.fullmatch(r'\d{3}([ -])\d{3}\1\d{3}', t):
        c = re.sub(r'\D', '', t)
        return 'CA_SIN', c[0] in '1234567' and luhn_ok(c)
    if re.fullmatch(r'\d{9}', t):
        ok = (sum(int(a) * w for a, w in zip(t[:8], range(9, 1, -1))) - int(t[8])) % 11 == 0
        return 'NL_BSN', ok and t[0] != '0'
    if re.fullmatch(r'\d{4}( ?)\d{4}\1\d{4}', t):
        c = t.replace(' ', '')
        return 'IN_AADHAAR', c[0] in '23456789' and verhoeff_ok(c)
    if re.fullmatch(r'\d{13}', t):
        ok = luhn_ok(t) and _date_ok(2000 + int(t[:2]), int(t[2:4]), int(t[4:6])) is not None
        return 'ZA_ID', ok and t[10] in '01'
    if re.fullmatch(r'[12] \d{2} \d{2} \d{2} \d{3} \d{3} \d{2}', t) or re.fullmatch(r'[12]\d{14}', t):
        c = t.replace(' ', '')
        return 'FR_NIR', 97 - int(c[:13]) % 97 == int(c[13:]) and 1 <= int(c[3:5]) <= 12
    return None, False


def nid_birth(s):
    """Birth date (or (yy, mm, dd) tuple) that an id encodes, else None."""
    kind, ok = nid_check(s)
    if kind == 'PL_PESEL':
        return pesel_birth(s)
    if kind in ('SE_PNR', 'ZA_ID'):
        return ('yymmdd', s[:6])
    return None


# --- vendor shapes
APIKEY_RES = [
    r'sk_live_[A-Za-z0-9]{24,99}', r'rk_live_[A-Za-z0-9]{24,99}',
    r'sk-proj-[A-Za-z0-9_-]{40,}', r'sk-ant-api03-[A-Za-z0-9_-]{80,}AA',
    r'ghp_[A-Za-z0-9]{36}', r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}',
    r'glpat-[A-Za-z0-9_-]{20}', r'AKIA[A-Z2-7]{16}', r'LTAI[A-Za-z0-9]{20}',
    r'AKID[A-Za-z0-9]{32}', r'xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}',
    r'xoxp-\d{10,13}-\d{10,13}-\d{10,13}-[a-f0-9]{32}',
    r'\d{9,10}:AA[A-Za-z0-9_-]{33}', r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}',
    r'AIza[A-Za-z0-9_-]{35}', r'key-[0-9a-f]{32}', r'shpat_[0-9a-f]{32}',
    r'EAA[AG][A-Za-z0-9]{60,}', r'hf_[A-Za-z]{34}',
    r'eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{20,}',
]
EXAMPLE_KEYS = {
    'AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    'sk_test_4eC39HqLyjWDarjtT1zdp7dc',
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9l'
    'IiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
    'https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX',
}


def apikey_ok(s):
    if s in EXAMPLE_KEYS or 'EXAMPLE' in s.upper():
        return False
    if not any(re.fullmatch(p, s) for p in APIKEY_RES):
        return False
    if s.startswith('eyJ'):
        try:
            for part in s.split('.')[:2]:
                json.loads(base64.urlsafe_b64decode(part + '=' * (-len(part) % 4)))
        except Exception:
            return False
    return True


SECRET_RES = [
    r'-----BEGIN [A-Z ]*PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END [A-Z ]*PRIVATE KEY-----',
    r'https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}',
    r'https://discord(app)?\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_-]{68}',
    r'https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}',
    r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}',
    r'https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f-]{36}',
    r'SEC[0-9a-f]{64}', r'whsec_[A-Za-z0-9]{32}', r'base64:[A-Za-z0-9+/]{43}=',
    r'[A-Z2-7]{32}', r'[a-z2-7]{4}( [a-z2-7]{4}){7}', r'[0-9a-f]{5}-[0-9a-f]{5}',
    r'[a-z0-9]{32}', r'[A-Za-z0-9/+]{40}', r'[A-Za-z0-9]{30}', r'[A-Za-z0-9]{32}',
    r'[0-9a-f]{32}', r'[A-Za-z0-9]{48}', r'eyJpdiI6[A-Za-z0-9+/=]+', r's%3A[A-Za-z0-9_-]{32}\.[A-Za-z0-9]{43}',
    r'[a-z0-9!@#%^&*(\-_=+)]{50}',
]


def secret_shape_ok(s):
    return any(re.fullmatch(p, s) for p in SECRET_RES)


# ---------------------------------------------------------------- generators
VALUES = {}
TYPE = {}


def put(name, typ, value):
    assert name not in VALUES, name
    VALUES[name] = value
    TYPE[name] = typ


def make_card(prefix, length, sizes=None, sep=' '):
    full = luhn_complete(prefix + rs(DIG, length - len(prefix) - 1))
    return group(full, sizes, sep) if sizes else full


def make_cnid(region, ymd, female, want_x=False):
    while True:
        s17 = region + ymd + rs(DIG, 2) + R.choice('02468' if female else '13579')
        c = cnid_check(s17)
        if want_x and c != 'X':
            continue
        if not want_x and c == 'X':
            continue
        return s17 + c


def make_dni():
    n = rs(DIG, 8)
    return n + DNI_L[int(n) % 23]


def make_nie():
    p = R.choice('XY')
    n = rs(DIG, 7)
    return p + n + DNI_L[int(str('XYZ'.index(p)) + n) % 23]


def make_bsn():
    while True:
        d = R.choice('123456789') + rs(DIG, 7)
        r = sum(int(c) * w for c, w in zip(d, range(9, 1, -1))) % 11
        if r < 10:
            return d + str(r)


def make_pesel(date, female):
    mm = date.month + (20 if date.year >= 2000 else 0)
    base = '%02d%02d%02d' % (date.year % 100, mm, date.day) + rs(DIG, 3) + \
        R.choice('02468' if female else '13579')
    return base + str((10 - sum(int(a) * b for a, b in zip(base, PESEL_W)) % 10) % 10)


def make_pnr(date, female):
    base = '%02d%02d%02d' % (date.year % 100, date.month, date.day) + rs(DIG, 2) + \
        R.choice('02468' if female else '13579')
    full = luhn_complete(base)
    return full[:6] + '-' + full[6:]


def make_sin(sep):
    full = luhn_complete(R.choice('1234567') + rs(DIG, 7))
    return group(full, [3, 3, 3], sep)


def make_hkid(prefix):
    d6 = rs(DIG, 6)
    return '%s%s(%s)' % (prefix, d6, hkid_check(prefix, d6))


def make_nric(prefix, yy):
    d7 = yy + rs(DIG, 5)
    return prefix + d7 + nric_check(prefix, d7)


def make_aadhaar():
    b = R.choice('23456789') + rs(DIG, 10)
    return group(b + verhoeff_digit(b), [4, 4, 4], ' ')


def make_cpf():
    n = rs(DIG, 9)
    c = n + cpf_digits(n)
    return '%s.%s.%s-%s' % (c[:3], c[3:6], c[6:9], c[9:])


def make_nir(sex, yy, mm, dept):
    b = sex + yy + mm + dept + rs(DIG, 3) + rs(DIG, 3)
    key = 97 - int(b) % 97
    c = b + '%02d' % key
    return group(c, [1, 2, 2, 2, 3, 3, 2], ' ')


def make_za(date, female):
    g = '%04d' % (R.randrange(0, 5000) if female else R.randrange(5000, 10000))
    base = '%02d%02d%02d' % (date.year % 100, date.month, date.day) + g + '08'
    return luhn_complete(base)


def make_ssn(sep):
    while True:
        a = R.randrange(1, 900)
        if a != 666:
            break
    return '%03d%s%02d%s%04d' % (a, sep, R.randrange(1, 100), sep, R.randrange(1, 10000))


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b'=').decode()


def make_jwt(payload, alg='HS256'):
    h = b64u(json.dumps({'alg': alg, 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    return '%s.%s.%s' % (h, p, b64u(rbytes(32 if alg == 'HS256' else 64)))


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + '4' + h[13:16] + R.choice('89ab') + h[17:]
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def ssh_str(b):
    return struct.pack('>I', len(b)) + b


def make_openssh_key(comment):
    pub, priv, chk = rbytes(32), rbytes(32), rbytes(4)
    pubblob = ssh_str(b'ssh-ed25519') + ssh_str(pub)
    sec = chk + chk + ssh_str(b'ssh-ed25519') + ssh_str(pub) + ssh_str(priv + pub) + ssh_str(comment)
    i = 1
    while len(sec) % 8:
        sec += bytes([i])
        i += 1
    blob = (b'openssh-key-v1\x00' + ssh_str(b'none') + ssh_str(b'none') + ssh_str(b'') +
            struct.pack('>I', 1) + ssh_str(pubblob) + ssh_str(sec))
    b = base64.b64encode(blob).decode()
    lines = [b[i:i + 70] for i in range(0, len(b), 70)]
    return '-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(lines) + \
        '\n-----END OPENSSH PRIVATE KEY-----'


def make_ec_key():
    der = (bytes([0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20]) + rbytes(32) +
           bytes.fromhex('a00a06082a8648ce3d030107') + bytes.fromhex('a14403420004') + rbytes(64))
    b = base64.b64encode(der).decode()
    lines = [b[i:i + 64] for i in range(0, len(b), 64)]
    return '-----BEGIN EC PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END EC PRIVATE KEY-----'


D = datetime.date

# cards
put('card_visa_1', 'CARD', make_card('4', 16, [4, 4, 4, 4], ' '))
put('card_visa_2', 'CARD', make_card('4', 16))
put('card_visa_3', 'CARD', make_card('4', 16, [4, 4, 4, 4], '-'))
put('card_visa_4', 'CARD', make_card('4', 16, [4, 4, 4, 4], ' '))
put('card_mc_1', 'CARD', make_card('5' + R.choice('12345'), 16, [4, 4, 4, 4], ' '))
put('card_mc_2', 'CARD', make_card('23', 16, [4, 4, 4, 4], '-'))
put('card_mc_3', 'CARD', make_card('54', 16))
put('card_mc_4', 'CARD', make_card('52', 16, [4, 4, 4, 4], ' '))
put('card_amex_1', 'CARD', make_card('37', 15, [4, 6, 5], ' '))
put('card_amex_2', 'CARD', make_card('34', 15))
put('card_up_1', 'CARD', make_card('6222', 19, [4, 4, 4, 4, 3], ' '))
put('card_up_2', 'CARD', make_card('6228', 16))
put('card_up_3', 'CARD', make_card('6217', 19))
put('card_up_4', 'CARD', make_card('6230', 16, [4, 4, 4, 4], ' '))
put('card_disc_1', 'CARD', make_card('6011', 16, [4, 4, 4, 4], ' '))
put('card_jcb_1', 'CARD', make_card('3530', 16, [4, 4, 4, 4], ' '))

# ibans
put('iban_gb_1', 'IBAN', make_iban('GB', 'NWBK' + rs(DIG, 14), True))
put('iban_gb_2', 'IBAN', make_iban('GB', 'BARC' + rs(DIG, 14), False))
put('iban_gb_3', 'IBAN', make_iban('GB', 'LOYD' + rs(DIG, 14), True))
put('iban_de_1', 'IBAN', make_iban('DE', rs(DIG, 18), True))
put('iban_de_2', 'IBAN', make_iban('DE', rs(DIG, 18), False))
put('iban_nl_1', 'IBAN', make_iban('NL', 'INGB' + rs(DIG, 10), True))
put('iban_ie_1', 'IBAN', make_iban('IE', 'AIBK' + rs(DIG, 14), True))
_be = rs(DIG, 10)
put('iban_be_1', 'IBAN', make_iban('BE', _be + '%02d' % (int(_be) % 97 or 97), True))
put('iban_ch_1', 'IBAN', make_iban('CH', rs(DIG, 17), True))
put('iban_at_1', 'IBAN', make_iban('AT', rs(DIG, 16), False))
put('iban_lu_1', 'IBAN', make_iban('LU', rs(DIG, 3) + rs(UPNUM, 13), True))
_fr = rs(DIG, 21)
put('iban_fr_1', 'IBAN', make_iban('FR', _fr + rib_key(_fr[:5], _fr[5:10], _fr[10:]), True))

# us ssn
put('ssn_1', 'SSN', make_ssn('-'))
put('ssn_2', 'SSN', make_ssn('-'))
put('ssn_3', 'SSN', make_ssn(' '))
put('ssn_4', 'SSN', make_ssn(''))
put('ssn_5', 'SSN', make_ssn('-'))
put('ssn_6', 'SSN', make_ssn('-'))

# chinese resident ids (region, birth date, female?)
put('id_cn_1', 'IDCARD', make_cnid('110105', '19860412', True))
put('id_cn_2', 'IDCARD', make_cnid('310104', '19791103', False))
put('id_cn_3', 'IDCARD', make_cnid('440305', '19920725', True))
put('id_cn_4', 'IDCARD', make_cnid('330106', '19950208', True, want_x=True))
put('id_cn_5', 'IDCARD', make_cnid('510107', '19880930', False))
put('id_cn_6', 'IDCARD', make_cnid('320102', '19901217', True))
put('id_cn_7', 'IDCARD', make_cnid('420106', '19830621', False))
put('id_cn_8', 'IDCARD', make_cnid('370202', '19980314', True))
put('id_cn_9', 'IDCARD', make_cnid('500103', '19750809', True))
put('id_cn_10', 'IDCARD', make_cnid('120101', '20010127', True))
put('id_cn_11', 'IDCARD', make_cnid('440106', '19691005', True))
put('id_cn_12', 'IDCARD', make_cnid('350203', '19930519', False, want_x=True))
put('id_cn_13', 'IDCARD', make_cnid('610113', '19870302', True))
put('id_cn_14', 'IDCARD', make_cnid('430104', '19961128', False))
put('id_cn_15', 'IDCARD', make_cnid('440304', '19940816', True))
put('id_cn_16', 'IDCARD', make_cnid('310115', '19820227', False))

# passports
put('pp_uk_1', 'PASSPORT', R.choice('56') + rs(DIG, 8))
put('pp_uk_2', 'PASSPORT', R.choice('12') + rs(DIG, 8))
put('pp_us_1', 'PASSPORT', R.choice('5') + rs(DIG, 8))
put('pp_us_2', 'PASSPORT', 'A' + rs(DIG, 8))
put('pp_cn_1', 'PASSPORT', 'E' + rs(DIG, 8))
put('pp_cn_2', 'PASSPORT', 'E' + R.choice('ABCDE') + rs(DIG, 7))
put('pp_cn_3', 'PASSPORT', 'E' + rs(DIG, 8))
put('pp_de_1', 'PASSPORT', 'C' + rs('CFGHJKLMNPRTVWXYZ0123456789', 8))
put('pp_in_1', 'PASSPORT', R.choice('JKLMNPRSTUVWZ') + rs(DIG, 7))
put('pp_fr_1', 'PASSPORT', rs(DIG, 2) + rs('ABCDEFGHJKLMNPRSTUVWXYZ', 2) + rs(DIG, 5))
put('pp_ca_1', 'PASSPORT', rs('ABCGHJKLMNPRSTWXYZ', 2) + rs(DIG, 6))
put('pp_au_1', 'PASSPORT', 'PA' + rs(DIG, 7))
put('pp_hk_1', 'PASSPORT', 'K' + rs(DIG, 8))
put('pp_sg_1', 'PASSPORT', 'K' + rs(DIG, 7) + R.choice('ABCDEFGHJKLMNPQRTUVWXYZ'))

# other countries' personal ids
put('nid_es_dni_1', 'NATIONAL_ID', make_dni())
put('nid_es_nie_1', 'NATIONAL_ID', make_nie())
put('nid_nl_bsn_1', 'NATIONAL_ID', make_bsn())
put('nid_pl_pesel_1', 'NATIONAL_ID', make_pesel(D(1991, 8, 14), True))
put('nid_se_pnr_1', 'NATIONAL_ID', make_pnr(D(1985, 6, 7), False))
put('nid_ca_sin_1', 'NATIONAL_ID', make_sin(' '))
put('nid_ca_sin_2', 'NATIONAL_ID', make_sin('-'))
put('nid_hk_1', 'NATIONAL_ID', make_hkid('A'))
put('nid_hk_2', 'NATIONAL_ID', make_hkid('Y'))
put('nid_hk_3', 'NATIONAL_ID', make_hkid('K'))
put('nid_sg_nric_1', 'NATIONAL_ID', make_nric('S', '88'))
put('nid_sg_nric_2', 'NATIONAL_ID', make_nric('T', '02'))
put('nid_in_aadhaar_1', 'NATIONAL_ID', make_aadhaar())
put('nid_br_cpf_1', 'NATIONAL_ID', make_cpf())
put('nid_uk_nino_1', 'NATIONAL_ID', 'JR ' + ' '.join(rs(DIG, 2) for _ in range(3)) + ' C')
put('nid_uk_nino_2', 'NATIONAL_ID', 'NE' + rs(DIG, 6) + 'A')
put('nid_uk_nino_3', 'NATIONAL_ID', 'SK' + rs(DIG, 6) + 'D')
put('nid_fr_nir_1', 'NATIONAL_ID', make_nir('2', '90', '03', '75'))
put('nid_za_1', 'NATIONAL_ID', make_za(D(1987, 11, 30), True))

# api keys, tokens, cloud access-key ids
put('ak_stripe_1', 'APIKEY', 'sk_live_' + rs(ALNUM, 24))
put('ak_stripe_2', 'APIKEY', 'sk_live_' + rs(ALNUM, 99))
put('ak_stripe_rk_1', 'APIKEY', 'rk_live_' + rs(ALNUM, 24))
put('ak_openai_1', 'APIKEY', 'sk-proj-' + rs(B64URL, 48))
put('ak_anthropic_1', 'APIKEY', 'sk-ant-api03-' + rs(B64URL, 93) + 'AA')
put('ak_github_1', 'APIKEY', 'ghp_' + rs(ALNUM, 36))
put('ak_github_2', 'APIKEY', 'github_pat_' + rs(UPNUM, 22) + '_' + rs(ALNUM, 59))
put('ak_gitlab_1', 'APIKEY', 'glpat-' + rs(B64URL, 20))
put('ak_aws_1', 'APIKEY', 'AKIA' + rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16))
put('ak_aws_2', 'APIKEY', 'AKIA' + rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16))
put('ak_aliyun_1', 'APIKEY', 'LTAI' + rs(ALNUM, 20))
put('ak_aliyun_2', 'APIKEY', 'LTAI' + rs(ALNUM, 20))
put('ak_tencent_1', 'APIKEY', 'AKID' + rs(ALNUM, 32))
put('ak_slack_1', 'APIKEY', 'xoxb-%s-%s-%s' % (rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 24)))
put('ak_slack_2', 'APIKEY', 'xoxp-%s-%s-%s-%s' % (rs(DIG, 11), rs(DIG, 12), rs(DIG, 13), rs(HEX, 32)))
put('ak_telegram_1', 'APIKEY', '%d:AA%s' % (R.randrange(5000000000, 7999999999), rs(B64URL, 33)))
put('ak_telegram_2', 'APIKEY', '%d:AA%s' % (R.randrange(5000000000, 7999999999), rs(B64URL, 33)))
put('ak_sendgrid_1', 'APIKEY', 'SG.%s.%s' % (rs(B64URL, 22), rs(B64URL, 43)))
put('ak_sendgrid_2', 'APIKEY', 'SG.%s.%s' % (rs(B64URL, 22), rs(B64URL, 43)))
put('ak_google_1', 'APIKEY', 'AIza' + rs(B64URL, 35))
put('ak_google_2', 'APIKEY', 'AIza' + rs(B64URL, 35))
put('ak_mailgun_1', 'APIKEY', 'key-' + rs(HEX, 32))
put('ak_shopify_1', 'APIKEY', 'shpat_' + rs(HEX, 32))
put('ak_square_1', 'APIKEY', 'EAAA' + rs(ALNUM, 60))
put('ak_meta_1', 'APIKEY', 'EAAG' + rs(ALNUM, 150))
put('ak_hf_1', 'APIKEY', 'hf_' + rs(string.ascii_letters, 34))
put('ak_jwt_1', 'APIKEY', make_jwt({'sub': 'stf_2291', 'role': 'front_desk', 'iss': 'api.shearbook.io',
                                    'iat': 1717401600, 'exp': 1717488000}))
put('ak_jwt_2', 'APIKEY', make_jwt({'sub': 'app:nanny-portal', 'scope': 'bookings.write',
                                    'iat': 1719830400, 'exp': 1751366400}, 'RS256'))
put('ak_jwt_3', 'APIKEY', make_jwt({'uid': 80417, 'shop': 'lh-nails-03', 'iat': 1722470400}))

# secrets
put('sec_aws_1', 'SECRET', rs(ALNUM + '/+', 40))
put('sec_aws_2', 'SECRET', rs(ALNUM + '/+', 40))
put('sec_aliyun_1', 'SECRET', rs(ALNUM, 30))
put('sec_aliyun_2', 'SECRET', rs(ALNUM, 30))
put('sec_tencent_1', 'SECRET', rs(ALNUM, 32))
put('sec_whsec_1', 'SECRET', 'whsec_' + rs(ALNUM, 32))
put('sec_whsec_2', 'SECRET', 'whsec_' + rs(ALNUM, 32))
put('sec_slack_hook_1', 'SECRET', 'https://hooks.slack.com/services/T%s/B%s/%s' % (
    rs(UPNUM, 8), rs(UPNUM, 10), rs(ALNUM, 24)))
put('sec_slack_hook_2', 'SECRET', 'https://hooks.slack.com/services/T%s/B%s/%s' % (
    rs(UPNUM, 9), rs(UPNUM, 10), rs(ALNUM, 24)))
put('sec_discord_hook_1', 'SECRET', 'https://discord.com/api/webhooks/%s/%s' % (
    R.choice('123') + rs(DIG, 17), rs(B64URL, 68)))
put('sec_dingtalk_hook_1', 'SECRET', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64))
put('sec_dingtalk_sign_1', 'SECRET', 'SEC' + rs(HEX, 64))
put('sec_wecom_hook_1', 'SECRET', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + uuid4())
put('sec_feishu_hook_1', 'SECRET', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + uuid4())
put('sec_totp_1', 'SECRET', rs(B32, 32))
put('sec_totp_2', 'SECRET', ' '.join(rs(B32.lower(), 4) for _ in range(8)))
put('sec_totp_3', 'SECRET', rs(B32, 32))
for _i in range(1, 7):
    put('sec_recovery_%d' % _i, 'SECRET', rs(HEX, 5) + '-' + rs(HEX, 5))
put('sec_session_1', 'SECRET', rs(LOWNUM, 32))
put('sec_session_2', 'SECRET', 'eyJpdiI6' + base64.b64encode(json.dumps(
    {'iv': base64.b64encode(rbytes(16)).decode(), 'value': base64.b64encode(rbytes(48)).decode(),
     'mac': rs(HEX, 64), 'tag': ''}, separators=(',', ':')).encode()).decode()[8:])
put('sec_session_3', 'SECRET', 's%3A' + rs(B64URL, 32) + '.' + rs(ALNUM, 43))
put('sec_wx_appsecret_1', 'SECRET', rs(HEX, 32))
put('sec_wxpay_v3_1', 'SECRET', rs(ALNUM, 32))
put('sec_twilio_token_1', 'SECRET', rs(HEX, 32))
put('sec_django_1', 'SECRET', rs('abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)', 50))
put('sec_jwt_secret_1', 'SECRET', rs(ALNUM, 48))
put('sec_laravel_appkey_1', 'SECRET', 'base64:' + base64.b64encode(rbytes(32)).decode())
put('sec_ssh_1', 'SECRET', make_openssh_key(b'deploy@booking-vm'))
put('sec_ec_1', 'SECRET', make_ec_key())

# decoys that need a shape (not personal, not secret)
put('dk_pk_live_1', 'DECOY', 'pk_live_' + rs(ALNUM, 24))
put('dk_pk_live_2', 'DECOY', 'pk_live_' + rs(ALNUM, 24))
put('dk_aws_example', 'DECOY', 'AKIAIOSFODNN7EXAMPLE')
put('dk_aws_secret_example', 'DECOY', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY')
put('dk_stripe_doc', 'DECOY', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc')
put('dk_jwt_example', 'DECOY', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6'
    'IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c')
put('dk_slack_doc_hook', 'DECOY',
    'https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX')
for _i in range(1, 7):
    put('dk_uuid_%d' % _i, 'DECOY', uuid4())
for _i in range(1, 6):
    put('dk_sha_%d' % _i, 'DECOY', rs(HEX, 40))
for _i in range(1, 4):
    put('dk_sha256_%d' % _i, 'DECOY', rs(HEX, 64))
put('dk_md5_1', 'DECOY', rs(HEX, 32))
put('dk_google_client_1', 'DECOY', '%s-%s.apps.googleusercontent.com' % (rs(DIG, 12), rs(LOWNUM, 32)))
put('dk_wx_appid_1', 'DECOY', 'wx' + rs(HEX, 16))
put('dk_wx_mchid_1', 'DECOY', '16' + rs(DIG, 8))
put('dk_twilio_sid_1', 'DECOY', 'AC' + rs(HEX, 32))
put('dk_dingtalk_appkey_1', 'DECOY', 'ding' + rs(LOWNUM, 16))
put('dk_org_iban_1', 'DECOY', make_iban('GB', 'HBUK' + rs(DIG, 14), True))
put('dk_org_iban_2', 'DECOY', make_iban('DE', rs(DIG, 18), True))


# ---------------------------------------------------------------- selftest
CHECKED = {
    'CARD': card_ok, 'IBAN': iban_ok, 'IDCARD': cnid_ok,
    'NATIONAL_ID': lambda s: nid_check(s)[1],
}


def valid(typ, v):
    if typ in CHECKED:
        return CHECKED[typ](v)
    if typ == 'PASSPORT':
        return passport_ok(v)
    if typ == 'SSN':
        return ssn_ok(v)
    if typ == 'APIKEY':
        return apikey_ok(v)
    if typ == 'SECRET':
        return secret_shape_ok(v) and v not in EXAMPLE_KEYS
    return True


def corruptions(v):
    for i, ch in enumerate(v):
        if ch.isdigit():
            yield v[:i] + str((int(ch) + 1) % 10) + v[i + 1:]
            yield v[:i] + str((int(ch) + 7) % 10) + v[i + 1:]


def selftest(verbose=False):
    errors = []
    seen = {}
    for name, v in VALUES.items():
        typ = TYPE[name]
        if v in seen:
            errors.append('%s duplicates %s' % (name, seen[v]))
        seen[v] = name
        if not valid(typ, v):
            errors.append('%s (%s) invalid: %r' % (name, typ, v))
        if typ in CHECKED and not (typ == 'NATIONAL_ID' and nid_check(v)[0] == 'UK_NINO'):
            for bad in corruptions(v):
                if CHECKED[typ](bad):
                    errors.append('%s: corruption %r still validates' % (name, bad))
                    break
    # shape decoys must not look like real keys
    for name, v in VALUES.items():
        if TYPE[name] == 'DECOY' and apikey_ok(v):
            errors.append('%s decoy validates as APIKEY' % name)
    # id birth dates
    exp = {'id_cn_1': '19860412', 'id_cn_9': '19750809', 'id_cn_10': '20010127'}
    for k, ymd in exp.items():
        if VALUES[k][6:14] != ymd:
            errors.append('%s birth date' % k)
    if pesel_birth(VALUES['nid_pl_pesel_1']) != D(1991, 8, 14):
        errors.append('pesel birth')
    if errors:
        for e in errors:
            print('SELFTEST FAIL:', e)
        return False
    if verbose:
        print('selftest ok: %d values' % len(VALUES))
    return True


if __name__ == '__main__':
    if '-p' in sys.argv[1:]:
        for k, v in VALUES.items():
            print('%-22s %-12s %s' % (k, TYPE[k], v.replace('\n', '\\n')))
    ok = selftest(verbose=True)
    sys.exit(0 if ok else 1)
