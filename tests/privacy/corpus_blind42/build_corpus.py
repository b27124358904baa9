#!/usr/bin/env python3
"""Strip the markup of texts_en.py / texts_zh.py / texts_mixed.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  -> a labelled span
         ⟪kind|value⟫  -> a decoy (look-alike that must stay unlabelled)
A value written exactly `$name` is replaced by VALUES[name] from values.py.
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

TYPES = {'PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL', 'PASSWORD',
         'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT', 'NATIONAL_ID', 'AMOUNT'}
MARK = re.compile(r'⟦([^|⟦⟧⟪⟫]+)\|([^⟦⟧⟪⟫]*)⟧|⟪([^|⟦⟧⟪⟫]+)\|([^⟦⟧⟪⟫]*)⟫')
VAR = re.compile(r'\$[A-Za-z_][A-Za-z0-9_]*')


class MarkupError(Exception):
    pass


def resolve(val, where):
    if VAR.fullmatch(val):
        if val[1:] not in VALUES:
            raise MarkupError('%s: unknown value %s' % (where, val))
        return VALUES[val[1:]]
    return val


def strip(marked, where):
    out, spans, decoys = [], [], []
    pos = 0
    last = 0
    for m in MARK.finditer(marked):
        chunk = marked[last:m.start()]
        out.append(chunk)
        pos += len(chunk)
        if m.group(1) is not None:
            typ = m.group(1)
            if typ not in TYPES:
                raise MarkupError('%s: unknown type %r' % (where, typ))
            val = resolve(m.group(2), where)
            if not val:
                raise MarkupError('%s: empty span' % where)
            spans.append({'type': typ, 'start': pos, 'end': pos + len(val), 'value': val})
        else:
            kind = m.group(3).strip()
            val = resolve(m.group(4), where)
            if not val or not kind:
                raise MarkupError('%s: empty decoy' % where)
            decoys.append({'kind': kind, 'start': pos, 'end': pos + len(val), 'value': val})
        out.append(val)
        pos += len(val)
        last = m.end()
    out.append(marked[last:])
    text = ''.join(out)
    for ch in '⟦⟧⟪⟫':
        if ch in text:
            raise MarkupError('%s: stray markup character %r near %r' % (
                where, ch, text[max(0, text.index(ch) - 40):text.index(ch) + 40]))
    for s in spans:
        assert text[s['start']:s['end']] == s['value']
    for d in decoys:
        assert text[d['start']:d['end']] == d['value']
    return text, spans, decoys


def build():
    records = []
    for lang, mod in (('en', texts_en), ('zh', texts_zh), ('mixed', texts_mixed)):
        for i, item in enumerate(mod.TEXTS, 1):
            if not (isinstance(item, tuple) and len(item) == 2):
                raise MarkupError('%s #%d: entry is not a (kind, text) pair' % (lang, i))
            kind, marked = item
            rid = 'c42-%s-%03d' % (lang, i)
            text, spans, decoys = strip(marked, rid)
            records.append({'id': rid, 'lang': lang, 'kind': kind, 'text': text,
                            'spans': spans, 'decoys': decoys})
    return records


def main():
    try:
        records = build()
    except MarkupError as e:
        print('ERROR', e)
        return 1
    path = os.path.join(HERE, 'corpus.jsonl')
    with open(path, 'w', encoding='utf-8') as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    print('wrote %d texts, %d spans, %d decoys to corpus.jsonl' % (
        len(records), sum(len(r['spans']) for r in records), sum(len(r['decoys']) for r in records)))
    return 0


if __name__ == '__main__':
    sys.exit(main())
