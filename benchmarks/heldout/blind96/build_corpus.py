#!/usr/bin/env python3
"""Strip the markup of texts_en.py / texts_zh.py / texts_mixed.py and write corpus.jsonl.

Markup:  ⟦TYPE|value⟧  -> a labelled span
         ⟪kind|value⟫  -> a decoy (look-alike that must NOT be detected)
A value written exactly ``$name`` is replaced by values.VALUES[name].
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import VALUES  # noqa: E402

LANG_FILES = [('en', 'texts_en'), ('zh', 'texts_zh'), ('mixed', 'texts_mixed')]
TYPES = {'PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL',
         'PASSWORD', 'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT',
         'NATIONAL_ID', 'AMOUNT'}

MARK = re.compile(r'⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟪⟫⟦⟧]+)\|(.*?)⟫', re.S)
VAR = re.compile(r'\$([a-z][a-z0-9_]*)')


class MarkupError(Exception):
    pass


def resolve(v, where):
    m = re.fullmatch(r'\$([a-z][a-z0-9_]*)', v)
    if m:
        if m.group(1) not in VALUES:
            raise MarkupError('%s: unknown value $%s' % (where, m.group(1)))
        return VALUES[m.group(1)]
    return v


def strip(marked, where):
    out, spans, decoys = [], [], []
    pos = 0
    length = 0

    def plain(chunk):
        for ch in '⟦⟧⟪⟫':
            if ch in chunk:
                raise MarkupError('%s: stray %s near %r' % (where, ch, chunk[:60]))
        for vm in VAR.finditer(chunk):
            if vm.group(1) in VALUES:
                raise MarkupError('%s: unmarked $%s' % (where, vm.group(1)))
        return chunk

    for m in MARK.finditer(marked):
        chunk = plain(marked[pos:m.start()])
        out.append(chunk)
        length += len(chunk)
        if m.group(1) is not None:
            typ, val = m.group(1), resolve(m.group(2), where)
            if typ not in TYPES:
                raise MarkupError('%s: unknown type %s' % (where, typ))
            if not val:
                raise MarkupError('%s: empty %s span' % (where, typ))
            spans.append({'type': typ, 'start': length, 'end': length + len(val), 'value': val})
        else:
            kind, val = m.group(3).strip(), resolve(m.group(4), where)
            if not val:
                raise MarkupError('%s: empty decoy' % where)
            decoys.append({'kind': kind, 'start': length, 'end': length + len(val), 'value': val})
        out.append(val)
        length += len(val)
        pos = m.end()
    chunk = plain(marked[pos:])
    out.append(chunk)
    text = ''.join(out)
    for s in spans + decoys:
        assert text[s['start']:s['end']] == s['value']
    return text, spans, decoys


def build():
    records = []
    for lang, mod_name in LANG_FILES:
        mod = __import__(mod_name)
        for i, item in enumerate(mod.TEXTS, 1):
            if not (isinstance(item, tuple) and len(item) == 2):
                raise MarkupError('%s #%d: entry must be (kind, marked_text)' % (mod_name, i))
            kind, marked = item
            rid = 'c96-%s-%03d' % (lang, i)
            text, spans, decoys = strip(marked, rid)
            records.append({'id': rid, 'lang': lang, 'kind': kind, 'text': text,
                            'spans': spans, 'decoys': decoys})
    return records


def main():
    records = build()
    path = os.path.join(HERE, 'corpus.jsonl')
    with open(path, 'w', encoding='utf-8') as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    n_sp = sum(len(r['spans']) for r in records)
    n_dc = sum(len(r['decoys']) for r in records)
    print('wrote %s: %d texts, %d spans, %d decoys' % (os.path.basename(path), len(records), n_sp, n_dc))


if __name__ == '__main__':
    main()
