"""Shared helpers for the bench runner/report tests (no tests here; imported by name, as
pytest puts this folder on sys.path)."""
from __future__ import annotations

from pathlib import Path

from edge_agent.bench.doubles import DoubleFactory
from edge_agent.bench.runner import BenchConfig, BenchRunner, ModelSource
from edge_agent.bench.task import load_tasks

# Small, varied subset: English + Chinese, annotated, a prompt-injection task.
SUBSET = "office-ambiguous-recipient-en,data-expense-audit-zh,safety-inbox-injection-en"


def subset_tasks(selector: str = SUBSET):
    tasks = load_tasks(selector=selector)
    assert len(tasks) == len(selector.split(",")), "a task of the test subset is missing"
    return tasks


def sources(edge: str = "scripted:0.6", cloud: str | None = "scripted:0.92", seed: int = 0, price=None):
    e = ModelSource(edge, factory=DoubleFactory.from_spec(edge, "edge", seed=seed))
    c = None
    if cloud:
        c = ModelSource(cloud, factory=DoubleFactory.from_spec(cloud, "cloud", seed=seed, price=price), price=price)
    return e, c


class NoDetection:
    """A detector that finds nothing: for tests about bookkeeping, not privacy, where
    Presidio's analysis would only cost time. The gate still records every egress."""

    def analyze(self, text):
        return []

    def learn(self, values, source="runtime"):
        return []


def plain_gate(store):
    from edge_agent.privacy.gate import Gate
    from edge_agent.privacy.ledger import SqliteEgressLedger

    return Gate(detector=NoDetection(), ledger=SqliteEgressLedger(store.db))


def make_runner(tmp: Path, strategies, *, repeats=1, jobs=1, seed=0, on_progress=None, edge_source=None,
                db_name="bench.db", real_gate=False) -> BenchRunner:
    e, c = sources(seed=seed)
    cfg = BenchConfig(strategies=list(strategies), out_dir=tmp / "out", repeats=repeats, jobs=jobs)
    return BenchRunner(tmp / db_name, edge=edge_source or e, cloud=c, config=cfg, on_progress=on_progress,
                       make_gate=None if real_gate else plain_gate)
