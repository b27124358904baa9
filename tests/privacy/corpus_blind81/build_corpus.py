#!/usr/bin/env python3
"""Strip the markup of texts_en.py / texts_zh.py / texts_mixed.py and write
corpus.jsonl.

Markup:  ⟦TYPE|value⟧  labelled span      ⟪kind|value⟫  decoy
A value written exactly ``$name`` is replaced by VALUES[name] (values.py).
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import VALUES  # noqa: E402
import texts_en  # noqa: E402
import texts_zh  # noqa: E402
import texts_mixed  # noqa: E402

TYPES = {'PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL',
         'PASSWORD', 'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT',
         'NATIONAL_ID', 'AMOUNT'}
MARK = re.compile(r'⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z0-9_]+)\|(.*?)⟫', re.S)
VAR = re.compile(r'\$([a-z][a-z0-9_]*)')


class MarkupError(Exception):
    pass


def resolve(v, where):
    m = re.fullmatch(r'\$([a-z][a-z0-9_]*)', v)
    if m:
        if m.group(1) not in VALUES:
            raise MarkupError('%s: unknown value $%s' % (where, m.group(1)))
        return VALUES[m.group(1)]
    return v


def parse(marked, where):
    out, spans, decoys = [], [], []
    pos = length = 0
    for m in MARK.finditer(marked):
        plain = marked[pos:m.start()]
        for bad in '⟦⟧⟪⟫':
            if bad in plain:
                raise MarkupError('%s: stray %s near %r' % (where, bad, plain[-40:]))
        for v in VAR.findall(plain):
            if v in VALUES:
                raise MarkupError('%s: $%s outside markup' % (where, v))
        out.append(plain)
        length += len(plain)
        if m.group(1):
            typ, val = m.group(1), resolve(m.group(2), where)
            if typ not in TYPES:
                raise MarkupError('%s: unknown type %s' % (where, typ))
            if not val:
                raise MarkupError('%s: empty span' % where)
            spans.append({'type': typ, 'start': length, 'end': length + len(val), 'value': val})
        else:
            kind, val = m.group(3), resolve(m.group(4), where)
            if not val:
                raise MarkupError('%s: empty decoy' % where)
            decoys.append({'kind': kind, 'start': length, 'end': length + len(val), 'value': val})
        out.append(val)
        length += len(val)
        pos = m.end()
    tail = marked[pos:]
    for bad in '⟦⟧⟪⟫':
        if bad in tail:
            raise MarkupError('%s: stray %s near %r' % (where, bad, tail[:40]))
    for v in VAR.findall(tail):
        if v in VALUES:
            raise MarkupError('%s: $%s outside markup' % (where, v))
    out.append(tail)
    return ''.join(out), spans, decoys


def build():
    records = []
    for lang, mod in (('en', texts_en), ('zh', texts_zh), ('mixed', texts_mixed)):
        for i, item in enumerate(mod.TEXTS, 1):
            rid = 'c81-%s-%03d' % (lang, i)
            if not (isinstance(item, tuple) and len(item) == 2):
                raise MarkupError('%s: entry is not (kind, text)' % rid)
            kind, marked = item
            text, spans, decoys = parse(marked, rid)
            for s in spans + decoys:
                assert text[s['start']:s['end']] == s['value']
            records.append({'id': rid, 'lang': lang, 'kind': kind, 'text': text,
                            'spans': spans, 'decoys': decoys})
    return records


def main():
    records = build()
    path = os.path.join(HERE, 'corpus.jsonl')
    with open(path, 'w', encoding='utf-8') as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    n_sp = sum(len(r['spans']) for r in records)
    n_de = sum(len(r['decoys']) for r in records)
    print('wrote %s: %d texts, %d spans, %d decoys' % (os.path.basename(path), len(records), n_sp, n_de))


if __name__ == '__main__':
    try:
        main()
    except MarkupError as e:
        print('markup error:', e)
        sys.exit(1)
