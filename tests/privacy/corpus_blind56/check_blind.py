#!/usr/bin/env python3
"""Validate corpus.jsonl of blind56.   python3 check_blind.py [-v]

Exit status 0 when every check passes; -v prints tables of counts.
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

TYPES = ('PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL',
         'PASSWORD', 'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT',
         'NATIONAL_ID', 'AMOUNT')

ERRORS = []


def err(rid, msg):
    ERRORS.append('%s: %s' % (rid, msg))


def is_word(ch):
    return ch.isascii() and (ch.isalnum() or ch == '_')


# ------------------------------------------------------------------ dates
MONTHS = {m: i + 1 for i, m in enumerate(
    ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'])}
CN_DIGIT = {'〇': 0, '零': 0, '一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6,
            '七': 7, '八': 8, '九': 9}


def cn_small(s):
    if s == '十':
        return 10
    if '十' in s:
        a, b = s.split('十')
        return (CN_DIGIT[a] if a else 1) * 10 + (CN_DIGIT[b] if b else 0)
    return CN_DIGIT[s]


def parse_dates(s):
    out = set()

    def mk(y, m, d):
        try:
            out.add(datetime.date(int(y), int(m), int(d)))
        except (ValueError, TypeError):
            pass

    def yy(y):
        y = int(y)
        return y + (2000 if y <= 24 else 1900)

    for m in re.finditer(r'(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})', s):
        mk(*m.groups())
    for m in re.finditer(r'(?<!\d)(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?!\d)', s):
        a, b, y = m.groups()
        y = int(y) if len(y) == 4 else yy(y)
        mk(y, b, a)
        mk(y, a, b)
    for m in re.finditer(r'(?<!\d)(\d{4})(\d{2})(\d{2})(?!\d)', s):
        mk(*m.groups())
    for m in re.finditer(r'([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]{1,2})月([一二三四五六七八九十]{1,3})[日号]', s):
        y = int(''.join(str(CN_DIGIT[c]) for c in m.group(1)))
        mk(y, cn_small(m.group(2)), cn_small(m.group(3)))
    mon = r'(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?'
    for m in re.finditer(r'(\d{1,2})(?:st|nd|rd|th)?[ -](?:of )?' + mon + r',?[ -](\d{4})', s, re.I):
        mk(m.group(3), MONTHS[m.group(2).lower()], m.group(1))
    for m in re.finditer(mon + r' (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})', s, re.I):
        mk(m.group(3), MONTHS[m.group(1).lower()], m.group(2))
    return out


# ------------------------------------------------------------------ shapes
DOC_NETS = [ipaddress.ip_network(n) for n in
            ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]
CGNAT = ipaddress.ip_network('100.64.0.0/10')


def ip_kind(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return None
    if any(ip in n for n in DOC_NETS):
        return 'doc'
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local:
        return 'reserved'
    if ip.version == 4 and ip in CGNAT:
        return 'cgnat'
    if ip.is_private:
        return 'private'
    if ip.is_global:
        return 'public'
    return 'reserved'


CURRENCY = re.compile(r'[$€£¥₹₩₱]|\b(?:USD|EUR|GBP|CNY|RMB|HKD|SGD|AUD|CAD|CHF|JPY|INR|PLN|BRL|NZD|PHP|'
                      r'dollars?|euros?|pounds?|quid|bucks|rupees|yuan|zloty|reais|francs?)\b|'
                      r'元|块|圆|美元|欧元|英镑|港币|港元|日元|美金|刀|澳元|新币', re.I)
NUMBERISH = re.compile(r'\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|'
                       r'fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|'
                       r'thousand|grand)\b|[一二两三四五六七八九十百千万]', re.I)
PHONE_WORDS = re.compile(r'\b(zero|oh|one|two|three|four|five|six|seven|eight|nine)\b|'
                         r'\b(double|triple) (zero|oh|one|two|three|four|five|six|seven|eight|nine)\b', re.I)
EMAIL_RE = re.compile(r'[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}')
TITLES = re.compile(r'^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Herr|Frau|Mme|M)\.?\s', re.I)
KIN = ('妈妈', '爸爸', '表姐', '表哥', '表妹', '表弟', '堂哥', '堂姐', '堂弟', '堂妹', '姐姐', '哥哥',
       '弟弟', '妹妹', '舅舅', '姑姑', '阿姨', '叔叔', '奶奶', '爷爷', '外婆', '外公', '老婆', '老公',
       '儿子', '女儿', '岳父', '岳母', '婆婆', '媳妇', '财务', '前台', '客服', '同事')
EN_KIN = re.compile(r'\b(mum|mom|dad|aunt|auntie|uncle|cousin|grandma|grandpa|nan|wife|husband|'
                    r'son|daughter|brother|sister)\b', re.I)


def phone_digits(s):
    n = len(re.findall(r'\d', s))
    n += len(re.findall(r'[〇零一二三四五六七八九幺两]', s))
    for m in PHONE_WORDS.finditer(s):
        n += 3 if m.group(2) and m.group(2).lower() == 'triple' else 2 if m.group(2) else 1
    return n


def national_id_fmts(s):
    return [f for f, fn in V.NATIONAL_ID_FMTS.items() if fn(s)]


def apikey_ok(s):
    if 'EXAMPLE' in s.upper() or s.startswith(('pk_live_', 'pk_test_')):
        return False
    if V.crc_token_ok(s) or V.jwt_ok(s):
        return True
    return any(re.fullmatch(rx, s) for rx in V.APIKEY_SHAPES.values())


def secret_ok(s):
    if 'EXAMPLE' in s.upper():
        return False
    if s.startswith('-----BEGIN'):
        return bool(re.fullmatch(r'-----BEGIN ([A-Z ]+)-----\n[\s\S]+\n-----END \1-----', s))
    if s.startswith('http'):
        return any(re.fullmatch(rx, s) for f, rx in V.SECRET_SHAPES.items() if f.endswith('_hook'))
    if re.fullmatch(V.SECRET_SHAPES['totp16g'], s):
        return True
    if re.fullmatch(r'\d{6}(?:-\d{6}){7}', s):
        return V.bitlocker_ok(s)
    return not re.search(r'\s', s)


def check_shape(rid, sp, text, spans):
    t, v = sp['type'], sp['value']
    bad = None
    if t == 'EMAIL':
        bad = not EMAIL_RE.fullmatch(v)
    elif t == 'PHONE':
        bad = phone_digits(v) < 5
    elif t == 'IP_ADDRESS':
        bad = ip_kind(v) not in ('private', 'cgnat', 'public')
    elif t == 'CARD':
        bad = not V.card_ok(v)
    elif t == 'CVV':
        bad = not re.fullmatch(r'\d{3,4}', v)
        near = [s for s in spans if s['type'] == 'CARD' and abs(s['start'] - sp['start']) < 260]
        if not near:
            err(rid, 'CVV %r without a CARD nearby' % v)
    elif t == 'IBAN':
        bad = not V.iban_ok(v)
    elif t == 'SSN':
        bad = not V.ssn_ok(v)
    elif t == 'IDCARD':
        bad = not V.idcard_ok(v)
    elif t == 'PASSPORT':
        bad = not V.passport_ok(v)
    elif t == 'NATIONAL_ID':
        bad = not national_id_fmts(v)
    elif t == 'APIKEY':
        bad = not apikey_ok(v)
    elif t == 'SECRET':
        bad = not secret_ok(v)
    elif t == 'AMOUNT':
        bad = not (CURRENCY.search(v) and NUMBERISH.search(v))
    elif t == 'DATE_OF_BIRTH':
        bad = not (parse_dates(v) or re.search(r'(?i)\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b', v)
                   or re.search(r'[年月]', v))
    elif t == 'PERSON':
        if TITLES.match(v):
            err(rid, 'title inside PERSON %r' % v)
        if any(w in v for w in KIN) or EN_KIN.search(v):
            err(rid, 'kinship/role word inside PERSON %r' % v)
        if re.search(r'[@]', v):
            bad = True
    if bad:
        err(rid, 'bad %s shape %r' % (t, v))


def id_births(sp):
    v = sp['value']
    if sp['type'] == 'IDCARD':
        b = V.idcard_birth(v)
        return {b} if b else set()
    if sp['type'] == 'NATIONAL_ID':
        f = national_id_fmts(v)
        if 'pesel' in f:
            return {V.pesel_birth(v)}
        if 'be_rrn' in f:
            return set(V.be_rrn_births(v))
    return set()


def occurrences(text, v):
    i = text.find(v)
    while i >= 0:
        j = i + len(v)
        ok = not (is_word(v[0]) and i > 0 and is_word(text[i - 1]))
        ok = ok and not (is_word(v[-1]) and j < len(text) and is_word(text[j]))
        if ok:
            yield i, j
        i = text.find(v, i + 1)


def check_row(r):
    rid, text = r['id'], r['text']
    items = [('S', s) for s in r['spans']] + [('D', d) for d in r['decoys']]
    for what, it in items:
        s, e, v = it['start'], it['end'], it['value']
        if not (0 <= s < e <= len(text)) or text[s:e] != v:
            err(rid, 'offset mismatch %r' % v)
            continue
        if v != v.strip():
            err(rid, 'whitespace at edge of %r' % v)
        if s > 0 and is_word(text[s - 1]) and is_word(text[s]):
            err(rid, 'edge inside ASCII word at start of %r' % v)
        if e < len(text) and is_word(text[e - 1]) and is_word(text[e]):
            err(rid, 'edge inside ASCII word at end of %r' % v)
    # overlaps
    iv = sorted((it['start'], it['end'], it['value']) for _, it in items)
    for a, b in zip(iv, iv[1:]):
        if b[0] < a[1]:
            err(rid, 'overlap %r / %r' % (a[2], b[2]))
    for sp in r['spans']:
        check_shape(rid, sp, text, r['spans'])
    # decoys
    for d in r['decoys']:
        k = ip_kind(d['value'])
        if k in ('private', 'cgnat', 'public') and 'version' not in d['kind']:
            err(rid, 'decoy %r is a real host IP' % d['value'])
        if d['kind'] in ('doc_ip',) and k != 'doc':
            err(rid, 'doc_ip decoy %r outside documentation ranges' % d['value'])
    # ID birth dates against shown DOBs
    dobs = set()
    for sp in r['spans']:
        if sp['type'] == 'DATE_OF_BIRTH':
            dobs |= parse_dates(sp['value'])
    has_dob = any(sp['type'] == 'DATE_OF_BIRTH' for sp in r['spans'])
    for sp in r['spans']:
        b = id_births(sp)
        if b and has_dob and not (b & dobs):
            err(rid, '%s %s birth date %s not among DOBs shown %s' % (
                sp['type'], sp['value'], sorted(b), sorted(dobs)))
    # consistency: every occurrence of a tagged string is tagged alike
    cover = [(it['start'], it['end'], what, it.get('type') or it.get('kind')) for what, it in items]
    # a given name or surname of a tagged PERSON that also stands alone must be tagged too
    for sp in r['spans']:
        if sp['type'] != 'PERSON':
            continue
        for tok in sp['value'].split():
            if len(tok) < 3 or not re.fullmatch(r"[A-Z][^\W\d_]+(?:[-'][A-Z]?[^\W\d_]+)?", tok):
                continue
            for i, j in occurrences(text, tok):
                if not any(c[0] <= i and j <= c[1] for c in cover):
                    err(rid, 'name part %r of %r stands untagged at %d' % (tok, sp['value'], i))
    for sp in r['spans']:
        v = sp['value']
        if len(v) < 2:
            continue
        for i, j in occurrences(text, v):
            inside = [c for c in cover if c[0] <= i and j <= c[1]]
            if not inside:
                err(rid, 'untagged repeat of %s %r at %d' % (sp['type'], v, i))
            elif any(c[0] == i and c[1] == j and c[3] != sp['type'] for c in inside):
                err(rid, 'inconsistent label for %r' % v)


def main():
    verbose = '-v' in sys.argv[1:]
    path = os.path.join(HERE, 'corpus.jsonl')
    rows = [json.loads(line) for line in open(path, encoding='utf-8')]
    V.selftest()
    ids = [r['id'] for r in rows]
    if len(ids) != len(set(ids)):
        err('corpus', 'duplicate ids')
    for r in rows:
        check_row(r)
    # global: no string both span and decoy
    span_vals = collections.defaultdict(set)
    dec_vals = collections.defaultdict(set)
    for r in rows:
        for s in r['spans']:
            span_vals[s['value']].add(r['id'])
        for d in r['decoys']:
            dec_vals[d['value']].add(r['id'])
    for v in set(span_vals) & set(dec_vals):
        err('corpus', '%r is a span in %s and a decoy in %s' % (
            v, sorted(span_vals[v])[:3], sorted(dec_vals[v])[:3]))
    # size and mix
    n = len(rows)
    ns = sum(len(r['spans']) for r in rows)
    nd = sum(len(r['decoys']) for r in rows)
    lang = collections.Counter(r['lang'] for r in rows)
    empty = sum(1 for r in rows if not r['spans'])
    tkinds = {r['kind'] for r in rows}
    dkinds = {d['kind'] for r in rows for d in r['decoys']}
    texts_per_type = collections.Counter()
    for r in rows:
        for t in {s['type'] for s in r['spans']}:
            texts_per_type[t] += 1
    if not 180 <= n <= 195:
        err('size', '%d texts (want 180-195)' % n)
    if not 1100 <= ns <= 1300:
        err('size', '%d spans (want 1100-1300)' % ns)
    for lg, want in (('en', .45), ('zh', .35), ('mixed', .20)):
        if abs(lang[lg] / max(n, 1) - want) > 0.04:
            err('size', '%s share %.1f%% (want about %d%%)' % (lg, 100 * lang[lg] / max(n, 1), want * 100))
    for t in TYPES:
        if texts_per_type[t] < 4:
            err('size', '%s in only %d texts' % (t, texts_per_type[t]))
    if nd < 2.5 * n:
        err('size', '%.2f decoys per text (want >= 2.5)' % (nd / max(n, 1)))
    if not 3 <= empty <= 8:
        err('size', '%d texts without spans (want 3-8)' % empty)
    if len(tkinds) < 60:
        err('size', '%d text kinds (want >= 60)' % len(tkinds))
    if len(dkinds) < 60:
        err('size', '%d decoy kinds (want >= 60)' % len(dkinds))

    if verbose:
        langs = ('en', 'zh', 'mixed')
        span_tab = collections.defaultdict(collections.Counter)
        for r in rows:
            for s in r['spans']:
                span_tab[s['type']][r['lang']] += 1
        print('%-14s %6s %6s %6s %7s %6s' % ('type', *langs, 'total', 'texts'))
        for t in TYPES:
            c = span_tab[t]
            print('%-14s %6d %6d %6d %7d %6d' % (t, *(c[x] for x in langs), sum(c.values()), texts_per_type[t]))
        tot = collections.Counter()
        for r in rows:
            tot[r['lang']] += len(r['spans'])
        print('%-14s %6d %6d %6d %7d' % ('ALL SPANS', *(tot[x] for x in langs), ns))
        print()
        print('%-14s %6s %6s %6s %7s' % ('', *langs, 'total'))
        print('%-14s %6d %6d %6d %7d' % ('texts', *(lang[x] for x in langs), n))
        dl = collections.Counter()
        for r in rows:
            dl[r['lang']] += len(r['decoys'])
        print('%-14s %6d %6d %6d %7d' % ('decoys', *(dl[x] for x in langs), nd))
        el = collections.Counter(r['lang'] for r in rows if not r['spans'])
        print('%-14s %6d %6d %6d %7d' % ('no-span texts', *(el[x] for x in langs), empty))
        print()
        print('text kinds: %d   decoy kinds: %d   decoys/text: %.2f   spans/text: %.2f' % (
            len(tkinds), len(dkinds), nd / n, ns / n))
        dk = collections.Counter(d['kind'] for r in rows for d in r['decoys'])
        print('\ndecoy kinds:')
        items = sorted(dk.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 4):
            print('  ' + '  '.join('%-24s %3d' % kv for kv in items[i:i + 4]))
        tk = collections.Counter(r['kind'] for r in rows)
        print('\ntext kinds:')
        items = sorted(tk.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 4):
            print('  ' + '  '.join('%-26s %2d' % kv for kv in items[i:i + 4]))
        print()
    for e in ERRORS:
        print('ERROR', e)
    print('%s: %d texts, %d spans, %d decoys, %d errors' % (
        'OK' if not ERRORS else 'FAIL', n, ns, nd, len(ERRORS)))
    sys.exit(1 if ERRORS else 0)


if __name__ == '__main__':
    main()
