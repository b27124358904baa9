"""The one place that turns command-line options into concrete objects (models, store)."""
from __future__ import annotations

import functools

import click

DEFAULT_EDGE = "qwen2.5-coder-0.5b-instruct"


def edge_options(fn):
    @click.option("--model", "-m", default=DEFAULT_EDGE, show_default=True,
                  help="Edge model: a catalog id (see `edge-agent models list`) or a path to a .gguf file.")
    @click.option("--n-ctx", type=click.IntRange(512, 131072), default=8192, show_default=True,
                  help="Context window in tokens. A prompt that does not fit is an error, never truncated.")
    @click.option("--threads", type=click.IntRange(1, 256), default=None,
                  help="CPU threads for llama.cpp (default: up to 4).")
    @click.option("--gpu-layers", type=int, default=0, show_default=True,
                  help="Layers to offload to a GPU or Apple Metal (-1 = all); needs a GPU build of llama-cpp-python.")
    @functools.wraps(fn)
    def wrapper(*a, **kw):
        return fn(*a, **kw)

    return wrapper


def open_store(db: str | None):
    from edge_agent.store import Store, StoreError

    try:
        return Store(db)
    except StoreError as e:
        raise click.ClickException(str(e))


def build_edge(model: str, *, n_ctx: int = 8192, threads: int | None = None, gpu_layers: int = 0):
    from edge_agent import load_edge_model
    from models.chat import ModelError

    try:
        return load_edge_model(model, n_ctx=n_ctx, n_threads=threads, n_gpu_layers=gpu_layers)
    except ModelError as e:
        raise click.ClickException(str(e))
