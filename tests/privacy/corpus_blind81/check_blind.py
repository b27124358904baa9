#!/usr/bin/env python3
"""Consistency checks for blind81/corpus.jsonl.   -v prints tables."""
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
DOC_NETS = [ipaddress.ip_network(n) for n in
            ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]
ID_TYPES = {'PERSON', 'EMAIL', 'PHONE', 'IP_ADDRESS', 'CARD', 'IBAN', 'SSN', 'IDCARD',
            'PASSPORT', 'NATIONAL_ID', 'APIKEY', 'SECRET'}

EN_TITLE = re.compile(r'^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Rev|Madam)\b\.?', re.I)
EN_KIN = re.compile(r'\b(mum|mom|mam|dad|auntie|aunt|uncle|grandma|grandpa|gran|nan|nana|'
                    r'sis|bro|hubby|wife|husband|cousin)\b', re.I)
ZH_KIN = ['表姐', '表哥', '表妹', '表弟', '堂哥', '堂姐', '堂弟', '堂妹', '姐姐', '哥哥', '弟弟',
          '妹妹', '妈妈', '爸爸', '老公', '老婆', '舅舅', '舅妈', '姑姑', '阿姨', '叔叔', '奶奶',
          '爷爷', '外婆', '外公', '姥姥', '姥爷', '婆婆', '公公', '财务', '前台', '客服', '同事',
          '媳妇', '闺女', '儿子', '女儿']

MONTHS = {m: i for i, m in enumerate(
    ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september',
     'october', 'november', 'december'], 1)}
MONTHS.update({k[:3]: v for k, v in list(MONTHS.items())})
MONTHS['sept'] = 9
ZH_NUM = {'〇': 0, '零': 0, '一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7,
          '八': 8, '九': 9, '两': 2}
NUM_WORDS = {'oh', 'o', 'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight',
             'nine', 'double', 'triple', 'ten', 'eleven', 'twelve', 'twenty', 'thirty', 'forty',
             'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred', 'thousand', 'fifteen',
             'sixteen', 'seventeen', 'eighteen', 'nineteen', 'thirteen', 'fourteen', 'grand', 'k'}
CURRENCY = re.compile(r'[£$€¥￥₹]|元|块|圆|萬|万元|RMB|CNY|USD|EUR|GBP|HKD|SGD|AUD|CAD|NZD|CHF|PLN|'
                      r'INR|NT\$|SEK|NOK|DKK|AED|BRL|R\$|zł|kr|MYR|JPY|TWD|MOP|\b(pounds?|quid|dollars?|bucks|euros?|rupees|zloty|francs?|cents?|p)\b',
                      re.I)


def zh_int(s):
    if not s:
        return None
    if all(c in ZH_NUM for c in s):
        return int(''.join(str(ZH_NUM[c]) for c in s))
    if '十' in s:
        a, _, b = s.partition('十')
        return (ZH_NUM[a] if a else 1) * 10 + (ZH_NUM[b] if b else 0)
    return None


def ok_date(y, m, d):
    try:
        datetime.date(y, m, d)
        return 1900 <= y <= 2025
    except ValueError:
        return False


def parse_dob(s):
    """Return the set of (y, m, d) a written birth date can mean."""
    out = set()
    t = s.strip().lower().replace(',', ' ')
    t = re.sub(r'(\d)(st|nd|rd|th)\b', r'\1', t)
    t = re.sub(r'\bof\b', ' ', t)
    t = re.sub(r'\s+', ' ', t).strip()
    m = re.fullmatch(r'(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})', t)
    if m:
        out.add((int(m.group(1)), int(m.group(2)), int(m.group(3))))
    m = re.fullmatch(r'(\d{4})(\d{2})(\d{2})', t)
    if m:
        out.add((int(m.group(1)), int(m.group(2)), int(m.group(3))))
    m = re.fullmatch(r'(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})', t)
    if m:
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        out.add((y, b, a))
        out.add((y, a, b))
    m = re.fullmatch(r'(\d{1,2}) ([a-z]+)\.? (\d{4})', t)
    if m and m.group(2) in MONTHS:
        out.add((int(m.group(3)), MONTHS[m.group(2)], int(m.group(1))))
    m = re.fullmatch(r'([a-z]+)\.? (\d{1,2}) (\d{4})', t)
    if m and m.group(1) in MONTHS:
        out.add((int(m.group(3)), MONTHS[m.group(1)], int(m.group(2))))
    m = re.fullmatch(r'(\d{4}) ?年 ?(\d{1,2}) ?月 ?(\d{1,2}) ?[日号]', t)
    if m:
        out.add((int(m.group(1)), int(m.group(2)), int(m.group(3))))
    m = re.fullmatch(r'([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]{1,2})月([一二三四五六七八九十]{1,3})[日号]', t)
    if m:
        out.add((zh_int(m.group(1)), zh_int(m.group(2)), zh_int(m.group(3))))
    return {d for d in out if ok_date(*d)}


def phone_units(s):
    n = sum(c.isdigit() or c in ZH_NUM or c == '幺' for c in s)
    for w in re.findall(r'[a-z]+', s.lower()):
        if w in ('double',):
            n += 1
        elif w == 'triple':
            n += 2
        elif w in NUM_WORDS:
            n += 1
    return n


def is_cjk(c):
    return '\u3400' <= c <= '\u9fff'


def validate_span(sp, rec, errs):
    t, v = sp['type'], sp['value']
    bad = lambda msg: errs.append('%s %s %r: %s' % (rec['id'], t, v, msg))  # noqa: E731
    if t == 'PERSON':
        if EN_TITLE.match(v):
            bad('English title inside PERSON')
        if EN_KIN.search(v) or any(k in v for k in ZH_KIN):
            bad('kinship/role word inside PERSON')
    elif t == 'EMAIL':
        if not re.fullmatch(r'[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}', v):
            bad('not an e-mail')
    elif t == 'PHONE':
        if not 7 <= phone_units(v) <= 20:
            bad('phone has %d digits' % phone_units(v))
    elif t == 'ADDRESS':
        if len(v) < 8 or not (re.search(r'\d|号|路|街|村|室|弄|巷|栋|单元', v)
                              or set(re.findall(r'[a-z]+', v.lower())) & NUM_WORDS):
            bad('does not look like a postal address')
    elif t == 'DATE_OF_BIRTH':
        if not parse_dob(v):
            bad('unparseable birth date')
    elif t == 'IP_ADDRESS':
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            bad('not an IP')
            return
        if any(ip in n for n in DOC_NETS):
            bad('documentation range must be a decoy')
        if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local:
            bad('loopback/unspecified/multicast/link-local must not be a span')
    elif t == 'CARD':
        if not V.card_ok(v):
            bad('card fails Luhn/shape')
    elif t == 'CVV':
        if not re.fullmatch(r'\d{3,4}', v):
            bad('CVV shape')
        cards = [s for s in rec['spans'] if s['type'] == 'CARD']
        if not cards or min(min(abs(c['start'] - sp['end']), abs(sp['start'] - c['end'])) for c in cards) > 160:
            bad('CVV not next to a CARD')
    elif t == 'IBAN':
        if not V.iban_ok(v):
            bad('IBAN fails mod-97/length')
    elif t == 'SSN':
        if not V.ssn_ok(v):
            bad('SSN shape')
    elif t == 'IDCARD':
        if not V.idcard_ok(v):
            bad('GB 11643 check fails')
        dobs = [parse_dob(s['value']) for s in rec['spans'] if s['type'] == 'DATE_OF_BIRTH']
        if dobs and not any(V.idcard_birth(v) in d for d in dobs):
            bad('birth date inside ID matches no DOB in text')
    elif t == 'PASSPORT':
        if not V.passport_ok(v):
            bad('passport shape')
    elif t == 'NATIONAL_ID':
        if not V.national_id_ok(v):
            bad('national ID check fails')
    elif t == 'APIKEY':
        if not V.apikey_ok(v):
            bad('no known vendor shape')
        if re.match(r'(pk|sk|rk)_test_|pk_live_', v) or 'EXAMPLE' in v:
            bad('publishable/test/example key must be a decoy')
    elif t == 'SECRET':
        if not V.secret_ok(v):
            bad('secret shape')
    elif t == 'AMOUNT':
        if not CURRENCY.search(v):
            bad('no currency in AMOUNT span')
        if not (re.search(r'\d', v) or any(c in ZH_NUM or c in '十百千万壹贰叁肆伍陆柒捌玖拾佰仟' for c in v)
                or any(w in NUM_WORDS or w in ('a',) for w in re.findall(r'[a-z]+', v.lower()))):
            bad('no number in AMOUNT span')
    elif t in ('MEDICAL', 'PASSWORD'):
        pass
    if v != v.strip():
        bad('leading/trailing whitespace')


def occurrences(text, value):
    """Start offsets of value in text, ASCII word-bounded."""
    res, i = [], text.find(value)
    while i >= 0:
        j = i + len(value)
        left_ok = i == 0 or not (WORD.match(text[i - 1]) and WORD.match(value[0]))
        right_ok = j == len(text) or not (WORD.match(text[j]) and WORD.match(value[-1]))
        if left_ok and right_ok:
            res.append(i)
        i = text.find(value, i + 1)
    return res


def main():
    verbose = '-v' in sys.argv
    path = os.path.join(HERE, 'corpus.jsonl')
    recs = [json.loads(line) for line in open(path, encoding='utf-8')]
    errs = []
    try:
        n_ok, n_cor = V.selftest()
        if verbose:
            print('values.selftest: %d values valid, %d one-digit corruptions rejected\n' % (n_ok, n_cor))
    except AssertionError as e:
        errs.append('values.selftest: %s' % e)
    ids = set()
    global_span = collections.defaultdict(set)     # value -> types
    global_decoy = collections.defaultdict(set)    # value -> kinds
    for rec in recs:
        rid, text = rec['id'], rec['text']
        if rid in ids:
            errs.append('%s duplicate id' % rid)
        ids.add(rid)
        if not re.fullmatch(r'c81-(en|zh|mixed)-\d{3}', rid) or rec['lang'] not in LANGS or rid.split('-')[1] != rec['lang']:
            errs.append('%s bad id/lang' % rid)
        items = [('span', s) for s in rec['spans']] + [('decoy', d) for d in rec['decoys']]
        for what, s in items:
            if not (0 <= s['start'] < s['end'] <= len(text)) or text[s['start']:s['end']] != s['value']:
                errs.append('%s %s offsets wrong %r' % (rid, what, s['value']))
                continue
            a, b = s['start'], s['end']
            if a > 0 and WORD.match(text[a - 1]) and WORD.match(text[a]):
                errs.append('%s %s %r starts inside an ASCII word' % (rid, what, s['value']))
            if b < len(text) and WORD.match(text[b - 1]) and WORD.match(text[b]):
                errs.append('%s %s %r ends inside an ASCII word' % (rid, what, s['value']))
            if s['value'] != s['value'].strip():
                errs.append('%s %s %r has outer whitespace' % (rid, what, s['value']))
        ordered = sorted((s['start'], s['end'], s['value']) for _, s in items)
        for x, y in zip(ordered, ordered[1:]):
            if y[0] < x[1]:
                errs.append('%s overlap %r / %r' % (rid, x[2], y[2]))
        for s in rec['spans']:
            validate_span(s, rec, errs)
            global_span[s['value']].add(s['type'])
        for d in rec['decoys']:
            global_decoy[d['value']].add(d['kind'])
            k, v = d['kind'], d['value']
            if k.startswith('masked') and not re.search(r'[*•xX×#]', v):
                errs.append('%s masked decoy %r shows no mask' % (rid, v))
            if k == 'doc_ip':
                try:
                    if not any(ipaddress.ip_address(v) in n for n in DOC_NETS):
                        errs.append('%s doc_ip %r outside documentation ranges' % (rid, v))
                except ValueError:
                    errs.append('%s doc_ip %r not an IP' % (rid, v))
        # every occurrence of a span string must be labelled the same way
        covered = [(s['start'], s['end'], s['type']) for s in rec['spans']]
        for s in rec['spans']:
            for i in occurrences(text, s['value']):
                j = i + len(s['value'])
                if any(a == i and b == j and t == s['type'] for a, b, t in covered):
                    continue
                if any(a <= i and j <= b and not (a == i and b == j) for a, b, t in covered):
                    continue
                errs.append('%s %s %r occurs untagged at %d' % (rid, s['type'], s['value'], i))
        # look-alikes nobody labelled
        def labelled(i, j):
            return any(s['start'] <= i and j <= s['end'] for _, s in items)
        for m in re.finditer(r'(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])', text):
            try:
                ip = ipaddress.ip_address(m.group())
            except ValueError:
                continue
            if not labelled(m.start(), m.end()):
                errs.append('%s unlabelled IPv4 %r' % (rid, m.group()))
        for m in re.finditer(r'[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}', text):
            if labelled(m.start(), m.end()) or any(s['start'] <= m.start() < s['end'] for _, s in items):
                continue  # labelled, or the local part belongs to another labelled value
            errs.append('%s unlabelled e-mail %r' % (rid, m.group()))
        for m in re.finditer(r'(?<![\dA-Za-z])\d{17}[\dX](?![\dA-Za-z])', text):
            if V.idcard_ok(m.group()) and not labelled(m.start(), m.end()):
                errs.append('%s unlabelled resident ID %r' % (rid, m.group()))
        for m in re.finditer(r'(?<![\d-])\d{4}[ -]?\d{4,6}[ -]?\d{4,5}(?:[ -]?\d{1,4})?(?![\d-])', text):
            if V.card_ok(m.group()) and not labelled(m.start(), m.end()):
                errs.append('%s unlabelled Luhn number %r' % (rid, m.group()))
        for m in re.finditer(r'\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b', text):
            if V.iban_ok(m.group()) and not labelled(m.start(), m.end()):
                errs.append('%s unlabelled IBAN %r' % (rid, m.group()))

    # corpus-wide consistency
    for v, types in global_span.items():
        if len(types) > 1:
            errs.append('value %r labelled as %s' % (v, sorted(types)))
        if v in global_decoy:
            errs.append('value %r is both a span and a decoy (%s)' % (v, sorted(global_decoy[v])))
    for v, types in global_span.items():
        if not (types & ID_TYPES) or len(v) < 3:
            continue
        for rec in recs:
            if v not in rec['text']:
                continue
            for i in occurrences(rec['text'], v):
                j = i + len(v)
                if not any(s['start'] <= i and j <= s['end'] for s in rec['spans']):
                    errs.append('%s %r (a span elsewhere) occurs untagged' % (rec['id'], v))

    # size and mix
    n = len(recs)
    n_sp = sum(len(r['spans']) for r in recs)
    n_de = sum(len(r['decoys']) for r in recs)
    by_lang = collections.Counter(r['lang'] for r in recs)
    texts_per_type = collections.Counter()
    spans_per_type = collections.defaultdict(collections.Counter)
    for r in recs:
        for t in {s['type'] for s in r['spans']}:
            texts_per_type[t] += 1
        for s in r['spans']:
            spans_per_type[s['type']][r['lang']] += 1
    kinds = collections.Counter(r['kind'] for r in recs)
    dkinds = collections.Counter(d['kind'] for r in recs for d in r['decoys'])
    empty = [r['id'] for r in recs if not r['spans']]
    rules = [
        (180 <= n <= 195, 'texts %d not in 180-195' % n),
        (1100 <= n_sp <= 1300, 'spans %d not in 1100-1300' % n_sp),
        (0.40 <= by_lang['en'] / n <= 0.50, 'en share %.2f' % (by_lang['en'] / n)),
        (0.30 <= by_lang['zh'] / n <= 0.40, 'zh share %.2f' % (by_lang['zh'] / n)),
        (0.15 <= by_lang['mixed'] / n <= 0.25, 'mixed share %.2f' % (by_lang['mixed'] / n)),
        (n_de >= 2.5 * n, 'decoys %d < 2.5 per text' % n_de),
        (3 <= len(empty) <= 8, '%d texts without spans' % len(empty)),
        (len(kinds) >= 60, 'only %d text kinds' % len(kinds)),
        (len(dkinds) >= 60, 'only %d decoy kinds' % len(dkinds)),
    ]
    for t in TYPES:
        rules.append((texts_per_type[t] >= 4, '%s in only %d texts' % (t, texts_per_type[t])))
    for ok, msg in rules:
        if not ok:
            errs.append('size: ' + msg)

    if verbose:
        print('%-14s %6s %6s %6s %6s %7s' % ('type', 'en', 'zh', 'mixed', 'total', 'texts'))
        for t in TYPES:
            c = spans_per_type[t]
            print('%-14s %6d %6d %6d %6d %7d' % (t, c['en'], c['zh'], c['mixed'], sum(c.values()), texts_per_type[t]))
        tot = collections.Counter()
        for t in TYPES:
            tot.update(spans_per_type[t])
        print('%-14s %6d %6d %6d %6d' % ('ALL', tot['en'], tot['zh'], tot['mixed'], n_sp))
        print()
        print('texts: %d (en %d, zh %d, mixed %d); spans %d; decoys %d (%.2f per text)'
              % (n, by_lang['en'], by_lang['zh'], by_lang['mixed'], n_sp, n_de, n_de / n))
        print('texts without spans (%d): %s' % (len(empty), ', '.join(empty)))
        print('text kinds: %d   decoy kinds: %d' % (len(kinds), len(dkinds)))
        print()
        print('decoy kinds:')
        items = sorted(dkinds.items(), key=lambda kv: (-kv[1], kv[0]))
        for i in range(0, len(items), 4):
            print('  ' + ''.join('%-26s' % ('%s %d' % kv) for kv in items[i:i + 4]))
        print()
        print('text kinds:')
        items = sorted(kinds.items(), key=lambda kv: (-kv[1], kv[0]))
        for i in range(0, len(items), 4):
            print('  ' + ''.join('%-26s' % ('%s %d' % kv) for kv in items[i:i + 4]))
        print()
    errs = list(dict.fromkeys(errs))
    for e in errs:
        print('ERROR', e)
    print('check_blind: %s (%d errors)' % ('FAIL' if errs else 'OK', len(errs)))
    sys.exit(1 if errs else 0)


if __name__ == '__main__':
    main()
