#!/usr/bin/env python3
"""Consistency checks for blind52/corpus.jsonl.

    python3 check_blind.py            -> errors only, exit 1 on any error
    python3 check_blind.py -v         -> also print tables
    python3 check_blind.py --partial  -> skip the size / mix rules (while writing)
"""
import collections
import datetime
import ipaddress
import json
import os
import re
import signal
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import values as V  # noqa: E402  (reference validators for check digits and shapes)

TYPES = ['PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL',
         'PASSWORD', 'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT',
         'NATIONAL_ID', 'AMOUNT']

ERR = []


def err(rid, msg):
    ERR.append('%s: %s' % (rid, msg))


def is_w(ch):
    return ch.isascii() and ch.isalnum()

# ------------------------------------------------------------------ IPs

DOC_NETS = [ipaddress.ip_network(n) for n in
            ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]


def ip_class(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return 'not-ip'
    if any(ip in n for n in DOC_NETS):
        return 'doc'
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local:
        return 'loopback-like'
    if ip.version == 4 and ip in ipaddress.ip_network('240.0.0.0/4'):
        return 'reserved'
    return 'host'

# ------------------------------------------------------------------ dates

MONTHS = {m: i + 1 for i, m in enumerate(
    ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august',
     'september', 'october', 'november', 'december'])}
MONTHS.update({k[:3]: v for k, v in list(MONTHS.items())})
MONTHS['sept'] = 9
CN_DIG = {'〇': 0, '零': 0, '一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7,
          '八': 8, '九': 9}


def cn_small(s):
    """Chinese numerals up to 31 (十, 十二, 二十一, 三十)."""
    if not s:
        return None
    if all(c in CN_DIG for c in s):
        return int(''.join(str(CN_DIG[c]) for c in s))
    if '十' in s:
        a, _, b = s.partition('十')
        tens = CN_DIG.get(a, None) if a else 1
        ones = CN_DIG.get(b, None) if b else 0
        if tens is None or ones is None:
            return None
        return tens * 10 + ones
    return None


def mkdate(y, m, d):
    try:
        return datetime.date(int(y), int(m), int(d))
    except (ValueError, TypeError):
        return None


def parse_dates(v):
    out = set()
    s = v.strip()
    for m in re.finditer(r'(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})', s):
        out.add(mkdate(*m.groups()))
    for m in re.finditer(r'(?<!\d)(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4})(?!\d)', s):
        a, b, y = m.groups()
        out.add(mkdate(y, b, a))
        out.add(mkdate(y, a, b))
    for m in re.finditer(r'(?<!\d)(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})', s):
        mo = MONTHS.get(m.group(2).lower())
        if mo:
            out.add(mkdate(m.group(3), mo, m.group(1)))
    for m in re.finditer(r'([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})', s):
        mo = MONTHS.get(m.group(1).lower())
        if mo:
            out.add(mkdate(m.group(3), mo, m.group(2)))
    m = re.fullmatch(r'(\d{4})(\d{2})(\d{2})', s)
    if m:
        out.add(mkdate(*m.groups()))
    m = re.search(r'([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]{1,3})月([一二三四五六七八九十]{1,3})[日号]', s)
    if m:
        y = int(''.join(str(CN_DIG[c]) for c in m.group(1)))
        out.add(mkdate(y, cn_small(m.group(2)), cn_small(m.group(3))))
    out.discard(None)
    return out

# ------------------------------------------------------------------ per-type checks

TITLE_RE = re.compile(r'^(mr|mrs|ms|miss|mx|dr|prof|sir|dame|rev|cllr|lord|lady|pc|pcso|sgt|insp|det|judge|esq|pani|frau|mme|mlle|herr|madame|monsieur|mevrouw|heer|se\u00f1or|se\u00f1ora|sra|sr)\b\.?', re.I)
KIN_EN = re.compile(r'\b(mum|mom|mummy|dad|daddy|mother|father|sister|brother|aunt|auntie|uncle|'
                    r'nan|nana|gran|granny|grandma|grandad|grandpa|grandmother|grandfather|son|'
                    r'daughter|wife|husband|cousin|nephew|niece|sis|bro)\b', re.I)
KIN_ZH = ['妈妈', '爸爸', '母亲', '父亲', '哥哥', '姐姐', '弟弟', '妹妹', '表姐', '表哥', '表妹',
          '表弟', '堂哥', '堂姐', '堂弟', '堂妹', '舅舅', '舅妈', '姑姑', '姑妈', '叔叔', '婶婶',
          '爷爷', '奶奶', '外婆', '外公', '姥姥', '姥爷', '老公', '老婆', '儿子', '女儿', '媳妇',
          '女婿', '岳母', '婆婆', '公公', '我妈', '我爸', '老妈', '老爸']
ROLE_ZH = ['财务', '会计', '客服', '同事', '领导', '房东', '中介', '网格员', '社工', '民警', '辅警',
           '快递员', '人事', '坐席', '经办', '话务员', '律师', '医生', '护士', '保安']
CURRENCY = re.compile(r'[£$€¥￥]|元|块|圆|万|镑|港币|人民币|美元|英镑|欧元|澳元|加元|新台币|'
                      r'\b(RMB|CNY|GBP|EUR|USD|HKD|TWD|SGD|CAD|PLN|SEK|NT|zł|kr|pounds?|quid|'
                      r'euros?|dollars?|pence|bucks|grand)\b|\d+p\b|zł', re.I)
NUM_WORDS = re.compile(r'\b(zero|oh|o|one|two|three|four|five|six|seven|eight|nine|double|triple|'
                       r'treble)\b', re.I)
CN_NUMS = re.compile(r'[〇零一二三四五六七八九幺两]')

NAT_FORMATS = [('NINO', V.nino_ok), ('BSN', V.bsn_ok), ('DNI/NIE', V.dni_ok),
               ('PESEL', V.pesel_ok), ('HKID', V.hkid_ok), ('NRIC', V.nric_ok),
               ('SIN', V.sin_ok), ('PPSN', V.ppsn_ok), ('TWID', V.twid_ok),
               ('PERSONNUMMER', V.pnr_ok)]


def national_format(v):
    for name, fn in NAT_FORMATS:
        if fn(v):
            return name
    return None


def check_value(rid, s, text):
    t, v = s['type'], s['value']
    if t not in ('PASSWORD', 'SECRET') and re.search(r'\*{2,}|•{2,}|x{4,}|X{4,}', v):
        err(rid, 'masked value labelled as %s: %r' % (t, v))
    if t == 'PERSON':
        if TITLE_RE.match(v):
            err(rid, 'PERSON with English title inside: %r' % v)
        if KIN_EN.search(v) or any(k in v for k in KIN_ZH):
            err(rid, 'PERSON with kinship word inside: %r' % v)
        if any(v.startswith(k) for k in ROLE_ZH):
            err(rid, 'PERSON starting with a role word: %r' % v)
    elif t == 'EMAIL':
        if not re.fullmatch(r'[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}', v):
            err(rid, 'bad EMAIL %r' % v)
    elif t == 'PHONE':
        nd = len(re.findall(r'\d', v))
        if nd < 3 and len(NUM_WORDS.findall(v)) < 6 and len(CN_NUMS.findall(v)) < 7:
            err(rid, 'PHONE without enough digits %r' % v)
    elif t == 'ADDRESS':
        if not re.search(r'\d|[一二三四五六七八九十]+[号弄栋室]', v):
            err(rid, 'ADDRESS without number/postcode %r' % v)
    elif t == 'DATE_OF_BIRTH':
        if not (re.search(r'\d', v) or re.search(r'[〇零一二三四五六七八九十]年', v)
                or any(m in v.lower() for m in MONTHS)):
            err(rid, 'DATE_OF_BIRTH not a date %r' % v)
    elif t == 'IP_ADDRESS':
        c = ip_class(v)
        if c != 'host':
            err(rid, 'IP_ADDRESS %r is %s' % (v, c))
    elif t == 'MEDICAL':
        if len(v.strip()) < 2:
            err(rid, 'MEDICAL too short %r' % v)
    elif t == 'PASSWORD':
        if len(re.sub(r'\s', '', v)) < 4:
            err(rid, 'PASSWORD too short %r' % v)
    elif t == 'APIKEY':
        if not V.shape_ok(v, V.APIKEY_RE):
            err(rid, 'APIKEY shape %r' % v)
    elif t == 'SECRET':
        if not V.shape_ok(v, V.SECRET_RE):
            if len(v) < 6 or re.search(r'\s', v) or v.startswith('http'):
                err(rid, 'SECRET shape %r' % v)
    elif t == 'CARD':
        if not V.card_ok(v):
            err(rid, 'CARD fails Luhn %r' % v)
        if len(set(re.findall(r'[\s\-]', v))) > 1:
            err(rid, 'CARD mixed separators %r' % v)
    elif t == 'CVV':
        if not re.fullmatch(r'\d{3,4}', v):
            err(rid, 'CVV shape %r' % v)
    elif t == 'IBAN':
        if not V.iban_ok(v):
            err(rid, 'IBAN fails mod-97 %r' % v)
    elif t == 'SSN':
        if not V.ssn_ok(v):
            err(rid, 'SSN shape %r' % v)
    elif t == 'IDCARD':
        if not V.idcard_ok(v):
            err(rid, 'IDCARD fails GB 11643 %r' % v)
    elif t == 'PASSPORT':
        if not V.passport_ok(v):
            err(rid, 'PASSPORT shape %r' % v)
    elif t == 'NATIONAL_ID':
        if national_format(v) is None:
            err(rid, 'NATIONAL_ID no known format / bad check digit %r' % v)
    elif t == 'AMOUNT':
        if not CURRENCY.search(v):
            err(rid, 'AMOUNT without currency %r' % v)
        if not re.search(r'\d|[一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟]|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|'
                         r'thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|'
                         r'seventy|eighty|ninety|hundred|thousand|grand)\b', v, re.I):
            err(rid, 'AMOUNT without a number %r' % v)


def occurrences(text, v):
    i = text.find(v)
    while i >= 0:
        j = i + len(v)
        left_ok = not (is_w(v[0]) and i > 0 and is_w(text[i - 1]))
        right_ok = not (is_w(v[-1]) and j < len(text) and is_w(text[j]))
        if left_ok and right_ok:
            yield i, j
        i = text.find(v, i + 1)


def check_row(r):
    rid, text = r['id'], r['text']
    spans, decoys = r['spans'], r['decoys']
    items = [('span', s) for s in spans] + [('decoy', d) for d in decoys]
    for what, s in items:
        if not (0 <= s['start'] < s['end'] <= len(text)) or text[s['start']:s['end']] != s['value']:
            err(rid, '%s offsets wrong %r' % (what, s))
            continue
        v = s['value']
        if v != v.strip():
            err(rid, '%s with surrounding blanks %r' % (what, v))
        a, b = s['start'], s['end']
        if a > 0 and is_w(text[a - 1]) and is_w(text[a]):
            err(rid, '%s starts inside an ASCII word: %r' % (what, text[max(0, a - 10):b]))
        if b < len(text) and is_w(text[b - 1]) and is_w(text[b]):
            err(rid, '%s ends inside an ASCII word: %r' % (what, text[a:b + 10]))
    srt = sorted((x['start'], x['end'], w, x['value']) for w, x in items)
    for p, q in zip(srt, srt[1:]):
        if q[0] < p[1]:
            err(rid, 'overlap %r / %r' % (p[3], q[3]))
    for s in spans:
        if s['type'] not in TYPES:
            err(rid, 'unknown type %s' % s['type'])
            continue
        check_value(rid, s, text)
    # CVV only next to a card
    cards = [s for s in spans if s['type'] == 'CARD']
    for s in spans:
        if s['type'] == 'CVV':
            if not cards:
                err(rid, 'CVV %r without a CARD' % s['value'])
            elif min(min(abs(s['start'] - c['end']), abs(c['start'] - s['end'])) for c in cards) > 250:
                err(rid, 'CVV %r far from any CARD' % s['value'])
    # birth dates carried by ids must agree with the DOBs shown
    dob_spans = [s for s in spans if s['type'] == 'DATE_OF_BIRTH']

    def near_dobs(x):
        # DOBs of the same person: on the same line as the id, or the only DOB of a one-id text
        line_a = text.rfind('\n', 0, x['start']) + 1
        line_b = text.find('\n', x['end'])
        line_b = len(text) if line_b < 0 else line_b
        out = set()
        for d in dob_spans:
            same_line = line_a <= d['start'] and d['end'] <= line_b
            if same_line or len(dob_spans) == 1 and len(ids_in_text) == 1:
                out |= parse_dates(d['value'])
        return out
    ids_in_text = [s for s in spans if s['type'] in ('IDCARD', 'NATIONAL_ID')]
    for s in spans:
        d = None
        v = s['value']
        if s['type'] == 'IDCARD' and V.idcard_ok(v):
            c = v.replace(' ', '')
            d = mkdate(c[6:10], c[10:12], c[12:14])
        elif s['type'] == 'NATIONAL_ID' and V.pesel_ok(v):
            d = V.pesel_date(v)
        elif s['type'] == 'NATIONAL_ID' and V.pnr_ok(v):
            d = datetime.datetime.strptime(v[:6], '%y%m%d').date()
            if d.year > 2010:
                d = d.replace(year=d.year - 100)
        dobs = near_dobs(s) if d is not None else set()
        if d is not None and dobs and d not in dobs:
            err(rid, '%s %r birth date %s not among DOBs shown %s' % (s['type'], v, d, sorted(map(str, dobs))))
    # decoys
    for d in decoys:
        k, v = d['kind'].lower(), d['value']
        if 'ip' in k.split('_') or k.endswith('_ip') or k.startswith('ip_') or 'ip' == k:
            c = ip_class(v)
            if c == 'host':
                err(rid, 'decoy IP %r is a real host address' % v)
        if 'masked' in k and not re.search(r'[*•xX#]', v):
            err(rid, 'masked decoy without a mask %r' % v)
    # repeated strings tagged consistently
    exact = {(s['start'], s['end']): s['type'] for s in spans}
    for s in spans:
        v = s['value']
        if len(v) < 2:
            continue
        for i, j in occurrences(text, v):
            if exact.get((i, j)) == s['type']:
                continue
            inside = [x for x in spans if x['start'] <= i and j <= x['end'] and (x['start'], x['end']) != (i, j)]
            if inside:
                continue
            dec = [x for x in decoys if x['start'] <= i and j <= x['end']]
            if dec:
                err(rid, '%s %r also occurs inside decoy %r' % (s['type'], v, dec[0]['value']))
            elif (i, j) in exact:
                err(rid, '%r tagged both %s and %s' % (v, s['type'], exact[(i, j)]))
            else:
                err(rid, '%s %r occurs untagged at %d: %r' % (s['type'], v, i, text[max(0, i - 20):j + 20]))


def main():
    if hasattr(signal, 'SIGPIPE'):
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    verbose = '-v' in sys.argv
    partial = '--partial' in sys.argv
    rows = [json.loads(l) for l in open(os.path.join(HERE, 'corpus.jsonl'), encoding='utf-8')]
    ids = collections.Counter(r['id'] for r in rows)
    for k, n in ids.items():
        if n > 1:
            err(k, 'duplicate id')
    for r in rows:
        if not re.fullmatch(r'c52-(en|zh|mixed)-\d{3}', r['id']) or r['lang'] not in ('en', 'zh', 'mixed'):
            err(r['id'], 'bad id or lang')
        check_row(r)
    # no string both span and decoy
    span_vals = collections.defaultdict(set)
    dec_vals = collections.defaultdict(set)
    for r in rows:
        for s in r['spans']:
            span_vals[s['value']].add(r['id'])
        for d in r['decoys']:
            dec_vals[d['value']].add(r['id'])
    for v in sorted(set(span_vals) & set(dec_vals)):
        err('corpus', 'string %r is a span in %s and a decoy in %s' % (v, sorted(span_vals[v]), sorted(dec_vals[v])))
    # same string, different types
    vt = collections.defaultdict(set)
    for r in rows:
        for s in r['spans']:
            vt[s['value']].add(s['type'])
    for v, ts in vt.items():
        if len(ts) > 1:
            err('corpus', 'string %r labelled as %s' % (v, sorted(ts)))

    n = len(rows)
    nspans = sum(len(r['spans']) for r in rows)
    ndec = sum(len(r['decoys']) for r in rows)
    by_lang = collections.Counter(r['lang'] for r in rows)
    texts_per_type = collections.Counter()
    spans_per_type = collections.defaultdict(collections.Counter)
    for r in rows:
        for t in {s['type'] for s in r['spans']}:
            texts_per_type[t] += 1
        for s in r['spans']:
            spans_per_type[s['type']][r['lang']] += 1
    empty = [r['id'] for r in rows if not r['spans']]
    kinds = collections.Counter(r['kind'] for r in rows)
    dkinds = collections.Counter(d['kind'] for r in rows for d in r['decoys'])

    if not partial:
        if not 180 <= n <= 195:
            err('size', '%d texts (want 180-195)' % n)
        if not 1100 <= nspans <= 1300:
            err('size', '%d spans (want 1100-1300)' % nspans)
        for lang, want in (('en', .45), ('zh', .35), ('mixed', .20)):
            share = by_lang[lang] / n
            if abs(share - want) > 0.04:
                err('size', '%s share %.1f%% (want about %d%%)' % (lang, share * 100, want * 100))
        for t in TYPES:
            if texts_per_type[t] < 4:
                err('size', '%s in only %d texts' % (t, texts_per_type[t]))
        if ndec < 2.5 * n:
            err('size', '%d decoys < 2.5 per text' % ndec)
        if not 3 <= len(empty) <= 8:
            err('size', '%d texts without spans (want 3-8)' % len(empty))
        if len(kinds) < 60:
            err('size', 'only %d text kinds' % len(kinds))
        if len(dkinds) < 60:
            err('size', 'only %d decoy kinds' % len(dkinds))

    if verbose:
        print('texts %d (en %d, zh %d, mixed %d)  spans %d  decoys %d (%.2f/text)  empty %d  text kinds %d  decoy kinds %d'
              % (n, by_lang['en'], by_lang['zh'], by_lang['mixed'], nspans, ndec, ndec / max(n, 1),
                 len(empty), len(kinds), len(dkinds)))
        print()
        print('%-14s %5s %5s %5s %6s %6s' % ('type', 'en', 'zh', 'mixed', 'spans', 'texts'))
        for t in TYPES:
            c = spans_per_type[t]
            print('%-14s %5d %5d %5d %6d %6d' % (t, c['en'], c['zh'], c['mixed'], sum(c.values()), texts_per_type[t]))
        print()
        nat = collections.Counter()
        for r in rows:
            for s in r['spans']:
                if s['type'] == 'NATIONAL_ID':
                    nat[national_format(s['value'])] += 1
        print('NATIONAL_ID formats:', dict(nat))
        print('texts without spans:', ', '.join(empty))
        print()
        print('decoy kinds (%d):' % len(dkinds))
        for k, c in sorted(dkinds.items(), key=lambda x: (-x[1], x[0])):
            print('  %-28s %d' % (k, c))
        print()
        print('text kinds (%d):' % len(kinds))
        for k, c in sorted(kinds.items(), key=lambda x: (-x[1], x[0])):
            print('  %-36s %d' % (k, c))
        print()
    for e in ERR:
        print('ERROR', e)
    print('check_blind: %d texts, %d spans, %d decoys, %d errors' % (n, nspans, ndec, len(ERR)))
    return 1 if ERR else 0


if __name__ == '__main__':
    sys.exit(main())
