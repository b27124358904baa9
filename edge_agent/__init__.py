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
    from models.catalog import get_entry
    from models.store import resolve_model

    path = resolve_model(model)
    params = None
    try:
        entry = get_entry(model)
        params = entry.params
        kwargs.setdefault("n_ctx", min(entry.context_length, 8192))
    except Exception:  # a plain path is not in the catalog
        pass
    return LlamaCppModel(path, model_id=model if params else path.stem, params=params, **kwargs)


__all__ = ["Agent", "AgentError", "RunResult", "StepRecord", "Store", "Tool", "ToolContext", "ToolError",
           "ToolRegistry", "load_edge_model", "workspace_tools"]
