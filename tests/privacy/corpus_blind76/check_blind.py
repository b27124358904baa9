#!/usr/bin/env python3
"""Consistency checks for blind76/corpus.jsonl.   -v prints tables.

Checks: offsets; no overlaps; no span/decoy edge inside an ASCII word;
check digits and shapes per type; IP ranges (spans real hosts, IP decoys
documentation/loopback/look-alikes); CVV only next to a CARD; ID birth dates
against any DATE_OF_BIRTH of the same text; titles and kinship words outside
PERSON; every occurrence of a labelled string labelled the same way; no string
both span and decoy; unlabelled look-alikes (e-mails, IPv4, Luhn runs,
resident ids, vendor keys) must be a span or a decoy; size and mix rules.
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
LANGS = ['en', 'zh', 'mixed']

EN_TITLES = re.compile(r'^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Professor|Sir|Dame|Madam|Mme|Mlle|Herr|Frau|Sr|Sra)\b\.?\s', re.I)
KINSHIP = ['妈妈', '爸爸', '哥哥', '姐姐', '弟弟', '妹妹', '表姐', '表哥', '表妹', '表弟', '堂哥', '堂姐',
           '舅舅', '阿姨', '姑姑', '叔叔', '伯伯', '奶奶', '爷爷', '外婆', '外公', '老婆', '老公', '婆婆',
           '岳母', '岳父', '儿子', '女儿', '媳妇', '舅妈', '姨妈', '姑妈', '婶婶', '财务', '会计', '前台']
EN_KIN = re.compile(r'\b(mum|mom|dad|father|mother|sister|brother|aunt|auntie|uncle|grandma|grandpa|granny|nan|cousin|wife|husband|son|daughter)\b', re.I)

CURRENCY = re.compile(r'[$€£¥₹₩]|\b(USD|EUR|GBP|CNY|RMB|HKD|SGD|AUD|CAD|CHF|JPY|NZD|SEK|NOK|DKK|PLN|INR|TWD|KRW|BRL)\b|'
                      r'dollars?|pounds?|euros?|quid|bucks|grand|yuan|kuai|rupees?|'
                      r'元|块|圆|美元|欧元|英镑|港币|港元|日元|人民币|澳元|加元|新币|刀|镑|欧', re.I)
NUM_WORDS = re.compile(r'\b(zero|oh|one|two|three|four|five|six|seven|eight|nine|double|triple)\b', re.I)
CN_DIGITS = '零〇一二三四五六七八九幺两'
EMAIL_RE = re.compile(r'[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}')

DOC_NETS = [ipaddress.ip_network(n) for n in
            ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]
CGNAT = ipaddress.ip_network('100.64.0.0/10')

errors = []


def err(rid, msg):
    errors.append(f'{rid}: {msg}')


def is_word(ch):
    return ch.isascii() and ch.isalnum()


# ------------------------------------------------------------------ dates
MONTHS = {m: i for i, m in enumerate(
    ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'], 1)}


def _cn_small(s):
    """Chinese numeral 1..31 -> int."""
    d = {c: i for i, c in enumerate('〇一二三四五六七八九')}
    d['零'] = 0
    if s.isdigit():
        return int(s)
    if s == '十':
        return 10
    if s.startswith('十'):
        return 10 + d[s[1]]
    if s.endswith('十'):
        return d[s[0]] * 10
    if '十' in s:
        a, b = s.split('十')
        return d[a] * 10 + d[b]
    return d[s]


def _y2(y):
    y = int(y)
    if y < 100:
        y += 1900 if y > 24 else 2000
    return y


def parse_dob(s):
    """set of candidate dates for a DATE_OF_BIRTH string (empty if unparseable)."""
    s = s.strip()
    out = set()

    def add(y, m, d):
        try:
            out.add(datetime.date(int(y), int(m), int(d)))
        except (ValueError, TypeError):
            pass
    m = re.fullmatch(r'(\d{4})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})', s)
    if m:
        add(*m.groups())
    m = re.fullmatch(r'(\d{4})(\d{2})(\d{2})', s)
    if m:
        add(*m.groups())
    m = re.fullmatch(r'(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{4}|\d{2})', s)
    if m:
        a, b, y = m.groups()
        add(_y2(y), b, a)
        add(_y2(y), a, b)
    m = re.fullmatch(r'(\d{2,4}|[〇零一二三四五六七八九]{2,4})\s*年\s*([\d〇一二三四五六七八九十]{1,3})\s*月\s*([\d〇一二三四五六七八九十]{1,3})\s*[日号號]?', s)
    if m:
        y = m.group(1)
        if not y.isdigit():
            y = ''.join(str('〇一二三四五六七八九'.index(c)) if c != '零' else '0' for c in y)
        try:
            add(_y2(y), _cn_small(m.group(2)), _cn_small(m.group(3)))
        except (KeyError, ValueError):
            pass
    m = re.fullmatch(r'(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([A-Za-z]+)\.?,?\s+(\d{4})', s)
    if m and m.group(2)[:3].lower() in MONTHS:
        add(m.group(3), MONTHS[m.group(2)[:3].lower()], m.group(1))
    m = re.fullmatch(r'([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})', s)
    if m and m.group(1)[:3].lower() in MONTHS:
        add(m.group(3), MONTHS[m.group(1)[:3].lower()], m.group(2))
    m = re.fullmatch(r'(\d{1,2})[- ]([A-Za-z]{3})[- ](\d{2}|\d{4})', s)
    if m and m.group(2).lower() in MONTHS:
        add(_y2(m.group(3)), MONTHS[m.group(2).lower()], m.group(1))
    return out


def nid_birth(v):
    k = V.nid_kind(v)
    d = re.sub(r'\D', '', v)
    try:
        if k == 'PL_PESEL':
            return V.pesel_birth(v)
        if k == 'SE_PNR':
            return datetime.date(_y2(d[:2]), int(d[2:4]), int(d[4:6]))
        if k == 'FI_HETU':
            cent = {'+': 1800, '-': 1900, 'A': 2000}[v[6]]
            return datetime.date(cent + int(v[4:6]), int(v[2:4]), int(v[0:2]))
        if k == 'NO_FNR':
            return datetime.date(1900 + int(d[4:6]), int(d[2:4]), int(d[0:2]))
        if k == 'BE_NN':
            return datetime.date(_y2(d[:2]), int(d[2:4]), int(d[4:6]))
    except ValueError:
        return None
    return None


# ------------------------------------------------------------------ per-type value checks
def check_value(rid, sp, text, row):
    t, v = sp['type'], sp['value']
    if v != v.strip():
        err(rid, f'{t} has surrounding whitespace: {v!r}')
    if t == 'CARD' and not V.card_ok(v):
        err(rid, f'CARD fails Luhn/shape: {v!r}')
    elif t == 'IBAN' and not V.iban_ok(v):
        err(rid, f'IBAN fails mod-97/length: {v!r}')
    elif t == 'SSN' and not V.ssn_ok(v):
        err(rid, f'SSN invalid: {v!r}')
    elif t == 'IDCARD' and not V.cnid_ok(v):
        err(rid, f'IDCARD fails GB 11643: {v!r}')
    elif t == 'PASSPORT' and not V.passport_ok(v):
        err(rid, f'PASSPORT shape unknown: {v!r}')
    elif t == 'NATIONAL_ID' and V.nid_kind(v) is None:
        err(rid, f'NATIONAL_ID fails every known format/check: {v!r}')
    elif t == 'APIKEY' and V.apikey_kind(v) is None:
        err(rid, f'APIKEY shape unknown: {v!r}')
    elif t == 'SECRET':
        if V.secret_kind(v) is None and not re.fullmatch(r'\S{6,}', v):
            err(rid, f'SECRET neither a known shape nor a 6+ char token: {v!r}')
    elif t == 'CVV':
        if not re.fullmatch(r'\d{3,4}', v):
            err(rid, f'CVV shape: {v!r}')
        cards = [s for s in row['spans'] if s['type'] == 'CARD']
        if not cards:
            err(rid, f'CVV {v!r} without a CARD in the text')
        elif min(min(abs(sp['start'] - c['end']), abs(c['start'] - sp['end'])) for c in cards) > 160:
            err(rid, f'CVV {v!r} not next to a CARD')
    elif t == 'IP_ADDRESS':
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            err(rid, f'IP_ADDRESS does not parse: {v!r}')
            return
        if any(ip in n for n in DOC_NETS if n.version == ip.version):
            err(rid, f'IP_ADDRESS in a documentation range: {v}')
        if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local or ip.is_reserved:
            err(rid, f'IP_ADDRESS loopback/unspecified/multicast/link-local/reserved: {v}')
        if ip.version == 4 and not (ip.is_private or ip in CGNAT or ip.is_global):
            err(rid, f'IP_ADDRESS neither private, CGNAT nor public: {v}')
    elif t == 'EMAIL' and not EMAIL_RE.fullmatch(v):
        err(rid, f'EMAIL shape: {v!r}')
    elif t == 'PHONE':
        nd = sum(c.isdigit() for c in v)
        nw = len(NUM_WORDS.findall(v))
        nc = sum(c in CN_DIGITS for c in v)
        if not (7 <= nd <= 15 or nw >= 5 or nc >= 7):
            err(rid, f'PHONE shape: {v!r}')
    elif t == 'AMOUNT' and not CURRENCY.search(v):
        err(rid, f'AMOUNT without currency: {v!r}')
    elif t == 'DATE_OF_BIRTH' and not parse_dob(v):
        err(rid, f'DATE_OF_BIRTH unparseable: {v!r}')
    elif t == 'ADDRESS' and not re.search(r'\d', v):
        err(rid, f'ADDRESS without any number/postcode: {v!r}')
    elif t == 'PERSON':
        if EN_TITLES.match(v):
            err(rid, f'PERSON includes an English title: {v!r}')
        for k in KINSHIP:
            if k in v:
                err(rid, f'PERSON includes a kinship/role word {k}: {v!r}')
        if EN_KIN.search(v):
            err(rid, f'PERSON includes an English kinship word: {v!r}')
        if v.endswith("'s") or v.endswith('’s'):
            err(rid, f'PERSON includes a possessive: {v!r}')
    elif t in ('PASSWORD', 'MEDICAL') and len(v) < 2:
        err(rid, f'{t} too short: {v!r}')


def check_decoy_value(rid, d):
    v, k = d['value'], d['kind']
    if v != v.strip():
        err(rid, f'decoy {k} has surrounding whitespace: {v!r}')
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return
    if any(ip in n for n in DOC_NETS if n.version == ip.version) or ip.is_loopback or ip.is_unspecified \
            or ip.is_link_local or ip.is_reserved or ip.is_multicast:
        return
    if 'version' in k or 'build' in k or 'oid' in k:
        return
    err(rid, f'decoy {k} is a real host IP: {v}')


# ------------------------------------------------------------------ look-alikes that must be annotated
LOOKALIKES = [
    ('email', EMAIL_RE),
    ('ipv4', re.compile(r'(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])')),
    ('cn_id', re.compile(r'(?<!\d)\d{17}[\dX](?!\d)')),
    ('card_run', re.compile(r'(?<!\d)(?:\d[ -]?){12,18}\d(?!\d)')),
    ('iban', re.compile(r'\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b')),
    ('vendor_key', re.compile(r'\b(?:AKIA[A-Z2-7]{16}|LTAI[A-Za-z0-9]{20}|ghp_[A-Za-z0-9]{36}|xoxb-[\d-]+[A-Za-z0-9]+|'
                              r'sk_live_[A-Za-z0-9]+|AIza[0-9A-Za-z_-]{35}|eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)')),
    ('webhook', re.compile(r'https://(?:hooks\.slack\.com/services|oapi\.dingtalk\.com/robot|qyapi\.weixin\.qq\.com/cgi-bin/webhook|'
                           r'open\.feishu\.cn/open-apis/bot|discord\.com/api/webhooks)\S+')),
    ('pem', re.compile(r'-----BEGIN [A-Z ]*PRIVATE KEY-----')),
]


def covered(row, a, b):
    for s in row['spans'] + row['decoys']:
        if s['start'] <= a and b <= s['end']:
            return True
        if s['start'] < b and a < s['end']:
            return True  # partial overlap with an annotation: accepted (e.g. a prefix)
    return False


def check_lookalikes(row):
    text = row['text']
    for name, rx in LOOKALIKES:
        for m in rx.finditer(text):
            a, b = m.start(), m.end()
            frag = m.group(0)
            if name == 'card_run':
                d = re.sub(r'\D', '', frag)
                if not V.luhn_ok(d) or len(d) < 13:
                    continue
            if name == 'ipv4':
                try:
                    ipaddress.ip_address(frag)
                except ValueError:
                    continue
            if name == 'iban' and not V.iban_ok(frag.strip()):
                continue
            if name == 'cn_id' and not V.cnid_ok(frag):
                continue
            if not covered(row, a, b):
                err(row['id'], f'unannotated {name} look-alike: {frag!r}')


# ------------------------------------------------------------------ occurrences
def occurrences(text, v):
    i = text.find(v)
    while i >= 0:
        j = i + len(v)
        ok = True
        if is_word(v[0]) and i > 0 and is_word(text[i - 1]):
            ok = False
        if is_word(v[-1]) and j < len(text) and is_word(text[j]):
            ok = False
        if ok:
            yield i, j
        i = text.find(v, i + 1)


def check_row(row):
    rid, text = row['id'], row['text']
    anns = [('S', s) for s in row['spans']] + [('D', d) for d in row['decoys']]
    for tag, a in anns:
        if not (0 <= a['start'] < a['end'] <= len(text)) or text[a['start']:a['end']] != a['value']:
            err(rid, f'bad offsets {a}')
    srt = sorted(anns, key=lambda x: (x[1]['start'], x[1]['end']))
    for (t1, a1), (t2, a2) in zip(srt, srt[1:]):
        if a2['start'] < a1['end']:
            err(rid, f'overlap: {a1["value"]!r} / {a2["value"]!r}')
    for tag, a in anns:
        s, e = a['start'], a['end']
        if s > 0 and is_word(text[s - 1]) and is_word(text[s]):
            err(rid, f'edge inside an ASCII word (start): {a["value"]!r} in ...{text[max(0, s - 10):e + 5]!r}')
        if e < len(text) and is_word(text[e - 1]) and is_word(text[e]):
            err(rid, f'edge inside an ASCII word (end): {a["value"]!r} in ...{text[max(0, s - 5):e + 10]!r}')
    for sp in row['spans']:
        check_value(rid, sp, text, row)
    for d in row['decoys']:
        check_decoy_value(rid, d)
    # ID birth dates vs DOB of the same text
    dobs = set()
    for sp in row['spans']:
        if sp['type'] == 'DATE_OF_BIRTH':
            dobs |= parse_dob(sp['value'])
    for sp in row['spans']:
        b = None
        if sp['type'] == 'IDCARD' and V.cnid_ok(sp['value']):
            b = V.cnid_birth(sp['value'])
        elif sp['type'] == 'NATIONAL_ID':
            b = nid_birth(sp['value'])
        if b is not None and dobs and b not in dobs:
            err(rid, f'{sp["type"]} {sp["value"]} birth {b} not among the DOBs of the text {sorted(dobs)}')
    # English titles / kinship just before or inside are fine outside; a title glued inside is caught above.
    # every occurrence of a labelled string labelled the same way
    spans_at = {(s['start'], s['end']): s for s in row['spans']}
    for sp in row['spans']:
        v = sp['value']
        if len(v) < 2 or (v.isdigit() and len(v) < 5):
            continue
        for i, j in occurrences(text, v):
            s2 = spans_at.get((i, j))
            if s2 is not None:
                if s2['type'] != sp['type']:
                    err(rid, f'{v!r} labelled both {sp["type"]} and {s2["type"]}')
                continue
            inside = any(s['start'] <= i and j <= s['end'] for s in row['spans'])
            in_decoy = any(d['start'] < j and i < d['end'] for d in row['decoys'])
            if in_decoy:
                err(rid, f'{sp["type"]} string {v!r} also occurs inside a decoy')
            elif not inside:
                err(rid, f'{sp["type"]} string {v!r} also occurs unlabelled at {i}')
    check_lookalikes(row)


def main():
    verbose = '-v' in sys.argv
    rows = [json.loads(l) for l in open(os.path.join(HERE, 'corpus.jsonl'), encoding='utf-8')]
    ids = [r['id'] for r in rows]
    if len(ids) != len(set(ids)):
        err('corpus', 'duplicate ids')
    for r in rows:
        if not re.fullmatch(r'c76-(en|zh|mixed)-\d{3}', r['id']) or r['lang'] not in LANGS:
            err(r['id'], 'bad id/lang')
        check_row(r)

    # no string both span and decoy (whole corpus)
    span_vals = collections.defaultdict(set)
    dec_vals = collections.defaultdict(set)
    for r in rows:
        for s in r['spans']:
            span_vals[s['value']].add(r['id'])
        for d in r['decoys']:
            dec_vals[d['value']].add(r['id'])
    for v in set(span_vals) & set(dec_vals):
        err('corpus', f'{v!r} is a span in {sorted(span_vals[v])[:3]} and a decoy in {sorted(dec_vals[v])[:3]}')
    # a string labelled with two types anywhere
    vt = collections.defaultdict(set)
    for r in rows:
        for s in r['spans']:
            vt[s['value']].add(s['type'])
    for v, ts in vt.items():
        if len(ts) > 1:
            err('corpus', f'{v!r} labelled as {sorted(ts)}')

    # size and mix
    n = len(rows)
    ns = sum(len(r['spans']) for r in rows)
    nd = sum(len(r['decoys']) for r in rows)
    by_lang = collections.Counter(r['lang'] for r in rows)
    type_texts = collections.Counter()
    type_lang = collections.defaultdict(collections.Counter)
    for r in rows:
        for t in {s['type'] for s in r['spans']}:
            type_texts[t] += 1
        for s in r['spans']:
            type_lang[s['type']][r['lang']] += 1
    empty = [r['id'] for r in rows if not r['spans']]
    text_kinds = collections.Counter(r['kind'] for r in rows)
    decoy_kinds = collections.Counter(d['kind'] for r in rows for d in r['decoys'])
    if not 180 <= n <= 195:
        err('size', f'{n} texts (want 180-195)')
    if not 1100 <= ns <= 1300:
        err('size', f'{ns} spans (want 1100-1300)')
    shares = {l: by_lang[l] / n for l in LANGS} if n else {}
    for l, (lo, hi) in {'en': (0.40, 0.50), 'zh': (0.30, 0.40), 'mixed': (0.15, 0.25)}.items():
        if n and not lo <= shares[l] <= hi:
            err('mix', f'{l} share {shares[l]:.1%} outside {lo:.0%}-{hi:.0%}')
    for t in TYPES:
        if type_texts[t] < 4:
            err('mix', f'type {t} in only {type_texts[t]} texts (want >= 4)')
    if n and nd / n < 2.5:
        err('mix', f'{nd / n:.2f} decoys per text (want >= 2.5)')
    if not 3 <= len(empty) <= 8:
        err('mix', f'{len(empty)} texts without a span (want 3-8)')
    if len(text_kinds) < 60:
        err('mix', f'{len(text_kinds)} distinct text kinds (want >= 60)')
    if len(decoy_kinds) < 60:
        err('mix', f'{len(decoy_kinds)} distinct decoy kinds (want >= 60)')

    if verbose:
        print(f'texts {n}   spans {ns}   decoys {nd} ({nd / max(n, 1):.2f}/text)   no-span texts {len(empty)}: {", ".join(empty)}')
        print('languages: ' + '   '.join(f'{l} {by_lang[l]} ({shares.get(l, 0):.1%})' for l in LANGS))
        print()
        print(f'{"type":14s} {"en":>5s} {"zh":>5s} {"mixed":>6s} {"total":>6s} {"texts":>6s}')
        for t in TYPES:
            c = type_lang[t]
            print(f'{t:14s} {c["en"]:5d} {c["zh"]:5d} {c["mixed"]:6d} {sum(c.values()):6d} {type_texts[t]:6d}')
        tot = collections.Counter()
        for t in TYPES:
            tot.update(type_lang[t])
        print(f'{"TOTAL":14s} {tot["en"]:5d} {tot["zh"]:5d} {tot["mixed"]:6d} {sum(tot.values()):6d}')
        print()
        print(f'text kinds ({len(text_kinds)}):')
        print('  ' + ', '.join(f'{k} {c}' if c > 1 else k for k, c in sorted(text_kinds.items())))
        print()
        print(f'decoy kinds ({len(decoy_kinds)}):')
        print('  ' + ', '.join(f'{k} {c}' for k, c in sorted(decoy_kinds.items())))
        print()
    if errors:
        for e in errors:
            print('ERROR', e)
        print(f'{len(errors)} error(s)')
        sys.exit(1)
    print('check_blind: all checks passed')


if __name__ == '__main__':
    main()
