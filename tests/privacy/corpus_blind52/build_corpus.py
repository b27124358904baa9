#!/usr/bin/env python3
"""Strip the markup from texts_{en,zh,mixed}.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  labelled span      ⟪kind|value⟫  decoy
A value written exactly $name is replaced from values.VALUES.
"""
import importlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import VALUES  # noqa: E402

TYPES = {'PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL',
         'PASSWORD', 'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT',
         'NATIONAL_ID', 'AMOUNT'}
MARK = re.compile(r'⟦([A-Z_]+)\|([^⟦⟧⟪⟫]*?)⟧|⟪([^|⟦⟧⟪⟫]+)\|([^⟦⟧⟪⟫]*?)⟫', re.S)
DOLLAR = re.compile(r'\$([a-z][a-z0-9_]*)')


def resolve(v, where):
    if v.startswith('$') and re.fullmatch(r'\$[a-z][a-z0-9_]*', v):
        if v[1:] not in VALUES:
            raise SystemExit('%s: unknown value %s' % (where, v))
        return VALUES[v[1:]]
    return v


def convert(marked, where):
    out, spans, decoys, pos = [], [], [], 0
    length = 0
    for m in MARK.finditer(marked):
        plain = marked[pos:m.start()]
        out.append(plain)
        length += len(plain)
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2), where)
            if typ not in TYPES:
                raise SystemExit('%s: unknown type %s' % (where, typ))
            spans.append({'type': typ, 'start': length, 'end': length + len(val), 'value': val})
        else:
            kind, val = m.group(3).strip(), resolve(m.group(4), where)
            decoys.append({'kind': kind, 'start': length, 'end': length + len(val), 'value': val})
        out.append(val)
        length += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = ''.join(out)
    for ch in '⟦⟧⟪⟫':
        if ch in text:
            raise SystemExit('%s: stray markup %r in %r' % (where, ch, text[:80]))
    for m in DOLLAR.finditer(text):
        if m.group(1) in VALUES:
            raise SystemExit('%s: unresolved $%s outside markup' % (where, m.group(1)))
    for s in spans + decoys:
        assert text[s['start']:s['end']] == s['value']
    return text, spans, decoys


def main():
    rows = []
    for lang in ('en', 'zh', 'mixed'):
        mod = importlib.import_module('texts_' + lang)
        for i, item in enumerate(mod.TEXTS, 1):
            if not (isinstance(item, tuple) and len(item) == 2):
                raise SystemExit('texts_%s #%d: not a (kind, text) pair' % (lang, i))
            kind, marked = item
            rid = 'c52-%s-%03d' % (lang, i)
            text, spans, decoys = convert(marked, rid)
            rows.append({'id': rid, 'lang': lang, 'kind': kind, 'text': text,
                         'spans': spans, 'decoys': decoys})
    with open(os.path.join(HERE, 'corpus.jsonl'), 'w', encoding='utf-8') as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    ns = sum(len(r['spans']) for r in rows)
    nd = sum(len(r['decoys']) for r in rows)
    print('wrote corpus.jsonl: %d texts, %d spans, %d decoys' % (len(rows), ns, nd))


if __name__ == '__main__':
    main()
