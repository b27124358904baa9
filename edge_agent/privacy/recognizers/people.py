"""Person names announced by a label or a title, which the small spaCy model often misses
in form-like text ("Recipient: Jane Roe", "name=Jane Roe", "Dear Mr. Roe")."""
from __future__ import annotations

import regex as re
from presidio_analyzer import Pattern, PatternRecognizer

_NAME = r"[A-Z][a-z]+(?:[\-'][A-Z]?[a-z]+)?(?:\s[A-Z]'?[A-Z]?[a-z]+(?:-[A-Z][a-z]+)?){1,2}"
_LABELS = (r"(?i:name|full[ _]name|recipient|cardholder|passenger|patient|landlord|tenant|contact|"
           r"bill to|ship to|approved by|signed by|from|attn|customer|employee|account holder)")
LABELLED_NAME = r"(?<=(?:^|[\n;,(])\s*" + _LABELS + r"\s?[:=]\s?)" + _NAME + r"(?![A-Za-z])"
TITLED_NAME = r"(?<=\b(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s)" + _NAME + r"(?![A-Za-z])"


def people_recognizers(lang: str) -> list[PatternRecognizer]:
    return [PatternRecognizer(supported_entity="PERSON", name="LabelledNameRecognizer", supported_language=lang,
                              patterns=[Pattern("labelled_name", LABELLED_NAME, 0.6), Pattern("titled_name", TITLED_NAME, 0.6)],
                              global_regex_flags=re.MULTILINE)]
