"""Live output while a model works: a spinner on a terminal, nothing when piped.

Why a thread: the model call blocks the thread that would draw; a small daemon thread
redraws one status line (frame, label, seconds) on stderr every 0.1 s until the next event
stops it. When stderr is not a terminal the spinner never starts, so logs and pipes get
whole lines only. The legend explains the step format of `edge-agent run` once per run.
"""
from __future__ import annotations

import sys
import threading
import time
from typing import TextIO

FRAMES = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"

LEGEND = ("legend: [n] who acted (edge|cloud) tool {arguments}; ok/ERR what the tool returned; "
          "side:evaluated/prompt+generated tok (prompt tokens computed / in the prompt + tokens written), "
          "H = first-token entropy in nats (step-route escalates above tau), s = seconds; "
          "$ = cloud USD, FLOP = edge compute (about 2 x parameters x tokens)")


def is_tty(stream: TextIO) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


class Spinner:
    """`start(label)` shows it, `label = ...` changes the text, `stop()` erases the line.
    Does nothing at all unless `stream` is a terminal."""

    def __init__(self, stream: TextIO | None = None, *, enabled: bool | None = None, width: int = 78):
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = is_tty(self.stream) if enabled is None else enabled
        self.width = width
        self.label = ""
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._t0 = 0.0
        self._shown = False

    @property
    def running(self) -> bool:
        return self._thread is not None

    def start(self, label: str) -> None:
        self.label = label
        if not self.enabled or self._thread is not None:
            return
        self._t0 = time.monotonic()
        self._stop.clear()
        self._thread = threading.Thread(target=self._spin, name="edge-agent-spinner", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        thread, self._thread = self._thread, None
        if thread is None:
            return
        self._stop.set()
        thread.join()
        with self._lock:
            if self._shown:
                self.stream.write("\r\033[2K")
                self.stream.flush()
                self._shown = False

    def _spin(self) -> None:
        i = 0
        while not self._stop.wait(0.1):
            text = f"{FRAMES[i % len(FRAMES)]} {self.label} {time.monotonic() - self._t0:.0f}s"
            if len(text) > self.width:
                text = text[: self.width - 1] + "…"
            with self._lock:
                self.stream.write("\r\033[2K" + text)
                self.stream.flush()
                self._shown = True
            i += 1
