"""What the runtime adds to a successful lookup's result before the model reads it, in one place: rows ordered by
relevance (`relevance.relevant_first`), a note to widen a dated listing that shows nothing of the request
(`relevance.window_hint`), the count and sums a how-many/how-much question needs (`row_totals`), the next open row by date for a what-is-next
question (`next_row`), and cron schedules read
out in words (`cron_text`). Each leaves a failed result, and a result it has nothing to add to, as it is."""
from __future__ import annotations

from typing import Any

from edge_agent.cron_text import with_cron_reading
from edge_agent.next_row import with_next
from edge_agent.relevance import relevant_first, window_hint
from edge_agent.row_totals import with_totals


def with_notes(obs: Any, tool: Any, name: str, arguments: dict, request: str, system: str) -> Any:
    obs = relevant_first(obs, name, request, system)  # the 0.5B takes the first row: make it the likeliest
    obs = window_hint(obs, name, arguments, request)
    obs = with_totals(obs, name, arguments, request, getattr(tool, "description", "") or "", system)
    obs = with_next(obs, name, arguments, request, system)  # "下一个要到期的是哪件事？": the earliest open row from today
    return with_cron_reading(obs)  # "15 1 * * *" read as 15:00 by the 0.5B: say "every day at 01:15"
