#!/usr/bin/env python3
"""Consistency checks for blind74/corpus.jsonl.   -v prints tables."""
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
from build_corpus import TYPES, LANGS  # noqa: E402

VERBOSE = '-v' in sys.argv
errors = []


def err(rid, msg):
    errors.append('%s: %s' % (rid, msg))


def is_word(c):
    return c.isascii() and c.isalnum()


# ------------------------------------------------------------ per-type shapes
CURRENCY = re.compile(
    r'(£|\$|€|¥|￥|元|块|圆|人民币|美元|欧元|英镑|港币|RMB|CNY|GBP|EUR|USD|PLN|SEK|KES|CAD|HK\$|S\$|NZ\$|'
    r'pounds?|quid|dollars?|euros?|rand|tenner|fiver|zł)', re.I)
NUMBERISH = re.compile(r'[0-9零〇一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟]|'
                       r'\b(one|two|three|four|five|six|seven|eight|nine|ten|'
                       r'twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|'
                       r'hundred|thousand|tenner|fiver)\b', re.I)
PHONE_UNITS = re.compile(r'[0-9零〇一二三四五六七八九幺两]|\b(zero|oh|one|two|three|four|'
                         r'five|six|seven|eight|nine|double|treble)\b', re.I)
EMAIL_RE = re.compile(r'[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}')
UNION_PASSPORT = [re.compile(x) for x in V.PASSPORT_SHAPES.values()]
UNION_APIKEY = [re.compile(x) for x in V.APIKEY_SHAPES.values()]
UNION_SECRET = [re.compile(x) for x in V.SECRET_SHAPES.values()]

DOC_NETS = [ipaddress.ip_network(n) for n in
            ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]
CGNAT = ipaddress.ip_network('100.64.0.0/10')

EN_TITLES = re.compile(r'^(mr|mrs|ms|miss|mx|dr|prof|sir|dame|lord|lady|rev)\b\.?', re.I)
EN_ROLES = re.compile(r'^(uncle|aunt|auntie|mum|mom|dad|nan|nana|grandma|grandpa|'
                      r'granny|grandad)\b', re.I)
ZH_KIN = ['妈妈', '爸爸', '哥哥', '姐姐', '弟弟', '妹妹', '表姐', '表哥', '表妹', '表弟',
          '舅舅', '舅妈', '叔叔', '婶婶', '姑姑', '姨妈', '奶奶', '爷爷', '外公', '外婆',
          '老公', '老婆', '儿子', '女儿', '岳父', '岳母', '公公', '婆婆', '侄子', '外甥',
          '老伴', '爱人', '妈', '爸']
ZH_ROLES = ['财务', '会计', '出纳', '主播']


def ip_kind(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return None
    if any(ip in n for n in DOC_NETS if n.version == ip.version):
        return 'doc'
    if ip.is_loopback or ip.is_unspecified:
        return 'loopback'
    if ip.is_multicast or ip.is_link_local:
        return 'special'
    if ip.version == 4 and ip in CGNAT:
        return 'cgnat'
    if ip.is_reserved:
        return 'special'
    if ip.is_private:
        return 'private'
    return 'public'


MONTHS = {m: i + 1 for i, m in enumerate(
    ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'])}


def dob_candidates(v):
    s = v.strip()
    c = set()

    def add(y, m, d):
        try:
            c.add(datetime.date(int(y), int(m), int(d)))
        except ValueError:
            pass
    m = re.fullmatch(r'(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日?', s)
    if m:
        add(*m.groups())
    m = re.fullmatch(r'(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})', s)
    if m:
        add(*m.groups())
    m = re.fullmatch(r'(\d{4})(\d{2})(\d{2})', s)
    if m:
        add(*m.groups())
    m = re.fullmatch(r'(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4})', s)
    if m:
        a, b, y = m.groups()
        add(y, b, a)
        add(y, a, b)
    m = re.fullmatch(r'(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})', s)
    if m and m.group(2)[:3].lower() in MONTHS:
        add(m.group(3), MONTHS[m.group(2)[:3].lower()], m.group(1))
    m = re.fullmatch(r'([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})', s)
    if m and m.group(1)[:3].lower() in MONTHS:
        add(m.group(3), MONTHS[m.group(1)[:3].lower()], m.group(2))
    return c


def check_value(rid, s, text):
    t, v = s['type'], s['value']
    if v != v.strip():
        err(rid, '%s span has outer whitespace: %r' % (t, v))
    if t == 'CARD':
        if not V.card_ok(v):
            err(rid, 'CARD fails Luhn/shape: %r' % v)
    elif t == 'IBAN':
        if not V.iban_ok(v):
            err(rid, 'IBAN fails mod-97: %r' % v)
    elif t == 'SSN':
        if not V.ssn_ok(v):
            err(rid, 'SSN shape: %r' % v)
    elif t == 'IDCARD':
        if not V.idcard_ok(v):
            err(rid, 'IDCARD check char: %r' % v)
        else:
            b = V.idcard_birth(v)
            if not datetime.date(1900, 1, 1) <= b <= datetime.date(2024, 12, 31):
                err(rid, 'IDCARD birth date implausible: %r' % v)
    elif t == 'NATIONAL_ID':
        if not V.national_id_scheme(v):
            err(rid, 'NATIONAL_ID matches no scheme: %r' % v)
    elif t == 'PASSPORT':
        if not any(p.fullmatch(v) for p in UNION_PASSPORT):
            err(rid, 'PASSPORT shape: %r' % v)
    elif t == 'APIKEY':
        if not any(p.fullmatch(v) for p in UNION_APIKEY):
            err(rid, 'APIKEY shape: %r' % v)
    elif t == 'SECRET':
        before, after = text[:s['start']], text[s['end']:]
        in_dsn = (before.endswith(':') and after.startswith('@')) or \
            re.search(r'(password|pwd)=$', before, re.I)
        if not (in_dsn or any(p.fullmatch(v) for p in UNION_SECRET)):
            err(rid, 'SECRET neither DSN password nor known shape: %r' % v)
    elif t == 'EMAIL':
        if not EMAIL_RE.fullmatch(v):
            err(rid, 'EMAIL shape: %r' % v)
    elif t == 'IP_ADDRESS':
        k = ip_kind(v)
        if k not in ('private', 'cgnat', 'public'):
            err(rid, 'IP_ADDRESS not a host address (%s): %r' % (k, v))
    elif t == 'PHONE':
        if len(PHONE_UNITS.findall(v)) < 5:
            err(rid, 'PHONE has too few digits: %r' % v)
        if '*' in v:
            err(rid, 'masked PHONE labelled: %r' % v)
    elif t == 'AMOUNT':
        if not CURRENCY.search(v) or not NUMBERISH.search(v):
            err(rid, 'AMOUNT without currency or number: %r' % v)
    elif t == 'DATE_OF_BIRTH':
        c = dob_candidates(v)
        if not c:
            err(rid, 'DATE_OF_BIRTH unparseable: %r' % v)
        elif not all(datetime.date(1900, 1, 1) <= d <= datetime.date(2024, 12, 31) for d in c):
            err(rid, 'DATE_OF_BIRTH implausible: %r' % v)
    elif t == 'ADDRESS':
        if not re.search(r'\d', v):
            err(rid, 'ADDRESS without house number / postcode: %r' % v)
    elif t == 'CVV':
        if not re.fullmatch(r'\d{3,4}', v):
            err(rid, 'CVV shape: %r' % v)
    elif t == 'PERSON':
        if EN_TITLES.match(v) or EN_ROLES.match(v):
            err(rid, 'title/role inside PERSON: %r' % v)
        for w in ZH_KIN:
            if w in v and len(w) > 1 or v == w:
                err(rid, 'kinship word inside PERSON: %r' % v)
        for w in ZH_ROLES:
            if w in v:
                err(rid, 'role word inside PERSON: %r' % v)
        if '@' in v:
            err(rid, 'PERSON contains @: %r' % v)
    if '*' in v and t in ('CARD', 'PHONE', 'IDCARD', 'SSN', 'IBAN'):
        err(rid, 'masked value labelled: %r' % v)


def occurrences(text, v):
    i = text.find(v)
    while i >= 0:
        j = i + len(v)
        ok = not (is_word(v[0]) and i > 0 and is_word(text[i - 1])) and \
            not (is_word(v[-1]) and j < len(text) and is_word(text[j]))
        if ok:
            yield i, j
        i = text.find(v, i + 1)


def owner_groups(spans):
    """Attach every span to the closest PERSON span before it."""
    owner, groups = None, collections.defaultdict(list)
    for s in sorted(spans, key=lambda s: s['start']):
        if s['type'] == 'PERSON':
            owner = s['start']
        groups[owner].append(s)
    return groups


def check_record(rec, seen_span, seen_decoy):
    rid, text = rec['id'], rec['text']
    items = [('span', s) for s in rec['spans']] + [('decoy', d) for d in rec['decoys']]
    for kind, s in items:
        if text[s['start']:s['end']] != s['value']:
            err(rid, 'offset mismatch %r' % s['value'])
        if not s['value']:
            err(rid, 'empty %s' % kind)
            continue
        if s['start'] > 0 and is_word(text[s['start'] - 1]) and is_word(s['value'][0]):
            err(rid, '%s starts inside a word: %r' % (kind, s['value']))
        if s['end'] < len(text) and is_word(text[s['end']]) and is_word(s['value'][-1]):
            err(rid, '%s ends inside a word: %r' % (kind, s['value']))
    ordered = sorted((s['start'], s['end'], s['value']) for _, s in items)
    for a, b in zip(ordered, ordered[1:]):
        if b[0] < a[1]:
            err(rid, 'overlap %r / %r' % (a[2], b[2]))
    for s in rec['spans']:
        check_value(rid, s, text)
        seen_span[s['value']].add(s['type'])
    for d in rec['decoys']:
        seen_decoy[d['value']].add(d['kind'])
        if d['kind'] in ('doc_ip', 'loopback_ip') and \
                ip_kind(d['value']) not in ('doc', 'loopback'):
            err(rid, 'decoy IP is not a doc/loopback address: %r' % d['value'])
        if 'masked' in d['kind'] and not re.search(r'[*•x×X]|尾号|ending', d['value']):
            err(rid, 'masked decoy shows no mask: %r' % d['value'])
    # every occurrence of a labelled string is labelled
    for s in {x['value']: x for x in rec['spans']}.values():
        for i, j in occurrences(text, s['value']):
            cover = [x for x in rec['spans'] if x['start'] <= i and j <= x['end']]
            if not cover:
                err(rid, 'untagged occurrence of %s %r at %d' % (s['type'], s['value'], i))
            elif any(x['start'] == i and x['end'] == j and x['type'] != s['type'] for x in cover):
                err(rid, 'same string, two types: %r' % s['value'])
    # CVV only with a card nearby
    cards = [s for s in rec['spans'] if s['type'] == 'CARD']
    for s in rec['spans']:
        if s['type'] == 'CVV' and not any(abs(s['start'] - c['end']) < 160 for c in cards):
            err(rid, 'CVV without a CARD next to it: %r' % s['value'])
    # ID birth dates against a DOB given for the same person
    for grp in owner_groups(rec['spans']).values():
        dobs = [dob_candidates(s['value']) for s in grp if s['type'] == 'DATE_OF_BIRTH']
        for s in grp:
            born = None
            if s['type'] == 'IDCARD':
                born = V.idcard_birth(s['value'])
            elif s['type'] == 'NATIONAL_ID' and V.pesel_ok(s['value']):
                born = V.pesel_birth(s['value'])
            elif s['type'] == 'NATIONAL_ID' and V.pnr_ok(s['value']):
                born = V.pnr_birth(s['value'])
            elif s['type'] == 'NATIONAL_ID' and V.nir_ok(s['value']):
                yy, mm = V.nir_birth(s['value'])
                for cands in dobs:
                    if not any(d.year % 100 == yy and d.month == mm for d in cands):
                        err(rid, 'NIR %r disagrees with DOB' % s['value'])
                continue
            if born:
                for cands in dobs:
                    if born not in cands:
                        err(rid, '%s %r birth date %s disagrees with DOB %s' % (
                            s['type'], s['value'], born, sorted(cands)))
    # unlabelled look-alikes that a reviewer would expect to see labelled
    covered = [(x['start'], x['end']) for _, x in items]

    def is_covered(i, j):
        return any(a < j and i < b for a, b in covered)
    for m in re.finditer(r'(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}(?![\w.])', text):
        if ip_kind(m.group()) in ('private', 'cgnat', 'public') and not is_covered(*m.span()):
            err(rid, 'unlabelled host IP %r' % m.group())
    for m in EMAIL_RE.finditer(text):
        if not is_covered(*m.span()):
            err(rid, 'unlabelled e-mail %r' % m.group())


def main():
    path = os.path.join(HERE, 'corpus.jsonl')
    recs = [json.loads(line) for line in open(path, encoding='utf-8')]
    seen_span = collections.defaultdict(set)
    seen_decoy = collections.defaultdict(set)
    ids = set()
    for rec in recs:
        if rec['id'] in ids:
            err(rec['id'], 'duplicate id')
        ids.add(rec['id'])
        check_record(rec, seen_span, seen_decoy)
    for v, ts in seen_span.items():
        if len(ts) > 1:
            err('corpus', 'string labelled with several types %s: %r' % (sorted(ts), v))
        if v in seen_decoy:
            err('corpus', 'string is both span and decoy: %r' % v)

    # ---------------------------------------------------------- size rules
    n = len(recs)
    nspans = sum(len(r['spans']) for r in recs)
    ndec = sum(len(r['decoys']) for r in recs)
    by_lang = collections.Counter(r['lang'] for r in recs)
    texts_per_type = collections.Counter()
    for r in recs:
        for t in {s['type'] for s in r['spans']}:
            texts_per_type[t] += 1
    empty = sum(1 for r in recs if not r['spans'])
    kinds = {r['kind'] for r in recs}
    dkinds = {d['kind'] for r in recs for d in r['decoys']}
    if not 180 <= n <= 195:
        err('size', '%d texts (want 180-195)' % n)
    if not 1100 <= nspans <= 1300:
        err('size', '%d spans (want 1100-1300)' % nspans)
    for lang, lo, hi in (('en', .40, .50), ('zh', .30, .40), ('mixed', .15, .25)):
        share = by_lang[lang] / n
        if not lo <= share <= hi:
            err('size', '%s share %.1f%% outside %d-%d%%' % (lang, 100 * share, 100 * lo, 100 * hi))
    for t in TYPES:
        if texts_per_type[t] < 4:
            err('size', '%s in only %d texts' % (t, texts_per_type[t]))
    if ndec < 2.5 * n:
        err('size', '%d decoys < 2.5 per text' % ndec)
    if not 3 <= empty <= 8:
        err('size', '%d texts without spans (want 3-8)' % empty)
    if len(kinds) < 60:
        err('size', '%d text kinds (want >= 60)' % len(kinds))
    if len(dkinds) < 60:
        err('size', '%d decoy kinds (want >= 60)' % len(dkinds))

    if VERBOSE:
        per = collections.defaultdict(collections.Counter)
        for r in recs:
            for s in r['spans']:
                per[s['type']][r['lang']] += 1
        print('%-14s %6s %6s %6s %6s %6s' % ('type', 'en', 'zh', 'mixed', 'total', 'texts'))
        for t in TYPES:
            c = per[t]
            print('%-14s %6d %6d %6d %6d %6d' % (t, c['en'], c['zh'], c['mixed'],
                                                 sum(c.values()), texts_per_type[t]))
        tot = collections.Counter()
        for r in recs:
            tot[r['lang']] += len(r['spans'])
        print('%-14s %6d %6d %6d %6d' % ('ALL SPANS', tot['en'], tot['zh'], tot['mixed'], nspans))
        print()
        print('%-14s %6s %6s %6s %6s' % ('', 'en', 'zh', 'mixed', 'total'))
        print('%-14s %6d %6d %6d %6d' % ('texts', by_lang['en'], by_lang['zh'], by_lang['mixed'], n))
        dl = collections.Counter()
        for r in recs:
            dl[r['lang']] += len(r['decoys'])
        print('%-14s %6d %6d %6d %6d' % ('decoys', dl['en'], dl['zh'], dl['mixed'], ndec))
        el = collections.Counter(r['lang'] for r in recs if not r['spans'])
        print('%-14s %6d %6d %6d %6d' % ('no-span texts', el['en'], el['zh'], el['mixed'], empty))
        print()
        print('text kinds: %d   decoy kinds: %d   decoys/text: %.2f   spans/text: %.2f' % (
            len(kinds), len(dkinds), ndec / n, nspans / n))
        dk = collections.Counter(d['kind'] for r in recs for d in r['decoys'])
        print('decoy kinds (count):')
        line = []
        for k, c in sorted(dk.items(), key=lambda x: (-x[1], x[0])):
            line.append('%s %d' % (k, c))
        for i in range(0, len(line), 6):
            print('   ' + ', '.join(line[i:i + 6]))
        ipk = collections.Counter(ip_kind(s['value']) for r in recs for s in r['spans']
                                  if s['type'] == 'IP_ADDRESS')
        print('IP_ADDRESS spans by range:', dict(ipk))
        nid = collections.Counter(V.national_id_scheme(s['value'])[0] for r in recs
                                  for s in r['spans'] if s['type'] == 'NATIONAL_ID')
        print('NATIONAL_ID schemes:', dict(nid))
        print()
    for e in errors:
        print('ERROR', e)
    print('%s: %d texts, %d spans, %d decoys, %d errors' % (
        'CLEAN' if not errors else 'FAILED', n, nspans, ndec, len(errors)))
    sys.exit(1 if errors else 0)


if __name__ == '__main__':
    main()
