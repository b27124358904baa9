"""A final answer whose text ran into a loop is kept up to the loop's first turn.

Under the action grammar the 0.5B edge wrote `{"tool": "final_answer", "arguments": {"answer": "4 哑光黑 Matte Black
(INK-TM-C) 青色 Cyan (TM 系列) 青色 Cyan (TM 系列) 青色 Cyan (TM 系列) …` until max_tokens, three steps of one run
(blind14): each reply was an unterminated string, "no JSON action found", a step lost and ~60 s spent each time. The
model's repetition guard now stops such a loop early, but the reply is still cut inside the string. What came before
the loop is the answer the model was giving; the loop adds nothing. So a reply that the generator ended early (its
finish reason is `length` or a repetition stop) and that is an unterminated final answer ending in a loop is read as
that answer, with the looping phrase once. Any other cut reply stays an error: a long answer cut without a loop is
not guessed at, and a tool call is never completed by the runtime.
"""
from __future__ import annotations

import json
import re

_FINAL_OPEN = re.compile(r'^\s*\{\s*"tool"\s*:\s*"final_answer"\s*,\s*"arguments"\s*:\s*\{\s*"answer"\s*:\s*"')
MAX_PERIOD = 200   # characters in one turn of the loop
MIN_TURNS = 3      # the periodic tail holds at least this many turns ...
MIN_LOOP = 24      # ... and this many characters


def loop_start(text: str) -> int | None:
    """Where `text` stops saying anything new: the end of the first turn of its periodic tail (the shortest period
    that fills at least MIN_TURNS turns), or None."""
    n = len(text)
    for p in range(1, min(MAX_PERIOD, n // MIN_TURNS) + 1):
        j = n - p - 1
        while j >= 0 and text[j] == text[j + p]:
            j -= 1
        start = j + 1  # text[start:] repeats with period p
        if n - start >= max(MIN_TURNS * p, MIN_LOOP):
            return start + p
    return None


def looped_final(text: str, finish_reason: str | None) -> str | None:
    """The JSON of a final answer cut at its loop, or None when `text` is not a looped, unterminated final answer."""
    if not (finish_reason or "").startswith(("length", "repetition")):
        return None
    m = _FINAL_OPEN.match(text)
    if not m:
        return None
    body = re.sub(r"\\+$", lambda b: b.group(0)[: len(b.group(0)) // 2 * 2], text[m.end():])  # no dangling escape
    cut = loop_start(body)
    if cut is None:
        return None
    kept = re.sub(r"\\+$", lambda b: b.group(0)[: len(b.group(0)) // 2 * 2], body[:cut])
    try:
        answer = json.loads(f'"{kept}"', strict=False)
    except json.JSONDecodeError:
        return None
    answer = answer.strip()
    return json.dumps({"tool": "final_answer", "arguments": {"answer": answer}}, ensure_ascii=False) if answer else None
