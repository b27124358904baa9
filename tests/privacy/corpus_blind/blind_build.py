"""Turns a template's parts into text plus exact offsets.

A template returns plain strings mixed with S(type, value) spans and D(kind, value) decoys;
the offsets are computed here, never by hand, so they cannot drift from the text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

Part = str | tuple[str, str, str]


def S(kind: str, value: str) -> tuple[str, str, str]:
    return ("S", kind, value)


def D(kind: str, value: str) -> tuple[str, str, str]:
    return ("D", kind, value)


@dataclass
class Built:
    text: str
    spans: list[dict] = field(default_factory=list)
    decoys: list[dict] = field(default_factory=list)


def build(parts: list[Part]) -> Built:
    out = Built(text="")
    pieces: list[str] = []
    pos = 0
    for part in parts:
        if isinstance(part, str):
            pieces.append(part)
            pos += len(part)
            continue
        tag, kind, value = part
        record = {"start": pos, "end": pos + len(value), "value": value}
        if tag == "S":
            out.spans.append({"type": kind, **record})
        else:
            out.decoys.append({"kind": kind, **record})
        pieces.append(value)
        pos += len(value)
    out.text = "".join(pieces)
    return out


TEMPLATES: list[tuple[str, str, Callable]] = []


def template(lang: str, kind: str) -> Callable[[Callable], Callable]:
    def register(fn: Callable) -> Callable:
        TEMPLATES.append((lang, kind, fn))
        return fn

    return register
