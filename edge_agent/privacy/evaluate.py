"""Detection quality of the Detector on an annotated corpus, per type and per language.

    python -m edge_agent.privacy.evaluate [--corpus FILE_OR_DIR ...] [--errors] [--json] [--half even|odd]
                                          [--tagger MODEL | --no-tagger]

Corpus format, one JSON object a line: {"id", "lang", "text", "spans": [{"type", "start",
"end", "value"}], "decoys": [{"kind", "start", "end", "value"}] (optional)}.

Figures (all computed for any corpus of that format):
- recall: a value is found when every non-space character of it lies inside some detection,
  whatever the detection's type (redaction protects it whatever the label);
- strict recall, key group (API keys and secrets; Chinese ID, SSN, passport and other
  national IDs; cards and IBANs; phones; e-mails): a value counts only when one detection
  has exactly its start, its end and its type, except that APIKEY and SECRET are one type
  here (both are "keys"; which of the two a token is, is a naming convention). The same
  figure with no type merged is printed beside it;
- decoys kept: a decoy (a look-alike that must stay) is kept when no detection overlaps it;
- spurious: detections that overlap no annotated value (on a corpus whose every sensitive
  value is annotated, these are false positives);
- ms/KB: detection wall time over UTF-8 kilobytes, one process, engine already loaded;
- the per-type strict table (exact span and type, with precision) of the tuning corpus.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

DEFAULT_CORPUS = Path(__file__).resolve().parents[2] / "tests" / "privacy" / "corpus" / "corpus.jsonl"
GROUPS = {"keys": ("APIKEY", "SECRET")}
KEY_GROUP = ("APIKEY", "SECRET", "IDCARD", "SSN", "PASSPORT", "NATIONAL_ID", "CARD", "IBAN", "PHONE", "EMAIL")
_MERGED = {"SECRET": "APIKEY"}


def corpus_file(path: Path | str) -> Path:
    """A corpus given as its JSONL file or as the folder that holds one (corpus.jsonl, or the only *.jsonl)."""
    path = Path(path)
    if not path.is_dir():
        return path
    if (path / "corpus.jsonl").is_file():
        return path / "corpus.jsonl"
    found = sorted(path.glob("*.jsonl"))
    if len(found) != 1:
        raise ValueError(f"expected corpus.jsonl or exactly one .jsonl file in the folder, found {len(found)}")
    return found[0]


def load_corpus(path: Path | str) -> list[dict]:
    rows = []
    with open(corpus_file(path), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            row = json.loads(line)
            if not isinstance(row, dict) or not isinstance(row.get("text"), str) or not isinstance(row.get("spans"), list):
                raise ValueError(f"line {n}: expected an object with \"text\" and \"spans\"")
            for s in row["spans"] + list(row.get("decoys") or []):
                if not (isinstance(s, dict) and isinstance(s.get("start"), int) and isinstance(s.get("end"), int)
                        and 0 <= s["start"] <= s["end"] <= len(row["text"])):
                    raise ValueError(f"line {n}: a span or decoy without valid start/end offsets: {str(s)[:80]}")
            if not all(isinstance(s.get("type"), str) for s in row["spans"]):
                raise ValueError(f"line {n}: a span without a type")
            row.setdefault("id", f"line-{n}")
            row.setdefault("decoys", [])
            for d in row["decoys"]:
                d.setdefault("value", row["text"][d["start"]:d["end"]])
            rows.append(row)
    return rows


def _covered(text: str, start: int, end: int, dets: list[tuple[int, int]]) -> bool:
    return all(text[i].isspace() or any(a <= i < b for a, b in dets) for i in range(start, end))


def evaluate(rows: list[dict], detector=None) -> dict:
    from edge_agent.privacy.detect import Detector

    detector = detector or Detector()
    gold_n: Counter[str] = Counter()
    pred_n: Counter[str] = Counter()
    tp: Counter[str] = Counter()
    rec: defaultdict[str, list[int]] = defaultdict(lambda: [0, 0])  # (type or lang) -> [found, total]
    strict: defaultdict[str, list[int]] = defaultdict(lambda: [0, 0, 0])  # type or lang -> [merged, exact, total]
    decoys: defaultdict[str, list[int]] = defaultdict(lambda: [0, 0])  # kind or lang -> [kept, total]
    spurious: Counter[str] = Counter()
    errors = []
    seconds, kb = 0.0, 0.0
    for row in rows:
        text, lang = row["text"], row.get("lang", "?")
        t0 = time.perf_counter()
        found = detector.analyze(text)
        seconds += time.perf_counter() - t0
        kb += len(text.encode("utf-8")) / 1024
        spans = [(e.start, e.end) for e in found]
        exact = {(e.type, e.start, e.end) for e in found}
        merged = {(_MERGED.get(e.type, e.type), e.start, e.end) for e in found}
        gold = {(s["type"], s["start"], s["end"]) for s in row["spans"]}
        for t, a, b in gold:
            gold_n[t] += 1
            hit = _covered(text, a, b, spans)
            for k in (t, "all", "lang:" + lang):
                rec[k][0] += hit
                rec[k][1] += 1
            if not hit:
                errors.append((row["id"], "missed", t, text[a:b]))
            if t in KEY_GROUP:
                m_hit, e_hit = (_MERGED.get(t, t), a, b) in merged, (t, a, b) in exact
                for k in (t, "group", "lang:" + lang):
                    strict[k][0] += m_hit
                    strict[k][1] += e_hit
                    strict[k][2] += 1
                if hit and not m_hit:
                    errors.append((row["id"], "inexact", t, text[a:b]))
        for t, *_ in exact:
            pred_n[t] += 1
        for t, *_ in gold & exact:
            tp[t] += 1
        for e in found:
            if not any(e.start < b and a < e.end for _, a, b in gold):
                spurious[e.type] += 1
                errors.append((row["id"], "spurious", e.type, e.text))
        for d in row.get("decoys", []):
            kept = not any(a < d["end"] and d["start"] < b for a, b in spans)
            for k in (d.get("kind", "?"), "all", "lang:" + lang):
                decoys[k][0] += kept
                decoys[k][1] += 1
            if not kept:
                hits = [e.type for e in found if e.start < d["end"] and d["start"] < e.end]
                errors.append((row["id"], "decoy hit", f"{d.get('kind', '?')}→{'/'.join(hits)}", d["value"]))
    table = {t: _row(gold_n[t], pred_n[t], tp[t]) for t in sorted(set(gold_n) | set(pred_n))}
    for name, types in GROUPS.items():
        table[name] = _row(sum(gold_n[t] for t in types), sum(pred_n[t] for t in types), sum(tp[t] for t in types))
    table["overall"] = _row(sum(gold_n.values()), sum(pred_n.values()), sum(tp.values()))
    return {"table": table, "errors": errors, "texts": len(rows), "recall": dict(rec), "strict": dict(strict),
            "decoys": dict(decoys), "spurious": dict(spurious), "ms_per_kb": seconds * 1000 / kb if kb else None,
            "kb": kb}


def _row(gold: int, pred: int, tp: int) -> dict:
    return {"gold": gold, "pred": pred, "tp": tp,
            "recall": tp / gold if gold else None, "precision": tp / pred if pred else None}


def _frac(pair) -> str:
    return "    -" if not pair or not pair[-1] else f"{pair[0] / pair[-1]:.3f} ({pair[0]}/{pair[-1]})"


def format_table(result: dict) -> str:
    def pct(v):
        return "   -  " if v is None else f"{v:6.3f}"

    lines = [f"{'type':<13} {'gold':>5} {'pred':>5} {'tp':>5} {'recall':>7} {'precision':>9}"]
    for t, r in result["table"].items():
        if t in GROUPS or t == "overall":
            lines.append("-" * 48)
        lines.append(f"{t:<13} {r['gold']:>5} {r['pred']:>5} {r['tp']:>5} {pct(r['recall']):>7} {pct(r['precision']):>9}")
    return "\n".join(lines)


def format_report(result: dict) -> str:
    rec, strict, dec = result["recall"], result["strict"], result["decoys"]
    s = strict.get("group", [0, 0, 0])
    lines = [
        f"recall, all values (covered by any detection): {_frac(rec.get('all'))}",
        (f"strict recall, key group (exact span; APIKEY=SECRET): {_frac((s[0], s[2]))};"
         f" no type merged: {_frac((s[1], s[2]))}"),
        f"decoys kept: {_frac(dec.get('all'))}",
        f"spurious detections (overlapping no annotated value): {sum(result['spurious'].values())}"
        + (f" {dict(sorted(result['spurious'].items()))}" if result["spurious"] else ""),
        f"speed: {result['ms_per_kb']:.1f} ms/KB over {result['kb']:.1f} KB" if result["ms_per_kb"] else "speed: -",
        "",
        f"{'type':<14} {'recall':<20} {'strict (key group)':<20}",
    ]
    for t in sorted(k for k in rec if k != "all" and not k.startswith("lang:")):
        st = strict.get(t)
        lines.append(f"{t:<14} {_frac(rec[t]):<20} {_frac((st[0], st[2])) if st else '':<20}")
    lines.append("")
    lines.append(f"{'language':<14} {'recall':<20} {'strict (key group)':<20} {'decoys kept':<20}")
    for k in sorted(k for k in rec if k.startswith("lang:")):
        st = strict.get(k)
        lines.append(f"{k[5:]:<14} {_frac(rec[k]):<20} {_frac((st[0], st[2])) if st else '    -':<20} {_frac(dec.get(k)):<20}")
    kinds = sorted(k for k in dec if k != "all" and not k.startswith("lang:"))
    if kinds:
        lines.append("")
        lines.append("decoys kept by kind: " + ", ".join(f"{k} {dec[k][0]}/{dec[k][1]}" for k in kinds))
    return "\n".join(lines)


def _id_number(row: dict) -> int | None:
    digits = "".join(c for c in str(row.get("id", "")).rsplit("-", 1)[-1] if c.isdigit())
    return int(digits) if digits else None


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m edge_agent.privacy.evaluate", description=__doc__.splitlines()[0])
    p.add_argument("--corpus", type=Path, action="append",
                   help="a corpus JSONL file or a folder holding corpus.jsonl (repeatable; default: the tuning corpus)")
    p.add_argument("--errors", action="store_true", help="list every missed, inexact and spurious span and hit decoy")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.add_argument("--half", choices=("even", "odd"),
                   help="only texts whose id ends in an even / odd number (a development half and a check half)")
    tagger = p.add_mutually_exclusive_group()
    tagger.add_argument("--tagger", type=Path, metavar="MODEL",
                        help="the learned tagger's model (default: the shipped one; a model trained with "
                             "train_tagger --leave-out measures a corpus the tagger has not seen)")
    tagger.add_argument("--no-tagger", action="store_true", help="the rules alone, without the learned tagger")
    args = p.parse_args(argv)
    from edge_agent.privacy.detect import Detector

    if args.tagger is not None and not args.tagger.is_file():
        print(f"error: no tagger model at {args.tagger}", file=sys.stderr)
        return 2
    try:
        detector = Detector(learned=False if args.no_tagger else (args.tagger or True))
    except (ValueError, FileNotFoundError) as e:  # a model that is no model, or a tagger without its amount judge
        print(f"error: {e}", file=sys.stderr)
        return 2
    detector.warm_up()
    for path in args.corpus or [DEFAULT_CORPUS]:
        try:
            rows = load_corpus(path)
        except (OSError, ValueError, UnicodeDecodeError) as e:
            print(f"error: cannot read corpus {path}: {str(e).splitlines()[0] if str(e) else type(e).__name__}",
                  file=sys.stderr)
            return 2
        if args.half:
            rows = [r for r in rows if (n := _id_number(r)) is not None and n % 2 == (args.half == "odd")]
        result = evaluate(rows, detector)
        if args.json:
            print(json.dumps({k: v for k, v in result.items() if k != "errors"}, ensure_ascii=False))
            continue
        n_values = sum(len(r["spans"]) for r in rows)
        n_decoys = sum(len(r.get("decoys", [])) for r in rows)
        print(f"corpus: {path} ({result['texts']} texts, {n_values} annotated values, {n_decoys} decoys)")
        print(format_report(result))
        print("\nstrict span+type table (precision counts every detection):")
        print(format_table(result))
        if args.errors:
            for err in result["errors"]:
                print("  ".join(err))
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
