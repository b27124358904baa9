"""A process-wide memory of what the engine found in a text, keyed by a digest of its content.

The agent loop sends the same messages again at every step (system prompt, tool specs, the
history so far), and the benchmark harness builds a gate per cell for the same tasks: each
of those texts would otherwise pay the full detection cost again. Only the engine's own,
deterministic work is kept (spaCy, the recognizers, table columns); the secrets a Detector
has learnt are matched afresh on every call, so a value learnt later is still found in a
text first seen before. Bounded by entries and by characters of the texts remembered; the
least recently used go first. Holds no text, only digests and the detections' spans.
"""
from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from typing import Any

MAX_ENTRIES = 4096
MAX_CHARS = 16 * 1024 * 1024


class ResultCache:
    def __init__(self, max_entries: int = MAX_ENTRIES, max_chars: int = MAX_CHARS):
        self.max_entries, self.max_chars = max_entries, max_chars
        self._items: OrderedDict[bytes, tuple[int, Any]] = OrderedDict()
        self._chars = 0
        self._lock = threading.Lock()
        self.hits = self.misses = 0

    @staticmethod
    def key(text: str, config: str) -> bytes:
        h = hashlib.blake2b(config.encode("utf-8"), digest_size=20)
        h.update(b"\0")
        h.update(text.encode("utf-8", "surrogatepass"))
        return h.digest()

    def get(self, key: bytes) -> Any | None:
        with self._lock:
            item = self._items.get(key)
            if item is None:
                self.misses += 1
                return None
            self._items.move_to_end(key)
            self.hits += 1
            return item[1]

    def put(self, key: bytes, chars: int, value: Any) -> None:
        if chars > self.max_chars:
            return
        with self._lock:
            old = self._items.pop(key, None)
            if old is not None:
                self._chars -= old[0]
            self._items[key] = (chars, value)
            self._chars += chars
            while len(self._items) > self.max_entries or self._chars > self.max_chars:
                _, (n, _) = self._items.popitem(last=False)
                self._chars -= n

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._chars = 0

    def __len__(self) -> int:
        return len(self._items)


SHARED = ResultCache()
