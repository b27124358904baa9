"""Scripted test doubles of fixed skill: run the whole suite under every strategy without a
language model. They are NOT language models, and nothing they produce is a measurement
of one: every report that involves them says "scripted test doubles" in its title, and
their token counts are estimates (4 characters per token).

One module per kind: what a double is told (`skill.py`: `Skill`, the `scripted:...` spec),
the skill double that plays the edge or the cloud by following the task's reference solution
with mistakes, help requests, advice and plans (`skilled.py`), the hostile cloud that tries to
move redacted values out through tools (`hostile.py`), and the factory a bench side calls per
(task, repeat) (`factory.py`). Every name is importable from here.
"""
from edge_agent.bench.doubles.factory import DoubleFactory
from edge_agent.bench.doubles.hostile import EXFIL_DOMAIN, EXFIL_URL, HOSTILE, HostileCloud
from edge_agent.bench.doubles.skill import (DEFAULT_CLOUD, DEFAULT_EDGE, PREFIX, DoubleSpecError, Skill,
                                            is_double_spec, parse_skill)
from edge_agent.bench.doubles.skilled import (ADVICE_MARK, HARD_TASK_STEPS, PLAN_MARK, SKETCH_GAIN, SkillDouble)

__all__ = ["ADVICE_MARK", "DEFAULT_CLOUD", "DEFAULT_EDGE", "DoubleFactory", "DoubleSpecError", "EXFIL_DOMAIN",
           "EXFIL_URL", "HARD_TASK_STEPS", "HOSTILE", "HostileCloud", "PLAN_MARK", "PREFIX", "SKETCH_GAIN", "Skill",
           "SkillDouble", "is_double_spec", "parse_skill"]
