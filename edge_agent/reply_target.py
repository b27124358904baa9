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
from difflib import SequenceMatcher

from edge_agent.invented_address import addresses
from edge_agent.records import StepRecord
from edge_agent.request_fields import DROP

_REPLY = re.compile(r"\brepl(?:y|ies|ying)\b|\brespond\b|\bwrite back\b|\bget back to\b|"
                    r"\banswer (?:his|her|their|the|that|this) (?:e-?mail|mail|message|note)\b|"
                    r"回复|回一下|回个|回封|回信|回邮件|回他|回她|答复", re.I)
_FROM = re.compile(r"^From:\s*(.+)$", re.M)
_TO = re.compile(r"^(?:To|Cc):\s*(.+)$", re.M)


def _addresses(value: object) -> list[str]:
    return [a.lower() for a in addresses(value)]


# what the request tells the reply to say: "跟她说车修好了，周五下午就可以来取", "tell him the bike is ready"
_MESSAGE = re.compile(r"(?:跟(?:她|他|他们|对方)说|告诉(?:她|他|他们|对方)|和(?:她|他)说|说一下)[：:，, ]*(?P<zh>[^。！!？?]+)|"
                      r"\b(?:tell|let)\s+(?:her|him|them)\s+(?:know\s+)?(?:that\s+)?(?P<en>[^.!?]+)|"
                      r"\b(?:reply|respond|answer|write\s+back)\b[^.!?]{0,40}?\b(?:that|saying|to\s+say)\s+(?P<said>[^.!?]+)|"
                      r"(?:回复|回一下|回个|回她|回他)[^，。,]{0,12}?说[：:，, ]*(?P<zhsaid>[^。！!？?]+)", re.I)
_COPIES_ASKED = re.compile(r"\b(?:cc|bcc|copy|copying|reply\s+all|reply\s+to\s+all|everyone|all\s+of\s+them)\b|抄送|全部回复|回复全部|"
                           r"所有人|大家", re.I)
COPY_MIN_CHARS = 30
COPIED = 0.6  # the share of a body that one run of text from a read mail makes up, at or above which it is a copy


def _copies(body: str, read: Sequence[StepRecord]) -> bool:
    body = body.strip()
    if len(body) < COPY_MIN_CHARS:
        return False  # a short body of the model's own can share a few words with any mail
    for s in read:
        text = s.observation or ""
        m = SequenceMatcher(None, body, text, autojunk=False).find_longest_match(0, len(body), 0, len(text))
        if body and m.size >= COPIED * len(body):
            return True
    return False


def reply_fixes(request: str, steps: Sequence[StepRecord], name: str, arguments: dict) -> list[tuple[str, object, str]]:
    """(field, value, why) for a reply sent to the user's own address (written to the mail's sender; the own address
    taken out of cc and bcc) and for a body that copies the mail read when the request says what to tell them."""
    read = [s for s in steps if s.ok and s.tool.startswith("read_") and _FROM.search(s.observation or "")]
    if not name.startswith("send_") or not _REPLY.search(request) or not read:
        return []
    fixes: list[tuple[str, object, str]] = []
    if reply_refusal(request, steps, name, arguments) is not None:
        sender = _addresses(_FROM.search(read[-1].observation or "").group(1))  # type: ignore[union-attr]
        own = set(_addresses(arguments.get("to")))
        why = "a reply goes to whoever wrote the mail read"
        fixes.append(("to", sender, why))
        for field in ("cc", "bcc"):
            given = _addresses(arguments.get(field))
            if given and any(a in own or a in sender for a in given):
                kept = [a for a in given if a not in own and a not in sender]
                fixes.append((field, kept if kept else DROP, f"{why}, once"))
    if not _COPIES_ASKED.search(request):  # a reply copies no one the request does not ask to copy
        fixes += [(f, DROP, "the request asks to copy no one") for f in ("cc", "bcc")
                  if _addresses(arguments.get(f)) and all(f != g for g, _, _ in fixes)]
    said = _MESSAGE.search(request)
    message = next((g for g in said.groups() if g), "").strip(" ，,") if said else ""
    if message and isinstance(arguments.get("body"), str) and _copies(arguments["body"], read):
        fixes.append(("body", message, "the body copied the mail read; the request says what to tell them"))
    return fixes


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
