#!/usr/bin/env python3
"""Consistency checks for blind94/corpus.jsonl.   -v prints tables."""
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

VERBOSE = '-v' in sys.argv[1:]
ERR = []
WARN = []


def err(rid, msg):
    ERR.append(f'{rid}: {msg}')


def isword(ch):
    return ch.isascii() and (ch.isalnum() or ch == '_')


# ------------------------------------------------------------------ dates
MONTHS = {m: i for i, m in enumerate(
    ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'], 1)}
CN_DIG = {'〇': 0, '零': 0, '一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7,
          '八': 8, '九': 9, '两': 2}


def cn_small(s):
    """Chinese numeral 1..31."""
    if s.isdigit():
        return int(s)
    if '十' in s:
        a, b = s.split('十')
        return (CN_DIG[a] if a else 1) * 10 + (CN_DIG[b] if b else 0)
    return CN_DIG[s]


def _mk(y, m, d):
    try:
        return datetime.date(y, m, d)
    except ValueError:
        return None


def parse_dates(s):
    """Every plausible reading of a written date, as a set of datetime.date."""
    out = set()
    t = s.strip()
    for m in re.finditer(r'(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})', t):
        out.add(_mk(int(m[1]), int(m[2]), int(m[3])))
    m = re.fullmatch(r'(\d{4})(\d{2})(\d{2})', t)
    if m:
        out.add(_mk(int(m[1]), int(m[2]), int(m[3])))
    for m in re.finditer(r'(?<!\d)(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?!\d)', t):
        y = int(m[3])
        if len(m[3]) == 2:
            y += 1900 if y > 24 else 2000
        out.add(_mk(y, int(m[2]), int(m[1])))
        out.add(_mk(y, int(m[1]), int(m[2])))
    for m in re.finditer(r'(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([A-Za-z]{3})[a-z]*\.?,?\s+(\d{4})', t):
        if m[2].lower() in MONTHS:
            out.add(_mk(int(m[3]), MONTHS[m[2].lower()], int(m[1])))
    for m in re.finditer(r'([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})', t):
        if m[1].lower() in MONTHS:
            out.add(_mk(int(m[3]), MONTHS[m[1].lower()], int(m[2])))
    m = re.search(r'([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]{1,2})月([一二三四五六七八九十]{1,3})[日号]', t)
    if m:
        y = int(''.join(str(CN_DIG[c]) for c in m[1]))
        out.add(_mk(y, cn_small(m[2]), cn_small(m[3])))
    out.discard(None)
    return out


# ------------------------------------------------------------------ shapes
NUMWORDS = {'zero': 1, 'oh': 1, 'o': 1, 'nought': 1, 'one': 1, 'two': 1, 'three': 1, 'four': 1,
            'five': 1, 'six': 1, 'seven': 1, 'eight': 1, 'nine': 1, 'double': 1, 'triple': 2}
CN_NUM = set('〇零一二三四五六七八九幺两')
CURRENCY = re.compile(r'[£$€¥￥元块]|GBP|EUR|USD|RMB|CNY|HKD|SGD|CAD|AUD|NOK|SEK|DKK|PLN|CHF|'
                      r'quid|pounds?|euros?|dollars?|kroner|kr\b|zł|złoty|zloty|francs?|p\b|万|千|百|毛|k\b', re.I)
DOC_NETS = [ipaddress.ip_network(n) for n in
            ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]
TITLES = re.compile(r'^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Rev|Revd|Fr|Sr|Father|Canon|Pastor|Mme|Mlle|M|Herr|Frau)\.?\s', re.I)
KIN = ['表姐', '表哥', '表妹', '表弟', '堂哥', '堂姐', '堂弟', '堂妹', '舅舅', '姑姑', '姑妈', '姨妈',
       '叔叔', '伯伯', '爸爸', '妈妈', '老公', '老婆', '女儿', '儿子', '外婆', '奶奶', '爷爷', '外公',
       '哥哥', '姐姐', '弟弟', '妹妹', '婆婆', '岳父', '岳母', '舅妈', '嫂子']
ROLE = ['财务', '会计', '出纳', '前台', '客服', '司机', '保安', '助理', '经理', '主管']
KIN_EN = re.compile(r'\b(aunt|auntie|uncle|mum|mom|dad|grandma|grandpa|nan|gran|cousin|sister|brother)\b', re.I)


def phone_ok(v):
    n = sum(c.isdigit() for c in v) + sum(c in CN_NUM for c in v)
    n += sum(NUMWORDS.get(w, 0) for w in re.findall(r'[a-z]+', v.lower()))
    # 7+ digits, or a 5-6 digit service hotline such as 95555 / 12315
    return n >= 7 or bool(re.fullmatch(r'(95|96|10|12)\d{3,4}', v))


def check_value(rid, typ, v, text):
    ok = True
    if typ == 'EMAIL':
        ok = bool(re.fullmatch(r'[^@\s]+@[^@\s]+\.[A-Za-z]{2,}', v))
    elif typ == 'PHONE':
        ok = phone_ok(v)
    elif typ == 'CARD':
        ok = V.card_ok(v)
    elif typ == 'CVV':
        ok = bool(re.fullmatch(r'\d{3,4}', v))
    elif typ == 'IBAN':
        ok = V.iban_ok(v)
    elif typ == 'SSN':
        ok = V.ssn_ok(v)
    elif typ == 'IDCARD':
        ok = bool(V.cn_id_ok(v))
    elif typ == 'PASSPORT':
        ok = V.passport_ok(v)
    elif typ == 'NATIONAL_ID':
        ok = V.nid_kind(v) is not None
    elif typ == 'APIKEY':
        ok = V.apikey_ok(v)
    elif typ == 'SECRET':
        ok = V.secret_ok(v)
    elif typ == 'PASSWORD':
        ok = len(v) >= 4 and '\n' not in v
    elif typ == 'DATE_OF_BIRTH':
        ok = bool(parse_dates(v))
    elif typ == 'AMOUNT':
        ok = bool(CURRENCY.search(v)) and bool(re.search(r'[\d一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟萬]|'
                                                           r'\b(one|two|three|four|five|six|seven|eight|nine|ten|'
                                                           r'twenty|thirty|forty|fifty|hundred|thousand|grand)\b', v, re.I))
    elif typ == 'ADDRESS':
        ok = bool(re.search(r'\d|[一二三四五六七八九十]号', v)) and len(v) >= 10
    elif typ == 'IP_ADDRESS':
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            ok = False
        else:
            if any(ip in n for n in DOC_NETS if n.version == ip.version) or ip.is_loopback \
                    or ip.is_unspecified or ip.is_multicast:
                err(rid, f'IP {v} is a documentation/loopback/unspecified address')
    elif typ == 'PERSON':
        if TITLES.match(v):
            err(rid, f'title inside PERSON {v!r}')
        for k in KIN + ROLE:
            if k in v:
                err(rid, f'kinship/role word {k} inside PERSON {v!r}')
        if KIN_EN.search(v):
            err(rid, f'English kinship word inside PERSON {v!r}')
        if v != v.strip():
            err(rid, f'PERSON with outer space {v!r}')
    elif typ == 'MEDICAL':
        ok = len(v) >= 2
    if not ok:
        err(rid, f'{typ} value fails its shape/check: {v!r}')
    if typ != 'SECRET' and v != v.strip():
        err(rid, f'{typ} value has outer whitespace: {v!r}')


DATED = ('cn_id', 'pesel', 'no_fnr', 'se_pnr', 'fi_hetu', 'be_nn', 'fr_nir')


def main():
    rows = [json.loads(line) for line in open(os.path.join(HERE, 'corpus.jsonl'), encoding='utf-8')]
    ids = set()
    span_types_by_value = collections.defaultdict(set)
    span_values = {}
    decoy_values = {}
    for r in rows:
        rid, text = r['id'], r['text']
        if rid in ids:
            err(rid, 'duplicate id')
        ids.add(rid)
        if r['lang'] not in ('en', 'zh', 'mixed') or not rid.startswith(f'c94-{r["lang"]}-'):
            err(rid, 'bad lang/id')
        items = [('S', s['type'], s) for s in r['spans']] + [('D', d['kind'], d) for d in r['decoys']]
        for tag, lab, s in items:
            if text[s['start']:s['end']] != s['value']:
                err(rid, f'offset mismatch {s}')
            if s['start'] > 0 and isword(text[s['start'] - 1]) and isword(text[s['start']]):
                err(rid, f'{lab} starts inside an ASCII word: {s["value"]!r}')
            if s['end'] < len(text) and isword(text[s['end'] - 1]) and isword(text[s['end']]):
                err(rid, f'{lab} ends inside an ASCII word: {s["value"]!r}')
            if not s['value'].strip():
                err(rid, f'{lab} blank value')
        srt = sorted(items, key=lambda x: (x[2]['start'], x[2]['end']))
        for a, b in zip(srt, srt[1:]):
            if b[2]['start'] < a[2]['end']:
                err(rid, f'overlap {a[1]} {a[2]["value"]!r} / {b[1]} {b[2]["value"]!r}')
        for s in r['spans']:
            if s['type'] not in TYPES:
                err(rid, f'unknown type {s["type"]}')
            check_value(rid, s['type'], s['value'], text)
            span_types_by_value[s['value']].add(s['type'])
            span_values.setdefault(s['value'], rid)
        for d in r['decoys']:
            decoy_values.setdefault(d['value'], rid)
            if not d['kind'] or d['kind'] != d['kind'].strip():
                err(rid, 'bad decoy kind')
        types = [s['type'] for s in r['spans']]
        # CVV only with a card
        if 'CVV' in types and types.count('CARD') == 0:
            err(rid, 'CVV without a CARD in the text')
        if types.count('CVV') > types.count('CARD'):
            err(rid, 'more CVVs than cards')
        # birth dates inside IDs agree with the DOBs shown
        dobs = set()
        for s in r['spans']:
            if s['type'] == 'DATE_OF_BIRTH':
                dobs |= parse_dates(s['value'])
        for s in r['spans']:
            kind = 'cn_id' if s['type'] == 'IDCARD' else (V.nid_kind(s['value']) if s['type'] == 'NATIONAL_ID' else None)
            if kind in DATED and dobs:
                b = V.birth_of(kind, s['value'])
                if isinstance(b, tuple):
                    good = any((d.year % 100, d.month) == (b[1], b[2]) for d in dobs)
                else:
                    good = b in dobs
                if not good:
                    err(rid, f'birth date of {s["type"]} {s["value"]} ({b}) not among DOBs shown {sorted(dobs)}')
        # every occurrence of a tagged string is tagged
        covered = [(s['start'], s['end']) for s in r['spans']]
        dcovered = [(d['start'], d['end']) for d in r['decoys']]
        for s in r['spans']:
            v = s['value']
            if len(v) < 2:
                continue
            for m in re.finditer(re.escape(v), text):
                a, b = m.start(), m.end()
                if (a > 0 and isword(text[a - 1]) and isword(v[0])) or \
                        (b < len(text) and isword(text[b]) and isword(v[-1])):
                    continue
                if any(x <= a and b <= y for x, y in covered):
                    continue
                where = 'inside a decoy' if any(x <= a and b <= y for x, y in dcovered) else 'untagged'
                err(rid, f'{s["type"]} {v!r} occurs {where} at {a}')
        # same string, same type inside one text
        seen = {}
        for s in r['spans']:
            if seen.setdefault(s['value'], s['type']) != s['type']:
                err(rid, f'{s["value"]!r} tagged as {seen[s["value"]]} and {s["type"]}')

    for v, ts in span_types_by_value.items():
        if len(ts) > 1:
            err(span_values[v], f'{v!r} tagged with several types across the corpus: {sorted(ts)}')
    for v, rid in decoy_values.items():
        if v in span_values:
            err(rid, f'{v!r} is a decoy here and a span in {span_values[v]}')

    # ------------------------------------------------------------ size rules
    n = len(rows)
    nspans = sum(len(r['spans']) for r in rows)
    ndec = sum(len(r['decoys']) for r in rows)
    lang_n = collections.Counter(r['lang'] for r in rows)
    texts_per_type = collections.Counter()
    for r in rows:
        for t in {s['type'] for s in r['spans']}:
            texts_per_type[t] += 1
    empty = sum(1 for r in rows if not r['spans'])
    kinds = {r['kind'] for r in rows}
    dkinds = {d['kind'] for r in rows for d in r['decoys']}
    if not 180 <= n <= 195:
        err('corpus', f'{n} texts, want 180-195')
    if not 1100 <= nspans <= 1300:
        err('corpus', f'{nspans} spans, want 1100-1300')
    for lang, want in (('en', .45), ('zh', .35), ('mixed', .20)):
        share = lang_n[lang] / max(n, 1)
        if abs(share - want) > .05:
            err('corpus', f'{lang} share {share:.1%}, want about {want:.0%}')
    for t in sorted(TYPES):
        if texts_per_type[t] < 4:
            err('corpus', f'{t} in {texts_per_type[t]} texts, want >= 4')
    if ndec < 2.5 * n:
        err('corpus', f'{ndec} decoys for {n} texts, want >= {2.5 * n:.0f}')
    if not 3 <= empty <= 8:
        err('corpus', f'{empty} texts without spans, want 3-8')
    if len(kinds) < 60:
        err('corpus', f'{len(kinds)} text kinds, want >= 60')
    if len(dkinds) < 60:
        err('corpus', f'{len(dkinds)} decoy kinds, want >= 60')

    if VERBOSE:
        by = collections.defaultdict(collections.Counter)
        for r in rows:
            for s in r['spans']:
                by[s['type']][r['lang']] += 1
        print(f'{"type":14} {"en":>5} {"zh":>5} {"mixed":>5} {"total":>6} {"texts":>6}')
        for t in sorted(TYPES):
            c = by[t]
            print(f'{t:14} {c["en"]:5} {c["zh"]:5} {c["mixed"]:5} {sum(c.values()):6} {texts_per_type[t]:6}')
        tot = collections.Counter()
        for t in by:
            tot.update(by[t])
        print(f'{"ALL":14} {tot["en"]:5} {tot["zh"]:5} {tot["mixed"]:5} {sum(tot.values()):6}')
        print()
        print(f'{"lang":6} {"texts":>6} {"share":>6} {"spans":>6} {"decoys":>7} {"no-span":>8}')
        for lang in ('en', 'zh', 'mixed'):
            rr = [r for r in rows if r['lang'] == lang]
            print(f'{lang:6} {len(rr):6} {len(rr) / max(n, 1):6.1%} {sum(len(r["spans"]) for r in rr):6} '
                  f'{sum(len(r["decoys"]) for r in rr):7} {sum(1 for r in rr if not r["spans"]):8}')
        print(f'{"ALL":6} {n:6} {"":6} {nspans:6} {ndec:7} {empty:8}')
        print()
        print(f'text kinds: {len(kinds)}   decoy kinds: {len(dkinds)}   decoys/text: {ndec / max(n, 1):.2f}')
        dk = collections.Counter(d['kind'] for r in rows for d in r['decoys'])
        print('decoy kinds:', ', '.join(f'{k}({v})' for k, v in sorted(dk.items(), key=lambda x: (-x[1], x[0]))))
        tk = collections.Counter(r['kind'] for r in rows)
        print('text kinds:', ', '.join(f'{k}({v})' for k, v in sorted(tk.items(), key=lambda x: (-x[1], x[0]))))
        print()
    for w in WARN:
        print('WARN', w)
    for e in ERR:
        print('ERROR', e)
    print(f'{len(rows)} texts, {nspans} spans, {ndec} decoys: '
          + ('OK' if not ERR else f'{len(ERR)} errors'))
    return not ERR


if __name__ == '__main__':
    sys.exit(0 if main() else 1)
