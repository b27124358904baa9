#!/usr/bin/env python3
"""Validate corpus.jsonl of the blind69 corpus.   -v prints tables."""
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

errors = []


def err(rid, msg):
    errors.append(f'{rid}: {msg}')


def isword(c):
    return c.isascii() and (c.isalnum() or c == '_')


# ------------------------------------------------------------------ per-type checks
DOC_NETS = [ipaddress.ip_network(n) for n in
            ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]


def in_doc(ip):
    return any(ip.version == n.version and ip in n for n in DOC_NETS)


def ip_span_ok(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return 'not an IP'
    if in_doc(ip):
        return 'documentation range'
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast:
        return 'loopback/unspecified/multicast'
    if ip.version == 4 and ip in ipaddress.ip_network('240.0.0.0/4'):
        return 'reserved'
    return None


MONTHS = {m: i for i, m in enumerate(
    ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'], 1)}
ORDINALS = {w: i for i, w in enumerate(
    ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth',
     'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth',
     'eighteenth', 'nineteenth', 'twentieth', 'twenty-first', 'twenty-second', 'twenty-third',
     'twenty-fourth', 'twenty-fifth', 'twenty-sixth', 'twenty-seventh', 'twenty-eighth',
     'twenty-ninth', 'thirtieth', 'thirty-first'], 1)}
CN_DIG = dict(zip('零〇一二三四五六七八九', '00123456789'))


def cn_small(s):
    """十四 -> 14, 二十三 -> 23, 三 -> 3"""
    if s.isdigit():
        return int(s)
    if '十' in s:
        a, _, b = s.partition('十')
        return (int(CN_DIG[a]) if a else 1) * 10 + (int(CN_DIG[b]) if b else 0)
    return int(CN_DIG[s])


def dob_dates(v):
    out = set()

    def add(y, m, d):
        if V.valid_date(y, m, d) and 1920 <= y <= 2024:
            out.add(datetime.date(y, m, d))

    s = v.strip()
    m = re.fullmatch(r'(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})', s)
    if m:
        add(int(m[1]), int(m[2]), int(m[3]))
    m = re.fullmatch(r'(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})', s)
    if m:
        add(int(m[3]), int(m[2]), int(m[1]))
        add(int(m[3]), int(m[1]), int(m[2]))
    m = re.fullmatch(r'(\d{4})(\d{2})(\d{2})', s)
    if m:
        add(int(m[1]), int(m[2]), int(m[3]))
    m = re.fullmatch(r'(\d{4})\s?年\s?(\d{1,2})\s?月\s?(\d{1,2})\s?[日号]?', s)
    if m:
        add(int(m[1]), int(m[2]), int(m[3]))
    m = re.fullmatch(r'([零〇一二三四五六七八九]{4})年([一二三四五六七八九十]{1,2})月([一二三四五六七八九十]{1,3})[日号]?', s)
    if m:
        add(int(''.join(CN_DIG[c] for c in m[1])), cn_small(m[2]), cn_small(m[3]))
    m = re.fullmatch(r'([a-z\-]+)\s+(?:of\s+)?([A-Za-z]{3,9}),?\s+(\d{4})', s, re.I)
    if m and m[1].lower() in ORDINALS and m[2][:3].lower() in MONTHS:
        add(int(m[3]), MONTHS[m[2][:3].lower()], ORDINALS[m[1].lower()])
    m = re.fullmatch(r'(\d{1,2})(?:st|nd|rd|th)?[\s\-]+(?:of\s+)?([A-Za-z]{3,9})\.?,?[\s\-]+(\d{4})', s)
    if m and m[2][:3].lower() in MONTHS:
        add(int(m[3]), MONTHS[m[2][:3].lower()], int(m[1]))
    m = re.fullmatch(r'([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})', s)
    if m and m[1][:3].lower() in MONTHS:
        add(int(m[3]), MONTHS[m[1][:3].lower()], int(m[2]))
    return out


CURRENCY = re.compile(
    r'[$€£¥￥₩₹]|元|块|圆|人民币|美元|欧元|英镑|港币|港元|日元|新币|新元|澳元|令吉|台币|'
    r'\b(USD|EUR|GBP|RMB|CNY|HKD|SGD|AUD|CAD|NZD|JPY|CHF|SEK|NOK|DKK|PLN|MYR|TWD|NTD|INR|'
    r'BRL|KRW|MOP|Rs|RM|NT|zł|kr|dollars?|quid|tenner|fiver|pounds?|euros?|bucks|grand|yuan|kuai|rupees?|ringgit|'
    r'francs?|kroner|krona|kronor|złoty|zloty|reais|won|yen|pence)\b', re.I)
NUMBER = re.compile(r'\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|'
                    r'fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|'
                    r'thousand|grand|k|tenner|fiver)\b|[一二两三四五六七八九十百千万壹贰叁肆伍陆柒捌玖拾佰仟]', re.I)

WORD_DIG = {'zero': '0', 'oh': '0', 'o': '0', 'nought': '0', 'one': '1', 'two': '2',
            'three': '3', 'four': '4', 'five': '5', 'six': '6', 'seven': '7', 'eight': '8',
            'nine': '9'}
CN_PHONE = {'零': '0', '〇': '0', '洞': '0', '一': '1', '幺': '1', '二': '2', '两': '2',
            '三': '3', '四': '4', '五': '5', '六': '6', '七': '7', '八': '8', '九': '9'}


def phone_digits(v):
    out, mult = '', 1
    for t in re.findall(r'[A-Za-z]+|\d|[\u4e00-\u9fff〇]', v):
        tl = t.lower()
        if tl == 'double':
            mult = 2
            continue
        if tl == 'triple':
            mult = 3
            continue
        d = t if t.isdigit() else WORD_DIG.get(tl, CN_PHONE.get(t))
        if d is None:
            continue
        out += d * mult
        mult = 1
    return out


EN_TITLE = re.compile(r'^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Madam|Coach|Officer|Nurse|Capt|Captain|Rev)\b\.?', re.I)
EN_KIN = {'mum', 'mom', 'mummy', 'dad', 'daddy', 'auntie', 'aunt', 'aunty', 'uncle', 'grandma',
          'grandpa', 'nan', 'nana', 'gran', 'granny', 'sis', 'bro', 'cousin', 'wife', 'husband',
          'son', 'daughter'}
ZH_KIN = ['爸爸', '妈妈', '老爸', '老妈', '哥哥', '姐姐', '弟弟', '妹妹', '表姐', '表哥', '表妹', '表弟',
          '堂哥', '堂姐', '堂妹', '堂弟', '舅舅', '舅妈', '叔叔', '婶婶', '阿姨', '姑姑', '姑父', '奶奶',
          '爷爷', '外婆', '外公', '姥姥', '姥爷', '老公', '老婆', '儿子', '女儿', '孙子', '孙女', '侄子',
          '侄女', '外甥', '媳妇', '岳父', '岳母', '婆婆', '公公', '妈', '爸']
ZH_ROLE = ['财务', '前台', '客服', '会计', '出纳', '主管', '店长', '经理', '教练', '同事', '队长',
           '保安', '助教', '家长', '学员', '老师', '班主任']


def check_span_value(rid, typ, v, rec):
    bad = None
    if v != v.strip() or not v:
        bad = 'leading/trailing whitespace'
    elif typ == 'CARD':
        bad = None if V.card_ok(v) else 'Luhn/prefix/shape'
    elif typ == 'CVV':
        bad = None if re.fullmatch(r'\d{3,4}', v) else 'shape'
    elif typ == 'IBAN':
        bad = None if V.iban_ok(v) else 'mod-97/length'
    elif typ == 'SSN':
        bad = None if V.ssn_ok(v) else 'SSN rules'
    elif typ == 'IDCARD':
        bad = None if V.idcard_ok(v) else 'GB 11643 check/date'
    elif typ == 'PASSPORT':
        bad = None if V.passport_ok(v) else 'passport shape'
    elif typ == 'NATIONAL_ID':
        bad = None if V.national_kind(v) else 'no national format validates'
    elif typ == 'APIKEY':
        if 'EXAMPLE' in v.upper():
            bad = 'documentation example key'
        else:
            bad = None if V.apikey_kind(v) else 'no vendor shape'
    elif typ == 'SECRET':
        bad = None if V.secret_kind(v) else 'no secret shape'
    elif typ == 'EMAIL':
        bad = None if re.fullmatch(r'[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}', v) else 'email shape'
        if not bad and re.search(r'@(example|test)\.(com|org|net)$', v):
            bad = 'documentation e-mail'
    elif typ == 'PHONE':
        n = len(phone_digits(v))
        bad = None if 7 <= n <= 15 else f'{n} digits'
        if re.search(r'[*•]', v):
            bad = 'masked'
    elif typ == 'IP_ADDRESS':
        bad = ip_span_ok(v)
    elif typ == 'DATE_OF_BIRTH':
        bad = None if dob_dates(v) else 'unparsable date'
    elif typ == 'AMOUNT':
        if not CURRENCY.search(v):
            bad = 'no currency'
        elif not NUMBER.search(v):
            bad = 'no number'
    elif typ == 'PASSWORD':
        bad = None if len(v) >= 4 else 'too short'
        if re.search(r'\s', v) and not (re.fullmatch(r'\d( \d){3,9}', v) or re.fullmatch(r'[A-Za-z\-]+( [A-Za-z\-]+){2,6}', v)):
            bad = 'whitespace in password'
    elif typ == 'ADDRESS':
        bad = None if re.search(r'\d|[一二三四五六七八九十]+号', v) else 'no number in address'
    elif typ == 'PERSON':
        if EN_TITLE.match(v):
            bad = 'English title inside PERSON'
        elif any(w.lower() in EN_KIN for w in re.findall(r'[A-Za-z]+', v)):
            bad = 'kinship word inside PERSON'
        elif any(k in v for k in ZH_KIN):
            bad = 'Chinese kinship word inside PERSON'
        elif any(v.startswith(r) for r in ZH_ROLE):
            bad = 'role word inside PERSON'
    elif typ == 'MEDICAL':
        bad = None if len(v) >= 2 else 'too short'
    else:
        bad = f'unknown type {typ}'
    if bad:
        err(rid, f'{typ} {v[:60]!r}: {bad}')


def check_decoy_value(rid, kind, v):
    if v != v.strip() or not v:
        err(rid, f'decoy {kind} {v!r}: whitespace')
    k = kind.lower()
    if 'masked' in k and not re.search(r'[*•xX#]{2,}|[*×某]', v):
        err(rid, f'decoy {kind} {v!r}: not masked')
    if k in ('doc_ip', 'documentation_ip'):
        try:
            if not in_doc(ipaddress.ip_address(v)):
                err(rid, f'decoy {kind} {v!r}: not a documentation range')
        except ValueError:
            err(rid, f'decoy {kind} {v!r}: not an IP')
    if k == 'loopback_ip':
        if not ipaddress.ip_address(v).is_loopback:
            err(rid, f'decoy {kind} {v!r}: not loopback')
    if k == 'publishable_key' and not re.match(r'pk_(live|test)_', v):
        err(rid, f'decoy {kind} {v!r}: not publishable')


# ------------------------------------------------------------------ occurrences
def occurrences(text, v):
    i = text.find(v)
    while i >= 0:
        j = i + len(v)
        ok = True
        if isword(v[0]) and i > 0 and isword(text[i - 1]):
            ok = False
        if isword(v[-1]) and j < len(text) and isword(text[j]):
            ok = False
        if ok:
            yield i, j
        i = text.find(v, i + 1)


EMAIL_RE = re.compile(r'[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}')
IPV4_RE = re.compile(r'(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?![\w.]*\d)')


def check_record(r):
    rid, text = r['id'], r['text']
    for coll, what in ((r['spans'], 'span'), (r['decoys'], 'decoy')):
        for s in coll:
            if text[s['start']:s['end']] != s['value']:
                err(rid, f'{what} offsets do not match {s["value"][:40]!r}')
            a, b = s['start'], s['end']
            if a > 0 and isword(text[a - 1]) and isword(text[a]):
                err(rid, f'{what} {s["value"][:40]!r} starts inside an ASCII word')
            if b < len(text) and isword(text[b - 1]) and isword(text[b]):
                err(rid, f'{what} {s["value"][:40]!r} ends inside an ASCII word')
    items = sorted([(s['start'], s['end'], 'span', s.get('type')) for s in r['spans']] +
                   [(d['start'], d['end'], 'decoy', d.get('kind')) for d in r['decoys']])
    for x, y in zip(items, items[1:]):
        if y[0] < x[1]:
            err(rid, f'overlap {x} {y}')
    for s in r['spans']:
        if s['type'] not in TYPES:
            err(rid, f'unknown type {s["type"]}')
        check_span_value(rid, s['type'], s['value'], r)
    for d in r['decoys']:
        check_decoy_value(rid, d['kind'], d['value'])

    covered = [(s['start'], s['end'], s['type']) for s in r['spans']]
    dcovered = [(d['start'], d['end']) for d in r['decoys']]

    def inside(i, j, lst):
        return any(a <= i and j <= b for a, b, *_ in lst)

    # every occurrence of a labelled string is labelled
    for s in r['spans']:
        v = s['value']
        if len(v) < 2:
            continue
        for i, j in occurrences(text, v):
            if not inside(i, j, covered):
                err(rid, f'untagged repeat of {s["type"]} {v[:40]!r} at {i}')
    # every e-mail / IPv4 shaped string is either labelled or a decoy
    for m in EMAIL_RE.finditer(text):
        if not inside(m.start(), m.end(), covered) and not inside(m.start(), m.end(), dcovered):
            err(rid, f'unlabelled e-mail {m.group(0)!r}')
    for m in IPV4_RE.finditer(text):
        if not inside(m.start(), m.end(), covered) and not inside(m.start(), m.end(), dcovered):
            err(rid, f'unlabelled IPv4-like {m.group(0)!r}')
    # CVV only next to a card
    cards = [s for s in r['spans'] if s['type'] == 'CARD']
    for s in r['spans']:
        if s['type'] == 'CVV':
            if not any(abs(s['start'] - c['end']) < 250 or abs(c['start'] - s['end']) < 250 for c in cards):
                err(rid, f'CVV {s["value"]} not next to a CARD')
    # ID birth dates agree with any date of birth shown
    dobs = set()
    for s in r['spans']:
        if s['type'] == 'DATE_OF_BIRTH':
            dobs |= dob_dates(s['value'])
    for s in r['spans']:
        if s['type'] == 'IDCARD' and V.idcard_ok(s['value']) and dobs:
            if V.idcard_birth(s['value']) not in dobs:
                err(rid, f'IDCARD {s["value"]} birth date not among DOBs shown')


def main():
    verbose = '-v' in sys.argv
    path = os.path.join(HERE, 'corpus.jsonl')
    recs = [json.loads(line) for line in open(path, encoding='utf-8')]
    V.selftest()
    ids = set()
    for r in recs:
        if r['id'] in ids:
            err(r['id'], 'duplicate id')
        ids.add(r['id'])
        if r['lang'] not in LANGS or not r['id'].startswith(f'c69-{r["lang"]}-'):
            err(r['id'], 'bad lang / id')
        check_record(r)

    # tagging consistency across the corpus
    span_vals = collections.defaultdict(set)
    decoy_vals = set()
    for r in recs:
        for s in r['spans']:
            span_vals[s['value']].add(s['type'])
        for d in r['decoys']:
            decoy_vals.add(d['value'])
    for v, ts in span_vals.items():
        if len(ts) > 1:
            err('corpus', f'{v[:40]!r} labelled as several types {sorted(ts)}')
        if v in decoy_vals:
            err('corpus', f'{v[:40]!r} is both a span and a decoy')

    # size and mix
    n = len(recs)
    nspans = sum(len(r['spans']) for r in recs)
    ndecoys = sum(len(r['decoys']) for r in recs)
    by_lang = collections.Counter(r['lang'] for r in recs)
    empty = sum(1 for r in recs if not r['spans'])
    kinds = {r['kind'] for r in recs}
    dkinds = {d['kind'] for r in recs for d in r['decoys']}
    texts_per_type = {t: sum(1 for r in recs if any(s['type'] == t for s in r['spans'])) for t in TYPES}
    if not 180 <= n <= 195:
        err('size', f'{n} texts (want 180-195)')
    if not 1100 <= nspans <= 1300:
        err('size', f'{nspans} spans (want 1100-1300)')
    for lang, lo, hi in (('en', .40, .50), ('zh', .30, .40), ('mixed', .15, .25)):
        if not lo <= by_lang[lang] / max(n, 1) <= hi:
            err('size', f'{lang} share {by_lang[lang] / max(n, 1):.2f} outside {lo}-{hi}')
    for t, c in texts_per_type.items():
        if c < 4:
            err('size', f'{t} in only {c} texts')
    if ndecoys < 2.5 * n:
        err('size', f'{ndecoys} decoys < 2.5 per text')
    if not 3 <= empty <= 8:
        err('size', f'{empty} texts without spans (want 3-8)')
    if len(kinds) < 60:
        err('size', f'{len(kinds)} text kinds (want >= 60)')
    if len(dkinds) < 60:
        err('size', f'{len(dkinds)} decoy kinds (want >= 60)')

    if verbose:
        cnt = collections.defaultdict(collections.Counter)
        for r in recs:
            for s in r['spans']:
                cnt[s['type']][r['lang']] += 1
        print(f'\n{"type":14s} {"en":>5s} {"zh":>5s} {"mixed":>6s} {"total":>6s} {"texts":>6s}')
        for t in TYPES:
            c = cnt[t]
            print(f'{t:14s} {c["en"]:5d} {c["zh"]:5d} {c["mixed"]:6d} {sum(c.values()):6d} {texts_per_type[t]:6d}')
        tot = collections.Counter()
        for t in TYPES:
            tot.update(cnt[t])
        print(f'{"TOTAL":14s} {tot["en"]:5d} {tot["zh"]:5d} {tot["mixed"]:6d} {sum(tot.values()):6d}')
        print(f'\n{"lang":8s} {"texts":>6s} {"share":>6s} {"spans":>6s} {"decoys":>7s} {"empty":>6s}')
        for lang in LANGS:
            rs = [r for r in recs if r['lang'] == lang]
            print(f'{lang:8s} {len(rs):6d} {len(rs) / max(n, 1):6.1%} {sum(len(r["spans"]) for r in rs):6d} '
                  f'{sum(len(r["decoys"]) for r in rs):7d} {sum(1 for r in rs if not r["spans"]):6d}')
        print(f'{"all":8s} {n:6d} {"":6s} {nspans:6d} {ndecoys:7d} {empty:6d}')
        print(f'\ntext kinds: {len(kinds)}   decoy kinds: {len(dkinds)}   decoys/text: {ndecoys / max(n, 1):.2f}')
        dk = collections.Counter(d['kind'] for r in recs for d in r['decoys'])
        print('\ndecoy kinds (count):')
        line = ''
        for k, c in sorted(dk.items(), key=lambda x: (-x[1], x[0])):
            cell = f'{k}={c}'
            if len(line) + len(cell) > 100:
                print('  ' + line)
                line = ''
            line += cell + '  '
        if line:
            print('  ' + line)
        tk = collections.Counter(r['kind'] for r in recs)
        print('\ntext kinds (count):')
        line = ''
        for k, c in sorted(tk.items(), key=lambda x: (-x[1], x[0])):
            cell = f'{k}={c}'
            if len(line) + len(cell) > 100:
                print('  ' + line)
                line = ''
            line += cell + '  '
        if line:
            print('  ' + line)
    if errors:
        print(f'\n{len(errors)} problem(s):')
        for e in errors:
            print('  ' + e)
        raise SystemExit(1)
    print(f'\ncheck_blind: OK  ({n} texts, {nspans} spans, {ndecoys} decoys)')


if __name__ == '__main__':
    main()
