from edge_agent.tools.base import NoArgs, Observation, Tool, ToolContext, ToolError, ToolRegistry

__all__ = ["NoArgs", "Observation", "Tool", "ToolContext", "ToolError", "ToolRegistry"]
