#!/usr/bin/env python3
"""Validate corpus.jsonl of the blind85 corpus.

    python3 check_blind.py       errors only (exit 1 on any error)
    python3 check_blind.py -v    also print count tables and warnings
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

errors, warnings = [], []


def err(rid, msg):
    errors.append(f'{rid}: {msg}')


def warn(rid, msg):
    warnings.append(f'{rid}: {msg}')


def isw(c):
    return c.isascii() and (c.isalnum() or c == '_')


# ---------------------------------------------------------------- dates
MONTHS = {m: i for i, m in enumerate(
    ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'], 1)}
ZH_NUM = {'〇': 0, '零': 0, '一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7,
          '八': 8, '九': 9, '十': 10}


def _d(y, m, d):
    try:
        return datetime.date(y, m, d)
    except ValueError:
        return None


def parse_dob(s):
    """Return the set of dates s can mean (empty when unparseable)."""
    out = set()
    s2 = s.strip()
    for m in re.finditer(r'(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})', s2):
        out.add(_d(int(m.group(1)), int(m.group(2)), int(m.group(3))))
    for m in re.finditer(r'(?<!\d)(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?!\d)', s2):
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        if y < 100:
            y += 1900 if y > 24 else 2000
        out.add(_d(y, b, a))
        out.add(_d(y, a, b))
    for m in re.finditer(r'(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([A-Za-z]{3})[a-z]*\.?,?\s+(\d{4})', s2):
        if m.group(2).lower() in MONTHS:
            out.add(_d(int(m.group(3)), MONTHS[m.group(2).lower()], int(m.group(1))))
    for m in re.finditer(r'([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})', s2):
        if m.group(1).lower() in MONTHS:
            out.add(_d(int(m.group(3)), MONTHS[m.group(1).lower()], int(m.group(2))))
    m = re.fullmatch(r'(\d{4})(\d{2})(\d{2})', s2)
    if m:
        out.add(_d(int(m.group(1)), int(m.group(2)), int(m.group(3))))
    out.discard(None)
    return out


# ---------------------------------------------------------------- per type
DOC_NETS = [ipaddress.ip_network(n) for n in
            ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]
CURRENCY = re.compile(r'[£$€¥￥₹]|(?<![A-Za-z])(GBP|USD|EUR|RMB|CNY|SGD|HKD|MYR|RM|AUD|CAD|INR|PLN|CHF|NZD)'
                      r'(?![A-Za-z])|元|块|圆|镑|欧|美金|美元|刀|(?i:pounds?|quid|euros?|dollars?|pence|bucks|grand)')
NUMBERISH = re.compile(r'\d|(?i:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|'
                       r'fifty|hundred|thousand|k\b)|[一二三四五六七八九十百千万两零壹贰叁肆伍陆柒捌玖拾佰仟]')
POSTCODE = re.compile(r'\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b|\b\d{5}(-\d{4})?\b|\b[A-Z]\d{2} ?[A-Z0-9]{4}\b|'
                      r'\b\d{4} ?[A-Z]{2}\b|\b\d{4,6}\b')
TITLES = re.compile(r'(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Rev|Revd|Lord|Lady|Capt|Cllr|Sgt|Insp|PC)\b\.?\s')
KIN_EN = re.compile(r'(?i)\b(mum|mom|mummy|dad|daddy|father|mother|sister|brother|sis|bro|aunt|auntie|'
                    r'uncle|nan|nana|nanna|gran|granny|grandma|grandad|grandpa|wife|husband|son|'
                    r'daughter|cousin|niece|nephew|hubby)\b')
KIN_ZH = ['妈妈', '爸爸', '老妈', '老爸', '母亲', '父亲', '哥哥', '姐姐', '弟弟', '妹妹', '舅舅', '舅妈',
          '阿姨', '叔叔', '婶婶', '伯伯', '爷爷', '奶奶', '外婆', '外公', '姥姥', '姥爷', '表姐', '表哥',
          '表妹', '表弟', '堂哥', '堂姐', '堂弟', '堂妹', '儿子', '女儿', '老婆', '老公', '媳妇', '丈夫',
          '妻子', '岳母', '岳父', '婆婆', '公公', '姑姑', '姨妈', '侄子', '外甥']
ROLE_ZH = ['财务', '前台', '客服', '会计', '出纳', '队长', '站长', '医生', '护士', '志愿者', '队员',
           '同事', '经理', '主任', '老师', '师傅', '律师', '警官']
PHONE_WORDS = re.compile(r'(?i)\b(zero|oh|o|one|two|three|four|five|six|seven|eight|nine|double|triple)\b')
ZH_DIG = re.compile(r'[零〇一二三四五六七八九幺两]')


def phone_digits(v):
    n = len(re.findall(r'\d', v)) + len(ZH_DIG.findall(v))
    for w in PHONE_WORDS.findall(v):
        w = w.lower()
        n += {'double': 1, 'triple': 2}.get(w, 1)
        if w in ('double', 'triple'):
            pass
    return n


def check_value(rid, lang, typ, v, row):
    if typ == 'EMAIL':
        if not re.fullmatch(r'[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}', v.replace('%40', '@')):
            err(rid, f'bad EMAIL {v!r}')
    elif typ == 'PHONE':
        n = phone_digits(v)
        if not 7 <= n <= 16:
            err(rid, f'PHONE with {n} digits {v!r}')
        if '*' in v:
            err(rid, f'masked PHONE labelled {v!r}')
    elif typ == 'CARD':
        if not V.card_ok(v):
            err(rid, f'CARD fails Luhn/shape {v!r}')
    elif typ == 'CVV':
        if not re.fullmatch(r'\d{3,4}', v):
            err(rid, f'bad CVV {v!r}')
    elif typ == 'IBAN':
        if not V.iban_ok(v):
            err(rid, f'IBAN fails mod 97 {v!r}')
    elif typ == 'SSN':
        if not V.ssn_ok(v):
            err(rid, f'bad SSN {v!r}')
    elif typ == 'IDCARD':
        if not V.idcard_ok(v):
            err(rid, f'IDCARD fails GB 11643 {v!r}')
    elif typ == 'PASSPORT':
        if not V.passport_ok(v):
            err(rid, f'bad PASSPORT shape {v!r}')
    elif typ == 'NATIONAL_ID':
        if not V.national_kind(v):
            err(rid, f'NATIONAL_ID fails every national check {v!r}')
    elif typ == 'APIKEY':
        if not V.apikey_kind(v):
            err(rid, f'APIKEY of no vendor shape {v!r}')
    elif typ == 'SECRET':
        if not V.secret_shape_ok(v):
            err(rid, f'SECRET of bad shape {v!r}')
    elif typ == 'IP_ADDRESS':
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            err(rid, f'IP_ADDRESS does not parse {v!r}')
            return
        if any(ip in n for n in DOC_NETS if n.version == ip.version):
            err(rid, f'documentation IP labelled {v!r}')
        if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local:
            err(rid, f'non-host IP labelled {v!r}')
    elif typ == 'AMOUNT':
        if not CURRENCY.search(v) or not NUMBERISH.search(v):
            err(rid, f'AMOUNT without currency or number {v!r}')
    elif typ == 'DATE_OF_BIRTH':
        ds = parse_dob(v)
        if not ds:
            warn(rid, f'DOB not machine-parsed {v!r}')
        for d in ds:
            if not 1900 <= d.year <= 2024:
                err(rid, f'DOB year out of range {v!r}')
    elif typ == 'ADDRESS':
        if lang == 'en' and not POSTCODE.search(v):
            err(rid, f'ADDRESS without postcode {v!r}')
        if not re.search(r'\d|[一二三四五六七八九十]+号', v):
            err(rid, f'ADDRESS without any number {v!r}')
    elif typ == 'PERSON':
        if TITLES.match(v):
            err(rid, f'title inside PERSON {v!r}')
        if KIN_EN.search(v) or any(k in v for k in KIN_ZH):
            err(rid, f'kinship word inside PERSON {v!r}')
        if any(v.startswith(r) for r in ROLE_ZH):
            err(rid, f'role word inside PERSON {v!r}')
        if '@' in v:
            err(rid, f'PERSON with @ {v!r}')
    elif typ in ('MEDICAL', 'PASSWORD'):
        if len(v.strip()) < 2:
            err(rid, f'{typ} too short {v!r}')


# ---------------------------------------------------------------- main
def main():
    verbose = '-v' in sys.argv
    path = os.path.join(HERE, 'corpus.jsonl')
    rows = [json.loads(line) for line in open(path, encoding='utf-8')]
    ids = set()
    span_types = collections.defaultdict(set)        # value -> types
    span_where = collections.defaultdict(set)
    decoy_where = collections.defaultdict(set)

    for row in rows:
        rid, lang, text = row['id'], row['lang'], row['text']
        if rid in ids:
            err(rid, 'duplicate id')
        ids.add(rid)
        if lang not in LANGS or not re.fullmatch(rf'c85-{lang}-\d{{3}}', rid):
            err(rid, 'bad id or lang')
        if not row['kind'] or not isinstance(row['kind'], str):
            err(rid, 'missing kind')
        items = [('S', s) for s in row['spans']] + [('D', d) for d in row['decoys']]
        for tag, s in items:
            a, b, v = s['start'], s['end'], s['value']
            if not (0 <= a < b <= len(text)) or text[a:b] != v:
                err(rid, f'offset mismatch {v!r}')
                continue
            if v != v.strip():
                err(rid, f'whitespace at edge {v!r}')
            if (a > 0 and isw(text[a - 1]) and isw(text[a])) or \
               (b < len(text) and isw(text[b - 1]) and isw(text[b])):
                err(rid, f'edge inside an ASCII word {v!r}')
            if tag == 'S':
                if s['type'] not in TYPES:
                    err(rid, f'unknown type {s["type"]}')
                check_value(rid, lang, s['type'], v, row)
                span_types[v].add(s['type'])
                span_where[v].add(rid)
            else:
                decoy_where[v].add(rid)
                try:
                    ip = ipaddress.ip_address(v)
                    if not (any(ip in n for n in DOC_NETS if n.version == ip.version) or ip.is_loopback
                            or ip.is_unspecified or 'version' in s['kind']):
                        err(rid, f'decoy IP {v!r} is a real host address')
                except ValueError:
                    pass
                if 'mask' in s['kind'] and not re.search(r'[*•]|[xX]{3,}', v):
                    err(rid, f'masked decoy without mask {v!r}')
        # overlaps
        iv = sorted((s['start'], s['end'], s['value']) for _, s in items)
        for (a1, b1, v1), (a2, b2, v2) in zip(iv, iv[1:]):
            if a2 < b1:
                err(rid, f'overlap {v1!r} / {v2!r}')
        # CVV next to a card
        cards = [s for s in row['spans'] if s['type'] == 'CARD']
        for s in row['spans']:
            if s['type'] == 'CVV':
                near = [c for c in cards if min(abs(s['start'] - c['end']), abs(c['start'] - s['end'])) < 160]
                if not near:
                    err(rid, f'CVV {s["value"]!r} without a CARD nearby')
        # ID birth dates consistent with DOBs shown nearby: every DOB written within
        # 300 characters of a birth-date-bearing ID must be matched by one of those IDs
        ids_b = []
        for s in row['spans']:
            v = s['value']
            if s['type'] == 'IDCARD':
                ids_b.append((s, datetime.date.fromisoformat(V.idcard_birth(v))))
            elif s['type'] == 'NATIONAL_ID' and V.pesel_ok(v):
                ids_b.append((s, datetime.date.fromisoformat(V.pesel_birth(v))))
        for d in row['spans']:
            if d['type'] != 'DATE_OF_BIRTH':
                continue
            ds = parse_dob(d['value'])
            near = [(s, b) for s, b in ids_b
                    if min(abs(d['start'] - s['end']), abs(s['start'] - d['end'])) < 300]
            if ds and near and not any(b in ds for _, b in near):
                err(rid, f'DOB {d["value"]!r} matches none of the IDs nearby '
                         f'({", ".join(s["value"] for s, _ in near)})')
        # every occurrence of a tagged string is tagged; no string both span and decoy
        svals = {s['value'] for s in row['spans']}
        dvals = {d['value'] for d in row['decoys']}
        for v in svals & dvals:
            err(rid, f'string both span and decoy {v!r}')
        for v in svals:
            if len(v) < 2:
                continue
            i = text.find(v)
            while i != -1:
                j = i + len(v)
                inside_word = (i > 0 and isw(v[0]) and isw(text[i - 1])) or \
                              (j < len(text) and isw(v[-1]) and isw(text[j]))
                if not inside_word:
                    cover = [s for s in row['spans'] if s['start'] <= i and j <= s['end']]
                    dcover = [d for d in row['decoys'] if d['start'] < j and i < d['end']]
                    if dcover:
                        err(rid, f'tagged string {v!r} also occurs inside decoy {dcover[0]["value"]!r}')
                    elif not cover:
                        err(rid, f'untagged repeat of {v!r} at {i}')
                i = text.find(v, i + 1)

        # name parts of a PERSON that occur on their own without a span (warning)
        for s in row['spans']:
            if s['type'] != 'PERSON':
                continue
            for tok in re.findall(r"[A-Za-zÀ-ÿ'’-]{3,}", s['value']):
                for m in re.finditer(r'(?<![A-Za-zÀ-ÿ0-9_])' + re.escape(tok) + r'(?![A-Za-zÀ-ÿ0-9_])', text):
                    if not any(x['start'] <= m.start() and m.end() <= x['end'] for x in row['spans'] + row['decoys']):
                        warn(rid, f'name part {tok!r} of {s["value"]!r} occurs untagged at {m.start()}')
                        break

    for v, ts in span_types.items():
        if len(ts) > 1:
            err('corpus', f'{v!r} labelled as {sorted(ts)}')
    for v in set(span_where) & set(decoy_where):
        warn('corpus', f'{v!r} is a span in {sorted(span_where[v])} and a decoy in {sorted(decoy_where[v])}')

    # ------------------------------------------------------------ size rules
    n = len(rows)
    nspans = sum(len(r['spans']) for r in rows)
    ndec = sum(len(r['decoys']) for r in rows)
    by_lang = collections.Counter(r['lang'] for r in rows)
    empty = [r['id'] for r in rows if not r['spans']]
    texts_per_type = collections.Counter(t for r in rows for t in {s['type'] for s in r['spans']})
    text_kinds = collections.Counter(r['kind'] for r in rows)
    decoy_kinds = collections.Counter(d['kind'] for r in rows for d in r['decoys'])
    if not 180 <= n <= 195:
        err('size', f'{n} texts (want 180-195)')
    if not 1100 <= nspans <= 1300:
        err('size', f'{nspans} spans (want 1100-1300)')
    for lang, lo, hi in (('en', .40, .50), ('zh', .30, .40), ('mixed', .15, .25)):
        share = by_lang[lang] / max(n, 1)
        if not lo <= share <= hi:
            err('size', f'{lang} share {share:.1%} outside {lo:.0%}-{hi:.0%}')
    for t in TYPES:
        if texts_per_type[t] < 4:
            err('size', f'{t} in only {texts_per_type[t]} texts')
    if ndec < 2.5 * n:
        err('size', f'{ndec} decoys < 2.5 per text')
    if not 3 <= len(empty) <= 8:
        err('size', f'{len(empty)} texts without spans (want 3-8)')
    if len(text_kinds) < 60:
        err('size', f'{len(text_kinds)} text kinds (want >= 60)')
    if len(decoy_kinds) < 60:
        err('size', f'{len(decoy_kinds)} decoy kinds (want >= 60)')

    if verbose:
        tab = collections.defaultdict(collections.Counter)
        for r in rows:
            for s in r['spans']:
                tab[s['type']][r['lang']] += 1
        print(f'{"type":<14}' + ''.join(f'{l:>7}' for l in LANGS) + f'{"total":>7}{"texts":>7}')
        for t in TYPES:
            c = tab[t]
            print(f'{t:<14}' + ''.join(f'{c[l]:>7}' for l in LANGS) + f'{sum(c.values()):>7}{texts_per_type[t]:>7}')
        tot = collections.Counter(r['lang'] for r in rows for _ in r['spans'])
        print(f'{"ALL SPANS":<14}' + ''.join(f'{tot[l]:>7}' for l in LANGS) + f'{nspans:>7}')
        dl = collections.Counter(r['lang'] for r in rows for _ in r['decoys'])
        print(f'{"ALL DECOYS":<14}' + ''.join(f'{dl[l]:>7}' for l in LANGS) + f'{ndec:>7}')
        print(f'{"TEXTS":<14}' + ''.join(f'{by_lang[l]:>7}' for l in LANGS) + f'{n:>7}')
        print()
        print(f'texts {n}  spans {nspans}  decoys {ndec} ({ndec / max(n, 1):.2f}/text)  '
              f'texts without spans {len(empty)}: {", ".join(empty)}')
        print(f'languages: ' + ', '.join(f'{l} {by_lang[l]} ({by_lang[l] / max(n, 1):.1%})' for l in LANGS))
        print(f'\n{len(text_kinds)} text kinds:')
        print('  ' + ', '.join(f'{k} {c}' for k, c in sorted(text_kinds.items())))
        print(f'\n{len(decoy_kinds)} decoy kinds:')
        print('  ' + ', '.join(f'{k} {c}' for k, c in sorted(decoy_kinds.items())))
        if warnings:
            print(f'\n{len(warnings)} warnings:')
            for w in warnings:
                print('  ' + w)
        print()
    if errors:
        print(f'{len(errors)} errors:')
        for e in errors:
            print('  ' + e)
        raise SystemExit(1)
    print('check_blind: OK')


if __name__ == '__main__':
    main()
