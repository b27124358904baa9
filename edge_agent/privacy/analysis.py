"""One pass of the recognizers over one chunk: Presidio's `AnalyzerEngine.analyze`, less its overhead.

Same steps, same order, same results (tests/privacy/test_analysis.py compares them): NLP
artifacts, every recognizer, recognizer-level then lemma context enhancement, the score
threshold, `remove_duplicates`. What it leaves out is per-call work our configuration never
needs: the recognizer list is looked up once per (language, entities) instead of filtered on
every call; context enhancement deep-copies only the results of recognizers that have context
words (Presidio copies every result, then skips the others); recognizers whose `can_match`
says the text cannot hold their entity (no "@" for an e-mail, too few digits for a card) are
not run; there is no decision-process tracing.

`BisectLemmaEnhancer` is Presidio's lemma context enhancer with one search changed: the token
under a result's start was found by walking the tokens from the first (every result × every
token before it); it is now a bisection over the tokens' end offsets, computed once per text.
Both return the first token that ends after the start (a token starting there ends after it).
Its `enhance_using_context` is Presidio's loop without the deep copy of every result.
"""
from __future__ import annotations

import copy
from bisect import bisect_right
from collections.abc import Callable, Sequence
from typing import Any

import regex as re
from presidio_analyzer import EntityRecognizer, RecognizerResult
from presidio_analyzer.context_aware_enhancers import ContextAwareEnhancer, LemmaContextAwareEnhancer

_DIGIT = re.compile(r"\d")
_ID_KEY = RecognizerResult.RECOGNIZER_IDENTIFIER_KEY
_NAME_KEY = RecognizerResult.RECOGNIZER_NAME_KEY


def _digits_at_least(n: int) -> Callable[[str], bool]:
    def check(text: str) -> bool:
        count = 0
        for _ in _DIGIT.finditer(text):
            count += 1
            if count >= n:
                return True
        return False
    return check


# Necessary conditions, read off each recognizer's patterns: a text that fails one cannot
# produce a result from that recognizer, so skipping it changes nothing.
PREFILTERS: dict[str, Callable[[str], bool]] = {
    "EmailRecognizer": lambda t: "@" in t or "%40" in t,
    "CardRecognizer": _digits_at_least(13),  # 13-19 digits
    "ChineseIdRecognizer": _digits_at_least(17),  # 17 digits and a check character
    "UsSsnRecognizer": _digits_at_least(9),
    "ChinesePhoneRecognizer": _digits_at_least(8),  # a "+CC" number has 8-15 digits, a mobile 11, a landline 10+
}


class BisectLemmaEnhancer(LemmaContextAwareEnhancer):
    """LemmaContextAwareEnhancer, same arguments and results, with the token search by bisection."""

    _ends: tuple[Any, list[int]] = (None, [])  # (the tokens they belong to, the tokens' end offsets)

    def _find_index_of_match_token(self, word: str, start: int, tokens, tokens_indices: list[int]) -> int:  # type: ignore[override]
        known, ends = self._ends
        if known is not tokens:
            ends = [i + len(t) for i, t in zip(tokens_indices, tokens)]
            self._ends = (tokens, ends)
        i = bisect_right(ends, start)
        if i == len(ends):
            raise ValueError("Did not find word '" + word + "' in the list of tokens although it is expected to be found")
        return i

    def enhance_using_context(self, text, raw_results, nlp_artifacts, recognizers, context=None):  # type: ignore[override]
        """Presidio's loop, less its `copy.deepcopy` of every result (and of every result's
        metadata and explanation): each result is copied with its explanation, the only
        parts the loop changes, so the caller's results stay as they were, as before."""
        results = []
        for r in raw_results:
            c = copy.copy(r)
            if r.analysis_explanation is not None:
                c.analysis_explanation = copy.copy(r.analysis_explanation)
            results.append(c)
        by_id = {rec.id: rec for rec in recognizers}
        context = [w.lower() for w in context] if context else []
        if nlp_artifacts is None:
            return results
        for result in results:
            meta = result.recognition_metadata
            recognizer = by_id.get(meta[_ID_KEY]) if meta and _ID_KEY in meta else None
            if not recognizer or not recognizer.context or meta.get(RecognizerResult.IS_SCORE_ENHANCED_BY_CONTEXT_KEY):
                continue
            surrounding = self._extract_surrounding_words(nlp_artifacts=nlp_artifacts, word=text[result.start:result.end],
                                                          start=result.start)
            surrounding.extend(context)
            supportive = self._find_supportive_word_in_context(surrounding, recognizer.context, self.context_matching_mode)
            if supportive != "":
                result.score += self.context_similarity_factor
                result.score = max(result.score, self.min_score_with_context_similarity)
                result.score = min(result.score, ContextAwareEnhancer.MAX_SCORE)
                result.analysis_explanation.set_supportive_context_word(supportive)
                result.analysis_explanation.set_improved_score(result.score)
        return results

    def forget(self) -> None:
        """Drop the offsets kept for the last text (and with them its spaCy Doc)."""
        self._ends = (None, [])


# Recognizers whose names come out already shaped (detect.py trims the others' PERSON and PHONE spans).
SHAPED = frozenset({"ListedNameRecognizer", "TitledNameRecognizer", "HandleNameRecognizer", "SpokenNumberRecognizer",
                    "ChineseNameRecognizer", "LabelledNameRecognizer", "LooseNameRecognizer", "NameFormRecognizer",
                    "ChatNameRecognizer", "LabelNameRecognizer", "PersonCueRecognizer", "PhoneFormRecognizer",
                    "TravelRecordRecognizer", "HandlePlaceRecognizer"})


def _distinct(results: list[RecognizerResult]) -> list[RecognizerResult]:
    """One result per (type, span, score), the same one in every process: Presidio's remove_duplicates keeps one of
    equal results through a set() of string hashes, so which recognizer's result survived (spaCy's, trimmed after, or a
    name list's, kept whole) changed with PYTHONHASHSEED (round 22). A shaped recognizer's result wins, else the first."""
    chosen: dict[tuple, RecognizerResult] = {}
    for r in results:
        key = (r.entity_type, r.start, r.end, r.score)
        if key not in chosen or (r.recognition_metadata or {}).get(_NAME_KEY) in SHAPED and \
                (chosen[key].recognition_metadata or {}).get(_NAME_KEY) not in SHAPED:
            chosen[key] = r
    return list(chosen.values())


class Pass:
    """The recognizers of one (language, entities) selection, ready to run."""

    def __init__(self, analyzer, language: str, entities: Sequence[str]):
        self.analyzer = analyzer
        self.language = language
        self.entities = list(entities)
        self.recognizers = analyzer.registry.get_recognizers(language=language, entities=self.entities)
        for r in self.recognizers:
            if not r.is_loaded:
                r.load()
                r.is_loaded = True
        self.by_id = {r.id: r for r in self.recognizers}
        # Presidio's base enhance_using_context returns its input; only overrides need a call.
        self.custom_context = [r for r in self.recognizers
                               if type(r).enhance_using_context is not EntityRecognizer.enhance_using_context]

    def run(self, text: str, score_threshold: float, nlp_artifacts=None) -> list[RecognizerResult]:
        if nlp_artifacts is None:
            nlp_artifacts = self.analyzer.nlp_engine.process_text(text, self.language)
        results: list[RecognizerResult] = []
        for r in self.recognizers:
            check = PREFILTERS.get(r.name)
            if check is not None and not check(text):
                continue
            found = r.analyze(text=text, entities=self.entities, nlp_artifacts=nlp_artifacts)
            for res in found or ():
                meta = res.recognition_metadata
                if not meta:
                    meta = res.recognition_metadata = {}
                meta.setdefault(_ID_KEY, r.id)
                meta.setdefault(_NAME_KEY, r.name)
                results.append(res)
        results = self._enhance(text, results, nlp_artifacts)
        results = [r for r in results if r.score >= score_threshold]
        results = EntityRecognizer.remove_duplicates(_distinct(results))
        for r in results:
            r.analysis_explanation = None  # type: ignore[assignment]  # dropped: nobody reads it
        return results

    def _enhance(self, text: str, results: list[RecognizerResult], nlp_artifacts) -> list[RecognizerResult]:
        # Recognizer-level context, grouped by recognizer in registry order as Presidio does.
        if self.custom_context:
            grouped: list[RecognizerResult] = []
            for r in self.recognizers:
                own = [x for x in results if x.recognition_metadata[_ID_KEY] == r.id]
                if r in self.custom_context:
                    others = [x for x in results if x.recognition_metadata[_ID_KEY] != r.id]
                    own = r.enhance_using_context(text=text, raw_recognizer_results=own,
                                                  other_raw_recognizer_results=others, nlp_artifacts=nlp_artifacts,
                                                  context=None)
                grouped.extend(own)
            results = grouped
        # Lemma context: only results whose recognizer has context words can change.
        with_context = [x for x in results if self.by_id.get(x.recognition_metadata.get(_ID_KEY)) is not None
                        and self.by_id[x.recognition_metadata[_ID_KEY]].context]
        if not with_context:
            return results
        enhanced = iter(self.analyzer.context_aware_enhancer.enhance_using_context(
            text=text, raw_results=with_context, nlp_artifacts=nlp_artifacts, recognizers=self.recognizers,
            context=None))
        forget = getattr(self.analyzer.context_aware_enhancer, "forget", None)
        if forget is not None:
            forget()
        chosen = {id(x) for x in with_context}
        # Original order kept: remove_duplicates keeps the first of equal results.
        return [next(enhanced) if id(x) in chosen else x for x in results]
