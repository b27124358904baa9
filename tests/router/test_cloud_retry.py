"""The timing rules of router.retry as plain functions."""
from __future__ import annotations

import email.utils

import pytest

from edge_agent.router.retry import CircuitBreaker, backoff_delay, parse_retry_after

NOW = 1_700_000_000.0


@pytest.mark.parametrize("headers, expected", [
    ({}, None),
    ({"retry-after": "7"}, 7.0),
    ({"retry-after": " 2.5 "}, 2.5),
    ({"retry-after": "-3"}, None),
    ({"retry-after": "soon"}, None),
    ({"retry-after": email.utils.formatdate(NOW + 42, usegmt=True)}, 42.0),
    ({"retry-after": email.utils.formatdate(NOW - 42, usegmt=True)}, 0.0),  # a date in the past: go now
    ({"retry-after": "1", "retry-after-ms": "250"}, 0.25),
    ({"retry-after": "1", "retry-after-ms": "x"}, 1.0),
])
def test_parse_retry_after(headers, expected):
    assert parse_retry_after(headers, now=lambda: NOW) == expected


def test_full_jitter_bounds_and_cap():
    assert backoff_delay(1, base_s=0.5, max_s=10, rand=lambda: 0.0) == 0.0
    assert [backoff_delay(n, base_s=0.5, max_s=10, rand=lambda: 1.0) for n in range(1, 7)] == [0.5, 1, 2, 4, 8, 10]
    assert backoff_delay(3, base_s=0.5, max_s=10, rand=lambda: 0.25) == 0.5


def test_retry_after_wins_but_is_capped():
    assert backoff_delay(1, base_s=0.5, max_s=10, rand=lambda: 1.0, retry_after_s=4) == 4
    assert backoff_delay(1, base_s=0.5, max_s=10, rand=lambda: 1.0, retry_after_s=400) == 10
    assert backoff_delay(1, base_s=0.5, max_s=10, rand=lambda: 1.0, retry_after_s=0) == 0


def test_breaker_threshold_zero_never_opens():
    b = CircuitBreaker(threshold=0)
    for _ in range(10):
        b.record_failure()
    assert b.allow()


def test_breaker_half_open_failure_reopens():
    t = [0.0]
    b = CircuitBreaker(threshold=2, cooldown_s=10, clock=lambda: t[0])
    b.record_failure()
    assert b.allow()
    b.record_failure()
    assert not b.allow() and b.seconds_until_retry() == 10
    t[0] = 10.0
    assert b.allow()          # one probe
    b.record_failure()        # probe failed: open again for a full cooldown
    assert not b.allow()
    b.record_success()
    assert b.allow() and b.consecutive_failures == 0
