#!/usr/bin/env python3
"""Strip the markup of texts_{en,zh,mixed}.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  a labelled span      ⟪kind|value⟫  a decoy
A value written exactly `$name` is replaced by values.VALUES[name].
"""
import json
import os
import re
import sys

from values import VALUES

HERE = os.path.dirname(os.path.abspath(__file__))
MARK = re.compile(r'⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟦⟧⟪⟫]+)\|(.*?)⟫', re.S)
REF = re.compile(r'\$([A-Za-z][A-Za-z0-9_]*)')


def resolve(v, where):
    m = REF.fullmatch(v)
    if m:
        if m.group(1) not in VALUES:
            raise SystemExit('%s: unknown value $%s' % (where, m.group(1)))
        return VALUES[m.group(1)]
    return v


def strip(marked, where):
    out, spans, decoys = [], [], []
    pos = n = 0
    for m in MARK.finditer(marked):
        chunk = marked[pos:m.start()]
        out.append(chunk)
        n += len(chunk)
        if m.group(1) is not None:
            v = resolve(m.group(2), where)
            spans.append({'type': m.group(1), 'start': n, 'end': n + len(v), 'value': v})
        else:
            v = resolve(m.group(4), where)
            decoys.append({'kind': m.group(3).strip(), 'start': n, 'end': n + len(v), 'value': v})
        out.append(v)
        n += len(v)
        pos = m.end()
    out.append(marked[pos:])
    text = ''.join(out)
    for ch in '⟦⟧⟪⟫':
        if ch in text:
            raise SystemExit('%s: stray markup %r near %r' % (where, ch, text[max(0, text.index(ch) - 40):text.index(ch) + 40]))
    for s in spans:
        assert text[s['start']:s['end']] == s['value']
    for d in decoys:
        assert text[d['start']:d['end']] == d['value']
    return text, spans, decoys


def main():
    sys.path.insert(0, HERE)
    import texts_en
    import texts_zh
    import texts_mixed
    rows = []
    for lang, mod in (('en', texts_en), ('zh', texts_zh), ('mixed', texts_mixed)):
        for i, item in enumerate(mod.TEXTS, 1):
            kind, marked = item
            rid = 'c65-%s-%03d' % (lang, i)
            text, spans, decoys = strip(marked, rid)
            rows.append({'id': rid, 'lang': lang, 'kind': kind, 'text': text, 'spans': spans, 'decoys': decoys})
    with open(os.path.join(HERE, 'corpus.jsonl'), 'w', encoding='utf-8') as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    print('wrote %d texts, %d spans, %d decoys to corpus.jsonl'
          % (len(rows), sum(len(r['spans']) for r in rows), sum(len(r['decoys']) for r in rows)))


if __name__ == '__main__':
    main()
