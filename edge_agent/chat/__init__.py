"""Conversations on top of the agent loop: a session is a list of runs whose history is the
context of the next one (`edge-agent chat`, `edge-agent run --continue`)."""
from edge_agent.chat.session import ChatSession

__all__ = ["ChatSession"]
