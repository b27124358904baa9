"""A 2xx chat-completion body turned into a `Completion`, with the tokens it cost.

Why strict about usage: the cost ledger (router.costs) and the benchmark's cloud-token
figures read `Completion.usage`; a body without a usage block would silently count as
free, so it is refused (`UnusableAnswer`) rather than estimated. Cached prompt tokens are
read in the forms providers report them (OpenAI's `prompt_tokens_details.cached_tokens`,
DeepSeek's `prompt_cache_hit_tokens`, a bare `cached_tokens`) and clamped to the prompt.
Native `tool_calls` land in `Completion.tool_calls`; content given as parts is joined.
"""
from __future__ import annotations

import json
from typing import Any

import httpx

from edge_agent.models.chat import Completion, Usage


class UnusableAnswer(ValueError):
    """Why a 2xx body is not a usable chat completion; one line, no server text."""


def json_or_none(response: httpx.Response) -> Any:
    """The body as JSON, or None when it is not JSON (an HTML error page, a proxy's text)."""
    try:
        return response.json()
    except ValueError:
        return None


def completion_from(data: dict[str, Any], *, model_id: str, latency_s: float) -> Completion:
    choices = data.get("choices")
    if not isinstance(choices, list) or not choices:
        raise UnusableAnswer("no choices")
    choice = choices[0]
    message = choice.get("message") if isinstance(choice, dict) else None
    if not isinstance(message, dict):
        raise UnusableAnswer("choice has no message")
    tool_calls = tool_calls_from(message.get("tool_calls"))
    text = content_text(message.get("content"))
    if text is None and not tool_calls:
        raise UnusableAnswer("message has neither content nor tool_calls")
    return Completion(text=text or "", usage=usage_from(data.get("usage")), model_id=model_id, latency_s=latency_s,
                      finish_reason=choice.get("finish_reason"), tool_calls=tool_calls)


def usage_from(usage: Any) -> Usage:
    if not isinstance(usage, dict):
        raise UnusableAnswer("no usage block (cannot account tokens)")
    try:
        prompt = int(usage["prompt_tokens"])
        completion = int(usage.get("completion_tokens", 0))
    except (KeyError, TypeError, ValueError):
        raise UnusableAnswer("usage lacks integer prompt_tokens/completion_tokens") from None
    details = usage.get("prompt_tokens_details")
    cached = (details.get("cached_tokens") if isinstance(details, dict) else None)
    if cached is None:  # DeepSeek reports hits/misses at the top level
        cached = usage.get("prompt_cache_hit_tokens", usage.get("cached_tokens"))
    try:
        cached = max(0, min(int(cached or 0), prompt))
    except (TypeError, ValueError):
        cached = 0
    return Usage(prompt_tokens=prompt, cached_tokens=cached, evaluated_tokens=prompt - cached,
                 completion_tokens=completion)


def content_text(content: Any) -> str | None:
    if content is None or isinstance(content, str):
        return content
    if isinstance(content, list):  # content parts: [{"type": "text", "text": ...}, ...]
        return "".join(p.get("text", "") for p in content if isinstance(p, dict))
    return str(content)


def tool_calls_from(raw: Any) -> list[dict[str, Any]]:
    calls: list[dict[str, Any]] = []
    for item in raw or []:
        fn = item.get("function") if isinstance(item, dict) else None
        if not isinstance(fn, dict) or not fn.get("name"):
            continue
        args = fn.get("arguments")
        if isinstance(args, str):
            try:  # leave unparsable arguments as text; the action protocol validates strictly
                args = json.loads(args) if args.strip() else {}
            except ValueError:
                pass
        calls.append({"id": item.get("id"), "name": fn["name"], "arguments": args if args is not None else {}})
    return calls
