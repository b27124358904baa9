"""The one shape our own Presidio recognizers share: one entity type, nothing to load, and `analyze` that
returns nothing unless that type was asked for. Subclasses name the type (`ENTITY`) and write `find`."""
from __future__ import annotations

from presidio_analyzer import LocalRecognizer, RecognizerResult


class SingleEntityRecognizer(LocalRecognizer):
    ENTITY = ""

    def __init__(self, lang: str):
        super().__init__(supported_entities=[self.ENTITY], name=type(self).__name__, supported_language=lang)

    def load(self) -> None:
        pass

    def analyze(self, text, entities, nlp_artifacts=None):
        if self.ENTITY not in entities:
            return []
        return self.find(text)

    def find(self, text: str) -> list[RecognizerResult]:
        raise NotImplementedError

    def result(self, start: int, end: int, score: float) -> RecognizerResult:
        return RecognizerResult(self.ENTITY, start, end, score)
