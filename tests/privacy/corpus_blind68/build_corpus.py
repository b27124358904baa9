#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Strip the markup from texts_{en,zh,mixed}.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  annotated span      ⟪kind|value⟫  decoy
A value written exactly ``$name`` is replaced by values.VALUES[name].
"""
import json
import os
import re
import runpy
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from values import VALUES  # noqa: E402

MARK = re.compile(r'⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟪⟫⟦⟧]+)\|(.*?)⟫', re.S)
LANGS = [('en', 'texts_en.py'), ('zh', 'texts_zh.py'), ('mixed', 'texts_mixed.py')]
TYPES = {'PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL',
         'PASSWORD', 'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT',
         'NATIONAL_ID', 'AMOUNT'}


def resolve(val, where):
    if val.startswith('$') and re.fullmatch(r'\$[a-z]+[0-9]+p?', val):
        if val[1:] not in VALUES:
            raise SystemExit('%s: unknown value %s' % (where, val))
        return VALUES[val[1:]]
    return val


def parse(marked, where):
    out, spans, decoys = [], [], []
    pos = n = 0
    for m in MARK.finditer(marked):
        chunk = marked[pos:m.start()]
        out.append(chunk)
        n += len(chunk)
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2), where)
            if typ not in TYPES:
                raise SystemExit('%s: unknown type %s' % (where, typ))
            spans.append({'type': typ, 'start': n, 'end': n + len(val), 'value': val})
        else:
            kind, val = m.group(3).strip(), resolve(m.group(4), where)
            decoys.append({'kind': kind, 'start': n, 'end': n + len(val), 'value': val})
        if not val:
            raise SystemExit('%s: empty value' % where)
        out.append(val)
        n += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = ''.join(out)
    for ch in '⟦⟧⟪⟫':
        if ch in text:
            raise SystemExit('%s: stray markup %r near %r' % (where, ch, text[max(0, text.index(ch) - 40):text.index(ch) + 40]))
    return text, spans, decoys


def main():
    rows = []
    for lang, fn in LANGS:
        texts = runpy.run_path(os.path.join(HERE, fn))['TEXTS']
        for i, item in enumerate(texts, 1):
            kind, marked = item
            rid = 'c68-%s-%03d' % (lang, i)
            text, spans, decoys = parse(marked, rid)
            rows.append({'id': rid, 'lang': lang, 'kind': kind, 'text': text,
                         'spans': spans, 'decoys': decoys})
    with open(os.path.join(HERE, 'corpus.jsonl'), 'w', encoding='utf-8') as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    print('wrote corpus.jsonl: %d texts, %d spans, %d decoys' % (
        len(rows), sum(len(r['spans']) for r in rows), sum(len(r['decoys']) for r in rows)))


if __name__ == '__main__':
    main()
