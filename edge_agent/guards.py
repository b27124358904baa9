"""Runtime guards that keep a small model going after a mistake, instead of the prompt asking it to.

Traces of the 0.5B edge model showed three ways a run ends badly that the runtime can see
and the model cannot: it gives its final answer right after a failed call (one error ends the
run); it alternates the same failing call with some other call, which a check of only the
previous step misses; and it sends arguments of the wrong shape and reads an error that says
what is wrong but not what is right. SWE-agent's interface study found feedback written for
the model moves solve rates more than prompt changes, so each guard answers with a message
that says what to do next. The agent loop calls these; they hold no state of their own beyond
what the run's step records say.
"""
from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from edge_agent.asked_again import asked_again
from edge_agent.models.chat import ToolSpec
from edge_agent.privacy.vault import PLACEHOLDER_TYPE
from edge_agent.records import StepRecord
from edge_agent.router.abilities import HELP_TOOLS
from edge_agent.tools.files import NEXT_AFTER_WRITE

FAILED_WINDOW = 6  # an identical call that failed within the last N steps is refused
RECOVERY_TAG = "recovery_nudge"
FINDER_PREFIXES = ("list_", "search_", "get_", "read_", "find_")
REPEAT_REFUSAL = "you already called"  # the agent's answer to a repeated read-only call (agent._execute)


def failed_before(steps: Sequence[StepRecord], tool: str, arguments: dict, window: int = FAILED_WINDOW) -> int | None:
    """Index of a step within the window that made this exact call and failed, else None."""
    for prev in reversed(list(steps)[-window:]):
        if not prev.ok and prev.tool == tool and prev.arguments == arguments and prev.error != RECOVERY_TAG:
            return prev.idx
    return None


def repeated_failure_text(tool: str, idx: int) -> str:
    return (f"this exact {tool} call already failed at step {idx + 1}; it will fail the same way again. "
            "Change the arguments (look the right value up first) or use another tool.")


REPEAT_WINDOW = 4  # a call identical to one of the last N successful calls is a loop


def succeeded_before(steps: Sequence[StepRecord], tool: str, arguments: dict, window: int = REPEAT_WINDOW) -> int | None:
    """Index of a recent step that made this exact call and succeeded, else None."""
    for prev in reversed(list(steps)[-window:]):
        if prev.ok and prev.tool == tool and prev.arguments == arguments:
            return prev.idx
    return None


# A tool's own report of a write ("wrote 5 bytes to x.txt", "appended 80 bytes to ...") inside what is written:
# the 0.5B wrote each write's result back into the file, growing it step by step (blind2 traces).
# run_shell's own frame too ("exit code 0", "stdout:"): a 0.5B wrote "exit code 0" over the count it had written.
_WRITE_REPORT = re.compile(r"\b\d+ bytes (?:to|from) \S|^\s*exit code -?\d+\b|\bstdout:|\bstderr:")
# The runtime's own words to the model (a refusal, a nudge) inside what is written: refused the write-back above, a
# 0.5B wrote the refusal itself over the right count it had written a step before (CI, 4 threads, data.csv).
_RUNTIME_TEXT = re.compile(r"\bnot run: (?:the |[\w.]+=)|^\s*(?:ERROR|Error|Result) from \w+:|\bfinal_answer\b|\bthis exact \w+ call already failed\b|"
                           f"{re.escape(REPEAT_REFUSAL)} \\w+ with these arguments\\b")
CONTENT_ARGS = ("content", "body", "text")


def echo_refusal(arguments: dict) -> str | None:
    """Why a write is refused because its content is a tool's result or the runtime's own message rather than the
    value, or None."""
    for key in CONTENT_ARGS:
        value = arguments.get(key)
        if isinstance(value, str) and (_WRITE_REPORT.search(value) or _RUNTIME_TEXT.search(value)):
            return (f"not run: the {key} repeats a tool's result or a message of the runtime, not what the task "
                    "asks for. Write only the value itself, or give the final_answer if it is already written.")
    return None


def empty_update(tool: str, arguments: dict) -> str | None:
    """Why an update that would write an empty value is refused, or None. A 0.5B "changed" a contact's phone to
    "" when told the new number, and emptied an event's attendees; forcing a non-empty value in the grammar
    instead made it write `]}` and a copy of the last result into the phone (the refusal is resampled)."""
    if not tool.startswith("update_"):
        return None
    empty = [k for k, v in arguments.items() if k != "id" and (v is None or v == "" or v == [])]
    if not empty:
        return None
    return (f"not run: the new {', '.join(empty)} is empty. Give the new value the request asks for "
            "(to change one field, name only that field).")


# Words a schema or a prompt uses for a value, not values: the 0.5B set a contact's new title to "strings".
PLACEHOLDERS = frozenset({"string", "strings", "str", "integer", "int", "number", "float", "boolean", "value",
                          "new value", "new_value", "text", "placeholder", "null", "undefined", "xxx", "..."})
_ANGLE = re.compile(r"^<[^<>]{1,40}>$")
# "rm -rf /path/to/render_farm/cache/*" as a new job's command, when the request said to take it from another job
# (blind14, development): a documentation stand-in, not a path anyone has
_PATH_STAND_IN = re.compile(r"(?i)(?:^|[\s'\"=])/?path/to/|/your[-_](?:path|dir|folder|file)\b")
# JSON debris as a value: under the grammar the 0.5B closed the object inside a string ("]}  # 更新命令\n{" as a
# job's new command).
_DEBRIS = re.compile(r"^\s*[\]\}\),:]")
# a written value of symbols only: '>*</>*</>*</>*' as a job's new command (blind13); a read's glob "**/*" is fine
_SYMBOLS_ONLY = re.compile(r"^[^\w\s\u3400-\u9fff]{4,}$")
WRITE_PREFIXES = ("update_", "set_", "create_", "add_")
# An identical create in one run makes a second record: the 0.5B created the same purchase order four times in a row
# (blind5 traces, after the held-out run; services refused duplicates of todos, events and mail only). An identical
# stock adjustment applies the change again: the 0.5B wrote the same +3 four times (blind14, development).
CREATE_PREFIXES = ("create_", "add_", "send_", "log_", "post_", "adjust_")


def placeholder_value(tool: str, arguments: dict) -> str | None:
    """Why a write whose value is a placeholder word ("string", "<title>"), or any call with JSON debris as a value
    (a search_files glob of "]}"), is refused, or None (the step is resampled)."""
    writes = tool.startswith(WRITE_PREFIXES)
    bad = [k for k, v in arguments.items() if isinstance(v, str) and (_DEBRIS.match(v) or (
        writes and k not in ("id", "reason") and (v.strip().casefold() in PLACEHOLDERS or _ANGLE.match(v.strip())
                                                  or _PATH_STAND_IN.search(v) or _SYMBOLS_ONLY.match(v.strip()))))]
    if not bad:
        return None
    return (f"not run: {', '.join(f'{k}={arguments[k]!r}' for k in bad)} is a placeholder or JSON debris, not a value. "
            "Write the real value from the request or from what you looked up.")


# A privacy placeholder written without its brackets: the 1.5B cloud model searched contacts for "PERSON_001" and
# invited "PERSON_003" (blind15, cloud-only, read after its held-out measure); the gate puts real values back only
# for the exact bracketed form it wrote (privacy/vault.py), so the bare form reached the tool as text.
_BARE_PLACEHOLDER = re.compile(r"(?<![\[\w])(" + "|".join(sorted(set(PLACEHOLDER_TYPE.values()))) + r")_(\d{3})(?![\]\w])")


def bare_placeholder(arguments: dict) -> str | None:
    """The refusal of a call with a placeholder missing its brackets, or None."""
    values = [v for v in arguments.values() if isinstance(v, str)] + \
        [x for v in arguments.values() if isinstance(v, list) for x in v if isinstance(x, str)]
    for v in values:
        if m := _BARE_PLACEHOLDER.search(v):
            return (f"not run: {m.group(0)} is a placeholder written without its brackets. Write it exactly as "
                    f"[{m.group(0)}] and the runtime puts the real value in.")
    return None


def refusal(steps: Sequence[StepRecord], tool: str, arguments: dict, same_result: bool) -> str | None:
    """Why this call is not run again, or None. A repeat of a recent failure fails the same way; a repeat of a
    recent success of a tool whose repeat gives the same result (`same_result`: a read whose result is above, a
    write that is already done) changes nothing. Small models loop on both (a 0.5B run wrote the same file four
    times), so the step becomes a nudge instead. A shell command may poll, so its repeats run."""
    if echo := echo_refusal(arguments):
        return echo
    if empty := empty_update(tool, arguments):
        return empty
    if placeholder := placeholder_value(tool, arguments) or bare_placeholder(arguments):
        return placeholder
    if again := asked_again(steps, tool, arguments):
        return again
    failed = failed_before(steps, tool, arguments)
    if failed is not None:
        return repeated_failure_text(tool, failed)
    done = succeeded_before(steps, tool, arguments) if same_result else None
    creates = tool.startswith(CREATE_PREFIXES)
    made = None if same_result or not creates else succeeded_before(steps, tool, arguments, window=len(steps))
    if made is not None:
        again = "apply the same change a second time" if tool.startswith("adjust_") else "make a second copy"
        return (f"not run: this exact {tool} call already succeeded at step {made + 1}; running it again would {again}. "
                "Take the next step, or give the final_answer.")
    if done is not None:
        return (f"{REPEAT_REFUSAL} {tool} with these arguments at step {done + 1} and it succeeded; its result is "
                "above. Doing it again changes nothing: take the next step, or give the final_answer.")
    return None


# A read asked again is refused here, so the agent resamples the step (greedy decoding repeats it; a hotter draw
# moved the 0.5B on to its answer), but when the draw stands the read gets its earlier result again under this mark
# (repeat_result), not a refusal in words: "you already called list_events …; its result is above" was the 0.5B's
# most common last answer, copied word for word (blind5/blind6 traces). Showing the result again without the
# resample was tried: the 0.5B then read the same contact three times instead of answering.
REPEAT_MARK = "(same result as step"


def is_repeat(step: StepRecord) -> bool:
    """A step that showed an earlier read's result again, or refused a repeat: no new attempt either way."""
    obs = step.observation or ""
    return obs.startswith(REPEAT_MARK) or obs.startswith(REPEAT_REFUSAL)


def repeat_result(steps: Sequence[StepRecord], tool: str, arguments: dict, same_result: bool) -> str | None:
    """The observation for a repeat of a recent successful lookup (list_, search_, get_, read_ …) that the
    resample did not move off: the earlier result again under REPEAT_MARK; None when the call is no such repeat."""
    if not same_result or not tool.startswith(FINDER_PREFIXES):
        return None
    done = succeeded_before(steps, tool, arguments)
    if done is None:
        return None
    earlier = next(s for s in steps if s.idx == done)
    text = re.sub(r"^\(same result as step \d+\)\n", "", earlier.observation or "")
    return f"{REPEAT_MARK} {done + 1})\n{text}"


# Resampling a refused step: greedy decoding repeats a refused call for the same context, so the step is
# drawn again at these temperatures in turn; a draw that repeats the refused call is rejected.
RESAMPLE_TEMPERATURES = (0.7, 1.0)
RESAMPLE_SEED = 1234  # passed to a model whose complete() takes a seed


def resample_seed(model: Any) -> Any:
    """The seed a resample draws with when the model's complete() takes none: llama.cpp seeds every
    generation with the seed the model was loaded with (LlamaCppModel's default 0), so a draw is reproducible."""
    return getattr(getattr(model, "llm", None), "_seed", "the model's fixed seed")


def _last_real(steps: Sequence[StepRecord]) -> StepRecord | None:
    """The last step that ran a tool (invalid replies, nudges and help requests are not actions: a failed
    ask_advisor is no failed attempt at the task)."""
    for s in reversed(list(steps)):
        if s.tool not in ("(invalid)", "(none)", *HELP_TOOLS) and s.error != RECOVERY_TAG:
            return s
    return None


def recovery_nudge(steps: Sequence[StepRecord], tool_names: Sequence[str], steps_left: int) -> str | None:
    """The message to send instead of accepting a final answer that follows a failed call with no
    success since; None when the answer should stand. One nudge per run (a model that answers
    again after it has been nudged is believed), and only with room for a retry and an answer."""
    if steps_left < 2 or any(s.error == RECOVERY_TAG for s in steps):
        return None
    # A repeated read refused with "you already called X; its result is above" is no attempt: what counts is the
    # call before it (a 0.5B re-listed the config after its set_config failed, then answered "already updated").
    last = _last_real([s for s in steps if not is_repeat(s)])
    if last is None or last.ok or last.tool == "final_answer":
        return None
    finders = [n for n in tool_names if n.startswith(FINDER_PREFIXES)]
    how = f" Look the right value up with {' or '.join(finders[:3])}, then retry." if finders else ""
    return f"{last.tool} failed and nothing has succeeded since: try another way first.{how}"


# The next step after this is a call (grounding.step_schema).
ECHO_NUDGE = "not an answer: it repeats a tool's message. Answer the request from what the steps found."


# Sentences the runtime writes to the model, never a finding: an answer that carries one copied the last
# observation ("wrote 44 bytes to error.txt. If the task asks for nothing more, give the final_answer now." was the
# 0.5B's whole answer to "which region had the biggest February?", blind4 traces).
RUNTIME_SENTENCES = (NEXT_AFTER_WRITE, "its result is above. Doing it again changes nothing",
                     "it will fail the same way again", "Do not guess", REPEAT_MARK, "This is your last step: give",
                     "not an answer: it repeats")


def echoed_error(answer: str, steps: Sequence[StepRecord]) -> bool:
    """The final answer repeats a failed step's message ("This exact add_todo call already failed at step 3 ..."):
    a 0.5B that had done the task (the todo checked off) answered with the refusal text it read last; or it carries
    one of the runtime's own instructions to the model (`RUNTIME_SENTENCES`)."""
    flat = " ".join(answer.lower().split())
    if any(" ".join(t.lower().split()) in flat for t in RUNTIME_SENTENCES):
        return True
    head = " ".join(re.sub(r"^\W*error\W*", "", answer.strip().lower()).split())[:40]
    if len(head) < 20:
        return False
    return any(not s.ok and head in " ".join((s.observation or "").lower().split()) for s in steps)


def final_nudge(steps: Sequence[StepRecord], tool_names: Sequence[str], steps_left: int, answer: str,
                withheld: bool) -> str | None:
    """The message sent instead of accepting this final answer, or None: one per run, when the answer repeats an
    error message, or (unless the grammar already withheld the answer for this failure streak: `withheld`) when
    it follows a failed call with no success since."""
    if steps_left >= 2 and not any(s.error == RECOVERY_TAG for s in steps) and echoed_error(answer, steps):
        return ECHO_NUDGE
    return None if withheld else recovery_nudge(steps, tool_names, steps_left)


def help_hint(steps: Sequence[StepRecord], tool_names: Sequence[str]) -> str:
    """A line appended to a failed call's error while the run may ask for advice and has not: the 0.5B
    almost never called ask_advisor on its own (the seed study: knowing when to ask decides collaboration)."""
    if "ask_advisor" not in tool_names or any(s.tool == "ask_advisor" for s in steps):
        return ""
    return "\nIf you are not sure how to fix this, call ask_advisor with your question."


LAST_STEP_NOTE = "\n\n(This is your last step: give your final_answer now, with what you found or did so far.)"


def last_step_schema(schema: dict[str, Any], steps_left: int) -> dict[str, Any]:
    """On the last step the action schema allows only final_answer: a run that would end at the step
    limit ends with the model's answer (graders give credit for it) instead of with no answer."""
    if steps_left > 1 or "anyOf" not in schema:
        return schema
    final = [b for b in schema["anyOf"] if b.get("properties", {}).get("tool", {}).get("const") == "final_answer"]
    return {"anyOf": final} if final else schema


def _example(name: str, schema: dict[str, Any]) -> Any:
    if "enum" in schema:
        return schema["enum"][0]
    if "const" in schema:
        return schema["const"]
    if "anyOf" in schema:
        options = [o for o in schema["anyOf"] if o.get("type") != "null"]
        return _example(name, options[0]) if options else None
    if "default" in schema and schema["default"] not in (None, "", [], {}):
        return schema["default"]
    kind = schema.get("type")
    if kind == "integer":
        return 1
    if kind == "number":
        return 1.5
    if kind == "boolean":
        return True
    if kind == "array":
        return [_example(name, schema.get("items", {"type": "string"}))]
    if kind == "object":
        return {k: _example(k, v) for k, v in schema.get("properties", {}).items()}
    return f"<{name}>"


def argument_shape(spec: ToolSpec) -> str:
    """'{"tool": "x", "arguments": {...}}' with every required argument and a placeholder value."""
    props = spec.parameters.get("properties", {})
    required = spec.parameters.get("required", [])
    args = {k: _example(k, props[k]) for k in required if k in props}
    optional = [k for k in props if k not in required]
    shape = json.dumps({"tool": spec.name, "arguments": args}, ensure_ascii=False)
    return f"Expected: {shape}" + (f" (optional: {', '.join(optional)})" if optional else "")


def explain_bad_arguments(text: str, spec: ToolSpec) -> str:
    """An invalid-argument error with the expected shape appended."""
    return f"{text}\n{argument_shape(spec)}"


def step_note(calls: Sequence[Any]) -> str:
    """What a step's model calls say about themselves that the step reason should carry."""
    notes = []
    for call in calls:
        finish = getattr(getattr(call, "completion", None), "finish_reason", None) or ""
        if finish.startswith("repetition"):
            notes.append(f"{call.side} output repeated itself; stopped early and retried with a repeat penalty")
    return "; ".join(notes)
