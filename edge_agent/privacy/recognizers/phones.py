"""phonenumbers-backed phone detection, run only on the parts of a text that can hold a phone.

Presidio's PhoneRecognizer runs python-phonenumbers' matcher once per region over the whole
text and parses every digit run it meets (years, prices, house numbers, card groups) once per
region: on 1 KB of English that was the largest cost after spaCy (~28 ms of ~128 ms/KB here).

The matcher's candidates are made of digits, phone punctuation and extension labels ("ext",
"x", "int", "anexo", "доб"); no candidate can run through an ordinary word or a character
such as a newline, a quote or "@". So the text is cut in the middle of every word of two or
more letters that no extension label can be part of, and at every such character, and the
matcher runs only on the pieces that hold at least `MIN_DIGITS` digits outside IPv4
addresses. A cut keeps the characters on both sides of it in view, so the matcher's look at
the character before and after a candidate ("a letter or a currency sign there: not a
phone") sees what it sees in the whole text, and its left-to-right scan restarts after each
cut where it would have anyway: the results are the spans the whole-text pass finds, minus
those with fewer than 7 digits, overlapping an IPv4 address or glued to an identifier
("INV-2025-0447"), which `trim.clean_phone` drops anyway. One cut more than the characters need (round 27): at a
bracket glued to a number's last digit, where a note begins ("400-826-5517（9:00-21:00）"): the whole-text pass reads
the note as the number's next group and finds nothing there; and (round 30) where an ISO date follows a number after
spaces, read as its next groups the same way.
"""
from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterable, Iterator, Sequence

import regex as re
from presidio_analyzer import EntityRecognizer, RecognizerResult
from presidio_analyzer.predefined_recognizers import PhoneRecognizer

from edge_agent.privacy.recognizers.phone_matcher import SharedMatcher

MIN_DIGITS = 7  # trim.clean_phone keeps no phone with fewer digits
_WORD = re.compile(r"\p{L}[\p{L}\p{M}]+")
# Letter runs an extension label can be part of; phonenumbers matches labels ignoring case.
_EXTENSION_LIKE = re.compile(r"[xX\uff58\uff38]|[iI\u0130\u0131][nN][tT]|[\uff49\uff29][\uff4e\uff2e][\uff54\uff34]|(?i:доб)")
# Characters no phonenumbers candidate can contain: not a letter, digit, phone punctuation or
# a character of an extension ("; ext=", ",,", "#", "~").
_HARD_STOP = re.compile(r"[^\p{L}\p{M}\d(\[\uff08\uff3b+\uff0b\-\u2010-\u2015\u2212\u30fc\uff0d-\uff0f\x20\xa0\u00ad"
                        r"\u200b\u2060\u3000)\uff09\uff3d.\]/~\u2053\u223c\uff5e;=\t,:\uff0e#\uff03]")
_DIGIT = re.compile(r"\d")
_NOTE_BRACKET = re.compile(r"(?<=\d)(?:（|\((?=\d{1,2}[:：]\d))")
_DATE_AFTER = re.compile(r"(?<=\d)[ \t]+(?=(?:19|20)\d\d-\d\d-\d\d)")
# trim.clean_phone drops a phone whose first character follows one of these ("INV-2025-0447").
GLUE = r"[A-Za-z0-9_\-/#]"
_FREE_START = re.compile(r"(?<!" + GLUE + r")(?s:.)")
# The same pattern as trim._IPV4: a phone overlapping an IPv4 address is dropped there.
IPV4 = re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])")


def _cuts(text: str) -> list[tuple[int, int]]:
    """(end of the piece before, start of the piece after) for every cut, in order. A cut inside
    a word leaves letters on both sides; a cut at a hard stop keeps that character in both
    pieces, so each piece shows the matcher the same neighbours of a candidate as the text."""
    cuts = [(m.start() + 1, m.start() + 1) for m in _WORD.finditer(text) if not _EXTENSION_LIKE.search(m.group())]
    cuts += [(m.start() + 1, m.start()) for m in _HARD_STOP.finditer(text)]
    # round 27: a bracket glued to a number's last digit opens a note, not the number's next group: phonenumbers
    # reads "400-826-5517（9:00-21:00）" as one failed candidate and finds nothing, but "400-826-5517（" it finds.
    cuts += [(m.start() + 1, m.start()) for m in _NOTE_BRACKET.finditer(text)]
    # round 30: so does a date after a number ("客服热线 400-820-3317  2024-05-08 14:21": read as one candidate, none found)
    cuts += [(m.start() + 1, m.start()) for m in _DATE_AFTER.finditer(text)]
    return sorted(cuts, key=lambda c: c[1])


def phone_windows(text: str, min_digits: int = MIN_DIGITS,
                  claimed: Iterable[tuple[int, int]] = ()) -> Iterator[tuple[int, int]]:
    """(start, end) pieces of `text` that may hold a phone number of at least min_digits digits
    outside IPv4 addresses and `claimed` spans; every candidate phonenumbers finds in the text
    lies inside one piece."""
    digits = [m.start() for m in _DIGIT.finditer(text)]
    if len(digits) < min_digits:
        return
    taken: set[int] = set()
    for a, b in [(m.start(), m.end()) for m in IPV4.finditer(text)] + list(claimed):
        taken.update(range(a, b))
    counted = [i for i in digits if i not in taken]
    if len(counted) < min_digits:
        return
    start = 0
    for end, next_start in _cuts(text) + [(len(text), len(text))]:
        if end - start >= min_digits and bisect_left(counted, end) - bisect_left(counted, start) >= min_digits:
            # A kept phone starts where no identifier character comes before it.
            first = _FREE_START.search(text, start, end)
            if first and bisect_left(counted, end) - bisect_left(counted, first.start()) >= min_digits:
                yield start, end
        start = next_start


_GLUED_ID = re.compile(r"-[0-9]*[A-Za-z][A-Za-z0-9]*[.\-]")


class WindowedPhoneRecognizer(PhoneRecognizer):
    """PhoneRecognizer over `phone_windows` only; offsets are those of the whole text.

    `claimed(text, entities)` gives spans that a checksummed detection (a Luhn-valid card, a
    resident ID with its check digit) will take: `detect.resolve` gives every overlap with
    them to that higher tier, so a phone there could never be kept and is not looked for."""

    def __init__(self, *args, claimed: Callable[[str, Sequence[str]], list[tuple[int, int]]] | None = None, **kw):
        super().__init__(*args, **kw)
        self.claimed = claimed

    def analyze(self, text: str, entities, nlp_artifacts=None) -> list[RecognizerResult]:
        results: list[RecognizerResult] = []
        claimed = self.claimed(text, entities) if self.claimed is not None else ()
        for a, b in phone_windows(text, claimed=claimed):
            window = text[a:b]
            # Presidio's loop, less its second parse of every match (it only named the region
            # in the explanation, which the analysis drops); region-free answers shared (phone_matcher.py).
            shared: dict = {}
            for region in self.supported_regions:
                for match in SharedMatcher(window, region, self.leniency or 1, shared):
                    r = self._get_recognizer_result(match, window, region, nlp_artifacts)
                    r.start, r.end = r.start + a, r.end + a
                    results.append(r)
        # round 7: digits glued by a hyphen to letters are an identifier's ("42918830571-hq3k.apps.googleusercontent.com")
        results = [r for r in results if not _GLUED_ID.match(text, r.end)]
        return EntityRecognizer.remove_duplicates(results)
