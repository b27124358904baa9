#!/usr/bin/env python3
"""Consistency checks for blind72/corpus.jsonl.   -v prints tables."""
import collections
import datetime
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import values as V  # noqa: E402

TYPES = ['PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS',
         'MEDICAL', 'PASSWORD', 'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN',
         'IDCARD', 'PASSPORT', 'NATIONAL_ID', 'AMOUNT']
LANGS = ['en', 'zh', 'mixed']

ERRORS = []


def err(rid, msg):
    ERRORS.append('%s: %s' % (rid, msg))


def isw(ch):
    return ch.isascii() and (ch.isalnum() or ch == '_')


# ------------------------------------------------------------ date parsing
MONTHS = {m: i for i, m in enumerate(
    ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'], 1)}
CN_D = {'〇': 0, '零': 0, '一': 1, '二': 2, '两': 2, '三': 3, '四': 4, '五': 5,
        '六': 6, '七': 7, '八': 8, '九': 9}


def cn_small(s):
    if s.isdigit():
        return int(s)
    if '十' in s:
        a, b = s.split('十', 1)
        return (CN_D[a] if a else 1) * 10 + (CN_D[b] if b else 0)
    return CN_D[s]


def parse_dates(s):
    s = s.strip()
    out = set()

    def add(y, m, d):
        if y < 100:
            y += 1900 if y > 25 else 2000
        if V.valid_date(y, m, d):
            out.add((y, m, d))

    cn = re.fullmatch(r'([〇零一二三四五六七八九\d]{4})年([一二三四五六七八九十\d]{1,3})月([一二三四五六七八九十\d]{1,3})[日号]?', s)
    if cn:
        y = int(''.join(str(CN_D[c]) if c in CN_D else c for c in cn.group(1)))
        add(y, cn_small(cn.group(2)), cn_small(cn.group(3)))
        return out
    m = re.fullmatch(r'(\d{4})[-/. ](\d{1,2})[-/. ](\d{1,2})', s)
    if m:
        add(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        return out
    m = re.fullmatch(r'(\d{4})(\d{2})(\d{2})', s)
    if m:
        add(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        return out
    m = re.fullmatch(r'(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{2}|\d{4})', s)
    if m:
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        add(y, b, a)
        add(y, a, b)
        return out
    m = re.fullmatch(r'(\d{1,2})(?:st|nd|rd|th)?(?: of)? ([A-Za-z]{3,9})\.?,? (\d{4})', s)
    if m and m.group(2)[:3].lower() in MONTHS:
        add(int(m.group(3)), MONTHS[m.group(2)[:3].lower()], int(m.group(1)))
        return out
    m = re.fullmatch(r'([A-Za-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})', s)
    if m and m.group(1)[:3].lower() in MONTHS:
        add(int(m.group(3)), MONTHS[m.group(1)[:3].lower()], int(m.group(2)))
        return out
    m = re.fullmatch(r'(\d{1,2})[-/ ]([A-Za-z]{3})[-/ ](\d{2}|\d{4})', s)
    if m and m.group(2).lower() in MONTHS:
        add(int(m.group(3)), MONTHS[m.group(2).lower()], int(m.group(1)))
    return out


# ------------------------------------------------------------ type checks
DOC_NETS = [ipaddress.ip_network(n) for n in
            ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]
CGNAT = ipaddress.ip_network('100.64.0.0/10')


def ip_class(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return None
    if any(ip in n for n in DOC_NETS):
        return 'doc'
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast:
        return 'loopback'
    if ip.version == 4 and ip in CGNAT:
        return 'cgnat'
    if ip.is_private:
        return 'private'
    if ip.is_link_local:
        return 'linklocal'
    return 'public'


DIGIT_WORDS = {'zero', 'oh', 'o', 'one', 'two', 'three', 'four', 'five', 'six', 'seven',
               'eight', 'nine'}
MULT_WORDS = {'double': 1, 'triple': 2}
CN_NUMERALS = set('零〇一二三四五六七八九幺两')


def phone_digits(v):
    n = sum(c.isdigit() for c in v) + sum(c in CN_NUMERALS for c in v)
    for w in re.findall(r'[A-Za-z]+', v.lower()):
        if w in DIGIT_WORDS:
            n += 1
        n += MULT_WORDS.get(w, 0)
    return n


CURRENCY = re.compile(
    r'[$£€¥￥₹]|\b(USD|GBP|EUR|CNY|RMB|HKD|SGD|AUD|CAD|INR|MYR|CHF|NZD|PLN|SEK|RM|HK\$|S\$|A\$|C\$|'
    r'dollars?|bucks|quid|pounds?|euros?|rupees|ringgit|cents?|grand|k|THB|baht)\b|泰铢|元|块|圆|蚊|毛|港币|人民币|美元|英镑|欧元|澳元|新币|日元|万',
    re.I)
NUMBERISH = re.compile(r'\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|'
                       r'thirteen|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|'
                       r'hundred|thousand|grand)\b|[一二两三四五六七八九十百千万壹贰叁肆伍陆柒捌玖拾佰仟]', re.I)

TITLE_RE = re.compile(r'^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Madam)\b\.?', re.I)
EN_KIN = re.compile(r'\b(mum|mom|mommy|dad|daddy|auntie|aunt|uncle|grandma|grandpa|granny|nana|'
                    r'sister|brother|wife|husband|son|daughter|cousin)\b', re.I)
CN_KIN = ['表姐', '表哥', '表妹', '表弟', '堂姐', '堂哥', '堂妹', '堂弟', '姐姐', '哥哥', '妹妹',
          '弟弟', '妈妈', '爸爸', '老妈', '老爸', '老公', '老婆', '婆婆', '公公', '外婆', '外公',
          '奶奶', '爷爷', '姥姥', '姥爷', '舅舅', '舅妈', '叔叔', '婶婶', '姑姑', '姨妈', '儿子',
          '女儿', '岳母', '岳父', '媳妇', '孙子', '孙女']
CN_ROLE = ['财务', '前台', '客服', '助理', '会计', '出纳', '同事', '家属']


def check_value(rid, typ, v, text_spans):
    if v != v.strip():
        err(rid, '%s has outer whitespace: %r' % (typ, v))
    if typ == 'PERSON':
        if TITLE_RE.match(v):
            err(rid, 'PERSON starts with a title: %r' % v)
        if EN_KIN.search(v) or any(k in v for k in CN_KIN):
            err(rid, 'PERSON contains a kinship word: %r' % v)
        if any(k in v for k in CN_ROLE):
            err(rid, 'PERSON contains a role word: %r' % v)
    elif typ == 'EMAIL':
        if not re.fullmatch(r'[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}', v):
            err(rid, 'bad EMAIL %r' % v)
    elif typ == 'PHONE':
        if phone_digits(v) < 7:
            err(rid, 'PHONE with too few digits %r' % v)
    elif typ == 'ADDRESS':
        if not re.search(r'\d|[一二三四五六七八九十]+号', v):
            err(rid, 'ADDRESS without number/postcode %r' % v)
    elif typ == 'DATE_OF_BIRTH':
        ds = parse_dates(v)
        if not ds or not all(1900 <= d[0] <= 2025 for d in ds):
            err(rid, 'unparseable DATE_OF_BIRTH %r' % v)
    elif typ == 'IP_ADDRESS':
        c = ip_class(v)
        if c not in ('private', 'public', 'cgnat', 'linklocal'):
            err(rid, 'IP_ADDRESS %r is %s' % (v, c))
    elif typ == 'PASSWORD':
        if len(v) < 4:
            err(rid, 'PASSWORD too short %r' % v)
    elif typ == 'APIKEY':
        if not V.apikey_shape(v):
            err(rid, 'APIKEY with no vendor shape %r' % v)
    elif typ == 'SECRET':
        if not V.secret_shape(v) and (len(v) < 6 or re.search(r'\s', v)):
            err(rid, 'SECRET with no shape %r' % v)
    elif typ == 'CARD':
        if not V.card_ok(v):
            err(rid, 'CARD fails Luhn/shape %r' % v)
    elif typ == 'CVV':
        if not re.fullmatch(r'\d{3,4}', v):
            err(rid, 'bad CVV %r' % v)
    elif typ == 'IBAN':
        if not V.iban_ok(v):
            err(rid, 'IBAN fails mod-97 %r' % v)
    elif typ == 'SSN':
        if not V.ssn_ok(v):
            err(rid, 'bad SSN %r' % v)
    elif typ == 'IDCARD':
        if not V.idcard_ok(v):
            err(rid, 'IDCARD fails GB 11643 %r' % v)
    elif typ == 'PASSPORT':
        if not V.passport_ok(v):
            err(rid, 'PASSPORT shape %r' % v)
    elif typ == 'NATIONAL_ID':
        if not V.national_id_scheme(v):
            err(rid, 'NATIONAL_ID matches no scheme %r' % v)
    elif typ == 'AMOUNT':
        if not CURRENCY.search(v) or not NUMBERISH.search(v):
            err(rid, 'AMOUNT without currency or number %r' % v)
    elif typ == 'MEDICAL':
        if len(v) < 2:
            err(rid, 'MEDICAL too short %r' % v)


def occurrences(text, value):
    out, i = [], text.find(value)
    while i >= 0:
        j = i + len(value)
        ok = True
        if isw(value[0]) and i > 0 and isw(text[i - 1]):
            ok = False
        if isw(value[-1]) and j < len(text) and isw(text[j]):
            ok = False
        if ok:
            out.append((i, j))
        i = text.find(value, i + 1)
    return out


def check_record(r):
    rid, text = r['id'], r['text']
    items = [('S', s) for s in r['spans']] + [('D', d) for d in r['decoys']]
    for tag, it in items:
        s, e, v = it['start'], it['end'], it['value']
        if not (0 <= s < e <= len(text)) or text[s:e] != v:
            err(rid, 'offset mismatch for %r' % v)
            continue
        if s > 0 and isw(text[s - 1]) and isw(text[s]):
            err(rid, 'edge inside word at start of %r' % v)
        if e < len(text) and isw(text[e - 1]) and isw(text[e]):
            err(rid, 'edge inside word at end of %r' % v)
    srt = sorted(items, key=lambda x: x[1]['start'])
    for (t1, a), (t2, b) in zip(srt, srt[1:]):
        if b['start'] < a['end']:
            err(rid, 'overlap %r / %r' % (a['value'], b['value']))
    for sp in r['spans']:
        check_value(rid, sp['type'], sp['value'], r['spans'])
    # CVV only next to a card
    cards = [s for s in r['spans'] if s['type'] == 'CARD']
    for sp in r['spans']:
        if sp['type'] == 'CVV':
            if not cards:
                err(rid, 'CVV %r without CARD' % sp['value'])
            elif min(min(abs(sp['start'] - c['end']), abs(c['start'] - sp['end'])) for c in cards) > 160:
                err(rid, 'CVV %r far from its CARD' % sp['value'])
    # birth dates inside ids vs DOB shown
    # an id whose embedded date matches no DOB shown is an error when a DOB
    # span sits close to it (same record); a DOB far away belongs to someone else
    dob_spans = [s for s in r['spans'] if s['type'] == 'DATE_OF_BIRTH']
    dobs = set()
    for sp in dob_spans:
        dobs |= parse_dates(sp['value'])
    for sp in r['spans']:
        emb = None
        if sp['type'] == 'IDCARD' and V.idcard_ok(sp['value']):
            emb = V.idcard_dob(sp['value'])
        elif sp['type'] == 'NATIONAL_ID' and V.national_id_scheme(sp['value']):
            emb = V.national_id_dob(sp['value'])
        if not emb or not dob_spans or emb in dobs:
            continue
        near = min(min(abs(sp['start'] - d['end']), abs(d['start'] - sp['end'])) for d in dob_spans)
        if near <= 100:
            err(rid, '%s %r birth date %s does not match the DOB shown next to it %s'
                % (sp['type'], sp['value'], emb, sorted(dobs)))
    # every occurrence of a tagged string is tagged
    for sp in r['spans']:
        v = sp['value']
        if len(v) < 2:
            continue
        for (i, j) in occurrences(text, v):
            same = any(o['type'] == sp['type'] and o['start'] <= i and j <= o['end'] for o in r['spans'])
            inside_other = any(o['start'] <= i and j <= o['end'] and (o['start'], o['end']) != (i, j)
                               for o in r['spans'])
            in_decoy = any(d['start'] <= i and j <= d['end'] for d in r['decoys'])
            if in_decoy:
                err(rid, '%s %r occurs inside a decoy at %d' % (sp['type'], v, i))
            elif not (same or inside_other):
                err(rid, '%s %r untagged occurrence at %d' % (sp['type'], v, i))
    # decoys must not be valid labelled values in disguise
    for d in r['decoys']:
        v = d['value']
        c = ip_class(v)
        if c in ('private', 'public', 'cgnat'):
            err(rid, 'decoy %r is a real %s IP' % (v, c))
        dg = V.only_digits(v)
        if re.fullmatch(r'[3-6][0-9 \-]{12,22}', v) and 13 <= len(dg) <= 19 and V.card_ok(v):
            err(rid, 'decoy %r is a Luhn-valid card number' % v)
        if V.iban_ok(v):
            err(rid, 'decoy %r is a valid IBAN' % v)
        if re.fullmatch(r'\d{17}[\dX]', v) and V.idcard_ok(v):
            err(rid, 'decoy %r is a valid resident ID' % v)


def main():
    verbose = '-v' in sys.argv
    path = os.path.join(HERE, 'corpus.jsonl')
    recs = [json.loads(line) for line in open(path, encoding='utf-8')]
    ids = [r['id'] for r in recs]
    if len(set(ids)) != len(ids):
        err('corpus', 'duplicate ids')
    for r in recs:
        if not re.fullmatch(r'c72-(en|zh|mixed)-\d{3}', r['id']) or r['lang'] not in LANGS:
            err(r['id'], 'bad id/lang')
        check_record(r)

    # global consistency
    span_types = collections.defaultdict(set)
    decoy_vals = collections.defaultdict(set)
    for r in recs:
        for s in r['spans']:
            span_types[s['value']].add(s['type'])
        for d in r['decoys']:
            decoy_vals[d['value']].add(r['id'])
    for v, ts in span_types.items():
        if len(ts) > 1:
            err('corpus', 'string %r tagged as %s' % (v, sorted(ts)))
        if v in decoy_vals:
            err('corpus', 'string %r is both span and decoy (%s)' % (v, sorted(decoy_vals[v])[0]))
    strict = {'PERSON', 'EMAIL', 'PHONE', 'CARD', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT',
              'NATIONAL_ID', 'APIKEY', 'SECRET', 'IP_ADDRESS'}
    for v, ts in span_types.items():
        if not (ts & strict) or len(v) < 3:
            continue
        for r in recs:
            for (i, j) in occurrences(r['text'], v):
                if not any(o['start'] <= i and j <= o['end'] for o in r['spans']):
                    err(r['id'], '%r (tagged %s elsewhere) left untagged at %d' % (v, sorted(ts)[0], i))

    # size and mix rules
    n = len(recs)
    nspans = sum(len(r['spans']) for r in recs)
    ndecoys = sum(len(r['decoys']) for r in recs)
    by_lang = collections.Counter(r['lang'] for r in recs)
    empty = [r['id'] for r in recs if not r['spans']]
    kinds = set(r['kind'] for r in recs)
    dkinds = collections.Counter(d['kind'] for r in recs for d in r['decoys'])
    texts_per_type = collections.Counter()
    for r in recs:
        for t in set(s['type'] for s in r['spans']):
            texts_per_type[t] += 1
    rules = [
        (180 <= n <= 195, 'texts %d not in 180-195' % n),
        (1100 <= nspans <= 1300, 'spans %d not in 1100-1300' % nspans),
        (0.40 <= by_lang['en'] / n <= 0.50, 'en share %.2f' % (by_lang['en'] / n)),
        (0.30 <= by_lang['zh'] / n <= 0.40, 'zh share %.2f' % (by_lang['zh'] / n)),
        (0.15 <= by_lang['mixed'] / n <= 0.25, 'mixed share %.2f' % (by_lang['mixed'] / n)),
        (ndecoys / n >= 2.5, 'decoys per text %.2f < 2.5' % (ndecoys / n)),
        (3 <= len(empty) <= 8, 'texts with no span: %d' % len(empty)),
        (len(kinds) >= 60, 'distinct text kinds %d < 60' % len(kinds)),
        (len(dkinds) >= 60, 'distinct decoy kinds %d < 60' % len(dkinds)),
    ]
    for t in TYPES:
        rules.append((texts_per_type[t] >= 4, '%s only in %d texts' % (t, texts_per_type[t])))
    for ok, msg in rules:
        if not ok:
            err('size', msg)

    if verbose:
        print('texts %d  spans %d  decoys %d  (%.2f decoys/text)  empty %d  text kinds %d  decoy kinds %d'
              % (n, nspans, ndecoys, ndecoys / n, len(empty), len(kinds), len(dkinds)))
        print()
        print('%-6s %6s %6s %6s %7s' % ('lang', 'texts', 'share', 'spans', 'decoys'))
        for l in LANGS:
            rs = [r for r in recs if r['lang'] == l]
            print('%-6s %6d %5.1f%% %6d %7d' % (l, len(rs), 100.0 * len(rs) / n,
                                                sum(len(r['spans']) for r in rs),
                                                sum(len(r['decoys']) for r in rs)))
        print()
        print('%-14s %5s %5s %6s %6s %6s' % ('type', 'texts', 'spans', 'en', 'zh', 'mixed'))
        for t in TYPES:
            c = collections.Counter(r['lang'] for r in recs for s in r['spans'] if s['type'] == t)
            print('%-14s %5d %5d %6d %6d %6d' % (t, texts_per_type[t], sum(c.values()),
                                                  c['en'], c['zh'], c['mixed']))
        print()
        shapes = collections.Counter()
        for r in recs:
            for s in r['spans']:
                v = s['value']
                if s['type'] == 'APIKEY':
                    shapes['APIKEY/' + V.apikey_shape(v)] += 1
                elif s['type'] == 'SECRET':
                    shapes['SECRET/' + (V.secret_shape(v) or 'generic')] += 1
                elif s['type'] == 'NATIONAL_ID':
                    shapes['NATIONAL_ID/' + (V.national_id_scheme(v) or '?')] += 1
                elif s['type'] == 'IP_ADDRESS':
                    shapes['IP_ADDRESS/' + (ip_class(v) or '?')] += 1
        print('shapes:')
        for k, c in sorted(shapes.items()):
            print('  %-32s %4d' % (k, c))
        print()
        print('decoy kinds (%d):' % len(dkinds))
        items = sorted(dkinds.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 4):
            print('  ' + '  '.join('%-22s%3d' % kv for kv in items[i:i + 4]))
        print()
        print('text kinds (%d):' % len(kinds))
        kc = sorted(collections.Counter(r['kind'] for r in recs).items())
        for i in range(0, len(kc), 4):
            print('  ' + '  '.join('%-26s%2d' % kv for kv in kc[i:i + 4]))
        print()
        print('texts with no span: %s' % ', '.join(empty))
        print()
    if ERRORS:
        for e in ERRORS:
            print('ERROR', e)
        print('%d errors' % len(ERRORS))
        sys.exit(1)
    print('check_blind: OK')


if __name__ == '__main__':
    main()
