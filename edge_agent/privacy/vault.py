"""Vault: the per-session map between sensitive values and typed placeholders.

Placeholders are `[TYPE_NNN]`, numbered per type in order of first appearance, and never
reused within a session, so a value keeps its placeholder across messages and steps and a
cloud model's reply can be mapped back. Number-like values (phones, cards, IDs) are keyed
by their digits, so "138 1234 5678" and "13812345678" share a placeholder; un-redaction
returns the first surface form seen.

Un-redaction accepts only the exact bracketed form the vault wrote (`[EMAIL_001]`): a
bare `email_1` or `[person_1]` in a cloud reply is ordinary text (a file named
`email_1.txt` must stay that name), so a reply cannot turn loose words into real values.
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
PLACEHOLDER = re.compile(r"\[[A-Z]+_\d{3,}\]")
_EXACT = re.compile(r"\[([A-Z]+)_(\d{3,})\]")


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
            ptype, digits = m.group(1), m.group(2)
            value = self._values.get((ptype, int(digits)))
            # Only the form this vault wrote: [EMAIL_001], not [EMAIL_0001] or [EMAIL_1].
            return value if value is not None and m.group(0) == f"[{ptype}_{int(digits):03d}]" else m.group(0)

        with self._lock:
            return _EXACT.sub(sub, text)

    def placeholders_in(self, text: str) -> list[tuple[str, str, str]]:
        """(placeholder, type, value) of every known placeholder in text, in order of appearance."""
        out = []
        with self._lock:
            for m in _EXACT.finditer(text or ""):
                value = self._values.get((m.group(1), int(m.group(2))))
                if value is not None and m.group(0) == f"[{m.group(1)}_{int(m.group(2)):03d}]":
                    out.append((m.group(0), m.group(1), value))
        return out

    def known_values(self) -> list[tuple[str, str, str]]:
        """(placeholder, type, value) of everything the vault holds."""
        with self._lock:
            return [(f"[{t}_{n:03d}]", t, v) for (t, n), v in self._values.items()]

    def unredact_obj(self, obj: Any) -> Any:
        """Un-redact every string inside a JSON-like value (tool-call arguments)."""
        if isinstance(obj, str):
            return self.unredact(obj)
        if isinstance(obj, dict):
            return {k: self.unredact_obj(v) for k, v in obj.items()}
        if isinstance(obj, list):
            return [self.unredact_obj(v) for v in obj]
        return obj
