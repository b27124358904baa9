#!/usr/bin/env python3
"""blind61 value generators.

Every value that needs a check digit or a vendor shape is generated here from a
seeded RNG and exposed in VALUES; texts refer to them as `$name`.

    python3 values.py        -> runs selftest()
    python3 values.py -p     -> prints every value
"""
import base64
import datetime
import json
import random
import string
import sys
import zlib

SEED = 61_2024_0611
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
B62 = DIG + UP + LO
URLSAFE = ALNUM + '-_'
HEXL = '0123456789abcdef'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'


def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def b64url(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip('=')


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def group(s, sizes, sep=' '):
    out, i = [], 0
    for g in sizes:
        out.append(s[i:i + g])
        i += g
    assert i == len(s), (s, sizes)
    return sep.join(out)


def only_alnum(s):
    return ''.join(c for c in s if c.isalnum())


# --------------------------------------------------------------------- cards
def luhn_ok(num):
    if not num.isdigit():
        return False
    tot = 0
    for i, ch in enumerate(reversed(num)):
        x = int(ch)
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        tot += x
    return tot % 10 == 0


def luhn_complete(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return partial + c
    raise AssertionError


def make_card(prefix, length, sizes, sep=' '):
    num = luhn_complete(prefix + rs(DIG, length - len(prefix) - 1))
    return group(num, sizes, sep)


def card_ok(v):
    d = v.replace(' ', '').replace('-', '')
    return d.isdigit() and 13 <= len(d) <= 19 and luhn_ok(d)


# --------------------------------------------------------------------- IBAN
IBAN_LEN = {'GB': 22, 'IE': 22, 'DE': 22, 'NL': 18, 'FR': 27, 'ES': 24,
            'BE': 16, 'CH': 21, 'AT': 20, 'IT': 27, 'PL': 28, 'LU': 20,
            'PT': 25, 'SE': 24, 'DK': 18, 'FI': 18, 'NO': 15}


def _iban_num(s):
    return int(''.join(str(int(c, 36)) for c in s))


def iban_ok(v):
    s = v.replace(' ', '')
    if len(s) < 4 or IBAN_LEN.get(s[:2]) != len(s) or not s.isalnum() or not s[2:4].isdigit():
        return False
    if s != s.upper():
        return False
    return _iban_num(s[4:] + s[:4]) % 97 == 1


def make_iban(cc, bban, spaced=True):
    ck = 98 - _iban_num(bban + cc + '00') % 97
    s = '%s%02d%s' % (cc, ck, bban)
    assert len(s) == IBAN_LEN[cc]
    if spaced:
        return ' '.join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


def fr_rib_key(bank, branch, acct):
    return '%02d' % (97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97))


def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return {11: 0, 10: 1}.get(d, d)


def bban_gb(bank):
    return bank + rs(DIG, 6) + rs(DIG, 8)


def bban_fr():
    bank, branch, acct = rs(DIG, 5), rs(DIG, 5), rs(DIG, 11)
    return bank + branch + acct + fr_rib_key(bank, branch, acct)


def bban_es():
    bank, branch, acct = rs(DIG, 4), rs(DIG, 4), rs(DIG, 10)
    return bank + branch + str(es_dc('00' + bank + branch)) + str(es_dc(acct)) + acct


def bban_be():
    ten = str(R.randrange(10 ** 9, 10 ** 10))
    m = int(ten) % 97 or 97
    return ten + '%02d' % m


# --------------------------------------------------------------------- SSN
def make_ssn(sep='-'):
    while True:
        a = R.randrange(1, 900)
        if a != 666:
            break
    g, s = R.randrange(1, 100), R.randrange(1, 10000)
    return '%03d%s%02d%s%04d' % (a, sep, g, sep, s)


def ssn_ok(v):
    d = v.replace('-', '').replace(' ', '')
    if len(d) != 9 or not d.isdigit():
        return False
    a, g, s = int(d[:3]), int(d[3:5]), int(d[5:])
    return 0 < a < 900 and a != 666 and g > 0 and s > 0


# ------------------------------------------------------ Chinese resident ID
GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
GB_M = '10X98765432'
CN_PROV = {'11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33',
           '34', '35', '36', '37', '41', '42', '43', '44', '45', '46', '50',
           '51', '52', '53', '54', '61', '62', '63', '64', '65'}


def make_idcard(region, ymd, male, sizes=None):
    seq = rs(DIG, 2) + R.choice('13579' if male else '02468')
    body = region + ymd + seq
    num = body + GB_M[sum(int(a) * b for a, b in zip(body, GB_W)) % 11]
    return group(num, sizes) if sizes else num


def idcard_birth(v):
    d = v.replace(' ', '')
    try:
        return datetime.date(int(d[6:10]), int(d[10:12]), int(d[12:14]))
    except ValueError:
        return None


def idcard_ok(v):
    d = v.replace(' ', '')
    if len(d) != 18 or not d[:17].isdigit() or d[:2] not in CN_PROV:
        return False
    b = idcard_birth(d)
    if b is None or not (1900 <= b.year <= 2012):
        return False
    return GB_M[sum(int(a) * b for a, b in zip(d[:17], GB_W)) % 11] == d[17]


# --------------------------------------------------------- national IDs
NINO_BAD1 = set('DFIQUV')
NINO_BAD2 = set('DFIOQUV')
NINO_BADP = {'BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'}


def make_nino(spaced=True):
    while True:
        p = R.choice(UP) + R.choice(UP)
        if p[0] not in NINO_BAD1 and p[1] not in NINO_BAD2 and p not in NINO_BADP:
            break
    d = rs(DIG, 6)
    s = R.choice('ABCD')
    return '%s %s %s %s %s' % (p, d[:2], d[2:4], d[4:], s) if spaced else p + d + s


def nino_ok(v):
    d = v.replace(' ', '')
    return (len(d) == 9 and d[0] not in NINO_BAD1 and d[1] not in NINO_BAD2
            and d[:2].isalpha() and d[:2].isupper() and d[:2] not in NINO_BADP
            and d[2:8].isdigit() and d[8] in 'ABCD')


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
      [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
      [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
      [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
      [5, 8, 0, 3, 7, 9, 6, 2, 4, 1], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
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


def make_aadhaar():
    body = R.choice('23456789') + rs(DIG, 10)
    return group(body + verhoeff_digit(body), [4, 4, 4])


def aadhaar_ok(v):
    d = v.replace(' ', '').replace('-', '')
    return len(d) == 12 and d.isdigit() and d[0] in '23456789' and verhoeff_ok(d)


DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def make_dni(sep=''):
    n = rs(DIG, 8)
    return n + sep + DNI_L[int(n) % 23]


def dni_ok(v):
    d = v.replace('-', '').replace(' ', '')
    return len(d) == 9 and d[:8].isdigit() and DNI_L[int(d[:8]) % 23] == d[8]


def make_nie():
    p = R.choice('XYZ')
    n = rs(DIG, 7)
    return p + n + DNI_L[int('XYZ'.index(p).__str__() + n) % 23]


def nie_ok(v):
    d = v.replace('-', '').replace(' ', '')
    return (len(d) == 9 and d[0] in 'XYZ' and d[1:8].isdigit()
            and DNI_L[int(str('XYZ'.index(d[0])) + d[1:8]) % 23] == d[8])


def make_bsn():
    while True:
        d = rs(DIG, 8)
        if d[0] == '0':
            continue
        s = sum(int(a) * w for a, w in zip(d, range(9, 1, -1)))
        last = s % 11
        if last < 10:
            return d + str(last)


def bsn_ok(v):
    d = v.replace('.', '').replace(' ', '')
    if len(d) != 9 or not d.isdigit():
        return False
    s = sum(int(a) * w for a, w in zip(d[:8], range(9, 1, -1))) - int(d[8])
    return s % 11 == 0


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def make_pesel(y, m, d, male):
    mm = m + (20 if y >= 2000 else 0)
    body = '%02d%02d%02d' % (y % 100, mm, d) + rs(DIG, 3) + R.choice('13579' if male else '02468')
    return body + str((10 - sum(int(a) * w for a, w in zip(body, PESEL_W)) % 10) % 10)


def pesel_birth(v):
    y, m, d = int(v[:2]), int(v[2:4]), int(v[4:6])
    if m > 20:
        y, m = 2000 + y, m - 20
    else:
        y += 1900
    try:
        return datetime.date(y, m, d)
    except ValueError:
        return None


def pesel_ok(v):
    return (len(v) == 11 and v.isdigit() and pesel_birth(v) is not None
            and (10 - sum(int(a) * w for a, w in zip(v[:10], PESEL_W)) % 10) % 10 == int(v[10]))


def make_pnr(y, m, d):
    body = '%02d%02d%02d' % (y % 100, m, d) + rs(DIG, 3)
    full = luhn_complete(body)
    return full[:6] + '-' + full[6:]


def pnr_birth(v):
    d = v.replace('-', '').replace('+', '')
    y = int(d[:2])
    y += 1900 if y > 12 else 2000
    try:
        return datetime.date(y, int(d[2:4]), int(d[4:6]))
    except ValueError:
        return None


def pnr_ok(v):
    d = v.replace('-', '').replace('+', '')
    return len(d) == 10 and d.isdigit() and pnr_birth(v) is not None and luhn_ok(d)


def make_sin():
    body = R.choice('1234567') + rs(DIG, 7)
    return group(luhn_complete(body), [3, 3, 3])


def sin_ok(v):
    d = v.replace(' ', '').replace('-', '')
    return len(d) == 9 and d.isdigit() and d[0] not in '08' and luhn_ok(d)


def nric_letter(pref, digits):
    tot = sum(int(a) * w for a, w in zip(digits, [2, 7, 6, 5, 4, 3, 2]))
    if pref in 'TG':
        tot += 4
    return ('JZIHGFEDCBA' if pref in 'ST' else 'XWUTRQPNMLK')[tot % 11]


def make_nric(pref='S'):
    d = rs(DIG, 7)
    return pref + d + nric_letter(pref, d)


def nric_ok(v):
    return (len(v) == 9 and v[0] in 'STFG' and v[1:8].isdigit()
            and nric_letter(v[0], v[1:8]) == v[8])


def _hk_val(c):
    return 36 if c == ' ' else (int(c) if c.isdigit() else ord(c) - 55)


def hkid_check(prefix, digits):
    p = prefix.rjust(2)
    tot = sum(_hk_val(c) * w for c, w in zip(p + digits, range(9, 1, -1)))
    r = (11 - tot % 11) % 11
    return 'A' if r == 10 else str(r)


def make_hkid():
    p = R.choice('ACDEGHKMPRVYZ')
    d = rs(DIG, 6)
    return '%s%s(%s)' % (p, d, hkid_check(p, d))


def hkid_ok(v):
    s = v.replace('(', '').replace(')', '').replace(' ', '')
    i = 0
    while i < len(s) and s[i].isalpha():
        i += 1
    if i not in (1, 2) or len(s) != i + 7 or not s[i:i + 6].isdigit():
        return False
    return hkid_check(s[:i], s[i:i + 6]) == s[-1]


def ppsn_letter(digits, second=''):
    tot = sum(int(a) * w for a, w in zip(digits, range(8, 1, -1)))
    if second:
        tot += 9 * (0 if second == 'W' else ord(second) - 64)
    r = tot % 23
    return 'W' if r == 0 else chr(64 + r)


def make_ppsn(second=''):
    d = rs(DIG, 7)
    return d + ppsn_letter(d, second) + second


def ppsn_ok(v):
    s = v.replace(' ', '')
    if len(s) not in (8, 9) or not s[:7].isdigit():
        return False
    second = s[8] if len(s) == 9 else ''
    if second and second not in 'ABHW':
        return False
    return ppsn_letter(s[:7], second) == s[7]


NATID_CHECKS = {'nino': nino_ok, 'aadhaar': aadhaar_ok, 'dni': dni_ok, 'nie': nie_ok,
                'bsn': bsn_ok, 'pesel': pesel_ok, 'pnr': pnr_ok, 'sin': sin_ok,
                'nric': nric_ok, 'hkid': hkid_ok, 'ppsn': ppsn_ok}


def natid_kinds(v):
    return [k for k, f in NATID_CHECKS.items() if f(v)]


# ---------------------------------------------------------------- passports
PASSPORT_SHAPES = {
    'cn': r'E[0-9]{8}|E[A-HJ-NP-Z][0-9]{7}',
    'gb_us_9digit': r'[0-9]{9}',
    'us_next_gen': r'[A-Z][0-9]{8}',
    'in': r'[A-Z][0-9]{7}',
    'ie_pl': r'[A-Z]{2}[0-9]{7}',
    'de': r'[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}',
    'sg': r'K[0-9]{7}[A-Z]',
}


# ------------------------------------------------------------- vendor keys
def gh_token(prefix='ghp_'):
    body = rs(ALNUM, 30)
    c = zlib.crc32(body.encode())
    enc = ''
    while c:
        c, r = divmod(c, 62)
        enc = B62[r] + enc
    return prefix + body + enc.rjust(6, '0')


def gh_token_ok(v):
    if not v.startswith(('ghp_', 'gho_', 'ghs_')) or len(v) != 40:
        return False
    body, ck = v[4:34], v[34:]
    c = zlib.crc32(body.encode())
    enc = ''
    while c:
        c, r = divmod(c, 62)
        enc = B62[r] + enc
    return enc.rjust(6, '0') == ck


def jwt(payload):
    h = b64url(json.dumps({'alg': 'HS256', 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = b64url(json.dumps(payload, separators=(',', ':')).encode())
    return '%s.%s.%s' % (h, p, b64url(rbytes(32)))


def uuid4():
    h = rs(HEXL, 32)
    h = h[:12] + '4' + h[13:16] + R.choice('89ab') + h[17:]
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def pem(label, der):
    b = base64.b64encode(der).decode()
    lines = [b[i:i + 64] for i in range(0, len(b), 64)]
    return '-----BEGIN %s-----\n%s\n-----END %s-----' % (label, '\n'.join(lines), label)


def ec_der():
    return (bytes.fromhex('30770201010420') + rbytes(32)
            + bytes.fromhex('a00a06082a8648ce3d030107a144034200') + b'\x04' + rbytes(64))


def ed25519_der():
    return bytes.fromhex('302e020100300506032b657004220420') + rbytes(32)


def totp_seed(n=32, spaced=False):
    s = rs(B32, n)
    return ' '.join(s[i:i + 4] for i in range(0, n, 4)).lower() if spaced else s


# ======================================================================
VALUES = {}


def V(name, value):
    assert name not in VALUES, name
    VALUES[name] = value


# cards -------------------------------------------------------------------
V('card_visa_1', make_card('4', 16, [4, 4, 4, 4]))
V('card_visa_2', make_card('4659', 16, [4, 4, 4, 4], '-'))
V('card_visa_3', make_card('4', 16, [16]))
V('card_visa_4', make_card('4', 16, [4, 4, 4, 4]))
V('card_mc_1', make_card('54', 16, [4, 4, 4, 4]))
V('card_mc_2', make_card('2231', 16, [4, 4, 4, 4]))
V('card_mc_3', make_card('51', 16, [16]))
V('card_mc_4', make_card('53', 16, [4, 4, 4, 4], '-'))
V('card_amex_1', make_card('37', 15, [4, 6, 5]))
V('card_amex_2', make_card('34', 15, [4, 6, 5]))
V('card_up_1', make_card('62', 16, [4, 4, 4, 4]))
V('card_up_2', make_card('6217', 19, [4, 4, 4, 4, 3]))
V('card_up_3', make_card('6228', 19, [19]))
V('card_jcb_1', make_card('3528', 16, [4, 4, 4, 4]))
V('card_disc_1', make_card('6011', 16, [4, 4, 4, 4]))
V('card_visa_5', make_card('4', 16, [4, 4, 4, 4]))
V('card_mc_5', make_card('52', 16, [4, 4, 4, 4]))

# IBANs -------------------------------------------------------------------
V('iban_gb_1', make_iban('GB', bban_gb('NWBK')))
V('iban_gb_2', make_iban('GB', bban_gb('BARC')))
V('iban_gb_3', make_iban('GB', bban_gb('LOYD'), spaced=False))
V('iban_gb_4', make_iban('GB', bban_gb('MIDL')))
V('iban_gb_5', make_iban('GB', bban_gb('HLFX')))
V('iban_ie_1', make_iban('IE', bban_gb('AIBK')))
V('iban_ie_2', make_iban('IE', bban_gb('BOFI'), spaced=False))
V('iban_de_1', make_iban('DE', rs(DIG, 18)))
V('iban_de_2', make_iban('DE', rs(DIG, 18), spaced=False))
V('iban_nl_1', make_iban('NL', 'INGB' + rs(DIG, 10)))
V('iban_nl_2', make_iban('NL', 'RABO' + rs(DIG, 10)))
V('iban_fr_1', make_iban('FR', bban_fr()))
V('iban_es_1', make_iban('ES', bban_es()))
V('iban_be_1', make_iban('BE', bban_be()))
V('iban_ch_1', make_iban('CH', rs(DIG, 17)))
V('iban_at_1', make_iban('AT', rs(DIG, 16)))
V('iban_pl_1', make_iban('PL', rs(DIG, 24)))

# SSNs --------------------------------------------------------------------
V('ssn_1', make_ssn())
V('ssn_2', make_ssn())
V('ssn_3', make_ssn(' '))
V('ssn_4', make_ssn())
V('ssn_5', make_ssn(''))
V('ssn_6', make_ssn())

# Chinese resident IDs (birth dates chosen to match the texts) -------------
V('id_zhou', make_idcard('330106', '19790521', True))
V('id_xu', make_idcard('310104', '19911103', False))
V('id_zhao', make_idcard('440304', '19950217', True))
V('id_lina', make_idcard('510104', '19880830', False))
V('id_wanglei', make_idcard('110105', '19841209', True, [6, 8, 4]))
V('id_chen', make_idcard('320102', '19930614', False))
V('id_liu', make_idcard('420106', '19760925', True))
V('id_sun', make_idcard('370202', '19990107', False))
V('id_huang', make_idcard('350203', '19900418', True))
V('id_guo', make_idcard('610113', '19861002', False))
V('id_ma', make_idcard('130102', '19720311', True))
V('id_he', make_idcard('440106', '19970729', False))
V('id_tang', make_idcard('430104', '19820130', True))
V('id_lin', make_idcard('350102', '20011212', False))
V('id_wu', make_idcard('320506', '19800716', True))
V('id_yang', make_idcard('500103', '19940423', True))
V('id_zheng', make_idcard('330203', '19890905', False, [6, 8, 4]))
V('id_feng', make_idcard('410105', '19771120', True))

# passports ---------------------------------------------------------------
V('pp_cn_1', 'E' + rs(DIG, 8))
V('pp_cn_2', 'E' + R.choice('ABCDEFGHJK') + rs(DIG, 7))
V('pp_cn_3', 'E' + rs(DIG, 8))
V('pp_gb_1', R.choice('5678') + rs(DIG, 8))
V('pp_gb_2', R.choice('5678') + rs(DIG, 8))
V('pp_us_1', R.choice('45') + rs(DIG, 8))
V('pp_us_2', 'A' + rs(DIG, 8))
V('pp_in_1', R.choice('JKLMNPRSTUVWZ') + rs(DIG, 7))
V('pp_ie_1', R.choice('PLNM') + R.choice(UP) + rs(DIG, 7))
V('pp_de_1', 'C' + rs('CFGHJKLMNPRTVWXYZ0123456789', 8))
V('pp_hk_1', 'K' + rs(DIG, 8))
V('pp_sg_1', 'K' + rs(DIG, 7) + R.choice(UP))
V('pp_pl_1', R.choice('EA') + R.choice(UP) + rs(DIG, 7))

# other national IDs ------------------------------------------------------
V('nino_1', make_nino())
V('nino_2', make_nino(spaced=False))
V('nino_3', make_nino())
V('nino_4', make_nino(spaced=False))
V('aadhaar_1', make_aadhaar())
V('aadhaar_2', make_aadhaar())
V('dni_1', make_dni())
V('dni_2', make_dni('-'))
V('nie_1', make_nie())
V('bsn_1', make_bsn())
V('bsn_2', make_bsn())
V('pesel_1', make_pesel(1990, 7, 14, True))     # Tomasz Nowicki
V('pesel_2', make_pesel(2001, 3, 2, False))     # Agnieszka Wójcik
V('pnr_1', make_pnr(1987, 11, 23))              # Sven Lindqvist
V('sin_1', make_sin())
V('nric_1', make_nric('S'))
V('nric_2', make_nric('T'))
V('nric_3', make_nric('S'))
V('hkid_1', make_hkid())
V('hkid_2', make_hkid())
V('ppsn_1', make_ppsn())
V('ppsn_2', make_ppsn('A'))

# API keys ----------------------------------------------------------------
V('stripe_sk_1', 'sk_live_' + rs(ALNUM, 24))
V('stripe_sk_2', 'sk_live_51' + rs(ALNUM, 40))
V('stripe_rk_1', 'rk_live_' + rs(ALNUM, 24))
V('ghp_1', gh_token())
V('ghp_2', gh_token())
V('ghp_3', gh_token())
V('gh_fine_1', 'github_pat_' + rs(ALNUM, 22) + '_' + rs(ALNUM, 59))
V('aws_akid_1', 'AKIA' + rs(UP + '234567', 16))
V('aws_akid_2', 'AKIA' + rs(UP + '234567', 16))
V('aws_akid_3', 'AKIA' + rs(UP + '234567', 16))
V('slack_bot_1', 'xoxb-%s-%s-%s' % (rs(DIG, 12), rs(DIG, 13), rs(ALNUM, 24)))
V('slack_bot_2', 'xoxb-%s-%s-%s' % (rs(DIG, 11), rs(DIG, 13), rs(ALNUM, 24)))
V('slack_user_1', 'xoxp-%s-%s-%s-%s' % (rs(DIG, 12), rs(DIG, 12), rs(DIG, 13), rs(HEXL, 32)))
V('tg_bot_1', '%s:AA%s' % (rs(DIG, 10), rs(URLSAFE, 33)))
V('tg_bot_2', '%s:AA%s' % (rs(DIG, 9), rs(URLSAFE, 33)))
V('openai_1', 'sk-proj-' + rs(URLSAFE, 74))
V('openai_2', 'sk-proj-' + rs(URLSAFE, 74))
V('anthropic_1', 'sk-ant-api03-' + rs(URLSAFE, 93) + 'AA')
V('sendgrid_1', 'SG.%s.%s' % (rs(URLSAFE, 22), rs(URLSAFE, 43)))
V('sendgrid_2', 'SG.%s.%s' % (rs(URLSAFE, 22), rs(URLSAFE, 43)))
V('gapi_1', 'AIza' + rs(URLSAFE, 35))
V('gapi_2', 'AIza' + rs(URLSAFE, 35))
V('gapi_3', 'AIza' + rs(URLSAFE, 35))
V('mailgun_1', 'key-' + rs(HEXL, 32))
V('glpat_1', 'glpat-' + rs(URLSAFE, 20))
V('glpat_2', 'glpat-' + rs(URLSAFE, 20))
V('shopify_1', 'shpat_' + rs(HEXL, 32))
V('hubspot_1', 'pat-eu1-' + uuid4())
V('npm_1', 'npm_' + rs(ALNUM, 36))
V('discord_bot_1', '%s.%s.%s' % (b64url(str(R.randrange(10 ** 17, 10 ** 18)).encode()),
                                  rs(URLSAFE, 6), rs(URLSAFE, 38)))
V('jwt_1', jwt({'sub': 'usr_48213', 'scope': 'rota:write', 'iat': 1718092800, 'exp': 1718179200}))
V('jwt_2', jwt({'sub': 'svc-skip-portal', 'aud': 'api', 'iat': 1721640000}))
V('jwt_3', jwt({'uid': 90311, 'role': 'admin', 'exp': 1735689600}))
V('jwt_4', jwt({'sub': 'kiosk-07', 'tenant': 'hub-east', 'iat': 1726000000}))

# decoy look-alikes that still need a vendor shape
V('stripe_pk_1', 'pk_live_' + rs(ALNUM, 24))
V('stripe_pk_2', 'pk_live_51' + rs(ALNUM, 40))
V('stripe_acct_1', 'acct_' + rs(ALNUM, 16))
V('google_client_1', '%s-%s.apps.googleusercontent.com' % (rs(DIG, 12), rs(LO + DIG, 32)))
V('twilio_sid_1', 'AC' + rs(HEXL, 32))
V('slack_app_1', 'A0' + rs(UP + DIG, 9))
V('slack_client_1', '%s.%s' % (rs(DIG, 12), rs(DIG, 13)))
V('wx_appid_1', 'wx' + rs(HEXL, 16))
V('ding_appkey_1', 'ding' + rs(LO + DIG, 16))
V('merchant_1', 'MID' + rs(DIG, 12))

# secrets -----------------------------------------------------------------
V('aws_secret_1', rs(ALNUM + '/+', 40))
V('aws_secret_2', rs(ALNUM + '/+', 40))
V('aws_secret_3', rs(ALNUM + '/+', 40))
V('whsec_1', 'whsec_' + rs(ALNUM, 32))
V('whsec_2', 'whsec_' + rs(ALNUM, 32))
V('slack_signing_1', rs(HEXL, 32))
V('slack_hook_1', 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(ALNUM, 24)))
V('slack_hook_2', 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(UP + DIG, 10), rs(UP + DIG, 10), rs(ALNUM, 24)))
V('discord_hook_1', 'https://discord.com/api/webhooks/%s/%s' % (rs(DIG, 19), rs(URLSAFE, 68)))
V('teams_hook_1', 'https://brightpane.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s'
  % (uuid4(), uuid4(), rs(HEXL, 32), uuid4()))
V('ding_hook_1', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEXL, 64))
V('ding_hook_2', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEXL, 64))
V('ding_sign_1', 'SEC' + rs(HEXL, 64))
V('wecom_hook_1', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + uuid4())
V('totp_1', totp_seed(32, spaced=True))
V('totp_2', totp_seed(16))
V('totp_3', totp_seed(32))
V('rc_1', rs(HEXL, 5) + '-' + rs(HEXL, 5))
V('rc_2', rs(HEXL, 5) + '-' + rs(HEXL, 5))
V('rc_3', rs(HEXL, 5) + '-' + rs(HEXL, 5))
V('rc_4', rs(DIG, 4) + ' ' + rs(DIG, 4))
V('rc_5', rs(DIG, 4) + ' ' + rs(DIG, 4))
V('rc_6', rs(DIG, 4) + ' ' + rs(DIG, 4))
V('django_sess_1', rs(LO + DIG, 32))
V('php_sess_1', rs(LO + DIG, 26))
V('connect_sid_1', 's%3A' + rs(URLSAFE, 32) + '.' + rs(ALNUM, 43))
V('laravel_sess_1', 'eyJpdiI6' + rs(ALNUM, 120) + '%3D%3D')
V('pem_ec_1', pem('EC PRIVATE KEY', ec_der()))
V('pem_ed_1', pem('PRIVATE KEY', ed25519_der()))
V('pem_ec_2', pem('EC PRIVATE KEY', ec_der()))
V('django_secret_1', rs(LO + DIG + '!@#%^&*(-_=+)', 50))
V('laravel_key_1', 'base64:' + base64.b64encode(rbytes(32)).decode())
V('jwt_secret_1', rs(HEXL, 64))
V('azure_key_1', base64.b64encode(rbytes(64)).decode())
V('twilio_token_1', rs(HEXL, 32))
V('wx_secret_1', rs(HEXL, 32))

# decoy hashes / ids ------------------------------------------------------
for i in range(1, 9):
    V('uuid_%d' % i, uuid4())
for i in range(1, 7):
    V('sha1_%d' % i, rs(HEXL, 40))
for i in range(1, 5):
    V('sha256_%d' % i, rs(HEXL, 64))
V('md5_1', rs(HEXL, 32))
V('md5_2', rs(HEXL, 32))


# extra values (appended so that earlier draws stay stable) ---------------
V('iban_gb_6', make_iban('GB', bban_gb('NWBK')))
V('iban_gb_7', make_iban('GB', bban_gb('MONZ')))
V('iban_gb_8', make_iban('GB', bban_gb('SRLG'), spaced=False))
V('iban_ie_3', make_iban('IE', bban_gb('AIBK')))
V('card_visa_6', make_card('4', 16, [4, 4, 4, 4]))
V('card_mc_6', make_card('55', 16, [4, 4, 4, 4]))
V('card_amex_3', make_card('37', 15, [4, 6, 5], '-'))
V('nino_5', make_nino())
V('nino_6', make_nino())
V('card_up_4', make_card('6222', 19, [4, 4, 4, 4, 3]))
V('card_up_5', make_card('6214', 16, [4, 4, 4, 4]))
V('wx_appid_2', 'wx' + rs(HEXL, 16))
V('wx_secret_2', rs(HEXL, 32))
V('aliyun_akid_1', 'LTAI5t' + rs(ALNUM, 18))
V('aliyun_secret_1', rs(ALNUM, 30))
V('tencent_sid_1', 'AKID' + rs(ALNUM, 32))
V('tencent_skey_1', rs(ALNUM, 32))
V('card_up_6', make_card('6230', 19, [19]))
V('id_peng', make_idcard('310110', '19830308', True))
V('pp_de_2', 'C' + rs('CFGHJKLMNPRTVWXYZ0123456789', 8))
V('dashscope_1', 'sk-' + rs(HEXL, 32))
V('pp_in_2', R.choice('JKLMNPRSTUVWZ') + rs(DIG, 7))
V('pp_us_3', R.choice('56') + rs(DIG, 8))

# ================================================================ selftest
APIKEY_SHAPES = [
    r'sk_live_[A-Za-z0-9]{24,99}', r'rk_live_[A-Za-z0-9]{24,99}',
    r'ghp_[A-Za-z0-9]{36}', r'github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}',
    r'AKIA[A-Z2-7]{16}', r'xox[bp]-\d{10,13}-\d{10,13}(-\d{10,13})?-[A-Za-z0-9]{24,32}',
    r'\d{8,10}:AA[A-Za-z0-9_-]{33}', r'sk-proj-[A-Za-z0-9_-]{40,}',
    r'sk-ant-api03-[A-Za-z0-9_-]{80,}AA', r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}',
    r'AIza[A-Za-z0-9_-]{35}', r'key-[0-9a-f]{32}', r'glpat-[A-Za-z0-9_-]{20}',
    r'eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{20,}', r'shpat_[0-9a-f]{32}',
    r'pat-(na1|eu1)-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}',
    r'npm_[A-Za-z0-9]{36}', r'LTAI[A-Za-z0-9]{20}', r'sk-[0-9a-f]{32}', r'AKID[A-Za-z0-9]{32}', r'[MNO][A-Za-z0-9_-]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}',
]

SECRET_SHAPES = [
    r'-----BEGIN [A-Z ]*PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END [A-Z ]*PRIVATE KEY-----',
    r'https://hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]{24}',
    r'https://discord\.com/api/webhooks/\d{17,20}/[A-Za-z0-9_-]{60,70}',
    r'https://[a-z0-9-]+\.webhook\.office\.com/webhookb2/\S+',
    r'https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}',
    r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f-]{36}',
    r'SEC[0-9a-f]{64}', r'whsec_[A-Za-z0-9]{32}', r'[0-9a-f]{32}', r'[0-9a-f]{64}',
    r'[A-Za-z0-9/+]{40}', r'[A-Z2-7]{16}|[A-Z2-7]{32}', r'([a-z2-7]{4} ){7}[a-z2-7]{4}',
    r'[0-9a-f]{5}-[0-9a-f]{5}', r'\d{4} \d{4}', r'[a-z0-9]{26}|[a-z0-9]{32}',
    r's%3A[A-Za-z0-9_-]{32}\.[A-Za-z0-9]{43}', r'eyJpdiI6[A-Za-z0-9]+%3D%3D',
    r'[a-z0-9!@#%^&*(\-_=+)]{50}', r'[A-Za-z0-9]{30}', r'[A-Za-z0-9]{32}', r'base64:[A-Za-z0-9+/]{43}=', r'[A-Za-z0-9+/]{86}==',
]


def corruptions(v):
    """Every one-digit corruption of v (digit d -> d+1 mod 10)."""
    for i, c in enumerate(v):
        if c.isdigit():
            yield v[:i] + str((int(c) + 1) % 10) + v[i + 1:]


def validator_for(name):
    if name.startswith('card_'):
        return card_ok
    if name.startswith('iban_'):
        return iban_ok
    if name.startswith('id_'):
        return idcard_ok
    if name.startswith(('ghp_',)):
        return gh_token_ok
    for pre, f in (('aadhaar', aadhaar_ok), ('dni', dni_ok), ('nie', nie_ok), ('bsn', bsn_ok),
                   ('pesel', pesel_ok), ('pnr', pnr_ok), ('sin', sin_ok), ('nric', nric_ok),
                   ('hkid', hkid_ok), ('ppsn', ppsn_ok)):
        if name.startswith(pre + '_'):
            return f
    return None


DECOY_SHAPES = {
    'stripe_pk_': r'pk_live_[A-Za-z0-9]{24,99}',
    'stripe_acct_': r'acct_[A-Za-z0-9]{16}',
    'google_client_': r'\d{12}-[a-z0-9]{32}\.apps\.googleusercontent\.com',
    'twilio_sid_': r'AC[0-9a-f]{32}',
    'slack_app_': r'A0[A-Z0-9]{9}',
    'slack_client_': r'\d{12}\.\d{13}',
    'wx_appid_': r'wx[0-9a-f]{16}',
    'ding_appkey_': r'ding[a-z0-9]{16}',
    'merchant_': r'MID\d{12}',
    'uuid_': r'[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}',
    'sha1_': r'[0-9a-f]{40}',
    'sha256_': r'[0-9a-f]{64}',
    'md5_': r'[0-9a-f]{32}',
}

APIKEY_NAMES = ('stripe_sk_', 'stripe_rk_', 'ghp_', 'gh_fine_', 'aws_akid_', 'slack_bot_',
                'slack_user_', 'tg_bot_', 'openai_', 'anthropic_', 'sendgrid_', 'gapi_',
                'mailgun_', 'glpat_', 'shopify_', 'hubspot_', 'npm_', 'discord_bot_',
                'aliyun_akid_', 'tencent_sid_', 'dashscope_', 'jwt_')
SECRET_NAMES = ('aws_secret_', 'whsec_', 'slack_signing_', 'slack_hook_', 'discord_hook_',
                'teams_hook_', 'ding_hook_', 'ding_sign_', 'wecom_hook_', 'totp_', 'rc_',
                'django_sess_', 'php_sess_', 'connect_sid_', 'laravel_sess_', 'pem_',
                'django_secret_', 'laravel_key_', 'jwt_secret_', 'azure_key_', 'twilio_token_',
                'wx_secret_', 'aliyun_secret_', 'tencent_skey_')

# birth dates the generators were given (checked against what the IDs encode)
ID_BIRTHS = {
    'id_zhou': (1979, 5, 21), 'id_xu': (1991, 11, 3), 'id_zhao': (1995, 2, 17),
    'id_lina': (1988, 8, 30), 'id_wanglei': (1984, 12, 9), 'id_chen': (1993, 6, 14),
    'id_liu': (1976, 9, 25), 'id_sun': (1999, 1, 7), 'id_huang': (1990, 4, 18),
    'id_guo': (1986, 10, 2), 'id_ma': (1972, 3, 11), 'id_he': (1997, 7, 29),
    'id_tang': (1982, 1, 30), 'id_lin': (2001, 12, 12), 'id_wu': (1980, 7, 16),
    'id_yang': (1994, 4, 23), 'id_zheng': (1989, 9, 5), 'id_feng': (1977, 11, 20),
    'id_peng': (1983, 3, 8), 'pesel_1': (1990, 7, 14), 'pesel_2': (2001, 3, 2),
    'pnr_1': (1987, 11, 23),
}


def _startswith_any(name, prefixes):
    return any(name.startswith(p) and (name[len(p):].isdigit()) for p in prefixes)


def selftest(verbose=False):
    """Validate every value; for check-digit formats also prove that every
    one-digit corruption (d -> d+1 mod 10 at each digit position) fails."""
    import re
    errs, checked, corrupt_tested = [], set(), 0
    for name, v in VALUES.items():
        f = validator_for(name)
        if f is not None:
            checked.add(name)
            if not f(v):
                errs.append('%s invalid: %r' % (name, v))
            if name.startswith('ghp_'):
                # the checksum is over the base62 body: corrupt body characters instead
                alts = [v[:i] + ('A' if v[i] != 'A' else 'B') + v[i + 1:] for i in range(4, 34)]
                bad = [a for a in alts if f(a)]
            else:
                bad = [c for c in corruptions(v) if f(c)]
            corrupt_tested += 1
            if bad:
                errs.append('%s: corruption still valid: %r' % (name, bad[0]))
        if name.startswith('nino_'):
            checked.add(name)
            if not nino_ok(v):
                errs.append('%s bad NINO' % name)
        if name.startswith('ssn_'):
            checked.add(name)
            if not ssn_ok(v):
                errs.append('%s bad SSN' % name)
        if name.startswith('pp_'):
            checked.add(name)
            if not any(re.fullmatch(rx, v) for rx in PASSPORT_SHAPES.values()):
                errs.append('%s bad passport shape' % name)
        if _startswith_any(name, APIKEY_NAMES) and not name.startswith('jwt_secret_'):
            checked.add(name)
            if not any(re.fullmatch(rx, v) for rx in APIKEY_SHAPES):
                errs.append('%s: no API key shape' % name)
        if _startswith_any(name, SECRET_NAMES) or name.startswith('pem_'):
            checked.add(name)
            if not any(re.fullmatch(rx, v) for rx in SECRET_SHAPES):
                errs.append('%s: no secret shape' % name)
        for pre, rx in DECOY_SHAPES.items():
            if _startswith_any(name, (pre,)):
                checked.add(name)
                if not re.fullmatch(rx, v):
                    errs.append('%s: decoy shape %s' % (name, rx))
    for name, ymd in ID_BIRTHS.items():
        v = VALUES[name]
        got = idcard_birth(v) if name.startswith('id_') else (
            pesel_birth(v) if name.startswith('pesel') else pnr_birth(v))
        if got != datetime.date(*ymd):
            errs.append('%s encodes %s, expected %s' % (name, got, ymd))
    for name in VALUES:
        if name not in checked:
            errs.append('%s: no validator' % name)
    seen = {}
    for n, v in VALUES.items():
        if v in seen:
            errs.append('duplicate value %s / %s' % (n, seen[v]))
        seen[v] = n
    if verbose or errs:
        for e in errs:
            print('SELFTEST:', e)
    if not errs and verbose:
        print('selftest ok: %d values validated; %d check-digit values, every one-digit '
              'corruption fails' % (len(VALUES), corrupt_tested))
    return not errs


if __name__ == '__main__':
    if '-p' in sys.argv:
        for k, v in VALUES.items():
            print('%-18s %s' % (k, v.replace('\n', '\\n')))
    else:
        sys.exit(0 if selftest(verbose=True) else 1)
