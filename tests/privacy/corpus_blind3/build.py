"""Builds corpus.jsonl from the hand-written texts in data_*.py (offsets via str.find)."""
import json
import sys
from pathlib import Path

HERE = Path(__file__).parent
ENTRIES = []
WARN = []


def _locate(text, value, nth, what):
    pos = -1
    for _ in range(nth):
        pos = text.find(value, pos + 1)
        if pos < 0:
            raise ValueError(f"{what} {value!r} (#{nth}) not in text: {text[:80]!r}")
    return pos


def E(lang, kind, text, spans=(), decoys=()):
    ENTRIES.append((lang, kind, text, list(spans), list(decoys)))


def build():
    counters = {}
    rows = []
    for lang, kind, text, spans, decoys in ENTRIES:
        counters[lang] = counters.get(lang, 0) + 1
        rid = f"c3-{lang}-{counters[lang]:03d}"
        out_s, out_d = [], []
        for sp in spans:
            typ, val = sp[0], sp[1]
            nth = sp[2] if len(sp) > 2 else 1
            st = _locate(text, val, nth, typ)
            if text.count(val) > 1 and len(sp) == 2:
                WARN.append(f"{rid}: {typ} {val!r} occurs {text.count(val)}x")
            out_s.append({"type": typ, "start": st, "end": st + len(val), "value": val})
        for dc in decoys:
            k, val = dc[0], dc[1]
            nth = dc[2] if len(dc) > 2 else 1
            st = _locate(text, val, nth, "decoy")
            out_d.append({"kind": k, "start": st, "end": st + len(val), "value": val})
        out_s.sort(key=lambda s: s["start"])
        out_d.sort(key=lambda s: s["start"])
        rows.append({"id": rid, "lang": lang, "kind": kind, "text": text, "spans": out_s, "decoys": out_d})
    return rows


if __name__ == "__main__":
    import builtins
    builtins.E = E
    sys.path.insert(0, str(HERE))
    import gen  # noqa
    for mod in sorted(HERE.glob("data_*.py")):
        code = compile(mod.read_text(encoding="utf-8"), str(mod), "exec")
        g = {"E": E}
        g.update({k: getattr(gen, k) for k in dir(gen) if not k.startswith("_")})
        exec(code, g)
    rows = build()
    with open(HERE / "corpus.jsonl", "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    for w in WARN:
        print("WARN", w)
    print(f"wrote {len(rows)} texts")
