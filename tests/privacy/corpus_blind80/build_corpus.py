#!/usr/bin/env python3
"""Strip the markup of texts_en.py / texts_zh.py / texts_mixed.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  a labelled span      ⟪kind|value⟫  a decoy
A value written exactly ``$name`` is replaced from values.VALUES.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import VALUES  # noqa: E402

TYPES = ('PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL', 'PASSWORD',
         'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT', 'NATIONAL_ID', 'AMOUNT')

MARK = re.compile(r'⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟫⟦⟧⟪]+)\|(.*?)⟫', re.S)
REF = re.compile(r'\$[A-Za-z][A-Za-z0-9_]*')


class MarkupError(Exception):
    pass


def resolve(value, where):
    if REF.fullmatch(value):
        name = value[1:]
        if name not in VALUES:
            raise MarkupError('%s: unknown value %s' % (where, value))
        return VALUES[name]
    return value


def parse(marked, where):
    out, spans, decoys = [], [], []
    pos = 0
    length = 0
    for m in MARK.finditer(marked):
        plain = marked[pos:m.start()]
        out.append(plain)
        length += len(plain)
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2), where)
            if typ not in TYPES:
                raise MarkupError('%s: unknown type %s' % (where, typ))
            if not val:
                raise MarkupError('%s: empty %s span' % (where, typ))
            spans.append({'type': typ, 'start': length, 'end': length + len(val), 'value': val})
        else:
            kind, val = m.group(3).strip(), resolve(m.group(4), where)
            if not val:
                raise MarkupError('%s: empty decoy %s' % (where, kind))
            decoys.append({'kind': kind, 'start': length, 'end': length + len(val), 'value': val})
        out.append(val)
        length += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = ''.join(out)
    for ch in '⟦⟧⟪⟫':
        if ch in text:
            raise MarkupError('%s: stray markup character %s' % (where, ch))
    return text, spans, decoys


def load(lang):
    ns = {}
    path = os.path.join(HERE, 'texts_%s.py' % lang)
    with open(path, encoding='utf-8') as fh:
        exec(compile(fh.read(), path, 'exec'), ns)
    return ns['TEXTS']


def build():
    records = []
    for lang in ('en', 'zh', 'mixed'):
        for i, item in enumerate(load(lang), 1):
            kind, marked = item
            rid = 'c80-%s-%03d' % (lang, i)
            text, spans, decoys = parse(marked, rid)
            records.append({'id': rid, 'lang': lang, 'kind': kind, 'text': text,
                            'spans': spans, 'decoys': decoys})
    return records


def main():
    records = build()
    with open(os.path.join(HERE, 'corpus.jsonl'), 'w', encoding='utf-8') as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    print('wrote corpus.jsonl: %d texts, %d spans, %d decoys'
          % (len(records), sum(len(r['spans']) for r in records), sum(len(r['decoys']) for r in records)))


if __name__ == '__main__':
    main()
