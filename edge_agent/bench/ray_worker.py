"""The worker side of a benchmark on a Ray cluster: one actor per model and per node or GPU.

A `CellWorker` builds its edge model (and its cloud client or stand-in) once, when the
actor starts, and keeps it for every cell it is given: loading a multi-gigabyte GGUF per
cell would cost more than the cell. It runs a cell with the single-machine runner's own
per-cell function (`BenchRunner.execute_traced`), so a cell on the cluster is the same
fresh workspace, the same per-run privacy Gate and the same grading as `bench run`
without Ray. The Gate runs here, beside the edge: whatever reaches a cloud was redacted
on this node, and nothing unredacted is sent to a cloud from anywhere else.

The worker never writes the bench's store. It records the agent's trace into an in-memory
scratch store of its own (as `bench run --jobs` does), then hands the finished row and that run's trace rows (runs,
steps, model calls, egress records) back to the driver, which alone writes the store
(edge_agent.bench.ray_runner) and deletes nothing on the worker it still needs.

This module does not import Ray: ray_runner wraps `CellWorker` with `ray.remote` so that
the plain class stays testable and importable without the optional extra.
"""
from __future__ import annotations

import contextlib
import os
import shutil
import socket
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Callable

from edge_agent.bench.runner import BenchConfig, BenchRunner, ModelSource
from edge_agent.bench.task import Task
from edge_agent.store import Store
_PACKAGE_DIR = Path(__file__).resolve().parent


@dataclass
class WorkerSpec:
    """What every worker needs to build its models; sent to each actor once (pickled).

    `edge` and `cloud` are builders, not models: a llama.cpp model cannot be pickled and
    must be loaded on the node that runs it. A builder gets the worker's ExitStack, which
    stops what it started (a stand-in server) when the worker ends."""

    edge: Callable[[contextlib.ExitStack], ModelSource]
    cloud: Callable[[contextlib.ExitStack], ModelSource | None] | None
    config: BenchConfig
    make_gate: Callable[[Store], Any] | None = None


class CellWorker:
    def __init__(self, spec: WorkerSpec):
        self._stack = contextlib.ExitStack()
        self._scratch = Path(tempfile.mkdtemp(prefix="edge-agent-ray-"))
        self._stack.callback(shutil.rmtree, self._scratch, ignore_errors=True)
        try:
            edge = spec.edge(self._stack)
            cloud = spec.cloud(self._stack) if spec.cloud is not None else None
        except BaseException:
            self._stack.close()
            raise
        config = replace(spec.config, jobs=1)  # one cell at a time per worker: its model is not shared
        self.runner = BenchRunner(self._scratch / "scratch.db", edge=edge, cloud=cloud, config=config,
                                  make_gate=spec.make_gate)
        self.runner.open()  # the scratch store's tables; its bench id is never reported
        self.runner.warm_up()  # the gate's detector engines load before the first cell's timeout runs

    def ready(self) -> dict[str, Any]:
        """Where this worker runs; answering at all means its models loaded."""
        return {"host": socket.gethostname(), "pid": os.getpid(), "edge": self.runner.edge.label}

    def run(self, bench_id: str, task: Task, strategy: str, repeat: int) -> dict[str, Any]:
        """The cell's row and its run's trace (runs, steps, model calls, egress, approvals),
        taken from the worker's in-memory scratch store (edge_agent.bench.recording)."""
        return self.runner.execute_traced(bench_id, local_task(task), strategy, repeat)

    def close(self) -> None:
        self._stack.close()


def local_task(task: Task) -> Task:
    """The task with its fixture folder on this node. A bundled task's folder lies inside
    the installed package, whose path may differ from node to node."""
    src = task.source_dir
    if src is None or src.exists():
        return task
    parts = src.parts
    if "bench" in parts:
        i = len(parts) - 1 - parts[::-1].index("bench")
        here = _PACKAGE_DIR.joinpath(*parts[i + 1:])
        if here.exists():
            return task.model_copy(update={"source_dir": here})
    raise FileNotFoundError(f"task {task.id}: fixture folder {src} is not on {socket.gethostname()}; "
                            "copy the --tasks-dir to the same path on every node")
