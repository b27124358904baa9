"""Path confinement: every path a tool touches must resolve inside the workspace.

Refuses absolute paths, `..` escapes and symlinks (at any depth) that lead outside, by
comparing fully resolved real paths — a lexical check alone misses symlinks.
"""
from __future__ import annotations

import os
import stat
from pathlib import Path

from edge_agent.tools.base import ToolError


def resolve_inside(workspace: Path, path: str, *, must_exist: bool = False) -> Path:
    if not isinstance(path, str) or not path.strip():
        raise ToolError("path is empty")
    if "\x00" in path:
        raise ToolError("path contains a NUL byte")
    p = Path(path)
    if p.is_absolute() or path.startswith("~"):
        raise ToolError(f"refused: {path!r} is absolute; use a path relative to the workspace")
    root = Path(os.path.realpath(workspace))
    target = Path(os.path.realpath(root / p))  # follows every symlink on the way
    if target != root and root not in target.parents:
        raise ToolError(f"refused: {path!r} leads outside the workspace")
    if must_exist and not target.exists():
        raise ToolError(f"no such file or directory: {path}")
    return target


def relative(workspace: Path, target: Path) -> str:
    return str(target.relative_to(Path(os.path.realpath(workspace)))) or "."


def open_regular(target: Path, shown: str, flags: int, mode: int = 0o644) -> int:
    """Open a resolved workspace path as a regular file, refusing what a path check cannot see.

    O_NOFOLLOW refuses a symlink swapped in after `resolve_inside`; O_NONBLOCK keeps a FIFO
    from hanging the open; a file with more than one hard link is refused because its other
    name may lie outside the workspace (realpath cannot tell)."""
    try:
        fd = os.open(target, flags | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, mode)
    except IsADirectoryError:
        raise ToolError(f"{shown} is a folder")
    except FileNotFoundError:
        raise ToolError(f"no such file: {shown}")
    except OSError as e:
        raise ToolError(f"cannot open {shown}: {e.strerror}")
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise ToolError(f"{shown} is a folder")
        if not stat.S_ISREG(st.st_mode):
            raise ToolError(f"refused: {shown} is not a regular file")
        if st.st_nlink > 1:
            raise ToolError(f"refused: {shown} has {st.st_nlink} hard links; another one may lie outside the workspace")
        os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd
