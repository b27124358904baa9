#!/usr/bin/env python3
"""Strip the markup from texts_*.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  labelled span      ⟪kind|value⟫  decoy
A value written exactly `$name` is replaced by VALUES[name] (values.py).
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import VALUES, selftest  # noqa: E402
import texts_en  # noqa: E402
import texts_zh  # noqa: E402
import texts_mixed  # noqa: E402

TYPES = {'PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL',
         'PASSWORD', 'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT',
         'NATIONAL_ID', 'AMOUNT'}

MARK = re.compile(r'⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z0-9_]+)\|(.*?)⟫', re.S)
REF = re.compile(r'\$[A-Za-z_][A-Za-z0-9_]*')


class MarkupError(Exception):
    pass


def resolve(val, where):
    if REF.fullmatch(val):
        if val[1:] not in VALUES:
            raise MarkupError('%s: unknown value %s' % (where, val))
        return VALUES[val[1:]]
    return val


def parse(marked, where):
    out, spans, decoys = [], [], []
    pos = n = 0
    for m in MARK.finditer(marked):
        chunk = marked[pos:m.start()]
        out.append(chunk)
        n += len(chunk)
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2), where)
            if typ not in TYPES:
                raise MarkupError('%s: unknown type %s' % (where, typ))
            spans.append({'type': typ, 'start': n, 'end': n + len(val), 'value': val})
        else:
            kind, val = m.group(3), resolve(m.group(4), where)
            decoys.append({'kind': kind, 'start': n, 'end': n + len(val), 'value': val})
        if not val:
            raise MarkupError('%s: empty value' % where)
        out.append(val)
        n += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = ''.join(out)
    for ch in '⟦⟧⟪⟫':
        if ch in text:
            raise MarkupError('%s: stray markup %r near %r' % (where, ch, text[max(0, text.index(ch) - 40):text.index(ch) + 40]))
    return text, spans, decoys


def build():
    if not selftest():
        raise SystemExit('values.py selftest failed')
    rows = []
    for lang, mod in (('en', texts_en), ('zh', texts_zh), ('mixed', texts_mixed)):
        for i, item in enumerate(mod.TEXTS, 1):
            if not (isinstance(item, tuple) and len(item) == 2):
                raise MarkupError('%s #%d: not a (kind, text) pair' % (lang, i))
            kind, marked = item
            rid = 'c61-%s-%03d' % (lang, i)
            text, spans, decoys = parse(marked, rid)
            rows.append({'id': rid, 'lang': lang, 'kind': kind, 'text': text,
                         'spans': spans, 'decoys': decoys})
    return rows


def main():
    rows = build()
    path = os.path.join(HERE, 'corpus.jsonl')
    with open(path, 'w', encoding='utf-8') as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    ns = sum(len(r['spans']) for r in rows)
    nd = sum(len(r['decoys']) for r in rows)
    print('wrote %s: %d texts, %d spans, %d decoys' % (os.path.basename(path), len(rows), ns, nd))


if __name__ == '__main__':
    main()
