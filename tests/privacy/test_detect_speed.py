"""The speed-ups of detection change nothing that is found.

- `analysis.Pass` (the lean recognizer pass) returns what Presidio's `AnalyzerEngine.analyze`
  returns, result for result;
- `Detector.analyze_many` (one spaCy batch) returns what `analyze` returns text by text;
- the process-wide result cache is keyed by content and settings, forgets the oldest first,
  and never hides a secret the detector learns after a text was first seen.
"""
from __future__ import annotations

import json
from pathlib import Path

from edge_agent.privacy.result_cache import ResultCache

CORPUS = Path(__file__).parent / "corpus" / "corpus.jsonl"


def _texts(n: int = 60) -> list[str]:
    rows = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [r["text"] for r in rows][:n]


def _key(r) -> tuple:
    return (r.entity_type, r.start, r.end, round(r.score, 6), (r.recognition_metadata or {}).get("recognizer_name"))


def test_lean_pass_equals_presidio_analyze(engine):
    from edge_agent.privacy.analysis import Pass
    from edge_agent.privacy.detect import DEFAULT_ENTITIES

    entities = list(DEFAULT_ENTITIES)
    passes = {lang: Pass(engine, lang, entities) for lang in ("en", "zh")}
    for text in _texts() + ["Call (415) 392-7781, SSN 078-05-1120, card 4539 1488 0343 6467, a@b.io"]:
        for lang in ("en", "zh"):
            want = sorted(map(_key, engine.analyze(text, language=lang, entities=entities, score_threshold=0.4)))
            got = sorted(map(_key, passes[lang].run(text, 0.4)))
            assert got == want, (lang, text)


def test_batch_equals_one_at_a_time(engine):
    from edge_agent.privacy.detect import Detector

    texts = _texts(40) + ["", "  ", "张伟的手机 13912345678", "x\n" * 3]
    one, many = Detector(cache=False), Detector(cache=False)
    assert many.analyze_many(texts) == [one.analyze(t) for t in texts]


def test_cache_reuses_by_content_and_settings(engine):
    from edge_agent.privacy.detect import Detector

    cache = ResultCache()
    d = Detector()
    d.cache = cache
    text = "Mail Ann Lee at ann.lee@example.com or call +44 20 7946 0018."
    first = d.analyze(text)
    assert (cache.hits, cache.misses) == (0, 1)
    assert d.analyze(text) == first and cache.hits == 1
    narrow = Detector(entities=["EMAIL"])
    narrow.cache = cache
    assert [e.type for e in narrow.analyze(text)] == ["EMAIL"] and cache.misses == 2


def test_a_secret_learnt_later_is_found_in_a_cached_text(engine):
    from edge_agent.privacy.detect import Detector

    d = Detector()
    d.cache = ResultCache()
    text = "deploy with token qq-lantern-7781 tonight"
    assert not any(e.text == "qq-lantern-7781" for e in d.analyze(text))
    d.learn(["qq-lantern-7781"], "test")
    assert any(e.type == "SECRET" and e.text == "qq-lantern-7781" for e in d.analyze(text))
    assert d.cache.hits == 1


def test_cache_is_bounded_and_forgets_the_oldest():
    c = ResultCache(max_entries=3, max_chars=100)
    for i in range(5):
        c.put(bytes([i]), 10, i)
    assert len(c) == 3 and c.get(bytes([0])) is None and c.get(bytes([4])) == 4
    c.put(b"big", 95, "x")  # over the character budget: the older entries go
    assert c.get(b"big") == "x" and len(c) == 1
    c.put(b"huge", 101, "y")  # larger than the whole budget: not kept at all
    assert c.get(b"huge") is None


def test_cache_holds_no_text(engine):
    from edge_agent.privacy.detect import Detector

    d = Detector()
    d.cache = ResultCache()
    d.analyze("card 4539 1488 0343 6467")
    (_, value), = d.cache._items.values()
    assert "4539" not in repr(value)


def test_english_pipeline_runs_only_ner(engine):
    # spaCy's `ner` stays loaded (disabled); ner_loop's component runs it with the GIL held.
    nlp = engine.nlp_engine.nlp["en"]
    assert nlp.pipe_names == ["edge_agent_gil_held_ner", "edge_agent_lower_lemma"] and nlp.disabled == ["ner"]
