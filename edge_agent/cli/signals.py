"""SIGTERM ends a command the way Ctrl-C or a normal return does, so what it started is stopped.

A bench stopped with `kill` (SIGTERM) left its local cloud stand-in server running, reparented to init and busy on
a core: the server is stopped by a finalizer at interpreter exit, which SIGTERM's default action never reaches.
"""
from __future__ import annotations

import signal
import threading


def _exit(signum: int, frame: object) -> None:
    raise SystemExit(128 + signum)


def exit_on_sigterm() -> None:
    """In the main thread, where SIGTERM still has its default action: make it a SystemExit (exit code 143)."""
    if threading.current_thread() is threading.main_thread() and signal.getsignal(signal.SIGTERM) == signal.SIG_DFL:
        signal.signal(signal.SIGTERM, _exit)
