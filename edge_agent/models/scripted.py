"""ScriptedModel: a test double that replays fixed responses. It is not a language model.

Anything produced with it (test results, reference solutions, benchmark rows) must be
labelled as coming from a scripted model. Token counts are estimates (4 characters per
token), never measurements.
"""
from __future__ import annotations

import json
import re
import time
from typing import Any, Callable, Sequence

from edge_agent.models.chat import Completion, Message, ModelError, ToolSpec, Usage

Response = str | dict | Callable[[Sequence[Message]], "str | dict"]


def estimate_tokens(text: str) -> int:
    return max(1, len(text) // 4) if text else 0


class ScriptedModel:
    """Returns `responses` in order. A dict response is sent as JSON text (an action).

    `entropies` (same length, or a callable of the step index) sets first_token_entropy so
    policies that route on uncertainty can be tested. When the script runs out the model
    raises ModelError unless `repeat_last` is set.
    """

    is_test_double = True

    def __init__(
        self,
        responses: Sequence[Response],
        *,
        model_id: str = "scripted",
        entropies: Sequence[float | None] | Callable[[int], float | None] | None = None,
        repeat_last: bool = False,
    ):
        self.model_id = model_id
        self._responses = list(responses)
        self._entropies = entropies
        self._repeat_last = repeat_last
        self.calls: list[list[Message]] = []

    def _entropy(self, i: int) -> float | None:
        if self._entropies is None:
            return None
        if callable(self._entropies):
            return self._entropies(i)
        return self._entropies[i] if i < len(self._entropies) else None

    def complete(
        self,
        messages: Sequence[Message],
        *,
        response_schema: dict[str, Any] | None = None,
        tools: Sequence[ToolSpec] | None = None,
        max_tokens: int = 512,
        temperature: float = 0.0,
        on_token: Callable[[str], None] | None = None,
    ) -> Completion:
        i = len(self.calls)
        self.calls.append([dict(m) for m in messages])
        if i >= len(self._responses):
            if not (self._repeat_last and self._responses):
                raise ModelError(f"scripted model {self.model_id!r} ran out of responses after {i} calls")
            i = len(self._responses) - 1
        t0 = time.perf_counter()
        r = self._responses[i]
        if callable(r):
            r = r(messages)
        text = r if isinstance(r, str) else json.dumps(r, ensure_ascii=False)
        prompt = sum(estimate_tokens(str(m.get("content") or "")) for m in messages)
        if on_token is not None:  # streamed in word-sized pieces, as a backend would
            for piece in re.findall(r"\S+\s*|\s+", text):
                on_token(piece)
        return Completion(
            text=text,
            usage=Usage(prompt_tokens=prompt, evaluated_tokens=prompt, completion_tokens=estimate_tokens(text)),
            model_id=self.model_id,
            latency_s=time.perf_counter() - t0,
            first_token_entropy=self._entropy(len(self.calls) - 1),
            finish_reason="stop",
        )
