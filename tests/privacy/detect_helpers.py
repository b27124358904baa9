"""A helper the form tests share: what a detector finds in a text, as (type, text) pairs."""
from __future__ import annotations


def found(detector, text: str) -> list[tuple[str, str]]:
    return [(e.type, e.text) for e in detector.analyze(text)]
