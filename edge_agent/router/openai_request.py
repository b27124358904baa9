"""The request OpenAIChatModel sends: the `/chat/completions` body and its one header.

Why apart from the client: what a request carries (model, messages, token limit, sampling,
the response schema in the form the server understands, native tools) is decided by the
client's settings alone, and a subclass (router.local_edge.LocalServerModel) adds its own
fields on top; the retries, deadlines and errors around sending it are the client's.
The API key leaves the `Secret` only here, as the Authorization header of one request.
"""
from __future__ import annotations

from typing import Any, Literal, Sequence

from edge_agent.models.chat import Message, ToolSpec
from edge_agent.router.credentials import Secret

SchemaMode = Literal["json_schema", "json_object", "none"]
SCHEMA_MODES = ("json_schema", "json_object", "none")


def request_body(model_id: str, messages: list[Message], response_schema: dict[str, Any] | None,
                 tools: Sequence[ToolSpec] | None, max_tokens: int, temperature: float, *,
                 schema_mode: SchemaMode, token_limit_param: str = "max_tokens", send_temperature: bool = True,
                 native_tools: bool = False, seed: int | None = None) -> dict[str, Any]:
    """A non-streamed chat-completion body. `schema_mode` says how a response JSON schema is
    asked for: OpenAI-style `json_schema`, llama.cpp-server-style `json_object` + schema, or
    `none` (the prompt alone describes it)."""
    body: dict[str, Any] = {"model": model_id, "messages": messages, "stream": False, token_limit_param: max_tokens}
    if send_temperature:  # some reasoning models reject any temperature but their default
        body["temperature"] = temperature
    if seed is not None:
        body["seed"] = seed
    if response_schema is not None and schema_mode == "json_schema":
        body["response_format"] = {"type": "json_schema",
                                   "json_schema": {"name": "action", "schema": response_schema, "strict": False}}
    elif response_schema is not None and schema_mode == "json_object":
        body["response_format"] = {"type": "json_object", "schema": response_schema}
    if tools and native_tools:
        body["tools"] = [{"type": "function", "function": {"name": t.name, "description": t.description,
                                                           "parameters": t.parameters}} for t in tools]
    return body


def auth_headers(key: Secret | None) -> dict[str, str]:
    """Per request, never on the connection pool (its headers would show in reprs)."""
    return {"Authorization": f"Bearer {key.reveal()}"} if key else {}
