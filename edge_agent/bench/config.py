"""What a bench run is configured with, and the checks made before any cell runs.

Kept apart from the runner (bench.runner) so that the CLI, the Ray worker and the manifest
glue (bench.opening) can name a bench's settings, its two model sources and its one-line
configuration error without importing the code that runs cells.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from edge_agent.bench.task import Task
from edge_agent.errors import EdgeAgentError
from edge_agent.router.policy import UnknownPolicy, make_policy


class BenchError(EdgeAgentError, RuntimeError):
    """A configuration problem the user must fix; str() is one line."""


@dataclass
class ModelSource:
    """One side's model: a shared instance (a llama.cpp edge, a cloud client) or a factory
    called per (task, repeat) (test doubles, which are per-run by design)."""

    label: str
    model: Any = None
    factory: Callable[[Task, int], Any] | None = None
    in_process: bool = False  # llama.cpp in this process: one computation at a time
    local_server: bool = False  # a llama.cpp stand-in on this machine competes for the same cores
    price: Any = None  # router.prices.Price of the cloud side, None when unknown
    params: int | None = None  # parameter count of the edge side, for FLOPs

    def get(self, task: Task, repeat: int) -> Any:
        return self.factory(task, repeat) if self.factory is not None else self.model

    @property
    def scripted(self) -> bool:
        return bool(getattr(self.factory or self.model, "is_test_double", False))


@dataclass
class BenchConfig:
    strategies: list[str]
    out_dir: Path
    repeats: int = 1
    jobs: int = 1
    tasks_filter: str | None = None
    max_steps: int | None = None  # caps each task's own limit (short real-model runs)
    time_limit_s: int | None = None  # replaces each task's wall-clock limit (slow or shared machines)
    max_tokens: int = 512
    privacy_mode: str = "redact"
    keep_workspaces: bool = False
    sandbox_mode: str = "workspace-write"  # how run_shell and task scripts are confined
    allow_network: bool = False
    approve: str = "simulated"  # egress approvals: the task's simulated user, "auto" or "deny"
    extra: dict[str, Any] = field(default_factory=dict)  # recorded with the bench run
    params: dict[str, dict[str, Any]] = field(default_factory=dict)  # strategy -> parameter overrides (-p)
    tasks_dir: Path | None = None  # recorded in the manifest (None: the bundled suite)
    temperature: float = 0.0  # sampling temperature of every model call (bench.sampling)
    seed: int = 0  # base of the per-cell sampling seeds (bench.sampling.cell_seed)


def parse_params(items: list[str] | tuple[str, ...]) -> dict[str, dict[str, Any]]:
    """`-p STRATEGY.PARAM=VALUE` items into {strategy: {param: value}}; values are YAML
    scalars (0.6, true, 12). Raises BenchError (one line) on a malformed item."""
    import yaml

    out: dict[str, dict[str, Any]] = {}
    for item in items:
        key, eq, raw = item.partition("=")
        strategy, dot, param = key.strip().rpartition(".")
        if not eq or not dot or not strategy or not param:
            raise BenchError(f"-p {item!r}: expected STRATEGY.PARAM=VALUE, e.g. -p step-route.tau=0.6")
        try:
            value = yaml.safe_load(raw) if raw.strip() else ""
        except yaml.YAMLError:
            value = raw
        out.setdefault(strategy, {})[param] = value
    return out


def check_strategies(names: list[str], has_cloud: bool,
                     params: dict[str, dict[str, Any]] | None = None) -> dict[str, dict[str, Any]]:
    """Every strategy exists, gets the cloud it needs and accepts its -p parameters; returns
    each strategy's effective parameters (calibrated defaults and overrides applied)."""
    if not names:
        raise BenchError("no strategies given; e.g. --strategies edge-only,cloud-only")
    params = params or {}
    stray = sorted(set(params) - set(names))
    if stray:
        raise BenchError(f"-p names strategy {stray[0]!r}, which is not in --strategies")
    effective = {}
    for n in names:
        try:
            policy = make_policy(n, **params.get(n, {}))
        except UnknownPolicy as e:
            raise BenchError(str(e)) from None
        except ValueError as e:  # pydantic names the bad field
            first = str(e).splitlines()
            detail = " ".join(x.strip() for x in first[1:3]) if len(first) > 1 else str(e)
            raise BenchError(f"-p {n}: {detail}") from None
        if policy.needs_cloud and not has_cloud:
            raise BenchError(f"strategy {n!r} needs a cloud model (--cloud)")
        p: Any = getattr(policy, "params", None)
        effective[n] = p.model_dump(mode="json") if hasattr(p, "model_dump") else {}
    return effective


def parallel_allowed(edge: ModelSource, cloud: ModelSource | None) -> bool:
    """Runs may overlap only when no two llama.cpp computations would share these cores
    (DESIGN.md: spinning threads collapse throughput) and no model holds per-process state
    that concurrent runs would trample (the in-process edge's KV cache)."""
    return not edge.in_process and not (cloud is not None and cloud.local_server)
