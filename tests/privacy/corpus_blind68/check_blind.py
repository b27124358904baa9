#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Consistency checks for corpus.jsonl (blind68).   -v prints tables."""
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

VERBOSE = '-v' in sys.argv
ERRORS = []


def err(rid, msg):
    ERRORS.append('%s: %s' % (rid, msg))


def is_w(ch):
    return ch.isascii() and ch.isalnum()

# ------------------------------------------------------------------ date parsing

MONTHS = {m: i for i, m in enumerate(
    ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september',
     'october', 'november', 'december'], 1)}
MONTHS.update({k[:3]: v for k, v in list(MONTHS.items())})
MONTHS['sept'] = 9
CN_DIG = {'〇': 0, '零': 0, 'O': 0, '一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7,
          '八': 8, '九': 9}


def cn_num(s):
    if all(c in CN_DIG for c in s):
        return int(''.join(str(CN_DIG[c]) for c in s))
    if s == '十':
        return 10
    if s.startswith('十'):
        return 10 + CN_DIG[s[1]]
    if s.endswith('十'):
        return CN_DIG[s[0]] * 10
    if '十' in s:
        a, b = s.split('十')
        return CN_DIG[a] * 10 + CN_DIG[b]
    raise ValueError(s)


def yy(y):
    y = int(y)
    if y < 100:
        y += 1900 if y > 25 else 2000
    return y


def parse_dates(s):
    """Return the set of dates that the string may denote."""
    out = set()
    t = s.strip().lower().replace(',', ' ')
    t = re.sub(r'(\d)(st|nd|rd|th)\b', r'\1', t)

    def add(y, m, d):
        dt = V.valid_date(yy(y), int(m), int(d))
        if dt:
            out.add(dt)
    m = re.search(r'(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})', t)
    if m:
        add(*m.groups())
    m = re.search(r'\b(\d{1,2})\s*[-/. ]\s*(\d{1,2})\s*[-/. ]\s*(\d{4}|\d{2})\b', t)
    if m:
        a, b, y = m.groups()
        add(y, b, a)
        add(y, a, b)
    m = re.search(r'(\d{1,2})\s+([a-z]{3,9})\.?\s+(\d{4})', t)
    if m and m.group(2) in MONTHS:
        add(m.group(3), MONTHS[m.group(2)], m.group(1))
    m = re.search(r'([a-z]{3,9})\.?\s+(\d{1,2})\s+(\d{4})', t)
    if m and m.group(1) in MONTHS:
        add(m.group(3), MONTHS[m.group(1)], m.group(2))
    m = re.search(r'([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]+)月([一二三四五六七八九十]+)[日号]', s)
    if m:
        add(cn_num(m.group(1)), cn_num(m.group(2)), cn_num(m.group(3)))
    m = re.fullmatch(r'(19|20)(\d\d)(\d\d)(\d\d)', t)
    if m:
        add(m.group(1) + m.group(2), m.group(3), m.group(4))
    return {d for d in out if 1920 <= d.year <= 2020}

# ------------------------------------------------------------------ type checks

CURRENCY = re.compile(
    r'[£$€¥₹₩₽]|\b(USD|EUR|GBP|CNY|RMB|CHF|PLN|SEK|NOK|DKK|JPY|HKD|SGD|CAD|AUD|INR|BRL|KRW|CZK|NZD|'
    r'zł|zl|kr|Fr|pounds?|quid|dollars?|bucks|euros?|kronor|kroner|francs?|rupees|yen|grand|p)\b|'
    r'元|块|万|人民币|美元|欧元|英镑|港币|日元|毛', re.I)
EMAIL_RE = re.compile(r'[A-Za-z0-9._%+\-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}')
CN_NUMERALS = set('零〇一二三四五六七八九幺两')
EN_DIGIT_WORDS = {'zero': 1, 'oh': 1, 'o': 1, 'one': 1, 'two': 1, 'three': 1, 'four': 1,
                  'five': 1, 'six': 1, 'seven': 1, 'eight': 1, 'nine': 1, 'double': 1, 'triple': 2}
TITLE_RE = re.compile(r'^(mr|mrs|ms|miss|mx|dr|prof|sir|dame|madam|rev|herr|frau|sr|sra|sig|dott)\b\.?', re.I)
KIN_ZH = ['妈妈', '爸爸', '姐姐', '哥哥', '弟弟', '妹妹', '表姐', '表哥', '表妹', '表弟', '堂哥', '堂姐',
          '堂弟', '堂妹', '叔叔', '阿姨', '舅舅', '姑姑', '奶奶', '爷爷', '外婆', '外公', '老公', '老婆',
          '媳妇', '儿子', '女儿', '岳父', '岳母', '婆婆', '公公', '姥姥', '姥爷', '大伯', '嫂子']
KIN_EN = re.compile(r'\b(mum|mom|mother|dad|father|aunt|auntie|uncle|grandma|grandpa|granny|nan|'
                    r'sister|brother|cousin|wife|husband|son|daughter)\b', re.I)
ROLE_ZH = ('财务', '会计', '出纳', '前台', '客服', '同事', '助理', '司机')
DOC_NETS = [ipaddress.ip_network(n) for n in
            ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]
CGNAT = ipaddress.ip_network('100.64.0.0/10')


def ip_class(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return None
    if any(ip in n for n in DOC_NETS if n.version == ip.version):
        return 'doc'
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local or ip.is_reserved:
        return 'special'
    if ip.version == 4 and ip in CGNAT:
        return 'cgnat'
    if ip.is_private:
        return 'private'
    if ip.is_global:
        return 'public'
    return 'special'


def phone_ok(v):
    d = sum(c.isdigit() and c.isascii() for c in v)
    if re.fullmatch(r'(95|96|100|123)\d{2,4}', v):   # Chinese service hotlines (95588, 12315 ...)
        return True
    if 7 <= d <= 15:
        return True
    if sum(c in CN_NUMERALS for c in v) >= 7:
        return True
    w = sum(EN_DIGIT_WORDS.get(x, 0) for x in re.findall(r'[a-z]+', v.lower()))
    return 7 <= w + d <= 15


GEN = {}
for _k, _v in V.VALUES.items():
    GEN.setdefault(_v, _k)


def check_span(rid, s, text, spans):
    t, v = s['type'], s['value']
    gen = GEN.get(v)
    meta = V.META.get(gen) if gen else None
    if meta and meta[0] != t and meta[0] != 'DECOY':
        err(rid, '%s value %r was generated as %s' % (t, v, meta[0]))
    if t in ('APIKEY', 'PASSPORT', 'NATIONAL_ID', 'CARD', 'IBAN', 'IDCARD', 'SSN') and not meta:
        err(rid, '%s %r not generated in values.py' % (t, v))
    if meta and meta[0] == t and not V.validate(gen):
        err(rid, '%s %r fails its generator check' % (t, v))
    if t == 'CARD' and not V.card_ok(v):
        err(rid, 'CARD fails Luhn/shape %r' % v)
    elif t == 'IBAN' and not V.iban_ok(v):
        err(rid, 'IBAN fails mod-97 %r' % v)
    elif t == 'IDCARD' and not V.idcard_ok(v):
        err(rid, 'IDCARD fails GB 11643 %r' % v)
    elif t == 'SSN' and not V.ssn_ok(v):
        err(rid, 'SSN bad %r' % v)
    elif t == 'PASSPORT' and not V.passport_ok(v):
        err(rid, 'PASSPORT shape %r' % v)
    elif t == 'NATIONAL_ID' and not V.nid_scheme(v):
        err(rid, 'NATIONAL_ID fails every scheme %r' % v)
    elif t == 'APIKEY' and not (meta and V.shape_ok(meta[1], v)):
        err(rid, 'APIKEY shape %r' % v)
    elif t == 'SECRET' and meta and not V.shape_ok(meta[1], v):
        err(rid, 'SECRET shape %r' % v)
    elif t == 'EMAIL' and not (EMAIL_RE.fullmatch(v) or re.fullmatch(r'[\w .-]+ (at|艾特) [\w .-]+ (dot|点) (com|net|org|co dot uk|cn)', v)):
        err(rid, 'EMAIL shape %r' % v)
    elif t == 'IP_ADDRESS':
        c = ip_class(v)
        if c not in ('private', 'cgnat', 'public'):
            err(rid, 'IP_ADDRESS %r is %s' % (v, c))
    elif t == 'PHONE' and not phone_ok(v):
        err(rid, 'PHONE shape %r' % v)
    elif t == 'DATE_OF_BIRTH' and not parse_dates(v):
        err(rid, 'DATE_OF_BIRTH not a date %r' % v)
    elif t == 'AMOUNT' and not (CURRENCY.search(v) and re.search(r'[\d零一二两三四五六七八九十百千万]|hundred|thousand|fifty|forty|twenty|thirty|sixty|seventy|eighty|ninety|ten|twelve|fifteen|grand', v, re.I)):
        err(rid, 'AMOUNT without currency/number %r' % v)
    elif t == 'CVV':
        if not re.fullmatch(r'\d{3,4}', v):
            err(rid, 'CVV shape %r' % v)
        cards = [c for c in spans if c['type'] == 'CARD']
        if not cards:
            err(rid, 'CVV without CARD')
        elif min(min(abs(c['start'] - s['end']), abs(s['start'] - c['end'])) for c in cards) > 220:
            err(rid, 'CVV far from CARD')
    elif t == 'ADDRESS' and not re.search(r'\d|[号弄室栋楼]', v):
        err(rid, 'ADDRESS without number/postcode %r' % v)
    elif t == 'PERSON':
        if TITLE_RE.match(v):
            err(rid, 'PERSON starts with a title %r' % v)
        if any(k in v for k in KIN_ZH) or KIN_EN.search(v):
            err(rid, 'PERSON contains kinship word %r' % v)
        if v.startswith(ROLE_ZH):
            err(rid, 'PERSON starts with a role word %r' % v)
    elif t in ('PASSWORD', 'MEDICAL'):
        if '\n' in v:
            err(rid, '%s spans lines %r' % (t, v))
    if v != v.strip():
        err(rid, 'span %s has outer whitespace %r' % (t, v))


DECOY_RULES = {
    'doc_ip': lambda v: ip_class(v) == 'doc',
    'doc_ipv6': lambda v: ip_class(v) == 'doc',
    'loopback': lambda v: ip_class(v) == 'special',
}


def check_decoy(rid, d):
    k, v = d['kind'], d['value']
    if k in DECOY_RULES and not DECOY_RULES[k](v):
        err(rid, 'decoy %s rule fails %r' % (k, v))
    if k.startswith('masked') and not re.search(r'[*•xX#…]|\.\.\.|ending|尾号', v):
        err(rid, 'masked decoy without mask %r' % v)
    c = ip_class(v)
    if c in ('private', 'public', 'cgnat') and k not in ('version', 'version_string', 'firmware_version', 'build_version'):
        err(rid, 'decoy %s is a live IP %r' % (k, v))
    if V.card_ok(v) and len(V.digits_of(v)) >= 15 and not k.startswith(('test_card', 'masked')):
        err(rid, 'decoy %s is a valid card %r' % (k, v))
    if v != v.strip():
        err(rid, 'decoy has outer whitespace %r' % v)


def occurrences(text, v):
    i = text.find(v)
    while i >= 0:
        j = i + len(v)
        if not ((is_w(v[0]) and i > 0 and is_w(text[i - 1])) or
                (is_w(v[-1]) and j < len(text) and is_w(text[j]))):
            yield i, j
        i = text.find(v, i + 1)


def main():
    path = os.path.join(HERE, 'corpus.jsonl')
    rows = [json.loads(l) for l in open(path, encoding='utf-8')]
    ids = set()
    span_vals, decoy_vals = collections.defaultdict(set), collections.defaultdict(set)
    for r in rows:
        rid, text = r['id'], r['text']
        if rid in ids:
            err(rid, 'duplicate id')
        ids.add(rid)
        if not re.fullmatch(r'c68-(en|zh|mixed)-\d{3}', rid) or rid.split('-')[1] != r['lang']:
            err(rid, 'bad id/lang')
        for name in V.VALUES:
            if '$' + name in text and re.search(r'\$%s(?![A-Za-z0-9])' % name, text):
                err(rid, 'unresolved $%s' % name)
        items = [('S', s) for s in r['spans']] + [('D', d) for d in r['decoys']]
        for tag, x in items:
            if text[x['start']:x['end']] != x['value']:
                err(rid, 'offset mismatch %r' % x['value'])
            a, b = x['start'], x['end']
            if (a > 0 and is_w(text[a - 1]) and is_w(text[a])) or (b < len(text) and is_w(text[b - 1]) and is_w(text[b])):
                err(rid, 'edge inside ASCII word: %r in %r' % (x['value'], text[max(0, a - 10):b + 10]))
        items.sort(key=lambda t: t[1]['start'])
        for (t1, x), (t2, y) in zip(items, items[1:]):
            if y['start'] < x['end']:
                err(rid, 'overlap %r / %r' % (x['value'], y['value']))
        for s in r['spans']:
            check_span(rid, s, text, r['spans'])
            span_vals[s['value']].add((s['type'], rid))
        for d in r['decoys']:
            check_decoy(rid, d)
            decoy_vals[d['value']].add((d['kind'], rid))
        # every occurrence of a tagged string is covered
        cover_s = [(s['start'], s['end']) for s in r['spans']]
        cover_all = cover_s + [(d['start'], d['end']) for d in r['decoys']]
        for s in r['spans']:
            for i, j in occurrences(text, s['value']):
                if not any(a <= i and j <= b for a, b in cover_s):
                    err(rid, 'untagged repeat of %s %r at %d' % (s['type'], s['value'], i))
        for d in r['decoys']:
            for i, j in occurrences(text, d['value']):
                if not any(a <= i and j <= b for a, b in cover_all):
                    err(rid, 'unmarked repeat of decoy %r at %d' % (d['value'], i))
        # same string, same type inside a text
        per = collections.defaultdict(set)
        for s in r['spans']:
            per[s['value']].add(s['type'])
        for v, ts in per.items():
            if len(ts) > 1:
                err(rid, 'string %r tagged as %s' % (v, sorted(ts)))
        # ID birth dates
        dobs = [parse_dates(s['value']) for s in r['spans'] if s['type'] == 'DATE_OF_BIRTH']
        alld = set().union(*dobs) if dobs else set()
        for s in r['spans']:
            born = None
            if s['type'] == 'IDCARD':
                born = V.idcard_dob(s['value'])
            elif s['type'] == 'NATIONAL_ID':
                sch = V.nid_scheme(s['value'])
                if sch in V.NID_DOB:
                    born = V.NID_DOB[sch](s['value'])
            if born and dobs and born not in alld:
                err(rid, '%s %r birth date %s not among DOBs %s' % (s['type'], s['value'], born, sorted(alld)))
    both = set(span_vals) & set(decoy_vals)
    for v in sorted(both):
        err('corpus', 'string %r is both span %s and decoy %s' % (v, sorted(span_vals[v]), sorted(decoy_vals[v])))
    for v, ts in span_vals.items():
        if len({t for t, _ in ts}) > 1:
            err('corpus', 'string %r has types %s' % (v, sorted({t for t, _ in ts})))

    # ------------------------------------------------------------ size rules
    n = len(rows)
    nspans = sum(len(r['spans']) for r in rows)
    ndec = sum(len(r['decoys']) for r in rows)
    lang = collections.Counter(r['lang'] for r in rows)
    if not 180 <= n <= 195:
        err('size', '%d texts (want 180-195)' % n)
    if not 1100 <= nspans <= 1300:
        err('size', '%d spans (want 1100-1300)' % nspans)
    for lg, target in (('en', .45), ('zh', .35), ('mixed', .20)):
        if abs(lang[lg] / max(n, 1) - target) > 0.05:
            err('size', 'language %s share %.1f%% (want about %d%%)' % (lg, 100 * lang[lg] / n, 100 * target))
    texts_per_type = collections.defaultdict(set)
    for r in rows:
        for s in r['spans']:
            texts_per_type[s['type']].add(r['id'])
    for t in sorted(__import__('build_corpus').TYPES):
        if len(texts_per_type[t]) < 4:
            err('size', 'type %s in %d texts (want >= 4)' % (t, len(texts_per_type[t])))
    if ndec < 2.5 * n:
        err('size', '%d decoys < 2.5 per text' % ndec)
    empty = [r['id'] for r in rows if not r['spans']]
    if not 3 <= len(empty) <= 8:
        err('size', '%d texts without spans (want 3-8)' % len(empty))
    kinds = collections.Counter(r['kind'] for r in rows)
    dkinds = collections.Counter(d['kind'] for r in rows for d in r['decoys'])
    if len(kinds) < 60:
        err('size', '%d text kinds (want >= 60)' % len(kinds))
    if len(dkinds) < 60:
        err('size', '%d decoy kinds (want >= 60)' % len(dkinds))

    if VERBOSE:
        types = sorted(texts_per_type, key=lambda t: -sum(1 for r in rows for s in r['spans'] if s['type'] == t))
        print('texts %d (en %d, zh %d, mixed %d)  spans %d  decoys %d  empty %d' % (
            n, lang['en'], lang['zh'], lang['mixed'], nspans, ndec, len(empty)))
        print()
        print('%-14s %6s %6s %6s %6s %7s' % ('type', 'en', 'zh', 'mixed', 'total', 'texts'))
        for t in types:
            c = collections.Counter(r['lang'] for r in rows for s in r['spans'] if s['type'] == t)
            print('%-14s %6d %6d %6d %6d %7d' % (t, c['en'], c['zh'], c['mixed'], sum(c.values()), len(texts_per_type[t])))
        c = collections.Counter(r['lang'] for r in rows for s in r['spans'])
        print('%-14s %6d %6d %6d %6d' % ('ALL', c['en'], c['zh'], c['mixed'], sum(c.values())))
        print()
        print('text kinds (%d):' % len(kinds))
        for k, c in sorted(kinds.items()):
            print('  %-32s %d' % (k, c))
        print()
        print('decoy kinds (%d):' % len(dkinds))
        for k, c in sorted(dkinds.items()):
            print('  %-32s %d' % (k, c))
        print()
        print('texts without spans:', ', '.join(empty))
        free = sorted({s['value'] for r in rows for s in r['spans'] if s['type'] == 'SECRET' and s['value'] not in GEN})
        print('hand-written SECRET values (connection-string passwords etc.): %d' % len(free))
        print()
    for e in ERRORS:
        print('ERROR', e)
    print('check_blind: %d errors' % len(ERRORS))
    sys.exit(1 if ERRORS else 0)


if __name__ == '__main__':
    main()
