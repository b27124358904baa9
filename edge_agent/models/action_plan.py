"""ActionPlan: the text an action grammar forces next, so it can be decoded as one batch.

Most tokens of an action are not the model's choice: once the tool name's prefix is unique,
the rest of the name, `", "arguments": {`, the first required key and the quote that opens a
string value follow from the schema alone. Sampling them one at a time over a 151k-token
vocabulary costs a full decode step each; appending them and evaluating them together costs
one. This module knows nothing about llama.cpp: it maps the text generated so far (after the
prefill `{"tool": "`) to the forced continuation, or "" where the model has a real choice.

It is a helper, not the guarantee: the decoder checks every forced token against the real
grammar and stops forcing at the first one the grammar refuses, so a mistake here can only
cost speed, never validity. Where the grammar allows whitespace, the forced text uses the
canonical `json.dumps` spacing (`", "`, `": "`).
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass
from typing import Any

ARGS_OPEN = ', "arguments": {'


@dataclass(frozen=True)
class ToolPlan:
    name: str
    required: tuple[str, ...]     # in the order the grammar demands them (schema order)
    properties: tuple[str, ...]
    strings: frozenset[str]       # keys whose value always opens with a quote

    def key_text(self, key: str) -> str:
        return f'{json.dumps(key)}: ' + ('"' if key in self.strings else "")

    def after_open(self) -> str:
        """Forced text right after the arguments object's `{`."""
        if self.required:
            return self.key_text(self.required[0])
        return "}}" if not self.properties else ""


def _is_string(schema: Any) -> bool:
    if not isinstance(schema, dict):
        return False
    if schema.get("type") == "string":
        return True
    values = schema.get("enum", [schema["const"]] if "const" in schema else None) or []
    return bool(values) and all(isinstance(v, str) for v in values)


def tool_plan(name: str, arguments: dict[str, Any]) -> ToolPlan:
    props = arguments.get("properties") or {}
    required = tuple(k for k in props if k in set(arguments.get("required") or []))
    return ToolPlan(name, required, tuple(props), frozenset(k for k, v in props.items() if _is_string(v)))


@dataclass
class _ArgsState:
    keys: list[str]
    expect: str          # key | colon | value | scalar | after_value | closed | done
    in_string: bool
    in_key: str | None   # the key written so far while inside a key's string at the arguments level
    last: str            # last non-string character seen at the arguments level


def _scan_args(text: str) -> _ArgsState | None:
    """Scan the arguments object from its `{`; None when the text is not JSON we can follow."""
    keys: list[str] = []
    buf: list[str] = []
    depth, expect, in_str, esc, is_key, last = 0, "key", False, False, False, ""
    for i, c in enumerate(text):
        if in_str:
            if esc:
                esc = False
            elif c == "\\":
                esc = True
            elif c == '"':
                in_str = False
                if depth == 1 and is_key:
                    keys.append("".join(buf))
                    expect = "colon"
                elif depth == 1:
                    expect = "after_value"
            if in_str and depth == 1 and is_key and not esc and c != "\\":
                buf.append(c)
            continue
        if depth == 0:
            if i == 0 and c == "{":
                depth = 1
                last = c
                continue
            if c in " \n\t":
                continue
            if c == "}" and expect == "closed":
                expect = "done"
                continue
            return None
        if c == '"':
            in_str, esc = True, False
            is_key = depth == 1 and expect == "key"
            buf = []
            if depth == 1 and expect == "value":
                expect = "string"
            continue
        if c in "{[":
            if depth == 1:
                expect = "nested"
            depth += 1
        elif c in "}]":
            depth -= 1
            if depth == 1:
                expect = "after_value"
            elif depth == 0:
                expect = "closed"
        elif depth == 1:
            if c == ":":
                expect = "value"
            elif c == ",":
                expect = "key"
            elif c not in " \n\t":
                expect = "scalar"
        if depth >= 1 and c not in " \n\t":
            last = c
    in_key = "".join(buf) if in_str and is_key and depth == 1 and not esc else None
    return _ArgsState(keys, expect, in_str, in_key, last if not text[-1:].isspace() else " ")


class ActionPlan:
    """Forced continuations for one action schema (anyOf of {tool: const, arguments: schema})."""

    def __init__(self, tools: list[ToolPlan]):
        self.tools = {t.name: t for t in tools}
        self._quoted = [t.name + '"' for t in tools]

    @classmethod
    def from_schema(cls, schema: dict[str, Any]) -> "ActionPlan":
        return cls([tool_plan(b["properties"]["tool"]["const"], b["properties"].get("arguments") or {})
                    for b in schema["anyOf"]])

    def forced(self, text: str) -> str:
        """The continuation the grammar forces after `text` (the reply after the prefill), or ""."""
        end = text.find('"')
        if end < 0:  # still inside the tool name: extend to the longest prefix shared by all candidates
            cands = [q for q in self._quoted if q.startswith(text)]
            if not cands:
                return ""
            if len(cands) == 1:
                return cands[0][len(text):] + ARGS_OPEN + self.tools[cands[0][:-1]].after_open()
            return os.path.commonprefix(cands)[len(text):]
        tool = self.tools.get(text[:end])
        if tool is None:
            return ""
        rest = text[end + 1:]
        if len(rest) < len(ARGS_OPEN):
            return ARGS_OPEN[len(rest):] + tool.after_open() if ARGS_OPEN.startswith(rest) else ""
        if not rest.startswith(ARGS_OPEN):
            return ""  # the model chose other whitespace: follow it, force nothing
        state = _scan_args(rest[len(ARGS_OPEN) - 1:])
        if state is None:
            return ""
        remaining = [k for k in tool.required if k not in state.keys]
        if state.in_key is not None:  # a token like `", "` opened the next key: finish its name
            cands = remaining[:1] or [k for k in tool.properties if k not in state.keys]
            cands = [k + '"' for k in cands if k.startswith(state.in_key)]
            if len(cands) == 1:
                key = cands[0][:-1]
                return key[len(state.in_key):] + '": ' + ('"' if key in tool.strings else "")
            return os.path.commonprefix(cands)[len(state.in_key):] if cands else ""
        if state.in_string:
            return ""
        if state.expect == "closed":
            return "}"
        if state.expect == "key":
            if state.last == "{":
                return tool.after_open()
            if remaining:
                return ("" if state.last == " " else " ") + tool.key_text(remaining[0])
            return ""
        if state.expect == "after_value":
            if remaining:
                return ", " + tool.key_text(remaining[0])
            if all(k in state.keys for k in tool.properties):
                return "}}"
        return ""

    def done(self, text: str) -> bool:
        """True once the reply (after the prefill) is one complete action object."""
        end = text.find('"')
        if end < 0 or text[:end] not in self.tools or not text[end + 1:].startswith(ARGS_OPEN):
            return False
        state = _scan_args(text[end + len(ARGS_OPEN):])
        return state is not None and state.expect == "done"
