"""Backoff arithmetic, Retry-After parsing, attempt records and a circuit breaker.

Kept apart from the HTTP client so the timing rules can be tested as plain functions and
reused by any other remote backend.
"""
from __future__ import annotations

import email.utils
import time
from dataclasses import asdict, dataclass
from datetime import timezone
from typing import Any, Callable, Mapping

# Statuses worth another try: rate limiting, a proxy/server hiccup, a request timeout.
RETRYABLE_STATUSES = frozenset({408, 429}) | frozenset(range(500, 600))


@dataclass(frozen=True)
class AttemptRecord:
    """One HTTP attempt of one cloud call, as the agent logs it.

    attempt: 1-based number within the call.
    outcome: "ok", "http_<status>", or a transport error kind ("timeout", "connect_error",
        "connection_reset", "protocol_error", "circuit_open").
    wait_s: how long the client slept before the next attempt; None when it did not retry.
    retry_after_s: the server's Retry-After (already capped), when it sent one.
    """

    attempt: int
    outcome: str
    status: int | None = None
    elapsed_s: float = 0.0
    wait_s: float | None = None
    retry_after_s: float | None = None
    detail: str = ""

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def parse_retry_after(headers: Mapping[str, str], *, now: Callable[[], float] = time.time) -> float | None:
    """Seconds the server asks us to wait, or None when it did not say (or said nonsense).

    Accepts `Retry-After` as delta-seconds or an HTTP date (RFC 9110), and the
    `retry-after-ms` header OpenAI sends alongside it, which is more precise.
    """
    ms = headers.get("retry-after-ms")
    if ms is not None:
        try:
            value = float(ms) / 1000.0
            if value >= 0:
                return value
        except ValueError:
            pass
    raw = headers.get("retry-after")
    if raw is None:
        return None
    raw = raw.strip()
    try:
        seconds = float(raw)
        return seconds if seconds >= 0 else None
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(raw)
    except (TypeError, ValueError, IndexError):
        return None
    if when is None:
        return None
    if when.tzinfo is None:  # an HTTP date is GMT by definition
        when = when.replace(tzinfo=timezone.utc)
    return max(0.0, when.timestamp() - now())


def backoff_delay(attempt: int, *, base_s: float, max_s: float, rand: Callable[[], float],
                  retry_after_s: float | None = None) -> float:
    """Wait before attempt `attempt + 1`.

    Full jitter (a uniform draw in [0, min(max, base·2^(attempt-1))]) spreads out clients
    that failed together, so they do not retry in lockstep. A server's Retry-After wins
    over our own guess, but is capped at max_s so one bad header cannot stall a run.
    """
    if retry_after_s is not None:
        return min(max(0.0, retry_after_s), max_s)
    ceiling = min(max_s, base_s * (2 ** max(0, attempt - 1)))
    return rand() * ceiling


class CircuitBreaker:
    """Fails fast after `threshold` consecutive failed calls, for `cooldown_s`.

    Without it a dead endpoint costs every step the full retry schedule before the agent
    falls back to the edge. After the cooldown one trial call goes through ("half open");
    success closes the breaker, failure reopens it. threshold=0 disables it.
    """

    def __init__(self, threshold: int = 3, cooldown_s: float = 60.0, clock: Callable[[], float] = time.monotonic):
        self.threshold, self.cooldown_s, self._clock = threshold, cooldown_s, clock
        self.consecutive_failures = 0
        self._opened_at: float | None = None

    def allow(self) -> bool:
        if self._opened_at is None:
            return True
        if self._clock() - self._opened_at >= self.cooldown_s:
            self._opened_at = None  # half open: let one call probe the server
            return True
        return False

    def seconds_until_retry(self) -> float:
        if self._opened_at is None:
            return 0.0
        return max(0.0, self.cooldown_s - (self._clock() - self._opened_at))

    def record_success(self) -> None:
        self.consecutive_failures = 0
        self._opened_at = None

    def record_failure(self) -> None:
        self.consecutive_failures += 1
        if self.threshold and self.consecutive_failures >= self.threshold:
            self._opened_at = self._clock()
