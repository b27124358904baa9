#!/usr/bin/env python3
"""Strip the ⟦TYPE|value⟧ / ⟪kind|value⟫ markup from texts_*.py and write corpus.jsonl."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import VALUES  # noqa: E402

MARK = re.compile(r'⟦([A-Z_]+)\|(.*?)⟧|⟪([^|⟪⟫⟦⟧]+)\|(.*?)⟫', re.S)
STRAY = re.compile(r'[⟦⟧⟪⟫]')
TYPES = {'PERSON', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH', 'IP_ADDRESS', 'MEDICAL',
         'PASSWORD', 'APIKEY', 'SECRET', 'CARD', 'CVV', 'IBAN', 'SSN', 'IDCARD', 'PASSPORT',
         'NATIONAL_ID', 'AMOUNT'}


class MarkupError(Exception):
    pass


def resolve(val):
    if re.fullmatch(r'\$[A-Za-z_]\w*', val):
        name = val[1:]
        if name not in VALUES:
            raise MarkupError('unknown value %s' % val)
        return VALUES[name]
    return val


def strip(marked):
    out, spans, decoys = [], [], []
    pos = last = 0
    for m in MARK.finditer(marked):
        chunk = marked[last:m.start()]
        out.append(chunk)
        pos += len(chunk)
        if m.group(1) is not None:
            typ = m.group(1)
            if typ not in TYPES:
                raise MarkupError('unknown type %s' % typ)
            val = resolve(m.group(2))
            spans.append({'type': typ, 'start': pos, 'end': pos + len(val), 'value': val})
        else:
            kind = m.group(3).strip()
            val = resolve(m.group(4))
            decoys.append({'kind': kind, 'start': pos, 'end': pos + len(val), 'value': val})
        if not val:
            raise MarkupError('empty value in %r' % m.group(0))
        out.append(val)
        pos += len(val)
        last = m.end()
    out.append(marked[last:])
    text = ''.join(out)
    if STRAY.search(text):
        i = STRAY.search(text).start()
        raise MarkupError('stray markup near %r' % text[max(0, i - 40):i + 40])
    return text, spans, decoys


def main():
    import texts_en
    import texts_zh
    import texts_mixed
    rows = []
    bad = 0
    for lang, mod in (('en', texts_en), ('zh', texts_zh), ('mixed', texts_mixed)):
        for n, item in enumerate(mod.TEXTS, 1):
            kind, marked = item
            try:
                text, spans, decoys = strip(marked)
            except MarkupError as e:
                print('c57-%s-%03d: %s' % (lang, n, e))
                bad += 1
                continue
            rows.append({'id': 'c57-%s-%03d' % (lang, n), 'lang': lang, 'kind': kind, 'text': text,
                         'spans': spans, 'decoys': decoys})
    with open(os.path.join(HERE, 'corpus.jsonl'), 'w', encoding='utf-8') as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    print('wrote %d texts, %d spans, %d decoys to corpus.jsonl' % (
        len(rows), sum(len(r['spans']) for r in rows), sum(len(r['decoys']) for r in rows)))
    return bad == 0


if __name__ == '__main__':
    sys.exit(0 if main() else 1)
