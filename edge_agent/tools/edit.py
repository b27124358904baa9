"""edit_file: replace one exact piece of a file, so a small model changes a port without rewriting the file.

To change one port in config/settings.json the 0.5B had to write the whole file back through write_file; it
wrote YAML-ish lines instead of JSON, three times (blind4 traces). Naming the old text and the new text is a
much smaller thing to get right. The old text must occur exactly once; a miss names the closest line, so the
model can copy it. The file keeps its format (edge_agent.tools.formats); the sink is local, as for write_file.
"""
from __future__ import annotations

import difflib
import os

from edge_agent.tools.base import Tool, ToolContext, ToolError
from edge_agent.tools.files import MAX_WRITE_BYTES, NEXT_AFTER_WRITE, _Args
from edge_agent.tools.formats import broken_format
from edge_agent.tools.sandbox import open_regular, resolve_inside


def _closest_line(text: str, old: str, max_lines: int = 2000) -> str:
    """The line holding the piece most like `old` (each line's windows of old's length compared)."""
    want = old.strip()
    best, best_line = 0.3, ""
    for line in [x.strip() for x in text.splitlines()[:max_lines] if x.strip()]:
        size = min(len(want), len(line))
        windows = [line[i:i + size] for i in range(0, max(1, len(line) - size + 1))][:300]
        score = max(difflib.SequenceMatcher(None, want, w).ratio() for w in windows)
        if score > best:
            best, best_line = score, line
    return best_line


class EditFile(Tool):
    sink = "local"
    name = "edit_file"
    description = "Replace one exact piece of text in a file with new text; the rest of the file stays as it is."

    class Args(_Args):
        path: str
        old: str
        new: str

    def run(self, args, ctx: ToolContext) -> str:
        if not args.old:
            raise ToolError("old is empty: copy the exact text to replace from read_file's result")
        if args.old == args.new:
            raise ToolError("nothing changed: old and new are the same text")
        target = resolve_inside(ctx.workspace, args.path)
        with os.fdopen(open_regular(target, args.path, os.O_RDONLY), "rb") as f:
            data = f.read(MAX_WRITE_BYTES + 1)
        if len(data) > MAX_WRITE_BYTES:
            raise ToolError(f"{args.path} is over {MAX_WRITE_BYTES} bytes")
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise ToolError(f"{args.path} is not UTF-8 text") from None
        count = text.count(args.old)
        if count == 0:
            near = _closest_line(text, args.old)
            hint = f" The closest line is: {near!r}." if near else ""
            raise ToolError(f"{args.old!r} is not in {args.path}.{hint} Copy old exactly from read_file's result.")
        if count > 1:
            raise ToolError(f"{args.old!r} occurs {count} times in {args.path}: include more of its line in old, "
                            "so that it occurs once.")
        new_text = text.replace(args.old, args.new, 1)
        if broken := broken_format(target, args.path, new_text):
            raise ToolError(broken)
        encoded = new_text.encode("utf-8")
        if len(encoded) > MAX_WRITE_BYTES:
            raise ToolError(f"the file would grow past {MAX_WRITE_BYTES} bytes")
        fd = open_regular(target, args.path, os.O_WRONLY)
        with os.fdopen(fd, "wb") as f:
            f.truncate(0)
            f.write(encoded)
        return f"replaced {args.old!r} with {args.new!r} in {args.path}. {NEXT_AFTER_WRITE}"
