"""Shared helpers for the cloud-client tests: canned bodies, a scripted MockTransport, a
client factory with injected sleep/random so no test waits for real."""
from __future__ import annotations

import json
from typing import Any, Callable

import httpx

from edge_agent.models.egress import issue_permit, permit_extra
from edge_agent.router.openai_client import OpenAIChatModel
from edge_agent.router.retry import CircuitBreaker

FAKE_KEY = "sk-test-DO-NOT-LEAK-7f3a9c41e2"
BASE_URL = "https://api.example.test/v1"
MESSAGES = [{"role": "system", "content": "You are an agent."}, {"role": "user", "content": "List the files."}]


def permit(messages=MESSAGES, *, tools=None, response_schema=None):
    """A permit as the gate would issue it: bound to the messages, specs and schema."""
    return issue_permit(messages, permit_extra(tools, response_schema), run_id="test", purpose="test")


def ok_body(text: str = '{"tool": "final_answer", "args": {"text": "done"}}', *, prompt: int = 120,
            completion: int = 12, usage_extra: dict[str, Any] | None = None, message_extra: dict | None = None) -> dict:
    usage = {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}
    usage.update(usage_extra or {})
    message = {"role": "assistant", "content": text}
    message.update(message_extra or {})
    return {"id": "chatcmpl-1", "object": "chat.completion", "model": "gpt-4o-2024-08-06",
            "choices": [{"index": 0, "message": message, "finish_reason": "stop"}], "usage": usage}


Step = httpx.Response | Exception | Callable[[httpx.Request], httpx.Response]


class Script:
    """A MockTransport handler that plays `steps` in order (the last one repeats) and
    keeps every request it saw."""

    def __init__(self, *steps: Step):
        self.steps = list(steps)
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        step = self.steps[min(len(self.requests), len(self.steps)) - 1]
        if isinstance(step, Exception):
            raise step
        if callable(step) and not isinstance(step, httpx.Response):
            return step(request)
        return step

    def body(self, i: int = -1) -> dict:
        return json.loads(self.requests[i].content)


def ok(**kw) -> httpx.Response:
    return httpx.Response(200, json=ok_body(**kw))


def make_client(script: Script, **kw) -> tuple[OpenAIChatModel, list[float]]:
    sleeps: list[float] = []
    kw.setdefault("api_key", FAKE_KEY)
    kw.setdefault("max_retries", 3)
    kw.setdefault("backoff_base_s", 0.5)
    kw.setdefault("backoff_max_s", 8.0)
    kw.setdefault("rand", lambda: 0.5)
    kw.setdefault("breaker", CircuitBreaker(threshold=0))  # breaker has its own tests
    client = OpenAIChatModel(BASE_URL, kw.pop("model", "gpt-4o"), transport=httpx.MockTransport(script),
                             sleep=sleeps.append, **kw)
    return client, sleeps
