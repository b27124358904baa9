#!/usr/bin/env python3
"""Strip the ⟦TYPE|value⟧ / ⟪kind|value⟫ markup from texts_*.py and write corpus.jsonl."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import VALUES, selftest  # noqa: E402

LANGS = [('en', 'texts_en'), ('zh', 'texts_zh'), ('mixed', 'texts_mixed')]
TYPES = {'PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL', 'PASSWORD',
         'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT', 'NATIONAL_ID', 'AMOUNT'}
OPEN = {'⟦': '⟧', '⟪': '⟫'}
REF = re.compile(r'\$([a-z][a-z0-9_]*)')


class MarkupError(Exception):
    pass


def parse(marked, where):
    chunks, spans, decoys = [], [], []
    pos = 0
    i = 0
    n = len(marked)
    while i < n:
        ch = marked[i]
        if ch in OPEN:
            close = OPEN[ch]
            j = marked.find(close, i + 1)
            if j < 0:
                raise MarkupError('%s: unclosed %s at %d' % (where, ch, i))
            inner = marked[i + 1:j]
            if any(c in inner for c in '⟦⟧⟪⟫'):
                raise MarkupError('%s: nested markup near %r' % (where, inner[:40]))
            if '|' not in inner:
                raise MarkupError('%s: no label in %r' % (where, inner[:40]))
            label, value = inner.split('|', 1)
            m = re.fullmatch(r'\$([a-z][a-z0-9_]*)', value)
            if m:
                if m.group(1) not in VALUES:
                    raise MarkupError('%s: unknown value $%s' % (where, m.group(1)))
                value = VALUES[m.group(1)]
            if not value:
                raise MarkupError('%s: empty value for %s' % (where, label))
            item = {'start': pos, 'end': pos + len(value), 'value': value}
            if ch == '⟦':
                if label not in TYPES:
                    raise MarkupError('%s: unknown type %r' % (where, label))
                spans.append(dict(type=label, **item))
            else:
                if not label.strip():
                    raise MarkupError('%s: empty decoy kind' % where)
                decoys.append(dict(kind=label, **item))
            chunks.append(value)
            pos += len(value)
            i = j + 1
        elif ch in '⟧⟫':
            raise MarkupError('%s: stray %s at %d' % (where, ch, i))
        else:
            k = i
            while k < n and marked[k] not in '⟦⟪⟧⟫':
                k += 1
            plain = marked[i:k]
            for m in REF.finditer(plain):
                if m.group(1) in VALUES:
                    raise MarkupError('%s: $%s outside markup' % (where, m.group(1)))
            chunks.append(plain)
            pos += len(plain)
            i = k
    text = ''.join(chunks)
    for s in spans + decoys:
        assert text[s['start']:s['end']] == s['value']
    return text, spans, decoys


def main():
    errs = selftest()
    if errs:
        for e in errs:
            print('values.py selftest:', e)
        sys.exit(1)
    out = []
    for lang, mod in LANGS:
        texts = __import__(mod).TEXTS
        for k, (kind, marked) in enumerate(texts, 1):
            rid = 'c78-%s-%03d' % (lang, k)
            text, spans, decoys = parse(marked, rid)
            out.append({'id': rid, 'lang': lang, 'kind': kind, 'text': text,
                        'spans': [{'type': s['type'], 'start': s['start'], 'end': s['end'], 'value': s['value']}
                                  for s in spans],
                        'decoys': [{'kind': d['kind'], 'start': d['start'], 'end': d['end'], 'value': d['value']}
                                   for d in decoys]})
    with open(os.path.join(HERE, 'corpus.jsonl'), 'w', encoding='utf-8') as f:
        for r in out:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    print('wrote corpus.jsonl: %d texts, %d spans, %d decoys'
          % (len(out), sum(len(r['spans']) for r in out), sum(len(r['decoys']) for r in out)))


if __name__ == '__main__':
    try:
        main()
    except MarkupError as e:
        print('markup error:', e)
        sys.exit(1)
