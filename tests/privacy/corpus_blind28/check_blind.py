"""Verify corpus.jsonl for corpus_blind28. Usage: python3 check_blind.py [-v]"""
import collections, ipaddress, json, re, sys
import values as V

TYPES = ['PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL', 'PASSWORD', 'APIKEY',
         'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT', 'NATIONAL_ID', 'AMOUNT']
DOC_NETS = [ipaddress.ip_network(n) for n in ('127.0.0.0/8', '::1/128', '192.0.2.0/24', '198.51.100.0/24',
                                               '203.0.113.0/24', '2001:db8::/32')]
PRIV = [ipaddress.ip_network(n) for n in ('10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7', 'fe80::/10')]


def is_aw(c):
    return c.isascii() and c.isalnum()


def parse_dobs(v):
    out = set()
    pats = [(r'(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?', (1, 2, 3)), (r'(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})', (3, 2, 1))]
    for p, (y, m, d) in pats:
        mm = re.fullmatch(p, v.strip())
        if mm:
            out.add('%s%02d%02d' % (mm.group(y), int(mm.group(m)), int(mm.group(d))))
            if y == 3:  # also US order
                out.add('%s%02d%02d' % (mm.group(3), int(mm.group(1)), int(mm.group(2))))
    months = {m: i for i, m in enumerate(['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'], 1)}
    mm = re.fullmatch(r'(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4})', v.strip())
    if mm and mm.group(2).lower() in months:
        out.add('%s%02d%02d' % (mm.group(3), months[mm.group(2).lower()], int(mm.group(1))))
    mm = re.fullmatch(r'([A-Za-z]{3})[a-z]* (\d{1,2}),? (\d{4})', v.strip())
    if mm and mm.group(1).lower() in months:
        out.add('%s%02d%02d' % (mm.group(3), months[mm.group(1).lower()], int(mm.group(2))))
    return out


def check_value(t, v, text_has_card):
    if t == 'CARD': return V.card_ok(v)
    if t == 'CVV': return bool(re.fullmatch(r'\d{3,4}', v)) and text_has_card
    if t == 'IBAN': return V.iban_ok(v)
    if t == 'IDCARD': return V.prc_ok(v)
    if t == 'NATIONAL_ID': return V.national_ok(v)
    if t == 'SSN': return V.ssn_ok(v)
    if t == 'APIKEY': return V.apikey_ok(v)
    if t == 'EMAIL': return bool(re.fullmatch(r'[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}', v))
    if t == 'PHONE': return len(re.sub(r'\D', '', v)) >= 5
    if t == 'IP_ADDRESS':
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            return False
        return not any(ip in n for n in DOC_NETS) and (ip.is_global or any(ip in n for n in PRIV))
    if t == 'AMOUNT': return bool(re.search(r'[\d一二三四五六七八九十百千万两零]|one|two|three|four|five|six|seven|eight|nine|ten|hundred|thousand|grand|fifty|twenty|thirty|forty', v, re.I))
    if t == 'PASSPORT': return bool(re.fullmatch(r'[A-Z0-9]{6,10}', v.replace(' ', '')))
    if t == 'PASSWORD': return len(v) >= 3
    return len(v) >= 1


def main():
    verbose = '-v' in sys.argv
    rows = [json.loads(l) for l in open('corpus.jsonl', encoding='utf-8')]
    errs = []
    type_count = collections.Counter(); type_texts = collections.defaultdict(set)
    decoy_kinds = collections.Counter(); lang_count = collections.Counter(); kinds = set()
    lang_types = collections.defaultdict(collections.Counter)
    no_span = 0; ndecoys = 0; ids = set()
    for r in rows:
        rid, text = r['id'], r['text']
        if rid in ids: errs.append('%s duplicate id' % rid)
        ids.add(rid)
        if not re.fullmatch(r'c28-(en|zh|mixed)-\d{3}', rid) or not rid.startswith('c28-%s-' % r['lang']):
            errs.append('%s bad id' % rid)
        if text != text.strip('\n'): errs.append('%s not stripped' % rid)
        lang_count[r['lang']] += 1; kinds.add(r['kind'])
        items = [('S', s['type'], s) for s in r['spans']] + [('D', d['kind'], d) for d in r['decoys']]
        for k, t, s in items:
            if text[s['start']:s['end']] != s['value']:
                errs.append('%s offset mismatch %s %r' % (rid, t, s['value']))
            if s['start'] >= s['end']: errs.append('%s empty %s' % (rid, t))
            if s['start'] > 0 and is_aw(text[s['start'] - 1]) and is_aw(text[s['start']]):
                errs.append('%s start edge inside word %s %r' % (rid, t, s['value']))
            if s['end'] < len(text) and is_aw(text[s['end'] - 1]) and is_aw(text[s['end']]):
                errs.append('%s end edge inside word %s %r' % (rid, t, s['value']))
            if s['value'] != s['value'].strip(): errs.append('%s whitespace edge %r' % (rid, s['value']))
        srt = sorted(items, key=lambda x: (x[2]['start'], x[2]['end']))
        for a, b in zip(srt, srt[1:]):
            if b[2]['start'] < a[2]['end']:
                errs.append('%s overlap %r / %r' % (rid, a[2]['value'], b[2]['value']))
        has_card = any(s['type'] == 'CARD' for s in r['spans'])
        for s in r['spans']:
            if s['type'] not in TYPES: errs.append('%s unknown type %s' % (rid, s['type']))
            elif not check_value(s['type'], s['value'], has_card):
                errs.append('%s invalid %s %r' % (rid, s['type'], s['value']))
            if s['type'] == 'PERSON' and re.match(r'(Mr|Mrs|Ms|Dr|Miss)\.?\s', s['value']):
                errs.append('%s title inside PERSON %r' % (rid, s['value']))
            type_count[s['type']] += 1; type_texts[s['type']].add(rid); lang_types[r['lang']][s['type']] += 1
        dobs = set()
        for s in r['spans']:
            if s['type'] == 'DATE_OF_BIRTH': dobs |= parse_dobs(s['value'])
        for s in r['spans']:
            if s['type'] == 'IDCARD' and dobs and s['value'][6:14] not in dobs:
                errs.append('%s IDCARD birth date %s not matching DOBs %s' % (rid, s['value'], sorted(dobs)))
        for d in r['decoys']:
            decoy_kinds[d['kind']] += 1; ndecoys += 1
            if d['kind'] == 'doc_ip':
                try:
                    ip = ipaddress.ip_address(d['value'])
                    if not any(ip in n for n in DOC_NETS): errs.append('%s doc_ip not doc range %s' % (rid, d['value']))
                except ValueError:
                    errs.append('%s doc_ip unparsable %s' % (rid, d['value']))
            if d['kind'] == 'bind_address' and d['value'] not in ('0.0.0.0', '::'):
                errs.append('%s bind_address %s' % (rid, d['value']))
            if d['kind'] == 'cidr' and '/' not in d['value']: errs.append('%s cidr %s' % (rid, d['value']))
        if not r['spans']: no_span += 1
        svals = {s['value'] for s in r['spans']}; dvals = {d['value'] for d in r['decoys']}
        for v in svals & dvals: errs.append('%s value both span and decoy %r' % (rid, v))
        # consistency: every standalone occurrence of a span value is covered by a span
        cover = [(s['start'], s['end']) for s in r['spans']]
        for v in svals:
            if len(v) < 2: continue
            for m in re.finditer(re.escape(v), text):
                a, b = m.start(), m.end()
                if a > 0 and is_aw(text[a - 1]) and is_aw(text[a]): continue
                if b < len(text) and is_aw(text[b - 1]) and is_aw(text[b]): continue
                if not any(x <= a and b <= y for x, y in cover):
                    errs.append('%s untagged occurrence of %r at %d' % (rid, v, a))
        # name parts of multi-word PERSON spans must not appear untagged elsewhere in the text
        allcov = cover + [(d['start'], d['end']) for d in r['decoys']]
        parts = set()
        for s in r['spans']:
            if s['type'] == 'PERSON':
                parts |= {w for w in re.split(r'[ ,/.]+', s['value']) if len(w) >= 3 and w[0].isupper()}
        for w in parts:
            for m in re.finditer(r'(?<![A-Za-z])' + re.escape(w) + r'(?![A-Za-z])', text):
                if not any(x <= m.start() and m.end() <= y for x, y in allcov):
                    errs.append('%s untagged name part %r at %d' % (rid, w, m.start()))
    n = len(rows)
    share = {l: 100.0 * lang_count[l] / n for l in ('en', 'zh', 'mixed')}
    for l, tgt in (('en', 45), ('zh', 35), ('mixed', 20)):
        if abs(share[l] - tgt) > 5: errs.append('language share %s %.1f%% vs %d%%' % (l, share[l], tgt))
    for t in TYPES:
        if len(type_texts[t]) < 4: errs.append('type %s in only %d texts' % (t, len(type_texts[t])))
    if ndecoys / n < 2.5: errs.append('decoys/text %.2f < 2.5' % (ndecoys / n))
    if not 3 <= no_span <= 8: errs.append('%d texts without spans (need 3-8)' % no_span)
    if len(kinds) < 60: errs.append('only %d kinds' % len(kinds))
    if n < 150: errs.append('only %d texts (<150)' % n)
    if verbose:
        print('texts: %d  (%s)' % (n, ', '.join('%s %d = %.1f%%' % (l, lang_count[l], share[l]) for l in ('en', 'zh', 'mixed'))))
        print('kinds: %d   texts without spans: %d' % (len(kinds), no_span))
        print('spans: %d' % sum(type_count.values()))
        for t in TYPES:
            print('  %-13s %4d spans in %3d texts   en %3d zh %3d mixed %3d' % (t, type_count[t], len(type_texts[t]),
                  lang_types['en'][t], lang_types['zh'][t], lang_types['mixed'][t]))
        print('decoys: %d (%.2f/text), %d kinds' % (ndecoys, ndecoys / n, len(decoy_kinds)))
        print('  ' + ', '.join('%s %d' % kv for kv in decoy_kinds.most_common()))
        for e in errs:
            print('ERROR', e)
    if errs:
        print('FAIL: %d errors' % len(errs)); sys.exit(1)
    print('OK: %d texts, %d spans, %d decoys' % (n, sum(type_count.values()), ndecoys))


if __name__ == '__main__':
    main()
