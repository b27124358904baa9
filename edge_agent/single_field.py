"""Update tools take one named field per call, so a small model changes only what it chose to change.

`update_contact(id, name?, email?, phone?, company?, title?, tags?, notes?)` invites a 0.5B to fill every
optional field: a blind2 run asked to change one phone number wrote "name changed" into the name, e-mail and
phone of the contact, and another invented a company and a title. The grammar allowed leaving them out; the
model chose not to. So the model sees such a tool as

    update_contact(id, field: name|email|phone|..., value)

and the action grammar has one alternative per field, with `value` typed by that field's schema (an enum
stays an enum). The runtime turns `{"id": "C-3", "field": "phone", "value": "137 0021 5566"}` back into the
tool's own arguments `{"id": "C-3", "phone": "137 0021 5566"}`; changing two fields takes two calls. Only
tools named `update_*` with two or more optional arguments are folded; API callers and the tools themselves
keep their full argument models.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from edge_agent.models.chat import ToolSpec
from edge_agent.protocol import Action

FOLD_PREFIX = "update_"
FIELD, VALUE = "field", "value"


def foldable(spec: ToolSpec) -> bool:
    props = spec.parameters.get("properties") or {}
    optional = [k for k in props if k not in set(spec.parameters.get("required") or [])]
    return spec.name.startswith(FOLD_PREFIX) and len(optional) >= 2 and FIELD not in props and VALUE not in props


def fold_spec(spec: ToolSpec) -> ToolSpec:
    """The one-field form of an update tool: `properties` for the prompt and the decoder's plan, `anyOf` (one
    option per field) for the grammar, which reads anyOf first."""
    if not foldable(spec):
        return spec
    params = spec.parameters
    props = params.get("properties") or {}
    required = [k for k in props if k in set(params.get("required") or [])]
    fields = [k for k in props if k not in required]
    fixed = {k: props[k] for k in required}
    options = [{"type": "object", "properties": {**fixed, FIELD: {"const": f}, VALUE: props[f]},
                "required": [*required, FIELD, VALUE]} for f in fields]
    folded = {"type": "object",
              "properties": {**fixed, FIELD: {"type": "string", "enum": fields}, VALUE: {"description": "new value"}},
              "required": [*required, FIELD, VALUE], "anyOf": options}
    if "$defs" in params:
        folded["$defs"] = params["$defs"]
    return ToolSpec(spec.name, f"{spec.description} One field per call.".strip(), folded)


def fold_specs(specs: Sequence[ToolSpec]) -> list[ToolSpec]:
    return [fold_spec(s) for s in specs]


def unfold(action: Action, registry: Any) -> Action:
    """The tool's own arguments from a one-field call; any other action unchanged."""
    spec = registry.get(action.tool).spec() if action.tool in registry.names() else None
    args = action.arguments
    if spec is None or not foldable(spec) or not isinstance(args.get(FIELD), str) or VALUE not in args:
        return action
    rest: dict[str, Any] = {k: v for k, v in args.items() if k not in (FIELD, VALUE)}
    return Action(action.tool, {**rest, args[FIELD]: args[VALUE]})
