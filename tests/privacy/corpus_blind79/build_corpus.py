#!/usr/bin/env python3
"""Strip the markup from texts_{en,zh,mixed}.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧ for a span,  ⟪kind|value⟫ for a decoy.
A value written exactly $name is replaced from values.VALUES.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import values  # noqa: E402

TYPES = {'PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL',
         'PASSWORD', 'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT',
         'NATIONAL_ID', 'AMOUNT'}

MARK = re.compile(r'⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟫⟦⟪]+)\|(.*?)⟫', re.S)
REF = re.compile(r'\$([a-z][a-z0-9_]*)')


class MarkupError(Exception):
    pass


def resolve(value, where):
    m = REF.fullmatch(value)
    if m:
        if m.group(1) not in values.VALUES:
            raise MarkupError('%s: unknown value reference %s' % (where, value))
        return values.VALUES[m.group(1)]
    return value


def parse(marked, where):
    out, spans, decoys, pos = [], [], [], 0
    length = 0
    for m in MARK.finditer(marked):
        plain = marked[pos:m.start()]
        out.append(plain)
        length += len(plain)
        if m.group(1) is not None:
            typ, val = m.group(1), m.group(2)
            if typ not in TYPES:
                raise MarkupError('%s: unknown type %s' % (where, typ))
            val = resolve(val, where)
            spans.append({'type': typ, 'start': length, 'end': length + len(val), 'value': val})
        else:
            kind, val = m.group(3).strip(), m.group(4)
            val = resolve(val, where)
            decoys.append({'kind': kind, 'start': length, 'end': length + len(val), 'value': val})
        if any(c in val for c in '⟦⟧⟪⟫'):
            raise MarkupError('%s: nested markup in %r' % (where, val[:60]))
        out.append(val)
        length += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = ''.join(out)
    for c in '⟦⟧⟪⟫':
        if c in text:
            i = text.index(c)
            raise MarkupError('%s: stray markup %r near %r' % (where, c, text[max(0, i - 40):i + 40]))
    for name in REF.findall(text):
        if name in values.VALUES:
            raise MarkupError('%s: $%s written outside markup' % (where, name))
    for s in spans + decoys:
        assert text[s['start']:s['end']] == s['value']
    return text, spans, decoys


def load(lang):
    ns = {}
    path = os.path.join(HERE, 'texts_%s.py' % lang)
    with open(path, encoding='utf-8') as f:
        exec(compile(f.read(), path, 'exec'), ns)
    return ns['TEXTS']


def build():
    if not values.selftest():
        sys.exit('values.selftest() failed')
    records = []
    for lang in ('en', 'zh', 'mixed'):
        for i, (kind, marked) in enumerate(load(lang), 1):
            rid = 'c79-%s-%03d' % (lang, i)
            text, spans, decoys = parse(marked, rid)
            records.append({'id': rid, 'lang': lang, 'kind': kind, 'text': text,
                            'spans': spans, 'decoys': decoys})
    with open(os.path.join(HERE, 'corpus.jsonl'), 'w', encoding='utf-8') as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    n_sp = sum(len(r['spans']) for r in records)
    n_de = sum(len(r['decoys']) for r in records)
    print('wrote corpus.jsonl: %d texts, %d spans, %d decoys' % (len(records), n_sp, n_de))


if __name__ == '__main__':
    try:
        build()
    except MarkupError as e:
        sys.exit('markup error: %s' % e)
