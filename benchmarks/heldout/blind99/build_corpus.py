#!/usr/bin/env python3
"""Strip the markup from texts_{en,zh,mixed}.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  a labelled span
         ⟪kind|value⟫  a decoy (look-alike that must stay unlabelled)
A value written exactly ``$name`` is replaced by values.VALUES[name].
"""
import json
import os
import re
import sys

from values import VALUES
import texts_en
import texts_mixed
import texts_zh

TYPES = {'PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL',
         'PASSWORD', 'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT',
         'NATIONAL_ID', 'AMOUNT'}

MARK = re.compile(r'⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟪⟫⟦⟧]+)\|(.*?)⟫', re.S)
NAME = re.compile(r'\$[a-z][a-z0-9_]*')
HERE = os.path.dirname(os.path.abspath(__file__))


def resolve(v):
    if NAME.fullmatch(v):
        if v[1:] not in VALUES:
            raise KeyError('unknown value %s' % v)
        return VALUES[v[1:]]
    return v


def parse(marked):
    marked = marked.strip('\n')
    out, spans, decoys = [], [], []
    pos = n = 0
    for m in MARK.finditer(marked):
        chunk = marked[pos:m.start()]
        out.append(chunk)
        n += len(chunk)
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2))
            if typ not in TYPES:
                raise ValueError('unknown type %s' % typ)
            spans.append({'type': typ, 'start': n, 'end': n + len(val), 'value': val})
        else:
            kind, val = m.group(3).strip(), resolve(m.group(4))
            decoys.append({'kind': kind, 'start': n, 'end': n + len(val), 'value': val})
        out.append(val)
        n += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = ''.join(out)
    for ch in '⟦⟧⟪⟫':
        if ch in text:
            raise ValueError('stray markup %r in %r' % (ch, text[:80]))
    return text, spans, decoys


def main():
    rows = []
    for lang, mod in (('en', texts_en), ('zh', texts_zh), ('mixed', texts_mixed)):
        for i, item in enumerate(mod.TEXTS, 1):
            kind, marked = item
            try:
                text, spans, decoys = parse(marked)
            except Exception as e:  # noqa
                sys.exit('c99-%s-%03d: %s' % (lang, i, e))
            rows.append({'id': 'c99-%s-%03d' % (lang, i), 'lang': lang, 'kind': kind,
                         'text': text, 'spans': spans, 'decoys': decoys})
    with open(os.path.join(HERE, 'corpus.jsonl'), 'w', encoding='utf-8') as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    ns = sum(len(r['spans']) for r in rows)
    nd = sum(len(r['decoys']) for r in rows)
    print('wrote corpus.jsonl: %d texts, %d spans, %d decoys' % (len(rows), ns, nd))


if __name__ == '__main__':
    main()
