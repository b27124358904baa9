#!/usr/bin/env python3
"""Generated values for the blind69 corpus.

Every value that needs a check digit or a vendor shape is generated here from a
seeded random.Random, stored in VALUES and referred to in the texts as $name.

    python3 values.py        run selftest()
    python3 values.py -p     print every value
"""
import base64
import datetime
import json
import re
import random
import string
import sys

SEED = 690417
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = DIG + UP + LO
B32 = UP + '234567'
HEX = '0123456789abcdef'
B64 = ALNUM + '+/'
B64URL = ALNUM + '-_'


def rs(chars, n):
    return ''.join(R.choice(chars) for _ in range(n))


def group(s, sizes, sep=' '):
    out, i = [], 0
    for n in sizes:
        if i >= len(s):
            break
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def strip(v):
    return re.sub(r'[\s\-.()/]', '', v)


# ---------------------------------------------------------------- Luhn
def luhn_sum(d):
    t = 0
    for i, ch in enumerate(reversed(d)):
        x = int(ch)
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        t += x
    return t % 10


def luhn_ok(v):
    d = re.sub(r'[ \-]', '', v)
    return d.isdigit() and luhn_sum(d) == 0


def luhn_complete(payload):
    for c in DIG:
        if luhn_sum(payload + c) == 0:
            return payload + c
    raise ValueError(payload)


# ---------------------------------------------------------------- cards
CARD_PREFIXES = [r'4', r'5[1-5]', r'2(2[2-9]|[3-6]\d|7[01]|720)', r'3[47]',
                 r'62', r'6011', r'65', r'35(2[89]|[3-8]\d)']


def card_ok(v):
    if not re.fullmatch(r'\d[\d \-]+\d', v):
        return False
    d = re.sub(r'[ \-]', '', v)
    if not 13 <= len(d) <= 19:
        return False
    if not any(re.match(p, d) for p in CARD_PREFIXES):
        return False
    if d[:2] in ('34', '37') and len(d) != 15:
        return False
    return luhn_ok(d)


def make_card(prefix, length, style):
    num = luhn_complete(prefix + rs(DIG, length - 1 - len(prefix)))
    if style == 'none':
        return num
    if length == 15:
        return group(num, [4, 6, 5], '-' if style == 'dash' else ' ')
    return group(num, [4, 4, 4, 4, 3], '-' if style == 'dash' else ' ')


# ---------------------------------------------------------------- IBAN
IBAN_LEN = {'GB': 22, 'DE': 22, 'FR': 27, 'NL': 18, 'ES': 24, 'IT': 27, 'IE': 22,
            'CH': 21, 'BE': 16, 'AT': 20, 'PL': 28, 'PT': 25, 'SE': 24, 'FI': 18,
            'DK': 18, 'NO': 15, 'LU': 20}


def _iban_int(s):
    return int(''.join(str(int(c, 36)) for c in s))


def iban_ok(v):
    if not re.fullmatch(r'[A-Z]{2}\d{2}[A-Z0-9 ]+', v):
        return False
    s = v.replace(' ', '')
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    return _iban_int(s[4:] + s[:4]) % 97 == 1


def make_iban(cc, bban, spaced=True):
    chk = 98 - _iban_int(bban + cc + '00') % 97
    s = f'{cc}{chk:02d}{bban}'
    assert len(s) == IBAN_LEN[cc], (cc, len(s))
    return group(s, [4] * 8) if spaced else s


def bban(cc):
    if cc == 'GB':
        return R.choice(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL', 'RBOS']) + rs(DIG, 14)
    if cc == 'IE':
        return R.choice(['AIBK', 'BOFI']) + rs(DIG, 14)
    if cc == 'DE':
        return rs(DIG, 18)
    if cc == 'NL':
        return R.choice(['ABNA', 'INGB', 'RABO', 'TRIO']) + rs(DIG, 10)
    if cc == 'FR':
        b, g, a = rs(DIG, 5), rs(DIG, 5), rs(DIG, 11)
        key = 97 - (89 * int(b) + 15 * int(g) + 3 * int(a)) % 97
        return f'{b}{g}{a}{key:02d}'
    if cc == 'ES':
        bank, branch, acct = rs(DIG, 4), rs(DIG, 4), rs(DIG, 10)
        w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

        def dc(s):
            r = 11 - sum(int(x) * y for x, y in zip(s, w)) % 11
            return {11: 0, 10: 1}.get(r, r)
        return f'{bank}{branch}{dc("00" + bank + branch)}{dc(acct)}{acct}'
    if cc == 'CH':
        return rs(DIG, 17)
    if cc == 'BE':
        n = rs(DIG, 10)
        c = int(n) % 97 or 97
        return f'{n}{c:02d}'
    if cc == 'AT':
        return rs(DIG, 16)
    if cc == 'PL':
        return rs(DIG, 24)
    if cc == 'PT':
        n = rs(DIG, 19)
        c = 98 - (int(n) * 100) % 97
        return f'{n}{c:02d}'
    if cc == 'SE':
        return rs(DIG, 20)
    if cc == 'FI':
        return luhn_complete(rs(DIG, 13))
    raise ValueError(cc)


# ---------------------------------------------------------------- China resident ID (GB 11643)
ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
ID_C = '10X98765432'


def idcard_check(s17):
    return ID_C[sum(int(a) * w for a, w in zip(s17, ID_W)) % 11]


def valid_date(y, m, d):
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False


def idcard_ok(v):
    s = re.sub(r'[ \-]', '', v)
    if not re.fullmatch(r'[1-8]\d{16}[\dX]', s):
        return False
    if not valid_date(int(s[6:10]), int(s[10:12]), int(s[12:14])):
        return False
    if not 1900 <= int(s[6:10]) <= 2024:
        return False
    return idcard_check(s[:17]) == s[17]


def idcard_birth(v):
    s = re.sub(r'[ \-]', '', v)
    return datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))


def make_idcard(region, y, m, d, sex, style='plain', force_x=False):
    while True:
        seq = R.randint(1, 99)
        g = R.choice('13579' if sex == 'M' else '02468')
        s17 = f'{region}{y:04d}{m:02d}{d:02d}{seq:02d}{g}'
        c = idcard_check(s17)
        if force_x and c != 'X':
            continue
        if not force_x and c == 'X':
            continue
        break
    v = s17 + c
    if style == 'space':
        return f'{v[:6]} {v[6:14]} {v[14:]}'
    return v


# ---------------------------------------------------------------- other national IDs
def nino_ok(v):
    s = v.replace(' ', '')
    if not re.fullmatch(r'[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', s):
        return False
    return s[:2] not in ('BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ')


def make_nino(spaced):
    while True:
        p = R.choice('ABCEGHJKLMNOPRSTWXYZ') + R.choice('ABCEGHJKLMNPRSTWXYZ')
        if p not in ('BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'):
            break
    n = rs(DIG, 6)
    c = R.choice('ABCD')
    return f'{p} {n[:2]} {n[2:4]} {n[4:]} {c}' if spaced else f'{p}{n}{c}'


def sin_ok(v):
    s = re.sub(r'[ \-]', '', v)
    return bool(re.fullmatch(r'[1-79]\d{8}', s)) and luhn_ok(s)


def make_sin():
    s = luhn_complete(R.choice('1234567') + rs(DIG, 7))
    return f'{s[:3]} {s[3:6]} {s[6:]}'


DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'


def dni_ok(v):
    s = v.replace('-', '')
    m = re.fullmatch(r'(\d{8})([A-Z])', s)
    return bool(m) and DNI_L[int(m.group(1)) % 23] == m.group(2)


def nie_ok(v):
    s = v.replace('-', '')
    m = re.fullmatch(r'([XYZ])(\d{7})([A-Z])', s)
    if not m:
        return False
    n = int(str('XYZ'.index(m.group(1))) + m.group(2))
    return DNI_L[n % 23] == m.group(3)


def make_dni():
    n = R.randint(10000000, 79999999)
    return f'{n}{DNI_L[n % 23]}'


def make_nie():
    p = R.choice('XY')
    n = rs(DIG, 7)
    return f'{p}{n}{DNI_L[int(str("XYZ".index(p)) + n) % 23]}'


def bsn_ok(v):
    s = re.sub(r'[ .\-]', '', v)
    if not re.fullmatch(r'\d{9}', s) or s == '000000000':
        return False
    w = [9, 8, 7, 6, 5, 4, 3, 2, -1]
    return sum(int(a) * b for a, b in zip(s, w)) % 11 == 0


def make_bsn():
    while True:
        s = R.choice('1236') + rs(DIG, 7)
        t = sum(int(a) * b for a, b in zip(s, [9, 8, 7, 6, 5, 4, 3, 2])) % 11
        if t < 10:
            return s + str(t)


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


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VH_D[c][VH_P[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VH_D[c][VH_P[(i + 1) % 8][int(ch)]]
    return str(VH_INV[c])


def aadhaar_ok(v):
    s = re.sub(r'[ \-]', '', v)
    return bool(re.fullmatch(r'[2-9]\d{11}', s)) and verhoeff_ok(s)


def make_aadhaar():
    p = R.choice('23456789') + rs(DIG, 10)
    s = p + verhoeff_digit(p)
    return group(s, [4, 4, 4])


NRIC_W = [2, 7, 6, 5, 4, 3, 2]


def nric_ok(v):
    m = re.fullmatch(r'([STFG])(\d{7})([A-Z])', v)
    if not m:
        return False
    t = sum(int(a) * b for a, b in zip(m.group(2), NRIC_W))
    if m.group(1) in 'TG':
        t += 4
    tab = 'JZIHGFEDCBA' if m.group(1) in 'ST' else 'XWUTRQPNMLK'
    return tab[t % 11] == m.group(3)


def make_nric(p):
    n = rs(DIG, 7)
    t = sum(int(a) * b for a, b in zip(n, NRIC_W)) + (4 if p in 'TG' else 0)
    tab = 'JZIHGFEDCBA' if p in 'ST' else 'XWUTRQPNMLK'
    return p + n + tab[t % 11]


def _hk_vals(letters, digits):
    vals = ([36] if len(letters) == 1 else []) + [ord(c) - 55 for c in letters] + [int(d) for d in digits]
    return sum(v * w for v, w in zip(vals, [9, 8, 7, 6, 5, 4, 3, 2]))


def hkid_ok(v):
    m = re.fullmatch(r'([A-Z]{1,2})(\d{6})\(?([0-9A])\)?', v)
    if not m:
        return False
    r = (11 - _hk_vals(m.group(1), m.group(2)) % 11) % 11
    return ('A' if r == 10 else str(r)) == m.group(3)


def make_hkid(letters):
    d = rs(DIG, 6)
    r = (11 - _hk_vals(letters, d) % 11) % 11
    return f'{letters}{d}({"A" if r == 10 else r})'


TW_L = dict(zip('ABCDEFGHJKLMNPQRSTUVXYWZIO',
                [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26,
                 27, 28, 29, 30, 31, 32, 33, 34, 35]))


def twid_ok(v):
    if not re.fullmatch(r'[A-Z][12]\d{8}', v):
        return False
    n = TW_L[v[0]]
    t = n // 10 + (n % 10) * 9 + sum(int(d) * w for d, w in zip(v[1:9], [8, 7, 6, 5, 4, 3, 2, 1])) + int(v[9])
    return t % 10 == 0


def make_twid(sex):
    L = R.choice('ABFHE')
    body = ('1' if sex == 'M' else '2') + rs(DIG, 7)
    n = TW_L[L]
    t = n // 10 + (n % 10) * 9 + sum(int(d) * w for d, w in zip(body, [8, 7, 6, 5, 4, 3, 2, 1]))
    return L + body + str((10 - t % 10) % 10)


def rrn_ok(v):
    m = re.fullmatch(r'(\d{6})-?(\d{7})', v)
    if not m:
        return False
    s = m.group(1) + m.group(2)
    g = int(s[6])
    cent = {1: 1900, 2: 1900, 3: 2000, 4: 2000, 5: 1900, 6: 1900, 7: 2000, 8: 2000}.get(g)
    if not cent or not valid_date(cent + int(s[:2]), int(s[2:4]), int(s[4:6])):
        return False
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(a) * b for a, b in zip(s, w)) % 11) % 10 == int(s[12])


def make_rrn(y, m, d, sex):
    g = ('1' if sex == 'M' else '2') if y < 2000 else ('3' if sex == 'M' else '4')
    s = f'{y % 100:02d}{m:02d}{d:02d}{g}' + rs(DIG, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(s, w)) % 11) % 10
    return f'{s[:6]}-{s[6:]}{c}'


def _cpf_digits(s):
    d1 = sum(int(a) * b for a, b in zip(s[:9], range(10, 1, -1))) * 10 % 11 % 10
    d2 = sum(int(a) * b for a, b in zip(s[:9] + str(d1), range(11, 1, -1))) * 10 % 11 % 10
    return f'{d1}{d2}'


def cpf_ok(v):
    s = re.sub(r'[.\-]', '', v)
    return bool(re.fullmatch(r'\d{11}', s)) and len(set(s)) > 1 and _cpf_digits(s) == s[9:]


def make_cpf():
    s = rs(DIG, 9)
    s += _cpf_digits(s)
    return f'{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}'


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_ok(v):
    if not re.fullmatch(r'\d{11}', v):
        return False
    m = int(v[2:4])
    y = int(v[:2]) + (1900 if m <= 12 else 2000)
    if not valid_date(y, m % 20, int(v[4:6])):
        return False
    return (10 - sum(int(a) * b for a, b in zip(v, PESEL_W)) % 10) % 10 == int(v[10])


def make_pesel(y, m, d, sex):
    mm = m + (20 if y >= 2000 else 0)
    s = f'{y % 100:02d}{mm:02d}{d:02d}' + rs(DIG, 3) + R.choice('13579' if sex == 'M' else '02468')
    return s + str((10 - sum(int(a) * b for a, b in zip(s, PESEL_W)) % 10) % 10)


def pnr_ok(v):
    m = re.fullmatch(r'(\d{2})?(\d{6})[-+](\d{4})', v)
    if not m:
        return False
    s = m.group(2) + m.group(3)
    if not valid_date(1900 + int(s[:2]), int(s[2:4]), int(s[4:6])):
        return False
    return luhn_ok(s)


def make_pnr(y, m, d):
    s = luhn_complete(f'{y % 100:02d}{m:02d}{d:02d}' + rs(DIG, 3))
    return f'{y}{s[2:6]}-{s[6:]}' if False else f'{s[:6]}-{s[6:]}'


CF_ODD = dict(zip('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21,
                   2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))
CF_MONTH = 'ABCDEHLMPRST'


def _cf_even(c):
    return int(c) if c.isdigit() else ord(c) - 65


def cf_check(s15):
    t = sum(CF_ODD[c] if i % 2 == 0 else _cf_even(c) for i, c in enumerate(s15))
    return chr(65 + t % 26)


def cf_ok(v):
    if not re.fullmatch(r'[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]', v):
        return False
    day = int(v[9:11])
    day = day - 40 if day > 40 else day
    if not 1 <= day <= 31:
        return False
    return cf_check(v[:15]) == v[15]


def _cf_part(name, first):
    name = name.upper()
    cons = [c for c in name if c.isalpha() and c not in 'AEIOU']
    vow = [c for c in name if c in 'AEIOU']
    if first and len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    return (''.join(cons + vow) + 'XXX')[:3]


def make_cf(surname, given, y, m, d, sex, comune):
    s = _cf_part(surname, False) + _cf_part(given, True) + f'{y % 100:02d}' + CF_MONTH[m - 1]
    s += f'{d + (40 if sex == "F" else 0):02d}' + comune
    return s + cf_check(s)


def nir_ok(v):
    s = v.replace(' ', '')
    if not re.fullmatch(r'[12]\d{14}', s):
        return False
    if not 1 <= int(s[3:5]) <= 12:
        return False
    return 97 - int(s[:13]) % 97 == int(s[13:])


def make_nir(sex, y, m, dept):
    s = f'{1 if sex == "M" else 2}{y % 100:02d}{m:02d}{dept}' + rs(DIG, 3) + rs(DIG, 3)
    k = 97 - int(s) % 97
    s += f'{k:02d}'
    return f'{s[0]} {s[1:3]} {s[3:5]} {s[5:7]} {s[7:10]} {s[10:13]} {s[13:]}'


HETU_C = '0123456789ABCDEFHJKLMNPRSTUVWXY'


def hetu_ok(v):
    m = re.fullmatch(r'(\d{2})(\d{2})(\d{2})([-+AYXWVUBCDEF])(\d{3})([0-9A-Y])', v)
    if not m:
        return False
    cent = 1800 if m.group(4) == '+' else (1900 if m.group(4) in '-YXWVU' else 2000)
    if not valid_date(cent + int(m.group(3)), int(m.group(2)), int(m.group(1))):
        return False
    return HETU_C[int(m.group(1) + m.group(2) + m.group(3) + m.group(5)) % 31] == m.group(6)


def make_hetu(y, m, d):
    n = f'{R.randint(2, 899):03d}'
    sign = '-' if y < 2000 else 'A'
    return f'{d:02d}{m:02d}{y % 100:02d}{sign}{n}{HETU_C[int(f"{d:02d}{m:02d}{y % 100:02d}{n}") % 31]}'


def fnr_ok(v):
    s = v.replace(' ', '')
    if not re.fullmatch(r'\d{11}', s):
        return False
    if not valid_date(1900 + int(s[4:6]), int(s[2:4]), int(s[:2])) and \
            not valid_date(2000 + int(s[4:6]), int(s[2:4]), int(s[:2])):
        return False
    d = [int(c) for c in s]
    k1 = 11 - sum(a * b for a, b in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
    k1 = 0 if k1 == 11 else k1
    k2 = 11 - sum(a * b for a, b in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
    k2 = 0 if k2 == 11 else k2
    return k1 == d[9] and k2 == d[10]


def make_fnr(y, m, d):
    while True:
        s = f'{d:02d}{m:02d}{y % 100:02d}' + rs(DIG, 3)
        dd = [int(c) for c in s]
        k1 = 11 - sum(a * b for a, b in zip(dd, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        dd.append(k1)
        k2 = 11 - sum(a * b for a, b in zip(dd, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return f'{s}{k1}{k2}'


TFN_W = [1, 4, 3, 7, 5, 8, 6, 9, 10]


def tfn_ok(v):
    s = v.replace(' ', '')
    return bool(re.fullmatch(r'\d{9}', s)) and sum(int(a) * b for a, b in zip(s, TFN_W)) % 11 == 0


def make_tfn():
    while True:
        s = rs(DIG, 8)
        for c in DIG:
            if sum(int(a) * b for a, b in zip(s + c, TFN_W)) % 11 == 0:
                return f'{s[:3]} {s[3:6]} {s[6:]}{c}'


def _mynum_check(s11):
    t = 0
    for n in range(1, 12):
        p = int(s11[11 - n])
        q = n + 1 if n <= 6 else n - 5
        t += p * q
    r = t % 11
    return 0 if r <= 1 else 11 - r


def mynum_ok(v):
    s = v.replace(' ', '').replace('-', '')
    return bool(re.fullmatch(r'\d{12}', s)) and _mynum_check(s[:11]) == int(s[11])


def make_mynum():
    s = rs(DIG, 11)
    s += str(_mynum_check(s))
    return f'{s[:4]} {s[4:8]} {s[8:]}'


PPS_L = 'WABCDEFGHIJKLMNOPQRSTUV'


def ppsn_ok(v):
    m = re.fullmatch(r'(\d{7})([A-W])([AHWTX]?)', v)
    if not m:
        return False
    t = sum(int(a) * b for a, b in zip(m.group(1), [8, 7, 6, 5, 4, 3, 2]))
    if m.group(3):
        t += 9 * (ord(m.group(3)) - 64 if m.group(3) != 'W' else 0)
    return PPS_L[t % 23] == m.group(2)


def make_ppsn():
    s = rs(DIG, 7)
    t = sum(int(a) * b for a, b in zip(s, [8, 7, 6, 5, 4, 3, 2])) + 9 * 1
    return f'{s}{PPS_L[t % 23]}A'


def be_ok(v):
    s = re.sub(r'[ .\-]', '', v)
    if not re.fullmatch(r'\d{11}', s):
        return False
    if not 1 <= int(s[2:4]) <= 12:
        return False
    c = int(s[9:])
    return 97 - int(s[:9]) % 97 == c or 97 - int('2' + s[:9]) % 97 == c


def make_be(y, m, d):
    s = f'{y % 100:02d}{m:02d}{d:02d}' + rs(DIG, 3)
    c = 97 - int(s if y < 2000 else '2' + s) % 97
    return f'{s[:2]}.{s[2:4]}.{s[4:6]}-{s[6:9]}.{c:02d}'


def mykad_ok(v):
    m = re.fullmatch(r'(\d{2})(\d{2})(\d{2})-?(\d{2})-?(\d{4})', v)
    if not m:
        return False
    y = int(m.group(1))
    return (valid_date(1900 + y, int(m.group(2)), int(m.group(3))) and
            1 <= int(m.group(4)) <= 16)


def make_mykad(y, m, d, state):
    return f'{y % 100:02d}{m:02d}{d:02d}-{state:02d}-{rs(DIG, 3)}{R.choice("13579")}'


NATIONAL_FORMATS = {
    'nino': nino_ok, 'sin': sin_ok, 'dni': dni_ok, 'nie': nie_ok, 'bsn': bsn_ok,
    'aadhaar': aadhaar_ok, 'nric': nric_ok, 'hkid': hkid_ok, 'twid': twid_ok,
    'rrn': rrn_ok, 'cpf': cpf_ok, 'pesel': pesel_ok, 'pnr': pnr_ok, 'cf': cf_ok,
    'nir': nir_ok, 'hetu': hetu_ok, 'fnr': fnr_ok, 'tfn': tfn_ok, 'mynum': mynum_ok,
    'ppsn': ppsn_ok, 'be': be_ok, 'mykad': mykad_ok,
}
# formats whose value carries a check digit / letter
CHECKED = {'card', 'iban', 'idcard', 'sin', 'dni', 'nie', 'bsn', 'aadhaar', 'nric',
           'hkid', 'twid', 'rrn', 'cpf', 'pesel', 'pnr', 'cf', 'nir', 'hetu', 'fnr',
           'tfn', 'mynum', 'ppsn', 'be'}
# check schemes in which a few single-digit substitutions collide (mod 11 -> mod 10)
WEAK = {'rrn', 'cpf', 'mynum'}


def national_kind(v):
    for k, f in NATIONAL_FORMATS.items():
        if f(v):
            return k
    return None


# ---------------------------------------------------------------- SSN / passport
def ssn_ok(v):
    m = re.fullmatch(r'(\d{3})([- ]?)(\d{2})\2(\d{4})', v)
    if not m:
        return False
    a, g, s = m.group(1), m.group(3), m.group(4)
    if a in ('000', '666') or a[0] == '9' or g == '00' or s == '0000':
        return False
    return a + g + s not in ('078051120', '219099999', '123456789')


PASSPORT_PATTERNS = [
    r'E\d{8}', r'E[A-Z]\d{7}',                  # China
    r'\d{9}', r'[A-Z]\d{8}',                     # US, UK, Taiwan, Korea, HK
    r'[A-Z]{2}\d{6}',                            # Canada, NZ
    r'[A-Z]{1,2}\d{7}',                          # Australia, India, Japan, Ireland
    r'[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}',  # Germany
    r'\d{2}[A-Z]{2}\d{5}',                       # France
    r'[EK]\d{7}[A-Z]',                           # Singapore
]


def passport_ok(v):
    return any(re.fullmatch(p, v) for p in PASSPORT_PATTERNS) and sum(c.isdigit() for c in v) >= 5


def make_passport(kind):
    if kind == 'cn':
        return 'E' + rs(DIG, 8)
    if kind == 'cn2':
        return 'E' + R.choice('ABCDGH') + rs(DIG, 7)
    if kind in ('us', 'gb', 'tw'):
        return R.choice('123456789') + rs(DIG, 8)
    if kind == 'us2':
        return R.choice('ACE') + rs(DIG, 8)
    if kind == 'kr':
        return 'M' + rs(DIG, 8)
    if kind == 'hk':
        return 'H' + rs(DIG, 8)
    if kind in ('ca', 'nz'):
        return rs(UP, 2) + rs(DIG, 6)
    if kind == 'au':
        return R.choice(['PA', 'PB', 'N']) + rs(DIG, 7)
    if kind == 'in':
        return R.choice('JKLMNPRSTUVWZ') + rs(DIG, 7)
    if kind == 'jp':
        return R.choice(['TK', 'TR', 'TS', 'MZ']) + rs(DIG, 7)
    if kind == 'ie':
        return R.choice(['PA', 'PB', 'PC', 'LH']) + rs(DIG, 7)
    if kind == 'de':
        a = 'CFGHJKLMNPRTVWXYZ'
        while True:
            v = R.choice('CFGHJK') + rs(a + DIG, 8)
            if sum(c.isdigit() for c in v) >= 5:
                return v
    if kind == 'fr':
        return rs(DIG, 2) + rs(UP, 2) + rs(DIG, 5)
    if kind == 'sg':
        return R.choice('EK') + rs(DIG, 7) + R.choice(UP)
    raise ValueError(kind)


# ---------------------------------------------------------------- vendor keys
def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b'=').decode()


def make_jwt(payload, alg='HS256'):
    h = b64u(json.dumps({'alg': alg, 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    return f'{h}.{p}.{rs(B64URL, 43)}'


def jwt_ok(v):
    parts = v.split('.')
    if len(parts) != 3:
        return False
    try:
        h = json.loads(base64.urlsafe_b64decode(parts[0] + '=' * (-len(parts[0]) % 4)))
        p = json.loads(base64.urlsafe_b64decode(parts[1] + '=' * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return isinstance(h, dict) and 'alg' in h and isinstance(p, dict) and len(parts[2]) >= 20


APIKEY_PATTERNS = {
    'stripe_secret': r'(sk|rk)_live_[0-9A-Za-z]{24,99}',
    'github_pat': r'ghp_[0-9A-Za-z]{36}',
    'github_fine': r'github_pat_[0-9A-Za-z]{22}_[0-9A-Za-z]{59}',
    'aws_akid': r'(AKIA|ASIA)[A-Z2-7]{16}',
    'google': r'AIza[0-9A-Za-z_\-]{35}',
    'slack': r'xox[bp]-\d{10,13}-\d{10,13}(-\d{10,13})?-[0-9A-Za-z]{24,32}',
    'telegram': r'\d{8,10}:AA[0-9A-Za-z_\-]{33}',
    'sendgrid': r'SG\.[0-9A-Za-z_\-]{22}\.[0-9A-Za-z_\-]{43}',
    'openai': r'sk-proj-[0-9A-Za-z_\-]{40,160}',
    'anthropic': r'sk-ant-api03-[0-9A-Za-z_\-]{93}AA',
    'gitlab': r'glpat-[0-9A-Za-z_\-]{20}',
    'npm': r'npm_[0-9A-Za-z]{36}',
    'huggingface': r'hf_[A-Za-z]{34}',
    'mailchimp': r'[0-9a-f]{32}-us\d{1,2}',
    'shopify': r'shpat_[0-9a-f]{32}',
    'square': r'EAAA[0-9A-Za-z_\-]{60}',
    'aliyun_akid': r'LTAI[0-9A-Za-z]{12,20}',
    'tencent_secretid': r'AKID[0-9A-Za-z]{32}',
    'discord_bot': r'[MN][A-Za-z\d]{23,27}\.[\w\-]{6}\.[\w\-]{27,38}',
    'mapbox_secret': r'sk\.eyJ[0-9A-Za-z_\-]+\.[0-9A-Za-z_\-]{22}',
}


def apikey_kind(v):
    if v.startswith('eyJ') and jwt_ok(v):
        return 'jwt'
    for k, p in APIKEY_PATTERNS.items():
        if re.fullmatch(p, v):
            return k
    return None


SECRET_PATTERNS = {
    'pem': r'-----BEGIN ([A-Z]+ )?PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END ([A-Z]+ )?PRIVATE KEY-----',
    'slack_webhook': r'https://hooks\.slack\.com/services/T[0-9A-Z]{8,10}/B[0-9A-Z]{8,11}/[0-9A-Za-z]{24}',
    'discord_webhook': r'https://discord(app)?\.com/api/webhooks/\d{17,19}/[\w\-]{60,70}',
    'dingtalk_webhook': r'https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}',
    'feishu_webhook': r'https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f\-]{36}',
    'wecom_webhook': r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f\-]{36}',
    'stripe_whsec': r'whsec_[0-9A-Za-z]{32}',
    'aws_secret': r'[0-9A-Za-z/+]{40}',
    'totp_seed': r'[A-Z2-7]{16,64}|([A-Z2-7]{4} ){3,15}[A-Z2-7]{4}',
    'recovery_code': r'[0-9a-f]{5}-[0-9a-f]{5}|\d{4}-\d{4}',
    'hex_secret': r'[0-9a-f]{32,64}',
    'gocspx': r'GOCSPX-[0-9A-Za-z_\-]{28}',
    'session_cookie': r'(s%3A[\w\-]{32}\.[0-9A-Za-z]{43}|[a-z0-9]{26,40}|eyJpdiI6I[0-9A-Za-z]{60,200}%3D)',
    'django_key': r'[a-z0-9!@#%^&*(\-_=+)]{50}',
    'alnum_secret': r'[0-9A-Za-z]{24,40}',
}


def secret_kind(v):
    for k, p in SECRET_PATTERNS.items():
        if re.fullmatch(p, v):
            return k
    if len(v) >= 6 and not re.search(r'\s', v):
        return 'free_password'   # password inside a connection string etc.
    return None


def make_pem(kind, lines):
    head = {'RSA': 'MIIEowIBAAKCAQEA', 'EC': 'MHcCAQEEI', 'OPENSSH': 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAE'}[kind]
    width = 70 if kind == 'OPENSSH' else 64
    body = head + rs(B64, width - len(head))
    rows = [body] + [rs(B64, width) for _ in range(lines - 2)] + [rs(B64, 22) + '==']
    label = {'RSA': 'RSA PRIVATE KEY', 'EC': 'EC PRIVATE KEY', 'OPENSSH': 'OPENSSH PRIVATE KEY'}[kind]
    return f'-----BEGIN {label}-----\n' + '\n'.join(rows) + f'\n-----END {label}-----'


def make_uuid():
    h = rs(HEX, 32)
    h = h[:12] + '4' + h[13:16] + R.choice('89ab') + h[17:]
    return f'{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}'


def discord_token():
    uid = str(R.randint(10 ** 18, 2 * 10 ** 18))
    return b64u(uid.encode()) + '.' + rs(B64URL, 6) + '.' + rs(B64URL, 38)


# ---------------------------------------------------------------- the values
VALUES = {}
META = {}   # name -> (TYPE, format)


def put(name, typ, fmt, v):
    assert name not in VALUES, name
    VALUES[name] = v
    META[name] = (typ, fmt)


# cards
for name, pre, ln, st in [
        ('card_v1', '4', 16, 'space'), ('card_v2', '4', 16, 'none'), ('card_v3', '4', 16, 'dash'),
        ('card_v4', '4', 16, 'space'), ('card_v5', '4', 16, 'space'), ('card_v6', '4', 16, 'none'),
        ('card_v7', '4', 16, 'space'), ('card_m1', '53', 16, 'space'), ('card_m2', '2221', 16, 'space'),
        ('card_m3', '54', 16, 'dash'), ('card_m4', '51', 16, 'none'), ('card_m5', '2720', 16, 'space'),
        ('card_m6', '55', 16, 'space'), ('card_a1', '37', 15, 'space'), ('card_a2', '34', 15, 'none'),
        ('card_a3', '37', 15, 'dash'), ('card_u1', '6222', 16, 'space'), ('card_u2', '6217', 19, 'space'),
        ('card_u3', '6228', 19, 'none'), ('card_u4', '6214', 16, 'none'), ('card_u5', '6225', 16, 'space'),
        ('card_u6', '6212', 19, 'space'), ('card_d1', '6011', 16, 'space'), ('card_j1', '3566', 16, 'space')]:
    put(name, 'CARD', 'card', make_card(pre, ln, st))

# IBANs (personal) and two organisation IBANs used as decoys
for name, cc, sp in [('iban_gb1', 'GB', True), ('iban_gb2', 'GB', False), ('iban_gb3', 'GB', True),
                     ('iban_gb4', 'GB', True), ('iban_de1', 'DE', True), ('iban_de2', 'DE', False),
                     ('iban_de3', 'DE', True), ('iban_fr1', 'FR', True), ('iban_nl1', 'NL', True),
                     ('iban_nl2', 'NL', False), ('iban_es1', 'ES', True), ('iban_ie1', 'IE', True),
                     ('iban_ie2', 'IE', False), ('iban_ch1', 'CH', True), ('iban_be1', 'BE', True),
                     ('iban_at1', 'AT', True), ('iban_pt1', 'PT', True), ('iban_pl1', 'PL', True),
                     ('iban_fi1', 'FI', True), ('iban_se1', 'SE', True)]:
    put(name, 'IBAN', 'iban', make_iban(cc, bban(cc), sp))
put('org_iban1', 'DECOY', 'iban', make_iban('GB', bban('GB'), True))
put('org_iban2', 'DECOY', 'iban', make_iban('DE', bban('DE'), True))

# Chinese resident IDs: (region, birth date, sex, style, force X)
IDCARD_SPECS = [
    ('idc1', '310104', 1988, 3, 14, 'F', 'plain', False),
    ('idc2', '110105', 1992, 11, 2, 'M', 'plain', False),
    ('idc3', '440305', 1985, 7, 21, 'M', 'space', False),
    ('idc4', '330106', 1990, 1, 9, 'F', 'plain', True),
    ('idc5', '510107', 1979, 5, 30, 'M', 'plain', False),
    ('idc6', '320102', 2001, 9, 17, 'F', 'plain', False),
    ('idc7', '420106', 1995, 12, 25, 'M', 'plain', False),
    ('idc8', '610113', 1983, 4, 8, 'F', 'plain', False),
    ('idc9', '370202', 2010, 6, 12, 'M', 'plain', False),
    ('idc10', '500103', 2013, 2, 27, 'F', 'plain', False),
    ('idc11', '350203', 1987, 8, 19, 'M', 'space', False),
    ('idc12', '430104', 1993, 10, 5, 'F', 'plain', False),
    ('idc13', '210102', 1976, 3, 3, 'M', 'plain', False),
    ('idc14', '120101', 1999, 7, 7, 'F', 'plain', False),
    ('idc15', '450103', 2004, 5, 16, 'M', 'plain', False),
    ('idc16', '530102', 1989, 9, 29, 'F', 'plain', False),
    ('idc17', '230103', 1981, 1, 23, 'M', 'space', False),
    ('idc18', '410105', 2008, 11, 11, 'F', 'plain', False),
    ('idc19', '360102', 1996, 2, 14, 'M', 'plain', True),
    ('idc20', '460105', 1991, 6, 1, 'F', 'plain', False),
    ('idc21', '130102', 1984, 12, 8, 'M', 'plain', False),
    ('idc22', '340104', 2011, 8, 30, 'M', 'plain', False),
    ('idc23', '620102', 1997, 4, 19, 'F', 'plain', False),
    ('idc24', '520102', 1986, 10, 10, 'M', 'plain', False),
]
for name, reg, y, m, d, sex, st, fx in IDCARD_SPECS:
    put(name, 'IDCARD', 'idcard', make_idcard(reg, y, m, d, sex, st, fx))

# passports
for name, kind in [('pp_cn1', 'cn'), ('pp_cn2', 'cn2'), ('pp_cn3', 'cn'), ('pp_cn4', 'cn2'),
                   ('pp_us1', 'us'), ('pp_us2', 'us2'), ('pp_gb1', 'gb'), ('pp_gb2', 'gb'),
                   ('pp_ca1', 'ca'), ('pp_au1', 'au'), ('pp_in1', 'in'), ('pp_de1', 'de'),
                   ('pp_fr1', 'fr'), ('pp_jp1', 'jp'), ('pp_hk1', 'hk'), ('pp_sg1', 'sg'),
                   ('pp_ie1', 'ie'), ('pp_nz1', 'nz'), ('pp_kr1', 'kr'), ('pp_tw1', 'tw')]:
    put(name, 'PASSPORT', 'passport', make_passport(kind))

# other national IDs
put('nino1', 'NATIONAL_ID', 'nino', make_nino(True))
put('nino2', 'NATIONAL_ID', 'nino', make_nino(False))
put('nino3', 'NATIONAL_ID', 'nino', make_nino(True))
put('sin1', 'NATIONAL_ID', 'sin', make_sin())
put('dni1', 'NATIONAL_ID', 'dni', make_dni())
put('nie1', 'NATIONAL_ID', 'nie', make_nie())
put('bsn1', 'NATIONAL_ID', 'bsn', make_bsn())
put('aadhaar1', 'NATIONAL_ID', 'aadhaar', make_aadhaar())
put('aadhaar2', 'NATIONAL_ID', 'aadhaar', make_aadhaar())
put('nric1', 'NATIONAL_ID', 'nric', make_nric('S'))
put('nric2', 'NATIONAL_ID', 'nric', make_nric('T'))
put('nric3', 'NATIONAL_ID', 'nric', make_nric('S'))
put('hkid1', 'NATIONAL_ID', 'hkid', make_hkid('Y'))
put('hkid2', 'NATIONAL_ID', 'hkid', make_hkid('K'))
put('hkid3', 'NATIONAL_ID', 'hkid', make_hkid('R'))
put('twid1', 'NATIONAL_ID', 'twid', make_twid('F'))
put('twid2', 'NATIONAL_ID', 'twid', make_twid('M'))
put('rrn1', 'NATIONAL_ID', 'rrn', make_rrn(1991, 4, 23, 'M'))
put('cpf1', 'NATIONAL_ID', 'cpf', make_cpf())
put('pesel1', 'NATIONAL_ID', 'pesel', make_pesel(1986, 2, 11, 'F'))
put('pnr1', 'NATIONAL_ID', 'pnr', make_pnr(1979, 8, 30))
put('cf1', 'NATIONAL_ID', 'cf', make_cf('Bianchi', 'Giulia', 1994, 5, 12, 'F', 'F205'))
put('nir1', 'NATIONAL_ID', 'nir', make_nir('M', 1984, 12, '75'))
put('hetu1', 'NATIONAL_ID', 'hetu', make_hetu(1992, 3, 15))
put('fnr1', 'NATIONAL_ID', 'fnr', make_fnr(1988, 7, 4))
put('tfn1', 'NATIONAL_ID', 'tfn', make_tfn())
put('mynum1', 'NATIONAL_ID', 'mynum', make_mynum())
put('ppsn1', 'NATIONAL_ID', 'ppsn', make_ppsn())
put('be1', 'NATIONAL_ID', 'be', make_be(1983, 9, 21))
put('mykad1', 'NATIONAL_ID', 'mykad', make_mykad(1990, 3, 14, 14))
put('mykad2', 'NATIONAL_ID', 'mykad', make_mykad(1986, 11, 2, 10))

# API keys
put('stripe_sk1', 'APIKEY', 'apikey', 'sk_live_' + rs(ALNUM, 34))
put('stripe_sk2', 'APIKEY', 'apikey', 'sk_live_51' + rs(ALNUM, 60))
put('stripe_rk1', 'APIKEY', 'apikey', 'rk_live_' + rs(ALNUM, 32))
put('gh_pat1', 'APIKEY', 'apikey', 'ghp_' + rs(ALNUM, 36))
put('gh_pat2', 'APIKEY', 'apikey', 'ghp_' + rs(ALNUM, 36))
put('gh_fg1', 'APIKEY', 'apikey', 'github_pat_11' + rs(UP + DIG, 20) + '_' + rs(ALNUM, 59))
for i in range(1, 6):
    put(f'aws_ak{i}', 'APIKEY', 'apikey', 'AKIA' + rs(UP + '234567', 16))
    put(f'aws_sk{i}', 'SECRET', 'secret', rs(ALNUM + '/+', 40))
put('google1', 'APIKEY', 'apikey', 'AIzaSy' + rs(ALNUM + '-_', 33))
put('google2', 'APIKEY', 'apikey', 'AIzaSy' + rs(ALNUM + '-_', 33))
put('google3', 'APIKEY', 'apikey', 'AIzaSy' + rs(ALNUM + '-_', 33))
put('slack_bot1', 'APIKEY', 'apikey', f'xoxb-{rs(DIG, 12)}-{rs(DIG, 13)}-{rs(ALNUM, 24)}')
put('slack_bot2', 'APIKEY', 'apikey', f'xoxb-{rs(DIG, 11)}-{rs(DIG, 13)}-{rs(ALNUM, 24)}')
put('slack_user1', 'APIKEY', 'apikey', f'xoxp-{rs(DIG, 12)}-{rs(DIG, 12)}-{rs(DIG, 13)}-{rs(HEX, 32)}')
put('tg_bot1', 'APIKEY', 'apikey', f'{R.randint(10 ** 9, 7 * 10 ** 9 - 1)}:AA{rs(B64URL, 33)}')
put('tg_bot2', 'APIKEY', 'apikey', f'{R.randint(10 ** 9, 7 * 10 ** 9 - 1)}:AA{rs(B64URL, 33)}')
put('jwt1', 'APIKEY', 'apikey', make_jwt({'sub': 'pos-terminal-07', 'scope': 'bookings:write', 'iat': 1722240000, 'exp': 1753776000}))
put('jwt2', 'APIKEY', 'apikey', make_jwt({'sub': '58213', 'role': 'member', 'iat': 1726600412, 'exp': 1726686812}))
put('jwt3', 'APIKEY', 'apikey', make_jwt({'iss': 'kartcore', 'sub': 'svc-timing', 'iat': 1730160000}, 'HS512'))
put('jwt4', 'APIKEY', 'apikey', make_jwt({'uid': 90331, 'venue': 'sz-nanshan', 'exp': 1735660800}))
put('jwt5', 'APIKEY', 'apikey', make_jwt({'sub': 'coach-app', 'aud': 'swim-api', 'iat': 1719878400}))
put('sendgrid1', 'APIKEY', 'apikey', f'SG.{rs(B64URL, 22)}.{rs(B64URL, 43)}')
put('sendgrid2', 'APIKEY', 'apikey', f'SG.{rs(B64URL, 22)}.{rs(B64URL, 43)}')
put('openai1', 'APIKEY', 'apikey', 'sk-proj-' + rs(B64URL, 74))
put('openai2', 'APIKEY', 'apikey', 'sk-proj-' + rs(B64URL, 74))
put('anthropic1', 'APIKEY', 'apikey', 'sk-ant-api03-' + rs(B64URL, 93) + 'AA')
put('gitlab1', 'APIKEY', 'apikey', 'glpat-' + rs(ALNUM + '-_', 20))
put('gitlab2', 'APIKEY', 'apikey', 'glpat-' + rs(ALNUM + '-_', 20))
put('npm1', 'APIKEY', 'apikey', 'npm_' + rs(ALNUM, 36))
put('hf1', 'APIKEY', 'apikey', 'hf_' + rs(UP + LO, 34))
put('mailchimp1', 'APIKEY', 'apikey', rs(HEX, 32) + '-us21')
put('shopify1', 'APIKEY', 'apikey', 'shpat_' + rs(HEX, 32))
put('square1', 'APIKEY', 'apikey', 'EAAA' + rs(B64URL, 60))
put('aliyun_ak1', 'APIKEY', 'apikey', 'LTAI5t' + rs(ALNUM, 18))
put('aliyun_ak2', 'APIKEY', 'apikey', 'LTAI5t' + rs(ALNUM, 18))
put('tencent_ak1', 'APIKEY', 'apikey', 'AKID' + rs(ALNUM, 32))
put('discord_bot1', 'APIKEY', 'apikey', discord_token())
put('mapbox_sk1', 'APIKEY', 'apikey', 'sk.eyJ1IjoiaWNlZG9tZSIsImEiOiJ' + rs(ALNUM, 20) + '.' + rs(B64URL, 22))

# secrets
put('totp1', 'SECRET', 'secret', group(rs(B32, 32), [4] * 8))
put('totp2', 'SECRET', 'secret', rs(B32, 32))
put('totp3', 'SECRET', 'secret', rs(B32, 16))
for i in range(1, 11):
    put(f'rec{i}', 'SECRET', 'secret', rs(HEX, 5) + '-' + rs(HEX, 5))
put('slack_hook1', 'SECRET', 'secret', f'https://hooks.slack.com/services/T{rs(UP + DIG, 8)}/B{rs(UP + DIG, 10)}/{rs(ALNUM, 24)}')
put('slack_hook2', 'SECRET', 'secret', f'https://hooks.slack.com/services/T{rs(UP + DIG, 8)}/B{rs(UP + DIG, 10)}/{rs(ALNUM, 24)}')
put('discord_hook1', 'SECRET', 'secret', f'https://discord.com/api/webhooks/{R.randint(10 ** 18, 2 * 10 ** 18)}/{rs(B64URL, 68)}')
put('ding_hook1', 'SECRET', 'secret', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64))
put('ding_hook2', 'SECRET', 'secret', 'https://oapi.dingtalk.com/robot/send?access_token=' + rs(HEX, 64))
put('feishu_hook1', 'SECRET', 'secret', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + make_uuid())
put('wecom_hook1', 'SECRET', 'secret', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + make_uuid())
put('whsec1', 'SECRET', 'secret', 'whsec_' + rs(ALNUM, 32))
put('whsec2', 'SECRET', 'secret', 'whsec_' + rs(ALNUM, 32))
put('sess1', 'SECRET', 'secret', rs(LO + DIG, 32))
put('sess2', 'SECRET', 'secret', 's%3A' + rs(B64URL, 32) + '.' + rs(ALNUM, 43))
put('sess3', 'SECRET', 'secret', rs('abcdefghijklmnopqrstuv0123456789', 26))
put('sess4', 'SECRET', 'secret', 'eyJpdiI6I' + rs(ALNUM, 120) + '%3D')
put('pem1', 'SECRET', 'secret', make_pem('RSA', 7))
put('pem2', 'SECRET', 'secret', make_pem('EC', 4))
put('ssh1', 'SECRET', 'secret', make_pem('OPENSSH', 6))
put('django_sk1', 'SECRET', 'secret', rs(LO + DIG + '!@#%^&*(-_=+)', 50))
put('jwt_secret1', 'SECRET', 'secret', rs(HEX, 64))
put('twilio_tok1', 'SECRET', 'secret', rs(HEX, 32))
put('wx_secret1', 'SECRET', 'secret', rs(HEX, 32))
put('wx_secret2', 'SECRET', 'secret', rs(HEX, 32))
put('aliyun_sk1', 'SECRET', 'secret', rs(ALNUM, 30))
put('aliyun_sk2', 'SECRET', 'secret', rs(ALNUM, 30))
put('tencent_sk1', 'SECRET', 'secret', rs(ALNUM, 32))
put('gocspx1', 'SECRET', 'secret', 'GOCSPX-' + rs(B64URL, 28))
put('ding_appsecret1', 'SECRET', 'secret', rs(ALNUM, 40))
put('hmac1', 'SECRET', 'secret', rs(HEX, 48))

# decoy values with vendor shapes (not secrets)
put('stripe_pk1', 'DECOY', 'publishable_key', 'pk_live_' + rs(ALNUM, 34))
put('stripe_pk2', 'DECOY', 'publishable_key', 'pk_live_51' + rs(ALNUM, 60))
put('mapbox_pk1', 'DECOY', 'public_token', 'pk.eyJ1IjoiaWNlZG9tZSIsImEiOiJ' + rs(ALNUM, 20) + '.' + rs(B64URL, 22))
put('gclient1', 'DECOY', 'client_id', f'{rs(DIG, 12)}-{rs(LO + DIG, 32)}.apps.googleusercontent.com')
put('twilio_ac1', 'DECOY', 'account_sid', 'AC' + rs(HEX, 32))
put('wx_appid1', 'DECOY', 'app_id', 'wx' + rs(HEX, 16))
put('wx_appid2', 'DECOY', 'app_id', 'wx' + rs(HEX, 16))
put('ding_appkey1', 'DECOY', 'app_id', 'ding' + rs(LO + DIG, 16))
for i in range(1, 9):
    put(f'uuid{i}', 'DECOY', 'uuid', make_uuid())
for i in range(1, 5):
    put(f'sha{i}', 'DECOY', 'sha1', rs(HEX, 40))
put('sha256_1', 'DECOY', 'sha256', rs(HEX, 64))
put('sha256_2', 'DECOY', 'sha256', rs(HEX, 64))
put('md5_1', 'DECOY', 'md5', rs(HEX, 32))


# ---------------------------------------------------------------- validation
def validate_format(fmt, v):
    if fmt == 'card':
        return card_ok(v)
    if fmt == 'iban':
        return iban_ok(v)
    if fmt == 'idcard':
        return idcard_ok(v)
    if fmt == 'passport':
        return passport_ok(v)
    if fmt in NATIONAL_FORMATS:
        return NATIONAL_FORMATS[fmt](v)
    if fmt == 'apikey':
        return apikey_kind(v) is not None
    if fmt == 'secret':
        k = secret_kind(v)
        return k is not None and k != 'free_password'
    if fmt == 'publishable_key':
        return bool(re.fullmatch(r'pk_live_[0-9A-Za-z]{24,99}', v))
    if fmt == 'public_token':
        return bool(re.fullmatch(r'pk\.eyJ[0-9A-Za-z_\-]+\.[0-9A-Za-z_\-]{22}', v))
    if fmt == 'client_id':
        return v.endswith('.apps.googleusercontent.com')
    if fmt == 'account_sid':
        return bool(re.fullmatch(r'AC[0-9a-f]{32}', v))
    if fmt == 'app_id':
        return bool(re.fullmatch(r'(wx[0-9a-f]{16}|ding[0-9a-z]{16})', v))
    if fmt == 'uuid':
        return bool(re.fullmatch(r'[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}', v))
    if fmt in ('sha1', 'sha256', 'md5'):
        return bool(re.fullmatch(r'[0-9a-f]{%d}' % {'sha1': 40, 'sha256': 64, 'md5': 32}[fmt], v))
    raise ValueError(fmt)


def corruptions(v):
    """All one-digit substitutions (d -> d+1 mod 10) of v."""
    for i, c in enumerate(v):
        if c.isdigit():
            yield v[:i] + str((int(c) + 1) % 10) + v[i + 1:]


def selftest(verbose=False):
    errors = []
    seen = set()
    for name, v in VALUES.items():
        typ, fmt = META[name]
        if v in seen:
            errors.append(f'{name}: duplicate value')
        seen.add(v)
        if not validate_format(fmt, v):
            errors.append(f'{name}: {v!r} does not validate as {fmt}')
            continue
        if typ == 'NATIONAL_ID' and national_kind(v) is None:
            errors.append(f'{name}: not recognised as a national id')
        if fmt in CHECKED:
            cs = list(corruptions(v))
            bad = [c for c in cs if validate_format(fmt, c)]
            first_ok = not validate_format(fmt, cs[-1])
            if not first_ok:
                errors.append(f'{name}: corruption of the last digit still validates')
            limit = 0.25 if fmt in WEAK else 0.0
            if len(bad) > limit * len(cs):
                errors.append(f'{name}: {len(bad)}/{len(cs)} one-digit corruptions still validate')
            if verbose:
                print(f'  {name:14s} {fmt:8s} {len(cs) - len(bad)}/{len(cs)} corruptions rejected')
    # IDCARD birth dates match their spec
    for name, reg, y, m, d, sex, st, fx in IDCARD_SPECS:
        if idcard_birth(VALUES[name]) != datetime.date(y, m, d):
            errors.append(f'{name}: birth date mismatch')
        g = int(re.sub(r'\s', '', VALUES[name])[16])
        if (g % 2 == 1) != (sex == 'M'):
            errors.append(f'{name}: sex digit mismatch')
    if errors:
        for e in errors:
            print('FAIL', e)
        raise SystemExit(1)
    print(f'selftest ok: {len(VALUES)} values')
    return True


if __name__ == '__main__':
    if '-p' in sys.argv:
        for k, v in VALUES.items():
            t, f = META[k]
            print(f'{k:16s} {t:12s} {f:16s} {v}')
    else:
        selftest(verbose='-v' in sys.argv)
