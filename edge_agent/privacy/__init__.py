"""Privacy: detection (Presidio + our recognizers), the placeholder vault, the egress gate,
the egress ledger, the privacy budget and exposure scoring.

Importing this package is cheap and has no side effects: the spaCy/Presidio engine loads on
the first detection (privacy.engine), which is also where tldextract is kept offline.
"""
from edge_agent.privacy.budget import PrivacyBudget
from edge_agent.privacy.exposure import ExposureReport, ItemScore, score_exposure, score_value
from edge_agent.privacy.gate import EgressBlocked, Gate
from edge_agent.privacy.ledger import EgressLedger, EgressRecord, MemoryEgressLedger, SqliteEgressLedger
from edge_agent.privacy.vault import Vault


def scan(text: str, **kwargs):
    """Detect and redact one text; returns privacy.scanning.ScanResult (redacted text + entities)."""
    from edge_agent.privacy.scanning import scan as _scan

    return _scan(text, **kwargs)


def __getattr__(name):  # Detector/ScanResult import presidio; load them only when asked for
    if name in ("Detector", "Entity"):
        from edge_agent.privacy import detect

        return getattr(detect, name)
    if name == "ScanResult":
        from edge_agent.privacy.scanning import ScanResult

        return ScanResult
    raise AttributeError(name)


__all__ = ["Detector", "Entity", "EgressBlocked", "EgressLedger", "EgressRecord", "ExposureReport", "Gate", "ItemScore",
           "MemoryEgressLedger", "PrivacyBudget", "ScanResult", "SqliteEgressLedger", "Vault", "scan", "score_exposure",
           "score_value"]
