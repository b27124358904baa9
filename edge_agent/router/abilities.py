"""The two abilities self-directed collaboration depends on, measured on one run.

*Knowing when to ask*: did the edge ask for help (ask_advisor, delegate) where it was
failing, and not where it was doing fine? *Acting on advice*: did the actions after a piece
of advice carry out what it said? Both are deterministic functions of the step records,
so they can be stored with a run and compared across runs and models. The precise
definitions are in docs/strategies.md; the constants below are the k's named there.

Steps are duck-typed (idx, actor, tool, arguments, ok) so this module needs nothing from
the agent runtime: router never imports edge_agent.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

HELP_TOOLS = frozenset({"ask_advisor", "delegate"})
FINAL = "final_answer"
ASK_WINDOW = 2  # k: a help request is timely if one of the k steps before it was failing
ADVICE_WINDOW = 3  # k: advice must show up in the next k actions to count as acted on
MAX_LOOP_PERIOD = 3  # loops of 1..3 calls repeated back to back are detected
ADOPTION_SHARE = 0.5  # an advice item is acted on when at least this share of its cues is


def call_key(step: Any) -> tuple[str, str]:
    return step.tool, json.dumps(getattr(step, "arguments", {}), sort_keys=True, ensure_ascii=False, default=str)


def is_help(step: Any) -> bool:
    return step.tool in HELP_TOOLS


def loop_spans(keys: Sequence[tuple[str, str]], max_period: int = MAX_LOOP_PERIOD) -> list[tuple[int, int]]:
    """(start, end) positions, inclusive, of every block of p ≤ max_period calls that is
    immediately repeated: keys[i:i+p] == keys[i+p:i+2p]. Both passes are in the span: the
    loop began with the first one."""
    spans = []
    for p in range(1, max_period + 1):
        for i in range(0, len(keys) - 2 * p + 1):
            if keys[i:i + p] == keys[i + p:i + 2 * p]:
                spans.append((i, i + 2 * p - 1))
    return spans


def failing_steps(steps: Sequence[Any]) -> dict[int, list[str]]:
    """Step idx -> why it is failing ("error", "repeat", "loop"), for the edge's action steps.

    Help requests are not actions, and steps the cloud produced are not the edge's
    failures, so both are left out; the final answer is never a repeat.
    """
    actions = [s for s in steps if not is_help(s) and getattr(s, "actor", "edge") == "edge"]
    keys = [call_key(s) for s in actions]
    out: dict[int, list[str]] = {}
    seen: set[tuple[str, str]] = set()
    for s, key in zip(actions, keys):
        why = []
        if not s.ok:
            why.append("error")
        if s.tool != FINAL and key in seen:
            why.append("repeat")
        seen.add(key)
        if why:
            out[s.idx] = why
    for start, end in loop_spans(keys):
        for s in actions[start:end + 1]:
            if s.tool != FINAL and "loop" not in out.setdefault(s.idx, []):
                out[s.idx].append("loop")
    return out


def failing_episodes(failing: Iterable[int], steps: Sequence[Any]) -> list[list[int]]:
    """Maximal runs of failing steps among the edge's action steps, in order (a help request
    between two failing steps does not end the episode: it is what the episode asked for)."""
    failing = set(failing)
    episodes: list[list[int]] = []
    current: list[int] = []
    for s in steps:
        if is_help(s) or getattr(s, "actor", "edge") != "edge":
            continue
        if s.idx in failing:
            current.append(s.idx)
        elif current:
            episodes.append(current)
            current = []
    if current:
        episodes.append(current)
    return episodes


def knowing_when_to_ask(steps: Sequence[Any], asks: Iterable[int] | None = None, k: int = ASK_WINDOW) -> dict[str, Any]:
    """Ask-precision and ask-recall of one run.

    asks: step indices where the edge asked for help (default: its ask_advisor/delegate steps).
    precision = timely asks / asks, where an ask at step h is timely if a failing step lies in
    [h-k, h-1]. recall = answered episodes / failing episodes, where an episode starting at
    step s is answered if an ask lies in [s+1, s+k]. None where the denominator is 0.
    """
    asks = sorted(set(asks if asks is not None else (s.idx for s in steps if is_help(s))))
    failing = failing_steps(steps)
    episodes = failing_episodes(failing, steps)
    timely = [h for h in asks if any(f in failing for f in range(h - k, h))]
    answered = [e for e in episodes if any(e[0] < h <= e[0] + k for h in asks)]
    return {
        "asks": len(asks), "timely_asks": len(timely), "precision": _share(len(timely), len(asks)),
        "failing_steps": len(failing), "episodes": len(episodes), "answered_episodes": len(answered),
        "recall": _share(len(answered), len(episodes)), "window": k,
    }


# --- acting on advice ------------------------------------------------------------------
_QUOTED = re.compile(r"`([^`\n]{2,120})`|\"([^\"\n]{2,120})\"|'([^'\n]{2,120})'")
_PATHLIKE = re.compile(r"(?<![\w/.-])((?:[\w.-]+/)*[\w-]+\.[A-Za-z][\w]{0,7})(?![\w/-])")
_STOP = re.compile(r"\bSTOP\b|(?i:^\s*stop\b)", re.MULTILINE)


@dataclass
class Advice:
    """One piece of advice and the first step that could act on it."""

    text: str
    first_action: int
    source: str = "ask"  # "ask": the edge asked; "stuck": the runtime asked on a stuck signal


@dataclass
class Cues:
    tools: set[str] = field(default_factory=set)
    values: set[str] = field(default_factory=set)
    stop: bool = False

    def __len__(self) -> int:
        return len(self.tools) + len(self.values) + int(self.stop)


def advice_cues(text: str, tool_names: Iterable[str]) -> Cues:
    """What in the advice an action can be checked against: tool names it mentions, argument
    values it quotes or paths it names, and STOP."""
    names = {t for t in tool_names if t not in HELP_TOOLS and t != FINAL}
    cues = Cues()
    for name in names:
        if re.search(rf"(?<![\w]){re.escape(name)}(?![\w])", text):
            cues.tools.add(name)
    for m in _QUOTED.finditer(text):
        value = next(g for g in m.groups() if g).strip()
        if value and value not in names and not value.startswith(("{", "[")):
            cues.values.add(value)
    for m in _PATHLIKE.finditer(text):
        if m.group(1) not in names:
            cues.values.add(m.group(1))
    # A quoted path is one cue, not two.
    cues.values = {v for v in cues.values if not any(v != w and v in w for w in cues.values)}
    cues.stop = bool(_STOP.search(text))
    return cues


def acting_on_advice(steps: Sequence[Any], advice: Sequence[Advice], tool_names: Iterable[str],
                     k: int = ADVICE_WINDOW) -> dict[str, Any]:
    """Share of checkable advice items that the next k actions carried out.

    An action carries out a tool cue if it calls that tool, a value cue if the value occurs
    (case-insensitively) in its arguments, the STOP cue if it is the final answer. An item
    is acted on when at least ADOPTION_SHARE of its cues were carried out; items without
    cues are counted but not scored.
    """
    tool_names = set(tool_names)
    acted = checkable = 0
    coverage: list[float] = []
    for item in advice:
        cues = advice_cues(item.text, tool_names)
        if not len(cues):
            continue
        checkable += 1
        window = [s for s in steps if s.idx >= item.first_action and not is_help(s)][:k]
        args = [json.dumps(getattr(s, "arguments", {}), ensure_ascii=False, default=str).lower() for s in window]
        done = sum(1 for t in cues.tools if any(s.tool == t for s in window))
        done += sum(1 for v in cues.values if any(v.lower() in a for a in args))
        done += int(cues.stop and any(s.tool == FINAL for s in window))
        share = done / len(cues)
        coverage.append(share)
        acted += share >= ADOPTION_SHARE
    return {
        "advice": len(advice), "checkable": checkable, "acted_on": acted, "rate": _share(acted, checkable),
        "mean_cue_coverage": _share(sum(coverage), len(coverage)), "window": k,
    }


_TOOL_LINE = re.compile(r"^- ([A-Za-z_][\w-]*)\(", re.MULTILINE)


def tool_names_from(messages: Sequence[dict], steps: Sequence[Any] = ()) -> set[str]:
    """The tools the edge was offered: the system prompt lists them as `- name(args): ...`
    (edge_agent.protocol); tools seen in the steps are added in case the format changes."""
    names: set[str] = set()
    if messages and isinstance(messages[0].get("content"), str):
        names.update(_TOOL_LINE.findall(messages[0]["content"]))
    names.update(s.tool for s in steps if not s.tool.startswith("("))
    return names


def _share(num: float, den: int) -> float | None:
    return None if den == 0 else round(num / den, 4)


__all__ = [
    "Advice", "Cues", "HELP_TOOLS", "ASK_WINDOW", "ADVICE_WINDOW", "acting_on_advice", "advice_cues",
    "failing_episodes", "failing_steps", "knowing_when_to_ask", "loop_spans", "tool_names_from",
]
