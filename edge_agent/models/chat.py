"""The chat-model contract every backend implements: edge (llama.cpp), cloud (HTTP), scripted.

Messages are plain OpenAI-style dicts ({"role": ..., "content": ...}) so they serialise
to the trace store and to an HTTP body without conversion. Backends return text; the
agent's action protocol (edge_agent.protocol) turns text into an action, so a backend
never needs to know which tools exist beyond the optional schema it is asked to honour.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, Sequence, runtime_checkable
from edge_agent.errors import EdgeAgentError

Message = dict[str, Any]


@dataclass
class Usage:
    """Token accounting of one model call.

    prompt_tokens: the whole prompt as the model saw it.
    cached_tokens: prompt tokens served from a cache (edge: reused KV prefix; cloud: the
        provider's prompt cache), so raw = prompt - cached.
    evaluated_tokens: prompt tokens actually computed by this call.
    completion_tokens: generated tokens.
    """

    prompt_tokens: int = 0
    cached_tokens: int = 0
    evaluated_tokens: int = 0
    completion_tokens: int = 0

    @property
    def raw_prompt_tokens(self) -> int:
        return self.prompt_tokens - self.cached_tokens

    def __add__(self, other: "Usage") -> "Usage":
        return Usage(
            self.prompt_tokens + other.prompt_tokens,
            self.cached_tokens + other.cached_tokens,
            self.evaluated_tokens + other.evaluated_tokens,
            self.completion_tokens + other.completion_tokens,
        )


@dataclass
class ToolSpec:
    """What a model is told about one tool: a name, a sentence, a JSON schema of arguments."""

    name: str
    description: str
    parameters: dict[str, Any] = field(default_factory=lambda: {"type": "object", "properties": {}})


@dataclass
class Completion:
    text: str
    usage: Usage
    model_id: str
    latency_s: float = 0.0
    first_token_entropy: float | None = None
    finish_reason: str | None = None
    # Native tool calls from servers that support them: [{"name": str, "arguments": dict|str}].
    tool_calls: list[dict[str, Any]] = field(default_factory=list)
    # Wall time of the prompt phase and the generation phase where the backend can tell.
    prompt_s: float | None = None
    generate_s: float | None = None


class ModelError(EdgeAgentError, RuntimeError):
    """A model call failed; the message is one line and safe to show (no secrets)."""


class ContextOverflowError(ModelError):
    def __init__(self, prompt_tokens: int, n_ctx: int, max_tokens: int, model_id: str = ""):
        self.prompt_tokens, self.n_ctx, self.max_tokens = prompt_tokens, n_ctx, max_tokens
        super().__init__(
            f"context overflow{' in ' + model_id if model_id else ''}: prompt is {prompt_tokens} tokens "
            f"+ {max_tokens} to generate > n_ctx {n_ctx}; raise --n-ctx or shorten the task"
        )


@runtime_checkable
class ChatModel(Protocol):
    model_id: str

    def complete(
        self,
        messages: Sequence[Message],
        *,
        response_schema: dict[str, Any] | None = None,
        tools: Sequence[ToolSpec] | None = None,
        max_tokens: int = 512,
        temperature: float = 0.0,
    ) -> Completion:
        """One chat completion. Raise ContextOverflowError rather than truncate."""
        ...
