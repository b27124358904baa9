#!/usr/bin/env python3
"""Strip the markup of texts_{en,zh,mixed}.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  labelled span      ⟪kind|value⟫  decoy
A value written exactly ``$name`` is replaced by values.VALUES[name].
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import VALUES  # noqa: E402

TYPES = ('PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS',
         'MEDICAL', 'PASSWORD', 'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN',
         'IDCARD', 'PASSPORT', 'NATIONAL_ID', 'AMOUNT')
LANGS = ('en', 'zh', 'mixed')
REF = re.compile(r'\$[A-Za-z_][A-Za-z0-9_]*')
OPEN = {'⟦': '⟧', '⟪': '⟫'}


class MarkupError(Exception):
    pass


def parse(marked):
    out, spans, decoys = [], [], []
    pos = i = 0
    while i < len(marked):
        ch = marked[i]
        if ch in OPEN:
            j = marked.find(OPEN[ch], i + 1)
            if j < 0:
                raise MarkupError('unclosed %s at %d' % (ch, i))
            inner = marked[i + 1:j]
            if any(c in inner for c in '⟦⟧⟪⟫'):
                raise MarkupError('nested markup at %d: %r' % (i, inner[:40]))
            label, sep, value = inner.partition('|')
            if not sep or not label or not value:
                raise MarkupError('bad markup %r' % inner[:60])
            if REF.fullmatch(value):
                if value[1:] not in VALUES:
                    raise MarkupError('unknown value reference %s' % value)
                value = VALUES[value[1:]]
            if ch == '⟦':
                if label not in TYPES:
                    raise MarkupError('unknown type %r' % label)
                spans.append({'type': label, 'start': pos, 'end': pos + len(value),
                              'value': value})
            else:
                decoys.append({'kind': label, 'start': pos, 'end': pos + len(value),
                               'value': value})
            out.append(value)
            pos += len(value)
            i = j + 1
        elif ch in '⟧⟫':
            raise MarkupError('stray %s at %d' % (ch, i))
        else:
            out.append(ch)
            pos += 1
            i += 1
    return ''.join(out), spans, decoys


def load(lang):
    ns = {}
    path = os.path.join(HERE, 'texts_%s.py' % lang)
    with open(path, encoding='utf-8') as f:
        exec(compile(f.read(), path, 'exec'), ns)
    return ns['TEXTS']


def build():
    records = []
    for lang in LANGS:
        for n, item in enumerate(load(lang), 1):
            kind, marked = item
            rid = 'c74-%s-%03d' % (lang, n)
            try:
                text, spans, decoys = parse(marked)
            except MarkupError as e:
                raise SystemExit('%s: %s' % (rid, e))
            for s in spans + decoys:
                assert text[s['start']:s['end']] == s['value']
            records.append({'id': rid, 'lang': lang, 'kind': kind, 'text': text,
                            'spans': spans, 'decoys': decoys})
    return records


def main():
    records = build()
    out = os.path.join(HERE, 'corpus.jsonl')
    with open(out, 'w', encoding='utf-8') as f:
        for rec in records:
            f.write(json.dumps(rec, ensure_ascii=False) + '\n')
    print('wrote %s: %d texts, %d spans, %d decoys' % (
        os.path.basename(out), len(records), sum(len(r['spans']) for r in records),
        sum(len(r['decoys']) for r in records)))


if __name__ == '__main__':
    main()
