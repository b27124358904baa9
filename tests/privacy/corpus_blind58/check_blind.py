#!/usr/bin/env python3
"""Validate corpus.jsonl of blind58.  -v prints tables.  Exit 1 on any error."""
import base64
import collections
import datetime
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import values  # noqa: E402

TYPES = ('PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL', 'PASSWORD',
         'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT', 'NATIONAL_ID', 'AMOUNT')
LANGS = ('en', 'zh', 'mixed')
ERR = []


def err(rid, msg):
    ERR.append('%s: %s' % (rid, msg))


# ------------------------------------------------------------ validators
def luhn(d):
    tot = 0
    for i, ch in enumerate(reversed(d)):
        x = int(ch)
        if i % 2:
            x = x * 2 - 9 if x > 4 else x * 2
        tot += x
    return tot % 10 == 0


def card_ok(v):
    d = re.sub(r'[ -]', '', v)
    if not d.isdigit() or not 13 <= len(d) <= 19 or not luhn(d):
        return False
    if d[0] == '4':
        return len(d) in (13, 16, 19)
    if 51 <= int(d[:2]) <= 55 or 2221 <= int(d[:4]) <= 2720:
        return len(d) == 16
    if d[:2] in ('34', '37'):
        return len(d) == 15
    if d.startswith('6011') or d.startswith('65') or 644 <= int(d[:3]) <= 649:
        return len(d) in (16, 19)
    if 3528 <= int(d[:4]) <= 3589:
        return len(d) in (16, 19)
    if d.startswith('62'):
        return 16 <= len(d) <= 19
    return False


IBAN_LEN = {'GB': 22, 'IE': 22, 'DE': 22, 'NL': 18, 'FR': 27, 'BE': 16, 'ES': 24, 'CH': 21, 'AT': 20,
            'PL': 28, 'IT': 27}


def iban_ok(v):
    s = v.replace(' ', '')
    if not re.fullmatch(r'[A-Z]{2}\d{2}[A-Z0-9]+', s) or IBAN_LEN.get(s[:2]) != len(s):
        return False
    if ' ' in v and not re.fullmatch(r'([A-Z0-9]{4} )+[A-Z0-9]{1,4}', v):
        return False
    r = s[4:] + s[:4]
    return int(''.join(str(int(c, 36)) for c in r)) % 97 == 1


ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
PROVINCES = {11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51,
             52, 53, 54, 61, 62, 63, 64, 65}


def idcard_date(v):
    s = v.replace(' ', '')
    if not re.fullmatch(r'\d{17}[\dX]', s) or int(s[:2]) not in PROVINCES:
        return None
    try:
        d = datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return None
    if not datetime.date(1920, 1, 1) <= d <= datetime.date(2024, 12, 31):
        return None
    if '10X98765432'[sum(int(a) * b for a, b in zip(s[:17], ID_W)) % 11] != s[17]:
        return None
    return d


def ssn_ok(v):
    m = re.fullmatch(r'(\d{3})-(\d{2})-(\d{4})|(\d{3}) (\d{2}) (\d{4})|(\d{3})(\d{2})(\d{4})', v)
    if not m:
        return False
    a, g, s = [x for x in m.groups() if x is not None]
    return a not in ('000', '666') and a[0] != '9' and g != '00' and s != '0000' and v not in (
        '078-05-1120', '123-45-6789', '219-09-9999')


PASSPORT_RES = [r'[5-6]\d{8}', r'A\d{8}', r'[1-5]\d{8}', r'E\d{8}', r'E[A-HJ-NP-Z]\d{7}', r'[A-Z]{2}\d{6,7}',
                r'[A-PR-WY]\d{7}', r'P[A-Z]\d{7}', r'[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}', r'[HK]\d{8}',
                r'3\d{8}', r'\d{2}[A-Z]{2}\d{5}']


def nid_date(v):
    """(valid, embedded birth date or None)"""
    for name, fn in values.NID_SCHEMES.items():
        if name == 'sin' and not re.fullmatch(r'\d{3}[ -]\d{3}[ -]\d{3}', v):
            continue
        if name == 'za' and not re.fullmatch(r'\d{13}', v):
            continue
        if fn(v):
            d = None
            try:
                if name == 'pesel':
                    mm = int(v[2:4])
                    d = datetime.date((2000 if mm > 20 else 1900) + int(v[:2]), mm % 20, int(v[4:6]))
                elif name == 'hetu':
                    d = datetime.date({'-': 1900, 'A': 2000, '+': 1800}[v[6]] + int(v[4:6]), int(v[2:4]), int(v[:2]))
                elif name == 'se':
                    y = int(v[:2])
                    d = datetime.date((1900 if y > 24 else 2000) + y, int(v[2:4]), int(v[4:6]))
                elif name == 'be':
                    dd = re.sub(r'\D', '', v)
                    y = int(dd[:2])
                    d = datetime.date((1900 if y > 24 else 2000) + y, int(dd[2:4]), int(dd[4:6]))
                elif name == 'za':
                    y = int(v[:2])
                    d = datetime.date((1900 if y > 24 else 2000) + y, int(v[2:4]), int(v[4:6]))
            except ValueError:
                return False, None
            return True, d
    return False, None


APIKEY_RES = values.APIKEY_RES
WEBHOOK_RES = values.WEBHOOK_RES


def apikey_ok(v):
    if 'EXAMPLE' in v.upper():
        return False
    if not any(re.fullmatch(p, v) for p in APIKEY_RES):
        return False
    if v.startswith('eyJ'):
        try:
            h = v.split('.')[0]
            head = json.loads(base64.urlsafe_b64decode(h + '=' * (-len(h) % 4)))
            return 'alg' in head
        except Exception:
            return False
    return True


def secret_ok(v):
    if v.startswith('-----BEGIN'):
        return bool(re.fullmatch(r'-----BEGIN ([A-Z ]+)-----\n[A-Za-z0-9+/=\n]+\n-----END \1-----', v))
    if v.startswith('http'):
        return any(re.fullmatch(p, v) for p in WEBHOOK_RES)
    return len(v) >= 8 and ' ' not in v.strip() or re.fullmatch(r'([a-z2-7]{4} ){3,7}[a-z2-7]{4}', v) is not None


def ip_ok(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return False
    if ip.version == 4:
        if any(ip in ipaddress.ip_network(n) for n in ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24',
                                                     '127.0.0.0/8', '0.0.0.0/8', '255.255.255.255/32')):
            return False
        return not (ip.is_multicast or ip.is_reserved or ip.is_unspecified)
    if ip in ipaddress.ip_network('2001:db8::/32'):
        return False
    return not (ip.is_loopback or ip.is_unspecified or ip.is_multicast)


EN_DIG = {'zero': 1, 'oh': 1, 'o': 1, 'one': 1, 'two': 1, 'three': 1, 'four': 1, 'five': 1, 'six': 1,
          'seven': 1, 'eight': 1, 'nine': 1, 'nought': 1}
ZH_DIG = '零〇一二三四五六七八九幺两'


def phone_digits(v):
    n = len(re.findall(r'\d', v)) + sum(1 for c in v if c in ZH_DIG)
    words = re.findall(r'[a-z]+', v.lower())
    mult = 1
    for w in words:
        if w == 'double':
            mult = 2
        elif w == 'triple':
            mult = 3
        elif w in EN_DIG:
            n += mult
            mult = 1
    return n


MONTHS = {m: i for i, m in enumerate(['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov',
                                      'dec'], 1)}
ZH_NUM = {'〇': 0, '零': 0, '一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9}


def zh_small(s):
    if s.isdigit():
        return int(s)
    if s == '十':
        return 10
    if '十' in s:
        a, b = s.split('十')
        return (ZH_NUM[a] if a else 1) * 10 + (ZH_NUM[b] if b else 0)
    return ZH_NUM[s]


def mkdate(y, m, d):
    try:
        dt = datetime.date(int(y), int(m), int(d))
    except (ValueError, TypeError):
        return None
    return dt if datetime.date(1800, 1, 1) <= dt <= datetime.date(2024, 12, 31) else None


def parse_dob(v):
    s = v.strip().replace('\u00a0', ' ')
    s = re.sub(r'^the ', '', s, flags=re.I)
    out = set()
    m = re.fullmatch(r'(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})', s)
    if m:
        out.add(mkdate(*m.groups()))
    m = re.fullmatch(r'(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})', s)
    if m:
        out.add(mkdate(m.group(3), m.group(2), m.group(1)))
        out.add(mkdate(m.group(3), m.group(1), m.group(2)))
    m = re.fullmatch(r'(\d{4})(\d{2})(\d{2})', s)
    if m:
        out.add(mkdate(*m.groups()))
    m = re.fullmatch(r'(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]?', s)
    if m:
        out.add(mkdate(*m.groups()))
    m = re.fullmatch(r'([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]{1,2})月([一二三四五六七八九十]{1,3})[日号]', s)
    if m:
        y = ''.join(str(ZH_NUM[c]) for c in m.group(1))
        out.add(mkdate(y, zh_small(m.group(2)), zh_small(m.group(3))))
    m = re.fullmatch(r'(\d{1,2})(?:st|nd|rd|th)?(?: of)?[ -]([A-Za-z]+)\.?,?[ -](\d{4})', s)
    if m and m.group(2)[:3].lower() in MONTHS:
        out.add(mkdate(m.group(3), MONTHS[m.group(2)[:3].lower()], m.group(1)))
    m = re.fullmatch(r'([A-Za-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})', s)
    if m and m.group(1)[:3].lower() in MONTHS:
        out.add(mkdate(m.group(3), MONTHS[m.group(1)[:3].lower()], m.group(2)))
    out.discard(None)
    return out


CURRENCY = re.compile(r'[£$€¥￥₹]|\b(RMB|CNY|USD|GBP|EUR|HKD|SGD|AUD|CAD|CHF|INR|PLN|SEK|NZD)\b|'
                      r'元|块|圆|万|英镑|美元|欧元|港币|\b(pounds?|quid|dollars?|euros?|grand|bucks|pence|rupees)\b', re.I)
NUMWORD = re.compile(r'\d|[一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟]|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|'
                     r'twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|grand)\b',
                     re.I)
ERA_DATE = r'(道光|咸丰|同治|光绪|宣统|民国)[元一二三四五六七八九十]+年(\S{2})?[正一二三四五六七八九十冬腊]+月(初|十|廿|二十|三十)[一二三四五六七八九十]?[日]?'
TITLES = re.compile(r'^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Rev)\.?(\s|$)')
KIN_EN = re.compile(r'\b(mum|mom|mother|dad|father|grandma|grandpa|granny|grandad|granddad|grandmother|'
                    r'grandfather|aunt|auntie|uncle|cousin|sister|brother|son|daughter|wife|husband|nephew|niece)\b',
                    re.I)
KIN_ZH = ['妈妈', '爸爸', '老妈', '老爸', '我妈', '我爸', '爷爷', '奶奶', '外公', '外婆', '姥姥', '姥爷', '哥哥', '姐姐',
          '弟弟', '妹妹', '表姐', '表哥', '表妹', '表弟', '堂哥', '堂姐', '堂弟', '堂妹', '舅舅', '舅妈', '姑姑', '姑父',
          '叔叔', '婶婶', '伯伯', '伯父', '伯母', '老公', '老婆', '儿子', '女儿', '媳妇', '岳父', '岳母', '公公', '婆婆',
          '侄子', '侄女', '外甥', '孙子', '孙女', '财务', '会计', '前台', '客服']
POSTCODE_AFTER = re.compile(r'[,，\s]*(邮编[:：]?\s*)?(\d{6}\b|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b|\d{5}(-\d{4})?\b'
                            r'|[A-Z]\d[A-Z] ?\d[A-Z]\d\b|D\d{2} ?[A-Z0-9]{4}\b)')
W = re.compile(r'[A-Za-z0-9]')


def check_value(rid, s, text_types, amex):
    t, v = s['type'], s['value']
    if v != v.strip():
        err(rid, '%s has outer whitespace %r' % (t, v))
    ok = True
    if t == 'EMAIL':
        ok = bool(re.fullmatch(r'[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}', v))
        ok = ok and not re.search(r'@(example|test)\.(com|org|net)$', v)
    elif t == 'PHONE':
        ok = 7 <= phone_digits(v) <= 16 and '*' not in v
    elif t == 'CARD':
        ok = card_ok(v)
    elif t == 'CVV':
        ok = bool(re.fullmatch(r'\d{3}', v) or (amex and re.fullmatch(r'\d{4}', v)))
        if 'CARD' not in text_types:
            err(rid, 'CVV without CARD')
    elif t == 'IBAN':
        ok = iban_ok(v)
    elif t == 'SSN':
        ok = ssn_ok(v)
    elif t == 'IDCARD':
        ok = idcard_date(v) is not None
    elif t == 'PASSPORT':
        ok = any(re.fullmatch(p, v) for p in PASSPORT_RES)
    elif t == 'NATIONAL_ID':
        ok = nid_date(v)[0]
    elif t == 'IP_ADDRESS':
        ok = ip_ok(v)
    elif t == 'APIKEY':
        ok = apikey_ok(v)
    elif t == 'SECRET':
        ok = secret_ok(v)
    elif t == 'PASSWORD':
        ok = len(v) >= 3 and '\n' not in v
    elif t == 'AMOUNT':
        ok = bool(CURRENCY.search(v)) and bool(NUMWORD.search(v)) and '\n' not in v
    elif t == 'DATE_OF_BIRTH':
        # Gregorian dates must parse; a traditional era date (光绪十二年…三月初九) must name year, month and day
        ok = bool(parse_dob(v)) or bool(re.fullmatch(ERA_DATE, v))
    elif t == 'PERSON':
        ok = not TITLES.match(v) and not KIN_EN.search(v) and not any(k in v for k in KIN_ZH) \
            and '@' not in v and not v.isdigit() and '\n' not in v
    elif t == 'ADDRESS':
        ok = bool(re.search(r'\d|[一二三四五六七八九十]', v))
    elif t == 'MEDICAL':
        ok = len(v) >= (2 if re.search(r'[\u4e00-\u9fff]', v) else 3)
    if not ok:
        err(rid, 'bad %s value %r' % (t, v))


def occurrences(text, v):
    asc = all(ord(c) < 128 for c in v)
    for m in re.finditer(re.escape(v), text):
        a, b = m.start(), m.end()
        if asc:
            if W.match(v[0]) and a > 0 and W.match(text[a - 1]):
                continue
            if W.match(v[-1]) and b < len(text) and W.match(text[b]):
                continue
        yield a, b


def check_record(r, seen_ids):
    rid, text = r['id'], r['text']
    if rid in seen_ids:
        err(rid, 'duplicate id')
    seen_ids.add(rid)
    if r['lang'] not in LANGS or not re.fullmatch(r'c58-(en|zh|mixed)-\d{3}', rid) or rid.split('-')[1] != r['lang']:
        err(rid, 'bad id/lang')
    if not r['kind'] or not isinstance(r['kind'], str):
        err(rid, 'no kind')
    items = [('S', s) for s in r['spans']] + [('D', d) for d in r['decoys']]
    for tag, s in items:
        if text[s['start']:s['end']] != s['value']:
            err(rid, 'offset mismatch %r' % s['value'])
        if tag == 'S' and s['type'] not in TYPES:
            err(rid, 'unknown type %s' % s['type'])
        if tag == 'D' and not re.fullmatch(r'[a-z0-9_]+', s['kind']):
            err(rid, 'bad decoy kind %r' % s['kind'])
        a, b = s['start'], s['end']
        if a > 0 and W.match(text[a - 1]) and W.match(text[a]):
            err(rid, 'edge inside word at start of %r' % s['value'])
        if b < len(text) and W.match(text[b]) and W.match(text[b - 1]):
            err(rid, 'edge inside word at end of %r' % s['value'])
    srt = sorted(items, key=lambda x: (x[1]['start'], x[1]['end']))
    for (t1, x), (t2, y) in zip(srt, srt[1:]):
        if y['start'] < x['end']:
            err(rid, 'overlap %r / %r' % (x['value'], y['value']))
    types = {s['type'] for s in r['spans']}
    amex = any(re.sub(r'\D', '', s['value'])[:2] in ('34', '37') for s in r['spans'] if s['type'] == 'CARD')
    for s in r['spans']:
        check_value(rid, s, types, amex)
    # birth dates embedded in ids must agree with the DOBs shown
    dobs = set()
    for s in r['spans']:
        if s['type'] == 'DATE_OF_BIRTH':
            dobs |= parse_dob(s['value'])
    for s in r['spans']:
        d = None
        if s['type'] == 'IDCARD':
            d = idcard_date(s['value'])
        elif s['type'] == 'NATIONAL_ID':
            d = nid_date(s['value'])[1]
        if d and dobs and d not in dobs:
            err(rid, 'id %s birth date %s not among DOBs shown %s' % (s['value'], d, sorted(map(str, dobs))))
    # address postcode inside the span
    for s in r['spans']:
        if s['type'] == 'ADDRESS':
            m = POSTCODE_AFTER.match(text, s['end'])
            if m and m.end() - s['end'] <= 14:
                err(rid, 'postcode left outside ADDRESS %r' % s['value'])
    # consistency: every occurrence of a tagged string is tagged
    spans = r['spans']
    typ_of = collections.defaultdict(set)
    for s in spans:
        typ_of[s['value']].add(s['type'])
    for v, ts in typ_of.items():
        if len(ts) > 1:
            err(rid, '%r tagged as %s' % (v, sorted(ts)))
        if len(v) < 2:
            continue
        for a, b in occurrences(text, v):
            cover = [s for s in spans if s['start'] <= a and b <= s['end']]
            if not cover:
                err(rid, 'untagged occurrence of %r at %d' % (v, a))
            elif any(d['start'] <= a and b <= d['end'] for d in r['decoys']):
                err(rid, '%r inside a decoy' % v)
    # parts of multi-word person names (given name / surname alone) must be tagged too
    covered = r['spans'] + r['decoys']
    parts = set()
    for s in spans:
        if s['type'] == 'PERSON':
            for tok in re.findall(r"[A-Z][a-zà-ÿ'’-]{2,}", s['value']):
                parts.add(tok)
    for tok in parts:
        for a, b in occurrences(text, tok):
            if not any(c['start'] <= a and b <= c['end'] for c in covered):
                err(rid, 'untagged name part %r at %d' % (tok, a))


def main():
    verbose = '-v' in sys.argv
    if not values.selftest():
        ERR.append('values.selftest failed')
    path = os.path.join(HERE, 'corpus.jsonl')
    recs = [json.loads(line) for line in open(path, encoding='utf-8')]
    seen = set()
    for r in recs:
        check_record(r, seen)
    # no string both span and decoy
    span_vals = {s['value'] for r in recs for s in r['spans']}
    for r in recs:
        for d in r['decoys']:
            if d['value'] in span_vals:
                err(r['id'], 'decoy %r is also a span somewhere' % d['value'])
    gtypes = collections.defaultdict(set)
    for r in recs:
        for s in r['spans']:
            gtypes[s['value']].add(s['type'])
    for v, ts in gtypes.items():
        if len(ts) > 1:
            ERR.append('corpus: %r tagged as %s in different texts' % (v, sorted(ts)))

    # size rules
    n = len(recs)
    nspan = sum(len(r['spans']) for r in recs)
    ndec = sum(len(r['decoys']) for r in recs)
    lang_n = collections.Counter(r['lang'] for r in recs)
    texts_per_type = collections.Counter(t for r in recs for t in {s['type'] for s in r['spans']})
    empty = [r['id'] for r in recs if not r['spans']]
    kinds = collections.Counter(r['kind'] for r in recs)
    dkinds = collections.Counter(d['kind'] for r in recs for d in r['decoys'])
    rules = [
        ('180-195 texts', 180 <= n <= 195),
        ('1100-1300 spans', 1100 <= nspan <= 1300),
        ('en ~45%', 0.40 <= lang_n['en'] / max(n, 1) <= 0.50),
        ('zh ~35%', 0.30 <= lang_n['zh'] / max(n, 1) <= 0.40),
        ('mixed ~20%', 0.15 <= lang_n['mixed'] / max(n, 1) <= 0.25),
        ('every type in >=4 texts', all(texts_per_type[t] >= 4 for t in TYPES)),
        ('>=2.5 decoys per text', ndec >= 2.5 * n),
        ('3-8 texts without spans', 3 <= len(empty) <= 8),
        ('>=60 text kinds', len(kinds) >= 60),
        ('>=60 decoy kinds', len(dkinds) >= 60),
    ]
    for name, ok in rules:
        if not ok:
            ERR.append('size rule failed: ' + name)

    if verbose:
        cnt = collections.Counter((s['type'], r['lang']) for r in recs for s in r['spans'])
        print('%-14s %6s %6s %6s %6s %6s' % ('type', 'en', 'zh', 'mixed', 'total', 'texts'))
        for t in TYPES:
            print('%-14s %6d %6d %6d %6d %6d' % (t, cnt[(t, 'en')], cnt[(t, 'zh')], cnt[(t, 'mixed')],
                                              sum(cnt[(t, l)] for l in LANGS), texts_per_type[t]))
        print('%-14s %6d %6d %6d %6d' % ('ALL', *[sum(cnt[(t, l)] for t in TYPES) for l in LANGS], nspan))
        print()
        print('texts: %d (%s)' % (n, ', '.join('%s %d = %.1f%%' % (l, lang_n[l], 100 * lang_n[l] / n) for l in LANGS)))
        print('decoys: %d (%.2f per text), decoy kinds: %d, text kinds: %d' % (ndec, ndec / n, len(dkinds), len(kinds)))
        print('texts without spans (%d): %s' % (len(empty), ' '.join(empty)))
        print()
        print('decoy kinds:')
        items = sorted(dkinds.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 4):
            print('  ' + ''.join('%-30s' % ('%s %d' % kv) for kv in items[i:i + 4]))
        print('text kinds:')
        items = sorted(kinds.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 4):
            print('  ' + ''.join('%-30s' % ('%s %d' % kv) for kv in items[i:i + 4]))
        print()
        for name, ok in rules:
            print('  [%s] %s' % ('ok' if ok else 'FAIL', name))
    for e in ERR:
        print('ERROR', e)
    print('%d errors' % len(ERR))
    sys.exit(1 if ERR else 0)


if __name__ == '__main__':
    main()
