"""Server-sent events of an OpenAI-compatible chat stream, put back together.

Why rebuild the non-streamed body instead of a second parser: everything downstream
(usage accounting, the entropy from `top_logprobs`, tool calls, one-line errors) already
reads a `chat.completion` body. `StreamAssembler` feeds each content delta to `on_token` as
it arrives and, at the end, returns the body the server would have sent without `stream`.
Chunks follow the OpenAI format that llama-server, Ollama, LM Studio and vLLM all send:
`data: {json}` lines, `data: [DONE]` last; usage in a final chunk when the request asked
for `stream_options.include_usage`.
"""
from __future__ import annotations

import json
from typing import Any, Callable


class StreamError(ValueError):
    """A stream line that is not the OpenAI chunk format; one line."""


class StreamAssembler:
    def __init__(self, on_token: Callable[[str], None] | None = None):
        self.on_token = on_token
        self.parts: list[str] = []
        self.logprobs: list[Any] = []
        self.tool_calls: dict[int, dict[str, Any]] = {}
        self.finish_reason: str | None = None
        self.usage: dict[str, Any] | None = None
        self.model: str | None = None
        self.error: Any = None
        self.done = False
        self.chunks = 0

    def feed_line(self, line: str) -> None:
        line = line.strip()
        if not line or line.startswith(":") or not line.startswith("data:"):
            return  # keep-alives, comments, `event:` / `id:` fields
        data = line[5:].strip()
        if data == "[DONE]":
            self.done = True
            return
        try:
            chunk = json.loads(data)
        except ValueError:
            raise StreamError(f"a stream line is not JSON: {data[:80]!r}") from None
        if not isinstance(chunk, dict):
            raise StreamError("a stream chunk is not a JSON object")
        self.chunks += 1
        if chunk.get("error") is not None:
            self.error = chunk["error"]
            return
        self.model = chunk.get("model") or self.model
        if isinstance(chunk.get("usage"), dict):
            self.usage = chunk["usage"]
        for choice in chunk.get("choices") or []:
            if not isinstance(choice, dict) or choice.get("index", 0) != 0:
                continue
            self._choice(choice)

    def _choice(self, choice: dict[str, Any]) -> None:
        delta = choice.get("delta") or {}
        text = delta.get("content") if isinstance(delta, dict) else None
        if isinstance(text, str) and text:
            self.parts.append(text)
            if self.on_token is not None:
                self.on_token(text)
        for call in (delta.get("tool_calls") or []) if isinstance(delta, dict) else []:
            if not isinstance(call, dict):
                continue
            slot = self.tool_calls.setdefault(int(call.get("index", 0)), {"id": None, "type": "function",
                                                                           "function": {"name": "", "arguments": ""}})
            slot["id"] = call.get("id") or slot["id"]
            fn = call.get("function") or {}
            slot["function"]["name"] += fn.get("name") or ""
            slot["function"]["arguments"] += fn.get("arguments") or ""
        lp = choice.get("logprobs")
        if isinstance(lp, dict) and isinstance(lp.get("content"), list):
            self.logprobs += lp["content"]
        if choice.get("finish_reason"):
            self.finish_reason = choice["finish_reason"]

    def body(self) -> dict[str, Any]:
        """The equivalent non-streamed `chat.completion` body."""
        if self.error is not None:
            return {"error": self.error}
        message: dict[str, Any] = {"role": "assistant", "content": "".join(self.parts)}
        if self.tool_calls:
            message["tool_calls"] = [self.tool_calls[i] for i in sorted(self.tool_calls)]
        choice: dict[str, Any] = {"index": 0, "message": message, "finish_reason": self.finish_reason}
        if self.logprobs:
            choice["logprobs"] = {"content": self.logprobs}
        body: dict[str, Any] = {"object": "chat.completion", "model": self.model, "choices": [choice]}
        if self.usage is not None:
            body["usage"] = self.usage
        return body
