"""LocalServerModel: the edge model served by a local OpenAI-compatible server (Ollama,
LM Studio, llama-server, vLLM, `edge-agent cloud serve`), for users who already run one.

Why a class of its own rather than OpenAIChatModel without a permit: an edge model's
messages never leave the device, so they need no privacy gate — but only while "local"
is true. This class refuses, when built and again before every request, any endpoint that
is not a Unix socket or a host whose every address is loopback (names are resolved), so a
remote URL can only ever become a cloud, and a cloud call needs the gate's permit.

The HTTP, retry and parsing code is OpenAIChatModel's; this class adds the step router's
signal: the entropy of the renormalised top-20 at the token where the tool is chosen, read
from the `top_logprobs` the server returns (the in-process model computes the same number
from its logits). A server that cannot give log-probabilities still works: the
completion's entropy is None and `entropy_note` says why, once.
"""
from __future__ import annotations

import ipaddress
import math
import re
import socket
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Callable

import httpx

from edge_agent.models.chat import Completion, Message, ModelError, ToolSpec
from edge_agent.models.egress import EgressPermit
from edge_agent.router.errors import CloudError
from edge_agent.router.openai_client import OpenAIChatModel, SchemaMode
from edge_agent.router.providers import LOCAL_PROVIDERS

TOP_LOGPROBS = 20  # the in-process model's ENTROPY_TOP_K: the two entropies must be comparable
_TOOL_KEY = re.compile(r'"tool"\s*:\s*"')
_START_HINT = ("start it (ollama serve, lms server start, llama-server -m FILE, vllm serve MODEL, "
               "edge-agent cloud serve) or fix the URL")


class LocalServerError(ModelError):
    """The local server is unreachable, not local, or does not serve the model; one line."""


def is_loopback_host(host: str) -> bool:
    """True when every address `host` resolves to is a loopback address."""
    host = host.strip("[]")
    try:
        addrs = [host] if ipaddress.ip_address(host) else []
    except ValueError:
        try:
            addrs = [str(info[4][0]) for info in socket.getaddrinfo(host, None)]
        except (OSError, UnicodeError):
            return False
    if not addrs:
        return False
    for a in addrs:
        ip = ipaddress.ip_address(a.split("%")[0])
        mapped = getattr(ip, "ipv4_mapped", None)
        if not (ip.is_loopback or (mapped is not None and mapped.is_loopback)):
            return False
    return True


@dataclass(frozen=True)
class Endpoint:
    """Where a local server listens: base URL (…/v1), optional Unix socket, model, schema mode."""

    base_url: str
    model: str | None
    uds: str | None = None
    schema_mode: SchemaMode = "json_object"


def parse_endpoint(spec: str) -> Endpoint | None:
    """`URL[#model]`, `PRESET[#model]` or `unix:///path.sock[#model]` -> Endpoint; None when
    `spec` names no server (a catalog id or a GGUF path)."""
    head, _, model_part = spec.partition("#")
    model = model_part.strip() or None
    if head in LOCAL_PROVIDERS:
        p = LOCAL_PROVIDERS[head]
        return Endpoint(p.base_url, model, None, p.schema_mode)  # type: ignore[arg-type]
    if head.startswith(("http://", "https://")):
        return Endpoint(head.rstrip("/"), model)
    if head.startswith("unix:"):
        path = head[len("unix:"):]
        path = "/" + path.lstrip("/") if path.startswith("//") else path
        if not path:
            raise LocalServerError(f"{spec!r}: a Unix socket needs a path, e.g. unix:///run/llama.sock#MODEL")
        return Endpoint("http://localhost/v1", model, path)
    return None


def _where(base_url: str, uds: str | None) -> str:
    return f"unix:{uds}" if uds else OpenAIChatModel._display(httpx.URL(base_url))


def server_models(base_url: str, *, uds: str | None = None, transport: httpx.BaseTransport | None = None,
                  timeout_s: float = 5.0) -> list[str] | None:
    """Model ids the server lists at /models; None when it has no such endpoint."""
    where = _where(base_url, uds)
    if transport is None and uds:
        transport = httpx.HTTPTransport(uds=uds)
    failure = ""
    try:
        with httpx.Client(timeout=timeout_s, transport=transport) as http:
            response = http.get(f"{base_url.rstrip('/')}/models")
    except httpx.TimeoutException:
        failure = "timed out"
    except httpx.TransportError as exc:
        failure = type(exc).__name__ if not str(exc) else " ".join(str(exc).split())[:120]
    if failure:
        raise LocalServerError(f"no server answers at {where} ({failure}); {_START_HINT}")
    if response.status_code == 404:
        return None
    if response.status_code != 200:
        raise LocalServerError(f"{where}/models answered HTTP {response.status_code}; is this an "
                               f"OpenAI-compatible server (its base URL usually ends in /v1)?")
    try:
        data = response.json().get("data")
        return [str(m["id"]) for m in data if isinstance(m, dict) and m.get("id")]
    except (ValueError, AttributeError, TypeError):
        raise LocalServerError(f"{where}/models did not answer with an OpenAI model list; "
                               f"is the base URL right (it usually ends in /v1)?") from None


def resolve_model(base_url: str, model: str | None, *, uds: str | None = None, spec: str = "",
                  transport: httpx.BaseTransport | None = None) -> str:
    """The model to ask for: `model` when the server serves it, or the server's only model."""
    where, spec = _where(base_url, uds), spec or base_url
    ids = server_models(base_url, uds=uds, transport=transport)
    if ids is None:  # no /models endpoint: trust the name, the first call will tell
        if model:
            return model
        raise LocalServerError(f"{where} does not list its models; name one: {spec}#MODEL")
    if model:
        if model in ids:
            return model
        if f"{model}:latest" in ids:  # Ollama's implicit tag
            return f"{model}:latest"
        listed = ", ".join(ids[:8]) + (" …" if len(ids) > 8 else "") if ids else "nothing"
        raise LocalServerError(f"{where} does not serve model {model!r} (it serves: {listed}); pick one with "
                               f"{spec}#MODEL, or load it there first (e.g. `ollama pull {model}`)")
    if len(ids) == 1:
        return ids[0]
    if not ids:
        raise LocalServerError(f"{where} serves no model yet; load one there, then name it: {spec}#MODEL")
    raise LocalServerError(f"{where} serves {len(ids)} models ({', '.join(ids[:8])}); pick one with {spec}#MODEL")


def top_logprobs_entropy(logprobs: Sequence[float], k: int = TOP_LOGPROBS) -> float:
    """Entropy (nats) of the k most likely tokens renormalised among themselves: the same
    number `llama_model.topk_entropy` computes from logits (log-probs differ by a constant)."""
    top = sorted((float(x) for x in logprobs), reverse=True)[:k]
    if not top:
        raise ValueError("no log-probabilities")
    weights = [math.exp(x - top[0]) for x in top]
    z = sum(weights)
    return -sum((w / z) * math.log(w / z) for w in weights if w > 0)


def decision_position(tokens: Sequence[str]) -> int:
    """Index of the token where the tool name starts (after `"tool": "`), else 0.

    The in-process model pre-fills `{"tool": "` so its first generated token is the tool
    choice; over HTTP the reply starts at `{`, whose entropy says nothing about the step."""
    text = "".join(tokens)
    m = _TOOL_KEY.search(text)
    if not m:
        return 0
    end = 0
    for i, tok in enumerate(tokens):
        end += len(tok)
        if end > m.end():
            return i
    return 0


def entropy_from_choice(choice: Any) -> float | None:
    """Decision-token entropy from an OpenAI chat choice's `logprobs.content`, or None."""
    content = (choice.get("logprobs") or {}).get("content") if isinstance(choice, dict) else None
    if not isinstance(content, list) or not content:
        return None
    tokens = [str(t.get("token", "")) if isinstance(t, dict) else "" for t in content]
    entry = content[decision_position(tokens)]
    top = entry.get("top_logprobs") if isinstance(entry, dict) else None
    raw = [t.get("logprob") for t in top or [] if isinstance(t, dict)]
    values = [float(v) for v in raw if isinstance(v, (int, float)) and math.isfinite(v)]
    return top_logprobs_entropy(values) if len(values) >= 2 else None


class LocalServerModel(OpenAIChatModel):
    """An edge ChatModel over HTTP to a server on this device (loopback or a Unix socket).

    No key and no permit: nothing it sends leaves the device. `model=None` takes the
    server's only model. `entropy_note` is set (one line) when the server gives no
    log-probabilities, so a step router can say it has nothing to route on.
    """

    def __init__(self, base_url: str, model: str | None = None, *, uds: str | None = None,
                 schema_mode: SchemaMode = "json_object", seed: int | None = None, logprobs: bool = True,
                 transport: httpx.BaseTransport | None = None, check_server: bool = True, spec: str = "",
                 timeout_s: float = 300.0, max_retries: int = 1, stream: bool = True, **kwargs: Any):
        if transport is None and uds:
            transport = httpx.HTTPTransport(uds=uds)
        self._uds = uds
        self._refuse_unless_local(httpx.URL(base_url.rstrip("/")))
        if check_server:
            model = resolve_model(base_url, model, uds=uds, spec=spec, transport=transport)
        elif not model:
            raise LocalServerError(f"name the model: {spec or base_url}#MODEL")
        from edge_agent.router.prices import Price

        super().__init__(base_url, model, api_key=None, api_key_env=None, schema_mode=schema_mode,
                         transport=transport, price=Price.free(model), timeout_s=timeout_s,
                         max_retries=max_retries, backoff_base_s=0.2, backoff_max_s=2.0, **kwargs)
        self._where = _where(self.base_url, uds)
        self.seed = seed
        self.logprobs = logprobs
        self.stream = stream  # tokens as they are generated, when the caller takes them (on_token)
        self._streaming = False
        self.entropy_note: str | None = None
        self.stream_note: str | None = None
        self.params: int | None = None  # unknown over HTTP: FLOPs are reported as unknown

    def _refuse_unless_local(self, url: httpx.URL) -> None:
        if self._uds:
            return
        if not is_loopback_host(url.host):
            raise LocalServerError(
                f"{self._display(url)} is not on this device (not loopback): an edge model must be local. "
                f"Use it as the cloud instead (--cloud URL --cloud-model MODEL), where the privacy gate sees "
                f"what leaves")

    def _authorise(self, permit: EgressPermit | None, messages: Sequence[Message], **payload: Any) -> None:
        self._refuse_unless_local(httpx.URL(self.base_url))  # again per call: base_url is an attribute

    def _body(self, messages, response_schema, tools, max_tokens, temperature):
        body = super()._body(messages, response_schema, tools, max_tokens, temperature)
        if self.logprobs:
            body.update(logprobs=True, top_logprobs=TOP_LOGPROBS)
        if self.seed is not None:
            body["seed"] = self.seed
        if self._streaming:
            body.update(stream=True, stream_options={"include_usage": True})
        return body

    def _parse(self, response: httpx.Response, latency_s: float) -> Completion:
        completion = super()._parse(response, latency_s)
        if self.logprobs:
            completion.first_token_entropy = entropy_from_choice(response.json()["choices"][0])
            if completion.first_token_entropy is None and self.entropy_note is None:
                self.entropy_note = f"{self._where} returned no top_logprobs, so there is no first-token entropy"
        return completion

    def complete(self, messages: Sequence[Message], *, response_schema: dict[str, Any] | None = None,
                 tools: Sequence[ToolSpec] | None = None, max_tokens: int = 512,
                 temperature: float = 0.0, on_token: Callable[[str], None] | None = None, **_: Any) -> Completion:
        """One completion; with `on_token` (and `stream`), the server streams and each piece of
        text goes to `on_token` as it arrives. A server that answers a streamed request with
        plain JSON still works; one that streams without usage is asked without streaming
        from then on (`stream_note` says so), because tokens must be counted, not guessed."""
        for _attempt in range(3):
            self._streaming = bool(on_token is not None and self.stream)
            try:
                return super().complete(messages, response_schema=response_schema, tools=tools, max_tokens=max_tokens,
                                        temperature=temperature, on_token=on_token if self._streaming else None)
            except CloudError as e:
                if self.logprobs and "logprob" in str(e).lower():  # e.g. llama-cpp-python without logits_all
                    self.logprobs = False
                    self.entropy_note = f"{self._where} refuses logprobs ({str(e)[:160]})"
                    continue  # once more without them: the step still runs, only the entropy is missing
                if self._streaming and "no usage block" in str(e):
                    self.stream = False
                    self.stream_note = f"{self._where} streams without token usage; streaming turned off"
                    continue
                e.args = (str(e).replace("cloud ", "local server ", 1),)
                raise
            finally:
                self._streaming = False
        raise LocalServerError(f"{self._where} gave no usable answer after retrying without logprobs and streaming")

    def __repr__(self) -> str:
        return f"LocalServerModel({self._where!r}, model={self.model_id!r}, schema_mode={self.schema_mode!r})"
