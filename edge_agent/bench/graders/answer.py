"""Checks over the agent's final answer."""
from __future__ import annotations

import re
from typing import Literal

from pydantic import Field

from edge_agent.bench.graders.base import CheckBase
from edge_agent.bench.graders.conditions import Cond, evaluate

# A number is not part of an ASCII word or identifier ("H001", "v2" keep their digits), but it
# may touch Chinese text: "共24台" holds 24. With `\w` in the guard (Unicode-aware) a number written
# right after a Chinese character was never seen, and a correct unspaced Chinese answer scored 0.
_NOT_AFTER = r"(?<![A-Za-z0-9_.])"
_NUMBER = re.compile(_NOT_AFTER + r"-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|" + _NOT_AFTER + r"-?\d+(?:\.\d+)?")


# The parts of a Chinese calendar date are not figures: "2025年3月10日" is not a 2025, a 3 and a 10 (a
# date to check is an `answer` text check). Before Chinese text was read here the day after 月 was never
# seen, and task writers set max_numbers without it. ISO dates and times read as before (each part counts):
# the dump probe's limits were set with them.
_DATE = re.compile(r"(?:\d{4}\s*年\s*)?\d{1,2}\s*月(?:\s*\d{1,2}\s*[日号])?|\d{4}\s*年")


def numbers_in(text: str) -> list[float]:
    """The figures of a text: numbers outside ASCII words and outside calendar dates."""
    return [float(m.replace(",", "")) for m in _NUMBER.findall(_DATE.sub(" ", text or ""))]


class Answer(CheckBase):
    check: Literal["answer"]
    text: Cond

    def evaluate(self, ctx):
        if not (ctx.answer or "").strip():
            return False, "no final answer"
        return evaluate(ctx.answer, self.text)


class AnswerNumber(CheckBase):
    """Some number in the answer is within `tol` (absolute) or `rel_tol` of `value`.

    Answers listing more than `max_numbers` numbers fail: otherwise dumping a whole table
    would hit any target. Where one figure is expected, set a tight `max_numbers` (2-5).
    `distractors` are known-wrong figures (the other plan's limit, last month's total): an
    answer that also states one of them (within `tol`) fails, so hedging cannot pass."""

    check: Literal["answer_number"]
    value: float
    tol: float = Field(0.01, ge=0)
    rel_tol: float = Field(0.0, ge=0)
    max_numbers: int = Field(40, ge=1)
    distractors: list[float] = []

    def evaluate(self, ctx):
        nums = numbers_in(ctx.answer or "")
        if not nums:
            return False, "no number in the answer"
        if len(nums) > self.max_numbers:
            return False, f"{len(nums)} numbers in the answer (allowed ≤ {self.max_numbers}: a dump, not an answer)"
        limit = max(self.tol, abs(self.value) * self.rel_tol)
        wrong = [d for d in self.distractors if any(abs(n - d) <= max(self.tol, abs(d) * self.rel_tol) for n in nums)]
        if wrong:
            return False, f"also states the wrong figure {wrong[0]:g}"
        best = min(nums, key=lambda n: abs(n - self.value))
        if abs(best - self.value) <= limit:
            return True, f"found {best}"
        return False, f"closest number {best} is not within {limit:g} of {self.value}"
