#!/usr/bin/env python3
"""Strip the markup from texts_*.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  labelled span
         ⟪kind|value⟫  decoy (look-alike that must not be labelled)
A value written exactly as $name is replaced by values.VALUES[name].
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

TYPES = {'PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS',
         'MEDICAL', 'PASSWORD', 'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN',
         'IDCARD', 'PASSPORT', 'NATIONAL_ID', 'AMOUNT'}

MARK = re.compile(r'⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟦⟧⟪⟫]+)\|(.*?)⟫', re.S)
REF = re.compile(r'\$[A-Za-z_][A-Za-z0-9_]*')


def resolve(value, where):
    if REF.fullmatch(value):
        name = value[1:]
        if name not in VALUES:
            raise SystemExit('%s: unknown value reference %s' % (where, value))
        return VALUES[name]
    return value


def strip(marked, where):
    out, spans, decoys, pos = [], [], [], 0
    length = 0
    for m in MARK.finditer(marked):
        plain = marked[pos:m.start()]
        out.append(plain)
        length += len(plain)
        if m.group(1) is not None:
            typ, value = m.group(1), resolve(m.group(2), where)
            if typ not in TYPES:
                raise SystemExit('%s: unknown type %s' % (where, typ))
            spans.append({'type': typ, 'start': length, 'end': length + len(value), 'value': value})
        else:
            kind, value = m.group(3).strip(), resolve(m.group(4), where)
            decoys.append({'kind': kind, 'start': length, 'end': length + len(value), 'value': value})
        if '⟦' in value or '⟪' in value or not value:
            raise SystemExit('%s: bad value %r' % (where, value))
        out.append(value)
        length += len(value)
        pos = m.end()
    out.append(marked[pos:])
    text = ''.join(out)
    for ch in '⟦⟧⟪⟫':
        if ch in text:
            raise SystemExit('%s: stray markup %s in %r' % (where, ch, text[:80]))
    return text, spans, decoys


def build():
    records = []
    for lang, mod in (('en', texts_en), ('zh', texts_zh), ('mixed', texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            rid = 'c72-%s-%03d' % (lang, i)
            text, spans, decoys = strip(marked, rid)
            records.append({'id': rid, 'lang': lang, 'kind': kind, 'text': text,
                            'spans': spans, 'decoys': decoys})
    path = os.path.join(HERE, 'corpus.jsonl')
    with open(path, 'w', encoding='utf-8') as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    print('wrote %s: %d texts, %d spans, %d decoys' % (
        os.path.basename(path), len(records), sum(len(r['spans']) for r in records),
        sum(len(r['decoys']) for r in records)))


if __name__ == '__main__':
    build()
