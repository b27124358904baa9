"""Strip markup from texts_*.py, resolve $names from values.VALUES, write corpus.jsonl."""
import json, re, sys
import values, texts_en, texts_zh, texts_mixed

TOKEN = re.compile(r'⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z_]+)\|(.*?)⟫', re.S)

def resolve(v):
    if re.fullmatch(r'\$[a-z_][a-z0-9_]*', v):
        if v[1:] not in values.VALUES:
            sys.exit(f'unknown value name {v}')
        return values.VALUES[v[1:]]
    return v

def parse(marked):
    marked = marked.strip('\n')
    out, spans, decoys, pos = [], [], [], 0
    length = 0
    for m in TOKEN.finditer(marked):
        plain = marked[pos:m.start()]
        out.append(plain); length += len(plain)
        if m.group(1):
            v = resolve(m.group(2)); spans.append({'type': m.group(1), 'start': length, 'end': length + len(v), 'value': v})
        else:
            v = resolve(m.group(4)); decoys.append({'kind': m.group(3), 'start': length, 'end': length + len(v), 'value': v})
        out.append(v); length += len(v); pos = m.end()
    out.append(marked[pos:])
    text = ''.join(out)
    for ch in '⟦⟧⟪⟫':
        if ch in text: sys.exit(f'stray markup {ch!r} in: {text[:80]}')
    return text, spans, decoys

def build():
    rows = []
    for lang, mod in (('en', texts_en), ('zh', texts_zh), ('mixed', texts_mixed)):
        for i, (kind, marked) in enumerate(mod.TEXTS, 1):
            text, spans, decoys = parse(marked)
            rows.append({'id': f'c27-{lang}-{i:03d}', 'lang': lang, 'kind': kind, 'text': text, 'spans': spans, 'decoys': decoys})
    with open('corpus.jsonl', 'w', encoding='utf-8') as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    return rows

if __name__ == '__main__':
    rows = build()
    print(f'wrote corpus.jsonl: {len(rows)} texts')
