"""A write must not break the format of a structured file it replaces.

The 0.5B rewrote config/settings.json as `app: {name: 'orders-api', ...}` lines — no longer JSON — to change one
port (blind4 traces), and reported success. A file that parses today as JSON, YAML, TOML or INI is kept
parseable: a write whose content does not parse in the same format is refused with the parser's own message, so
the model can correct the one thing that is wrong. Files that did not parse before, and other files, are written
as given.
"""
from __future__ import annotations

import configparser
import json
import os
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

from edge_agent.tools.base import ToolError
from edge_agent.tools.sandbox import open_regular


def _ini(text: str) -> Any:
    parser = configparser.ConfigParser(interpolation=None)
    parser.read_string(text)
    return parser


def _yaml(text: str) -> Any:
    return yaml.safe_load(text)


PARSERS: dict[str, tuple[str, Callable[[str], Any]]] = {
    ".json": ("JSON", json.loads), ".yaml": ("YAML", _yaml), ".yml": ("YAML", _yaml),
    ".toml": ("TOML", tomllib.loads), ".ini": ("INI", _ini), ".cfg": ("INI", _ini),
}
MAX_CHECK_BYTES = 1 << 20


def _parse(parse: Callable[[str], Any], text: str) -> tuple[Any, str | None]:
    """(the parsed value, None), or (None, the parser's message on one line)."""
    try:
        return parse(text), None
    except Exception as exc:  # every parser has its own error class; any failure means "does not parse"
        return None, " ".join(str(exc).split())[:200] or type(exc).__name__


def _read(target: Path, shown: str) -> str | None:
    try:
        with os.fdopen(open_regular(target, shown, os.O_RDONLY), "rb") as f:
            data = f.read(MAX_CHECK_BYTES + 1)
    except (OSError, ToolError):
        return None
    if len(data) > MAX_CHECK_BYTES:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def broken_format(target: Path, shown: str, new_text: str) -> str | None:
    """Why writing `new_text` over `target` (`shown` as the model named it) would break its format, or None."""
    entry = PARSERS.get(target.suffix.lower())
    if entry is None or not target.is_file():
        return None
    kind, parse = entry
    old_text = _read(target, shown)
    if old_text is None or not old_text.strip():
        return None
    old, old_error = _parse(parse, old_text)
    if old_error is not None:
        return None
    new, why = _parse(parse, new_text)
    if why is None and isinstance(old, (dict, list)) and not isinstance(new, type(old)):
        why = f"the file held a {type(old).__name__ if not isinstance(old, dict) else 'mapping'}, the new content does not"
    if why is None:
        return None
    return (f"not written: {shown} is {kind} and the new content is not valid {kind} ({why}). Write the whole "
            f"file back as {kind}, every line as it was except your change.")
