"""A search whose query is the title of an entry a result already listed gets a hint to open that entry.

Small models confuse finding with opening: the 0.5B searched a knowledge base with the exact title of an article the
previous search had listed ("VPN 连接指南" after "KB-103 | VPN 连接指南"), got the list again, and searched the next
title, until its steps ran out (9 such searches in 5 runs of the blind5, blind7 and blind8 stores of 2026-12-03,
edge-only and step-route). The search still runs and its result is shown; the hint names the entry's id and the
tool that opens it, as an error that teaches would.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from edge_agent.models.chat import ToolSpec
from edge_agent.records import StepRecord

_QUERY_KEYS = ("query", "q", "text", "keyword", "keywords", "name", "title", "term")
_LISTERS = ("search_", "list_")
_READERS = ("read_", "get_", "open_")
_MIN_TITLE = 4  # normalised characters: a title shorter than this is no evidence of anything


def _norm(text: str) -> str:
    return re.sub(r"[\W_]+", "", text.casefold())


def _query(arguments: dict) -> str:
    for key in _QUERY_KEYS:
        if isinstance(arguments.get(key), str):
            return arguments[key]
    return next((v for v in arguments.values() if isinstance(v, str)), "")


def listed_titles(steps: Sequence[StepRecord]) -> dict[str, str]:
    """Normalised title -> id, from the 'ID | title | …' rows of earlier successful searches and listings."""
    titles: dict[str, str] = {}
    for s in steps:
        if not (s.ok and s.tool.startswith(_LISTERS)):
            continue
        for line in (s.observation or "").splitlines():
            parts = [p.strip() for p in line.split(" | ")]
            if len(parts) >= 2 and parts[0] and " " not in parts[0] and len(_norm(parts[1])) >= _MIN_TITLE:
                titles.setdefault(_norm(parts[1]), parts[0])
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


def open_hint(steps: Sequence[StepRecord], tool: str, arguments: dict, specs: Sequence[ToolSpec]) -> str | None:
    """The hint to append to a search's result when its query is an entry's listed title; None otherwise."""
    if not tool.startswith("search_"):
        return None
    query = _query(arguments)
    entry = listed_titles(steps).get(_norm(query)) if len(_norm(query)) >= _MIN_TITLE else None
    readers = readers_for(tool, specs) if entry is not None else []
    if not readers:
        return None
    how = " or ".join(f'{name} {{"{key}": "{entry}"}}' for name, key in readers)
    return f'\n("{query.strip()}" is the title of {entry}, listed before: to read it, call {how}.)'
