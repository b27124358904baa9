"""Word lists shipped in data/ (gzipped, one entry per line), read once on first use."""
from __future__ import annotations

import functools
import gzip
from pathlib import Path

_DIR = Path(__file__).parent / "data"


@functools.cache
def read_list(name: str) -> frozenset[str]:
    """The lines of data/`name` (a gzipped UTF-8 list), as a set."""
    return frozenset(line for line in gzip.decompress((_DIR / name).read_bytes()).decode("utf-8").splitlines() if line)
