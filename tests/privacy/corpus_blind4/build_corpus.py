"""Builds corpus.jsonl from the hand-written texts in part_*.py.

Each entry is (lang, kind, text, spans, decoys) with spans = [(TYPE, value), ...] and
decoys = [(kind, value), ...]. Offsets are found with str.find: each value takes its first
occurrence that does not overlap a span already placed (spans first, then decoys), so a value
that occurs twice is listed twice.
"""
import json, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import part_a, part_b, part_c, part_d, part_e, part_f, part_g  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def place(text, value, taken):
    pos = 0
    while True:
        i = text.find(value, pos)
        if i < 0:
            raise ValueError(f"{value!r} not found (free) in {text[:60]!r}")
        j = i + len(value)
        if all(j <= a or i >= b for a, b in taken):
            return i, j
        pos = i + 1


def main():
    out, counters = [], {}
    for part in (part_a, part_b, part_c, part_d, part_e, part_f, part_g):
        for lang, kind, text, spans, decoys in part.ENTRIES:
            counters[lang] = counters.get(lang, 0) + 1
            taken, sp, dc = [], [], []
            for typ, val in spans:
                i, j = place(text, val, taken)
                taken.append((i, j))
                sp.append({"type": typ, "start": i, "end": j, "value": val})
            for dk, val in decoys:
                i, j = place(text, val, taken)
                taken.append((i, j))
                dc.append({"kind": dk, "start": i, "end": j, "value": val})
            sp.sort(key=lambda s: s["start"])
            dc.sort(key=lambda s: s["start"])
            out.append({"id": f"c4-{lang}-{counters[lang]:03d}", "lang": lang, "kind": kind,
                        "text": text, "spans": sp, "decoys": dc})
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for rec in out:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(out)} texts")


if __name__ == "__main__":
    main()
