#!/usr/bin/env python3
"""Checks corpus.jsonl of blind60.  `-v` prints tables, `--partial` skips the size rules."""
import collections
import datetime
import ipaddress
import json
import os
import re
import string
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import values as V  # noqa: E402

TYPES = ['PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL', 'PASSWORD', 'APIKEY',
         'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT', 'NATIONAL_ID', 'AMOUNT']
WORD = set(string.ascii_letters + string.digits + '_')

EN_TITLES = re.compile(r'^(Mr|Mrs|Ms|Miss|Mx|Mdm|Dr|Prof|Sir|Dame|Madam|Mme|Herr|Frau)\b\.?', re.I)
EN_KIN = re.compile(r'\b(mum|mom|dad|mother|father|aunt|auntie|uncle|grandma|grandpa|brother|sister|cousin|'
                    r'wife|husband|daughter|niece|nephew|instructor|manager|accountant)\b', re.I)
ZH_KIN = ['妈妈', '爸爸', '老妈', '老爸', '哥哥', '姐姐', '弟弟', '妹妹', '表姐', '表哥', '表妹', '表弟', '堂哥', '堂姐',
          '堂妹', '堂弟', '舅舅', '舅妈', '姨妈', '姑姑', '叔叔', '婶婶', '奶奶', '爷爷', '外婆', '外公', '老公', '老婆',
          '儿子', '女儿', '阿姨', '侄子', '侄女', '岳父', '岳母', '婆婆', '公公']
ZH_ROLE = ['财务', '前台', '客服', '会计', '出纳', '司机', '店长', '经理', '教练', '老师']  # role words may not open a PERSON span

DOC_NETS = [ipaddress.ip_network(n) for n in ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]
EMAIL_RE = re.compile(r'[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}')
IPV4_RE = re.compile(r'(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}(?![\w.]|\.\d)')
CARDRUN_RE = re.compile(r'(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w])')
ID18_RE = re.compile(r'(?<![\w])\d{17}[\dX](?![\w])')
IBAN_RE = re.compile(r'(?<![\w])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?(?![\w])')
AMOUNT_RE = re.compile(r'[$£€¥￥₹₩]|\b(USD|EUR|GBP|RMB|CNY|HKD|SGD|AUD|CAD|NZD|CHF|JPY|INR|PLN|SEK|TWD|MYR|zł|'
                       r'pounds?|quid|dollars?|euros?|bucks|yuan|kuai|rupees?|francs?|zloty|grand|kr)\b|'
                       r'元|块|圆|塊|蚊|美金|美元|英镑|欧元|港币|港元|日元|人民币', re.I)
CN_DIGITS = '〇零一二三四五六七八九幺两'
EN_NUMWORDS = re.compile(r'\b(oh|zero|one|two|three|four|five|six|seven|eight|nine|double|triple)\b', re.I)
MONTHS = {m: i for i, m in enumerate(['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'], 1)}


def isw(ch):
    return ch in WORD


def cn_num(s):
    """Chinese numerals in a date part to int ('一九八七' -> 1987, '十二' -> 12, '二十三' -> 23)."""
    vals = {'〇': 0, '零': 0, '一': 1, '二': 2, '两': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9}
    if s.isdigit():
        return int(s)
    if '十' in s:
        a, _, b = s.partition('十')
        return (vals[a] if a else 1) * 10 + (vals[b] if b else 0)
    return int(''.join(str(vals[c]) for c in s))


def dob_candidates(s):
    out = set()

    def add(y, m, d):
        if y < 100:
            y += 1900
        if 1920 <= y <= 2020 and V.valid_date(y, m, d):
            out.add(datetime.date(y, m, d))
    cnp = r'[\d〇零一二三四五六七八九十两]'
    for m in re.finditer(r'(%s{2,4})\s*年\s*(%s{1,3})\s*月\s*(%s{1,3})\s*[日号號]?' % (cnp, cnp, cnp), s):
        try:
            add(cn_num(m.group(1)), cn_num(m.group(2)), cn_num(m.group(3)))
        except (KeyError, ValueError):
            pass
    for m in re.finditer(r'(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})', s):
        add(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    for m in re.finditer(r'(?<!\d)(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?!\d)', s):
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        add(y, b, a)
        add(y, a, b)
    for m in re.finditer(r'(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([A-Za-z]{3,9})\.?,?\s+(\d{4})', s):
        mo = MONTHS.get(m.group(2)[:3].lower())
        if mo:
            add(int(m.group(3)), mo, int(m.group(1)))
    for m in re.finditer(r'([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})', s):
        mo = MONTHS.get(m.group(1)[:3].lower())
        if mo:
            add(int(m.group(3)), mo, int(m.group(2)))
    for m in re.finditer(r'(\d{1,2})\s+([A-Za-z]{3})\s*/\s*[A-Za-z]{3,5}\s+(\d{2})(?!\d)', s):  # passport style
        mo = MONTHS.get(m.group(2).lower())
        if mo:
            add(int(m.group(3)), mo, int(m.group(1)))
    for m in re.finditer(r'(?<!\d)(\d{4})(\d{2})(\d{2})(?!\d)', s):
        add(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    return out


def ip_ok(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return 'not an IP'
    if any(ip in n for n in DOC_NETS if n.version == ip.version):
        return 'documentation range'
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_reserved or ip.is_link_local:
        return 'loopback/unspecified/multicast/reserved/link-local'
    if ip.version == 4 and str(ip).startswith('255.'):
        return 'netmask'
    return None


def ip_decoy_ok(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return True
    return any(ip in n for n in DOC_NETS if n.version == ip.version) or ip.is_loopback or ip.is_unspecified \
        or ip.is_reserved or str(ip).startswith('255.')


def secret_ok(text, s, e, v):
    if V.vendor_kind(v, V.SECRET_RES):
        return True
    before, after = text[max(0, s - 12):s], text[e:e + 1]
    line = text[text.rfind('\n', 0, s) + 1: (text.find('\n', e) if text.find('\n', e) >= 0 else len(text))]
    dsn = re.search(r'://|Server=|Host=|Data Source=|jdbc:|mongodb|redis|amqp|mysql|postgres|smtp', line, re.I)
    if dsn and before.endswith(':') and after == '@':
        return True
    if dsn and re.search(r'(password|pwd)=$', before, re.I) and after in (';', '', '"', "'", '&', '\n'):
        return True
    return False


def shape_error(rec, sp):
    t, v, text = sp['type'], sp['value'], rec['text']
    if t == 'CARD':
        return None if V.card_ok(v) else 'card fails Luhn/shape'
    if t == 'IBAN':
        return None if V.iban_ok(v) else 'IBAN fails mod-97/length'
    if t == 'IDCARD':
        return None if V.idcard_ok(v) else 'ID card fails GB 11643'
    if t == 'NATIONAL_ID':
        return None if V.national_id_kind(v) else 'national id fails every validator'
    if t == 'SSN':
        return None if V.ssn_ok(v) else 'SSN shape/rules'
    if t == 'PASSPORT':
        return None if V.passport_ok(v) else 'passport shape'
    if t == 'CVV':
        if not re.fullmatch(r'\d{3,4}', v):
            return 'CVV shape'
        cards = [c for c in rec['spans'] if c['type'] == 'CARD']
        if not cards:
            return 'CVV without CARD in text'
        if min(min(abs(sp['start'] - c['end']), abs(c['start'] - sp['end'])) for c in cards) > 200:
            return 'CVV far from any CARD'
        return None
    if t == 'EMAIL':
        return None if re.fullmatch(EMAIL_RE, v) else 'email shape'
    if t == 'PHONE':
        n = sum(c.isdigit() for c in v) + sum(c in CN_DIGITS for c in v) + len(EN_NUMWORDS.findall(v))
        return None if n >= 6 else 'phone too short'
    if t == 'IP_ADDRESS':
        return ip_ok(v)
    if t == 'DATE_OF_BIRTH':
        return None if dob_candidates(v) else 'DOB does not parse'
    if t == 'AMOUNT':
        return None if AMOUNT_RE.search(v) and re.search(r'[\d一二三四五六七八九十百千万两]|\b(one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|grand)\b', v, re.I) else 'amount without currency/number'
    if t == 'APIKEY':
        if 'EXAMPLE' in v.upper() or v.startswith(('pk_', 'sk_test_')):
            return 'example/publishable key as APIKEY'
        return None if V.vendor_kind(v, V.APIKEY_RES) else 'no vendor key shape'
    if t == 'SECRET':
        return None if secret_ok(text, sp['start'], sp['end'], v) else 'no secret shape/context'
    if t == 'PASSWORD':
        return None if len(v) >= 3 else 'password too short'
    if t == 'PERSON':
        if EN_TITLES.match(v):
            return 'English title inside PERSON'
        if EN_KIN.search(v):
            return 'kinship/role word inside PERSON'
        for w in ZH_KIN:
            if w in v:
                return 'kinship word %s inside PERSON' % w
        for w in ZH_ROLE:
            if v.startswith(w):
                return 'role word %s opens PERSON' % w
        return None
    if t == 'ADDRESS':
        return None if len(v) >= 10 and re.search(r'\d', v) else 'address without number/postcode'
    if t == 'MEDICAL':
        return None if len(v) >= 2 else 'medical too short'
    return None


def occurrences(text, v):
    i = text.find(v)
    while i >= 0:
        j = i + len(v)
        ok_l = i == 0 or not (isw(v[0]) and isw(text[i - 1]))
        ok_r = j == len(text) or not (isw(v[-1]) and isw(text[j]))
        if ok_l and ok_r:
            yield i, j
        i = text.find(v, i + 1)


def covered(s, e, items):
    return [it for it in items if it['start'] <= s and e <= it['end']]


def overlapping(s, e, items):
    return [it for it in items if it['start'] < e and s < it['end']]


def main():
    verbose = '-v' in sys.argv
    partial = '--partial' in sys.argv
    recs = [json.loads(l) for l in open(os.path.join(HERE, 'corpus.jsonl'), encoding='utf-8')]
    errors = []

    def err(rec, msg):
        errors.append('%s: %s' % (rec['id'], msg))

    span_types = collections.defaultdict(set)
    decoy_values = collections.defaultdict(set)
    for rec in recs:
        text = rec['text']
        items = [('S', sp) for sp in rec['spans']] + [('D', d) for d in rec['decoys']]
        for tag, it in items:
            s, e, v = it['start'], it['end'], it['value']
            if not (0 <= s < e <= len(text)) or text[s:e] != v:
                err(rec, 'bad offsets %r' % (it,))
                continue
            if v != v.strip():
                err(rec, 'whitespace at edge of %r' % v)
            if s > 0 and isw(text[s - 1]) and isw(text[s]):
                err(rec, 'edge inside ASCII word at start of %r' % v)
            if e < len(text) and isw(text[e - 1]) and isw(text[e]):
                err(rec, 'edge inside ASCII word at end of %r' % v)
            if tag == 'S':
                if it['type'] not in TYPES:
                    err(rec, 'unknown type %s' % it['type'])
                    continue
                msg = shape_error(rec, it)
                if msg:
                    err(rec, '%s %r: %s' % (it['type'], v, msg))
                span_types[v].add(it['type'])
            else:
                if not it['kind'].strip():
                    err(rec, 'decoy without kind')
                if 'ip' in it['kind'].lower().split('_') and not ip_decoy_ok(v):
                    err(rec, 'IP decoy %r is a real host address' % v)
                if it['kind'].startswith('masked') and not re.search(r'[*•xX#]', v):
                    err(rec, 'masked decoy %r shows no mask' % v)
                decoy_values[v].add(it['kind'])
        ivs = sorted((it['start'], it['end'], it['value']) for _, it in items)
        for a, b in zip(ivs, ivs[1:]):
            if b[0] < a[1]:
                err(rec, 'overlap %r / %r' % (a[2], b[2]))
        # repeated strings tagged consistently
        for sp in rec['spans']:
            for s, e in occurrences(text, sp['value']):
                cov = covered(s, e, rec['spans'])
                if not cov:
                    err(rec, 'occurrence of %s %r at %d not tagged' % (sp['type'], sp['value'], s))
                elif any(c['start'] == s and c['end'] == e and c['type'] != sp['type'] for c in cov):
                    err(rec, '%r tagged with two types' % sp['value'])
        # ID birth date vs DOB
        dobs = set()
        for sp in rec['spans']:
            if sp['type'] == 'DATE_OF_BIRTH':
                dobs |= dob_candidates(sp['value'])
        for sp in rec['spans']:
            b = None
            if sp['type'] == 'IDCARD' and V.idcard_ok(sp['value']):
                b = V.idcard_birth(sp['value'])
            elif sp['type'] == 'NATIONAL_ID':
                b = V.national_id_birth(sp['value'])
            if b and dobs and b not in dobs:
                err(rec, 'ID %r birth %s not among DOBs %s' % (sp['value'], b, sorted(map(str, dobs))))
        # untagged look-alikes
        everything = rec['spans'] + rec['decoys']
        for m in EMAIL_RE.finditer(text):
            if not overlapping(m.start(), m.end(), everything):
                err(rec, 'untagged e-mail %r' % m.group())
        for m in IPV4_RE.finditer(text):
            if not overlapping(m.start(), m.end(), everything):
                err(rec, 'untagged IPv4 look-alike %r' % m.group())
        for m in CARDRUN_RE.finditer(text):
            if V.card_ok(m.group()) and not overlapping(m.start(), m.end(), everything):
                err(rec, 'untagged Luhn-valid number %r' % m.group())
        for m in ID18_RE.finditer(text):
            if V.idcard_ok(m.group()) and not overlapping(m.start(), m.end(), everything):
                err(rec, 'untagged valid resident ID %r' % m.group())
        for m in IBAN_RE.finditer(text):
            if V.iban_ok(m.group()) and not overlapping(m.start(), m.end(), everything):
                err(rec, 'untagged valid IBAN %r' % m.group())
        if re.search(r'[⟦⟧⟪⟫]', text):
            err(rec, 'markup left in text')

    for v, ts in span_types.items():
        if len(ts) > 1:
            errors.append('global: %r tagged as %s' % (v, sorted(ts)))
        if v in decoy_values:
            errors.append('global: %r is both span (%s) and decoy (%s)' % (v, sorted(ts), sorted(decoy_values[v])))

    # ---- statistics
    langs = collections.Counter(r['lang'] for r in recs)
    nspans = sum(len(r['spans']) for r in recs)
    ndecoys = sum(len(r['decoys']) for r in recs)
    per_type = {t: collections.Counter() for t in TYPES}
    texts_per_type = collections.Counter()
    for r in recs:
        for t in {sp['type'] for sp in r['spans']}:
            texts_per_type[t] += 1
        for sp in r['spans']:
            per_type[sp['type']][r['lang']] += 1
    empty = [r['id'] for r in recs if not r['spans']]
    text_kinds = collections.Counter(r['kind'] for r in recs)
    decoy_kinds = collections.Counter(d['kind'] for r in recs for d in r['decoys'])

    if not partial:
        n = len(recs)
        if not 180 <= n <= 195:
            errors.append('size: %d texts (want 180-195)' % n)
        if not 1100 <= nspans <= 1300:
            errors.append('size: %d spans (want 1100-1300)' % nspans)
        for lang, want in (('en', 45), ('zh', 35), ('mixed', 20)):
            share = 100.0 * langs[lang] / max(n, 1)
            if abs(share - want) > 5:
                errors.append('size: %s share %.1f%% (want about %d%%)' % (lang, share, want))
        for t in TYPES:
            if texts_per_type[t] < 4:
                errors.append('size: %s in %d texts (want >= 4)' % (t, texts_per_type[t]))
        if ndecoys < 2.5 * n:
            errors.append('size: %d decoys for %d texts (want >= 2.5 per text)' % (ndecoys, n))
        if not 3 <= len(empty) <= 8:
            errors.append('size: %d texts without spans (want 3-8)' % len(empty))
        if len(text_kinds) < 60:
            errors.append('size: %d distinct text kinds (want >= 60)' % len(text_kinds))
        if len(decoy_kinds) < 60:
            errors.append('size: %d distinct decoy kinds (want >= 60)' % len(decoy_kinds))

    if verbose:
        print('texts %d (en %d, zh %d, mixed %d) | spans %d | decoys %d (%.2f per text)' % (
            len(recs), langs['en'], langs['zh'], langs['mixed'], nspans, ndecoys, ndecoys / max(len(recs), 1)))
        print()
        print('%-14s %6s %6s %6s %6s %6s' % ('type', 'en', 'zh', 'mixed', 'total', 'texts'))
        for t in TYPES:
            c = per_type[t]
            print('%-14s %6d %6d %6d %6d %6d' % (t, c['en'], c['zh'], c['mixed'], sum(c.values()), texts_per_type[t]))
        print('%-14s %6d %6d %6d %6d' % ('all', sum(per_type[t]['en'] for t in TYPES), sum(per_type[t]['zh'] for t in TYPES),
                                         sum(per_type[t]['mixed'] for t in TYPES), nspans))
        print()
        print('texts without spans (%d): %s' % (len(empty), ', '.join(empty)))
        print('distinct text kinds: %d | distinct decoy kinds: %d' % (len(text_kinds), len(decoy_kinds)))
        print('decoy kinds:', ', '.join('%s %d' % kv for kv in sorted(decoy_kinds.items(), key=lambda kv: (-kv[1], kv[0]))))
        used = set()
        allv = '\n'.join(r['text'] for r in recs)
        for name, val in V.VALUES.items():
            if val in allv:
                used.add(name)
        unused = [n for n in V.VALUES if n not in used]
        print('VALUES used %d / %d%s' % (len(used), len(V.VALUES), (' (unused: %s)' % ', '.join(unused)) if unused else ''))
        print()
    for e in errors:
        print('ERROR', e)
    print('%s: %d errors' % ('check_blind', len(errors)))
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main())
