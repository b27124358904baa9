"""A question put to the user again, after the user answered it, is refused with the answer.

Asked to "pencil in Jonas for a bike fitting", the 0.5B asked the user which Jonas, got "Jonas Klein - the guy who
bought the gravel bike", and asked the same question six more times, getting the same answer each time, until its
steps ran out (blind15, edge-only, read after the held-out measure). The user is not asked twice: a question close to
one already answered is refused with that answer, so the step is drawn again (the refusal resamples, as for any
repeated call).
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from difflib import SequenceMatcher

from edge_agent.records import StepRecord

ASK_TOOL = "ask_user"
SAME_QUESTION = 0.8  # SequenceMatcher ratio of two normalised questions at or above which they are one question


def _norm(text: object) -> str:
    return re.sub(r"\W+", " ", str(text or "")).strip().casefold()


def asked_again(steps: Sequence[StepRecord], tool: str, arguments: dict) -> str | None:
    """The refusal of a question the user has already answered in this run, or None."""
    if tool != ASK_TOOL:
        return None
    question = _norm(arguments.get("question"))
    for prev in reversed(list(steps)):
        if prev.ok and prev.tool == ASK_TOOL and question and \
                SequenceMatcher(None, question, _norm(prev.arguments.get("question"))).ratio() >= SAME_QUESTION:
            answer = (prev.observation or "").strip()
            return (f"not asked: you asked this at step {prev.idx + 1} and the user answered: {answer!r}. "
                    "Use that answer and take the next step of the task.")
    return None
