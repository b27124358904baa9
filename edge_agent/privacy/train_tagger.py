"""Train the learned tagger (privacy/tagger.py) on annotated corpora.

    python -m edge_agent.privacy.train_tagger [--corpus FILE_OR_DIR ...] [--leave-out NAME ...] [--out PATH]

By default it trains on every corpus under tests/privacy/ (a checkout of the project): each folder
corpus*/ with its corpus.jsonl. `--leave-out corpus_blind15` trains without that corpus, so that
`python -m edge_agent.privacy.evaluate --corpus tests/privacy/corpus_blind15 --tagger PATH` measures the
tagger on text it has never seen. The rules' own detections (the Detector without a tagger) are a
feature, so training runs the rules over every text first (about a minute and a half for 3.6 MB).
The amount judge (privacy/amount_judge.py) is trained in the same pass on the rules' amounts and written
beside the tagger's model (tagger.crfsuite -> tagger.amounts.crfsuite). Training is deterministic: the same
corpora give the same models.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from edge_agent.privacy import amount_judge
from edge_agent.privacy.evaluate import corpus_file, load_corpus
from edge_agent.privacy.tagger import DEFAULT_MODEL
from edge_agent.privacy.tagger_features import features, labels_of, tokens

CORPORA_DIR = Path(__file__).resolve().parents[2] / "tests" / "privacy"
PARAMS = {"c1": 0.05, "c2": 0.01, "max_iterations": 150, "feature.possible_transitions": True}


def default_corpora() -> list[Path]:
    return sorted(d for d in CORPORA_DIR.glob("corpus*") if (d / "corpus.jsonl").is_file())


def train(corpora: list[Path], out: Path, *, log=print) -> int:
    """Train on `corpora` and write the model to `out`; returns the number of texts."""
    import pycrfsuite

    from edge_agent.privacy.detect import Detector
    from edge_agent.privacy.recognizers.numbers import owned

    rules = Detector(learned=False, cache=False)
    trainer = pycrfsuite.Trainer(verbose=False)
    amounts: list[tuple[dict[str, float], str]] = []
    texts = 0
    t0 = time.perf_counter()
    for corpus in corpora:
        rows = load_corpus(corpus)
        for row, found in zip(rows, rules.analyze_many([r["text"] for r in rows])):
            text = row["text"]
            toks = tokens(text)
            if not toks:
                continue
            spans = [(e.type, e.start, e.end) for e in found]
            gold = [(s["type"], s["start"], s["end"]) for s in row["spans"]]
            trainer.append(features(text, toks, labels_of(toks, spans)), labels_of(toks, gold))
            money = [t == "AMOUNT" and owned(text, a, b) for t, a, b in spans]
            amounts.extend(amount_judge.examples(text, spans, gold, money))
            texts += 1
        log(f"{corpus_file(corpus)}: {len(rows)} texts")
    trainer.set_params(PARAMS)
    out.parent.mkdir(parents=True, exist_ok=True)
    trainer.train(str(out))
    judge = amount_judge.model_path(out)
    amount_judge.train(amounts, judge)
    log(f"trained on {texts} texts in {time.perf_counter() - t0:.0f} s: {out} ({out.stat().st_size // 1024} KB), "
        f"{judge.name} on {len(amounts)} amounts")
    return texts


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m edge_agent.privacy.train_tagger", description=__doc__.splitlines()[0])
    p.add_argument("--corpus", type=Path, action="append", help="a corpus file or folder (repeatable; default: all)")
    p.add_argument(
        "--leave-out",
        action="append",
        default=[],
        metavar="NAME",
        help="a corpus folder name to leave out of training (repeatable)",
    )
    p.add_argument(
        "--out", type=Path, default=DEFAULT_MODEL, help=f"where to write the model (default: {DEFAULT_MODEL})"
    )
    args = p.parse_args(argv)
    corpora = args.corpus or default_corpora()
    unknown = set(args.leave_out) - {c.name for c in corpora}
    if unknown:
        print(f"error: no corpus named {', '.join(sorted(unknown))} to leave out", file=sys.stderr)
        return 2
    corpora = [c for c in corpora if c.name not in args.leave_out]
    if not corpora:
        print("error: no corpus to train on", file=sys.stderr)
        return 2
    try:
        train(corpora, args.out)
    except (OSError, ValueError) as e:
        print(f"error: {str(e).splitlines()[0] if str(e) else type(e).__name__}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
