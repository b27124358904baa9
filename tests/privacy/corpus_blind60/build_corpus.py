#!/usr/bin/env python3
"""Strip the ⟦TYPE|value⟧ / ⟪kind|value⟫ markup of the hand-written texts and write corpus.jsonl."""
import importlib
import json
import os
import re
import sys

from values import VALUES

HERE = os.path.dirname(os.path.abspath(__file__))
MARK = re.compile(r'⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟪⟫⟦⟧]+)\|(.*?)⟫', re.S)
VAR = re.compile(r'\$([A-Za-z][A-Za-z0-9_]*)')
LANGS = [('en', 'texts_en'), ('zh', 'texts_zh'), ('mixed', 'texts_mixed')]


class MarkupError(Exception):
    pass


def resolve(val):
    m = VAR.fullmatch(val)
    if m:
        if m.group(1) not in VALUES:
            raise MarkupError('unknown value $%s' % m.group(1))
        return VALUES[m.group(1)]
    return val


def strip(marked):
    out, spans, decoys = [], [], []
    pos = n = 0
    for m in MARK.finditer(marked):
        plain = marked[pos:m.start()]
        out.append(plain)
        n += len(plain)
        if m.group(1) is not None:
            label, val, dest, key = m.group(1), resolve(m.group(2)), spans, 'type'
        else:
            label, val, dest, key = m.group(3).strip(), resolve(m.group(4)), decoys, 'kind'
        if not val:
            raise MarkupError('empty value for %s' % label)
        dest.append({key: label, 'start': n, 'end': n + len(val), 'value': val})
        out.append(val)
        n += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = ''.join(out)
    for ch in '⟦⟧⟪⟫':
        if ch in text:
            raise MarkupError('stray markup %r near %r' % (ch, text[max(0, text.index(ch) - 40):text.index(ch) + 40]))
    for m in VAR.finditer(text):
        if m.group(1) in VALUES:
            raise MarkupError('unreplaced $%s outside markup' % m.group(1))
    return text, spans, decoys


def build(path=os.path.join(HERE, 'corpus.jsonl')):
    sys.path.insert(0, HERE)
    records = []
    for lang, modname in LANGS:
        try:
            mod = importlib.import_module(modname)
        except ModuleNotFoundError:
            print('note: %s.py missing, skipped' % modname)
            continue
        for i, item in enumerate(mod.TEXTS, 1):
            kind, marked = item
            try:
                text, spans, decoys = strip(marked)
            except MarkupError as e:
                raise SystemExit('%s text %d (%s): %s' % (modname, i, kind, e))
            records.append({'id': 'c60-%s-%03d' % (lang, i), 'lang': lang, 'kind': kind, 'text': text,
                            'spans': spans, 'decoys': decoys})
    with open(path, 'w', encoding='utf-8') as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    print('wrote %s: %d texts, %d spans, %d decoys' % (
        os.path.basename(path), len(records), sum(len(r['spans']) for r in records),
        sum(len(r['decoys']) for r in records)))
    return records


if __name__ == '__main__':
    build()
