"""Sending one request and reading its whole answer by a deadline, streamed or not.

`timeout_s` of the client is a total deadline for one attempt (connect, send and the whole
body), not a per-read timeout: each read here waits at most what is left, and a body still
arriving at the deadline is abandoned (`DeadlinePassed`), so a server that drips a byte at a
time cannot hold a call open. A streamed answer (text/event-stream) is handed to `on_token`
piece by piece and returned as the body a non-streamed request would have got (router.sse),
so everything downstream reads one format. Failures leave as httpx's transport errors,
`DeadlinePassed` or `sse.StreamError`; the client turns them into typed errors
(router.openai_errors).
"""
from __future__ import annotations

import time
from typing import Any, Callable

import httpx

from edge_agent.router.sse import StreamAssembler

# Already decoded by httpx: the headers that describe the wire form no longer apply.
_WIRE_HEADERS = ("content-encoding", "content-length", "transfer-encoding")


class DeadlinePassed(Exception):
    """The attempt's total deadline passed while the answer was still arriving."""


def post_by_deadline(http: httpx.Client, endpoint: httpx.URL, body: dict[str, Any], headers: dict[str, str],
                     deadline: float, on_token: Callable[[str], None] | None = None) -> httpx.Response:
    """POST `body` and read the whole answer by `deadline` (time.monotonic())."""
    left = deadline - time.monotonic()
    if left <= 0:
        raise DeadlinePassed()
    with http.stream("POST", endpoint, json=body, headers=headers, timeout=httpx.Timeout(left)) as response:
        if body.get("stream") and response.status_code == 200 and \
                response.headers.get("content-type", "").startswith("text/event-stream"):
            return _read_stream(response, deadline, on_token)
        chunks = []
        for chunk in response.iter_bytes():
            chunks.append(chunk)
            if time.monotonic() > deadline:
                raise DeadlinePassed()
        headers_kept = [(k, v) for k, v in response.headers.multi_items() if k.lower() not in _WIRE_HEADERS]
        return httpx.Response(response.status_code, headers=headers_kept, content=b"".join(chunks))


def _read_stream(response: httpx.Response, deadline: float,
                 on_token: Callable[[str], None] | None) -> httpx.Response:
    assembler = StreamAssembler(on_token)
    for line in response.iter_lines():
        assembler.feed_line(line)  # sse.StreamError on a line that is not the chunk format
        if time.monotonic() > deadline:
            raise DeadlinePassed()
    return httpx.Response(200, json=assembler.body())
