#!/usr/bin/env python3
"""Validate corpus.jsonl of blind65.   python3 check_blind.py [-v]"""
import collections
import datetime
import ipaddress
import json
import os
import re
import sys

import values as V

HERE = os.path.dirname(os.path.abspath(__file__))
TYPES = ['PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL', 'PASSWORD', 'APIKEY',
         'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT', 'NATIONAL_ID', 'AMOUNT']
LANGS = ['en', 'zh', 'mixed']

ERR, WARN = [], []


def err(rid, msg):
    ERR.append('%s: %s' % (rid, msg))


def warn(rid, msg):
    WARN.append('%s: %s' % (rid, msg))


def isw(c):
    return bool(c) and c.isascii() and (c.isalnum() or c == '_')


# ------------------------------------------------------------------ dates
MONTHS = {}
for i, m in enumerate(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september',
                       'october', 'november', 'december'], 1):
    MONTHS[m] = i
    MONTHS[m[:3]] = i
MONTHS['sept'] = 9
CN_D = {c: i for i, c in enumerate('〇一二三四五六七八九')}
CN_D['零'] = 0


def cn_small(s):
    """一..三十一 -> int"""
    if not s:
        return None
    if all(c in CN_D for c in s):
        return int(''.join(str(CN_D[c]) for c in s))
    if '十' in s:
        a, _, b = s.partition('十')
        return (CN_D[a] if a else 1) * 10 + (CN_D[b] if b else 0)
    return None


def mkdate(y, m, d):
    try:
        return datetime.date(int(y), int(m), int(d))
    except (ValueError, TypeError):
        return None


def parse_dob(s):
    s = s.strip()
    out = set()
    m = re.fullmatch(r'(\d{4})\s*[-./年]\s*(\d{1,2})\s*[-./月]\s*(\d{1,2})\s*[日号]?', s)
    if m:
        out.add(mkdate(*m.groups()))
    m = re.fullmatch(r'(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})', s)
    if m:
        out.add(mkdate(m.group(3), m.group(2), m.group(1)))
        out.add(mkdate(m.group(3), m.group(1), m.group(2)))
    m = re.fullmatch(r'(\d{1,2})(?:st|nd|rd|th)?(?: of)? ([A-Za-z]+)\.?,? (\d{4})', s)
    if m and m.group(2).lower() in MONTHS:
        out.add(mkdate(m.group(3), MONTHS[m.group(2).lower()], m.group(1)))
    m = re.fullmatch(r'([A-Za-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})', s)
    if m and m.group(1).lower() in MONTHS:
        out.add(mkdate(m.group(3), MONTHS[m.group(1).lower()], m.group(2)))
    m = re.fullmatch(r'(\d{4})(\d{2})(\d{2})', s)
    if m:
        out.add(mkdate(*m.groups()))
    m = re.fullmatch(r'([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]{1,2})月([一二三四五六七八九十]{1,3})[日号]', s)
    if m:
        out.add(mkdate(cn_small(m.group(1)), cn_small(m.group(2)), cn_small(m.group(3))))
    out.discard(None)
    return out


# ------------------------------------------------------------------ per-type checks
DOC_NETS = [ipaddress.ip_network(n) for n in ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]
TITLE_RE = re.compile(r'^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Rev)\.?(\s|$)')
KINSHIP = ['爸爸', '妈妈', '老爸', '老妈', '爷爷', '奶奶', '外公', '外婆', '姥姥', '姥爷', '哥哥', '姐姐', '弟弟', '妹妹',
           '表姐', '表哥', '表妹', '表弟', '堂哥', '堂姐', '叔叔', '阿姨', '舅舅', '舅妈', '姑姑', '姨妈', '老公', '老婆',
           '儿子', '女儿', '岳父', '岳母', '婆婆', '公公', '媳妇', '女婿']
KIN_EN = re.compile(r'\b(mum|mom|dad|nan|nana|gran|granny|grandma|grandad|grandpa|auntie|aunt|uncle|sis|bro)\b', re.I)
ROLE_PREFIX = ['财务', '客服', '前台', '会计', '出纳', '司机', '保安']
CUR_RE = re.compile(r'[£$€¥￥]|(?<![A-Za-z])(GBP|USD|EUR|CNY|RMB|HKD|AUD|CAD|SGD|INR|PLN|SEK|CHF|MYR|RM)(?![A-Za-z])|元|圆|块|人民币|'
                    r'(?<![A-Za-z])(pounds?|quid|dollars?|euros?|bucks|pence|grand|k)(?![A-Za-z])', re.I)
NUMWORD_RE = re.compile(r'\d|[一二三四五六七八九十百千万两零壹贰叁肆伍陆柒捌玖拾佰仟]|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|'
                        r'thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|'
                        r'sixty|seventy|eighty|ninety|hundred|thousand|grand)\b', re.I)
EN_DIG = {'zero', 'oh', 'o', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'}
POSTCODE_RE = re.compile(r'[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b|\b\d{5}(-\d{4})?\b|\b[A-Z]\d{2} ?[A-Z0-9]{4}\b|'
                         r'\b\d{4} ?[A-Z]{2}\b|\b\d{2}-\d{3}\b|\b\d{3} \d{2}\b|\b\d{6}\b|\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b|\b\d{4}\b')
EMAIL_RE = re.compile(r'[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}')
IPV4_RE = re.compile(r'(?<![\w.])(\d{1,3}(?:\.\d{1,3}){3})(?![\w.]|\.\d)')
IPV6_RE = re.compile(r'(?<![\w:])((?:[0-9a-fA-F]{1,4}:){2,7}:?[0-9a-fA-F]{0,4}(?::[0-9a-fA-F]{1,4})*)(?![\w:])')


def phone_digits(s):
    n = sum(ch.isdigit() for ch in s) + sum(ch in '零〇一二三四五六七八九幺两' for ch in s)
    mult = 1
    for w in re.findall(r'[A-Za-z]+', s.lower()):
        if w in ('double', 'triple'):
            mult = 2 if w == 'double' else 3
            continue
        if w in EN_DIG:
            n += mult
        mult = 1
    return n


def ip_class(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return 'invalid'
    if any(ip in n for n in DOC_NETS):
        return 'doc'
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local or ip.is_reserved:
        return 'special'
    if ip.version == 4 and v.startswith('0.'):
        return 'special'
    return 'host'


def check_value(rid, s, text, spans):
    t, v = s['type'], s['value']
    if t == 'PERSON':
        if TITLE_RE.match(v):
            err(rid, 'title inside PERSON %r' % v)
        if any(k in v for k in KINSHIP) or KIN_EN.search(v):
            err(rid, 'kinship word inside PERSON %r' % v)
        if any(v.startswith(r) for r in ROLE_PREFIX):
            err(rid, 'role word inside PERSON %r' % v)
        if '@' in v or len(v) < 2:
            err(rid, 'odd PERSON %r' % v)
    elif t == 'EMAIL':
        if not (EMAIL_RE.fullmatch(v) or re.search(r' at .* dot ', v.lower())):
            err(rid, 'bad EMAIL %r' % v)
    elif t == 'PHONE':
        n = phone_digits(v)
        if not 7 <= n <= 20:
            err(rid, 'PHONE %r has %d digits' % (v, n))
    elif t == 'ADDRESS':
        if not re.search(r'\d|[一二三四五六七八九十]', v):
            err(rid, 'ADDRESS without a number %r' % v)
        if v.isascii() and not POSTCODE_RE.search(v):
            err(rid, 'ASCII ADDRESS without a postcode %r' % v)
    elif t == 'DATE_OF_BIRTH':
        if not parse_dob(v):
            err(rid, 'unparseable DATE_OF_BIRTH %r' % v)
    elif t == 'IP_ADDRESS':
        c = ip_class(v)
        if c != 'host':
            err(rid, 'IP_ADDRESS %r is %s' % (v, c))
    elif t == 'PASSWORD':
        if len(v.strip()) < 3 or v != v.strip():
            err(rid, 'bad PASSWORD %r' % v)
    elif t == 'APIKEY':
        if V.apikey_scheme(v) is None:
            err(rid, 'APIKEY %r matches no vendor shape' % v)
    elif t == 'SECRET':
        if V.secret_scheme(v) is None:
            err(rid, 'SECRET %r matches no secret shape' % v[:60])
    elif t == 'CARD':
        if not V.card_ok(v):
            err(rid, 'CARD %r fails Luhn/shape' % v)
    elif t == 'CVV':
        if not re.fullmatch(r'\d{3,4}', v):
            err(rid, 'bad CVV %r' % v)
        cards = [c for c in spans if c['type'] == 'CARD']
        if not cards:
            err(rid, 'CVV %r without a CARD' % v)
        elif min(min(abs(s['start'] - c['end']), abs(c['start'] - s['end'])) for c in cards) > 250:
            err(rid, 'CVV %r not next to its CARD' % v)
    elif t == 'IBAN':
        if not V.iban_ok(v):
            err(rid, 'IBAN %r fails mod-97' % v)
    elif t == 'SSN':
        if not V.ssn_ok(v):
            err(rid, 'bad SSN %r' % v)
    elif t == 'IDCARD':
        if not V.idcard_ok(v):
            err(rid, 'IDCARD %r fails GB 11643' % v)
    elif t == 'PASSPORT':
        if V.passport_scheme(v) is None:
            err(rid, 'PASSPORT %r matches no format' % v)
    elif t == 'NATIONAL_ID':
        scheme, ok, _ = V.national_id_scheme(v)
        if not ok:
            err(rid, 'NATIONAL_ID %r invalid (%s)' % (v, scheme))
    elif t == 'AMOUNT':
        if not CUR_RE.search(v) or not NUMWORD_RE.search(v):
            err(rid, 'AMOUNT %r lacks currency or number' % v)
    elif t == 'MEDICAL':
        if len(v) < 2:
            err(rid, 'odd MEDICAL %r' % v)


def birth_checks(rid, spans):
    dobs = set()
    for s in spans:
        if s['type'] == 'DATE_OF_BIRTH':
            dobs |= parse_dob(s['value'])
    for s in spans:
        b = None
        if s['type'] == 'IDCARD':
            b = V.idcard_birth(s['value'])
        elif s['type'] == 'NATIONAL_ID':
            scheme, _, b = V.national_id_scheme(s['value'])
            if scheme == 'SG NRIC' and dobs:
                pre = s['value'][0]
                if not any((d.year < 2000) == (pre in 'SF') for d in dobs):
                    err(rid, 'NRIC prefix %s inconsistent with DOB' % pre)
        if b and dobs and b not in dobs:
            err(rid, '%s %r encodes %s, DOB shown %s' % (s['type'], s['value'], b, sorted(dobs)))


def occurrences(text, v):
    i = text.find(v)
    while i >= 0:
        j = i + len(v)
        if not (isw(v[0]) and i > 0 and isw(text[i - 1])) and not (isw(v[-1]) and j < len(text) and isw(text[j])):
            yield i, j
        i = text.find(v, i + 1)


def main():
    verbose = '-v' in sys.argv
    rows = [json.loads(l) for l in open(os.path.join(HERE, 'corpus.jsonl'), encoding='utf-8')]
    span_types = collections.defaultdict(set)
    span_vals = collections.defaultdict(list)
    decoy_vals = collections.defaultdict(list)
    for r in rows:
        rid, text = r['id'], r['text']
        if r['lang'] not in LANGS:
            err(rid, 'bad lang')
        items = [('S', s) for s in r['spans']] + [('D', d) for d in r['decoys']]
        for tag, s in items:
            if text[s['start']:s['end']] != s['value']:
                err(rid, 'offset mismatch %r' % s['value'])
            if not s['value'] or s['value'] != s['value'].strip():
                err(rid, 'empty/space-padded value %r' % s['value'])
            st, en = s['start'], s['end']
            if st > 0 and isw(text[st - 1]) and isw(text[st]):
                err(rid, 'edge inside an ASCII word at start of %r' % s['value'])
            if en < len(text) and isw(text[en - 1]) and isw(text[en]):
                err(rid, 'edge inside an ASCII word at end of %r' % s['value'])
        for s in r['spans']:
            if s['type'] not in TYPES:
                err(rid, 'unknown type %s' % s['type'])
                continue
            check_value(rid, s, text, r['spans'])
            span_types[s['value']].add(s['type'])
            span_vals[s['value']].append(rid)
        for d in r['decoys']:
            decoy_vals[d['value']].append(rid)
            k = d['kind']
            if not re.fullmatch(r'[a-z0-9_]+', k):
                err(rid, 'decoy kind %r not snake_case' % k)
            c = ip_class(d['value'])
            if c == 'host' and 'version' not in k:
                err(rid, 'decoy %r (%s) is a routable host IP' % (d['value'], k))
            if 'masked' in k and not re.search(r'[*•xX#]', d['value']):
                err(rid, 'masked decoy %r shows no mask' % d['value'])
            if 'example' in k and not (d['value'] in V.EXAMPLE_KEYS or re.search(r'EXAMPLE|example|xxxx|XXXX|your|QQ', d['value'])):
                err(rid, 'example decoy %r does not look like an example' % d['value'])
        # overlaps
        iv = sorted((s['start'], s['end'], s['value']) for _, s in items)
        for a, b in zip(iv, iv[1:]):
            if b[0] < a[1]:
                err(rid, 'overlap %r / %r' % (a[2], b[2]))
        birth_checks(rid, r['spans'])
        # every occurrence of a labelled string is labelled
        exact = {(s['start'], s['end']): s for s in r['spans']}
        for s in r['spans']:
            v = s['value']
            if len(v) < 2:
                continue
            for i, j in occurrences(text, v):
                if (i, j) in exact and exact[(i, j)]['type'] == s['type']:
                    continue
                inside = [o for o in r['spans'] if o['start'] <= i and j <= o['end'] and (o['start'], o['end']) != (i, j)]
                if inside:
                    continue
                err(rid, 'untagged/inconsistent occurrence of %s %r at %d' % (s['type'], v, i))
        # nothing that must be labelled is left bare
        cover = [(s['start'], s['end']) for _, s in items]

        def covered(i, j):
            return any(a <= i and j <= b for a, b in cover)
        for m in EMAIL_RE.finditer(text):
            if not covered(m.start(), m.end()):
                err(rid, 'bare e-mail %r' % m.group())
        for m in IPV4_RE.finditer(text):
            c = ip_class(m.group(1))
            if c == 'host' and not covered(m.start(1), m.end(1)):
                err(rid, 'bare host IP %r' % m.group(1))
            elif c in ('doc', 'special') and not covered(m.start(1), m.end(1)):
                warn(rid, 'bare %s IP %r (not listed as decoy)' % (c, m.group(1)))
        for m in IPV6_RE.finditer(text):
            if m.group(1).count(':') >= 3 and ip_class(m.group(1)) == 'host' and not covered(m.start(1), m.end(1)):
                err(rid, 'bare host IPv6 %r' % m.group(1))
        for m in re.finditer(r'(?<!\d)\d{17}[\dX](?!\d)', text):
            if V.idcard_ok(m.group()) and not covered(m.start(), m.end()):
                err(rid, 'bare resident ID %r' % m.group())
        for m in re.finditer(r'(?<!\d)\d{15,19}(?!\d)', text):
            if V.luhn_ok(m.group()) and not covered(m.start(), m.end()):
                warn(rid, 'bare Luhn-valid digit run %r' % m.group())

    # corpus-wide consistency
    for v, ts in span_types.items():
        if len(ts) > 1:
            err('corpus', '%r labelled as %s' % (v, sorted(ts)))
    for v in set(span_vals) & set(decoy_vals):
        err('corpus', '%r is a span (%s) and a decoy (%s)' % (v, span_vals[v][0], decoy_vals[v][0]))
    for v, ids in span_vals.items():
        if len(v) < 4 or (v.isdigit() and len(v) <= 4):
            continue
        for r in rows:
            if r['id'] in ids:
                continue
            for i, j in occurrences(r['text'], v):
                if not any(s['start'] <= i and j <= s['end'] for s in r['spans'] + r['decoys']):
                    err(r['id'], 'string %r labelled %s in %s but bare here' % (v, sorted(span_types[v]), ids[0]))
                    break

    # size rules
    n = len(rows)
    nspans = sum(len(r['spans']) for r in rows)
    ndec = sum(len(r['decoys']) for r in rows)
    bylang = collections.Counter(r['lang'] for r in rows)
    if not 180 <= n <= 195:
        err('size', '%d texts (want 180-195)' % n)
    if not 1100 <= nspans <= 1300:
        err('size', '%d spans (want 1100-1300)' % nspans)
    for lang, lo, hi in (('en', .40, .50), ('zh', .30, .40), ('mixed', .15, .25)):
        if n and not lo <= bylang[lang] / n <= hi:
            err('size', '%s share %.1f%% outside %d-%d%%' % (lang, 100 * bylang[lang] / n, lo * 100, hi * 100))
    texts_per_type = collections.Counter()
    for r in rows:
        for t in {s['type'] for s in r['spans']}:
            texts_per_type[t] += 1
    for t in TYPES:
        if texts_per_type[t] < 4:
            err('size', '%s in only %d texts' % (t, texts_per_type[t]))
    if n and ndec / n < 2.5:
        err('size', '%.2f decoys per text (want >= 2.5)' % (ndec / n))
    empty = sum(1 for r in rows if not r['spans'])
    if not 3 <= empty <= 8:
        err('size', '%d texts without spans (want 3-8)' % empty)
    kinds = collections.Counter(r['kind'] for r in rows)
    dkinds = collections.Counter(d['kind'] for r in rows for d in r['decoys'])
    if len(kinds) < 60:
        err('size', '%d text kinds (want >= 60)' % len(kinds))
    if len(dkinds) < 60:
        err('size', '%d decoy kinds (want >= 60)' % len(dkinds))

    if verbose:
        print('texts %d  spans %d  decoys %d (%.2f/text)  texts without spans %d  text kinds %d  decoy kinds %d'
              % (n, nspans, ndec, ndec / max(n, 1), empty, len(kinds), len(dkinds)))
        print('\n%-8s %6s %6s %7s %8s' % ('lang', 'texts', 'share', 'spans', 'decoys'))
        for lang in LANGS:
            rs_ = [r for r in rows if r['lang'] == lang]
            print('%-8s %6d %5.1f%% %7d %8d' % (lang, len(rs_), 100 * len(rs_) / max(n, 1),
                                                sum(len(r['spans']) for r in rs_), sum(len(r['decoys']) for r in rs_)))
        print('\n%-14s %6s %6s %6s %6s %7s' % ('type', 'en', 'zh', 'mixed', 'spans', 'texts'))
        for t in TYPES:
            c = collections.Counter(r['lang'] for r in rows for s in r['spans'] if s['type'] == t)
            print('%-14s %6d %6d %6d %6d %7d' % (t, c['en'], c['zh'], c['mixed'], sum(c.values()), texts_per_type[t]))
        print('\ntext kinds:')
        print('  ' + ', '.join('%s %d' % kv for kv in sorted(kinds.items())))
        print('\ndecoy kinds:')
        print('  ' + ', '.join('%s %d' % kv for kv in sorted(dkinds.items())))
        if WARN:
            print('\nwarnings:')
            for w in WARN:
                print('  ' + w)
    for e in ERR:
        print('ERROR ' + e)
    print('%s: %d errors, %d warnings' % ('FAIL' if ERR else 'OK', len(ERR), len(WARN)))
    sys.exit(1 if ERR else 0)


if __name__ == '__main__':
    main()
