#!/usr/bin/env python3
"""Strip the ⟦TYPE|value⟧ / ⟪kind|value⟫ markup from texts_*.py and write
corpus.jsonl.  A value written exactly `$name` is replaced from values.VALUES."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import VALUES  # noqa: E402

MARK_RE = re.compile(r'⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟪⟫⟦⟧]+)\|(.*?)⟫', re.S)
NAME_RE = re.compile(r'\$([A-Za-z_][A-Za-z0-9_]*)')
BRACKETS = '⟦⟧⟪⟫'


class MarkupError(Exception):
    pass


def resolve(v, where):
    m = NAME_RE.fullmatch(v)
    if m:
        if m.group(1) not in VALUES:
            raise MarkupError('%s: unknown value $%s' % (where, m.group(1)))
        return VALUES[m.group(1)]
    return v


def strip(marked, where):
    out, spans, decoys = [], [], []
    pos = n = 0
    for m in MARK_RE.finditer(marked):
        chunk = marked[pos:m.start()]
        if any(c in chunk for c in BRACKETS):
            raise MarkupError('%s: stray bracket near %r' % (where, chunk[-60:]))
        out.append(chunk)
        n += len(chunk)
        if m.group(1) is not None:
            val = resolve(m.group(2), where)
            spans.append({'type': m.group(1), 'start': n, 'end': n + len(val), 'value': val})
        else:
            val = resolve(m.group(4), where)
            decoys.append({'kind': m.group(3).strip(), 'start': n, 'end': n + len(val), 'value': val})
        if any(c in val for c in BRACKETS):
            raise MarkupError('%s: bracket inside value %r' % (where, val[:60]))
        out.append(val)
        n += len(val)
        pos = m.end()
    tail = marked[pos:]
    if any(c in tail for c in BRACKETS):
        raise MarkupError('%s: stray bracket near %r' % (where, tail[:60]))
    out.append(tail)
    return ''.join(out), spans, decoys


def load(modname):
    mod = __import__(modname)
    return mod.TEXTS


def build():
    rows = []
    for lang, mod in (('en', 'texts_en'), ('zh', 'texts_zh'), ('mixed', 'texts_mixed')):
        if not os.path.exists(os.path.join(HERE, mod + '.py')):
            continue
        for i, item in enumerate(load(mod), 1):
            if not (isinstance(item, tuple) and len(item) == 2):
                raise MarkupError('%s[%d]: not a (kind, text) tuple' % (mod, i))
            kind, marked = item
            rid = 'c53-%s-%03d' % (lang, i)
            text, spans, decoys = strip(marked, rid)
            rows.append({'id': rid, 'lang': lang, 'kind': kind, 'text': text,
                         'spans': spans, 'decoys': decoys})
    return rows


def main():
    try:
        rows = build()
    except MarkupError as e:
        print('build error:', e)
        return 1
    path = os.path.join(HERE, 'corpus.jsonl')
    with open(path, 'w', encoding='utf-8') as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    ns = sum(len(r['spans']) for r in rows)
    nd = sum(len(r['decoys']) for r in rows)
    print('wrote %s: %d texts, %d spans, %d decoys' % (os.path.basename(path), len(rows), ns, nd))
    return 0


if __name__ == '__main__':
    sys.exit(main())
