"""The API key must never surface: not in str/repr of any error, not in repr(client), not
in attempt records, not in logs — even when the server echoes it back."""
from __future__ import annotations

import logging
import pickle

import httpx
import pytest

from edge_agent.router.errors import (
    CloudAuthError, CloudBadResponse, CloudContextOverflow, CloudError, CloudRateLimited,
    CloudRequestError, CloudServerError, CloudUnavailable,
)
from edge_agent.router.retry import CircuitBreaker
from router_fakes import FAKE_KEY, MESSAGES, Script, make_client, ok_body, permit


def echo(status: int, template: str = "Incorrect API key provided: {key}"):
    """A server that quotes the credentials it received, as some providers do."""
    def handler(request: httpx.Request) -> httpx.Response:
        key = request.headers["authorization"].removeprefix("Bearer ")
        return httpx.Response(status, json={"error": {"message": template.format(key=key)}})
    return handler


SCENARIOS = [
    (Script(echo(429)), CloudRateLimited),
    (Script(echo(503)), CloudServerError),
    (Script(httpx.ReadTimeout(f"read timed out (Authorization: Bearer {FAKE_KEY})")), CloudUnavailable),
    (Script(httpx.ConnectError(f"proxy refused Bearer {FAKE_KEY}")), CloudUnavailable),
    (Script(httpx.ReadError(f"reset while sending {FAKE_KEY}")), CloudUnavailable),
    (Script(httpx.RemoteProtocolError(f"garbage after {FAKE_KEY}")), CloudUnavailable),
    (Script(lambda r: httpx.Response(200, text=f"<html>{r.headers['authorization']}</html>")), CloudBadResponse),
    (Script(httpx.Response(200, json={**ok_body(), "choices": []})), CloudBadResponse),
    (Script(echo(401)), CloudAuthError),
    (Script(echo(403, "key {key} lacks permission")), CloudAuthError),
    (Script(echo(404, "model not found for key {key}")), CloudRequestError),
    (Script(echo(400, "maximum context length is 10 tokens (key {key})")), CloudContextOverflow),
]


def _chain(exc: BaseException):
    while exc is not None:
        yield exc
        exc = exc.__cause__ or exc.__context__


@pytest.mark.parametrize("script, error_type", SCENARIOS, ids=[e.__name__ for _, e in SCENARIOS])
def test_key_never_appears_in_errors_records_or_logs(script, error_type, caplog):
    caplog.set_level(logging.DEBUG)  # includes httpx's and httpcore's own loggers
    client, _ = make_client(script, max_retries=1)
    with pytest.raises(error_type) as info:
        client.complete(MESSAGES, permit=permit())
    exc = info.value
    assert isinstance(exc, CloudError)
    if script.requests and "authorization" in script.requests[0].headers:
        assert script.requests[0].headers["authorization"] == f"Bearer {FAKE_KEY}"  # it really was sent
    for e in _chain(exc):
        assert FAKE_KEY not in str(e) and FAKE_KEY not in repr(e)
        # No request object (which holds the headers) is reachable from the error.
        assert not isinstance(e, httpx.HTTPError)
    assert FAKE_KEY not in repr(exc.attempts) and FAKE_KEY not in repr(client.attempts)
    assert FAKE_KEY not in repr(client) and FAKE_KEY not in str(client)
    assert FAKE_KEY not in caplog.text
    assert "\n" not in str(exc)


def test_circuit_open_error_has_no_key():
    breaker = CircuitBreaker(threshold=1, cooldown_s=60, clock=lambda: 0.0)
    client, _ = make_client(Script(httpx.ConnectError("refused")), max_retries=0, breaker=breaker)
    with pytest.raises(CloudUnavailable):
        client.complete(MESSAGES, permit=permit())
    with pytest.raises(CloudUnavailable) as info:
        client.complete(MESSAGES, permit=permit())
    assert FAKE_KEY not in str(info.value) and FAKE_KEY not in repr(info.value)


def test_key_from_env_is_not_in_repr_or_vars(monkeypatch):
    monkeypatch.setenv("EXAMPLE_API_KEY", FAKE_KEY)
    client, _ = make_client(Script(), api_key=None, api_key_env="EXAMPLE_API_KEY")
    assert FAKE_KEY not in repr(client)
    assert FAKE_KEY not in repr(vars(client))  # no attribute prints it, not even the holder
    assert FAKE_KEY not in repr(client._http.headers)  # sent per request, not stored on the pool
    with pytest.raises(TypeError):
        pickle.dumps(client._key)
