#!/usr/bin/env python3
"""Strip the ⟦TYPE|value⟧ / ⟪kind|value⟫ markup of texts_*.py and write corpus.jsonl."""
import collections
import importlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from values import VALUES  # noqa: E402

TYPES = ('PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL', 'PASSWORD',
         'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT', 'NATIONAL_ID', 'AMOUNT')
LANGS = ('en', 'zh', 'mixed')
TOK = re.compile(r'⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z0-9_]+)\|(.*?)⟫', re.S)
NAME = re.compile(r'\$[A-Za-z_][A-Za-z0-9_]*')


class MarkupError(Exception):
    pass


def resolve(v):
    if NAME.fullmatch(v):
        if v[1:] not in VALUES:
            raise MarkupError('unknown value name %s' % v)
        return VALUES[v[1:]]
    return v


def strip(marked):
    out, spans, decoys = [], [], []
    pos = cur = 0
    for m in TOK.finditer(marked):
        chunk = marked[pos:m.start()]
        out.append(chunk)
        cur += len(chunk)
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2))
            if typ not in TYPES:
                raise MarkupError('unknown type %s' % typ)
            spans.append({'type': typ, 'start': cur, 'end': cur + len(val), 'value': val})
        else:
            kind, val = m.group(3), resolve(m.group(4))
            decoys.append({'kind': kind, 'start': cur, 'end': cur + len(val), 'value': val})
        if not val:
            raise MarkupError('empty value')
        out.append(val)
        cur += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = ''.join(out)
    for ch in '⟦⟧⟪⟫':
        if ch in text:
            raise MarkupError('stray markup %r near %r' % (ch, text[max(0, text.index(ch) - 40):text.index(ch) + 40]))
    return text, spans, decoys


def build():
    records = []
    for lang in LANGS:
        mod = importlib.import_module('texts_' + lang)
        for i, item in enumerate(mod.TEXTS, 1):
            kind, marked = item
            rid = 'c58-%s-%03d' % (lang, i)
            try:
                text, spans, decoys = strip(marked)
            except MarkupError as e:
                raise SystemExit('%s: %s' % (rid, e))
            records.append({'id': rid, 'lang': lang, 'kind': kind, 'text': text,
                            'spans': spans, 'decoys': decoys})
    return records


def main():
    records = build()
    with open(os.path.join(HERE, 'corpus.jsonl'), 'w', encoding='utf-8') as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    by_lang = collections.Counter(r['lang'] for r in records)
    ns = sum(len(r['spans']) for r in records)
    nd = sum(len(r['decoys']) for r in records)
    print('wrote corpus.jsonl: %d texts (%s), %d spans, %d decoys' % (
        len(records), ', '.join('%s %d' % (k, by_lang[k]) for k in LANGS), ns, nd))
    if '--stats' in sys.argv:
        for lang in LANGS:
            rs = [r for r in records if r['lang'] == lang]
            if rs:
                print('  %-5s texts %3d spans %4d (%.2f/text) decoys %4d (%.2f/text)' % (
                    lang, len(rs), sum(len(r['spans']) for r in rs), sum(len(r['spans']) for r in rs) / len(rs),
                    sum(len(r['decoys']) for r in rs), sum(len(r['decoys']) for r in rs) / len(rs)))
        c = collections.Counter(s['type'] for r in records for s in r['spans'])
        print('  ' + ' '.join('%s=%d' % (t, c[t]) for t in TYPES))


if __name__ == '__main__':
    main()
