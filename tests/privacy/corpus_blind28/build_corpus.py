"""Strip markup from texts_*.py, resolve $names, compute offsets, write corpus.jsonl."""
import json, re
import values
import texts_en, texts_zh, texts_mixed

MARK = re.compile(r'⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z_]+)\|(.*?)⟫', re.S)


def resolve(v):
    if v.startswith('$') and re.fullmatch(r'\$[A-Za-z_]\w*', v):
        if v[1:] not in values.VALUES:
            raise KeyError(v)
        return values.VALUES[v[1:]]
    return v


def parse(marked):
    marked = marked.strip('\n')
    out, spans, decoys, pos = [], [], [], 0
    n = 0
    for m in MARK.finditer(marked):
        out.append(marked[pos:m.start()]); n += len(marked[pos:m.start()])
        if m.group(1):
            v = resolve(m.group(2)); spans.append({'type': m.group(1), 'start': n, 'end': n + len(v), 'value': v})
        else:
            v = resolve(m.group(4)); decoys.append({'kind': m.group(3), 'start': n, 'end': n + len(v), 'value': v})
        out.append(v); n += len(v); pos = m.end()
    out.append(marked[pos:])
    text = ''.join(out)
    for ch in '⟦⟧⟪⟫':
        if ch in text:
            raise ValueError('stray markup %r in %r' % (ch, text[:80]))
    return text, spans, decoys


def main():
    values.selftest()
    rows = []
    for lang, mod in (('en', texts_en), ('zh', texts_zh), ('mixed', texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            text, spans, decoys = parse(marked)
            rows.append({'id': 'c28-%s-%03d' % (lang, i), 'lang': lang, 'kind': kind, 'text': text,
                         'spans': spans, 'decoys': decoys})
    with open('corpus.jsonl', 'w', encoding='utf-8') as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    print('wrote %d texts' % len(rows))


if __name__ == '__main__':
    main()
