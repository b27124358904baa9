#!/usr/bin/env python3
"""Strip the ⟦TYPE|value⟧ / ⟪kind|value⟫ markup of texts_*.py and write corpus.jsonl."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import VALUES, selftest  # noqa: E402

MARK = re.compile(r'⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟪⟫⟦⟧]+)\|(.*?)⟫', re.S)
REF = re.compile(r'\$[a-z][a-z0-9_]*')
LANGS = [('en', 'texts_en'), ('zh', 'texts_zh'), ('mixed', 'texts_mixed')]


def resolve(v, where):
    if REF.fullmatch(v):
        name = v[1:]
        if name not in VALUES:
            raise SystemExit('%s: unknown value %s' % (where, v))
        return VALUES[name]
    return v


def parse(marked, where):
    out, spans, decoys = [], [], []
    pos = n = 0
    for m in MARK.finditer(marked):
        chunk = marked[pos:m.start()]
        out.append(chunk)
        n += len(chunk)
        if m.group(1) is not None:
            val = resolve(m.group(2), where)
            spans.append({'type': m.group(1), 'start': n, 'end': n + len(val), 'value': val})
        else:
            val = resolve(m.group(4), where)
            decoys.append({'kind': m.group(3).strip(), 'start': n, 'end': n + len(val), 'value': val})
        out.append(val)
        n += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = ''.join(out)
    for ch in '⟦⟧⟪⟫':
        if ch in text:
            raise SystemExit('%s: stray markup %r near %r' % (where, ch, text[max(0, text.index(ch) - 40):text.index(ch) + 20]))
    return text, spans, decoys


def build():
    if not selftest():
        raise SystemExit('values selftest failed')
    rows = []
    for lang, mod in LANGS:
        texts = __import__(mod).TEXTS
        for i, (kind, marked) in enumerate(texts, 1):
            rid = 'c55-%s-%03d' % (lang, i)
            text, spans, decoys = parse(marked.strip(), rid)
            rows.append({'id': rid, 'lang': lang, 'kind': kind, 'text': text,
                         'spans': spans, 'decoys': decoys})
    with open(os.path.join(HERE, 'corpus.jsonl'), 'w', encoding='utf-8') as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    ns = sum(len(r['spans']) for r in rows)
    nd = sum(len(r['decoys']) for r in rows)
    print('wrote corpus.jsonl: %d texts, %d spans, %d decoys' % (len(rows), ns, nd))


if __name__ == '__main__':
    build()
