"""What went wrong with a cloud call, as a typed error (router.errors) in one line.

Every message is built from status codes, error kinds and server text passed through the
client's `scrub` (the API key and secrets of the base URL removed; some providers echo part
of the key) — never from httpx request objects, which hold the headers. The client raises
what these functions return outside `except` blocks, so no exception chain leads back to a
request. `where` is the endpoint as the client displays it (no userinfo, no query).
"""
from __future__ import annotations

import re
from typing import Callable, Sequence

import httpx

from edge_agent.router.errors import (
    CloudAuthError, CloudBadResponse, CloudContextOverflow, CloudError, CloudRateLimited, CloudRequestError,
    CloudServerError, CloudUnavailable,
)
from edge_agent.router.openai_response import json_or_none
from edge_agent.router.openai_transport import DeadlinePassed
from edge_agent.router.retry import AttemptRecord

Scrub = Callable[[str], str]

# Phrases servers use for "prompt + max_tokens do not fit" (OpenAI, vLLM, llama.cpp,
# DashScope, Anthropic-compatible, Gemini-compatible).
_OVERFLOW = re.compile(
    r"context[ _]length|context window|maximum context|too many tokens|prompt is too long|"
    r"input is too long|exceeds? the model's max|range of input length|input token count",
    re.IGNORECASE,
)


def one_line(text: str, limit: int = 300) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def attempt_failure(exc: Exception, scrub: Scrub, timeout_s: float) -> tuple[str, str]:
    """(kind, detail) of an attempt that got no answer: a passed deadline or a transport error."""
    if isinstance(exc, DeadlinePassed):
        return "timeout", f"no complete answer within {timeout_s:g}s"
    if isinstance(exc, httpx.TimeoutException):
        return "timeout", type(exc).__name__
    if isinstance(exc, httpx.ConnectError):
        return "connect_error", scrub(str(exc))
    if isinstance(exc, (httpx.ReadError, httpx.WriteError)):
        return "connection_reset", scrub(str(exc)) or type(exc).__name__
    if isinstance(exc, httpx.RemoteProtocolError):
        return "protocol_error", scrub(str(exc))
    return "transport_error", type(exc).__name__


def server_message(response: httpx.Response, scrub: Scrub) -> str:
    """The server's own explanation of a refusal, scrubbed, on one line."""
    text = response.text
    data = json_or_none(response)
    if isinstance(data, dict):
        err = data.get("error", data)
        if isinstance(err, dict):
            text = str(err.get("message") or err.get("detail") or err.get("code") or err)
        elif err is not None:
            text = str(err)
        if isinstance(data.get("detail"), str):
            text = data["detail"]
    return one_line(scrub(text or response.reason_phrase or ""))


def client_error(status: int, message: str, *, where: str, key_env: str | None, max_tokens: int,
                 attempts: Sequence[AttemptRecord]) -> CloudError:
    """A refusal that retrying will not heal: credentials, a prompt that does not fit, a bad request."""
    if status in (401, 403):
        hint = f"; check {key_env}" if key_env else ""
        return CloudAuthError(f"cloud {where} rejected the credentials (HTTP {status}): {message}{hint}",
                              status=status, attempts=attempts)
    if status == 413 or (status in (400, 422) and _OVERFLOW.search(message)):
        n_ctx = _first_int(r"maximum context length is (\d+)|> ?(\d+) maximum|context window of (\d+)", message)
        prompt = _first_int(r"(\d+) in the messages|resulted in (\d+) tokens|prompt is too long: (\d+)", message)
        return CloudContextOverflow(f"cloud context overflow at {where} (HTTP {status}): {message}",
                                    prompt_tokens=prompt, n_ctx=n_ctx, max_tokens=max_tokens,
                                    status=status, attempts=attempts)
    return CloudRequestError(f"cloud {where} refused the request (HTTP {status}): {message}",
                             status=status, attempts=attempts)


def final_error(kind: str, status: int | None, detail: str, total: int, *, where: str,
                attempts: Sequence[AttemptRecord]) -> CloudError:
    """Every attempt failed with something retryable: rate limits, server errors, no answer."""
    tail = f": {one_line(detail, 200)}" if detail else ""
    if status == 429:
        return CloudRateLimited(f"cloud {where} rate-limited all {total} attempts (HTTP 429){tail}",
                                status=status, attempts=attempts)
    if status is not None and status >= 500:
        return CloudServerError(f"cloud {where} failed all {total} attempts (last HTTP {status}){tail}",
                                status=status, attempts=attempts)
    return CloudUnavailable(f"cloud {where} unreachable after {total} attempts (last: {kind}){tail}",
                            status=status, attempts=attempts)


def bad_response(why: str, *, where: str, attempts: Sequence[AttemptRecord]) -> CloudBadResponse:
    return CloudBadResponse(f"cloud {where} sent an unusable response: {why}", status=200, attempts=attempts)


def _first_int(pattern: str, text: str) -> int:
    m = re.search(pattern, text)
    if not m:
        return 0
    return int(next(g for g in m.groups() if g is not None))
