#!/usr/bin/env python3
"""Validate corpus.jsonl of the blind99 corpus.   -v prints tables."""
import collections
import datetime
import ipaddress
import json
import os
import re
import sys

import values as V

HERE = os.path.dirname(os.path.abspath(__file__))
TYPES = ['PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL',
         'PASSWORD', 'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT',
         'NATIONAL_ID', 'AMOUNT']
LANGS = ['en', 'zh', 'mixed']

ERRORS = []


def err(rid, msg):
    ERRORS.append('%s: %s' % (rid, msg))


def is_word(ch):
    return ch.isascii() and ch.isalnum()


# ------------------------------------------------------------ per-type checks
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+")

DOC_NETS = [ipaddress.ip_network(n) for n in
            ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]


def ip_kind(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return 'invalid'
    if any(ip in n for n in DOC_NETS if n.version == ip.version):
        return 'doc'
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local \
            or ip.is_reserved:
        return 'special'
    return 'ok'


WORD_DIG = {'zero': 1, 'oh': 1, 'o': 1, 'nought': 1, 'one': 1, 'two': 1, 'three': 1,
            'four': 1, 'five': 1, 'six': 1, 'seven': 1, 'eight': 1, 'nine': 1}
CN_DIG = '零〇幺一二三四五六七八九两'


def phone_digits(s):
    n = sum(1 for c in s if c.isdigit())
    n += sum(1 for c in s if c in CN_DIG)
    toks = re.findall(r'[a-z]+', s.lower())
    for i, t in enumerate(toks):
        if t in WORD_DIG:
            n += 1
        elif t == 'double':
            n += 1
        elif t == 'triple':
            n += 2
    return n


def phone_ok(s):
    if re.search(r'[A-Za-z]', s):
        bad = [t for t in re.findall(r'[A-Za-z]+', s)
               if t.lower() not in WORD_DIG and t.lower() not in ('double', 'triple', 'ext', 'x', 'plus')]
        if bad:
            return False
    n = phone_digits(s)
    if re.fullmatch(r'\d{5}', s):      # short service hotlines (95xxx, 12345 ...)
        return True
    return 7 <= n <= 18


CUR_RE = re.compile(r'[£$€¥￥₹]|\b(GBP|USD|EUR|CNY|RMB|HKD|CAD|PLN|AUD|INR|SGD|CHF|MYR|RM|rmb)\b|元|块|人民币|美元|英镑|欧元|'
                    r'\b(quid|pounds?|dollars?|euros?|bucks|grand|pence|p|k)\b', re.I)
NUM_RE = re.compile(r'\d|[零一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟]|\b(one|two|three|four|five|six|seven|eight|nine|'
                    r'ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|'
                    r'ninety|hundred|thousand|a)\b', re.I)


def amount_ok(s):
    return bool(CUR_RE.search(s)) and bool(NUM_RE.search(s))


MONTHS = {m: i + 1 for i, m in enumerate(
    ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'])}
CN_NUM = {'零': 0, '〇': 0, '一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7,
          '八': 8, '九': 9, '两': 2}


def cn_run(run):
    if '十' in run:
        a, _, b = run.partition('十')
        return str((CN_NUM[a] if a else 1) * 10 + (CN_NUM[b] if b else 0))
    return ''.join(str(CN_NUM[c]) for c in run)


def cn_to_digits(s):
    return re.sub('[零〇一二三四五六七八九两十]+', lambda m: cn_run(m.group(0)), s)


def mkdate(y, m, d, out):
    y = int(y)
    if y < 100:
        y += 1900 if y > 24 else 2000
    try:
        out.add(datetime.date(y, int(m), int(d)))
    except ValueError:
        pass


def parse_dob(s):
    out = set()
    t = cn_to_digits(s.strip())
    for m in re.finditer(r'(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})', t):
        mkdate(m.group(1), m.group(2), m.group(3), out)
    m = re.fullmatch(r'(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{4}|\d{2})', t)
    if m:
        mkdate(m.group(3), m.group(2), m.group(1), out)
        mkdate(m.group(3), m.group(1), m.group(2), out)
    for m in re.finditer(r'(\d{1,2})(?:st|nd|rd|th)?\s*(?:of\s+)?[-\s]?([A-Za-z]{3,9})\.?[-,\s]\s*(\d{4})', t):
        mo = MONTHS.get(m.group(2)[:3].lower())
        if mo:
            mkdate(m.group(3), mo, m.group(1), out)
    for m in re.finditer(r'([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})', t):
        mo = MONTHS.get(m.group(1)[:3].lower())
        if mo:
            mkdate(m.group(3), mo, m.group(2), out)
    m = re.fullmatch(r'(\d{4})(\d{2})(\d{2})', t)
    if m:
        mkdate(*m.groups(), out)
    return {d for d in out if 1900 <= d.year <= 2024}


TITLE_RE = re.compile(r'^(mr|mrs|ms|miss|mx|dr|prof|sir|madam)\b\.?', re.I)
KIN_EN = {'mum', 'mom', 'mam', 'dad', 'sister', 'brother', 'sis', 'bro', 'uncle', 'aunt', 'auntie',
          'nan', 'nana', 'gran', 'grandma', 'grandad', 'grandpa', 'wife', 'husband', 'son',
          'daughter', 'cousin', 'hubby', 'missus'}
KIN_ZH = ['妈', '爸', '哥', '弟', '妹', '舅', '姨', '叔', '婶', '奶奶', '爷爷', '外婆', '外公', '姥',
          '老婆', '老公', '儿子', '女儿', '表', '堂', '嫂']
ROLE_ZH = ['财务', '会计', '出纳', '前台', '保安', '司机', '客服', '领班']


def person_problems(v):
    p = []
    if TITLE_RE.match(v):
        p.append('title inside PERSON')
    for w in re.findall(r'[A-Za-z]+', v):
        if w.lower() in KIN_EN:
            p.append('kinship word %r inside PERSON' % w)
    for w in KIN_ZH + ROLE_ZH:
        if w in v:
            p.append('kinship/role word %r inside PERSON' % w)
    if re.search(r'(?<!小)姐', v):
        p.append('kinship 姐 inside PERSON')
    return p


def check_span(rid, s, text, spans):
    t, v = s['type'], s['value']
    if v != v.strip():
        err(rid, '%s has outer whitespace %r' % (t, v))
    ok = True
    if t in V.VALIDATORS:
        ok = V.VALIDATORS[t](v)
    elif t == 'EMAIL':
        ok = bool(EMAIL_RE.fullmatch(v))
    elif t == 'IP_ADDRESS':
        k = ip_kind(v)
        ok = k == 'ok'
        if not ok:
            err(rid, 'IP %r is %s' % (v, k))
            return
    elif t == 'PHONE':
        ok = phone_ok(v)
    elif t == 'AMOUNT':
        ok = amount_ok(v)
    elif t == 'DATE_OF_BIRTH':
        ok = bool(parse_dob(v))
    elif t == 'PASSWORD':
        ok = '\n' not in v and len(v.replace(' ', '')) >= 4
    elif t == 'CVV':
        ok = bool(re.fullmatch(r'\d{3,4}', v))
        cards = [c for c in spans if c['type'] == 'CARD']
        if not cards:
            err(rid, 'CVV %r without a CARD in the text' % v)
        elif min(min(abs(s['start'] - c['end']), abs(c['start'] - s['end'])) for c in cards) > 160:
            err(rid, 'CVV %r is not next to a CARD' % v)
    elif t == 'ADDRESS':
        ok = bool(re.search(r'\d', v)) and len(v) >= 10
    elif t == 'PERSON':
        for p in person_problems(v):
            err(rid, '%s: %r' % (p, v))
    elif t == 'MEDICAL':
        ok = len(v) >= 2
    if not ok:
        err(rid, '%s value fails its check: %r' % (t, v))


def check_row(r):
    rid, text = r['id'], r['text']
    spans, decoys = r['spans'], r['decoys']
    items = [('S', s) for s in spans] + [('D', d) for d in decoys]
    for tag, it in items:
        st, en, v = it['start'], it['end'], it['value']
        if not (0 <= st < en <= len(text)) or text[st:en] != v:
            err(rid, 'bad offsets for %r' % v)
            continue
        if st > 0 and is_word(text[st - 1]) and is_word(text[st]):
            err(rid, 'edge inside ASCII word at start of %r' % v)
        if en < len(text) and is_word(text[en - 1]) and is_word(text[en]):
            err(rid, 'edge inside ASCII word at end of %r' % v)
    items.sort(key=lambda x: x[1]['start'])
    for (_, a), (_, b) in zip(items, items[1:]):
        if b['start'] < a['end']:
            err(rid, 'overlap %r / %r' % (a['value'], b['value']))
    for s in spans:
        check_span(rid, s, text, spans)
    # IDCARD vs DOB
    dobs = set()
    for s in spans:
        if s['type'] == 'DATE_OF_BIRTH':
            dobs |= parse_dob(s['value'])
    for s in spans:
        if s['type'] == 'IDCARD' and dobs:
            b = V.idcard_birth(s['value'])
            if b not in dobs:
                err(rid, 'IDCARD %s birth %s not among DOBs %s' % (s['value'], b, sorted(dobs)))
        if s['type'] == 'NATIONAL_ID' and dobs and V.national_id_kind(s['value']) == 'pesel':
            if V.pesel_birth(s['value']) not in dobs:
                err(rid, 'PESEL %s birth not among DOBs' % s['value'])
    # decoy sanity
    for d in decoys:
        if not d['kind'].strip():
            err(rid, 'decoy without kind: %r' % d['value'])
        k = ip_kind(d['value'])
        if k == 'ok' and 'ip' in d['kind'].lower().split('_'):
            err(rid, 'decoy %r is a real host IP' % d['value'])
        if d['kind'].startswith('masked') and not re.search(r'[*•xX#]', d['value']):
            err(rid, 'masked decoy %r has no mask' % d['value'])
        if d['kind'] == 'doc_ip' and k != 'doc':
            err(rid, 'doc_ip decoy %r not in a documentation range' % d['value'])
    # repeated strings tagged consistently
    for s in spans:
        v = s['value']
        if len(v) < 2:
            continue
        for m in re.finditer(re.escape(v), text):
            i, j = m.start(), m.end()
            if i > 0 and is_word(text[i - 1]) and is_word(text[i]):
                continue
            if j < len(text) and is_word(text[j - 1]) and is_word(text[j]):
                continue
            same = [x for x in spans if x['start'] == i and x['end'] == j]
            if same:
                if same[0]['type'] != s['type']:
                    err(rid, '%r tagged as %s and %s' % (v, s['type'], same[0]['type']))
                continue
            inside = [x for x in spans if x['start'] <= i and j <= x['end']]
            if inside:
                continue
            dec = [x for x in decoys if x['start'] <= i and j <= x['end']]
            where = 'inside decoy %r' % dec[0]['value'] if dec else 'untagged'
            err(rid, 'repeated %s %r at %d is %s' % (s['type'], v, i, where))


def main():
    verbose = '-v' in sys.argv
    if not V.selftest():
        ERRORS.append('values.selftest failed')
    rows = [json.loads(l) for l in open(os.path.join(HERE, 'corpus.jsonl'), encoding='utf-8')]
    ids = [r['id'] for r in rows]
    if len(ids) != len(set(ids)):
        ERRORS.append('duplicate ids')
    for r in rows:
        if not re.fullmatch(r'c99-(en|zh|mixed)-\d{3}', r['id']) or r['lang'] not in LANGS \
                or not r['id'].startswith('c99-%s-' % r['lang']):
            err(r['id'], 'bad id/lang')
        check_row(r)

    # corpus-wide consistency
    span_types = collections.defaultdict(set)
    decoy_vals = collections.defaultdict(set)
    for r in rows:
        for s in r['spans']:
            span_types[s['value']].add(s['type'])
        for d in r['decoys']:
            decoy_vals[d['value']].add(r['id'])
    for v, ts in span_types.items():
        if len(ts) > 1:
            ERRORS.append('value %r tagged as %s' % (v, sorted(ts)))
        if v in decoy_vals:
            ERRORS.append('value %r is both span and decoy (%s)' % (v, sorted(decoy_vals[v])[0]))

    # size rules
    n = len(rows)
    ns = sum(len(r['spans']) for r in rows)
    nd = sum(len(r['decoys']) for r in rows)
    per_lang = collections.Counter(r['lang'] for r in rows)
    texts_per_type = collections.Counter()
    spans_tl = collections.defaultdict(collections.Counter)
    for r in rows:
        for t in {s['type'] for s in r['spans']}:
            texts_per_type[t] += 1
        for s in r['spans']:
            spans_tl[s['type']][r['lang']] += 1
    empty = [r['id'] for r in rows if not r['spans']]
    kinds = {r['kind'] for r in rows}
    dkinds = collections.Counter(d['kind'] for r in rows for d in r['decoys'])
    rules = [
        (180 <= n <= 195, 'texts %d not in 180..195' % n),
        (1100 <= ns <= 1300, 'spans %d not in 1100..1300' % ns),
        (0.40 <= per_lang['en'] / n <= 0.50, 'en share %.2f' % (per_lang['en'] / n)),
        (0.30 <= per_lang['zh'] / n <= 0.40, 'zh share %.2f' % (per_lang['zh'] / n)),
        (0.15 <= per_lang['mixed'] / n <= 0.25, 'mixed share %.2f' % (per_lang['mixed'] / n)),
        (nd >= 2.5 * n, 'decoys %d < 2.5 per text' % nd),
        (3 <= len(empty) <= 8, '%d texts without spans' % len(empty)),
        (len(kinds) >= 60, '%d text kinds < 60' % len(kinds)),
        (len(dkinds) >= 60, '%d decoy kinds < 60' % len(dkinds)),
    ]
    for t in TYPES:
        rules.append((texts_per_type[t] >= 4, '%s in only %d texts' % (t, texts_per_type[t])))
    for ok, msg in rules:
        if not ok:
            ERRORS.append('size rule: ' + msg)

    if verbose:
        print('texts %d (en %d / zh %d / mixed %d = %.0f%% / %.0f%% / %.0f%%)' % (
            n, per_lang['en'], per_lang['zh'], per_lang['mixed'],
            100 * per_lang['en'] / n, 100 * per_lang['zh'] / n, 100 * per_lang['mixed'] / n))
        print('spans %d, decoys %d (%.2f per text), texts without spans %d: %s' % (
            ns, nd, nd / n, len(empty), ' '.join(empty)))
        print('text kinds %d, decoy kinds %d' % (len(kinds), len(dkinds)))
        print()
        print('%-14s %6s %6s %6s %6s %6s' % ('type', 'en', 'zh', 'mixed', 'spans', 'texts'))
        for t in TYPES:
            c = spans_tl[t]
            print('%-14s %6d %6d %6d %6d %6d' % (t, c['en'], c['zh'], c['mixed'],
                                                 sum(c.values()), texts_per_type[t]))
        print('%-14s %6d %6d %6d %6d' % ('total', *[sum(spans_tl[t][l] for t in TYPES) for l in LANGS], ns))
        print()
        print('decoy kinds:')
        for k, c in sorted(dkinds.items(), key=lambda x: (-x[1], x[0])):
            print('  %-28s %d' % (k, c))
        print()
        print('text kinds:')
        kc = collections.Counter(r['kind'] for r in rows)
        for k, c in sorted(kc.items(), key=lambda x: (-x[1], x[0])):
            print('  %-28s %d' % (k, c))
        print()
    for e in ERRORS:
        print('ERROR', e)
    print('check_blind: %s (%d errors)' % ('FAIL' if ERRORS else 'OK', len(ERRORS)))
    sys.exit(1 if ERRORS else 0)


if __name__ == '__main__':
    main()
