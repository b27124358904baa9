#!/usr/bin/env python3
"""Validate corpus.jsonl of blind57.  -v prints tables.  --no-size skips the size rules."""
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
WORD = re.compile(r'[A-Za-z0-9_]')
CJK = re.compile(r'[\u4e00-\u9fff]')

errors = []


def err(tid, msg):
    errors.append('%s: %s' % (tid, msg))


# ------------------------------------------------------------------ dates
MONTHS = {m: i for i, m in enumerate(
    ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'], 1)}
CN_D = {'零': 0, '〇': 0, '一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9}


def cn_small(s):
    if s.isdigit():
        return int(s)
    if '十' in s:
        a, _, b = s.partition('十')
        return (CN_D[a] if a else 1) * 10 + (CN_D[b] if b else 0)
    return CN_D[s]


def date_candidates(s):
    s = s.strip()
    c = []
    m = re.fullmatch(r'(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})', s) or re.fullmatch(r'(\d{4})(\d{2})(\d{2})', s)
    if m:
        c.append((int(m.group(1)), int(m.group(2)), int(m.group(3))))
    m = re.fullmatch(r'(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})', s)
    if m:
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        c += [(y, b, a), (y, a, b)]
    m = re.fullmatch(r'(\d{4}|[零〇一二三四五六七八九]{4}) ?年 ?([\d十一二三四五六七八九]{1,3}) ?月 ?([\d十一二三四五六七八九]{1,3}) ?[日号]', s)
    if m:
        y = m.group(1)
        y = int(y) if y.isdigit() else int(''.join(str(CN_D[ch]) for ch in y))
        c.append((y, cn_small(m.group(2)), cn_small(m.group(3))))
    m = re.fullmatch(r'(\d{1,2})(?:st|nd|rd|th)?[ -]([A-Za-z]{3,9})\.?,?[ -](\d{4})', s)
    if m and m.group(2)[:3].lower() in MONTHS:
        c.append((int(m.group(3)), MONTHS[m.group(2)[:3].lower()], int(m.group(1))))
    m = re.fullmatch(r'([A-Za-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})', s)
    if m and m.group(1)[:3].lower() in MONTHS:
        c.append((int(m.group(3)), MONTHS[m.group(1)[:3].lower()], int(m.group(2))))
    out = []
    for y, mo, d in c:
        try:
            datetime.date(y, mo, d)
            out.append((y, mo, d))
        except ValueError:
            pass
    return out


# ------------------------------------------------------------------ per-type shape rules
EMAIL_RE = re.compile(r'[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}')
SPOKEN = {'zero': 1, 'oh': 1, 'o': 1, 'nought': 1, 'nil': 1, 'one': 1, 'two': 1, 'three': 1, 'four': 1,
          'five': 1, 'six': 1, 'seven': 1, 'eight': 1, 'nine': 1}
CN_PHONE = set('零〇一二三四五六七八九幺两')


def phone_ok(v):
    digits = sum(ch.isdigit() for ch in v)
    if re.fullmatch(r'9[56]\d{3}', v):   # CN bank / carrier hotlines (95555, 95588 ...)
        return True
    if digits:
        return 7 <= digits <= 15 and bool(re.fullmatch(r'[+\d()\s.\-/]+(?: ?(?:ext\.?|x|转) ?\d{1,5})?', v))
    n, mult = sum(ch in CN_PHONE for ch in v), 1
    for w in re.findall(r'[a-z]+', v.lower()):
        if w == 'double':
            mult = 2
        elif w in ('triple', 'treble'):
            mult = 3
        elif w in SPOKEN:
            n += mult
            mult = 1
    return n >= 7


CURRENCY = re.compile(r'(£|\$|€|¥|￥|RMB|CNY|USD|GBP|EUR|HKD|AUD|CAD|SGD|NZD|元|块|圆|镑|美元|欧元|港币|'
                      r'\bpounds?\b|\bquid\b|\bdollars?\b|\bbucks\b|\beuros?\b|\bp\b|刀|蚊|\bRM|\bMYR\b|NT\$|S\$)', re.I)
NUMWORD = re.compile(r'\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|'
                     r'thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|grand)\b|'
                     r'[一二两三四五六七八九十百千万壹贰叁肆伍陆柒捌玖拾佰仟]', re.I)
POSTCODE = re.compile(r'\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b|\b\d{5}(-\d{4})?\b|\b[A-Z]\d{2} ?[A-Z\d]{4}\b|'
                      r'\b\d{4} ?[A-Z]{2}\b|\d{6}|\b\d{4}\b|\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b')
TITLES = re.compile(r'^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Mister|Doctor)\b\.?', re.I)
KIN_EN = re.compile(r'\b(mum|mom|mother|dad|father|auntie|aunt|uncle|grandma|grandpa|granny|gran|sister|'
                    r'brother|son|daughter|wife|husband|cousin|nana|nanna)\b', re.I)
KIN_ZH = ['表姐', '表哥', '表妹', '表弟', '堂哥', '堂姐', '姐姐', '哥哥', '弟弟', '妹妹', '妈妈', '爸爸', '老公',
          '老婆', '舅舅', '叔叔', '阿姨', '奶奶', '爷爷', '外婆', '外公', '岳母', '婆婆', '姑姑', '媳妇', '儿子',
          '女儿', '老妈', '老爸', '姥姥', '嫂子', '大姐', '二姐', '大哥']
ROLE_ZH = ['财务', '会计', '出纳', '前台', '店长', '客服']


def ip_obj(v):
    try:
        return ipaddress.ip_address(v)
    except ValueError:
        return None


DOC_NETS = [ipaddress.ip_network(n) for n in
            ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]


def ip_is_doc_or_loop(ip):
    return any(ip in n for n in DOC_NETS if n.version == ip.version) or ip.is_loopback or \
        ip.is_unspecified or ip.is_multicast or ip.is_link_local or \
        (ip.version == 4 and str(ip) == '255.255.255.255')


def check_span(tid, s, text_types):
    t, v = s['type'], s['value']
    bad = None
    if v != v.strip():
        bad = 'whitespace at edge'
    elif t == 'CARD':
        bad = None if V.card_ok(v) else 'card fails Luhn/shape'
    elif t == 'IBAN':
        bad = None if V.iban_ok(v) else 'iban fails mod-97/shape'
    elif t == 'IDCARD':
        bad = None if V.idcard_ok(v) else 'idcard fails GB11643'
    elif t == 'SSN':
        bad = None if V.ssn_ok(v) else 'ssn shape'
    elif t == 'PASSPORT':
        bad = None if V.passport_ok(v) else 'passport shape'
    elif t == 'NATIONAL_ID':
        bad = None if V.national_id_kind(v) else 'national id fails check'
    elif t == 'APIKEY':
        bad = None if V.apikey_ok(v) else 'apikey shape'
    elif t == 'SECRET':
        bad = None if V.secret_ok(v) else 'secret shape'
    elif t == 'CVV':
        bad = None if re.fullmatch(r'\d{3,4}', v) and 'CARD' in text_types else 'cvv shape / no card'
    elif t == 'EMAIL':
        bad = None if EMAIL_RE.fullmatch(v) else 'email shape'
    elif t == 'PHONE':
        bad = None if phone_ok(v) else 'phone shape'
    elif t == 'IP_ADDRESS':
        ip = ip_obj(v)
        bad = 'not an ip' if ip is None else ('doc/loopback ip' if ip_is_doc_or_loop(ip) else None)
    elif t == 'DATE_OF_BIRTH':
        c = date_candidates(v)
        bad = None if c and all(1915 <= y <= 2024 for y, _, _ in c) else 'unparsed dob'
    elif t == 'AMOUNT':
        bad = None if CURRENCY.search(v) and NUMWORD.search(v) else 'amount lacks number/currency'
    elif t == 'PASSWORD':
        bad = None if len(v) >= 4 else 'password too short'
    elif t == 'ADDRESS':
        bad = None if (re.search(r'\d', v) or re.search(r'[路街道弄号村巷]', v)) and \
            len(v) >= 10 else 'address lacks number/too short'
    elif t == 'PERSON':
        if TITLES.match(v):
            bad = 'title inside PERSON'
        elif KIN_EN.search(v) or any(k in v for k in KIN_ZH) or any(k in v for k in ROLE_ZH):
            bad = 'kinship/role word inside PERSON'
        elif re.search(r'^[\W_]|[\W_]$', v.replace('/', 'a').replace('.', 'a')) and not CJK.search(v[-1]):
            bad = 'punctuation at PERSON edge'
    elif t == 'MEDICAL':
        bad = None if len(v) >= 2 else 'medical too short'
    if bad:
        err(tid, '%s %r: %s' % (t, v, bad))


def occurrences(text, v):
    i = text.find(v)
    while i >= 0:
        j = i + len(v)
        ok = True
        if WORD.match(v[0]) and i > 0 and WORD.match(text[i - 1]):
            ok = False
        if WORD.match(v[-1]) and j < len(text) and WORD.match(text[j]):
            ok = False
        if ok:
            yield i, j
        i = text.find(v, i + 1)


def main():
    verbose = '-v' in sys.argv
    size = '--no-size' not in sys.argv
    rows = [json.loads(l) for l in open(os.path.join(HERE, 'corpus.jsonl'), encoding='utf-8')]
    ids = collections.Counter(r['id'] for r in rows)
    for k, n in ids.items():
        if n > 1:
            err(k, 'duplicate id')

    span_strings = collections.defaultdict(set)   # value -> types
    decoy_strings = collections.defaultdict(set)  # value -> kinds
    where = collections.defaultdict(set)
    for r in rows:
        tid, text = r['id'], r['text']
        if r['lang'] not in LANGS:
            err(tid, 'bad lang')
        if not re.fullmatch(r'c57-(en|zh|mixed)-\d{3}', tid) or tid.split('-')[1] != r['lang']:
            err(tid, 'bad id')
        has_cjk, has_lat = bool(CJK.search(text)), bool(re.search(r'[A-Za-z]{3,}', text))
        if r['lang'] == 'en' and has_cjk:
            err(tid, 'CJK in en text')
        if r['lang'] == 'zh' and len(CJK.findall(text)) < 20:
            err(tid, 'zh text with little Chinese')
        if r['lang'] == 'mixed' and not (has_cjk and has_lat):
            err(tid, 'mixed text is not mixed')
        items = [('S', s['type'], s) for s in r['spans']] + [('D', d['kind'], d) for d in r['decoys']]
        for tag, lab, s in items:
            if text[s['start']:s['end']] != s['value']:
                err(tid, 'offset mismatch %r' % s['value'])
            a, b = s['start'], s['end']
            if a > 0 and WORD.match(text[a - 1]) and WORD.match(text[a]):
                err(tid, '%s edge inside ASCII word (start) %r' % (lab, s['value']))
            if b < len(text) and WORD.match(text[b - 1]) and WORD.match(text[b]):
                err(tid, '%s edge inside ASCII word (end) %r' % (lab, s['value']))
        iv = sorted((s['start'], s['end'], lab) for _, lab, s in items)
        for (a1, b1, l1), (a2, b2, l2) in zip(iv, iv[1:]):
            if a2 < b1:
                err(tid, 'overlap %s/%s at %d' % (l1, l2, a2))
        types_here = {s['type'] for s in r['spans']}
        for s in r['spans']:
            check_span(tid, s, types_here)
            span_strings[s['value']].add(s['type'])
            where[s['value']].add(tid)
        for d in r['decoys']:
            decoy_strings[d['value']].add(d['kind'])
            if not d['kind'] or not re.fullmatch(r'[a-z][a-z0-9_]*', d['kind']):
                err(tid, 'bad decoy kind %r' % d['kind'])
            ip = ip_obj(d['value'])
            if ip is not None and not ip_is_doc_or_loop(ip) and 'version' not in d['kind']:
                err(tid, 'decoy ip %s is routable' % d['value'])
        # ID birth dates vs DOB shown in the same text
        dobs = set()
        for s in r['spans']:
            if s['type'] == 'DATE_OF_BIRTH':
                dobs.update(date_candidates(s['value']))
        if dobs:
            for s in r['spans']:
                dd = None
                if s['type'] == 'IDCARD' and V.idcard_ok(s['value']):
                    dd = V.idcard_dob(s['value'])
                elif s['type'] == 'NATIONAL_ID':
                    dd = V.national_id_dob(s['value'])
                if dd and dd not in dobs:
                    err(tid, 'id %s birth date %s not among DOBs %s' % (s['value'], dd, sorted(dobs)))
        # repeated strings tagged consistently
        covered_exact = {(s['start'], s['end']): s['type'] for s in r['spans']}
        span_iv = [(s['start'], s['end']) for s in r['spans']]
        for s in r['spans']:
            v = s['value']
            if len(v) < 2:
                continue
            for i, j in occurrences(text, v):
                if covered_exact.get((i, j)) == s['type']:
                    continue
                if (i, j) in covered_exact:
                    err(tid, '%r tagged as two types' % v)
                elif any(a <= i and j <= b and (a, b) != (i, j) for a, b in span_iv):
                    continue
                else:
                    err(tid, 'untagged repeat of %s %r at %d' % (s['type'], v, i))
        # untagged look-alikes
        spans_all = [(x['start'], x['end']) for x in r['spans'] + r['decoys']]

        def covered(i, j):
            return any(a <= i and j <= b for a, b in spans_all)
        for m in EMAIL_RE.finditer(text):
            at = text.index('@', m.start())
            if covered(m.start(), at):   # user-info part of a URL already tagged (token@host)
                continue
            if not covered(m.start(), m.end()):
                err(tid, 'unmarked email %r' % m.group(0))
        for m in re.finditer(r'(?<![\w.])\d{1,3}(\.\d{1,3}){3}(?![\w.])', text):
            if ip_obj(m.group(0)) and not covered(m.start(), m.end()):
                err(tid, 'unmarked ipv4 %r' % m.group(0))
        for m in re.finditer(r'(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w-])', text):
            if V.luhn_ok(m.group(0)) and len(re.sub(r'\D', '', m.group(0))) >= 15 and not covered(m.start(), m.end()):
                err(tid, 'unmarked luhn number %r' % m.group(0))
        for m in re.finditer(r'(?<!\w)[1-6]\d{16}[\dX](?!\w)', text):
            if V.idcard_ok(m.group(0)) and not covered(m.start(), m.end()):
                err(tid, 'unmarked idcard %r' % m.group(0))
        for m in re.finditer(r'[A-Za-z0-9_.:-]{16,}', text):
            tok = m.group(0).strip('.:')
            if V.apikey_ok(tok) and not covered(m.start(), m.end()):
                err(tid, 'unmarked api key %r' % tok)

    for v, ts in span_strings.items():
        if len(ts) > 1:
            err(','.join(sorted(where[v])), 'string %r has types %s' % (v, sorted(ts)))
        if v in decoy_strings:
            err(','.join(sorted(where[v])), 'string %r is both span and decoy' % v)

    # ------------------------------------------------------------ size rules
    n = len(rows)
    nspans = sum(len(r['spans']) for r in rows)
    ndec = sum(len(r['decoys']) for r in rows)
    by_lang = collections.Counter(r['lang'] for r in rows)
    texts_per_type = collections.Counter()
    spans_tl = collections.Counter()
    for r in rows:
        for t in {s['type'] for s in r['spans']}:
            texts_per_type[t] += 1
        for s in r['spans']:
            spans_tl[(s['type'], r['lang'])] += 1
    empty = sum(1 for r in rows if not r['spans'])
    kinds = collections.Counter(r['kind'] for r in rows)
    dkinds = collections.Counter(d['kind'] for r in rows for d in r['decoys'])
    if size:
        if not 180 <= n <= 195:
            err('size', '%d texts (want 180-195)' % n)
        if not 1100 <= nspans <= 1300:
            err('size', '%d spans (want 1100-1300)' % nspans)
        for lang, want in (('en', .45), ('zh', .35), ('mixed', .20)):
            if n and abs(by_lang[lang] / n - want) > .04:
                err('size', '%s share %.1f%% (want about %d%%)' % (lang, 100 * by_lang[lang] / n, 100 * want))
        for t in TYPES:
            if texts_per_type[t] < 4:
                err('size', '%s in %d texts (want >= 4)' % (t, texts_per_type[t]))
        if n and ndec / n < 2.5:
            err('size', '%.2f decoys per text (want >= 2.5)' % (ndec / n))
        if not 3 <= empty <= 8:
            err('size', '%d texts without spans (want 3-8)' % empty)
        if len(kinds) < 60:
            err('size', '%d text kinds (want >= 60)' % len(kinds))
        if len(dkinds) < 60:
            err('size', '%d decoy kinds (want >= 60)' % len(dkinds))

    if verbose:
        print('%-14s %6s %6s %6s %6s %6s' % ('type', 'en', 'zh', 'mixed', 'spans', 'texts'))
        for t in TYPES:
            row = [spans_tl[(t, l)] for l in LANGS]
            print('%-14s %6d %6d %6d %6d %6d' % (t, *row, sum(row), texts_per_type[t]))
        print('%-14s %6d %6d %6d %6d' % ('TOTAL', *[sum(spans_tl[(t, l)] for t in TYPES) for l in LANGS], nspans))
        print()
        print('texts per language: %s' % ', '.join('%s %d (%.1f%%)' % (l, by_lang[l], 100 * by_lang[l] / max(n, 1))
                                                   for l in LANGS))
        print('texts %d, spans %d, decoys %d (%.2f/text), texts without spans %d' % (
            n, nspans, ndec, ndec / max(n, 1), empty))
        print('text kinds %d, decoy kinds %d' % (len(kinds), len(dkinds)))
        print()
        print('text kinds: ' + ', '.join('%s %d' % kv for kv in sorted(kinds.items())))
        print()
        print('decoy kinds: ' + ', '.join('%s %d' % kv for kv in sorted(dkinds.items())))
        print()
    for e in errors:
        print('ERROR', e)
    print('check_blind: %d errors' % len(errors))
    return not errors


if __name__ == '__main__':
    ok = V.selftest()
    sys.exit(0 if main() and ok else 1)
