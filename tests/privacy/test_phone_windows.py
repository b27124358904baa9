"""The windowed phone pass finds what the whole-text pass finds, wherever it can matter.

`WindowedPhoneRecognizer` runs phonenumbers only on pieces of the text; the claim in its
docstring is that nothing it skips could have survived `trim.clean_phone` (fewer than 7
digits, or overlapping an IPv4 address). Checked here against Presidio's own whole-text
PhoneRecognizer on the tuning corpus and on random texts built from the characters that
decide where candidates start and stop (digits, phone punctuation, extension labels,
letters, newlines, currency signs, IPv4 addresses).
"""
from __future__ import annotations

import inspect
import json
import random
import re
from pathlib import Path

import pytest

pytest.importorskip("phonenumbers")
from presidio_analyzer.predefined_recognizers import PhoneRecognizer  # noqa: E402

from edge_agent.privacy import trim  # noqa: E402
from edge_agent.privacy.recognizers.numbers import checksummed_spans  # noqa: E402
from edge_agent.privacy.recognizers.phones import GLUE, IPV4, WindowedPhoneRecognizer, phone_windows  # noqa: E402

REGIONS = ("US", "GB", "AU", "DE", "FR", "IN", "BR", "JP")
CORPUS = Path(__file__).parent / "corpus" / "corpus.jsonl"
PIECES = ["(415) 392-7781", "+44 20 7946 0018", "020 7946 0454", "98765 43210", "03-1234-5678", "555-0134",
          "ext. 12", " x 7", ",,", ";ext=5", "#", " int 4", " anexo 3", " доб 5", "2024-03-15", "10.1.2.3",
          "192.168.100.200:8080", "4539 1488 0343 6467", "$", "€", "%", "\n", "\t", '"', "@", " ", "-", ".", "/",
          "(", ")", "ｘ", "１２３４５６７", "Tel:", "call", "a", "Zed", "张伟手机", "138 1234 5678", "0", "7", "12"]


def _kept(text: str, results, claimed=()) -> set[tuple[int, int]]:
    """The spans _clean_phone could keep (7+ digits, no IPv4 overlap) and resolve() could give
    a phone (no overlap with a checksummed card or ID)."""
    ips = [(m.start(), m.end()) for m in IPV4.finditer(text)] + list(claimed)
    return {(r.start, r.end) for r in results
            if sum(c.isdigit() for c in text[r.start:r.end]) >= 7 and not any(a < r.end and r.start < b for a, b in ips)
            and not (r.start and re.match(GLUE, text[r.start - 1]))}


@pytest.fixture(scope="module")
def recognizers():
    kw = dict(supported_language="en", supported_entity="PHONE", supported_regions=REGIONS)
    return PhoneRecognizer(**kw), WindowedPhoneRecognizer(**kw), WindowedPhoneRecognizer(claimed=checksummed_spans, **kw)


def _texts() -> list[str]:
    rows = [json.loads(line)["text"] for line in CORPUS.read_text(encoding="utf-8").splitlines() if line.strip()]
    rng = random.Random(17)
    fuzz = ["".join(rng.choice(PIECES) for _ in range(rng.randint(3, 14))) for _ in range(250)]
    return rows + fuzz


def test_windowed_phone_pass_equals_whole_text_pass(recognizers):
    whole, windowed, _ = recognizers
    for text in _texts():
        expected = _kept(text, whole.analyze(text, ["PHONE"]))
        got = {(r.start, r.end) for r in windowed.analyze(text, ["PHONE"])}
        assert _kept(text, windowed.analyze(text, ["PHONE"])) == expected, text
        assert got >= expected, text


def test_phones_under_a_checksummed_card_or_id_are_not_looked_for(recognizers):
    whole, _, skipping = recognizers
    entities = ["PHONE", "CARD", "IDCARD"]
    for text in _texts() + ["card 4539 1488 0343 6467 or call (415) 392-7781", "身份证11010519491231002X 电话13912345678"]:
        claimed = checksummed_spans(text, entities)
        expected = _kept(text, whole.analyze(text, ["PHONE"]), claimed)
        assert _kept(text, skipping.analyze(text, entities), claimed) == expected, text
    # Without CARD among the types asked for, nothing is claimed: the card's digits are searched.
    assert checksummed_spans("card 4539 1488 0343 6467", ["PHONE"]) == []


def test_ipv4_and_glue_are_what_clean_phone_drops():
    assert IPV4.pattern == trim._IPV4.pattern
    assert trim.clean_phone("INV-2025-0447 1234", 4, 18) is None  # glued after "-"
    assert GLUE in inspect.getsource(trim.clean_phone)  # the same class of characters


def test_windows_skip_text_without_enough_digits():
    assert list(phone_windows("version 1.2.3, build 42, port 8080")) == []
    assert list(phone_windows("hosts 10.0.0.1 and 192.168.1.20")) == []
    assert list(phone_windows("invoice INV-2025-0447 and SKU-7781234")) == []
    text = "Call (415) 392-7781 today"
    assert any(text[a:b].find("(415) 392-7781") >= 0 for a, b in phone_windows(text))
