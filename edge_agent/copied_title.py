"""A new record titled with an existing row's title is refused (drawn again): a copy, not what the request names.

Asked to "pencil in Jonas for a bike fitting tomorrow 3 to 4:30pm", the 0.5B listed tomorrow's events and created
one titled 'Rental pick-up: Meyer family (3 e-bikes)', the title of the event it had listed, attendees and place
too (blind15, development). A create_ call whose title (or name, subject) is a cell of a row the run listed, and that
the request does not say, is refused with the rule: a new record takes its title from the request.
"""
from __future__ import annotations

from collections.abc import Sequence

from edge_agent.records import StepRecord
from edge_agent.row_totals import row_lines

TITLE_FIELDS = ("title", "name", "subject", "summary")


def copied_title(request: str, steps: Sequence[StepRecord], tool: str, arguments: dict) -> str | None:
    """The refusal of a create_ call titled with a listed row's title, or None."""
    if not tool.startswith("create_"):
        return None
    for field in TITLE_FIELDS:
        value = arguments.get(field)
        if not isinstance(value, str) or len(value.strip()) < 4 or value.strip().casefold() in request.casefold():
            continue
        want = value.strip().casefold()
        for s in steps:
            if not s.ok or not s.observation:
                continue
            for line, cells in row_lines(s.observation):
                if any(c.casefold() == want for c in cells[1:]):
                    return (f"not run: the {field} {value!r} is the title of a record listed above ({cells[0]}), not "
                            f"the new one. A new record takes its {field} from the request: write what the request "
                            "asks for, in a few words.")
    return None
