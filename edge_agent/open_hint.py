"""Hints to open an entry, for a model that keeps finding instead of reading.

- A search whose query is what an earlier result listed for one entry (its title, its name) gets, under its result,
  that entry's id and the tool that opens it: the 0.5B searched a knowledge base with the exact title of an article
  the previous search had listed ("VPN 连接指南" after "KB-103 | VPN 连接指南"), got the list again, and searched the
  next title, until its steps ran out (9 such searches in 5 runs of the blind5, blind7 and blind8 stores of
  2026-12-03, edge-only and step-route).
- A search or listing repeated and shown its earlier result again (`guards.repeat_result`) gets the first entry of
  that result (the likeliest: `relevance.relevant_first` sorts the rows) and the tool that opens it: the 1.5B stand-in
  called search_notes six times on blind8 and answered a count it never read.

The call still runs and its result is shown; the hint is added below it, as an error that teaches would.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from edge_agent.guards import REPEAT_MARK
from edge_agent.models.chat import ToolSpec
from edge_agent.records import StepRecord
from edge_agent.tools import Observation

_QUERY_KEYS = ("query", "q", "text", "keyword", "keywords", "name", "title", "term")
_LISTERS = ("search_", "list_")
_READERS = ("read_", "get_", "open_")
_MIN_TEXT = 4  # normalised characters: a shorter cell is no evidence of anything
_ID = re.compile(r"^[A-Za-z]{1,6}-?\d{1,8}$")  # KB-103, N-1, CU-12, T1042


def _norm(text: str) -> str:
    return re.sub(r"[\W_]+", "", text.casefold())


def _query(arguments: dict) -> str:
    for key in _QUERY_KEYS:
        if isinstance(arguments.get(key), str):
            return arguments[key]
    return next((v for v in arguments.values() if isinstance(v, str)), "")


def _rows(text: str) -> list[tuple[str, list[str]]]:
    """(id, its other cells) of the 'ID | title | …' rows of a search's or listing's result."""
    rows = []
    for line in text.splitlines():
        parts = [p.strip() for p in line.split(" | ")]
        if len(parts) >= 2 and _ID.match(parts[0]):
            rows.append((parts[0], parts[1:]))
    return rows


def listed_titles(steps: Sequence[StepRecord]) -> dict[str, str]:
    """Normalised cell (title, name …) -> the id of its row, from earlier successful searches and listings."""
    titles: dict[str, str] = {}
    for s in steps:
        if s.ok and s.tool.startswith(_LISTERS):
            for entry, cells in _rows(s.observation or ""):
                for cell in cells:
                    if len(_norm(cell)) >= _MIN_TEXT:
                        titles.setdefault(_norm(cell), entry)
    return titles


def readers_for(search_tool: str, specs: Sequence[ToolSpec]) -> list[tuple[str, str]]:
    """(tool, its one required argument) for the tools that open one entry by a single key, those of the search's own
    service first ("search_customers" -> get_customer)."""
    readers = []
    for spec in specs:
        required = spec.parameters.get("required") or []
        if spec.name.startswith(_READERS) and len(required) == 1:
            readers.append((spec.name, required[0]))
    stem = search_tool.split("_", 1)[-1].rstrip("s")
    own = [r for r in readers if stem and stem in r[0]]
    return own or readers[:2]


def _how(readers: list[tuple[str, str]], entry: str) -> str:
    return " or ".join(f'{name} {{"{key}": "{entry}"}}' for name, key in readers)


def open_hint(steps: Sequence[StepRecord], tool: str, arguments: dict, specs: Sequence[ToolSpec],
              result: str = "") -> str | None:
    """The hint to add under a search's or listing's `result`; None when it needs none."""
    if not tool.startswith(_LISTERS):
        return None
    if result.startswith(REPEAT_MARK):
        rows = _rows(result)
        readers = readers_for(tool, specs) if rows else []
        if readers:
            return f"\n(The same list as before: to read an entry of it, call {_how(readers, rows[0][0])}.)"
        return None
    query = _query(arguments)
    entry = listed_titles(steps).get(_norm(query)) if tool.startswith("search_") and len(_norm(query)) >= _MIN_TEXT \
        else None
    readers = readers_for(tool, specs) if entry is not None else []
    if entry is None or not readers:
        return None
    return f'\n("{query.strip()}" is listed above as {entry}: to read it, call {_how(readers, entry)}.)'


def with_open_hint(obs: Observation, steps: Sequence[StepRecord], tool: str, arguments: dict,
                   specs: Callable[[], Sequence[ToolSpec]]) -> Observation:
    """`obs` with the hint below it where one applies. `specs` is called only for a search or listing: building every
    tool's schema on every step of the loop would cost milliseconds for nothing."""
    if not obs.ok or not tool.startswith(_LISTERS):
        return obs
    if (hint := open_hint(steps, tool, arguments, specs(), obs.text)) is None or hint in obs.text:
        return obs
    return Observation(True, obs.text + hint, truncated=obs.truncated, untrusted=obs.untrusted)
