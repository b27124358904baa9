"""SharedMatcher finds, region by region, exactly what phonenumbers' own matcher finds.

The shortcuts of phone_matcher.py (one parse of a "+CC" candidate for all regions; no parse of
a candidate with too few digits for a region) must not change any match: every phone window of
every text of the five corpora (and some hand-written edge cases: dialling prefixes, a "+"
with an unknown code, letters, short groups) is matched both ways, under every region the
recognizers use, and the spans must be identical.
"""
from __future__ import annotations

import phonenumbers
import pytest

import detection_reference as ref
from edge_agent.privacy.recognizers.phone_matcher import SharedMatcher, region_free, too_short
from edge_agent.privacy.recognizers.phones import phone_windows

REGIONS = ("US", "GB", "AU", "DE", "FR", "IN", "BR", "JP", "CN", "HK", "TW")
EDGE_CASES = [
    "call +1 415 444 1276 or 011 44 20 7946 0958 or 0044 20 7946 0958, fax (020) 7946 0958",
    "+011 44 20 7946 0958 and +0 123 456 7890 and +999 123 4567 and ＋４４ ２０ ７９４６ ０９５８",
    "card 4531 5754 6453 3554, dates 2025-07-17 and 12/03/2024, DE 030 1234 5678, 0301234",
    "1-800-FLOWERS, +1 800 356 9377 ext. 12, 415.444.1276 x 3, 0011 61 2 9374 4000, 14110011 61 2 9374 4000",
    "tel:+1-415-444-1276;phone-context=example.com 98765 4321, 98 7654 3210, 5551234, 555 12 34",
    "(+49) 30 1234567, +49 (0)30 1234567, 86 138 1234 5678, 0086 138 1234 5678, 00 86 138 1234 5678",
]


def _spans(matcher) -> list[tuple[int, int, str]]:
    return [(m.start, m.end, m.raw_string) for m in matcher]


def _windows(text: str) -> list[str]:
    return [text[a:b] for a, b in phone_windows(text, min_digits=1)]


@pytest.mark.parametrize("name", sorted(ref.CORPORA))
def test_same_matches_as_phonenumbers_on_every_window(name):
    windows = [w for t in ref.texts(ref.CORPORA[name]) for w in _windows(t)]
    assert windows
    for window in windows:
        shared: dict = {}
        for region in REGIONS:
            want = _spans(phonenumbers.PhoneNumberMatcher(window, region, leniency=1))
            assert _spans(SharedMatcher(window, region, 1, shared)) == want, (window, region)


@pytest.mark.parametrize("text", EDGE_CASES)
def test_same_matches_on_edge_cases(text):
    for piece in [text] + _windows(text):
        shared: dict = {}
        for region in REGIONS:
            for leniency in (0, 1, 2):
                want = _spans(phonenumbers.PhoneNumberMatcher(piece, region, leniency=leniency))
                assert _spans(SharedMatcher(piece, region, leniency, shared if leniency == 1 else {})) == want, \
                    (piece, region, leniency)


def test_the_shortcuts_really_apply():
    """The comparisons above would pass vacuously if neither shortcut ever fired."""
    assert region_free("+1 415 444 1276") and region_free("(+49) 30 1234567")
    assert not region_free("+0 123 456") and not region_free("011 44 20 7946 0958") and not region_free("+1 800 FLOWERS")
    assert too_short("4531", "US") and too_short("2025", "FR") and not too_short("4531", "DE")
    assert not too_short("0011 61", "AU") and not too_short("+1 41", "US") and not too_short("415 444 1276", "US")
