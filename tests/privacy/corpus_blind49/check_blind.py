#!/usr/bin/env python3
"""Consistency checks for blind49/corpus.jsonl.   -v prints tables."""
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
ERR = []


def err(rid, msg):
    ERR.append('%s: %s' % (rid, msg))


def isw(c):
    return c.isascii() and (c.isalnum() or c == '_')


DOC_NETS = [ipaddress.ip_network(n) for n in
            ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]
CGNAT = ipaddress.ip_network('100.64.0.0/10')


def ip_span_ok(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return 'not an IP'
    if any(ip in n for n in DOC_NETS if n.version == ip.version):
        return 'documentation range'
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local:
        return 'loopback/unspecified/multicast/link-local'
    if ip.version == 4 and ip in CGNAT:
        return None
    if ip.is_reserved:
        return 'reserved'
    return None


CN_NUM = '〇零一二三四五六七八九幺两'
EN_NUM = r'\b(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b'


def phone_digits(v):
    n = sum(c.isdigit() for c in v) + sum(c in CN_NUM for c in v)
    n += len(re.findall(EN_NUM, v, re.I))
    n += len(re.findall(r'\b(?:double|triple)\b', v, re.I))
    return n


CUR = re.compile(r'[£$€¥₹₩]|\bR\s?\d|\b(?:USD|GBP|EUR|RMB|CNY|HKD|AUD|CAD|SGD|JPY|NZD|CHF|SEK|NOK|DKK|PLN|'
                 r'BRL|INR|ZAR|MXN|AED|KRW|TWD|NT)\b|(?:pounds?|dollars?|euros?|quid|bucks|grand|'
                 r'rupees|yuan|kuai|kr)\b|元|块|人民币|美金|美元|港币|欧元|英镑|日元|刀|澳元|新币|马币|韩元|台币',
                 re.I)
NUMWORD = re.compile(r'\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|'
                     r'fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|'
                     r'thousand|k)\b|[一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟]', re.I)

MONTHS = {}
for _i, _m in enumerate(['january', 'february', 'march', 'april', 'may', 'june', 'july',
                         'august', 'september', 'october', 'november', 'december'], 1):
    MONTHS[_m] = _i
    MONTHS[_m[:3]] = _i
MONTHS['sept'] = 9


def _mk(y, m, d, out):
    if y < 100:
        y += 1900 if y > 25 else 2000
    try:
        out.add(datetime.date(y, m, d))
    except ValueError:
        pass


def _cn_num(s):
    """一九九三 -> 1993, 十二 -> 12, 二十三 -> 23."""
    dig = {c: i for i, c in enumerate('零一二三四五六七八九')}
    dig['〇'] = 0
    if all(c in dig for c in s):
        return int(''.join(str(dig[c]) for c in s))
    if '十' in s:
        a, _, b = s.partition('十')
        return (dig[a] if a else 1) * 10 + (dig[b] if b else 0)
    raise ValueError(s)


def dob_candidates(v):
    s = v.strip()
    out = set()
    m = re.fullmatch(r'(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]?', s)
    if m:
        _mk(int(m.group(1)), int(m.group(2)), int(m.group(3)), out)
    m = re.fullmatch(r'([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]{1,2})月([一二三四五六七八九十]{1,3})[日号]', s)
    if m:
        _mk(_cn_num(m.group(1)), _cn_num(m.group(2)), _cn_num(m.group(3)), out)
    m = re.fullmatch(r'(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})', s)
    if m:
        _mk(int(m.group(1)), int(m.group(2)), int(m.group(3)), out)
    m = re.fullmatch(r'(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})', s)
    if m:
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        _mk(y, b, a, out)
        _mk(y, a, b, out)
    m = re.fullmatch(r'(\d{4})(\d{2})(\d{2})', s)
    if m:
        _mk(int(m.group(1)), int(m.group(2)), int(m.group(3)), out)
    m = re.fullmatch(r'(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?[\s-]+([A-Za-z]+)\.?,?[\s-]+(\d{4}|\d{2})', s)
    if m and m.group(2).lower() in MONTHS:
        _mk(int(m.group(3)), MONTHS[m.group(2).lower()], int(m.group(1)), out)
    m = re.fullmatch(r'([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})', s)
    if m and m.group(1).lower() in MONTHS:
        _mk(int(m.group(3)), MONTHS[m.group(1).lower()], int(m.group(2)), out)
    return out


TITLES = re.compile(r'^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Madam)\b\.?', re.I)
KIN = ['表姐', '表哥', '表妹', '表弟', '堂哥', '堂姐', '堂弟', '堂妹', '妈妈', '爸爸', '老妈', '老爸',
       '老公', '老婆', '舅舅', '舅妈', '姑姑', '姨妈', '小姨', '外婆', '奶奶', '爷爷', '外公', '哥哥',
       '姐姐', '弟弟', '妹妹', '儿子', '女儿', '岳母', '婆婆', '公公', '媳妇', '叔叔', '阿姨']
ROLE = ['财务', '出纳', '会计', '经纪人', '助理', '制片人', '导演组', '场务', '人事', '前台', '客服']
EN_KIN = re.compile(r'\b(?:mum|mom|dad|father|mother|aunt|auntie|uncle|cousin|sister|brother|'
                    r'grandma|grandpa|nan|wife|husband|son|daughter)\b', re.I)


def check_span(rid, text, s, spans):
    t, v = s['type'], s['value']
    if t == 'EMAIL':
        if not re.fullmatch(r'[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+', v):
            err(rid, 'bad EMAIL %r' % v)
    elif t == 'PHONE':
        if phone_digits(v) < 5 or '*' in v:
            err(rid, 'bad PHONE %r' % v)
    elif t == 'IP_ADDRESS':
        why = ip_span_ok(v)
        if why:
            err(rid, 'IP %r: %s' % (v, why))
    elif t == 'CARD':
        if not V.card_ok(v):
            err(rid, 'bad CARD %r' % v)
    elif t == 'CVV':
        if not re.fullmatch(r'[0-9]{3,4}', v):
            err(rid, 'bad CVV %r' % v)
        cards = [c for c in spans if c['type'] == 'CARD']
        if not any(abs(c['start'] - s['start']) < 260 for c in cards):
            err(rid, 'CVV %r without a CARD next to it' % v)
    elif t == 'IBAN':
        if not V.iban_ok(v):
            err(rid, 'bad IBAN %r' % v)
    elif t == 'SSN':
        if not V.ssn_ok(v):
            err(rid, 'bad SSN %r' % v)
    elif t == 'IDCARD':
        if not V.idcard_ok(v):
            err(rid, 'bad IDCARD %r' % v)
    elif t == 'PASSPORT':
        if not V.passport_ok(v):
            err(rid, 'bad PASSPORT %r' % v)
    elif t == 'NATIONAL_ID':
        if not V.national_id_ok(v):
            err(rid, 'bad NATIONAL_ID %r' % v)
    elif t == 'APIKEY':
        if not V.apikey_ok(v):
            err(rid, 'bad APIKEY %r' % v)
    elif t == 'SECRET':
        if not (V.secret_ok(v) or (len(v) >= 6 and not re.search(r'\s', v))):
            err(rid, 'bad SECRET %r' % v)
    elif t == 'PASSWORD':
        if len(v) < 4 or '\n' in v:
            err(rid, 'bad PASSWORD %r' % v)
    elif t == 'AMOUNT':
        if not CUR.search(v) or not NUMWORD.search(v):
            err(rid, 'AMOUNT without currency or number %r' % v)
    elif t == 'DATE_OF_BIRTH':
        if not dob_candidates(v):
            err(rid, 'unparsed DOB %r' % v)
    elif t == 'ADDRESS':
        if len(v) < 10 or not re.search(r'[0-9一二三四五六七八九十]', v):
            err(rid, 'ADDRESS without number %r' % v)
    elif t == 'PERSON':
        if TITLES.match(v) or re.search(r'\s(?:MR|MRS|MS|MISS|DR)$', v):
            err(rid, 'title inside PERSON %r' % v)
        if any(k in v for k in KIN + ROLE) or EN_KIN.search(v):
            err(rid, 'kinship/role word inside PERSON %r' % v)
        if len(v) < 2:
            err(rid, 'PERSON too short %r' % v)
    elif t == 'MEDICAL':
        if len(v) < 2:
            err(rid, 'MEDICAL too short %r' % v)
    if t in ('CARD', 'PHONE', 'SSN', 'IDCARD', 'IBAN', 'NATIONAL_ID', 'PASSPORT', 'EMAIL') and \
            re.search(r'\*|•|x{3,}|X{3,}', v):
        err(rid, 'masked value labelled as %s: %r' % (t, v))


def occurrences(text, v):
    out = []
    start = 0
    while True:
        i = text.find(v, start)
        if i < 0:
            return out
        j = i + len(v)
        ok = True
        if isw(v[0]) and i > 0 and isw(text[i - 1]):
            ok = False
        if isw(v[-1]) and j < len(text) and isw(text[j]):
            ok = False
        if ok:
            out.append((i, j))
        start = i + 1


def main():
    verbose = '-v' in sys.argv
    rows = [json.loads(line) for line in open(os.path.join(HERE, 'corpus.jsonl'), encoding='utf-8')]
    ids = [r['id'] for r in rows]
    if len(set(ids)) != len(ids):
        err('-', 'duplicate ids')
    type_texts = collections.defaultdict(set)
    type_lang = collections.Counter()
    val_types = collections.defaultdict(set)
    span_vals, decoy_vals = set(), set()
    decoy_kinds = collections.Counter()
    text_kinds = collections.Counter()
    no_span = 0
    for r in rows:
        rid, text = r['id'], r['text']
        if r['lang'] not in LANGS or not rid.startswith('c49-%s-' % r['lang']):
            err(rid, 'bad lang/id')
        text_kinds[r['kind']] += 1
        if not r['spans']:
            no_span += 1
        items = [('S', s) for s in r['spans']] + [('D', d) for d in r['decoys']]
        for tag, s in items:
            a, b, v = s['start'], s['end'], s['value']
            if not (0 <= a < b <= len(text)) or text[a:b] != v:
                err(rid, 'offset mismatch %r' % v)
                continue
            if v != v.strip():
                err(rid, 'whitespace at edge %r' % v)
            if a > 0 and isw(text[a - 1]) and isw(text[a]):
                err(rid, '%s start inside an ASCII word: %r' % (tag, text[max(0, a - 10):b]))
            if b < len(text) and isw(text[b - 1]) and isw(text[b]):
                err(rid, '%s end inside an ASCII word: %r' % (tag, text[a:b + 10]))
        ordered = sorted(items, key=lambda x: (x[1]['start'], x[1]['end']))
        for (t1, x), (t2, y) in zip(ordered, ordered[1:]):
            if y['start'] < x['end']:
                err(rid, 'overlap %r / %r' % (x['value'], y['value']))
        for s in r['spans']:
            if s['type'] not in TYPES:
                err(rid, 'unknown type %s' % s['type'])
                continue
            check_span(rid, text, s, r['spans'])
            type_texts[s['type']].add(rid)
            type_lang[(s['type'], r['lang'])] += 1
            val_types[s['value']].add(s['type'])
            span_vals.add(s['value'])
        for d in r['decoys']:
            decoy_kinds[d['kind']] += 1
            decoy_vals.add(d['value'])
            k, v = d['kind'], d['value']
            if 'doc_ip' in k or 'documentation_ip' in k:
                try:
                    ip = ipaddress.ip_address(v)
                    if not any(ip in n for n in DOC_NETS if n.version == ip.version):
                        err(rid, 'doc_ip decoy outside doc ranges %r' % v)
                except ValueError:
                    err(rid, 'doc_ip decoy not an IP %r' % v)
            if k.startswith('loopback'):
                try:
                    ip = ipaddress.ip_address(v)
                    if not (ip.is_loopback or ip.is_unspecified):
                        err(rid, 'loopback decoy %r is routable' % v)
                except ValueError:
                    err(rid, 'loopback decoy not an IP %r' % v)
            if k.startswith('masked') and not re.search(r'[*•·xX#]', v):
                err(rid, 'masked decoy without mask %r' % v)
        # ID birth dates against the DOBs shown in the same text
        dobs = set()
        for s in r['spans']:
            if s['type'] == 'DATE_OF_BIRTH':
                dobs |= dob_candidates(s['value'])
        if dobs:
            for s in r['spans']:
                if s['type'] == 'IDCARD' and V.idcard_ok(s['value']):
                    if V.idcard_dob(s['value']) not in dobs:
                        err(rid, 'IDCARD %s birth date not among the DOBs shown' % s['value'])
                if s['type'] == 'NATIONAL_ID':
                    for name, dob in V.NID_DOB.items():
                        if V.VALUES[name] == s['value'] and \
                                datetime.date.fromisoformat(dob) not in dobs:
                            err(rid, '%s birth date not among the DOBs shown' % name)
        # every occurrence of a tagged string is tagged
        covered = [(s['start'], s['end'], s['value'], s['type']) for s in r['spans']]
        for s in r['spans']:
            v = s['value']
            if len(v) < 2:
                continue
            for i, j in occurrences(text, v):
                ok = False
                for a, b, vv, tt in covered:
                    if a == i and b == j and tt == s['type']:
                        ok = True
                    elif a <= i and j <= b and (a, b) != (i, j):
                        ok = True
                if not ok:
                    err(rid, 'untagged repeat of %s %r at %d' % (s['type'], v, i))
        # decoy strings must not appear as a span anywhere in the same text
    for v, ts in val_types.items():
        if len(ts) > 1:
            err('-', 'string %r tagged with several types %s' % (v, sorted(ts)))
    both = span_vals & decoy_vals
    for v in sorted(both):
        err('-', 'string both span and decoy: %r' % v)
    used = set()
    for r in rows:
        for s in r['spans'] + r['decoys']:
            used.add(s['value'])
    unused = [k for k, v in V.VALUES.items() if v not in used]

    # size and mix rules
    n = len(rows)
    ns = sum(len(r['spans']) for r in rows)
    nd = sum(len(r['decoys']) for r in rows)
    lang_n = collections.Counter(r['lang'] for r in rows)
    if not 180 <= n <= 195:
        err('-', 'text count %d outside 180-195' % n)
    if not 1100 <= ns <= 1300:
        err('-', 'span count %d outside 1100-1300' % ns)
    for lang, target in (('en', .45), ('zh', .35), ('mixed', .20)):
        share = lang_n[lang] / n
        if abs(share - target) > .05:
            err('-', '%s share %.1f%% far from %d%%' % (lang, 100 * share, 100 * target))
    for t in TYPES:
        if len(type_texts[t]) < 4:
            err('-', 'type %s in only %d texts' % (t, len(type_texts[t])))
    if nd < 2.5 * n:
        err('-', 'decoys %d < 2.5 per text' % nd)
    if not 3 <= no_span <= 8:
        err('-', '%d texts without spans (need 3-8)' % no_span)
    if len(text_kinds) < 60:
        err('-', 'only %d text kinds' % len(text_kinds))
    if len(decoy_kinds) < 60:
        err('-', 'only %d decoy kinds' % len(decoy_kinds))

    if verbose:
        print('texts %d (en %d, zh %d, mixed %d), spans %d, decoys %d (%.2f/text), '
              'span-free texts %d, text kinds %d, decoy kinds %d' % (
                  n, lang_n['en'], lang_n['zh'], lang_n['mixed'], ns, nd, nd / n, no_span,
                  len(text_kinds), len(decoy_kinds)))
        print()
        print('%-14s %6s %6s %6s %6s %6s' % ('type', 'en', 'zh', 'mixed', 'total', 'texts'))
        for t in TYPES:
            row = [type_lang[(t, lg)] for lg in LANGS]
            print('%-14s %6d %6d %6d %6d %6d' % (t, row[0], row[1], row[2], sum(row), len(type_texts[t])))
        print('%-14s %6d %6d %6d %6d' % ('all', *[sum(type_lang[(t, lg)] for t in TYPES) for lg in LANGS], ns))
        print()
        print('decoy kinds:')
        items = sorted(decoy_kinds.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 4):
            print('  ' + '  '.join('%-24s' % ('%s %d' % kv) for kv in items[i:i + 4]))
        print()
        print('text kinds:')
        items = sorted(text_kinds.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 4):
            print('  ' + '  '.join('%-24s' % ('%s %d' % kv) for kv in items[i:i + 4]))
        if unused:
            print()
            print('generated values not used in any text (%d): %s' % (len(unused), ', '.join(unused)))
        print()
    if ERR:
        for e in ERR:
            print('ERROR', e)
        print('%d errors' % len(ERR))
        sys.exit(1)
    print('check_blind: OK')


if __name__ == '__main__':
    main()
