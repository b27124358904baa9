#!/usr/bin/env python3
"""Strip the markup of texts_{en,zh,mixed}.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  a labelled span;  ⟪kind|value⟫  a decoy.
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

MARK = re.compile(r'⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟫⟦⟧]+)\|(.*?)⟫', re.S)
TYPES = {'PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL',
         'PASSWORD', 'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT',
         'NATIONAL_ID', 'AMOUNT'}


def resolve(v):
    if v.startswith('$') and re.fullmatch(r'\$[a-z][a-z0-9_]*', v):
        if v[1:] not in values.VALUES:
            raise KeyError('unknown value %s' % v)
        return values.VALUES[v[1:]]
    return v


def parse(marked, where):
    out, spans, decoys = [], [], []
    pos, last = 0, 0
    for m in MARK.finditer(marked):
        chunk = marked[last:m.start()]
        if any(c in chunk for c in '⟦⟧⟪⟫'):
            raise ValueError('%s: stray bracket near %r' % (where, chunk[-40:]))
        out.append(chunk)
        pos += len(chunk)
        if m.group(1):
            typ, val = m.group(1), resolve(m.group(2))
            if typ not in TYPES:
                raise ValueError('%s: unknown type %s' % (where, typ))
            spans.append({'type': typ, 'start': pos, 'end': pos + len(val), 'value': val})
        else:
            kind, val = m.group(3).strip(), resolve(m.group(4))
            decoys.append({'kind': kind, 'start': pos, 'end': pos + len(val), 'value': val})
        out.append(val)
        pos += len(val)
        last = m.end()
    tail = marked[last:]
    if any(c in tail for c in '⟦⟧⟪⟫'):
        raise ValueError('%s: stray bracket near %r' % (where, tail[:40]))
    out.append(tail)
    text = ''.join(out)
    for s in spans + decoys:
        assert text[s['start']:s['end']] == s['value'], (where, s)
    return text, spans, decoys


def build():
    rows = []
    for lang, mod in (('en', texts_en), ('zh', texts_zh), ('mixed', texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            rid = 'c49-%s-%03d' % (lang, i)
            text, spans, decoys = parse(marked, rid)
            rows.append({'id': rid, 'lang': lang, 'kind': kind, 'text': text,
                         'spans': spans, 'decoys': decoys})
    return rows


def main():
    values.selftest()
    rows = build()
    path = os.path.join(HERE, 'corpus.jsonl')
    with open(path, 'w', encoding='utf-8') as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    ns = sum(len(r['spans']) for r in rows)
    nd = sum(len(r['decoys']) for r in rows)
    print('wrote %s: %d texts, %d spans, %d decoys' % (path, len(rows), ns, nd))


if __name__ == '__main__':
    main()
