"""App services: every service's seed model, tables and tools, collected in one place."""
from __future__ import annotations

from pydantic import ConfigDict, create_model

from edge_agent.bench.services import crm, finance, helpdesk, inventory, knowledge, mail, ops, people, user, web
from edge_agent.bench.services.registry import Service

SERVICES: tuple[Service, ...] = (
    mail.SERVICE, people.CONTACTS, people.CALENDAR, people.TODO, knowledge.NOTES, crm.SERVICE,
    helpdesk.SERVICE, finance.SERVICE, inventory.SERVICE, knowledge.KB, ops.CONFIG, ops.SCHEDULER,
    web.SERVICE, user.SERVICE,
)
BY_NAME = {s.name: s for s in SERVICES}
# `user` is seeded from the task's top-level user_replies, not from `services:`.
SEEDABLE = [s for s in SERVICES if s.name != "user"]

# The `services:` block of task.yaml: one optional, strictly validated seed per service.
ServicesSeed = create_model(
    "ServicesSeed",
    __config__=ConfigDict(extra="forbid"),
    **{s.name: (s.seed_model | None, None) for s in SEEDABLE},  # type: ignore[call-overload]
)


def service_tools() -> list:
    """One instance of every app-service tool (plus ask_user)."""
    tools = [cls() for s in SERVICES for cls in s.tools]
    names = [t.name for t in tools]
    dupes = {n for n in names if names.count(n) > 1}
    assert not dupes, f"service tool names collide: {dupes}"
    return tools


def tool_service() -> dict[str, str]:
    """tool name -> service name, so a task's allowed_tools tell which services it uses."""
    return {cls.name: s.name for s in SERVICES for cls in s.tools}


__all__ = ["SERVICES", "BY_NAME", "ServicesSeed", "service_tools", "tool_service", "Service"]
