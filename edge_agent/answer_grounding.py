"""A final answer is checked against what the run observed before it is accepted.

The 0.5B edge model's answers on blind7 were not grounded in anything it read: three of fourteen copied the system
prompt's one worked example with new numbers ("There are 476 .vehicles files in fleet/vehicles.csv; saved 476 to
n.txt"), others invented a number ("Green Valley Produce has 4231 invoices in total") or a change that never
happened ("The refund policy ... has been successfully resolved" with no successful change of that kind). The
runtime sees what the model cannot keep in mind: the request, every tool result, and which calls succeeded. So an
answer is sent back, with a message that says what is wrong and which tool would show the truth, when

- **it reuses the worked example** (`example_copy`): a file name, path or name from the example's answers, or four
  words in a row of one (numbers taken as any number), that neither the request nor any result contains;
- **a number in it is unsupported** (`unsupported_number`): it appears in no tool result, nor the request, nor the
  system prompt's dates, and is not the sum or difference of two numbers that do (nor a small count); 1,234.50 and
  1234.5 are the same number, and Chinese numerals are read (三十五 is 35);
- **it says a change was made and none was** (`unmade_change`): "has been updated", "已删除" … while no call that
  changes anything succeeded and a tool that could is offered (`grounding.unchanged_answer` holds the answer of a
  change request back while nothing has changed; this catches the answer that claims the change anyway).

Each kind sends an answer back at most once, and at most two per run (`MAX_SENDBACKS`); the step that sends it
back is recorded like the recovery nudge (`guards.RECOVERY_TAG`), and the next step is a call
(`grounding.step_schema`), so the model looks before it answers again. Never a loop: the third answer stands.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from importlib import resources

from edge_agent.answer_shape import SHAPE_SENT_BACK, TIME_SENT_BACK, past_sendback, shape_sendback
from edge_agent.record_choice import CHOICE_SENT_BACK, choice_sendback
from edge_agent.stale_source import STALE_SENT_BACK, stale_sendback
from edge_agent.text_numbers import _NUMBER, _canonical, numbers, plain_numbers  # noqa: F401  (re-exported)
from edge_agent.zh_numbers import zh_number  # noqa: F401  (tests import zh_number from here)
from edge_agent.guards import FINDER_PREFIXES, RECOVERY_TAG, final_nudge
from edge_agent.records import StepRecord
from edge_agent.request_kind import WRITE_PREFIXES

MAX_SENDBACKS = 2
EXAMPLE_FILES = ("example_files.md", "example_records.md", "example_questions.md")
EXAMPLE_SENT_BACK = "Not accepted: this answer copies the worked example in the instructions"
NUMBER_SENT_BACK = "Not accepted: the number"
CHANGE_SENT_BACK = "Not accepted: the answer says something was changed"
SMALL_COUNT = 20  # a count of rows or items the model may have counted itself


@lru_cache(maxsize=1)
def example_texts() -> tuple[str, ...]:
    prompts = resources.files("edge_agent.prompts")
    return tuple(prompts.joinpath(name).read_text("utf-8").strip() for name in EXAMPLE_FILES)


_ANSWER = re.compile(r'"answer":\s*"((?:[^"\\]|\\.)*)"')
_TOKEN = re.compile(r"[\w./@-]+")
_NUMBERISH = re.compile(r"^[\d.,]+$")


def _words(text: str) -> list[str]:
    return [w.strip(".,;:").casefold() for w in _TOKEN.findall(text) if w.strip(".,;:")]


@lru_cache(maxsize=1)
def example_markers() -> tuple[frozenset[str], tuple[tuple[str, ...], ...]]:
    """What marks a copy of the worked example: the distinctive tokens of its answers (with a dot, slash, dash or
    @ inside, or a capitalised word after the first) and their four-word sequences, numbers as '#'."""
    tokens: set[str] = set()
    grams: list[tuple[str, ...]] = []
    for text in example_texts():
        for answer in _ANSWER.findall(text):
            raw = _TOKEN.findall(answer)
            for i, w in enumerate(raw):
                w = w.strip(".,;:")
                if not any(c.isalnum() for c in w) or _NUMBERISH.match(w):
                    continue
                if any(c in w for c in "./-@") or (i and w[0].isupper()):
                    tokens.add(w.casefold())
            words = ["#" if _NUMBERISH.match(w) else w for w in _words(answer)]
            grams += [tuple(words[i : i + 4]) for i in range(len(words) - 3)]
    return frozenset(tokens), tuple(grams)


def example_copy(answer: str, sources: str) -> str | None:
    """The part of the answer that comes from the worked example and from nothing this run saw, or None."""
    tokens, grams = example_markers()
    seen = set(_words(sources))
    words = _words(answer)
    for w in words:
        if w in tokens and w not in seen:
            return w
    shape = ["#" if _NUMBERISH.match(w) else w for w in words]
    flat_sources = " ".join(_words(sources))
    for i in range(len(shape) - 3):
        gram = tuple(shape[i : i + 4])
        if gram in grams and " ".join(words[i : i + 4]) not in flat_sources:
            return " ".join(words[i : i + 4])
    return None


def example_write(steps: Sequence[StepRecord], tool: str, arguments: dict, request: str) -> str | None:
    """Why a file write is refused because its content copies the worked example (a 0.5B, its count written,
    overwrote report.txt with "7 .zorb files are in moons/; saved 7 to n.txt"), or None. What the request and
    the run's results hold is no copy."""
    if not tool.startswith(("write_", "append_")):
        return None
    content = str(arguments.get("content") or "")
    sources = "\n".join([request, *(s.observation or "" for s in steps)])
    copied = example_copy(content, sources) if content.strip() else None
    if copied is None:
        return None
    return (f"not run: the content copies the worked example in the instructions ('{copied}'), not this task. "
            "Write only the value this task asks for, or give the final_answer if it is already written.")


def supported_numbers(sources: str) -> set[str]:
    """The numbers the sources hold (commas read both ways), and the sums and differences of two of them."""
    values = sorted({float(n) for n in [*numbers(sources), *plain_numbers(sources)]})[:400]
    out = {_canonical(v) for v in values}
    for i, a in enumerate(values):
        for b in values[i:]:
            out.add(_canonical(a + b))
            out.add(_canonical(abs(b - a)))
    return out


def unsupported_number(answer: str, sources: str) -> str | None:
    """The first number in the answer that the run has not seen (nor could have added up), or None."""
    supported: set[str] | None = None
    for match in _NUMBER.finditer(answer):
        n = _canonical(float(match.group(0).replace(",", "")))
        if float(n) <= SMALL_COUNT:
            continue
        if supported is None:
            supported = supported_numbers(sources)
        if n not in supported and not all(
            p in supported or float(p) <= SMALL_COUNT for p in plain_numbers(match.group(0))
        ):
            return n
    for n in numbers(_NUMBER.sub(" ", answer)):  # Chinese numerals
        if float(n) > SMALL_COUNT and n not in (supported := supported or supported_numbers(sources)):
            return n
    return None


_CLAIM = re.compile(
    r"\b(?:has|have|had)\s+(?:now\s+)?(?:been\s+)?(?:successfully\s+)?(?:updated|changed|deleted|removed|moved|marked|"
    r"sent|set|created|added|resolved|closed|cancell?ed|rescheduled|scheduled|saved|written|replied|approved|rejected|"
    r"booked|assigned|reassigned|completed|disabled|enabled|turned|logged|recorded|merged|renamed|paid|refunded)\b"
    r"|\bsuccessfully\b|\b(?:is|are)\s+now\s+(?:marked|set|closed|resolved|disabled|enabled|off|on)\b"
    r"|\w\)?:?\s+(?:status\s+)?'?[^\W\d][\w-]*'?\s*->\s*'?[^\W\d]"  # the records example's "status out -> returned"
    r"|已(?:经)?(?:成功)?(?:更新|修改|改|删除|删|发送|发|标记|设置|设为|创建|添加|关闭|关掉|完成|回复|记录|安排|取消|移|写入|保存|处理|指派|分配|合并|通知)"
)
CHANGING_TOOLS = ("write_file", "edit_file", "run_shell")


def unmade_change(answer: str, steps: Sequence[StepRecord], tool_names: Sequence[str]) -> list[str] | None:
    """The tools that could make the change an answer claims ([] when none is offered: a question's run), when it
    claims one and no change succeeded; else None."""
    if not _CLAIM.search(answer):
        return None
    changers = [n for n in tool_names if n.startswith(WRITE_PREFIXES) or n in CHANGING_TOOLS]
    if any(s.ok and (s.tool.startswith(WRITE_PREFIXES) or s.tool in CHANGING_TOOLS) for s in steps):
        return None
    return changers


def delivered(answer: str, sources: str, steps: Sequence[StepRecord]) -> bool:
    """The run wrote a file and the answer's numbers are all ones it saw: only the wording is the example's. Sent back,
    the 0.5B ran `echo 'saved 3 to n.txt' > notes.md` over its input after it had written the right count."""
    found = set(numbers(answer))
    wrote = any(s.ok and s.tool.startswith(WRITE_PREFIXES) for s in steps)
    return wrote and bool(found) and found <= set(numbers(sources))


def observed_text(messages: Sequence[dict]) -> str:
    """What the run has seen: the system prompt without its worked example (its tool list and dates), the request,
    every tool result and any advice (all user turns); never the model's own replies."""
    parts = []
    for m in messages:
        content = m.get("content")
        if not isinstance(content, str):
            continue
        if m.get("role") == "system":
            for example in example_texts():
                content = content.replace(example, "")
            parts.append(content)
        elif m.get("role") == "user":
            parts.append(content)
    return "\n".join(parts)


def _finders(tool_names: Sequence[str]) -> str:
    names = [n for n in tool_names if n.startswith(FINDER_PREFIXES) or n == "run_shell"]
    return " or ".join(names[:3]) or "a tool that looks it up"


def grounding_nudge(
    answer: str, messages: Sequence[dict], steps: Sequence[StepRecord], tool_names: Sequence[str], steps_left: int,
    request: str = "",
) -> str | None:
    """The message sent back instead of accepting this answer, or None when it stands."""
    sent = [s.observation or "" for s in steps if s.error == RECOVERY_TAG]
    if steps_left < 2 or len(sent) >= MAX_SENDBACKS or not answer.strip():
        return None

    def unused(prefix: str) -> bool:
        return not any(o.startswith(prefix) for o in sent)

    sources = observed_text(messages)
    if unused(EXAMPLE_SENT_BACK) and (copied := example_copy(answer, sources)) is not None and not delivered(
        answer, sources, steps
    ):
        return (
            f"{EXAMPLE_SENT_BACK} ('{copied}'), not this task. Answer this request with what the tool results "
            "above show; look first if they do not show it."
        )
    if unused(NUMBER_SENT_BACK) and (n := unsupported_number(answer, sources)) is not None:
        return (
            f"{NUMBER_SENT_BACK} {n} is in no tool result and not in the request. Find it with "
            f"{_finders(tool_names)}, then answer with the value you read."
        )
    if unused(CHANGE_SENT_BACK) and (changers := unmade_change(answer, steps, tool_names)) is not None:
        how = (
            f"If the request asks for one, make it with {' or '.join(changers[:3])}; otherwise answer"
            if changers
            else "Nothing can be changed here: answer the question"
        )
        return f"{CHANGE_SENT_BACK}, but no change succeeded in this run. {how} with what the results show."
    if request and unused(SHAPE_SENT_BACK) and (shape := shape_sendback(request, answer, sources)) is not None:
        return shape
    system = next((m["content"] for m in messages if m.get("role") == "system" and isinstance(m.get("content"), str)), "")
    if request and unused(TIME_SENT_BACK) and (past := past_sendback(request, answer, system)) is not None:
        return past
    if request and unused(STALE_SENT_BACK) and (stale := stale_sendback(request, answer, steps)) is not None:
        return stale
    if request and unused(CHOICE_SENT_BACK):
        return choice_sendback(request, answer, steps, system)
    return None


def answer_nudge(
    steps: Sequence[StepRecord],
    tool_names: Sequence[str],
    steps_left: int,
    answer: str,
    messages: Sequence[dict],
    withheld: bool,
    request: str = "",
) -> str | None:
    """What a final answer gets instead of being accepted: the recovery or echo nudge (guards.final_nudge), else a
    grounding send-back (the request's question shape among them, edge_agent.answer_shape); None when it stands."""
    nudge = final_nudge(steps, tool_names, steps_left, answer, withheld)
    return nudge if nudge is not None else grounding_nudge(answer, messages, steps, tool_names, steps_left, request)
