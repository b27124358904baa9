#!/usr/bin/env python3
"""Strip the markup of texts_en.py / texts_zh.py / texts_mixed.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  a labelled span,  ⟪kind|value⟫  a decoy.
A value written exactly ``$name`` is replaced by VALUES[name] from values.py.
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

TYPES = {'PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL',
         'PASSWORD', 'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT',
         'NATIONAL_ID', 'AMOUNT'}

MARK = re.compile(r'⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟪⟫⟦⟧]+)\|(.*?)⟫', re.S)
VAR = re.compile(r'\$([A-Za-z_][A-Za-z0-9_]*)')


def resolve(value, where):
    m = VAR.fullmatch(value)
    if m:
        if m.group(1) not in VALUES:
            raise SystemExit(f'{where}: unknown value ${m.group(1)}')
        return VALUES[m.group(1)]
    return value


def strip(marked, where):
    out, spans, decoys = [], [], []
    pos = 0
    cur = 0
    for m in MARK.finditer(marked):
        plain = marked[pos:m.start()]
        out.append(plain)
        cur += len(plain)
        if m.group(1) is not None:
            typ = m.group(1)
            if typ not in TYPES:
                raise SystemExit(f'{where}: unknown type {typ}')
            value = resolve(m.group(2), where)
            spans.append({'type': typ, 'start': cur, 'end': cur + len(value), 'value': value})
        else:
            kind = m.group(3).strip()
            value = resolve(m.group(4), where)
            decoys.append({'kind': kind, 'start': cur, 'end': cur + len(value), 'value': value})
        out.append(value)
        cur += len(value)
        pos = m.end()
    out.append(marked[pos:])
    text = ''.join(out)
    for ch in '⟦⟧⟪⟫':
        if ch in text:
            i = text.index(ch)
            raise SystemExit(f'{where}: stray markup {ch!r} near {text[max(0, i - 40):i + 40]!r}')
    return text, spans, decoys


def main():
    records = []
    for lang, mod in (('en', texts_en), ('zh', texts_zh), ('mixed', texts_mixed)):
        for n, item in enumerate(mod.TEXTS, 1):
            kind, marked = item
            rid = f'c91-{lang}-{n:03d}'
            text, spans, decoys = strip(marked, rid)
            records.append({'id': rid, 'lang': lang, 'kind': kind, 'text': text,
                            'spans': spans, 'decoys': decoys})
    path = os.path.join(HERE, 'corpus.jsonl')
    with open(path, 'w', encoding='utf-8') as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    ns = sum(len(r['spans']) for r in records)
    nd = sum(len(r['decoys']) for r in records)
    print(f'wrote {path}: {len(records)} texts, {ns} spans, {nd} decoys')


if __name__ == '__main__':
    main()
