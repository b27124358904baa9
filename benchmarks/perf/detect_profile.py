"""Where detection's CPU time goes, part by part, on the privacy gate benchmark's message sets:

    python benchmarks/perf/detect_profile.py [--rounds 2] [--sets en-1k en-1k-mix]

Each recognizer's `analyze`, spaCy's `process_text` and Presidio's context enhancement are
wrapped with a CPU timer (`time.process_time`) in one process, engine loaded and warmed up;
every message goes through `Detector(cache=False).analyze` `--rounds` times. Printed: total
CPU ms/KB per round, then each part's CPU ms/KB (mean over rounds), largest first. The wrapper
itself costs a few µs per call (~30 calls per message), so the parts add up to a little more
than the recognizers' share of an unwrapped run. Run on demand, not by pytest.
"""
from __future__ import annotations

import argparse
import collections
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")
sys.path.insert(0, os.environ.get("EDGE_AGENT_PERF_CODE") or str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

SPACY, CONTEXT = "spaCy process_text", "context enhancement"


def _timed(obj, method: str, key: str, cost: collections.Counter) -> None:
    inner = getattr(obj, method)

    def wrapper(*args, **kw):
        c0 = time.process_time()
        try:
            return inner(*args, **kw)
        finally:
            cost[key] += time.process_time() - c0

    setattr(obj, method, wrapper)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rounds", type=int, default=2)
    p.add_argument("--sets", nargs="+", default=["en-1k", "en-1k-mix"])
    p.add_argument("--top", type=int, default=14)
    args = p.parse_args(argv)

    import privacy_gate

    from edge_agent.privacy import engine
    from edge_agent.privacy.detect import Detector

    analyzer = engine.get_analyzer()
    detector = Detector(cache=False)
    detector.analyze("warm up the engine: Ann Lee, 13912345678, 张伟, (415) 392-7781")
    cost: collections.Counter = collections.Counter()
    for rec in analyzer.registry.recognizers:
        _timed(rec, "analyze", f"{rec.name}[{rec.supported_language}]", cost)
    _timed(analyzer.nlp_engine, "process_text", SPACY, cost)
    _timed(analyzer, "_enhance_using_context", CONTEXT, cost)
    sets = privacy_gate.message_sets()
    for name in args.sets:
        if name not in sets:
            print(f"error: no message set {name!r} (have: {', '.join(sets)})", file=sys.stderr)
            return 2
        texts = sets[name]
        kb = sum(len(t.encode()) for t in texts) / 1024
        cost.clear()
        totals = []
        for _ in range(args.rounds):
            c0 = time.process_time()
            for text in texts:
                detector.analyze(text)
            totals.append((time.process_time() - c0) * 1000 / kb)
        recognizers = sum(v for k, v in cost.items() if k not in (SPACY, CONTEXT))
        print(f"{name}: {len(texts)} texts, {kb:.1f} KB; total CPU ms/KB per round: "
              + " ".join(f"{t:.1f}" for t in totals) + f"; {os.getloadavg()[0]:.1f} load")
        print(f"  {'recognizers together':44s} {recognizers * 1000 / kb / args.rounds:6.2f}")
        for key, seconds in cost.most_common(args.top):
            print(f"  {key:44s} {seconds * 1000 / kb / args.rounds:6.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
