"""Detection results shared by the runs of one bench process.

A bench runs the same texts through the privacy detector again and again: every cell of a
task sends the same prompt, every cell of a strategy the same system prompt and tool
specs, and the scripted test doubles take the same actions and see the same observations
under several strategies. Profiling the scripted full suite showed the detector's analysis
of those repeated texts as two thirds of its wall time (issue 17).

So each run keeps its own Gate (its own vault, ledger, permits and learned secrets: the
per-run state), but the Gate's detector is a `CachedDetector`: a fresh Detector per run
(cheap; the Presidio engine itself is built once per process in privacy.engine) wrapped
around one process-wide table of results. A result depends only on the text, the
detector's settings and the exact secret values the run has learned, so all three are the
key: a run that learned a secret never reads a result computed without it, and the rows
are the same as without the cache (tests/benchmarks/test_bench_speed.py).
"""
from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Iterable
from typing import Any

MAX_ENTRIES = 50_000  # texts; results are small (a few spans each), keys are digests


class DetectionCache:
    """A bounded, thread-safe table: key -> the detector's list of entities."""

    def __init__(self, max_entries: int = MAX_ENTRIES):
        self.max_entries = max_entries
        self._table: OrderedDict[tuple, tuple] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def get(self, key: tuple) -> tuple | None:
        with self._lock:
            found = self._table.get(key)
            if found is None:
                self.misses += 1
                return None
            self._table.move_to_end(key)
            self.hits += 1
            return found

    def put(self, key: tuple, value: tuple) -> None:
        with self._lock:
            self._table[key] = value
            self._table.move_to_end(key)
            while len(self._table) > self.max_entries:
                self._table.popitem(last=False)

    def __len__(self) -> int:
        return len(self._table)


_shared: DetectionCache | None = None
_shared_lock = threading.Lock()


def shared_cache() -> DetectionCache:
    """This process's table (each bench worker process has its own)."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = DetectionCache()
        return _shared


class CachedDetector:
    """A run's detector: the inner Detector's answers, reused across runs for equal keys.
    Everything but `analyze` and `learn` is the inner detector's (counters, warm_up)."""

    def __init__(self, inner: Any, cache: DetectionCache | None = None):
        self.inner = inner
        self.cache = cache if cache is not None else shared_cache()
        self._learned: set[str] = set()
        self._settings = (tuple(getattr(inner, "entities", ())), getattr(inner, "threshold", None),
                          getattr(inner, "chunk_chars", None), type(inner).__qualname__)
        self._secrets_key = ""

    def learn(self, values: Iterable[str], source: str = "runtime") -> list[str]:
        new = self.inner.learn(values, source)
        if new:
            self._learned.update(new)
            body = "\0".join(sorted(self._learned)).encode("utf-8")
            self._secrets_key = hashlib.blake2b(body, digest_size=16).hexdigest()
        return new

    def analyze(self, text: str) -> list:
        key = (self._settings, self._secrets_key, hashlib.blake2b(text.encode("utf-8"), digest_size=16).digest(),
               len(text))
        found = self.cache.get(key)
        if found is None:
            found = tuple(self.inner.analyze(text))
            self.cache.put(key, found)
        return list(found)

    def __getattr__(self, name: str) -> Any:
        if name == "inner":  # not set yet (copying, unpickling): no recursion
            raise AttributeError(name)
        return getattr(self.inner, name)
