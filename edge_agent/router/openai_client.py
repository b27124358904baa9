"""OpenAIChatModel: chat completions over HTTP to any OpenAI-compatible server.

This is the only place in the project that sends a prompt to a cloud endpoint (grep for
`/chat/completions`). It refuses to send anything without an egress permit from
privacy.Gate for exactly the messages it is given, so redaction cannot be bypassed by
calling the client directly.

The API key lives in a `Secret` (router/credentials.py, with the scrubbing and URL display
rules) and goes out only as the Authorization header of each request. Errors are built from
status codes, error kinds and server text scrubbed of the key — never from httpx request
objects (which hold the headers) — and are raised outside `except` blocks so no exception
chain leads back to a request. Credentials inside the base URL (`user:key@host`, `?key=`)
are secrets too and never appear in errors, reprs or labels.

`timeout_s` is a total deadline for one attempt (connect, send and the whole body), not a
per-read timeout: a server that drips a byte at a time cannot hold a call open past it.
`deadline_s` bounds the whole call, retries and back-off included.
"""
from __future__ import annotations

import json
import logging
import random
import re
import time
from typing import Any, Callable, Literal, Sequence

import httpx

from edge_agent.models.chat import Completion, Message, ToolSpec, Usage
from edge_agent.models.egress import EgressPermit, check_permit
from edge_agent.router.credentials import Secret, display_url, load_key, scrub
from edge_agent.router.credentials import MIN_ECHO, scrub_secret  # noqa: F401  (re-exported: imported from here)
from edge_agent.router.errors import (
    CloudAuthError, CloudBadResponse, CloudContextOverflow, CloudError, CloudRateLimited,
    CloudRequestError, CloudServerError, CloudUnavailable,
)
from edge_agent.router.retry import RETRYABLE_STATUSES, AttemptRecord, CircuitBreaker, backoff_delay, parse_retry_after

log = logging.getLogger(__name__)

SchemaMode = Literal["json_schema", "json_object", "none"]
_SCHEMA_MODES = ("json_schema", "json_object", "none")

# Phrases servers use for "prompt + max_tokens do not fit" (OpenAI, vLLM, llama.cpp,
# DashScope, Anthropic-compatible, Gemini-compatible).
_OVERFLOW = re.compile(
    r"context[ _]length|context window|maximum context|too many tokens|prompt is too long|"
    r"input is too long|exceeds? the model's max|range of input length|input token count",
    re.IGNORECASE,
)


class _DeadlinePassed(Exception):
    """The attempt's total deadline passed while the answer was still arriving."""


def _one_line(text: str, limit: int = 300) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


class OpenAIChatModel:
    """A ChatModel backed by POST {base_url}/chat/completions.

    Pass `permit=` from edge_agent.privacy.Gate to `complete`; everything else follows the ChatModel
    contract. `schema_mode` says how a response JSON schema is requested: OpenAI-style
    `json_schema`, llama.cpp-server-style `json_object` + schema, or `none` (prompt only).
    Tools are described to the model by the agent's action protocol inside the messages;
    `native_tools=True` additionally sends them as OpenAI `tools` for servers that have
    them, and native `tool_calls` in a reply always land in Completion.tool_calls.

    Observability: `attempts` holds the AttemptRecords of the latest call and every record
    is also passed to `on_attempt` as it happens; a raised CloudError carries them too.
    """

    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key: str | None = None,
        api_key_env: str | None = None,
        timeout_s: float = 60.0,
        max_retries: int = 3,
        backoff_base_s: float = 0.5,
        backoff_max_s: float = 20.0,
        schema_mode: SchemaMode = "json_schema",
        deadline_s: float | None = None,
        transport: httpx.BaseTransport | None = None,
        price: Any = None,
        native_tools: bool = False,
        token_limit_param: str = "max_tokens",
        send_temperature: bool = True,
        on_attempt: Callable[[AttemptRecord], None] | None = None,
        breaker: CircuitBreaker | None = None,
        sleep: Callable[[float], None] = time.sleep,
        rand: Callable[[], float] = random.random,
        now: Callable[[], float] = time.time,
    ):
        if schema_mode not in _SCHEMA_MODES:
            raise ValueError(f"schema_mode must be one of {', '.join(_SCHEMA_MODES)}, not {schema_mode!r}")
        if max_retries < 0 or timeout_s <= 0 or backoff_base_s < 0 or backoff_max_s < 0:
            raise ValueError("max_retries, backoff_base_s and backoff_max_s must be >= 0 and timeout_s > 0")
        if deadline_s is not None and deadline_s <= 0:
            raise ValueError("deadline_s must be > 0")
        try:
            url = httpx.URL(base_url.rstrip("/"))
        except Exception:
            raise ValueError("base_url is not a valid URL") from None
        if url.scheme not in ("http", "https") or not url.host:
            raise ValueError(f"base_url must be an http(s) URL, not {display_url(base_url)!r}")
        self.model_id = model
        # What errors and repr show: no userinfo, no query (some gateways put keys there).
        self._where = display_url(url)
        self.base_url = self._where
        # The query (?key=...) and userinfo still reach the server, but only through the request.
        self._endpoint = url.copy_with(path=url.path.rstrip("/") + "/chat/completions")
        self._url_secrets = [x for x in (url.password, *(v for _, v in url.params.multi_items())) if x]
        self.timeout_s = timeout_s
        self.deadline_s = deadline_s if deadline_s is not None else \
            timeout_s * (max_retries + 1) + backoff_max_s * max_retries
        self.schema_mode: SchemaMode = schema_mode
        self.native_tools = native_tools
        self.token_limit_param = token_limit_param
        self.send_temperature = send_temperature
        self.seed: int | None = None  # sent as the request's `seed` when set (bench repeats sample with fixed seeds)
        self.max_retries = max_retries
        self.backoff_base_s, self.backoff_max_s = backoff_base_s, backoff_max_s
        self.on_attempt = on_attempt
        self.attempts: list[AttemptRecord] = []
        self._sleep, self._rand, self._now = sleep, rand, now
        self._breaker = breaker if breaker is not None else CircuitBreaker()
        self._api_key_env = api_key_env
        self._key = self._load_key(api_key, api_key_env)
        self._http = httpx.Client(timeout=httpx.Timeout(timeout_s), transport=transport)
        if price is None:
            from edge_agent.router.prices import find_price  # lazy: the catalog is only read when needed

            price = find_price(model)
        self.price = price  # router.prices.Price or None when the model is not in the catalog

    # -- configuration helpers -------------------------------------------------------------

    @staticmethod
    def _display(url: httpx.URL) -> str:
        return display_url(url)

    def _load_key(self, api_key: str | None, api_key_env: str | None) -> Secret | None:
        return load_key(api_key, api_key_env, self._where)

    def _scrub(self, text: str) -> str:
        return scrub(text, ([self._key.reveal()] if self._key is not None else []) + self._url_secrets)

    def __repr__(self) -> str:
        return (f"OpenAIChatModel(base_url={self._where!r}, model={self.model_id!r}, "
                f"api_key={'set' if self._key else 'none'}, schema_mode={self.schema_mode!r})")

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> "OpenAIChatModel":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- the request ---------------------------------------------------------------------------

    def _body(self, messages: list[Message], response_schema: dict[str, Any] | None,
              tools: Sequence[ToolSpec] | None, max_tokens: int, temperature: float) -> dict[str, Any]:
        body: dict[str, Any] = {"model": self.model_id, "messages": messages, "stream": False,
                                self.token_limit_param: max_tokens}
        if self.send_temperature:  # some reasoning models reject any temperature but their default
            body["temperature"] = temperature
        if self.seed is not None:
            body["seed"] = self.seed
        if response_schema is not None and self.schema_mode == "json_schema":
            body["response_format"] = {"type": "json_schema",
                                       "json_schema": {"name": "action", "schema": response_schema, "strict": False}}
        elif response_schema is not None and self.schema_mode == "json_object":
            body["response_format"] = {"type": "json_object", "schema": response_schema}
        if tools and self.native_tools:
            body["tools"] = [{"type": "function", "function": {"name": t.name, "description": t.description,
                                                               "parameters": t.parameters}} for t in tools]
        return body

    def _post(self, body: dict[str, Any], deadline: float,
              on_token: Callable[[str], None] | None = None) -> httpx.Response:
        """POST and read the whole body by `deadline` (time.monotonic()); each read waits at
        most what is left, and a body still arriving at the deadline is abandoned. A streamed
        answer (text/event-stream) is handed to `on_token` piece by piece and returned as the
        body a non-streamed request would have got (router.sse)."""
        left = deadline - time.monotonic()
        if left <= 0:
            raise _DeadlinePassed()
        with self._http.stream("POST", self._endpoint, json=body, headers=self._headers(),
                               timeout=httpx.Timeout(left)) as response:
            if body.get("stream") and response.status_code == 200 and \
                    response.headers.get("content-type", "").startswith("text/event-stream"):
                return self._read_stream(response, deadline, on_token)
            chunks = []
            for chunk in response.iter_bytes():
                chunks.append(chunk)
                if time.monotonic() > deadline:
                    raise _DeadlinePassed()
            # Already decoded: drop the headers that describe the wire form.
            headers = [(k, v) for k, v in response.headers.multi_items()
                       if k.lower() not in ("content-encoding", "content-length", "transfer-encoding")]
            return httpx.Response(response.status_code, headers=headers, content=b"".join(chunks))

    def _read_stream(self, response: httpx.Response, deadline: float,
                     on_token: Callable[[str], None] | None) -> httpx.Response:
        from edge_agent.router.sse import StreamAssembler, StreamError

        assembler = StreamAssembler(on_token)
        try:
            for line in response.iter_lines():
                assembler.feed_line(line)
                if time.monotonic() > deadline:
                    raise _DeadlinePassed()
        except StreamError as e:
            raise self._bad(str(e)) from None
        return httpx.Response(200, json=assembler.body())

    def _headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self._key.reveal()}"} if self._key else {}

    def _record(self, rec: AttemptRecord) -> None:
        self.attempts.append(rec)
        if rec.outcome != "ok":
            log.warning("cloud %s attempt %d: %s%s", self._where, rec.attempt, rec.outcome,
                        f", retrying in {rec.wait_s:.2f}s" if rec.wait_s is not None else "")
        if self.on_attempt is not None:
            self.on_attempt(rec)

    def complete(
        self,
        messages: Sequence[Message],
        *,
        permit: EgressPermit | None = None,
        response_schema: dict[str, Any] | None = None,
        tools: Sequence[ToolSpec] | None = None,
        max_tokens: int = 512,
        temperature: float = 0.0,
        on_token: Callable[[str], None] | None = None,
    ) -> Completion:
        """`on_token` gets the reply as it is generated when the body asks the server to
        stream (a subclass's `_body` sets "stream"; LocalServerModel does for the edge)."""
        # Before anything is built: no permit for exactly these messages, specs and schema, no request.
        self._authorise(permit, messages, tools=tools, response_schema=response_schema)
        sent = list(messages)
        self.attempts = []
        if not self._breaker.allow():
            self._record(AttemptRecord(0, "circuit_open"))
            raise CloudUnavailable(
                f"cloud {self._where} skipped: {self._breaker.consecutive_failures} calls failed in a row; "
                f"next try in {self._breaker.seconds_until_retry():.0f}s", attempts=self.attempts)
        body = self._body(sent, response_schema, tools, max_tokens, temperature)
        started = time.monotonic()
        call_deadline = started + self.deadline_s
        total = self.max_retries + 1
        for attempt in range(1, total + 1):
            t0 = time.monotonic()
            kind, detail, response = "", "", None
            try:
                response = self._post(body, min(t0 + self.timeout_s, call_deadline), on_token)
            except _DeadlinePassed:
                kind, detail = "timeout", f"no complete answer within {min(self.timeout_s, self.deadline_s):g}s"
            except httpx.TimeoutException as exc:
                kind, detail = "timeout", type(exc).__name__
            except httpx.ConnectError as exc:
                kind, detail = "connect_error", self._scrub(str(exc))
            except (httpx.ReadError, httpx.WriteError) as exc:
                kind, detail = "connection_reset", self._scrub(str(exc)) or type(exc).__name__
            except httpx.RemoteProtocolError as exc:
                kind, detail = "protocol_error", self._scrub(str(exc))
            except httpx.TransportError as exc:
                kind, detail = "transport_error", type(exc).__name__
            elapsed = time.monotonic() - t0
            status, retry_after = None, None
            if response is not None:
                status = response.status_code
                if 200 <= status < 300:
                    self._record(AttemptRecord(attempt, "ok", status, elapsed))
                    self._breaker.record_success()
                    # Latency includes retries and waits: it is what the step really waited.
                    return self._parse(response, time.monotonic() - started)
                kind, detail = f"http_{status}", self._server_message(response)
                if status not in RETRYABLE_STATUSES:
                    self._record(AttemptRecord(attempt, kind, status, elapsed, detail=detail))
                    raise self._client_error(status, detail, sent, max_tokens)
                retry_after = parse_retry_after(response.headers, now=self._now)
                if retry_after is not None:
                    retry_after = min(retry_after, self.backoff_max_s)
            wait = None
            if attempt < total:
                wait = backoff_delay(attempt, base_s=self.backoff_base_s, max_s=self.backoff_max_s,
                                     rand=self._rand, retry_after_s=retry_after)
                if time.monotonic() + wait >= call_deadline:  # no time left for another attempt
                    wait, total = None, attempt
            self._record(AttemptRecord(attempt, kind, status, elapsed, wait, retry_after, _one_line(detail, 200)))
            if wait is not None:
                self._sleep(wait)
            elif attempt < self.max_retries + 1:
                break  # the call's deadline leaves no room for another attempt
        self._breaker.record_failure()
        raise self._final_error(kind, status, detail, total)

    def _authorise(self, permit: EgressPermit | None, messages: Sequence[Message], **payload: Any) -> None:
        """The gate's permit for exactly this payload. Only router.local_edge.LocalServerModel,
        which can only point at loopback or a Unix socket, replaces this check."""
        check_permit(permit, messages, **payload)

    # -- turning answers into results or typed errors ------------------------------------------

    def _server_message(self, response: httpx.Response) -> str:
        """The server's own explanation, scrubbed (some providers echo part of the key)."""
        text = response.text
        try:
            data = response.json()
        except ValueError:
            data = None
        if isinstance(data, dict):
            err = data.get("error", data)
            if isinstance(err, dict):
                text = str(err.get("message") or err.get("detail") or err.get("code") or err)
            elif err is not None:
                text = str(err)
            if isinstance(data.get("detail"), str):
                text = data["detail"]
        return _one_line(self._scrub(text or response.reason_phrase or ""))

    def _client_error(self, status: int, message: str, sent: list[Message], max_tokens: int) -> CloudError:
        if status in (401, 403):
            hint = f"; check {self._api_key_env}" if self._api_key_env else ""
            return CloudAuthError(f"cloud {self._where} rejected the credentials (HTTP {status}): {message}{hint}",
                                  status=status, attempts=self.attempts)
        if status == 413 or (status in (400, 422) and _OVERFLOW.search(message)):
            n_ctx = _first_int(r"maximum context length is (\d+)|> ?(\d+) maximum|context window of (\d+)", message)
            prompt = _first_int(r"(\d+) in the messages|resulted in (\d+) tokens|prompt is too long: (\d+)", message)
            return CloudContextOverflow(f"cloud context overflow at {self._where} (HTTP {status}): {message}",
                                        prompt_tokens=prompt, n_ctx=n_ctx, max_tokens=max_tokens,
                                        status=status, attempts=self.attempts)
        return CloudRequestError(f"cloud {self._where} refused the request (HTTP {status}): {message}",
                                 status=status, attempts=self.attempts)

    def _final_error(self, kind: str, status: int | None, detail: str, total: int) -> CloudError:
        tail = f": {_one_line(detail, 200)}" if detail else ""
        if status == 429:
            return CloudRateLimited(f"cloud {self._where} rate-limited all {total} attempts (HTTP 429){tail}",
                                    status=status, attempts=self.attempts)
        if status is not None and status >= 500:
            return CloudServerError(f"cloud {self._where} failed all {total} attempts (last HTTP {status}){tail}",
                                    status=status, attempts=self.attempts)
        return CloudUnavailable(f"cloud {self._where} unreachable after {total} attempts (last: {kind}){tail}",
                                status=status, attempts=self.attempts)

    def _bad(self, why: str) -> CloudBadResponse:
        return CloudBadResponse(f"cloud {self._where} sent an unusable response: {why}", status=200, attempts=self.attempts)

    def _parse(self, response: httpx.Response, latency_s: float) -> Completion:
        try:
            data = response.json()
        except ValueError:
            data = None
        if not isinstance(data, dict):
            raise self._bad(f"body is not a JSON object ({_one_line(self._scrub(response.text), 80)!r})")
        choices = data.get("choices")
        if not isinstance(choices, list) or not choices:
            raise self._bad("no choices")
        choice = choices[0]
        message = choice.get("message") if isinstance(choice, dict) else None
        if not isinstance(message, dict):
            raise self._bad("choice has no message")
        tool_calls = _parse_tool_calls(message.get("tool_calls"))
        text = _content_text(message.get("content"))
        if text is None and not tool_calls:
            raise self._bad("message has neither content nor tool_calls")
        return Completion(
            text=text or "",
            usage=self._usage(data.get("usage")),
            model_id=self.model_id,
            latency_s=latency_s,
            finish_reason=choice.get("finish_reason"),
            tool_calls=tool_calls,
        )

    def _usage(self, usage: Any) -> Usage:
        # Without usage the cost ledger would silently undercount, so a missing block is an error.
        if not isinstance(usage, dict):
            raise self._bad("no usage block (cannot account tokens)")
        try:
            prompt = int(usage["prompt_tokens"])
            completion = int(usage.get("completion_tokens", 0))
        except (KeyError, TypeError, ValueError):
            raise self._bad("usage lacks integer prompt_tokens/completion_tokens") from None
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


def _first_int(pattern: str, text: str) -> int:
    m = re.search(pattern, text)
    if not m:
        return 0
    return int(next(g for g in m.groups() if g is not None))


def _content_text(content: Any) -> str | None:
    if content is None or isinstance(content, str):
        return content
    if isinstance(content, list):  # content parts: [{"type": "text", "text": ...}, ...]
        return "".join(p.get("text", "") for p in content if isinstance(p, dict))
    return str(content)


def _parse_tool_calls(raw: Any) -> list[dict[str, Any]]:
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
