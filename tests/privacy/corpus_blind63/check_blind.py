#!/usr/bin/env python3
"""Validate corpus.jsonl of blind63.   python3 check_blind.py [-v]"""
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
GENERATED_ONLY = {'CARD', 'IBAN', 'IDCARD', 'NATIONAL_ID', 'PASSPORT', 'APIKEY'}

WORD = re.compile(r'[A-Za-z0-9_]')
CJK = re.compile(r'[\u4e00-\u9fff]')
EMAIL_RX = re.compile(r'[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}')
TITLES = re.compile(r'(?i)^(mr|mrs|ms|miss|mx|dr|prof|professor|sir|madam|dame|lady|lord|rev)\b\.?')
KINSHIP = ['妈妈', '爸爸', '老妈', '老爸', '表姐', '表妹', '表哥', '表弟', '堂哥', '堂姐', '姐姐', '妹妹',
           '哥哥', '弟弟', '老婆', '老公', '舅舅', '舅妈', '姑姑', '叔叔', '婶婶', '奶奶', '爷爷', '外婆',
           '外公', '姥姥', '儿子', '女儿', '嫂子', '姐夫', '妹夫', '岳母', '婆婆', '公公', '侄子', '外甥',
           '阿姨', '丈夫', '妻子', '爱人']
ROLE_WORDS = ['财务', '前台', '客服', '店长', '经理', '老板', '店员', '门卫', '师傅', '会计', '出纳', '群主']
KIN_EN = re.compile(r'(?i)\b(mum|mom|dad|auntie|aunt|uncle|nan|nana|grandma|grandpa|granny|'
                    r'sister|brother|cousin|wife|husband|son|daughter)\b')
DOC_NETS = [ipaddress.ip_network(n) for n in
            ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32')]
CGNAT = ipaddress.ip_network('100.64.0.0/10')
CURRENCY = re.compile(r'(£|\$|€|¥|￥|₹|\b(GBP|USD|EUR|CNY|RMB|HKD|SGD|JPY|CHF|AUD|CAD|INR|NZD|PLN|SEK|'
                      r'NTD|TWD|BRL)\b|(?i:\b(pounds?|quid|dollars?|bucks|euros?|pence|p\b|grand|rupees)\b)|'
                      r'元|块|圆|人民币|港币|港元|美元|美金|欧元|英镑|日元|新币|台币|万|毛)')
NUMWORD = re.compile(r'(?i)\b(zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|'
                     r'fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|'
                     r'double|triple)\b')
CN_DIG = '〇零一二三四五六七八九幺两'
CN_VAL = dict(zip('〇零一二三四五六七八九幺两', [0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2]))
MONTHS = {m: i for i, ms in enumerate(
    [('jan', 'january'), ('feb', 'february'), ('mar', 'march'), ('apr', 'april'), ('may',),
     ('jun', 'june'), ('jul', 'july'), ('aug', 'august'), ('sep', 'sept', 'september'),
     ('oct', 'october'), ('nov', 'november'), ('dec', 'december')], 1) for m in ms}

errors = []


def err(rid, msg):
    errors.append(f'{rid}: {msg}')


# ---------------------------------------------------------------- helpers
def cn_int(s):
    if all(c in CN_DIG or c.isdigit() for c in s):
        return int(''.join(str(CN_VAL[c]) if c in CN_VAL else c for c in s))
    if '十' in s:
        a, _, b = s.partition('十')
        return (cn_int(a) if a else 1) * 10 + (cn_int(b) if b else 0)
    raise ValueError(s)


def _d(y, m, d):
    try:
        return datetime.date(int(y), int(m), int(d))
    except (ValueError, TypeError):
        return None


def dob_candidates(s):
    s = s.strip()
    out = set()
    m = re.fullmatch(r'(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})', s)
    if m:
        out.add(_d(*m.groups()))
    m = re.fullmatch(r'(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})', s)
    if m:
        a, b, y = m.groups()
        y = int(y) + (1900 if len(y) == 2 else 0)
        out.add(_d(y, b, a))
        out.add(_d(y, a, b))
    m = re.fullmatch(r'(\d{4})(\d{2})(\d{2})', s)
    if m:
        out.add(_d(*m.groups()))
    m = re.fullmatch(r'(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]?', s)
    if m:
        out.add(_d(*m.groups()))
    m = re.fullmatch(r'([〇零一二三四五六七八九]{4})年([一二三四五六七八九十]+)月([一二三四五六七八九十]+)[日号]?', s)
    if m:
        out.add(_d(cn_int(m.group(1)), cn_int(m.group(2)), cn_int(m.group(3))))
    m = re.fullmatch(r'(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([A-Za-z]+)\.?,?\s+(\d{4})', s)
    if m and m.group(2).lower() in MONTHS:
        out.add(_d(m.group(3), MONTHS[m.group(2).lower()], m.group(1)))
    m = re.fullmatch(r'([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})', s)
    if m and m.group(1).lower() in MONTHS:
        out.add(_d(m.group(3), MONTHS[m.group(1).lower()], m.group(2)))
    m = re.fullmatch(r'(\d{1,2})[- ]([A-Za-z]{3})[- ](\d{2}|\d{4})', s)
    if m and m.group(2).lower() in MONTHS:
        y = int(m.group(3)) + (1900 if len(m.group(3)) == 2 else 0)
        out.add(_d(y, MONTHS[m.group(2).lower()], m.group(1)))
    out.discard(None)
    return {d for d in out if datetime.date(1915, 1, 1) <= d <= datetime.date(2024, 12, 31)}


def ip_class(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return None
    if any(ip in n for n in DOC_NETS if n.version == ip.version):
        return 'doc'
    if ip.is_loopback:
        return 'loopback'
    if ip.is_unspecified:
        return 'unspecified'
    if ip.is_link_local or ip.is_multicast or ip.is_reserved:
        return 'other'
    if ip.version == 4 and ip in CGNAT:
        return 'cgnat'
    if ip.is_private:
        return 'private'
    if ip.is_global:
        return 'public'
    return 'other'


def phone_ok(v):
    if len(re.sub(r'\D', '', v)) >= 7:
        return True
    spoken = (len(NUMWORD.findall(v)) + len(re.findall(r'\d', v))
              + sum(1 for c in v if c in CN_DIG))
    return spoken >= 7


def secret_hand_ok(text, s, e):
    before = text[max(0, s - 12):s]
    after = text[e:e + 1]
    if re.search(r'(?i)(://[^\s:/@]+:|(pass(word)?|pwd)\s*=\s*)$', before) and after in '@;&" \'\n,':
        return True
    return False


def overlaps(anns):
    anns = sorted(anns, key=lambda a: (a['start'], a['end']))
    for a, b in zip(anns, anns[1:]):
        if b['start'] < a['end']:
            yield a, b


def occurrences(text, val):
    ascii_edges = bool(WORD.match(val[0])) or bool(WORD.match(val[-1]))
    i = text.find(val)
    while i != -1:
        j = i + len(val)
        ok = True
        if ascii_edges:
            if i > 0 and WORD.match(val[0]) and WORD.match(text[i - 1]):
                ok = False
            if j < len(text) and WORD.match(val[-1]) and WORD.match(text[j]):
                ok = False
        if ok:
            yield i, j
        i = text.find(val, i + 1)


# ---------------------------------------------------------------- per-type checks
def check_span(rec, sp, by_value):
    rid, text, typ, v = rec['id'], rec['text'], sp['type'], sp['value']
    name = by_value.get(v)
    meta = V.META[name] if name else None
    if meta and meta[0] not in (typ, 'DECOY'):
        err(rid, f'{typ} {v!r} is VALUES[{name}] of type {meta[0]}')
    if meta and meta[0] == 'DECOY':
        err(rid, f'{typ} {v!r} is a decoy value ({name})')
    scheme = meta[1] if meta else None
    if typ in GENERATED_ONLY and not name:
        err(rid, f'{typ} {v!r} not generated in values.py')
    ok = True
    if typ == 'CARD':
        ok = V.card_ok(v)
    elif typ == 'CVV':
        ok = bool(re.fullmatch(r'\d{3,4}', v))
        cards = [c for c in rec['spans'] if c['type'] == 'CARD']
        if not cards:
            err(rid, f'CVV {v!r} without CARD in text')
        elif min(min(abs(sp['start'] - c['end']), abs(c['start'] - sp['end'])) for c in cards) > 200:
            err(rid, f'CVV {v!r} not next to a CARD')
    elif typ == 'IBAN':
        ok = V.iban_ok(v)
    elif typ == 'SSN':
        ok = V.ssn_ok(v)
    elif typ == 'IDCARD':
        ok = V.idcard_ok(v)
    elif typ == 'PASSPORT':
        ok = V.passport_ok(v, scheme)
    elif typ == 'NATIONAL_ID':
        ok = V.national_id_ok(v, scheme)
    elif typ == 'APIKEY':
        ok = V.validate(name) if name else V.apikey_ok(v)
    elif typ == 'SECRET':
        if name:
            ok = V.validate(name)
        else:
            ok = secret_hand_ok(text, sp['start'], sp['end'])
            if not ok:
                err(rid, f'hand-written SECRET {v!r} not in a connection-string context')
                return
    elif typ == 'EMAIL':
        ok = bool(EMAIL_RX.fullmatch(v))
    elif typ == 'PHONE':
        ok = phone_ok(v)
    elif typ == 'ADDRESS':
        cn_addr = bool(CJK.search(v)) and bool(re.search(r'\d|[一二三四五六七八九十]', v)) and bool(
            re.search(r'[号室弄栋楼座层號樓層棟]', v)) and len(v) >= 8
        ok = cn_addr or len(v) >= 12 and bool(re.search(
            r'\d{4,6}|\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b|\b[A-Z]\d{2} ?[A-Z0-9]{4}\b'
            r'|\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b|\b\d{3} \d{2}\b', v))
    elif typ == 'DATE_OF_BIRTH':
        ok = bool(dob_candidates(v))
    elif typ == 'IP_ADDRESS':
        ok = ip_class(v) in ('private', 'cgnat', 'public')
    elif typ == 'AMOUNT':
        ok = bool(CURRENCY.search(v)) and (bool(re.search(r'\d', v)) or bool(NUMWORD.search(v))
                                           or bool(re.search(r'[一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟]', v)))
    elif typ == 'PERSON':
        if TITLES.match(v):
            err(rid, f'PERSON {v!r} includes an English title')
        for k in KINSHIP:
            if k in v:
                err(rid, f'PERSON {v!r} includes kinship word {k}')
        for k in ROLE_WORDS:
            if v.startswith(k):
                err(rid, f'PERSON {v!r} starts with role word {k}')
        if KIN_EN.search(v):
            err(rid, f'PERSON {v!r} includes an English kinship word')
        if v.startswith('@'):
            err(rid, f'PERSON {v!r} includes the @ of a handle')
    if not ok:
        err(rid, f'{typ} {v!r} fails its shape/check-digit test')


def check_decoy(rec, d):
    rid, v, kind = rec['id'], d['value'], d['kind']
    c = ip_class(v)
    if c in ('private', 'cgnat', 'public') and 'version' not in kind:
        err(rid, f'decoy {kind} {v!r} is a real {c} IP')
    digits = re.sub(r'[ \-]', '', v)
    if re.fullmatch(r'\d{13,19}', digits) and V.card_ok(v):
        err(rid, f'decoy {kind} {v!r} is a valid card number')
    if V.iban_ok(v) and 'org' not in kind and 'shop' not in kind and 'business' not in kind:
        err(rid, f'decoy {kind} {v!r} is a valid personal-looking IBAN')
    if re.fullmatch(r'\d{17}[\dX]', v) and V.idcard_ok(v):
        err(rid, f'decoy {kind} {v!r} is a valid resident id')
    if EMAIL_RX.fullmatch(v):
        err(rid, f'decoy {kind} {v!r} is an e-mail address')


# ---------------------------------------------------------------- sweeps for unlabelled values
def covered(anns, s, e):
    return any(a['start'] <= s and e <= a['end'] for a in anns)


def sweep(rec):
    rid, text = rec['id'], rec['text']
    anns = rec['spans'] + rec['decoys']
    for m in EMAIL_RX.finditer(text):
        if not covered(anns, m.start(), m.end()):
            err(rid, f'unlabelled e-mail {m.group()!r}')
    for m in re.finditer(r'(?<![\w.:])(\d{1,3}(?:\.\d{1,3}){3})(?![\w]|\.\d)', text):
        if ip_class(m.group(1)) in ('private', 'cgnat', 'public') and not covered(anns, m.start(), m.end()):
            err(rid, f'unlabelled IP {m.group()!r}')
    for m in re.finditer(r'(?<![\w\-])\d(?:[ \-]?\d){12,18}(?![\w\-])', text):
        if V.card_ok(m.group()) and not covered(anns, m.start(), m.end()):
            err(rid, f'unlabelled card-like number {m.group()!r}')
    for m in re.finditer(r'(?<!\w)\d{17}[\dX](?!\w)', text):
        if V.idcard_ok(m.group()) and not covered(anns, m.start(), m.end()):
            err(rid, f'unlabelled resident id {m.group()!r}')
    for m in re.finditer(r'(?<!\w)[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?(?!\w)', text):
        if V.iban_ok(m.group()) and not covered(anns, m.start(), m.end()):
            err(rid, f'unlabelled IBAN {m.group()!r}')
    for name, val in V.VALUES.items():
        if len(val) >= 8:
            for s, e in occurrences(text, val):
                if not covered(anns, s, e):
                    err(rid, f'unlabelled generated value {name} {val!r}')


# ---------------------------------------------------------------- main
def main(verbose):
    path = os.path.join(HERE, 'corpus.jsonl')
    recs = [json.loads(line) for line in open(path, encoding='utf-8')]
    by_value = {v: k for k, v in V.VALUES.items()}
    ids = collections.Counter(r['id'] for r in recs)
    for k, n in ids.items():
        if n > 1:
            err(k, 'duplicate id')

    span_types_by_value = collections.defaultdict(set)
    decoy_values = collections.defaultdict(set)
    for rec in recs:
        for sp in rec['spans']:
            span_types_by_value[sp['value']].add(sp['type'])
        for d in rec['decoys']:
            decoy_values[d['value']].add(rec['id'])

    for rec in recs:
        rid, text = rec['id'], rec['text']
        if rec['lang'] not in LANGS:
            err(rid, f'bad lang {rec["lang"]}')
        if not re.fullmatch(rf'c63-{rec["lang"]}-\d{{3}}', rid):
            err(rid, 'bad id format')
        ncjk = len(CJK.findall(text))
        nascii = len(re.findall(r'[A-Za-z]{3,}', text))
        if rec['lang'] == 'en' and ncjk:
            err(rid, 'CJK characters in an en text')
        if rec['lang'] == 'zh' and ncjk < 20:
            err(rid, 'zh text with little Chinese')
        if rec['lang'] == 'mixed' and (ncjk < 8 or nascii < 5):
            err(rid, f'mixed text is not mixed (cjk={ncjk}, ascii words={nascii})')
        anns = [dict(a, _t='span') for a in rec['spans']] + [dict(a, _t='decoy') for a in rec['decoys']]
        for a in anns:
            if text[a['start']:a['end']] != a['value']:
                err(rid, f'offset mismatch for {a["value"]!r}')
            v = a['value']
            if v != v.strip():
                err(rid, f'annotation {v!r} has surrounding whitespace')
            s, e = a['start'], a['end']
            if s > 0 and WORD.match(text[s - 1]) and WORD.match(text[s]):
                err(rid, f'annotation {v!r} starts inside an ASCII word')
            if e < len(text) and WORD.match(text[e - 1]) and WORD.match(text[e]):
                err(rid, f'annotation {v!r} ends inside an ASCII word')
        for a, b in overlaps(anns):
            err(rid, f'overlap {a["value"]!r} / {b["value"]!r}')
        for sp in rec['spans']:
            check_span(rec, sp, by_value)
            if len(span_types_by_value[sp['value']]) > 1:
                err(rid, f'{sp["value"]!r} tagged as {sorted(span_types_by_value[sp["value"]])}')
            if sp['value'] in decoy_values:
                err(rid, f'{sp["value"]!r} is a span here and a decoy in {sorted(decoy_values[sp["value"]])}')
            for s, e in occurrences(text, sp['value']):
                if not any(o['type'] == sp['type'] and o['start'] <= s and e <= o['end']
                           for o in rec['spans']):
                    err(rid, f'occurrence of {sp["type"]} {sp["value"]!r} at {s} not tagged')
        for d in rec['decoys']:
            check_decoy(rec, d)
        sweep(rec)
        # birth dates encoded in ids vs DATE_OF_BIRTH shown in the text
        dobs = set()
        for sp in rec['spans']:
            if sp['type'] == 'DATE_OF_BIRTH':
                dobs |= dob_candidates(sp['value'])
        if dobs:
            for sp in rec['spans']:
                name = by_value.get(sp['value'])
                if not name:
                    continue
                want = V.META[name][2].get('dob')
                if want and not any(str(d).startswith(want) for d in dobs):
                    err(rid, f'{sp["type"]} {sp["value"]!r} encodes {want}, not a DOB shown in the text')

    # ---------------------------------------------------------- corpus-level size rules
    n = len(recs)
    spans = [sp for r in recs for sp in r['spans']]
    decoys = [d for r in recs for d in r['decoys']]
    by_lang = collections.Counter(r['lang'] for r in recs)
    texts_per_type = {t: sum(1 for r in recs if any(s['type'] == t for s in r['spans'])) for t in TYPES}
    empty = [r['id'] for r in recs if not r['spans']]
    kinds = collections.Counter(r['kind'] for r in recs)
    dkinds = collections.Counter(d['kind'] for d in decoys)
    if not 180 <= n <= 195:
        err('corpus', f'{n} texts (want 180-195)')
    if not 1100 <= len(spans) <= 1300:
        err('corpus', f'{len(spans)} spans (want 1100-1300)')
    for lang, (lo, hi) in {'en': (0.40, 0.50), 'zh': (0.30, 0.40), 'mixed': (0.15, 0.25)}.items():
        share = by_lang[lang] / max(n, 1)
        if not lo <= share <= hi:
            err('corpus', f'{lang} share {share:.1%} outside {lo:.0%}-{hi:.0%}')
    for t, k in texts_per_type.items():
        if k < 4:
            err('corpus', f'type {t} in only {k} texts')
    if len(decoys) < 2.5 * n:
        err('corpus', f'{len(decoys)} decoys < 2.5 per text')
    if not 3 <= len(empty) <= 8:
        err('corpus', f'{len(empty)} texts without spans (want 3-8)')
    if len(kinds) < 60:
        err('corpus', f'{len(kinds)} text kinds (want >= 60)')
    if len(dkinds) < 60:
        err('corpus', f'{len(dkinds)} decoy kinds (want >= 60)')

    if verbose:
        tab = collections.defaultdict(collections.Counter)
        for r in recs:
            for sp in r['spans']:
                tab[sp['type']][r['lang']] += 1
        print(f'{"type":14}' + ''.join(f'{lang:>8}' for lang in LANGS) + f'{"total":>8}{"texts":>8}')
        for t in TYPES:
            print(f'{t:14}' + ''.join(f'{tab[t][lang]:>8}' for lang in LANGS)
                  + f'{sum(tab[t].values()):>8}{texts_per_type[t]:>8}')
        print(f'{"ALL":14}' + ''.join(f'{sum(tab[t][lang] for t in TYPES):>8}' for lang in LANGS)
              + f'{len(spans):>8}')
        print()
        print('texts per language: ' + ', '.join(f'{lang} {by_lang[lang]} ({by_lang[lang] / n:.1%})'
                                                for lang in LANGS) + f', total {n}')
        dl = collections.Counter(r['lang'] for r in recs for _ in r['decoys'])
        print('decoys per language: ' + ', '.join(f'{lang} {dl[lang]}' for lang in LANGS)
              + f', total {len(decoys)} ({len(decoys) / n:.2f} per text)')
        print(f'texts without spans: {len(empty)}: {", ".join(empty)}')
        print(f'text kinds: {len(kinds)}   decoy kinds: {len(dkinds)}')
        print()
        print('decoy kinds:')
        items = sorted(dkinds.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 4):
            print('  ' + ''.join(f'{k[:24]:24} {c:>3}   ' for k, c in items[i:i + 4]))
        print()
        print('text kinds:')
        items = sorted(kinds.items(), key=lambda x: (-x[1], x[0]))
        for i in range(0, len(items), 4):
            print('  ' + ''.join(f'{k[:24]:24} {c:>3}   ' for k, c in items[i:i + 4]))
        print()
    if errors:
        print(f'{len(errors)} problem(s):')
        for e in errors:
            print('  ' + e)
        return 1
    print(f'check_blind: OK ({n} texts, {len(spans)} spans, {len(decoys)} decoys)')
    return 0


if __name__ == '__main__':
    sys.exit(main('-v' in sys.argv))
