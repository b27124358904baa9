"""Path confinement: every path a tool touches must resolve inside the workspace.

Refuses absolute paths, `..` escapes and symlinks (at any depth) that lead outside, by
comparing fully resolved real paths — a lexical check alone misses symlinks.
"""
from __future__ import annotations

import os
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
