"""Tokens from a local OpenAI-compatible server as they are generated (router.sse and
LocalServerModel with on_token), through httpx.MockTransport: the server here is a scripted
TEST DOUBLE, so these check the protocol handling, not a model."""
from __future__ import annotations

import json

import httpx
import pytest

from edge_agent.agent import RunCancelled
from edge_agent.router.errors import CloudBadResponse
from edge_agent.router.local_edge import LocalServerModel, entropy_from_choice
from local_server_fakes import action_reply

URL = "http://127.0.0.1:9/v1"


def sse_chunks(reply: dict, *, usage: bool = True) -> list[str]:
    """The streamed form of a non-streamed reply: one chunk per logprob token."""
    choice = reply["choices"][0]
    lines = []
    for tok in choice["logprobs"]["content"]:
        chunk = {"object": "chat.completion.chunk", "model": "m",
                 "choices": [{"index": 0, "delta": {"content": tok["token"]}, "logprobs": {"content": [tok]},
                              "finish_reason": None}]}
        lines.append(f"data: {json.dumps(chunk)}\n\n")
    lines.append("data: " + json.dumps({"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]}) + "\n\n")
    if usage:
        lines.append("data: " + json.dumps({"choices": [], "usage": reply["usage"]}) + "\n\n")
    lines.append("data: [DONE]\n\n")
    return lines


def model_with(handler) -> LocalServerModel:
    return LocalServerModel(URL, "m", check_server=False, transport=httpx.MockTransport(handler))


def test_tokens_arrive_while_the_server_is_still_sending():
    reply = action_reply("read_file", {"path": "a.txt"})
    order: list[str] = []
    bodies: list[dict] = []

    def handler(request: httpx.Request) -> httpx.Response:
        bodies.append(json.loads(request.content))

        def stream():
            for line in sse_chunks(reply):
                order.append("sent")
                yield line.encode()

        return httpx.Response(200, headers={"content-type": "text/event-stream"}, content=stream())

    pieces: list[str] = []
    c = model_with(handler).complete([{"role": "user", "content": "hi"}],
                                     on_token=lambda t: (pieces.append(t), order.append("token")))
    assert "".join(pieces) == c.text == reply["choices"][0]["message"]["content"]
    assert order.index("token") < len(order) - 3  # the first token came before the stream ended
    assert c.usage.prompt_tokens == 50 and c.usage.completion_tokens == reply["usage"]["completion_tokens"]
    assert c.first_token_entropy == pytest.approx(entropy_from_choice(reply["choices"][0]))
    assert bodies[0]["stream"] is True and bodies[0]["stream_options"] == {"include_usage": True}


def test_no_stream_asked_without_a_listener_and_json_answers_still_work():
    bodies: list[dict] = []

    def handler(request):
        bodies.append(json.loads(request.content))
        return httpx.Response(200, json=action_reply("list_files", {}))  # a server that ignores "stream"

    m = model_with(handler)
    assert m.complete([{"role": "user", "content": "x"}]).text.startswith('{"tool"')
    pieces: list[str] = []
    assert m.complete([{"role": "user", "content": "x"}], on_token=pieces.append).text.startswith('{"tool"')
    assert "stream" in bodies[1] and bodies[0].get("stream") is False and pieces == []


def test_a_stream_without_usage_is_asked_again_without_streaming():
    reply = action_reply("list_files", {})
    bodies: list[dict] = []

    def handler(request):
        body = json.loads(request.content)
        bodies.append(body)
        if body.get("stream"):
            return httpx.Response(200, headers={"content-type": "text/event-stream"},
                                  content="".join(sse_chunks(reply, usage=False)).encode())
        return httpx.Response(200, json=reply)

    m = model_with(handler)
    c = m.complete([{"role": "user", "content": "x"}], on_token=lambda t: None)
    assert c.usage.prompt_tokens == 50 and [b.get("stream") for b in bodies] == [True, False]
    assert m.stream is False and "without token usage" in m.stream_note


def test_stopping_mid_stream_interrupts_the_call():
    reply = action_reply("read_file", {"path": "a.txt"})

    def handler(request):
        return httpx.Response(200, headers={"content-type": "text/event-stream"},
                              content="".join(sse_chunks(reply)).encode())

    seen: list[str] = []

    def on_token(text: str) -> None:
        seen.append(text)
        if len(seen) == 2:
            raise RunCancelled("stopped")

    with pytest.raises(RunCancelled):
        model_with(handler).complete([{"role": "user", "content": "x"}], on_token=on_token)
    assert len(seen) == 2


def test_a_malformed_stream_is_one_line():
    def handler(request):
        return httpx.Response(200, headers={"content-type": "text/event-stream"}, content=b"data: {not json\n\n")

    with pytest.raises(CloudBadResponse) as e:
        model_with(handler).complete([{"role": "user", "content": "x"}], on_token=lambda t: None)
    assert "\n" not in str(e.value) and "not JSON" in str(e.value)
