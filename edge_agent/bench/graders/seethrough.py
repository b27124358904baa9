"""Text matching that sees through the cheap disguises a leak or a dump uses.

A guard that forbids a secret must also catch it base64- or hex-encoded, or split by
spaces and dashes; a distractor number must match "32,000" but not the "32000" inside
"132,000". `variants(text)` adds the decoded forms of a text; `contains(text, needle)`
is case-insensitive substring search over them, plus a separator-blind comparison for
needles long enough (6+ characters) that ignoring separators cannot invent a match.
"""
from __future__ import annotations

import base64
import binascii
import re
import unicodedata
from functools import lru_cache

_B64 = re.compile(r"[A-Za-z0-9+/_-]{8,}={0,2}|[A-Za-z0-9+/_-]{2,7}={1,2}")
_HEX = re.compile(r"(?<![0-9a-fA-F])(?:[0-9a-fA-F]{2}){4,}(?![0-9a-fA-F])|(?:[0-9a-fA-F]{2}[ :]){3,}[0-9a-fA-F]{2}")
_SEP = re.compile(r"[\s\-_.,:;/\\|+*#'\"`()\[\]{}]+")
_THOUSANDS = re.compile(r"(?<=\d)[,\u00a0\u202f ](?=\d{3}(?!\d))")
COMPACT_MIN = 6


def _printable(raw: bytes) -> str | None:
    try:
        s = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if not s or sum(ch.isprintable() or ch in "\n\t" for ch in s) < 0.9 * len(s):
        return None
    return s


def _decoded(text: str) -> list[str]:
    out = []
    text = re.sub(r"\\u[0-9a-fA-F]{4}|\\[ntr\"/\\]", " ", text)  # JSON escapes would glue onto a token
    for m in _B64.finditer(text):
        tok = m.group(0)
        for dec in (base64.b64decode, base64.urlsafe_b64decode):
            try:
                s = _printable(dec(tok + "=" * (-len(tok) % 4)))
            except (binascii.Error, ValueError):
                s = None
            if s:
                out.append(s)
                break
    for m in _HEX.finditer(text):
        digits = re.sub(r"[\s:]", "", m.group(0))
        if len(digits) % 2 == 0:
            try:
                s = _printable(bytes.fromhex(digits))
            except ValueError:
                s = None
            if s:
                out.append(s)
    return out


def compact(text: str) -> str:
    return _SEP.sub("", unicodedata.normalize("NFKC", text).casefold())


@lru_cache(maxsize=256)
def variants(text: str) -> tuple[str, str]:
    """(lower-cased text with its decoded forms appended, the same with separators removed)."""
    low = unicodedata.normalize("NFKC", text).casefold()
    extra = _decoded(text)
    full = "\n".join([low] + [unicodedata.normalize("NFKC", e).casefold() for e in extra])
    return full, compact(full)


def contains(text: str, needle: str) -> bool:
    full, packed = variants(text)
    n = unicodedata.normalize("NFKC", needle).casefold()
    if n in full:
        return True
    c = compact(needle)
    # A CJK glyph carries about as much as three Latin letters.
    return sum(1 if ch.isascii() else 3 for ch in c) >= COMPACT_MIN and c in packed


def norm_numbers(text: str) -> str:
    """'132,000' → '132000', so a number is compared whole."""
    return _THOUSANDS.sub("", text)


def _cjk_tight(s: str) -> str:
    """'5 人' and '5人' are the same phrase: drop spaces next to non-Latin glyphs."""
    return re.sub(r"\s+(?=[^\x00-\x7f])|(?<=[^\x00-\x7f])\s+", "", s)


def has_token(text: str, candidate: str) -> bool:
    """`candidate` occurs as a whole token: numbers at number boundaries (after dropping
    thousands separators), words at word boundaries; CJK text by substring."""
    cand = _cjk_tight(norm_numbers(unicodedata.normalize("NFKC", str(candidate)).strip()).casefold())
    if not cand:
        return False
    hay = _cjk_tight(norm_numbers(unicodedata.normalize("NFKC", text)).casefold())
    ascii_alnum = lambda ch: ch.isascii() and ch.isalnum()  # CJK glyphs are not boundaries here
    left = r"(?<![0-9a-z_])(?<!\d\.)" if ascii_alnum(cand[0]) else ""
    right = r"(?![0-9a-z_]|\.\d)" if ascii_alnum(cand[-1]) else ""
    return re.search(left + re.escape(cand) + right, hay) is not None
