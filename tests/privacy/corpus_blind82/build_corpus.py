#!/usr/bin/env python3
"""Strip the markup of texts_en.py / texts_zh.py / texts_mixed.py and write
corpus.jsonl.

Markup:  ⟦TYPE|value⟧  a labelled span      ⟪kind|value⟫  a decoy
A value written exactly as $name is replaced by values.VALUES[name]
(a '$' followed by a digit, as in $380, is literal text).
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

TOKEN = re.compile(r'⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟪⟫⟦⟧]+)\|(.*?)⟫', re.S)
MARKS = '⟦⟧⟪⟫'


def resolve(v, where):
    # only $name (a letter after the $) is a reference; '$380' is a literal amount
    if re.fullmatch(r'\$[A-Za-z_]\w*', v):
        name = v[1:]
        if name not in VALUES:
            raise SystemExit('%s: unknown value %s' % (where, v))
        return VALUES[name]
    return v


def strip(marked, where):
    out, spans, decoys = [], [], []
    pos = 0
    length = 0
    for m in TOKEN.finditer(marked):
        chunk = marked[pos:m.start()]
        out.append(chunk)
        length += len(chunk)
        if m.group(1) is not None:
            val = resolve(m.group(2), where)
            spans.append({'type': m.group(1), 'start': length, 'end': length + len(val), 'value': val})
        else:
            val = resolve(m.group(4), where)
            decoys.append({'kind': m.group(3).strip(), 'start': length, 'end': length + len(val), 'value': val})
        out.append(val)
        length += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = ''.join(out)
    for ch in MARKS:
        if ch in text:
            raise SystemExit('%s: stray markup character %r left in text' % (where, ch))
    for item in spans + decoys:
        assert text[item['start']:item['end']] == item['value'], (where, item)
    return text, spans, decoys


def build():
    rows = []
    for lang, mod in (('en', texts_en), ('zh', texts_zh), ('mixed', texts_mixed)):
        for i, entry in enumerate(mod.TEXTS, 1):
            if not (isinstance(entry, tuple) and len(entry) == 2):
                raise SystemExit('%s #%d: entry must be (kind, marked_text)' % (lang, i))
            kind, marked = entry
            cid = 'c82-%s-%03d' % (lang, i)
            text, spans, decoys = strip(marked, cid)
            rows.append({'id': cid, 'lang': lang, 'kind': kind, 'text': text,
                         'spans': spans, 'decoys': decoys})
    return rows


def main():
    rows = build()
    path = os.path.join(HERE, 'corpus.jsonl')
    with open(path, 'w', encoding='utf-8') as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    n_sp = sum(len(r['spans']) for r in rows)
    n_dc = sum(len(r['decoys']) for r in rows)
    print('wrote %s: %d texts, %d spans, %d decoys' % (os.path.basename(path), len(rows), n_sp, n_dc))


if __name__ == '__main__':
    main()
