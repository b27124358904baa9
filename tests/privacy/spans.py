"""Shared check of the form tests: is every non-space character of a value covered by a detection of
its type (possibly by several adjacent detections)?"""
from __future__ import annotations


def covered(found, text: str, typ: str, value: str, *, last: bool = True) -> bool:
    """`value` is looked up from the end of `text` (its last mention) unless last=False."""
    start = text.rindex(value) if last else text.index(value)
    return all(text[i].isspace() or any(e.type == typ and e.start <= i < e.end for e in found)
               for i in range(start, start + len(value)))
