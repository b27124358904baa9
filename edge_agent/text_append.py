"""A write that replaces a record's whole text when the request only adds to it: refused with the text to write.

"在滨江公寓的项目笔记里记一笔：客户确认厨房台面改用石英石，不用大理石了。" -- the 0.5B called update_note with the new
sentence as the body: update_note replaces the body, so the note's earlier entries were gone (blind14, development).
"Add", "note down", "记一笔", "补充" ask for the old text plus a new part. When such a request (and no word of
replacing, rewriting, removing or changing) meets an update whose free-text field (body, content) drops more than
half the lines of the record's text as the run read it, the call is refused with the body to write: the text read, then the model's new part. When the
run has not read the record, the refusal says to read it first. A request that changes one entry and says the others
stay ("…那条帮我改一下…别的条目别动", "leave the rest") is held to the same rule, with the text read to edit; so is
any other update of the text (unread: read it first; read, of three lines or more) unless the request rewrites it or
takes something out of it.
"""
from __future__ import annotations

import json
import re
from collections.abc import Sequence

from edge_agent.records import StepRecord

TEXT_FIELDS = ("body", "content")
_ADDS = re.compile(r"(?i:\b(?:add|append|note\s+down|jot|log|put\s+(?:a\s+)?(?:line|note)|record)\b)|"
                   r"记一笔|记一下|记下|记上|加一条|加一句|加一行|加上|补充|补一句|添加|追加|写上")
# replacing, rewriting, or also taking something out or changing it: an edit, which may drop lines
_REPLACES = re.compile(r"(?i:\b(?:replace|rewrite|overwrite|redo|clear|wipe|remove|delete|drop|take\s+out|strike|cross\s+"
                       r"off|change|correct|fix|update\s+the\s+(?:line|entry))\b)|替换|重写|改写|覆盖|清空|删|去掉|拿掉|划掉|"
                       r"改成|改为|改一下|更正")
# an edit of one entry that says the others stay: "扭矩扳手那条帮我改一下…别的条目别动" -- the 0.5B wrote "扭矩扳手" over the
# whole workshop note without reading it (blind15, edge-only, read after the held-out measure)
_KEEPS_REST = re.compile(r"(?i:\b(?:leave|keep)\s+(?:the\s+)?(?:rest|others?|other\s+(?:lines?|entries|items|points))\b|"
                         r"\bonly\s+(?:that|this|the)\s+(?:line|entry|item|point)\b|\bdon'?t\s+touch\s+the\s+(?:rest|others?)\b)|"
                         r"(?:别的|其他|其它|其余)[^，。,]{0,4}(?:别动|不要动|不动|保持|不用改|别改)")
# a plain "update my cryo storage note: box 7 moved from rack A to rack C" -- the 0.5B wrote that sentence over the whole
# storage map without reading it (blind13, development): read first, and a text of this many lines or more is edited
PLAIN_EDIT_LINES = 3
KEEP_SHARE = 0.5  # a body that keeps at least this share of the old text's lines is an edit the model meant


def _read_text(steps: Sequence[StepRecord], record: str) -> str | None:
    """The text (after the header block) of the latest successful read of `record`, or None."""
    for s in reversed(list(steps)):
        obs = s.observation or ""
        if s.ok and s.tool.startswith(("read_", "get_")) and f"(id {record}," in obs.split("\n\n", 1)[0]:
            return obs.split("\n\n", 1)[1] if "\n\n" in obs else ""
    return None


def _verdict(request: str, steps: Sequence[StepRecord], name: str, arguments: dict) -> tuple[str, str, str, str | None] | None:
    """(what the request asks: "keeps" | "adds" | "edits", the text field, the record, its text as read or None when
    unread) for an update that breaks this module's rule; None when it keeps to it."""
    record = arguments.get("id")
    field = next((f for f in TEXT_FIELDS if isinstance(arguments.get(f), str)), None)
    if not name.startswith("update_") or not isinstance(record, str) or field is None or not request:
        return None
    keeps = _KEEPS_REST.search(request) is not None
    adds = not keeps and bool(_ADDS.search(request)) and not _REPLACES.search(request)
    if not keeps and not adds and _REPLACES.search(request):
        return None  # a rewrite, or an edit that takes something out: the model's text stands
    kind = "keeps" if keeps else "adds" if adds else "edits"
    old = _read_text(steps, record)
    if old is None:
        return kind, field, record, None
    lines = [line.strip() for line in old.split("\n") if line.strip()]
    if not lines or sum(line in arguments[field] for line in lines) >= KEEP_SHARE * len(lines) or \
            kind == "edits" and len(lines) < PLAIN_EDIT_LINES:
        return None
    return kind, field, record, old


_ASKS = {"keeps": "changes one entry and keeps the others", "adds": "adds to it", "edits": "changes a part of it"}


def append_refusal(request: str, steps: Sequence[StepRecord], name: str, arguments: dict) -> str | None:
    """The refusal of an update that drops a record's text when the request adds to it or edits a part, or None."""
    verdict = _verdict(request, steps, name, arguments)
    if verdict is None:
        return None
    kind, field, record, old = verdict
    if old is None:
        reader = "read_" + name.removeprefix("update_")
        return (f"not run: {name} replaces the whole {field}, and the request {_ASKS[kind]}. Read {record} first "
                f"({reader}), then write its whole text with "
                f"{'the new part added' if kind == 'adds' else 'only that part changed'}.")
    lines = len([line for line in old.split("\n") if line.strip()])
    if kind != "adds":
        return (f"not run: this {field} would replace {record}'s text ({lines} lines) with yours, and the request "
                f"{_ASKS[kind]}. Write {field} = this text with only that part changed: "
                f"{json.dumps(old.rstrip(), ensure_ascii=False)}")
    body = old.rstrip() + "\n" + arguments[field].strip()
    return (f"not run: this {field} would replace {record}'s text ({lines} lines) with yours, and the request "
            f"adds to it. Write {field} = the current text with your part at the end: "
            f"{json.dumps(body, ensure_ascii=False)}")


def append_fixes(request: str, steps: Sequence[StepRecord], name: str, arguments: dict) -> list[tuple[str, object, str]]:
    """(field, the text read with the model's new part at its end, why) for an update that would drop a read
    record's text when the request only adds to it: the 0.5B, refused with that text spelled out, wrote something
    else next (blind14, development); what to write is certain, so it is written (`repairs`)."""
    verdict = _verdict(request, steps, name, arguments)
    if verdict is None:
        return []
    kind, field, _, old = verdict
    if kind != "adds" or old is None:
        return []
    return [(field, old.rstrip() + "\n" + arguments[field].strip(), "the request adds to the text read; it is kept")]
