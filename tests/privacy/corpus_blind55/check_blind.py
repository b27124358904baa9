#!/usr/bin/env python3
"""Validate corpus.jsonl of blind55.  -v prints tables.  Exit 1 on any error."""
import collections
import datetime
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import (VALUES, TYPE, apikey_ok, card_ok, cnid_birth, cnid_ok,  # noqa: E402
                    iban_ok, nid_birth, nid_check, passport_ok, secret_shape_ok,
                    ssn_ok, EXAMPLE_KEYS)

TYPES = ['PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL',
         'PASSWORD', 'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT',
         'NATIONAL_ID', 'AMOUNT']
LANG_SHARE = {'en': (0.40, 0.50), 'zh': (0.30, 0.40), 'mixed': (0.15, 0.25)}

ERR = []


def err(rid, msg):
    ERR.append('%s: %s' % (rid, msg))


def isw(ch):
    return ch.isascii() and (ch.isalnum() or ch == '_')


# ------------------------------------------------------------------ shapes
MONTHS = {}
for _i, _m in enumerate(['january', 'february', 'march', 'april', 'may', 'june', 'july',
                         'august', 'september', 'october', 'november', 'december'], 1):
    MONTHS[_m] = _i
    MONTHS[_m[:3]] = _i
MONTHS['sept'] = 9


def _d(y, m, d):
    try:
        x = datetime.date(int(y), int(m), int(d))
    except (ValueError, TypeError):
        return None
    return x if 1920 <= x.year <= 2024 else None


def parse_dob(s):
    t = s.strip()
    c = []
    m = re.fullmatch(r'(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*[日号號]?', t)
    if m:
        c.append(_d(*m.groups()))
    m = re.fullmatch(r'(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})', t)
    if m:
        c += [_d(m.group(3), m.group(2), m.group(1)), _d(m.group(3), m.group(1), m.group(2))]
    m = re.fullmatch(r'(\d{4})(\d{2})(\d{2})', t)
    if m:
        c.append(_d(*m.groups()))
    m = re.fullmatch(r'(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([A-Za-z]+)\.?,?\s+(\d{4})', t)
    if m and m.group(2).lower() in MONTHS:
        c.append(_d(m.group(3), MONTHS[m.group(2).lower()], m.group(1)))
    m = re.fullmatch(r'([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})', t)
    if m and m.group(1).lower() in MONTHS:
        c.append(_d(m.group(3), MONTHS[m.group(1).lower()], m.group(2)))
    m = re.fullmatch(r'(\d{1,2})[- ]([A-Za-z]{3,4})[- ](\d{4})', t)
    if m and m.group(2).lower() in MONTHS:
        c.append(_d(m.group(3), MONTHS[m.group(2).lower()], m.group(1)))
    return [x for x in c if x]


CUR_RE = re.compile(
    r'[£$€¥￥]|(?<![A-Za-z])(GBP|USD|EUR|RMB|CNY|HKD|SGD|AUD|CAD|NZD|CHF|MYR|JPY|INR|BRL|PLN|SEK|ZAR)(?![A-Za-z])'
    r'|pounds?|quid|dollars?|bucks|euros?|pence|grand|fiver|tenner|元|块|塊|英镑|美元|欧元|港币|港元|澳元|新币|日元|人民币|刀|yuan|kuai', re.I)
NUMW = re.compile(r'\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|'
                  r'fifty|sixty|seventy|eighty|ninety|hundred|thousand|grand|fiver|tenner|[零一二两三四五六七八九十百千万壹贰叁肆伍陆柒捌玖拾佰仟]', re.I)
ZH_DIG = set('零〇一二三四五六七八九幺两洞')
EN_DIG = {'zero', 'oh', 'o', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'}


def phone_digits(s):
    n = sum(ch.isdigit() for ch in s) + sum(ch in ZH_DIG for ch in s)
    for w in re.findall(r'[A-Za-z]+', s.lower()):
        if w in EN_DIG:
            n += 1
        elif w == 'double':
            n += 1
        elif w == 'triple':
            n += 2
    return n


DOC_NETS = [ipaddress.ip_network(n) for n in
            ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]


def ip_kind(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return None
    if any(ip in n for n in DOC_NETS if n.version == ip.version):
        return 'doc'
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_reserved:
        return 'loopback'
    if ip.version == 4 and str(ip).endswith('.255'):
        return 'loopback'
    return 'host'


TITLE_RE = re.compile(r'^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Madam|Mme|Herr|Frau|Mister)\b\.?', re.I)
KIN_ZH = ['妈妈', '爸爸', '老妈', '老爸', '表姐', '表哥', '表妹', '表弟', '堂姐', '堂哥', '姐姐', '哥哥',
          '弟弟', '妹妹', '老公', '老婆', '儿子', '女儿', '奶奶', '爷爷', '外婆', '外公', '姥姥', '姥爷',
          '舅舅', '舅妈', '阿姨', '叔叔', '婶婶', '嫂子', '姑姑', '姨妈', '宝宝', '媳妇', '婆婆', '公公']
ROLE_ZH = ['财务', '前台', '客服', '助理', '保姆', '保洁', '月嫂', '育儿嫂', '红娘']
KIN_EN = re.compile(r'\b(Mum|Mom|Mummy|Dad|Daddy|Auntie|Aunty|Aunt|Uncle|Grandma|Granny|Grandpa|Nanna|'
                    r'mum|mom|dad|auntie|aunt|uncle|grandma|granny|grandpa|nan|sister|brother|husband|'
                    r'wife|son|daughter|cousin|hubby)\b')


def check_value(rid, typ, v):
    bad = lambda why: err(rid, '%s %r: %s' % (typ, v, why))  # noqa: E731
    if typ not in TYPES:
        return bad('unknown type')
    if typ == 'EMAIL' and not re.fullmatch(r'[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}', v):
        bad('not an e-mail')
    if typ == 'PHONE' and (phone_digits(v) < 7 or '*' in v):
        bad('too few digits')
    if typ == 'CARD' and not card_ok(v):
        bad('card fails prefix/Luhn')
    if typ == 'CVV' and not re.fullmatch(r'\d{3,4}', v):
        bad('cvv shape')
    if typ == 'IBAN' and not iban_ok(v):
        bad('iban mod-97 / length')
    if typ == 'SSN' and not ssn_ok(v):
        bad('ssn shape')
    if typ == 'IDCARD' and not cnid_ok(v):
        bad('GB 11643 check')
    if typ == 'PASSPORT' and not passport_ok(v):
        bad('passport shape')
    if typ == 'NATIONAL_ID':
        kind, ok = nid_check(v)
        if not ok:
            bad('national id %s check' % kind)
    if typ == 'APIKEY' and not apikey_ok(v):
        bad('not a vendor key shape / example key')
    if typ == 'SECRET':
        if v in EXAMPLE_KEYS or 'EXAMPLE' in v:
            bad('example secret')
        elif not secret_shape_ok(v) and not (len(v) >= 6 and not re.search(r'\s', v)):
            bad('secret shape')
    if typ == 'IP_ADDRESS' and ip_kind(v) != 'host':
        bad('not a host ip (%s)' % ip_kind(v))
    if typ == 'DATE_OF_BIRTH' and not parse_dob(v):
        bad('unparseable birth date')
    if typ == 'AMOUNT' and not (CUR_RE.search(v) and NUMW.search(v)):
        bad('amount without currency or number')
    if typ == 'ADDRESS' and not re.search(r'\d', v):
        bad('address without number/postcode')
    if typ == 'PASSWORD' and len(v) < 3:
        bad('too short')
    if typ == 'PERSON':
        if TITLE_RE.match(v):
            bad('title inside PERSON')
        if any(k in v for k in KIN_ZH + ROLE_ZH) or KIN_EN.search(v):
            bad('kinship/role word inside PERSON')
        if '@' in v:
            bad('@ inside PERSON')


def occurrences(text, v):
    res, i = [], text.find(v)
    while i != -1:
        a, b = i, i + len(v)
        if not ((isw(v[0]) and a > 0 and isw(text[a - 1])) or
                (isw(v[-1]) and b < len(text) and isw(text[b]))):
            res.append((a, b))
        i = text.find(v, i + 1)
    return res


def check_row(r, seen_ids):
    rid, text = r.get('id'), r.get('text', '')
    if rid in seen_ids:
        err(rid, 'duplicate id')
    seen_ids.add(rid)
    if not re.fullmatch(r'c55-(en|zh|mixed)-\d{3}', rid or '') or rid.split('-')[1] != r.get('lang'):
        err(rid, 'bad id/lang')
    if not r.get('kind'):
        err(rid, 'no kind')
    items = []
    for s in r['spans']:
        items.append(('S', s['type'], s['start'], s['end'], s['value']))
    for d in r['decoys']:
        items.append(('D', d['kind'], d['start'], d['end'], d['value']))
    for tag, typ, a, b, v in items:
        if text[a:b] != v:
            err(rid, 'offset mismatch %r vs %r' % (text[a:b], v))
        if not v or v != v.strip():
            err(rid, 'empty or padded value %r' % v)
        if a > 0 and isw(text[a - 1]) and isw(text[a]):
            err(rid, '%s %r starts inside an ASCII word' % (typ, v))
        if b < len(text) and isw(text[b - 1]) and isw(text[b]):
            err(rid, '%s %r ends inside an ASCII word' % (typ, v))
    srt = sorted(items, key=lambda x: (x[2], x[3]))
    for x, y in zip(srt, srt[1:]):
        if y[2] < x[3]:
            err(rid, 'overlap %r / %r' % (x[4], y[4]))
    for s in r['spans']:
        check_value(rid, s['type'], s['value'])
    # CVV only next to a card
    cards = [s for s in r['spans'] if s['type'] == 'CARD']
    for s in r['spans']:
        if s['type'] == 'CVV':
            if not any(abs(s['start'] - c['end']) < 160 or abs(c['start'] - s['end']) < 160 for c in cards):
                err(rid, 'CVV %r without a CARD nearby' % s['value'])
    # birth dates encoded in ids must agree with a shown DOB
    dobs = [d for s in r['spans'] if s['type'] == 'DATE_OF_BIRTH' for d in parse_dob(s['value'])]
    if dobs:
        for s in r['spans']:
            if s['type'] == 'IDCARD' and cnid_birth(s['value']) not in dobs:
                err(rid, 'IDCARD %s birth date not among DOBs %s' % (s['value'], dobs))
            if s['type'] == 'NATIONAL_ID':
                b = nid_birth(s['value'])
                if isinstance(b, datetime.date) and b not in dobs:
                    err(rid, 'NATIONAL_ID %s birth date not among DOBs' % s['value'])
                if isinstance(b, tuple) and b[1] not in {d.strftime('%y%m%d') for d in dobs}:
                    err(rid, 'NATIONAL_ID %s birth date not among DOBs' % s['value'])
    # repeated strings tagged consistently
    spans = r['spans']
    for s in spans:
        v = s['value']
        for a, b in occurrences(text, v):
            cover = [t for t in spans if t['start'] <= a and b <= t['end']]
            if not cover:
                inside_decoy = any(d['start'] <= a and b <= d['end'] for d in r['decoys'])
                err(rid, '%s %r also occurs untagged at %d%s' % (s['type'], v, a,
                                                                 ' (inside a decoy)' if inside_decoy else ''))
            for t in cover:
                if t['start'] == a and t['end'] == b and t['type'] != s['type']:
                    err(rid, '%r tagged both %s and %s' % (v, s['type'], t['type']))
    # decoys
    for d in r['decoys']:
        k = ip_kind(d['value'])
        if k == 'host' and 'version' not in d['kind']:
            err(rid, 'decoy %r is a real host ip' % d['value'])
        if apikey_ok(d['value']):
            err(rid, 'decoy %r validates as an API key' % d['value'])
        if 'mask' in d['kind'] and not re.search(r'[*•xX#]', d['value']) and not re.fullmatch(r'\d{4}', d['value']):
            err(rid, 'masked decoy %r has no mask' % d['value'])


def main():
    verbose = '-v' in sys.argv[1:]
    rows = [json.loads(line) for line in open(os.path.join(HERE, 'corpus.jsonl'), encoding='utf-8')]
    seen = set()
    for r in rows:
        check_row(r, seen)
    # corpus-wide consistency
    span_types = collections.defaultdict(set)
    decoy_vals = set()
    for r in rows:
        for s in r['spans']:
            span_types[s['value']].add(s['type'])
        for d in r['decoys']:
            decoy_vals.add(d['value'])
    for v, ts in span_types.items():
        if len(ts) > 1:
            err('corpus', '%r tagged as %s' % (v, sorted(ts)))
        if v in decoy_vals:
            err('corpus', '%r is both span and decoy' % v)
    used = set()
    for r in rows:
        for x in r['spans'] + r['decoys']:
            used.add(x['value'])
    unused = [k for k, v in VALUES.items() if v not in used]
    # size rules
    n = len(rows)
    nspan = sum(len(r['spans']) for r in rows)
    ndec = sum(len(r['decoys']) for r in rows)
    lang = collections.Counter(r['lang'] for r in rows)
    if not 180 <= n <= 195:
        err('size', '%d texts (want 180-195)' % n)
    if not 1100 <= nspan <= 1300:
        err('size', '%d spans (want 1100-1300)' % nspan)
    for lg, (lo, hi) in LANG_SHARE.items():
        share = lang[lg] / max(n, 1)
        if not lo <= share <= hi:
            err('size', 'lang %s share %.2f outside %.2f-%.2f' % (lg, share, lo, hi))
    texts_per_type = collections.Counter()
    for r in rows:
        for t in {s['type'] for s in r['spans']}:
            texts_per_type[t] += 1
    for t in TYPES:
        if texts_per_type[t] < 4:
            err('size', 'type %s in only %d texts' % (t, texts_per_type[t]))
    if ndec < 2.5 * n:
        err('size', '%d decoys < 2.5 per text' % ndec)
    empty = [r['id'] for r in rows if not r['spans']]
    if not 3 <= len(empty) <= 8:
        err('size', '%d texts without spans (want 3-8)' % len(empty))
    tkinds = collections.Counter(r['kind'] for r in rows)
    dkinds = collections.Counter(d['kind'] for r in rows for d in r['decoys'])
    if len(tkinds) < 60:
        err('size', 'only %d distinct text kinds' % len(tkinds))
    if len(dkinds) < 60:
        err('size', 'only %d distinct decoy kinds' % len(dkinds))

    if verbose:
        by = collections.defaultdict(collections.Counter)
        for r in rows:
            for s in r['spans']:
                by[s['type']][r['lang']] += 1
        print('%-14s %6s %6s %6s %6s %6s' % ('type', 'en', 'zh', 'mixed', 'total', 'texts'))
        for t in TYPES:
            c = by[t]
            print('%-14s %6d %6d %6d %6d %6d' % (t, c['en'], c['zh'], c['mixed'], sum(c.values()),
                                                texts_per_type[t]))
        tot = collections.Counter()
        for r in rows:
            tot[r['lang']] += len(r['spans'])
        print('%-14s %6d %6d %6d %6d' % ('ALL', tot['en'], tot['zh'], tot['mixed'], nspan))
        print()
        print('%-8s %6s %6s %6s %8s' % ('lang', 'texts', 'share', 'spans', 'decoys'))
        for lg in ('en', 'zh', 'mixed'):
            rs = [r for r in rows if r['lang'] == lg]
            print('%-8s %6d %6.1f%% %6d %8d' % (lg, len(rs), 100.0 * len(rs) / max(n, 1),
                                               sum(len(r['spans']) for r in rs),
                                               sum(len(r['decoys']) for r in rs)))
        print('%-8s %6d %7s %6d %8d' % ('all', n, '', nspan, ndec))
        print()
        print('texts without spans (%d): %s' % (len(empty), ', '.join(empty)))
        print('distinct text kinds: %d; distinct decoy kinds: %d; decoys per text: %.2f'
              % (len(tkinds), len(dkinds), ndec / max(n, 1)))
        print()
        print('decoy kinds:')
        items = sorted(dkinds.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 4):
            print('  ' + ''.join('%-26s' % ('%s %d' % kv) for kv in items[i:i + 4]))
        print()
        print('text kinds:')
        items = sorted(tkinds.items(), key=lambda x: (-x[1], x[0]))
        w = max(len('%s %d' % kv) for kv in items) + 2
        for i in range(0, len(items), 3):
            print('  ' + ''.join('%-*s' % (w, '%s %d' % kv) for kv in items[i:i + 3]))
        if unused:
            print()
            print('VALUES entries not used in any text: %s' % ', '.join(unused))
        print()
    if ERR:
        for e in ERR:
            print('ERROR', e)
        print('%d error(s)' % len(ERR))
        sys.exit(1)
    print('check_blind: OK (%d texts, %d spans, %d decoys)' % (n, nspan, ndec))


if __name__ == '__main__':
    main()
