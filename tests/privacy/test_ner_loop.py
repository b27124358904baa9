"""The two spaCy-side speed-ups of detection find what spaCy alone finds.

- `ner_loop.GilHeldNer` (the NER's transition loop run with the GIL held) against spaCy's
  own `ner` pipe, document by document and batched;
- `engine.WordMemory` (tokenizer chunks kept across calls): learns a chunk on its second
  sighting only, stays under its bound, and the tokens come out the same.

The corpus-wide comparison is tests/privacy/test_fast_path_same_entities.py.
"""
from __future__ import annotations

import pytest

TEXTS = [
    "Customer Maria Thompson (maria.thompson@acme-corp.com) disputes invoice INV-2025-4471. "
    "The support agent James Becker escalated ticket 44817 to billing.",
    "Dear Dr. Aisha Okafor, your appointment with Lukas Novak in Boston is confirmed.",
    "ok",
    "",
    "Call Priya Sharma or Tom Reyes at the Denver office; Sofia Lindqvist signs off.",
]


@pytest.fixture(scope="module")
def nlp(engine):
    return engine.nlp_engine.nlp["en"]


def _ents(docs):
    return [[(e.start, e.end, e.label_) for e in d.ents] for d in docs]


def test_gil_held_loop_finds_what_spacy_finds(engine, nlp):
    from edge_agent.privacy.ner_loop import COMPONENT

    loop, ner = nlp.get_pipe(COMPONENT), nlp.get_pipe("ner")
    assert loop.fast
    theirs = [ner(nlp.make_doc(t)) for t in TEXTS]
    ours = [loop(nlp.make_doc(t)) for t in TEXTS]
    batched = list(loop.pipe((nlp.make_doc(t) for t in TEXTS), batch_size=4))
    assert _ents(ours) == _ents(theirs) == _ents(batched)
    assert any(label == "PERSON" for doc in _ents(ours) for _, _, label in doc)  # not vacuous
    assert [d.text for d in batched] == TEXTS  # order kept


def test_word_memory_learns_on_second_sighting_and_is_bounded(nlp):
    from edge_agent.privacy.engine import WordMemory

    memory = WordMemory(limit=3)
    memory.after_call(nlp, ["alpha beta 12345"])
    assert memory.learnt == set()
    memory.after_call(nlp, ["beta gamma", "gamma delta"])
    assert memory.learnt == {"beta", "gamma"}
    memory.after_call(nlp, ["alpha delta epsilon 12345"])
    assert len(memory.learnt) == 3  # the bound


def test_word_memory_gives_the_same_tokens(nlp):
    text = "Customer's e-mail (maria.thompson@acme-corp.com), +1 415 392-7781; U.S.A. isn't \"quoted\"..."
    fresh = [t.text for t in nlp.make_doc(text)]
    from edge_agent.privacy.engine import WordMemory

    memory = WordMemory()
    memory.after_call(nlp, [text])
    memory.after_call(nlp, [text])  # every chunk now learnt, served from the tokenizer's cache
    assert memory.learnt == set(text.split())
    with nlp.memory_zone():
        cached = [t.text for t in nlp.make_doc(text)]
    assert cached == fresh
