"""Speed work on the recognizers changes nothing that is detected, on every corpus we have.

`detection_reference.json` holds, for every text of the five corpora named in
`detection_reference.CORPORA`, the entity list the Detector returned at the code before the
recognizers' speed-ups (b612ab7, written by `python tests/privacy/detection_reference.py`).
Each text must give the same list now, span for span and score for score. A text whose
SHA-256 no longer matches was edited since: that is a stale reference, reported as such.

A deliberate change of what is detected (recall work) rewrites the reference with the same
command, after review, in the same commit.
"""
from __future__ import annotations

import json

import pytest

import detection_reference as ref


@pytest.fixture(scope="module")
def stored() -> dict:
    return json.loads(ref.REFERENCE.read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", sorted(ref.CORPORA))
def test_same_entities_as_stored_reference(engine, stored, name):
    from edge_agent.privacy.detect import Detector

    texts = ref.texts(ref.CORPORA[name])
    rows = stored[name]
    assert len(rows) == len(texts), f"{name}: corpus has {len(texts)} texts, reference {len(rows)}: stale reference"
    stale = [i for i, (t, r) in enumerate(zip(texts, rows)) if ref.digest(t) != r["sha"]]
    assert not stale, f"{name}: texts {stale[:5]} changed since the reference was written"
    differ = []
    for i, (text, row) in enumerate(zip(texts, rows)):
        now = json.loads(json.dumps(ref.entity_rows(Detector(cache=False).analyze(text)), ensure_ascii=False))
        if now != row["entities"]:
            differ.append((i, text[:60], now, row["entities"]))
    assert not differ, differ[:3]


def test_reference_covers_every_text_and_finds_something(stored):
    """The comparison above would pass vacuously on an empty reference."""
    assert set(stored) == set(ref.CORPORA)
    found = sum(len(r["entities"]) for rows in stored.values() for r in rows)
    assert found > 1000 and all(stored[name] for name in stored)
