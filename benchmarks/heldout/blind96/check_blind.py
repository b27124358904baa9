#!/usr/bin/env python3
"""Validate corpus.jsonl of the blind96 corpus.   python3 check_blind.py [-v]

Checks: offsets, overlaps, span edges inside ASCII words, per-type shapes and
check digits, IP ranges, CVV next to a CARD, ID birth dates vs. DOB spans,
titles / kinship / role words outside PERSON, consistent tagging of repeated
strings, no string both span and decoy, and the size / mix rules.
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

TYPES = ['PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL',
         'PASSWORD', 'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT',
         'NATIONAL_ID', 'AMOUNT']

DOC_NETS = [ipaddress.ip_network(n) for n in
            ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]

CN_NUM = {'零': 0, '〇': 0, '○': 0, '一': 1, '二': 2, '两': 2, '三': 3, '四': 4, '五': 5,
          '六': 6, '七': 7, '八': 8, '九': 9, '幺': 1}
MONTHS = {m: i for i, ms in enumerate(
    [('jan', 'january'), ('feb', 'february'), ('mar', 'march'), ('apr', 'april'), ('may',),
     ('jun', 'june'), ('jul', 'july'), ('aug', 'august'), ('sep', 'sept', 'september'),
     ('oct', 'october'), ('nov', 'november'), ('dec', 'december')], 1) for m in ms}
DIGIT_WORDS = {'zero': 1, 'oh': 1, 'o': 1, 'one': 1, 'two': 1, 'three': 1, 'four': 1, 'five': 1,
               'six': 1, 'seven': 1, 'eight': 1, 'nine': 1}
NUM_WORDS = set(DIGIT_WORDS) | {'ten', 'eleven', 'twelve', 'fifteen', 'twenty', 'thirty', 'forty',
                                'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred',
                                'thousand', 'grand', 'k', 'half', 'million'}
CURRENCY = re.compile(
    r'[$£€¥￥₩₹]|(?<![A-Za-z])(USD|GBP|EUR|CNY|RMB|HKD|SGD|AUD|CAD|NZD|CHF|PLN|SEK|NOK|DKK|INR|'
    r'JPY|KRW|BRL|ZAR|HK\$|kr|zł|p)(?![A-Za-z])|(?<![A-Za-z])R(?=\s?\d)|dollars?|pounds?|quid|bucks|euros?|pence|'
    r'rupees|yuan|元|块|圆|人民币|港币|美元|英镑|欧元|刀|港元|新币', re.I)
TITLE_RE = re.compile(r'^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Rev|Herr|Frau|Mme)\.?\s')
KIN_EN = {'mum', 'mom', 'mummy', 'dad', 'daddy', 'aunt', 'auntie', 'uncle', 'grandma', 'grandpa',
          'granny', 'nan', 'nana', 'sister', 'brother', 'cousin', 'wife', 'husband', 'son',
          'daughter', 'sis', 'bro'}
KIN_ZH = ['表姐', '表哥', '表妹', '表弟', '堂姐', '堂哥', '堂妹', '堂弟', '妈妈', '爸爸', '老公',
          '老婆', '哥哥', '姐姐', '弟弟', '妹妹', '舅舅', '舅妈', '姑姑', '叔叔', '婶婶', '奶奶',
          '爷爷', '外婆', '外公', '姥姥', '姥爷', '女儿', '儿子', '我妈', '我爸', '岳父', '岳母',
          '公公', '婆婆', '嫂子', '姐夫', '妹夫']
ROLE_ZH = ['财务', '前台', '客服', '会计', '人事', '出纳', '行政']


def is_w(ch):
    return ch.isascii() and (ch.isalnum() or ch == '_')


# ------------------------------------------------------------------ dates
def cn_int(s):
    if s.isdigit():
        return int(s)
    if all(c in CN_NUM for c in s):
        return int(''.join(str(CN_NUM[c]) for c in s))
    if '十' in s:
        a, _, b = s.partition('十')
        tens = CN_NUM[a] if a else 1
        ones = CN_NUM[b] if b else 0
        return tens * 10 + ones
    raise ValueError(s)


def dob_candidates(v):
    """set of (y, m, d) read from a DOB string (y may be 2-digit)."""
    out = set()
    t = v.lower()
    N = r'[0-9零〇○一二两三四五六七八九十]'
    for m in re.finditer(r'(%s{2,4})\s*年\s*(%s{1,3})\s*月\s*(%s{1,3})\s*[日号號]?' % (N, N, N), v):
        try:
            out.add((cn_int(m.group(1)), cn_int(m.group(2)), cn_int(m.group(3))))
        except (ValueError, KeyError):
            pass
    for m in re.finditer(r'(\d{4})[-/. ](\d{1,2})[-/. ](\d{1,2})', t):
        out.add((int(m.group(1)), int(m.group(2)), int(m.group(3))))
    for m in re.finditer(r'(?<!\d)(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4}|\d{2})(?!\d)', t):
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        out.add((y, b, a))
        out.add((y, a, b))
    for m in re.finditer(r'(?<!\d)(\d{4})(\d{2})(\d{2})(?!\d)', t):
        out.add((int(m.group(1)), int(m.group(2)), int(m.group(3))))
    for m in re.finditer(r'(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?[\s-]+([a-z]+)\.?,?[\s-]+(\d{4}|\d{2})', t):
        if m.group(2) in MONTHS:
            out.add((int(m.group(3)), MONTHS[m.group(2)], int(m.group(1))))
    for m in re.finditer(r'([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4}|\d{2})', t):
        if m.group(1) in MONTHS:
            out.add((int(m.group(3)), MONTHS[m.group(1)], int(m.group(2))))
    return out


def date_matches(cands, idd):
    """idd: datetime.date or (yy, mm, dd)."""
    if isinstance(idd, datetime.date):
        y, m, d = idd.year, idd.month, idd.day
    else:
        y, m, d = idd
    for (cy, cm, cd) in cands:
        if cm == m and cd == d and (cy == y or cy % 100 == y % 100):
            return True
    return False


# ------------------------------------------------------------------ per-type checks
def phone_digits(v):
    n = sum(c.isdigit() for c in v) + sum(c in CN_NUM for c in v)
    words = re.findall(r'[a-z]+', v.lower())
    i = 0
    while i < len(words):
        w = words[i]
        mult = 1
        if w in ('double', 'triple') and i + 1 < len(words):
            mult = 2 if w == 'double' else 3
            i += 1
            w = words[i]
        if w in DIGIT_WORDS:
            n += mult
        i += 1
    return n


def has_number(v):
    if re.search(r'\d', v) or any(c in CN_NUM or c in '十百千万亿壹贰叁肆伍陆柒捌玖拾佰仟' for c in v):
        return True
    return any(w in NUM_WORDS for w in re.findall(r'[a-z]+', v.lower()))


def ip_ok(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return 'not an IP'
    if any(ip in n for n in DOC_NETS):
        return 'documentation range'
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local:
        return 'loopback/unspecified/multicast/link-local'
    return None


def check_value(typ, v):
    """return an error string or None."""
    if v != v.strip():
        return 'leading/trailing whitespace'
    if typ == 'EMAIL':
        return None if re.fullmatch(r'[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}', v) else 'bad email'
    if typ == 'PHONE':
        return None if phone_digits(v) >= 7 else 'too few digits'
    if typ == 'IP_ADDRESS':
        return ip_ok(v)
    if typ == 'CARD':
        return None if V.card_valid(v) else 'Luhn/prefix'
    if typ == 'CVV':
        return None if re.fullmatch(r'\d{3,4}', v) else 'cvv shape'
    if typ == 'IBAN':
        return None if V.iban_valid(v) else 'IBAN mod-97/length'
    if typ == 'SSN':
        return None if V.ssn_valid(v) else 'SSN shape/area'
    if typ == 'IDCARD':
        return None if V.idcard_valid(v) else 'GB 11643'
    if typ == 'PASSPORT':
        return None if V.passport_valid(v) else 'passport shape'
    if typ == 'NATIONAL_ID':
        return None if V.nid_valid(v) else 'national id check'
    if typ == 'APIKEY':
        return None if V.apikey_shape(v) else 'no vendor shape'
    if typ == 'SECRET':
        if V.secret_shape(v):
            return None
        return None if len(v) >= 6 and not re.search(r'\s', v) else 'secret too short / whitespace'
    if typ == 'PASSWORD':
        return None if len(v) >= 3 else 'too short'
    if typ == 'AMOUNT':
        if not CURRENCY.search(v):
            return 'no currency'
        return None if has_number(v) else 'no number'
    if typ == 'DATE_OF_BIRTH':
        ok = re.search(r'\d', v) or any(c in CN_NUM for c in v) or \
            any(w in MONTHS for w in re.findall(r'[a-z]+', v.lower()))
        return None if ok else 'no date'
    if typ == 'ADDRESS':
        return None if re.search(r'\d', v) and len(v) >= 10 else 'address without postcode/number'
    if typ == 'PERSON':
        if '@' in v:
            return 'PERSON contains @'
        if TITLE_RE.match(v + ' ') or re.search(r'\s(MR|MRS|MS|MISS|DR|PROF|Mr|Mrs|Ms|Dr)\.?$', v):
            return 'title inside PERSON'
        if any(w.lower() in KIN_EN for w in re.findall(r'[A-Za-z]+', v)):
            return 'kinship word inside PERSON'
        if any(k in v for k in KIN_ZH):
            return 'kinship word inside PERSON'
        if any(k in v for k in ROLE_ZH):
            return 'role word inside PERSON'
        return None
    if typ == 'MEDICAL':
        return None if len(v) >= 2 else 'too short'
    return 'unknown type'


def occurrences(text, v):
    i = text.find(v)
    while i >= 0:
        e = i + len(v)
        ok = True
        if is_w(v[0]) and i > 0 and is_w(text[i - 1]):
            ok = False
        if is_w(v[-1]) and e < len(text) and is_w(text[e]):
            ok = False
        if ok:
            yield i, e
        i = text.find(v, i + 1)


def main():
    verbose = '-v' in sys.argv[1:]
    recs = [json.loads(l) for l in open(os.path.join(HERE, 'corpus.jsonl'), encoding='utf-8')]
    errors = []

    def err(rid, msg):
        errors.append('%s: %s' % (rid, msg))

    span_types_by_value = collections.defaultdict(set)
    decoy_values = collections.defaultdict(set)
    ids = set()
    for r in recs:
        rid, text = r['id'], r['text']
        if rid in ids:
            err(rid, 'duplicate id')
        ids.add(rid)
        if r['lang'] not in ('en', 'zh', 'mixed'):
            err(rid, 'bad lang')
        if not r['kind']:
            err(rid, 'empty kind')
        items = [('S', s) for s in r['spans']] + [('D', d) for d in r['decoys']]
        for tag, s in items:
            if text[s['start']:s['end']] != s['value']:
                err(rid, 'offset mismatch %r' % s['value'])
            if s['end'] <= s['start']:
                err(rid, 'empty item')
            st, en = s['start'], s['end']
            if st > 0 and is_w(text[st - 1]) and is_w(text[st]):
                err(rid, 'start edge inside ASCII word: %r' % s['value'][:40])
            if en < len(text) and is_w(text[en - 1]) and is_w(text[en]):
                err(rid, 'end edge inside ASCII word: %r' % s['value'][:40])
        srt = sorted(items, key=lambda x: (x[1]['start'], x[1]['end']))
        for (t1, a), (t2, b) in zip(srt, srt[1:]):
            if b['start'] < a['end']:
                err(rid, 'overlap %r / %r' % (a['value'][:30], b['value'][:30]))
        for s in r['spans']:
            if s['type'] not in TYPES:
                err(rid, 'unknown type %s' % s['type'])
                continue
            e = check_value(s['type'], s['value'])
            if e:
                err(rid, '%s %r: %s' % (s['type'], s['value'][:50], e))
            span_types_by_value[s['value']].add(s['type'])
        for d in r['decoys']:
            decoy_values[d['value']].add(d['kind'])
            if d['value'] != d['value'].strip():
                err(rid, 'decoy with outer whitespace %r' % d['value'])
            try:
                ip = ipaddress.ip_address(d['value'])
            except ValueError:
                ip = None
            if ip is not None and 'version' not in d['kind']:
                if not (any(ip in n for n in DOC_NETS) or ip.is_loopback or ip.is_unspecified
                        or ip.is_link_local):
                    err(rid, 'decoy IP %s is a real host range' % d['value'])
        types_here = collections.Counter(s['type'] for s in r['spans'])
        if types_here['CVV'] and types_here['CVV'] > types_here['CARD']:
            err(rid, 'CVV without a CARD')
        # birth dates carried by IDs vs DOB spans
        dob_c = set()
        dobs = [s for s in r['spans'] if s['type'] == 'DATE_OF_BIRTH']
        for s in dobs:
            dob_c |= dob_candidates(s['value'])
        for s in r['spans']:
            idd = None
            if s['type'] == 'IDCARD':
                idd = V.idcard_dob(s['value'])
            elif s['type'] == 'NATIONAL_ID' and V.nid_valid(s['value']):
                idd = V.nid_dob(s['value'])
            if idd is not None and dobs and not date_matches(dob_c, idd):
                err(rid, '%s %s birth date does not match DOB %s' % (
                    s['type'], s['value'], [d['value'] for d in dobs]))
        # repeated strings tagged consistently
        covers = [(s['start'], s['end']) for s in r['spans']]
        for s in r['spans']:
            v = s['value']
            if len(v) < 2:
                continue
            for (a, b) in occurrences(text, v):
                if not any(x <= a and b <= y for (x, y) in covers):
                    err(rid, 'untagged repeat of %s %r at %d' % (s['type'], v[:40], a))
                    break
    for v, ts in span_types_by_value.items():
        if len(ts) > 1:
            errors.append('corpus: %r tagged as %s' % (v, sorted(ts)))
        if v in decoy_values:
            errors.append('corpus: %r is both span and decoy' % v)

    # ---------------------------------------------------------------- size rules
    n = len(recs)
    n_sp = sum(len(r['spans']) for r in recs)
    n_dc = sum(len(r['decoys']) for r in recs)
    lang = collections.Counter(r['lang'] for r in recs)
    texts_per_type = collections.Counter()
    spans_per_type = collections.Counter()
    spans_type_lang = collections.defaultdict(collections.Counter)
    for r in recs:
        for t in {s['type'] for s in r['spans']}:
            texts_per_type[t] += 1
        for s in r['spans']:
            spans_per_type[s['type']] += 1
            spans_type_lang[s['type']][r['lang']] += 1
    no_span = [r['id'] for r in recs if not r['spans']]
    kinds = collections.Counter(r['kind'] for r in recs)
    dkinds = collections.Counter(d['kind'] for r in recs for d in r['decoys'])

    rules = [
        (180 <= n <= 195, 'texts %d not in 180..195' % n),
        (1100 <= n_sp <= 1300, 'spans %d not in 1100..1300' % n_sp),
        (0.40 <= lang['en'] / n <= 0.50, 'en share %.2f' % (lang['en'] / n)),
        (0.30 <= lang['zh'] / n <= 0.40, 'zh share %.2f' % (lang['zh'] / n)),
        (0.15 <= lang['mixed'] / n <= 0.25, 'mixed share %.2f' % (lang['mixed'] / n)),
        (n_dc / n >= 2.5, 'decoys per text %.2f < 2.5' % (n_dc / n)),
        (3 <= len(no_span) <= 8, 'texts without spans: %d' % len(no_span)),
        (len(kinds) >= 60, 'distinct text kinds %d < 60' % len(kinds)),
        (len(dkinds) >= 60, 'distinct decoy kinds %d < 60' % len(dkinds)),
    ]
    for t in TYPES:
        rules.append((texts_per_type[t] >= 4, 'type %s in only %d texts' % (t, texts_per_type[t])))
    for ok, msg in rules:
        if not ok:
            errors.append('size: ' + msg)

    if verbose:
        print('texts %d  spans %d  decoys %d  (%.2f decoys/text)' % (n, n_sp, n_dc, n_dc / n))
        print('languages: ' + ', '.join('%s %d (%.0f%%)' % (l, lang[l], 100.0 * lang[l] / n)
                                         for l in ('en', 'zh', 'mixed')))
        print('texts without spans (%d): %s' % (len(no_span), ' '.join(no_span)))
        print()
        print('%-14s %6s %6s %6s %6s %7s' % ('type', 'en', 'zh', 'mixed', 'spans', 'texts'))
        for t in TYPES:
            c = spans_type_lang[t]
            print('%-14s %6d %6d %6d %6d %7d' % (t, c['en'], c['zh'], c['mixed'],
                                                 spans_per_type[t], texts_per_type[t]))
        print()
        print('text kinds (%d):' % len(kinds))
        for k, c in sorted(kinds.items()):
            print('  %-34s %3d' % (k, c))
        print()
        print('decoy kinds (%d):' % len(dkinds))
        for k, c in sorted(dkinds.items()):
            print('  %-34s %3d' % (k, c))
        print()
    if errors:
        for e in errors:
            print('ERROR', e)
        print('%d errors' % len(errors))
        return 1
    print('check_blind: OK (%d texts, %d spans, %d decoys)' % (n, n_sp, n_dc))
    return 0


if __name__ == '__main__':
    sys.exit(main())
