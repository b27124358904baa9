"""Detection quality on the annotated corpus (targets from issue 4)."""
from pathlib import Path

from edge_agent.privacy.evaluate import DEFAULT_CORPUS, evaluate, load_corpus


def test_corpus_is_big_enough_and_valid():
    rows = load_corpus(DEFAULT_CORPUS)
    assert len(rows) >= 60
    assert sum(len(r["spans"]) for r in rows) >= 150
    assert {r["lang"] for r in rows} == {"en", "zh", "mixed"}
    for r in rows:
        for s in r["spans"]:
            assert r["text"][s["start"]:s["end"]] == s["value"], r["id"]


def test_corpus_ids_and_cards_have_valid_checksums():
    from edge_agent.privacy.recognizers.numbers import cn_id_ok, luhn_ok

    rows = load_corpus(DEFAULT_CORPUS)
    ids = [s["value"] for r in rows for s in r["spans"] if s["type"] == "IDCARD"]
    cards = ["".join(c for c in s["value"] if c.isdigit()) for r in rows for s in r["spans"] if s["type"] == "CARD"]
    assert ids and cards
    assert all(cn_id_ok(v) for v in ids) and all(luhn_ok(v) for v in cards)
    assert any(len(c) == 19 for c in cards)  # UnionPay 19-digit cards are represented


def test_recall_and_precision_targets(detector):
    table = evaluate(load_corpus(DEFAULT_CORPUS), detector)["table"]
    for t in ("keys", "IDCARD", "CARD", "PHONE", "EMAIL"):
        assert table[t]["recall"] >= 0.95, (t, table[t])
    assert table["overall"]["recall"] >= 0.90, table["overall"]
    assert table["overall"]["precision"] >= 0.85, table["overall"]


LOOKALIKES = Path(__file__).parent / "corpus" / "lookalikes.jsonl"


def test_lookalike_corpus_is_valid_and_its_figures_hold(detector):
    rows = load_corpus(LOOKALIKES)
    for r in rows:
        for s in r["spans"] + r["decoys"]:
            assert r["text"][s["start"]:s["end"]] == s["value"], r["id"]
    result = evaluate(rows, detector)
    found, total = result["recall"]["all"]
    kept, decoys = result["decoys"]["all"]
    hits, _, group = result["strict"]["group"]
    assert found / total >= 0.95 and hits / group >= 0.95 and kept / decoys >= 0.95, (result["recall"], result["decoys"])
