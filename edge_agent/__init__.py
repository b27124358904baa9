"""edge-agent: an on-device agent runtime (llama.cpp) with a privacy-gated cloud fallback.

    from edge_agent import Agent, load_edge_model
    agent = Agent(load_edge_model("qwen2.5-coder-0.5b-instruct"))
    result = agent.run("Count the rows in data.csv", workspace="my-folder")
"""
from edge_agent.agent import Agent, AgentError
from edge_agent.records import RunResult, StepRecord
from edge_agent.store import Store
from edge_agent.tools import Tool, ToolContext, ToolError, ToolRegistry, workspace_tools

__version__ = "0.1.0"


def load_edge_model(model: str = "qwen2.5-coder-0.5b-instruct", **kwargs):
    """A LlamaCppModel from a catalog id or a GGUF path (the model must be fetched first)."""
    from edge_agent.llama_model import LlamaCppModel
    from edge_agent.models.store import resolve_model

    from edge_agent.models.catalog import load_catalog

    path = resolve_model(model)
    entry = load_catalog().get(model)  # None for a plain path
    if entry is not None and entry.context_length:
        kwargs["n_ctx"] = min(entry.context_length, kwargs.get("n_ctx") or 8192)
    return LlamaCppModel(path, model_id=entry.id if entry else path.stem,
                         params=entry.params if entry else None, **kwargs)


__all__ = ["Agent", "AgentError", "RunResult", "StepRecord", "Store", "Tool", "ToolContext", "ToolError",
           "ToolRegistry", "load_edge_model", "workspace_tools"]
