#!/usr/bin/env python3
"""Validate corpus.jsonl of blind73.   -v prints tables.

Checks: offsets, no overlaps, no span/decoy edge inside an ASCII word, check digits
and shapes per type, IP ranges, CVV only with a CARD, ID birth dates against the
DOBs shown, titles / kinship / role words outside PERSON, repeated strings tagged
consistently, no string both span and decoy, and the size rules.
"""
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

DOC_NETS = [ipaddress.ip_network(n) for n in
            ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]

EN_TITLES = re.compile(r'^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Madam|Dame|Mister)\b\.?', re.I)
EN_KIN = {'mum', 'mom', 'mummy', 'mommy', 'dad', 'daddy', 'father', 'mother', 'sister', 'brother',
          'aunt', 'auntie', 'aunty', 'uncle', 'grandma', 'grandpa', 'granny', 'grandad',
          'cousin', 'daughter', 'wife', 'husband'}
ZH_KIN = ['妈', '爸', '妈妈', '爸爸', '姐姐', '哥哥', '弟弟', '妹妹', '表姐', '表哥', '表妹', '表弟', '堂哥', '堂姐',
          '舅舅', '姑姑', '叔叔', '阿姨', '奶奶', '爷爷', '外婆', '外公', '姥姥', '姥爷', '老公',
          '老婆', '女儿', '儿子', '宝宝', '舅妈', '婶婶', '伯伯', '家长']
ZH_TITLE_TAILS = {'老师', '先生', '小姐', '女士', '医生', '社长', '经理', '主任', '校长', '同学', '总监', '教授', '律师', '工程'}
ZH_ROLE = ['财务', '前台', '会计', '客服', '宿管', '班主任', '校长助理', '出纳', '保安']

CURRENCY = re.compile(
    r'[£$€¥￥₹₩₺₱]|HK\$|S\$|A\$|C\$|NT\$|\b(RMB|CNY|GBP|USD|EUR|HKD|SGD|INR|JPY|KRW|AUD|CAD|CHF|PLN|'
    r'NGN|MYR|RM|TRY|THB|VND|BRL|SEK|NOK)\b|元|块|圆|英镑|美元|欧元|港币|港元|日元|韩元|新币|澳元|人民币|'
    r'\b(pounds?|quid|bucks|dollars?|euros?|rupees?|yuan|kuai|pence|p|naira|ringgit|lira|baht|won|zloty)\b',
    re.I)
NUMWORD = re.compile(r'\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|'
                     r'fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|'
                     r'thousand|grand|k)\b|[一二三四五六七八九十百千万两零壹贰叁肆伍陆柒捌玖拾佰仟]', re.I)
EN_DIGIT_WORDS = {'zero': 1, 'oh': 1, 'o': 1, 'one': 1, 'two': 1, 'three': 1, 'four': 1, 'five': 1,
                  'six': 1, 'seven': 1, 'eight': 1, 'nine': 1}
ZH_DIGITS = set('零〇一二三四五六七八九幺两')
CN_NUM = {'〇': 0, '零': 0, '一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9}
NAME_PART_STOP = {'Van', 'Von', 'Der', 'Den', 'Del', 'Della', 'Jr', 'Snr', 'Jnr', 'Bin', 'Binti'}
MONTHS = {m: i + 1 for i, m in enumerate(
    ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'])}


def is_w(c):
    return c.isascii() and c.isalnum()


def _cn_to_digits(t):
    def conv(m):
        s = m.group(0)
        if '十' not in s:
            return ''.join(str(CN_NUM[c]) for c in s)
        a, _, b = s.partition('十')
        return str((CN_NUM[a] if a else 1) * 10 + (CN_NUM[b] if b else 0))
    return re.sub(r'[〇零一二三四五六七八九十]+', conv, t)


def _mon(w):
    w = w.lower().rstrip('.')
    return MONTHS.get(w[:3]) if len(w) >= 3 and w[:3] in MONTHS and (
        w in ('sept',) or any(full.startswith(w) for full in (
            'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august',
            'september', 'october', 'november', 'december'))) else None


def _y(s):
    s = s.lstrip("'’")
    y = int(s)
    if len(s) == 2:
        y += 1900 if y > 25 else 2000
    return y


ORD_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth',
             'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth',
             'seventeenth', 'eighteenth', 'nineteenth', 'twentieth']


def _ordinals(t):
    def conv(m):
        w = m.group(0).lower().replace(' ', '-')
        if w.startswith('twenty-') or w.startswith('thirty-'):
            tens, _, unit = w.partition('-')
            return str({'twenty': 20, 'thirty': 30}[tens] + ORD_WORDS.index(unit) + 1)
        if w == 'thirtieth':
            return '30'
        return str(ORD_WORDS.index(w) + 1)
    pat = r'\b((twenty|thirty)[- ](%s)|thirtieth|%s)\b' % ('|'.join(ORD_WORDS[:9]), '|'.join(ORD_WORDS))
    return re.sub(pat, conv, t, flags=re.I)


def parse_dob(s):
    """set of datetime.date the DOB string can mean"""
    t = _ordinals(_cn_to_digits(s.strip()))
    t = re.sub(r'(\d)(st|nd|rd|th)\b', r'\1', t)
    t = re.sub(r'\b(the|of)\b', ' ', t, flags=re.I)
    t = re.sub(r'[,]', ' ', t)
    t = re.sub(r'\s+', ' ', t).strip()
    cands = []
    m = re.fullmatch(r'(\d{4}) ?年 ?(\d{1,2}) ?月 ?(\d{1,2}) ?[日号]?', t)
    if m:
        cands.append((int(m.group(1)), int(m.group(2)), int(m.group(3))))
    m = re.fullmatch(r'(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})', t)
    if m:
        cands.append((int(m.group(1)), int(m.group(2)), int(m.group(3))))
    m = re.fullmatch(r'(\d{1,2}) ?[-/.] ?(\d{1,2}) ?[-/.] ?(\d{4}|\d{2})', t)
    if m:
        a, b, y = int(m.group(1)), int(m.group(2)), _y(m.group(3))
        cands += [(y, b, a), (y, a, b)]
    m = re.fullmatch(r'(\d{4})(\d{2})(\d{2})', t)
    if m:
        cands.append((int(m.group(1)), int(m.group(2)), int(m.group(3))))
    m = re.fullmatch(r"(\d{1,2})[ -]([A-Za-z]+\.?)[ -]('?\d{4}|'?\d{2})", t)
    if m and _mon(m.group(2)):
        cands.append((_y(m.group(3)), _mon(m.group(2)), int(m.group(1))))
    m = re.fullmatch(r"([A-Za-z]+\.?) (\d{1,2}) ('?\d{4}|'?\d{2})", t)
    if m and _mon(m.group(1)):
        cands.append((_y(m.group(3)), _mon(m.group(1)), int(m.group(2))))
    out = set()
    for y, mo, d in cands:
        try:
            out.add(datetime.date(y, mo, d))
        except ValueError:
            pass
    return out


def phone_digits(s):
    n = sum(c.isdigit() for c in s) + sum(c in ZH_DIGITS for c in s)
    words = re.findall(r'[a-z]+', s.lower())
    i = 0
    while i < len(words):
        w = words[i]
        mult = {'double': 2, 'triple': 3}.get(w)
        if mult and i + 1 < len(words) and words[i + 1] in EN_DIGIT_WORDS:
            n += mult
            i += 2
            continue
        if w in EN_DIGIT_WORDS:
            n += 1
        i += 1
    return n


def host_ip(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return None, 'not an IP'
    if any(ip in n for n in DOC_NETS if n.version == ip.version):
        return False, 'documentation range'
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_reserved:
        return False, 'loopback/unspecified/multicast/reserved'
    if ip.version == 4 and str(ip).endswith('.255'):
        return False, 'broadcast'
    return True, ''


def check_value(sp, text):
    t, v = sp['type'], sp['value']
    if v != v.strip():
        return 'leading/trailing whitespace'
    if t == 'PERSON':
        if EN_TITLES.match(v):
            return 'title inside PERSON'
        words = set(re.findall(r'[a-z]+', v.lower()))
        if words & EN_KIN:
            return 'kinship word inside PERSON: %s' % (words & EN_KIN)
        for k in ZH_KIN + ZH_ROLE:
            if k in v:
                return 'kinship/role word inside PERSON: %s' % k
        if '@' in v:
            return '@ inside PERSON'
    elif t == 'EMAIL':
        if not re.fullmatch(r'[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(\.[A-Za-z0-9\-]+)+', v):
            return 'bad email shape'
    elif t == 'PHONE':
        if not 7 <= phone_digits(v) <= 16:
            return 'phone digit count %d' % phone_digits(v)
    elif t == 'IP_ADDRESS':
        ok, why = host_ip(v)
        if not ok:
            return 'IP not a host address: %s' % why
    elif t == 'DATE_OF_BIRTH':
        ds = parse_dob(v)
        if not ds:
            return 'unparseable DOB'
        if not any(1930 <= d.year <= 2024 for d in ds):
            return 'implausible DOB year'
    elif t == 'AMOUNT':
        if not CURRENCY.search(v):
            return 'no currency in AMOUNT'
        if not NUMWORD.search(v):
            return 'no number in AMOUNT'
    elif t == 'CARD':
        if not V.card_ok(v):
            return 'card fails Luhn/prefix'
    elif t == 'CVV':
        if not re.fullmatch(r'\d{3,4}', v):
            return 'CVV shape'
    elif t == 'IBAN':
        if not V.iban_ok(v):
            return 'IBAN fails mod-97/length'
    elif t == 'SSN':
        if not V.ssn_ok(v):
            return 'SSN shape'
    elif t == 'IDCARD':
        if not V.idcard_ok(v):
            return 'IDCARD fails GB 11643'
    elif t == 'PASSPORT':
        if not V.passport_ok(v):
            return 'passport shape'
    elif t == 'NATIONAL_ID':
        if not V.national_schemes(v):
            return 'national ID passes no scheme'
    elif t == 'APIKEY':
        if not V.apikey_ok(v):
            return 'API key shape/checksum'
    elif t == 'SECRET':
        if not V.secret_ok(v):
            return 'secret shape'
    elif t == 'ADDRESS':
        if not re.search(r'[0-9一二三四五六七八九十]', v):
            return 'address without number/postcode'
    elif t in ('MEDICAL', 'PASSWORD'):
        if len(v) < 2 and not v.isdigit():
            return 'too short'
    return None


def word_occurrences(text, v):
    i = text.find(v)
    while i >= 0:
        j = i + len(v)
        ok = not (is_w(v[0]) and i > 0 and is_w(text[i - 1])) and \
            not (is_w(v[-1]) and j < len(text) and is_w(text[j]))
        if ok:
            yield i, j
        i = text.find(v, i + 1)


def check_row(r, errs):
    text = r['text']
    rid = r['id']
    anns = [('S', s) for s in r['spans']] + [('D', d) for d in r['decoys']]
    for tag, a in anns:
        if text[a['start']:a['end']] != a['value']:
            errs.append('%s: offset mismatch %r' % (rid, a['value']))
        s, e = a['start'], a['end']
        if s > 0 and is_w(text[s - 1]) and is_w(text[s]):
            errs.append('%s: start inside ASCII word: %r' % (rid, a['value']))
        if e < len(text) and is_w(text[e - 1]) and is_w(text[e]):
            errs.append('%s: end inside ASCII word: %r' % (rid, a['value']))
    ordered = sorted(anns, key=lambda x: (x[1]['start'], x[1]['end']))
    for (t1, a), (t2, b) in zip(ordered, ordered[1:]):
        if b['start'] < a['end']:
            errs.append('%s: overlap %r / %r' % (rid, a['value'], b['value']))
    for sp in r['spans']:
        why = check_value(sp, text)
        if why:
            errs.append('%s: %s %r: %s' % (rid, sp['type'], sp['value'], why))
    for d in r['decoys']:
        if 'ip' in d['kind'].split('_') or d['kind'] in ('doc_ip', 'loopback', 'netmask'):
            ok, why = host_ip(d['value'])
            if ok:
                errs.append('%s: decoy IP %r is a real host range' % (rid, d['value']))
    # CVV only next to a card
    cards = [s for s in r['spans'] if s['type'] == 'CARD']
    for sp in r['spans']:
        if sp['type'] == 'CVV':
            if not any(abs(sp['start'] - c['end']) < 220 or abs(c['start'] - sp['end']) < 220 for c in cards):
                errs.append('%s: CVV %r without a CARD nearby' % (rid, sp['value']))
    # ID birth dates consistent with the DOBs shown
    dobs = set()
    for sp in r['spans']:
        if sp['type'] == 'DATE_OF_BIRTH':
            dobs |= parse_dob(sp['value'])
    if dobs:
        for sp in r['spans']:
            cands = []
            if sp['type'] == 'IDCARD' and V.idcard_ok(sp['value']):
                cands = [V.idcard_dob(sp['value'])]
            elif sp['type'] == 'NATIONAL_ID':
                cands = V.national_dobs(sp['value'])
            if not cands:
                continue

            def match(c, d):
                y, m, dd = c
                return (d.year == y if y > 99 else d.year % 100 == y) and d.month == m and (dd is None or d.day == dd)
            if not any(match(c, d) for c in cands for d in dobs):
                errs.append('%s: %s %r birth date matches no DOB shown' % (rid, sp['type'], sp['value']))
    # repeated strings tagged consistently
    spans_at = {(s['start'], s['end']): s for s in r['spans']}
    for sp in r['spans']:
        v = sp['value']
        if len(v) < 2:
            continue
        for i, j in word_occurrences(text, v):
            if (i, j) in spans_at:
                if spans_at[(i, j)]['type'] != sp['type']:
                    errs.append('%s: %r tagged both %s and %s' % (rid, v, sp['type'], spans_at[(i, j)]['type']))
                continue
            inside = [s for s in r['spans'] if s['start'] <= i and j <= s['end']]
            if inside:
                continue
            in_decoy = [d for d in r['decoys'] if d['start'] < j and i < d['end']]
            if in_decoy:
                errs.append('%s: %s %r occurs inside decoy %r' % (rid, sp['type'], v, in_decoy[0]['value']))
            else:
                errs.append('%s: %s %r occurs untagged at %d' % (rid, sp['type'], v, i))
    # parts of a tagged Latin-script name that occur on their own must be tagged too
    seen = set()
    for sp in r['spans']:
        if sp['type'] != 'PERSON':
            continue
        for tok in re.findall(r"[^\W\d_][\w'’-]*", sp['value']):
            if len(tok) < 3 or tok in seen or tok in NAME_PART_STOP or not tok[0].isupper() \
                    or re.search(r'[\u3000-\u9fff]', tok):
                continue
            seen.add(tok)
            lat = r'A-Za-z0-9\u00c0-\u024f_-'
            for m in re.finditer(r'(?<![' + lat + r'])' + re.escape(tok) + r'(?![' + lat + r'])', text):
                i, j = m.start(), m.end()
                if any(s['start'] <= i and j <= s['end'] for s in r['spans']):
                    continue
                errs.append('%s: name part %r of %r occurs untagged at %d' % (rid, tok, sp['value'], i))
    # the given name of a three-character Chinese name used on its own must be tagged too
    for sp in r['spans']:
        v = sp['value']
        if sp['type'] == 'PERSON' and re.fullmatch(r'[\u4e00-\u9fff]{3}', v) and v[1:] not in ZH_TITLE_TAILS:
            given = v[1:]
            for m in re.finditer(re.escape(given), text):
                i, j = m.start(), m.end()
                if not any(s['start'] <= i and j <= s['end'] for s in r['spans']):
                    errs.append('%s: given name %r of %r occurs untagged at %d' % (rid, given, v, i))
    for d in r['decoys']:
        for i, j in word_occurrences(text, d['value']):
            if any(s['start'] < j and i < s['end'] for s in r['spans']):
                errs.append('%s: decoy %r overlaps a span elsewhere' % (rid, d['value']))


def main():
    verbose = '-v' in sys.argv
    rows = [json.loads(l) for l in open(os.path.join(HERE, 'corpus.jsonl'), encoding='utf-8')]
    errs = []
    ids = [r['id'] for r in rows]
    if len(ids) != len(set(ids)):
        errs.append('duplicate ids')
    for r in rows:
        check_row(r, errs)
    span_vals = {s['value'] for r in rows for s in r['spans']}
    decoy_vals = {d['value'] for r in rows for d in r['decoys']}
    for v in sorted(span_vals & decoy_vals):
        errs.append('string both span and decoy: %r' % v)
    # one value -> one type across the corpus
    vt = collections.defaultdict(set)
    for r in rows:
        for s in r['spans']:
            vt[s['value']].add(s['type'])
    for v, ts in vt.items():
        if len(ts) > 1:
            errs.append('value %r has types %s' % (v, sorted(ts)))

    n = len(rows)
    nsp = sum(len(r['spans']) for r in rows)
    nde = sum(len(r['decoys']) for r in rows)
    per_lang = collections.Counter(r['lang'] for r in rows)
    type_texts = collections.Counter()
    type_lang = collections.defaultdict(collections.Counter)
    for r in rows:
        for t in {s['type'] for s in r['spans']}:
            type_texts[t] += 1
        for s in r['spans']:
            type_lang[s['type']][r['lang']] += 1
    empty = [r['id'] for r in rows if not r['spans']]
    kinds = collections.Counter(r['kind'] for r in rows)
    dkinds = collections.Counter(d['kind'] for r in rows for d in r['decoys'])

    size = []
    if not 180 <= n <= 195:
        size.append('texts %d not in 180-195' % n)
    if not 1100 <= nsp <= 1300:
        size.append('spans %d not in 1100-1300' % nsp)
    for lang, lo, hi in (('en', .40, .50), ('zh', .30, .40), ('mixed', .15, .25)):
        share = per_lang[lang] / max(n, 1)
        if not lo <= share <= hi:
            size.append('%s share %.1f%% not in %d-%d%%' % (lang, share * 100, lo * 100, hi * 100))
    for t in TYPES:
        if type_texts[t] < 4:
            size.append('type %s in only %d texts' % (t, type_texts[t]))
    if nde < 2.5 * n:
        size.append('decoys %d < 2.5 per text (%d)' % (nde, 2.5 * n))
    if not 3 <= len(empty) <= 8:
        size.append('%d texts without spans (want 3-8)' % len(empty))
    if len(kinds) < 60:
        size.append('only %d text kinds' % len(kinds))
    if len(dkinds) < 60:
        size.append('only %d decoy kinds' % len(dkinds))
    errs += ['SIZE: ' + s for s in size]

    if verbose:
        print('%-14s %6s %6s %6s %6s %6s' % ('type', 'en', 'zh', 'mixed', 'spans', 'texts'))
        for t in TYPES:
            c = type_lang[t]
            print('%-14s %6d %6d %6d %6d %6d' % (t, c['en'], c['zh'], c['mixed'], sum(c.values()), type_texts[t]))
        tot = collections.Counter()
        for t in TYPES:
            tot.update(type_lang[t])
        print('%-14s %6d %6d %6d %6d' % ('TOTAL', tot['en'], tot['zh'], tot['mixed'], nsp))
        print()
        print('texts per language: ' + ', '.join('%s %d (%.1f%%)' % (l, per_lang[l], 100 * per_lang[l] / max(n, 1)) for l in LANGS))
        print('texts without spans (%d): %s' % (len(empty), ' '.join(empty)))
        print()
        print('decoy kinds (%d, %d decoys, %.2f per text):' % (len(dkinds), nde, nde / max(n, 1)))
        items = sorted(dkinds.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 4):
            print('  ' + ''.join('%-26s' % ('%s %d' % kv) for kv in items[i:i + 4]))
        print()
        print('text kinds (%d):' % len(kinds))
        items = sorted(kinds.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 4):
            print('  ' + ''.join('%-30s' % ('%s %d' % kv) for kv in items[i:i + 4]))
        print()
    for e in errs:
        print('ERROR', e)
    print('%s: %d texts, %d spans, %d decoys, %d errors' % (
        'OK' if not errs else 'FAIL', n, nsp, nde, len(errs)))
    return 1 if errs else 0


if __name__ == '__main__':
    sys.exit(main())
