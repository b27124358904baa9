"""Changes the request did not ask for: a deletion when nothing was to be deleted, and undoing what the run just made.

blind10 traces of the 0.5B: asked to "pause the nightly sales export", it deleted the job after two invalid
schedules; asked "提醒我下周三之前把季度报税的材料交给会计", it added the todo and then completed it. Both are changes
the request names no word for. The runtime refuses them before they run:

- a tool that removes something (delete_, remove_, purge_, drop_) when the request has no word of removing
  (delete, remove, cancel, get rid of, 删除, 删掉, 取消, 去掉 …) — the request, or a file it names that the run read
  (its rules are the user's words: "按 leave_sync.md 的规则…");
- a tool that ends a record (complete_, close_, cancel_, reject_, archive_, delete_ …) when the request has no word of
  ending anything (refused completing the todo it had added, the 0.5B completed another one), and on a record this run
  created (its id in the result of an earlier successful call: "added todo TD-5", "created event E-7") unless the
  request has that tool's word ("add a todo and tick it off", "建个待办然后标成完成").
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from edge_agent.records import StepRecord
from edge_agent.target_files import FILE_NAME

REMOVERS = ("delete_", "remove_", "purge_", "drop_")
ENDERS = ("complete_", "close_", "cancel_", "reject_", "archive_", "delete_", "remove_", "resolve_", "mark_")
_REMOVE_WORDS = re.compile(r"\b(?:delete|remove|cancel|drop|erase|purge|get rid of|clear out|clean up|wipe|scrap|"
                           r"take (?:it|them|this|that|these|those) (?:out|off)|take out|called off|(?:is|are|'s) off|"
                           r"unsubscribe|deleting|removing|no longer need\w*|don'?t need|do not need)\b|删|移除|取消|去掉|清除|清空|不要了|"
                           r"不需要了|用不着|撤销|注销", re.I)
_END_WORDS = {
    "complete_": r"\b(?:complete|completed|done|finish|finished|tick|mark)\b|\bcheck\w*\b[^.;\n]{0,24}\boff\b|完成|做完|搞定|勾掉|标成",
    "close_": r"\b(?:close|closed|resolve|resolved)\b|关闭|关掉|关了|关单|关工单|结单",
    "cancel_": r"\bcancel\w*\b|取消",
    "reject_": r"\b(?:reject|decline|deny)\w*\b|拒绝|驳回",
    "archive_": r"\barchive\w*\b|归档",
    "resolve_": r"\bresolv\w*\b|解决",
    "mark_": r"\bmark\w*\b|标记|标成|标为",
}
# any word of ending a record, whichever tool does it ("mark the ticket as done" is closed by close_ticket)
_ENDING = r"\b(?:fixed|sorted|handled|paid|won|lost|over|finish\w*|complet\w*|clos\w*|done)\b|处理完|搞定|结了|结掉|结单|已解决|修好"
_CREATED = re.compile(r"\b(?:added|created|logged|booked|scheduled|opened|filed|posted|saved)\b[^\n]{0,24}?"
                      r"\b([A-Z]{1,6}-\d+)\b|(?:已创建|已添加|已新建)[^\n]{0,12}?([A-Z]{1,6}-\d+)", re.I)
SCOPE_REFUSAL = "not run: the request does not ask"
# An update that moves a record to an ending state is an ending too: asked to give a ticket to Tomasz with a note, the
# 0.5B set its status to closed (blind14, development).
STATUS_FIELDS = ("status", "state", "stage")
ENDING_VALUES = frozenset({"closed", "close", "resolved", "done", "completed", "complete", "cancelled", "canceled",
                           "rejected", "archived", "paid", "won", "lost", "已关闭", "已解决", "已完成", "已取消"})
_ASSIGN = re.compile(r"(?i:\b(?:assign\w*|give\s+(?:it|(?:this|that|the)\s+\w+)\s+to|hand\s+(?:it\s+)?(?:over\s+)?to|pass\s+(?:it\s+)?(?:on\s+)?to|"
                     r"reassign\w*)\b)|分给|交给|转给|派给|指派|分配给")


def naming_state(request: str) -> bool:
    """The request has a word of ending, closing or removing a record."""
    return any(re.search(w, request, re.I) for w in (*_END_WORDS.values(), _REMOVE_WORDS.pattern, _ENDING))


def _ids(arguments: dict) -> list[str]:
    return [v for v in arguments.values() if isinstance(v, str) and re.fullmatch(r"[A-Za-z]{1,6}-\d+", v)]


def created_ids(steps: Sequence[StepRecord]) -> set[str]:
    out: set[str] = set()
    for s in steps:
        if s.ok and s.observation:
            out |= {a or b for a, b in _CREATED.findall(s.observation.split("\n", 1)[0])}
    return out


_NAMED_FILE = re.compile(FILE_NAME)


def _instructions(request: str, steps: Sequence[StepRecord]) -> str:
    """The request and what the run read of the files it names ("按 leave_sync.md 的规则…": the rules are the user's
    words too)."""
    named = {n.lstrip("./") for n in _NAMED_FILE.findall(request)}
    read = [s.observation or "" for s in steps if s.ok and named
            and str(s.arguments.get("path", "")).lstrip("./") in named]
    return "\n".join([request, *read])


def scope_refusal(request: str, steps: Sequence[StepRecord], tool: str, arguments: dict) -> str | None:
    """The refusal of a change the request names no word for (see the module text), or None when it runs."""
    ending = next((f for f in STATUS_FIELDS if str(arguments.get(f, "")).strip().casefold() in ENDING_VALUES), None)
    if tool.startswith(REMOVERS + ENDERS) or ending is not None:
        request = _instructions(request, steps)
    if tool.startswith(REMOVERS) and not _REMOVE_WORDS.search(request):
        return (f"{SCOPE_REFUSAL} to delete or remove anything, and {tool} cannot be undone. Make the change the "
                "request names with an update tool (a job is paused by disabling it, not deleted), or answer.")
    if tool.startswith("update_") and ending is not None and not naming_state(request):
        assign = " The request hands it to someone: set the assignee, and leave the status." \
            if _ASSIGN.search(request) else ""
        return (f"{SCOPE_REFUSAL} to end or close anything, and {ending} = {arguments[ending]!r} would. Make only the "
                f"change the request names, or answer with what was done.{assign}")
    prefix = next((p for p in ENDERS if tool.startswith(p)), None)
    if prefix is None:
        return None
    if not naming_state(request):
        # no word of ending anything: the 0.5B, refused completing the todo it had added, completed another one
        return (f"{SCOPE_REFUSAL} to end or close anything, and {tool} would. Make only the change the request "
                "names, or answer with what was done.")
    mine = [i for i in _ids(arguments) if i in created_ids(steps)]
    words = _END_WORDS.get(prefix, _REMOVE_WORDS.pattern)
    if mine and not re.search(words, request, re.I):
        return (f"{SCOPE_REFUSAL} to {prefix.rstrip('_')} {mine[0]}: this run created it, and the request only asks "
                "for it to exist. Leave it as it is and answer with what was done.")
    return None
