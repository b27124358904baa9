#!/usr/bin/env python3
"""Strip the markup from texts_*.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  -> span       ⟪kind|value⟫ -> decoy
A value written exactly `$name` is replaced by VALUES[name] from values.py.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import VALUES, selftest  # noqa: E402

TYPES = {'PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL',
         'PASSWORD', 'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT',
         'NATIONAL_ID', 'AMOUNT'}
MARK = re.compile(r'⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟪⟫⟦⟧]+)\|(.*?)⟫', re.S)
NAME = re.compile(r'\$[A-Za-z_][A-Za-z0-9_]*')
LANGS = [('en', 'texts_en'), ('zh', 'texts_zh'), ('mixed', 'texts_mixed')]


class MarkupError(Exception):
    pass


def resolve(v, where):
    if NAME.fullmatch(v):
        if v[1:] not in VALUES:
            raise MarkupError(f'{where}: unknown value {v}')
        return VALUES[v[1:]]
    return v


def parse(marked, where):
    out, spans, decoys = [], [], []
    pos = n = 0
    for m in MARK.finditer(marked):
        chunk = marked[pos:m.start()]
        out.append(chunk)
        n += len(chunk)
        if m.group(1) is not None:
            typ = m.group(1)
            if typ not in TYPES:
                raise MarkupError(f'{where}: unknown type {typ}')
            val = resolve(m.group(2), where)
            spans.append({'type': typ, 'start': n, 'end': n + len(val), 'value': val})
        else:
            kind = m.group(3).strip()
            val = resolve(m.group(4), where)
            decoys.append({'kind': kind, 'start': n, 'end': n + len(val), 'value': val})
        if not val:
            raise MarkupError(f'{where}: empty value')
        out.append(val)
        n += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = ''.join(out)
    for ch in '⟦⟧⟪⟫':
        if ch in text:
            raise MarkupError(f'{where}: stray markup {ch!r} near '
                              f'{text[max(0, text.index(ch) - 40):text.index(ch) + 20]!r}')
    if '$' in text:
        for m in NAME.finditer(text):
            if m.group()[1:] in VALUES:
                raise MarkupError(f'{where}: unreplaced value name {m.group()} outside markup')
    return text, spans, decoys


def load_texts(modname):
    ns = {}
    path = os.path.join(HERE, modname + '.py')
    with open(path, encoding='utf-8') as f:
        exec(compile(f.read(), path, 'exec'), ns)
    return ns['TEXTS']


def build():
    selftest()
    records = []
    for lang, mod in LANGS:
        if not os.path.exists(os.path.join(HERE, mod + '.py')):
            continue
        for i, item in enumerate(load_texts(mod), 1):
            if not (isinstance(item, tuple) and len(item) == 2):
                raise MarkupError(f'{mod}[{i}]: not a (kind, text) pair')
            kind, marked = item
            rid = f'c63-{lang}-{i:03d}'
            text, spans, decoys = parse(marked, rid)
            records.append({'id': rid, 'lang': lang, 'kind': kind, 'text': text,
                            'spans': spans, 'decoys': decoys})
    with open(os.path.join(HERE, 'corpus.jsonl'), 'w', encoding='utf-8') as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    return records


if __name__ == '__main__':
    try:
        recs = build()
    except MarkupError as e:
        sys.exit(f'build failed: {e}')
    ns = sum(len(r['spans']) for r in recs)
    nd = sum(len(r['decoys']) for r in recs)
    print(f'wrote corpus.jsonl: {len(recs)} texts, {ns} spans, {nd} decoys')
