"""Build corpus.jsonl from the hand-written marked texts.

Markup inside the texts:
    ⟦TYPE|value⟧   a span the detector should find
    ⟪kind|value⟫   a decoy: looks sensitive, is not, must not be flagged
A value of the form `$name` is replaced by values.VALUES[name].
"""
import json
import os
import re
import sys

from values import VALUES
import texts_en
import texts_zh
import texts_mixed

HERE = os.path.dirname(os.path.abspath(__file__))
TOKEN = re.compile(r'⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z][a-z0-9_]*)\|(.*?)⟫', re.S)
REF = re.compile(r'\$([a-z][a-z0-9_]*)')
MARK_CHARS = '⟦⟧⟪⟫'


def resolve(v, where):
    m = REF.fullmatch(v)
    if m:
        if m.group(1) not in VALUES:
            raise SystemExit(f'{where}: unknown value ${m.group(1)}')
        return VALUES[m.group(1)]
    return v


BAD_PAIR = re.compile(r'⟦[^⟦⟧⟪⟫]*⟫|⟪[^⟦⟧⟪⟫]*⟧')


def parse(marked, where):
    marked = marked.strip()
    bad = BAD_PAIR.search(marked)
    if bad:
        raise SystemExit(f'{where}: mismatched brackets in {bad.group()!r}')
    out, spans, decoys = [], [], []
    pos = 0
    length = 0
    for m in TOKEN.finditer(marked):
        plain = marked[pos:m.start()]
        out.append(plain)
        length += len(plain)
        if m.group(1):
            value = resolve(m.group(2), where)
            spans.append({'type': m.group(1), 'start': length, 'end': length + len(value), 'value': value})
        else:
            value = resolve(m.group(4), where)
            decoys.append({'kind': m.group(3), 'start': length, 'end': length + len(value), 'value': value})
        out.append(value)
        length += len(value)
        pos = m.end()
    out.append(marked[pos:])
    text = ''.join(out)
    for ch in MARK_CHARS:
        if ch in text:
            i = text.index(ch)
            raise SystemExit(f'{where}: stray markup {ch!r} near {text[max(0, i - 40):i + 40]!r}')
    for s in spans + decoys:
        assert text[s['start']:s['end']] == s['value'], (where, s)
    return text, spans, decoys


def build():
    records = []
    for lang, mod in (('en', texts_en), ('zh', texts_zh), ('mixed', texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            rid = f'c39-{lang}-{i:03d}'
            text, spans, decoys = parse(marked, rid)
            records.append({'id': rid, 'lang': lang, 'kind': kind, 'text': text,
                            'spans': spans, 'decoys': decoys})
    path = os.path.join(HERE, 'corpus.jsonl')
    with open(path, 'w', encoding='utf-8') as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    n_spans = sum(len(r['spans']) for r in records)
    n_decoys = sum(len(r['decoys']) for r in records)
    print(f'wrote {path}: {len(records)} texts, {n_spans} spans, {n_decoys} decoys')
    return records


if __name__ == '__main__':
    build()
    sys.exit(0)
