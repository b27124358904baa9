"""Tools from plain typed functions: `@tool` (as in smolagents, or the Agents SDK's
`function_tool`) reads a function's type hints and docstring and builds the same thing a
`Tool` subclass declares by hand — a pydantic argument model (extra keys forbidden) and a
spec the model is shown — so `Agent(model, tools=[get_weather])` just works.

    @tool(sink="external")
    def get_weather(city: str, unit: Literal["C", "F"] = "C") -> str:
        '''Current weather for a city.

        Args:
            city: the city name, e.g. "Paris".
            unit: C or F.
        '''

The docstring's first paragraph is the tool's description and its `Args:` section (or
`:param x:` lines) describe the parameters. A function tool is an external sink unless it
says otherwise: the runtime cannot see where a function sends its arguments. A parameter
annotated `ToolContext` receives the run's context (workspace, services) and is not shown
to the model. The return value becomes the observation (str as is, anything else as JSON).
"""
from __future__ import annotations

import asyncio
import concurrent.futures
import importlib.util
import inspect
import json
import re
import sys
import typing
from pathlib import Path
from typing import Any, Callable, Iterable

from pydantic import BaseModel, ConfigDict, Field, create_model

from edge_agent.errors import ConfigError
from edge_agent.tools.base import Tool, ToolContext, ToolRegistry

SINKS = ("local", "app", "external")
_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,63}$")


class FunctionTool(Tool):
    """A Tool whose name, description, Args and run come from a typed function. Calling
    the tool object calls the function, so a decorated function stays usable as before."""

    def __init__(self, fn: Callable[..., Any], *, name: str | None = None, description: str | None = None,
                 sink: str = "external", read_only: bool = False):
        if not callable(fn):
            raise ConfigError(f"@tool needs a function, got {type(fn).__name__}")
        self.fn = fn
        self.name = str(name or getattr(fn, "__name__", ""))
        if not _NAME.match(self.name):
            raise ConfigError(f"tool name {self.name!r} must be a Python-style identifier (letters, digits, _)")
        if sink not in SINKS:
            raise ConfigError(f"tool {self.name}: sink must be one of {', '.join(SINKS)}, got {sink!r}")
        self.sink, self.read_only = sink, read_only
        summary, param_docs = parse_docstring(inspect.getdoc(fn) or "")
        self.description = description or summary
        if not self.description:
            raise ConfigError(f"tool {self.name} needs a docstring or description=: it is what the model is told")
        self.Args, self._ctx_param = _args_model(fn, self.name, param_docs)
        self.__doc__ = fn.__doc__
        self.__wrapped__ = fn

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.fn(*args, **kwargs)

    def __repr__(self) -> str:
        return f"<tool {self.name} sink={self.sink}>"

    def run(self, args: BaseModel, ctx: ToolContext) -> str:
        kwargs = {k: getattr(args, k) for k in type(args).model_fields}
        if self._ctx_param:
            kwargs[self._ctx_param] = ctx
        out = self.fn(**kwargs)
        if inspect.isawaitable(out):
            out = _await(out)
        if out is None:
            return "(done)"
        if isinstance(out, str):
            return out
        if isinstance(out, BaseModel):
            return out.model_dump_json()
        return json.dumps(out, ensure_ascii=False, default=str)


def tool(fn: Callable[..., Any] | None = None, *, name: str | None = None, description: str | None = None,
         sink: str = "external", read_only: bool = False) -> Any:
    """Turn a typed function into a Tool: `@tool`, or `@tool(sink="local", read_only=True)`."""
    def wrap(f: Callable[..., Any]) -> FunctionTool:
        return FunctionTool(f, name=name, description=description, sink=sink, read_only=read_only)

    return wrap(fn) if fn is not None else wrap


def parse_docstring(doc: str) -> tuple[str, dict[str, str]]:
    """(first paragraph, {param: description}) from a Google-style `Args:` section or
    Sphinx-style `:param x:` lines."""
    paragraphs = doc.strip().split("\n\n")
    summary = " ".join(paragraphs[0].split()) if paragraphs and not _is_section(paragraphs[0]) else ""
    params: dict[str, str] = {}
    for m in re.finditer(r"^\s*:param\s+(?:[^:]*\s)?(\w+):\s*(.+)$", doc, re.MULTILINE):
        params[m.group(1)] = m.group(2).strip()
    section = re.search(r"^\s*(?:Args|Arguments|Parameters):\s*\n((?:[ \t]+.*\n?|\s*\n)+)", doc, re.MULTILINE)
    if section:
        current = None
        for line in section.group(1).splitlines():
            entry = re.match(r"^\s+(\*{0,2}\w+)\s*(?:\([^)]*\))?:\s*(.*)$", line)
            if entry and (current is None or _indent(line) <= _indent_of_first(section.group(1))):
                current = entry.group(1).lstrip("*")
                params[current] = entry.group(2).strip()
            elif current and line.strip():
                params[current] = f"{params[current]} {line.strip()}".strip()
    return summary, params


def _is_section(paragraph: str) -> bool:
    return bool(re.match(r"^\s*(Args|Arguments|Parameters|Returns|Raises):", paragraph))


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _indent_of_first(block: str) -> int:
    return next((_indent(line) for line in block.splitlines() if line.strip()), 0)


def _args_model(fn: Callable[..., Any], name: str, docs: dict[str, str]) -> tuple[type[BaseModel], str | None]:
    try:
        hints = typing.get_type_hints(fn)
    except Exception as e:  # an unresolvable forward reference
        raise ConfigError(f"tool {name}: cannot read its type hints ({type(e).__name__}: {e})") from None
    fields: dict[str, Any] = {}
    ctx_param = None
    for p in inspect.signature(fn).parameters.values():
        if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
            raise ConfigError(f"tool {name}: *args/**kwargs cannot be described to a model; name each parameter")
        hint = hints.get(p.name)
        if hint is ToolContext:
            ctx_param = p.name
            continue
        if hint is None:
            raise ConfigError(f"tool {name}: parameter {p.name!r} needs a type hint (it becomes the argument schema)")
        default = ... if p.default is inspect.Parameter.empty else p.default
        fields[p.name] = (hint, Field(default, description=docs.get(p.name)))
    model = create_model(f"{name}_args", __config__=ConfigDict(extra="forbid"), **fields)
    return model, ctx_param


def _await(awaitable: Any) -> Any:
    """Run an async tool to completion from the (synchronous) agent loop."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(_as_coroutine(awaitable))
    with concurrent.futures.ThreadPoolExecutor(1) as pool:  # a loop runs here already: use another thread
        return pool.submit(asyncio.run, _as_coroutine(awaitable)).result()


async def _as_coroutine(awaitable: Any) -> Any:
    return await awaitable


def as_tools(items: Iterable[Any]) -> list[Tool]:
    """Tools from a mix of Tool instances, typed functions and ToolRegistry objects."""
    out: list[Tool] = []
    for item in items:
        if isinstance(item, ToolRegistry):
            out.extend(item.get(n) for n in item.names())
        elif isinstance(item, type) and issubclass(item, Tool):
            out.append(item())
        elif hasattr(item, "spec") and hasattr(item, "Args") and hasattr(item, "run") and hasattr(item, "name"):
            out.append(item)  # a Tool, or anything that speaks its interface (policy tools)
        elif callable(item):
            out.append(FunctionTool(item))
        else:
            raise ConfigError(f"tools: {item!r} is neither a Tool, a typed function nor a ToolRegistry")
    return out


def load_tools_file(path: str | Path) -> list[Tool]:
    """The tools a Python file defines: its `TOOLS` list when it has one (functions, Tool
    instances), else every Tool object at module level (e.g. the functions decorated @tool)."""
    p = Path(path).expanduser()
    if not p.is_file():
        raise ConfigError(f"tools file {p} does not exist")
    module_name = f"edge_agent_user_tools_{abs(hash(str(p.resolve())))}"
    spec = importlib.util.spec_from_file_location(module_name, p)
    if spec is None or spec.loader is None:
        raise ConfigError(f"tools file {p} is not a Python file")
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module  # dataclasses and pydantic look their module up by name
    try:
        spec.loader.exec_module(module)
    except ConfigError as e:
        raise ConfigError(f"tools file {p}: {e}") from None
    except Exception as e:  # a syntax error or a failing import in the user's file: one line
        where = f" (line {e.lineno})" if isinstance(e, SyntaxError) and e.lineno else ""
        raise ConfigError(f"tools file {p} failed to load{where}: {type(e).__name__}: {e}") from None
    declared = getattr(module, "TOOLS", None)
    if declared is not None:
        return as_tools(declared)
    found = [v for k, v in vars(module).items() if isinstance(v, Tool) and not k.startswith("_")]
    if not found:
        raise ConfigError(f"tools file {p} defines no tools (decorate functions with @edge_agent.tool, or set TOOLS)")
    return found


__all__ = ["FunctionTool", "SINKS", "as_tools", "load_tools_file", "parse_docstring", "tool"]
