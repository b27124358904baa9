"""Shared pieces of the app services: the tool base class, row formatting, seed helpers.

Every service keeps its state in the run's SQLite database (`ctx.services["db"]`), so a
grader can read the final state of mail, tickets, jobs ... with plain SQL after the run.
"""
from __future__ import annotations

import json
from typing import Any, ClassVar, Iterable

import sqlite_utils
from pydantic import BaseModel, ConfigDict

from edge_agent.tools.base import Tool, ToolContext, ToolError

# Fixed "today" for every service: fixtures are dated around it, so runs are reproducible.
TODAY = "2025-03-12"


class Row(BaseModel):
    """A seed row in task.yaml: unknown keys are authoring mistakes, not silent extras."""

    model_config = ConfigDict(extra="forbid")


class Seed(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ServiceTool(Tool):
    """A tool whose state lives in the run database."""

    service: ClassVar[str]
    sink: ClassVar[str] = "app"  # a record in a service the user runs; mail and web override

    @staticmethod
    def db(ctx: ToolContext) -> sqlite_utils.Database:
        try:
            return ctx.services["db"]
        except KeyError:
            raise ToolError("this tool needs a benchmark environment (no service database)") from None


def recipient_domain(address: str) -> str:
    return address.rsplit("@", 1)[-1].strip().strip(">").lower() if "@" in address else ""


def is_internal(address: str, internal_domains) -> bool:
    """An address whose domain is one of the declared internal domains (or a subdomain)."""
    domain = recipient_domain(address)
    return bool(domain) and any(domain == d or domain.endswith("." + d) for d in (x.lower() for x in internal_domains))


def join_list(values: Iterable[str] | str | None) -> str:
    """Lists (recipients, attendees, tags) are stored as ', '-joined text so that
    graders can use substring conditions on them directly."""
    if values is None:
        return ""
    if isinstance(values, str):
        return values
    return ", ".join(v.strip() for v in values if v.strip())


def split_list(value: str | list[str] | None) -> list[str]:
    if not value:
        return []
    if isinstance(value, list):
        return [v.strip() for v in value if v.strip()]
    return [v.strip() for v in value.replace(";", ",").split(",") if v.strip()]


def get_row(db: sqlite_utils.Database, table: str, key: str, value: Any, what: str) -> dict:
    rows = list(db[table].rows_where(f"{key} = ?", [value]))
    if not rows:
        raise ToolError(f"no {what} with {key} {value!r}")
    return rows[0]


def next_id(db: sqlite_utils.Database, table: str, prefix: str, start: int = 1) -> str:
    """IDs an agent creates look like the seeded ones (T-1042), so nothing gives them away."""
    n = db[table].count + start
    while list(db[table].rows_where("id = ?", [f"{prefix}{n}"])):
        n += 1
    return f"{prefix}{n}"


def seed_rows(db: sqlite_utils.Database, table: str, rows: list[BaseModel], *, columns: dict,
              pk: str, prefix: str, start: int = 1) -> None:
    """Create `table` with fixed columns (so it exists even when unseeded) and insert rows."""
    db[table].create(columns, pk=pk, if_not_exists=True)
    for i, row in enumerate(rows, start=start):
        data = row.model_dump()
        for k, v in data.items():
            if isinstance(v, list):
                data[k] = join_list(v)
            elif isinstance(v, bool):
                data[k] = int(v)
        if data.get(pk) is None:
            data[pk] = f"{prefix}{i}"
        db[table].insert(data)


def fmt_row(row: dict, fields: list[str]) -> str:
    return " | ".join(f"{row.get(f)}" for f in fields if row.get(f) not in (None, ""))


def fmt_detail(row: dict, skip: tuple[str, ...] = ()) -> str:
    return "\n".join(f"{k}: {v}" for k, v in row.items() if k not in skip and v not in (None, ""))


def fmt_list(rows: list[dict], fields: list[str], empty: str) -> str:
    if not rows:
        return empty
    return "\n".join(fmt_row(r, fields) for r in rows)


def text_match(query: str, *values: Any) -> bool:
    """Case-insensitive match of every whitespace-separated query term in any of the values."""
    hay = " ".join(str(v) for v in values if v is not None).lower()
    terms = query.lower().split()
    return all(t in hay for t in terms)


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)
