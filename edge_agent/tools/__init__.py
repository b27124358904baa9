from edge_agent.tools.base import NoArgs, Observation, Tool, ToolContext, ToolError, ToolRegistry


def workspace_tools() -> list[Tool]:
    """The built-in tools: files in the workspace and a scrubbed shell."""
    from edge_agent.tools.files import AppendFile, ListFiles, ReadFile, SearchFiles, WriteFile
    from edge_agent.tools.shell import RunShell

    return [ListFiles(), ReadFile(), WriteFile(), AppendFile(), SearchFiles(), RunShell()]


__all__ = ["NoArgs", "Observation", "Tool", "ToolContext", "ToolError", "ToolRegistry", "workspace_tools"]
