"""Helpers shared by the embedding tests (not a test module)."""
from __future__ import annotations

from edge_agent.models.scripted import ScriptedModel


def call(tool, **args):
    return {"tool": tool, "arguments": args}


def scripted(*actions, **kw) -> ScriptedModel:
    """The scripted test double as the edge model: it replies with these actions in order."""
    return ScriptedModel(list(actions), **kw)
