#!/usr/bin/env python3
"""Strip the ⟦TYPE|value⟧ / ⟪kind|value⟫ markup of texts_*.py and write corpus.jsonl.

A value written exactly `$name` is replaced by VALUES[name] from values.py.
"""
import json
import os
import re
import sys

from values import VALUES

HERE = os.path.dirname(os.path.abspath(__file__))
TYPES = {'PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL',
         'PASSWORD', 'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT',
         'NATIONAL_ID', 'AMOUNT'}
MARK = re.compile(r'⟦([^|⟦⟧⟪⟫]*)\|([^⟦⟧⟪⟫]*)⟧|⟪([^|⟦⟧⟪⟫]*)\|([^⟦⟧⟪⟫]*)⟫')
REF = re.compile(r'\$[a-z][a-z0-9_]*')
LANGS = (('en', 'texts_en'), ('zh', 'texts_zh'), ('mixed', 'texts_mixed'))


class MarkupError(Exception):
    pass


def resolve(val, where):
    if REF.fullmatch(val):
        if val[1:] not in VALUES:
            raise MarkupError('%s: unknown value %s' % (where, val))
        return VALUES[val[1:]]
    return val


def parse(marked, where):
    out, spans, decoys = [], [], []
    pos = cur = 0
    for m in MARK.finditer(marked):
        chunk = marked[pos:m.start()]
        out.append(chunk)
        cur += len(chunk)
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2), where)
            if typ not in TYPES:
                raise MarkupError('%s: unknown type %r' % (where, typ))
            if not val:
                raise MarkupError('%s: empty span' % where)
            spans.append({'type': typ, 'start': cur, 'end': cur + len(val), 'value': val})
        else:
            kind, val = m.group(3).strip(), resolve(m.group(4), where)
            if not kind or not val:
                raise MarkupError('%s: empty decoy kind/value' % where)
            decoys.append({'kind': kind, 'start': cur, 'end': cur + len(val), 'value': val})
        out.append(val)
        cur += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = ''.join(out)
    for ch in '⟦⟧⟪⟫':
        if ch in text:
            raise MarkupError('%s: stray markup character %s near %r' % (
                where, ch, text[max(0, text.index(ch) - 30):text.index(ch) + 30]))
    for s in spans + decoys:
        assert text[s['start']:s['end']] == s['value']
    return text, spans, decoys


def build():
    sys.path.insert(0, HERE)
    rows = []
    for lang, modname in LANGS:
        mod = __import__(modname)
        for i, item in enumerate(mod.TEXTS, 1):
            kind, marked = item
            where = '%s #%d (%s)' % (modname, i, kind)
            text, spans, decoys = parse(marked, where)
            rows.append({'id': 'c73-%s-%03d' % (lang, i), 'lang': lang, 'kind': kind, 'text': text,
                         'spans': spans, 'decoys': decoys})
    return rows


def main():
    try:
        rows = build()
    except MarkupError as e:
        print('BUILD ERROR', e)
        return 1
    path = os.path.join(HERE, 'corpus.jsonl')
    with open(path, 'w', encoding='utf-8') as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    print('wrote %s: %d texts, %d spans, %d decoys' % (
        os.path.basename(path), len(rows), sum(len(r['spans']) for r in rows),
        sum(len(r['decoys']) for r in rows)))
    return 0


if __name__ == '__main__':
    sys.exit(main())
