"""Build corpus.jsonl from the hand-written texts.

Markup in texts_*.py: ⟦TYPE|value⟧ is a sensitive span, ⟪kind|value⟫ a decoy; a value `$name` is taken from
values.V (identifiers with check digits, vendor keys). Offsets are computed here, never written by hand.
Usage: python tests/privacy/corpus_blind6/build_corpus.py
"""
import json
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import texts_en  # noqa: E402
import texts_mixed  # noqa: E402
import texts_zh  # noqa: E402
from values import V  # noqa: E402

MARK = re.compile(r"⟦([A-Z_]+)\|(.*?)⟧|⟪([a-z_]+)\|(.*?)⟫", re.S)


def render(marked):
    out, spans, decoys, pos = [], [], [], 0
    for m in MARK.finditer(marked):
        out.append(marked[pos:m.start()])
        label, raw = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        if re.fullmatch(r"\$[a-z][a-z0-9_]*", raw) and raw[1:] not in V:
            raise SystemExit(f"unknown value name {raw} in: {marked[:60]!r}")
        value = V[raw[1:]] if raw[1:] in V and raw.startswith("$") else raw
        start = sum(map(len, out))
        out.append(value)
        item = {"start": start, "end": start + len(value), "value": value}
        if m.group(1):
            spans.append(_without_title({"type": label, **item}))
        else:
            decoys.append({"kind": label, **item})
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    if "⟦" in text or "⟪" in text or "⟧" in text or "⟫" in text:
        raise SystemExit(f"unbalanced markup in: {marked[:60]!r}")
    return text, spans, decoys


# English honorifics are not part of a PERSON span (the convention of the earlier corpora; applied by the lead
# before any measurement, mechanically: 14 spans). Chinese surname+title forms (王医生, 蔡总) stay whole.
TITLE = re.compile(r"(?i)(?:dr|mr|mrs|ms|miss|prof)\.?\s+")


def _without_title(span):
    m = TITLE.match(span["value"]) if span["type"] == "PERSON" else None
    if not m:
        return span
    return {**span, "start": span["start"] + m.end(), "value": span["value"][m.end():]}


def records():
    for lang, tag, module in (("en", "en", texts_en), ("zh", "zh", texts_zh), ("mixed", "mixed", texts_mixed)):
        for n, (kind, marked) in enumerate(module.TEXTS, 1):
            text, spans, decoys = render(marked)
            yield {"id": f"c6-{tag}-{n:03d}", "lang": lang, "kind": kind, "text": text, "spans": spans,
                   "decoys": decoys}


def main():
    rows = list(records())
    with open(HERE / "corpus.jsonl", "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} texts to {HERE / 'corpus.jsonl'}")


if __name__ == "__main__":
    main()
