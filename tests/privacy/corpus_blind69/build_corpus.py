#!/usr/bin/env python3
"""Strip the markup from texts_*.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  a labelled span
         ⟪kind|value⟫  a decoy (look-alike that must not be labelled)
A value written exactly $name is replaced by VALUES[name] from values.py.
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

LANGS = [('en', texts_en), ('zh', texts_zh), ('mixed', texts_mixed)]
OPEN = {'⟦': ('span', '⟧'), '⟪': ('decoy', '⟫')}
CLOSE = {'⟧', '⟫'}
REF = re.compile(r'\$[A-Za-z_]\w*')


class MarkupError(Exception):
    pass


def parse(marked):
    out, spans, decoys = [], [], []
    pos, i = 0, 0
    while i < len(marked):
        ch = marked[i]
        if ch in OPEN:
            what, close = OPEN[ch]
            j = marked.find(close, i + 1)
            if j < 0:
                raise MarkupError(f'unclosed {ch} at {i}: {marked[i:i + 40]!r}')
            inner = marked[i + 1:j]
            if any(c in inner for c in '⟦⟪⟧⟫'):
                raise MarkupError(f'nested markup at {i}: {inner[:40]!r}')
            label, sep, value = inner.partition('|')
            if not sep or not label or not value:
                raise MarkupError(f'bad markup at {i}: {inner[:40]!r}')
            if REF.fullmatch(value):
                if value[1:] not in VALUES:
                    raise MarkupError(f'unknown value {value}')
                value = VALUES[value[1:]]
            item = {'start': pos, 'end': pos + len(value), 'value': value}
            if what == 'span':
                spans.append({'type': label, **item})
            else:
                decoys.append({'kind': label, **item})
            out.append(value)
            pos += len(value)
            i = j + 1
        elif ch in CLOSE:
            raise MarkupError(f'stray {ch} at {i}: {marked[max(0, i - 30):i + 1]!r}')
        else:
            out.append(ch)
            pos += 1
            i += 1
    text = ''.join(out)
    for m in REF.finditer(text):
        if m.group(0)[1:] in VALUES:
            raise MarkupError(f'unmarked value reference {m.group(0)}')
    return text, spans, decoys


def build():
    records = []
    for lang, mod in LANGS:
        for n, item in enumerate(mod.TEXTS, 1):
            if not (isinstance(item, tuple) and len(item) == 2):
                raise MarkupError(f'{lang} #{n}: not a (kind, text) pair')
            kind, marked = item
            try:
                text, spans, decoys = parse(marked)
            except MarkupError as e:
                raise MarkupError(f'{lang} #{n} ({kind}): {e}') from None
            records.append({'id': f'c69-{lang}-{n:03d}', 'lang': lang, 'kind': kind,
                            'text': text, 'spans': spans, 'decoys': decoys})
    return records


def main():
    try:
        records = build()
    except MarkupError as e:
        print('ERROR', e)
        raise SystemExit(1)
    with open(os.path.join(HERE, 'corpus.jsonl'), 'w', encoding='utf-8') as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    ns = sum(len(r['spans']) for r in records)
    nd = sum(len(r['decoys']) for r in records)
    by = {}
    for r in records:
        by[r['lang']] = by.get(r['lang'], 0) + 1
    print(f'wrote corpus.jsonl: {len(records)} texts {by}, {ns} spans, {nd} decoys')


if __name__ == '__main__':
    main()
