"""Strict recall and precision of the Detector on an annotated corpus.

    python -m edge_agent.privacy.evaluate [--corpus PATH] [--errors]

Strict: a detection counts only when its type and its exact character span equal an
annotation. Every detection counts toward precision, including types the corpus does not
annotate (they are false positives by definition of the corpus).
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

DEFAULT_CORPUS = Path(__file__).resolve().parents[2] / "tests" / "privacy" / "corpus" / "corpus.jsonl"
# Groups the targets in issue 4 are stated for.
GROUPS = {"keys": ("APIKEY", "SECRET")}


def load_corpus(path: Path) -> list[dict]:
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def evaluate(rows: list[dict], detector=None) -> dict:
    from edge_agent.privacy.detect import Detector

    detector = detector or Detector()
    gold_n, pred_n, tp = Counter(), Counter(), Counter()
    errors = []
    for row in rows:
        gold = {(s["type"], s["start"], s["end"]) for s in row["spans"]}
        pred = {(e.type, e.start, e.end) for e in detector.analyze(row["text"])}
        for t, *_ in gold:
            gold_n[t] += 1
        for t, *_ in pred:
            pred_n[t] += 1
        for t, *_ in gold & pred:
            tp[t] += 1
        text = row["text"]
        errors += [(row["id"], "missed", t, text[a:b]) for t, a, b in sorted(gold - pred, key=lambda x: x[1])]
        errors += [(row["id"], "spurious", t, text[a:b]) for t, a, b in sorted(pred - gold, key=lambda x: x[1])]
    table = {}
    for t in sorted(set(gold_n) | set(pred_n)):
        table[t] = _row(gold_n[t], pred_n[t], tp[t])
    for name, types in GROUPS.items():
        table[name] = _row(sum(gold_n[t] for t in types), sum(pred_n[t] for t in types), sum(tp[t] for t in types))
    table["overall"] = _row(sum(gold_n.values()), sum(pred_n.values()), sum(tp.values()))
    return {"table": table, "errors": errors, "texts": len(rows)}


def _row(gold: int, pred: int, tp: int) -> dict:
    return {"gold": gold, "pred": pred, "tp": tp,
            "recall": tp / gold if gold else None, "precision": tp / pred if pred else None}


def format_table(result: dict) -> str:
    def pct(v):
        return "   -  " if v is None else f"{v:6.3f}"

    lines = [f"{'type':<9} {'gold':>5} {'pred':>5} {'tp':>5} {'recall':>7} {'precision':>9}"]
    for t, r in result["table"].items():
        if t in GROUPS or t == "overall":
            lines.append("-" * 44)
        lines.append(f"{t:<9} {r['gold']:>5} {r['pred']:>5} {r['tp']:>5} {pct(r['recall']):>7} {pct(r['precision']):>9}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m edge_agent.privacy.evaluate", description=__doc__.splitlines()[0])
    p.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    p.add_argument("--errors", action="store_true", help="list every missed and spurious span")
    args = p.parse_args(argv)
    try:
        rows = load_corpus(args.corpus)
    except (OSError, ValueError) as e:
        print(f"error: cannot read corpus {args.corpus}: {e}", file=sys.stderr)
        return 2
    result = evaluate(rows)
    n_values = sum(len(r["spans"]) for r in rows)
    print(f"corpus: {args.corpus} ({result['texts']} texts, {n_values} annotated values); strict span+type match")
    print(format_table(result))
    if args.errors:
        for e in result["errors"]:
            print("  ".join(e))
    return 0


if __name__ == "__main__":
    sys.exit(main())
