"""`bench run --jobs N` on this machine: N worker processes, started once, run the cells.

Threads could not use a second core: a cell is Python (the agent loop, the graders, the
scripted test doubles) and Presidio analysis under one process-wide lock, so two threads
took about as long as 1.5 cores. Worker processes are forked from the runner once per
`run` and inherit it (models, gate factory, configuration) without pickling; each keeps
its own detector engine, detection cache and scratch store for every cell it is given.

Only this process writes the bench's store: a worker returns each cell's row and trace,
and `record` writes both in one transaction. A worker ignores Ctrl-C, so on an interrupt
the cells already running finish and are recorded, queued ones are dropped, and the same
command resumes the rest. Fork is used where the OS has it (Linux, macOS); elsewhere
`--jobs` runs one cell at a time.
"""
from __future__ import annotations

import concurrent.futures as cf
import multiprocessing as mp
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


def can_fork() -> bool:
    return "fork" in mp.get_all_start_methods()


def affinity_order(todo: list[Cell]) -> list[Cell]:
    """A task's cells next to each other: texts repeat within a task (prompt, fixture
    observations), so a worker's detection cache hits more often."""
    first = {}
    for t, _, _ in todo:
        first.setdefault(t.id, len(first))
    return sorted(todo, key=lambda c: (first[c[0].id], c[1], c[2]))


def _init() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides what an interrupt stops
    _INHERITED.append(_RUNNER._local)
    _RUNNER._local = threading.local()  # this process's own store connections


def _work(i: int) -> dict[str, Any]:
    task, strategy, repeat = _CELLS[i]
    return _RUNNER.execute_traced(_BENCH_ID, task, strategy, repeat)


def run_in_processes(runner: Any, bench_id: str, todo: list[Cell], jobs: int,
                     record: Callable[[dict[str, Any]], None]) -> None:
    """Run `todo` on `jobs` worker processes; `record(out)` each result here, as it arrives."""
    global _RUNNER, _BENCH_ID, _CELLS
    if not can_fork():
        for cell in todo:
            record(runner.execute_traced(bench_id, *cell))
        return
    _RUNNER, _BENCH_ID, _CELLS = runner, bench_id, affinity_order(todo)
    pool = cf.ProcessPoolExecutor(max_workers=min(jobs, len(todo)), mp_context=mp.get_context("fork"),
                                  initializer=_init)
    futures = [pool.submit(_work, i) for i in range(len(_CELLS))]
    try:
        for fut in cf.as_completed(futures):
            record(_result(fut))
    except KeyboardInterrupt:
        # Queued cells are dropped; running ones finish and are recorded, and a resumed
        # bench skips them.
        for fut in futures:
            fut.cancel()
        for fut in futures:
            if not fut.cancelled():
                try:
                    record(_result(fut))
                except Exception:  # noqa: BLE001 — the interrupt is what the user must see
                    pass
        raise
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
        _RUNNER, _CELLS = None, []


def _result(fut: cf.Future) -> dict[str, Any]:
    from edge_agent.bench.runner import BenchError

    try:
        return fut.result()
    except BrokenProcessPool:
        raise BenchError("a bench worker process died (out of memory or killed); the cells it ran are not "
                         "recorded, so the same command resumes them") from None
