"""`bench run --jobs N` on this machine: N worker processes, started once, run the cells.

Threads could not use a second core: a cell is Python (the agent loop, the graders, the
scripted test doubles) and Presidio analysis under one process-wide lock, so two threads
took about as long as 1.5 cores. Worker processes are forked from the runner once per
`run` and inherit it (models, gate factory, configuration) without pickling; each keeps
its own copy of the detector engine (loaded once in the parent before the fork), detection cache
and scratch store for every cell it is given.
The unit of work is a task (all its strategies and repeats): its texts then meet one
worker's cache, not two.

Only this process writes the bench's store: a worker returns each cell's row and trace,
and `record` writes both in one transaction. A worker ignores Ctrl-C, so on an interrupt
the cells already running finish and are recorded, queued ones are dropped, and the same
command resumes the rest. Fork is used where the OS has it (Linux, macOS); elsewhere
`--jobs` runs one cell at a time.

EDGE_AGENT_BENCH_PROFILE=DIR: each worker runs under cProfile and leaves DIR/worker-PID.pstats
(rewritten after each task), so a profile covers every process of a run (benchmarks/perf/suite_time.py
--profile).
"""
from __future__ import annotations

import concurrent.futures as cf
import multiprocessing as mp
import os
import signal
import threading
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Callable

from edge_agent.bench.task import Task

Cell = tuple[Task, str, int]

# Set in this process just before the workers fork; read by them (inherited memory).
_RUNNER: Any = None
_BENCH_ID = ""
_CELLS: list[Cell] = []
_INHERITED: list[Any] = []  # the parent's per-thread stores: kept alive, never used or closed in a worker
PROFILE_ENV = "EDGE_AGENT_BENCH_PROFILE"
_PROFILER: Any = None


def can_fork() -> bool:
    return "fork" in mp.get_all_start_methods()


def affinity_order(todo: list[Cell]) -> list[Cell]:
    """A task's cells next to each other: texts repeat within a task (prompt, fixture
    observations), so a worker's detection cache hits more often."""
    first: dict[str, int] = {}
    for t, _, _ in todo:
        first.setdefault(t.id, len(first))
    return sorted(todo, key=lambda c: (first[c[0].id], c[1], c[2]))


def task_groups(cells: list[Cell]) -> list[list[int]]:
    """Indices of `cells` (in affinity order) grouped by task: one unit of work each, so all
    of a task's strategies and repeats run in the worker whose cache already holds its texts."""
    groups: dict[str, list[int]] = {}
    for i, (t, _, _) in enumerate(cells):
        groups.setdefault(t.id, []).append(i)
    return list(groups.values())


def _init() -> None:
    global _PROFILER
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides what an interrupt stops
    if os.environ.get(PROFILE_ENV):
        import cProfile

        _PROFILER = cProfile.Profile()
        _PROFILER.enable()
    _INHERITED.append(_RUNNER._local)
    _RUNNER._local = threading.local()  # this process's own store connections
    _RUNNER.warm_up()  # inherited from the parent: only checks them, before any cell's timeout runs


def _work(indices: list[int]) -> list[dict[str, Any]]:
    out = [_RUNNER.execute_traced(_BENCH_ID, *_CELLS[i]) for i in indices]
    if _PROFILER is not None:
        _PROFILER.dump_stats(os.path.join(os.environ[PROFILE_ENV], f"worker-{os.getpid()}.pstats"))
        _PROFILER.enable()  # dump_stats stops it
    return out


def run_in_processes(runner: Any, bench_id: str, todo: list[Cell], jobs: int,
                     record: Callable[[dict[str, Any]], None]) -> None:
    """Run `todo` on `jobs` worker processes; `record(out)` each result here, as it arrives."""
    global _RUNNER, _BENCH_ID, _CELLS
    if not can_fork():
        for cell in todo:
            record(runner.execute_traced(bench_id, *cell))
        return
    _RUNNER, _BENCH_ID, _CELLS = runner, bench_id, affinity_order(todo)
    # The detector's engines (spaCy, Presidio, jieba, compiled patterns: ~10 s of CPU) load once,
    # here, before the fork: every worker inherits them instead of loading its own copy.
    runner.warm_up()
    pool = cf.ProcessPoolExecutor(max_workers=min(jobs, len(todo)), mp_context=mp.get_context("fork"),
                                  initializer=_init)
    futures = [pool.submit(_work, group) for group in task_groups(_CELLS)]
    try:
        for fut in cf.as_completed(futures):
            for out in _result(fut):
                record(out)
    except KeyboardInterrupt:
        # Queued tasks are dropped; running ones finish and are recorded (recording is
        # idempotent: a cell already in the store is not written or counted twice), and a
        # resumed bench skips them.
        for fut in futures:
            fut.cancel()
        for fut in futures:
            if not fut.cancelled():
                try:
                    for out in _result(fut):
                        record(out)
                except Exception:  # noqa: BLE001 — the interrupt is what the user must see
                    pass
        raise
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
        _RUNNER, _CELLS = None, []


def _result(fut: cf.Future) -> list[dict[str, Any]]:
    from edge_agent.bench.runner import BenchError

    try:
        return fut.result()
    except BrokenProcessPool:
        raise BenchError("a bench worker process died (out of memory or killed); the cells it ran are not "
                         "recorded, so the same command resumes them") from None
