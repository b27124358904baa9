"""Fault injection with httpx.MockTransport: every failure is retried or not as it should
be, waits follow the backoff rules (sleep is injected, nothing really waits), and each
attempt is recorded for the agent to log."""
from __future__ import annotations

import email.utils

import httpx
import pytest

from edge_agent.router.errors import (
    CloudAuthError, CloudRateLimited, CloudServerError, CloudUnavailable,
)
from edge_agent.router.retry import CircuitBreaker
from router_fakes import MESSAGES, Script, make_client, ok, permit

NOW = 1_700_000_000.0


def outcomes(client):
    return [(a.attempt, a.outcome, a.wait_s) for a in client.attempts]


def test_429_with_retry_after_seconds_then_success():
    script = Script(httpx.Response(429, headers={"Retry-After": "3"}, json={"error": {"message": "slow down"}}), ok())
    client, sleeps = make_client(script)
    out = client.complete(MESSAGES, permit=permit())
    assert out.text and sleeps == [3.0]
    assert outcomes(client) == [(1, "http_429", 3.0), (2, "ok", None)]
    assert client.attempts[0].retry_after_s == 3.0 and client.attempts[0].status == 429
    assert client.attempts[0].detail == "slow down"


def test_429_with_retry_after_http_date():
    when = email.utils.formatdate(NOW + 5, usegmt=True)
    script = Script(httpx.Response(429, headers={"Retry-After": when}), ok())
    client, sleeps = make_client(script, now=lambda: NOW)
    client.complete(MESSAGES, permit=permit())
    assert sleeps == [5.0]


def test_retry_after_ms_is_preferred_and_long_waits_are_capped():
    script = Script(httpx.Response(429, headers={"Retry-After": "1", "retry-after-ms": "1500"}),
                    httpx.Response(503, headers={"Retry-After": "3600"}), ok())
    client, sleeps = make_client(script, backoff_max_s=8.0)
    client.complete(MESSAGES, permit=permit())
    assert sleeps == [1.5, 8.0]


def test_429_every_time_raises_rate_limited_after_all_retries():
    script = Script(httpx.Response(429))
    client, sleeps = make_client(script, max_retries=2, rand=lambda: 1.0)
    with pytest.raises(CloudRateLimited, match="all 3 attempts") as info:
        client.complete(MESSAGES, permit=permit())
    assert len(script.requests) == 3 and sleeps == [0.5, 1.0]
    assert [a.outcome for a in info.value.attempts] == ["http_429"] * 3
    assert info.value.attempts[-1].wait_s is None  # no sleep after the last attempt


def test_500_then_success_uses_jittered_backoff():
    script = Script(httpx.Response(500, text="Internal Server Error"), ok())
    client, sleeps = make_client(script, rand=lambda: 0.5)
    assert client.complete(MESSAGES, permit=permit()).usage.prompt_tokens == 120
    assert sleeps == [0.25]  # 0.5 (jitter draw) * base 0.5 * 2**0
    assert outcomes(client) == [(1, "http_500", 0.25), (2, "ok", None)]


def test_5xx_every_time_backs_off_exponentially_up_to_the_cap():
    script = Script(httpx.Response(502))
    client, sleeps = make_client(script, max_retries=5, backoff_base_s=1.0, backoff_max_s=6.0, rand=lambda: 1.0)
    with pytest.raises(CloudServerError, match=r"all 6 attempts \(last HTTP 502\)"):
        client.complete(MESSAGES, permit=permit())
    assert sleeps == [1.0, 2.0, 4.0, 6.0, 6.0]


def test_read_timeout_then_success():
    script = Script(httpx.ReadTimeout("timed out"), ok())
    client, sleeps = make_client(script)
    client.complete(MESSAGES, permit=permit())
    assert [a.outcome for a in client.attempts] == ["timeout", "ok"] and len(sleeps) == 1


def test_timeouts_every_time_raise_unavailable():
    script = Script(httpx.ConnectTimeout("timed out"))
    client, _ = make_client(script, max_retries=1)
    with pytest.raises(CloudUnavailable, match=r"unreachable after 2 attempts \(last: timeout\)"):
        client.complete(MESSAGES, permit=permit())


@pytest.mark.parametrize("error, kind", [
    (httpx.ConnectError("[Errno 111] Connection refused"), "connect_error"),
    (httpx.ReadError("[Errno 104] Connection reset by peer"), "connection_reset"),
    (httpx.RemoteProtocolError("Server disconnected without sending a response."), "protocol_error"),
])
def test_connection_failures_are_retried_then_unavailable(error, kind):
    script = Script(error)
    client, sleeps = make_client(script, max_retries=2)
    with pytest.raises(CloudUnavailable) as info:
        client.complete(MESSAGES, permit=permit())
    assert [a.outcome for a in info.value.attempts] == [kind] * 3 and len(sleeps) == 2
    assert info.value.kind == "unavailable"


def test_connection_reset_then_success():
    script = Script(httpx.ReadError("Connection reset by peer"), ok())
    client, _ = make_client(script)
    assert client.complete(MESSAGES, permit=permit()).text


@pytest.mark.parametrize("status", [401, 403])
def test_auth_errors_are_not_retried(status):
    script = Script(httpx.Response(status, json={"error": {"message": "Incorrect API key provided"}}))
    client, sleeps = make_client(script, api_key_env=None)
    with pytest.raises(CloudAuthError, match=f"HTTP {status}") as info:
        client.complete(MESSAGES, permit=permit())
    assert len(script.requests) == 1 and sleeps == []
    assert [a.outcome for a in info.value.attempts] == [f"http_{status}"]


def test_missing_key_in_environment_is_an_auth_error(monkeypatch):
    monkeypatch.delenv("NOPE_API_KEY", raising=False)
    with pytest.raises(CloudAuthError, match="NOPE_API_KEY is not set"):
        make_client(Script(ok()), api_key=None, api_key_env="NOPE_API_KEY")


def test_every_attempt_goes_to_the_callback():
    seen = []
    script = Script(httpx.Response(503), httpx.ReadTimeout("t"), ok())
    client, _ = make_client(script, on_attempt=seen.append)
    client.complete(MESSAGES, permit=permit())
    assert seen == client.attempts and [a.outcome for a in seen] == ["http_503", "timeout", "ok"]
    assert all(isinstance(a.as_dict(), dict) for a in seen)


def test_attempt_records_reset_per_call():
    script = Script(httpx.Response(500), ok())
    client, _ = make_client(script)
    client.complete(MESSAGES, permit=permit())
    client.complete(MESSAGES, permit=permit())
    assert [a.outcome for a in client.attempts] == ["ok"]


def test_circuit_breaker_fails_fast_then_probes_after_cooldown():
    clock = [0.0]
    breaker = CircuitBreaker(threshold=2, cooldown_s=30.0, clock=lambda: clock[0])
    script = Script(httpx.ConnectError("refused"), httpx.ConnectError("refused"), ok())
    client, _ = make_client(script, max_retries=0, breaker=breaker)
    for _ in range(2):
        with pytest.raises(CloudUnavailable, match="unreachable"):
            client.complete(MESSAGES, permit=permit())
    with pytest.raises(CloudUnavailable, match="2 calls failed in a row; next try in 30s") as info:
        client.complete(MESSAGES, permit=permit())
    assert len(script.requests) == 2  # the open breaker sent nothing
    assert [a.outcome for a in info.value.attempts] == ["circuit_open"]
    clock[0] = 31.0
    assert client.complete(MESSAGES, permit=permit()).text  # half-open probe succeeds
    assert breaker.consecutive_failures == 0


def test_auth_and_bad_requests_do_not_open_the_breaker():
    breaker = CircuitBreaker(threshold=1, cooldown_s=30.0, clock=lambda: 0.0)
    script = Script(httpx.Response(401), ok())
    client, _ = make_client(script, breaker=breaker)
    with pytest.raises(CloudAuthError):
        client.complete(MESSAGES, permit=permit())
    assert client.complete(MESSAGES, permit=permit()).text
