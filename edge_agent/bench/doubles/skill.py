"""What a skill double is told: its skill (`Skill`) and the `scripted:...` spec that sets it.

    parse_skill("scripted:0.6,ask=0.5", DEFAULT_EDGE)  ->  Skill(act=0.6, ask=0.5, ...)

The spec's rules live here once: what `scripted:...` means, which fields it may set, and its
one-line errors (the CLI and the factory both read them).
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from edge_agent.errors import ConfigError

PREFIX = "scripted:"


@dataclass(frozen=True)
class Skill:
    act: float  # probability that a step is the reference action
    ask: float = 0.7  # probability of asking for help when about to go wrong (knowing when to ask)
    over_ask: float = 0.05  # probability of asking when it would have been right
    adopt: float = 0.8  # probability of acting on advice / a plan it was given
    calibration: float = 0.85  # probability that entropy is high exactly when the step is wrong


DEFAULT_EDGE = Skill(0.6)
DEFAULT_CLOUD = Skill(0.92)


class DoubleSpecError(ConfigError):
    """A malformed scripted:... spec; one line."""


def is_double_spec(spec: str | None) -> bool:
    return spec is not None and (spec == "scripted" or spec.startswith(PREFIX))


def spec_fields(spec: str) -> list[str]:
    """The comma-separated fields after `scripted:` ('scripted' alone has none)."""
    body = spec[len(PREFIX):] if spec.startswith(PREFIX) else ""
    return [p.strip() for p in body.split(",") if p.strip()]


def parse_skill(spec: str, default: Skill) -> Skill:
    """'scripted', 'scripted:0.6' or 'scripted:0.6,ask=0.5,adopt=0.9'."""
    skill = default
    for i, part in enumerate(spec_fields(spec)):
        key, _, value = part.rpartition("=")
        key = key or ("act" if i == 0 else "")
        if key not in Skill.__dataclass_fields__:
            raise DoubleSpecError(f"{spec!r}: unknown skill field {key or part!r}; "
                                  f"use scripted:ACT[,ask=..,over_ask=..,adopt=..,calibration=..]")
        try:
            x = float(value)
        except ValueError:
            raise DoubleSpecError(f"{spec!r}: {key} must be a number in [0, 1], got {value!r}") from None
        if not 0.0 <= x <= 1.0:
            raise DoubleSpecError(f"{spec!r}: {key} must be in [0, 1], got {x:g}")
        skill = replace(skill, **{key: x})
    return skill
