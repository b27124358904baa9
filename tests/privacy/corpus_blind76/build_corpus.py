#!/usr/bin/env python3
"""Strip the markup of texts_en.py / texts_zh.py / texts_mixed.py and write
corpus.jsonl.

Markup:  ⟦TYPE|value⟧  a labelled span
         ⟪kind|value⟫  a decoy (look-alike that must not be labelled)
A value written exactly `$name` is replaced by values.VALUES[name].
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import values  # noqa: E402
import texts_en  # noqa: E402
import texts_zh  # noqa: E402
import texts_mixed  # noqa: E402

TYPES = ['PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL',
         'PASSWORD', 'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT',
         'NATIONAL_ID', 'AMOUNT']
OPEN = {'⟦': '⟧', '⟪': '⟫'}
REF = re.compile(r'\$([A-Za-z_][A-Za-z0-9_]*)')


def resolve(value, where):
    m = REF.fullmatch(value)
    if m:
        if m.group(1) not in values.VALUES:
            raise SystemExit(f'{where}: unknown value ${m.group(1)}')
        return values.VALUES[m.group(1)]
    return value


def parse(marked, where):
    out, spans, decoys = [], [], []
    pos, n = 0, 0
    i = 0
    while i < len(marked):
        ch = marked[i]
        if ch in OPEN:
            j = marked.find(OPEN[ch], i + 1)
            if j < 0:
                raise SystemExit(f'{where}: unclosed {ch} at {i}')
            inner = marked[i + 1:j]
            if '⟦' in inner or '⟪' in inner:
                raise SystemExit(f'{where}: nested markup at {i}: {inner[:40]!r}')
            if '|' not in inner:
                raise SystemExit(f'{where}: no | in markup at {i}: {inner[:40]!r}')
            label, value = inner.split('|', 1)
            value = resolve(value, where)
            if not value:
                raise SystemExit(f'{where}: empty value at {i}')
            start = n
            out.append(value)
            n += len(value)
            if ch == '⟦':
                if label not in TYPES:
                    raise SystemExit(f'{where}: unknown type {label!r}')
                spans.append({'type': label, 'start': start, 'end': n, 'value': value})
            else:
                if not label.strip():
                    raise SystemExit(f'{where}: decoy without kind')
                decoys.append({'kind': label, 'start': start, 'end': n, 'value': value})
            i = j + 1
            continue
        if ch in '⟧⟫':
            raise SystemExit(f'{where}: stray {ch} at {i}')
        out.append(ch)
        n += 1
        i += 1
    text = ''.join(out)
    for s in spans + decoys:
        assert text[s['start']:s['end']] == s['value']
    return text, spans, decoys


def build():
    rows = []
    for lang, mod in (('en', texts_en), ('zh', texts_zh), ('mixed', texts_mixed)):
        for k, item in enumerate(mod.TEXTS, 1):
            if not (isinstance(item, tuple) and len(item) == 2):
                raise SystemExit(f'{lang} #{k}: not a (kind, text) pair')
            kind, marked = item
            rid = f'c76-{lang}-{k:03d}'
            text, spans, decoys = parse(marked, rid)
            rows.append({'id': rid, 'lang': lang, 'kind': kind, 'text': text,
                         'spans': spans, 'decoys': decoys})
    return rows


def main():
    rows = build()
    with open(os.path.join(HERE, 'corpus.jsonl'), 'w', encoding='utf-8') as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    ns = sum(len(r['spans']) for r in rows)
    nd = sum(len(r['decoys']) for r in rows)
    print(f'wrote corpus.jsonl: {len(rows)} texts, {ns} spans, {nd} decoys')


if __name__ == '__main__':
    main()
