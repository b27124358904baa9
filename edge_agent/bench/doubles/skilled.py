"""The skill double: a scripted TEST DOUBLE of fixed skill that plays the edge or the cloud.

A double plays one role (edge or cloud) in one run of one task. It reads the task's
reference solution and, at each step, works out from the conversation how far the run
has got (which reference actions were already taken, tolerating the privacy gate's
[TYPE_NNN] placeholders), then takes the next reference action with probability `act`
or makes a plausible mistake: wrong arguments, the wrong tool, a premature final answer,
or prose instead of JSON. Each draw is seeded by (seed, task, repeat, role, progress,
attempt), so a run is reproducible and the same state draws the same way under every
strategy — strategies differ only by how they collaborate. Asked to sample (temperature > 0)
after `with_seed(s)` (bench repeats, edge_agent.bench.sampling), the draws are keyed by the
cell seed instead, as a sampling model's would be: same seed, same run; another seed, maybe not.

So that every strategy is exercised, the edge double also:
  - reports a first-token entropy that is high when it is about to go wrong (with
    probability `calibration`), which is what step routing reads;
  - asks for help (calls an advisor-like or delegate-like tool the policy adds) when it
    is about to go wrong, with probability `ask` (and `over_ask` when it is not);
  - follows advice that names the next action (ADVICE-NEXT: {...}) with probability
    `adopt`, and gains from a sketch (PLAN:) it can see.
The cloud double answers consults: a plan for sketch requests, EDGE/CLOUD for routing
requests, and advice naming the next action otherwise. Known limitation: it may write
values it only saw as placeholders, because it reads them from the reference solution.
"""
from __future__ import annotations

import ast
import copy
import hashlib
import json
import random
import re
import time
from typing import Any, Sequence

from edge_agent.bench.doubles.skill import Skill
from edge_agent.bench.task import FINAL_ANSWER, Task
from edge_agent.models.chat import Completion, Message, Usage
from edge_agent.models.egress import check_permit
from edge_agent.models.scripted import estimate_tokens
from edge_agent.privacy.vault import PLACEHOLDER

ADVICE_MARK = "ADVICE-NEXT:"
PLAN_MARK = "PLAN:"
SKETCH_GAIN = 0.5  # share of the remaining error a visible plan removes when the double adopts it
HARD_TASK_STEPS = 8  # the cloud double routes tasks with longer reference solutions to the cloud
_TRAJECTORY = re.compile(r"^step \d+: (\S+) (\{.*\}) -> (?:ok|ERROR)", re.M)


def _same(seen: Any, want: Any) -> bool:
    """Equal, where a placeholder in what was seen stands for any text (the gate redacted it)."""
    if isinstance(seen, str) and isinstance(want, str):
        if PLACEHOLDER.search(seen):
            pattern = ".+?".join(re.escape(p) for p in PLACEHOLDER.split(seen))
            return re.fullmatch(pattern, want, re.S) is not None
        return seen == want
    if isinstance(seen, dict) and isinstance(want, dict):
        return seen.keys() == want.keys() and all(_same(seen[k], want[k]) for k in want)
    if isinstance(seen, list) and isinstance(want, list):
        return len(seen) == len(want) and all(_same(a, b) for a, b in zip(seen, want))
    return seen == want


def _parse(text: str) -> dict | None:
    start = text.find("{")
    if start < 0:
        return None
    try:
        obj, _ = json.JSONDecoder(strict=False).raw_decode(text[start:])
    except ValueError:
        return None
    return obj if isinstance(obj, dict) and isinstance(obj.get("tool"), str) else None


def content(m: Message) -> str:
    return str(m.get("content") or "")


def system_text(messages: Sequence[Message]) -> str:
    """The system messages, lower-cased: where a consult says what it asks for."""
    return " ".join(content(m) for m in messages if m.get("role") == "system").lower()


def tool_names(schema: dict) -> list[str]:
    """The tools an action schema offers (one `anyOf` branch per tool)."""
    return [n for n in map(_tool_of, schema.get("anyOf", [])) if isinstance(n, str)]


def _tool_of(branch: dict) -> Any:
    return branch.get("properties", {}).get("tool", {}).get("const")


class SkillDouble:
    is_test_double = True
    params = None  # no parameter count: FLOPs of a double are not reported

    def __init__(self, task: Task, role: str, skill: Skill, *, seed: int = 0, repeat: int = 0, price: Any = None):
        if role not in ("edge", "cloud"):
            raise ValueError(f"role must be edge or cloud, not {role!r}")
        self.task, self.role, self.skill, self.seed, self.repeat = task, role, skill, seed, repeat
        self.model_id = f"scripted-{role}@{skill.act:g}"
        self.price = price
        self.ref: list[dict[str, Any]] = [{"tool": a.tool, "arguments": a.arguments} for a in task.reference]
        self._last_prompt: list[str] = []
        self.sample_seed: int | None = None  # the cell seed given by with_seed (bench.sampling)
        self._temperature = 0.0

    def with_seed(self, seed: int) -> "SkillDouble":
        """This double for one cell, sampling with `seed` whenever it is asked for temperature > 0."""
        clone = copy.copy(self)
        clone.sample_seed = seed
        return clone

    # --- the ChatModel contract ------------------------------------------------------
    def complete(self, messages: Sequence[Message], *, permit=None, response_schema: dict | None = None,
                 tools=None, max_tokens: int = 512, temperature: float = 0.0) -> Completion:
        if self.role == "cloud":
            # behave like a real cloud client: no permit for this payload, no call
            check_permit(permit, messages, tools=tools, response_schema=response_schema)
        t0 = time.perf_counter()
        self._temperature = temperature
        entropy = None
        if response_schema is None:
            text = self._consult(messages)
        else:
            text, entropy = self._act(messages, response_schema)
        return Completion(text=text, usage=self._usage(messages, text), model_id=self.model_id,
                          latency_s=time.perf_counter() - t0, first_token_entropy=entropy, finish_reason="stop")

    def _usage(self, messages: Sequence[Message], text: str) -> Usage:
        # Estimated tokens; the shared message prefix with this double's previous call is
        # counted as cached, as a KV cache (edge) or a provider prompt cache (cloud) would.
        bodies = [json.dumps(m, sort_keys=True, ensure_ascii=False, default=str) for m in messages]
        common = 0
        while common < min(len(bodies), len(self._last_prompt)) and bodies[common] == self._last_prompt[common]:
            common += 1
        self._last_prompt = bodies
        prompt = sum(estimate_tokens(content(m)) for m in messages)
        cached = sum(estimate_tokens(content(m)) for m in messages[:common])
        return Usage(prompt_tokens=prompt, cached_tokens=cached, evaluated_tokens=prompt - cached,
                     completion_tokens=estimate_tokens(text))

    def _rng(self, *parts: Any) -> random.Random:
        if self._temperature > 0 and self.sample_seed is not None:
            key = "|".join(map(str, ("sampled", self.sample_seed, self.task.id, self.role, *parts)))
        else:
            key = "|".join(map(str, (self.seed, self.task.id, self.repeat, self.role, *parts)))
        return random.Random(int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big"))

    # --- where the run stands --------------------------------------------------------
    def _matches(self, action: dict, i: int) -> bool:
        want = self.ref[i]
        return action.get("tool") == want["tool"] and _same(action.get("arguments") or {}, want["arguments"])

    def progress(self, messages: Sequence[Message]) -> tuple[int, int, dict | None]:
        """(reference actions done, attempts since the last one, the last action taken)."""
        done, attempts, last = 0, 0, None
        for m in messages:
            if m.get("role") != "assistant":
                continue
            last = _parse(content(m))
            if last is not None and done < len(self.ref) and self._matches(last, done):
                done, attempts = done + 1, 0
            else:
                attempts += 1
        return done, attempts, last

    def _progress_from_trajectory(self, text: str) -> int:
        """Advisors are shown 'step N: tool {args} -> ok' lines rather than the conversation."""
        best = -1
        for tool, args in _TRAJECTORY.findall(text):
            try:
                action = {"tool": tool, "arguments": ast.literal_eval(args)}
            except (ValueError, SyntaxError):
                continue
            best = max([best] + [i for i in range(len(self.ref)) if self._matches(action, i)])
        return best + 1

    # --- acting ------------------------------------------------------------------------
    def _act(self, messages: Sequence[Message], schema: dict) -> tuple[str, float | None]:
        names = tool_names(schema)
        done, attempts, last = self.progress(messages)
        target = self.ref[min(done, len(self.ref) - 1)]
        rng = self._rng("act", done, attempts)
        correct = rng.random() < self.skill.act
        advice = _advice(content(messages[-1])) if messages else None
        if advice is not None and rng.random() < self.skill.adopt:
            return json.dumps(advice, ensure_ascii=False), self._entropy(True, rng)
        if not correct and any(PLAN_MARK in content(m) for m in messages):
            correct = rng.random() < self.skill.adopt * SKETCH_GAIN
        helper = self._helper(names, last)
        if helper is not None and rng.random() < (self.skill.over_ask if correct else self.skill.ask):
            return json.dumps(self._help_call(helper, schema), ensure_ascii=False), self._entropy(False, rng)
        action = target if correct else self._mistake(target, names, rng)
        text = action if isinstance(action, str) else json.dumps(action, ensure_ascii=False)
        return text, self._entropy(correct, rng)

    def _entropy(self, correct: bool, rng: random.Random) -> float | None:
        if self.role != "edge":
            return None
        high = (not correct) if rng.random() < self.skill.calibration else correct
        return round(rng.uniform(1.8, 2.8) if high else rng.uniform(0.2, 1.2), 3)

    def _helper(self, names: list[str], last: dict | None) -> str | None:
        """An advisor-like or delegate-like tool the policy added, unless just used."""
        if self.role != "edge":
            return None
        extra = [n for n in names if n != FINAL_ANSWER and n not in self.task.allowed_tools]
        pick = next((n for n in extra if re.search(r"advi|help|ask|consult", n)), None) or \
            next((n for n in extra if "delegat" in n), None)
        if pick is None or (last is not None and last.get("tool") == pick):
            return None
        return pick

    def _help_call(self, tool: str, schema: dict) -> dict:
        branch = next(b for b in schema["anyOf"] if _tool_of(b) == tool)
        params = branch.get("properties", {}).get("arguments", {})
        args = {}
        for name in params.get("required", []):
            typ = params.get("properties", {}).get(name, {}).get("type", "string")
            args[name] = f"What should I do next? Task: {self.task.prompt[:120]}" if typ == "string" else None
        return {"tool": tool, "arguments": {k: v for k, v in args.items() if v is not None}}

    def _mistake(self, target: dict, names: list[str], rng: random.Random) -> dict | str:
        if target["tool"] == FINAL_ANSWER:
            return {"tool": FINAL_ANSWER, "arguments": {"answer": "I could not finish the task."}}
        kind = rng.choices(["args", "tool", "final", "prose"], weights=[45, 25, 10, 20])[0]
        others = [n for n in names if n not in (FINAL_ANSWER, target["tool"]) and n in self.task.allowed_tools]
        if kind == "args" and target["arguments"]:
            key = rng.choice(sorted(target["arguments"]))
            return {"tool": target["tool"], "arguments": {**target["arguments"], key: _perturb(target["arguments"][key])}}
        if kind == "tool" and others:
            return {"tool": rng.choice(others), "arguments": target["arguments"]}
        if kind == "final":
            return {"tool": FINAL_ANSWER, "arguments": {"answer": "Done."}}
        return f"I will use {target['tool']} next to make progress on the task."

    # --- consults (cloud) ----------------------------------------------------------------
    def _consult(self, messages: Sequence[Message]) -> str:
        system = system_text(messages)
        instruction = system or (content(messages[0]).lower() if messages else "")
        if re.search(r"\b(edge|local|on-device)\b", instruction) and "cloud" in instruction and \
                re.search(r"rout|decide|choose|which", instruction):
            return "CLOUD" if len(self.ref) >= HARD_TASK_STEPS else "EDGE"
        text = "\n".join(content(m) for m in messages)
        if "advis" not in instruction and re.search(r"plan|sketch|outline", instruction):
            return self._plan()
        done = max(self.progress(messages)[0], self._progress_from_trajectory(text))
        return self._advice_text(done)

    def _plan(self) -> str:
        lines = [f"{i}. {a['tool']}" for i, a in enumerate(self.ref, 1)]
        return PLAN_MARK + "\n" + "\n".join(lines)

    def _advice_text(self, done: int) -> str:
        target: Any = self.ref[min(done, len(self.ref) - 1)]
        rng = self._rng("advice", done)
        if rng.random() >= self.skill.act:  # a weaker advisor is sometimes wrong
            target = self._mistake(target, [], rng)
            if isinstance(target, str):
                return "Keep going; check what you already found before the next step."
        rest = ", ".join(a["tool"] for a in self.ref[done + 1:]) or "nothing"
        return (f"Next, call {target['tool']}.\n{ADVICE_MARK} {json.dumps(target, ensure_ascii=False)}\n"
                f"After that: {rest}.")


def _advice(text: str) -> dict | None:
    at = text.rfind(ADVICE_MARK)
    return _parse(text[at + len(ADVICE_MARK):]) if at >= 0 else None


def _perturb(value: Any) -> Any:
    """A plausible wrong value: a digit off, a truncated string, a shorter list."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, (int, float)):
        return value + 1
    if isinstance(value, str):
        digits = [i for i, c in enumerate(value) if c.isdigit()]
        if digits:
            i = digits[-1]
            return value[:i] + str((int(value[i]) + 1) % 10) + value[i + 1:]
        return value[: max(1, len(value) * 2 // 3)] if len(value) > 1 else value + "x"
    if isinstance(value, list):
        return value[:-1]
    if isinstance(value, dict):
        return {}
    return value
