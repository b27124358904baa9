"""The learned tagger (privacy/tagger.py): tokens and features, what it adds and drops, its training
command and the evaluation's --tagger / --no-tagger. Models here are trained in the test on a few
sentences, so what they do follows from their data, not from the shipped model."""

from __future__ import annotations

import json

import pycrfsuite
import pytest

from edge_agent.privacy import amount_judge, evaluate, train_tagger
from edge_agent.privacy.recognizers.numbers import owned
from edge_agent.privacy.tagger import Tagger
from edge_agent.privacy.tagger_features import features, labels_of, tokens


def test_tokens_split_han_characters_words_and_punctuation():
    text = "Call 张伟 at +44 7700-900123."
    assert [text[a:b] for a, b in tokens(text)] == ["Call", "张", "伟", "at", "+", "44", "7700", "-", "900123", "."]


def test_labels_follow_the_spans_a_token_overlaps():
    text = "Ann Lee paid £40"
    toks = tokens(text)
    assert labels_of(toks, [("PERSON", 0, 7), ("AMOUNT", 13, 16)]) == ["PERSON", "PERSON", "O", "AMOUNT", "AMOUNT"]


def test_features_carry_the_rules_the_line_label_and_the_vocabularies():
    text = "Name: Sarah\nDiagnosis: asthma"
    toks = tokens(text)
    feats = features(text, toks, labels_of(toks, [("PERSON", 6, 11)]))
    sarah, asthma = feats[2], feats[5]
    assert sarah["rule=PERSON"] == 1.0 and sarah["label=name"] == 1.0 and sarah["given"] == 1.0
    assert asthma["rule=O"] == 1.0 and asthma["label=diagnosis"] == 1.0 and asthma["medical_word"] == 1.0
    assert "label=name" not in asthma


def _model(tmp_path, sentences):
    """A tagger's model and its amount judge's beside it, trained on `sentences` (text, rules' spans, gold)."""
    trainer = pycrfsuite.Trainer(verbose=False)
    amounts = []
    for text, rules, gold in sentences:
        toks = tokens(text)
        trainer.append(features(text, toks, labels_of(toks, rules)), labels_of(toks, gold))
        amounts += amount_judge.examples(text, rules, gold, [owned(text, a, b) for _, a, b in rules])
    trainer.set_params({"c1": 0.0, "c2": 0.01, "max_iterations": 100, "feature.possible_transitions": True})
    path = tmp_path / "m.crfsuite"
    trainer.train(str(path))
    amount_judge.train(amounts, amount_judge.model_path(path))
    return path


TRAINING = [
    ("Diagnosis: asthma", [], [("MEDICAL", 11, 17)]),
    ("Diagnosis: gout", [], [("MEDICAL", 11, 15)]),
    ("Diagnosis: eczema", [], [("MEDICAL", 11, 17)]),
    ("Ticket price: 40 dollars", [("AMOUNT", 14, 24)], []),
    ("Ticket price: 90 dollars", [("AMOUNT", 14, 24)], []),
    ("Bob paid 40 dollars", [("AMOUNT", 9, 19)], [("AMOUNT", 9, 19)]),
    ("Ann paid 90 dollars", [("AMOUNT", 9, 19)], [("AMOUNT", 9, 19)]),
    ("Call 555-0100", [("PHONE", 5, 13)], [("PHONE", 5, 13)]),
    ("Version 555-0100", [("PHONE", 8, 16)], []),
]


def test_it_adds_what_its_data_taught_and_drops_an_amount_its_judge_holds_a_price(tmp_path):
    tagger = Tagger(_model(tmp_path, TRAINING))
    keep, added = tagger.judge("Diagnosis: migraine", [])
    assert keep == [] and [(t, a, b) for t, a, b, _ in added] == [("MEDICAL", 11, 19)]
    keep, added = tagger.judge("Ticket price: 70 dollars", [("AMOUNT", 14, 24)])
    assert keep == [False] and added == []
    keep, _ = tagger.judge("Cat paid 70 dollars", [("AMOUNT", 9, 19)], [True])
    assert keep == [True]


def test_only_an_amount_or_a_name_can_be_dropped(tmp_path):
    tagger = Tagger(_model(tmp_path, TRAINING))
    assert tagger.judge("Version 555-0100", [("PHONE", 8, 16)])[0] == [True]
    assert tagger.judge("Ticket price: 70 dollars", [("PERSON", 14, 24)])[0] == [True]  # a model that knows no name


NAMES = [
    ("Meet Ann Lee today", [("PERSON", 5, 12)], [("PERSON", 5, 12)]),
    ("Meet Bob Hart today", [("PERSON", 5, 13)], [("PERSON", 5, 13)]),
    ("Meet Mrs Lee today", [("PERSON", 5, 12)], [("PERSON", 9, 12)]),
    ("Meet Ticket Office today", [("PERSON", 5, 18)], []),
    ("Meet Ticket Office staff", [("PERSON", 5, 18)], []),
    ("Meet Ticket Office now", [("PERSON", 5, 18)], []),
]


def test_a_name_the_tagger_holds_surely_nothing_is_dropped_unless_titled(tmp_path):
    tagger = Tagger(_model(tmp_path, NAMES))
    keep, _ = tagger.judge("Meet Ticket Office later", [("PERSON", 5, 18)])
    assert keep == [False]
    keep, _ = tagger.judge("Meet Sue Kim later", [("PERSON", 5, 12)])
    assert keep == [True]
    assert tagger.judge("Meet Mrs Ticket Office later", [("PERSON", 5, 22)])[0] == [True]  # a title in it: kept
    assert tagger.judge("Meet Mrs Ticket Office later", [("PERSON", 9, 22)])[0] == [True]  # or right before it
    assert Tagger(tagger.model, person_at=0.0).judge("Meet Ticket Office later", [("PERSON", 5, 18)])[0] == [True]


def test_the_judge_reads_the_words_around_an_amount_and_what_the_rules_found():
    text = "Rent: Ann Lee paid £40/night\nNext line"
    f = amount_judge.features(text, 19, 22, True, [("PERSON", 6, 13), ("AMOUNT", 19, 22)])
    assert f["L0:paid"] == f["LAB:rent"] == f["R0:/"] == f["per_unit"] == f["cur:sym"] == 1.0
    assert f["owned:True"] == f["has:PERSON"] == f["near:PERSON"] == 1.0
    assert "R:next" not in f and "has:AMOUNT" not in f


def test_a_judge_taught_no_amount_keeps_every_amount(tmp_path):
    path = tmp_path / "none.amounts.crfsuite"
    amount_judge.train([], path)
    assert amount_judge.AmountJudge(path).keep("Ticket price: 70 dollars", 14, 24, False, []) is True


def test_the_detector_keeps_an_amount_with_a_word_of_someones_money(engine):
    from edge_agent.privacy.detect import Detector

    # (round 20's judge reads "went up to 132k" as a bound, "up to": "rose to" says the same without it)
    text = "her salary rose to 132k this spring"
    assert [(e.type, e.text) for e in Detector().analyze(text)] == [("AMOUNT", "132k")]


def test_a_missing_model_is_an_error_that_names_it(tmp_path):
    with pytest.raises(FileNotFoundError, match="no tagger model"):
        Tagger(tmp_path / "none.crfsuite")
    amount_judge.model_path(_model(tmp_path, TRAINING)).unlink()
    with pytest.raises(FileNotFoundError, match="no amount model at .*m.amounts.crfsuite"):
        Tagger(tmp_path / "m.crfsuite")


ROWS = [
    {
        "id": f"t{i}",
        "lang": "en",
        "text": f"Diagnosis: {w}. Call Ann Lee on 020 7946 0{i}18.",
        "spans": [{"type": "MEDICAL", "start": 11, "end": 11 + len(w)}],
    }
    for i, w in enumerate(["asthma", "gout", "eczema", "angina", "psoriasis", "anaemia"])
]


def test_train_then_evaluate_with_that_model(tmp_path, capsys, engine):
    corpus = tmp_path / "corpus_x"
    corpus.mkdir()
    (corpus / "corpus.jsonl").write_text("\n".join(json.dumps(r) for r in ROWS), encoding="utf-8")
    model = tmp_path / "x.crfsuite"
    assert train_tagger.main(["--corpus", str(corpus), "--out", str(model)]) == 0
    assert model.stat().st_size > 0 and amount_judge.model_path(model).is_file()
    assert evaluate.main(["--corpus", str(corpus), "--tagger", str(model)]) == 0
    assert "MEDICAL        1.000 (6/6)" in capsys.readouterr().out


def test_bad_arguments_are_one_line_errors(tmp_path, capsys):
    assert evaluate.main(["--tagger", str(tmp_path / "none.crfsuite")]) == 2
    assert capsys.readouterr().err.strip() == f"error: no tagger model at {tmp_path / 'none.crfsuite'}"
    assert train_tagger.main(["--corpus", str(tmp_path), "--leave-out", "corpus_nothing"]) == 2
    assert "no corpus named corpus_nothing" in capsys.readouterr().err


def test_it_never_tags_the_gates_placeholders_nor_adds_a_validated_type(tmp_path):
    sentences = [(f"Diagnosis: {w}", [], [("MEDICAL", 11, 11 + len(w))]) for w in ("asthma", "gout", "eczema")]
    sentences += [(f"Diagnosis: [PERSON_00{i}]", [], [("MEDICAL", 11, 23)]) for i in range(1, 4)]
    sentences += [(f"IBAN: GB82 WEST 1234 5698 7654 3{i}", [], [("IBAN", 6, 33)]) for i in range(3)]
    tagger = Tagger(_model(tmp_path, sentences))
    assert tagger.judge("Diagnosis: [PERSON_004]", [])[1] == []
    assert tagger.judge("Diagnosis: migraine", [])[1] != []
    assert tagger.judge("IBAN: GB82 WEST 1234 5698 7654 39", [])[1] == []


def test_the_shipped_tagger_loses_nothing_the_rules_find_but_amounts_and_names(engine):
    """On the tuning corpus: every value the rules detect is still covered with the tagger on, except an
    amount or a name (the only kinds the tagger may drop)."""
    from edge_agent.privacy.detect import Detector

    rules, full = Detector(learned=False, cache=False), Detector(cache=False)
    rows = evaluate.load_corpus(evaluate.DEFAULT_CORPUS)
    assert full.tagger is not None and rules.tagger is None
    lost = []
    for row, ruled, both in zip(
        rows, rules.analyze_many([r["text"] for r in rows]), full.analyze_many([r["text"] for r in rows])
    ):
        for e in ruled:
            covered = all(any(f.start <= i < f.end for f in both) for i in range(e.start, e.end))
            if covered:
                continue
            if e.type not in ("AMOUNT", "PERSON"):
                lost.append((row["id"], e.type, e.text))
    assert lost == []


def test_a_tagger_without_its_amount_model_is_one_line(tmp_path, capsys):
    model = _model(tmp_path, TRAINING)
    amount_judge.model_path(model).unlink()
    assert evaluate.main(["--tagger", str(model)]) == 2
    assert capsys.readouterr().err.strip() == f"error: no amount model at {tmp_path / 'm.amounts.crfsuite'}"


def test_a_file_that_is_no_model_is_one_line(tmp_path, capsys):
    bad = tmp_path / "bad.crfsuite"
    bad.write_text("garbage")
    assert evaluate.main(["--tagger", str(bad)]) == 2
    assert capsys.readouterr().err.strip() == f"error: not a tagger model: {bad}"


def test_labels_of_matches_the_plain_definition():
    """labels_of visits each span's tokens only; its answer is the first overlapping span's type, as defined."""
    import random

    rng = random.Random(21)
    for _ in range(300):
        text = " ".join(rng.choice(["ab", "c", "defg", "h1", "--", "x"]) for _ in range(rng.randint(0, 30)))
        toks = tokens(text)
        spans = []
        for _ in range(rng.randint(0, 8)):
            a = rng.randint(0, max(0, len(text) - 1))
            spans.append((rng.choice(["PERSON", "AMOUNT", "PHONE"]), a, a + rng.randint(1, 12)))
        plain = [next((t for t, s, e in spans if s < b and a < e), "O") for a, b in toks]
        assert labels_of(toks, spans) == plain, (text, spans)
