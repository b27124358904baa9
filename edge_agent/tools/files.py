"""Workspace file tools: list, read, write, append, search — confined to the workspace and bounded.

Reads and searches stream: memory stays flat on a multi-GB file, and each stops at its
limits (lines, bytes, matches, time). A regular-expression search has a time limit and
refuses patterns with nested repetition, which can take exponential time. Files with more
than one hard link are refused (open_regular), and a listing never describes what a symlink
points to outside the workspace.
"""
from __future__ import annotations

import fnmatch
import os
import stat
import time
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from pydantic import BaseModel, ConfigDict, Field

from edge_agent.tools.base import Tool, ToolContext, ToolError
from edge_agent.tools.formats import broken_format
from edge_agent.tools.patterns import (
    SEARCH_SECONDS,
    SearchTimeUp,
    compile_bounded,
    search_line,
)
from edge_agent.tools.sandbox import open_regular, relative, resolve_inside

MAX_WRITE_BYTES = 2_000_000
MAX_LIST_ENTRIES = 300
MAX_LINE_BYTES = 4000           # a longer line is shown (and searched) in its first 4000 bytes
COUNT_LINES_UP_TO = 256 << 20   # read_file counts the total number of lines only in smaller files
SEARCH_BYTES = 256 << 20        # search_files reads at most this much in all
MAX_MATCHES = 200


class _Args(BaseModel):
    model_config = ConfigDict(extra="forbid")


def _lines(f: BinaryIO) -> Iterator[bytes]:
    """Lines of at most MAX_LINE_BYTES; the rest of a longer line is skipped, never held."""
    while True:
        line = f.readline(MAX_LINE_BYTES)
        if not line:
            return
        if len(line) == MAX_LINE_BYTES and not line.endswith(b"\n"):
            while True:  # skip to the end of this line in bounded chunks
                rest = f.readline(1 << 16)
                if not rest or rest.endswith(b"\n"):
                    break
        yield line.rstrip(b"\r\n")


def _open_text(target: Path, shown: str) -> BinaryIO:
    f = os.fdopen(open_regular(target, shown, os.O_RDONLY), "rb")
    head = f.peek(4096)[:4096] if hasattr(f, "peek") else b""
    if b"\x00" in head:
        f.close()
        raise ToolError(f"{shown} is a binary file")
    return f


class ListFiles(Tool):
    sink = "local"
    read_only = True
    name = "list_files"
    description = "List files and folders under a workspace folder (recursively, up to 300 entries)."

    class Args(_Args):
        path: str = Field(".", description="folder relative to the workspace")

    def run(self, args, ctx: ToolContext) -> str:
        root = resolve_inside(ctx.workspace, args.path, must_exist=True)
        if not root.is_dir():
            raise ToolError(f"{args.path} is not a folder")
        ws = os.path.realpath(ctx.workspace)
        out: list[str] = []
        for dirpath, dirnames, filenames in os.walk(root):  # never descends into symlinked folders
            dirnames.sort()
            names = sorted(filenames + [d for d in dirnames if os.path.islink(os.path.join(dirpath, d))])
            for name in names:
                full = os.path.join(dirpath, name)
                out.append(_describe(ws, full))
                if len(out) >= MAX_LIST_ENTRIES:
                    return "\n".join(out) + f"\n[listing stopped at {MAX_LIST_ENTRIES} entries]"
        return "\n".join(out) if out else "(empty folder)"


def _describe(ws: str, full: str) -> str:
    rel = os.path.relpath(full, ws)
    try:
        st = os.lstat(full)
    except OSError:
        return f"{rel} (unreadable)"
    if not stat.S_ISLNK(st.st_mode):
        return f"{rel} ({st.st_size} bytes)"
    real = os.path.realpath(full)
    if real != ws and not real.startswith(ws + os.sep):
        return f"{rel} -> (a link outside the workspace)"  # nothing about the target
    try:
        target = os.stat(real)
    except OSError:
        return f"{rel} -> {os.path.relpath(real, ws)} (missing)"
    kind = "folder, not followed" if stat.S_ISDIR(target.st_mode) else f"{target.st_size} bytes"
    return f"{rel} -> {os.path.relpath(real, ws)} ({kind})"


READ_CHARS = 3500  # a read shows the whole file up to this many characters (under the observation cap)
# The 0.5B copies a result into its next call: echoing the written content made it write "wrote 10 bytes to
# x.txt: 2025-03-20" over the right value, again and again (starter traces). A result that says what to do
# next is copied into the final answer at worst.
NEXT_AFTER_WRITE = "If the task asks for nothing more, give the final_answer now."
PAGING_NOTE = "continue with start_line="  # the agent lets the model page only after it has seen this


class ReadFile(Tool):
    """Reads the whole file by default. The 0.5B edge model, shown `start_line`/`max_lines` in its tool list,
    asked for one line (`max_lines: 1`) and answered with it; so the paging knobs are hidden from the model
    (`paging_args`) until a read is cut, and the cut says how to read on. Callers of the API may always page."""

    sink = "local"
    read_only = True
    name = "read_file"
    description = "Read a whole text file from the workspace."
    paging_args = ("start_line", "max_lines")

    class Args(_Args):
        path: str
        start_line: int = Field(1, ge=1, description="first line to show, for a file too long to show at once")
        max_lines: int = Field(200, ge=1, le=2000)

    def run(self, args, ctx: ToolContext) -> str:
        target = resolve_inside(ctx.workspace, args.path, must_exist=True)
        end_wanted = args.start_line - 1 + args.max_lines
        chunk: list[str] = []
        chars = 0
        with _open_text(target, args.path) as f:
            size = os.fstat(f.fileno()).st_size
            n = 0
            full = False  # stopped at the character budget before the lines asked for
            for n, raw in enumerate(_lines(f), 1):
                if n >= args.start_line:
                    line = raw.decode("utf-8", errors="replace")
                    if chunk and chars + len(line) + 8 > READ_CHARS:
                        full = True
                        n -= 1
                        break
                    chunk.append(line)
                    chars += len(line) + 8
                if n >= end_wanted:
                    break
            more = full or (bool(f.peek(1)) if n >= end_wanted else False)  # type: ignore[attr-defined]
            total = (n + (1 if full else 0) + _count_lines(f)) if more and size <= COUNT_LINES_UP_TO else None
        end = args.start_line - 1 + len(chunk)
        if not chunk and n:
            return f"(the file has {n} lines; start_line={args.start_line} is past the end)"
        if not more and args.start_line == 1:
            # the whole file: no line numbers, which a small model copies into what it writes
            return "\n".join(chunk) if chunk else "(empty file)"
        width = len(str(end))
        body = "\n".join(f"{i:>{width}}| {line}" for i, line in enumerate(chunk, args.start_line))
        if more:
            of = f"of {total}" if total is not None else "of a longer file"
            body += (f"\n[lines {args.start_line}-{end} {of}; the rest is not shown: "
                     f"{PAGING_NOTE}{end + 1}, or search_files for what you need]")
        return body


def _count_lines(f: BinaryIO) -> int:
    count, last = 0, b"\n"
    while block := f.read(1 << 20):
        count += block.count(b"\n")
        last = block[-1:]
    return count + (0 if last == b"\n" else 1)


UNREAD_REFUSAL = "exists and this run has not read it"  # the next step offers read_file only (edge_agent.grounding)


def unread_overwrite(ctx: ToolContext, target: Path) -> bool:
    """An agent run is about to replace a non-empty file it has not read or written (no successful call on it, no shell
    command naming it): a 0.5B wrote "web = 8081; other = 8080" over a whole service.ini it had never opened.
    Outside an agent run (no `agent_state` service) nothing is checked."""
    state = ctx.services.get("agent_state")
    steps = getattr(state, "steps", None)
    if steps is None or not target.is_file() or target.stat().st_size == 0:
        return False
    for s in steps:
        args = getattr(s, "arguments", {}) or {}
        if not s.ok or not isinstance(args, dict):
            continue
        path = args.get("path")
        if isinstance(path, str) and _same_file(ctx.workspace, path, target):  # read it, or wrote it itself
            return False
        if s.tool == "run_shell" and target.name in str(args.get("command", "")):
            return False
    return True


def _same_file(workspace: Path, path: str, target: Path) -> bool:
    try:
        return resolve_inside(workspace, path) == target
    except ToolError:
        return False


class WriteFile(Tool):
    sink = "local"
    name = "write_file"
    idempotent = True  # the same content twice leaves the same file: a repeat is refused
    description = "Create or overwrite a text file in the workspace (parent folders are created)."

    class Args(_Args):
        path: str
        content: str

    def run(self, args, ctx: ToolContext) -> str:
        data = args.content.encode("utf-8")
        if len(data) > MAX_WRITE_BYTES:
            raise ToolError(f"content is {len(data)} bytes; the limit is {MAX_WRITE_BYTES}")
        target = resolve_inside(ctx.workspace, args.path)
        if target.is_dir():
            raise ToolError(f"{args.path} is a folder")
        if unread_overwrite(ctx, target):
            raise ToolError(f"{args.path} {UNREAD_REFUSAL}: read_file it first. write_file replaces the whole file, so "
                            "write back every line, with only your change")
        if broken := broken_format(target, args.path, args.content):
            raise ToolError(broken)
        target.parent.mkdir(parents=True, exist_ok=True)
        fd = open_regular(target, args.path, os.O_WRONLY | os.O_CREAT)
        with os.fdopen(fd, "wb") as f:
            f.truncate(0)
            f.write(data)
        return f"wrote {len(data)} bytes to {args.path}. {NEXT_AFTER_WRITE}"


class AppendFile(Tool):
    sink = "local"
    name = "append_file"
    description = "Append text to a file in the workspace (created if missing)."

    class Args(_Args):
        path: str
        content: str

    def run(self, args, ctx: ToolContext) -> str:
        target = resolve_inside(ctx.workspace, args.path)
        if target.is_dir():
            raise ToolError(f"{args.path} is a folder")
        data = args.content.encode("utf-8")
        target.parent.mkdir(parents=True, exist_ok=True)
        fd = open_regular(target, args.path, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
        with os.fdopen(fd, "ab") as f:
            if os.fstat(fd).st_size + len(data) > MAX_WRITE_BYTES:
                raise ToolError(f"file would grow past {MAX_WRITE_BYTES} bytes")
            f.write(data)
        return f"appended {len(data)} bytes to {args.path}. {NEXT_AFTER_WRITE}"


class SearchFiles(Tool):
    sink = "local"
    read_only = True
    name = "search_files"
    description = "Search file contents under a folder with a regular expression; returns path:line: text."

    class Args(_Args):
        pattern: str = Field(..., max_length=1000)
        path: str = "."
        glob: str | None = Field(None, description="only files whose name matches, e.g. *.py")

    def run(self, args, ctx: ToolContext) -> str:
        rx, block_rx = compile_bounded(args.pattern)
        root = resolve_inside(ctx.workspace, args.path, must_exist=True)
        deadline = time.monotonic() + SEARCH_SECONDS
        hits: list[str] = []
        budget = SEARCH_BYTES
        searched = 0
        try:
            for f in _walk_files(root):
                # a glob filters a folder's files; a path naming one file is searched whatever the glob
                if args.glob and root.is_dir() and not fnmatch.fnmatch(f.name, args.glob):
                    continue
                searched += 1
                try:  # a symlink inside the tree may point outside, a file may be binary: skip it
                    real = resolve_inside(ctx.workspace, os.path.relpath(f, os.path.realpath(ctx.workspace)))
                    fh = _open_text(real, str(f))
                except ToolError:
                    continue
                rel = relative(ctx.workspace, real)
                header_due = True  # a table's header is read only when the file has a hit
                with fh:
                    n = 0
                    for block in _blocks(fh):
                        budget -= len(block)
                        text = block.decode("utf-8", errors="replace")
                        # one search over the whole block first: most blocks have no match at all
                        if block_rx is not None and not search_line(block_rx, text, deadline):
                            n += text.count("\n")
                        else:
                            for line in text.splitlines():
                                n += 1
                                line = line[:MAX_LINE_BYTES]
                                if search_line(rx, line, deadline):
                                    if header_due and n > 1 and (header := _table_header(real, rel)):
                                        hits.append(header)
                                    header_due = False
                                    hits.append(f"{rel}:{n}: {line[:300]}")
                                    if len(hits) >= MAX_MATCHES:
                                        return "\n".join(hits) + f"\n[stopped at {MAX_MATCHES} matches]"
                        if budget <= 0:
                            return _stopped(hits, f"stopped after reading {SEARCH_BYTES >> 20} MB")
        except SearchTimeUp:
            return _stopped(hits, f"stopped at the time limit ({SEARCH_SECONDS:g} s); narrow the path or the glob")
        return "\n".join(hits) if hits else _no_matches(args, searched)


TABLE_SUFFIXES = (".csv", ".tsv")


def _table_header(target: Path, rel: str) -> str | None:
    """A table's header line, shown before its first matching row: a row alone (`E1024,刘洋,…,32000`) says
    neither the model nor the privacy gate which cell is the salary, so the gate's column detector let a
    salary found this way reach the cloud (Pass^3 run, 7 of 8 leaks on starter-staff-phone-zh)."""
    if target.suffix.lower() not in TABLE_SUFFIXES:
        return None
    try:
        with _open_text(target, rel) as fh:
            first = fh.readline(MAX_LINE_BYTES).decode("utf-8", errors="replace").rstrip("\r\n")
    except (OSError, ToolError):
        return None
    return f"{rel}:1: {first[:300]}" if first.strip() else None


def _no_matches(args, searched: int) -> str:
    """'no matches' that says what was searched and what to try next: the 0.5B answered 'not found' after a
    glob that matched no file at all."""
    if searched == 0:
        return (f"no matches: no file under {args.path} matched glob {args.glob!r}, so nothing was searched. "
                "Leave out glob, or list_files to see the names.")
    where = args.path if searched == 1 else f"{searched} files under {args.path}"
    return (f"no matches for {args.pattern!r} in {where}. The pattern is a case-sensitive regular expression: "
            "try a shorter pattern, (?i) for any case, or read_file the file.")


def _blocks(f: BinaryIO) -> Iterator[bytes]:
    """About 1 MB at a time, each ending at a line end; the part of a line past
    MAX_LINE_BYTES after a block boundary is skipped in bounded chunks, never held."""
    while True:
        block = f.read(1 << 20)
        if not block:
            return
        if not block.endswith(b"\n"):
            tail = f.readline(MAX_LINE_BYTES)
            block += tail
            if tail and not tail.endswith(b"\n"):
                while True:
                    rest = f.readline(1 << 16)
                    if not rest or rest.endswith(b"\n"):
                        break
                block += b"\n"
        yield block


def _walk_files(root: Path) -> Iterator[Path]:
    if root.is_file():
        yield root
        return
    for dirpath, dirnames, filenames in os.walk(root):  # symlinked folders are not followed
        dirnames.sort()
        for name in sorted(filenames):
            yield Path(dirpath) / name


def _stopped(hits: list[str], why: str) -> str:
    return ("\n".join(hits) + "\n" if hits else "no matches so far\n") + f"[search {why}]"
