"""The benchmark on a Ray cluster: `edge-agent bench run --ray [auto|local|ADDRESS]`.

Comparing strategies with models that matter is thousands of agent runs of minutes each;
a cluster the user already has runs them without a home-made scheduler. Each
(task, strategy, repeat) cell is one unit of work. Workers are actors
(edge_agent.bench.ray_worker.CellWorker), one per `--ray-num-cpus`/`--ray-num-gpus`
share of each node, that load their models once and keep them.

The driver alone writes the store: a worker hands back the finished row and its run's
trace, and the driver records both in one transaction under the bench's unique key
(bench, task, strategy, repeat). So a killed worker loses only the cell it was running
(which goes back to the queue), and a killed driver loses nothing that was recorded: the
same command resumes, skipping what is there, and never records a cell twice.

Retries are bounded: a cell whose worker died, or whose run failed in the harness, is
tried `retries` more times and then recorded as failed with the reason. Ray is an
optional extra; without it `--ray` says how to install it, and the single-machine path
(edge_agent.bench.runner) does not import this module.
"""
from __future__ import annotations

import collections
import os
import socket
import time
from pathlib import Path
from dataclasses import dataclass, field
from typing import Any, Callable

from edge_agent.bench.ray_worker import CellWorker, WorkerSpec
from edge_agent.bench.runner import BenchError, BenchRunner
from edge_agent.bench.task import Task

INSTALL_HINT = "--ray needs Ray: pip install 'edge-agent[ray]' (or pip install 'ray[default]')"
Cell = tuple[Task, str, int]


def require_ray():
    try:
        import ray
    except ImportError:
        raise BenchError(INSTALL_HINT) from None
    return ray


@dataclass
class RayOptions:
    address: str = "auto"  # auto: a running cluster; local: start one here; else host:port or ray://host:port
    num_cpus: float = 1.0  # per worker
    num_gpus: float = 0.0  # per worker
    workers: int | None = None  # default: as many as the cluster's nodes fit
    retries: int = 2  # further tries of a cell whose worker died or whose run failed in the harness
    start_timeout_s: float = 600.0  # a worker that has not loaded its models by then is given up
    local_cpus: int | None = None  # CPUs of a cluster started with address=local (default: all)


def connect(options: RayOptions) -> Any:
    """Join (or start) the cluster; an unreachable address is one line."""
    ray = require_ray()
    if ray.is_initialized():
        return ray
    kw: dict[str, Any] = {"include_dashboard": False, "logging_level": "WARNING", "log_to_driver": False,
                          "configure_logging": True}
    if options.address == "local":
        kw["num_cpus"] = options.local_cpus
        address = "local"
    else:
        # Ray retries an unreachable GCS for minutes; a plain TCP connect says it in seconds.
        address = resolve_address(options.address)
        probe(address)
    try:
        ray.init(address=address, **kw)
    except Exception as e:  # ConnectionError, or a RuntimeError naming no running cluster
        msg = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        raise BenchError(f"cannot reach the Ray cluster at {options.address!r}: {msg[:200]}") from None
    return ray


def resolve_address(address: str) -> str:
    """`auto` is the cluster this node belongs to: $RAY_ADDRESS, or the one `ray start` recorded."""
    if address != "auto":
        return address
    found = os.environ.get("RAY_ADDRESS", "")
    current = Path(os.environ.get("RAY_TMPDIR", "/tmp")) / "ray" / "ray_current_cluster"
    if not found and current.is_file():
        found = current.read_text().strip()
    if not found:
        raise BenchError("no running Ray cluster found for --ray auto; start one with `ray start --head`, "
                         "give its address (--ray HOST:6379), or use --ray local")
    return found


def probe(address: str, timeout_s: float = 5.0) -> None:
    hostport = address.split("://", 1)[-1].rstrip("/")
    host, _, port = hostport.rpartition(":")
    if not host or not port.isdigit():
        raise BenchError(f"--ray {address!r}: expected auto, local, HOST:PORT or ray://HOST:PORT")
    try:
        with socket.create_connection((host, int(port)), timeout=timeout_s):
            pass
    except OSError as e:
        raise BenchError(f"cannot reach the Ray cluster at {address}: {e.strerror or e}") from None


def capacity(nodes: list[dict[str, Any]], num_cpus: float, num_gpus: float) -> int:
    """How many workers the alive nodes fit, node by node (a worker never spans nodes)."""
    total = 0
    for n in nodes:
        if not n.get("Alive", n.get("alive", True)):
            continue
        res = n.get("Resources", {})
        fits = [int(res.get("CPU", 0) // num_cpus)] if num_cpus > 0 else []
        if num_gpus > 0:
            fits.append(int(res.get("GPU", 0) // num_gpus))
        total += min(fits) if fits else 1
    return total


def _resources_line(nodes: list[dict[str, Any]], num_cpus: float, num_gpus: float) -> str:
    alive = [n.get("Resources", {}) for n in nodes if n.get("Alive", True)]
    cpu = max((r.get("CPU", 0) for r in alive), default=0)
    gpu = max((r.get("GPU", 0) for r in alive), default=0)
    return (f"the Ray cluster cannot fit one worker: it needs CPU={num_cpus:g}, GPU={num_gpus:g} on one node "
            f"(--ray-num-cpus/--ray-num-gpus) and its largest node has CPU={cpu:g}, GPU={gpu:g}")


@dataclass
class Worker:
    index: int
    handle: Any
    info: dict[str, Any] = field(default_factory=dict)


class RayBenchRunner:
    """Runs the pending cells of `driver`'s bench on a Ray cluster. `driver` is a plain
    BenchRunner used for bookkeeping only (open, pending, the store); its models are
    labels, never loaded on the driver. `spec` tells each worker how to build its own."""

    def __init__(self, driver: BenchRunner, spec: WorkerSpec, options: RayOptions,
                 on_progress: Callable[[int, int, dict], None] | None = None,
                 on_event: Callable[[str], None] | None = None):
        self.driver, self.spec, self.options = driver, spec, options
        self.on_progress = on_progress
        self.on_event = on_event or (lambda line: None)
        self.state = {"done": 0, "running": 0, "failed": 0, "retried": 0, "workers": 0}
        self.workers: dict[int, Worker] = {}
        self.busy: dict[int, Cell] = {}  # worker index -> the cell it is running
        self._cls = None

    # --- workers -------------------------------------------------------------------------
    def _actor_class(self, ray):
        if self._cls is None:
            self._cls = ray.remote(CellWorker)
        return self._cls.options(num_cpus=self.options.num_cpus, num_gpus=self.options.num_gpus,
                                              max_restarts=0, max_concurrency=1)

    def _start(self, ray, index: int):
        w = Worker(index, self._actor_class(ray).remote(self.spec))
        self.workers[index] = w
        return w, w.handle.ready.remote()

    def _stop(self, ray, w: Worker) -> None:
        self.workers.pop(w.index, None)
        try:
            ray.kill(w.handle, no_restart=True)
        except Exception:  # already gone
            pass

    # --- the run -------------------------------------------------------------------------
    def run(self, tasks: list[Task], bench_id: str) -> dict[str, Any]:
        ray = connect(self.options)
        todo: collections.deque[Cell] = collections.deque(self.driver.pending(tasks, bench_id))
        total, skipped = len(todo), len(self.driver.cells(tasks)) - len(todo)
        t0 = time.monotonic()
        if not todo:
            return {"bench_id": bench_id, "ran": 0, "skipped": skipped, "wall_s": 0.0, "workers": 0}
        nodes = ray.nodes()
        fit = capacity(nodes, self.options.num_cpus, self.options.num_gpus)
        if fit < 1:
            raise BenchError(_resources_line(nodes, self.options.num_cpus, self.options.num_gpus))
        n = min(self.options.workers or fit, fit, total)
        attempts: collections.Counter = collections.Counter()
        # ref -> (worker, cell); cell None for a worker's start-up (ready) call
        inflight: dict[Any, tuple[Worker, Cell | None]] = {}
        idle: list[Worker] = []
        starts_left = n * (1 + self.options.retries)  # replacements for workers that die, bounded too
        next_index = 0
        for _ in range(n):
            w, ref = self._start(ray, next_index)
            inflight[ref], next_index, starts_left = (w, None), next_index + 1, starts_left - 1
        started_at = {w.index: time.monotonic() for w in self.workers.values()}
        done = 0
        try:
            while todo or any(c is not None for _, c in inflight.values()):
                while todo and idle:
                    w, queued = idle.pop(), todo.popleft()
                    inflight[w.handle.run.remote(bench_id, *queued)] = (w, queued)
                    self.busy[w.index] = queued
                self.state.update(running=sum(c is not None for _, c in inflight.values()), workers=len(self.workers))
                if not inflight:
                    raise BenchError(f"no Ray worker is left to run the {len(todo)} remaining cells; they stay "
                                     "unrecorded, so the same command resumes them")
                ready, _ = ray.wait(list(inflight), num_returns=1, timeout=5.0)
                if not ready:
                    self._give_up_slow_starts(ray, inflight, started_at)
                    continue
                ref = ready[0]
                w, cell = inflight.pop(ref)
                self.busy.pop(w.index, None)
                try:
                    out = ray.get(ref)
                except Exception as e:  # the worker died, or failed to load, or the cell raised
                    died = _is_actor_death(ray, e)
                    reason = _one_line(e)
                    if cell is None or died:
                        what = "failed to start" if cell is None else "died"
                        self.on_event(f"worker {w.index} {what}: {reason}")
                        self._stop(ray, w)
                        if starts_left > 0 and (todo or cell is not None):
                            nw, nref = self._start(ray, next_index)
                            inflight[nref], next_index, starts_left = (nw, None), next_index + 1, starts_left - 1
                            started_at[nw.index] = time.monotonic()
                    else:
                        idle.append(w)
                    if cell is not None:
                        done += self._retry_or_fail(cell, attempts, todo, bench_id, reason, total, done)
                    continue
                if cell is None:
                    w.info = out
                    idle.append(w)
                    continue
                idle.append(w)
                row = out["row"]
                if row.get("status") == "harness_error" and attempts[_key(cell)] < self.options.retries:
                    attempts[_key(cell)] += 1
                    self.state["retried"] += 1
                    todo.appendleft(cell)
                    continue
                self.record(out)
                done += 1
                self._progress(done, total, row)
        finally:
            for w in list(self.workers.values()):
                self._stop(ray, w)
        return {"bench_id": bench_id, "ran": done, "skipped": skipped, "wall_s": time.monotonic() - t0,
                "workers": n}

    def _give_up_slow_starts(self, ray, inflight: dict, started_at: dict) -> None:
        """A worker that cannot be placed (no node has its resources free) or takes too
        long loading its models would stall the run: drop it, saying so."""
        now = time.monotonic()
        for ref, (w, cell) in list(inflight.items()):
            if cell is None and now - started_at.get(w.index, now) > self.options.start_timeout_s:
                inflight.pop(ref)
                self.on_event(f"worker {w.index} did not start within {self.options.start_timeout_s:.0f} s "
                              "(no free CPU/GPU for it, or its model is slow to load); going on without it")
                self._stop(ray, w)

    def _retry_or_fail(self, cell: Cell, attempts, todo, bench_id: str, reason: str, total: int, done: int) -> int:
        if attempts[_key(cell)] < self.options.retries:
            attempts[_key(cell)] += 1
            self.state["retried"] += 1
            todo.appendleft(cell)
            return 0
        task, strategy, repeat = cell
        row = self.driver._crash_row(bench_id, task, strategy, repeat, "", f"on the Ray cluster: {reason}")
        self.record({"row": row, "trace": {}})
        self._progress(done + 1, total, row)
        return 1

    def _progress(self, done: int, total: int, row: dict) -> None:
        self.state["done"] = done
        if row.get("status") == "harness_error":
            self.state["failed"] += 1
        if self.on_progress is not None:
            self.on_progress(done, total, row)

    # --- the store: written here only --------------------------------------------------
    def record(self, out: dict[str, Any]) -> bool:
        """The result row and its run's trace in one transaction; nothing when the cell is
        already recorded (a resumed or concurrent driver got there first)."""
        return self.driver.record(out["row"], out["trace"])


def _key(cell: Cell) -> tuple[str, str, int]:
    return cell[0].id, cell[1], cell[2]


def _is_actor_death(ray, e: BaseException) -> bool:
    errors = tuple(getattr(ray.exceptions, n) for n in ("RayActorError", "ActorDiedError", "ActorUnavailableError",
                                                         "WorkerCrashedError", "NodeDiedError")
                   if hasattr(ray.exceptions, n))
    return isinstance(e, errors)


def _one_line(e: BaseException) -> str:
    """A Ray error's cause in one line: the innermost exception, not Ray's traceback dump."""
    cause = getattr(e, "cause", None) or getattr(e, "__cause__", None)
    if isinstance(cause, BaseException) and cause is not e:
        inner = _one_line(cause)
        if inner:
            return inner
    text = str(e).strip()
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    # Ray's messages end with the original "Type: message" line after a traceback.
    pick = next((ln for ln in reversed(lines) if ":" in ln and not ln.startswith(("File ", "Traceback"))),
                lines[0] if lines else type(e).__name__)
    if pick.startswith(type(e).__name__):
        return pick[:300]
    return f"{type(e).__name__}: {pick}"[:300]
