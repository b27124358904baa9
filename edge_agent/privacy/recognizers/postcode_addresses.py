"""An address with no street word, told by the UK postcode that ends it (issue 15, round 22): a farm's, a cottage's
or a hamlet's ("Higher Barton Farm, Lydford, Okehampton, Devon EX20 4BP", "Pen-y-Bryn, Llanfihangel, Powys SY21
0HT"), read back from the postcode over the parts before it on the same line, each a few capitalised words.

The parts stop at a label's colon, at a part that is a titled name ("Mr Dai Pritchard") or a firm's name ("Hollybank
Surgery"), at one that is lower-case prose, after a part that starts with a house number or a unit's, and after five; at least two
parts and the postcode make an address. A CSV row's cells (commas with no space after them) are no parts.
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer
from edge_agent.privacy.recognizers.organisations import is_organisation

_UK_POSTCODE = re.compile(r"(?<![A-Za-z0-9])[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}(?![A-Za-z0-9])")
_SMALL = r"(?:upon|on|in|under|by|the|de|la|le|y|of|and|cum|next|the|sub)"
_WORD = r"(?:[A-Z0-9][\w'’.\-]*|" + _SMALL + r")"
_PART = re.compile(r"[A-Z0-9][\w'’.\-]*(?:[ \t]" + _WORD + r"){0,4}")
_NUMBERED = re.compile(r"\d|(?:Unit|Flat|Apartment|Apt|Suite|Floor|Plot|Room)\s\w")
_TITLE = re.compile(r"(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Rev)\.?\s")


def _parts_before(text: str, end: int) -> int | None:
    """Where the address that ends at text[end] (just before its postcode) starts, or None."""
    line_start = text.rfind("\n", 0, end) + 1
    line = text[line_start:end].rstrip(" ,\t")
    if re.search(r",\S", line):
        return None  # a CSV row's cells, not an address's parts
    pieces = line.split(",")
    start, taken = end, 0
    pos = line_start + len(line)
    for piece in reversed(pieces):
        part = piece.strip()
        piece_start = pos - len(piece)
        head = piece[: len(piece) - len(piece.lstrip())]
        if taken and _NUMBERED.match(text, start):
            break  # a house number starts the address: what stands before it is a name or a firm's
        if taken >= 5 or not part or ":" in part or "：" in part or _TITLE.match(part) or not _PART.fullmatch(part) \
                or is_organisation(text, piece_start + len(head), piece_start + len(head) + len(part)):
            label = re.search(r"[:：]\s*(?P<p>[A-Z0-9][^:：]*)$", part)  # "Delivery to: Higher Barton Farm"
            if label and _PART.fullmatch(label.group("p").strip()) and taken < 5 and not _NUMBERED.match(text, start) \
                    and not is_organisation(text, piece_start + label.start("p"), piece_start + len(piece.rstrip())):
                start, taken = piece_start + len(head) + label.start("p"), taken + 1
            break
        start, taken = piece_start + len(head), taken + 1
        pos = piece_start - 1  # the comma
    return start if taken >= 2 else None


class PostcodeAddressRecognizer(SingleEntityRecognizer):
    ENTITY = "ADDRESS"

    def find(self, text: str) -> list[RecognizerResult]:
        out = []
        for m in _UK_POSTCODE.finditer(text):
            start = _parts_before(text, m.start())
            if start is not None:
                out.append(self.result(start, m.end(), 0.6))
        return out


def postcode_address_recognizers(lang: str) -> list[LocalRecognizer]:
    return [PostcodeAddressRecognizer(lang)]
