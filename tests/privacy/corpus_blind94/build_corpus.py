#!/usr/bin/env python3
"""Strip the markup of texts_{en,zh,mixed}.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  labelled span      ⟪kind|value⟫  decoy
A value written exactly ``$name`` is replaced by values.VALUES[name].
"""
import importlib
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
LANGS = [('en', 'texts_en'), ('zh', 'texts_zh'), ('mixed', 'texts_mixed')]
MARK = re.compile(r'⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟫⟦⟪⟧]+)\|(.*?)⟫', re.S)
VAR = re.compile(r'\$[A-Za-z_][A-Za-z0-9_]*')


class MarkupError(Exception):
    pass


def resolve(v):
    if VAR.fullmatch(v):
        name = v[1:]
        if name not in values.VALUES:
            raise MarkupError(f'unknown value {v}')
        return values.VALUES[name]
    return v


def render(marked):
    out, spans, decoys = [], [], []
    pos = last = 0
    for m in MARK.finditer(marked):
        chunk = marked[last:m.start()]
        out.append(chunk)
        pos += len(chunk)
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2))
            if typ not in TYPES:
                raise MarkupError(f'unknown type {typ!r}')
            spans.append({'type': typ, 'start': pos, 'end': pos + len(val), 'value': val})
        else:
            kind, val = m.group(3).strip(), resolve(m.group(4))
            decoys.append({'kind': kind, 'start': pos, 'end': pos + len(val), 'value': val})
        if not val:
            raise MarkupError('empty value')
        out.append(val)
        pos += len(val)
        last = m.end()
    out.append(marked[last:])
    text = ''.join(out)
    for ch in '⟦⟧⟪⟫':
        if ch in text:
            raise MarkupError(f'stray markup {ch!r} near {text[max(0, text.index(ch) - 40):text.index(ch) + 20]!r}')
    for s in spans + decoys:
        assert text[s['start']:s['end']] == s['value']
    return text, spans, decoys


def build():
    rows = []
    errors = 0
    for lang, mod in LANGS:
        texts = importlib.import_module(mod).TEXTS
        for i, item in enumerate(texts, 1):
            rid = f'c94-{lang}-{i:03d}'
            if not (isinstance(item, tuple) and len(item) == 2):
                print(f'{rid}: entry is not (kind, text)')
                errors += 1
                continue
            kind, marked = item
            try:
                text, spans, decoys = render(marked)
            except MarkupError as e:
                print(f'{rid}: {e}')
                errors += 1
                continue
            rows.append({'id': rid, 'lang': lang, 'kind': kind, 'text': text,
                         'spans': spans, 'decoys': decoys})
    with open(os.path.join(HERE, 'corpus.jsonl'), 'w', encoding='utf-8') as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    print(f'wrote {len(rows)} texts, {sum(len(r["spans"]) for r in rows)} spans, '
          f'{sum(len(r["decoys"]) for r in rows)} decoys to corpus.jsonl')
    return errors == 0


if __name__ == '__main__':
    sys.exit(0 if build() else 1)
