"""How a service module describes itself to the environment: seed model, setup, tools."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import sqlite_utils
from pydantic import BaseModel

from edge_agent.tools.base import Tool


@dataclass(frozen=True)
class Service:
    name: str                                   # key under `services:` in task.yaml
    seed_model: type[BaseModel]
    setup: Callable[[sqlite_utils.Database, Any], None]  # create tables + insert seed (the service's seed model)
    tools: tuple[type[Tool], ...]
    tables: tuple[str, ...] = field(default=())
