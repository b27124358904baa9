"""Builds corpus.jsonl from the templates, deterministically.

Each language's templates are used in turn with a fresh seeded generator per text, so the same
command always writes the same corpus. A text that fails check_record (say, a random price that
happens to equal an annotated amount) is redrawn with the next seed rather than patched by hand.
Usage: python tests/privacy/corpus_blind/make_blind.py [--total 240]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import templates_en  # noqa: F401 - registers templates
import templates_mixed  # noqa: F401
import templates_zh  # noqa: F401
from blind_build import TEMPLATES, build
from blind_pools import People
from blind_values import Gen
from check_blind import CORPUS, check_record

SHARES = {"en": 0.45, "zh": 0.35, "mixed": 0.20}


def make(total: int, seed: int = 20251130) -> list[dict]:
    records: list[dict] = []
    seen: set[str] = set()
    for lang, share in SHARES.items():
        pool = [(kind, fn) for tl, kind, fn in TEMPLATES if tl == lang]
        for i in range(round(total * share)):
            kind, fn = pool[i % len(pool)]
            rec = _draw(lang, kind, fn, seed + i * 1000 + len(records) * 7, i + 1, seen)
            records.append(rec)
            seen.add(rec["text"])
    return records


def _draw(lang: str, kind: str, fn, seed: int, number: int, seen: set[str]) -> dict:
    for attempt in range(50):
        g = Gen(seed + attempt)
        built = build(fn(g, People(g)))
        rec = {"id": f"b-{lang}-{number:03d}", "lang": lang, "kind": kind, "text": built.text,
               "spans": built.spans, "decoys": built.decoys}
        if built.text not in seen and not check_record(rec):
            return rec
    raise SystemExit(f"template {fn.__name__} keeps failing: {check_record(rec)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--total", type=int, default=240)
    parser.add_argument("--out", type=Path, default=CORPUS)
    args = parser.parse_args()
    records = make(args.total)
    with args.out.open("w", encoding="utf-8") as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(records)} texts to {args.out}")


if __name__ == "__main__":
    main()
