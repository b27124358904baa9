#!/usr/bin/env python3
"""Consistency checks for blind61/corpus.jsonl.   python3 check_blind.py [-v]"""
import collections
import datetime
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import (APIKEY_SHAPES, PASSPORT_SHAPES, SECRET_SHAPES, card_ok,  # noqa: E402
                    gh_token_ok, iban_ok, idcard_birth, idcard_ok, natid_kinds,
                    pesel_birth, pnr_birth, ssn_ok)

TYPES = ['PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL',
         'PASSWORD', 'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT',
         'NATIONAL_ID', 'AMOUNT']
LANGS = ['en', 'zh', 'mixed']

DOC_NETS = [ipaddress.ip_network(n) for n in
            ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]

TITLE_RX = re.compile(r'^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Rev|Herr|Frau|Mme|Mdm|Madam)\.?\s', re.I)
KINSHIP = ['妈妈', '爸爸', '哥哥', '姐姐', '弟弟', '妹妹', '表姐', '表哥', '表妹', '表弟', '堂哥',
           '堂姐', '舅舅', '舅妈', '阿姨', '叔叔', '婶婶', '奶奶', '爷爷', '外婆', '外公', '老婆',
           '老公', '媳妇', '岳父', '岳母', '公公', '婆婆', '儿子', '女儿', '老妈', '老爸', '姑姑']
KINSHIP_EN = ['mum', 'mom', 'dad', 'sister', 'brother', 'wife', 'husband', 'auntie', 'aunt',
              'uncle', 'nan', 'nana', 'grandma', 'grandpa', 'gran', 'son', 'daughter', 'cousin']
ROLE_PREFIX = ['财务', '前台', '行政', '人事', '客服', '保安', '司机', '老板', '主管', '会计', '出纳',
               '店长', '经理', '总监', '同事']

CURRENCY_RX = re.compile(r'[£$€¥￥]|元|块|圆|毛|镑|欧|美金|刀|港币|港元|新币|澳元|'
                         r'\b(GBP|EUR|USD|RMB|CNY|HKD|SGD|AUD|NZD|CAD|CHF|PLN|INR)\b|'
                         r'\b(pounds?|quid|euros?|dollars?|bucks|grand|rupees|zloty)\b', re.I)
NUMWORD_RX = re.compile(r'\d|[零〇一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟]|\b(one|two|three|four|five|six|seven|'
                        r'eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|'
                        r'seventy|eighty|ninety|hundred|thousand|grand)\b', re.I)
IPV4_RX = re.compile(r'(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])')
IPV6_RX = re.compile(r'(?<![0-9A-Fa-f:])(?:[0-9A-Fa-f]{1,4}:){2,7}:?[0-9A-Fa-f]{0,4}(?:::?[0-9A-Fa-f]{1,4})*(?![0-9A-Fa-f:])')
DIGITRUN_RX = re.compile(r'(?<![\d])\d(?:[ -]?\d){12,18}(?!\d)')
IBANLIKE_RX = re.compile(r'\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b')
IDLIKE_RX = re.compile(r'(?<!\d)\d{6} ?\d{8} ?\d{3}[\dX](?![\dX])')
EMAIL_RX = re.compile(r'[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}')
ZH_DIGITS = '零〇一二三四五六七八九幺两'
EN_DIGITS = {'oh': 1, 'o': 1, 'zero': 1, 'one': 1, 'two': 1, 'three': 1, 'four': 1, 'five': 1,
             'six': 1, 'seven': 1, 'eight': 1, 'nine': 1, 'double': 1, 'triple': 2}
MONTHS = {m: i for i, ms in enumerate(
    [('jan', 'january'), ('feb', 'february'), ('mar', 'march'), ('apr', 'april'), ('may',),
     ('jun', 'june'), ('jul', 'july'), ('aug', 'august'), ('sep', 'sept', 'september'),
     ('oct', 'october'), ('nov', 'november'), ('dec', 'december')], 1) for m in ms}
ZH_NUM = {'零': 0, '〇': 0, '一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8,
          '九': 9}


def is_w(c):
    return c.isascii() and (c.isalnum() or c == '_')


def zh_small(s):
    if s == '十':
        return 10
    if s.startswith('十'):
        return 10 + ZH_NUM[s[1]]
    if s.endswith('十'):
        return ZH_NUM[s[0]] * 10
    if '十' in s:
        return ZH_NUM[s[0]] * 10 + ZH_NUM[s[2]]
    return ZH_NUM[s]


def mkdate(y, m, d):
    try:
        return datetime.date(int(y), int(m), int(d))
    except (ValueError, TypeError):
        return None


def fix_year(y):
    y = int(y)
    if y < 100:
        y += 1900 if y > 12 else 2000
    return y


def parse_dates(v):
    out = set()
    for y, m, d in re.findall(r'(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})', v):
        out.add(mkdate(y, m, d))
    for a, b, y in re.findall(r'(?<!\d)(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{2,4})(?!\d)', v):
        out.add(mkdate(fix_year(y), b, a))
        out.add(mkdate(fix_year(y), a, b))
    for d, mon, y in re.findall(r'(\d{1,2})(?:st|nd|rd|th)?(?: of)?[ -]([A-Za-z]+)\.?,?[ -](\d{2,4})', v):
        if mon.lower() in MONTHS:
            out.add(mkdate(fix_year(y), MONTHS[mon.lower()], d))
    for mon, d, y in re.findall(r'([A-Za-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})', v):
        if mon.lower() in MONTHS:
            out.add(mkdate(y, MONTHS[mon.lower()], d))
    for y, m, d in re.findall(r'([零〇一二三四五六七八九]{4})年([一二三四五六七八九十]{1,3})月([一二三四五六七八九十]{1,3})[日号]', v):
        out.add(mkdate(''.join(str(ZH_NUM[c]) for c in y), zh_small(m), zh_small(d)))
    for s in re.findall(r'(?<!\d)((?:19|20)\d{6})(?!\d)', v):
        out.add(mkdate(s[:4], s[4:6], s[6:]))
    out.discard(None)
    return out


def phone_digits(v):
    n = sum(c.isdigit() and c.isascii() for c in v)
    n += sum(c in ZH_DIGITS for c in v)
    for w in re.findall(r'[A-Za-z]+', v):
        n += EN_DIGITS.get(w.lower(), 0)
    return n


def ip_of(v):
    try:
        return ipaddress.ip_address(v)
    except ValueError:
        return None


def in_doc(ip):
    return any(ip in n for n in DOC_NETS)


def check_value(typ, v, text, sp, row):
    """Return a list of problems for one span."""
    p = []
    if v != v.strip():
        p.append('leading/trailing whitespace')
    if typ == 'PERSON':
        if TITLE_RX.match(v):
            p.append('title inside PERSON')
        if any(k in v for k in KINSHIP):
            p.append('kinship word inside PERSON')
        if any(w.lower() in KINSHIP_EN for w in re.findall(r'[A-Za-z]+', v)):
            p.append('English kinship word inside PERSON')
        if any(v.startswith(r) for r in ROLE_PREFIX):
            p.append('role word inside PERSON')
        if '@' in v:
            p.append('e-mail inside PERSON')
    elif typ == 'EMAIL':
        if not EMAIL_RX.fullmatch(v):
            p.append('bad e-mail')
    elif typ == 'PHONE':
        n = phone_digits(v)
        if not 7 <= n <= 16:
            p.append('phone digit count %d' % n)
        if re.search(r'[*＊]', v):
            p.append('masked phone')
    elif typ == 'ADDRESS':
        if not re.search(r'\d|[一二三四五六七八九十]号', v) or len(v) < 10:
            p.append('address without number or too short')
    elif typ == 'DATE_OF_BIRTH':
        if not parse_dates(v):
            p.append('unparseable DOB')
    elif typ == 'IP_ADDRESS':
        ip = ip_of(v)
        if ip is None:
            p.append('not an IP')
        elif in_doc(ip) or ip.is_loopback or ip.is_unspecified or ip.is_multicast:
            p.append('doc/loopback IP labelled')
    elif typ == 'MEDICAL':
        if len(v) > 90:
            p.append('medical span too long')
    elif typ == 'PASSWORD':
        if len(v) > 64 or '\n' in v:
            p.append('odd password')
    elif typ == 'APIKEY':
        if not any(re.fullmatch(rx, v) for rx in APIKEY_SHAPES):
            p.append('no API-key shape')
        if v.startswith('ghp_') and not gh_token_ok(v):
            p.append('bad ghp checksum')
    elif typ == 'SECRET':
        if not any(re.fullmatch(rx, v) for rx in SECRET_SHAPES):
            ctx = text[max(0, sp['start'] - 40):sp['start']]
            after = text[sp['end']:sp['end'] + 1]
            conn = re.search(r'(://[^\s:/@]*:|[Pp]ass(word)?=|[Pp]wd=|PASSWORD=|:)$', ctx) and after in '@;"\' \n'
            if not conn:
                p.append('no secret shape or connection-string context')
    elif typ == 'CARD':
        if not card_ok(v):
            p.append('Luhn/length')
    elif typ == 'CVV':
        if not re.fullmatch(r'\d{3,4}', v):
            p.append('CVV shape')
        near = [s for s in row['spans'] if s['type'] == 'CARD'
                and abs(s['start'] - sp['start']) < 160]
        if not near:
            p.append('CVV without a CARD nearby')
    elif typ == 'IBAN':
        if not iban_ok(v):
            p.append('IBAN mod-97/length')
    elif typ == 'SSN':
        if not ssn_ok(v):
            p.append('SSN rules')
    elif typ == 'IDCARD':
        if not idcard_ok(v):
            p.append('GB 11643')
    elif typ == 'PASSPORT':
        if not any(re.fullmatch(rx, v) for rx in PASSPORT_SHAPES.values()):
            p.append('passport shape')
    elif typ == 'NATIONAL_ID':
        if not natid_kinds(v):
            p.append('no national-ID validator accepts it')
    elif typ == 'AMOUNT':
        if not CURRENCY_RX.search(v) or not NUMWORD_RX.search(v):
            p.append('amount without currency or number')
    return p


def occurrences(text, val):
    i = text.find(val)
    while i >= 0:
        j = i + len(val)
        ok_l = not (i > 0 and is_w(text[i - 1]) and is_w(val[0]))
        ok_r = not (j < len(text) and is_w(text[j]) and is_w(val[-1]))
        if ok_l and ok_r:
            yield i, j
        i = text.find(val, i + 1)


def main():
    verbose = '-v' in sys.argv
    args = [a for a in sys.argv[1:] if not a.startswith('-')]
    path = args[0] if args else os.path.join(HERE, 'corpus.jsonl')
    rows = [json.loads(l) for l in open(path, encoding='utf-8')]
    errors = []

    def err(rid, msg):
        errors.append('%s: %s' % (rid, msg))

    span_types = collections.defaultdict(set)
    span_vals, decoy_vals = collections.defaultdict(set), collections.defaultdict(set)
    ids = set()
    for r in rows:
        rid, text = r['id'], r['text']
        if rid in ids:
            err(rid, 'duplicate id')
        ids.add(rid)
        if r['lang'] not in LANGS:
            err(rid, 'bad lang')
        items = [('S', s) for s in r['spans']] + [('D', d) for d in r['decoys']]
        for tag, s in items:
            if text[s['start']:s['end']] != s['value']:
                err(rid, 'offset mismatch %r' % s['value'])
            a, b = s['start'], s['end']
            if a > 0 and is_w(text[a - 1]) and is_w(text[a]):
                err(rid, 'left edge inside a word: %r' % s['value'])
            if b < len(text) and is_w(text[b - 1]) and is_w(text[b]):
                err(rid, 'right edge inside a word: %r' % s['value'])
        ivs = sorted((s['start'], s['end'], s['value']) for _, s in items)
        for x, y in zip(ivs, ivs[1:]):
            if y[0] < x[1]:
                err(rid, 'overlap %r / %r' % (x[2], y[2]))
        for s in r['spans']:
            if s['type'] not in TYPES:
                err(rid, 'unknown type %s' % s['type'])
                continue
            for prob in check_value(s['type'], s['value'], text, s, r):
                err(rid, '%s %r: %s' % (s['type'], s['value'][:60], prob))
            span_types[s['value']].add(s['type'])
            span_vals[s['value']].add(rid)
        for d in r['decoys']:
            decoy_vals[d['value']].add(rid)
            v = d['value']
            ip = ip_of(v)
            if ip is not None and not (in_doc(ip) or ip.is_loopback or ip.is_unspecified
                                       or re.search(r'version|build|firmware|oid|release', d['kind'])):
                err(rid, 'decoy %r is a live IP' % v)
            digits = v.replace(' ', '').replace('-', '')
            if digits.isdigit() and 13 <= len(digits) <= 19 and card_ok(v):
                err(rid, 'decoy %r is Luhn-valid' % v)
            if iban_ok(v) or idcard_ok(v):
                err(rid, 'decoy %r passes IBAN/ID checks' % v)
            if 'masked' in d['kind'] and not re.search(r'[*•xX＊]', v):
                err(rid, 'masked decoy %r has no mask' % v)
            if EMAIL_RX.fullmatch(v):
                err(rid, 'decoy %r is an e-mail' % v)
        # look-alikes left with neither a span nor a decoy
        for rx, what in ((EMAIL_RX, 'e-mail'), (IPV4_RX, 'IPv4'), (IPV6_RX, 'IPv6'),
                         (DIGITRUN_RX, 'digit run'), (IBANLIKE_RX, 'IBAN-like'),
                         (IDLIKE_RX, 'ID-like')):
            for m in rx.finditer(text):
                a, b = m.start(), m.end()
                if any(s['start'] < b and a < s['end'] for _, s in items):
                    continue
                v = m.group()
                if what in ('IPv4', 'IPv6'):
                    ip = ip_of(v)
                    if ip is None or in_doc(ip) or ip.is_loopback or ip.is_unspecified:
                        continue
                elif what == 'digit run':
                    if not card_ok(v):
                        continue
                elif what == 'IBAN-like':
                    if not iban_ok(v):
                        continue
                elif what == 'ID-like':
                    if not idcard_ok(v):
                        continue
                err(rid, 'untagged %s %r' % (what, v))
        # ID birth dates against any DOB shown
        dobs = set()
        for s in r['spans']:
            if s['type'] == 'DATE_OF_BIRTH':
                dobs |= parse_dates(s['value'])
        for s in r['spans']:
            bd = None
            if s['type'] == 'IDCARD':
                bd = idcard_birth(s['value'])
            elif s['type'] == 'NATIONAL_ID':
                k = natid_kinds(s['value'])
                if k == ['pesel']:
                    bd = pesel_birth(s['value'])
                elif k == ['pnr']:
                    bd = pnr_birth(s['value'])
            if bd and dobs and bd not in dobs:
                err(rid, '%s %s birth %s not among DOBs %s' % (s['type'], s['value'], bd, sorted(dobs)))
        # every occurrence of a tagged string is tagged (or inside a larger span/decoy)
        cover = [(s['start'], s['end'], s['value']) for _, s in items]
        for s in r['spans']:
            v = s['value']
            if len(v) < 2:
                err(rid, 'one-character span %r' % v)
                continue
            for i, j in occurrences(text, v):
                if not any(a <= i and j <= b for a, b, _ in cover):
                    err(rid, 'untagged repeat of %s %r at %d' % (s['type'], v, i))
    for v, ts in span_types.items():
        if len(ts) > 1:
            errors.append('value %r tagged as %s' % (v, sorted(ts)))
    for v in set(span_vals) & set(decoy_vals):
        errors.append('value %r is both span (%s) and decoy (%s)' % (
            v, sorted(span_vals[v])[0], sorted(decoy_vals[v])[0]))

    # size and mix rules
    n = len(rows) or 1
    nspans = sum(len(r['spans']) for r in rows)
    ndecoys = sum(len(r['decoys']) for r in rows)
    by_lang = collections.Counter(r['lang'] for r in rows)
    texts_per_type = collections.Counter()
    for r in rows:
        for t in {s['type'] for s in r['spans']}:
            texts_per_type[t] += 1
    empty = [r['id'] for r in rows if not r['spans']]
    text_kinds = collections.Counter(r['kind'] for r in rows)
    decoy_kinds = collections.Counter(d['kind'] for r in rows for d in r['decoys'])
    rules = [
        (180 <= n <= 195, 'texts %d not in 180..195' % n),
        (1100 <= nspans <= 1300, 'spans %d not in 1100..1300' % nspans),
        (0.40 <= by_lang['en'] / n <= 0.50, 'en share %.2f' % (by_lang['en'] / n)),
        (0.30 <= by_lang['zh'] / n <= 0.40, 'zh share %.2f' % (by_lang['zh'] / n)),
        (0.15 <= by_lang['mixed'] / n <= 0.25, 'mixed share %.2f' % (by_lang['mixed'] / n)),
        (ndecoys >= 2.5 * n, 'decoys %d < 2.5 per text' % ndecoys),
        (3 <= len(empty) <= 8, '%d texts without spans' % len(empty)),
        (len(text_kinds) >= 60, '%d text kinds' % len(text_kinds)),
        (len(decoy_kinds) >= 60, '%d decoy kinds' % len(decoy_kinds)),
    ]
    for t in TYPES:
        rules.append((texts_per_type[t] >= 4, '%s in only %d texts' % (t, texts_per_type[t])))
    for ok, msg in rules:
        if not ok:
            errors.append('size rule: ' + msg)

    if verbose:
        cnt = collections.Counter((s['type'], r['lang']) for r in rows for s in r['spans'])
        print('%-14s %6s %6s %6s %6s %6s' % ('type', 'en', 'zh', 'mixed', 'total', 'texts'))
        for t in TYPES:
            row = [cnt[(t, l)] for l in LANGS]
            print('%-14s %6d %6d %6d %6d %6d' % (t, *row, sum(row), texts_per_type[t]))
        tot = [sum(cnt[(t, l)] for t in TYPES) for l in LANGS]
        print('%-14s %6d %6d %6d %6d' % ('ALL', *tot, sum(tot)))
        print()
        print('texts per language: ' + ', '.join('%s %d (%.0f%%)' % (l, by_lang[l], 100 * by_lang[l] / n) for l in LANGS))
        dl = collections.Counter()
        for r in rows:
            dl[r['lang']] += len(r['decoys'])
        print('decoys per language: ' + ', '.join('%s %d' % (l, dl[l]) for l in LANGS))
        print('texts %d, spans %d, decoys %d (%.2f per text)' % (n, nspans, ndecoys, ndecoys / n))
        print('texts without spans (%d): %s' % (len(empty), ', '.join(empty)))
        print('distinct text kinds: %d, distinct decoy kinds: %d' % (len(text_kinds), len(decoy_kinds)))
        print()
        print('decoy kinds:')
        items = sorted(decoy_kinds.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 4):
            print('  ' + ''.join('%-28s' % ('%s %d' % kv) for kv in items[i:i + 4]).rstrip())
        print()
        print('text kinds:')
        items = sorted(text_kinds.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 3):
            print('  ' + ''.join('%-36s' % ('%s %d' % kv) for kv in items[i:i + 3]).rstrip())
        print()
    for e in errors:
        print('ERROR', e)
    print('%d problem(s)' % len(errors) if errors else 'check_blind: all checks passed')
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main())
