"""Helpers the form tests share: what a detector finds in a text, as (type, text) pairs, or the texts of one type."""
from __future__ import annotations


def found(detector, text: str) -> list[tuple[str, str]]:
    return [(e.type, e.text) for e in detector.analyze(text)]


def of(detector, text: str, kind: str) -> list[str]:
    """The texts of the detections of type `kind`, in order."""
    return [t for k, t in found(detector, text) if k == kind]
