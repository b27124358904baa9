"""A web search that shares no word with the request is refused (drawn again), before anything leaves the device.

Asked for "the current volume limit for a loft extension … under Westbridge Council's permitted development rules",
the 0.5B found the council's page in its second search, then searched "TSA-2025-02" and "Tessera smuggling bug" --
words of no part of the request -- opened a Python release page and answered about Python end-of-life dates (blind14,
development). A web search goes out of the device; one about something else is never what the request needs. A query
is refused when none of its words, stems or concepts (`relevance.terms`) is the request's and the run has not seen it
in a result; a request in Chinese searched in English (or the reverse) is not judged, since its words are other words.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from edge_agent.records import StepRecord
from edge_agent.relevance import terms

WEB_SEARCHES = ("web_search",)
_CJK = re.compile(r"[\u3400-\u9fff]")


def drift_refusal(request: str, steps: Sequence[StepRecord], tool: str, arguments: dict) -> str | None:
    """The refusal of a web search about something the request does not name, or None."""
    query = arguments.get("query")
    if tool not in WEB_SEARCHES or not request or not isinstance(query, str) or not query.strip():
        return None
    if bool(_CJK.search(request)) != bool(_CJK.search(query)):
        return None  # another language: its words cannot be compared
    said = terms(query)
    if not said or said & terms(request):
        return None
    return (f"not run: the search {query!r} shares no word with the request, so it is about something else and would "
            "go out of the device for nothing. Search for what the request asks, in its words, or open a result above "
            "that matches it.")
