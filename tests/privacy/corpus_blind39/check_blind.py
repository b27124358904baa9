"""Validate corpus.jsonl.  Usage: python3 check_blind.py [-v]"""
import collections
import datetime
import ipaddress
import json
import os
import re
import sys

from values import check_value, cnid_birthdate, luhn_ok, cnid_ok, pesel_ok, pnr_ok, hetu_ok, selftest

HERE = os.path.dirname(os.path.abspath(__file__))
TYPES = ['PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL', 'PASSWORD',
         'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT', 'NATIONAL_ID', 'AMOUNT']
DOC_NETS = [ipaddress.ip_network(n) for n in
            ('192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32', '127.0.0.0/8', '::1/128')]
TITLE_RE = re.compile(r'^(?:Mr|Mrs|Ms|Mx|Miss|Dr|Prof|Sister|Sir|Dame|Rev|Coach)\b\.?\s*', re.I)
TITLE_END_RE = re.compile(r'\s(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?$')
CURRENCY_RE = re.compile(r'[£$€¥￥₹]|元|块|圆|USD|GBP|EUR|CNY|RMB|HKD|SGD|AUD|CAD|CHF|SEK|PLN|BRL|INR|NT\$|zł|kr\b|'
                         r'pounds?|dollars?|euros?|quid|Rs\.?')
MONTHS = {m: i for i, m in enumerate(
    ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'], 1)}
MON = r'(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?'
CJK = re.compile(r'[\u4e00-\u9fff]')
WORDCH = re.compile(r'[A-Za-z0-9]')
EMAIL_SCAN = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b")
IPV4_SCAN = re.compile(r'(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])')
CARDLIKE_SCAN = re.compile(r'(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])')
CNID_SCAN = re.compile(r'(?<!\d)\d{17}[\dX](?!\d)')


def mkdate(y, m, d):
    try:
        return datetime.date(int(y), int(m), int(d))
    except ValueError:
        return None


def yy(y):
    y = int(y)
    if y < 100:
        y += 1900 if y > 26 else 2000
    return y


def parse_dob(v):
    """All dates a DOB string may denote (day/month order can be ambiguous)."""
    v = v.strip()
    out = set()
    m = re.fullmatch(r'(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*[日号]?', v)
    if m:
        out.add(mkdate(*m.groups()))
    m = re.fullmatch(r'(\d{4})(\d{2})(\d{2})', v)
    if m:
        out.add(mkdate(*m.groups()))
    m = re.fullmatch(r'(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})', v)
    if m:
        a, b, y = m.groups()
        out.add(mkdate(yy(y), b, a))
        out.add(mkdate(yy(y), a, b))
    m = re.fullmatch(r'(\d{1,2})(?:st|nd|rd|th)?\s+' + MON + r',?\s+(\d{4})', v, re.I)
    if m:
        out.add(mkdate(m.group(3), MONTHS[m.group(2)[:3].lower()], m.group(1)))
    m = re.fullmatch(MON + r'\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})', v, re.I)
    if m:
        out.add(mkdate(m.group(3), MONTHS[m.group(1)[:3].lower()], m.group(2)))
    m = re.fullmatch(r'(\d{1,2})-' + MON + r'-(\d{2}|\d{4})', v, re.I)
    if m:
        out.add(mkdate(yy(m.group(3)), MONTHS[m.group(2)[:3].lower()], m.group(1)))
    out.discard(None)
    return out


def embedded_birthdate(t, v):
    if t == 'IDCARD':
        return cnid_birthdate(v)
    if t == 'NATIONAL_ID':
        if pesel_ok(v):
            mm = int(v[2:4])
            return mkdate({0: 1900, 20: 2000}[mm // 20 * 20], mm % 20, v[4:6]) if mm // 20 * 20 in (0, 20) else None
        if hetu_ok(v):
            cent = 2000 if v[6] in 'ABCDEF' else 1800 if v[6] == '+' else 1900
            return mkdate(cent + int(v[4:6]), v[2:4], v[:2])
        if pnr_ok(v):
            m = re.fullmatch(r'(\d{2})?(\d{2})(\d{2})(\d{2})[-+]?\d{4}', v)
            y = int(m.group(1) + m.group(2)) if m.group(1) else 1900 + int(m.group(2))
            return mkdate(y, m.group(3), m.group(4))
    return None


def ip_problem(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return 'not an IP address'
    for n in DOC_NETS:
        if ip.version == n.version and ip in n:
            return f'documentation/loopback range {n}'
    return None


def is_doc_ip(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return False
    return any(ip.version == n.version and ip in n for n in DOC_NETS)


def main(verbose):
    errors = []
    warnings = []

    def err(rid, msg):
        errors.append(f'{rid}: {msg}')

    if not selftest():
        errors.append('values.selftest failed')

    recs = [json.loads(line) for line in open(os.path.join(HERE, 'corpus.jsonl'), encoding='utf-8')]
    ids = [r['id'] for r in recs]
    if len(set(ids)) != len(ids):
        errors.append('duplicate ids')

    per_type_spans = collections.Counter()
    per_type_texts = collections.defaultdict(set)
    per_type_lang = collections.defaultdict(collections.Counter)
    per_type_lang_texts = collections.defaultdict(lambda: collections.defaultdict(set))
    decoy_kinds = collections.Counter()
    langs = collections.Counter()
    kinds = collections.Counter()
    no_span_texts = []
    n_decoys = 0

    for r in recs:
        rid, text, spans, decoys = r['id'], r['text'], r['spans'], r['decoys']
        langs[r['lang']] += 1
        kinds[r['kind']] += 1
        if not re.fullmatch(r'[a-z][a-z0-9_]*', r['kind']):
            err(rid, f'text kind not snake_case: {r["kind"]}')
        if r['lang'] not in ('en', 'zh', 'mixed'):
            err(rid, 'bad lang')
        if not spans:
            no_span_texts.append(rid)
        n_decoys += len(decoys)

        # language sanity
        cjk = len(CJK.findall(text))
        latin_words = len(re.findall(r'\b[A-Za-z]{3,}\b', text))
        if r['lang'] == 'en' and cjk:
            err(rid, 'CJK characters in an en text')
        if r['lang'] == 'zh' and cjk < 20:
            err(rid, 'zh text with too few CJK characters')
        if r['lang'] == 'mixed' and (cjk < 10 or latin_words < 5):
            err(rid, f'mixed text is not really mixed (cjk={cjk}, latin words={latin_words})')

        items = [('span', s['type'], s) for s in spans] + [('decoy', d['kind'], d) for d in decoys]
        # offsets, edges
        for what, t, s in items:
            v = s['value']
            if text[s['start']:s['end']] != v:
                err(rid, f'offset mismatch {what} {t} {v!r}')
                continue
            if v != v.strip() or not v:
                err(rid, f'{what} {t} has edge whitespace / empty: {v!r}')
            st, en = s['start'], s['end']
            if st > 0 and WORDCH.match(text[st - 1]) and WORDCH.match(v[0]):
                err(rid, f'{what} {t} {v!r} starts inside an ASCII word')
            if en < len(text) and WORDCH.match(text[en]) and WORDCH.match(v[-1]):
                err(rid, f'{what} {t} {v!r} ends inside an ASCII word')
        # overlaps
        ordered = sorted(items, key=lambda x: (x[2]['start'], x[2]['end']))
        for a, b in zip(ordered, ordered[1:]):
            if b[2]['start'] < a[2]['end']:
                err(rid, f'overlap: {a[1]} {a[2]["value"]!r} / {b[1]} {b[2]["value"]!r}')

        for d in decoys:
            decoy_kinds[d['kind']] += 1
            if not re.fullmatch(r'[a-z][a-z0-9_]*', d['kind']):
                err(rid, f'decoy kind not snake_case: {d["kind"]}')
            if d['kind'] == 'doc_ip' and not is_doc_ip(d['value']):
                err(rid, f'doc_ip decoy not in a documentation range: {d["value"]}')
            if d['kind'].startswith('masked') and not re.search(r'[*•xX×#]', d['value']):
                err(rid, f'masked decoy without a mask character: {d["value"]}')

        types_here = {s['type'] for s in spans}
        dob_dates = set()
        for s in spans:
            t, v = s['type'], s['value']
            if t not in TYPES:
                err(rid, f'unknown type {t}')
                continue
            per_type_spans[t] += 1
            per_type_texts[t].add(rid)
            per_type_lang[t][r['lang']] += 1
            per_type_lang_texts[t][r['lang']].add(rid)
            ok, note = check_value(t, v)
            if not ok:
                err(rid, f'{t} {v!r} fails check: {note}')
            if t == 'IP_ADDRESS':
                p = ip_problem(v)
                if p:
                    err(rid, f'IP span {v}: {p}')
            if t == 'PERSON':
                if TITLE_RE.match(v) or TITLE_END_RE.search(v):
                    err(rid, f'title inside PERSON span {v!r}')
            if t == 'AMOUNT' and not (CURRENCY_RE.search(v) and re.search(r'\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|grand)|[一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟]', v, re.I)):
                err(rid, f'AMOUNT without currency/digits {v!r}')
            if t == 'DATE_OF_BIRTH':
                ds = parse_dob(v)
                if not ds:
                    err(rid, f'unparseable DOB {v!r}')
                dob_dates |= ds
            if t in ('ADDRESS', 'MEDICAL') and len(v) < (2 if CJK.search(v) else 4):
                err(rid, f'{t} suspiciously short {v!r}')
        if 'CVV' in types_here and 'CARD' not in types_here:
            err(rid, 'CVV in a text without a CARD')
        if dob_dates:
            for s in spans:
                bd = embedded_birthdate(s['type'], s['value'])
                if bd and bd not in dob_dates:
                    err(rid, f'{s["type"]} {s["value"]} birth date {bd} not among DOBs shown')

        # same string: span everywhere / never also a decoy
        span_vals = {s['value'] for s in spans}
        decoy_vals = {d['value'] for d in decoys}
        for v in span_vals & decoy_vals:
            err(rid, f'string is both span and decoy: {v!r}')
        exact = {(s['start'], s['end']) for s in spans}
        ranges = [(x[2]['start'], x[2]['end']) for x in items]
        for v in span_vals:
            for m in re.finditer(re.escape(v), text):
                st, en = m.start(), m.end()
                if (st, en) in exact:
                    continue
                if st > 0 and WORDCH.match(text[st - 1]) and WORDCH.match(v[0]):
                    continue
                if en < len(text) and WORDCH.match(text[en]) and WORDCH.match(v[-1]):
                    continue
                if any(a <= st and en <= b and (a, b) != (st, en) for a, b in ranges):
                    continue
                err(rid, f'span string {v!r} also occurs unlabelled at {st}')

        # sensitive-looking strings must be covered by a span or a decoy
        def covered(st, en):
            return any(a <= st and en <= b for a, b in ranges)
        for rx, label, test in ((EMAIL_SCAN, 'e-mail', None),
                                (IPV4_SCAN, 'IPv4', lambda x: all(int(o) < 256 for o in x.split('.'))),
                                (CARDLIKE_SCAN, 'Luhn-valid card-like number', lambda x: luhn_ok(x) and len(re.sub(r'\D', '', x)) >= 13),
                                (CNID_SCAN, 'Chinese ID number', cnid_ok)):
            for m in rx.finditer(text):
                if test and not test(m.group()):
                    continue
                if label == 'e-mail' and m.start() > 0 and text[m.start() - 1] == ':':
                    continue  # user:password@host inside a URL
                if not covered(m.start(), m.end()):
                    err(rid, f'unlabelled {label}: {m.group()!r}')

    # corpus-level checks
    n = len(recs)
    n_spans = sum(per_type_spans.values())
    shares = {k: langs[k] / n for k in ('en', 'zh', 'mixed')}
    for k, target in (('en', .45), ('zh', .35), ('mixed', .20)):
        if abs(shares[k] - target) > .05:
            errors.append(f'language share {k} = {shares[k]:.1%} (target {target:.0%} ±5)')
    if not 175 <= n <= 200:
        errors.append(f'{n} texts (target 180-195)')
    if not 1100 <= n_spans <= 1300:
        errors.append(f'{n_spans} spans (target 1100-1300)')
    for t in TYPES:
        if len(per_type_texts[t]) < 4:
            errors.append(f'type {t} in only {len(per_type_texts[t])} texts')
    if n_decoys / n < 2.5:
        errors.append(f'decoys per text {n_decoys / n:.2f} < 2.5')
    if not 3 <= len(no_span_texts) <= 8:
        errors.append(f'{len(no_span_texts)} texts without spans (want 3-8)')
    if len(kinds) < 60:
        errors.append(f'only {len(kinds)} distinct text kinds')
    dup_kinds = [k for k, c in kinds.items() if c > 1]

    if verbose:
        print(f'\ntexts: {n}   spans: {n_spans}   decoys: {n_decoys} ({n_decoys / n:.2f}/text)')
        print('languages: ' + ', '.join(f'{k} {langs[k]} ({shares[k]:.1%})' for k in ('en', 'zh', 'mixed')))
        print(f'distinct text kinds: {len(kinds)} (repeated: {dup_kinds or "none"})')
        print(f'texts without spans: {len(no_span_texts)}: {", ".join(no_span_texts)}')
        print(f'\n{"type":14s} {"spans":>6s} {"texts":>6s} | {"en":>9s} {"zh":>9s} {"mixed":>9s}   (spans/texts)')
        for t in TYPES:
            row = ' '.join(f'{per_type_lang[t][l]:>4d}/{len(per_type_lang_texts[t][l]):<4d}' for l in ('en', 'zh', 'mixed'))
            print(f'{t:14s} {per_type_spans[t]:6d} {len(per_type_texts[t]):6d} | {row}')
        print(f'\ndecoy kinds ({len(decoy_kinds)}):')
        print(', '.join(f'{k} {c}' for k, c in sorted(decoy_kinds.items(), key=lambda x: (-x[1], x[0]))))
    for w in warnings:
        print('WARNING:', w)
    for e in errors:
        print('ERROR:', e)
    print(f'\n{"OK" if not errors else "FAILED"}: {len(errors)} errors')
    return not errors


if __name__ == '__main__':
    sys.exit(0 if main('-v' in sys.argv) else 1)
