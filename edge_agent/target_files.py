"""A file the request only reads is not written when the request names another file to write.

"在 notes.md 里找到周会的会议室号码，只把号码写入 room.txt": the 0.5B, held to an advisor's plan, replaced notes.md's
heading with the whole meeting; "Count the rows with status 'paid' in orders.csv and write only the number to
paid.txt" became an edit of orders.csv; an advisor planned `edit_file config/app.yaml` for "读取 config/app.yaml，把
database 的 port 写入 port.txt" (starter-task advisor traces; on blind7 a question about lab/freezer_minus80_log.csv
ended with "0" written over that CSV). When the request names the file to write (write/save … to X, 写入 X) and the
call would write a different file that the request names only as a place to read (read X, in X, 在 X 里, 读取 X, in
a clause that asks for no change), the call is refused with the file it should write instead. A shell command that
writes such a file (`> X`, `>> X`, `tee X`, `sed -i … X`) is refused the same way: sent back for an answer that copied
the worked example, the 0.5B ran `echo 'saved 3 to n.txt' > notes.md` over the notes it had been asked to count.
"""

from __future__ import annotations

import re
from functools import lru_cache

WRITE_TOOLS = frozenset({"write_file", "edit_file", "append_file"})
FILE_NAME = r"[\w][\w./-]*\.[A-Za-z]{1,5}\b"  # a file named in a request ("data.csv", "notes/q1.md")
_TARGET = re.compile(
    rf"\b(?:write|save|put|store|output|append)\b(?:[^.;。；\n]|\.(?=\w))*?\b(?:to|into|as)\s+`?({FILE_NAME})"
    rf"|(?:写入|写到|写进|存到|存入|保存到|保存为|输出到|存成)\s*`?({FILE_NAME})",
    re.I,
)
_READ = re.compile(rf"(?:\b(?:read|in|from|of|open)\s+`?|(?:在|读取|读|打开|从|查看)\s*)({FILE_NAME})", re.I)
_CLAUSE = re.compile(r"[,;，；。\n]|\.\s")
_CHANGES = re.compile(
    r"\b(?:update|change|edit|fix|set|turn|replace|rename|modify|remove|delete|add)\b|修改|更新|改|设置|关掉|打开|删除|添加",
    re.I,
)


@lru_cache(maxsize=64)
def request_files(request: str) -> tuple[frozenset[str], frozenset[str]]:
    """(the files the request asks to write, the files it names only to read)."""
    targets = frozenset(a or b for a, b in _TARGET.findall(request))
    reads: set[str] = set()
    for clause in _CLAUSE.split(request):
        if _CHANGES.search(_TARGET.sub(" ", clause)):
            continue  # a clause that asks for a change may change its file
        reads.update(m.group(1) for m in _READ.finditer(clause))
    return targets, frozenset(reads - targets)


def _norm(path: str) -> str:
    return path.strip().lstrip("./").strip("`'\"")


_SHELL_WRITES = re.compile(r"(?:>>?|\btee\s+(?:-a\s+)?)\s*([^\s|;&<>]+)|\bsed\s+(?:-\w+\s+)*-i\S*\s+.*?([^\s|;&<>]+)\s*(?:$|[|;&])")


def shell_written(command: str) -> list[str]:
    """The files a shell command writes by redirection, tee or sed -i."""
    return [_norm(a or b) for a, b in _SHELL_WRITES.findall(command) if (a or b) and not (a or b).startswith("/dev/")]


def input_write_refusal(request: str, tool: str, arguments: dict) -> str | None:
    """Why this write is refused (it would overwrite a file the request only reads), or None."""
    if tool not in WRITE_TOOLS | {"run_shell"} or not request:
        return None
    targets, reads = request_files(request)
    read = {_norm(r) for r in reads}
    written = shell_written(str(arguments.get("command") or "")) if tool == "run_shell" else [
        _norm(str(arguments.get("path") or ""))]
    path = next((w for w in written if w in read), "")
    if not targets or not path:
        return None
    target = sorted(targets)[0]
    return (
        f"not run: the task only reads {path} and asks you to write {target}; {path} stays as it is. "
        f"Write the value to {target}."
    )


def targets_written(request: str, steps) -> bool:
    """Every file the request asks to write has been written whole (write_file succeeded) in this run. After that
    the 0.5B kept writing over the right value: a tool's result, the runtime's refusal, the worked example's answer,
    "report.txt is already written." (4 threads, data.csv count), so write_file leaves the step's grammar (appending
    and every other tool stay; edge_agent.grounding.step_schema)."""
    targets = {_norm(t) for t in request_files(request)[0]} if request else set()
    written = {_norm(str(s.arguments.get("path") or "")) for s in steps if s.ok and s.tool == "write_file"}
    return bool(targets) and targets <= written

