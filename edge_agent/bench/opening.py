"""Opening a bench run: a new `bench_runs` row, or a resume checked against its manifest.

The manifest itself (what a run is made of, and how two manifests compare) is bench.manifest;
this module is the glue between it and a runner's configuration: which settings a manifest
records, and the one-line refusals when a resume would mix rows that are not comparable
(other models, tasks, parameters or settings).
"""
from __future__ import annotations

from typing import Any

from edge_agent.bench.config import BenchConfig, BenchError, ModelSource
from edge_agent.bench.manifest import build_manifest, mismatch
from edge_agent.bench.results import BenchResults, manifest_of
from edge_agent.bench.sampling import sampling_settings
from edge_agent.bench.task import TASKS_DIR, Task
from edge_agent.privacy.ledger import SqliteEgressLedger


def run_manifest(tasks: list[Task], config: BenchConfig, edge: ModelSource, cloud: ModelSource | None,
                 strategy_params: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """What this bench is made of (bench.manifest): recorded, and compared on resume."""
    c = config
    return build_manifest(
        tasks, tasks_dir=c.tasks_dir or TASKS_DIR, strategies=strategy_params, edge=edge.label,
        cloud=cloud.label if cloud else None, price=cloud.price if cloud else None,
        settings={"max_steps": c.max_steps, "time_limit_s": c.time_limit_s, "max_tokens": c.max_tokens,
                  "privacy_mode": c.privacy_mode, "seed": c.extra.get("seed", c.seed),
                  **sampling_settings(c.temperature)})


def open_bench(results: BenchResults, config: BenchConfig, edge: ModelSource, cloud: ModelSource | None, *,
               scripted: bool, jobs: int, bench_id: str | None, resume: bool,
               manifest: dict[str, Any] | None) -> str:
    """Create the bench run (with `bench_id` if given), or, with resume, check that
    `bench_id` was made with the same models, tasks, parameters and settings (its
    manifest) and return its full id."""
    SqliteEgressLedger(results.db)  # create the egress table before worker threads race to
    cloud_label = cloud.label if cloud else ""
    if resume:
        row = results.get(bench_id or "")
        if (row["edge"], row["cloud"]) != (edge.label, cloud_label):
            raise BenchError(f"bench {row['id']} ran edge={row['edge']!r} cloud={row['cloud']!r}; resume it "
                             f"with the same --edge/--cloud, or start a new bench with another --out")
        old = manifest_of(row)
        problem = mismatch(old, manifest) if (old and manifest is not None) else None
        if problem:
            raise BenchError(f"bench {row['id']} cannot resume: {problem}; rerun its recorded command "
                             f"(bench.json) or start a new bench with another --out")
        results.touch(row["id"], strategies=config.strategies, repeats=config.repeats, manifest=manifest)
        return row["id"]
    return results.create(edge=edge.label, cloud=cloud_label, strategies=config.strategies,
                          tasks_filter=config.tasks_filter, repeats=config.repeats,
                          scripted=scripted, out_dir=str(config.out_dir),
                          config={"max_steps": config.max_steps, "max_tokens": config.max_tokens,
                                  "privacy_mode": config.privacy_mode, "jobs": jobs,
                                  "params": config.params, **config.extra},
                          bench_id=bench_id, manifest=manifest)
