"""The recognizers' pre-checks only skip work that could find nothing.

A pre-check is a cheap search that must succeed before an expensive scanner runs (STRONG_USER's
lookbehinds, the generic national-ID cue, a context word, a medical term's first word). Each is
checked here in two ways: on every text of the five corpora (and each of their lines), whenever
the scanner finds something the pre-check passes; and the patterns a hand-written pre-check
mirrors are pinned by digest, so that whoever changes STRONG_USER or GENERIC_ID is sent here to
change the pre-check in step (then the digest).
"""
from __future__ import annotations

import hashlib

import pytest

import detection_reference as ref
from edge_agent.privacy.recognizers import health, ids, keys, people


def _pieces() -> list[str]:
    texts = [t for name in ref.CORPORA for t in ref.texts(ref.CORPORA[name])]
    return texts + [line for t in texts for line in t.splitlines() if line.strip()]


PIECES = _pieces()


def _digest(pattern: str) -> str:
    return hashlib.sha256(pattern.encode()).hexdigest()[:16]


def test_mirrored_patterns_unchanged():
    assert _digest(people.STRONG_USER.pattern) == "b25cf00f2b924aed", "STRONG_USER changed: update STRONG_USER_CUE"
    assert _digest(ids.GENERIC_ID) == "c7e941b5e6626075", "GENERIC_ID changed: check NationalIdRecognizer's cue pre-check"
    secret = "\n".join(p.regex for p in keys.SecretAssignmentRecognizer("en").patterns)
    assert _digest(secret) == "fbe55137d7f73567", "SecretAssignmentRecognizer's patterns changed: update SECRET_PRECHECK"


def test_secret_precheck_is_necessary():
    patterns = [keys.re.compile(p.regex, keys.FLAGS | flag) for p in keys.SecretAssignmentRecognizer("en").patterns
                for flag in (0, keys.re.IGNORECASE)]
    hits = [t for t in PIECES if any(rx.search(t) for rx in patterns)]
    assert len(hits) > 20
    assert all(keys.SECRET_PRECHECK.search(t) for t in hits)
    assert not keys.SECRET_PRECHECK.search("Customer Ann Lee paid $1,200.50 on 2025-07-17 (ticket 51234).")


def test_strong_user_precheck_is_necessary():
    hits = [t for t in PIECES if people.STRONG_USER.search(t)]
    assert len(hits) > 20  # the corpora exercise the scanner
    assert all(people.STRONG_USER_CUE.search(t) for t in hits)


@pytest.mark.parametrize("text", ["ssh -v dev.ops@host", "USER=abello;", "Failed password for invalid user root from",
                                  "signed-off by: @mlopez", "/home/kpatel/.ssh", "C:\\Users\\jdoe>", "git://x",
                                  "pull request #42 from akim/fix", "run -u 'tnowak' now", "账号：zhangwei",
                                  "ansible_user=gthorley"])
def test_strong_user_precheck_on_each_cue(text):
    assert people.STRONG_USER.search(text), text
    assert people.STRONG_USER_CUE.search(text), text


def test_generic_id_precheck_is_necessary():
    rec = ids.NationalIdRecognizer("en")
    hits = [t for t in PIECES if rec._generic.search(t)]
    assert len(hits) > 5
    assert all(rec._generic_cue.search(t) for t in hits)


def test_context_precheck_is_necessary():
    """A context-bound format found with its context word always has that word in the lower-cased text."""
    checked = 0
    for t in PIECES:
        low = t.lower()
        for _name, pattern, ok, ctx in ids.NATIONAL_FORMATS:
            if ctx is None:
                continue
            for m in ids.re.finditer(pattern, t):
                if ok(m.group()) and ids._has_context(t, m.start(), ctx):
                    checked += 1
                    assert any(w in low for w in ctx)
    assert checked > 5


def test_medical_first_words_cover_every_term():
    assert health._EN_FIRST == {t.split(" ")[0] for t in health._EN_SET}
    assert all(" " not in w for w in health._EN_FIRST)
