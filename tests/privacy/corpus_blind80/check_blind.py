#!/usr/bin/env python3
"""Consistency checks for blind80/corpus.jsonl.   python3 check_blind.py [-v]

The validators here are written independently of values.py on purpose, so that a
generator bug is not silently re-confirmed by the same code.
"""
import collections
import datetime
import ipaddress
import json
import os
import re
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
TYPES = ('PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL', 'PASSWORD',
         'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT', 'NATIONAL_ID', 'AMOUNT')
LANGS = ('en', 'zh', 'mixed')

ERRORS = []


def err(rid, msg):
    ERRORS.append('%s: %s' % (rid, msg))


def isw(c):
    return c.isascii() and (c.isalnum() or c == '_')


# ------------------------------------------------------------------ dates
MONTHS = {m: i for i, m in enumerate(
    ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october',
     'november', 'december'], 1)}
MONTHS.update({k[:3]: v for k, v in list(MONTHS.items())})
MONTHS['sept'] = 9
ZH_DIG = {'〇': 0, '零': 0, 'O': 0, '一': 1, '二': 2, '两': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7,
          '八': 8, '九': 9}


def zh_small(s):
    """Chinese numeral 1..31 -> int."""
    if not s:
        return None
    if all(c in ZH_DIG for c in s):
        return int(''.join(str(ZH_DIG[c]) for c in s))
    if '十' in s:
        a, _, b = s.partition('十')
        tens = ZH_DIG.get(a, None) if a else 1
        ones = ZH_DIG.get(b, None) if b else 0
        if tens is None or ones is None:
            return None
        return tens * 10 + ones
    return None


def mk(y, m, d):
    try:
        if y < 100:
            y += 1900 if y > 25 else 2000
        return datetime.date(y, m, d)
    except ValueError:
        return None


def parse_dates(s):
    s = s.strip()
    out = set()
    m = re.fullmatch(r'(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?', s)
    if m:
        out.add(mk(int(m.group(1)), int(m.group(2)), int(m.group(3))))
    m = re.fullmatch(r'(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})', s)
    if m:
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        out.add(mk(y, b, a))
        out.add(mk(y, a, b))
    m = re.fullmatch(r'(\d{4})(\d{2})(\d{2})', s)
    if m:
        out.add(mk(int(m.group(1)), int(m.group(2)), int(m.group(3))))
    m = re.fullmatch(r'([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})', s)
    if m and m.group(1).lower() in MONTHS:
        out.add(mk(int(m.group(3)), MONTHS[m.group(1).lower()], int(m.group(2))))
    m = re.fullmatch(r'(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([A-Za-z]+)\.?,?\s+(\d{4})', s)
    if m and m.group(2).lower() in MONTHS:
        out.add(mk(int(m.group(3)), MONTHS[m.group(2).lower()], int(m.group(1))))
    m = re.fullmatch(r'(\d{1,2})[- ]([A-Za-z]{3,9})[- ](\d{4}|\d{2})', s)
    if m and m.group(2).lower() in MONTHS:
        out.add(mk(int(m.group(3)), MONTHS[m.group(2).lower()], int(m.group(1))))
    m = re.fullmatch(r'([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]{1,2})月([一二三四五六七八九十]{1,3})[日号]', s)
    if m:
        y = int(''.join(str(ZH_DIG[c]) for c in m.group(1)))
        mo, d = zh_small(m.group(2)), zh_small(m.group(3))
        if mo and d:
            out.add(mk(y, mo, d))
    m = re.fullmatch(r'(\d{4})年(\d{1,2})月(\d{1,2})[日号]', s)
    if m:
        out.add(mk(int(m.group(1)), int(m.group(2)), int(m.group(3))))
    out.discard(None)
    return {d for d in out if 1920 <= d.year <= 2015}


# ------------------------------------------------------------------ check-digit schemes
def luhn(d):
    t = 0
    for i, ch in enumerate(reversed(d)):
        x = int(ch)
        if i % 2:
            x = x * 2 - 9 if x > 4 else x * 2
        t += x
    return t % 10 == 0


TEST_CARDS = {'4242424242424242', '4111111111111111', '5555555555554444', '4000056655665556',
              '378282246310005', '6011111111111117', '3530111333300000', '5105105105105100',
              '4012888888881881', '6200000000000005'}


def card_ok(v):
    if not re.fullmatch(r'\d{4}([ \-]?)\d{4}\1\d{4}\1\d{4}(\1\d{1,3})?|\d{4}([ \-]?)\d{6}\3\d{5}|\d{13,19}', v):
        return 'bad card layout'
    d = re.sub(r'\D', '', v)
    if d in TEST_CARDS:
        return 'well-known test card'
    if not luhn(d):
        return 'Luhn fails'
    brand = None
    if d[0] == '4' and len(d) in (13, 16, 19):
        brand = 'visa'
    elif (51 <= int(d[:2]) <= 55 or 2221 <= int(d[:4]) <= 2720) and len(d) == 16:
        brand = 'mc'
    elif d[:2] in ('34', '37') and len(d) == 15:
        brand = 'amex'
    elif (d[:4] == '6011' or d[:2] == '65') and len(d) == 16:
        brand = 'discover'
    elif d[:2] == '62' and 16 <= len(d) <= 19:
        brand = 'unionpay'
    elif 3528 <= int(d[:4]) <= 3589 and len(d) == 16:
        brand = 'jcb'
    return None if brand else 'unknown card brand/length'


IBAN_LEN = {'DE': 22, 'GB': 22, 'FR': 27, 'NL': 18, 'ES': 24, 'IT': 27, 'CH': 21, 'BE': 16, 'PL': 28,
            'IE': 22, 'AT': 20, 'PT': 25, 'FI': 18, 'SE': 24, 'DK': 18, 'NO': 15, 'LU': 20}


def iban_ok(v):
    if not re.fullmatch(r'[A-Z]{2}\d{2}[A-Z0-9]+|[A-Z]{2}\d{2}( [A-Z0-9]{4})*( [A-Z0-9]{1,4})?', v):
        return 'bad IBAN layout'
    d = v.replace(' ', '')
    if IBAN_LEN.get(d[:2]) != len(d):
        return 'bad IBAN length for %s' % d[:2]
    n = int(''.join(str(int(c, 36)) for c in d[4:] + d[:4]))
    return None if n % 97 == 1 else 'IBAN mod-97 fails'


GB_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def idcard_check(v):
    if not re.fullmatch(r'[1-8][0-9]{16}[0-9X]', v):
        return 'bad IDCARD layout', None
    b = mk(int(v[6:10]), int(v[10:12]), int(v[12:14]))
    if b is None:
        return 'IDCARD birth date invalid', None
    if '10X98765432'[sum(int(a) * w for a, w in zip(v[:17], GB_W)) % 11] != v[17]:
        return 'GB 11643 check character fails', None
    return None, b


def ssn_ok(v):
    m = re.fullmatch(r'(\d{3})([- ]?)(\d{2})\2(\d{4})', v)
    if not m:
        return 'bad SSN layout'
    a, g, s = m.group(1), m.group(3), m.group(4)
    if a in ('000', '666') or a[0] == '9' or g == '00' or s == '0000':
        return 'SSN area/group/serial not issuable'
    if a + g + s in ('078051120', '219099999', '123456789'):
        return 'famous example SSN'
    return None


PASSPORT_RES = [r'E\d{8}', r'E[A-HJ-NP-Z]\d{7}', r'G\d{8}', r'\d{9}', r'[A-Z]\d{8}',
                r'[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}', r'[A-Z][1-9]\d{6}', r'[A-Z]{2}\d{6}',
                r'\d{2}[A-Z]{2}\d{5}', r'[A-Z]{2}\d{7}']


def passport_ok(v):
    return None if any(re.fullmatch(p, v) for p in PASSPORT_RES) else 'unknown passport shape'


# national IDs: each returns (ok, birthdate-or-None)
def nid_dni(v):
    m = re.fullmatch(r'([XYZ]?)(\d{7,8})-?([A-Z])', v)
    if not m or (m.group(1) and len(m.group(2)) != 7) or (not m.group(1) and len(m.group(2)) != 8):
        return False, None
    n = int((str('XYZ'.index(m.group(1))) if m.group(1) else '') + m.group(2))
    return 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23] == m.group(3), None


def nid_bsn(v):
    if not re.fullmatch(r'\d{9}', v):
        return False, None
    return (sum(int(v[i]) * (9 - i) for i in range(8)) - int(v[8])) % 11 == 0, None


CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def nid_cf(v):
    if not re.fullmatch(r'[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]', v):
        return False, None
    t = 0
    for i, c in enumerate(v[:15]):
        k = int(c) if c.isdigit() else ord(c) - 65
        t += CF_ODD[k] if i % 2 == 0 else k
    if chr(65 + t % 26) != v[15]:
        return False, None
    day = int(v[9:11]) % 40
    return True, mk(int(v[6:8]), 'ABCDEHLMPRST'.index(v[8]) + 1, day)


def nid_nir(v):
    d = v.replace(' ', '')
    if not re.fullmatch(r'[12]\d{14}', d):
        return False, None
    return 97 - int(d[:13]) % 97 == int(d[13:]), None


def nid_nino(v):
    d = v.replace(' ', '')
    ok = bool(re.fullmatch(r'[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', d)) and \
        d[:2] not in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ') and not d.startswith('QQ')
    return ok, None


def nid_nric(v):
    if not re.fullmatch(r'[STFG]\d{7}[A-Z]', v):
        return False, None
    t = sum(int(c) * w for c, w in zip(v[1:8], [2, 7, 6, 5, 4, 3, 2])) + (4 if v[0] in 'TG' else 0)
    return ('JZIHGFEDCBA' if v[0] in 'ST' else 'XWUTRQPNMLK')[t % 11] == v[8], None


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]


def nid_aadhaar(v):
    if not re.fullmatch(r'[2-9]\d{3} \d{4} \d{4}|[2-9]\d{11}', v):
        return False, None
    c = 0
    for i, ch in enumerate(reversed(v.replace(' ', ''))):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0, None


def nid_cpf(v):
    if not re.fullmatch(r'\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11}', v):
        return False, None
    d = re.sub(r'\D', '', v)

    def dig(s):
        t = sum(int(c) * (len(s) + 1 - i) for i, c in enumerate(s))
        r = 11 - t % 11
        return 0 if r >= 10 else r
    return len(set(d)) > 1 and dig(d[:9]) == int(d[9]) and dig(d[:10]) == int(d[10]), None


def nid_pesel(v):
    if not re.fullmatch(r'\d{11}', v):
        return False, None
    ok = (10 - sum(int(c) * w for c, w in zip(v, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3])) % 10) % 10 == int(v[10])
    mm = int(v[2:4])
    y = int(v[:2]) + (2000 if mm > 20 else 1900)
    return ok, mk(y, mm % 20, int(v[4:6]))


def nid_se(v):
    m = re.fullmatch(r'(\d{6})([-+])(\d{4})', v)
    if not m or not luhn(m.group(1) + m.group(3)):
        return False, None
    yy, mm, dd = int(v[:2]), int(v[2:4]), int(v[4:6])
    return True, mk(1900 + yy if yy > 25 else 2000 + yy, mm, dd)


def nid_hetu(v):
    m = re.fullmatch(r'(\d{2})(\d{2})(\d{2})([-+A])(\d{3})([0-9A-Y])', v)
    if not m:
        return False, None
    ok = '0123456789ABCDEFHJKLMNPRSTUVWXY'[int(m.group(1) + m.group(2) + m.group(3) + m.group(5)) % 31] == m.group(6)
    cent = {'+': 1800, '-': 1900, 'A': 2000}[m.group(4)]
    return ok, mk(cent + int(m.group(3)), int(m.group(2)), int(m.group(1)))


def nid_sin(v):
    if not re.fullmatch(r'[1-7]\d{2}([ \-]?)\d{3}\1\d{3}', v):
        return False, None
    return luhn(re.sub(r'\D', '', v)), None


def nid_be(v):
    m = re.fullmatch(r'(\d{2})\.?(\d{2})\.?(\d{2})-?(\d{3})\.?(\d{2})', v)
    if not m:
        return False, None
    body = ''.join(m.groups()[:4])
    chk = int(m.group(5))
    if 97 - int(body) % 97 == chk:
        return True, mk(1900 + int(m.group(1)), int(m.group(2)), int(m.group(3)))
    if 97 - int('2' + body) % 97 == chk:
        return True, mk(2000 + int(m.group(1)), int(m.group(2)), int(m.group(3)))
    return False, None


NID_SCHEMES = [nid_dni, nid_bsn, nid_cf, nid_nir, nid_nino, nid_nric, nid_aadhaar, nid_cpf, nid_pesel,
               nid_se, nid_hetu, nid_sin, nid_be]


def national_check(v):
    for f in NID_SCHEMES:
        ok, b = f(v)
        if ok:
            return None, b, f.__name__
    return 'no national-ID scheme validates', None, None


# ------------------------------------------------------------------ keys and secrets
B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'


def crc_ok(tok):
    body = tok[4:]
    if not re.fullmatch(r'[A-Za-z0-9]{36}', body):
        return False
    n = zlib.crc32(body[:30].encode()) & 0xffffffff
    s = ''
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s.rjust(6, '0') == body[30:]


def jwt_ok(v):
    import base64
    parts = v.split('.')
    if len(parts) != 3:
        return False
    try:
        head = json.loads(base64.urlsafe_b64decode(parts[0] + '=' * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + '=' * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return isinstance(head, dict) and 'alg' in head and len(parts[2]) >= 20


APIKEY_RES = [
    r'github_pat_[0-9A-Z]{22}_[A-Za-z0-9]{59}', r'[sr]k_live_[A-Za-z0-9]{24,99}', r'(AKIA|ASIA)[A-Z2-7]{16}',
    r'AIza[A-Za-z0-9_\-]{35}', r'sk-proj-[A-Za-z0-9_\-]{40,200}', r'sk-ant-api03-[A-Za-z0-9_\-]{93}AA',
    r'SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}', r'xox[bp]-\d{10,13}-\d{10,13}(-\d{10,13})?-[A-Za-z0-9]{24,32}',
    r'\d{8,10}:AA[A-Za-z0-9_\-]{33}', r'[0-9a-f]{32}-us\d{1,2}', r'glpat-[A-Za-z0-9_\-]{20}',
    r'dop_v1_[0-9a-f]{64}', r'dckr_pat_[A-Za-z0-9_\-]{27}', r'pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_\-]{50,}',
    r'[A-Za-z0-9_\-]{40}', r'key-[0-9a-f]{32}', r'SK[0-9a-f]{32}', r'CCIPAT_[A-Za-z0-9]{22}_[0-9a-f]{40}',
    r'nfp_[A-Za-z0-9]{36}', r'hf_[A-Za-z]{34}', r'sntryu_[0-9a-f]{64}',
    r'[A-Za-z0-9_\-]{24,28}\.[A-Za-z0-9_\-]{6}\.[A-Za-z0-9_\-]{27,38}',
    r'LTAI[A-Za-z0-9]{12,24}', r'AKID[A-Za-z0-9]{32}',
]
DOC_KEYS = {'AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc'}


def apikey_ok(v):
    if v in DOC_KEYS or 'EXAMPLE' in v or 'xxxx' in v.lower():
        return 'documentation example key'
    if v.startswith(('pk_live_', 'pk_test_')):
        return 'publishable key is a decoy'
    if re.fullmatch(r'(ghp|gho|ghu|ghs|npm)_.*', v):
        return None if crc_ok(v) else 'token checksum fails'
    if v.startswith('eyJ'):
        return None if jwt_ok(v) else 'bad JWT'
    return None if any(re.fullmatch(p, v) for p in APIKEY_RES) else 'unknown API key shape'


WEBHOOK_RES = [r'https://hooks\.slack\.com/services/T[A-Z0-9]{8,11}/B[A-Z0-9]{8,11}/[A-Za-z0-9]{24}',
               r'https://discord(app)?\.com/api/webhooks/\d{17,20}/[A-Za-z0-9_\-]{60,70}',
               r'https://oapi\.dingtalk\.com/robot/send\?access_token=[0-9a-f]{64}',
               r'https://qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f\-]{36}',
               r'https://open\.feishu\.cn/open-apis/bot/v2/hook/[0-9a-f\-]{36}']


def secret_ok(v):
    if v.startswith('-----BEGIN'):
        ok = re.fullmatch(r'-----BEGIN ([A-Z ]+PRIVATE KEY)-----\n[A-Za-z0-9+/=\n]+\n-----END \1-----', v)
        return None if ok else 'bad PEM block'
    if v.startswith('http'):
        return None if any(re.fullmatch(p, v) for p in WEBHOOK_RES) else 'unknown webhook URL shape'
    if re.fullmatch(r'([a-z2-7]{4} ){3,15}[a-z2-7]{4}|([A-Z2-7]{4} ){3,15}[A-Z2-7]{4}', v):
        return None  # grouped TOTP seed
    if re.search(r'\s', v):
        return 'whitespace inside SECRET'
    if len(v) < 8:
        return 'SECRET shorter than 8'
    return None


# ------------------------------------------------------------------ other types
IP_DOC = [ipaddress.ip_network(n) for n in ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]


def ip_obj(v):
    try:
        return ipaddress.ip_address(v)
    except ValueError:
        return None


def ip_ok(v):
    a = ip_obj(v)
    if a is None:
        return 'not an IP address'
    if any(a in n for n in IP_DOC if n.version == a.version):
        return 'documentation range'
    if a.is_loopback or a.is_unspecified or a.is_multicast or a.is_link_local:
        return 'loopback/unspecified/multicast/link-local'
    if a.version == 4 and (a in ipaddress.ip_network('240.0.0.0/4') or a in ipaddress.ip_network('0.0.0.0/8')):
        return 'reserved range'
    return None


DIGIT_WORDS = {'zero': 1, 'oh': 1, 'o': 1, 'one': 1, 'two': 1, 'three': 1, 'four': 1, 'five': 1, 'six': 1,
               'seven': 1, 'eight': 1, 'nine': 1}


def phone_ok(v):
    if '*' in v or '•' in v:
        return 'masked phone'
    n = sum(c.isdigit() and c.isascii() for c in v)
    if n:
        if re.search(r'[^\d +\-().ext/]', v.replace('ext', '').replace('x', '')):
            return 'unexpected characters in phone'
        return None if 7 <= n <= 15 else 'phone digit count %d' % n
    zh = sum(c in '〇零一二三四五六七八九幺两' for c in v)
    if zh >= 7:
        return None
    words = re.findall(r'[a-z]+', v.lower())
    cnt, mult = 0, 1
    for w in words:
        if w == 'double':
            mult = 2
        elif w == 'triple':
            mult = 3
        elif w in DIGIT_WORDS:
            cnt += mult
            mult = 1
    return None if cnt >= 7 else 'not enough digits in spoken phone'


CUR = re.compile(r'[$€£¥￥₹₩₺₦]|\b(USD|EUR|GBP|CNY|RMB|JPY|CHF|CAD|AUD|SGD|HKD|INR|PLN|BRL|SEK|NZD|AED|KES|NGN|ZAR|MXN|TWD|KRW|NOK|DKK|CZK|TRY|dollars?|'
                 r'euros?|pounds?|bucks|quid|cents?|rupees?|zloty|francs?|yuan)\b|元|块|美元|欧元|英镑|港币|'
                 r'人民币|刀|毛', re.I)
NUMW = re.compile(r'\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|'
                  r'thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|grand)\b|[一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟]', re.I)


def amount_ok(v):
    if not CUR.search(v):
        return 'no currency in AMOUNT'
    if not NUMW.search(v):
        return 'no number in AMOUNT'
    return None


TITLE_RE = re.compile(r'^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Herr|Frau|Mme)\.?\s', re.I)
KIN_ZH = ['妈妈', '爸爸', '表姐', '表哥', '表妹', '表弟', '堂哥', '堂姐', '堂弟', '堂妹', '舅舅', '舅妈', '阿姨',
          '叔叔', '姑姑', '姑妈', '外婆', '外公', '奶奶', '爷爷', '老婆', '老公', '哥哥', '姐姐', '弟弟', '妹妹',
          '儿子', '女儿', '媳妇', '岳父', '岳母', '婆婆', '公公', '老爸', '老妈']
KIN_EN = re.compile(r'\b(mom|mum|dad|mother|father|uncle|aunt|auntie|grandma|grandpa|granny|sister|brother|'
                    r'wife|husband|son|daughter|cousin|nan)\b', re.I)
ROLE_ZH = ['财务', '客服', '运维', '前台', '经理', '主管', '同事', '老板', '行政', '法务', '会计', 'HR', '产品']


def person_ok(v):
    if TITLE_RE.match(v):
        return 'English title inside PERSON'
    if any(k in v for k in KIN_ZH) or KIN_EN.search(v):
        return 'kinship word inside PERSON'
    if any(v.startswith(r) for r in ROLE_ZH):
        return 'role word inside PERSON'
    if '@' in v or v != v.strip():
        return 'bad PERSON value'
    return None


def email_ok(v):
    if re.search(r'@(example\.(com|org|net)|[a-z0-9\-]+\.example)$', v, re.I):
        return 'documentation example address (decoy)'
    return None if re.fullmatch(r"[A-Za-z0-9._%+'\-]+@[A-Za-z0-9\-]+(\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}", v) else 'bad email'


def address_ok(v):
    if not re.search(r'\d', v):
        return 'address without number/postcode'
    return None if len(v) >= 10 else 'address too short'


# ------------------------------------------------------------------ main
def validate_span(rid, sp, text, spans):
    t, v = sp['type'], sp['value']
    e = None
    if t == 'PERSON':
        e = person_ok(v)
    elif t == 'EMAIL':
        e = email_ok(v)
    elif t == 'PHONE':
        e = phone_ok(v)
    elif t == 'ADDRESS':
        e = address_ok(v)
    elif t == 'DATE_OF_BIRTH':
        e = None if parse_dates(v) else 'unparseable birth date'
    elif t == 'IP_ADDRESS':
        e = ip_ok(v)
    elif t == 'MEDICAL':
        e = None if len(v) >= 2 else 'too short'
    elif t == 'PASSWORD':
        e = None if len(v.strip()) >= 3 and v == v.strip() else 'bad password'
    elif t == 'APIKEY':
        e = apikey_ok(v)
    elif t == 'SECRET':
        e = secret_ok(v)
    elif t == 'CARD':
        e = card_ok(v)
    elif t == 'CVV':
        if not re.fullmatch(r'\d{3,4}', v):
            e = 'bad CVV'
        else:
            cards = [s for s in spans if s['type'] == 'CARD']
            if not cards:
                e = 'CVV without a CARD in the text'
            elif min(abs(c['start'] - sp['start']) for c in cards) > 400:
                e = 'CVV far from any CARD'
            elif len(v) == 4 and not any(re.sub(r'\D', '', c['value'])[:2] in ('34', '37') for c in cards):
                e = '4-digit CVV without an Amex card'
    elif t == 'IBAN':
        e = iban_ok(v)
    elif t == 'SSN':
        e = ssn_ok(v)
    elif t == 'IDCARD':
        e, _ = idcard_check(v)
    elif t == 'PASSPORT':
        e = passport_ok(v)
    elif t == 'NATIONAL_ID':
        e, _, _ = national_check(v)
    elif t == 'AMOUNT':
        e = amount_ok(v)
    if e:
        err(rid, '%s %r: %s' % (t, v, e))


def validate_decoy(rid, d):
    k, v = d['kind'].lower(), d['value']
    if 'masked' in k and not re.search(r'[*•…]|x{3,}|X{3,}', v):
        err(rid, 'decoy %s %r is not masked' % (k, v))
    if re.search(r'(^|_)ip($|_)|ip_|_ip', k):
        a = ip_obj(v)
        if a is not None and ip_ok(v) is None:
            err(rid, 'decoy %s %r is a real host address' % (k, v))
    dg = re.sub(r'[ \-]', '', v)
    if re.fullmatch(r'\d{13,19}', dg) and luhn(dg) and card_ok(v) is None:
        err(rid, 'decoy %s %r is a live-looking card' % (k, v))
    if re.fullmatch(r'(ghp|npm)_[A-Za-z0-9]{36}', v) and crc_ok(v):
        err(rid, 'decoy %s %r is a valid token' % (k, v))
    if re.fullmatch(r'[1-8]\d{16}[\dX]', v) and idcard_check(v)[0] is None and 'example' not in k:
        err(rid, 'decoy %s %r is a valid ID card' % (k, v))


def main(verbose, path=None):
    path = path or os.path.join(HERE, 'corpus.jsonl')
    recs = [json.loads(line) for line in open(path, encoding='utf-8')]
    ids = set()
    span_values = collections.defaultdict(set)
    decoy_values = collections.defaultdict(set)
    sys.path.insert(0, HERE)
    try:
        from values import VALUES
    except Exception:
        VALUES = {}
    for r in recs:
        rid, text = r['id'], r['text']
        if rid in ids:
            err(rid, 'duplicate id')
        ids.add(rid)
        if not re.fullmatch(r'c80-(en|zh|mixed)-\d{3}', rid) or r['lang'] not in LANGS or \
                not rid.startswith('c80-%s-' % r['lang']):
            err(rid, 'bad id/lang')
        if not r['kind'] or not isinstance(r['kind'], str):
            err(rid, 'missing text kind')
        for m in re.finditer(r'\$([A-Za-z][A-Za-z0-9_]*)', text):
            if m.group(1) in VALUES:
                err(rid, 'unreplaced reference $%s' % m.group(1))
        if re.search('[⟦⟧⟪⟫]', text):
            err(rid, 'markup left in text')
        items = [('S', s) for s in r['spans']] + [('D', d) for d in r['decoys']]
        for tag, it in items:
            s, e, v = it['start'], it['end'], it['value']
            if text[s:e] != v:
                err(rid, 'offset mismatch %r vs %r' % (text[s:e], v))
                continue
            if v != v.strip():
                err(rid, 'value with outer whitespace %r' % v)
            if s > 0 and isw(text[s - 1]) and isw(text[s]):
                err(rid, 'edge inside ASCII word at start of %r (…%r)' % (v, text[max(0, s - 10):e]))
            if e < len(text) and isw(text[e - 1]) and isw(text[e]):
                err(rid, 'edge inside ASCII word at end of %r (%r…)' % (v, text[s:e + 10]))
            if tag == 'S' and it['type'] not in TYPES:
                err(rid, 'unknown type %s' % it['type'])
        srt = sorted(items, key=lambda x: (x[1]['start'], x[1]['end']))
        for (ta, a), (tb, b) in zip(srt, srt[1:]):
            if b['start'] < a['end']:
                err(rid, 'overlap %r / %r' % (a['value'], b['value']))
        for sp in r['spans']:
            validate_span(rid, sp, text, r['spans'])
            span_values[sp['value']].add(sp['type'])
        for d in r['decoys']:
            validate_decoy(rid, d)
            decoy_values[d['value']].add(d['kind'])
        # one value, one type inside a text
        per = collections.defaultdict(set)
        for sp in r['spans']:
            per[sp['value']].add(sp['type'])
        for v, ts in per.items():
            if len(ts) > 1:
                err(rid, '%r labelled with several types %s' % (v, sorted(ts)))
        # every occurrence of a tagged string is tagged
        for v in per:
            i = text.find(v)
            while i >= 0:
                j = i + len(v)
                boundary_ok = not (i > 0 and isw(text[i - 1]) and isw(v[0])) and \
                    not (j < len(text) and isw(text[j]) and isw(v[-1]))
                if boundary_ok:
                    covered = any(sp['start'] <= i and j <= sp['end'] for sp in r['spans'])
                    in_decoy = any(d['start'] <= i and j <= d['end'] for d in r['decoys'])
                    if in_decoy:
                        err(rid, 'tagged string %r occurs inside a decoy' % v)
                    elif not covered:
                        err(rid, 'untagged repeat of %r at %d' % (v, i))
                i = text.find(v, i + 1)
        # ID birth dates consistent with the DOBs shown
        dobs = set()
        for sp in r['spans']:
            if sp['type'] == 'DATE_OF_BIRTH':
                dobs |= parse_dates(sp['value'])
        for sp in r['spans']:
            b = None
            if sp['type'] == 'IDCARD':
                b = idcard_check(sp['value'])[1]
            elif sp['type'] == 'NATIONAL_ID':
                b = national_check(sp['value'])[1]
            if b and dobs and b not in dobs:
                err(rid, '%s %r encodes %s, not a DOB shown (%s)' % (sp['type'], sp['value'], b,
                                                                   ', '.join(sorted(map(str, dobs)))))
    both = set(span_values) & set(decoy_values)
    for v in sorted(both):
        err('corpus', 'string both span and decoy: %r' % v)

    # ---------------------------------------------------------- size and mix
    n = len(recs)
    n_spans = sum(len(r['spans']) for r in recs)
    n_decoys = sum(len(r['decoys']) for r in recs)
    lang_n = collections.Counter(r['lang'] for r in recs)
    texts_per_type = collections.Counter()
    spans_per_type = collections.Counter()
    type_lang = collections.defaultdict(collections.Counter)
    for r in recs:
        for t in {s['type'] for s in r['spans']}:
            texts_per_type[t] += 1
        for s in r['spans']:
            spans_per_type[s['type']] += 1
            type_lang[s['type']][r['lang']] += 1
    empty = sum(1 for r in recs if not r['spans'])
    kinds = collections.Counter(r['kind'] for r in recs)
    dkinds = collections.Counter(d['kind'] for r in recs for d in r['decoys'])
    if not 180 <= n <= 195:
        err('size', '%d texts (want 180-195)' % n)
    if not 1100 <= n_spans <= 1300:
        err('size', '%d spans (want 1100-1300)' % n_spans)
    share = {l: lang_n[l] / n for l in LANGS} if n else {}
    for l, lo, hi in (('en', .40, .50), ('zh', .30, .40), ('mixed', .15, .25)):
        if n and not lo <= share[l] <= hi:
            err('size', 'language %s share %.1f%% outside %d-%d%%' % (l, 100 * share[l], lo * 100, hi * 100))
    for t in TYPES:
        if texts_per_type[t] < 4:
            err('size', 'type %s in only %d texts' % (t, texts_per_type[t]))
    if n and n_decoys / n < 2.5:
        err('size', '%.2f decoys per text (want >= 2.5)' % (n_decoys / n))
    if not 3 <= empty <= 8:
        err('size', '%d texts without spans (want 3-8)' % empty)
    if len(kinds) < 60:
        err('size', '%d distinct text kinds (want >= 60)' % len(kinds))
    if len(dkinds) < 60:
        err('size', '%d distinct decoy kinds (want >= 60)' % len(dkinds))

    if verbose:
        print('texts %d (en %d, zh %d, mixed %d)  spans %d  decoys %d (%.2f/text)  empty %d  text kinds %d  decoy kinds %d'
              % (n, lang_n['en'], lang_n['zh'], lang_n['mixed'], n_spans, n_decoys, n_decoys / max(n, 1), empty,
                 len(kinds), len(dkinds)))
        print()
        print('%-14s %6s %6s %6s %6s %6s' % ('type', 'en', 'zh', 'mixed', 'spans', 'texts'))
        for t in TYPES:
            print('%-14s %6d %6d %6d %6d %6d' % (t, type_lang[t]['en'], type_lang[t]['zh'], type_lang[t]['mixed'],
                                                 spans_per_type[t], texts_per_type[t]))
        print('%-14s %6d %6d %6d %6d' % ('total', sum(type_lang[t]['en'] for t in TYPES),
                                         sum(type_lang[t]['zh'] for t in TYPES),
                                         sum(type_lang[t]['mixed'] for t in TYPES), n_spans))
        print()
        print('decoy kinds (%d):' % len(dkinds))
        items = sorted(dkinds.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 4):
            print('  ' + ''.join('%-28s' % ('%s %d' % kv) for kv in items[i:i + 4]))
        print()
        print('text kinds (%d):' % len(kinds))
        items = sorted(kinds.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 4):
            print('  ' + ''.join('%-28s' % ('%s %d' % kv) for kv in items[i:i + 4]))
        print()
    for e in ERRORS:
        print('ERROR', e)
    print('%s: %d errors' % ('OK' if not ERRORS else 'FAIL', len(ERRORS)))
    return 0 if not ERRORS else 1


if __name__ == '__main__':
    args = [a for a in sys.argv[1:] if a != '-v']
    sys.exit(main('-v' in sys.argv, args[0] if args else None))
