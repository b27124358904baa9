"""Tools the agent calls: the Tool base and registry, the built-in workspace tools, tools
from typed functions (`@tool`) and, with the `mcp` extra, tools from MCP servers."""
from edge_agent.tools.base import NoArgs, Observation, Tool, ToolContext, ToolError, ToolRegistry
from edge_agent.tools.function import FunctionTool, as_tools, load_tools_file, tool


def workspace_tools(sandbox_mode: str = "workspace-write") -> list[Tool]:
    """The built-in tools: files in the workspace and a sandboxed shell. The shell is left out
    where this machine has no OS sandbox, unless `sandbox_mode` is full-access."""
    from edge_agent.sandbox import shell_offered
    from edge_agent.tools.edit import EditFile
    from edge_agent.tools.files import AppendFile, ListFiles, ReadFile, SearchFiles, WriteFile
    from edge_agent.tools.shell import RunShell

    tools: list[Tool] = [ListFiles(), ReadFile(), WriteFile(), EditFile(), AppendFile(), SearchFiles()]
    if shell_offered(sandbox_mode)[0]:
        tools.append(RunShell())
    return tools


def __getattr__(name: str):  # MCPServer needs the optional `mcp` package only when used
    if name in ("MCPServer", "MCPTool", "MCPError"):
        from edge_agent.tools import mcp

        return getattr(mcp, name)
    raise AttributeError(f"module 'edge_agent.tools' has no attribute {name!r}")


__all__ = ["FunctionTool", "MCPError", "MCPServer", "MCPTool", "NoArgs", "Observation", "Tool", "ToolContext",
           "ToolError", "ToolRegistry", "as_tools", "load_tools_file", "tool", "workspace_tools"]
