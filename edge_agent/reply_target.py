"""A reply goes to whoever wrote: a mail sent back to the address the read mail arrived at is refused.

Asked "帮我回一下 Daniel 问 Q2 offsite 的那封邮件", the 0.5B read Daniel's mail (From: daniel.kim@…, To:
me@northwave.io) and sent its reply to me@northwave.io -- the user's own address, copied from the To: line
(blind11, edge-only). When the request asks for a reply and every recipient of a send_ call is an address a mail the
run read was sent *to* (and none is one it came *from*), the call is refused with the sender to write to instead.
A mail the user forwards to themselves is not a reply, so only a request with a word of replying is checked.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from edge_agent.invented_address import addresses
from edge_agent.records import StepRecord

_REPLY = re.compile(r"\brepl(?:y|ies|ying)\b|\brespond\b|\bwrite back\b|\bget back to\b|"
                    r"\banswer (?:his|her|their|the|that|this) (?:e-?mail|mail|message|note)\b|"
                    r"回复|回一下|回个|回封|回信|回邮件|回他|回她|答复", re.I)
_FROM = re.compile(r"^From:\s*(.+)$", re.M)
_TO = re.compile(r"^(?:To|Cc):\s*(.+)$", re.M)


def _addresses(value: object) -> list[str]:
    return [a.lower() for a in addresses(value)]


def reply_refusal(request: str, steps: Sequence[StepRecord], name: str, arguments: dict) -> str | None:
    """The refusal of a reply sent back to the user's own address, or None."""
    if not name.startswith("send_") or not _REPLY.search(request):
        return None
    read = [s for s in steps if s.ok and s.tool.startswith("read_") and _FROM.search(s.observation or "")]
    if not read:
        return None
    senders = [a for s in read for a in _addresses(_FROM.search(s.observation or "").group(1))]  # type: ignore[union-attr]
    arrived = {a for s in read for line in _TO.findall(s.observation or "") for a in _addresses(line)} - set(senders)
    to = _addresses(arguments.get("to"))
    if not to or not all(a in arrived for a in to) or not senders:
        return None
    last = _addresses(_FROM.search(read[-1].observation or "").group(1))  # type: ignore[union-attr]
    return (f"not sent: this is a reply, and {', '.join(to)} is where the mail you read arrived (your own address). "
            f"A reply goes to whoever wrote it: send it to {', '.join(last or senders[-1:])}.")
