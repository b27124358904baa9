"""The speed-ups of engine.py change nothing that is detected, on every corpus we have.

`engine.reference_path()` switches back to what detection did before them (thinc's blis for
the NER model's matrix products, Presidio's own lemma context enhancer, no memory of stop
words); every text of each corpus must give the same entity list, span for span and score for
score, both ways. The corpora are named one by one: a held-out corpus written later is not run
here until it is released.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from detection_reference import CORPORA  # one list of the corpora that pin detections


def _texts(path: Path) -> list[str]:
    return [json.loads(line)["text"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.mark.parametrize("name", sorted(CORPORA))
def test_fast_and_reference_paths_find_the_same(engine, name):
    from edge_agent.privacy import engine as eng
    from edge_agent.privacy.detect import Detector

    texts = _texts(CORPORA[name])
    assert texts
    fast = [Detector(cache=False).analyze(t) for t in texts]
    with eng.reference_path():
        reference = [Detector(cache=False).analyze(t) for t in texts]
    differ = [(t[:60], f, r) for t, f, r in zip(texts, fast, reference) if f != r]
    assert not differ, differ[:3]


def test_reference_path_really_switches(engine):
    """The comparison above would pass vacuously if the switch changed nothing."""
    from presidio_analyzer.context_aware_enhancers import LemmaContextAwareEnhancer

    from edge_agent.privacy import engine as eng
    from edge_agent.privacy.analysis import BisectLemmaEnhancer

    nlp = eng.nlp_for("en")
    numpy_on = eng._blas_controller() is not None  # numpy products need threadpoolctl

    def ops_blis() -> set[bool]:
        return {n.ops.use_blis for n in nlp.get_pipe("ner").model.walk()}

    assert type(engine.context_aware_enhancer) is BisectLemmaEnhancer
    assert eng.uses_numpy_gemm(nlp) is numpy_on and ops_blis() == {not numpy_on}
    with eng.reference_path():
        assert type(engine.context_aware_enhancer) is LemmaContextAwareEnhancer
        assert ops_blis() == {True}
        assert engine.nlp_engine.remember is False
    assert type(engine.context_aware_enhancer) is BisectLemmaEnhancer
    assert engine.nlp_engine.remember is True
    assert eng.uses_numpy_gemm(nlp) is numpy_on and ops_blis() == {not numpy_on}


def test_bisect_finds_the_token_presidio_finds(engine):
    from presidio_analyzer.context_aware_enhancers import LemmaContextAwareEnhancer

    from edge_agent.privacy.analysis import BisectLemmaEnhancer

    text = "Call  me at (415) 392-7781 today,\\n  or e-mail ann.lee@example.com; ref #A-77 end"
    doc = engine.nlp_engine.nlp["en"](text)
    indices = [t.idx for t in doc]
    fast = BisectLemmaEnhancer()
    for start in range(len(text) - 3):  # every start up to the last token's end
        want = LemmaContextAwareEnhancer._find_index_of_match_token("w", start, doc, indices)
        assert fast._find_index_of_match_token("w", start, doc, indices) == want, start
    with pytest.raises(ValueError):
        fast._find_index_of_match_token("w", len(text) + 5, doc, indices)
