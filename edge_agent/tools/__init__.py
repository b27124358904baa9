"""Tools the agent calls: the Tool base and registry, the built-in workspace tools, tools
from typed functions (`@tool`) and, with the `mcp` extra, tools from MCP servers."""
from edge_agent.tools.base import NoArgs, Observation, Tool, ToolContext, ToolError, ToolRegistry
from edge_agent.tools.function import FunctionTool, as_tools, load_tools_file, tool


def workspace_tools() -> list[Tool]:
    """The built-in tools: files in the workspace and a scrubbed shell."""
    from edge_agent.tools.files import AppendFile, ListFiles, ReadFile, SearchFiles, WriteFile
    from edge_agent.tools.shell import RunShell

    return [ListFiles(), ReadFile(), WriteFile(), AppendFile(), SearchFiles(), RunShell()]


def __getattr__(name: str):  # MCPServer needs the optional `mcp` package only when used
    if name in ("MCPServer", "MCPTool", "MCPError"):
        from edge_agent.tools import mcp

        return getattr(mcp, name)
    raise AttributeError(f"module 'edge_agent.tools' has no attribute {name!r}")


__all__ = ["FunctionTool", "MCPError", "MCPServer", "MCPTool", "NoArgs", "Observation", "Tool", "ToolContext",
           "ToolError", "ToolRegistry", "as_tools", "load_tools_file", "tool", "workspace_tools"]
