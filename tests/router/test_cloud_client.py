"""OpenAIChatModel against httpx.MockTransport: request shape, parsing, the permit check."""
from __future__ import annotations

import httpx
import pytest

from edge_agent.models.chat import ChatModel, ContextOverflowError, ModelError, ToolSpec
from edge_agent.models.egress import EgressDenied
from edge_agent.router.errors import CloudBadResponse, CloudContextOverflow, CloudRequestError
from edge_agent.router.openai_client import OpenAIChatModel
from router_fakes import BASE_URL, FAKE_KEY, MESSAGES, Script, make_client, ok, ok_body, permit

SCHEMA = {"type": "object", "properties": {"tool": {"enum": ["list_files", "final_answer"]}}, "required": ["tool"]}


def test_request_shape_and_auth_header():
    script = Script(ok())
    client, _ = make_client(script)
    out = client.complete(MESSAGES, permit=permit(response_schema=SCHEMA), response_schema=SCHEMA, max_tokens=64,
                          temperature=0.2)
    req = script.requests[0]
    assert req.method == "POST" and str(req.url) == f"{BASE_URL}/chat/completions"
    assert req.headers["authorization"] == f"Bearer {FAKE_KEY}"
    body = script.body()
    assert body["model"] == "gpt-4o" and body["messages"] == MESSAGES
    assert body["max_tokens"] == 64 and body["temperature"] == 0.2 and body["stream"] is False
    assert body["response_format"] == {"type": "json_schema",
                                       "json_schema": {"name": "action", "schema": SCHEMA, "strict": False}}
    assert "tools" not in body  # tools travel in the prompt unless native_tools is on
    assert out.text.startswith('{"tool"') and out.model_id == "gpt-4o" and out.finish_reason == "stop"
    assert isinstance(client, ChatModel)


def test_one_connection_pool_is_reused_across_calls():
    script = Script(ok())
    client, _ = make_client(script)
    http = client._http
    client.complete(MESSAGES, permit=permit())
    client.complete(MESSAGES, permit=permit())
    assert client._http is http and len(script.requests) == 2
    client.close()
    assert http.is_closed


@pytest.mark.parametrize("mode, expected", [
    ("json_object", {"type": "json_object", "schema": SCHEMA}),
    ("none", None),
])
def test_schema_modes(mode, expected):
    script = Script(ok())
    client, _ = make_client(script, schema_mode=mode)
    client.complete(MESSAGES, permit=permit(response_schema=SCHEMA), response_schema=SCHEMA)
    assert script.body().get("response_format") == expected


def test_bad_configuration_is_refused():
    with pytest.raises(ValueError, match="schema_mode"):
        OpenAIChatModel(BASE_URL, "m", schema_mode="grammar")
    with pytest.raises(ValueError, match="http"):
        OpenAIChatModel("ftp://example.test", "m")


def test_no_key_means_no_authorization_header():
    script = Script(ok())
    client, _ = make_client(script, api_key=None)
    client.complete(MESSAGES, permit=permit())
    assert "authorization" not in script.requests[0].headers


def test_key_from_environment(monkeypatch):
    monkeypatch.setenv("EXAMPLE_API_KEY", "env-key-123")
    script = Script(ok())
    client, _ = make_client(script, api_key=None, api_key_env="EXAMPLE_API_KEY")
    client.complete(MESSAGES, permit=permit())
    assert script.requests[0].headers["authorization"] == "Bearer env-key-123"


def test_reasoning_model_options():
    script = Script(ok())
    client, _ = make_client(script, token_limit_param="max_completion_tokens", send_temperature=False)
    client.complete(MESSAGES, permit=permit(), max_tokens=99)
    body = script.body()
    assert body["max_completion_tokens"] == 99 and "max_tokens" not in body and "temperature" not in body


def test_native_tools_sent_and_tool_calls_parsed():
    call = {"id": "call_1", "type": "function",
            "function": {"name": "list_files", "arguments": '{"path": "."}'}}
    bad = {"id": "call_2", "type": "function", "function": {"name": "read_file", "arguments": "{not json"}}
    script = Script(ok(text=None, message_extra={"tool_calls": [call, bad]}))
    client, _ = make_client(script, native_tools=True)
    tools = [ToolSpec("list_files", "List files", {"type": "object", "properties": {"path": {"type": "string"}}})]
    out = client.complete(MESSAGES, permit=permit(tools=tools), tools=tools)
    assert script.body()["tools"] == [{"type": "function", "function": {
        "name": "list_files", "description": "List files", "parameters": tools[0].parameters}}]
    assert out.text == ""
    assert out.tool_calls == [{"id": "call_1", "name": "list_files", "arguments": {"path": "."}},
                              {"id": "call_2", "name": "read_file", "arguments": "{not json"}]


def test_content_parts_are_joined():
    script = Script(ok(text=[{"type": "text", "text": "ab"}, {"type": "text", "text": "c"}]))
    client, _ = make_client(script)
    assert client.complete(MESSAGES, permit=permit()).text == "abc"


@pytest.mark.parametrize("usage_extra, cached", [
    ({}, 0),
    ({"prompt_tokens_details": {"cached_tokens": 100}}, 100),           # OpenAI, vLLM, DashScope
    ({"prompt_cache_hit_tokens": 80, "prompt_cache_miss_tokens": 40}, 80),  # DeepSeek
    ({"prompt_tokens_details": {"cached_tokens": None}}, 0),
    ({"prompt_tokens_details": {"cached_tokens": 999}}, 120),           # clamped to the prompt
])
def test_usage_with_cached_tokens(usage_extra, cached):
    client, _ = make_client(Script(ok(prompt=120, completion=7, usage_extra=usage_extra)))
    u = client.complete(MESSAGES, permit=permit()).usage
    assert (u.prompt_tokens, u.cached_tokens, u.evaluated_tokens, u.completion_tokens) == (120, cached, 120 - cached, 7)
    assert u.raw_prompt_tokens == 120 - cached


def test_refuses_without_permit_and_sends_nothing():
    script = Script(ok())
    client, _ = make_client(script)
    with pytest.raises(EgressDenied, match="no egress permit"):
        client.complete(MESSAGES)
    with pytest.raises(EgressDenied, match="differs"):
        client.complete(MESSAGES + [{"role": "user", "content": "my IBAN is DE89..."}], permit=permit())
    assert script.requests == []


@pytest.mark.parametrize("response, why", [
    (httpx.Response(200, text="<html>gateway</html>"), "not a JSON object"),
    (httpx.Response(200, json=[1, 2]), "not a JSON object"),
    (httpx.Response(200, json={**ok_body(), "choices": []}), "no choices"),
    (httpx.Response(200, json={**ok_body(), "choices": [{"finish_reason": "stop"}]}), "no message"),
    (httpx.Response(200, json=ok_body(text=None)), "neither content nor tool_calls"),
    (httpx.Response(200, json={k: v for k, v in ok_body().items() if k != "usage"}), "no usage"),
    (httpx.Response(200, json={**ok_body(), "usage": {"completion_tokens": 3}}), "prompt_tokens"),
])
def test_unusable_bodies_are_bad_responses_and_not_retried(response, why):
    script = Script(response)
    client, sleeps = make_client(script)
    with pytest.raises(CloudBadResponse, match=why) as info:
        client.complete(MESSAGES, permit=permit())
    assert len(script.requests) == 1 and sleeps == []
    assert isinstance(info.value, ModelError) and info.value.kind == "bad_response"
    assert "\n" not in str(info.value)


@pytest.mark.parametrize("message, n_ctx, prompt", [
    ("This model's maximum context length is 4096 tokens. However, you requested 5000 tokens "
     "(4900 in the messages, 100 in the completion).", 4096, 4900),
    ("This model's maximum context length is 128000 tokens. However, your messages resulted in 130001 tokens.",
     128000, 130001),
    ("prompt is too long: 210000 tokens > 200000 maximum", 200000, 210000),
    ("Range of input length should be [1, 30720]", 0, 0),
])
def test_context_overflow(message, n_ctx, prompt):
    body = {"error": {"message": message, "type": "invalid_request_error", "code": "context_length_exceeded"}}
    script = Script(httpx.Response(400, json=body))
    client, sleeps = make_client(script)
    with pytest.raises(CloudContextOverflow) as info:
        client.complete(MESSAGES, permit=permit(), max_tokens=100)
    exc = info.value
    assert isinstance(exc, ContextOverflowError) and isinstance(exc, ModelError)
    assert (exc.n_ctx, exc.prompt_tokens, exc.max_tokens, exc.status) == (n_ctx, prompt, 100, 400)
    assert len(script.requests) == 1 and sleeps == []


def test_other_client_errors_are_not_retried():
    script = Script(httpx.Response(404, json={"error": {"message": "The model `gpt-9` does not exist"}}))
    client, sleeps = make_client(script)
    with pytest.raises(CloudRequestError, match=r"HTTP 404\): The model `gpt-9` does not exist"):
        client.complete(MESSAGES, permit=permit())
    assert len(script.requests) == 1 and sleeps == []


def test_price_looked_up_from_catalog_unless_given():
    client, _ = make_client(Script(ok()), model="openai/gpt-4o-mini")
    assert client.price is not None and client.price.model == "gpt-4o-mini"
    client, _ = make_client(Script(ok()), model="my-private-model")
    assert client.price is None
