"""An answer taken from a record that says it is no longer current is sent back once, when a current one was read.

Asked "What port does the office VPN connect on these days?", the 0.5B read the 2024 gateway guide and then the old
guide ("Superseded by the 2024 gateway guide …") and answered with the old guide's port; asked how many leave days
carry over, it answered from the policy marked [ARCHIVED] (blind9, blind10). The runtime sees which records it
read say they are archived, superseded or out of date, and which numbers the answer takes from them: a number the
answer shares only with such a record, while the run has read a current one, is sent back with the record's ids.
Only a request that asks nothing to be changed is held to this.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from edge_agent.records import StepRecord
from edge_agent.request_kind import question_only
from edge_agent.text_numbers import numbers

STALE_SENT_BACK = "Not accepted: the answer comes from"
STALE = re.compile(r"(?i:\[archived\]|\barchived\b|\bsuperseded\b|\bno longer (?:current|valid|in force|used|applies)\b|"
                    r"\bdeprecated\b|\bobsolete\b|\boutdated\b|\bout of date\b)|已归档|已废弃|已作废|旧版|已过期|已停用|不再适用")
# a request that asks for the old record itself ("restore the archived note", "旧版")
ASKS_STALE = re.compile(r"(?i:\barchiv\w*|\bold(?:er)?\b|\bprevious\b|\bsuperseded\b|\bdeprecated\b|\bobsolete\b)|归档|旧|废弃|作废|过期|停用")
_READS = ("get_", "read_", "open_")
_ID = re.compile(r"\(id ([A-Za-z]{1,8}-\d+)|^id: ([A-Za-z]{1,8}-\d+)|^# [^\n]*?\b([A-Z]{1,8}-\d+)\b", re.M)


def _record_id(step: StepRecord) -> str:
    m = _ID.search(step.observation or "")
    if m:
        return next(g for g in m.groups() if g)
    return str(next(iter(step.arguments.values()), "")) if step.arguments else step.tool


def stale_sendback(request: str, answer: str, steps: Sequence[StepRecord]) -> str | None:
    """The message sent back instead of an answer whose numbers come only from a record marked out of date, or None."""
    if not answer.strip() or not question_only(request):
        return None
    reads = [s for s in steps if s.ok and s.tool.startswith(_READS) and s.observation]
    stale = [s for s in reads if STALE.search(s.observation or "")]
    current = [s for s in reads if s not in stale]
    if not stale or not current:
        return None
    fresh = {n for s in current for n in numbers(s.observation or "")}
    old = {n for s in stale for n in numbers(s.observation or "")}
    taken = [n for n in dict.fromkeys(numbers(answer)) if n in old and n not in fresh]
    if not taken:
        return None
    ids_old = ", ".join(dict.fromkeys(_record_id(s) for s in stale))
    ids_new = ", ".join(dict.fromkeys(_record_id(s) for s in current))
    return (f"{STALE_SENT_BACK} {ids_old} ({', '.join(taken)}), which says it is archived or superseded. {ids_new} "
            "is current: answer from it, in one short sentence.")
