#!/usr/bin/env python3
"""Validate corpus.jsonl.   python3 check_blind.py [-v]

Checks: offsets, overlaps, span edges inside ASCII words, check digits and
shapes per type, IP ranges, CVV only next to a CARD, IDCARD birth dates against
any DATE_OF_BIRTH in the same text, titles and kinship words outside PERSON,
repeated strings tagged consistently, no string both span and decoy, size rules.
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
from build_corpus import TYPES  # noqa: E402

VERBOSE = '-v' in sys.argv
ERRORS = []


def err(rid, msg):
    ERRORS.append('%s: %s' % (rid, msg))


WORD = re.compile(r'[A-Za-z0-9_]')


def is_word(c):
    return bool(c) and bool(WORD.fullmatch(c))


# ------------------------------------------------------------------ per type
DOC_NETS = [ipaddress.ip_network(n) for n in
            ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]
CGNAT = ipaddress.ip_network('100.64.0.0/10')


def ip_kind(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return 'invalid'
    if any(ip in n for n in DOC_NETS):
        return 'documentation'
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local or ip.is_reserved:
        return 'special'
    if ip.version == 4 and ip in CGNAT:
        return 'cgnat'
    if ip.is_private:
        return 'private'
    return 'public'


CURRENCY = re.compile(r'[£$€¥₹]|\b(GBP|USD|EUR|RMB|CNY|HKD|SGD|INR|CAD|AUD|PLN|SEK|NOK|CHF|'
                      r'pounds?|quid|dollars?|bucks|euros?|pence|rupees|zł|kr|RM|MYR)\b|元|块|圆|人民币|美元|英镑|欧元|新币|港币',
                      re.I)
NUMWORD = re.compile(r'\b(zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|'
                     r'thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|'
                     r'forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|grand|double|triple)\b', re.I)
ZH_NUM = '零〇一二两三四五六七八九十百千万幺壹贰叁肆伍陆柒捌玖拾佰仟萬億'


def phone_ok(v):
    d = sum(c.isdigit() for c in v)
    if 5 <= d <= 15 and re.fullmatch(r'[\d\s()+\-./x]+(ext\.? ?\d+)?', v):
        return True
    z = sum(c in ZH_NUM for c in v) + d
    if z >= 7 and all(c in ZH_NUM or c.isdigit() or c in ' -+，,、' for c in v):
        return True
    if len(NUMWORD.findall(v)) + d >= 5 and re.fullmatch(r"[A-Za-z0-9 ,\-+]+", v):
        return True
    return False


def amount_ok(v):
    has_num = bool(re.search(r'\d', v)) or bool(NUMWORD.search(v)) or any(c in ZH_NUM for c in v)
    return bool(CURRENCY.search(v)) and has_num


ZH_DIGIT = {'〇': 0, '零': 0, '一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7,
            '八': 8, '九': 9}


def zh_num(s):
    if all(c in ZH_DIGIT for c in s):
        return int(''.join(str(ZH_DIGIT[c]) for c in s))
    if s == '十':
        return 10
    if s.startswith('十'):
        return 10 + ZH_DIGIT[s[1]]
    if s.endswith('十'):
        return ZH_DIGIT[s[0]] * 10
    if '十' in s:
        a, b = s.split('十')
        return ZH_DIGIT[a] * 10 + ZH_DIGIT[b]
    raise ValueError(s)


DATE_FORMATS = ['%Y-%m-%d', '%Y/%m/%d', '%Y.%m.%d', '%d/%m/%Y', '%m/%d/%Y', '%d.%m.%Y', '%d-%m-%Y',
                '%m-%d-%Y', '%d %B %Y', '%d %b %Y', '%B %d, %Y', '%b %d, %Y', '%B %d %Y', '%b %d %Y',
                '%d-%b-%Y', '%d %b. %Y', '%b. %d, %Y', '%Y%m%d', '%d/%m/%y', '%m/%d/%y', '%d-%b-%y',
                '%d %B, %Y', '%Y-%b-%d']


def parse_dob(v):
    out = set()
    s = re.sub(r'(\d)(st|nd|rd|th)\b', r'\1', v.strip())
    s = re.sub(r'\s+', ' ', s)
    for f in DATE_FORMATS:
        try:
            d = datetime.datetime.strptime(s, f).date()
        except ValueError:
            continue
        if d.year > 2024:
            d = d.replace(year=d.year - 100)
        out.add(d)
    m = re.fullmatch(r'(\d{4}|[〇零一二三四五六七八九]{4})年(\d{1,2}|[十一二三四五六七八九]{1,3})月'
                     r'(\d{1,2}|[十一二三四五六七八九]{1,3})[日号]?', s)
    if m:
        y, mo, dd = m.groups()
        conv = lambda x: int(x) if x.isdigit() else zh_num(x)  # noqa: E731
        try:
            out.add(datetime.date(conv(y), conv(mo), conv(dd)))
        except ValueError:
            pass
    return {d for d in out if datetime.date(1900, 1, 1) <= d <= datetime.date(2024, 12, 31)}


EN_TITLE = re.compile(r'^(Mr|Mrs|Ms|Mx|Miss|Dr|Prof|Sir|Dame|Nurse|Rev|Mister|Doctor)\b\.?', re.I)
EN_KIN = re.compile(r'\b(mum|mom|mother|dad|father|nan|nana|gran|granny|grandma|grandpa|grandad|'
                    r'aunt|auntie|uncle|sister|brother|wife|husband|son|daughter|cousin|niece|nephew)\b',
                    re.I)
ZH_KIN = ['妈妈', '母亲', '父亲', '爸爸', '爷爷', '奶奶', '外婆', '外公', '姥姥', '姥爷', '舅舅', '舅妈',
          '阿姨', '叔叔', '婶婶', '伯伯', '姑姑', '姑妈', '哥哥', '姐姐', '弟弟', '妹妹', '儿子', '女儿',
          '老公', '老婆', '媳妇', '孙子', '孙女', '表姐', '表哥', '表妹', '表弟', '堂哥', '堂姐', '岳父',
          '岳母', '公公', '婆婆', '财务', '家属', '老爸', '老妈']


NAME_PART_OK = set()


def check_value(rid, s, text):
    t, v = s['type'], s['value']
    bad = lambda why: err(rid, '%s %r: %s' % (t, v[:70], why))  # noqa: E731
    if v != v.strip() or not v:
        bad('leading/trailing whitespace')
    if t == 'CARD' and not V.card_ok(v):
        bad('not a Luhn-valid card')
    elif t == 'IBAN' and not V.iban_ok(v):
        bad('not a mod-97 valid IBAN')
    elif t == 'SSN' and not V.ssn_ok(v):
        bad('not a valid SSN')
    elif t == 'IDCARD':
        if not V.cnid_ok(v):
            bad('not a GB 11643 valid ID')
    elif t == 'PASSPORT' and not V.passport_ok(v):
        bad('passport shape')
    elif t == 'NATIONAL_ID' and not V.national_id_ok(v):
        bad('no national ID scheme validates it')
    elif t == 'APIKEY' and not V.apikey_ok(v):
        bad('no vendor key shape matches')
    elif t == 'SECRET':
        if not (V.secret_shape(v) or (re.fullmatch(r'\S{6,}', v))):
            bad('secret shape')
    elif t == 'IP_ADDRESS':
        k = ip_kind(v)
        if k not in ('private', 'cgnat', 'public'):
            bad('IP is %s' % k)
    elif t == 'EMAIL' and not re.fullmatch(r"[A-Za-z0-9._%+'\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}", v):
        bad('e-mail shape')
    elif t == 'PHONE' and not phone_ok(v):
        bad('phone shape')
    elif t == 'AMOUNT' and not amount_ok(v):
        bad('amount without currency or number')
    elif t == 'CVV' and not re.fullmatch(r'\d{3,4}', v):
        bad('CVV shape')
    elif t == 'DATE_OF_BIRTH' and not parse_dob(v):
        bad('unparseable birth date')
    elif t == 'PASSWORD' and len(v) < 4:
        bad('too short for a password/PIN')
    elif t == 'ADDRESS' and not re.search(r'[0-9号室弄栋幢]', v):
        bad('address without number or postcode')
    elif t == 'PERSON':
        if EN_TITLE.match(v):
            bad('English title inside PERSON')
        if EN_KIN.search(v):
            bad('kinship word inside PERSON')
        for w in ZH_KIN:
            if w in v:
                bad('kinship/role word %s inside PERSON' % w)


def check_decoy(rid, d):
    v, k = d['value'], d['kind']
    if not v or v != v.strip():
        err(rid, 'decoy %r: whitespace' % v)
    if 'ip' in k.split('_') or k.endswith('_ip') or k.startswith('ip_'):
        ik = ip_kind(v) if re.fullmatch(r'[0-9a-fA-F:.]+', v) else 'other'
        if ik in ('private', 'cgnat', 'public'):
            err(rid, 'decoy %s %r is a real host IP' % (k, v))
    if k.startswith('masked') and not re.search(r'[*•xX×＊]', v):
        err(rid, 'masked decoy %r without mask characters' % v)
    if k in ('doc_ip', 'doc_ipv6') and ip_kind(v) != 'documentation':
        err(rid, 'doc_ip decoy %r not in a documentation range' % v)
    if k != 'masked_card' and V.card_ok(v) and len(re.sub(r'\D', '', v)) >= 15:
        err(rid, 'decoy %r is a valid card number' % v)
    if V.iban_ok(v):
        err(rid, 'decoy %r is a valid IBAN' % v)
    if V.cnid_ok(v):
        err(rid, 'decoy %r is a valid resident ID' % v)


def occurrences(text, v):
    i = text.find(v)
    while i >= 0:
        yield i
        i = text.find(v, i + 1)


def bounded(text, i, v):
    j = i + len(v)
    if is_word(v[0]) and i > 0 and is_word(text[i - 1]):
        return False
    if is_word(v[-1]) and j < len(text) and is_word(text[j]):
        return False
    if v[-1].isdigit() and j + 1 < len(text) and text[j] in '.,' and text[j + 1].isdigit():
        return False
    if v[0].isdigit() and i > 0 and (text[i - 1].isdigit() or text[i - 1] in '+'):
        return False
    return True


def main():
    if not V.selftest():
        err('values', 'values.selftest() failed')
    path = os.path.join(HERE, 'corpus.jsonl')
    recs = [json.loads(line) for line in open(path, encoding='utf-8')]
    ids = set()
    value_type = collections.defaultdict(set)
    span_values, decoy_values = collections.defaultdict(set), collections.defaultdict(set)
    for r in recs:
        rid, text = r['id'], r['text']
        if rid in ids:
            err(rid, 'duplicate id')
        ids.add(rid)
        if not re.fullmatch(r'c79-(en|zh|mixed)-\d{3}', rid) or rid.split('-')[1] != r['lang']:
            err(rid, 'bad id/lang')
        items = [('S', s) for s in r['spans']] + [('D', d) for d in r['decoys']]
        for tag, s in items:
            if text[s['start']:s['end']] != s['value']:
                err(rid, 'offset mismatch %r' % s['value'])
            if is_word(text[s['start'] - 1] if s['start'] > 0 else '') and is_word(s['value'][0]):
                err(rid, '%s edge inside word at start: %r' % (tag, text[max(0, s['start'] - 12):s['end']]))
            if s['end'] < len(text) and is_word(text[s['end']]) and is_word(s['value'][-1]):
                err(rid, '%s edge inside word at end: %r' % (tag, text[s['start']:s['end'] + 12]))
        ranges = sorted((s['start'], s['end'], s['value']) for _, s in items)
        for a, b in zip(ranges, ranges[1:]):
            if b[0] < a[1]:
                err(rid, 'overlap %r / %r' % (a[2], b[2]))
        for s in r['spans']:
            if s['type'] not in TYPES:
                err(rid, 'unknown type %s' % s['type'])
            check_value(rid, s, text)
            value_type[s['value']].add(s['type'])
            span_values[s['value']].add(rid)
        for d in r['decoys']:
            check_decoy(rid, d)
            decoy_values[d['value']].add(rid)
        types = [s['type'] for s in r['spans']]
        # CVV only next to a card
        cards = [s for s in r['spans'] if s['type'] == 'CARD']
        for s in r['spans']:
            if s['type'] == 'CVV':
                if not cards:
                    err(rid, 'CVV %r without a CARD' % s['value'])
                elif min(min(abs(s['start'] - c['end']), abs(c['start'] - s['end'])) for c in cards) > 220:
                    err(rid, 'CVV %r far from the card' % s['value'])
        # IDCARD birth dates
        dobs = set()
        for s in r['spans']:
            if s['type'] == 'DATE_OF_BIRTH':
                dobs |= parse_dob(s['value'])
        for s in r['spans']:
            if s['type'] == 'IDCARD' and V.cnid_ok(s['value']) and dobs:
                if V.cnid_date(s['value']) not in dobs:
                    err(rid, 'IDCARD %s birth date not among DOBs shown %s' % (
                        s['value'], sorted(str(d) for d in dobs)))
        # repeated strings tagged consistently
        covered = [(x['start'], x['end']) for _, x in items]
        for s in r['spans']:
            v = s['value']
            if len(v) < 2:
                continue
            for i in occurrences(text, v):
                if any(a <= i < b or a < i + len(v) <= b for a, b in covered):
                    continue
                if bounded(text, i, v):
                    err(rid, 'untagged repeat of %s %r at %d' % (s['type'], v, i))
        # parts of a tagged multi-word name that appear on their own untagged
        for s in r['spans']:
            if s['type'] != 'PERSON':
                continue
            for tok in re.findall(r"[A-Z][a-z'\-]{2,}", s['value']):
                if tok == s['value'] or tok in NAME_PART_OK:
                    continue
                for i in occurrences(text, tok):
                    if any(a <= i < b for a, b in covered):
                        continue
                    if bounded(text, i, tok):
                        err(rid, 'untagged name part %r of %r at %d' % (tok, s['value'], i))
        same = collections.defaultdict(set)
        for s in r['spans']:
            same[s['value']].add(s['type'])
        for v, ts in same.items():
            if len(ts) > 1:
                err(rid, '%r tagged as %s' % (v, sorted(ts)))
        del types
    for v, ts in value_type.items():
        if len(ts) > 1:
            err(sorted(span_values[v])[0], '%r tagged with different types %s across corpus' % (v, sorted(ts)))
    for v in set(span_values) & set(decoy_values):
        err(sorted(span_values[v] | decoy_values[v])[0], '%r is both span and decoy' % v)

    # ------------------------------------------------------------ size rules
    n = len(recs)
    n_sp = sum(len(r['spans']) for r in recs)
    n_de = sum(len(r['decoys']) for r in recs)
    by_lang = collections.Counter(r['lang'] for r in recs)
    if not 180 <= n <= 195:
        err('corpus', '%d texts (want 180-195)' % n)
    if not 1100 <= n_sp <= 1300:
        err('corpus', '%d spans (want 1100-1300)' % n_sp)
    for lang, lo, hi in (('en', 0.40, 0.50), ('zh', 0.30, 0.40), ('mixed', 0.15, 0.25)):
        share = by_lang[lang] / max(n, 1)
        if not lo <= share <= hi:
            err('corpus', '%s share %.1f%% outside %d-%d%%' % (lang, 100 * share, 100 * lo, 100 * hi))
    texts_per_type = collections.Counter()
    for r in recs:
        for t in {s['type'] for s in r['spans']}:
            texts_per_type[t] += 1
    for t in sorted(TYPES):
        if texts_per_type[t] < 4:
            err('corpus', 'type %s in only %d texts' % (t, texts_per_type[t]))
    if n_de < 2.5 * n:
        err('corpus', '%d decoys < 2.5 per text' % n_de)
    empty = sum(1 for r in recs if not r['spans'])
    if not 3 <= empty <= 8:
        err('corpus', '%d texts without spans (want 3-8)' % empty)
    kinds = collections.Counter(r['kind'] for r in recs)
    dkinds = collections.Counter(d['kind'] for r in recs for d in r['decoys'])
    if len(kinds) < 60:
        err('corpus', 'only %d text kinds' % len(kinds))
    if len(dkinds) < 60:
        err('corpus', 'only %d decoy kinds' % len(dkinds))

    if VERBOSE:
        per = collections.defaultdict(collections.Counter)
        for r in recs:
            for s in r['spans']:
                per[s['type']][r['lang']] += 1
        print('%-14s %6s %6s %6s %6s %6s' % ('type', 'en', 'zh', 'mixed', 'total', 'texts'))
        for t in sorted(TYPES):
            c = per[t]
            print('%-14s %6d %6d %6d %6d %6d' % (t, c['en'], c['zh'], c['mixed'], sum(c.values()),
                                                 texts_per_type[t]))
        tot = collections.Counter()
        for t in per:
            tot.update(per[t])
        print('%-14s %6d %6d %6d %6d' % ('ALL', tot['en'], tot['zh'], tot['mixed'], sum(tot.values())))
        print()
        print('%-8s %6s %6s %6s %6s' % ('lang', 'texts', 'spans', 'decoys', 'empty'))
        for lang in ('en', 'zh', 'mixed'):
            rs = [r for r in recs if r['lang'] == lang]
            print('%-8s %6d %6d %6d %6d' % (lang, len(rs), sum(len(r['spans']) for r in rs),
                                            sum(len(r['decoys']) for r in rs),
                                            sum(1 for r in rs if not r['spans'])))
        print()
        print('IP addresses by range:', dict(collections.Counter(
            ip_kind(s['value']) for r in recs for s in r['spans'] if s['type'] == 'IP_ADDRESS')))
        print()
        print('text kinds (%d):' % len(kinds))
        for k, c in sorted(kinds.items()):
            print('   %-28s %3d' % (k, c))
        print()
        print('decoy kinds (%d):' % len(dkinds))
        for k, c in sorted(dkinds.items()):
            print('   %-28s %3d' % (k, c))
        print()
    print('%d texts (en %d, zh %d, mixed %d), %d spans, %d decoys (%.2f/text), %d without spans, '
          '%d text kinds, %d decoy kinds' % (n, by_lang['en'], by_lang['zh'], by_lang['mixed'], n_sp,
                                            n_de, n_de / max(n, 1), empty, len(kinds), len(dkinds)))
    seen = set()
    for e in ERRORS:
        if e not in seen:
            print('ERROR', e)
        seen.add(e)
    print('OK' if not ERRORS else '%d errors' % len(ERRORS))
    return 0 if not ERRORS else 1


if __name__ == '__main__':
    sys.exit(main())
