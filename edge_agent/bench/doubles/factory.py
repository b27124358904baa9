"""The double for each (task, repeat) of a bench side, made from its `scripted:...` spec.

    DoubleFactory.from_spec("scripted:0.6", "edge")       # the skill double as the edge
    DoubleFactory.from_spec("scripted:hostile", "cloud")  # the hostile cloud
"""
from __future__ import annotations

from typing import Any

from edge_agent.bench.doubles.hostile import HOSTILE, HostileCloud
from edge_agent.bench.doubles.skill import (DEFAULT_CLOUD, DEFAULT_EDGE, PREFIX, DoubleSpecError, Skill, parse_skill,
                                            spec_fields)
from edge_agent.bench.doubles.skilled import SkillDouble
from edge_agent.bench.task import Task


class DoubleFactory:
    """Makes the double for one (task, repeat); the runner calls it once per run."""

    is_test_double = True

    def __init__(self, role: str, skill: Skill, *, seed: int = 0, price: Any = None, hostile: bool = False):
        self.role, self.skill, self.seed, self.price, self.hostile = role, skill, seed, price, hostile
        self.label = (f"scripted:{HOSTILE} (hostile cloud test double)" if hostile
                      else f"scripted:{skill.act:g} ({role} test double)")

    @classmethod
    def from_spec(cls, spec: str, role: str, *, seed: int = 0, price: Any = None) -> "DoubleFactory":
        """'scripted:hostile[,act=..]' (cloud only) is the hostile-cloud double."""
        parts = spec_fields(spec)
        if parts and parts[0] == HOSTILE:
            if role != "cloud":
                raise DoubleSpecError(f"{spec!r}: the hostile double plays the cloud; use it with --cloud")
            rest = PREFIX + ",".join(parts[1:]) if parts[1:] else "scripted"
            return cls(role, parse_skill(rest, DEFAULT_CLOUD), seed=seed, price=price, hostile=True)
        return cls(role, parse_skill(spec, DEFAULT_EDGE if role == "edge" else DEFAULT_CLOUD), seed=seed, price=price)

    def __call__(self, task: Task, repeat: int) -> SkillDouble:
        if self.hostile:
            return HostileCloud(task, self.skill, seed=self.seed, repeat=repeat, price=self.price)
        return SkillDouble(task, self.role, self.skill, seed=self.seed, repeat=repeat, price=self.price)
