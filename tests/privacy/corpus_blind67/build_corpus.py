#!/usr/bin/env python3
"""Strip the markup of texts_{en,zh,mixed}.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  a labelled span;  ⟪kind|value⟫  a decoy.
A value written exactly ``$name`` is replaced by values.VALUES[name].
"""
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

MARK = re.compile(r'⟦([A-Z_]+)\|([^⟦⟧⟪⟫]*?)⟧|⟪([^|⟦⟧⟪⟫]+)\|([^⟦⟧⟪⟫]*?)⟫')


def resolve(v, where):
    if re.fullmatch(r'\$[A-Za-z_][A-Za-z0-9_]*', v):
        if v[1:] not in VALUES:
            raise SystemExit('%s: unknown value %s' % (where, v))
        return VALUES[v[1:]]
    return v


def parse(marked, where):
    out, spans, decoys, pos = [], [], [], 0
    n = 0
    for m in MARK.finditer(marked):
        out.append(marked[pos:m.start()])
        n += len(marked[pos:m.start()])
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2), where)
            if typ not in TYPES:
                raise SystemExit('%s: unknown type %s' % (where, typ))
            spans.append({'type': typ, 'start': n, 'end': n + len(val), 'value': val})
        else:
            kind, val = m.group(3).strip(), resolve(m.group(4), where)
            decoys.append({'kind': kind, 'start': n, 'end': n + len(val), 'value': val})
        out.append(val)
        n += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = ''.join(out)
    for ch in '⟦⟧⟪⟫':
        if ch in text:
            raise SystemExit('%s: stray markup %r near %r' % (where, ch, text[max(0, text.index(ch) - 40):text.index(ch) + 40]))
    if not text.strip():
        raise SystemExit('%s: empty text' % where)
    return text, spans, decoys


def load(lang):
    mod = __import__('texts_' + lang)
    return mod.TEXTS


def main():
    rows = []
    for lang in ('en', 'zh', 'mixed'):
        for i, item in enumerate(load(lang), 1):
            if not (isinstance(item, tuple) and len(item) == 2):
                raise SystemExit('texts_%s.py item %d is not (kind, text)' % (lang, i))
            kind, marked = item
            rid = 'c67-%s-%03d' % (lang, i)
            text, spans, decoys = parse(marked, rid)
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
