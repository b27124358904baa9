"""One exception tree under one base, so an embedding app can write `except EdgeAgentError`.

Like httpx, every error the package raises on purpose derives from `EdgeAgentError`;
each keeps its own name, its place in the older tree (`ModelError` is still a
`RuntimeError`, `AgentError` a `ValueError`) and its one-line, secret-free message.

This module imports nothing from `edge_agent`: models, router and privacy sit below the
runtime and import it too (tests/test_layering.py allows `edge_agent.errors` everywhere).

    EdgeAgentError
    ├── ConfigError (ValueError)        bad configuration or input: AgentError, TaskError, UnknownPolicy, ...
    ├── MissingExtra (ImportError)      an optional part is not installed: says which extra to install
    ├── ModelError (RuntimeError)       a model call failed: ContextOverflowError, CloudError, EgressBlocked, ...
    ├── ToolError                       a tool's expected failure (becomes an error observation)
    └── StoreError, DetectorUnavailable, BenchError, ...   (RuntimeError) an environment problem
"""
from __future__ import annotations

import importlib


class EdgeAgentError(Exception):
    """Base of every error edge-agent raises on purpose; str() is one line, safe to show."""


class ConfigError(EdgeAgentError, ValueError):
    """Bad configuration or input (a wrong option, a malformed file); one line, shown to the user."""


class MissingExtra(EdgeAgentError, ImportError):
    """An optional part of edge-agent is not installed; the message names the extra to install."""

    def __init__(self, feature: str, extra: str, module: str = ""):
        self.feature, self.extra = feature, extra
        super().__init__(f"{feature} needs the '{extra}' extra: pip install 'edge-agent[{extra}]'"
                         + (f" (missing module {module!r})" if module else ""))


# The modules each extra brings (the `server` extra is llama-cpp-python[server]).
EXTRA_MODULES = {
    "server": ("uvicorn", "fastapi", "sse_starlette", "starlette_context"),
    "bench": ("matplotlib",),
    "mcp": ("mcp",),
}


def missing_modules(names: tuple[str, ...] | list[str]) -> list[str]:
    """Which of these top-level modules cannot be imported here (without importing them)."""
    import importlib.util

    missing = []
    for name in names:
        try:
            found = importlib.util.find_spec(name) is not None
        except (ImportError, ValueError):
            found = False
        if not found:
            missing.append(name)
    return missing


def check_extra(extra: str, feature: str) -> None:
    """Raise MissingExtra when a module of `extra` is not installed."""
    missing = missing_modules(EXTRA_MODULES[extra])
    if missing:
        raise MissingExtra(feature, extra, missing[0])


def require_extra(module: str, feature: str, extra: str):
    """Import `module`, or raise MissingExtra naming the pip extra that provides it."""
    try:
        return importlib.import_module(module)
    except ImportError as e:
        missing = getattr(e, "name", None) or module
        raise MissingExtra(feature, extra, missing) from None


__all__ = ["EXTRA_MODULES", "ConfigError", "EdgeAgentError", "MissingExtra", "check_extra", "missing_modules",
           "require_extra"]
