"""The stand-in server's action decoding (router/standin_actions.py) with test doubles: which
requests it answers, the reply and chunk shapes, and that a stream closed early stops the
worker before the generator returns. The real server on a real model: test_cloud_real_model.py."""
from __future__ import annotations

import threading
import time

import pytest

from edge_agent.models.chat import Completion, Usage
from edge_agent.router import standin_actions as sa

ACTION = {"anyOf": [{"type": "object", "properties": {"tool": {"const": "read_file"}, "arguments": {
    "type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}}}]}
OTHER = {"type": "object", "properties": {"colour": {"type": "string"}}}


@pytest.mark.parametrize("kwargs, answered", [
    ({"response_format": {"type": "json_object", "schema": ACTION}}, True),
    ({"response_format": {"type": "json_schema", "json_schema": {"name": "a", "schema": ACTION}}}, True),
    ({"response_format": {"type": "json_object", "schema": OTHER}}, False),   # not an action: llama.cpp's path
    ({"response_format": {"type": "json_object"}}, False),
    ({}, False),
    ({"response_format": {"type": "json_object", "schema": ACTION}, "logprobs": True}, False),
    ({"response_format": {"type": "json_object", "schema": ACTION}, "tools": [{"type": "function"}]}, False),
    ({"response_format": {"type": "json_object", "schema": ACTION}, "grammar": object()}, False),
])
def test_which_requests_it_answers(kwargs, answered):
    assert (sa.action_schema(kwargs) is not None) is answered


@pytest.mark.parametrize("edge, openai", [("stop", "stop"), ("length", "length"), ("repetition", "length"),
                                          ("repetition-retried:stop", "stop"),
                                          ("repetition-retried:length", "length"), (None, "stop")])
def test_finish_reasons(edge, openai):
    assert sa.openai_finish(edge) == openai


class DoubleModel:
    """A test double for LlamaCppModel: emits `pieces` through on_token, slowly if asked."""
    n_ctx = 100
    model_id = "double"

    def __init__(self, pieces=("{\"tool\": \"", "read_file", "\", \"arguments\": {\"path\": \"a\"}}"), delay=0.0):
        self.pieces, self.delay, self.calls, self.emitted = list(pieces), delay, [], 0

    def render(self, messages, prefill=""):
        return " ".join(m["content"] for m in messages) + prefill

    def tokenize(self, text):
        return text.split()

    def complete(self, messages, *, response_schema, max_tokens, temperature, on_token=None):
        self.calls.append({"max_tokens": max_tokens, "temperature": temperature, "schema": response_schema})
        for p in self.pieces:
            if self.delay:
                time.sleep(self.delay)
            if on_token:
                on_token(p)
            self.emitted += 1
        return Completion("".join(self.pieces), Usage(prompt_tokens=7, completion_tokens=5), "double", 0.1,
                          finish_reason="repetition-retried:stop")


class DoubleLlama:
    def __init__(self):
        self.seeds = []

    def set_seed(self, seed):
        self.seeds.append(seed)


def fast(model):
    state = sa.FastActions.__new__(sa.FastActions)
    state.llm, state.model = DoubleLlama(), model
    return state


def test_reply_shape_usage_seed_and_budget():
    state = fast(DoubleModel())
    kw = {"messages": [{"role": "user", "content": "x y z"}], "max_tokens": 500, "temperature": 0.0, "seed": 9,
          "model": "cloud"}
    out = state.complete(ACTION, kw)
    assert out["choices"][0]["message"] == {"role": "assistant",
                                            "content": '{"tool": "read_file", "arguments": {"path": "a"}}'}
    assert out["choices"][0]["finish_reason"] == "stop" and out["model"] == "cloud"
    assert out["usage"] == {"prompt_tokens": 7, "completion_tokens": 5, "total_tokens": 12}
    assert out["id"].startswith(sa.ID_PREFIX)
    assert state.llm.seeds == [9]
    call = state.model.calls[0]
    assert call["temperature"] == 0.0 and call["schema"] is ACTION
    assert call["max_tokens"] == 100 - 4  # clipped to the room the context leaves, as llama.cpp does


def test_a_prompt_over_the_context_is_llama_cpps_error():
    state = fast(DoubleModel())
    with pytest.raises(ValueError, match=r"Requested tokens \(\d+\) exceed context window of 100"):
        state.complete(ACTION, {"messages": [{"role": "user", "content": "w " * 120}]})


def test_stream_chunks_carry_the_same_text():
    state = fast(DoubleModel())
    chunks = list(state.stream(ACTION, {"messages": [{"role": "user", "content": "x"}], "model": "cloud"}))
    assert chunks[0]["choices"][0]["delta"] == {"role": "assistant"}
    assert chunks[-1]["choices"][0]["finish_reason"] == "stop" and chunks[-1]["choices"][0]["delta"] == {}
    text = "".join(c["choices"][0]["delta"].get("content", "") for c in chunks)
    assert text == "".join(DoubleModel().pieces)
    assert {c["object"] for c in chunks} == {"chat.completion.chunk"} and len({c["id"] for c in chunks}) == 1


def test_a_stream_closed_early_stops_the_worker_before_returning():
    model = DoubleModel(pieces=[f"p{i}" for i in range(200)], delay=0.005)
    state = fast(model)
    before = threading.active_count()
    gen = state.stream(ACTION, {"messages": [{"role": "user", "content": "x"}]})
    next(gen), next(gen)
    gen.close()  # what the server does when the client goes away
    assert threading.active_count() == before  # joined: the model is not used after close()
    assert model.emitted < 200


def test_an_error_while_generating_reaches_the_reader():
    class Broken(DoubleModel):
        def complete(self, *a, **kw):
            raise RuntimeError("llama.cpp generation failed")

    with pytest.raises(RuntimeError, match="generation failed"):
        list(fast(Broken()).stream(ACTION, {"messages": [{"role": "user", "content": "x"}]}))


def test_install_routes_only_action_requests(monkeypatch):
    llama_cpp = pytest.importorskip("llama_cpp")
    seen = []
    monkeypatch.setattr(llama_cpp.Llama, "create_chat_completion",
                        lambda self, *a, **kw: seen.append(kw) or {"original": True})
    monkeypatch.setattr(sa, "_for", lambda llm, model_id: fast(DoubleModel()))
    sa.install()
    sa.install()  # idempotent: wrapped once

    class Unloaded(llama_cpp.Llama):  # no model behind it: nothing to free
        def __del__(self):
            pass

    llm = object.__new__(Unloaded)
    assert llama_cpp.Llama.create_chat_completion(llm, messages=[], response_format={
        "type": "json_object", "schema": OTHER}) == {"original": True}
    out = llama_cpp.Llama.create_chat_completion(llm, messages=[{"role": "user", "content": "x"}],
                                                  response_format={"type": "json_object", "schema": ACTION})
    assert out["id"].startswith(sa.ID_PREFIX) and len(seen) == 1
    assert not hasattr(llama_cpp.Llama.create_chat_completion.__wrapped__, "edge_agent_fast_actions")


def test_bootstrap_names_the_mode():
    assert "serve(mode='fast', extra_buffers=False)" in sa.bootstrap("fast", False)
    with pytest.raises(ValueError, match="one of fast, grammar"):
        sa.bootstrap("slow", True)
