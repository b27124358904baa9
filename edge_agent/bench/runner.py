"""The benchmark runner: every (task, strategy, repeat) cell in a fresh environment.

    runner = BenchRunner(store_path, edge=ModelSource(...), cloud=ModelSource(...), config=BenchConfig(...))
    bench_id = runner.open(tasks)             # new, or resumed with config.bench_id
    summary = runner.run(tasks, bench_id)     # skips cells already recorded

One cell = a fresh workspace copy and service db (benchmarks.environment), one privacy
Gate (so the placeholder vault is per session) writing to the egress ledger in the
store, one Agent run recorded in the store, then grading, exposure scoring and cost
accounting into one `bench_results` row. A row is written only when its run finished
(however it ended), so an interrupted bench resumes exactly where it stopped.

Speed (issue 17): a cell writes its trace into a private in-memory scratch store, and the
row and the trace reach the bench's store in one transaction (bench.recording); the
gate's detector reuses the process's earlier results for equal texts (the Detector's own
result cache, privacy.result_cache); `--jobs N` runs N worker processes, started once, instead of
threads that the GIL and the detector's lock kept on one core (bench.local_pool).

Around it: the settings, model sources and configuration checks (bench.config), the gate
factory and its once-per-process detector warm-up (bench.gates), creating or resuming the
bench run against its manifest (bench.opening, bench.manifest).
"""
from __future__ import annotations

import shutil
import threading
import time
from pathlib import Path
from typing import Any, Callable

from edge_agent.bench.config import (BenchConfig, BenchError, ModelSource, check_strategies, parallel_allowed,
                                     parse_params)
from edge_agent.bench.environment import build_env, build_registry
from edge_agent.bench.gates import default_gate
from edge_agent.bench.opening import open_bench, run_manifest
from edge_agent.bench.recording import Trace, record_cell, take_trace
from edge_agent.bench.graders import grade
from edge_agent.bench.results import BenchResults, Key, now
from edge_agent.bench.sampling import cell_seed, seeded
from edge_agent.bench.simulated_user import SimulatedUser, internal_domains
from edge_agent.bench.task import FINAL_ANSWER, Task
from edge_agent.agent import Agent
from edge_agent.egress import EgressSettings
from edge_agent.records import RunResult
from edge_agent.store import Store, new_run_id
from edge_agent.privacy.exposure import payload_by_destination, score_exposure
from edge_agent.privacy.ledger import SqliteEgressLedger
from edge_agent.router.costs import CostLedger
from edge_agent.router.policy import make_policy

# Named here for the callers that import them from the runner (the CLI, the Ray worker, tests).
__all__ = ["BenchConfig", "BenchError", "BenchRunner", "ModelSource", "check_strategies", "default_gate",
           "parallel_allowed", "parse_params", "run_costs"]


class BenchRunner:
    def __init__(self, store_path: str | Path, *, edge: ModelSource, cloud: ModelSource | None,
                 config: BenchConfig, on_progress: Callable[[int, int, dict], None] | None = None,
                 make_gate: Callable[[Store], Any] | None = None):
        if str(store_path) == ":memory:":
            raise BenchError("the bench runner needs a store file (runs may use one connection per job)")
        self.store_path = Path(store_path)
        self.edge, self.cloud, self.config = edge, cloud, config
        self.on_progress = on_progress
        self.make_gate = make_gate or default_gate(config.privacy_mode)
        self._local = threading.local()
        self.strategy_params = check_strategies(config.strategies, cloud is not None, config.params)

    @property
    def scripted(self) -> bool:
        return self.edge.scripted or bool(self.cloud and self.cloud.scripted)

    @property
    def jobs(self) -> int:
        return self.config.jobs if parallel_allowed(self.edge, self.cloud) else 1

    def _store(self) -> Store:
        store = getattr(self._local, "store", None)
        if store is None:
            store = self._local.store = Store(self.store_path)
        return store

    def _scratch(self) -> Store:
        """This thread's in-memory store that a cell's agent writes its trace into."""
        store = getattr(self._local, "scratch", None)
        if store is None:
            store = self._local.scratch = Store(":memory:")
        return store

    # --- bench bookkeeping ---------------------------------------------------------------
    def manifest(self, tasks: list[Task]) -> dict[str, Any]:
        """What this bench is made of (bench.manifest): recorded, and compared on resume."""
        return run_manifest(tasks, self.config, self.edge, self.cloud, self.strategy_params)

    def open(self, bench_id: str | None = None, *, resume: bool = False, tasks: list[Task] | None = None) -> str:
        """Create the bench run (with `bench_id` if given), or, with resume, check that
        `bench_id` was made with the same models, tasks, parameters and settings (its
        manifest) and return its full id (bench.opening)."""
        return open_bench(BenchResults(self._store()), self.config, self.edge, self.cloud, scripted=self.scripted,
                          jobs=self.jobs, bench_id=bench_id, resume=resume,
                          manifest=self.manifest(tasks) if tasks is not None else None)

    def cells(self, tasks: list[Task]) -> list[tuple[Task, str, int]]:
        # Task-major: a bench stopped early (or time-boxed) has every strategy on the same tasks,
        # with all repeats, so its partial Pass^k compares like with like.
        return [(t, s, r) for t in tasks for s in self.config.strategies for r in range(self.config.repeats)]

    def pending(self, tasks: list[Task], bench_id: str) -> list[tuple[Task, str, int]]:
        done: set[Key] = BenchResults(self._store()).done_keys(bench_id)
        return [c for c in self.cells(tasks) if (c[0].id, c[1], c[2]) not in done]

    # --- running -------------------------------------------------------------------------
    def run(self, tasks: list[Task], bench_id: str) -> dict[str, Any]:
        todo = self.pending(tasks, bench_id)
        total, skipped = len(todo), len(self.cells(tasks)) - len(todo)
        t0 = time.monotonic()
        done = 0
        if self.jobs <= 1 or len(todo) <= 1:
            if todo:
                self.warm_up()
            for cell in todo:
                row = self.run_cell(bench_id, *cell)
                done += 1
                self._progress(done, total, row)
        else:
            from edge_agent.bench.local_pool import run_in_processes

            def record(out: dict[str, Any]) -> None:
                nonlocal done
                if self.record(out["row"], out["trace"]):  # False: already recorded
                    done += 1
                    self._progress(done, total, out["row"])

            run_in_processes(self, bench_id, todo, self.jobs, record)
        return {"bench_id": bench_id, "ran": done, "skipped": skipped, "wall_s": time.monotonic() - t0}

    def warm_up(self) -> None:
        """Load what the gate factory loads once per process (the real detector's engines)."""
        warm = getattr(self.make_gate, "warm_up", None)
        if warm is not None:
            warm()

    def _progress(self, done: int, total: int, row: dict) -> None:
        if self.on_progress is not None:
            self.on_progress(done, total, row)

    def run_cell(self, bench_id: str, task: Task, strategy: str, repeat: int) -> dict[str, Any]:
        out = self.execute_traced(bench_id, task, strategy, repeat)
        self.record(out["row"], out["trace"])
        return out["row"]

    def record(self, row: dict[str, Any] | None, trace: Trace) -> bool:
        """One cell's row and trace into the bench's store, in one transaction."""
        return record_cell(self._store().db, row, trace)

    def execute_traced(self, bench_id: str, task: Task, strategy: str, repeat: int) -> dict[str, Any]:
        """Run one cell against this thread's scratch store; return its row and its trace
        (the agent's rows), not yet recorded. An interrupted run's trace is recorded here
        before the interrupt goes on, so the store says where it stopped."""
        scratch = self._scratch()
        try:
            row = self.execute_cell(bench_id, task, strategy, repeat, store=scratch)
        except BaseException:
            self.record(None, take_trace(scratch.db))
            raise
        return {"row": row, "trace": take_trace(scratch.db)}

    def execute_cell(self, bench_id: str, task: Task, strategy: str, repeat: int,
                     store: Store | None = None) -> dict[str, Any]:
        """Run and grade one cell and return its `bench_results` row without recording it;
        the agent's trace goes to `store` (default: the bench's store)."""
        store = store if store is not None else self._store()
        run_id = f"{new_run_id()}-{strategy}"
        env = build_env(task, Path(self.config.out_dir) / "runs" / run_id, run_id,
                        sandbox_mode=self.config.sandbox_mode, allow_network=self.config.allow_network)
        started = time.monotonic()
        seed = cell_seed(self.config.seed, task.id, strategy, repeat)
        try:
            edge, cloud = self.edge.get(task, repeat), self.cloud.get(task, repeat) if self.cloud else None
            sampling = self.config.temperature > 0
            edge, cloud = seeded(edge, seed, fresh=sampling), seeded(cloud, seed, fresh=sampling)
            # One gate per cell even without a cloud: its detector and ledger serve the egress
            # rule (tool egress is scored like cloud egress); only a cloud run sends through it.
            privacy = self.make_gate(store)
            gate = privacy if cloud is not None else None
            approve = SimulatedUser(task) if self.config.approve == "simulated" else self.config.approve
            egress = EgressSettings(approve=approve, strict_taint=True, internal_domains=internal_domains(task),
                                    ledger=privacy.ledger, detector=privacy.detector)
            policy = make_policy(strategy, **self.config.params.get(strategy, {}))
            policy.load_calibration()  # the user's calibrated thresholds under explicit -p values, as `run` does
            if hasattr(policy, "cloud_price") and self.cloud is not None:
                policy.cloud_price = self.cloud.price  # step-route's USD budget prices with it
            agent = Agent(edge, tools=build_registry(task, env), policy=policy, cloud=cloud, gate=gate,
                          store=store, max_steps=min(task.max_steps, self.config.max_steps or task.max_steps),
                          time_limit_s=self.config.time_limit_s or task.time_limit_s,
                          max_tokens=self.config.max_tokens,
                          temperature=self.config.temperature,
                          sandbox_mode=self.config.sandbox_mode, allow_network=self.config.allow_network,
                          egress=egress)
            try:
                result = agent.run(task.prompt, workspace=env.workspace, services=env.context().services,
                                   run_id=run_id)
            except BaseException as e:
                _mark_ended(store, run_id, "harness_error" if isinstance(e, Exception) else "interrupted")
                raise
            graded = grade(task, env, result.final_answer)
            row = self._row(bench_id, task, strategy, repeat, result, graded, store, privacy)
        except Exception as e:  # a harness failure is recorded as a failed cell, stated in one line
            row = self._crash_row(bench_id, task, strategy, repeat, run_id, f"{type(e).__name__}: {e}")
        finally:
            env.close()
            if not self.config.keep_workspaces:
                shutil.rmtree(env.root, ignore_errors=True)
        row["wall_s"] = time.monotonic() - started
        row["seed"] = seed  # the cell's sampling seed: rerunning the cell with it reproduces the row
        return row

    def _row(self, bench_id: str, task: Task, strategy: str, repeat: int, result: RunResult, graded, store: Store,
             gate: Any) -> dict[str, Any]:
        costs = run_costs(result, self.cloud.price if self.cloud else None, self.edge.params)
        exposure, privacy = None, None
        if task.sensitive:
            # Cloud egress and tool egress (rows with a sink) both land in the store's ledger.
            ledger = gate.ledger if gate is not None else SqliteEgressLedger(store.db)
            rep = score_exposure([s.model_dump() for s in task.sensitive], payload_by_destination(
                ledger.records(result.run_id)), prompt=task.prompt)
            privacy = rep.privacy
            # Per item: id, type, where it went and its score; the values themselves stay in the task files.
            exposure = [{**i.to_row(f"sensitive.{n}"), "declared": task.declared(task.sensitive[n])}
                        for n, i in enumerate(rep.items)]
        own = set(task.allowed_tools) | {FINAL_ANSWER, "(invalid)"}
        return {
            **_key(bench_id, task, strategy, repeat), "run_id": result.run_id, "status": result.status,
            "error": result.error, "score": graded.score, "checks_json": graded.to_dict()["checks"],
            "annotated": int(bool(task.sensitive)), "privacy": privacy, "exposure_json": exposure,
            "cloud_raw_tokens": costs["cloud_raw_tokens"], "cloud_cached_tokens": costs["cloud_cached_tokens"],
            "cloud_output_tokens": costs["cloud_output_tokens"], "cloud_usd": costs["cloud_usd"],
            "edge_prompt_tokens": costs["edge_prompt_tokens"], "edge_evaluated_tokens": costs["edge_evaluated_tokens"],
            "edge_completion_tokens": costs["edge_completion_tokens"], "edge_flops": costs["edge_flops"],
            "steps": len(result.steps), "cloud_steps": sum(s.actor == "cloud" for s in result.steps),
            # Calls to tools the policy added (advisor, delegate): the edge asking for help.
            "help_requests": sum(s.tool not in own for s in result.steps),
            "metrics_json": result.metrics, "created_at": now(),
        }

    def _crash_row(self, bench_id: str, task: Task, strategy: str, repeat: int, run_id: str, error: str) -> dict:
        return {**_key(bench_id, task, strategy, repeat), "run_id": run_id, "status": "harness_error",
                "error": error[:500], "score": 0.0, "checks_json": [], "annotated": int(bool(task.sensitive)),
                "privacy": None, "metrics_json": {}, "created_at": now()}


def _key(bench_id: str, task: Task, strategy: str, repeat: int) -> dict[str, Any]:
    return {"bench_id": bench_id, "task_id": task.id, "category": task.category, "language": task.language,
            "strategy": strategy, "repeat": repeat}


def _mark_ended(store: Store, run_id: str, status: str) -> None:
    """The agent's run row stays 'running' when Agent.run is cut short; say why it stopped."""
    try:
        if store.db["runs"].count_where("id = ?", [run_id]):
            store.db.table("runs").update(run_id, {"status": status, "finished_at": now()})
    except Exception:  # the interrupt matters more than this bookkeeping
        pass


def run_costs(result: RunResult, cloud_price: Any, edge_params: int | None) -> dict[str, Any]:
    """Cloud raw/cached/output tokens and USD, edge tokens and FLOPs of one run (router.costs)."""
    return CostLedger.from_steps(result.steps, cloud_price=cloud_price, edge_parameters=edge_params).totals()

