#!/usr/bin/env python3
"""Strip the markup from texts_*.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧ is a labelled span, ⟪kind|value⟫ is a decoy.
A value written exactly $name is replaced by values.VALUES[name].
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import values  # noqa: E402

MARK = re.compile(r'⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟫⟦⟪]+)\|(.*?)⟫', re.S)
NAME = re.compile(r'\$([A-Za-z_][A-Za-z0-9_]*)')
TYPES = {'PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL',
         'PASSWORD', 'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT',
         'NATIONAL_ID', 'AMOUNT'}
LANGS = [('en', 'texts_en'), ('zh', 'texts_zh'), ('mixed', 'texts_mixed')]


def resolve(v, where):
    m = NAME.fullmatch(v)
    if not m:
        return v
    if m.group(1) not in values.VALUES:
        raise SystemExit(f'{where}: unknown value {v}')
    return values.VALUES[m.group(1)]


def parse(marked, where):
    out, spans, decoys, pos = [], [], [], 0
    n = 0
    for m in MARK.finditer(marked):
        out.append(marked[pos:m.start()])
        n += len(marked[pos:m.start()])
        if m.group(1):
            typ, val = m.group(1), resolve(m.group(2), where)
            if typ not in TYPES:
                raise SystemExit(f'{where}: unknown type {typ}')
            spans.append({'type': typ, 'start': n, 'end': n + len(val), 'value': val})
        else:
            kind, val = m.group(3).strip(), resolve(m.group(4), where)
            decoys.append({'kind': kind, 'start': n, 'end': n + len(val), 'value': val})
        out.append(val)
        n += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = ''.join(out)
    for ch in '⟦⟧⟪⟫':
        if ch in text:
            raise SystemExit(f'{where}: stray markup {ch!r}')
    return text, spans, decoys


def main():
    values.selftest()
    rows = []
    for lang, mod in LANGS:
        texts = __import__(mod).TEXTS
        for i, (kind, marked) in enumerate(texts, 1):
            rid = f'c85-{lang}-{i:03d}'
            text, spans, decoys = parse(marked, rid)
            for s in spans + decoys:
                assert text[s['start']:s['end']] == s['value'], rid
            rows.append({'id': rid, 'lang': lang, 'kind': kind, 'text': text,
                         'spans': spans, 'decoys': decoys})
    with open(os.path.join(HERE, 'corpus.jsonl'), 'w', encoding='utf-8') as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    ns = sum(len(r['spans']) for r in rows)
    nd = sum(len(r['decoys']) for r in rows)
    print(f'wrote corpus.jsonl: {len(rows)} texts, {ns} spans, {nd} decoys')


if __name__ == '__main__':
    main()
