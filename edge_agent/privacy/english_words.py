"""Ordinary English words, to tell a word from a user name that happens to split into a name ("standing" is not
"stan" + "ding", "award" is not "a. ward") or that follows "login" or "account" ("login code", "account recovery").

The list is SCOWL's (data/english_words.README): 62,463 lower-case words of 4 to 14 letters, read once, on first use.
"""
from __future__ import annotations

import gzip
import threading
from pathlib import Path

_PATH = Path(__file__).parent / "data" / "english_words.txt.gz"
_lock = threading.Lock()
_words: frozenset[str] | None = None


def words() -> frozenset[str]:
    global _words
    if _words is None:
        with _lock:
            if _words is None:
                _words = frozenset(gzip.decompress(_PATH.read_bytes()).decode("ascii").split())
    return _words


def is_word(token: str) -> bool:
    """Whether the lower-case `token` is an ordinary English word of the list (names and places are not in it)."""
    return token in words()
