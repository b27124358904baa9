"""Regular expressions the model writes, run with a time limit and checked for blow-ups first.

Python's `re` cannot be interrupted, and a pattern like `(a+)+$` takes exponential time on a
short line. Patterns with nested unbounded repetition are refused up front (the usual cause
of catastrophic backtracking); everything else runs under the `regex` module's timeout.
"""
from __future__ import annotations

import re
import time
from typing import Any

from edge_agent.tools.base import ToolError

SEARCH_SECONDS = 5.0

try:  # `regex` supports a timeout per match; without it the static check is the only guard
    import regex as _regex
except ImportError:  # pragma: no cover - regex is a dependency
    _regex = None

try:
    import re._parser as _sre_parse  # Python 3.11+
except ImportError:  # pragma: no cover
    import sre_parse as _sre_parse  # type: ignore[no-redef]

_REPEATS = {_sre_parse.MAX_REPEAT, _sre_parse.MIN_REPEAT}
_POSSESSIVE = getattr(_sre_parse, "POSSESSIVE_REPEAT", None)
_UNBOUNDED = _sre_parse.MAXREPEAT


def _nested_repeat(items: Any, inside_repeat: bool) -> bool:
    for op, av in items:
        if op in _REPEATS:
            _lo, hi, sub = av
            unbounded = hi == _UNBOUNDED or hi > 100
            if unbounded and inside_repeat and _can_vary(sub):
                return True
            if _nested_repeat(sub, inside_repeat or unbounded):
                return True
        elif op == _sre_parse.SUBPATTERN:
            if _nested_repeat(av[-1], inside_repeat):
                return True
        elif op == _sre_parse.BRANCH:
            if any(_nested_repeat(b, inside_repeat) for b in av[1]):
                return True
        elif op in (_sre_parse.ASSERT, _sre_parse.ASSERT_NOT) and _nested_repeat(av[1], inside_repeat):
            return True
    return False


def _can_vary(sub: Any) -> bool:
    return bool(list(sub))


def _can_be_empty(branch: Any) -> bool:
    return all(op in _REPEATS and av[0] == 0 for op, av in branch)


def _overlapping_branches(items: Any, inside_repeat: bool) -> bool:
    """(a|aa)+ : alternatives that start with the same literal, repeated without bound."""
    for op, av in items:
        if op in _REPEATS:
            _lo, hi, sub = av
            if _overlapping_branches(sub, inside_repeat or hi == _UNBOUNDED or hi > 100):
                return True
        elif op == _sre_parse.SUBPATTERN:
            if _overlapping_branches(av[-1], inside_repeat):
                return True
        elif op == _sre_parse.BRANCH:
            firsts = [next(iter(b)) for b in av[1] if list(b)]
            lits = [v for o, v in firsts if o == _sre_parse.LITERAL]
            if inside_repeat and (len(lits) != len(set(lits)) or any(_can_be_empty(b) for b in av[1])):
                return True
            if any(_overlapping_branches(b, inside_repeat) for b in av[1]):
                return True
    return False


class SearchTimeUp(ToolError):
    """The whole search reached its time limit (the matches so far are still worth showing)."""


def compile_bounded(pattern: str):
    """(per-line pattern, whole-block pre-filter or None). The pre-filter is the same pattern
    in MULTILINE mode, so ^ and $ match at line ends inside a block; it can only over-match
    (a \\s or [^x] may cross a line end), and the per-line pattern decides. Patterns with
    \\A or \\Z mean "start/end of the line" per line, so they get no pre-filter."""
    try:
        parsed = _sre_parse.parse(pattern)
    except re.error as e:
        raise ToolError(f"bad pattern: {e}")
    if _nested_repeat(parsed, False) or _overlapping_branches(parsed, False):
        raise ToolError(f"refused pattern {pattern!r}: a repeated group that itself repeats, or repeated "
                        "alternatives that start alike (like (a+)+ or (a|aa)+), can take exponential time; "
                        "write it without the nested repetition")
    mod = _regex if _regex is not None else re
    try:
        line_rx = mod.compile(pattern)
        block_rx = None if ("\\A" in pattern or "\\Z" in pattern) else mod.compile(pattern, mod.MULTILINE)
    except Exception as e:  # noqa: BLE001 - regex and re disagree on a few exotic constructs
        raise ToolError(f"bad pattern: {e}")
    return line_rx, block_rx


def search_line(rx, line: str, deadline: float) -> bool:
    left = deadline - time.monotonic()
    if left <= 0:
        raise SearchTimeUp("search stopped at the time limit")
    if _regex is None:
        return rx.search(line) is not None
    try:  # regex notices its timeout late (about 5x here): ask for a fifth of what is left
        return rx.search(line, timeout=max(0.05, min(left, SEARCH_SECONDS) / 5)) is not None
    except TimeoutError:
        raise ToolError("search stopped: the pattern took too long on one line; simplify it") from None
