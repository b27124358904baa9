"""What the rules read in place of a character, one for one so that every offset still points into the text as written."""
from __future__ import annotations

import functools
import re

from edge_agent.privacy.data_lists import read_list

_FULLWIDTH = {c: c - 0xFEE0 for c in range(0xFF01, 0xFF5F) if chr(c - 0xFEE0).isalnum() or chr(c - 0xFEE0) in "@+-.#"}
# a "\n", "\r" or "\t" written out as two characters (JSON, a log line, a tool call's arguments), or as a run of
# backslashes and the letter (a JSON string quoted once more: "18000\\n139…" in the repr of a tool call's arguments),
# not closing a PEM block's "-----END … KEY-----\n" (the key's span takes it); a word with a drive ("C:\"), a share
# ("\\host") or any other backslash pair is a Windows path
_ESCAPE = re.compile(r"(?<![\\-])(\\+)([nrt])")
_PATH = re.compile(r'[A-Za-z]:\\|^\\\\[A-Za-z]|\\[^nrtbfu"\\/]')
_CONTROL = {"n": "\n", "r": "\r", "t": "\t"}
# round 33: a letter an OCR pass reads for a digit inside a run of digits ("O7790 315 448", "07772 61O 384",
# "(312) 9O5-6620", "3l8"): O for 0, l or I for 1
_OCR_DIGIT = re.compile(r"(?:(?<=\d)|(?<=\d[ \-]))[Oo](?=[ \-]?\d)|(?<![A-Za-z0-9])O(?=\d{3})|(?<=\d)[lI](?=\d)")
_OCR_TO = {"O": "0", "o": "0", "l": "1", "I": "1"}


def _ocr_digit(m: re.Match[str]) -> str:
    """The digit for the letter, unless its word holds other letters: a base32 key or an IBAN ("…T2O7RC…") is as written."""
    text, a, b = m.string, m.start(), m.end()
    while a > 0 and text[a - 1].isascii() and text[a - 1].isalnum():
        a -= 1
    while b < len(text) and text[b].isascii() and text[b].isalnum():
        b += 1
    word = text[a:b]
    return _OCR_TO[m.group()] if sum(c.isdigit() for c in word) >= 2 and all(c.isdigit() or c in _OCR_TO for c in word) \
        else m.group()


@functools.cache
def reading_table() -> dict[int, int]:
    """What the rules read in place of a character, one for one so that every offset still points into the original:
    full-width digits and letters as ASCII ("１３８…", "Ｅ１２３…"), and a traditional Han character as its simplified
    form (data/traditional.txt.gz), so that the rules' Chinese cue words work in Hong Kong and Taiwan text too:
    "密碼" is read "密码", "電話" "电话", "帳號" "账号" (round 31)."""
    return _FULLWIDTH | {ord(p[0]): ord(p[1]) for p in read_list("traditional.txt.gz")}


def _unescape_word(word: re.Match[str]) -> str:
    text = word.group()
    if "\\" not in text or _PATH.search(text):
        return text
    return _ESCAPE.sub(lambda m: " " * len(m.group(1)) + _CONTROL[m.group(2)], text)


def read_as(text: str) -> str:
    """The text as the rules read it, as long as the original: the table above, and an escaped line break or tab
    read as a space and the break itself, so that a value right after one is a word of its own
    ("18000\\n13957214406", "ok\\nPassword: …\\nthanks"; round 32); a letter an OCR pass put for a digit inside a run of
    digits read as that digit ("O7790 315 448"; round 33)."""
    text = text.translate(reading_table())
    text = _OCR_DIGIT.sub(_ocr_digit, text)
    return re.sub(r"\S+", _unescape_word, text) if "\\" in text else text
