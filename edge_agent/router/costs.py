"""CostLedger: what each step of a run cost, on the cloud side and on the edge side.

Cloud: raw (prompt − cached), cached and output tokens, priced per million at input,
cached_input and output — the EC²-Bench accounting. Edge: prompt, evaluated (actually
computed) and completion tokens, wall time, and FLOPs ≈ 2 · parameters · (evaluated +
completion), the usual forward-pass estimate; evaluated rather than prompt tokens so a
reused KV prefix is not charged twice.

USD is summed as Decimal so totals are exact; `totals()` converts to plain numbers for the
trace store. An unknown price or parameter count makes the corresponding total None
rather than a silent undercount.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from decimal import Decimal
from typing import Any

from edge_agent.models.chat import Usage
from edge_agent.router.prices import Price


@dataclass
class StepCost:
    step: int
    cloud_calls: int = 0
    cloud_raw_tokens: int = 0
    cloud_cached_tokens: int = 0
    cloud_output_tokens: int = 0
    cloud_usd: Decimal | None = Decimal(0)
    edge_calls: int = 0
    edge_prompt_tokens: int = 0
    edge_evaluated_tokens: int = 0
    edge_completion_tokens: int = 0
    edge_wall_s: float = 0.0
    edge_flops: int | None = 0

    def as_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["cloud_usd"] = None if self.cloud_usd is None else float(self.cloud_usd)
        return d


@dataclass
class CostLedger:
    """Accumulates per-step costs of one run.

    cloud_price: the default price of cloud calls (None: tokens are counted, USD unknown).
    edge_parameters: the edge model's parameter count (None: FLOPs unknown).
    """

    cloud_price: Price | None = None
    edge_parameters: int | None = None
    _steps: dict[int, StepCost] = field(default_factory=dict, repr=False)

    @classmethod
    def from_steps(cls, steps, *, cloud_price: Price | None = None, edge_parameters: int | None = None) -> "CostLedger":
        """A ledger filled from an agent run's step records (duck-typed: .idx and .calls of
        (side, completion)): every cloud call — steps, sketches, advice — at the cloud's
        price, every edge call with its wall time and FLOPs."""
        ledger = cls(cloud_price=cloud_price, edge_parameters=edge_parameters)
        for step in steps:
            for call in step.calls:
                if call.completion is None:
                    continue
                if call.side == "cloud":
                    ledger.add_cloud(step.idx, call.completion.usage)
                else:
                    ledger.add_edge(step.idx, call.completion.usage, wall_s=call.completion.latency_s)
        return ledger

    def _step(self, step: int) -> StepCost:
        return self._steps.setdefault(step, StepCost(step))

    def add_cloud(self, step: int, usage: Usage, *, price: Price | None = None) -> Decimal | None:
        """Record one cloud call; returns its USD (None when no price is known)."""
        price = price if price is not None else self.cloud_price
        raw, cached, out = usage.raw_prompt_tokens, usage.cached_tokens, usage.completion_tokens
        usd = None if price is None else price.cost_usd(raw, cached, out)
        s = self._step(step)
        s.cloud_calls += 1
        s.cloud_raw_tokens += raw
        s.cloud_cached_tokens += cached
        s.cloud_output_tokens += out
        s.cloud_usd = None if (usd is None or s.cloud_usd is None) else s.cloud_usd + usd
        return usd

    def add_edge(self, step: int, usage: Usage, *, wall_s: float, parameters: int | None = None) -> int | None:
        """Record one edge call; returns its FLOPs estimate (None when parameters are unknown)."""
        params = parameters if parameters is not None else self.edge_parameters
        flops = None if params is None else 2 * params * (usage.evaluated_tokens + usage.completion_tokens)
        s = self._step(step)
        s.edge_calls += 1
        s.edge_prompt_tokens += usage.prompt_tokens
        s.edge_evaluated_tokens += usage.evaluated_tokens
        s.edge_completion_tokens += usage.completion_tokens
        s.edge_wall_s += wall_s
        s.edge_flops = None if (flops is None or s.edge_flops is None) else s.edge_flops + flops
        return flops

    @property
    def entries(self) -> list[StepCost]:
        return [self._steps[k] for k in sorted(self._steps)]

    def step(self, step: int) -> StepCost:
        return self._steps.get(step, StepCost(step))

    def total_usd(self) -> Decimal | None:
        total = Decimal(0)
        for s in self._steps.values():
            if s.cloud_usd is None:
                return None
            total += s.cloud_usd
        return total

    def totals(self) -> dict[str, Any]:
        """Run totals as plain JSON-able values, ready to store with the run."""
        steps = self.entries
        flops: int | None = 0
        for s in steps:
            flops = None if (flops is None or s.edge_flops is None) else flops + s.edge_flops
        usd = self.total_usd()
        return {
            "steps": len(steps),
            "cloud_calls": sum(s.cloud_calls for s in steps),
            "cloud_raw_tokens": sum(s.cloud_raw_tokens for s in steps),
            "cloud_cached_tokens": sum(s.cloud_cached_tokens for s in steps),
            "cloud_output_tokens": sum(s.cloud_output_tokens for s in steps),
            "cloud_usd": None if usd is None else float(usd),
            "cloud_price": None if self.cloud_price is None else self.cloud_price.as_dict(),
            "edge_calls": sum(s.edge_calls for s in steps),
            "edge_prompt_tokens": sum(s.edge_prompt_tokens for s in steps),
            "edge_evaluated_tokens": sum(s.edge_evaluated_tokens for s in steps),
            "edge_completion_tokens": sum(s.edge_completion_tokens for s in steps),
            "edge_wall_s": sum(s.edge_wall_s for s in steps),
            "edge_flops": flops,
            "edge_parameters": self.edge_parameters,
        }


__all__ = ["CostLedger", "StepCost"]
