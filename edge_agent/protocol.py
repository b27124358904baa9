"""The action protocol spoken by every model: one JSON object per reply.

    {"tool": "<name>", "arguments": {...}}          a tool call
    {"tool": "final_answer", "arguments": {"answer": "..."}}

Small models answer best when the tools are described in the system prompt and the
output is constrained by a schema whose tool name is an enum, so that is what we do.
Parsing is lenient (code fences, prose around the JSON, <tool_call> tags, common key
synonyms); argument validation is strict and happens in the ToolRegistry.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, Sequence

from edge_agent.dates import dates_line
from edge_agent.looped_answer import looped_final
from edge_agent.models.chat import Completion, ToolSpec
from edge_agent.errors import EdgeAgentError
from edge_agent.request_kind import question_only

FINAL = "final_answer"
# No description: the prompt's header says what final_answer is for, and the 0.5B copied the old one ("Finish the
# task and give the answer ...") into todo titles, the nearest text to the arguments it was writing.
FINAL_SPEC = ToolSpec(
    FINAL,
    "",
    {"type": "object", "properties": {"answer": {"type": "string"}}, "required": ["answer"]},
)
_TOOL_KEYS = ("tool", "name", "tool_name", "action", "function")
_ARG_KEYS = ("arguments", "args", "parameters", "action_input", "input")


class ActionError(EdgeAgentError, ValueError):
    """The model's reply is not a usable action; the message is shown to the model."""


@dataclass
class Action:
    tool: str
    arguments: dict[str, Any] = field(default_factory=dict)

    @property
    def is_final(self) -> bool:
        return self.tool == FINAL

    @property
    def answer(self) -> str:
        return str(self.arguments.get("answer", ""))

    def to_json(self) -> str:
        return json.dumps({"tool": self.tool, "arguments": self.arguments}, ensure_ascii=False)


DESCRIPTION_MAX = 110  # characters of a tool description in the prompt: it is evaluated on every cold start


def _type(p: dict[str, Any]) -> str:
    if "enum" in p:
        return "|".join(str(v) for v in p["enum"])
    if "anyOf" in p:
        return "|".join(_type(x) for x in p["anyOf"] if x.get("type") != "null") or "any"
    if p.get("type") == "array":
        return f"list of {_type(p.get('items', {}))}"
    return p.get("type") or "any"


def short_description(text: str, limit: int = DESCRIPTION_MAX) -> str:
    """The description cut at a sentence end near the limit (never mid-word)."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[:limit]
    end = max(cut.rfind(". "), cut.rfind("; "))
    return cut[: end + 1] if end > limit // 2 else cut[: cut.rfind(" ")] + "…"


def _describe(spec: ToolSpec) -> str:
    props = spec.parameters.get("properties", {})
    required = set(spec.parameters.get("required", []))
    args = [f"{name}{'' if name in required else '?'}: {_type(p)}" for name, p in props.items()]
    desc = short_description(spec.description)
    return f"- {spec.name}({', '.join(args)})" + (f": {desc}" if desc else "")


_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


def is_chinese(text: str) -> bool:
    """A task written mainly in Chinese: CJK characters outnumber Latin letters."""
    cjk = len(_CJK.findall(text))
    latin = sum(1 for c in text if c.isascii() and c.isalpha())
    return cjk > 0 and cjk >= latin / 2


FILE_TOOLS = frozenset({"read_file", "write_file", "list_files", "run_shell"})
FILE_RULES = {
    "en": "\n- Write only the files the task names, and put in them exactly what it asks for (the value itself, "
          "not a tool's result).",
    "zh": "\n- 只写任务指定的文件，内容正是任务要的（值本身，不是工具返回的结果文字）。",
}


TODAY_LINE = {"en": "Today is ", "zh": "今天是 "}


def system_prompt(specs: Sequence[ToolSpec], extra: str = "", task: str = "", today: str = "") -> str:
    """Only the given tools, short descriptions, one worked example that matches the kind of tools (files or
    records), and the file rules where files are involved; in Chinese for a Chinese task."""
    lang = "zh" if task and is_chinese(task) else "en"
    prompts = resources.files("edge_agent.prompts")
    template = prompts.joinpath("system.zh.md" if lang == "zh" else "system.md").read_text("utf-8")
    files = any(s.name in FILE_TOOLS for s in specs)
    # A question over records gets an answer worked out in a sentence (count the matching rows), not the change
    # example's "BK-4 (Vask telescope): status out -> returned" frame, which the 0.5B copied into its answers.
    name = "example_files.md" if files else "example_questions.md" if task and question_only(task) else "example_records.md"
    example = prompts.joinpath(name).read_text("utf-8").strip()
    tools = "\n".join(_describe(s) for s in [*specs, FINAL_SPEC])
    text = (template.replace("{file_rules}", FILE_RULES[lang] if files else "").replace("{example}", example)
            .replace("{tools}", tools))
    # The date: "tomorrow's review" cannot be found without it (a 0.5B searched 2023 seven times).
    # The request's relative dates resolved too: the 0.5B cannot count from today to "next Tuesday" (edge_agent.dates).
    if today:
        text += "\n\n" + (dates_line(task, today, lang) or f"{TODAY_LINE[lang]}{today}")
    return text + ("\n\n" + extra.strip() if extra.strip() else "")


# Under a grammar a small model can fill a string with one digit repeated until max_tokens
# (an "id" of 500 characters took ~40 s to generate and was invalid anyway). Strings get a
# length bound unless the schema sets one: identifiers and other short values a tight one, free
# text none (max_tokens bounds it, and the model's repetition guard stops a loop in it).
# Numbers are already bounded by the grammar (at most 16 digits per part).
FREE_TEXT = frozenset({"content", "body", "answer", "notes", "note", "summary", "text", "description", "comment",
                       "reason", "question", "command", "message", "details", "advice", "plan", "code", "script"})
SHORT_MAX = 64   # ids, keys, dates, names, addresses
OTHER_MAX = 200  # queries, titles, paths, urls and anything else short
# A GBNF grammar spells a length bound out as nested optional characters, so its size grows
# with the bound (maxLength 100000 on run_shell's command made an 800 KB grammar that crashed
# llama.cpp's sampler). Larger declared bounds are left to validation after generation.
GRAMMAR_MAX_LENGTH = 512


def string_bound(name: str) -> int | None:
    """Default maxLength for a string argument called `name`; None for free text."""
    n = name.lower()
    if n in FREE_TEXT:
        return None
    if n in ("id", "sku", "key", "email", "phone", "date", "due", "start", "end", "status", "folder", "stage",
             "priority", "category", "currency", "kind", "name") or n.endswith(("_id", "_date", "_at")):
        return SHORT_MAX
    return OTHER_MAX


def _strict_args(schema: dict[str, Any], name: str = "") -> dict[str, Any]:
    # Defaults and descriptions only lengthen the grammar; keep what constrains output.
    out = {k: v for k, v in schema.items() if k not in ("title", "description", "default", "examples")}
    if "properties" in out:
        out["properties"] = {k: _strict_args(v, k) for k, v in out["properties"].items()}
    if "anyOf" in out:
        out["anyOf"] = [_strict_args(v, name) for v in out["anyOf"]]
    if isinstance(out.get("items"), dict):
        out["items"] = _strict_args(out["items"], name)
    fixed = {"enum", "const", "pattern", "format", "maxLength"} & set(out)
    if out.get("type") == "string" and not fixed:
        bound = string_bound(name)
        if bound is not None:
            out["maxLength"] = bound
    if out.get("type") == "string" and out.get("maxLength", 0) > GRAMMAR_MAX_LENGTH:
        del out["maxLength"]  # validated strictly by the tool's argument model afterwards
    return out


def action_schema(specs: Sequence[ToolSpec]) -> dict[str, Any]:
    """JSON schema of one reply: the tool name is an enum; arguments follow that tool's schema."""
    branches = []
    for s in [*specs, FINAL_SPEC]:
        branches.append({
            "type": "object",
            "properties": {"tool": {"const": s.name}, "arguments": _strict_args(s.parameters)},
            "required": ["tool", "arguments"],
        })
    return {"anyOf": branches}


def _json_objects(text: str):
    """Yield each balanced top-level {...} substring, tolerant of braces inside strings."""
    i = 0
    while (start := text.find("{", i)) != -1:
        depth, in_str, esc = 0, False, False
        for j in range(start, len(text)):
            c = text[j]
            if in_str:
                if esc:
                    esc = False
                elif c == "\\":
                    esc = True
                elif c == '"':
                    in_str = False
                continue
            if c == '"':
                in_str = True
            elif c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
                if depth == 0:
                    yield text[start : j + 1]
                    break
        else:
            return
        i = start + 1


def _from_obj(obj: Any) -> Action | None:
    if not isinstance(obj, dict):
        return None
    if "function" in obj and isinstance(obj["function"], dict):  # OpenAI tool_call shape
        obj = obj["function"]
    tool = next((obj[k] for k in _TOOL_KEYS if isinstance(obj.get(k), str)), None)
    if tool is None:
        if "answer" in obj or "final_answer" in obj:
            return Action(FINAL, {"answer": str(obj.get("answer", obj.get("final_answer")))})
        return None
    args: Any = next((obj[k] for k in _ARG_KEYS if k in obj), {})
    if isinstance(args, str):
        try:
            args = json.loads(args) if args.strip() else {}
        except json.JSONDecodeError:
            args = {"answer": args} if tool == FINAL else args
    if not isinstance(args, dict):
        raise ActionError(f"arguments must be a JSON object, got {type(args).__name__}")
    return Action(tool.strip(), args)


def parse_action(text: str, allowed: Sequence[str]) -> Action:
    """Find the action in a model reply, or raise ActionError saying what was wrong."""
    if not text or not text.strip():
        raise ActionError("empty reply; answer with one JSON object")
    cleaned = re.sub(r"</?tool_call>", "", text)
    cleaned = re.sub(r"```(?:json)?", "", cleaned)
    action = None
    for chunk in _json_objects(cleaned):
        try:
            action = _from_obj(json.loads(chunk, strict=False))  # raw newlines inside strings
        except json.JSONDecodeError:
            continue
        if action:
            break
    if action is None:
        raise ActionError('no JSON action found; reply like {"tool": "<name>", "arguments": {...}}')
    if action.tool != FINAL and action.tool not in allowed:
        raise ActionError(f"unknown tool {action.tool!r}; available: {', '.join([*allowed, FINAL])}")
    if action.is_final and not isinstance(action.arguments.get("answer"), str):
        raise ActionError('final_answer needs {"answer": "<text>"}')
    return action


def action_from_completion(c: Completion, allowed: Sequence[str]) -> Action:
    if c.tool_calls:  # servers with native tool calling
        call = c.tool_calls[0]
        args = call.get("arguments") or {}
        return parse_action(json.dumps({"tool": call.get("name"), "arguments": args}), allowed)
    try:
        return parse_action(c.text, allowed)
    except ActionError:
        salvaged = looped_final(c.text, c.finish_reason)  # an answer that ran into a loop: kept up to the loop
        if salvaged is None:
            raise
        return parse_action(salvaged, allowed)
