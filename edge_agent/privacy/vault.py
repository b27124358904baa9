"""Vault: the per-session map between sensitive values and typed placeholders.

Placeholders are `[TYPE_NNN]`, numbered per type in order of first appearance, and never
reused within a session, so a value keeps its placeholder across messages and steps and a
cloud model's reply can be mapped back. Number-like values (phones, cards, IDs) are keyed
by their digits, so "138 1234 5678" and "13812345678" share a placeholder; un-redaction
returns the first surface form seen.
"""
from __future__ import annotations

import threading
from collections.abc import Iterable
from typing import Any

import regex as re

# Short type names keep placeholders readable for the cloud model.
PLACEHOLDER_TYPE = {"PHONE": "PHONE", "PERSON": "PERSON", "EMAIL": "EMAIL", "APIKEY": "APIKEY", "SECRET": "SECRET",
                    "IDCARD": "IDCARD", "CARD": "CARD", "IBAN": "IBAN", "ADDRESS": "ADDRESS", "AMOUNT": "AMOUNT",
                    "SSN": "SSN", "PASSWORD": "PASSWORD", "CVV": "CVV", "PASSPORT": "PASSPORT", "NATIONAL_ID": "NATIONALID",
                    "IP_ADDRESS": "IP", "DATE_OF_BIRTH": "DOB", "MEDICAL": "MEDICAL"}
_DIGIT_KEYED = {"PHONE", "CARD", "IDCARD", "IBAN", "SSN", "PASSPORT", "NATIONALID"}
# Tolerant form for replies: [PERSON_001], [person_001], PERSON_001, [ PERSON_001 ], [PERSON_1].
_REPLY = re.compile(r"\[\s*([A-Za-z]+)_(\d{1,4})\s*\]|(?<![A-Za-z0-9_])([A-Z]+|[a-z]+)_(\d{1,4})(?![A-Za-z0-9_])")
PLACEHOLDER = re.compile(r"\[[A-Z]+_\d{3,}\]")


def _key(entity_type: str, value: str) -> tuple[str, str]:
    if entity_type in _DIGIT_KEYED:
        norm = re.sub(r"[^0-9A-Za-z]", "", value).upper()
        if norm:
            return entity_type, norm
    return entity_type, value


class Vault:
    def __init__(self):
        self._lock = threading.Lock()
        self._by_key: dict[tuple[str, str], str] = {}
        self._values: dict[tuple[str, int], str] = {}  # (TYPE, n) -> original value
        self._counters: dict[str, int] = {}

    def placeholder(self, entity_type: str, value: str) -> str:
        ptype = PLACEHOLDER_TYPE.get(entity_type, re.sub(r"[^A-Z]", "", entity_type.upper()) or "SENSITIVE")
        key = _key(ptype, value)
        with self._lock:
            ph = self._by_key.get(key)
            if ph is None:
                n = self._counters.get(ptype, 0) + 1
                self._counters[ptype] = n
                ph = f"[{ptype}_{n:03d}]"
                self._by_key[key] = ph
                self._values[(ptype, n)] = value
            return ph

    def __len__(self) -> int:
        return len(self._values)

    def items(self) -> list[tuple[str, str]]:
        """(placeholder, value) pairs in creation order, per type."""
        with self._lock:
            return [(f"[{t}_{n:03d}]", v) for (t, n), v in self._values.items()]

    def redact(self, text: str, entities: Iterable) -> str:
        """Replace each entity span (objects with type/start/end; non-overlapping) in text."""
        out, pos = [], 0
        for e in sorted(entities, key=lambda e: e.start):
            out.append(text[pos:e.start])
            out.append(self.placeholder(e.type, text[e.start:e.end]))
            pos = e.end
        out.append(text[pos:])
        return "".join(out)

    def unredact(self, text: str) -> str:
        """Put real values back; unknown placeholder-like tokens are left as they are."""
        if not self._values or not text:
            return text

        def sub(m: re.Match) -> str:
            ptype = (m.group(1) or m.group(3)).upper()
            n = int(m.group(2) or m.group(4))
            value = self._values.get((ptype, n))
            return m.group(0) if value is None else value

        with self._lock:
            return _REPLY.sub(sub, text)

    def unredact_obj(self, obj: Any) -> Any:
        """Un-redact every string inside a JSON-like value (tool-call arguments)."""
        if isinstance(obj, str):
            return self.unredact(obj)
        if isinstance(obj, dict):
            return {k: self.unredact_obj(v) for k, v in obj.items()}
        if isinstance(obj, list):
            return [self.unredact_obj(v) for v in obj]
        return obj
