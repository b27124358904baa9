"""`privacy.scan(text)`: detect and redact one text with a fresh vault (the CLI's `scan`)."""
from __future__ import annotations

from dataclasses import dataclass, field

from edge_agent.privacy.detect import Detector, Entity
from edge_agent.privacy.vault import Vault


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


def scan(text: str, *, detector: Detector | None = None) -> ScanResult:
    detector = detector or Detector()
    vault = Vault()
    entities = detector.analyze(text)
    redacted = vault.redact(text, entities)
    return ScanResult(redacted, entities, dict(vault.items()))
