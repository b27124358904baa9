"""Privacy: detection (Presidio + our recognizers), the placeholder vault, the egress gate,
the egress ledger, the privacy budget and exposure scoring.

Importing this package is cheap: the spaCy/Presidio engine loads on the first detection.
"""
import os

# Must be set before presidio (tldextract) is imported anywhere: no network at run time.
os.environ["TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS"] = ""

from edge_agent.privacy.budget import PrivacyBudget  # noqa: E402
from edge_agent.privacy.exposure import (  # noqa: E402
    ExposureReport,
    ItemScore,
    score_exposure,
    score_value,
)
from edge_agent.privacy.gate import EgressBlocked, Gate  # noqa: E402
from edge_agent.privacy.ledger import (  # noqa: E402
    EgressLedger,
    EgressRecord,
    MemoryEgressLedger,
    SqliteEgressLedger,
)
from edge_agent.privacy.vault import Vault  # noqa: E402


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
