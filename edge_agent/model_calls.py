"""Edge model calls the agent loop shares between steps: one lock per model, and the resampled step.

Kept apart from the loop (agent.py) so the loop stays one job. A refused greedy step is drawn again
here: greedy decoding emits the same call for the same context, so refusing it changes nothing (a
0.5B trace repeated one refused read five times).
"""
from __future__ import annotations

import threading
import weakref
from typing import Any

from edge_agent.grounding import without_tool
from edge_agent.guards import RESAMPLE_SEED, RESAMPLE_TEMPERATURES, resample_seed
from edge_agent.models.chat import Completion, ModelError
from edge_agent.protocol import ActionError, action_from_completion
from edge_agent.records import ModelCall
from edge_agent.single_field import unfold


def resample_step(edge: Any, takes_seed: bool, max_tokens: int, messages, schema, calls: list[ModelCall],
                  registry: Any, greedy: Completion, refused_action):
    """Draw the step again at a temperature, with a fixed seed so the run is reproducible; a draw that
    repeats the refused call is rejected (the penalty on the refused call) and the next draw is hotter.
    When every draw repeats it, one more greedy draw runs with that tool left out of the step's grammar.
    Returns (completion, action, note)."""
    seed = resample_seed(edge)
    for temperature in RESAMPLE_TEMPERATURES:
        kw: dict[str, Any] = {"seed": RESAMPLE_SEED} if takes_seed else {}
        try:
            with model_lock(edge):
                c = edge.complete(messages, response_schema=schema, max_tokens=max_tokens,
                                  temperature=temperature, **kw)
        except ModelError:
            break
        calls.append(ModelCall("edge", "resample", c))
        try:
            action = unfold(action_from_completion(c, [*registry.names()]), registry)
        except ActionError:
            continue
        if action.tool != refused_action.tool or action.arguments != refused_action.arguments:
            return c, action, (f"resampled at temperature {temperature:g}, seed {kw.get('seed', seed)}: "
                               f"the greedy reply repeated a refused {refused_action.tool} call")
    narrowed = without_tool(schema, refused_action.tool)
    if narrowed is not schema:  # the constraint a nudge is not: this step cannot make that call at all
        try:
            with model_lock(edge):
                c = edge.complete(messages, response_schema=narrowed, max_tokens=max_tokens, temperature=0.0)
            calls.append(ModelCall("edge", "resample", c))
            action = unfold(action_from_completion(c, [*registry.names()]), registry)
            return c, action, (f"every resampled draw repeated the refused {refused_action.tool} call; drawn "
                               f"again greedily without {refused_action.tool} in this step's grammar")
        except (ModelError, ActionError):
            pass
    return greedy, refused_action, "resampled, but every draw repeated the refused call"


_MODEL_LOCKS: "weakref.WeakKeyDictionary[Any, threading.Lock]" = weakref.WeakKeyDictionary()
_MODEL_LOCKS_GUARD = threading.Lock()


def model_lock(model: Any) -> threading.Lock:
    """One lock per edge model object: runs in parallel threads share an Agent (or a model)
    safely, and llama.cpp never computes two generations at once (they would spin each
    other's threads and corrupt its one KV cache)."""
    with _MODEL_LOCKS_GUARD:
        try:
            lock = _MODEL_LOCKS.get(model)
            if lock is None:
                lock = _MODEL_LOCKS[model] = threading.Lock()
        except TypeError:  # an object that cannot be weakly referenced: serialise on the class
            lock = _MODEL_LOCKS_GUARD_FALLBACK.setdefault(type(model), threading.Lock())
        return lock


_MODEL_LOCKS_GUARD_FALLBACK: dict[type, threading.Lock] = {}


def same_result(tool: Any) -> bool:
    """A repeat of this tool's successful call changes nothing (reads, whole-file writes)."""
    return bool(getattr(tool, "read_only", False) or getattr(tool, "idempotent", False))
