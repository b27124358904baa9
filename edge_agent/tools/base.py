"""Tools the agent can call: a base class with pydantic-typed arguments, and a registry.

A tool never crashes the loop: bad arguments, refusals and failures all come back as an
error Observation that the model sees on its next step.

Every tool declares its sink — where its arguments go — so the egress rule
(edge_agent.egress) can tell a workspace write from a mail to a stranger:
  local     the workspace (files, a shell without network);
  app       a record in a service the user runs (a ticket, a CRM note, mail to an internal domain);
  external  beyond the device and its apps (mail to a recipient, the network, a web form, an MCP
            server, the shell with network on).
A tool that declares nothing is external: an unknown tool is assumed to reach the world.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from edge_agent.models.chat import ToolSpec
from edge_agent.errors import EdgeAgentError

OBSERVATION_CAP = 4000  # characters of tool output shown to the model per step
Sink = Literal["local", "app", "external"]
SINKS = ("local", "app", "external")


class ToolError(EdgeAgentError):
    """Raised by a tool for an expected failure; the message becomes the observation."""


class NoArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")


@dataclass
class ToolContext:
    """What a tool may touch. `services` carries app services (benchmark mail, CRM, ...)."""

    workspace: Path
    run_id: str = ""
    services: dict[str, Any] = field(default_factory=dict)
    env: dict[str, str] = field(default_factory=dict)
    # How run_shell (and task scripts) are confined: read-only, workspace-write or full-access.
    sandbox_mode: str = "workspace-write"
    allow_network: bool = False
    # Recipient domains that count as the user's own organisation: mail there is an app sink.
    internal_domains: tuple[str, ...] = ()


@dataclass
class Observation:
    ok: bool
    text: str
    truncated: bool = False
    # Content from outside the user's control (an MCP server, a web page): data, never instructions.
    untrusted: bool = False

    def for_model(self) -> str:
        return self.text if self.ok else f"ERROR: {self.text}"


class Tool:
    """Subclass with `name`, `description`, an `Args` pydantic model and `run`."""

    # Class attributes in the built-in tools; instance attributes in tools made at run time (@tool, MCP).
    name: str
    description: str
    Args: type[BaseModel] = NoArgs
    # True for tools that only look: repeating one with the same arguments cannot help.
    read_only: bool = False
    # Where the arguments go (see the module docstring); undeclared means external.
    sink: str = "external"
    # Argument fields that name the destination (recipients, a URL): they decide internal vs
    # external and are not counted as content that left.
    destination_fields: tuple[str, ...] = ()
    # True when the output is written by someone else (a web page, an incoming mail): data
    # that flows from it into an external sink is tainted.
    untrusted_output: bool = False
    # Arguments that only page or limit output (start_line, max_results): left out of the schema the
    # model sees until it needs them (a small model sets them to 1 and answers from one line).
    paging_args: tuple[str, ...] = ()
    # True when calling again with the same arguments gives the same state (a whole-file write).
    idempotent: bool = False

    def sink_for(self, arguments: dict, ctx: "ToolContext") -> str:
        """The sink of one call; tools whose destination varies (mail, shell) override this."""
        return self.sink

    def run(self, args: BaseModel, ctx: ToolContext) -> str:  # pragma: no cover - interface
        raise NotImplementedError

    def spec(self, paging: bool = False) -> ToolSpec:
        """The schema shown to the model; `paging_args` are in it only when `paging` is set."""
        schema = self.Args.model_json_schema()
        schema.pop("title", None)
        props = schema.get("properties", {})
        for prop in props.values():
            prop.pop("title", None)
        if not paging and self.paging_args:
            for name in self.paging_args:
                props.pop(name, None)
            if "required" in schema:
                schema["required"] = [r for r in schema["required"] if r not in self.paging_args]
        return ToolSpec(self.name, self.description, schema)


def _cap(text: str, cap: int) -> tuple[str, bool]:
    if len(text) <= cap:
        return text, False
    return text[:cap] + f"\n[output cut: {len(text) - cap} more characters not shown]", True


def describe_validation_error(err: ValidationError) -> str:
    parts = []
    for e in err.errors():
        loc = ".".join(str(p) for p in e["loc"]) or "arguments"
        parts.append(f"{loc}: {e['msg']}")
    return "; ".join(parts)


class ToolRegistry:
    def __init__(self, tools: Iterable[Tool] = (), *, observation_cap: int = OBSERVATION_CAP):
        self._tools: dict[str, Tool] = {}
        self.observation_cap = observation_cap
        for t in tools:
            self.register(t)

    def register(self, tool: Tool) -> None:
        if tool.name in self._tools:
            raise ValueError(f"tool {tool.name!r} is registered twice")
        self._tools[tool.name] = tool

    def names(self) -> list[str]:
        return list(self._tools)

    def __contains__(self, name: str) -> bool:
        return name in self._tools

    def get(self, name: str) -> Tool:
        return self._tools[name]

    def specs(self, paging: bool = False) -> list[ToolSpec]:
        # tools that override spec() without the flag have no paging arguments
        return [t.spec(True) if paging and t.paging_args else t.spec() for t in self._tools.values()]

    def subset(self, names: Iterable[str]) -> "ToolRegistry":
        names = list(names)
        unknown = [n for n in names if n not in self._tools]
        if unknown:
            raise ValueError(f"unknown tools: {', '.join(unknown)}")
        return ToolRegistry([self._tools[n] for n in names], observation_cap=self.observation_cap)

    def execute(self, name: str, arguments: Any, ctx: ToolContext) -> Observation:
        tool = self._tools.get(name)
        if tool is None:
            return Observation(False, f"unknown tool {name!r}; available: {', '.join(self._tools)}")
        if isinstance(arguments, str):
            try:
                arguments = json.loads(arguments) if arguments.strip() else {}
            except json.JSONDecodeError as e:
                return Observation(False, f"arguments for {name} are not valid JSON: {e.msg}")
        if arguments is None:
            arguments = {}
        try:
            args = tool.Args.model_validate(arguments)
        except ValidationError as e:
            return Observation(False, f"bad arguments for {name}: {describe_validation_error(e)}")
        untrusted = bool(getattr(tool, "untrusted_output", False))
        try:
            text = tool.run(args, ctx)
        except ToolError as e:
            return Observation(False, str(e), untrusted=untrusted)
        except Exception as e:  # a tool bug must not kill the run; the model sees it
            return Observation(False, f"{name} failed: {type(e).__name__}: {e}")
        text, cut = _cap(str(text), self.observation_cap)
        return Observation(True, text, cut, untrusted=untrusted)
