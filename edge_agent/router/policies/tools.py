"""Tools a policy adds for the edge (ask_advisor, delegate).

They satisfy the runtime's Tool interface (name, description, Args, read_only, spec, run)
without importing edge_agent: router sits below the runtime and never imports it. An
expected failure is raised as `Unavailable`; the registry turns any exception a tool
raises into an error observation the model reads on its next step.
"""
from __future__ import annotations

from typing import Any, ClassVar

from pydantic import BaseModel

from edge_agent.models.chat import ToolSpec
from edge_agent.errors import EdgeAgentError


class Unavailable(EdgeAgentError, RuntimeError):
    """The tool cannot help right now (no cloud, cloud failed, budget spent)."""


class PolicyTool:
    name: ClassVar[str]
    description: ClassVar[str]
    Args: ClassVar[type[BaseModel]]
    # Asking again after the trajectory changed can give a different answer: never a
    # "repeated read-only call" to be short-circuited by the loop's repeat guard.
    read_only: ClassVar[bool] = False
    # The rest of the Tool interface the loop reads: no paging arguments, and asking twice is not a no-op.
    paging_args: ClassVar[tuple[str, ...]] = ()
    idempotent: ClassVar[bool] = False

    def spec(self) -> ToolSpec:
        schema = self.Args.model_json_schema()
        schema.pop("title", None)
        for prop in schema.get("properties", {}).values():
            prop.pop("title", None)
        return ToolSpec(self.name, self.description, schema)

    def run(self, args: Any, ctx: Any) -> str:  # pragma: no cover - interface
        raise NotImplementedError


def service(ctx: Any, name: str) -> Any:
    """A runtime service the agent loop puts in the tool context (consult, agent_state)."""
    value = getattr(ctx, "services", {}).get(name)
    if value is None:
        raise Unavailable(f"this runtime provides no {name!r} service; continue on your own")
    return value
