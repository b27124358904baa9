"""Edge model calls the agent loop shares between steps: one lock per model, and the resampled step.

Kept apart from the loop (agent.py) so the loop stays one job. A refused greedy step is drawn again
here: greedy decoding emits the same call for the same context, so refusing it changes nothing (a
0.5B trace repeated one refused read five times).
"""
from __future__ import annotations

import threading
import weakref
from typing import Any

from edge_agent.answer_grounding import example_write
from edge_agent.grounding import without_tool
from edge_agent.guards import RESAMPLE_SEED, RESAMPLE_TEMPERATURES, echoed_error, refusal, repeat_result, resample_seed
from edge_agent.models.chat import Completion, ModelError
from edge_agent.protocol import ActionError, action_from_completion
from edge_agent.change_scope import scope_refusal
from edge_agent.copied_title import copied_title
from edge_agent.records import ModelCall
from edge_agent.repairs import repaired
from edge_agent.reply_target import reply_refusal
from edge_agent.invented_address import invented_address
from edge_agent.unrelated_target import stale_refusal, unrelated_read, unrelated_refusal
from edge_agent.request_fields import field_refusal
from edge_agent.request_quantity import quantity_refusal
from edge_agent.request_schedule import schedule_refusal
from edge_agent.request_kind import WRITE_PREFIXES
from edge_agent.search_drift import drift_refusal
from edge_agent.single_field import unfold
from edge_agent.target_files import input_write_refusal
from edge_agent.text_append import append_refusal
from edge_agent.tools import Observation
from edge_agent.unit_values import unit_refusal


def redrawn(edge: Any, takes_seed: bool, max_tokens: int, messages, schema, calls: list[ModelCall], registry: Any,
            steps, greedy: Completion, action, request: str = "") -> tuple[Completion, Any, str]:
    """The step's action, drawn again (resample_step) when greedy decoding gave a call the runtime refuses or a
    final answer that copies the runtime's own words ("This exact search_kb call already failed at step 6 …" was
    the 0.5B's answer in three blind5/blind6 runs, even after one send-back). Returns (completion, action, note);
    the note is "" when the greedy action stands."""
    note = ""
    system = str(messages[0].get("content", "")) if messages else ""

    def refused(a) -> bool:
        # guards.refusal (a repeat of a failed call), and a write at a row with no word of the request: the 0.5B,
        # refused that once, went on reading and adjusting the same wrong row (blind12); a fresh draw is what helps.
        # Refusals that teach a value (a unit, a scope, an address) are shown instead, so the model reads them. The
        # call is judged as it would run, with the request's stated values written in (repairs): "delta 3" repaired to
        # -3 repeated a failed call five times unnoticed (blind13).
        if a.is_final:
            return False
        args = repaired(request, steps, a.tool, a.arguments, system)[0]
        return (refusal(steps, a.tool, args, same_result(registry.get(a.tool))) is not None
                or _redrawn_refusal(request, steps, a.tool, args) is not None)

    if refused(action):
        greedy, action, note, schema = resample_step(edge, takes_seed, max_tokens, messages, schema, calls, registry,
                                                     greedy, action, reject=refused)
    if action.is_final and echoed_error(action.answer or "", steps):  # also when the resample drew the echo
        greedy, action, echo, _ = resample_step(
            edge, takes_seed, max_tokens, messages, schema, calls, registry, greedy, action,
            reject=lambda x: refused(x) or (x.is_final and echoed_error(x.answer or "", steps)))
        note = "; ".join(n for n in (note, echo.replace("a refused final_answer call",
                                                         "an answer that copies a runtime message")) if n)
    return greedy, action, note


# Refusals that a fresh draw answers better than words (the step is drawn again when the edge made the call): a
# write at a row with no word of the request, a web search about something else, a new record titled as a listed
# one, a read of a listed row far from the request.
_REDRAWN = (unrelated_refusal, drift_refusal, copied_title, unrelated_read)


def _redrawn_refusal(request: str, steps, name: str, arguments: dict) -> str | None:
    return next((msg for check in _REDRAWN if (msg := check(request, steps, name, arguments)) is not None), None)


def checked_call(steps, name: str, arguments: dict, tool: Any, request: str = "") -> Observation | None:
    """What a call gets instead of running: a read asked again (which the loop has tried to resample) gets its
    earlier result again (guards.repeat_result), a refused call (guards.refusal, a write over a file the request
    only reads: target_files, a change the request has no word for: change_scope, a number in the wrong time unit:
    unit_values, a reply sent to the user's own address: reply_target, an address no one gave: invented_address, a row with no word of the request or an archived one: unrelated_target, a web search of no word of the request: search_drift, a new record titled as a listed one: copied_title, a read of a listed row far from the request: unrelated_read, a count other than the request's: request_quantity, a schedule that does not say the request's time:
    request_schedule, a text replaced when the request adds to it: text_append, a person or a shift the request states and the
    write misses: request_fields) its refusal; None when it runs."""
    same = same_result(tool)
    if (again := repeat_result(steps, name, arguments, same)) is not None:
        return Observation(True, again)
    refused = (refusal(steps, name, arguments, same) or input_write_refusal(request, name, arguments)
               or example_write(steps, name, arguments, request)
               or (unit_refusal(request, arguments) if name.startswith(WRITE_PREFIXES) else None)
               or (scope_refusal(request, steps, name, arguments) if request else None)
               or reply_refusal(request, steps, name, arguments)
               or invented_address(request, steps, name, arguments)
               or _redrawn_refusal(request, steps, name, arguments)
               or stale_refusal(request, steps, name, arguments)
               or quantity_refusal(request, name, arguments)
               or schedule_refusal(request, name, arguments)
               or append_refusal(request, steps, name, arguments)
               or field_refusal(request, steps, name, arguments))
    return None if refused is None else Observation(False, refused)


NARROW_DRAWS = 3  # greedy draws with refused tools left out, after the hot draws


def resample_step(edge: Any, takes_seed: bool, max_tokens: int, messages, schema, calls: list[ModelCall],
                  registry: Any, greedy: Completion, refused_action, reject: Any = None):
    """Draw the step again at a temperature, with a fixed seed so the run is reproducible; a draw that
    repeats the refused call (or that `reject` refuses) is rejected (the penalty on the refused call) and the
    next draw is hotter. When every draw is rejected, greedy draws follow with the rejected calls' tools left out of
    the step's grammar, one more tool each time a draw is rejected again (a 0.5B, kept from a refused
    search_customers, drew the update_deal call that had already failed; blind9). Returns (completion, action,
    note, schema): the schema the action was drawn under, for any later redraw of the same step."""
    seed = resample_seed(edge)
    banned = {refused_action.tool}
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
        same = action.tool == refused_action.tool and action.arguments == refused_action.arguments
        if not same and not (reject is not None and reject(action)):
            return c, action, (f"resampled at temperature {temperature:g}, seed {kw.get('seed', seed)}: "
                               f"the greedy reply repeated a refused {refused_action.tool} call"), schema
        banned.add(action.tool)
    narrowed = schema
    for _ in range(NARROW_DRAWS):  # the constraint a nudge is not: this step cannot make those calls at all
        for tool in sorted(banned):
            narrowed = without_tool(narrowed, tool)
        if narrowed is schema:
            break
        try:
            with model_lock(edge):
                c = edge.complete(messages, response_schema=narrowed, max_tokens=max_tokens, temperature=0.0)
            calls.append(ModelCall("edge", "resample", c))
            action = unfold(action_from_completion(c, [*registry.names()]), registry)
        except (ModelError, ActionError):
            break
        left_out = ", ".join(sorted(banned))
        if reject is None or not reject(action):
            return c, action, (f"every resampled draw repeated the refused {refused_action.tool} call; drawn "
                               f"again greedily without {left_out} in this step's grammar"), narrowed
        if action.tool in banned:
            break
        banned.add(action.tool)
    return greedy, refused_action, "resampled, but every draw repeated the refused call", schema


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
