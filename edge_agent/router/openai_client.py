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

This module is the call: permit, circuit breaker, attempts, back-off and deadlines. Its
parts: the request body and header (router.openai_request), sending and reading an answer
by a deadline, streamed or not (router.openai_transport, router.sse), a 2xx body into a
Completion and its usage (router.openai_response), failures into typed one-line errors
(router.openai_errors), retry timing and the breaker (router.retry).
"""
from __future__ import annotations

import logging
import random
import time
from typing import Any, Callable, Sequence

import httpx

from edge_agent.models.chat import Completion, Message, ToolSpec
from edge_agent.models.egress import EgressPermit, check_permit
from edge_agent.router.credentials import Secret, display_url, load_key, scrub
from edge_agent.router.credentials import MIN_ECHO, scrub_secret  # noqa: F401  (re-exported: imported from here)
from edge_agent.router.errors import CloudBadResponse, CloudUnavailable
from edge_agent.router.openai_errors import (attempt_failure, bad_response, client_error, final_error, one_line,
                                             server_message)
from edge_agent.router.openai_request import SCHEMA_MODES, SchemaMode, auth_headers, request_body
from edge_agent.router.openai_response import UnusableAnswer, completion_from, json_or_none
from edge_agent.router.openai_transport import DeadlinePassed, post_by_deadline
from edge_agent.router.retry import RETRYABLE_STATUSES, AttemptRecord, CircuitBreaker, backoff_delay, parse_retry_after
from edge_agent.router.sse import StreamError

log = logging.getLogger(__name__)

__all__ = ["OpenAIChatModel", "SchemaMode", "display_url", "scrub_secret", "MIN_ECHO"]


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
        if schema_mode not in SCHEMA_MODES:
            raise ValueError(f"schema_mode must be one of {', '.join(SCHEMA_MODES)}, not {schema_mode!r}")
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
        return request_body(self.model_id, messages, response_schema, tools, max_tokens, temperature,
                            schema_mode=self.schema_mode, token_limit_param=self.token_limit_param,
                            send_temperature=self.send_temperature, native_tools=self.native_tools, seed=self.seed)

    def _post(self, body: dict[str, Any], deadline: float,
              on_token: Callable[[str], None] | None = None) -> httpx.Response:
        """POST and read the whole answer by `deadline` (router.openai_transport)."""
        try:
            return post_by_deadline(self._http, self._endpoint, body, auth_headers(self._key), deadline, on_token)
        except StreamError as e:
            why = str(e)
        raise self._bad(why)

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
            except (DeadlinePassed, httpx.TransportError) as exc:
                kind, detail = attempt_failure(exc, self._scrub, min(self.timeout_s, self.deadline_s))
            elapsed = time.monotonic() - t0
            status, retry_after = None, None
            if response is not None:
                status = response.status_code
                if 200 <= status < 300:
                    self._record(AttemptRecord(attempt, "ok", status, elapsed))
                    self._breaker.record_success()
                    # Latency includes retries and waits: it is what the step really waited.
                    return self._parse(response, time.monotonic() - started)
                kind, detail = f"http_{status}", server_message(response, self._scrub)
                if status not in RETRYABLE_STATUSES:
                    self._record(AttemptRecord(attempt, kind, status, elapsed, detail=detail))
                    raise client_error(status, detail, where=self._where, key_env=self._api_key_env,
                                       max_tokens=max_tokens, attempts=self.attempts)
                retry_after = parse_retry_after(response.headers, now=self._now)
                if retry_after is not None:
                    retry_after = min(retry_after, self.backoff_max_s)
            wait = None
            if attempt < total:
                wait = backoff_delay(attempt, base_s=self.backoff_base_s, max_s=self.backoff_max_s,
                                     rand=self._rand, retry_after_s=retry_after)
                if time.monotonic() + wait >= call_deadline:  # no time left for another attempt
                    wait, total = None, attempt
            self._record(AttemptRecord(attempt, kind, status, elapsed, wait, retry_after, one_line(detail, 200)))
            if wait is not None:
                self._sleep(wait)
            elif attempt < self.max_retries + 1:
                break  # the call's deadline leaves no room for another attempt
        self._breaker.record_failure()
        raise final_error(kind, status, detail, total, where=self._where, attempts=self.attempts)

    def _authorise(self, permit: EgressPermit | None, messages: Sequence[Message], **payload: Any) -> None:
        """The gate's permit for exactly this payload. Only router.local_edge.LocalServerModel,
        which can only point at loopback or a Unix socket, replaces this check."""
        check_permit(permit, messages, **payload)

    # -- turning answers into results -----------------------------------------------------------

    def _bad(self, why: str) -> CloudBadResponse:
        return bad_response(why, where=self._where, attempts=self.attempts)

    def _parse(self, response: httpx.Response, latency_s: float) -> Completion:
        data = json_or_none(response)
        if not isinstance(data, dict):
            raise self._bad(f"body is not a JSON object ({one_line(self._scrub(response.text), 80)!r})")
        try:
            return completion_from(data, model_id=self.model_id, latency_s=latency_s)
        except UnusableAnswer as e:
            why = str(e)
        raise self._bad(why)
