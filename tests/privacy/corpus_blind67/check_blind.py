#!/usr/bin/env python3
"""Validate corpus.jsonl of blind67.   python3 check_blind.py [-v]"""
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

TYPES = ['PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL',
         'PASSWORD', 'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT',
         'NATIONAL_ID', 'AMOUNT']
LANGS = ['en', 'zh', 'mixed']

DOC_NETS = [ipaddress.ip_network(n) for n in
            ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]

EN_TITLES = re.compile(r'^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Rev|Capt)\b\.?', re.I)
EN_KIN = {'mum', 'mom', 'dad', 'mother', 'father', 'sister', 'brother', 'aunt', 'auntie', 'uncle',
          'grandma', 'grandad', 'granddad', 'grandpa', 'nan', 'nana', 'wife', 'husband', 'son',
          'daughter', 'cousin', 'niece', 'nephew'}
ZH_KIN = ['妈妈', '爸爸', '老妈', '老爸', '我妈', '我爸', '表姐', '表哥', '表妹', '表弟', '堂哥',
          '堂姐', '姐姐', '哥哥', '弟弟', '妹妹', '舅舅', '舅妈', '姑姑', '姑父', '叔叔', '婶婶',
          '爷爷', '奶奶', '外公', '外婆', '老婆', '老公', '儿子', '女儿', '岳父', '岳母', '婆婆']
ZH_ROLE = ['财务', '前台', '客服', '技术', '会计', '出纳', '司机', '保安', '店员', '飞手', '兽医']

CURRENCY = re.compile(r'[£$€¥￥₹]|\b(?:GBP|USD|EUR|CNY|RMB|HKD|SGD|AUD|CAD|INR|CHF|PLN|SEK|JPY|NZD)\b|'
                      r'(?:quid|pounds?|dollars?|euros?|bucks|rupees|pence|zł|kr)\b|'
                      r'元|块|圆|镑|英镑|美元|欧元|港币|港元|新币|澳元|毛|人民币', re.I)
NUMWORD = re.compile(r'\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|'
                     r'twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|grand)\b|'
                     r'[一二两三四五六七八九十百千万]', re.I)
PHONE_TOK = re.compile(r'\d|[〇零一二三四五六七八九幺洞两]|\b(?:zero|oh|one|two|three|four|five|six|seven|'
                       r'eight|nine|double|triple)\b', re.I)

MONTHS = {m: i for i, m in enumerate(['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep',
                                      'oct', 'nov', 'dec'], 1)}


def isword(ch):
    return ch.isascii() and (ch.isalnum() or ch == '_')


def parse_dates(v):
    """All calendar dates a written birth date can mean."""
    out = set()
    s = v.strip()

    def add(y, m, d):
        try:
            if y < 100:
                y += 1900 if y > 24 else 2000
            out.add(datetime.date(y, m, d))
        except ValueError:
            pass
    m = re.fullmatch(r'(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?号?', s)
    if m:
        add(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    m = re.fullmatch(r'(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})', s)
    if m:
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        add(y, b, a)
        add(y, a, b)
    m = re.fullmatch(r'(\d{4})(\d{2})(\d{2})', s)
    if m:
        add(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    m = re.fullmatch(r'(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([A-Za-z]{3,9})\.?,?\s+(\d{4})', s)
    if m and m.group(2)[:3].lower() in MONTHS:
        add(int(m.group(3)), MONTHS[m.group(2)[:3].lower()], int(m.group(1)))
    m = re.fullmatch(r'([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})', s)
    if m and m.group(1)[:3].lower() in MONTHS:
        add(int(m.group(3)), MONTHS[m.group(1)[:3].lower()], int(m.group(2)))
    m = re.fullmatch(r'(\d{1,2})[-\s]([A-Za-z]{3})[-\s](\d{2}|\d{4})', s)
    if m and m.group(2).lower() in MONTHS:
        add(int(m.group(3)), MONTHS[m.group(2).lower()], int(m.group(1)))
    return {d for d in out if datetime.date(1915, 1, 1) <= d <= datetime.date(2024, 12, 31)}


def ip_ok(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return False, 'not an IP'
    if any(ip in n for n in DOC_NETS if n.version == ip.version):
        return False, 'documentation range'
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_reserved:
        return False, 'loopback/unspecified/multicast/reserved'
    return True, ''


def validate(typ, v):
    """Return '' when fine, else a reason."""
    if v != v.strip() or not v:
        return 'leading/trailing whitespace'
    if typ == 'PERSON':
        if EN_TITLES.match(v):
            return 'English title inside PERSON'
        words = set(re.findall(r'[a-z]+', v.lower()))
        if words & EN_KIN:
            return 'kinship word inside PERSON'
        for k in ZH_KIN:
            if k in v:
                return 'kinship word inside PERSON'
        for k in ZH_ROLE:
            if k in v:
                return 'role word inside PERSON'
        if '@' in v:
            return 'e-mail in PERSON'
        return ''
    if typ == 'EMAIL':
        return '' if re.fullmatch(r"[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}", v) else 'bad e-mail'
    if typ == 'PHONE':
        return '' if len(PHONE_TOK.findall(v)) >= 7 else 'too few digits'
    if typ == 'ADDRESS':
        return '' if len(v) >= 10 and re.search(r'\d|[一二三四五六七八九十]', v) else 'address without number'
    if typ == 'DATE_OF_BIRTH':
        return '' if parse_dates(v) else 'unparseable date'
    if typ == 'IP_ADDRESS':
        ok, why = ip_ok(v)
        return '' if ok else why
    if typ in ('MEDICAL', 'PASSWORD'):
        return ''
    if typ == 'APIKEY':
        return '' if V.apikey_ok(v) else 'not a vendor key shape'
    if typ == 'SECRET':
        if re.fullmatch(r'[a-z2-7]{4}(?: [a-z2-7]{4}){3,}', v) or re.fullmatch(r'[A-Z2-7]{16,64}', v):
            return '' if V.totp_ok(v) else 'bad base32'
        return '' if V.secret_ok(v) else 'bad secret shape'
    if typ == 'CARD':
        return '' if V.card_ok(v) else 'Luhn/prefix fails'
    if typ == 'CVV':
        return '' if re.fullmatch(r'\d{3,4}', v) else 'CVV not 3-4 digits'
    if typ == 'IBAN':
        return '' if V.iban_ok(v) else 'mod-97 fails'
    if typ == 'SSN':
        return '' if V.ssn_ok(v) else 'bad SSN'
    if typ == 'IDCARD':
        return '' if V.idcard_ok(v) else 'GB 11643 fails'
    if typ == 'PASSPORT':
        return '' if V.passport_ok(v) else 'passport shape'
    if typ == 'NATIONAL_ID':
        return '' if V.national_id_ok(v) else 'national id check fails'
    if typ == 'AMOUNT':
        return '' if CURRENCY.search(v) and NUMWORD.search(v) else 'amount without currency/number'
    return 'unknown type'


def decoy_check(kind, v):
    k = kind.lower()
    if 'doc_ip' in k:
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            return 'doc_ip not an IP'
        if not (any(ip in n for n in DOC_NETS if n.version == ip.version) or ip.is_loopback):
            return 'doc_ip outside documentation ranges'
    if 'loopback' in k:
        try:
            if not ipaddress.ip_address(v).is_loopback:
                return 'loopback decoy is not loopback'
        except ValueError:
            return 'loopback decoy not an IP'
    if k.startswith('masked') and not re.search(r'[*xX•·#]', v):
        return 'masked value without mask'
    if k == 'imei' and not (re.fullmatch(r'\d{15}', v) and V.luhn_ok(v)):
        return 'imei not Luhn 15'
    if k == 'ean13' and not V.ean13_ok(v):
        return 'bad EAN-13'
    return ''


LEAK_RES = [
    ('email', re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")),
    ('ipv4', re.compile(r'(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])')),
    ('long_digits', re.compile(r'(?<!\d)\d{4}(?:[ -]?\d){9,15}(?!\d)')),
    ('cn_mobile', re.compile(r'(?<!\d)1[3-9]\d{9}(?!\d)')),
    ('iban', re.compile(r'\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b')),
    ('key_prefix', re.compile(r'\b(?:AKIA|ghp_|glpat-|xoxb-|sk_live_|rk_live_|sk-proj-|AIza|SG\.|LTAI|AKID|hf_|npm_|shpat_|whsec_|eyJ)[A-Za-z0-9_.-]{8,}')),
]


def covered(iv, a, b):
    return any(s <= a and b <= e for s, e in iv)


def main():
    verbose = '-v' in sys.argv
    rows = [json.loads(l) for l in open(os.path.join(HERE, 'corpus.jsonl'), encoding='utf-8')]
    errs = []

    def err(rid, msg):
        errs.append('%s: %s' % (rid, msg))

    V.selftest()
    span_vals, decoy_vals = collections.defaultdict(set), collections.defaultdict(set)
    ids = set()
    for r in rows:
        rid, t = r['id'], r['text']
        if rid in ids:
            err(rid, 'duplicate id')
        ids.add(rid)
        if not re.fullmatch(r'c67-(en|zh|mixed)-\d{3}', rid) or r['lang'] != rid.split('-')[1]:
            err(rid, 'bad id/lang')
        items = [('S', s['type'], s) for s in r['spans']] + [('D', d['kind'], d) for d in r['decoys']]
        iv = []
        for tag, lab, x in items:
            a, b, v = x['start'], x['end'], x['value']
            if not (0 <= a < b <= len(t)) or t[a:b] != v:
                err(rid, 'offset mismatch %s %r' % (lab, v))
                continue
            if a > 0 and isword(t[a - 1]) and isword(t[a]):
                err(rid, 'start inside ASCII word: %s %r' % (lab, v))
            if b < len(t) and isword(t[b - 1]) and isword(t[b]):
                err(rid, 'end inside ASCII word: %s %r' % (lab, v))
            iv.append((a, b, tag, lab, v))
        iv.sort()
        for p, q in zip(iv, iv[1:]):
            if q[0] < p[1]:
                err(rid, 'overlap %r / %r' % (p[4], q[4]))
        for s in r['spans']:
            why = validate(s['type'], s['value'])
            if why:
                err(rid, '%s %r: %s' % (s['type'], s['value'], why))
            span_vals[s['value']].add(s['type'])
        for d in r['decoys']:
            why = decoy_check(d['kind'], d['value'])
            if why:
                err(rid, 'decoy %s %r: %s' % (d['kind'], d['value'], why))
            decoy_vals[d['value']].add(d['kind'])
            if not d['kind'].strip():
                err(rid, 'decoy without kind')
        # CVV next to a CARD
        cards = [s for s in r['spans'] if s['type'] == 'CARD']
        for s in r['spans']:
            if s['type'] != 'CVV':
                continue
            if not cards:
                err(rid, 'CVV %r without a CARD' % s['value'])
                continue
            near = min(cards, key=lambda c: min(abs(c['start'] - s['end']), abs(s['start'] - c['end'])))
            dist = min(abs(near['start'] - s['end']), abs(s['start'] - near['end']))
            if dist > 160:
                err(rid, 'CVV %r far from CARD (%d chars)' % (s['value'], dist))
            amex = re.sub(r'\D', '', near['value'])[:2] in ('34', '37')
            if (len(s['value']) == 4) != amex:
                err(rid, 'CVV length does not fit card %r' % near['value'])
        # ID birth dates consistent with DOBs shown
        dobs = set()
        for s in r['spans']:
            if s['type'] == 'DATE_OF_BIRTH':
                dobs |= parse_dates(s['value'])
        for s in r['spans']:
            b = None
            if s['type'] == 'IDCARD' and V.idcard_ok(s['value']):
                b = V.idcard_birth(s['value'])
            elif s['type'] == 'NATIONAL_ID' and V.pesel_ok(s['value']):
                b = V.pesel_birth(s['value'])
            elif s['type'] == 'NATIONAL_ID' and V.pnr_ok(s['value']):
                b = V.pnr_birth(s['value'])
            if b and dobs and b not in dobs:
                err(rid, '%s %r birth date %s not among DOBs shown' % (s['type'], s['value'], b))
        # repeated strings tagged consistently
        sp_iv = [(s['start'], s['end']) for s in r['spans']]
        all_iv = sp_iv + [(d['start'], d['end']) for d in r['decoys']]
        exact = {(s['start'], s['end']): s['type'] for s in r['spans']}
        for s in r['spans']:
            v = s['value']
            for m in re.finditer(re.escape(v), t):
                a, b = m.start(), m.end()
                if (a > 0 and isword(t[a - 1]) and isword(t[a])) or (b < len(t) and isword(t[b - 1]) and isword(t[b])):
                    continue
                if exact.get((a, b)) == s['type']:
                    continue
                if covered([x for x in all_iv if x != (a, b)], a, b):
                    continue
                err(rid, 'untagged repeat of %s %r at %d' % (s['type'], v, a))
        # obvious sensitive shapes left unlabelled
        for name, rx in LEAK_RES:
            for m in rx.finditer(t):
                if not covered(all_iv, m.start(), m.end()) and not any(
                        s <= m.start() < e or s < m.end() <= e for s, e in all_iv):
                    err(rid, 'unlabelled %s-looking %r' % (name, m.group(0)))
    for v in set(span_vals) & set(decoy_vals):
        err('corpus', 'string both span and decoy: %r' % v)
    for v, ts in span_vals.items():
        if len(ts) > 1:
            err('corpus', 'string labelled with several types %r: %s' % (v, sorted(ts)))

    # size and mix rules
    n = len(rows)
    ns = sum(len(r['spans']) for r in rows)
    nd = sum(len(r['decoys']) for r in rows)
    by_lang = collections.Counter(r['lang'] for r in rows)
    if not 180 <= n <= 195:
        err('size', '%d texts, want 180-195' % n)
    if not 1100 <= ns <= 1300:
        err('size', '%d spans, want 1100-1300' % ns)
    for lang, want in (('en', .45), ('zh', .35), ('mixed', .20)):
        share = by_lang[lang] / max(n, 1)
        if abs(share - want) > .04:
            err('size', '%s share %.1f%%, want about %d%%' % (lang, 100 * share, 100 * want))
    texts_per_type = collections.Counter()
    for r in rows:
        for typ in {s['type'] for s in r['spans']}:
            texts_per_type[typ] += 1
    for typ in TYPES:
        if texts_per_type[typ] < 4:
            err('size', '%s in %d texts, want >= 4' % (typ, texts_per_type[typ]))
    if nd < 2.5 * n:
        err('size', '%d decoys for %d texts, want >= 2.5 per text' % (nd, n))
    empty = sum(1 for r in rows if not r['spans'])
    if not 3 <= empty <= 8:
        err('size', '%d texts without spans, want 3-8' % empty)
    kinds = {r['kind'] for r in rows}
    dkinds = {d['kind'] for r in rows for d in r['decoys']}
    if len(kinds) < 60:
        err('size', '%d text kinds, want >= 60' % len(kinds))
    if len(dkinds) < 60:
        err('size', '%d decoy kinds, want >= 60' % len(dkinds))

    if verbose:
        tab = collections.defaultdict(collections.Counter)
        for r in rows:
            for s in r['spans']:
                tab[s['type']][r['lang']] += 1
        print('%-14s %6s %6s %6s %6s %6s' % ('type', 'en', 'zh', 'mixed', 'total', 'texts'))
        for typ in TYPES:
            c = tab[typ]
            print('%-14s %6d %6d %6d %6d %6d' % (typ, c['en'], c['zh'], c['mixed'], sum(c.values()),
                                                 texts_per_type[typ]))
        sl = collections.Counter()
        dl = collections.Counter()
        for r in rows:
            sl[r['lang']] += len(r['spans'])
            dl[r['lang']] += len(r['decoys'])
        print('%-14s %6d %6d %6d %6d' % ('ALL spans', sl['en'], sl['zh'], sl['mixed'], ns))
        print('%-14s %6d %6d %6d %6d' % ('decoys', dl['en'], dl['zh'], dl['mixed'], nd))
        print('%-14s %6d %6d %6d %6d' % ('texts', by_lang['en'], by_lang['zh'], by_lang['mixed'], n))
        print('texts without spans: %d; text kinds: %d; decoy kinds: %d; decoys/text: %.2f; spans/text: %.2f'
              % (empty, len(kinds), len(dkinds), nd / max(n, 1), ns / max(n, 1)))
        dk = collections.Counter(d['kind'] for r in rows for d in r['decoys'])
        print('\ndecoy kinds:')
        for k, c in sorted(dk.items(), key=lambda x: (-x[1], x[0])):
            print('  %-24s %d' % (k, c))
        tk = collections.Counter(r['kind'] for r in rows)
        print('\ntext kinds:')
        for k, c in sorted(tk.items(), key=lambda x: (-x[1], x[0])):
            print('  %-24s %d' % (k, c))
    if errs:
        print('\n%d problem(s):' % len(errs))
        for e in errs:
            print('  ' + e)
        sys.exit(1)
    print('\nOK: %d texts, %d spans, %d decoys' % (n, ns, nd))


if __name__ == '__main__':
    main()
