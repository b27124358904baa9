"""Verify corpus.jsonl (rebuilt from sources first). Last line: OK: or FAIL:."""
import re, sys, collections
import values as V
import build_corpus

VERBOSE = '-v' in sys.argv
TYPES = ['PERSON','EMAIL','PHONE','ADDRESS','DATE_OF_BIRTH','IP_ADDRESS','MEDICAL','PASSWORD','APIKEY','SECRET','CARD','CVV',
         'IBAN','SSN','IDCARD','PASSPORT','NATIONAL_ID','AMOUNT']
CN_NUM = '零一二三四五六七八九十百千万亿两〇壹贰叁肆伍陆柒捌玖拾佰仟'
errors = []
def err(rid, msg): errors.append(f'{rid}: {msg}')
def aw(c): return c.isascii() and c.isalnum()

def check_value(rid, t, v, text):
    s = v.strip()
    if s != v: err(rid, f'{t} value has outer whitespace {v!r}')
    if t == 'CARD' and not V.card_ok(v): err(rid, f'CARD fails Luhn/length {v}')
    elif t == 'IBAN' and not V.iban_ok(v): err(rid, f'IBAN invalid {v}')
    elif t == 'IDCARD' and not V.prc_ok(v): err(rid, f'IDCARD invalid {v}')
    elif t == 'NATIONAL_ID' and not V.national_ok(v): err(rid, f'NATIONAL_ID invalid {v}')
    elif t == 'SSN' and not V.ssn_ok(v): err(rid, f'SSN invalid {v}')
    elif t == 'APIKEY' and not V.apikey_ok(v): err(rid, f'APIKEY shape {v[:30]}')
    elif t == 'IP_ADDRESS' and not V.real_ip_ok(v): err(rid, f'IP not a real host address {v}')
    elif t == 'CVV' and not re.fullmatch(r'\d{3,4}', v): err(rid, f'CVV shape {v}')
    elif t == 'EMAIL' and not re.fullmatch(r'[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}', v): err(rid, f'EMAIL shape {v}')
    elif t == 'PHONE' and not (7 <= len(re.sub(r'\D', '', v)) <= 15 or re.search(r'[幺零一二三四五六七八九]{3}|\b(oh|zero|seven|nine|three|four|five|six|eight|one|two)\b', v)): err(rid, f'PHONE digits {v}')
    elif t == 'PASSPORT' and not re.fullmatch(r'[A-Z0-9]{6,10}', v.replace(' ', '')): err(rid, f'PASSPORT shape {v}')
    elif t == 'AMOUNT' and not re.search(r'[\d' + CN_NUM + ']|hundred|thousand|grand|quid|fifty|forty|twenty|thirty|sixty|seventy|eighty|ninety|ten|eleven|twelve', v): err(rid, f'AMOUNT has no number {v}')
    elif t == 'PERSON' and re.match(r'(Mr|Mrs|Ms|Dr|Miss)\.?\s', v): err(rid, f'title inside PERSON {v}')
    elif t == 'DATE_OF_BIRTH' and not re.search(r'\d|[' + CN_NUM + ']', v): err(rid, f'DOB without digits {v}')
    if t == 'IDCARD':
        pass

def main():
    rows = build_corpus.build()
    ids = set(); kinds = collections.Counter(); type_count = collections.Counter(); type_texts = collections.Counter()
    lang_count = collections.Counter(); decoy_kinds = collections.Counter(); n_decoys = 0; no_span = 0
    for r in rows:
        rid, text = r['id'], r['text']
        if rid in ids: err(rid, 'duplicate id')
        ids.add(rid); kinds[r['kind']] += 1; lang_count[r['lang']] += 1
        if text != text.strip('\n'): err(rid, 'leading/trailing newline')
        anns = [('S', s['type'], s) for s in r['spans']] + [('D', d['kind'], d) for d in r['decoys']]
        for k, t, a in anns:
            if text[a['start']:a['end']] != a['value']: err(rid, f'offset mismatch {a}')
            if a['end'] <= a['start']: err(rid, f'empty annotation {a}')
            st, en = a['start'], a['end']
            if st > 0 and aw(text[st - 1]) and aw(text[st]): err(rid, f'start inside ASCII word: {a["value"][:30]!r}')
            if en < len(text) and aw(text[en - 1]) and aw(text[en]): err(rid, f'end inside ASCII word: {a["value"][:30]!r}')
            if k == 'S':
                if t not in TYPES: err(rid, f'unknown type {t}')
                check_value(rid, t, a['value'], text)
            else:
                if t == 'doc_ip' and not V.is_doc_ip(a['value']): err(rid, f'doc_ip not in doc range {a["value"]}')
                if t == 'bind_address' and a['value'] != '0.0.0.0': err(rid, 'bind_address must be 0.0.0.0')
        iv = sorted((a['start'], a['end'], a['value']) for _, _, a in anns)
        for x, y in zip(iv, iv[1:]):
            if y[0] < x[1]: err(rid, f'overlap {x[2][:20]!r} / {y[2][:20]!r}')
        types_here = {s['type'] for s in r['spans']}
        if 'CVV' in types_here and 'CARD' not in types_here: err(rid, 'CVV without CARD')
        svals = {s['value'] for s in r['spans']}; dvals = {d['value'] for d in r['decoys']}
        for v in svals & dvals: err(rid, f'value both span and decoy: {v!r}')
        # consistency: every standalone occurrence of a span value is annotated
        covered = [(a['start'], a['end']) for _, _, a in anns]
        for s in r['spans']:
            v = s['value']
            for m in re.finditer(re.escape(v), text):
                a, b = m.start(), m.end()
                if aw(v[0]) and a > 0 and aw(text[a - 1]): continue
                if aw(v[-1]) and b < len(text) and aw(text[b]): continue
                if not any(cs <= a and b <= ce for cs, ce in covered):
                    err(rid, f'untagged occurrence of {s["type"]} {v!r} at {a}')
        for t in types_here: type_texts[t] += 1
        for s in r['spans']: type_count[s['type']] += 1
        for d in r['decoys']: decoy_kinds[d['kind']] += 1
        n_decoys += len(r['decoys'])
        if not r['spans']: no_span += 1
    n = len(rows)
    for lang, target in (('en', 45), ('zh', 35), ('mixed', 20)):
        share = 100 * lang_count[lang] / n
        if abs(share - target) > 5: err('corpus', f'{lang} share {share:.1f}% not within 5 of {target}%')
    for t in TYPES:
        if type_texts[t] < 4: err('corpus', f'type {t} in only {type_texts[t]} texts')
    if n_decoys / n < 2.5: err('corpus', f'decoys/text {n_decoys / n:.2f} < 2.5')
    if not 3 <= no_span <= 8: err('corpus', f'{no_span} texts without spans (need 3-8)')
    if len(kinds) < 60: err('corpus', f'only {len(kinds)} kinds')
    if n < 150: err('corpus', f'only {n} texts')
    st = V.selftest()
    for e in st: err('values', 'selftest ' + e)
    if VERBOSE:
        print(f'texts: {n}  ' + '  '.join(f'{l}={lang_count[l]} ({100*lang_count[l]/n:.1f}%)' for l in ('en', 'zh', 'mixed')))
        print(f'kinds: {len(kinds)}  texts without spans: {no_span}')
        print(f'spans: {sum(type_count.values())}')
        for t in TYPES: print(f'  {t:14s} {type_count[t]:4d} spans in {type_texts[t]:3d} texts')
        print(f'decoys: {n_decoys} ({n_decoys/n:.2f}/text), {len(decoy_kinds)} kinds')
        print('  ' + ', '.join(f'{k}={c}' for k, c in decoy_kinds.most_common()))
        for e in errors[:200]: print('ERR', e)
    if errors:
        print(f'FAIL: {len(errors)} problems'); sys.exit(1)
    print(f'OK: {n} texts, {sum(type_count.values())} spans, {n_decoys} decoys')

if __name__ == '__main__':
    main()
