"""Known secrets: exact values the runtime has seen in credential files, fed by the agent
(values in .env, config and key files it reads) and by user configuration.

Matching is plain substring search, not a regex deny-list: Presidio's deny-list wraps
terms in `\\b`, which never matches next to Chinese characters ("密码abc123" has no
boundary between 码 and a).
"""
from __future__ import annotations

import json
import re
import threading
from collections.abc import Iterable

MIN_SECRET_LEN = 6
_SECRET_KEY = re.compile(r"(?i)(pass|pwd|secret|token|api[_-]?key|apikey|auth|credential|private|access[_-]?key|dsn|cookie|session)")
_ASSIGN = re.compile(r"""^\s*(?:export\s+)?["']?([A-Za-z0-9_.\-]+)["']?\s*[:=]\s*["']?([^"'\s#][^"'\n#]*?)["']?\s*,?\s*$""", re.M)
# Quoted values may hold the other quote or an escaped one: DB_PASSWORD="pa\"ss" or 'a"b'.
_QUOTED_ASSIGN = re.compile(r"""^\s*(?:export\s+)?["']?([A-Za-z0-9_.\-]+)["']?\s*[:=]\s*(["'])((?:\\.|(?!\2).)*)\2\s*,?\s*(?:#.*)?$""",
                            re.M)
_URL_PASSWORD = re.compile(r"[a-z][a-z0-9+.\-]*://[^:/\s@]+:([^@\s/]+)@", re.I)
_BORING = {"true", "false", "null", "none", "yes", "no", "debug", "info", "warning", "error", "localhost", "changeme"}


def _looks_random(v: str) -> bool:
    """Long values mixing letters and digits (tokens, hashes) are secrets whatever their key."""
    return len(v) >= 16 and bool(re.search(r"[A-Za-z]", v)) and bool(re.search(r"\d", v)) and " " not in v


def extract_secret_values(text: str) -> list[str]:
    """Secret values in a credential/config file: secret-named keys, random-looking values,
    passwords inside URLs. Ordinary settings (LOG_LEVEL=debug, WORKERS=4) are not secrets."""
    found: list[str] = []
    for key, value in _ASSIGN.findall(text):
        value = value.strip()
        if len(value) < MIN_SECRET_LEN or value.lower() in _BORING or value.startswith("${"):
            continue
        if _SECRET_KEY.search(key) or _looks_random(value):
            found.append(value)
    for key, quote, raw in _QUOTED_ASSIGN.findall(text):
        value = re.sub(r"\\(.)", r"\1", raw) if quote == '"' else raw
        if value not in found and len(value) >= MIN_SECRET_LEN and value.lower() not in _BORING \
                and not value.startswith("${") and (_SECRET_KEY.search(key) or _looks_random(value)):
            found = [f for f in found if f not in value] + [value]  # the whole value, not a piece cut at a quote
    found += _URL_PASSWORD.findall(text)
    try:  # JSON credential files (service-account keys, ~/.docker/config.json)
        found += _json_secrets(json.loads(text))
    except (ValueError, TypeError):
        pass
    return found


def _json_secrets(obj, key: str = "") -> list[str]:
    if isinstance(obj, dict):
        return [v for k, o in obj.items() for v in _json_secrets(o, str(k))]
    if isinstance(obj, list):
        return [v for o in obj for v in _json_secrets(o, key)]
    if isinstance(obj, str) and len(obj) >= MIN_SECRET_LEN and (_SECRET_KEY.search(key) or _looks_random(obj)):
        return [obj]
    return []


class KnownSecrets:
    def __init__(self, values: Iterable[str] = ()):
        self._lock = threading.Lock()
        self._values: dict[str, str] = {}  # value -> source
        self.add(values, "config")

    def add(self, values: Iterable[str], source: str) -> list[str]:
        """Returns the values that were new."""
        new = []
        with self._lock:
            for v in values:
                v = v.strip()
                if len(v) >= MIN_SECRET_LEN and v not in self._values:
                    self._values[v] = source
                    new.append(v)
        return new

    def __len__(self) -> int:
        return len(self._values)

    def find(self, text: str) -> list[tuple[int, int]]:
        spans = []
        with self._lock:
            values = list(self._values)
        for v in values:
            i = text.find(v)
            while i != -1:
                spans.append((i, i + len(v)))
                i = text.find(v, i + len(v))
        return spans

    def contained_in(self, text: str, values: Iterable[str]) -> bool:
        return any(v in text for v in values)
