"""GBNF grammars that constrain the edge model's reply to one valid action.

The prompt is pre-filled with ACTION_PREFILL, so the first token the model generates is
the tool name itself: the reply cannot wander, and the first-token entropy measures the
model's uncertainty about *which tool to use* — the decision a step router cares about —
instead of the certainty of an opening brace.
"""
from __future__ import annotations

import json
from typing import Any

from llama_cpp.llama_grammar import SchemaConverter

ACTION_PREFILL = '{"tool": "'


def is_action_schema(schema: dict[str, Any] | None) -> bool:
    try:
        return all("const" in b["properties"]["tool"] for b in schema["anyOf"])  # type: ignore[index]
    except (KeyError, TypeError):
        return False


def _literal(text: str) -> str:
    return json.dumps(text)  # a JSON string literal is also a valid GBNF literal here


def action_grammar(schema: dict[str, Any]) -> str:
    """Grammar for the rest of an action reply after ACTION_PREFILL."""
    conv = SchemaConverter(prop_order={}, allow_fetch=False, dotall=False, raw_pattern=False)
    alternatives = []
    for i, branch in enumerate(schema["anyOf"]):
        name = branch["properties"]["tool"]["const"]
        args_rule = conv.visit(branch["properties"]["arguments"], f"args{i}")
        alternatives.append(
            f'{_literal(name + chr(34))} space "," space {_literal(chr(34) + "arguments" + chr(34))} space ":" space '
            f'{args_rule} "}}"'
        )
    conv._rules["root"] = " | ".join(f"( {a} )" for a in alternatives)
    return conv.format_grammar()


def schema_grammar(schema: dict[str, Any]) -> str:
    conv = SchemaConverter(prop_order={}, allow_fetch=False, dotall=False, raw_pattern=False)
    schema = conv.resolve_refs(schema, "input")
    conv.visit(schema, "")
    return conv.format_grammar()
