from edge_agent.tools.base import NoArgs, Observation, Tool, ToolContext, ToolError, ToolRegistry


def workspace_tools(sandbox_mode: str = "workspace-write") -> list[Tool]:
    """The built-in tools: files in the workspace and a sandboxed shell. The shell is left out
    where this machine has no OS sandbox, unless `sandbox_mode` is full-access."""
    from edge_agent.sandbox import shell_offered
    from edge_agent.tools.files import AppendFile, ListFiles, ReadFile, SearchFiles, WriteFile
    from edge_agent.tools.shell import RunShell

    tools: list[Tool] = [ListFiles(), ReadFile(), WriteFile(), AppendFile(), SearchFiles()]
    if shell_offered(sandbox_mode)[0]:
        tools.append(RunShell())
    return tools


__all__ = ["NoArgs", "Observation", "Tool", "ToolContext", "ToolError", "ToolRegistry", "workspace_tools"]
