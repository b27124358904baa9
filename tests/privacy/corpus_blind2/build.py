"""Builds corpus.jsonl from the hand-written texts in texts_*.py.

Each entry is (lang, kind, text, spans, decoys); spans are (TYPE, value) or
(TYPE, value, n) with n the 0-based occurrence of value in text; decoys are
(kind, value) or (kind, value, n).  Offsets are computed with str.find.
Without n, a value takes its first occurrence that does not overlap an
already placed span (spans are placed longest first)."""
import json, os, sys, importlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


def occurrences(text, value):
    out, i = [], text.find(value)
    while i >= 0:
        out.append(i)
        i = text.find(value, i + 1)
    return out


def overlaps(a, b):
    return a[0] < b[1] and b[0] < a[1]


def place(text, items, taken, what, eid):
    placed = []
    for it in sorted(items, key=lambda t: -len(t[1])):
        label, value = it[0], it[1]
        occ = occurrences(text, value)
        if not occ:
            raise SystemExit(f"{eid}: {what} {label} {value!r} not in text")
        if len(it) > 2:
            starts = [occ[it[2]]]
        else:
            starts = occ
        for s in starts:
            rng = (s, s + len(value))
            if not any(overlaps(rng, t) for t in taken):
                taken.append(rng)
                placed.append((label, s, s + len(value), value))
                break
        else:
            raise SystemExit(f"{eid}: no free occurrence of {what} {value!r}")
    return sorted(placed, key=lambda p: p[1])


def main():
    entries = []
    for mod in sorted(f[:-3] for f in os.listdir(HERE) if f.startswith("texts_") and f.endswith(".py")):
        entries += importlib.import_module(mod).T
    counters = {}
    prefix = {"en": "en", "zh": "zh", "mixed": "mx"}
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for lang, kind, text, spans, decoys in entries:
            counters[lang] = counters.get(lang, 0) + 1
            eid = f"c2-{prefix[lang]}-{counters[lang]:03d}"
            taken = []
            sp = place(text, spans, taken, "span", eid)
            dc = place(text, decoys, taken, "decoy", eid)
            rec = {"id": eid, "lang": lang, "kind": kind, "text": text,
                   "spans": [{"type": t, "start": s, "end": e, "value": v} for t, s, e, v in sp],
                   "decoys": [{"kind": k, "start": s, "end": e, "value": v} for k, s, e, v in dc]}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(entries)} texts")


if __name__ == "__main__":
    main()
