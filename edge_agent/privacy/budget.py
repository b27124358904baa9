"""Privacy budget: a per-run ceiling on distinct sensitive values of chosen types that leave
the device in clear text.

Redacted values do not leave, so in `redact` mode only types the gate lets through
(`Gate(passthrough=...)`) count; in `off` mode everything detected counts. A request that
would take any type past its ceiling is blocked as a whole (the step then runs on the edge).
"""
from __future__ import annotations

import threading
from collections import defaultdict
from collections.abc import Iterable, Mapping


class PrivacyBudget:
    def __init__(self, limits: Mapping[str, int]):
        bad = [t for t, n in limits.items() if not isinstance(n, int) or n < 0]
        if bad:
            raise ValueError(f"privacy budget limits must be non-negative integers: {', '.join(bad)}")
        self.limits = dict(limits)
        self._spent: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
        self._lock = threading.Lock()

    def used(self, run_id: str) -> dict[str, int]:
        with self._lock:
            return {t: len(v) for t, v in self._spent[run_id].items()}

    def exceeded_by(self, run_id: str, leaving: Iterable[tuple[str, str]]) -> str | None:
        """The reason this request would break the budget, or None if it fits."""
        with self._lock:
            spent = self._spent[run_id]
            extra: dict[str, set[str]] = defaultdict(set)
            for t, v in leaving:
                if t in self.limits and v not in spent[t]:
                    extra[t].add(v)
            over = [f"{t} {len(spent[t]) + len(vals)}>{self.limits[t]}" for t, vals in sorted(extra.items())
                    if len(spent[t]) + len(vals) > self.limits[t]]
        return f"privacy budget reached: {', '.join(over)}" if over else None

    def spend(self, run_id: str, leaving: Iterable[tuple[str, str]]) -> None:
        with self._lock:
            for t, v in leaving:
                if t in self.limits:
                    self._spent[run_id][t].add(v)
