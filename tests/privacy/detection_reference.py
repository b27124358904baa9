"""Write the stored entity lists that `test_same_entities_as_reference.py` compares against.

    python tests/privacy/detection_reference.py [--out FILE]

Run it only at code whose detections are the reference (before a speed change, or after a
deliberate recall change that was reviewed): it records, for every text of each corpus
named in CORPORA, the Detector's entity list (type, start, end, text, score), with the
text's SHA-256 so that an edited corpus is reported as a stale reference, not as a change.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REFERENCE = HERE / "detection_reference.json"
# Named one by one: a held-out corpus written later is not run until it is released.
CORPORA = {
    "tuning": HERE / "corpus" / "corpus.jsonl",
    "lookalikes": HERE / "corpus" / "lookalikes.jsonl",
    "corpus_blind": HERE / "corpus_blind" / "corpus.jsonl",
    "corpus_blind2": HERE / "corpus_blind2" / "corpus.jsonl",
    "corpus_blind3": HERE / "corpus_blind3" / "corpus.jsonl",
    "corpus_blind4": HERE / "corpus_blind4" / "corpus.jsonl",
}


def texts(path: Path) -> list[str]:
    return [json.loads(line)["text"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def entity_rows(entities) -> list[list]:
    return [[e.type, e.start, e.end, e.text, e.score] for e in entities]


def compute(names=None) -> dict:
    from edge_agent.privacy.detect import Detector

    out = {}
    for name in names or CORPORA:
        rows = []
        for text in texts(CORPORA[name]):
            rows.append({"sha": digest(text), "entities": entity_rows(Detector(cache=False).analyze(text))})
        out[name] = rows
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=REFERENCE)
    args = p.parse_args(argv)
    os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")
    data = compute()
    args.out.write_text(json.dumps(data, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    print(f"{args.out}: {sum(len(v) for v in data.values())} texts in {len(data)} corpora")
    return 0


if __name__ == "__main__":
    sys.exit(main())
