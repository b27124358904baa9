#!/usr/bin/env python3
"""Validate corpus.jsonl of blind78.  -v prints tables.  Exit status 1 on any error."""
import collections
import datetime as dt
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import values as V  # noqa: E402

TYPES = ['PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL', 'PASSWORD',
         'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT', 'NATIONAL_ID', 'AMOUNT']
LANGS = ['en', 'zh', 'mixed']

errors = []
warnings = []


def err(rid, msg):
    errors.append('%s: %s' % (rid, msg))


def warn(rid, msg):
    warnings.append('%s: %s' % (rid, msg))


def isw(c):
    return c.isascii() and (c.isalnum() or c == '_')


# ------------------------------------------------------------------ dates
MONTHS = {m: i for i, m in enumerate(['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct',
                                      'nov', 'dec'], 1)}
CN_DIG = {'〇': 0, '零': 0, '一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9}


def _mk(y, m, d):
    try:
        return dt.date(y, m, d)
    except ValueError:
        return None


def _y2(y):
    return y if y >= 100 else (1900 + y if y > 25 else 2000 + y)


def _cn_num(s):
    if all(c in CN_DIG for c in s):
        return int(''.join(str(CN_DIG[c]) for c in s))
    if '十' in s:
        a, _, b = s.partition('十')
        return (CN_DIG[a] if a else 1) * 10 + (CN_DIG[b] if b else 0)
    raise ValueError(s)


UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
         'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen']
TENS = {'twenty': 20, 'thirty': 30, 'forty': 40, 'fifty': 50, 'sixty': 60, 'seventy': 70, 'eighty': 80, 'ninety': 90}
ORD_U = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh',
         'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth']
ORD = {w: i for i, w in enumerate(ORD_U, 1)}
ORD.update({'twentieth': 20, 'thirtieth': 30})
for _i, _w in enumerate(ORD_U[:9], 1):
    ORD['twenty-' + _w] = 20 + _i
    ORD['twenty ' + _w] = 20 + _i
ORD['thirty-first'] = ORD['thirty first'] = 31


def _spoken_2digits(w):
    w = w.replace('-', ' ').split()
    if len(w) == 2 and w[0] in ('oh', 'o') and w[1] in UNITS[:10]:
        return UNITS.index(w[1])
    if len(w) == 1 and w[0] in UNITS[10:]:
        return UNITS.index(w[0])
    if len(w) >= 1 and w[0] in TENS:
        if len(w) == 1:
            return TENS[w[0]]
        if len(w) == 2 and w[1] in UNITS[1:10]:
            return TENS[w[0]] + UNITS.index(w[1])
    return None


def parse_dates(s):
    """All plausible dates written in s (ambiguous d/m orders give both)."""
    out = set()
    t = s.lower()
    for m in re.finditer(r'(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})', t):
        out.add(_mk(int(m.group(1)), int(m.group(2)), int(m.group(3))))
    for m in re.finditer(r'(?<!\d)(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?!\d)', t):
        a, b, y = int(m.group(1)), int(m.group(2)), _y2(int(m.group(3)))
        out.add(_mk(y, b, a))
        out.add(_mk(y, a, b))
    for m in re.finditer(r'(?<!\d)(\d{4})(\d{2})(\d{2})(?!\d)', t):
        out.add(_mk(int(m.group(1)), int(m.group(2)), int(m.group(3))))
    for m in re.finditer(r'(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([a-z]{3})[a-z]*\.?,?\s+\'?(\d{4}|\d{2})', t):
        if m.group(2) in MONTHS:
            out.add(_mk(_y2(int(m.group(3))), MONTHS[m.group(2)], int(m.group(1))))
    for m in re.finditer(r'([a-z]{3})[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+\'?(\d{4}|\d{2})', t):
        if m.group(1) in MONTHS:
            out.add(_mk(_y2(int(m.group(3))), MONTHS[m.group(1)], int(m.group(2))))
    for m in re.finditer(r'(%s)\s+(?:of\s+)?([a-z]{3})[a-z]*,?\s+(nineteen|twenty)[\s-]+([a-z]+(?:[\s-][a-z]+)?)'
                         % '|'.join(sorted(ORD, key=len, reverse=True)), t):
        if m.group(2) in MONTHS:
            yy = _spoken_2digits(m.group(4))
            if yy is not None:
                out.add(_mk((1900 if m.group(3) == 'nineteen' else 2000) + yy, MONTHS[m.group(2)], ORD[m.group(1)]))
    for m in re.finditer(r'([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]{1,3})月([一二三四五六七八九十]{1,3})[日号]', s):
        try:
            out.add(_mk(_cn_num(m.group(1)), _cn_num(m.group(2)), _cn_num(m.group(3))))
        except (ValueError, KeyError):
            pass
    for m in re.finditer(r'(?<!\d)(\d{2})年(\d{1,2})月(\d{1,2})[日号]', s):
        out.add(_mk(_y2(int(m.group(1))), int(m.group(2)), int(m.group(3))))
    out.discard(None)
    return out


# ------------------------------------------------------------------ per-type checks
DOC_NETS = [ipaddress.ip_network(n) for n in ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24',
                                              '2001:db8::/32')]
CURRENCY = re.compile(r'[$£€¥￥₹₩₱₦]|(?<![A-Za-z])R(?=\s?\d)|(?<![A-Za-z])(USD|GBP|EUR|CNY|RMB|HKD|SGD|AUD|CAD|NZD|JPY|INR|KES|NGN|ZAR|PLN|CHF|SEK|'
                      r'AED|PHP|MYR|KRW|BRL|MXN|TWD)(?![A-Za-z])|pounds?|quid|dollars?|euros?|bucks|grand|rupees?|'
                      r'元|块|圆|人民币|美元|美金|英镑|欧元|港币|港元|日元|澳元|加元|新币|刀|毛|角', re.I)
NUMWORD = re.compile(r'\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|'
                     r'thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|k)\b|'
                     r'[一二两三四五六七八九十百千万亿零]', re.I)
PHONE_WORDS = {'zero': 1, 'oh': 1, 'o': 1, 'one': 1, 'two': 1, 'three': 1, 'four': 1, 'five': 1, 'six': 1,
               'seven': 1, 'eight': 1, 'nine': 1, 'double': 1, 'triple': 2}
CN_PHONE = set('零〇一二三四五六七八九幺两')
TITLES = re.compile(r'^(mr|mrs|ms|miss|mx|dr|prof|sir|dame|madam|mme|herr|frau)\b\.?', re.I)
KIN_EN = re.compile(r'\b(mum|mom|mommy|dad|daddy|mother|father|auntie|aunty|aunt|uncle|grandma|grandpa|granny|'
                    r'grandmother|grandfather|sister|brother|cousin|wife|husband|son|daughter|nephew|niece)\b', re.I)
KIN_ZH = ['妈妈', '爸爸', '老妈', '老爸', '妈', '爸', '哥哥', '姐姐', '弟弟', '妹妹', '表姐', '表哥', '表妹', '表弟',
          '堂哥', '堂姐', '堂弟', '堂妹', '叔叔', '阿姨', '舅舅', '舅妈', '姑姑', '姑妈', '姨妈', '奶奶', '爷爷',
          '外婆', '外公', '姥姥', '姥爷', '老公', '老婆', '媳妇', '儿子', '女儿', '岳父', '岳母', '公公', '婆婆',
          '嫂子', '姐夫', '妹夫', '侄子', '外甥']
ROLE_ZH = ['财务', '会计', '出纳', '客服', '前台', '同事', '领导', '专员', '柜员']


def phone_ok(v):
    n = sum(c.isdigit() for c in v) + sum(c in CN_PHONE for c in v)
    n += sum(PHONE_WORDS.get(w, 0) for w in re.findall(r'[a-z]+', v.lower()))
    return n >= 7


def ip_check(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return 'not an IP'
    if any(ip in n for n in DOC_NETS):
        return 'documentation range'
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local:
        return 'loopback/unspecified/multicast/link-local'
    if ip.version == 4 and (ip.packed[0] in (0, 255) or str(ip).endswith('.255') or str(ip).endswith('.0')):
        return 'network/broadcast-like'
    return None


def birth_candidates(sp):
    if sp['type'] == 'IDCARD':
        b = V.idcard_birth(sp['value'])
        return [b] if b else []
    if sp['type'] == 'NATIONAL_ID':
        return V.national_id_births(sp['value'])
    return []


def check_span(rec, sp):
    t, v, rid = sp['type'], sp['value'], rec['id']
    if t == 'EMAIL' and not re.fullmatch(r'[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}', v):
        err(rid, 'bad EMAIL %r' % v)
    elif t == 'PHONE' and not phone_ok(v):
        err(rid, 'PHONE with too few digits %r' % v)
    elif t == 'IP_ADDRESS':
        p = ip_check(v)
        if p:
            err(rid, 'IP_ADDRESS %r: %s' % (v, p))
    elif t == 'CARD' and not V.card_ok(v):
        err(rid, 'CARD fails Luhn/shape %r' % v)
    elif t == 'CVV':
        if not re.fullmatch(r'\d{3,4}', v):
            err(rid, 'bad CVV %r' % v)
        if not any(s['type'] == 'CARD' for s in rec['spans']):
            err(rid, 'CVV without CARD')
    elif t == 'IBAN' and not V.iban_ok(v):
        err(rid, 'IBAN fails mod-97/length %r' % v)
    elif t == 'SSN' and not V.ssn_ok(v):
        err(rid, 'bad SSN %r' % v)
    elif t == 'IDCARD' and not V.idcard_ok(v):
        err(rid, 'IDCARD fails GB 11643 %r' % v)
    elif t == 'PASSPORT' and not V.passport_ok(v):
        err(rid, 'PASSPORT shape %r' % v)
    elif t == 'NATIONAL_ID' and not V.national_id_ok(v):
        err(rid, 'NATIONAL_ID matches no known format/check %r' % v)
    elif t == 'APIKEY' and not V.apikey_ok(v):
        err(rid, 'APIKEY shape %r' % v)
    elif t == 'SECRET' and not V.secret_ok(v):
        err(rid, 'SECRET shape %r' % v)
    elif t == 'PASSWORD' and len(v) < 3:
        err(rid, 'PASSWORD too short %r' % v)
    elif t == 'AMOUNT' and not (CURRENCY.search(v) and NUMWORD.search(v)):
        err(rid, 'AMOUNT without currency or number %r' % v)
    elif t == 'DATE_OF_BIRTH' and not parse_dates(v):
        warn(rid, 'DATE_OF_BIRTH not machine-parsable %r' % v)
    elif t == 'ADDRESS' and not re.search(r'\d|[号室路街巷村栋楼弄]', v):
        warn(rid, 'ADDRESS without number %r' % v)
    elif t == 'PERSON':
        if TITLES.match(v):
            err(rid, 'title inside PERSON %r' % v)
        if KIN_EN.search(v):
            err(rid, 'kinship word inside PERSON %r' % v)
        vv = v.replace('小姐', '')
        for k in KIN_ZH + ROLE_ZH:
            if k in vv:
                err(rid, 'kinship/role word %r inside PERSON %r' % (k, v))
                break
    if v != v.strip():
        err(rid, '%s has surrounding whitespace %r' % (t, v))


def occurrences(text, v):
    i = text.find(v)
    while i >= 0:
        j = i + len(v)
        ok = not (i > 0 and isw(text[i - 1]) and isw(v[0])) and not (j < len(text) and isw(text[j]) and isw(v[-1]))
        if ok:
            yield i, j
        i = text.find(v, i + 1)


def check_record(rec):
    rid, text = rec['id'], rec['text']
    if not re.fullmatch(r'c78-(en|zh|mixed)-\d{3}', rid) or rec['lang'] not in LANGS or not rec['kind']:
        err(rid, 'bad id/lang/kind')
    items = []
    for sp in rec['spans']:
        if sp['type'] not in TYPES:
            err(rid, 'unknown type %r' % sp['type'])
        items.append(('span', sp))
    for dc in rec['decoys']:
        if not dc['kind']:
            err(rid, 'decoy without kind')
        items.append(('decoy', dc))
    for what, it in items:
        s, e = it['start'], it['end']
        if not (0 <= s < e <= len(text)) or text[s:e] != it['value']:
            err(rid, '%s offsets wrong %r' % (what, it['value']))
            continue
        if s > 0 and isw(text[s - 1]) and isw(text[s]):
            err(rid, '%s starts inside a word: %r' % (what, text[max(0, s - 10):e]))
        if e < len(text) and isw(text[e - 1]) and isw(text[e]):
            err(rid, '%s ends inside a word: %r' % (what, text[s:e + 10]))
    srt = sorted(items, key=lambda x: (x[1]['start'], x[1]['end']))
    for (w1, a), (w2, b) in zip(srt, srt[1:]):
        if b['start'] < a['end']:
            err(rid, 'overlap %s %r / %s %r' % (w1, a['value'], w2, b['value']))
    for sp in rec['spans']:
        check_span(rec, sp)
    # repeated strings: every occurrence of a span string lies inside a span; same string -> same type
    by_val = collections.defaultdict(set)
    for sp in rec['spans']:
        by_val[sp['value']].add(sp['type'])
    for v, ts in by_val.items():
        if len(ts) > 1:
            err(rid, 'string %r tagged as %s' % (v, sorted(ts)))
        if len(v) < 2:
            continue
        for i, j in occurrences(text, v):
            if not any(sp['start'] <= i and j <= sp['end'] for sp in rec['spans']):
                err(rid, 'untagged occurrence of %s %r at %d' % (sorted(ts)[0], v, i))
    dvals = {d['value'] for d in rec['decoys']}
    for v in dvals & set(by_val):
        err(rid, 'string %r is both span and decoy' % v)
    # ID birth dates vs DOBs shown
    dobs = [sp for sp in rec['spans'] if sp['type'] == 'DATE_OF_BIRTH']
    dob_dates = set()
    for sp in dobs:
        dob_dates |= parse_dates(sp['value'])
    for sp in rec['spans']:
        if sp['type'] not in ('IDCARD', 'NATIONAL_ID') or not dobs:
            continue
        cands = birth_candidates(sp)
        if not cands:
            continue
        if not dob_dates:
            warn(rid, 'cannot compare %s %r with unparsable DOBs' % (sp['type'], sp['value']))
            continue
        hit = False
        for c in cands:
            if isinstance(c, tuple):
                hit |= any((x.year, x.month) == c for x in dob_dates)
            else:
                hit |= c in dob_dates
        if not hit:
            err(rid, '%s %r birth date %s not among DOBs shown %s'
                % (sp['type'], sp['value'], cands, sorted(str(x) for x in dob_dates)))
    # decoys that claim to be IPs must really be non-personal
    for dc in rec['decoys']:
        try:
            ip = ipaddress.ip_address(dc['value'])
        except ValueError:
            continue
        if ip_check(dc['value']) is None:
            err(rid, 'decoy %r is a usable host IP' % dc['value'])
    # masked decoys must really be masked
    for dc in rec['decoys']:
        if 'mask' in dc['kind'] and not re.search(r'[*•xX#…]', dc['value']):
            err(rid, 'masked decoy %r shows no mask' % dc['value'])


def main():
    verbose = '-v' in sys.argv
    path = os.path.join(HERE, 'corpus.jsonl')
    recs = [json.loads(line) for line in open(path, encoding='utf-8')]
    ids = [r['id'] for r in recs]
    if len(ids) != len(set(ids)):
        errors.append('duplicate ids')
    for e in V.selftest():
        errors.append('values.py: ' + e)
    for r in recs:
        check_record(r)

    # corpus-wide consistency
    span_types = collections.defaultdict(set)
    span_where = collections.defaultdict(set)
    decoy_vals = collections.defaultdict(set)
    for r in recs:
        for sp in r['spans']:
            span_types[sp['value']].add(sp['type'])
            span_where[sp['value']].add(r['id'])
        for dc in r['decoys']:
            decoy_vals[dc['value']].add(r['id'])
    for v, ts in span_types.items():
        if len(ts) > 1:
            errors.append('corpus: %r tagged as %s' % (v, sorted(ts)))
    for v in set(span_types) & set(decoy_vals):
        errors.append('corpus: %r is a span in %s and a decoy in %s'
                      % (v, sorted(span_where[v]), sorted(decoy_vals[v])))

    # size and mix rules
    n = len(recs)
    n_spans = sum(len(r['spans']) for r in recs)
    n_decoys = sum(len(r['decoys']) for r in recs)
    by_lang = collections.Counter(r['lang'] for r in recs)
    texts_per_type = collections.Counter()
    spans_tl = collections.Counter()
    for r in recs:
        for t in {sp['type'] for sp in r['spans']}:
            texts_per_type[t] += 1
        for sp in r['spans']:
            spans_tl[(sp['type'], r['lang'])] += 1
    empty = [r['id'] for r in recs if not r['spans']]
    text_kinds = collections.Counter(r['kind'] for r in recs)
    decoy_kinds = collections.Counter(dc['kind'] for r in recs for dc in r['decoys'])
    rules = [
        ('180-195 texts', 180 <= n <= 195, n),
        ('1100-1300 spans', 1100 <= n_spans <= 1300, n_spans),
        ('en about 45%', 0.40 <= by_lang['en'] / max(n, 1) <= 0.50, '%.1f%%' % (100 * by_lang['en'] / max(n, 1))),
        ('zh about 35%', 0.30 <= by_lang['zh'] / max(n, 1) <= 0.40, '%.1f%%' % (100 * by_lang['zh'] / max(n, 1))),
        ('mixed about 20%', 0.15 <= by_lang['mixed'] / max(n, 1) <= 0.25,
         '%.1f%%' % (100 * by_lang['mixed'] / max(n, 1))),
        ('every type in >=4 texts', all(texts_per_type[t] >= 4 for t in TYPES),
         min(texts_per_type[t] for t in TYPES)),
        ('>=2.5 decoys per text', n_decoys >= 2.5 * n, '%.2f' % (n_decoys / max(n, 1))),
        ('3-8 texts without spans', 3 <= len(empty) <= 8, len(empty)),
        ('>=60 text kinds', len(text_kinds) >= 60, len(text_kinds)),
        ('>=60 decoy kinds', len(decoy_kinds) >= 60, len(decoy_kinds)),
    ]
    for name, ok, val in rules:
        if not ok:
            errors.append('size rule failed: %s (got %s)' % (name, val))

    if verbose:
        print('%-14s' % 'type' + ''.join('%8s' % l for l in LANGS) + '%8s%8s' % ('total', 'texts'))
        for t in TYPES:
            row = [spans_tl[(t, l)] for l in LANGS]
            print('%-14s' % t + ''.join('%8d' % x for x in row) + '%8d%8d' % (sum(row), texts_per_type[t]))
        print('%-14s' % 'ALL' + ''.join('%8d' % sum(spans_tl[(t, l)] for t in TYPES) for l in LANGS)
              + '%8d' % n_spans)
        print()
        print('%-8s %6s %6s %7s' % ('lang', 'texts', 'spans', 'decoys'))
        for l in LANGS:
            rs_ = [r for r in recs if r['lang'] == l]
            print('%-8s %6d %6d %7d' % (l, len(rs_), sum(len(r['spans']) for r in rs_),
                                        sum(len(r['decoys']) for r in rs_)))
        print()
        print('decoy kinds (%d):' % len(decoy_kinds))
        for k, c in sorted(decoy_kinds.items(), key=lambda x: (-x[1], x[0])):
            print('   %-28s %d' % (k, c))
        print()
        print('text kinds (%d):' % len(text_kinds))
        print('   ' + ', '.join('%s(%d)' % (k, c) for k, c in sorted(text_kinds.items())))
        print()
        print('texts without spans:', ', '.join(empty))
        print()
        for name, ok, val in rules:
            print('  [%s] %-28s %s' % ('ok' if ok else 'FAIL', name, val))
        print()
    for w in warnings:
        print('warning:', w)
    for e in errors:
        print('ERROR:', e)
    print('%d texts, %d spans, %d decoys; %d errors, %d warnings'
          % (n, n_spans, n_decoys, len(errors), len(warnings)))
    sys.exit(1 if errors else 0)


if __name__ == '__main__':
    main()
