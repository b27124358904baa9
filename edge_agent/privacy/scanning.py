"""`privacy.scan(text)`: detect and redact one text with a fresh vault (the CLI's `scan`).

Detection time grows with the text and, for some shapes of text (a megabyte of "1-1-1-…" or
of one repeated Chinese character), much faster than with ordinary prose; `timeout_s` bounds
the wait: past it, `ScanTimeout` says so in one line and nothing is printed half-done.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

from edge_agent.errors import EdgeAgentError
from edge_agent.privacy.detect import Detector, Entity
from edge_agent.privacy.vault import Vault

DEFAULT_TIMEOUT_S = 120.0


class ScanTimeout(EdgeAgentError, TimeoutError):
    """Detection did not finish within the time allowed."""


@dataclass
class ScanResult:
    redacted: str
    entities: list[Entity]
    placeholders: dict[str, str] = field(default_factory=dict)  # placeholder -> original value

    def to_dict(self) -> dict:
        return {"redacted": self.redacted,
                "entities": [{"type": e.type, "start": e.start, "end": e.end, "text": e.text, "score": round(e.score, 3),
                              "placeholder": ph} for e, ph in zip(self.entities, self._entity_placeholders())]}

    def _entity_placeholders(self) -> list[str]:
        back = {v: k for k, v in self.placeholders.items()}
        return [back.get(e.text, "") for e in self.entities]


def scan(text: str, *, detector: Detector | None = None, timeout_s: float | None = None) -> ScanResult:
    detector = detector or Detector()
    entities = detector.analyze(text) if timeout_s is None else _analyze_within(detector, text, timeout_s)
    vault = Vault()
    redacted = vault.redact(text, entities)
    return ScanResult(redacted, entities, dict(vault.items()))


def _analyze_within(detector: Detector, text: str, timeout_s: float) -> list[Entity]:
    """Run detection in a daemon thread and stop waiting after timeout_s (the thread cannot be
    killed; the process that asked is expected to report and exit, as the CLI does)."""
    box: dict[str, Any] = {}

    def work():
        try:
            box["ok"] = detector.analyze(text)
        except BaseException as e:  # noqa: BLE001 — re-raised in the caller's thread
            box["err"] = e

    t = threading.Thread(target=work, name="privacy-scan", daemon=True)
    t.start()
    t.join(timeout_s)
    if t.is_alive():
        kb = len(text.encode("utf-8", "surrogatepass")) / 1024
        raise ScanTimeout(f"detection did not finish within {timeout_s:g} s ({kb:,.0f} KB); "
                          "split the input or allow more time with --timeout")
    if "err" in box:
        raise box["err"]
    return box["ok"]
