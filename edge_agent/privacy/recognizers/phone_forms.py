"""Phone numbers that phonenumbers' VALID check turns away although they are written as phones (issue 15, round 14).

- Numbers in the ranges a regulator keeps for drama and examples (Ofcom: mobiles 07700 900000-900999,
  geographic 01632 960000-960999): `is_valid_number` is False for them by design, but in a text they are
  somebody's number as far as any reader can tell, and test data and fiction are full of them. The range is
  narrow enough to need no cue.
- Eight-digit local numbers (Hong Kong, Singapore, Macau) written 4-4 right after a phone word
  ("Tel: 9876 5432"): the English pass runs no HK/SG region, and without the word they are any 8 digits.
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import RecognizerResult

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer

_FICTION = re.compile(r"(?<![\d+A-Za-z_])(?:(?:\+|00)44[ \-]?(?:\(0\)[ \-]?)?|0)(?:7700[ \-]?900[ \-]?\d{3}|1632[ \-]?960[ \-]?\d{3})(?!\d)")
_LOCAL8 = re.compile(r"(?<![\dA-Za-z_\-+.])[235689]\d{3}[ \-]\d{4}(?![\dA-Za-z_\-]|\.\d)")
# A phone word just before the number, on its line: the word, then at most a label's punctuation and a few letters.
_CUE = re.compile(r"(?i:\b(?:tel|phone|mob(?:ile)?|cell|call|whatsapp|fax|contact)\b|电话|電話|手机|手機|致电|致電|联系|聯絡)"
                  r"[^\n\d]{0,12}$")
_CUE_REACH = 24


class PhoneFormRecognizer(SingleEntityRecognizer):
    """Drama-range numbers and cued 8-digit local numbers (see the module docstring)."""

    ENTITY = "PHONE"

    def find(self, text: str) -> list[RecognizerResult]:
        out = [self.result(m.start(), m.end(), 0.7) for m in _FICTION.finditer(text)]
        out += [self.result(m.start(), m.end(), 0.7) for m in _LOCAL8.finditer(text) if self._cued(text, m.start())]
        return out

    @staticmethod
    def _cued(text: str, start: int) -> bool:
        return _CUE.search(text[max(0, start - _CUE_REACH):start]) is not None


def phone_form_recognizers(lang: str) -> list:
    return [PhoneFormRecognizer(lang)]
