"""Values broken over lines by a mail client, a terminal or a PDF (issue 15, round 14): an IBAN whose last
groups went to the next line ("FR76 3080 8974 8726\\n9701 0888 077") and a JWT wrapped at a fixed width.

Each is taken only when the pieces, joined, pass the value's own check: the IBAN its country's length and
mod-97 (and the first line alone does not, or the ordinary recognizer has it); the JWT a header that decodes
to JSON naming an algorithm, with continuation lines of one width and a signature no longer than the
algorithm's. The span runs over the line break, as the value does.
"""
from __future__ import annotations

import base64
import binascii
import json

import regex as re
from presidio_analyzer import RecognizerResult
from presidio_analyzer.predefined_recognizers.generic.iban_patterns import regex_per_country

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer
from edge_agent.privacy.recognizers.key_forms import mod97_ok

_IBAN_HEAD = re.compile(r"(?<![A-Za-z0-9])([A-Z]{2})\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?[ \t]*\n[ \t]*")
_IBAN_TAIL = re.compile(r"[A-Z0-9]{1,4}(?: [A-Z0-9]{1,4}){0,7}")
_COUNTRY = {cc: re.compile(rx) for cc, rx in regex_per_country.items()}


def iban_checks(value: str) -> bool:
    """Country length and format (Presidio's table) and the mod-97 check."""
    compact = re.sub(r"\s", "", value).upper()
    rx = _COUNTRY.get(compact[:2])
    if rx is None or not rx.fullmatch(compact):
        return False
    return mod97_ok(compact)


class WrappedIbanRecognizer(SingleEntityRecognizer):
    ENTITY = "IBAN"

    def find(self, text: str) -> list[RecognizerResult]:
        out = []
        for head in _IBAN_HEAD.finditer(text):
            first = head.group().rstrip()
            if iban_checks(first):
                continue
            tail = _IBAN_TAIL.match(text, head.end())
            if tail is None:
                continue
            groups = tail.group().split(" ")
            for n in range(len(groups), 0, -1):  # the longest continuation that makes a valid IBAN
                piece = " ".join(groups[:n])
                if iban_checks(first + piece) and not re.match(r"[A-Za-z0-9]", text[head.end() + len(piece):][:1]):
                    out.append(self.result(head.start(), head.end() + len(piece), 0.85))
                    break
        return out


_JWT_START = re.compile(r"(?<![A-Za-z0-9_\-])eyJ[A-Za-z0-9_\-]*(?:\.[A-Za-z0-9_\-]*)*\n")
_B64_LINE = re.compile(r"[A-Za-z0-9_\-.]+(?=\n|$)")
_MAX_TOKEN = 8192  # a JWT longer than this is no bearer token; it also bounds the work on a wall of base64 lines
_SIG_CHARS = {"HS256": 43, "HS384": 64, "HS512": 86, "ES256": 86, "ES384": 128, "ES512": 176,
              "RS256": 342, "RS384": 342, "RS512": 342, "PS256": 342, "EdDSA": 86}


def _header_alg(segment: str) -> str | None:
    try:
        header = json.loads(base64.urlsafe_b64decode(segment + "=" * (-len(segment) % 4)))
    except (binascii.Error, ValueError, UnicodeDecodeError):
        return None
    return header.get("alg") if isinstance(header, dict) and isinstance(header.get("alg"), str) else None


class WrappedJwtRecognizer(SingleEntityRecognizer):
    ENTITY = "APIKEY"

    def find(self, text: str) -> list[RecognizerResult]:
        out = []
        for m in _JWT_START.finditer(text):
            token, pos, width = m.group()[:-1], m.end(), 0
            while len(token) < _MAX_TOKEN:
                line = _B64_LINE.match(text, pos, min(len(text), pos + _MAX_TOKEN))
                if line is None or (width and len(line.group()) > width):
                    break
                parts = token.split(".")
                if len(parts) == 3:  # in the signature: go on only while it is shorter than the algorithm's
                    need = _SIG_CHARS.get(_header_alg(parts[0]) or "", 0)
                    if not need or len(parts[2]) + len(line.group()) > need:
                        break
                token += line.group()
                pos = line.end()
                full = not width or len(line.group()) == width
                width = width or len(line.group())
                if not full or pos >= len(text) or token.count(".") > 2:
                    break
                pos += 1  # the newline
            parts = token.split(".")
            if len(parts) == 3 and all(len(p) >= 8 for p in parts) and _header_alg(parts[0]) is not None:
                end = self._end(text, m.start(), len(token))
                out.append(self.result(m.start(), end, 0.9))
        return out

    @staticmethod
    def _end(text: str, start: int, chars: int) -> int:
        """The offset after `chars` token characters from `start`, skipping the line breaks between them."""
        i = start
        while chars:
            if text[i] != "\n":
                chars -= 1
            i += 1
        return i


def wrapped_recognizers(lang: str) -> list:
    return [WrappedIbanRecognizer(lang), WrappedJwtRecognizer(lang)]
