"""Wiring for `edge-agent bench run --ray`: labels on the driver, model builders for the workers.

The driver never loads a model under --ray: it keeps the bench's bookkeeping and store.
Each Ray worker builds its own edge model and cloud client from the same options with
the same functions as the single-machine path (bench_cmd._edge_source/_cloud_source),
sent to it as picklable builders. API keys are read from each worker's environment by
the cloud client; they are never part of what the driver sends.
"""
from __future__ import annotations

import contextlib
import functools
from typing import Any

import click


def driver_sources(edge: str | None, cloud: str | None, *, seed: int):
    """ModelSources for bookkeeping: scripted doubles as themselves (cheap, and they mark
    the bench as scripted), real models as labels only."""
    from edge_agent.bench.doubles import is_double_spec
    from edge_agent.bench.runner import ModelSource
    from edge_agent.cli.bench_cmd import _edge_source
    from edge_agent.cli.wiring import DEFAULT_EDGE

    edge = edge or DEFAULT_EDGE
    e = _edge_source(edge, seed=seed, n_ctx=512, threads=1) if is_double_spec(edge) else ModelSource(edge)
    c = None
    if cloud:
        c = _worker_cloud(contextlib.ExitStack(), cloud, seed=seed, model=None, key_env=None, price=None,
                          single_thread=False) if is_double_spec(cloud) else ModelSource(cloud)
    return e, c


def _worker_edge(stack: contextlib.ExitStack, spec: str | None, *, seed: int, n_ctx: int, threads: int | None,
                 gpu_layers: int = 0):
    from edge_agent.cli.bench_cmd import _edge_source

    return _edge_source(spec, seed=seed, n_ctx=n_ctx, threads=threads, gpu_layers=gpu_layers)


def _worker_cloud(stack: contextlib.ExitStack, spec: str | None, **kw: Any):
    from edge_agent.cli.bench_cmd import _cloud_source

    return _cloud_source(spec, stack, **kw)


def worker_plan(*, edge: str | None, cloud: str | None, seed: int, n_ctx: int, threads: int | None,
                cloud_model: str | None, key_env: str | None, price: str | None, address: str, num_cpus: float,
                num_gpus: float | None, gpu_layers: int = 0, config=None):
    """The Ray options and the workers' model builders for these CLI options. A worker that
    offloads layers (--gpu-layers) asks Ray for one GPU unless --ray-num-gpus says otherwise,
    so it is placed on a GPU node and given that GPU."""
    from edge_agent.bench.ray_runner import RayOptions
    from edge_agent.bench.ray_worker import WorkerSpec
    from edge_agent.cli.bench_cmd import _is_local_stand_in

    if num_gpus is None:
        num_gpus = 1.0 if gpu_layers else 0.0
    options = RayOptions(address=address, num_cpus=num_cpus, num_gpus=num_gpus)
    local_cloud = _is_local_stand_in(cloud)
    spec = WorkerSpec(
        # Two llama.cpp computations on one worker's cores: one thread each (DESIGN.md).
        edge=functools.partial(_worker_edge, spec=edge, seed=seed, n_ctx=n_ctx, threads=1 if local_cloud else threads,
                               gpu_layers=gpu_layers),
        cloud=functools.partial(_worker_cloud, spec=cloud, seed=seed, model=cloud_model, key_env=key_env, price=price,
                                single_thread=True) if cloud else None,
        config=config)
    return options, spec


def ray_runner(driver, *, address: str, **kw: Any):
    from edge_agent.bench.ray_runner import RayBenchRunner, connect

    options, spec = worker_plan(address=address, config=driver.config, **kw)
    connect(options)  # an unreachable address or a missing extra is one line before anything starts
    return RayBenchRunner(driver, spec, options, on_event=lambda line: click.echo(f"\n{line}", err=True))
