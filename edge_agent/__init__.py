"""edge-agent: an on-device agent runtime (llama.cpp) with a privacy-gated cloud fallback.

    from edge_agent import Agent, load_edge_model, tool

    @tool
    def get_weather(city: str) -> str:
        '''Current weather for a city.'''
        return "sunny"

    agent = Agent(load_edge_model("qwen2.5-coder-0.5b-instruct"), tools=[get_weather])
    result = agent.run("What is the weather in Paris?", workspace="my-folder")

This module is the public API, pinned by tests/embed/test_public_api.py. Importing it has no
side effects (no environment writes, no user files read, nothing stored): heavy or optional
parts (the llama.cpp model, the cloud client, the privacy gate, MCP) load when first named.
"""
from __future__ import annotations

from typing import Any

from edge_agent import events
from edge_agent.agent import Agent, AgentError
from edge_agent.errors import ConfigError, EdgeAgentError, MissingExtra
from edge_agent.models.chat import ChatModel, Completion, ContextOverflowError, ModelError, Usage
from edge_agent.records import ModelCall, RunResult, StepRecord
from edge_agent.store import Store, StoreError
from edge_agent.tools import (
    FunctionTool,
    Observation,
    Tool,
    ToolContext,
    ToolError,
    ToolRegistry,
    tool,
    workspace_tools,
)

__version__ = "0.1.0"

# name -> module: loaded on first use, so `import edge_agent` stays light and needs no extra.
_LAZY = {
    "LlamaCppModel": "edge_agent.llama_model",
    "OpenAIChatModel": "edge_agent.router.openai_client",
    "ScriptedModel": "edge_agent.models.scripted",
    "Gate": "edge_agent.privacy.gate",
    "EgressBlocked": "edge_agent.privacy.gate",
    "MCPServer": "edge_agent.tools.mcp",
    "MCPError": "edge_agent.tools.mcp",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'edge_agent' has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(module), name)


def load_edge_model(model: str = "qwen2.5-coder-0.5b-instruct", **kwargs: Any):
    """A LlamaCppModel from a catalog id or a GGUF path (the model must be fetched first)."""
    from edge_agent.llama_model import LlamaCppModel
    from edge_agent.models.catalog import load_catalog
    from edge_agent.models.store import resolve_model

    path = resolve_model(model)
    entry = load_catalog().get(model)  # None for a plain path
    if entry is not None and entry.context_length:
        kwargs["n_ctx"] = min(entry.context_length, kwargs.get("n_ctx") or 8192)
    return LlamaCppModel(path, model_id=entry.id if entry else path.stem,
                         params=entry.params if entry else None, **kwargs)


__all__ = [
    "Agent", "AgentError", "ChatModel", "Completion", "ConfigError", "ContextOverflowError", "EdgeAgentError",
    "EgressBlocked", "FunctionTool", "Gate", "LlamaCppModel", "MCPError", "MCPServer", "MissingExtra", "ModelCall",
    "ModelError", "Observation", "OpenAIChatModel", "RunResult", "ScriptedModel", "StepRecord", "Store", "StoreError",
    "Tool", "ToolContext", "ToolError", "ToolRegistry", "Usage", "events", "load_edge_model", "tool",
    "workspace_tools",
]
