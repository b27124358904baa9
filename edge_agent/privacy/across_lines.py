"""The regex recognizers of numbers and codes read with the lines before a chunk in view (detect.py calls it for every
chunk that starts a line): a line in one language answers or follows a line in another, which the chunking put in a
chunk of its own."""
from __future__ import annotations

import functools

import regex as re

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer


def across_lines(text: str, start: int, end: int, threshold: float) -> list[tuple[str, int, int, float]]:
    """Round 26: what a chunk's regex recognizers of numbers and codes find with the line before it in view, that
    line being another language's chunk: a line answers the line before it ("…要你的 personnummer 🙏" / "Lin Feng:
    19890715-3160"; "I still need your SSN." / "Hao Yu: 好的 sure, it's 575-84-7249"; round 30: a phone said aloud,
"店员：您的电话？" / "Customer: 一五六，two one eight zero，三九七四."), codes follow their heading
    ("GitHub recovery codes for …（⚠️ 保存好）" / "1ee13-e7250"). Only findings inside the chunk; regexes only (the
    language models read each chunk alone: reading the line before with them cost a fifth of the Chinese speed)."""
    if start == 0 or text[start - 1] != "\n":
        return []
    # (round 33: the two lines before, a warning between a heading and its codes: "… backup codes（…）" / "保存好，别截图发群！"
    # / "c70d4-d583f   f7dc8-16a30")
    before = text.rfind("\n", 0, start - 1)
    lead = max(text.rfind("\n", 0, before) + 1 if before > 0 else 0, start - 200)
    if _LIST_ITEM.match(text, start):  # round 30: an item of a list, read with the list's heading and items before it
        while _LIST_ITEM.match(text, lead) and lead > 0 and start - lead < 600:  # ("…需出示护照）:\n1. XU TAO – EH8550835
            lead = text.rfind("\n", 0, lead - 1) + 1  # \n2. HE LIPING – E69058166", the second line its own chunk)
    stop = text.find("\n", min(start + 160, end), end)  # the chunk's first lines: an answer follows its question
    window = text[lead:end if stop < 0 else stop]
    if not _ACROSS_PRECHECK.search(window):
        return []  # (speed only) the IDs, codes and keys read here have digits; a wallet's seed phrase, its cue word
    return [(r.entity_type, lead + r.start, lead + r.end, r.score)
            for recognizer in _line_pair_recognizers() for r in recognizer.find(window)
            if lead + r.start >= start and r.score >= threshold]


_LIST_ITEM = re.compile(r"[ \t]*(?:\d{1,2}[.)、]|[-*•])[ \t]")
_ACROSS_PRECHECK = re.compile(r"\d|(?i:seed|mnemonic|phrase|words)|助记词|恢复|[零〇一二三四五六七八九幺]{3}")


@functools.cache
def _line_pair_recognizers() -> tuple[SingleEntityRecognizer, ...]:
    from edge_agent.privacy.recognizers.credentials import CvvRecognizer
    from edge_agent.privacy.recognizers.dates import DateOfBirthRecognizer
    from edge_agent.privacy.recognizers.ids import NationalIdRecognizer
    from edge_agent.privacy.recognizers.passports import PassportRecognizer
    from edge_agent.privacy.recognizers.key_forms import SsnCueRecognizer
    from edge_agent.privacy.recognizers.labelled_secrets import CuedSecretRecognizer, NamedTokenRecognizer
    from edge_agent.privacy.recognizers.spoken import SpokenPhoneRecognizer

    return (NationalIdRecognizer("en"), PassportRecognizer("en"), SsnCueRecognizer("en"), CvvRecognizer("en"),
            DateOfBirthRecognizer("en"), CuedSecretRecognizer("en"), NamedTokenRecognizer("en"), SpokenPhoneRecognizer("en"))
