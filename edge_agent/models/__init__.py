"""Model contract (chat.py), the model catalog and weight fetching, and a scripted test double."""
from edge_agent.models.chat import ChatModel, Completion, ContextOverflowError, Message, ModelError, ToolSpec, Usage

__all__ = ["ChatModel", "Completion", "ContextOverflowError", "Message", "ModelError", "ToolSpec", "Usage"]
