#!/usr/bin/env python3
"""Validate corpus.jsonl (blind53).

    python3 check_blind.py            errors only, exit 1 when any
    python3 check_blind.py -v         also print tables
    python3 check_blind.py --partial  skip the size/mix rules (while writing)
"""
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

WORD = re.compile(r'[A-Za-z0-9_]')

# ------------------------------------------------------------------ dates
MONTHS = {}
for i, m in enumerate(['january', 'february', 'march', 'april', 'may', 'june', 'july',
                       'august', 'september', 'october', 'november', 'december'], 1):
    MONTHS[m] = i
    MONTHS[m[:3]] = i
MONTHS['sept'] = 9
CN_DIG = {'〇': 0, '零': 0, '一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6,
          '七': 7, '八': 8, '九': 9, '两': 2}


def cn_int(s):
    if s.isdigit():
        return int(s)
    if '十' in s:
        a, _, b = s.partition('十')
        return (CN_DIG[a] if a else 1) * 10 + (CN_DIG[b] if b else 0)
    return int(''.join(str(CN_DIG[c]) for c in s))


def parse_dates(s):
    """All calendar dates s can be read as."""
    s = s.strip()
    out = set()

    def add(y, m, d):
        if y < 100:
            y += 1900 if y > 25 else 2000
        dd = V.mkdate(y, m, d)
        if dd:
            out.add(dd)
    low = s.lower().replace(',', ' ').replace('.', ' ')
    low = re.sub(r'\s+', ' ', low).strip()
    m = re.fullmatch(r'(\d{4})[-/. ](\d{1,2})[-/. ](\d{1,2})', s)
    if m:
        add(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    m = re.fullmatch(r'(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4}|\d{2})', s)
    if m:
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        add(y, b, a)
        add(y, a, b)
    m = re.fullmatch(r'(\d{4})(\d{2})(\d{2})', s)
    if m:
        add(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    m = re.fullmatch(r'([〇零一二三四五六七八九\d]{4}|\d{2})\s*年\s*([一二三四五六七八九十\d]{1,3})\s*月\s*'
                     r'([一二三四五六七八九十\d]{1,3})\s*[日号]?', s)
    if m:
        add(cn_int(m.group(1)), cn_int(m.group(2)), cn_int(m.group(3)))
    m = re.fullmatch(r'(\d{1,2})(?:st|nd|rd|th)? (?:of )?([a-z]+) (\d{4})', low)
    if m and m.group(2) in MONTHS:
        add(int(m.group(3)), MONTHS[m.group(2)], int(m.group(1)))
    m = re.fullmatch(r'([a-z]+) (\d{1,2})(?:st|nd|rd|th)? (\d{4})', low)
    if m and m.group(1) in MONTHS:
        add(int(m.group(3)), MONTHS[m.group(1)], int(m.group(2)))
    m = re.fullmatch(r'(\d{1,2})-([A-Za-z]{3})-(\d{4}|\d{2})', s)
    if m and m.group(2).lower() in MONTHS:
        add(int(m.group(3)), MONTHS[m.group(2).lower()], int(m.group(1)))
    return out


# ------------------------------------------------------------------ per type
DOC_NETS = [ipaddress.ip_network(n) for n in
            ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]
CGNAT = ipaddress.ip_network('100.64.0.0/10')


def ip_problem(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return 'not an IP address'
    if any(ip in n for n in DOC_NETS if n.version == ip.version):
        return 'documentation range'
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local or ip.is_reserved:
        return 'loopback/unspecified/multicast/reserved'
    if ip.version == 4 and (ip.is_private or ip in CGNAT or ip.is_global):
        return None
    if ip.version == 6 and (ip.is_global or ip in ipaddress.ip_network('fc00::/7')):
        return None
    return 'not a private/CGNAT/public host address'


PHONE_TOK = re.compile(r'[0-9]|zero|oh|one|two|three|four|five|six|seven|eight|nine|double|triple|'
                       r'[零〇一二三四五六七八九幺两]')


def phone_problem(s):
    toks = PHONE_TOK.findall(s.lower())
    n = len([t for t in toks if t not in ('double', 'triple')])
    n += toks.count('double') + 2 * toks.count('triple')
    if not 6 <= n <= 16:
        return 'phone has %d digits' % n
    return None


EMAIL_RE = re.compile(r'[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}')
CURRENCY_RE = re.compile(
    r'[$€£¥￥₩₹₦₺₱₽₫฿]|R\$|zł|\b(?:USD|EUR|GBP|CNY|RMB|HKD|SGD|AUD|CAD|JPY|KRW|INR|CHF|PLN|SEK|NOK|DKK|TWD|MYR|'
    r'USDT|USDC|BTC|ETH|BRL|TRY|NZD|PHP|IDR|THB|VND|ZAR|MXN|NGN|KES|AED)\b|'
    r'\b(?:dollars?|bucks|quid|pounds?|euros?|pence|cents?|grand|rupees|yuan|kuai|zloty|kr)\b|'
    r'元|块|圆|美元|美金|欧元|英镑|港币|港元|日元|人民币|刀|镑|欧')
NUMBER_RE = re.compile(r'\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|'
                       r'thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|'
                       r'forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|grand|k)\b|'
                       r'[零〇一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟]', re.I)
POSTCODE_AFTER = re.compile(r'[,\s]*(?:\d{5,6}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})\b')

EN_TITLES = re.compile(r'(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Madam|Mme|Herr|Frau)\b\.?\s', re.I)
EN_KIN = re.compile(r'\b(?:mum|mom|mummy|dad|daddy|aunt|auntie|aunty|uncle|grandma|grandpa|granny|'
                    r'nan|nana|sis|bro|cousin|hubby|wifey)\b', re.I)
ZH_KIN = ['妈', '爸', '哥', '弟', '妹', '舅', '姨', '叔', '婶', '爷', '奶', '外婆', '外公', '姥',
          '嫂', '姑', '表', '堂', '伯', '老公', '老婆', '媳妇', '闺女', '儿子', '女儿']
ZH_ROLE = ['财务', '会计', '客服', '前台', '人事', '主管', '运营', '店长', '快递', '骑手', '司机',
           'HR', '出纳', '法务', '同事', '房东']


def person_problem(v):
    if EN_TITLES.match(v):
        return 'English title inside PERSON'
    if EN_KIN.search(v):
        return 'kinship word inside PERSON'
    for k in ZH_KIN:
        if k in v:
            return 'kinship word %r inside PERSON' % k
    if '姐' in v and '小姐' not in v:
        return 'kinship word 姐 inside PERSON'
    for r in ZH_ROLE:
        if v.startswith(r) or v.endswith(r):
            return 'role word %r inside PERSON' % r
    if '@' in v:
        return '@ inside PERSON'
    return None


def secret_problem(v, text, s, e):
    if v.startswith('-----BEGIN'):
        return None if V.pem_ok(v) else 'PEM key does not verify'
    if V.shape_kind(v, V.SECRET_SHAPES):
        if V.shape_kind(v, V.SECRET_SHAPES) == 'totp_seed' and not V.totp_ok(v):
            return 'bad TOTP seed'
        return None
    if s > 0 and text[s - 1] == ':' and text[e:e + 1] == '@':
        return None  # password inside a connection string / URL
    if re.fullmatch(r'\S{12,}', v) and sum(bool(re.search(p, v)) for p in
                                           (r'[a-z]', r'[A-Z]', r'\d', r'[^A-Za-z0-9]')) >= 2:
        return None
    return 'unrecognised secret shape'


def amount_problem(v):
    if not NUMBER_RE.search(v):
        return 'no number in AMOUNT'
    if not CURRENCY_RE.search(v):
        return 'no currency in AMOUNT'
    return None


# ------------------------------------------------------------------ main
def main(argv):
    verbose = '-v' in argv
    partial = '--partial' in argv
    path = os.path.join(HERE, 'corpus.jsonl')
    rows = [json.loads(line) for line in open(path, encoding='utf-8')]
    errors = []

    def err(rid, msg):
        errors.append('%s: %s' % (rid, msg))

    span_values = collections.defaultdict(set)   # value -> {rid}
    decoy_values = collections.defaultdict(set)
    ids = set()
    for r in rows:
        rid, text = r['id'], r['text']
        if rid in ids:
            err(rid, 'duplicate id')
        ids.add(rid)
        if r['lang'] not in LANGS or not rid.startswith('c53-%s-' % r['lang']):
            err(rid, 'bad lang/id')
        items = [('S', x) for x in r['spans']] + [('D', x) for x in r['decoys']]
        for tag, x in items:
            s, e, v = x['start'], x['end'], x['value']
            if text[s:e] != v:
                err(rid, 'offset mismatch %r' % v)
                continue
            if not v or v != v.strip():
                err(rid, 'empty or padded value %r' % v)
            if s > 0 and WORD.match(text[s - 1]) and WORD.match(text[s]):
                err(rid, 'edge inside ASCII word at start of %r' % v)
            if e < len(text) and WORD.match(text[e - 1]) and WORD.match(text[e]):
                err(rid, 'edge inside ASCII word at end of %r' % v)
        # overlaps
        iv = sorted((x['start'], x['end'], x['value']) for _, x in items)
        for a, b in zip(iv, iv[1:]):
            if b[0] < a[1]:
                err(rid, 'overlap %r / %r' % (a[2], b[2]))
        for x in r['spans']:
            if x['type'] not in TYPES:
                err(rid, 'unknown type %s' % x['type'])
            span_values[x['value']].add(rid)
        for x in r['decoys']:
            if not x['kind'] or x['kind'] != x['kind'].strip():
                err(rid, 'decoy without kind')
            decoy_values[x['value']].add(rid)

        # per-type checks
        types_here = collections.Counter(x['type'] for x in r['spans'])
        dob_dates = []
        for x in r['spans']:
            if x['type'] == 'DATE_OF_BIRTH':
                ds = parse_dates(x['value'])
                if not ds:
                    err(rid, 'unparseable DATE_OF_BIRTH %r' % x['value'])
                elif not any(1920 <= d.year <= 2020 for d in ds):
                    err(rid, 'implausible DATE_OF_BIRTH %r' % x['value'])
                dob_dates.append(ds)
        card_spans = [x for x in r['spans'] if x['type'] == 'CARD']
        for x in r['spans']:
            t, v, s, e = x['type'], x['value'], x['start'], x['end']
            p = None
            if t == 'PERSON':
                p = person_problem(v)
            elif t == 'EMAIL':
                p = None if EMAIL_RE.fullmatch(v) else 'bad e-mail'
            elif t == 'PHONE':
                p = phone_problem(v)
            elif t == 'ADDRESS':
                if not re.search(r'\d|[一二三四五六七八九十]+号', v) or len(v) < 8:
                    p = 'address without number'
                elif POSTCODE_AFTER.match(text[e:e + 12]) and text[e:e + 1] in ', ':
                    p = 'postcode left outside ADDRESS'
            elif t == 'IP_ADDRESS':
                p = ip_problem(v)
            elif t == 'MEDICAL':
                p = None if len(v) >= 2 and not v.isdigit() else 'bad MEDICAL'
            elif t == 'PASSWORD':
                p = None if len(v.replace(' ', '')) >= 4 and '\n' not in v else 'bad PASSWORD'
            elif t == 'APIKEY':
                if v.startswith(('pk_', 'sk_test_')) or 'EXAMPLE' in v:
                    p = 'publishable/test/example key labelled APIKEY'
                elif not V.apikey_kind(v):
                    p = 'unknown API key shape'
            elif t == 'SECRET':
                p = secret_problem(v, text, s, e)
            elif t == 'CARD':
                p = None if V.card_ok(v) else 'card fails Luhn/shape'
            elif t == 'CVV':
                if not re.fullmatch(r'\d{3,4}', v):
                    p = 'bad CVV'
                elif not card_spans:
                    p = 'CVV without CARD'
                elif min(min(abs(s - c['end']), abs(c['start'] - e)) for c in card_spans) > 220:
                    p = 'CVV not next to its CARD'
                elif len(v) == 4 and not any(V.digits_only(c['value'])[:2] in ('34', '37') for c in card_spans):
                    p = '4-digit CVV without an Amex card'
            elif t == 'IBAN':
                p = None if V.iban_ok(v) else 'IBAN fails mod-97/shape'
            elif t == 'SSN':
                p = None if V.ssn_ok(v) else 'bad SSN'
            elif t == 'IDCARD':
                d = V.cnid_parse(v)
                if d is None:
                    p = 'IDCARD fails GB 11643'
                elif dob_dates and not any(d in ds for ds in dob_dates):
                    p = 'IDCARD birth date %s not among DOBs shown' % d
            elif t == 'PASSPORT':
                p = None if V.passport_kind(v) else 'unknown passport shape'
            elif t == 'NATIONAL_ID':
                ms = V.natid_match(v)
                if not ms:
                    p = 'NATIONAL_ID fails every scheme'
                elif dob_dates:
                    dated = [d for _, d in ms if d is not None]
                    if dated:
                        def same(d, ds):
                            if isinstance(d, tuple):
                                return any(x.year % 100 == d[0] and x.month == d[1] for x in ds)
                            return d in ds
                        if not any(same(d, ds) for d in dated for ds in dob_dates):
                            p = 'NATIONAL_ID birth date not among DOBs shown'
            elif t == 'AMOUNT':
                p = amount_problem(v)
            if p:
                err(rid, '%s %r: %s' % (t, v[:60], p))

        # every occurrence of a tagged string is tagged
        covered = [(x['start'], x['end'], x['type'], x['value']) for x in r['spans']]
        dec = [(x['start'], x['end']) for x in r['decoys']]
        for x in r['spans']:
            v = x['value']
            if len(v) < 2:
                continue
            start = 0
            while True:
                i = text.find(v, start)
                if i < 0:
                    break
                start = i + 1
                j = i + len(v)
                if WORD.match(v[0]) and i > 0 and WORD.match(text[i - 1]):
                    continue
                if WORD.match(v[-1]) and j < len(text) and WORD.match(text[j]):
                    continue
                if any(a == i and b == j and ty == x['type'] for a, b, ty, _ in covered):
                    continue
                if any(a <= i and j <= b and (a, b) != (i, j) for a, b, _, _ in covered):
                    continue
                if any(a <= i and j <= b for a, b in dec):
                    err(rid, 'tagged %r also occurs inside a decoy' % v[:40])
                else:
                    err(rid, 'untagged occurrence of %r at %d' % (v[:40], i))

    both = set(span_values) & set(decoy_values)
    for v in sorted(both):
        errors.append('string both span and decoy: %r (%s / %s)' % (
            v[:50], ','.join(sorted(span_values[v])), ','.join(sorted(decoy_values[v]))))

    # ---------------------------------------------------------- size rules
    n = len(rows)
    nspans = sum(len(r['spans']) for r in rows)
    ndec = sum(len(r['decoys']) for r in rows)
    by_lang = collections.Counter(r['lang'] for r in rows)
    texts_per_type = collections.Counter()
    for r in rows:
        for t in {x['type'] for x in r['spans']}:
            texts_per_type[t] += 1
    nospan = [r['id'] for r in rows if not r['spans']]
    kinds = {r['kind'] for r in rows}
    dkinds = {x['kind'] for r in rows for x in r['decoys']}
    size = []
    if not 180 <= n <= 195:
        size.append('texts %d not in 180-195' % n)
    if not 1100 <= nspans <= 1300:
        size.append('spans %d not in 1100-1300' % nspans)
    if n:
        for lang, lo, hi in (('en', .40, .50), ('zh', .30, .40), ('mixed', .15, .25)):
            if not lo <= by_lang[lang] / n <= hi:
                size.append('%s share %.1f%% outside %d-%d%%' % (lang, 100 * by_lang[lang] / n, lo * 100, hi * 100))
    for t in TYPES:
        if texts_per_type[t] < 4:
            size.append('%s in only %d texts' % (t, texts_per_type[t]))
    if n and ndec < 2.5 * n:
        size.append('decoys %d < 2.5 per text' % ndec)
    if not 3 <= len(nospan) <= 8:
        size.append('%d texts without spans (need 3-8)' % len(nospan))
    if len(kinds) < 60:
        size.append('only %d text kinds' % len(kinds))
    if len(dkinds) < 60:
        size.append('only %d decoy kinds' % len(dkinds))
    used = set()
    allvals = {v for r in rows for x in r['spans'] + r['decoys'] for v in [x['value']]}
    for name, val in V.VALUES.items():
        if val in allvals:
            used.add(name)

    if verbose:
        span_tab = collections.defaultdict(collections.Counter)
        for r in rows:
            for x in r['spans']:
                span_tab[x['type']][r['lang']] += 1
        print('\n== texts: %d  (en %d / zh %d / mixed %d = %.0f%% / %.0f%% / %.0f%%)' % (
            n, by_lang['en'], by_lang['zh'], by_lang['mixed'],
            *(100 * by_lang[l] / max(n, 1) for l in LANGS)))
        print('== spans: %d   decoys: %d (%.2f per text)   texts without spans: %d %s' % (
            nspans, ndec, ndec / max(n, 1), len(nospan), ' '.join(nospan)))
        print('\n%-14s %6s %6s %6s %7s %7s' % ('type', 'en', 'zh', 'mixed', 'total', 'texts'))
        for t in TYPES:
            c = span_tab[t]
            print('%-14s %6d %6d %6d %7d %7d' % (t, c['en'], c['zh'], c['mixed'], sum(c.values()), texts_per_type[t]))
        print('%-14s %6d %6d %6d %7d' % ('all', *(sum(span_tab[t][l] for t in TYPES) for l in LANGS), nspans))
        dk = collections.Counter(x['kind'] for r in rows for x in r['decoys'])
        print('\n== decoy kinds: %d' % len(dk))
        items = sorted(dk.items(), key=lambda kv: (-kv[1], kv[0]))
        for i in range(0, len(items), 4):
            print('   ' + ''.join('%-26s' % ('%s %d' % kv) for kv in items[i:i + 4]))
        tk = collections.Counter(r['kind'] for r in rows)
        print('\n== text kinds: %d' % len(tk))
        items = sorted(tk.items(), key=lambda kv: (-kv[1], kv[0]))
        for i in range(0, len(items), 4):
            print('   ' + ''.join('%-30s' % ('%s %d' % kv) for kv in items[i:i + 4]))
        print('\n== VALUES used: %d of %d' % (len(used), len(V.VALUES)))
        unused = [k for k in V.VALUES if k not in used]
        if unused:
            print('   unused: ' + ' '.join(unused))

    if not partial:
        errors.extend('size: ' + s for s in size)
    elif verbose and size:
        print('\n(size rules not yet met: %s)' % '; '.join(size))
    for e in errors:
        print('ERROR', e)
    print('\n%s: %d texts, %d spans, %d decoys, %d errors' % (
        'FAIL' if errors else 'OK', n, nspans, ndec, len(errors)))
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
