"""Workspace file tools: list, read, write, append, search — all confined to the workspace."""
from __future__ import annotations

import fnmatch
import os
import re

from pydantic import BaseModel, ConfigDict, Field

from edge_agent.tools.base import Tool, ToolContext, ToolError
from edge_agent.tools.sandbox import relative, resolve_inside

MAX_WRITE_BYTES = 2_000_000
MAX_LIST_ENTRIES = 300


class _Args(BaseModel):
    model_config = ConfigDict(extra="forbid")


def _read_text(path) -> str:
    try:
        data = path.read_bytes()
    except IsADirectoryError:
        raise ToolError(f"{path.name} is a directory; use list_files")
    if b"\x00" in data[:4096]:
        raise ToolError(f"{path.name} is a binary file")
    return data.decode("utf-8", errors="replace")


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
        out: list[str] = []
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames.sort()
            for name in sorted(filenames):
                full = os.path.join(dirpath, name)
                rel = os.path.relpath(full, os.path.realpath(ctx.workspace))
                try:
                    size = os.path.getsize(full)
                except OSError:
                    size = -1
                out.append(f"{rel} ({size} bytes)")
                if len(out) >= MAX_LIST_ENTRIES:
                    return "\n".join(out) + f"\n[listing stopped at {MAX_LIST_ENTRIES} entries]"
        return "\n".join(out) if out else "(empty folder)"


class ReadFile(Tool):
    sink = "local"
    read_only = True
    name = "read_file"
    description = "Read a text file from the workspace, with line numbers; use start_line/max_lines for long files."

    class Args(_Args):
        path: str
        start_line: int = Field(1, ge=1)
        max_lines: int = Field(200, ge=1, le=2000)

    def run(self, args, ctx: ToolContext) -> str:
        target = resolve_inside(ctx.workspace, args.path, must_exist=True)
        lines = _read_text(target).splitlines()
        chunk = lines[args.start_line - 1 : args.start_line - 1 + args.max_lines]
        width = len(str(args.start_line - 1 + len(chunk)))
        body = "\n".join(f"{n:>{width}}| {line}" for n, line in enumerate(chunk, args.start_line))
        end = args.start_line - 1 + len(chunk)
        if end < len(lines):
            body += f"\n[lines {args.start_line}-{end} of {len(lines)}; continue with start_line={end + 1}]"
        return body if body else "(empty file)"


class WriteFile(Tool):
    sink = "local"
    name = "write_file"
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
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        return f"wrote {len(data)} bytes to {args.path}"


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
        size = target.stat().st_size if target.exists() else 0
        data = args.content.encode("utf-8")
        if size + len(data) > MAX_WRITE_BYTES:
            raise ToolError(f"file would grow past {MAX_WRITE_BYTES} bytes")
        target.parent.mkdir(parents=True, exist_ok=True)
        with open(target, "ab") as f:
            f.write(data)
        return f"appended {len(data)} bytes to {args.path}"


class SearchFiles(Tool):
    sink = "local"
    read_only = True
    name = "search_files"
    description = "Search file contents under a folder with a regular expression; returns path:line: text."

    class Args(_Args):
        pattern: str
        path: str = "."
        glob: str | None = Field(None, description="only files whose name matches, e.g. *.py")

    def run(self, args, ctx: ToolContext) -> str:
        try:
            rx = re.compile(args.pattern)
        except re.error as e:
            raise ToolError(f"bad pattern: {e}")
        root = resolve_inside(ctx.workspace, args.path, must_exist=True)
        files = [root] if root.is_file() else sorted(p for p in root.rglob("*") if p.is_file())
        hits: list[str] = []
        for f in files:
            if args.glob and not fnmatch.fnmatch(f.name, args.glob):
                continue
            try:  # a symlink inside the tree may point outside: skip it silently
                real = resolve_inside(ctx.workspace, os.path.relpath(f, os.path.realpath(ctx.workspace)))
                text = _read_text(real)
            except ToolError:
                continue
            for n, line in enumerate(text.splitlines(), 1):
                if rx.search(line):
                    hits.append(f"{relative(ctx.workspace, real)}:{n}: {line[:300]}")
                    if len(hits) >= 200:
                        return "\n".join(hits) + "\n[stopped at 200 matches]"
        return "\n".join(hits) if hits else "no matches"
