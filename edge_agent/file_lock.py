"""An exclusive lock between processes on a small lock file: fcntl.flock on Unix, msvcrt on Windows.

Used where two processes may start the same one-time work at once: fetching a model (models.fetch) and
creating or migrating a trace store (store.db: two benches started together on one new store both created
its tables, and one failed with "table runs already exists" or "database is locked").
"""
from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator
from pathlib import Path


def try_lock(fh) -> bool:
    """Take an exclusive lock on `fh` without waiting; False when another process holds it.

    fcntl is imported here, not at the top: Windows has no fcntl, and importing this module
    (which every `edge-agent` command does through the catalog) must not fail there."""
    try:
        import fcntl
    except ImportError:
        try:
            import msvcrt  # Windows: lock the first byte of the lock file
        except ImportError:
            return True  # neither: no cross-process lock here; the .partial + rename still protects the file
        fh.seek(0)
        try:
            msvcrt.locking(fh.fileno(), msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]  # Windows only
        except OSError:
            return False
        return True
    try:
        fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def unlock(fh) -> None:
    try:
        import fcntl
    except ImportError:
        try:
            import msvcrt
        except ImportError:
            return
        fh.seek(0)
        msvcrt.locking(fh.fileno(), msvcrt.LK_UNLCK, 1)  # type: ignore[attr-defined]  # Windows only
        return
    fcntl.flock(fh, fcntl.LOCK_UN)


@contextlib.contextmanager
def exclusive(path: Path, *, poll_s: float = 0.05) -> Iterator[None]:
    """Hold the lock on `path` (created if missing) for the block, waiting for another holder to finish."""
    with open(path, "a+") as fh:
        while not try_lock(fh):
            time.sleep(poll_s)
        try:
            yield
        finally:
            unlock(fh)
