#!/usr/bin/env python3
"""Consistency checks for corpus.jsonl (blind91).

    python3 check_blind.py        checks, prints problems and a summary line
    python3 check_blind.py -v     also prints tables (types x languages, kinds, decoy kinds)

Exit status 0 when clean.
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

DOC_NETS = [ipaddress.ip_network(n) for n in
            ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]

TITLE_RX = re.compile(r'^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Madam|Dame|Lady|Lord)\b\.?', re.I)
KINSHIP = ['妈妈', '爸爸', '老妈', '老爸', '姐姐', '表姐', '堂姐', '表哥', '堂哥', '哥哥', '弟弟', '妹妹',
           '表妹', '表弟', '舅舅', '舅妈', '姑姑', '姑妈', '叔叔', '婶婶', '阿姨', '奶奶', '爷爷', '外婆',
           '外公', '姥姥', '姥爷', '老婆', '老公', '儿子', '女儿', '媳妇', '岳父', '岳母', '公公', '婆婆']
KINSHIP_EN = re.compile(r'\b(?:mum|mom|dad|father|mother|sister|brother|aunt|auntie|uncle|grandma|'
                        r'grandpa|granny|nan|wife|husband|son|daughter|cousin|niece|nephew)\b', re.I)
ROLE_PREFIX = ['财务', '会计', '客服', '店长', '老板', '前台', '同事', '仓管', '主管', '助理']

CURRENCY_RX = re.compile(
    r'[$€£¥￥₩₹]|\b(?:USD|EUR|GBP|CNY|RMB|HKD|JPY|CHF|SEK|PLN|AUD|CAD|SGD|TWD|NTD|KRW|INR|BRL|NZD|'
    r'DKK|NOK|MYR|THB|ZAR|RM|S\$|HK\$|NT\$)\b|元|块|塊|欧元|美元|英镑|港币|港元|日元|台币|澳元|'
    r'\b(?:dollars?|bucks|quid|euros?|pounds?|yuan|kuai|rupees|reais|zloty|kronor|kr|won|yen|zł)\b', re.I)
NUMWORD_RX = re.compile(r'\d|[零〇一二两三四五六七八九十百千万]|\b(?:one|two|three|four|five|six|seven|eight|'
                        r'nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|'
                        r'ninety|hundred|thousand|grand|k)\b', re.I)
EMAIL_RX = re.compile(r'[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}')
SECRET_CONTEXT = re.compile(r'secret|key|token|cookie|session|seed|recovery|backup|passw|pwd|pass\b|'
                            r'密钥|秘钥|密码|口令|签名|加签|webhook|sign|otp|2fa|mfa|auth|private|'
                            r'credential|sid\b|PHPSESSID', re.I)

MONTHS = {m: i for i, ms in enumerate(
    [('jan', 'january'), ('feb', 'february'), ('mar', 'march'), ('apr', 'april'), ('may',),
     ('jun', 'june'), ('jul', 'july'), ('aug', 'august'), ('sep', 'sept', 'september'),
     ('oct', 'october'), ('nov', 'november'), ('dec', 'december')], 1) for m in ms}
CN_DIG = dict(zip('〇零一二三四五六七八九', [0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]))


def cn_to_int(s):
    if s.isdigit():
        return int(s)
    if '十' not in s:
        return int(''.join(str(CN_DIG[c]) for c in s))
    a, _, b = s.partition('十')
    return (CN_DIG[a] if a else 1) * 10 + (CN_DIG[b] if b else 0)


def _mk(y, m, d, out):
    if y < 100:
        y += 1900 if y > 25 else 2000
    try:
        out.add(datetime.date(y, m, d))
    except ValueError:
        pass


def parse_dates(s):
    """All dates a written birth date can mean (day/month order ambiguities kept)."""
    out = set()
    t = s.strip()
    cn_num = '[〇零一二三四五六七八九十\\d]'
    m = re.fullmatch(rf'({cn_num}{{2,4}})年({cn_num}{{1,3}})月({cn_num}{{1,3}})[日号號]?', t)
    if m:
        y = m.group(1)
        y = int(y) if y.isdigit() else int(''.join(str(CN_DIG[c]) for c in y))
        _mk(y, cn_to_int(m.group(2)), cn_to_int(m.group(3)), out)
        return out
    m = re.fullmatch(r'(\d{4})[-/. ](\d{1,2})[-/. ](\d{1,2})', t)
    if m:
        _mk(int(m.group(1)), int(m.group(2)), int(m.group(3)), out)
        return out
    m = re.fullmatch(r'(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{2}|\d{4})', t)
    if m:
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        _mk(y, b, a, out)
        _mk(y, a, b, out)
        return out
    m = re.fullmatch(r'(\d{4})(\d{2})(\d{2})', t)
    if m:
        _mk(int(m.group(1)), int(m.group(2)), int(m.group(3)), out)
        return out
    m = re.fullmatch(r'(\d{1,2})(?:st|nd|rd|th)?(?: of)?[ -]([A-Za-z]+)\.?,?[ -](\d{4}|\d{2})', t)
    if m and m.group(2).lower() in MONTHS:
        _mk(int(m.group(3)), MONTHS[m.group(2).lower()], int(m.group(1)), out)
        return out
    m = re.fullmatch(r'([A-Za-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})', t)
    if m and m.group(1).lower() in MONTHS:
        _mk(int(m.group(3)), MONTHS[m.group(1).lower()], int(m.group(2)), out)
        return out
    return out


WORD_DIGITS = {'zero': 1, 'oh': 1, 'o': 1, 'one': 1, 'two': 1, 'three': 1, 'four': 1, 'five': 1,
               'six': 1, 'seven': 1, 'eight': 1, 'nine': 1, 'double': 1, 'triple': 2}


def phone_units(v):
    n = sum(c.isdigit() and c.isascii() for c in v)
    n += sum(c in '零〇一二三四五六七八九幺两' for c in v)
    n += sum(WORD_DIGITS.get(w, 0) for w in re.findall(r'[a-z]+', v.lower()))
    return n


def is_word(c):
    return c.isascii() and (c.isalnum() or c == '_')


def check_value(sp, text, rec):
    """Return a list of problems for one span."""
    t, v, s, e = sp['type'], sp['value'], sp['start'], sp['end']
    p = []
    if t == 'EMAIL':
        if not EMAIL_RX.fullmatch(v):
            p.append('bad e-mail shape')
    elif t == 'PHONE':
        if phone_units(v) < 7:
            p.append('phone has fewer than 7 digits')
        if '*' in v or '****' in v:
            p.append('masked phone labelled')
    elif t == 'IP_ADDRESS':
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            p.append('not an IP')
        else:
            if any(ip in n for n in DOC_NETS if n.version == ip.version):
                p.append('documentation range labelled')
            if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_reserved or ip.is_link_local:
                p.append('loopback/unspecified/reserved IP labelled')
    elif t == 'DATE_OF_BIRTH':
        ds = parse_dates(v)
        if not ds:
            p.append('unparseable birth date')
        elif not any(1910 <= d.year <= 2015 for d in ds):
            p.append('implausible birth year')
    elif t == 'AMOUNT':
        if not CURRENCY_RX.search(v):
            p.append('amount without currency')
        if not NUMWORD_RX.search(v):
            p.append('amount without number')
    elif t == 'ADDRESS':
        if not re.search(r'\d|[号號室栋棟楼樓弄]', v):
            p.append('address without number/postcode')
    elif t == 'PERSON':
        if TITLE_RX.match(v):
            p.append('English title inside PERSON')
        if any(k in v for k in KINSHIP) or KINSHIP_EN.search(v):
            p.append('kinship word inside PERSON')
        if any(v.startswith(r) for r in ROLE_PREFIX):
            p.append('role word inside PERSON')
        if '@' in v:
            p.append('e-mail labelled as PERSON')
    elif t == 'CVV':
        if not re.fullmatch(r'\d{3,4}', v):
            p.append('bad CVV shape')
        cards = [c for c in rec['spans'] if c['type'] == 'CARD']
        if not cards:
            p.append('CVV without CARD in text')
        elif min(min(abs(c['start'] - e), abs(s - c['end'])) for c in cards) > 250:
            p.append('CVV not next to its card')
    elif t in ('CARD', 'IBAN', 'SSN', 'IDCARD', 'NATIONAL_ID', 'PASSPORT', 'APIKEY'):
        ok, _ = V.validate(t, v)
        if not ok:
            p.append(f'{t} fails check digit / shape')
        if '*' in v or '•' in v:
            p.append('masked value labelled')
    elif t == 'SECRET':
        ok, _ = V.validate(t, v)
        if not ok:
            before = text[max(0, s - 120):s]
            conn = re.search(r'://[^\s:/@]*:$', before) and text[e:e + 1] == '@'
            if not conn and not SECRET_CONTEXT.search(before):
                p.append('SECRET with neither a known shape nor a secret context')
    elif t == 'PASSWORD':
        if len(v) < 3 and not v.isdigit():
            p.append('very short password')
    elif t == 'MEDICAL':
        if len(v) < 2:
            p.append('very short medical span')
    if v != v.strip():
        p.append('span has surrounding whitespace')
    return p


def id_birth(sp):
    if sp['type'] == 'IDCARD':
        return V.idcard_validate(sp['value'])
    if sp['type'] == 'NATIONAL_ID':
        r = V.natid_identify(sp['value'])
        return r[1] if r else None
    return None


def main(verbose):
    path = os.path.join(HERE, 'corpus.jsonl')
    recs = [json.loads(line) for line in open(path, encoding='utf-8')]
    errors = []

    def err(rid, msg):
        errors.append(f'{rid}: {msg}')

    ids = set()
    span_types_by_value = collections.defaultdict(set)
    span_values = collections.defaultdict(set)
    decoy_values = collections.defaultdict(set)
    for r in recs:
        rid, text = r['id'], r['text']
        if rid in ids:
            err(rid, 'duplicate id')
        ids.add(rid)
        if not re.fullmatch(r'c91-(en|zh|mixed)-\d{3}', rid) or rid.split('-')[1] != r['lang']:
            err(rid, 'bad id / lang')
        if not r['kind']:
            err(rid, 'empty kind')
        items = []
        for sp in r['spans']:
            if sp['type'] not in TYPES:
                err(rid, f'unknown type {sp["type"]}')
            items.append(('span', sp))
        for d in r['decoys']:
            if not d['kind']:
                err(rid, f'decoy without kind {d["value"]!r}')
            items.append(('decoy', d))
        for what, it in items:
            s, e, v = it['start'], it['end'], it['value']
            if not (0 <= s < e <= len(text)) or text[s:e] != v:
                err(rid, f'{what} offsets wrong for {v!r}')
                continue
            if s > 0 and is_word(text[s - 1]) and is_word(text[s]):
                err(rid, f'{what} {v!r} starts inside an ASCII word')
            if e < len(text) and is_word(text[e - 1]) and is_word(text[e]):
                err(rid, f'{what} {v!r} ends inside an ASCII word')
            if v != v.strip():
                err(rid, f'{what} {v!r} has surrounding whitespace')
        order = sorted(items, key=lambda x: (x[1]['start'], x[1]['end']))
        for (w1, a), (w2, b) in zip(order, order[1:]):
            if b['start'] < a['end']:
                err(rid, f'overlap {w1} {a["value"]!r} / {w2} {b["value"]!r}')
        for sp in r['spans']:
            for prob in check_value(sp, text, r):
                err(rid, f'{sp["type"]} {sp["value"]!r}: {prob}')
            span_types_by_value[sp['value']].add(sp['type'])
            span_values[sp['value']].add(rid)
        for d in r['decoys']:
            decoy_values[d['value']].add(rid)
            try:
                ip = ipaddress.ip_address(d['value'])
            except ValueError:
                pass
            else:
                doc = any(ip in n for n in DOC_NETS if n.version == ip.version)
                if not (doc or ip.is_loopback or ip.is_unspecified or 'version' in d['kind']):
                    err(rid, f'decoy IP {d["value"]!r} is a real host range')
        # birth dates inside IDs must agree with any DOB shown
        dobs = set()
        for sp in r['spans']:
            if sp['type'] == 'DATE_OF_BIRTH':
                dobs |= parse_dates(sp['value'])
        if dobs:
            for sp in r['spans']:
                b = id_birth(sp)
                if b and b not in dobs:
                    err(rid, f'{sp["type"]} {sp["value"]!r} birth date {b} not among DOBs shown')
        # every occurrence of a labelled string is labelled the same way
        spans_at = {(sp['start'], sp['end']): sp['type'] for sp in r['spans']}
        for sp in r['spans']:
            v = sp['value']
            start = 0
            while True:
                i = text.find(v, start)
                if i < 0:
                    break
                j = i + len(v)
                start = i + 1
                if is_word(v[0]) and i > 0 and is_word(text[i - 1]):
                    continue
                if is_word(v[-1]) and j < len(text) and is_word(text[j]):
                    continue
                if (i, j) in spans_at:
                    if spans_at[(i, j)] != sp['type']:
                        err(rid, f'{v!r} labelled both {sp["type"]} and {spans_at[(i, j)]}')
                    continue
                if any(o['start'] <= i and j <= o['end'] for o in r['spans']):
                    continue
                if any(o['start'] <= i and j <= o['end'] for o in r['decoys']):
                    err(rid, f'labelled string {v!r} also inside a decoy at {i}')
                    continue
                err(rid, f'untagged occurrence of {sp["type"]} {v!r} at {i}')
    for v, ts in span_types_by_value.items():
        if len(ts) > 1:
            errors.append(f'corpus: {v!r} labelled as {sorted(ts)}')
    for v in set(span_values) & set(decoy_values):
        errors.append(f'corpus: {v!r} is a span in {sorted(span_values[v])} and a decoy in {sorted(decoy_values[v])}')

    # size and mix rules
    n = len(recs)
    nspans = sum(len(r['spans']) for r in recs)
    ndecoys = sum(len(r['decoys']) for r in recs)
    by_lang = collections.Counter(r['lang'] for r in recs)
    texts_with = collections.Counter()
    for r in recs:
        for t in {sp['type'] for sp in r['spans']}:
            texts_with[t] += 1
    empty = sum(1 for r in recs if not r['spans'])
    kinds = {r['kind'] for r in recs}
    dkinds = {d['kind'] for r in recs for d in r['decoys']}
    rules = [
        (180 <= n <= 195, f'texts {n} (180-195)'),
        (1100 <= nspans <= 1300, f'spans {nspans} (1100-1300)'),
        (n and 0.40 <= by_lang['en'] / n <= 0.50, f'en share {by_lang["en"]}/{n}'),
        (n and 0.30 <= by_lang['zh'] / n <= 0.40, f'zh share {by_lang["zh"]}/{n}'),
        (n and 0.15 <= by_lang['mixed'] / n <= 0.25, f'mixed share {by_lang["mixed"]}/{n}'),
        (n and ndecoys / n >= 2.5, f'decoys per text {ndecoys / max(n, 1):.2f} (>= 2.5)'),
        (3 <= empty <= 8, f'texts without spans {empty} (3-8)'),
        (len(kinds) >= 60, f'distinct text kinds {len(kinds)} (>= 60)'),
        (len(dkinds) >= 60, f'distinct decoy kinds {len(dkinds)} (>= 60)'),
    ]
    for t in TYPES:
        rules.append((texts_with[t] >= 4, f'{t} in {texts_with[t]} texts (>= 4)'))
    for ok, msg in rules:
        if not ok:
            errors.append(f'size: {msg}')

    if verbose:
        print(f'{"type":14}' + ''.join(f'{lg:>8}' for lg in LANGS) + f'{"spans":>8}{"texts":>8}')
        tab = collections.Counter((sp['type'], r['lang']) for r in recs for sp in r['spans'])
        for t in TYPES:
            print(f'{t:14}' + ''.join(f'{tab[(t, lg)]:>8}' for lg in LANGS)
                  + f'{sum(tab[(t, lg)] for lg in LANGS):>8}{texts_with[t]:>8}')
        print(f'{"total":14}' + ''.join(f'{sum(len(r["spans"]) for r in recs if r["lang"] == lg):>8}' for lg in LANGS)
              + f'{nspans:>8}')
        print()
        print(f'{"lang":8}{"texts":>7}{"spans":>7}{"decoys":>8}{"no-span":>9}')
        for lg in LANGS:
            rs_ = [r for r in recs if r['lang'] == lg]
            print(f'{lg:8}{len(rs_):>7}{sum(len(r["spans"]) for r in rs_):>7}'
                  f'{sum(len(r["decoys"]) for r in rs_):>8}{sum(1 for r in rs_ if not r["spans"]):>9}')
        print(f'{"all":8}{n:>7}{nspans:>7}{ndecoys:>8}{empty:>9}')
        print()
        kc = collections.Counter(r['kind'] for r in recs)
        print(f'text kinds ({len(kc)}):')
        print('  ' + ', '.join(f'{k} {c}' for k, c in sorted(kc.items())))
        dc = collections.Counter(d['kind'] for r in recs for d in r['decoys'])
        print(f'decoy kinds ({len(dc)}):')
        print('  ' + ', '.join(f'{k} {c}' for k, c in sorted(dc.items())))
        print()
    for e in errors:
        print('ERROR', e)
    print(f'check_blind: {n} texts, {nspans} spans, {ndecoys} decoys, {len(errors)} problems')
    return 0 if not errors else 1


if __name__ == '__main__':
    if not V.selftest():
        print('values.py selftest failed')
        sys.exit(1)
    sys.exit(main('-v' in sys.argv[1:]))
