#!/usr/bin/env python3
"""Consistency checks for corpus.jsonl of the blind82 corpus.

    python3 check_blind.py        checks, prints errors and a summary
    python3 check_blind.py -v     also prints the tables (types x languages,
                                  decoy kinds, text kinds, per-text counts)

Exit status 0 only when there is no error.
"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import values as V  # noqa: E402

TYPES = ['PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL',
         'PASSWORD', 'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT',
         'NATIONAL_ID', 'AMOUNT']
LANGS = ['en', 'zh', 'mixed']

WORD = re.compile(r'[A-Za-z0-9_]')

DOC_NETS = [ipaddress.ip_network(n) for n in
            ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]
CGNAT = ipaddress.ip_network('100.64.0.0/10')

TITLE_RE = re.compile(r'^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Madam|Mister|Capt|Herr|Frau|Mme|Mlle|Sr|Sra)\b\.?(?:\s|$)')
ZH_KIN = ['妈妈', '爸爸', '老妈', '老爸', '姐姐', '哥哥', '弟弟', '妹妹', '表姐', '表哥', '表妹', '表弟',
          '堂哥', '堂姐', '堂弟', '堂妹', '舅舅', '舅妈', '姑姑', '姨妈', '叔叔', '婶婶', '爷爷', '奶奶',
          '外婆', '外公', '老婆', '老公', '儿子', '女儿', '媳妇', '女婿', '岳父', '岳母', '公公', '婆婆',
          '爱人', '孙子', '孙女']
EN_KIN = {'mum', 'mom', 'mummy', 'mommy', 'dad', 'daddy', 'grandma', 'grandpa', 'granny', 'grandad',
          'aunt', 'auntie', 'uncle', 'sister', 'brother', 'wife', 'husband', 'son', 'daughter',
          'cousin', 'nephew', 'niece', 'mother', 'father', 'hubby'}
ZH_ROLE_PREFIX = ['财务', '前台', '客服', '导游', '司机', '领队', '房东', '管家', '经理', '主管', '同事', '师傅']

CURRENCY = re.compile(
    r'[$€£¥￥₩₹฿₱]|(?<![A-Za-z])(?:USD|EUR|GBP|CNY|RMB|JPY|AUD|NZD|CAD|CHF|NOK|DKK|SEK|PLN|HKD|SGD|THB|'
    r'ISK|MYR|INR|KRW|TWD|NTD|MOP|kr|zł|Kč)(?![A-Za-z])|元|块|圆|欧|镑|美金|日元|港币|港元|澳元|刀|'
    r'(?i:euros?|pounds?|quid|dollars?|bucks|yen|rupees?|francs?|kronor|kroner|krona|baht|ringgit|pence|grand)')
NUMBERISH = re.compile(
    r'\d|[一二三四五六七八九十百千万两零壹贰叁肆伍陆柒捌玖拾佰仟]|(?i:\b(?:one|two|three|four|five|six|seven|'
    r'eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|'
    r'fifteen|a grand|grand)\b)')
PHONE_WORDS = re.compile(r'(?i)\b(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine|double|triple)\b')
ZH_DIGITS = re.compile(r'[零〇一二三四五六七八九幺两]')
MASKS = '*•×'
EMAIL_RE = re.compile(r'[A-Za-z0-9._%+\-]+(?:@|%40)[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}')

MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august',
          'september', 'october', 'november', 'december']
ZH_NUM = {'〇': 0, '零': 0, '一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9}


def month_num(w):
    w = w.lower().rstrip('.')
    if len(w) < 3:
        return None
    for i, name in enumerate(MONTHS, 1):
        if name.startswith(w) or (w == 'sept' and i == 9):
            return i
    return None


def zh_small(s):
    """十四 -> 14, 三 -> 3, 二十一 -> 21"""
    if not s:
        return None
    if '十' in s:
        a, _, b = s.partition('十')
        tens = ZH_NUM.get(a, 1) if a else 1
        ones = ZH_NUM.get(b, 0) if b else 0
        return tens * 10 + ones
    if len(s) == 1 and s in ZH_NUM:
        return ZH_NUM[s]
    return None


def parse_dates(v):
    out = set()

    def add(y, m, d):
        dt = V.valid_date(int(y), int(m), int(d))
        if dt:
            out.add(dt)

    for m in re.finditer(r'(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})', v):
        add(m.group(1), m.group(2), m.group(3))
    for m in re.finditer(r'(?<!\d)(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?!\d)', v):
        add(m.group(3), m.group(2), m.group(1))
        add(m.group(3), m.group(1), m.group(2))
    for m in re.finditer(r'(?<![\d/.-])(\d{1,2})[-/.](\d{1,2})[-/.](\d{2})(?![\d/.-])', v):
        yy = int(m.group(3))
        y = 2000 + yy if yy <= 24 else 1900 + yy
        add(y, m.group(2), m.group(1))
        add(y, m.group(1), m.group(2))
    for m in re.finditer(r'(\d{1,2})(?:st|nd|rd|th)?[\s-]+(?:of\s+)?([A-Za-z]{3,9})\.?,?[\s-]+(\d{4})', v):
        mn = month_num(m.group(2))
        if mn:
            add(m.group(3), mn, m.group(1))
    for m in re.finditer(r'([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})', v):
        mn = month_num(m.group(1))
        if mn:
            add(m.group(3), mn, m.group(2))
    m = re.fullmatch(r'(\d{4})(\d{2})(\d{2})', v)
    if m:
        add(*m.groups())
    m = re.search(r'([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]{1,2})月([一二三四五六七八九十]{1,3})[日号]', v)
    if m:
        y = int(''.join(str(ZH_NUM[c]) for c in m.group(1)))
        mo, d = zh_small(m.group(2)), zh_small(m.group(3))
        if mo and d:
            add(y, mo, d)
    return out


def ip_kind(v):
    try:
        a = ipaddress.ip_address(v)
    except ValueError:
        return None
    if any(a in n for n in DOC_NETS):
        return 'doc'
    if a.is_loopback or a.is_unspecified or a.is_multicast or a.is_link_local or a.is_reserved:
        return 'special'
    if a.version == 4 and a in CGNAT:
        return 'cgnat'
    if a.is_private:
        return 'private'
    if a.is_global:
        return 'public'
    return 'special'


def is_word(ch):
    return bool(WORD.match(ch))


def edge_inside_word(text, s, e):
    bad = []
    if s > 0 and is_word(text[s - 1]) and is_word(text[s]):
        bad.append('start')
    if e < len(text) and is_word(text[e - 1]) and is_word(text[e]):
        bad.append('end')
    return bad


def occurrences(text, v):
    i = text.find(v)
    while i != -1:
        e = i + len(v)
        if not edge_inside_word(text, i, e):
            yield i, e
        i = text.find(v, i + 1)


def check_value(typ, v, text, spans):
    """Return a list of problems with a span value of type typ."""
    p = []
    if v != v.strip():
        p.append('leading/trailing whitespace')
    if typ in ('CARD', 'PHONE', 'IDCARD', 'SSN', 'IBAN', 'NATIONAL_ID', 'PASSPORT', 'CVV') and any(c in v for c in MASKS):
        p.append('masked value labelled')
    if typ == 'CARD' and not V.card_ok(v):
        p.append('not a Luhn-valid card number')
    elif typ == 'IBAN' and not V.iban_ok(v):
        p.append('IBAN check failed')
    elif typ == 'SSN' and not V.ssn_ok(v):
        p.append('SSN shape rules failed')
    elif typ == 'IDCARD' and not V.idcn_ok(v):
        p.append('GB 11643 check failed')
    elif typ == 'NATIONAL_ID' and not V.check_any('NATIONAL_ID', v):
        p.append('no national ID check accepts it')
    elif typ == 'PASSPORT' and not V.passport_ok(v):
        p.append('no passport shape matches')
    elif typ == 'APIKEY' and not V.apikey_ok(v):
        p.append('no vendor key shape matches')
    elif typ == 'SECRET':
        if v.startswith(('https://', '-----', 'whsec_', 'SEC', 'GOCSPX', '1//')) and not V.secret_ok(v):
            p.append('secret with a vendor prefix fails its shape')
        if len(v) < 6 or (re.search(r'\s', v) and not V.secret_ok(v)):
            p.append('secret too short or contains whitespace')
    elif typ == 'PASSWORD':
        if len(v) < 4:
            p.append('password shorter than 4')
    elif typ == 'CVV':
        if not re.fullmatch(r'\d{3,4}', v):
            p.append('CVV not 3-4 digits')
        cards = [s for s in spans if s['type'] == 'CARD']
        if not cards:
            p.append('CVV without a CARD in the text')
    elif typ == 'EMAIL':
        if not EMAIL_RE.fullmatch(v):
            p.append('not an e-mail address')
    elif typ == 'PHONE':
        n = len(re.findall(r'\d', v)) + len(ZH_DIGITS.findall(v))
        for w in PHONE_WORDS.findall(v):
            n += {'double': 1, 'triple': 2}.get(w.lower(), 1)
        if n < 7:
            p.append('phone with fewer than 7 digits')
    elif typ == 'IP_ADDRESS':
        k = ip_kind(v)
        if k not in ('private', 'cgnat', 'public'):
            p.append('IP is %s' % k)
    elif typ == 'AMOUNT':
        if not CURRENCY.search(v):
            p.append('amount without currency')
        if not NUMBERISH.search(v):
            p.append('amount without a number')
    elif typ == 'DATE_OF_BIRTH':
        ds = parse_dates(v)
        if ds:
            if not all(1915 <= d.year <= 2024 for d in ds):
                p.append('implausible birth year')
        elif not (re.search(r'\d{4}|年', v) or any(month_num(w) for w in re.findall(r'[A-Za-z]+', v))):
            p.append('birth date not recognisable')
    elif typ == 'ADDRESS':
        if not re.search(r'\d|[一二三四五六七八九十]+号', v):
            p.append('address without a number or postcode')
    elif typ == 'PERSON':
        if TITLE_RE.search(v):
            p.append('English title inside PERSON')
        low = set(w.lower() for w in re.findall(r'[A-Za-z]+', v))
        if low & EN_KIN:
            p.append('kinship word inside PERSON')
        if any(k in v for k in ZH_KIN):
            p.append('Chinese kinship word inside PERSON')
        if any(v.startswith(r) and len(v) > len(r) for r in ZH_ROLE_PREFIX):
            p.append('role word inside PERSON')
        if v in ZH_KIN or v.lower() in EN_KIN:
            p.append('kinship word as PERSON')
    elif typ == 'MEDICAL':
        if len(v) < 3 and not re.search(r'[\u4e00-\u9fff]', v):
            p.append('medical span too short')
    return p


LEAKS = [
    ('EMAIL', re.compile(r'[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+')),
    ('IPV4', re.compile(r'(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])')),
    ('IPV6', re.compile(r'(?<![0-9A-Fa-f:])(?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f]{1,4}(?![0-9A-Fa-f:])')),
    ('CARD', re.compile(r'(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])')),
    ('IDCARD', re.compile(r'(?<!\d)\d{17}[\dX](?!\d)')),
    ('IBAN', re.compile(r'\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b')),
    ('KEY', re.compile(r'sk_live_|rk_live_|ghp_|github_pat_|xox[bp]-|AKIA[A-Z2-7]{16}|ASIA[A-Z2-7]{16}|AIza[\w-]{20}|'
                       r'SG\.[\w-]{22}\.|glpat-|hf_[A-Za-z]{30}|npm_[A-Za-z0-9]{30}|shpat_|LTAI5|AKID[A-Za-z0-9]{20}|whsec_|'
                       r'-----BEGIN|hooks\.slack\.com/services|discord\.com/api/webhooks|access_token=[a-f0-9]{20}|'
                       r'webhook/send\?key=|bot/v2/hook/|eyJ[\w-]{10,}\.eyJ|sk-ant-|sk-proj-|sk-[a-f0-9]{32}|'
                       r'SEC[a-f0-9]{64}|GOCSPX-|lin_api_|ntn_[A-Za-z0-9]{20}')),
    ('CN_MOBILE', re.compile(r'(?<!\d)1[3-9]\d{9}(?!\d)')),
    ('SSN', re.compile(r'(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])')),
]


def leak_hits(text):
    for name, rx in LEAKS:
        for m in rx.finditer(text):
            s = m.group(0)
            if name == 'IPV4':
                if ip_kind(s) not in ('private', 'cgnat', 'public'):
                    continue
            elif name == 'IPV6':
                if ip_kind(s) not in ('private', 'cgnat', 'public'):
                    continue
            elif name == 'CARD':
                if not V.card_ok(s):
                    continue
            elif name == 'IDCARD':
                if not V.idcn_ok(s):
                    continue
            elif name == 'IBAN':
                if not V.iban_ok(s):
                    continue
            elif name == 'SSN':
                if not V.ssn_ok(s):
                    continue
            yield name, m.start(), m.end(), s


def main():
    verbose = '-v' in sys.argv[1:]
    errors = []
    warnings = []

    def err(cid, msg):
        errors.append('%s: %s' % (cid, msg))

    for e in V.selftest():
        errors.append('values.selftest: ' + e)

    path = os.path.join(HERE, 'corpus.jsonl')
    rows = [json.loads(line) for line in open(path, encoding='utf-8') if line.strip()]

    ids = collections.Counter(r['id'] for r in rows)
    for cid, n in ids.items():
        if n > 1:
            err(cid, 'duplicate id')

    value_types = collections.defaultdict(set)
    span_values = collections.defaultdict(set)
    decoy_values = collections.defaultdict(set)

    for r in rows:
        cid, text = r['id'], r['text']
        if r['lang'] not in LANGS:
            err(cid, 'bad lang %r' % r['lang'])
        if not r.get('kind'):
            err(cid, 'missing kind')
        if not re.fullmatch(r'c82-(en|zh|mixed)-\d{3}', cid) or cid.split('-')[1] != r['lang']:
            err(cid, 'id does not match c82-<lang>-NNN')
        spans, decoys = r['spans'], r['decoys']
        items = [('span', s) for s in spans] + [('decoy', d) for d in decoys]
        for what, it in items:
            if text[it['start']:it['end']] != it['value']:
                err(cid, '%s offsets wrong: %r' % (what, it))
            if it['end'] <= it['start']:
                err(cid, 'empty %s %r' % (what, it))
            bad = edge_inside_word(text, it['start'], it['end'])
            if bad:
                err(cid, '%s %r: %s edge inside an ASCII word' % (what, it['value'][:40], '/'.join(bad)))
            if it['value'] != it['value'].strip():
                err(cid, '%s %r has outer whitespace' % (what, it['value']))
        for what, it in items:
            if what == 'span' and it['type'] not in TYPES:
                err(cid, 'unknown type %s' % it['type'])
        srt = sorted(items, key=lambda x: (x[1]['start'], x[1]['end']))
        for (w1, a), (w2, b) in zip(srt, srt[1:]):
            if b['start'] < a['end']:
                err(cid, 'overlap %s %r / %s %r' % (w1, a['value'][:30], w2, b['value'][:30]))

        # per-type value checks
        for s in spans:
            for prob in check_value(s['type'], s['value'], text, spans):
                err(cid, '%s %r: %s' % (s['type'], s['value'][:60], prob))
            value_types[s['value']].add(s['type'])
            span_values[s['value']].add(cid)
        cards = [s for s in spans if s['type'] == 'CARD']
        for s in spans:
            if s['type'] == 'CVV' and cards:
                near = min(min(abs(s['start'] - c['end']), abs(c['start'] - s['end'])) for c in cards)
                if near > 160:
                    err(cid, 'CVV %s is %d chars away from the nearest CARD' % (s['value'], near))

        # decoy checks
        for d in decoys:
            decoy_values[d['value']].add(cid)
            k = ip_kind(d['value'])
            if k in ('private', 'cgnat', 'public') and not re.search(r'version|build|release|oid|subnet|mask', d['kind']):
                err(cid, 'decoy %r is a real host IP (%s)' % (d['value'], k))
            if 'mask' in d['kind'] and not any(c in d['value'] for c in MASKS + 'xX#'):
                err(cid, 'masked decoy %r has no mask characters' % d['value'])
            if re.fullmatch(r'[\d -]+', d['value']) and V.card_ok(d['value']) and 'test' not in d['kind']:
                err(cid, 'decoy %r is a Luhn-valid card number' % d['value'])
            if V.idcn_ok(d['value']) or (V.iban_ok(d['value']) and len(d['value']) > 14):
                err(cid, 'decoy %r validates as an ID / IBAN' % d['value'])
            if not d['kind'] or d['kind'] != d['kind'].strip():
                err(cid, 'decoy with bad kind %r' % d['kind'])

        # every occurrence of a tagged string is tagged
        for s in spans:
            for (a, b) in occurrences(text, s['value']):
                if not any(x['start'] <= a and b <= x['end'] for x in spans):
                    inside_decoy = any(x['start'] <= a and b <= x['end'] for x in decoys)
                    if not inside_decoy:
                        err(cid, 'untagged occurrence of %s %r at %d' % (s['type'], s['value'][:40], a))

        # birth dates encoded in IDs agree with the DOBs shown
        dobs = set()
        for s in spans:
            if s['type'] == 'DATE_OF_BIRTH':
                dobs |= parse_dates(s['value'])
        if dobs:
            for s in spans:
                if s['type'] in ('IDCARD', 'NATIONAL_ID'):
                    enc = V.id_birthdates(s['type'], s['value'])
                    if enc and not (enc & dobs):
                        err(cid, '%s %s encodes %s, not among the DOBs shown %s' % (
                            s['type'], s['value'], sorted(enc), sorted(dobs)))

        # untagged look-alikes of checkable values
        for name, a, b, val in leak_hits(text):
            if not any(x['start'] < b and a < x['end'] for x in spans + decoys):
                err(cid, 'untagged %s-like string %r' % (name, val))

    # global consistency
    for v, ts in value_types.items():
        if len(ts) > 1:
            errors.append('global: %r labelled as %s' % (v[:40], sorted(ts)))
    both = set(span_values) & set(decoy_values)
    for v in sorted(both):
        errors.append('global: %r is a span in %s and a decoy in %s' % (
            v[:40], sorted(span_values[v])[:3], sorted(decoy_values[v])[:3]))

    used = set(span_values) | set(decoy_values)
    for name, v in V.VALUES.items():
        if v not in used:
            warnings.append('value $%s is not used in any text' % name)

    # size and mix rules
    n = len(rows)
    n_sp = sum(len(r['spans']) for r in rows)
    n_dc = sum(len(r['decoys']) for r in rows)
    per_lang = collections.Counter(r['lang'] for r in rows)
    empty = [r['id'] for r in rows if not r['spans']]
    kinds = collections.Counter(r['kind'] for r in rows)
    dkinds = collections.Counter(d['kind'] for r in rows for d in r['decoys'])
    type_texts = collections.Counter()
    type_spans = collections.Counter()
    tl = collections.Counter()
    for r in rows:
        for t in set(s['type'] for s in r['spans']):
            type_texts[t] += 1
        for s in r['spans']:
            type_spans[s['type']] += 1
            tl[(s['type'], r['lang'])] += 1

    def rule(ok, msg):
        if not ok:
            errors.append('size: ' + msg)

    rule(180 <= n <= 195, '%d texts (want 180-195)' % n)
    rule(1100 <= n_sp <= 1300, '%d spans (want 1100-1300)' % n_sp)
    if n:
        for lang, lo, hi in (('en', .40, .50), ('zh', .30, .40), ('mixed', .15, .25)):
            share = per_lang[lang] / n
            rule(lo <= share <= hi, '%s share %.1f%% (want %d-%d%%)' % (lang, 100 * share, lo * 100, hi * 100))
    for t in TYPES:
        rule(type_texts[t] >= 4, '%s in %d texts (want >= 4)' % (t, type_texts[t]))
    rule(n_dc >= 2.5 * n, '%d decoys for %d texts (want >= 2.5 per text)' % (n_dc, n))
    rule(3 <= len(empty) <= 8, '%d texts without spans (want 3-8)' % len(empty))
    rule(len(kinds) >= 60, '%d distinct text kinds (want >= 60)' % len(kinds))
    rule(len(dkinds) >= 60, '%d distinct decoy kinds (want >= 60)' % len(dkinds))

    if verbose:
        print('%-14s %6s %6s %6s %7s %7s' % ('type', 'en', 'zh', 'mixed', 'spans', 'texts'))
        for t in TYPES:
            print('%-14s %6d %6d %6d %7d %7d' % (t, tl[(t, 'en')], tl[(t, 'zh')], tl[(t, 'mixed')],
                                                 type_spans[t], type_texts[t]))
        print('%-14s %6d %6d %6d %7d' % ('ALL', sum(tl[(t, 'en')] for t in TYPES),
                                         sum(tl[(t, 'zh')] for t in TYPES),
                                         sum(tl[(t, 'mixed')] for t in TYPES), n_sp))
        print()
        print('texts per language: ' + ', '.join('%s %d (%.1f%%)' % (l, per_lang[l], 100 * per_lang[l] / max(n, 1)) for l in LANGS))
        print('texts without spans: ' + ', '.join(empty))
        print()
        print('decoy kinds (%d):' % len(dkinds))
        for k, c in sorted(dkinds.items(), key=lambda x: (-x[1], x[0])):
            print('  %-28s %d' % (k, c))
        print()
        print('text kinds (%d):' % len(kinds))
        for k, c in sorted(kinds.items(), key=lambda x: (-x[1], x[0])):
            print('  %-28s %d' % (k, c))
        print()
        print('%-14s %-22s %5s %6s' % ('id', 'kind', 'spans', 'decoys'))
        for r in rows:
            print('%-14s %-22s %5d %6d' % (r['id'], r['kind'][:22], len(r['spans']), len(r['decoys'])))
        print()
        for w in warnings:
            print('warning:', w)

    for e in errors:
        print('ERROR', e)
    print('%d texts (en %d / zh %d / mixed %d), %d spans, %d decoys, %d text kinds, %d decoy kinds, '
          '%d without spans -> %d errors, %d warnings' % (
              n, per_lang['en'], per_lang['zh'], per_lang['mixed'], n_sp, n_dc, len(kinds), len(dkinds),
              len(empty), len(errors), len(warnings)))
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main())
